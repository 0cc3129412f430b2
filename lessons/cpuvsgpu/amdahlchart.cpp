// AmdahlChart: Amdahl's law with the model machines marked (see amdahlchart.h).
#include "lessons/cpuvsgpu/amdahlchart.h"

#include "widgets/chartframe.h"

#include <QChart>
#include <QChartView>
#include <QFontMetrics>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {
constexpr double kMinWorkers = 1;
constexpr double kMaxWorkers = 100000;
constexpr int kCurvePoints = 161; // 32 a decade

QString times(double value)
{
    return QLocale().toString(value, 'f', value < 100 ? 1 : 0);
}
} // namespace

AmdahlChart::AmdahlChart(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_frame = new ChartFrame(tr("Amdahl's law: the best speedup with N workers"), this);
    m_frame->setObjectName(QStringLiteral("amdahl"));
    m_frame->setLogToggleVisible(true);
    m_frame->setCsvProvider([this] { return csv(); });
    m_frame->setMinimumLines(13);
    connect(m_frame, &ChartFrame::logScaleChanged, this, &AmdahlChart::rebuild);
    layout->addWidget(m_frame, 1);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setAccessibleName(tr("Amdahl's law in words"));
    layout->addWidget(m_summary);
    setWorkload(0, 8, 512);
}

double AmdahlChart::speedup(double s, double n)
{
    return 1.0 / (s + (1.0 - s) / n);
}

void AmdahlChart::setWorkload(double serialFraction, int cpuWorkers, int gpuWorkers)
{
    serialFraction = std::clamp(serialFraction, 0.0, 1.0);
    if (m_curve && serialFraction == m_serial && cpuWorkers == m_cpuWorkers &&
        gpuWorkers == m_gpuWorkers)
        return;
    m_serial = serialFraction;
    m_cpuWorkers = std::max(1, cpuWorkers);
    m_gpuWorkers = std::max(1, gpuWorkers);
    rebuild();
}

void AmdahlChart::setSceneStyle(const SceneStyle &style)
{
    m_style = style;
    m_styled = true;
    rebuild();
}

QString AmdahlChart::summary() const
{
    const QString cpu = tr("%1 CPU cores reach at most %2\u00d7")
                            .arg(QLocale().toString(m_cpuWorkers))
                            .arg(times(speedup(m_serial, m_cpuWorkers)));
    const QString gpu = tr("%1 GPU lanes at most %2\u00d7")
                            .arg(QLocale().toString(m_gpuWorkers))
                            .arg(times(speedup(m_serial, m_gpuWorkers)));
    if (m_serial <= 0)
        return tr("No serial part: the speedup grows with every worker added (%1; %2), as long as "
                  "there is work for all of them.")
            .arg(cpu, gpu);
    return tr("Serial part %1 %: however many workers, the speedup never passes 1/s = %2\u00d7. "
              "%3; %4, each over one worker of its own kind.")
        .arg(QLocale().toString(m_serial * 100, 'g', 3))
        .arg(times(1.0 / m_serial))
        .arg(cpu, gpu);
}

QString AmdahlChart::csv() const
{
    QString text = QStringLiteral("workers,speedup,serial_fraction\n");
    for (int i = 0; i < kCurvePoints; ++i) {
        const double n = std::pow(10.0, 5.0 * i / (kCurvePoints - 1));
        text += QStringLiteral("%1,%2,%3\n")
                    .arg(n, 0, 'g', 6)
                    .arg(speedup(m_serial, n), 0, 'g', 6)
                    .arg(m_serial);
    }
    return text;
}

