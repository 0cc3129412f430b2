// What the Precision formats lesson's tables share (the range table, the overflow page's
// every-format table).
#pragma once

#include <QString>

#include <cmath>

class QTableWidgetItem;

namespace gpulab::precision {

// A cell to read and select, not edit; `value` (when not NaN) is its exact number, in
// Qt::UserRole, for tests and sorting.
QTableWidgetItem *readOnlyItem(const QString &text, double value = std::nan(""));

} // namespace gpulab::precision
