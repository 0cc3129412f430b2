// RaceRunner: runs the Live Lab's race — two rungs of the matrix-multiplication ladder at one
// size, one after the other, through the compute engine's Benchmark — and its other measurements
// (a ladder or scaling sweep, the roofline), so the window stays responsive. It reports phases
// ("computing the reference", "compiling kernels for <device>…"), each side's progress, and the
// verified results; cancel() stops a run within a row, block or band.
//
// Processes: every measurement runs in the measurement engine, a `gpulab-cli engine` child
// process (compute/engine.h, EngineClient), never in the window's process: no OpenCL driver is
// loaded here, and a driver crash becomes an error message ("the measurement engine crashed")
// instead of taking the lesson down. The engine keeps its device open between runs, so kernels
// are compiled on a device's first use only; it lives as long as this runner. Events arrive on
// the GUI thread; progress is throttled by the engine to about 30 updates a second. Only one
// measurement runs at a time.
#pragma once

#include "compute/benchmark.h"
#include "compute/cancel.h"
#include "compute/devices.h"
#include "compute/roofline.h"
#include "lessons/framework/lessoncontext.h"

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QStringList>

namespace gpulab {

class MachineState;

class EngineClient;
class EngineDevices;
struct EngineEvent;

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
    // The race's status line for a lab: why it failed, that it was stopped, that a side did not
    // verify, or what was measured (translated). Every race lab says it the same way.
    QString status() const;
};

// A speedup as a person says it: "×3.2 faster", "×28 slower" (never "×0.0"); one decimal under
// 10, whole numbers above. 0 or less: empty.
QString speedupText(double speedup);

struct VariantInfo;
// A race variant's texts (compute/variants.cpp's catalog, which is not Qt and stays English) in
// the UI language: every GUI use goes through these. Its title ("OpenCL, tiled in local
// memory"), its rung in a word or two ("shared memory"), its idea in a sentence, and why a GPU's
// idea does not win on a CPU device (empty where none).
QString variantTitle(const VariantInfo &info);
QString variantRung(const VariantInfo &info);
QString variantIdea(const VariantInfo &info);
QString variantOnCpuDevice(const VariantInfo &info);
// By id: the title or rung of a catalogued variant, else the id itself.
QString variantTitle(const std::string &id);
QString variantRung(const std::string &id);

class RaceRunner : public QObject
{
    Q_OBJECT
public:
    // Runs on the context's engine; records verified races in its machine state.
    explicit RaceRunner(const LessonContext &context, QObject *parent = nullptr);
    ~RaceRunner() override; // cancels a running race and waits for it

    // The OpenCL devices, from the application's one discovery (EngineDevices: asked of the
    // engine once); devicesReady() follows (with a problem in discovery() when the engine itself
    // could not be started). waitForDevices() blocks for the answer (a race needs it).
    void discover();
    bool waitForDevices();
    const DeviceDiscovery &discovery() const;
    MachineState &machine() const { return *m_machine; }
    bool hasDiscovered() const;

    bool isRunning() const { return m_running; }
    // False (and nothing starts) while a race runs or when the request is unusable; `error`
    // says why.
    bool start(const RaceRequest &request, QString *error = nullptr);
    // Runs `config` (several variants and sizes) on device `deviceIndex`: resultReady() per
    // variant and size, then runFinished(). Same rules as start().
    bool startBench(const BenchConfig &config, int deviceIndex, QString *error = nullptr);
    // Measures the device's roofs (compute/roofline.h), stores them in machine() (setRoofs) and
    // says roofsReady(); or runFinished(error).
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
    enum class Job { None, Race, Bench, Roofs };
    bool launch(const BenchConfig &config, int deviceIndex, bool race, QString *error);
    bool sendJob(Job job, const QString &request, QString *error);
    void onEvent(const EngineEvent &event);
    void finishJob(bool cancelled, const QString &error);

    MachineState *m_machine = nullptr;
    EngineClient *m_engine = nullptr;
    EngineDevices *m_devices = nullptr;
    bool m_running = false;
    // The job in flight.
    Job m_job = Job::None;
    BenchConfig m_config;
    BenchRun m_run;
    DeviceRoofs m_roofs;
    bool m_haveRoofs = false;
};

} // namespace gpulab

Q_DECLARE_METATYPE(gpulab::BenchResult)
Q_DECLARE_METATYPE(gpulab::RaceOutcome)
Q_DECLARE_METATYPE(gpulab::BenchRun)
Q_DECLARE_METATYPE(gpulab::DeviceRoofs)
