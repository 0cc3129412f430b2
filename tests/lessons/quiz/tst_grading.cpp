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
    void gradeNumberInDisplayForm();
    void numberRulesFollowTheLocale();
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
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("value");
    auto row = [](const char *name, const char *locale, const QString &text, bool ok,
                  double value) { QTest::newRow(name) << QString(locale) << text << ok << value; };
    row("int", "en", "42", true, 42.0);
    row("decimal point", "en", "12.5", true, 12.5);
    row("decimal comma", "en", "12,5", true, 12.5);
    row("exponent", "en", "1e9", true, 1e9);
    row("exponent with decimal comma", "en", "6,5e4", true, 65000.0);
    row("capital exponent", "en", "2.5E-3", true, 0.0025);
    row("spaces", "en", "  -3 ", true, -3.0);
    row("plus", "en", "+3", true, 3.0);
    row("unicode minus", "en", "\u22127", true, -7.0);
    row("leading point", "en", ".5", true, 0.5);
    row("leading comma", "en", ",5", true, 0.5);
    row("word", "en", "abc", false, 0.0);
    row("empty", "en", "", false, 0.0);
    row("only a sign", "en", "-", false, 0.0);
    row("only a separator", "en", ",", false, 0.0);
    row("infinity", "en", "inf", false, 0.0);
    row("nan", "en", "nan", false, 0.0);
    row("trailing unit", "en", "5 GB", false, 0.0);
    row("exponent alone", "en", "e9", false, 0.0);
    // The app's own display form in English: a comma groups in threes.
    row("en grouped", "en", "65,504", true, 65504.0);
    row("en grouped twice", "en", "1,000,000", true, 1e6);
    row("en grouped with decimals", "en", "65,504.25", true, 65504.25);
    row("en negative grouped", "en", "-65,504", true, -65504.0);
    row("en space grouped", "en", "65 504", true, 65504.0);
    row("en nbsp grouped", "en", "65\u00a0504", true, 65504.0);
    row("en narrow nbsp grouped", "en", "65\u202f504", true, 65504.0);
    row("en thin space grouped", "en", "1\u2009000\u2009000", true, 1e6);
    row("en spaces and decimal comma", "en", "65 504,5", true, 65504.5);
    row("en spaces and decimal point", "en", "65 504.5", true, 65504.5);
    row("en swiss apostrophe", "en", "65'504", true, 65504.0);
    row("en not three after comma", "en", "1,50", true, 1.5);
    row("en four after comma", "en", "1,5000", true, 1.5);
    row("en four before comma", "en", "1234,5", true, 1234.5);
    row("en zero then three", "en", "0,500", true, 0.5);
    row("en point then three", "en", "65.504", true, 65.504);
    row("en bad grouping", "en", "1,00,000", false, 0.0);
    row("en bad space grouping", "en", "65 50", false, 0.0);
    row("en two decimals", "en", "1.000.5", false, 0.0);
    row("en mixed reversed", "en", "65.504,25", true, 65504.25);
    row("en mixed bad group", "en", "6.55,5", false, 0.0);
    row("en two commas after point", "en", "1.000,000,5", false, 0.0);
    row("en spaces and two separators", "en", "1 000,000.5", false, 0.0);
    row("en grouped exponent", "en", "1,000e3", true, 1e6);
    // German: the point groups, the comma is the decimal separator.
    row("de grouped", "de", "65.504", true, 65504.0);
    row("de grouped twice", "de", "1.000.000", true, 1e6);
    row("de decimal comma", "de", "65,504", true, 65.504);
    row("de grouped with decimals", "de", "65.504,25", true, 65504.25);
    row("de decimal point", "de", "0.5", true, 0.5);
    row("de spaces", "de", "65 504", true, 65504.0);
    row("de english form", "de", "65,504.25", true, 65504.25);
    // French: narrow no-break spaces group, the comma is the decimal separator.
    row("fr grouped", "fr", "65\u202f504", true, 65504.0);
    row("fr decimal comma", "fr", "65,504", true, 65.504);
    row("fr decimal point", "fr", "65.504", true, 65.504);
    // Swiss German: the apostrophe groups, the point is the decimal separator.
    row("de_CH grouped", "de_CH", "65\u2019504", true, 65504.0);
    row("de_CH decimal", "de_CH", "65.5", true, 65.5);
    // Arabic: Arabic-Indic digits with ٫ (decimal) and ٬ (group), as QLocale("ar") writes them,
    // the extended (Persian) digits, and Latin digits all read.
    row("ar grouped", "ar", "٦٥٬٥٠٤", true, 65504.0);
    row("ar decimal", "ar", "١٢٫٥", true, 12.5);
    row("ar grouped with decimals", "ar", "١٬٢٣٤٬٥٦٧٫٢٥", true, 1234567.25);
    row("ar negative", "ar", "-٠٫٥", true, -0.5);
    row("ar extended digits", "ar", "۱۲٫۵", true, 12.5);
    row("ar latin digits", "ar", "12.5", true, 12.5);
    row("ar bad grouping", "ar", "٦٥٬٥٠", false, 0.0);
    // Spanish and Chinese as their locales write them.
    row("es grouped", "es", "65.504", true, 65504.0);
    row("es decimal", "es", "12,5", true, 12.5);
    // Qt writes Spanish millions with a four-digit first group (two-digit minimum grouping).
    row("es as Qt writes a million", "es", "1234.567,25", true, 1234567.25);
    row("en four-digit lead is a decimal", "en", "1234,567", true, 1234.567);
    row("zh grouped", "zh_CN", "65,504", true, 65504.0);
}

