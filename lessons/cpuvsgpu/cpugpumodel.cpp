// CpuGpuModel: a model CPU and a model GPU racing through one batch of tasks (see cpugpumodel.h).
#include "lessons/cpuvsgpu/cpugpumodel.h"

#include "lessons/framework/parametertable.h"
#include "lessons/framework/splitmix.h"

#include <QJsonArray>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace gpulab {

namespace {

constexpr qint64 kNever = std::numeric_limits<qint64>::max();

// Every parameter, declared once: parameters() and setParameters() both read it.
const ParameterTable<CpuGpuModel::Settings> &parameterTable()
{
    using M = CpuGpuModel;
    using S = M::Settings;
    static const ParameterTable<S> table =
        ParameterTable<S>()
            .whole("tasks", &S::tasks, 1, M::kMaxTasks)
            .whole("workPerTask", &S::workPerTask, 1, M::kMaxWork)
            .whole("serialPercent", &S::serialPercent, 0, 100)
            .whole("divergentPercent", &S::divergentPercent, 0, 100)
            .whole("cpuCores", &S::cpuCores, 1, M::kMaxCpuCores)
            .whole("gpuSms", &S::gpuSms, 1, M::kMaxGpuSms)
            .whole("warpsPerSm", &S::warpsPerSm, 1, M::kMaxWarpsPerSm)
            .whole("memoryLatencyCycles", &S::memoryLatencyCycles, 0, M::kMaxLatencyCycles);
    return table;
}

} // namespace

CpuGpuModel::CpuGpuModel() : m_settings(beatSettings(0))
{
    rebuild();
}

CpuGpuModel::Settings CpuGpuModel::beatSettings(int beat)
{
    Settings s; // a big, even batch: the GPU's home ground
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 1: s.warpsPerSm = 1; break;         // nothing to hide the memory latency with
    case 2: s.divergentPercent = 100; break; // every warp runs both paths of a branch
    case 3: s.tasks = 256; break;            // too little work to fill the GPU
    case 4: s.serialPercent = 5; break;      // a part that cannot be split
    default: break;
    }
    return s;
}

QString CpuGpuModel::beatTitle(int beat)
{
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 1: return tr("One warp in flight per SM");
    case 2: return tr("Every warp diverges");
    case 3: return tr("A small batch");
    case 4: return tr("A 5 % serial part");
    default: return tr("A big, even batch");
    }
}

void CpuGpuModel::reset(quint64 seed)
{
    m_seed = seed;
    m_beat = 0; // the contract: time 0 and beat 0; the parameters are kept
    rebuild();
}

void CpuGpuModel::setBeat(int beat)
{
    m_beat = std::clamp(beat, 0, kBeats - 1);
    m_settings = beatSettings(m_beat);
    rebuild();
}

void CpuGpuModel::rebuild()
{
    const Settings &s = m_settings;
    m_serialTasks = int((qint64(s.tasks) * s.serialPercent + 50) / 100);
    const int warps = (parallelTasks() + kWarpSize - 1) / kWarpSize;
    m_divergent.assign(size_t(warps), false);
    m_divergentCount = int((qint64(warps) * s.divergentPercent + 50) / 100);
    // Exactly m_divergentCount distinct warps, drawn from the seed (a partial Fisher–Yates).
    std::vector<int> order(static_cast<size_t>(warps));
    std::iota(order.begin(), order.end(), 0);
    quint64 state = m_seed;
    for (int i = 0; i < m_divergentCount; ++i) {
        const int j = i + int(splitMix64(state) % quint64(warps - i));
        std::swap(order[size_t(i)], order[size_t(j)]);
        m_divergent[size_t(order[size_t(i)])] = true;
    }

    m_cpu = CpuRun{};
    m_cpu.cores.assign(size_t(s.cpuCores), Core{});
    m_gpu = GpuRun{};
    m_gpu.sms.assign(size_t(s.gpuSms), Wave{});
    m_time = 0;
    m_nowPs = 0;
    const qint64 slower = std::max(predictedFinishPs(Side::Cpu), predictedFinishPs(Side::Gpu));
    m_psPerSecond = std::max<qint64>(1, qint64(std::ceil(double(slower) / kPlaybackSeconds)));
}

// ---- costs ----------------------------------------------------------------------------------

