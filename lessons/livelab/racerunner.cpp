// RaceRunner (see racerunner.h).
#include "lessons/livelab/racerunner.h"

#include "compute/cldevice.h"
#include "compute/errors.h"
#include "compute/variants.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointer>
#include <QThread>

#include <algorithm>

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
    qRegisterMetaType<gpulab::BenchRun>();
    qRegisterMetaType<gpulab::DeviceRoofs>();
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
        DeviceDiscovery found = sharedDiscovery(); // a copy: shared with other users
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
    if (request.left == request.right) {
        if (error)
            *error = tr("Choose two different rungs of the ladder for the two sides.");
        return false;
    }
    BenchConfig config;
    config.sizes = {request.n};
    config.variants = {request.left.toStdString(), request.right.toStdString()};
    config.repeats = qMax(1, request.repeats);
    return launch(config, request.deviceIndex, true, error);
}

ClDevice *RaceRunner::openDevice(int deviceIndex)
{
    if (deviceIndex < 0)
        return nullptr;
    if (!m_device || m_deviceIndex != deviceIndex) {
        m_device.reset();
        m_device = std::make_unique<ClDevice>(m_discovery.devices[size_t(deviceIndex)]);
        m_deviceIndex = deviceIndex;
    }
    return m_device.get();
}

bool RaceRunner::startRoofs(int requestedDevice, QString *error)
{
    if (m_running) {
        if (error)
            *error = tr("A measurement is already running.");
        return false;
    }
    if (!m_discovery.available()) {
        if (error)
            *error = tr("The roofline needs an OpenCL device: %1")
                         .arg(QString::fromStdString(m_discovery.problem));
        return false;
    }
    joinWorker();
    m_cancel.reset();
    m_running = true;
    const int deviceIndex = qBound(0, requestedDevice, int(m_discovery.devices.size()) - 1);
    QPointer<RaceRunner> self(this);
    m_worker = QThread::create([this, self, deviceIndex] {
        BenchRun run;
        DeviceRoofs roofs;
        bool ok = false;
        try {
            ClDevice *device = openDevice(deviceIndex);
            run.deviceLabel = QString::fromStdString(device->info().name).trimmed();
            QMetaObject::invokeMethod(
                self,
                [self, label = run.deviceLabel] {
                    if (self)
                        emit self->phase(
                            tr("Measuring the memory bandwidth and peak arithmetic of %1\u2026")
                                .arg(label));
                },
                Qt::QueuedConnection);
            roofs = measureRoofs(*device, m_cancel, 5);
            ok = true;
        } catch (const ComputeError &e) {
            if (e.kind() == ErrorKind::Cancelled)
                run.cancelled = true;
            else
                run.error = QString::fromStdString(e.what());
        } catch (const std::exception &e) {
            run.error = QString::fromStdString(e.what());
        }
        QMetaObject::invokeMethod(
            self,
            [self, run, roofs, ok] {
                if (!self)
                    return;
                self->m_running = false;
                if (ok)
                    emit self->roofsReady(roofs, run.deviceLabel);
                emit self->runFinished(run);
            },
            Qt::QueuedConnection);
    });
    m_worker->start();
    return true;
}

bool RaceRunner::startBench(const BenchConfig &config, int deviceIndex, QString *error)
{
    return launch(config, deviceIndex, false, error);
}

