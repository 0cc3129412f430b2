// Measuring the device's roofs (see roofline.h).
#include "compute/roofline.h"

#include "compute/cldevice.h"
#include "compute/devices.h"
#include "compute/errors.h"
#include "compute/opencl.h"

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

double designArithmeticIntensity(const std::string &variant, bool cpuDevice)
{
    if (variant == "opencl-naive")
        return 2.0 / 8.0;
    if (variant == "opencl-tiled")
        return 16.0 / 4.0; // TS = 16 (kernels/gemm_tiled.cl)
    if (variant == "opencl-regblock") {
        const double mb = cpuDevice ? 16 : 1, nb = cpuDevice ? 8 : 1; // as clgemm.cpp sets them
        return 2.0 * 96.0 * mb * nb / (4.0 * (6.0 * mb + 16.0 * nb));
    }
    return -1;
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
    if (info.type != DeviceType::Cpu)
        return shape;
    const unsigned native = std::max(info.nativeVectorWidthFloat, info.preferredVectorWidthFloat);
    shape.width = native >= 16 ? 16 : 8;
    shape.chains = 12;
    return shape;
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
                                     " -DFMA_CHAINS=" + std::to_string(chains))
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

    // Peak arithmetic: enough work-items to fill every compute unit many times over.
    const std::size_t workItems = std::size_t(std::max(1u, info.computeUnits)) * (cpu ? 64 : 4096);
    roofs.fmaWorkItems = workItems;
    {
        ClBuffer out = device.buffer(workItems * sizeof(float));
        ClKernel fma = device.kernel(program, "fma_peak");
        const float seed = 0.999f;
        setKernelArgs(fma.get(), out, seed);
        std::vector<double> rates;
        for (int r = 0; r <= roofs.repeats; ++r) {
            cancel.throwIfCancelled();
            // On a CPU, work-groups of one make PoCL run each work-item as a plain loop nest
            // whose vectors map straight onto SIMD registers (as opencl-regblock does).
            const std::size_t one = 1;
            ClEvent event = device.launch(fma.get(), 1, &workItems, cpu ? &one : nullptr);
            device.finish();
            const double seconds = eventSeconds(event.get());
            const double flops = double(workItems) * kFmaIterations * chains * width * 2.0;
            if (r > 0 && seconds > 0)
                rates.push_back(flops / seconds / 1e9);
        }
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
