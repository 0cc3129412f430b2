// The lesson content framework: manifests load, and every kind of malformed manifest is
// reported with the file, the line and the reason, without stopping the other lessons. Also
// checks every lesson shipped in lessons/.
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/teachertips.h"

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
    void builtinLessonsAreCompiledIn();
    void externalFolderOverlaysBuiltins();
    void missingExternalFolderIsReported();
    void curriculumOrder();
    void beatsMustBeBoolean();
    void giftQuestionCount_data();
    void giftQuestionCount();
    void linksMayNotLeaveTheFolder();
    void manySectionsLoadInLinearTime();
    void longTableIsCut();
    void boundsOfASection_data();
    void boundsOfASection();
    void cutSectionIsReportedWithItsLine();
    void translationReplacesTheText();
    void translationFallsBackSectionBySection();
    void malformedTranslation_data();
    void malformedTranslation();
    void translationFolderFollowsTheLocale();
    void translatedQuizMustGradeAsTheOriginal_data();
    void translatedQuizMustGradeAsTheOriginal();
    void shippedTranslationsMatchTheirOriginals();

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
        QVERIFY(result.sectionsCut.isEmpty());
        for (const LessonSection &section : result.content.sections) {
            LessonProblem problem;
            const QString markdown = readSectionMarkdown(section, &problem);
            QVERIFY2(problem.message.isEmpty(), qPrintable(problem.toString()));
            QVERIFY2(boundSectionMarkdown(markdown) == markdown, qPrintable(section.file));
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
    // A lesson folder stays inside itself: a shared lesson must not read a student's files.
    QByteArray absolute = kGood;
    absolute.replace("\"02.md\"", "\"/etc/hostname\"");
    QTest::newRow("absolute section file") << absolute << all << 10 << "absolute path";
    QByteArray upward = kGood;
    upward.replace("\"quiz.gift\"", "\"../../../etc/passwd\"");
    QTest::newRow("quiz outside the folder") << upward << all << 7 << "outside the lesson folder";
    QByteArray sneaky = kGood;
    sneaky.replace("\"01.md\"", "\"sub/../../demo2/01.md\"");
    QTest::newRow("section through ..") << sneaky << all << 9 << "outside the lesson folder";
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

void TestContent::builtinLessonsAreCompiledIn()
{
    // The resources hold the same lessons as the source tree, so the app needs no files.
    const QList<LessonLoadResult> builtin = loadLessons(builtinLessonsRoot());
    const QList<LessonLoadResult> source = loadLessons(GPULAB_LESSONS_DIR);
    QVERIFY(!builtin.isEmpty());
    QCOMPARE(builtin.size(), source.size());
    for (int i = 0; i < builtin.size(); ++i) {
        QVERIFY2(builtin[i].ok(), qPrintable(builtin[i].problems.value(0).toString()));
        QCOMPARE(builtin[i].content.id, source[i].content.id);
        QVERIFY(builtin[i].content.manifestPath.startsWith(":/lessons/"));
        for (const LessonSection &section : builtin[i].content.sections)
            QVERIFY(!readSectionMarkdown(section).isEmpty());
    }
}

void TestContent::externalFolderOverlaysBuiltins()
{
    QTemporaryDir dir;
    // A translated copy of the built-in how-to lesson replaces it; a new lesson is added.
    QByteArray translated = kGood;
    translated.replace("\"demo\"", "\"how-to-use\"").replace("Demo lesson", "Mode d'emploi");
    writeLesson(dir, "howto", translated, {"01.md", "02.md", "quiz.gift"});
    QByteArray extra = kGood;
    extra.replace("\"demo\"", "\"extra-lesson\"");
    writeLesson(dir, "extra", extra, {"01.md", "02.md", "quiz.gift"});
    const QList<LessonLoadResult> lessons = loadLessonLibrary(dir.path());
    const QList<LessonLoadResult> builtin = loadLessonLibrary();
    QCOMPARE(lessons.size(), builtin.size() + 1);
    int replaced = 0, added = 0;
    for (const LessonLoadResult &lesson : lessons) {
        if (lesson.content.id == "how-to-use") {
            QCOMPARE(lesson.content.title, QString("Mode d'emploi"));
            QVERIFY(lesson.content.folder.startsWith(dir.path()));
            ++replaced;
        }
        added += lesson.content.id == "extra-lesson" ? 1 : 0;
    }
    QCOMPARE(replaced, 1);
    QCOMPARE(added, 1);
}

void TestContent::missingExternalFolderIsReported()
{
    const QList<LessonLoadResult> lessons = loadLessonLibrary("/nonexistent/gpulab-lessons");
    QVERIFY(!lessons.isEmpty());
    QVERIFY(lessons.first().ok()); // the built-in lessons still load
    QVERIFY(!lessons.last().ok());
    QVERIFY(lessons.last().problems.first().toString().contains("does not exist"));
}

void TestContent::curriculumOrder()
{
    QTemporaryDir dir;
    QByteArray late = kGood;
    late.replace("\"demo\"", "\"aaa-late\"")
        .replace("\"simulation\"", "\"order\": 20, \"simulation\"");
    QByteArray early = kGood;
    early.replace("\"demo\"", "\"zzz-early\"")
        .replace("\"simulation\"", "\"order\": 5, \"simulation\"");
    writeLesson(dir, "a", late, {"01.md", "02.md", "quiz.gift"});
    writeLesson(dir, "z", early, {"01.md", "02.md", "quiz.gift"});
    const QList<LessonLoadResult> lessons = loadLessons(dir.path());
    QCOMPARE(lessons.size(), 2);
    QCOMPARE(lessons[0].content.id, QString("zzz-early"));
    QCOMPARE(lessons[1].content.order, 20);

    QByteArray bad = kGood;
    bad.replace("\"simulation\"", "\"order\": \"first\", \"simulation\"");
    writeLesson(dir, "b", bad, {"01.md", "02.md", "quiz.gift"});
    const LessonLoadResult result = loadLesson(dir.filePath("b"));
    QVERIFY(!result.ok());
    QVERIFY(result.problems.first().message.contains("whole number"));
}

void TestContent::beatsMustBeBoolean()
{
    QTemporaryDir dir;
    QByteArray good = kGood;
    good.replace("\"notes\": \"Say hello.\"", "\"notes\": \"Say hello.\", \"beats\": true");
    writeLesson(dir, "good", good, {"01.md", "02.md", "quiz.gift"});
    const LessonLoadResult ok = loadLesson(dir.filePath("good"));
    QVERIFY(ok.ok());
    QVERIFY(ok.content.sections[0].beats);
    QVERIFY(!ok.content.sections[1].beats);
    QByteArray bad = kGood;
    bad.replace("\"notes\": \"Say hello.\"", "\"beats\": \"yes\"");
    writeLesson(dir, "bad", bad, {"01.md", "02.md", "quiz.gift"});
    const LessonLoadResult wrong = loadLesson(dir.filePath("bad"));
    QVERIFY(!wrong.ok());
    QCOMPARE(wrong.problems.first().line, 9);
    QVERIFY(wrong.problems.first().message.contains("\"beats\" must be true or false"));
}

void TestContent::giftQuestionCount_data()
{
    QTest::addColumn<QByteArray>("gift");
    QTest::addColumn<int>("count");
    QTest::newRow("empty") << QByteArray() << 0;
    QTest::newRow("comments only") << QByteArray("// a\n// b\n\n$CATEGORY: x\n") << 0;
    QTest::newRow("two") << QByteArray("// c\n::A::Q1{=a ~b}\n\n::B::Q2{T}\n") << 2;
    QTest::newRow("multi-line question") << QByteArray("Q1 {\n=a\n~b\n}\n\n\n\nQ2{#3:1}") << 2;
    QTest::newRow("crlf and bom") << QByteArray("\xEF\xBB\xBF// c\r\n\r\nQ1{T}\r\n\r\nQ2{F}\r\n")
                                  << 2;
    QTest::newRow("comment inside a block") << QByteArray("// about Q1\nQ1{T}\n") << 1;
}

void TestContent::giftQuestionCount()
{
    QFETCH(QByteArray, gift);
    QFETCH(int, count);
    QTemporaryDir dir;
    QFile file(dir.filePath("q.gift"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(gift);
    file.close();
    QCOMPARE(countGiftQuestions(file.fileName()), count);
    QCOMPARE(countGiftQuestions(dir.filePath("missing.gift")), 0);
}

// A symbolic link inside the folder that points outside it is refused like "..": what a path
// really reads is checked, not only its text. A link to a file inside the folder is fine.
void TestContent::linksMayNotLeaveTheFolder()
{
    QTemporaryDir dir;
    const QString folder = writeLesson(dir, "demo", kGood, {"01.md", "real.md", "quiz.gift"});
    QFile secret(dir.filePath("secret.md"));
    QVERIFY(secret.open(QIODevice::WriteOnly));
    secret.write("# A student's own file\n");
    secret.close();
    QVERIFY(QFile::link(secret.fileName(), QDir(folder).filePath("02.md")));
    LessonLoadResult result = loadLesson(folder);
    QVERIFY(!result.ok());
    QVERIFY2(result.problems.first().message.contains("link that leads outside"),
             qPrintable(result.problems.first().toString()));
    QCOMPARE(result.problems.first().line, 10);
    QVERIFY(QFile::remove(QDir(folder).filePath("02.md")));
    QVERIFY(QFile::link(QDir(folder).filePath("real.md"), QDir(folder).filePath("02.md")));
    result = loadLesson(folder);
    QVERIFY2(result.ok(),
             result.problems.isEmpty() ? "" : qPrintable(result.problems.first().toString()));
}

// The manifest's line numbers are found without rescanning the text for every section: 20,000
// sections load at once (they took minutes when each lookup started again from the top), and
// a problem in the last one still names its line.
void TestContent::manySectionsLoadInLinearTime()
{
    QTemporaryDir dir;
    QByteArray manifest = R"({"id": "big", "title": "Big", "summary": "s", "objectives": ["o"],
"simulation": "none", "sections": [
)";
    const int count = 20000;
    for (int i = 0; i < count; ++i)
        manifest += QByteArray(i ? ",\n" : "") + "{\"id\": \"s" + QByteArray::number(i) +
                    "\", \"title\": \"S\", \"file\": \"" +
                    (i == count - 1 ? "missing.md" : "01.md") + "\"}";
    manifest += "\n]}\n";
    const QString folder = writeLesson(dir, "big", manifest, {"01.md"});
    QElapsedTimer timer;
    timer.start();
    const LessonLoadResult result = loadLesson(folder);
    QCOMPARE(result.problems.size(), 1);
    QCOMPARE(result.problems.first().line, 2 + count);
    QCOMPARE(result.content.sections.size(), count);
    qInfo("20,000 sections loaded in %lld ms", timer.elapsed());
}

// "| r0 c0 | r0 c1 | r0 c2 |" rows under a header, after a heading and a blank line.
static QString table(int rows, int columns = 3)
{
    QString text = QStringLiteral("# Table\n\n|");
    for (int c = 0; c < columns; ++c)
        text += QStringLiteral(" h%1 |").arg(c);
    text += QStringLiteral("\n|");
    for (int c = 0; c < columns; ++c)
        text += QStringLiteral("---|");
    text += QLatin1Char('\n');
    for (int r = 0; r < rows; ++r) {
        text += QLatin1Char('|');
        for (int c = 0; c < columns; ++c)
            text += QStringLiteral(" r%1 c%2 |").arg(r).arg(c);
        text += QLatin1Char('\n');
    }
    return text;
}

// Qt takes 10.8 s to lay out a table of 10,000 rows: the section shows its first 500 rows (the
// header among them) and says so; the rest is left out.
void TestContent::longTableIsCut()
{
    const QString markdown = table(10000);
    int cutLine = 0;
    QString why;
    QElapsedTimer timer;
    timer.start();
    const QString shown = boundSectionMarkdown(markdown, &cutLine, &why);
    QVERIFY(timer.elapsed() < 300);
    QCOMPARE(cutLine, 4 + sectionlimit::kTableRows); // lines 1-4: heading, blank, header, ---
    QVERIFY(shown.startsWith(markdown.left(markdown.indexOf(QStringLiteral("| r499 ")))));
    QVERIFY(!shown.contains(QStringLiteral("| r499 ")));
    QVERIFY2(shown.endsWith(QStringLiteral("\n\n---\n\n*This section is too long: 500 table rows "
                                           "are shown of 10,001; the rest of the section is "
                                           "left out.*\n")),
             qPrintable(shown.right(200)));
    QVERIFY2(why.contains(QStringLiteral("10001 rows")), qPrintable(why));
    QCOMPARE(boundSectionMarkdown(shown), shown); // what is shown is within the bounds
}

void TestContent::boundsOfASection_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<int>("cutLine"); // 0: shown whole
    QTest::addColumn<QString>("notice");
    QTest::newRow("499 rows and the header") << table(499) << 0 << QString();
    QTest::newRow("500 rows and the header")
        << table(500) << 504 << QStringLiteral("500 table rows are shown of 501");
    QString twoTables = table(300) + QStringLiteral("\nText between.\n\n") + table(300);
    QTest::newRow("two tables count together")
        << twoTables << 312 + 198 << QStringLiteral("500 table rows are shown of 602");
    QTest::newRow("cells: 60 rows of 100 columns")
        << table(60, 100) << 5 + 49 << QStringLiteral("50 table rows are shown of 61");
    QString fenced =
        QStringLiteral("# Code\n\n```\n") + table(1000).mid(9) + QStringLiteral("```\n");
    QTest::newRow("rows in fenced code are code") << fenced << 0 << QString();
    QString tilde = QStringLiteral("~~~~\n") + table(1000) + QStringLiteral("~~~~\n") + table(10);
    QTest::newRow("a ~~~ fence ends with ~~~") << tilde << 0 << QString();
    const QString line =
        QStringLiteral("A line of text that goes on for a while, and then ends.\n");
    QString paragraphs;
    while (paragraphs.size() <= sectionlimit::kCharacters)
        paragraphs += line;
    // Whole lines that leave the notice room within the bound (1 KiB).
    const int kept = int((sectionlimit::kCharacters - 1024) / line.size());
    QTest::newRow("characters") << paragraphs << kept + 1
                                << QStringLiteral("%1 characters are shown of %2")
                                       .arg(QLocale().toString(kept * line.size()),
                                            QLocale().toString(paragraphs.size()));
    const QString oneLine(sectionlimit::kCharacters + 10, QLatin1Char('x'));
    QTest::newRow("one long line is cut inside")
        << oneLine << 1
        << QStringLiteral("%1 characters are shown of %2")
               .arg(QLocale().toString(sectionlimit::kCharacters - 1024),
                    QLocale().toString(oneLine.size()));
}

void TestContent::boundsOfASection()
{
    QFETCH(QString, markdown);
    QFETCH(int, cutLine);
    QFETCH(QString, notice);
    int line = -1;
    const QString shown = boundSectionMarkdown(markdown, &line);
    QCOMPARE(line, cutLine);
    if (cutLine == 0) {
        QCOMPARE(shown, markdown);
        return;
    }
    QVERIFY2(shown.contains(notice), qPrintable(shown.right(200)));
    const qsizetype kept = shown.lastIndexOf(QStringLiteral("\n\n---\n\n*"));
    QVERIFY(markdown.startsWith(shown.left(kept)));
    QVERIFY(kept <= sectionlimit::kCharacters);
    if (line > 1) // the cut falls at the start of the first line left out
        QCOMPARE(markdown.left(kept).count(QLatin1Char('\n')), line - 1);
    QCOMPARE(boundSectionMarkdown(shown), shown);
}

// The loader reads every section: one too long is shown cut, and `gpulab-cli lessons`, the
// content test and the window's problems name the place (the lesson still loads).
void TestContent::cutSectionIsReportedWithItsLine()
{
    QTemporaryDir dir;
    const QString folder = writeLesson(dir, "long", kGood, {"01.md", "02.md", "quiz.gift"});
    QFile section(QDir(folder).filePath("02.md"));
    QVERIFY(section.open(QIODevice::WriteOnly));
    section.write(table(10000).toUtf8());
    section.close();
    const LessonLoadResult result = loadLesson(folder);
    QVERIFY(result.ok());
    QCOMPARE(result.content.sections.size(), 2);
    QCOMPARE(result.sectionsCut.size(), 1);
    QCOMPARE(result.sectionsCut.first().file, result.content.sections[1].file);
    QCOMPARE(result.sectionsCut.first().line, 504);
    QVERIFY(result.sectionsCut.first().toString().contains(":504: the section is too long"));
    LessonProblem problem, cut;
    const QString shown = readSectionMarkdown(result.content.sections[1], &problem, &cut);
    QVERIFY(problem.message.isEmpty());
    QCOMPARE(cut.toString(), result.sectionsCut.first().toString());
    QVERIFY(shown.contains("500 table rows are shown of 10,001"));
}

namespace {
// Writes `text` to `path`, making its folder.
bool writeText(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}
} // namespace

void TestContent::translationReplacesTheText()
{
    QTemporaryDir dir;
    const QString folder = writeLesson(dir, "demo", kGood, {"01.md", "02.md", "quiz.gift"});
    const QString es = folder + "/i18n/es";
    QVERIFY(writeText(es + "/lesson.json", R"({
  "title": "Lección de prueba",
  "summary": "Una lección para las pruebas.",
  "objectives": ["Aprender una cosa."],
  "quiz": "preguntas.gift",
  "sections": [
    {"id": "one", "title": "Uno", "notes": "Saluda."},
    {"id": "two", "title": "Dos", "file": "dos.md"}
  ]
})"));
    QVERIFY(writeText(es + "/01.md", "# Uno\n\nTexto.\n"));
    QVERIFY(writeText(es + "/dos.md", "# Dos\n"));
    QVERIFY(writeText(folder + "/quiz.gift", "::P1:: Yes? {T}\n"));
    QVERIFY(writeText(es + "/preguntas.gift", "::P1:: ¿Sí? {T}\n"));
    LessonLoadResult result = loadLesson(folder);
    QVERIFY(result.ok());
    LessonContent &lesson = result.content;
    QCOMPARE(translationFolder(lesson, QLocale(QLocale::Spanish, QLocale::Mexico)), es);
    const QList<LessonProblem> problems = applyTranslation(lesson, es);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).toString()));
    QCOMPARE(lesson.language, QString("es"));
    QCOMPARE(lesson.title, QString("Lección de prueba"));
    QCOMPARE(lesson.summary, QString("Una lección para las pruebas."));
    QCOMPARE(lesson.objectives, QStringList{"Aprender una cosa."});
    QCOMPARE(lesson.sections[0].title, QString("Uno"));
    QCOMPARE(lesson.sections[0].notes, QString("Saluda."));
    QCOMPARE(readSectionMarkdown(lesson.sections[0]), QString("# Uno\n\nTexto.\n"));
    QCOMPARE(readSectionMarkdown(lesson.sections[1]), QString("# Dos\n"));
    QVERIFY(lesson.sections[0].translated && lesson.sections[1].translated);
    QCOMPARE(lesson.untranslatedSections(), 0);
    QVERIFY(lesson.quizTranslated);
    QVERIFY(lesson.quizFile.endsWith("i18n/es/preguntas.gift"));
    // The structure stays the original's.
    QCOMPARE(lesson.id, QString("demo"));
    QCOMPARE(lesson.sections[0].id, QString("one"));
}

