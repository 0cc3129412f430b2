// EngineClient and the engine JSON readers (see engineclient.h).
#include "lessons/framework/engineclient.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>

namespace gpulab {

EngineClient::EngineClient(QObject *parent) : QObject(parent) {}

EngineClient::~EngineClient()
{
    if (!m_process)
        return;
    m_quitting = true;
    m_process->disconnect(this);
    if (m_process->state() != QProcess::NotRunning) {
        m_process->write("quit\n");
        m_process->closeWriteChannel();
        if (!m_process->waitForFinished(2000)) {
            m_process->kill();
            m_process->waitForFinished(1000);
        }
    }
}

QString EngineClient::enginePath(QString *why)
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

bool EngineClient::send(const QString &request, QString *error)
{
    if (!m_process || m_process->state() == QProcess::NotRunning) {
        QString why;
        const QString program = enginePath(&why);
        if (program.isEmpty()) {
            if (error)
                *error = why;
            return false;
        }
        delete m_process;
        m_inFlight = 0;
        m_process = new QProcess(this);
        // The engine's own diagnostics (driver warnings) go where ours go.
        m_process->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        connect(m_process, &QProcess::readyReadStandardOutput, this, &EngineClient::readLines);
        connect(m_process, &QProcess::finished, this, &EngineClient::onFinished);
        // Started without waiting (the GUI thread never blocks on it): requests sent before
        // started() wait in m_pending; a program that cannot start ends them through
        // engineStopped(), like a crash.
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
                    m_pending.clear();
                    m_inFlight = 0;
                    m_process->deleteLater();
                    m_process = nullptr;
                    if (m_starting)
                        m_startError = message; // send() is still on the stack: it answers
                    else if (!m_quitting)
                        emit engineStopped(message);
                });
        m_pending.clear();
        m_startError.clear();
        m_starting = true;
        m_process->start(program, {QStringLiteral("engine")});
        m_starting = false;
        if (!m_process) { // Qt reported the failure before start() returned
            if (error)
                *error = m_startError;
            return false;
        }
    }
    if (m_process->state() == QProcess::Running)
        m_process->write(request.toUtf8() + '\n');
    else
        m_pending.append(request.toUtf8() + '\n');
    ++m_inFlight;
    return true;
}

void EngineClient::cancel()
{
    if (m_process && m_process->state() == QProcess::Running && m_inFlight > 0)
        m_process->write("cancel\n");
}

void EngineClient::readLines()
{
    while (m_process && m_process->canReadLine()) {
        const QByteArray line = m_process->readLine().trimmed();
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
        if (object.value(QLatin1String("event")).toString() == QLatin1String("done"))
            m_inFlight = qMax(0, m_inFlight - 1);
        emit event(object);
    }
}

void EngineClient::onFinished(int exitCode, QProcess::ExitStatus status)
{
    readLines();
    const bool wasBusy = m_inFlight > 0;
    m_inFlight = 0;
    if (!wasBusy || m_quitting)
        return;
    emit engineStopped(
        status == QProcess::CrashExit
            ? tr("The measurement engine crashed (the OpenCL driver may have "
                 "failed). GPU Lab itself is fine: try again, or choose another "
                 "device.")
            : tr("The measurement engine stopped unexpectedly (exit code %1).").arg(exitCode));
}

// ------------------------------------------------------------------------------- JSON readers

namespace {

std::string text(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toString().toStdString();
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
    discovery.problem = text(object, "problem");
    discovery.errorCode = object.value(QLatin1String("error_code")).toInt();
    return discovery;
}

BenchResult benchResultFromJson(const QJsonObject &o)
{
    BenchResult r;
    r.variant = text(o, "variant");
    r.n = o.value(QLatin1String("n")).toInt();
    r.status = statusFromName(o.value(QLatin1String("status")).toString());
    r.message = text(o, "message");
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
    return roofs;
}

} // namespace gpulab
