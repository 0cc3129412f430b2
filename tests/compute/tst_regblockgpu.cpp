// opencl-regblock's GPU path (kernels/gemm_regblock_gpu.cl) forced onto whatever OpenCL device
// is here, PoCL's CPU device on CI: the parameter set tuned on an H100, the smaller sets other
// GPUs fall back to and a few unusual ones compute C = A x B correctly at sizes that are not
// tile multiples (C poisoned before every run). Also: the choice of path per device type, the
// GPULAB_REGBLOCK / GPULAB_REGBLOCK_GPU overrides, and that inconsistent sets are refused.
#include "compute/matrix.h"
#include "compute/variants_impl.h"
#include "testsupport.h"

#include <QRandomGenerator>
#include <limits>

using namespace gpulab;
using detail::RegblockGpuParams;

Q_DECLARE_METATYPE(RegblockGpuParams)

namespace {

// A device description with the limits that matter to the parameter choice.
DeviceInfo fakeDevice(DeviceType type, std::size_t maxWorkGroup, std::uint64_t localBytes)
{
    DeviceInfo info;
    info.type = type;
    info.maxWorkGroupSize = maxWorkGroup;
    info.localMemBytes = localBytes;
    return info;
}

// Sets an environment variable for the lifetime of the object.
struct ScopedEnv
{
    ScopedEnv(const char *name, const char *value) : m_name(name) { qputenv(name, value); }
    ~ScopedEnv() { qunsetenv(m_name); }
    const char *m_name;
};

const VariantInfo &regblockInfo()
{
    return *findVariant("opencl-regblock");
}

// Runs `gemm` twice at size n on fresh random data and checks both results.
void checkProduct(GemmVariant &gemm, int n, const QString &label)
{
    const quint64 seed = QRandomGenerator::global()->generate64();
    const std::vector<float> a = randomMatrix(n, seed);
    const std::vector<float> b = randomMatrix(n, seed + 1);
    const std::vector<double> reference = referenceGemm(n, a, b);
    gemm.prepare(n);
    for (int run = 0; run < 2; ++run) { // twice: a second run must not reuse stale state
        std::vector<float> c(std::size_t(n) * std::size_t(n),
                             std::numeric_limits<float>::quiet_NaN());
        const RunTiming timing = gemm.run(n, a.data(), b.data(), c.data(), RunControl{});
        const double error = relativeError(c, reference);
        QVERIFY2(error <= kMaxRelativeError,
                 qPrintable(QStringLiteral("%1 N=%2 seed=%3 run %4: relative error %5")
                                .arg(label)
                                .arg(n)
                                .arg(seed)
                                .arg(run)
                                .arg(error)));
        QVERIFY2(timing.deviceSeconds >= 0.0, "the GPU path reports profiled kernel time");
        QVERIFY(timing.endToEndSeconds >= timing.seconds);
    }
}

} // namespace

class TestRegblockGpu : public QObject
{
    Q_OBJECT

private slots:
    void parameterSetIsCorrect_data();
    void parameterSetIsCorrect();
    void forcedThroughTheCatalog();
    void pathFollowsDeviceType();
    void defaultFitsTheDevice();
    void parsesAndRefuses();
};

void TestRegblockGpu::parameterSetIsCorrect_data()
{
    QTest::addColumn<RegblockGpuParams>("params");
    QTest::addColumn<int>("n");
    const RegblockGpuParams tuned; // the H100 set, the default for GPUs
    const std::vector<std::pair<const char *, RegblockGpuParams>> sets = {
        {"H100 default", tuned},
        {"fallback 64x64",
         detail::defaultRegblockGpuParams(fakeDevice(DeviceType::Gpu, 64, 48 * 1024))},
        {"fallback 4x4 items",
         detail::defaultRegblockGpuParams(fakeDevice(DeviceType::Gpu, 16, 8 * 1024))},
        {"scalar, no prefetch",
         detail::parseRegblockGpuParams("VWM=1,VWN=1,PADA=1,PREFETCH=0", tuned)},
        {"wide, KWG 32", detail::parseRegblockGpuParams(
                             "MWG=64,NWG=128,MDIMC=8,NDIMC=16,KWG=32,VWM=8,VWN=8,PADA=8", tuned)},
        {"256x128 KWG 8", detail::parseRegblockGpuParams(
                              "MWG=256,NWG=128,MDIMC=16,NDIMC=16,KWG=8,VWM=2,VWN=2,PADA=2", tuned)},
    };
    for (const auto &[name, params] : sets) {
        for (int n : {1, 17, 100, 257, 512})
            QTest::addRow("%s N=%d", name, n) << params << n;
    }
}

void TestRegblockGpu::parameterSetIsCorrect()
{
    QFETCH(RegblockGpuParams, params);
    QFETCH(int, n);
    GPULAB_REQUIRE_DEVICE(device);
    QVERIFY2(params.problem(device->info()).empty(), params.problem(device->info()).c_str());
    auto gemm = detail::makeOpenClRegblockGpu(regblockInfo(), *device, params);
    checkProduct(*gemm, n, QString::fromStdString(params.text()));
}

