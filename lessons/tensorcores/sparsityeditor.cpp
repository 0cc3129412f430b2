// SparsityEditor: the 2:4 weight block, painted and edited (see sparsityeditor.h).
#include "lessons/tensorcores/sparsityeditor.h"

#include "lessons/framework/numbertext.h"
#include "lessons/framework/sentencetext.h"
#include "widgets/aswritten.h"

#include <QEvent>
#include <QFontInfo>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

QString weightText(double value)
{
    // A real minus sign, so the numbers line up and read well from afar.
    const QString digits = QLocale().toString(std::abs(value), 'f', 2);
    return value < 0 ? QStringLiteral("\u2212") + digits : digits;
}

} // namespace

SparsityEditor::SparsityEditor(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("sparsityEditor"));
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("2:4 weight block: arrow keys move, Space prunes or restores a weight"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    afterChange();
}

void SparsityEditor::setSceneStyle(const SceneStyle &style)
{
    m_style = style;
    update();
}

void SparsityEditor::setCursor(int row, int col)
{
    const QPoint next(std::clamp(col, 0, m_weights.cols() - 1),
                      std::clamp(row, 0, m_weights.rows() - 1));
    if (next == m_cursor)
        return;
    m_cursor = next;
    setAccessibleDescription(joinSentences(cellDescription(), summary()));
    update();
}

void SparsityEditor::toggleAtCursor()
{
    m_weights.toggle(m_cursor.y(), m_cursor.x());
    afterChange();
}

void SparsityEditor::setKept(int row, int col, bool kept)
{
    m_weights.setKept(row, col, kept);
    afterChange();
}

void SparsityEditor::pruneSmallest()
{
    m_weights.pruneSmallest();
    afterChange();
}

void SparsityEditor::restoreAll()
{
    m_weights.restoreAll();
    afterChange();
}

void SparsityEditor::newWeights()
{
    m_weights.regenerate(m_nextSeed++);
    afterChange();
}

void SparsityEditor::afterChange()
{
    setAccessibleDescription(joinSentences(cellDescription(), summary()));
    update();
    emit changed();
}

QString SparsityEditor::cellDescription() const
{
    const int row = m_cursor.y();
    const int col = m_cursor.x();
    const int group = SparseWeights::groupOf(col);
    const QString state =
        m_weights.kept(row, col)
            ? tr("%1, kept").arg(weightText(m_weights.original(row, col)))
            : tr("pruned to 0 (was %1)").arg(weightText(m_weights.original(row, col)));
    return tr("Row %1, weight %2 (group %3, position %4): %5.")
        .arg(wholeText(row + 1), wholeText(col + 1), wholeText(group + 1),
             wholeText(col % SparseWeights::kGroup), state);
}

QString SparsityEditor::summary() const
{
    const int invalid = m_weights.invalidGroups();
    if (invalid == 0)
        return tr("Valid 2:4 pattern: every group keeps at most 2 weights. The hardware stores "
                  "%1 of the %2 values and skips %3 multiplies of every %2.")
            .arg(QLocale().toString(m_weights.storedValues()))
            .arg(QLocale().toString(m_weights.weightCount()))
            .arg(QLocale().toString(m_weights.skippedMultiplies()));
    QStringList groups;
    for (int r = 0; r < m_weights.rows(); ++r)
        for (int g = 0; g < m_weights.groupsPerRow(); ++g)
            if (!m_weights.groupValid(r, g))
                groups << tr("row %1 group %2 keeps %3")
                              .arg(QLocale().toString(r + 1))
                              .arg(QLocale().toString(g + 1))
                              .arg(QLocale().toString(m_weights.keptInGroup(r, g)));
    return tr("Not 2:4 yet: %1 (at most 2 allowed).").arg(clauseList(groups));
}

// ---- geometry -------------------------------------------------------------------------------

QFont SparsityEditor::drawingFont() const
{
    // Narrower than it would like (large text on a small screen): the whole block scales down,
    // to kNarrowestScale of the text size at most and never below 9 px, rather than cut cells.
    QFont scaled = font();
    const int natural = naturalWidth(QFontMetricsF(scaled));
    if (width() >= natural || natural <= 0)
        return scaled;
    const qreal pixels = QFontInfo(scaled).pixelSize();
    const qreal floor = std::max(kNarrowestScale, std::min(1.0, 9.0 / pixels));
    const qreal scale = std::max(floor, qreal(width()) / natural);
    scaled.setPixelSize(std::max(1, int(pixels * scale)));
    return scaled;
}

int SparsityEditor::naturalWidth(const QFontMetricsF &metrics) const
{
    const qreal unit = metrics.height();
    const qreal minCell = metrics.horizontalAdvance(QStringLiteral("−0.00")) + unit * 0.6;
    const qreal label =
        metrics.horizontalAdvance(tr("Row %1").arg(QLocale().toString(m_weights.rows()))) + unit;
    const int groups = m_weights.groupsPerRow();
    return int(label + minCell * (m_weights.cols() + 0.6 * (groups - 1)) + 8);
}

