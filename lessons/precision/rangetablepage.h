// RangeTablePage: the Precision formats lesson's "Range and precision" tab: every format's
// largest value, smallest normal and subnormal values, epsilon, decimal digits and what overflow
// gives, computed by the codec from the format's layout (fp::properties), never typed in, with a
// note on how to read them. Each number cell keeps its exact value in Qt::UserRole.
#pragma once

#include <QWidget>

class QTableWidget;

namespace gpulab {

class RangeTablePage : public QWidget
{
    Q_OBJECT
public:
    enum Column {
        ColFormat,
        ColBits,
        ColMax,
        ColMinNormal,
        ColMinSubnormal,
        ColEpsilon,
        ColDigits,
        ColOverflow,
        Columns
    };

    explicit RangeTablePage(QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    // Columns and rows as wide and tall as their text (after a font change).
    void fitToContents();

private:
    QTableWidget *m_table = nullptr;
};

} // namespace gpulab
