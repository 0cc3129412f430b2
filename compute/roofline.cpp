// Measuring the device's roofs (see roofline.h).
#include "compute/roofline.h"

#include "compute/cldevice.h"
#include "compute/devices.h"
#include "compute/errors.h"
#include "compute/opencl.h"
#include "compute/variants_impl.h"

#include <algorithm>
#include <cmath>
#include <tuple>
#include <utility>
#include <vector>

namespace gpulab {

namespace {
constexpr int kFmaIterations = 512; // FMA_ITERS in the kernel
constexpr std::uint64_t kMaxCopyBytes = 256ull << 20;
constexpr std::uint64_t kMinCopyBytes = 1ull << 20;
} // namespace

double DeviceRoofs::attainableGflops(double flopsPerByte) const
{
    return std::min(peakGflops, flopsPerByte * bandwidthGBs);
}

using detail::RegblockParams;
using detail::RegblockPath;

double regblockDesignIntensity(const RegblockParams &params)
{
    // The block of C one work-item (CPU path) or one work-group (GPU path) computes, R x C
    // floats, reads R floats of A and C of B from global memory per step of K.
    const double rows =
        params.path == RegblockPath::Cpu ? params.cpu.mb * params.cpu.mr : params.gpu.mwg;
    const double cols =
        params.path == RegblockPath::Cpu ? params.cpu.nb * params.cpu.nr : params.gpu.nwg;
    return 2.0 * rows * cols / (4.0 * (rows + cols));
}

double designArithmeticIntensity(const std::string &variant, bool cpuDevice,
                                 const std::string &parameters)
{
    if (variant == "opencl-naive")
        return 2.0 / 8.0;
    if (variant == "opencl-tiled")
        return 16.0 / 4.0; // TS = 16 (kernels/gemm_tiled.cl)
    if (variant != "opencl-regblock")
        return -1;
    // The set it ran with, as the benchmark reports it; else the default of the device's path.
    DeviceInfo device;
    device.type = cpuDevice ? DeviceType::Cpu : DeviceType::Gpu;
    RegblockParams params;
    params.path = cpuDevice ? RegblockPath::Cpu : RegblockPath::Gpu;
    params.cpu = detail::defaultRegblockCpuParams(device);
    params.gpu = detail::defaultRegblockGpuParams(device);
    if (!parameters.empty()) {
        try {
            params = detail::parseRegblockParams(parameters, device);
        } catch (const ComputeError &) {
            // Not a set this program writes: the default stands.
        }
    }
    return regblockDesignIntensity(params);
}

float fmaPeakReference(float seed, int iterations, int chains)
{
    const float a[4] = {seed, seed * 0.5f, seed * 0.25f, seed * 0.125f};
    float total[4] = {0, 0, 0, 0};
    for (int lane = 0; lane < 4; ++lane) {
        std::vector<float> x(std::size_t(std::max(1, chains)));
        for (std::size_t c = 0; c < x.size(); ++c)
            x[c] = a[lane] + 0.1f * float(c + 1);
        for (int i = 0; i < iterations; ++i)
            for (float &value : x)
                value = std::fma(value, a[lane], 0.25f);
        float sum = x[0];
        for (std::size_t c = 1; c < x.size(); ++c)
            sum += x[c];
        total[lane] = sum;
    }
    return (total[0] + total[1]) + (total[2] + total[3]);
}

FmaShape fmaShapeFor(const DeviceInfo &info)
{
    FmaShape shape;
    shape.fused = info.fmaFloat;
    if (info.type != DeviceType::Cpu)
        return shape;
    const unsigned native = std::max(info.nativeVectorWidthFloat, info.preferredVectorWidthFloat);
    shape.width = native >= 16 ? 16 : 8;
    shape.chains = 12;
    return shape;
}

std::size_t peakWorkItemsFor(std::size_t workItems, double seconds, std::size_t most)
{
    // Aim at twice the target (the rate varies), growing at most 64-fold per try.
    const double factor = seconds > 0 ? 2.0 * kPeakRunSeconds / seconds : 64.0;
    const double grown = double(workItems) * std::clamp(factor, 2.0, 64.0);
    return std::max(workItems, std::size_t(std::min(grown, double(most))));
}

namespace {
// The best rate of `rates` and how far the slowest fell below it (see DeviceRoofs).
std::pair<double, double> bestAndSpread(const std::vector<double> &rates)
{
    if (rates.empty())
        return {0, 0};
    const auto [low, high] = std::minmax_element(rates.begin(), rates.end());
    return {*high, *high > 0 ? (*high - *low) / *high : 0};
}
} // namespace

DeviceRoofs measureRoofs(ClDevice &device, const CancelToken &cancel, int repeats)
{
    DeviceRoofs roofs;
    roofs.repeats = std::max(1, repeats);
    const DeviceInfo &info = device.info();
    // Vector width: CPUs need vectors as wide as their SIMD per work-item (an AVX-512 core
    // measured with float8 showed half its peak: 116 GFLOP/s while the GEMM reached 237); on
    // GPUs the work-items themselves are the lanes. A GPU hides latency with other work-items.
    const bool cpu = info.type == DeviceType::Cpu;
    const FmaShape shape = fmaShapeFor(info);
    const int width = shape.width;
    const int chains = shape.chains;
    roofs.fmaWidth = width;
    roofs.fmaChains = chains;
    const cl_program program =
        device
            .program("roofline", "-DFMA_ITERS=" + std::to_string(kFmaIterations) +
                                     " -DFMA_WIDTH=" + std::to_string(width) +
                                     " -DFMA_CHAINS=" + std::to_string(chains) +
                                     " -DFMA_FUSED=" + (shape.fused ? "1" : "0"))
            .program;

    // Bandwidth: a copy far larger than any cache, within what the device lets us allocate.
    std::uint64_t bytes =
        std::min<std::uint64_t>({kMaxCopyBytes, info.maxAllocBytes / 2, info.globalMemBytes / 8});
    bytes = std::max(kMinCopyBytes, bytes / 16 * 16);
    roofs.copyBytes = bytes;
    {
        ClBuffer in = device.buffer(bytes, CL_MEM_READ_ONLY);
        ClBuffer out = device.buffer(bytes, CL_MEM_WRITE_ONLY);
        device.fill(in, 1.0f, bytes);
        ClKernel copy = device.kernel(program, "stream_copy");
        setKernelArgs(copy.get(), in, out);
        const std::size_t global = bytes / 16;
        std::vector<double> rates;
        for (int r = 0; r <= roofs.repeats; ++r) { // r = 0: warm-up
            cancel.throwIfCancelled();
            ClEvent event = device.launch(copy.get(), 1, &global, nullptr);
            device.finish();
            const double seconds = eventSeconds(event.get());
            if (r > 0 && seconds > 0)
                rates.push_back(2.0 * double(bytes) / seconds / 1e9);
        }
        std::tie(roofs.bandwidthGBs, roofs.bandwidthSpread) = bestAndSpread(rates);
    }

    // Peak arithmetic: enough work-items to fill every compute unit many times over, and enough
    // of them that one run lasts kPeakRunSeconds: a launch costs tens of microseconds on PoCL, and
    // a run of 0.1 ms (128 work-items on two cores) lost a tenth of the peak to it, which put
    // opencl-regblock above the roof.
    std::size_t workItems = std::size_t(std::max(1u, info.computeUnits)) * (cpu ? 64 : 4096);
    {
        ClKernel fma = device.kernel(program, "fma_peak");
        const float seed = 0.999f;
        const double flopsPerItem = double(kFmaIterations) * chains * width * 2.0;
        ClBuffer out;
        std::size_t allocated = 0;
        // On a CPU, work-groups of one make PoCL run each work-item as a plain loop nest whose
        // vectors map straight onto SIMD registers (as opencl-regblock does).
        const std::size_t one = 1;
        auto launch = [&] {
            if (allocated != workItems) {
                out = device.buffer(workItems * sizeof(float));
                allocated = workItems;
                setKernelArgs(fma.get(), out, seed);
            }
            cancel.throwIfCancelled();
            ClEvent event = device.launch(fma.get(), 1, &workItems, cpu ? &one : nullptr);
            device.finish();
            return eventSeconds(event.get());
        };
        const std::size_t most = std::max(
            workItems, std::min<std::size_t>(kMaxFmaWorkItems, info.maxAllocBytes / sizeof(float)));
        for (double seconds = launch(); seconds < kPeakRunSeconds && workItems < most;
             seconds = launch())
            workItems = peakWorkItemsFor(workItems, seconds, most);
        roofs.fmaWorkItems = workItems;
        std::vector<double> rates;
        double fastest = 0;
        for (int r = 0; r < roofs.repeats; ++r) { // the sizing runs above were the warm-up
            const double seconds = launch();
            if (seconds > 0) {
                rates.push_back(double(workItems) * flopsPerItem / seconds / 1e9);
                fastest = fastest > 0 ? std::min(fastest, seconds) : seconds;
            }
        }
        roofs.peakRunSeconds = fastest;
        // The kernel really ran the chains: check one work-item against the host.
        std::vector<float> result(workItems);
        device.read(out, result.data(), workItems * sizeof(float));
        const float expected = fmaPeakReference(seed, kFmaIterations, chains) * float(width / 4);
        if (!(std::abs(result[0] - expected) <= 1e-3f * std::max(1.0f, std::abs(expected))))
            throw ComputeError(ErrorKind::Runtime, "fma_peak computed " +
                                                       std::to_string(result[0]) + " where " +
                                                       std::to_string(expected) + " was expected");
        std::tie(roofs.peakGflops, roofs.peakSpread) = bestAndSpread(rates);
    }
    return roofs;
}

} // namespace gpulab
