#include "compute/blockquant.h"

#include "compute/errors.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <functional>
#include <limits>

namespace gpulab::fp {

namespace {

// clang-format off
constexpr SchemeSpec kSchemes[] = {
    // id                   name            display          element           scale                      block scale bits
    {Scheme::Mxfp8E4M3,   "mxfp8_e4m3",   "MXFP8 E4M3",    Format::Fp8E4M3, ScaleKind::E8M0Block,      32, 8},
    {Scheme::Mxfp8E5M2,   "mxfp8_e5m2",   "MXFP8 E5M2",    Format::Fp8E5M2, ScaleKind::E8M0Block,      32, 8},
    {Scheme::Mxfp6E2M3,   "mxfp6_e2m3",   "MXFP6 E2M3",    Format::Fp6E2M3, ScaleKind::E8M0Block,      32, 8},
    {Scheme::Mxfp6E3M2,   "mxfp6_e3m2",   "MXFP6 E3M2",    Format::Fp6E3M2, ScaleKind::E8M0Block,      32, 8},
    {Scheme::Mxfp4,       "mxfp4",        "MXFP4",         Format::Fp4E2M1, ScaleKind::E8M0Block,      32, 8},
    {Scheme::Nvfp4,       "nvfp4",        "NVFP4",         Format::Fp4E2M1, ScaleKind::E4M3BlockFp32,  16, 8},
    {Scheme::Int8Tensor,  "int8",         "INT8 per tensor", Format::Int8,  ScaleKind::Fp32PerTensor,  0,  32},
    {Scheme::Int8Channel, "int8_channel", "INT8 per channel", Format::Int8, ScaleKind::Fp32PerChannel, 0,  32},
    {Scheme::Int4Tensor,  "int4",         "INT4 per tensor", Format::Int4,  ScaleKind::Fp32PerTensor,  0,  32},
    {Scheme::Int4Channel, "int4_channel", "INT4 per channel", Format::Int4, ScaleKind::Fp32PerChannel, 0,  32},
};
// clang-format on

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// The largest magnitude of `values`, or NaN when one of them is NaN or infinite.
double absMax(std::span<const double> values)
{
    double amax = 0;
    for (double v : values) {
        if (!std::isfinite(v))
            return kNaN;
        amax = std::max(amax, std::fabs(v));
    }
    return amax;
}

double toFloat(double x)
{
    return double(float(x));
}

} // namespace

std::span<const SchemeSpec> allSchemes()
{
    return kSchemes;
}

const SchemeSpec &schemeSpec(Scheme scheme)
{
    for (const SchemeSpec &s : kSchemes)
        if (s.id == scheme)
            return s;
    return kSchemes[0];
}

const SchemeSpec *findScheme(std::string_view name)
{
    for (const SchemeSpec &s : kSchemes)
        if (sameNameIgnoringCase(name, s.name))
            return &s;
    return nullptr;
}

namespace {

// A group's scale: what its elements are divided by (value), what is stored (stored: the E8M0 or
// E4M3 or FP32 value itself) and its pattern. NaN value: the group is NaN; 0: the group is zero.
struct GroupScale
{
    double value = 1;
    double stored = 1;
    std::uint32_t bits = 0;
};

// OCP MX v1.0 section 6.3: 2^(floor(log2 amax) - emax), clamped to E8M0's range; the NaN scale
// for a group holding NaN or infinity; the smallest scale for an all-zero group.
GroupScale mxScale(std::span<const double> values, const FormatSpec &element, int *shared)
{
    const FormatSpec &e8m0 = formatSpec(Format::E8M0);
    const double amax = absMax(values);
    if (std::isnan(amax)) {
        *shared = 0;
        return {kNaN, kNaN, *nanPattern(e8m0)};
    }
    const int emax = properties(element).maxExponent;
    *shared = std::clamp(amax > 0 ? std::ilogb(amax) - emax : -127, -127, 127);
    const double scale = std::ldexp(1.0, *shared);
    return {scale, scale, std::uint32_t(*shared + 127)};
}

// The elements of one group: encoded after dividing by the scale (exact for a power of two),
// clamped to the element's max; NaN for a NaN scale, zeros for a zero one. Returns the clamped
// count.
int quantiseGroup(std::span<const double> values, const FormatSpec &element,
                  const GroupScale &scale, std::uint32_t *bits, double *dequantised)
{
    int saturated = 0;
    for (std::size_t i = 0; i < values.size(); ++i) {
        bits[i] = 0;
        if (std::isnan(scale.value)) {
            dequantised[i] = kNaN;
            continue;
        }
        if (scale.value == 0) {
            dequantised[i] = 0;
            continue;
        }
        const Encoded e = encode(element, values[i] / scale.value, OverflowMode::Saturate);
        bits[i] = e.bits;
        saturated += e.overflow ? 1 : 0;
        dequantised[i] = decode(element, e.bits) * scale.value;
    }
    return saturated;
}

} // namespace

MxBlock quantiseMxBlock(std::span<const double> values, const FormatSpec &element)
{
    MxBlock block;
    const GroupScale scale = mxScale(values, element, &block.sharedExponent);
    block.scaleBits = scale.bits;
    block.elements.assign(values.size(), 0);
    std::vector<double> dequantised(values.size());
    block.saturated =
        quantiseGroup(values, element, scale, block.elements.data(), dequantised.data());
    return block;
}

double mxValue(const FormatSpec &element, std::uint32_t scaleBits, std::uint32_t elementBits)
{
    const double scale = decode(formatSpec(Format::E8M0), scaleBits);
    if (std::isnan(scale))
        return kNaN;
    return decode(element, elementBits) * scale;
}

double mxLargest(const FormatSpec &element, std::uint32_t scaleBits)
{
    return mxValue(element, scaleBits, maxFinitePattern(element));
}

double bitsPerElement(const SchemeSpec &scheme, int rows, int cols)
{
    const double n = double(rows) * double(cols);
    const double elementBits = formatSpec(scheme.element).significantBits() * n;
    double scaleBits = 0;
    switch (scheme.scale) {
    case ScaleKind::E8M0Block:
    case ScaleKind::E4M3BlockFp32: {
        const double blocks =
            double(rows) * double((cols + scheme.blockSize - 1) / scheme.blockSize);
        scaleBits = blocks * scheme.scaleBits;
        if (scheme.scale == ScaleKind::E4M3BlockFp32)
            scaleBits += 32; // the per-tensor FP32 scale
        break;
    }
    case ScaleKind::Fp32PerTensor: scaleBits = 32; break;
    case ScaleKind::Fp32PerChannel: scaleBits = 32.0 * rows; break;
    }
    return (elementBits + scaleBits) / n;
}

QuantisedTensor quantise(const Tensor &tensor, const SchemeSpec &scheme, const RunControl &control)
{
    if (tensor.rows < 1 || tensor.cols < 1 ||
        tensor.values.size() != std::size_t(tensor.rows) * std::size_t(tensor.cols))
        throw ComputeError(ErrorKind::Usage, "quantise: the tensor is empty or malformed");
    const FormatSpec &element = formatSpec(scheme.element);
    const int rows = tensor.rows, cols = tensor.cols;
    QuantisedTensor q;
    q.scheme = &scheme;
    q.rows = rows;
    q.cols = cols;
    q.values.assign(tensor.values.size(), 0);
    q.elements.assign(tensor.values.size(), 0);
    std::int64_t saturated = 0;
    const int reportEvery = std::max(1, rows / 100);

    // How each group (a block, a row or the tensor) gets its scale.
    std::function<GroupScale(std::span<const double>)> scaleOf;
    const double elementMax = properties(element).maxFinite;
    switch (scheme.scale) {
    case ScaleKind::E8M0Block:
        scaleOf = [&](std::span<const double> v) {
            int shared = 0;
            return mxScale(v, element, &shared);
        };
        break;
    case ScaleKind::E4M3BlockFp32: {
        // NVIDIA's two levels: the FP32 tensor scale brings every block scale into E4M3.
        const FormatSpec &e4m3 = formatSpec(Format::Fp8E4M3);
        double amax = 0;
        for (double v : tensor.values)
            if (std::isfinite(v))
                amax = std::max(amax, std::fabs(v));
        q.tensorScale = amax > 0 ? toFloat(amax / (properties(e4m3).maxFinite * elementMax)) : 1.0;
        if (q.tensorScale == 0) // amax so small that the FP32 scale underflows
            q.tensorScale = std::numeric_limits<float>::denorm_min();
        scaleOf = [&, e4m3 = &e4m3](std::span<const double> v) {
            const double blockMax = absMax(v);
            const std::uint32_t bits =
                std::isnan(blockMax)
                    ? *nanPattern(*e4m3)
                    : encode(*e4m3, blockMax / elementMax / q.tensorScale, OverflowMode::Saturate)
                          .bits;
            const double stored = decode(*e4m3, bits);
            return GroupScale{stored * q.tensorScale, stored, bits};
        };
        break;
    }
    case ScaleKind::Fp32PerTensor:
    case ScaleKind::Fp32PerChannel:
        scaleOf = [&](std::span<const double> v) {
            const double amax = absMax(v);
            if (std::isnan(amax))
                return GroupScale{kNaN, kNaN, std::bit_cast<std::uint32_t>(float(kNaN))};
            double s = toFloat(amax / elementMax);
            s = s > 0 ? s : 1.0;
            return GroupScale{s, s, std::bit_cast<std::uint32_t>(float(s))};
        };
        break;
    }

    const bool perTensor = scheme.scale == ScaleKind::Fp32PerTensor;
    const int group = scheme.blockSize > 0 ? scheme.blockSize : cols;
    q.blocksPerRow = perTensor ? 0 : (cols + group - 1) / group;
    GroupScale whole;
    if (perTensor) {
        whole = scaleOf(tensor.values);
        q.scales.push_back(whole.stored);
        q.scaleBits.push_back(whole.bits);
    }
    for (int r = 0; r < rows; ++r) {
        control.check();
        for (int c0 = 0; c0 < cols; c0 += group) {
            const std::size_t at = std::size_t(r) * cols + std::size_t(c0);
            const std::span<const double> values(tensor.values.data() + at,
                                                 std::size_t(std::min(group, cols - c0)));
            const GroupScale scale = perTensor ? whole : scaleOf(values);
            if (!perTensor) {
                q.scales.push_back(scale.stored);
                q.scaleBits.push_back(scale.bits);
            }
            saturated +=
                quantiseGroup(values, element, scale, q.elements.data() + at, q.values.data() + at);
        }
        if (r % reportEvery == 0)
            control.report(double(r) / rows);
    }
    control.report(1.0);
    q.stats.scales = std::int64_t(q.scales.size()) + (scheme.scale == ScaleKind::E4M3BlockFp32);
    q.stats.bitsPerElement = bitsPerElement(scheme, rows, cols);
    q.stats.saturatedShare = double(saturated) / double(tensor.values.size());
    measureError(tensor, q);
    return q;
}

void measureError(const Tensor &original, QuantisedTensor &q)
{
    QuantStats &s = q.stats;
    const std::size_t n = original.values.size();
    double signal = 0, noise = 0, maxAbs = 0;
    std::int64_t zeros = 0, flushed = 0, nans = 0;
    for (std::size_t i = 0; i < n && i < q.values.size(); ++i) {
        const double v = original.values[i], x = q.values[i];
        if (std::isnan(x) || !std::isfinite(v)) {
            ++nans;
            continue;
        }
        const double d = x - v;
        signal += v * v;
        noise += d * d;
        maxAbs = std::max(maxAbs, std::fabs(d));
        if (x == 0) {
            ++zeros;
            flushed += v != 0 ? 1 : 0;
        }
    }
    s.elements = std::int64_t(n);
    s.nanElements = nans;
    s.maxAbsError = maxAbs;
    s.relFrobeniusError = signal > 0 ? std::sqrt(noise / signal) : 0;
    s.snrDb = noise > 0 ? 10 * std::log10(signal / noise) : std::numeric_limits<double>::infinity();
    s.zeroShare = n ? double(zeros) / double(n) : 0;
    s.flushedShare = n ? double(flushed) / double(n) : 0;
}

} // namespace gpulab::fp
