// The GIFT parser and writer (lessons/framework/quiz/gift.h): every question type and escape as
// Moodle reads them, BOM and CRLF, malformed files with their line numbers, the round trip, and
// every shipped bank (grading is tested in tst_grading.cpp).
#include "lessons/framework/quiz/gift.h"
#include "lessons/framework/quiz/grading.h"

#include <QDir>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QTest>

using namespace gpulab::gift;

class TestGift : public QObject
{
    Q_OBJECT

private slots:
    void multipleChoice();
    void multipleAnswers();
    void trueFalse();
    void shortAnswer();
    void numerical();
    void numerical_data();
    void numericalSeveralAnswers();
    void matching();
    void missingWord();
    void essayAndDescription();
    void titlesCategoriesFormats();
    void escapes();
    void commentsAndMultiLine();
    void idNumbers();
    void bomAndCrlf();
    void malformed_data();
    void malformed();
    void badQuestionDoesNotHideOthers();
    void invalidUtf8();
    void roundTrip();
    void roundTripShippedBanks();
    void roundTripRegressions_data();
    void roundTripRegressions();
    void unwritableShortAnswer();
    void weightsAsMoodleWritesThem_data();
    void weightsAsMoodleWritesThem();
    void numbersInTheirShortestForm();
    void json();
    void shippedBanks();
};

static Bank one(const QByteArray &text)
{
    return parse(text, QStringLiteral("t.gift"));
}

void TestGift::multipleChoice()
{
    const Bank b =
        one("Who's buried in Grant's tomb?{~Grant#No, he is not ~Jefferson =no one#Right "
            "####Tombs hold the dead above ground.}");
    QVERIFY2(b.ok(), qPrintable(b.problemLines().join('\n')));
    QCOMPARE(b.questions.size(), 1);
    const Question &q = b.questions.first();
    QCOMPARE(q.type, QuestionType::MultiChoice);
    QCOMPARE(q.text, QStringLiteral("Who's buried in Grant's tomb?"));
    QCOMPARE(q.blankAt, -1);
    QCOMPARE(q.answers.size(), 3);
    QCOMPARE(q.answers[0].text, QStringLiteral("Grant"));
    QCOMPARE(q.answers[0].feedback, QStringLiteral("No, he is not"));
    QCOMPARE(q.answers[0].fraction, 0.0);
    QCOMPARE(q.answers[2].text, QStringLiteral("no one"));
    QCOMPARE(q.answers[2].fraction, 1.0);
    QCOMPARE(q.answers[2].feedback, QStringLiteral("Right"));
    QCOMPARE(q.generalFeedback, QStringLiteral("Tombs hold the dead above ground."));
    QCOMPARE(q.line, 1);
}

void TestGift::multipleAnswers()
{
    const Bank b = one("What two people are entombed in Grant's tomb? {\n"
                       "   ~%-100%No one\n"
                       "   ~%50%Grant\n"
                       "   ~%50%Grant's wife#Julia is there too\n"
                       "   ~%-33.3333%Grant's father\n"
                       "}");
    QVERIFY2(b.ok(), qPrintable(b.problemLines().join('\n')));
    const Question &q = b.questions.first();
    QCOMPARE(q.type, QuestionType::MultipleAnswer);
    QCOMPARE(q.answers.size(), 4);
    QCOMPARE(q.answers[0].fraction, -1.0);
    QCOMPARE(q.answers[1].fraction, 0.5);
    QCOMPARE(q.answers[2].feedback, QStringLiteral("Julia is there too"));
    QVERIFY(qAbs(q.answers[3].fraction + 0.333333) < 1e-9);
    QCOMPARE(q.answers[3].line, 5);
}

void TestGift::trueFalse()
{
    const Bank b = one("::TF1::The sun rises in the east.{T}\n\n"
                       "The sun rises in the west.{FALSE#It rises in the east.#Right, it does "
                       "not.}\n\n"
                       "Water is wet.{TRUE#Think of rain.#Yes.####Wet means...}");
    QVERIFY2(b.ok(), qPrintable(b.problemLines().join('\n')));
    QCOMPARE(b.questions.size(), 3);
    QCOMPARE(b.questions[0].type, QuestionType::TrueFalse);
    QVERIFY(b.questions[0].correctAnswer);
    QCOMPARE(b.questions[0].line, 1);
    const Question &f = b.questions[1];
    QVERIFY(!f.correctAnswer);
    QCOMPARE(f.line, 3);
    // Moodle: the first feedback is for a wrong answer, the second for a right one.
    QCOMPARE(f.answers[0].text, QStringLiteral("true"));
    QCOMPARE(f.answers[0].fraction, 0.0);
    QCOMPARE(f.answers[0].feedback, QStringLiteral("It rises in the east."));
    QCOMPARE(f.answers[1].fraction, 1.0);
    QCOMPARE(f.answers[1].feedback, QStringLiteral("Right, it does not."));
    const Question &t = b.questions[2];
    QVERIFY(t.correctAnswer);
    QCOMPARE(t.answers[0].feedback, QStringLiteral("Yes."));
    QCOMPARE(t.answers[1].feedback, QStringLiteral("Think of rain."));
    QCOMPARE(t.generalFeedback, QStringLiteral("Wet means..."));
}

