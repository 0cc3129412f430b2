// WillItFitModel: the "Will it fit?" lesson's simulation, a GPU's memory filling part by part.
// Its parameters are the calculator's inputs — a model's shape (a preset from models.csv, or
// typed in), training or serving, formats, optimizer, master copy, activation checkpointing,
// sequence and batch, the overhead assumption, N GPUs and how they share the work, and the GPU
// (from gpu-specs.csv) whose memory is the bar's frame — and its arithmetic is fitmath.h's. The
// animation is deterministic and has no randomness: each part (weights, gradients, master copy,
// optimizer states, activations, KV cache, overhead) grows into the bar in turn over
// kPartSeconds, so the run is a function of its time alone, and finished() once all are in.
//
// Beats (each sets the story's fields; the model's shape and the GPU stay as chosen):
//   0 serving, BF16, one 4,096-token sequence: weights + KV cache;
//   1 serving 32 such sequences at once: the KV cache outgrows the weights;
//   2 training, BF16 + Adam, mixed precision, checkpointing: 16 bytes per parameter first;
//   3 the same without checkpointing, micro-batch 8: activations dominate;
//   4 data parallel on 8 GPUs: each still holds everything;
//   5 ZeRO-3 on 8 GPUs: everything but the activations split eight ways.
#pragma once

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/fitmath.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/modelspecs.h"
#include "lessons/framework/parametertable.h"
#include "lessons/framework/simulationmodel.h"

#include <QList>

namespace gpulab {

class WillItFitModel final : public BasicSimulationModel<WillItFitModel>
{
public:
    struct Settings
    {
        QString preset = QStringLiteral("custom"); // a models.csv id, or "custom"
        double paramsBillion = 7;
        int layers = 32;
        int hidden = 4096;
        int heads = 32;
        int kvHeads = 32;
        int headDim = 128;
        fit::Mode mode = fit::Mode::Training;
        fit::Format weights = fit::Format::Bf16;
        fit::Optimizer optimizer = fit::Optimizer::Adam;
        bool masterCopy = true;
        bool checkpointing = true;
        bool storeScores = false;
        int sequence = 4096;
        int batch = 1;
        fit::Format kvCache = fit::Format::Bf16;
        double overheadPercent = 10; // the labelled assumption
        int gpus = 1;
        fit::Strategy strategy = fit::Strategy::DataParallel;
        QString gpu; // a gpu-specs.csv id; empty: no GPU to compare with
        bool operator==(const Settings &) const = default;
    };

    // The parts in the order they enter the bar.
    enum class Part { Weights, Gradients, Master, Optimizer, Activations, KvCache, Overhead };
    static constexpr int kParts = 7;
    static constexpr double kPartSeconds = 0.2; // the bar fills in 1.4 s
    static constexpr int kMaxGpus = 4096;

    // Presets from data.rows<ModelSpecs>() (see modelSpecsOf), GPUs from data.rows<GpuSpecs>():
    // the single GPUs and accelerators with a memory size. Starts on Llama 2 7B and the H100 SXM
    // where the data has them.
    explicit WillItFitModel(const DataCatalog &data);
    WillItFitModel(); // no data: a typed-in 7-billion-parameter shape, no GPU

    static constexpr char kSimulationId[] = "will-it-fit";
    static constexpr int kBeats = 6;
    static QString beatTitle(int beat);
    // The story's fields of `beat` over `base` (shape and GPU kept).
    static Settings beatSettings(int beat, Settings base);

    void reset(quint64 seed) override;
    void step(double dtSeconds) override;
    QJsonObject parameters() const override;
    bool setParameters(const QJsonObject &parameters, QString *error) override;
    QList<ParameterChoice> parameterChoices(const QString &key) const override;
    QJsonObject state() const override;
    void setBeat(int beat) override;
    bool finished() const override;

    const Settings &settings() const { return m_settings; }
    const QList<ModelSpec> &models() const { return m_models; }
    const QList<GpuSpec> &gpus() const { return m_gpus; }
    const ModelSpec *presetModel() const; // null for "custom"
    const GpuSpec *gpu() const;           // null when none is chosen
    double capacityBytes() const;         // the GPU's memory × 10^9, NaN without one
    QString modelName() const;            // the preset's name, or "custom"

    fit::Shape shape() const;
    fit::Workload workload() const;
    // Per GPU under the chosen strategy and N.
    fit::Breakdown breakdown() const;
    static double partBytes(const fit::Breakdown &b, Part part);
    // How much of each part is in the bar now, 0..1.
    double partShown(Part part) const;
    // The bytes in the bar now (per GPU).
    double bytesShown() const;
    bool fits() const; // the whole breakdown within the GPU (false without a GPU)

private:
    ParameterTable<Settings> parameterTable() const; // the presets and GPUs offered: the data's
    static void copyShape(const ModelSpec &model, Settings &settings);
    static bool sameShape(const ModelSpec &model, const Settings &settings);

    QList<ModelSpec> m_models;
    QList<GpuSpec> m_gpus;
    Settings m_settings;
};

} // namespace gpulab
