// The "NVLink and interconnects" lesson as a student and an instructor use it (under Xvfb): it
// opens through the registry, every section shows with the tab it talks about, the clicker walks
// the five all-reduce beats in their section only, the ring plays, steps and resets from the
// keyboard, the overlay's parameters are all or nothing, the calculator's inputs (reached with
// the keyboard) change its exact values, "your machine" appears once a transfer is known, the
// parallelism view animates only while shown, the transfer measurement runs through the real
// engine and is cancelled, and the split product runs (with two PoCL devices in the
// "twodevices" variant) and is verified — or, with no OpenCL driver, both say so clearly.
#include "../lessontestsupport.h"
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/machinestate.h"
#include "lessons/framework/numbertext.h"
#include "lessons/framework/panelregistry.h"
#include "lessons/framework/sectionview.h"
#include "lessons/interconnects/allreducemodel.h"
#include "lessons/interconnects/interconnectpanel.h"
#include "lessons/interconnects/linkcalculator.h"
#include "lessons/interconnects/linklabs.h"
#include "lessons/interconnects/linkrunner.h"
#include "lessons/interconnects/linkstable.h"
#include "lessons/interconnects/parallelismview.h"
#include "widgets/simulationview.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QtTest>

using namespace gpulab;

class TestInterconnectsPanel : public QObject
{
    Q_OBJECT
    test::LessonServices m_services; // what the app lends a lesson

private slots:
    void init();
    void cleanup();
    void everySectionShows();
    void simulationFromTheKeyboard();
    void parametersThroughTheView();
    void linksTableFromTheData();
    void calculatorByKeyboard();
    void parallelismAnimatesOnlyWhenShown();
    void scenePaintsInEveryTheme();
    void transferRunAndCancel();
    void multiDeviceSplit();

private:
    bool openCLExpected() const { return !qEnvironmentVariableIsSet("GPULAB_EXPECT_NO_OPENCL"); }
    SimulationView *view() const { return m_panel->simulation(); }
    const AllReduceModel &model() const { return m_panel->model(); }
    InterconnectPanel *m_panel = nullptr;
};

void TestInterconnectsPanel::init()
{
    m_services.machine.resetForTests();
    test::openPanel(m_services, QStringLiteral("interconnects"), m_panel);
}

void TestInterconnectsPanel::cleanup()
{
    delete m_panel; // stops the engine
    m_panel = nullptr;
    m_services.machine.resetForTests();
}

void TestInterconnectsPanel::everySectionShows()
{
    QCOMPARE(m_panel->content().id, QStringLiteral("nvlink-interconnects"));
    QCOMPARE(m_panel->content().order, 6);
    QVERIFY(m_panel->sectionCount() >= 6 && m_panel->sectionCount() <= 8);
    QCOMPARE(view()->model().id(), QStringLiteral("ring-allreduce"));
    QVERIFY(m_panel->sectionView()->toPlainText().contains("In this lesson you will"));
    int beatsSection = -1;
    for (int s = 0; s < m_panel->sectionCount(); ++s) {
        m_panel->showSection(s);
        const LessonSection &section = m_panel->content().sections.at(s);
        QVERIFY2(m_panel->sectionView()->toPlainText().size() > 600, qPrintable(section.id));
        QVERIFY(!m_panel->currentNotes().isEmpty());
        // Every section names the tab it talks about (lesson.json), and brings it up.
        const int tab = m_panel->tabIndex(section.tab);
        QVERIFY2(tab >= 0, qPrintable(section.id));
        QCOMPARE(m_panel->tabs()->currentIndex(), tab);
        QCOMPARE(view()->isVisible(),
                 tab == InterconnectPanel::LinksTab || tab == InterconnectPanel::CalculatorTab);
        if (section.beats)
            beatsSection = s;
    }
    QVERIFY(m_panel->sectionView()->toPlainText().startsWith("Summary"));
    QCOMPARE(m_panel->content().sections.at(beatsSection).id, QStringLiteral("allreduce"));
    // The clicker walks the five set-ups in the all-reduce section only.
    m_panel->showSection(beatsSection - 1);
    QVERIFY(test::clickOn(m_panel));
    QCOMPARE(m_panel->currentSection(), beatsSection);
    QCOMPARE(model().beat(), 0);
    for (int beat = 1; beat < AllReduceModel::kBeats; ++beat) {
        QVERIFY(test::clickOn(m_panel));
        QCOMPARE(model().beat(), beat);
    }
    QCOMPARE(model().gpus(), 72);
    QVERIFY(test::clickOn(m_panel));
    QCOMPARE(m_panel->currentSection(), beatsSection + 1);
    QCOMPARE(model().beat(), 2); // "switches" shows the NVSwitch beat
    QVERIFY(m_panel->backward());
    QCOMPARE(m_panel->currentSection(), beatsSection);
    QCOMPARE(model().beat(), AllReduceModel::kBeats - 1);
}

