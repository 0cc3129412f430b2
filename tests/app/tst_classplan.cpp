// Class plans (app/classplan.h, app/classplancontroller.h, app/classplanwindow.h): the file
// format (write -> read, every bad step with its line, not-a-plan refused), the check against the
// lessons (titles in messages), and the instructor's use: a plan of four steps in four lessons
// walked end to end by the clicker in presenter mode (and back, to identical set-ups), Home/End,
// a step number, the overview, the console's plan step and note, "Add This View to the Plan",
// saving and opening again, and the editor window.
#include "apptestsupport.h"

#include "app/classplan.h"
#include "app/classplancontroller.h"
#include "app/classplanwindow.h"
#include "app/presenterconsole.h"
#include "app/presentercontroller.h"
#include "app/presenteroverview.h"
#include "lessons/framework/lessonpanel.h"
#include "lessons/framework/lessonregistry.h"
#include "widgets/annotationlayer.h"
#include "widgets/simulationview.h"

#include <QAction>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QtTest>

using namespace gpulab;
using namespace gpulab::test;

namespace {

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return QString();
    return path;
}

// GPULAB_PLAN_SHOTS=DIR: pictures of the editor, the console and the overview, to look at.
void shot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("GPULAB_PLAN_SHOTS");
    if (dir.isEmpty())
        return;
    QTest::qWait(100); // the layout takes in the last change, as a person would see it
    widget->grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

QSet<int> linesOf(const QList<LessonProblem> &problems)
{
    QSet<int> lines;
    for (const LessonProblem &problem : problems)
        lines.insert(problem.line);
    return lines;
}

QString joined(const QList<LessonProblem> &problems)
{
    QStringList lines;
    for (const LessonProblem &problem : problems)
        lines << problem.toString();
    return lines.join(QLatin1Char('\n'));
}

// The lesson shown, its section's id and the simulation's beat (-1: none), playing or not.
struct Shown
{
    QString lesson, section;
    int beat = -1;
    bool playing = false;
};

Shown shown(const MainWindow &window)
{
    Shown s;
    const LessonPanel *panel = window.currentPanel();
    if (!panel)
        return s;
    s.lesson = panel->content().id;
    s.section = panel->content().sections.at(panel->currentSection()).id;
    if (const SimulationView *view = panel->simulation()) {
        s.beat = view->model().beat();
        s.playing = view->isPlaying();
    }
    return s;
}

QString describe(const Shown &s)
{
    return QStringLiteral("%1/%2 beat %3%4")
        .arg(s.lesson, s.section)
        .arg(s.beat)
        .arg(s.playing ? QStringLiteral(" playing") : QString());
}

} // namespace

class TestClassPlan : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void writeThenReadIsTheIdentity();
    void badStepsAreListedWithTheirLines();
    void notAPlanIsRefused();
    void tooManyStepsAreCut();
    void checkedAgainstTheLessons();
    void setupForAnotherLessonNamesBothTitles();
    void clickerWalksAPlanAcrossLessons();
    void brokenPlanOpensItsGoodSteps();
    void addThisViewSaveAndOpenAgain();
    void editorWindowEditsThePlan();
    void languageSwitchKeepsThePlan();
    void languageSwitchRemakesWhatWasLeftOut();
    void presenterOnTwoScreens();
};

void TestClassPlan::initTestCase()
{
    isolateUserFiles();
}

void TestClassPlan::init()
{
    QSettings().clear();
}

void TestClassPlan::writeThenReadIsTheIdentity()
{
    ClassPlan plan;
    plan.title = QStringLiteral("Week 3: \u201cwhy GPUs\u201d \u2014 \ufeffBOM first? no, inside");
    ClassPlanStep a;
    a.lesson = QStringLiteral("cpu-vs-gpu");
    a.section = QStringLiteral("cpu-wins");
    a.note = QStringLiteral("Hands up:\nCPU or GPU first?");
    a.minutes = 7;
    ClassPlanStep b;
    b.lesson = QStringLiteral("tensor-cores");
    b.sectionNumber = 4;
    b.beat = 5;
    b.tab = QStringLiteral("sparsity");
    SimulationPreset setup;
    setup.simulation = QStringLiteral("tensor-cores");
    setup.seed = 18446744073709551615ULL;
    setup.parameters = QJsonObject{{QStringLiteral("x"), 1.5}};
    setup.beat = 5;
    setup.steps = 12;
    setup.speed = 2;
    b.setup = setup;
    plan.steps = {a, b};

    const ClassPlanRead read = parseClassPlan(classPlanBytes(plan), QStringLiteral("p.json"));
    QVERIFY2(read.problems.isEmpty(), qPrintable(joined(read.problems)));
    QVERIFY(read.plan);
    QCOMPARE(read.plan->title, plan.title);
    QCOMPARE(read.plan->steps.size(), 2);
    QVERIFY(read.plan->steps.at(0) == a);
    QVERIFY(read.plan->steps.at(1) == b);
    QCOMPARE(read.plan->totalMinutes(), 7);
    // Each step knows its line in the file (for messages while walking).
    QVERIFY(read.plan->steps.at(0).line > 1);
    QVERIFY(read.plan->steps.at(1).line > read.plan->steps.at(0).line);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("week3.gpulab-plan.json"));
    QString error;
    QVERIFY2(writeClassPlanFile(path, plan, &error), qPrintable(error));
    const ClassPlanRead again = readClassPlanFile(path);
    QVERIFY(again.plan);
    QVERIFY(again.plan->steps == read.plan->steps);
}

