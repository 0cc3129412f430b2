// CostModel (see costmodel.h).
#include "lessons/cost/costmodel.h"

#include "lessons/framework/splitmix.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpulab {

namespace {

constexpr int kMaxCheckpointsKept = 4000;

bool hasBf16(const GpuSpec &g)
{
    return g.rate(Precision::Bf16).has_value() && g.kind != GpuKind::System &&
           g.kind != GpuKind::Cpu;
}

} // namespace

CostModel::CostModel(const DataCatalog &data) : CostModel(data.rows<GpuSpecs>(), modelSpecsOf(data))
{}

CostModel::CostModel(const QList<GpuSpec> &gpus, const QList<ModelSpec> &models)
{
    for (const GpuSpec &g : gpus)
        if (hasBf16(g))
            m_gpus.append(g);
    for (const ModelSpec &m : models)
        if (isKnown(m.paramsBillion) && m.paramsBillion > 0)
            m_models.append(m);
    if (!findGpuSpec(m_gpus, m_settings.gpu) && !m_gpus.isEmpty())
        m_settings.gpu = m_gpus.front().id;
    if (!findModelSpec(m_models, m_settings.model) && !m_models.isEmpty())
        m_settings.model = m_models.front().id;
    restart();
}

QString CostModel::beatTitle(int beat)
{
    switch (beat) {
    case 0: return tr("The budget: 6 \u00d7 parameters \u00d7 tokens");
    case 1: return tr("Eight times the GPUs");
    case 2: return tr("Spot, a checkpoint every 8 hours");
    case 3: return tr("Spot, checkpoints at Young's interval");
    case 4: return tr("A 70B model on 15 trillion tokens");
    }
    return {};
}

CostModel::Settings CostModel::beatSettings(int beat, const Settings &base)
{
    Settings s = base;
    s.model = QStringLiteral("llama-2-7b");
    s.tokensBillion = 2000;
    s.mfuPercent = 40;
    s.gpus = 64;
    s.spot = false;
    s.mtbfHours = 12;
    s.checkpointMinutes = 10;
    s.restartMinutes = 15;
    s.intervalMinutes = 120;
    switch (beat) {
    case 1: s.gpus = 512; break;
    case 2:
        s.spot = true;
        s.intervalMinutes = 8 * 60;
        break;
    case 3:
        s.spot = true;
        // Young: √(2 × 10 min × 12 h) = √(2 × 1/6 × 12) h = 2 h.
        s.intervalMinutes =
            cost::youngIntervalHours(s.checkpointMinutes / 60.0, s.mtbfHours) * 60.0;
        break;
    case 4:
        s.model = QStringLiteral("llama-3-1-70b");
        s.tokensBillion = 15000;
        s.gpus = 1024;
        break;
    default: break;
    }
    return s;
}

ParameterTable<CostModel::Settings> CostModel::parameterTable() const
{
    QList<ParameterChoice> gpus;
    for (const GpuSpec &g : m_gpus)
        gpus.append({g.id, g.name});
    QList<ParameterChoice> models;
    for (const ModelSpec &m : m_models)
        models.append({m.id, m.name});
    using S = Settings;
    return ParameterTable<S>()
        .oneOf("gpu", &S::gpu, gpus)
        .oneOf("model", &S::model, models)
        .real("tokensBillion", &S::tokensBillion, 0.001, 1e6)
        .real("mfuPercent", &S::mfuPercent, 1, 100)
        .whole("gpus", &S::gpus, 1, kMaxGpus)
        .real("pricePerGpuHour", &S::pricePerGpuHour, 0.0001, 1e7)
        .real("spotPricePerGpuHour", &S::spotPricePerGpuHour, 0.0001, 1e7)
        .text("currency", &S::currency)
        .text("priceDate", &S::priceDate)
        .text("spotPriceDate", &S::spotPriceDate)
        .flag("spot", &S::spot)
        .real("mtbfHours", &S::mtbfHours, 0.1, 1e6)
        .real("checkpointMinutes", &S::checkpointMinutes, 0, 1440)
        .real("restartMinutes", &S::restartMinutes, 0, 1440)
        .real("intervalMinutes", &S::intervalMinutes, 1, 1e6)
        .real("networkGBs", &S::networkGBs, 0.1, 10000);
}

