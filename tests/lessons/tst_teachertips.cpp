// Every lesson's teacher tips (lessons/*/teacher-tips.md, teachertips.h) against the lesson
// itself: the six headings in order, a 50-minute plan whose minutes add up to 50 and whose rows
// name the lesson's real sections and beats, a predict-observe-explain prompt per beat named as
// the app names it, and quiz questions quoted with the bank's own right answer. Also the
// manifest's "teacher_tips" key: a missing or escaping file is a FILE:LINE problem.
#include "lessons/framework/datacatalog.h"
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/lessonregistry.h"
#include "lessons/framework/quiz/gift.h"
#include "lessons/framework/quiz/grading.h"
#include "lessons/framework/simulationmodel.h"
#include "lessons/framework/teachertips.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpulab;

namespace {

// The name each beat has in the app: the model's beatName() (BasicSimulationModel gives the
// model's beatTitle()); the workers model has none, so its names are those of its header and
// the lesson's notes. Generic, so that adding a lesson never edits this test.
QStringList beatTitles(const SimulationModel &model)
{
    if (model.id() == QLatin1String("workers"))
        return {QStringLiteral("One worker"), QStringLiteral("Eight workers"),
                QStringLiteral("One worker per tile")};
    QStringList titles;
    for (int beat = 0; beat < model.beatCount(); ++beat)
        titles << model.beatName(beat);
    return titles;
}

QString quotedTitle(const QString &heading)
{
    static const QRegularExpression quoted(QStringLiteral("^\"(.+)\"$"));
    return quoted.match(heading).captured(1);
}

int countItems(const QString &body)
{
    static const QRegularExpression item(QStringLiteral("^\\d+\\. "),
                                         QRegularExpression::MultilineOption);
    return int(body.count(item));
}

} // namespace

class TestTeacherTips : public QObject
{
    Q_OBJECT

    QList<LessonLoadResult> m_lessons;
    DataCatalog m_data = DataCatalog::load();

private slots:
    void initTestCase();
    void everyLessonHasTips();
    void planAddsUpToFiftyMinutes();
    void planNamesRealSectionsAndBeats();
    void onePromptPerBeat();
    void misconceptionsAndQuestionsAreCounted();
    void quizAnswersAreTheBanks();
    void manifestProblems_data();
    void manifestProblems();
    void lessonWithoutTips();
    void planMinutesInAnyDigits();
};

void TestTeacherTips::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English)); // numbers as the tips quote them
    m_lessons = loadLessonLibrary();
    QVERIFY(m_lessons.size() >= 7);
    for (const LessonLoadResult &lesson : m_lessons)
        QVERIFY2(lesson.ok(), qPrintable(lesson.content.id));
}

void TestTeacherTips::everyLessonHasTips()
{
    for (const LessonLoadResult &lesson : m_lessons) {
        const LessonContent &content = lesson.content;
        QVERIFY2(!content.teacherTipsPath.isEmpty(), qPrintable(content.id));
        LessonProblem problem;
        const QString markdown = teacherTipsMarkdown(content, &problem);
        QVERIFY2(problem.message.isEmpty(), qPrintable(problem.toString()));
        QVERIFY2(markdown.startsWith(QStringLiteral("# Teacher tips: ")), qPrintable(content.id));
        QStringList headings;
        for (const teachertips::Part &part : teachertips::parts(markdown)) {
            headings << part.heading;
            QVERIFY2(part.body.trimmed().size() > 100, qPrintable(content.id + part.heading));
        }
        QCOMPARE(headings, teachertips::headings());
    }
}

void TestTeacherTips::planAddsUpToFiftyMinutes()
{
    for (const LessonLoadResult &lesson : m_lessons) {
        const QString markdown = teacherTipsMarkdown(lesson.content);
        const QList<teachertips::PlanRow> rows = teachertips::planRows(markdown);
        QVERIFY2(rows.size() >= 4, qPrintable(lesson.content.id));
        int minutes = 0;
        for (const teachertips::PlanRow &row : rows) {
            QVERIFY2(row.minutes > 0, qPrintable(lesson.content.id + ": " + row.what));
            QVERIFY2(!row.what.isEmpty() && !row.where.isEmpty(), qPrintable(lesson.content.id));
            minutes += row.minutes;
        }
        QVERIFY2(minutes == 50,
                 qPrintable(QStringLiteral("%1: %2 minutes").arg(lesson.content.id).arg(minutes)));
    }
}

