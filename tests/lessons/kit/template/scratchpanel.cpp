// ScratchPanel (see scratchpanel.h).
#include "scratchpanel.h"

#include <QLabel>

namespace gpulab {

QWidget *ScratchPanel::createExtras()
{
    auto *label = new QLabel(tr("Scratch extras"));
    label->setObjectName(QStringLiteral("scratchExtras"));
    return label;
}

} // namespace gpulab
