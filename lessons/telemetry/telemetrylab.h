// TelemetryLab: the Telemetry lesson's live part. It reads this machine's telemetry
// (compute/telemetry.h: /proc, /sys, NVML when installed) every half second and plots it over
// time, while a load of the lesson's own runs in the measurement engine: a matrix product
// (opencl-regblock on the OpenCL device chosen in the status bar, or cpu-threads on the
// processor) repeated for some seconds, through RaceRunner::startBench, never on the UI thread.
//
// Every figure is shown with its value and the file it came from, or "unavailable" and the
// reason (a virtual machine has no temperature sensor, RAPL is root-only...). After a run it
// divides the measured GFLOP/s by the mean power read while the run ran (the CPU package's RAPL
// power for the processor, the GPU's power for a GPU) — GFLOP per joule — or says which figure
// is missing and why.
//
// Sampling is a QTimer that runs only while the lab is visible and either a run is on or
// "Watch" is checked; the reader's files are a few bytes each (well under a millisecond).
#pragma once

#include "compute/telemetry.h"
#include "lessons/framework/lessoncontext.h"
#include "lessons/framework/measurementlab.h"
#include "lessons/framework/racerunner.h"

#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QLineSeries;
class QValueAxis;
class QPushButton;
class QTimer;

namespace gpulab {

class TelemetryLab : public MeasurementLab
{
    Q_OBJECT
public:
    static constexpr int kSampleMs = 500;
    static constexpr int kMaxPoints = 600; // five minutes at two samples a second
    // Timed runs of the load: some seconds on a processor, more on a GPU (far faster).
    static constexpr int kCpuRepeats = 100;
    static constexpr int kGpuRepeats = 1000;

    explicit TelemetryLab(const LessonContext &context, QWidget *parent = nullptr);
    ~TelemetryLab() override;

    // Tests: read a fake tree instead of "/" (and no NVML); clears what was sampled.
    void setReaderOptions(const telemetry::ReaderOptions &options);
    // Takes one sample now (what the timer does).
    void sampleNow();
    bool isSampling() const;
    QPushButton *watchButton() const { return m_watch; }
    QLabel *figuresLabel() const { return m_figures; }
    // One line above the chart: which figures this machine gives, which it does not.
    QLabel *summaryLabel() const { return m_summary; }
    QLabel *energyLabel() const { return m_energy; }
    const std::vector<telemetry::Sample> &samples() const { return m_samples; }
    void setLoad(const QString &variant); // "opencl-regblock" or "cpu-threads"
    void setSize(int n);
    bool hasResult() const override;
    const std::optional<BenchResult> &result() const { return m_result; }

    // GFLOP per joule for a rate and the power figures read while it ran: nullopt (and *why)
    // when no power figure was available.
    static std::optional<double>
    gflopsPerWatt(double gflops, const std::vector<telemetry::Figure> &power, QString *why);

protected:
    bool start(QString *error) override;
    void stop() override;
    void rebuild() override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void updateTimer();
    void updateSeries(); // the chart's points and ranges from m_samples (rebuild() makes it)
    void fillFigures();
    void fillEnergy();
    // The power figure that belongs to the run's device, in a sample.
    telemetry::Figure runPower(const telemetry::Sample &sample) const;

    RaceRunner m_runner;
    telemetry::ReaderOptions m_options;
    std::unique_ptr<telemetry::Reader> m_reader;
    std::vector<telemetry::Sample> m_samples;
    double m_firstSeconds = 0;
    QTimer *m_timer = nullptr;
    QComboBox *m_load = nullptr;
    QComboBox *m_size = nullptr;
    QPushButton *m_watch = nullptr;
    QLabel *m_figures = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_energy = nullptr;
    QLineSeries *m_cpuSeries = nullptr;
    QLineSeries *m_gpuSeries = nullptr;
    QLineSeries *m_powerSeries = nullptr;
    QValueAxis *m_xAxis = nullptr;
    QValueAxis *m_powerAxis = nullptr;
    bool m_chartHasGpu = false;
    bool m_chartHasPower = false;
    bool m_runOnGpu = false;
    QString m_deviceName;
    double m_runStart = 0; // sample seconds
    double m_runEnd = 0;
    std::optional<BenchResult> m_result;
};

} // namespace gpulab
