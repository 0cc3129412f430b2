// RealChips: CPUs and GPUs from the data file (see realchips.h).
#include "lessons/cpuvsgpu/realchips.h"
#include "widgets/tablefit.h"

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/sentencetext.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

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

bool near(double value, double target)
{
    return std::abs(value / target - 1) <= 0.02;
}

} // namespace

RealChips::PeakBasis RealChips::peakBasis(const GpuSpec &spec)
{
    PeakBasis basis;
    if (!isKnown(spec.fp32Tflops))
        return basis;
    const double flops = spec.fp32Tflops * 1e12;
    if (spec.kind == GpuKind::Cpu && isKnown(spec.computeUnits) && isKnown(spec.baseClockMHz)) {
        const double perClock = flops / (spec.computeUnits * spec.baseClockMHz * 1e6);
        const double power = std::exp2(std::round(std::log2(perClock)));
        if (near(perClock, power))
            return {PeakBasis::DerivedAtBase, power};
        return basis;
    }
    if (isKnown(spec.shaderCores) && isKnown(spec.boostClockMHz)) {
        const double fma = spec.shaderCores * 2 * spec.boostClockMHz * 1e6;
        if (near(flops, fma))
            return {PeakBasis::LanesAtBoost, 2};
        if (near(flops, 2 * fma))
            return {PeakBasis::DualIssueAtBoost, 4};
    }
    return basis;
}

QString RealChips::peakHow(const GpuSpec &spec)
{
    const QLocale locale;
    const PeakBasis basis = peakBasis(spec);
    switch (basis.kind) {
    case PeakBasis::DerivedAtBase:
        return tr("estimate: %1 \u00d7 %2 GHz base \u00d7 %3")
            .arg(locale.toString(qRound64(spec.computeUnits)),
                 locale.toString(spec.baseClockMHz / 1000.0, 'f', 2),
                 locale.toString(qRound64(basis.flopsPerClock)));
    case PeakBasis::LanesAtBoost:
        return tr("vendor = %1 \u00d7 2 \u00d7 %2 GHz boost")
            .arg(locale.toString(qRound64(spec.shaderCores)),
                 locale.toString(spec.boostClockMHz / 1000.0, 'f', 2));
    case PeakBasis::DualIssueAtBoost:
        return tr("vendor, dual issue = %1 \u00d7 4 \u00d7 %2 GHz boost")
            .arg(locale.toString(qRound64(spec.shaderCores)),
                 locale.toString(spec.boostClockMHz / 1000.0, 'f', 2));
    case PeakBasis::VendorOnly: break;
    }
    return isKnown(spec.fp32Tflops) ? tr("from vendor figures") : QStringLiteral("\u2014");
}

QString RealChips::peakExplanation(const GpuSpec &spec)
{
    const QLocale locale;
    const PeakBasis basis = peakBasis(spec);
    switch (basis.kind) {
    case PeakBasis::DerivedAtBase:
        return tr("Not a vendor figure: GPU Lab's estimate, %1 cores \u00d7 %2 GHz (the base "
                  "clock, not the boost clock in the table) \u00d7 %3 float32 FLOPs per clock "
                  "per core from the SIMD units. At the boost clock it would be higher.")
            .arg(locale.toString(qRound64(spec.computeUnits)),
                 locale.toString(spec.baseClockMHz / 1000.0, 'f', 2),
                 locale.toString(qRound64(basis.flopsPerClock)));
    case PeakBasis::LanesAtBoost:
        return tr("The vendor's figure: %1 float32 lanes \u00d7 2 FLOPs (one fused multiply-add) "
                  "\u00d7 %2 GHz boost clock.")
            .arg(locale.toString(qRound64(spec.shaderCores)),
                 locale.toString(spec.boostClockMHz / 1000.0, 'f', 2));
    case PeakBasis::DualIssueAtBoost:
        return tr("The vendor's figure counts dual-issue float32 (two instructions per lane per "
                  "clock): %1 lanes \u00d7 2 FLOPs \u00d7 2 \u00d7 %2 GHz. One fused "
                  "multiply-add per lane per clock gives %3 TFLOPS.")
            .arg(locale.toString(qRound64(spec.shaderCores)),
                 locale.toString(spec.boostClockMHz / 1000.0, 'f', 2),
                 locale.toString(spec.fp32Tflops / 2, 'f', 1));
    case PeakBasis::VendorOnly: break;
    }
    if (!isKnown(spec.fp32Tflops))
        return tr("The data file has no float32 figure for this chip.");
    return tr("From the vendor's documents; the data file lacks the clock or lane count to "
              "recompute it. Its notes: %1")
        .arg(spec.notes);
}

