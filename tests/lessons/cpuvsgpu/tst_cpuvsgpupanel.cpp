// The "CPU vs GPU" lesson as a student and an instructor use it (under Xvfb): it opens through
// the registry, every section shows with the tab it talks about, the model race plays, steps,
// resets and changes scenario from the keyboard, a prediction made with the keyboard gets its
// verdict and reason when the race ends (and is withdrawn when the settings change), the Amdahl
// chart follows the parameters, the scene paints in every theme and at presenter size, and the
// real measurement runs (or, with no OpenCL driver, says "CPU only" and races the CPU). No Qt
// warning may appear.
#include "../lessontestsupport.h"
#include "lessons/cpuvsgpu/amdahlchart.h"
#include "lessons/cpuvsgpu/cpugpumodel.h"
#include "lessons/cpuvsgpu/cpugpupanel.h"
#include "lessons/cpuvsgpu/cpugpuscene.h"
#include "lessons/cpuvsgpu/localrace.h"
#include "lessons/cpuvsgpu/realchips.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/panelregistry.h"
#include "lessons/framework/racepane.h"
#include "lessons/framework/sectionview.h"
#include "widgets/chartframe.h"
#include "widgets/simulationview.h"

#include <QChart>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QtTest>

#include <cmath>

using namespace gpulab;
using Side = CpuGpuModel::Side;

class TestCpuGpuPanel : public QObject
{
    Q_OBJECT
    test::LessonServices m_services; // what the app lends a lesson

private slots:
    void init();
    void cleanup();
    void everySectionShows();
    void simulationFromTheKeyboard();
    void predictThenSeeByKeyboard();
    void wrongPredictionIsExplained();
    void changedSettingsWithdrawThePrediction();
    void presetRoundTrips();
    void sectionTabWaitsForRoom();
    void amdahlChartFollowsTheParameters();
    void realChipsComeFromTheDataFile();
    void scenePaintsInEveryThemeAndSize();
    void describesInWords();
    void realMeasurement();

private:
    bool openCLExpected() const { return !qEnvironmentVariableIsSet("GPULAB_EXPECT_NO_OPENCL"); }
    SimulationView *view() const { return m_panel->simulation(); }
    const CpuGpuModel &model() const { return m_panel->model(); }
    CpuGpuPanel *m_panel = nullptr;
};

void TestCpuGpuPanel::init()
{
    test::openPanel(m_services, QStringLiteral("cpuvsgpu"), m_panel);
}

void TestCpuGpuPanel::cleanup()
{
    delete m_panel; // stops a running measurement and its engine
    m_panel = nullptr;
}

void TestCpuGpuPanel::everySectionShows()
{
    QCOMPARE(m_panel->content().id, QStringLiteral("cpu-vs-gpu"));
    QVERIFY(m_panel->sectionCount() >= 4 && m_panel->sectionCount() <= 8);
    QVERIFY(view());
    QCOMPARE(view()->model().id(), QStringLiteral("cpu-gpu-race"));
    QVERIFY(m_panel->tabs());
    // The objectives come first, in the first section.
    QVERIFY(m_panel->sectionView()->toPlainText().contains("In this lesson you will"));
    for (int s = 0; s < m_panel->sectionCount(); ++s) {
        m_panel->showSection(s);
        QCOMPARE(m_panel->currentSection(), s);
        const QString text = m_panel->sectionView()->toPlainText();
        QVERIFY2(text.size() > 300, qPrintable(m_panel->content().sections.at(s).id));
        QVERIFY(!text.contains("cannot be shown"));
        QVERIFY(!m_panel->currentNotes().isEmpty()); // the instructor has notes everywhere
        const QString id = m_panel->content().sections.at(s).id;
        // Every section names the tab it talks about (lesson.json), and brings it up.
        const int tab = m_panel->tabIndex(m_panel->content().sections.at(s).tab);
        QVERIFY2(tab >= 0, qPrintable(id));
        QCOMPARE(m_panel->sectionTab(), m_panel->content().sections.at(s).tab);
        if (m_panel->tabs()->fitsWhole(tab)) // (sectionTabWaitsForRoom() tests where not)
            QCOMPARE(m_panel->tabs()->currentIndex(), tab);
        // The model steps aside only for the real measurement.
        QCOMPARE(view()->isVisible(), m_panel->tabs()->currentIndex() != CpuGpuPanel::RaceTab);
    }
    QVERIFY(m_panel->sectionView()->toPlainText().startsWith("Summary"));
    // The clicker walks the five scenarios in "When the CPU wins" and only there: each is a
    // set-up (paused, time 0) and a run.
    m_panel->showSection(2);
    QVERIFY(m_panel->forward());
    QCOMPARE(m_panel->content().sections.at(m_panel->currentSection()).id, "cpu-wins");
    QCOMPARE(model().beat(), 0);
    QVERIFY(!view()->isPlaying());
    for (int beat = 1; beat < CpuGpuModel::kBeats; ++beat) {
        QVERIFY(m_panel->forward()); // the beat shown runs
        QVERIFY(view()->isPlaying());
        QCOMPARE(model().beat(), beat - 1);
        QVERIFY(m_panel->forward()); // the next one's set-up
        QCOMPARE(model().beat(), beat);
        QVERIFY(!view()->isPlaying());
        QCOMPARE(view()->stepsTaken(), 0);
        QCOMPARE(m_panel->scenarioBox()->currentIndex(), beat);
    }
    QVERIFY(m_panel->forward()); // the last beat runs
    QVERIFY(m_panel->forward());
    QCOMPARE(m_panel->content().sections.at(m_panel->currentSection()).id, "measure");
}

