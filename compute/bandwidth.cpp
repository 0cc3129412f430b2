// The bandwidth sweep (see bandwidth.h). Always built with -O3 (compute/CMakeLists.txt), so the
// host triad is vectorised in Debug builds too.
#include "compute/bandwidth.h"

#include "compute/cldevice.h"
#include "compute/errors.h"
#include "compute/sizeguard.h"
#include "compute/timing.h"

#include <algorithm>
#include <atomic>
#include <barrier>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <thread>

namespace gpulab {

namespace {

constexpr std::uint64_t kAlign = 4096;
constexpr double kTriadScalar = 3.0;

struct FreeDeleter
{
    void operator()(void *p) const { std::free(p); }
};
using HostArray = std::unique_ptr<unsigned char, FreeDeleter>;

HostArray allocate(std::uint64_t bytes)
{
    const std::uint64_t rounded =
        std::max<std::uint64_t>(kAlign, (bytes + kAlign - 1) / kAlign * kAlign);
    HostArray array(static_cast<unsigned char *>(std::aligned_alloc(kAlign, rounded)));
    if (!array)
        throw ComputeError(ErrorKind::SizeLimit,
                           "bandwidth: could not allocate " + formatBytes(rounded));
    std::memset(array.get(), 0, rounded); // fault the pages in now, not inside a timed pass
    return array;
}

// Keeps the compiler from merging or dropping repeated identical passes.
inline void compilerBarrier()
{
    asm volatile("" ::: "memory");
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

// [begin, end) of thread t's slice of `count` elements, in whole groups of `granule`.
std::pair<std::uint64_t, std::uint64_t> slice(std::uint64_t count, int threads, int t,
                                              std::uint64_t granule)
{
    const std::uint64_t groups = (count + granule - 1) / granule;
    const std::uint64_t begin = std::min(count, groups * std::uint64_t(t) / threads * granule);
    const std::uint64_t end = std::min(count, groups * std::uint64_t(t + 1) / threads * granule);
    return {begin, end};
}

// Runs `samples` samples of `work(thread, passes)` on `threads` threads started together (a
// barrier before and after each sample) and returns each sample's wall seconds; fewer when
// cancelled.
template <typename Work>
std::vector<double> timeSamples(int threads, int samples, std::uint64_t passes, const Work &work,
                                const CancelToken &cancel)
{
    std::barrier sync(threads);
    std::atomic<bool> stop{false};
    auto body = [&](int t) {
        for (int s = 0; s < samples; ++s) {
            sync.arrive_and_wait(); // start line: `stop` was decided before it
            if (stop.load())
                return;
            work(t, passes);
            sync.arrive_and_wait(); // finish line
        }
    };
    std::vector<std::jthread> helpers;
    for (int t = 1; t < threads; ++t)
        helpers.emplace_back(body, t);
    std::vector<double> seconds;
    for (int s = 0; s < samples; ++s) {
        if (cancel.cancelled())
            stop = true;
        sync.arrive_and_wait();
        if (stop)
            break;
        const auto t0 = Clock::now();
        work(0, passes);
        sync.arrive_and_wait();
        seconds.push_back(since(t0));
    }
    return seconds; // the jthreads join here
}

struct HostBuffers
{
    HostArray a, b, c;
    std::uint64_t capacity = 0;
};

// One host point: calibrate the passes per sample, time the samples, verify.
BandwidthPoint hostPoint(HostBuffers &buffers, const std::string &kernel, int threads,
                         std::uint64_t bytes, const BandwidthConfig &config,
                         const CancelToken &cancel, bool *cancelled)
{
    BandwidthPoint point;
    point.where = "host";
    point.kernel = kernel;
    point.threads = threads;
    point.bytes = bytes;
    point.repeats = config.repeats;
    const bool copy = kernel == "copy";
    point.bytesMoved = (copy ? 2 : 3) * bytes;

    unsigned char *src = buffers.a.get();
    unsigned char *dst = buffers.b.get();
    double *ta = reinterpret_cast<double *>(buffers.a.get());
    double *tb = reinterpret_cast<double *>(buffers.b.get());
    double *tc = reinterpret_cast<double *>(buffers.c.get());
    const std::uint64_t doubles = bytes / sizeof(double);
    // Inputs: a pattern; the destination: poisoned (all ones: NaN as doubles, 0xff as bytes).
    if (copy) {
        std::uint64_t *words = reinterpret_cast<std::uint64_t *>(src);
        for (std::uint64_t i = 0; i < bytes / 8; ++i)
            words[i] = i * 0x9e3779b97f4a7c15ull;
        std::memset(dst, 0xff, bytes);
    } else {
        for (std::uint64_t i = 0; i < doubles; ++i) {
            tb[i] = double(i & 1023);
            tc[i] = double(i % 7 + 1);
        }
        std::memset(ta, 0xff, doubles * sizeof(double));
    }

    auto work = [&](int t, std::uint64_t passes) {
        if (copy) {
            const auto [begin, end] = slice(bytes, threads, t, 64);
            for (std::uint64_t p = 0; p < passes; ++p) {
                std::memcpy(dst + begin, src + begin, end - begin);
                compilerBarrier();
            }
        } else {
            const auto [begin, end] = slice(doubles, threads, t, 8);
            for (std::uint64_t p = 0; p < passes; ++p) {
                for (std::uint64_t i = begin; i < end; ++i)
                    ta[i] = tb[i] + kTriadScalar * tc[i];
                compilerBarrier();
            }
        }
    };

    // Calibration (also the warm-up): one pass, then as many as fill minSampleSeconds.
    const std::vector<double> first = timeSamples(threads, 1, 1, work, cancel);
    if (first.empty()) {
        *cancelled = true;
        return point;
    }
    const double perPass = std::max(first[0], 1e-9);
    point.passes = std::max<std::uint64_t>(
        1, std::min<std::uint64_t>(std::uint64_t(config.minSampleSeconds / perPass) + 1, 1u << 24));
    const std::vector<double> seconds =
        timeSamples(threads, config.repeats, point.passes, work, cancel);
    if (int(seconds.size()) < config.repeats) {
        *cancelled = true;
        return point;
    }
    point.secondsMedian = median(seconds) / double(point.passes);
    const double best = *std::min_element(seconds.begin(), seconds.end()) / double(point.passes);
    point.gbsMedian = double(point.bytesMoved) / point.secondsMedian / 1e9;
    point.gbsBest = double(point.bytesMoved) / best / 1e9;

    if (copy) {
        point.verified = std::memcmp(dst, src, bytes) == 0;
    } else {
        point.verified = true;
        for (std::uint64_t i = 0; i < doubles && point.verified; ++i)
            point.verified = ta[i] == double(i & 1023) + kTriadScalar * double(i % 7 + 1);
    }
    return point;
}

// One device point: upload a pattern, poison the output, `repeats` profiled launches after a
// warm-up, read back and compare.
BandwidthPoint devicePoint(ClDevice &device, cl_kernel kernel, std::uint64_t bytes,
                           const BandwidthConfig &config, const CancelToken &cancel,
                           bool *cancelled)
{
    BandwidthPoint point;
    point.where = "device";
    point.kernel = "copy";
    point.threads = 0;
    point.bytes = bytes;
    point.bytesMoved = 2 * bytes;
    point.passes = 1;
    point.repeats = config.repeats;

    const std::uint64_t words = bytes / 4;
    std::vector<std::uint32_t> source(words), back(words);
    for (std::uint64_t i = 0; i < words; ++i)
        source[i] = std::uint32_t(i * 2654435761u) ^ 0x5a5a5a5au;
    ClBuffer in = device.buffer(bytes, CL_MEM_READ_ONLY);
    ClBuffer out = device.buffer(bytes, CL_MEM_WRITE_ONLY);
    device.write(in, source.data(), bytes);
    device.fill(out, std::numeric_limits<float>::quiet_NaN(), bytes);
    setKernelArgs(kernel, in, out);
    const std::size_t global = bytes / 16;
    std::vector<double> seconds;
    for (int r = 0; r <= config.repeats; ++r) { // r = 0: warm-up
        if (cancel.cancelled()) {
            *cancelled = true;
            return point;
        }
        ClEvent event = device.launch(kernel, 1, &global, nullptr);
        device.finish();
        if (r > 0)
            seconds.push_back(std::max(eventSeconds(event.get()), 1e-9));
    }
    point.secondsMedian = median(seconds);
    point.gbsMedian = double(point.bytesMoved) / point.secondsMedian / 1e9;
    point.gbsBest =
        double(point.bytesMoved) / *std::min_element(seconds.begin(), seconds.end()) / 1e9;
    device.read(out, back.data(), bytes);
    point.verified = back == source;
    return point;
}

} // namespace

bool BandwidthReport::allVerified() const
{
    return std::all_of(points.begin(), points.end(),
                       [](const BandwidthPoint &p) { return p.verified; });
}

std::vector<std::uint64_t> bandwidthSizes(const BandwidthConfig &config)
{
    std::vector<std::uint64_t> sizes;
    if (config.minBytes == 0 || config.stepFactor < 2)
        return sizes;
    for (std::uint64_t s = config.minBytes; s <= config.maxBytes;
         s *= std::uint64_t(config.stepFactor))
        sizes.push_back(s);
    if (!sizes.empty() && sizes.back() < config.maxBytes)
        sizes.push_back(config.maxBytes);
    return sizes;
}

BandwidthReport measureBandwidth(ClDevice *device, const BandwidthConfig &config,
                                 const CancelToken &cancel,
                                 const std::function<void(const BandwidthEvent &)> &onEvent)
{
    if (config.repeats < 1)
        throw ComputeError(ErrorKind::Usage, "bandwidth: repeats must be at least 1");
    if (config.stepFactor < 2)
        throw ComputeError(ErrorKind::Usage, "bandwidth: the size step must be at least 2");
    if (config.minBytes < 64 || config.minBytes % 64 || config.maxBytes < config.minBytes)
        throw ComputeError(
            ErrorKind::Usage,
            "bandwidth: sizes must be whole multiples of 64 B with min <= max (got " +
                formatBytes(config.minBytes) + " to " + formatBytes(config.maxBytes) + ")");
    if (config.threads < 0)
        throw ComputeError(ErrorKind::Usage, "bandwidth: threads must be 0 (all) or more");

    BandwidthReport report;
    report.hardwareThreads = int(std::max(1u, std::thread::hardware_concurrency()));
    const int allThreads = config.threads > 0 ? config.threads : report.hardwareThreads;
    const std::vector<std::uint64_t> all = bandwidthSizes(config);

    // Host: three arrays of the largest size; keep half of MemAvailable for everyone else.
    std::vector<std::uint64_t> hostSizes;
    if (config.host) {
        const std::uint64_t available = availableHostMemory() / 2;
        for (std::uint64_t s : all) {
            if (3 * s <= available)
                hostSizes.push_back(s);
            else
                report.notes.push_back("host: " + formatBytes(s) + " skipped: 3 arrays need " +
                                       formatBytes(3 * s) + ", more than half of MemAvailable");
        }
    }
    std::vector<std::uint64_t> deviceSizes;
    if (device && config.device) {
        const DeviceInfo &info = device->info();
        report.deviceName = info.name;
        for (std::uint64_t s : all) {
            const std::uint64_t rounded = (s + 15) / 16 * 16;
            if (rounded > info.maxAllocBytes)
                report.notes.push_back("device: " + formatBytes(s) + " skipped: above " +
                                       info.name + "'s largest allocation (" +
                                       formatBytes(info.maxAllocBytes) +
                                       ", CL_DEVICE_MAX_MEM_ALLOC_SIZE)");
            else if (2 * rounded > info.globalMemBytes / 2)
                report.notes.push_back("device: " + formatBytes(s) + " skipped: two buffers of " +
                                       "it need more than half of " + info.name + "'s " +
                                       formatBytes(info.globalMemBytes) +
                                       " (CL_DEVICE_GLOBAL_MEM_SIZE)");
            else if (info.type == DeviceType::Cpu && 4 * rounded > availableHostMemory() / 2)
                report.notes.push_back("device: " + formatBytes(s) +
                                       " skipped: a CPU device's buffers live in host memory, "
                                       "and there is not enough available");
            else
                deviceSizes.push_back(rounded);
        }
    }

    struct Series
    {
        std::string kernel;
        int threads;
    };
    std::vector<Series> hostSeries;
    if (!hostSizes.empty()) {
        hostSeries.push_back({"copy", 1});
        if (allThreads > 1)
            hostSeries.push_back({"copy", allThreads});
        hostSeries.push_back({"triad", 1});
        if (allThreads > 1)
            hostSeries.push_back({"triad", allThreads});
    }
    const std::size_t total = hostSeries.size() * hostSizes.size() + deviceSizes.size();
    std::size_t finished = 0;
    auto add = [&](const BandwidthPoint &point) {
        report.points.push_back(point);
        ++finished;
        if (onEvent)
            onEvent({double(finished) / double(std::max<std::size_t>(1, total)),
                     &report.points.back()});
    };

    if (!hostSizes.empty()) {
        HostBuffers buffers;
        buffers.capacity = hostSizes.back();
        buffers.a = allocate(buffers.capacity);
        buffers.b = allocate(buffers.capacity);
        buffers.c = allocate(buffers.capacity);
        for (const Series &series : hostSeries) {
            for (std::uint64_t bytes : hostSizes) {
                bool cancelled = false;
                const BandwidthPoint point = hostPoint(buffers, series.kernel, series.threads,
                                                       bytes, config, cancel, &cancelled);
                if (cancelled) {
                    report.cancelled = true;
                    return report;
                }
                add(point);
            }
        }
    }
    if (!deviceSizes.empty()) {
        const cl_program program = device->program("memory").program;
        ClKernel kernel = device->kernel(program, "copy_words");
        for (std::uint64_t bytes : deviceSizes) {
            bool cancelled = false;
            const BandwidthPoint point =
                devicePoint(*device, kernel.get(), bytes, config, cancel, &cancelled);
            if (cancelled) {
                report.cancelled = true;
                return report;
            }
            add(point);
        }
    }
    return report;
}

} // namespace gpulab
