// The simulation of the "Beyond GPUs" lesson: a systolic array, a TPU matrix unit (MXU) in
// miniature, multiplying a real small matrix product cycle by cycle. An N x N grid of processing
// elements (PEs), each of which can do one multiply-add per cycle and talk only to its neighbours,
// computes C = A W: A is M x N (the input, "activations", M rows), W is N x N (the weights), both
// seeded small integers, so the product is exact and is checked entry by entry against a plain
// triple loop as each result leaves the array.
//
// Two dataflows, the user's choice:
//  - weight-stationary (the TPU's MXU; Jouppi et al., In-Datacenter Performance Analysis of a
//    Tensor Processing Unit, ISCA 2017): W[i][j] sits in PE (i, j). Row i of the array receives
//    column i of A from the left, skewed one cycle per row (A[m][i] enters at cycle m + i), and
//    passes it right one PE per cycle; partial sums flow down, and C[m][j] is complete at the
//    bottom of column j at the end of cycle m + (N - 1) + j. Streaming takes M + 2N - 2 cycles: N -
//    1 to fill the skew across rows, N - 1 to drain across columns, and one per input row. Shifting
//    the weights in takes N more cycles, which a TPU hides by double-buffering the next tile's
//    weights (Jouppi et al. 2017); the model counts them apart.
//  - output-stationary: C[m][j] accumulates in PE (m, j). A flows right as above, W flows down
//    (W[k][j] enters column j at cycle k + j), and when every product is in, the sums shift out of
//    the bottom row by row. At most N output rows fit, so M rows take ceil(M / N) passes; a pass of
//    r rows streams for N + r + N - 2 cycles and drains for r.
//
// The model counts data movement as it runs: values read into the array from the buffers at its
// edges (inputs, weights), values passed from one PE to its neighbour, results written out, and
// multiply-adds. tensorCoreTraffic() counts the same product done as NVIDIA tensor-core
// instructions (mma.m16n8k16) for the lesson's comparison.
//
// Time: step(dt) plays dt seconds at cyclesPerSecond; the array's state is whole cycles, the
// fraction into the next cycle is only for the scene's motion. A run ends when every result is
// out and checked. Beats: 0 one row through a 4x4 array; 1 a stream of rows fills the pipeline;
// 2 the full 8x8 array; 3 output-stationary; 4 many rows keep the array busy. A beat sets every
// parameter and restarts; reset() keeps the user's parameters, drops a beat's.
#pragma once

#include "lessons/framework/parametertable.h"
#include "lessons/framework/simulationmodel.h"

#include <QCoreApplication>
#include <QList>

#include <vector>

