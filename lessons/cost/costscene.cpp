// CostScene (see costscene.h).
#include "lessons/cost/costscene.h"

#include "lessons/cost/costmodel.h"
#include "lessons/cost/gpuprices.h"
#include "lessons/framework/numbertext.h"
#include "lessons/framework/sentencetext.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace gpulab {

QString CostScene::durationText(double hours)
{
    if (!std::isfinite(hours))
        return tr("never (interruptions outpace the work)");
    if (hours < 48)
        return tr("%1 hours").arg(significantText(hours));
    if (hours < 24 * 365)
        return tr("%1 days").arg(significantText(hours / 24));
    return tr("%1 years").arg(significantText(hours / (24 * 365)));
}

QString CostScene::flopsText(double flops)
{
    return tr("%1 FLOP").arg(scientificText(flops));
}

QString CostScene::gpuHoursText(double hours)
{
    return tr("%1 GPU-hours").arg(QLocale().toString(std::isfinite(hours) ? hours : 0, 'f', 0));
}

QString CostScene::describe(const SimulationModel &base) const
{
    const auto &m = static_cast<const CostModel &>(base);
    const CostModel::Settings &s = m.settings();
    const double share = m.workHours() > 0 ? m.workDoneHours() / m.workHours() : 0;
    QString text =
        tr("%1 on %2 GPUs, %3: %4 % of the work done after %5; %6 and %7 spent (price seen %8).")
            .arg(CostModel::beatTitle(m.beat()))
            .arg(QLocale().toString(s.gpus))
            .arg(s.spot ? tr("spot") : tr("on demand"))
            .arg(QLocale().toString(share * 100, 'f', 0), durationText(m.clockHours()),
                 gpuHoursText(m.gpuHoursSpent()), PriceText::money(m.moneySpent(), s.currency, 0),
                 dateText(m.priceDate()));
    if (s.spot)
        text = joinSentences(
            text, tr("%Ln interruption(s) so far, %1 of work lost.", nullptr, m.interruptionCount())
                      .arg(durationText(m.lostHours())));
    return text;
}

