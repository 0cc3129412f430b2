// GEMV against GEMM on one device (see gemv.h).
#include "compute/gemv.h"

#include "compute/benchmark.h"
#include "compute/cldevice.h"
#include "compute/errors.h"
#include "compute/matrix.h"
#include "compute/opencl.h"
#include "compute/sizeguard.h"
#include "compute/timing.h"
#include "compute/variants.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpulab {

const char *gemvStageName(GemvEvent::Stage stage)
{
    switch (stage) {
    case GemvEvent::Stage::Building: return "building";
    case GemvEvent::Stage::Gemv: return "gemv";
    case GemvEvent::Stage::Reference: return "reference";
    case GemvEvent::Stage::Gemm: return "gemm";
    }
    return "?";
}

double gemvFlops(int n)
{
    return 2.0 * double(n) * double(n);
}

double gemvBytes(int n)
{
    return 4.0 * (double(n) * double(n) + 2.0 * double(n)); // A, x read; y written
}

double gemmFlops(int n)
{
    return 2.0 * double(n) * double(n) * double(n);
}

double gemmBytes(int n)
{
    return 12.0 * double(n) * double(n); // A, B read; C written
}

std::vector<double> referenceGemv(int n, const std::vector<float> &a, const std::vector<float> &x,
                                  const CancelToken *cancel)
{
    const std::size_t un = std::size_t(n);
    std::vector<double> y(un, 0.0);
    for (std::size_t i = 0; i < un; ++i) {
        if (cancel && i % 256 == 0)
            cancel->throwIfCancelled();
        const float *row = a.data() + i * un;
        double sum = 0.0;
        for (std::size_t j = 0; j < un; ++j)
            sum += double(row[j]) * double(x[j]);
        y[i] = sum;
    }
    return y;
}

std::vector<float> firstColumn(int n, const std::vector<float> &b)
{
    const std::size_t un = std::size_t(n);
    std::vector<float> x(un);
    for (std::size_t i = 0; i < un; ++i)
        x[i] = b[i * un];
    return x;
}

ProductCheck checkProduct(const std::vector<float> &result, const std::vector<double> &reference)
{
    ProductCheck check;
    check.relError = result.size() == reference.size() ? relativeError(result, reference)
                                                       : std::numeric_limits<double>::infinity();
    check.verified = check.relError <= kMaxRelativeError;
    return check;
}

int gemvLocalSize(bool cpuDevice, std::size_t maxWorkGroupSize)
{
    int ls = cpuDevice ? 64 : 128;
    while (ls > 1 && std::size_t(ls) > maxWorkGroupSize)
        ls /= 2;
    return ls;
}

namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : 0.5 * (values[mid - 1] + values[mid]);
}

// The GEMV's copies of A: together at least kGemvStreamBytes, within half the device's memory.
int gemvCopies(std::uint64_t matrixBytes, std::uint64_t deviceBytes)
{
    const std::uint64_t wanted = (kGemvStreamBytes + matrixBytes - 1) / matrixBytes;
    const std::uint64_t room = std::max<std::uint64_t>(1, deviceBytes / 2 / matrixBytes);
    return int(std::clamp<std::uint64_t>(std::min(wanted, room), 1, 64));
}

} // namespace

