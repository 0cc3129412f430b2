// RacePane: the output matrix filling in, then the measurement (see racepane.h).
#include "lessons/framework/racepane.h"

#include <QAccessible>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace gpulab {

namespace {
constexpr int kGrid = 16;                 // the matrix drawn as 16 x 16 blocks
const QColor kFilled(0x00, 0x72, 0xB2);   // Okabe–Ito blue
const QColor kGood(0x00, 0x9E, 0x73);     // bluish green
const QColor kBad(0xD5, 0x5E, 0x00);      // vermillion
const QColor kLiveEdge(0xE6, 0x9F, 0x00); // orange: the blocks being computed now

QString formatSeconds(double seconds)
{
    if (seconds >= 1)
        return QCoreApplication::translate("gpulab::RacePane", "%1 s").arg(seconds, 0, 'f', 2);
    if (seconds >= 1e-3)
        return QCoreApplication::translate("gpulab::RacePane", "%1 ms")
            .arg(seconds * 1e3, 0, 'f', seconds >= 0.1 ? 0 : 1);
    return QCoreApplication::translate("gpulab::RacePane", "%1 µs").arg(seconds * 1e6, 0, 'f', 0);
}
} // namespace

RacePane::RacePane(const QString &heading, Fill fill, QWidget *parent)
    : QWidget(parent), m_heading(heading), m_fill(fill)
{
    setMinimumSize(220, 260);
    setAccessibleName(heading);
    updateAccessible();
}

void RacePane::setHeading(const QString &heading)
{
    m_heading = heading;
    setAccessibleName(heading);
    update();
}

void RacePane::setVariantTitle(const QString &title)
{
    m_variantTitle = title;
    update();
}

void RacePane::reset()
{
    m_mode = Mode::Idle;
    m_fraction = 0;
    m_seconds = 0;
    m_hasResult = false;
    updateAccessible();
    update();
}

void RacePane::setWaiting()
{
    m_mode = Mode::Waiting;
    m_fraction = 0;
    update();
}

void RacePane::setLive(double fraction, double seconds)
{
    m_mode = Mode::Live;
    m_fraction = qBound(0.0, fraction, 1.0);
    m_seconds = seconds;
    update();
}

void RacePane::setResult(const BenchResult &result)
{
    m_result = result;
    m_hasResult = true;
    m_replayLabel.clear();
    m_mode = Mode::Done;
    m_fraction = result.status == BenchResult::Status::Ok ? 1.0 : m_fraction;
    updateAccessible();
    update();
}

void RacePane::setReplay(double fraction, const QString &label)
{
    m_mode = fraction >= 1.0 ? Mode::Done : Mode::Replay;
    m_fraction = qBound(0.0, fraction, 1.0);
    m_replayLabel = label;
    update();
}

QString RacePane::summary() const
{
    if (!m_hasResult)
        return m_mode == Mode::Waiting ? tr("Waiting for its turn.") : tr("Not run yet.");
    const BenchResult &r = m_result;
    switch (r.status) {
    case BenchResult::Status::Ok:
        return tr("%1 (median of %2), %3 GFLOP/s, %4")
            .arg(formatSeconds(r.secondsMedian))
            .arg(r.repeats)
            .arg(r.gflops, 0, 'f', r.gflops >= 10 ? 1 : 2)
            .arg(r.verified ? tr("verified \u2713") : tr("NOT verified \u2717"));
    case BenchResult::Status::Failed:
        return tr("\u2717 WRONG RESULT: %1").arg(QString::fromStdString(r.message));
    case BenchResult::Status::Skipped:
        return tr("Cannot run here: %1").arg(QString::fromStdString(r.message));
    case BenchResult::Status::Error:
        return tr("\u2717 Error: %1").arg(QString::fromStdString(r.message));
    }
    return {};
}

