// The split matrix product (see multidevice.h).
//
// Threading: the calling thread opens every device and prepares it (one thread per device, in
// parallel: kernel builds dominate), then, for each run, starts one std::thread per distinct
// device; each drives only its own ClDevice, and the caller joins them all before it reads any
// result. An exception in a device thread is carried back and rethrown by the caller.
#include "compute/multidevice.h"

#include "compute/cldevice.h"
#include "compute/errors.h"
#include "compute/matrix.h"
#include "compute/sizeguard.h"
#include "compute/timing.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <exception>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

namespace gpulab {

namespace {

int roundUp(int value, int multiple)
{
    return (value + multiple - 1) / multiple * multiple;
}

// As opencl-tiled chooses it (clgemm.cpp): 16 x 16 work-groups where the device allows.
int tileEdge(const DeviceInfo &info)
{
    int ts = 16;
    while (ts > 1 && std::size_t(ts * ts) > info.maxWorkGroupSize)
        ts /= 2;
    return ts;
}

struct BandBuffers
{
    int band = 0;
    int paddedRows = 0; // rows rounded up to whole tiles; the padding of A stays zero
    ClBuffer a, c;
};

struct DeviceWork
{
    int index = 0;
    const DeviceInfo *info = nullptr;
    std::unique_ptr<ClDevice> device;
    int ts = 16;
    ClKernel kernel;
    ClBuffer b;
    std::vector<BandBuffers> bands;
    double buildSeconds = 0;
    // Rows of C per kernel launch, sized by measured time (about kStepSeconds a launch) so that
    // cancel and progress act between launches on any device; kept across the repeats.
    StepSizer rowSteps;
};

// Rethrows the first exception any device thread caught.
void runOnEveryDevice(std::vector<DeviceWork> &work, const std::function<void(DeviceWork &)> &body)
{
    std::vector<std::exception_ptr> errors(work.size());
    std::vector<std::thread> threads;
    for (std::size_t i = 0; i < work.size(); ++i) {
        threads.emplace_back([&, i] {
            try {
                body(work[i]);
            } catch (...) {
                errors[i] = std::current_exception();
            }
        });
    }
    for (std::thread &t : threads)
        t.join();
    // The first real error; a cancellation only when there is none.
    std::exception_ptr cancelled;
    for (const std::exception_ptr &e : errors) {
        if (!e)
            continue;
        try {
            std::rethrow_exception(e);
        } catch (const ComputeError &error) {
            if (error.kind() != ErrorKind::Cancelled)
                throw;
            cancelled = e;
        }
    }
    if (cancelled)
        std::rethrow_exception(cancelled);
}

} // namespace

std::vector<std::pair<int, int>> splitRows(int n, const std::vector<double> &weights)
{
    double total = 0;
    for (double w : weights) {
        if (!(w > 0) || !std::isfinite(w))
            throw ComputeError(ErrorKind::Usage, "split weights must be positive numbers");
        total += w;
    }
    std::vector<std::pair<int, int>> bands;
    double cumulative = 0;
    int row0 = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        cumulative += weights[i];
        const int row1 =
            i + 1 == weights.size() ? n : int(std::lround(double(n) * cumulative / total));
        if (row1 <= row0)
            throw ComputeError(ErrorKind::Usage, "N = " + std::to_string(n) + " split " +
                                                     std::to_string(weights.size()) +
                                                     " ways leaves a band with no rows");
        bands.emplace_back(row0, row1 - row0);
        row0 = row1;
    }
    return bands;
}

