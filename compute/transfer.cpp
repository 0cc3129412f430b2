// Host <-> device transfers (see transfer.h).
#include "compute/transfer.h"

#include "compute/cldevice.h"
#include "compute/errors.h"
#include "compute/sizeguard.h"
#include "compute/timing.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace gpulab {

namespace {

constexpr std::uint64_t kPage = 4096;

struct FreeDeleter
{
    void operator()(void *p) const { std::free(p); }
};

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

// A buffer mapped into host memory while this lives, unmapped on the way out (also when a
// measurement throws): a new CL_MEM_ALLOC_HOST_PTR buffer (the pinned host memory), or an
// existing one.
class MappedBuffer
{
public:
    MappedBuffer(const ClDevice &device, std::uint64_t bytes)
        : m_queue(device.queue()),
          m_owned(device.buffer(bytes, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR)),
          m_buffer(m_owned.get())
    {
        map(bytes);
    }
    MappedBuffer(const ClDevice &device, const ClBuffer &buffer, std::uint64_t bytes)
        : m_queue(device.queue()), m_buffer(buffer.get())
    {
        map(bytes);
    }
    ~MappedBuffer()
    {
        // A destructor must not throw: a failed unmap is ignored (the buffer is released next).
        if (m_host &&
            clEnqueueUnmapMemObject(m_queue, m_buffer, m_host, 0, nullptr, nullptr) == CL_SUCCESS)
            clFinish(m_queue);
    }
    MappedBuffer(const MappedBuffer &) = delete;
    MappedBuffer &operator=(const MappedBuffer &) = delete;
    unsigned char *host() const { return static_cast<unsigned char *>(m_host); }

private:
    void map(std::uint64_t bytes)
    {
        cl_int err = CL_SUCCESS;
        m_host = clEnqueueMapBuffer(m_queue, m_buffer, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0,
                                    bytes, 0, nullptr, nullptr, &err);
        checkCl(err, "clEnqueueMapBuffer");
    }

    cl_command_queue m_queue;
    ClBuffer m_owned;
    cl_mem m_buffer;
    void *m_host = nullptr;
};

void fillPattern(unsigned char *bytes, std::uint64_t count, std::uint64_t salt)
{
    std::uint64_t *words = reinterpret_cast<std::uint64_t *>(bytes);
    for (std::uint64_t i = 0; i < count / 8; ++i)
        words[i] = (i + salt) * 0x9e3779b97f4a7c15ull;
}

} // namespace

bool TransferReport::allVerified() const
{
    return std::all_of(points.begin(), points.end(),
                       [](const TransferPoint &p) { return p.verified; });
}

std::vector<std::uint64_t> transferSizes(const TransferConfig &config)
{
    std::vector<std::uint64_t> sizes;
    if (config.minBytes == 0 || config.stepFactor < 2)
        return sizes;
    for (std::uint64_t s = config.minBytes; s <= config.maxBytes;
         s *= std::uint64_t(config.stepFactor))
        sizes.push_back((s + 15) / 16 * 16);
    if (!sizes.empty() && sizes.back() < config.maxBytes)
        sizes.push_back((config.maxBytes + 15) / 16 * 16);
    return sizes;
}

