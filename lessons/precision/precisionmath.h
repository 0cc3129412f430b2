// The arithmetic behind the "Precision formats" lesson's panels, kept apart from the widgets so it
// can be tested without a display: how numbers are written for students (exact decimals, powers
// of two, "× 10⁻⁸"), what happens to one number in a format (exact, rounded, the largest value,
// infinity, zero, NaN), and what a model's parameters weigh in memory. Every figure about a
// format comes from the codec (compute/formats.h); nothing is typed in.
//
// Memory: a parameter stored in a format takes containerBits / 8 bytes (FP32 4, FP16 and BF16 2,
// FP8 1, FP4 0.5; TF32 is read from FP32 storage, so 4). Mixed-precision training with Adam keeps,
// per parameter (ZeRO paper, Rajbhandari et al., SC 2020, section 3.1): the 16-bit weights (2
// bytes) and gradients (2), and the optimizer's FP32 state: master weights (4), momentum (4) and
// variance (4); 2 + 2 + 12 = 16 bytes, before activations. Those figures are the framework's
// memory arithmetic (lessons/framework/fitmath.h), which the other lessons share. GB here is
// 10^9 bytes.
#pragma once

#include "compute/formats.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace gpulab::fp {
struct SchemeSpec;
}

namespace gpulab::precision {

// ---------------------------------------------------------------------------- writing numbers

// "2⁻²⁴".
QString powerOfTwo(int exponent);
// A double with at most `digits` significant digits: plain ("65,504", "0.000977") between 10⁻⁴
// and 10⁷, else "5.96 × 10⁻⁸". Locale-aware grouping; "inf", "−inf", "NaN" for the specials.
QString formatNumber(double value, int digits = 4);
// The shortest text that reads back as the same double, in the locale's digits and separators
// ("0.1", "70,000" or "70.000", "1e-08"; e-notation where C's shortest form would use it).
// Specials as above.
QString formatShortest(double value);
// A fraction as a percentage: 0.125 → "12.5 %" (decimals after the locale's decimal point).
QString formatPercent(double fraction, int decimals = 1);
// The format's name as the lesson writes it: "FP16", "FP8 E4M3".
QString formatName(const fp::FormatSpec &spec);
// A block scheme's name in the UI language: "MXFP4", "INT8 per channel".
QString schemeName(const fp::SchemeSpec &spec);
// The exact decimal value of a double when it has at most `maxDigits` significant digits
// ("0.0999755859375"), else its shortest round-trip form followed by "…"; in e-notation
// ("5.9604644775390625e-08") outside 10⁻⁵ … 10²¹, no grouping, in the locale's digits and signs
// ("0,0999755859375"). Specials as above.
QString formatExact(double value, int maxDigits = 32);

// ------------------------------------------------------------------------- one number, stored

enum class Outcome {
    Exact,   // stored without error
    Rounded, // stored as a nearby value
    Largest, // clamped to the largest finite value (a format without infinity, or saturation)
    Infinity,
    NaN,  // E4M3's overflow, or a NaN input
    Zero, // a nonzero number flushed to zero (underflow)
};

struct Stored
{
    double input = 0;
    double value = 0; // what the format holds
    std::uint32_t bits = 0;
    fp::ValueClass valueClass = fp::ValueClass::Zero;
    Outcome outcome = Outcome::Exact;
    bool representable = true;                   // false: NaN into FP4, which has no NaN
    std::optional<double> absoluteError() const; // finite input and value only
    std::optional<double> relativeError() const; // also needs input != 0
};

Stored storeNumber(const fp::FormatSpec &spec, double x);
QString outcomeName(Outcome outcome); // translated: "exactly the same", "infinity", ...

// The gap between neighbouring values in the binade of the normal number |x| (ulp):
// 2^(floor(log2 |x|) - mantissaBits), or the subnormal spacing below the smallest normal.
double spacingAt(const fp::FormatSpec &spec, double x);

// ------------------------------------------------------------------------------------ memory

double bytesPerParameter(const fp::FormatSpec &spec);

// Bytes per parameter of mixed-precision Adam training (see the file comment).
struct TrainingBytes
{
    double weights = 0;   // 16-bit weights used in the forward and backward passes
    double gradients = 0; // 16-bit gradients
    double master = 0;    // FP32 master copy of the weights
    double momentum = 0;  // Adam's first moment, FP32
    double variance = 0;  // Adam's second moment, FP32
    double total() const { return weights + gradients + master + momentum + variance; }
};
TrainingBytes mixedPrecisionAdamBytes();

} // namespace gpulab::precision
