// CostModel: "The cost of compute"'s simulation, a training run's budget being spent. Its
// parameters are the run — a model of models.csv, a token budget, a GPU of gpu-specs.csv (its
// dense BF16 peak), the MFU, the number of GPUs, the price per GPU-hour with its currency and
// date, and, for a spot run, the spot price, the mean time between interruptions, the
// checkpoint's and the restart's cost and the checkpoint interval — and its arithmetic is
// costmath.h's (6·P·D; the ring all-reduce of the gradients per step, allreduce.h).
//
// The run plays in about kPlaySeconds of playback whatever its length: the run's clock (hours)
// moves at its expected wall-clock time / kPlaySeconds per second. Work advances with the clock;
// a spot run writes a checkpoint every `intervalMinutes` of work (taking `checkpointMinutes`),
// is interrupted at times drawn from the seed (exponential, mean `mtbfHours`), loses the work
// since its last checkpoint and restarts (taking `restartMinutes`). Every event is processed in
// order of its time, so a seed gives the same run whatever dt the canvas steps with. GPU-hours
// are billed for the whole wall-clock time (restarts and checkpoints included).
//
// Beats (each sets the story's fields over the chosen GPU and prices):
//   0 the budget: Llama 2 7B on 2 trillion tokens, 64 GPUs on demand;
//   1 eight times the GPUs: an eighth of the time, about the same GPU-hours (plus communication);
//   2 spot, checkpointing every 8 hours: interruptions throw away hours of work;
//   3 spot, checkpointing at Young's interval √(2 δ M): less lost, the cheapest finish;
//   4 a 70B model on 15 trillion tokens (Llama 3's budget) on 1,024 GPUs.
#pragma once

#include "lessons/cost/costmath.h"
#include "lessons/framework/datacatalog.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/modelspecs.h"
#include "lessons/framework/parametertable.h"
#include "lessons/framework/simulationmodel.h"

#include <QCoreApplication>
#include <QList>

namespace gpulab {

class CostModel final : public BasicSimulationModel<CostModel>
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::CostModel)
public:
    struct Settings
    {
        QString gpu = QStringLiteral("h100-sxm5");
        QString model = QStringLiteral("llama-2-7b");
        double tokensBillion = 2000;
        double mfuPercent = 40;
        int gpus = 64;
        double pricePerGpuHour = 2.69; // on demand
        double spotPricePerGpuHour = 0.81;
        QString spotPriceDate = QStringLiteral("2026-03");
        QString currency = QStringLiteral("USD");
        QString priceDate = QStringLiteral("2026-03"); // when the price was observed
        bool spot = false;
        double mtbfHours = 12;         // the job's mean time between interruptions (spot)
        double checkpointMinutes = 10; // δ
        double restartMinutes = 15;    // R
        double intervalMinutes = 120;  // τ, of work between checkpoints
        double networkGBs = 50;        // per GPU, one way, between servers (400 Gb/s)
        bool operator==(const Settings &) const = default;
    };

    struct Interruption
    {
        double atHours = 0;   // the run's clock
        double lostHours = 0; // work thrown away
    };

    static constexpr int kBeats = 5;
    static constexpr double kPlaySeconds = 12;
    static constexpr int kMaxGpus = 100000;
    static constexpr int kGpusPerNode = 8;
    // The latency of one ring step: an assumption (a few microseconds, the order of NCCL's ring
    // on NVLink and InfiniBand); at these gradient sizes the bandwidth term dominates.
    static constexpr double kStepLatencySeconds = 5e-6;
    static constexpr int kMaxInterruptionsKept = 400;

    explicit CostModel(const DataCatalog &data);
    CostModel(const QList<GpuSpec> &gpus, const QList<ModelSpec> &models);

    static constexpr char kSimulationId[] = "training-budget";
    static QString beatTitle(int beat); // translated
    static Settings beatSettings(int beat, const Settings &base);

    void reset(quint64 seed) override;
    void step(double dtSeconds) override;
    QJsonObject parameters() const override;
    bool setParameters(const QJsonObject &parameters, QString *error) override;
    QList<ParameterChoice> parameterChoices(const QString &key) const override;
    QJsonObject state() const override;
    void setBeat(int beat) override;
    bool finished() const override { return m_done; }

    const Settings &settings() const { return m_settings; }
    // GPUs with a dense BF16 peak; models with a parameter count.
    const QList<GpuSpec> &gpus() const { return m_gpus; }
    const QList<ModelSpec> &models() const { return m_models; }
    const GpuSpec *gpu() const;
    const ModelSpec *model() const;

    // ---- the plan (costmath.h)
    double flops() const;      // 6 P D
    double peakTflops() const; // dense BF16 of the GPU
    cost::TrainingRun run() const;
    cost::ScalingPoint plan() const; // at settings().gpus, with communication
    cost::ScalingPoint planAt(int gpus) const;
    Hop nodeHop() const; // NVLink (or PCIe) one way: gpu-specs' interconnect_gbs / 2
    Hop networkHop() const;
    double workHours() const { return plan().wallHours; } // the run without interruptions
    cost::SpotRun expectedSpot() const;
    double youngIntervalMinutes() const;
    double pricePerHour() const;      // spot or on demand, as set
    const QString &priceDate() const; // when that price was observed
    double expectedWallHours() const;
    double expectedCost() const;

    // ---- the run now
    double clockHours() const { return m_clock; }
    double workDoneHours() const { return m_work; }
    double savedHours() const { return m_saved; } // at the last checkpoint
    bool checkpointing() const { return m_phase == Phase::Checkpointing; }
    bool restarting() const { return m_phase == Phase::Restarting; }
    double gpuHoursSpent() const { return m_clock * m_settings.gpus; }
    double moneySpent() const { return gpuHoursSpent() * pricePerHour(); }
    double flopsDone() const;
    int interruptionCount() const { return m_interruptionCount; }
    double lostHours() const { return m_lost; }
    const QList<Interruption> &interruptions() const { return m_interruptions; }
    const QList<double> &checkpoints() const { return m_checkpoints; } // clock of each, hours

private:
    enum class Phase { Working, Checkpointing, Restarting };
    ParameterTable<Settings> parameterTable() const;
    void restart();
    void advanceTo(double clock);
    void interrupt(double restartHours);
    double drawInterruption(double after);

    QList<GpuSpec> m_gpus;
    QList<ModelSpec> m_models;
    Settings m_settings;
    quint64 m_rng = 0;
    double m_rateHoursPerSecond = 0;
    double m_target = 0; // work hours to do
    double m_clock = 0;
    double m_work = 0;
    double m_saved = 0;
    Phase m_phase = Phase::Working;
    double m_phaseEnd = 0;
    double m_nextInterruption = 0;
    bool m_done = false;
    int m_interruptionCount = 0;
    double m_lost = 0;
    QList<Interruption> m_interruptions;
    QList<double> m_checkpoints;
};

} // namespace gpulab
