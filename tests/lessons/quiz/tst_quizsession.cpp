// QuizSession, the quiz logic without widgets: the seed alone fixes the question and choice
// order (every index exactly once; true/false never shuffled; a pinned order guards the
// algorithm, which must not depend on the standard library), Practice shows grades at once and
// Test only at the end, scores add partial credit and clamp negative weights at 0, skips count
// 0, wrong() lists what to review, a retake starts over in a new order, and describeResponse
// reads every type.
#include "../fixedtranslator.h"
#include "lessons/framework/quiz/quizsession.h"

#include <QtTest>

#include <algorithm>

using namespace gpulab;
using gift::QuestionType;

namespace {

gift::Answer answer(const QString &text, double fraction, const QString &feedback = QString())
{
    gift::Answer a;
    a.text = text;
    a.fraction = fraction;
    a.feedback = feedback;
    return a;
}

gift::Question multiChoice(const QString &title, int choices = 4)
{
    gift::Question q;
    q.title = title;
    q.type = QuestionType::MultiChoice;
    q.text = title + QStringLiteral("?");
    for (int i = 0; i < choices; ++i)
        q.answers.append(answer(QStringLiteral("%1 choice %2").arg(title).arg(i), i == 0 ? 1 : 0,
                                i == 0 ? QStringLiteral("Right.") : QStringLiteral("No.")));
    return q;
}

gift::Question trueFalse(bool right)
{
    gift::Question q;
    q.title = QStringLiteral("TF");
    q.type = QuestionType::TrueFalse;
    q.text = QStringLiteral("GPUs have more cores than CPUs.");
    q.correctAnswer = right;
    q.answers = {answer(QStringLiteral("true"), right ? 1 : 0),
                 answer(QStringLiteral("false"), right ? 0 : 1)};
    return q;
}

// Two right answers worth half each and a wrong one that takes a whole point away.
gift::Question multipleAnswer()
{
    gift::Question q;
    q.title = QStringLiteral("MA");
    q.type = QuestionType::MultipleAnswer;
    q.text = QStringLiteral("Which are GPU memories?");
    q.answers = {answer(QStringLiteral("HBM"), 0.5, QStringLiteral("Yes, HBM.")),
                 answer(QStringLiteral("GDDR6"), 0.5, QStringLiteral("Yes, GDDR6.")),
                 answer(QStringLiteral("Floppy"), -1, QStringLiteral("No."))};
    return q;
}

gift::Question numerical()
{
    gift::Question q;
    q.title = QStringLiteral("NUM");
    q.type = QuestionType::Numerical;
    q.text = QStringLiteral("Bits in FP16?");
    gift::Answer a = answer(QString(), 1, QStringLiteral("Right."));
    a.value = 16;
    q.answers = {a};
    return q;
}

gift::Question shortAnswer()
{
    gift::Question q;
    q.title = QStringLiteral("SA");
    q.type = QuestionType::ShortAnswer;
    q.text = QStringLiteral("The G in GPU?");
    q.answers = {answer(QStringLiteral("Graphics"), 1), answer(QStringLiteral("Graphical"), 0.5)};
    return q;
}

gift::Question matching()
{
    gift::Question q;
    q.title = QStringLiteral("MATCH");
    q.type = QuestionType::Matching;
    q.text = QStringLiteral("Match the bits.");
    q.pairs = {{QStringLiteral("FP32"), QStringLiteral("32")},
               {QStringLiteral("FP16"), QStringLiteral("16")},
               {QStringLiteral("FP8"), QStringLiteral("8")},
               {QString(), QStringLiteral("64")}, // a distractor
               {QStringLiteral("BF16"), QStringLiteral("16")}};
    return q;
}

gift::Question essay()
{
    gift::Question q;
    q.title = QStringLiteral("ESSAY");
    q.type = QuestionType::Essay;
    q.text = QStringLiteral("Why are GPUs fast?");
    return q;
}

gift::Question description()
{
    gift::Question q;
    q.title = QStringLiteral("DESC");
    q.type = QuestionType::Description;
    q.text = QStringLiteral("Now some questions about memory.");
    return q;
}

QList<QuizItem> twelveChoices()
{
    QList<QuizItem> items;
    for (int i = 0; i < 12; ++i)
        items.append({multiChoice(QStringLiteral("Q%1").arg(i)), QStringLiteral("lesson")});
    return items;
}

QList<int> questionOrder(const QuizSession &session)
{
    QList<int> order;
    for (int i = 0; i < session.count(); ++i)
        order.append(session.sourceIndex(i));
    return order;
}

bool isPermutation(QList<int> order, int n)
{
    std::sort(order.begin(), order.end());
    for (int i = 0; i < n; ++i)
        if (order.value(i, -1) != i)
            return false;
    return order.size() == n;
}

quiz::Response chose(QList<int> chosen)
{
    quiz::Response r;
    r.chosen = std::move(chosen);
    return r;
}

quiz::Response typed(const QString &text)
{
    quiz::Response r;
    r.text = text;
    return r;
}

// The position of the item whose question has `title`.
int positionOf(const QuizSession &session, const QString &title)
{
    for (int i = 0; i < session.count(); ++i)
        if (session.item(i).question.title == title)
            return i;
    return -1;
}

} // namespace