void TestContent::translationFallsBackSectionBySection()
{
    QTemporaryDir dir;
    const QString folder = writeLesson(dir, "demo", kGood, {"01.md", "02.md", "quiz.gift"});
    const QString zh = folder + "/i18n/zh_CN";
    // Only the title and the second section are translated; no quiz bank.
    QVERIFY(writeText(zh + "/lesson.json", R"({"title": "演示课"})"));
    QVERIFY(writeText(zh + "/02.md", "# 二\n"));
    LessonLoadResult result = loadLesson(folder);
    LessonContent &lesson = result.content;
    QCOMPARE(translationFolder(lesson, QLocale(QLocale::Chinese, QLocale::China)), zh);
    // Traditional Chinese is another translation: none here.
    QCOMPARE(translationFolder(lesson, QLocale(QLocale::Chinese, QLocale::Taiwan)), QString());
    QVERIFY(applyTranslation(lesson, zh).isEmpty());
    QCOMPARE(lesson.language, QString("zh_CN"));
    QCOMPARE(lesson.title, QString("演示课"));
    QCOMPARE(lesson.summary, QString("A lesson for the tests."));
    QVERIFY(!lesson.sections[0].translated);
    QCOMPARE(readSectionMarkdown(lesson.sections[0]), QString("# 01.md\n\nText.\n"));
    QVERIFY(lesson.sections[1].translated);
    QCOMPARE(lesson.sections[1].title, QString("Two")); // no title given: the English one
    QCOMPARE(readSectionMarkdown(lesson.sections[1]), QString("# 二\n"));
    QCOMPARE(lesson.untranslatedSections(), 1);
    QVERIFY(!lesson.quizTranslated);
    QVERIFY(lesson.quizFile.endsWith("/demo/quiz.gift"));
}

