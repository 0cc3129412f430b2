// WillItFitScene (see willitfitscene.h).
#include "lessons/willitfit/willitfitscene.h"

#include "lessons/framework/numbertext.h"
#include "lessons/framework/sentencetext.h"
#include "lessons/willitfit/willitfitmodel.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

using Part = WillItFitModel::Part;

QColor partColour(const SceneStyle &style, int part)
{
    // Okabe-Ito, one colour a part; the warning colour (vermillion, 5) is kept for "over".
    static const int kSeries[] = {4, 1, 6, 0, 2, 3, 7};
    return style.series[size_t(kSeries[part])];
}

Qt::BrushStyle partPattern(int part)
{
    static const Qt::BrushStyle kPatterns[] = {
        Qt::SolidPattern, Qt::BDiagPattern, Qt::Dense4Pattern,   Qt::FDiagPattern,
        Qt::CrossPattern, Qt::HorPattern,   Qt::DiagCrossPattern};
    return kPatterns[part];
}

// A part's fill: its colour, and its pattern drawn over it in the colour that reads on it.
void fillPart(QPainter &painter, const QRectF &box, int part, const SceneStyle &style,
              bool dimmed = false)
{
    QColor colour = partColour(style, part);
    if (dimmed)
        colour = SceneStyle::over(QColor(colour.red(), colour.green(), colour.blue(), 70),
                                  style.surface);
    painter.fillRect(box, colour);
    if (partPattern(part) != Qt::SolidPattern) {
        QColor ink = SceneStyle::textOn(colour);
        ink.setAlpha(dimmed ? 60 : 150);
        painter.fillRect(box, QBrush(ink, partPattern(part)));
    }
}

QString formatName(fit::Format format)
{
    switch (format) {
    case fit::Format::Fp32: return QStringLiteral("FP32");
    case fit::Format::Bf16: return QStringLiteral("BF16");
    case fit::Format::Fp8: return QStringLiteral("FP8");
    case fit::Format::Int4: return QStringLiteral("INT4");
    }
    return {};
}

QString strategyName(fit::Strategy strategy)
{
    switch (strategy) {
    case fit::Strategy::DataParallel: return WillItFitScene::tr("data parallel");
    case fit::Strategy::Zero1: return QStringLiteral("ZeRO-1");
    case fit::Strategy::Zero2: return QStringLiteral("ZeRO-2");
    case fit::Strategy::Zero3: return QStringLiteral("ZeRO-3");
    case fit::Strategy::Tensor: return WillItFitScene::tr("tensor parallel");
    }
    return {};
}

QString shortName(int part)
{
    switch (Part(part)) {
    case Part::Weights: return WillItFitScene::tr("Weights");
    case Part::Gradients: return WillItFitScene::tr("Gradients");
    case Part::Master: return WillItFitScene::tr("Master");
    case Part::Optimizer: return WillItFitScene::tr("Optimizer");
    case Part::Activations: return WillItFitScene::tr("Activations");
    case Part::KvCache: return WillItFitScene::tr("KV cache");
    case Part::Overhead: return WillItFitScene::tr("Overhead");
    }
    return {};
}

} // namespace

QString WillItFitScene::partName(const WillItFitModel &model, int part)
{
    const WillItFitModel::Settings &s = model.settings();
    switch (Part(part)) {
    case Part::Weights: return tr("Weights (%1)").arg(formatName(s.weights));
    case Part::Gradients: return tr("Gradients (%1)").arg(formatName(s.weights));
    case Part::Master: return tr("FP32 master copy");
    case Part::Optimizer:
        switch (s.optimizer) {
        case fit::Optimizer::Momentum: return tr("Momentum (FP32)");
        case fit::Optimizer::Adam: return tr("Adam states (2 \u00d7 FP32)");
        case fit::Optimizer::Adam8bit: return tr("8-bit Adam states");
        case fit::Optimizer::Sgd: return tr("Optimizer state (none)");
        }
        break;
    case Part::Activations:
        return s.checkpointing ? tr("Activations (checkpointed)") : tr("Activations");
    case Part::KvCache: return tr("KV cache (%1)").arg(formatName(s.kvCache));
    case Part::Overhead:
        return tr("Overhead (assumed %1 %)").arg(QLocale().toString(s.overheadPercent, 'g', 3));
    }
    return {};
}

