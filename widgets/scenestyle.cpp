// The four scene styles: light, dark and the two projector themes, high-contrast dark and
// "bright room" light. Series colours are the Okabe–Ito palette (Okabe & Ito, "Color Universal
// Design", 2008), which stays distinguishable with the common colour-vision deficiencies; its
// eighth colour is black on light backgrounds and light grey on dark ones. Each set keeps the hues
// and moves their lightness until the contrast the header promises is met (WCAG 2.1): on light
// backgrounds the orange, sky blue, yellow and purple are darker than Okabe & Ito's, on dark ones
// the blue and vermillion lighter. The high-contrast dark set lifts every colour towards full
// brightness so it survives a washed-out projector; the bright-room set darkens them further (a
// projector in a lit room washes out pale colours first). Scenes draw thicker lines when
// `highContrast` is set.
#include "widgets/aswritten.h"
#include "widgets/linebreaks.h"
#include "widgets/simulationscene.h"

#include <QFontInfo>
#include <QFontMetricsF>
#include <QPainter>
#include <QStyle>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

// Okabe–Ito in its order (orange, sky blue, bluish green, yellow, blue, vermillion, reddish
// purple), each colour given for this background, and the eighth.
std::array<QColor, 8> okabeIto(QRgb orange, QRgb skyBlue, QRgb bluishGreen, QRgb yellow, QRgb blue,
                               QRgb vermillion, QRgb reddishPurple, QRgb eighth)
{
    return {QColor(orange), QColor(skyBlue),    QColor(bluishGreen),   QColor(yellow),
            QColor(blue),   QColor(vermillion), QColor(reddishPurple), QColor(eighth)};
}

} // namespace

qreal SceneStyle::luminance(const QColor &colour)
{
    auto channel = [](qreal c) {
        return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) +
           0.0722 * channel(colour.blueF());
}

