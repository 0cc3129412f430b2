// ChartFrame (see chartframe.h).
#include "widgets/chartframe.h"

#include "lessons/framework/csvwriter.h"
#include "widgets/aswritten.h"
#include "widgets/flowlayout.h"
#include "widgets/linebreaks.h"

#include <QAbstractAxis>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QCursor>
#include <QEvent>
#include <QFileDialog>
#include <QFontMetrics>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QLineF>
#include <QLocale>
#include <QLogValueAxis>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScatterSeries>
#include <QTextLayout>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {
const char *const kSeriesLabel = "gpulabSeriesLabel";
const char *const kSeriesShortLabel = "gpulabSeriesShortLabel";
// What the caller set on an axis, kept while fitAxes() changes it.
const char *const kSetBase = "gpulabSetBase";
const char *const kSetMinorTicks = "gpulabSetMinorTicks";
const char *const kSetTicks = "gpulabSetTicks";
const char *const kSetTitlePoints = "gpulabSetTitlePoints";
const char *const kSetTitle = "gpulabSetTitle";
const char *const kSetFormat = "gpulabSetFormat";
const char *const kStyled = "gpulabAxisStyle";        // the setAxisStyle() applied to the axis
const char *const kFittedTitle = "gpulabFittedTitle"; // the title as fitAxisTitle() set it
const char *const kFitKey = "gpulabTitleFitKey";      // what fitAxisTitle() fitted it for

// A label as the axis prints it: every chart localises its numbers (see the constructor), which
// Qt Charts does by reading "%[.precision]<d|e|f|g|i|E|G>" from the label format (precision 6
// unless given) and writing the number with the chart's locale.
QString axisLabel(const QString &format, double value, const QLocale &locale)
{
    static const QRegularExpression spec(QStringLiteral("^([^%]*)%\\.?([0-9]*)([defgiEG])(.*)$"));
    const QRegularExpressionMatch match = spec.match(format);
    if (!match.hasMatch())
        return locale.toString(value, 'g', 6);
    const QChar kind = match.captured(3).at(0);
    const int precision = match.captured(2).isEmpty() ? 6 : match.captured(2).toInt();
    const QString number = kind == QLatin1Char('d') || kind == QLatin1Char('i')
                               ? locale.toString(qint64(value))
                               : locale.toString(value, kind.toLatin1(), precision);
    return match.captured(1) + number + match.captured(4);
}

// Qt Charts 6.4 prints no label at all for a localised format without a precision ("%g",
// "%d", "%i", ...: every chart localises, see the constructor). The same format with the
// precision printf implies: six digits for e, f and g, none after the point for d and i.
QString formatWithPrecision(const QString &format)
{
    static const QRegularExpression bare(QStringLiteral("%([defgiEG])"));
    const QRegularExpressionMatch match = bare.match(format);
    if (!match.hasMatch())
        return format;
    const QChar kind = match.captured(1).at(0);
    const QString precise = kind == QLatin1Char('d') || kind == QLatin1Char('i')
                                ? QStringLiteral("%.0f")
                                : QStringLiteral("%.6") + kind;
    return QString(format).replace(match.capturedStart(), match.capturedLength(), precise);
}

// A logarithmic axis labels powers (1, 10, 100, ... 1,000,000): printf's %g writes a million as
// "1E+06" (six digits at most before it turns to exponents), which is C, not how anyone writes
// a number in the UI's language. Its labels are written out instead, grouped as the language
// groups them ("1,000,000"; "١٬٠٠٠٬٠٠٠" in Arabic), from 0.0001 up to 10^12: twelve significant
// digits, which also hide the last bits of a power computed in floating point.
QString logAxisFormat(const QString &format)
{
    static const QRegularExpression general(QStringLiteral("%(\\.[0-9]*)?[gG]"));
    const QRegularExpressionMatch match = general.match(format);
    if (!match.hasMatch())
        return formatWithPrecision(format);
    return QString(format).replace(match.capturedStart(), match.capturedLength(),
                                   QStringLiteral("%.12g"));
}

