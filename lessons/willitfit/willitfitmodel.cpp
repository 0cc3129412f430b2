// WillItFitModel (see willitfitmodel.h).
#include "lessons/willitfit/willitfitmodel.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::WillItFitModel)
};

const char kCustom[] = "custom";

// The GPUs a memory bar can stand for: one device with a published memory size.
QList<GpuSpec> singleGpus(const QList<GpuSpec> &all)
{
    QList<GpuSpec> list;
    for (const GpuSpec &spec : all)
        if ((spec.kind == GpuKind::Gpu || spec.kind == GpuKind::Accelerator) &&
            spec.deviceCount == 1 && isKnown(spec.memoryGB) && spec.memoryGB > 0)
            list << spec;
    return list;
}

} // namespace

WillItFitModel::WillItFitModel() = default;

WillItFitModel::WillItFitModel(const DataCatalog &data)
    : m_models(modelSpecsOf(data)), m_gpus(singleGpus(data.rows<GpuSpecs>()))
{
    if (const ModelSpec *llama = findModelSpec(m_models, QStringLiteral("llama-2-7b"))) {
        m_settings.preset = llama->id;
        copyShape(*llama, m_settings);
    }
    if (findGpuSpec(m_gpus, QStringLiteral("h100-sxm5")))
        m_settings.gpu = QStringLiteral("h100-sxm5");
    else if (!m_gpus.isEmpty())
        m_settings.gpu = m_gpus.first().id;
    m_settings = beatSettings(0, m_settings);
}

QString WillItFitModel::beatTitle(int beat)
{
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 1: return Tr::tr("Serving 32 long sequences: the KV cache");
    case 2: return Tr::tr("Training with Adam: 16 bytes per parameter");
    case 3: return Tr::tr("Training without checkpointing: activations");
    case 4: return Tr::tr("Data parallel on 8 GPUs: no help");
    case 5: return Tr::tr("ZeRO-3 on 8 GPUs: the state is split");
    default: return Tr::tr("Serving one sequence: weights + KV cache");
    }
}

WillItFitModel::Settings WillItFitModel::beatSettings(int beat, Settings s)
{
    beat = std::clamp(beat, 0, kBeats - 1);
    s.weights = fit::Format::Bf16;
    s.kvCache = fit::Format::Bf16;
    s.optimizer = fit::Optimizer::Adam;
    s.masterCopy = true;
    s.storeScores = false;
    s.sequence = 4096;
    s.gpus = 1;
    s.strategy = fit::Strategy::DataParallel;
    s.mode = beat <= 1 ? fit::Mode::Inference : fit::Mode::Training;
    s.batch = beat == 1 ? 32 : beat == 3 ? 8 : 1;
    s.checkpointing = beat != 3;
    if (beat >= 4)
        s.gpus = 8;
    if (beat == 5)
        s.strategy = fit::Strategy::Zero3;
    return s;
}

void WillItFitModel::copyShape(const ModelSpec &model, Settings &s)
{
    s.paramsBillion = model.paramsBillion;
    s.layers = model.layers;
    s.hidden = model.hidden;
    s.heads = model.heads;
    s.kvHeads = model.kvHeads;
    s.headDim = model.headDim;
}

bool WillItFitModel::sameShape(const ModelSpec &model, const Settings &s)
{
    return s.paramsBillion == model.paramsBillion && s.layers == model.layers &&
           s.hidden == model.hidden && s.heads == model.heads && s.kvHeads == model.kvHeads &&
           s.headDim == model.headDim;
}