class TestQuizSession : public QObject
{
    Q_OBJECT

private slots:
    void sameSeedSameOrder();
    void otherSeedOtherOrder();
    void pinnedOrder();
    void choicesShuffledButNotTrueFalse();
    void matchingChoicesShuffled();
    void practiceShowsGradesAtOnce();
    void testShowsGradesAtTheEnd();
    void partialCreditAndNegativeWeights();
    void skipCountsZero();
    void refusals();
    void wrongListsWhatToReview();
    void retakeResetsAndReshuffles();
    void describeEveryType();
    void modeNames();
    void emptyQuiz();
};

void TestQuizSession::sameSeedSameOrder()
{
    const QuizSession a(twelveChoices(), QuizSession::Mode::Practice, 1234);
    const QuizSession b(twelveChoices(), QuizSession::Mode::Test, 1234);
    QCOMPARE(a.count(), 12);
    QCOMPARE(questionOrder(a), questionOrder(b));
    QVERIFY(isPermutation(questionOrder(a), 12));
    for (int i = 0; i < a.count(); ++i) {
        QCOMPARE(a.choiceOrder(i), b.choiceOrder(i));
        QVERIFY(isPermutation(a.choiceOrder(i), 4));
        // item() follows the order.
        QCOMPARE(a.item(i).question.title, QStringLiteral("Q%1").arg(a.sourceIndex(i)));
    }
}

void TestQuizSession::otherSeedOtherOrder()
{
    const QuizSession first(twelveChoices(), QuizSession::Mode::Practice, 1);
    const QList<int> order = questionOrder(first);
    QVERIFY(order != QList<int>({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11})); // shuffled at all
    // 12! orders: another seed practically never repeats one.
    int different = 0;
    for (quint32 seed = 2; seed < 12; ++seed) {
        const QuizSession other(twelveChoices(), QuizSession::Mode::Practice, seed);
        QVERIFY(isPermutation(questionOrder(other), 12));
        different += questionOrder(other) != order ? 1 : 0;
    }
    QCOMPARE(different, 10);
    // Every position sees every question over many seeds (no index is stuck in place).
    QList<QSet<int>> seen(12);
    for (quint32 seed = 0; seed < 400; ++seed) {
        const QuizSession s(twelveChoices(), QuizSession::Mode::Practice, seed);
        for (int i = 0; i < 12; ++i)
            seen[i].insert(s.sourceIndex(i));
    }
    for (const QSet<int> &at : seen)
        QCOMPARE(at.size(), 12);
}

void TestQuizSession::pinnedOrder()
{
    // Our Fisher–Yates over std::mt19937's raw outputs: this must come out the same with every
    // compiler and standard library (histories store the seed, not the order). Changing the
    // algorithm changes this line on purpose. (The values were computed independently with a
    // Python MT19937 checked against the standard's 10000th output, 4123659995.)
    const QuizSession s(twelveChoices(), QuizSession::Mode::Practice, 42);
    QCOMPARE(questionOrder(s), QList<int>({1, 0, 9, 10, 5, 8, 3, 2, 4, 11, 7, 6}));
    QCOMPARE(s.choiceOrder(0), QList<int>({1, 0, 3, 2}));
}