MultiDeviceReport runMultiDevice(const DeviceDiscovery &discovery, const MultiDeviceConfig &config,
                                 const CancelToken &cancel,
                                 const std::function<void(const MultiDeviceEvent &)> &onEvent)
{
    const int n = config.n;
    if (n < 1 || n > kMaxMultiDeviceN)
        throw ComputeError(ErrorKind::Usage, "multidevice: N must be from 1 to " +
                                                 std::to_string(kMaxMultiDeviceN) + " (got " +
                                                 std::to_string(n) + ")");
    if (config.repeats < 1)
        throw ComputeError(ErrorKind::Usage, "multidevice: repeats must be at least 1");
    if (!discovery.available())
        throw ComputeError(ErrorKind::NoDevice,
                           "multidevice needs an OpenCL device" +
                               (discovery.problem.empty() ? "" : ": " + discovery.problem));

    MultiDeviceReport report;
    report.n = n;
    report.repeats = config.repeats;
    std::vector<int> bandDevices = config.devices;
    if (bandDevices.empty()) {
        for (const DeviceInfo &info : discovery.devices)
            bandDevices.push_back(info.index);
        if (bandDevices.size() == 1)
            bandDevices.push_back(bandDevices.front());
    }
    for (int index : bandDevices)
        if (index < 0 || index >= int(discovery.devices.size()))
            throw ComputeError(ErrorKind::NoDevice,
                               "there is no OpenCL device " + std::to_string(index) + " (" +
                                   std::to_string(discovery.devices.size()) + " found)");
    std::vector<double> weights = config.split;
    if (weights.empty())
        weights.assign(bandDevices.size(), 1.0);
    if (weights.size() != bandDevices.size())
        throw ComputeError(ErrorKind::Usage, "multidevice: " + std::to_string(weights.size()) +
                                                 " split weights for " +
                                                 std::to_string(bandDevices.size()) + " bands");
    const std::vector<std::pair<int, int>> rows = splitRows(n, weights);

    // Group the bands by device, in order of first appearance.
    std::vector<DeviceWork> work;
    std::map<int, std::size_t> slot;
    for (std::size_t band = 0; band < bandDevices.size(); ++band) {
        const int index = bandDevices[band];
        if (!slot.count(index)) {
            slot[index] = work.size();
            DeviceWork w;
            w.index = index;
            w.info = &discovery.devices[std::size_t(index)];
            w.ts = tileEdge(*w.info);
            work.push_back(std::move(w));
        }
        BandBuffers buffers;
        buffers.band = int(band);
        buffers.paddedRows = roundUp(rows[band].second, work[slot[index]].ts);
        work[slot[index]].bands.push_back(std::move(buffers));
    }
    report.distinctDevices = int(work.size());
    if (work.size() == 1 && bandDevices.size() > 1)
        report.notes.push_back("one device: the " + std::to_string(bandDevices.size()) +
                               " bands run one after the other on " + work[0].info->name +
                               " (PoCL exposes more with POCL_DEVICES=\"pthread pthread\")");
    int cpuDevices = 0;
    for (const DeviceWork &w : work)
        cpuDevices += w.info->type == DeviceType::Cpu;
    if (cpuDevices > 1)
        report.notes.push_back(std::to_string(cpuDevices) +
                               " CPU devices share the same cores and memory: running them "
                               "together shows the costs of splitting, not a speed-up");

    // Size checks, before allocating anything.
    const std::uint64_t matrix = std::uint64_t(n) * std::uint64_t(n) * sizeof(float);
    const std::uint64_t hostNeed = 3 * matrix + 2 * matrix; // A, B, C + the float64 reference
    if (hostNeed > availableHostMemory())
        throw ComputeError(ErrorKind::SizeLimit, "multidevice at N = " + std::to_string(n) +
                                                     " needs " + formatBytes(hostNeed) +
                                                     " of host memory, more than is available");
    for (const DeviceWork &w : work) {
        std::uint64_t deviceNeed = matrix;
        for (const BandBuffers &band : w.bands)
            deviceNeed += 2 * std::uint64_t(band.paddedRows) * std::uint64_t(n) * sizeof(float);
        if (matrix > w.info->maxAllocBytes)
            throw ComputeError(ErrorKind::SizeLimit,
                               "multidevice at N = " + std::to_string(n) + ": B (" +
                                   formatBytes(matrix) + ") is above " + w.info->name +
                                   "'s largest allocation (" + formatBytes(w.info->maxAllocBytes) +
                                   ", CL_DEVICE_MAX_MEM_ALLOC_SIZE)");
        if (deviceNeed > w.info->globalMemBytes)
            throw ComputeError(ErrorKind::SizeLimit, "multidevice at N = " + std::to_string(n) +
                                                         " needs " + formatBytes(deviceNeed) +
                                                         " on " + w.info->name + ", above its " +
                                                         formatBytes(w.info->globalMemBytes) +
                                                         " (CL_DEVICE_GLOBAL_MEM_SIZE)");
    }

    std::mutex eventMutex;
    auto emit = [&](const MultiDeviceEvent &event) {
        if (!onEvent)
            return;
        std::lock_guard lock(eventMutex);
        onEvent(event);
    };

    const std::vector<float> a = randomMatrix(n, config.seed);
    const std::vector<float> b = randomMatrix(n, config.seed + 1);
    emit({MultiDeviceEvent::Kind::Reference, 0, 0});
    std::vector<double> reference;
    try {
        reference = referenceGemm(n, a, b, &cancel);
    } catch (const ComputeError &e) {
        if (e.kind() != ErrorKind::Cancelled)
            throw;
        report.cancelled = true;
        return report;
    }

    // Open, build and allocate on every device at once.
    emit({MultiDeviceEvent::Kind::Building, 0, 0});
    runOnEveryDevice(work, [&](DeviceWork &w) {
        w.device = std::make_unique<ClDevice>(*w.info);
        bool builtNow = false;
        const ClDevice::Built &built =
            w.device->program("gemm_tiled", "-DTS=" + std::to_string(w.ts), &builtNow);
        w.buildSeconds = builtNow ? built.buildSeconds : 0;
        w.kernel = w.device->kernel(built.program, "gemm_tiled");
        w.b = w.device->buffer(matrix, CL_MEM_READ_ONLY);
        for (BandBuffers &band : w.bands) {
            const std::size_t bytes = std::size_t(band.paddedRows) * std::size_t(n) * sizeof(float);
            band.a = w.device->buffer(bytes, CL_MEM_READ_ONLY);
            band.c = w.device->buffer(bytes, CL_MEM_READ_WRITE);
            w.device->fill(band.a, 0.0f, bytes); // the rows past the band stay zero
        }
        w.device->finish();
    });
    for (const DeviceWork &w : work)
        report.buildSeconds += w.buildSeconds;

    std::uint64_t totalRows = 0; // what the progress counts: rows of C computed
    for (DeviceWork &w : work) {
        w.rowSteps = StepSizer(w.ts); // the first launch: one row of tiles
        for (const BandBuffers &band : w.bands)
            totalRows += std::uint64_t(band.paddedRows);
    }

    struct Run
    {
        double total = 0;
        double relError = 0;
        std::vector<DeviceBand> bands;
    };
    std::vector<Run> runs;
    std::vector<float> c(std::size_t(n) * std::size_t(n));
    bool allVerified = true;
    for (int run = 0; run <= config.repeats; ++run) { // run 0: warm-up
        if (cancel.cancelled()) {
            report.cancelled = true;
            return report;
        }
        std::fill(c.begin(), c.end(), std::numeric_limits<float>::quiet_NaN());
        for (DeviceWork &w : work) {
            for (BandBuffers &band : w.bands)
                w.device->fill(band.c, std::numeric_limits<float>::quiet_NaN(),
                               std::size_t(band.paddedRows) * std::size_t(n) * sizeof(float));
            w.device->finish();
        }
        std::vector<DeviceBand> bands(bandDevices.size());
        std::atomic<std::uint64_t> rowsDone{0};
        emit({MultiDeviceEvent::Kind::Running, run, 0});
        const auto start = Clock::now();
        std::vector<Clock::time_point> ends(work.size(), start);
        try {
            runOnEveryDevice(work, [&](DeviceWork &w) {
                ClDevice &device = *w.device;
                bool first = true;
                for (BandBuffers &buffers : w.bands) {
                    DeviceBand &band = bands[std::size_t(buffers.band)];
                    band.band = buffers.band;
                    band.device = w.index;
                    band.deviceName = w.info->name;
                    band.row0 = rows[std::size_t(buffers.band)].first;
                    band.rows = rows[std::size_t(buffers.band)].second;
                    const std::size_t bandBytes =
                        std::size_t(band.rows) * std::size_t(n) * sizeof(float);

                    auto t0 = Clock::now();
                    if (first)
                        device.write(w.b, b.data(), matrix);
                    device.write(buffers.a, a.data() + std::size_t(band.row0) * std::size_t(n),
                                 bandBytes);
                    band.uploadSeconds = since(t0);
                    band.uploadBytes = bandBytes + (first ? matrix : 0);
                    first = false;

                    t0 = Clock::now();
                    for (int row0 = 0; row0 < buffers.paddedRows;) {
                        cancel.throwIfCancelled();
                        // Whole rows of tiles, what the sizer asks for, at most what is left.
                        const int chunk = int(std::clamp<std::int64_t>(
                            std::int64_t(roundUp(
                                int(std::min<std::int64_t>(w.rowSteps.next(), buffers.paddedRows)),
                                w.ts)),
                            w.ts, buffers.paddedRows - row0));
                        const auto launched = Clock::now();
                        // gemm_tiled reads A's rows row0.. of the band buffer and B, writes C's.
                        setKernelArgs(w.kernel.get(), cl_int(n), cl_int(row0), buffers.a, w.b,
                                      buffers.c);
                        const std::size_t global[2] = {
                            std::size_t(roundUp(n, w.ts)),
                            std::size_t(std::min(chunk, buffers.paddedRows - row0))};
                        const std::size_t local[2] = {std::size_t(w.ts), std::size_t(w.ts)};
                        ClEvent event = device.launch(w.kernel.get(), 2, global, local);
                        device.finish();
                        w.rowSteps.record(chunk, since(launched));
                        band.kernelSeconds += eventSeconds(event.get());
                        row0 += chunk;
                        const std::uint64_t done = rowsDone += std::uint64_t(chunk);
                        emit({MultiDeviceEvent::Kind::Running, run,
                              double(done) / double(totalRows)});
                    }
                    band.computeSeconds = since(t0);

                    t0 = Clock::now();
                    device.read(buffers.c, c.data() + std::size_t(band.row0) * std::size_t(n),
                                bandBytes);
                    band.downloadSeconds = since(t0);
                    band.downloadBytes = bandBytes;
                }
                ends[std::size_t(&w - work.data())] = Clock::now();
            });
        } catch (const ComputeError &e) {
            if (e.kind() != ErrorKind::Cancelled)
                throw;
            report.cancelled = true;
            return report;
        }
        Run result;
        result.total = secondsBetween(start, *std::max_element(ends.begin(), ends.end()));
        result.relError = relativeError(c, reference);
        result.bands = std::move(bands);
        if (run == 0)
            continue;
        allVerified = allVerified && result.relError <= kMaxRelativeError;
        runs.push_back(std::move(result));
    }
    std::sort(runs.begin(), runs.end(),
              [](const Run &x, const Run &y) { return x.total < y.total; });
    const Run &median = runs[runs.size() / 2];
    report.bands = median.bands;
    report.totalSeconds = median.total;
    report.gflops = 2.0 * double(n) * double(n) * double(n) / median.total / 1e9;
    report.relError = median.relError;
    report.verified = allVerified;
    return report;
}

} // namespace gpulab