qint64 CpuGpuModel::cpuTaskPs() const
{
    return qint64(m_settings.workPerTask + kCpuTaskOverheadCycles) * kCpuCyclePs;
}

qint64 CpuGpuModel::gpuSerialTaskPs() const
{
    return qint64(m_settings.memoryLatencyCycles + m_settings.workPerTask) * kGpuCyclePs;
}

int CpuGpuModel::lanesInWarp(int warp) const
{
    return std::min(kWarpSize, parallelTasks() - warp * kWarpSize);
}

qint64 CpuGpuModel::warpCycles(int warp) const
{
    return qint64(m_settings.workPerTask) * (m_divergent[size_t(warp)] ? 2 : 1);
}

qint64 CpuGpuModel::waveCycles(int firstWarp, int count) const
{
    qint64 cycles = m_settings.memoryLatencyCycles;
    for (int w = firstWarp; w < firstWarp + count; ++w)
        cycles += warpCycles(w);
    return cycles;
}

int CpuGpuModel::lanesInWave(const Wave &wave) const
{
    int lanes = 0;
    for (int w = wave.firstWarp; w < wave.firstWarp + wave.count; ++w)
        lanes += lanesInWarp(w);
    return lanes;
}

// ---- the formulas ---------------------------------------------------------------------------

qint64 CpuGpuModel::scheduleWaves(bool divergence, qint64 *memoryWaitPs) const
{
    // List scheduling: each wave goes to the SM that is free first (lowest number on ties),
    // which is what the step-by-step run does at every event.
    std::vector<qint64> freeAt(size_t(m_settings.gpuSms), 0);
    std::vector<int> waves(size_t(m_settings.gpuSms), 0);
    const int warps = warpCount();
    for (int first = 0; first < warps; first += m_settings.warpsPerSm) {
        const int count = std::min(m_settings.warpsPerSm, warps - first);
        qint64 cycles = m_settings.memoryLatencyCycles + qint64(count) * m_settings.workPerTask;
        if (divergence)
            cycles = waveCycles(first, count);
        const auto sm = size_t(std::min_element(freeAt.begin(), freeAt.end()) - freeAt.begin());
        freeAt[sm] += cycles * kGpuCyclePs;
        ++waves[sm];
    }
    const auto last = size_t(std::max_element(freeAt.begin(), freeAt.end()) - freeAt.begin());
    if (memoryWaitPs)
        *memoryWaitPs = qint64(waves[last]) * m_settings.memoryLatencyCycles * kGpuCyclePs;
    return freeAt[last];
}

CpuGpuModel::Breakdown CpuGpuModel::breakdown(Side side) const
{
    Breakdown b;
    if (side == Side::Cpu) {
        const qint64 task = cpuTaskPs();
        const qint64 rounds = (parallelTasks() + m_settings.cpuCores - 1) / m_settings.cpuCores;
        b.serialPs = m_serialTasks * task;
        b.parallelPs = rounds * task;
        return b;
    }
    b.launchPs = kGpuLaunchPs;
    b.serialPs = m_serialTasks * gpuSerialTaskPs();
    b.parallelPs = scheduleWaves(true, &b.memoryWaitPs);
    b.divergencePs = b.parallelPs - scheduleWaves(false, nullptr);
    return b;
}

qint64 CpuGpuModel::predictedFinishPs(Side side) const
{
    return breakdown(side).totalPs();
}

// ---- time -----------------------------------------------------------------------------------

void CpuGpuModel::step(double dtSeconds)
{
    if (!(dtSeconds > 0) || finished())
        return;
    m_time += dtSeconds;
    m_nowPs = qint64(std::llround(m_time * double(m_psPerSecond)));
    advanceCpu(m_nowPs);
    advanceGpu(m_nowPs);
}

