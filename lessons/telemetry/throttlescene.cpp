// ThrottleScene (see throttlescene.h).
#include "lessons/telemetry/throttlescene.h"

#include "lessons/telemetry/throttlemodel.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace gpulab {

namespace {

QString whole(double value)
{
    return QLocale().toString(value, 'f', 0);
}

QString coolingName(ThrottleModel::Cooling cooling)
{
    switch (cooling) {
    case ThrottleModel::Cooling::Desktop: return ThrottleScene::tr("desktop case cooling");
    case ThrottleModel::Cooling::Blocked: return ThrottleScene::tr("blocked airflow");
    default: return ThrottleScene::tr("datacenter cooling");
    }
}

} // namespace

void ThrottleScene::paint(QPainter &painter, const QRectF &area, const SimulationModel &base,
                          const SceneStyle &style) const
{
    const auto &model = static_cast<const ThrottleModel &>(base);
    const ThrottleModel::Card &card = model.card();
    const ThrottleModel::Settings &s = model.settings();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(area, style.background);
    SceneLabels labels(painter, style, area);
    using Line = SceneLabels::Line;
    const SceneStyle::Frame frame = style.frame(area, 18, 46);
    const QFont &small = frame.font;
    const QFont &bold = frame.bold;
    const qreal unit = frame.unit;
    const QRectF inner = frame.inner;
    if (card.tdpW <= 0) {
        painter.setFont(small);
        painter.setPen(style.foreground);
        labels.draw(inner, Qt::AlignCenter | Qt::TextWordWrap,
                    tr("No GPU in gpu-specs.csv has both a TDP and a boost clock."));
        painter.restore();
        return;
    }

    const QList<Line> title = {
        {tr("%1 \u2014 %2, %3")
             .arg(ThrottleModel::beatTitle(model.beat()), card.name, coolingName(s.cooling)),
         bold, style.foreground}};
    const qreal titleH = std::min(labels.blockHeight(title, inner.width()), inner.height() * 0.2);
    const qreal used =
        labels.drawBlock(QRectF(inner.topLeft(), QSizeF(inner.width(), titleH)), title);

    // The figures at the bottom.
    const QColor limitColour =
        model.limit() == ThrottleModel::Limit::None ? style.series[2] : style.series[5];
    QList<Line> stats = {
        {tr("Clock limited by: %1").arg(ThrottleModel::limitText(model.limit())), bold,
         limitColour},
        {tr("After %1 s of work the run has had %2 % of the throughput it would have at the "
            "boost clock.")
             .arg(whole(model.clock()), QLocale().toString(model.throughputShare() * 100, 'f', 1)),
         small, style.foreground, 1},
        {tr("TDP %1 W and boost clock %2 MHz from gpu-specs.csv; the job asks %3 \u00d7 TDP at "
            "boost. Cooling, heat capacity and the %4 °C slowdown are model values.")
             .arg(whole(card.tdpW), whole(card.boostMHz), QLocale().toString(s.demand, 'f', 2),
                  whole(s.slowdownC)),
         small, style.muted, 2}};
    const qreal statsH = std::min(labels.blockHeight(stats, inner.width()), inner.height() * 0.35);
    const QRectF statsBox(inner.left(), inner.bottom() - statsH, inner.width(), statsH);
    labels.drawBlock(statsBox, stats);

    const QRectF body(inner.left(), inner.top() + used + unit * 0.3, inner.width(),
                      statsBox.top() - inner.top() - used - unit * 0.6);
    if (body.height() < unit * 4) {
        painter.restore();
        return;
    }
    // Left: three bars. Right: the strip chart.
    const QRectF bars(body.left(), body.top(), body.width() * 0.42, body.height());
    const QRectF chart(bars.right() + unit, body.top(), body.right() - bars.right() - unit,
                       body.height());
    struct Bar
    {
        QStringList label; // the same said shorter and shorter
        double value;
        double limit; // where the limit mark goes
        double full;  // the bar's full scale
        QColor colour;
    };
    const double tempFull = std::max(s.slowdownC + 15, 100.0);
    const QString temp = whole(model.temperatureC());
    const QString mhz = whole(model.clockMHz());
    const QString watts = whole(model.powerW());
    const QList<Bar> list = {
        {{tr("Temperature %1 °C (slowdown %2)").arg(temp, whole(s.slowdownC)),
          tr("%1 °C (limit %2)").arg(temp, whole(s.slowdownC)), tr("%1 °C").arg(temp)},
         model.temperatureC(),
         s.slowdownC,
         tempFull,
         style.series[3]},
        {{tr("Clock %1 MHz (boost %2)").arg(mhz, whole(card.boostMHz)),
          tr("%1 of %2 MHz").arg(mhz, whole(card.boostMHz)), tr("%1 MHz").arg(mhz)},
         model.clockMHz(),
         card.boostMHz,
         card.boostMHz * 1.1,
         style.series[0]},
        {{tr("Power %1 W (cap %2)").arg(watts, whole(card.tdpW)),
          tr("%1 of %2 W").arg(watts, whole(card.tdpW)), tr("%1 W").arg(watts)},
         model.powerW(),
         card.tdpW,
         card.tdpW * 1.4,
         style.series[1]}};
    const qreal rowH = bars.height() / list.size();
    const qreal lineWidth = style.highContrast ? 3 : 1.5;
    painter.setFont(small);
    for (int i = 0; i < list.size(); ++i) {
        const Bar &b = list[i];
        const QRectF row(bars.left(), bars.top() + i * rowH, bars.width(), rowH);
        // A tall row: the label above its bar; a short one (a projector): side by side.
        const bool stacked = rowH >= unit * 2.4;
        const QRectF text =
            stacked ? QRectF(row.left(), row.top(), row.width(), std::min(rowH * 0.55, unit * 1.4))
                    : QRectF(row.left(), row.top(), row.width() * 0.5, rowH);
        painter.setPen(style.foreground);
        QStringList forms = b.label;
        forms << QString(); // left out where even the shortest cannot fit (describe() says it)
        labels.drawFirstFitting(
            forms, {text, int(Qt::AlignLeft | (stacked ? Qt::AlignBottom : Qt::AlignVCenter))});
        const QRectF track =
            stacked
                ? QRectF(row.left(), text.bottom() + unit * 0.15, row.width(),
                         std::min(unit * 0.9, row.bottom() - text.bottom() - unit * 0.25))
                : QRectF(text.right() + unit * 0.3,
                         row.center().y() - std::min(unit * 0.9, rowH * 0.6) / 2,
                         row.right() - text.right() - unit * 0.3, std::min(unit * 0.9, rowH * 0.6));
        if (track.height() <= 2)
            continue;
        painter.setPen(QPen(style.muted, lineWidth));
        painter.setBrush(style.surface);
        painter.drawRect(track);
        labels.avoid(track);
        const double share = std::clamp(b.value / b.full, 0.0, 1.0);
        painter.setPen(Qt::NoPen);
        painter.setBrush(b.colour);
        painter.drawRect(QRectF(track.left(), track.top(), track.width() * share, track.height()));
        const qreal x = track.left() + track.width() * std::clamp(b.limit / b.full, 0.0, 1.0);
        painter.setPen(QPen(style.foreground, lineWidth * 1.5));
        painter.drawLine(QPointF(x, track.top() - unit * 0.15),
                         QPointF(x, track.bottom() + unit * 0.15));
    }

    // Strip chart: temperature (°C, 0..tempFull) and clock (share of boost), over card seconds.
    const std::vector<ThrottleModel::Point> &history = model.history();
    const QRectF plotTitle(chart.left(), chart.top(), chart.width(), unit * 1.3);
    painter.setPen(style.foreground);
    labels.drawFirstFitting({tr("Over time: temperature and clock"), tr("Temperature, clock")},
                            {plotTitle, Qt::AlignLeft | Qt::AlignVCenter});
    const QRectF plot = chart.adjusted(0, unit * 1.5, 0, -unit * 1.3);
    if (plot.height() < unit * 2 || history.empty()) {
        painter.restore();
        return;
    }
    painter.setPen(QPen(style.muted, 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(plot);
    labels.avoid(plot);
    const double t0 = history.front().seconds;
    const double span = std::max(60.0, history.back().seconds - t0);
    auto xOf = [&](double t) { return plot.left() + plot.width() * (t - t0) / span; };
    // Two bands, so the lines never sit on each other: temperature (0 to tempFull °C) above,
    // the clock (half to 105 % of boost) below.
    const QRectF tempBand(plot.left(), plot.top(), plot.width(), plot.height() * 0.55);
    const QRectF clockBand(plot.left(), tempBand.bottom(), plot.width(),
                           plot.bottom() - tempBand.bottom());
    auto yIn = [](const QRectF &band, double share) {
        return band.bottom() - band.height() * std::clamp(share, 0.0, 1.0);
    };
    QPainterPath temperature, clock;
    for (std::size_t i = 0; i < history.size(); ++i) {
        const ThrottleModel::Point &p = history[i];
        const QPointF a(xOf(p.seconds), yIn(tempBand, p.temperatureC / tempFull));
        const QPointF b(xOf(p.seconds), yIn(clockBand, (p.clockMHz / card.boostMHz - 0.5) / 0.55));
        if (i == 0) {
            temperature.moveTo(a);
            clock.moveTo(b);
        } else {
            temperature.lineTo(a);
            clock.lineTo(b);
        }
    }
    painter.setPen(QPen(style.muted, 1));
    painter.drawLine(QPointF(plot.left(), tempBand.bottom()),
                     QPointF(plot.right(), tempBand.bottom()));
    const qreal slowY = yIn(tempBand, s.slowdownC / tempFull);
    painter.setPen(QPen(style.series[3], 1, Qt::DashLine));
    painter.drawLine(QPointF(plot.left(), slowY), QPointF(plot.right(), slowY));
    const qreal boostY = yIn(clockBand, 0.5 / 0.55);
    painter.setPen(QPen(style.series[0], 1, Qt::DotLine));
    painter.drawLine(QPointF(plot.left(), boostY), QPointF(plot.right(), boostY));
    painter.setPen(QPen(style.series[3], lineWidth * 1.3));
    painter.drawPath(temperature);
    painter.setPen(QPen(style.series[0], lineWidth * 1.3, Qt::SolidLine));
    painter.drawPath(clock);
    // The lines' names at their ends (colour is never the only signal).
    const QPointF tempEnd = temperature.currentPosition();
    const QPointF clockEnd = clock.currentPosition();
    const QFontMetricsF metrics(small);
    auto nameSpots = [&](const QPointF &end, const QString &text) {
        const qreal w = metrics.horizontalAdvance(text) + unit * 0.4;
        const qreal x = std::max(plot.left(), std::min(end.x() - w, plot.right() - w));
        return QList<SceneLabels::Spot>{
            {QRectF(x, end.y() - unit * 1.3, w, unit * 1.2), Qt::AlignRight | Qt::AlignBottom},
            {QRectF(x, end.y() + unit * 0.1, w, unit * 1.2), Qt::AlignRight | Qt::AlignTop}};
    };
    painter.setPen(style.series[3]);
    labels.placeIfRoom(tr("temperature"), nameSpots(tempEnd, tr("temperature")));
    painter.setPen(style.series[0]);
    labels.placeIfRoom(tr("clock"), nameSpots(clockEnd, tr("clock")));
    painter.setPen(style.foreground);
    labels.drawFirstFitting(
        {tr("%1 s of the card's time; dashed: the slowdown temperature; dotted: the boost clock")
             .arg(whole(span)),
         tr("%1 s; dashed: slowdown; dotted: boost").arg(whole(span)), tr("%1 s").arg(whole(span)),
         QString()},
        {QRectF(plot.left(), plot.bottom() + unit * 0.1, plot.width(), unit * 1.2),
         Qt::AlignLeft | Qt::AlignVCenter});
    painter.restore();
}

QString ThrottleScene::describe(const SimulationModel &base) const
{
    const auto &model = static_cast<const ThrottleModel &>(base);
    if (model.card().tdpW <= 0)
        return tr("No GPU with a TDP and a boost clock to simulate.");
    return tr("%1: %2 after %3 s at %4 °C, clock %5 of %6 MHz, %7 W of a %8 W cap; the "
              "clock is limited by: %9; throughput so far %10 % of the boost clock's.")
        .arg(ThrottleModel::beatTitle(model.beat()), model.card().name, whole(model.clock()),
             whole(model.temperatureC()), whole(model.clockMHz()), whole(model.card().boostMHz),
             whole(model.powerW()), whole(model.card().tdpW),
             ThrottleModel::limitText(model.limit()))
        .arg(QLocale().toString(model.throughputShare() * 100, 'f', 1));
}

} // namespace gpulab
