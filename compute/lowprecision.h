// Low-precision matrix-product experiments for the Tensor Cores lesson and `gpulab-cli
// precision`: what rounding the inputs to FP16/BF16/FP8 costs, and why tensor cores accumulate
// in FP32. Everything runs on the CPU with the exact codec of formats.h, deterministic for a
// seed, on the calling thread, polling a CancelToken between rows (ComputeError(Cancelled)).
//
// The product experiment: A and B are N x N with entries drawn uniformly from [-1, 1) as
// doubles (std::mt19937_64 seeded with `seed` for A and `seed + 1` for B, 53 random bits each).
// The reference C_ref = A x B is computed in float64 from these ORIGINAL inputs. Then A and B
// are rounded once to the format and multiplied with one of two accumulations:
//   - Fp32 ("fp32", like a tensor core): the products of two rounded inputs are exact in FP32
//     for every format narrower than FP32 (2 x 11 significant bits <= 24), and the running sum
//     is rounded to FP32 after every add. For FP32 inputs it is a float multiply then a float
//     add (SGEMM without FMA).
//   - Low ("low"): the running sum is rounded to the format itself after every multiply-add
//     (c = round(c + a * b), the product exact in double, one rounding per step).
// The k-sum runs in ascending k for every element in both cases.
//
// Block-scaled and integer inputs (blockquant.h: MXFP8/6/4, NVFP4, INT8/INT4 per tensor or per
// channel) run with FP32 accumulation only, as tensor cores run them: A is quantised along its
// rows and B along its columns, so that every block (and every INT channel) runs along k, the
// dimension the dot products sum over; each input is dequantised to FP32 (its element times its
// scales) and the products are summed in FP32 as above. The hardware applies the scales per block
// of partial sums instead; the two differ only at FP32's rounding (2^-24 relative), far below
// the 4-8-bit formats' own error. The reference is the same float64 product.
#pragma once

#include "compute/blockquant.h"
#include "compute/cancel.h"
#include "compute/formats.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace gpulab::fp {

enum class Accumulation : std::uint8_t { Fp32, Low };
const char *accumulationName(Accumulation a); // "fp32", "low"
std::optional<Accumulation> findAccumulation(std::string_view name);

// The inputs of one size: original doubles and their float64 product.
struct PrecisionInputs
{
    int n = 0;
    std::vector<double> a, b;    // row-major N x N, uniform in [-1, 1)
    std::vector<double> product; // C_ref = A x B in float64
};
// Throws ComputeError(Usage) for n < 1, ComputeError(Cancelled) when cancelled.
PrecisionInputs makePrecisionInputs(int n, std::uint64_t seed, const RunControl &control = {});

struct ProductError
{
    double maxAbsError = 0;       // max |C - C_ref|
    double relFrobeniusError = 0; // ||C - C_ref||_F / ||C_ref||_F (infinity when C has NaN/inf)
    double medianRelError = 0;    // median over elements of |C - C_ref| / |C_ref| (C_ref != 0)
    int nonFinite = 0;            // elements of C that are NaN or infinite (overflow)
};
ProductError productError(const std::vector<float> &c, const std::vector<double> &reference);

// C = round(A) x round(B) with the given accumulation; `control.progress` gets the fraction of
// rows done. Throws ComputeError(Cancelled).
std::vector<float> lowPrecisionProduct(const PrecisionInputs &inputs, const FormatSpec &format,
                                       Accumulation accumulation, const RunControl &control = {});
// C = Q(A) x Q(B) with A quantised along its rows and B along its columns (blocks along k), the
// products summed in FP32. Throws ComputeError(Cancelled).
std::vector<float> blockScaledProduct(const PrecisionInputs &inputs, const SchemeSpec &scheme,
                                      const RunControl &control = {});