namespace gpulab {

class DataCatalog;

namespace systolic {

enum class Dataflow { WeightStationary, OutputStationary };

// The schedule's closed forms (derived in the header comment; the tests check them by hand and
// against the simulation).
// Weight-stationary N x N array, M input rows: cycles of streaming, M + 2N - 2.
long long weightStationaryCycles(int n, int m);
// Cycles to shift an N x N tile of weights in: N (one row per cycle).
long long weightLoadCycles(int n);
// Output-stationary N x N array, M rows of an M x K input times K x N: the passes' streaming and
// draining, sum over passes of (K + r + N - 2) + r with r = min(N, rows left).
long long outputStationaryCycles(int n, int m, int k);

// Data moved for one product, counted in values (not bytes).
struct Traffic
{
    long long macs = 0;         // multiply-adds
    long long inputReads = 0;   // A values read from the buffer into the array's edge
    long long weightReads = 0;  // W values read from the buffer into the array's edge
    long long outputWrites = 0; // C values written out
    long long peHops = 0;       // values passed from one PE to a neighbour
    double edgeReadsPerMac() const
    {
        return macs > 0 ? double(inputReads + weightReads) / double(macs) : 0;
    }
    bool operator==(const Traffic &) const = default;
};

// The same counts in closed form, for an N x N array and an M x N input (K = N).
Traffic systolicTraffic(Dataflow dataflow, int n, int m);

// C (M x N) = A (M x K) W (K x N) done with NVIDIA's warp-level tensor-core instruction
// mma.sync.m16n8k16 (PTX ISA: a 16 x 16 A fragment, a 16 x 8 B fragment and a 16 x 8 accumulator
// read from registers, a 16 x 8 result written back): instructions = ceil(M/16) ceil(N/8)
// ceil(K/16) (edges padded), 256 + 128 + 128 register values read and 128 written per
// instruction, 16 x 8 x 16 = 2,048 multiply-adds each. What the tensor core reuses inside itself
// is not published; only the register traffic is counted.
struct TensorCoreTraffic
{
    long long instructions = 0;
    long long registerReads = 0;
    long long registerWrites = 0;
    long long usefulMacs = 0; // M x N x K: padding not counted
    double registerReadsPerMac() const
    {
        return usefulMacs > 0 ? double(registerReads) / double(usefulMacs) : 0;
    }
};
TensorCoreTraffic tensorCoreTraffic(int m, int n, int k);

} // namespace systolic

class SystolicModel final : public BasicSimulationModel<SystolicModel>
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::SystolicModel)
public:
    using Dataflow = systolic::Dataflow;
    struct Settings
    {
        int size = 8; // the array is size x size PEs
        int rows = 8; // M: rows of the input A
        Dataflow dataflow = Dataflow::WeightStationary;
        double cyclesPerSecond = 2; // played cycles per second
        bool operator==(const Settings &) const = default;
    };

    // A value on the move or held in a PE: valid = something is there.
    struct Slot
    {
        bool valid = false;
        int value = 0;
        int row = -1; // the row of A (or of C) the value belongs to
    };
    struct Pe
    {
        int stationary = 0;    // WS: its weight; OS: its accumulator
        bool holdsSum = false; // OS: the accumulator holds a result (not yet drained)
        Slot across;           // the A value it holds (came from the left)
        Slot down;             // WS: the partial sum it passes down; OS: the W value
        bool macked = false;   // it did a multiply-add in the last cycle
    };

    enum class Phase { Streaming, Draining, Done };

    static constexpr int kBeats = 5;
    static constexpr int kMinSize = 2;
    static constexpr int kMaxSize = 8;
    static constexpr int kMaxRows = 64;
    static constexpr int kValueRange = 3; // entries of A and W are whole numbers in [-3, 3]

    SystolicModel() { rebuild(); }
    explicit SystolicModel(const DataCatalog &) : SystolicModel() {}

    static constexpr char kSimulationId[] = "systolic-array";
    void reset(quint64 seed) override;
    void step(double dtSeconds) override;
    QJsonObject parameters() const override;
    bool setParameters(const QJsonObject &parameters, QString *error) override;
    QList<ParameterChoice> parameterChoices(const QString &key) const override;
    QJsonObject state() const override;
    void setBeat(int beat) override;
    bool finished() const override { return m_phase == Phase::Done; }

    static Settings beatSettings(int beat);
    static QString beatTitle(int beat); // translated
    static QString dataflowKey(Dataflow dataflow);

    const Settings &settings() const { return m_settings; }
    int n() const { return m_settings.size; }
    int m() const { return m_settings.rows; }

    // The operands and the reference product C = A W (row-major).
    int a(int row, int col) const { return m_a[std::size_t(row * n() + col)]; }
    int w(int row, int col) const { return m_w[std::size_t(row * n() + col)]; }
    int reference(int row, int col) const { return m_ref[std::size_t(row * n() + col)]; }
    // The array's result so far, and whether it is out yet.
    int result(int row, int col) const { return m_c[std::size_t(row * n() + col)]; }
    bool resultOut(int row, int col) const { return m_cOut[std::size_t(row * n() + col)]; }
    long long resultsOut() const { return m_resultsOut; }
    long long mismatches() const { return m_mismatches; }
    // Every result is out and equals the reference product.
    bool verified() const { return finished() && m_mismatches == 0; }

    const Pe &pe(int row, int col) const { return m_pes[std::size_t(row * n() + col)]; }
    long long cycle() const { return m_cycle; } // cycles completed
    long long totalCycles() const { return m_totalCycles; }
    double cycleFraction() const; // 0..1 into the next cycle (for motion only)
    Phase phase() const { return m_phase; }
    int pass() const { return m_pass; }           // OS: the pass running (0-based)
    int passes() const;                           // OS: ceil(M / N); WS: 1
    int passRows() const;                         // OS: rows in the pass running
    long long passCycle() const { return m_tau; } // OS: cycles into the pass's streaming

    // The A value waiting to enter array row `row` `ahead` cycles from now (WS and OS), or an
    // invalid slot; for OS also the W value waiting above column `col`.
    Slot waitingLeft(int row, int ahead) const;
    Slot waitingTop(int col, int ahead) const;

    const systolic::Traffic &traffic() const { return m_traffic; }
    // MACs done ÷ (PEs × cycles so far): how busy the array was.
    double utilisation() const;

private:
    ParameterTable<Settings> parameterTable() const;
    void rebuild();
    void advance(); // one clock cycle
    void advanceWeightStationary();
    void advanceOutputStationary();
    void deliver(int row, int col, int value);
    Slot passOn(const Slot &from); // a value handed on from a neighbour: one PE-to-PE pass
    Pe &at(int row, int col) { return m_pes[std::size_t(row * n() + col)]; }

    Settings m_settings;
    std::vector<int> m_a, m_w, m_ref, m_c;
    std::vector<char> m_cOut;
    std::vector<Pe> m_pes;
    long long m_cycle = 0;
    long long m_totalCycles = 0;
    long long m_resultsOut = 0;
    long long m_mismatches = 0;
    Phase m_phase = Phase::Streaming;
    int m_pass = 0;
    long long m_tau = 0; // OS: cycle within the pass's streaming
    int m_drained = 0;   // OS: rows drained in this pass
    systolic::Traffic m_traffic;
};

} // namespace gpulab
