// AdditionsTable and MarketTable (see generationtables.h).
#include "lessons/generations/generationtables.h"

#include "lessons/framework/numbertext.h"
#include "lessons/framework/sentencetext.h"
#include "lessons/generations/generationsmath.h"
#include "widgets/tablefit.h"

#include <QHeaderView>
#include <QLocale>

#include <algorithm>

namespace gpulab {

namespace {

const QString kNone = QStringLiteral("\u2014");

QString number(double value)
{
    if (!isKnown(value))
        return kNone;
    return withoutTrailingZeros(value, 1, QLocale()); // 2,039, 112.5, 19.5
}

void fill(QTableWidget *table, int row, const QStringList &cells, const QString &tip)
{
    for (int c = 0; c < cells.size(); ++c) {
        auto *item = new QTableWidgetItem(cells.at(c));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        item->setToolTip(tip);
        table->setItem(row, c, item);
    }
}

void finish(QTableWidget *table)
{
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAlternatingRowColors(true);
    table->verticalHeader()->setVisible(false);
    table->setTabKeyNavigation(false); // Tab leaves the table; arrows move inside it
    keepTableFitted(table);
}

int rowsHeight(const QTableWidget *table, int shown)
{
    return table->horizontalHeader()->sizeHint().height() +
           std::min(table->rowCount(), shown) * table->verticalHeader()->defaultSectionSize() +
           2 * table->frameWidth() + 2;
}

QString linkText(const GpuSpec &spec)
{
    const int generation = generations::nvlinkGeneration(spec);
    if (generation == 0)
        return spec.interconnectLabel.isEmpty() ? kNone : spec.interconnectLabel;
    return QStringLiteral("%1 (%2 GB/s)").arg(spec.interconnectLabel, number(spec.interconnectGBs));
}

} // namespace

AdditionsTable::AdditionsTable(const QList<GpuSpec> &specs, QWidget *parent) : QTableWidget(parent)
{
    setObjectName(QStringLiteral("additionsTable"));
    setAccessibleName(tr("What each generation added, from the data file"));
    setColumnTitles(this, {{tr("GPU")},
                           {tr("Year"), tr("Launch year")},
                           {tr("Tensor cores"), tr("NVIDIA Tensor Core generation")},
                           {tr("Precisions"), tr("Tensor precisions with a dense rate")},
                           {tr("2:4"), tr("2:4 structured sparsity (twice the dense rate)")},
                           {tr("TE"), tr("Transformer Engine generation")},
                           {tr("GPU link"), tr("GPU-to-GPU link, all links, both directions")},
                           {tr("Memory"), tr("Memory per GPU, type, bandwidth")},
                           {tr("New"), tr("What it added over the vendor's previous row")}});
    const QList<GpuSpec> rows = generations::timelineRows(specs);
    setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const GpuSpec &spec = rows.at(r);
        QStringList added;
        for (const generations::Addition &addition :
             generations::additions(spec, generations::previousOfVendor(rows, spec)))
            added << generations::additionText(addition);
        const QStringList precisions = generations::tensorPrecisions(spec);
        fill(this, r,
             {spec.name, wholeText(spec.year),
              spec.tensorCoreGeneration > 0 ? generations::ordinal(spec.tensorCoreGeneration)
                                            : kNone,
              precisions.isEmpty() ? kNone : listText(precisions),
              generations::hasSparsity(spec) ? tr("yes") : kNone,
              spec.transformerEngineGeneration > 0
                  ? generations::ordinal(spec.transformerEngineGeneration)
                  : kNone,
              linkText(spec),
              tr("%1 GB %2, %3 GB/s")
                  .arg(number(spec.memoryGB), spec.memoryTypeLabel, number(spec.bandwidthGBs)),
              added.isEmpty() ? kNone : listText(added)},
             tr("%1. Source: %2").arg(spec.name, spec.source));
    }
    finish(this);
}

QSize AdditionsTable::sizeHint() const
{
    return QSize(QTableWidget::sizeHint().width(), rowsHeight(this, 5));
}

QList<GpuSpec> MarketTable::rowsOf(const QList<GpuSpec> &specs)
{
    QList<GpuSpec> rows;
    for (const GpuSpec &spec : specs)
        if (spec.kind == GpuKind::Gpu && (spec.market == QLatin1String("consumer") ||
                                          spec.market == QLatin1String("datacenter")))
            rows << spec;
    std::stable_sort(rows.begin(), rows.end(), [](const GpuSpec &a, const GpuSpec &b) {
        const bool aConsumer = a.market == QLatin1String("consumer");
        const bool bConsumer = b.market == QLatin1String("consumer");
        if (aConsumer != bConsumer)
            return aConsumer;
        return a.year != b.year ? a.year < b.year : a.name < b.name;
    });
    return rows;
}

MarketTable::MarketTable(const QList<GpuSpec> &specs, QWidget *parent) : QTableWidget(parent)
{
    setObjectName(QStringLiteral("marketTable"));
    setAccessibleName(tr("Consumer and datacenter GPUs, from the data file"));
    setColumnTitles(this, {{tr("GPU")},
                           {tr("Market"), tr("Consumer card or datacenter GPU")},
                           {tr("Memory"), tr("Memory per GPU and its type")},
                           {tr("GPU link"), tr("GPU-to-GPU link, all links, both directions")},
                           {tr("ECC"), tr("ECC on the memory as the vendor states it; \u2014: "
                                          "not stated")},
                           {tr("Power"), tr("Board or module power, W")},
                           {tr("Launch price"), tr("The vendor's launch price (MSRP) and its "
                                                   "month; \u2014: none published")}});
    const QList<GpuSpec> rows = rowsOf(specs);
    setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const GpuSpec &spec = rows.at(r);
        const bool consumer = spec.market == QLatin1String("consumer");
        fill(this, r,
             {spec.name, consumer ? tr("consumer") : tr("datacenter"),
              tr("%1 GB %2").arg(number(spec.memoryGB), spec.memoryTypeLabel), linkText(spec),
              spec.ecc == QLatin1String("yes")  ? tr("yes")
              : spec.ecc == QLatin1String("no") ? tr("no")
                                                : kNone,
              isKnown(spec.tdpW) ? tr("%1 W").arg(number(spec.tdpW)) : kNone,
              isKnown(spec.launchPriceUsd)
                  ? tr("%1 (%2)").arg(moneyText(spec.launchPriceUsd, QStringLiteral("USD"), 0),
                                      dateText(spec.priceDate))
                  : kNone},
             tr("%1. Source: %2").arg(spec.name, spec.source));
    }
    finish(this);
}

QSize MarketTable::sizeHint() const
{
    return QSize(QTableWidget::sizeHint().width(), rowsHeight(this, 5));
}

} // namespace gpulab
