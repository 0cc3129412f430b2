// Draws SystolicModel: the N x N grid of processing elements, each with what stays in it (its
// weight, or its running sum) and what passes through (the input moving right, the partial sum
// or the weight moving down, as dots that travel during the cycle); the skewed inputs waiting at
// the left edge (and, output-stationary, the weights waiting above); the result matrix filling
// on the right, each entry marked once it is checked against the plain product; and below, the
// cycle against the closed form's count, the multiply-adds, how busy the array was and whether
// the product is verified. Words say what colour shows; a PE that worked this cycle is also
// outlined thicker.
#pragma once

#include "widgets/simulationscene.h"

#include <QCoreApplication>

namespace gpulab {

class SystolicScene final : public SimulationScene
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::SystolicScene)
public:
    void paint(QPainter &painter, const QRectF &area, const SimulationModel &model,
               const SceneStyle &style) const override;
    QString describe(const SimulationModel &model) const override;
};

} // namespace gpulab
