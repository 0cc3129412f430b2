// The Live Lab's charts, measured on this machine through the shared RaceRunner:
//   LadderChart  — every rung of the ladder at one size, as GFLOP/s bars (log scale on demand),
//                  each bar with the one-sentence hardware idea of its rung;
//   ScalingChart — GFLOP/s or speedup over serial against N for the chosen rungs (serial-naive
//                  is left out above N = 1024, where it would take minutes, and says so).
// Each chart reacts only to the runs it started itself; the race uses the same runner.
#pragma once

#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/racerunner.h"

#include <QWidget>

#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QRadioButton;

namespace gpulab {

class ChartFrame;

// The device the Live Lab's controls point at.
using DeviceIndexProvider = std::function<int()>;

QString benchResultsCsv(const std::vector<BenchResult> &results);

// What every measured chart shares: the runner and device it measures with, whether the
// runner's current run is its own, and its Run / Cancel / progress / status controls.
class MeasuredChart : public QWidget
{
    Q_OBJECT
public:
    ChartFrame *frame() const { return m_frame; }

signals:
    void done();

protected:
    MeasuredChart(RaceRunner &runner, DeviceIndexProvider device, QWidget *parent);
    // Connects Cancel and the runner's phase messages (shown while this chart's run is on).
    void wireCommon();
    void beginRun();                                    // buttons, progress 0, active
    void endRun(const QString &status, bool completed); // buttons, progress, status, done()

    RaceRunner &m_runner;
    DeviceIndexProvider m_device;
    bool m_active = false;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QLabel *m_status = nullptr;
    ChartFrame *m_frame = nullptr;
};

class LadderChart : public MeasuredChart
{
    Q_OBJECT
public:
    LadderChart(RaceRunner &runner, DeviceIndexProvider device, QWidget *parent = nullptr);

    bool run(int n, QString *error = nullptr);
    const std::vector<BenchResult> &results() const { return m_results; }
    // Results of an earlier session, drawn as a second set of bars labelled `label`.
    void setComparison(const std::vector<BenchResult> &results, const QString &label);

    static constexpr int kSerialNaiveLimit = 1024; // slower than this is not worth waiting for

private:
    void rebuild();
    std::vector<BenchResult> m_results;
    std::vector<BenchResult> m_compare;
    QString m_compareLabel;
    int m_variantCount = 0;
    QComboBox *m_size = nullptr;
    QLabel *m_ideas = nullptr;
};

class ScalingChart : public MeasuredChart
{
    Q_OBJECT
public:
    ScalingChart(RaceRunner &runner, DeviceIndexProvider device, QWidget *parent = nullptr);

    bool run(const std::vector<std::string> &variants, const std::vector<int> &sizes,
             QString *error = nullptr);
    const std::vector<BenchResult> &results() const { return m_results; }
    void setShowSpeedup(bool speedup);
    // An earlier session's results, drawn as dashed lines.
    void setComparison(const std::vector<BenchResult> &results, const QString &label);

private:
    void rebuild();
    void startNext();
    std::vector<BenchConfig> m_queue; // serial-naive runs separately, on the small sizes only
    std::vector<BenchResult> m_results;
    std::vector<BenchResult> m_compare;
    QString m_compareLabel;
    QString m_note;
    int m_expected = 0; // results the queued runs will produce
    std::vector<std::pair<QString, QCheckBox *>> m_variantBoxes;
    QComboBox *m_maxSize = nullptr;
    QRadioButton *m_gflops = nullptr;
    QRadioButton *m_speedup = nullptr;
};

// The roofline of the chosen OpenCL device: its measured memory-bandwidth and peak-arithmetic
// roofs (compute/roofline.h), and our OpenCL kernels measured at one N, each placed at the
// arithmetic intensity its design implies. How close a point sits to the roof above it says
// what limits that kernel.
class RooflineChart : public MeasuredChart
{
    Q_OBJECT
public:
    // `datasheets`: the GPU specs rows whose roofs it can add (the data catalog's).
    RooflineChart(RaceRunner &runner, DeviceIndexProvider device, const QList<GpuSpec> &datasheets,
                  QWidget *parent = nullptr);

    bool run(int n, QString *error = nullptr);
    bool hasRoofs() const { return m_roofs.peakGflops > 0; }
    const DeviceRoofs &roofs() const { return m_roofs; }
    const std::vector<BenchResult> &results() const { return m_results; }

private:
    void rebuild();
    QString csv() const;
    int m_n = 512;
    DeviceRoofs m_roofs;
    QString m_deviceLabel;
    bool m_cpuDevice = true;
    std::vector<BenchResult> m_results;
    QComboBox *m_size = nullptr;
    QCheckBox *m_datasheets = nullptr;
    QList<GpuSpec> m_datasheetRoofs;
};

} // namespace gpulab
