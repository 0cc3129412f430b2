// QuizView (see quizview.h).
//
// [SECTION] Helpers: numbers
// [SECTION] Construction: the four pages
// [SECTION] Loading and starting
// [SECTION] The question page: inputs, state, feedback
// [SECTION] Actions: submit, skip, next, finish
// [SECTION] The end page
// [SECTION] Presenter and clicker
// [SECTION] Keyboard and events
#include "widgets/quizview.h"

#include "lessons/framework/sentencetext.h"
#include "widgets/quizinput.h"
#include "widgets/quiztext.h"

#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace gpulab {

// [SECTION] Helpers: numbers ----------------------------------------------------------------

namespace {

using quiztext::kFullCredit;
using quiztext::Mark;

// "9.5", "9.33", "12": at most two decimals, none when whole.
QString scoreText(double score)
{
    const double rounded = std::round(score * 100.0) / 100.0;
    return QLocale().toString(rounded, 'g', 15);
}

} // namespace

// [SECTION] Construction: the four pages -----------------------------------------------------

QuizView::QuizView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("quizView"));
    setAccessibleName(tr("Quiz"));
    // Focusable by code (presenting keeps the focus here so R and 1–9 reach the view) but not
    // a stop of its own in the Tab chain.
    setFocusPolicy(Qt::ClickFocus);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(buildStartPage());
    m_pages->addWidget(buildEmptyPage());
    m_pages->addWidget(buildQuestionPage());
    m_pages->addWidget(buildEndPage());
    layout->addWidget(m_pages);
    updateTitleFonts();
    start(QString(), QString(), {}, QuizSession::Mode::Practice, 0);
}

QuizView::~QuizView() = default;

QWidget *QuizView::buildStartPage()
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("quizStartPage"));
    auto *layout = new QVBoxLayout(page);
    m_startTitle = new QLabel(page);
    m_startTitle->setObjectName(QStringLiteral("quizStartTitle"));
    m_startTitle->setWordWrap(true);
    m_startTitle->setTextFormat(Qt::PlainText);
    m_startCount = new QLabel(page);
    m_startCount->setObjectName(QStringLiteral("quizCount"));
    m_startCount->setWordWrap(true);
    layout->addWidget(m_startTitle);
    layout->addWidget(m_startCount);

    auto *modes = new QGroupBox(tr("How do you want to take it?"), page);
    auto *modeLayout = new QGridLayout(modes);
    m_practice = new QRadioButton(tr("&Practice"), modes);
    m_practice->setObjectName(QStringLiteral("quizModePractice"));
    const QString practiceText =
        tr("After each answer: whether it is right, why, and the right answer.");
    m_practice->setAccessibleDescription(practiceText);
    m_test = new QRadioButton(tr("&Test"), modes);
    m_test->setObjectName(QStringLiteral("quizModeTest"));
    const QString testText = tr("No feedback until the end; then your score and a review of "
                                "every answer that was not right.");
    m_test->setAccessibleDescription(testText);
    auto *practiceLabel = new QLabel(practiceText, modes);
    auto *testLabel = new QLabel(testText, modes);
    for (QLabel *label : {practiceLabel, testLabel})
        label->setWordWrap(true);
    modeLayout->addWidget(m_practice, 0, 0, Qt::AlignTop);
    modeLayout->addWidget(practiceLabel, 0, 1);
    modeLayout->addWidget(m_test, 1, 0, Qt::AlignTop);
    modeLayout->addWidget(testLabel, 1, 1);
    modeLayout->setColumnStretch(1, 1);
    layout->addWidget(modes);

    auto *buttons = new QHBoxLayout;
    m_startButton = new QPushButton(tr("&Start"), page);
    m_startButton->setObjectName(QStringLiteral("quizStart"));
    connect(m_startButton, &QPushButton::clicked, this, [this] { begin(); });
    buttons->addWidget(m_startButton);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    layout->addStretch(1);
    return page;
}

