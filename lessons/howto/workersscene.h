// Draws WorkersModel: the grid of tiles, each waiting (outlined), being worked on (partly filled
// in its worker's colour, with the worker's number) or done (filled, with a tick — shape as well
// as colour tells the states apart), and a line of text saying how far the run is.
#pragma once

#include "widgets/simulationscene.h"

namespace gpulab {

class WorkersScene final : public SimulationScene
{
public:
    void paint(QPainter &painter, const QRectF &area, const SimulationModel &model,
               const SceneStyle &style) const override;
    QString describe(const SimulationModel &model) const override;
    bool buildOverlayControls(SimulationModel &model) override;
};

} // namespace gpulab
