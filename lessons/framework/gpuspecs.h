// The hardware data file (assets/data/gpu-specs.csv, documented column by column in
// assets/data/README.md): one row per GPU, accelerator, CPU or rack-scale system the lessons
// compare, each with its source. Data, not code: lessons and charts read figures from here,
// through the DataCatalog (datacatalog.h), where this is the table GpuSpecs.
//
// Read by the one table reader (datatable.h: comments, header by name, quoting, FILE:LINE
// problems, an empty numeric cell = NaN, never 0: test with isKnown(), show with
// formatFigure()). Its own rules: kind, form factor, ecc and market from fixed lists, year
// 1990-2035, sparse rates present only with the dense one, never below it, and a launch price
// only with its month (price_date, YYYY-MM).
#pragma once

#include "lessons/framework/datatable.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gpulab {

class DataCatalog;

// Npu: the neural processing unit inside a phone or laptop system-on-chip (Apple Neural Engine,
// Intel NPU, AMD XDNA, Qualcomm Hexagon): it shares the chip's memory, so its row may leave
// memory and bandwidth empty.
enum class GpuKind { Gpu, Accelerator, Cpu, System, Npu };

// The rate columns, in the order of the data file. Fp64 and Fp32 are vector (non-tensor) rates
// and have no sparse form; the others are tensor/matrix-unit rates. Int8 is in TOPS.
enum class Precision { Fp64, Fp64Tensor, Fp32, Tf32, Fp16, Bf16, Fp8, Fp4, Int8 };
enum class Sparsity { Dense, Sparse }; // Sparse: with 2:4 structured sparsity

struct GpuSpec
{
    // Required.
    QString id; // lowercase letters, digits and '-', unique in the file
    QString name;
    QString vendor;
    GpuKind kind = GpuKind::Gpu;
    int year = 0;   // launch (or announcement) year
    QString source; // short name + URL of the main document

    // Text; empty when the file leaves them empty.
    QString architecture; // Volta, Ampere, Hopper, Blackwell, CDNA 3, TPU v4, Zen 4...
    QString formFactor;   // SXM, PCIe, OAM, board, chip, socket, rack, soc
    QString memoryType;   // HBM3, GDDR6X, DDR5-4800...
    QString interconnect; // "NVLink 4", "PCIe 4.0 x16", "ICI (3D torus)"...
    QString notes;
    // What people see for memoryType and interconnect (memory_type_label, interconnect_label:
    // translated; the key column's text when empty). Matching and exports use the keys.
    QString memoryTypeLabel; // "LPDDR5X (compartida)" for "LPDDR5X (shared)"
    QString interconnectLabel;

    // Numbers: NaN where the file's cell is empty (not applicable / not published).
    double deviceCount = 1; // devices the figures cover (72: GB200 NVL72); 1 when empty
    double computeUnits = kUnknownFigure; // SMs, CUs, TPU TensorCores, CPU cores
    double shaderCores = kUnknownFigure;  // CUDA cores / stream processors
    double tensorCores = kUnknownFigure;  // Tensor Cores, Matrix Cores, TPU MXUs
    double baseClockMHz = kUnknownFigure;
    double boostClockMHz = kUnknownFigure;
    double lastLevelCacheMB = kUnknownFigure; // L2 (NVIDIA), Infinity Cache (MI300X), L3 (CPUs)
    double memoryGB = kUnknownFigure; // capacity as the vendor states it; CPUs: maximum supported
    double bandwidthGBs = kUnknownFigure;    // memory bandwidth, 10^9 bytes/s
    double interconnectGBs = kUnknownFigure; // per device, all links, both directions added
    double pcieGen = kUnknownFigure;
    double tdpW = kUnknownFigure;
    // Rates in TFLOPS (Int8: TOPS); use rate() to select one by precision.
    double fp64Tflops = kUnknownFigure;
    double fp64TensorTflops = kUnknownFigure;
    double fp32Tflops = kUnknownFigure; // vector float32
    double tf32Tflops = kUnknownFigure, tf32SparseTflops = kUnknownFigure;
    double fp16Tflops = kUnknownFigure, fp16SparseTflops = kUnknownFigure;
    double bf16Tflops = kUnknownFigure, bf16SparseTflops = kUnknownFigure;
    double fp8Tflops = kUnknownFigure, fp8SparseTflops = kUnknownFigure;
    double fp4Tflops = kUnknownFigure, fp4SparseTflops = kUnknownFigure;
    double int8Tops = kUnknownFigure, int8SparseTops = kUnknownFigure;
    // FP16 on the vector (CUDA) cores, for GPUs without tensor cores (P100: 21.2); not a
    // tensor rate, so rate() never returns it.
    double fp16VectorTflops = kUnknownFigure;

