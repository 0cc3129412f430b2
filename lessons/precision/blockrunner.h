// BlockRunner: makes or reads the "Blocks share a scale" tab's tensor and quantises it with every
// scheme (BlockReport, blockreport.h) off the GUI thread, on a QThread made for each run
// (QThread::create), at low priority. The worker only computes and posts to this object with
// queued invocations: progress (at most about 30 a second) and then exactly one finished, both
// on the GUI thread. start() while a run is on cancels it and starts the new one when it has
// stopped (the last request wins). The destructor cancels a running run and waits for it.
#pragma once

#include "compute/cancel.h"
#include "compute/tensorgen.h"
#include "lessons/precision/blockreport.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QThread;

namespace gpulab {

class BlockRunner : public QObject
{
    Q_OBJECT
public:
    struct Request
    {
        fp::TensorKind kind = fp::TensorKind::Gaussian;
        int rows = 256, cols = 1024;
        quint64 seed = 1;
        QString file;  // a .npy file instead of a generated tensor, when not empty
        QString label; // what the report's source says
    };

    explicit BlockRunner(QObject *parent = nullptr);
    ~BlockRunner() override;

    void start(const Request &request);
    void cancel();
    bool isRunning() const { return m_thread != nullptr; }
    // Waits (a local event loop) until no run is on or timeoutMs passes; true when idle.
    bool waitForIdle(int timeoutMs);

signals:
    void progress(double fraction);
    // The report, or an error (a bad file: its message) with a null report; cancelled runs that
    // a newer request replaced say nothing.
    void finished(std::shared_ptr<const gpulab::precision::BlockReport> report,
                  const QString &error);
    void runningChanged(bool running);

private:
    void launch(const Request &request);
    void ended();

    QThread *m_thread = nullptr;
    std::shared_ptr<CancelToken> m_cancel;
    std::optional<Request> m_pending;
};

} // namespace gpulab
