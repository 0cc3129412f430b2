// What the Precision formats lesson's tables share (see precisiontables.h).
#include "lessons/precision/precisiontables.h"

#include <QTableWidgetItem>

namespace gpulab::precision {

QTableWidgetItem *readOnlyItem(const QString &text, double value)
{
    auto *cell = new QTableWidgetItem(text);
    cell->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (!std::isnan(value))
        cell->setData(Qt::UserRole, value);
    return cell;
}

} // namespace gpulab::precision