ParameterTable<WillItFitModel::Settings> WillItFitModel::parameterTable() const
{
    using S = Settings;
    QList<ParameterChoice> presets{{QString::fromLatin1(kCustom), Tr::tr("Custom (typed in)")}};
    for (const ModelSpec &model : m_models)
        presets.append({model.id, model.name});
    QList<ParameterChoice> gpus{{QString(), Tr::tr("(none)")}};
    for (const GpuSpec &spec : m_gpus)
        gpus.append({spec.id, spec.name});
    return ParameterTable<S>()
        .oneOf("preset", &S::preset, presets)
        .real("paramsBillion", &S::paramsBillion, 0.001, 100000)
        .whole("layers", &S::layers, 1, 10000)
        .whole("hidden", &S::hidden, 1, 1000000)
        .whole("heads", &S::heads, 1, 100000)
        .whole("kvHeads", &S::kvHeads, 1, 100000)
        .whole("headDim", &S::headDim, 1, 100000)
        .oneOf("mode", &S::mode, {fit::Mode::Training, fit::Mode::Inference},
               [](fit::Mode m) {
                   return ParameterChoice{fit::modeKey(m), m == fit::Mode::Training
                                                               ? Tr::tr("Training")
                                                               : Tr::tr("Serving (inference)")};
               })
        .oneOf("weights", &S::weights,
               {fit::Format::Fp32, fit::Format::Bf16, fit::Format::Fp8, fit::Format::Int4},
               [](fit::Format f) {
                   return ParameterChoice{fit::formatKey(f), {}};
               })
        .oneOf("optimizer", &S::optimizer,
               {fit::Optimizer::Sgd, fit::Optimizer::Momentum, fit::Optimizer::Adam,
                fit::Optimizer::Adam8bit},
               [](fit::Optimizer o) {
                   return ParameterChoice{fit::optimizerKey(o), {}};
               })
        .flag("masterCopy", &S::masterCopy)
        .flag("checkpointing", &S::checkpointing)
        .flag("storeScores", &S::storeScores)
        .whole("sequence", &S::sequence, 1, 10000000)
        .whole("batch", &S::batch, 1, 100000)
        .oneOf("kvCache", &S::kvCache,
               {fit::Format::Fp32, fit::Format::Bf16, fit::Format::Fp8, fit::Format::Int4},
               [](fit::Format f) {
                   return ParameterChoice{fit::formatKey(f), {}};
               })
        .real("overheadPercent", &S::overheadPercent, 0, 100)
        .whole("gpus", &S::gpus, 1, kMaxGpus)
        .oneOf("strategy", &S::strategy,
               {fit::Strategy::DataParallel, fit::Strategy::Zero1, fit::Strategy::Zero2,
                fit::Strategy::Zero3, fit::Strategy::Tensor},
               [](fit::Strategy s) {
                   return ParameterChoice{fit::strategyKey(s), {}};
               })
        .oneOf("gpu", &S::gpu, gpus);
}

void WillItFitModel::reset(quint64 seed)
{
    m_seed = seed; // kept for presets; the filling bar needs no random numbers
    m_time = 0;
    m_beat = 0;
}

void WillItFitModel::step(double dtSeconds)
{
    if (!finished())
        m_time += dtSeconds;
}

bool WillItFitModel::finished() const
{
    return m_time >= kParts * kPartSeconds;
}

QJsonObject WillItFitModel::parameters() const
{
    return parameterTable().write(m_settings);
}

QList<ParameterChoice> WillItFitModel::parameterChoices(const QString &key) const
{
    return parameterTable().choices(key);
}

bool WillItFitModel::setParameters(const QJsonObject &parameters, QString *error)
{
    Settings wanted = m_settings;
    if (!parameterTable().read(parameters, wanted, error))
        return false;
    // A preset chosen now brings its shape; a shape edited by hand is a custom model.
    if (const ModelSpec *model = findModelSpec(m_models, wanted.preset)) {
        if (wanted.preset != m_settings.preset)
            copyShape(*model, wanted);
        else if (!sameShape(*model, wanted))
            wanted.preset = QString::fromLatin1(kCustom);
    }
    if (wanted.kvHeads > wanted.heads || wanted.heads % wanted.kvHeads != 0)
        return failWith(error, Tr::tr("kvHeads (%1) must divide heads (%2): every key/value "
                                      "head serves the same number of query heads")
                                   .arg(QLocale().toString(wanted.kvHeads))
                                   .arg(QLocale().toString(wanted.heads)));
    if (wanted.mode == fit::Mode::Training && wanted.weights != fit::Format::Fp32 &&
        wanted.weights != fit::Format::Bf16)
        return failWith(error, Tr::tr("training here keeps FP32 or 16-bit weights: FP8 and "
                                      "4-bit training keep higher-precision copies this "
                                      "calculator does not model"));
    m_settings = wanted;
    m_time = 0;
    return true;
}