    // What a generation added, and who buys it. Whole numbers: 0 when the cell is empty.
    // NVIDIA Tensor Core generation: 1 Volta, 2 Turing, 3 Ampere, 4 Hopper/Ada, 5 Blackwell;
    // 0: no tensor cores, or another vendor's matrix units (which have generations of their own).
    int tensorCoreGeneration = 0;
    // Transformer Engine generation: 1 Hopper (FP8), 2 Blackwell (FP4, FP6); 0: none or not
    // stated by the vendor.
    int transformerEngineGeneration = 0;
    QString ecc;    // "yes", "no"; empty: the vendor's specifications do not say
    QString market; // "datacenter", "workstation", "consumer", "cloud" (rented only)
    double launchPriceUsd = kUnknownFigure; // the vendor's launch price (MSRP), US dollars
    QString priceDate;                      // "YYYY-MM" of that price: required with it

    int line = 0; // where the row is in its file (1-based)

    // The peak rate at a precision, TFLOPS (TOPS for Int8); nullopt when not applicable or not
    // published (also for the sparse form of Fp64, Fp64Tensor and Fp32, which has none).
    std::optional<double> rate(Precision precision, Sparsity sparsity = Sparsity::Dense) const;
};

using GpuSpecsLoad = TableLoad<GpuSpec>;

// The table as the DataCatalog knows it (datacatalog.h): data.rows<GpuSpecs>().
struct GpuSpecs
{
    using Row = GpuSpec;
    static constexpr char kName[] = "gpu-specs";
    static constexpr char kBuiltinPath[] = ":/assets/data/gpu-specs.csv";
    // An instructor's corrected or extended copy, checked with `gpulab-cli specs --file FILE`.
    static constexpr char kPathVariable[] = "GPULAB_SPECS_FILE";
    static GpuSpecsLoad load(const QString &path, const DataCatalog &before);
};

// ":/assets/data/gpu-specs.csv" (compiled in).
QString builtinGpuSpecsPath();
// The file GPU Lab uses: $GPULAB_SPECS_FILE when set, else the built-in one.
QString gpuSpecsPath();
GpuSpecsLoad loadGpuSpecs(const QString &path);

// The column declarations (datatable.h), in the shipped file's order: what loadGpuSpecs() reads
// and what tests/fuzz checks every loaded cell against.
std::vector<Column<GpuSpec>> gpuSpecTable();
// The header names the table declares, in the shipped file's order.
QStringList gpuSpecColumns();
// The ones every row must fill.
QStringList requiredGpuSpecColumns();

// The row with that id, or nullptr.
const GpuSpec *findGpuSpec(const QList<GpuSpec> &specs, const QString &id);
// The datasheet roofs a roofline chart draws beside measured ones (the Live Lab's, the class
// results'): datacenter GPUs (SXM or OAM modules) with both a memory bandwidth and a float32
// figure, one per architecture (its first module; of two in the same year, the faster memory)
// so the chart stays readable. Oldest first, so colours keep their order.
QList<GpuSpec> datasheetRoofSpecs(const QList<GpuSpec> &all);

// "gpu", "accelerator", "cpu", "system", "npu", and back (case-insensitive).
QString kindName(GpuKind kind);
std::optional<GpuKind> kindFromName(const QString &name);

// "fp64", "fp64-tensor", "fp32", "tf32", "fp16", "bf16", "fp8", "fp4", "int8", and back
// (case-insensitive; "fp64_tensor" is accepted too).
QString precisionName(Precision precision);
std::optional<Precision> precisionFromName(const QString &name);
QString rateUnit(Precision precision); // "TFLOPS", or "TOPS" for Int8
QList<Precision> allPrecisions();

// "67 TFLOPS", "989.4 TFLOPS", "n/a" for an unknown value; at most `decimals` decimals, trailing
// zeros dropped, no digit grouping, in the UI language's digits (QLocale()).
QString formatFigure(double value, const QString &unit = {}, int decimals = 1);
QString formatFigure(std::optional<double> value, const QString &unit = {}, int decimals = 1);
// The rate with its unit ("1979 TFLOPS", "918 TOPS") or "n/a".
QString formatRate(const GpuSpec &spec, Precision precision, Sparsity sparsity = Sparsity::Dense);

} // namespace gpulab
