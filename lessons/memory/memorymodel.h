// The simulation of the "Memory hierarchy" lesson: one thread of a GPU kernel loads its data
// and computes, on the chosen GPU's hierarchy — registers, L1 / shared memory, L2, HBM and the
// host's memory over PCIe — with each level's capacity, latency and bandwidth from the data
// (assets/data/memory-levels.csv via memorylevels.h, clocks and SM counts from gpu-specs.csv).
// A class sees requests travel down to the level that holds their data and back, counts hits
// and misses per level, and splits the thread's time into waiting for memory and computing.
//
// It is a model, not a measurement: one thread (or one warp in lockstep), one load in flight at
// a time, no overlap of loads with arithmetic — the case latency hiding exists to fix. Every
// load is an "event": it waits the latency of the level that serves it, then computes for
// computeCycles (the arithmetic done with that data). All counts are exact integers:
//
//   waitingCycles + computingCycles = elapsed cycles          (at every cycle)
//   hits(L1) + misses(L1) = loads served so far;  misses(level) = hits + misses of the next
//
// Workloads:
//   random  loads at random addresses of a working set of W bytes. A level of capacity C holds a
//           random C/W of it (a steady-state cache on uniformly random addresses), so a load is
//           served by the first level l with u < min(1, C_l / W), u uniform in [0, 1) from the
//           seed (splitmix64); past HBM it is the host. Expected wait per load:
//               E[wait] = sum over levels of (P(first hit at l) x latency_l).
//           L1's capacity is one SM's (the thread's SM); L2 and HBM are the whole chip's.
//   naive   one thread of C = A x B (N x N, float32) computing one element: N steps, each loads
//           A[i][k] and B[k][j] from HBM (caches ignored: the count a textbook makes) and does
//           one FMA. Words fetched from HBM by the whole kernel (N² threads):
//               hbmWords(naive) = N² x 2N = 2 N³
//   tiled   the same product with T x T tiles in shared memory (T divides N): for each of the
//           N/T tiles along k, the thread loads one element of A's tile and one of B's from
//           HBM into shared memory, then T steps read both operands from shared memory:
//               hbmWords(tiled) = N² x 2 (N/T) = 2 N³ / T      sharedWords(tiled) = 2 N³
//           Each word fetched from HBM is used T times. Writes of C (N² words) are not counted.
//   Latency of each step: naive  N x (L_hbm + c);  tiled  (N/T) x L_hbm + N x (L_l1 + c).
//
// The host level: no GPU publishes the latency of a load from host memory, so the model derives
// one: HBM's latency plus the time to carry kHostBlockBytes (64 KiB, the model's migration unit,
// an assumption like unified memory's on-demand paging) over PCIe at the data's bandwidth.
// Registers hold operands (no load latency); they are drawn, never a place a load is served.
//
// Time moves only through step(dt): cycle = floor(time x cps), cps = cyclesPerSecond or, when
// 0, automatic (the run takes about kRunSeconds). Beats: 0 a working set in L1, 1 in L2, 2 in
// HBM, 3 larger than HBM, 4 the naive matrix product, 5 the tiled one. A beat sets every
// parameter except the GPU and restarts; reset() keeps user parameters, drops a beat's.
#pragma once

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/parametertable.h"
#include "lessons/framework/simulationmodel.h"
#include "lessons/memory/memorylevels.h"

#include <QCoreApplication>
#include <QList>

#include <array>
#include <optional>
#include <vector>

