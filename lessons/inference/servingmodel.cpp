// ServingModel (see servingmodel.h).
#include "lessons/inference/servingmodel.h"

#include "lessons/framework/failwith.h"
#include "lessons/framework/splitmix.h"

#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

// Beyond this many waiting requests, new arrivals are turned away (a real server would too).
constexpr std::size_t kMaxWaiting = 100000;

std::optional<double> peakOf(const GpuSpec &gpu)
{
    if (const std::optional<double> fp16 = gpu.rate(Precision::Fp16))
        return fp16;
    return gpu.rate(Precision::Bf16);
}

bool usableGpu(const GpuSpec &gpu)
{
    return (gpu.kind == GpuKind::Gpu || gpu.kind == GpuKind::Accelerator) &&
           isKnown(gpu.bandwidthGBs) && isKnown(gpu.memoryGB) && peakOf(gpu).has_value();
}

bool usableModel(const ModelSpec &model)
{
    return model.parameters() > 0 && model.layers > 0 && model.kvHeads > 0 && model.headDim > 0;
}

} // namespace

ServingModel::ServingModel(const DataCatalog &data)
    : ServingModel(data.rows<GpuSpecs>(), modelSpecsOf(data))
{}

ServingModel::ServingModel(const QList<GpuSpec> &gpus, const QList<ModelSpec> &models)
{
    for (const GpuSpec &gpu : gpus)
        if (usableGpu(gpu))
            m_gpus.append(gpu);
    for (const ModelSpec &model : models)
        if (usableModel(model))
            m_models.append(model);
    m_settings = beatSettings(0, m_settings.gpu);
    rebuild();
}

QString ServingModel::formatKey(serving::Format format)
{
    switch (format) {
    case serving::Format::Int8: return QStringLiteral("int8");
    case serving::Format::Fp4: return QStringLiteral("fp4");
    default: return QStringLiteral("fp16");
    }
}

QStringList ServingModel::availableGpus() const
{
    QStringList ids;
    for (const GpuSpec &gpu : m_gpus)
        ids.append(gpu.id);
    return ids;
}

QStringList ServingModel::availableModels() const
{
    QStringList ids;
    for (const ModelSpec &model : m_models)
        ids.append(model.id);
    return ids;
}

ServingModel::Settings ServingModel::beatSettings(int beat, const QString &gpu)
{
    Settings s;
    s.gpu = gpu;
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 1: s.arrivalsPerSecond = 3; break;
    case 2:
        s.arrivalsPerSecond = 3;
        s.maxBatch = 32;
        break;
    case 3:
        s.arrivalsPerSecond = 40;
        s.maxBatch = 256;
        s.promptTokens = 2048;
        s.outputTokens = 512;
        s.slowMotion = 4;
        break;
    case 4:
        s.arrivalsPerSecond = 3;
        s.format = serving::Format::Fp4;
        break;
    case 5:
        s.arrivalsPerSecond = 2;
        s.maxBatch = 8;
        s.promptTokens = 3584;
        s.outputTokens = 512;
        break;
    case 6:
        s.model = QStringLiteral("llama-2-70b");
        s.arrivalsPerSecond = 0.5;
        s.maxBatch = 8;
        break;
    default: break; // one request at a time, a slow stream
    }
    return s;
}

QString ServingModel::beatTitle(int beat)
{
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 1: return tr("A queue builds");
    case 2: return tr("Batching");
    case 3: return tr("Many users: the KV cache fills memory");
    case 4: return tr("FP4 weights");
    case 5: return tr("Long prompts: prefill is compute-bound");
    case 6: return tr("A 70B model in FP16");
    default: return tr("One request at a time");
    }
}

std::optional<ServingModel::Machine> ServingModel::machineFor(const Settings &s) const
{
    const GpuSpec *gpu = findGpuSpec(m_gpus, s.gpu);
    const ModelSpec *model = findModelSpec(m_models, s.model);
    if (!gpu || !model)
        return std::nullopt;
    Machine m;
    m.gpuName = gpu->name;
    m.modelName = model->name;
    m.bandwidthGBs = gpu->bandwidthGBs;
    m.peakGflops = peakOf(*gpu).value_or(0) * 1000;
    m.memoryBytes = gpu->memoryGB * 1e9;
    m.parameters = model->parameters();
    m.weightBytes = serving::weightBytes(m.parameters, serving::bytesPerValue(s.format));
    m.kvBytesPerToken = model->kvCacheBytesPerToken(serving::bytesPerValue(serving::Format::Fp16));
    m.context = model->context;
    return m;
}

