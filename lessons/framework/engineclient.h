// The application's end of the measurement engine (compute/engine.h): every OpenCL call runs in a
// `gpulab-cli engine` child process, so the window never loads an OpenCL driver and a driver crash
// ends the engine only.
//
// EngineService: the ONE engine process of the application (the app's DeviceService owns it and
// lessons reach it through their LessonContext). It starts the process on the first request,
// runs requests one at a time in the order they come (the engine serves one at a time), and
// hands each event line to the client whose request is running. If the engine dies, the running
// request ends with engineStopped() and the next request starts a fresh engine; restarted() says
// so once, with the message. After kIdleQuitMs without a request the process is let go (a PoCL
// engine holds tens of MiB) and the next request starts it again.
//
// A hung driver (compute/deadlines.h, the one timeout policy): a request during which the engine
// stays silent (no event, no "alive") for driverDeadlines().silence is ended with
// engineStopped() saying so, and the engine is killed; the next request starts a fresh one.
// Discovery is bounded inside the engine (driverDeadlines().discovery), and an engine that
// crashed or hung while listing the devices is the session's answer: OpenCL is unavailable, the
// CPU rungs run. The engine dies with the application: on Linux the child asks the kernel for
// SIGKILL when its parent dies (PR_SET_PDEATHSIG); it exits at the end of its input; and a quit
// it ignores for driverDeadlines().quitGrace is followed by a kill.
//
// EngineClient: one user's handle on the service (a lab, a runner, the device discovery). Its
// send() / cancel() / busy() and event() / engineStopped() concern its own requests only: a
// request waits while another client's runs, cancel() drops a waiting one (it gets its "done",
// cancelled) or stops the running one.
//
// Where the engine is: $GPULAB_CLI if set; else gpulab-cli next to the running executable (an
// installed or packaged gpulab); else the one in this build tree; else gpulab-cli on PATH.
//
// EngineDevices: the OpenCL devices as one user (a runner) asks for them: discover() asks the
// service's one discovery once, ready() follows its answer, waitForAnswer() blocks for it (a race
// needs it before it starts).
//
// Also here: the readers that turn the engine's JSON back into the compute engine's structs.
#pragma once

#include "compute/bandwidth.h"
#include "compute/benchmark.h"
#include "compute/devices.h"
#include "compute/gemv.h"
#include "compute/latency.h"
#include "compute/multidevice.h"
#include "compute/roofline.h"
#include "compute/transfer.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QStringList>
#include <QTimer>

namespace gpulab {

// One engine event with its common fields read (compute/engine.h): the kind ("progress",
// "point", "result", "done", ...), a progress fraction, and a done's cancelled and error; the
// kind's own payload goes to the typed readers below (e.g. latencyPointFromJson(payload())).
struct EngineEvent
{
    QString kind;
    double fraction = 0;    // "progress": 0..1
    bool cancelled = false; // "done"
    QString error;          // "done": empty when none
    QJsonObject json;       // the whole event
    QJsonObject payload() const { return json.value(kind).toObject(); }
};
EngineEvent engineEventFromJson(const QJsonObject &event);

class EngineClient;

class EngineService : public QObject
{
    Q_OBJECT
public:
    static constexpr int kIdleQuitMs = 60000;
    // The longest line the engine may print (the largest event is a few KiB): a longer one ends
    // the request with a message and the engine, before it fills the memory or holds the window.
    static constexpr qint64 kMaxLineBytes = 4LL << 20;

    explicit EngineService(QObject *parent = nullptr);
    ~EngineService() override; // asks the engine to quit; kills it after the quit grace

    // The gpulab-cli that serves as engine, or empty with *why saying what was looked for.
    static QString enginePath(QString *why = nullptr);

    bool isRunning() const; // an engine process exists now
    int processesStarted() const { return m_starts; }

    // The OpenCL devices, asked of the engine once for the whole application (the status bar,
    // the Live Lab, the labs that choose a device all read the same answer). The first call
    // sends "devices"; discovered() follows once for the calls made while it is asked, and at
    // once (queued) for each call when the answer is known. An answer that says why there is
    // none ("no OpenCL driver") is kept; one that failed (the engine could not start or died)
    // is not, and the next call asks again.
    void requestDiscovery();
    bool hasDiscovery() const { return m_discovered; }
    const DeviceDiscovery &discovery() const { return m_discovery; }

signals:
    // The engine died while it served a request; a fresh one serves the next request.
    void restarted(const QString &message);
    void discovered(const gpulab::DeviceDiscovery &discovery);

private:
    friend class EngineClient;
    struct Request
    {
        QPointer<EngineClient> client;
        QByteArray line;
    };

