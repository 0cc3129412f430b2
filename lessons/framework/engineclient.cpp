// EngineClient and the engine JSON readers (see engineclient.h).
#include "lessons/framework/engineclient.h"

#include "compute/boundedtext.h"

#include "compute/deadlines.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QStandardPaths>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>
#endif

namespace gpulab {

// ------------------------------------------------------------------------------ EngineService

EngineService::EngineService(QObject *parent) : QObject(parent)
{
    m_idle = new QTimer(this);
    m_idle->setSingleShot(true);
    m_idle->setInterval(kIdleQuitMs);
    connect(m_idle, &QTimer::timeout, this, [this] {
        if (m_running || !m_queue.isEmpty() || !m_process)
            return;
        // Let it go without waiting for it: it exits on "quit", and the next request starts a
        // fresh one at once rather than write to a process on its way out.
        QProcess *process = m_process;
        m_process = nullptr;
        m_pending.clear();
        process->disconnect(this);
        connect(process, &QProcess::finished, process, &QObject::deleteLater);
        process->write("quit\n");
        process->closeWriteChannel();
        QTimer::singleShot(driverDeadlines().quitGrace, process, [process] { process->kill(); });
    });
    m_cancelGrace = new QTimer(this);
    m_cancelGrace->setSingleShot(true);
    m_cancelGrace->setInterval(int(driverDeadlines().quitGrace.count()));
    connect(m_cancelGrace, &QTimer::timeout, this, &EngineService::abandonCancelled);
    m_watchdog = new QTimer(this);
    m_watchdog->setSingleShot(true);
    m_watchdog->setInterval(int(driverDeadlines().silence.count()));
    connect(m_watchdog, &QTimer::timeout, this, [this] {
        if (!m_running || !m_process)
            return;
        // Blocked in the driver: nothing but a kill ends that (deadlines.h).
        killProcess();
        engineLost(
            tr("The measurement engine did not answer for %1 s: the OpenCL driver seems "
               "to hang (in a kernel build or while waiting for the device). GPU Lab "
               "stopped it; the next measurement starts a fresh one, and the CPU rungs "
               "still run.")
                .arg(QLocale().toString(double(driverDeadlines().silence.count()) / 1000.0)));
    });
}

// A cancelled request whose engine does not say "done" within the quit grace is blocked where
// it cannot check its cancel token (a first kernel build inside the driver: ~12 s for CLBlast on
// PoCL). Cancel means within a second: the engine is killed, the request ends cancelled, and the
// next request starts a fresh engine (the driver's kernel cache on disk keeps what it built).
void EngineService::abandonCancelled()
{
    if (!m_running || !m_process)
        return;
    QPointer<EngineClient> client = m_current.client;
    killProcess();
    m_pending.clear();
    m_running = false;
    m_current = {};
    m_watchdog->stop();
    if (client)
        client->deliver({{QStringLiteral("event"), QStringLiteral("done")},
                         {QStringLiteral("cancelled"), true},
                         {QStringLiteral("error"), QJsonValue()}});
    startNext();
}

EngineService::~EngineService()
{
    m_quitting = true;
    stopProcess();
}

void EngineService::stopProcess()
{
    if (!m_process)
        return;
    QProcess *process = m_process;
    m_process = nullptr;
    process->disconnect(this);
    if (process->state() != QProcess::NotRunning) {
        process->write("quit\n");
        process->closeWriteChannel();
        if (!process->waitForFinished(int(driverDeadlines().quitGrace.count()))) {
            process->kill();
            process->waitForFinished(1000);
        }
    }
    delete process;
}

QString EngineService::enginePath(QString *why)
{
    const QString fromEnvironment = qEnvironmentVariable("GPULAB_CLI");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    // With an explicit folder, findExecutable() also tries gpulab-cli.exe on Windows.
    const QString beside = QStandardPaths::findExecutable(QStringLiteral("gpulab-cli"),
                                                          {QCoreApplication::applicationDirPath()});
    if (!beside.isEmpty())
        return beside;
#if defined(GPULAB_BUILD_TREE_CLI) && defined(GPULAB_BUILD_TREE_ROOT)
    // Only a program that itself runs from the build tree (the tests) uses the gpulab-cli built
    // there: an installed gpulab without its engine must say so, not borrow a stale build's.
    const QString root = QDir(QStringLiteral(GPULAB_BUILD_TREE_ROOT)).canonicalPath();
    const QString self = QFileInfo(QCoreApplication::applicationFilePath()).canonicalFilePath();
    if (!root.isEmpty() && self.startsWith(root + QLatin1Char('/')) &&
        QFileInfo(QStringLiteral(GPULAB_BUILD_TREE_CLI)).isExecutable())
        return QStringLiteral(GPULAB_BUILD_TREE_CLI);
#endif
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("gpulab-cli"));
    if (!onPath.isEmpty())
        return onPath;
    if (why)
        *why = tr("The measurement engine (gpulab-cli) is missing: it was looked for next to "
                  "%1 and on PATH. Reinstall GPU Lab, or set GPULAB_CLI to its path.")
                   .arg(QDir::toNativeSeparators(QCoreApplication::applicationFilePath()));
    return {};
}

