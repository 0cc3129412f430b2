// A spin box for amounts (see amountspinbox.h).
#include "lessons/framework/amountspinbox.h"

#include "lessons/framework/numbertext.h"

namespace gpulab {

QString AmountSpinBox::textFromValue(double value) const
{
    const QString point = locale().decimalPoint();
    const QString zero = locale().zeroDigit();
    return point.size() == 1 && zero.size() == 1
               ? dropTrailingZeros(QDoubleSpinBox::textFromValue(value), point.at(0), zero.at(0))
               : QDoubleSpinBox::textFromValue(value);
}

} // namespace gpulab
