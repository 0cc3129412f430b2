// No OpenCL at all: CTest runs this suite with OCL_ICD_VENDORS pointing at an empty folder, so
// the ICD loader finds no driver (CL_PLATFORM_NOT_FOUND_KHR, -1001). That is a normal state:
// explained clearly, and the CPU variants keep working.
#include "compute/benchmark.h"
#include "compute/devices.h"

#include <QDir>
#include <QtTest>

using namespace gpulab;

class TestNoIcd : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void discoveryExplainsTheAbsence();
    void cpuVariantsStillRun();
    void openClVariantsNeedADevice();
};

void TestNoIcd::initTestCase()
{
    const QString vendors = qEnvironmentVariable("OCL_ICD_VENDORS");
    QVERIFY2(!vendors.isEmpty(), "run through CTest: OCL_ICD_VENDORS must name an empty folder");
    QVERIFY2(QDir(vendors).exists() && QDir(vendors).isEmpty(), qPrintable(vendors));
}

void TestNoIcd::discoveryExplainsTheAbsence()
{
    const DeviceDiscovery discovery = discoverDevices();
    QVERIFY(!discovery.available());
    QVERIFY(discovery.devices.empty());
    QVERIFY2(discovery.errorCode == -1001 || discovery.errorCode == 0,
             qPrintable(QString::number(discovery.errorCode)));
    const QString problem = QString::fromStdString(discovery.problem);
    QVERIFY2(problem.contains("No OpenCL platform"), qPrintable(problem));
    QVERIFY2(problem.contains("CPU variants still run"), qPrintable(problem));
    try {
        selectDevice(discovery, "auto");
        QFAIL("selecting a device must fail without OpenCL");
    } catch (const ComputeError &e) {
        QCOMPARE(e.kind(), ErrorKind::NoDevice);
    }
}

void TestNoIcd::cpuVariantsStillRun()
{
    const DeviceDiscovery discovery = discoverDevices();
    Benchmark bench(nullptr, discovery.problem);
    BenchConfig config;
    config.sizes = {33};
    config.repeats = 1;
    CancelToken cancel;
    const BenchReport report = bench.run(config, cancel);
    int cpuOk = 0;
    int openClSkipped = 0;
    for (const BenchResult &r : report.results) {
        const VariantInfo *info = findVariant(r.variant);
        if (info->backend == Backend::Cpu) {
            QVERIFY2(r.status == BenchResult::Status::Ok && r.verified, r.message.c_str());
            ++cpuOk;
        } else {
            QCOMPARE(r.status, BenchResult::Status::Skipped);
            QVERIFY2(QString::fromStdString(r.message).contains("no OpenCL device"),
                     r.message.c_str());
            ++openClSkipped;
        }
    }
    QVERIFY(cpuOk >= 3);         // serial-naive, serial-blocked, cpu-threads (+ openblas)
    QVERIFY(openClSkipped >= 3); // our three OpenCL rungs (+ clblast)
}

void TestNoIcd::openClVariantsNeedADevice()
{
    try {
        makeVariant("opencl-tiled", nullptr);
        QFAIL("an OpenCL variant without a device must be refused");
    } catch (const ComputeError &e) {
        QCOMPARE(e.kind(), ErrorKind::NoDevice);
        QVERIFY(QString(e.what()).contains("needs an OpenCL device"));
    }
}

QTEST_GUILESS_MAIN(TestNoIcd)
#include "tst_noicd.moc"
