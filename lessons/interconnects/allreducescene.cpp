// AllReduceScene: the ring all-reduce on its interconnect (see allreducescene.h).
#include "lessons/interconnects/allreducescene.h"

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

struct Fonts
{
    QFont small, bold, title;
    qreal unit = 16;
};

Fonts fontsFor(const SceneStyle &style, const QRectF &area)
{
    Fonts f;
    f.small = style.font;
    if (f.small.pointSizeF() <= 0)
        f.small.setPointSizeF(10);
    const qreal base = QFontMetricsF(f.small).height();
    const qreal scale =
        glm::clamp(glm::min(area.height() / (base * 22), area.width() / (base * 40)), 0.6, 1.5);
    f.small.setPointSizeF(f.small.pointSizeF() * scale);
    f.unit = QFontMetricsF(f.small).height();
    f.bold = f.small;
    f.bold.setBold(true);
    f.title = f.bold;
    f.title.setPointSizeF(f.small.pointSizeF() * 1.15);
    return f;
}

void drawElided(QPainter &painter, const QRectF &box, int flags, const QString &text)
{
    painter.drawText(box, flags,
                     painter.fontMetrics().elidedText(text, Qt::ElideRight, int(box.width())));
}

QString linkName(const AllReduceModel &model, const QString &id)
{
    const Interconnect *l = model.link(id);
    return l ? l->name : id;
}