void TestGift::shortAnswer()
{
    const Bank b = one("Who's buried in Grant's tomb?{=no one#Right =nobody =%50%Grant#Half}\n\n"
                       "Capital of France?{Paris}");
    QVERIFY2(b.ok(), qPrintable(b.problemLines().join('\n')));
    const Question &q = b.questions[0];
    QCOMPARE(q.type, QuestionType::ShortAnswer);
    QCOMPARE(q.answers.size(), 3);
    QCOMPARE(q.answers[0].feedback, QStringLiteral("Right"));
    QCOMPARE(q.answers[2].fraction, 0.5);
    QCOMPARE(q.answers[2].text, QStringLiteral("Grant"));
    // Moodle takes an answer without "=" as the one accepted answer.
    QCOMPARE(b.questions[1].type, QuestionType::ShortAnswer);
    QCOMPARE(b.questions[1].answers.first().text, QStringLiteral("Paris"));
    QCOMPARE(b.questions[1].answers.first().fraction, 1.0);
}

void TestGift::numerical_data()
{
    QTest::addColumn<QByteArray>("gift");
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("tolerance");
    QTest::newRow("value:tolerance") << QByteArray("Year?{#1822:5}") << 1822.0 << 5.0;
    QTest::newRow("exact") << QByteArray("Pi to 2 places?{#3.14}") << 3.14 << 0.0;
    QTest::newRow("range") << QByteArray("Range?{#1..5}") << 3.0 << 2.0;
    QTest::newRow("negative range") << QByteArray("Range?{#-5..-1}") << -3.0 << 2.0;
    QTest::newRow("exponent") << QByteArray("Big?{#1e9:1e8}") << 1e9 << 1e8;
    QTest::newRow("spaces") << QByteArray("Sp?{# 2039 : 100 }") << 2039.0 << 100.0;
    QTest::newRow("negative value") << QByteArray("Neg?{#-40:0.5}") << -40.0 << 0.5;
}

void TestGift::numerical()
{
    QFETCH(QByteArray, gift);
    QFETCH(double, value);
    QFETCH(double, tolerance);
    const Bank b = one(gift);
    QVERIFY2(b.ok(), qPrintable(b.problemLines().join('\n')));
    const Question &q = b.questions.first();
    QCOMPARE(q.type, QuestionType::Numerical);
    QCOMPARE(q.answers.size(), 1);
    QCOMPARE(q.answers[0].value, value);
    QCOMPARE(q.answers[0].tolerance, tolerance);
    QCOMPARE(q.answers[0].fraction, 1.0);
}

void TestGift::numericalSeveralAnswers()
{
    const Bank b = one("When was Ulysses S. Grant born?{#\n"
                       "   =1822:0      # Correct! Full credit.\n"
                       "   =%50%1822:2  # He was born in 1822. Half credit for being close.\n"
                       "   ~#Look it up.\n"
                       "}");
    QVERIFY2(b.ok(), qPrintable(b.problemLines().join('\n')));
    const Question &q = b.questions.first();
    QCOMPARE(q.answers.size(), 3);
    QCOMPARE(q.answers[0].feedback, QStringLiteral("Correct! Full credit."));
    QCOMPARE(q.answers[1].fraction, 0.5);
    QCOMPARE(q.answers[1].tolerance, 2.0);
    QVERIFY(q.answers[2].anyNumber);
    QCOMPARE(q.answers[2].feedback, QStringLiteral("Look it up."));
}

void TestGift::matching()
{
    const Bank b = one("Match the formats with their bits.{\n"
                       "=FP32 -> 32\n"
                       "=BF16 -> 16\n"
                       "=FP8 E4M3 -> 8\n"
                       "= -> 64\n"
                       "####Bits per value.}");
    QVERIFY2(b.ok(), qPrintable(b.problemLines().join('\n')));
    const Question &q = b.questions.first();
    QCOMPARE(q.type, QuestionType::Matching);
    QCOMPARE(q.pairs.size(), 4);
    QCOMPARE(q.pairs[2].question, QStringLiteral("FP8 E4M3"));
    QCOMPARE(q.pairs[2].answer, QStringLiteral("8"));
    QVERIFY(q.pairs[3].question.isEmpty());
    QCOMPARE(q.generalFeedback, QStringLiteral("Bits per value."));
}

