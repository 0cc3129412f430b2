// How a simulation is drawn. A scene paints one model with QPainter into a rectangle; the same
// scene code draws into the OpenGL canvas (QPainter over QOpenGLWidget's GL paint engine, under
// the ImGui overlay) and into the non-GL fallback view, so the two never disagree. GLM is used
// for the scene maths (easing, interpolation, transforms).
//
// Scene text goes through SceneLabels (one per paint): it measures each text with its font's
// metrics, shrinks it (never below a size legible from the back of a room) or moves it to the
// next place a scene offers rather than eliding it, keeps it off other text and off the shapes
// the scene declared, and records every box it placed so tests can check that nothing overlaps.
#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QPalette>
#include <QRectF>
#include <QString>
#include <array>
#include <initializer_list>

class QPainter;

namespace gpulab {

class SimulationModel;

// One text a scene placed: where its ink is (scene coordinates) and, when it could not be placed
// as it should, why (a test fails on any problem and on any two boxes that overlap).
struct PlacedText
{
    QRectF box;
    QString text;
    QString problem; // empty: fine; else "elided", "crosses a shape", "outside the scene"...
};
using SceneTextLog = QList<PlacedText>;

// Colours and sizes a scene must use, so themes, the projector themes and font scaling reach the
// simulations. `series` is the Okabe–Ito colour-blind-safe palette (orange, sky blue, bluish
// green, yellow, blue, vermillion, reddish purple, black/grey) adjusted for the background: every
// series colour has a contrast of at least 3:1 (WCAG 2.1 1.4.11, graphics) on `background` and
// `surface`, and the three that also colour text — bluish green ✓, vermillion ✗ and orange ◐, the
// quiz marks and verdicts — at least 4.5:1 on `background` (1.4.3). `foreground` and `muted` are
// text colours (4.5:1 on both). tests/app/tst_themecontrast.cpp checks every theme.
struct SceneStyle
{
    QColor background;
    QColor foreground;
    QColor muted;   // grid lines, secondary text
    QColor surface; // panels drawn inside the scene
    std::array<QColor, 8> series;
    QFont font;                // already scaled by the user's zoom
    bool highContrast = false; // a projector theme: thicker lines, heavier text
    // Where SceneLabels records what it placed during this paint (set by the canvas; may be null).
    SceneTextLog *textLog = nullptr;

    // The smallest text a scene may draw, in pixels: 60 % of the style's font, at least 9 px.
    qreal minimumTextPixels() const;
    // `font`, made as large as minimumTextPixels() where it is smaller (what SceneLabels draws).
    QFont legible(const QFont &font) const;
    // The scene's body text for `area`: `font` scaled so that about `linesTall` lines fit its
    // height and `linesWide` line-heights its width, a large canvas getting larger text (the
    // back row), a small one smaller, between 60 % and 160 % and never below legible.
    QFont sceneFont(const QRectF &area, qreal linesTall, qreal linesWide) const;
    // What most scenes start from: sceneFont() for `area` (`font`), its bold, the height of one of
    // its lines (`unit`) and the area inset by `padWide` units left and right and `padTall` units
    // top and bottom (`inner`).
    struct Frame
    {
        QFont font;
        QFont bold;
        qreal unit = 0;
        QRectF inner;
    };
    Frame frame(const QRectF &area, qreal linesTall, qreal linesWide, qreal padWide = 0.6,
                qreal padTall = 0.4) const;

    static SceneStyle light();
    static SceneStyle dark();
    static SceneStyle highContrastDark();  // the dark projector theme (white on black)
    static SceneStyle highContrastLight(); // the "bright room" projector theme (black on white)
    // Light or dark as the palette's window is, with this font: what a view draws with until
    // the theme gives it its style.
    static SceneStyle forPalette(const QPalette &palette, const QFont &font);
    // Black or white, whichever reads better on `fill` (relative luminance, WCAG 2).
    static QColor textOn(const QColor &fill);
    // WCAG 2 relative luminance (0 black .. 1 white) and the contrast ratio of two colours
    // (1:1 .. 21:1; text needs 4.5, large text and graphics 3). The one place GPU Lab computes
    // them (opaque colours: see over()).
    static qreal luminance(const QColor &colour);
    static qreal contrast(const QColor &a, const QColor &b);
    // `colour` composited over the opaque `background` (what a translucent fill looks like).
    static QColor over(const QColor &colour, const QColor &background);
};

// Places a scene's text (see the top of this file). Use one per paint, for every text drawn.
class SceneLabels
{
public:
    // A place a text may go: the box it is drawn in and its alignment (Qt::AlignmentFlag, plus
    // Qt::TextWordWrap where it may take several lines).
    struct Spot
    {
        QRectF box;
        int flags = Qt::AlignLeft | Qt::AlignVCenter;
    };