void TestQuizSession::choicesShuffledButNotTrueFalse()
{
    const QList<QuizItem> items = {{multiChoice(QStringLiteral("MC"), 5), {}},
                                   {trueFalse(false), {}},
                                   {multipleAnswer(), {}},
                                   {numerical(), {}}};
    QSet<QList<int>> mcOrders;
    QSet<QList<int>> maOrders;
    for (quint32 seed = 0; seed < 50; ++seed) {
        const QuizSession s(items, QuizSession::Mode::Practice, seed);
        const QList<int> mc = s.choiceOrder(positionOf(s, QStringLiteral("MC")));
        QVERIFY(isPermutation(mc, 5));
        mcOrders.insert(mc);
        const QList<int> ma = s.choiceOrder(positionOf(s, QStringLiteral("MA")));
        QVERIFY(isPermutation(ma, 3));
        maOrders.insert(ma);
        QCOMPARE(s.choiceOrder(positionOf(s, QStringLiteral("TF"))), QList<int>({0, 1}));
        QVERIFY(s.choiceOrder(positionOf(s, QStringLiteral("NUM"))).isEmpty());
        QVERIFY(s.matchingChoiceOrder(positionOf(s, QStringLiteral("MC"))).isEmpty());
    }
    QVERIFY2(mcOrders.size() > 20, "50 seeds give many of the 120 orders of 5 choices");
    QCOMPARE(maOrders.size(), 6); // all 3! orders show up
    QVERIFY(QuizSession().choiceOrder(0).isEmpty());
}

void TestQuizSession::matchingChoicesShuffled()
{
    const QList<QuizItem> items = {{matching(), {}}};
    const QStringList fileOrder = quiz::matchingChoices(matching());
    QCOMPARE(fileOrder.size(), 4); // 32 16 8 64: "16" once
    QSet<QStringList> orders;
    for (quint32 seed = 0; seed < 40; ++seed) {
        const QuizSession s(items, QuizSession::Mode::Practice, seed);
        QVERIFY(isPermutation(s.matchingChoiceOrder(0), 4));
        QStringList shown = s.matchingChoices(0);
        orders.insert(shown);
        std::sort(shown.begin(), shown.end());
        QStringList sorted = fileOrder;
        std::sort(sorted.begin(), sorted.end());
        QCOMPARE(shown, sorted);
        QVERIFY(s.choiceOrder(0).isEmpty());
    }
    QVERIFY(orders.size() > 10);
}

void TestQuizSession::practiceShowsGradesAtOnce()
{
    QuizSession s({{multiChoice(QStringLiteral("A")), {}}, {multiChoice(QStringLiteral("B")), {}}},
                  QuizSession::Mode::Practice, 5);
    QCOMPARE(s.current(), 0);
    QVERIFY(!s.isGradeVisible(0));
    QVERIFY(s.submit(chose({0})));
    QVERIFY(s.isAnswered(0));
    QVERIFY(s.isGradeVisible(0));
    QVERIFY(s.grade(0).correct);
    QCOMPARE(s.grade(0).feedback, QStringList({QStringLiteral("Right.")}));
    QCOMPARE(s.current(), 0); // stays until next()
    QVERIFY(s.next());
    QCOMPARE(s.current(), 1);
    QVERIFY(s.submit(chose({2})));
    QVERIFY(s.isGradeVisible(1));
    QCOMPARE(s.grade(1).fraction, 0.0);
    QVERIFY(s.next());
    QVERIFY(s.isFinished());
    QCOMPARE(s.current(), 2);
    QVERIFY(!s.next());
}

void TestQuizSession::testShowsGradesAtTheEnd()
{
    QuizSession s({{multiChoice(QStringLiteral("A")), {}}, {multiChoice(QStringLiteral("B")), {}}},
                  QuizSession::Mode::Test, 5);
    QVERIFY(s.submit(chose({0})));
    QVERIFY(!s.isGradeVisible(0));
    QVERIFY(s.grade(0).correct); // computed all the same
    QVERIFY(s.next());
    QVERIFY(s.submit(chose({1})));
    QVERIFY(!s.isGradeVisible(1));
    QVERIFY(s.next());
    QVERIFY(s.isFinished());
    QVERIFY(s.isGradeVisible(0));
    QVERIFY(s.isGradeVisible(1));
    QCOMPARE(s.score(), 1.0);
}

void TestQuizSession::partialCreditAndNegativeWeights()
{
    const QList<QuizItem> items = {{multipleAnswer(), {}}, {multipleAnswer(), {}},
                                   {multipleAnswer(), {}}, {shortAnswer(), {}},
                                   {essay(), {}},          {description(), {}}};
    QuizSession s(items, QuizSession::Mode::Practice, 9);
    QCOMPARE(s.maxScore(), 4); // the essay and the description are not graded
    QList<double> fractions;
    int multipleAnswers = 0;
    for (int i = 0; i < s.count(); ++i) {
        const QuestionType type = s.item(i).question.type;
        if (type == QuestionType::MultipleAnswer) {
            // One right (+50 %); one right and the wrong one (50 − 100 → clamped to 0); both.
            const QList<QList<int>> picks = {{0}, {0, 2}, {1, 0}};
            QVERIFY(s.submit(chose(picks[multipleAnswers++])));
        } else if (type == QuestionType::ShortAnswer) {
            QVERIFY(s.submit(typed(QStringLiteral(" graphical "))));
        } else if (type == QuestionType::Essay) {
            QVERIFY(s.submit(typed(QStringLiteral("Many lanes."))));
            QVERIFY(!s.grade(i).graded);
        } else {
            QVERIFY(s.submit(quiz::Response()));
            QVERIFY(!s.grade(i).graded);
        }
        fractions.append(s.grade(i).fraction);
        QVERIFY(s.next());
    }
    QVERIFY(s.isFinished());
    QCOMPARE(s.score(), 0.5 + 0.0 + 1.0 + 0.5);
    QCOMPARE(s.percent(), 50.0);
    QCOMPARE(s.essays().size(), 1);
    for (double f : fractions)
        QVERIFY(f >= 0 && f <= 1);
}

