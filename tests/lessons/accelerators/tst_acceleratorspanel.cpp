// The "Beyond GPUs" lesson as a student and an instructor use it (under Xvfb): it opens through
// the registry, every section shows with the tab it names, the clicker walks the five systolic
// beats and every run ends verified, the dataflow, size and rows controls drive the simulation and
// the data-movement table follows them with hand-computed counts, the chips and families tables
// come from gpu-specs.csv, and the Your machine tab shows nothing until a rate is measured, then
// the hand-computed ratio. The scene paints in every theme and at presenter size, and places its
// text without overlaps. No Qt warning.
#include "../lessontestsupport.h"
#include "lessons/accelerators/acceleratorrows.h"
#include "lessons/accelerators/acceleratorspanel.h"
#include "lessons/accelerators/systolicmodel.h"
#include "lessons/accelerators/systolicscene.h"
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/machinestate.h"
#include "lessons/framework/sectionview.h"
#include "widgets/simulationview.h"

#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QtTest>

using namespace gpulab;

class TestAcceleratorsPanel : public QObject
{
    Q_OBJECT
    test::LessonServices m_services;

private slots:
    void init()
    {
        m_services.machine.resetForTests();
        m_services.machine.setPersistent(false);
        test::openPanel(m_services, QStringLiteral("accelerators"), m_panel);
    }
    void cleanup()
    {
        delete m_panel;
        m_panel = nullptr;
    }
    void everySectionShows();
    void clickerWalksTheBeatsToVerifiedProducts();
    void controlsDriveTheSimulation();
    void tablesComeFromTheData();
    void machineTabWaitsForAMeasurement();
    void scenePaintsInEveryThemeAndSize();

private:
    SimulationView *view() const { return m_panel->simulation(); }
    AcceleratorsPanel *m_panel = nullptr;
};

void TestAcceleratorsPanel::everySectionShows()
{
    QCOMPARE(m_panel->content().id, QStringLiteral("accelerators"));
    QCOMPARE(m_panel->content().order, 11);
    QVERIFY(m_panel->sectionCount() >= 6 && m_panel->sectionCount() <= 8);
    QCOMPARE(view()->model().id(), QStringLiteral("systolic-array"));
    QCOMPARE(m_panel->tabIds(), QStringList({"chips", "movement", "choose", "machine"}));
    for (int s = 0; s < m_panel->sectionCount(); ++s) {
        m_panel->showSection(s);
        const LessonSection &section = m_panel->content().sections.at(s);
        QVERIFY2(m_panel->sectionView()->toPlainText().size() > 300, qPrintable(section.id));
        QVERIFY(!m_panel->currentNotes().isEmpty());
        if (!section.tab.isEmpty())
            QCOMPARE(m_panel->tabs()->currentIndex(), m_panel->tabIndex(section.tab));
    }
}

void TestAcceleratorsPanel::clickerWalksTheBeatsToVerifiedProducts()
{
    int walk = -1;
    for (int s = 0; s < m_panel->sectionCount(); ++s)
        if (m_panel->content().sections.at(s).beats)
            walk = s;
    QVERIFY(walk >= 0);
    m_panel->enterSection(walk);
    QCOMPARE(m_panel->model().beat(), 0);
    QCOMPARE(m_panel->model().settings().size, 4);
    QCOMPARE(m_panel->model().totalCycles(), 7LL); // one row through 4x4: 1 + 8 - 2
    int beats = 1;
    while (m_panel->forwardInSection())
        if (m_panel->model().beat() == beats)
            ++beats;
    QCOMPARE(beats, SystolicModel::kBeats);
    // Every beat's run ends with the product verified.
    for (int beat = 0; beat < SystolicModel::kBeats; ++beat) {
        view()->startBeat(beat);
        SystolicModel copy;
        QString error;
        copy.setBeat(beat);
        QVERIFY(copy.setParameters(m_panel->model().parameters(), &error));
        while (!copy.finished())
            copy.step(1);
        QVERIFY2(copy.verified(), qPrintable(copy.beatName(beat)));
    }
}