// "PCIe 4.0 x16: 32 GB/s per direction"
QString linkLabel(const AllReduceModel &model, const QString &id)
{
    const Interconnect *l = model.link(id);
    if (!l)
        return id;
    return AllReduceScene::tr("%1: %2 per direction")
        .arg(l->name, formatBytesPerSecond(l->bytesPerSecond()));
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
    const QRectF inner = area.adjusted(u * 0.6, u * 0.4, -u * 0.6, -u * 0.4);

    // ---- title
    painter.setFont(f.title);
    painter.setPen(style.foreground);
    drawElided(painter, QRectF(inner.left(), inner.top(), inner.width(), u * 1.3),
               Qt::AlignLeft | Qt::AlignVCenter,
               tr("Ring all-reduce of %1 across %2 GPUs \u2014 %3")
                   .arg(formatBytes(s.gradientBytes))
                   .arg(n)
                   .arg(AllReduceModel::topologyLabel(s.topology)));

    const int textLines = 5;
    const QRectF picture(inner.left(), inner.top() + u * 1.5, inner.width(),
                         inner.height() - u * 1.5 - u * (textLines + 0.4));
    const QPointF centre = picture.center();
    const qreal radius = glm::min(picture.width() * 0.42, picture.height() * 0.40);

    // ---- the hub
    painter.setFont(f.bold);
    const QString hub = hubName(s.topology, rack);
    const QSizeF hubSize(QFontMetricsF(f.bold).horizontalAdvance(hub) + u, u * 1.6);
    const QRectF hubBox(centre - QPointF(hubSize.width() / 2, hubSize.height() / 2), hubSize);
    const Interconnect *ringLink = model.link(s.link);
    const LinkFamily ringFamily = ringLink ? ringLink->family : LinkFamily::Pcie;

    if (rack) {
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
        }
        drawBox(painter, hubBox.adjusted(-u * 4, 0, u * 4, 0), style.surface, style.foreground,
                u * 0.08);
        painter.setPen(style.foreground);
        painter.drawText(hubBox.adjusted(-u * 4, 0, u * 4, 0), Qt::AlignCenter, hub);
    } else {
        // GPU positions on a circle, GPU 0 at the top, clockwise.
        std::vector<QPointF> at(n);
        for (int g = 0; g < n; ++g) {
            const double angle = -M_PI / 2 + 2 * M_PI * g / n;
            at[g] = centre + QPointF(std::cos(angle) * radius, std::sin(angle) * radius * 0.92);
        }
        const qreal gpuWide = glm::min(radius * 0.95, u * (2.2 + 1.9 * n));
        const qreal gpuH = u * 2.7;
        // Neighbours on the circle must not overlap: at most the chord between them.
        const qreal chord = 2 * radius * std::sin(M_PI / n) * 0.92;
        const qreal gpuW = glm::min(gpuWide, n > 2 ? chord : radius * 1.6);

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
        drawBox(painter, hubBox, style.surface, style.foreground, u * 0.08);
        painter.setPen(style.foreground);
        painter.drawText(hubBox, Qt::AlignCenter, hub);

        // The ring's direction: a thin arrowed arc just outside the circle.
        painter.setPen(QPen(style.muted, u * 0.08));
        painter.setBrush(Qt::NoBrush);
        const QRectF arc(centre.x() - radius * 1.18, centre.y() - radius * 1.18 * 0.92,
                         radius * 2.36, radius * 2.36 * 0.92);
        painter.drawArc(arc, 80 * 16, -340 * 16);

        // GPUs with their chunks.
        const qreal chunkW = (gpuW - u * 0.6) / n;
        auto chunkRect = [&](int g, int c) {
            const QRectF box(at[g].x() - gpuW / 2, at[g].y() - gpuH / 2, gpuW, gpuH);
            return QRectF(box.left() + u * 0.3 + c * chunkW, box.top() + u * 1.15, chunkW - 2,
                          u * 1.3);
        };
        for (int g = 0; g < n; ++g) {
            const QRectF box(at[g].x() - gpuW / 2, at[g].y() - gpuH / 2, gpuW, gpuH);
            if (s.topology == Topology::InfiniBand) { // each GPU in its own server
                painter.setPen(QPen(style.muted, u * 0.06, Qt::DashLine));
                painter.setBrush(Qt::NoBrush);
                painter.drawRoundedRect(box.adjusted(-u * 0.3, -u * 1.2, u * 0.3, u * 0.3), u * 0.3,
                                        u * 0.3);
                painter.setFont(f.small);
                painter.setPen(style.muted);
                painter.drawText(QRectF(box.left(), box.top() - u * 1.15, box.width(), u),
                                 Qt::AlignCenter, tr("server %1").arg(g + 1));
            }
            drawBox(painter, box, style.surface, style.foreground, u * 0.07);
            painter.setFont(f.bold);
            painter.setPen(style.foreground);
            painter.drawText(QRectF(box.left(), box.top() + u * 0.1, box.width(), u),
                             Qt::AlignCenter, tr("GPU %1").arg(g));
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
                painter.drawText(r, Qt::AlignCenter,
                                 complete ? QStringLiteral("%1\u2713").arg(model.value(g, c))
                                          : QString::number(model.value(g, c)));
            }
        }
        // Chunks in flight: from GPU g's chunk to the same chunk on g + 1.
        if (!model.finished()) {
            const double t = model.stepFraction();
            const double eased = t * t * (3 - 2 * t);
            for (int g = 0; g < n; ++g) {
                const int c = model.chunkInFlight(g);
                const QRectF from = chunkRect(g, c);
                const QRectF to = chunkRect((g + 1) % n, c);
                const QPointF p = from.center() + (to.center() - from.center()) * eased;
                const QRectF packet(p.x() - from.width() / 2, p.y() - from.height() / 2,
                                    from.width(), from.height());
                painter.setPen(QPen(style.foreground, u * 0.1));
                painter.setBrush(style.series[model.inReduceScatter() ? 0 : 2]);
                painter.drawEllipse(packet);
                painter.setPen(style.background);
                painter.setFont(f.bold);
                painter.drawText(packet, Qt::AlignCenter,
                                 model.inReduceScatter() ? QStringLiteral("+")
                                                         : QStringLiteral("="));
                painter.setFont(f.small);
            }
        }
    }

    // ---- the numbers
    painter.setFont(f.small);
    painter.setPen(style.foreground);
    qreal y = picture.bottom() + u * 0.3;
    auto line = [&](const QString &text, const QFont &font) {
        painter.setFont(font);
        drawElided(painter, QRectF(inner.left(), y, inner.width(), u), Qt::AlignLeft, text);
        y += u;
    };
    const int done = model.completedSteps();
    const int total = model.totalSteps();
    QString phase;
    if (model.finished())
        phase = tr("done: every GPU holds the sum of all %1 GPUs' gradients (\u2713)").arg(n);
    else if (model.inReduceScatter())
        phase = tr("reduce-scatter: each GPU adds the chunk it receives (+)");
    else
        phase = tr("all-gather: each GPU copies the finished chunk it receives (=)");
    line(tr("Step %1 of 2(N \u2212 1) = %2 \u2014 %3")
             .arg(qMin(done + (model.finished() ? 0 : 1), total))
             .arg(total)
             .arg(phase),
         f.bold);
    const int slow = model.slowestHop();
    if (slow >= 0) {
        const AllReduceModel::RingHop &hop = model.hops()[slow];
        line(tr("One step: \u03b1 + S/(N\u00b7B) = %1 + %2 / (%3 \u00d7 %4) = %5 (slowest hop: %6)")
                 .arg(formatSeconds(hop.hop.latencySeconds), formatBytes(s.gradientBytes))
                 .arg(n)
                 .arg(formatBytesPerSecond(hop.hop.bytesPerSecond),
                      formatSeconds(model.stepSeconds()), linkLabel(model, hop.link)),
             f.small);
    }
    line(tr("Modelled time %1 of %2 \u00b7 sent per GPU %3 of 2(N \u2212 1)/N \u00d7 S = %4")
             .arg(formatSeconds(model.modelledSeconds()), formatSeconds(model.allReduceSeconds()),
                  formatBytes(model.bytesSentSoFarPerGpu()), formatBytes(model.bytesSentPerGpu())),
         f.small);
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
            others << tr("%1 %2").arg(linkName(model, QLatin1String(c.link)),
                                      formatSeconds(seconds));
    }
    if (!others.isEmpty())
        line(tr("The same %1 on %2 GPUs: %3")
                 .arg(formatBytes(s.gradientBytes))
                 .arg(n)
                 .arg(others.join(QStringLiteral(" \u00b7 "))),
             f.small);
    painter.setPen(style.muted);
    line(tr("Lines: NVLink thick and solid, PCIe dashed, InfiniBand dotted. Latencies are "
            "typical, approx. (NCCL's cost model); bandwidths from the data file."),
         f.small);
    painter.restore();
}

