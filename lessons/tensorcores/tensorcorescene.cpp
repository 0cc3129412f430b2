// TensorCoreScene: one SM's CUDA cores and tensor cores filling the same C (see
// tensorcorescene.h).
#include "lessons/tensorcores/tensorcorescene.h"
#include "lessons/framework/numbertext.h"

#include "lessons/framework/sentencetext.h"
#include "lessons/tensorcores/tensorcoremodel.h"

#include <QJsonObject>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <glm/common.hpp>
#include <imgui.h>

#include <cmath>

namespace gpulab {

namespace {

using Side = TensorCoreModel::Side;

QString number(qint64 value)
{
    return QLocale().toString(value);
}

QString times(double value)
{
    return QLocale().toString(value, 'f', value < 10 && value != std::floor(value) ? 1 : 0);
}

QColor sideColour(const SceneStyle &style, Side side)
{
    return side == Side::Cuda ? style.series[0] : style.series[2]; // orange, bluish green
}

QString precisionName(const QString &key)
{
    const TensorCoreModel::PrecisionInfo *info = TensorCoreModel::findPrecision(key);
    return info ? QString::fromLatin1(info->displayName) : key;
}

struct Fonts
{
    QFont small;
    QFont title;
    QFont bold;
    QFont verdict;
    qreal unit = 16;      // line height of `small`
    bool compact = false; // a short canvas: fewer lines of text, so the picture keeps its room
};

Fonts fontsFor(const SceneStyle &style, const QRectF &area)
{
    Fonts f;
    f.small = style.sceneFont(area, 15, 36);
    f.unit = QFontMetricsF(f.small).height();
    f.title = f.small;
    f.title.setPointSizeF(f.small.pointSizeF() * 1.2);
    f.title.setBold(true);
    f.bold = f.small;
    f.bold.setBold(true);
    f.verdict = f.small;
    f.verdict.setPointSizeF(f.small.pointSizeF() * 1.35);
    f.verdict.setBold(true);
    return f;
}

// The side's mark: one lane (a small square) or a tensor core (a 4 × 4 grid).
void drawMark(QPainter &painter, const QRectF &box, Side side, const QColor &fill,
              const QColor &outline)
{
    painter.save();
    const QRectF r = box.adjusted(box.width() * 0.12, box.height() * 0.12, -box.width() * 0.12,
                                  -box.height() * 0.12);
    painter.setPen(QPen(outline, glm::max(1.0, box.width() * 0.07)));
    painter.setBrush(fill);
    if (side == Side::Cuda) {
        painter.drawRect(
            r.adjusted(r.width() * 0.2, r.height() * 0.2, -r.width() * 0.2, -r.height() * 0.2));
    } else {
        painter.drawRect(r);
        painter.setPen(QPen(outline, glm::max(1.0, box.width() * 0.04)));
        for (int i = 1; i < 4; ++i) {
            painter.drawLine(QPointF(r.left() + r.width() * i / 4, r.top()),
                             QPointF(r.left() + r.width() * i / 4, r.bottom()));
            painter.drawLine(QPointF(r.left(), r.top() + r.height() * i / 4),
                             QPointF(r.right(), r.top() + r.height() * i / 4));
        }
    }
    painter.restore();
}

// Fills `count` cells of a `side` × `side` grid from row-major index `first` (spans of rows).
void fillSpan(QPainter &painter, const QRectF &grid, qint64 side, qint64 first, qint64 count,
              const QBrush &brush)
{
    const qreal cell = grid.width() / double(side);
    qint64 i = first;
    const qint64 end = first + count;
    while (i < end) {
        const qint64 row = i / side;
        const qint64 col = i % side;
        const qint64 run = std::min(end - i, side - col);
        painter.fillRect(
            QRectF(grid.left() + col * cell, grid.top() + row * cell, run * cell, cell), brush);
        i += run;
    }
}

// A matrix C: done (solid), in flight (hatched, with the k-progress as a solid part), waiting
// (empty). Cells are elements (CUDA) or 4 × 4 tiles (tensor).
QRectF paintMatrix(QPainter &painter, const QRectF &grid, const TensorCoreModel::SideState &s,
                   qint64 side, const QColor &colour, const SceneStyle &style, bool tiles)
{
    painter.fillRect(grid, style.surface);
    fillSpan(painter, grid, side, 0, s.unitsDone, colour);
    if (s.inFlightCount > 0) {
        fillSpan(painter, grid, side, s.inFlightFirst, s.inFlightCount,
                 QBrush(colour, Qt::BDiagPattern));
        const qreal cell = grid.width() / double(side);
        if (tiles && cell >= 4) {
            // Each tile in flight fills from the bottom as its k-sum grows.
            for (qint64 i = 0; i < s.inFlightCount; ++i) {
                const qint64 t = s.inFlightFirst + i;
                const QRectF box(grid.left() + (t % side) * cell, grid.top() + (t / side) * cell,
                                 cell, cell);
                const qreal h = box.height() * s.inFlightProgress;
                painter.fillRect(QRectF(box.left(), box.bottom() - h, box.width(), h), colour);
            }
        }
    }
    const qreal cell = grid.width() / double(side);
    if (cell >= 7) { // the grid lines of the cells, where they can be seen
        painter.setPen(QPen(style.background, 1));
        for (qint64 i = 1; i < side; ++i) {
            const qreal x = grid.left() + i * cell;
            const qreal y = grid.top() + i * cell;
            painter.drawLine(QPointF(x, grid.top()), QPointF(x, grid.bottom()));
            painter.drawLine(QPointF(grid.left(), y), QPointF(grid.right(), y));
        }
    }
    painter.setPen(QPen(style.foreground, style.highContrast ? 2.0 : 1.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(grid);
    return grid;
}

// Near-square cells for `count` boxes in `area`, as large as fit (at most `maxCell`).
struct GridFit
{
    int columns = 1;
    int rows = 1;
    qreal cell = 0;
};

GridFit fitGrid(int count, const QRectF &area, qreal maxCell)
{
    GridFit best;
    for (int r = 1; r <= count; ++r) {
        const int c = (count + r - 1) / r;
        const qreal cell = glm::min(area.width() / c, area.height() / r);
        if (cell > best.cell)
            best = {c, r, cell};
    }
    // A full rectangle (8 × 8 rather than 7 columns and a lone last box) when it costs little.
    GridFit even;
    for (int r = 1; r <= count; ++r) {
        if (count % r != 0)
            continue;
        const int c = count / r;
        const qreal cell = glm::min(area.width() / c, area.height() / r);
        if (cell > even.cell)
            even = {c, r, cell};
    }
    if (even.cell >= best.cell * 0.7)
        best = even;
    best.cell = glm::min(best.cell, maxCell);
    return best;
}

void paintLanes(QPainter &painter, const QRectF &area, const TensorCoreModel &model,
                const TensorCoreModel::SideState &s, const SceneStyle &style)
{
    const int lanes = model.machine().cudaLanes;
    const GridFit fit = fitGrid(lanes, area, area.height() / 3);
    const qreal gap = glm::max(1.0, fit.cell * 0.15);
    const QColor colour = sideColour(style, Side::Cuda);
    const qreal line = style.highContrast ? 1.5 : 1.0;
    const QPointF origin(area.left(), area.top());
    for (int i = 0; i < lanes; ++i) {
        const QRectF box(origin.x() + (i % fit.columns) * fit.cell + gap / 2,
                         origin.y() + (i / fit.columns) * fit.cell + gap / 2, fit.cell - gap,
                         fit.cell - gap);
        const bool busy = i < s.inFlightCount;
        painter.fillRect(box, style.surface);
        if (busy) {
            const qreal h = box.height() * glm::max(0.08, s.inFlightProgress);
            painter.fillRect(QRectF(box.left(), box.bottom() - h, box.width(), h), colour);
        } else if (s.finished()) {
            painter.fillRect(box, QBrush(colour, Qt::Dense6Pattern));
        }
        painter.setPen(busy ? QPen(style.foreground, line) : QPen(style.muted, line, Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(box);
    }
}

// The tensor cores, each a 4 × 4 block filling with its k-progress; returns their boxes.
// Where the tensor cores go: a grid of near-square boxes, centred vertically in `area`.
QList<QRectF> tensorCoreBoxes(const QRectF &area, int count, const Fonts &fonts)
{
    const GridFit fit = fitGrid(count, area, fonts.unit * 4.5);
    const qreal gap = glm::max(3.0, fit.cell * 0.14);
    const qreal top = area.top() + (area.height() - fit.rows * fit.cell) / 2;
    QList<QRectF> boxes;
    for (int i = 0; i < count; ++i)
        boxes << QRectF(area.left() + (i % fit.columns) * fit.cell + gap / 2,
                        top + (i / fit.columns) * fit.cell + gap / 2, fit.cell - gap,
                        fit.cell - gap);
    return boxes;
}

// The tensor cores, each a 4 × 4 block filling with its k-progress.
void paintTensorCores(QPainter &painter, SceneLabels &labels, const QList<QRectF> &boxes,
                      const TensorCoreModel::SideState &s, const SceneStyle &style,
                      const Fonts &fonts)
{
    const QColor colour = sideColour(style, Side::Tensor);
    const qreal line = style.highContrast ? 2.0 : 1.2;
    const qreal size = boxes.isEmpty() ? 0 : boxes.front().width();
    QFont label = fonts.small;
    label.setPixelSize(int(glm::clamp(size * 0.25, style.minimumTextPixels(), fonts.unit * 0.9)));
    for (int i = 0; i < boxes.size(); ++i) {
        const QRectF &box = boxes[i];
        const bool busy = i < s.inFlightCount;
        painter.fillRect(box, style.surface);
        if (busy) {
            const qreal h = box.height() * glm::max(0.06, s.inFlightProgress);
            painter.fillRect(QRectF(box.left(), box.bottom() - h, box.width(), h), colour);
        } else if (s.finished()) {
            painter.fillRect(box, QBrush(colour, Qt::Dense6Pattern));
        }
        painter.setPen(QPen(busy ? style.foreground : style.muted, line * 0.6));
        for (int k = 1; k < 4; ++k) {
            painter.drawLine(QPointF(box.left() + box.width() * k / 4, box.top()),
                             QPointF(box.left() + box.width() * k / 4, box.bottom()));
            painter.drawLine(QPointF(box.left(), box.top() + box.height() * k / 4),
                             QPointF(box.right(), box.top() + box.height() * k / 4));
        }
        painter.setPen(busy ? QPen(style.foreground, line) : QPen(style.muted, line, Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(box);
        if (size >= fonts.unit * 1.4) {
            painter.setFont(label);
            const QRectF tag(box.left(), box.top(), box.width(), QFontMetricsF(label).height());
            const QString name = TensorCoreScene::tr("TC %1").arg(QLocale().toString(i + 1));
            if (!labels.measure(name, {tag, Qt::AlignCenter}).isEmpty()) { // legible, or none
                painter.fillRect(tag, style.background);
                painter.setPen(style.foreground);
                labels.draw(tag, Qt::AlignCenter, name);
            }
        }
    }
}

QString statusText(const TensorCoreModel::SideState &s)
{
    if (s.finished())
        return TensorCoreScene::tr("\u2713 done in %1 clocks").arg(number(s.totalCycles));
    return TensorCoreScene::tr("clock %1 of %2").arg(number(s.cycle), number(s.totalCycles));
}

// The same in numbers alone, for a band too narrow for the words (large text, presenting).
QString shortStatusText(const TensorCoreModel::SideState &s)
{
    if (s.finished())
        return QStringLiteral("\u2713 %1").arg(number(s.totalCycles));
    return QStringLiteral("%1 / %2").arg(number(s.cycle), number(s.totalCycles));
}

QString titleText(const TensorCoreModel &model, Side side)
{
    const TensorCoreModel::Machine &m = model.machine();
    return side == Side::Cuda
               ? TensorCoreScene::tr("%1 CUDA cores").arg(QLocale().toString(m.cudaLanes))
               : TensorCoreScene::tr("%1 tensor cores").arg(QLocale().toString(m.tensorCores));
}

// The title and the rate in one short line, for a short canvas.
QString compactTitleText(const TensorCoreModel &model, Side side)
{
    const TensorCoreModel::Machine &m = model.machine();
    return side == Side::Cuda ? TensorCoreScene::tr("%1 CUDA cores \u00d7 1 FMA")
                                    .arg(QLocale().toString(m.cudaLanes))
                              : TensorCoreScene::tr("%1 tensor cores \u00d7 %2 FMAs")
                                    .arg(QLocale().toString(m.tensorCores))
                                    .arg(number(m.fmaPerTensorCore));
}

QString rateText(const TensorCoreModel &model, Side side)
{
    const TensorCoreModel::Machine &m = model.machine();
    if (side == Side::Cuda)
        return TensorCoreScene::tr("1 FMA a clock each");
    return TensorCoreScene::tr("%1 FMAs a clock each: 4×4\u00d7%2")
        .arg(number(m.fmaPerTensorCore))
        .arg(QLocale().toString(m.kDepthPerClock(), 'g', 3));
}

// Where the tensor side's figures come from.
QString sourceText(const TensorCoreModel &model)
{
    const TensorCoreModel::Machine &m = model.machine();
    const QString precision = precisionName(m.precision);
    if (m.fromArchitecture)
        return TensorCoreScene::tr("Volta whitepaper: 8 tensor cores \u00d7 64 FMAs per SM per "
                                   "clock (the data's %1 TFLOPS gives %2).")
            .arg(m.denseTflops ? QLocale().toString(*m.denseTflops) : QStringLiteral("?"))
            .arg(QLocale().toString(m.derivedFmaPerSm, 'f', 0));
    const std::optional<double> rate = m.sparse ? m.sparseTflops : m.denseTflops;
    QString text =
        TensorCoreScene::tr("From the data: %1, %2 %3 TFLOPS %4 \u2192 %5 FMAs per SM per clock, "
                            "rounded to %6.")
            .arg(m.specName, precision, rate ? QLocale().toString(*rate) : QStringLiteral("?"),
                 m.sparse ? TensorCoreScene::tr("sparse") : TensorCoreScene::tr("dense"))
            .arg(QLocale().toString(m.derivedFmaPerSm, 'f', 0), number(m.fmaPerSmPerClock()));
    if (m.assumedStructure)
        text += TensorCoreScene::tr(" SM count and clock assumed as H100's (not published).");
    return text;
}

// One side: title, clock and FMA counters, the units beside C, and the bar.
void paintBand(QPainter &painter, SceneLabels &labels, const QRectF &band,
               const TensorCoreModel &model, Side side, const SceneStyle &style, const Fonts &fonts)
{
    const TensorCoreModel::SideState s = model.side(side);
    const QColor colour = sideColour(style, side);
    // On a short canvas the title holds the rate too, in the counters' bold size.
    const QFont &titleFont = fonts.compact ? fonts.bold : fonts.title;
    const qreal titleHeight = QFontMetricsF(titleFont).height() * 1.1;
    const QRectF mark(band.left(), band.top() + titleHeight * 0.1, titleHeight * 0.8,
                      titleHeight * 0.8);
    drawMark(painter, mark, side, colour, style.foreground);
    painter.setFont(titleFont);
    painter.setPen(style.foreground);
    // Where even the title does not fit (presenter text in a longer language), the count
    // alone: the mark beside it says which side it is.
    const QString count = QLocale().toString(side == Side::Cuda ? model.machine().cudaLanes
                                                                : model.machine().tensorCores);
    labels.drawFirstFitting(
        fonts.compact ? QStringList{compactTitleText(model, side), titleText(model, side), count}
                      : QStringList{titleText(model, side), count},
        {QRectF(mark.right() + fonts.unit * 0.4, band.top(),
                band.width() - mark.width() - fonts.unit * 0.4, titleHeight),
         Qt::AlignLeft | Qt::AlignVCenter});
    // What one unit does, then the clock counter (the point of the picture) and the work done.
    const qint64 all = model.usefulFmas();
    const qreal rateHeight = fonts.compact ? 0 : fonts.unit;
    if (!fonts.compact) {
        painter.setFont(fonts.small);
        painter.setPen(style.muted);
        const SceneLabels::Spot rate{
            QRectF(band.left(), band.top() + titleHeight, band.width(), fonts.unit),
            Qt::AlignLeft | Qt::AlignVCenter};
        if (labels.fits(rateText(model, side), rate)) // the title says the essential
            labels.draw(rate, rateText(model, side));
    }
    const QRectF countersBox(band.left(), band.top() + titleHeight + rateHeight, band.width(),
                             fonts.unit);
    painter.setFont(fonts.bold);
    painter.setPen(style.foreground);
    // The clock and the share done as one line, one string: its parts in the order the language
    // reads them (an Arabic line puts the share to the left of the clock, which x offsets from
    // the left would not); without the share where the line does not fit (the bar shows it too),
    // then the clock's short form.
    const QString status = statusText(s);
    //: The clock counter ("clock 192 of 512"), then how much of the work is done.
    const QString statusAndDone =
        TensorCoreScene::tr("%1 \u00b7 %2 % done")
            .arg(status, QLocale().toString(
                             all > 0 ? 100.0 * double(s.fmasDone) / double(all) : 0.0, 'f', 1));
    labels.drawFirstFitting({statusAndDone, status, shortStatusText(s)},
                            {countersBox, Qt::AlignLeft | Qt::AlignVCenter});

    const qreal barHeight = fonts.unit * 0.55;
    const QRectF body(band.left(), countersBox.bottom() + fonts.unit * 0.3, band.width(),
                      band.bottom() - countersBox.bottom() - fonts.unit * 0.6 - barHeight);
    if (body.height() > 16) {
        const qint64 n = model.settings().size;
        const qint64 cells = side == Side::Cuda ? n : model.tilesPerSide();
        // C on the right with its name above it, the units on the left.
        const qreal labelHeight = fonts.unit;
        qreal matrixSide = glm::min(body.height() - labelHeight, body.width() * 0.5);
        if (matrixSide / cells >= 2) // whole pixels per cell where that costs little
            matrixSide = std::floor(matrixSide / cells) * cells;
        const QRectF grid(body.right() - matrixSide, body.top() + labelHeight, matrixSide,
                          matrixSide);
        painter.setFont(fonts.small);
        painter.setPen(style.muted);
        const QString cLabel = side == Side::Cuda
                                   ? TensorCoreScene::tr("C, %1 \u00d7 %1").arg(wholeText(n))
                                   : TensorCoreScene::tr("C, %1 \u00d7 %1 tiles")
                                         .arg(QLocale().toString(model.tilesPerSide()));
        const qreal labelWidth = matrixSide + fonts.unit; // over C, clear of the units
        labels.drawFirstFitting(
            {cLabel, QStringLiteral("C")},
            {QRectF(body.right() - labelWidth, body.top(), labelWidth, labelHeight),
             Qt::AlignRight | Qt::AlignVCenter});
        paintMatrix(painter, grid, s, cells, colour, style, side == Side::Tensor);
        const QRectF units(body.left(), body.top(), body.width() - matrixSide - fonts.unit * 1.5,
                           body.height());
        if (units.width() > 20) {
            if (side == Side::Cuda) {
                paintLanes(painter, units, model, s, style);
            } else {
                const QList<QRectF> boxes =
                    tensorCoreBoxes(units, model.machine().tensorCores, fonts);
                // Lines from each busy tensor core to the tile it fills (the flow of tiles),
                // behind the boxes.
                const qreal cell = grid.width() / double(cells);
                painter.setRenderHint(QPainter::Antialiasing, true);
                painter.setPen(
                    QPen(style.foreground, style.highContrast ? 1.6 : 1.0, Qt::DashLine));
                for (qint64 i = 0; i < s.inFlightCount && i < boxes.size(); ++i) {
                    const qint64 t = s.inFlightFirst + i;
                    const QPointF target(grid.left() + (double(t % cells) + 0.5) * cell,
                                         grid.top() + (double(t / cells) + 0.5) * cell);
                    painter.drawLine(QPointF(boxes[int(i)].right(), boxes[int(i)].center().y()),
                                     target);
                }
                painter.setRenderHint(QPainter::Antialiasing, false);
                paintTensorCores(painter, labels, boxes, s, style, fonts);
            }
        }
    }
    const QRectF bar(band.left(), band.bottom() - barHeight, band.width(), barHeight);
    painter.fillRect(bar, style.surface);
    painter.fillRect(QRectF(bar.left(), bar.top(),
                            bar.width() * double(s.fmasDone) / double(std::max<qint64>(1, all)),
                            bar.height()),
                     colour);
    painter.setPen(QPen(style.foreground, style.highContrast ? 2.0 : 1.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(bar);
}

QString verdictText(const TensorCoreModel &model)
{
    const TensorCoreModel::SideState tensor = model.side(Side::Tensor);
    if (model.cycle() == 0)
        return TensorCoreScene::tr("How many times fewer clocks will the tensor cores need? "
                                   "Predict, then play.");
    if (!tensor.finished())
        return TensorCoreScene::tr("Both sides on one clock\u2026");
    if (model.tensorUtilisation() < 0.995)
        return TensorCoreScene::tr(
                   "Tensor cores: %1\u00d7 fewer clocks (model, one SM), busy %2 % of their slots")
            .arg(times(model.speedup()),
                 QLocale().toString(model.tensorUtilisation() * 100, 'f', 0));
    return TensorCoreScene::tr("Tensor cores: %1\u00d7 fewer clocks (model, one SM)")
        .arg(times(model.speedup()));
}

// The verdict said shorter, for a canvas with no room for the whole sentence.
QString shortVerdictText(const TensorCoreModel &model)
{
    if (model.cycle() == 0)
        return TensorCoreScene::tr("Predict: how many times fewer clocks?");
    if (!model.side(Side::Tensor).finished())
        return TensorCoreScene::tr("Both sides on one clock\u2026");
    return TensorCoreScene::tr("Tensor cores: %1\u00d7 fewer clocks").arg(times(model.speedup()));
}

} // namespace

void TensorCoreScene::paint(QPainter &painter, const QRectF &area, const SimulationModel &base,
                            const SceneStyle &style) const
{
    const auto &model = static_cast<const TensorCoreModel &>(base);
    if (area.width() < 60 || area.height() < 60)
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false); // crisp cells
    SceneLabels labels(painter, style, area);
    Fonts fonts = fontsFor(style, area);
    const qreal margin = fonts.unit * 0.5;
    const QRectF inner = area.adjusted(margin, margin * 0.6, -margin, -margin * 0.6);
    fonts.compact = inner.height() < fonts.unit * 18;

    // Header: a model of one SM, the product, the generation and precision, the slow motion;
    // footer: the verdict and where the tensor side's figures come from. Both wrap, shrink, and
    // leave out the slow motion and the source first when the picture needs the room.
    const TensorCoreModel::Settings &s = model.settings();
    using Line = SceneLabels::Line;
    const QList<Line> header = {
        {tr("MODEL of one SM \u00b7 %1 \u00b7 %2%3 \u00b7 C = A \u00d7 B, N = %4")
             .arg(model.generationLabel(s.generation), precisionName(s.precision),
                  s.sparse ? tr(", 2:4 sparse") : QString())
             .arg(wholeText(s.size)),
         fonts.small, style.foreground, 0},
        {fonts.compact ? QString()
                       : tr("Clock %1 \u00b7 slow motion: the clock runs at %2 Hz")
                             .arg(number(model.cycle()), number(model.cyclesPerSecond())),
         fonts.small, style.muted, 2}};
    QList<Line> footer = {{verdictText(model), fonts.verdict, style.foreground, 0},
                          {sourceText(model), fonts.small, style.muted, 1}};
    // The footer takes at most 30 % of the height: where the verdict alone is taller than that
    // (a longer language, presenter text), it is said shorter.
    if (labels.blockHeight({footer.first()}, inner.width()) > inner.height() * 0.3)
        footer.first().text = shortVerdictText(model);
    const qreal headerHeight = labels.drawBlock(
        QRectF(inner.left(), inner.top(), inner.width(),
               std::min(labels.blockHeight(header, inner.width()), inner.height() * 0.22)),
        header);
    const qreal footerHeight =
        std::min(labels.blockHeight(footer, inner.width()), inner.height() * 0.3);
    const QRectF footerBox(inner.left(), inner.bottom() - footerHeight, inner.width(),
                           footerHeight);
    labels.drawBlock(footerBox, footer);
    const QRectF verdictBox = footerBox;

    // The two sides: beside each other on a wide canvas, one above the other on a tall one.
    const QRectF bands(inner.left(), inner.top() + headerHeight + fonts.unit * 0.4, inner.width(),
                       verdictBox.top() - inner.top() - headerHeight - fonts.unit * 0.7);
    const qreal gap = fonts.unit * 1.2;
    if (bands.width() > bands.height() * 1.6) {
        const qreal w = (bands.width() - gap) / 2;
        paintBand(painter, labels, QRectF(bands.left(), bands.top(), w, bands.height()), model,
                  Side::Cuda, style, fonts);
        paintBand(painter, labels, QRectF(bands.left() + w + gap, bands.top(), w, bands.height()),
                  model, Side::Tensor, style, fonts);
    } else {
        const qreal h = (bands.height() - gap * 0.6) / 2;
        paintBand(painter, labels, QRectF(bands.left(), bands.top(), bands.width(), h), model,
                  Side::Cuda, style, fonts);
        paintBand(painter, labels,
                  QRectF(bands.left(), bands.top() + h + gap * 0.6, bands.width(), h), model,
                  Side::Tensor, style, fonts);
    }
    painter.restore();
}

QString TensorCoreScene::describe(const SimulationModel &base) const
{
    const auto &model = static_cast<const TensorCoreModel &>(base);
    const TensorCoreModel::Settings &s = model.settings();
    const TensorCoreModel::Machine &m = model.machine();
    auto side = [&model](Side which) {
        const TensorCoreModel::SideState st = model.side(which);
        if (st.finished())
            return tr("done in %1 clocks").arg(number(st.totalCycles));
        return tr("clock %1 of %2, %3 % of the multiply-adds done")
            .arg(number(st.cycle), number(st.totalCycles))
            .arg(QLocale().toString(100.0 * double(st.fmasDone) / double(model.usefulFmas()), 'f',
                                    0));
    };
    QString text =
        tr("A model of one SM, not a measurement: C = A \u00d7 B with N = %1 on the %2 at %3%4. "
           "CUDA cores, %5 lanes doing 1 multiply-add a clock each: %6. Tensor cores, %7 doing "
           "%8 multiply-adds a clock each: %9.")
            .arg(wholeText(s.size))
            .arg(model.generationLabel(s.generation), precisionName(s.precision),
                 s.sparse ? tr(" with 2:4 sparsity") : QString())
            .arg(QLocale().toString(m.cudaLanes))
            .arg(side(Side::Cuda))
            .arg(QLocale().toString(m.tensorCores))
            .arg(QLocale().toString(m.fmaPerTensorCore))
            .arg(side(Side::Tensor));
    if (model.side(Side::Tensor).finished())
        //: The verdict under the canvas, said as a sentence of the description.
        text = joinSentences(text, TensorCoreScene::tr("%1.").arg(verdictText(model)));
    return text;
}

bool TensorCoreScene::buildOverlayControls(SimulationModel &base)
{
    auto &model = static_cast<TensorCoreModel &>(base);
    TensorCoreModel::Settings s = model.settings();
    const TensorCoreModel::Settings before = s;
    auto label = [](const QString &text, const char *id) {
        return (text + QLatin1String("###") + QLatin1String(id)).toUtf8();
    };
    // Folded at first, so the picture keeps the canvas; its header says what is chosen.
    if (ImGui::CollapsingHeader(label(tr("The product"), "product").constData())) {
        ImGui::PushItemWidth(ImGui::GetFontSize() * 11);
        const QStringList generations = model.availableGenerations();
        const QByteArray current = model.generationLabel(s.generation).toUtf8();
        if (ImGui::BeginCombo(label(tr("Generation"), "generation").constData(),
                              current.constData())) {
            for (const QString &key : generations) {
                const QByteArray text = model.generationLabel(key).toUtf8();
                const bool selected = key == s.generation;
                if (ImGui::Selectable(text.constData(), selected))
                    s.generation = key;
                if (selected)
                    ImGui::SetItemDefaultFocus();
            }
            ImGui::EndCombo();
        }
        // A generation without the chosen precision falls back to FP16 (every one has it).
        const QStringList supported = model.supportedPrecisions(s.generation);
        if (!supported.contains(s.precision))
            s.precision = supported.contains(QStringLiteral("fp16")) ? QStringLiteral("fp16")
                                                                     : supported.value(0);
        const QByteArray precision = precisionName(s.precision).toUtf8();
        if (ImGui::BeginCombo(label(tr("Precision"), "precision").constData(),
                              precision.constData())) {
            for (const QString &key : supported) {
                const QByteArray text = precisionName(key).toUtf8();
                const bool selected = key == s.precision;
                if (ImGui::Selectable(text.constData(), selected))
                    s.precision = key;
                if (selected)
                    ImGui::SetItemDefaultFocus();
            }
            ImGui::EndCombo();
        }
        ImGui::SliderInt(label(tr("Matrix size N"), "size").constData(), &s.size,
                         TensorCoreModel::kMinSize, TensorCoreModel::kMaxSize, "%d",
                         ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp);
        const bool sparseOk = model.supportsSparsity(s.generation, s.precision);
        if (!sparseOk)
            s.sparse = false;
        ImGui::BeginDisabled(!sparseOk);
        ImGui::Checkbox(
            label(sparseOk ? tr("2:4 sparsity") : tr("2:4 sparsity (not on this one)"), "sparse")
                .constData(),
            &s.sparse);
        ImGui::EndDisabled();
        ImGui::PopItemWidth();
    }
    if (ImGui::CollapsingHeader(label(tr("Playback"), "playback").constData())) {
        ImGui::PushItemWidth(ImGui::GetFontSize() * 11);
        ImGui::SliderInt(label(tr("Clocks a second (0 = automatic)"), "cps").constData(),
                         &s.cyclesPerSecond, 0, 100000, "%d",
                         ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp);
        ImGui::PopItemWidth();
    }
    if (s == before)
        return false;
    const QJsonObject wanted{{QStringLiteral("generation"), s.generation},
                             {QStringLiteral("precision"), s.precision},
                             {QStringLiteral("size"), s.size},
                             {QStringLiteral("sparse"), s.sparse},
                             {QStringLiteral("cyclesPerSecond"), s.cyclesPerSecond}};
    QString error;
    return model.setParameters(wanted, &error); // every value offered here is valid
}

} // namespace gpulab