void TestClassPlan::badStepsAreListedWithTheirLines()
{
    const QByteArray text = R"({
  "format": "gpulab-class-plan",
  "version": 1,
  "title": "Broken on purpose",
  "steps": [
    {"lesson": "cpu-vs-gpu", "section": "two-ways"},
    {"section": 1},
    {"lesson": "tensor-cores", "section": 0},
    {"lesson": "tensor-cores",
     "section": "sparsity",
     "beat": "five"},
    {"lesson": "precision-formats", "section": 1, "minutes": -3},
    "just text",
    {"lesson": "precision-formats", "section": 1,
     "setup": {"format": "gpulab-simulation-preset", "version": 1, "simulation": "loss-scaling",
               "seed": "1", "parameters": {}, "beat": 0, "steps": 0,
               "speed": 99}},
    {"lesson": "live-lab", "section": "race", "note": "the end", "minutes": 5}
  ]
}
)";
    const ClassPlanRead read = parseClassPlan(text, QStringLiteral("broken.json"));
    QVERIFY(read.plan);
    QCOMPARE(read.plan->title, QString("Broken on purpose"));
    QCOMPARE(read.plan->steps.size(), 2);
    QCOMPARE(read.plan->steps.at(0).section, QString("two-ways"));
    QCOMPARE(read.plan->steps.at(0).line, 6);
    QCOMPARE(read.plan->steps.at(1).note, QString("the end"));
    QCOMPARE(read.plan->steps.at(1).line, 18);
    // Each bad step on the line of the key at fault (the step's own where the key is missing).
    QCOMPARE(linesOf(read.problems), (QSet<int>{7, 8, 11, 12, 13, 17}));
    const QString all = joined(read.problems);
    QVERIFY2(all.contains("broken.json:7: Step 2 is left out: \"lesson\""), qPrintable(all));
    QVERIFY2(all.contains("broken.json:8: Step 3"), qPrintable(all));
    QVERIFY2(all.contains("broken.json:11: Step 4") && all.contains("\"beat\""), qPrintable(all));
    QVERIFY2(all.contains("broken.json:12: Step 5") && all.contains("\"minutes\""),
             qPrintable(all));
    QVERIFY2(all.contains("broken.json:13: Step 6 must be an object"), qPrintable(all));
    QVERIFY2(all.contains("broken.json:17: Step 7 is left out: The set-up:") &&
                 all.contains("\"speed\""),
             qPrintable(all));
}

void TestClassPlan::notAPlanIsRefused()
{
    struct Case
    {
        QByteArray text;
        int line;
        const char *says;
    };
    const Case cases[] = {
        {"{\n  \"format\": \"gpulab-class-plan\",\n  \"steps\": [\n", 4, "not valid JSON"},
        {"[1, 2]", 1, "must be a JSON object"},
        {"{\n\"format\": \"gpulab-simulation-preset\", \"version\": 1}", 2,
         "not a GPU Lab class plan"},
        {"{\"format\": \"gpulab-class-plan\",\n\"version\": 2, \"steps\": []}", 2, "newer GPU Lab"},
        {"{\"format\": \"gpulab-class-plan\", \"version\": 1,\n\"steps\": {}}", 2,
         "needs a \"steps\" list"},
    };
    for (const Case &c : cases) {
        const ClassPlanRead read = parseClassPlan(c.text, QStringLiteral("x.json"));
        QVERIFY2(!read.plan, c.text.constData());
        QCOMPARE(read.problems.size(), 1);
        QCOMPARE(read.problems.first().line, c.line);
        QVERIFY2(read.problems.first().message.contains(QLatin1String(c.says)),
                 qPrintable(read.problems.first().message));
    }
    // Not a regular file, or far too big: a message, never a read of it all.
    const ClassPlanRead device = readClassPlanFile(QStringLiteral("/dev/zero"));
    QVERIFY(!device.plan);
    QVERIFY2(device.problems.first().message.contains("not a regular file"),
             qPrintable(device.problems.first().message));
}

void TestClassPlan::tooManyStepsAreCut()
{
    QByteArray text = "{\"format\": \"gpulab-class-plan\", \"version\": 1, \"steps\": [\n";
    for (int i = 0; i < classplanlimit::kMaxSteps + 3; ++i)
        text += QByteArray(i ? ",\n" : "") + "{\"lesson\": \"l\", \"section\": 1}";
    text += "\n]}";
    const ClassPlanRead read = parseClassPlan(text, QStringLiteral("many.json"));
    QVERIFY(read.plan);
    QCOMPARE(read.plan->steps.size(), classplanlimit::kMaxSteps);
    QCOMPARE(read.plan->steps.last().line, classplanlimit::kMaxSteps + 1);
    QCOMPARE(read.problems.size(), 1);
    QCOMPARE(read.problems.first().line, classplanlimit::kMaxSteps + 2);
}

