// The Live Lab as a class uses it: a real race on the local OpenCL device (PoCL in CI) that
// completes verified and reaches the panes, the speedup and the verdict; cancel mid-run; the
// window stays responsive during a run; oversized and unusable requests are refused with a
// message; and, in the no-OpenCL suite, the serial side still runs while the parallel side
// explains why it cannot.
#include "../fixedtranslator.h"
#include "../lessontestsupport.h"
#include "compute/provenance.h"
#include "lessons/framework/labsession.h"
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/machinestate.h"
#include "lessons/framework/panelregistry.h"
#include "lessons/framework/racepane.h"
#include "lessons/livelab/benchcharts.h"
#include "lessons/livelab/livelabpanel.h"
#include "widgets/chartframe.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCheckBox>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QXYSeries>

#include <QElapsedTimer>
#include <QJsonArray>
#include <QLabel>
#include <QLayout>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using namespace gpulab;

class TestLiveLab : public QObject
{
    Q_OBJECT
    // What the app lends a lesson; made anew where a test changes the engine program (the one
    // engine process keeps running the program it was started with).
    std::unique_ptr<test::LessonServices> m_services = std::make_unique<test::LessonServices>();

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void raceCompletesVerified();
    void cancelStopsWithinOneSecond();
    void windowStaysResponsive();
    void refusals();
    void noOpenCL();
    void ladderChart();
    void scalingChart();
    void rooflineChart();
    void rooflineCaveats();
    void ladderNoteWords();
    void sessionSaveAndCompare();
    void engineCrashIsReportedAndSurvived();
    void engineThatCannotStartIsReported();
    void deviceFollowsStatusBar();
    void racePanesStayLeftToRight();

private:
    // Lessons from here on get a fresh engine service running `program` (the one engine process
    // keeps the program it was started with); the guard returned restores the usual engine.
    auto useEngineProgram(const QString &program)
    {
        delete m_panel;
        m_panel = nullptr;
        qputenv("GPULAB_CLI", program.toLocal8Bit());
        m_services = std::make_unique<test::LessonServices>();
        return qScopeGuard([this] {
            qunsetenv("GPULAB_CLI");
            delete m_panel;
            m_panel = nullptr;
            m_services = std::make_unique<test::LessonServices>();
        });
    }
    bool openCLExpected() const { return !qEnvironmentVariableIsSet("GPULAB_EXPECT_NO_OPENCL"); }
    bool waitForDevices();
    LiveLabPanel *m_panel = nullptr;
};

void TestLiveLab::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // measured roofs go to QSettings (MachineState)
    m_services->machine.resetForTests();
}

void TestLiveLab::init()
{
    test::openPanel(*m_services, QStringLiteral("livelab"), m_panel, {1100, 700});
}

void TestLiveLab::cleanup()
{
    delete m_panel; // cancels and joins a running race
    m_panel = nullptr;
}

// The measurement engine is a child process: when it dies mid-run (a crashing OpenCL driver is
// the real-world case), the race ends with a message, the lesson stays usable, and the next run
// starts a fresh engine. A stand-in engine that answers "devices" and then crashes plays it.
void TestLiveLab::engineCrashIsReportedAndSurvived()
{
    delete m_panel;
    m_panel = nullptr;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString script = dir.filePath("crashing-engine.sh");
    {
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("#!/bin/sh\n"
                   "while read line; do\n"
                   "  case \"$line\" in\n"
                   "    devices) echo '{\"event\": \"devices\", \"discovery\": {\"devices\": [], "
                   "\"problem\": \"stand-in engine\", \"error_code\": 0}}'\n"
                   "             echo '{\"event\": \"done\", \"cancelled\": false, \"error\": "
                   "null}' ;;\n"
                   "    bench*) echo '{\"event\": \"reference\", \"n\": 64}'; kill -SEGV $$ ;;\n"
                   "  esac\n"
                   "done\n");
        file.close();
        QVERIFY(file.setPermissions(file.permissions() | QFileDevice::ExeOwner));
    }
    auto restore = useEngineProgram(script);
    init();
    QVERIFY(waitForDevices());
    QCOMPARE(m_panel->runner().discovery().problem, std::string("stand-in engine"));
    RaceRequest request;
    request.n = 64;
    request.left = "serial-naive";
    request.right = "serial-blocked";
    m_panel->setRequest(request);
    for (int attempt = 0; attempt < 2; ++attempt) { // the second run starts a new engine
        QSignalSpy finished(&m_panel->runner(), &RaceRunner::finished);
        QVERIFY(m_panel->run());
        QVERIFY(finished.wait(20000));
        const QString error = m_panel->lastOutcome().error;
        QVERIFY2(error.contains("engine crashed"), qPrintable(error));
        QVERIFY(!m_panel->runner().isRunning());
    }
}

