// FlowLayout (see flowlayout.h), after Qt's Flow Layout example.
#include "widgets/flowlayout.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QWidget>

#include <algorithm>

namespace gpulab {

FlowLayout::FlowLayout(QWidget *parent, int spacing) : QLayout(parent)
{
    setSpacing(spacing);
    if (!parent)
        setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

namespace {

// A label and its field on one line. A combo box in it shows its longest item where there is
// room and narrows down to kComboCharacters where there is not (its list shows every item whole);
// a label longer than kOneLineLabel characters wraps beside its field where the line is narrow
// (large text on a small screen).
class FieldPair : public QWidget
{
public:
    static constexpr int kComboCharacters = 12;
    static constexpr int kOneLineLabel = 12;

    FieldPair(QLabel *label, QWidget *field, QWidget *parent) : QWidget(parent), m_field(field)
    {
        auto *row = new QHBoxLayout(this);
        row->setContentsMargins(0, 0, 0, 0);
        // (QLabel's minimum size then keeps its longest word whole.)
        if (label->text().size() > kOneLineLabel && label->text().contains(QLatin1Char(' '))) {
            label->setWordWrap(true);
            m_wrapping = label;
        }
        // The field keeps its own width; what the pair has beyond it goes to a wrapping label.
        row->addWidget(label, m_wrapping ? 1 : 0);
        row->addWidget(field, m_wrapping ? 0 : 1);
        fitCombo();
    }

    // A wrapping label's own size hint is a few words wide: where the line has room, the pair
    // asks for the label on one line (it wraps only where the line is narrower than that).
    QSize sizeHint() const override
    {
        QSize size = QWidget::sizeHint();
        if (m_wrapping) {
            const int oneLine = m_wrapping->fontMetrics().horizontalAdvance(
                                    QString(m_wrapping->text()).remove(QLatin1Char('&'))) +
                                2 * m_wrapping->margin() + m_wrapping->contentsMargins().left() +
                                m_wrapping->contentsMargins().right() + 2;
            size.rwidth() += std::max(0, oneLine - m_wrapping->sizeHint().width());
        }
        return size;
    }

protected:
    void changeEvent(QEvent *event) override
    {
        QWidget::changeEvent(event);
        if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
            fitCombo();
        }
    }

private:
    void fitCombo()
    {
        auto *combo = qobject_cast<QComboBox *>(m_field);
        if (!combo)
            return;
        QStyleOptionComboBox option;
        option.initFrom(combo);
        const QSize text(combo->fontMetrics().averageCharWidth() * kComboCharacters,
                         combo->fontMetrics().height());
        combo->setMinimumWidth(
            combo->style()->sizeFromContents(QStyle::CT_ComboBox, &option, text, combo).width());
    }

    QWidget *m_field;
    QLabel *m_wrapping = nullptr; // the label, where it may wrap
};

} // namespace

void FlowLayout::addPair(QLabel *label, QWidget *field)
{
    addWidget(new FieldPair(label, field, parentWidget()));
}

void FlowLayout::insertWidget(int index, QWidget *widget)
{
    addChildWidget(widget);
    m_items.insert(std::clamp(index, 0, int(m_items.size())), new QWidgetItem(widget));
    invalidate();
}

void FlowLayout::insertPair(int index, QLabel *label, QWidget *field)
{
    insertWidget(index, new FieldPair(label, field, parentWidget()));
}

void FlowLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
}

int FlowLayout::count() const
{
    return int(m_items.size());
}

QLayoutItem *FlowLayout::itemAt(int index) const
{
    return m_items.value(index);
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return {};
}

int FlowLayout::heightForWidth(int width) const
{
    return doLayout(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    // As narrow as the widest single item: everything else wraps.
    QSize size;
    for (const QLayoutItem *item : m_items)
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    const QMargins margins = contentsMargins();
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // One line when there is room for it.
    int width = 0, height = 0, visible = 0;
    for (const QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        width += item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
        ++visible;
    }
    width += std::max(0, visible - 1) * spacingOrDefault();
    const QMargins margins = contentsMargins();
    return {width + margins.left() + margins.right(), height + margins.top() + margins.bottom()};
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    doLayout(rect, true);
}

int FlowLayout::spacingOrDefault() const
{
    if (spacing() >= 0)
        return spacing();
    const QWidget *parent = parentWidget();
    return parent
               ? parent->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, parent)
               : 6;
}

int FlowLayout::doLayout(const QRect &rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int gap = std::max(0, spacingOrDefault());
    int x = area.x(), y = area.y(), lineHeight = 0;
    // Items of one line, placed when the line is complete so they share its height.
    QList<QPair<QLayoutItem *, QRect>> line;
    auto flush = [&] {
        for (const auto &[item, box] : line)
            if (apply)
                item->setGeometry(QRect(box.x(), y, box.width(), lineHeight));
        line.clear();
    };
    for (QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const int width =
            std::max(item->minimumSize().width(), std::min(item->sizeHint().width(), area.width()));
        const int height =
            item->hasHeightForWidth() ? item->heightForWidth(width) : item->sizeHint().height();
        if (x > area.x() && x + width > area.right() + 1) { // wrap
            flush();
            x = area.x();
            y += lineHeight + gap;
            lineHeight = 0;
        }
        line.append({item, QRect(x, y, width, height)});
        x += width + gap;
        lineHeight = std::max(lineHeight, height);
    }
    flush();
    return y + lineHeight - rect.y() + contentsMargins().bottom();
}

} // namespace gpulab
