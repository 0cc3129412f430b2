// The GPU generations lesson's two data tables, both read from gpu-specs.csv and fitted by the
// one table policy (widgets/tablefit.h); each row's tooltip names its source document.
//   - AdditionsTable: the timeline's GPUs (generationsmath.h: timelineRows), one a row, with
//     their tensor core generation, dense tensor precisions, sparsity, Transformer Engine,
//     NVLink and memory, and what each added over the vendor's previous row.
//   - MarketTable: consumer against datacenter GPUs: memory, NVLink, ECC, power and the launch
//     price with its month ("—" where the file states nothing: not stated is not "no").
#pragma once

#include "lessons/framework/gpuspecs.h"

#include <QTableWidget>

namespace gpulab {

class AdditionsTable : public QTableWidget
{
    Q_OBJECT
public:
    enum Column {
        Gpu,
        Year,
        TensorCores,
        Precisions,
        Sparsity,
        TransformerEngine,
        NvLink,
        Memory,
        Added,
        ColumnCount
    };
    explicit AdditionsTable(const QList<GpuSpec> &specs, QWidget *parent = nullptr);
    QSize sizeHint() const override;
};

class MarketTable : public QTableWidget
{
    Q_OBJECT
public:
    enum Column { Gpu, Market, Memory, NvLink, Ecc, Power, Price, ColumnCount };
    explicit MarketTable(const QList<GpuSpec> &specs, QWidget *parent = nullptr);
    // The GPUs shown: kind gpu, consumer cards first, then datacenter ones; by year.
    static QList<GpuSpec> rowsOf(const QList<GpuSpec> &specs);
    QSize sizeHint() const override;
};

} // namespace gpulab
