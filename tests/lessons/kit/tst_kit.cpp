// The lesson kit's promise: a lesson is one folder. This program was built with a throw-away
// lesson folder (tests/lessons/kit/template, copied into the build tree as lessons/kitscratch)
// declared only by its own lesson.cmake. It must load with no problem, have its simulation
// known, open in the window with its own panel, model and scene, its quiz must be listed, and
// its own data table (scratch.csv) must be in the window's data catalog and reach its model.
// A manifest that names another simulation than its lesson's model, or one that does not
// exist, is a FILE:LINE problem that loadLessonLibrary() itself reports.
#include "../../app/apptestsupport.h"
#include "../lessontestsupport.h"
#include "lessons/framework/lessonpanel.h"
#include "lessons/framework/lessonregistry.h"
#include "lessons/framework/panelregistry.h"
#include "scratchdata.h"
#include "scratchmodel.h"
#include "scratchpanel.h"
#include "widgets/simulationview.h"

#include <QFile>
#include <QLabel>
#include <QtTest>

using namespace gpulab;

namespace {

const LessonLoadResult *findLesson(const QList<LessonLoadResult> &lessons, const QString &id)
{
    for (const LessonLoadResult &lesson : lessons)
        if (lesson.content.id == id)
            return &lesson;
    return nullptr;
}

// Writes ROOT/<folder>/ with the scratch manifest, its "simulation" replaced (and each `edits`
// pair replaced in its text).
void writeManifest(const QString &root, const QString &folder, const QString &simulation,
                   const QList<QPair<QByteArray, QByteArray>> &edits = {})
{
    QVERIFY(QDir(root).mkpath(folder));
    QFile in(QStringLiteral(":/lessons/kitscratch/lesson.json"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray text = in.readAll();
    text.replace("\"kit-scratch-counter\"", '"' + simulation.toUtf8() + '"');
    for (const auto &[from, to] : edits) {
        QVERIFY(text.contains(from));
        text.replace(from, to);
    }
    QFile out(QDir(root).filePath(folder + QStringLiteral("/lesson.json")));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(text);
    for (const char *name : {"01-first.md", "02-second.md", "quiz.gift"})
        QVERIFY(QFile::copy(QStringLiteral(":/lessons/kitscratch/") + QLatin1String(name),
                            QDir(root).filePath(folder + '/' + QLatin1String(name))));
}

} // namespace

class TestLessonKit : public QObject
{
    Q_OBJECT
    test::LessonServices m_services; // what the app lends a lesson

private slots:
    void initTestCase() { test::isolateUserFiles(); }

    void scratchLessonLoads()
    {
        const QList<LessonLoadResult> lessons = loadLessonLibrary();
        const LessonLoadResult *scratch = findLesson(lessons, QStringLiteral("kit-scratch"));
        QVERIFY(scratch);
        QVERIFY2(scratch->ok(), qPrintable(scratch->problems.value(0).toString()));
        QCOMPARE(scratch->content.sections.size(), 2);
        QVERIFY(isKnownSimulation(QStringLiteral("kit-scratch-counter")));
        // Every built-in lesson is still there and well.
        for (const LessonModelEntry &entry : lessonModelTable()) {
            const LessonLoadResult *lesson = findLesson(lessons, QLatin1String(entry.lessonId));
            QVERIFY2(lesson, entry.lessonId);
            QVERIFY2(lesson->ok(), qPrintable(lesson->problems.value(0).toString()));
        }
        QVERIFY(lessonModelTable().size() >= 8);
    }

    void opensInTheWindow()
    {
        test::AppFixture app;
        QVERIFY(app.show());
        const QList<LessonLoadResult> &lessons = app.window->lessons();
        int index = -1;
        for (int i = 0; i < lessons.size(); ++i)
            if (lessons[i].content.id == QLatin1String("kit-scratch"))
                index = i;
        QVERIFY(index >= 0);
        app.window->openLesson(index, 0);
        auto *panel = qobject_cast<ScratchPanel *>(app.window->currentPanel());
        QVERIFY(panel);
        QVERIFY(panel->simulation());
        QCOMPARE(panel->simulation()->model().id(), QStringLiteral("kit-scratch-counter"));
        QVERIFY(dynamic_cast<const ScratchModel *>(&panel->simulation()->model()));
        // Its data table: read once into the window's catalog, and given to its model.
        const QList<ScratchRow> &rows = app.window->data().rows<ScratchData>();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[0].weightKg, 1.5);
        QVERIFY(!isKnown(rows[1].weightKg));
        QVERIFY(app.window->data().problems().isEmpty());
        QCOMPARE(panel->simulation()->model().state().value("dataRows").toInt(), 2);
        auto *extras = panel->findChild<QLabel *>(QStringLiteral("scratchExtras"));
        QVERIFY(extras);
        QVERIFY(extras->isVisible());
        // The clicker walks the scratch model's two beats, then the second section.
        QVERIFY(test::clickOn(panel));
        QCOMPARE(panel->simulation()->model().beat(), 1);
        QVERIFY(test::clickOn(panel));
        QCOMPARE(panel->currentSection(), 1);
        // Its quiz is in the catalog.
        bool quizListed = false;
        for (const QuizSource &quiz : app.window->quizCatalog().lessonQuizzes())
            quizListed |= quiz.id == QuizId::lesson("kit-scratch");
        QVERIFY(quizListed);
    }

    void simulationMismatchIsAProblemWithItsLine()
    {
        QTemporaryDir root;
        // Replaces the scratch lesson (same id) with a manifest naming another lesson's model.
        writeManifest(root.path(), QStringLiteral("mismatch"), QStringLiteral("workers"));
        QList<LessonLoadResult> lessons = loadLessonLibrary(root.path());
        const LessonLoadResult *scratch = findLesson(lessons, QStringLiteral("kit-scratch"));
        QVERIFY(scratch);
        QCOMPARE(scratch->problems.size(), 1);
        const LessonProblem &problem = scratch->problems.first();
        QCOMPARE(problem.line, 6);
        QVERIFY2(problem.message.contains(QLatin1String("kit-scratch-counter")) &&
                     problem.message.contains(QLatin1String("lesson.cmake")) &&
                     problem.message.contains(QLatin1String("\"workers\"")),
                 qPrintable(problem.toString()));
    }

    void unknownSimulationIsAProblemWithItsLine()
    {
        QTemporaryDir root;
        writeManifest(root.path(), QStringLiteral("unknown"), QStringLiteral("no-such-model"));
        const QList<LessonLoadResult> lessons = loadLessonLibrary(root.path());
        const LessonLoadResult *scratch = findLesson(lessons, QStringLiteral("kit-scratch"));
        QVERIFY(scratch);
        QCOMPARE(scratch->problems.size(), 1);
        QCOMPARE(scratch->problems.first().line, 6);
        QVERIFY(scratch->problems.first().message.startsWith(
            QLatin1String("unknown simulation \"no-such-model\"")));
        QVERIFY(scratch->problems.first().message.contains(QLatin1String("kit-scratch-counter")));
    }

    void sectionBeatOutOfRangeIsAProblemWithItsLine()
    {
        QTemporaryDir root;
        writeManifest(
            root.path(), QStringLiteral("beat"), QStringLiteral("kit-scratch-counter"),
            {{"\"notes\": \"More notes.\"}", "\"notes\": \"More notes.\", \"beat\": 9}"}});
        const QList<LessonLoadResult> lessons = loadLessonLibrary(root.path());
        const LessonLoadResult *scratch = findLesson(lessons, QStringLiteral("kit-scratch"));
        QVERIFY(scratch);
        QCOMPARE(scratch->problems.size(), 1);
        QCOMPARE(scratch->problems.first().line, 12); // the second section's line
        QVERIFY2(scratch->problems.first().message.contains(QLatin1String("beats 0 to 1")),
                 qPrintable(scratch->problems.first().toString()));
    }

    // Every built-in lesson's sections name tabs its panel has, and beats its simulation has:
    // showing the section brings both up.
    void everySectionFindsItsTabAndBeat()
    {
        for (const LessonLoadResult &lesson : loadLessonLibrary()) {
            QVERIFY2(lesson.ok(), qPrintable(lesson.problems.value(0).toString()));
            std::unique_ptr<LessonPanel> panel(
                createLessonPanel(m_services.context(), lesson.content, 0, nullptr));
            panel->resize(1280, 800);
            for (int s = 0; s < panel->sectionCount(); ++s) {
                const LessonSection &section = lesson.content.sections.at(s);
                panel->showSection(s);
                const QString where = lesson.content.id + QLatin1Char('/') + section.id;
                if (!section.tab.isEmpty()) {
                    QVERIFY2(panel->tabIndex(section.tab) >= 0, qPrintable(where));
                    QCOMPARE(panel->tabs()->currentIndex(), panel->tabIndex(section.tab));
                }
                if (section.beat >= 0) {
                    QVERIFY2(panel->simulation(), qPrintable(where));
                    QCOMPARE(panel->simulation()->model().beat(), section.beat);
                }
            }
        }
    }
};

QTEST_MAIN(TestLessonKit)
#include "tst_kit.moc"
