// LinkRunner (see linkrunner.h).
#include "lessons/interconnects/linkrunner.h"

#include "lessons/framework/engineclient.h"

#include <QLocale>

namespace gpulab {

LinkRunner::LinkRunner(const LessonContext &context, QObject *parent)
    : QObject(parent), m_machine(context.machine), m_engine(new EngineClient(context.engine, this)),
      m_devices(new EngineDevices(context.engine, this))
{
    connect(m_engine, &EngineClient::event, this, &LinkRunner::onEvent);
    connect(m_engine, &EngineClient::engineStopped, this,
            [this](const QString &message) { finish(false, message); });
    connect(m_devices, &EngineDevices::ready, this, &LinkRunner::devicesReady);
}

LinkRunner::~LinkRunner() = default; // the engine client stops the engine

void LinkRunner::discover()
{
    m_devices->discover();
}

bool LinkRunner::hasDiscovered() const
{
    return m_devices->hasDiscovered();
}

const DeviceDiscovery &LinkRunner::discovery() const
{
    return m_devices->discovery();
}

bool LinkRunner::send(Job job, const QString &request, QString *error)
{
    if (!m_engine->send(request, error))
        return false;
    m_job = job;
    m_transfer = {};
    m_multi = {};
    if (isRunning())
        emit runningChanged(true);
    return true;
}

namespace {
bool refuse(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return false;
}
} // namespace

bool LinkRunner::mayStart(const QString &noDevice, QString *error) const
{
    if (m_job != Job::None)
        return refuse(error, tr("A measurement is already running."));
    if (!hasDiscovered())
        return refuse(error, tr("Still looking for OpenCL devices; try again in a moment."));
    if (!discovery().available())
        return refuse(error, noDevice.arg(QString::fromStdString(discovery().problem)));
    return true;
}

bool LinkRunner::startTransfer(int deviceIndex, quint64 minBytes, quint64 maxBytes, int repeats,
                               QString *error)
{
    if (!mayStart(tr("No OpenCL device on this computer, so there is no host \u2194 device "
                     "transfer to measure (%1)."),
                  error))
        return false;
    if (minBytes < 1 || maxBytes < minBytes || repeats < 1)
        return refuse(error, tr("Choose sizes with min \u2264 max and at least one repeat."));
    const int device = qBound(0, deviceIndex, int(discovery().devices.size()) - 1);
    return send(Job::Transfer, requestLine(TransferRequest{device, minBytes, maxBytes, repeats}),
                error);
}

bool LinkRunner::startMultiDevice(int n, const QList<int> &devices, int repeats, QString *error)
{
    if (!mayStart(tr("No OpenCL device on this computer: the split product needs at least "
                     "one (%1)."),
                  error))
        return false;
    if (n < 16 || n > 8192 || repeats < 1)
        return refuse(error, tr("The matrix size must be from 16 to 8192."));
    return send(Job::MultiDevice, requestLine(MultiDeviceRequest{n, devices, repeats}), error);
}

void LinkRunner::cancel()
{
    if (isRunning())
        m_engine->cancel();
}

void LinkRunner::onEvent(const EngineEvent &typed)
{
    const QJsonObject &event = typed.json;
    const QString kind = event.value(QLatin1String("event")).toString();
    if (kind == QLatin1String("device")) {
        emit deviceOpened(event.value(QLatin1String("name")).toString().trimmed());
    } else if (kind == QLatin1String("progress")) {
        const double fraction = event.value(QLatin1String("fraction")).toDouble();
        if (m_job == Job::Transfer) {
            emit progress(fraction, tr("Copying buffers to and from the device\u2026"));
        } else if (m_job == Job::MultiDevice) {
            const QString stage = event.value(QLatin1String("stage")).toString();
            const int run = event.value(QLatin1String("run")).toInt();
            QString what;
            if (stage == QLatin1String("reference"))
                what = tr("Computing the float64 reference the result is checked against\u2026");
            else if (stage == QLatin1String("building"))
                what = tr("Compiling the kernel for each device\u2026");
            else if (run == 0)
                what = tr("Warm-up run\u2026");
            else
                what = tr("Timed run %1\u2026").arg(QLocale().toString(run));
            emit progress(fraction, what);
        }
    } else if (kind == QLatin1String("point")) {
        emit point(transferPointFromJson(event.value(QLatin1String("point")).toObject()));
    } else if (kind == QLatin1String("transfer")) {
        m_transfer = transferReportFromJson(event.value(kind).toObject());
    } else if (kind == QLatin1String("multidevice")) {
        m_multi = multiDeviceReportFromJson(event.value(kind).toObject());
    } else if (kind == QLatin1String("done")) {
        finish(event.value(QLatin1String("cancelled")).toBool(),
               event.value(QLatin1String("error")).toString());
    }
}

void LinkRunner::finish(bool cancelled, const QString &error)
{
    const Job job = m_job;
    m_job = Job::None;
    switch (job) {
    case Job::None: return;
    case Job::Transfer:
        emit runningChanged(false);
        emit transferFinished(m_transfer, cancelled, error);
        return;
    case Job::MultiDevice:
        emit runningChanged(false);
        emit multiDeviceFinished(m_multi, cancelled, error);
        return;
    }
}

} // namespace gpulab
