// The roofline micro-benchmarks: both kernels run and are checked (the FMA chain against the
// host), the roofs are finite and plausible for a real device, repeated measurements agree in
// order of magnitude, cancellation stops them, and the roofline model's arithmetic is right.
#include "compute/errors.h"
#include "compute/roofline.h"
#include "testsupport.h"

using namespace gpulab;

class TestRoofline : public QObject
{
    Q_OBJECT

private slots:
    void rooflineModel();
    void regblockIntensityFollowsItsParameters();
    void peakRunsGrowUntilLongEnough();
    void referenceChain();
    void measuresBothRoofs();
    void cancelled();
};

void TestRoofline::rooflineModel()
{
    DeviceRoofs roofs;
    roofs.bandwidthGBs = 100;
    roofs.peakGflops = 1000;
    QCOMPARE(roofs.ridgeIntensity(), 10.0);
    QCOMPARE(roofs.attainableGflops(0.25), 25.0);   // memory-bound: I x bandwidth
    QCOMPARE(roofs.attainableGflops(10.0), 1000.0); // at the ridge
    QCOMPARE(roofs.attainableGflops(64.0), 1000.0); // compute-bound: the peak
    QCOMPARE(DeviceRoofs().ridgeIntensity(), 0.0);
    QCOMPARE(designArithmeticIntensity("opencl-naive", false), 0.25);
    QCOMPARE(designArithmeticIntensity("opencl-tiled", true), 4.0);
    QCOMPARE(designArithmeticIntensity("openblas", true), -1.0);
}

// opencl-regblock's intensity follows the parameter set it ran with: a work-item's MB MR x NB NR
// block of C on the CPU path, a work-group's MWG x NWG tile on the GPU path.
void TestRoofline::regblockIntensityFollowsItsParameters()
{
    const auto intensity = [](double rows, double cols) {
        return 2 * rows * cols / (4 * (rows + cols));
    };
    // The defaults: 96 x 128 on a CPU device (AVX2 6 x 16 x 16 x 8 and AVX-512 12 x 32 x 8 x 4
    // alike), the GPU kernel's 128 x 64 tiles elsewhere (not the CPU kernel's 6 x 16 micro-tile).
    QVERIFY(qAbs(designArithmeticIntensity("opencl-regblock", true) - intensity(96, 128)) < 1e-12);
    QVERIFY(qAbs(designArithmeticIntensity("opencl-regblock", false) - intensity(128, 64)) < 1e-12);
    // A tuned or forced set, as the benchmark reports it.
    QVERIFY(qAbs(designArithmeticIntensity("opencl-regblock", true,
                                           "cpu MR=12,NR=32,VW=16,KC=256,MB=4,NB=2,WGS=1") -
                 intensity(48, 64)) < 1e-12);
    QVERIFY(qAbs(designArithmeticIntensity("opencl-regblock", true, "cpu MR=6,NR=16") -
                 intensity(6 * 16, 16 * 8)) < 1e-12); // names not given keep the default
    QVERIFY(qAbs(designArithmeticIntensity("opencl-regblock", true,
                                           "gpu MWG=64,NWG=32,MDIMC=8,"
                                           "NDIMC=8,VWM=4,VWN=4") -
                 intensity(64, 32)) < 1e-12); // GPULAB_REGBLOCK=gpu on a CPU device
    // Text this program does not write: the default stands.
    QVERIFY(qAbs(designArithmeticIntensity("opencl-regblock", true, "cpu MR=banana") -
                 intensity(96, 128)) < 1e-12);
    QCOMPARE(designArithmeticIntensity("opencl-tiled", true, "cpu MR=12"), 4.0);
}

// The peak kernel's runs grow until one lasts kPeakRunSeconds: a run of a tenth of a
// millisecond lost part of the peak to the launch, and the GEMM sat above the roof.
void TestRoofline::peakRunsGrowUntilLongEnough()
{
    const std::size_t big = kMaxFmaWorkItems;
    QCOMPARE(peakWorkItemsFor(128, 1e-4, big), std::size_t(128 * 64)); // at most 64-fold
    QCOMPARE(peakWorkItemsFor(1000, kPeakRunSeconds * 0.75, big), std::size_t(2666));
    QCOMPARE(peakWorkItemsFor(1000, 0, big), std::size_t(64000));    // a clock that did not tick
    QCOMPARE(peakWorkItemsFor(1000, 1e-6, 5000), std::size_t(5000)); // the device's limit
    QCOMPARE(peakWorkItemsFor(9000, 1e-6, 5000), std::size_t(9000)); // never fewer
}

void TestRoofline::referenceChain()
{
    // x -> x * a + 0.25 converges to 0.25 / (1 - a) in every chain.
    const float a = 0.5f;
    const float value = fmaPeakReference(a, 200);
    // lanes a, a/2, a/4, a/8; 8 chains each
    const double expected =
        8 * (0.25 / (1 - 0.5) + 0.25 / (1 - 0.25) + 0.25 / (1 - 0.125) + 0.25 / (1 - 0.0625));
    QVERIFY(qAbs(fmaPeakReference(a, 200, 12) - expected * 12 / 8) < 1e-3);
    QVERIFY2(qAbs(value - expected) < 1e-3, qPrintable(QString::number(value)));
}

void TestRoofline::measuresBothRoofs()
{
    GPULAB_REQUIRE_DEVICE(device);
    CancelToken cancel;
    const DeviceRoofs first = measureRoofs(*device, cancel, 3);
    QVERIFY(first.copyBytes >= (1u << 20));
    QCOMPARE(first.repeats, 3);
    // Plausible for anything from a laptop CPU to a datacenter GPU.
    QVERIFY2(first.bandwidthGBs > 0.1 && first.bandwidthGBs < 20000,
             qPrintable(QString::number(first.bandwidthGBs)));
    QVERIFY2(first.peakGflops > 0.1 && first.peakGflops < 1e6,
             qPrintable(QString::number(first.peakGflops)));
    QVERIFY(first.ridgeIntensity() > 0);
    // The timed peak runs last long enough that launching them does not count (a run of 0.1 ms
    // lost a tenth of the peak to the launch on PoCL); half the target allows for a run that
    // went faster than the one it was sized from.
    QVERIFY2(first.peakRunSeconds >= kPeakRunSeconds / 2 || first.fmaWorkItems >= kMaxFmaWorkItems,
             qPrintable(QStringLiteral("%1 s with %2 work-items")
                            .arg(first.peakRunSeconds)
                            .arg(first.fmaWorkItems)));
    const double flops = double(first.fmaWorkItems) * 512 * first.fmaChains * first.fmaWidth * 2;
    QVERIFY(qAbs(flops / first.peakRunSeconds / 1e9 - first.peakGflops) <
            1e-6 * first.peakGflops); // the peak is the fastest run's rate
    const DeviceRoofs second = measureRoofs(*device, cancel, 3);
    QVERIFY(second.bandwidthGBs > first.bandwidthGBs / 10 &&
            second.bandwidthGBs < first.bandwidthGBs * 10);
    QVERIFY(second.peakGflops > first.peakGflops / 10 && second.peakGflops < first.peakGflops * 10);
}

void TestRoofline::cancelled()
{
    GPULAB_REQUIRE_DEVICE(device);
    CancelToken cancel;
    cancel.cancel();
    bool thrown = false;
    try {
        measureRoofs(*device, cancel, 3);
    } catch (const ComputeError &e) {
        thrown = e.kind() == ErrorKind::Cancelled;
    }
    QVERIFY(thrown);
}

QTEST_GUILESS_MAIN(TestRoofline)
#include "tst_roofline.moc"