void TestGift::missingWord()
{
    const Bank b = one("Moodle costs {~lots of money =nothing ~a small amount} to download from "
                       "moodle.org.\n\n"
                       "A warp has {=32 =thirty-two} threads.\n\n"
                       "{=Tab} moves the focus.");
    QVERIFY2(b.ok(), qPrintable(b.problemLines().join('\n')));
    const Question &q = b.questions[0];
    QCOMPARE(q.type, QuestionType::MultiChoice);
    QCOMPARE(q.text, QStringLiteral("Moodle costs _____ to download from moodle.org."));
    QCOMPARE(q.blankAt, 13);
    QCOMPARE(b.questions[1].type, QuestionType::ShortAnswer);
    QCOMPARE(b.questions[1].text, QStringLiteral("A warp has _____ threads."));
    QCOMPARE(b.questions[2].blankAt, 0);
}

void TestGift::essayAndDescription()
{
    const Bank b = one("::E::Explain why GPUs hide latency.{}\n\n"
                       "Essay with feedback.{####Mention warps.}\n\n"
                       "::D::This is only text, no answers.");
    QVERIFY2(b.ok(), qPrintable(b.problemLines().join('\n')));
    QCOMPARE(b.questions[0].type, QuestionType::Essay);
    QCOMPARE(b.questions[1].type, QuestionType::Essay);
    QCOMPARE(b.questions[1].generalFeedback, QStringLiteral("Mention warps."));
    QCOMPARE(b.questions[2].type, QuestionType::Description);
    QCOMPARE(b.questions[2].text, QStringLiteral("This is only text, no answers."));
}

void TestGift::titlesCategoriesFormats()
{
    const Bank b = one("::Untitled before any category::Q?{T}\n\n"
                       "$CATEGORY: $course$/GPU Lab/Memory\n\n"
                       "::Title with \\:: colon::[html]<b>Bold</b> question?{=a ~b}\n\n"
                       "[markdown]*Marked* question?{=a ~b}\n\n"
                       "$CATEGORY: Other\n"
                       "[plain]Plain <b> text?{=x ~y}\n\n"
                       "[moodle]Moodle text?{=x ~y}\n\n"
                       "[unknown]Stays in the text?{=x ~y}");
    QVERIFY2(b.ok(), qPrintable(b.problemLines().join('\n')));
    QCOMPARE(b.questions.size(), 6);
    QCOMPARE(b.questions[0].category, QString());
    QCOMPARE(b.questions[1].category, QStringLiteral("$course$/GPU Lab/Memory"));
    QCOMPARE(b.questions[1].title, QStringLiteral("Title with :: colon"));
    QCOMPARE(b.questions[1].format, TextFormat::Html);
    QCOMPARE(b.questions[1].text, QStringLiteral("<b>Bold</b> question?"));
    QCOMPARE(b.questions[2].format, TextFormat::Markdown);
    QCOMPARE(b.questions[2].title, QString());
    QCOMPARE(b.questions[3].category, QStringLiteral("Other"));
    QCOMPARE(b.questions[3].format, TextFormat::Plain);
    QCOMPARE(b.questions[3].line, 10);
    QCOMPARE(b.questions[4].format, TextFormat::Moodle);
    QCOMPARE(b.questions[5].format, TextFormat::Moodle);
    QCOMPARE(b.questions[5].text, QStringLiteral("[unknown]Stays in the text?"));
    QCOMPARE(b.questions[2].key(), QStringLiteral("*Marked* question?"));
}

void TestGift::escapes()
{
    const Bank b = one("::a\\:b::Is 1 \\= 1 \\{really\\}? \\~ \\# \\\\ back\\nnew line{\n"
                       "=yes \\= sure#right \\# \\{ok\\} \\: \\~\n"
                       "~no\n}");
    QVERIFY2(b.ok(), qPrintable(b.problemLines().join('\n')));
    const Question &q = b.questions.first();
    QCOMPARE(q.title, QStringLiteral("a:b"));
    QCOMPARE(q.text, QStringLiteral("Is 1 = 1 {really}? ~ # \\ back\nnew line"));
    QCOMPARE(q.type, QuestionType::MultiChoice);
    QCOMPARE(q.answers.size(), 2);
    QCOMPARE(q.answers[0].text, QStringLiteral("yes = sure"));
    QCOMPARE(q.answers[0].feedback, QStringLiteral("right # {ok} : ~"));
    // A backslash before any other character stays.
    QCOMPARE(one("C:\\path\\to? {T}").questions.first().text, QStringLiteral("C:\\path\\to?"));
    // "\\\\n" is a backslash followed by n, not a line break.
    QCOMPARE(one("a\\\\nb{T}").questions.first().text, QStringLiteral("a\\nb"));
    QCOMPARE(escape(QStringLiteral("a~b=c#d{e}f:g\\h\ni")),
             QStringLiteral("a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h\\ni"));
}