void TestGrading::parseStudentNumber()
{
    QFETCH(QString, locale);
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(double, value);
    double v = 0;
    QCOMPARE(parseNumber(text, &v, QLocale(locale)), ok);
    if (ok)
        QCOMPARE(v, value);
}

// "65,510" is within 65504 ± 10 in an English UI, as the app writes 65510; a German UI reads
// "65.510" so. The default locale is the one the UI language set.
void TestGrading::gradeNumberInDisplayForm()
{
    const Question q = first("FP16's largest finite value?{#65504:10}");
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(grade(q, Response{{}, "65,510", {}}).fraction, 1.0);
    QCOMPARE(grade(q, Response{{}, "65 504", {}}).fraction, 1.0);
    QCOMPARE(grade(q, Response{{}, QLocale().toString(65504.0, 'f', 0), {}}).fraction, 1.0);
    QCOMPARE(grade(q, Response{{}, "65.510", {}}).fraction, 0.0);
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(grade(q, Response{{}, "65.510", {}}).fraction, 1.0);
    QCOMPARE(grade(q, Response{{}, QLocale().toString(65504.0, 'f', 0), {}}).fraction, 1.0);
    QCOMPARE(grade(q, Response{{}, "65,510", {}}).fraction, 0.0);
    QLocale::setDefault(before);
}

void TestGrading::numberRulesFollowTheLocale()
{
    const QString en = numberRules(QLocale(QLocale::English));
    QVERIFY2(en.contains("65,504") && en.contains("65 504") && en.contains("12.5") &&
                 en.contains("12,5") && en.contains("6.5e4"),
             qPrintable(en));
    const QString de = numberRules(QLocale(QLocale::German));
    QVERIFY2(de.contains("65.504") && de.contains("12,5") && de.contains("12.5"), qPrintable(de));
    // Every example the rules give reads back as the number it stands for.
    for (const QLocale &locale :
         {QLocale(QLocale::English), QLocale(QLocale::German), QLocale(QLocale::French),
          QLocale(QLocale::Arabic), QLocale(QLocale::Spanish), QLocale(QLocale::Chinese)}) {
        double v = 0;
        QVERIFY(parseNumber(locale.toString(65504.0, 'f', 0), &v, locale));
        QCOMPARE(v, 65504.0);
        QVERIFY(parseNumber(locale.toString(12.5, 'f', 1), &v, locale));
        QCOMPARE(v, 12.5);
        QVERIFY2(parseNumber(locale.toString(1234567.25, 'f', 2), &v, locale),
                 qPrintable(locale.name() + ": " + locale.toString(1234567.25, 'f', 2)));
        QCOMPARE(v, 1234567.25);
    }
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
