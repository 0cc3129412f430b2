// GrowthChart: how one figure grew from 2016 to today, on a logarithmic axis, from the data
// file (gpu-specs.csv): the dense FP16/BF16 peak, the memory per GPU or the memory bandwidth
// against the launch year. Four lines with their points marked, told apart by colour and pen
// (solid, dashed, dotted): NVIDIA's datacenter modules, AMD's, Google's TPUs (rented only) and
// consumer cards, each in year order. Dense figures only, never a sparse one; a GPU without
// tensor cores (P100) shows its vector FP16 rate and its tooltip says so. Hover a point for the
// GPU, its figure and source; Export CSV gives the points.
#pragma once

#include "lessons/framework/gpuspecs.h"
#include "lessons/generations/generationsmodel.h"
#include "widgets/simulationscene.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace gpulab {

class ChartFrame;

class GrowthChart : public QWidget
{
    Q_OBJECT
public:
    explicit GrowthChart(const QList<GpuSpec> &specs, QWidget *parent = nullptr);

    enum Group { NvidiaDatacenter, Amd, GoogleTpu, Consumer, GroupCount };
    struct Point
    {
        GpuSpec spec;
        Group group;
        double value;
    };
    // The points for a metric (rows with a known figure only), by group then year.
    static QList<Point> pointsOf(const QList<GpuSpec> &specs, GenerationsModel::Metric metric);

    void setMetric(GenerationsModel::Metric metric);
    GenerationsModel::Metric metric() const { return m_metric; }
    void setSceneStyle(const SceneStyle &style);

    ChartFrame *frame() const { return m_frame; }
    QComboBox *metricBox() const { return m_metricBox; }
    QString summary() const; // the chart in words (the label under it)
    QString csv() const;

private:
    void rebuild();

    QList<GpuSpec> m_specs;
    GenerationsModel::Metric m_metric = GenerationsModel::Metric::Compute;
    ChartFrame *m_frame = nullptr;
    QComboBox *m_metricBox = nullptr;
    QLabel *m_summary = nullptr;
    SceneStyle m_style = SceneStyle::light();
    bool m_styled = false;
};

} // namespace gpulab