void EngineService::requestDiscovery()
{
    if (m_discovered) {
        QMetaObject::invokeMethod(
            this, [this] { emit discovered(m_discovery); }, Qt::QueuedConnection);
        return;
    }
    if (m_discovering)
        return; // discovered() follows that request's answer
    m_found = {};
    m_discovering = new EngineClient(this, this);
    connect(m_discovering, &EngineClient::event, this, [this](const EngineEvent &typed) {
        const QJsonObject &event = typed.json;
        const QString &kind = typed.kind;
        if (kind == QLatin1String("devices")) {
            m_found = discoveryFromJson(event.value(QLatin1String("discovery")).toObject());
        } else if (kind == QLatin1String("done")) {
            const QString error = event.value(QLatin1String("error")).toString();
            DeviceDiscovery found = std::move(m_found);
            const bool answered = found.available() || !found.problem.empty();
            if (!error.isEmpty() && found.devices.empty())
                found.problem = error.toStdString();
            finishDiscovery(std::move(found), answered && error.isEmpty());
        }
    });
    connect(m_discovering, &EngineClient::engineStopped, this, [this](const QString &message) {
        // An engine that crashed or hung while listing the devices is the driver's verdict for
        // this session (asking again would crash or hang again); one that could not start is not.
        DeviceDiscovery found;
        found.problem = (m_lostToDriver ? tr("OpenCL is unavailable: the driver stopped the "
                                             "measurement engine while it listed the devices. %1")
                                              .arg(message)
                                        : message)
                            .toStdString();
        finishDiscovery(std::move(found), m_lostToDriver);
    });
    QString error;
    if (!m_discovering->send(devicesRequestLine(), &error)) {
        DeviceDiscovery found;
        found.problem = error.toStdString();
        QMetaObject::invokeMethod( // queued: callers connect to discovered() after asking
            this, [this, found] { finishDiscovery(found, false); }, Qt::QueuedConnection);
    }
}

void EngineService::finishDiscovery(DeviceDiscovery found, bool keep)
{
    if (!m_discovering)
        return;
    m_discovering->deleteLater();
    m_discovering = nullptr;
    m_discovered = keep;
    m_discovery = std::move(found);
    emit discovered(m_discovery);
}

bool EngineService::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

bool EngineService::ensureProcess(QString *error)
{
    if (m_process && m_process->state() != QProcess::NotRunning)
        return true;
    QString why;
    const QString program = enginePath(&why);
    if (program.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    delete m_process;
    m_pending.clear();
    m_process = new QProcess(this);
    ++m_starts;
    // The engine's own diagnostics (driver warnings) go where ours go.
    m_process->setProcessChannelMode(QProcess::ForwardedErrorChannel);
#ifdef Q_OS_LINUX
    // The engine dies with the application, however it ends (SIGKILL included): the kernel
    // kills the child when this thread's process is gone. Between fork and exec; the parent may
    // already be gone by then, which getppid() shows.
    m_process->setChildProcessModifier([parent = ::getpid()] {
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent)
            ::_exit(1);
    });
#endif
    connect(m_process, &QProcess::readyReadStandardOutput, this, &EngineService::readLines);
    connect(m_process, &QProcess::finished, this, &EngineService::onFinished);
    // Started without waiting (the GUI thread never blocks on it): lines written before
    // started() wait in m_pending; a program that cannot start ends every request.
    connect(m_process, &QProcess::started, this, [this] {
        for (const QByteArray &line : std::as_const(m_pending))
            m_process->write(line);
        m_pending.clear();
    });
    connect(m_process, &QProcess::errorOccurred, this,
            [this, program](QProcess::ProcessError processError) {
                if (processError != QProcess::FailedToStart || !m_process)
                    return;
                const QString message =
                    tr("The measurement engine %1 could not be started: %2")
                        .arg(QDir::toNativeSeparators(program), m_process->errorString());
                m_process->deleteLater();
                m_process = nullptr;
                m_pending.clear();
                if (m_starting)
                    m_startError = message; // ensureProcess() is still on the stack: it answers
                else
                    failAll(message);
            });
    m_startError.clear();
    m_starting = true;
    m_process->start(program, {QStringLiteral("engine")});
    m_starting = false;
    if (!m_process) { // Qt reported the failure before start() returned
        if (error)
            *error = m_startError;
        return false;
    }
    return true;
}