void TestClassPlan::checkedAgainstTheLessons()
{
    const QList<LessonLoadResult> library = loadLessonLibrary();
    const DataCatalog data = DataCatalog::load();
    QList<PlanLesson> lessons;
    for (const LessonLoadResult &lesson : library) {
        PlanLesson entry{&lesson.content, 0};
        if (const auto model = createSimulationModel(lesson.content.simulation, data))
            entry.beatCount = model->beatCount();
        lessons.append(entry);
    }
    auto step = [](const char *lesson, const QJsonValue &section, int beat = -1) {
        ClassPlanStep s;
        s.lesson = QLatin1String(lesson);
        if (section.isDouble())
            s.sectionNumber = section.toInt();
        else
            s.section = section.toString();
        s.beat = beat;
        return s;
    };
    ClassPlan plan;
    plan.steps = {step("cpu-vs-gpu", 4),
                  step("nope", 1),
                  step("tensor-cores", "nope"),
                  step("tensor-cores", 99),
                  step("memory-hierarchy", "reuse", 999),
                  step("live-lab", "race", 0),
                  step("memory-hierarchy", "reuse", 4)};
    for (int i = 0; i < plan.steps.size(); ++i)
        plan.steps[i].line = 10 + i;
    QList<LessonProblem> problems;
    checkClassPlan(plan, QStringLiteral("plan.json"), lessons, &problems);
    QCOMPARE(plan.steps.size(), 2);
    QCOMPARE(plan.steps.at(0).section, QString("cpu-wins")); // the number became the id
    QCOMPARE(plan.steps.at(0).sectionNumber, 0);
    QCOMPARE(plan.steps.at(1).beat, 4);
    QCOMPARE(linesOf(problems), (QSet<int>{11, 12, 13, 14, 15}));
    const QString all = joined(problems);
    QVERIFY2(all.contains(
                 "plan.json:11: Step 2 is left out: this GPU Lab has no lesson \u201cnope\u201d"),
             qPrintable(all));
    QVERIFY2(all.contains("has no section \u201cnope\u201d") && all.contains("Tensor"),
             qPrintable(all));
    QVERIFY2(all.contains("has sections 1 to 7, not 99"), qPrintable(all));
    QVERIFY2(all.contains("not 999"), qPrintable(all));
    QVERIFY2(all.contains("has no simulation, so no beat 0"), qPrintable(all));
}

void TestClassPlan::setupForAnotherLessonNamesBothTitles()
{
    const QList<LessonLoadResult> library = loadLessonLibrary();
    QList<PlanLesson> lessons;
    const LessonContent *precision = nullptr;
    const LessonContent *tensor = nullptr;
    for (const LessonLoadResult &lesson : library) {
        lessons.append(PlanLesson{&lesson.content, 1});
        if (lesson.content.id == QLatin1String("precision-formats"))
            precision = &lesson.content;
        if (lesson.content.id == QLatin1String("tensor-cores"))
            tensor = &lesson.content;
    }
    QVERIFY(precision && tensor);
    SimulationPreset setup;
    setup.simulation = tensor->simulation;
    const QString message = setupMismatchMessage(setup, *precision, lessons);
    QVERIFY2(message.contains(tensor->title) && message.contains(precision->title),
             qPrintable(message));
    QVERIFY2(!message.contains(setup.simulation), qPrintable(message)); // no internal id
    setup.simulation = QStringLiteral("from-the-future");
    const QString unknown = setupMismatchMessage(setup, *precision, lessons);
    QVERIFY2(unknown.contains("from-the-future") && unknown.contains(precision->title),
             qPrintable(unknown));
}

