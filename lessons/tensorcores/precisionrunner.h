// PrecisionRunner: runs the Tensor Cores lesson's live experiments (compute/lowprecision.h) off
// the GUI thread: the low-precision matrix product (error against float64 per size, format and
// accumulation) and the accumulation-stagnation sum. Both are plain CPU code with no driver, so
// they run in this process, on a QThread made for each run (QThread::create).
//
// Threading: the worker only computes and posts to this object with queued invocations; every
// signal is emitted on the GUI thread, in order: progress (throttled to about 30 a second),
// productResult (one per size × format × accumulation, as each finishes), then exactly one
// productFinished or stagnationFinished. cancel() sets the run's CancelToken; the engine stops
// between rows and the run ends with cancelled = true and the results that finished. One run at
// a time. The destructor cancels a running run and waits for its thread.
#pragma once

#include "compute/cancel.h"
#include "compute/lowprecision.h"

#include <QObject>
#include <QString>

#include <memory>

class QThread;

namespace gpulab {

class PrecisionRunner : public QObject
{
    Q_OBJECT
public:
    explicit PrecisionRunner(QObject *parent = nullptr);
    ~PrecisionRunner() override;

    bool isRunning() const { return m_running; }
    // False (nothing starts, *error says why) while a run is on or for an unusable config.
    bool startProduct(const fp::PrecisionConfig &config, QString *error = nullptr);
    bool startStagnation(const fp::StagnationConfig &config, QString *error = nullptr);
    void cancel();
    // Waits (a local event loop) until the run ends or timeoutMs passes; true when it ended.
    bool waitForFinished(int timeoutMs);

signals:
    void progress(double fraction, const QString &what);
    void productResult(const gpulab::fp::PrecisionResult &result);
    void productFinished(bool cancelled, const QString &error);
    void stagnationFinished(const gpulab::fp::StagnationResult &result, bool cancelled,
                            const QString &error);
    void runningChanged(bool running);

private:
    // Runs `work` on the experiment's thread with this run's cancel token; false (with *error)
    // when one is running already.
    bool run(QString *error, std::function<void(const CancelToken &cancel)> work);
    void end();

    QThread *m_thread = nullptr;
    std::shared_ptr<CancelToken> m_cancel;
    bool m_running = false;
};

} // namespace gpulab

Q_DECLARE_METATYPE(gpulab::fp::PrecisionResult)
Q_DECLARE_METATYPE(gpulab::fp::StagnationResult)