void TestTeacherTips::planNamesRealSectionsAndBeats()
{
    // "beat 2", "beats 1 to 5", "beats 5 and 6": every number a beat of the lesson's model.
    static const QRegularExpression beats(
        QStringLiteral("\\bbeats? (\\d+)(?: (?:to|and) (\\d+))?"));
    for (const LessonLoadResult &lesson : m_lessons) {
        const LessonContent &content = lesson.content;
        const auto model = createSimulationModel(content.simulation, m_data);
        const int beatCount = model ? model->beatCount() : 0;
        QStringList sectionsUsed;
        for (const teachertips::PlanRow &row :
             teachertips::planRows(teacherTipsMarkdown(content))) {
            QString section; // the section a row names: its title in *emphasis*
            for (const LessonSection &s : content.sections)
                if (row.where.contains(QLatin1Char('*') + s.title + QLatin1Char('*')))
                    section = s.title;
            QVERIFY2(!section.isEmpty(),
                     qPrintable(content.id + ": no section in \"" + row.where + "\""));
            sectionsUsed << section;
            for (auto it = beats.globalMatch(row.where); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                for (int group = 1; group <= 2; ++group) {
                    if (m.captured(group).isEmpty())
                        continue;
                    const int beat = m.captured(group).toInt();
                    QVERIFY2(beat >= 1 && beat <= beatCount,
                             qPrintable(QStringLiteral("%1: beat %2 of %3")
                                            .arg(content.id)
                                            .arg(beat)
                                            .arg(beatCount)));
                }
            }
        }
        // The plan walks the whole lesson.
        for (const LessonSection &s : content.sections)
            QVERIFY2(sectionsUsed.contains(s.title),
                     qPrintable(content.id + ": the plan skips \"" + s.title + "\""));
    }
}

void TestTeacherTips::onePromptPerBeat()
{
    for (const LessonLoadResult &lesson : m_lessons) {
        const LessonContent &content = lesson.content;
        const QString body =
            teachertips::partBody(teacherTipsMarkdown(content), teachertips::headings().at(3));
        const QStringList prompts = teachertips::subHeadings(body);
        const auto model = createSimulationModel(content.simulation, m_data);
        if (!model) { // no simulation: one prompt per live measurement
            QVERIFY2(prompts.size() >= 2, qPrintable(content.id));
        } else {
            const QStringList titles = beatTitles(*model);
            QCOMPARE(titles.size(), model->beatCount());
            QStringList expected;
            for (int beat = 0; beat < titles.size(); ++beat)
                expected << QStringLiteral("Beat %1: %2").arg(beat + 1).arg(titles.at(beat));
            QCOMPARE(prompts, expected);
        }
        for (const QString &word : {QStringLiteral("**Predict:**"), QStringLiteral("**Observe:**"),
                                    QStringLiteral("**Explain:**")})
            QVERIFY2(body.count(word) == prompts.size(), qPrintable(content.id + " " + word));
    }
}

void TestTeacherTips::misconceptionsAndQuestionsAreCounted()
{
    for (const LessonLoadResult &lesson : m_lessons) {
        const QString markdown = teacherTipsMarkdown(lesson.content);
        const int misconceptions =
            countItems(teachertips::partBody(markdown, teachertips::headings().at(1)));
        const int questions =
            countItems(teachertips::partBody(markdown, teachertips::headings().at(4)));
        QVERIFY2(misconceptions >= 4 && misconceptions <= 6, qPrintable(lesson.content.id));
        QVERIFY2(questions >= 4 && questions <= 6, qPrintable(lesson.content.id));
    }
}