QString WillItFitScene::title(const WillItFitModel &model)
{
    const WillItFitModel::Settings &s = model.settings();
    const QString mode = s.mode == fit::Mode::Training ? tr("training")
                                                       : tr("serving %1 \u00d7 %2 tokens")
                                                             .arg(QLocale().toString(s.batch),
                                                                  QLocale().toString(s.sequence));
    const GpuSpec *gpu = model.gpu();
    const QString where = gpu ? gpu->name : tr("no GPU chosen");
    if (s.gpus == 1)
        return tr("%1, %2, on one %3").arg(model.modelName(), mode, where);
    return tr("%1, %2, per GPU of %3 \u00d7 %4, %5")
        .arg(model.modelName(), mode, QLocale().toString(s.gpus), where, strategyName(s.strategy));
}

QString WillItFitScene::verdict(const WillItFitModel &model)
{
    const double total = model.breakdown().total();
    const double capacity = model.capacityBytes();
    const QString perGpu = model.settings().gpus == 1
                               ? tr("%1 in all").arg(bytesText(total, ByteUnit::Gigabytes))
                               : tr("%1 per GPU").arg(bytesText(total, ByteUnit::Gigabytes));
    if (!isKnown(capacity))
        return perGpu;
    if (total <= capacity)
        return tr("%1 of %2: fits, %3 free")
            .arg(perGpu, bytesText(capacity, ByteUnit::Gigabytes),
                 bytesText(capacity - total, ByteUnit::Gigabytes));
    return tr("%1 of %2: does NOT fit, %3 over")
        .arg(perGpu, bytesText(capacity, ByteUnit::Gigabytes),
             bytesText(total - capacity, ByteUnit::Gigabytes));
}