void TestClassPlan::clickerWalksAPlanAcrossLessons()
{
    AppFixture app;
    QVERIFY(app.show());
    MainWindow &w = *app.window;

    // The tensor-cores set-up: its model's parameters, beat 5, a seed and speed of its own.
    const auto tensorModel = createSimulationModel(QStringLiteral("tensor-cores"), w.data());
    QVERIFY(tensorModel && tensorModel->beatCount() > 5);
    SimulationPreset setup;
    setup.simulation = QStringLiteral("tensor-cores");
    setup.seed = 4242;
    setup.parameters = tensorModel->parameters();
    setup.beat = 5;
    setup.speed = 2;
    ClassPlan plan;
    plan.title = QStringLiteral("Three lessons and a bit");
    ClassPlanStep s1;
    s1.lesson = QStringLiteral("cpu-vs-gpu");
    s1.section = QStringLiteral("cpu-wins"); // walks its beats
    s1.note = QStringLiteral("Hands up before each scenario.");
    s1.minutes = 10;
    ClassPlanStep s2;
    s2.lesson = QStringLiteral("tensor-cores");
    s2.section = QStringLiteral("volta"); // its simulation on screen (2:4 sparsity's hides it)
    s2.setup = setup;
    s2.note = QStringLiteral("2:4 sparsity: ask what is skipped.");
    s2.minutes = 5;
    ClassPlanStep s3;
    s3.lesson = QStringLiteral("precision-formats");
    s3.sectionNumber = 3; // "formats": no beat of its own
    s3.tab = QStringLiteral("table");
    ClassPlanStep s4;
    s4.lesson = QStringLiteral("memory-hierarchy");
    s4.section = QStringLiteral("reuse");
    s4.beat = 4;
    plan.steps = {s1, s2, s3, s4};
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("class.json"), classPlanBytes(plan));
    QVERIFY(!path.isEmpty());

    QString message;
    QVERIFY2(w.openClassPlan(path, &message), qPrintable(message));
    QCOMPARE(w.classPlan()->plan().steps.size(), 4);
    QCOMPARE(w.classPlan()->currentStep(), 0);
    w.setPresenting(true);
    QVERIFY(w.isPresenting());

    auto click = [&](Qt::Key key = Qt::Key_PageDown) {
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &w, key);
        return shown(w);
    };
    // Step 1: the section's walk, each beat set up then played.
    const int raceBeats = w.currentPanel()->simulation()->model().beatCount();
    QVERIFY(raceBeats >= 3);
    Shown now = shown(w);
    QCOMPARE(now.lesson, QString("cpu-vs-gpu"));
    QCOMPARE(now.section, QString("cpu-wins"));
    QCOMPARE(now.beat, 0);
    QVERIFY(!now.playing);
    for (int beat = 0; beat < raceBeats; ++beat) {
        now = click();
        QVERIFY2(now.beat == beat && now.playing, qPrintable(describe(now)));
        if (beat + 1 < raceBeats) {
            now = click();
            QVERIFY2(now.beat == beat + 1 && !now.playing, qPrintable(describe(now)));
        }
    }
    // Step 2: another lesson, at its set-up: the preset's beat, seed and speed, paused.
    now = click();
    QVERIFY2(now.lesson == "tensor-cores" && now.section == "volta" && now.beat == 5 &&
                 !now.playing,
             qPrintable(describe(now)));
    SimulationView *tensor = w.currentPanel()->simulation();
    QCOMPARE(tensor->model().seed(), quint64(4242));
    QCOMPARE(tensor->speed(), 2.0);
    const QJsonObject step2State = tensor->model().state();
    QCOMPARE(w.classPlan()->currentStep(), 1);
    now = click();
    QVERIFY2(now.playing && now.beat == 5, qPrintable(describe(now)));
    // Step 3: a section without a beat: shown, and the next click goes on.
    now = click();
    QVERIFY2(now.lesson == "precision-formats" && now.section == "formats",
             qPrintable(describe(now)));
    QCOMPARE(w.currentPanel()->tabs()->currentIndex(),
             w.currentPanel()->tabIndex(QStringLiteral("table")));
    // Step 4: the named beat, then its run; the end of the plan stays there.
    now = click();
    QVERIFY2(now.lesson == "memory-hierarchy" && now.beat == 4 && !now.playing,
             qPrintable(describe(now)));
    now = click();
    QVERIFY(now.playing);
    now = click();
    QVERIFY2(now.lesson == "memory-hierarchy" && now.beat == 4, qPrintable(describe(now)));
    QCOMPARE(w.classPlan()->currentStep(), 3);

    // Back: step 3, then step 2 at exactly the set-up it had the first time.
    now = click(Qt::Key_PageUp);
    QCOMPARE(now.lesson, QString("precision-formats"));
    now = click(Qt::Key_PageUp);
    QCOMPARE(now.lesson, QString("tensor-cores"));
    QVERIFY(!now.playing);
    QCOMPARE(w.currentPanel()->simulation()->model().state(), step2State);

    // Home, End, a number: steps, not sections.
    click(Qt::Key_Home);
    QCOMPARE(w.classPlan()->currentStep(), 0);
    QCOMPARE(shown(w).beat, 0);
    click(Qt::Key_End);
    QCOMPARE(w.classPlan()->currentStep(), 3);
    click(Qt::Key_3);
    click(Qt::Key_Return);
    QCOMPARE(w.classPlan()->currentStep(), 2);
    QCOMPARE(shown(w).lesson, QString("precision-formats"));

    // ? shows the keys (Help › Keyboard Shortcuts) with the menu bar hidden.
    QString helpTitle;
    QTimer::singleShot(0, [&helpTitle] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            helpTitle = modal->windowTitle();
            modal->close();
        }
    });
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Question, Qt::ShiftModifier);
    QCOMPARE(helpTitle, QString("Keyboard Shortcuts"));
    QVERIFY(w.isPresenting());

    // The overview lists the plan's steps; Enter goes to the one chosen.
    click(Qt::Key_O);
    PresenterOverview *overview = w.presenter()->overview();
    QVERIFY(overview->isVisible());
    QCOMPARE(overview->entries().size(), 4);
    shot(&w, QStringLiteral("plan-overview"));
    QVERIFY2(overview->entries().at(1).title.contains("Tensor"),
             qPrintable(overview->entries().at(1).title));
    QCOMPARE(overview->selectedEntry(), 2);
    overview->selectEntry(1);
    QTest::keyClick(overview->list(), Qt::Key_Return);
    QVERIFY(!overview->isVisible());
    QCOMPARE(w.classPlan()->currentStep(), 1);
    QCOMPARE(w.currentPanel()->simulation()->model().state(), step2State);
    shot(&w, QStringLiteral("plan-step2"));

    // The console: the plan's step, its note, and the plan's minutes on the countdown.
    click(Qt::Key_C);
    PresenterConsole *console = w.presenterConsole();
    QVERIFY(console && console->isVisible());
    QVERIFY2(console->notesText().startsWith("Plan: 2:4 sparsity"),
             qPrintable(console->notesText()));
    QVERIFY2(console->nextText().contains("Precision"), qPrintable(console->nextText()));
    QVERIFY(console->countdownSeconds() > 14 * 60 && console->countdownSeconds() <= 15 * 60);
    shot(console, QStringLiteral("plan-console"));
    // The clicker from the console's window walks the plan too.
    console->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(console));
    QTest::keyClick(console, Qt::Key_PageDown);
    QVERIFY(shown(w).playing);
    QTest::keyClick(console, Qt::Key_PageDown);
    QCOMPARE(w.classPlan()->currentStep(), 2);
    w.setPresenting(false);
}

