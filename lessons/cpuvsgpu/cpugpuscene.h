// Draws CpuGpuModel: the CPU's few cores above, the GPU's SMs below (each SM a grid of its warps
// in flight: waiting for memory, ready, computing, done; divergent warps hatched), with a bar and
// counters per side (done, in flight, waiting, throughput), each side's time to finish, and who
// won. Shape and text as well as colour tell things apart: the CPU is a square, the GPU a
// triangle, memory waits and divergence are patterns, and every state has a word.
//
// The overlay's "Model settings" fold (closed at first) sets the batch (tasks, work, serial part,
// divergence, warps in flight) and the model hardware (memory latency, cores, SMs).
#pragma once

#include "widgets/simulationscene.h"

#include <QCoreApplication>

namespace gpulab {

class CpuGpuScene final : public SimulationScene
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::CpuGpuScene)
public:
    void paint(QPainter &painter, const QRectF &area, const SimulationModel &model,
               const SceneStyle &style) const override;
    QString describe(const SimulationModel &model) const override;
    bool buildOverlayControls(SimulationModel &model) override;
};

} // namespace gpulab
