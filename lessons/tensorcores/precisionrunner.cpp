// PrecisionRunner: the live precision experiments on a worker thread (see precisionrunner.h).
#include "lessons/tensorcores/precisionrunner.h"
#include "lessons/framework/failwith.h"
#include "lessons/framework/numbertext.h"

#include "compute/errors.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QMetaObject>
#include <QThread>
#include <QTimer>

#include <cmath>

namespace gpulab {

namespace {
constexpr qint64 kProgressIntervalMs = 33;

QString formatName(fp::Format format)
{
    return QString::fromUtf8(fp::formatSpec(format).displayName);
}

// Lets progress through at most every kProgressIntervalMs.
class ProgressGate
{
public:
    ProgressGate() { m_clock.start(); }
    bool due()
    {
        if (m_clock.elapsed() < kProgressIntervalMs)
            return false;
        m_clock.restart();
        return true;
    }

private:
    QElapsedTimer m_clock;
};
} // namespace

PrecisionRunner::PrecisionRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<gpulab::fp::PrecisionResult>();
    qRegisterMetaType<gpulab::fp::StagnationResult>();
}

PrecisionRunner::~PrecisionRunner()
{
    if (m_cancel)
        m_cancel->cancel();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

bool PrecisionRunner::run(QString *error, std::function<void(const CancelToken &cancel)> work)
{
    if (m_running)
        return failWith(error, tr("An experiment is already running."));
    if (m_thread) { // the previous run's thread has ended (its finish was posted last)
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    m_cancel = std::make_shared<CancelToken>();
    m_running = true;
    emit runningChanged(true);
    m_thread = QThread::create([work = std::move(work), cancel = m_cancel] { work(*cancel); });
    m_thread->setObjectName(QStringLiteral("precision-experiment"));
    m_thread->start(QThread::LowPriority); // the window stays responsive on few cores
    return true;
}

void PrecisionRunner::end()
{
    m_running = false;
    emit runningChanged(false);
}

bool PrecisionRunner::startProduct(const fp::PrecisionConfig &config, QString *error)
{
    if (config.sizes.empty() || config.formats.empty() || config.accumulations.empty())
        return failWith(error, tr("Choose at least one size, format and accumulation."));
    for (int n : config.sizes)
        if (n < 1 || n > 4096)
            return failWith(error, tr("Sizes must be from 1 to 4096."));
    return run(error, [this, config](const CancelToken &cancel) {
        ProgressGate gate;
        fp::PrecisionReport report;
        QString failure;
        try {
            report = fp::runPrecisionExperiment(
                config, cancel, [this, &gate](const fp::PrecisionEvent &event) {
                    if (event.kind == fp::PrecisionEvent::Kind::Finished && event.result) {
                        const fp::PrecisionResult result = *event.result; // valid only now
                        QMetaObject::invokeMethod(
                            this, [this, result] { emit productResult(result); },
                            Qt::QueuedConnection);
                    }
                    if (event.kind != fp::PrecisionEvent::Kind::Running || gate.due()) {
                        const fp::PrecisionEvent copy = event;
                        QMetaObject::invokeMethod(
                            this,
                            [this, copy] {
                                const QString what =
                                    copy.kind == fp::PrecisionEvent::Kind::Reference
                                        ? tr("N = %1: the float64 reference product")
                                              .arg(wholeText(copy.n))
                                        : tr("N = %1: %2, accumulating in %3")
                                              .arg(wholeText(copy.n))
                                              .arg(formatName(copy.format),
                                                   copy.accumulation == fp::Accumulation::Fp32
                                                       ? tr("FP32")
                                                       : formatName(copy.format));
                                emit progress(copy.overallFraction, what);
                            },
                            Qt::QueuedConnection);
                    }
                });
        } catch (const std::exception &e) {
            failure = QString::fromUtf8(e.what());
        }
        const bool cancelled = report.cancelled;
        QMetaObject::invokeMethod(
            this,
            [this, cancelled, failure] {
                end();
                emit productFinished(cancelled, failure);
            },
            Qt::QueuedConnection);
    });
}

bool PrecisionRunner::startStagnation(const fp::StagnationConfig &config, QString *error)
{
    if (config.count < 1 || !std::isfinite(config.addend))
        return failWith(error, tr("Add a finite number at least once."));
    return run(error, [this, config](const CancelToken &cancel) {
        ProgressGate gate;
        fp::StagnationResult result;
        bool cancelled = false;
        QString failure;
        RunControl control;
        control.cancel = &cancel;
        control.progress = [this, &gate](double fraction) {
            if (!gate.due())
                return;
            QMetaObject::invokeMethod(
                this, [this, fraction] { emit progress(fraction, tr("Adding\u2026")); },
                Qt::QueuedConnection);
        };
        try {
            result = fp::runStagnation(config, control);
        } catch (const ComputeError &e) {
            cancelled = e.kind() == ErrorKind::Cancelled;
            if (!cancelled)
                failure = QString::fromUtf8(e.what());
        } catch (const std::exception &e) {
            failure = QString::fromUtf8(e.what());
        }
        QMetaObject::invokeMethod(
            this,
            [this, result, cancelled, failure] {
                end();
                emit stagnationFinished(result, cancelled, failure);
            },
            Qt::QueuedConnection);
    });
}

void PrecisionRunner::cancel()
{
    if (m_running && m_cancel)
        m_cancel->cancel();
}

bool PrecisionRunner::waitForFinished(int timeoutMs)
{
    if (!m_running)
        return true;
    QEventLoop wait;
    connect(this, &PrecisionRunner::runningChanged, &wait, [&wait](bool running) {
        if (!running)
            wait.quit();
    });
    QTimer::singleShot(timeoutMs, &wait, &QEventLoop::quit);
    wait.exec();
    return !m_running;
}

} // namespace gpulab