void TestGift::commentsAndMultiLine()
{
    const Bank b = one("// a comment before\n"
                       "   // an indented comment\n"
                       "\n"
                       "::Q1:: First line\n"
                       "// a comment inside the question\n"
                       "second line {\n"
                       "  =right\n"
                       "  ~wrong // not a comment: part of the answer\n"
                       "}\n"
                       "\n\n\n"
                       "// only a comment\n\n"
                       "Q2{T}\n");
    QVERIFY2(b.ok(), qPrintable(b.problemLines().join('\n')));
    QCOMPARE(b.questions.size(), 2);
    QCOMPARE(b.questions[0].line, 4);
    QCOMPARE(b.questions[0].text, QStringLiteral("First line\n \nsecond line"));
    QCOMPARE(b.questions[0].answers[1].text,
             QStringLiteral("wrong // not a comment: part of the answer"));
    QCOMPARE(b.questions[1].line, 15);
}

void TestGift::idNumbers()
{
    // Moodle 3.6+: "[id:...]" on a comment line of the question is its ID number ("\\]" for a
    // bracket); a comment block of its own names nothing. The ID number is the question's key.
    const Bank b = one("// [id:header only]\n\n"
                       "// Translated from \"Tensor core\"\n"
                       "// [id: Tensor \\] core ] [tag:x]\n"
                       "::Núcleo tensorial:: ¿Qué hace? {=Multiplica ~Suma}\n\n"
                       "::Plain:: No ID {T}\n\n"
                       "No title at all {T}\n");
    QVERIFY2(b.ok(), qPrintable(b.problemLines().join('\n')));
    QCOMPARE(b.questions.size(), 3);
    QCOMPARE(b.questions[0].idNumber, QStringLiteral("Tensor ] core"));
    QCOMPARE(b.questions[0].title, QStringLiteral("Núcleo tensorial"));
    QCOMPARE(b.questions[0].key(), QStringLiteral("Tensor ] core"));
    QCOMPARE(b.questions[1].idNumber, QString());
    QCOMPARE(b.questions[1].key(), QStringLiteral("Plain"));
    QCOMPARE(b.questions[2].key(), QStringLiteral("No title at all"));
    // The writer puts it back on a comment line; the bank reads the same.
    const QString written = write(b.questions);
    QVERIFY2(written.contains(QStringLiteral("// [id:Tensor \\] core]\n::Núcleo tensorial::")),
             qPrintable(written));
    const Bank again = one(written.toUtf8());
    QCOMPARE(again.questions.size(), 3);
    for (qsizetype i = 0; i < 3; ++i)
        QVERIFY(again.questions[i] == b.questions[i]);
}

void TestGift::bomAndCrlf()
{
    const QByteArray lf = "::A::First?{=x ~y}\n\n::B::Second\nline{#3:1}\n";
    QByteArray crlf = lf;
    crlf.replace("\n", "\r\n");
    const Bank a = one(lf);
    const Bank b = one("\xEF\xBB\xBF" + crlf);
    QVERIFY(a.ok() && b.ok());
    QCOMPARE(b.questions.size(), 2);
    QCOMPARE(b.questions[0].title, QStringLiteral("A"));
    QCOMPARE(b.questions[1].line, 3);
    QCOMPARE(b.questions[1].text, QStringLiteral("Second\nline"));
    for (int i = 0; i < 2; ++i)
        QVERIFY(a.questions[i] == b.questions[i]);
}