qreal SceneStyle::contrast(const QColor &a, const QColor &b)
{
    const qreal la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor SceneStyle::over(const QColor &colour, const QColor &background)
{
    const qreal alpha = colour.alphaF();
    return QColor::fromRgbF(colour.redF() * alpha + background.redF() * (1 - alpha),
                            colour.greenF() * alpha + background.greenF() * (1 - alpha),
                            colour.blueF() * alpha + background.blueF() * (1 - alpha));
}

QColor SceneStyle::textOn(const QColor &fill)
{
    return luminance(fill) > 0.179 ? QColor(Qt::black) : QColor(Qt::white);
}

SceneStyle SceneStyle::light()
{
    SceneStyle style;
    style.background = QColor(0xFA, 0xFA, 0xFA);
    style.foreground = QColor(0x1A, 0x1A, 0x1A);
    style.muted = QColor(0x66, 0x66, 0x66); // was #757575: 3.9:1 on the surface
    style.surface = QColor(0xEC, 0xEC, 0xEC);
    // Okabe & Ito's orange, sky blue, yellow and purple are 1.3–2.9:1 on this background.
    style.series =
        okabeIto(0x946600, 0x1B8FD0, 0x007F5C, 0x92890C, 0x0072B2, 0xB65100, 0xC6689C, 0x000000);
    return style;
}

SceneStyle SceneStyle::dark()
{
    SceneStyle style;
    style.background = QColor(0x1E, 0x1E, 0x1E);
    style.foreground = QColor(0xED, 0xED, 0xED);
    style.muted = QColor(0x9A, 0x9A, 0x9A);
    style.surface = QColor(0x2C, 0x2C, 0x2C);
    // Okabe & Ito's blue is 2.7:1 on the surface, the vermillion 4.3:1 as text: both lighter.
    style.series =
        okabeIto(0xE69F00, 0x56B4E9, 0x00A175, 0xF0E442, 0x2C8ACB, 0xE76500, 0xCC79A7, 0xBBBBBB);
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

SceneStyle SceneStyle::highContrastLight()
{
    SceneStyle style;
    style.background = QColor(0xFF, 0xFF, 0xFF);
    style.foreground = QColor(0x00, 0x00, 0x00);
    style.muted = QColor(0x55, 0x55, 0x55);
    style.surface = QColor(0xF0, 0xF0, 0xF0);
    // The same hues, darker than the light theme's: at least 3.5:1 on the surface.
    style.series =
        okabeIto(0x9C6C00, 0x1985C2, 0x008763, 0x89800B, 0x0060A0, 0xC35600, 0xB24481, 0x000000);
    style.font.setWeight(QFont::DemiBold);
    style.highContrast = true;
    return style;
}

SceneStyle SceneStyle::forPalette(const QPalette &palette, const QFont &font)
{
    SceneStyle style = palette.color(QPalette::Window).lightness() < 128 ? dark() : light();
    style.font = font;
    return style;
}

qreal SceneStyle::minimumTextPixels() const
{
    const QFontInfo info(font);
    return std::max<qreal>(9.0, 0.6 * info.pixelSize());
}

QFont SceneStyle::legible(const QFont &font) const
{
    const qreal minimum = std::ceil(minimumTextPixels());
    const qreal pixels = font.pixelSize() > 0 ? font.pixelSize() : QFontInfo(font).pixelSize();
    if (pixels >= minimum)
        return font;
    QFont larger = font;
    if (font.pointSizeF() > 0) // keep it in points: scenes scale it further by point size
        larger.setPointSizeF(font.pointSizeF() * (minimum + 0.5) / pixels);
    else
        larger.setPixelSize(int(minimum));
    return larger;
}

SceneStyle::Frame SceneStyle::frame(const QRectF &area, qreal linesTall, qreal linesWide,
                                    qreal padWide, qreal padTall) const
{
    Frame frame;
    frame.font = sceneFont(area, linesTall, linesWide);
    frame.bold = frame.font;
    frame.bold.setBold(true);
    frame.unit = QFontMetricsF(frame.font).height();
    frame.inner = area.adjusted(frame.unit * padWide, frame.unit * padTall, -frame.unit * padWide,
                                -frame.unit * padTall);
    return frame;
}

QFont SceneStyle::sceneFont(const QRectF &area, qreal linesTall, qreal linesWide) const
{
    QFont scaled = font;
    if (scaled.pointSizeF() <= 0)
        scaled.setPointSizeF(10);
    const qreal base = QFontMetricsF(scaled).height();
    const qreal scale = std::clamp(
        std::min(area.height() / (base * linesTall), area.width() / (base * linesWide)), 0.6, 1.6);
    scaled.setPointSizeF(scaled.pointSizeF() * scale);
    return legible(scaled);
}

// ------------------------------------------------------------------------------ SceneLabels

namespace {

// Boxes that merely touch (a line under another) do not overlap.
bool overlaps(const QRectF &a, const QRectF &b)
{
    return a.adjusted(0.75, 0.75, -0.75, -0.75).intersects(b.adjusted(0.75, 0.75, -0.75, -0.75));
}

qreal pixelSizeOf(const QFont &font)
{
    return font.pixelSize() > 0 ? font.pixelSize() : QFontInfo(font).pixelSize();
}

} // namespace

SceneLabels::SceneLabels(QPainter &painter, const SceneStyle &style, const QRectF &area)
    : m_painter(painter), m_style(style), m_area(area)
{}

SceneLabels::~SceneLabels()
{
    if (m_style.textLog)
        m_style.textLog->append(m_placed);
}

void SceneLabels::avoid(const QRectF &shape)
{
    m_shapes.append(shape.normalized());
}

void SimulationScene::render(QPainter &painter, const QRectF &area, const SimulationModel &model,
                             const SceneStyle &style) const
{
    // Not Qt::LeftToRight: under LayoutDirectionAuto (what a painter on an image has) the
    // alignments stay as written and each text still takes its own direction from its script,
    // so an Arabic label reads right to left with its numbers and Latin words in order.
    const AsWritten asWritten(painter);
    paint(painter, area, model, style);
}

SceneLabels::Fit SceneLabels::fit(const QString &text, const Spot &spot) const
{
    // Shrink in steps of 8 % until the text fits its box, never below the legible minimum.
    Fit result;
    result.font = m_painter.font();
    const qreal minimum = m_style.minimumTextPixels();
    qreal pixels = pixelSizeOf(result.font);
    if (pixels < minimum) { // never smaller than legible, whatever the scene asked for
        pixels = std::ceil(minimum);
        result.font.setPixelSize(int(pixels));
    }
    // Where the painter puts it: in a right-to-left layout it draws Qt::AlignLeft text at the
    // right of its box (unless Qt::AlignAbsolute), which QFontMetricsF does not know.
    const int flags =
        (spot.flags & ~int(Qt::AlignHorizontal_Mask)) |
        int(QStyle::visualAlignment(m_painter.layoutDirection(),
                                    Qt::Alignment(spot.flags & Qt::AlignHorizontal_Mask)));
    for (;;) {
        const QFontMetricsF metrics(result.font, m_painter.device());
        QRectF ink = metrics.boundingRect(spot.box, flags, text);
        // A line in a script the font lacks (Chinese in DejaVu Sans) takes the height of the
        // font Qt falls back to, a taller line that is mostly leading: it takes as much of the
        // box as a line of the font does (the glyphs stay inside it), so the scene's boxes of a
        // line or two hold it instead of eliding it.
        // (Measured only where the text would not fit otherwise: scenes place texts every frame.)
        const qreal ownLine = metrics.height();
        const qreal drawnLine =
            ink.height() <= spot.box.height() + 0.5
                ? ownLine
                : metrics
                      .boundingRect(QRectF(0, 0, 1e6, 1e6), Qt::AlignLeft | Qt::AlignTop,
                                    QString(text).replace(QLatin1Char('\n'), QLatin1Char(' ')))
                      .height();
        if (ownLine > 0 && drawnLine > ownLine + 0.5) {
            const qreal height = ink.height() * ownLine / drawnLine;
            const qreal top = (flags & Qt::AlignTop)      ? ink.top()
                              : (flags & Qt::AlignBottom) ? ink.bottom() - height
                                                          : ink.center().y() - height / 2;
            ink = QRectF(ink.left(), top, ink.width(), height);
        }
        // Qt's box for wrapped text is the box's width; a word wider than that overflows it (a
        // word: what no line may break inside, so never a whole Chinese sentence).
        const bool wide =
            ink.width() > spot.box.width() + 0.5 || ((spot.flags & Qt::TextWordWrap) && [&] {
                for (const QString &word : unbreakableWords(text))
                    if (metrics.horizontalAdvance(word) > spot.box.width() + 0.5)
                        return true;
                return false;
            }());
        result.ink = ink;
        result.flags = flags;
        result.fits = !wide && ink.height() <= spot.box.height() + 0.5;
        if (result.fits || pixels <= minimum)
            return result;
        pixels = std::max(minimum, std::floor(pixels * 0.92));
        result.font.setPixelSize(int(pixels));
    }
}

QString SceneLabels::conflict(const QRectF &ink) const
{
    if (!m_area.adjusted(-0.5, -0.5, 0.5, 0.5).contains(ink))
        return QStringLiteral("outside the scene");
    for (const PlacedText &other : m_placed)
        if (overlaps(ink, other.box))
            return QStringLiteral("overlaps \u201c%1\u201d").arg(other.text);
    for (const QRectF &shape : m_shapes)
        if (overlaps(ink, shape) && !shape.adjusted(-0.5, -0.5, 0.5, 0.5).contains(ink))
            return QStringLiteral("crosses a shape");
    return {};
}

QRectF SceneLabels::measure(const QString &text, const Spot &spot) const
{
    const Fit f = fit(text, spot);
    return f.fits ? f.ink : QRectF();
}

bool SceneLabels::fits(const QString &text, const Spot &spot) const
{
    const Fit f = fit(text, spot);
    return f.fits && conflict(f.ink).isEmpty();
}

QRectF SceneLabels::drawFit(const Fit &f, const Spot &spot, const QString &text, QString problem)
{
    const QFont before = m_painter.font();
    m_painter.setFont(f.font);
    QRectF ink = f.ink;
    if (f.fits) {
        m_painter.drawText(spot.box, spot.flags, text);
    } else {
        // The last resort, and a recorded problem: the scene must offer a place that fits.
        const QFontMetricsF metrics(f.font, m_painter.device());
        const QString elided =
            metrics.elidedText(QString(text).replace(QLatin1Char('\n'), QLatin1Char(' ')),
                               Qt::ElideRight, spot.box.width());
        m_painter.drawText(spot.box, spot.flags & ~Qt::TextWordWrap, elided);
        ink = metrics.boundingRect(spot.box, f.flags & ~Qt::TextWordWrap, elided);
        if (problem.isEmpty())
            problem = QStringLiteral("elided");
    }
    m_painter.setFont(before);
    if (problem.isEmpty())
        problem = conflict(ink);
    m_placed.append({ink, text, problem});
    return ink;
}

QRectF SceneLabels::draw(const Spot &spot, const QString &text)
{
    if (text.isEmpty())
        return {};
    return drawFit(fit(text, spot), spot, text, {});
}

QRectF SceneLabels::place(const QString &text, std::initializer_list<Spot> spots)
{
    return place(text, QList<Spot>(spots));
}

QRectF SceneLabels::place(const QString &text, const QList<Spot> &spots)
{
    if (text.isEmpty() || spots.isEmpty())
        return {};
    // The ink of a text drawn is never a null box: null means no spot was free.
    if (const QRectF placed = placeIfRoom(text, spots); !placed.isNull())
        return placed;
    return drawFit(fit(text, spots.last()), spots.last(), text, {});
}

QRectF SceneLabels::placeIfRoom(const QString &text, const QList<Spot> &spots)
{
    for (const Spot &spot : spots) {
        if (text.isEmpty())
            break;
        const Fit f = fit(text, spot);
        if (f.fits && conflict(f.ink).isEmpty())
            return drawFit(f, spot, text, {});
    }
    return {};
}

QRectF SceneLabels::drawFirstFitting(const QStringList &texts, const Spot &spot)
{
    for (const QString &text : texts)
        if (fits(text, spot) || &text == &texts.last())
            return draw(spot, text);
    return {};
}

namespace {

// `font` at `scale`, never below `minimum` pixels (what SceneLabels::fit() draws it at).
QFont scaledFont(const QFont &font, qreal scale, qreal minimum)
{
    const qreal pixels = pixelSizeOf(font);
    if (scale >= 1 && pixels >= minimum)
        return font;
    QFont scaled = font;
    scaled.setPixelSize(
        int(std::max(std::ceil(minimum), std::floor(pixels * std::min(1.0, scale)))));
    return scaled;
}

} // namespace

qreal SceneLabels::blockHeight(const QList<Line> &lines, qreal width, qreal scale) const
{
    qreal height = 0;
    for (const Line &line : lines) {
        const QFontMetricsF metrics(scaledFont(line.font, scale, m_style.minimumTextPixels()),
                                    m_painter.device());
        height +=
            metrics
                .boundingRect(QRectF(0, 0, width, 1e6), Qt::AlignLeft | Qt::TextWordWrap, line.text)
                .height();
    }
    return height;
}

qreal SceneLabels::blockHeight(const QList<Line> &lines, qreal width) const
{
    return blockHeight(lines, width, 1.0);
}

qreal SceneLabels::drawBlock(const QRectF &box, const QList<Line> &lines, Qt::Alignment alignment)
{
    QList<Line> shown;
    for (const Line &line : lines)
        if (!line.text.isEmpty())
            shown.append(line);
    if (shown.isEmpty())
        return 0;
    // The smallest scale that keeps every line legible.
    qreal smallest = 1;
    for (const Line &line : shown)
        smallest = std::min(smallest, m_style.minimumTextPixels() / pixelSizeOf(line.font));
    smallest = std::min(1.0, smallest);
    qreal scale = 1;
    for (;;) {
        // Every word must fit the width too (a word broken inside is not legible).
        bool fits = blockHeight(shown, box.width(), scale) <= box.height() + 0.5;
        for (const Line &line : shown) {
            if (!fits)
                break;
            const QFontMetricsF metrics(scaledFont(line.font, scale, m_style.minimumTextPixels()),
                                        m_painter.device());
            for (const QString &word : line.text.simplified().split(QLatin1Char(' ')))
                if (metrics.horizontalAdvance(word) > box.width() + 0.5) {
                    fits = false;
                    break;
                }
        }
        if (fits)
            break;
        if (scale > smallest) {
            scale = std::max(smallest, scale * 0.92);
            continue;
        }
        // The least important lines go, then the rest try their full size again.
        int least = 0;
        for (const Line &line : shown)
            least = std::max(least, line.priority);
        if (least == 0)
            break; // drawn anyway: the problems are recorded
        shown.removeIf([least](const Line &line) { return line.priority == least; });
        scale = 1;
    }
    const QFont before = m_painter.font();
    const QPen pen = m_painter.pen();
    qreal y = box.top();
    for (const Line &line : shown) {
        const QFont font = scaledFont(line.font, scale, m_style.minimumTextPixels());
        const QFontMetricsF metrics(font, m_painter.device());
        const qreal height = metrics
                                 .boundingRect(QRectF(0, 0, box.width(), 1e6),
                                               Qt::AlignLeft | Qt::TextWordWrap, line.text)
                                 .height();
        m_painter.setFont(font);
        m_painter.setPen(line.colour);
        draw(QRectF(box.left(), y, box.width(), height),
             int(alignment) | Qt::AlignTop | Qt::TextWordWrap, line.text);
        y += height;
    }
    m_painter.setFont(before);
    m_painter.setPen(pen);
    return y - box.top();
}

} // namespace gpulab
