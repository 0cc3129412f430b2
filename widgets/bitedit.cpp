// BitEdit: bits grouped into coloured, labelled fields, flipped by mouse or keyboard (see
// bitedit.h).
#include "widgets/bitedit.h"

#include "widgets/aswritten.h"
#include "widgets/simulationscene.h"

#include <QAccessible>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

// The cell size when there is room: large enough to read from the back of a room.
qreal preferredCell(const QFontMetricsF &fm)
{
    return std::max(fm.height() * 1.9, fm.horizontalAdvance(QLatin1Char('0')) * 2.8);
}

} // namespace

BitEdit::BitEdit(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setMouseTracking(false);
}

void BitEdit::setFields(const QList<Field> &fields, int lowestBit)
{
    const int oldCount = m_count, oldLowest = m_lowest;
    m_fields = fields;
    m_count = 0;
    for (const Field &field : m_fields)
        m_count += std::max(1, field.width);
    m_lowest = lowestBit;
    if (m_count != oldCount || m_lowest != oldLowest) // a new layout: start at the top bit
        m_current = highestBit();
    updateGeometry();
    update();
    announce();
}

void BitEdit::setBits(quint64 bits)
{
    if (bits == m_bits)
        return;
    m_bits = bits;
    update();
    announce();
}

void BitEdit::setCurrentBit(int number)
{
    if (m_count == 0)
        return;
    number = std::clamp(number, m_lowest, highestBit());
    if (number == m_current)
        return;
    m_current = number;
    update();
    announce();
    emit currentBitChanged(m_current);
}

void BitEdit::setThickLines(bool thick)
{
    m_thick = thick;
    update();
}

int BitEdit::fieldIndexOf(int number) const
{
    if (number < m_lowest || number > highestBit())
        return -1;
    int top = highestBit();
    for (int i = 0; i < m_fields.size(); ++i) {
        const int width = std::max(1, m_fields.at(i).width);
        if (number > top - width)
            return i;
        top -= width;
    }
    return -1;
}

QString BitEdit::describeBit(int number) const
{
    const int field = fieldIndexOf(number);
    return tr("bit %1, %2, %3")
        .arg(number)
        .arg(field >= 0 ? m_fields.at(field).name : QString(),
             bit(number) ? tr("set") : tr("clear"));
}

BitEdit::Geometry BitEdit::geometry() const
{
    const QFontMetricsF fm(font());
    Geometry g;
    const qreal preferred = preferredCell(fm);
    const qreal minimum = fm.horizontalAdvance(QLatin1Char('0')) + 6;
    const int gaps = std::max<qsizetype>(0, m_fields.size() - 1);
    const qreal margin = 4;
    const qreal available = width() - 2 * margin;
    // A field gap of about a third of a cell: solve count·c + gaps·c/3 = available.
    const qreal fit = m_count > 0 ? available / (m_count + gaps / 3.0) : preferred;
    g.cell = std::max(minimum, std::min(preferred, fit));
    g.gap = g.cell / 3.0;
    g.left = margin;
    QFont small = font();
    small.setPointSizeF(std::max(6.0, font().pointSizeF() * 0.8));
    g.numbersTop = margin;
    g.cellsTop = g.numbersTop + QFontMetricsF(small).height() + 2;
    g.labelsTop = g.cellsTop + g.cell + 4;
    return g;
}

QRectF BitEdit::cellRect(const Geometry &g, int number) const
{
    const int index = highestBit() - number; // 0 = leftmost
    const int field = fieldIndexOf(number);
    return QRectF(g.left + index * g.cell + std::max(0, field) * g.gap, g.cellsTop, g.cell, g.cell);
}

QRectF BitEdit::bitRect(int number) const
{
    if (number < m_lowest || number > highestBit())
        return {};
    return cellRect(geometry(), number);
}

int BitEdit::bitAt(const QPointF &point) const
{
    const Geometry g = geometry();
    for (int number = m_lowest; number <= highestBit(); ++number)
        if (cellRect(g, number).contains(point))
            return number;
    return -1;
}

QStringList BitEdit::labelTexts() const
{
    QStringList texts;
    for (const Field &field : m_fields) {
        const int width = std::max(1, field.width);
        texts.append(field.name + QLatin1Char('\n') +
                     (width == 1 ? tr("1 bit") : tr("%1 bits").arg(QLocale().toString(width))));
    }
    return texts;
}

