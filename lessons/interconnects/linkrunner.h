// LinkRunner: the "NVLink and interconnects" lesson's live measurements, run by the measurement
// engine (`gpulab-cli engine`, compute/engine.h) in its own process through an EngineClient, so
// the window never loads an OpenCL driver and never blocks:
//   - transfer: host <-> device bandwidth, pageable and pinned, 4 KiB to 256 MiB
//     (compute/transfer.h): point() per size and memory kind as each finishes, then
//     transferFinished() with the whole report;
//   - multidevice: one matrix product split in row bands across the OpenCL devices
//     (compute/multidevice.h): progress(), then multiDeviceFinished().
// Before its first measurement the runner asks the engine for the devices (discovery()); with
// none, a measurement is refused at once with a message that says so. Events arrive on the GUI
// thread (the engine throttles progress to about 30 a second). cancel() asks the engine to stop
// at its next check; the run then ends with cancelled = true and what finished. One
// measurement at a time.
#pragma once

#include "compute/devices.h"
#include "compute/multidevice.h"
#include "compute/transfer.h"
#include "lessons/framework/lessoncontext.h"

#include <QJsonObject>
#include <QObject>
#include <QString>

namespace gpulab {

class EngineClient;
class EngineDevices;
struct EngineEvent;
class MachineState;

class LinkRunner : public QObject
{
    Q_OBJECT
public:
    enum class Job { None, Transfer, MultiDevice };

    // Runs on the context's engine; the labs record what they measure in its machine state.
    explicit LinkRunner(const LessonContext &context, QObject *parent = nullptr);
    MachineState &machine() const { return *m_machine; }
    ~LinkRunner() override;

    // Asks the engine for the OpenCL devices (once, EngineDevices); devicesReady() follows.
    void discover();
    bool hasDiscovered() const;
    const DeviceDiscovery &discovery() const;

    bool isRunning() const { return m_job == Job::Transfer || m_job == Job::MultiDevice; }
    Job job() const { return m_job; }
    // False (nothing starts, *error says why) while a measurement runs, before discovery, or
    // without an OpenCL device.
    bool startTransfer(int deviceIndex, quint64 minBytes, quint64 maxBytes, int repeats,
                       QString *error = nullptr);
    // devices empty: every device (one device: it takes both bands, one after the other).
    bool startMultiDevice(int n, const QList<int> &devices, int repeats, QString *error = nullptr);
    void cancel();

signals:
    void devicesReady();
    void deviceOpened(const QString &name);
    void progress(double fraction, const QString &what);
    // Typed, as compute/ reports them (the engine's JSON is read in engineclient.h).
    void point(const gpulab::TransferPoint &point);
    void transferFinished(const gpulab::TransferReport &report, bool cancelled,
                          const QString &error);
    void multiDeviceFinished(const gpulab::MultiDeviceReport &report, bool cancelled,
                             const QString &error);
    void runningChanged(bool running);

private:
    // Whether a measurement may start now; false with *error saying why (`noDevice`, its %1 the
    // discovery's problem, when there is no OpenCL device).
    bool mayStart(const QString &noDevice, QString *error) const;
    bool send(Job job, const QString &request, QString *error);
    void onEvent(const EngineEvent &event);
    void finish(bool cancelled, const QString &error);

    MachineState *m_machine = nullptr;
    EngineClient *m_engine = nullptr;
    EngineDevices *m_devices = nullptr;
    Job m_job = Job::None;
    TransferReport m_transfer; // the running transfer's report, once the engine sent it
    MultiDeviceReport m_multi; // the running split product's
};

} // namespace gpulab
