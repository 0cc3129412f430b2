// Decode against prefill (compute/gemv.h): the FLOP and byte counts and the float64 GEMV against
// hand-computed cases, the verification catching a wrong or unwritten row, both products right
// on the OpenCL device (PoCL on CI) at sizes that are not multiples of the kernel's work-group,
// the refusals, and cancellation. No performance thresholds: only sane, ordered figures.
#include "compute/errors.h"
#include "compute/gemv.h"
#include "compute/matrix.h"
#include "testsupport.h"

#include <cmath>
#include <limits>
#include <thread>

using namespace gpulab;

class TestGemv : public QObject
{
    Q_OBJECT

private slots:
    void counts()
    {
        // N = 3: 9 multiply-adds = 18 FLOP; A 9 floats + x 3 read, y 3 written = 15 floats.
        QCOMPARE(gemvFlops(3), 18.0);
        QCOMPARE(gemvBytes(3), 60.0);
        // N = 3: 27 multiply-adds = 54 FLOP; A, B read and C written = 27 floats = 108 bytes.
        QCOMPARE(gemmFlops(3), 54.0);
        QCOMPARE(gemmBytes(3), 108.0);
        // The intensities the lesson quotes: about 0.5 FLOP/byte, and N / 6.
        ProductMeasurement gemv;
        gemv.flops = gemvFlops(4096);
        gemv.bytes = gemvBytes(4096);
        QVERIFY(std::abs(gemv.intensity() - 0.5) < 1e-3);
        QVERIFY(gemv.intensity() < 0.5);
        ProductMeasurement gemm;
        gemm.flops = gemmFlops(2048);
        gemm.bytes = gemmBytes(2048);
        QCOMPARE(gemm.intensity(), 2048.0 / 6.0);
        // Rates from the median: 2 GFLOP in 0.5 s = 4 GFLOP/s; not measured = 0.
        gemm.flops = 2e9;
        gemm.bytes = 1e9;
        QCOMPARE(gemm.gflops(), 0.0);
        gemm.repeats = 3;
        gemm.secondsMedian = 0.5;
        QCOMPARE(gemm.gflops(), 4.0);
        QCOMPARE(gemm.gbs(), 2.0);
    }

    void referenceByHand()
    {
        // [1 2; 3 4] x [5; 6] = [17; 39]
        const std::vector<double> y = referenceGemv(2, {1, 2, 3, 4}, {5, 6});
        QCOMPARE(y.size(), std::size_t(2));
        QCOMPARE(y[0], 17.0);
        QCOMPARE(y[1], 39.0);
        // x is B's first column: B = [1 2 3; 4 5 6; 7 8 9] -> [1, 4, 7].
        const std::vector<float> x = firstColumn(3, {1, 2, 3, 4, 5, 6, 7, 8, 9});
        QCOMPARE(x, (std::vector<float>{1, 4, 7}));
    }

    void localSize()
    {
        QCOMPARE(gemvLocalSize(true, 4096), 64);
        QCOMPARE(gemvLocalSize(false, 1024), 128);
        QCOMPARE(gemvLocalSize(false, 100), 64);
        QCOMPARE(gemvLocalSize(true, 1), 1);
    }

    // The check every run goes through catches a wrong row and a row left as the NaN poison.
    void verificationCatchesWrongResults()
    {
        const std::vector<double> reference = {17, 39, -2, 0.5};
        const std::vector<float> right = {17, 39, -2, 0.5f};
        QVERIFY(checkProduct(right, reference).verified);
        QCOMPARE(checkProduct(right, reference).relError, 0.0);
        std::vector<float> wrong = right;
        wrong[1] = 39.01f; // 0.01 / |(17, 39, -2, 0.5)| = 2.3e-4, above 1e-5
        const ProductCheck off = checkProduct(wrong, reference);
        QVERIFY(!off.verified);
        QVERIFY(off.relError > 1e-4 && off.relError < 1e-3);
        std::vector<float> unwritten = right;
        unwritten[3] = std::numeric_limits<float>::quiet_NaN();
        QVERIFY(!checkProduct(unwritten, reference).verified);
        QVERIFY(std::isinf(checkProduct(unwritten, reference).relError));
        QVERIFY(!checkProduct({17, 39}, reference).verified); // a short result
    }

