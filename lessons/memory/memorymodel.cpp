// MemoryModel: one thread's loads through a GPU's memory hierarchy (see memorymodel.h).
#include "lessons/memory/memorymodel.h"
#include "lessons/framework/numbertext.h"

#include "lessons/framework/parametertable.h"
#include "lessons/framework/splitmix.h"

#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

constexpr MemoryLevel kServing[] = {MemoryLevel::L1, MemoryLevel::L2, MemoryLevel::Hbm,
                                    MemoryLevel::Host};

} // namespace

double MemoryModel::Machine::latencyNs(MemoryLevel level) const
{
    return clockMHz > 0 ? double(at(level).latencyCycles) * 1000.0 / clockMHz : 0;
}

MemoryModel::MemoryModel(const DataCatalog &data)
    : MemoryModel(data.rows<GpuSpecs>(), data.rows<MemoryLevels>())
{}

MemoryModel::MemoryModel(const QList<GpuSpec> &specs, const QList<MemoryLevelRow> &rows)
    : m_specs(specs), m_rows(rows)
{
    const QStringList gpus = availableGpus();
    if (!gpus.isEmpty() && !gpus.contains(m_settings.gpu))
        m_settings.gpu = gpus.first();
    m_settings = beatSettings(0, m_settings.gpu);
    rebuild();
}

QString MemoryModel::workloadKey(Workload workload)
{
    switch (workload) {
    case Workload::Naive: return QStringLiteral("naive");
    case Workload::Tiled: return QStringLiteral("tiled");
    default: return QStringLiteral("random");
    }
}

std::optional<MemoryModel::Workload> MemoryModel::workloadFromKey(const QString &key)
{
    for (Workload w : {Workload::Random, Workload::Naive, Workload::Tiled})
        if (key == workloadKey(w))
            return w;
    return std::nullopt;
}

// ---- the machine ----------------------------------------------------------------------------

std::optional<MemoryModel::Machine> MemoryModel::machineFor(const QString &gpu) const
{
    const GpuSpec *spec = findGpuSpec(m_specs, gpu);
    if (!spec || !isKnown(spec->boostClockMHz) || !isKnown(spec->computeUnits) ||
        spec->boostClockMHz <= 0 || spec->computeUnits <= 0)
        return std::nullopt;
    Machine m;
    m.gpu = gpu;
    m.name = spec->name;
    m.clockMHz = spec->boostClockMHz;
    m.sms = int(std::lround(spec->computeUnits));
    for (int l = 0; l < kMemoryLevelCount; ++l) {
        const MemoryLevelRow *row = findMemoryLevel(m_rows, gpu, MemoryLevel(l));
        if (!row)
            return std::nullopt;
        Level &level = m.levels[size_t(l)];
        level.level = MemoryLevel(l);
        level.capacityBytes = row->capacityBytes;
        level.chipBytes =
            row->scope == MemoryScope::Sm ? row->capacityBytes * m.sms : row->capacityBytes;
        level.bandwidthGBs = row->bandwidthGBs;
        level.source = row->source;
        level.notes = row->notes;
        level.approximate = row->approximate;
        if (level.level == MemoryLevel::Registers) {
            level.latencyCycles = 0;
        } else if (isKnown(row->latencyCycles)) {
            level.latencyCycles = qint64(std::llround(row->latencyCycles));
        } else if (level.level != MemoryLevel::Host) {
            return std::nullopt; // a level a load can hit needs its latency
        }
    }
    // Capacities the random workload needs, growing outwards.
    for (MemoryLevel l : {MemoryLevel::L1, MemoryLevel::L2, MemoryLevel::Hbm})
        if (!isKnown(m.at(l).capacityBytes) || m.at(l).capacityBytes <= 0)
            return std::nullopt;
    Level &host = m.levels[size_t(MemoryLevel::Host)];
    if (host.latencyCycles == 0) {
        if (!isKnown(host.bandwidthGBs) || host.bandwidthGBs <= 0)
            return std::nullopt;
        const double bytesPerCycle = host.bandwidthGBs * 1e9 / (m.clockMHz * 1e6);
        host.latencyCycles = m.at(MemoryLevel::Hbm).latencyCycles +
                             qint64(std::ceil(double(kHostBlockBytes) / bytesPerCycle));
        host.latencyDerived = true;
    }
    return m;
}

QStringList MemoryModel::availableGpus() const
{
    QStringList gpus;
    for (const QString &gpu : memoryLevelGpus(m_rows))
        if (machineFor(gpu))
            gpus << gpu;
    return gpus;
}

QString MemoryModel::gpuName(const QString &gpu) const
{
    const GpuSpec *spec = findGpuSpec(m_specs, gpu);
    return spec ? spec->name : gpu;
}

// ---- beats ----------------------------------------------------------------------------------

MemoryModel::Settings MemoryModel::beatSettings(int beat, const QString &gpu)
{
    Settings s;
    s.gpu = gpu;
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 1: s.workingSetBytes = 16.0 * 1024 * 1024; break;
    case 2: s.workingSetBytes = 4.0 * 1024 * 1024 * 1024; break;
    case 3:
        s.workingSetBytes = 160.0 * 1024 * 1024 * 1024;
        s.requests = 24;
        break;
    case 4: s.workload = Workload::Naive; break;
    case 5: s.workload = Workload::Tiled; break;
    default: break; // 64 KiB: fits in L1
    }
    return s;
}

