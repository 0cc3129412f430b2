// ElidingComboBox: a combo box for items longer than the room a form gives it (a price with its
// provider and date). QComboBox clips its current text at the edge of the box, mid-letter, with no
// sign that more follows; this one ends it with "…" where it is cut (at the left in a
// right-to-left layout, where the text ends) and shows the whole text as the box's tooltip and
// in the open list (the caller's tooltip, if any, comes back once the text fits). The accessible
// name stays the caller's.
#pragma once

#include <QComboBox>
#include <QEvent>
#include <QStyleOptionComboBox>
#include <QStylePainter>

namespace gpulab {

class ElidingComboBox : public QComboBox
{
public:
    explicit ElidingComboBox(QWidget *parent = nullptr) : QComboBox(parent)
    {
        connect(this, &QComboBox::currentTextChanged, this, [this] { updateToolTip(); });
    }

    // The current text as the box shows it: whole, or cut with "…".
    QString shownText() const
    {
        QStyleOptionComboBox option;
        initStyleOption(&option);
        return shownText(option);
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QStylePainter painter(this);
        QStyleOptionComboBox option;
        initStyleOption(&option);
        painter.drawComplexControl(QStyle::CC_ComboBox, option);
        if (!isEditable()) {
            option.currentText = shownText(option);
            painter.drawControl(QStyle::CE_ComboBoxLabel, option);
        }
    }

    void resizeEvent(QResizeEvent *event) override
    {
        QComboBox::resizeEvent(event);
        updateToolTip();
    }

    void changeEvent(QEvent *event) override
    {
        QComboBox::changeEvent(event);
        if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
            updateToolTip();
    }

private:
    QString shownText(const QStyleOptionComboBox &option) const
    {
        const QRect field = style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                    QStyle::SC_ComboBoxEditField, this);
        int room = field.width() - 2; // QCommonStyle draws the label 1 px in from each side
        if (!option.currentIcon.isNull())
            room -= option.iconSize.width() + 4;
        return fontMetrics().elidedText(option.currentText, Qt::ElideRight, std::max(0, room));
    }

    // While the text is cut its whole is the tooltip; the caller's tooltip comes back after.
    void updateToolTip()
    {
        const QString whole = currentText();
        const bool cut = !isEditable() && shownText() != whole;
        if (!m_cut)
            m_callerToolTip = toolTip();
        setToolTip(cut ? whole : m_callerToolTip);
        m_cut = cut;
    }

    bool m_cut = false;
    QString m_callerToolTip;
};

} // namespace gpulab
