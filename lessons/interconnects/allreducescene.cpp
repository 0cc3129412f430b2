// AllReduceScene: the ring all-reduce on its interconnect (see allreducescene.h).
#include "lessons/interconnects/allreducescene.h"

#include "lessons/framework/numbertext.h"
#include "lessons/interconnects/allreducemodel.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <glm/common.hpp>
#include <imgui.h>

#include <cmath>

namespace gpulab {

namespace {

using Topology = AllReduceModel::Topology;

} // namespace

struct AllReduceScene::Fonts
{
    QFont small, bold, title;
    qreal unit = 16;
};

namespace {

using Fonts = AllReduceScene::Fonts;

Fonts fontsFor(const SceneStyle &style, const QRectF &area)
{
    Fonts f;
    f.small = style.sceneFont(area, 22, 40);
    f.unit = QFontMetricsF(f.small).height();
    f.bold = f.small;
    f.bold.setBold(true);
    f.title = f.bold;
    f.title.setPointSizeF(f.small.pointSizeF() * 1.15);
    return f;
}

QString linkName(const AllReduceModel &model, const QString &id)
{
    const Interconnect *l = model.link(id);
    return l ? l->nameLabel : id;
}

// "PCIe 4.0 x16: 32 GB/s per direction"
QString linkLabel(const AllReduceModel &model, const QString &id)
{
    const Interconnect *l = model.link(id);
    if (!l)
        return id;
    return AllReduceScene::tr("%1: %2 per direction")
        .arg(l->nameLabel, formatBytesPerSecond(l->bytesPerSecond()));
}

// Line styles: NVLink thick solid, PCIe thin dashed, InfiniBand dotted.
QPen linkPen(LinkFamily family, const SceneStyle &style, qreal unit)
{
    switch (family) {
    case LinkFamily::NvLink:
    case LinkFamily::NvSwitch:
        return QPen(style.series[2], unit * 0.28, Qt::SolidLine, Qt::RoundCap);
    case LinkFamily::Pcie: return QPen(style.series[0], unit * 0.12, Qt::DashLine, Qt::RoundCap);
    case LinkFamily::InfiniBand:
        return QPen(style.series[4], unit * 0.16, Qt::DotLine, Qt::RoundCap);
    }
    return QPen(style.foreground);
}

QString hubName(Topology topology, bool rack)
{
    switch (topology) {
    case Topology::Pcie:
    case Topology::NvLinkPairs: return AllReduceScene::tr("Host CPU (PCIe root)");
    case Topology::NvSwitch:
        return rack ? AllReduceScene::tr("NVLink Switch trays") : AllReduceScene::tr("NVSwitch");
    case Topology::InfiniBand: return AllReduceScene::tr("InfiniBand switch");
    }
    return {};
}

void drawBox(QPainter &painter, const QRectF &box, const QColor &fill, const QColor &outline,
             qreal width)
{
    painter.setPen(QPen(outline, width));
    painter.setBrush(fill);
    painter.drawRoundedRect(box, width * 3, width * 3);
}

} // namespace

void AllReduceScene::paint(QPainter &painter, const QRectF &area, const SimulationModel &base,
                           const SceneStyle &style) const
{
    const auto &model = static_cast<const AllReduceModel &>(base);
    const AllReduceModel::Settings &s = model.settings();
    const Fonts f = fontsFor(style, area);
    const qreal u = f.unit;
    const int n = model.gpus();
    const bool rack = n > AllReduceModel::kMaxGpus;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(area, style.background);
    SceneLabels labels(painter, style, area);
    const QRectF inner = area.adjusted(u * 0.6, u * 0.4, -u * 0.6, -u * 0.4);

    // ---- the words: the title above, the numbers below the ring or beside it, whichever
    // leaves the ring more room; they shrink, then leave out what matters least, before the
    // ring gets smaller than half the scene.
    using Line = SceneLabels::Line;
    const QList<Line> title = {{tr("Ring all-reduce of %1 across %2 GPUs \u2014 %3")
                                    .arg(bytesText(s.gradientBytes))
                                    .arg(wholeText(n))
                                    .arg(AllReduceModel::topologyLabel(s.topology)),
                                f.title, style.foreground}};
    const QList<Line> numbers = numberLines(model, f, style);
    const qreal titleH = std::min(labels.blockHeight(title, inner.width()), inner.height() * 0.25);
    const qreal used =
        labels.drawBlock(QRectF(inner.topLeft(), QSizeF(inner.width(), titleH)), title);
    const QRectF body(inner.left(), inner.top() + used + u * 0.2, inner.width(),
                      inner.height() - used - u * 0.2);
    // Beside the ring on a wide scene, if what must be said fits there.
    QList<Line> essential;
    for (const Line &line : numbers)
        if (line.priority == 0)
            essential.append(line);
    const bool side = body.width() > body.height() * 1.5 &&
                      labels.blockHeight(essential, body.width() * 0.38) < body.height();
    QRectF picture = body, text = body;
    if (side) {
        const qreal w = body.width() * 0.38;
        text.setLeft(body.right() - w);
        picture.setRight(text.left() - u * 0.6);
    } else {
        const qreal h = std::min(labels.blockHeight(numbers, body.width()), body.height() * 0.45);
        text.setTop(body.bottom() - h);
        picture.setBottom(text.top() - u * 0.3);
    }
    labels.drawBlock(text, numbers);

    const QPointF centre = picture.center();
    // The ring with its GPU boxes stays inside the picture: the boxes' height comes off it.
    const qreal boxAllowance = u * 1.6 + (n > 4 ? 2 : 1) * u * 1.3;
    const qreal radius =
        std::max(u, glm::min(picture.width() * 0.36,
                             (picture.height() - boxAllowance) / 2 / 0.92 - u * 0.2));
    const QString hub = hubName(s.topology, rack);
    const Interconnect *ringLink = model.link(s.link);
    const LinkFamily ringFamily = ringLink ? ringLink->family : LinkFamily::Pcie;

    // The hub's name in a box: on one line, or two, wherever it clears every GPU box.
    auto drawHub = [&](const QRectF &room) {
        painter.setFont(f.bold);
        const QFontMetricsF metrics(f.bold);
        const qreal oneLine = metrics.horizontalAdvance(hub) + u;
        for (const qreal width : {oneLine, oneLine * 0.6}) {
            const qreal w = std::min(width, room.width());
            const SceneLabels::Spot spot{
                QRectF(centre.x() - w / 2, centre.y() - room.height() / 2, w, room.height()),
                Qt::AlignCenter | Qt::TextWordWrap};
            const QRectF ink = labels.measure(hub, spot);
            if (ink.isEmpty() || !labels.fits(hub, spot) ||
                (width != oneLine * 0.6 && ink.height() > metrics.height() * 1.5))
                continue;
            drawBox(painter, ink.adjusted(-u * 0.4, -u * 0.25, u * 0.4, u * 0.25), style.surface,
                    style.foreground, u * 0.08);
            painter.setPen(style.foreground);
            labels.draw(spot, hub);
            return;
        }
        // No room in the middle for its name (the title names the topology): a plain box.
        const qreal dot = u * 0.9;
        drawBox(painter, QRectF(centre - QPointF(dot / 2, dot / 2), QSizeF(dot, dot)),
                style.surface, style.foreground, u * 0.08);
    };

    if (picture.height() < boxAllowance + u * 2 || picture.width() < u * 8) {
        // Too small a scene for the ring to say anything: the numbers say it all.
    } else if (rack) {
        // 72 GPUs in 4 rows of 18 around the switch trays; lines to the switch stand for all.
        const int perRow = 18;
        const qreal cell = glm::min(picture.width() / (perRow + 1), picture.height() / 7.0);
        const qreal gap = cell * 0.15;
        const qreal left = centre.x() - perRow * cell / 2;
        const qreal rows[] = {picture.top() + cell * 0.2, picture.top() + cell * 1.2,
                              picture.bottom() - cell * 2.2, picture.bottom() - cell * 1.2};
        const int done = model.completedSteps();
        const double fraction = model.stepFraction();
        for (int g = 0; g < n; ++g) {
            const QRectF box(left + (g % perRow) * cell + gap, rows[g / perRow] + gap,
                             cell - 2 * gap, cell - 2 * gap);
            painter.setPen(linkPen(ringFamily, style, u * 0.25));
            painter.drawLine(box.center(), QPointF(box.center().x(), centre.y()));
            // Fill: how far this GPU's chunks have come (reduce-scatter then all-gather).
            const double progress = (done + fraction) / model.totalSteps();
            drawBox(painter, box, style.surface, style.foreground, glm::max(1.0, u * 0.06));
            QRectF filled = box.adjusted(1, 1, -1, -1);
            filled.setTop(filled.bottom() - filled.height() * progress);
            painter.fillRect(filled, model.inReduceScatter() ? style.series[1] : style.series[2]);
            labels.avoid(box);
        }
        drawHub(QRectF(picture.left(), rows[1] + cell, picture.width(), rows[2] - rows[1] - cell));
    } else {
        // GPU positions on a circle, GPU 0 at the top, clockwise.
        std::vector<QPointF> at(n);
        for (int g = 0; g < n; ++g) {
            const double angle = -M_PI / 2 + 2 * M_PI * g / n;
            at[g] = centre + QPointF(std::cos(angle) * radius, std::sin(angle) * radius * 0.92);
        }
        // Neighbours on the circle must not overlap: at most the chord between them. More than
        // four chunks take two rows, so each is wide enough for its number.
        const int chunkRows = n > 4 ? 2 : 1;
        const int perRow = (n + chunkRows - 1) / chunkRows;
        const qreal chord = 2 * radius * std::sin(M_PI / n) * 0.92;
        const qreal gpuWide = glm::min(radius * 0.95, u * (2.2 + 1.9 * perRow));
        const qreal gpuW =
            n > 2 ? glm::min(glm::min(gpuWide, chord), 2 * (picture.width() / 2 - radius) - u * 0.2)
                  : glm::min(gpuWide, radius * 1.6);
        const qreal chunkH =
            glm::max(u * 0.6, glm::min(u * 1.3, (radius * 0.9 - u * 1.4) / chunkRows));
        const qreal gpuH = u * 1.35 + chunkRows * chunkH + u * 0.25;
        auto gpuBox = [&](int g) {
            return QRectF(at[g].x() - gpuW / 2, at[g].y() - gpuH / 2, gpuW, gpuH);
        };

        // Links under everything.
        const auto &hops = model.hops();
        for (int g = 0; g < n; ++g) {
            const AllReduceModel::RingHop &hop = hops[g];
            const Interconnect *l = model.link(hop.link);
            const LinkFamily family = l ? l->family : LinkFamily::Pcie;
            painter.setPen(linkPen(family, style, u));
            if (s.topology == Topology::NvLinkPairs && family == LinkFamily::NvLink) {
                painter.drawLine(at[hop.from], at[hop.to]); // the bridge
            } else {
                painter.drawLine(at[g], centre); // through the hub
            }
        }

        // The ring's direction: a thin arrowed arc just outside the circle.
        painter.setPen(QPen(style.muted, u * 0.08));
        painter.setBrush(Qt::NoBrush);
        const QRectF arc(centre.x() - radius * 1.18, centre.y() - radius * 1.18 * 0.92,
                         radius * 2.36, radius * 2.36 * 0.92);
        painter.drawArc(arc, 80 * 16, -340 * 16);

        // GPUs with their chunks.
        const qreal chunkW = (gpuW - u * 0.6) / perRow;
        auto chunkRect = [&](int g, int c) {
            const QRectF box = gpuBox(g);
            return QRectF(box.left() + u * 0.3 + (c % perRow) * chunkW,
                          box.top() + u * 1.25 + (c / perRow) * chunkH, chunkW - 2, chunkH - 2);
        };
        // Chunks in flight, from GPU g's chunk to the same chunk on g + 1: under the boxes, so
        // they never cover a number (seen leaving one GPU and arriving at the next).
        if (!model.finished()) {
            const double t = model.stepFraction();
            const double eased = t * t * (3 - 2 * t);
            for (int g = 0; g < n; ++g) {
                const int c = model.chunkInFlight(g);
                const QRectF from = chunkRect(g, c);
                const QRectF to = chunkRect((g + 1) % n, c);
                const QPointF p = from.center() + (to.center() - from.center()) * eased;
                const qreal d = std::min(from.width(), from.height());
                const QRectF packet(p.x() - d / 2, p.y() - d / 2, d, d);
                painter.setPen(QPen(style.foreground, u * 0.1));
                painter.setBrush(style.series[model.inReduceScatter() ? 0 : 2]);
                painter.drawEllipse(packet);
            }
        }
        // Boxes that touch leave no room for their words: the colours and the ring tell it.
        bool crowded = false;
        for (int g = 0; g < n && !crowded; ++g)
            for (int h = g + 1; h < n && !crowded; ++h)
                crowded = gpuBox(g).intersects(gpuBox(h));
        for (int g = 0; g < n; ++g) {
            const QRectF box = gpuBox(g);
            if (s.topology == Topology::InfiniBand) { // each GPU in its own server
                const QRectF server = box.adjusted(-u * 0.3, -u * 1.2, u * 0.3, u * 0.3);
                painter.setPen(QPen(style.muted, u * 0.06, Qt::DashLine));
                painter.setBrush(Qt::NoBrush);
                painter.drawRoundedRect(server, u * 0.3, u * 0.3);
                painter.setFont(f.small);
                painter.setPen(style.muted);
                labels.draw(QRectF(server.left(), server.top(), server.width(), u * 1.15),
                            Qt::AlignCenter, tr("server %1").arg(QLocale().toString(g + 1)));
            }
            drawBox(painter, box, style.surface, style.foreground, u * 0.07);
            painter.setFont(f.bold);
            painter.setPen(style.foreground);
            if (!crowded)
                labels.drawFirstFitting(
                    {tr("GPU %1").arg(wholeText(g)), wholeText(g)},
                    {QRectF(box.left(), box.top() + u * 0.1, box.width(), u * 1.1),
                     Qt::AlignCenter});
            painter.setFont(f.small);
            for (int c = 0; c < n; ++c) {
                const QRectF r = chunkRect(g, c);
                const int count = model.contributions(g, c);
                const bool complete = count == n;
                QColor fill = complete ? style.series[2] : style.series[1];
                fill.setAlphaF(0.25 + 0.75 * count / double(n));
                painter.setPen(QPen(style.foreground, complete ? u * 0.12 : u * 0.04));
                painter.setBrush(fill);
                painter.drawRect(r);
                painter.setPen(style.foreground);
                // The running sum where it is legible; the fill says how complete it is.
                const QString value =
                    complete ? QStringLiteral("%1\u2713").arg(QLocale().toString(model.value(g, c)))
                             : QLocale().toString(model.value(g, c));
                if (!crowded && r.width() > 4 &&
                    !labels.measure(value, {r, Qt::AlignCenter}).isEmpty())
                    labels.draw(r, Qt::AlignCenter, value);
            }
        }
        for (int g = 0; g < n; ++g)
            labels.avoid(gpuBox(g).adjusted(-u * 0.2, -u * 0.2, u * 0.2, u * 0.2));
        // The hub in what the GPU boxes leave of the middle.
        const qreal across = n == 2 ? picture.width() * 0.8 : 2 * radius - gpuW - u * 0.6;
        const qreal tall = n == 2 ? 2 * radius * 0.92 - gpuH - u * 0.6 : radius * 0.9;
        drawHub(QRectF(centre.x() - across / 2, centre.y() - tall / 2, across, tall));
    }
    painter.restore();
}

QList<SceneLabels::Line> AllReduceScene::numberLines(const AllReduceModel &model, const Fonts &f,
                                                     const SceneStyle &style)
{
    const AllReduceModel::Settings &s = model.settings();
    const int n = model.gpus();
    QList<SceneLabels::Line> lines;
    const int done = model.completedSteps();
    const int total = model.totalSteps();
    QString phase;
    if (model.finished())
        phase = tr("done: every GPU holds the sum of all %1 GPUs' gradients (\u2713)")
                    .arg(wholeText(n));
    else if (model.inReduceScatter())
        phase = tr("reduce-scatter: each GPU adds the chunk it receives (+)");
    else
        phase = tr("all-gather: each GPU copies the finished chunk it receives (=)");
    // The step always; what it does on a line of its own, which a small canvas may leave out
    // (the description says it too) rather than the step.
    lines.append({tr("Step %1 of 2(N \u2212 1) = %2")
                      .arg(QLocale().toString(qMin(done + (model.finished() ? 0 : 1), total)))
                      .arg(QLocale().toString(total)),
                  f.bold, style.foreground, 0});
    lines.append({phase, f.bold, style.foreground, 1});
    const int slow = model.slowestHop();
    if (slow >= 0) {
        const AllReduceModel::RingHop &hop = model.hops()[slow];
        lines.append({tr("One step: \u03b1 + S/(N·B) = %1 + %2 / (%3 \u00d7 %4) = %5 (slowest hop: "
                         "%6)")
                          .arg(secondsText(hop.hop.latencySeconds), bytesText(s.gradientBytes))
                          .arg(wholeText(n))
                          .arg(formatBytesPerSecond(hop.hop.bytesPerSecond),
                               secondsText(model.stepSeconds()), linkLabel(model, hop.link)),
                      f.small, style.foreground, 2});
    }
    lines.append(
        {tr("Modelled time %1 of %2 \u00b7 sent per GPU %3 of 2(N \u2212 1)/N \u00d7 S = "
            "%4")
             .arg(secondsText(model.modelledSeconds()), secondsText(model.allReduceSeconds()),
                  bytesText(model.bytesSentSoFarPerGpu()), bytesText(model.bytesSentPerGpu())),
         f.small, style.foreground, 3});
    // The same all-reduce elsewhere.
    QStringList others;
    const struct
    {
        Topology topology;
        const char *link;
    } compare[] = {{Topology::Pcie, "pcie-4"},
                   {Topology::InfiniBand, "ib-ndr"},
                   {Topology::NvSwitch, "nvlink-4"},
                   {Topology::NvSwitch, "nvlink-5"}};
    for (const auto &c : compare) {
        const double seconds = model.allReduceSecondsFor(c.topology, QLatin1String(c.link));
        if (seconds > 0)
            others << tr("%1 %2").arg(linkName(model, QLatin1String(c.link)), secondsText(seconds));
    }
    if (!others.isEmpty())
        lines.append({tr("The same %1 on %2 GPUs: %3")
                          .arg(bytesText(s.gradientBytes))
                          .arg(wholeText(n))
                          .arg(others.join(QStringLiteral(" \u00b7 "))),
                      f.small, style.foreground, 4});
    lines.append({tr("Lines: NVLink thick and solid, PCIe dashed, InfiniBand dotted. Latencies are "
                     "typical, approx. (NCCL's cost model); bandwidths from the data file."),
                  f.small, style.muted, 5});
    return lines;
}

QString AllReduceScene::describe(const SimulationModel &base) const
{
    const auto &model = static_cast<const AllReduceModel &>(base);
    const int n = model.gpus();
    QString where = model.finished() ? tr("The all-reduce is done: every GPU holds the full sum.")
                                     : tr("Step %1 of %2, %3.")
                                           .arg(QLocale().toString(model.completedSteps() + 1))
                                           .arg(QLocale().toString(model.totalSteps()))
                                           .arg(model.inReduceScatter() ? tr("reduce-scatter")
                                                                        : tr("all-gather"));
    return tr("%1 GPUs, %2, ring all-reduce of %3: %4 steps of %5 each, %6 in all; each GPU "
              "sends %7. %8")
        .arg(wholeText(n))
        .arg(AllReduceModel::topologyLabel(model.settings().topology),
             bytesText(model.settings().gradientBytes))
        .arg(QLocale().toString(model.totalSteps()))
        .arg(secondsText(model.stepSeconds()), secondsText(model.allReduceSeconds()),
             bytesText(model.bytesSentPerGpu()), where);
}

bool AllReduceScene::buildOverlayControls(SimulationModel &base)
{
    auto &model = static_cast<AllReduceModel &>(base);
    AllReduceModel::Settings s = model.settings();
    const AllReduceModel::Settings before = s;
    auto label = [](const QString &text, const char *id) {
        return (text + QLatin1String("###") + QLatin1String(id)).toUtf8();
    };
    if (!ImGui::CollapsingHeader(label(tr("The set-up"), "setup").constData()))
        return false;
    ImGui::PushItemWidth(ImGui::GetFontSize() * 11);
    const QByteArray topologyText = AllReduceModel::topologyLabel(s.topology).toUtf8();
    if (ImGui::BeginCombo(label(tr("Topology"), "topology").constData(),
                          topologyText.constData())) {
        for (int t = 0; t < 4; ++t) {
            const auto topology = Topology(t);
            const QByteArray text = AllReduceModel::topologyLabel(topology).toUtf8();
            if (ImGui::Selectable(text.constData(), topology == s.topology))
                s.topology = topology;
        }
        ImGui::EndCombo();
    }
    // A topology change picks that family's fastest link; pairs and racks fix the GPU count.
    const LinkFamily family = AllReduceModel::linkFamily(s.topology);
    const QList<Interconnect> choices = interconnectsOf(model.links(), family);
    const Interconnect *current = model.link(s.link);
    if ((!current || current->family != family) && !choices.isEmpty())
        s.link = choices.last().id;
    const QByteArray linkText =
        model.link(s.link) ? model.link(s.link)->nameLabel.toUtf8() : QByteArray();
    if (ImGui::BeginCombo(label(tr("Link"), "link").constData(), linkText.constData())) {
        for (const Interconnect &l : choices) {
            const QByteArray text = tr("%1 (%2 per direction)")
                                        .arg(l.nameLabel, formatBytesPerSecond(l.bytesPerSecond()))
                                        .toUtf8();
            if (ImGui::Selectable(text.constData(), l.id == s.link))
                s.link = l.id;
        }
        ImGui::EndCombo();
    }
    bool rack = s.gpus == AllReduceModel::kRackGpus;
    if (s.topology == Topology::NvSwitch)
        ImGui::Checkbox(label(tr("A whole NVL72 rack (72 GPUs)"), "rack").constData(), &rack);
    else
        rack = false;
    if (rack) {
        s.gpus = AllReduceModel::kRackGpus;
    } else {
        if (s.gpus > AllReduceModel::kMaxGpus)
            s.gpus = AllReduceModel::kMaxGpus;
        ImGui::SliderInt(label(tr("GPUs"), "gpus").constData(), &s.gpus, AllReduceModel::kMinGpus,
                         AllReduceModel::kMaxGpus, "%d", ImGuiSliderFlags_AlwaysClamp);
        if (s.topology == Topology::NvLinkPairs && s.gpus % 2)
            ++s.gpus;
    }
    float gigabytes = float(s.gradientBytes / 1e9);
    if (ImGui::SliderFloat(label(tr("Buffer (GB)"), "bytes").constData(), &gigabytes, 0.001f,
                           1000.0f, "%.3g GB",
                           ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp))
        s.gradientBytes = double(gigabytes) * 1e9;
    ImGui::PopItemWidth();
    if (s == before)
        return false;
    QJsonObject parameters{{"topology", AllReduceModel::topologyKey(s.topology)},
                           {"gpus", s.gpus},
                           {"link", s.link},
                           {"hostLink", s.hostLink},
                           {"gradientBytes", s.gradientBytes}};
    return model.setParameters(parameters, nullptr);
}

} // namespace gpulab
