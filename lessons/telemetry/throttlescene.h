// ThrottleScene: the Telemetry lesson's card under a long job (ThrottleModel): three bars
// (temperature against the slowdown temperature, clock against the boost clock, power against
// the TDP), the run's temperature and clock over time, what limits the clock now and the share of
// the boost-clock throughput the run has had so far.
#pragma once

#include "widgets/simulationscene.h"

#include <QCoreApplication>

namespace gpulab {

class ThrottleScene final : public SimulationScene
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::ThrottleScene)
public:
    void paint(QPainter &painter, const QRectF &area, const SimulationModel &model,
               const SceneStyle &style) const override;
    QString describe(const SimulationModel &model) const override;
};

} // namespace gpulab