QWidget *QuizView::buildEmptyPage()
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("quizEmptyPage"));
    auto *layout = new QVBoxLayout(page);
    m_emptyTitle = new QLabel(page);
    m_emptyTitle->setWordWrap(true);
    m_emptyTitle->setTextFormat(Qt::PlainText);
    auto *message = new QLabel(tr("This quiz has no questions."), page);
    message->setObjectName(QStringLiteral("quizEmptyMessage"));
    message->setWordWrap(true);
    m_emptyBack = new QPushButton(tr("&Back to lesson"), page);
    m_emptyBack->setVisible(false);
    connect(m_emptyBack, &QPushButton::clicked, this, &QuizView::backToLesson);
    layout->addWidget(m_emptyTitle);
    layout->addWidget(message);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_emptyBack);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    layout->addStretch(1);
    return page;
}

QWidget *QuizView::buildQuestionPage()
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("quizQuestionPage"));
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);

    // Long questions at presenter font sizes scroll; the buttons stay in view below.
    m_questionScroll = new QScrollArea(page);
    m_questionScroll->setWidgetResizable(true);
    m_questionScroll->setFrameShape(QFrame::NoFrame);
    m_questionScroll->setFocusPolicy(Qt::NoFocus);
    m_questionScroll->installEventFilter(this); // lets PageUp/PageDown through
    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    m_progress = new QLabel(content);
    m_progress->setObjectName(QStringLiteral("quizProgress"));
    m_questionTitle = new QLabel(content);
    m_questionTitle->setObjectName(QStringLiteral("quizQuestionTitle"));
    m_questionTitle->setTextFormat(Qt::PlainText);
    m_questionTitle->setWordWrap(true);
    m_text = new QLabel(content);
    m_text->setObjectName(QStringLiteral("quizText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setAccessibleName(tr("Question"));
    m_inputHost = new QWidget(content);
    auto *inputLayout = new QVBoxLayout(m_inputHost);
    inputLayout->setContentsMargins(0, 0, 0, 0);
    m_validation = new QLabel(content);
    m_validation->setObjectName(QStringLiteral("quizValidation"));
    m_validation->setWordWrap(true);
    m_validation->setAccessibleName(tr("Problem with the answer"));
    m_validation->setVisible(false);
    m_feedback = new QLabel(content);
    m_feedback->setObjectName(QStringLiteral("quizFeedback"));
    m_feedback->setWordWrap(true);
    m_feedback->setTextFormat(Qt::RichText);
    m_feedback->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_feedback->setAccessibleName(tr("Feedback"));
    m_feedback->setVisible(false);
    contentLayout->addWidget(m_progress);
    contentLayout->addWidget(m_questionTitle);
    contentLayout->addWidget(m_text);
    contentLayout->addWidget(m_inputHost);
    contentLayout->addWidget(m_validation);
    contentLayout->addWidget(m_feedback);
    contentLayout->addStretch(1);
    m_questionScroll->setWidget(content);
    layout->addWidget(m_questionScroll, 1);

    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(9, 0, 9, 9);
    m_submit = new QPushButton(page);
    m_submit->setObjectName(QStringLiteral("quizSubmit"));
    m_skip = new QPushButton(tr("S&kip"), page);
    m_skip->setObjectName(QStringLiteral("quizSkip"));
    m_skip->setAccessibleDescription(tr("Move on without answering; counts as not right."));
    m_next = new QPushButton(tr("&Next"), page);
    m_next->setObjectName(QStringLiteral("quizNext"));
    connect(m_submit, &QPushButton::clicked, this, &QuizView::submit);
    connect(m_skip, &QPushButton::clicked, this, &QuizView::skipQuestion);
    connect(m_next, &QPushButton::clicked, this, &QuizView::goNext);
    buttons->addWidget(m_submit);
    buttons->addWidget(m_skip);
    buttons->addStretch(1);
    buttons->addWidget(m_next);
    layout->addLayout(buttons);
    return page;
}

QWidget *QuizView::buildEndPage()
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("quizEndPage"));
    auto *layout = new QVBoxLayout(page);
    m_endTitle = new QLabel(page);
    m_endTitle->setWordWrap(true);
    m_endTitle->setTextFormat(Qt::PlainText);
    m_score = new QLabel(page);
    m_score->setObjectName(QStringLiteral("quizScore"));
    m_score->setAccessibleName(tr("Score"));
    m_endNote = new QLabel(page);
    m_endNote->setObjectName(QStringLiteral("quizEndNote"));
    m_endNote->setWordWrap(true);
    m_review = new QTextBrowser(page);
    m_review->setObjectName(QStringLiteral("quizReview"));
    m_review->setAccessibleName(tr("Review of the answers that were not right"));
    m_review->setOpenLinks(false);
    m_review->setTabChangesFocus(true);
    m_review->installEventFilter(this);             // lets PageUp/PageDown through
    m_review->viewport()->installEventFilter(this); // its pictures follow its width
    auto *buttons = new QHBoxLayout;
    m_retake = new QPushButton(tr("&Retake"), page);
    m_retake->setObjectName(QStringLiteral("quizRetake"));
    m_retake->setAccessibleDescription(tr("The same questions again, in a new order."));
    connect(m_retake, &QPushButton::clicked, this,
            [this] { retake(QRandomGenerator::global()->generate()); });
    m_endBack = new QPushButton(tr("&Back to lesson"), page);
    m_endBack->setObjectName(QStringLiteral("quizBack"));
    m_endBack->setVisible(false);
    connect(m_endBack, &QPushButton::clicked, this, &QuizView::backToLesson);
    buttons->addWidget(m_retake);
    buttons->addWidget(m_endBack);
    buttons->addStretch(1);
    layout->addWidget(m_endTitle);
    layout->addWidget(m_score);
    layout->addWidget(m_endNote);
    layout->addWidget(m_review, 1);
    layout->addLayout(buttons);
    return page;
}