QJsonObject CostModel::parameters() const
{
    return parameterTable().write(m_settings);
}

QList<ParameterChoice> CostModel::parameterChoices(const QString &key) const
{
    return parameterTable().choices(key);
}

bool CostModel::setParameters(const QJsonObject &parameters, QString *error)
{
    Settings wanted = m_settings;
    if (!parameterTable().read(parameters, wanted, error))
        return false;
    if (wanted.currency.size() != 3)
        return failWith(error, tr("The currency is a three-letter code such as USD, not \"%1\".")
                                   .arg(wanted.currency));
    m_settings = wanted;
    restart();
    return true;
}

void CostModel::setBeat(int beat)
{
    m_beat = std::clamp(beat, 0, kBeats - 1);
    Settings s = beatSettings(m_beat, m_settings);
    if (!findModelSpec(m_models, s.model))
        s.model = m_settings.model;
    m_settings = s;
    m_time = 0;
    restart();
}

void CostModel::reset(quint64 seed)
{
    m_seed = seed;
    m_time = 0;
    m_beat = 0;
    restart();
}

const GpuSpec *CostModel::gpu() const
{
    return findGpuSpec(m_gpus, m_settings.gpu);
}

const ModelSpec *CostModel::model() const
{
    return findModelSpec(m_models, m_settings.model);
}

double CostModel::flops() const
{
    const ModelSpec *m = model();
    return m ? cost::trainingFlops(m->parameters(), m_settings.tokensBillion * 1e9) : 0;
}

double CostModel::peakTflops() const
{
    const GpuSpec *g = gpu();
    return g ? g->rate(Precision::Bf16).value_or(0) : 0;
}

cost::TrainingRun CostModel::run() const
{
    cost::TrainingRun r;
    const ModelSpec *m = model();
    r.parameters = m ? m->parameters() : 0;
    r.tokens = m_settings.tokensBillion * 1e9;
    r.peakTflops = peakTflops();
    r.mfu = m_settings.mfuPercent / 100.0;
    return r;
}

Hop CostModel::nodeHop() const
{
    const GpuSpec *g = gpu();
    // interconnect_gbs adds both directions; a ring step sends one way.
    const double oneWay = g && isKnown(g->interconnectGBs) ? g->interconnectGBs / 2.0 : 32.0;
    return {oneWay * 1e9, kStepLatencySeconds};
}

Hop CostModel::networkHop() const
{
    return {m_settings.networkGBs * 1e9, kStepLatencySeconds};
}

cost::ScalingPoint CostModel::planAt(int gpus) const
{
    if (!model() || peakTflops() <= 0)
        return {};
    return cost::scalingPoint(run(), gpus, nodeHop(), networkHop(), kGpusPerNode);
}

cost::ScalingPoint CostModel::plan() const
{
    return planAt(m_settings.gpus);
}

cost::SpotRun CostModel::expectedSpot() const
{
    return cost::spotRun(workHours(), m_settings.intervalMinutes / 60.0,
                         m_settings.checkpointMinutes / 60.0, m_settings.restartMinutes / 60.0,
                         m_settings.mtbfHours);
}

double CostModel::youngIntervalMinutes() const
{
    return cost::youngIntervalHours(m_settings.checkpointMinutes / 60.0, m_settings.mtbfHours) *
           60.0;
}

double CostModel::pricePerHour() const
{
    return m_settings.spot ? m_settings.spotPricePerGpuHour : m_settings.pricePerGpuHour;
}

const QString &CostModel::priceDate() const
{
    return m_settings.spot ? m_settings.spotPriceDate : m_settings.priceDate;
}

double CostModel::expectedWallHours() const
{
    if (!m_settings.spot)
        return workHours();
    const cost::SpotRun s = expectedSpot();
    return s.finishes ? s.wallHours() : std::numeric_limits<double>::infinity();
}

double CostModel::expectedCost() const
{
    return expectedWallHours() * m_settings.gpus * pricePerHour();
}

double CostModel::flopsDone() const
{
    return m_target > 0 ? flops() * std::min(1.0, m_work / m_target) : 0;
}

