// ServingScene: one GPU serving a language model (see servingscene.h).
#include "lessons/inference/servingscene.h"

#include "lessons/framework/numbertext.h"

#include "lessons/inference/servingmodel.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

QString figure(double value)
{
    const int decimals = value < 10 ? 2 : value < 100 ? 1 : 0;
    return QLocale().toString(value, 'f', decimals);
}

// A grid of `count` cells of aspect ~1 in `box`, no larger than `largest`: columns and the
// cell's edge.
std::pair<int, qreal> grid(int count, const QRectF &box, qreal largest)
{
    count = std::max(1, count);
    int columns = std::max(1, int(std::ceil(std::sqrt(count * box.width() / box.height()))));
    qreal edge = box.width() / columns;
    while (std::ceil(double(count) / columns) * edge > box.height() && columns < count) {
        ++columns;
        edge = box.width() / columns;
    }
    const qreal rows = std::ceil(double(count) / columns);
    return {columns, std::min({edge, box.height() / rows, largest})};
}

} // namespace

void ServingScene::paint(QPainter &painter, const QRectF &area, const SimulationModel &base,
                         const SceneStyle &style) const
{
    const auto &model = static_cast<const ServingModel &>(base);
    const ServingModel::Machine &m = model.machine();
    const ServingModel::Settings &s = model.settings();
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
    const qreal lineWidth = style.highContrast ? 3 : 1.5;

    const QString format = s.format == serving::Format::Fp16   ? tr("FP16")
                           : s.format == serving::Format::Int8 ? tr("INT8")
                                                               : tr("FP4");
    const QList<Line> title = {
        {tr("%1 \u2014 %2 serving %3, weights in %4")
             .arg(ServingModel::beatTitle(model.beat()), m.gpuName, m.modelName, format),
         bold, style.foreground}};
    const qreal titleH = std::min(labels.blockHeight(title, inner.width()), inner.height() * 0.2);
    const qreal used =
        labels.drawBlock(QRectF(inner.topLeft(), QSizeF(inner.width(), titleH)), title);

    // The figures below: the step and the run.
    const serving::StepCost &step = model.lastStep();
    QList<Line> stats;
    if (!m.fits()) {
        stats.append({tr("The weights (%1) do not fit in the %2 of memory: this GPU cannot serve "
                         "the model alone. Fewer bytes per weight (INT8, FP4) or several GPUs "
                         "would.")
                          .arg(gpulab::bytesText(m.weightBytes), gpulab::bytesText(m.memoryBytes)),
                      bold, style.series[5]});
    } else if (model.stepsDone() == 0 && !model.stepping()) {
        // The wait always; what a step will cost on a line a small canvas may leave out.
        stats.append({tr("Waiting for the first request."), small, style.foreground});
        stats.append({tr("Each step will read every weight once: at least %1 at %2 GB/s.")
                          .arg(gpulab::secondsText(m.weightBytes / (m.bandwidthGBs * 1e9)))
                          .arg(QLocale().toString(m.bandwidthGBs, 'f', 0)),
                      small, style.foreground, 1});
    } else {
        const QString why =
            step.computeBound()
                ? tr("compute-bound: %1 TFLOP at the %2 TFLOP/s dense peak (prompts being read)")
                      .arg(figure(step.flops / 1e12), figure(m.peakGflops / 1e3))
                : tr("memory-bound: %1 of weights + %2 of KV cache at %3 GB/s")
                      .arg(gpulab::bytesText(m.weightBytes),
                           gpulab::bytesText(step.bytes - m.weightBytes))
                      .arg(QLocale().toString(m.bandwidthGBs, 'f', 0));
        stats.append({tr("This step: %1, %2.").arg(gpulab::secondsText(step.seconds()), why), small,
                      step.computeBound() ? style.series[0] : style.foreground});
        const double tpot = model.meanTimePerOutputToken();
        stats.append({tr("Throughput %1 tokens/s for everyone \u00b7 one user waits %2 between "
                         "tokens \u00b7 first token after %3 (bounds: no kernel is this fast)")
                          .arg(figure(model.throughputTokensPerSecond()),
                               tpot > 0 ? gpulab::secondsText(tpot) : tr("\u2014"),
                               model.meanTimeToFirstToken() > 0
                                   ? gpulab::secondsText(model.meanTimeToFirstToken())
                                   : tr("\u2014")),
                      small, style.foreground});
        stats.append(
            {tr("Served %1 requests, %2 tokens, in %3 of the server's time.")
                 .arg(QLocale().toString(model.completed()), QLocale().toString(model.tokensOut()),
                      gpulab::secondsText(model.clock())),
             small, style.muted, 1});
    }
    const qreal statsH = std::min(labels.blockHeight(stats, inner.width()), inner.height() * 0.4);
    const QRectF statsBox(inner.left(), inner.bottom() - statsH, inner.width(), statsH);
    labels.drawBlock(statsBox, stats);

    // Queue | batch | memory.
    const QRectF body(inner.left(), inner.top() + used + unit * 0.3, inner.width(),
                      statsBox.top() - inner.top() - used - unit * 0.6);
    if (body.height() < unit * 3) {
        painter.restore();
        return;
    }
    const qreal gap = unit * 0.6;
    const QRectF queueBox(body.left(), body.top(), body.width() * 0.22, body.height());
    const QRectF memoryBox(body.right() - body.width() * 0.2, body.top(), body.width() * 0.2,
                           body.height());
    const QRectF batchBox(queueBox.right() + gap, body.top(),
                          memoryBox.left() - queueBox.right() - 2 * gap, body.height());

    painter.setFont(small);
    // The queue.
    const int waiting = int(model.waiting().size());
    painter.setPen(style.foreground);
    const SceneLabels::Spot queueSpot{
        QRectF(queueBox.left(), queueBox.top(), queueBox.width(), unit * 2.2),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap};
    const QRectF queueTitle =
        labels
            .drawFirstFitting({tr("Waiting: %1").arg(QLocale().toString(waiting)),
                               QLocale().toString(waiting), QString()},
                              queueSpot)
            .united(QRectF(queueBox.topLeft(), QSizeF(1, unit)));
    const QRectF dots(queueBox.left(), queueTitle.bottom() + unit * 0.3, queueBox.width(),
                      queueBox.bottom() - queueTitle.bottom() - unit * 0.3);
    if (dots.height() > unit && waiting > 0) {
        const int shown = std::min(waiting, 200);
        const auto [columns, edge] = grid(shown, dots, unit * 1.5);
        painter.setPen(Qt::NoPen);
        painter.setBrush(style.series[6]);
        for (int i = 0; i < shown; ++i) {
            const QRectF cell(dots.left() + (i % columns) * edge, dots.top() + (i / columns) * edge,
                              edge, edge);
            painter.drawEllipse(
                cell.adjusted(edge * 0.15, edge * 0.15, -edge * 0.15, -edge * 0.15));
        }
    }

    // The batch.
    const int running = int(model.running().size());
    const int limit = std::min(s.maxBatch, model.memoryLimit());
    painter.setPen(style.foreground);
    const SceneLabels::Spot batchSpot{
        QRectF(batchBox.left(), batchBox.top(), batchBox.width(), unit * 2.2),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap};
    const QRectF batchTitle =
        labels
            .drawFirstFitting(
                {tr("Batch: %1 running (at most %2: %3)")
                     .arg(QLocale().toString(running))
                     .arg(QLocale().toString(limit))
                     .arg(model.memoryLimit() < s.maxBatch ? tr("what the memory holds")
                                                           : tr("the batch limit")),
                 tr("Batch: %1 of %2")
                     .arg(QLocale().toString(running))
                     .arg(QLocale().toString(limit)),
                 tr("%1 of %2").arg(QLocale().toString(running)).arg(QLocale().toString(limit)),
                 QString()},
                batchSpot)
            .united(QRectF(batchBox.topLeft(), QSizeF(1, unit)));
    const QRectF cells(batchBox.left(), batchTitle.bottom() + unit * 0.3, batchBox.width(),
                       batchBox.bottom() - batchTitle.bottom() - unit * 0.3);
    if (cells.height() > unit && m.fits()) {
        const int cellCount = std::max(1, std::min(limit, 256));
        const auto [columns, edge] = grid(cellCount, cells, unit * 4);
        for (int i = 0; i < cellCount; ++i) {
            const QRectF cell = QRectF(cells.left() + (i % columns) * edge,
                                       cells.top() + (i / columns) * edge, edge, edge)
                                    .adjusted(edge * 0.08, edge * 0.08, -edge * 0.08, -edge * 0.08);
            painter.setPen(QPen(style.muted, 1));
            painter.setBrush(style.surface);
            painter.drawRect(cell);
            if (i >= running)
                continue;
            const ServingModel::Request &r = model.running()[std::size_t(i)];
            const double done = r.prefilling ? 1.0 : double(r.generated) / s.outputTokens;
            const QRectF fill(cell.left(), cell.bottom() - cell.height() * done, cell.width(),
                              cell.height() * done);
            painter.setPen(Qt::NoPen);
            painter.setBrush(r.prefilling ? style.series[0] : style.series[2]);
            painter.drawRect(fill);
            if (r.prefilling) { // a cross-hatch too: prefill is not told by colour alone
                painter.setBrush(QBrush(style.foreground, Qt::DiagCrossPattern));
                painter.drawRect(cell);
            }
        }
        const int legendRoom =
            int(cells.bottom() - (cells.top() + std::ceil(double(cellCount) / columns) * edge));
        if (legendRoom > unit * 1.2) {
            painter.setPen(style.muted);
            labels.placeIfRoom(
                tr("filled = answer so far; hatched = reading its prompt"),
                {{QRectF(cells.left(), cells.bottom() - unit * 1.2, cells.width(), unit * 1.2),
                  Qt::AlignLeft | Qt::AlignVCenter}});
        }
    }

    // The memory: a caption, the bar, and a legend under it that leaves lines out where the
    // scene is small (the step line below names the weights' bytes too).
    painter.setPen(style.foreground);
    const QRectF caption = labels.drawFirstFitting(
        {tr("Memory %1").arg(gpulab::bytesText(m.memoryBytes)), gpulab::bytesText(m.memoryBytes),
         QString()},
        {QRectF(memoryBox.left(), memoryBox.top(), memoryBox.width(), unit * 1.3),
         Qt::AlignLeft | Qt::AlignVCenter});
    Q_UNUSED(caption);
    QList<Line> legend = {{tr("weights (bottom): %1").arg(gpulab::bytesText(m.weightBytes)), small,
                           style.foreground, 1}};
    if (m.fits())
        legend.append({tr("KV cache (above): %1").arg(gpulab::bytesText(model.kvUsedBytes())),
                       small, style.foreground, 2});
    qreal legendH =
        std::min(labels.blockHeight(legend, memoryBox.width()), memoryBox.height() * 0.45);
    // The bar comes first: on a short scene the legend goes (the step line names the bytes).
    if (memoryBox.height() - unit * 1.7 - legendH < unit * 2)
        legendH = 0;
    const QRectF barArea(memoryBox.left(), memoryBox.top() + unit * 1.4,
                         std::min(memoryBox.width() * 0.6, unit * 3),
                         memoryBox.height() - unit * 1.4 - legendH - unit * 0.3);
    if (barArea.height() > unit && m.memoryBytes > 0) {
        const double total = std::max(m.memoryBytes, m.weightBytes);
        const auto height = [&](double bytes) { return barArea.height() * bytes / total; };
        const qreal wH = height(m.weightBytes);
        const qreal kvH = height(model.kvUsedBytes());
        painter.setPen(Qt::NoPen);
        painter.setBrush(style.surface);
        painter.drawRect(barArea);
        painter.setBrush(style.series[4]);
        painter.drawRect(QRectF(barArea.left(), barArea.bottom() - wH, barArea.width(), wH));
        painter.setBrush(style.series[1]);
        painter.drawRect(QRectF(barArea.left(), barArea.bottom() - wH - kvH, barArea.width(), kvH));
        const qreal capY = barArea.bottom() - height(m.memoryBytes);
        painter.setPen(QPen(m.fits() ? style.foreground : style.series[5], lineWidth));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(barArea.left(), capY, barArea.width(), barArea.bottom() - capY));
        labels.avoid(barArea);
    }
    if (legendH > 0)
        labels.drawBlock(
            QRectF(memoryBox.left(), memoryBox.bottom() - legendH, memoryBox.width(), legendH),
            legend);
    painter.restore();
}

QString ServingScene::describe(const SimulationModel &base) const
{
    const auto &model = static_cast<const ServingModel &>(base);
    const ServingModel::Machine &m = model.machine();
    if (!m.fits())
        return tr("%1 needs %2 for its weights, more than the %3 of %4: it does not fit.")
            .arg(m.modelName, gpulab::bytesText(m.weightBytes), gpulab::bytesText(m.memoryBytes),
                 m.gpuName);
    return tr("%1 serves %2: %3 requests waiting, %4 in the batch; the last step took %5 and was "
              "%6; %7 tokens per second in all (a bound, not a benchmark).")
        .arg(m.gpuName, m.modelName)
        .arg(wholeText(model.waiting().size()))
        .arg(wholeText(model.running().size()))
        .arg(gpulab::secondsText(model.lastStep().seconds()),
             model.lastStep().computeBound() ? tr("compute-bound") : tr("memory-bound"),
             QLocale().toString(model.throughputTokensPerSecond(), 'f', 0));
}

} // namespace gpulab