void RacePane::updateAccessible()
{
    setAccessibleDescription(summary());
    setToolTip(m_heading + QLatin1Char('\n') + summary());
    QAccessibleEvent event(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
}

void RacePane::paintEvent(QPaintEvent *)
{
    // One-line texts are elided to the pane's width (the full text is in the tooltip and the
    // accessible description).
    auto line1 = [](QPainter &painter, const QRectF &box, const QString &text) {
        painter.drawText(box, Qt::AlignLeft | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(text, Qt::ElideRight, int(box.width())));
    };
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    QFont font = this->font();
    const qreal line = QFontMetricsF(font).height();
    QRectF area = QRectF(rect()).adjusted(line * 0.5, line * 0.4, -line * 0.5, -line * 0.4);

    // Heading and the rung's title.
    QFont bold = font;
    bold.setBold(true);
    bold.setPointSizeF(font.pointSizeF() * 1.2);
    p.setFont(bold);
    p.setPen(pal.color(QPalette::Text));
    line1(p, QRectF(area.left(), area.top(), area.width(), line * 1.4), m_heading);
    p.setFont(font);
    p.setPen(pal.color(QPalette::PlaceholderText));
    line1(p, QRectF(area.left(), area.top() + line * 1.4, area.width(), line), m_variantTitle);

    // Footer: clock or result (two lines), replay label.
    const qreal footer = line * 3.6;
    const QRectF gridArea(area.left(), area.top() + line * 2.8, area.width(),
                          area.height() - line * 2.8 - footer);
    const qreal side = qMin(gridArea.width(), gridArea.height());
    const QRectF grid(gridArea.center().x() - side / 2, gridArea.top(), side, side);
    const qreal cell = side / kGrid;

    // The matrix: blocks done in blue; the blocks in progress outlined in orange.
    const int total = kGrid * kGrid;
    const double exact = m_fraction * total;
    const int done = int(std::floor(exact));
    p.setPen(QPen(pal.color(QPalette::Mid), 1));
    p.setBrush(Qt::NoBrush);
    for (int i = 0; i < total; ++i) {
        int row, col;
        if (m_fill == Fill::RowByRow) {
            row = i / kGrid;
            col = i % kGrid;
        } else { // tiles in a scattered order: many work-groups at once, no fixed order
            const int j = (i * 97) % total; // 97 is coprime with 256: a permutation
            row = j / kGrid;
            col = j % kGrid;
        }
        const QRectF box(grid.left() + col * cell, grid.top() + row * cell, cell, cell);
        if (i < done)
            p.fillRect(box.adjusted(0.5, 0.5, -0.5, -0.5), kFilled);
        else
            p.drawRect(box);
    }
    // In-flight blocks: the serial side one at a time, the parallel side a wave of them.
    if ((m_mode == Mode::Live || m_mode == Mode::Replay) && done < total) {
        const int wave = m_fill == Fill::RowByRow ? 1 : kGrid;
        p.setPen(QPen(kLiveEdge, qMax(2.0, cell * 0.12)));
        for (int i = done; i < qMin(total, done + wave); ++i) {
            const int j = m_fill == Fill::RowByRow ? i : (i * 97) % total;
            p.drawRect(QRectF(grid.left() + (j % kGrid) * cell, grid.top() + (j / kGrid) * cell,
                              cell, cell)
                           .adjusted(1, 1, -1, -1));
        }
    }
    p.setPen(QPen(pal.color(QPalette::Text), 1.5));
    p.setBrush(Qt::NoBrush);
    p.drawRect(grid);

    // The footer text.
    QRectF text(area.left(), area.bottom() - footer, area.width(), footer);
    QString first, second;
    QColor colour = pal.color(QPalette::Text);
    switch (m_mode) {
    case Mode::Idle: first = tr("Ready"); break;
    case Mode::Waiting: first = tr("Waiting for its turn\u2026"); break;
    case Mode::Live:
        first = tr("Running\u2026 %1").arg(formatSeconds(m_seconds));
        second = tr("%1 % of the runs done").arg(int(m_fraction * 100));
        break;
    case Mode::Replay:
    case Mode::Done:
        if (m_hasResult && m_result.status == BenchResult::Status::Ok) {
            first = tr("%1  \u00b7  %2 GFLOP/s")
                        .arg(formatSeconds(m_result.secondsMedian))
                        .arg(m_result.gflops, 0, 'f', m_result.gflops >= 10 ? 1 : 2);
            second = m_result.verified ? tr("\u2713 verified against float64")
                                       : tr("\u2717 NOT verified");
            colour = m_result.verified ? pal.color(QPalette::Text) : kBad;
            if (m_result.buildSeconds > 0.0005)
                second += tr("  \u00b7  kernels compiled in %1")
                              .arg(formatSeconds(m_result.buildSeconds));
        } else if (m_hasResult) {
            first = summary();
            colour = kBad;
        }
        break;
    }
    QFont big = font;
    big.setPointSizeF(font.pointSizeF() * 1.3);
    big.setBold(true);
    p.setFont(big);
    p.setPen(colour);
    p.drawText(QRectF(text.left(), text.top(), text.width(), line * 1.6),
               Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, first);
    p.setFont(font);
    p.setPen(m_hasResult && m_result.verified ? kGood : pal.color(QPalette::Text));
    if (m_mode == Mode::Done && m_hasResult && !m_result.verified)
        p.setPen(kBad);
    line1(p, QRectF(text.left(), text.top() + line * 1.6, text.width(), line * 1.1), second);
    if (m_mode == Mode::Replay || (m_mode == Mode::Done && !m_replayLabel.isEmpty())) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        line1(p, QRectF(text.left(), text.top() + line * 2.6, text.width(), line), m_replayLabel);
    }
}

} // namespace gpulab
