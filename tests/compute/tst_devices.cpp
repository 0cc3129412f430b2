// Device discovery, ranking, selection, error names, and a kernel that fails to build.
#include "compute/cldevice.h"
#include "compute/devices.h"
#include "testsupport.h"

using namespace gpulab;

class TestDevices : public QObject
{
    Q_OBJECT

private slots:
    void discoveryDescribesEveryDevice();
    void rankingPutsGpuFirst();
    void selectDevice();
    void errorNames();
    void brokenKernelCarriesBuildLog();
    void embeddedKernelsBuild();
};

void TestDevices::discoveryDescribesEveryDevice()
{
    const DeviceDiscovery discovery = discoverDevices();
    if (!discovery.available()) {
        // Without a driver the state must be explained; with GPULAB_REQUIRE_OPENCL it fails.
        QVERIFY(!discovery.problem.empty());
        QVERIFY2(!test::openClRequired(), discovery.problem.c_str());
        return;
    }
    for (const DeviceInfo &d : discovery.devices) {
        QVERIFY(!d.name.empty());
        QVERIFY(!d.platformName.empty());
        QVERIFY(d.computeUnits > 0);
        QVERIFY(d.globalMemBytes > 0);
        QVERIFY(d.maxAllocBytes > 0 && d.maxAllocBytes <= d.globalMemBytes);
        QVERIFY(d.maxWorkGroupSize > 0);
        QVERIFY(d.localMemBytes > 0);
        QVERIFY(QString::fromStdString(d.openclCVersion).startsWith("OpenCL C "));
        QVERIFY(QString::fromStdString(d.deviceVersion).startsWith("OpenCL "));
    }
    for (std::size_t i = 0; i < discovery.devices.size(); ++i)
        QCOMPARE(discovery.devices[i].index, int(i));
}

void TestDevices::rankingPutsGpuFirst()
{
    std::vector<DeviceInfo> devices(4);
    devices[0].name = "cpu";
    devices[0].type = DeviceType::Cpu;
    devices[1].name = "small gpu";
    devices[1].type = DeviceType::Gpu;
    devices[1].computeUnits = 8;
    devices[1].clockMHz = 1000;
    devices[2].name = "accelerator";
    devices[2].type = DeviceType::Accelerator;
    devices[3].name = "big gpu";
    devices[3].type = DeviceType::Gpu;
    devices[3].computeUnits = 132;
    devices[3].clockMHz = 1980;
    rankDevices(devices);
    QCOMPARE(devices[0].name, std::string("big gpu"));
    QCOMPARE(devices[1].name, std::string("small gpu"));
    QCOMPARE(devices[2].name, std::string("accelerator"));
    QCOMPARE(devices[3].name, std::string("cpu"));
    QCOMPARE(devices[3].index, 3);
}

void TestDevices::selectDevice()
{
    DeviceDiscovery discovery;
    discovery.devices.resize(2);
    rankDevices(discovery.devices);
    QCOMPARE(gpulab::selectDevice(discovery, "auto").index, 0);
    QCOMPARE(gpulab::selectDevice(discovery, "1").index, 1);
    try {
        gpulab::selectDevice(discovery, "2");
        QFAIL("index out of range must throw");
    } catch (const ComputeError &e) {
        QCOMPARE(e.kind(), ErrorKind::NoDevice);
    }
    try {
        gpulab::selectDevice(discovery, "gpu");
        QFAIL("a non-number must throw");
    } catch (const ComputeError &e) {
        QCOMPARE(e.kind(), ErrorKind::Usage);
    }
    DeviceDiscovery none;
    none.problem = "nothing here";
    try {
        gpulab::selectDevice(none, "auto");
        QFAIL("no device must throw");
    } catch (const ComputeError &e) {
        QCOMPARE(e.kind(), ErrorKind::NoDevice);
        QCOMPARE(std::string(e.what()), std::string("nothing here"));
    }
}

void TestDevices::errorNames()
{
    QCOMPARE(clErrorName(-1001), std::string("CL_PLATFORM_NOT_FOUND_KHR"));
    QCOMPARE(clErrorName(-11), std::string("CL_BUILD_PROGRAM_FAILURE"));
    QCOMPARE(clErrorName(-4), std::string("CL_MEM_OBJECT_ALLOCATION_FAILURE"));
    QCOMPARE(clErrorName(-54), std::string("CL_INVALID_WORK_GROUP_SIZE"));
    QCOMPARE(clErrorName(-9999), std::string("CL_ERROR(-9999)"));
    try {
        checkCl(-5, "clEnqueueNDRangeKernel");
        QFAIL("checkCl must throw on an error code");
    } catch (const ComputeError &e) {
        QCOMPARE(e.kind(), ErrorKind::Runtime);
        QCOMPARE(e.call(), std::string("clEnqueueNDRangeKernel"));
        QCOMPARE(e.code(), -5);
        QVERIFY(QString(e.what()).contains("clEnqueueNDRangeKernel"));
        QVERIFY(QString(e.what()).contains("CL_OUT_OF_RESOURCES"));
    }
    checkCl(0, "clFinish"); // success does not throw
}

void TestDevices::brokenKernelCarriesBuildLog()
{
    GPULAB_REQUIRE_DEVICE(device);
    const char *broken = "__kernel void broken(__global float *x)\n"
                         "{\n"
                         "    x[0] = gpulab_no_such_symbol * 2.0f;\n"
                         "}\n";
    try {
        device->build(broken, "");
        QFAIL("a kernel with an undeclared identifier must not build");
    } catch (const ComputeError &e) {
        QCOMPARE(e.kind(), ErrorKind::Build);
        QCOMPARE(e.call(), std::string("clBuildProgram"));
        QCOMPARE(e.code(), -11); // CL_BUILD_PROGRAM_FAILURE
        QVERIFY2(QString::fromStdString(e.buildLog()).contains("gpulab_no_such_symbol"),
                 e.buildLog().c_str());
        QVERIFY(QString(e.what()).contains("CL_BUILD_PROGRAM_FAILURE"));
        QVERIFY(QString(e.what()).contains("gpulab_no_such_symbol")); // the log is in the message
    }
}

void TestDevices::embeddedKernelsBuild()
{
    QVERIFY(kernelSource("gemm_naive").find("__kernel") != std::string_view::npos);
    QVERIFY(kernelSource("gemm_tiled").find("#ifndef TS") != std::string_view::npos);
    QVERIFY(kernelSource("gemm_regblock").find("__kernel") != std::string_view::npos);
    try {
        kernelSource("no_such_kernel");
        QFAIL("an unknown kernel file must throw");
    } catch (const ComputeError &e) {
        QCOMPARE(e.kind(), ErrorKind::Usage);
    }
    GPULAB_REQUIRE_DEVICE(device);
    bool builtNow = false;
    const ClDevice::Built &first = device->program("gemm_naive", "", &builtNow);
    QVERIFY(builtNow);
    QVERIFY(first.program);
    QVERIFY(first.buildSeconds > 0.0);
    const ClDevice::Built &second = device->program("gemm_naive", "", &builtNow);
    QVERIFY(!builtNow); // cached
    QCOMPARE(second.program, first.program);
}

QTEST_GUILESS_MAIN(TestDevices)
#include "tst_devices.moc"