void QuizView::showPage(Page page)
{
    updateTitleFonts();
    m_page = page;
    const char *names[] = {"quizStartPage", "quizEmptyPage", "quizQuestionPage", "quizEndPage"};
    for (int i = 0; i < m_pages->count(); ++i)
        if (m_pages->widget(i)->objectName() == QLatin1String(names[int(page)]))
            m_pages->setCurrentIndex(i);
}

void QuizView::updateTitleFonts()
{
    if (!m_questionTitle)
        return; // a font change while the pages are being built
    QFont heading = font();
    heading.setBold(true);
    if (heading.pointSizeF() > 0)
        heading.setPointSizeF(heading.pointSizeF() * 1.25);
    else
        heading.setPixelSize(qRound(heading.pixelSize() * 1.25));
    for (QLabel *label : {m_startTitle, m_emptyTitle, m_endTitle, m_score})
        label->setFont(heading);
    m_questionTitle->setFont(heading);
    // The question itself a little larger than the interface around it: it is what the student
    // (or the class, when presenting) reads.
    QFont text = font();
    if (text.pointSizeF() > 0)
        text.setPointSizeF(text.pointSizeF() * 1.15);
    else
        text.setPixelSize(qRound(text.pixelSize() * 1.15));
    m_text->setFont(text);
}

void QuizView::setBackToLessonVisible(bool visible)
{
    m_backVisible = visible;
    m_endBack->setVisible(visible);
    m_emptyBack->setVisible(visible);
}

void QuizView::setSceneStyle(const SceneStyle &style)
{
    m_style = style;
    if (m_page == Page::Question)
        updateQuestionState();
}

// [SECTION] Loading and starting -------------------------------------------------------------

