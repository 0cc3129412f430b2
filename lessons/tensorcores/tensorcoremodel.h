// The simulation of the "Tensor Cores" lesson: one streaming multiprocessor (SM) computes the
// same matrix product C = A × B (all three N × N) twice, on one shared clock: once on its CUDA
// cores, once on its tensor cores. A class sees how many clock cycles each side needs, how the
// tensor cores grew from one generation to the next, what lower precisions and 2:4 sparsity
// change, and why a small matrix cannot fill a wide tensor core.
//
// It is a model of one SM, not a measurement. Cycle counts are exact and follow these formulas:
//
//   CUDA cores: L lanes (FP32 cores), each does one fused multiply-add (FMA) per clock. Every
//   lane computes one element of C at a time, a dot product of N FMAs; the N² elements go out in
//   rounds of L, in row-major order:
//       cudaCycles = ceil(N² / L) · N
//
//   Tensor cores: T tensor cores, each does w FMAs per clock as a 4 × 4 block of C deepened by
//   w / 16 steps of k (a 4 × 4 × (w/16) matrix multiply-accumulate). C is cut into B × B tiles of
//   4 × 4 (B = ceil(N / 4); the edges are padded with zeros); each tensor core takes one tile and
//   walks its whole k-sum (4B long) before taking the next; the tiles go out in rounds of T:
//       tensorCycles = ceil(B² / T) · ceil(64 · B / w)
//   On Volta w = 64: one 4 × 4 × 4 product per clock (NVIDIA Tesla V100 GPU Architecture
//   whitepaper, 2017: "each Tensor Core performs 64 floating point FMA mixed-precision
//   operations per clock"), with 8 tensor cores and 64 FP32 cores per SM; those three Volta
//   figures are architecture and written here. For every later generation L, T and w come from
//   the data file (assets/data/gpu-specs.csv, through gpuspecs.h):
//       L = shader_cores / compute_units,   T = tensor_cores / compute_units,
//       FMAs per SM per clock = rate(precision) · 10¹² / (2 · compute_units · boost clock),
//   rounded to the nearest power of two (datasheet peaks are quoted at a tensor clock that can
//   differ from the boost clock in the file: H100 SXM's 989.4 TFLOPS FP16 is 1,830 MHz, its
//   boost 1,980 MHz, which gives 1,893 before rounding, 2,048 after), then w = that / T.
//   B200 has no SM count or clock in the file (NVIDIA does not publish them); its SM layout and
//   SM count × clock are assumed to be H100 SXM's, and assumedStructure() says so.
//   With 2:4 sparsity (A100 and later) the sparse rate is used the same way: the tensor core
//   covers twice the k-depth per clock, because it skips the multiplies by the pruned zeros.
//
//   Work: both sides do N³ useful FMAs. The tensor side's slots per clock are T · w; its
//   utilisation is N³ / (tensorCycles · T · w) (less than 1 when N is not a multiple of 4 or the
//   k-depth per clock is longer than the k-sum).
//
// Time moves only through step(dt). Both sides share one clock: cycle = floor(time · cps),
// where cps (cycles per playback second) is the cyclesPerSecond parameter, or, when that is 0,
// automatic: the tensor side takes about kTensorSeconds, unless the CUDA side would then take
// more than kMaxCudaSeconds. Nothing in the run is random: the seed is kept (presets, the
// contract) but changes nothing.
//
// Beats: 0 Volta FP16, 1 Ampere BF16, 2 Hopper FP8, 3 Blackwell FP4 on a large matrix, 4 a small
// matrix on Hopper's FP8 tensor cores, 5 2:4 sparsity on Ampere. A beat sets every parameter and
// restarts the run. reset() keeps parameters a user chose, but drops a beat's own set-up with
// the beat (back to beat 0's), so that stepping back to beat 0 shows Volta again.
#pragma once

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/parametertable.h"
#include "lessons/framework/simulationmodel.h"

#include <QCoreApplication>
#include <QList>

#include <optional>
#include <span>
#include <vector>

