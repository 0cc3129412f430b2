// The projector themes' widget style: Fusion, except for what Fusion draws in a shade of the
// window colour, which on the high-contrast theme's pure black is black on black and on the
// bright room's white a pale grey (2:1) a projector washes out. Edges are drawn in the palette's
// text colour, marks in its highlight: on the high-contrast theme white edges and yellow marks,
// on the bright room black edges and dark blue marks. Check boxes and radio buttons get an edge
// and a mark (sized with the text, so they grow with the zoom and in presenter mode); line edits,
// spin boxes, combo boxes and push buttons a frame (the highlight and thicker with focus, for the
// fields); sliders an edged groove and a handle with a rim.
#pragma once

#include <QProxyStyle>

namespace gpulab {

class HighContrastStyle : public QProxyStyle
{
    Q_OBJECT
public:
    HighContrastStyle();

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex *option,
                            QPainter *painter, const QWidget *widget = nullptr) const override;
    int pixelMetric(PixelMetric metric, const QStyleOption *option = nullptr,
                    const QWidget *widget = nullptr) const override;
};

} // namespace gpulab
