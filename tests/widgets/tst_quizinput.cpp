// The quiz inputs (widgets/quizinput.h), one class per question type, each through the
// interface QuizView uses: the class createQuizInput() picks, the widgets it builds, the hint,
// what it refuses and why, the response it reads, its keys (1–9, Ctrl+Enter, PageUp/PageDown
// passed on), the marks of a grade and of a reveal, and what a reveal adds to the feedback.
// QuizView's own test (tst_quizview.cpp) drives them together with the keyboard.
#include "widgets/quizinput.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QSignalSpy>
#include <QtTest>

#include <memory>

using namespace gpulab;
using gift::QuestionType;

namespace {

const char kBank[] = R"(
::MC::Which unit multiplies small matrices fastest?{
=Tensor core#Right, a whole tile per step.
~%50%Vector unit#Half: it helps.
~CPU core#No, one lane at a time.
}

::TF::A GPU has fewer cores than a CPU.{F#Wrong, it has many more.#Right, it has many more.}

::MA::Which are GPU memory types?{
~%50%HBM#Yes, stacked next to the chip.
~%50%GDDR6#Yes, on the board.
~%-100%Floppy disk#No.
}

::SA::What does the G in GPU stand for?{=Graphics#Right, graphics. =%50%Graphical#Close.}

::NUM::How many bits does FP16 have?{#16:0#Right, 16 bits.}

::MATCH::Match each format with its width in bits.{
=FP32 -> 32
=FP16 -> 16
=FP8 & co -> 8
}

::ESSAY::Explain in one sentence why GPUs are fast for AI.{}

::DESC::The next question is about threads.

::MW::A GPU runs thousands of {=threads ~files} at once.
)";

QList<QuizItem> bankItems()
{
    const gift::Bank bank = gift::parse(QByteArray(kBank), QStringLiteral("inputs.gift"));
    if (!bank.ok())
        qFatal("%s", qPrintable(bank.problemLines().join('\n')));
    QList<QuizItem> items;
    for (const gift::Question &question : bank.questions)
        items.append({question, QString()});
    return items;
}

// One question's input, built into a group box as QuizView builds it.
struct Built
{
    std::unique_ptr<QGroupBox> box;
    QuizInput *input = nullptr;
    QList<QWidget *> tabChain;
    QuizSession session;
    int position = 0;

    template <typename T> T *child(const QString &name) const { return box->findChild<T *>(name); }
    // The shown position (1-based) of answer `answer` of a choice question.
    int shownNumber(int answer) const
    {
        return int(session.choiceOrder(position).indexOf(answer)) + 1;
    }
};

Built build(const QString &title, quint32 seed = 5)
{
    Built b;
    b.session = QuizSession(bankItems(), QuizSession::Mode::Practice, seed);
    for (int i = 0; i < b.session.count(); ++i)
        if (b.session.item(i).question.title == title)
            b.position = i;
    b.box = std::make_unique<QGroupBox>();
    auto *grid = new QGridLayout(b.box.get());
    b.input = createQuizInput(b.session, b.position, b.box.get());
    b.tabChain = b.input->build(b.box.get(), grid);
    return b;
}

const SceneStyle kStyle = SceneStyle::light();

bool pressOn(QWidget *widget, int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QKeyEvent press(QEvent::KeyPress, key, modifiers);
    QCoreApplication::sendEvent(widget, &press);
    return press.isAccepted();
}

} // namespace

class TestQuizInput : public QObject
{
    Q_OBJECT

private slots:
    void oneClassPerType();
    void multipleChoice();
    void trueFalse();
    void multipleAnswer();
    void shortAnswer();
    void numerical();
    void matching();
    void essay();
    void description();
};

void TestQuizInput::oneClassPerType()
{
    const QHash<QString, const char *> classes = {
        {"MC", "gpulab::MultipleChoiceInput"}, {"TF", "gpulab::TrueFalseInput"},
        {"MA", "gpulab::MultipleAnswerInput"}, {"SA", "gpulab::ShortAnswerInput"},
        {"NUM", "gpulab::NumericalInput"},     {"MATCH", "gpulab::MatchingInput"},
        {"ESSAY", "gpulab::EssayInput"},       {"DESC", "gpulab::DescriptionInput"},
        {"MW", "gpulab::MultipleChoiceInput"}, // a missing word is a multiple choice
    };
    for (auto it = classes.cbegin(); it != classes.cend(); ++it) {
        const Built b = build(it.key());
        QCOMPARE(b.input->question().title, it.key());
        QCOMPARE(b.input->metaObject()->className(), it.value());
        QCOMPARE(b.input->parent(), b.box.get());
        QCOMPARE(b.input->takesAnswer(), it.key() != QLatin1String("DESC"));
        QVERIFY(b.input->hint().isEmpty() == (it.key() == QLatin1String("DESC")));
        // The first widget of the Tab chain is where the focus goes.
        QCOMPARE(b.input->focusTarget(), b.tabChain.value(0));
    }
}

void TestQuizInput::multipleChoice()
{
    Built b = build(QStringLiteral("MC"));
    QuizInput *input = b.input;
    QCOMPARE(input->hint(), QString::fromUtf8("Choose one answer (keys 1–3)"));
    QCOMPARE(b.tabChain.size(), 3);
    QVERIFY(qobject_cast<QRadioButton *>(b.tabChain.first()));
    QString why;
    QVERIFY(!input->canSubmit(&why));
    QCOMPARE(why, QStringLiteral("Choose an answer first, or skip the question."));
    QSignalSpy changed(input, &QuizInput::changed);

    // Keys choose the n-th shown choice; the buttons are exclusive.
    const int right = b.shownNumber(0);
    const int half = b.shownNumber(1);
    const int wrong = b.shownNumber(2);
    QVERIFY(input->handleKey(Qt::Key_0 + wrong));
    QVERIFY(input->handleKey(Qt::Key_0 + half));
    QVERIFY(!input->handleKey(Qt::Key_4)); // no fourth choice
    QVERIFY(!input->handleKey(Qt::Key_A));
    QVERIFY(changed.count() >= 2);
    QVERIFY(input->canSubmit());
    QCOMPARE(input->response().chosen, QList<int>{1});
    QCOMPARE(input->focusTarget(), b.child<QWidget>(QStringLiteral("quizChoice%1").arg(half)));
    // A click on a choice's text chooses it too.
    auto *rightText = b.child<QLabel>(QStringLiteral("quizChoiceText%1").arg(right));
    QMouseEvent release(QEvent::MouseButtonRelease, QPointF(1, 1), QPointF(1, 1), Qt::LeftButton,
                        Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(rightText, &release);
    QCOMPARE(input->response().chosen, QList<int>{0});
    input->handleKey(Qt::Key_0 + half);

    // The grade: the right choice marked and bold, the half-credit one "partly", inputs locked.
    input->showState({true, true, false}, kStyle);
    auto mark = [&](int shown) {
        return b.child<QLabel>(QStringLiteral("quizChoiceMark%1").arg(shown));
    };
    QVERIFY(mark(right)->text().contains(QStringLiteral("Right answer")));
    QVERIFY(mark(half)->text().contains(QStringLiteral("Partly right (50 %)")));
    QVERIFY(mark(wrong)->isHidden());
    QVERIFY(rightText->font().bold());
    QVERIFY(!b.child<QLabel>(QStringLiteral("quizChoiceText%1").arg(half))->font().bold());
    QVERIFY(!b.child<QWidget>(QStringLiteral("quizChoice1"))->isEnabled());
    QVERIFY(!input->handleKey(Qt::Key_0 + right)); // locked: keys do nothing
    QCOMPARE(input->response().chosen, QList<int>{1});
    // The reveal: each choice's feedback under it; nothing more below the right answer.
    input->showState({true, false, true}, kStyle);
    QVERIFY(mark(wrong)->text().contains(QStringLiteral("one lane at a time")));
    QVERIFY(mark(right)->text().contains(QStringLiteral("a whole tile per step")));
    QVERIFY(input->revealFeedback().isEmpty());
    // Neither: no marks, nothing bold, the inputs back on.
    input->showState({}, kStyle);
    QVERIFY(mark(right)->isHidden());
    QVERIFY(!rightText->font().bold());
    QVERIFY(b.child<QWidget>(QStringLiteral("quizChoice1"))->isEnabled());
}

void TestQuizInput::trueFalse()
{
    Built b = build(QStringLiteral("TF"));
    QuizInput *input = b.input;
    QCOMPARE(input->hint(), QString::fromUtf8("True or false? (keys 1–2)"));
    // "True" then "False", whatever the seed.
    QCOMPARE(b.child<QLabel>(QStringLiteral("quizChoiceText1"))->text(), QStringLiteral("True"));
    QCOMPARE(b.child<QLabel>(QStringLiteral("quizChoiceText2"))->text(), QStringLiteral("False"));
    QVERIFY(input->handleKey(Qt::Key_1));
    QCOMPARE(input->response().chosen, QList<int>{0});
    input->showState({true, true, false}, kStyle);
    QVERIFY(b.child<QLabel>(QStringLiteral("quizChoiceMark1"))->text().contains("Not right"));
    QVERIFY(b.child<QLabel>(QStringLiteral("quizChoiceMark2"))->text().contains("Right answer"));
    // The reveal explains with the right answer's feedback, below it, not under the choices.
    input->showState({true, false, true}, kStyle);
    QVERIFY(!b.child<QLabel>(QStringLiteral("quizChoiceMark1"))->text().contains("many more"));
    QCOMPARE(input->revealFeedback(), QStringLiteral("<p>Right, it has many more.</p>"));
}

void TestQuizInput::multipleAnswer()
{
    Built b = build(QStringLiteral("MA"));
    QuizInput *input = b.input;
    QVERIFY(input->hint().startsWith(QStringLiteral("Choose all that apply")));
    QVERIFY(qobject_cast<QCheckBox *>(b.tabChain.first()));
    QString why;
    QVERIFY(!input->canSubmit(&why));
    QCOMPARE(why, QStringLiteral("Choose at least one answer first, or skip the question."));
    const int hbm = b.shownNumber(0);
    const int floppy = b.shownNumber(2);
    // Keys toggle.
    QVERIFY(input->handleKey(Qt::Key_0 + hbm));
    QVERIFY(input->handleKey(Qt::Key_0 + floppy));
    QVERIFY(input->handleKey(Qt::Key_0 + floppy));
    QVERIFY(input->handleKey(Qt::Key_0 + floppy));
    QList<int> chosen = input->response().chosen;
    std::sort(chosen.begin(), chosen.end());
    QCOMPARE(chosen, (QList<int>{0, 2}));
    // Every choice with credit is a right one; a chosen one without is not.
    input->showState({true, true, false}, kStyle);
    for (int answer : {0, 1})
        QVERIFY(b.child<QLabel>(QStringLiteral("quizChoiceMark%1").arg(b.shownNumber(answer)))
                    ->text()
                    .contains(QStringLiteral("Right answer")));
    QVERIFY(b.child<QLabel>(QStringLiteral("quizChoiceMark%1").arg(floppy))
                ->text()
                .contains(QStringLiteral("Not right")));
}

void TestQuizInput::shortAnswer()
{
    Built b = build(QStringLiteral("SA"));
    QuizInput *input = b.input;
    QCOMPARE(input->hint(), QStringLiteral("Type your answer"));
    auto *line = b.child<QLineEdit>(QStringLiteral("quizAnswer"));
    QVERIFY(line);
    QCOMPARE(b.tabChain, QList<QWidget *>{line});
    QCOMPARE(line->placeholderText(), QStringLiteral("your answer"));
    QString why;
    line->setText(QStringLiteral("   "));
    QVERIFY(!input->canSubmit(&why));
    QCOMPARE(why, QStringLiteral("Type an answer first, or skip the question."));
    QVERIFY(!input->saysWhyAtOnce());
    QSignalSpy changed(input, &QuizInput::changed);
    line->setText(QStringLiteral("graphics"));
    QCOMPARE(changed.count(), 1);
    QVERIFY(input->canSubmit());
    QCOMPARE(input->response().text, QStringLiteral("graphics"));
    input->showState({true, true, false}, kStyle);
    QVERIFY(line->isReadOnly());
    // The reveal adds what the file says about the (first) full-credit answer.
    QCOMPARE(input->revealFeedback(), QStringLiteral("<p>Right, graphics.</p>"));
}

void TestQuizInput::numerical()
{
    Built b = build(QStringLiteral("NUM"));
    QuizInput *input = b.input;
    QCOMPARE(input->hint(), QStringLiteral("Type a number"));
    auto *line = b.child<QLineEdit>(QStringLiteral("quizAnswer"));
    QCOMPARE(line->placeholderText(), QStringLiteral("a number"));
    // The grader's rules stand next to the field (and are its accessible description).
    auto *rules = b.child<QLabel>(QStringLiteral("quizNumberRules"));
    QCOMPARE(rules->text(), gpulab::quiz::numberRules());
    QCOMPARE(line->accessibleDescription(), gpulab::quiz::numberRules());
    QString why;
    QVERIFY(!input->canSubmit(&why));
    QCOMPARE(why, QStringLiteral("Type a number first, or skip the question."));
    QVERIFY(!input->saysWhyAtOnce()); // nothing typed: said only on Enter
    line->setText(QStringLiteral("abc"));
    QVERIFY(!input->canSubmit(&why));
    QVERIFY(why.contains(QStringLiteral("is not a number")));
    QVERIFY(input->saysWhyAtOnce());
    line->setText(QStringLiteral("16,0"));
    QVERIFY(input->canSubmit());
    QCOMPARE(input->response().text, QStringLiteral("16,0"));
    QCOMPARE(input->revealFeedback(), QStringLiteral("<p>Right, 16 bits.</p>"));
    // Presenting (text set in pixels around the question): the rules follow, at 90 %.
    QFont presenting = b.box->font();
    presenting.setPixelSize(40);
    b.box->setFont(presenting);
    QCOMPARE(rules->font().pixelSize(), 36);
}

void TestQuizInput::matching()
{
    Built b = build(QStringLiteral("MATCH"));
    QuizInput *input = b.input;
    QCOMPARE(input->hint(), QStringLiteral("Match each item (Tab moves to the next one)"));
    QCOMPARE(b.tabChain.size(), 3);
    const QStringList choices = b.session.matchingChoices(b.position);
    auto combo = [&](int i) { return b.child<QComboBox>(QStringLiteral("quizMatch%1").arg(i)); };
    QCOMPARE(combo(1)->count(), 4);
    QCOMPARE(combo(1)->itemText(0), QString::fromUtf8("choose…"));
    for (int i = 0; i < choices.size(); ++i)
        QCOMPARE(combo(1)->itemData(i + 1).toString(), choices[i]);
    // An "&" in an item shows as written (not as a mnemonic).
    bool ampersand = false;
    for (const QLabel *label : b.box->findChildren<QLabel *>())
        ampersand = ampersand || label->text() == QStringLiteral("FP8 && co");
    QVERIFY(ampersand);

    QString why;
    QVERIFY(!input->canSubmit(&why));
    QCOMPARE(why, QStringLiteral("Choose a match for every item first, or skip the question."));
    // Right for the first two, wrong for the third.
    combo(1)->setCurrentIndex(1 + int(choices.indexOf("32")));
    combo(2)->setCurrentIndex(1 + int(choices.indexOf("16")));
    QVERIFY(!input->canSubmit());
    combo(3)->setCurrentIndex(1 + int(choices.indexOf("32")));
    QVERIFY(input->canSubmit());
    QCOMPARE(input->response().matches, (QStringList{"32", "16", "32"}));
    input->showState({true, true, false}, kStyle);
    auto mark = [&](int i) {
        return b.child<QLabel>(QStringLiteral("quizMatchMark%1").arg(i))->text();
    };
    QVERIFY(mark(1).contains(QStringLiteral("<b>Right</b>")));
    QVERIFY(mark(3).contains(QStringLiteral("Its match: 8")));
    QVERIFY(!combo(1)->isEnabled());
    input->showState({true, false, true}, kStyle);
    QVERIFY(mark(3).endsWith(QStringLiteral(" 8")));
    // PageDown on a combo box goes on to the app (ignored and filtered), never changes it.
    QVERIFY(!pressOn(combo(1), Qt::Key_PageDown));
    QCOMPARE(combo(1)->currentData().toString(), QStringLiteral("32"));
}

void TestQuizInput::essay()
{
    Built b = build(QStringLiteral("ESSAY"));
    QuizInput *input = b.input;
    QCOMPARE(input->hint(), QStringLiteral("Write your answer (Ctrl+Enter submits)"));
    auto *essay = b.child<QPlainTextEdit>(QStringLiteral("quizEssay"));
    QCOMPARE(b.tabChain, QList<QWidget *>{essay});
    QString why;
    QVERIFY(!input->canSubmit(&why));
    QCOMPARE(why, QStringLiteral("Write an answer first, or skip the question."));
    essay->setPlainText(QStringLiteral("Many lanes work at once."));
    QVERIFY(input->canSubmit());
    QCOMPARE(input->response().text, QStringLiteral("Many lanes work at once."));
    QSignalSpy submit(input, &QuizInput::submitRequested);
    pressOn(essay, Qt::Key_Return); // a new line
    QCOMPARE(submit.count(), 0);
    pressOn(essay, Qt::Key_Return, Qt::ControlModifier);
    pressOn(essay, Qt::Key_Enter, Qt::ControlModifier | Qt::KeypadModifier);
    QCOMPARE(submit.count(), 2);
    QVERIFY(!pressOn(essay, Qt::Key_PageUp)); // the app's
    input->showState({true, true, false}, kStyle);
    QVERIFY(essay->isReadOnly());
    QVERIFY(input->revealFeedback().isEmpty());
}

void TestQuizInput::description()
{
    Built b = build(QStringLiteral("DESC"));
    QuizInput *input = b.input;
    QVERIFY(b.tabChain.isEmpty());
    QVERIFY(b.box->findChildren<QWidget *>().isEmpty());
    QVERIFY(!input->takesAnswer());
    QVERIFY(input->canSubmit());
    QVERIFY(input->focusTarget() == nullptr);
    QVERIFY(input->response().chosen.isEmpty() && input->response().text.isEmpty());
    QVERIFY(!input->handleKey(Qt::Key_1));
}

QTEST_MAIN(TestQuizInput)
#include "tst_quizinput.moc"