// The room one label takes along an axis: its width plus a gap on a horizontal axis, a line
// and a half on a vertical one.
qreal labelRoom(const QFontMetricsF &metrics, const QString &label, bool horizontal)
{
    return horizontal ? metrics.horizontalAdvance(label) + metrics.averageCharWidth() * 2
                      : metrics.height() * 1.5;
}

// Remembers what the caller set on `axis` under `name` the first time, and returns it.
QVariant setByCaller(QAbstractAxis *axis, const char *name, const QVariant &current)
{
    if (!axis->property(name).isValid())
        axis->setProperty(name, current);
    return axis->property(name);
}

void fitLogAxis(QLogValueAxis *axis, qreal length, bool horizontal, const QLocale &locale)
{
    const double base = setByCaller(axis, kSetBase, axis->base()).toDouble();
    const int minor = setByCaller(axis, kSetMinorTicks, axis->minorTickCount()).toInt();
    if (base <= 1 || axis->min() <= 0 || axis->max() <= axis->min())
        return;
    const QFontMetricsF metrics(axis->labelsFont());
    double chosen = base;
    for (int power = 1; power <= 8; ++power) {
        chosen = std::pow(base, power);
        const double first = std::ceil(std::log(axis->min()) / std::log(chosen) - 1e-9);
        const double last = std::floor(std::log(axis->max()) / std::log(chosen) + 1e-9);
        qreal needed = 0;
        for (double k = first; k <= last; ++k)
            needed = std::max(needed,
                              labelRoom(metrics,
                                        axisLabel(axis->labelFormat(), std::pow(chosen, k), locale),
                                        horizontal));
        const double count = std::max(1.0, last - first + 1);
        if (needed * count <= length)
            break;
    }
    if (axis->base() != chosen)
        axis->setBase(chosen);
    // Minor lines a few pixels apart are hatching, not a grid.
    const double decades = std::log(axis->max() / axis->min()) / std::log(chosen);
    const qreal perMajor = decades > 0 ? length / decades : length;
    int wantMinor = minor;
    const int lines = minor < 0 ? int(std::ceil(chosen)) - 2 : minor;
    if (lines > 0 && perMajor / (lines + 1) < 12)
        wantMinor = 0;
    if (axis->minorTickCount() != wantMinor)
        axis->setMinorTickCount(wantMinor);
}

void fitValueAxis(QValueAxis *axis, qreal length, bool horizontal, const QLocale &locale)
{
    const int ticks = setByCaller(axis, kSetTicks, axis->tickCount()).toInt();
    if (ticks < 3 || axis->tickType() != QValueAxis::TicksFixed)
        return;
    const QFontMetricsF metrics(axis->labelsFont());
    qreal needed = 0;
    for (int i = 0; i < ticks; ++i)
        needed = std::max(
            needed, labelRoom(metrics,
                              axisLabel(axis->labelFormat(),
                                        axis->min() + (axis->max() - axis->min()) * i / (ticks - 1),
                                        locale),
                              horizontal));
    // Every step-th tick of the caller's: the same round numbers, fewer of them.
    const int intervals = ticks - 1;
    int chosen = 2;
    for (int step = 1; step <= intervals; ++step) {
        if (intervals % step != 0)
            continue;
        if (needed * (intervals / step + 1) <= length) {
            chosen = intervals / step + 1;
            break;
        }
    }
    if (axis->tickCount() != chosen)
        axis->setTickCount(chosen);
}

// `text` laid out on one line in `font` as Qt Charts draws a title (a QGraphicsTextItem: every
// script in the font that really renders it, a Chinese title in the CJK fallback font): its
// width and height.
QSizeF titleLineSize(const QString &text, const QFont &font)
{
    QTextLayout layout(text, font);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    if (line.isValid())
        line.setLineWidth(1e6);
    layout.endLayout();
    return line.isValid() ? QSizeF(line.naturalTextWidth(), line.height()) : QSizeF();
}

