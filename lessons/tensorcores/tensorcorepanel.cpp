// TensorCorePanel (see tensorcorepanel.h).
#include "lessons/tensorcores/tensorcorepanel.h"

#include "lessons/framework/pagesizedtabs.h"
#include "lessons/framework/sentencetext.h"
#include "lessons/tensorcores/peakstable.h"
#include "lessons/tensorcores/precisionlab.h"
#include "lessons/tensorcores/sparsityeditor.h"
#include "lessons/tensorcores/stagnationlab.h"
#include "lessons/tensorcores/tensorcoremodel.h"
#include "widgets/flowlayout.h"
#include "widgets/simulationview.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gpulab {

TensorCorePanel::TensorCorePanel(const LessonContext &context, const LessonContent &content,
                                 std::unique_ptr<SimulationModel> model,
                                 std::unique_ptr<SimulationScene> scene, QWidget *parent)
    : LessonPanel(context, content, std::move(model), std::move(scene), parent)
{}

TensorCorePanel::~TensorCorePanel() = default;

const TensorCoreModel &TensorCorePanel::model() const
{
    return static_cast<const TensorCoreModel &>(simulation()->model());
}

QWidget *TensorCorePanel::createExtras()
{
    if (!simulation() ||
        simulation()->model().id() != QLatin1String(TensorCoreModel::kSimulationId))
        return nullptr; // a translated copy of the lesson that names another simulation
    m_specs = data().rows<GpuSpecs>();
    // ---- Datasheet peaks
    auto *peaksPage = new QWidget;
    auto *peaksLayout = new QVBoxLayout(peaksPage);
    peaksLayout->setContentsMargins(4, 4, 4, 4);
    m_peaks = new PeaksTable(m_specs, peaksPage);
    peaksLayout->addWidget(m_peaks, 1);
    QString formFactors = tr("Compare SXM modules with PCIe cards of the same chip: the PCIe "
                             "card runs at less power and clock, and may have fewer SMs.");
    const GpuSpec *sxm = findGpuSpec(m_specs, QStringLiteral("h100-sxm5"));
    const GpuSpec *pcie = findGpuSpec(m_specs, QStringLiteral("h100-pcie"));
    if (sxm && pcie && isKnown(sxm->computeUnits) && isKnown(sxm->tensorCores) &&
        isKnown(pcie->computeUnits) && isKnown(pcie->tensorCores)) {
        const QLocale locale;
        formFactors = tr("Compare SXM modules with PCIe cards of the same chip: the PCIe card "
                         "runs at less power and clock, and may have fewer SMs (%1: %2 SMs and "
                         "%3 tensor cores; %4: %5 and %6).")
                          .arg(pcie->name, locale.toString(qRound64(pcie->computeUnits)),
                               locale.toString(qRound64(pcie->tensorCores)), sxm->name,
                               locale.toString(qRound64(sxm->computeUnits)),
                               locale.toString(qRound64(sxm->tensorCores)));
    }
    auto *peaksNote = new QLabel(
        joinSentences(
            tr("TFLOPS per GPU, from the data file (each row's source in its tooltip). Each cell "
               "is "
               "dense / with 2:4 sparsity; \u2014 means the product has no such rate. FP16 is with "
               "FP32 accumulation."),
            formFactors),
        peaksPage);
    peaksNote->setObjectName(QStringLiteral("peaksNote"));
    peaksNote->setWordWrap(true);
    peaksLayout->addWidget(peaksNote);
    addTab(peaksPage, QStringLiteral("peaks"), tr("&Datasheet peaks"), {.table = true});

    // ---- 2:4 sparsity
    // The sparsity block and the live experiments need room: the model steps aside meanwhile.
    addTab(buildSparsityTab(), QStringLiteral("sparsity"), tr("2:4 &sparsity"),
           {.hidesSimulation = true});

    // ---- The live experiments
    m_precision = new PrecisionLab;
    addTab(m_precision, QStringLiteral("precision"), tr("&Low precision: error"),
           {.tall = true, .hidesSimulation = true});
    m_stagnation = new StagnationLab;
    addTab(m_stagnation, QStringLiteral("accumulation"), tr("Acc&umulation"),
           {.tall = true, .hidesSimulation = true});

    return tabs();
}

