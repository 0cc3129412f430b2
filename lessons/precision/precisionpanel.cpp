// PrecisionPanel (see precisionpanel.h).
#include "lessons/precision/precisionpanel.h"

#include "lessons/precision/bitlabpage.h"
#include "lessons/precision/blockspage.h"
#include "lessons/precision/lossscalingmodel.h"
#include "lessons/precision/lossscalingpage.h"
#include "lessons/precision/memorypage.h"
#include "lessons/precision/overflowpage.h"
#include "lessons/precision/precisionmath.h"
#include "lessons/precision/rangetablepage.h"
#include "widgets/simulationview.h"

#include <cmath>

namespace gpulab {

PrecisionPanel::PrecisionPanel(const LessonContext &context, const LessonContent &content,
                               std::unique_ptr<SimulationModel> model,
                               std::unique_ptr<SimulationScene> scene, QWidget *parent)
    : LessonPanel(context, content, std::move(model), std::move(scene), parent)
{}

PrecisionPanel::~PrecisionPanel() = default;

const LossScalingModel *PrecisionPanel::lossModel() const
{
    return m_lossScaling ? m_lossScaling->model() : nullptr;
}

QWidget *PrecisionPanel::createExtras()
{
    m_bitLab = new BitLabPage;
    m_bitLab->setSceneStyle(sceneStyle());
    m_rangeTable = new RangeTablePage;
    m_overflow = new OverflowPage;
    m_lossScaling = new LossScalingPage(simulation());
    m_memory = new MemoryPage(data());
    m_blocks = new BlocksPage;
    m_blocks->setSceneStyle(sceneStyle());
    // The simulation belongs to the loss-scaling tab; the other pages need the room.
    addTab(m_bitLab, QStringLiteral("bit-lab"), tr("Bit lab"), {.hidesSimulation = true});
    addTab(m_rangeTable, QStringLiteral("table"), tr("Range and precision"),
           {.hidesSimulation = true});
    addTab(m_overflow, QStringLiteral("overflow"),
           tr("Overflow: %1").arg(precision::formatNumber(OverflowPage::kExample)),
           {.hidesSimulation = true});
    addTab(m_lossScaling, QStringLiteral("loss-scaling"), tr("Loss scaling"));
    addTab(m_memory, QStringLiteral("memory"), tr("Memory"), {.hidesSimulation = true});
    addTab(m_blocks, QStringLiteral("blocks"), tr("Blocks share a scale"),
           {.tall = true, .hidesSimulation = true});
    addTab(m_blocks->bitsPage(), QStringLiteral("block-bits"), tr("One block, bit by bit"),
           {.tall = true, .hidesSimulation = true});
    // A verdict makes its page taller: the tabs may give it more room.
    connect(m_overflow, &OverflowPage::grew, tabs(), &QWidget::updateGeometry);
    connect(m_lossScaling, &LossScalingPage::grew, tabs(), &QWidget::updateGeometry);
    return tabs();
}

void PrecisionPanel::restyleExtras(const SceneStyle &style)
{
    m_bitLab->setSceneStyle(style);
    m_memory->setSceneStyle(style);
    m_blocks->setSceneStyle(style);
    m_rangeTable->fitToContents();
}

bool PrecisionPanel::prepareForScreenshot()
{
    if (!tabs())
        return true;
    // A number worth looking at in the bit lab, a revealed overflow prediction and a finished
    // survival prediction, so every tab's picture shows its point.
    m_bitLab->setFormat(fp::Format::Fp16);
    m_bitLab->setNumber(QStringLiteral("0.1"));
    m_overflow->setGuess(fp::Format::Fp16, precision::Outcome::Largest);
    m_overflow->setGuess(fp::Format::Bf16, precision::Outcome::Rounded);
    m_overflow->reveal();
    m_blocks->showGenerated(2, 1); // the outlier channels: the tab's point
    m_blocks->waitForIdle(30000);
    if (const LossScalingModel *model = lossModel()) {
        m_lossScaling->setGuess(LossScalingPage::Survival::From50To90);
        m_lossScaling->runWithPrediction();
        simulation()->pause();
        const double stepsPerIteration = 60.0 / model->settings().iterationsPerSecond;
        simulation()->runSteps(
            int(std::ceil(LossScalingPage::kVerdictIterations * stepsPerIteration)) + 1);
    }
    return m_overflow->revealed() && !m_lossScaling->predictionPending() && m_blocks->report();
}

} // namespace gpulab
