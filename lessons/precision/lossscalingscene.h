// Draws LossScalingModel: one training step's gradients as a histogram on a logarithmic axis of
// the values the format sees (gradient × scale), over the format's zones: "rounds to 0" below
// half the smallest subnormal, "subnormal: fewer bits", "normal", and "overflow" above the
// largest value. Each bar is split by fate (kept at full precision: solid; kept as subnormal:
// dotted; lost to underflow: crossed; overflowed: striped), so patterns and words tell the fates
// apart, not only colour. Below: the counts of this step and of the whole run with a
// proportion bar, and the loss scale over the run (the saw-tooth of dynamic scaling, with the
// steps that overflowed marked).
//
// The overlay controls choose the format, the kind of loss scaling, the scale (2^k) and, for
// dynamic scaling, how many clean steps it waits before doubling.
#pragma once

#include "widgets/simulationscene.h"

#include <QCoreApplication>

namespace gpulab {

class LossScalingScene final : public SimulationScene
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::LossScalingScene)
public:
    void paint(QPainter &painter, const QRectF &area, const SimulationModel &model,
               const SceneStyle &style) const override;
    QString describe(const SimulationModel &model) const override;
    bool buildOverlayControls(SimulationModel &model) override;

    // "dynamic loss scaling (×2 after 4 clean steps, ÷2 on overflow)", "no loss scaling", ...
    static QString scalingText(const SimulationModel &model);
};

} // namespace gpulab
