// The kit test's scratch lesson model: a counter of steps with two beats, which knows how many
// rows its lesson's data table has (from the catalog its factory gives it).
#pragma once

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/parametertable.h"
#include "lessons/framework/simulationmodel.h"

namespace gpulab {

class ScratchModel final : public BasicSimulationModel<ScratchModel>
{
public:
    // The set-up an instructor can change: none yet. A field here is declared once, in
    // parameterTable() (scratchmodel.cpp), for parameters(), setParameters() and the forms.
    struct Settings
    {};

    explicit ScratchModel(const DataCatalog &data);

    static constexpr char kSimulationId[] = "kit-scratch-counter";
    static constexpr int kBeats = 2;
    void reset(quint64 seed) override;
    void step(double dtSeconds) override;
    QJsonObject parameters() const override;
    bool setParameters(const QJsonObject &parameters, QString *error) override;
    QJsonObject state() const override;
    void setBeat(int beat) override;

private:
    static ParameterTable<Settings> parameterTable();

    Settings m_settings;
    int m_steps = 0;
    int m_dataRows = 0;
};

} // namespace gpulab