void TestCpuGpuPanel::simulationFromTheKeyboard()
{
    view()->setFocus();
    QTRY_VERIFY(view()->hasFocus());
    QTest::keyClick(view(), Qt::Key_S);
    QCOMPARE(view()->stepsTaken(), 1);
    QVERIFY(model().nowPs() > 0);
    QTest::keyClick(view(), Qt::Key_Space);
    QVERIFY(view()->isPlaying());
    QTRY_VERIFY(view()->stepsTaken() > 10);
    QTest::keyClick(view(), Qt::Key_Space);
    QVERIFY(!view()->isPlaying());
    QVERIFY(model().done(Side::Cpu) > 0);
    QTest::keyClick(view(), Qt::Key_R);
    QCOMPARE(view()->stepsTaken(), 0);
    QCOMPARE(model().nowPs(), 0);
    QCOMPARE(model().done(Side::Gpu), 0);
    // N and P walk the scenarios, and the Scenario list follows.
    QTest::keyClick(view(), Qt::Key_N);
    QCOMPARE(model().beat(), 1);
    QCOMPARE(model().settings().warpsPerSm, 1);
    QCOMPARE(m_panel->scenarioBox()->currentIndex(), 1);
    QTest::keyClick(view(), Qt::Key_P);
    QCOMPARE(model().beat(), 0);
    // Played to the end, the race stops by itself with both finish times.
    view()->setSpeed(4);
    QTest::keyClick(view(), Qt::Key_K);
    QTRY_VERIFY_WITH_TIMEOUT(model().finished(), 10000);
    QTRY_VERIFY(!view()->isPlaying());
    QVERIFY(model().finishPs(Side::Gpu) < model().finishPs(Side::Cpu));
}

void TestCpuGpuPanel::predictThenSeeByKeyboard()
{
    QCOMPARE(m_panel->tabs()->currentIndex(), int(CpuGpuPanel::PredictTab));
    // Without a side chosen, Run says what is missing and starts nothing.
    // (A mnemonic "animates" the click: it lands a moment later.)
    QTest::keyClick(m_panel, Qt::Key_R, Qt::AltModifier);
    QTRY_VERIFY(m_panel->verdictLabel()->text().contains("choose"));
    QVERIFY(!m_panel->predictionPending());
    // Alt+G: "GPU finishes first"; Alt+B: the margin, Down to "5× to 20×"; Alt+R: run.
    QTest::keyClick(m_panel, Qt::Key_G, Qt::AltModifier);
    QTRY_VERIFY(m_panel->sideButton(Side::Gpu)->isChecked());
    QTest::keyClick(m_panel, Qt::Key_B, Qt::AltModifier);
    QTRY_VERIFY(m_panel->marginBox()->hasFocus());
    m_panel->marginBox()->setCurrentIndex(1);
    QTest::keyClick(m_panel->marginBox(), Qt::Key_Down);
    QCOMPARE(m_panel->marginBox()->currentData().toInt(), int(CpuGpuPanel::Margin::UpTo20));
    view()->setSpeed(4);
    QTest::keyClick(m_panel, Qt::Key_R, Qt::AltModifier);
    QTRY_VERIFY(m_panel->predictionPending());
    QVERIFY(view()->isPlaying());
    QVERIFY(m_panel->verdictLabel()->text().contains("Watch"));
    QTRY_VERIFY_WITH_TIMEOUT(!m_panel->predictionPending(), 10000);
    QVERIFY(model().finished());
    // The big batch: the GPU about 14× faster, so side and margin were right.
    const QString verdict = m_panel->verdictLabel()->text();
    QVERIFY2(verdict.contains("Right, side and margin"), qPrintable(verdict));
    QVERIFY2(verdict.contains("GPU finished first, 14"), qPrintable(verdict));
    QVERIFY2(verdict.contains("Why:") && verdict.contains("Throughput"), qPrintable(verdict));
    // The verdict stays while the same settings are reset and replayed.
    view()->reset();
    QVERIFY(m_panel->verdictLabel()->text().contains("Right, side and margin"));
}

