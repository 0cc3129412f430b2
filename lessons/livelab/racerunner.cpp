// RaceRunner (see racerunner.h).
#include "lessons/livelab/racerunner.h"

#include "compute/cldevice.h"
#include "compute/errors.h"
#include "compute/variants.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointer>
#include <QThread>

namespace gpulab {

double RaceOutcome::speedup() const
{
    const bool ok = left.status == BenchResult::Status::Ok &&
                    right.status == BenchResult::Status::Ok && left.verified && right.verified &&
                    left.secondsMedian > 0 && right.secondsMedian > 0;
    return ok ? left.secondsMedian / right.secondsMedian : 0.0;
}

RaceRunner::RaceRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<gpulab::BenchResult>();
    qRegisterMetaType<gpulab::RaceOutcome>();
}

RaceRunner::~RaceRunner()
{
    m_cancel.cancel();
    joinWorker();
    // The device was created on a worker thread; no thread uses it any more.
    m_device.reset();
}

void RaceRunner::joinWorker()
{
    if (m_worker) {
        m_worker->wait();
        delete m_worker;
        m_worker = nullptr;
    }
}

void RaceRunner::discover()
{
    if (m_running)
        return;
    joinWorker();
    m_running = true;
    QPointer<RaceRunner> self(this);
    m_worker = QThread::create([self] {
        DeviceDiscovery found = discoverDevices();
        QMetaObject::invokeMethod(
            self,
            [self, found = std::move(found)]() mutable {
                if (!self)
                    return;
                self->m_discovery = std::move(found);
                self->m_discovered = true;
                self->m_running = false;
                emit self->devicesReady();
            },
            Qt::QueuedConnection);
    });
    m_worker->start();
}

void RaceRunner::cancel()
{
    if (m_running)
        m_cancel.cancel();
}

bool RaceRunner::start(const RaceRequest &request, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (m_running)
        return fail(tr("A race is already running."));
    if (request.left == request.right)
        return fail(tr("Choose two different rungs of the ladder for the two sides."));
    for (const QString &id : {request.left, request.right})
        if (!findVariant(id.toStdString()))
            return fail(tr("Unknown variant \u201c%1\u201d.").arg(id));
    if (request.n < 1 || request.n > 46340)
        return fail(tr("The matrix size must be between 1 and 46340."));
    joinWorker();
    m_cancel.reset();
    m_running = true;

    const int deviceIndex = m_discovery.available() ? qBound(0, request.deviceIndex,
                                                             int(m_discovery.devices.size()) - 1)
                                                    : -1;
    QPointer<RaceRunner> self(this);
    auto post = [self](auto function) {
        QMetaObject::invokeMethod(
            self,
            [self, function = std::move(function)]() mutable {
                if (self)
                    function(*self);
            },
            Qt::QueuedConnection);
    };
    m_worker = QThread::create([this, self, request, deviceIndex, post] {
        RaceOutcome outcome;
        outcome.left.variant = request.left.toStdString();
        outcome.right.variant = request.right.toStdString();
        try {
            std::string noDevice;
            if (deviceIndex >= 0) {
                const DeviceInfo &info = m_discovery.devices[size_t(deviceIndex)];
                outcome.deviceLabel = QString::fromStdString(info.name).trimmed();
                if (!m_device || m_deviceIndex != deviceIndex) {
                    m_device.reset();
                    m_device = std::make_unique<ClDevice>(info);
                    m_deviceIndex = deviceIndex;
                }
            } else {
                noDevice = m_discovery.problem.empty() ? "no OpenCL device was found"
                                                       : m_discovery.problem;
            }
            Benchmark benchmark(m_device.get(), noDevice);
            BenchConfig config;
            config.sizes = {request.n};
            config.variants = {request.left.toStdString(), request.right.toStdString()};
            config.repeats = qMax(1, request.repeats);
            const double runsPerSide = config.repeats + 1.0; // warm-up + timed
            QElapsedTimer throttle;
            throttle.start();
            const QString deviceLabel = outcome.deviceLabel;
            const BenchReport report =
                benchmark.run(config, m_cancel, [&](const BenchEvent &event) {
                    const int side = event.variant == config.variants[0] ? 0 : 1;
                    switch (event.kind) {
                    case BenchEvent::Kind::Reference:
                        post([](RaceRunner &r) {
                            emit r.phase(tr("Computing the float64 reference to check both "
                                            "sides against\u2026"));
                        });
                        break;
                    case BenchEvent::Kind::Building: {
                        const bool opencl = findVariant(event.variant)->backend == Backend::OpenCl;
                        post([opencl, deviceLabel, side](RaceRunner &r) {
                            emit r.phase(opencl
                                             ? tr("Compiling kernels for %1\u2026").arg(deviceLabel)
                                             : tr("Preparing the %1 side\u2026")
                                                   .arg(side == 0 ? tr("left") : tr("right")));
                        });
                        break;
                    }
                    case BenchEvent::Kind::Running: {
                        if (throttle.elapsed() < 33 && event.fraction > 0 && event.fraction < 1)
                            break;
                        throttle.restart();
                        const double fraction = (event.run + event.fraction) / runsPerSide;
                        post([side, fraction, run = event.run](RaceRunner &r) {
                            if (run == 0 && fraction == 0)
                                emit r.phase(tr("Running\u2026"));
                            emit r.progress(side, fraction);
                        });
                        break;
                    }
                    case BenchEvent::Kind::Finished: {
                        const BenchResult result = *event.result;
                        post([side, result](RaceRunner &r) { emit r.sideFinished(side, result); });
                        break;
                    }
                    }
                });
            outcome.cancelled = report.cancelled;
            for (const BenchResult &result : report.results)
                (result.variant == config.variants[0] ? outcome.left : outcome.right) = result;
        } catch (const ComputeError &e) {
            if (e.kind() == ErrorKind::Cancelled)
                outcome.cancelled = true;
            else
                outcome.error = QString::fromStdString(e.what());
        } catch (const std::exception &e) {
            outcome.error = QString::fromStdString(e.what());
        }
        post([outcome](RaceRunner &r) {
            r.m_running = false;
            emit r.finished(outcome);
        });
    });
    m_worker->start();
    return true;
}

} // namespace gpulab