void TestTeacherTips::quizAnswersAreTheBanks()
{
    static const QRegularExpression answerLine(QStringLiteral("^\\*\\*Answer:\\*\\* (.+)$"),
                                               QRegularExpression::MultilineOption);
    for (const LessonLoadResult &lesson : m_lessons) {
        const LessonContent &content = lesson.content;
        const gift::Bank bank = gift::parseFile(content.quizFile);
        const QString body =
            teachertips::partBody(teacherTipsMarkdown(content), teachertips::headings().at(5));
        const QStringList headings = teachertips::subHeadings(body);
        QVERIFY2(headings.size() >= 3 && headings.size() <= 5, qPrintable(content.id));
        QStringList answers;
        for (auto it = answerLine.globalMatch(body); it.hasNext();)
            answers << it.next().captured(1).trimmed();
        QCOMPARE(answers.size(), headings.size());
        for (int i = 0; i < headings.size(); ++i) {
            const QString title = quotedTitle(headings.at(i));
            QVERIFY2(!title.isEmpty(), qPrintable(content.id + ": " + headings.at(i)));
            const auto question =
                std::find_if(bank.questions.begin(), bank.questions.end(),
                             [&](const gift::Question &q) { return q.title == title; });
            QVERIFY2(question != bank.questions.end(),
                     qPrintable(content.id + ": no question \"" + title + "\" in the bank"));
            QCOMPARE(answers.at(i), quiz::correctAnswerText(*question));
        }
    }
}

void TestTeacherTips::manifestProblems_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing") << QByteArray("\"tips.md\"") << "\"tips.md\" does not exist";
    QTest::newRow("outside") << QByteArray("\"../other/tips.md\"") << "outside the lesson folder";
    QTest::newRow("absolute") << QByteArray("\"/etc/hostname\"") << "absolute path";
    QTest::newRow("not a string") << QByteArray("42") << "must name a Markdown file";
}

void TestTeacherTips::manifestProblems()
{
    QFETCH(QByteArray, value);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("demo"));
    QDir().mkpath(folder);
    QFile manifest(QDir(folder).filePath(QStringLiteral("lesson.json")));
    QVERIFY(manifest.open(QIODevice::WriteOnly));
    manifest.write("{\n"
                   "  \"id\": \"demo\",\n"
                   "  \"title\": \"Demo\",\n"
                   "  \"summary\": \"A lesson.\",\n"
                   "  \"objectives\": [\"One.\"],\n"
                   "  \"simulation\": \"none\",\n"
                   "  \"teacher_tips\": " +
                   value +
                   ",\n"
                   "  \"sections\": [{\"id\": \"one\", \"title\": \"One\", \"file\": \"01.md\"}]\n"
                   "}\n");
    manifest.close();
    QFile section(QDir(folder).filePath(QStringLiteral("01.md")));
    QVERIFY(section.open(QIODevice::WriteOnly));
    section.write("# One\n");
    section.close();
    const LessonLoadResult result = loadLesson(folder);
    QCOMPARE(result.problems.size(), qsizetype(1));
    const LessonProblem &problem = result.problems.first();
    QCOMPARE(problem.file, manifest.fileName());
    QCOMPARE(problem.line, 7);
    QVERIFY2(problem.message.contains(message), qPrintable(problem.toString()));
    QVERIFY(problem.toString().startsWith(manifest.fileName() + QStringLiteral(":7: ")));
}

void TestTeacherTips::lessonWithoutTips()
{
    LessonContent lesson;
    lesson.manifestPath = QStringLiteral("/somewhere/lesson.json");
    LessonProblem problem;
    QCOMPARE(teacherTipsMarkdown(lesson, &problem), QString());
    QCOMPARE(problem.file, lesson.manifestPath);
    QVERIFY(problem.message.contains(QStringLiteral("no teacher tips")));
    // A tips file that cannot be read is a problem of that file.
    lesson.teacherTipsPath = QStringLiteral("/nonexistent/teacher-tips.md");
    problem = {};
    QCOMPARE(teacherTipsMarkdown(lesson, &problem), QString());
    QCOMPARE(problem.file, lesson.teacherTipsPath);
}

void TestTeacherTips::planMinutesInAnyDigits()
{
    // A translated plan writes its minutes in its language's digits (Arabic: ٥٠).
    const QString tips =
        QStringLiteral("# t\n## a\nx\n## b\ny\n## خطة\n| د | ما | أين |\n|---|---|---|\n"
                       "| ١٠ | أ | ب |\n| ٤٠ | ج | د |\n| x | e | f |\n");
    const QList<teachertips::PlanRow> rows = teachertips::planRows(tips);
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows[0].minutes, 10);
    QCOMPARE(rows[1].minutes, 40);
    QCOMPARE(rows[2].minutes, -1);
}

QTEST_GUILESS_MAIN(TestTeacherTips)
#include "tst_teachertips.moc"
