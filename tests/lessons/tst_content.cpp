// The lesson content framework: manifests load, and every kind of malformed manifest is
// reported with the file, the line and the reason, without stopping the other lessons. Also
// checks every lesson shipped in lessons/.
#include "lessons/framework/lessoncontent.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace gpulab;

class TestContent : public QObject
{
    Q_OBJECT

private slots:
    void shippedLessonsLoad();
    void goodManifestLoads();
    void malformed_data();
    void malformed();
    void badLessonDoesNotStopOthers();
    void duplicateLessonIds();

private:
    static QString writeLesson(const QTemporaryDir &dir, const QString &name,
                               const QByteArray &manifest, const QStringList &files = {});
};

static const QByteArray kGood = R"({
  "id": "demo",
  "title": "Demo lesson",
  "summary": "A lesson for the tests.",
  "objectives": ["Learn one thing."],
  "simulation": "none",
  "quiz": "quiz.gift",
  "sections": [
    {"id": "one", "title": "One", "file": "01.md", "notes": "Say hello."},
    {"id": "two", "title": "Two", "file": "02.md"}
  ]
}
)";

QString TestContent::writeLesson(const QTemporaryDir &dir, const QString &name,
                                 const QByteArray &manifest, const QStringList &files)
{
    const QString folder = dir.filePath(name);
    QDir().mkpath(folder);
    QFile json(QDir(folder).filePath("lesson.json"));
    if (!json.open(QIODevice::WriteOnly))
        return {};
    json.write(manifest);
    for (const QString &file : files) {
        QFile f(QDir(folder).filePath(file));
        if (f.open(QIODevice::WriteOnly))
            f.write("# " + file.toUtf8() + "\n\nText.\n");
    }
    return folder;
}

void TestContent::shippedLessonsLoad()
{
    const QList<LessonLoadResult> lessons = loadLessons(GPULAB_LESSONS_DIR);
    QVERIFY(!lessons.isEmpty());
    bool sawHowTo = false;
    for (const LessonLoadResult &result : lessons) {
        QStringList problems;
        for (const LessonProblem &p : result.problems)
            problems << p.toString();
        QVERIFY2(result.ok(), qPrintable(problems.join('\n')));
        for (const LessonSection &section : result.content.sections) {
            LessonProblem problem;
            const QString markdown = readSectionMarkdown(section, &problem);
            QVERIFY2(problem.message.isEmpty(), qPrintable(problem.toString()));
            QVERIFY2(markdown.startsWith("# "), qPrintable(section.file)); // a heading first
            QVERIFY2(!section.notes.isEmpty(), qPrintable(section.id + ": instructor notes"));
        }
        sawHowTo |= result.content.id == "how-to-use";
    }
    QVERIFY(sawHowTo);
}

void TestContent::goodManifestLoads()
{
    QTemporaryDir dir;
    const QString folder = writeLesson(dir, "demo", kGood, {"01.md", "02.md", "quiz.gift"});
    const LessonLoadResult result = loadLesson(folder);
    QVERIFY(result.ok());
    const LessonContent &lesson = result.content;
    QCOMPARE(lesson.id, QString("demo"));
    QCOMPARE(lesson.title, QString("Demo lesson"));
    QCOMPARE(lesson.objectives, QStringList{"Learn one thing."});
    QCOMPARE(lesson.simulation, QString("none"));
    QVERIFY(lesson.quizFile.endsWith("quiz.gift"));
    QCOMPARE(lesson.sections.size(), 2);
    QCOMPARE(lesson.sections[0].notes, QString("Say hello."));
    QCOMPARE(lesson.sections[1].notes, QString());
    QCOMPARE(readSectionMarkdown(lesson.sections[1]), QString("# 02.md\n\nText.\n"));
}

