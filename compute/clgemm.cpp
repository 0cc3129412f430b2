// The OpenCL rungs: opencl-naive, opencl-tiled, opencl-regblock. They share one flow (ClGemm):
//
//   upload A, B (into zero-padded buffers where the kernel needs tile multiples), poison C
//   -> compute in bands of rows (cancel and progress between bands, two bands in flight)
//   -> download C.
//
// `seconds` is the compute phase with data resident on the device (wall clock, so launch
// overheads count); `deviceSeconds` sums the kernels' profiling times; `endToEndSeconds` spans
// upload to download.
#include "compute/clgemm.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <deque>
#include <limits>

namespace gpulab::detail {

int roundUp(int value, int multiple)
{
    return (value + multiple - 1) / multiple * multiple;
}

namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

} // namespace

MemoryNeed ClGemm::memoryNeed(int n) const
{
    MemoryNeed need = GemmVariant::memoryNeed(n);
    need.largestDeviceBuffer = matrixBytes(padded(n));
    need.deviceBytes = 3 * need.largestDeviceBuffer;
    return need;
}

double ClGemm::prepare(int n)
{
    double buildSeconds = 0.0;
    if (!m_built) {
        buildSeconds = buildKernels(n);
        m_built = true;
    }
    if (n != m_n) {
        const std::size_t bytes = matrixBytes(padded(n));
        m_a = m_device.buffer(bytes, CL_MEM_READ_ONLY);
        m_b = m_device.buffer(bytes, CL_MEM_READ_ONLY);
        m_c = m_device.buffer(bytes, CL_MEM_READ_WRITE);
        if (padded(n) != n) { // the padding must be zeros so it adds nothing to C
            m_device.fill(m_a, 0.0f, bytes);
            m_device.fill(m_b, 0.0f, bytes);
        }
        m_n = n;
    }
    return buildSeconds;
}

RunTiming ClGemm::run(int n, const float *a, const float *b, float *c, const RunControl &control)
{
    prepare(n);
    const int np = padded(n);
    RunTiming timing;
    const auto start = Clock::now();
    writeMatrix(m_a, a, n, np);
    writeMatrix(m_b, b, n, np);
    // Poison C on the device too, so an element the kernel forgets cannot pass as correct.
    m_device.fill(m_c, std::numeric_limits<float>::quiet_NaN(), matrixBytes(np));
    m_device.finish();

    const auto computeStart = Clock::now();
    timing.deviceSeconds = compute(n, np, control);
    m_device.finish();
    timing.seconds = since(computeStart);

    readMatrix(c, n, np);
    timing.endToEndSeconds = since(start);
    return timing;
}

void ClGemm::writeMatrix(const ClBuffer &buffer, const float *host, int n, int np)
{
    if (n == np) {
        m_device.write(buffer, host, matrixBytes(n));
        return;
    }
    const std::size_t origin[3] = {0, 0, 0};
    const std::size_t region[3] = {std::size_t(n) * sizeof(float), std::size_t(n), 1};
    checkCl(clEnqueueWriteBufferRect(m_device.queue(), buffer.get(), CL_TRUE, origin, origin,
                                     region, std::size_t(np) * sizeof(float), 0,
                                     std::size_t(n) * sizeof(float), 0, host, 0, nullptr, nullptr),
            "clEnqueueWriteBufferRect");
}

void ClGemm::readMatrix(float *host, int n, int np)
{
    if (n == np) {
        m_device.read(m_c, host, matrixBytes(n));
        return;
    }
    const std::size_t origin[3] = {0, 0, 0};
    const std::size_t region[3] = {std::size_t(n) * sizeof(float), std::size_t(n), 1};
    checkCl(clEnqueueReadBufferRect(m_device.queue(), m_c.get(), CL_TRUE, origin, origin, region,
                                    std::size_t(np) * sizeof(float), 0,
                                    std::size_t(n) * sizeof(float), 0, host, 0, nullptr, nullptr),
            "clEnqueueReadBufferRect");
}

namespace {

// Our own kernels: one program, launched in bands of rows, each about bandFlops of work, so
// cancel and progress have a step to act on; two bands stay queued so the device never waits.
class BandedClGemm : public ClGemm
{
public:
    using ClGemm::ClGemm;

protected:
    virtual const char *kernelFile() const = 0;
    virtual const char *kernelName() const = 0;
    virtual std::string buildOptions() const { return {}; }
    // Rows covered by one row of work-groups: bands are multiples of it.
    virtual int rowGranule() const = 0;
    // Enqueues rows [row0, row0 + rows) and returns the event.
    virtual ClEvent launchBand(int n, int np, int row0, int rows) = 0;

    double buildKernels(int) override
    {
        bool builtNow = false;
        const ClDevice::Built &built = m_device.program(kernelFile(), buildOptions(), &builtNow);
        m_kernel = m_device.kernel(built.program, kernelName());
        return builtNow ? built.buildSeconds : 0.0;
    }