void EngineService::write(const QByteArray &line)
{
    if (m_process && m_process->state() == QProcess::Running)
        m_process->write(line);
    else
        m_pending.append(line);
}

bool EngineService::submit(EngineClient *client, const QString &request, QString *error)
{
    // A missing engine program is said at once, to the one who asked.
    if (!m_running && m_queue.isEmpty() && !ensureProcess(error))
        return false;
    m_idle->stop();
    m_queue.append({client, request.toUtf8() + '\n'});
    if (!m_running)
        startNext();
    return true;
}

void EngineService::startNext()
{
    while (!m_running && !m_queue.isEmpty()) {
        m_current = m_queue.takeFirst();
        if (!m_current.client)
            continue; // its client went away while it waited
        QString error;
        if (!ensureProcess(&error)) {
            failAll(error);
            return;
        }
        m_running = true;
        m_watchdog->start();
        write(m_current.line);
    }
    if (!m_running) {
        m_watchdog->stop();
        m_idle->start();
    }
}

void EngineService::cancel(EngineClient *client)
{
    if (m_running && m_current.client == client) {
        write("cancel\n");
        if (!m_cancelGrace->isActive())
            m_cancelGrace->start(); // its "done" within the grace, else abandonCancelled()
    }
    // Its waiting requests end at once, as cancelled ones do (queued: the caller finishes what
    // it is doing first, as with a running request's "done").
    for (qsizetype i = m_queue.size() - 1; i >= 0; --i) {
        if (m_queue[i].client != client)
            continue;
        m_queue.removeAt(i);
        QMetaObject::invokeMethod(
            client,
            [client] {
                client->deliver({{QStringLiteral("event"), QStringLiteral("done")},
                                 {QStringLiteral("cancelled"), true},
                                 {QStringLiteral("error"), QJsonValue()}});
            },
            Qt::QueuedConnection);
    }
}

void EngineService::detach(EngineClient *client)
{
    m_queue.removeIf([client](const Request &r) { return r.client == client || !r.client; });
    if (m_running && (m_current.client == client || !m_current.client)) {
        write("cancel\n"); // its events are dropped until the "done"
        m_current.client = nullptr;
        if (!m_cancelGrace->isActive())
            m_cancelGrace->start();
    }
}

void EngineService::killProcess()
{
    QProcess *process = m_process;
    m_process = nullptr;
    process->disconnect(this);
    connect(process, &QProcess::finished, process, &QObject::deleteLater);
    process->kill();
}

void EngineService::readLines()
{
    auto tooLong = [this] {
        killProcess();
        engineLost(tr("The measurement engine sent a line longer than %1 MiB, which no answer "
                      "needs. GPU Lab stopped it; the next measurement starts a fresh one.")
                       .arg(kMaxLineBytes >> 20));
    };
    while (m_process && m_process->canReadLine()) {
        const QByteArray raw = m_process->readLine(kMaxLineBytes + 1);
        if (!raw.endsWith('\n') && raw.size() > kMaxLineBytes) {
            tooLong();
            return;
        }
        const QByteArray line = raw.trimmed();
        if (line.isEmpty())
            continue;
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
        if (!document.isObject()) {
            qWarning("gpulab: the measurement engine printed something that is not an event: %s",
                     line.left(200).constData());
            continue;
        }
        const QJsonObject object = document.object();
        if (m_running)
            m_watchdog->start(); // a sign of life: the silence starts again
        const QString kind = object.value(QLatin1String("event")).toString();
        if (kind == QLatin1String("alive"))
            continue; // for the watchdog only
        const bool done = kind == QLatin1String("done");
        QPointer<EngineClient> client = m_current.client;
        if (done) {
            m_running = false;
            m_current = {};
            m_cancelGrace->stop();
        }
        if (client)
            client->deliver(object); // may send this client's next request
        if (done)
            startNext();
    }
    // A line without its end yet: QProcess keeps what has come, so a bound is checked here too.
    if (m_process && m_process->bytesAvailable() > kMaxLineBytes)
        tooLong();
}

