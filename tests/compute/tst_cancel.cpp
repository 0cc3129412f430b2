// Cancellation (compute/cancel.h): how StepSizer sizes the steps between two checks of the token,
// and that every variant, the float64 reference and the benchmark stop when another thread
// cancels them in the middle of a large run. No timing is asserted here (how fast each stops is
// measured by tests/perf/measure-cancel.sh): only that the run ends Cancelled before it could
// have finished.
#include "compute/benchmark.h"
#include "compute/matrix.h"
#include "compute/variants.h"
#include "testsupport.h"

#include <condition_variable>
#include <mutex>
#include <thread>

using namespace gpulab;

class TestCancel : public QObject
{
    Q_OBJECT

private slots:
    void stepSizerFollowsTheMeasuredRate();
    void stepSizerGrowsAtMostFourfold();
    void stepSizerShrinksAtOnce();
    void everyVariantStopsWhenCancelled_data();
    void everyVariantStopsWhenCancelled();
    void referenceStopsWhenCancelled();
    void cancelAfterTheLastCheckStillCounts();
};

void TestCancel::stepSizerFollowsTheMeasuredRate()
{
    StepSizer sizer(10, 0.1);
    QCOMPARE(sizer.next(), 10);
    sizer.record(10, 0.05); // 200 units/s: 0.1 s is 20 units
    QCOMPARE(sizer.next(), 20);
    sizer.record(20, 0.1);
    QCOMPARE(sizer.next(), 20);
    StepSizer fresh;
    QCOMPARE(fresh.next(), 1); // nothing known: the smallest step
}

void TestCancel::stepSizerGrowsAtMostFourfold()
{
    StepSizer sizer(1, 0.1);
    sizer.record(1, 1e-9); // a step below the clock's resolution says little about the rate
    QCOMPARE(sizer.next(), 4);
    sizer.record(4, 0.0);
    QCOMPARE(sizer.next(), 16);
    sizer.record(16, 0.01); // 1600/s: 160 wanted, 64 allowed
    QCOMPARE(sizer.next(), 64);
    sizer.record(1000000000000, 1e-6); // huge rates stay finite
    QVERIFY(sizer.next() > 0);
}

void TestCancel::stepSizerShrinksAtOnce()
{
    StepSizer sizer(1000, 0.1);
    sizer.record(1000, 2.0); // another process took the core: 500/s
    QCOMPARE(sizer.next(), 50);
    sizer.record(50, 1000.0);
    QCOMPARE(sizer.next(), 1); // never below one unit
}

// Sizes at which a whole run takes several seconds on the test machine (2 cores, PoCL), so that
// a cancel set as soon as the run has started cannot arrive after its end.
void TestCancel::everyVariantStopsWhenCancelled_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("n");
    for (const VariantInfo &info : variantCatalog()) {
        if (!info.built)
            continue;
        const std::string_view id = info.id;
        const int n = id == "opencl-regblock" || id == "openblas"     ? 6144
                      : id == "serial-blocked" || id == "cpu-threads" ? 4096
                                                                      : 2048;
        QTest::addRow("%s", std::string(id).c_str())
            << QString::fromStdString(std::string(id)) << n;
    }
}

void TestCancel::everyVariantStopsWhenCancelled()
{
    QFETCH(QString, variant);
    QFETCH(int, n);
    const VariantInfo *info = findVariant(variant.toStdString());
    QVERIFY(info);
    ClDevice *device = nullptr;
    if (info->backend == Backend::OpenCl) {
        GPULAB_REQUIRE_DEVICE(opened);
        device = opened;
    }
    const std::vector<float> a = randomMatrix(n, 1);
    const std::vector<float> b = randomMatrix(n, 2);
    std::vector<float> c(std::size_t(n) * std::size_t(n));
    auto gemm = makeVariant(variant.toStdString(), device);
    gemm->prepare(n);

    // Another thread cancels once the run reports its first progress, as the engine's reader
    // thread does when the window's Cancel arrives.
    CancelToken token;
    std::mutex mutex;
    std::condition_variable started;
    bool running = false;
    double lastFraction = 0.0;
    RunControl control;
    control.cancel = &token;
    control.progress = [&](double fraction) {
        std::lock_guard lock(mutex);
        lastFraction = fraction;
        running = true;
        started.notify_one();
    };
    std::thread canceller([&] {
        std::unique_lock lock(mutex);
        started.wait(lock, [&] { return running; });
        token.cancel();
    });
    bool cancelled = false;
    try {
        gemm->run(n, a.data(), b.data(), c.data(), control);
    } catch (const ComputeError &e) {
        cancelled = e.kind() == ErrorKind::Cancelled; // another error fails below
    }
    if (!cancelled) { // the canceller never saw progress, or the run ignored it: free the thread
        std::lock_guard lock(mutex);
        running = true;
        started.notify_one();
    }
    canceller.join();
    QVERIFY2(cancelled, "the run finished although it was cancelled");
    QVERIFY2(lastFraction < 1.0, qPrintable(QString::number(lastFraction)));
    // The variant is usable again after a cancel (an OpenCL queue left idle, not half full).
    const int small = 33;
    const std::vector<float> sa = randomMatrix(small, 3);
    const std::vector<float> sb = randomMatrix(small, 4);
    std::vector<float> sc(std::size_t(small) * std::size_t(small));
    gemm->run(small, sa.data(), sb.data(), sc.data(), RunControl{});
    QVERIFY(relativeError(sc, referenceGemm(small, sa, sb)) <= kMaxRelativeError);
}

void TestCancel::referenceStopsWhenCancelled()
{
    const int n = 1500;
    const std::vector<float> a = randomMatrix(n, 5);
    const std::vector<float> b = randomMatrix(n, 6);
    CancelToken token;
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        token.cancel();
    });
    bool cancelled = false;
    try {
        referenceGemm(n, a, b, &token);
    } catch (const ComputeError &e) {
        cancelled = e.kind() == ErrorKind::Cancelled;
    }
    canceller.join();
    // 6.75 G multiply-adds in float64: seconds on two cores, not 50 ms.
    QVERIFY(cancelled);
    token.reset();
    QCOMPARE(referenceGemm(2, {1, 2, 3, 4}, {5, 6, 7, 8}, &token),
             (std::vector<double>{19, 22, 43, 50}));
}

// The race behind "a Ctrl-C 8.8 s before the end was ignored and the run exited 0": a cancel
// that arrives after the runner's last check (here: as the last result is reported) must still
// mark the report as cancelled.
void TestCancel::cancelAfterTheLastCheckStillCounts()
{
    Benchmark bench(nullptr);
    BenchConfig config;
    config.sizes = {16};
    config.variants = {"serial-naive", "serial-blocked"};
    config.repeats = 1;
    CancelToken cancel;
    const BenchReport report = bench.run(config, cancel, [&](const BenchEvent &e) {
        if (e.kind == BenchEvent::Kind::Finished && e.variant == "serial-blocked")
            cancel.cancel();
    });
    QCOMPARE(report.results.size(), std::size_t(2)); // both finished...
    QVERIFY(report.cancelled);                       // ...and the run was still interrupted
}

QTEST_GUILESS_MAIN(TestCancel)
#include "tst_cancel.moc"