void QuizView::start(const QString &quizId, const QString &title, const QList<QuizItem> &items,
                     QuizSession::Mode mode, quint32 seed)
{
    m_quizId = quizId;
    m_title = title;
    m_items = items;
    m_firstSeed = seed;
    m_session = QuizSession();
    m_started = false;
    m_revealed = false;
    const QString shownTitle = title.isEmpty() ? tr("Quiz") : title;
    m_startTitle->setText(shownTitle);
    m_emptyTitle->setText(shownTitle);
    (mode == QuizSession::Mode::Test ? m_test : m_practice)->setChecked(true);
    if (items.isEmpty()) {
        showPage(Page::Empty);
        return;
    }
    const int count = int(items.size());
    int graded = 0;
    for (const QuizItem &item : items)
        graded += quiz::isGraded(item.question.type) ? 1 : 0;
    // One whole sentence each, so that its end is the language's ("18 道题。", not "18 道题.").
    // (English, which has no translation file, says "1 question" itself.)
    m_startCount->setText(
        graded == count ? (count == 1 ? tr("1 question.") : tr("%Ln questions.", nullptr, count))
        : count == 1    ? tr("1 question, not graded.")
                        : tr("%Ln questions, %1 of them graded.", nullptr, count)
                           .arg(QLocale().toString(graded)));
    showPage(Page::Start);
    m_startButton->setFocus();
}

bool QuizView::begin()
{
    if (m_page != Page::Start || m_items.isEmpty())
        return false;
    const auto mode = m_test->isChecked() ? QuizSession::Mode::Test : QuizSession::Mode::Practice;
    m_session = QuizSession(m_items, mode, m_firstSeed);
    m_started = true;
    emit attemptStarted(
        {m_quizId, m_title, mode, m_session.seed(), m_session.count(), m_session.maxScore()});
    showQuestion();
    return true;
}

void QuizView::retake(quint32 seed)
{
    if (m_items.isEmpty())
        return;
    if (m_started) {
        m_session.retake(seed);
    } else {
        const auto mode =
            m_test->isChecked() ? QuizSession::Mode::Test : QuizSession::Mode::Practice;
        m_session = QuizSession(m_items, mode, seed);
        m_started = true;
    }
    emit attemptStarted(
        {m_quizId, m_title, m_session.mode(), seed, m_session.count(), m_session.maxScore()});
    showQuestion();
}

// [SECTION] The question page: inputs, state, feedback ---------------------------------------

void QuizView::showQuestion()
{
    updateTitleFonts(); // again: the application style sheet re-polishes fonts
    m_revealed = false;
    const int position = m_session.current();
    const QuizItem &item = m_session.item(position);
    const gift::Question &question = item.question;
    m_shown = shownQuestion(position);
    QString progress = tr("Question %1 of %2")
                           .arg(QLocale().toString(position + 1))
                           .arg(QLocale().toString(m_session.count()));
    const QString lesson = m_lessonTitles.value(item.lessonId);
    if (!lesson.isEmpty())
        progress = tr("%1 \u2014 %2").arg(progress, lesson);
    m_progress->setText(progress);
    m_questionTitle->setText(question.title);
    m_questionTitle->setVisible(!question.title.isEmpty());
    quiztext::setLabelText(m_text, quiztext::labelFormat(question.format), m_shown.text);
    // Screen readers get the text as the bank wrote it (a picture's name, never its bytes).
    m_text->setAccessibleDescription(quiztext::plain(question.format, question.text));
    m_validation->setVisible(false);
    showPage(Page::Question);
    buildInputs();
    if (!m_input->takesAnswer())
        m_submit->setText(tr("C&ontinue"));
    else if (m_session.mode() == QuizSession::Mode::Practice)
        m_submit->setText(tr("&Check"));
    else
        m_submit->setText(tr("&Submit"));
    updateQuestionState();
    m_questionScroll->verticalScrollBar()->setValue(0);
    focusFirstInput();
}