QWidget *TensorCorePanel::buildSparsityTab()
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("sparsityPage"));
    // The editor, then the peaks: each gets the whole width (the editor needs it).
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);

    auto *left = new QVBoxLayout;
    auto *intro = new QLabel(tr("Prune the weights so that every group of 4 keeps at most 2. "
                                "Click a weight, or use the arrow keys and Space."),
                             page);
    intro->setWordWrap(true);
    left->addWidget(intro);
    m_editor = new SparsityEditor(page);
    left->addWidget(m_editor);
    auto *buttons = new FlowLayout; // wraps under large text instead of widening the page
    m_prune = new QPushButton(tr("&Prune smallest (keep 2 of 4)"), page);
    m_restore = new QPushButton(tr("&Restore all"), page);
    m_newWeights = new QPushButton(tr("&New weights"), page);
    buttons->addWidget(m_prune);
    buttons->addWidget(m_restore);
    buttons->addWidget(m_newWeights);
    left->addLayout(buttons);
    m_sparsityStatus = new QLabel(page);
    m_sparsityStatus->setObjectName(QStringLiteral("sparsityStatus"));
    m_sparsityStatus->setWordWrap(true);
    m_sparsityStatus->setTextFormat(Qt::RichText);
    m_sparsityStatus->setAccessibleName(tr("What the hardware does with this pattern"));
    left->addWidget(m_sparsityStatus);
    layout->addLayout(left);

    auto *rates = new QLabel(page);
    rates->setObjectName(QStringLiteral("denseSparse"));
    rates->setWordWrap(true);
    rates->setTextFormat(Qt::RichText);
    rates->setAccessibleName(tr("Dense and sparse peaks from the data file"));
    rates->setText(denseSparseHtml(m_specs, Precision::Fp16) +
                   tr("<p>Half the multiplies are skipped, so the same tensor cores finish "
                      "the same product in half the clocks: the sparse peak is twice the "
                      "dense one. It holds only for weights pruned to 2:4.</p>"));
    rates->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(rates);
    layout->addStretch(1);

    connect(m_editor, &SparsityEditor::changed, this, &TensorCorePanel::updateSparsityStatus);
    connect(m_prune, &QPushButton::clicked, m_editor, &SparsityEditor::pruneSmallest);
    connect(m_restore, &QPushButton::clicked, m_editor, &SparsityEditor::restoreAll);
    connect(m_newWeights, &QPushButton::clicked, m_editor, &SparsityEditor::newWeights);
    updateSparsityStatus();
    return page;
}

void TensorCorePanel::updateSparsityStatus()
{
    const SparseWeights &w = m_editor->weights();
    QString text;
    if (w.valid()) {
        text = tr("<b>\u2713 Valid 2:4.</b> The tensor core stores %1 of the %2 weights, each "
                  "with its 2-bit position, and does %1 multiplies instead of %2: %3 skipped. "
                  "The kept weights hold %4 % of the block's total magnitude.")
                   .arg(QLocale().toString(w.storedValues()))
                   .arg(QLocale().toString(w.weightCount()))
                   .arg(QLocale().toString(w.skippedMultiplies()))
                   .arg(QLocale().toString(w.keptMagnitudeShare() * 100, 'f', 0));
    } else {
        text = tr("<b>\u2717 Not 2:4 yet:</b> groups keeping more than 2 weights (outlined with "
                  "dashes): %1. The sparse tensor core cannot take this block, so it runs "
                  "dense: no multiply is skipped.")
                   .arg(QLocale().toString(w.invalidGroups()));
    }
    m_sparsityStatus->setText(text);
}

void TensorCorePanel::restyleExtras(const SceneStyle &style)
{
    m_editor->setSceneStyle(style); // the labs are LessonPanel's
}

bool TensorCorePanel::prepareForScreenshot()
{
    if (!tabs())
        return true;
    // The sparsity block pruned to 2:4, with one group left breaking the rule (so both verdicts
    // show).
    m_editor->pruneSmallest();
    const SparseWeights &w = m_editor->weights();
    for (int c = SparseWeights::kGroup; c < 2 * SparseWeights::kGroup; ++c)
        if (!w.kept(w.rows() - 1, c)) {
            m_editor->setKept(w.rows() - 1, c, true);
            break;
        }
    // Both live experiments, small and quick, each with a prediction made.
    m_precision->setPrediction(PrecisionInput{fp::Format::Fp8E5M2, std::nullopt});
    const bool product = m_precision->runAndWait(180000);
    m_stagnation->setPrediction(256.0);
    const bool sum = m_stagnation->runAndWait(60000);
    return product && sum;
}

} // namespace gpulab
