// EngineClient: the application's end of the measurement engine (compute/engine.h). It starts
// `gpulab-cli engine` as a child process on the first request, writes requests to it, and turns
// each line the engine prints into an event() signal on the GUI thread. The window never loads an
// OpenCL driver itself, and a driver crash ends the engine only: engineStopped() says so and the
// next request starts a fresh engine.
//
// Where the engine is: $GPULAB_CLI if set; else gpulab-cli next to the running executable (an
// installed or packaged gpulab); else the one in this build tree; else gpulab-cli on PATH.
//
// Also here: the readers that turn the engine's JSON back into the compute engine's structs.
#pragma once

#include "compute/benchmark.h"
#include "compute/devices.h"
#include "compute/roofline.h"

#include <QJsonObject>
#include <QObject>
#include <QProcess>

namespace gpulab {

class EngineClient : public QObject
{
    Q_OBJECT
public:
    explicit EngineClient(QObject *parent = nullptr);
    ~EngineClient() override; // asks the engine to quit; kills it if it does not within 2 s

    // The gpulab-cli that serves as engine, or empty with *why saying what was looked for.
    static QString enginePath(QString *why = nullptr);

    // Sends one request line (engine.h), starting the engine first if needed, without waiting
    // for it. False (and *error says why) when there is no engine to start; an engine program
    // that then fails to start ends the request through engineStopped().
    bool send(const QString &request, QString *error = nullptr);
    // Asks the running request to stop at its next check.
    void cancel();
    // Is a request in flight (sent, its "done" not yet received)?
    bool busy() const { return m_inFlight > 0; }

signals:
    // One engine event: {"event": "...", ...}.
    void event(const QJsonObject &event);
    // The engine ended while a request was in flight (a crash, a kill): `message` says how. The
    // in-flight request will never get its "done"; the next send() starts a new engine.
    void engineStopped(const QString &message);

private:
    void readLines();
    void onFinished(int exitCode, QProcess::ExitStatus status);

    QProcess *m_process = nullptr;
    QList<QByteArray> m_pending; // requests written once the engine has started
    QString m_startError;        // a start that failed inside QProcess::start()
    bool m_starting = false;     // inside QProcess::start()
    int m_inFlight = 0;
    bool m_quitting = false;
};

// Readers for the engine's JSON (compute/jsonwriter.h writes it).
DeviceDiscovery discoveryFromJson(const QJsonObject &object);
BenchResult benchResultFromJson(const QJsonObject &object);
DeviceRoofs roofsFromJson(const QJsonObject &object);

} // namespace gpulab