qreal titleWidth(const QString &text, const QFont &font)
{
    return titleLineSize(text, font).width();
}

// How tall one line of `text` is (margins of half a pixel): a Chinese line in the taller CJK
// fallback font.
qreal lineHeight(const QString &text, const QFont &font)
{
    return std::max(QFontMetricsF(font).height(), titleLineSize(text, font).height()) + 1;
}

// The height an axis under or over the plot asks Qt Charts for: a line of its labels, the
// labels' padding, its title's lines and their padding.
qreal horizontalAxisHeight(QAbstractAxis *axis)
{
    QString sample = QStringLiteral("0123456789");
    if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
        sample += categories->categories().join(QString());
    qreal height = axis->labelsVisible() ? lineHeight(sample, axis->labelsFont()) + 4 : 0;
    if (!axis->titleText().isEmpty() && axis->isTitleVisible()) {
        const QStringList lines = axis->titleText().split(QStringLiteral("<br>"));
        for (const QString &line : lines)
            height += lineHeight(
                QString(line).remove(QStringLiteral("<nobr>")).remove(QStringLiteral("</nobr>")),
                axis->titleFont());
        height += 4;
    }
    return height + 2;
}

// `title` in lines at most `length` wide in `font`, broken only where Unicode's line breaking
// allows: at spaces, and between two characters of a script written without them (Chinese,
// Japanese). A piece wider than `length` keeps a line of its own.
QStringList titleLines(const QString &title, const QFont &font, qreal length)
{
    return fillLines(lineBreakPieces(title), length,
                     [&](const QString &line) { return titleWidth(line, font); });
}

void fitAxisTitle(QAbstractAxis *axis, qreal length)
{
    // The caller's title, unless the one shown is the wrapped form made here.
    if (axis->titleText() != axis->property(kFittedTitle).toString())
        axis->setProperty(kSetTitle, axis->titleText());
    const QString title = axis->property(kSetTitle).toString();
    if (title.isEmpty())
        return;
    QFont font = axis->titleFont();
    const qreal points = setByCaller(axis, kSetTitlePoints, font.pointSizeF()).toReal();
    if (points <= 0)
        return;
    // Smaller, to 75 % at most, then wrapped (titleLines()): one line at the largest size that
    // takes it, else two, else three at 75 %. Measured in whole pixels below the room (Qt Charts
    // elides a title a fraction of a pixel too long), the same lines for the same room.
    const qreal room = std::floor(length * 0.95) - 2;
    // Fitted already for this title, font and room (fitAxes runs at every change of the plot).
    QFont base = font;
    base.setPointSizeF(points);
    const QString key = title + QChar(0x1f) + base.key() + QChar(0x1f) + QString::number(room);
    if (axis->property(kFitKey).toString() == key &&
        axis->titleText() == axis->property(kFittedTitle).toString())
        return;
    axis->setProperty(kFitKey, key);
    const auto wrapped = [&](qreal size) {
        font.setPointSizeF(size);
        return titleLines(title, font, room);
    };
    QStringList lines;
    qreal fitted = points;
    for (int most = 1; most <= 3; ++most) {
        for (fitted = points; fitted > points * 0.75; fitted *= 0.95)
            if ((lines = wrapped(fitted)).size() <= most)
                break;
        fitted = std::max(fitted, points * 0.75);
        lines = wrapped(fitted);
        if (lines.size() <= most)
            break;
    }
    // Each line kept whole (<nobr>): the title item wraps no further where Qt Charts gives it
    // a width a fraction short of the line's.
    QString shown = title;
    if (lines.size() > 1) {
        for (QString &line : lines)
            line = QStringLiteral("<nobr>") + line.toHtmlEscaped() + QStringLiteral("</nobr>");
        shown = lines.join(QStringLiteral("<br>"));
    }
    fitted = std::max(fitted, points * 0.75);
    if (std::abs(axis->titleFont().pointSizeF() - fitted) > 0.01) {
        font.setPointSizeF(fitted);
        axis->setTitleFont(font);
    }
    axis->setProperty(kFittedTitle, shown);
    if (axis->titleText() != shown)
        axis->setTitleText(shown);
}
} // namespace