// An engine program that cannot be started (missing, or not executable) is reported in the
// device discovery's problem, without blocking: EngineClient starts the process asynchronously.
void TestLiveLab::engineThatCannotStartIsReported()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString notExecutable = dir.filePath("gpulab-cli");
    {
        QFile file(notExecutable);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("#!/bin/sh\nexit 0\n");
    }
    for (const QString &program : {dir.filePath("missing/gpulab-cli"), notExecutable}) {
        auto restore = useEngineProgram(program);
        init();
        QVERIFY(waitForDevices());
        const QString problem = QString::fromStdString(m_panel->runner().discovery().problem);
        QVERIFY2(problem.contains("could not be started") && problem.contains(program),
                 qPrintable(problem));
        QVERIFY(!m_panel->runner().isRunning());
    }
}

bool TestLiveLab::waitForDevices()
{
    if (!m_panel->runner().hasDiscovered()) {
        QSignalSpy ready(&m_panel->runner(), &RaceRunner::devicesReady);
        if (!ready.wait(30000))
            return false;
    }
    return true;
}

void TestLiveLab::raceCompletesVerified()
{
    if (!openCLExpected())
        QSKIP("the no-OpenCL suite checks the other case");
    QVERIFY(waitForDevices());
    if (!m_panel->runner().discovery().available()) {
        if (qEnvironmentVariableIntValue("GPULAB_REQUIRE_OPENCL"))
            QFAIL("no OpenCL device, but GPULAB_REQUIRE_OPENCL=1");
        QSKIP("no OpenCL device on this machine");
    }
    RaceRequest request;
    request.n = 160;
    request.left = "serial-naive";
    request.right = "opencl-tiled";
    request.repeats = 2;
    m_panel->setRequest(request);
    m_panel->setPrediction(7);
    QSignalSpy finished(&m_panel->runner(), &RaceRunner::finished);
    QSignalSpy progress(&m_panel->runner(), &RaceRunner::progress);
    QSignalSpy sides(&m_panel->runner(), &RaceRunner::sideFinished);
    QVERIFY(m_panel->run());
    QVERIFY(finished.wait(120000));
    const RaceOutcome outcome = m_panel->lastOutcome();
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QCOMPARE(outcome.left.status, BenchResult::Status::Ok);
    QCOMPARE(outcome.right.status, BenchResult::Status::Ok);
    QVERIFY(outcome.left.verified && outcome.right.verified);
    QCOMPARE(outcome.left.n, 160);
    QCOMPARE(outcome.left.repeats, 2);
    QVERIFY(outcome.speedup() > 0);
    QCOMPARE(sides.count(), 2);
    QVERIFY(progress.count() >= 2);
    // The panes and labels show the measurement.
    QVERIFY(m_panel->pane(0)->summary().contains("verified"));
    QVERIFY(m_panel->pane(1)->summary().contains("GFLOP/s"));
    QVERIFY(m_panel->speedupLabel()->text().startsWith(QString::fromUtf8("\u00d7")));
    QVERIFY(m_panel->verdictLabel()->text().contains(QString::fromUtf8("You predicted \u00d77")));
    QVERIFY(m_panel->isReplaying()); // the replay starts by itself
    m_panel->hide();
    QVERIFY(!m_panel->isReplaying()); // and stops when nobody watches
}

