// GenerationsModel: the walk from Pascal to Blackwell (see generationsmodel.h).
#include "lessons/generations/generationsmodel.h"

#include "lessons/framework/parametertable.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

// The translation context of this file's messages, which lupdate reads from the macro.
class ModelText
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::GenerationsModel)
};

QString metricWord(GenerationsModel::Metric metric)
{
    switch (metric) {
    case GenerationsModel::Metric::Compute: return QStringLiteral("compute");
    case GenerationsModel::Metric::Memory: return QStringLiteral("memory");
    case GenerationsModel::Metric::Bandwidth: return QStringLiteral("bandwidth");
    }
    return {};
}

const ParameterTable<GenerationsModel::Settings> &parameterTable()
{
    using M = GenerationsModel;
    using S = M::Settings;
    static const ParameterTable<S> table = ParameterTable<S>().oneOf(
        "metric", &S::metric, {M::Metric::Compute, M::Metric::Memory, M::Metric::Bandwidth},
        [](M::Metric metric) {
            return ParameterChoice{metricWord(metric), M::metricName(metric)};
        });
    return table;
}

} // namespace

GenerationsModel::GenerationsModel(const DataCatalog &data)
    : GenerationsModel(data.rows<GpuSpecs>())
{}

GenerationsModel::GenerationsModel(const QList<GpuSpec> &specs) : m_specs(specs)
{
    m_settings.metric = beatMetric(0);
}

QStringList GenerationsModel::beatIds(int beat)
{
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 0: return {QStringLiteral("p100-sxm2")};
    case 1: return {QStringLiteral("v100-sxm2")};
    case 2: return {QStringLiteral("a100-sxm4-80")};
    case 3: return {QStringLiteral("h100-sxm5")};
    case 4: return {QStringLiteral("h200-sxm")};
    case 5: return {QStringLiteral("b200")};
    default: return {QStringLiteral("mi300x"), QStringLiteral("tpu-v5p")};
    }
}

GenerationsModel::Metric GenerationsModel::beatMetric(int beat)
{
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 4: // H200: the same chip as H100 with more, faster memory
    case 6: // MI300X's 192 GB against the rest
        return Metric::Memory;
    default: return Metric::Compute;
    }
}

QString GenerationsModel::beatTitle(int beat)
{
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 0: return ModelText::tr("Pascal: P100, before tensor cores");
    case 1: return ModelText::tr("Volta: the first tensor cores");
    case 2: return ModelText::tr("Ampere: TF32, BF16 and sparsity");
    case 3: return ModelText::tr("Hopper: FP8 and the Transformer Engine");
    case 4: return ModelText::tr("H200: the same chip, more memory");
    case 5: return ModelText::tr("Blackwell: FP4 and NVLink 5");
    default: return ModelText::tr("Beyond NVIDIA: MI300X and TPU v5p");
    }
}

QString GenerationsModel::metricName(Metric metric)
{
    switch (metric) {
    case Metric::Compute: return ModelText::tr("Dense FP16/BF16 peak");
    case Metric::Memory: return ModelText::tr("Memory per GPU");
    case Metric::Bandwidth: return ModelText::tr("Memory bandwidth");
    }
    return {};
}

QString GenerationsModel::metricUnit(Metric metric)
{
    switch (metric) {
    case Metric::Compute: return QStringLiteral("TFLOPS");
    case Metric::Memory: return QStringLiteral("GB");
    case Metric::Bandwidth: return QStringLiteral("GB/s");
    }
    return {};
}

double GenerationsModel::valueOf(const GpuSpec &spec, Metric metric)
{
    double value = kUnknownFigure;
    switch (metric) {
    case Metric::Compute: value = generations::denseHalfPeak(spec).tflops; break;
    case Metric::Memory: value = spec.memoryGB; break;
    case Metric::Bandwidth: value = spec.bandwidthGBs; break;
    }
    return isKnown(value) && std::isfinite(value) && value > 0 ? value : kUnknownFigure;
}

QString GenerationsModel::shortName(const GpuSpec &spec)
{
    const QStringList words = spec.name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < words.size(); ++i) {
        const QString &word = words.at(i);
        if (!std::any_of(word.cbegin(), word.cend(), [](QChar c) { return c.isDigit(); }))
            continue;
        if (i > 0 && words.at(i - 1) == QLatin1String("TPU"))
            return QStringLiteral("TPU ") + word;
        return word;
    }
    return spec.name;
}

void GenerationsModel::reset(quint64 seed)
{
    m_seed = seed;
    m_beat = 0;
    m_time = 0;
    if (!m_metricChosen)
        m_settings.metric = beatMetric(0);
}

