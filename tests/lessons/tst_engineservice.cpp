// The one measurement engine of the application (EngineService, lessons/framework/engineclient.h)
// as its users share it: requests of several clients run one at a time in one process, each
// client sees only its own events, a waiting request can be cancelled, a client that goes away
// is forgotten, and an engine that dies is replaced for the next request. A stand-in engine (a
// shell script speaking the protocol) makes every case fast and certain.
#include "lessons/framework/engineclient.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpulab;

namespace {

// Answers each request line with {"event": "echo", "request": LINE} and "done"; "slow" first
// waits 0.4 s; "crash" kills the engine; "cancel" is acknowledged by nothing (nothing runs);
// "devices" first reports one device and notes the request in <script>.devices.
const char *const kStandIn =
    "#!/bin/sh\n"
    "while read line; do\n"
    "  case \"$line\" in\n"
    "    cancel) ;;\n"
    "    quit) exit 0 ;;\n"
    "    crash) kill -SEGV $$ ;;\n"
    "    slow) sleep 0.4 ;;\n"
    "    longline) head -c 104857600 /dev/zero | tr '\\0' x ;;\n"
    "    longname) printf '{\"event\": \"devices\", \"discovery\": {\"devices\": "
    "[{\"index\": 0, \"type\": \"GPU\", \"name\": \"%s\"}]}}\\n' "
    "\"$(head -c 100000 /dev/zero | tr '\\0' x)\" ;;\n"
    "    devices) echo asked >> \"$0.devices\"\n"
    "      echo '{\"event\": \"devices\", \"discovery\": {\"devices\": "
    "[{\"index\": 0, \"name\": \"Stand-in GPU\", \"type\": \"GPU\"}]}}' ;;\n"
    "  esac\n"
    "  case \"$line\" in\n"
    "    cancel) ;;\n"
    "    *) echo \"{\\\"event\\\": \\\"echo\\\", \\\"request\\\": "
    "\\\"$line\\\"}\"\n"
    "       echo '{\"event\": \"done\", \"cancelled\": false, \"error\": "
    "null}' ;;\n"
    "  esac\n"
    "done\n";

// The requests a client saw answered, in order ("cancelled" for a cancelled one).
QStringList answers(const QSignalSpy &events)
{
    QStringList seen;
    for (const QList<QVariant> &args : events) {
        const QJsonObject event = args.at(0).value<EngineEvent>().json;
        if (event.value("event").toString() == "echo")
            seen << event.value("request").toString();
        else if (event.value("event").toString() == "done" && event.value("cancelled").toBool())
            seen << QStringLiteral("cancelled");
    }
    return seen;
}

bool waitIdle(const EngineClient &client, int ms = 10000)
{
    return QTest::qWaitFor([&] { return !client.busy(); }, ms);
}

} // namespace