ParameterTable<ServingModel::Settings> ServingModel::parameterTable() const
{
    QList<ParameterChoice> gpus;
    for (const GpuSpec &gpu : m_gpus)
        gpus.append({gpu.id, gpu.name});
    QList<ParameterChoice> models;
    for (const ModelSpec &model : m_models)
        models.append({model.id, model.name});
    using S = Settings;
    using F = serving::Format;
    return ParameterTable<S>()
        .oneOf("gpu", &S::gpu, gpus)
        .oneOf("model", &S::model, models)
        .oneOf("format", &S::format, {F::Fp16, F::Int8, F::Fp4},
               [](F f) {
                   return ParameterChoice{formatKey(f), {}};
               })
        .whole("maxBatch", &S::maxBatch, 1, kMaxBatch)
        .real("arrivalsPerSecond", &S::arrivalsPerSecond, 0.01, 1000)
        .whole("promptTokens", &S::promptTokens, 1, kMaxTokens)
        .whole("outputTokens", &S::outputTokens, 1, kMaxTokens)
        .real("slowMotion", &S::slowMotion, 1, 1000);
}

QJsonObject ServingModel::parameters() const
{
    return parameterTable().write(m_settings);
}

QList<ParameterChoice> ServingModel::parameterChoices(const QString &key) const
{
    return parameterTable().choices(key);
}

bool ServingModel::setParameters(const QJsonObject &parameters, QString *error)
{
    Settings wanted = m_settings;
    if (!parameterTable().read(parameters, wanted, error))
        return false;
    if (const ModelSpec *model = findModelSpec(m_models, wanted.model);
        model && model->context > 0 && wanted.promptTokens + wanted.outputTokens > model->context)
        return failWith(error, tr("%1 handles at most %2 tokens; the prompt (%3) and the answer "
                                  "(%4) together are longer")
                                   .arg(model->name)
                                   .arg(QLocale().toString(model->context))
                                   .arg(QLocale().toString(wanted.promptTokens))
                                   .arg(QLocale().toString(wanted.outputTokens)));
    m_settings = wanted;
    rebuild();
    return true;
}

void ServingModel::setBeat(int beat)
{
    m_beat = std::clamp(beat, 0, kBeats - 1);
    Settings s = beatSettings(m_beat, m_settings.gpu);
    if (!findModelSpec(m_models, s.model) && !m_models.isEmpty())
        s.model = m_models.front().id;
    m_settings = s;
    rebuild();
}

void ServingModel::reset(quint64 seed)
{
    m_seed = seed;
    if (m_beat != 0 && m_settings == beatSettings(m_beat, m_settings.gpu))
        m_settings = beatSettings(0, m_settings.gpu);
    m_beat = 0;
    rebuild();
}

void ServingModel::rebuild()
{
    if (!findGpuSpec(m_gpus, m_settings.gpu) && !m_gpus.isEmpty())
        m_settings.gpu = m_gpus.front().id;
    if (!findModelSpec(m_models, m_settings.model) && !m_models.isEmpty())
        m_settings.model = m_models.front().id;
    m_machine = machineFor(m_settings).value_or(Machine{});
    m_time = 0;
    m_clock = 0;
    m_rng = m_seed;
    m_nextId = 1;
    m_waiting.clear();
    m_running.clear();
    m_stepping = false;
    m_stepEnd = 0;
    m_step = {};
    m_kvReserved = 0;
    m_completed = m_tokensOut = m_steps = 0;
    m_tpotSum = m_ttftSum = 0;
    m_tpotCount = m_ttftCount = 0;
    m_nextArrival = 0; // the first request at once, then a Poisson stream
}

double ServingModel::kvBytesOf(const Request &) const
{
    return m_machine.kvBytesPerToken * double(m_settings.promptTokens + m_settings.outputTokens);
}

int ServingModel::memoryLimit() const
{
    return serving::requestsThatFit(m_machine.memoryBytes, m_machine.weightBytes,
                                    m_machine.kvBytesPerToken,
                                    m_settings.promptTokens + m_settings.outputTokens);
}

void ServingModel::step(double dtSeconds)
{
    m_time += dtSeconds;
    advanceTo(m_time / m_settings.slowMotion);
}

void ServingModel::advanceTo(double until)
{
    if (!m_machine.fits() || m_machine.bandwidthGBs <= 0) {
        m_clock = std::max(m_clock, until);
        return;
    }
    for (;;) {
        const bool stepEnds = m_stepping && m_stepEnd <= m_nextArrival;
        const double next = stepEnds ? m_stepEnd : m_nextArrival;
        if (next > until)
            break;
        m_clock = next;
        if (stepEnds) {
            finishStep();
        } else {
            arrive();
            if (!m_stepping)
                startStep();
        }
    }
    m_clock = std::max(m_clock, until);
}