void TestCpuGpuPanel::wrongPredictionIsExplained()
{
    // Scenario 5 (a 5 % serial part) from the keyboard: Alt+S, then End.
    QTest::keyClick(m_panel, Qt::Key_S, Qt::AltModifier);
    QTRY_VERIFY(m_panel->scenarioBox()->hasFocus());
    QTest::keyClick(m_panel->scenarioBox(), Qt::Key_End);
    QCOMPARE(model().beat(), 4);
    QCOMPARE(model().settings().serialPercent, 5);
    QVERIFY(m_panel->settingsLabel()->text().contains("5 % serial"));
    m_panel->setPrediction(Side::Gpu, CpuGpuPanel::Margin::UpTo5);
    view()->setSpeed(4);
    QVERIFY(m_panel->runWithPrediction());
    QTRY_VERIFY_WITH_TIMEOUT(!m_panel->predictionPending(), 10000);
    const QString verdict = m_panel->verdictLabel()->text();
    QVERIFY2(verdict.contains("Not this time"), qPrintable(verdict));
    QVERIFY2(verdict.contains("CPU finished first"), qPrintable(verdict));
    QVERIFY2(verdict.contains("serial part decided it"), qPrintable(verdict));

    // The small batch: the launch is the reason.
    m_panel->scenarioBox()->setFocus();
    QTest::keyClick(m_panel->scenarioBox(), Qt::Key_Up);
    QCOMPARE(model().beat(), 3);
    QVERIFY(CpuGpuPanel::explain(model()).contains("too small"));
    // One warp in flight: the memory waits are named.
    m_panel->scenarioBox()->setFocus();
    QTest::keyClick(m_panel->scenarioBox(), Qt::Key_Home);
    QTest::keyClick(m_panel->scenarioBox(), Qt::Key_Down);
    QCOMPARE(model().beat(), 1);
    QVERIFY(CpuGpuPanel::explain(model()).contains("waiting for memory"));
    QTest::keyClick(m_panel->scenarioBox(), Qt::Key_Down);
    QVERIFY(CpuGpuPanel::explain(model()).contains("Divergence cost the GPU"));
}

void TestCpuGpuPanel::changedSettingsWithdrawThePrediction()
{
    m_panel->setPrediction(Side::Cpu, CpuGpuPanel::Margin::UpTo2);
    QVERIFY(m_panel->runWithPrediction());
    QVERIFY(m_panel->predictionPending());
    QString error;
    QVERIFY(view()->setParameters({{"tasks", 1000}}, &error)); // as the dialog and overlay do
    QVERIFY(!m_panel->predictionPending());
    QVERIFY(m_panel->verdictLabel()->text().contains("settings changed"));
    QVERIFY(m_panel->settingsLabel()->text().contains(QLocale().toString(1000)));
}

