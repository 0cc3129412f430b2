// The "Memory hierarchy" lesson as a student and an instructor use it (under Xvfb): it opens
// through the registry, every section shows with the tab it talks about, the simulation plays,
// steps, resets and walks its beats from the keyboard, the GPU chooser changes the table and the
// model, the roofline's slider moves a kernel across the ridge from the keyboard, and the live
// measurements run in the real engine with progress and Cancel: latency points arrive, bandwidth
// runs on the CPU and (with OpenCL) on the device, and the naive-vs-tiled race runs — or, with
// no OpenCL driver (GPULAB_EXPECT_NO_OPENCL, the -noopencl run), says so clearly while the CPU
// parts still run. The scene paints in every theme and at presenter size. No Qt warning.
#include "../lessontestsupport.h"
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/machinestate.h"
#include "lessons/framework/panelregistry.h"
#include "lessons/framework/sectionview.h"
#include "lessons/memory/memorylive.h"
#include "lessons/memory/memorymodel.h"
#include "lessons/memory/memorypanel.h"
#include "lessons/memory/memoryscene.h"
#include "lessons/memory/rooflinelab.h"
#include "widgets/chartframe.h"
#include "widgets/simulationview.h"

#include <QChart>
#include <QComboBox>
#include <QLabel>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSlider>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpulab;

class TestMemoryPanel : public QObject
{
    Q_OBJECT
    test::LessonServices m_services; // what the app lends a lesson

private slots:
    void init();
    void cleanup();
    void everySectionShows();
    void simulationFromTheKeyboard();
    void gpuChooserSetsTableAndModel();
    void rooflineFromTheKeyboard();
    void measuredRoofsAreShown();
    void latencyRunsAndCancels();
    void bandwidthRuns();
    void tilingRace();
    void cacheSizesAreRead();
    void scenePaintsInEveryThemeAndSize();

private:
    bool openCLExpected() const { return !qEnvironmentVariableIsSet("GPULAB_EXPECT_NO_OPENCL"); }
    SimulationView *view() const { return m_panel->simulation(); }
    const MemoryModel &model() const { return m_panel->model(); }
    MemoryPanel *m_panel = nullptr;
};

void TestMemoryPanel::init()
{
    m_services.machine.resetForTests();
    test::openPanel(m_services, QStringLiteral("memory"), m_panel);
}

void TestMemoryPanel::cleanup()
{
    delete m_panel; // stops the engines
    m_panel = nullptr;
}

void TestMemoryPanel::everySectionShows()
{
    QCOMPARE(m_panel->content().id, QStringLiteral("memory-hierarchy"));
    QCOMPARE(m_panel->content().order, 5);
    QVERIFY(m_panel->sectionCount() >= 6 && m_panel->sectionCount() <= 8);
    QCOMPARE(view()->model().id(), QStringLiteral("memory-hierarchy"));
    QVERIFY(m_panel->sectionView()->toPlainText().contains("ladder of levels"));
    for (int s = 0; s < m_panel->sectionCount(); ++s) {
        m_panel->showSection(s);
        const QString id = m_panel->content().sections.at(s).id;
        QVERIFY2(m_panel->sectionView()->toPlainText().size() > 300, qPrintable(id));
        QVERIFY(!m_panel->currentNotes().isEmpty());
        // Every section names the tab it talks about (lesson.json), and brings it up.
        const int tab = m_panel->tabIndex(m_panel->content().sections.at(s).tab);
        QVERIFY2(tab >= 0, qPrintable(id));
        QCOMPARE(m_panel->tabs()->currentIndex(), tab);
        // The model steps aside for the roofline and the live measurements.
        QCOMPARE(view()->isVisible(),
                 tab == MemoryPanel::LevelsTab || tab == MemoryPanel::TilingTab);
        if (id == QLatin1String("reuse"))
            QCOMPARE(model().settings().workload, MemoryModel::Workload::Naive);
    }
    QVERIFY(m_panel->sectionView()->toPlainText().startsWith("Summary"));
    // The clicker walks the six beats in the first section, then moves on.
    m_panel->showSection(0);
    while (view()->previousBeat()) {
    }
    QCOMPARE(model().beat(), 0);
    for (int beat = 1; beat < MemoryModel::kBeats; ++beat) {
        QVERIFY(test::clickOn(m_panel));
        QCOMPARE(m_panel->currentSection(), 0);
        QCOMPARE(model().beat(), beat);
    }
    QVERIFY(test::clickOn(m_panel));
    QCOMPARE(m_panel->currentSection(), 1);
}