GemvReport measureGemv(ClDevice &device, const GemvConfig &config, const CancelToken &cancel,
                       const std::function<void(const GemvEvent &)> &onEvent)
{
    const int n = config.n;
    if (n < 1 || n > kMaxGemvN)
        throw ComputeError(ErrorKind::Usage, "gemv: N must be from 1 to " +
                                                 std::to_string(kMaxGemvN) + " (got " +
                                                 std::to_string(n) + ")");
    if (config.repeats < 1)
        throw ComputeError(ErrorKind::Usage, "gemv: repeats must be at least 1");
    const VariantInfo *gemmInfo = findVariant(config.gemmVariant);
    if (!gemmInfo || gemmInfo->backend != Backend::OpenCl)
        throw ComputeError(ErrorKind::Usage, "gemv: '" + config.gemmVariant +
                                                 "' is not an OpenCL rung of the ladder "
                                                 "(e.g. opencl-regblock, opencl-tiled)");
    const DeviceInfo &info = device.info();
    const std::uint64_t matrixBytes = std::uint64_t(n) * std::uint64_t(n) * sizeof(float);
    if (matrixBytes > info.maxAllocBytes)
        throw ComputeError(ErrorKind::SizeLimit,
                           "gemv at N = " + std::to_string(n) + ": A (" + formatBytes(matrixBytes) +
                               ") is above " + info.name + "'s largest allocation (" +
                               formatBytes(info.maxAllocBytes) + ", CL_DEVICE_MAX_MEM_ALLOC_SIZE)");
    if (2 * matrixBytes > info.globalMemBytes)
        throw ComputeError(ErrorKind::SizeLimit,
                           "gemv at N = " + std::to_string(n) + " needs " +
                               formatBytes(2 * matrixBytes) + " on " + info.name + ", above its " +
                               formatBytes(info.globalMemBytes) + " (CL_DEVICE_GLOBAL_MEM_SIZE)");
    // A, B, x and the float64 products on the host, then the benchmark's own A, B, C and C64.
    const std::uint64_t hostNeed = 7 * matrixBytes;
    if (hostNeed > availableHostMemory())
        throw ComputeError(ErrorKind::SizeLimit, "gemv at N = " + std::to_string(n) + " needs " +
                                                     formatBytes(hostNeed) +
                                                     " of host memory, more than is available");

    auto emit = [&](GemvEvent::Stage stage, int run, double fraction) {
        if (onEvent)
            onEvent(GemvEvent{stage, run, std::clamp(fraction, 0.0, 1.0)});
    };
    // Shares of the whole for the progress bar: the GEMV is quick, the GEMM and its reference
    // are not.
    constexpr double kGemvShare = 0.2;
    constexpr double kReferenceShare = 0.1;

    GemvReport report;
    report.n = n;
    report.deviceName = info.name;
    ProductMeasurement &gv = report.gemv;
    gv.kernel = "gemv";
    gv.variant = "gemv";
    gv.n = n;
    gv.flops = gemvFlops(n);
    gv.bytes = gemvBytes(n);
    ProductMeasurement &gm = report.gemm;
    gm.kernel = "gemm";
    gm.variant = config.gemmVariant;
    gm.n = n;
    gm.flops = gemmFlops(n);
    gm.bytes = gemmBytes(n);

    try {
        // ---- GEMV
        {
            const std::vector<float> a = randomMatrix(n, config.seed);
            const std::vector<float> x = firstColumn(n, randomMatrix(n, config.seed + 1));
            const std::vector<double> reference = referenceGemv(n, a, x, &cancel);

            emit(GemvEvent::Stage::Building, 0, 0);
            const bool cpu = info.type == DeviceType::Cpu;
            const int ls = gemvLocalSize(cpu, info.maxWorkGroupSize);
            bool builtNow = false;
            const ClDevice::Built &built =
                device.program("gemv", "-DLS=" + std::to_string(ls), &builtNow);
            report.buildSeconds = builtNow ? built.buildSeconds : 0;
            // A CPU device streams a row per work-item (gemv_rows); a GPU a row per work-group.
            ClKernel kernel = device.kernel(built.program, cpu ? "gemv_rows" : "gemv");

            report.copies = gemvCopies(matrixBytes, info.globalMemBytes);
            std::vector<ClBuffer> copies;
            for (int c = 0; c < report.copies; ++c) {
                copies.push_back(device.buffer(matrixBytes, CL_MEM_READ_ONLY));
                device.write(copies.back(), a.data(), matrixBytes);
            }
            ClBuffer xBuffer = device.buffer(std::size_t(n) * sizeof(float), CL_MEM_READ_ONLY);
            device.write(xBuffer, x.data(), std::size_t(n) * sizeof(float));
            ClBuffer yBuffer = device.buffer(std::size_t(n) * sizeof(float));
            device.finish();

            StepSizer rows(std::max(1, n / 64)); // the first slice: a 64th of the rows
            std::vector<float> y(static_cast<std::size_t>(n));
            std::vector<double> seconds, deviceSeconds;
            double worst = 0;
            const int runs = config.repeats + 1; // run 0: the warm-up
            for (int run = 0; run < runs; ++run) {
                cancel.throwIfCancelled();
                device.fill(yBuffer, std::numeric_limits<float>::quiet_NaN(),
                            std::size_t(n) * sizeof(float));
                device.finish();
                const ClBuffer &aBuffer = copies[std::size_t(run) % copies.size()];
                double kernelSeconds = 0;
                const auto start = Clock::now();
                for (int row0 = 0; row0 < n;) {
                    cancel.throwIfCancelled();
                    const int slice = int(std::clamp<std::int64_t>(rows.next(), 1, n - row0));
                    const auto launched = Clock::now();
                    setKernelArgs(kernel.get(), cl_int(n), cl_int(row0), aBuffer, xBuffer, yBuffer);
                    const std::size_t global = std::size_t(slice) * std::size_t(cpu ? 1 : ls);
                    // On a CPU, work-groups of one: PoCL then runs each row as a plain loop whose
                    // vectors map onto SIMD registers (larger groups become gathers across rows).
                    const std::size_t local = cpu ? 1 : std::size_t(ls);
                    ClEvent event = device.launch(kernel.get(), 1, &global, &local);
                    device.finish();
                    rows.record(slice, since(launched));
                    kernelSeconds += eventSeconds(event.get());
                    row0 += slice;
                    emit(GemvEvent::Stage::Gemv, run,
                         kGemvShare * (double(run) + double(row0) / n) / runs);
                }
                const double wall = since(start);
                device.read(yBuffer, y.data(), std::size_t(n) * sizeof(float));
                const double error = checkProduct(y, reference).relError;
                worst = std::isnan(error) ? error : std::max(worst, error);
                if (run == 0)
                    continue;
                seconds.push_back(wall);
                deviceSeconds.push_back(kernelSeconds);
            }
            gv.repeats = int(seconds.size());
            gv.secondsMedian = median(seconds);
            gv.secondsMin = *std::min_element(seconds.begin(), seconds.end());
            gv.secondsMax = *std::max_element(seconds.begin(), seconds.end());
            gv.deviceSecondsMedian = median(deviceSeconds);
            gv.relError = worst;
            gv.verified = worst <= kMaxRelativeError;
            if (!gv.verified)
                gv.message = "relative error above the 1e-5 limit";
        }

        // ---- GEMM: the ladder's runner, one rung at N, the same A (seed) and B (seed + 1).
        emit(GemvEvent::Stage::Reference, 0, kGemvShare);
        BenchConfig bench;
        bench.sizes = {n};
        bench.variants = {config.gemmVariant};
        bench.repeats = config.repeats;
        bench.seed = config.seed;
        bench.verify = true;
        Benchmark benchmark(&device);
        const double runs = double(config.repeats + 1);
        const BenchReport result = benchmark.run(bench, cancel, [&](const BenchEvent &e) {
            switch (e.kind) {
            case BenchEvent::Kind::Reference:
                emit(GemvEvent::Stage::Reference, 0, kGemvShare);
                break;
            case BenchEvent::Kind::Building:
                emit(GemvEvent::Stage::Building, 0, kGemvShare + kReferenceShare);
                break;
            case BenchEvent::Kind::Running:
                emit(GemvEvent::Stage::Gemm, e.run,
                     kGemvShare + kReferenceShare +
                         (1 - kGemvShare - kReferenceShare) *
                             std::min(1.0, (e.run + e.fraction) / runs));
                break;
            case BenchEvent::Kind::Finished: break;
            }
        });
        report.cancelled = result.cancelled;
        if (!result.results.empty()) {
            const BenchResult &r = result.results.front();
            gm.parameters = r.parameters;
            gm.message = r.message;
            if (r.status == BenchResult::Status::Ok || r.status == BenchResult::Status::Failed) {
                gm.repeats = r.repeats;
                gm.secondsMedian = r.secondsMedian;
                gm.secondsMin = r.secondsMin;
                gm.secondsMax = r.secondsMax;
                gm.deviceSecondsMedian = r.deviceSecondsMedian;
                gm.relError = r.relError;
                gm.verified = r.verified;
            } else if (r.status == BenchResult::Status::Error) {
                throw ComputeError(ErrorKind::Runtime,
                                   "gemm (" + config.gemmVariant + "): " + r.message);
            }
        }
    } catch (const ComputeError &e) {
        if (e.kind() != ErrorKind::Cancelled)
            throw;
        report.cancelled = true;
    }
    report.cancelled = report.cancelled || cancel.cancelled();
    return report;
}

} // namespace gpulab