// The chart view that draws the series' names over the chart (ChartFrame::setNamesOnSeries).
class LabelledChartView : public QChartView
{
public:
    LabelledChartView(QChart *chart, ChartFrame *frame) : QChartView(chart, frame), m_frame(frame)
    {}

protected:
    void drawForeground(QPainter *painter, const QRectF &rect) override
    {
        QChartView::drawForeground(painter, rect);
        m_frame->paintSeriesNames(*painter);
    }

private:
    ChartFrame *m_frame;
};

ChartFrame::ChartFrame(const QString &title, QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *chart = new QChart;
    chart->legend()->setVisible(true);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setAnimationOptions(QChart::NoAnimation); // idle app = idle CPU
    // Axis labels in the UI language's digits and separators (Qt Charts writes printf's C
    // locale unless told), the language as it is now: a language switch makes the page anew.
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    m_view = new LabelledChartView(chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    setTitle(title);
    updateMinimumHeight();
    // Fitted after the chart has laid itself out (fitting changes the plot area in turn).
    connect(chart, &QChart::plotAreaChanged, this,
            [this] { QTimer::singleShot(0, this, &ChartFrame::fitAxes); });
    layout->addWidget(m_view, 1);

    auto *tools = new FlowLayout; // wraps under large text instead of widening the page
    m_log = new QCheckBox(this);
    m_log->setVisible(false);
    connect(m_log, &QCheckBox::toggled, this, &ChartFrame::logScaleChanged);
    m_png = new QPushButton(this);
    m_csvButton = new QPushButton(this);
    connect(m_png, &QPushButton::clicked, this, &ChartFrame::askAndExportPng);
    connect(m_csvButton, &QPushButton::clicked, this, &ChartFrame::askAndExportCsv);
    tools->addWidget(m_log);
    tools->addWidget(m_png);
    tools->addWidget(m_csvButton);
    layout->addLayout(tools);
    retranslateUi();
}

void ChartFrame::setTitle(const QString &title)
{
    chart()->setTitle(title);
    m_view->setAccessibleName(title);
}

void ChartFrame::retranslateUi()
{
    m_log->setText(tr("&Logarithmic scale"));
    m_png->setText(tr("Export &PNG\u2026"));
    m_csvButton->setText(tr("Export CS&V\u2026"));
}

void ChartFrame::fitAxes()
{
    // An axis' labels and title change the room of the other axis, never their own: fitting
    // settles at once (and sets only what differs, so it does not loop through
    // plotAreaChanged).
    QChart *chart = this->chart();
    // The plot as laid out at the chart's size now (Qt Charts lays out later, when the event
    // loop is back: a plot area of the size before, beside the view's height after).
    if (QGraphicsLayout *layout = chart->layout())
        layout->activate();
    const QSizeF plot = chart->plotArea().size();
    if (plot.isEmpty())
        return;
    // Whole numbers that name rather than count ("%d": a launch year, a matrix size N) are
    // written as wholeText() writes them, without digit grouping ("2016", never "2.016" or
    // "2,016"). Qt Charts writes every axis with the chart's one locale: a chart with such an axis
    // writes all its numbers ungrouped (its other axis holds a few digits: GB, GFLOP/s).
    bool names = false;
    for (QAbstractAxis *axis : chart->axes()) {
        QString format;
        if (auto *log = qobject_cast<QLogValueAxis *>(axis))
            format = log->labelFormat();
        else if (auto *value = qobject_cast<QValueAxis *>(axis))
            format = value->labelFormat();
        static const QRegularExpression whole(QStringLiteral("%[0-9]*[di]"));
        names = names || whole.match(setByCaller(axis, kSetFormat, format).toString()).hasMatch();
    }
    QLocale numbers;
    if (names)
        numbers.setNumberOptions(numbers.numberOptions() | QLocale::OmitGroupSeparator);
    if (chart->locale() != numbers)
        chart->setLocale(numbers);
    for (QAbstractAxis *axis : chart->axes()) {
        if (m_axisStyle > 0 && axis->property(kStyled).toInt() != m_axisStyle) {
            axis->setProperty(kStyled, m_axisStyle);
            axis->setLabelsBrush(m_axisText);
            axis->setTitleBrush(m_axisText);
            axis->setLinePenColor(m_axisText);
            axis->setGridLineColor(m_axisGrid);
            axis->setLabelsFont(m_axisFont);
            axis->setTitleFont(m_axisFont);
            axis->setProperty(kSetTitlePoints, m_axisFont.pointSizeF()); // the size to fit from
        }
        if (auto *log = qobject_cast<QLogValueAxis *>(axis)) {
            if (const QString format = logAxisFormat(log->labelFormat());
                format != log->labelFormat())
                log->setLabelFormat(format);
        } else if (auto *value = qobject_cast<QValueAxis *>(axis)) {
            if (const QString format = formatWithPrecision(value->labelFormat());
                format != value->labelFormat())
                value->setLabelFormat(format);
        }
        const bool horizontal = axis->orientation() == Qt::Horizontal;
        const qreal length = horizontal ? plot.width() : plot.height();
        if (auto *log = qobject_cast<QLogValueAxis *>(axis))
            fitLogAxis(log, length, horizontal, chart->locale());
        else if (auto *value = qobject_cast<QValueAxis *>(axis))
            fitValueAxis(value, length, horizontal, chart->locale());
        fitAxisTitle(axis, length);
    }
    // Qt Charts gives the axes under (or over) the plot at most 40 % of the room of the axes
    // and the plot, and elides their labels and title to "..." beyond it (a short chart, a
    // Chinese title's taller line): the view grows until they fit (the page scrolls), and
    // keeps that height while these axes stay.
    qreal under = 0;
    for (QAbstractAxis *axis : chart->axes())
        if (axis->isVisible() && axis->orientation() == Qt::Horizontal)
            under += horizontalAxisHeight(axis);
    constexpr qreal kAxisShare = 0.4; // Qt Charts' maxAxisPortion (cartesianchartlayout.cpp)
    if (under > plot.height() * kAxisShare / (1 - kAxisShare)) {
        // Squeezed: the plot has 60 % of the room; the room must grow to under / 40 %.
        // Never more than the lines' height, four more (the chart's title, the legend, the
        // margins) and all of that room: the chart never grows without end.
        const qreal room = plot.height() / (1 - kAxisShare);
        const int lines = QFontMetrics(m_view->font()).lineSpacing() * (m_minimumLines + 4);
        const int needed =
            std::min(m_view->height() + int(std::ceil(under / kAxisShare - room)) + 1,
                     lines + int(std::ceil(under / kAxisShare)));
        if (needed > m_axesMinimum) {
            m_axesMinimum = needed;
            updateMinimumHeight();
        }
    }
}

void ChartFrame::setAxisStyle(const QColor &text, const QColor &grid, const QFont &font)
{
    m_axisText = text;
    m_axisGrid = grid;
    m_axisFont = font;
    ++m_axisStyle;
    fitAxes();
}

void ChartFrame::clearChart(const SceneStyle *style)
{
    QChart *chart = this->chart();
    // The axes the caller adds next get the axis style (and fit) once the event loop is back,
    // also where the plot area does not change: a chart rebuilt in the same place kept Qt
    // Charts' default grey labels (the class roofline on the projector's black).
    QTimer::singleShot(0, this, &ChartFrame::fitAxes);
    chart->setLocale(QLocale()); // the axes made next write the language's numbers
    m_axesMinimum = 0;           // and ask for their own room
    updateMinimumHeight();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    if (!style)
        return;
    chart->setBackgroundBrush(style->background);
    chart->setTitleBrush(style->foreground);
    chart->legend()->setLabelColor(style->foreground);
    QFont title = style->font;
    title.setBold(true);
    chart->setTitleFont(title);
    chart->legend()->setFont(style->font);
}

QChart *ChartFrame::chart() const
{
    return m_view->chart();
}

void ChartFrame::setLogToggleVisible(bool visible)
{
    m_log->setVisible(visible);
}

bool ChartFrame::logScale() const
{
    return m_log->isChecked();
}

void ChartFrame::attachHover(QXYSeries *series, std::function<QString(const QPointF &)> describe)
{
    connect(series, &QXYSeries::hovered, this,
            [this, describe = std::move(describe)](const QPointF &point, bool state) {
                if (state)
                    QToolTip::showText(QCursor::pos(), describe(point), m_view);
                else
                    QToolTip::hideText();
            });
}

void ChartFrame::attachHover(QBarSet *set, std::function<QString(int)> describe)
{
    connect(set, &QBarSet::hovered, this,
            [this, describe = std::move(describe)](bool state, int index) {
                if (state)
                    QToolTip::showText(QCursor::pos(), describe(index), m_view);
                else
                    QToolTip::hideText();
            });
}

void ChartFrame::setMinimumLines(int lines)
{
    m_minimumLines = lines;
    updateMinimumHeight();
}

void ChartFrame::updateMinimumHeight()
{
    m_view->setMinimumHeight(
        std::max(QFontMetrics(m_view->font()).lineSpacing() * m_minimumLines, m_axesMinimum));
}

void ChartFrame::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        m_axesMinimum = 0; // fitAxes() measures again
        updateMinimumHeight();
    } else if (event->type() == QEvent::LanguageChange)
        retranslateUi(); // the title is the caller's, which sets it again
}