void TestQuizSession::skipCountsZero()
{
    QuizSession s({{multiChoice(QStringLiteral("A")), {}},
                   {multiChoice(QStringLiteral("B")), {}},
                   {essay(), {}}},
                  QuizSession::Mode::Test, 3);
    QVERIFY(s.skip());
    QVERIFY(s.isSkipped(0));
    QVERIFY(!s.isAnswered(0));
    QCOMPARE(s.current(), 1);
    QVERIFY(s.grade(0).graded == quiz::isGraded(s.item(0).question.type));
    QCOMPARE(s.grade(0).fraction, 0.0);
    QCOMPARE(s.responseText(0), QStringLiteral("(skipped)"));
    // next() without an answer skips too.
    QVERIFY(s.next());
    QVERIFY(s.isSkipped(1));
    const int answered = 2;
    QVERIFY(s.submit(s.item(answered).question.type == QuestionType::Essay
                         ? typed(QStringLiteral("x"))
                         : chose({0})));
    QVERIFY(!s.skip()); // answered: cannot be skipped
    QVERIFY(s.next());
    QVERIFY(s.isFinished());
    QVERIFY(!s.skip());
    QCOMPARE(s.maxScore(), 2);
    QVERIFY(s.score() <= 1.0);
}

void TestQuizSession::refusals()
{
    QuizSession s({{numerical(), {}}}, QuizSession::Mode::Practice, 0);
    QVERIFY(!s.submit(typed(QStringLiteral("abc")))); // not a number: nothing stored
    QVERIFY(!s.isAnswered(0));
    QVERIFY(s.responseText(0).isEmpty());
    QVERIFY(s.submit(typed(QStringLiteral("16,0"))));
    QVERIFY(s.grade(0).correct);
    QVERIFY(!s.submit(typed(QStringLiteral("17")))); // once only
    QVERIFY(s.grade(0).correct);
    QVERIFY(s.next());
    QVERIFY(!s.submit(typed(QStringLiteral("16")))); // finished
    QCOMPARE(s.responseText(0), QStringLiteral("16,0"));
    QVERIFY(s.responseText(5).isEmpty());
    QVERIFY(!s.isGradeVisible(-1));
}

void TestQuizSession::wrongListsWhatToReview()
{
    const QList<QuizItem> items = {{multiChoice(QStringLiteral("right")), {}},
                                   {multiChoice(QStringLiteral("wrong")), {}},
                                   {multipleAnswer(), {}},
                                   {multiChoice(QStringLiteral("skipped")), {}},
                                   {essay(), {}},
                                   {description(), {}}};
    QuizSession s(items, QuizSession::Mode::Test, 77);
    QList<int> expected;
    while (!s.isFinished()) {
        const int i = s.current();
        const QString title = s.item(i).question.title;
        if (title == QLatin1String("right")) {
            QVERIFY(s.submit(chose({0})));
        } else if (title == QLatin1String("wrong")) {
            QVERIFY(s.submit(chose({3})));
            expected.append(i);
        } else if (title == QLatin1String("MA")) {
            QVERIFY(s.submit(chose({1}))); // half right
            expected.append(i);
        } else if (title == QLatin1String("skipped")) {
            QVERIFY(s.skip());
            expected.append(i);
            continue;
        } else if (title == QLatin1String("ESSAY")) {
            QVERIFY(s.submit(typed(QStringLiteral("essay"))));
        } else {
            QVERIFY(s.submit(quiz::Response()));
        }
        QVERIFY(s.next());
    }
    std::sort(expected.begin(), expected.end());
    QCOMPARE(s.wrong(), expected);
    QCOMPARE(s.score(), 1.5);
    QCOMPARE(s.maxScore(), 4);
    QCOMPARE(s.percent(), 37.5);
}