void TestAcceleratorsPanel::controlsDriveTheSimulation()
{
    m_panel->showTab(QStringLiteral("movement"));
    QComboBox *size = m_panel->sizeBox();
    QSpinBox *rows = m_panel->rowsBox();
    QComboBox *flow = m_panel->dataflowBox();
    QVERIFY(!size->accessibleName().isEmpty() && !rows->accessibleName().isEmpty() &&
            !flow->accessibleName().isEmpty());
    size->setCurrentIndex(size->findData(4));
    rows->setValue(4);
    flow->setCurrentIndex(flow->findData(QStringLiteral("output-stationary")));
    QCOMPARE(m_panel->model().settings().size, 4);
    QCOMPARE(m_panel->model().settings().rows, 4);
    QCOMPARE(m_panel->model().settings().dataflow, systolic::Dataflow::OutputStationary);
    QCOMPARE(m_panel->model().totalCycles(), 14LL); // (4 + 4 + 4 - 2) + 4
    // The table's first row: 64 MACs, 16 + 16 reads, 0.5 per MAC, 120 passes (by hand).
    QTableWidget *table = m_panel->movementTable();
    QCOMPARE(table->rowCount(), 4);
    QCOMPARE(table->item(0, 1)->text(), QLocale().toString(64));
    QCOMPARE(table->item(0, 2)->text(), QLocale().toString(32));
    QCOMPARE(table->item(0, 3)->text(), QLocale().toString(0.5, 'f', 3));
    QCOMPARE(table->item(0, 4)->text(), QLocale().toString(120));
    // Tensor cores, the same 4x4x4 product padded to one instruction: 512 reads for 64 MACs.
    QCOMPARE(table->item(1, 2)->text(), QLocale().toString(512));
    QCOMPARE(table->item(1, 3)->text(), QLocale().toString(8.0, 'f', 3));
    // The MXU row: (131,072 + 16,384) / 16,777,216 reads per MAC.
    QCOMPARE(table->item(2, 3)->text(), QLocale().toString(147456.0 / 16777216.0, 'f', 4));
    QCOMPARE(table->item(3, 3)->text(), QLocale().toString(0.25, 'f', 3));
    // A beat sets the controls back from the model.
    view()->startBeat(2);
    QCOMPARE(size->currentData().toInt(), 8);
    QCOMPARE(rows->value(), 16);
    QCOMPARE(flow->currentData().toString(), QStringLiteral("weight-stationary"));
}

void TestAcceleratorsPanel::tablesComeFromTheData()
{
    const QList<GpuSpec> specs = m_services.data.rows<GpuSpecs>();
    QTableWidget *chips = m_panel->chipsTable();
    QCOMPARE(chips->rowCount(), int(accelerators::chipRows(specs).size()));
    bool sawTrainium = false, sawUnstated = false;
    for (int r = 0; r < chips->rowCount(); ++r) {
        QVERIFY(chips->item(r, 0)->toolTip().contains(QLatin1String("https://")));
        if (chips->item(r, 0)->text() == QLatin1String("AWS Trainium (Trn1)")) {
            sawTrainium = true;
            QVERIFY(chips->item(r, 2)->text().contains(QLatin1String("190")));
            QVERIFY(chips->item(r, 2)->text().contains(QLatin1String("BF16")));
        }
        if (chips->item(r, 0)->text() == QLatin1String("Apple M4 Neural Engine")) {
            sawUnstated = true;
            QVERIFY(!chips->item(r, 2)->text().contains(QLatin1String("38")));
        }
    }
    QVERIFY(sawTrainium && sawUnstated);
    QTableWidget *choose = m_panel->chooseTable();
    QCOMPARE(choose->rowCount(), 5);
    QVERIFY(choose->item(2, 0)->text().contains(QLatin1String("TPU")));
    QVERIFY(choose->item(2, 4)->text().contains(QLocale().toString(2307)));
    QVERIFY(choose->item(2, 0)->toolTip().contains(QLatin1String("TPU7x")));
}

void TestAcceleratorsPanel::machineTabWaitsForAMeasurement()
{
    m_panel->showTab(QStringLiteral("machine"));
    QCOMPARE(m_panel->machineTable()->rowCount(), 0);
    QVERIFY(m_panel->machineStatus()->text().contains(QLatin1String("No rate")));
    // A measured roof on the current device: 500 GFLOP/s float32. TPU v5p's 459 TFLOPS BF16 is
    // 459,000 / 500 = 918 times it.
    m_services.machine.setDevice(0, QStringLiteral("Test device"));
    DeviceRoofs roofs;
    roofs.peakGflops = 500;
    roofs.bandwidthGBs = 50;
    m_services.machine.setRoofs(QStringLiteral("Test device"), roofs);
    QVERIFY(m_panel->machineStatus()->text().contains(QLocale().toString(500.0, 'f', 0)));
    QTableWidget *table = m_panel->machineTable();
    QVERIFY(table->rowCount() > 5);
    bool sawV5p = false;
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 0)->text() == QLatin1String("Cloud TPU v5p")) {
            sawV5p = true;
            QCOMPARE(table->item(r, 2)->text(),
                     QStringLiteral("\u00d7%1").arg(QLocale().toString(918.0, 'f', 0)));
        }
    QVERIFY(sawV5p);
}

void TestAcceleratorsPanel::scenePaintsInEveryThemeAndSize()
{
    // Every beat early in its run (a few frames) and at its end (100 s at 2 cycles a second is
    // past the last cycle of every beat's product), text checked from 640 pixels wide.
    SystolicScene scene;
    SystolicModel model;
    test::paintsEveryBeatThemeAndSize(scene, model, m_panel->font(), {3, 6000},
                                      {QSize(320, 200), QSize(640, 700), QSize(1600, 900)},
                                      QSize(640, 0));
    QVERIFY(model.finished() && model.verified());
}

QTEST_MAIN(TestAcceleratorsPanel)
#include "tst_acceleratorspanel.moc"
