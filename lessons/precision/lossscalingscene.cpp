// LossScalingScene: gradients against the format's range, with and without loss scaling (see
// lossscalingscene.h).
#include "lessons/precision/lossscalingscene.h"

#include "lessons/precision/lossscalingmodel.h"
#include "lessons/precision/precisionmath.h"

#include <QLocale>
#include <QPainter>

#include <glm/common.hpp>
#include <imgui.h>

#include <array>
#include <cmath>
#include <map>

namespace gpulab {

namespace {

using Fate = LossScalingModel::Fate;
using Scaling = LossScalingModel::Scaling;

constexpr std::array kFates = {Fate::Normal, Fate::Subnormal, Fate::Underflow, Fate::Overflow};

QString number(qint64 value)
{
    return QLocale().toString(value);
}

QString percent(qint64 part, qint64 whole)
{
    return whole > 0 ? QLocale().toString(100.0 * double(part) / double(whole), 'f', 1) +
                           QStringLiteral(" %")
                     : QStringLiteral("\u2013");
}

QColor fateColour(const SceneStyle &style, Fate fate)
{
    switch (fate) {
    case Fate::Normal: return style.series[4];    // blue
    case Fate::Subnormal: return style.series[1]; // sky blue
    case Fate::Underflow: return style.series[5]; // vermillion
    case Fate::Overflow: return style.series[6];  // reddish purple
    }
    return style.foreground;
}

Qt::BrushStyle fatePattern(Fate fate)
{
    switch (fate) {
    case Fate::Normal: return Qt::SolidPattern;
    case Fate::Subnormal: return Qt::Dense4Pattern;
    case Fate::Underflow: return Qt::DiagCrossPattern;
    case Fate::Overflow: return Qt::BDiagPattern;
    }
    return Qt::SolidPattern;
}

QString fateName(Fate fate)
{
    switch (fate) {
    case Fate::Normal: return LossScalingScene::tr("kept");
    case Fate::Subnormal: return LossScalingScene::tr("subnormal (fewer bits)");
    case Fate::Underflow: return LossScalingScene::tr("lost (rounded to 0)");
    case Fate::Overflow: return LossScalingScene::tr("overflow (inf, NaN)");
    }
    return {};
}

// A swatch: the fate's pattern over the surface, outlined.
void drawSwatch(QPainter &painter, const QRectF &box, Fate fate, const SceneStyle &style,
                qreal line)
{
    painter.setPen(QPen(style.foreground, line * 0.8));
    painter.setBrush(style.surface);
    painter.drawRect(box);
    painter.setBrush(QBrush(fateColour(style, fate), fatePattern(fate)));
    painter.drawRect(box);
}

struct Fonts
{
    QFont small;
    QFont title;
    qreal unit = 16;
};

Fonts fontsFor(const SceneStyle &style, const QRectF &area)
{
    Fonts f;
    f.small = style.sceneFont(area, 17, 30);
    f.unit = QFontMetricsF(f.small).height();
    f.title = f.small;
    f.title.setPointSizeF(f.small.pointSizeF() * 1.2);
    f.title.setBold(true);
    return f;
}

QString scaleText(int scaleLog2)
{
    const double scale = std::ldexp(1.0, scaleLog2);
    if (scaleLog2 >= 0 && scaleLog2 <= 40)
        return precision::powerOfTwo(scaleLog2) + QStringLiteral(" = ") + number(qint64(scale));
    return precision::powerOfTwo(scaleLog2);
}

// The axis: the format's zones and the gradients, in whole binades.
std::pair<int, int> axisFor(const LossScalingModel &model)
{
    const LossScalingModel::Settings &s = model.settings();
    const fp::FormatProperties &p = model.limits();
    const double centre = s.medianLog2 + model.scaleLog2();
    const double reach = 3.6 * s.spreadLog2 + 1;
    const double formatLow = std::log2(p.minSubnormal) - 4;
    const double formatHigh = std::log2(p.maxFinite) + 4;
    double low = std::min(centre - reach, formatLow);
    double high = std::max(centre + reach, formatHigh);
    if (high - low > 72) { // FP32 and BF16 reach far: follow the gradients instead
        low = centre - reach - 6;
        high = centre + reach + 6;
        if (formatLow > low - 12 && formatLow < high) // keep a nearby edge in view
            low = std::min(low, formatLow);
        if (formatHigh < high + 12 && formatHigh > low)
            high = std::max(high, formatHigh);
    }
    // Whole multiples of 4, so the axis does not jitter while the scale moves a little.
    return {int(std::floor(low / 4)) * 4, int(std::ceil(high / 4)) * 4};
}

void paintHistogram(QPainter &painter, SceneLabels &labels, const QRectF &area,
                    const LossScalingModel &model, const SceneStyle &style, const Fonts &fonts)
{
    const fp::FormatProperties &p = model.limits();
    const auto [low, high] = axisFor(model);
    const qreal line = style.highContrast ? 2.5 : 1.25;
    const QRectF plot = area.adjusted(0, fonts.unit * 1.3, 0, -fonts.unit * 1.3);
    const auto x = [&, low = low, high = high](double l) {
        return plot.left() +
               (glm::clamp(l, double(low), double(high)) - low) / (high - low) * plot.width();
    };
    // The zones. A value rounds to 0 below half the smallest subnormal.
    const double zeroEdge = std::log2(p.minSubnormal) - 1;
    const double normalEdge = std::log2(p.minNormal);
    const double maxEdge = std::log2(p.maxFinite);
    struct Zone
    {
        double from, to;
        QString name;
        QColor tint;
        Qt::BrushStyle pattern;
    };
    QColor lostTint = fateColour(style, Fate::Underflow);
    lostTint.setAlpha(style.highContrast ? 80 : 55);
    QColor subTint = fateColour(style, Fate::Subnormal);
    subTint.setAlpha(style.highContrast ? 70 : 45);
    QColor overTint = fateColour(style, Fate::Overflow);
    overTint.setAlpha(style.highContrast ? 80 : 55);
    const Zone zones[] = {
        {double(low), zeroEdge, LossScalingScene::tr("rounds to 0"), lostTint,
         Qt::DiagCrossPattern},
        {zeroEdge, normalEdge, LossScalingScene::tr("subnormal"), subTint, Qt::SolidPattern},
        {normalEdge, maxEdge, LossScalingScene::tr("normal: full precision"), style.surface,
         Qt::SolidPattern},
        {maxEdge, double(high), LossScalingScene::tr("overflow"), overTint, Qt::BDiagPattern},
    };
    painter.setFont(fonts.small);
    const QFontMetricsF fm(fonts.small);
    // Names above the zones: centred, or, for a narrow zone at either end, against the edge of
    // the chart, so "overflow" is never cut to "ov…"; a name with no room left is dropped.
    qreal taken = plot.left();
    const int zoneCount = int(std::size(zones));
    for (int i = 0; i < zoneCount; ++i) {
        const Zone &zone = zones[i];
        const qreal left = x(zone.from), right = x(zone.to);
        if (right - left < 1)
            continue;
        const QRectF box(left, plot.top(), right - left, plot.height());
        painter.fillRect(box, style.surface);
        painter.fillRect(box, QBrush(zone.tint, zone.pattern));
        const qreal w = fm.horizontalAdvance(zone.name) + 6;
        qreal labelLeft = (left + right - w) / 2;
        if (w > right - left)
            labelLeft = i == 0 ? plot.left() : i == zoneCount - 1 ? plot.right() - w : labelLeft;
        labelLeft = glm::clamp(labelLeft, plot.left(), plot.right() - w);
        if (labelLeft < taken) // a neighbour's name is there: move over, within the zone
            labelLeft = taken;
        // A name that fits its zone stays about in it; a wider one may use the chart's width.
        if (labelLeft + w >
            (w > right - left ? plot.right() : std::min(plot.right(), right + w / 2)))
            continue;
        taken = labelLeft + w + 4;
        painter.setPen(style.foreground);
        labels.draw(QRectF(labelLeft, area.top(), w, fonts.unit * 1.2),
                    Qt::AlignHCenter | Qt::AlignBottom, zone.name);
    }
    // Zone edges, labelled with the format's limits.
    painter.setPen(QPen(style.foreground, line, Qt::DashLine));
    for (double edge : {zeroEdge, normalEdge, maxEdge})
        if (edge > low && edge < high)
            painter.drawLine(QPointF(x(edge), plot.top()), QPointF(x(edge), plot.bottom()));

    // The histogram of this step's gradients, per binade, stacked by fate.
    std::map<int, std::array<int, 4>> bins;
    for (const LossScalingModel::Sample &sample : model.lastSamples()) {
        const int bin = int(std::floor(glm::clamp(sample.scaledLog2, double(low), high - 0.5)));
        bins[bin][size_t(sample.fate)] += 1;
    }
    // A fixed height scale: the peak of the spread's bell, plus room.
    const LossScalingModel::Settings &s = model.settings();
    const double peak = s.gradientsPerIteration * glm::min(1.0, 1.25 / (s.spreadLog2 * 2.5066)) + 1;
    const qreal binWidth = plot.width() / (high - low);
    for (const auto &[bin, counts] : bins) {
        qreal bottom = plot.bottom();
        for (Fate fate : kFates) {
            const int n = counts[size_t(fate)];
            if (n == 0)
                continue;
            const qreal h = glm::min(plot.height(), plot.height() * n / peak);
            const QRectF bar(x(bin) + 1, bottom - h, binWidth - 2, h);
            painter.setPen(Qt::NoPen);
            painter.setBrush(style.surface);
            painter.drawRect(bar);
            painter.setBrush(QBrush(fateColour(style, fate), fatePattern(fate)));
            painter.setPen(QPen(style.foreground, line * 0.8));
            painter.drawRect(bar);
            bottom -= h;
        }
    }
    // The axis: powers of two.
    painter.setPen(QPen(style.foreground, line));
    painter.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()));
    const qreal labelSpace = fm.horizontalAdvance(precision::powerOfTwo(-120)) * 1.4;
    int stride = 4;
    while (stride * binWidth < labelSpace && stride < 64)
        stride *= 2;
    qreal lastRight = area.left() - 1e9;
    for (int k = int(std::ceil(double(low) / stride)) * stride; k <= high; k += stride) {
        painter.drawLine(QPointF(x(k), plot.bottom()), QPointF(x(k), plot.bottom() + 4));
        // Kept inside the chart, so the first and last labels are not cut in half, and left out
        // where that would make two labels touch.
        const QString text = precision::powerOfTwo(k);
        const qreal w = fm.horizontalAdvance(text) + 4;
        const qreal labelLeft = glm::clamp(x(k) - w / 2, area.left(), area.right() - w);
        if (labelLeft < lastRight + fonts.unit * 0.3)
            continue;
        lastRight = labelLeft + w;
        labels.draw(QRectF(labelLeft, plot.bottom() + 3, w, fonts.unit),
                    Qt::AlignHCenter | Qt::AlignTop, text);
    }
}

