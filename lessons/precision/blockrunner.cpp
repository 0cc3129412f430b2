// BlockRunner (see blockrunner.h).
#include "lessons/precision/blockrunner.h"

#include "compute/errors.h"
#include "compute/npyreader.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QThread>
#include <QTimer>

#include <variant>

namespace gpulab {

BlockRunner::BlockRunner(QObject *parent) : QObject(parent) {}

BlockRunner::~BlockRunner()
{
    m_pending.reset();
    if (m_thread) {
        m_cancel->cancel();
        m_thread->wait();
        delete m_thread;
    }
}

void BlockRunner::start(const Request &request)
{
    if (m_thread) {
        m_pending = request;
        m_cancel->cancel();
        return;
    }
    launch(request);
}

void BlockRunner::cancel()
{
    m_pending.reset();
    if (m_cancel)
        m_cancel->cancel();
}

void BlockRunner::launch(const Request &request)
{
    m_cancel = std::make_shared<CancelToken>();
    auto cancel = m_cancel;
    m_thread = QThread::create([this, request, cancel] {
        std::shared_ptr<precision::BlockReport> report;
        QString error;
        try {
            fp::Tensor tensor;
            if (!request.file.isEmpty()) {
                auto read = fp::readNpyFile(request.file.toStdString());
                if (const fp::NpyError *e = std::get_if<fp::NpyError>(&read))
                    throw ComputeError(ErrorKind::Usage, e->message);
                tensor = std::move(std::get<fp::Tensor>(read));
            } else {
                tensor = fp::makeTensor(request.kind, request.rows, request.cols, request.seed);
            }
            QElapsedTimer gate;
            gate.start();
            RunControl control;
            control.cancel = cancel.get();
            control.progress = [this, &gate](double f) {
                if (gate.elapsed() < 33)
                    return;
                gate.restart();
                QMetaObject::invokeMethod(
                    this, [this, f] { emit progress(f); }, Qt::QueuedConnection);
            };
            report = std::make_shared<precision::BlockReport>(
                precision::makeBlockReport(tensor, request.label, control));
        } catch (const ComputeError &e) {
            if (e.kind() != ErrorKind::Cancelled)
                error = QString::fromStdString(e.what());
        } catch (const std::bad_alloc &) {
            error = tr("Not enough memory for this tensor.");
        }
        const bool cancelled = cancel->cancelled();
        QMetaObject::invokeMethod(
            this,
            [this, report, error, cancelled] {
                ended();
                if (!cancelled || !error.isEmpty())
                    emit finished(report, error);
            },
            Qt::QueuedConnection);
    });
    m_thread->start(QThread::LowPriority);
    emit runningChanged(true);
}

void BlockRunner::ended()
{
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    if (m_pending) {
        const Request next = *m_pending;
        m_pending.reset();
        launch(next);
        return;
    }
    emit runningChanged(false);
}

bool BlockRunner::waitForIdle(int timeoutMs)
{
    if (!m_thread)
        return true;
    QEventLoop loop;
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    connect(this, &BlockRunner::runningChanged, &loop, [&loop](bool running) {
        if (!running)
            loop.quit();
    });
    loop.exec();
    return !m_thread;
}

} // namespace gpulab
