// WillItFitScene: draws a WillItFitModel as GPU memory bars. One bar per GPU (up to eight drawn;
// with more, the eighth says how many it stands for), each the GPU's memory as a frame to one
// scale, filled left to right with the parts as the model lets them in (weights, gradients,
// master copy, optimizer states, activations, KV cache, overhead), each part with its own colour
// AND pattern, named with its size in a legend below. What does not fit runs past the frame's
// dashed end and is outlined in the warning colour; the verdict line says by how much, in words
// too (describe()).
#pragma once

#include "widgets/simulationscene.h"

#include <QCoreApplication>

namespace gpulab {

class WillItFitModel;

class WillItFitScene final : public SimulationScene
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::WillItFitScene)

public:
    static constexpr int kMaxBarsDrawn = 8;

    void paint(QPainter &painter, const QRectF &area, const SimulationModel &model,
               const SceneStyle &style) const override;
    QString describe(const SimulationModel &model) const override;

    // The name of a part as the legend shows it ("Weights (BF16)", "Adam states (FP32)").
    static QString partName(const WillItFitModel &model, int part);
    // "120 GB per GPU of 80 GB: does not fit, 40 GB over" / "... fits, 12 GB free".
    static QString verdict(const WillItFitModel &model);
    // "Llama 2 7B · training · per GPU of 8 × H100 SXM5 80GB, ZeRO-3".
    static QString title(const WillItFitModel &model);
};

} // namespace gpulab
