// Decode against prefill on this device: the Training-vs-inference lesson's live measurement and
// `gpulab-cli gemv`. One N x N float32 matrix A (the weights of one layer), used two ways on one
// OpenCL device:
//
//   GEMV  y = A x      one token at batch 1 (decoding): every weight read once for one
//                      multiply-add: 2 N^2 FLOP over 4 (N^2 + 2N) bytes, about 0.5 FLOP/byte
//   GEMM  C = A B      N tokens at once (prefill, training): 2 N^3 FLOP over 12 N^2 bytes
//                      (A and B read once, C written once), N / 6 FLOP/byte
//
// The bytes are what the kernel must move at least (each input read once, the output written
// once): the traffic the roofline's intensity counts, not what caches add or save. x is the
// first column of B, so y is the first column of C.
//
// The GEMV is kernels/gemv.cl (a work-group per row on a GPU, a work-item per row on a CPU
// device), launched in slices of rows sized by measured time (StepSizer:
// cancel acts between slices); it reads one of several copies of A in turn, together at least
// kGemvStreamBytes, so every timed run streams its weights from memory rather than from a cache
// the last run filled (as a model's layers, together far larger than any cache, do). y is
// poisoned with NaN before every run and every run is verified against the float64 product.
// The GEMM is the ladder's own runner (Benchmark, benchmark.h) with one OpenCL rung at N
// (opencl-regblock by default): warm-up, repeats, every run verified against float64.
// Times are medians of the timed runs: wall clock with the data on the device (launch overheads
// count), as `gpulab-cli bench` reports them, and the OpenCL-profiled kernel time beside it.
#pragma once

#include "compute/cancel.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace gpulab {

class ClDevice;

constexpr int kMaxGemvN = 8192;
// The copies of A a GEMV cycles through hold together at least this much (one matrix when it is
// larger already): more than the last-level caches of the CPUs and GPUs GPU Lab meets.
constexpr std::uint64_t kGemvStreamBytes = std::uint64_t(256) << 20;

struct GemvConfig
{
    int n = 2048;
    int repeats = 5; // timed runs of each product after a warm-up
    std::uint64_t seed = 20261121;
    std::string gemmVariant = "opencl-regblock"; // an OpenCL rung of the ladder (variants.h)
};

// One product measured: its figures from the median time and the bytes it must move.
struct ProductMeasurement
{
    std::string kernel;  // "gemv" or "gemm"
    std::string variant; // "gemv" (kernels/gemv.cl) or the GEMM rung's id
    int n = 0;
    int repeats = 0; // timed runs behind the median (0: not measured)
    double secondsMedian = 0, secondsMin = 0, secondsMax = 0;
    double deviceSecondsMedian = -1; // OpenCL-profiled kernel time; -1 where not measured
    double flops = 0;                // floating-point operations of one product
    double bytes = 0;                // bytes it must move at least
    double relError = -1;            // the worst run against float64; -1: not verified
    bool verified = false;           // every run within kMaxRelativeError (matrix.h)
    std::string message;             // why it failed or was not measured
    std::string parameters;          // the GEMM rung's parameter set, as the benchmark reports

    bool measured() const { return repeats > 0 && secondsMedian > 0; }
    double gflops() const { return measured() ? flops / secondsMedian / 1e9 : 0; }
    double gbs() const { return measured() ? bytes / secondsMedian / 1e9 : 0; }
    double intensity() const { return bytes > 0 ? flops / bytes : 0; } // FLOP per byte
};

struct GemvReport
{
    int n = 0;
    std::string deviceName;
    ProductMeasurement gemv;
    ProductMeasurement gemm;
    int copies = 0;          // copies of A the GEMV cycled through
    double buildSeconds = 0; // the GEMV kernel's build (0 when it was built before)
    bool cancelled = false;
    bool verified() const { return gemv.verified && gemm.verified; }
};

struct GemvEvent
{
    enum class Stage { Building, Gemv, Reference, Gemm };
    Stage stage = Stage::Gemv;
    int run = 0;         // 0 = the warm-up, then 1..repeats (Gemv, Gemm)
    double fraction = 0; // of the whole measurement, 0..1
};
const char *gemvStageName(GemvEvent::Stage stage); // "building", "gemv", "reference", "gemm"

// What each product must do and move (see the top of this file).
double gemvFlops(int n);
double gemvBytes(int n);
double gemmFlops(int n);
double gemmBytes(int n);

// y = A x in float64 (A row-major n x n); checks `cancel` between rows.
std::vector<double> referenceGemv(int n, const std::vector<float> &a, const std::vector<float> &x,
                                  const CancelToken *cancel = nullptr);
// x of the measurement: column 0 of B (B = randomMatrix(n, seed + 1), as the benchmark makes it).
std::vector<float> firstColumn(int n, const std::vector<float> &b);

// One run's result against the float64 product: the relative error (matrix.h: NaN or infinity
// anywhere, such as a row the kernel never wrote over the NaN poison, give infinity) and whether
// it is within kMaxRelativeError.
struct ProductCheck
{
    double relError = 0;
    bool verified = false;
};
ProductCheck checkProduct(const std::vector<float> &result, const std::vector<double> &reference);

// The work-items per row of kernels/gemv.cl for a device's largest work-group: 64 on a CPU device,
// 128 on a GPU, halved until it fits.
int gemvLocalSize(bool cpuDevice, std::size_t maxWorkGroupSize);

// Runs both products on `device`. Throws ComputeError: Usage (N out of 1..kMaxGemvN, repeats < 1,
// a GEMM variant that is not an OpenCL rung), SizeLimit (A above the device's largest
// allocation or memory), Build, Runtime. Cancellation returns what finished with `cancelled`.
// A product that computed a wrong result is reported (verified false, message), never thrown.
GemvReport measureGemv(ClDevice &device, const GemvConfig &config, const CancelToken &cancel,
                       const std::function<void(const GemvEvent &)> &onEvent = {});

} // namespace gpulab
