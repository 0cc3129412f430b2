// QuizId (lessons/framework/quiz/quizid.h): the quiz-id grammar — each kind written and read
// back, exact spelling only, names with colons and any Unicode, no path in an import's name,
// and what each kind answers.
#include "lessons/framework/quiz/quizid.h"

#include <QTest>

using namespace gpulab;

class TestQuizId : public QObject
{
    Q_OBJECT

private slots:
    void kindsRoundTrip();
    void rejected_data();
    void rejected();
    void factoriesCheckTheirNames();
    void accessors();
};

void TestQuizId::kindsRoundTrip()
{
    const struct
    {
        QString text;
        QuizId id;
        QuizId::Kind kind;
    } cases[] = {
        {"lesson:memory-hierarchy", QuizId::lesson("memory-hierarchy"), QuizId::Kind::Lesson},
        {"lesson:a:b", QuizId::lesson("a:b"), QuizId::Kind::Lesson},
        {"import:my_bank.gift", QuizId::imported("my_bank.gift"), QuizId::Kind::Import},
        {QString::fromUtf8("import:Übungen, Teil 2.gift"),
         QuizId::imported(QString::fromUtf8("Übungen, Teil 2.gift")), QuizId::Kind::Import},
        {"exam", QuizId::exam(), QuizId::Kind::Exam},
        {"history", QuizId::history(), QuizId::Kind::History},
    };
    for (const auto &c : cases) {
        QVERIFY2(c.id.isValid(), qPrintable(c.text));
        QCOMPARE(c.id.kind(), c.kind);
        QCOMPARE(c.id.format(), c.text);
        const QuizId parsed = QuizId::parse(c.text);
        QVERIFY2(parsed == c.id, qPrintable(c.text));
        QCOMPARE(parsed.format(), c.text);
    }
}

void TestQuizId::rejected_data()
{
    QTest::addColumn<QString>("text");
    for (const char *text : {"", "lesson:", "import:", "lesson", "gemm", "Exam", "exam ", " exam",
                             "History", "Lesson:gemm", "import:../x.gift", "import:sub/bank.gift",
                             "import:..\\x.gift", "quiz:gemm"})
        QTest::newRow(*text ? text : "(empty)") << QString::fromUtf8(text);
}

void TestQuizId::rejected()
{
    QFETCH(QString, text);
    const QuizId id = QuizId::parse(text);
    QVERIFY(!id.isValid());
    QCOMPARE(id.kind(), QuizId::Kind::Invalid);
    QVERIFY(!id.isQuiz());
    QVERIFY(id.format().isEmpty());
    QVERIFY(id == QuizId());
}

void TestQuizId::factoriesCheckTheirNames()
{
    QVERIFY(!QuizId::lesson(QString()).isValid());
    QVERIFY(!QuizId::imported(QString()).isValid());
    QVERIFY(!QuizId::imported(QStringLiteral("a/b.gift")).isValid());
    QVERIFY(!QuizId::imported(QStringLiteral("a\\b.gift")).isValid());
    // A lesson id is the lesson's business (lesson.json checks it), not the grammar's.
    QVERIFY(QuizId::lesson(QStringLiteral("x/y")).isValid());
    QVERIFY(!(QuizId::lesson(QStringLiteral("a")) == QuizId::imported(QStringLiteral("a"))));
    QVERIFY(!(QuizId::lesson(QStringLiteral("a")) == QuizId::lesson(QStringLiteral("b"))));
}

void TestQuizId::accessors()
{
    const QuizId lesson = QuizId::lesson(QStringLiteral("cpu-vs-gpu"));
    QCOMPARE(lesson.lessonId(), QStringLiteral("cpu-vs-gpu"));
    QVERIFY(lesson.fileName().isEmpty());
    QVERIFY(lesson.isQuiz());
    const QuizId imported = QuizId::imported(QStringLiteral("bank.gift"));
    QCOMPARE(imported.fileName(), QStringLiteral("bank.gift"));
    QVERIFY(imported.lessonId().isEmpty());
    QVERIFY(imported.isQuiz());
    QVERIFY(QuizId::exam().isQuiz());
    QVERIFY(QuizId::exam().lessonId().isEmpty());
    QVERIFY(QuizId::exam().fileName().isEmpty());
    // The results page is listed with the quizzes but is not one: no attempt is stored for it.
    QVERIFY(QuizId::history().isValid());
    QVERIFY(!QuizId::history().isQuiz());
}

QTEST_GUILESS_MAIN(TestQuizId)
#include "tst_quizid.moc"
