// LossScalingModel: gradients stored in a narrow format, with and without loss scaling (see
// lossscalingmodel.h).
#include "lessons/precision/lossscalingmodel.h"

#include "lessons/framework/parametertable.h"
#include "lessons/framework/splitmix.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace gpulab {

namespace {

LossScalingModel::Sample storeWith(const fp::Rounder &rounder, double minNormal, double gradient,
                                   int scaleLog2)
{
    LossScalingModel::Sample sample;
    sample.gradient = gradient;
    const double scaled = std::ldexp(gradient, scaleLog2); // exact: a power-of-two scale
    sample.scaledLog2 = std::log2(scaled);
    const fp::Rounder::Outcome out = rounder.round(scaled);
    sample.stored = out.value;
    using Fate = LossScalingModel::Fate;
    if (out.overflow || !std::isfinite(out.value))
        sample.fate = Fate::Overflow;
    else if (out.value == 0)
        sample.fate = Fate::Underflow;
    else if (std::abs(out.value) < minNormal)
        sample.fate = Fate::Subnormal;
    else
        sample.fate = Fate::Normal;
    return sample;
}

void count(LossScalingModel::Counts &counts, LossScalingModel::Fate fate)
{
    using Fate = LossScalingModel::Fate;
    ++counts.seen;
    switch (fate) {
    case Fate::Normal: ++counts.normal; break;
    case Fate::Subnormal: ++counts.subnormal; break;
    case Fate::Underflow: ++counts.underflowed; break;
    case Fate::Overflow: ++counts.overflowed; break;
    }
}

// Every parameter, declared once: parameters(), setParameters() and parameterChoices() read it.
const ParameterTable<LossScalingModel::Settings> &parameterTable()
{
    using M = LossScalingModel;
    using S = M::Settings;
    static const ParameterTable<S> table =
        ParameterTable<S>()
            .oneOf(
                "format", &S::format, M::offeredFormats(),
                [](fp::Format format) {
                    const fp::FormatSpec &spec = fp::formatSpec(format);
                    return ParameterChoice{QString::fromLatin1(spec.name),
                                           QString::fromLatin1(spec.displayName)};
                },
                Qt::CaseInsensitive) // as fp::findFormat reads a name
            .oneOf("scaling", &S::scaling,
                   {M::Scaling::Off, M::Scaling::Fixed, M::Scaling::Dynamic},
                   [](M::Scaling scaling) {
                       return ParameterChoice{M::scalingName(scaling), {}};
                   })
            .whole("scaleLog2", &S::scaleLog2, M::kMinScaleLog2, M::kMaxScaleLog2)
            .whole("growthInterval", &S::growthInterval, 1, M::kMaxGrowthInterval)
            .whole("gradientsPerIteration", &S::gradientsPerIteration, M::kMinGradients,
                   M::kMaxGradients)
            .whole("iterations", &S::iterations, 1, M::kMaxIterations)
            .real("medianLog2", &S::medianLog2, -60, 10)
            .real("spreadLog2", &S::spreadLog2, 0.25, 8)
            .real("iterationsPerSecond", &S::iterationsPerSecond, 0.5, 60);
    return table;
}

} // namespace

LossScalingModel::LossScalingModel() : m_settings(beatSettings(0))
{
    rebuild();
}

std::vector<fp::Format> LossScalingModel::offeredFormats()
{
    return {fp::Format::Fp32, fp::Format::Fp16, fp::Format::Bf16, fp::Format::Fp8E5M2,
            fp::Format::Fp8E4M3};
}

QString LossScalingModel::scalingName(Scaling scaling)
{
    switch (scaling) {
    case Scaling::Off: return QStringLiteral("off");
    case Scaling::Fixed: return QStringLiteral("fixed");
    case Scaling::Dynamic: return QStringLiteral("dynamic");
    }
    return {};
}

QString LossScalingModel::beatTitle(int beat)
{
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 1: return tr("FP16 with a fixed scale of 2^16");
    case 2: return tr("FP16 with a fixed scale that is too large (2^34)");
    case 3: return tr("FP16 with dynamic loss scaling");
    case 4: return tr("BF16 without loss scaling");
    case 5: return tr("FP8 E5M2 with dynamic loss scaling");
    case 6: return tr("FP8 E4M3 with dynamic loss scaling");
    default: return tr("FP16 without loss scaling");
    }
}

LossScalingModel::Settings LossScalingModel::beatSettings(int beat)
{
    Settings s; // the defaults: FP16, no scaling, the same gradients in every beat
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 1:
        s.scaling = Scaling::Fixed;
        s.scaleLog2 = 16;
        break;
    case 2:
        s.scaling = Scaling::Fixed;
        s.scaleLog2 = 34;
        break;
    case 3: s.scaling = Scaling::Dynamic; break;
    case 4: s.format = fp::Format::Bf16; break;
    case 5:
        s.format = fp::Format::Fp8E5M2;
        s.scaling = Scaling::Dynamic;
        break;
    case 6:
        s.format = fp::Format::Fp8E4M3;
        s.scaling = Scaling::Dynamic;
        break;
    default: break;
    }
    return s;
}

LossScalingModel::Counts LossScalingModel::runTotals(const Settings &settings, quint64 seed)
{
    LossScalingModel model;
    model.m_seed = seed;
    model.m_settings = settings;
    model.rebuild();
    while (!model.finished())
        model.runIteration();
    return model.totals();
}

void LossScalingModel::reset(quint64 seed)
{
    m_seed = seed;
    if (m_beat != 0) { // leaving another beat for beat 0: beat 0's set-up (see the header)
        m_beat = 0;
        m_settings = beatSettings(0);
    }
    rebuild();
}