struct PrecisionConfig
{
    std::vector<int> sizes{64, 128, 256};
    std::vector<Format> formats{Format::Fp32, Format::Tf32,    Format::Bf16,
                                Format::Fp16, Format::Fp8E4M3, Format::Fp8E5M2};
    std::vector<Accumulation> accumulations{Accumulation::Fp32, Accumulation::Low};
    // Block-scaled and integer inputs, after the formats; FP32 accumulation only (none by
    // default).
    std::vector<Scheme> schemes;
    std::uint64_t seed = 20261121;
};

struct PrecisionResult
{
    int n = 0;
    Format format = Format::Fp32; // with a scheme: its element format
    std::optional<Scheme> scheme; // block-scaled or integer inputs (then Fp32 accumulation)
    Accumulation accumulation = Accumulation::Fp32;
    ProductError error;
    double seconds = 0; // rounding the inputs + the product (not the reference)
};

struct PrecisionEvent
{
    enum class Kind { Reference, Running, Finished };
    Kind kind = Kind::Running;
    int n = 0;
    Format format = Format::Fp32;
    std::optional<Scheme> scheme;
    Accumulation accumulation = Accumulation::Fp32;
    double fraction = 0;        // of this product
    double overallFraction = 0; // of the whole experiment (weighted by the work of each run)
    const PrecisionResult *result = nullptr; // with Finished; valid during the call only
};

// The inputs' name: the scheme's when there is one ("mxfp4", "MXFP4"), else the format's.
const char *inputName(Format format, const std::optional<Scheme> &scheme);
const char *inputDisplayName(Format format, const std::optional<Scheme> &scheme);

struct PrecisionReport
{
    // Size-major; per size every format with each accumulation, then every scheme.
    std::vector<PrecisionResult> results;
    bool cancelled = false; // results holds what finished before the cancel
};

// Every size x format x accumulation of `config`, and every size x scheme; one reference per size.
// `onEvent` is called on the calling thread. Throws ComputeError(Usage) for a size < 1; a cancel
// ends the run with `cancelled` set rather than throwing.
PrecisionReport
runPrecisionExperiment(const PrecisionConfig &config, const CancelToken &cancel,
                       const std::function<void(const PrecisionEvent &)> &onEvent = {});

// ------------------------------------------------------------------ accumulation stagnation

// Adding `count` copies of `addend`, rounding after every add. Three accumulators run side by
// side over the same addend as the format stores it: naive (sum in the format), FP32 (sum in
// FP32, like a tensor core's accumulator) and Kahan (compensated summation with every operation
// rounded to the format).
struct StagnationConfig
{
    Format format = Format::Bf16;
    double addend = 0.01;
    std::int64_t count = 100000;
    int samples = 200; // points of the sampled series (at least 2: the first add and the last)
};

struct StagnationSample
{
    std::int64_t step = 0; // additions done
    double naive = 0;
    double fp32 = 0;
    double kahan = 0;
    double exact = 0; // step x addend, exact arithmetic (double)
};

struct StagnationResult
{
    double addend = 0;       // as given
    double storedAddend = 0; // rounded to the format
    double exact = 0;        // count x addend
    double exactStored = 0;  // count x storedAddend
    double naiveSum = 0;     // the three accumulators after `count` adds
    double fp32Sum = 0;
    double kahanSum = 0;
    // The naive sum stopped growing: after `stallStep` adds it had reached `stallValue` and no
    // later add changed it (round(s + a) == s, or s overflowed). -1 when it never stalled.
    std::int64_t stallStep = -1;
    double stallValue = 0;
    std::vector<StagnationSample> series;
    double seconds = 0;
};

// Throws ComputeError(Usage) for count < 1 or a non-finite addend, ComputeError(Cancelled).
// Once all three accumulators stop changing the rest of the sum is known without adding, so
// counts of billions finish at once when the sum stalls early.
StagnationResult runStagnation(const StagnationConfig &config, const RunControl &control = {});

} // namespace gpulab::fp
