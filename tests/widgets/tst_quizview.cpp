// QuizView driven with the keyboard only, over a quiz parsed from GIFT text with every question
// type: number keys choose (and toggle check boxes), Enter submits and Enter again goes on, Tab
// walks the matching combo boxes, Ctrl+Enter submits an essay, a numerical answer refuses
// "abc". The signals carry the positions, fractions and texts the host stores; practice shows the
// grade and feedback at once, a test only the score and the review at the end; Retake starts a
// new attempt; presenting hides grades, R reveals the right answer, the clicker walks the quiz,
// and PageUp/PageDown always reach the app. Also ScoreChart's words and empty state. No Qt warning
// may appear.
#include "tests/lessons/fixedtranslator.h"
#include "widgets/chartframe.h"
#include "widgets/quizview.h"
#include "widgets/scorechart.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QtTest>

using namespace gpulab;
using gift::QuestionType;

namespace {

// Every type, each with feedback; the missing-word question last.
const char kQuiz[] = R"(// A quiz for the tests.
$CATEGORY: Tests

::MC::Which unit multiplies small matrices fastest?{
=Tensor core#Right, a whole tile per step.
~CPU core#No, one lane at a time.
~Texture unit#No, it samples pictures.
####Tensor cores work on tiles.
}

::TF::A GPU has fewer cores than a CPU.{F#Wrong, it has many more.#Right, it has many more.}

::MA::Which are GPU memory types?{
~%50%HBM#Yes, stacked next to the chip.
~%50%GDDR6#Yes, on the board.
~%-100%Floppy disk#No.
}

::SA::What does the G in GPU stand for?{=Graphics#Right. =%50%Graphical#Close.}

::NUM::How many bits does FP16 have?{#16:0#Right, 16 bits.}

::MATCH::Match each format with its width in bits.{
=FP32 -> 32
=FP16 -> 16
=FP8 -> 8
}

::ESSAY::Explain in one sentence why GPUs are fast for AI.{}

::DESC::The next question is about threads.

::MW::A GPU runs thousands of {=threads#Right. ~files#No. ~disks#No.} at once.
)";

QList<QuizItem> quizItems()
{
    const gift::Bank bank = gift::parse(QByteArray(kQuiz), QStringLiteral("test.gift"));
    QList<QuizItem> items;
    for (const gift::Question &question : bank.questions)
        items.append({question, QStringLiteral("test-lesson")});
    return items;
}

} // namespace

class TestQuizView : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void theBankHasEveryType();
    void practiceWithTheKeyboard();
    void testModeShowsGradesOnlyAtTheEnd();
    void presenterRevealAndClicker();
    void checkBoxesToggleAndNumbersNeedNoFocus();
    void focusGoesToThePageAndLessonsAreNamed();
    void emptyQuiz();
    void scoreChart();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    void type(const QString &text);
    // Answers the question shown with keys only (no Enter): right, or the test's wrong answer.
    void answer(bool right);
    template <typename T> T *child(const QString &name) const
    {
        return m_view->findChild<T *>(name);
    }
    QString feedback() const { return child<QLabel>(QStringLiteral("quizFeedback"))->text(); }
    bool feedbackShown() const
    {
        return child<QLabel>(QStringLiteral("quizFeedback"))->isVisible();
    }
    const gift::Question &shown() const
    {
        return m_view->session().item(m_view->session().current()).question;
    }

    QWidget *m_host = nullptr;
    QuizView *m_view = nullptr;
    int m_pageKeys = 0; // PageUp/PageDown that reached the host
};

void TestQuizView::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    // The host stands for the app: it sees what the view lets through.
    m_host = new QWidget;
    m_host->installEventFilter(this);
    auto *layout = new QVBoxLayout(m_host);
    m_view = new QuizView(m_host);
    layout->addWidget(m_view);
    m_host->resize(900, 700);
    m_host->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_host));
    m_host->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_host));
    m_pageKeys = 0;
}

void TestQuizView::cleanup()
{
    delete m_host;
    m_host = nullptr;
    m_view = nullptr;
}

