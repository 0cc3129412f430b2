// PeaksTable: the tensor-core peak rates of every GPU in the data file (assets/data/gpu-specs.csv,
// read through gpuspecs.h), one row per product, so SXM and PCIe versions sit one under the
// other: the CUDA cores' FP32 rate, then TF32, FP16, BF16, FP8 and FP4 on the tensor cores, each
// cell "dense / with 2:4 sparsity" in TFLOPS ("—" where the product has no such rate). Each row's
// tooltip names its source document. Nothing here is typed in: the table is the data.
//
// denseSparseHtml() is the same data for one precision as a small "dense → sparse" table, for the
// sparsity exercise.
#pragma once

#include "lessons/framework/gpuspecs.h"

#include <QTableWidget>

namespace gpulab {

class PeaksTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit PeaksTable(const QList<GpuSpec> &specs, QWidget *parent = nullptr);

    // The precisions shown, in column order after the name, form factor and FP32 columns.
    static QList<Precision> tensorPrecisions();
    // "312 / 624", "125 / —", "—" (no dense rate at all).
    static QString cellText(const GpuSpec &spec, Precision precision);
    // The GPUs shown: kind gpu with at least one tensor rate, by year then name.
    static QList<GpuSpec> rowsOf(const QList<GpuSpec> &specs);

    QSize sizeHint() const override;
};

// An HTML table: every GPU of rowsOf() with a dense rate at `precision`, "dense → sparse".
QString denseSparseHtml(const QList<GpuSpec> &specs, Precision precision);

} // namespace gpulab
