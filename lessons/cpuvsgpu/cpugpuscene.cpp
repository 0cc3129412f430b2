// CpuGpuScene: the model CPU and GPU side by side in time (see cpugpuscene.h).
#include "lessons/cpuvsgpu/cpugpuscene.h"
#include "lessons/framework/numbertext.h"

#include "lessons/cpuvsgpu/cpugpumodel.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <glm/common.hpp>
#include <imgui.h>

#include <cmath>
#include <vector>

namespace gpulab {

namespace {

using Side = CpuGpuModel::Side;

QString number(qint64 value)
{
    return QLocale().toString(value);
}

QColor sideColour(const SceneStyle &style, Side side)
{
    return side == Side::Cpu ? style.series[0] : style.series[4]; // orange, blue
}

// The side's mark: a square for the CPU, a triangle for the GPU.
void drawMark(QPainter &painter, const QRectF &box, Side side, const QColor &fill,
              const QColor &outline)
{
    painter.save();
    painter.setPen(QPen(outline, glm::max(1.0, box.width() * 0.08)));
    painter.setBrush(fill);
    const QRectF r = box.adjusted(box.width() * 0.12, box.height() * 0.12, -box.width() * 0.12,
                                  -box.height() * 0.12);
    if (side == Side::Cpu) {
        painter.drawRect(r);
    } else {
        QPainterPath triangle;
        triangle.moveTo(r.center().x(), r.top());
        triangle.lineTo(r.right(), r.bottom());
        triangle.lineTo(r.left(), r.bottom());
        triangle.closeSubpath();
        painter.drawPath(triangle);
    }
    painter.restore();
}

// A tick in `box`: "done" as a shape, not only a colour.
void drawTick(QPainter &painter, const QRectF &box, const QColor &colour)
{
    QPainterPath tick;
    tick.moveTo(box.left() + box.width() * 0.22, box.top() + box.height() * 0.55);
    tick.lineTo(box.left() + box.width() * 0.42, box.top() + box.height() * 0.74);
    tick.lineTo(box.left() + box.width() * 0.78, box.top() + box.height() * 0.28);
    painter.save();
    painter.setPen(
        QPen(colour, glm::max(1.5, box.width() * 0.1), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(tick);
    painter.restore();
}

struct Fonts
{
    QFont small;
    QFont title;
    QFont verdict;
    qreal unit = 16; // line height of `small`
};

Fonts fontsFor(const SceneStyle &style, const QRectF &area)
{
    Fonts f;
    f.small = style.sceneFont(area, 13, 30);
    f.unit = QFontMetricsF(f.small).height();
    f.title = f.small;
    f.title.setPointSizeF(f.small.pointSizeF() * 1.25);
    f.title.setBold(true);
    f.verdict = f.small;
    f.verdict.setPointSizeF(f.small.pointSizeF() * 1.45);
    f.verdict.setBold(true);
    return f;
}

// Done (solid), in flight (hatched) and waiting (empty), as parts of the whole batch.
void drawProgressBar(QPainter &painter, const QRectF &bar, const CpuGpuModel &model, Side side,
                     const SceneStyle &style)
{
    const double total = model.settings().tasks;
    const QColor colour = sideColour(style, side);
    const qreal doneWidth = bar.width() * model.done(side) / total;
    const qreal flightWidth = bar.width() * model.inFlight(side) / total;
    painter.setPen(Qt::NoPen);
    painter.setBrush(style.surface);
    painter.drawRect(bar);
    painter.setBrush(colour);
    painter.drawRect(QRectF(bar.left(), bar.top(), doneWidth, bar.height()));
    if (model.inFlight(side) > 0) {
        painter.setBrush(QBrush(colour, Qt::BDiagPattern));
        painter.drawRect(
            QRectF(bar.left() + doneWidth, bar.top(), glm::max(flightWidth, 3.0), bar.height()));
    }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(style.foreground, style.highContrast ? 2.0 : 1.0));
    painter.drawRect(bar);
}

QString statusText(const CpuGpuModel &model, Side side)
{
    if (model.finishPs(side) >= 0)
        return QStringLiteral("\u2713 ") + CpuGpuModel::formatDuration(model.finishPs(side));
    if (model.nowPs() == 0)
        return CpuGpuScene::tr("ready");
    if (side == Side::Gpu && !model.gpuLaunched())
        return CpuGpuScene::tr("starting\u2026");
    return CpuGpuScene::tr("running\u2026");
}

// The counters, then shorter forms of them for a narrow scene.
QStringList countersTexts(const CpuGpuModel &model, Side side)
{
    const double rate = model.throughputPerUs(side);
    const QString throughput = rate > 0 ? CpuGpuScene::tr(" \u00b7 %1 tasks/\u00b5s")
                                              .arg(QLocale().toString(rate, 'f', rate < 10 ? 2 : 0))
                                        : QString();
    if (model.finishPs(side) >= 0) {
        const QString all = CpuGpuScene::tr("all %1 done in %2")
                                .arg(number(model.settings().tasks),
                                     CpuGpuModel::formatDuration(model.finishPs(side)));
        return {
            all + throughput, all,
            CpuGpuScene::tr("done in %1").arg(CpuGpuModel::formatDuration(model.finishPs(side)))};
    }
    const QString counts = CpuGpuScene::tr("%1 done \u00b7 %2 in flight \u00b7 %3 waiting")
                               .arg(number(model.done(side)), number(model.inFlight(side)),
                                    number(model.waiting(side)));
    return {counts + throughput, counts,
            CpuGpuScene::tr("%1 done \u00b7 %2 in flight")
                .arg(number(model.done(side)), number(model.inFlight(side))),
            CpuGpuScene::tr("%1 done").arg(number(model.done(side)))};
}

// Near-square cells for `count` units in `area`: columns, rows and the cell size.
void gridFor(int count, const QRectF &area, int *columns, int *rows, qreal *cell)
{
    *columns = count;
    *rows = 1;
    auto cellFor = [&](int c, int r) { return glm::min(area.width() / c, area.height() / r); };
    for (int r = 1; r <= count; ++r) {
        const int c = (count + r - 1) / r;
        if (cellFor(c, r) > cellFor(*columns, *rows)) {
            *columns = c;
            *rows = r;
        }
    }
    *cell = cellFor(*columns, *rows);
}

// The hardware area split into the units (left) and a column of words (right) when it is wide.
QRectF wordsColumn(const QRectF &area, const Fonts &fonts)
{
    if (area.width() < fonts.unit * 16)
        return {};
    const qreal width = glm::min(area.width() * 0.34, fonts.unit * 13);
    return QRectF(area.right() - width, area.top(), width, area.height());
}

void paintCpu(QPainter &painter, SceneLabels &labels, const QRectF &area, const CpuGpuModel &model,
              const SceneStyle &style, const Fonts &fonts)
{
    const QRectF words = wordsColumn(area, fonts);
    const QRectF units(area.left(), area.top(),
                       area.width() - (words.isEmpty() ? 0 : words.width() + fonts.unit * 0.5),
                       area.height());
    const auto &cores = model.cores();
    const int count = int(cores.size());
    int columns = 1, rows = 1;
    qreal cell = 0;
    gridFor(count, units, &columns, &rows, &cell);
    cell = glm::min(cell, fonts.unit * 4.5);
    const QPointF origin(units.left(), units.center().y() - cell * rows / 2);
    const qreal gap = glm::max(2.0, cell * 0.12);
    const QColor colour = sideColour(style, Side::Cpu);
    const qreal line = style.highContrast ? 2.5 : 1.5;
    const bool finished = model.finishPs(Side::Cpu) >= 0;
    QFont label = fonts.small;
    label.setPixelSize(int(glm::clamp(cell * 0.4, style.minimumTextPixels(), fonts.unit * 1.2)));
    painter.setFont(label);
    for (int i = 0; i < count; ++i) {
        const CpuGpuModel::Core &core = cores[size_t(i)];
        const QRectF box(origin.x() + (i % columns) * cell + gap / 2,
                         origin.y() + (i / columns) * cell + gap / 2, cell - gap, cell - gap);
        painter.setBrush(finished ? colour : style.surface);
        painter.setPen(core.busy || finished ? QPen(style.foreground, line)
                                             : QPen(style.muted, line, Qt::DashLine)); // idle
        painter.drawRect(box);
        if (finished) {
            if (cell >= 12)
                drawTick(painter, box, SceneStyle::textOn(colour)); // 4.5:1 on the fill
            continue;
        }
        if (core.busy) {
            const double fraction = glm::clamp(
                double(model.nowPs() - core.startPs) / double(core.endPs - core.startPs), 0.0, 1.0);
            painter.fillRect(QRectF(box.left(), box.bottom() - box.height() * fraction, box.width(),
                                    box.height() * fraction),
                             colour);
        }
        if (cell >= fonts.unit * 1.2) { // the core's number, on a chip that any fill leaves legible
            const QString name = core.serial ? CpuGpuScene::tr("S") : wholeText(i + 1);
            const QFontMetricsF metrics(label);
            const QSizeF size(metrics.horizontalAdvance(name) + metrics.height() * 0.4,
                              metrics.height());
            const QRectF chip(box.center() - QPointF(size.width() / 2, size.height() / 2), size);
            if (box.contains(chip) && !labels.measure(name, {chip, Qt::AlignCenter}).isEmpty()) {
                painter.fillRect(chip, style.surface);
                painter.setPen(style.foreground);
                labels.draw(chip, Qt::AlignCenter, name);
            }
        }
    }
    if (words.isEmpty())
        return;
    painter.setFont(fonts.small);
    painter.setPen(style.muted);
    const QString task = CpuGpuModel::formatDuration(
        qint64(model.settings().workPerTask + CpuGpuModel::kCpuTaskOverheadCycles) *
        CpuGpuModel::kCpuCyclePs);
    QStringList candidates; // the longest that fits
    if (model.inSerialPart(Side::Cpu))
        candidates << CpuGpuScene::tr("Serial part on core 1 (S): %1 of %2. The others wait.")
                          .arg(number(model.done(Side::Cpu)), number(model.serialTasks()))
                   << CpuGpuScene::tr("Serial part: %1 of %2")
                          .arg(number(model.done(Side::Cpu)), number(model.serialTasks()));
    else
        candidates << CpuGpuScene::tr("%1 a task: the caches answer its loads.").arg(task)
                   << CpuGpuScene::tr("%1 a task").arg(task);
    candidates << QString(); // the picture says it too: left out where there is no room
    labels.drawFirstFitting(candidates,
                            {words, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap});
}

void paintGpu(QPainter &painter, SceneLabels &labels, const QRectF &area, const CpuGpuModel &model,
              const SceneStyle &style, const Fonts &fonts)
{
    const QRectF words = wordsColumn(area, fonts);
    const QRectF units(area.left(), area.top(),
                       area.width() - (words.isEmpty() ? 0 : words.width() + fonts.unit * 0.5),
                       area.height());
    const int sms = model.settings().gpuSms;
    const int warpSlots = model.settings().warpsPerSm;
    // Each SM: a near-square grid of its warp slots.
    const int slotColumns = int(std::ceil(std::sqrt(double(warpSlots))));
    const int slotRows = (warpSlots + slotColumns - 1) / slotColumns;
    int columns = 1, rows = 1;
    qreal cell = 0;
    gridFor(sms, units, &columns, &rows, &cell);
    cell = glm::min(cell, fonts.unit * 5);
    const QRectF grid(units.left(), units.center().y() - cell * rows / 2, cell * columns,
                      cell * rows);
    const qreal gap = glm::max(2.0, cell * 0.08);
    const QColor colour = sideColour(style, Side::Gpu);
    const QColor diverged = style.series[5]; // vermillion
    const qreal line = style.highContrast ? 2.0 : 1.0;
    const bool launched = model.gpuLaunched();
    const bool finished = model.finishPs(Side::Gpu) >= 0;
    for (int sm = 0; sm < sms; ++sm) {
        const QRectF box(grid.left() + (sm % columns) * cell + gap / 2,
                         grid.top() + (sm / columns) * cell + gap / 2, cell - gap, cell - gap);
        const CpuGpuModel::Wave &wave = model.waves()[size_t(sm)];
        const bool serialLane = sm == 0 && model.serialLaneBusy();
        painter.setBrush(finished ? colour : style.surface);
        painter.setPen(QPen(
            wave.count > 0 || serialLane || finished ? style.foreground : style.muted, line * 1.5));
        painter.drawRect(box);
        if (finished) {
            if (cell >= 12)
                drawTick(painter, box, SceneStyle::textOn(colour)); // 4.5:1 on the fill
            continue;
        }
        const qreal inner = glm::max(1.0, box.width() * 0.06);
        const QRectF slotsArea = box.adjusted(inner, inner, -inner, -inner);
        const qreal slotW = slotsArea.width() / slotColumns;
        const qreal slotH = slotsArea.height() / slotRows;
        const qreal slotGap = glm::min(slotW, slotH) > 6 ? 1.0 : 0.0;
        if (serialLane) { // one lane of one warp: a thin sliver
            const QRectF lane(slotsArea.left(), slotsArea.top(), glm::max(2.0, slotW / 8),
                              slotH - slotGap);
            painter.fillRect(lane, style.surface);
            const double p = model.serialLaneProgress();
            painter.fillRect(QRectF(lane.left(), lane.bottom() - lane.height() * p, lane.width(),
                                    lane.height() * p),
                             colour);
            painter.setPen(QPen(style.foreground, line));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(lane);
            continue;
        }
        for (int i = 0; i < wave.count; ++i) {
            const QRectF slot(slotsArea.left() + (i % slotColumns) * slotW,
                              slotsArea.top() + (i / slotColumns) * slotH, slotW - slotGap,
                              slotH - slotGap);
            const int warp = wave.firstWarp + i;
            switch (model.warpPhase(sm, i)) {
            case CpuGpuModel::WarpPhase::Memory:
                painter.fillRect(slot, QBrush(style.muted, Qt::Dense5Pattern));
                break;
            case CpuGpuModel::WarpPhase::Ready: painter.fillRect(slot, style.surface); break;
            case CpuGpuModel::WarpPhase::Computing: {
                const double p = model.warpProgress(sm, i);
                painter.fillRect(QRectF(slot.left(), slot.bottom() - slot.height() * p,
                                        slot.width(), slot.height() * p),
                                 colour);
                break;
            }
            case CpuGpuModel::WarpPhase::Done: painter.fillRect(slot, colour); break;
            }
            if (model.warpDiverges(warp) && slot.width() >= 3) // both paths: hatched
                painter.fillRect(slot, QBrush(diverged, Qt::FDiagPattern));
        }
    }
    // Over the SMs: the two phases that are not warps.
    painter.setFont(fonts.small);
    QString over;
    if (!launched && model.nowPs() > 0)
        over = CpuGpuScene::tr("Starting the kernel (%1)\u2026")
                   .arg(CpuGpuModel::formatDuration(CpuGpuModel::kGpuLaunchPs));
    else if (model.inSerialPart(Side::Gpu))
        over = CpuGpuScene::tr("Serial part: one lane of SM 1, %1 of %2")
                   .arg(number(model.done(Side::Gpu)), number(model.serialTasks()));
    if (!over.isEmpty()) {
        const QRectF label = QFontMetricsF(fonts.small)
                                 .boundingRect(grid, Qt::AlignCenter | Qt::TextWordWrap, over)
                                 .adjusted(-fonts.unit * 0.3, 0, fonts.unit * 0.3, 0);
        painter.fillRect(label, style.background);
        painter.setPen(style.foreground);
        labels.draw(label, Qt::AlignCenter | Qt::TextWordWrap, over);
    }
    if (words.isEmpty())
        return;
    // Beside the SMs: a swatch and a word for each warp state.
    const qreal sw = fonts.unit * 0.8;
    struct Item
    {
        QBrush brush;
        QString text;
        QString shortText;
    };
    std::vector<Item> items{
        {QBrush(style.muted, Qt::Dense5Pattern), CpuGpuScene::tr("waiting for memory"),
         CpuGpuScene::tr("waiting")},
        {QBrush(colour), CpuGpuScene::tr("computing, done"), CpuGpuScene::tr("computing")},
    };
    if (model.settings().divergentPercent > 0) // only where warps do diverge
        items.push_back({QBrush(diverged, Qt::FDiagPattern), CpuGpuScene::tr("diverged (2 paths)"),
                         CpuGpuScene::tr("diverged")});
    // As many lines as the room beside the SMs holds, the items flowing along them; the
    // short words where the long ones leave an item out; one that fits nowhere is left out.
    const int lines = glm::clamp(int(words.height() / (fonts.unit * 1.1)), 0, 3);
    const QFontMetricsF metrics(fonts.small);
    struct Placed
    {
        QPointF at;
        qreal width;
    };
    const auto place = [&](bool shortForm) {
        std::vector<Placed> placed;
        qreal x = words.left();
        int line = 0;
        for (const Item &item : items) {
            const QString &text = shortForm ? item.shortText : item.text;
            const qreal width = sw * 1.3 + metrics.horizontalAdvance(text) + fonts.unit * 0.4;
            if (x > words.left() &&
                x + width - fonts.unit * 0.4 > words.right()) { // gap not counted
                ++line;
                x = words.left();
            }
            if (line >= lines || width - fonts.unit * 0.4 > words.width())
                break;
            placed.push_back({QPointF(x, line * fonts.unit * 1.1), width});
            x += width;
        }
        return placed;
    };
    bool shortForm = false;
    std::vector<Placed> placed = place(false);
    if (placed.size() < items.size()) {
        std::vector<Placed> shorter = place(true);
        if (shorter.size() > placed.size()) {
            placed = shorter;
            shortForm = true;
        }
    }
    int used = 1;
    for (const Placed &p : placed)
        used = std::max(used, int(p.at.y() / (fonts.unit * 1.1)) + 1);
    const qreal top = words.center().y() - used * fonts.unit * 1.1 / 2;
    for (size_t i = 0; i < placed.size(); ++i) {
        const qreal y = top + placed[i].at.y();
        const QRectF swatch(placed[i].at.x(), y + (fonts.unit - sw) / 2, sw, sw);
        painter.fillRect(swatch, style.surface);
        painter.fillRect(swatch, items[i].brush);
        painter.setPen(QPen(style.foreground, 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(swatch);
        painter.setPen(style.foreground);
        labels.draw(QRectF(swatch.right() + sw * 0.3, y, placed[i].width - sw * 1.3, fonts.unit),
                    Qt::AlignLeft | Qt::AlignVCenter,
                    shortForm ? items[i].shortText : items[i].text);
    }
}

// One side: title and status, the hardware, the counters and the bar.
void paintBand(QPainter &painter, SceneLabels &labels, const QRectF &band, const CpuGpuModel &model,
               Side side, const SceneStyle &style, const Fonts &fonts)
{
    const CpuGpuModel::Settings &s = model.settings();
    const qreal titleHeight = QFontMetricsF(fonts.title).height() * 1.1;
    const QRectF mark(band.left(), band.top() + titleHeight * 0.1, titleHeight * 0.8,
                      titleHeight * 0.8);
    drawMark(painter, mark, side, sideColour(style, side), style.foreground);
    // The title, said shorter where the scene is narrow; the status on the right.
    const QStringList titles =
        side == Side::Cpu
            ? QStringList{CpuGpuScene::tr("CPU \u00b7 %1 cores \u00b7 %2 GHz")
                              .arg(QLocale().toString(s.cpuCores))
                              .arg(QLocale().toString(1000.0 / CpuGpuModel::kCpuCyclePs, 'g', 3)),
                          CpuGpuScene::tr("CPU \u00b7 %1 cores")
                              .arg(QLocale().toString(s.cpuCores)),
                          CpuGpuScene::tr("CPU")}
            : QStringList{CpuGpuScene::tr("GPU \u00b7 %1 SMs \u00d7 %2 lanes \u00b7 %3 GHz")
                              .arg(QLocale().toString(s.gpuSms))
                              .arg(wholeText(CpuGpuModel::kWarpSize))
                              .arg(QLocale().toString(1000.0 / CpuGpuModel::kGpuCyclePs, 'g', 3)),
                          CpuGpuScene::tr("GPU \u00b7 %1 SMs \u00d7 %2 lanes")
                              .arg(QLocale().toString(s.gpuSms))
                              .arg(wholeText(CpuGpuModel::kWarpSize)),
                          CpuGpuScene::tr("GPU \u00b7 %1 SMs").arg(QLocale().toString(s.gpuSms)),
                          CpuGpuScene::tr("GPU")};
    const QString status = statusText(model, side);
    painter.setPen(style.foreground);
    painter.setFont(fonts.title);
    const QRectF statusBox = labels.draw(QRectF(band.left(), band.top(), band.width(), titleHeight),
                                         Qt::AlignRight | Qt::AlignVCenter, status);
    const qreal titleLeft = mark.right() + fonts.unit * 0.4;
    const qreal titleRight =
        statusBox.isEmpty() ? band.right() : statusBox.left() - fonts.unit * 0.5;
    labels.drawFirstFitting(titles,
                            {QRectF(titleLeft, band.top(), titleRight - titleLeft, titleHeight),
                             Qt::AlignLeft | Qt::AlignVCenter});

    // The last row: the bar (done, in flight, waiting) and, beside it, the counters.
    const qreal rowHeight = fonts.unit * 1.1;
    const QRectF hardware(band.left(), band.top() + titleHeight + fonts.unit * 0.15, band.width(),
                          band.height() - titleHeight - fonts.unit * 0.3 - rowHeight);
    if (hardware.height() > 8) {
        if (side == Side::Cpu)
            paintCpu(painter, labels, hardware, model, style, fonts);
        else
            paintGpu(painter, labels, hardware, model, style, fonts);
    }
    const QRectF row(band.left(), band.bottom() - rowHeight, band.width(), rowHeight);
    if (row.top() < band.top() + titleHeight) // no room under the title: the title alone
        return;
    const qreal barWidth = row.width() * 0.3;
    drawProgressBar(painter,
                    QRectF(row.left(), row.top() + rowHeight * 0.2, barWidth, rowHeight * 0.6),
                    model, side, style);
    const QRectF text(row.left() + barWidth + fonts.unit * 0.5, row.top(),
                      row.width() - barWidth - fonts.unit * 0.5, rowHeight);
    painter.setFont(fonts.small);
    painter.setPen(style.foreground);
    labels.drawFirstFitting(countersTexts(model, side), {text, Qt::AlignLeft | Qt::AlignVCenter});
}

QString verdictText(const CpuGpuModel &model, Side *winner)
{
    const qint64 cpu = model.finishPs(Side::Cpu);
    const qint64 gpu = model.finishPs(Side::Gpu);
    *winner = Side::Cpu;
    if (cpu >= 0 && gpu >= 0) {
        if (cpu == gpu)
            return CpuGpuScene::tr("A tie (model)");
        *winner = gpu < cpu ? Side::Gpu : Side::Cpu;
        const double ratio = double(std::max(cpu, gpu)) / double(std::min(cpu, gpu));
        return (*winner == Side::Gpu ? CpuGpuScene::tr("GPU first \u00b7 %1\u00d7 faster (model)")
                                     : CpuGpuScene::tr("CPU first \u00b7 %1\u00d7 faster (model)"))
            .arg(QLocale().toString(ratio, 'f', ratio < 10 ? 1 : 0));
    }
    if (cpu >= 0 || gpu >= 0) {
        *winner = cpu >= 0 ? Side::Cpu : Side::Gpu;
        return *winner == Side::Cpu ? CpuGpuScene::tr("CPU done first \u00b7 GPU still busy")
                                    : CpuGpuScene::tr("GPU done first \u00b7 CPU still busy");
    }
    return model.nowPs() == 0 ? CpuGpuScene::tr("Who wins? Predict, then play")
                              : CpuGpuScene::tr("Racing\u2026 %1 of model time")
                                    .arg(CpuGpuModel::formatDuration(model.nowPs()));
}

} // namespace

void CpuGpuScene::paint(QPainter &painter, const QRectF &area, const SimulationModel &base,
                        const SceneStyle &style) const
{
    const auto &model = static_cast<const CpuGpuModel &>(base);
    if (area.width() < 40 || area.height() < 40)
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    SceneLabels labels(painter, style, area);
    const Fonts fonts = fontsFor(style, area);
    const qreal margin = fonts.unit * 0.5;
    const QRectF inner = area.adjusted(margin, margin * 0.6, -margin, -margin * 0.6);

    // Header: it is a model, of which batch, at what slow motion (in one line; the serial part
    // and the divergence only when there are some).
    const CpuGpuModel::Settings &s = model.settings();
    QFont bold = fonts.small;
    bold.setBold(true);
    const QString modelWord = tr("MODEL, not measured");
    const qreal modelWidth = QFontMetricsF(bold).horizontalAdvance(modelWord + QLatin1Char(' '));
    painter.setFont(bold);
    painter.setPen(style.foreground);
    labels.draw(QRectF(inner.left(), inner.top(), modelWidth, fonts.unit),
                Qt::AlignLeft | Qt::AlignVCenter, modelWord);
    QString batch = tr("\u00b7 %1 tasks \u00d7 %2 cycles")
                        .arg(number(s.tasks))
                        .arg(QLocale().toString(s.workPerTask));
    if (s.serialPercent > 0)
        batch += tr(" \u00b7 %1 % serial").arg(QLocale().toString(s.serialPercent));
    if (s.divergentPercent > 0)
        batch += tr(" \u00b7 %1 % of warps diverge").arg(QLocale().toString(s.divergentPercent));
    const QString slow = tr(" \u00b7 slow motion: 1 s = %1")
                             .arg(CpuGpuModel::formatDuration(model.playbackPsPerSecond()));
    const QRectF batchBox(inner.left() + modelWidth, inner.top(), inner.width() - modelWidth,
                          fonts.unit);
    painter.setFont(fonts.small);
    labels.drawFirstFitting({batch + slow, batch, QString()},
                            {batchBox, Qt::AlignLeft | Qt::AlignVCenter});

    // The verdict at the bottom, the two bands between.
    Side winner = Side::Cpu;
    const QString verdict = verdictText(model, &winner);
    const bool decided = model.finishPs(Side::Cpu) >= 0 || model.finishPs(Side::Gpu) >= 0;
    const qreal verdictHeight = QFontMetricsF(fonts.verdict).height() * 1.25;
    const QRectF verdictBox(inner.left(), inner.bottom() - verdictHeight, inner.width(),
                            verdictHeight);
    const qreal top = inner.top() + fonts.unit * 1.4;
    const qreal bandGap = fonts.unit * 0.55;
    const qreal bandHeight = (verdictBox.top() - top - bandGap * 2) / 2;
    paintBand(painter, labels, QRectF(inner.left(), top, inner.width(), bandHeight), model,
              Side::Cpu, style, fonts);
    paintBand(painter, labels,
              QRectF(inner.left(), top + bandHeight + bandGap, inner.width(), bandHeight), model,
              Side::Gpu, style, fonts);

    qreal x = verdictBox.left();
    if (decided) {
        const qreal markSize = verdictHeight * 0.75;
        drawMark(painter, QRectF(x, verdictBox.center().y() - markSize / 2, markSize, markSize),
                 winner, sideColour(style, winner), style.foreground);
        x += markSize + fonts.unit * 0.4;
    }
    painter.setFont(fonts.verdict);
    painter.setPen(style.foreground);
    labels.draw(QRectF(x, verdictBox.top(), verdictBox.right() - x, verdictHeight),
                Qt::AlignLeft | Qt::AlignVCenter, verdict);
    painter.restore();
}

QString CpuGpuScene::describe(const SimulationModel &base) const
{
    const auto &model = static_cast<const CpuGpuModel &>(base);
    const CpuGpuModel::Settings &s = model.settings();
    auto side = [&model](Side which, const QString &name) {
        const qint64 finish = model.finishPs(which);
        if (finish >= 0)
            return tr("%1 finished all tasks in %2.")
                .arg(name, CpuGpuModel::formatDuration(finish));
        return tr("%1: %2 done, %3 in flight, %4 waiting.")
            .arg(name, number(model.done(which)), number(model.inFlight(which)),
                 number(model.waiting(which)));
    };
    Side winner = Side::Cpu;
    const QString verdict = verdictText(model, &winner);
    return tr("A model race, not a measurement: %1 tasks of %2 cycles each, %3 % of them serial, "
              "%4 % of the warps divergent. Model time %5. %6 %7 %8.")
        .arg(number(s.tasks))
        .arg(QLocale().toString(s.workPerTask))
        .arg(QLocale().toString(s.serialPercent))
        .arg(QLocale().toString(s.divergentPercent))
        .arg(CpuGpuModel::formatDuration(model.nowPs()))
        .arg(side(Side::Cpu, tr("The CPU (%1 cores)").arg(QLocale().toString(s.cpuCores))))
        .arg(side(Side::Gpu, tr("The GPU (%1 SMs, %2 warps in flight each)")
                                 .arg(QLocale().toString(s.gpuSms))
                                 .arg(QLocale().toString(s.warpsPerSm))))
        .arg(verdict);
}

bool CpuGpuScene::buildOverlayControls(SimulationModel &base)
{
    auto &model = static_cast<CpuGpuModel &>(base);
    CpuGpuModel::Settings s = model.settings();
    const CpuGpuModel::Settings before = s;
    auto label = [](const QString &text, const char *id) {
        return (text + QLatin1String("###") + QLatin1String(id)).toUtf8();
    };
    // One fold, closed at first: open, it would cover much of the race.
    if (ImGui::CollapsingHeader(label(tr("Model settings"), "settings").constData())) {
        ImGui::PushItemWidth(ImGui::GetFontSize() * 9);
        ImGui::SliderInt(label(tr("Tasks"), "tasks").constData(), &s.tasks, 1,
                         CpuGpuModel::kMaxTasks, "%d", ImGuiSliderFlags_Logarithmic);
        ImGui::SliderInt(label(tr("Work per task (cycles)"), "work").constData(), &s.workPerTask, 1,
                         CpuGpuModel::kMaxWork, "%d", ImGuiSliderFlags_Logarithmic);
        ImGui::SliderInt(label(tr("Serial part (%)"), "serial").constData(), &s.serialPercent, 0,
                         100);
        ImGui::SliderInt(label(tr("Divergent warps (%)"), "divergent").constData(),
                         &s.divergentPercent, 0, 100);
        ImGui::SliderInt(label(tr("Warps in flight per SM"), "warps").constData(), &s.warpsPerSm, 1,
                         CpuGpuModel::kMaxWarpsPerSm);
        ImGui::Separator();
        ImGui::SliderInt(label(tr("Memory latency (GPU cycles)"), "latency").constData(),
                         &s.memoryLatencyCycles, 0, CpuGpuModel::kMaxLatencyCycles);
        ImGui::SliderInt(label(tr("CPU cores"), "cores").constData(), &s.cpuCores, 1,
                         CpuGpuModel::kMaxCpuCores);
        ImGui::SliderInt(label(tr("GPU SMs"), "sms").constData(), &s.gpuSms, 1,
                         CpuGpuModel::kMaxGpuSms);
        ImGui::PopItemWidth();
    }
    if (s == before)
        return false;
    const QJsonObject wanted{{QStringLiteral("tasks"), s.tasks},
                             {QStringLiteral("workPerTask"), s.workPerTask},
                             {QStringLiteral("serialPercent"), s.serialPercent},
                             {QStringLiteral("divergentPercent"), s.divergentPercent},
                             {QStringLiteral("warpsPerSm"), s.warpsPerSm},
                             {QStringLiteral("memoryLatencyCycles"), s.memoryLatencyCycles},
                             {QStringLiteral("cpuCores"), s.cpuCores},
                             {QStringLiteral("gpuSms"), s.gpuSms}};
    QString error;
    return model.setParameters(wanted, &error); // ImGui clamps, so only a typo could fail
}

} // namespace gpulab
