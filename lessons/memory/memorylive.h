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
// Each is a MeasurementLab (Run, Cancel, progress, status, chart, prediction and verdict); what
// is here is what it measures and how it draws it.
#pragma once

#include "lessons/framework/lessoncontext.h"
#include "lessons/framework/measurementlab.h"
#include "lessons/framework/racerunner.h"

#include <optional>
#include <vector>

class QComboBox;
class QLabel;

namespace gpulab {

class EngineClient;
struct EngineEvent;
class MachineState;

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

class LatencyLab : public MeasurementLab
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

    // The sweep's range and time budget (defaults 4 KiB, 256 MiB, 4 s).
    void setRange(qint64 minBytes, qint64 maxBytes, double budgetSeconds);
    const std::vector<Point> &points() const { return m_points; }
    // DRAM over L1: the latency at the largest size over the one at the smallest.
    double measuredRatio() const;
    void setPrediction(int index); // 0 = none, 1.. = the choices
    QComboBox *predictionBox() const { return m_prediction; }

protected:
    bool start(QString *error) override;
    void stop() override;
    void rebuild() override;

private:
    void onEvent(const EngineEvent &event);
    QString csv() const;

    EngineClient *m_engine = nullptr;
    std::vector<Point> m_points;
    std::vector<CpuCache> m_caches;
    qint64 m_min = 4 << 10;
    qint64 m_max = 256 << 20;
    double m_budget = 4;
    QComboBox *m_prediction = nullptr;
};

class BandwidthLab : public MeasurementLab
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

    void setRange(qint64 minBytes, qint64 maxBytes, int repeats);
    const std::vector<Point> &points() const { return m_points; }
    // Whether the last run found an OpenCL device (after its discovery); nullopt before.
    std::optional<bool> deviceFound() const { return m_deviceFound; }
    QString deviceName() const { return m_deviceName; }
    QLabel *deviceLabel() const { return m_deviceLabel; }

protected:
    bool start(QString *error) override;
    void stop() override;
    void rebuild() override;

private:
    void onEvent(const EngineEvent &event);
    void sendMeasurement();
    QString csv() const;

    MachineState *m_machine = nullptr;
    EngineClient *m_engine = nullptr;
    std::vector<Point> m_points;
    void onDiscovered(const DeviceDiscovery &discovery);
    EngineService *m_service = nullptr;
    std::optional<bool> m_deviceFound;
    int m_deviceIndex = -1;
    QString m_deviceName;
    bool m_discovering = false;
    qint64 m_min = 4 << 10;
    qint64 m_max = 256 << 20;
    int m_repeats = 3;
    QLabel *m_deviceLabel = nullptr;
};

class TilingRace : public MeasurementLab
{
    Q_OBJECT
public:
    explicit TilingRace(const LessonContext &context, QWidget *parent = nullptr);
    ~TilingRace() override;

    void discover();
    bool cpuOnly() const { return m_runner.hasDiscovered() && !m_runner.discovery().available(); }
    void setSize(int n);
    int size() const;
    void setPrediction(int index); // 0 = none, 1.. = the choices
    // Naive median / tiled median, both verified; 0 otherwise.
    double speedup() const;
    const std::vector<BenchResult> &results() const { return m_results; }
    bool hasResult() const override { return speedup() > 0; }

    QLabel *deviceLabel() const { return m_device; }
    QLabel *resultLabel() const { return verdictLabel(); }
    QComboBox *predictionBox() const { return m_prediction; }

signals:
    void devicesReady();

protected:
    bool start(QString *error) override;
    void stop() override;
    void showEvent(QShowEvent *event) override;

private:
    void onDevicesReady();
    void onFinished(const BenchRun &run);
    void showResults();

    RaceRunner m_runner;
    std::vector<BenchResult> m_results;
    bool m_discoveryStarted = false;
    QLabel *m_device = nullptr;
    QComboBox *m_size = nullptr;
    QComboBox *m_prediction = nullptr;
};

} // namespace gpulab
