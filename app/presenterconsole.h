// The presenter console: a second window, on the second screen when one is connected, that shows
// the instructor what the room does not see — the current section's notes, what comes next and
// the time since the presentation began. Its one-second timer runs only while it is shown.
#pragma once

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

class QLabel;
class QTextBrowser;

namespace gpulab {

class PresenterConsole : public QWidget
{
    Q_OBJECT
public:
    explicit PresenterConsole(QWidget *parent = nullptr);

    void setPosition(const QString &current, const QString &next, const QString &notes);
    void restartClock();
    QString notesText() const;
    QString nextText() const;
    bool isTicking() const { return m_tick.isActive(); }

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void updateClock();

    QLabel *m_current = nullptr;
    QLabel *m_next = nullptr;
    QLabel *m_clock = nullptr;
    QTextBrowser *m_notes = nullptr;
    QElapsedTimer m_elapsed;
    QTimer m_tick;
};

} // namespace gpulab
