// Grading (lessons/framework/quiz/grading.h): what each question type's response is worth —
// weights summed and clamped, negative weights, tolerance edges, wildcards, matching shares —
// how a student's number is read, the matching helpers and the right-answer texts.
#include "lessons/framework/quiz/grading.h"

#include <QTest>

using namespace gpulab::gift;
using namespace gpulab::quiz;

class TestGrading : public QObject
{
    Q_OBJECT

private slots:
    void essaysAndDescriptionsAreNotGraded();
    void gradeChoices();
    void gradeMultipleAnswerNegative();
    void gradeShortAnswer();
    void gradeNumericalEdges();
    void gradeMatching();
    void matchingHelpers();
    void parseStudentNumber_data();
    void parseStudentNumber();
};

static Question first(const QByteArray &text)
{
    const Bank bank = parse(text, QStringLiteral("t.gift"));
    if (!bank.ok() || bank.questions.isEmpty())
        qFatal("%s", qPrintable(bank.problemLines().join('\n')));
    return bank.questions.first();
}

void TestGrading::essaysAndDescriptionsAreNotGraded()
{
    QVERIFY(!isGraded(QuestionType::Essay));
    QVERIFY(!isGraded(QuestionType::Description));
    QVERIFY(isGraded(QuestionType::Numerical));
    const Question essay = first("::E::Explain why GPUs hide latency.{}");
    QVERIFY(!grade(essay, Response{{}, QStringLiteral("warps"), {}}).graded);
    QVERIFY(correctAnswerText(essay).isEmpty());
    const Question text = first("::D::This is only text, no answers.");
    QVERIFY(!grade(text, Response{}).graded);
}

void TestGrading::gradeChoices()
{
    const Question q = first("Q{=a#yes ~%50%b#half ~c#no}");
    QCOMPARE(grade(q, Response{{0}, {}, {}}).fraction, 1.0);
    QVERIFY(grade(q, Response{{0}, {}, {}}).correct);
    QCOMPARE(grade(q, Response{{0}, {}, {}}).feedback, QStringList{"yes"});
    QCOMPARE(grade(q, Response{{1}, {}, {}}).fraction, 0.5);
    QCOMPARE(grade(q, Response{{2}, {}, {}}).fraction, 0.0);
    QCOMPARE(grade(q, Response{}).fraction, 0.0); // nothing chosen
    QVERIFY(grade(q, Response{}).graded);
    QCOMPARE(grade(q, Response{{7}, {}, {}}).fraction, 0.0); // out of range: no credit, no crash
    const Question tf = first("S{FALSE}");
    QCOMPARE(grade(tf, Response{{1}, {}, {}}).fraction, 1.0);
    QCOMPARE(grade(tf, Response{{0}, {}, {}}).fraction, 0.0);
    QCOMPARE(correctAnswerText(tf), QStringLiteral("False"));
}

void TestGrading::gradeMultipleAnswerNegative()
{
    const Question q = first("Q{~%50%a ~%50%b ~%-100%c ~%-25%d}");
    auto f = [&](QList<int> chosen) { return grade(q, Response{chosen, {}, {}}).fraction; };
    QCOMPARE(f({0, 1}), 1.0);
    QCOMPARE(f({0}), 0.5);
    QCOMPARE(f({0, 1, 3}), 0.75);
    QCOMPARE(f({0, 2}), 0.0);    // -0.5 is clamped to 0
    QCOMPARE(f({0, 1, 2}), 0.0); // a wrong pick cancels the right ones
    QCOMPARE(f({0, 0, 0}), 0.5); // the same choice twice counts once
    QCOMPARE(f({}), 0.0);
    QCOMPARE(correctAnswerText(q), QStringLiteral("a; b"));
}

void TestGrading::gradeShortAnswer()
{
    const Question q = first("Q{=no one =%50%Gr*nt#close =%0%*#anything else}");
    auto f = [&](const QString &text) { return grade(q, Response{{}, text, {}}).fraction; };
    QCOMPARE(f("no one"), 1.0);
    QCOMPARE(f("  NO ONE "), 1.0); // case-insensitive, trimmed
    QCOMPARE(f("Grant"), 0.5);
    QCOMPARE(f("GRUNT"), 0.5);
    QCOMPARE(f("nobody"), 0.0);
    QCOMPARE(grade(q, Response{{}, "nobody", {}}).feedback, QStringList{"anything else"});
    QCOMPARE(f(""), 0.0);
    QCOMPARE(f("no one."), 0.0);
}