void QuizView::buildInputs()
{
    if (m_inputs) {
        // Off the view at once (so nothing finds the old inputs), deleted with their QuizInput
        // once the key event that may have led here is done with them.
        m_inputs->hide();
        m_inputs->setParent(nullptr);
        m_inputs->deleteLater();
    }
    const gift::Question &question = m_session.item(m_session.current()).question;
    m_inputs = new QGroupBox(m_inputHost);
    m_inputs->setObjectName(QStringLiteral("quizInputs"));
    m_inputs->setAccessibleDescription(quiztext::plain(question.format, question.text));
    m_inputHost->layout()->addWidget(m_inputs);
    auto *grid = new QGridLayout(m_inputs);
    grid->setColumnStretch(1, 1);
    m_input = createQuizInput(m_session, m_session.current(), m_shown, m_inputs);
    m_inputs->setTitle(m_input->hint());
    connect(m_input, &QuizInput::changed, this, &QuizView::updateValidation);
    connect(m_input, &QuizInput::submitRequested, this, &QuizView::primaryAction);
    QList<QWidget *> tabChain = m_input->build(m_inputs, grid);
    // Shown now, not when the layout gets round to it, so the focus can go in at once. A
    // description has no inputs: text only, then Continue.
    m_inputs->setVisible(m_input->takesAnswer());

    tabChain << m_submit << m_skip << m_next;
    for (int i = 1; i < tabChain.size(); ++i)
        setTabOrder(tabChain[i - 1], tabChain[i]);
}

void QuizView::updateQuestionState()
{
    if (m_page != Page::Question || m_session.isFinished())
        return;
    const int position = m_session.current();
    QuizInputState state;
    state.locked = m_session.isAnswered(position) || m_revealed;
    state.showGrade =
        m_session.isAnswered(position) && m_session.isGradeVisible(position) && !m_presenting;
    state.revealed = m_revealed;
    m_input->showState(state, m_style);

    const QString feedback = feedbackHtml();
    quiztext::setLabelText(m_feedback, Qt::RichText, feedback);
    m_feedback->setVisible(!feedback.isEmpty());
    if (state.locked)
        m_validation->setVisible(false);

    m_submit->setVisible(!state.locked);
    m_submit->setEnabled(canSubmit());
    m_skip->setVisible(!state.locked && m_input->takesAnswer());
    m_next->setVisible(state.locked);
    m_next->setText(position + 1 == m_session.count() ? tr("See &results") : tr("&Next"));
}

QString QuizView::feedbackHtml() const
{
    const int position = m_session.current();
    const gift::Question &question = m_shown;
    const bool answered = m_session.isAnswered(position);
    const bool showGrade = answered && m_session.isGradeVisible(position) && !m_presenting;
    const QString general =
        question.generalFeedback.isEmpty()
            ? QString()
            : quiztext::paragraph(quiztext::html(question.format, question.generalFeedback));
    const QString rightText = quiz::correctAnswerText(question);
    const QString right =
        rightText.isEmpty()
            ? QString()
            : quiztext::paragraph(
                  tr("<b>Right answer:</b> %1").arg(quiztext::html(question.format, rightText)));
    QString html;
    if (showGrade) {
        const quiz::Grade grade = m_session.grade(position);
        if (!grade.graded) {
            if (m_input->takesAnswer()) // an essay, kept for the teacher
                html +=
                    quiztext::paragraph(tr("<b>Saved.</b> Essays are not graded automatically."));
        } else if (grade.fraction >= kFullCredit) {
            html += quiztext::paragraph(quiztext::mark(Mark::Right, m_style, tr("<b>Correct</b>")));
        } else if (grade.fraction > 0) {
            html += quiztext::paragraph(
                quiztext::mark(Mark::Partly, m_style,
                               tr("<b>Partly correct \u2014 %1</b>")
                                   .arg(quiztext::percent(grade.fraction * 100))));
        } else {
            html +=
                quiztext::paragraph(quiztext::mark(Mark::Wrong, m_style, tr("<b>Not correct</b>")));
        }
        for (const QString &text : shownFeedback(position, grade))
            if (!text.isEmpty())
                html += quiztext::paragraph(quiztext::html(question.format, text));
        if (!m_revealed) {
            html += general;
            if (grade.graded && grade.fraction < kFullCredit)
                html += right;
        }
    }
    if (m_revealed)
        html += right + m_input->revealFeedback() + general;
    return html;
}