// The race's sides are named "Left" and "Right" (controls, prediction, notes): under a
// right-to-left language (Arabic) the window mirrors, but not that row of panes, whether the
// language changes while the lesson is open or the lesson opens in it.
void TestLiveLab::racePanesStayLeftToRight()
{
    const auto restore = qScopeGuard([] { QGuiApplication::setLayoutDirection(Qt::LeftToRight); });
    auto sides = [this] {
        QWidget *window = m_panel->window();
        m_panel->pane(0)->parentWidget()->layout()->activate();
        return std::pair(m_panel->pane(0)->mapTo(window, QPoint(0, 0)).x(),
                         m_panel->pane(1)->mapTo(window, QPoint(0, 0)).x());
    };
    QVERIFY(m_panel->pane(0)->isVisible() && m_panel->pane(1)->isVisible());
    QVERIFY(sides().first < sides().second);
    QGuiApplication::setLayoutDirection(Qt::RightToLeft);
    QTRY_VERIFY(m_panel->isRightToLeft());
    QVERIFY2(sides().first < sides().second, "switched to right to left: the left pane moved");
    delete m_panel;
    m_panel = nullptr;
    test::openPanel(*m_services, QStringLiteral("livelab"), m_panel, {1100, 700});
    QVERIFY(m_panel && m_panel->isRightToLeft());
    QVERIFY2(sides().first < sides().second, "opened right to left: the left pane is right");
    // And back, live.
    QGuiApplication::setLayoutDirection(Qt::LeftToRight);
    QTRY_VERIFY(!m_panel->isRightToLeft());
    QVERIFY(sides().first < sides().second);
}