void TestContent::malformed_data()
{
    QTest::addColumn<QByteArray>("manifest");
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    const QStringList all = {"01.md", "02.md", "quiz.gift"};

    QByteArray broken = kGood;
    broken.replace("\"Demo lesson\",", "\"Demo lesson\""); // missing comma after line 3
    QTest::newRow("json syntax") << broken << all << 4 << "not valid JSON";
    QTest::newRow("not an object") << QByteArray("[1, 2]") << all << 1 << "JSON object";
    QByteArray noTitle = kGood;
    noTitle.replace("  \"title\": \"Demo lesson\",\n", "");
    QTest::newRow("missing title") << noTitle << all << 1 << "missing \"title\"";
    QByteArray badId = kGood;
    badId.replace("\"demo\"", "\"Demo Lesson\"");
    QTest::newRow("bad id") << badId << all << 2 << "lowercase letters";
    QByteArray emptyObjectives = kGood;
    emptyObjectives.replace("[\"Learn one thing.\"]", "[]");
    QTest::newRow("no objectives") << emptyObjectives << all << 5 << "\"objectives\"";
    QTest::newRow("missing section file")
        << kGood << QStringList{"01.md", "quiz.gift"} << 10 << "\"02.md\" does not exist";
    QTest::newRow("missing quiz") << kGood << QStringList{"01.md", "02.md"} << 7
                                  << "quiz file \"quiz.gift\" does not exist";
    QByteArray duplicate = kGood;
    duplicate.replace("\"id\": \"two\"", "\"id\": \"one\"");
    QTest::newRow("duplicate section") << duplicate << all << 10 << "used twice";
    QByteArray sectionNoTitle = kGood;
    sectionNoTitle.replace("\"title\": \"Two\", ", "");
    QTest::newRow("section without title") << sectionNoTitle << all << 10 << "missing \"title\"";
    QByteArray titleNumber = kGood;
    titleNumber.replace("\"Demo lesson\"", "42");
    QTest::newRow("title not a string") << titleNumber << all << 3 << "non-empty string";
}

void TestContent::malformed()
{
    QFETCH(QByteArray, manifest);
    QFETCH(QStringList, files);
    QFETCH(int, line);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString folder = writeLesson(dir, "demo", manifest, files);
    const LessonLoadResult result = loadLesson(folder);
    QVERIFY(!result.ok());
    const LessonProblem &problem = result.problems.first();
    QVERIFY2(problem.message.contains(message), qPrintable(problem.toString()));
    QCOMPARE(problem.file, QDir(folder).filePath("lesson.json"));
    QCOMPARE(problem.line, line);
    QVERIFY(problem.toString().startsWith(problem.file + ":" + QString::number(line) + ": "));
}

void TestContent::badLessonDoesNotStopOthers()
{
    QTemporaryDir dir;
    writeLesson(dir, "a-good", kGood, {"01.md", "02.md", "quiz.gift"});
    writeLesson(dir, "b-bad", "{ this is not json");
    QByteArray other = kGood;
    other.replace("\"demo\"", "\"other\"");
    writeLesson(dir, "c-good", other, {"01.md", "02.md", "quiz.gift"});
    QDir().mkpath(dir.filePath("d-not-a-lesson")); // no lesson.json: ignored
    const QList<LessonLoadResult> lessons = loadLessons(dir.path());
    QCOMPARE(lessons.size(), 3);
    QVERIFY(lessons[0].ok());
    QVERIFY(!lessons[1].ok());
    QCOMPARE(lessons[1].problems.first().line, 1);
    QVERIFY(lessons[2].ok());
    QCOMPARE(lessons[2].content.id, QString("other"));
}

void TestContent::duplicateLessonIds()
{
    QTemporaryDir dir;
    writeLesson(dir, "first", kGood, {"01.md", "02.md", "quiz.gift"});
    writeLesson(dir, "second", kGood, {"01.md", "02.md", "quiz.gift"});
    const QList<LessonLoadResult> lessons = loadLessons(dir.path());
    QCOMPARE(lessons.size(), 2);
    QVERIFY(lessons[0].ok());
    QVERIFY(!lessons[1].ok());
    QVERIFY(lessons[1].problems.first().message.contains("already has the id"));
}

QTEST_GUILESS_MAIN(TestContent)
#include "tst_content.moc"
