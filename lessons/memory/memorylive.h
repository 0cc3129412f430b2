// The Memory hierarchy lesson's live measurements on this computer. Nothing here measures in
// the window's process: every run is a request to the measurement engine (`gpulab-cli engine`,
// compute/engine.h) through an EngineClient or the Live Lab's RaceRunner, so the window stays
// responsive, a driver crash becomes a message, and Cancel stops a run at its next check.
//   LatencyLab  — latency against working-set size by pointer chasing (engine `latency`), 4 KiB
//                 to 256 MiB on log axes, points drawn as they arrive, this CPU's cache sizes
//                 (from /sys on Linux) marked; predict first how much slower DRAM is than L1.
//   BandwidthLab — bytes per second against size: host copy and triad on one and on every
//                 hardware thread, and the OpenCL device's copy kernel (engine `bandwidth`);
//                 with no OpenCL device the host part still runs and the page says why.
//   TilingRace  — opencl-naive against opencl-tiled at one N (RaceRunner), the words each
//                 fetches from global memory by the lesson's formula, and the measured speedup;
//                 predict the speedup first. Needs OpenCL: without it the page says so.
#pragma once

#include "lessons/framework/lessoncontext.h"
#include "lessons/framework/racerunner.h"
#include "widgets/simulationscene.h"

#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace gpulab {

class ChartFrame;
class EngineClient;

// A CPU cache as the operating system reports it.
struct CpuCache
{
    int level = 0;
    QString type; // "Data", "Unified"
    qint64 bytes = 0;
};
// This machine's data and unified caches (Linux: /sys/devices/system/cpu/cpu0/cache); empty
// where unknown. `root` is for tests.
std::vector<CpuCache>
cpuCaches(const QString &root = QStringLiteral("/sys/devices/system/cpu/cpu0/cache"));

// What the labs share: the engine, Run / Cancel / progress / status, a chart, and the scene
// style for the chart.
class LiveLab : public QWidget
{
    Q_OBJECT
public:
    bool isRunning() const { return m_running; }
    bool lastRunCancelled() const { return m_cancelled; }
    QString lastError() const { return m_error; }
    virtual bool run(QString *error = nullptr) = 0;
    void cancel();
    // Runs and waits (a local event loop) up to timeoutMs; for --screenshot and tests.
    bool runAndWait(int timeoutMs);
    void setSceneStyle(const SceneStyle &style);

    ChartFrame *frame() const { return m_frame; }
    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *statusLabel() const { return m_status; }
    QSize sizeHint() const override;

signals:
    void finished(bool cancelled);

protected:
    LiveLab(const LessonContext &context, QWidget *parent);
    MachineState &machine() const { return *m_context.machine; }
    void beginRun();
    void endRun(bool cancelled, const QString &error, const QString &status);
    virtual void rebuild() = 0;
    void styleChart();

    LessonContext m_context;
    SceneStyle m_style = SceneStyle::light();
    bool m_styled = false;
    bool m_running = false;
    bool m_cancelled = false;
    QString m_error;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    ChartFrame *m_frame = nullptr;
    std::function<void()> m_cancelAction;
};

class LatencyLab : public LiveLab
{
    Q_OBJECT
public:
    struct Point
    {
        qint64 bytes = 0;
        double latencyNs = 0;
    };
    explicit LatencyLab(const LessonContext &context, QWidget *parent = nullptr);
    ~LatencyLab() override;

    bool run(QString *error = nullptr) override;
    // The sweep's range and time budget (defaults 4 KiB, 256 MiB, 4 s).
    void setRange(qint64 minBytes, qint64 maxBytes, double budgetSeconds);
    const std::vector<Point> &points() const { return m_points; }
    // DRAM over L1: the latency at the largest size over the one at the smallest.
    double measuredRatio() const;
    void setPrediction(int index); // 0 = none, 1.. = the choices
    QComboBox *predictionBox() const { return m_prediction; }
    QLabel *verdictLabel() const { return m_verdict; }

private:
    void onEvent(const QJsonObject &event);
    void rebuild() override;
    QString csv() const;

    EngineClient *m_engine = nullptr;
    std::vector<Point> m_points;
    std::vector<CpuCache> m_caches;
    qint64 m_min = 4 << 10;
    qint64 m_max = 256 << 20;
    double m_budget = 4;
    int m_runPrediction = 0;
    QComboBox *m_prediction = nullptr;
    QLabel *m_verdict = nullptr;
};

class BandwidthLab : public LiveLab
{
    Q_OBJECT
public:
    struct Point
    {
        QString where;  // host, device
        QString kernel; // copy, triad
        int threads = 0;
        qint64 bytes = 0;
        double gbs = 0; // median, 10^9 bytes per second
        bool verified = false;
    };
    explicit BandwidthLab(const LessonContext &context, QWidget *parent = nullptr);
    ~BandwidthLab() override;

    bool run(QString *error = nullptr) override;
    void setRange(qint64 minBytes, qint64 maxBytes, int repeats);
    const std::vector<Point> &points() const { return m_points; }
    // Whether the last run found an OpenCL device (after its discovery); nullopt before.
    std::optional<bool> deviceFound() const { return m_deviceFound; }
    QString deviceName() const { return m_deviceName; }
    QLabel *deviceLabel() const { return m_deviceLabel; }

private:
    void onEvent(const QJsonObject &event);
    void sendMeasurement();
    void rebuild() override;
    QString csv() const;

    EngineClient *m_engine = nullptr;
    std::vector<Point> m_points;
    std::optional<bool> m_deviceFound;
    int m_deviceIndex = -1;
    QString m_deviceName;
    bool m_discovering = false;
    qint64 m_min = 4 << 10;
    qint64 m_max = 256 << 20;
    int m_repeats = 3;
    QLabel *m_deviceLabel = nullptr;
};

class TilingRace : public QWidget
{
    Q_OBJECT
public:
    explicit TilingRace(const LessonContext &context, QWidget *parent = nullptr);
    ~TilingRace() override;

    void discover();
    bool cpuOnly() const { return m_runner.hasDiscovered() && !m_runner.discovery().available(); }
    bool run(QString *error = nullptr);
    void cancel();
    bool isRunning() const { return m_runner.isRunning(); }
    bool runAndWait(int timeoutMs);
    void setSize(int n);
    int size() const;
    void setPrediction(int index);
    // Naive median / tiled median, both verified; 0 otherwise.
    double speedup() const;
    const std::vector<BenchResult> &results() const { return m_results; }
    bool lastRunCancelled() const { return m_cancelled; }

    QLabel *deviceLabel() const { return m_device; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *resultLabel() const { return m_result; }
    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QComboBox *predictionBox() const { return m_prediction; }

signals:
    void devicesReady();
    void finished(bool cancelled);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void onDevicesReady();
    void onFinished(const BenchRun &run);
    void showResults();

    RaceRunner m_runner;
    std::vector<BenchResult> m_results;
    bool m_discoveryStarted = false;
    bool m_cancelled = false;
    int m_runPrediction = 0;
    QLabel *m_device = nullptr;
    QComboBox *m_size = nullptr;
    QComboBox *m_prediction = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_result = nullptr;
};

} // namespace gpulab
