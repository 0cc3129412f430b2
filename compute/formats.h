// Exact codec for the number formats of AI hardware: FP32, TF32, FP16, BF16, FP8 (E4M3, E5M2),
// FP6 (E2M3, E3M2), FP4 (E2M1), the E8M0 block scale of OCP Microscaling (MX) and the integers
// INT8 and INT4. One generic algorithm, parameterised by a format descriptor (exponent and
// mantissa bits, bias, whether the all-ones exponent means infinity/NaN), does everything:
// rounding a double to the nearest representable value (ties to even, subnormals included, never
// via float), packing it into bits, decoding bits exactly, classifying, stepping to neighbours
// and deriving each format's range and precision. Nothing about a format is typed in twice.
//
// Bits are held in a std::uint32_t "container": 4 bits for FP4 and INT4, 6 for FP6, 8 for FP8,
// E8M0 and INT8, 16 for FP16/BF16 and
// 32 for FP32 and TF32, whose 19 significant bits sit at the top with the low 13 bits zero (how
// tensor cores read TF32 out of FP32 registers).
//
// Special values:
//   - FP32, TF32, FP16, BF16 and FP8 E5M2 are IEEE-like: the all-ones exponent holds infinity
//     (mantissa 0) and NaNs (mantissa != 0). Overflow rounds to infinity.
//   - FP8 E4M3 is the OCP "fn" variant: no infinity; only S.1111.111 is NaN, every other pattern
//     with exponent 1111 is a normal number (max 448). Overflow (and an infinite input) gives NaN.
//   - FP6 E2M3 (max 7.5), FP6 E3M2 (max 28) and FP4 E2M1 (max 6), the element formats of the OCP
//     Microscaling Formats (MX) Specification v1.0 (2023), have neither infinity nor NaN.
//     Overflow and infinity saturate to +-max; a NaN input cannot be encoded (Encoded::status
//     says so).
//   - E8M0 (OCP MX v1.0, the shared block scale) is an unsigned 8-bit exponent, bias 127: the
//     pattern e means 2^(e-127), 2^-127 (0x00) .. 2^127 (0xfe); 0xff is the only NaN. There is no
//     sign, no zero, no subnormal and no infinity. Encoding rounds to the nearest power of two
//     (the tie 1.5 x 2^k goes to the even exponent field), clamps below 2^-127 up to 2^-127,
//     overflows to NaN (to 2^127 with Saturate), and refuses zero and negative inputs
//     (EncodeStatus::NotRepresentable).
//   - INT8 and INT4 are two's complement integers used symmetrically: encoding rounds to the
//     nearest integer (ties to even) and saturates to +-127 (INT4: +-7), so zero is exact and
//     negation never overflows. The extra pattern -128 (0x80; INT4 -8, 0x8) decodes to -128 as
//     the hardware reads it, but encode never produces it: -128 itself encodes to -127 (with
//     overflow set). The scale that maps real numbers to these integers is not part of the
//     pattern: decode gives the integer and callers multiply by their scale (blockquant.h).
//     An integer has no -0 and no NaN (NaN is NotRepresentable); its fields (splitFields) are
//     the sign bit and the low bits as stored.
// "Overflow" means: rounding with an unbounded exponent lands above the largest finite value.
// So FP16 65519 -> 65504 but 65520 (the tie between 65504 and 65536) -> infinity, and E4M3
// 464 -> 448 but 465 -> NaN. OverflowMode::Saturate clamps to +-max finite in every format.
// A NaN input becomes the format's quiet NaN (IEEE-like: exponent all ones, top mantissa bit
// set; E4M3: S.1111.111) with the input's sign. Signed zeros are kept.
#pragma once

#include <bit>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace gpulab::fp {

enum class Format : std::uint8_t {
    Fp32,
    Tf32,
    Fp16,
    Bf16,
    Fp8E4M3,
    Fp8E5M2,
    Fp4E2M1,
    Fp6E2M3,
    Fp6E3M2,
    E8M0,
    Int8,
    Int4,
};

// How the bits are read: sign | exponent | mantissa (Float), an unsigned exponent alone
// (PowerOfTwo: E8M0) or a two's complement integer (Integer: mantissaBits magnitude bits below
// the sign bit, no exponent field).
enum class FormatKind : std::uint8_t { Float, PowerOfTwo, Integer };

// Which patterns of the all-ones exponent are NaN.
enum class NanEncoding : std::uint8_t {
    IeeeLike,    // every nonzero mantissa (the zero mantissa is infinity)
    AllOnesOnly, // only the all-ones mantissa; the rest of that binade are normal numbers
    None,        // no NaN at all
};

enum class ValueClass : std::uint8_t { Zero, Subnormal, Normal, Infinity, NaN };