void CpuGpuModel::advanceCpu(qint64 untilPs)
{
    // Event by event: idle cores take work at the time of the last event, then time runs to the
    // next completion. The serial part runs first, on core 1 alone.
    CpuRun &r = m_cpu;
    const qint64 task = cpuTaskPs();
    const int parallel = parallelTasks();
    while (r.finishPs < 0) {
        if (r.done < m_serialTasks) {
            Core &core = r.cores.front();
            if (!core.busy && r.serialStarted < m_serialTasks) {
                core = {true, true, r.eventPs, r.eventPs + task};
                ++r.serialStarted;
            }
        } else {
            for (Core &core : r.cores)
                if (!core.busy && r.parallelStarted < parallel) {
                    core = {true, false, r.eventPs, r.eventPs + task};
                    ++r.parallelStarted;
                }
        }
        qint64 next = kNever;
        for (const Core &core : r.cores)
            if (core.busy)
                next = std::min(next, core.endPs);
        if (next == kNever || next > untilPs)
            break;
        r.eventPs = next;
        for (Core &core : r.cores)
            if (core.busy && core.endPs == next) {
                core.busy = false;
                ++r.done;
            }
        if (r.done == m_settings.tasks)
            r.finishPs = next;
    }
}

void CpuGpuModel::advanceGpu(qint64 untilPs)
{
    GpuRun &g = m_gpu;
    const int warps = warpCount();
    while (g.finishPs < 0) {
        if (g.eventPs < kGpuLaunchPs) {
            if (untilPs < kGpuLaunchPs)
                break;
            g.eventPs = kGpuLaunchPs; // the kernel starts
        }
        if (g.done < m_serialTasks) {
            if (!g.laneBusy && g.serialStarted < m_serialTasks) {
                g.laneBusy = true;
                g.laneStartPs = g.eventPs;
                g.laneEndPs = g.eventPs + gpuSerialTaskPs();
                ++g.serialStarted;
            }
        } else {
            for (Wave &wave : g.sms)
                if (wave.count == 0 && g.nextWarp < warps) {
                    wave.firstWarp = g.nextWarp;
                    wave.count = std::min(m_settings.warpsPerSm, warps - g.nextWarp);
                    wave.startPs = g.eventPs;
                    wave.endPs = g.eventPs + waveCycles(wave.firstWarp, wave.count) * kGpuCyclePs;
                    g.nextWarp += wave.count;
                }
        }
        qint64 next = g.laneBusy ? g.laneEndPs : kNever;
        for (const Wave &wave : g.sms)
            if (wave.count > 0)
                next = std::min(next, wave.endPs);
        if (next == kNever || next > untilPs)
            break;
        g.eventPs = next;
        if (g.laneBusy && g.laneEndPs == next) {
            g.laneBusy = false;
            ++g.done;
        }
        for (Wave &wave : g.sms)
            if (wave.count > 0 && wave.endPs == next) {
                g.done += lanesInWave(wave);
                wave.count = 0;
            }
        if (g.done == m_settings.tasks)
            g.finishPs = next;
    }
}

// ---- what is on screen ----------------------------------------------------------------------

CpuGpuModel::WarpPhase CpuGpuModel::warpPhase(int sm, int indexInWave) const
{
    const Wave &wave = m_gpu.sms[size_t(sm)];
    if (indexInWave >= wave.count)
        return WarpPhase::Done;
    qint64 start = wave.startPs + qint64(m_settings.memoryLatencyCycles) * kGpuCyclePs;
    if (m_nowPs < start)
        return WarpPhase::Memory;
    for (int i = 0; i < indexInWave; ++i)
        start += warpCycles(wave.firstWarp + i) * kGpuCyclePs;
    if (m_nowPs < start)
        return WarpPhase::Ready;
    return m_nowPs < start + warpCycles(wave.firstWarp + indexInWave) * kGpuCyclePs
               ? WarpPhase::Computing
               : WarpPhase::Done;
}

double CpuGpuModel::warpProgress(int sm, int indexInWave) const
{
    const Wave &wave = m_gpu.sms[size_t(sm)];
    if (indexInWave >= wave.count)
        return 1.0;
    qint64 start = wave.startPs + qint64(m_settings.memoryLatencyCycles) * kGpuCyclePs;
    for (int i = 0; i < indexInWave; ++i)
        start += warpCycles(wave.firstWarp + i) * kGpuCyclePs;
    const qint64 length = warpCycles(wave.firstWarp + indexInWave) * kGpuCyclePs;
    return std::clamp(double(m_nowPs - start) / double(length), 0.0, 1.0);
}

double CpuGpuModel::serialLaneProgress() const
{
    if (!m_gpu.laneBusy)
        return 0;
    return std::clamp(double(m_nowPs - m_gpu.laneStartPs) /
                          double(m_gpu.laneEndPs - m_gpu.laneStartPs),
                      0.0, 1.0);
}