void TestInterconnectsPanel::simulationFromTheKeyboard()
{
    view()->setFocus();
    QTRY_VERIFY(view()->hasFocus());
    QTest::keyClick(view(), Qt::Key_S);
    QCOMPARE(view()->stepsTaken(), 1);
    QTest::keyClick(view(), Qt::Key_Space);
    QVERIFY(view()->isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(model().completedSteps() >= 1, 5000);
    QTest::keyClick(view(), Qt::Key_Space);
    QVERIFY(!view()->isPlaying());
    QVERIFY(model().bytesSentSoFarPerGpu() > 0);
    QTest::keyClick(view(), Qt::Key_R);
    QCOMPARE(model().completedSteps(), 0);
    QTest::keyClick(view(), Qt::Key_N);
    QCOMPARE(model().beat(), 1);
    QTest::keyClick(view(), Qt::Key_P);
    QCOMPARE(model().beat(), 0);
    // Played to the end at a high speed: every GPU holds every sum.
    view()->setSpeed(8);
    QTest::keyClick(view(), Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(model().finished(), 15000);
    QTRY_VERIFY(!view()->isPlaying());
    for (int c = 0; c < model().gpus(); ++c)
        QCOMPARE(model().value(3, c), model().expectedSum(c));
    QVERIFY(view()->scene().describe(model()).contains("every GPU holds the full sum"));
}

void TestInterconnectsPanel::parametersThroughTheView()
{
    const QJsonObject before = model().parameters();
    QString error;
    QVERIFY(!view()->setParameters({{"topology", "nvswitch"}}, &error)); // pcie-4 is not NVLink
    QCOMPARE(model().parameters(), before);
    QVERIFY2(view()->setParameters({{"topology", "nvswitch"}, {"link", "nvlink-4"}, {"gpus", 8}},
                                   &error),
             qPrintable(error));
    QCOMPARE(model().allReduceSeconds(), 14 * (3.4e-6 + 40e9 / (8 * 450e9)));
    view()->runSteps(90);
    const SimulationPreset preset = view()->preset();
    const QJsonObject state = model().state();
    view()->reset();
    QVERIFY2(view()->applyPreset(preset, &error), qPrintable(error));
    QCOMPARE(model().state(), state);
}

void TestInterconnectsPanel::linksTableFromTheData()
{
    LinksTable *table = m_panel->linksTable();
    QCOMPARE(table->rowCount(), 15);
    const int nvlink4 = table->rowOf("nvlink-4");
    QVERIFY(nvlink4 >= 0);
    QCOMPARE(table->item(nvlink4, LinksTable::PerDirection)->text(),
             QStringLiteral("450\u00a0GB/s"));
    QCOMPARE(table->item(nvlink4, LinksTable::Both)->text(), QStringLiteral("900\u00a0GB/s"));
    QVERIFY(table->item(nvlink4, 0)->toolTip().contains("whitepaper"));
    const int ndr = table->rowOf("ib-ndr");
    QCOMPARE(table->item(ndr, LinksTable::PerDirection)->text(),
             QStringLiteral("400\u00a0Gb/s = 50\u00a0GB/s"));
    QCOMPARE(table->item(table->rowOf("dgx-h100"), LinksTable::Latency)->text(),
             QStringLiteral("\u2014"));
}

void TestInterconnectsPanel::calculatorByKeyboard()
{
    m_panel->showSection(4);
    QCOMPARE(m_panel->tabs()->currentIndex(), int(InterconnectPanel::CalculatorTab));
    LinkCalculator *calc = m_panel->calculator();
    QVERIFY(calc->isVisible());
    TrainingStep step = calc->trainingStep();
    QCOMPARE(step.gradientBytes(), 40e9);
    QCOMPARE(step.peakFlops, 989.4e12);
    QVERIFY(calc->formulas()->text().contains("40 GB"));
    const int pcie = calc->rowOf("pcie-4");
    const int nvlink = calc->rowOf("nvlink-4");
    QVERIFY(calc->table()->item(pcie, 3)->text().contains("communication dominates"));
    QVERIFY(calc->table()->item(nvlink, 3)->text().contains("compute dominates"));
    QCOMPARE(calc->table()->item(pcie, 1)->text(), secondsText(14 * (5.7e-6 + 40e9 / (8 * 32e9))));
    // The gradient box from the keyboard: FP32 -> BF16 halves S.
    calc->gradientBox()->setFocus();
    QTRY_VERIFY(calc->gradientBox()->hasFocus());
    QTest::keyClick(calc->gradientBox(), Qt::Key_Down);
    QCOMPARE(calc->trainingStep().gradientBytes(), 20e9);
    QVERIFY(calc->formulas()->text().contains("20 GB"));
    // Typing a parameter count.
    calc->parametersBox()->setFocus();
    calc->parametersBox()->selectAll();
    QTest::keyClicks(calc->parametersBox(), "70");
    QTest::keyClick(calc->parametersBox(), Qt::Key_Enter);
    QCOMPARE(calc->trainingStep().parameters, 70e9);
    QCOMPARE(calc->trainingStep().gradientBytes(), 140e9);
    // A measured host link appears as "your machine" (only for the current device).
    QCOMPARE(calc->rowOf("machine"), -1);
    m_services.machine.setDevice(0, "Test device");
    MeasuredTransfer measured;
    measured.device = "Test device";
    measured.when = QDateTime::currentDateTimeUtc();
    measured.hostToDeviceGBs = 12;
    measured.deviceToHostGBs = 10;
    m_services.machine.setTransfer(measured);
    QCOMPARE(calc->rowOf("machine"), 0);
    QVERIFY(calc->table()->item(0, 0)->text().contains("10 GB/s"));
}

void TestInterconnectsPanel::parallelismAnimatesOnlyWhenShown()
{
    ParallelismView *p = m_panel->parallelism();
    QVERIFY(!p->isVisible());
    QVERIFY(!p->isAnimating());
    m_panel->showSection(5);
    QCOMPARE(m_panel->tabs()->currentIndex(), int(InterconnectPanel::ParallelismTab));
    QVERIFY(p->isVisible());
    QVERIFY(p->isAnimating());
    const double phase = p->phase();
    QTRY_VERIFY(p->phase() != phase);
    QVERIFY(p->numbers()->text().contains("once per step"));
    p->kindBox()->setFocus();
    QTRY_VERIFY(p->kindBox()->hasFocus());
    QTest::keyClick(p->kindBox(), Qt::Key_Down);
    QCOMPARE(p->kind(), Parallelism::Tensor);
    QVERIFY(p->numbers()->text().contains("every layer"));
    // The same size word for the same 32 MiB all-reduces as the section's text.
    QVERIFY(p->numbers()->text().contains("medium-sized messages"));
    QVERIFY(m_panel->sectionView()->toPlainText().contains("medium-sized messages"));
    QTest::keyClick(p->kindBox(), Qt::Key_Down);
    QVERIFY(p->numbers()->text().contains("between stages"));
    p->playButton()->setFocus();
    QTest::keyClick(p->playButton(), Qt::Key_Space);
    QVERIFY(!p->isAnimating());
    QTest::keyClick(p->playButton(), Qt::Key_Space);
    QVERIFY(p->isAnimating());
    m_panel->showSection(0);
    QVERIFY(!p->isAnimating()); // hidden: no timer
}

void TestInterconnectsPanel::scenePaintsInEveryTheme()
{
    for (int beat : {0, 1, 3, 4}) {
        while (model().beat() < beat && view()->nextBeat()) {
        }
        view()->runSteps(70);
        for (const SceneStyle &style :
             {SceneStyle::light(), SceneStyle::dark(), SceneStyle::highContrastDark()}) {
            for (const QSize size : {QSize(640, 400), QSize(1920, 1080)}) {
                QImage image(size, QImage::Format_ARGB32_Premultiplied);
                image.fill(Qt::transparent);
                QPainter painter(&image);
                view()->scene().render(painter, QRectF(QPointF(0, 0), size), model(), style);
                painter.end();
                QCOMPARE(image.pixelColor(2, 2), style.background);
            }
        }
        QVERIFY(!view()->scene().describe(model()).isEmpty());
    }
}

void TestInterconnectsPanel::transferRunAndCancel()
{
    m_panel->showSection(6);
    QCOMPARE(m_panel->tabs()->currentIndex(), int(InterconnectPanel::TransferTab));
    TransferLab *lab = m_panel->transferLab();
    QVERIFY(lab->isVisible());
    // A short run, started from the keyboard.
    lab->setRange(4 << 10, 1 << 20, 2);
    lab->runButton()->setFocus();
    QTest::keyClick(lab->runButton(), Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(m_panel->runner()->hasDiscovered(), 60000);
    if (!m_panel->runner()->discovery().available()) {
        if (qEnvironmentVariableIntValue("GPULAB_REQUIRE_OPENCL") && openCLExpected())
            QFAIL("no OpenCL device, but GPULAB_REQUIRE_OPENCL=1");
        QTRY_VERIFY(lab->status()->text().contains("No OpenCL device"));
        QVERIFY(lab->runButton()->isEnabled());
        QVERIFY(!lab->cancelButton()->isEnabled());
        QVERIFY(!m_services.machine.transfer());
        return;
    }
    QVERIFY(openCLExpected());
    QTRY_VERIFY_WITH_TIMEOUT(lab->runButton()->isEnabled(), 120000);
    QVERIFY2(lab->status()->text().contains("checked byte for byte"),
             qPrintable(lab->status()->text()));
    // 4 KiB, 16 KiB, 64 KiB, 256 KiB, 1 MiB: 5 sizes × 2 memories × 2 directions.
    QCOMPARE(int(lab->points().size()), 20);
    QCOMPARE(lab->plottedPoints(), 20);
    // Cancel a long run from the keyboard: it stops well before the end.
    lab->setRange(4 << 10, 256 << 20, 5);
    lab->runButton()->setFocus();
    QTest::keyClick(lab->runButton(), Qt::Key_Space);
    QVERIFY(lab->cancelButton()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(!lab->points().empty(), 60000);
    QTest::keyClick(lab->cancelButton(), Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(lab->runButton()->isEnabled(), 60000);
    QVERIFY2(lab->status()->text().contains("Cancelled"), qPrintable(lab->status()->text()));
    QVERIFY(lab->points().size() < 40);
}

void TestInterconnectsPanel::multiDeviceSplit()
{
    m_panel->tabs()->setCurrentIndex(InterconnectPanel::MultiDeviceTab);
    MultiDeviceLab *lab = m_panel->multiDeviceLab();
    QVERIFY(lab->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(m_panel->runner()->hasDiscovered(), 60000);
    const DeviceDiscovery &discovery = m_panel->runner()->discovery();
    if (!discovery.available()) {
        if (qEnvironmentVariableIntValue("GPULAB_REQUIRE_OPENCL") && openCLExpected())
            QFAIL("no OpenCL device, but GPULAB_REQUIRE_OPENCL=1");
        QVERIFY(lab->devicesLabel()->text().contains("No OpenCL device"));
        lab->run();
        QVERIFY(lab->status()->text().contains("Cannot run"));
        return;
    }
    QVERIFY(openCLExpected());
    const int expected = qEnvironmentVariableIntValue("GPULAB_EXPECT_DEVICES");
    if (expected > 0)
        QCOMPARE(int(discovery.devices.size()), expected);
    if (discovery.devices.size() == 1)
        QVERIFY(lab->devicesLabel()->text().contains("POCL_DEVICES"));
    else
        QVERIFY(lab->devicesLabel()->text().contains("OpenCL devices"));
    lab->sizeBox()->setCurrentIndex(0); // N = 256
    lab->runButton()->setFocus();
    QTest::keyClick(lab->runButton(), Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(lab->runButton()->isEnabled(), 300000);
    QVERIFY2(lab->status()->text().contains("Verified"), qPrintable(lab->status()->text()));
    const MultiDeviceReport &report = lab->report();
    QCOMPARE(report.n, 256);
    QVERIFY(report.verified);
    const int bands = int(report.bands.size());
    QCOMPARE(bands, discovery.devices.size() == 1 ? 2 : int(discovery.devices.size()));
    QCOMPARE(report.distinctDevices, int(discovery.devices.size()));
    QCOMPARE(lab->table()->rowCount(), bands);
    // Rows add up to N.
    int rows = 0;
    for (const DeviceBand &band : report.bands)
        rows += band.rows;
    QCOMPARE(rows, 256);
}

QTEST_MAIN(TestInterconnectsPanel)
#include "tst_interconnectspanel.moc"