namespace gpulab {

class TensorCoreModel final : public BasicSimulationModel<TensorCoreModel>
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::TensorCoreModel)
public:
    enum class Side { Cuda, Tensor };

    // A generation the selector offers: its key in the parameters, the data row that describes
    // it, and the row whose SM layout it borrows when its own has none.
    struct Generation
    {
        const char *key;       // "v100"
        const char *specId;    // "v100-sxm2"
        const char *structure; // fallback row for SMs, lanes, tensor cores and clock, or nullptr
    };

    // The tensor precisions the selector knows, in the order it shows them.
    struct PrecisionInfo
    {
        const char *key; // "fp16"
        Precision precision;
        const char *displayName; // "FP16"
    };

    // One SM of the selected generation at the selected precision.
    struct Machine
    {
        QString generation;            // key
        QString precision;             // key
        bool sparse = false;           // 2:4 sparsity in use
        int cudaLanes = 0;             // L: FP32 cores per SM
        int tensorCores = 0;           // T: per SM
        int fmaPerTensorCore = 0;      // w: per clock (dense-equivalent with sparsity)
        double derivedFmaPerSm = 0;    // from the data before rounding (0 where not derived)
        bool fromArchitecture = false; // Volta: the whitepaper's figures, not derived
        bool assumedStructure = false; // SM layout borrowed from another row (B200)
        QString specName;              // "Tesla V100 SXM2 32 GB"
        QString architecture;          // "Volta"
        int year = 0;
        std::optional<double> denseTflops;  // whole GPU, from the data
        std::optional<double> sparseTflops; // whole GPU, from the data
        std::optional<double> fp32Tflops;   // the CUDA cores' FP32 peak, whole GPU
        int fmaPerSmPerClock() const { return tensorCores * fmaPerTensorCore; }
        // k-steps of one tile per clock (w / 16); 0.5 when a tile needs two clocks per 4 × 4 × 4.
        double kDepthPerClock() const { return fmaPerTensorCore / 16.0; }
    };

    struct Settings
    {
        QString generation = QStringLiteral("v100");
        QString precision = QStringLiteral("fp16");
        int size = 64;           // N
        bool sparse = false;     // 2:4 structured sparsity on the tensor side
        int cyclesPerSecond = 0; // playback; 0 = automatic
        bool operator==(const Settings &) const = default;
    };

    // Where one side is at the current cycle.
    struct SideState
    {
        qint64 cycle = 0;         // clocks this side has run (stops at totalCycles)
        qint64 totalCycles = 0;   // from the formula
        qint64 fmasDone = 0;      // useful FMAs of C = A × B done; N³ at the end
        qint64 unitsDone = 0;     // CUDA: elements of C finished; tensor: 4 × 4 tiles finished
        qint64 unitsTotal = 0;    // N² elements or B² tiles
        qint64 inFlightFirst = 0; // the elements / tiles being worked on (row-major index)
        qint64 inFlightCount = 0;
        double inFlightProgress = 0; // 0..1 of their k-sum
        bool finished() const { return cycle >= totalCycles; }
    };

    static constexpr int kTile = 4;                   // tensor tiles are 4 × 4 blocks of C
    static constexpr int kVoltaLanes = 64;            // V100 whitepaper: 64 FP32 cores per SM
    static constexpr int kVoltaTensorCores = 8;       // V100 whitepaper: 8 tensor cores per SM
    static constexpr int kVoltaFmaPerTensorCore = 64; // V100 whitepaper: 4 × 4 × 4 per clock
    // The generation's year: Volta's first V100 (16 GB, 2017). The data file's V100 rows are the
    // 32 GB modules of 2018; the label names the architecture, as the lesson's text does.
    static constexpr int kVoltaYear = 2017;
    static constexpr int kMinSize = 1;
    static constexpr int kMaxSize = 1024;
    static constexpr int kMaxCyclesPerSecond = 1'000'000;
    static constexpr double kTensorSeconds = 4.0;
    static constexpr double kMaxCudaSeconds = 120.0;
    static constexpr int kBeats = 6;

    // The GPUs of the data tables' gpu-specs; without them only Volta (from its architecture
    // figures) is offered.
    explicit TensorCoreModel(const DataCatalog &data);
    explicit TensorCoreModel(const QList<GpuSpec> &specs);

    // The simulation id a lesson manifest names in "simulation"; the lesson table reads it here.
    static constexpr char kSimulationId[] = "tensor-cores";
    void reset(quint64 seed) override;
    void step(double dtSeconds) override;
    QJsonObject parameters() const override;
    bool setParameters(const QJsonObject &parameters, QString *error) override;
    QList<ParameterChoice> parameterChoices(const QString &key) const override;
    QJsonObject state() const override;
    void setBeat(int beat) override;
    bool finished() const override { return m_cycle >= std::max(m_cudaTotal, m_tensorTotal); }

    static std::span<const Generation> generations();
    static std::span<const PrecisionInfo> precisions();
    static const PrecisionInfo *findPrecision(const QString &key);
    static Settings beatSettings(int beat);
    static QString beatTitle(int beat); // translated

    // Generations with what the model needs (Volta always; the others when their row loaded).
    QStringList availableGenerations() const;
    // Precision keys the generation's tensor cores support (a dense rate in the data), in
    // precisions() order; {"fp16"} for Volta.
    QStringList supportedPrecisions(const QString &generation) const;
    bool supportsSparsity(const QString &generation, const QString &precision) const;
    // The SM of a generation at a precision; nullopt when unavailable or unsupported.
    std::optional<Machine> machineFor(const QString &generation, const QString &precision,
                                      bool sparse) const;
    // "V100 (Volta, 2017)"
    QString generationLabel(const QString &generation) const;

    const Settings &settings() const { return m_settings; }
    const Machine &machine() const { return m_machine; }

    // The closed forms (also what the stepped run reaches).
    static qint64 cudaCycles(int n, int lanes);
    static qint64 tensorCycles(int n, int tensorCores, int fmaPerTensorCore);
    qint64 totalCycles(Side side) const { return side == Side::Cuda ? m_cudaTotal : m_tensorTotal; }
    int tilesPerSide() const { return (m_settings.size + kTile - 1) / kTile; } // B
    qint64 usefulFmas() const;                                                 // N³
    // N³ / (tensorCycles · T · w)
    double tensorUtilisation() const;
    // cudaCycles / tensorCycles: how many times fewer clocks the tensor side needs.
    double speedup() const;
    // (T · w) / L: the same ratio for a matrix that fills both perfectly.
    double peakRatio() const;

    qint64 cycle() const { return m_cycle; }
    qint64 cyclesPerSecond() const { return m_cps; }
    SideState side(Side side) const;

private:
    ParameterTable<Settings> parameterTable() const;
    void rebuild();
    const GpuSpec *spec(const char *id) const;

    QList<GpuSpec> m_specs;
    Settings m_settings;
    Machine m_machine;
    qint64 m_cycle = 0;
    qint64 m_cps = 1;
    qint64 m_cudaTotal = 0;
    qint64 m_tensorTotal = 0;
};

} // namespace gpulab
