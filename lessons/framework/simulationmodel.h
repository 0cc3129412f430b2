// The contract between a lesson's simulation model and the canvas that shows it. A model is pure
// C++ (QtCore at most) and deterministic: the same seed, parameters and sequence of step(dt) calls
// give the same state, bit for bit. The model never reads a clock; the canvas owns time and only
// ever calls step() with one fixed step size (see widgets/simclock.h), so that a run is the same
// at every playback speed.
//
// "Beats" are the narrative stops of a simulation that a presenter walks through with the clicker
// (e.g. "one worker" → "four workers" → "a whole GPU"). A model without beats has beatCount() 1.
//
// A lesson's model derives from BasicSimulationModel<itself> (below), which keeps what every
// model keeps the same way: its id and beat count from the class's kSimulationId and kBeats, and
// the seed, time and beat. Its parameters are declared once, in a ParameterTable
// (parametertable.h), and its random numbers come from splitMix64 (splitmix.h).
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QtGlobal>

namespace gpulab {

// One value a text parameter may take, and how a form names it.
struct ParameterChoice
{
    QString value; // as parameters() gives it and setParameters() takes it
    QString label; // for people (translated); the value when empty
};

class SimulationModel
{
public:
    virtual ~SimulationModel() = default;

    // The id a lesson manifest names in "simulation".
    virtual QString id() const = 0;

    // Back to time 0 and beat 0 with this seed; parameters are kept.
    virtual void reset(quint64 seed) = 0;
    virtual quint64 seed() const = 0;

    // Advances the model by dtSeconds of simulated time.
    virtual void step(double dtSeconds) = 0;
    virtual double timeSeconds() const = 0;

    // The set-up an instructor can change and save in a preset. setParameters() validates the
    // whole object first and changes nothing when it returns false (with *error saying why). It
    // keeps the current beat; it may restart the run at time 0. A beat may set parameters of its
    // own (setBeat(1) = "eight workers"); a preset re-applies its parameters after its beat.
    virtual QJsonObject parameters() const = 0;
    virtual bool setParameters(const QJsonObject &parameters, QString *error) = 0;
    // For a text parameter, the values it may take in the order a list shows them: a form
    // offers them as a list, never as free text. Empty: the parameter is free text (or not
    // text). A value may still be refused in combination with others (setParameters says why).
    virtual QList<ParameterChoice> parameterChoices(const QString &key) const
    {
        Q_UNUSED(key);
        return {};
    }

    // A snapshot of the observable state, for tests (determinism) and for screen readers.
    virtual QJsonObject state() const = 0;

    // Narrative stops. setBeat() may reset the model's time; it clamps out-of-range values.
    virtual int beatCount() const { return 1; }
    virtual int beat() const { return 0; }
    virtual void setBeat(int beat) { Q_UNUSED(beat); }
    // What a beat shows, in a few words (translated), for the presenter's overview and console;
    // empty where the model names none.
    virtual QString beatName(int beat) const
    {
        Q_UNUSED(beat);
        return {};
    }

    // True while there is something left to animate (a finished run may stop the clock).
    virtual bool finished() const { return false; }
};

// The base of a lesson's model (CRTP: class MyModel final : public BasicSimulationModel<MyModel>).
// Model declares `static constexpr char kSimulationId[]` (the id a manifest names; the lesson
// table reads it there too) and `static constexpr int kBeats`; the model's reset(), step() and
// setBeat() keep m_seed, m_time (simulated or playback seconds) and m_beat.
template <class Model> class BasicSimulationModel : public SimulationModel
{
public:
    QString id() const override { return QString::fromLatin1(Model::kSimulationId); }
    quint64 seed() const override { return m_seed; }
    double timeSeconds() const override { return m_time; }
    int beatCount() const override { return Model::kBeats; }
    int beat() const override { return m_beat; }
    // A model that declares `static QString beatTitle(int beat)` names its beats with it.
    QString beatName(int beat) const override
    {
        if constexpr (requires { Model::beatTitle(beat); })
            return Model::beatTitle(beat);
        else
            return {};
    }

protected:
    quint64 m_seed = 1;
    double m_time = 0;
    int m_beat = 0;
};

} // namespace gpulab
