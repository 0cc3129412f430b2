// QuizView: takes a quiz (GIFT questions from the lessons) one question at a time over a
// QuizSession. Three pages: the start page (how many questions, Practice or Test and what each
// does, Start), the question page (progress, title, text, the input for its type, Check/Submit,
// Skip, Next, the feedback) and the end page (score, a review of every answer that was not fully
// right, Retake, Back to lesson). An empty quiz says so instead of the start page. The input is a
// QuizInput (quizinput.h), one class per question type; the view itself never asks the type.
//
// Keyboard first: 1–9 choose (check boxes: toggle) the n-th choice shown; Tab walks the inputs
// and then the buttons; Enter submits, Enter again goes on (Ctrl+Enter in an essay); Space
// presses the focused button, and Enter does too. PageUp/PageDown are never consumed (the app's
// navigation owns them); the clicker calls forward()/backward() instead.
//
// Presenting (setPresenting): grades of what is entered are not shown; R reveals the right
// answer and its feedback for the class and marks the right choice(s); forward() reveals, then
// moves on (an unanswered question counts as skipped).
//
// The view never stores anything: it emits attemptStarted, answerSubmitted (after every answer
// and skip, so the host can store it at once) and attemptFinished. It starts no timer.
#pragma once

#include "lessons/framework/quiz/quizpictures.h"
#include "lessons/framework/quiz/quizsession.h"
#include "widgets/simulationscene.h"

#include <QHash>
#include <QList>
#include <QPointer>
#include <QWidget>

class QGroupBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QScrollArea;
class QStackedWidget;
class QTextBrowser;

namespace gpulab {

class QuizInput;

class QuizView : public QWidget
{
    Q_OBJECT
public:
    enum class Page { Start, Empty, Question, End };

    explicit QuizView(QWidget *parent = nullptr);
    ~QuizView() override;

    // Loads a quiz and shows its start page (mode chooser preset to `mode`); nothing is
    // emitted until the student presses Start. `seed` shuffles the first attempt.
    void start(const QString &quizId, const QString &title, const QList<QuizItem> &items,
               QuizSession::Mode mode, quint32 seed);
    // Start pressed (or the clicker's first step): begins the attempt in the chosen mode.
    // False when there is nothing to begin (no quiz, no questions, not on the start page).
    bool begin();
    // A fresh attempt with the same questions and mode, shuffled with `seed` (the Retake
    // button draws a random one).
    void retake(quint32 seed);

    QString quizId() const { return m_quizId; }
    Page page() const { return m_page; }
    const QuizSession &session() const { return m_session; }

    // Presenter mode: see the file comment. Takes effect on the question shown.
    void setPresenting(bool presenting);
    bool isPresenting() const { return m_presenting; }
    // R: shows the right answer and feedback (presenting only); false when nothing to reveal.
    bool reveal();
    bool isRevealed() const { return m_revealed; }

    // The clicker: reveal → next question → ... → end page. False at the end (nothing changed).
    bool forward();
    // Hides a reveal; false otherwise (answers cannot be taken back).
    bool backward();

    // Shows "Back to lesson" on the end page and the empty page (emits backToLesson()).
    void setBackToLessonVisible(bool visible);
    // Lesson id → title: the progress line then names each question's lesson ("Question 3 of
    // 12 — Memory hierarchy"), which helps in a quiz that mixes lessons. Empty by default.
    void setLessonTitles(const QHash<QString, QString> &titles) { m_lessonTitles = titles; }

    // The pictures of the banks the quiz's items come from (LoadedQuiz::pictures, by each
    // item's lessonId): the question, its choices, the feedback and the review show them, scaled
    // down to the column's width. Kept until replaced; set it before start() or begin().
    void setPictures(const QuizPictures &pictures) { m_pictures = pictures; }

    void setSceneStyle(const SceneStyle &style); // the right/wrong colours
    // Colours only ever add to a text mark (✓ / ✗), never replace it.

signals:
    void attemptStarted(const gpulab::QuizAttemptInfo &info);
    void answerSubmitted(int position, const gpulab::QuizItem &item,
                         const gpulab::quiz::Response &response, const gpulab::quiz::Grade &grade,
                         const QString &responseText);
    void attemptFinished(double score, int graded);
    void backToLesson();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    // Focus given to the view (a host's focus proxy, a click on its background) goes on to what
    // the page is about: Start, the first input, Next, Retake. Not while presenting.
    void focusInEvent(QFocusEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QWidget *buildStartPage();
    QWidget *buildEmptyPage();
    QWidget *buildQuestionPage();
    QWidget *buildEndPage();
    void showPage(Page page);

    void showQuestion();
    void buildInputs();
    void updateQuestionState();
    void updateTitleFonts();
    void focusFirstInput();
    void focusPage();
    bool canSubmit(QString *why = nullptr) const;
    void updateValidation();
    QString feedbackHtml() const;
    // The question at `position` as it is shown: its pictures resolved (m_pictures).
    gift::Question shownQuestion(int position) const;
    // A grade's feedback texts as shown.
    QStringList shownFeedback(int position, const quiz::Grade &grade) const;
    void fitReview(); // the review's pictures to its width

    void primaryAction();
    void submit();
    void skipQuestion();
    void goNext(); // after an answer (or a reveal): next question or the end page
    void finish();
    void showEnd();

    // Start page
    QLabel *m_startTitle = nullptr;
    QLabel *m_startCount = nullptr;
    QRadioButton *m_practice = nullptr;
    QRadioButton *m_test = nullptr;
    QPushButton *m_startButton = nullptr;
    // Empty page
    QLabel *m_emptyTitle = nullptr;
    QPushButton *m_emptyBack = nullptr;
    // Question page
    QScrollArea *m_questionScroll = nullptr;
    QLabel *m_progress = nullptr;
    QLabel *m_questionTitle = nullptr;
    QLabel *m_text = nullptr;
    QWidget *m_inputHost = nullptr; // holds the current m_inputs
    QGroupBox *m_inputs = nullptr;  // rebuilt for every question
    QuizInput *m_input = nullptr;   // the question's input (quizinput.h), a child of m_inputs
    QLabel *m_validation = nullptr;
    QLabel *m_feedback = nullptr;
    QPushButton *m_submit = nullptr;
    QPushButton *m_skip = nullptr;
    QPushButton *m_next = nullptr;
    // End page
    QLabel *m_endTitle = nullptr;
    QLabel *m_score = nullptr;
    QLabel *m_endNote = nullptr;
    QTextBrowser *m_review = nullptr;
    QPushButton *m_retake = nullptr;
    QPushButton *m_endBack = nullptr;

    QStackedWidget *m_pages = nullptr;
    Page m_page = Page::Empty;
    QString m_quizId;
    QString m_title;
    QList<QuizItem> m_items;
    QHash<QString, QString> m_lessonTitles;
    QuizPictures m_pictures;
    gift::Question m_shown; // the question on the question page, as shown
    QString m_reviewHtml;   // the review before its pictures are fitted
    QString m_reviewFitted; // and as it is shown
    quint32 m_firstSeed = 0;
    QuizSession m_session;
    bool m_started = false;
    bool m_presenting = false;
    bool m_revealed = false;
    bool m_backVisible = false;
    SceneStyle m_style = SceneStyle::light();
};

} // namespace gpulab