QString MemoryModel::beatTitle(int beat)
{
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 1: return tr("A working set that fits in L2");
    case 2: return tr("A working set in HBM");
    case 3: return tr("Larger than HBM: the host over PCIe");
    case 4: return tr("Matrix product, naive: every operand from HBM");
    case 5: return tr("Matrix product, tiled: operands from shared memory");
    default: return tr("A working set that fits in L1");
    }
}

void MemoryModel::setBeat(int beat)
{
    m_beat = std::clamp(beat, 0, kBeats - 1);
    m_settings = beatSettings(m_beat, m_settings.gpu);
    rebuild();
}

void MemoryModel::reset(quint64 seed)
{
    m_seed = seed;
    if (m_beat != 0 && m_settings == beatSettings(m_beat, m_settings.gpu))
        m_settings = beatSettings(0, m_settings.gpu);
    m_beat = 0;
    rebuild();
}

// ---- closed forms ---------------------------------------------------------------------------

double MemoryModel::hitProbability(MemoryLevel level, double workingSetBytes) const
{
    if (level == MemoryLevel::Registers || !(workingSetBytes > 0))
        return 0;
    double previous = 0; // P(served at or before the level above)
    for (MemoryLevel l : kServing) {
        const double reach = l == MemoryLevel::Host
                                 ? 1.0
                                 : std::min(1.0, m_machine.at(l).capacityBytes / workingSetBytes);
        const double here = std::max(0.0, reach - previous);
        if (l == level)
            return here;
        previous = std::max(previous, reach);
    }
    return 0;
}

double MemoryModel::expectedWaitCycles(double workingSetBytes) const
{
    double sum = 0;
    for (MemoryLevel l : kServing)
        sum += hitProbability(l, workingSetBytes) * double(m_machine.at(l).latencyCycles);
    return sum;
}

qint64 MemoryModel::hbmWords(Workload workload, qint64 n, qint64 tile)
{
    switch (workload) {
    case Workload::Naive: return 2 * n * n * n;
    case Workload::Tiled: return tile > 0 ? 2 * n * n * n / tile : 0;
    default: return 0;
    }
}

qint64 MemoryModel::sharedWords(Workload workload, qint64 n, qint64 tile)
{
    Q_UNUSED(tile);
    return workload == Workload::Tiled ? 2 * n * n * n : 0;
}

qint64 MemoryModel::closedFormCycles() const
{
    const qint64 n = m_settings.size;
    const qint64 t = m_settings.tile;
    const qint64 c = m_settings.computeCycles;
    const qint64 hbm = m_machine.at(MemoryLevel::Hbm).latencyCycles;
    const qint64 l1 = m_machine.at(MemoryLevel::L1).latencyCycles;
    switch (m_settings.workload) {
    case Workload::Naive: return n * (hbm + c);
    case Workload::Tiled: return (n / t) * hbm + n * (l1 + c);
    default: {
        qint64 sum = 0;
        for (const Event &e : m_events)
            sum += e.waitCycles + e.computeCycles;
        return sum;
    }
    }
}

qint64 MemoryModel::threads() const
{
    return m_settings.workload == Workload::Random ? 1 : qint64(m_settings.size) * m_settings.size;
}

// ---- the run --------------------------------------------------------------------------------

void MemoryModel::rebuild()
{
    std::optional<Machine> m = machineFor(m_settings.gpu);
    if (!m) {
        const QStringList gpus = availableGpus();
        if (!gpus.isEmpty()) {
            m_settings.gpu = gpus.first();
            m = machineFor(m_settings.gpu);
        }
    }
    m_machine = m ? *m : Machine{};
    m_events.clear();
    auto add = [this](MemoryLevel level, qint64 words, qint64 compute) {
        Event e;
        e.level = level;
        e.words = words;
        e.waitCycles = m_machine.at(level).latencyCycles;
        e.computeCycles = compute;
        m_events.push_back(e);
    };
    const qint64 c = m_settings.computeCycles;
    if (m) {
        switch (m_settings.workload) {
        case Workload::Random: {
            quint64 state = m_seed;
            for (int i = 0; i < m_settings.requests; ++i) {
                const double u = unitInterval(state);
                MemoryLevel served = MemoryLevel::Host;
                for (MemoryLevel l : {MemoryLevel::L1, MemoryLevel::L2, MemoryLevel::Hbm})
                    if (u <
                        std::min(1.0, m_machine.at(l).capacityBytes / m_settings.workingSetBytes)) {
                        served = l;
                        break;
                    }
                add(served, 1, c);
            }
            break;
        }
        case Workload::Naive:
            for (int k = 0; k < m_settings.size; ++k)
                add(MemoryLevel::Hbm, 2, c);
            break;
        case Workload::Tiled:
            for (int s = 0; s < m_settings.size / m_settings.tile; ++s) {
                add(MemoryLevel::Hbm, 2, 0); // one element of each tile into shared memory
                for (int k = 0; k < m_settings.tile; ++k)
                    add(MemoryLevel::L1, 2, c);
            }
            break;
        }
    }
    qint64 start = 0;
    for (Event &e : m_events) {
        e.start = start;
        start += e.waitCycles + e.computeCycles;
    }
    m_total = start;
    m_cps = m_settings.cyclesPerSecond > 0
                ? m_settings.cyclesPerSecond
                : std::max<qint64>(1, qint64(std::ceil(double(m_total) / kRunSeconds)));
    m_time = 0;
    m_cycle = 0;
}

