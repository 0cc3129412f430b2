#include "compute/blockquant.h"

#include "compute/errors.h"

#include <algorithm>
#include <bit>
#include <cmath>
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
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
    for (const SchemeSpec &s : kSchemes) {
        const std::string_view known(s.name);
        if (known.size() == name.size() &&
            std::equal(name.begin(), name.end(), known.begin(),
                       [&](char a, char b) { return lower(a) == lower(b); }))
            return &s;
    }
    return nullptr;
}

MxBlock quantiseMxBlock(std::span<const double> values, const FormatSpec &element)
{
    const FormatSpec &e8m0 = formatSpec(Format::E8M0);
    MxBlock block;
    block.elements.assign(values.size(), 0);
    const double amax = absMax(values);
    if (std::isnan(amax)) {
        block.scaleBits = *nanPattern(e8m0); // the whole block is NaN
        block.sharedExponent = 0;
        return block;
    }
    // All zero: the smallest scale; the elements are zeros (signs kept).
    const int emax = properties(element).maxExponent;
    int shared = amax > 0 ? std::ilogb(amax) - emax : -127;
    shared = std::clamp(shared, -127, 127);
    block.sharedExponent = shared;
    block.scaleBits = std::uint32_t(shared + 127);
    for (std::size_t i = 0; i < values.size(); ++i) {
        const Encoded e = encode(element, std::ldexp(values[i], -shared), OverflowMode::Saturate);
        block.elements[i] = e.bits;
        block.saturated += e.overflow ? 1 : 0;
    }
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

    auto rowSpan = [&](int r) {
        return std::span<const double>(tensor.values.data() + std::size_t(r) * cols,
                                       std::size_t(cols));
    };

    switch (scheme.scale) {
    case ScaleKind::E8M0Block: {
        const FormatSpec &e8m0 = formatSpec(Format::E8M0);
        q.blocksPerRow = (cols + scheme.blockSize - 1) / scheme.blockSize;
        for (int r = 0; r < rows; ++r) {
            control.check();
            const std::span<const double> row = rowSpan(r);
            for (int b = 0; b < q.blocksPerRow; ++b) {
                const int c0 = b * scheme.blockSize;
                const int count = std::min(scheme.blockSize, cols - c0);
                const MxBlock block = quantiseMxBlock(row.subspan(std::size_t(c0), count), element);
                q.scales.push_back(decode(e8m0, block.scaleBits));
                q.scaleBits.push_back(block.scaleBits);
                saturated += block.saturated;
                for (int i = 0; i < count; ++i) {
                    const std::size_t at = std::size_t(r) * cols + std::size_t(c0 + i);
                    q.elements[at] = block.elements[std::size_t(i)];
                    q.values[at] =
                        mxValue(element, block.scaleBits, block.elements[std::size_t(i)]);
                }
            }
            if (r % reportEvery == 0)
                control.report(double(r) / rows);
        }
        break;
    }
    case ScaleKind::E4M3BlockFp32: {
        const FormatSpec &e4m3 = formatSpec(Format::Fp8E4M3);
        const double elementMax = properties(element).maxFinite; // 6
        const double scaleMax = properties(e4m3).maxFinite;      // 448
        double amax = 0;
        for (double v : tensor.values)
            if (std::isfinite(v))
                amax = std::max(amax, std::fabs(v));
        q.tensorScale = amax > 0 ? toFloat(amax / (scaleMax * elementMax)) : 1.0;
        if (q.tensorScale == 0) // amax so small that the FP32 scale underflows
            q.tensorScale = std::numeric_limits<float>::denorm_min();
        q.blocksPerRow = (cols + scheme.blockSize - 1) / scheme.blockSize;
        for (int r = 0; r < rows; ++r) {
            control.check();
            const std::span<const double> row = rowSpan(r);
            for (int b = 0; b < q.blocksPerRow; ++b) {
                const int c0 = b * scheme.blockSize;
                const int count = std::min(scheme.blockSize, cols - c0);
                const double blockMax = absMax(row.subspan(std::size_t(c0), count));
                const Encoded s = std::isnan(blockMax)
                                      ? Encoded{*nanPattern(e4m3)}
                                      : encode(e4m3, blockMax / elementMax / q.tensorScale,
                                               OverflowMode::Saturate);
                const double blockScale = decode(e4m3, s.bits);
                q.scales.push_back(blockScale);
                q.scaleBits.push_back(s.bits);
                const double denom = blockScale * q.tensorScale;
                for (int i = 0; i < count; ++i) {
                    const std::size_t at = std::size_t(r) * cols + std::size_t(c0 + i);
                    if (std::isnan(blockScale)) {
                        q.values[at] = kNaN;
                        continue;
                    }
                    if (blockScale == 0)
                        continue; // the scale underflowed E4M3: zeros
                    const Encoded e =
                        encode(element, tensor.values[at] / denom, OverflowMode::Saturate);
                    q.elements[at] = e.bits;
                    saturated += e.overflow ? 1 : 0;
                    q.values[at] = decode(element, e.bits) * denom;
                }
            }
            if (r % reportEvery == 0)
                control.report(double(r) / rows);
        }
        break;
    }
    case ScaleKind::Fp32PerTensor:
    case ScaleKind::Fp32PerChannel: {
        const bool perChannel = scheme.scale == ScaleKind::Fp32PerChannel;
        const double qmax = properties(element).maxFinite; // 127 or 7
        auto scaleOf = [&](std::span<const double> values) {
            const double amax = absMax(values);
            if (std::isnan(amax))
                return kNaN;
            const double s = toFloat(amax / qmax);
            return s > 0 ? s : 1.0;
        };
        double tensorScale = perChannel ? 0 : scaleOf(tensor.values);
        if (!perChannel) {
            q.scales.push_back(tensorScale);
            q.scaleBits.push_back(std::bit_cast<std::uint32_t>(float(tensorScale)));
        }
        q.blocksPerRow = perChannel ? 1 : 0;
        for (int r = 0; r < rows; ++r) {
            control.check();
            const std::span<const double> row = rowSpan(r);
            const double scale = perChannel ? scaleOf(row) : tensorScale;
            if (perChannel) {
                q.scales.push_back(scale);
                q.scaleBits.push_back(std::bit_cast<std::uint32_t>(float(scale)));
            }
            for (int c = 0; c < cols; ++c) {
                const std::size_t at = std::size_t(r) * cols + std::size_t(c);
                if (std::isnan(scale)) {
                    q.values[at] = kNaN;
                    continue;
                }
                const Encoded e = encode(element, row[std::size_t(c)] / scale);
                q.elements[at] = e.bits;
                saturated += e.overflow ? 1 : 0;
                q.values[at] = decode(element, e.bits) * scale;
            }
            if (r % reportEvery == 0)
                control.report(double(r) / rows);
        }
        break;
    }
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