void TestContent::malformedTranslation_data()
{
    QTest::addColumn<QByteArray>("manifest");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("not JSON") << QByteArray("{\n  \"title\": \"x\",\n  oops\n}") << 3
                              << "not valid JSON";
    QTest::newRow("not an object") << QByteArray("[1]") << 1 << "must be a JSON object";
    QTest::newRow("empty title") << QByteArray("{\n  \"title\": \"  \"\n}") << 2
                                 << "\"title\" must be a non-empty string";
    QTest::newRow("objectives count") << QByteArray("{\n\n  \"objectives\": [\"a\", \"b\"]\n}") << 3
                                      << "\"objectives\" must be a list of 1 non-empty";
    QTest::newRow("other simulation") << QByteArray("{\n  \"simulation\": \"race\"\n}") << 2
                                      << "\"simulation\" is the original lesson's to set";
    QTest::newRow("same order is fine, other order is not")
        << QByteArray("{\n  \"order\": 1000,\n  \"id\": \"other\"\n}") << 3
        << "\"id\" is the original lesson's to set";
    QTest::newRow("unknown section")
        << QByteArray("{\"sections\": [\n  {\"id\": \"one\"},\n  {\"id\": \"three\"}\n]}") << 3
        << "the original has no section \"three\"";
    QTest::newRow("sections out of order")
        << QByteArray("{\"sections\": [\n  {\"id\": \"two\"},\n  {\"id\": \"one\"}\n]}") << 3
        << "section \"one\" comes in another place";
    QTest::newRow("beats differ")
        << QByteArray("{\"sections\": [\n  {\"id\": \"one\", \"beats\": true}\n]}") << 2
        << "\"beats\" is the original lesson's to set";
    QTest::newRow("named file missing")
        << QByteArray("{\"sections\": [\n  {\"id\": \"one\"},\n  {\"id\": \"two\", \"file\": "
                      "\"nope.md\"}\n]}")
        << 3 << "the file \"nope.md\" does not exist";
    QTest::newRow("file outside")
        << QByteArray("{\"sections\": [\n  {\"id\": \"one\", \"file\": \"../../01.md\"}\n]}") << 2
        << "outside";
}

