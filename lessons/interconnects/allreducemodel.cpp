// AllReduceModel: a ring all-reduce over PCIe, NVLink pairs, NVSwitch or InfiniBand (see
// allreducemodel.h).
#include "lessons/interconnects/allreducemodel.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QRandomGenerator64>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

constexpr double kMaxGradientBytes = 1e15; // 1 PB: far beyond any model, still finite
const char *const kTopologyKeys[] = {"pcie", "nvlink-pairs", "nvswitch", "infiniband"};

} // namespace

AllReduceModel::AllReduceModel(const DataCatalog &data)
    : AllReduceModel(data.rows<InterconnectData>())
{}

AllReduceModel::AllReduceModel(const QList<Interconnect> &links) : m_links(links)
{
    m_settings = beatSettings(0);
    if (!validate(m_settings, nullptr)) { // a data file without the beat's rows: any usable link
        for (const Interconnect &l : m_links)
            if (l.family == LinkFamily::Pcie) {
                m_settings.link = m_settings.hostLink = l.id;
                break;
            }
    }
    rebuild();
}

QString AllReduceModel::topologyKey(Topology topology)
{
    return QString::fromLatin1(kTopologyKeys[int(topology)]);
}

std::optional<AllReduceModel::Topology> AllReduceModel::topologyFromKey(const QString &key)
{
    for (size_t i = 0; i < std::size(kTopologyKeys); ++i)
        if (key == QLatin1String(kTopologyKeys[i]))
            return Topology(i);
    return std::nullopt;
}

QString AllReduceModel::topologyLabel(Topology topology)
{
    switch (topology) {
    case Topology::Pcie: return tr("PCIe through the host");
    case Topology::NvLinkPairs: return tr("NVLink pairs");
    case Topology::NvSwitch: return tr("NVSwitch, all to all");
    case Topology::InfiniBand: return tr("InfiniBand between servers");
    }
    return {};
}

LinkFamily AllReduceModel::linkFamily(Topology topology)
{
    switch (topology) {
    case Topology::Pcie: return LinkFamily::Pcie;
    case Topology::NvLinkPairs:
    case Topology::NvSwitch: return LinkFamily::NvLink;
    case Topology::InfiniBand: return LinkFamily::InfiniBand;
    }
    return LinkFamily::Pcie;
}

AllReduceModel::Settings AllReduceModel::beatSettings(int beat)
{
    Settings s; // 4 GPUs, PCIe 4.0, 40 GB
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 1:
        s.topology = Topology::NvLinkPairs;
        s.link = QStringLiteral("nvlink-3");
        break;
    case 2:
        s.topology = Topology::NvSwitch;
        s.gpus = 8;
        s.link = QStringLiteral("nvlink-4");
        break;
    case 3:
        s.topology = Topology::InfiniBand;
        s.gpus = 8;
        s.link = QStringLiteral("ib-ndr");
        break;
    case 4:
        s.topology = Topology::NvSwitch;
        s.gpus = kRackGpus;
        s.link = QStringLiteral("nvlink-5");
        break;
    default: break;
    }
    return s;
}

QString AllReduceModel::beatTitle(int beat)
{
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 0: return tr("Four GPUs talking through the host (PCIe 4.0)");
    case 1: return tr("NVLink bridges in pairs, PCIe between the pairs");
    case 2: return tr("Eight H100s on NVSwitch (NVLink 4)");
    case 3: return tr("Eight servers on InfiniBand NDR");
    default: return tr("A whole rack: GB200 NVL72, 72 GPUs on NVLink 5");
    }
}

