// The high-contrast theme's widget style: Fusion, except for what Fusion draws in a shade of the
// window colour, which on the theme's pure black is black on black. Check boxes and radio
// buttons get a white edge and a yellow mark (sized with the text, so they grow with the zoom
// and in presenter mode); line edits and spin boxes a white frame (yellow and thicker with
// focus); sliders a white groove edge and a white handle with a yellow rim.
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
