// ScratchScene (see scratchscene.h).
#include "scratchscene.h"

#include "lessons/framework/simulationmodel.h"

#include <QPainter>

namespace gpulab {

void ScratchScene::paint(QPainter &painter, const QRectF &area, const SimulationModel &model,
                         const SceneStyle &style) const
{
    painter.fillRect(area, style.background);
    painter.setPen(style.foreground);
    painter.drawText(area, Qt::AlignCenter, describe(model));
}

QString ScratchScene::describe(const SimulationModel &model) const
{
    return QStringLiteral("Scratch steps: %1")
        .arg(model.state().value(QStringLiteral("steps")).toInt());
}

} // namespace gpulab
