// The benchmark runner: statistics, verification, speedups, events, cancellation.
#include "compute/benchmark.h"
#include "testsupport.h"

#include <thread>

using namespace gpulab;

class TestBenchmark : public QObject
{
    Q_OBJECT

private slots:
    void wholeLadderRunsVerified();
    void unknownVariantIsUsageError();
    void cancelStopsPromptly();
};

void TestBenchmark::wholeLadderRunsVerified()
{
    GPULAB_REQUIRE_DEVICE(device);
    Benchmark bench(device);
    BenchConfig config;
    config.sizes = {17, 100};
    config.repeats = 3;
    CancelToken cancel;
    int finished = 0;
    int building = 0;
    const BenchReport report = bench.run(config, cancel, [&](const BenchEvent &e) {
        finished += e.kind == BenchEvent::Kind::Finished;
        building += e.kind == BenchEvent::Kind::Building;
    });
    QVERIFY(!report.cancelled);
    const std::vector<std::string> ids = bench.resolveVariants({});
    QVERIFY(ids.size() >= 6); // the six rungs of our own, plus peers where built
    QCOMPARE(report.results.size(), ids.size() * 2);
    QCOMPARE(finished, int(report.results.size()));
    QCOMPARE(building, int(report.results.size()));
    for (const BenchResult &r : report.results) {
        const QByteArray what =
            QByteArray::fromStdString(r.variant + " N=" + std::to_string(r.n) + ": " + r.message);
        QVERIFY2(r.status == BenchResult::Status::Ok, what.constData());
        QVERIFY2(r.verified, what.constData());
        QVERIFY(r.relError >= 0.0 && r.relError <= 1e-5);
        QCOMPARE(r.repeats, 3);
        QVERIFY(r.secondsMin <= r.secondsMedian && r.secondsMedian <= r.secondsMax);
        QVERIFY(r.secondsMedian > 0.0);
        QVERIFY(r.endToEndSecondsMedian >= r.secondsMin);
        QVERIFY(qAbs(r.gflops - 2.0 * r.n * r.n * r.n / r.secondsMedian / 1e9) < 1e-6 * r.gflops);
        QVERIFY2(r.speedupVsSerial > 0.0, what.constData());
        if (r.variant == "serial-naive")
            QCOMPARE(r.speedupVsSerial, 1.0);
        const VariantInfo *info = findVariant(r.variant);
        if (info->backend == Backend::OpenCl && !info->peer)
            QVERIFY(r.deviceSecondsMedian > 0.0);
    }
}

void TestBenchmark::unknownVariantIsUsageError()
{
    Benchmark bench(nullptr);
    BenchConfig config;
    config.variants = {"serial-naive", "warp-speed"};
    CancelToken cancel;
    try {
        bench.run(config, cancel);
        QFAIL("an unknown variant must be refused");
    } catch (const ComputeError &e) {
        QCOMPARE(e.kind(), ErrorKind::Usage);
        QVERIFY(QString(e.what()).contains("warp-speed"));
    }
}

void TestBenchmark::cancelStopsPromptly()
{
    // serial-naive at N = 1500 takes several seconds per run; cancel from another thread (as the
    // GUI does) and expect the runner to stop inside that run. How fast is measured apart
    // (tests/perf/measure-cancel.sh): timing does not belong in a unit test.
    Benchmark bench(nullptr);
    BenchConfig config;
    config.sizes = {1500};
    config.variants = {"serial-naive", "serial-blocked"};
    config.verify = false;
    CancelToken cancel;
    std::atomic<bool> running{false};
    std::thread canceller([&] {
        while (!running)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        cancel.cancel();
    });
    const BenchReport report = bench.run(config, cancel, [&](const BenchEvent &e) {
        if (e.kind == BenchEvent::Kind::Running)
            running = true;
    });
    canceller.join();
    QVERIFY(report.cancelled);
    QVERIFY(report.results.empty()); // serial-naive never finished; serial-blocked never began
}

QTEST_GUILESS_MAIN(TestBenchmark)
#include "tst_benchmark.moc"
