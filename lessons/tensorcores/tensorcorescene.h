// Draws TensorCoreModel: one SM's CUDA cores above, its tensor cores below, each beside the
// matrix C they fill. The CUDA side shows its lanes (each busy lane fills as its dot product
// grows) and C element by element; the tensor side shows each tensor core as a 4 × 4 block with
// its k-progress, a line to the tile of C it works on, and C tile by tile. Each side has its
// clock counter, FMAs done and a bar; the bottom line says how many times fewer clocks the tensor
// cores need, and how full they were. Shape and text tell things apart as well as colour: a lane
// is a small square, a tensor core a 4 × 4 grid, work in flight is hatched, every state has a
// word.
//
// The overlay controls choose the generation, the precision (only those it supports), N, 2:4
// sparsity (where the data has a sparse rate) and, folded away, the playback rate.
#pragma once

#include "widgets/simulationscene.h"

#include <QCoreApplication>

namespace gpulab {

class TensorCoreScene final : public SimulationScene
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::TensorCoreScene)
public:
    void paint(QPainter &painter, const QRectF &area, const SimulationModel &model,
               const SceneStyle &style) const override;
    QString describe(const SimulationModel &model) const override;
    bool buildOverlayControls(SimulationModel &model) override;
};

} // namespace gpulab
