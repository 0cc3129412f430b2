// RaceRunner: runs the Live Lab's race — two rungs of the matrix-multiplication ladder at one
// size, one after the other, through the compute engine's Benchmark — on a worker thread, so the
// window stays responsive. It reports phases ("computing the reference", "compiling kernels for
// <device>…"), each side's progress, and the verified results; cancel() stops it within a row,
// block or band.
//
// Threading: start() launches a QThread that owns all OpenCL work (the ClDevice lives there and
// is reused across runs, so kernels are compiled on a device's first use only). Results cross to
// the GUI thread as queued signals; progress is throttled to about 30 updates a second. Only one
// race runs at a time.
#pragma once

#include "compute/benchmark.h"
#include "compute/cancel.h"
#include "compute/devices.h"
#include "compute/roofline.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <mutex>

class QThread;

namespace gpulab {

class ClDevice;

struct RaceRequest
{
    int deviceIndex = 0; // into the discovered devices; ignored when there are none
    int n = 256;
    QString left = QStringLiteral("serial-naive");
    QString right = QStringLiteral("opencl-regblock");
    int repeats = 3;
};

// Any benchmark run (the ladder at one size, a scaling sweep).
struct BenchRun
{
    std::vector<BenchResult> results;
    bool cancelled = false;
    QString error;
    QString deviceLabel;
};

struct RaceOutcome
{
    BenchResult left;
    BenchResult right;
    bool cancelled = false;
    QString error;       // the whole race failed (unknown variant, device could not open)
    QString deviceLabel; // the OpenCL device used, or empty
    // Left median / right median, when both sides completed and verified; else 0.
    double speedup() const;
};

class RaceRunner : public QObject
{
    Q_OBJECT
public:
    explicit RaceRunner(QObject *parent = nullptr);
    ~RaceRunner() override; // cancels a running race and waits for it

    // Looks for OpenCL devices on the worker thread; devicesReady() follows.
    void discover();
    const DeviceDiscovery &discovery() const { return m_discovery; }
    bool hasDiscovered() const { return m_discovered; }

    bool isRunning() const { return m_running; }
    // False (and nothing starts) while a race runs or when the request is unusable; `error`
    // says why.
    bool start(const RaceRequest &request, QString *error = nullptr);
    // Runs `config` (several variants and sizes) on device `deviceIndex`: resultReady() per
    // variant and size, then runFinished(). Same rules as start().
    bool startBench(const BenchConfig &config, int deviceIndex, QString *error = nullptr);
    // Measures the device's roofs (compute/roofline.h); roofsReady() or runFinished(error).
    bool startRoofs(int deviceIndex, QString *error = nullptr);
    void cancel();

signals:
    void roofsReady(const gpulab::DeviceRoofs &roofs, const QString &deviceLabel);
    void devicesReady();
    void phase(const QString &text);
    // side 0 = left, 1 = right; fraction of that side's runs (warm-up + repeats) done.
    void progress(int side, double fraction);
    void sideFinished(int side, const gpulab::BenchResult &result);
    void finished(const gpulab::RaceOutcome &outcome);
    // startBench(): progress of variant `variantIndex` at size `sizeIndex`.
    void benchProgress(int variantIndex, int sizeIndex, double fraction);
    void resultReady(const gpulab::BenchResult &result);
    void runFinished(const gpulab::BenchRun &run);

private:
    void joinWorker();
    bool launch(const BenchConfig &config, int deviceIndex, bool race, QString *error);
    ClDevice *openDevice(int deviceIndex); // worker thread only

    DeviceDiscovery m_discovery;
    bool m_discovered = false;
    bool m_running = false;
    CancelToken m_cancel;
    QThread *m_worker = nullptr;
    // Worker-thread state: the opened device, reused across races.
    std::unique_ptr<ClDevice> m_device;
    int m_deviceIndex = -1;
};

} // namespace gpulab

Q_DECLARE_METATYPE(gpulab::BenchResult)
Q_DECLARE_METATYPE(gpulab::RaceOutcome)
Q_DECLARE_METATYPE(gpulab::BenchRun)
Q_DECLARE_METATYPE(gpulab::DeviceRoofs)
