// The "GPU generations" lesson's reading of the hardware data file (gpuspecs.h), pure and
// QtCore only: which rows the timeline walks, each GPU's headline dense 16-bit peak, what a
// generation added over the one before it, and what the ratio of two chips' figures means for
// a compute-bound and for a memory-bound job. Nothing here holds a figure: every number comes
// from assets/data/gpu-specs.csv, and a figure the file leaves empty stays unknown (never 0).
//
// Dense and sparse are never mixed: every rate here is a dense one (GpuSpec::rate(p, Dense)),
// and a GPU without tensor cores (P100) shows its vector FP16 rate, labelled as such.
#pragma once

#include "lessons/framework/gpuspecs.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace gpulab::generations {

// The rows the timeline explorer walks: GPUs in datacenter modules (SXM, OAM), and accelerator
// chips rented in the cloud (TPUs), oldest first (within a year: the lower dense 16-bit peak,
// then bandwidth, then the name first, so H200 comes before B200). PCIe cards, consumer cards,
// CPUs and rack systems are left out: they are another lesson's comparison.
QList<GpuSpec> timelineRows(const QList<GpuSpec> &all);

// A GPU's headline dense 16-bit rate, TFLOPS: the larger of its dense FP16 and BF16 tensor
// rates, or — on a GPU without tensor cores (P100) — its FP16 rate on the vector cores
// (`tensor` false). Unknown (NaN) when the file has none of them.
struct HalfPeak
{
    double tflops = kUnknownFigure;
    bool tensor = false;
};
HalfPeak denseHalfPeak(const GpuSpec &spec);

// The NVLink generation the `interconnect` cell names ("NVLink 4" and "NVLink 4 bridge (2 GPUs)"
// are 4); 0 for PCIe, Infinity Fabric, ICI, NVLink-C2C (a CPU link) or an empty cell.
int nvlinkGeneration(const GpuSpec &spec);
// Whether the NVLink is a bridge between two cards only (not a whole server's NVLink).
bool nvlinkIsBridge(const GpuSpec &spec);

// The tensor precisions with a dense rate, in the data file's order (TF32, FP16, BF16, FP8,
// FP4, INT8), as upper-case names ("FP8").
QStringList tensorPrecisions(const GpuSpec &spec);
// Whether the file gives any 2:4-sparse tensor rate.
bool hasSparsity(const GpuSpec &spec);

// One thing a GPU has that the row before it (an earlier GPU of the same vendor) did not.
enum class Added {
    TensorCores,          // the first tensor cores (detail: "1st generation")
    TensorCoreGeneration, // a newer tensor core generation (detail: "4th generation")
    Precision,            // a tensor precision (detail: "BF16")
    Sparsity,             // 2:4 structured sparsity
    TransformerEngine,    // a Transformer Engine (detail: its generation)
    NvLink,               // NVLink, or a newer generation of it (detail: "NVLink 4")
    MemoryType,           // a new kind of memory (detail: "HBM3e")
};
struct Addition
{
    Added what;
    QString detail;
    bool operator==(const Addition &) const = default;
};
// What `spec` added over `before`; everything it has worth naming when `before` is null (the
// first of the timeline). Only what the data file states: an empty cell adds nothing.
QList<Addition> additions(const GpuSpec &spec, const GpuSpec *before);
// The same in words, for people (translated): "FP8 tensor precision", "NVLink 4".
QString additionText(const Addition &addition);
// "1st", "2nd", "3rd", "4th"... (translated).
QString ordinal(int n);

// The row of `timeline` the explorer compares `spec` with: the latest earlier row of the same
// vendor, or null (the first of its vendor).
const GpuSpec *previousOfVendor(const QList<GpuSpec> &timeline, const GpuSpec &spec);

// Two chips side by side, one figure a row: b's figure ÷ a's ("×2.4"). `known` is false where
// either figure is missing or zero: the ratio is then not shown (never inf or nan).
enum class Figure { DenseHalf, DenseFp8, Fp32, Memory, Bandwidth, Interconnect, Power };
struct Ratio
{
    Figure figure;
    double a = kUnknownFigure;
    double b = kUnknownFigure;
    bool known = false;
    double ratio = kUnknownFigure; // b / a
};
QList<Ratio> compare(const GpuSpec &a, const GpuSpec &b);
// The figure's name and unit, for people (translated): "Dense FP16/BF16 peak", "TFLOPS".
QString figureName(Figure figure);
QString figureUnit(Figure figure);

// What moving a job from `a` to `b` can gain at most, by the two roofs of the roofline:
// a compute-bound job (large matrix products: training, prefill) by the dense 16-bit peak's
// ratio, a memory-bound one (decoding one token at a time) by the bandwidth's ratio. NaN where a
// figure is missing. A bound, not a benchmark: software, clocks and sizes decide the rest.
struct JobBounds
{
    double computeBound = kUnknownFigure;
    double memoryBound = kUnknownFigure;
};
JobBounds jobBounds(const GpuSpec &a, const GpuSpec &b);

// "×2.4", "×13", "×0.5" in the UI's locale: two significant digits below 10, whole above.
QString timesText(double ratio);

} // namespace gpulab::generations