void TestGift::malformed_data()
{
    QTest::addColumn<QByteArray>("gift");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("reason");
    QTest::newRow("unclosed brace")
        << QByteArray("ok{T}\n\nline 3\nQuestion {=a ~b\n\nnext{T}") << 4 << "unclosed";
    QTest::newRow("closing without opening") << QByteArray("Question =a ~b}") << 1 << "without";
    QTest::newRow("one choice") << QByteArray("// c\n\nPick one{~only}") << 3 << "at least two";
    QTest::newRow("one equals and nothing else") << QByteArray("Q{=a ~}") << 1 << "empty";
    QTest::newRow("no credit") << QByteArray("Q{~a ~b}") << 1 << "credit";
    QTest::newRow("matching one pair") << QByteArray("\nMatch{=a -> b}") << 2 << "two pairs";
    QTest::newRow("matching pair without arrow")
        << QByteArray("Match{\n=a -> b\n=c d\n=e -> f}") << 3 << "->";
    QTest::newRow("non-numeric number")
        << QByteArray("N?{#\n=12:1\n=abc:2\n}") << 3 << "not a number";
    QTest::newRow("non-numeric tolerance") << QByteArray("N?{#12:x}") << 1 << "not a number";
    QTest::newRow("empty numerical") << QByteArray("N?{#}") << 1 << "number";
    QTest::newRow("weight over 100") << QByteArray("Q{~%150%a ~b}") << 1 << "weight";
    QTest::newRow("second block") << QByteArray("Q{=a ~b} and {=c ~d}") << 1 << "second";
    QTest::newRow("unclosed title") << QByteArray("::Title Q{T}") << 1 << "title";
    QTest::newRow("blank line inside braces") << QByteArray("Q{\n=a\n\n~b\n}") << 1 << "unclosed";
}

void TestGift::malformed()
{
    QFETCH(QByteArray, gift);
    QFETCH(int, line);
    QFETCH(QString, reason);
    const Bank b = parse(gift, QStringLiteral("bank.gift"));
    QVERIFY(!b.ok());
    QCOMPARE(b.problems.first().line, line);
    QVERIFY2(b.problems.first().message.contains(reason), qPrintable(b.problems.first().message));
    QVERIFY(b.problemLines().first().startsWith(QStringLiteral("bank.gift:%1: ").arg(line)));
}

void TestGift::badQuestionDoesNotHideOthers()
{
    const Bank b = one("::One::Good?{T}\n\n"
                       "::Two::Broken {=a\n\n"
                       "::Three::Also broken{~x}\n\n"
                       "::Four::Good too?{#5:1}\n");
    QCOMPARE(b.problems.size(), 2);
    QCOMPARE(b.problems[0].line, 3);
    QCOMPARE(b.problems[1].line, 5);
    QCOMPARE(b.questions.size(), 2);
    QCOMPARE(b.questions[0].title, QStringLiteral("One"));
    QCOMPARE(b.questions[1].title, QStringLiteral("Four"));
    QCOMPARE(b.questions[1].line, 7);
}

void TestGift::invalidUtf8()
{
    const Bank b = one("::A::Good?{T}\n\n::B::Bad \xC3\x28 bytes?{T}\n\n::C::Caf\xC3\xA9?{F}\n");
    QCOMPARE(b.problems.size(), 1);
    QCOMPARE(b.problems[0].line, 3);
    QVERIFY(b.problems[0].message.contains(QStringLiteral("UTF-8")));
    QCOMPARE(b.questions.size(), 2);
    QCOMPARE(b.questions[1].title, QStringLiteral("C"));
    QCOMPARE(b.questions[1].text, QStringLiteral("Café?"));
    // A lone continuation byte and a truncated sequence at the end of the file.
    QCOMPARE(one("Q\x80{T}").problems.size(), 1);
    QCOMPARE(one("Q{T}\n\nR\xE2\x82").problems.first().line, 3);
}

void TestGift::roundTrip()
{
    const QByteArray source =
        "$CATEGORY: GPU Lab/Test\n\n"
        "::MC \\: one::[html]<i>Which</i> \\{one\\}?{=a#fa ~%-50%b#fb ~c ####gen \\# fb}\n\n"
        "::MA::Pick{~%50%a ~%50%b ~%-100%c#no}\n\n"
        "::TF::Statement{FALSE#wrong fb#right fb####general}\n\n"
        "::TF2::Other{T}\n\n"
        "::SA::Type{=x =%25%y#close ~}\n\n"
        "::SA2::Type{=x =%25%y#close}\n\n"
        "$CATEGORY: GPU Lab/Other\n\n"
        "::NUM::How many?{#=10:0.5#ten =%50%9..12#near ~#no}\n\n"
        "::MATCH::Pair them{=a -> 1 =b -> 2 = -> 3 ####why}\n\n"
        "::MW::A warp has {=32 ~16} lanes\\nper scheduler.\n\n"
        "::ESSAY::Explain{####hint}\n\n"
        "::DESC::[markdown]Just *text*\n\n"
        "[moodle][html] starts with a bracket{T}\n\n"
        "Plain line with \\\\ and \\= and \\~{=ok ~no}\n";
    const Bank first = one(source);
    // "SA" above is a multiple choice (it has "~"), which Moodle requires to have two answers.
    QVERIFY2(first.problems.size() <= 1, qPrintable(first.problemLines().join('\n')));
    const QString written = write(first.questions);
    const Bank second = one(written.toUtf8());
    QVERIFY2(second.ok(), qPrintable(second.problemLines().join('\n') + "\n" + written));
    QCOMPARE(second.questions.size(), first.questions.size());
    for (qsizetype i = 0; i < first.questions.size(); ++i)
        QVERIFY2(first.questions[i] == second.questions[i],
                 qPrintable(QStringLiteral("question %1 differs after the round trip:\n%2")
                                .arg(first.questions[i].key(), written)));
    // Writing again gives the same text: the writer is a fixed point.
    QCOMPARE(write(second.questions), written);
}