void TestLiveLab::cancelStopsWithinOneSecond()
{
    QVERIFY(waitForDevices());
    RaceRequest request;
    request.n = 1600; // serial-naive needs many seconds here
    request.left = "serial-naive";
    request.right = "cpu-threads";
    request.repeats = 3;
    m_panel->setRequest(request);
    QSignalSpy finished(&m_panel->runner(), &RaceRunner::finished);
    QSignalSpy progress(&m_panel->runner(), &RaceRunner::progress);
    QVERIFY(m_panel->run());
    QVERIFY(progress.wait(60000)); // the serial side is running (the reference came first)
    QTest::qWait(300);
    QElapsedTimer clock;
    clock.start();
    m_panel->cancel();
    QVERIFY(finished.wait(5000));
    QVERIFY2(clock.elapsed() <= 1000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(m_panel->lastOutcome().cancelled);
    QVERIFY(!m_panel->runner().isRunning());
    // Neither pane goes on saying "Running… 23 %" or "Waiting for its turn" (issue 19 §1).
    for (int side : {0, 1}) {
        const RacePane::Mode mode = m_panel->pane(side)->mode();
        QVERIFY2(mode != RacePane::Mode::Live && mode != RacePane::Mode::Waiting,
                 qPrintable(QString("side %1 still %2").arg(side).arg(int(mode))));
    }
    QCOMPARE(m_panel->pane(1)->mode(), RacePane::Mode::Stopped); // never reached
}

void TestLiveLab::windowStaysResponsive()
{
    QVERIFY(waitForDevices());
    RaceRequest request;
    request.n = 384;
    request.left = "serial-naive";
    request.right = "serial-blocked";
    request.repeats = 2;
    m_panel->setRequest(request);
    // A probe timer: the longest gap between its ticks is how long the event loop was blocked.
    QElapsedTimer sinceTick;
    qint64 worst = 0;
    QTimer probe;
    probe.setInterval(5);
    connect(&probe, &QTimer::timeout, [&] { worst = qMax(worst, sinceTick.restart()); });
    QSignalSpy finished(&m_panel->runner(), &RaceRunner::finished);
    sinceTick.start();
    probe.start();
    QVERIFY(m_panel->run());
    QVERIFY(finished.wait(120000));
    probe.stop();
    QVERIFY2(worst <= 50, qPrintable(QString("event loop blocked for %1 ms").arg(worst)));
    QCOMPARE(m_panel->lastOutcome().left.status, BenchResult::Status::Ok);
}

void TestLiveLab::refusals()
{
    QVERIFY(waitForDevices());
    QString error;
    RaceRunner &runner = m_panel->runner();
    RaceRequest same;
    same.left = same.right = "serial-naive";
    QVERIFY(!runner.start(same, &error));
    QVERIFY(error.contains("two different"));
    RaceRequest huge;
    huge.n = 50000;
    QVERIFY(!runner.start(huge, &error));
    QVERIFY(error.contains("46340"));
    RaceRequest unknown;
    unknown.right = "warp-drive";
    QVERIFY(!runner.start(unknown, &error));
    QVERIFY(error.contains("warp-drive"));
    // Larger than this machine's memory: refused by the size guard, before allocating.
    RaceRequest big;
    big.n = 46340;
    big.left = "serial-naive";
    big.right = "cpu-threads";
    big.repeats = 1;
    m_panel->setRequest(big);
    QSignalSpy finished(&runner, &RaceRunner::finished);
    QVERIFY(m_panel->run());
    QVERIFY(finished.wait(30000));
    const RaceOutcome outcome = m_panel->lastOutcome();
    QVERIFY(outcome.left.status != BenchResult::Status::Ok);
    QVERIFY2(QString::fromStdString(outcome.left.message).contains("memory"),
             outcome.left.message.c_str());
    QVERIFY(m_panel->pane(0)->summary().contains("memory"));
    QCOMPARE(outcome.speedup(), 0.0);
}

void TestLiveLab::noOpenCL()
{
    if (openCLExpected())
        QSKIP("run by the lessons-livelab-noopencl suite (OCL_ICD_VENDORS: an empty folder)");
    QVERIFY(waitForDevices());
    QVERIFY(!m_panel->runner().discovery().available());
    RaceRequest request;
    request.n = 96;
    request.left = "serial-naive";
    request.right = "opencl-regblock";
    request.repeats = 1;
    m_panel->setRequest(request);
    QSignalSpy finished(&m_panel->runner(), &RaceRunner::finished);
    QVERIFY(m_panel->run());
    QVERIFY(finished.wait(60000));
    const RaceOutcome outcome = m_panel->lastOutcome();
    QCOMPARE(outcome.left.status, BenchResult::Status::Ok);
    QVERIFY(outcome.left.verified);
    QCOMPARE(outcome.right.status, BenchResult::Status::Skipped);
    QVERIFY(m_panel->pane(1)->summary().startsWith("Cannot run here: no OpenCL device"));
}

void TestLiveLab::ladderChart()
{
    QVERIFY(waitForDevices());
    LadderChart *ladder = m_panel->ladder();
    QSignalSpy done(ladder, &LadderChart::finished);
    QVERIFY(ladder->run(96));
    QVERIFY(done.wait(300000));
    int ok = 0, skipped = 0;
    for (const BenchResult &r : ladder->results()) {
        QCOMPARE(r.n, 96);
        ok += r.status == BenchResult::Status::Ok ? 1 : 0;
        skipped += r.status == BenchResult::Status::Skipped ? 1 : 0;
        if (r.status == BenchResult::Status::Ok)
            QVERIFY(r.verified);
    }
    QVERIFY(ok >= 3); // the CPU rungs always run
    QCOMPARE(ladder->findChild<QProgressBar *>()->value(), 1000);
    if (!openCLExpected())
        QVERIFY(skipped >= 3); // the OpenCL rungs say why they cannot
    // The chart: one bar per measured rung, axis titles with units.
    QChart *chart = ladder->frame()->chart();
    QCOMPARE(chart->series().size(), 1);
    auto *bars = qobject_cast<QAbstractBarSeries *>(chart->series().first());
    QVERIFY(bars);
    QCOMPARE(bars->barSets().first()->count(), ok);
    bool unitTitle = false;
    for (QAbstractAxis *axis : chart->axes())
        unitTitle = unitTitle || axis->titleText().contains("GFLOP/s");
    QVERIFY(unitTitle);
    // Export: CSV with a row per rung, PNG that is a picture.
    QTemporaryDir dir;
    QString error;
    QVERIFY(ladder->frame()->exportCsv(dir.filePath("ladder.csv"), &error));
    QFile csv(dir.filePath("ladder.csv"));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QByteArray bytes = csv.readAll();
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF")); // UTF-8 with a byte order mark, as every export
    const QList<QByteArray> lines = bytes.mid(3).trimmed().split('\n');
    QVERIFY(lines.first().startsWith("variant,title,rung,n,status,seconds_median,gflops"));
    QCOMPARE(lines.size(), int(ladder->results().size()) + 1);
    QVERIFY(ladder->frame()->exportPng(dir.filePath("ladder.png"), &error));
    QVERIFY(!QImage(dir.filePath("ladder.png")).isNull());
    ladder->frame()->findChild<QCheckBox *>()->setChecked(true); // log scale
    bool logAxis = false;
    for (QAbstractAxis *axis : chart->axes())
        logAxis = logAxis || qobject_cast<QLogValueAxis *>(axis);
    QVERIFY(logAxis);
    // A rung slower than one below it is marked on its name and said why under the chart (on
    // PoCL, opencl-naive is far below the CPU rungs at any N).
    const auto *ideas = ladder->findChild<QLabel *>(QStringLiteral("ideas"));
    QVERIFY(ideas);
    for (const LadderNote &note : ladder->notes()) {
        const VariantInfo *below = findVariant(note.below);
        QVERIFY(below);
        QVERIFY2(ideas->text().contains(QStringLiteral("\u26a0")) &&
                     ideas->text().contains(
                         QString::fromUtf8(below->title.data(), qsizetype(below->title.size()))),
                 qPrintable(ideas->text()));
    }
    if (openCLExpected() && m_panel->runner().discovery().devices.front().type == DeviceType::Cpu)
        QVERIFY(!ladder->notes().empty());
}

// A ladder note in the app's words: the figures, the rival by its title, and why.
void TestLiveLab::ladderNoteWords()
{
    LadderNote note;
    note.variant = "opencl-tiled";
    note.why = LadderNote::Why::OnCpuDevice;
    note.below = "cpu-threads";
    note.sizes = {{1024, 2.7, 24.0, 0.8}};
    const QString text = LadderChart::noteText(note, {});
    QVERIFY2(text.contains("2.70 GFLOP/s") && text.contains("All CPU cores (24.0 GFLOP/s)") &&
                 text.contains("N = 1024") && text.contains("\u00d78.9 slower"),
             qPrintable(text));
    QVERIFY2(text.contains("no separate on-chip shared memory"), qPrintable(text));
    note.why = LadderNote::Why::LaunchBound;
    LadderContext gpu;
    gpu.deviceType = DeviceType::Gpu;
    gpu.computeUnits = 132;
    QVERIFY(LadderChart::noteText(note, gpu).contains("132 compute units"));

    // The catalog's texts (compute/, English) reach the GUI through one translated lookup, and
    // the note's two sentences are joined by the translator's pattern, not a space in code.
    test::FixedTranslator translator;
    translator.mark(QStringLiteral("gpulab::VariantCatalog"));
    translator.add(QStringLiteral("gpulab::SentenceText"), QStringLiteral("%1 %2"),
                   QStringLiteral("%1|%2"));
    QCoreApplication::installTranslator(&translator);
    note.why = LadderNote::Why::OnCpuDevice;
    const QString translated = LadderChart::noteText(note, {});
    const VariantInfo *tiled = findVariant("opencl-tiled");
    const QString rung = variantRung(*tiled), idea = variantIdea(*tiled);
    const QString byId = variantTitle(std::string("serial-naive"));
    const QString unknown = variantRung(std::string("no-such-rung"));
    QCoreApplication::removeTranslator(&translator);
    QVERIFY2(
        translated.contains(QString::fromUtf8("than \u00abAll CPU cores\u00bb (24.0 GFLOP/s)")),
        qPrintable(translated));
    QVERIFY2(translated.contains(QString::fromUtf8("1024.|\u00abA CPU has no separate")),
             qPrintable(translated));
    QCOMPARE(rung, QString::fromUtf8("\u00abshared memory\u00bb"));
    QVERIFY2(idea.startsWith(QString::fromUtf8("\u00abA work-group copies tiles")),
             qPrintable(idea));
    QCOMPARE(byId, QString::fromUtf8("\u00abSerial, textbook loop\u00bb"));
    QCOMPARE(unknown, QStringLiteral("no-such-rung"));
}

void TestLiveLab::scalingChart()
{
    QVERIFY(waitForDevices());
    ScalingChart *scaling = m_panel->scaling();
    QSignalSpy done(scaling, &ScalingChart::finished);
    QVERIFY(scaling->run({"serial-naive", "cpu-threads"}, {64, 128}));
    QVERIFY(done.wait(300000));
    QCOMPARE(int(scaling->results().size()), 4);
    QCOMPARE(scaling->findChild<QProgressBar *>()->value(), 1000);
    QChart *chart = scaling->frame()->chart();
    QCOMPARE(chart->series().size(), 2);
    for (QAbstractSeries *series : chart->series())
        QCOMPARE(qobject_cast<QXYSeries *>(series)->count(), 2);
    scaling->setShowSpeedup(true);
    QCOMPARE(chart->series().size(), 2);
    for (QAbstractSeries *series : chart->series()) {
        auto *line = qobject_cast<QXYSeries *>(series);
        if (line->name().startsWith("Serial"))
            QCOMPARE(line->at(0).y(), 1.0); // serial against itself
    }
}

void TestLiveLab::rooflineChart()
{
    QVERIFY(waitForDevices());
    RooflineChart *roofline = m_panel->roofline();
    if (!m_panel->runner().discovery().available()) {
        QString error;
        QVERIFY(!roofline->run(256, &error)); // no device: said, not attempted
        QVERIFY(error.contains("needs an OpenCL device"));
        return;
    }
    QSignalSpy done(roofline, &RooflineChart::finished);
    QVERIFY(roofline->run(256));
    QVERIFY(done.wait(300000));
    QVERIFY(roofline->hasRoofs());
    QVERIFY(roofline->roofs().bandwidthGBs > 0 && roofline->roofs().peakGflops > 0);
    // Shared with the other lessons (the memory hierarchy's roofline), for this device.
    const auto shared = m_services->machine.roofsFor(
        QString::fromStdString(m_panel->runner().discovery().devices.front().name).trimmed());
    QVERIFY(shared);
    QCOMPARE(shared->roofs.bandwidthGBs, roofline->roofs().bandwidthGBs);
    QCOMPARE(shared->roofs.peakGflops, roofline->roofs().peakGflops);
    QCOMPARE(int(roofline->results().size()), 3); // the three OpenCL rungs
    // The roof and one point per kernel, on log-log axes with units.
    QChart *chart = roofline->frame()->chart();
    QCOMPARE(chart->series().size(), 4);
    int logAxes = 0;
    for (QAbstractAxis *axis : chart->axes())
        logAxes += qobject_cast<QLogValueAxis *>(axis) ? 1 : 0;
    QCOMPARE(logAxes, 2);
    // The datasheet roofs of the data file, one dashed roofline per GPU.
    roofline->findChild<QCheckBox *>("datasheets")->setChecked(true);
    QVERIFY(chart->series().size() >= 4 + 5);
    const QString csv = roofline->frame()->csv();
    QVERIFY(csv.startsWith("kind,name,flops_per_byte,gflops,attainable_gflops"));
    QVERIFY(csv.contains("kernel,opencl-naive,0.25,"));
}

// A kernel drawn above its roof, or roofs whose runs disagreed, are never shown without a word.
void TestLiveLab::rooflineCaveats()
{
    DeviceRoofs roofs;
    roofs.bandwidthGBs = 20;
    roofs.peakGflops = 120;
    const auto result = [](const char *variant, double gflops) {
        BenchResult r;
        r.variant = variant;
        r.gflops = gflops;
        r.status = BenchResult::Status::Ok;
        return r;
    };
    // Under both roofs: nothing to say.
    QCOMPARE(RooflineChart::caveats(roofs, {result("opencl-naive", 3)}, true), QString());
    // Naive (0.25 FLOP/byte) is under a 5 GFLOP/s memory roof: 8 is above it (cache).
    const QString cache = RooflineChart::caveats(roofs, {result("opencl-naive", 8)}, true);
    QVERIFY2(cache.contains("opencl-naive") && cache.contains("cache"), qPrintable(cache));
    // Register-blocked above the measured peak (AVX-512 measured with float8 did this).
    const QString peak = RooflineChart::caveats(roofs, {result("opencl-regblock", 237)}, true);
    QVERIFY2(peak.contains("opencl-regblock") && peak.contains("peak"), qPrintable(peak));
    // Repeats 25 % apart: unsteady, said; 10 %: fine.
    roofs.peakSpread = 0.10;
    QCOMPARE(RooflineChart::caveats(roofs, {}, true), QString());
    roofs.peakSpread = 0.25;
    QVERIFY(roofs.unsteady());
    QVERIFY(RooflineChart::caveats(roofs, {}, true).contains("25"));
}

void TestLiveLab::sessionSaveAndCompare()
{
    QVERIFY(waitForDevices());
    QSignalSpy ladderDone(m_panel->ladder(), &LadderChart::finished);
    QVERIFY(m_panel->ladder()->run(64));
    QVERIFY(ladderDone.wait(300000));
    QSignalSpy scalingDone(m_panel->scaling(), &ScalingChart::finished);
    QVERIFY(m_panel->scaling()->run({"serial-naive", "cpu-threads"}, {64, 96}));
    QVERIFY(scalingDone.wait(300000));

    QTemporaryDir dir;
    const QString file = dir.filePath("today.json");
    QString error;
    QVERIFY2(m_panel->saveSession(file, &error), qPrintable(error));
    const auto loaded = loadLabSession(file, &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->ladder.size(), m_panel->ladder()->results().size());
    QCOMPARE(loaded->scaling.size(), size_t(4));
    // Where it was measured: this GPU Lab, this CPU, the race's OpenCL device and its driver.
    const QJsonObject provenance = loaded->provenance;
    QCOMPARE(provenance.value("schema_version").toInt(), 1);
    QCOMPARE(provenance.value("app_version").toString(), QString::fromStdString(appVersion()));
    QVERIFY(
        QDateTime::fromString(provenance.value("created_utc").toString(), Qt::ISODate).isValid());
    QCOMPARE(provenance.value("cpu_model").toString(), QString::fromStdString(cpuModelName()));
    const QJsonArray devices = provenance.value("devices").toArray();
    QCOMPARE(devices.size(), m_panel->runner().discovery().available() ? 1 : 0);
    if (!devices.isEmpty()) {
        const QJsonObject device = devices.first().toObject();
        QCOMPARE(device.value("name").toString().trimmed(), loaded->device);
        QVERIFY(!device.value("driver_version").toString().isEmpty());
        QVERIFY(!device.value("platform_version").toString().isEmpty());
    }
    for (size_t i = 0; i < loaded->ladder.size(); ++i) {
        const BenchResult &a = loaded->ladder[i], &b = m_panel->ladder()->results()[i];
        QCOMPARE(a.variant, b.variant);
        QCOMPARE(a.status, b.status);
        QCOMPARE(a.gflops, b.gflops);
        QCOMPARE(a.verified, b.verified);
    }
    // Compare: the ladder gets a second bar set, the scaling chart dashed lines.
    QVERIFY(m_panel->compareWith(file, &error));
    auto *bars =
        qobject_cast<QAbstractBarSeries *>(m_panel->ladder()->frame()->chart()->series().first());
    QCOMPARE(bars->count(), 2);
    QVERIFY(bars->barSets().at(1)->label().startsWith("Earlier: "));
    QCOMPARE(m_panel->scaling()->frame()->chart()->series().size(), 4);
    QVERIFY2(m_panel->compareLabel()->text().contains("Measured with GPU Lab " +
                                                      QString::fromStdString(appVersion())),
             qPrintable(m_panel->compareLabel()->text()));

    // A session saved before sessions carried provenance (version 1) still loads and compares.
    QFile before(dir.filePath("version1.json"));
    QVERIFY(before.open(QIODevice::WriteOnly));
    before.write(R"({"format": "gpulab-lab-session", "version": 1, "device": "Old GPU",
        "saved": "2025-03-01T10:00:00Z", "ladder": [{"variant": "serial-naive", "n": 64,
        "status": "ok", "seconds_median": 0.001, "gflops": 0.5}], "roofs": null})");
    before.close();
    const auto old = loadLabSession(before.fileName(), &error);
    QVERIFY2(old, qPrintable(error));
    QVERIFY(old->provenance.isEmpty());
    QCOMPARE(old->ladder.size(), size_t(1));
    QVERIFY2(m_panel->compareWith(before.fileName(), &error), qPrintable(error));
    QVERIFY(m_panel->compareLabel()->text().contains("Old GPU"));
    QVERIFY(!m_panel->compareLabel()->text().contains("Measured with"));
    // One from a later GPU Lab is refused with the versions this one reads.
    QFile later(dir.filePath("version9.json"));
    QVERIFY(later.open(QIODevice::WriteOnly));
    later.write(R"({"format": "gpulab-lab-session", "version": 9})");
    later.close();
    QVERIFY(!loadLabSession(later.fileName(), &error));
    QVERIFY2(error.contains("9") && error.contains("1 to 2"), qPrintable(error));
    QVERIFY(m_panel->compareWith(file, &error)); // back to today's session

    // Bad files are refused with a reason, and nothing changes.
    QFile garbage(dir.filePath("garbage.json"));
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write("{ not json");
    garbage.close();
    QVERIFY(!m_panel->compareWith(garbage.fileName(), &error));
    QVERIFY(error.contains("not valid JSON"));
    QFile other(dir.filePath("other.json"));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write(R"({"format": "gpulab-simulation-preset", "version": 1})");
    other.close();
    QVERIFY(!m_panel->compareWith(other.fileName(), &error));
    QVERIFY(error.contains("not a GPU Lab session"));
    QFile badResult(dir.filePath("bad-result.json"));
    QVERIFY(badResult.open(QIODevice::WriteOnly));
    badResult.write(
        R"({"format": "gpulab-lab-session", "version": 1, "ladder": [{"variant": "x", "n": 0}]})");
    badResult.close();
    QVERIFY(!m_panel->compareWith(badResult.fileName(), &error));
    QVERIFY2(error.contains("ladder") && error.contains("\"n\""), qPrintable(error));
    bars = qobject_cast<QAbstractBarSeries *>(
        m_panel->ladder()->frame()->chart()->series().first()); // still today's comparison
    QCOMPARE(bars->count(), 2);
}