void TestMemoryPanel::simulationFromTheKeyboard()
{
    view()->setFocus();
    QTRY_VERIFY(view()->hasFocus());
    QTest::keyClick(view(), Qt::Key_S);
    QCOMPARE(view()->stepsTaken(), 1);
    QTest::keyClick(view(), Qt::Key_Space);
    QVERIFY(view()->isPlaying());
    QTRY_VERIFY(view()->stepsTaken() > 10);
    QTest::keyClick(view(), Qt::Key_Space);
    QVERIFY(!view()->isPlaying());
    const MemoryModel::Progress p = model().progress();
    QCOMPARE(p.waitingCycles + p.computingCycles, model().cycle());
    QTest::keyClick(view(), Qt::Key_R);
    QCOMPARE(model().cycle(), 0);
    QTest::keyClick(view(), Qt::Key_N);
    QCOMPARE(model().beat(), 1);
    QTest::keyClick(view(), Qt::Key_P);
    QCOMPARE(model().beat(), 0);
    // Played to the end: every load of beat 0 hit L1.
    view()->setSpeed(4);
    QTest::keyClick(view(), Qt::Key_K);
    QTRY_VERIFY_WITH_TIMEOUT(model().finished(), 15000);
    QCOMPARE(model().progress().hits[size_t(MemoryLevel::L1)], qint64(model().settings().requests));
    QVERIFY(view()->scene().describe(model()).contains("Finished"));
}

void TestMemoryPanel::gpuChooserSetsTableAndModel()
{
    QTableWidget *table = m_panel->levelsTable();
    QCOMPARE(table->rowCount(), kMemoryLevelCount);
    QVERIFY(table->item(2, 1)->text().contains("50 MiB"));
    QVERIFY(table->item(2, 0)->toolTip().contains("Source:"));
    QComboBox *gpu = m_panel->gpuBox();
    gpu->setFocus();
    QTRY_VERIFY(gpu->hasFocus());
    const int v100 = gpu->findData(QStringLiteral("v100-sxm2"));
    QVERIFY(v100 >= 0);
    while (gpu->currentIndex() != v100)
        QTest::keyClick(gpu, gpu->currentIndex() < v100 ? Qt::Key_Down : Qt::Key_Up);
    QCOMPARE(model().settings().gpu, QStringLiteral("v100-sxm2"));
    QVERIFY(table->item(2, 1)->text().contains("6 MiB"));
    QVERIFY(table->item(2, 3)->text().contains("214 cycles"));
}

