// Drawing that is notation keeps its geometry in every language. A custom-painted widget's
// QPainter takes the widget's layout direction: in a right-to-left language (Arabic) it draws
// Qt::AlignLeft text at the right of its box and Qt::AlignRight text at the left (unless
// Qt::AlignAbsolute), while the shapes stay where the code put them, so labels leave their bars
// and axes. What such widgets draw is written left to right in Arabic too — a bit field (the sign
// bit at the left, like the digits of a number), a number line (small values at the left, as
// mathematics is written), a chart's axes, a matrix — so they are not mirrored: AsWritten (one
// per paint) lays the painter out under Qt::LayoutDirectionAuto, where the alignments stay as
// written and each text still takes its direction from its script (an Arabic label reads right
// to left, with its numbers and Latin words in order). The simulation scenes are drawn so too
// (SimulationScene::render). Mouse and keyboard follow the drawing: a click hits what is drawn
// there, and the arrow keys move the way they point.
#pragma once

#include <QPainter>
#include <QString>

namespace gpulab {

class AsWritten
{
public:
    explicit AsWritten(QPainter &painter) : m_painter(painter), m_before(painter.layoutDirection())
    {
        painter.setLayoutDirection(Qt::LayoutDirectionAuto);
    }
    ~AsWritten() { m_painter.setLayoutDirection(m_before); }
    AsWritten(const AsWritten &) = delete;
    AsWritten &operator=(const AsWritten &) = delete;

private:
    QPainter &m_painter;
    Qt::LayoutDirection m_before;
};

// Notation inside a line of text — a command's option ("-q"), a field as a program prints it
// ("Pwr:Usage/Cap (Power Draw / Power Limit)", "Clocks > SM"), a reading ("1755 MHz") — written
// left to right in an isolate (U+2066 ... U+2069): in a right-to-left line it is neither reversed
// ("q-", "MHz 1755") nor has its closing bracket drawn at the other end, and the line around it
// keeps its own order.
inline QString asWrittenText(const QString &text)
{
    return QChar(0x2066) + text + QChar(0x2069);
}

} // namespace gpulab
