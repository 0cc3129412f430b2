// SystolicScene: a systolic array computing a matrix product (see systolicscene.h).
#include "lessons/accelerators/systolicscene.h"
#include "lessons/framework/numbertext.h"

#include "lessons/accelerators/systolicmodel.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

using Dataflow = SystolicModel::Dataflow;

QString number(long long value)
{
    return QLocale().toString(value);
}

} // namespace

void SystolicScene::paint(QPainter &painter, const QRectF &area, const SimulationModel &base,
                          const SceneStyle &style) const
{
    const auto &model = static_cast<const SystolicModel &>(base);
    const bool ws = model.settings().dataflow == Dataflow::WeightStationary;
    const int N = model.n(), M = model.m();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(area, style.background);
    SceneLabels labels(painter, style, area);
    using Line = SceneLabels::Line;
    const SceneStyle::Frame frame = style.frame(area, 22, 52);
    const QFont &small = frame.font;
    const QFont &bold = frame.bold;
    const qreal unit = frame.unit;
    const QRectF inner = frame.inner;
    const qreal lineWidth = style.highContrast ? 3 : 1.5;
    const QColor acrossColour = style.series[0]; // orange: inputs moving right
    const QColor downColour = style.series[4];   // blue: sums (WS) or weights (OS) moving down
    const QColor okColour = style.series[2];     // bluish green: checked results
    const QColor badColour = style.series[5];    // vermillion: a wrong result

    // Title.
    // A short canvas (a presenter's 1024x768 with a table tab) keeps its height for the grid:
    // a shorter title, no caption above the grid, fewer waiting weights above it.
    const bool compact = inner.height() < unit * 16;
    const QString stage = model.settings() == SystolicModel::beatSettings(model.beat())
                              ? SystolicModel::beatTitle(model.beat())
                              : tr("Your set-up");
    const QList<Line> title = {
        {compact ? tr("%1 \u2014 %2\u00d7%2, A %3\u00d7%2")
                       .arg(stage)
                       .arg(wholeText(N))
                       .arg(QLocale().toString(M))
                 : tr("%1 \u2014 %2\u00d7%2 array, %3, A is %4\u00d7%2")
                       .arg(stage)
                       .arg(wholeText(N))
                       .arg(ws ? tr("weight-stationary") : tr("output-stationary"))
                       .arg(QLocale().toString(M)),
         bold, style.foreground}};
    const qreal titleH = std::min(labels.blockHeight(title, inner.width()), inner.height() * 0.2);
    const qreal used =
        labels.drawBlock(QRectF(inner.topLeft(), QSizeF(inner.width(), titleH)), title);

    // The figures below.
    const systolic::Traffic &t = model.traffic();
    QList<Line> stats;
    // The line that never goes (priority 0): where the run is, or that it is verified.
    const long long all = (long long)M * N;
    if (model.mismatches() > 0)
        stats.append({tr("\u2717 %1 results differ from the plain product")
                          .arg(QLocale().toString(model.mismatches())),
                      bold, badColour});
    else if (model.verified())
        stats.append({tr("\u2713 Verified: all %1 results equal A\u00b7W (%2 cycles)")
                          .arg(number(all), number(model.totalCycles())),
                      bold, okColour});
    else
        stats.append({tr("Cycle %1 of %2 \u00b7 %3 of %4 results out, each checked")
                          .arg(number(model.cycle()), number(model.totalCycles()),
                               number(model.resultsOut()), number(all)),
                      small, style.foreground});
    stats.append({ws ? tr("%1 cycles = M + 2N \u2212 2 = %2 + %3 \u2212 2")
                           .arg(number(model.totalCycles()))
                           .arg(QLocale().toString(M))
                           .arg(wholeText(2 * N))
                     : tr("Pass %1 of %2 (%3 rows)")
                           .arg(QLocale().toString(std::min(model.pass() + 1, model.passes())))
                           .arg(QLocale().toString(model.passes()))
                           .arg(QLocale().toString(std::max(0, model.passRows()))),
                  small, style.foreground, 1});
    stats.append({tr("%1 multiply-adds \u00b7 %2 % busy \u00b7 read in at the edges: %3 inputs, "
                     "%4 weights \u00b7 %5 passes between PEs")
                      .arg(number(t.macs))
                      .arg(QLocale().toString(model.utilisation() * 100, 'f', 0))
                      .arg(number(t.inputReads), number(t.weightReads), number(t.peHops)),
                  small, style.foreground, 2});
    stats.append({ws ? tr("Shifting the weights in takes %1 more cycles, hidden by loading the "
                          "next tile while this one works")
                           .arg(wholeText(N))
                     : tr("A pass streams for %1 + r + %1 \u2212 2 cycles, then drains r rows "
                          "of sums")
                           .arg(wholeText(N)),
                  small, style.muted, 3});
    const qreal statsH = std::min(labels.blockHeight(stats, inner.width()), inner.height() * 0.32);
    const QRectF statsBox(inner.left(), inner.bottom() - statsH, inner.width(), statsH);
    labels.drawBlock(statsBox, stats);

    const QRectF body(inner.left(), inner.top() + used + unit * 0.3, inner.width(),
                      statsBox.top() - inner.top() - used - unit * 0.6);
    if (body.height() < unit * 2 || body.width() < unit * 8) {
        painter.restore();
        return;
    }

    // Room: waiting inputs on the left, the grid, the result matrix on the right.
    const qreal resultShare = 0.22;
    const QRectF resultBox(body.right() - body.width() * resultShare, body.top(),
                           body.width() * resultShare, body.height());
    const QRectF arrayBox(body.left(), body.top(), resultBox.left() - body.left() - unit,
                          body.height());
    const int queue = std::min(N, 4);                           // waiting inputs shown per row
    const int topQueue = ws ? 0 : std::min(N, compact ? 2 : 4); // waiting weights per column
    const qreal captionH = unit * 1.3;
    const qreal topRoom = compact ? 0 : captionH; // the caption above the grid
    const qreal cell = std::min({arrayBox.width() / (N + queue * 0.7 + 0.2),
                                 (arrayBox.height() - topRoom) / (N + topQueue * 0.7), unit * 5.5});
    if (cell < 4) { // too small to show anything but the figures
        painter.restore();
        return;
    }
    const qreal qcell = cell * 0.7;
    const QRectF grid(arrayBox.left() + queue * qcell + cell * 0.2,
                      arrayBox.top() + topRoom + topQueue * qcell, cell * N, cell * N);
    const qreal frac = model.cycleFraction();

    // Caption above the grid (beside the weights' queue when output-stationary).
    painter.setFont(small);
    painter.setPen(style.muted);
    if (!compact)
        labels.drawFirstFitting(
            {ws ? tr("Weights stay in the PEs; inputs enter left, skewed a cycle per row; sums "
                     "flow "
                     "down")
                : tr("Sums stay in the PEs; inputs enter left, weights from the top, both skewed"),
             ws ? tr("Weights stay; inputs move right, sums down")
                : tr("Sums stay; inputs right, weights down"),
             QString()},
            {QRectF(arrayBox.left(), arrayBox.top(), arrayBox.width(), captionH),
             Qt::AlignLeft | Qt::AlignVCenter});

    QFont valueFont = small;
    valueFont.setPixelSize(std::max(1, int(cell * 0.26)));
    painter.setFont(valueFont);

    // Waiting inputs (left) and, output-stationary, waiting weights (top): a box per value.
    const qreal box = qcell * 0.8;
    const auto waiting = [&](const SystolicModel::Slot &slot, const QPointF &corner,
                             const QColor &edge) {
        if (!slot.valid)
            return;
        const QRectF rect(corner, QSizeF(box, box));
        painter.setPen(QPen(edge, lineWidth));
        painter.setBrush(style.surface);
        painter.drawRect(rect);
        labels.avoid(rect);
        painter.setPen(style.foreground);
        labels.drawFirstFitting({QLocale().toString(slot.value), QString()},
                                {rect, Qt::AlignCenter});
    };
    for (int k = 0; k < N; ++k)
        for (int ahead = 0; ahead < queue; ++ahead) {
            waiting(model.waitingLeft(k, ahead),
                    {grid.left() - cell * 0.1 - (ahead + 1) * qcell + qcell * 0.1,
                     grid.top() + k * cell + (cell - box) / 2},
                    acrossColour);
            if (ahead < topQueue)
                waiting(model.waitingTop(k, ahead),
                        {grid.left() + k * cell + (cell - box) / 2,
                         grid.top() - (ahead + 1) * qcell + qcell * 0.1},
                        downColour);
        }

    // The processing elements.
    for (int i = 0; i < N; ++i)
        for (int j = 0; j < N; ++j) {
            const SystolicModel::Pe &p = model.pe(i, j);
            const QRectF box = QRectF(grid.left() + j * cell, grid.top() + i * cell, cell, cell)
                                   .adjusted(cell * 0.05, cell * 0.05, -cell * 0.05, -cell * 0.05);
            QColor fill = style.surface;
            if (p.macked)
                fill = SceneStyle::over(
                    QColor(okColour.red(), okColour.green(), okColour.blue(), 90), style.surface);
            painter.setPen(QPen(p.macked ? style.foreground : style.muted,
                                p.macked ? lineWidth * 2 : lineWidth));
            painter.setBrush(fill);
            painter.drawRect(box);
            labels.avoid(box);
            // Moving values travel out of the PE during the cycle, along its bottom edge (right)
            // and its right edge (down), clear of the words in the middle.
            const qreal dot = std::max<qreal>(1.5, cell * 0.09);
            painter.setPen(Qt::NoPen);
            if (p.across.valid) {
                painter.setBrush(acrossColour);
                painter.drawEllipse(QPointF(box.left() + box.width() * (0.15 + 0.5 * frac),
                                            box.bottom() - dot * 1.3),
                                    dot, dot);
            }
            if (p.down.valid) {
                painter.setBrush(downColour);
                painter.drawEllipse(QPointF(box.right() - dot * 1.3,
                                            box.top() + box.height() * (0.15 + 0.5 * frac)),
                                    dot, dot);
            }
            // What stays, and what passes, in words where the cell has room.
            painter.setPen(style.foreground);
            const QString stays =
                ws ? tr("w %1").arg(QLocale().toString(p.stationary))
                   : (p.holdsSum ? tr("\u03a3 %1").arg(QLocale().toString(p.stationary))
                                 : QString());
            const QRectF top(box.left(), box.top(), box.width() * 0.85, box.height() * 0.45);
            if (!stays.isEmpty())
                labels.drawFirstFitting(
                    {stays, ws ? QLocale().toString(p.stationary) : stays, QString()},
                    {top, Qt::AlignCenter});
            QStringList moving;
            if (p.across.valid)
                moving << tr("a %1").arg(QLocale().toString(p.across.value));
            if (p.down.valid)
                moving << (ws ? tr("s %1") : tr("w %1")).arg(QLocale().toString(p.down.value));
            if (!moving.isEmpty()) {
                const QRectF bottom(box.left(), box.top() + box.height() * 0.45, box.width() * 0.85,
                                    box.height() * 0.38);
                labels.drawFirstFitting({moving.join(QLatin1Char(' ')), QString()},
                                        {bottom, Qt::AlignCenter});
            }
        }

    // The result matrix C (M x N), filling as results leave the array.
    painter.setFont(small);
    painter.setPen(style.foreground);
    labels.drawFirstFitting(
        {tr("C = A\u00b7W (%1\u00d7%2)").arg(QLocale().toString(M)).arg(wholeText(N)), tr("C"),
         QString()},
        {QRectF(resultBox.left(), resultBox.top(), resultBox.width(), captionH),
         Qt::AlignLeft | Qt::AlignVCenter});
    const QRectF matrix(resultBox.left(), resultBox.top() + captionH, resultBox.width(),
                        resultBox.height() - captionH);
    const qreal rc = std::min(matrix.width() / N, matrix.height() / M);
    if (rc >= 2) {
        QFont resultFont = small;
        resultFont.setPixelSize(std::max(1, int(rc * 0.45)));
        painter.setFont(resultFont);
        for (int r = 0; r < M; ++r)
            for (int c = 0; c < N; ++c) {
                const QRectF box(matrix.left() + c * rc, matrix.top() + r * rc, rc, rc);
                const bool out = model.resultOut(r, c);
                const bool right = out && model.result(r, c) == model.reference(r, c);
                painter.setPen(rc > 6 ? QPen(style.muted, 1) : Qt::NoPen);
                painter.setBrush(!out    ? style.surface
                                 : right ? SceneStyle::over(QColor(okColour.red(), okColour.green(),
                                                                   okColour.blue(), 110),
                                                            style.surface)
                                         : badColour);
                painter.drawRect(box);
                labels.avoid(box);
                if (out && rc >= unit * 1.1) {
                    painter.setPen(style.foreground);
                    labels.drawFirstFitting({QLocale().toString(model.result(r, c)), QString()},
                                            {box, Qt::AlignCenter});
                }
            }
    }
    painter.restore();
}

QString SystolicScene::describe(const SimulationModel &base) const
{
    const auto &model = static_cast<const SystolicModel &>(base);
    const bool ws = model.settings().dataflow == Dataflow::WeightStationary;
    return tr("A %1\u00d7%1 %2 systolic array multiplies a %3\u00d7%1 input by %1\u00d7%1 weights: "
              "cycle %4 of %5, %6 of %7 results out%8.")
        .arg(wholeText(model.n()))
        .arg(ws ? tr("weight-stationary") : tr("output-stationary"))
        .arg(QLocale().toString(model.m()))
        .arg(number(model.cycle()), number(model.totalCycles()), number(model.resultsOut()),
             number((long long)model.m() * model.n()))
        .arg(model.verified()         ? tr(", verified against the plain product")
             : model.mismatches() > 0 ? tr(", %1 wrong").arg(QLocale().toString(model.mismatches()))
                                      : QString());
}

} // namespace gpulab