class TestEngineService : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString script = m_dir.filePath("stand-in-engine.sh");
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kStandIn);
        file.close();
        QVERIFY(file.setPermissions(file.permissions() | QFileDevice::ExeOwner));
        qputenv("GPULAB_CLI", script.toLocal8Bit());
    }

    void clientsShareOneProcessOneRequestAtATime()
    {
        EngineService service;
        EngineClient a(&service), b(&service);
        QSignalSpy aEvents(&a, &EngineClient::event), bEvents(&b, &EngineClient::event);
        QStringList order; // every answer, whoever asked
        for (EngineClient *client : {&a, &b})
            connect(client, &EngineClient::event, this, [&order](const EngineEvent &event) {
                if (event.kind == "echo")
                    order << event.json.value("request").toString();
            });
        QVERIFY(a.send("slow"));
        QVERIFY(b.send("b1"));
        QVERIFY(a.send("a2"));
        QVERIFY(a.busy() && b.busy());
        QVERIFY(waitIdle(a) && waitIdle(b));
        QCOMPARE(answers(aEvents), QStringList({"slow", "a2"}));
        QCOMPARE(answers(bEvents), QStringList({"b1"}));
        QCOMPARE(service.processesStarted(), 1);
        QVERIFY(service.isRunning()); // kept for the next request (until idle)
        // First come, first served: b1 (sent second) ran before a2.
        QCOMPARE(order, QStringList({"slow", "b1", "a2"}));
    }

    // Device discovery is asked of the engine once for the whole application: every user
    // (the status bar, each lesson's runner) gets the same answer, later ones at once.
    void discoveryIsAskedOnce()
    {
        const QString log = m_dir.filePath("stand-in-engine.sh.devices");
        QFile::remove(log);
        EngineService service;
        QSignalSpy found(&service, &EngineService::discovered);
        service.requestDiscovery();
        service.requestDiscovery(); // while the first is in flight: the same, one answer
        QTRY_COMPARE(found.size(), 1);
        QVERIFY(service.hasDiscovery());
        QCOMPARE(service.discovery().devices.size(), size_t(1));
        QCOMPARE(service.discovery().devices.front().name, std::string("Stand-in GPU"));
        service.requestDiscovery(); // known: answered without the engine
        QTRY_COMPARE(found.size(), 2);
        QFile asked(log);
        QVERIFY(asked.open(QIODevice::ReadOnly));
        QCOMPARE(asked.readAll().count('\n'), 1);
    }

    void waitingRequestCancelled()
    {
        EngineService service;
        EngineClient a(&service), b(&service);
        QSignalSpy aEvents(&a, &EngineClient::event), bEvents(&b, &EngineClient::event);
        QVERIFY(a.send("slow"));
        QVERIFY(b.send("b1"));
        b.cancel(); // b1 still waits behind "slow": it ends at once, never runs
        QVERIFY(waitIdle(b, 1000));
        QCOMPARE(answers(bEvents), QStringList({"cancelled"}));
        QVERIFY(waitIdle(a));
        QCOMPARE(answers(aEvents), QStringList({"slow"}));
        QCOMPARE(answers(bEvents), QStringList({"cancelled"}));
    }

    void clientGoneWhileWaiting()
    {
        EngineService service;
        EngineClient a(&service);
        QSignalSpy aEvents(&a, &EngineClient::event);
        auto *b = new EngineClient(&service);
        QVERIFY(a.send("slow"));
        QVERIFY(b->send("b1"));
        delete b; // its request is dropped; nothing is delivered to it
        QVERIFY(a.send("a2"));
        QVERIFY(waitIdle(a));
        QCOMPARE(answers(aEvents), QStringList({"slow", "a2"}));
    }

    void deadEngineIsReplaced()
    {
        EngineService service;
        QSignalSpy restarted(&service, &EngineService::restarted);
        EngineClient a(&service), b(&service);
        QSignalSpy stopped(&a, &EngineClient::engineStopped);
        QSignalSpy bEvents(&b, &EngineClient::event);
        QVERIFY(a.send("crash"));
        QVERIFY(b.send("b1")); // waits; served by a fresh engine
        QVERIFY(stopped.wait(10000));
        QVERIFY2(stopped.first().at(0).toString().contains("crashed"),
                 qPrintable(stopped.first().at(0).toString()));
        QVERIFY(!a.busy());
        QVERIFY(waitIdle(b));
        QCOMPARE(answers(bEvents), QStringList({"b1"}));
        QCOMPARE(restarted.size(), 1);
        QCOMPARE(service.processesStarted(), 2);
    }

    // A line of 100 MB (no event is longer than a few KiB) ends the request at 4 MiB with a
    // message, at once; the next request gets a fresh engine.
    void overlongLineEndsTheRequest()
    {
        EngineService service;
        EngineClient a(&service);
        QSignalSpy stopped(&a, &EngineClient::engineStopped);
        QSignalSpy events(&a, &EngineClient::event);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(a.send("longline"));
        QVERIFY(stopped.wait(20000));
        qInfo("a 100 MB line ended after %lld ms", clock.elapsed());
        QVERIFY2(stopped.first().at(0).toString().contains("longer than 4 MiB"),
                 qPrintable(stopped.first().at(0).toString()));
        QVERIFY(!a.busy());
        QVERIFY(a.send("after"));
        QVERIFY(waitIdle(a));
        QCOMPARE(answers(events), QStringList({"after"}));
    }

    // A device name of 100 KB in an event reads as 256 bytes at most, ending with "…".
    void longNamesAreCut()
    {
        EngineService service;
        EngineClient a(&service);
        QSignalSpy events(&a, &EngineClient::event);
        QVERIFY(a.send("longname"));
        QVERIFY(waitIdle(a));
        DeviceDiscovery discovery;
        for (const QList<QVariant> &args : events) {
            const EngineEvent event = args.at(0).value<EngineEvent>();
            if (event.kind == "devices")
                discovery = discoveryFromJson(event.json.value("discovery").toObject());
        }
        QCOMPARE(discovery.devices.size(), size_t(1));
        QCOMPARE(discovery.devices.front().name, std::string(253, 'x') + "\xE2\x80\xA6");
    }

    void missingEngineIsSaidAtOnce()
    {
        qputenv("GPULAB_CLI", m_dir.filePath("missing/gpulab-cli").toLocal8Bit());
        auto restore = qScopeGuard(
            [this] { qputenv("GPULAB_CLI", m_dir.filePath("stand-in-engine.sh").toLocal8Bit()); });
        EngineService service;
        EngineClient a(&service);
        QSignalSpy stopped(&a, &EngineClient::engineStopped);
        QString error;
        const bool sent = a.send("devices", &error);
        // Qt reports a program that cannot start either inside start() or just after it.
        if (sent)
            QVERIFY(stopped.wait(5000));
        const QString message = sent ? stopped.first().at(0).toString() : error;
        QVERIFY2(message.contains("could not be started"), qPrintable(message));
        QVERIFY(!a.busy());
    }
};

QTEST_GUILESS_MAIN(TestEngineService)
#include "tst_engineservice.moc"