qreal BitEdit::labelsHeight() const
{
    // The brackets, then the names' two lines as they are drawn: in the fonts that really draw
    // them (Chinese in a fallback font taller than the Latin one), never less than the room the
    // Latin lines take.
    const QFontMetricsF fm(font());
    qreal text = fm.height() * 2.2;
    for (const QString &label : labelTexts())
        text = std::max(
            text, fm.boundingRect(QRectF(0, 0, 1e6, 1e6), Qt::AlignHCenter | Qt::AlignTop, label)
                      .height());
    return 5 + text;
}

QSize BitEdit::sizeHint() const
{
    const QFontMetricsF fm(font());
    const qreal cell = preferredCell(fm);
    const int gaps = std::max<qsizetype>(0, m_fields.size() - 1);
    const qreal width = m_count * cell + gaps * cell / 3.0 + 8;
    const qreal height = fm.height() * 0.8 + 2 + cell + 4 + labelsHeight() + 4;
    return QSize(int(std::ceil(width)), int(std::ceil(height)));
}

QSize BitEdit::minimumSizeHint() const
{
    const QFontMetricsF fm(font());
    const qreal cell = fm.horizontalAdvance(QLatin1Char('0')) + 6;
    const int gaps = std::max<qsizetype>(0, m_fields.size() - 1);
    const qreal width = m_count * cell + gaps * cell / 3.0 + 8;
    return QSize(int(std::ceil(width)), sizeHint().height());
}

void BitEdit::paintEvent(QPaintEvent *)
{
    if (m_count == 0)
        return;
    QPainter painter(this);
    const AsWritten asWritten(painter); // notation: not mirrored (widgets/aswritten.h)
    painter.setRenderHint(QPainter::Antialiasing);
    const Geometry g = geometry();
    const QPalette &pal = palette();
    const qreal line = m_thick ? 3.0 : 1.6;
    QFont digitFont = font();
    digitFont.setPointSizeF(font().pointSizeF() *
                            std::clamp(g.cell / preferredCell(QFontMetricsF(font())), 0.6, 1.0) *
                            1.15 * 1.1);
    QFont small = font();
    small.setPointSizeF(std::max(6.0, font().pointSizeF() * 0.8));
    const QFontMetricsF smallMetrics(small);
    const bool numberEveryCell = smallMetrics.horizontalAdvance(QStringLiteral("88")) < g.cell - 2;

    for (int number = m_lowest; number <= highestBit(); ++number) {
        const QRectF cell = cellRect(g, number).adjusted(1.5, 1.5, -1.5, -1.5);
        const int field = fieldIndexOf(number);
        const QColor colour = field >= 0 ? m_fields.at(field).colour : pal.color(QPalette::Mid);
        const bool set = bit(number);
        painter.setPen(QPen(colour, line));
        painter.setBrush(set ? colour : pal.color(QPalette::Base));
        painter.drawRoundedRect(cell, 3, 3);
        QFont digit = digitFont;
        digit.setBold(set);
        painter.setFont(digit);
        painter.setPen(set ? SceneStyle::textOn(colour) : pal.color(QPalette::Text));
        painter.drawText(cell, Qt::AlignCenter, locale().toString(set ? 1 : 0)); // ١ ٠ in Arabic
        // Bit numbers above: every cell when they fit, else the ends of each field.
        const bool fieldEnd =
            fieldIndexOf(number + 1) != field || fieldIndexOf(number - 1) != field;
        if (numberEveryCell || fieldEnd) {
            painter.setFont(small);
            painter.setPen(pal.color(QPalette::PlaceholderText));
            painter.drawText(QRectF(cell.left() - g.gap, g.numbersTop, cell.width() + 2 * g.gap,
                                    smallMetrics.height()),
                             Qt::AlignHCenter | Qt::AlignTop, locale().toString(number));
        }
    }

    // The cursor: a thick ring in the highlight colour, only while the keyboard is here.
    if (hasFocus()) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(pal.color(QPalette::Highlight), m_thick ? 4.0 : 3.0));
        painter.drawRoundedRect(cellRect(g, m_current).adjusted(-1.5, -1.5, 1.5, 1.5), 4, 4);
    }

    // Brackets under the fields, and their names: centred under each field, or, when a name is
    // wider than its field (the sign, FP4's fields), moved sideways just enough not to overlap.
    const QFontMetricsF fm(font());
    QList<QRectF> labels;
    const QStringList texts = labelTexts();
    const qreal textHeight = labelsHeight() - 5;
    int top = highestBit();
    for (const Field &field : m_fields) {
        const int width = std::max(1, field.width);
        const QRectF first = cellRect(g, top);
        const QRectF last = cellRect(g, top - width + 1);
        const qreal y = g.labelsTop + 3;
        painter.setPen(QPen(field.colour, line));
        painter.drawLine(QPointF(first.left() + 2, y - 3), QPointF(first.left() + 2, y));
        painter.drawLine(QPointF(first.left() + 2, y), QPointF(last.right() - 2, y));
        painter.drawLine(QPointF(last.right() - 2, y), QPointF(last.right() - 2, y - 3));
        const QString &text = texts.at(labels.size());
        const qreal textWidth = std::max(fm.horizontalAdvance(field.name),
                                         fm.horizontalAdvance(text.section(QLatin1Char('\n'), 1))) +
                                6;
        const qreal span = last.right() - first.left();
        const qreal w = std::max(span, textWidth);
        labels.append(QRectF(first.left() + (span - w) / 2, y + 2, w, textHeight));
        top -= width;
    }
    for (int i = 0; i < labels.size(); ++i) { // left to right: no overlap, not past the left
        const qreal minimum = i == 0 ? 0.0 : labels.at(i - 1).right() + 4;
        if (labels[i].left() < minimum)
            labels[i].moveLeft(minimum);
    }
    for (int i = int(labels.size()) - 1; i >= 0; --i) { // right to left: not past the right
        const qreal maximum = i == labels.size() - 1 ? qreal(width()) : labels.at(i + 1).left() - 4;
        if (labels[i].right() > maximum)
            labels[i].moveRight(maximum);
    }
    painter.setFont(font());
    painter.setPen(pal.color(QPalette::Text));
    for (int i = 0; i < labels.size(); ++i)
        painter.drawText(labels.at(i), Qt::AlignHCenter | Qt::AlignTop, texts.at(i));
}