bool TestQuizView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_host && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_PageDown || key->key() == Qt::Key_PageUp) {
            ++m_pageKeys;
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

void TestQuizView::press(Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    QWidget *focus = QApplication::focusWidget();
    QVERIFY(focus);
    QVERIFY(m_host->isAncestorOf(focus));
    QTest::keyClick(focus, key, modifiers);
}

void TestQuizView::type(const QString &text)
{
    QWidget *focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClicks(focus, text);
}

void TestQuizView::answer(bool right)
{
    const QuizSession &session = m_view->session();
    const int position = session.current();
    const gift::Question &q = shown();
    const QList<int> order = session.choiceOrder(position);
    auto chooseShown = [&](int answerIndex) {
        const int n = int(order.indexOf(answerIndex));
        QVERIFY(n >= 0);
        press(Qt::Key(Qt::Key_1 + n));
    };
    switch (q.type) {
    case QuestionType::MultiChoice:
    case QuestionType::TrueFalse: {
        int target = -1;
        for (int i = 0; i < q.answers.size() && target < 0; ++i)
            if ((q.answers[i].fraction >= 1) == right)
                target = i;
        chooseShown(target);
        break;
    }
    case QuestionType::MultipleAnswer:
        // Right: both halves; wrong: only the first half (50 %).
        chooseShown(0);
        if (right)
            chooseShown(1);
        break;
    case QuestionType::ShortAnswer:
        type(right ? QStringLiteral("graphics") : QStringLiteral("Gigantic"));
        break;
    case QuestionType::Numerical: type(right ? QStringLiteral("16") : QStringLiteral("8")); break;
    case QuestionType::Matching: {
        const QList<gift::MatchPair> items = quiz::matchingItems(q);
        const QStringList choices = session.matchingChoices(position);
        for (int i = 0; i < items.size(); ++i) {
            auto *combo = qobject_cast<QComboBox *>(QApplication::focusWidget());
            QVERIFY(combo);
            QCOMPARE(combo->objectName(), QStringLiteral("quizMatch%1").arg(i + 1));
            QCOMPARE(combo->currentIndex(), 0); // "choose…"
            // Down arrow steps through the choices ("choose…" is item 0).
            const int steps = 1 + int(choices.indexOf(items[i].answer));
            for (int s = 0; s < steps; ++s)
                press(Qt::Key_Down);
            QCOMPARE(combo->currentData().toString(), items[i].answer);
            if (i + 1 < items.size())
                press(Qt::Key_Tab);
        }
        break;
    }
    case QuestionType::Essay: type(QStringLiteral("Many lanes work at once.")); break;
    case QuestionType::Description: break;
    }
}

void TestQuizView::theBankHasEveryType()
{
    const gift::Bank bank = gift::parse(QByteArray(kQuiz), QStringLiteral("test.gift"));
    QVERIFY2(bank.ok(), qPrintable(bank.problemLines().join('\n')));
    const QList<QuestionType> types = {
        QuestionType::MultiChoice, QuestionType::TrueFalse,   QuestionType::MultipleAnswer,
        QuestionType::ShortAnswer, QuestionType::Numerical,   QuestionType::Matching,
        QuestionType::Essay,       QuestionType::Description, QuestionType::MultiChoice};
    QCOMPARE(bank.questions.size(), types.size());
    for (int i = 0; i < types.size(); ++i)
        QCOMPARE(bank.questions[i].type, types[i]);
    QVERIFY(bank.questions.last().text.contains(QStringLiteral("_____")));
}

void TestQuizView::practiceWithTheKeyboard()
{
    QSignalSpy started(m_view, &QuizView::attemptStarted);
    QSignalSpy submitted(m_view, &QuizView::answerSubmitted);
    QSignalSpy finished(m_view, &QuizView::attemptFinished);
    m_view->setBackToLessonVisible(true);
    m_view->start(QStringLiteral("test-quiz"), QStringLiteral("Test quiz"), quizItems(),
                  QuizSession::Mode::Practice, 7);
    QCOMPARE(m_view->page(), QuizView::Page::Start);
    QCOMPARE(child<QLabel>(QStringLiteral("quizCount"))->text(),
             QStringLiteral("9 questions, 7 of them graded."));
    QVERIFY(child<QRadioButton>(QStringLiteral("quizModePractice"))->isChecked());
    QTRY_COMPARE(QApplication::focusWidget(), child<QPushButton>(QStringLiteral("quizStart")));
    QCOMPARE(started.count(), 0); // nothing until Start
    press(Qt::Key_Return);
    QCOMPARE(m_view->page(), QuizView::Page::Question);
    QCOMPARE(started.count(), 1);
    const auto info = started.first().first().value<QuizAttemptInfo>();
    QCOMPARE(info.quizId, QStringLiteral("test-quiz"));
    QCOMPARE(info.mode, QuizSession::Mode::Practice);
    QCOMPARE(info.seed, 7u);
    QCOMPARE(info.count, 9);
    QCOMPARE(info.graded, 7);
    QCOMPARE(child<QPushButton>(QStringLiteral("quizSubmit"))->text(), QStringLiteral("&Check"));

    // Wrong on purpose: true/false, half of the multiple answer, the short answer.
    const QHash<QString, double> expected = {{"MC", 1},    {"TF", 0},   {"MA", 0.5},
                                             {"SA", 0},    {"NUM", 1},  {"MATCH", 1},
                                             {"ESSAY", 0}, {"DESC", 0}, {"MW", 1}};
    int steps = 0;
    while (m_view->page() == QuizView::Page::Question && steps++ < 20) {
        const int position = m_view->session().current();
        const gift::Question q = shown();
        QCOMPARE(child<QLabel>(QStringLiteral("quizProgress"))->text(),
                 QStringLiteral("Question %1 of 9").arg(position + 1));
        QVERIFY(!feedbackShown());
        const double fraction = expected.value(q.title, -1);
        QVERIFY2(fraction >= 0, qPrintable(q.title));
        if (q.title == QLatin1String("MW"))
            QVERIFY(child<QLabel>(QStringLiteral("quizText"))->text().contains("_____"));
        if (q.type == QuestionType::MultipleAnswer)
            QVERIFY(child<QWidget>(QStringLiteral("quizInputs"))
                        ->property("title")
                        .toString()
                        .startsWith(QStringLiteral("Choose all that apply")));
        if (q.type == QuestionType::Numerical) {
            // Not a number: said at once, Submit off, Enter does nothing.
            type(QStringLiteral("abc"));
            auto *validation = child<QLabel>(QStringLiteral("quizValidation"));
            QVERIFY(validation->isVisible());
            QVERIFY(validation->text().contains(QStringLiteral("not a number")));
            QVERIFY(!child<QPushButton>(QStringLiteral("quizSubmit"))->isEnabled());
            const int before = int(submitted.count());
            press(Qt::Key_Return);
            QCOMPARE(submitted.count(), before);
            QCOMPARE(m_view->session().current(), position);
            for (int i = 0; i < 3; ++i)
                press(Qt::Key_Backspace);
            QVERIFY(!validation->isVisible());
        }
        if (q.type == QuestionType::Matching) {
            // PageDown goes to the app, never to the combo box.
            const int before = m_pageKeys;
            press(Qt::Key_PageDown);
            QCOMPARE(m_pageKeys, before + 1);
            QCOMPARE(qobject_cast<QComboBox *>(QApplication::focusWidget())->currentIndex(), 0);
        }
        answer(fraction >= 1);
        if (q.type == QuestionType::Matching) {
            // Tab order: the inputs, then Check, then Skip; Enter presses the focused button.
            press(Qt::Key_Tab);
            QCOMPARE(QApplication::focusWidget(), child<QPushButton>(QStringLiteral("quizSubmit")));
            press(Qt::Key_Tab);
            QCOMPARE(QApplication::focusWidget(), child<QPushButton>(QStringLiteral("quizSkip")));
            press(Qt::Key_Tab, Qt::ShiftModifier);
        }
        if (q.type == QuestionType::Essay)
            press(Qt::Key_Return, Qt::ControlModifier);
        else
            press(Qt::Key_Return);
        QVERIFY2(submitted.count() == steps, qPrintable(q.title));
        const QList<QVariant> args = submitted.last();
        QCOMPARE(args.at(0).toInt(), position);
        QCOMPARE(args.at(1).value<QuizItem>().question.title, q.title);
        QCOMPARE(args.at(1).value<QuizItem>().lessonId, QStringLiteral("test-lesson"));
        const auto grade = args.at(3).value<quiz::Grade>();
        QCOMPARE(grade.fraction, fraction);
        QCOMPARE(grade.graded, quiz::isGraded(q.type));
        if (q.type == QuestionType::Description) {
            QVERIFY(args.at(4).toString().isEmpty());
            continue; // Continue goes straight on
        }
        QVERIFY(!args.at(4).toString().isEmpty());
        // Practice: the grade and feedback now, then Enter goes on.
        QCOMPARE(m_view->session().current(), position);
        QVERIFY(feedbackShown());
        const QString text = feedback();
        if (q.type == QuestionType::Essay)
            QVERIFY(text.contains(QStringLiteral("not graded automatically")));
        else if (fraction >= 1)
            QVERIFY2(text.contains(QStringLiteral("Correct")), qPrintable(text));
        else if (fraction > 0)
            QVERIFY2(text.contains(QString::fromUtf8("Partly correct — 50 %")), qPrintable(text));
        else
            QVERIFY2(text.contains(QStringLiteral("Not correct")), qPrintable(text));
        if (q.type != QuestionType::Essay && fraction < 1)
            QVERIFY(text.contains(QStringLiteral("Right answer:")));
        if (q.title == QLatin1String("TF"))
            QVERIFY(text.contains(QStringLiteral("Wrong, it has many more.")));
        if (q.title == QLatin1String("MC"))
            QVERIFY(text.contains(QStringLiteral("Tensor cores work on tiles."))); // general
        if (q.type == QuestionType::MultiChoice) {
            // The right choice is marked in words, not only in colour.
            const int shownIndex = int(m_view->session().choiceOrder(position).indexOf(0));
            auto *mark = child<QLabel>(QStringLiteral("quizChoiceMark%1").arg(shownIndex + 1));
            QVERIFY(mark->isVisible());
            QVERIFY(mark->text().contains(QStringLiteral("Right answer")));
        }
        QVERIFY(!child<QPushButton>(QStringLiteral("quizSubmit"))->isVisible());
        QVERIFY(child<QPushButton>(QStringLiteral("quizNext"))->isVisible());
        QCOMPARE(QApplication::focusWidget(), child<QPushButton>(QStringLiteral("quizNext")));
        press(Qt::Key_Return);
    }
    QCOMPARE(m_view->page(), QuizView::Page::End);
    QCOMPARE(submitted.count(), 9);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.first().at(0).toDouble(), 4.5);
    QCOMPARE(finished.first().at(1).toInt(), 7);
    QCOMPARE(child<QLabel>(QStringLiteral("quizScore"))->text(),
             QString::fromUtf8("4.5 of 7 — 64 %"));
    // The review: the three that were not fully right, with both answers.
    const QString review = child<QTextBrowser>(QStringLiteral("quizReview"))->toPlainText();
    for (const char *title : {"TF", "MA", "SA"})
        QVERIFY2(review.contains(QStringLiteral(": %1\n").arg(title)), qPrintable(review));
    for (const char *title : {"MC", "NUM", "MATCH", "MW", "ESSAY"})
        QVERIFY2(!review.contains(QStringLiteral(": %1\n").arg(title)), qPrintable(review));
    QCOMPARE(review.count(QStringLiteral("Your answer:")), 3);
    QVERIFY(review.contains(QStringLiteral("Your answer: Gigantic (not correct)")));
    QVERIFY(review.contains(QStringLiteral("Your answer: HBM (partly correct")));
    QVERIFY(review.contains(QStringLiteral("Right answer: HBM; GDDR6")));
    QVERIFY(review.contains(QStringLiteral("Right answer: False")));
    QVERIFY(child<QPushButton>(QStringLiteral("quizBack"))->isVisible());
    QSignalSpy back(m_view, &QuizView::backToLesson);
    child<QPushButton>(QStringLiteral("quizBack"))->click();
    QCOMPARE(back.count(), 1);

    // Retake: a fresh attempt, new seed, first question, nothing answered.
    child<QPushButton>(QStringLiteral("quizRetake"))->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), child<QPushButton>(QStringLiteral("quizRetake")));
    press(Qt::Key_Return);
    QCOMPARE(started.count(), 2);
    QCOMPARE(m_view->page(), QuizView::Page::Question);
    QCOMPARE(m_view->session().current(), 0);
    QVERIFY(!m_view->session().isAnswered(0));
    QCOMPARE(m_view->session().mode(), QuizSession::Mode::Practice);
    QCOMPARE(started.last().first().value<QuizAttemptInfo>().seed, m_view->session().seed());
    // A deterministic retake reshuffles the same way every time.
    m_view->retake(12345);
    const int first = m_view->session().sourceIndex(0);
    m_view->retake(12345);
    QCOMPARE(m_view->session().sourceIndex(0), first);
    QCOMPARE(started.count(), 4);
}