void EngineService::onFinished(int exitCode, QProcess::ExitStatus status)
{
    readLines();
    if (m_process) {
        m_process->deleteLater();
        m_process = nullptr;
    }
    m_pending.clear();
    if (m_quitting || !m_running)
        return;
    engineLost(
        status == QProcess::CrashExit
            ? tr("The measurement engine crashed (the OpenCL driver may have failed). GPU "
                 "Lab itself is fine: try again, or choose another device.")
            : tr("The measurement engine stopped unexpectedly (exit code %1).").arg(exitCode));
}

void EngineService::engineLost(const QString &message)
{
    m_pending.clear();
    QPointer<EngineClient> client = m_current.client;
    m_running = false;
    m_current = {};
    m_watchdog->stop();
    m_cancelGrace->stop();
    m_lostToDriver = true;
    if (client)
        client->stopped(message);
    m_lostToDriver = false;
    // The requests that waited get a fresh engine.
    emit restarted(message);
    startNext();
}

void EngineService::failAll(const QString &message)
{
    QList<QPointer<EngineClient>> clients;
    if (m_running && m_current.client)
        clients.append(m_current.client);
    for (const Request &r : std::as_const(m_queue))
        if (r.client && !clients.contains(r.client))
            clients.append(r.client);
    m_running = false;
    m_current = {};
    m_queue.clear();
    m_watchdog->stop();
    m_cancelGrace->stop();
    for (const QPointer<EngineClient> &client : clients)
        if (client)
            client->stopped(message);
}

// ------------------------------------------------------------------------------- EngineClient

EngineDevices::EngineDevices(EngineService *service, QObject *parent)
    : QObject(parent), m_service(service)
{
    if (m_service)
        connect(m_service, &EngineService::discovered, this, [this](const DeviceDiscovery &found) {
            if (!m_asked)
                return;
            m_asked = false;
            m_discovery = found;
            m_discovered = true;
            emit ready();
        });
}

void EngineDevices::discover()
{
    if (m_discovered || m_asked)
        return;
    if (!m_service) {
        m_discovery.problem = tr("no measurement engine").toStdString();
        m_discovered = true;
        emit ready();
        return;
    }
    m_asked = true;
    m_service->requestDiscovery(); // the application's one discovery
}

bool EngineDevices::waitForAnswer(int timeoutMs)
{
    if (timeoutMs < 0) // the engine answers by then even when the driver hangs (deadlines.h)
        timeoutMs = int((driverDeadlines().discovery + driverDeadlines().quitGrace).count());
    discover();
    if (!m_discovered) {
        QEventLoop wait;
        connect(this, &EngineDevices::ready, &wait, &QEventLoop::quit);
        QTimer::singleShot(timeoutMs, &wait, &QEventLoop::quit);
        wait.exec();
    }
    return m_discovered;
}

EngineClient::EngineClient(EngineService *service, QObject *parent)
    : QObject(parent), m_service(service)
{
    Q_ASSERT(service);
    qRegisterMetaType<gpulab::EngineEvent>(); // queued connections and QSignalSpy
}

EngineClient::~EngineClient()
{
    if (m_service)
        m_service->detach(this);
}

bool EngineClient::send(const QString &request, QString *error)
{
    if (!m_service) {
        if (error)
            *error = tr("The measurement engine has closed.");
        return false;
    }
    if (!m_service->submit(this, request, error))
        return false;
    ++m_inFlight;
    return true;
}

void EngineClient::cancel()
{
    if (m_service && m_inFlight > 0)
        m_service->cancel(this);
}

void EngineClient::deliver(const QJsonObject &event)
{
    if (event.value(QLatin1String("event")).toString() == QLatin1String("done"))
        m_inFlight = qMax(0, m_inFlight - 1);
    emit this->event(engineEventFromJson(event));
}

void EngineClient::stopped(const QString &message)
{
    m_inFlight = 0;
    emit engineStopped(message);
}

// ------------------------------------------------------------------------------- JSON readers