gift::Question QuizView::shownQuestion(int position) const
{
    const QuizItem &item = m_session.item(position);
    return m_pictures.display(item.question, item.lessonId);
}

QStringList QuizView::shownFeedback(int position, const quiz::Grade &grade) const
{
    const QuizItem &item = m_session.item(position);
    QStringList shown;
    for (const QString &text : grade.feedback)
        shown << m_pictures.displayText(text, item.question.format, item.lessonId);
    return shown;
}

bool QuizView::canSubmit(QString *why) const
{
    if (m_page != Page::Question || m_session.isFinished() || !m_input)
        return false;
    return m_input->canSubmit(why);
}

void QuizView::updateValidation()
{
    if (m_page != Page::Question || m_session.isFinished())
        return;
    QString why;
    const bool ok = canSubmit(&why);
    const bool answered = m_session.isAnswered(m_session.current());
    m_submit->setEnabled(ok && !answered && !m_revealed);
    // A typed number that is not one is said at once; other gaps only when Enter is pressed.
    m_validation->setText(why);
    m_validation->setVisible(!ok && m_input->saysWhyAtOnce());
}

void QuizView::focusFirstInput()
{
    if (m_presenting) {
        setFocus(Qt::OtherFocusReason); // R and 1–9 reach the view; nothing to type into
        return;
    }
    QWidget *target = m_input ? m_input->focusTarget() : nullptr;
    (target ? target : m_submit)->setFocus(Qt::OtherFocusReason);
}

void QuizView::focusPage()
{
    switch (m_page) {
    case Page::Start: m_startButton->setFocus(Qt::OtherFocusReason); return;
    case Page::Empty:
        if (m_emptyBack->isVisible())
            m_emptyBack->setFocus(Qt::OtherFocusReason);
        return;
    case Page::End: m_retake->setFocus(Qt::OtherFocusReason); return;
    case Page::Question: break;
    }
    if (m_session.isFinished())
        return;
    if (m_session.isAnswered(m_session.current()) || m_revealed)
        m_next->setFocus(Qt::OtherFocusReason);
    else
        focusFirstInput();
}

// [SECTION] Actions: submit, skip, next, finish ----------------------------------------------

void QuizView::primaryAction()
{
    switch (m_page) {
    case Page::Start: begin(); return;
    case Page::Empty:
    case Page::End: return;
    case Page::Question: break;
    }
    const int position = m_session.current();
    if (m_session.isAnswered(position) || m_revealed) {
        goNext();
        return;
    }
    QString why;
    if (!canSubmit(&why)) {
        m_validation->setText(why);
        m_validation->setVisible(true);
        return;
    }
    submit();
}

void QuizView::submit()
{
    if (m_page != Page::Question || m_revealed || !canSubmit())
        return;
    const int position = m_session.current();
    const quiz::Response response = m_input->response();
    if (!m_session.submit(response)) {
        updateValidation();
        return;
    }
    const QuizItem &item = m_session.item(position);
    emit answerSubmitted(position, item, response, m_session.grade(position),
                         m_session.responseText(position));
    // Practice stops to show the grade (presenting: to reveal it for the class); a test and a
    // description go straight on.
    if (m_session.mode() == QuizSession::Mode::Practice && m_input->takesAnswer()) {
        updateQuestionState();
        if (m_presenting)
            setFocus(Qt::OtherFocusReason);
        else
            m_next->setFocus(Qt::OtherFocusReason);
        return;
    }
    goNext();
}