int CpuGpuModel::doneLanesInWave(const Wave &wave) const
{
    int lanes = 0;
    qint64 end = wave.startPs + qint64(m_settings.memoryLatencyCycles) * kGpuCyclePs;
    for (int w = wave.firstWarp; w < wave.firstWarp + wave.count; ++w) {
        end += warpCycles(w) * kGpuCyclePs;
        if (end <= m_nowPs)
            lanes += lanesInWarp(w);
    }
    return lanes;
}

int CpuGpuModel::done(Side side) const
{
    if (side == Side::Cpu)
        return m_cpu.done;
    int lanes = m_gpu.done;
    for (const Wave &wave : m_gpu.sms)
        if (wave.count > 0)
            lanes += doneLanesInWave(wave);
    return lanes;
}

int CpuGpuModel::inFlight(Side side) const
{
    if (side == Side::Cpu)
        return int(std::count_if(m_cpu.cores.begin(), m_cpu.cores.end(),
                                 [](const Core &core) { return core.busy; }));
    int lanes = m_gpu.laneBusy ? 1 : 0;
    for (const Wave &wave : m_gpu.sms)
        if (wave.count > 0)
            lanes += lanesInWave(wave) - doneLanesInWave(wave);
    return lanes;
}

int CpuGpuModel::waiting(Side side) const
{
    return m_settings.tasks - done(side) - inFlight(side);
}

qint64 CpuGpuModel::finishPs(Side side) const
{
    return side == Side::Cpu ? m_cpu.finishPs : m_gpu.finishPs;
}

bool CpuGpuModel::inSerialPart(Side side) const
{
    if (side == Side::Cpu)
        return m_cpu.done < m_serialTasks;
    return gpuLaunched() && m_gpu.done < m_serialTasks;
}

double CpuGpuModel::throughputPerUs(Side side) const
{
    const qint64 end = finishPs(side) >= 0 ? finishPs(side) : m_nowPs;
    if (end <= 0)
        return 0;
    return done(side) / (double(end) * 1e-6);
}

QString CpuGpuModel::formatDuration(qint64 ps)
{
    auto number = [](double value) {
        return QLocale().toString(value, 'f', value < 10 ? 2 : value < 100 ? 1 : 0);
    };
    if (ps >= 1'000'000'000)
        return tr("%1 ms").arg(number(double(ps) * 1e-9));
    if (ps >= 1'000'000)
        return tr("%1 µs").arg(number(double(ps) * 1e-6));
    if (ps >= 1'000)
        return tr("%1 ns").arg(number(double(ps) * 1e-3));
    return tr("%1 ps").arg(QLocale().toString(ps));
}

// ---- parameters and state -------------------------------------------------------------------

QJsonObject CpuGpuModel::parameters() const
{
    return parameterTable().write(m_settings);
}

bool CpuGpuModel::setParameters(const QJsonObject &parameters, QString *error)
{
    if (!parameterTable().read(parameters, m_settings, error))
        return false;
    rebuild();
    return true;
}

QJsonObject CpuGpuModel::state() const
{
    QJsonArray cores, waves, divergent;
    for (const Core &core : m_cpu.cores)
        cores.append(core.busy ? double(core.endPs) : -1.0);
    for (const Wave &wave : m_gpu.sms)
        waves.append(QJsonArray{wave.firstWarp, wave.count, double(wave.endPs)});
    for (int w = 0; w < warpCount(); ++w)
        if (m_divergent[size_t(w)])
            divergent.append(w);
    auto side = [this](Side s) {
        return QJsonObject{{QStringLiteral("done"), done(s)},
                           {QStringLiteral("inFlight"), inFlight(s)},
                           {QStringLiteral("waiting"), waiting(s)},
                           {QStringLiteral("finishPs"), double(finishPs(s))}};
    };
    return {
        {QStringLiteral("time"), m_time},         {QStringLiteral("nowPs"), double(m_nowPs)},
        {QStringLiteral("beat"), m_beat},         {QStringLiteral("cpu"), side(Side::Cpu)},
        {QStringLiteral("gpu"), side(Side::Gpu)}, {QStringLiteral("cores"), cores},
        {QStringLiteral("waves"), waves},         {QStringLiteral("divergentWarps"), divergent}};
}

} // namespace gpulab
