// The simulation of the Telemetry lesson: one GPU running a long compute-bound job, heating up,
// and its clock stepping down at the power cap or the thermal limit. Deterministic (no random
// draws: the seed is kept only because every model has one).
//
// The card (gpu-specs.csv, where each row names its datasheet): its TDP is the power cap and its
// boost clock the clock it runs at when nothing limits it. What no datasheet gives is the
// model's own and says so: idle power 10 % of the TDP, the cooling's thermal resistance, the
// card's heat capacity, the slowdown temperature.
//
//   power    P(f) = Pidle + (demand x TDP - Pidle) x (f / fboost)^3
//            (dynamic power ~ f V^2 and the voltage rises with the clock: about f^3; `demand` is
//            what the job would draw at the boost clock, as a multiple of the TDP)
//   heat     C dT/dt = P - (T - Tambient) / R          (one thermal resistance R, one capacity C)
//   clock    f = min(fboost, fpower, fthermal): fpower holds P at the TDP (closed form);
//            fthermal steps down by kClockStepMHz every tick while T is at or above the slowdown
//            temperature and back up once it is 2 °C under it
//   work     a compute-bound kernel's throughput is proportional to its clock: work done so far
//            / (boost clock x time) is the share of the boost-clock throughput the run got
//
// Time: step(dt) plays dt seconds; the card's clock moves dt x speedUp, in ticks of kTickSeconds
// (the same run for any dt). Beats: 0 a cool start (datacenter cooling, under the cap); 1 the
// power cap; 2 weak cooling, the thermal limit; 3 a consumer card in a hot room; 4 the long run.
#pragma once

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/parametertable.h"
#include "lessons/framework/simulationmodel.h"

#include <QCoreApplication>
#include <QList>

#include <optional>
#include <vector>

namespace gpulab {

class ThrottleModel final : public BasicSimulationModel<ThrottleModel>
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::ThrottleModel)
public:
    enum class Cooling { Datacenter, Desktop, Blocked };
    enum class Limit { None, Power, Thermal };

    struct Settings
    {
        QString gpu = QStringLiteral("h100-sxm5");
        Cooling cooling = Cooling::Datacenter;
        double demand = 0.9;        // power the job would draw at the boost clock / TDP
        double ambientC = 25;       // air at the card's inlet
        double slowdownC = 83;      // the model's thermal limit
        double heatCapacity = 1000; // J/°C: card, heat sink and the air they move
        double speedUp = 20;        // card seconds per played second
        bool operator==(const Settings &) const = default;
    };

    // The card as gpu-specs.csv gives it.
    struct Card
    {
        QString name;
        QString source;
        QString market; // datacenter, consumer...
        double tdpW = 0;
        double boostMHz = 0;
    };

    // One point of the run's history (card seconds).
    struct Point
    {
        double seconds = 0;
        double temperatureC = 0;
        double clockMHz = 0;
        double powerW = 0;
        Limit limit = Limit::None;
    };

    static constexpr int kBeats = 5;
    static constexpr double kTickSeconds = 0.1;
    static constexpr double kClockStepMHz = 15;
    static constexpr double kIdleShare = 0.1;         // idle power / TDP (model)
    static constexpr std::size_t kHistory = 600;      // points kept for the scene's strip chart
    static constexpr double kHistoryEverySeconds = 2; // card seconds between history points

    explicit ThrottleModel(const DataCatalog &data);
    explicit ThrottleModel(const QList<GpuSpec> &gpus);

    static constexpr char kSimulationId[] = "gpu-throttling";
    void reset(quint64 seed) override;
    void step(double dtSeconds) override;
    QJsonObject parameters() const override;
    bool setParameters(const QJsonObject &parameters, QString *error) override;
    QList<ParameterChoice> parameterChoices(const QString &key) const override;
    QJsonObject state() const override;
    void setBeat(int beat) override;

    static Settings beatSettings(int beat);
    static QString beatTitle(int beat); // translated
    static QString coolingKey(Cooling cooling);
    static QString limitText(Limit limit); // translated
    // The cooling's thermal resistance, °C per W (model values).
    static double thermalResistance(Cooling cooling);

    // ---- closed forms (hand-checkable)
    static double powerAt(double clockMHz, const Card &card, double demand);
    // The clock at which the job draws exactly `watts` (at most the boost clock).
    static double clockForPower(double watts, const Card &card, double demand);
    // Where the temperature settles at constant power: Tambient + P R.
    static double steadyTemperature(double watts, double ambientC, double resistance);

    QStringList availableGpus() const;
    std::optional<Card> cardFor(const QString &id) const;

    const Settings &settings() const { return m_settings; }
    const Card &card() const { return m_card; }
    double clock() const { return m_clock; } // card seconds since the start
    double temperatureC() const { return m_temperature; }
    double clockMHz() const { return m_clockMHz; }
    double powerW() const { return m_power; }
    Limit limit() const { return m_limit; }
    // Work done / (boost clock x time): 1 when nothing ever limited the clock.
    double throughputShare() const;
    const std::vector<Point> &history() const { return m_history; }

private:
    ParameterTable<Settings> parameterTable() const;
    void restart();
    void tick();

    QList<GpuSpec> m_gpus;
    Settings m_settings;
    Card m_card;
    double m_clock = 0;
    double m_playedOver = 0; // card seconds not yet ticked
    double m_temperature = 25;
    double m_clockMHz = 0;
    double m_thermalCapMHz = 0;
    double m_power = 0;
    Limit m_limit = Limit::None;
    double m_work = 0; // integral of clock / boost over card seconds
    double m_nextHistory = 0;
    std::vector<Point> m_history;
};

} // namespace gpulab