void TestMemoryPanel::rooflineFromTheKeyboard()
{
    QTest::keyClick(m_panel, Qt::Key_O, Qt::AltModifier); // R&oofline
    QCOMPARE(m_panel->tabs()->currentIndex(), int(MemoryPanel::RooflineTab));
    QVERIFY(!view()->isVisible()); // the chart needs the room
    RooflineLab *lab = m_panel->roofline();
    QCOMPARE(lab->gpu(), QStringLiteral("h100-sxm5"));
    QCOMPARE(lab->ridge(), 67000.0 / 3350.0);
    lab->slider()->setFocus();
    QTRY_VERIFY(lab->slider()->hasFocus());
    QTest::keyClick(lab->slider(), Qt::Key_Home);
    QVERIFY(lab->memoryBound());
    QVERIFY(lab->verdictLabel()->text().contains("Memory-bound"));
    const double before = lab->intensity();
    QTest::keyClick(lab->slider(), Qt::Key_Right);
    QVERIFY(lab->intensity() > before);
    QTest::keyClick(lab->slider(), Qt::Key_End);
    QVERIFY(!lab->memoryBound());
    QVERIFY(lab->verdictLabel()->text().contains("Compute-bound"));
    QCOMPARE(lab->attainableGflops(), 67000.0);
    // FP16 tensor peak: the ridge moves right, the same kernel becomes memory-bound.
    lab->setIntensity(64);
    QVERIFY(!lab->memoryBound());
    lab->setTensorPeak(true);
    QVERIFY(lab->memoryBound());
    QVERIFY(std::abs(lab->ridge() - 989400.0 / 3350.0) < 1e-9);
    // An example sets the slider: the naive matrix product at 0.25 FLOP/byte.
    lab->exampleBox()->setCurrentIndex(2);
    QCOMPARE(lab->intensity(), 0.25);
    QCOMPARE(lab->attainableGflops(), 0.25 * 3350);
}

void TestMemoryPanel::measuredRoofsAreShown()
{
    RooflineLab *lab = m_panel->roofline();
    const int before = lab->seriesCount();
    m_services.machine.setDevice(0, QStringLiteral("Test device"));
    DeviceRoofs roofs;
    roofs.bandwidthGBs = 20;
    roofs.peakGflops = 400;
    m_services.machine.setRoofs(QStringLiteral("Test device"), roofs);
    QCOMPARE(lab->seriesCount(), before + 1);
    QVERIFY(lab->measuredLabel()->text().contains("Test device"));
    m_services.machine.resetForTests();
}

