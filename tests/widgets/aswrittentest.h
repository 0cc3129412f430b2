// What a custom-painted widget that draws notation (widgets/aswritten.h) must do in a
// right-to-left language: draw exactly what it draws left to right (its texts here are English,
// which reads the same either way), so no label leaves its bar, its axis or its cell. Used by the
// tests of the bit editor, the precision lesson's number line and memory chart, and the tensor
// cores' sparsity editor.
#pragma once

#include <QGuiApplication>
#include <QImage>
#include <QString>
#include <QWidget>

namespace gpulab::test {

// Empty where `widget` paints the same under Qt::RightToLeft as under Qt::LeftToRight, else
// where the two first differ.
inline QString mirroredDrawingDiffers(QWidget *widget)
{
    // As in Arabic: the application lays out right to left, and the widget with it.
    const Qt::LayoutDirection before = QGuiApplication::layoutDirection();
    QGuiApplication::setLayoutDirection(Qt::LeftToRight);
    widget->setLayoutDirection(Qt::LeftToRight);
    const QImage ltr = widget->grab().toImage();
    QGuiApplication::setLayoutDirection(Qt::RightToLeft);
    widget->setLayoutDirection(Qt::RightToLeft);
    const QImage rtl = widget->grab().toImage();
    QGuiApplication::setLayoutDirection(before);
    widget->unsetLayoutDirection();
    if (ltr.isNull() || ltr.size() != rtl.size())
        return QStringLiteral("not painted, or painted at another size");
    for (int y = 0; y < ltr.height(); ++y)
        for (int x = 0; x < ltr.width(); ++x)
            if (ltr.pixel(x, y) != rtl.pixel(x, y))
                return QStringLiteral("%1 (%2x%3): right to left differs from left to right at "
                                      "%4,%5")
                    .arg(widget->metaObject()->className())
                    .arg(ltr.width())
                    .arg(ltr.height())
                    .arg(x)
                    .arg(y);
    return {};
}

} // namespace gpulab::test