SparsityEditor::Geometry SparsityEditor::geometry() const
{
    const QFontMetricsF metrics(drawingFont());
    const qreal unit = metrics.height();
    Geometry g;
    g.labelWidth =
        metrics.horizontalAdvance(tr("Row %1").arg(QLocale().toString(m_weights.rows()))) +
        unit * 0.6;
    const int cols = m_weights.cols();
    const int groups = m_weights.groupsPerRow();
    const qreal minCell = metrics.horizontalAdvance(QStringLiteral("−0.00")) + unit * 0.6;
    const qreal available = width() - g.labelWidth - 4;
    // cells + gaps of 0.6 cell between groups
    g.cellWidth = std::max(minCell, available / (cols + 0.6 * (groups - 1)));
    g.cellWidth = std::min(g.cellWidth, minCell * 1.6);
    g.groupGap = g.cellWidth * 0.6;
    g.cellHeight = unit * 2.3;
    g.rowHeight = g.cellHeight + unit * 1.5;
    g.left = g.labelWidth;
    g.top = unit * 1.2; // the position numbers above the first row
    return g;
}

QRectF SparsityEditor::cellRect(const Geometry &g, int row, int col) const
{
    const int group = SparseWeights::groupOf(col);
    return QRectF(g.left + col * g.cellWidth + group * g.groupGap, g.top + row * g.rowHeight,
                  g.cellWidth, g.cellHeight);
}

QRectF SparsityEditor::groupRect(const Geometry &g, int row, int group) const
{
    const QRectF first = cellRect(g, row, group * SparseWeights::kGroup);
    return QRectF(first.left(), first.top(), g.cellWidth * SparseWeights::kGroup, g.cellHeight);
}

QSize SparsityEditor::sizeHint() const
{
    const QFontMetricsF metrics(font());
    const qreal unit = metrics.height();
    const qreal minCell = metrics.horizontalAdvance(QStringLiteral("−0.00")) + unit * 0.6;
    const qreal label =
        metrics.horizontalAdvance(tr("Row %1").arg(QLocale().toString(m_weights.rows()))) + unit;
    const int groups = m_weights.groupsPerRow();
    const qreal width = label + minCell * 1.3 * (m_weights.cols() + 0.6 * (groups - 1)) + 8;
    const qreal height = unit * 1.2 + m_weights.rows() * (unit * 2.3 + unit * 1.5) + 4;
    return QSize(int(width), int(height));
}

QSize SparsityEditor::minimumSizeHint() const
{
    const qreal pixels = QFontInfo(font()).pixelSize();
    const qreal floor = std::max(kNarrowestScale, std::min(1.0, 9.0 / pixels));
    return QSize(int(std::ceil(naturalWidth(QFontMetricsF(font())) * floor)), sizeHint().height());
}

// ---- painting -------------------------------------------------------------------------------