namespace {

// A name from the engine, cut to kMaxNameBytes (compute/boundedtext.h); a message to
// kMaxMessageBytes.
std::string text(const QJsonObject &object, const char *key, std::size_t maxBytes = kMaxNameBytes)
{
    return cutText(object.value(QLatin1String(key)).toString().toStdString(), maxBytes);
}

double number(const QJsonObject &object, const char *key, double absent)
{
    const QJsonValue value = object.value(QLatin1String(key));
    return value.isDouble() ? value.toDouble() : absent;
}

DeviceType deviceTypeFromName(const QString &name)
{
    for (DeviceType type : {DeviceType::Gpu, DeviceType::Accelerator, DeviceType::Cpu})
        if (name == QLatin1String(deviceTypeName(type)))
            return type;
    return DeviceType::Other;
}

BenchResult::Status statusFromName(const QString &name)
{
    for (BenchResult::Status status : {BenchResult::Status::Ok, BenchResult::Status::Failed,
                                       BenchResult::Status::Error, BenchResult::Status::Skipped})
        if (name == QLatin1String(statusName(status)))
            return status;
    return BenchResult::Status::Error;
}

} // namespace

DeviceDiscovery discoveryFromJson(const QJsonObject &object)
{
    DeviceDiscovery discovery;
    for (const QJsonValue &value : object.value(QLatin1String("devices")).toArray()) {
        const QJsonObject d = value.toObject();
        DeviceInfo info;
        info.index = d.value(QLatin1String("index")).toInt();
        info.name = text(d, "name");
        info.vendor = text(d, "vendor");
        info.platformName = text(d, "platform");
        info.platformVersion = text(d, "platform_version");
        info.type = deviceTypeFromName(d.value(QLatin1String("type")).toString());
        info.computeUnits = unsigned(number(d, "compute_units", 0));
        info.clockMHz = unsigned(number(d, "clock_mhz", 0));
        info.globalMemBytes = std::uint64_t(number(d, "global_mem_bytes", 0));
        info.localMemBytes = std::uint64_t(number(d, "local_mem_bytes", 0));
        info.localMemDedicated = d.value(QLatin1String("local_mem_dedicated")).toBool();
        info.maxAllocBytes = std::uint64_t(number(d, "max_alloc_bytes", 0));
        info.maxWorkGroupSize = std::size_t(number(d, "max_work_group_size", 0));
        info.fp16 = d.value(QLatin1String("fp16")).toBool();
        info.fp64 = d.value(QLatin1String("fp64")).toBool();
        info.openclCVersion = text(d, "opencl_c_version");
        info.deviceVersion = text(d, "device_version");
        info.driverVersion = text(d, "driver_version");
        discovery.devices.push_back(std::move(info));
    }
    discovery.problem = text(object, "problem", kMaxMessageBytes);
    discovery.errorCode = object.value(QLatin1String("error_code")).toInt();
    return discovery;
}

BenchResult benchResultFromJson(const QJsonObject &o)
{
    BenchResult r;
    r.variant = text(o, "variant");
    r.n = o.value(QLatin1String("n")).toInt();
    r.status = statusFromName(o.value(QLatin1String("status")).toString());
    r.message = text(o, "message", kMaxMessageBytes);
    r.repeats = o.value(QLatin1String("repeats")).toInt();
    r.secondsMedian = number(o, "seconds_median", 0);
    r.secondsMin = number(o, "seconds_min", 0);
    r.secondsMax = number(o, "seconds_max", 0);
    r.deviceSecondsMedian = number(o, "device_seconds_median", -1);
    r.endToEndSecondsMedian = number(o, "end_to_end_seconds_median", 0);
    r.buildSeconds = number(o, "build_seconds", 0);
    r.gflops = number(o, "gflops", 0);
    r.speedupVsSerial = number(o, "speedup_vs_serial", -1);
    r.relError = number(o, "rel_error", -1);
    r.verified = o.value(QLatin1String("verified")).toBool();
    r.parameters = text(o, "parameters"); // the set it ran with: the roofline's intensity
    return r;
}

DeviceRoofs roofsFromJson(const QJsonObject &o)
{
    DeviceRoofs roofs;
    roofs.bandwidthGBs = number(o, "bandwidth_gbs", 0);
    roofs.peakGflops = number(o, "peak_gflops", 0);
    roofs.copyBytes = std::uint64_t(number(o, "copy_bytes", 0));
    roofs.fmaWorkItems = std::uint64_t(number(o, "fma_work_items", 0));
    roofs.fmaWidth = o.value(QLatin1String("fma_width")).toInt(roofs.fmaWidth);
    roofs.fmaChains = o.value(QLatin1String("fma_chains")).toInt(roofs.fmaChains);
    roofs.repeats = o.value(QLatin1String("repeats")).toInt();
    roofs.bandwidthSpread = number(o, "bandwidth_spread", 0);
    roofs.peakSpread = number(o, "peak_spread", 0);
    return roofs;
}