void WillItFitModel::setBeat(int beat)
{
    m_beat = std::clamp(beat, 0, kBeats - 1);
    m_settings = beatSettings(m_beat, m_settings);
    m_time = 0;
}

const ModelSpec *WillItFitModel::presetModel() const
{
    return findModelSpec(m_models, m_settings.preset);
}

const GpuSpec *WillItFitModel::gpu() const
{
    return m_settings.gpu.isEmpty() ? nullptr : findGpuSpec(m_gpus, m_settings.gpu);
}

double WillItFitModel::capacityBytes() const
{
    const GpuSpec *spec = gpu();
    return spec ? spec->memoryGB * 1e9 : kUnknownFigure;
}

QString WillItFitModel::modelName() const
{
    const ModelSpec *model = presetModel();
    return model ? model->name : Tr::tr("Custom model");
}

fit::Shape WillItFitModel::shape() const
{
    const Settings &s = m_settings;
    return {s.paramsBillion * 1e9, s.layers, s.hidden, s.heads, s.kvHeads, s.headDim};
}

fit::Workload WillItFitModel::workload() const
{
    const Settings &s = m_settings;
    fit::Workload w;
    w.mode = s.mode;
    w.weights = s.weights;
    w.optimizer = s.optimizer;
    w.masterCopy = s.masterCopy;
    w.checkpointing = s.checkpointing;
    w.storeScores = s.storeScores;
    w.sequence = s.sequence;
    w.batch = s.batch;
    w.kvCache = s.kvCache;
    w.overheadFraction = s.overheadPercent / 100.0;
    return w;
}

fit::Breakdown WillItFitModel::breakdown() const
{
    return fit::perGpu(shape(), workload(), m_settings.strategy, m_settings.gpus);
}

double WillItFitModel::partBytes(const fit::Breakdown &b, Part part)
{
    switch (part) {
    case Part::Weights: return b.weights;
    case Part::Gradients: return b.gradients;
    case Part::Master: return b.master;
    case Part::Optimizer: return b.optimizer;
    case Part::Activations: return b.activations;
    case Part::KvCache: return b.kvCache;
    case Part::Overhead: return b.overhead;
    }
    return 0;
}

double WillItFitModel::partShown(Part part) const
{
    const double start = int(part) * kPartSeconds;
    return std::clamp((m_time - start) / kPartSeconds, 0.0, 1.0);
}

double WillItFitModel::bytesShown() const
{
    const fit::Breakdown b = breakdown();
    double bytes = 0;
    for (int p = 0; p < kParts; ++p)
        bytes += partBytes(b, Part(p)) * partShown(Part(p));
    return bytes;
}

bool WillItFitModel::fits() const
{
    const double capacity = capacityBytes();
    return isKnown(capacity) && breakdown().total() <= capacity;
}

QJsonObject WillItFitModel::state() const
{
    const fit::Breakdown b = breakdown();
    QJsonArray parts;
    for (int p = 0; p < kParts; ++p)
        parts.append(QJsonObject{{QStringLiteral("bytes"), partBytes(b, Part(p))},
                                 {QStringLiteral("shown"), partShown(Part(p))}});
    const double capacity = capacityBytes();
    return {{QStringLiteral("beat"), m_beat},
            {QStringLiteral("time"), m_time},
            {QStringLiteral("model"), m_settings.preset},
            {QStringLiteral("parts"), parts},
            {QStringLiteral("totalBytes"), b.total()},
            {QStringLiteral("bytesShown"), bytesShown()},
            {QStringLiteral("capacityBytes"), isKnown(capacity) ? capacity : 0.0},
            {QStringLiteral("fits"), fits()}};
}

} // namespace gpulab
