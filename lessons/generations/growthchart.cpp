// GrowthChart: a figure against the launch year, on a log axis (see growthchart.h).
#include "lessons/generations/growthchart.h"

#include "lessons/framework/csvwriter.h"
#include "lessons/framework/numbertext.h"
#include "lessons/framework/sentencetext.h"
#include "lessons/generations/generationsmath.h"
#include "widgets/chartframe.h"
#include "widgets/flowlayout.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

using Metric = GenerationsModel::Metric;

GrowthChart::Group groupOf(const GpuSpec &spec, bool *shown)
{
    *shown = true;
    if (spec.market == QLatin1String("consumer") && spec.kind == GpuKind::Gpu)
        return GrowthChart::Consumer;
    const QList<GpuSpec> timeline = generations::timelineRows({spec});
    if (timeline.isEmpty()) {
        *shown = false;
        return GrowthChart::Consumer;
    }
    if (spec.vendor == QLatin1String("NVIDIA"))
        return GrowthChart::NvidiaDatacenter;
    if (spec.vendor == QLatin1String("AMD"))
        return GrowthChart::Amd;
    if (spec.vendor == QLatin1String("Google"))
        return GrowthChart::GoogleTpu;
    *shown = false;
    return GrowthChart::Consumer;
}

QString figureText(double value)
{
    return withoutTrailingZeros(value, 1, QLocale()); // 2,039, 112.5, 19.5
}

} // namespace

QList<GrowthChart::Point> GrowthChart::pointsOf(const QList<GpuSpec> &specs, Metric metric)
{
    QList<Point> points;
    for (const GpuSpec &spec : specs) {
        bool shown = false;
        const Group group = groupOf(spec, &shown);
        const double value = GenerationsModel::valueOf(spec, metric);
        if (shown && isKnown(value))
            points << Point{spec, group, value};
    }
    std::stable_sort(points.begin(), points.end(), [](const Point &a, const Point &b) {
        if (a.group != b.group)
            return a.group < b.group;
        return a.spec.year != b.spec.year ? a.spec.year < b.spec.year : a.value < b.value;
    });
    return points;
}

GrowthChart::GrowthChart(const QList<GpuSpec> &specs, QWidget *parent)
    : QWidget(parent), m_specs(specs)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *row = new FlowLayout;
    auto *label = new QLabel(tr("&Figure:"), this);
    m_metricBox = new QComboBox(this);
    m_metricBox->setObjectName(QStringLiteral("growthMetric"));
    m_metricBox->setAccessibleName(tr("Figure shown on the growth chart"));
    for (Metric metric : {Metric::Compute, Metric::Memory, Metric::Bandwidth})
        m_metricBox->addItem(tr("%1 (%2)").arg(GenerationsModel::metricName(metric),
                                               GenerationsModel::metricUnit(metric)),
                             int(metric));
    label->setBuddy(m_metricBox);
    row->addPair(label, m_metricBox);
    layout->addLayout(row);
    m_frame = new ChartFrame(tr("Growth by launch year"), this);
    m_frame->setObjectName(QStringLiteral("growthChart"));
    m_frame->setCsvProvider([this] { return csv(); });
    layout->addWidget(m_frame, 1);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("growthSummary"));
    m_summary->setWordWrap(true);
    m_summary->setAccessibleName(tr("The growth chart in words"));
    layout->addWidget(m_summary);
    connect(m_metricBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { setMetric(Metric(m_metricBox->itemData(index).toInt())); });
    rebuild();
}

void GrowthChart::setMetric(Metric metric)
{
    const int index = m_metricBox->findData(int(metric));
    if (index >= 0 && index != m_metricBox->currentIndex()) {
        m_metricBox->setCurrentIndex(index); // comes back here through the signal
        return;
    }
    if (metric == m_metric && m_frame->chart()->series().size() > 0)
        return;
    m_metric = metric;
    rebuild();
}

void GrowthChart::setSceneStyle(const SceneStyle &style)
{
    m_style = style;
    m_styled = true;
    m_frame->setAxisStyle(style.foreground, style.muted, style.font);
    rebuild();
}

QString GrowthChart::summary() const
{
    const QList<Point> points = pointsOf(m_specs, m_metric);
    const Point *first = nullptr;
    const Point *last = nullptr;
    for (const Point &point : points)
        if (point.group == NvidiaDatacenter) {
            if (!first)
                first = &point;
            if (!last || point.value > last->value)
                last = &point;
        }
    QString text = tr("Every point is a GPU's own datasheet figure, dense (never with 2:4 "
                      "sparsity), on a logarithmic axis: equal steps up are equal factors.");
    if (first && last && first != last)
        text = joinSentences(
            text, tr("NVIDIA's datacenter modules: %1 %2 (%3) to %4 %2 (%5), %6 in %7 years.")
                      .arg(figureText(first->value), GenerationsModel::metricUnit(m_metric),
                           GenerationsModel::shortName(first->spec), figureText(last->value),
                           GenerationsModel::shortName(last->spec),
                           generations::timesText(last->value / first->value))
                      .arg(wholeText(last->spec.year - first->spec.year)));
    if (m_metric == Metric::Compute)
        text = joinSentences(text, tr("The P100 has no tensor cores: its point is FP16 on the "
                                      "CUDA cores. Consumer cards' FP16 is with FP32 "
                                      "accumulation."));
    return text;
}

