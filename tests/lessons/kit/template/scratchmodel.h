// The kit test's scratch lesson model: a counter of steps with two beats, which knows how many
// rows its lesson's data table has (from the catalog its factory gives it).
#pragma once

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/simulationmodel.h"

namespace gpulab {

class ScratchModel final : public SimulationModel
{
public:
    explicit ScratchModel(const DataCatalog &data);

    static constexpr char kSimulationId[] = "kit-scratch-counter";
    QString id() const override { return QString::fromLatin1(kSimulationId); }
    void reset(quint64 seed) override;
    quint64 seed() const override { return m_seed; }
    void step(double dtSeconds) override;
    double timeSeconds() const override { return m_time; }
    QJsonObject parameters() const override;
    bool setParameters(const QJsonObject &parameters, QString *error) override;
    QJsonObject state() const override;
    int beatCount() const override { return 2; }
    int beat() const override { return m_beat; }
    void setBeat(int beat) override;

private:
    quint64 m_seed = 0;
    double m_time = 0;
    int m_steps = 0;
    int m_beat = 0;
    int m_dataRows = 0;
};

} // namespace gpulab
