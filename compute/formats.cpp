// The format table and the generic codec (see formats.h). Everything below works from the
// descriptor; the only per-format facts are the rows of kFormats.
#include "compute/formats.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpulab::fp {

namespace {

constexpr FormatKind kFloat = FormatKind::Float;

// clang-format off
constexpr FormatSpec kFormats[] = {
    // id               name        display     exp man bias   inf    NaNs                    width low kind
    {Format::Fp32,    "fp32",     "FP32",     8,  23, 127,   true,  NanEncoding::IeeeLike,    32, 0, kFloat},
    {Format::Tf32,    "tf32",     "TF32",     8,  10, 127,   true,  NanEncoding::IeeeLike,    32, 13, kFloat},
    {Format::Fp16,    "fp16",     "FP16",     5,  10, 15,    true,  NanEncoding::IeeeLike,    16, 0, kFloat},
    {Format::Bf16,    "bf16",     "BF16",     8,  7,  127,   true,  NanEncoding::IeeeLike,    16, 0, kFloat},
    {Format::Fp8E4M3, "fp8_e4m3", "FP8 E4M3", 4,  3,  7,     false, NanEncoding::AllOnesOnly, 8,  0, kFloat},
    {Format::Fp8E5M2, "fp8_e5m2", "FP8 E5M2", 5,  2,  15,    true,  NanEncoding::IeeeLike,    8,  0, kFloat},
    {Format::Fp6E2M3, "fp6_e2m3", "FP6 E2M3", 2,  3,  1,     false, NanEncoding::None,        6,  0, kFloat},
    {Format::Fp6E3M2, "fp6_e3m2", "FP6 E3M2", 3,  2,  3,     false, NanEncoding::None,        6,  0, kFloat},
    {Format::Fp4E2M1, "fp4_e2m1", "FP4 E2M1", 2,  1,  1,     false, NanEncoding::None,        4,  0, kFloat},
    // E8M0: exponent only, no sign; the all-ones pattern is the NaN.
    {Format::E8M0,    "e8m0",     "E8M0",     8,  0,  127,   false, NanEncoding::AllOnesOnly, 8,  0, FormatKind::PowerOfTwo},
    // Integers: mantissaBits = magnitude bits below the two's complement sign bit.
    {Format::Int8,    "int8",     "INT8",     0,  7,  0,     false, NanEncoding::None,        8,  0, FormatKind::Integer},
    {Format::Int4,    "int4",     "INT4",     0,  3,  0,     false, NanEncoding::None,        4,  0, FormatKind::Integer},
};
// clang-format on
constexpr std::size_t kFloatCount = 9;

// Patterns without the container's low zero bits: sign | exponent | mantissa, right-aligned.
std::uint32_t mantissaMask(const FormatSpec &s)
{
    return (std::uint32_t(1) << s.mantissaBits) - 1;
}
std::uint32_t exponentMask(const FormatSpec &s) // the field's all-ones value
{
    return (std::uint32_t(1) << s.exponentBits) - 1;
}
std::uint32_t signBit(const FormatSpec &s) // 0 for E8M0, which has none
{
    return s.hasSign() ? std::uint32_t(1) << (s.exponentBits + s.mantissaBits) : 0;
}
bool isInteger(const FormatSpec &s)
{
    return s.kind == FormatKind::Integer;
}
bool isPowerOfTwo(const FormatSpec &s)
{
    return s.kind == FormatKind::PowerOfTwo;
}
std::uint32_t packed(const FormatSpec &s, std::uint32_t bits)
{
    return bits >> s.lowZeroBits;
}
std::uint32_t container(const FormatSpec &s, std::uint32_t packedBits)
{
    return packedBits << s.lowZeroBits;
}

// The largest finite magnitude, packed: the top binade is usable unless it is special, and in
// E4M3 its all-ones mantissa is the NaN.
std::uint32_t maxFinitePacked(const FormatSpec &s)
{
    if (isInteger(s))
        return mantissaMask(s); // 0x7f: +127
    if (isPowerOfTwo(s))
        return exponentMask(s) - 1; // 0xfe: 2^127 (0xff is the NaN)
    const std::uint32_t exponent = s.topBinadeSpecial() ? exponentMask(s) - 1 : exponentMask(s);
    const std::uint32_t mantissa =
        s.nan == NanEncoding::AllOnesOnly ? mantissaMask(s) - 1 : mantissaMask(s);
    return (exponent << s.mantissaBits) | mantissa;
}

ValueClass classifyPacked(const FormatSpec &s, std::uint32_t p)
{
    if (isInteger(s))
        return p == 0 ? ValueClass::Zero : ValueClass::Normal;
    if (isPowerOfTwo(s))
        return p == exponentMask(s) ? ValueClass::NaN : ValueClass::Normal;
    const std::uint32_t exponent = (p >> s.mantissaBits) & exponentMask(s);
    const std::uint32_t mantissa = p & mantissaMask(s);
    if (exponent == 0)
        return mantissa == 0 ? ValueClass::Zero : ValueClass::Subnormal;
    if (exponent == exponentMask(s)) {
        if (s.topBinadeSpecial())
            return mantissa == 0 && s.hasInfinity ? ValueClass::Infinity : ValueClass::NaN;
        if (s.nan == NanEncoding::AllOnesOnly && mantissa == mantissaMask(s))
            return ValueClass::NaN;
    }
    return ValueClass::Normal;
}

double decodePacked(const FormatSpec &s, std::uint32_t p)
{
    if (isInteger(s)) // two's complement
        return (p & signBit(s)) ? double(std::int64_t(p) - (std::int64_t(signBit(s)) << 1))
                                : double(p);
    if (isPowerOfTwo(s))
        return p == exponentMask(s) ? std::numeric_limits<double>::quiet_NaN()
                                    : std::ldexp(1.0, int(p) - s.bias);
    const bool negative = (p & signBit(s)) != 0;
    const std::uint32_t exponent = (p >> s.mantissaBits) & exponentMask(s);
    const std::uint32_t mantissa = p & mantissaMask(s);
    double magnitude = 0;
    switch (classifyPacked(s, p)) {
    case ValueClass::Zero: magnitude = 0; break;
    case ValueClass::Infinity: magnitude = std::numeric_limits<double>::infinity(); break;
    case ValueClass::NaN: magnitude = std::numeric_limits<double>::quiet_NaN(); break;
    case ValueClass::Subnormal:
        magnitude = std::ldexp(double(mantissa), 1 - s.bias - s.mantissaBits);
        break;
    case ValueClass::Normal:
        magnitude = std::ldexp(double((std::uint32_t(1) << s.mantissaBits) | mantissa),
                               int(exponent) - s.bias - s.mantissaBits);
        break;
    }
    return std::copysign(magnitude, negative ? -1.0 : 1.0);
}

// The last non-NaN positive pattern: infinity where there is one, else max finite.
std::uint32_t topPacked(const FormatSpec &s)
{
    return s.hasInfinity ? exponentMask(s) << s.mantissaBits : maxFinitePacked(s);
}

// Integers step by one in value, through the two's complement wrap (-1 = all ones).
std::uint32_t integerPacked(const FormatSpec &s, std::int64_t value)
{
    return std::uint32_t(value) & ((signBit(s) << 1) - 1);
}

std::optional<std::uint32_t> nextUpPacked(const FormatSpec &s, std::uint32_t p)
{
    if (classifyPacked(s, p) == ValueClass::NaN)
        return std::nullopt;
    if (isInteger(s)) {
        const double v = decodePacked(s, p);
        if (v >= double(mantissaMask(s)))
            return std::nullopt;
        return integerPacked(s, std::int64_t(v) + 1);
    }
    if (isPowerOfTwo(s))
        return p >= maxFinitePacked(s) ? std::nullopt : std::optional(p + 1);
    const std::uint32_t sign = signBit(s);
    const std::uint32_t magnitude = p & ~sign;
    if (p & sign) // negative: towards zero; -min subnormal steps to -0
        return magnitude == 0 ? std::uint32_t(1) : p - 1;
    if (magnitude >= topPacked(s))
        return std::nullopt;
    return p + 1;
}

} // namespace