void TestCpuGpuPanel::presetRoundTrips()
{
    // What Lesson › Simulation Parameters and the presets do: the view's own path.
    QVERIFY(view()->nextBeat());
    QString error;
    QVERIFY(view()->setParameters({{"divergentPercent", 37}, {"tasks", 5000}}, &error));
    view()->runSteps(37);
    const SimulationPreset preset = view()->preset();
    const QJsonObject state = view()->model().state();
    QCOMPARE(preset.simulation, QStringLiteral("cpu-gpu-race"));
    QCOMPARE(preset.beat, 1);
    view()->reset();
    QVERIFY(view()->previousBeat());
    QVERIFY(view()->model().state() != state);
    QVERIFY2(view()->applyPreset(preset, &error), qPrintable(error));
    QCOMPARE(view()->model().state(), state);
    QCOMPARE(model().settings().divergentPercent, 37);
    QCOMPARE(model().settings().warpsPerSm, 1); // the beat's own setting, kept
    // A bad value is refused and changes nothing.
    QVERIFY(!view()->setParameters({{"warpsPerSm", 0}}, &error));
    QCOMPARE(view()->model().state(), state);
}

// "When the CPU wins" names the Amdahl tab. On a projector at the presenter's size the chart
// would squeeze the race it explains, so the tab shown stays and Amdahl is a click away; on a
// big screen both fit and it comes up with the section. The measurement tab, which the
// simulation leaves the room to, always comes up.
void TestCpuGpuPanel::sectionTabWaitsForRoom()
{
    int cpuWins = -1;
    int measure = -1;
    for (int s = 0; s < m_panel->sectionCount(); ++s) {
        if (m_panel->content().sections.at(s).id == QLatin1String("cpu-wins"))
            cpuWins = s;
        if (m_panel->content().sections.at(s).id == QLatin1String("measure"))
            measure = s;
    }
    QVERIFY(cpuWins > 0 && measure > 0);
    QFont big = m_panel->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    m_panel->setFont(big);
    m_panel->resize(1000, 560);
    m_panel->showSection(0);
    QTRY_COMPARE(m_panel->tabs()->currentIndex(), int(CpuGpuPanel::PredictTab));
    m_panel->showSection(cpuWins);
    QCOMPARE(m_panel->sectionTab(), QStringLiteral("amdahl"));
    QVERIFY(!m_panel->tabs()->fitsWhole(CpuGpuPanel::AmdahlTab));
    QCOMPARE(m_panel->tabs()->currentIndex(), int(CpuGpuPanel::PredictTab));
    QVERIFY(view()->isVisible());
    m_panel->showSection(measure);
    QCOMPARE(m_panel->tabs()->currentIndex(), int(CpuGpuPanel::RaceTab));

    m_panel->setFont(QFont());
    m_panel->resize(1900, 1150);
    m_panel->showSection(0);
    QTRY_COMPARE(m_panel->tabs()->currentIndex(), int(CpuGpuPanel::PredictTab));
    m_panel->showSection(cpuWins);
    QVERIFY(m_panel->tabs()->fitsWhole(CpuGpuPanel::AmdahlTab));
    QCOMPARE(m_panel->tabs()->currentIndex(), int(CpuGpuPanel::AmdahlTab));
}

void TestCpuGpuPanel::amdahlChartFollowsTheParameters()
{
    AmdahlChart *chart = m_panel->amdahl();
    QVERIFY(chart);
    QCOMPARE(chart->serialFraction(), 0.0);
    QVERIFY(!chart->ceiling()); // no serial part, no ceiling
    QCOMPARE(chart->gpuWorkers(), 512);
    QString error;
    QVERIFY(view()->setParameters(
        {{"tasks", 1000}, {"serialPercent", 10}, {"cpuCores", 4}, {"gpuSms", 8}}, &error));
    QCOMPARE(chart->serialFraction(), 0.1);
    QCOMPARE(chart->cpuWorkers(), 4);
    QCOMPARE(chart->gpuWorkers(), 256);
    QVERIFY(chart->ceiling());
    QCOMPARE(chart->ceiling()->at(0).y(), 10.0);
    QCOMPARE(chart->curve()->at(0), QPointF(1, 1)); // one worker: no speedup
    QCOMPARE(chart->cpuMark()->at(0).x(), 4.0);
    QVERIFY(qFuzzyCompare(chart->cpuMark()->at(0).y(), 1 / (0.1 + 0.9 / 4)));
    QVERIFY(chart->gpuMark()->at(0).y() < 10.0);
    QVERIFY(chart->summary().contains("1/s = 10"));
    // The presenter's scenario with a 5 % serial part moves it too.
    while (view()->nextBeat()) {
    }
    QCOMPARE(chart->serialFraction(), 3277.0 / 65536); // the serial tasks, 5 % rounded
    QVERIFY(!chart->frame()->csv().isEmpty());
    // Amdahl for s = 0.05 and N = 1000, as in the quiz.
    QVERIFY(qAbs(AmdahlChart::speedup(0.05, 1000) - 19.627) < 0.001);
}

