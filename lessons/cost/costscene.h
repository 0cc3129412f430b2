// Draws CostModel: a training run spending its budget. At the top the run's title (model,
// tokens, GPUs, on demand or spot). Three bars fill as the run goes: the work done (FLOPs of the
// 6·P·D budget, saved at the last checkpoint marked), the wall-clock time against the plan, and
// the money spent (GPU-hours × price, with its currency and the price's date). A spot run's
// timeline shows each checkpoint as a tick and each interruption as a cross with the work it
// threw away. Every figure is in words too; colour is never the only signal.
#pragma once

#include "widgets/simulationscene.h"

#include <QCoreApplication>

namespace gpulab {

class CostModel;

class CostScene final : public SimulationScene
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::CostScene)
public:
    void paint(QPainter &painter, const QRectF &area, const SimulationModel &model,
               const SceneStyle &style) const override;
    QString describe(const SimulationModel &model) const override;

    // Shared with the panel: "1.2 days", "37 days", "1.4 years" for a duration in hours.
    static QString durationText(double hours);
    // "5.66 × 10²² FLOP" (scientificText(), numbertext.h).
    static QString flopsText(double flops);
    // "57,000 GPU-hours".
    static QString gpuHoursText(double hours);
};

} // namespace gpulab
