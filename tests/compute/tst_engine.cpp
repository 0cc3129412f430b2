// The measurement engine's line protocol (compute/engine.h), driven in-process through string
// streams: every request ends with exactly one "done", results verify, cancel stops a long run,
// a second request while one runs is refused, and malformed requests get an error, not a crash.
#include "compute/engine.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <sstream>

using namespace gpulab;

namespace {

QList<QJsonObject> runRequests(const std::string &input)
{
    std::istringstream in(input);
    std::ostringstream out;
    const int code = runEngine(in, out);
    if (code != 0)
        qWarning("runEngine returned %d", code);
    QList<QJsonObject> events;
    std::istringstream lines(out.str());
    std::string line;
    while (std::getline(lines, line)) {
        QJsonParseError error;
        const QJsonDocument document =
            QJsonDocument::fromJson(QByteArray::fromStdString(line), &error);
        if (!document.isObject())
            qWarning("not a JSON object: %s", line.c_str());
        events << document.object();
    }
    return events;
}

QList<QJsonObject> ofKind(const QList<QJsonObject> &events, const QString &kind)
{
    QList<QJsonObject> matching;
    for (const QJsonObject &event : events)
        if (event.value("event").toString() == kind)
            matching << event;
    return matching;
}

} // namespace

class TestEngine : public QObject
{
    Q_OBJECT
private slots:
    void devicesThenDone()
    {
        const QList<QJsonObject> events = runRequests("devices\n");
        QCOMPARE(events.size(), 2);
        QCOMPARE(events[0].value("event").toString(), QStringLiteral("devices"));
        const QJsonObject discovery = events[0].value("discovery").toObject();
        QVERIFY(discovery.value("devices").isArray());
        if (test::openClRequired())
            QVERIFY(!discovery.value("devices").toArray().isEmpty());
        QCOMPARE(events[1].value("event").toString(), QStringLiteral("done"));
        QVERIFY(events[1].value("error").isNull());
    }

    void cpuBenchWithoutDevice()
    {
        // device=-1: no OpenCL, the CPU rungs still run and verify.
        const QList<QJsonObject> events =
            runRequests("bench device=-1 sizes=48,64 variants=serial-naive,serial-blocked "
                        "repeats=2 seed=7\n");
        const QList<QJsonObject> results = ofKind(events, "result");
        QCOMPARE(results.size(), 4);
        for (const QJsonObject &event : results) {
            const QJsonObject result = event.value("result").toObject();
            QCOMPARE(result.value("status").toString(), QStringLiteral("ok"));
            QVERIFY(result.value("verified").toBool());
            QVERIFY(result.value("seconds_median").toDouble() > 0);
            QCOMPARE(result.value("repeats").toInt(), 2);
        }
        QCOMPARE(ofKind(events, "reference").size(), 2);
        QVERIFY(!ofKind(events, "progress").isEmpty());
        const QList<QJsonObject> done = ofKind(events, "done");
        QCOMPARE(done.size(), 1);
        QCOMPARE(events.last(), done.first());
        QVERIFY(done.first().value("error").isNull());
        QCOMPARE(done.first().value("cancelled").toBool(), false);
    }

    void openClBenchAndRoofs()
    {
        GPULAB_REQUIRE_DEVICE(device);
        Q_UNUSED(device);
        const QList<QJsonObject> events =
            runRequests("bench device=0 sizes=64 variants=opencl-tiled repeats=1\n"
                        "roofs device=0 repeats=1\n");
        QCOMPARE(ofKind(events, "done").size(), 2);
        const QList<QJsonObject> results = ofKind(events, "result");
        QCOMPARE(results.size(), 1);
        QVERIFY(results[0].value("result").toObject().value("verified").toBool());
        QVERIFY(!ofKind(events, "device").isEmpty());
        const QList<QJsonObject> roofs = ofKind(events, "roofs");
        // The second request came while the first ran: refused as busy, or (if the first was
        // already done) measured. Either way nothing is lost or doubled.
        const QList<QJsonObject> done = ofKind(events, "done");
        if (roofs.isEmpty()) {
            QVERIFY(done[0].value("error").toString().startsWith("busy"));
        } else {
            const QJsonObject r = roofs[0].value("roofs").toObject();
            QVERIFY(r.value("bandwidth_gbs").toDouble() > 0);
            QVERIFY(r.value("peak_gflops").toDouble() > 0);
        }
    }

    void secondRequestWhileBusyIsRefused()
    {
        // serial-naive at N = 1536 takes seconds: the second bench arrives while it runs.
        const QList<QJsonObject> events =
            runRequests("bench device=-1 sizes=1536 variants=serial-naive repeats=1\n"
                        "bench device=-1 sizes=32 variants=serial-naive repeats=1\n"
                        "cancel\n");
        const QList<QJsonObject> done = ofKind(events, "done");
        QCOMPARE(done.size(), 2);
        QVERIFY(done[0].value("error").toString().startsWith("busy"));
        QCOMPARE(done[1].value("cancelled").toBool(), true);
        QVERIFY(ofKind(events, "result").isEmpty() ||
                ofKind(events, "result")[0].value("result").toObject().value("n").toInt() == 1536);
    }

    void quitCancelsTheRunningRequest()
    {
        QElapsedTimer timer;
        timer.start();
        const QList<QJsonObject> events =
            runRequests("bench device=-1 sizes=2048 variants=serial-naive repeats=3\nquit\n");
        QVERIFY2(timer.elapsed() < 20000, "quit did not stop the run");
        const QList<QJsonObject> done = ofKind(events, "done");
        QCOMPARE(done.size(), 1);
        QCOMPARE(done[0].value("cancelled").toBool(), true);
    }

    void malformedRequests_data()
    {
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown verb") << "fly"
                                      << "unknown request 'fly'";
        QTest::newRow("not key=value") << "bench sizes"
                                       << "expected key=value";
        QTest::newRow("bad number") << "bench device=x sizes=8 variants=serial-naive"
                                    << "device expects a whole number";
        QTest::newRow("no sizes") << "bench variants=serial-naive"
                                  << "bench needs sizes=";
        QTest::newRow("bad repeats") << "bench sizes=8 variants=serial-naive repeats=0"
                                     << "repeats must be at least 1";
        QTest::newRow("unknown variant") << "bench device=-1 sizes=8 variants=warp-drive"
                                         << "warp-drive";
        QTest::newRow("no such device") << "roofs device=99"
                                        << "no OpenCL device 99";
    }
    void malformedRequests()
    {
        QFETCH(QString, request);
        QFETCH(QString, message);
        const QList<QJsonObject> events = runRequests(request.toStdString() + "\n");
        const QList<QJsonObject> done = ofKind(events, "done");
        QCOMPARE(done.size(), 1);
        const QString error = done[0].value("error").toString();
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void blankLinesAreIgnored() { QCOMPARE(runRequests("\n  \n").size(), 0); }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