void GenerationsModel::step(double dtSeconds)
{
    if (dtSeconds <= 0 || finished())
        return;
    m_time += dtSeconds;
}

void GenerationsModel::setBeat(int beat)
{
    m_beat = std::clamp(beat, 0, kBeats - 1);
    m_settings.metric = beatMetric(m_beat);
    m_metricChosen = false;
    m_time = 0;
}

QJsonObject GenerationsModel::parameters() const
{
    return parameterTable().write(m_settings);
}

bool GenerationsModel::setParameters(const QJsonObject &parameters, QString *error)
{
    if (!parameterTable().read(parameters, m_settings, error))
        return false;
    if (parameters.contains(QStringLiteral("metric")))
        m_metricChosen = true;
    m_time = 0; // the bars grow again, in the new figure
    return true;
}

QList<ParameterChoice> GenerationsModel::parameterChoices(const QString &key) const
{
    return parameterTable().choices(key);
}

double GenerationsModel::reveal() const
{
    return std::clamp(m_time / kRevealSeconds, 0.0, 1.0);
}

const GpuSpec *GenerationsModel::find(const QString &id) const
{
    return findGpuSpec(m_specs, id);
}

QList<GenerationsModel::Bar> GenerationsModel::bars() const
{
    QList<Bar> list;
    for (int beat = 0; beat <= m_beat; ++beat)
        for (const QString &id : beatIds(beat)) {
            const GpuSpec *spec = find(id);
            if (!spec)
                continue;
            Bar bar;
            bar.spec = *spec;
            bar.label = shortName(*spec);
            bar.value = valueOf(*spec, m_settings.metric);
            bar.vectorOnly =
                m_settings.metric == Metric::Compute && !generations::denseHalfPeak(*spec).tensor;
            bar.current = beat == m_beat;
            bar.contrast = beat == kBeats - 1;
            list << bar;
        }
    return list;
}

QStringList GenerationsModel::missingIds() const
{
    QStringList missing;
    for (int beat = 0; beat <= m_beat; ++beat)
        for (const QString &id : beatIds(beat))
            if (!find(id))
                missing << id;
    return missing;
}

QList<double> GenerationsModel::walkValues() const
{
    QList<double> values;
    for (int beat = 0; beat < kBeats; ++beat)
        for (const QString &id : beatIds(beat))
            if (const GpuSpec *spec = find(id))
                if (const double value = valueOf(*spec, m_settings.metric); isKnown(value))
                    values << value;
    return values;
}

const GpuSpec *GenerationsModel::current() const
{
    return find(beatIds(m_beat).value(0));
}

QList<generations::Addition> GenerationsModel::currentAdditions() const
{
    const GpuSpec *spec = current();
    if (!spec)
        return {};
    const GpuSpec *before = nullptr;
    if (m_beat > 0 && m_beat < kBeats - 1)
        before = find(beatIds(m_beat - 1).value(0));
    return generations::additions(*spec, before);
}

double GenerationsModel::growthOverFirst() const
{
    const GpuSpec *spec = current();
    const GpuSpec *first = find(beatIds(0).value(0));
    if (!spec || !first)
        return kUnknownFigure;
    const double now = valueOf(*spec, m_settings.metric);
    const double then = valueOf(*first, m_settings.metric);
    return isKnown(now) && isKnown(then) ? now / then : kUnknownFigure;
}

QJsonObject GenerationsModel::state() const
{
    QJsonArray bars;
    for (const Bar &bar : this->bars())
        bars.append(QJsonObject{
            {QStringLiteral("id"), bar.spec.id},
            {QStringLiteral("value"), isKnown(bar.value) ? QJsonValue(bar.value) : QJsonValue()},
            {QStringLiteral("current"), bar.current}});
    QJsonArray added;
    for (const generations::Addition &addition : currentAdditions())
        added.append(generations::additionText(addition));
    const double growth = growthOverFirst();
    return {{QStringLiteral("beat"), m_beat},
            {QStringLiteral("metric"), metricWord(m_settings.metric)},
            {QStringLiteral("reveal"), reveal()},
            {QStringLiteral("current"), current() ? current()->id : QString()},
            {QStringLiteral("bars"), bars},
            {QStringLiteral("added"), added},
            {QStringLiteral("growth"), isKnown(growth) ? QJsonValue(growth) : QJsonValue()},
            {QStringLiteral("missing"), QJsonArray::fromStringList(missingIds())}};
}

} // namespace gpulab
