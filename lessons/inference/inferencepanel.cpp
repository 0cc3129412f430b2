// InferencePanel (see inferencepanel.h).
#include "lessons/inference/inferencepanel.h"

#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/modelspecs.h"
#include "lessons/framework/numbertext.h"
#include "lessons/framework/servingmath.h"
#include "lessons/inference/intensitylab.h"
#include "lessons/inference/servingmodel.h"
#include "lessons/inference/servingscene.h"
#include "widgets/flowlayout.h"
#include "widgets/simulationview.h"
#include "widgets/tablefit.h"

#include <QComboBox>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpulab {

InferencePanel::InferencePanel(const LessonContext &context, const LessonContent &content,
                               std::unique_ptr<SimulationModel> model,
                               std::unique_ptr<SimulationScene> scene, QWidget *parent)
    : LessonPanel(context, content, std::move(model), std::move(scene), parent)
{}

InferencePanel::~InferencePanel() = default;

const ServingModel &InferencePanel::model() const
{
    return static_cast<const ServingModel &>(simulation()->model());
}

QWidget *InferencePanel::createExtras()
{
    if (!simulation() || simulation()->model().id() != QLatin1String(ServingModel::kSimulationId))
        return nullptr;
    addTab(buildBoundTab(), QStringLiteral("bound"), tr("&Decode bound"), {.table = true});
    m_live = new IntensityLab(context());
    addTab(m_live, QStringLiteral("live"), tr("&Live: GEMV vs GEMM"),
           {.tall = true, .hidesSimulation = true});
    return tabs();
}

QWidget *InferencePanel::buildBoundTab()
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("boundPage"));
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *row = new FlowLayout;
    m_model = new QComboBox(page);
    m_model->setAccessibleName(tr("Model whose weights are read (also the simulation's)"));
    const QList<ModelSpec> models =
        context().data ? modelSpecsOf(*context().data) : QList<ModelSpec>{};
    for (const QString &id : model().availableModels())
        if (const ModelSpec *m = findModelSpec(models, id))
            m_model->addItem(m->name, id);
    m_model->setCurrentIndex(std::max(0, m_model->findData(model().settings().model)));
    auto *modelLabel = new QLabel(tr("&Model:"), page);
    modelLabel->setBuddy(m_model);
    row->addPair(modelLabel, m_model);
    m_format = new QComboBox(page);
    m_format->setAccessibleName(tr("Bytes per weight"));
    m_format->addItem(tr("FP16 / BF16 (2 bytes)"), 2.0);
    m_format->addItem(tr("INT8 / FP8 (1 byte)"), 1.0);
    m_format->addItem(tr("FP4 / INT4 (half a byte)"), 0.5);
    auto *formatLabel = new QLabel(tr("&Weights in:"), page);
    formatLabel->setBuddy(m_format);
    row->addPair(formatLabel, m_format);
    layout->addLayout(row);
    m_table = new QTableWidget(page);
    m_table->setObjectName(QStringLiteral("boundTable"));
    m_table->setAccessibleName(
        tr("Decode bound for one sequence on each GPU of the data file, for the chosen model"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    setColumnTitles(
        m_table,
        {{tr("GPU"), tr("From gpu-specs.csv; its source in the tooltip")},
         {tr("Memory"), tr("Memory on the device, GB (10\u2079 bytes)")},
         {tr("Bandwidth"), tr("Memory bandwidth, GB/s")},
         {tr("Weights fit?"), tr("Whether the weights alone fit in the memory")},
         {tr("Tokens/s \u2264"),
          tr("At most this many tokens per second for one sequence: bandwidth \u00f7 bytes of "
             "weights")},
         {tr("Batch at ridge"),
          tr("The batch from which a decode step's intensity (2 \u00d7 batch \u00f7 bytes per "
             "weight) reaches the dense FP16 ridge (peak \u00f7 bandwidth)")}});
    keepTableFitted(m_table);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    layout->addWidget(m_table);
    auto *note = new QLabel(
        tr("Bounds, not benchmarks: every weight read once per token at the full datasheet "
           "bandwidth, before the KV cache's bytes and any kernel's shortfall. A GPU whose "
           "memory cannot hold the weights would need several GPUs or fewer bytes per weight. "
           "Bandwidth, memory and peaks from assets/data/gpu-specs.csv; parameter counts from "
           "assets/data/models.csv; sources in the tooltips."),
        page);
    note->setWordWrap(true);
    layout->addWidget(note);
    connect(m_model, &QComboBox::currentIndexChanged, this, [this] {
        const QString id = m_model->currentData().toString();
        if (!id.isEmpty() && id != model().settings().model) {
            QString error;
            if (!simulation()->setParameters({{QStringLiteral("model"), id}}, &error))
                m_table->setToolTip(error);
        }
        fillTable();
    });
    connect(m_format, &QComboBox::currentIndexChanged, this, &InferencePanel::fillTable);
    fillTable();
    return page;
}

void InferencePanel::fillTable()
{
    const QList<GpuSpec> gpus =
        context().data ? context().data->rows<GpuSpecs>() : QList<GpuSpec>{};
    const QList<ModelSpec> models =
        context().data ? modelSpecsOf(*context().data) : QList<ModelSpec>{};
    const ModelSpec *m = findModelSpec(models, m_model->currentData().toString());
    const double bytesPerWeight = m_format->currentData().toDouble();
    QList<const GpuSpec *> rows;
    for (const QString &id : model().availableGpus())
        if (const GpuSpec *g = findGpuSpec(gpus, id))
            rows.append(g);
    m_table->setRowCount(m ? int(rows.size()) : 0);
    if (!m) {
        fitTableToWidth(m_table);
        return;
    }
    const double weights = serving::weightBytes(m->parameters(), bytesPerWeight);
    for (int r = 0; r < int(rows.size()); ++r) {
        const GpuSpec &g = *rows[r];
        const bool fits = weights < g.memoryGB * 1e9;
        const std::optional<double> peak =
            g.rate(Precision::Fp16) ? g.rate(Precision::Fp16) : g.rate(Precision::Bf16);
        const double ridgeBatch =
            peak ? serving::batchAtRidge(*peak * 1000, g.bandwidthGBs, bytesPerWeight) : 0;
        const double bound = serving::decodeBoundTokensPerSecond(g.bandwidthGBs, weights);
        const QStringList cells = {
            g.name,
            tr("%1 GB").arg(QLocale().toString(g.memoryGB, 'f', 0)),
            tr("%1 GB/s").arg(QLocale().toString(g.bandwidthGBs, 'f', 0)),
            fits ? tr("yes (%1)").arg(bytesText(weights)) : tr("no: %1").arg(bytesText(weights)),
            QLocale().toString(bound, 'f', bound < 10 ? 1 : 0),
            ridgeBatch > 0 ? QLocale().toString(ridgeBatch, 'f', 0) : tr("n/a")};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setToolTip(c == 0 || c > 3
                                 ? tr("%1: %2\n%3: %4").arg(g.name, g.source, m->name, m->source)
                                 : g.source);
            if (c > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
    fitTableToWidth(m_table);
}

bool InferencePanel::prepareForScreenshot()
{
    if (!tabs())
        return true;
    m_live->setSize(1024);
    m_live->setPrediction(3);
    m_live->runAndWait(240000); // needs OpenCL; without it the page says so
    return true;
}

} // namespace gpulab
