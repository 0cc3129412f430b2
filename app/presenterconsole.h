// The presenter console: a second window, on the second screen when one is connected (or shown
// over the lesson with C on one screen), that shows the instructor what the room does not see:
// what is shown now and what comes next (its title and first lines), the section's notes (Ctrl+
// plus/minus zoom them), the time presenting, the wall clock, a countdown for the lesson (its
// class_minutes from lesson.json; editable, pause, reset; past zero it counts the overrun, in
// words as well as colour), the progress through the lesson, the lesson's teacher tips in a tab
// beside the notes, and a button that swaps the two screens. Its one-second timer runs only while
// it is shown. The clicker's keys work here as in the lesson's window (MainWindow's event filter
// takes them from both). A language change retranslates it in place (retranslateUi()): the
// clocks and the countdown go on.
#pragma once

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTextBrowser;

namespace gpulab {

struct ConsolePosition
{
    QString current;     // "Lesson — Section"
    QString detail;      // "Section 3 of 6 · beat 2 of 5: One warp in flight" (may be empty)
    QString next;        // the next stop's title; empty at the end
    QString nextPreview; // its first lines (plain text; may be empty)
    QString notes;
    int step = 0; // progress through the lesson: `step` of `steps` (steps 0: none)
    int steps = 0;
};

class PresenterConsole : public QWidget
{
    Q_OBJECT
public:
    explicit PresenterConsole(QWidget *parent = nullptr);

    void setPosition(const ConsolePosition &position);
    void restartClock();
    QString notesText() const;
    QString nextText() const;
    QString nextPreviewText() const;
    bool isTicking() const { return m_tick.isActive(); }
    // The time presenting, in whole seconds (restartClock() starts it).
    qint64 presentingSeconds() const { return m_elapsed.elapsed() / 1000; }

    // What the countdown times: a lesson's id, or a class plan's; another one than the last
    // starts its countdown of `minutes` (the lesson's class_minutes, the plan's total).
    void setLesson(const QString &lessonId, int minutes);
    QString lessonId() const { return m_lessonId; }
    // Lesson `lessonId`'s teacher tips in `language` (LessonContent::language; Markdown, empty:
    // none), in a tab beside the notes.
    void setTeacherTips(const QString &lessonId, const QString &language, const QString &markdown);
    QString teacherTipsLesson() const { return m_tipsLessonId; }
    QString teacherTipsLanguage() const { return m_tipsLanguage; }
    QString teacherTipsText() const;
    // The countdown: `minutes` from now, running (a new lesson, or the minutes edited).
    void startCountdown(int minutes);
    void setCountdownPaused(bool paused);
    bool countdownPaused() const { return m_countdownPaused; }
    void resetCountdown();
    // Seconds left (negative: over time).
    qint64 countdownSeconds() const;
    QString countdownText() const;
    QString wallClockText() const;

    // The notes' text size, 50 to 300 % (Ctrl+plus, Ctrl+minus, Ctrl+0).
    int notesZoom() const { return m_notesZoom; }
    void setNotesZoom(int percent);

signals:
    void swapRequested();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // Every text of the console in the UI language; what it shows stays.
    void retranslateUi();
    void showTeacherTips();
    void updateClock();
    // Each wrapped title at least as tall as its lines at the width it has: in a small console
    // the notes give up room first (the "Now" title was clipped to half a line at 1024x768).
    void fitTitles();
    QString duration(qint64 seconds) const;

    QLabel *m_elapsedCaption = nullptr;
    QLabel *m_wallClockCaption = nullptr;
    QLabel *m_countdownCaption = nullptr;
    QLabel *m_elapsedLabel = nullptr;
    QLabel *m_wallClock = nullptr;
    QLabel *m_countdown = nullptr;
    QSpinBox *m_minutes = nullptr;
    QPushButton *m_pause = nullptr;
    QPushButton *m_reset = nullptr;
    QPushButton *m_swap = nullptr;
    QLabel *m_current = nullptr;
    QLabel *m_detail = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_next = nullptr;
    QLabel *m_nextPreview = nullptr;
    QTextBrowser *m_notes = nullptr;
    QTabWidget *m_pages = nullptr; // the notes, the teacher tips
    QTextBrowser *m_tips = nullptr;
    QElapsedTimer m_elapsed;
    QTimer m_tick;
    qreal m_notesBasePoints = 0;
    int m_notesZoom = 100;
    // The countdown: m_countdownTotal seconds, of which m_countdownUsedMs spent before the
    // running stretch that m_countdownRun times.
    qint64 m_countdownTotal = 50 * 60;
    qint64 m_countdownUsedMs = 0;
    QElapsedTimer m_countdownRun;
    bool m_countdownPaused = false;
    QString m_lessonId;
    std::optional<ConsolePosition> m_position; // the last setPosition()
    QString m_tipsLessonId;
    QString m_tipsLanguage;
    QString m_tipsMarkdown;
};

} // namespace gpulab