void TestGift::roundTripShippedBanks()
{
    const QDir lessons(QStringLiteral(GPULAB_LESSONS_DIR));
    for (const QString &folder : lessons.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString path = lessons.filePath(folder + QStringLiteral("/quiz.gift"));
        if (!QFile::exists(path))
            continue;
        const Bank first = parseFile(path);
        const Bank second = one(write(first.questions).toUtf8());
        QVERIFY2(second.ok(), qPrintable(path));
        QCOMPARE(second.questions.size(), first.questions.size());
        for (qsizetype i = 0; i < first.questions.size(); ++i)
            QVERIFY2(first.questions[i] == second.questions[i],
                     qPrintable(path + ": " + first.questions[i].key()));
    }
}

// Inputs the fuzzer (tests/fuzz) found whose written form read back differently; each is now
// written so that it does not.
void TestGift::roundTripRegressions_data()
{
    QTest::addColumn<QByteArray>("gift");
    QTest::newRow("catch-all without feedback") << QByteArray("{#3~}");
    QTest::newRow("partial credit only, arrow in a choice") << QByteArray("{=->a~%5%a}");
    QTest::newRow("choice text that looks like a weight") << QByteArray("Q{=x ~%0%%50%second}");
    QTest::newRow("every choice full credit") << QByteArray("Q{=a ~%100%b}");
    QTest::newRow("no full-credit choice") << QByteArray("Q{=%50%a ~%50%b ~c}");
    QTest::newRow("short answer with an arrow") << QByteArray("{->3}");
    QTest::newRow("arrow in a short answer's feedback") << QByteArray("{a#->a}");
    QTest::newRow("empty description") << QByteArray("[moodle]");
    QTest::newRow("text starting with //") << QByteArray("[moodle]//not a comment{T}");
    QTest::newRow("byte order mark inside text")
        << QByteArray("\xEF\xBB\xBF\xEF\xBB\xBF::A::First?{T}");
    QTest::newRow("escaped line break in a category")
        << QByteArray("$CATEGORY: a\\nb\n\nQ{T}\n\n$CATEGORY:\n\nR{F}");
    QTest::newRow("lone carriage return") << QByteArray("Lone\rCR{T}\n\nx{F}");
    QTest::newRow("classic Mac line ends") << QByteArray("A{T}\r\rB{F}\r");
    QTest::newRow("tag in the general feedback") << QByteArray("S{=x ####[moodle][plain]g}");
    QTest::newRow("range at the edge of double") << QByteArray("N{#-1e308..1e308}");
    QTest::newRow("format tag on a pair") << QByteArray("M{=a -> 1 =[html]c -> 3}");
    // Issue 19 §9: written as "=%50%a -> 1", a one-pair matching question (0 questions).
    QTest::newRow("weighted short answer with an arrow") << QByteArray("::M3:: {%50%a -> 1}");
    QTest::newRow("arrow, answer looks like a weight") << QByteArray("Q{%100%%0%a->b}");
    QTest::newRow("arrow in the feedback of a short answer T") << QByteArray("Q{%100%T#->x}");
}

void TestGift::roundTripRegressions()
{
    QFETCH(QByteArray, gift);
    const Bank first = one(gift);
    QVERIFY(!first.questions.isEmpty());
    const QString written = write(first.questions);
    const Bank second = one(written.toUtf8());
    QVERIFY2(second.ok(), qPrintable(second.problemLines().join('\n') + "\n" + written));
    QCOMPARE(second.questions.size(), first.questions.size());
    for (qsizetype i = 0; i < first.questions.size(); ++i)
        QVERIFY2(first.questions[i] == second.questions[i], qPrintable(written));
    QCOMPARE(write(second.questions), written);
    for (const Question &q : first.questions)
        QVERIFY(unwritable(q).isEmpty());
}