void TestClassPlan::brokenPlanOpensItsGoodSteps()
{
    const QByteArray text = R"({
  "format": "gpulab-class-plan",
  "version": 1,
  "steps": [
    {"lesson": "cpu-vs-gpu", "section": "two-ways"},
    {"lesson": "no-such-lesson", "section": 1},
    {"lesson": "tensor-cores", "section": "nope"},
    {"lesson": "tensor-cores",
     "section": 99},
    {"lesson": "memory-hierarchy", "section": "reuse", "beat": 999},
    {"lesson": "precision-formats", "section": 1, "minutes": -3},
    "just text",
    {"lesson": "precision-formats", "section": 1, "setup": {"format": "gpulab-simulation-preset", "version": 1, "simulation": "tensor-cores", "seed": "1", "parameters": {}, "beat": 0, "steps": 0, "speed": 1}},
    {"lesson": "live-lab", "section": "race", "note": "end"}
  ]
}
)";
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("broken.json"), text);
    AppFixture app;
    QVERIFY(app.show());
    QString message;
    QVERIFY(app.window->openClassPlan(path, &message));
    QCOMPARE(app.window->classPlan()->plan().steps.size(), 2);
    for (int line : {6, 7, 8, 10, 11, 12, 13})
        QVERIFY2(message.contains(QStringLiteral("broken.json:%1: ").arg(line)),
                 qPrintable(QStringLiteral("line %1 in:\n%2").arg(line).arg(message)));
    QVERIFY2(message.contains("Tensor Cores") && message.contains("Precision"),
             qPrintable(message));
    // Steps are numbered as the file counts them, whichever check left them out.
    QVERIFY2(message.contains("broken.json:13: Step 8 is left out") &&
                 message.contains("broken.json:6: Step 2 is left out"),
             qPrintable(message));
    // The first good step is shown; the editor lists what was left out.
    QCOMPARE(app.window->currentPanel()->content().id, QString("cpu-vs-gpu"));
    app.window->action(QStringLiteral("editPlan"))->trigger();
    ClassPlanWindow *editor = app.window->classPlanWindow();
    QVERIFY(editor);
    app.window->openClassPlan(path);
    QCOMPARE(editor->problemList()->count(), 7);
    QCOMPARE(editor->table()->rowCount(), 2);
    QVERIFY(QTest::qWaitForWindowExposed(editor));
    shot(editor, QStringLiteral("plan-editor-problems"));

    // A file that is no plan changes nothing.
    const QString notPlan = writeFile(dir, QStringLiteral("text.json"), "hello");
    QVERIFY(!app.window->openClassPlan(notPlan, &message));
    QVERIFY2(message.contains("could not be opened") && message.contains("text.json:1:"),
             qPrintable(message));
    QCOMPARE(app.window->classPlan()->plan().steps.size(), 2);
}