TransferPoint transferPointFromJson(const QJsonObject &object)
{
    TransferPoint point;
    point.memory = text(object, "memory");
    point.direction = text(object, "direction");
    point.bytes = std::uint64_t(number(object, "bytes", 0));
    point.secondsMedian = number(object, "seconds_median", 0);
    point.secondsMin = number(object, "seconds_min", 0);
    point.deviceSecondsMedian = number(object, "device_seconds_median", -1);
    point.gbsMedian = number(object, "gbs_median", 0);
    point.gbsBest = number(object, "gbs_best", 0);
    point.repeats = int(number(object, "repeats", 0));
    point.verified = object.value(QLatin1String("verified")).toBool();
    return point;
}

namespace {
std::vector<std::string> strings(const QJsonObject &object, const char *key)
{
    std::vector<std::string> out;
    for (const QJsonValue &value : object.value(QLatin1String(key)).toArray())
        out.push_back(cutText(value.toString().toStdString(), kMaxMessageBytes));
    return out;
}
} // namespace

TransferReport transferReportFromJson(const QJsonObject &object)
{
    TransferReport report;
    report.deviceName = text(object, "device");
    report.cpuDevice = object.value(QLatin1String("cpu_device")).toBool();
    report.cancelled = object.value(QLatin1String("cancelled")).toBool();
    report.notes = strings(object, "notes");
    for (const QJsonValue &value : object.value(QLatin1String("points")).toArray())
        report.points.push_back(transferPointFromJson(value.toObject()));
    return report;
}

MultiDeviceReport multiDeviceReportFromJson(const QJsonObject &object)
{
    MultiDeviceReport report;
    report.n = int(number(object, "n", 0));
    report.distinctDevices = int(number(object, "distinct_devices", 0));
    report.totalSeconds = number(object, "total_seconds", 0);
    report.gflops = number(object, "gflops", 0);
    report.buildSeconds = number(object, "build_seconds", 0);
    report.relError = number(object, "rel_error", -1);
    report.verified = object.value(QLatin1String("verified")).toBool();
    report.repeats = int(number(object, "repeats", 0));
    report.cancelled = object.value(QLatin1String("cancelled")).toBool();
    report.notes = strings(object, "notes");
    for (const QJsonValue &value : object.value(QLatin1String("bands")).toArray()) {
        const QJsonObject b = value.toObject();
        DeviceBand band;
        band.band = int(number(b, "band", 0));
        band.device = int(number(b, "device", 0));
        band.deviceName = text(b, "device_name");
        band.row0 = int(number(b, "row0", 0));
        band.rows = int(number(b, "rows", 0));
        band.uploadBytes = std::uint64_t(number(b, "upload_bytes", 0));
        band.downloadBytes = std::uint64_t(number(b, "download_bytes", 0));
        band.uploadSeconds = number(b, "upload_seconds", 0);
        band.computeSeconds = number(b, "compute_seconds", 0);
        band.kernelSeconds = number(b, "kernel_seconds", 0);
        band.downloadSeconds = number(b, "download_seconds", 0);
        report.bands.push_back(band);
    }
    return report;
}

LatencyPoint latencyPointFromJson(const QJsonObject &object)
{
    LatencyPoint point;
    point.bytes = std::uint64_t(number(object, "bytes", 0));
    point.lines = std::uint64_t(number(object, "lines", 0));
    point.latencyNs = number(object, "latency_ns", 0);
    point.minNs = number(object, "min_ns", 0);
    point.maxNs = number(object, "max_ns", 0);
    point.loadsPerRepeat = std::uint64_t(number(object, "loads_per_repeat", 0));
    point.repeats = int(number(object, "repeats", 0));
    point.seconds = number(object, "seconds", 0);
    return point;
}

BandwidthPoint bandwidthPointFromJson(const QJsonObject &object)
{
    BandwidthPoint point;
    point.where = text(object, "where");
    point.kernel = text(object, "kernel");
    point.threads = int(number(object, "threads", 0));
    point.bytes = std::uint64_t(number(object, "bytes", 0));
    point.bytesMoved = std::uint64_t(number(object, "bytes_moved", 0));
    point.passes = std::uint64_t(number(object, "passes", 0));
    point.secondsMedian = number(object, "seconds_median", 0);
    point.gbsMedian = number(object, "gbs_median", 0);
    point.gbsBest = number(object, "gbs_best", 0);
    point.repeats = int(number(object, "repeats", 0));
    point.verified = object.value(QLatin1String("verified")).toBool();
    return point;
}