    bool submit(EngineClient *client, const QString &request, QString *error);
    void cancel(EngineClient *client);
    void detach(EngineClient *client);
    void startNext();
    bool ensureProcess(QString *error);
    void write(const QByteArray &line);
    void readLines();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    // The engine died or was killed while it served a request: that request ends with `message`
    // and the waiting ones get a fresh engine.
    void engineLost(const QString &message);
    void killProcess();      // a kill, the process forgotten (it deletes itself when it has ended)
    void abandonCancelled(); // a cancelled request past the grace: killed, ended as cancelled
    void failAll(const QString &message);
    void stopProcess(); // quit, waiting up to 3 s (at exit)
    void finishDiscovery(DeviceDiscovery found, bool keep);

    QProcess *m_process = nullptr;
    QList<QByteArray> m_pending; // written once the process has started
    QList<Request> m_queue;      // waiting for the running request to end
    Request m_current;           // the running request (its client may have gone)
    bool m_running = false;
    QString m_startError; // a start that failed inside QProcess::start()
    bool m_starting = false;
    bool m_quitting = false;
    int m_starts = 0;
    QTimer *m_idle = nullptr;
    QTimer *m_watchdog = nullptr;          // the running request's silence (deadlines.h)
    QTimer *m_cancelGrace = nullptr;       // a cancelled request's "done" (quitGrace)
    bool m_lostToDriver = false;           // while engineLost() tells the client
    EngineClient *m_discovering = nullptr; // the "devices" request in flight
    DeviceDiscovery m_found;               // its answer so far
    DeviceDiscovery m_discovery;
    bool m_discovered = false;
};

class EngineDevices : public QObject
{
    Q_OBJECT
public:
    explicit EngineDevices(EngineService *service, QObject *parent = nullptr);

    // Asks the service (EngineService::requestDiscovery()) unless the answer is known or asked
    // for; without a service the answer is at once "no measurement engine" (no devices).
    void discover();
    bool hasDiscovered() const { return m_discovered; }
    const DeviceDiscovery &discovery() const { return m_discovery; }
    // discover(), then waits (a local event loop) up to timeoutMs for the answer; true when it
    // is known. -1: the discovery deadline and the quit grace (compute/deadlines.h).
    bool waitForAnswer(int timeoutMs = -1);

signals:
    void ready(); // the answer arrived (discovery() has it)

private:
    EngineService *m_service = nullptr;
    DeviceDiscovery m_discovery;
    bool m_discovered = false;
    bool m_asked = false; // discover() waits for the service's answer
};

class EngineClient : public QObject
{
    Q_OBJECT
public:
    EngineClient(EngineService *service, QObject *parent = nullptr);
    ~EngineClient() override; // its waiting requests are dropped, its running one cancelled

    static QString enginePath(QString *why = nullptr) { return EngineService::enginePath(why); }

    // Queues one request line (engine.h), starting the engine if needed, without waiting for
    // it. False (and *error says why) when there is no engine to start.
    bool send(const QString &request, QString *error = nullptr);
    // Stops this client's running request at its next check, and drops its waiting ones.
    void cancel();
    // Is one of its requests waiting or running (sent, its "done" not yet received)?
    bool busy() const { return m_inFlight > 0; }

signals:
    // One engine event of this client's request, its common fields read (EngineEvent).
    void event(const gpulab::EngineEvent &event);
    // The engine ended while this client's request ran (a crash, a kill): `message` says how.
    // That request never gets its "done"; the next send() starts a new engine.
    void engineStopped(const QString &message);

private:
    friend class EngineService;
    void deliver(const QJsonObject &event);
    void stopped(const QString &message);

