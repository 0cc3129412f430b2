// RacePane: the output matrix filling in, then the measurement (see racepane.h).
#include "lessons/framework/racepane.h"

#include "lessons/framework/numbertext.h"
#include "widgets/simulationscene.h"

#include <QAccessible>
#include <QEvent>
#include <QHBoxLayout>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {
constexpr int kGrid = 16; // the matrix drawn as 16 x 16 blocks

} // namespace

RacePane::RacePane(const QString &heading, Fill fill, QWidget *parent)
    : QWidget(parent), m_heading(heading), m_fill(fill)
{
    setMinimumSize(170, 260); // its texts wrap: two fit side by side on a narrow page
    m_clockTick.setInterval(100);
    connect(&m_clockTick, &QTimer::timeout, this, qOverload<>(&QWidget::update));
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

void RacePane::setMode(Mode mode)
{
    if (mode == Mode::Live && m_mode != Mode::Live) {
        m_clock.start();
        m_clockTick.start();
    } else if (mode != Mode::Live) {
        m_clockTick.stop();
    }
    m_mode = mode;
}

void RacePane::reset()
{
    setMode(Mode::Idle);
    m_fraction = 0;
    m_hasResult = false;
    updateAccessible();
    update();
}

void RacePane::beginRace(RacePane *left, RacePane *right)
{
    left->reset();
    right->reset();
    right->setWaiting();
}

void RacePane::endRace(RacePane *left, RacePane *right)
{
    for (RacePane *pane : {left, right})
        if (pane->m_mode == Mode::Waiting || pane->m_mode == Mode::Live) {
            pane->setMode(Mode::Stopped);
            pane->updateAccessible();
            pane->update();
        }
}

void RacePane::setWaiting()
{
    setMode(Mode::Waiting);
    m_fraction = 0;
    update();
}

void RacePane::setLive(double fraction)
{
    setMode(Mode::Live);
    m_fraction = qBound(0.0, fraction, 1.0);
    update();
}

void RacePane::setResult(const BenchResult &result)
{
    m_result = result;
    m_hasResult = true;
    m_replayLabel.clear();
    setMode(Mode::Done);
    m_fraction = result.status == BenchResult::Status::Ok ? 1.0 : m_fraction;
    updateAccessible();
    update();
}

void RacePane::setReplay(double fraction, const QString &label)
{
    setMode(fraction >= 1.0 ? Mode::Done : Mode::Replay);
    m_fraction = qBound(0.0, fraction, 1.0);
    m_replayLabel = label;
    update();
}

QString RacePane::summary() const
{
    if (!m_hasResult)
        return m_mode == Mode::Waiting   ? tr("Waiting for its turn.")
               : m_mode == Mode::Stopped ? tr("Stopped before it was measured.")
                                         : tr("Not run yet.");
    const BenchResult &r = m_result;
    switch (r.status) {
    case BenchResult::Status::Ok:
        return tr("%1 (median of %2), %3 GFLOP/s, %4")
            .arg(secondsText(r.secondsMedian))
            .arg(QLocale().toString(r.repeats))
            .arg(QLocale().toString(r.gflops, 'f', r.gflops >= 10 ? 1 : 2))
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
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const QFont font = this->font();
    const qreal line = QFontMetricsF(font).height();
    const QRectF area = QRectF(rect()).adjusted(line * 0.5, line * 0.4, -line * 0.5, -line * 0.4);
    // Texts wrap to the pane's width (never cut); the matrix gets the height that is left.
    // Colours: the series of the palette's light or dark scene style, which reach WCAG AA on
    // its Base (tst_themecontrast): blue filled blocks, an orange edge on the blocks computed
    // now, the verdict in bluish green or vermillion (beside its ✓ or ✗).
    const SceneStyle style = SceneStyle::forPalette(pal, font);
    const QColor filled = style.series[4], liveEdge = style.series[0];
    const QColor good = style.series[2], bad = style.series[5];
    SceneLabels labels(p, style, QRectF(rect()));
    const int wrap = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
    auto heightOf = [&](const QFont &f, const QString &text) {
        return text.isEmpty() ? 0.0
                              : QFontMetricsF(f, this)
                                    .boundingRect(QRectF(0, 0, area.width(), 1e6), wrap, text)
                                    .height();
    };
    QFont bold = font;
    bold.setBold(true);
    bold.setPointSizeF(font.pointSizeF() * 1.2);
    QFont big = font;
    big.setPointSizeF(font.pointSizeF() * 1.3);
    big.setBold(true);

    // The footer: clock or result, then the second line and the replay label.
    QString first, second;
    QColor colour = pal.color(QPalette::Text);
    switch (m_mode) {
    case Mode::Idle: first = tr("Ready"); break;
    case Mode::Waiting: first = tr("Waiting for its turn\u2026"); break;
    case Mode::Stopped: first = tr("Stopped: not measured"); break;
    case Mode::Live:
        first = tr("Running\u2026 %1").arg(secondsText(m_clock.elapsed() / 1000.0));
        second = tr("%1 % of the runs done").arg(QLocale().toString(int(m_fraction * 100)));
        break;
    case Mode::Replay:
    case Mode::Done:
        if (m_hasResult && m_result.status == BenchResult::Status::Ok) {
            first =
                tr("%1  \u00b7  %2 GFLOP/s")
                    .arg(secondsText(m_result.secondsMedian))
                    .arg(QLocale().toString(m_result.gflops, 'f', m_result.gflops >= 10 ? 1 : 2));
            second = m_result.verified ? tr("\u2713 verified against float64")
                                       : tr("\u2717 NOT verified");
            colour = m_result.verified ? pal.color(QPalette::Text) : bad;
            if (m_result.buildSeconds > 0.0005)
                second +=
                    tr("  \u00b7  kernels compiled in %1").arg(secondsText(m_result.buildSeconds));
        } else if (m_hasResult) {
            first = summary();
            colour = bad;
        }
        break;
    }
    const bool showReplay =
        m_mode == Mode::Replay || (m_mode == Mode::Done && !m_replayLabel.isEmpty());
    const QString replay = showReplay ? m_replayLabel : QString();

    qreal y = area.top();
    p.setFont(bold);
    p.setPen(pal.color(QPalette::Text));
    y = labels
            .draw(QRectF(area.left(), y, area.width(), heightOf(bold, m_heading)), wrap, m_heading)
            .bottom();
    p.setFont(font);
    p.setPen(pal.color(QPalette::PlaceholderText));
    if (!m_variantTitle.isEmpty())
        y = labels
                .draw(QRectF(area.left(), y, area.width(), heightOf(font, m_variantTitle)), wrap,
                      m_variantTitle)
                .bottom();
    y += line * 0.4;
    const qreal footer = heightOf(big, first) + heightOf(font, second) + heightOf(font, replay);
    const QRectF gridArea(area.left(), y, area.width(), area.bottom() - footer - line * 0.4 - y);
    const qreal side = qMax(0.0, qMin(gridArea.width(), gridArea.height()));
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
            p.fillRect(box.adjusted(0.5, 0.5, -0.5, -0.5), filled);
        else
            p.drawRect(box);
    }
    // In-flight blocks: the serial side one at a time, the parallel side a wave of them.
    if ((m_mode == Mode::Live || m_mode == Mode::Replay) && done < total) {
        const int wave = m_fill == Fill::RowByRow ? 1 : kGrid;
        p.setPen(QPen(liveEdge, qMax(2.0, cell * 0.12)));
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

    // The footer text, under the matrix.
    y = area.bottom() - footer;
    p.setFont(big);
    p.setPen(colour);
    y = std::max(
        y, labels.draw(QRectF(area.left(), y, area.width(), heightOf(big, first)), wrap, first)
               .bottom());
    p.setFont(font);
    p.setPen(m_hasResult && m_result.verified ? good : pal.color(QPalette::Text));
    if (m_mode == Mode::Done && m_hasResult && !m_result.verified)
        p.setPen(bad);
    if (!second.isEmpty())
        y = labels.draw(QRectF(area.left(), y, area.width(), heightOf(font, second)), wrap, second)
                .bottom();
    p.setPen(pal.color(QPalette::PlaceholderText));
    if (!replay.isEmpty())
        labels.draw(QRectF(area.left(), y, area.width(), heightOf(font, replay)), wrap, replay);
}

RacePanes::RacePanes(RacePane *left, RacePane *right, QWidget *parent) : QWidget(parent)
{
    m_row = new QHBoxLayout(this);
    m_row->setContentsMargins(0, 0, 0, 0);
    m_row->addWidget(left);
    m_row->addWidget(right);
    keepLeftToRight();
}

void RacePanes::keepLeftToRight()
{
    // A box layout in a right-to-left widget runs its LeftToRight direction from the right.
    m_row->setDirection(isRightToLeft() ? QBoxLayout::RightToLeft : QBoxLayout::LeftToRight);
}

void RacePanes::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LayoutDirectionChange)
        keepLeftToRight();
}

} // namespace gpulab
