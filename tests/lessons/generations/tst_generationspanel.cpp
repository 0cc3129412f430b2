// The "GPU generations" lesson as a student and an instructor use it (under Xvfb): it opens
// through the registry, every section shows with the tab it talks about, the clicker walks the
// seven generations in its one walking section, the growth chart draws a logarithmic axis and
// follows its figure list, the comparison gives A100 -> H100 as x3.2 for compute and x1.6 for
// bandwidth and changes with the keyboard, the chooser answers the lesson's worked cases, the
// tables list the data file's rows, and the scene paints in every theme and size without a text
// problem. No Qt warning.
#include "../lessontestsupport.h"
#include "lessons/framework/sectionview.h"
#include "lessons/generations/chooserpage.h"
#include "lessons/generations/comparepage.h"
#include "lessons/generations/generationsmodel.h"
#include "lessons/generations/generationspanel.h"
#include "lessons/generations/generationsscene.h"
#include "lessons/generations/generationtables.h"
#include "lessons/generations/growthchart.h"
#include "widgets/chartframe.h"
#include "widgets/simulationview.h"

#include <QChart>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLogValueAxis>
#include <QPainter>
#include <QScatterSeries>
#include <QTableWidget>
#include <QtTest>

using namespace gpulab;

class TestGenerationsPanel : public QObject
{
    Q_OBJECT
    test::LessonServices m_services;
    GenerationsPanel *m_panel = nullptr;
    SimulationView *view() const { return m_panel->simulation(); }

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English)); }
    void init() { test::openPanel(m_services, QStringLiteral("generations"), m_panel); }
    void cleanup()
    {
        delete m_panel;
        m_panel = nullptr;
    }

    void everySectionShowsWithItsTab()
    {
        QCOMPARE(m_panel->content().id, QStringLiteral("gpu-generations"));
        QCOMPARE(m_panel->content().order, 7);
        QVERIFY(m_panel->sectionCount() >= 6 && m_panel->sectionCount() <= 8);
        QCOMPARE(view()->model().id(), QStringLiteral("gpu-generations"));
        QCOMPARE(m_panel->tabIds(),
                 (QStringList{"growth", "added", "compare", "market", "choose"}));
        for (int s = 0; s < m_panel->sectionCount(); ++s) {
            m_panel->showSection(s);
            const QString id = m_panel->content().sections.at(s).id;
            const QString text = m_panel->sectionView()->toPlainText();
            QVERIFY2(text.size() > 300, qPrintable(id));
            QVERIFY(!text.contains("cannot be shown"));
            QVERIFY(!m_panel->currentNotes().isEmpty());
            const int tab = m_panel->tabIndex(m_panel->content().sections.at(s).tab);
            QVERIFY2(tab >= 0, qPrintable(id));
            QCOMPARE(m_panel->tabs()->currentIndex(), tab);
        }
    }

    void clickerWalksTheGenerations()
    {
        m_panel->enterSection(1); // "Generation by generation" walks the beats
        const auto &model = m_panel->model();
        QCOMPARE(model.beat(), 0);
        QStringList current;
        for (int beat = 0; beat < GenerationsModel::kBeats; ++beat) {
            QCOMPARE(m_panel->currentSection(), 1);
            QCOMPARE(model.beat(), beat);
            current << (model.current() ? model.current()->id : QString());
            QVERIFY(test::clickOn(m_panel));
        }
        QCOMPARE(current, (QStringList{"p100-sxm2", "v100-sxm2", "a100-sxm4-80", "h100-sxm5",
                                       "h200-sxm", "b200", "mi300x"}));
        QCOMPARE(m_panel->currentSection(), 2); // then on to the next section, at its beat (H200)
        QCOMPARE(model.beat(), 4);
        // The growth chart follows the section's figure: memory for the H200 beat.
        QCOMPARE(m_panel->growth()->metric(), GenerationsModel::Metric::Memory);
    }

    void growthChartIsLogarithmicAndDense()
    {
        GrowthChart *chart = m_panel->growth();
        chart->setMetric(GenerationsModel::Metric::Compute);
        const QList<QAbstractAxis *> vertical = chart->frame()->chart()->axes(Qt::Vertical);
        QCOMPARE(vertical.size(), 1);
        QVERIFY(qobject_cast<QLogValueAxis *>(vertical.first()));
        // Dense only: the H100 SXM point is 989.4, never the sparse 1,979.
        bool sawH100 = false;
        for (const GrowthChart::Point &point : GrowthChart::pointsOf(
                 m_services.data.rows<GpuSpecs>(), GenerationsModel::Metric::Compute)) {
            if (point.spec.id == QLatin1String("h100-sxm5")) {
                sawH100 = true;
                QVERIFY(std::abs(point.value - 989.4) < 0.01);
            }
            QVERIFY(point.spec.kind != GpuKind::System && point.spec.kind != GpuKind::Cpu);
        }
        QVERIFY(sawH100);
        QVERIFY(chart->summary().contains(QString::fromUtf8("\u00d7106")));
        QVERIFY(chart->csv().contains("p100-sxm2"));
        // The figure list, from the keyboard.
        chart->metricBox()->setFocus();
        QTest::keyClick(chart->metricBox(), Qt::Key_Down);
        QCOMPARE(chart->metric(), GenerationsModel::Metric::Memory);
        QVERIFY(chart->summary().contains(QString::fromUtf8("\u00d712")));
        QVERIFY(chart->frame()->chart()->series().size() >= 4);
    }

    void comparisonGivesBothBounds()
    {
        m_panel->showTab(QStringLiteral("compare"));
        ComparePage *page = m_panel->comparison();
        QVERIFY(page->compare("a100-sxm4-80", "h100-sxm5"));
        QTableWidget *table = page->table();
        QCOMPARE(table->rowCount(), 7);
        QCOMPARE(table->item(0, 3)->text(), QString::fromUtf8("\u00d73.2"));
        QCOMPARE(table->item(4, 3)->text(), QString::fromUtf8("\u00d71.6"));
        QVERIFY(page->meaning()->text().contains(QString::fromUtf8("\u00d73.2")));
        QVERIFY(page->meaning()->text().contains(QString::fromUtf8("\u00d71.6")));
        // TPU v4 has no FP32 figure: a dash, never inf or nan.
        QVERIFY(page->compare("tpu-v4", "h100-sxm5"));
        QCOMPARE(table->item(2, 3)->text(), QString::fromUtf8("\u2014"));
        for (int r = 0; r < table->rowCount(); ++r)
            for (int c = 0; c < table->columnCount(); ++c) {
                const QString text = table->item(r, c)->text().toLower();
                QVERIFY2(!text.contains("inf") && !text.contains("nan"), qPrintable(text));
            }
        QVERIFY(!page->compare("no-such-gpu", "h100-sxm5"));
        // Chip B from the keyboard.
        page->chipB()->setFocus();
        const QString before = page->meaning()->text();
        QTest::keyClick(page->chipB(), Qt::Key_Up);
        QVERIFY(page->meaning()->text() != before);
    }

    void chooserAnswersTheWorkedCases()
    {
        m_panel->showTab(QStringLiteral("choose"));
        ChooserPage *page = m_panel->chooser();
        page->setNeed({chooser::Job::Learning, 7, 2000});
        QCOMPARE(page->choice().verdict, chooser::Verdict::Buy);
        QVERIFY(page->result()->text().contains("GeForce RTX 3090"));
        page->setNeed({chooser::Job::Serving, 70, 5000});
        QCOMPARE(page->choice().verdict, chooser::Verdict::Rent);
        QVERIFY(page->result()->text().contains("Rent, don"));
        // From the keyboard: the model size up, the verdict follows.
        page->setNeed({chooser::Job::Learning, 7, 2000});
        page->sizeBox()->setFocus();
        page->sizeBox()->selectAll();
        QTest::keyClicks(page->sizeBox(), "40");
        QCOMPARE(page->need().paramsBillions, 40.0);
        QCOMPARE(page->choice().verdict, chooser::Verdict::Rent); // 96 GB: no card holds it
        page->jobBox()->setFocus();
        QTest::keyClick(page->jobBox(), Qt::Key_End);
        QCOMPARE(page->need().job, chooser::Job::Serving);
    }

    void tablesListTheDataFile()
    {
        const QList<GpuSpec> &specs = m_services.data.rows<GpuSpecs>();
        QCOMPARE(m_panel->additions()->rowCount(), int(generations::timelineRows(specs).size()));
        QCOMPARE(m_panel->additions()->item(0, AdditionsTable::Gpu)->text(),
                 findGpuSpec(specs, "p100-sxm2")->name);
        QVERIFY(m_panel->additions()
                    ->item(0, AdditionsTable::Gpu)
                    ->toolTip()
                    .contains("p100-datasheet"));
        MarketTable *market = m_panel->market();
        QCOMPARE(market->rowCount(), int(MarketTable::rowsOf(specs).size()));
        QCOMPARE(market->item(0, MarketTable::Market)->text(), QString("consumer"));
        int priced = 0;
        for (int r = 0; r < market->rowCount(); ++r)
            if (market->item(r, MarketTable::Price)->text().startsWith("USD ")) {
                ++priced;
                QCOMPARE(market->item(r, MarketTable::Market)->text(), QString("consumer"));
            }
        QCOMPARE(priced, 3);
    }

    void scenePaintsInEveryThemeAndSize()
    {
        GenerationsScene scene;
        GenerationsModel model(m_services.data);
        test::paintsEveryBeatThemeAndSize(
            scene, model, m_panel->font(), {150},
            {QSize(320, 200), QSize(520, 240), QSize(640, 700), QSize(1600, 900)}, QSize(520, 240));
        // The chart follows a theme change.
        SceneStyle dark = SceneStyle::highContrastDark();
        m_panel->setSceneStyle(dark);
        QTRY_COMPARE(m_panel->growth()->frame()->chart()->backgroundBrush().color(),
                     dark.background);
    }
};

QTEST_MAIN(TestGenerationsPanel)
#include "tst_generationspanel.moc"
