// The application's engine (EngineService, lessons/framework/engineclient.h) with the real
// gpulab-cli engine on a fake OpenCL driver that hangs or crashes (tests/compute/fakeicd,
// GPULAB_FAKE_ICD), the deadlines shortened to 1 s for discovery and 4 s of silence
// (GPULAB_DRIVER_TIMEOUT_MS, compute/deadlines.h):
// - a discovery that hangs ends within the deadline with a message naming the driver, the event
//   loop never stalls meanwhile, and the CPU rungs still run in the same engine;
// - a request blocked in clBuildProgram ends with a timeout message, the engine process is
//   killed, and the next request starts exactly one fresh engine, which serves it;
// - a driver that segfaults while listing the devices gives a message, kept for the session.
#include "lessons/framework/engineclient.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QtTest>

#include <unistd.h>

using namespace gpulab;

namespace {

// The pids of this process's `gpulab-cli engine` children (from /proc).
QList<int> engineChildren()
{
    QList<int> pids;
    const QString parent = QString::number(::getpid());
    for (const QString &entry : QDir("/proc").entryList(QDir::Dirs)) {
        bool number = false;
        const int pid = entry.toInt(&number);
        if (!number)
            continue;
        QFile stat("/proc/" + entry + "/stat");
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        if (fields.size() < 2 || fields.at(1) != parent.toLatin1() || fields.at(0) == "Z")
            continue;
        QFile cmdline("/proc/" + entry + "/cmdline");
        if (cmdline.open(QIODevice::ReadOnly) && cmdline.readAll().contains("engine"))
            pids << pid;
    }
    return pids;
}

void useDriver(const char *mode)
{
    qputenv("GPULAB_FAKE_ICD", mode);
}

// The client's events until its request ends; the longest the event loop went without running
// a 10 ms timer meanwhile goes to *stallMs.
bool waitDone(EngineClient &client, int ms, qint64 *stallMs = nullptr)
{
    QElapsedTimer beat;
    beat.start();
    qint64 worst = 0;
    QTimer ticker;
    ticker.setInterval(10);
    QObject::connect(&ticker, &QTimer::timeout, [&] { worst = qMax(worst, beat.restart()); });
    ticker.start();
    const bool ended = QTest::qWaitFor([&] { return !client.busy(); }, ms);
    if (stallMs)
        *stallMs = worst;
    return ended;
}

} // namespace