std::span<const FormatSpec> allFormats()
{
    return kFormats;
}

std::span<const FormatSpec> floatFormats()
{
    return std::span<const FormatSpec>(kFormats, kFloatCount);
}

const FormatSpec &formatSpec(Format format)
{
    for (const FormatSpec &spec : kFormats) {
        if (spec.id == format)
            return spec;
    }
    return kFormats[0]; // unreachable: every enumerator has a row
}

bool sameNameIgnoringCase(std::string_view a, std::string_view b)
{
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(),
                                              [&](char x, char y) { return lower(x) == lower(y); });
}

const FormatSpec *findFormat(std::string_view name)
{
    for (const FormatSpec &spec : kFormats)
        if (sameNameIgnoringCase(name, spec.name))
            return &spec;
    return nullptr;
}

const char *valueClassName(ValueClass c)
{
    switch (c) {
    case ValueClass::Zero: return "zero";
    case ValueClass::Subnormal: return "subnormal";
    case ValueClass::Normal: return "normal";
    case ValueClass::Infinity: return "inf";
    case ValueClass::NaN: return "nan";
    }
    return "?";
}

// ----------------------------------------------------------------------------- rounding

Rounder::Rounder(const FormatSpec &spec, OverflowMode mode)
{
    const int m = spec.mantissaBits;
    // An integer is a float whose subnormal range, with a quantum of 1, covers every magnitude
    // it holds: its "smallest normal" is 2^m, past max finite, so the normal path only overflows.
    // E8M0's exponent field 0 is an ordinary value, 2^-bias.
    const int minNormalExponent =
        isInteger(spec) ? m : (isPowerOfTwo(spec) ? -spec.bias : 1 - spec.bias);
    m_unsigned = !spec.hasSign();
    m_integer = isInteger(spec);
    m_drop = 52 - m;
    m_dropMask = (std::uint64_t(1) << m_drop) - 1;
    m_halfMinusOne = (std::uint64_t(1) << (m_drop - 1)) - 1;
    m_minNormalBits = std::uint64_t(minNormalExponent + 1023) << 52;
    // A double with exponent field E and 53-bit significand q is q * 2^(E - 1075); in quanta of
    // 2^(minNormalExponent - m) that is q >> (1075 + minNormalExponent - m - E).
    m_subnormalShiftBase = 1075 + minNormalExponent - m;
    m_quantum = std::ldexp(1.0, minNormalExponent - m);
    m_maxFinite = decodePacked(spec, maxFinitePacked(spec));
    m_maxFiniteBits = std::bit_cast<std::uint64_t>(m_maxFinite);
    if (mode == OverflowMode::Saturate || (!spec.hasInfinity && spec.nan == NanEncoding::None))
        m_overflowMagnitude = m_maxFinite;
    else if (spec.hasInfinity)
        m_overflowMagnitude = std::numeric_limits<double>::infinity();
    else
        m_overflowMagnitude = std::numeric_limits<double>::quiet_NaN();
}