enum class OverflowMode : std::uint8_t {
    FormatDefault, // infinity where the format has it, else NaN (E4M3), else saturate (E2M1)
    Saturate,      // +-max finite, for every format (infinite inputs too)
};

// One row of the format table: the only place a format's layout is written down.
struct FormatSpec
{
    Format id;
    const char *name;        // "fp8_e4m3": CLI and JSON
    const char *displayName; // "FP8 E4M3": UI
    int exponentBits;
    int mantissaBits; // stored fraction bits (precision is mantissaBits + 1)
    int bias;
    bool hasInfinity;
    NanEncoding nan;
    int containerBits; // width of the bit pattern as stored: 4, 8, 16 or 32
    int lowZeroBits;   // always-zero low bits of the container (13 for TF32, else 0)
    FormatKind kind = FormatKind::Float;

    bool hasSign() const { return kind != FormatKind::PowerOfTwo; }
    int significantBits() const { return (hasSign() ? 1 : 0) + exponentBits + mantissaBits; }
    int hexDigits() const { return (containerBits + 3) / 4; }
    // The exponent field's all-ones value is special (infinity and/or NaN) only in IEEE-like
    // formats; in E4M3, FP6 and E2M1 it is an ordinary binade.
    bool topBinadeSpecial() const { return hasInfinity || nan == NanEncoding::IeeeLike; }
};

// The table, in the order fp32 tf32 fp16 bf16 fp8_e4m3 fp8_e5m2 fp6_e2m3 fp6_e3m2 fp4_e2m1
// e8m0 int8 int4.
std::span<const FormatSpec> allFormats();
// The sign-exponent-mantissa floats alone: the first nine rows (fp32 .. fp4_e2m1).
std::span<const FormatSpec> floatFormats();
const FormatSpec &formatSpec(Format format);
// By `name`, ignoring ASCII case ("FP16" is fp16, "FP8_E4M3" fp8_e4m3); null when unknown.
const FormatSpec *findFormat(std::string_view name);
// The names' comparison: equal but for the case of ASCII letters (never through the C locale,
// whose Turkish "I" differs).
bool sameNameIgnoringCase(std::string_view a, std::string_view b);
const char *valueClassName(ValueClass c); // "zero" "subnormal" "normal" "inf" "nan"

// ----------------------------------------------------------------------------- rounding

// Rounds doubles to the nearest value of a format (ties to even) and returns it as a double:
// the fast path of the matrix experiments (tens of millions per second; no libm calls, no
// dependence on the FPU's rounding mode). The arithmetic happens on the double's bits with the
// exponent unbounded, then overflow is applied. NaN stays NaN (even for E2M1, which has none:
// encode() is where that is refused). E8M0 gives NaN for zero and negative inputs.
class Rounder
{
public:
    explicit Rounder(const FormatSpec &spec, OverflowMode mode = OverflowMode::FormatDefault);

    double operator()(double x) const { return round(x).value; }

    struct Outcome
    {
        double value;
        bool overflow; // the rounded magnitude exceeded max finite (or x was infinite)
    };
    Outcome round(double x) const
    {
        const std::uint64_t bits = std::bit_cast<std::uint64_t>(x);
        const std::uint64_t sign = bits & kSignBit;
        if (m_unsigned)
            return roundUnsigned(x);
        std::uint64_t mag = bits ^ sign;
        if (mag >= kInfBits) {
            if (mag > kInfBits)
                return {x, false};
            return {overflowValue(sign), true};
        }
        if (mag >= m_minNormalBits) {
            // Round the 52-bit fraction to m bits, ties to even; a carry walks into the exponent.
            mag += m_halfMinusOne + ((mag >> m_drop) & 1);
            mag &= ~m_dropMask;
        } else {
            // Below the smallest normal the spacing is fixed: a multiple of the quantum.
            const int exponent = int(mag >> 52);
            const std::uint64_t significand =
                (mag & kFractionMask) | (exponent ? (std::uint64_t(1) << 52) : 0);
            const int shift = m_subnormalShiftBase - (exponent ? exponent : 1);
            std::uint64_t n = 0;
            if (shift < 54) {
                n = significand >> shift;
                const std::uint64_t rest = significand & ((std::uint64_t(1) << shift) - 1);
                const std::uint64_t half = std::uint64_t(1) << (shift - 1);
                n += (rest > half || (rest == half && (n & 1))) ? 1 : 0;
            }
            mag = std::bit_cast<std::uint64_t>(double(n) * m_quantum);
        }
        if (mag > m_maxFiniteBits)
            return {overflowValue(sign), true};
        if (m_integer && mag == 0)
            return {0.0, false}; // an integer zero has no sign
        return {std::bit_cast<double>(mag | sign), false};
    }