void TestMemoryPanel::latencyRunsAndCancels()
{
    m_panel->tabs()->setCurrentIndex(MemoryPanel::LatencyTab);
    LatencyLab *lab = m_panel->latency();
    lab->setPrediction(2);
    lab->setRange(4 << 10, 1 << 20, 0.5);
    QSignalSpy finished(lab, &LatencyLab::finished);
    QTest::keyClick(lab->runButton(), Qt::Key_Space);
    QVERIFY(lab->isRunning());
    QVERIFY(!lab->runButton()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(!lab->points().empty(), 30000); // points arrive while it runs
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
    QVERIFY2(lab->lastError().isEmpty(), qPrintable(lab->lastError()));
    QVERIFY(!lab->lastRunCancelled());
    QCOMPARE(lab->points().size(), size_t(9)); // 4 KiB .. 1 MiB
    QCOMPARE(lab->progressBar()->value(), 1000);
    QVERIFY(lab->measuredRatio() > 0);
    QVERIFY(lab->verdictLabel()->text().contains("took"));
    QVERIFY(lab->frame()->csv().startsWith("bytes,latency_ns\n"));
    // A long sweep, cancelled: the window stays responsive and the state says so.
    lab->setRange(4 << 10, 256 << 20, 30);
    QVERIFY(lab->run());
    QTRY_VERIFY_WITH_TIMEOUT(lab->progressBar()->value() > 0 || !lab->points().empty(), 30000);
    QTest::keyClick(lab->cancelButton(), Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 2, 30000);
    QVERIFY(lab->lastRunCancelled());
    QVERIFY(lab->statusLabel()->text().contains("Cancelled"));
    QVERIFY(lab->runButton()->isEnabled());
}

void TestMemoryPanel::bandwidthRuns()
{
    m_panel->tabs()->setCurrentIndex(MemoryPanel::BandwidthTab);
    BandwidthLab *lab = m_panel->bandwidth();
    lab->setRange(4 << 10, 64 << 10, 2);
    QVERIFY(lab->runAndWait(120000));
    QVERIFY(lab->deviceFound().has_value());
    bool host = false;
    bool device = false;
    for (const BandwidthLab::Point &p : lab->points()) {
        QVERIFY(p.verified);
        QVERIFY(p.gbs > 0);
        host |= p.where == QLatin1String("host");
        device |= p.where == QLatin1String("device");
    }
    QVERIFY(host); // the CPU part always runs
    if (openCLExpected()) {
        if (!*lab->deviceFound() && qEnvironmentVariableIntValue("GPULAB_REQUIRE_OPENCL"))
            QFAIL("no OpenCL device, but GPULAB_REQUIRE_OPENCL=1");
        QCOMPARE(device, *lab->deviceFound());
    } else {
        QVERIFY(!*lab->deviceFound());
        QVERIFY(!device);
        QVERIFY(lab->deviceLabel()->text().contains("CPU only"));
    }
    QVERIFY(lab->statusLabel()->text().startsWith("Done"));
}

void TestMemoryPanel::tilingRace()
{
    m_panel->tabs()->setCurrentIndex(MemoryPanel::TilingTab);
    TilingRace *race = m_panel->tiling();
    QSignalSpy ready(race, &TilingRace::devicesReady);
    race->discover();
    QTRY_VERIFY_WITH_TIMEOUT(
        ready.count() >= 1 || race->cpuOnly() || race->runButton()->isEnabled(), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(!race->deviceLabel()->text().contains("Looking"), 30000);
    if (!openCLExpected() || race->cpuOnly()) {
        if (openCLExpected() && qEnvironmentVariableIntValue("GPULAB_REQUIRE_OPENCL"))
            QFAIL("no OpenCL device, but GPULAB_REQUIRE_OPENCL=1");
        QVERIFY(race->cpuOnly());
        QVERIFY(!race->runButton()->isEnabled());
        QVERIFY(race->deviceLabel()->text().contains("No OpenCL device"));
        QString error;
        QVERIFY(!race->run(&error));
        QVERIFY(!error.isEmpty());
        return;
    }
    race->setSize(256);
    race->setPrediction(2);
    QVERIFY(race->runAndWait(180000));
    QVERIFY(race->speedup() > 0);
    QCOMPARE(race->results().size(), size_t(2));
    QVERIFY(race->resultLabel()->text().contains("33,554,432")); // 2 × 256³
    // A larger race, cancelled from the keyboard.
    race->setSize(1024);
    QSignalSpy finished(race, &TilingRace::finished);
    QVERIFY(race->run());
    QTest::keyClick(race->cancelButton(), Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
    QVERIFY(race->lastRunCancelled());
}

void TestMemoryPanel::cacheSizesAreRead()
{
    QTemporaryDir dir;
    auto write = [&](const QString &index, const QString &level, const QString &type,
                     const QString &size) {
        QDir(dir.path()).mkpath(index);
        for (const auto &[name, value] :
             {std::pair{QStringLiteral("level"), level}, std::pair{QStringLiteral("type"), type},
              std::pair{QStringLiteral("size"), size}}) {
            QFile file(dir.filePath(index + "/" + name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write((value + "\n").toUtf8());
        }
    };
    write("index0", "1", "Data", "32K");
    write("index1", "1", "Instruction", "32K");
    write("index2", "2", "Unified", "512K");
    write("index3", "3", "Unified", "32M");
    const std::vector<CpuCache> caches = cpuCaches(dir.path());
    QCOMPARE(caches.size(), size_t(3));
    QCOMPARE(caches[0].bytes, 32 * 1024);
    QCOMPARE(caches[1].bytes, 512 * 1024);
    QCOMPARE(caches[2].bytes, qint64(32) * 1024 * 1024);
    QVERIFY(cpuCaches(dir.filePath("none")).empty());
}

void TestMemoryPanel::scenePaintsInEveryThemeAndSize()
{
    MemoryScene scene;
    MemoryModel model(m_services.data);
    test::paintsEveryBeatThemeAndSize(scene, model, m_panel->font(), {45});
}

QTEST_MAIN(TestMemoryPanel)
#include "tst_memorypanel.moc"
