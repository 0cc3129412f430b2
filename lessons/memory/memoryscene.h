// Draws MemoryModel: the chosen GPU's memory hierarchy as a ladder of boxes, from the registers
// at the top to the host's memory at the bottom, each box as wide as its level is large (on a
// log scale) and labelled with its capacity, latency and bandwidth from the data. The load in
// flight travels as a marked dot down to the level that serves it and back; each level counts
// its hits and misses. Beside the ladder: the thread's time split into waiting for memory
// (hatched) and computing (solid), and the workload's numbers — the working set and the
// expected wait, or for the matrix product the words fetched from HBM against the formula
// (2N³ naive, 2N³/T tiled). Every state has a word; colour is never the only signal.
#pragma once

#include "widgets/simulationscene.h"

#include <QCoreApplication>

namespace gpulab {

class MemoryScene final : public SimulationScene
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::MemoryScene)
public:
    void paint(QPainter &painter, const QRectF &area, const SimulationModel &model,
               const SceneStyle &style) const override;
    QString describe(const SimulationModel &model) const override;
    bool buildOverlayControls(SimulationModel &model) override;

    // "256 KiB", "50 MiB", "80 GiB" (binary units, as the caches are built).
    static QString bytesText(double bytes);
    // "3.35 TB/s", "900 GB/s" (decimal, as datasheets print them); "n/a" when unknown.
    static QString bandwidthText(double gbs);
};

} // namespace gpulab
