// The simulation of the "CPU vs GPU" lesson: one batch of independent tasks (pixels, elements of
// a matrix) done twice at the same moment, by a model CPU and by a model GPU, so a class can see
// when many slow lanes beat a few fast cores, and when they do not.
//
// It is a model, not a measurement; every figure in it is a round number chosen to make the
// mechanisms visible, not a datasheet value. Model time is kept in whole picoseconds, so finish
// times are exact and can be checked against the formulas below.
//
//   CPU: `cpuCores` cores at 4 GHz (250 ps a cycle). A task costs (work + 4) cycles: its work,
//        plus a few cycles of loop and a load that the caches answer. The serial part (a share
//        `serialPercent` of the tasks, which depend on each other) runs first on core 1 alone;
//        then every core takes the next waiting task whenever it is free.
//        finish = serial·c + ceil(parallel / cores)·c,   c = (work + 4) · 250 ps
//
//   GPU: starting the kernel costs 5 µs. Then one lane runs the serial part, one task after the
//        other, each waiting the full memory latency L (nothing else runs to hide it):
//        (L + work) cycles at 1.6 GHz (625 ps) per task. Then the parallel tasks, grouped in warps
//        of 32 lanes in lockstep (the last warp may be partly empty). An idle SM takes a wave of up
//        to `warpsPerSm` warps (the warps in flight): all of them ask memory at once and wait L
//        cycles together, then issue their instructions one warp after another: `work` cycles a
//        warp, twice that for a divergent warp, whose lanes split and which runs both paths with
//        half its lanes masked each time. A wave of m warps, v of them divergent, takes
//        L + (m + v)·work cycles: the latency is paid once per wave, which is how many warps in
//        flight hide it. Idle SMs take waves in SM order.
//        finish = 5 µs + serial·(L + work)·625 ps + (the waves, scheduled as above);
//        without divergence, when the warps fill whole rounds of waves on every SM:
//        finish = 5 µs + serial·(L + work)·625 ps + rounds·(L + warpsPerSm·work)·625 ps.
//
// Which warps diverge (exactly round(divergentPercent % of the warps)) is drawn from the seed, so
// a seed gives the same run bit for bit. Time moves only through step(dt): a playback second is
// playbackPsPerSecond() of model time, chosen so that the slower side takes kPlaybackSeconds to
// finish (both sides share one clock, so what is seen keeps the true proportions).
//
// Beats: 0 a big batch, 1 one warp in flight per SM, 2 every warp diverges, 3 a small batch,
// 4 a 5 % serial part. A beat sets every parameter and restarts the run.
#pragma once

#include "lessons/framework/simulationmodel.h"

#include <QCoreApplication>

#include <vector>

