// ThrottleModel (see throttlemodel.h).
#include "lessons/telemetry/throttlemodel.h"

#include "lessons/framework/failwith.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

bool usableGpu(const GpuSpec &gpu)
{
    return gpu.kind == GpuKind::Gpu && isKnown(gpu.tdpW) && gpu.tdpW > 0 &&
           isKnown(gpu.boostClockMHz) && gpu.boostClockMHz > 0;
}

} // namespace

ThrottleModel::ThrottleModel(const DataCatalog &data) : ThrottleModel(data.rows<GpuSpecs>()) {}

ThrottleModel::ThrottleModel(const QList<GpuSpec> &gpus)
{
    for (const GpuSpec &gpu : gpus)
        if (usableGpu(gpu))
            m_gpus.append(gpu);
    m_settings = beatSettings(0);
    restart();
}

QStringList ThrottleModel::availableGpus() const
{
    QStringList ids;
    for (const GpuSpec &gpu : m_gpus)
        ids.append(gpu.id);
    return ids;
}

std::optional<ThrottleModel::Card> ThrottleModel::cardFor(const QString &id) const
{
    const GpuSpec *gpu = findGpuSpec(m_gpus, id);
    if (!gpu)
        return std::nullopt;
    return Card{gpu->name, gpu->source, gpu->market, gpu->tdpW, gpu->boostClockMHz};
}

QString ThrottleModel::coolingKey(Cooling cooling)
{
    switch (cooling) {
    case Cooling::Desktop: return QStringLiteral("desktop");
    case Cooling::Blocked: return QStringLiteral("blocked");
    default: return QStringLiteral("datacenter");
    }
}

double ThrottleModel::thermalResistance(Cooling cooling)
{
    // Model values, °C of rise per W: a server's ducted high-pressure airflow or liquid loop; a
    // good desktop case; a case with clogged filters or a card pressed against another.
    switch (cooling) {
    case Cooling::Desktop: return 0.12;
    case Cooling::Blocked: return 0.2;
    default: return 0.06;
    }
}

QString ThrottleModel::limitText(Limit limit)
{
    switch (limit) {
    case Limit::Power: return tr("power cap");
    case Limit::Thermal: return tr("thermal slowdown");
    default: return tr("none");
    }
}

ThrottleModel::Settings ThrottleModel::beatSettings(int beat)
{
    Settings s;
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 1: s.demand = 1.3; break;
    case 2:
        s.gpu = QStringLiteral("rtx-4090");
        s.cooling = Cooling::Blocked;
        break;
    case 3:
        s.gpu = QStringLiteral("rtx-4090");
        s.cooling = Cooling::Desktop;
        s.demand = 1.3;
        s.ambientC = 35;
        break;
    case 4:
        s.gpu = QStringLiteral("rtx-4090");
        s.cooling = Cooling::Blocked;
        s.demand = 1.0;
        s.speedUp = 120;
        break;
    default: break; // a datacenter card under its cap, well cooled
    }
    return s;
}

QString ThrottleModel::beatTitle(int beat)
{
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 1: return tr("The power cap");
    case 2: return tr("Weak cooling: the thermal limit");
    case 3: return tr("A consumer card in a hot room");
    case 4: return tr("The long run");
    default: return tr("A cool start");
    }
}

double ThrottleModel::powerAt(double clockMHz, const Card &card, double demand)
{
    const double idle = kIdleShare * card.tdpW;
    const double atBoost = std::max(idle, demand * card.tdpW);
    const double ratio = clockMHz / card.boostMHz;
    return idle + (atBoost - idle) * ratio * ratio * ratio;
}

double ThrottleModel::clockForPower(double watts, const Card &card, double demand)
{
    const double idle = kIdleShare * card.tdpW;
    const double atBoost = demand * card.tdpW;
    if (atBoost <= watts || atBoost <= idle)
        return card.boostMHz;
    if (watts <= idle)
        return 0;
    return card.boostMHz * std::cbrt((watts - idle) / (atBoost - idle));
}

double ThrottleModel::steadyTemperature(double watts, double ambientC, double resistance)
{
    return ambientC + watts * resistance;
}

ParameterTable<ThrottleModel::Settings> ThrottleModel::parameterTable() const
{
    QList<ParameterChoice> gpus;
    for (const GpuSpec &gpu : m_gpus)
        gpus.append({gpu.id, gpu.name});
    using S = Settings;
    return ParameterTable<S>()
        .oneOf("gpu", &S::gpu, gpus)
        .oneOf("cooling", &S::cooling, {Cooling::Datacenter, Cooling::Desktop, Cooling::Blocked},
               [](Cooling c) {
                   return ParameterChoice{coolingKey(c), {}};
               })
        .real("demand", &S::demand, 0.2, 2)
        .real("ambientC", &S::ambientC, 0, 50)
        .real("slowdownC", &S::slowdownC, 50, 110)
        .real("heatCapacity", &S::heatCapacity, 50, 20000)
        .real("speedUp", &S::speedUp, 1, 1000);
}

QJsonObject ThrottleModel::parameters() const
{
    return parameterTable().write(m_settings);
}