void AmdahlChart::rebuild()
{
    QChart *chart = m_frame->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes())
        chart->removeAxis(axis), delete axis;

    const QColor text = m_style.foreground;
    const QColor grid = m_style.muted;
    const QColor cpuColour = m_style.series[0];
    const QColor gpuColour = m_style.series[4];
    const qreal width = m_style.highContrast ? 3.5 : 2.5;
    if (m_styled) {
        chart->setBackgroundBrush(m_style.background);
        chart->setTitleBrush(text);
        chart->legend()->setLabelColor(text);
        QFont title = m_style.font;
        title.setBold(true);
        chart->setTitleFont(title);
        chart->legend()->setFont(m_style.font);
    }
    // No chart title (the tab says what it is): the plot keeps the height. The curve's name
    // carries the serial part; the legend sits at the right, out of the plot's way.
    chart->setTitle(QString());
    chart->legend()->setAlignment(Qt::AlignRight);

    auto *x = new QLogValueAxis;
    x->setBase(10);
    x->setRange(kMinWorkers * 0.8, kMaxWorkers * 1.25);
    x->setLabelFormat(QStringLiteral("%g"));
    x->setTitleText(tr("Workers N (logarithmic)"));
    // With a serial part, up to just above the ceiling; without one there is no ceiling, and
    // the axis ends above the GPU's lanes (the curve leaves the top: it keeps growing).
    const double top = m_serial > 0 ? 1.0 / m_serial : 1.2 * m_gpuWorkers;
    QAbstractAxis *y;
    if (m_frame->logScale()) {
        auto *log = new QLogValueAxis;
        log->setBase(10);
        log->setRange(0.8, std::pow(10.0, std::ceil(std::log10(top * 1.2))));
        log->setLabelFormat(QStringLiteral("%g"));
        y = log;
    } else {
        auto *linear = new QValueAxis;
        linear->setRange(0, top * 1.15);
        linear->applyNiceNumbers();
        linear->setLabelFormat(QStringLiteral("%g"));
        y = linear;
    }
    y->setTitleText(tr("Speedup"));
    for (QAbstractAxis *axis : {static_cast<QAbstractAxis *>(x), y}) {
        if (m_styled) {
            axis->setLabelsBrush(text);
            axis->setTitleBrush(text);
            axis->setLabelsFont(m_style.font);
            axis->setTitleFont(m_style.font);
            axis->setGridLineColor(grid);
            axis->setLinePenColor(text);
        }
    }
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);

    m_curve = new QLineSeries;
    m_curve->setName(m_serial > 0 ? tr("1 / (s + (1 \u2212 s) / N), s = %1 %")
                                        .arg(QLocale().toString(m_serial * 100, 'g', 3))
                                  : tr("1 / (s + (1 \u2212 s) / N), s = 0"));
    m_curve->setPen(QPen(text, width));
    // Named on the chart where the legend does not fit: short, the tooltips say the rest.
    ChartFrame::setSeriesLabel(m_curve,
                               tr("s = %1 %").arg(QLocale().toString(m_serial * 100, 'g', 3)));
    for (int i = 0; i < kCurvePoints; ++i) {
        const double n = std::pow(10.0, 5.0 * i / (kCurvePoints - 1));
        m_curve->append(n, speedup(m_serial, n));
    }
    chart->addSeries(m_curve);
    m_curve->attachAxis(x);
    m_curve->attachAxis(y);
    m_frame->attachHover(m_curve, [](const QPointF &p) {
        return tr("%1 workers: %2\u00d7")
            .arg(QLocale().toString(qRound64(p.x())))
            .arg(times(p.y()));
    });

    m_ceiling = nullptr;
    if (m_serial > 0) {
        m_ceiling = new QLineSeries;
        m_ceiling->setName(tr("Ceiling 1/s = %1\u00d7").arg(times(1.0 / m_serial)));
        m_ceiling->setPen(QPen(grid, width, Qt::DashLine));
        ChartFrame::setSeriesLabel(m_ceiling, tr("1/s = %1\u00d7").arg(times(1.0 / m_serial)));
        m_ceiling->append(kMinWorkers * 0.8, 1.0 / m_serial);
        m_ceiling->append(kMaxWorkers * 1.25, 1.0 / m_serial);
        chart->addSeries(m_ceiling);
        m_ceiling->attachAxis(x);
        m_ceiling->attachAxis(y);
    }

    // Each mark named "CPU 8.0×" on the chart, or "CPU" where that has no room (a presenter's
    // small plot), so that the dot keeps a name.
    auto mark = [&](int workers, const QString &name, const QString &label,
                    const QString &shortLabel, const QColor &colour,
                    QScatterSeries::MarkerShape shape) {
        auto *series = new QScatterSeries;
        series->setName(name);
        ChartFrame::setSeriesLabel(series, label, shortLabel);
        series->setMarkerShape(shape);
        series->setMarkerSize(QFontMetricsF(m_style.font).height() * 1.1);
        series->setColor(colour);
        series->setBorderColor(text);
        series->append(workers, speedup(m_serial, workers));
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        m_frame->attachHover(series, [name](const QPointF &) { return name; });
        return series;
    };
    m_cpuMark = mark(m_cpuWorkers,
                     tr("Model CPU: %1 cores, %2\u00d7")
                         .arg(QLocale().toString(m_cpuWorkers))
                         .arg(times(speedup(m_serial, m_cpuWorkers))),
                     tr("CPU %1\u00d7").arg(times(speedup(m_serial, m_cpuWorkers))),
                     tr("CPU", "the CPU's mark on the chart, where its speedup has no room"),
                     cpuColour, QScatterSeries::MarkerShapeRectangle);
    m_gpuMark = mark(m_gpuWorkers,
                     tr("Model GPU: %1 lanes, %2\u00d7")
                         .arg(QLocale().toString(m_gpuWorkers))
                         .arg(times(speedup(m_serial, m_gpuWorkers))),
                     tr("GPU %1\u00d7").arg(times(speedup(m_serial, m_gpuWorkers))),
                     tr("GPU", "the GPU's mark on the chart, where its speedup has no room"),
                     gpuColour, QScatterSeries::MarkerShapeTriangle);
    m_summary->setText(summary());
    m_frame->view()->setAccessibleDescription(summary());
}

} // namespace gpulab