// A short answer (from Moodle XML) with several answers, one with "->", has no GIFT form
// ("=a->b" is a pair): unwritable() says so, for the writer's callers to refuse it.
void TestGift::unwritableShortAnswer()
{
    Question q = one("Q{=a =c}").questions.first();
    QCOMPARE(q.type, QuestionType::ShortAnswer);
    QVERIFY(unwritable(q).isEmpty());
    q.answers.first().text = QStringLiteral("a->b");
    QVERIFY(unwritable(q).contains(QLatin1String("->")));
}

// Moodle keeps a fraction with 7 decimals and writes its weight as PHP prints fraction × 100
// (question/format/gift/format.php: "~%{$weight}%"): "%33.33333%", never the binary noise
// "%33.333329999999997%". Numbers are written in their shortest form ("0.1", not
// "0.10000000000000001"). Whatever the weight, the round trip gives the same fraction.
void TestGift::weightsAsMoodleWritesThem_data()
{
    QTest::addColumn<double>("fraction");
    QTest::addColumn<QString>("written"); // the weight's text between the % signs
    QTest::newRow("a third") << 0.3333333 << "33.33333";
    QTest::newRow("a third, rounded up") << 0.3333334 << "33.33334";
    QTest::newRow("a sixth") << 0.1666667 << "16.66667";
    QTest::newRow("a half") << 0.5 << "50";
    QTest::newRow("an eighth") << 0.125 << "12.5";
    QTest::newRow("minus a half") << -0.5 << "-50";
    QTest::newRow("minus a third") << -0.3333333 << "-33.33333";
    QTest::newRow("seven decimals") << 0.1234567 << "12.34567";
    QTest::newRow("one in ten million") << 0.0000001 << "0.00001";
    QTest::newRow("a fifth") << 0.2 << "20";
    QTest::newRow("a tenth") << 0.1 << "10";
    QTest::newRow("seventy percent") << 0.7 << "70";
}

void TestGift::weightsAsMoodleWritesThem()
{
    QFETCH(double, fraction);
    QFETCH(QString, written);
    // From a file, as an author (or Moodle's export) writes it...
    const Bank parsed = one(QStringLiteral("Q{~%%1%a ~%100%b ~c}").arg(written).toUtf8());
    QVERIFY2(parsed.ok(), qPrintable(parsed.problemLines().join('\n')));
    // Exactly the double nearest to the decimal (QCOMPARE would allow a few ulps).
    QVERIFY(parsed.questions.first().answers.first().fraction == fraction);
    QCOMPARE(percentOf(fraction), written);
    // ...and as a program computes it (fraction held as a double): written the same way.
    Question q = parsed.questions.first();
    q.answers[0].fraction = fraction;
    const QString text = write({q});
    QVERIFY2(text.contains(QLatin1Char('%') + written + QLatin1Char('%')), qPrintable(text));
    const Bank back = one(text.toUtf8());
    QVERIFY(back.ok());
    QVERIFY(back.questions.first().answers.first().fraction == fraction);
    QCOMPARE(write(back.questions), text);
}

void TestGift::numbersInTheirShortestForm()
{
    const Bank bank = one("N{#=0.1:0.05 =%33.33333%0.3:0.1}\n\nF{~%0.5%a ~%-0.1%b =c}");
    QVERIFY(bank.ok());
    const QString text = write(bank.questions);
    QVERIFY2(text.contains("=0.1:0.05") && text.contains("=%33.33333%0.3:0.1"), qPrintable(text));
    QVERIFY2(text.contains("~%0.5%a") && text.contains("~%-0.1%b"), qPrintable(text));
    QVERIFY2(!text.contains("0000000"), qPrintable(text));
    // A fraction no decimal writes exactly (1/3 as computed) still reads back the same.
    Question q = bank.questions.at(1);
    q.answers[0].fraction = 1.0 / 3.0;
    const Bank back = one(write({q}).toUtf8());
    QVERIFY(back.questions.first().answers.first().fraction == 1.0 / 3.0);
    // percentOf() and fractionOfPercent() are inverses on every double in -1..1 we try.
    for (double f :
         {1.0 / 3.0, 2.0 / 3.0, -1.0 / 7.0, 1e-9, 0.1 + 0.2, 0.999999999, 1.0, -1.0, 0.0, 5e-324}) {
        double back = 2;
        QVERIFY(fractionOfPercent(percentOf(f), &back));
        QVERIFY2(back == f, qPrintable(percentOf(f)));
    }
    double f = 0;
    for (const char *bad : {"", ".", "-", "1e5", "abc", "1.2.3"})
        QVERIFY2(!fractionOfPercent(bad, &f), bad);
}