void QuizView::skipQuestion()
{
    if (m_page != Page::Question || m_session.isFinished())
        return;
    const int position = m_session.current();
    if (!m_session.skip())
        return;
    emit answerSubmitted(position, m_session.item(position), quiz::Response(),
                         m_session.grade(position), m_session.responseText(position));
    if (m_session.isFinished())
        finish();
    else
        showQuestion();
}

void QuizView::goNext()
{
    if (m_page != Page::Question || m_session.isFinished())
        return;
    if (!m_session.isAnswered(m_session.current())) {
        skipQuestion(); // revealed but not answered: it counts as skipped
        return;
    }
    m_session.next();
    if (m_session.isFinished())
        finish();
    else
        showQuestion();
}

void QuizView::finish()
{
    m_revealed = false;
    showEnd();
    emit attemptFinished(m_session.score(), m_session.maxScore());
}

// [SECTION] The end page ---------------------------------------------------------------------

void QuizView::showEnd()
{
    m_endTitle->setText(m_title.isEmpty() ? tr("Results") : tr("Results: %1").arg(m_title));
    const int graded = m_session.maxScore();
    if (graded > 0)
        m_score->setText(tr("%1 of %2 \u2014 %3")
                             .arg(scoreText(m_session.score()))
                             .arg(QLocale().toString(graded))
                             .arg(quiztext::percent(m_session.percent())));
    else
        m_score->setText(tr("Nothing in this quiz is graded."));

    QStringList notes;
    int skipped = 0;
    for (int i = 0; i < m_session.count(); ++i)
        skipped += m_session.isSkipped(i) ? 1 : 0;
    if (skipped == 1)
        notes << tr("You skipped 1 question.");
    else if (skipped > 1)
        notes << tr("You skipped %Ln questions.", nullptr, skipped);
    if (!m_session.essays().isEmpty())
        notes << tr("Your essay answers are saved; essays are not graded automatically.");
    const QList<int> wrong = m_session.wrong();
    if (graded > 0 && wrong.isEmpty())
        notes << tr("Every graded answer was right.");
    m_endNote->setText(joinSentences(notes));
    m_endNote->setVisible(!notes.isEmpty());

    QString html;
    if (!wrong.isEmpty())
        html += QStringLiteral("<h3>%1</h3>").arg(tr("Answers to review"));
    for (int position : wrong) {
        const gift::Question question = shownQuestion(position);
        const quiz::Grade grade = m_session.grade(position);
        QString heading = tr("Question %1").arg(QLocale().toString(position + 1));
        if (!question.title.isEmpty())
            heading = labelled(heading, question.title.toHtmlEscaped());
        html += QStringLiteral("<h4>%1</h4>").arg(heading);
        html += quiztext::paragraph(quiztext::html(question.format, question.text));
        if (m_session.isSkipped(position)) {
            html += quiztext::paragraph(tr("<b>Your answer:</b> skipped"));
        } else {
            const QString verdict =
                grade.fraction > 0
                    ? tr("partly correct \u2014 %1").arg(quiztext::percent(grade.fraction * 100))
                    : tr("not correct");
            html += quiztext::paragraph(
                tr("<b>Your answer:</b> %1 (%2)")
                    .arg(m_session.responseText(position).toHtmlEscaped(), verdict));
        }
        const QString right = quiz::correctAnswerText(question);
        if (!right.isEmpty())
            html += quiztext::paragraph(
                tr("<b>Right answer:</b> %1").arg(quiztext::html(question.format, right)));
        for (const QString &text : shownFeedback(position, grade))
            if (!text.isEmpty())
                html += quiztext::paragraph(quiztext::html(question.format, text));
        if (!question.generalFeedback.isEmpty())
            html += quiztext::paragraph(quiztext::html(question.format, question.generalFeedback));
    }
    m_reviewHtml = html;
    m_reviewFitted.clear();
    fitReview();
    m_review->moveCursor(QTextCursor::Start); // the review reads from its top
    m_review->setVisible(!wrong.isEmpty());
    m_endBack->setVisible(m_backVisible);
    showPage(Page::End);
    m_retake->setFocus(Qt::OtherFocusReason);
}

