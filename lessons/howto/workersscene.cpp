// WorkersScene: tiles and workers, painted with QPainter (see workersscene.h).
#include "lessons/howto/workersscene.h"
#include "lessons/framework/numbertext.h"

#include "lessons/howto/workersmodel.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <glm/common.hpp>
#include <imgui.h>

namespace gpulab {

void WorkersScene::paint(QPainter &painter, const QRectF &area, const SimulationModel &model,
                         const SceneStyle &style) const
{
    const auto &workers = static_cast<const WorkersModel &>(model);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    SceneLabels labels(painter, style, area);

    // Header: two lines of text, large enough for the back of a room (wrapped where narrow).
    QFont font = style.font;
    font.setPointSizeF(font.pointSizeF() * 1.15);
    painter.setFont(font);
    const qreal lineHeight = QFontMetricsF(font).height();
    const qreal margin = lineHeight * 0.6;
    painter.setPen(style.foreground);
    QRectF header(area.left() + margin, area.top() + margin, area.width() - 2 * margin,
                  lineHeight * 2.2);
    const int total = int(workers.tiles().size());
    const QString line1 =
        (workers.workers() == 1
             ? QCoreApplication::translate("gpulab::WorkersScene", "1 worker, %1 tiles")
             : QCoreApplication::translate("gpulab::WorkersScene", "%1 workers sharing %2 tiles")
                   .arg(QLocale().toString(workers.workers())))
            .arg(QLocale().toString(total));
    const QString line2 =
        QCoreApplication::translate("gpulab::WorkersScene", "%1 of %2 done \u00b7 %3 s simulated")
            .arg(QLocale().toString(workers.doneCount()))
            .arg(QLocale().toString(total))
            .arg(QLocale().toString(workers.timeSeconds(), 'f', 2));
    const QList<SceneLabels::Line> lines = {{line1, font, style.foreground, 0},
                                            {line2, font, style.foreground, 0}};
    header.setHeight(std::min(labels.blockHeight(lines, header.width()), area.height() * 0.35));
    header.setHeight(labels.drawBlock(header, lines));

    // Grid of square tiles, centred in what is left.
    const QRectF grid(area.left() + margin, header.bottom() + margin * 0.5,
                      area.width() - 2 * margin, area.bottom() - header.bottom() - 1.5 * margin);
    if (grid.width() <= 4 || grid.height() <= 4) {
        painter.restore();
        return;
    }
    const int columns = workers.columns();
    const int rows = workers.rows();
    const qreal cell = glm::min(grid.width() / columns, grid.height() / rows);
    const QPointF origin(grid.center().x() - cell * columns / 2,
                         grid.center().y() - cell * rows / 2);
    const qreal gap = glm::max(1.0, cell * 0.08);
    QFont small = style.font;
    small.setPixelSize(int(glm::clamp(cell * 0.38, 7.0, 40.0)));
    painter.setFont(small);
    const qreal outline = style.highContrast ? 2.5 : 1.25;

    for (int index = 0; index < total; ++index) {
        const WorkersModel::Tile &tile = workers.tiles()[size_t(index)];
        const QRectF box(origin.x() + (index % columns) * cell + gap / 2,
                         origin.y() + (index / columns) * cell + gap / 2, cell - gap, cell - gap);
        if (tile.worker < 0) { // waiting
            painter.setPen(QPen(style.muted, outline));
            painter.setBrush(style.surface);
            painter.drawRect(box);
            continue;
        }
        const QColor colour = style.series[size_t(tile.worker % 7)];
        const double fraction = glm::clamp(tile.doneSeconds / tile.workSeconds, 0.0, 1.0);
        painter.setPen(QPen(style.foreground, tile.done() ? outline : outline * 2));
        painter.setBrush(style.surface);
        painter.drawRect(box);
        // Filled from the bottom as work is done.
        const QRectF filled(box.left(), box.bottom() - box.height() * fraction, box.width(),
                            box.height() * fraction);
        painter.fillRect(filled, colour);
        if (tile.done()) {
            if (cell >= 14) { // a tick: done is a shape, not only a colour
                QPainterPath tick;
                tick.moveTo(box.left() + box.width() * 0.25, box.top() + box.height() * 0.55);
                tick.lineTo(box.left() + box.width() * 0.43, box.top() + box.height() * 0.72);
                tick.lineTo(box.left() + box.width() * 0.76, box.top() + box.height() * 0.30);
                painter.setPen(QPen(SceneStyle::textOn(colour), glm::max(1.5, cell * 0.09),
                                    Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
                painter.setBrush(Qt::NoBrush);
                painter.drawPath(tick);
            }
        } else if (cell >= 18) { // in progress: the worker's number
            painter.setPen(style.foreground);
            const QString worker = wholeText(tile.worker + 1);
            if (!labels.measure(worker, {box, Qt::AlignCenter}).isEmpty()) // legible, or none
                labels.draw(box, Qt::AlignCenter, worker);
        }
    }
    painter.restore();
}

QString WorkersScene::describe(const SimulationModel &model) const
{
    const auto &workers = static_cast<const WorkersModel &>(model);
    const QString who =
        workers.workers() == 1
            ? QCoreApplication::translate("gpulab::WorkersScene", "One worker does")
            : QCoreApplication::translate("gpulab::WorkersScene", "%1 workers share")
                  .arg(QLocale().toString(workers.workers()));
    return QCoreApplication::translate("gpulab::WorkersScene",
                                       "%1 %2 tiles of work. %3 tiles are done, %4 are being "
                                       "worked on, after %5 simulated seconds. With this many "
                                       "workers the whole job takes %6 s.")
        .arg(who)
        .arg(wholeText(workers.tiles().size()))
        .arg(QLocale().toString(workers.doneCount()))
        .arg(QLocale().toString(workers.busyWorkers()))
        .arg(QLocale().toString(workers.timeSeconds(), 'f', 2))
        .arg(QLocale().toString(workers.estimatedTotalSeconds(), 'f', 2));
}

bool WorkersScene::buildOverlayControls(SimulationModel &model)
{
    auto &workers = static_cast<WorkersModel &>(model);
    int count = workers.workers();
    const int maximum = glm::min(WorkersModel::kMaxWorkers, int(workers.tiles().size()));
    const QByteArray label =
        QCoreApplication::translate("gpulab::WorkersScene", "Workers").toUtf8();
    if (ImGui::SliderInt(label.constData(), &count, 1, maximum) && count != workers.workers()) {
        QString error;
        return workers.setParameters({{QStringLiteral("workers"), count}}, &error);
    }
    return false;
}

} // namespace gpulab
