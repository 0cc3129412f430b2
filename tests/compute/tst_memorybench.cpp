// The memory lessons' measurements (compute/latency.h, bandwidth.h, transfer.h,
// multidevice.h): the pointer-chase permutation is one cycle through every line, the latency
// sweep shows the hierarchy (the largest working sets clearly slower than the smallest) within
// its time budget, every copy and transfer arrives intact, device limits are respected, the
// split matrix product is right on one device and on several, and everything cancels. No
// performance thresholds: only sanity (positive, finite, ordered) and exact data.
//
// Also run as compute-memorybench-twodevices with POCL_DEVICES="pthread pthread" (PoCL then
// exposes two CPU devices): discovery must list them and the product is split across both.
#include "compute/bandwidth.h"
#include "compute/bytesize.h"
#include "compute/errors.h"
#include "compute/latency.h"
#include "compute/matrix.h"
#include "compute/multidevice.h"
#include "compute/sizeguard.h"
#include "compute/transfer.h"
#include "testsupport.h"

#include <algorithm>
#include <cmath>
#include <set>

using namespace gpulab;

namespace {

template <typename Call> ErrorKind errorOf(Call call)
{
    try {
        call();
    } catch (const ComputeError &e) {
        return e.kind();
    }
    return ErrorKind(-1);
}

double medianOf(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// The number of pthread devices POCL_DEVICES asks for (0 when it is not set).
int requestedPoclDevices()
{
    const QStringList words = qEnvironmentVariable("POCL_DEVICES").split(' ', Qt::SkipEmptyParts);
    return int(words.count("pthread"));
}

} // namespace

class TestMemoryBench : public QObject
{
    Q_OBJECT

private slots:
    void byteSizes();
    void sattoloIsOneCycle_data();
    void sattoloIsOneCycle();
    void sattoloIsDeterministic();
    void latencySizes();
    void latencyShowsTheHierarchyWithinBudget();
    void latencyCancels();
    void latencyRejectsBadConfigs();
    void hostBandwidthVerified();
    void deviceBandwidthVerified();
    void bandwidthCancels();
    void transfersVerified();
    void transfersRespectMaxAlloc();
    void splitRows();
    void multiDeviceSplit();
    void multiDeviceUnequalBandsOnOneDevice();
    void multiDeviceErrors();
    void multiDeviceCancels();
};

void TestMemoryBench::byteSizes()
{
    QCOMPARE(parseByteSize("4096").value(), 4096u);
    QCOMPARE(parseByteSize("4K").value(), 4096u);
    QCOMPARE(parseByteSize("4KiB").value(), 4096u);
    QCOMPARE(parseByteSize("64kB").value(), 65536u);
    QCOMPARE(parseByteSize("256M").value(), 256u << 20);
    QCOMPARE(parseByteSize("1G").value(), 1ull << 30);
    QCOMPARE(parseByteSize("12B").value(), 12u);
    QVERIFY(!parseByteSize(""));
    QVERIFY(!parseByteSize("K"));
    QVERIFY(!parseByteSize("12x"));
    QVERIFY(!parseByteSize("-4K"));
    QVERIFY(!parseByteSize("4KK"));
    QVERIFY(!parseByteSize("99999999999999999999"));
    QVERIFY(!parseByteSize("17179869184G")); // 2^34 GiB overflows 64 bits
}

void TestMemoryBench::sattoloIsOneCycle_data()
{
    QTest::addColumn<uint>("n");
    for (uint n : {1u, 2u, 3u, 7u, 64u, 1000u, 65536u, 1u << 20})
        QTest::addRow("n=%u", n) << n;
}

void TestMemoryBench::sattoloIsOneCycle()
{
    QFETCH(uint, n);
    const std::vector<std::uint32_t> next = sattoloCycle(n, 42);
    QCOMPARE(next.size(), std::size_t(n));
    // A permutation: every value once.
    std::vector<bool> seen(n, false);
    bool permutation = true;
    for (std::uint32_t v : next) {
        permutation = permutation && v < n && !seen[v];
        if (v < n)
            seen[v] = true;
    }
    QVERIFY(permutation);
    // One cycle: from 0, n steps visit every element and come back to 0, not earlier.
    std::uint32_t at = 0;
    uint cycle = 0;
    do {
        at = next[at];
        ++cycle;
    } while (at != 0 && cycle <= n);
    QCOMPARE(cycle, n);
    // No element points to itself (for n > 1).
    bool fixedPoint = false;
    for (std::uint32_t i = 0; i < n && n > 1; ++i)
        fixedPoint = fixedPoint || next[i] == i;
    QVERIFY(!fixedPoint);
}

void TestMemoryBench::sattoloIsDeterministic()
{
    QCOMPARE(sattoloCycle(5000, 7), sattoloCycle(5000, 7));
    QVERIFY(sattoloCycle(5000, 7) != sattoloCycle(5000, 8));
    // Not the trivial rotation i -> i + 1.
    const std::vector<std::uint32_t> next = sattoloCycle(5000, 7);
    int successors = 0;
    for (std::uint32_t i = 0; i < 5000; ++i)
        successors += next[i] == (i + 1) % 5000;
    QVERIFY(successors < 50);
}

void TestMemoryBench::latencySizes()
{
    LatencyConfig config;
    std::vector<std::uint64_t> sizes = gpulab::latencySizes(config);
    QCOMPARE(sizes.size(), std::size_t(17)); // 4 KiB, 8 KiB, ... 256 MiB
    QCOMPARE(sizes.front(), 4096u);
    QCOMPARE(sizes.back(), 256u << 20);
    config.halfSteps = true;
    config.maxBytes = 64 << 10;
    sizes = gpulab::latencySizes(config);
    const std::vector<std::uint64_t> expected = {4096,  6144,  8192,  12288, 16384,
                                                 24576, 32768, 49152, 65536};
    QCOMPARE(sizes, expected);
    config.halfSteps = false;
    config.minBytes = 3000; // not a power of two: measured as given (whole lines), then 4 KiB...
    config.maxBytes = 20000;
    sizes = gpulab::latencySizes(config);
    const std::vector<std::uint64_t> odd = {2944, 4096, 8192, 16384, 19968};
    QCOMPARE(sizes, odd);
}

void TestMemoryBench::latencyShowsTheHierarchyWithinBudget()
{
    LatencyConfig config; // 4 KiB .. 256 MiB
    config.budgetSeconds = 2.0;
    CancelToken cancel;
    std::vector<double> fractions;
    int pointEvents = 0;
    const LatencyReport report = measureLatency(config, cancel, [&](const LatencyEvent &e) {
        fractions.push_back(e.fraction);
        pointEvents += e.point != nullptr;
    });
    QVERIFY(!report.cancelled);
    QCOMPARE(report.points.size(), gpulab::latencySizes(config).size());
    QCOMPARE(pointEvents, int(report.points.size()));
    QVERIFY(std::is_sorted(fractions.begin(), fractions.end()));
    QCOMPARE(fractions.back(), 1.0);
    QString table;
    for (const LatencyPoint &p : report.points) {
        table += QString("%1 B: %2 ns; ").arg(p.bytes).arg(p.latencyNs);
        QVERIFY(std::isfinite(p.latencyNs) && p.latencyNs > 0);
        QVERIFY(p.minNs <= p.latencyNs && p.latencyNs <= p.maxNs);
        QCOMPARE(p.lines, p.bytes / kCacheLineBytes);
        QVERIFY(p.loadsPerRepeat >= kMinLoadsPerRepeat);
        QCOMPARE(p.repeats, config.repeats);
    }
    // The hierarchy: the three largest sets (DRAM) are clearly slower than the three smallest
    // (L1). Real machines differ by 20x or more; 1.5x only rules out a flat (broken) chase.
    const std::size_t k = report.points.size();
    const double small = medianOf(
        {report.points[0].latencyNs, report.points[1].latencyNs, report.points[2].latencyNs});
    const double large = medianOf({report.points[k - 1].latencyNs, report.points[k - 2].latencyNs,
                                   report.points[k - 3].latencyNs});
    QVERIFY2(large > 1.5 * small, qPrintable(table));
    // The budget holds the whole sweep, unless the set-up alone (touching 256 MiB, which takes
    // seconds where a virtual machine's host backs memory lazily, and building the cycles)
    // outgrew it. Slack for the floor of kMinLoadsPerRepeat on a loaded machine.
    QVERIFY(report.setupSeconds > 0 && report.setupSeconds < report.seconds);
    QVERIFY2(report.seconds <= std::max(config.budgetSeconds, report.setupSeconds) + 0.75,
             qPrintable(QString("%1 s (set-up %2 s) for a %3 s budget")
                            .arg(report.seconds)
                            .arg(report.setupSeconds)
                            .arg(config.budgetSeconds)));
}

void TestMemoryBench::latencyCancels()
{
    LatencyConfig config;
    config.maxBytes = 1 << 20;
    config.budgetSeconds = 3;
    CancelToken cancel;
    cancel.cancel();
    LatencyReport report = measureLatency(config, cancel);
    QVERIFY(report.cancelled);
    QVERIFY(report.points.empty());

    // Cancelled from the progress callback after the second size: two points, no more (the
    // largest two: the sweep runs largest first), still in increasing order.
    cancel.reset();
    QElapsedTimer timer;
    timer.start();
    int events = 0;
    report = measureLatency(config, cancel, [&](const LatencyEvent &) {
        if (++events == 2)
            cancel.cancel();
    });
    QVERIFY(report.cancelled);
    QCOMPARE(report.points.size(), std::size_t(2));
    QCOMPARE(report.points[0].bytes, 512u << 10);
    QCOMPARE(report.points[1].bytes, 1u << 20);
    QVERIFY(timer.elapsed() < 2000); // it did not go on to spend the whole budget
}

void TestMemoryBench::latencyRejectsBadConfigs()
{
    CancelToken cancel;
    LatencyConfig config;
    config.repeats = 0;
    QCOMPARE(errorOf([&] { measureLatency(config, cancel); }), ErrorKind::Usage);
    config = LatencyConfig();
    config.budgetSeconds = 0;
    QCOMPARE(errorOf([&] { measureLatency(config, cancel); }), ErrorKind::Usage);
    config = LatencyConfig();
    config.minBytes = 64; // one line cannot make a cycle worth timing
    QCOMPARE(errorOf([&] { measureLatency(config, cancel); }), ErrorKind::Usage);
    config = LatencyConfig();
    config.minBytes = 1 << 20;
    config.maxBytes = 1 << 10;
    QCOMPARE(errorOf([&] { measureLatency(config, cancel); }), ErrorKind::Usage);
    config = LatencyConfig();
    config.maxBytes = availableHostMemory(); // cannot keep half for everyone else
    QCOMPARE(errorOf([&] { measureLatency(config, cancel); }), ErrorKind::SizeLimit);
}

void TestMemoryBench::hostBandwidthVerified()
{
    BandwidthConfig config;
    config.maxBytes = 4 << 20; // 4, 16, 64, 256 KiB, 1, 4 MiB
    config.repeats = 3;
    config.minSampleSeconds = 1e-3;
    config.threads = 2; // two threads even on a one-core machine: the slicing is what is tested
    CancelToken cancel;
    int events = 0;
    const BandwidthReport report = measureBandwidth(nullptr, config, cancel, [&](const auto &e) {
        ++events;
        QVERIFY(e.point);
    });
    QVERIFY(!report.cancelled);
    QVERIFY(report.deviceName.empty());
    QCOMPARE(report.points.size(), std::size_t(4 * 6)); // copy and triad, 1 and 2 threads
    QCOMPARE(events, int(report.points.size()));
    QVERIFY(report.allVerified());
    std::set<std::pair<std::string, int>> series;
    for (const BandwidthPoint &p : report.points) {
        QCOMPARE(p.where, std::string("host"));
        series.insert({p.kernel, p.threads});
        QCOMPARE(p.bytesMoved, (p.kernel == "copy" ? 2 : 3) * p.bytes);
        QVERIFY(p.passes >= 1);
        QVERIFY(std::isfinite(p.gbsMedian) && p.gbsMedian > 0);
        QVERIFY(p.gbsBest >= p.gbsMedian);
        QVERIFY(qAbs(p.gbsMedian - double(p.bytesMoved) / p.secondsMedian / 1e9) <
                1e-9 * p.gbsMedian);
    }
    const std::set<std::pair<std::string, int>> expected = {
        {"copy", 1}, {"copy", 2}, {"triad", 1}, {"triad", 2}};
    QCOMPARE(series, expected);
}

void TestMemoryBench::deviceBandwidthVerified()
{
    GPULAB_REQUIRE_DEVICE(device);
    BandwidthConfig config;
    config.maxBytes = 16 << 20;
    config.repeats = 3;
    config.host = false;
    CancelToken cancel;
    const BandwidthReport report = measureBandwidth(device, config, cancel);
    QCOMPARE(report.deviceName, device->info().name);
    QCOMPARE(report.points.size(), std::size_t(7)); // 4 KiB .. 16 MiB in steps of 4
    QVERIFY(report.allVerified());
    for (const BandwidthPoint &p : report.points) {
        QCOMPARE(p.where, std::string("device"));
        QCOMPARE(p.kernel, std::string("copy"));
        QCOMPARE(p.bytesMoved, 2 * p.bytes);
        QVERIFY(std::isfinite(p.gbsMedian) && p.gbsMedian > 0);
    }

    // A device that says it cannot allocate more than 64 KiB: larger sizes skipped, named.
    DeviceInfo small = device->info();
    small.maxAllocBytes = 64 << 10;
    ClDevice limited(small);
    const BandwidthReport capped = measureBandwidth(&limited, config, cancel);
    QCOMPARE(capped.points.size(), std::size_t(3)); // 4, 16, 64 KiB
    QVERIFY(capped.allVerified());
    QCOMPARE(capped.notes.size(), std::size_t(4));
    QVERIFY(capped.notes[0].find("CL_DEVICE_MAX_MEM_ALLOC_SIZE") != std::string::npos);
}

void TestMemoryBench::bandwidthCancels()
{
    BandwidthConfig config;
    config.maxBytes = 1 << 20;
    config.repeats = 2;
    config.minSampleSeconds = 1e-3;
    CancelToken cancel;
    const BandwidthReport report = measureBandwidth(nullptr, config, cancel, [&](const auto &e) {
        if (e.point && e.point->bytes == (16 << 10))
            cancel.cancel();
    });
    QVERIFY(report.cancelled);
    QCOMPARE(report.points.size(), std::size_t(2));
    BandwidthConfig bad;
    bad.repeats = 0;
    QCOMPARE(errorOf([&] { measureBandwidth(nullptr, bad, cancel); }), ErrorKind::Usage);
    bad = BandwidthConfig();
    bad.minBytes = 100; // not whole cache lines
    QCOMPARE(errorOf([&] { measureBandwidth(nullptr, bad, cancel); }), ErrorKind::Usage);
}

void TestMemoryBench::transfersVerified()
{
    GPULAB_REQUIRE_DEVICE(device);
    TransferConfig config;
    config.maxBytes = 16 << 20; // 4 KiB .. 16 MiB: 7 sizes
    config.repeats = 3;
    CancelToken cancel;
    int events = 0;
    const TransferReport report = measureTransfers(*device, config, cancel, [&](const auto &e) {
        ++events;
        QVERIFY(e.fraction > 0 && e.fraction <= 1);
    });
    QVERIFY(!report.cancelled);
    QCOMPARE(report.points.size(), std::size_t(4 * 7));
    QCOMPARE(events, int(report.points.size()));
    QVERIFY(report.allVerified());
    std::set<std::string> series;
    for (const TransferPoint &p : report.points) {
        series.insert(p.memory + " " + p.direction);
        QVERIFY(p.secondsMin <= p.secondsMedian);
        QVERIFY(std::isfinite(p.gbsMedian) && p.gbsMedian > 0);
        QCOMPARE(p.repeats, 3);
    }
    QCOMPARE(series,
             (std::set<std::string>{"pageable h2d", "pageable d2h", "pinned h2d", "pinned d2h"}));
    QCOMPARE(report.cpuDevice, device->info().type == DeviceType::Cpu);
    if (report.cpuDevice) {
        QCOMPARE(report.notes.size(), std::size_t(1));
        QVERIFY(report.notes[0].find("no PCIe bus") != std::string::npos);
    }
}

void TestMemoryBench::transfersRespectMaxAlloc()
{
    GPULAB_REQUIRE_DEVICE(device);
    DeviceInfo small = device->info();
    small.maxAllocBytes = 100 << 10;
    ClDevice limited(small);
    TransferConfig config;
    config.maxBytes = 1 << 20;
    config.repeats = 1;
    CancelToken cancel;
    const TransferReport report = measureTransfers(limited, config, cancel);
    QCOMPARE(report.points.size(), std::size_t(4 * 3)); // 4, 16, 64 KiB
    QVERIFY(report.allVerified());
    int refused = 0;
    for (const std::string &note : report.notes)
        refused += note.find("CL_DEVICE_MAX_MEM_ALLOC_SIZE") != std::string::npos;
    QCOMPARE(refused, 2); // 256 KiB and 1 MiB

    TransferConfig bad;
    bad.repeats = 0;
    QCOMPARE(errorOf([&] { measureTransfers(*device, bad, cancel); }), ErrorKind::Usage);
    cancel.cancel();
    QVERIFY(measureTransfers(*device, config, cancel).cancelled);
}

void TestMemoryBench::splitRows()
{
    using Bands = std::vector<std::pair<int, int>>;
    QCOMPARE(gpulab::splitRows(10, {1, 1}), (Bands{{0, 5}, {5, 5}}));
    QCOMPARE(gpulab::splitRows(8, {3, 1}), (Bands{{0, 6}, {6, 2}}));
    QCOMPARE(gpulab::splitRows(7, {1, 1, 1}), (Bands{{0, 2}, {2, 3}, {5, 2}}));
    QCOMPARE(gpulab::splitRows(5, {1}), (Bands{{0, 5}}));
    QCOMPARE(errorOf([] { gpulab::splitRows(1, {1, 1}); }), ErrorKind::Usage);
    QCOMPARE(errorOf([] { gpulab::splitRows(10, {1, -1}); }), ErrorKind::Usage);
    QCOMPARE(errorOf([] { gpulab::splitRows(10, {1, 0}); }), ErrorKind::Usage);
}

void TestMemoryBench::multiDeviceSplit()
{
    const DeviceDiscovery discovery = discoverDevices();
    if (!discovery.available()) {
        if (test::openClRequired())
            QFAIL("GPULAB_REQUIRE_OPENCL=1 but no OpenCL device was found");
        QSKIP("no OpenCL device on this machine");
    }
    // Under POCL_DEVICES="pthread pthread" (the twodevices variant) PoCL must list both.
    const int requested = requestedPoclDevices();
    if (requested > 0)
        QVERIFY2(int(discovery.devices.size()) >= requested,
                 qPrintable(QString("%1 devices found").arg(discovery.devices.size())));

    MultiDeviceConfig config; // every device; one device: two bands on it
    config.n = 200;           // not a multiple of the 16 x 16 tiles: exercises the padding
    config.repeats = 2;
    CancelToken cancel;
    std::vector<MultiDeviceEvent::Kind> kinds;
    const MultiDeviceReport report = runMultiDevice(discovery, config, cancel, [&](const auto &e) {
        kinds.push_back(e.kind);
        QVERIFY(e.fraction >= 0 && e.fraction <= 1);
    });
    QVERIFY(!report.cancelled);
    QVERIFY2(report.verified, qPrintable(QString::number(report.relError)));
    QVERIFY(report.relError >= 0 && report.relError <= kMaxRelativeError);
    QCOMPARE(kinds.front(), MultiDeviceEvent::Kind::Reference);
    QVERIFY(std::count(kinds.begin(), kinds.end(), MultiDeviceEvent::Kind::Building) == 1);

    const std::size_t devices = discovery.devices.size();
    if (devices == 1) {
        QCOMPARE(report.bands.size(), std::size_t(2));
        QCOMPARE(report.distinctDevices, 1);
        QVERIFY(!report.notes.empty() && report.notes[0].find("one device") == 0);
    } else {
        QCOMPARE(report.bands.size(), devices);
        QCOMPARE(report.distinctDevices, int(devices));
    }
    // The bands tile C's rows exactly, each on its own device.
    int next = 0;
    for (std::size_t i = 0; i < report.bands.size(); ++i) {
        const DeviceBand &band = report.bands[i];
        QCOMPARE(band.band, int(i));
        QCOMPARE(band.row0, next);
        QVERIFY(band.rows > 0);
        next += band.rows;
        QCOMPARE(band.device, devices == 1 ? 0 : int(i));
        QCOMPARE(band.downloadBytes, std::uint64_t(band.rows) * 200 * 4);
        QVERIFY(band.uploadBytes >= band.downloadBytes);
        QVERIFY(band.uploadSeconds > 0 && band.computeSeconds > 0 && band.downloadSeconds > 0);
        QVERIFY(band.kernelSeconds > 0);
        QVERIFY(band.seconds() <= report.totalSeconds * 1.0001);
    }
    QCOMPARE(next, 200);
    // A device's first band carries B too.
    QCOMPARE(report.bands[0].uploadBytes, std::uint64_t(100 + 200) * 200 * 4);
    QVERIFY(report.gflops > 0);
}

void TestMemoryBench::multiDeviceUnequalBandsOnOneDevice()
{
    const DeviceDiscovery discovery = discoverDevices();
    if (!discovery.available()) {
        if (test::openClRequired())
            QFAIL("GPULAB_REQUIRE_OPENCL=1 but no OpenCL device was found");
        QSKIP("no OpenCL device on this machine");
    }
    MultiDeviceConfig config;
    config.n = 128;
    config.devices = {0, 0};
    config.split = {3, 1};
    config.repeats = 1;
    CancelToken cancel;
    const MultiDeviceReport report = runMultiDevice(discovery, config, cancel);
    QVERIFY(report.verified);
    QCOMPARE(report.bands.size(), std::size_t(2));
    QCOMPARE(report.bands[0].rows, 96);
    QCOMPARE(report.bands[1].rows, 32);
    QCOMPARE(report.bands[1].uploadBytes, std::uint64_t(32) * 128 * 4); // B went up once
    QCOMPARE(report.distinctDevices, 1);
    // One after the other on the same device: the wall time covers both bands.
    QVERIFY(report.totalSeconds >= report.bands[0].seconds() + report.bands[1].seconds());
}

void TestMemoryBench::multiDeviceErrors()
{
    const DeviceDiscovery discovery = discoverDevices();
    CancelToken cancel;
    MultiDeviceConfig config;
    config.n = 0;
    QCOMPARE(errorOf([&] { runMultiDevice(discovery, config, cancel); }), ErrorKind::Usage);
    config.n = 64;
    config.repeats = 0;
    QCOMPARE(errorOf([&] { runMultiDevice(discovery, config, cancel); }), ErrorKind::Usage);
    if (!discovery.available()) {
        config.repeats = 1;
        QCOMPARE(errorOf([&] { runMultiDevice(discovery, config, cancel); }), ErrorKind::NoDevice);
        return;
    }
    config = MultiDeviceConfig();
    config.devices = {0, 99};
    QCOMPARE(errorOf([&] { runMultiDevice(discovery, config, cancel); }), ErrorKind::NoDevice);
    config.devices = {0, 0};
    config.split = {1, 1, 1};
    QCOMPARE(errorOf([&] { runMultiDevice(discovery, config, cancel); }), ErrorKind::Usage);
    config.split = {1, 1};
    config.n = 1; // two bands of one row
    QCOMPARE(errorOf([&] { runMultiDevice(discovery, config, cancel); }), ErrorKind::Usage);
}

void TestMemoryBench::multiDeviceCancels()
{
    const DeviceDiscovery discovery = discoverDevices();
    if (!discovery.available()) {
        if (test::openClRequired())
            QFAIL("GPULAB_REQUIRE_OPENCL=1 but no OpenCL device was found");
        QSKIP("no OpenCL device on this machine");
    }
    MultiDeviceConfig config;
    config.n = 768; // seconds of work on a CPU: cancelled in the warm-up's first kernels
    config.repeats = 3;
    CancelToken cancel;
    QElapsedTimer timer;
    timer.start();
    const MultiDeviceReport report = runMultiDevice(discovery, config, cancel, [&](const auto &e) {
        if (e.kind == MultiDeviceEvent::Kind::Running && e.fraction > 0)
            cancel.cancel();
    });
    QVERIFY(report.cancelled);
    QVERIFY(!report.verified);
    QVERIFY(report.bands.empty());
    QVERIFY2(timer.elapsed() < 15000, "cancel did not stop the run");
}

QTEST_GUILESS_MAIN(TestMemoryBench)
#include "tst_memorybench.moc"