void TestQuizView::testModeShowsGradesOnlyAtTheEnd()
{
    QSignalSpy started(m_view, &QuizView::attemptStarted);
    QSignalSpy submitted(m_view, &QuizView::answerSubmitted);
    QSignalSpy finished(m_view, &QuizView::attemptFinished);
    // Sentences and labels are joined by translatable patterns, never by ASCII punctuation in
    // code: a Chinese translator's patterns (no space after a sentence, a full-width colon) and
    // plural forms show whole.
    test::FixedTranslator chinese;
    chinese.add(QStringLiteral("gpulab::SentenceText"), QStringLiteral("%1 %2"),
                QStringLiteral("%1%2"));
    chinese.add(QStringLiteral("gpulab::SentenceText"), QStringLiteral("%1: %2"),
                QStringLiteral("%1\uff1a%2"));
    chinese.add(QStringLiteral("gpulab::QuizView"),
                QStringLiteral("%Ln questions, %1 of them graded."),
                QStringLiteral("%Ln \u9053\u9898\uff0c\u5176\u4e2d %1 \u9053\u8ba1\u5206\u3002"));
    QCoreApplication::installTranslator(&chinese);
    const auto removeTranslator =
        qScopeGuard([&chinese] { QCoreApplication::removeTranslator(&chinese); });
    m_view->start(QStringLiteral("test-quiz"), QStringLiteral("Test quiz"), quizItems(),
                  QuizSession::Mode::Practice, 99);
    const QString count = child<QLabel>(QStringLiteral("quizCount"))->text();
    QVERIFY2(count.endsWith(QString::fromUtf8("\u8ba1\u5206\u3002")) && !count.endsWith('.'),
             qPrintable(count));
    QTRY_VERIFY(QApplication::focusWidget());
    press(Qt::Key_T, Qt::AltModifier); // the "&Test" mode
    QTRY_VERIFY(child<QRadioButton>(QStringLiteral("quizModeTest"))->isChecked());
    press(Qt::Key_Return);
    QCOMPARE(started.count(), 1);
    QCOMPARE(started.first().first().value<QuizAttemptInfo>().mode, QuizSession::Mode::Test);
    QCOMPARE(child<QPushButton>(QStringLiteral("quizSubmit"))->text(), QStringLiteral("&Submit"));
    int steps = 0;
    while (m_view->page() == QuizView::Page::Question && steps++ < 20) {
        const int position = m_view->session().current();
        const gift::Question q = shown();
        if (q.title == QLatin1String("SA")) {
            press(Qt::Key_K, Qt::AltModifier); // S&kip (a mnemonic clicks after a moment)
            QTRY_COMPARE(submitted.count(), steps);
            QCOMPARE(submitted.last().at(4).toString(), QStringLiteral("(skipped)"));
            QVERIFY(submitted.last().at(3).value<quiz::Grade>().graded);
            continue;
        }
        answer(q.title != QLatin1String("MC")); // only MC wrong
        press(q.type == QuestionType::Essay ? Qt::Key_Return : Qt::Key_Enter,
              q.type == QuestionType::Essay ? Qt::ControlModifier : Qt::NoModifier);
        QCOMPARE(submitted.count(), steps);
        QCOMPARE(submitted.last().at(0).toInt(), position);
        // Straight on, no grade shown, not even for a moment.
        QVERIFY(m_view->session().current() == position + 1 ||
                m_view->page() == QuizView::Page::End);
        QVERIFY(!m_view->session().isGradeVisible(position) ||
                m_view->page() == QuizView::Page::End);
        if (m_view->page() == QuizView::Page::Question)
            QVERIFY(!feedbackShown());
    }
    QCOMPARE(m_view->page(), QuizView::Page::End);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.first().at(0).toDouble(), 5.0);
    QCOMPARE(child<QLabel>(QStringLiteral("quizScore"))->text(),
             QString::fromUtf8("5 of 7 — 71 %"));
    const QString review = child<QTextBrowser>(QStringLiteral("quizReview"))->toPlainText();
    QCOMPARE(review.count(QStringLiteral("Your answer:")), 2);
    QVERIFY2(review.contains(QStringLiteral("\uff1aMC\n")), qPrintable(review));
    QVERIFY(review.contains(QStringLiteral("Your answer: skipped")));
    QVERIFY(review.contains(QStringLiteral("Right answer: Tensor core")));
    QVERIFY(review.contains(QStringLiteral("Tensor cores work on tiles.")));
    const QString note = child<QLabel>(QStringLiteral("quizEndNote"))->text();
    QVERIFY2(note.contains("skipped 1 question.Your essay"), qPrintable(note));
    QVERIFY(!child<QPushButton>(QStringLiteral("quizBack"))->isVisible()); // host did not ask
}

