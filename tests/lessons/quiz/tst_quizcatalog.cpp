// QuizCatalog: every shipped lesson has its quiz; the exam draws the same questions for the same
// seed and others for another; an instructor's bank is validated, copied into the data folder
// (never replacing another with the same name) and listed; a bank where nothing loads is refused
// with its problems; questions about this machine join the lesson's quiz when figures exist.
#include "lessons/framework/quiz/quizcatalog.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace gpulab;

class TestQuizCatalog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void everyLessonHasItsQuiz()
    {
        const QuizCatalog catalog(loadLessonLibrary(), QString());
        const QList<LessonLoadResult> lessons = loadLessonLibrary();
        QCOMPARE(catalog.lessonQuizzes().size(), lessons.size());
        for (const QuizSource &source : catalog.lessonQuizzes()) {
            QCOMPARE(source.id.kind(), QuizId::Kind::Lesson);
            QVERIFY2(source.questions >= 12, qPrintable(source.id.format()));
            const LoadedQuiz quiz = catalog.load(source.id, 1);
            QVERIFY(quiz.found);
            QVERIFY2(quiz.problems.isEmpty(), qPrintable(quiz.problems.join('\n')));
            QCOMPARE(quiz.items.size(), source.questions);
            QCOMPARE(quiz.items.first().lessonId, source.id.lessonId());
        }
        QVERIFY(!catalog.load(QuizId::lesson("nope"), 1).found);
        QVERIFY(!catalog.load(QuizId::imported("nope.gift"), 1).found);
        QVERIFY(!catalog.load(QuizId::history(), 1).found); // the results page is no quiz
        QVERIFY(!catalog.load(QuizId(), 1).found);
    }

    void examIsReproducible()
    {
        const QuizCatalog catalog(loadLessonLibrary(), QString());
        const LoadedQuiz a = catalog.load(QuizId::exam(), 42);
        const LoadedQuiz b = catalog.load(QuizId::exam(), 42);
        const LoadedQuiz c = catalog.load(QuizId::exam(), 43);
        QVERIFY(a.found);
        QCOMPARE(a.source.id, QuizId::exam());
        QCOMPARE(a.items.size(),
                 catalog.lessonQuizzes().size() * QuizCatalog::kExamQuestionsPerLesson);
        QCOMPARE(catalog.exam().questions, int(a.items.size()));
        auto keys = [](const LoadedQuiz &q) {
            QStringList k;
            for (const QuizItem &item : q.items)
                k << item.lessonId + "/" + item.question.key();
            return k;
        };
        QCOMPARE(keys(a), keys(b));
        QVERIFY(keys(a) != keys(c));
        QSet<QString> lessons;
        for (const QuizItem &item : a.items) {
            lessons.insert(item.lessonId);
            QVERIFY(quiz::isGraded(item.question.type));
        }
        QCOMPARE(lessons.size(), catalog.lessonQuizzes().size());
    }

    void measuredQuestionsJoinTheLessonQuiz()
    {
        const QuizCatalog catalog(loadLessonLibrary(), QString());
        MeasuredFigures figures;
        figures.race =
            MeasuredRace{"dev", {}, 256, "serial-naive", 0.5, 0.06, "opencl-tiled", 0.01, 3.3};
        const int plain = int(catalog.load(QuizId::lesson("live-lab"), 1).items.size());
        const LoadedQuiz quiz = catalog.load(QuizId::lesson("live-lab"), 1, figures);
        QCOMPARE(quiz.items.size(), plain + 2);
        QCOMPARE(quiz.items.last().question.title, QStringLiteral("Your race: GFLOP/s"));
    }

    void importValidatesAndCopies()
    {
        QTemporaryDir source, data;
        const QuizCatalog catalog({}, data.filePath("quizzes"));
        QVERIFY(catalog.importedQuizzes().isEmpty());

        auto write = [&](const QString &name, const QByteArray &bytes) {
            QFile f(source.filePath(name));
            f.open(QIODevice::WriteOnly);
            f.write(bytes);
            return f.fileName();
        };
        const QString good = write("my_bank.gift", "::A::One?{T}\n\n::B::Two?{=a ~b}\n");
        QuizImport result = catalog.importFile(good);
        QVERIFY2(result.ok, qPrintable(result.problems.join('\n')));
        QVERIFY(result.problems.isEmpty());
        QCOMPARE(result.source.id.format(), QStringLiteral("import:my_bank.gift"));
        QCOMPARE(result.source.title, QStringLiteral("my bank"));
        QCOMPARE(result.source.questions, 2);
        QFile::remove(good); // the copy is what counts
        QCOMPARE(catalog.importedQuizzes().size(), 1);
        const LoadedQuiz loaded = catalog.load(QuizId::parse("import:my_bank.gift"), 3);
        QVERIFY(loaded.found);
        QCOMPARE(loaded.items.size(), 2);
        QVERIFY(loaded.items.first().lessonId.isEmpty());

        // Same name, other questions: kept beside, not over, the first.
        const QString other = write("my_bank.gift", "::C::Three?{F}\n");
        result = catalog.importFile(other);
        QVERIFY(result.ok);
        QCOMPARE(result.source.id, QuizId::imported("my_bank-2.gift"));
        // The same file again: nothing new.
        QCOMPARE(catalog.importFile(other).source.id, QuizId::imported("my_bank-2.gift"));
        QCOMPARE(catalog.importedQuizzes().size(), 2);

        // Some broken questions: imported, with the problems named by file and line.
        const QString partly = write("partly.gift", "::A::Fine{T}\n\n::B::Broken{~x}\n");
        result = catalog.importFile(partly);
        QVERIFY(result.ok);
        QCOMPARE(result.problems.size(), 1);
        QVERIFY(result.problems.first().startsWith(partly + ":3: "));
        QCOMPARE(result.source.questions, 1);

        // Nothing loads: refused, nothing copied.
        const QString broken = write("broken.gift", "Q {=a\n\n\xC3\x28{T}\n");
        result = catalog.importFile(broken);
        QVERIFY(!result.ok);
        QCOMPARE(result.problems.size(), 3);
        QVERIFY(!QFile::exists(data.filePath("quizzes/broken.gift")));
        QVERIFY(!catalog.importFile(source.filePath("missing.gift")).ok);

        QString error;
        QVERIFY(catalog.removeImported(QuizId::imported("partly.gift"), &error));
        QVERIFY(!catalog.removeImported(QuizId::lesson("live-lab"), &error));
        QVERIFY(!catalog.removeImported(QuizId::parse("import:../x.gift"), &error));
        QCOMPARE(catalog.importedQuizzes().size(), 2);
    }

    // A Moodle XML bank is kept as it is (".xml", its pictures inside) and loads like a GIFT one.
    void importMoodleXml()
    {
        QTemporaryDir source, data;
        const QuizCatalog catalog({}, data.filePath("quizzes"));
        const QString path = source.filePath("week 4.XML");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray xml =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n"
            "<question type=\"truefalse\"><name><text>TF</text></name><questiontext "
            "format=\"html\"><text>GPUs have warps.</text></questiontext>"
            "<answer fraction=\"100\"><text>true</text></answer><answer fraction=\"0\">"
            "<text>false</text></answer></question>\n"
            "<question type=\"cloze\"><name><text>C</text></name></question>\n"
            "</quiz>\n";
        f.write(xml);
        f.close();
        const QuizImport result = catalog.importFile(path);
        QVERIFY2(result.ok, qPrintable(result.problems.join('\n')));
        QCOMPARE(result.source.id.format(), QStringLiteral("import:week 4.xml"));
        QCOMPARE(result.problems.size(), 1); // the cloze question, by line
        QVERIFY2(result.problems.first().startsWith(path + ":4: "),
                 qPrintable(result.problems.first()));
        QFile copy(data.filePath("quizzes/week 4.xml"));
        QVERIFY(copy.open(QIODevice::ReadOnly));
        QCOMPARE(copy.readAll(), xml);
        const QList<QuizSource> imported = catalog.importedQuizzes();
        QCOMPARE(imported.size(), 1);
        QCOMPARE(imported.first().questions, 1);
        const LoadedQuiz quiz = catalog.load(imported.first().id, 1);
        QVERIFY(quiz.found);
        QCOMPARE(quiz.items.size(), 1);
        QCOMPARE(quiz.items.first().question.type, gift::QuestionType::TrueFalse);
        // Not XML at all: refused, nothing copied.
        QFile bad(source.filePath("bad.xml"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("::A::GIFT in an .xml file{T}\n");
        bad.close();
        const QuizImport refused = catalog.importFile(bad.fileName());
        QVERIFY(!refused.ok);
        QVERIFY(refused.problems.first().contains("not a Moodle XML file"));
        QVERIFY(!QFile::exists(data.filePath("quizzes/bad.xml")));
    }
};

QTEST_GUILESS_MAIN(TestQuizCatalog)
#include "tst_quizcatalog.moc"