    QPointer<EngineService> m_service;
    int m_inFlight = 0;
};

// The engine's requests (compute/engine.h), typed: one struct per command, written as its
// request line here and nowhere else (EngineClient::send takes the line).
struct LatencyRequest
{
    quint64 minBytes = 4 << 10;
    quint64 maxBytes = 256 << 20;
    double budgetSeconds = 4;
};
struct BandwidthRequest
{
    int device = -1; // -1: the host only
    quint64 minBytes = 4 << 10;
    quint64 maxBytes = 256 << 20;
    int repeats = 5;
};
struct TransferRequest
{
    int device = 0;
    quint64 minBytes = 4 << 10;
    quint64 maxBytes = 256 << 20;
    int repeats = 5;
};
struct MultiDeviceRequest
{
    int n = 1024;
    QList<int> devices; // empty: every device
    int repeats = 3;
};
struct RoofsRequest
{
    int device = 0;
    int repeats = 5;
};
struct BenchRequest
{
    int device = -1; // -1: no OpenCL device (CPU rungs only)
    QList<int> sizes;
    QStringList variants;
    int repeats = 3;
    quint64 seed = 0;
    bool verify = true;
};
// A tuning pass of opencl-regblock on a device (compute/tuning.h), and what is stored for it.
struct TuneRequest
{
    int device = 0;
    double budgetSeconds = 8;
    QList<int> sizes; // empty: the device's own
};
struct TuningRequest
{
    int device = 0;
};
struct GemvRequest
{
    int device = 0;
    int n = 2048;
    int repeats = 5;
};
QString requestLine(const GemvRequest &request);
QString requestLine(const TuneRequest &request);
QString requestLine(const TuningRequest &request);
QString requestLine(const LatencyRequest &request);
QString requestLine(const BandwidthRequest &request);
QString requestLine(const TransferRequest &request);
QString requestLine(const MultiDeviceRequest &request);
QString requestLine(const RoofsRequest &request);
QString requestLine(const BenchRequest &request);
QString devicesRequestLine();

// Readers for the engine's JSON (compute/jsonwriter.h writes it).
DeviceDiscovery discoveryFromJson(const QJsonObject &object);
BenchResult benchResultFromJson(const QJsonObject &object);
ProductMeasurement productMeasurementFromJson(const QJsonObject &object);
GemvReport gemvReportFromJson(const QJsonObject &object);
DeviceRoofs roofsFromJson(const QJsonObject &object);
TransferPoint transferPointFromJson(const QJsonObject &object);
TransferReport transferReportFromJson(const QJsonObject &object);
MultiDeviceReport multiDeviceReportFromJson(const QJsonObject &object);
LatencyPoint latencyPointFromJson(const QJsonObject &object);
BandwidthPoint bandwidthPointFromJson(const QJsonObject &object);

// A tuning pass's sets as the window reads them (the engine's "candidate" and "tune" events),
// each named by its text and tile rather than compute's RegblockParams, which need the device
// to be read back (nothing in the window builds a kernel).
struct TuneSet
{
    QString params;   // "cpu MR=6,NR=32,..."
    int tileRows = 0; // regblockTile(): MR x NR on a CPU, MWG x NWG on a GPU
    int tileColumns = 0;
    bool isDefault = false;
    QString status;   // "measured", "failed", "not tried"
    double score = 0; // GFLOP/s (geometric mean over the sizes), 0 when not measured
    QString message;  // why it failed or was not tried
    bool measured() const { return status == QLatin1String("measured"); }
};
struct TuneOutcome
{
    QList<int> sizes;
    QList<TuneSet> candidates;
    int chosen = -1;
    bool interrupted = false;
    bool budgetSpent = false;
    double seconds = 0;
    QString cachePath;    // where the winner was stored
    QString cacheProblem; // why it was not
    const TuneSet *winner() const;
    const TuneSet *defaultSet() const; // the default, when it was measured
};
// What opencl-regblock runs with on a device (the engine's "tuning" event, TuningState).
struct StoredTuning
{
    QString source; // "tuned", "default" or "forced"
    QString params;
    int tileRows = 0;
    int tileColumns = 0;
    QString path;    // the tuning file
    QString problem; // why a file there is not used
    bool tuned = false;
    double gflops = 0;
    double defaultGflops = 0; // 0: not known
    QDateTime date;           // invalid: not known
};
TuneSet tuneSetFromJson(const QJsonObject &object);
TuneOutcome tuneOutcomeFromJson(const QJsonObject &object);
StoredTuning storedTuningFromJson(const QJsonObject &object);

} // namespace gpulab

Q_DECLARE_METATYPE(gpulab::EngineEvent)
