// NumberLine: every format's values on one logarithmic axis (see numberline.h).
#include "lessons/precision/numberline.h"

#include "lessons/framework/sentencetext.h"
#include "lessons/precision/precisionmath.h"
#include "widgets/aswritten.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

constexpr int kDefaultLow = -26; // FP16's and FP8's whole ranges fit: 2^-26 … 2^18
constexpr int kDefaultHigh = 17;

QString name(const fp::FormatSpec &spec)
{
    return QString::fromLatin1(spec.displayName);
}

// What the row says on its right.
QString densityText(const fp::FormatSpec &spec)
{
    if (NumberLine::drawsTicks(spec)) {
        // Positive finite values: half the finite patterns, minus +0 and −0 shared out.
        const auto positive = (fp::properties(spec).finitePatterns - 2) / 2;
        return NumberLine::tr("%1 values > 0").arg(QLocale().toString(positive));
    }
    return NumberLine::tr("%1 per binade").arg(precision::powerOfTwo(spec.mantissaBits));
}

QString shortOutcome(const precision::Stored &stored)
{
    using precision::Outcome;
    switch (stored.outcome) {
    case Outcome::Exact:
        return NumberLine::tr("%1 (exact)").arg(precision::formatNumber(stored.value, 5));
    case Outcome::Rounded: return precision::formatNumber(stored.value, 5);
    case Outcome::Largest:
        return NumberLine::tr("%1 (its largest value)")
            .arg(precision::formatNumber(stored.value, 5));
    case Outcome::Infinity: return NumberLine::tr("infinity (overflow)");
    case Outcome::NaN: return NumberLine::tr("NaN (overflow)");
    case Outcome::Zero: return NumberLine::tr("0 (underflow)");
    }
    return {};
}

} // namespace

NumberLine::NumberLine(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAccessibleName(tr("Number line of every format"));
    updateDescription();
}

void NumberLine::setValue(double value)
{
    if (value == m_value || (std::isnan(value) && std::isnan(m_value)))
        return;
    m_value = value;
    updateDescription();
    update();
}

void NumberLine::setCurrentFormat(fp::Format format)
{
    m_current = format;
    update();
}

void NumberLine::setSceneStyle(const SceneStyle &style)
{
    m_style = style;
    update();
}

std::pair<int, int> NumberLine::axisRange() const
{
    int low = kDefaultLow, high = kDefaultHigh;
    if (std::isfinite(m_value) && m_value != 0) {
        const int binade = std::ilogb(m_value);
        low = std::max(-152, std::min(low, binade - 2));
        high = std::min(130, std::max(high, binade + 2));
    }
    return {low, high};
}

double NumberLine::valuesPerBinade(const fp::FormatSpec &spec, int binade)
{
    const fp::FormatProperties p = fp::properties(spec);
    if (binade > p.maxExponent)
        return 0;
    if (binade == p.maxExponent) // the top binade may end early (E4M3's NaN, E2M1's 6)
        return (p.maxFinite - std::ldexp(1.0, binade)) /
                   std::ldexp(1.0, binade - spec.mantissaBits) +
               1;
    if (binade >= p.minExponent)
        return std::ldexp(1.0, spec.mantissaBits);
    const int shift = binade - p.minExponent + spec.mantissaBits; // subnormal binades halve
    return shift >= 0 ? std::ldexp(1.0, shift) : 0;
}

QString NumberLine::summary() const
{
    const auto [low, high] = axisRange();
    QString text = tr("Each row is one format on a logarithmic scale of magnitudes from %1 to %2. ")
                       .arg(precision::powerOfTwo(low), precision::powerOfTwo(high + 1));
    if (!std::isfinite(m_value) || m_value == 0)
        return text + tr("No number is marked: zero, infinity and NaN have no place on a "
                         "logarithmic scale.");
    QStringList parts;
    for (const fp::FormatSpec &spec : fp::floatFormats())
        parts << tr("%1 %2").arg(name(spec), shortOutcome(precision::storeNumber(spec, m_value)));
    return text + tr("%1 becomes: %2.").arg(precision::formatNumber(m_value, 6), clauseList(parts));
}

void NumberLine::updateDescription()
{
    setAccessibleDescription(summary());
}

QSize NumberLine::sizeHint() const
{
    const QFontMetricsF fm(font());
    const qreal height = fm.height() * (1.35 + 1.2 * fp::floatFormats().size() + 1.45);
    return QSize(int(fm.averageCharWidth() * 100), int(std::ceil(height)));
}

QSize NumberLine::minimumSizeHint() const
{
    return QSize(int(QFontMetricsF(font()).averageCharWidth() * 50), sizeHint().height());
}

void NumberLine::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateGeometry();
}

