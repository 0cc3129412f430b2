// The simulation of the "NVLink and interconnects" lesson: N GPUs (2 to 8, or the 72 of one
// GB200 NVL72 rack) add up their gradients with a ring all-reduce, over one of four topologies:
//   pcie          every GPU on its own PCIe x16 link to the host; GPU-to-GPU traffic goes
//                 through the host's root complex (peer to peer), each link full duplex;
//   nvlink-pairs  GPUs bridged in pairs with NVLink (0-1, 2-3, ...); the pairs reach each other
//                 only through the host's PCIe: the ring alternates NVLink and PCIe hops;
//   nvswitch      every GPU's NVLinks go to NVSwitch chips: any GPU reaches any other at its
//                 full NVLink bandwidth (DGX/HGX, NVL72);
//   infiniband    one GPU per server, the servers joined by InfiniBand, one 4x port per GPU.
// Bandwidth and latency of every hop come from the data file (interconnectdata.h): B = the
// link's per-direction GB/s, α = its typical per-step latency (0 where the file has none).
//
// The all-reduce is the ring of interconnectmath.h, step by step: the buffer of S bytes is cut
// into N chunks; at every one of the 2(N − 1) steps every GPU sends one chunk to its right-hand
// neighbour (reduce-scatter: the neighbour adds it; all-gather: it copies it). The modelled time
// of one step is the slowest hop's α + S/(N·B); the whole takes 2(N − 1) such steps, exactly
// ring::allReduceSeconds(). To show that the sum is right, every GPU starts with a small whole
// number per chunk (1-9, drawn from the seed); at the end every GPU holds, for every chunk, the
// sum over all GPUs.
//
// Time: step(dt) moves playback time; one ring step takes playbackSecondsPerStep() of it (1 s
// for up to 8 GPUs, 0.1 s for 72). Modelled time (what the hardware would take) is derived from
// the ring step reached. Nothing reads a clock.
//
// Beats: 0 four GPUs over PCIe 4.0, 1 four GPUs in NVLink 3 pairs (PCIe 4.0 between pairs),
// 2 eight H100s on NVSwitch (NVLink 4), 3 eight servers on InfiniBand NDR, 4 a GB200 NVL72 rack
// (72 GPUs, NVLink 5). All with S = 40 GB (10 billion FP32 gradients). A beat sets every
// parameter and restarts; reset() keeps the parameters.
#pragma once

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/parametertable.h"
#include "lessons/framework/simulationmodel.h"
#include "lessons/interconnects/interconnectdata.h"
#include "lessons/interconnects/interconnectmath.h"

#include <QCoreApplication>
#include <QList>

#include <optional>
#include <vector>

namespace gpulab {

class AllReduceModel final : public BasicSimulationModel<AllReduceModel>
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::AllReduceModel)
public:
    enum class Topology { Pcie, NvLinkPairs, NvSwitch, InfiniBand };

    struct Settings
    {
        Topology topology = Topology::Pcie;
        int gpus = 4;
        QString link = QStringLiteral("pcie-4");     // the ring's link (family fits the topology)
        QString hostLink = QStringLiteral("pcie-4"); // nvlink-pairs: between the pairs
        double gradientBytes = 40e9;                 // S
        bool operator==(const Settings &) const = default;
    };

    // One ring hop as the model uses it.
    struct RingHop
    {
        int from = 0;
        int to = 0;
        QString link; // data id
        Hop hop;
    };

    static constexpr int kMinGpus = 2;
    static constexpr int kMaxGpus = 8;
    static constexpr int kRackGpus = 72;
    static constexpr int kBeats = 5;

    explicit AllReduceModel(const DataCatalog &data); // the links of its interconnects table
    explicit AllReduceModel(const QList<Interconnect> &links);

    // The simulation id a lesson manifest names in "simulation"; the lesson table reads it here.
    static constexpr char kSimulationId[] = "ring-allreduce";
    void reset(quint64 seed) override;
    void step(double dtSeconds) override;
    QJsonObject parameters() const override;
    bool setParameters(const QJsonObject &parameters, QString *error) override;
    QList<ParameterChoice> parameterChoices(const QString &key) const override;
    QJsonObject state() const override;
    void setBeat(int beat) override;
    bool finished() const override { return completedSteps() >= totalSteps(); }

    static Settings beatSettings(int beat);
    static QString beatTitle(int beat); // translated
    static QString topologyKey(Topology topology);
    static std::optional<Topology> topologyFromKey(const QString &key);
    static QString topologyLabel(Topology topology); // translated
    // The data family a topology's ring link must belong to.
    static LinkFamily linkFamily(Topology topology);

    const Settings &settings() const { return m_settings; }
    const QList<Interconnect> &links() const { return m_links; }
    const Interconnect *link(const QString &id) const { return findInterconnect(m_links, id); }

    // The ring and its closed forms for the current settings.
    const std::vector<RingHop> &hops() const { return m_hops; }
    int gpus() const { return m_settings.gpus; }
    int totalSteps() const { return ring::steps(m_settings.gpus); }
    double chunkBytes() const { return ring::chunkBytes(m_settings.gradientBytes, gpus()); }
    double stepSeconds() const; // modelled: the slowest hop
    double allReduceSeconds() const { return totalSteps() * stepSeconds(); }
    double bytesSentPerGpu() const
    {
        return ring::bytesSentPerGpu(m_settings.gradientBytes, gpus());
    }
    // The hop that sets the pace (index into hops()).
    int slowestHop() const;
    // The same all-reduce (same N and S) on another topology and link, for comparison.
    double allReduceSecondsFor(Topology topology, const QString &link,
                               const QString &hostLink = QStringLiteral("pcie-4")) const;

    // Progress.
    double playbackSecondsPerStep() const { return gpus() > kMaxGpus ? 0.1 : 1.0; }
    int completedSteps() const;
    double stepFraction() const; // 0..1 within the step in flight (0 when finished)
    bool inReduceScatter() const { return completedSteps() < gpus() - 1; }
    double modelledSeconds() const; // of the hardware, at the current point
    double bytesSentSoFarPerGpu() const { return completedSteps() * chunkBytes(); }

    // Chunk c on GPU g: how many GPUs' values it holds, and their sum.
    int contributions(int gpu, int chunk) const { return m_count[index(gpu, chunk)]; }
    int value(int gpu, int chunk) const { return m_sum[index(gpu, chunk)]; }
    int initialValue(int gpu, int chunk) const { return m_initial[index(gpu, chunk)]; }
    int expectedSum(int chunk) const; // over all GPUs' initial values
    // The chunk GPU `gpu` sends in the step in flight (-1 when finished).
    int chunkInFlight(int gpu) const;

private:
    ParameterTable<Settings> parameterTable() const;
    // The combination: GPU count, topology and links (the fields themselves: parameterTable()).
    bool validate(const Settings &s, QString *error) const;
    std::vector<RingHop> buildHops(const Settings &s) const;
    void rebuild();
    void applySteps(int upTo);
    size_t index(int gpu, int chunk) const { return size_t(gpu) * size_t(gpus()) + size_t(chunk); }

    QList<Interconnect> m_links;
    Settings m_settings;
    std::vector<RingHop> m_hops;
    int m_applied = 0; // ring steps applied to the chunk contents
    std::vector<int> m_initial, m_sum, m_count;
};

} // namespace gpulab
