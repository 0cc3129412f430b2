// Amdahl's law for the "CPU vs GPU" lesson: the best speedup N workers can reach over one worker
// of the same kind when a share s of the work cannot be split,
//
//     speedup(N) = 1 / (s + (1 − s) / N),   which never passes 1 / s,
//
// drawn against N on a logarithmic axis (1 to 100 000 workers) in a ChartFrame, with the ceiling
// 1/s as a dashed line and the two model machines marked on the curve: the CPU's cores (a square)
// and the GPU's lanes (a triangle). The panel feeds it the simulation's parameters whenever they
// change.
#pragma once

#include "widgets/simulationscene.h"

#include <QWidget>

class QLabel;
class QLineSeries;
class QScatterSeries;

namespace gpulab {

class ChartFrame;

class AmdahlChart : public QWidget
{
    Q_OBJECT
public:
    explicit AmdahlChart(QWidget *parent = nullptr);

    static double speedup(double serialFraction, double workers);

    // serialFraction in [0, 1]; the worker counts are marked on the curve.
    void setWorkload(double serialFraction, int cpuWorkers, int gpuWorkers);
    double serialFraction() const { return m_serial; }
    int cpuWorkers() const { return m_cpuWorkers; }
    int gpuWorkers() const { return m_gpuWorkers; }

    // Colours and fonts of the theme (also the projector's high contrast).
    void setSceneStyle(const SceneStyle &style);

    ChartFrame *frame() const { return m_frame; }
    QLineSeries *curve() const { return m_curve; }     // null until the first setWorkload()
    QLineSeries *ceiling() const { return m_ceiling; } // null when s = 0 (no ceiling)
    QScatterSeries *cpuMark() const { return m_cpuMark; }
    QScatterSeries *gpuMark() const { return m_gpuMark; }
    QString summary() const; // the chart in words (the label under it)

private:
    void rebuild();
    QString csv() const;

    ChartFrame *m_frame = nullptr;
    QLabel *m_summary = nullptr;
    QLineSeries *m_curve = nullptr;
    QLineSeries *m_ceiling = nullptr;
    QScatterSeries *m_cpuMark = nullptr;
    QScatterSeries *m_gpuMark = nullptr;
    SceneStyle m_style = SceneStyle::light();
    bool m_styled = false;
    double m_serial = 0;
    int m_cpuWorkers = 8;
    int m_gpuWorkers = 512;
};

} // namespace gpulab
