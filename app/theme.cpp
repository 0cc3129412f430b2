// ThemeManager: palettes, font scaling and focus visibility (see theme.h).
#include "app/theme.h"

#include "app/highcontraststyle.h"

#include <QApplication>
#include <QFontInfo>
#include <QStyle>
#include <QStyleFactory>

#include <algorithm>

namespace gpulab {

QString themeKey(Theme theme)
{
    switch (theme) {
    case Theme::System: return QStringLiteral("system");
    case Theme::Light: return QStringLiteral("light");
    case Theme::Dark: return QStringLiteral("dark");
    case Theme::HighContrast: return QStringLiteral("high-contrast");
    case Theme::BrightRoom: return QStringLiteral("bright-room");
    }
    return QStringLiteral("system");
}

Theme themeFromKey(const QString &key, Theme fallback)
{
    for (Theme theme :
         {Theme::System, Theme::Light, Theme::Dark, Theme::HighContrast, Theme::BrightRoom})
        if (key == themeKey(theme))
            return theme;
    return fallback;
}

QString projectorThemeKey(ProjectorTheme theme)
{
    switch (theme) {
    case ProjectorTheme::Dark: return QStringLiteral("dark");
    case ProjectorTheme::Bright: return QStringLiteral("bright");
    case ProjectorTheme::None: return QStringLiteral("none");
    }
    return QStringLiteral("dark");
}

ProjectorTheme projectorThemeFromKey(const QString &key, ProjectorTheme fallback)
{
    for (ProjectorTheme theme :
         {ProjectorTheme::Dark, ProjectorTheme::Bright, ProjectorTheme::None})
        if (key == projectorThemeKey(theme))
            return theme;
    return fallback;
}

namespace {

QPalette lightPalette()
{
    QPalette p;
    const QColor window(0xF4, 0xF4, 0xF2), base(Qt::white), text(0x1A, 0x1A, 0x1A);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0xEC, 0xEC, 0xE8));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0xE6, 0xE6, 0xE2));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, QColor(0x00, 0x72, 0xB2)); // Okabe–Ito blue
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(0xFF, 0xFF, 0xE0));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Link, QColor(0x00, 0x5A, 0x8E));
    p.setColor(QPalette::PlaceholderText, QColor(0x6B, 0x6B, 0x6B));
    // Disabled: #8A8A8A was 2.8:1 on the buttons; 3:1 keeps it readable (WCAG exempts it).
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x7A, 0x7A, 0x7A));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x7A, 0x7A, 0x7A));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x7A, 0x7A, 0x7A));
    return p;
}

// The "bright room" projector theme: black on white with strong black edges (HighContrastStyle)
// and a dark blue highlight; nothing pale that a projector in a lit room would wash out.
QPalette brightRoomPalette()
{
    QPalette p;
    const QColor white(Qt::white), black(Qt::black), grey(0xF0, 0xF0, 0xF0);
    p.setColor(QPalette::Window, white);
    p.setColor(QPalette::WindowText, black);
    p.setColor(QPalette::Base, white);
    p.setColor(QPalette::AlternateBase, grey);
    p.setColor(QPalette::Text, black);
    p.setColor(QPalette::Button, grey);
    p.setColor(QPalette::ButtonText, black);
    p.setColor(QPalette::Highlight, QColor(0x00, 0x50, 0x8C)); // Okabe–Ito blue, darker
    p.setColor(QPalette::HighlightedText, white);
    p.setColor(QPalette::ToolTipBase, white);
    p.setColor(QPalette::ToolTipText, black);
    p.setColor(QPalette::Link, QColor(0x00, 0x46, 0xA0));
    p.setColor(QPalette::PlaceholderText, QColor(0x55, 0x55, 0x55));
    for (QPalette::ColorRole role : {QPalette::Text, QPalette::ButtonText, QPalette::WindowText})
        p.setColor(QPalette::Disabled, role, QColor(0x6E, 0x6E, 0x6E));
    return p;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x23, 0x25, 0x29), base(0x1A, 0x1B, 0x1E), text(0xE8, 0xE8, 0xE6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x2B, 0x2D, 0x31));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x33, 0x36, 0x3B));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, QColor(0x56, 0xB4, 0xE9)); // Okabe–Ito sky blue
    p.setColor(QPalette::HighlightedText, Qt::black);
    p.setColor(QPalette::ToolTipBase, QColor(0x33, 0x36, 0x3B));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Link, QColor(0x7F, 0xC8, 0xF2));
    p.setColor(QPalette::PlaceholderText, QColor(0xA0, 0xA0, 0xA0));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    return p;
}