QString GrowthChart::csv() const
{
    QString text =
        csv::record({QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("year"),
                     QStringLiteral("figure"), QStringLiteral("value"), QStringLiteral("unit"),
                     QStringLiteral("source")});
    for (const Point &point : pointsOf(m_specs, m_metric))
        text += csv::record({point.spec.id, point.spec.name, QString::number(point.spec.year),
                             GenerationsModel::metricName(m_metric),
                             QString::number(point.value, 'g', 8),
                             GenerationsModel::metricUnit(m_metric), point.spec.source});
    return text;
}

void GrowthChart::rebuild()
{
    m_frame->clearChart(m_styled ? &m_style : nullptr);
    QChart *chart = m_frame->chart();
    chart->setTitle(QString());
    chart->legend()->setAlignment(Qt::AlignRight);
    const QList<Point> points = pointsOf(m_specs, m_metric);
    double low = 0, high = 0;
    int firstYear = 9999, lastYear = 0;
    for (const Point &point : points) {
        low = low == 0 ? point.value : std::min(low, point.value);
        high = std::max(high, point.value);
        firstYear = std::min(firstYear, point.spec.year);
        lastYear = std::max(lastYear, point.spec.year);
    }
    if (points.isEmpty()) {
        low = 1, high = 10, firstYear = 2016, lastYear = 2025;
    }
    auto *x = new QValueAxis;
    x->setRange(firstYear - 0.5, lastYear + 0.5);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(firstYear);
    x->setTickInterval(lastYear - firstYear > 6 ? 2 : 1);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setTitleText(tr("Launch year"));
    auto *y = new QLogValueAxis;
    y->setBase(10);
    y->setRange(std::pow(10.0, std::floor(std::log10(low))),
                std::pow(10.0, std::ceil(std::log10(high * 1.0001))));
    y->setLabelFormat(QStringLiteral("%g"));
    y->setTitleText(
        tr("%1, %2 (logarithmic)")
            .arg(GenerationsModel::metricName(m_metric), GenerationsModel::metricUnit(m_metric)));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);

    // One line per group, its points marked: a line's name is placed on the chart only where
    // there is room (ChartFrame), so a crowded projector never gets names over names. Lines
    // differ by pen style as well as colour.
    const QString names[GroupCount] = {tr("NVIDIA datacenter"), tr("AMD"),
                                       tr("Google TPU (rented)"), tr("Consumer cards")};
    const QColor colours[GroupCount] = {m_style.series[1], m_style.series[6], m_style.series[2],
                                        m_style.series[0]};
    const Qt::PenStyle pens[GroupCount] = {Qt::SolidLine, Qt::SolidLine, Qt::DashLine, Qt::DotLine};
    const qreal marker = QFontMetricsF(m_style.font).height() * 0.7;
    const qreal width = m_style.highContrast ? 3.0 : 2.0;
    for (int g = 0; g < GroupCount; ++g) {
        QList<Point> group;
        for (const Point &point : points)
            if (point.group == g)
                group << point;
        if (group.isEmpty())
            continue;
        auto *series = new QLineSeries;
        series->setName(names[g]);
        series->setPen(QPen(colours[g], width, pens[g]));
        series->setPointsVisible(true);
        series->setMarkerSize(marker);
        for (const Point &point : group)
            series->append(point.spec.year, point.value);
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        m_frame->attachHover(series, [group, this](const QPointF &p) {
            const Point *nearest = nullptr;
            double distance = 0;
            for (const Point &point : group) {
                const double d =
                    std::abs(point.spec.year - p.x()) +
                    std::abs(std::log10(point.value) - std::log10(std::max(p.y(), 1e-9)));
                if (!nearest || d < distance)
                    nearest = &point, distance = d;
            }
            if (!nearest)
                return QString();
            QString text =
                tr("%1 (%2): %3 %4")
                    .arg(nearest->spec.name)
                    .arg(wholeText(nearest->spec.year))
                    .arg(figureText(nearest->value), GenerationsModel::metricUnit(m_metric));
            if (m_metric == Metric::Compute && !generations::denseHalfPeak(nearest->spec).tensor)
                text += tr(" (FP16 on the CUDA cores: no tensor cores)");
            return text + QLatin1Char('\n') + tr("Source: %1").arg(nearest->spec.source);
        });
    }
    m_summary->setText(summary());
    m_frame->view()->setAccessibleDescription(summary());
}

} // namespace gpulab