void TestQuizSession::retakeResetsAndReshuffles()
{
    QuizSession s(twelveChoices(), QuizSession::Mode::Test, 10);
    const QList<int> before = questionOrder(s);
    QVERIFY(s.submit(chose({0})));
    QVERIFY(s.next());
    QVERIFY(s.skip());
    QCOMPARE(s.current(), 2);
    s.retake(11);
    QCOMPARE(s.seed(), 11u);
    QCOMPARE(s.mode(), QuizSession::Mode::Test);
    QCOMPARE(s.current(), 0);
    QCOMPARE(s.count(), 12);
    QVERIFY(!s.isAnswered(0));
    QVERIFY(!s.isSkipped(1));
    QCOMPARE(s.score(), 0.0);
    QVERIFY(s.wrong().isEmpty());
    QVERIFY(questionOrder(s) != before);
    QVERIFY(isPermutation(questionOrder(s), 12));
    // The same seed again gives the first order back.
    s.retake(10);
    QCOMPARE(questionOrder(s), before);
}

void TestQuizSession::describeEveryType()
{
    const gift::Question mc = multiChoice(QStringLiteral("MC"));
    QCOMPARE(describeResponse(mc, chose({1})), QStringLiteral("MC choice 1"));
    QCOMPARE(describeResponse(mc, chose({})), QStringLiteral("(no answer)"));
    QCOMPARE(describeResponse(mc, chose({9})), QStringLiteral("(no answer)"));
    QCOMPARE(describeResponse(multipleAnswer(), chose({2, 0})), QStringLiteral("Floppy; HBM"));
    QCOMPARE(describeResponse(trueFalse(true), chose({0})), QStringLiteral("True"));
    QCOMPARE(describeResponse(trueFalse(true), chose({1})), QStringLiteral("False"));
    QCOMPARE(describeResponse(numerical(), typed(QStringLiteral(" 3.2 "))), QStringLiteral("3.2"));
    QCOMPARE(describeResponse(shortAnswer(), typed(QString())), QStringLiteral("(no answer)"));
    QCOMPARE(describeResponse(essay(), typed(QStringLiteral("Line one\nline two"))),
             QStringLiteral("Line one\nline two"));
    quiz::Response matches;
    matches.matches = {QStringLiteral("32"), QStringLiteral("8"), QString(), QStringLiteral("16")};
    QCOMPARE(describeResponse(matching(), matches),
             QString::fromUtf8("FP32 → 32; FP16 → 8; FP8 → (none); BF16 → 16"));
    QCOMPARE(describeResponse(matching(), quiz::Response()), QStringLiteral("(no answer)"));
    QVERIFY(describeResponse(description(), quiz::Response()).isEmpty());
    // The choices are joined the UI language's way (an Arabic semicolon), not by "; " in code.
    test::FixedTranslator arabic;
    arabic.add(QStringLiteral("gpulab::SentenceText"), QStringLiteral("%1; %2"),
               QString::fromUtf8("%1\u061b %2"));
    QCoreApplication::installTranslator(&arabic);
    const QString chosen = describeResponse(multipleAnswer(), chose({2, 0}));
    const QString matched = describeResponse(matching(), matches);
    QCoreApplication::removeTranslator(&arabic);
    QCOMPARE(chosen, QString::fromUtf8("Floppy\u061b HBM"));
    QVERIFY2(!matched.contains(QStringLiteral("; ")), qPrintable(matched));
}

void TestQuizSession::modeNames()
{
    for (auto mode : {QuizSession::Mode::Practice, QuizSession::Mode::Test}) {
        QuizSession::Mode back =
            mode == QuizSession::Mode::Test ? QuizSession::Mode::Practice : QuizSession::Mode::Test;
        QVERIFY(modeFromName(modeName(mode), &back));
        QCOMPARE(back, mode);
    }
    QuizSession::Mode mode = QuizSession::Mode::Test;
    QVERIFY(!modeFromName(QStringLiteral("exam"), &mode));
    QCOMPARE(mode, QuizSession::Mode::Test);
}

void TestQuizSession::emptyQuiz()
{
    QuizSession s({}, QuizSession::Mode::Practice, 1);
    QCOMPARE(s.count(), 0);
    QVERIFY(s.isFinished());
    QVERIFY(!s.submit(chose({0})));
    QVERIFY(!s.next());
    QCOMPARE(s.maxScore(), 0);
    QCOMPARE(s.percent(), 0.0);
    QVERIFY(s.wrong().isEmpty());
}

QTEST_GUILESS_MAIN(TestQuizSession)
#include "tst_quizsession.moc"