TuneSet tuneSetFromJson(const QJsonObject &o)
{
    TuneSet set;
    set.params = QString::fromStdString(text(o, "params"));
    const QJsonArray tile = o.value(QLatin1String("tile")).toArray();
    set.tileRows = tile.at(0).toInt();
    set.tileColumns = tile.at(1).toInt();
    set.isDefault = o.value(QLatin1String("default")).toBool();
    set.status = QString::fromStdString(text(o, "status"));
    set.score = std::max(0.0, number(o, "score", 0));
    set.message = QString::fromStdString(text(o, "message", kMaxMessageBytes));
    return set;
}

TuneOutcome tuneOutcomeFromJson(const QJsonObject &o)
{
    TuneOutcome outcome;
    for (const QJsonValue &n : o.value(QLatin1String("sizes")).toArray())
        outcome.sizes << n.toInt();
    for (const QJsonValue &c : o.value(QLatin1String("candidates")).toArray())
        outcome.candidates << tuneSetFromJson(c.toObject());
    const int chosen = o.value(QLatin1String("chosen")).toInt(-1);
    outcome.chosen = chosen >= 0 && chosen < outcome.candidates.size() ? chosen : -1;
    outcome.interrupted = o.value(QLatin1String("interrupted")).toBool();
    outcome.budgetSpent = o.value(QLatin1String("budget_spent")).toBool();
    outcome.seconds = number(o, "seconds", 0);
    outcome.cachePath = QString::fromStdString(text(o, "cache_path", kMaxMessageBytes));
    outcome.cacheProblem = QString::fromStdString(text(o, "cache_problem", kMaxMessageBytes));
    return outcome;
}

const TuneSet *TuneOutcome::winner() const
{
    return chosen >= 0 ? &candidates[chosen] : nullptr;
}

const TuneSet *TuneOutcome::defaultSet() const
{
    for (const TuneSet &set : candidates)
        if (set.isDefault && set.measured())
            return &set;
    return nullptr;
}

StoredTuning storedTuningFromJson(const QJsonObject &o)
{
    StoredTuning stored;
    stored.source = QString::fromStdString(text(o, "source"));
    stored.params = QString::fromStdString(text(o, "params"));
    const QJsonArray tile = o.value(QLatin1String("tile")).toArray();
    stored.tileRows = tile.at(0).toInt();
    stored.tileColumns = tile.at(1).toInt();
    stored.path = QString::fromStdString(text(o, "path", kMaxMessageBytes));
    stored.problem = QString::fromStdString(text(o, "problem", kMaxMessageBytes));
    const QJsonObject tuned = o.value(QLatin1String("tuned")).toObject();
    stored.tuned = !tuned.isEmpty();
    if (stored.tuned) {
        const QJsonArray tunedTile = tuned.value(QLatin1String("tile")).toArray();
        stored.tileRows = tunedTile.at(0).toInt(stored.tileRows);
        stored.tileColumns = tunedTile.at(1).toInt(stored.tileColumns);
        stored.gflops = std::max(0.0, number(tuned, "gflops", 0));
        stored.defaultGflops = std::max(0.0, number(tuned, "default_gflops", 0));
        stored.date =
            QDateTime::fromString(QString::fromStdString(text(tuned, "date")), Qt::ISODate);
    }
    return stored;
}

QString requestLine(const LatencyRequest &r)
{
    return QStringLiteral("latency min=%1 max=%2 budget=%3")
        .arg(r.minBytes)
        .arg(r.maxBytes)
        .arg(r.budgetSeconds, 0, 'g', 4);
}

QString requestLine(const BandwidthRequest &r)
{
    return QStringLiteral("bandwidth device=%1 min=%2 max=%3 repeats=%4")
        .arg(r.device)
        .arg(r.minBytes)
        .arg(r.maxBytes)
        .arg(r.repeats);
}

QString requestLine(const TransferRequest &r)
{
    return QStringLiteral("transfer device=%1 min=%2 max=%3 repeats=%4")
        .arg(r.device)
        .arg(r.minBytes)
        .arg(r.maxBytes)
        .arg(r.repeats);
}