QList<ParameterChoice> ThrottleModel::parameterChoices(const QString &key) const
{
    return parameterTable().choices(key);
}

bool ThrottleModel::setParameters(const QJsonObject &parameters, QString *error)
{
    Settings wanted = m_settings;
    if (!parameterTable().read(parameters, wanted, error))
        return false;
    if (wanted.slowdownC <= wanted.ambientC + 5)
        return failWith(error, tr("The slowdown temperature (%1 °C) must be at least 5 °C above "
                                  "the air at the inlet (%2 °C)")
                                   .arg(wanted.slowdownC)
                                   .arg(wanted.ambientC));
    m_settings = wanted;
    restart();
    return true;
}

void ThrottleModel::reset(quint64 seed)
{
    m_seed = seed;
    m_beat = 0;
    restart();
}

void ThrottleModel::setBeat(int beat)
{
    m_beat = std::clamp(beat, 0, kBeats - 1);
    Settings s = beatSettings(m_beat);
    if (!findGpuSpec(m_gpus, s.gpu) && !m_gpus.isEmpty())
        s.gpu = m_gpus.first().id;
    m_settings = s;
    restart();
}

void ThrottleModel::restart()
{
    if (!findGpuSpec(m_gpus, m_settings.gpu) && !m_gpus.isEmpty())
        m_settings.gpu = m_gpus.first().id;
    m_card = cardFor(m_settings.gpu).value_or(Card{});
    m_time = 0;
    m_clock = 0;
    m_playedOver = 0;
    m_temperature = m_settings.ambientC;
    m_clockMHz = m_card.boostMHz;
    m_thermalCapMHz = m_card.boostMHz;
    m_power = m_card.tdpW > 0 ? powerAt(m_clockMHz, m_card, m_settings.demand) : 0;
    m_limit = Limit::None;
    m_work = 0;
    m_nextHistory = 0;
    m_history.clear();
    if (m_card.tdpW > 0)
        tick(); // the first point, at 0 s
}

void ThrottleModel::tick()
{
    // The clock for this tick: the power cap (closed form), then the thermal controller.
    const double powerCap = clockForPower(m_card.tdpW, m_card, m_settings.demand);
    if (m_temperature >= m_settings.slowdownC)
        m_thermalCapMHz = std::max(0.0, m_thermalCapMHz - kClockStepMHz);
    else if (m_temperature < m_settings.slowdownC - 2)
        m_thermalCapMHz = std::min(m_card.boostMHz, m_thermalCapMHz + kClockStepMHz);
    m_clockMHz = std::min({m_card.boostMHz, powerCap, m_thermalCapMHz});
    m_limit = m_clockMHz >= m_card.boostMHz ? Limit::None
              : m_thermalCapMHz < powerCap  ? Limit::Thermal
                                            : Limit::Power;
    m_power = powerAt(m_clockMHz, m_card, m_settings.demand);
    if (m_clock >= m_nextHistory) {
        m_history.push_back({m_clock, m_temperature, m_clockMHz, m_power, m_limit});
        if (m_history.size() > kHistory)
            m_history.erase(m_history.begin());
        m_nextHistory += kHistoryEverySeconds;
    }
    // Heat over the tick (explicit Euler; the tick is far shorter than R C, over 5 s).
    const double r = thermalResistance(m_settings.cooling);
    m_temperature += kTickSeconds * (m_power - (m_temperature - m_settings.ambientC) / r) /
                     m_settings.heatCapacity;
    m_work += kTickSeconds * m_clockMHz / m_card.boostMHz;
    m_clock += kTickSeconds;
}

void ThrottleModel::step(double dtSeconds)
{
    if (dtSeconds <= 0 || m_card.tdpW <= 0)
        return;
    m_time += dtSeconds;
    m_playedOver += dtSeconds * m_settings.speedUp;
    // At most an hour of card time per call (a huge dt from a paused canvas).
    m_playedOver = std::min(m_playedOver, 3600.0);
    // (The small margin: ticks do not depend on how dt's rounding errors add up.)
    while (m_playedOver >= kTickSeconds - 1e-9) {
        tick();
        m_playedOver = std::max(0.0, m_playedOver - kTickSeconds);
    }
}

double ThrottleModel::throughputShare() const
{
    return m_clock > 0 ? m_work / m_clock : 1;
}

QJsonObject ThrottleModel::state() const
{
    return {{QStringLiteral("gpu"), m_card.name},
            {QStringLiteral("tdpW"), m_card.tdpW},
            {QStringLiteral("boostMHz"), m_card.boostMHz},
            {QStringLiteral("seconds"), m_clock},
            {QStringLiteral("temperatureC"), m_temperature},
            {QStringLiteral("clockMHz"), m_clockMHz},
            {QStringLiteral("powerW"), m_power},
            {QStringLiteral("limit"), m_limit == Limit::Power     ? QStringLiteral("power")
                                      : m_limit == Limit::Thermal ? QStringLiteral("thermal")
                                                                  : QStringLiteral("none")},
            {QStringLiteral("throughputShare"), throughputShare()},
            {QStringLiteral("beat"), m_beat}};
}

} // namespace gpulab
