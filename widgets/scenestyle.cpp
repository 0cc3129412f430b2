// The three scene styles: light, dark and the projector's high-contrast dark. Series colours are
// the Okabe–Ito palette (Okabe & Ito, "Color Universal Design", 2008), which stays distinguishable
// with the common colour-vision deficiencies; its eighth colour is black on light backgrounds and
// light grey on dark ones. The high-contrast set lifts every colour towards full brightness so it
// survives a washed-out projector, and scenes draw thicker lines when `highContrast` is set.
#include "widgets/simulationscene.h"

namespace gpulab {

namespace {

std::array<QColor, 8> okabeIto(const QColor &eighth)
{
    return {QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
            QColor(0x00, 0x9E, 0x73), QColor(0xF0, 0xE4, 0x42),
            QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00),
            QColor(0xCC, 0x79, 0xA7), eighth};
}

} // namespace

SceneStyle SceneStyle::light()
{
    SceneStyle style;
    style.background = QColor(0xFA, 0xFA, 0xFA);
    style.foreground = QColor(0x1A, 0x1A, 0x1A);
    style.muted = QColor(0x75, 0x75, 0x75);
    style.surface = QColor(0xEC, 0xEC, 0xEC);
    style.series = okabeIto(QColor(0x00, 0x00, 0x00));
    return style;
}

SceneStyle SceneStyle::dark()
{
    SceneStyle style;
    style.background = QColor(0x1E, 0x1E, 0x1E);
    style.foreground = QColor(0xED, 0xED, 0xED);
    style.muted = QColor(0x9A, 0x9A, 0x9A);
    style.surface = QColor(0x2C, 0x2C, 0x2C);
    style.series = okabeIto(QColor(0xBB, 0xBB, 0xBB));
    return style;
}

SceneStyle SceneStyle::highContrastDark()
{
    SceneStyle style;
    style.background = QColor(0x00, 0x00, 0x00);
    style.foreground = QColor(0xFF, 0xFF, 0xFF);
    style.muted = QColor(0xC8, 0xC8, 0xC8);
    style.surface = QColor(0x1A, 0x1A, 0x1A);
    // The same hues as Okabe–Ito, brightened (the blue most, it is the darkest on black).
    style.series = {QColor(0xFF, 0xB3, 0x1A), QColor(0x7D, 0xCC, 0xFF), QColor(0x1A, 0xD9, 0xA0),
                    QColor(0xFF, 0xF3, 0x6B), QColor(0x4D, 0xA6, 0xFF), QColor(0xFF, 0x7A, 0x26),
                    QColor(0xF2, 0x9A, 0xD0), QColor(0xE6, 0xE6, 0xE6)};
    style.font.setWeight(QFont::DemiBold);
    style.highContrast = true;
    return style;
}

} // namespace gpulab
