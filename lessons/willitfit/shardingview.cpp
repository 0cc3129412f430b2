// ShardingView (see shardingview.h).
#include "lessons/willitfit/shardingview.h"

#include "lessons/framework/numbertext.h"
#include "lessons/framework/sentencetext.h"
#include "lessons/willitfit/willitfitmodel.h"
#include "widgets/simulationview.h"
#include "widgets/tablefit.h"

#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpulab {

namespace {

const fit::Strategy kStrategies[] = {fit::Strategy::DataParallel, fit::Strategy::Zero1,
                                     fit::Strategy::Zero2, fit::Strategy::Zero3,
                                     fit::Strategy::Tensor};

QString strategyTitle(fit::Strategy strategy)
{
    switch (strategy) {
    case fit::Strategy::DataParallel: return ShardingView::tr("Data parallel");
    case fit::Strategy::Zero1: return ShardingView::tr("ZeRO-1");
    case fit::Strategy::Zero2: return ShardingView::tr("ZeRO-2");
    case fit::Strategy::Zero3: return ShardingView::tr("ZeRO-3 / FSDP");
    case fit::Strategy::Tensor: return ShardingView::tr("Tensor parallel");
    }
    return {};
}

QTableWidget *makeTable(QWidget *parent, const QString &name, const QString &accessible)
{
    auto *table = new QTableWidget(parent);
    table->setObjectName(name);
    table->setAccessibleName(accessible);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->setVisible(false);
    keepTableFitted(table);
    return table;
}

void setCell(QTableWidget *table, int row, int column, const QString &text, const QString &tip = {})
{
    auto *item = new QTableWidgetItem(text);
    if (column > 0)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    if (!tip.isEmpty())
        item->setToolTip(tip);
    table->setItem(row, column, item);
}

} // namespace