    double compute(int n, int np, const RunControl &control) override
    {
        const double bandFlops = m_device.info().type == DeviceType::Cpu ? 8e9 : 64e9;
        const int granule = rowGranule();
        const int lastRow = roundUp(np, granule);
        const int bandRows = std::clamp(
            roundUp(int(std::ceil(bandFlops / (2.0 * double(np) * double(np)))), granule), granule,
            lastRow);
        double deviceSeconds = 0.0;
        std::deque<ClEvent> inFlight;
        int rowsDone = 0;
        auto retire = [&] {
            cl_event event = inFlight.front().get();
            checkCl(clWaitForEvents(1, &event), "clWaitForEvents");
            deviceSeconds += eventSeconds(event);
            inFlight.pop_front();
            rowsDone = std::min(n, rowsDone + bandRows);
            control.report(double(rowsDone) / double(n));
        };
        for (int row0 = 0; row0 < n; row0 += bandRows) {
            control.check();
            inFlight.push_back(launchBand(n, np, row0, std::min(bandRows, lastRow - row0)));
            checkCl(clFlush(m_device.queue()), "clFlush");
            if (inFlight.size() == 2)
                retire();
        }
        while (!inFlight.empty())
            retire();
        return deviceSeconds;
    }

    ClKernel m_kernel;
};

// Tile edge that fits the device's work-group limit: 16 x 16 where allowed, else 8 x 8 (or less).
int tileEdge(const DeviceInfo &info)
{
    int ts = 16;
    while (ts > 1 && std::size_t(ts * ts) > info.maxWorkGroupSize)
        ts /= 2;
    return ts;
}

class OpenClNaive final : public BandedClGemm
{
public:
    OpenClNaive(const VariantInfo &info, ClDevice &device)
        : BandedClGemm(info, device), m_ts(tileEdge(device.info()))
    {}

protected:
    const char *kernelFile() const override { return "gemm_naive"; }
    const char *kernelName() const override { return "gemm_naive"; }
    int rowGranule() const override { return m_ts; }
    ClEvent launchBand(int n, int, int row0, int rows) override
    {
        setKernelArgs(m_kernel.get(), cl_int(n), cl_int(row0), m_a, m_b, m_c);
        const std::size_t global[2] = {std::size_t(roundUp(n, m_ts)), std::size_t(rows)};
        const std::size_t local[2] = {std::size_t(m_ts), std::size_t(m_ts)};
        return m_device.launch(m_kernel.get(), 2, global, local);
    }

private:
    int m_ts;
};

class OpenClTiled final : public BandedClGemm
{
public:
    OpenClTiled(const VariantInfo &info, ClDevice &device)
        : BandedClGemm(info, device), m_ts(tileEdge(device.info()))
    {}

protected:
    const char *kernelFile() const override { return "gemm_tiled"; }
    const char *kernelName() const override { return "gemm_tiled"; }
    std::string buildOptions() const override { return "-DTS=" + std::to_string(m_ts); }
    int rowGranule() const override { return m_ts; }
    ClEvent launchBand(int n, int, int row0, int rows) override
    {
        setKernelArgs(m_kernel.get(), cl_int(n), cl_int(row0), m_a, m_b, m_c);
        const std::size_t global[2] = {std::size_t(roundUp(n, m_ts)), std::size_t(rows)};
        const std::size_t local[2] = {std::size_t(m_ts), std::size_t(m_ts)};
        return m_device.launch(m_kernel.get(), 2, global, local);
    }

private:
    int m_ts;
};

class OpenClRegblock final : public BandedClGemm
{
public:
    static constexpr int kRows = 6;    // RM in gemm_regblock.cl
    static constexpr int kVector = 16; // VW
    static constexpr int kPad = 48;    // lcm(RM, VW)

    using BandedClGemm::BandedClGemm;

protected:
    const char *kernelFile() const override { return "gemm_regblock"; }
    const char *kernelName() const override { return "gemm_regblock"; }
    std::string buildOptions() const override
    {
        return "-DRM=" + std::to_string(kRows) + " -DVW=" + std::to_string(kVector);
    }
    int padded(int n) const override { return roundUp(n, kPad); }
    int rowGranule() const override { return kPad; }
    ClEvent launchBand(int, int np, int row0, int rows) override
    {
        setKernelArgs(m_kernel.get(), cl_int(np), cl_int(row0), m_a, m_b, m_c);
        const std::size_t global[2] = {std::size_t(np / kVector), std::size_t(rows / kRows)};
        return m_device.launch(m_kernel.get(), 2, global, nullptr);
    }
};

} // namespace

std::unique_ptr<GemmVariant> makeOpenClNaive(const VariantInfo &info, ClDevice *device)
{
    return std::make_unique<OpenClNaive>(info, *device);
}
std::unique_ptr<GemmVariant> makeOpenClTiled(const VariantInfo &info, ClDevice *device)
{
    return std::make_unique<OpenClTiled>(info, *device);
}
std::unique_ptr<GemmVariant> makeOpenClRegblock(const VariantInfo &info, ClDevice *device)
{
    return std::make_unique<OpenClRegblock>(info, *device);
}

} // namespace gpulab::detail
