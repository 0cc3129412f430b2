// WCAG 2.1 AA contrast, checked for every theme GPU Lab has (light, dark, and the two projector
// themes: high contrast and bright room): every text colour against every background it is drawn
// on — the application palette's pairs, the scene style's text, the series colours as graphics
// (3:1, 1.4.11) and, for the three that also colour text (the quiz marks ✓ ✗ ◐ and the race's
// verdict), as text (4.5:1, 1.4.3). Text that is large or bold would need only 3:1; every pair
// here is held to the normal-text 4.5:1 anyway. Disabled text is exempt from 1.4.3 ("part of an
// inactive user interface component"): it is held to 3:1 so that it stays readable.
// Each failing pair is printed with its ratio; SceneStyle::contrast() is the one formula.
#include "app/theme.h"

#include <QApplication>
#include <QtTest>

using namespace gpulab;

namespace {

constexpr qreal kText = 4.5;     // WCAG 1.4.3, normal text
constexpr qreal kGraphics = 3.0; // WCAG 1.4.11, graphics and UI component edges; disabled text

struct Pair
{
    QString what;
    QColor foreground;
    QColor background;
    qreal minimum;
};

QString describe(const Pair &pair)
{
    return QStringLiteral("%1: %2 on %3 is %4:1, needs %5:1")
        .arg(pair.what, pair.foreground.name(), pair.background.name())
        .arg(SceneStyle::contrast(pair.foreground, pair.background), 0, 'f', 2)
        .arg(pair.minimum, 0, 'f', 1);
}

QList<Pair> palettePairs(const QPalette &p)
{
    const auto c = [&p](QPalette::ColorRole role) { return p.color(QPalette::Active, role); };
    const auto disabled = [&p](QPalette::ColorRole role) {
        return p.color(QPalette::Disabled, role);
    };
    using P = QPalette;
    return {
        {QStringLiteral("WindowText/Window"), c(P::WindowText), c(P::Window), kText},
        {QStringLiteral("Text/Base"), c(P::Text), c(P::Base), kText},
        {QStringLiteral("Text/AlternateBase"), c(P::Text), c(P::AlternateBase), kText},
        {QStringLiteral("ButtonText/Button"), c(P::ButtonText), c(P::Button), kText},
        {QStringLiteral("HighlightedText/Highlight"), c(P::HighlightedText), c(P::Highlight),
         kText},
        {QStringLiteral("ToolTipText/ToolTipBase"), c(P::ToolTipText), c(P::ToolTipBase), kText},
        {QStringLiteral("PlaceholderText/Base"), c(P::PlaceholderText), c(P::Base), kText},
        {QStringLiteral("Link/Base"), c(P::Link), c(P::Base), kText},
        {QStringLiteral("Link/Window"), c(P::Link), c(P::Window), kText},
        // Inactive controls: exempt from 1.4.3, held to 3:1.
        {QStringLiteral("disabled Text/Base"), disabled(P::Text), disabled(P::Base), kGraphics},
        {QStringLiteral("disabled ButtonText/Button"), disabled(P::ButtonText), disabled(P::Button),
         kGraphics},
        {QStringLiteral("disabled WindowText/Window"), disabled(P::WindowText), disabled(P::Window),
         kGraphics},
        // The focus frame (the style sheet's palette(highlight)) and the projector style's marks.
        {QStringLiteral("focus frame Highlight/Window"), c(P::Highlight), c(P::Window), kGraphics},
        {QStringLiteral("focus frame, check mark Highlight/Base"), c(P::Highlight), c(P::Base),
         kGraphics},
    };
}

QList<Pair> scenePairs(const SceneStyle &s, const QString &name)
{
    QList<Pair> pairs = {
        {name + QStringLiteral(" foreground/background"), s.foreground, s.background, kText},
        {name + QStringLiteral(" foreground/surface"), s.foreground, s.surface, kText},
        {name + QStringLiteral(" muted/background"), s.muted, s.background, kText},
        {name + QStringLiteral(" muted/surface"), s.muted, s.surface, kText},
    };
    for (size_t i = 0; i < s.series.size(); ++i) {
        const QString series = name + QStringLiteral(" series[%1]").arg(i);
        pairs.append(
            {series + QStringLiteral("/background"), s.series[i], s.background, kGraphics});
        pairs.append({series + QStringLiteral("/surface"), s.series[i], s.surface, kGraphics});
        // Text drawn on a series fill (bars, tiles) takes SceneStyle::textOn().
        pairs.append({series + QStringLiteral(" textOn"), SceneStyle::textOn(s.series[i]),
                      s.series[i], kText});
    }
    return pairs;
}

// The series that colour text: ✓ bluish green, ✗ vermillion, ◐ orange (widgets/quiztext.cpp,
// lessons/framework/racepane.cpp), on the scene and on the widgets' backgrounds.
QList<Pair> markPairs(const SceneStyle &s, const QString &name, const QPalette &p)
{
    QList<Pair> pairs;
    for (size_t i : {size_t(0), size_t(2), size_t(5)}) {
        const QString mark = name + QStringLiteral(" series[%1] as text").arg(i);
        pairs.append({mark + QStringLiteral(" on background"), s.series[i], s.background, kText});
        pairs.append(
            {mark + QStringLiteral(" on Base"), s.series[i], p.color(QPalette::Base), kText});
        pairs.append(
            {mark + QStringLiteral(" on Window"), s.series[i], p.color(QPalette::Window), kText});
    }
    return pairs;
}

} // namespace