void CostModel::restart()
{
    m_rng = m_seed;
    m_target = workHours();
    const double wall = expectedWallHours();
    // A run that never finishes plays at its work's pace.
    m_rateHoursPerSecond = (std::isfinite(wall) ? wall : m_target) / kPlaySeconds;
    m_clock = 0;
    m_work = 0;
    m_saved = 0;
    m_phase = Phase::Working;
    m_phaseEnd = 0;
    m_done = m_target <= 0;
    m_interruptionCount = 0;
    m_lost = 0;
    m_interruptions.clear();
    m_checkpoints.clear();
    m_nextInterruption =
        m_settings.spot ? drawInterruption(0) : std::numeric_limits<double>::infinity();
}

double CostModel::drawInterruption(double after)
{
    return after - m_settings.mtbfHours * std::log(openUnitInterval(m_rng));
}

void CostModel::step(double dtSeconds)
{
    if (dtSeconds <= 0)
        return;
    m_time += dtSeconds;
    if (!m_done)
        advanceTo(m_time * m_rateHoursPerSecond);
}

void CostModel::interrupt(double restartHours)
{
    // The work since the last checkpoint (and a checkpoint being written) is lost.
    const double lost = m_work - m_saved;
    m_lost += lost;
    ++m_interruptionCount;
    if (m_interruptions.size() < kMaxInterruptionsKept)
        m_interruptions.append({m_clock, lost});
    m_work = m_saved;
    m_phase = Phase::Restarting;
    m_phaseEnd = m_clock + restartHours;
}

void CostModel::advanceTo(double until)
{
    const double interval = m_settings.intervalMinutes / 60.0;
    const double checkpoint = m_settings.checkpointMinutes / 60.0;
    const double restartCost = m_settings.restartMinutes / 60.0;
    int guard = 0;
    while (!m_done && m_clock < until && ++guard < 100000) {
        switch (m_phase) {
        case Phase::Working: {
            const double goal = m_settings.spot ? std::min(m_target, m_saved + interval) : m_target;
            const double reach = m_clock + (goal - m_work);
            const double next = std::min({reach, m_nextInterruption, until});
            m_work += next - m_clock;
            m_clock = next;
            if (next == m_nextInterruption && next < reach) {
                interrupt(restartCost);
            } else if (next >= reach) {
                m_work = goal;
                if (m_work >= m_target) {
                    m_done = true;
                } else {
                    m_phase = Phase::Checkpointing;
                    m_phaseEnd = m_clock + checkpoint;
                }
            }
            break;
        }
        case Phase::Checkpointing: {
            const double next = std::min({m_phaseEnd, m_nextInterruption, until});
            m_clock = next;
            if (next == m_nextInterruption && next < m_phaseEnd) {
                interrupt(restartCost);
            } else if (next >= m_phaseEnd) {
                m_saved = m_work;
                if (m_checkpoints.size() < kMaxCheckpointsKept)
                    m_checkpoints.append(m_clock);
                m_phase = Phase::Working;
            }
            break;
        }
        case Phase::Restarting: {
            const double next = std::min(m_phaseEnd, until);
            m_clock = next;
            if (next >= m_phaseEnd) {
                m_phase = Phase::Working;
                m_nextInterruption = drawInterruption(m_clock);
            }
            break;
        }
        }
    }
}

QJsonObject CostModel::state() const
{
    QJsonObject s;
    s.insert(QStringLiteral("beat"), m_beat);
    s.insert(QStringLiteral("clockHours"), m_clock);
    s.insert(QStringLiteral("workHours"), m_work);
    s.insert(QStringLiteral("savedHours"), m_saved);
    s.insert(QStringLiteral("targetHours"), m_target);
    s.insert(QStringLiteral("gpuHours"), gpuHoursSpent());
    s.insert(QStringLiteral("money"), moneySpent());
    s.insert(QStringLiteral("currency"), m_settings.currency);
    s.insert(QStringLiteral("interruptions"), m_interruptionCount);
    s.insert(QStringLiteral("lostHours"), m_lost);
    s.insert(QStringLiteral("checkpoints"), int(m_checkpoints.size()));
    s.insert(QStringLiteral("done"), m_done);
    s.insert(QStringLiteral("flops"), flops());
    return s;
}

} // namespace gpulab