class TestHangingDriver : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        qputenv("GPULAB_CLI", GPULAB_CLI_PATH);
        qputenv("OCL_ICD_VENDORS", GPULAB_FAKE_ICD_DIR);
        qunsetenv("OCL_ICD_FILENAMES");
        qputenv("GPULAB_DRIVER_TIMEOUT_MS", "1000");
    }

    void hangingDiscoveryEndsWithAMessage()
    {
        useDriver("hang-platforms");
        EngineService service;
        QSignalSpy discovered(&service, &EngineService::discovered);
        QElapsedTimer clock;
        clock.start();
        service.requestDiscovery();
        qint64 worst = 0;
        QElapsedTimer beat;
        beat.start();
        QVERIFY(QTest::qWaitFor(
            [&] {
                worst = qMax(worst, beat.restart());
                return !discovered.isEmpty();
            },
            10000));
        qInfo("discovery with a hanging driver answered after %lld ms; longest stall %lld ms",
              clock.elapsed(), worst);
        QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY2(worst < 500, qPrintable(QString::number(worst)));
        const QString problem = QString::fromStdString(service.discovery().problem);
        QVERIFY2(problem.contains("did not answer within 1 s"), qPrintable(problem));
        QVERIFY(service.hasDiscovery());
        QVERIFY(!service.discovery().available());

        // The serial CPU side still runs, in the same engine.
        EngineClient client(&service);
        QSignalSpy events(&client, &EngineClient::event);
        BenchRequest bench;
        bench.sizes = {32};
        bench.variants = {"serial-naive", "opencl-naive"};
        bench.repeats = 1;
        QVERIFY(client.send(requestLine(bench)));
        QVERIFY(waitDone(client, 20000));
        QStringList statuses;
        for (const QList<QVariant> &args : events) {
            const EngineEvent event = args.at(0).value<EngineEvent>();
            if (event.kind == "result")
                statuses << event.payload().value("variant").toString() + ":" +
                                event.payload().value("status").toString();
        }
        QCOMPARE(statuses, QStringList({"serial-naive:ok", "opencl-naive:skipped"}));
        QCOMPARE(service.processesStarted(), 1);
    }

    void hungRequestIsKilledAndTheEngineRestartedOnce()
    {
        useDriver("hang-build");
        EngineService service;
        QSignalSpy restarted(&service, &EngineService::restarted);
        EngineClient client(&service);
        QSignalSpy stopped(&client, &EngineClient::engineStopped);
        BenchRequest bench;
        bench.device = 0;
        bench.sizes = {32};
        bench.variants = {"opencl-naive"};
        QElapsedTimer clock;
        clock.start();
        QVERIFY(client.send(requestLine(bench)));
        qint64 worst = 0;
        QVERIFY(waitDone(client, 20000, &worst));
        qInfo("a request blocked in clBuildProgram ended after %lld ms (silence limit 4 s); "
              "longest stall %lld ms",
              clock.elapsed(), worst);
        QCOMPARE(stopped.size(), 1);
        const QString message = stopped.first().at(0).toString();
        QVERIFY2(message.contains("did not answer for 4 s"), qPrintable(message));
        QVERIFY2(worst < 500, qPrintable(QString::number(worst)));
        QCOMPARE(restarted.size(), 1);
        // The killed engine is gone (reaped), none is left running.
        QVERIFY(QTest::qWaitFor([] { return engineChildren().isEmpty(); }, 2000));
        QVERIFY(!service.isRunning());

        // The next request starts one fresh engine; its CPU rung runs.
        bench.device = -1;
        bench.variants = {"serial-naive"};
        bench.repeats = 1;
        QSignalSpy events(&client, &EngineClient::event);
        QVERIFY(client.send(requestLine(bench)));
        QVERIFY(waitDone(client, 20000));
        QCOMPARE(service.processesStarted(), 2);
        QCOMPARE(restarted.size(), 1);
        bool ok = false;
        for (const QList<QVariant> &args : events) {
            const EngineEvent event = args.at(0).value<EngineEvent>();
            if (event.kind == "result")
                ok = event.payload().value("status").toString() == "ok";
        }
        QVERIFY(ok);
    }

    // Cancel while the engine is blocked in a kernel build (where no cancel token is checked):
    // the request ends cancelled within about the quit grace (1 s), not at the silence limit,
    // and the next request runs on a fresh engine.
    void cancelDuringAKernelBuildEndsWithinASecond()
    {
        useDriver("hang-build");
        EngineService service;
        QSignalSpy restarted(&service, &EngineService::restarted);
        EngineClient client(&service);
        QSignalSpy stopped(&client, &EngineClient::engineStopped);
        QSignalSpy events(&client, &EngineClient::event);
        BenchRequest bench;
        bench.device = 0;
        bench.sizes = {32};
        bench.variants = {"opencl-naive"};
        QVERIFY(client.send(requestLine(bench)));
        QTest::qWait(500); // in clBuildProgram by now
        QElapsedTimer clock;
        clock.start();
        client.cancel();
        QVERIFY(waitDone(client, 20000));
        const qint64 ms = clock.elapsed();
        qInfo("cancel during a hung kernel build: done after %lld ms", ms);
        QVERIFY2(ms < 2500, qPrintable(QString::number(ms))); // the grace, not the 4 s silence
        QCOMPARE(stopped.size(), 0);                          // a cancel, not a lost engine
        bool cancelled = false;
        for (const QList<QVariant> &args : events) {
            const EngineEvent event = args.at(0).value<EngineEvent>();
            if (event.kind == "done")
                cancelled = event.cancelled;
        }
        QVERIFY(cancelled);
        QVERIFY(QTest::qWaitFor([] { return engineChildren().isEmpty(); }, 2000));

        bench.device = -1;
        bench.variants = {"serial-naive"};
        bench.repeats = 1;
        QVERIFY(client.send(requestLine(bench)));
        QVERIFY(waitDone(client, 20000));
        QCOMPARE(service.processesStarted(), 2);
    }

    void crashingDriverGivesAMessage()
    {
        useDriver("crash-platforms");
        EngineService service;
        QSignalSpy discovered(&service, &EngineService::discovered);
        service.requestDiscovery();
        QVERIFY(discovered.wait(10000));
        const QString problem = QString::fromStdString(service.discovery().problem);
        QVERIFY2(problem.contains("crashed") && problem.contains("listed the devices"),
                 qPrintable(problem));
        // Kept for the session: asking again starts no engine that would crash again.
        QVERIFY(service.hasDiscovery());
        service.requestDiscovery();
        QVERIFY(discovered.wait(5000));
        QCOMPARE(service.processesStarted(), 1);
    }
};

QTEST_GUILESS_MAIN(TestHangingDriver)
#include "tst_hangingdriver.moc"