    // Both products right on the device, at sizes that are not multiples of the work-group (64
    // or 128 per row) nor of the GEMM's tiles.
    void bothProductsVerified_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("gemm");
        QTest::newRow("1") << 1 << "opencl-tiled";
        QTest::newRow("2") << 2 << "opencl-regblock";
        QTest::newRow("17") << 17 << "opencl-naive";
        QTest::newRow("64") << 64 << "opencl-regblock";
        QTest::newRow("129") << 129 << "opencl-tiled";
        QTest::newRow("257") << 257 << "opencl-regblock";
        QTest::newRow("1000") << 1000 << "opencl-regblock";
    }
    void bothProductsVerified()
    {
        QFETCH(int, n);
        QFETCH(QString, gemm);
        GPULAB_REQUIRE_DEVICE(device);
        GemvConfig config;
        config.n = n;
        config.repeats = 2;
        config.gemmVariant = gemm.toStdString();
        CancelToken cancel;
        std::vector<GemvEvent::Stage> stages;
        double lastFraction = 0;
        bool ordered = true;
        const GemvReport report = measureGemv(*device, config, cancel, [&](const GemvEvent &e) {
            if (stages.empty() || stages.back() != e.stage)
                stages.push_back(e.stage);
            ordered = ordered && e.fraction >= lastFraction - 1e-12 && e.fraction <= 1.0;
            lastFraction = e.fraction;
        });
        QVERIFY(!report.cancelled);
        QVERIFY2(report.gemv.verified, report.gemv.message.c_str());
        QVERIFY2(report.gemm.verified, report.gemm.message.c_str());
        QVERIFY(report.verified());
        QCOMPARE(report.n, n);
        QCOMPARE(report.deviceName, device->info().name);
        QVERIFY(report.copies >= 1);
        for (const ProductMeasurement *p : {&report.gemv, &report.gemm}) {
            QCOMPARE(p->n, n);
            QCOMPARE(p->repeats, 2);
            QVERIFY(p->relError >= 0 && p->relError <= kMaxRelativeError);
            QVERIFY(p->secondsMin > 0);
            QVERIFY(p->secondsMin <= p->secondsMedian && p->secondsMedian <= p->secondsMax);
            QVERIFY(p->deviceSecondsMedian > 0);
            QVERIFY(std::isfinite(p->gflops()) && p->gflops() > 0);
            QVERIFY(std::isfinite(p->gbs()) && p->gbs() > 0);
        }
        QCOMPARE(report.gemv.variant, std::string("gemv"));
        QCOMPARE(report.gemm.variant, gemm.toStdString());
        QCOMPARE(report.gemv.flops, gemvFlops(n));
        QCOMPARE(report.gemm.bytes, gemmBytes(n));
        // The GEMV first, then the GEMM's reference and runs; progress never goes back.
        QVERIFY(ordered);
        QVERIFY(!stages.empty());
        QCOMPARE(stages.back(), GemvEvent::Stage::Gemm);
        QVERIFY(std::find(stages.begin(), stages.end(), GemvEvent::Stage::Gemv) < stages.end());
    }

    // The GEMV cycles through copies of A that together exceed kGemvStreamBytes.
    void copiesExceedTheCaches()
    {
        GPULAB_REQUIRE_DEVICE(device);
        GemvConfig config;
        config.n = 512; // 1 MiB: 256 copies wanted, at most 64 kept
        config.repeats = 1;
        config.gemmVariant = "opencl-tiled";
        CancelToken cancel;
        const GemvReport report = measureGemv(*device, config, cancel);
        QVERIFY(report.verified());
        QCOMPARE(report.copies, 64);
    }

    void refusals()
    {
        GPULAB_REQUIRE_DEVICE(device);
        CancelToken cancel;
        auto kindOf = [&](GemvConfig config) {
            try {
                measureGemv(*device, config, cancel);
            } catch (const ComputeError &e) {
                return e.kind();
            }
            return ErrorKind(-1);
        };
        GemvConfig config;
        config.n = 0;
        QCOMPARE(kindOf(config), ErrorKind::Usage);
        config.n = kMaxGemvN + 1;
        QCOMPARE(kindOf(config), ErrorKind::Usage);
        config.n = 16;
        config.repeats = 0;
        QCOMPARE(kindOf(config), ErrorKind::Usage);
        config.repeats = 1;
        config.gemmVariant = "serial-naive"; // a CPU rung: not on the device
        QCOMPARE(kindOf(config), ErrorKind::Usage);
        config.gemmVariant = "warp-speed";
        QCOMPARE(kindOf(config), ErrorKind::Usage);
    }

    // Cancelled from another thread during the GEMM's float64 reference: the report comes back
    // cancelled, within a second, with the GEMV that finished.
    void cancelStopsWithinASecond()
    {
        GPULAB_REQUIRE_DEVICE(device);
        GemvConfig config;
        config.n = 2048;
        config.repeats = 3;
        CancelToken cancel;
        std::atomic<bool> inGemm{false};
        std::thread canceller;
        QElapsedTimer clock;
        const GemvReport report = measureGemv(*device, config, cancel, [&](const GemvEvent &e) {
            if (e.stage == GemvEvent::Stage::Reference && !inGemm.exchange(true)) {
                clock.start();
                canceller = std::thread([&] { cancel.cancel(); });
            }
        });
        if (canceller.joinable())
            canceller.join();
        QVERIFY(inGemm);
        QVERIFY(report.cancelled);
        QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(report.gemv.verified); // it finished before the cancel
        QVERIFY(!report.gemm.measured());
    }
};

QTEST_GUILESS_MAIN(TestGemv)
#include "tst_gemv.moc"
