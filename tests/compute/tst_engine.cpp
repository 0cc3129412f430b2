// The measurement engine's line protocol (compute/engine.h), driven in-process through string
// streams: every request ends with exactly one "done", results verify, cancel stops a long run,
// a second request while one runs is refused, and malformed requests get an error, not a crash.
#include "compute/engine.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
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

    // "tune": progress, one candidate event per set timed, the whole pass, stored in the cache
    // (a temporary one here).
    void tuneRequest()
    {
        GPULAB_REQUIRE_DEVICE(device);
        Q_UNUSED(device);
        QTemporaryDir cache;
        qputenv("GPULAB_CACHE_DIR", cache.path().toUtf8());
        const QList<QJsonObject> events = runRequests("tune device=0 budget=0.5 sizes=32\n");
        qunsetenv("GPULAB_CACHE_DIR");
        const QList<QJsonObject> done = ofKind(events, "done");
        QCOMPARE(done.size(), 1);
        QVERIFY2(done[0].value("error").isNull(), qPrintable(done[0].value("error").toString()));
        QVERIFY(!ofKind(events, "candidate").isEmpty());
        const QList<QJsonObject> tune = ofKind(events, "tune");
        QCOMPARE(tune.size(), 1);
        const QJsonObject report = tune[0].value("tune").toObject();
        const int chosen = report.value("chosen").toInt(-1);
        const QJsonArray candidates = report.value("candidates").toArray();
        QVERIFY(chosen >= 0 && chosen < candidates.size());
        QCOMPARE(candidates[chosen].toObject().value("status").toString(), QString("measured"));
        QVERIFY(report.value("cache_path").toString().startsWith(cache.path()));
        QVERIFY(QFile::exists(report.value("cache_path").toString()));
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
        QTest::newRow("tune without a device") << "tune device=-1"
                                               << "device expects a whole number of at least 0";
        QTest::newRow("tune budget") << "tune budget=0"
                                     << "budget must be from 0.1 to 600";
        QTest::newRow("tune sizes") << "tune sizes=8,8,8,8,8"
                                    << "at most four sizes";
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

    // ------------------------------------------------ the memory lessons' measurements

    void latencyRequest()
    {
        const QList<QJsonObject> events =
            runRequests("latency min=4K max=1M budget=0.5 repeats=3 seed=9\n");
        const QList<QJsonObject> points = ofKind(events, "point");
        QCOMPARE(points.size(), 9); // 4 KiB .. 1 MiB
        for (const QJsonObject &event : points) {
            QCOMPARE(event.value("measurement").toString(), QStringLiteral("latency"));
            QVERIFY(event.value("point").toObject().value("latency_ns").toDouble() > 0);
        }
        QVERIFY(!ofKind(events, "progress").isEmpty());
        const QList<QJsonObject> sweep = ofKind(events, "latency");
        QCOMPARE(sweep.size(), 1);
        const QJsonObject report = sweep[0].value("latency").toObject();
        QCOMPARE(report.value("points").toArray().size(), 9);
        QCOMPARE(report.value("line_bytes").toInt(), 64);
        QCOMPARE(report.value("budget_seconds").toDouble(), 0.5);
        QCOMPARE(report.value("cancelled").toBool(), false);
        QCOMPARE(report.value("points").toArray()[0].toObject().value("repeats").toInt(), 3);
        QCOMPARE(events.last().value("event").toString(), QStringLiteral("done"));
        QVERIFY(events.last().value("error").isNull());
    }

    void latencyCancel()
    {
        QElapsedTimer timer;
        timer.start();
        const QList<QJsonObject> events = runRequests("latency budget=60\ncancel\n");
        QVERIFY2(timer.elapsed() < 20000, "cancel did not stop the sweep");
        const QList<QJsonObject> done = ofKind(events, "done");
        QCOMPARE(done.size(), 1);
        QCOMPARE(done[0].value("cancelled").toBool(), true);
        // The partial sweep still comes back, marked cancelled.
        const QList<QJsonObject> sweep = ofKind(events, "latency");
        QCOMPARE(sweep.size(), 1);
        QCOMPARE(sweep[0].value("latency").toObject().value("cancelled").toBool(), true);
    }

    void hostBandwidthWithoutDevice()
    {
        const QList<QJsonObject> events =
            runRequests("bandwidth device=-1 min=4K max=64K repeats=2\n");
        const QList<QJsonObject> reports = ofKind(events, "bandwidth");
        QCOMPARE(reports.size(), 1);
        const QJsonObject report = reports[0].value("bandwidth").toObject();
        QVERIFY(report.value("device").isNull());
        QVERIFY(report.value("verified").toBool());
        const QJsonArray points = report.value("points").toArray();
        QVERIFY(points.size() >= 2 * 3); // copy and triad (x threads) at 4, 16, 64 KiB
        QCOMPARE(ofKind(events, "point").size(), points.size());
        for (const QJsonValue &point : points) {
            QCOMPARE(point.toObject().value("where").toString(), QStringLiteral("host"));
            QVERIFY(point.toObject().value("gbs_median").toDouble() > 0);
        }
        QVERIFY(ofKind(events, "done")[0].value("error").isNull());
    }

    void deviceBandwidthAndTransfer()
    {
        GPULAB_REQUIRE_DEVICE(device);
        Q_UNUSED(device);
        QList<QJsonObject> events =
            runRequests("bandwidth device=0 host=0 min=4K max=64K repeats=2\n");
        QList<QJsonObject> reports = ofKind(events, "bandwidth");
        QCOMPARE(reports.size(), 1);
        QJsonObject report = reports[0].value("bandwidth").toObject();
        QVERIFY(report.value("verified").toBool());
        QCOMPARE(report.value("points").toArray().size(), 3);
        QCOMPARE(report.value("points").toArray()[0].toObject().value("where").toString(),
                 QStringLiteral("device"));
        QVERIFY(!ofKind(events, "device").isEmpty());

        events = runRequests("transfer device=0 min=4K max=64K repeats=2\n");
        reports = ofKind(events, "transfer");
        QCOMPARE(reports.size(), 1);
        report = reports[0].value("transfer").toObject();
        QVERIFY(report.value("verified").toBool());
        QCOMPARE(report.value("points").toArray().size(), 4 * 3);
        QCOMPARE(ofKind(events, "point").size(), 4 * 3);
        QVERIFY(ofKind(events, "done")[0].value("error").isNull());
    }

    void multiDeviceRequest()
    {
        GPULAB_REQUIRE_DEVICE(device);
        Q_UNUSED(device);
        const QList<QJsonObject> events =
            runRequests("multidevice n=96 devices=0,0 split=1,2 repeats=1\n");
        const QList<QJsonObject> reports = ofKind(events, "multidevice");
        QCOMPARE(reports.size(), 1);
        const QJsonObject report = reports[0].value("multidevice").toObject();
        QVERIFY(report.value("verified").toBool());
        QCOMPARE(report.value("n").toInt(), 96);
        const QJsonArray bands = report.value("bands").toArray();
        QCOMPARE(bands.size(), 2);
        QCOMPARE(bands[0].toObject().value("rows").toInt(), 32);
        QCOMPARE(bands[1].toObject().value("rows").toInt(), 64);
        QVERIFY(bands[1].toObject().value("compute_seconds").toDouble() > 0);
        QStringList stages;
        for (const QJsonObject &event : ofKind(events, "progress"))
            stages << event.value("stage").toString();
        QVERIFY2(stages.contains("reference") && stages.contains("running"),
                 qPrintable(stages.join(',')));
        QVERIFY(ofKind(events, "done")[0].value("error").isNull());
    }

    // Decode against prefill (compute/gemv.h): both products verified, stages in order.
    void gemvRequest()
    {
        GPULAB_REQUIRE_DEVICE(device);
        Q_UNUSED(device);
        const QList<QJsonObject> events = runRequests("gemv device=0 n=67 repeats=2\n");
        const QList<QJsonObject> reports = ofKind(events, "gemv");
        QCOMPARE(reports.size(), 1);
        const QJsonObject report = reports[0].value("gemv").toObject();
        QVERIFY(report.value("verified").toBool());
        QCOMPARE(report.value("n").toInt(), 67);
        const QJsonObject gemv = report.value("gemv").toObject();
        const QJsonObject gemm = report.value("gemm").toObject();
        QCOMPARE(gemv.value("repeats").toInt(), 2);
        QCOMPARE(gemm.value("variant").toString(), QString("opencl-regblock"));
        QCOMPARE(gemv.value("flops").toDouble(), 2.0 * 67 * 67);
        QCOMPARE(gemm.value("bytes").toDouble(), 12.0 * 67 * 67);
        QVERIFY(gemv.value("gbs").toDouble() > 0);
        QStringList stages;
        for (const QJsonObject &event : ofKind(events, "progress"))
            if (stages.isEmpty() || stages.last() != event.value("stage").toString())
                stages << event.value("stage").toString();
        QVERIFY2(stages.indexOf("gemv") >= 0 && stages.indexOf("gemv") < stages.indexOf("gemm"),
                 qPrintable(stages.join(',')));
        QVERIFY(ofKind(events, "done")[0].value("error").isNull());
    }

    void malformedMemoryRequests_data()
    {
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("message");
        QTest::newRow("bad size") << "latency min=4Q"
                                  << "min expects a size";
        QTest::newRow("bad budget") << "latency budget=soon"
                                    << "budget expects a number";
        QTest::newRow("zero budget") << "latency budget=0"
                                     << "budget must be";
        QTest::newRow("latency sizes") << "latency min=1M max=4K"
                                       << "min <= max";
        QTest::newRow("bandwidth repeats") << "bandwidth device=-1 repeats=0"
                                           << "repeats must be at least 1";
        QTest::newRow("transfer without device") << "transfer device=-1"
                                                 << "need an OpenCL device";
        QTest::newRow("transfer bad device") << "transfer device=99"
                                             << "no OpenCL device 99";
        QTest::newRow("multidevice n") << "multidevice n=0"
                                       << "n must be from 1";
        QTest::newRow("multidevice split") << "multidevice devices=0,0 split=1,x"
                                           << "split expects a number";
        QTest::newRow("gemv n") << "gemv n=0"
                                << "n must be from 1";
        QTest::newRow("gemv cpu rung") << "gemv gemm=serial-naive"
                                       << "gemm must name an OpenCL rung";
        QTest::newRow("gemv no device") << "gemv device=-1"
                                        << "device expects";
    }
    void malformedMemoryRequests()
    {
        QFETCH(QString, request);
        QFETCH(QString, message);
        const QList<QJsonObject> events = runRequests(request.toStdString() + "\n");
        const QList<QJsonObject> done = ofKind(events, "done");
        QCOMPARE(done.size(), 1);
        const QString error = done[0].value("error").toString();
        QVERIFY2(error.contains(message), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