QString AllReduceScene::describe(const SimulationModel &base) const
{
    const auto &model = static_cast<const AllReduceModel &>(base);
    const int n = model.gpus();
    QString where = model.finished() ? tr("The all-reduce is done: every GPU holds the full sum.")
                                     : tr("Step %1 of %2, %3.")
                                           .arg(model.completedSteps() + 1)
                                           .arg(model.totalSteps())
                                           .arg(model.inReduceScatter() ? tr("reduce-scatter")
                                                                        : tr("all-gather"));
    return tr("%1 GPUs, %2, ring all-reduce of %3: %4 steps of %5 each, %6 in all; each GPU "
              "sends %7. %8")
        .arg(n)
        .arg(AllReduceModel::topologyLabel(model.settings().topology),
             formatBytes(model.settings().gradientBytes))
        .arg(model.totalSteps())
        .arg(formatSeconds(model.stepSeconds()), formatSeconds(model.allReduceSeconds()),
             formatBytes(model.bytesSentPerGpu()), where);
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
        model.link(s.link) ? model.link(s.link)->name.toUtf8() : QByteArray();
    if (ImGui::BeginCombo(label(tr("Link"), "link").constData(), linkText.constData())) {
        for (const Interconnect &l : choices) {
            const QByteArray text = tr("%1 (%2 per direction)")
                                        .arg(l.name, formatBytesPerSecond(l.bytesPerSecond()))
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