QString requestLine(const MultiDeviceRequest &r)
{
    QString line = QStringLiteral("multidevice n=%1 repeats=%2").arg(r.n).arg(r.repeats);
    QStringList devices;
    for (int d : r.devices)
        devices << QString::number(d);
    if (!devices.isEmpty())
        line += QStringLiteral(" devices=") + devices.join(QLatin1Char(','));
    return line;
}

QString requestLine(const TuneRequest &r)
{
    QString line = QStringLiteral("tune device=%1 budget=%2")
                       .arg(r.device)
                       .arg(QString::number(qBound(0.1, r.budgetSeconds, 600.0), 'g', 6));
    QStringList sizes;
    for (int n : r.sizes)
        sizes << QString::number(n);
    if (!sizes.isEmpty())
        line += QStringLiteral(" sizes=") + sizes.join(QLatin1Char(','));
    return line;
}

QString requestLine(const TuningRequest &r)
{
    return QStringLiteral("tuning device=%1").arg(r.device);
}

QString requestLine(const RoofsRequest &r)
{
    return QStringLiteral("roofs device=%1 repeats=%2").arg(r.device).arg(r.repeats);
}

QString requestLine(const BenchRequest &r)
{
    QStringList sizes;
    for (int n : r.sizes)
        sizes << QString::number(n);
    return QStringLiteral("bench device=%1 sizes=%2 variants=%3 repeats=%4 seed=%5 verify=%6")
        .arg(r.device)
        .arg(sizes.join(QLatin1Char(',')), r.variants.join(QLatin1Char(',')))
        .arg(qMax(1, r.repeats))
        .arg(r.seed)
        .arg(r.verify ? 1 : 0);
}

QString devicesRequestLine()
{
    return QStringLiteral("devices");
}

EngineEvent engineEventFromJson(const QJsonObject &event)
{
    EngineEvent typed;
    typed.kind = event.value(QLatin1String("event")).toString();
    typed.fraction = event.value(QLatin1String("fraction")).toDouble();
    typed.cancelled = event.value(QLatin1String("cancelled")).toBool();
    typed.error = QString::fromStdString(
        cutText(event.value(QLatin1String("error")).toString().toStdString(), kMaxMessageBytes));
    typed.json = event;
    return typed;
}

// ---- gemv (compute/gemv.h): the Training vs inference lesson's live measurement

QString requestLine(const GemvRequest &request)
{
    return QStringLiteral("gemv device=%1 n=%2 repeats=%3")
        .arg(request.device)
        .arg(request.n)
        .arg(request.repeats);
}

ProductMeasurement productMeasurementFromJson(const QJsonObject &o)
{
    ProductMeasurement p;
    p.kernel = o.value(QStringLiteral("kernel")).toString().toStdString();
    p.variant = o.value(QStringLiteral("variant")).toString().toStdString();
    p.n = o.value(QStringLiteral("n")).toInt();
    p.repeats = o.value(QStringLiteral("repeats")).toInt();
    p.secondsMedian = o.value(QStringLiteral("seconds_median")).toDouble();
    p.secondsMin = o.value(QStringLiteral("seconds_min")).toDouble();
    p.secondsMax = o.value(QStringLiteral("seconds_max")).toDouble();
    p.deviceSecondsMedian = o.value(QStringLiteral("device_seconds_median")).toDouble(-1);
    p.flops = o.value(QStringLiteral("flops")).toDouble();
    p.bytes = o.value(QStringLiteral("bytes")).toDouble();
    p.relError = o.value(QStringLiteral("rel_error")).toDouble(-1);
    p.verified = o.value(QStringLiteral("verified")).toBool();
    p.message = o.value(QStringLiteral("message")).toString().toStdString();
    p.parameters = o.value(QStringLiteral("parameters")).toString().toStdString();
    return p;
}

GemvReport gemvReportFromJson(const QJsonObject &o)
{
    GemvReport r;
    r.n = o.value(QStringLiteral("n")).toInt();
    r.deviceName = o.value(QStringLiteral("device")).toString().toStdString();
    r.copies = o.value(QStringLiteral("copies")).toInt();
    r.buildSeconds = o.value(QStringLiteral("build_seconds")).toDouble();
    r.cancelled = o.value(QStringLiteral("cancelled")).toBool();
    r.gemv = productMeasurementFromJson(o.value(QStringLiteral("gemv")).toObject());
    r.gemm = productMeasurementFromJson(o.value(QStringLiteral("gemm")).toObject());
    return r;
}

} // namespace gpulab