void QuizView::fitReview()
{
    // Its viewport's width less the document's margins; a resize that changes no picture keeps
    // the document (and where the student scrolled to).
    const int width =
        m_review->viewport()->width() - 2 * int(std::ceil(m_review->document()->documentMargin()));
    QString html = quiztext::fitPictures(m_reviewHtml, width);
    if (html == m_reviewFitted && !html.isEmpty())
        return;
    const int scrolled = m_review->verticalScrollBar()->value();
    m_review->setHtml(html);
    m_reviewFitted = std::move(html);
    m_review->verticalScrollBar()->setValue(scrolled);
}

// [SECTION] Presenter and clicker ------------------------------------------------------------

void QuizView::setPresenting(bool presenting)
{
    if (m_presenting == presenting)
        return;
    m_presenting = presenting;
    if (!presenting)
        m_revealed = false; // the reveal is for the class
    if (m_page == Page::Question) {
        updateQuestionState();
        if (presenting)
            setFocus(Qt::OtherFocusReason);
    }
}

bool QuizView::reveal()
{
    if (m_page != Page::Question || m_revealed || m_session.isFinished())
        return false;
    if (!m_input->takesAnswer())
        return false; // nothing to reveal
    m_revealed = true;
    updateQuestionState();
    if (!m_presenting)
        m_next->setFocus(Qt::OtherFocusReason);
    else if (!hasFocus())
        setFocus(Qt::OtherFocusReason);
    return true;
}

bool QuizView::forward()
{
    switch (m_page) {
    case Page::Start: return begin();
    case Page::Empty:
    case Page::End: return false;
    case Page::Question: break;
    }
    if (!m_revealed && reveal())
        return true;
    goNext();
    return true;
}

bool QuizView::backward()
{
    if (m_page != Page::Question || !m_revealed)
        return false;
    m_revealed = false;
    updateQuestionState();
    return true;
}

// [SECTION] Keyboard and events --------------------------------------------------------------

void QuizView::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    if ((key == Qt::Key_Return || key == Qt::Key_Enter) &&
        (modifiers == Qt::NoModifier || modifiers == Qt::ControlModifier)) {
        // Enter on a focused button presses that button; anywhere else it is the page's action.
        auto *button = qobject_cast<QPushButton *>(focusWidget());
        if (button && isAncestorOf(button) && button->isVisible() && button->isEnabled())
            button->click();
        else
            primaryAction();
        event->accept();
        return;
    }
    if (m_page == Page::Question && modifiers == Qt::NoModifier) {
        if (m_input && m_input->handleKey(key)) { // 1–9 choose
            event->accept();
            return;
        }
        if (key == Qt::Key_R && m_presenting) {
            if (m_revealed)
                backward();
            else
                reveal();
            event->accept();
            return;
        }
    }
    QWidget::keyPressEvent(event); // not ours: on to the parent (PageUp/PageDown included)
}

bool QuizView::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize && m_review && watched == m_review->viewport())
        fitReview();
    // The review lets PageUp/PageDown through to the app (the inputs do the same for theirs).
    return quiztext::passPageKeys(event) || QWidget::eventFilter(watched, event);
}

void QuizView::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    if (!m_presenting)
        focusPage();
}

void QuizView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange) {
        updateTitleFonts();
        // The application style sheet re-polishes after a font change (zoom, presenting):
        // apply the larger question fonts again once that is done.
        QTimer::singleShot(0, this, &QuizView::updateTitleFonts);
    }
    QWidget::changeEvent(event);
}

} // namespace gpulab
