// Draws AllReduceModel: the GPUs in a ring (a grid of 72 for the NVL72 rack) around what joins
// them — the host's PCIe root, NVLink bridges, an NVSwitch, or an InfiniBand switch with one
// server per GPU — every link labelled with its GB/s per direction. Each GPU shows its N chunks
// of the gradient buffer with their running sums ("17 (3/4)": the sum and how many GPUs' values
// it holds); the chunks in flight move along the ring. Under the picture (beside it when the
// canvas is wide): the step reached of
// 2(N − 1) and its phase in words, the step's closed form (α + S/(N·B) on the slowest hop),
// the modelled time and bytes sent so far, and the same all-reduce on the other interconnects.
// Shape, dashes and words tell things apart as well as colour: NVLink lines are thick and solid,
// PCIe thin and dashed, InfiniBand dotted; a finished chunk is outlined bold and ticked.
//
// The overlay controls choose the topology, the link generation, the number of GPUs and the
// buffer size.
#pragma once

#include "widgets/simulationscene.h"

#include <QCoreApplication>

namespace gpulab {

class AllReduceModel;

class AllReduceScene final : public SimulationScene
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::AllReduceScene)
public:
    void paint(QPainter &painter, const QRectF &area, const SimulationModel &model,
               const SceneStyle &style) const override;
    QString describe(const SimulationModel &model) const override;
    bool buildOverlayControls(SimulationModel &model) override;

    struct Fonts;

private:
    // The numbers under (or beside) the ring, most important first.
    static QList<SceneLabels::Line> numberLines(const AllReduceModel &model, const Fonts &fonts,
                                                const SceneStyle &style);
};

} // namespace gpulab