bool AllReduceModel::validate(const Settings &s, QString *error) const
{
    const bool rack = s.gpus == kRackGpus;
    if ((s.gpus < kMinGpus || s.gpus > kMaxGpus) && !rack)
        return failWith(error, tr("gpus must be from %1 to %2, or %3 (one NVL72 rack)")
                                   .arg(QLocale().toString(kMinGpus))
                                   .arg(QLocale().toString(kMaxGpus))
                                   .arg(QLocale().toString(kRackGpus)));
    if (rack && s.topology != Topology::NvSwitch)
        return failWith(
            error, tr("72 GPUs are modelled only as one NVSwitch domain (topology \"nvswitch\")"));
    if (s.topology == Topology::NvLinkPairs && s.gpus % 2 != 0)
        return failWith(error, tr("NVLink pairs need an even number of GPUs (got %1)")
                                   .arg(QLocale().toString(s.gpus)));
    const Interconnect *ringLink = link(s.link);
    if (!ringLink)
        return failWith(error,
                        tr("unknown link \"%1\" (not in the interconnect data file)").arg(s.link));
    if (ringLink->family != linkFamily(s.topology))
        return failWith(error,
                        tr("link \"%1\" is a %2 link; topology \"%3\" needs a %4 link")
                            .arg(s.link, familyName(ringLink->family), topologyKey(s.topology),
                                 familyName(linkFamily(s.topology))));
    if (s.topology == Topology::NvLinkPairs && s.gpus > 2) {
        const Interconnect *host = link(s.hostLink);
        if (!host || host->family != LinkFamily::Pcie)
            return failWith(
                error, tr("hostLink \"%1\" must be a PCIe link of the data file").arg(s.hostLink));
    }
    return true;
}

std::vector<AllReduceModel::RingHop> AllReduceModel::buildHops(const Settings &s) const
{
    std::vector<RingHop> hops;
    auto hopOf = [this](const QString &id) {
        const Interconnect *l = link(id);
        return l ? Hop{l->bytesPerSecond(), l->latencySeconds()} : Hop{};
    };
    for (int g = 0; g < s.gpus; ++g) {
        RingHop h;
        h.from = g;
        h.to = (g + 1) % s.gpus;
        // In pairs, GPU 2k -> 2k+1 is the bridge; 2k+1 -> 2k+2 crosses the host (unless N = 2).
        const bool acrossHost = s.topology == Topology::NvLinkPairs && g % 2 == 1 && s.gpus > 2;
        h.link = acrossHost ? s.hostLink : s.link;
        h.hop = hopOf(h.link);
        hops.push_back(h);
    }
    return hops;
}

void AllReduceModel::rebuild()
{
    m_hops = buildHops(m_settings);
    reset(m_seed);
}

void AllReduceModel::reset(quint64 seed)
{
    m_seed = seed;
    m_time = 0;
    m_applied = 0;
    const size_t cells = size_t(gpus()) * size_t(gpus());
    m_initial.assign(cells, 0);
    QRandomGenerator64 random(seed);
    for (int &v : m_initial)
        v = int(random.bounded(1, 10));
    m_sum = m_initial;
    m_count.assign(cells, 1);
}

double AllReduceModel::stepSeconds() const
{
    const int slowest = slowestHop();
    return slowest < 0 ? 0.0
                       : ring::stepSeconds(m_settings.gradientBytes, gpus(), m_hops[slowest].hop);
}

int AllReduceModel::slowestHop() const
{
    int best = -1;
    double seconds = -1;
    for (size_t i = 0; i < m_hops.size(); ++i) {
        const double s = ring::stepSeconds(m_settings.gradientBytes, gpus(), m_hops[i].hop);
        if (s > seconds)
            seconds = s, best = int(i);
    }
    return best;
}

double AllReduceModel::allReduceSecondsFor(Topology topology, const QString &linkId,
                                           const QString &hostLink) const
{
    Settings s = m_settings;
    s.topology = topology;
    s.link = linkId;
    s.hostLink = hostLink;
    if (s.topology == Topology::NvLinkPairs && s.gpus % 2 != 0)
        return -1;
    if (s.gpus == kRackGpus && topology != Topology::NvSwitch)
        return -1;
    if (!validate(s, nullptr))
        return -1;
    std::vector<Hop> hops;
    for (const RingHop &h : buildHops(s))
        hops.push_back(h.hop);
    return ring::allReduceSeconds(s.gradientBytes, s.gpus, hops);
}

int AllReduceModel::completedSteps() const
{
    return std::min(totalSteps(), int(std::floor(m_time / playbackSecondsPerStep() + 1e-9)));
}

double AllReduceModel::stepFraction() const
{
    if (finished())
        return 0.0;
    const double f = m_time / playbackSecondsPerStep() - completedSteps();
    return std::clamp(f, 0.0, 1.0);
}

double AllReduceModel::modelledSeconds() const
{
    return (completedSteps() + stepFraction()) * stepSeconds();
}

int AllReduceModel::chunkInFlight(int gpu) const
{
    return finished() ? -1 : ring::chunkSent(gpu, completedSteps(), gpus());
}