void LossScalingModel::setBeat(int beat)
{
    m_beat = std::clamp(beat, 0, kBeats - 1);
    m_settings = beatSettings(m_beat);
    rebuild();
}

void LossScalingModel::rebuild()
{
    m_limits = fp::properties(spec());
    m_time = 0;
    m_iteration = 0;
    m_scaleLog2 = m_settings.scaling == Scaling::Off ? 0 : m_settings.scaleLog2;
    m_cleanRun = 0;
    m_overflowIterations = 0;
    m_totals = {};
    m_samples.clear();
    m_history.clear();
    m_history.reserve(size_t(m_settings.iterations));
}

double LossScalingModel::scale() const
{
    return std::ldexp(1.0, m_scaleLog2);
}

LossScalingModel::Sample LossScalingModel::store(const fp::FormatSpec &spec, double gradient,
                                                 int scaleLog2)
{
    return storeWith(fp::Rounder(spec), fp::properties(spec).minNormal, gradient, scaleLog2);
}

std::vector<double> LossScalingModel::gradients(quint64 seed, int index, const Settings &settings)
{
    // One stream per iteration, from the seed and the iteration number only.
    quint64 state = seed * 0x9E3779B97F4A7C15ULL ^ (quint64(index) + 1) * 0xD1B54A32D192ED03ULL;
    splitMix64(state);
    std::vector<double> values(size_t(settings.gradientsPerIteration));
    for (size_t i = 0; i < values.size(); i += 2) {
        // Box–Muller: two standard normal numbers from two uniform ones.
        const double radius = std::sqrt(-2.0 * std::log(openUnitInterval(state)));
        const double angle = 2.0 * std::numbers::pi * openUnitInterval(state);
        const double z[2] = {radius * std::cos(angle), radius * std::sin(angle)};
        for (size_t k = 0; k < 2 && i + k < values.size(); ++k)
            values[i + k] = std::exp2(settings.medianLog2 + settings.spreadLog2 * z[k]);
    }
    return values;
}

void LossScalingModel::step(double dtSeconds)
{
    if (!(dtSeconds > 0) || finished())
        return;
    m_time += dtSeconds;
    const double due = std::floor(m_time * m_settings.iterationsPerSecond + 1e-9);
    const int target = int(std::min(due, double(m_settings.iterations)));
    while (m_iteration < target)
        runIteration();
}

void LossScalingModel::runIteration()
{
    const fp::Rounder rounder(spec());
    const std::vector<double> values = gradients(m_seed, m_iteration, m_settings);
    Iteration record;
    record.scaleLog2 = m_scaleLog2;
    m_samples.resize(values.size());
    for (size_t i = 0; i < values.size(); ++i) {
        m_samples[i] = storeWith(rounder, m_limits.minNormal, values[i], m_scaleLog2);
        count(record.counts, m_samples[i].fate);
        count(m_totals, m_samples[i].fate);
    }
    if (record.overflow())
        ++m_overflowIterations;
    if (m_settings.scaling == Scaling::Dynamic) {
        if (record.overflow()) { // skip this step, halve the scale
            m_scaleLog2 = std::max(kMinScaleLog2, m_scaleLog2 - 1);
            m_cleanRun = 0;
        } else if (++m_cleanRun >= m_settings.growthInterval) {
            m_scaleLog2 = std::min(kMaxScaleLog2, m_scaleLog2 + 1);
            m_cleanRun = 0;
        }
    }
    m_history.push_back(record);
    ++m_iteration;
}

QJsonObject LossScalingModel::parameters() const
{
    return parameterTable().write(m_settings);
}

QList<ParameterChoice> LossScalingModel::parameterChoices(const QString &key) const
{
    return parameterTable().choices(key);
}

bool LossScalingModel::setParameters(const QJsonObject &parameters, QString *error)
{
    if (!parameterTable().read(parameters, m_settings, error))
        return false;
    rebuild();
    return true;
}

QJsonObject LossScalingModel::state() const
{
    QJsonArray scales, stored;
    for (const Iteration &it : m_history)
        scales.append(it.scaleLog2);
    for (const Sample &sample : m_samples) // JSON has no inf or NaN: those go in as words
        stored.append(std::isfinite(sample.stored) ? QJsonValue(sample.stored)
                      : std::isnan(sample.stored)  ? QJsonValue(QStringLiteral("nan"))
                                                   : QJsonValue(QStringLiteral("inf")));
    auto counts = [](const Counts &c) {
        return QJsonObject{{QStringLiteral("seen"), double(c.seen)},
                           {QStringLiteral("normal"), double(c.normal)},
                           {QStringLiteral("subnormal"), double(c.subnormal)},
                           {QStringLiteral("kept"), double(c.kept())},
                           {QStringLiteral("underflowed"), double(c.underflowed)},
                           {QStringLiteral("overflowed"), double(c.overflowed)}};
    };
    return {
        {QStringLiteral("time"), m_time},
        {QStringLiteral("beat"), m_beat},
        {QStringLiteral("format"), QString::fromLatin1(spec().name)},
        {QStringLiteral("iteration"), m_iteration},
        {QStringLiteral("scaleLog2"), m_scaleLog2},
        {QStringLiteral("cleanRun"), m_cleanRun},
        {QStringLiteral("overflowIterations"), m_overflowIterations},
        {QStringLiteral("totals"), counts(m_totals)},
        {QStringLiteral("last"), counts(m_history.empty() ? Counts{} : m_history.back().counts)},
        {QStringLiteral("scaleHistory"), scales},
        {QStringLiteral("lastStored"), stored}};
}

} // namespace gpulab
