// Block-scaled and integer quantisation of a tensor (tensorgen.h), quantise -> dequantise, with
// the error it costs and the bits it takes. Sources:
//   - OCP Microscaling Formats (MX) Specification v1.0 (Open Compute Project, September 2023):
//     MXFP8 (E4M3, E5M2), MXFP6 (E2M3, E3M2) and MXFP4 (E2M1) elements in blocks of 32 that
//     share one E8M0 scale X = 2^shared_exp. Section 6.3: shared_exp = floor(log2(max |V_i|)) -
//     emax, where emax is the exponent of the element format's largest normal (E4M3 8, E5M2
//     15, E2M3 2, E3M2 4, E2M1 2); then every P_i = V_i / X is rounded to the element format
//     (to nearest, ties to even) and clamped to its largest normal where it is larger.
//   - NVIDIA, "Introducing NVFP4 for Efficient and Accurate Low-Precision Inference" (NVIDIA
//     Technical Blog, June 2025) and the Transformer Engine documentation: E2M1 elements in
//     blocks of 16, each with an FP8 E4M3 scale, and one FP32 scale for the whole tensor. The
//     tensor scale is amax(tensor) / (448 x 6), so that every block scale fits E4M3; a block's
//     scale is E4M3(amax(block) / 6 / tensor scale); elements are E2M1(V / (block scale x
//     tensor scale)), clamped to +-6.
//   - Symmetric absmax INT8/INT4, per tensor or per channel (row), for contrast: scale = amax /
//     127 (INT4: / 7) held in FP32, q = round(V / scale) clamped to +-127 (+-7).
// Edge cases, as the MX spec has them: an all-zero block gets the smallest scale (2^-127, 0x00)
// and zero elements; a block whose values are all so small that shared_exp would be below -127
// gets 2^-127 and its elements round (mostly to zero); a block holding a NaN or an infinity gets
// the NaN scale (0xff) and then, the spec says, every element of the block is NaN. NVFP4: a block
// with NaN or infinity gets the E4M3 NaN scale (the same rule); a block whose scale rounds to zero
// in E4M3 dequantises to zeros. The INT schemes: a non-finite value makes its tensor/channel NaN.
// Blocks run along a row; the last block of a row may be shorter when the columns are not a
// multiple of the block size, and takes its scale from what it has.
#pragma once

#include "compute/cancel.h"
#include "compute/formats.h"
#include "compute/tensorgen.h"

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace gpulab::fp {

enum class Scheme : std::uint8_t {
    Mxfp8E4M3,
    Mxfp8E5M2,
    Mxfp6E2M3,
    Mxfp6E3M2,
    Mxfp4,
    Nvfp4,
    Int8Tensor,
    Int8Channel,
    Int4Tensor,
    Int4Channel,
};

enum class ScaleKind : std::uint8_t {
    E8M0Block,      // MX: a power of two per block
    E4M3BlockFp32,  // NVFP4: E4M3 per block x one FP32 per tensor
    Fp32PerTensor,  // INT: one FP32 scale
    Fp32PerChannel, // INT: one FP32 scale per row
};

struct SchemeSpec
{
    Scheme id;
    const char *name;        // "mxfp4": CLI and JSON
    const char *displayName; // "MXFP4": UI
    Format element;
    ScaleKind scale;
    int blockSize; // 32 (MX), 16 (NVFP4); 0 for the INT schemes (a tensor or a row)
    int scaleBits; // bits of one block/channel/tensor scale: 8 (E8M0, E4M3) or 32 (FP32)
};

// In the order of the enum.
std::span<const SchemeSpec> allSchemes();
const SchemeSpec &schemeSpec(Scheme scheme);
// By `name` (ASCII case ignored); null when unknown.
const SchemeSpec *findScheme(std::string_view name);

// -------------------------------------------------------------------------- one MX block

// One block quantised the MX way: the E8M0 scale pattern and the element patterns.
struct MxBlock
{
    std::uint32_t scaleBits = 0; // E8M0; 0xff: NaN
    int sharedExponent = 0;      // scaleBits - 127 (meaningless for NaN)
    std::vector<std::uint32_t> elements;
    int saturated = 0; // elements clamped to the element format's max
};
// Quantises `values` (any count >= 1, normally 32) with element format `element` per OCP MX v1.0
// section 6.3.
MxBlock quantiseMxBlock(std::span<const double> values, const FormatSpec &element);
// The value of element i of an MX block: decode(element) x 2^shared_exp; NaN when the scale is.
double mxValue(const FormatSpec &element, std::uint32_t scaleBits, std::uint32_t elementBits);
// The largest value an MX block with scale pattern `scaleBits` can hold: max finite x scale.
double mxLargest(const FormatSpec &element, std::uint32_t scaleBits);

// -------------------------------------------------------------------------- whole tensors

struct QuantStats
{
    double relFrobeniusError = 0; // ||Q - V||_F / ||V||_F over finite elements (0 if V is 0)
    double maxAbsError = 0;       // max |Q - V| over finite elements
    double snrDb = 0;             // 10 log10(sum V^2 / sum (Q - V)^2); +inf when exact
    double zeroShare = 0;         // share of elements whose quantised value is 0
    double flushedShare = 0;      // share of nonzero elements that became 0
    double saturatedShare = 0;    // share of elements clamped to the element format's max
    double bitsPerElement = 0;    // element bits + every scale's bits, per element
    std::int64_t elements = 0;
    std::int64_t scales = 0;      // block, channel or tensor scales stored (NVFP4: + 1 FP32)
    std::int64_t nanElements = 0; // elements in NaN blocks (NaN or infinite inputs)
};

struct QuantisedTensor
{
    const SchemeSpec *scheme = nullptr;
    int rows = 0, cols = 0;
    std::vector<double> values;          // dequantised, row-major
    std::vector<std::uint32_t> elements; // element patterns, row-major
    // One scale per block (row-major, blocksPerRow per row), per row (per channel) or one
    // (per tensor): its decoded value (NaN for a NaN scale) and its pattern (E8M0, E4M3 or the
    // FP32 bits).
    std::vector<double> scales;
    std::vector<std::uint32_t> scaleBits;
    int blocksPerRow = 1;
    double tensorScale = 1; // NVFP4's FP32 per-tensor scale (1 for the others)
    QuantStats stats;
};

// Bits per element of a scheme for a rows x cols tensor, every scale included: MXFP4 4.25 when
// cols is a multiple of 32, NVFP4 4.5 + 32 / (rows x cols), INT8 per tensor 8 + 32 / (rows x
// cols), per channel 8 + 32 / cols.
double bitsPerElement(const SchemeSpec &scheme, int rows, int cols);

// Quantises and dequantises. Polls `control` between rows (ComputeError(Cancelled)) and reports
// the fraction of rows done. Throws ComputeError(Usage) for an empty tensor.
QuantisedTensor quantise(const Tensor &tensor, const SchemeSpec &scheme,
                         const RunControl &control = {});

// The error figures of `quantised` against `original` (same shape), as QuantStats.
void measureError(const Tensor &original, QuantisedTensor &quantised);

} // namespace gpulab::fp
