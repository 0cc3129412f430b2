// GenerationsScene: the GPU generations walk as a logarithmic bar chart (see
// generationsmodel.h). One bar per GPU of the beats so far, the new one growing in orange from
// the last one's height, earlier NVIDIA generations in blue, other vendors in purple, and a GPU
// without tensor cores hatched; the axis covers every GPU of the walk for the figure shown, so
// it does not move from beat to beat. Beside the chart (under it on a tall canvas): the GPU,
// its figure, its growth over P100 and what the generation added. Every text goes through
// SceneLabels; nothing but the model is read.
#pragma once

#include "widgets/simulationscene.h"

namespace gpulab {

class GenerationsScene final : public SimulationScene
{
public:
    void paint(QPainter &painter, const QRectF &area, const SimulationModel &model,
               const SceneStyle &style) const override;
    QString describe(const SimulationModel &model) const override;
};

} // namespace gpulab
