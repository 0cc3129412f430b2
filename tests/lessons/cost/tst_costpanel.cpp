// "The cost of compute" as a student and an instructor use it (under Xvfb): it opens through the
// registry, every section shows with the tab it names, the clicker walks the five beats, the
// Training run tab works the hand-computed arithmetic, a price typed on the Prices tab is checked,
// used, kept in the user's file and restored, the chart has its two lines, buy-or-rent gives the
// hand-computed break-even, and the serving table the decode-bound cost. The scene paints in
// every theme and at presenter size without overlapping text. No Qt warning.
#include "../lessontestsupport.h"
#include "lessons/cost/costmodel.h"
#include "lessons/cost/costpanel.h"
#include "lessons/cost/costscene.h"
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/numbertext.h"
#include "lessons/framework/sectionview.h"
#include "widgets/chartframe.h"
#include "widgets/simulationview.h"

#include <QChart>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpulab;

class TestCostPanel : public QObject
{
    Q_OBJECT
    test::LessonServices m_services;
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        CostPanel::setUserPriceFileForTests(m_dir.filePath(QStringLiteral("gpu-prices.csv")));
    }
    void init() { test::openPanel(m_services, QStringLiteral("cost"), m_panel); }
    void cleanup()
    {
        delete m_panel;
        m_panel = nullptr;
    }
    void everySectionShows();
    void workedArithmetic();
    void editAndRestorePrices();
    void chartBuyAndServe();
    void scenePaintsInEveryThemeAndSize();

private:
    SimulationView *view() const { return m_panel->simulation(); }
    CostPanel *m_panel = nullptr;
};

void TestCostPanel::everySectionShows()
{
    QCOMPARE(m_panel->content().id, QStringLiteral("cost"));
    QCOMPARE(m_panel->content().order, 12);
    QVERIFY(m_panel->sectionCount() >= 6 && m_panel->sectionCount() <= 8);
    QCOMPARE(view()->model().id(), QStringLiteral("training-budget"));
    int beats = -1;
    for (int s = 0; s < m_panel->sectionCount(); ++s) {
        m_panel->showSection(s);
        const LessonSection &section = m_panel->content().sections.at(s);
        QVERIFY2(m_panel->sectionView()->toPlainText().size() > 300, qPrintable(section.id));
        QVERIFY(!m_panel->currentNotes().isEmpty());
        QCOMPARE(m_panel->tabs()->currentIndex(), m_panel->tabIndex(section.tab));
        if (section.beats)
            beats = s;
        if (section.id == QLatin1String("spot")) // the spot beat comes up with its section
            QVERIFY(m_panel->model().settings().spot);
    }
    QVERIFY(beats >= 0);
    m_panel->showSection(beats);
    while (view()->previousBeat()) {
    }
    QCOMPARE(m_panel->model().beat(), 0);
    for (int beat = 1; beat < CostModel::kBeats; ++beat) {
        QVERIFY(test::clickOn(m_panel));
        QCOMPARE(m_panel->currentSection(), beats);
        QCOMPARE(m_panel->model().beat(), beat);
    }
    QVERIFY(test::clickOn(m_panel));
    QCOMPARE(m_panel->currentSection(), beats + 1);
}

void TestCostPanel::workedArithmetic()
{
    m_panel->gpuBox()->setCurrentIndex(m_panel->gpuBox()->findData("h100-sxm5"));
    m_panel->modelBox()->setCurrentIndex(m_panel->modelBox()->findData("llama-2-7b"));
    m_panel->gpusBox()->setValue(1);
    emit m_panel->gpusBox()->editingFinished();
    m_panel->tokensBox()->setValue(2000);
    emit m_panel->tokensBox()->editingFinished();
    QCOMPARE(m_panel->model().settings().gpus, 1);
    // 6 × 6.738415616e9 × 2e12 / 395.76e12 / 3,600 = 56,755 GPU-hours.
    const QString text = m_panel->workedText()->text();
    QVERIFY2(text.contains(QLocale().toString(56755.0, 'f', 0)), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("8.09 \u00d7 10\u00b2\u00b2 FLOP")));
    // The price shown with its currency and date.
    const CostModel::Settings &s = m_panel->model().settings();
    QVERIFY(text.contains(dateText(s.priceDate)));
    QVERIFY(text.contains(s.currency));
    QVERIFY(m_panel->priceBox()->currentText().contains(dateText(s.priceDate)));
    // The 20-per-parameter button: 134.77 billion tokens.
    const auto buttons = m_panel->findChildren<QPushButton *>();
    for (QPushButton *b : buttons)
        if (b->text().contains("20 per"))
            b->click();
    QVERIFY(std::abs(m_panel->model().settings().tokensBillion - 134.77) < 0.05);
}

