// The "Real chips" tab of the "CPU vs GPU" lesson: the CPUs and GPUs of GPU Lab's data file
// (assets/data/gpu-specs.csv, read at run time, never copied into code) side by side, as the
// lesson's two designs look in datasheets: a CPU's few dozen cores at a high clock, a GPU's
// thousands of float32 lanes at a lower one, and the vector float32 peak each reaches. Every row's
// source is its tooltip; a file that cannot be read says so instead of showing a table.
//
// The float32 peaks are not all alike: GPU vendors publish theirs (lanes x 2 FLOPs x boost clock,
// or twice that where the vendor counts dual-issue FP32, as AMD does for MI300X), while the file
// derives the CPUs' at the base clock (their vendors publish none). The "How" column says which,
// worked out from the row's own figures, so the table never calls an estimate a datasheet figure.
#pragma once

#include <QString>
#include <QWidget>

class QLabel;
class QTableWidget;

namespace gpulab {

class DataCatalog;
struct GpuSpec;

class RealChips : public QWidget
{
    Q_OBJECT
public:
    enum Column { Chip, Kind, Units, Lanes, Clock, Fp32, How, Bandwidth, ColumnCount };

    // How a row's float32 peak comes about, recomputed from its own columns (within 2 %).
    struct PeakBasis
    {
        enum Kind {
            VendorOnly,   // the vendor's figure; the file lacks a clock or lane count to check it
            LanesAtBoost, // the vendor's figure = lanes x 2 FLOPs (one FMA) x boost clock
            DualIssueAtBoost, // the vendor's figure = twice that: it counts dual-issue FP32
            DerivedAtBase,    // the file's estimate: cores x base clock x FLOPs per clock (CPUs)
        } kind = VendorOnly;
        double flopsPerClock = 0; // DerivedAtBase: per core
    };
    static PeakBasis peakBasis(const GpuSpec &spec);
    // The "How" cell: short, with the figures ("estimate: 96 x 2.40 GHz base x 32").
    static QString peakHow(const GpuSpec &spec);
    // The same in a sentence (the cell's tooltip).
    static QString peakExplanation(const GpuSpec &spec);

    explicit RealChips(const DataCatalog &data, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QLabel *caption() const { return m_caption; }

private:
    void load(const DataCatalog &data);

    QLabel *m_caption = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace gpulab