void TestClassPlan::addThisViewSaveAndOpenAgain()
{
    AppFixture app;
    QVERIFY(app.show());
    MainWindow &w = *app.window;
    int memory = -1;
    for (int i = 0; i < w.lessons().size(); ++i)
        if (w.lessons().at(i).content.id == QLatin1String("memory-hierarchy"))
            memory = i;
    QVERIFY(memory >= 0);
    w.openLesson(memory, 2); // "reuse", beat 4
    SimulationView *view = w.currentPanel()->simulation();
    view->faster();
    const double speed = view->speed();
    QVERIFY(speed != 1.0);
    QTest::keyClick(&w, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(w.classPlan()->plan().steps.size(), 1);
    const ClassPlanStep added = w.classPlan()->plan().steps.first();
    QCOMPARE(added.lesson, QString("memory-hierarchy"));
    QCOMPARE(added.section, QString("reuse"));
    QCOMPARE(added.beat, 4);
    QVERIFY(added.setup);
    QCOMPARE(added.setup->speed, speed);
    QCOMPARE(added.setup->steps, 0); // the beat's set-up: the clicker plays it
    QVERIFY(w.classPlan()->isModified());
    QVERIFY(w.action(QStringLiteral("savePlan"))->isEnabled());

    // A second view: another lesson, appended after the first.
    w.openLesson(0, 1);
    QTest::keyClick(&w, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(w.classPlan()->plan().steps.size(), 2);
    QCOMPARE(w.classPlan()->plan().steps.at(1).lesson, QString("how-to-use"));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("made.gpulab-plan.json"));
    QString error;
    QVERIFY2(w.classPlan()->save(path, &error), qPrintable(error));
    QVERIFY(!w.classPlan()->isModified());
    const QList<ClassPlanStep> saved = w.classPlan()->plan().steps;
    w.classPlan()->close();
    QVERIFY(!w.classPlan()->hasPlan());

    QString message;
    QVERIFY2(w.openClassPlan(path, &message), qPrintable(message));
    QCOMPARE(w.classPlan()->plan().steps.size(), 2);
    for (int i = 0; i < 2; ++i) {
        ClassPlanStep read = w.classPlan()->plan().steps.at(i);
        read.line = 0;
        QVERIFY(read == saved.at(i));
    }
    // Opening shows step 1 as it was added: the lesson, the beat, the speed.
    QCOMPARE(w.currentPanel()->content().id, QString("memory-hierarchy"));
    QCOMPARE(w.currentPanel()->simulation()->model().beat(), 4);
    QCOMPARE(w.currentPanel()->simulation()->speed(), speed);
}

void TestClassPlan::editorWindowEditsThePlan()
{
    AppFixture app;
    QVERIFY(app.show());
    MainWindow &w = *app.window;
    w.openLesson(1, 0);
    w.action(QStringLiteral("addToPlan"))->trigger();
    w.openLesson(2, 0);
    w.action(QStringLiteral("addToPlan"))->trigger();
    w.openLesson(3, 0);
    w.action(QStringLiteral("addToPlan"))->trigger();
    w.action(QStringLiteral("editPlan"))->trigger();
    ClassPlanWindow *editor = w.classPlanWindow();
    QVERIFY(editor && QTest::qWaitForWindowExposed(editor));
    QTableWidget *table = editor->table();
    QCOMPARE(table->rowCount(), 3);
    const QString first = w.classPlan()->plan().steps.at(0).lesson;
    const QString third = w.classPlan()->plan().steps.at(2).lesson;

    // Minutes and note edited in place.
    table->item(0, ClassPlanWindow::MinutesColumn)->setData(Qt::EditRole, 12);
    table->item(1, ClassPlanWindow::NoteColumn)->setText(QStringLiteral("Ask about L2."));
    QCOMPARE(w.classPlan()->plan().steps.at(0).minutes, 12);
    QCOMPARE(w.classPlan()->plan().steps.at(1).note, QString("Ask about L2."));
    QVERIFY(editor->findChild<QLabel *>("planSummary")->text().contains("12"));

    // Move the last step up twice, remove the (new) last one.
    table->selectRow(2);
    editor->findChild<QPushButton *>("planUp")->click();
    editor->findChild<QPushButton *>("planUp")->click();
    QCOMPARE(w.classPlan()->plan().steps.at(0).lesson, third);
    QCOMPARE(editor->selectedStep(), 0);
    QVERIFY(!editor->findChild<QPushButton *>("planUp")->isEnabled());
    table->selectRow(2);
    editor->findChild<QPushButton *>("planRemove")->click();
    QCOMPARE(w.classPlan()->plan().steps.size(), 2);
    QCOMPARE(w.classPlan()->plan().steps.at(1).lesson, first);

    // Go to Step shows it.
    table->selectRow(1);
    editor->findChild<QPushButton *>("planGoTo")->click();
    QCOMPARE(w.currentPanel()->content().id, first);
    QCOMPARE(w.classPlan()->currentStep(), 1);

    // The title is the plan's.
    auto *title = editor->findChild<QLineEdit *>("planTitle");
    title->setFocus();
    QTest::keyClicks(title, "Monday");
    QCOMPARE(w.classPlan()->plan().title, QString("Monday"));
    shot(editor, QStringLiteral("plan-editor"));
    editor->close();
}

// View › Language with the plan editor open: its texts in Spanish, the steps described with the
// Spanish lessons' titles; then Arabic (mirrored, the count in Arabic digits); then English. The
// plan, its minutes and title, and the step chosen stay. Test translations: tests/app/i18n/.
void TestClassPlan::languageSwitchKeepsThePlan()
{
    MainWindowOptions options;
    options.persistent = false;
    TestLanguages languages(&options);
    AppFixture app(options);
    QVERIFY(app.show());
    MainWindow &w = *app.window;
    int howTo = -1;
    for (int i = 0; i < w.lessons().size(); ++i)
        if (w.lessons().at(i).content.id == QLatin1String("how-to-use"))
            howTo = i;
    QVERIFY(howTo >= 0);
    w.openLesson(howTo, 1);
    w.action(QStringLiteral("addToPlan"))->trigger();
    w.openLesson(howTo, 2);
    w.action(QStringLiteral("addToPlan"))->trigger();
    w.action(QStringLiteral("editPlan"))->trigger();
    ClassPlanWindow *editor = w.classPlanWindow();
    QVERIFY(editor && QTest::qWaitForWindowExposed(editor));
    QTableWidget *table = editor->table();
    table->item(0, ClassPlanWindow::MinutesColumn)->setData(Qt::EditRole, 12);
    table->selectRow(1);
    auto *title = editor->findChild<QLineEdit *>("planTitle");
    title->setFocus();
    QTest::keyClicks(title, "Monday");
    auto *summary = editor->findChild<QLabel *>("planSummary");
    // The window's own texts: its title, the columns, the buttons, the title's label.
    auto texts = [&] {
        QStringList all{editor->windowTitle()};
        for (int c = 0; c < table->columnCount(); ++c)
            all << table->horizontalHeaderItem(c)->text();
        for (QPushButton *button : editor->findChildren<QPushButton *>())
            if (button->objectName().startsWith("plan"))
                all << button->text();
        for (QLabel *label : editor->findChildren<QLabel *>())
            if (label->buddy() == title)
                all << label->text();
        return all;
    };
    const QStringList english = texts();
    QVERIFY2(english.contains("What it shows") && english.contains("&Go to Step"),
             qPrintable(english.join(" | ")));
    QCOMPARE(table->item(0, ClassPlanWindow::StepColumn)->text(),
             QStringLiteral("1. How to use GPU Lab — Moving around · beat 1"));
    const QString englishSummary = summary->text();
    QVERIFY2(englishSummary.startsWith("Steps: 2"), qPrintable(englishSummary));

    switchLanguage(&w, QStringLiteral("es"));
    const QStringList spanish = texts();
    QCOMPARE(spanish.value(0), QStringLiteral("Plan de clase"));
    QVERIFY2(spanish.contains("Qué muestra") && spanish.contains("&Ir al paso"),
             qPrintable(spanish.join(" | ")));
    for (const QString &text : english) // nothing left in English
        QVERIFY2(!spanish.contains(text), qPrintable(text));
    QCOMPARE(table->item(0, ClassPlanWindow::StepColumn)->text(),
             QStringLiteral("1. Cómo usar GPU Lab — Cómo moverse · fase 1"));
    QVERIFY2(table->item(1, ClassPlanWindow::StepColumn)
                 ->text()
                 .startsWith(QStringLiteral("2. Cómo usar GPU Lab — Presentar ante una clase")),
             qPrintable(table->item(1, ClassPlanWindow::StepColumn)->text()));
    QCOMPARE(summary->text(), QStringLiteral("Pasos: 2 · 12 min previstos · aún sin guardar · "
                                             "cambiado, sin guardar"));
    // The plan as it was: its steps, minutes and title, the step chosen.
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(w.classPlan()->plan().steps.size(), 2);
    QCOMPARE(w.classPlan()->plan().steps.at(0).minutes, 12);
    QCOMPARE(w.classPlan()->plan().title, QStringLiteral("Monday"));
    QCOMPARE(title->text(), QStringLiteral("Monday"));
    QCOMPARE(editor->selectedStep(), 1);
    QVERIFY(editor->isVisible());

    switchLanguage(&w, QStringLiteral("ar"));
    QCOMPARE(editor->windowTitle(), QStringLiteral("خطة الحصة"));
    QCOMPARE(editor->layoutDirection(), Qt::RightToLeft);
    // The count written again in the language's digits.
    QVERIFY2(summary->text().startsWith(QStringLiteral("الخطوات: ") + QLocale().toString(2)),
             qPrintable(summary->text()));
    QCOMPARE(editor->selectedStep(), 1);

    switchLanguage(&w, QStringLiteral("en"));
    QCOMPARE(texts(), english);
    QCOMPARE(summary->text(), englishSummary);
    QCOMPARE(table->item(0, ClassPlanWindow::StepColumn)->text(),
             QStringLiteral("1. How to use GPU Lab — Moving around · beat 1"));
    QCOMPARE(editor->layoutDirection(), Qt::LeftToRight);
    QCOMPARE(editor->selectedStep(), 1);
    QCOMPARE(w.classPlan()->plan().title, QStringLiteral("Monday"));
    editor->close();
}

// What a plan's open left out, listed in the editor, is made again in the new language on View ›
// Language (from the bytes read: the file is not read again, so a changed file changes nothing).
void TestClassPlan::languageSwitchRemakesWhatWasLeftOut()
{
    MainWindowOptions options;
    options.persistent = false;
    TestLanguages languages(&options);
    AppFixture app(options);
    QVERIFY(app.show());
    MainWindow &w = *app.window;
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("left-out.json"), R"({
  "format": "gpulab-class-plan",
  "version": 1,
  "steps": [
    {"lesson": "how-to-use", "section": 1},
    {"lesson": "no-such-lesson", "section": 1}
  ]
}
)");
    QVERIFY(w.openClassPlan(path));
    w.action(QStringLiteral("editPlan"))->trigger();
    ClassPlanWindow *editor = w.classPlanWindow();
    QVERIFY(editor && QTest::qWaitForWindowExposed(editor));
    QListWidget *list = editor->problemList();
    const QString file = QDir::toNativeSeparators(path);
    QCOMPARE(list->count(), 1);
    QCOMPARE(list->item(0)->text(),
             file + QStringLiteral(":6: Step 2 is left out: this GPU Lab has no lesson "
                                   "\u201cno-such-lesson\u201d."));
    // The file changes after it was opened: what is listed is what was opened.
    writeFile(dir, QStringLiteral("left-out.json"), "not a plan any more");

    switchLanguage(&w, QStringLiteral("es"));
    QCOMPARE(list->count(), 1);
    QCOMPARE(list->item(0)->text(),
             file + QStringLiteral(":6: Se omite el paso 2: este GPU Lab no tiene ninguna "
                                   "lección «no-such-lesson»."));
    bool labelled = false;
    for (QLabel *l : editor->findChildren<QLabel *>())
        labelled = labelled || (l->buddy() == list && l->text() == "Omitido al abrir el plan:");
    QVERIFY(labelled);

    switchLanguage(&w, QStringLiteral("en"));
    QCOMPARE(list->item(0)->text(),
             file + QStringLiteral(":6: Step 2 is left out: this GPU Lab has no lesson "
                                   "\u201cno-such-lesson\u201d."));
    // Closing the plan empties the list.
    w.action(QStringLiteral("closePlan"))->trigger();
    QCOMPARE(list->count(), 0);
    QVERIFY(list->isHidden());
    editor->close();
}