Rounder::Outcome Rounder::roundUnsigned(double x) const
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    if (std::isnan(x) || !(x > 0))
        return {nan, false}; // zero and negative values have no pattern
    if (std::isinf(x))
        return {m_overflowMagnitude, true};
    std::uint64_t mag = std::bit_cast<std::uint64_t>(x);
    if (mag < m_minNormalBits)
        return {std::bit_cast<double>(m_minNormalBits), false}; // no zero: clamp up
    mag += m_halfMinusOne + ((mag >> m_drop) & 1);
    mag &= ~m_dropMask;
    if (mag > m_maxFiniteBits)
        return {m_overflowMagnitude, true};
    return {std::bit_cast<double>(mag), false};
}

double roundToFormat(const FormatSpec &spec, double x, OverflowMode mode)
{
    return Rounder(spec, mode)(x);
}

// ------------------------------------------------------------------------- encode/decode

Encoded encode(const FormatSpec &spec, double x, OverflowMode mode)
{
    Encoded result;
    const std::uint32_t sign = std::signbit(x) ? signBit(spec) : 0;
    if (isPowerOfTwo(spec)) {
        if (std::isnan(x)) {
            result.bits = exponentMask(spec);
            return result;
        }
        if (!(x > 0)) {
            result.status = EncodeStatus::NotRepresentable;
            return result;
        }
        const Rounder::Outcome rounded = Rounder(spec, mode).round(x);
        result.overflow = rounded.overflow;
        result.inexact = std::isfinite(x) && rounded.value != x;
        result.bits = std::isnan(rounded.value)
                          ? exponentMask(spec)
                          : std::uint32_t(std::ilogb(rounded.value) + spec.bias);
        return result;
    }
    if (isInteger(spec)) {
        if (std::isnan(x)) {
            result.status = EncodeStatus::NotRepresentable;
            return result;
        }
        const Rounder::Outcome rounded = Rounder(spec, mode).round(x);
        result.overflow = rounded.overflow;
        result.inexact = std::isfinite(x) && rounded.value != x;
        result.bits = integerPacked(spec, std::int64_t(rounded.value));
        return result;
    }
    if (std::isnan(x)) {
        if (spec.nan == NanEncoding::None) {
            result.status = EncodeStatus::NotRepresentable;
            return result;
        }
        result.bits = container(spec, sign | packed(spec, *nanPattern(spec)));
        return result;
    }
    const Rounder::Outcome rounded = Rounder(spec, mode).round(x);
    result.overflow = rounded.overflow;
    result.inexact = std::isfinite(x) && rounded.value != x;
    const double magnitude = std::fabs(rounded.value);
    std::uint32_t p = 0;
    if (std::isnan(magnitude)) {
        p = packed(spec, *nanPattern(spec));
    } else if (std::isinf(magnitude)) {
        p = exponentMask(spec) << spec.mantissaBits;
    } else if (magnitude < std::ldexp(1.0, 1 - spec.bias)) {
        // zero or subnormal: an exact whole number of quanta
        p = std::uint32_t(std::ldexp(magnitude, spec.bias - 1 + spec.mantissaBits));
    } else {
        const std::uint64_t d = std::bit_cast<std::uint64_t>(magnitude);
        const std::uint32_t exponent = std::uint32_t(int(d >> 52) - 1023 + spec.bias);
        const std::uint32_t mantissa =
            std::uint32_t(d >> (52 - spec.mantissaBits)) & mantissaMask(spec);
        p = (exponent << spec.mantissaBits) | mantissa;
    }
    result.bits = container(spec, sign | p);
    return result;
}

