// AmountSpinBox: a QDoubleSpinBox that writes its value as the lessons write numbers, without
// trailing zeros (numbertext.h): "10 billion", "6.738 billion", never "10.000 billion", which
// in a language that groups with a point ("10.000 mil millones" before Spanish's decimal comma
// was settled) read as ten thousand. Typing keeps the box's decimals.
#pragma once

#include <QDoubleSpinBox>

namespace gpulab {

class AmountSpinBox : public QDoubleSpinBox
{
public:
    using QDoubleSpinBox::QDoubleSpinBox;

protected:
    QString textFromValue(double value) const override;
};

} // namespace gpulab