void ServingModel::arrive()
{
    if (m_waiting.size() < kMaxWaiting) {
        Request r;
        r.id = m_nextId++;
        r.arrival = m_clock;
        r.prompt = m_settings.promptTokens;
        m_waiting.push_back(r);
    }
    m_nextArrival = m_clock - std::log(openUnitInterval(m_rng)) / m_settings.arrivalsPerSecond;
}

void ServingModel::startStep()
{
    const double capacity = m_machine.kvCapacityBytes();
    while (!m_waiting.empty() && int(m_running.size()) < m_settings.maxBatch) {
        const Request &next = m_waiting.front();
        if (m_kvReserved + kvBytesOf(next) > capacity) {
            if (m_running.empty())
                m_waiting.pop_front(); // it could never fit: turned away
            else
                break; // it waits for a finished request's memory
            continue;
        }
        Request r = next;
        m_waiting.pop_front();
        r.prefilling = true;
        m_kvReserved += kvBytesOf(r);
        m_running.push_back(r);
    }
    if (m_running.empty()) {
        m_stepping = false;
        return;
    }
    std::int64_t tokens = 0;
    std::int64_t kvRead = 0;
    for (const Request &r : m_running) {
        tokens += r.prefilling ? r.prompt : 1;
        kvRead += r.prefilling ? 0 : r.context();
    }
    m_step =
        serving::stepCost(m_machine.parameters, m_machine.weightBytes, m_machine.kvBytesPerToken,
                          tokens, kvRead, m_machine.bandwidthGBs, m_machine.peakGflops);
    m_stepEnd = m_clock + m_step.seconds();
    m_stepping = true;
}

void ServingModel::finishStep()
{
    ++m_steps;
    for (Request &r : m_running) {
        if (r.prefilling) {
            r.prefilling = false;
            r.firstToken = m_clock;
            m_ttftSum += m_clock - r.arrival;
            ++m_ttftCount;
        } else {
            m_tpotSum += m_step.seconds();
            ++m_tpotCount;
        }
        ++r.generated;
        ++m_tokensOut;
    }
    const auto done = std::remove_if(m_running.begin(), m_running.end(), [this](const Request &r) {
        return r.generated >= m_settings.outputTokens;
    });
    for (auto it = done; it != m_running.end(); ++it) {
        m_kvReserved -= kvBytesOf(*it);
        ++m_completed;
    }
    m_running.erase(done, m_running.end());
    if (m_running.empty())
        m_kvReserved = 0; // no rounding left over
    m_stepping = false;
    startStep();
}

double ServingModel::throughputTokensPerSecond() const
{
    return m_clock > 0 ? double(m_tokensOut) / m_clock : 0;
}

double ServingModel::meanTimePerOutputToken() const
{
    return m_tpotCount > 0 ? m_tpotSum / double(m_tpotCount) : 0;
}

double ServingModel::meanTimeToFirstToken() const
{
    return m_ttftCount > 0 ? m_ttftSum / double(m_ttftCount) : 0;
}

QJsonObject ServingModel::state() const
{
    return {{QStringLiteral("beat"), m_beat},
            {QStringLiteral("clock"), m_clock},
            {QStringLiteral("fits"), m_machine.fits()},
            {QStringLiteral("weightBytes"), m_machine.weightBytes},
            {QStringLiteral("kvBytesPerToken"), m_machine.kvBytesPerToken},
            {QStringLiteral("kvUsedBytes"), m_kvReserved},
            {QStringLiteral("memoryLimit"), memoryLimit()},
            {QStringLiteral("waiting"), qint64(m_waiting.size())},
            {QStringLiteral("running"), qint64(m_running.size())},
            {QStringLiteral("completed"), m_completed},
            {QStringLiteral("tokensOut"), m_tokensOut},
            {QStringLiteral("steps"), m_steps},
            {QStringLiteral("stepSeconds"), m_step.seconds()},
            {QStringLiteral("stepComputeBound"), m_step.computeBound()},
            {QStringLiteral("throughput"), throughputTokensPerSecond()},
            {QStringLiteral("timePerOutputToken"), meanTimePerOutputToken()},
            {QStringLiteral("timeToFirstToken"), meanTimeToFirstToken()}};
}

} // namespace gpulab