void SparsityEditor::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const AsWritten asWritten(painter); // notation: not mirrored (widgets/aswritten.h)
    painter.setRenderHint(QPainter::Antialiasing);
    const Geometry g = geometry();
    const QPalette &pal = palette();
    const QColor text = pal.color(QPalette::WindowText);
    const QColor muted = pal.color(QPalette::PlaceholderText);
    const QColor base = pal.color(QPalette::Base);
    const QColor keptColour = m_style.series[1];    // sky blue
    const QColor invalidColour = m_style.series[5]; // vermillion
    const bool strong = m_style.highContrast;
    const qreal line = strong ? 2.0 : 1.0;
    const QFont normal = drawingFont();
    QFont bold = normal;
    bold.setBold(true);
    QFont small = normal;
    small.setPixelSize(std::max(1, int(QFontInfo(normal).pixelSize() * 0.82)));
    const qreal unit = QFontMetricsF(normal).height();

    // Positions 0..3 above each group of the first row: the numbers the metadata uses.
    painter.setFont(small);
    painter.setPen(muted);
    for (int c = 0; c < m_weights.cols(); ++c) {
        const QRectF cell = cellRect(g, 0, c);
        painter.drawText(QRectF(cell.left(), 0, cell.width(), g.top), Qt::AlignCenter,
                         wholeText(c % SparseWeights::kGroup));
    }

    for (int r = 0; r < m_weights.rows(); ++r) {
        const QRectF first = cellRect(g, r, 0);
        painter.setFont(normal);
        painter.setPen(text);
        painter.drawText(QRectF(0, first.top(), g.labelWidth - unit * 0.3, first.height()),
                         Qt::AlignRight | Qt::AlignVCenter,
                         tr("Row %1").arg(QLocale().toString(r + 1)));
        for (int c = 0; c < m_weights.cols(); ++c) {
            const QRectF cell = cellRect(g, r, c).adjusted(1.5, 1.5, -1.5, -1.5);
            const double weight = m_weights.original(r, c);
            if (m_weights.kept(r, c)) {
                QColor fill = keptColour;
                fill.setAlphaF(strong ? 0.55 : 0.35);
                painter.fillRect(cell, base);
                painter.fillRect(cell, fill);
                painter.setFont(bold);
                painter.setPen(text);
                painter.drawText(cell, Qt::AlignCenter, weightText(weight));
            } else {
                // Pruned: a hatched zero; the lost value struck through underneath.
                painter.fillRect(cell, base);
                painter.fillRect(cell, QBrush(muted, Qt::BDiagPattern));
                const QRectF upper(cell.left(), cell.top(), cell.width(), cell.height() * 0.55);
                const QRectF lower(cell.left(), cell.top() + cell.height() * 0.5, cell.width(),
                                   cell.height() * 0.5);
                painter.setFont(bold);
                painter.setPen(text);
                painter.fillRect(QRectF(upper.center().x() - unit * 0.45, upper.top() + 1,
                                        unit * 0.9, upper.height() - 1),
                                 base);
                painter.drawText(upper, Qt::AlignCenter, QLocale().toString(0));
                QFont struck = small;
                struck.setStrikeOut(true);
                painter.setFont(struck);
                painter.setPen(text);
                const qreal w = QFontMetricsF(struck).horizontalAdvance(weightText(weight)) + 4;
                painter.fillRect(
                    QRectF(lower.center().x() - w / 2, lower.top() + 1, w, lower.height() - 3),
                    base);
                painter.drawText(lower, Qt::AlignCenter, weightText(weight));
            }
            painter.setPen(QPen(muted, 1));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(cell);
        }
        // Each group: outline and its verdict under it.
        for (int grp = 0; grp < m_weights.groupsPerRow(); ++grp) {
            const QRectF box = groupRect(g, r, grp);
            const bool valid = m_weights.groupValid(r, grp);
            painter.setBrush(Qt::NoBrush);
            painter.setPen(valid ? QPen(text, line * 1.5)
                                 : QPen(invalidColour, line * 3.0, Qt::DashLine));
            painter.drawRect(box);
            QString verdict;
            if (valid) {
                const std::array<int, 2> keep = m_weights.metadata(r, grp);
                verdict = tr("\u2713 keeps %1, %2").arg(wholeText(keep[0]), wholeText(keep[1]));
            } else {
                verdict = tr("\u2717 %1 kept: at most 2")
                              .arg(QLocale().toString(m_weights.keptInGroup(r, grp)));
            }
            const QRectF under(box.left(), box.bottom() + 1, box.width(), unit * 1.3);
            if (!valid) {
                painter.setFont(bold);
                painter.setPen(invalidColour);
            } else {
                painter.setFont(normal);
                painter.setPen(text);
            }
            painter.drawText(
                under, Qt::AlignCenter,
                painter.fontMetrics().elidedText(verdict, Qt::ElideRight, int(under.width())));
        }
    }

    // The cursor: a thick outline in the highlight colour, and a dotted inner one (visible on any
    // fill), drawn brighter while the block has the keyboard focus.
    const QRectF cursor = cellRect(g, m_cursor.y(), m_cursor.x());
    const QColor highlight = pal.color(QPalette::Highlight);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(hasFocus() ? highlight : muted, hasFocus() ? 4.0 : 2.0));
    painter.drawRect(cursor.adjusted(-1, -1, 1, 1));
    if (hasFocus()) {
        painter.setPen(QPen(text, 1.5, Qt::DotLine));
        painter.drawRect(cursor.adjusted(3.5, 3.5, -3.5, -3.5));
    }
}

// ---- input ----------------------------------------------------------------------------------

void SparsityEditor::keyPressEvent(QKeyEvent *event)
{
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) {
        QWidget::keyPressEvent(event);
        return;
    }
    const int row = m_cursor.y();
    const int col = m_cursor.x();
    switch (event->key()) {
    case Qt::Key_Left: setCursor(row, col - 1); break;
    case Qt::Key_Right: setCursor(row, col + 1); break;
    case Qt::Key_Up: setCursor(row - 1, col); break;
    case Qt::Key_Down: setCursor(row + 1, col); break;
    case Qt::Key_Home: setCursor(row, 0); break;
    case Qt::Key_End: setCursor(row, m_weights.cols() - 1); break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter: toggleAtCursor(); break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

void SparsityEditor::mousePressEvent(QMouseEvent *event)
{
    const Geometry g = geometry();
    for (int r = 0; r < m_weights.rows(); ++r)
        for (int c = 0; c < m_weights.cols(); ++c)
            if (cellRect(g, r, c).contains(event->position())) {
                setFocus(Qt::MouseFocusReason);
                setCursor(r, c);
                toggleAtCursor();
                event->accept();
                return;
            }
    QWidget::mousePressEvent(event);
}

void SparsityEditor::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update();
}

void SparsityEditor::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
}

void SparsityEditor::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateGeometry(); // the cells grow with the text (zoom, presenter mode)
}

} // namespace gpulab
