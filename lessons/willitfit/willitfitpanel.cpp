// WillItFitPanel (see willitfitpanel.h).
#include "lessons/willitfit/willitfitpanel.h"

#include "lessons/willitfit/fitcalculator.h"
#include "lessons/willitfit/shardingview.h"
#include "lessons/willitfit/willitfitmodel.h"
#include "widgets/simulationview.h"
#include "widgets/tablefit.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gpulab {

WillItFitPanel::WillItFitPanel(const LessonContext &context, const LessonContent &content,
                               std::unique_ptr<SimulationModel> model,
                               std::unique_ptr<SimulationScene> scene, QWidget *parent)
    : LessonPanel(context, content, std::move(model), std::move(scene), parent)
{}

WillItFitPanel::~WillItFitPanel() = default;

QWidget *WillItFitPanel::createExtras()
{
    if (!simulation() || simulation()->model().id() != QLatin1String(WillItFitModel::kSimulationId))
        return nullptr;
    const auto &model = static_cast<const WillItFitModel &>(simulation()->model());

    m_calculator = new FitCalculator(simulation());
    addTab(m_calculator, QStringLiteral("calculator"), tr("&Calculator"), {.tall = true});

    m_sharding = new ShardingView(simulation());
    addTab(m_sharding, QStringLiteral("gpus"), tr("&Across GPUs"),
           {.tall = true, .hidesSimulation = true});
    addTab(m_sharding->gpuPage(), QStringLiteral("howmany"), tr("How man&y GPUs"),
           {.tall = true, .hidesSimulation = true});

    auto *modelsPage = new QWidget;
    auto *layout = new QVBoxLayout(modelsPage);
    layout->setContentsMargins(4, 4, 4, 4);
    m_models = new QTableWidget(modelsPage);
    m_models->setObjectName(QStringLiteral("modelsTable"));
    m_models->setAccessibleName(tr("Published model architectures"));
    m_models->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_models->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_models->verticalHeader()->setVisible(false);
    setColumnTitles(m_models, {{tr("Model")},
                               {tr("Parameters"), tr("Exact total, billions")},
                               {tr("Layers")},
                               {tr("Hidden"), tr("Hidden size (model width)")},
                               {tr("Heads"), tr("Query heads per layer")},
                               {tr("KV heads"), tr("Key/value heads per layer (fewer: GQA)")},
                               {tr("Head\nsize"), tr("Width of one head")},
                               {tr("Context"), tr("Longest sequence, tokens")},
                               {tr("KV cache\nper token"),
                                tr("2 x layers x KV heads x head size x 2 bytes (BF16)")}});
    const QLocale locale;
    m_models->setRowCount(int(model.models().size()));
    for (int row = 0; row < model.models().size(); ++row) {
        const ModelSpec &spec = model.models()[row];
        const QStringList cells{
            spec.name,
            locale.toString(spec.paramsBillion, 'g', 4),
            locale.toString(spec.layers),
            locale.toString(spec.hidden),
            locale.toString(spec.heads),
            locale.toString(spec.kvHeads),
            locale.toString(spec.headDim),
            spec.context > 0 ? locale.toString(spec.context) : tr("n/a"),
            tr("%1 MB").arg(locale.toString(spec.kvCacheBytesPerToken(2) / 1e6, 'f', 3))};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setToolTip(spec.source + QLatin1Char('\n') + spec.notes);
            if (c > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_models->setItem(row, c, item);
        }
    }
    keepTableFitted(m_models);
    layout->addWidget(m_models, 1);
    // The example of an exact total is the table's own row: its name as its makers write it,
    // its number in the language.
    const auto llama = std::find_if(model.models().cbegin(), model.models().cend(),
                                    [](const ModelSpec &m) { return m.id == u"llama-2-7b"; });
    auto *note = new QLabel(
        tr("From assets/data/models.csv: each row's paper or model card in its tooltip. "
           "Parameters are the exact totals (%1 has %2 billion); KV heads below the heads is "
           "grouped-query attention.")
            .arg(llama != model.models().cend() ? llama->name : QStringLiteral("Llama 2 7B"),
                 locale.toString(llama != model.models().cend() ? llama->paramsBillion : 6.74, 'g',
                                 3)),
        modelsPage);
    note->setWordWrap(true);
    layout->addWidget(note);
    addTab(modelsPage, QStringLiteral("models"), tr("&Models"), {.table = true});
    return tabs();
}

bool WillItFitPanel::prepareForScreenshot()
{
    if (simulation())
        simulation()->runSteps(int(WillItFitModel::kParts * WillItFitModel::kPartSeconds * 60) + 2);
    return true;
}

} // namespace gpulab
