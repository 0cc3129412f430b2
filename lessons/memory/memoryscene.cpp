// MemoryScene: one thread's loads through a GPU's memory hierarchy (see memoryscene.h).
#include "lessons/memory/memoryscene.h"

#include "lessons/framework/sentencetext.h"
#include "lessons/memory/memorymodel.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <glm/common.hpp>
#include <imgui.h>

#include <cmath>

namespace gpulab {

namespace {

using Workload = MemoryModel::Workload;

QString number(qint64 value)
{
    return QLocale().toString(value);
}

QColor levelColour(const SceneStyle &style, MemoryLevel level)
{
    switch (level) {
    case MemoryLevel::Registers: return style.series[6]; // reddish purple
    case MemoryLevel::L1: return style.series[2];        // bluish green
    case MemoryLevel::L2: return style.series[1];        // sky blue
    case MemoryLevel::Hbm: return style.series[0];       // orange
    case MemoryLevel::Host: return style.series[5];      // vermillion
    }
    return style.foreground;
}

struct Fonts
{
    QFont small, bold, title;
    qreal unit = 16;
};

Fonts fontsFor(const SceneStyle &style, const QRectF &area)
{
    Fonts f;
    f.small = style.sceneFont(area, 17, 44);
    f.unit = QFontMetricsF(f.small).height();
    f.bold = f.small;
    f.bold.setBold(true);
    f.title = f.bold;
    f.title.setPointSizeF(f.small.pointSizeF() * 1.2);
    return f;
}

QString latencyText(const MemoryModel::Machine &m, MemoryLevel level)
{
    const MemoryModel::Level &l = m.at(level);
    if (level == MemoryLevel::Registers)
        return MemoryScene::tr("no load latency");
    const QString ns =
        QLocale().toString(m.latencyNs(level), 'f', m.latencyNs(level) < 100 ? 1 : 0);
    return l.latencyDerived ? MemoryScene::tr("\u2248%1 cycles (%2 ns, derived)")
                                  .arg(number(l.latencyCycles), ns)
                            : MemoryScene::tr("%1 cycles (%2 ns)").arg(number(l.latencyCycles), ns);
}

QString capacityText(const MemoryModel::Level &l)
{
    if (l.level == MemoryLevel::Host)
        return MemoryScene::tr("size: the server's");
    if (l.level == MemoryLevel::Registers || l.level == MemoryLevel::L1)
        return MemoryScene::tr("%1 per SM").arg(MemoryScene::bytesText(l.capacityBytes));
    return MemoryScene::bytesText(l.capacityBytes);
}

} // namespace

QString MemoryScene::bytesText(double bytes)
{
    if (!isKnown(bytes))
        return tr("n/a");
    const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int u = 0;
    while (bytes >= 1024 && u < 4)
        bytes /= 1024, ++u;
    return QStringLiteral("%1 %2").arg(
        QLocale().toString(bytes, 'f', bytes < 10 && bytes != std::floor(bytes) ? 1 : 0),
        QLatin1String(units[u]));
}

QString MemoryScene::bandwidthText(double gbs)
{
    if (!isKnown(gbs))
        return tr("bandwidth n/a");
    if (gbs >= 1000)
        return tr("%1 TB/s").arg(QLocale().toString(gbs / 1000, 'f', 2));
    return tr("%1 GB/s").arg(QLocale().toString(gbs, 'f', gbs < 100 ? 2 : 0));
}

void MemoryScene::paint(QPainter &painter, const QRectF &area, const SimulationModel &base,
                        const SceneStyle &style) const
{
    const auto &model = static_cast<const MemoryModel &>(base);
    const MemoryModel::Machine &m = model.machine();
    const MemoryModel::Progress p = model.progress();
    const Fonts f = fontsFor(style, area);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(area, style.background);
    SceneLabels labels(painter, style, area);
    using Line = SceneLabels::Line;
    const QRectF inner = area.adjusted(f.unit * 0.6, f.unit * 0.4, -f.unit * 0.6, -f.unit * 0.4);

    // Title: the GPU and the scenario (wrapped when the scene is narrow).
    const QList<Line> title = {
        {tr("%1 \u2014 %2").arg(m.name, MemoryModel::beatTitle(model.beat())), f.title,
         style.foreground}};
    const qreal titleH = std::min(labels.blockHeight(title, inner.width()), inner.height() * 0.2);
    const qreal used =
        labels.drawBlock(QRectF(inner.topLeft(), QSizeF(inner.width(), titleH)), title);

    // The ladder and the account of time beside it; on a narrow scene the account goes below.
    const QRectF body(inner.left(), inner.top() + used + f.unit * 0.2, inner.width(),
                      inner.height() - used - f.unit * 0.2);
    const bool stacked = body.width() < body.height() * 0.9;
    const QRectF ladder = stacked
                              ? QRectF(body.left(), body.top(), body.width(), body.height() * 0.6)
                              : QRectF(body.left(), body.top(), body.width() * 0.58, body.height());
    const QRectF side = stacked ? QRectF(body.left(), ladder.bottom() + f.unit * 0.4, body.width(),
                                         body.bottom() - ladder.bottom() - f.unit * 0.4)
                                : QRectF(ladder.right() + f.unit, body.top(),
                                         body.width() - ladder.width() - f.unit, body.height());

    // ---- the ladder
    const qreal gap = f.unit * 0.35;
    const qreal boxH = (ladder.height() - gap * 4) / 5;
    std::array<QRectF, kMemoryLevelCount> boxes;
    const qreal line = style.highContrast ? 2.5 : 1.4;
    const int current = p.current;
    const MemoryModel::Event *event = current >= 0 ? &model.events()[size_t(current)] : nullptr;
    for (int i = 0; i < kMemoryLevelCount; ++i) {
        const MemoryLevel level = MemoryLevel(i);
        const MemoryModel::Level &l = m.at(level);
        // Wider further down: a pyramid of size (log scale), but never too narrow for text.
        const qreal share = 0.7 + 0.3 * i / 4.0;
        const qreal w = ladder.width() * share;
        const QRectF box(ladder.left() + (ladder.width() - w) / 2, ladder.top() + i * (boxH + gap),
                         w, boxH);
        boxes[size_t(i)] = box;
        const QColor colour = levelColour(style, level);
        const bool serving = event && event->level == level && p.waiting && p.phase >= 0.5;
        painter.setPen(Qt::NoPen);
        painter.setBrush(style.surface);
        painter.drawRoundedRect(box, f.unit * 0.3, f.unit * 0.3);
        // A coloured band on the left names the level by colour and by a letter tag.
        const QRectF band(box.left(), box.top(), f.unit * 0.5, box.height());
        painter.fillRect(band, colour);
        painter.setPen(serving ? QPen(style.foreground, line * 2.2)
                               : QPen(style.muted, line, Qt::SolidLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(box, f.unit * 0.3, f.unit * 0.3);
        // The name (and "serving") first, then the counts, then the figures: as many lines as
        // the box holds, each wrapped to its width; what does not fit is left out, not cut.
        const QRectF text = box.adjusted(f.unit * 0.8, f.unit * 0.1, -f.unit * 0.4, -f.unit * 0.1);
        QList<Line> lines;
        // The name is never left out: where even at the smallest legible size it would take
        // more lines than the box has (a long translation, large text), its short form.
        QString name = memoryLevelName(level);
        {
            QFont smallest = f.bold;
            smallest.setPixelSize(int(std::ceil(style.minimumTextPixels())));
            const QFontMetricsF metrics(smallest);
            const QRectF needed = metrics.boundingRect(QRectF(0, 0, text.width(), 1e6),
                                                       Qt::AlignLeft | Qt::TextWordWrap, name);
            bool wordTooWide = false;
            for (const QString &word : name.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                wordTooWide = wordTooWide || metrics.horizontalAdvance(word) > text.width();
            if (needed.height() > text.height() || wordTooWide)
                name = memoryLevelShortName(level);
        }
        lines.append({name, f.bold, style.foreground, 0});
        if (serving)
            lines.append({tr("\u25c0 serving this load"), f.bold, style.foreground, 1});
        if (level != MemoryLevel::Registers)
            lines.append({tr("hits %1 \u00b7 misses %2")
                              .arg(number(p.hits[size_t(i)]), number(p.misses[size_t(i)])),
                          f.small, style.foreground, 1});
        lines.append(
            {tr("%1 \u00b7 %2 \u00b7 %3")
                 .arg(capacityText(l), latencyText(m, level), bandwidthText(l.bandwidthGBs)),
             f.small, style.foreground, 2});
        // One line each where they fit side by side (name left, counts right).
        const QFontMetricsF bold(f.bold), small(f.small);
        if (!serving && lines.size() == 3 &&
            bold.horizontalAdvance(name) + small.horizontalAdvance(lines[1].text) + f.unit <
                text.width() &&
            bold.height() + small.height() <= text.height()) {
            painter.setFont(f.small);
            painter.setPen(style.foreground);
            labels.draw(QRectF(text.left(), text.top(), text.width(), bold.height()),
                        Qt::AlignRight | Qt::AlignVCenter, lines[1].text);
            lines.removeAt(1);
        }
        if (text.height() >= QFontMetricsF(f.bold).height()) // else its colour says which
            labels.drawBlock(text, lines);
    }

    // ---- the load in flight: down to its level in the first half of the wait, back up after.
    if (event && p.waiting) {
        const QRectF &from = boxes[size_t(MemoryLevel::Registers)];
        const QRectF &to = boxes[size_t(event->level)];
        const double t = p.phase < 0.5 ? p.phase * 2 : (1 - p.phase) * 2;
        const qreal x = from.left() - f.unit * 0.1 - (ladder.width() - from.width()) / 4;
        const qreal y0 = from.center().y();
        const qreal y1 = to.center().y();
        const qreal y = y0 + (y1 - y0) * t;
        painter.setPen(QPen(style.foreground, line, Qt::DashLine));
        painter.drawLine(QPointF(x, y0), QPointF(x, y1));
        const qreal r = f.unit * 0.45;
        painter.setPen(QPen(style.background, line));
        painter.setBrush(style.foreground);
        // Going down: a triangle pointing down (the request); coming back: a filled square (data).
        if (p.phase < 0.5) {
            const QPointF tri[] = {{x - r, y - r}, {x + r, y - r}, {x, y + r}};
            painter.drawPolygon(tri, 3);
        } else {
            painter.drawRect(QRectF(x - r * 0.8, y - r * 0.8, r * 1.6, r * 1.6));
        }
    }

    // ---- beside: time and the workload, most important first; the two bars only where the
    // words that matter most still fit with them.
    const qint64 elapsed = model.cycle();
    const double total = double(std::max<qint64>(1, model.totalCycles()));
    qreal y = side.top();
    const QList<Line> time = {{tr("Time of this thread: %1 of %2 cycles")
                                   .arg(number(elapsed), number(model.totalCycles())),
                               f.bold, style.foreground}};
    const double waitingShare = elapsed > 0 ? 100.0 * p.waitingCycles / elapsed : 0;
    const double computingShare = elapsed > 0 ? 100.0 * p.computingCycles / elapsed : 0;
    const QList<Line> bars = {{tr("waiting for memory (hatched): %1 cycles, %2 %")
                                   .arg(number(p.waitingCycles))
                                   .arg(QLocale().toString(waitingShare, 'f', 0)),
                               f.small, style.foreground},
                              {tr("computing (solid): %1 cycles, %2 %")
                                   .arg(number(p.computingCycles))
                                   .arg(QLocale().toString(computingShare, 'f', 0)),
                               f.small, style.foreground}};
    QList<Line> account;
    const MemoryModel::Settings &s = model.settings();
    if (s.workload == Workload::Random) {
        account.append({tr("%1 loads at random addresses of a %2 working set, each followed by "
                           "%3 cycles of arithmetic")
                            .arg(QLocale().toString(s.requests))
                            .arg(bytesText(s.workingSetBytes))
                            .arg(number(s.computeCycles)),
                        f.small, style.foreground, 2});
        QStringList chances;
        for (MemoryLevel l :
             {MemoryLevel::L1, MemoryLevel::L2, MemoryLevel::Hbm, MemoryLevel::Host}) {
            const double pr = model.hitProbability(l, s.workingSetBytes);
            if (pr > 0)
                chances << tr("%1 %2 %").arg(memoryLevelName(l).section(QLatin1Char(' '), 0, 0),
                                             QLocale().toString(pr * 100, 'g', 3));
        }
        account.append({tr("Served by: %1").arg(itemList(chances)), f.small, style.foreground, 1});
        account.append(
            {tr("Expected wait per load: %1 cycles")
                 .arg(QLocale().toString(model.expectedWaitCycles(s.workingSetBytes), 'f', 1)),
             f.bold, style.foreground, 0});
    } else {
        const qint64 n = s.size;
        const qint64 threads = model.threads();
        const bool tiled = s.workload == Workload::Tiled;
        account.append(
            {tiled
                 ? tr("C = A \u00d7 B, N = %1, tiles T = %2 in shared memory")
                       .arg(QLocale().toString(n), QLocale().toString(s.tile))
                 : tr("C = A \u00d7 B, N = %1, every operand from HBM").arg(QLocale().toString(n)),
             f.small, style.foreground, 2});
        account.append({tr("%1 threads, one element of C each").arg(number(threads)), f.small,
                        style.foreground, 3});
        account.append({tr("Words from HBM so far: %1")
                            .arg(number(p.words[size_t(MemoryLevel::Hbm)] * threads)),
                        f.bold, style.foreground, 0});
        account.append({tr("Naive: 2N\u00b3 = %1 words")
                            .arg(number(MemoryModel::hbmWords(Workload::Naive, n, s.tile))),
                        tiled ? f.small : f.bold, style.foreground, 1});
        account.append({tr("Tiled: 2N\u00b3/T = %1 words (each used T = %2 times)")
                            .arg(number(MemoryModel::hbmWords(Workload::Tiled, n, s.tile)))
                            .arg(QLocale().toString(s.tile)),
                        tiled ? f.bold : f.small, style.foreground, 1});
        if (tiled)
            account.append({tr("Shared-memory reads so far: %1 of 2N\u00b3 = %2")
                                .arg(number(p.words[size_t(MemoryLevel::L1)] * threads),
                                     number(MemoryModel::sharedWords(Workload::Tiled, n, s.tile))),
                            f.small, style.foreground, 3});
    }
    if (model.finished())
        account.append({tr("\u2713 done: %1 % of the time spent waiting")
                            .arg(QLocale().toString(100.0 * p.waitingCycles / total, 'f', 0)),
                        f.bold, style.foreground, 0});
    QList<Line> essential = time;
    for (const Line &line : account)
        if (line.priority == 0)
            essential.append(line);
    const qreal barHeight = f.unit * 1.0;
    const bool withBars = labels.blockHeight(essential, side.width()) +
                              labels.blockHeight(bars, side.width()) + barHeight * 2 +
                              f.unit * 0.3 <=
                          side.height();
    if (!withBars) { // no room for the bars: one block, in which the clock may go too
        QList<Line> all = {{time[0].text, time[0].font, time[0].colour, 1}};
        all.append(account);
        labels.drawBlock(side, all);
        painter.restore();
        return;
    }
    y += labels.drawBlock(QRectF(side.left(), y, side.width(), side.bottom() - y), time);
    {
        // Two bars on one scale: waiting (hatched) and computing (solid).
        auto bar = [&](const Line &label, qint64 cycles, bool hatched, const QColor &colour) {
            const QRectF track(side.left(), y, side.width(), barHeight * 0.9);
            painter.fillRect(track, style.surface);
            painter.fillRect(
                QRectF(track.left(), track.top(), track.width() * cycles / total, track.height()),
                hatched ? QBrush(colour, Qt::BDiagPattern) : QBrush(colour));
            painter.setPen(QPen(style.muted, 1));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(track);
            y += barHeight;
            y += labels.drawBlock(QRectF(side.left(), y, side.width(), side.bottom() - y), {label});
        };
        bar(bars[0], p.waitingCycles, true, style.series[5]);
        bar(bars[1], p.computingCycles, false, style.series[2]);
        y += f.unit * 0.3;
    }
    labels.drawBlock(QRectF(side.left(), y, side.width(), std::max(0.0, side.bottom() - y)),
                     account);
    painter.restore();
}

QString MemoryScene::describe(const SimulationModel &base) const
{
    const auto &model = static_cast<const MemoryModel &>(base);
    const MemoryModel::Progress p = model.progress();
    QString where;
    if (p.current >= 0) {
        const MemoryModel::Event &e = model.events()[size_t(p.current)];
        where = p.waiting ? tr("Load %1 is waiting for %2.")
                                .arg(QLocale().toString(p.current + 1))
                                .arg(memoryLevelName(e.level))
                          : tr("Load %1 has its data; the thread computes.")
                                .arg(QLocale().toString(p.current + 1));
    } else {
        where = tr("Finished.");
    }
    return tr("%1 on %2. %3 Waiting %4 cycles, computing %5 cycles; hits: L1 %6, L2 %7, HBM %8, "
              "host %9.")
        .arg(MemoryModel::beatTitle(model.beat()), model.machine().name, where)
        .arg(number(p.waitingCycles), number(p.computingCycles))
        .arg(number(p.hits[size_t(MemoryLevel::L1)]), number(p.hits[size_t(MemoryLevel::L2)]),
             number(p.hits[size_t(MemoryLevel::Hbm)]), number(p.hits[size_t(MemoryLevel::Host)]));
}

bool MemoryScene::buildOverlayControls(SimulationModel &base)
{
    auto &model = static_cast<MemoryModel &>(base);
    auto label = [](const QString &text, const char *id) {
        return (text + QLatin1String("###") + QLatin1String(id)).toUtf8(); // stable ImGui ids
    };
    // Folded by default, so the time controls alone cover the picture.
    if (!ImGui::CollapsingHeader(label(tr("The set-up"), "setup").constData()))
        return false;
    QJsonObject wanted;
    const QStringList gpus = model.availableGpus();
    const int gpuIndex = int(gpus.indexOf(model.settings().gpu));
    ImGui::PushItemWidth(ImGui::GetFontSize() * 11);
    if (ImGui::BeginCombo(label(tr("GPU"), "gpu").constData(),
                          model.machine().name.toUtf8().constData())) {
        for (int i = 0; i < gpus.size(); ++i)
            if (ImGui::Selectable(model.gpuName(gpus[i]).toUtf8().constData(), i == gpuIndex))
                wanted.insert(QStringLiteral("gpu"), gpus[i]);
        ImGui::EndCombo();
    }
    if (model.settings().workload == Workload::Random) {
        float log2Bytes = float(std::log2(model.settings().workingSetBytes));
        if (ImGui::SliderFloat(label(tr("Working set (log2 bytes)"), "workingset").constData(),
                               &log2Bytes, 10.0f, 38.0f, "%.1f"))
            wanted.insert(QStringLiteral("workingSetBytes"),
                          std::round(std::exp2(double(log2Bytes))));
    }
    int compute = model.settings().computeCycles;
    if (ImGui::SliderInt(label(tr("Compute cycles per load"), "compute").constData(), &compute, 0,
                         400))
        wanted.insert(QStringLiteral("computeCycles"), compute);
    ImGui::PopItemWidth();
    return !wanted.isEmpty() && model.setParameters(wanted, nullptr);
}

} // namespace gpulab
