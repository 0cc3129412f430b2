// RealChips: CPUs and GPUs from the data file (see realchips.h).
#include "lessons/cpuvsgpu/realchips.h"
#include "widgets/tablefit.h"

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/gpuspecs.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gpulab {

namespace {

QString count(double value)
{
    return isKnown(value) ? QLocale().toString(qRound64(value)) : QStringLiteral("\u2014");
}

QString figure(double value, int decimals)
{
    return isKnown(value) ? QLocale().toString(value, 'f', decimals) : QStringLiteral("\u2014");
}

} // namespace

RealChips::RealChips(const DataCatalog &data, QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("realChips"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_caption = new QLabel(this);
    m_caption->setWordWrap(true);
    m_caption->setAccessibleName(tr("About these figures"));
    layout->addWidget(m_caption);
    m_table = new QTableWidget(this);
    m_table->setAccessibleName(tr("CPUs and GPUs from their datasheets"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setVisible(false);
    m_table->setMinimumHeight(90);
    layout->addWidget(m_table, 1);
    load(data);
    keepTableFitted(m_table); // every column in view, names wrapped, on every screen
}

void RealChips::load(const DataCatalog &data)
{
    QList<GpuSpec> chips;
    for (const GpuSpec &spec : data.rows<GpuSpecs>())
        if (spec.kind == GpuKind::Cpu || spec.kind == GpuKind::Gpu)
            chips.append(spec);
    // CPUs first, then GPUs; oldest first within each.
    std::stable_sort(chips.begin(), chips.end(), [](const GpuSpec &a, const GpuSpec &b) {
        if (a.kind != b.kind)
            return a.kind == GpuKind::Cpu;
        return a.year < b.year;
    });
    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels({tr("Chip"), tr("Kind"), tr("Cores (CPU) or SMs (GPU)"),
                                        tr("Float32 lanes"), tr("Boost clock (GHz)"),
                                        tr("Float32 vector peak (TFLOPS)"), tr("Memory (GB/s)")});
    m_table->setRowCount(int(chips.size()));
    for (int row = 0; row < chips.size(); ++row) {
        const GpuSpec &spec = chips.at(row);
        const bool cpu = spec.kind == GpuKind::Cpu;
        const QString cells[ColumnCount] = {
            spec.name,
            cpu ? tr("CPU") : tr("GPU"),
            count(spec.computeUnits),
            cpu ? tr("(SIMD in each core)") : count(spec.shaderCores),
            figure(spec.boostClockMHz / 1000.0, 2),
            figure(spec.fp32Tflops, 1),
            figure(spec.bandwidthGBs, 0),
        };
        const QString source = tr("%1 (data file line %2)").arg(spec.source).arg(spec.line);
        for (int column = 0; column < ColumnCount; ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            item->setToolTip(source);
            if (column >= Units)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, column, item);
        }
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Chip, QHeaderView::Stretch);
    QString text = tr("Datasheet figures from GPU Lab's data file, as each vendor publishes them "
                      "(peaks, not measurements; float32 on the vector units, not tensor cores; "
                      "SXM and PCIe cards are separate rows). A CPU core has SIMD units of its "
                      "own, so its lanes are not one per core. Hover a row for its source; "
                      "\u2014 means not published.");
    if (chips.isEmpty())
        text = tr("The data file has no CPU or GPU rows to show.");
    if (const DataFileReport *file = data.file<GpuSpecs>(); file && !file->problems.isEmpty())
        text += QLatin1Char(' ') + tr("%n row(s) of the data file could not be read; the first: %1",
                                      nullptr, int(file->problems.size()))
                                       .arg(file->problems.first().toString());
    m_caption->setText(text);
}

} // namespace gpulab