void TestQuizView::presenterRevealAndClicker()
{
    QSignalSpy submitted(m_view, &QuizView::answerSubmitted);
    QSignalSpy finished(m_view, &QuizView::attemptFinished);
    m_view->setPresenting(true);
    m_view->start(QStringLiteral("test-quiz"), QStringLiteral("Test quiz"), quizItems(),
                  QuizSession::Mode::Practice, 3);
    QVERIFY(m_view->forward()); // the clicker starts the quiz
    QCOMPARE(m_view->page(), QuizView::Page::Question);
    // Walk to the first choice question with the clicker (reveal, next).
    int guard = 0;
    while (shown().type != QuestionType::MultiChoice && guard++ < 40)
        QVERIFY(m_view->forward()); // reveal, or on to a fresh (unrevealed) question
    QVERIFY(!m_view->isRevealed());
    const int position = m_view->session().current();
    QCOMPARE(m_view->session().isAnswered(position), false);
    // PageDown/PageUp are the app's, never consumed here.
    press(Qt::Key_PageDown);
    press(Qt::Key_PageUp);
    QCOMPARE(m_pageKeys, 2);
    QCOMPARE(m_view->session().current(), position);

    // R reveals: the right answer in words, the right choice marked and bold, inputs locked.
    press(Qt::Key_R);
    QVERIFY(m_view->isRevealed());
    QVERIFY(feedbackShown());
    const int right = int(m_view->session().choiceOrder(position).indexOf(0));
    auto *mark = child<QLabel>(QStringLiteral("quizChoiceMark%1").arg(right + 1));
    QVERIFY(mark->isVisible());
    QVERIFY(mark->text().contains(QStringLiteral("Right answer")));
    QVERIFY(child<QLabel>(QStringLiteral("quizChoiceText%1").arg(right + 1))->font().bold());
    QVERIFY(!child<QAbstractButton>(QStringLiteral("quizChoice1"))->isEnabled());
    QVERIFY(feedback().contains(QStringLiteral("Right answer:")));
    // R again hides it; the clicker's backward() would too.
    press(Qt::Key_R);
    QVERIFY(!m_view->isRevealed());
    QVERIFY(!m_view->backward());
    QVERIFY(child<QAbstractButton>(QStringLiteral("quizChoice1"))->isEnabled());

    // A class answer entered by the presenter: stored, but no grade on the projector.
    const int before = int(submitted.count());
    press(Qt::Key_2);
    press(Qt::Key_Return);
    QCOMPARE(submitted.count(), before + 1);
    QVERIFY(!feedbackShown());
    QVERIFY(child<QPushButton>(QStringLiteral("quizNext"))->isVisible());
    QVERIFY(m_view->forward()); // reveal
    QVERIFY(m_view->isRevealed());
    QVERIFY(m_view->backward());
    QVERIFY(!m_view->isRevealed());
    QVERIFY(!feedbackShown());

    // The clicker walks to the end; then it says so.
    int clicks = 0;
    while (m_view->forward() && clicks < 40)
        ++clicks;
    QVERIFY(clicks < 40);
    QCOMPARE(m_view->page(), QuizView::Page::End);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(submitted.count(), 9); // every question answered or skipped once
    QVERIFY(!m_view->forward());
    QVERIFY(!m_view->backward());
}

