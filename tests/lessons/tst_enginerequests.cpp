// The typed engine requests (lessons/framework/engineclient.h: requestLine) as the real engine
// (compute/engine.h: runEngine) reads them: each line, with small sizes, runs to its "done"
// without an error, and the events come back through the typed readers. An engine that no
// longer understands a line written here fails this test, not a lesson in front of a class.
#include "compute/engine.h"
#include "lessons/framework/engineclient.h"

#include <QJsonDocument>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QtTest>

#include <sstream>

using namespace gpulab;

namespace {

// The events the engine wrote for `line`.
QList<QJsonObject> run(const QString &line)
{
    std::istringstream in(line.toStdString() + "\n"); // end of input: it finishes, then ends
    std::ostringstream out;
    runEngine(in, out);
    QList<QJsonObject> events;
    std::istringstream lines(out.str());
    for (std::string text; std::getline(lines, text);)
        events << QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
    return events;
}

QJsonObject doneOf(const QList<QJsonObject> &events)
{
    for (const QJsonObject &event : events)
        if (event.value("event").toString() == "done")
            return event;
    return {};
}

QList<QJsonObject> of(const QList<QJsonObject> &events, const QString &kind)
{
    QList<QJsonObject> found;
    for (const QJsonObject &event : events)
        if (event.value("event").toString() == kind)
            found << event;
    return found;
}

bool openCL()
{
    const QList<QJsonObject> events = run(devicesRequestLine());
    const QList<QJsonObject> devices = of(events, "devices");
    return !devices.isEmpty() &&
           discoveryFromJson(devices.first().value("discovery").toObject()).available();
}

} // namespace

class TestEngineRequests : public QObject
{
    Q_OBJECT

private slots:
    void linesAreWhatTheEngineReads()
    {
        QCOMPARE(requestLine(LatencyRequest{8192, 16384, 0.5}),
                 QStringLiteral("latency min=8192 max=16384 budget=0.5"));
        QCOMPARE(requestLine(MultiDeviceRequest{64, {0, 1}, 2}),
                 QStringLiteral("multidevice n=64 repeats=2 devices=0,1"));
        QCOMPARE(requestLine(MultiDeviceRequest{64, {}, 2}),
                 QStringLiteral("multidevice n=64 repeats=2"));
        QCOMPARE(requestLine(TuneRequest{1, 0.5, {64, 128}}),
                 QStringLiteral("tune device=1 budget=0.5 sizes=64,128"));
        QCOMPARE(requestLine(TuneRequest{0, 8, {}}), QStringLiteral("tune device=0 budget=8"));
        QCOMPARE(requestLine(TuningRequest{2}), QStringLiteral("tuning device=2"));
    }

    void hostRequestsRun()
    {
        const QList<QJsonObject> latency = run(requestLine(LatencyRequest{8192, 16384, 0.3}));
        const QJsonObject done = doneOf(latency);
        QVERIFY2(done.value("error").isNull(), qPrintable(done.value("error").toString()));
        const QList<QJsonObject> points = of(latency, "point");
        QCOMPARE(points.size(), 2);
        const EngineEvent typed = engineEventFromJson(points.first());
        QCOMPARE(typed.kind, QStringLiteral("point"));
        const LatencyPoint point = latencyPointFromJson(typed.payload());
        const EngineEvent end = engineEventFromJson(done);
        QCOMPARE(end.kind, QStringLiteral("done"));
        QVERIFY(end.error.isEmpty() && !end.cancelled);
        QVERIFY(point.bytes == 8192 || point.bytes == 16384);
        QVERIFY(point.latencyNs > 0);

        BenchRequest bench;
        bench.sizes = {16, 32};
        bench.variants = {"serial-naive", "serial-blocked"};
        bench.repeats = 1;
        bench.seed = 7;
        const QList<QJsonObject> results = run(requestLine(bench));
        QVERIFY2(doneOf(results).value("error").isNull(),
                 qPrintable(doneOf(results).value("error").toString()));
        QCOMPARE(of(results, "result").size(), 4);
        const BenchResult result =
            benchResultFromJson(of(results, "result").first().value("result").toObject());
        QVERIFY(result.status == BenchResult::Status::Ok);

        const QList<QJsonObject> copies = run(requestLine(BandwidthRequest{-1, 4096, 4096, 1}));
        QVERIFY2(doneOf(copies).value("error").isNull(),
                 qPrintable(doneOf(copies).value("error").toString()));
        QVERIFY(!of(copies, "point").isEmpty());
        const BandwidthPoint copy =
            bandwidthPointFromJson(of(copies, "point").first().value("point").toObject());
        QCOMPARE(copy.where, std::string("host"));
        QVERIFY(copy.gbsMedian > 0 && copy.verified);
    }