void BitEdit::flip(int number, bool toValue, bool toggle)
{
    if (number < m_lowest || number > highestBit())
        return;
    const quint64 mask = quint64(1) << number;
    const quint64 next = toggle ? (m_bits ^ mask) : toValue ? (m_bits | mask) : (m_bits & ~mask);
    if (next == m_bits)
        return;
    m_bits = next;
    update();
    announce();
    emit bitToggled(number);
}

void BitEdit::keyPressEvent(QKeyEvent *event)
{
    if (m_count == 0 ||
        (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
        QWidget::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left: setCurrentBit(m_current + 1); break;
    case Qt::Key_Right: setCurrentBit(m_current - 1); break;
    case Qt::Key_Home: setCurrentBit(highestBit()); break;
    case Qt::Key_End: setCurrentBit(m_lowest); break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter: flip(m_current, false, true); break;
    case Qt::Key_0:
    case Qt::Key_1:
        flip(m_current, event->key() == Qt::Key_1, false);
        setCurrentBit(m_current - 1); // typing a pattern left to right
        break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

void BitEdit::mousePressEvent(QMouseEvent *event)
{
    const int number = event->button() == Qt::LeftButton ? bitAt(event->position()) : -1;
    if (number < 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    setCurrentBit(number);
    flip(number, false, true);
    event->accept();
}

void BitEdit::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update();
    announce();
}

void BitEdit::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
}

bool BitEdit::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int number = bitAt(help->pos());
        if (number >= 0)
            QToolTip::showText(help->globalPos(), describeBit(number), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void BitEdit::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateGeometry();
}

void BitEdit::announce()
{
    if (m_count == 0)
        return;
    const QString text = describeBit(m_current);
    if (text == accessibleDescription())
        return;
    setAccessibleDescription(text);
    if (QAccessible::isActive()) {
        QAccessibleEvent changed(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&changed);
    }
}

} // namespace gpulab