void ChartFrame::setNamesOnSeries(bool on)
{
    m_namesOnSeries = on;
    chart()->legend()->setVisible(!on);
    m_view->viewport()->update();
}

void ChartFrame::setSeriesLabel(QAbstractSeries *series, const QString &label,
                                const QString &shortLabel)
{
    series->setProperty(kSeriesLabel, label);
    series->setProperty(kSeriesShortLabel, shortLabel);
}

bool ChartFrame::legendFits() const
{
    // Qt Charts lays the legend out in one row under the chart and elides what does not fit.
    const QChart *chart = this->chart();
    const QFontMetricsF metrics(chart->legend()->font());
    qreal needed = 0;
    for (const QAbstractSeries *series : chart->series())
        if (series->isVisible() && !series->name().isEmpty())
            needed += metrics.horizontalAdvance(series->name()) + metrics.height() * 2.5;
    return needed <= chart->size().width() - metrics.height() * 2;
}

void ChartFrame::paintSeriesNames(QPainter &painter)
{
    m_placedText.clear();
    QChart *chart = this->chart();
    if (!chart)
        return;
    // A legend whose entries would be elided gives way to names on the series.
    const bool names = m_namesOnSeries || !legendFits();
    if (chart->legend()->isVisible() == names)
        chart->legend()->setVisible(!names); // the chart lays itself out again and repaints
    if (!names)
        return;
    // The text in the view's (zoomed, presenter) font, bold, in the axes' colour; names stay
    // inside the plot area.
    SceneStyle style;
    style.font = m_view->font();
    style.font.setBold(true);
    style.textLog = &m_placedText;
    QColor text = palette().color(QPalette::WindowText);
    if (!chart->axes().isEmpty())
        text = chart->axes().constFirst()->labelsBrush().color();
    const QRectF plot = chart->mapRectToScene(chart->plotArea());
    painter.save();
    // A chart is notation: its axes run left to right in Arabic too, and its names are placed
    // as written (a right-to-left painter would swap their alignments and push them out of the
    // plot), each read in its own script's direction.
    const AsWritten asWritten(painter);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(style.font);
    painter.setPen(text);
    SceneLabels labels(painter, style, plot);
    const qreal line = QFontMetricsF(style.font).height();
    const qreal gap = line * 0.25;
    const auto scene = [&](const QPointF &value, QAbstractSeries *series) {
        return chart->mapToScene(chart->mapToPosition(value, series));
    };
    // The dots and the lines are shapes the names keep clear of (a line as a chain of small
    // squares along it); the dots' names go first, then the lines'.
    for (QAbstractSeries *series : chart->series()) {
        auto *xy = qobject_cast<QXYSeries *>(series);
        if (!xy || qobject_cast<QScatterSeries *>(series) || !xy->isVisible())
            continue;
        for (qsizetype i = 1; i < xy->count(); ++i) {
            const QPointF a = scene(xy->at(i - 1), xy), b = scene(xy->at(i), xy);
            const int steps = std::max(2, int(QLineF(a, b).length() / (line * 0.4)));
            for (int k = 0; k <= steps; ++k) {
                const QPointF p = a + (b - a) * (double(k) / steps);
                labels.avoid(QRectF(p - QPointF(1, 1), QSizeF(2, 2)));
            }
        }
    }
    // Every dot is a shape the names keep clear of; a scatter series is named once, beside the
    // first of its dots with room (its colour and shape say which other dots are its own, as a
    // legend's entry would): naming every dot crowds a chart of a few families of many dots.
    QList<QPair<QScatterSeries *, QList<QPointF>>> dots;
    for (QAbstractSeries *series : chart->series())
        if (auto *scatter = qobject_cast<QScatterSeries *>(series);
            scatter && scatter->isVisible()) {
            QList<QPointF> at;
            for (const QPointF &point : scatter->points()) {
                at.append(scene(point, scatter));
                const qreal r = scatter->markerSize() / 2 + 1;
                labels.avoid(QRectF(at.last() - QPointF(r, r), at.last() + QPointF(r, r)));
            }
            if (!at.isEmpty())
                dots.append({scatter, at});
        }
    const auto nameOf = [](QAbstractSeries *series) {
        const QString label = series->property(kSeriesLabel).toString();
        return label.isEmpty() ? series->name() : label;
    };
    // The name at the first free spot, else its short form; where neither fits, none (the
    // name is left out rather than drawn over the others, where no name could be read). A
    // name placed keeps the others a gap away: two names that touch read as one.
    const auto name = [&](QAbstractSeries *series, const QList<SceneLabels::Spot> &spots) {
        QRectF placed = labels.placeIfRoom(nameOf(series), spots);
        if (placed.isNull())
            placed = labels.placeIfRoom(series->property(kSeriesShortLabel).toString(), spots);
        // (+ 1.5: SceneLabels lets boxes that merely touch pass, 0.75 px off each.)
        if (!placed.isNull())
            labels.avoid(placed.adjusted(-gap - 1.5, -gap - 1.5, gap + 1.5, gap + 1.5));
    };
    // The series with the fewest dots first: they have the fewest places to be named at.
    std::stable_sort(dots.begin(), dots.end(), [](const auto &a, const auto &b) {
        return a.second.size() < b.second.size();
    });
    for (const auto &[series, points] : dots) {
        const qreal r = series->markerSize() / 2 + gap;
        const qreal w = plot.width();
        QList<SceneLabels::Spot> spots;
        for (const QPointF &at : points)
            spots << SceneLabels::Spot{QRectF(at.x() + r, at.y() - line / 2, w, line),
                                       Qt::AlignLeft | Qt::AlignVCenter}
                  << SceneLabels::Spot{QRectF(at.x() - r - w, at.y() - line / 2, w, line),
                                       Qt::AlignRight | Qt::AlignVCenter}
                  << SceneLabels::Spot{QRectF(at.x() - w / 2, at.y() - r - line, w, line),
                                       Qt::AlignHCenter | Qt::AlignBottom}
                  << SceneLabels::Spot{QRectF(at.x() - w / 2, at.y() + r, w, line),
                                       Qt::AlignHCenter | Qt::AlignTop}
                  << SceneLabels::Spot{QRectF(at.x() + r, at.y() - r - line, w, line),
                                       Qt::AlignLeft | Qt::AlignBottom}
                  << SceneLabels::Spot{QRectF(at.x() + r, at.y() + r, w, line),
                                       Qt::AlignLeft | Qt::AlignTop}
                  << SceneLabels::Spot{QRectF(at.x() - r - w, at.y() - r - line, w, line),
                                       Qt::AlignRight | Qt::AlignBottom}
                  << SceneLabels::Spot{QRectF(at.x() - r - w, at.y() + r, w, line),
                                       Qt::AlignRight | Qt::AlignTop};
        name(series, spots);
    }
    for (QAbstractSeries *series : chart->series()) {
        auto *xy = qobject_cast<QXYSeries *>(series);
        if (!xy || qobject_cast<QScatterSeries *>(series) || !xy->isVisible() || xy->count() < 2)
            continue;
        // Beside points along the line, from its end back to its start: above or below it,
        // ending or starting there — the first place that is free.
        QList<QPointF> path;
        for (qsizetype i = 0; i < xy->count(); ++i)
            path.append(scene(xy->at(i), xy));
        qreal length = 0;
        for (qsizetype i = 1; i < path.size(); ++i)
            length += QLineF(path[i - 1], path[i]).length();
        const auto pointAt = [&](qreal along) {
            for (qsizetype i = 1; i < path.size(); ++i) {
                const qreal step = QLineF(path[i - 1], path[i]).length();
                if (along <= step && step > 0)
                    return path[i - 1] + (path[i] - path[i - 1]) * (along / step);
                along -= step;
            }
            return path.last();
        };
        // Points on the part of the line the plot shows (a curve may leave it), end first.
        QList<QPointF> shown;
        constexpr int kSamples = 256;
        for (int k = kSamples; k >= 0; --k)
            if (const QPointF p = pointAt(length * k / kSamples); plot.contains(p))
                shown.append(p);
        QList<QPointF> anchors;
        for (int k = 0; k < 8 && !shown.isEmpty(); ++k)
            anchors.append(shown[qsizetype(k * (shown.size() - 1) / 7)]);
        const qreal w = plot.width();
        QList<SceneLabels::Spot> spots;
        for (const QPointF &p : anchors) {
            spots.append(
                {QRectF(p.x() - w, p.y() - gap - line, w, line), Qt::AlignRight | Qt::AlignBottom});
            spots.append({QRectF(p.x() - w, p.y() + gap, w, line), Qt::AlignRight | Qt::AlignTop});
            spots.append({QRectF(p.x() + gap, p.y() - gap - line, w, line),
                          Qt::AlignLeft | Qt::AlignBottom});
            spots.append({QRectF(p.x() + gap, p.y() + gap, w, line), Qt::AlignLeft | Qt::AlignTop});
        }
        name(series, spots);
    }
    painter.restore();
}

bool ChartFrame::exportPng(const QString &path, QString *error) const
{
    const QPixmap picture = m_view->grab();
    if (picture.isNull() || !picture.save(path, "PNG")) {
        if (error)
            *error = tr("Could not write %1.").arg(path);
        return false;
    }
    return true;
}

bool ChartFrame::exportCsv(const QString &path, QString *error) const
{
    return csv::writeFile(path, csv(), error);
}

void ChartFrame::askAndExportPng()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Chart as PNG"), QStringLiteral("chart.png"), tr("PNG images (*.png)"));
    QString error;
    if (!path.isEmpty() && !exportPng(path, &error))
        QMessageBox::warning(this, tr("Export Chart"), error);
}

void ChartFrame::askAndExportCsv()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Chart Data as CSV"), QStringLiteral("chart.csv"), tr("CSV files (*.csv)"));
    QString error;
    if (!path.isEmpty() && !exportCsv(path, &error))
        QMessageBox::warning(this, tr("Export Chart Data"), error);
}

} // namespace gpulab