// The device chosen in the status bar (MachineState, written by the app's DeviceService) is the
// one the race uses, when the engine found it; the lessons-livelab-twodevices suite runs this
// with two PoCL devices so that a choice other than the first is visible.
void TestLiveLab::deviceFollowsStatusBar()
{
    QVERIFY(waitForDevices());
    const DeviceDiscovery &found = m_panel->runner().discovery();
    if (!found.available()) {
        m_services->machine.setDevice(1, QStringLiteral("nothing"));
        QCOMPARE(m_panel->request().deviceIndex, 0); // no device: the race stays CPU-only
        return;
    }
    const int last = int(found.devices.size()) - 1;
    m_services->machine.setDevice(last, QString::fromStdString(found.devices.back().name));
    QCOMPARE(m_panel->request().deviceIndex, last);
    m_services->machine.setDevice(0, QString::fromStdString(found.devices.front().name));
    QCOMPARE(m_panel->request().deviceIndex, 0);
    m_services->machine.setDevice(last + 5, QStringLiteral("gone")); // not found here
    QCOMPARE(m_panel->request().deviceIndex, 0);
    if (qEnvironmentVariableIsSet("GPULAB_EXPECT_TWO_DEVICES"))
        QCOMPARE(last, 1);
}

QTEST_MAIN(TestLiveLab)
#include "tst_livelab.moc"