ShardingView::ShardingView(SimulationView *view, QWidget *parent) : QWidget(parent), m_view(view)
{
    setObjectName(QStringLiteral("shardingView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_heading = new QLabel(this);
    m_heading->setWordWrap(true);
    layout->addWidget(m_heading);
    m_strategies = makeTable(this, QStringLiteral("shardingStrategies"),
                             tr("Memory per GPU under each way of sharing the work"));
    setColumnTitles(m_strategies,
                    {{tr("Sharing")},
                     {tr("Weights")},
                     {tr("Gradients")},
                     {tr("Master +\noptimizer"), tr("FP32 master copy and optimizer states")},
                     {tr("Activations\n/ KV cache"), tr("Training: activations. Serving: the "
                                                        "KV cache")},
                     {tr("Overhead"), tr("The assumed framework overhead")},
                     {tr("Per GPU"), tr("Total per GPU")},
                     {tr("Fits?"), tr("Whether it fits the chosen GPU's memory")}});
    layout->addWidget(m_strategies, 1);
    // The second table on a page of its own: under the first, a short screen (a projector,
    // presenting) showed neither whole.
    m_gpuPage = new QWidget(this);
    m_gpuPage->setObjectName(QStringLiteral("shardingGpusPage"));
    auto *gpuLayout = new QVBoxLayout(m_gpuPage);
    gpuLayout->setContentsMargins(4, 4, 4, 4);
    m_gpuHeading = new QLabel(m_gpuPage);
    m_gpuHeading->setWordWrap(true);
    gpuLayout->addWidget(m_gpuHeading);
    m_gpuTable = makeTable(m_gpuPage, QStringLiteral("shardingGpus"),
                           tr("The fewest GPUs of each kind that hold the job"));
    QList<ColumnTitle> titles{{tr("GPU")}, {tr("Memory"), tr("As the vendor states it")}};
    for (fit::Strategy strategy : kStrategies)
        titles.append(ColumnTitle(
            strategyTitle(strategy),
            tr("The fewest such GPUs that hold the job with %1").arg(strategyTitle(strategy))));
    setColumnTitles(m_gpuTable, titles);
    gpuLayout->addWidget(m_gpuTable, 1);
    m_note = new QLabel(
        tr("From assets/data/gpu-specs.csv (single GPUs and accelerators). “1\u201d: one "
           "GPU holds it; data parallelism copies everything, so it is 1 or \u201cnever\u201d; "
           "ZeRO does not split the activations, so where they alone overflow a GPU no number "
           "of GPUs helps (\u201c> 4,096\u201d). Tensor parallelism is counted up "
           "to %1 GPUs, but past one server's 8 it runs over slower links. Sharding costs "
           "traffic: see the NVLink lesson.")
            .arg(QLocale().toString(kMaxTensorParallel)),
        m_gpuPage);
    m_note->setWordWrap(true);
    gpuLayout->addWidget(m_note);
    m_gpuPage->hide(); // until a tab shows it
    connect(m_view, &SimulationView::stateChanged, this, &ShardingView::refresh);
    refresh();
}

const WillItFitModel &ShardingView::model() const
{
    return static_cast<const WillItFitModel &>(m_view->model());
}

void ShardingView::refresh()
{
    const WillItFitModel &m = model();
    const QString shown =
        QString::fromUtf8(QJsonDocument(m.parameters()).toJson(QJsonDocument::Compact));
    if (shown == m_shown)
        return;
    m_shown = shown;
    const WillItFitModel::Settings &s = m.settings();
    const fit::Shape shape = m.shape();
    const fit::Workload work = m.workload();
    const double capacity = m.capacityBytes();
    const GpuSpec *gpu = m.gpu();
    const QLocale locale;
    m_heading->setText(
        tr("%1 on %2 GPUs: memory per GPU").arg(m.modelName(), locale.toString(s.gpus)));
    m_strategies->setRowCount(int(std::size(kStrategies)));
    for (int row = 0; row < int(std::size(kStrategies)); ++row) {
        const fit::Strategy strategy = kStrategies[row];
        const fit::Breakdown b = fit::perGpu(shape, work, strategy, s.gpus);
        setCell(m_strategies, row, 0, strategyTitle(strategy));
        setCell(m_strategies, row, 1, bytesText(b.weights, ByteUnit::Gigabytes));
        setCell(m_strategies, row, 2, bytesText(b.gradients, ByteUnit::Gigabytes));
        setCell(m_strategies, row, 3, bytesText(b.master + b.optimizer, ByteUnit::Gigabytes));
        setCell(m_strategies, row, 4, bytesText(b.activations + b.kvCache, ByteUnit::Gigabytes));
        setCell(m_strategies, row, 5, bytesText(b.overhead, ByteUnit::Gigabytes));
        setCell(m_strategies, row, 6, bytesText(b.total(), ByteUnit::Gigabytes));
        QString verdict = tr("n/a");
        if (isKnown(capacity))
            verdict = b.total() <= capacity ? tr("yes") : tr("no");
        setCell(m_strategies, row, 7, verdict,
                gpu ? labelled(gpu->name, bytesText(capacity, ByteUnit::Gigabytes)) : QString());
    }

    m_gpuHeading->setText(tr("Which GPUs hold it, and how many of them"));
    const QList<GpuSpec> &gpus = m.gpus();
    m_gpuTable->setRowCount(int(gpus.size()));
    for (int row = 0; row < gpus.size(); ++row) {
        const GpuSpec &spec = gpus[row];
        setCell(m_gpuTable, row, 0, spec.name, spec.source);
        setCell(m_gpuTable, row, 1, bytesText(spec.memoryGB * 1e9, ByteUnit::Gigabytes));
        for (int c = 0; c < int(std::size(kStrategies)); ++c) {
            const fit::Strategy strategy = kStrategies[c];
            const int limit =
                strategy == fit::Strategy::Tensor ? kMaxTensorParallel : WillItFitModel::kMaxGpus;
            const std::optional<int> n =
                fit::fewestGpus(shape, work, strategy, spec.memoryGB * 1e9, limit);
            const QString none = strategy == fit::Strategy::DataParallel
                                     ? tr("never")
                                     : tr("> %1").arg(locale.toString(limit));
            setCell(m_gpuTable, row, 2 + c, n ? locale.toString(*n) : none);
        }
    }
}

} // namespace gpulab