bool isValidPattern(const FormatSpec &spec, std::uint64_t bits)
{
    const std::uint64_t lowMask = (std::uint64_t(1) << spec.lowZeroBits) - 1;
    return (bits >> spec.containerBits) == 0 && (bits & lowMask) == 0;
}

double decode(const FormatSpec &spec, std::uint32_t bits)
{
    return decodePacked(spec, packed(spec, bits));
}

ValueClass classify(const FormatSpec &spec, std::uint32_t bits)
{
    return classifyPacked(spec, packed(spec, bits));
}

std::optional<std::uint32_t> nextUp(const FormatSpec &spec, std::uint32_t bits)
{
    const std::optional<std::uint32_t> p = nextUpPacked(spec, packed(spec, bits));
    return p ? std::optional(container(spec, *p)) : std::nullopt;
}

std::optional<std::uint32_t> nextDown(const FormatSpec &spec, std::uint32_t bits)
{
    const std::uint32_t p0 = packed(spec, bits);
    if (isInteger(spec)) {
        const double v = decodePacked(spec, p0);
        if (v <= -double(signBit(spec))) // -128: the bottom
            return std::nullopt;
        return integerPacked(spec, std::int64_t(v) - 1);
    }
    if (isPowerOfTwo(spec)) {
        if (classifyPacked(spec, p0) == ValueClass::NaN || p0 == 0)
            return std::nullopt;
        return p0 - 1;
    }
    // nextDown(x) = -nextUp(-x)
    const std::uint32_t flip = signBit(spec);
    const std::optional<std::uint32_t> p = nextUpPacked(spec, packed(spec, bits) ^ flip);
    return p ? std::optional(container(spec, *p ^ flip)) : std::nullopt;
}