void TestCostPanel::editAndRestorePrices()
{
    QTableWidget *table = m_panel->priceTable();
    QVERIFY(table->rowCount() >= 20);
    int row = -1;
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 1)->text() == QLatin1String("RunPod") &&
            table->item(r, 0)->text().startsWith("H100 SXM") &&
            table->item(r, 2)->text() == QLatin1String("on demand"))
            row = r;
    QVERIFY(row >= 0);
    QVERIFY(table->item(row, 4)->text() == dateText(QStringLiteral("2026-03")));
    // A bad value: a clear message, nothing changes.
    table->item(row, 5)->setText(QStringLiteral("cheap"));
    QVERIFY(m_panel->priceMessage()->text().contains("not a number"));
    QVERIFY(!m_panel->priceBook().hasUserPrices());
    // A good one: used by the run, kept in the file, shown beside the shipped price.
    m_panel->gpuBox()->setCurrentIndex(m_panel->gpuBox()->findData("h100-sxm5"));
    const int entry = m_panel->priceBox()->findData(row);
    QVERIFY(entry >= 0);
    m_panel->priceBox()->setCurrentIndex(entry);
    table->item(row, 5)->setText(QLocale().toString(1.5, 'f', 2));
    QVERIFY(m_panel->priceBook().hasUserPrices());
    QCOMPARE(m_panel->model().settings().pricePerGpuHour, 1.5);
    QCOMPARE(m_panel->model().settings().priceDate, QDate::currentDate().toString(Qt::ISODate));
    QVERIFY(QFile::exists(m_panel->priceBook().userFile()));
    QVERIFY(table->item(row, 3)->text().contains(QLocale().toString(2.69, 'f', 2)));
    QVERIFY(m_panel->restoreButton()->isEnabled());
    // The next run reads it back.
    cleanup();
    init();
    QVERIFY(m_panel->priceBook().hasUserPrices());
    QVERIFY(!m_panel->priceTable()->item(row, 5)->text().isEmpty());
    m_panel->restoreButton()->click();
    QVERIFY(!m_panel->priceBook().hasUserPrices());
    QVERIFY(!QFile::exists(m_panel->priceBook().userFile()));
    QVERIFY(m_panel->priceTable()->item(row, 5)->text().isEmpty());
}

void TestCostPanel::chartBuyAndServe()
{
    QChart *chart = m_panel->scalingChart()->chart();
    QCOMPARE(chart->series().size(), 2);
    QVERIFY(m_panel->scalingChart()->csv().count(QLatin1Char('\n')) >= 13);
    // Buy or rent: the first purchase row is the H100 PCIe estimate (25,000, 350 W); with
    // PUE 1.2 and 0.15 per kWh (0.063 an hour) against the first H100 PCIe rental in the file,
    // Lambda's 2.86: 25,000 / 2.797 = 8,938 busy hours.
    const QString buy = m_panel->buyText()->text();
    QVERIFY2(buy.contains(QLocale().toString(8938.0, 'f', 0)), qPrintable(buy));
    QVERIFY(buy.contains("350"));
    // Serving: Llama 2 7B FP16, batch 1, H100 SXM at 2.69: 3.01 per million.
    QTableWidget *serve = m_panel->servingTable();
    QVERIFY(serve->rowCount() >= 10);
    bool found = false;
    for (int r = 0; r < serve->rowCount(); ++r)
        if (serve->item(r, 0)->text().startsWith("H100 SXM") &&
            serve->item(r, 1)->text().contains("RunPod") &&
            serve->item(r, 1)->text().contains(QLocale().toString(2.69, 'f', 2))) {
            QCOMPARE(serve->item(r, 2)->text(), QLocale().toString(248.57, 'f', 0));
            QVERIFY(serve->item(r, 3)->text().contains(QLocale().toString(3.006, 'f', 2)));
            found = true;
        }
    QVERIFY(found);
}

void TestCostPanel::scenePaintsInEveryThemeAndSize()
{
    CostScene scene;
    CostModel model(m_services.data);
    test::paintsEveryBeatThemeAndSize(
        scene, model, m_panel->font(), {300},
        {QSize(900, 420), QSize(560, 300), QSize(700, 200), QSize(640, 110)}, QSize(1, 1));
}

QTEST_MAIN(TestCostPanel)
#include "tst_costpanel.moc"