void CostScene::paint(QPainter &painter, const QRectF &area, const SimulationModel &base,
                      const SceneStyle &style) const
{
    const auto &m = static_cast<const CostModel &>(base);
    const CostModel::Settings &s = m.settings();
    painter.fillRect(area, style.background);
    painter.setRenderHint(QPainter::Antialiasing, true);
    SceneLabels labels(painter, style, area);
    const SceneStyle::Frame frame = style.frame(area, 16, 34, 0.5, 0.5);
    const QFont &font = frame.font;
    const QFont &bold = frame.bold;
    const qreal unit = frame.unit;
    const qreal pad = unit * 0.5;
    const qreal lineWidth = style.highContrast ? 2.5 : 1.25;
    const QRectF inner = frame.inner;
    painter.setFont(font);

    const ModelSpec *model = m.model();
    const GpuSpec *gpu = m.gpu();
    const QString title =
        tr("%1 on %2 billion tokens \u00b7 %3 \u00d7 %4 \u00b7 %5")
            .arg(model ? model->name : tr("no model"), QLocale().toString(s.tokensBillion, 'f', 0))
            .arg(QLocale().toString(s.gpus))
            .arg(gpu ? gpu->name : tr("no GPU"), s.spot ? tr("spot") : tr("on demand"));
    const QList<SceneLabels::Line> head{{title, bold, style.foreground, 0},
                                        {CostModel::beatTitle(m.beat()), font, style.muted, 1}};
    // The title takes at most a third of a short canvas (its second line goes first).
    QRectF headBox = inner;
    headBox.setHeight(std::max(unit * 1.3, inner.height() * 0.3));
    qreal top = inner.top() + labels.drawBlock(headBox, head) + pad * 0.5;

    const double target = m.workHours();
    const double work = m.workDoneHours();
    const double plannedWall = m.expectedWallHours();
    const double plannedCost = m.expectedCost();
    const QString price = s.spot ? PriceText::money(s.spotPricePerGpuHour, s.currency)
                                 : PriceText::money(s.pricePerGpuHour, s.currency);

    struct Bar
    {
        QStringList label; // the same said shorter and shorter
        double fraction;
        double saved; // -1: none
        QColor colour;
    };
    const double workShare = target > 0 ? std::clamp(work / target, 0.0, 1.0) : 0;
    const double wallShare = std::isfinite(plannedWall) && plannedWall > 0
                                 ? std::min(1.0, m.clockHours() / plannedWall)
                                 : 0;
    const double costShare = std::isfinite(plannedCost) && plannedCost > 0
                                 ? std::min(1.0, m.moneySpent() / plannedCost)
                                 : 0;
    const QList<Bar> bars{
        {{tr("Work: %1 of %2").arg(flopsText(m.flopsDone()), flopsText(m.flops())),
          tr("Work: %1 %").arg(QLocale().toString(workShare * 100, 'f', 0))},
         workShare,
         s.spot && target > 0 ? m.savedHours() / target : -1,
         style.series[2]},
        {{tr("Wall-clock: %1 of about %2 (%3)")
              .arg(durationText(m.clockHours()), durationText(plannedWall),
                   gpuHoursText(m.gpuHoursSpent())),
          tr("Wall-clock: %1 of about %2")
              .arg(durationText(m.clockHours()), durationText(plannedWall)),
          tr("Time: %1").arg(durationText(m.clockHours()))},
         wallShare,
         -1,
         style.series[1]},
        {{tr("Spent: %1 of about %2 at %3/GPU-hour (seen %4)")
              .arg(PriceText::money(m.moneySpent(), s.currency, 0),
                   PriceText::money(plannedCost, s.currency, 0), price, dateText(m.priceDate())),
          tr("Spent: %1 of about %2 (price seen %3)")
              .arg(PriceText::money(m.moneySpent(), s.currency, 0),
                   PriceText::money(plannedCost, s.currency, 0), dateText(m.priceDate())),
          tr("Spent: %1 (price seen %2)")
              .arg(PriceText::money(m.moneySpent(), s.currency, 0), dateText(m.priceDate())),
          tr("%1 (%2)").arg(PriceText::money(m.moneySpent(), s.currency, 0),
                            dateText(m.priceDate()))},
         costShare,
         -1,
         style.series[0]}};

    // Stacked (the label above its bar) where the height allows; on a short canvas (a
    // projector at a large text size) each label sits left of its bar on one line, and a spot
    // run's timeline loses its legend, then itself, before a bar's label would not fit.
    const qreal stackedRow = unit * 2.2;
    const qreal compactRow = unit * 1.25;
    const qreal room = inner.bottom() - top;
    const qreal bars3 = qreal(bars.size());
    const bool stacked = room - (s.spot ? unit * 3.2 : 0) >= stackedRow * bars3;
    qreal timelineHeight = 0;
    bool timelineLegend = false;
    if (s.spot) {
        if (stacked) {
            timelineHeight = unit * 3.2;
            timelineLegend = true;
        } else if (room - unit * 2.3 >= compactRow * bars3) {
            timelineHeight = unit * 2.3;
            timelineLegend = true;
        } else if (room - unit * 1.1 >= compactRow * bars3) {
            timelineHeight = unit * 1.1;
        }
    }
    const bool showTimeline = timelineHeight > 0;
    const qreal available = std::max(0.0, room - timelineHeight);
    // Where even one line per bar does not fit, the money alone stays (describe() says all),
    // its label left out rather than cut where no legible size fits.
    QList<Bar> shown = bars;
    if (!stacked && available < compactRow * bars3) {
        shown = {bars.back()};
        shown.front().label.append(QString());
    }
    const qreal count = qreal(shown.size());
    const qreal rowHeight =
        stacked ? std::min(unit * 3.2, available / count) : std::min(unit * 1.4, available / count);
    for (const Bar &bar : shown) {
        const qreal gap = rowHeight * 0.12;
        const QRectF labelBox =
            stacked ? QRectF(inner.left(), top, inner.width(), unit * 1.1)
                    : QRectF(inner.left(), top, inner.width() * 0.62, rowHeight - gap);
        const QRectF frame = stacked ? QRectF(inner.left(), top + unit * 1.15, inner.width(),
                                              std::max(unit * 0.7, rowHeight - unit * 1.5))
                                     : QRectF(labelBox.right() + unit * 0.3, top + gap,
                                              inner.right() - labelBox.right() - unit * 0.3,
                                              std::max(2.0, rowHeight - 2 * gap));
        painter.setPen(style.foreground);
        labels.drawFirstFitting(bar.label, {labelBox, Qt::AlignLeft | Qt::AlignVCenter});
        painter.fillRect(frame, style.surface);
        QRectF fill = frame;
        fill.setWidth(frame.width() * bar.fraction);
        painter.fillRect(fill, bar.colour);
        if (bar.saved >= 0) {
            const qreal x = frame.left() + frame.width() * std::clamp(bar.saved, 0.0, 1.0);
            painter.setPen(QPen(style.foreground, lineWidth * 2));
            painter.drawLine(QPointF(x, frame.top()), QPointF(x, frame.bottom()));
        }
        painter.setPen(QPen(style.foreground, lineWidth));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(frame);
        labels.avoid(frame);
        top += rowHeight;
    }

    if (showTimeline) {
        const QRectF line(inner.left(), top + unit * (stacked ? 0.4 : 0.15), inner.width(),
                          unit * (stacked ? 1.0 : 0.9));
        const double span = std::isfinite(plannedWall) && plannedWall > 0
                                ? std::max(plannedWall, m.clockHours())
                                : std::max(1.0, m.clockHours());
        auto xAt = [&](double hours) { return line.left() + line.width() * hours / span; };
        painter.setPen(QPen(style.muted, lineWidth));
        painter.drawLine(QPointF(line.left(), line.center().y()),
                         QPointF(line.right(), line.center().y()));
        painter.setPen(QPen(style.series[2], lineWidth));
        for (double at : m.checkpoints()) {
            const qreal x = xAt(at);
            painter.drawLine(QPointF(x, line.top() + unit * 0.25),
                             QPointF(x, line.bottom() - unit * 0.25));
        }
        painter.setPen(QPen(style.series[5], lineWidth * 2));
        const qreal r = unit * 0.3;
        for (const CostModel::Interruption &cut : m.interruptions()) {
            const QPointF c(xAt(cut.atHours), line.center().y());
            painter.drawLine(c + QPointF(-r, -r), c + QPointF(r, r));
            painter.drawLine(c + QPointF(-r, r), c + QPointF(r, -r));
        }
        painter.setPen(QPen(style.foreground, lineWidth * 2));
        const qreal now = xAt(m.clockHours());
        painter.drawLine(QPointF(now, line.top()), QPointF(now, line.bottom()));
        labels.avoid(line);
        painter.setPen(style.foreground);
        const QString status = m.restarting()
                                   ? tr("interrupted: restarting from the last checkpoint")
                               : m.checkpointing() ? tr("writing a checkpoint")
                               : m.finished()      ? tr("finished")
                                                   : tr("training");
        if (timelineLegend) {
            const QString legend =
                tr("| checkpoint (every %1 of work) \u00b7 \u2715 interruption: %Ln so far, %2 of "
                   "work lost \u00b7 now: %3",
                   nullptr, m.interruptionCount())
                    .arg(durationText(s.intervalMinutes / 60.0), durationText(m.lostHours()),
                         status);
            const QString shorter =
                tr("\u2715 %Ln interruption(s), %1 lost \u00b7 %2", nullptr, m.interruptionCount())
                    .arg(durationText(m.lostHours()), status);
            // Where even the shorter line does not fit (large text presenting): what is going on
            // now, the marks on the timeline show the rest.
            labels.drawFirstFitting({legend, shorter, status},
                                    {QRectF(inner.left(), line.bottom() + unit * 0.1, inner.width(),
                                            inner.bottom() - line.bottom() - unit * 0.1),
                                     Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap});
        }
    }
}

} // namespace gpulab
