// Drawing a roofline (see rooflineplot.h).
#include "widgets/rooflineplot.h"

#include "widgets/chartframe.h"
#include "widgets/simulationscene.h"

#include "compute/variants.h"

#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>

#include <algorithm>
#include <cmath>

namespace gpulab::rooflineplot {

Axes addAxes(QChart *chart, double highestGflops)
{
    Axes axes;
    axes.x = new QLogValueAxis;
    axes.x->setBase(10);
    axes.x->setRange(kMinIntensity, kMaxIntensity);
    axes.x->setLabelFormat(QStringLiteral("%g"));
    axes.x->setTitleText(QCoreApplication::translate(
        "gpulab::RooflinePlot", "Arithmetic intensity (FLOP per byte of memory traffic)"));
    axes.y = new QLogValueAxis;
    axes.y->setBase(10);
    const double top = std::max(highestGflops, 1.0) * 4;
    axes.y->setRange(0.1, std::pow(10.0, std::ceil(std::log10(top))));
    axes.y->setLabelFormat(QStringLiteral("%g"));
    axes.y->setTitleText(QCoreApplication::translate("gpulab::RooflinePlot", "GFLOP/s"));
    chart->addAxis(axes.x, Qt::AlignBottom);
    chart->addAxis(axes.y, Qt::AlignLeft);
    return axes;
}

QLineSeries *addRoof(QChart *chart, const Axes &axes, const DeviceRoofs &roofs, const QPen &pen)
{
    auto *line = new QLineSeries;
    line->setPen(pen);
    line->append(kMinIntensity, roofs.attainableGflops(kMinIntensity));
    line->append(roofs.ridgeIntensity(), roofs.peakGflops);
    line->append(kMaxIntensity, roofs.peakGflops);
    chart->addSeries(line);
    line->attachAxis(axes.x);
    line->attachAxis(axes.y);
    return line;
}

QColor variantColour(const SceneStyle &style, const std::string &variant)
{
    const auto &catalog = variantCatalog();
    for (size_t i = 0; i < catalog.size(); ++i)
        if (catalog[i].id == variant)
            return style.series[i % style.series.size()];
    return style.muted;
}

double highestDatasheetGflops(const QList<GpuSpec> &specs)
{
    double highest = 0;
    for (const GpuSpec &spec : specs)
        highest = std::max(highest, spec.fp32Tflops * 1000);
    return highest;
}

void addDatasheetRoofs(ChartFrame *frame, const Axes &axes, const QList<GpuSpec> &specs,
                       const SceneStyle &style)
{
    // A roof named "H100 SXM5 80 GB" where there is room, else by its model alone ("H100") where
    // no other roof's name starts with the same word.
    const auto model = [](const QString &name) { return name.section(QLatin1Char(' '), 0, 0); };
    int index = 0;
    for (const GpuSpec &spec : specs) {
        const bool unique = std::count_if(specs.begin(), specs.end(), [&](const GpuSpec &other) {
                                return model(other.name) == model(spec.name);
                            }) == 1;
        DeviceRoofs datasheet;
        datasheet.bandwidthGBs = spec.bandwidthGBs;
        datasheet.peakGflops = spec.fp32Tflops * 1000;
        QLineSeries *line =
            addRoof(frame->chart(), axes, datasheet,
                    QPen(style.series[size_t(index++) % style.series.size()], 1.5, Qt::DashLine));
        line->setName(
            QCoreApplication::translate("gpulab::RooflinePlot", "%1 (datasheet)").arg(spec.name));
        ChartFrame::setSeriesLabel(line, spec.name,
                                   unique && model(spec.name) != spec.name ? model(spec.name)
                                                                           : QString());
        frame->attachHover(line, [spec](const QPointF &) {
            return QCoreApplication::translate("gpulab::RooflinePlot",
                                               "%1: %2 GB/s, %3 TFLOP/s float32\nSource: %4")
                .arg(spec.name, QLocale().toString(spec.bandwidthGBs, 'f', 0),
                     QLocale().toString(spec.fp32Tflops, 'f', 1), spec.source);
        });
    }
}

} // namespace gpulab::rooflineplot
