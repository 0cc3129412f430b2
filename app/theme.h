// Themes and text size for the whole application. One place sets the palette (system, light,
// dark, or one of the two projector themes: high contrast, white on black, and "bright room",
// black on white), the application font (the base size times the user's zoom, which every widget
// follows) and a small style sheet that makes keyboard focus clearly visible. It also hands the
// simulations a matching SceneStyle, and knows which theme presenter mode switches to.
// Every text colour of every theme meets WCAG AA contrast (tests/app/tst_themecontrast.cpp).
#pragma once

#include "widgets/simulationscene.h"

#include <QFont>
#include <QPalette>
#include <QSize>
#include <QString>

namespace gpulab {

enum class Theme { System, Light, Dark, HighContrast, BrightRoom };

// "system", "light", "dark", "high-contrast", "bright-room" (settings, CLI)
QString themeKey(Theme theme);
Theme themeFromKey(const QString &key, Theme fallback = Theme::System);

// What presenter mode shows: the dark high-contrast theme, the light "bright room" one (a lit
// room washes out a dark screen; PhET's projector mode is white), or the window's own theme.
enum class ProjectorTheme { Dark, Bright, None };
QString projectorThemeKey(ProjectorTheme theme); // "dark", "bright", "none" (settings, CLI)
ProjectorTheme projectorThemeFromKey(const QString &key,
                                     ProjectorTheme fallback = ProjectorTheme::Dark);

class ThemeManager
{
public:
    static constexpr int kMinZoomPercent = 50;
    static constexpr int kMaxZoomPercent = 300;
    static constexpr int kZoomStepPercent = 10;

    // Remembers the platform's own palette, style and font (the "system" theme).
    ThemeManager();

    // Applies theme + zoom (percent of the base font size) to the running QApplication.
    // `presenting` enlarges everything for a projector, on a screen of `screen` pixels: text
    // there grows no larger than a slide's 24-pt body text (see presenterTextPixels()).
    void apply(Theme theme, int zoomPercent, bool presenting, const QSize &screen = {});

    // The largest text, in pixels, presenter mode uses on a screen of `screen` pixels: the
    // proportions of 24-pt body text on a 10 × 7.5 in slide, the largest size presentation
    // templates use for body text (22.5 lines tall, 30 em wide). Zooming further on a projector
    // only cuts the lesson off (at 200 % on 1024 × 768, 3.5 times the base size left 16 lines).
    static qreal presenterTextPixels(const QSize &screen);
    // Whether the last apply() made the text smaller than asked (presenter mode's limit).
    bool textLimited() const { return m_textLimited; }

    Theme theme() const { return m_theme; }
    // The theme to apply: `chosen` in the normal window, the projector theme while presenting.
    Theme themeFor(Theme chosen, bool presenting) const;
    ProjectorTheme projectorTheme() const { return m_projectorTheme; }
    void setProjectorTheme(ProjectorTheme theme) { m_projectorTheme = theme; }
    // The application's palette for `theme` (the system's for Theme::System).
    QPalette palette(Theme theme) const;
    // The widget style in use: a QStyleFactory key ("fusion", the platform's) or
    // "gpulab-high-contrast" (HighContrastStyle, for both projector themes).
    QString styleKey() const { return m_styleKey; }
    int zoomPercent() const { return m_zoomPercent; }
    static int clampZoom(int percent);

    // The style simulations should draw with under the current theme and font.
    SceneStyle sceneStyle() const;
    bool isDark() const;

private:
    QPalette m_systemPalette;
    QString m_systemStyle;
    QString m_styleKey; // the style in use: a QStyleFactory key, or kHighContrastStyle
    static constexpr const char *kHighContrastStyle = "gpulab-high-contrast";
    QFont m_baseFont;
    Theme m_theme = Theme::System;
    ProjectorTheme m_projectorTheme = ProjectorTheme::Dark;
    int m_zoomPercent = 100;
    bool m_presenting = false;
    bool m_textLimited = false;
};

} // namespace gpulab