void TestContent::malformedTranslation()
{
    QFETCH(QByteArray, manifest);
    QFETCH(int, line);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString folder = writeLesson(dir, "demo", kGood, {"01.md", "02.md", "quiz.gift"});
    const QString ar = folder + "/i18n/ar";
    QVERIFY(writeText(ar + "/lesson.json", manifest));
    LessonLoadResult result = loadLesson(folder);
    QVERIFY(result.ok());
    const QList<LessonProblem> problems = applyTranslation(result.content, ar);
    QVERIFY(!problems.isEmpty());
    QVERIFY2(problems[0].message.contains(message), qPrintable(problems[0].toString()));
    QCOMPARE(problems[0].line, line);
    QVERIFY(problems[0].file.endsWith("i18n/ar/lesson.json"));
    // The lesson stays whole and usable, in English where the translation is at fault.
    QCOMPARE(result.content.sections.size(), 2);
    QCOMPARE(result.content.simulation, QString("none"));
    QCOMPARE(result.content.title, QString("Demo lesson"));
    QVERIFY(!result.content.sections[0].file.contains("i18n"));
}

void TestContent::translationFolderFollowsTheLocale()
{
    QTemporaryDir dir;
    const QString folder = writeLesson(dir, "demo", kGood, {"01.md", "02.md", "quiz.gift"});
    QVERIFY(writeText(folder + "/i18n/es/lesson.json", "{}"));
    const LessonContent lesson = loadLesson(folder).content;
    QCOMPARE(translationFolder(lesson, QLocale(QLocale::Spanish, QLocale::Spain)),
             folder + "/i18n/es");
    QCOMPARE(translationFolder(lesson, QLocale(QLocale::English)), QString());
    QCOMPARE(translationFolder(lesson, QLocale(QLocale::German)), QString());
    // The library applies it for the language asked for, and only then.
    QTemporaryDir library;
    const QString external = writeLesson(library, "extra", R"({
  "id": "extra", "title": "Mine", "summary": "s", "objectives": ["o"],
  "simulation": "none", "sections": [{"id": "a", "title": "A", "file": "a.md", "notes": "n"}]
})",
                                         {"a.md"});
    QVERIFY(writeText(external + "/i18n/es/lesson.json", R"({"title": "La mía"})"));
    for (const auto &[locale, title] : {std::pair{QLocale(QLocale::English), QString("Mine")},
                                        std::pair{QLocale(QLocale::Spanish), QString("La mía")}}) {
        bool seen = false;
        for (const LessonLoadResult &result : loadLessonLibrary(library.path(), locale)) {
            if (result.content.id == "extra") {
                QCOMPARE(result.content.title, title);
                seen = true;
            }
        }
        QVERIFY(seen);
    }
}