    double maxFinite() const { return m_maxFinite; }

private:
    Outcome roundUnsigned(double x) const; // E8M0: no sign, no zero
    static constexpr std::uint64_t kSignBit = std::uint64_t(1) << 63;
    static constexpr std::uint64_t kInfBits = 0x7ff0000000000000ULL;
    static constexpr std::uint64_t kFractionMask = (std::uint64_t(1) << 52) - 1;

    double overflowValue(std::uint64_t sign) const
    {
        return std::bit_cast<double>(std::bit_cast<std::uint64_t>(m_overflowMagnitude) | sign);
    }

    int m_drop = 0;                    // 52 - mantissa bits
    std::uint64_t m_dropMask = 0;      // the fraction bits that go
    std::uint64_t m_halfMinusOne = 0;  // half an ulp of the format, minus one double ulp
    std::uint64_t m_minNormalBits = 0; // the format's smallest normal, as double bits
    std::uint64_t m_maxFiniteBits = 0; // the format's largest finite, as double bits
    int m_subnormalShiftBase = 0;      // shift = base - double exponent field
    double m_quantum = 0;              // spacing below the smallest normal (= min subnormal)
    double m_maxFinite = 0;
    double m_overflowMagnitude = 0; // +inf, +NaN or +max finite
    bool m_unsigned = false;        // E8M0
    bool m_integer = false;         // INT8/INT4: no -0
};

// Shorthand for one value (builds a Rounder each call: fine outside hot loops).
double roundToFormat(const FormatSpec &spec, double x,
                     OverflowMode mode = OverflowMode::FormatDefault);

// ------------------------------------------------------------------------- encode/decode

enum class EncodeStatus : std::uint8_t {
    Ok,
    NotRepresentable, // NaN into a format without NaN (FP6, FP4, INT), zero or a negative value
                      // into E8M0; bits is 0
};

struct Encoded
{
    std::uint32_t bits = 0; // in the container (TF32: low 13 bits zero)
    EncodeStatus status = EncodeStatus::Ok;
    bool inexact = false;  // a finite input came out different (overflow included)
    bool overflow = false; // rounded past max finite (or an infinite input met no infinity)
    bool ok() const { return status == EncodeStatus::Ok; }
};

// Rounds `x` (an IEEE double) once to the format and packs it.
Encoded encode(const FormatSpec &spec, double x, OverflowMode mode = OverflowMode::FormatDefault);

// True when `bits` is a pattern of the format: it fits the container and TF32's low 13 bits are
// zero.
bool isValidPattern(const FormatSpec &spec, std::uint64_t bits);

// The exact value of a valid pattern (NaN patterns give a quiet NaN with their sign).
double decode(const FormatSpec &spec, std::uint32_t bits);
ValueClass classify(const FormatSpec &spec, std::uint32_t bits);

// The neighbouring pattern in value order (NaN excluded; infinities included): -0 and +0 both
// step up to the smallest positive subnormal and down to the smallest negative one, and stepping
// up from the smallest negative subnormal gives -0 (as std::nextafter). Empty from NaN and past
// either end (+inf, or +max finite in a format without infinity).
std::optional<std::uint32_t> nextUp(const FormatSpec &spec, std::uint32_t bits);
std::optional<std::uint32_t> nextDown(const FormatSpec &spec, std::uint32_t bits);

// The canonical patterns (in the container).
std::uint32_t maxFinitePattern(const FormatSpec &spec);
std::optional<std::uint32_t> infinityPattern(const FormatSpec &spec);
std::optional<std::uint32_t> nanPattern(const FormatSpec &spec); // quiet, positive

// -------------------------------------------------------------------- fields and properties

// The sign / exponent / mantissa split of a pattern, for a bit editor.
struct BitFields
{
    bool negative = false;
    std::uint32_t exponent = 0; // the biased exponent field
    std::uint32_t mantissa = 0; // the stored fraction field
};
BitFields splitFields(const FormatSpec &spec, std::uint32_t bits);
// Inverse of splitFields; fields wider than the format are masked off.
std::uint32_t joinFields(const FormatSpec &spec, const BitFields &fields);

// Range and precision, all computed by the codec from the descriptor.
struct FormatProperties
{
    double maxFinite = 0;
    double minNormal = 0;
    double minSubnormal = 0;
    double epsilon = 0;       // distance from 1 to the next value up: 2^-mantissaBits (1 for
                              // E8M0 and the integers)
    double decimalDigits = 0; // (mantissaBits + 1) * log10(2); integers: mantissaBits * log10(2)
    int minExponent = 0;      // of the smallest normal: 1 - bias (integers: 0)
    int maxExponent = 0;      // of max finite (integers: floor(log2(max)))
    std::uint64_t finitePatterns = 0; // bit patterns with a finite value (+0 and -0 both count)
    std::uint64_t nanPatterns = 0;
    std::uint64_t infinityPatterns = 0;
};
FormatProperties properties(const FormatSpec &spec);

} // namespace gpulab::fp