void TestQuizView::checkBoxesToggleAndNumbersNeedNoFocus()
{
    // Only the multiple-answer question.
    QList<QuizItem> items;
    for (const QuizItem &item : quizItems())
        if (item.question.type == QuestionType::MultipleAnswer)
            items.append(item);
    QSignalSpy submitted(m_view, &QuizView::answerSubmitted);
    m_view->start(QStringLiteral("ma"), QString(), items, QuizSession::Mode::Practice, 1);
    QVERIFY(m_view->begin());
    auto *first = child<QAbstractButton>(QStringLiteral("quizChoice1"));
    auto *third = child<QAbstractButton>(QStringLiteral("quizChoice3"));
    QVERIFY(first->isCheckable());
    QVERIFY(!child<QPushButton>(QStringLiteral("quizSubmit"))->isEnabled()); // nothing chosen
    press(Qt::Key_3);
    QVERIFY(third->isChecked());
    QCOMPARE(QApplication::focusWidget(), third);
    press(Qt::Key_1);
    press(Qt::Key_1); // toggles back
    QVERIFY(!first->isChecked());
    QVERIFY(third->isChecked());
    press(Qt::Key_9); // no ninth choice: nothing happens
    QVERIFY(child<QPushButton>(QStringLiteral("quizSubmit"))->isEnabled());
    // Enter with nothing chosen would say why; here one is chosen.
    press(Qt::Key_Return);
    QCOMPARE(submitted.count(), 1);
    const auto grade = submitted.first().at(3).value<quiz::Grade>();
    const int chosenAnswer = m_view->session().choiceOrder(0).at(2);
    QCOMPARE(grade.fraction, chosenAnswer == 2 ? 0.0 : 0.5);
    QVERIFY(feedbackShown());
    // Keys do nothing once answered.
    press(Qt::Key_1);
    QVERIFY(!first->isChecked());
}

