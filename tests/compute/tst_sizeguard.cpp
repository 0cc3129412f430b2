// The size guard refuses, with a message naming the limit, before anything is allocated.
#include "compute/benchmark.h"
#include "compute/sizeguard.h"
#include "compute/variants.h"

#include "testsupport.h"

using namespace gpulab;

class TestSizeGuard : public QObject
{
    Q_OBJECT

private slots:
    void refusesNonPositiveSizes();
    void refusesBeyondIndexRange();
    void refusesBeyondHostMemory();
    void refusesBeyondDeviceAllocation();
    void refusesBeyondDeviceMemory();
    void acceptsWhatFits();
    void benchmarkRefusesBeforeAllocating();
    void formatsBytes();
};

static ErrorKind kindOf(const std::function<void()> &call, QString *message = nullptr)
{
    try {
        call();
    } catch (const ComputeError &e) {
        if (message)
            *message = QString::fromUtf8(e.what());
        return e.kind();
    }
    return ErrorKind::Runtime; // sentinel: "did not throw" (never a guard outcome)
}

static const VariantInfo &variant(const char *id)
{
    return *findVariant(id);
}

// The need comes from the variant class itself; creating one allocates nothing.
static MemoryNeed needOf(const char *id, int n, ClDevice *device = nullptr)
{
    return makeVariant(id, device)->memoryNeed(n);
}

void TestSizeGuard::refusesNonPositiveSizes()
{
    for (int n : {0, -1, -100}) {
        QCOMPARE(kindOf([&] {
                     checkProblemSize(variant("serial-naive"), MemoryNeed{}, n, nullptr,
                                      1ull << 40);
                 }),
                 ErrorKind::Usage);
    }
}

void TestSizeGuard::refusesBeyondIndexRange()
{
    QString message;
    QCOMPARE(kindOf(
                 [&] {
                     checkProblemSize(variant("serial-blocked"), MemoryNeed{}, kMaxIndexableN + 1,
                                      nullptr, ~0ull);
                 },
                 &message),
             ErrorKind::SizeLimit);
    QVERIFY2(message.contains("32-bit"), qPrintable(message));
}

void TestSizeGuard::refusesBeyondHostMemory()
{
    QString message;
    const MemoryNeed need = needOf("serial-naive", 4096); // 192 MiB
    QCOMPARE(need.hostBytes, 3ull * 4096 * 4096 * 4);
    QCOMPARE(
        kindOf(
            [&] { checkProblemSize(variant("serial-naive"), need, 4096, nullptr, 100ull << 20); },
            &message),
        ErrorKind::SizeLimit);
    QVERIFY2(message.contains("host memory") && message.contains("192.0 MiB") &&
                 message.contains("100.0 MiB"),
             qPrintable(message));
    // The float64 reference counts too.
    QCOMPARE(kindOf([&] {
                 checkProblemSize(variant("serial-naive"), need, 4096, nullptr, 200ull << 20,
                                  4096ull * 4096 * 8);
             }),
             ErrorKind::SizeLimit);
}

void TestSizeGuard::refusesBeyondDeviceAllocation()
{
    GPULAB_REQUIRE_DEVICE(device);
    QCOMPARE(needOf("opencl-tiled", 1024, device).largestDeviceBuffer, 1024ull * 1024 * 4);
    DeviceInfo small;
    small.name = "Tiny GPU";
    small.maxAllocBytes = 1ull << 20; // 1 MiB per buffer
    small.globalMemBytes = 1ull << 30;
    QString message;
    QCOMPARE(kindOf(
                 [&] {
                     checkProblemSize(variant("opencl-tiled"), needOf("opencl-tiled", 1024, device),
                                      1024, &small, ~0ull);
                 },
                 &message),
             ErrorKind::SizeLimit);
    QVERIFY2(message.contains("CL_DEVICE_MAX_MEM_ALLOC_SIZE") && message.contains("Tiny GPU") &&
                 message.contains("4.0 MiB"),
             qPrintable(message));
    // A CPU variant does not care about the device.
    checkProblemSize(variant("serial-naive"), needOf("serial-naive", 1024), 1024, &small, ~0ull);
}

void TestSizeGuard::refusesBeyondDeviceMemory()
{
    GPULAB_REQUIRE_DEVICE(device);
    DeviceInfo small;
    small.name = "Tiny GPU";
    small.maxAllocBytes = 64ull << 20;
    small.globalMemBytes = 10ull << 20; // 10 MiB in all, each buffer would fit the alloc limit
    QString message;
    QCOMPARE(kindOf(
                 [&] {
                     checkProblemSize(variant("opencl-naive"), needOf("opencl-naive", 1024, device),
                                      1024, &small, ~0ull);
                 },
                 &message),
             ErrorKind::SizeLimit);
    QVERIFY2(message.contains("CL_DEVICE_GLOBAL_MEM_SIZE"), qPrintable(message));
}

void TestSizeGuard::acceptsWhatFits()
{
    GPULAB_REQUIRE_DEVICE(device);
    DeviceInfo big;
    big.maxAllocBytes = 1ull << 32;
    big.globalMemBytes = 1ull << 34;
    checkProblemSize(variant("opencl-regblock"), needOf("opencl-regblock", 2048, device), 2048,
                     &big, 1ull << 34);
    checkProblemSize(variant("serial-naive"), needOf("serial-naive", 1), 1, nullptr, 1ull << 20);
}

void TestSizeGuard::benchmarkRefusesBeforeAllocating()
{
    // 46000^2 floats x 3 + the float64 reference is about 40 GiB: far above this machine (and
    // of any CI runner). Had the runner allocated first, this would throw bad_alloc or swap.
    Benchmark bench(nullptr, "no device in this test");
    BenchConfig config;
    config.sizes = {46000};
    config.variants = {"serial-naive", "cpu-threads"};
    CancelToken cancel;
    const BenchReport report = bench.run(config, cancel);
    QCOMPARE(report.results.size(), std::size_t(2));
    for (const BenchResult &r : report.results) {
        QCOMPARE(r.status, BenchResult::Status::Error);
        QVERIFY2(QString::fromStdString(r.message).contains("host memory"), r.message.c_str());
    }
}

void TestSizeGuard::formatsBytes()
{
    QCOMPARE(formatBytes(12), std::string("12 B"));
    QCOMPARE(formatBytes(64 * 1024), std::string("64.0 KiB"));
    QCOMPARE(formatBytes(3ull << 30), std::string("3.0 GiB"));
}

QTEST_GUILESS_MAIN(TestSizeGuard)
#include "tst_sizeguard.moc"