// Projector theme: pure black and white with yellow focus, survives washed-out projectors.
QPalette highContrastPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, Qt::black);
    p.setColor(QPalette::WindowText, Qt::white);
    p.setColor(QPalette::Base, Qt::black);
    p.setColor(QPalette::AlternateBase, QColor(0x20, 0x20, 0x20));
    p.setColor(QPalette::Text, Qt::white);
    p.setColor(QPalette::Button, Qt::black);
    p.setColor(QPalette::ButtonText, Qt::white);
    p.setColor(QPalette::Highlight, QColor(0xF0, 0xE4, 0x42)); // Okabe–Ito yellow
    p.setColor(QPalette::HighlightedText, Qt::black);
    p.setColor(QPalette::ToolTipBase, Qt::black);
    p.setColor(QPalette::ToolTipText, Qt::white);
    p.setColor(QPalette::Link, QColor(0xF0, 0xE4, 0x42));
    p.setColor(QPalette::PlaceholderText, QColor(0xC0, 0xC0, 0xC0));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0xA0, 0xA0, 0xA0));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0xA0, 0xA0, 0xA0));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0xA0, 0xA0, 0xA0));
    return p;
}

} // namespace

QPalette ThemeManager::palette(Theme theme) const
{
    switch (theme) {
    case Theme::System: return m_systemPalette;
    case Theme::Light: return lightPalette();
    case Theme::Dark: return darkPalette();
    case Theme::HighContrast: return highContrastPalette();
    case Theme::BrightRoom: return brightRoomPalette();
    }
    return m_systemPalette;
}

Theme ThemeManager::themeFor(Theme chosen, bool presenting) const
{
    if (!presenting)
        return chosen;
    switch (m_projectorTheme) {
    case ProjectorTheme::Dark: return Theme::HighContrast;
    case ProjectorTheme::Bright: return Theme::BrightRoom;
    case ProjectorTheme::None: break;
    }
    return chosen;
}

ThemeManager::ThemeManager()
    : m_systemPalette(QApplication::palette()),
      m_systemStyle(QApplication::style() ? QApplication::style()->name() : QString()),
      m_styleKey(m_systemStyle), m_baseFont(QApplication::font())
{}

int ThemeManager::clampZoom(int percent)
{
    return qBound(kMinZoomPercent, percent, kMaxZoomPercent);
}

qreal ThemeManager::presenterTextPixels(const QSize &screen)
{
    return std::min(screen.height() / 22.5, screen.width() / 30.0);
}

void ThemeManager::apply(Theme theme, int zoomPercent, bool presenting, const QSize &screen)
{
    m_theme = theme;
    m_zoomPercent = clampZoom(zoomPercent);
    m_presenting = presenting;

    // Fusion draws our palettes faithfully everywhere; "system" keeps the platform's style; the
    // projector themes draw Fusion's faint edges (a shade of the window colour: black on black,
    // pale grey on white) in the text colour.
    const bool projector = theme == Theme::HighContrast || theme == Theme::BrightRoom;
    const QString wanted = theme == Theme::System ? m_systemStyle
                           : projector            ? QString::fromLatin1(kHighContrastStyle)
                                                  : QStringLiteral("fusion");
    if (!wanted.isEmpty() && wanted.compare(m_styleKey, Qt::CaseInsensitive) != 0) {
        QStyle *style = projector ? new HighContrastStyle : QStyleFactory::create(wanted);
        if (style) {
            QApplication::setStyle(style); // the application owns it from here
            m_styleKey = wanted;
        }
    }
    QApplication::setPalette(palette(theme));

    QFont font = m_baseFont;
    const qreal base = m_baseFont.pointSizeF() > 0 ? m_baseFont.pointSizeF() : 10.0;
    const qreal presenterScale = presenting ? 1.75 : 1.0;
    qreal points = base * m_zoomPercent / 100.0 * presenterScale;
    m_textLimited = false;
    if (presenting && !screen.isEmpty()) {
        // Points to pixels as the font database converts them for this font.
        QFont probe = m_baseFont;
        probe.setPointSizeF(points);
        const qreal pixels = QFontInfo(probe).pixelSize();
        const qreal largest = presenterTextPixels(screen);
        if (pixels > largest + 0.5) {
            points *= largest / pixels;
            m_textLimited = true;
        }
    }
    font.setPointSizeF(points);
    QApplication::setFont(font);

    // Keyboard focus must be obvious, also on a projector: the highlight colour (yellow on the
    // high-contrast black, dark blue on the bright room's white), at least 3:1 on the window.
    const int focusWidth = projector || presenting ? 3 : 2;
    qApp->setStyleSheet(QStringLiteral("QTreeView:focus, QTextBrowser:focus, QPlainTextEdit:focus,"
                                       " QListView:focus { border: %1px solid palette(highlight); }"
                                       " QPushButton:focus, QToolButton:focus, QComboBox:focus,"
                                       " QSpinBox:focus, QCheckBox:focus, QRadioButton:focus"
                                       " { outline: %1px solid palette(highlight);"
                                       " border: %1px solid palette(highlight); }")
                            .arg(focusWidth));
}

bool ThemeManager::isDark() const
{
    return QApplication::palette().color(QPalette::Window).lightness() < 128;
}

SceneStyle ThemeManager::sceneStyle() const
{
    SceneStyle style = m_theme == Theme::HighContrast ? SceneStyle::highContrastDark()
                       : m_theme == Theme::BrightRoom ? SceneStyle::highContrastLight()
                       : isDark()                     ? SceneStyle::dark()
                                                      : SceneStyle::light();
    style.font = QApplication::font();
    return style;
}

} // namespace gpulab