void TestGrading::gradeNumericalEdges()
{
    const Question q = first("Bandwidth?{#=2039:100#right =%50%1000..1500#half ~#way off}");
    auto f = [&](const QString &text) { return grade(q, Response{{}, text, {}}).fraction; };
    QCOMPARE(f("2039"), 1.0);
    QCOMPARE(f("1939"), 1.0); // both edges count
    QCOMPARE(f("2139"), 1.0);
    QCOMPARE(f("2139.001"), 0.0);
    QCOMPARE(f("1938.999"), 0.0);
    QCOMPARE(f("1000"), 0.5);
    QCOMPARE(f("1500"), 0.5);
    QCOMPARE(f("1500.01"), 0.0);
    QCOMPARE(grade(q, Response{{}, "5", {}}).feedback, QStringList{"way off"});
    const Grade notNumber = grade(q, Response{{}, "abc", {}});
    QVERIFY(!notNumber.valid);
    QVERIFY(!notNumber.graded);
    // Decimal figures that binary cannot hold exactly still hit their edges.
    const Question d = first("D?{#0.3:0.1}");
    QCOMPARE(grade(d, Response{{}, "0.4", {}}).fraction, 1.0);
    QCOMPARE(grade(d, Response{{}, "0,2", {}}).fraction, 1.0);
    QCOMPARE(grade(d, Response{{}, "0.40001", {}}).fraction, 0.0);
    QVERIFY(withinTolerance(5.0, 5.0, 0.0));
    QVERIFY(!withinTolerance(5.000001, 5.0, 0.0));
    QVERIFY(withinTolerance(-2.0, -3.0, 1.0));
}

void TestGrading::gradeMatching()
{
    const Question q = first("M{=a -> 1 =b -> 2 =c -> 3 = -> 4}");
    auto f = [&](const QStringList &m) { return grade(q, Response{{}, {}, m}).fraction; };
    QCOMPARE(f({"1", "2", "3"}), 1.0);
    QCOMPARE(f({"1", "3", "2"}), 1.0 / 3.0);
    QCOMPARE(f({"4", "4", "4"}), 0.0);
    QCOMPARE(f({"1"}), 1.0 / 3.0); // unanswered items count as wrong
    QCOMPARE(correctAnswerText(q), QStringLiteral("a → 1; b → 2; c → 3"));
}

void TestGrading::parseStudentNumber_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("value");
    QTest::newRow("int") << "42" << true << 42.0;
    QTest::newRow("decimal point") << "12.5" << true << 12.5;
    QTest::newRow("decimal comma") << "12,5" << true << 12.5;
    QTest::newRow("exponent") << "1e9" << true << 1e9;
    QTest::newRow("spaces") << "  -3 " << true << -3.0;
    QTest::newRow("unicode minus") << "\u22127" << true << -7.0;
    QTest::newRow("word") << "abc" << false << 0.0;
    QTest::newRow("empty") << "" << false << 0.0;
    QTest::newRow("both separators") << "1,000.5" << false << 0.0;
    QTest::newRow("infinity") << "inf" << false << 0.0;
    QTest::newRow("trailing unit") << "5 GB" << false << 0.0;
}

void TestGrading::parseStudentNumber()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(double, value);
    double v = 0;
    QCOMPARE(parseNumber(text, &v), ok);
    if (ok)
        QCOMPARE(v, value);
}

void TestGrading::matchingHelpers()
{
    const Question q = first("Match the formats with their bits.{\n"
                             "=FP32 -> 32\n"
                             "=BF16 -> 16\n"
                             "=FP8 E4M3 -> 8\n"
                             "=FP64 -> 64\n"
                             "= -> 16\n"
                             "= -> 4\n"
                             "}");
    QCOMPARE(matchingItems(q).size(), 4);
    QCOMPARE(matchingItems(q).at(2).question, QStringLiteral("FP8 E4M3"));
    // Every distinct answer once, in file order; a distractor too.
    QCOMPARE(matchingChoices(q), (QStringList{"32", "16", "8", "64", "4"}));
}

QTEST_GUILESS_MAIN(TestGrading)
#include "tst_grading.moc"
