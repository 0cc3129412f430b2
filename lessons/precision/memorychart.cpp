// MemoryChart: parameters × bytes per format, and the training breakdown (see memorychart.h).
#include "lessons/precision/memorychart.h"

#include "compute/formats.h"
#include "lessons/framework/numbertext.h"
#include "lessons/framework/sentencetext.h"
#include "lessons/precision/precisionmath.h"
#include "widgets/aswritten.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

struct Part
{
    QString name;
    double bytesPerParameter;
    Qt::BrushStyle pattern;
    int colour; // index into SceneStyle::series
};

QList<Part> trainingParts()
{
    const precision::TrainingBytes b = precision::mixedPrecisionAdamBytes();
    return {{MemoryChart::tr("16-bit weights"), b.weights, Qt::SolidPattern, 0},
            {MemoryChart::tr("16-bit gradients"), b.gradients, Qt::Dense3Pattern, 0},
            {MemoryChart::tr("FP32 master weights"), b.master, Qt::SolidPattern, 4},
            {MemoryChart::tr("Adam momentum (FP32)"), b.momentum, Qt::BDiagPattern, 2},
            {MemoryChart::tr("Adam variance (FP32)"), b.variance, Qt::FDiagPattern, 6}};
}

struct WeightsRow
{
    QString label;
    fp::Format format;
};

QList<WeightsRow> weightsRows()
{
    return {{MemoryChart::tr("FP32 weights"), fp::Format::Fp32},
            {MemoryChart::tr("FP16 / BF16 weights"), fp::Format::Fp16},
            {MemoryChart::tr("FP8 weights"), fp::Format::Fp8E4M3},
            {MemoryChart::tr("FP4 weights"), fp::Format::Fp4E2M1}};
}

// "1 GPU", "2 GPUs" (no plural rules without a translation loaded, so spelled out).
QString gpuCount(int n)
{
    return n == 1 ? MemoryChart::tr("1 GPU") : MemoryChart::tr("%1 GPUs").arg(wholeText(n));
}

QString bytesPerParameterText(double bytes)
{
    return MemoryChart::tr("%1 B each").arg(precision::formatNumber(bytes, 3));
}

} // namespace

MemoryChart::MemoryChart(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAccessibleName(tr("Memory for the model's parameters"));
    updateDescription();
}

void MemoryChart::setParameterCount(double parameters)
{
    m_parameters = std::max(0.0, parameters);
    updateDescription();
    update();
}

void MemoryChart::setGpu(const QString &name, double memoryBytes)
{
    m_gpuName = name;
    m_gpuBytes = memoryBytes;
    updateDescription();
    update();
}

void MemoryChart::setSceneStyle(const SceneStyle &style)
{
    m_style = style;
    update();
}

QList<MemoryChart::Bar> MemoryChart::bars() const
{
    QList<Bar> result;
    for (const WeightsRow &row : weightsRows())
        result.append(
            {row.label, m_parameters * precision::bytesPerParameter(fp::formatSpec(row.format))});
    result.append({tr("Training (mixed precision, Adam)"),
                   m_parameters * precision::mixedPrecisionAdamBytes().total()});
    return result;
}

int MemoryChart::gpusNeeded(double bytes) const
{
    if (!(m_gpuBytes > 0) || m_gpuName.isEmpty())
        return 0;
    return std::max(1, int(std::ceil(bytes / m_gpuBytes - 1e-12)));
}

QString MemoryChart::summary() const
{
    QStringList parts;
    const QList<Bar> all = bars();
    for (const Bar &bar : all) {
        QString part = labelled(bar.label, bytesText(bar.bytes));
        if (const int n = gpusNeeded(bar.bytes))
            part += tr(" (%1 of %2)").arg(gpuCount(n), bytesText(m_gpuBytes));
        parts << part;
    }
    const precision::TrainingBytes b = precision::mixedPrecisionAdamBytes();
    return tr("%1 parameters. %2. Training needs %3 + %4 + %5 + %6 + %7 = %8 bytes per "
              "parameter before activations.")
        .arg(tr("%1 billion").arg(precision::formatNumber(m_parameters / 1e9, 4)),
             clauseList(parts))
        .arg(b.weights)
        .arg(b.gradients)
        .arg(b.master)
        .arg(b.momentum)
        .arg(b.variance)
        .arg(b.total());
}

void MemoryChart::updateDescription()
{
    setAccessibleDescription(summary());
}

QSize MemoryChart::sizeHint() const
{
    const QFontMetricsF fm(font());
    return QSize(int(fm.averageCharWidth() * 90), int(fm.height() * 13.5));
}

QSize MemoryChart::minimumSizeHint() const
{
    const QFontMetricsF fm(font());
    return QSize(int(fm.averageCharWidth() * 50), int(fm.height() * 13.5));
}

void MemoryChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateGeometry();
}

void MemoryChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const AsWritten asWritten(painter); // notation: not mirrored (widgets/aswritten.h)
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), m_style.background);
    const QFont base = font();
    const QFontMetricsF fm(base);
    const qreal line = m_style.highContrast ? 2.5 : 1.25;
    const QList<Bar> all = bars();
    const QList<Part> parts = trainingParts();

    qreal labelWidth = 0;
    for (const Bar &bar : all)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(bar.label));
    labelWidth += fm.averageCharWidth() * 2;
    const qreal valueWidth = fm.horizontalAdvance(QStringLiteral("888.8 GB \u00b7 88 GPUs")) + 8;
    const qreal rowHeight = fm.height() * 1.7;
    const qreal top = fm.height() * 1.4; // room for the GPU's name
    const QRectF plot(labelWidth, top, std::max(40.0, width() - labelWidth - valueWidth),
                      rowHeight * all.size());
    double scaleMax = 0;
    for (const Bar &bar : all)
        scaleMax = std::max(scaleMax, bar.bytes);
    if (m_gpuBytes > 0 && !m_gpuName.isEmpty())
        scaleMax = std::max(scaleMax, m_gpuBytes);
    scaleMax = scaleMax > 0 ? scaleMax * 1.02 : 1;
    const auto x = [&](double bytes) { return plot.left() + bytes / scaleMax * plot.width(); };

    // The GPU's memory: a dashed line with its name, under the bars and their numbers.
    if (m_gpuBytes > 0 && !m_gpuName.isEmpty()) {
        const qreal gx = x(m_gpuBytes);
        painter.setPen(QPen(m_style.series[5], line * 1.5, Qt::DashLine));
        painter.drawLine(QPointF(gx, top - 4), QPointF(gx, plot.bottom()));
        // The names often carry the size already ("H100 SXM5 80 GB").
        const QString name = m_gpuName.contains(QLatin1String(" GB"))
                                 ? tr("one %1").arg(m_gpuName)
                                 : tr("one %1: %2").arg(m_gpuName, bytesText(m_gpuBytes));
        const qreal w = fm.horizontalAdvance(name) + 8;
        painter.setPen(m_style.foreground);
        painter.drawText(QRectF(std::clamp(gx - w / 2, 0.0, width() - w), 0, w, top - 4),
                         Qt::AlignCenter, name);
    }

    for (int i = 0; i < all.size(); ++i) {
        const Bar &bar = all.at(i);
        const QRectF row(plot.left(), plot.top() + i * rowHeight, plot.width(), rowHeight);
        const QRectF barRect(plot.left(), row.top() + rowHeight * 0.15,
                             std::max(1.0, x(bar.bytes) - plot.left()), rowHeight * 0.7);
        painter.setPen(m_style.foreground);
        painter.setFont(base);
        painter.drawText(QRectF(0, row.top(), labelWidth - fm.averageCharWidth(), rowHeight),
                         Qt::AlignRight | Qt::AlignVCenter, bar.label);
        const bool training = i == all.size() - 1;
        if (!training) {
            painter.setPen(QPen(m_style.foreground, line));
            painter.setBrush(m_style.series[4]);
            painter.drawRect(barRect);
            const QString each = bytesPerParameterText(
                precision::bytesPerParameter(fp::formatSpec(weightsRows().at(i).format)));
            if (fm.horizontalAdvance(each) + 8 < barRect.width()) {
                painter.setPen(SceneStyle::textOn(m_style.series[4]));
                painter.drawText(barRect.adjusted(4, 0, -4, 0), Qt::AlignLeft | Qt::AlignVCenter,
                                 each);
            }
        } else {
            qreal left = barRect.left();
            for (const Part &part : parts) {
                const qreal w = (x(m_parameters * part.bytesPerParameter) - plot.left());
                const QRectF segment(left, barRect.top(), w, barRect.height());
                painter.setPen(QPen(m_style.foreground, line));
                painter.setBrush(m_style.surface);
                painter.drawRect(segment);
                painter.setBrush(QBrush(m_style.series[size_t(part.colour)], part.pattern));
                painter.drawRect(segment);
                const QString bytes =
                    tr("%1 B").arg(precision::formatNumber(part.bytesPerParameter));
                if (fm.horizontalAdvance(bytes) + 6 < w) {
                    const QRectF chip(segment.center().x() - fm.horizontalAdvance(bytes) / 2 - 3,
                                      segment.center().y() - fm.height() / 2,
                                      fm.horizontalAdvance(bytes) + 6, fm.height());
                    painter.setPen(Qt::NoPen);
                    painter.setBrush(m_style.background);
                    painter.drawRect(chip); // the number stays readable on any pattern
                    painter.setPen(m_style.foreground);
                    painter.drawText(chip, Qt::AlignCenter, bytes);
                }
                left += w;
            }
        }
        QString value = bytesText(bar.bytes);
        if (const int n = gpusNeeded(bar.bytes))
            value += QStringLiteral(" \u00b7 ") + gpuCount(n);
        // On a patch of background, so the GPU's line never runs through the number.
        const QRectF valueBox(barRect.right() + 4, row.top() + (rowHeight - fm.height()) / 2,
                              fm.horizontalAdvance(value) + 6, fm.height());
        painter.fillRect(valueBox, m_style.background);
        painter.setPen(m_style.foreground);
        painter.drawText(valueBox, Qt::AlignCenter, value);
    }

    // The legend of the training bar: pattern swatch, name, bytes per parameter.
    qreal lx = plot.left();
    qreal ly = plot.bottom() + fm.height() * 0.4;
    const qreal swatch = fm.height() * 0.9;
    for (const Part &part : parts) {
        const QString text =
            tr("%1 (%2 B)").arg(part.name, precision::formatNumber(part.bytesPerParameter));
        const qreal w = swatch + 6 + fm.horizontalAdvance(text) + fm.averageCharWidth() * 2;
        if (lx + w > width() && lx > plot.left()) {
            lx = plot.left();
            ly += fm.height() * 1.3;
        }
        const QRectF box(lx, ly + (fm.height() - swatch) / 2, swatch, swatch);
        painter.setPen(QPen(m_style.foreground, line));
        painter.setBrush(m_style.surface);
        painter.drawRect(box);
        painter.setBrush(QBrush(m_style.series[size_t(part.colour)], part.pattern));
        painter.drawRect(box);
        painter.setPen(m_style.foreground);
        painter.drawText(QRectF(box.right() + 6, ly, w, fm.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, text);
        lx += w;
    }
}

} // namespace gpulab
