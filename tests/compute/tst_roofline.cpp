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
    QVERIFY(qAbs(designArithmeticIntensity("opencl-regblock", true) - 24576.0 / 896.0) < 1e-12);
    QVERIFY(qAbs(designArithmeticIntensity("opencl-regblock", false) - 192.0 / 88.0) < 1e-12);
    QCOMPARE(designArithmeticIntensity("openblas", true), -1.0);
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
