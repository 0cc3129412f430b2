// BlockMaps (see blockmaps.h).
#include "lessons/precision/blockmaps.h"

#include "lessons/precision/precisionmath.h"
#include "widgets/aswritten.h"

#include <QImage>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

constexpr double kColourSigmas = 3;

} // namespace

BlockMaps::BlockMaps(QWidget *parent) : QWidget(parent), m_style(SceneStyle::light())
{
    setObjectName(QStringLiteral("blockMaps"));
    setAccessibleName(tr("Heat maps of the tensor, original and after each format"));
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void BlockMaps::setReport(std::shared_ptr<const precision::BlockReport> report)
{
    m_report = std::move(report);
    updateGeometry();
    update();
}

void BlockMaps::setMarkedBlock(int row, int firstCol, int width)
{
    m_markRow = row;
    m_markCol = firstCol;
    m_markWidth = width;
    update();
}

void BlockMaps::setSceneStyle(const SceneStyle &style)
{
    m_style = style;
    updateGeometry();
    update();
}

int BlockMaps::cellCount() const
{
    return m_report ? 1 + int(m_report->schemes.size()) : 0;
}

QColor BlockMaps::colourOf(double value, double sigma)
{
    if (std::isnan(value))
        return QColor(128, 128, 128);
    const double t =
        sigma > 0 ? std::clamp(std::fabs(value) / (kColourSigmas * sigma), 0.0, 1.0) : 0.0;
    const int fade = int(std::lround(255 * (1 - t)));
    return value < 0 ? QColor(fade, fade, 255) : QColor(255, fade, fade);
}

int BlockMaps::columnsFor(int width) const
{
    const int minCell = QFontMetrics(m_style.font).horizontalAdvance(QLatin1Char('M')) * 18;
    return std::clamp(width / std::max(minCell, 1), 1, 4);
}

int BlockMaps::cellHeight(int cellWidth) const
{
    const int text = 2 * QFontMetrics(m_style.font).lineSpacing();
    const int cols = m_report ? std::max(m_report->windowCols, 1) : precision::kWindowCols;
    const int rows = m_report ? std::max(m_report->windowRows, 1) : precision::kWindowRows;
    return text + int(std::ceil(double(cellWidth - 8) * rows / cols)) + 10;
}

int BlockMaps::heightForWidth(int width) const
{
    const int cells = std::max(cellCount(), 1);
    const int columns = columnsFor(width);
    const int lines = (cells + columns - 1) / columns;
    return lines * cellHeight(width / columns) + QFontMetrics(m_style.font).lineSpacing();
}

QSize BlockMaps::sizeHint() const
{
    return {800, heightForWidth(800)};
}

QSize BlockMaps::minimumSizeHint() const
{
    return {200, heightForWidth(200)};
}

void BlockMaps::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const AsWritten asWritten(p); // notation: not mirrored (widgets/aswritten.h)
    p.fillRect(rect(), m_style.background);
    p.setFont(m_style.font);
    const QFontMetrics fm(m_style.font);
    if (!m_report || m_report->windowCols < 1) {
        p.setPen(m_style.muted);
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("Quantising the tensor…"));
        return;
    }
    const precision::BlockReport &r = *m_report;
    const int columns = columnsFor(width());
    const int cellW = width() / columns;
    const int cellH = cellHeight(cellW);
    const int imageW = cellW - 8;
    const int imageH = cellH - 2 * fm.lineSpacing() - 10;
    auto drawCell = [&](int index, const QString &title, const QString &subtitle,
                        const std::vector<double> &values) {
        const int x = (index % columns) * cellW + 4;
        const int y = (index / columns) * cellH;
        p.setPen(m_style.foreground);
        p.drawText(QRect(x, y, imageW, fm.lineSpacing()), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(title, Qt::ElideRight, imageW));
        p.setPen(m_style.muted);
        p.drawText(QRect(x, y + fm.lineSpacing(), imageW, fm.lineSpacing()),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(subtitle, Qt::ElideRight, imageW));
        QImage image(r.windowCols, r.windowRows, QImage::Format_RGB32);
        for (int row = 0; row < r.windowRows; ++row)
            for (int col = 0; col < r.windowCols; ++col)
                image.setPixelColor(
                    col, row, colourOf(values[std::size_t(row) * r.windowCols + col], r.stdDev));
        const QRect target(x, y + 2 * fm.lineSpacing() + 2, imageW, imageH);
        p.drawImage(target, image);
        p.setPen(m_style.muted);
        p.setBrush(Qt::NoBrush);
        p.drawRect(target.adjusted(0, 0, -1, -1));
        if (m_markWidth > 0 && m_markRow < r.windowRows && m_markCol < r.windowCols) {
            const double sx = double(imageW) / r.windowCols, sy = double(imageH) / r.windowRows;
            const int w = std::min(m_markWidth, r.windowCols - m_markCol);
            QPen pen(m_style.foreground, 2);
            p.setPen(pen);
            p.drawRect(QRectF(target.left() + m_markCol * sx - 1, target.top() + m_markRow * sy - 1,
                              w * sx + 2, std::max(sy, 2.0) + 2));
        }
    };
    drawCell(0, tr("Original"),
             tr("%1 × %2, σ = %3")
                 .arg(QLocale().toString(r.rows), QLocale().toString(r.cols),
                      precision::formatNumber(r.stdDev)),
             r.window);
    for (std::size_t i = 0; i < r.schemes.size(); ++i) {
        const precision::SchemeReport &s = r.schemes[i];
        drawCell(int(i) + 1, precision::schemeName(*s.scheme),
                 tr("%1 bits, error %2 %")
                     .arg(QLocale().toString(s.stats.bitsPerElement, 'f', 2),
                          QLocale().toString(100 * s.stats.relFrobeniusError, 'f', 1)),
                 s.window);
    }
    p.setPen(m_style.muted);
    const int legendY = ((cellCount() + columns - 1) / columns) * cellH;
    p.drawText(
        QRect(4, legendY, width() - 8, fm.lineSpacing()), Qt::AlignLeft | Qt::AlignVCenter,
        fm.elidedText(
            tr("Top-left %1 × %2 values. Blue negative, red positive, full "
               "colour at ±%3σ; grey: NaN. The frame: the block of the tab One block, bit by bit.")
                .arg(QLocale().toString(r.windowRows), QLocale().toString(r.windowCols),
                     QLocale().toString(kColourSigmas)),
            Qt::ElideRight, width() - 8));
}

} // namespace gpulab