std::uint32_t maxFinitePattern(const FormatSpec &spec)
{
    return container(spec, maxFinitePacked(spec));
}

std::optional<std::uint32_t> infinityPattern(const FormatSpec &spec)
{
    if (!spec.hasInfinity)
        return std::nullopt;
    return container(spec, exponentMask(spec) << spec.mantissaBits);
}

std::optional<std::uint32_t> nanPattern(const FormatSpec &spec)
{
    switch (spec.nan) {
    case NanEncoding::IeeeLike: // quiet: the top mantissa bit set
        return container(spec, (exponentMask(spec) << spec.mantissaBits) |
                                   (std::uint32_t(1) << (spec.mantissaBits - 1)));
    case NanEncoding::AllOnesOnly:
        return container(spec, (exponentMask(spec) << spec.mantissaBits) | mantissaMask(spec));
    case NanEncoding::None: return std::nullopt;
    }
    return std::nullopt;
}

// -------------------------------------------------------------------- fields and properties

BitFields splitFields(const FormatSpec &spec, std::uint32_t bits)
{
    const std::uint32_t p = packed(spec, bits);
    return {(p & signBit(spec)) != 0, (p >> spec.mantissaBits) & exponentMask(spec),
            p & mantissaMask(spec)};
}

std::uint32_t joinFields(const FormatSpec &spec, const BitFields &fields)
{
    const std::uint32_t p = (fields.negative ? signBit(spec) : 0) |
                            ((fields.exponent & exponentMask(spec)) << spec.mantissaBits) |
                            (fields.mantissa & mantissaMask(spec));
    return container(spec, p);
}

FormatProperties properties(const FormatSpec &spec)
{
    FormatProperties p;
    if (isInteger(spec)) {
        p.maxFinite = double(mantissaMask(spec));
        p.minNormal = 1;
        p.minSubnormal = 1;
        p.epsilon = 1;
        p.decimalDigits = spec.mantissaBits * std::log10(2.0);
        p.minExponent = 0;
        p.maxExponent = spec.mantissaBits - 1;
        p.finitePatterns = std::uint64_t(1) << spec.containerBits; // -128 included
        return p;
    }
    if (isPowerOfTwo(spec)) {
        p.maxFinite = decode(spec, maxFinitePattern(spec));
        p.minNormal = decode(spec, 0);
        p.minSubnormal = p.minNormal; // no subnormals: the smallest positive value
        p.epsilon = 1;
        p.decimalDigits = std::log10(2.0);
        p.minExponent = -spec.bias;
        p.maxExponent = int(maxFinitePacked(spec)) - spec.bias;
        p.nanPatterns = 1;
        p.finitePatterns = (std::uint64_t(1) << spec.containerBits) - 1;
        return p;
    }
    const std::uint32_t maxPattern = maxFinitePattern(spec);
    p.maxFinite = decode(spec, maxPattern);
    p.minNormal = decode(spec, container(spec, std::uint32_t(1) << spec.mantissaBits));
    p.minSubnormal = decode(spec, container(spec, 1));
    const std::uint32_t one = encode(spec, 1.0).bits;
    p.epsilon = decode(spec, *nextUp(spec, one)) - 1.0;
    p.decimalDigits = (spec.mantissaBits + 1) * std::log10(2.0);
    p.minExponent = 1 - spec.bias;
    p.maxExponent = int(splitFields(spec, maxPattern).exponent) - spec.bias;
    // Special patterns: both signs of the all-ones exponent, as the NaN encoding allots them.
    const std::uint64_t mantissas = std::uint64_t(1) << spec.mantissaBits;
    p.infinityPatterns = spec.hasInfinity ? 2 : 0;
    switch (spec.nan) {
    case NanEncoding::IeeeLike: p.nanPatterns = 2 * (mantissas - (spec.hasInfinity ? 1 : 0)); break;
    case NanEncoding::AllOnesOnly: p.nanPatterns = 2; break;
    case NanEncoding::None: p.nanPatterns = 0; break;
    }
    p.finitePatterns =
        (std::uint64_t(1) << spec.significantBits()) - p.nanPatterns - p.infinityPatterns;
    return p;
}

} // namespace gpulab::fp