bool RaceRunner::launch(const BenchConfig &config, int requestedDevice, bool race, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (m_running)
        return fail(tr("A measurement is already running."));
    if (config.variants.empty() || config.sizes.empty())
        return fail(tr("Nothing to measure: choose at least one variant and one size."));
    for (const std::string &id : config.variants)
        if (!findVariant(id))
            return fail(tr("Unknown variant \u201c%1\u201d.").arg(QString::fromStdString(id)));
    for (int n : config.sizes)
        if (n < 1 || n > 46340)
            return fail(tr("The matrix size must be between 1 and 46340 (got %1).").arg(n));
    joinWorker();
    m_cancel.reset();
    m_running = true;

    const int deviceIndex = m_discovery.available()
                                ? qBound(0, requestedDevice, int(m_discovery.devices.size()) - 1)
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
    m_worker = QThread::create([this, config, race, deviceIndex, post] {
        BenchRun run;
        try {
            std::string noDevice;
            if (ClDevice *device = openDevice(deviceIndex)) {
                run.deviceLabel = QString::fromStdString(device->info().name).trimmed();
            } else {
                noDevice = m_discovery.problem.empty() ? "no OpenCL device was found"
                                                       : m_discovery.problem;
            }
            Benchmark benchmark(m_device.get(), noDevice);
            const double runsPerVariant = config.repeats + 1.0; // warm-up + timed
            QElapsedTimer throttle;
            throttle.start();
            const QString deviceLabel = run.deviceLabel;
            auto indexOf = [&config](const std::string &id) {
                return int(std::find(config.variants.begin(), config.variants.end(), id) -
                           config.variants.begin());
            };
            auto sizeIndexOf = [&config](int n) {
                return int(std::find(config.sizes.begin(), config.sizes.end(), n) -
                           config.sizes.begin());
            };
            const BenchReport report =
                benchmark.run(config, m_cancel, [&](const BenchEvent &event) {
                    const int variant = indexOf(event.variant);
                    switch (event.kind) {
                    case BenchEvent::Kind::Reference: {
                        const int n = event.n;
                        post([n](RaceRunner &r) {
                            emit r.phase(tr("N = %1: computing the float64 reference that every "
                                            "result is checked against\u2026")
                                             .arg(n));
                        });
                        break;
                    }
                    case BenchEvent::Kind::Building: {
                        const bool opencl = findVariant(event.variant)->backend == Backend::OpenCl;
                        const QString title = QString::fromStdString(event.variant);
                        post([opencl, deviceLabel, title](RaceRunner &r) {
                            emit r.phase(opencl
                                             ? tr("Compiling kernels for %1\u2026").arg(deviceLabel)
                                             : tr("Preparing %1\u2026").arg(title));
                        });
                        break;
                    }
                    case BenchEvent::Kind::Running: {
                        if (throttle.elapsed() < 33 && event.fraction > 0 && event.fraction < 1)
                            break;
                        throttle.restart();
                        const double fraction = (event.run + event.fraction) / runsPerVariant;
                        const int sizeIndex = sizeIndexOf(event.n);
                        const QString title = QString::fromStdString(event.variant);
                        const int n = event.n;
                        post([race, variant, sizeIndex, fraction, title, n,
                              first = event.run == 0 && event.fraction == 0](RaceRunner &r) {
                            if (first)
                                emit r.phase(tr("Running %1 at N = %2\u2026").arg(title).arg(n));
                            if (race)
                                emit r.progress(variant, fraction);
                            emit r.benchProgress(variant, sizeIndex, fraction);
                        });
                        break;
                    }
                    case BenchEvent::Kind::Finished: {
                        const BenchResult result = *event.result;
                        post([race, variant, result](RaceRunner &r) {
                            if (race)
                                emit r.sideFinished(variant, result);
                            emit r.resultReady(result);
                        });
                        break;
                    }
                    }
                });
            run.cancelled = report.cancelled;
            run.results = report.results;
        } catch (const ComputeError &e) {
            if (e.kind() == ErrorKind::Cancelled)
                run.cancelled = true;
            else
                run.error = QString::fromStdString(e.what());
        } catch (const std::exception &e) {
            run.error = QString::fromStdString(e.what());
        }
        post([run, race, config](RaceRunner &r) {
            r.m_running = false;
            if (race) {
                RaceOutcome outcome;
                outcome.left.variant = config.variants[0];
                outcome.right.variant = config.variants[1];
                outcome.cancelled = run.cancelled;
                outcome.error = run.error;
                outcome.deviceLabel = run.deviceLabel;
                for (const BenchResult &result : run.results)
                    (result.variant == config.variants[0] ? outcome.left : outcome.right) = result;
                emit r.finished(outcome);
            }
            emit r.runFinished(run);
        });
    });
    m_worker->start();
    return true;
}

} // namespace gpulab