    void deviceRequestsRun()
    {
        if (!openCL()) {
            if (qEnvironmentVariableIntValue("GPULAB_REQUIRE_OPENCL"))
                QFAIL("no OpenCL device, but GPULAB_REQUIRE_OPENCL=1");
            QSKIP("no OpenCL device here: the device requests cannot run");
        }
        const QList<QJsonObject> transfer = run(requestLine(TransferRequest{0, 4096, 4096, 1}));
        QVERIFY2(doneOf(transfer).value("error").isNull(),
                 qPrintable(doneOf(transfer).value("error").toString()));
        const QList<QJsonObject> reports = of(transfer, "transfer");
        QCOMPARE(reports.size(), 1);
        const TransferReport report =
            transferReportFromJson(reports.first().value("transfer").toObject());
        QCOMPARE(report.points.size(), size_t(4)); // pageable and pinned, both directions
        QVERIFY(report.allVerified());

        const QList<QJsonObject> split = run(requestLine(MultiDeviceRequest{64, {}, 1}));
        QVERIFY2(doneOf(split).value("error").isNull(),
                 qPrintable(doneOf(split).value("error").toString()));
        const MultiDeviceReport product = multiDeviceReportFromJson(
            of(split, "multidevice").first().value("multidevice").toObject());
        QCOMPARE(product.n, 64);
        QVERIFY(product.verified);
        int rows = 0;
        for (const DeviceBand &band : product.bands)
            rows += band.rows;
        QCOMPARE(rows, 64);
    }

    // `tuning` says what is stored, `tune` stores a set, and `tuning` then says so (the Live
    // Lab's TunePanel reads both); in a temporary cache folder, never the user's.
    void tuningRequestsRun()
    {
        if (!openCL()) {
            if (qEnvironmentVariableIntValue("GPULAB_REQUIRE_OPENCL"))
                QFAIL("no OpenCL device, but GPULAB_REQUIRE_OPENCL=1");
            QSKIP("no OpenCL device here: the tuning requests cannot run");
        }
        QTemporaryDir cache;
        QVERIFY(cache.isValid());
        const QByteArray previous = qgetenv("GPULAB_CACHE_DIR");
        qputenv("GPULAB_CACHE_DIR", cache.path().toLocal8Bit());
        const auto restore = qScopeGuard([&] { qputenv("GPULAB_CACHE_DIR", previous); });

        QList<QJsonObject> events = run(requestLine(TuningRequest{0}));
        QVERIFY2(doneOf(events).value("error").isNull(),
                 qPrintable(doneOf(events).value("error").toString()));
        QCOMPARE(of(events, "tuning").size(), 1);
        StoredTuning stored =
            storedTuningFromJson(engineEventFromJson(of(events, "tuning").first()).payload());
        QCOMPARE(stored.source, QStringLiteral("default"));
        QVERIFY(!stored.tuned);
        QVERIFY(stored.tileRows > 0 && stored.tileColumns > 0);
        QVERIFY(stored.path.startsWith(cache.path()));

        events = run(requestLine(TuneRequest{0, 0.1, {32, 64}}));
        QVERIFY2(doneOf(events).value("error").isNull(),
                 qPrintable(doneOf(events).value("error").toString()));
        QVERIFY(!of(events, "candidate").isEmpty());
        const TuneSet first =
            tuneSetFromJson(of(events, "candidate").first().value("candidate").toObject());
        QVERIFY(first.isDefault && first.measured() && first.score > 0);
        QCOMPARE(of(events, "tune").size(), 1);
        const TuneOutcome outcome =
            tuneOutcomeFromJson(of(events, "tune").first().value("tune").toObject());
        QVERIFY(outcome.winner() && outcome.defaultSet());
        QCOMPARE(outcome.sizes, QList<int>({32, 64}));
        QVERIFY(outcome.cachePath.startsWith(cache.path()));

        events = run(requestLine(TuningRequest{0}));
        stored = storedTuningFromJson(engineEventFromJson(of(events, "tuning").first()).payload());
        QCOMPARE(stored.source, QStringLiteral("tuned"));
        QVERIFY(stored.tuned);
        QCOMPARE(stored.params, outcome.winner()->params);
        QCOMPARE(stored.gflops > 0, true);
        QVERIFY(stored.defaultGflops > 0);
        QVERIFY(stored.date.isValid());
        QVERIFY(qAbs(stored.date.secsTo(QDateTime::currentDateTimeUtc())) < 3600);

        events = run(QStringLiteral("tuning device=99"));
        QVERIFY(!doneOf(events).value("error").toString().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestEngineRequests)
#include "tst_enginerequests.moc"