void TestContent::translatedQuizMustGradeAsTheOriginal_data()
{
    QTest::addColumn<QByteArray>("translation");
    QTest::addColumn<QString>("difference"); // empty: none
    QTest::newRow("same quiz, other words")
        << QByteArray("::Q1:: ¿Sí? {T#Bien.#Mal.}\n\n::Q2:: ¿Cuánto? {#4:0.5}\n\n"
                      "::Q3:: ¿Cuál? {=Esta ~Otra#No.}\n")
        << QString();
    QTest::newRow("a question less") << QByteArray("::Q1:: ¿Sí? {T}\n\n::Q2:: ¿Cuánto? {#4:0.5}\n")
                                     << "2 questions where the original has 3";
    QTest::newRow("other title")
        << QByteArray("::P1:: ¿Sí? {T}\n\n::Q2:: ¿Cuánto? {#4:0.5}\n\n::Q3:: ¿Cuál? {=A ~B}\n")
        << "its key is \"P1\"";
    // A translated title keeps the original's key with Moodle's ID number.
    QTest::newRow("translated title with the original's key")
        << QByteArray("// [id:Q1]\n::P1:: ¿Sí? {T}\n\n::Q2:: ¿Cuánto? {#4:0.5}\n\n"
                      "// a note\n// [id: Q3 ]\n::¿Cuál?:: ¿Cuál? {=A ~B}\n")
        << QString();
    QTest::newRow("an ID number that is not the original's title")
        << QByteArray("::Q1:: ¿Sí? {T}\n\n// [id:Q9]\n::Q2:: ¿Cuánto? {#4:0.5}\n\n"
                      "::Q3:: ¿Cuál? {=A ~B}\n")
        << "its key is \"Q9\"";
    QTest::newRow("other truth")
        << QByteArray("::Q1:: ¿Sí? {F}\n\n::Q2:: ¿Cuánto? {#4:0.5}\n\n::Q3:: ¿Cuál? {=A ~B}\n")
        << "the right answer is true in the original";
    QTest::newRow("other tolerance")
        << QByteArray("::Q1:: ¿Sí? {T}\n\n::Q2:: ¿Cuánto? {#4:1}\n\n::Q3:: ¿Cuál? {=A ~B}\n")
        << "answer 1 gives other credit or another number";
    QTest::newRow("right answer moved")
        << QByteArray("::Q1:: ¿Sí? {T}\n\n::Q2:: ¿Cuánto? {#4:0.5}\n\n::Q3:: ¿Cuál? {~B =A}\n")
        << "answer 1 gives other credit";
    QTest::newRow("other type")
        << QByteArray("::Q1:: ¿Sí? {T}\n\n::Q2:: ¿Cuánto? {=cuatro}\n\n::Q3:: ¿Cuál? {=A ~B}\n")
        << "a shortanswer question where the original's is numerical";
    QTest::newRow("broken bank") << QByteArray("::Q1:: ¿Sí? {T}\n\n::Q2:: ¿Cuánto? {#4:0.5\n")
                                 << "";
}

