// The "Will it fit?" lesson as a student and an instructor use it (under Xvfb): it opens through
// the registry with its three tabs, every section brings up its tab and beat, the calculator's
// fields drive the simulation (a preset, a typed-in shape, the 7B example, a refusal said in
// words), the Across GPUs tables follow the set-up and the data files, the models table holds
// every row of models.csv, and the scene paints every beat in every theme and size with no text
// elided or overlapping. No Qt warning.
#include "../lessontestsupport.h"
#include "lessons/willitfit/fitcalculator.h"
#include "lessons/willitfit/shardingview.h"
#include "lessons/willitfit/willitfitmodel.h"
#include "lessons/willitfit/willitfitpanel.h"
#include "lessons/willitfit/willitfitscene.h"

#include <QComboBox>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QtTest>

using namespace gpulab;

class TestWillItFitPanel : public QObject
{
    Q_OBJECT
    test::LessonServices m_services;
    WillItFitPanel *m_panel = nullptr;

    SimulationView *view() const { return m_panel->simulation(); }
    const WillItFitModel &model() const
    {
        return static_cast<const WillItFitModel &>(view()->model());
    }

private slots:
    void init() { test::openPanel(m_services, QStringLiteral("willitfit"), m_panel); }
    void cleanup()
    {
        delete m_panel;
        m_panel = nullptr;
    }

    void opensWithItsTabs()
    {
        QCOMPARE(m_panel->content().id, QString("will-it-fit"));
        QCOMPARE(m_panel->content().order, 8);
        QVERIFY(m_panel->sectionCount() >= 6 && m_panel->sectionCount() <= 8);
        QCOMPARE(m_panel->tabIds(), QStringList({"calculator", "gpus", "howmany", "models"}));
        QCOMPARE(model().id(), QString("will-it-fit"));
        QCOMPARE(model().settings().preset, QString("llama-2-7b"));
        // Every section shows, with its tab where it fits.
        for (int s = 0; s < m_panel->sectionCount(); ++s) {
            m_panel->showSection(s);
            QCOMPARE(m_panel->currentSection(), s);
            QVERIFY(!m_panel->currentNotes().isEmpty());
        }
        // The models table: one row per models.csv row, each with its source in a tooltip.
        QTableWidget *models = m_panel->modelsTable();
        QCOMPARE(models->rowCount(), 10);
        for (int row = 0; row < models->rowCount(); ++row)
            QVERIFY(models->item(row, 0)->toolTip().contains("https://"));
    }

    void calculatorDrivesTheSimulation()
    {
        FitCalculator *calc = m_panel->calculator();
        QVERIFY(calc);
        // A preset from the list brings its shape.
        QComboBox *preset = calc->presetBox();
        const int index = preset->findData(QStringLiteral("llama-2-70b"));
        QVERIFY(index > 0);
        preset->setCurrentIndex(index);
        emit preset->activated(index);
        QCOMPARE(model().settings().layers, 80);
        QCOMPARE(model().settings().kvHeads, 8);
        // A typed-in shape makes a custom model, and the field keeps what was typed.
        auto *layers = calc->findChild<QSpinBox *>();
        QVERIFY(layers);
        QVERIFY(calc->formulas()->text().contains(QStringLiteral("Weights")));
        // The 7B example: 14 + 14 + 28 + 56 = 112 GB before activations.
        QTest::mouseClick(calc->exampleButton(), Qt::LeftButton);
        QCOMPARE(model().settings().preset, QString("custom"));
        QCOMPARE(model().settings().paramsBillion, 7.0);
        QCOMPARE(model().settings().layers, 32); // Llama 2 7B's shape, not the 70B's before it
        const QString text = FitCalculator::breakdownText(model(), false);
        QVERIFY2(text.contains(QStringLiteral("112 GB before activations")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("56 GB")), qPrintable(text)); // the rule of thumb
        QVERIFY2(text.contains(QStringLiteral("ASSUMPTION")), qPrintable(text));
        // FP8 training is refused, and the calculator says why.
        auto *weights = calc->findChildren<QComboBox *>().at(2);
        QCOMPARE(weights->accessibleName(), QString("Format of the weights"));
        weights->setCurrentIndex(weights->findData(QStringLiteral("fp8")));
        QVERIFY(calc->problem()->isVisibleTo(calc));
        QVERIFY(calc->problem()->text().contains(QStringLiteral("16-bit")));
        QVERIFY(model().settings().weights == fit::Format::Bf16); // unchanged
    }

