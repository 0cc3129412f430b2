// The simulation of the Training-vs-inference lesson: one GPU serving a language model. Requests
// arrive (a Poisson stream from the seed), wait in a queue, are admitted into the running batch
// while the batch has a free slot and the memory beside the weights can hold their whole KV cache
// (prompt + answer, reserved on admission), are prefilled (every prompt token in one step) and
// then decode one token per step until their answer is complete, when they leave and free their
// cache. This is iteration-level ("continuous") batching as Orca introduced it (Yu et al., OSDI
// 2022): the batch is re-formed at every step.
//
// Each step's time is the roofline's bound (servingmath.h): max(bytes / bandwidth, FLOP / peak)
// with the weights read once per step plus the KV cache of every decoding sequence, and 2 x
// parameters FLOP per token in the step; bandwidth, memory and the dense FP16 (else BF16) peak
// from gpu-specs.csv, the model's parameters, layers, KV heads and head size from models.csv.
// Weights are stored in the chosen format (FP16, INT8, FP4); the KV cache stays FP16. No kernel
// reaches these bounds: the figures are the best the hardware allows, not a benchmark.
//
// Measured while it runs (simulated seconds): output tokens per second over the whole run
// (throughput), the mean time between two tokens of one sequence (time per output token: the
// step times a decoding sequence waits), and the mean time from arrival to the first token.
//
// Time: step(dt) plays dt seconds; the server's clock moves dt / slowMotion. Events (arrivals,
// ends of steps) are processed in order of their times, so the run is the same for a seed
// whatever dt the canvas steps with. Beats: 0 one request at a time; 1 a queue builds; 2 batching;
// 3 many users: the KV cache fills the memory; 4 FP4 weights; 5 long prompts: prefill is
// compute-bound; 6 a 70B model in FP16 does not fit one GPU. A beat sets every parameter but the
// GPU and restarts; reset() keeps user parameters, drops a beat's.
#pragma once

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/modelspecs.h"
#include "lessons/framework/parametertable.h"
#include "lessons/framework/servingmath.h"
#include "lessons/framework/simulationmodel.h"

#include <QCoreApplication>
#include <QList>

#include <deque>
#include <optional>
#include <vector>

namespace gpulab {

class ServingModel final : public BasicSimulationModel<ServingModel>
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::ServingModel)
public:
    struct Settings
    {
        QString gpu = QStringLiteral("h100-sxm5");
        QString model = QStringLiteral("llama-2-7b");
        serving::Format format = serving::Format::Fp16;
        int maxBatch = 1;
        double arrivalsPerSecond = 0.5;
        int promptTokens = 512;
        int outputTokens = 256;
        double slowMotion = 10; // played seconds per second of the server's clock
        bool operator==(const Settings &) const = default;
    };

    // What the chosen GPU and model give the server.
    struct Machine
    {
        QString gpuName;
        QString modelName;
        double bandwidthGBs = 0;
        double peakGflops = 0; // dense FP16 (else BF16) tensor peak
        double memoryBytes = 0;
        double parameters = 0;
        double weightBytes = 0;
        double kvBytesPerToken = 0; // FP16
        int context = 0;            // the model's longest sequence (0: not published)
        bool fits() const { return weightBytes < memoryBytes; }
        double kvCapacityBytes() const { return fits() ? memoryBytes - weightBytes : 0; }
    };

    struct Request
    {
        int id = 0;
        double arrival = 0;
        double firstToken = -1; // -1: not yet
        int prompt = 0;
        int generated = 0;       // output tokens so far
        bool prefilling = false; // admitted for the step running: its prompt is being read
        int context() const { return prompt + generated; } // tokens in its KV cache
    };

    static constexpr int kBeats = 7;
    static constexpr int kMaxBatch = 1024;
    static constexpr int kMaxTokens = 131072;

    explicit ServingModel(const DataCatalog &data);
    ServingModel(const QList<GpuSpec> &gpus, const QList<ModelSpec> &models);

    static constexpr char kSimulationId[] = "serving-gpu";
    void reset(quint64 seed) override;
    void step(double dtSeconds) override;
    QJsonObject parameters() const override;
    bool setParameters(const QJsonObject &parameters, QString *error) override;
    QList<ParameterChoice> parameterChoices(const QString &key) const override;
    QJsonObject state() const override;
    void setBeat(int beat) override;

    static Settings beatSettings(int beat, const QString &gpu);
    static QString beatTitle(int beat); // translated
    static QString formatKey(serving::Format format);

    // GPUs with a bandwidth, a memory size and a dense FP16 or BF16 peak; models with layers,
    // KV heads and a head size.
    QStringList availableGpus() const;
    QStringList availableModels() const;
    std::optional<Machine> machineFor(const Settings &settings) const;

    const Settings &settings() const { return m_settings; }
    const Machine &machine() const { return m_machine; }

    // ---- the server now (simulated seconds)
    double clock() const { return m_clock; }
    const std::deque<Request> &waiting() const { return m_waiting; }
    const std::vector<Request> &running() const { return m_running; }
    bool stepping() const { return m_stepping; }
    const serving::StepCost &lastStep() const { return m_step; } // the step running or last run
    double kvUsedBytes() const { return m_kvReserved; }
    // Requests admitted at once at most: the batch limit, and the memory's.
    int memoryLimit() const;
    long long completed() const { return m_completed; }
    long long tokensOut() const { return m_tokensOut; }
    long long stepsDone() const { return m_steps; }
    double throughputTokensPerSecond() const; // output tokens / clock; 0 before any
    double meanTimePerOutputToken() const;    // seconds; 0 before any decode
    double meanTimeToFirstToken() const;      // seconds; 0 before any

private:
    ParameterTable<Settings> parameterTable() const;
    void rebuild();
    void advanceTo(double until);
    void arrive();
    void startStep();
    void finishStep();
    double kvBytesOf(const Request &r) const; // reserved: prompt + output tokens

    QList<GpuSpec> m_gpus;
    QList<ModelSpec> m_models;
    Settings m_settings;
    Machine m_machine;
    quint64 m_rng = 0;
    double m_clock = 0;
    double m_nextArrival = 0;
    int m_nextId = 1;
    std::deque<Request> m_waiting;
    std::vector<Request> m_running;
    bool m_stepping = false;
    double m_stepEnd = 0;
    serving::StepCost m_step;
    double m_kvReserved = 0;
    long long m_completed = 0;
    long long m_tokensOut = 0;
    long long m_steps = 0;
    double m_tpotSum = 0;
    long long m_tpotCount = 0;
    double m_ttftSum = 0;
    long long m_ttftCount = 0;
};

} // namespace gpulab