void TestGift::json()
{
    const Bank b = one("$CATEGORY: C\n\n"
                       "::N::How many?{#1..5#mid ~#other}\n\n"
                       "::M::Match{=a -> 1 =b -> 2}\n\n"
                       "::T::True?{F#no#yes}\n\n"
                       "::S::Say \\# it{=x#fb}");
    const QJsonObject o = toJson(b);
    QCOMPARE(o.value("file").toString(), QStringLiteral("t.gift"));
    QCOMPARE(o.value("errors").toArray().size(), 0);
    const QJsonArray qs = o.value("questions").toArray();
    QCOMPARE(qs.size(), 4);
    const QJsonObject n = qs[0].toObject();
    QCOMPARE(n.value("type").toString(), QStringLiteral("numerical"));
    QCOMPARE(n.value("line").toInt(), 3);
    QCOMPARE(n.value("title").toString(), QStringLiteral("N"));
    QCOMPARE(n.value("category").toString(), QStringLiteral("C"));
    QCOMPARE(n.value("format").toString(), QStringLiteral("moodle"));
    const QJsonObject a0 = n.value("answers").toArray()[0].toObject();
    QCOMPARE(a0.value("value").toDouble(), 3.0);
    QCOMPARE(a0.value("tolerance").toDouble(), 2.0);
    QCOMPARE(a0.value("fraction").toDouble(), 1.0);
    QCOMPARE(a0.value("feedback").toString(), QStringLiteral("mid"));
    QVERIFY(!a0.contains("text"));
    const QJsonObject m = qs[1].toObject();
    QCOMPARE(m.value("type").toString(), QStringLiteral("matching"));
    QCOMPARE(m.value("pairs").toArray()[1].toObject().value("answer").toString(),
             QStringLiteral("2"));
    const QJsonObject t = qs[2].toObject();
    QCOMPARE(t.value("type").toString(), QStringLiteral("truefalse"));
    QCOMPARE(t.value("answer").toBool(true), false);
    const QJsonObject s = qs[3].toObject();
    QCOMPARE(s.value("text").toString(), QStringLiteral("Say # it"));
    QCOMPARE(s.value("general_feedback").toString(), QString());
    QCOMPARE(s.value("answers").toArray()[0].toObject().value("text").toString(),
             QStringLiteral("x"));
    QCOMPARE(toJson(one("Q{")).value("errors").toArray()[0].toObject().value("line").toInt(), 1);
}

// Every lesson's bank: parses without a problem, has at least 12 questions, mixes question
// types, names each question uniquely, and gives every graded question some feedback.
void TestGift::shippedBanks()
{
    const QDir lessons(QStringLiteral(GPULAB_LESSONS_DIR));
    int banks = 0;
    for (const QString &folder : lessons.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString path = lessons.filePath(folder + QStringLiteral("/quiz.gift"));
        if (!QFile::exists(path))
            continue;
        ++banks;
        const Bank b = parseFile(path);
        QVERIFY2(b.ok(), qPrintable(b.problemLines().join('\n')));
        QVERIFY2(b.questions.size() >= 12,
                 qPrintable(QStringLiteral("%1: %2 questions").arg(path).arg(b.questions.size())));
        QSet<QuestionType> types;
        QSet<QString> titles;
        for (const Question &q : b.questions) {
            types.insert(q.type);
            QVERIFY2(!q.title.isEmpty(), qPrintable(path + ": a question without a title"));
            QVERIFY2(!titles.contains(q.title), qPrintable(path + ": duplicate " + q.title));
            titles.insert(q.title);
            bool feedback = !q.generalFeedback.isEmpty();
            for (const Answer &a : q.answers)
                feedback = feedback || !a.feedback.isEmpty();
            QVERIFY2(feedback || !gpulab::quiz::isGraded(q.type),
                     qPrintable(path + ": no feedback in " + q.title));
        }
        QVERIFY2(types.size() >= 4, qPrintable(path + ": fewer than 4 question types"));
        QVERIFY2(types.contains(QuestionType::Numerical),
                 qPrintable(path + ": no numerical question"));
        QVERIFY2(types.contains(QuestionType::Matching),
                 qPrintable(path + ": no matching question"));
    }
    QVERIFY(banks >= 7);
}

QTEST_GUILESS_MAIN(TestGift)
#include "tst_gift.moc"