void TestContent::translatedQuizMustGradeAsTheOriginal()
{
    QFETCH(QByteArray, translation);
    QFETCH(QString, difference);
    QTemporaryDir dir;
    const QString folder = writeLesson(dir, "demo", kGood, {"01.md", "02.md"});
    QVERIFY(writeText(folder + "/quiz.gift", "::Q1:: Yes? {T#Good.#Bad.}\n\n::Q2:: How many? "
                                             "{#4:0.5}\n\n::Q3:: Which? {=This ~That#No.}\n"));
    QVERIFY(writeText(folder + "/i18n/es/lesson.json", "{}"));
    QVERIFY(writeText(folder + "/i18n/es/quiz.gift", translation));
    LessonLoadResult result = loadLesson(folder);
    QVERIFY(result.ok());
    const QList<LessonProblem> problems = applyTranslation(result.content, folder + "/i18n/es");
    const bool broken = QTest::currentDataTag() == QByteArray("broken bank");
    if (difference.isEmpty() && !broken) {
        QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).toString()));
        QVERIFY(result.content.quizTranslated);
        QVERIFY(result.content.quizFile.endsWith("i18n/es/quiz.gift"));
        return;
    }
    QVERIFY(!problems.isEmpty());
    QVERIFY(problems[0].file.endsWith("i18n/es/quiz.gift"));
    QVERIFY2(problems[0].message.contains(difference), qPrintable(problems[0].toString()));
    if (broken)
        QCOMPARE(problems[0].line, 3);
    // The English bank stays: a student is never graded by a quiz that grades otherwise.
    QVERIFY(!result.content.quizTranslated);
    QVERIFY(result.content.quizFile.endsWith("/demo/quiz.gift"));
}