void TestQuizView::focusGoesToThePageAndLessonsAreNamed()
{
    m_view->setLessonTitles({{QStringLiteral("test-lesson"), QStringLiteral("Test lesson")}});
    m_view->start(QStringLiteral("test-quiz"), QString(), quizItems(), QuizSession::Mode::Practice,
                  2);
    auto *elsewhere = new QPushButton(QStringLiteral("Elsewhere"), m_host);
    m_host->layout()->addWidget(elsewhere);
    elsewhere->show();
    // A host that gives the view the focus (a focus proxy, say) reaches the page's button...
    elsewhere->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), elsewhere);
    m_view->setFocus();
    QCOMPARE(QApplication::focusWidget(), child<QPushButton>(QStringLiteral("quizStart")));
    QVERIFY(m_view->begin());
    QVERIFY(child<QLabel>(QStringLiteral("quizProgress"))
                ->text()
                .endsWith(QString::fromUtf8(" — Test lesson")));
    // ... or the question's first input.
    elsewhere->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), elsewhere);
    m_view->setFocus();
    QWidget *focus = QApplication::focusWidget();
    QVERIFY(focus && focus != m_view && m_view->isAncestorOf(focus));
    QVERIFY(child<QWidget>(QStringLiteral("quizInputs"))->isAncestorOf(focus) ||
            shown().type == QuestionType::Description);
}