RealChips::RealChips(const DataCatalog &data, QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("realChips"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_table = new QTableWidget(this);
    m_table->setAccessibleName(tr("CPUs and GPUs from their datasheets"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setVisible(false);
    m_table->setMinimumHeight(90);
    layout->addWidget(m_table, 1);
    // The rows first, what they mean below them: on a projector the table is what the class reads.
    m_caption = new QLabel(this);
    m_caption->setWordWrap(true);
    m_caption->setAccessibleName(tr("About these figures"));
    layout->addWidget(m_caption);
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
    setColumnTitles(m_table,
                    {{tr("Chip")},
                     {tr("Kind")},
                     {tr("Cores or SMs"), tr("Cores (CPU) or streaming multiprocessors (GPU)")},
                     {tr("FP32 lanes"), tr("Float32 lanes: the GPU's CUDA cores or stream "
                                           "processors; a CPU core has SIMD units of its own")},
                     {tr("Clock (GHz)"), tr("Base / boost clock, GHz")},
                     {tr("FP32 peak (TFLOPS)"), tr("Float32 peak on the vector units (not "
                                                   "tensor cores), TFLOPS")},
                     {tr("How the peak is obtained")},
                     {tr("Memory (GB/s)"), tr("Memory bandwidth, GB/s")}});
    m_table->setRowCount(int(chips.size()));
    for (int row = 0; row < chips.size(); ++row) {
        const GpuSpec &spec = chips.at(row);
        const bool cpu = spec.kind == GpuKind::Cpu;
        const QString cells[ColumnCount] = {
            spec.name,
            cpu ? tr("CPU") : tr("GPU"),
            count(spec.computeUnits),
            cpu ? tr("SIMD", "a CPU core's float32 lanes are its SIMD units")
                : count(spec.shaderCores),
            tr("%1 / %2").arg(figure(spec.baseClockMHz / 1000.0, 2),
                              figure(spec.boostClockMHz / 1000.0, 2)),
            figure(spec.fp32Tflops, 1),
            peakHow(spec),
            figure(spec.bandwidthGBs, 0),
        };
        const QString source =
            tr("%1 (data file line %2)").arg(spec.source).arg(QLocale().toString(spec.line));
        for (int column = 0; column < ColumnCount; ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            item->setToolTip(column == How ? peakExplanation(spec) + QLatin1Char('\n') + source
                                           : source);
            if (column >= Units && column != How)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, column, item);
        }
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Chip, QHeaderView::Stretch);
    QString text = tr("Peak figures from GPU Lab's data file (peaks, not measurements; float32 "
                      "on the vector units, not tensor cores; SXM and PCIe cards are separate "
                      "rows). They are not all alike: the GPU peaks are the vendors' own (some "
                      "count dual-issue float32), the CPU peaks are the file's estimates at the "
                      "base clock, and the last column but one says which, with the sum. A CPU "
                      "core has SIMD units of its own, so its lanes are not one per core. Hover a "
                      "row for its source; \u2014 means not published.");
    if (chips.isEmpty())
        text = tr("The data file has no CPU or GPU rows to show.");
    if (const DataFileReport *file = data.file<GpuSpecs>(); file && !file->problems.isEmpty())
        text =
            joinSentences(text, tr("%Ln row(s) of the data file could not be read; the first: %1",
                                   nullptr, int(file->problems.size()))
                                    .arg(file->problems.first().toString()));
    m_caption->setText(text);
}

} // namespace gpulab
