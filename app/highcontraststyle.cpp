// HighContrastStyle: Fusion with edges that show on black and on white (see highcontraststyle.h).
#include "app/highcontraststyle.h"

#include <QApplication>
#include <QFontMetrics>
#include <QPainter>
#include <QPainterPath>
#include <QStyleFactory>
#include <QStyleOption>

namespace gpulab {

namespace {

QColor edgeColour(const QStyleOption *option)
{
    return option->palette.color(option->state & QStyle::State_Enabled ? QPalette::Active
                                                                       : QPalette::Disabled,
                                 QPalette::Text);
}

// The mark of a checked box or radio: the palette's highlight (yellow), grey when disabled.
QColor markColour(const QStyleOption *option)
{
    return option->state & QStyle::State_Enabled ? option->palette.color(QPalette::Highlight)
                                                 : edgeColour(option);
}

// The largest square centred in `rect`, less a pixel on each side.
QRectF centredSquare(const QRect &rect)
{
    const qreal side = qMin(rect.width(), rect.height()) - 2.0;
    return QRectF(rect.center().x() + 0.5 - side / 2.0, rect.center().y() + 0.5 - side / 2.0, side,
                  side);
}

// The frame of a field one types into: white, or yellow and thicker with keyboard focus.
void drawEditFrame(const QStyleOption *option, QPainter *painter)
{
    const bool focus = option->state & QStyle::State_HasFocus;
    const int width = focus ? 2 : 1;
    painter->save();
    painter->setPen(
        QPen(focus ? option->palette.color(QPalette::Highlight) : edgeColour(option), width));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(
        QRectF(option->rect).adjusted(width / 2.0, width / 2.0, -width / 2.0, -width / 2.0));
    painter->restore();
}

} // namespace

HighContrastStyle::HighContrastStyle()
    : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion")))
{}

int HighContrastStyle::pixelMetric(PixelMetric metric, const QStyleOption *option,
                                   const QWidget *widget) const
{
    switch (metric) {
    case PM_IndicatorWidth:
    case PM_IndicatorHeight:
    case PM_ExclusiveIndicatorWidth:
    case PM_ExclusiveIndicatorHeight: {
        // As tall as a capital letter and a bit: grows with the zoom and the presenter font.
        const QFont font = widget ? widget->font() : QApplication::font();
        const int fromText = qRound(QFontMetrics(font).height() * 0.9);
        return qMax(QProxyStyle::pixelMetric(metric, option, widget), fromText);
    }
    default: return QProxyStyle::pixelMetric(metric, option, widget);
    }
}

void HighContrastStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option,
                                      QPainter *painter, const QWidget *widget) const
{
    switch (element) {
    case PE_IndicatorCheckBox:
    case PE_IndicatorRadioButton: {
        const QRectF box = centredSquare(option->rect);
        const qreal side = box.width();
        const qreal penWidth = qMax<qreal>(1.5, side / 9.0);
        const QRectF edge = box.adjusted(penWidth / 2, penWidth / 2, -penWidth / 2, -penWidth / 2);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(edgeColour(option), penWidth));
        painter->setBrush(option->palette.color(QPalette::Base));
        if (element == PE_IndicatorRadioButton) {
            painter->drawEllipse(edge);
            if (option->state & State_On) {
                const qreal inset = side * 0.27;
                painter->setPen(Qt::NoPen);
                painter->setBrush(markColour(option));
                painter->drawEllipse(box.adjusted(inset, inset, -inset, -inset));
            }
        } else {
            painter->drawRect(edge);
            if (option->state & State_On) {
                painter->setPen(QPen(markColour(option), qMax<qreal>(2.0, side / 6.0),
                                     Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
                painter->setBrush(Qt::NoBrush);
                const QPointF tick[] = {
                    {box.left() + side * 0.24, box.top() + side * 0.52},
                    {box.left() + side * 0.43, box.top() + side * 0.72},
                    {box.left() + side * 0.77, box.top() + side * 0.28},
                };
                painter->drawPolyline(tick, 3);
            } else if (option->state & State_NoChange) {
                painter->fillRect(QRectF(box.left() + side * 0.25, box.center().y() - side * 0.08,
                                         side * 0.5, side * 0.16),
                                  markColour(option));
            }
        }
        painter->restore();
        return;
    }
    case PE_FrameLineEdit: drawEditFrame(option, painter); return;
    case PE_PanelButtonCommand:
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        painter->save();
        painter->setPen(QPen(edgeColour(option), 1));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5));
        painter->restore();
        return;
    default: break;
    }
    QProxyStyle::drawPrimitive(element, option, painter, widget);
}

void HighContrastStyle::drawComplexControl(ComplexControl control,
                                           const QStyleOptionComplex *option, QPainter *painter,
                                           const QWidget *widget) const
{
    QProxyStyle::drawComplexControl(control, option, painter, widget);
    if (control == CC_SpinBox && option->subControls & SC_SpinBoxFrame) {
        drawEditFrame(option, painter);
    } else if (control == CC_ComboBox && option->subControls & SC_ComboBoxFrame) {
        drawEditFrame(option, painter);
    } else if (control == CC_Slider) {
        const QRect groove = subControlRect(CC_Slider, option, SC_SliderGroove, widget);
        const QRect handle = subControlRect(CC_Slider, option, SC_SliderHandle, widget);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        if (option->subControls & SC_SliderGroove) {
            // Fusion's groove is a few pixels tall in the middle of its rectangle.
            const auto *slider = qstyleoption_cast<const QStyleOptionSlider *>(option);
            const bool horizontal = !slider || slider->orientation == Qt::Horizontal;
            QRectF track = groove;
            if (horizontal)
                track =
                    QRectF(groove.left() + 0.5, groove.center().y() - 2.5, groove.width() - 1, 6);
            else
                track =
                    QRectF(groove.center().x() - 2.5, groove.top() + 0.5, 6, groove.height() - 1);
            painter->setPen(QPen(edgeColour(option), 1));
            painter->setBrush(Qt::NoBrush);
            painter->drawRoundedRect(track, 2, 2);
        }
        if (option->subControls & SC_SliderHandle) {
            const bool focus = option->state & State_HasFocus;
            painter->setPen(QPen(markColour(option), focus ? 3 : 2));
            painter->setBrush(edgeColour(option));
            painter->drawRoundedRect(QRectF(handle).adjusted(1.5, 1.5, -1.5, -1.5), 3, 3);
        }
        painter->restore();
    }
}

} // namespace gpulab