namespace gpulab {

class CpuGpuModel final : public BasicSimulationModel<CpuGpuModel>
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::CpuGpuModel)
public:
    struct Settings
    {
        int tasks = 65536;
        int workPerTask = 100; // cycles of work on one core or lane
        int serialPercent = 0;
        int divergentPercent = 0;
        int cpuCores = 8;
        int gpuSms = 16;
        int warpsPerSm = 16; // warps in flight on each SM
        int memoryLatencyCycles = 400;
        bool operator==(const Settings &) const = default;
    };

    // The fixed parts of the model machine (round numbers, see above).
    static constexpr qint64 kCpuCyclePs = 250; // 4 GHz
    static constexpr qint64 kGpuCyclePs = 625; // 1.6 GHz
    static constexpr int kCpuTaskOverheadCycles = 4;
    static constexpr int kWarpSize = 32;
    static constexpr qint64 kGpuLaunchPs = 5'000'000; // 5 µs to start a kernel
    static constexpr double kPlaybackSeconds = 4.0;

    static constexpr int kMaxTasks = 1'000'000;
    static constexpr int kMaxWork = 10'000;
    static constexpr int kMaxCpuCores = 128;
    static constexpr int kMaxGpuSms = 256;
    static constexpr int kMaxWarpsPerSm = 64;
    static constexpr int kMaxLatencyCycles = 2000;
    static constexpr int kBeats = 5;

    enum class Side { Cpu, Gpu };

    // Where the time of one side goes, from the formulas (not from stepping).
    struct Breakdown
    {
        qint64 launchPs = 0;     // GPU: starting the kernel
        qint64 serialPs = 0;     // the serial part
        qint64 parallelPs = 0;   // the parallel part
        qint64 divergencePs = 0; // GPU: how much longer the parallel part is for divergence
        qint64 memoryWaitPs = 0; // GPU: memory waits on the busiest SM in the parallel part
        qint64 totalPs() const { return launchPs + serialPs + parallelPs; }
    };

    // One CPU core now.
    struct Core
    {
        bool busy = false;
        bool serial = false; // working on the serial part
        qint64 startPs = 0;
        qint64 endPs = 0;
    };

    // One SM's current wave of warps (count == 0: idle).
    struct Wave
    {
        int firstWarp = 0;
        int count = 0;
        qint64 startPs = 0;
        qint64 endPs = 0;
    };

    enum class WarpPhase { Memory, Ready, Computing, Done };

    CpuGpuModel();

    // The simulation id a lesson manifest names in "simulation"; the lesson table reads it here.
    static constexpr char kSimulationId[] = "cpu-gpu-race";
    void reset(quint64 seed) override;
    void step(double dtSeconds) override;
    QJsonObject parameters() const override;
    bool setParameters(const QJsonObject &parameters, QString *error) override;
    QJsonObject state() const override;
    void setBeat(int beat) override;
    bool finished() const override { return m_cpu.finishPs >= 0 && m_gpu.finishPs >= 0; }

    static Settings beatSettings(int beat);
    static QString beatTitle(int beat); // translated

    const Settings &settings() const { return m_settings; }
    int serialTasks() const { return m_serialTasks; }
    int parallelTasks() const { return m_settings.tasks - m_serialTasks; }
    int warpCount() const { return int(m_divergent.size()); }
    int divergentWarps() const { return m_divergentCount; }
    bool warpDiverges(int warp) const { return m_divergent[size_t(warp)]; }
    int lanesInWarp(int warp) const;
    // Work cycles a warp issues: workPerTask, doubled when it diverges.
    qint64 warpCycles(int warp) const;
    // Lanes that compute at once on the whole GPU (SMs × 32), the GPU's "workers".
    int gpuLanes() const { return m_settings.gpuSms * kWarpSize; }

    // Model time now, in picoseconds.
    qint64 nowPs() const { return m_nowPs; }
    qint64 playbackPsPerSecond() const { return m_psPerSecond; }

    // Per side: tasks done, being worked on and waiting (they add up to tasks()).
    int done(Side side) const;
    int inFlight(Side side) const;
    int waiting(Side side) const;
    // When the side finished, or -1 while it runs.
    qint64 finishPs(Side side) const;
    // Finish time from the formulas (known before the run; the run must agree).
    qint64 predictedFinishPs(Side side) const;
    Breakdown breakdown(Side side) const;
    // Tasks per microsecond so far (done / time), 0 before anything is done.
    double throughputPerUs(Side side) const;
    // The GPU has started its kernel (its launch time has passed).
    bool gpuLaunched() const { return m_nowPs >= kGpuLaunchPs; }
    // The serial part still runs on that side.
    bool inSerialPart(Side side) const;

    const std::vector<Core> &cores() const { return m_cpu.cores; }
    const std::vector<Wave> &waves() const { return m_gpu.sms; }
    // A warp of an SM's current wave (index within the wave), at the current time.
    WarpPhase warpPhase(int sm, int indexInWave) const;
    // 0..1 of that warp's compute done.
    double warpProgress(int sm, int indexInWave) const;
    // The GPU's serial lane: busy now, and how far its current task is.
    bool serialLaneBusy() const { return m_gpu.laneBusy; }
    double serialLaneProgress() const;

    // "5.75 µs", "832 ns", "1.23 ms" (translated).
    static QString formatDuration(qint64 ps);

private:
    struct CpuRun
    {
        std::vector<Core> cores;
        qint64 eventPs = 0; // the last event handled
        int serialStarted = 0;
        int parallelStarted = 0;
        int done = 0;
        qint64 finishPs = -1;
    };
    struct GpuRun
    {
        std::vector<Wave> sms;
        qint64 eventPs = 0;
        bool laneBusy = false;
        qint64 laneStartPs = 0;
        qint64 laneEndPs = 0;
        int serialStarted = 0;
        int nextWarp = 0;
        int done = 0;
        qint64 finishPs = -1;
    };

    void rebuild();
    void advanceCpu(qint64 untilPs);
    void advanceGpu(qint64 untilPs);
    qint64 cpuTaskPs() const;
    qint64 gpuSerialTaskPs() const;
    qint64 waveCycles(int firstWarp, int count) const;
    // The parallel part's waves scheduled on the SMs; `divergence` false: as if no warp diverged.
    // Also the memory waits on the SM that finishes last.
    qint64 scheduleWaves(bool divergence, qint64 *memoryWaitPs) const;
    // The warps of a busy SM's wave that are done at the current time (their lanes).
    int doneLanesInWave(const Wave &wave) const;
    int lanesInWave(const Wave &wave) const;

    Settings m_settings;
    qint64 m_nowPs = 0;
    qint64 m_psPerSecond = 1;
    int m_serialTasks = 0;
    int m_divergentCount = 0;
    std::vector<bool> m_divergent; // per warp
    CpuRun m_cpu;
    GpuRun m_gpu;
};

} // namespace gpulab