// On two screens (CTest app-presenter-twoscreens-*: 1024x768 or 1920x1080 for the room beside
// a 1280x800 laptop): the lesson full screen on one, the console on the other, a plan of three
// lessons walked from either window, blanking, the overview, a drawing, the countdown, the swap.
void TestClassPlan::presenterOnTwoScreens()
{
    if (QGuiApplication::screens().size() < 2)
        QSKIP("needs two screens: the CTest entries app-presenter-twoscreens-* run this test on "
              "an Xvfb with two");
    AppFixture app;
    QVERIFY(app.show());
    MainWindow &w = *app.window;
    const auto tensorModel = createSimulationModel(QStringLiteral("tensor-cores"), w.data());
    QVERIFY(tensorModel);
    ClassPlan plan;
    ClassPlanStep s1;
    s1.lesson = QStringLiteral("cpu-vs-gpu");
    s1.section = QStringLiteral("cpu-wins");
    s1.minutes = 20;
    ClassPlanStep s2;
    s2.lesson = QStringLiteral("tensor-cores");
    s2.section = QStringLiteral("volta"); // its simulation on screen (2:4 sparsity's hides it)
    s2.note = QStringLiteral("Skip half the zeros.");
    s2.minutes = 15;
    SimulationPreset setup;
    setup.simulation = QStringLiteral("tensor-cores");
    setup.seed = 7;
    setup.parameters = tensorModel->parameters();
    setup.beat = 5;
    s2.setup = setup;
    ClassPlanStep s3;
    s3.lesson = QStringLiteral("memory-hierarchy");
    s3.section = QStringLiteral("reuse");
    s3.beat = 4;
    plan.steps = {s1, s2, s3};
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("two.json"), classPlanBytes(plan));
    QVERIFY(w.openClassPlan(path));
    const QJsonObject step1State = w.currentPanel()->simulation()->model().state();

    w.setPresenting(true);
    PresenterConsole *console = w.presenterConsole();
    QVERIFY(console);
    QVERIFY(QTest::qWaitForWindowExposed(console));
    QScreen *room = w.screen();
    QScreen *desk = console->screen();
    QVERIFY(room != desk);
    QVERIFY(w.isFullScreen()); // (the size is the window manager's: Xvfb runs none)
    QVERIFY2(desk->availableGeometry().contains(console->geometry()),
             qPrintable(QStringLiteral("console %1,%2 %3x%4 on a %5x%6 screen")
                            .arg(console->x())
                            .arg(console->y())
                            .arg(console->width())
                            .arg(console->height())
                            .arg(desk->size().width())
                            .arg(desk->size().height())));
    QVERIFY(console->countdownSeconds() > 34 * 60 && console->countdownSeconds() <= 35 * 60);

    // The clicker from the console: play, next beat, back to an identical set-up.
    console->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(console));
    auto fromConsole = [&](Qt::Key key) {
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : console, key);
    };
    fromConsole(Qt::Key_PageDown);
    QVERIFY(shown(w).playing);
    fromConsole(Qt::Key_PageDown);
    QCOMPARE(shown(w).beat, 1);
    fromConsole(Qt::Key_PageUp);
    QCOMPARE(shown(w).beat, 0);
    QVERIFY(!shown(w).playing);
    QCOMPARE(w.currentPanel()->simulation()->model().state(), step1State);
    QVERIFY2(console->notesText().contains(w.currentPanel()->currentNotes().left(40)),
             qPrintable(console->notesText()));
    // Blank from the console, and back.
    fromConsole(Qt::Key_B);
    QVERIFY(w.isBlanked());
    fromConsole(Qt::Key_B);
    QVERIFY(!w.isBlanked());

    // From the lesson's window: the overview of the plan, the second step chosen.
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_O);
    PresenterOverview *overview = w.presenter()->overview();
    QVERIFY(overview->isVisible());
    QCOMPARE(overview->entries().size(), 3);
    QTest::keyClick(overview->list(), Qt::Key_Right);
    QTest::keyClick(overview->list(), Qt::Key_Return);
    QCOMPARE(w.classPlan()->currentStep(), 1);
    QCOMPARE(shown(w).lesson, QString("tensor-cores"));
    QCOMPARE(shown(w).beat, 5);
    QVERIFY(console->notesText().startsWith("Plan: Skip half the zeros."));
    QVERIFY2(console->nextText().contains("Memory"), qPrintable(console->nextText()));

    // A pen stroke over the page, in pixels; the clicker clears it.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_P);
    AnnotationLayer *drawing = w.presenter()->annotation();
    QCOMPARE(drawing->tool(), AnnotationLayer::Tool::Pen);
    const QPoint from(drawing->width() / 3, drawing->height() / 2);
    const QPoint to(drawing->width() / 2, drawing->height() / 2);
    QTest::mousePress(drawing, Qt::LeftButton, {}, from);
    QTest::mouseMove(drawing, to);
    QTest::mouseRelease(drawing, Qt::LeftButton, {}, to);
    QCOMPARE(drawing->strokeCount(), 1);
    const QImage ink = drawing->grab().toImage();
    QVERIFY(qAlpha(ink.pixel((from + to) / 2)) > 0);
    QVERIFY(qAlpha(ink.pixel(from - QPoint(0, 60))) == 0);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape); // the pen put away
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageDown);
    QVERIFY(drawing->isEmpty());
    QVERIFY(shown(w).playing);

    // X: the lesson to the console's screen and the console to the room's.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_X);
    QTRY_COMPARE(w.screen(), desk);
    QTRY_COMPARE(console->screen(), room);
    QVERIFY(w.isFullScreen());
    QVERIFY(desk->geometry().contains(w.geometry()));
    QVERIFY(room->availableGeometry().contains(console->geometry()));
    // The clicker goes on: the third step, in a third lesson.
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &w,
                    Qt::Key_PageDown);
    QCOMPARE(w.classPlan()->currentStep(), 2);
    QCOMPARE(shown(w).lesson, QString("memory-hierarchy"));
    QCOMPARE(shown(w).beat, 4);
    w.setPresenting(false);
    QVERIFY(!w.presenterConsole());
}

QTEST_MAIN(TestClassPlan)
#include "tst_classplan.moc"