void NumberLine::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const AsWritten asWritten(painter); // notation: not mirrored (widgets/aswritten.h)
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), m_style.background);
    const QFont base = font();
    QFont bold = base;
    bold.setBold(true);
    const QFontMetricsF fm(base);
    const auto formats = fp::floatFormats();
    const qreal line = m_style.highContrast ? 2.5 : 1.25;

    qreal labelWidth = 0, rightWidth = 0;
    for (const fp::FormatSpec &spec : formats) {
        labelWidth = std::max(labelWidth, QFontMetricsF(bold).horizontalAdvance(name(spec)));
        rightWidth = std::max(rightWidth, fm.horizontalAdvance(densityText(spec)));
    }
    labelWidth += fm.averageCharWidth() * 2;
    rightWidth += fm.averageCharWidth() * 3.2; // room for the arrow of a range that goes on
    const qreal rowHeight = fm.height() * 1.2;
    const qreal top = fm.height() * 1.35;
    const QRectF plot(labelWidth, top, std::max(40.0, width() - labelWidth - rightWidth),
                      rowHeight * formats.size());
    const auto [low, high] = axisRange();
    const auto x = [&, low = low, high = high](double log2Value) {
        return plot.left() + (log2Value - low) / double(high + 1 - low) * plot.width();
    };
    const qreal pxPerBinade = plot.width() / (high + 1 - low);

    // The grid: 1 (2^0) as a faint line.
    if (0 >= low && 0 <= high + 1) {
        painter.setPen(QPen(m_style.muted, 1, Qt::DotLine));
        painter.drawLine(QPointF(x(0), plot.top()), QPointF(x(0), plot.bottom()));
    }

    for (int row = 0; row < int(formats.size()); ++row) {
        const fp::FormatSpec &spec = formats[size_t(row)];
        const fp::FormatProperties p = fp::properties(spec);
        const QRectF band(plot.left(), plot.top() + row * rowHeight, plot.width(), rowHeight);
        const QRectF inner = band.adjusted(0, rowHeight * 0.14, 0, -rowHeight * 0.14);
        const bool current = spec.id == m_current;
        if (current) {
            QColor tint = m_style.series[4];
            tint.setAlpha(m_style.highContrast ? 90 : 45);
            painter.fillRect(QRectF(0, band.top(), width(), band.height()), tint);
        }
        painter.setFont(current ? bold : base);
        painter.setPen(m_style.foreground);
        painter.drawText(QRectF(fm.averageCharWidth() * 0.5, band.top(), labelWidth, band.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, name(spec));
        painter.setFont(base);
        painter.drawText(QRectF(plot.right() + fm.averageCharWidth() * 2.2, band.top(), rightWidth,
                                band.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, densityText(spec));

        // The range, as a band.
        const double rangeLow = std::log2(p.minSubnormal);
        const double rangeHigh = std::log2(p.maxFinite);
        const qreal left = x(std::max<double>(rangeLow, low));
        const qreal right = x(std::min<double>(rangeHigh, high + 1));
        painter.fillRect(QRectF(left, inner.top(), std::max(0.0, right - left), inner.height()),
                         m_style.surface);
        if (drawsTicks(spec)) {
            painter.setPen(QPen(m_style.foreground, std::max(1.0, line * 0.8)));
            std::optional<std::uint32_t> bits = fp::nextUp(spec, 0); // the smallest subnormal
            while (bits && fp::classify(spec, *bits) != fp::ValueClass::Infinity &&
                   fp::classify(spec, *bits) != fp::ValueClass::NaN) {
                const double l = std::log2(fp::decode(spec, *bits));
                if (l >= low && l <= high + 1)
                    painter.drawLine(QPointF(x(l), inner.top()), QPointF(x(l), inner.bottom()));
                bits = fp::nextUp(spec, *bits);
            }
        } else {
            // How many values each binade holds, in bits (log2 of the count), up to FP32's 23.
            QColor fill = m_style.series[1];
            painter.setPen(Qt::NoPen);
            for (int binade = std::max<int>(low, int(std::floor(rangeLow)));
                 binade <= std::min<int>(high, int(std::floor(rangeHigh))); ++binade) {
                const double count = valuesPerBinade(spec, binade);
                if (count < 1)
                    continue;
                const qreal h = inner.height() * (std::log2(count) + 1) / 24.0;
                painter.fillRect(QRectF(x(binade), inner.bottom() - h, pxPerBinade, h), fill);
            }
        }
        // Arrows where the range goes on past the axis.
        painter.setPen(m_style.foreground);
        if (rangeLow < low)
            painter.drawText(QRectF(plot.left() - fm.averageCharWidth() * 1.5, band.top(),
                                    fm.averageCharWidth() * 1.5, band.height()),
                             Qt::AlignCenter, QStringLiteral("\u25c0"));
        if (rangeHigh > high + 1)
            painter.drawText(
                QRectF(plot.right(), band.top(), fm.averageCharWidth() * 1.5, band.height()),
                Qt::AlignCenter, QStringLiteral("\u25b6"));
    }

    // The axis: powers of two, as many as fit.
    const qreal axisY = plot.bottom() + 2;
    painter.setPen(QPen(m_style.foreground, line));
    painter.drawLine(QPointF(plot.left(), axisY), QPointF(plot.right(), axisY));
    const qreal labelSpace = fm.horizontalAdvance(precision::powerOfTwo(-128)) * 1.3;
    int stride = 1;
    while (stride * pxPerBinade < labelSpace && stride < 128)
        stride *= 2;
    for (int k = (low / stride) * stride; k <= high + 1; k += stride) {
        if (k < low)
            continue;
        painter.drawLine(QPointF(x(k), axisY), QPointF(x(k), axisY + 4));
        painter.drawText(QRectF(x(k) - labelSpace / 2, axisY + 4, labelSpace, fm.height()),
                         Qt::AlignHCenter | Qt::AlignTop, precision::powerOfTwo(k));
    }

    // The number: a dashed line across the rows, and what each format makes of it.
    if (!std::isfinite(m_value) || m_value == 0)
        return;
    const QColor mark = m_style.series[5];
    const qreal vx = x(std::log2(std::abs(m_value)));
    painter.setPen(QPen(mark, line * 1.4, Qt::DashLine));
    painter.drawLine(QPointF(vx, top - 2), QPointF(vx, plot.bottom()));
    painter.setFont(bold);
    const QString label = precision::formatNumber(m_value, 6);
    const qreal labelW = QFontMetricsF(bold).horizontalAdvance(label) + 8;
    const qreal labelX = std::clamp(vx - labelW / 2, 0.0, width() - labelW);
    painter.setPen(m_style.foreground);
    painter.drawText(QRectF(labelX, 0, labelW, top - 2), Qt::AlignCenter, label);
    painter.setFont(base);
    const qreal r = std::max(4.0, rowHeight * 0.2);
    for (int row = 0; row < int(formats.size()); ++row) {
        const fp::FormatSpec &spec = formats[size_t(row)];
        const fp::FormatProperties p = fp::properties(spec);
        const qreal cy = plot.top() + (row + 0.5) * rowHeight;
        const precision::Stored stored = precision::storeNumber(spec, m_value);
        using precision::Outcome;
        if (stored.outcome == Outcome::Exact || stored.outcome == Outcome::Rounded) {
            const qreal sx = x(std::log2(std::abs(stored.value)));
            painter.setPen(QPen(m_style.foreground, line));
            painter.setBrush(m_style.series[2]);
            painter.drawEllipse(QPointF(sx, cy), r, r);
            continue;
        }
        const bool tooSmall = stored.outcome == Outcome::Zero;
        const double edge = tooSmall ? std::max<double>(std::log2(p.minSubnormal), low)
                                     : std::min<double>(std::log2(p.maxFinite), high + 1);
        const qreal ex = x(edge);
        painter.setPen(QPen(mark, line * 1.6));
        painter.setBrush(mark);
        if (tooSmall) { // a cross, and the 0 it became
            painter.drawLine(QPointF(ex - r, cy - r), QPointF(ex + r, cy + r));
            painter.drawLine(QPointF(ex - r, cy + r), QPointF(ex + r, cy - r));
        } else { // a triangle pointing past the top of the range
            QPainterPath arrow;
            arrow.moveTo(ex + r, cy);
            arrow.lineTo(ex - r * 0.7, cy - r);
            arrow.lineTo(ex - r * 0.7, cy + r);
            arrow.closeSubpath();
            painter.drawPath(arrow);
        }
        const QString word = stored.outcome == Outcome::Zero       ? QStringLiteral("0")
                             : stored.outcome == Outcome::Infinity ? QStringLiteral("\u221e")
                             : stored.outcome == Outcome::NaN      ? QStringLiteral("NaN")
                                                                   : tr("max");
        painter.setPen(m_style.foreground);
        const qreal w = fm.horizontalAdvance(word) + 6;
        painter.drawText(tooSmall ? QRectF(ex - r - w, cy - rowHeight / 2, w, rowHeight)
                                  : QRectF(ex + r + 2, cy - rowHeight / 2, w, rowHeight),
                         tooSmall ? (Qt::AlignRight | Qt::AlignVCenter)
                                  : (Qt::AlignLeft | Qt::AlignVCenter),
                         word);
    }
}

} // namespace gpulab