// A section's outline: "#", "##"... for each heading, "!" for each picture, "|" for each
// table, in order (fenced code skipped).
static QString outline(const QString &markdown)
{
    QString shape;
    bool inTable = false;
    bool inCode = false;
    for (const QString &line : markdown.split(QLatin1Char('\n'))) {
        const QString t = line.trimmed();
        if (t.startsWith(QLatin1String("```"))) {
            inCode = !inCode;
            continue;
        }
        if (inCode)
            continue;
        const bool row = t.startsWith(QLatin1Char('|'));
        if (row && !inTable)
            shape += QLatin1Char('|');
        inTable = row;
        if (t.startsWith(QLatin1Char('#')))
            shape += t.left(t.indexOf(QLatin1Char(' '))) + QLatin1Char(' ');
        shape += QString(int(t.count(QLatin1String("!["))), QLatin1Char('!'));
    }
    return shape;
}

void TestContent::shippedTranslationsMatchTheirOriginals()
{
    // Every translation shipped with a lesson: its manifest, sections, tips and quiz bank match
    // the original (same sections in order, the quiz grading the same), with no problem.
    int translations = 0;
    for (const LessonLoadResult &original : loadLessons(GPULAB_LESSONS_DIR)) {
        const QDir i18n(QDir(original.content.folder).filePath("i18n"));
        for (const QString &code : i18n.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            ++translations;
            QVERIFY2(QLocale(code).language() != QLocale::C, qPrintable(i18n.filePath(code)));
            LessonContent lesson = original.content;
            const QList<LessonProblem> problems = applyTranslation(lesson, i18n.filePath(code));
            QStringList lines;
            for (const LessonProblem &problem : problems)
                lines << problem.toString();
            QVERIFY2(problems.isEmpty(), qPrintable(lines.join('\n')));
            for (qsizetype i = 0; i < lesson.sections.size(); ++i) {
                const LessonSection &section = lesson.sections.at(i);
                LessonProblem problem;
                const QString markdown = readSectionMarkdown(section, &problem);
                QVERIFY2(problem.message.isEmpty(), qPrintable(problem.toString()));
                QVERIFY2(markdown.startsWith("# "), qPrintable(section.file));
                // The same outline: its headings of each level, pictures and tables.
                const QString english =
                    readSectionMarkdown(original.content.sections.at(i), &problem);
                QVERIFY2(outline(markdown) == outline(english),
                         qPrintable(QStringLiteral("%1: outline %2, the original's %3")
                                        .arg(section.file, outline(markdown), outline(english))));
            }
            if (lesson.tipsTranslated && !lesson.teacherTipsPath.isEmpty()) {
                // The tips in the shape teachertips.h reads, part by part as the original:
                // six parts (their headings in the language), the same "### " prompts in each,
                // and a plan that adds up to 50 minutes.
                LessonProblem problem;
                const QString tips = teacherTipsMarkdown(lesson, &problem);
                QVERIFY2(problem.message.isEmpty(), qPrintable(problem.toString()));
                const QString englishTips = teacherTipsMarkdown(original.content, &problem);
                const QList<teachertips::Part> parts = teachertips::parts(tips);
                const QList<teachertips::Part> englishParts = teachertips::parts(englishTips);
                QCOMPARE(parts.size(), englishParts.size());
                for (qsizetype p = 0; p < parts.size(); ++p)
                    QVERIFY2(teachertips::subHeadings(parts[p].body).size() ==
                                 teachertips::subHeadings(englishParts[p].body).size(),
                             qPrintable(lesson.teacherTipsPath + ": " + parts[p].heading));
                int minutes = 0;
                for (const teachertips::PlanRow &row : teachertips::planRows(tips)) {
                    QVERIFY2(row.minutes > 0, qPrintable(lesson.teacherTipsPath + ": " + row.what));
                    minutes += row.minutes;
                }
                QVERIFY2(minutes == 50, qPrintable(lesson.teacherTipsPath));
            }
        }
    }
    qInfo("%d translations of lessons checked", translations);
}

QTEST_GUILESS_MAIN(TestContent)
#include "tst_content.moc"