void TestRegblockGpu::forcedThroughTheCatalog()
{
    GPULAB_REQUIRE_DEVICE(device);
    {
        // What a user or the tuning sweep does: the GPU path on any device, parameters from
        // the environment (a 32 x 64 tile, so N = 100 has ragged tiles in both directions).
        ScopedEnv path("GPULAB_REGBLOCK", "gpu");
        ScopedEnv params("GPULAB_REGBLOCK_GPU", "MWG=32,NWG=64,MDIMC=8,NDIMC=8");
        auto gemm = makeVariant("opencl-regblock", device);
        checkProduct(*gemm, 100, QStringLiteral("GPULAB_REGBLOCK=gpu"));
    }
    {
        ScopedEnv path("GPULAB_REGBLOCK", "gpu");
        ScopedEnv params("GPULAB_REGBLOCK_GPU", "MWG=48"); // not a multiple of MDIMC * VWM
        try {
            makeVariant("opencl-regblock", device);
            QFAIL("an inconsistent parameter set must be refused");
        } catch (const ComputeError &e) {
            QCOMPARE(e.kind(), ErrorKind::Usage);
            QVERIFY2(QString::fromUtf8(e.what()).contains("MWG=48"), e.what());
        }
    }
}

void TestRegblockGpu::pathFollowsDeviceType()
{
    using detail::RegblockPath;
    using detail::regblockPath;
    qunsetenv("GPULAB_REGBLOCK");
    const DeviceInfo cpu = fakeDevice(DeviceType::Cpu, 4096, 1 << 20);
    const DeviceInfo gpu = fakeDevice(DeviceType::Gpu, 1024, 48 * 1024);
    const DeviceInfo accelerator = fakeDevice(DeviceType::Accelerator, 256, 32 * 1024);
    QCOMPARE(regblockPath(cpu), RegblockPath::Cpu); // PoCL keeps its packed kernel
    QCOMPARE(regblockPath(gpu), RegblockPath::Gpu);
    QCOMPARE(regblockPath(accelerator), RegblockPath::Gpu);
    {
        ScopedEnv forced("GPULAB_REGBLOCK", "gpu");
        QCOMPARE(regblockPath(cpu), RegblockPath::Gpu);
    }
    {
        ScopedEnv forced("GPULAB_REGBLOCK", "cpu");
        QCOMPARE(regblockPath(gpu), RegblockPath::Cpu);
    }
    {
        ScopedEnv other("GPULAB_REGBLOCK", "fast"); // not a path: ignored
        QCOMPARE(regblockPath(gpu), RegblockPath::Gpu);
    }
}

void TestRegblockGpu::defaultFitsTheDevice()
{
    // The H100 (1024 work-items, 48 KiB local memory) gets the tuned set unchanged.
    const DeviceInfo h100 = fakeDevice(DeviceType::Gpu, 1024, 48 * 1024);
    QCOMPARE(detail::defaultRegblockGpuParams(h100).text(), RegblockGpuParams{}.text());
    QCOMPARE(RegblockGpuParams{}.text(),
             std::string("MWG=128,NWG=64,KWG=16,MDIMC=16,NDIMC=8,VWM=4,VWN=4,PADA=4,PREFETCH=1"));
    // Smaller devices get a set that fits them.
    for (std::size_t group : {256, 64, 16}) {
        for (std::uint64_t local : {std::uint64_t(32 * 1024), std::uint64_t(8 * 1024)}) {
            const DeviceInfo small = fakeDevice(DeviceType::Gpu, group, local);
            const RegblockGpuParams params = detail::defaultRegblockGpuParams(small);
            QVERIFY2(params.problem(small).empty(),
                     qPrintable(QStringLiteral("work-group %1, local %2: %3 %4")
                                    .arg(group)
                                    .arg(local)
                                    .arg(QString::fromStdString(params.text()),
                                         QString::fromStdString(params.problem(small)))));
        }
    }
}

void TestRegblockGpu::parsesAndRefuses()
{
    const DeviceInfo gpu = fakeDevice(DeviceType::Gpu, 1024, 48 * 1024);
    const RegblockGpuParams parsed = detail::parseRegblockGpuParams("MWG=64, KWG=32", {});
    QCOMPARE(parsed.mwg, 64);
    QCOMPARE(parsed.kwg, 32);
    QCOMPARE(parsed.nwg, RegblockGpuParams{}.nwg); // the rest keep their values
    QCOMPARE(detail::parseRegblockGpuParams(parsed.text(), {}).text(), parsed.text());
    QCOMPARE(parsed.buildOptions().rfind("-DMWG=64 -DNWG=64 -DKWG=32", 0), std::size_t(0));

    for (const char *bad : {"MWG", "MWG=", "MWG=x", "FOO=1", "MWG=-4"}) {
        try {
            detail::parseRegblockGpuParams(bad, {});
            QFAIL(qPrintable(QStringLiteral("'%1' should not parse").arg(bad)));
        } catch (const ComputeError &e) {
            QCOMPARE(e.kind(), ErrorKind::Usage);
        }
    }
    // Inconsistent or too large for the device: problem() says why.
    for (const char *bad :
         {"VWM=3", "MWG=48", "KWG=12", "NWG=96,NDIMC=8", "MDIMC=32,NDIMC=64", "PADA=2,VWM=4",
          "PREFETCH=2", "MWG=256,NWG=256,MDIMC=32,NDIMC=32,KWG=32"}) {
        const RegblockGpuParams params = detail::parseRegblockGpuParams(bad, {});
        QVERIFY2(!params.problem(gpu).empty(), bad);
    }
    QVERIFY(RegblockGpuParams{}.problem(gpu).empty());
}

QTEST_GUILESS_MAIN(TestRegblockGpu)
#include "tst_regblockgpu.moc"
