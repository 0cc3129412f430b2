// GenerationsScene: bars on a logarithmic axis, and what each generation added (see
// generationsscene.h).
#include "lessons/generations/generationsscene.h"

#include "lessons/framework/numbertext.h"
#include "lessons/framework/sentencetext.h"
#include "lessons/generations/generationsmodel.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

// The translation context of this file's messages, which lupdate reads from the macro.
class SceneText
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::GenerationsScene)
};

QString figure(double value)
{
    const QLocale locale;
    if (value >= 100)
        return locale.toString(qRound64(value));
    return withoutTrailingZeros(value, value >= 10 ? 0 : 1, locale);
}

// The axis: whole decades around every GPU of the walk for this metric.
std::pair<double, double> axisRange(const GenerationsModel &model)
{
    double low = 0, high = 0;
    for (const double value : model.walkValues()) {
        low = low == 0 ? value : std::min(low, value);
        high = std::max(high, value);
    }
    if (low <= 0 || high <= 0)
        return {1, 10};
    return {std::pow(10.0, std::floor(std::log10(low))),
            std::pow(10.0, std::ceil(std::log10(high * 1.0001)))};
}

} // namespace

void GenerationsScene::paint(QPainter &painter, const QRectF &area, const SimulationModel &base,
                             const SceneStyle &style) const
{
    const auto &model = static_cast<const GenerationsModel &>(base);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(area, style.background);
    SceneLabels labels(painter, style, area);

    QFont text = style.sceneFont(area, 16, 40);
    QFont bold = text;
    bold.setBold(true);
    QFont title = bold;
    if (title.pointSizeF() > 0)
        title.setPointSizeF(title.pointSizeF() * 1.15);
    const qreal unit = QFontMetricsF(text).height();
    const qreal margin = unit * 0.5;

    // Header: the beat and the figure shown.
    const GenerationsModel::Metric metric = model.metric();
    const QList<SceneLabels::Line> header = {
        {GenerationsModel::beatTitle(model.beat()), title, style.foreground, 0},
        {SceneText::tr("%1, %2, logarithmic scale; dense figures only")
             .arg(GenerationsModel::metricName(metric), GenerationsModel::metricUnit(metric)),
         text, style.muted, 1}};
    QRectF headerBox(area.left() + margin, area.top() + margin, area.width() - 2 * margin,
                     area.height() * 0.3);
    headerBox.setHeight(
        std::min(labels.blockHeight(header, headerBox.width()), headerBox.height()));
    headerBox.setHeight(labels.drawBlock(headerBox, header));

    const QRectF body(area.left() + margin, headerBox.bottom() + margin, area.width() - 2 * margin,
                      area.bottom() - headerBox.bottom() - 2 * margin);
    if (body.width() < unit * 4 || body.height() < unit * 4) {
        painter.restore();
        return;
    }
    const bool wide = body.width() > body.height() * 1.25;
    QRectF chart = body, notes = body;
    if (wide) {
        chart.setWidth(body.width() * 0.6);
        notes.setLeft(chart.right() + margin);
    } else {
        chart.setHeight(body.height() * 0.62);
        notes.setTop(chart.bottom() + margin);
    }

    // The chart: an axis with decade ticks on the left, a name row at the bottom.
    const QList<GenerationsModel::Bar> bars = model.bars();
    // As many slots as bars, at least four: the first beats get broad bars, the last fits all.
    const int slotCount = std::max(4, int(bars.size()));
    const auto [low, high] = axisRange(model);
    QFont small = text;
    if (small.pointSizeF() > 0)
        small.setPointSizeF(small.pointSizeF() * 0.85);
    const qreal smallUnit = QFontMetricsF(style.legible(small)).height();
    painter.setFont(small);
    const qreal axisWidth = QFontMetricsF(small).horizontalAdvance(figure(high)) + unit * 0.6;
    // Names under the bars: one row, or two staggered rows where a name is wider than its slot.
    const qreal slotWidth = (chart.width() - axisWidth) / slotCount;
    qreal widestName = 0;
    for (const GenerationsModel::Bar &bar : bars)
        widestName = std::max(widestName, QFontMetricsF(bold).horizontalAdvance(bar.label));
    const bool staggered = widestName > slotWidth * 0.95;
    const QRectF plot(chart.left() + axisWidth, chart.top() + smallUnit * 1.2,
                      chart.width() - axisWidth,
                      chart.height() - smallUnit * (staggered ? 3.9 : 2.6));
    if (plot.height() < unit * 2 || plot.width() < unit * 3) {
        painter.restore();
        return;
    }
    const auto yOf = [&](double value) {
        const double t =
            (std::log10(value) - std::log10(low)) / (std::log10(high) - std::log10(low));
        return plot.bottom() - std::clamp(t, 0.0, 1.0) * plot.height();
    };
    const qreal line = style.highContrast ? 2.0 : 1.0;
    painter.setPen(QPen(style.muted, line));
    painter.drawLine(plot.bottomLeft(), plot.topLeft());
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    for (double tick = low; tick <= high * 1.0001; tick *= 10) {
        const qreal y = yOf(tick);
        painter.setPen(QPen(style.muted, line * 0.5, Qt::DotLine));
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.setPen(style.muted);
        labels.drawFirstFitting(
            {figure(tick), QString()},
            {QRectF(chart.left(), y - smallUnit / 2, axisWidth - unit * 0.2, smallUnit),
             Qt::AlignRight | Qt::AlignVCenter});
    }

    const qreal slot = plot.width() / std::max(1, slotCount);
    const double previous = bars.size() > 1 ? bars.at(bars.size() - 2).value : low;
    for (int i = 0; i < bars.size(); ++i) {
        const GenerationsModel::Bar &bar = bars.at(i);
        const QRectF column(plot.left() + i * slot, plot.top(), slot, plot.height());
        QColor fill = bar.contrast ? style.series[6] : style.series[1];
        if (bar.current && !bar.contrast)
            fill = style.series[0];
        // Name under the axis, whatever the value.
        painter.setPen(bar.current ? style.foreground : style.muted);
        painter.setFont(bar.current ? bold : small);
        const qreal nameRow = staggered && i % 2 == 1 ? smallUnit * 1.3 : 0;
        const qreal nameWidth = staggered ? 2 * column.width() : column.width();
        QRectF nameBox(column.center().x() - nameWidth / 2,
                       plot.bottom() + smallUnit * 0.15 + nameRow, nameWidth, smallUnit * 1.3);
        nameBox.setLeft(std::max(nameBox.left(), chart.left())); // never into the notes
        nameBox.setRight(std::min(nameBox.right(), chart.right()));
        // "TPU v5p" may give way to "v5p" where it has no room; a name is never elided.
        labels.drawFirstFitting({bar.label, bar.label.section(QLatin1Char(' '), -1), QString()},
                                {nameBox, Qt::AlignHCenter | Qt::AlignTop});
        if (!isKnown(bar.value))
            continue;
        double value = bar.value;
        if (bar.current && model.reveal() < 1.0) {
            const double from = isKnown(previous) && previous > 0 ? previous : low;
            value = std::pow(10.0, std::log10(from) +
                                       (std::log10(bar.value) - std::log10(from)) * model.reveal());
        }
        const QRectF rect(column.left() + slot * 0.15, yOf(value), slot * 0.7,
                          plot.bottom() - yOf(value));
        painter.setPen(QPen(style.foreground, line));
        painter.setBrush(fill);
        if (bar.vectorOnly) // no tensor cores: hatched, a shape as well as a colour
            painter.setBrush(QBrush(fill, Qt::BDiagPattern));
        painter.drawRect(rect);
        labels.avoid(rect);
        if (bar.current && model.reveal() < 1.0)
            continue;
        painter.setPen(style.foreground);
        painter.setFont(small);
        labels.drawFirstFitting(
            {figure(bar.value), QString()},
            {QRectF(column.left(), rect.top() - smallUnit * 1.15, column.width(), smallUnit * 1.1),
             Qt::AlignHCenter | Qt::AlignBottom});
    }

    // Beside the chart: the GPU, its figure, its growth and what it added.
    QList<SceneLabels::Line> lines;
    const GpuSpec *spec = model.current();
    if (spec) {
        lines << SceneLabels::Line{
            SceneText::tr("%1 (%2)").arg(spec->name).arg(wholeText(spec->year)), bold,
            style.foreground, 0};
        const double value = GenerationsModel::valueOf(*spec, metric);
        lines << SceneLabels::Line{isKnown(value) ? SceneText::tr("%1: %2 %3")
                                                        .arg(GenerationsModel::metricName(metric),
                                                             figure(value),
                                                             GenerationsModel::metricUnit(metric))
                                                  : SceneText::tr("%1: not in the data file")
                                                        .arg(GenerationsModel::metricName(metric)),
                                   text, style.foreground, 1};
        if (metric == GenerationsModel::Metric::Compute &&
            !generations::denseHalfPeak(*spec).tensor)
            lines << SceneLabels::Line{SceneText::tr("No tensor cores: FP16 on the CUDA cores"),
                                       text, style.foreground, 1};
        const double growth = model.growthOverFirst();
        if (isKnown(growth) && model.beat() > 0)
            lines << SceneLabels::Line{
                SceneText::tr("%1 the P100").arg(generations::timesText(growth)), bold,
                style.foreground, 1};
        const QList<generations::Addition> added = model.currentAdditions();
        if (!added.isEmpty()) {
            lines << SceneLabels::Line{model.beat() == 0 ||
                                               model.beat() == GenerationsModel::kBeats - 1
                                           ? SceneText::tr("It has:")
                                           : SceneText::tr("New in this generation:"),
                                       bold, style.foreground, 2};
            int priority = 3;
            for (const generations::Addition &addition : added)
                lines << SceneLabels::Line{QStringLiteral("\u2022 ") +
                                               generations::additionText(addition),
                                           text, style.foreground, priority++};
        }
    }
    for (const QString &id : model.missingIds())
        lines << SceneLabels::Line{SceneText::tr("Not in the data file: %1").arg(id), text,
                                   style.foreground, 1};
    if (!lines.isEmpty() && notes.height() > unit && notes.width() > unit * 3)
        labels.drawBlock(notes, lines);
    painter.restore();
}

QString GenerationsScene::describe(const SimulationModel &base) const
{
    const auto &model = static_cast<const GenerationsModel &>(base);
    QStringList bars;
    for (const GenerationsModel::Bar &bar : model.bars())
        if (isKnown(bar.value))
            bars << SceneText::tr("%1 %2").arg(bar.label, figure(bar.value));
    QStringList added;
    for (const generations::Addition &addition : model.currentAdditions())
        added << generations::additionText(addition);
    const GpuSpec *spec = model.current();
    return SceneText::tr("%1. %2 in %3: %4. %5 adds: %6.")
        .arg(GenerationsModel::beatTitle(model.beat()),
             GenerationsModel::metricName(model.metric()),
             GenerationsModel::metricUnit(model.metric()), listText(bars),
             spec ? spec->name : SceneText::tr("The GPU of this beat (not in the data file)"),
             added.isEmpty() ? SceneText::tr("nothing the data file names") : listText(added));
}

} // namespace gpulab