void WillItFitScene::paint(QPainter &painter, const QRectF &area, const SimulationModel &base,
                           const SceneStyle &style) const
{
    const auto &model = static_cast<const WillItFitModel &>(base);
    painter.fillRect(area, style.background);
    painter.setRenderHint(QPainter::Antialiasing, true);
    SceneLabels labels(painter, style, area);
    const SceneStyle::Frame frame = style.frame(area, 18, 34, 0.5, 0.5);
    const QFont &font = frame.font;
    const QFont &bold = frame.bold;
    const qreal unit = frame.unit;
    const qreal pad = unit * 0.5;
    const qreal line = style.highContrast ? 2.5 : 1.25;
    const QRectF inner = frame.inner;

    const fit::Breakdown b = model.breakdown();
    const double capacity = model.capacityBytes();
    const WillItFitModel::Settings &s = model.settings();

    // Title.
    const QList<SceneLabels::Line> head{{title(model), bold, style.foreground, 0}};
    qreal top = inner.top() + labels.drawBlock(inner, head) + pad * 0.5;

    // The legend's items: every part this set-up has, dimmed until it is in the bar.
    struct Item
    {
        int part;
        QString text;
        QString value;
    };
    QList<Item> items;
    for (int p = 0; p < WillItFitModel::kParts; ++p) {
        const double bytes = WillItFitModel::partBytes(b, Part(p));
        if (bytes > 0)
            items.append({p, labelled(partName(model, p), bytesText(bytes, ByteUnit::Gigabytes)),
                          bytesText(bytes, ByteUnit::Gigabytes)});
    }
    const QFontMetricsF fm(font);
    qreal itemWidth = unit * 4;
    for (const Item &item : items)
        itemWidth = std::max(itemWidth, fm.horizontalAdvance(item.text) + unit * 2.2);
    const int itemCount = std::max<int>(1, int(items.size()));
    int columns = std::clamp(int(inner.width() / itemWidth), 1, itemCount);
    const qreal verdictHeight = unit * 1.4;
    // On a short canvas (a projector) the legend takes more columns, its text shrinking, so
    // that one bar keeps its room.
    const qreal fixedHeight = (top - inner.top()) + unit * 1.3 + verdictHeight + pad * 1.5;
    auto legendRows = [&](int c) { return (itemCount + c - 1) / c; };
    while (columns < itemCount &&
           fixedHeight + legendRows(columns) * unit * 1.25 + unit * 1.6 > inner.height())
        ++columns;
    const int rows = legendRows(columns);
    const qreal legendHeight = rows * unit * 1.25;
    const QRectF verdictBox(inner.left(), inner.bottom() - verdictHeight, inner.width(),
                            verdictHeight);
    const QRectF legendBox(inner.left(), verdictBox.top() - legendHeight - pad * 0.5, inner.width(),
                           legendHeight);

    // The bars: one per GPU drawn, as many as the room allows (at least one); the last one
    // drawn stands for the rest.
    const qreal barsTop = top + unit * 1.3; // room for the capacity's name
    const qreal barsBottom = legendBox.top() - pad;
    const int room = std::max(1, int((barsBottom - barsTop) / (unit * 0.9)));
    const int drawn = std::min({s.gpus, kMaxBarsDrawn, room});
    const QString lastName = s.gpus > drawn
                                 ? tr("\u2026 %1 more").arg(QLocale().toString(s.gpus - drawn + 1))
                                 : tr("GPU %1").arg(QLocale().toString(drawn));
    const qreal nameWidth =
        s.gpus > 1 ? std::max(fm.horizontalAdvance(lastName), fm.horizontalAdvance(tr("GPU 8"))) +
                         unit * 0.6
                   : 0;
    const qreal slot = std::max(unit * 0.6, (barsBottom - barsTop) / drawn);
    const qreal barHeight = std::min(unit * 3.0, slot * 0.78);
    const qreal left = inner.left() + nameWidth;
    const qreal width = std::max(unit, inner.right() - left - unit * 0.3);
    const double total = b.total();
    const double scaleMax = std::max({isKnown(capacity) ? capacity : 0.0, total, 1.0}) * 1.02;
    const auto x = [&](double bytes) { return left + width * bytes / scaleMax; };
    const double frameBytes = isKnown(capacity) ? capacity : total;

    for (int g = 0; g < drawn; ++g) {
        const qreal y = barsTop + g * slot + (slot - barHeight) / 2;
        const QRectF frame(left, y, x(frameBytes) - left, barHeight);
        painter.setPen(Qt::NoPen);
        painter.fillRect(frame, style.surface);
        double at = 0;
        for (int p = 0; p < WillItFitModel::kParts; ++p) {
            const double bytes = WillItFitModel::partBytes(b, Part(p)) * model.partShown(Part(p));
            if (bytes <= 0)
                continue;
            const QRectF box(x(at), y, x(at + bytes) - x(at), barHeight);
            fillPart(painter, box, p, style);
            at += bytes;
        }
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(style.foreground, line));
        painter.drawRect(frame);
        if (isKnown(capacity) && at > capacity) {
            // What does not fit: outlined in the warning colour past the frame's end.
            painter.setPen(QPen(style.series[5], line * 2));
            painter.drawRect(QRectF(x(capacity), y, x(at) - x(capacity), barHeight));
        }
        labels.avoid(QRectF(left, y, std::max(x(at), x(frameBytes)) - left, barHeight));
        if (s.gpus > 1) {
            painter.setPen(style.foreground);
            const QString name =
                g == drawn - 1 ? lastName : tr("GPU %1").arg(QLocale().toString(g + 1));
            // The name, else its number alone, else nothing (the bars are the same).
            const QString number = g == drawn - 1 && s.gpus > drawn ? QStringLiteral("\u2026")
                                                                    : QLocale().toString(g + 1);
            labels.drawFirstFitting(
                {name, number, QString()},
                {QRectF(inner.left(), y - (slot - barHeight) / 2, nameWidth - unit * 0.3, slot),
                 Qt::AlignRight | Qt::AlignVCenter});
        }
    }
    // The GPU's memory: a dashed line across the bars with its name above them.
    if (isKnown(capacity)) {
        const qreal cx = x(capacity);
        painter.setPen(QPen(style.foreground, line, Qt::DashLine));
        painter.drawLine(QPointF(cx, barsTop - unit * 0.2), QPointF(cx, barsTop + drawn * slot));
        painter.setPen(style.foreground);
        // The GPU's name is in the title; here only what the frame stands for.
        const QString name = tr("%1 of memory").arg(bytesText(capacity, ByteUnit::Gigabytes));
        const qreal w = fm.horizontalAdvance(name) + unit * 0.4;
        const qreal rowTop = barsTop - unit * 1.25;
        labels.place(name,
                     {{QRectF(cx - w, rowTop, w, unit * 1.2), Qt::AlignRight | Qt::AlignBottom},
                      {QRectF(cx, rowTop, w, unit * 1.2), Qt::AlignLeft | Qt::AlignBottom},
                      {QRectF(inner.left(), rowTop, inner.width(), unit * 1.2),
                       Qt::AlignLeft | Qt::AlignBottom}});
    }

    // The legend.
    painter.setFont(font);
    const qreal columnWidth = legendBox.width() / columns;
    for (int i = 0; i < items.size(); ++i) {
        const Item &item = items[i];
        const qreal cx = legendBox.left() + (i % columns) * columnWidth;
        const qreal cy = legendBox.top() + (i / columns) * unit * 1.25;
        const bool in = model.partShown(Part(item.part)) > 0;
        const QRectF swatch(cx, cy + unit * 0.2, unit * 1.4, unit * 0.85);
        fillPart(painter, swatch, item.part, style, !in);
        painter.setPen(QPen(style.foreground, line * 0.8));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(swatch);
        labels.avoid(swatch);
        painter.setPen(in ? style.foreground : style.muted);
        // Where the full name does not fit: the short name, then the size alone (the swatch's
        // pattern names the part), then nothing (the verdict and the description still say it).
        labels.drawFirstFitting(
            {item.text, labelled(shortName(item.part), item.value), item.value, QString()},
            {QRectF(swatch.right() + unit * 0.4, cy, columnWidth - unit * 2, unit * 1.25),
             Qt::AlignLeft | Qt::AlignVCenter});
    }

    // The verdict, once the whole set-up is in.
    painter.setFont(bold);
    const bool over = isKnown(capacity) && total > capacity;
    painter.setPen(over ? style.series[5] : style.foreground);
    // The same said shorter where the canvas is narrow (a projector at 200 %).
    QStringList texts;
    if (!model.finished()) {
        texts << tr("Adding the parts\u2026 %1 so far")
                     .arg(bytesText(model.bytesShown(), ByteUnit::Gigabytes))
              << tr("\u2026 %1").arg(bytesText(model.bytesShown(), ByteUnit::Gigabytes));
    } else {
        texts << verdict(model);
        if (isKnown(capacity))
            texts
                << (over
                        ? tr("Does NOT fit: %1 over")
                              .arg(bytesText(total - capacity, ByteUnit::Gigabytes))
                        : tr("Fits: %1 free").arg(bytesText(capacity - total, ByteUnit::Gigabytes)))
                << tr("%1 / %2").arg(bytesText(total, ByteUnit::Gigabytes),
                                     bytesText(capacity, ByteUnit::Gigabytes));
        else
            texts << bytesText(total, ByteUnit::Gigabytes);
    }
    labels.drawFirstFitting(texts, {verdictBox, Qt::AlignLeft | Qt::AlignVCenter});
}

QString WillItFitScene::describe(const SimulationModel &base) const
{
    const auto &model = static_cast<const WillItFitModel &>(base);
    const fit::Breakdown b = model.breakdown();
    QStringList parts;
    for (int p = 0; p < WillItFitModel::kParts; ++p) {
        const double bytes = WillItFitModel::partBytes(b, Part(p));
        if (bytes > 0)
            parts << tr("%1 %2").arg(partName(model, p), bytesText(bytes, ByteUnit::Gigabytes));
    }
    return tr("%1: %2. %3.").arg(title(model), itemList(parts), verdict(model));
}

} // namespace gpulab
