// The Live Lab's charts, measured on this machine through the shared RaceRunner:
//   LadderChart  — every rung of the ladder at one size, as GFLOP/s bars (log scale on demand),
//                  each bar with the one-sentence hardware idea of its rung, and a rung that ran
//                  slower than a rung below it marked, with why (compute/laddernotes.h);
//   ScalingChart — GFLOP/s or speedup over serial against N for the chosen rungs (serial-naive
//                  is left out above N = 1024, where it would take minutes, and says so);
//   RooflineChart — the device's measured roofs and our OpenCL kernels placed under them.
// Each is a MeasurementLab (Run, Cancel, progress, status, chart) and reacts only to the runs it
// started itself; the race uses the same runner.
#pragma once

#include "compute/laddernotes.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/measurementlab.h"
#include "lessons/framework/racerunner.h"

#include <functional>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QRadioButton;

namespace gpulab {

// The device the Live Lab's controls point at.
using DeviceIndexProvider = std::function<int()>;

QString benchResultsCsv(const std::vector<BenchResult> &results);

class LadderChart : public MeasurementLab
{
    Q_OBJECT
public:
    LadderChart(RaceRunner &runner, DeviceIndexProvider device, QWidget *parent = nullptr);

    using MeasurementLab::run; // at the size chosen in the list
    bool run(int n, QString *error = nullptr);
    void setSize(int n); // chosen in the list (added to it when it is not one of the choices)
    const std::vector<BenchResult> &results() const { return m_results; }
    // Results of an earlier session, drawn as a second set of bars labelled `label`.
    void setComparison(const std::vector<BenchResult> &results, const QString &label);

    static constexpr int kSerialNaiveLimit = 1024; // slower than this is not worth waiting for

    // The notes of the results shown (a rung slower than one below it, and why).
    std::vector<LadderNote> notes() const { return ladderNotes(m_results, m_context); }
    // A note in the app's words (translated), with its figures, for one size.
    static QString noteText(const LadderNote &note, const LadderContext &context);
    // The rungs are named by their titles where those fit beside the bars, else by their ids.
    bool namesAreTitles() const { return m_titles; }

protected:
    bool start(QString *error) override;
    void stop() override;
    void rebuild() override;
    void resizeEvent(QResizeEvent *event) override;

private:
    bool titlesFit() const;
    RaceRunner &m_runner;
    DeviceIndexProvider m_device;
    int m_n = 0;             // the size of the run shown
    LadderContext m_context; // the device of the run shown
    bool m_titles = true;
    std::vector<BenchResult> m_results;
    std::vector<BenchResult> m_compare;
    QString m_compareLabel;
    int m_variantCount = 0;
    QComboBox *m_size = nullptr;
    QLabel *m_ideas = nullptr;
};

class ScalingChart : public MeasurementLab
{
    Q_OBJECT
public:
    ScalingChart(RaceRunner &runner, DeviceIndexProvider device, QWidget *parent = nullptr);

    using MeasurementLab::run; // the rungs ticked, from N = 64 up to the size chosen
    bool run(const std::vector<std::string> &variants, const std::vector<int> &sizes,
             QString *error = nullptr);
    const std::vector<BenchResult> &results() const { return m_results; }
    void setShowSpeedup(bool speedup);
    // An earlier session's results, drawn as dashed lines.
    void setComparison(const std::vector<BenchResult> &results, const QString &label);

protected:
    bool start(QString *error) override;
    void stop() override;
    void rebuild() override;

private:
    struct Request
    {
        std::vector<std::string> variants;
        std::vector<int> sizes;
    };
    Request requestFromControls() const;
    void startNext();

    RaceRunner &m_runner;
    DeviceIndexProvider m_device;
    std::optional<Request> m_nextRequest; // run(variants, sizes)
    std::vector<BenchConfig> m_queue;     // serial-naive runs separately, on the small sizes only
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
class RooflineChart : public MeasurementLab
{
    Q_OBJECT
public:
    // `datasheets`: the GPU specs rows whose roofs it can add (the data catalog's).
    RooflineChart(RaceRunner &runner, DeviceIndexProvider device, const QList<GpuSpec> &datasheets,
                  QWidget *parent = nullptr);

    using MeasurementLab::run; // the kernels at the size chosen in the list
    bool run(int n, QString *error = nullptr);
    void setSize(int n); // chosen in the list (added to it when it is not one of the choices)
    bool hasRoofs() const { return m_roofs.peakGflops > 0; }
    const DeviceRoofs &roofs() const { return m_roofs; }
    const std::vector<BenchResult> &results() const { return m_results; }
    // Why a roofline's measured figures may look odd, in sentences for the status line (empty
    // when nothing does; joinSentences() puts it after the status): roofs whose runs disagreed by
    // more than DeviceRoofs::kUnsteadySpread, a kernel above the measured peak, a kernel above the
    // memory roof at its design intensity.
    static QString caveats(const DeviceRoofs &roofs, const std::vector<BenchResult> &results,
                           bool cpuDevice);

protected:
    bool start(QString *error) override;
    void stop() override;
    void rebuild() override;

private:
    QString csv() const;
    RaceRunner &m_runner;
    DeviceIndexProvider m_device;
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