int AllReduceModel::expectedSum(int chunk) const
{
    int sum = 0;
    for (int g = 0; g < gpus(); ++g)
        sum += initialValue(g, chunk);
    return sum;
}

void AllReduceModel::applySteps(int upTo)
{
    const int n = gpus();
    for (; m_applied < upTo; ++m_applied) {
        const bool reduce = m_applied < n - 1;
        // Every GPU sends at once: read all the chunks before writing any.
        std::vector<int> sentSum(n), sentCount(n), chunks(n);
        for (int g = 0; g < n; ++g) {
            chunks[g] = ring::chunkSent(g, m_applied, n);
            sentSum[g] = m_sum[index(g, chunks[g])];
            sentCount[g] = m_count[index(g, chunks[g])];
        }
        for (int g = 0; g < n; ++g) {
            const size_t to = index((g + 1) % n, chunks[g]);
            if (reduce) {
                m_sum[to] += sentSum[g];
                m_count[to] += sentCount[g];
            } else {
                m_sum[to] = sentSum[g];
                m_count[to] = sentCount[g];
            }
        }
    }
}

void AllReduceModel::step(double dtSeconds)
{
    if (dtSeconds <= 0 || finished())
        return;
    m_time = std::min(m_time + dtSeconds, totalSteps() * playbackSecondsPerStep());
    applySteps(completedSteps());
}

void AllReduceModel::setBeat(int beat)
{
    m_beat = std::clamp(beat, 0, kBeats - 1);
    const Settings s = beatSettings(m_beat);
    if (validate(s, nullptr)) {
        m_settings = s;
    }
    rebuild();
}

ParameterTable<AllReduceModel::Settings> AllReduceModel::parameterTable() const
{
    // The ring's link must fit the topology (validate() says so); switch systems are no link;
    // between pairs only PCIe.
    QList<ParameterChoice> ringLinks, hostLinks;
    for (const Interconnect &l : m_links) {
        if (l.family != LinkFamily::NvSwitch)
            ringLinks.append({l.id, l.nameLabel});
        if (l.family == LinkFamily::Pcie)
            hostLinks.append({l.id, l.nameLabel});
    }
    using S = Settings;
    return ParameterTable<S>()
        .oneOf("topology", &S::topology,
               {Topology::Pcie, Topology::NvLinkPairs, Topology::NvSwitch, Topology::InfiniBand},
               [](Topology t) {
                   return ParameterChoice{topologyKey(t), topologyLabel(t)};
               })
        .whole("gpus", &S::gpus)           // the counts a topology allows: validate()
        .text("link", &S::link, ringLinks) // which links exist and fit: validate()
        .text("hostLink", &S::hostLink, hostLinks)
        .real("gradientBytes", &S::gradientBytes, 1, kMaxGradientBytes);
}

QJsonObject AllReduceModel::parameters() const
{
    return parameterTable().write(m_settings);
}

QList<ParameterChoice> AllReduceModel::parameterChoices(const QString &key) const
{
    return parameterTable().choices(key);
}

bool AllReduceModel::setParameters(const QJsonObject &parameters, QString *error)
{
    Settings wanted = m_settings;
    if (!parameterTable().read(parameters, wanted, error) || !validate(wanted, error))
        return false;
    m_settings = wanted;
    rebuild();
    return true;
}

QJsonObject AllReduceModel::state() const
{
    QJsonArray chunks;
    for (int g = 0; g < gpus(); ++g) {
        QJsonArray row;
        for (int c = 0; c < gpus(); ++c)
            row.append(QJsonArray{value(g, c), contributions(g, c)});
        chunks.append(row);
    }
    return {{"beat", m_beat},
            {"time", m_time},
            {"completedSteps", completedSteps()},
            {"totalSteps", totalSteps()},
            {"phase", finished()          ? QStringLiteral("done")
                      : inReduceScatter() ? QStringLiteral("reduce-scatter")
                                          : QStringLiteral("all-gather")},
            {"chunkBytes", chunkBytes()},
            {"bytesSentSoFarPerGpu", bytesSentSoFarPerGpu()},
            {"modelledSeconds", modelledSeconds()},
            {"allReduceSeconds", allReduceSeconds()},
            {"chunks", chunks}};
}

} // namespace gpulab