void paintCounts(QPainter &painter, SceneLabels &labels, const QRectF &area,
                 const LossScalingModel &model, const SceneStyle &style, const Fonts &fonts)
{
    const qreal line = style.highContrast ? 2.5 : 1.25;
    const LossScalingModel::Counts &total = model.totals();
    const LossScalingModel::Counts last =
        model.history().empty() ? LossScalingModel::Counts{} : model.history().back().counts;
    const bool dynamic = model.settings().scaling == Scaling::Dynamic;
    const QList<SceneLabels::Line> lines = {
        {LossScalingScene::tr("Whole run: %1 \u00b7 kept %2 \u00b7 lost %3 \u00b7 "
                              "overflowed %4")
             .arg(number(total.seen), percent(total.kept(), total.seen),
                  percent(total.underflowed, total.seen), percent(total.overflowed, total.seen)),
         fonts.small, style.foreground, 0},
        {LossScalingScene::tr("This step: %1 \u00b7 kept %2 (%3 subnormal) \u00b7 "
                              "lost %4 \u00b7 overflowed %5")
             .arg(number(last.seen), number(last.kept()), number(last.subnormal),
                  number(last.underflowed), number(last.overflowed)),
         fonts.small, style.foreground, 1},
        {dynamic ? LossScalingScene::tr("Steps with an overflow: %1, each skipped, the scale "
                                        "halved")
                       .arg(QLocale().toString(model.overflowIterations()))
                 : LossScalingScene::tr("Steps with an overflow: %1 (their update is inf or NaN)")
                       .arg(QLocale().toString(model.overflowIterations())),
         fonts.small, style.foreground, 2}};
    const qreal barHeight = fonts.unit * 0.9;
    const qreal y = area.top() + labels.drawBlock(area.adjusted(0, 0, 0, -barHeight * 1.2), lines);
    // The whole run's proportions as one bar.
    const QRectF bar(area.left(), y + fonts.unit * 0.1, area.width(), barHeight);
    qreal left = bar.left();
    if (total.seen > 0) {
        for (Fate fate : kFates) {
            const qint64 n = fate == Fate::Normal      ? total.normal
                             : fate == Fate::Subnormal ? total.subnormal
                             : fate == Fate::Underflow ? total.underflowed
                                                       : total.overflowed;
            const qreal w = bar.width() * double(n) / double(total.seen);
            if (w <= 0)
                continue;
            drawSwatch(painter, QRectF(left, bar.top(), w, bar.height()), fate, style, line);
            left += w;
        }
    } else {
        painter.setPen(QPen(style.muted, line, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(bar);
    }
}

// The rows the legend takes in `width`: its items flow as paintLegend lays them out.
int legendRows(qreal width, const Fonts &fonts)
{
    const QFontMetricsF fm(fonts.small);
    const qreal swatch = fonts.unit * 0.8;
    qreal x = 0;
    int rows = 1;
    for (Fate fate : kFates) {
        const qreal w = swatch + 6 + fm.horizontalAdvance(fateName(fate)) + fonts.unit;
        if (x + w > width && x > 0) {
            x = 0;
            ++rows;
        }
        x += w;
    }
    return rows;
}

void paintLegend(QPainter &painter, SceneLabels &labels, const QRectF &area,
                 const SceneStyle &style, const Fonts &fonts)
{
    const qreal line = style.highContrast ? 2.5 : 1.25;
    painter.setFont(fonts.small);
    const QFontMetricsF fm(fonts.small);
    qreal x = area.left();
    qreal y = area.top();
    const qreal swatch = fonts.unit * 0.8;
    for (Fate fate : kFates) {
        const QString name = fateName(fate);
        const qreal w = swatch + 6 + fm.horizontalAdvance(name) + fonts.unit;
        if (x + w > area.right() && x > area.left()) {
            x = area.left();
            y += fonts.unit * 1.1;
        }
        drawSwatch(painter, QRectF(x, y + (fonts.unit - swatch) / 2, swatch, swatch), fate, style,
                   line);
        painter.setPen(style.foreground);
        labels.draw(QRectF(x + swatch + 6, y, w - swatch - 6, fonts.unit),
                    Qt::AlignLeft | Qt::AlignVCenter, name);
        x += w;
    }
}

void paintScaleHistory(QPainter &painter, SceneLabels &labels, const QRectF &area,
                       const LossScalingModel &model, const SceneStyle &style, const Fonts &fonts)
{
    const qreal line = style.highContrast ? 2.5 : 1.5;
    const auto &history = model.history();
    painter.setFont(fonts.small);
    painter.setPen(style.foreground);
    labels.drawFirstFitting(
        {LossScalingScene::tr("Loss scale over the run (log\u2082), \u25bc = a step that "
                              "overflowed"),
         LossScalingScene::tr("Loss scale (log\u2082), \u25bc = overflow")},
        {QRectF(area.left(), area.top(), area.width(), fonts.unit),
         Qt::AlignLeft | Qt::AlignVCenter});
    const QRectF plot = area.adjusted(fonts.unit * 2.2, fonts.unit * 1.2, 0, -fonts.unit * 0.2);
    if (plot.height() < fonts.unit || plot.width() < fonts.unit * 4)
        return;
    int lowest = model.scaleLog2(), highest = model.scaleLog2();
    for (const LossScalingModel::Iteration &it : history) {
        lowest = std::min(lowest, it.scaleLog2);
        highest = std::max(highest, it.scaleLog2);
    }
    lowest -= 1;
    highest += 1;
    const int total = std::max(1, model.settings().iterations);
    const auto px = [&](double i) { return plot.left() + plot.width() * i / total; };
    const auto py = [&](double k) {
        return plot.bottom() - plot.height() * (k - lowest) / double(highest - lowest);
    };
    painter.setPen(QPen(style.muted, 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(plot);
    painter.setPen(style.foreground);
    labels.draw(QRectF(area.left(), plot.top(), fonts.unit * 2.1, fonts.unit),
                Qt::AlignRight | Qt::AlignTop, QLocale().toString(highest));
    labels.draw(QRectF(area.left(), plot.bottom() - fonts.unit, fonts.unit * 2.1, fonts.unit),
                Qt::AlignRight | Qt::AlignBottom, QLocale().toString(lowest));
    if (history.empty())
        return;
    QPolygonF steps;
    for (size_t i = 0; i < history.size(); ++i) {
        const double k = history[i].scaleLog2;
        steps << QPointF(px(double(i)), py(k)) << QPointF(px(double(i + 1)), py(k));
    }
    painter.setPen(QPen(style.series[0], line));
    painter.drawPolyline(steps);
    // The steps that overflowed: small downward triangles under the line.
    painter.setPen(Qt::NoPen);
    painter.setBrush(fateColour(style, Fate::Overflow));
    const qreal r = glm::max(3.0, fonts.unit * 0.22);
    for (size_t i = 0; i < history.size(); ++i) {
        if (!history[i].overflow())
            continue;
        const QPointF c(px(i + 0.5), py(history[i].scaleLog2) + r * 1.6);
        const QPointF triangle[] = {c + QPointF(-r, -r), c + QPointF(r, -r), c + QPointF(0, r)};
        painter.drawPolygon(triangle, 3);
    }
}

} // namespace

QString LossScalingScene::scalingText(const SimulationModel &base)
{
    const auto &model = static_cast<const LossScalingModel &>(base);
    const LossScalingModel::Settings &s = model.settings();
    switch (s.scaling) {
    case Scaling::Off: return tr("no loss scaling");
    case Scaling::Fixed:
        return tr("a fixed loss scale of %1").arg(precision::powerOfTwo(s.scaleLog2));
    case Scaling::Dynamic:
        return s.growthInterval == 1
                   ? tr("dynamic loss scaling (×2 after each clean step, ÷2 on overflow)")
                   : tr("dynamic loss scaling (×2 after %1 clean steps, ÷2 on overflow)")
                         .arg(QLocale().toString(s.growthInterval));
    }
    return {};
}

void LossScalingScene::paint(QPainter &painter, const QRectF &area, const SimulationModel &base,
                             const SceneStyle &style) const
{
    const auto &model = static_cast<const LossScalingModel &>(base);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const Fonts fonts = fontsFor(style, area);
    const qreal margin = fonts.unit * 0.5;
    const QRectF inner = area.adjusted(margin, margin, -margin, -margin);
    if (inner.width() < fonts.unit * 6 || inner.height() < fonts.unit * 6) {
        painter.restore();
        return;
    }
    SceneLabels labels(painter, style, area);
    // Header: the format and the scaling, the scale now, and that this is a model.
    const Scaling scaling = model.settings().scaling;
    const QString title = QString::fromLatin1(model.spec().displayName) +
                          QStringLiteral(" \u00b7 ") +
                          (scaling == Scaling::Off     ? tr("no loss scaling")
                           : scaling == Scaling::Fixed ? tr("a fixed loss scale")
                                                       : tr("dynamic loss scaling"));
    QString scaleLine = tr("Scale now %1").arg(scaleText(model.scaleLog2()));
    if (scaling == Scaling::Dynamic)
        scaleLine += model.settings().growthInterval == 1
                         ? tr(" \u00b7 ×2 after each clean step, ÷2 on overflow")
                         : tr(" \u00b7 ×2 after %1 clean steps, ÷2 on overflow")
                               .arg(QLocale().toString(model.settings().growthInterval));
    const QString stepLine =
        tr("Training step %1 of %2 \u00b7 a MODEL: invented gradients, not a measurement")
            .arg(QLocale().toString(model.iteration()))
            .arg(QLocale().toString(model.settings().iterations));
    const QList<SceneLabels::Line> header = {{title, fonts.title, style.foreground, 0},
                                             {scaleLine, fonts.small, style.foreground, 0},
                                             {stepLine, fonts.small, style.muted, 1}};
    qreal y = inner.top() +
              labels.drawBlock(
                  QRectF(inner.left(), inner.top(), inner.width(),
                         std::min(labels.blockHeight(header, inner.width()), inner.height() * 0.3)),
                  header);
    painter.setPen(style.foreground);
    y += fonts.unit * 0.3;

    // Room: the histogram takes what the text leaves, the scale history a share when it fits.
    // The legend's rows as its names flow (a longer language takes more).
    const qreal legendHeight = fonts.unit * (1.1 * legendRows(inner.width(), fonts) + 0.1);
    const qreal countsHeight = fonts.unit * 4.4;
    const qreal rest = inner.bottom() - y - legendHeight - countsHeight;
    // The scale's history says something only when the scale moves.
    const bool history = model.settings().scaling == Scaling::Dynamic && rest > fonts.unit * 9;
    const qreal historyHeight =
        history ? glm::clamp(rest * 0.3, fonts.unit * 3.5, fonts.unit * 7) : 0;
    const qreal chartHeight = rest - historyHeight;
    if (chartHeight < fonts.unit * 3) {
        painter.restore();
        return;
    }
    paintHistogram(painter, labels, QRectF(inner.left(), y, inner.width(), chartHeight), model,
                   style, fonts);
    y += chartHeight;
    paintLegend(painter, labels,
                QRectF(inner.left(), y + fonts.unit * 0.1, inner.width(), legendHeight), style,
                fonts);
    y += legendHeight;
    paintCounts(painter, labels, QRectF(inner.left(), y, inner.width(), countsHeight), model, style,
                fonts);
    y += countsHeight;
    if (history)
        paintScaleHistory(painter, labels, QRectF(inner.left(), y, inner.width(), historyHeight),
                          model, style, fonts);
    painter.restore();
}

QString LossScalingScene::describe(const SimulationModel &base) const
{
    const auto &model = static_cast<const LossScalingModel &>(base);
    const LossScalingModel::Counts &total = model.totals();
    return tr("A model, not a measurement: %1 invented gradient values per training step, stored "
              "in %2 with %3; the scale is now %4. After %5 of %6 steps: %7 of %8 gradients "
              "kept (%9 of them subnormal), %10 lost to underflow, %11 overflowed; %12 steps "
              "had an overflow.")
        .arg(number(model.settings().gradientsPerIteration),
             QString::fromLatin1(model.spec().displayName), scalingText(model),
             scaleText(model.scaleLog2()))
        .arg(QLocale().toString(model.iteration()))
        .arg(QLocale().toString(model.settings().iterations))
        .arg(percent(total.kept(), total.seen), number(total.seen), number(total.subnormal),
             percent(total.underflowed, total.seen), percent(total.overflowed, total.seen))
        .arg(QLocale().toString(model.overflowIterations()));
}

bool LossScalingScene::buildOverlayControls(SimulationModel &base)
{
    auto &model = static_cast<LossScalingModel &>(base);
    LossScalingModel::Settings s = model.settings();
    const LossScalingModel::Settings before = s;
    auto label = [](const QString &text, const char *id) {
        return (text + QLatin1String("###") + QLatin1String(id)).toUtf8();
    };
    // Folded at first: the same controls are in the lesson's Loss scaling tab, and the picture
    // needs the room.
    if (ImGui::CollapsingHeader(label(tr("Format and loss scaling"), "scaling").constData())) {
        ImGui::PushItemWidth(ImGui::GetFontSize() * 8);
        const auto formats = LossScalingModel::offeredFormats();
        const QByteArray current = QByteArray(model.spec().displayName);
        if (ImGui::BeginCombo(label(tr("Format"), "format").constData(), current.constData())) {
            for (fp::Format format : formats) {
                const bool selected = format == s.format;
                if (ImGui::Selectable(fp::formatSpec(format).displayName, selected))
                    s.format = format;
                if (selected)
                    ImGui::SetItemDefaultFocus();
            }
            ImGui::EndCombo();
        }
        int scaling = int(s.scaling);
        const QByteArray off = tr("off").toUtf8(), fixed = tr("fixed").toUtf8(),
                         dynamic = tr("dynamic").toUtf8();
        const char *names[] = {off.constData(), fixed.constData(), dynamic.constData()};
        if (ImGui::Combo(label(tr("Loss scaling"), "kind").constData(), &scaling, names, 3))
            s.scaling = Scaling(scaling);
        ImGui::BeginDisabled(s.scaling == Scaling::Off);
        ImGui::SliderInt(
            label(s.scaling == Scaling::Dynamic ? tr("Start at 2^k") : tr("Scale 2^k"), "scale")
                .constData(),
            &s.scaleLog2, 0, 40);
        ImGui::EndDisabled();
        ImGui::BeginDisabled(s.scaling != Scaling::Dynamic);
        ImGui::SliderInt(label(tr("Clean steps before ×2"), "growth").constData(),
                         &s.growthInterval, 1, 100, "%d", ImGuiSliderFlags_Logarithmic);
        ImGui::EndDisabled();
        ImGui::PopItemWidth();
    }
    if (s == before)
        return false;
    const QJsonObject wanted{
        {QStringLiteral("format"), QString::fromLatin1(fp::formatSpec(s.format).name)},
        {QStringLiteral("scaling"), LossScalingModel::scalingName(s.scaling)},
        {QStringLiteral("scaleLog2"), s.scaleLog2},
        {QStringLiteral("growthInterval"), s.growthInterval}};
    QString error;
    return model.setParameters(wanted, &error); // ImGui clamps, so only a typo could fail
}

} // namespace gpulab