void MemoryModel::step(double dtSeconds)
{
    if (!(dtSeconds > 0) || finished())
        return;
    m_time += dtSeconds;
    const auto cycle = qint64(std::floor(m_time * double(m_cps) + 1e-9));
    m_cycle = std::min(std::max(m_cycle, cycle), m_total);
}

MemoryModel::Progress MemoryModel::progress() const
{
    Progress p;
    const qint64 t = m_cycle;
    for (int i = 0; i < int(m_events.size()); ++i) {
        const Event &e = m_events[size_t(i)];
        if (t < e.start)
            break;
        const qint64 into = t - e.start;
        const bool served = into >= e.waitCycles;
        p.waitingCycles += std::min(into, e.waitCycles);
        p.computingCycles += std::clamp<qint64>(into - e.waitCycles, 0, e.computeCycles);
        if (served) {
            ++p.eventsDone;
            p.words[size_t(e.level)] += e.words;
            for (MemoryLevel l : kServing) {
                if (l == e.level) {
                    ++p.hits[size_t(l)];
                    break;
                }
                ++p.misses[size_t(l)];
            }
        }
        if (into < e.waitCycles + e.computeCycles) {
            p.current = i;
            p.waiting = !served;
            p.phase =
                served ? (e.computeCycles > 0 ? double(into - e.waitCycles) / e.computeCycles : 1.0)
                       : (e.waitCycles > 0 ? double(into) / e.waitCycles : 1.0);
            break;
        }
    }
    return p;
}

// ---- parameters and state -------------------------------------------------------------------

ParameterTable<MemoryModel::Settings> MemoryModel::parameterTable() const
{
    QList<ParameterChoice> gpus;
    for (const QString &gpu : availableGpus())
        gpus.append({gpu, gpuName(gpu)});
    using S = Settings;
    return ParameterTable<S>()
        .oneOf("gpu", &S::gpu, gpus)
        .oneOf("workload", &S::workload, {Workload::Random, Workload::Naive, Workload::Tiled},
               [](Workload w) {
                   return ParameterChoice{workloadKey(w), {}};
               })
        .real("workingSetBytes", &S::workingSetBytes, kMinWorkingSet, 1e15)
        .whole("requests", &S::requests, 1, kMaxRequests)
        .whole("computeCycles", &S::computeCycles, 0, kMaxCompute)
        .whole("size", &S::size, 1, kMaxSize)
        .whole("tile", &S::tile, 1, kMaxSize)
        .whole("cyclesPerSecond", &S::cyclesPerSecond, 0, 1'000'000'000); // 0: automatic
}

QJsonObject MemoryModel::parameters() const
{
    return parameterTable().write(m_settings);
}

QList<ParameterChoice> MemoryModel::parameterChoices(const QString &key) const
{
    return parameterTable().choices(key);
}

bool MemoryModel::setParameters(const QJsonObject &parameters, QString *error)
{
    Settings wanted = m_settings;
    if (!parameterTable().read(parameters, wanted, error))
        return false;
    if (wanted.size % wanted.tile != 0)
        return failWith(error, tr("the tile (%1) must divide the matrix size (%2)")
                                   .arg(QLocale().toString(wanted.tile))
                                   .arg(wholeText(wanted.size)));
    m_settings = wanted;
    rebuild();
    return true;
}

QJsonObject MemoryModel::state() const
{
    const Progress p = progress();
    QJsonObject levels;
    for (MemoryLevel l : kServing)
        levels.insert(memoryLevelKey(l),
                      QJsonObject{{QStringLiteral("hits"), double(p.hits[size_t(l)])},
                                  {QStringLiteral("misses"), double(p.misses[size_t(l)])},
                                  {QStringLiteral("words"), double(p.words[size_t(l)])}});
    return {{QStringLiteral("time"), m_time},
            {QStringLiteral("cycle"), double(m_cycle)},
            {QStringLiteral("totalCycles"), double(m_total)},
            {QStringLiteral("cyclesPerSecond"), double(m_cps)},
            {QStringLiteral("beat"), m_beat},
            {QStringLiteral("seed"), QString::number(m_seed)},
            {QStringLiteral("parameters"), parameters()},
            {QStringLiteral("loadsServed"), double(p.eventsDone)},
            {QStringLiteral("loads"), double(m_events.size())},
            {QStringLiteral("waitingCycles"), double(p.waitingCycles)},
            {QStringLiteral("computingCycles"), double(p.computingCycles)},
            {QStringLiteral("levels"), levels}};
}

} // namespace gpulab