void TestCpuGpuPanel::realChipsComeFromTheDataFile()
{
    // Whatever the data file holds today: every CPU and GPU row, with its figures, and nothing
    // made up where the file leaves a cell empty.
    const QList<GpuSpec> &specs = m_services.data.rows<GpuSpecs>();
    QVERIFY(!specs.isEmpty());
    QTableWidget *table = m_panel->chips()->table();
    int expected = 0;
    bool sawCpu = false, sawGpu = false;
    for (const GpuSpec &spec : specs) {
        if (spec.kind != GpuKind::Cpu && spec.kind != GpuKind::Gpu)
            continue;
        ++expected;
        sawCpu |= spec.kind == GpuKind::Cpu;
        sawGpu |= spec.kind == GpuKind::Gpu;
        const QList<QTableWidgetItem *> found = table->findItems(spec.name, Qt::MatchExactly);
        QVERIFY2(found.size() == 1, qPrintable(spec.name));
        const int row = found.first()->row();
        if (spec.kind == GpuKind::Gpu && isKnown(spec.shaderCores))
            QCOMPARE(table->item(row, RealChips::Lanes)->text(),
                     QLocale().toString(qRound64(spec.shaderCores)));
        if (isKnown(spec.fp32Tflops))
            QCOMPARE(table->item(row, RealChips::Fp32)->text(),
                     QLocale().toString(spec.fp32Tflops, 'f', 1));
        else
            QCOMPARE(table->item(row, RealChips::Fp32)->text(), QString::fromUtf8("\u2014"));
        QVERIFY(table->item(row, RealChips::Chip)->toolTip().contains(spec.source));
    }
    QCOMPARE(table->rowCount(), expected);
    QVERIFY(sawCpu && sawGpu); // the lesson compares both kinds
    // CPUs come first.
    QCOMPARE(table->item(0, RealChips::Kind)->text(), QStringLiteral("CPU"));
    QVERIFY(m_panel->chips()->caption()->text().contains("float32"));
    // Not every peak is "as the vendor publishes it": the table says how each one comes about.
    QVERIFY(!m_panel->chips()->caption()->text().contains("as each vendor publishes them"));
    int derived = 0, dualIssue = 0;
    for (const GpuSpec &spec : specs) {
        if (spec.kind != GpuKind::Cpu && spec.kind != GpuKind::Gpu)
            continue;
        const int row = table->findItems(spec.name, Qt::MatchExactly).first()->row();
        const QString how = table->item(row, RealChips::How)->text();
        QCOMPARE(how, RealChips::peakHow(spec));
        QVERIFY(!table->item(row, RealChips::How)->toolTip().isEmpty());
        const RealChips::PeakBasis basis = RealChips::peakBasis(spec);
        switch (basis.kind) {
        case RealChips::PeakBasis::DerivedAtBase:
            // cores x base clock x FLOPs per clock gives the file's figure.
            QVERIFY(
                std::abs(spec.computeUnits * spec.baseClockMHz * 1e6 * basis.flopsPerClock / 1e12 -
                         spec.fp32Tflops) < 0.02 * spec.fp32Tflops);
            QVERIFY2(how.contains("base"), qPrintable(how));
            QVERIFY(table->item(row, RealChips::Clock)
                        ->text()
                        .startsWith(QLocale().toString(spec.baseClockMHz / 1000.0, 'f', 2)));
            ++derived;
            break;
        case RealChips::PeakBasis::DualIssueAtBoost:
            QVERIFY2(how.contains("dual issue"), qPrintable(how));
            ++dualIssue;
            break;
        case RealChips::PeakBasis::LanesAtBoost: QVERIFY(how.contains("boost")); break;
        case RealChips::PeakBasis::VendorOnly:
            QVERIFY(how == "from vendor figures" || how == "\u2014");
            break;
        }
    }
    // The EPYC 9654's peak is an estimate at its 2.4 GHz base clock (the table also shows its
    // 3.7 GHz boost); the MI300X's 163.4 counts dual-issue FP32 (81.7 without).
    QCOMPARE(RealChips::peakBasis(*findGpuSpec(specs, "epyc-9654")).kind,
             RealChips::PeakBasis::DerivedAtBase);
    QCOMPARE(RealChips::peakBasis(*findGpuSpec(specs, "mi300x")).kind,
             RealChips::PeakBasis::DualIssueAtBoost);
    QVERIFY(RealChips::peakExplanation(*findGpuSpec(specs, "mi300x"))
                .contains(QLocale().toString(81.7, 'f', 1)));
    QCOMPARE(RealChips::peakBasis(*findGpuSpec(specs, "h100-sxm5")).kind,
             RealChips::PeakBasis::LanesAtBoost);
    QVERIFY(derived >= 2 && dualIssue >= 1);
}

