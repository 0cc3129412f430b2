// Drawing a roofline into a ChartFrame, in one place for every roofline chart (the Live Lab's
// RooflineChart, the class results' class roofline): log-log axes of arithmetic intensity and
// GFLOP/s, a roof min(peak, intensity × bandwidth) across them, and the datasheet GPUs' roofs as
// dashed lines with their sources on hover.
#pragma once

#include "compute/roofline.h"
#include "lessons/framework/gpuspecs.h"

#include <QColor>
#include <QList>
#include <QPen>

#include <string>

class QChart;
class QLineSeries;
class QLogValueAxis;

namespace gpulab {

class ChartFrame;
struct SceneStyle;

namespace rooflineplot {

constexpr double kMinIntensity = 0.05; // FLOP per byte: the x axis
constexpr double kMaxIntensity = 1000;

struct Axes
{
    QLogValueAxis *x = nullptr;
    QLogValueAxis *y = nullptr;
};

// Both axes added to `chart`: GFLOP/s from 0.1 to the decade above 4 × `highestGflops`.
Axes addAxes(QChart *chart, double highestGflops);
// `roofs` as a line across the x axis (three points: start, ridge, end), attached to `axes`.
QLineSeries *addRoof(QChart *chart, const Axes &axes, const DeviceRoofs &roofs, const QPen &pen);
// The roofs of `specs` (datasheetRoofSpecs()), dashed in the style's series colours, named
// "H100 SXM (datasheet)" and labelled "H100 SXM" on the chart, each with its figures and source
// on hover. The dash, not the colour, says "datasheet"; measured roofs are solid.
void addDatasheetRoofs(ChartFrame *frame, const Axes &axes, const QList<GpuSpec> &specs,
                       const SceneStyle &style);
// A rung's colour in every measured chart: the theme's series (Okabe–Ito, WCAG AA on the chart's
// background), one per rung in catalog order; `muted` for a variant the catalog does not know.
QColor variantColour(const SceneStyle &style, const std::string &variant);
// The highest peak of `specs`, in GFLOP/s (0 for none): what the y axis must reach.
double highestDatasheetGflops(const QList<GpuSpec> &specs);

} // namespace rooflineplot

} // namespace gpulab