class TestThemeContrast : public QObject
{
    Q_OBJECT
private slots:
    void contrastFormula()
    {
        // The extremes and two published figures (WebAIM's contrast checker).
        QCOMPARE(SceneStyle::contrast(Qt::black, Qt::white), 21.0);
        QCOMPARE(SceneStyle::contrast(Qt::white, Qt::white), 1.0);
        QCOMPARE(qRound(SceneStyle::contrast(QColor(0x76, 0x76, 0x76), Qt::white) * 100), 454);
        QCOMPARE(qRound(SceneStyle::contrast(QColor(0x00, 0x72, 0xB2), Qt::white) * 100), 519);
        QCOMPARE(SceneStyle::contrast(Qt::red, Qt::blue), SceneStyle::contrast(Qt::blue, Qt::red));
        QCOMPARE(SceneStyle::over(QColor(255, 255, 255, 0), Qt::black), QColor(Qt::black));
    }

    void everyTextColourReadable_data()
    {
        QTest::addColumn<int>("theme");
        for (Theme theme : {Theme::Light, Theme::Dark, Theme::HighContrast, Theme::BrightRoom})
            QTest::newRow(qPrintable(themeKey(theme))) << int(theme);
    }

    void everyTextColourReadable()
    {
        QFETCH(int, theme);
        ThemeManager manager;
        manager.apply(Theme(theme), 100, false);
        const QPalette palette = QApplication::palette();
        const SceneStyle scene = manager.sceneStyle();
        // What a page draws with before the theme reaches it, and what RacePane draws with.
        const SceneStyle fromPalette = SceneStyle::forPalette(palette, QApplication::font());

        QList<Pair> pairs = palettePairs(palette);
        pairs << scenePairs(scene, QStringLiteral("scene"))
              << markPairs(scene, QStringLiteral("scene"), palette)
              << markPairs(fromPalette, QStringLiteral("forPalette"), palette);
        // Translucent verdict tints under the palette's text (the link calculator's table).
        for (const QColor &tint : {QColor(213, 94, 0, 60), QColor(0, 158, 115, 50)})
            pairs.append({QStringLiteral("Text on a %1 tint over Base").arg(tint.name()),
                          palette.color(QPalette::Text),
                          SceneStyle::over(tint, palette.color(QPalette::Base)), kText});

        QStringList failures;
        for (const Pair &pair : pairs)
            if (SceneStyle::contrast(pair.foreground, pair.background) < pair.minimum)
                failures << describe(pair);
        for (const QString &failure : failures)
            qWarning("%s", qPrintable(failure));
        QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 of %2 pairs below WCAG AA")
                                                    .arg(failures.size())
                                                    .arg(pairs.size())));
    }

    void projectorThemes()
    {
        ThemeManager manager;
        QCOMPARE(manager.projectorTheme(), ProjectorTheme::Dark);
        QCOMPARE(manager.themeFor(Theme::Light, false), Theme::Light);
        QCOMPARE(manager.themeFor(Theme::Light, true), Theme::HighContrast);
        manager.setProjectorTheme(ProjectorTheme::Bright);
        QCOMPARE(manager.themeFor(Theme::Dark, true), Theme::BrightRoom);
        manager.setProjectorTheme(ProjectorTheme::None);
        QCOMPARE(manager.themeFor(Theme::Dark, true), Theme::Dark);
        for (ProjectorTheme theme :
             {ProjectorTheme::Dark, ProjectorTheme::Bright, ProjectorTheme::None})
            QCOMPARE(projectorThemeFromKey(projectorThemeKey(theme)), theme);
        QCOMPARE(projectorThemeFromKey(QStringLiteral("pink"), ProjectorTheme::None),
                 ProjectorTheme::None);

        // Both projector themes: the projector style, heavier scenes, white or black.
        manager.apply(Theme::BrightRoom, 100, true);
        QCOMPARE(manager.styleKey(), QStringLiteral("gpulab-high-contrast"));
        QVERIFY(!manager.isDark());
        QVERIFY(manager.sceneStyle().highContrast);
        QCOMPARE(manager.sceneStyle().background, QColor(Qt::white));
        manager.apply(Theme::HighContrast, 100, true);
        QVERIFY(manager.isDark());
        QCOMPARE(manager.sceneStyle().background, QColor(Qt::black));
        manager.apply(Theme::Light, 100, false);
    }
};

QTEST_MAIN(TestThemeContrast)
#include "tst_themecontrast.moc"