namespace gpulab {

class MemoryModel final : public BasicSimulationModel<MemoryModel>
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::MemoryModel)
public:
    enum class Workload { Random, Naive, Tiled };

    // One level of the chosen GPU as the model uses it.
    struct Level
    {
        MemoryLevel level = MemoryLevel::Registers;
        double capacityBytes = kUnknownFigure; // what one thread's loads can hit (L1: one SM)
        double chipBytes = kUnknownFigure;     // the whole GPU (per-SM levels x SMs)
        qint64 latencyCycles = 0;              // 0 for registers
        bool latencyDerived = false;           // host: derived (see above)
        double bandwidthGBs = kUnknownFigure;
        QString source;
        QString notes;
        bool approximate = false; // the data says a figure is approximate
    };

    struct Machine
    {
        QString gpu;  // id
        QString name; // "H100 SXM5 80 GB"
        double clockMHz = 0;
        int sms = 0;
        std::array<Level, kMemoryLevelCount> levels;
        double latencyNs(MemoryLevel level) const;
        const Level &at(MemoryLevel level) const { return levels[size_t(level)]; }
    };

    struct Settings
    {
        QString gpu = QStringLiteral("h100-sxm5");
        Workload workload = Workload::Random;
        double workingSetBytes = 64 * 1024.0;
        int requests = 40;
        int computeCycles = 4;
        int size = 64; // N
        int tile = 16; // T
        int cyclesPerSecond = 0;
        bool operator==(const Settings &) const = default;
    };

    // One load and the arithmetic after it.
    struct Event
    {
        MemoryLevel level = MemoryLevel::L1;
        qint64 words = 0; // words this thread loads from that level
        qint64 waitCycles = 0;
        qint64 computeCycles = 0;
        qint64 start = 0; // cycle it starts
    };

    // Where the run is at the current cycle.
    struct Progress
    {
        qint64 eventsDone = 0; // loads served (their data arrived)
        int current = -1;      // event in progress (-1: finished or none)
        bool waiting = false;  // the current event waits for its data (else it computes)
        double phase = 0;      // 0..1 of the current wait or compute
        qint64 waitingCycles = 0;
        qint64 computingCycles = 0;
        std::array<qint64, kMemoryLevelCount> hits{};
        std::array<qint64, kMemoryLevelCount> misses{};
        std::array<qint64, kMemoryLevelCount> words{}; // this thread's words per level
    };

    static constexpr int kBeats = 6;
    static constexpr qint64 kHostBlockBytes = 64 * 1024;
    static constexpr double kRunSeconds = 8.0;
    static constexpr int kMaxRequests = 2000;
    static constexpr int kMaxCompute = 100000;
    static constexpr int kMaxSize = 4096;
    static constexpr double kMinWorkingSet = 1024;

    // The figures of the data tables gpu-specs and memory-levels; tests may pass their own rows.
    explicit MemoryModel(const DataCatalog &data);
    MemoryModel(const QList<GpuSpec> &specs, const QList<MemoryLevelRow> &rows);

    // The simulation id a lesson manifest names in "simulation"; the lesson table reads it here.
    static constexpr char kSimulationId[] = "memory-hierarchy";
    void reset(quint64 seed) override;
    void step(double dtSeconds) override;
    QJsonObject parameters() const override;
    bool setParameters(const QJsonObject &parameters, QString *error) override;
    QList<ParameterChoice> parameterChoices(const QString &key) const override;
    QJsonObject state() const override;
    void setBeat(int beat) override;
    bool finished() const override { return m_cycle >= totalCycles(); }

    static Settings beatSettings(int beat, const QString &gpu);
    static QString beatTitle(int beat); // translated
    static QString workloadKey(Workload workload);
    static std::optional<Workload> workloadFromKey(const QString &key);

    // GPUs with every level in the data and a clock and SM count in the specs.
    QStringList availableGpus() const;
    std::optional<Machine> machineFor(const QString &gpu) const;
    QString gpuName(const QString &gpu) const;

    const Settings &settings() const { return m_settings; }
    const Machine &machine() const { return m_machine; }
    const std::vector<Event> &events() const { return m_events; }

    // ---- closed forms
    // Probability that a random load of a working set of W bytes is served by `level`.
    double hitProbability(MemoryLevel level, double workingSetBytes) const;
    double expectedWaitCycles(double workingSetBytes) const;
    static qint64 hbmWords(Workload workload, qint64 n, qint64 tile); // whole kernel
    static qint64 sharedWords(Workload workload, qint64 n, qint64 tile);
    // Matrix workloads: the thread's cycles from the formula (random: the sum of its events).
    qint64 closedFormCycles() const;

    qint64 cycle() const { return m_cycle; }
    qint64 totalCycles() const { return m_total; }
    qint64 cyclesPerSecond() const { return m_cps; }
    Progress progress() const;
    // Threads of the kernel (N² for the matrix workloads, 1 for random).
    qint64 threads() const;

private:
    ParameterTable<Settings> parameterTable() const;
    void rebuild();

    QList<GpuSpec> m_specs;
    QList<MemoryLevelRow> m_rows;
    Settings m_settings;
    Machine m_machine;
    std::vector<Event> m_events;
    qint64 m_cycle = 0;
    qint64 m_cps = 1;
    qint64 m_total = 0;
};

} // namespace gpulab