TransferReport measureTransfers(ClDevice &device, const TransferConfig &config,
                                const CancelToken &cancel,
                                const std::function<void(const TransferEvent &)> &onEvent)
{
    if (config.repeats < 1)
        throw ComputeError(ErrorKind::Usage, "transfer: repeats must be at least 1");
    if (config.stepFactor < 2)
        throw ComputeError(ErrorKind::Usage, "transfer: the size step must be at least 2");
    if (config.minBytes < 16 || config.maxBytes < config.minBytes)
        throw ComputeError(ErrorKind::Usage,
                           "transfer: sizes must satisfy 16 B <= min <= max (got " +
                               formatBytes(config.minBytes) + " to " +
                               formatBytes(config.maxBytes) + ")");
    const DeviceInfo &info = device.info();
    TransferReport report;
    report.deviceName = info.name;
    report.cpuDevice = info.type == DeviceType::Cpu;
    if (report.cpuDevice)
        report.notes.push_back(info.name +
                               " is a CPU device: its memory is host RAM, so a \"transfer\" is a "
                               "memcpy and no PCIe bus is crossed");

    // Host: the pageable array and a check copy (and, on a CPU device, the device buffer and
    // the pinned one too); device: the buffer and the pinned one. Half of each for us at most.
    const std::uint64_t hostAvailable = availableHostMemory() / 2;
    std::vector<std::uint64_t> sizes;
    for (std::uint64_t s : transferSizes(config)) {
        const std::uint64_t hostNeed = (report.cpuDevice ? 4 : 2) * s;
        if (s > info.maxAllocBytes)
            report.notes.push_back(formatBytes(s) + " skipped: above " + info.name +
                                   "'s largest allocation (" + formatBytes(info.maxAllocBytes) +
                                   ", CL_DEVICE_MAX_MEM_ALLOC_SIZE)");
        else if (2 * s > info.globalMemBytes / 2)
            report.notes.push_back(formatBytes(s) +
                                   " skipped: two buffers of it need more than "
                                   "half of " +
                                   info.name + "'s " + formatBytes(info.globalMemBytes) +
                                   " (CL_DEVICE_GLOBAL_MEM_SIZE)");
        else if (hostNeed > hostAvailable)
            report.notes.push_back(formatBytes(s) + " skipped: needs " + formatBytes(hostNeed) +
                                   " of host memory, more than half of MemAvailable");
        else
            sizes.push_back(s);
    }
    if (sizes.empty())
        return report;

    const std::uint64_t capacity = sizes.back();
    const std::uint64_t allocated = (capacity + 2 * kPage - 1) / kPage * kPage;
    std::unique_ptr<unsigned char, FreeDeleter> pageableMemory(
        static_cast<unsigned char *>(std::aligned_alloc(kPage, allocated)));
    std::unique_ptr<unsigned char, FreeDeleter> check(
        static_cast<unsigned char *>(std::aligned_alloc(kPage, allocated)));
    if (!pageableMemory || !check)
        throw ComputeError(ErrorKind::SizeLimit,
                           "transfer: could not allocate 2 x " + formatBytes(capacity));
    ClBuffer onDevice = device.buffer(capacity, CL_MEM_READ_WRITE);
    MappedBuffer pinned(device, capacity);
    // On a CPU device a transfer is glibc's memcpy, which runs ~3x slower when source and
    // destination sit a few cache lines apart modulo 4 KiB ("4K aliasing"; PoCL's buffers start
    // 128 bytes into a page). The pageable array is placed half a page away from the device
    // buffer's offset, so that artefact is not mistaken for a pageable/pinned difference. (The
    // pinned buffer has the device buffer's offset: as good.)
    std::uint64_t offset = kPage / 2;
    if (report.cpuDevice) {
        const MappedBuffer probe(device, onDevice, capacity);
        offset = (reinterpret_cast<std::uintptr_t>(probe.host()) + kPage / 2) % kPage;
    }
    unsigned char *pageable = pageableMemory.get() + offset;
    // Touch the pages once, so the first timed transfer does not pay for page faults.
    std::memset(pageable, 0, capacity);
    std::memset(check.get(), 0, capacity);
    std::memset(pinned.host(), 0, capacity);

    const std::size_t total = 4 * sizes.size();
    std::size_t finished = 0;
    std::uint64_t salt = 1;
    const cl_uint poison = 0xffffffffu;
    for (const char *memory : {"pageable", "pinned"}) {
        unsigned char *host = std::string(memory) == "pageable" ? pageable : pinned.host();
        for (const char *direction : {"h2d", "d2h"}) {
            const bool toDevice = std::string(direction) == "h2d";
            for (std::uint64_t bytes : sizes) {
                TransferPoint point;
                point.memory = memory;
                point.direction = direction;
                point.bytes = bytes;
                point.repeats = config.repeats;
                ++salt;
                if (toDevice) {
                    fillPattern(host, bytes, salt);
                } else {
                    fillPattern(check.get(), bytes, salt);
                    device.write(onDevice, check.get(), bytes);
                }
                std::vector<double> wall, profiled;
                for (int r = 0; r <= config.repeats; ++r) { // r = 0: warm-up
                    if (cancel.cancelled()) {
                        report.cancelled = true;
                        return report;
                    }
                    // Poison the destination, outside the timing.
                    if (toDevice) {
                        checkCl(clEnqueueFillBuffer(device.queue(), onDevice.get(), &poison,
                                                    sizeof(poison), 0, bytes, 0, nullptr, nullptr),
                                "clEnqueueFillBuffer");
                        device.finish();
                    } else {
                        std::memset(host, 0xff, bytes);
                    }
                    cl_event raw = nullptr;
                    const auto t0 = Clock::now();
                    if (toDevice)
                        checkCl(clEnqueueWriteBuffer(device.queue(), onDevice.get(), CL_TRUE, 0,
                                                     bytes, host, 0, nullptr, &raw),
                                "clEnqueueWriteBuffer");
                    else
                        checkCl(clEnqueueReadBuffer(device.queue(), onDevice.get(), CL_TRUE, 0,
                                                    bytes, host, 0, nullptr, &raw),
                                "clEnqueueReadBuffer");
                    const double seconds = since(t0);
                    const ClEvent event(raw);
                    if (r > 0) {
                        wall.push_back(std::max(seconds, 1e-9));
                        profiled.push_back(eventSeconds(event.get()));
                    }
                }
                if (toDevice) {
                    device.read(onDevice, check.get(), bytes);
                    point.verified = std::memcmp(check.get(), host, bytes) == 0;
                } else {
                    point.verified = std::memcmp(host, check.get(), bytes) == 0;
                }
                point.secondsMedian = median(wall);
                point.secondsMin = *std::min_element(wall.begin(), wall.end());
                const double deviceMedian = median(profiled);
                point.deviceSecondsMedian = deviceMedian > 0 ? deviceMedian : -1;
                point.gbsMedian = double(bytes) / point.secondsMedian / 1e9;
                point.gbsBest = double(bytes) / point.secondsMin / 1e9;
                report.points.push_back(point);
                ++finished;
                if (onEvent)
                    onEvent({double(finished) / double(total), &report.points.back()});
            }
        }
    }
    return report;
}

} // namespace gpulab
