// The kit test's scratch lesson scene: the step count in words.
#pragma once

#include "widgets/simulationscene.h"

namespace gpulab {

class ScratchScene final : public SimulationScene
{
public:
    void paint(QPainter &painter, const QRectF &area, const SimulationModel &model,
               const SceneStyle &style) const override;
    QString describe(const SimulationModel &model) const override;
};

} // namespace gpulab