    // Text must stay inside `area` (the scene's rectangle).
    SceneLabels(QPainter &painter, const SceneStyle &style, const QRectF &area);
    ~SceneLabels(); // hands what was placed to style.textLog
    SceneLabels(const SceneLabels &) = delete;
    SceneLabels &operator=(const SceneLabels &) = delete;

    // Shapes text must not cross: a text may lie inside one (a box's own caption) or clear of
    // it, never across its edge.
    void avoid(const QRectF &shape);

    // The box `text` needs in the painter's current font at `spot` (empty when it cannot fit,
    // even shrunk to minimumTextPixels()).
    QRectF measure(const QString &text, const Spot &spot) const;
    // Whether `text` fits at `spot` (shrunk if need be) clear of the text placed and the shapes.
    bool fits(const QString &text, const Spot &spot) const;

    // Draws `text` at `spot` with the painter's font and pen, shrunk if needed down to
    // minimumTextPixels(); only where even that does not fit is it elided, and recorded so.
    // Returns the box of its ink.
    QRectF draw(const Spot &spot, const QString &text);
    QRectF draw(const QRectF &box, int flags, const QString &text)
    {
        return draw({box, flags}, text);
    }
    // Draws `text` at the first of `spots` where it fits clear of the text placed before and the
    // shapes to avoid (the last spot when none does, recorded as a problem). Returns its box.
    QRectF place(const QString &text, std::initializer_list<Spot> spots);
    QRectF place(const QString &text, const QList<Spot> &spots);
    // The same where the text is optional (a chart line's name, which its tooltip also gives):
    // drawn at the first spot where it fits clear of the rest, else not at all (an empty box).
    QRectF placeIfRoom(const QString &text, const QList<Spot> &spots);
    // Draws the first of `texts` (the same thing said shorter and shorter) that fits at `spot`
    // clear of what was placed, else the last one: end the list with an empty string where the
    // text may be left out. Returns its box.
    QRectF drawFirstFitting(const QStringList &texts, const Spot &spot);

    // A line of a text block, wrapped to the block's width. Where even the smallest legible
    // text does not fit, the block leaves out the lines of highest `priority` number first.
    struct Line
    {
        QString text;
        QFont font;
        QColor colour;
        int priority = 0; // 0: never left out
    };
    // The height `lines` need at `width`, at their own size.
    qreal blockHeight(const QList<Line> &lines, qreal width) const;
    // Draws `lines` top to bottom in `box` (aligned by `alignment`), shrunk together if need be
    // down to minimumTextPixels(), then without the lines that matter least until the rest fit.
    // Returns the height it used.
    qreal drawBlock(const QRectF &box, const QList<Line> &lines,
                    Qt::Alignment alignment = Qt::AlignLeft);

    const SceneTextLog &placed() const { return m_placed; }

private:
    struct Fit
    {
        QFont font;
        QRectF ink;
        bool fits = false;
        int flags = 0; // the spot's, its alignment as the painter draws it (left or right)
    };
    Fit fit(const QString &text, const Spot &spot) const;
    QString conflict(const QRectF &ink) const; // what `ink` runs into, empty when nothing
    qreal blockHeight(const QList<Line> &lines, qreal width, qreal scale) const;
    QRectF drawFit(const Fit &fit, const Spot &spot, const QString &text, QString problem);

    QPainter &m_painter;
    const SceneStyle &m_style;
    QRectF m_area;
    QList<QRectF> m_shapes;
    SceneTextLog m_placed;
};

class SimulationScene
{
public:
    virtual ~SimulationScene() = default;

    // Paints the model's current state into `area`. Must not change the model.
    virtual void paint(QPainter &painter, const QRectF &area, const SimulationModel &model,
                       const SceneStyle &style) const = 0;

    // What the canvases (and the tests) call: paint() on a painter laid out left to right,
    // whatever the application's direction. Scenes place everything by physical position (the
    // serial side is on the left, the hierarchy runs from the registers at the left, a label
    // sits left of its bar); a right-to-left widget's painter (Arabic) would swap their
    // Qt::AlignLeft and Qt::AlignRight text and put it on the wrong side of its box. Arabic
    // text still runs right to left within its own line.
    void render(QPainter &painter, const QRectF &area, const SimulationModel &model,
                const SceneStyle &style) const;

    // One or two sentences describing what is on screen now, in words (accessible description:
    // colour is never the only signal). Translated by the scene.
    virtual QString describe(const SimulationModel &model) const = 0;

    // Optional scene-specific controls inside the ImGui overlay window, drawn after the standard
    // time controls (ImGui calls only; called between NewFrame and Render). Returns true when it
    // changed the model's parameters.
    virtual bool buildOverlayControls(SimulationModel &model)
    {
        Q_UNUSED(model);
        return false;
    }
};

} // namespace gpulab