void TestQuizView::emptyQuiz()
{
    QSignalSpy started(m_view, &QuizView::attemptStarted);
    m_view->start(QStringLiteral("none"), QStringLiteral("Nothing"), {}, QuizSession::Mode::Test,
                  1);
    QCOMPARE(m_view->page(), QuizView::Page::Empty);
    auto *message = child<QLabel>(QStringLiteral("quizEmptyMessage"));
    QVERIFY(message->isVisible());
    QCOMPARE(message->text(), QStringLiteral("This quiz has no questions."));
    QVERIFY(!m_view->begin());
    QVERIFY(!m_view->forward());
    m_view->retake(5);
    QCOMPARE(started.count(), 0);
    QCOMPARE(m_view->page(), QuizView::Page::Empty);
}

void TestQuizView::scoreChart()
{
    ScoreChart chart;
    chart.resize(700, 500);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QVERIFY(chart.isEmpty());
    QVERIFY(chart.summary().startsWith(QStringLiteral("No quiz attempts yet")));
    QVERIFY(chart.findChild<QLabel *>(QStringLiteral("scoreChartEmpty"))->isVisible());
    QVERIFY(!chart.frame()->isVisible());

    const QDateTime start(QDate(2025, 3, 1), QTime(10, 0));
    const double scores[] = {60, 90, 70, 85, 80};
    QList<ScorePoint> points;
    // Given out of order: the chart sorts by time.
    for (int i = 4; i >= 0; --i)
        points.append({QStringLiteral("precision"), QStringLiteral("Precision formats"),
                       start.addDays(i), scores[i]});
    chart.setPoints(points);
    QVERIFY(!chart.isEmpty());
    QVERIFY(chart.frame()->isVisible());
    QCOMPARE(chart.seriesCount(), 1);
    QCOMPARE(chart.summary(),
             QString::fromUtf8("Precision formats: 5 attempts, last 80 %, best 90 %."));
    QCOMPARE(chart.accessibleDescription(), chart.summary());
    QCOMPARE(chart.frame()->chart()->series().size(), 1);
    auto *line = qobject_cast<QLineSeries *>(chart.frame()->chart()->series().first());
    QVERIFY(line);
    QCOMPARE(line->count(), 5);
    QCOMPARE(line->at(0).y(), 60.0);
    QCOMPARE(line->name(), QStringLiteral("Precision formats"));
    QCOMPARE(chart.csv().count('\n'), 6);
    QVERIFY(chart.csv().startsWith(QStringLiteral("quiz_id,label,finished_at,percent\r\n")));

    points.append({QStringLiteral("memory"), QStringLiteral("Memory"), start.addDays(6), 50});
    chart.setPoints(points);
    QCOMPARE(chart.seriesCount(), 2);
    QCOMPARE(chart.frame()->chart()->series().size(), 2);
    QCOMPARE(chart.summary(),
             QString::fromUtf8("6 attempts, last 50 %, best 90 % in all. Precision formats: 5 "
                               "attempts, last 80 %, best 90 %; Memory: 1 attempt, last 50 %, "
                               "best 50 %."));
    chart.setSceneStyle(SceneStyle::highContrastDark());
    QCOMPARE(chart.frame()->chart()->series().size(), 2);
    // One attempt alone still gets a time axis to sit on.
    chart.setPoints({points.last()});
    QCOMPARE(chart.seriesCount(), 1);
    QVERIFY(!chart.frame()->view()->grab().isNull());
    chart.setPoints({});
    QVERIFY(chart.findChild<QLabel *>(QStringLiteral("scoreChartEmpty"))->isVisible());
}

QTEST_MAIN(TestQuizView)
#include "tst_quizview.moc"
