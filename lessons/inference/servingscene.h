// Draws ServingModel: one GPU serving a language model. Left, the queue of waiting requests;
// in the middle, the running batch, a cell per request filling as its answer grows (prefill
// marked apart from decode, in words too); right, the GPU's memory as a bar: the weights, the KV
// cache reserved for the batch, and what is free. Below, the step now (its time, memory- or
// compute-bound and why) and the figures of the run: tokens per second for everyone, the time
// between two tokens of one user, the time to the first token. Every figure says it is the
// roofline's bound; colour is never the only signal.
#pragma once

#include "widgets/simulationscene.h"

#include <QCoreApplication>

namespace gpulab {

class ServingScene final : public SimulationScene
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::ServingScene)
public:
    void paint(QPainter &painter, const QRectF &area, const SimulationModel &model,
               const SceneStyle &style) const override;
    QString describe(const SimulationModel &model) const override;
};

} // namespace gpulab