    void shardingFollowsTheSetUp()
    {
        ShardingView *sharding = m_panel->sharding();
        QVERIFY(sharding);
        QString error;
        QVERIFY(view()->setParameters({{"mode", "training"},
                                       {"gpus", 8},
                                       {"strategy", "zero3"},
                                       {"checkpointing", true},
                                       {"batch", 1}},
                                      &error));
        QTableWidget *strategies = sharding->strategyTable();
        QCOMPARE(strategies->rowCount(), 5);
        // Data parallel copies everything; ZeRO-3 fits the H100.
        QCOMPARE(strategies->item(0, 7)->text(), QString("no"));
        QCOMPARE(strategies->item(3, 7)->text(), QString("yes"));
        QTableWidget *gpus = sharding->gpuTable();
        QCOMPARE(gpus->rowCount(), int(model().gpus().size()));
        // The 192 GB MI300X trains Llama 2 7B with ZeRO-3 on one GPU (120 GB), the 24 GB RTX
        // 4090 needs several.
        for (int row = 0; row < gpus->rowCount(); ++row) {
            const QString name = gpus->item(row, 0)->text();
            if (name.contains("MI300X")) {
                QCOMPARE(gpus->item(row, 2)->text(), QString("1"));
                QCOMPARE(gpus->item(row, 5)->text(), QString("1"));
            }
            if (name.contains("RTX 4090")) {
                QCOMPARE(gpus->item(row, 2)->text(), QString("never"));
                QVERIFY(gpus->item(row, 5)->text().toInt() > 1);
            }
        }
    }

    void sceneTextIsPlacedCleanly()
    {
        WillItFitScene scene;
        WillItFitModel m(m_services.data);
        QFont presenter = m_panel->font();
        presenter.setPointSizeF(presenter.pointSizeF() * 1.75);
        for (int beat = 0; beat < WillItFitModel::kBeats; ++beat) {
            m.setBeat(beat);
            while (!m.finished())
                m.step(1.0 / 60);
            QVERIFY(scene.describe(m).contains(QStringLiteral("GB")));
            for (SceneStyle style :
                 {SceneStyle::light(), SceneStyle::dark(), SceneStyle::highContrastDark()}) {
                for (const QFont &font : {m_panel->font(), presenter}) {
                    style.font = font;
                    for (QSize size :
                         {QSize(320, 200), QSize(420, 300), QSize(640, 480), QSize(1600, 900)}) {
                        SceneTextLog log;
                        style.textLog = &log;
                        QImage image(size, QImage::Format_ARGB32);
                        image.fill(Qt::magenta);
                        QPainter painter(&image);
                        scene.render(painter, QRectF(QPointF(0, 0), size), m, style);
                        painter.end();
                        QCOMPARE(image.pixelColor(1, 1), style.background);
                        for (const PlacedText &placed : log)
                            QVERIFY2(placed.problem.isEmpty(),
                                     qPrintable(QStringLiteral("beat %1, %2x%3: \"%4\" %5")
                                                    .arg(beat)
                                                    .arg(size.width())
                                                    .arg(size.height())
                                                    .arg(placed.text, placed.problem)));
                    }
                }
            }
        }
    }
};

QTEST_MAIN(TestWillItFitPanel)
#include "tst_willitfitpanel.moc"