void TestCpuGpuPanel::scenePaintsInEveryThemeAndSize()
{
    CpuGpuScene scene;
    CpuGpuModel model;
    test::paintsEveryBeatThemeAndSize(scene, model, m_panel->font(), {60},
                                      {QSize(320, 240), QSize(640, 480), QSize(1600, 1000)});
    QFont presenter = m_panel->font();
    presenter.setPointSizeF(presenter.pointSizeF() * 1.75);
    // The panel follows a theme change (the chart takes the scene style).
    SceneStyle dark = SceneStyle::highContrastDark();
    dark.font = presenter;
    m_panel->setSceneStyle(dark);
    m_panel->setPalette(QPalette(Qt::white, Qt::black));
    QTRY_COMPARE(m_panel->amdahl()->frame()->chart()->backgroundBrush().color(), dark.background);
}

void TestCpuGpuPanel::describesInWords()
{
    const QString before = view()->scene().describe(view()->model());
    QVERIFY(before.contains("model"));
    QVERIFY(before.contains(QLocale().toString(65536)));
    view()->runSteps(300);
    const QString after = view()->scene().describe(view()->model());
    QVERIFY2(after.contains("The CPU (8 cores) finished all tasks in"), qPrintable(after));
    QVERIFY2(after.contains("GPU first"), qPrintable(after));
    QVERIFY(view()->accessibleDescription().contains("GPU first"));
}

void TestCpuGpuPanel::realMeasurement()
{
    m_panel->showSection(4);
    LocalRace *race = m_panel->race();
    QVERIFY(race->isVisible());
    if (!race->hasDiscovered()) {
        QSignalSpy ready(race, &LocalRace::devicesReady);
        QVERIFY(ready.wait(30000));
    }
    if (!openCLExpected()) {
        QVERIFY(race->cpuOnly());
        QVERIFY(race->deviceLabel()->text().startsWith("CPU only"));
        QCOMPARE(race->pairing(), LocalRace::Pairing::CoreVsCores);
    } else if (race->cpuOnly()) {
        if (qEnvironmentVariableIntValue("GPULAB_REQUIRE_OPENCL"))
            QFAIL("no OpenCL device, but GPULAB_REQUIRE_OPENCL=1");
        qInfo("no OpenCL device here: the CPU-only race is checked");
    } else {
        QVERIFY(race->deviceLabel()->text().startsWith("OpenCL device:"));
    }
    race->setSize(128);
    // Keyboard: Alt+M runs it; the window stays responsive while it runs.
    QSignalSpy finished(race, &LocalRace::raceFinished);
    QSignalSpy phases(&race->runner(), &RaceRunner::phase);
    QTest::keyClick(m_panel, Qt::Key_M, Qt::AltModifier);
    QVERIFY(finished.wait(120000));
    QVERIFY(!phases.isEmpty()); // it said what it was doing
    const RaceOutcome outcome = race->lastOutcome();
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QVERIFY(outcome.speedup() > 0);
    QVERIFY(race->resultLabel()->text().startsWith("Measured here:"));
    QVERIFY(race->pane(0)->summary().contains("verified"));
    QVERIFY(race->runButton()->isEnabled());
    // The screenshot preparation: a verdict on the model and a measurement.
    QVERIFY(m_panel->prepareForScreenshot());
    QVERIFY(m_panel->verdictLabel()->text().contains("Why:"));
}

QTEST_MAIN(TestCpuGpuPanel)
#include "tst_cpuvsgpupanel.moc"
