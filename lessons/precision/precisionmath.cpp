// The "Precision formats" lesson's arithmetic (see precisionmath.h).
#include "lessons/precision/precisionmath.h"

#include "compute/blockquant.h"

#include "lessons/framework/fitmath.h"
#include "lessons/framework/numbertext.h"

#include <QLocale>

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace gpulab::precision {

namespace {

// The translation context of this file's messages: lupdate reads it from the macro (a free
// PrecisionText::tr() got the context of whatever class or namespace lupdate guessed, not the one
// looked up here).
class PrecisionText
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::precision)
};

QString special(double value)
{
    if (std::isnan(value))
        return QStringLiteral("NaN");
    return value > 0 ? QStringLiteral("inf") : QStringLiteral("\u2212inf");
}

} // namespace

QString powerOfTwo(int exponent)
{
    return QLocale().toString(2) + superscript(exponent);
}

QString formatNumber(double value, int digits)
{
    if (!std::isfinite(value))
        return special(value);
    const QLocale locale;
    const double magnitude = std::abs(value);
    if (magnitude < 1e7 && value == std::floor(value)) // whole numbers exactly: 65,504, not 6.55e4
        return locale.toString(qint64(value));
    if (magnitude >= 1e-4 && magnitude < 1e7) {
        const int decimals = std::max(0, digits - 1 - int(std::floor(std::log10(magnitude))));
        return withoutTrailingZeros(value, decimals, locale);
    }
    return scientificText(value, digits, locale); // d.ddd × 10^e
}

QString formatShortest(double value)
{
    if (!std::isfinite(value))
        return special(value);
    const bool scientific =
        QString::number(value, 'g', QLocale::FloatingPointShortest).contains(QLatin1Char('e'));
    return QLocale().toString(value, scientific ? 'e' : 'f', QLocale::FloatingPointShortest);
}

QString formatPercent(double fraction, int decimals)
{
    return QLocale().toString(100.0 * fraction, 'f', decimals) + QStringLiteral(" %");
}

QString formatName(const fp::FormatSpec &spec)
{
    return QString::fromLatin1(spec.displayName);
}

// The schemes' names that hold words (compute/blockquant.cpp is not Qt and not scanned by
// lupdate); a name missing here shows untranslated, which app-layout-pseudo-* reports.
[[maybe_unused]] constexpr const char *kSchemeNames[] = {
    QT_TRANSLATE_NOOP("gpulab::precision::Scheme", "INT8 per tensor"),
    QT_TRANSLATE_NOOP("gpulab::precision::Scheme", "INT8 per channel"),
    QT_TRANSLATE_NOOP("gpulab::precision::Scheme", "INT4 per tensor"),
    QT_TRANSLATE_NOOP("gpulab::precision::Scheme", "INT4 per channel"),
};

QString schemeName(const fp::SchemeSpec &spec)
{
    return QCoreApplication::translate("gpulab::precision::Scheme", spec.displayName);
}

QString formatExact(double value, int maxDigits)
{
    if (!std::isfinite(value))
        return special(value);
    if (value == 0)
        return std::signbit(value) ? QLocale().negativeSign() + QLocale().zeroDigit()
                                   : QLocale().zeroDigit();
    // Every double has a finite decimal expansion; glibc prints it exactly. 60 digits cover
    // every value of the lesson's formats down to FP16's subnormals and most FP32 values.
    char buffer[128];
    std::snprintf(buffer, sizeof buffer, "%.59e", value);
    QString text = QString::fromLatin1(buffer);
    const qsizetype e = text.indexOf(QLatin1Char('e'));
    QString mantissa = dropTrailingZeros(text.left(e), QLatin1Char('.'));
    int exponent = text.mid(e + 1).toInt();
    const bool negative = mantissa.startsWith(QLatin1Char('-'));
    QString digits = mantissa;
    digits.remove(QLatin1Char('-')).remove(QLatin1Char('.'));
    bool exact = true;
    if (digits.size() > maxDigits) { // too long: the shortest form that reads back the same
        exact = false;
        for (int precision = 1; precision <= 17; ++precision) {
            std::snprintf(buffer, sizeof buffer, "%.*e", precision - 1, value);
            if (std::strtod(buffer, nullptr) == value)
                break;
        }
        text = QString::fromLatin1(buffer);
        const qsizetype e2 = text.indexOf(QLatin1Char('e'));
        digits = dropTrailingZeros(text.left(e2), QLatin1Char('.'));
        exponent = text.mid(e2 + 1).toInt(); // 9.99…e5 may have become 1e6
        digits.remove(QLatin1Char('-')).remove(QLatin1Char('.'));
    }
    QString result;
    if (exponent >= -5 && exponent < 21) {
        if (exponent < 0) {
            result = QStringLiteral("0.") + QString(-exponent - 1, QLatin1Char('0')) + digits;
        } else if (digits.size() <= exponent + 1) {
            result = digits + QString(exponent + 1 - digits.size(), QLatin1Char('0'));
        } else {
            result = digits.left(exponent + 1) + QLatin1Char('.') + digits.mid(exponent + 1);
        }
    } else {
        result = digits.left(1);
        if (digits.size() > 1)
            result += QLatin1Char('.') + digits.mid(1);
        result += QStringLiteral("e%1%2")
                      .arg(exponent < 0 ? QLatin1Char('-') : QLatin1Char('+'))
                      .arg(std::abs(exponent), 2, 10, QLatin1Char('0'));
    }
    if (negative)
        result.prepend(QLatin1Char('-'));
    // In the UI language's digits and signs, every digit kept (QLocale cannot print them all).
    const QLocale locale;
    QString localised;
    for (const QChar c : std::as_const(result)) {
        if (c.isDigit())
            localised += locale.toString(c.digitValue());
        else if (c == QLatin1Char('.'))
            localised += locale.decimalPoint();
        else if (c == QLatin1Char('-'))
            localised += locale.negativeSign();
        else if (c == QLatin1Char('+'))
            localised += locale.positiveSign();
        else if (c == QLatin1Char('e'))
            localised += locale.exponential();
        else
            localised += c;
    }
    if (!exact)
        localised += QStringLiteral("\u2026");
    return localised;
}

std::optional<double> Stored::absoluteError() const
{
    if (!std::isfinite(input) || !std::isfinite(value))
        return std::nullopt;
    return std::abs(value - input);
}

std::optional<double> Stored::relativeError() const
{
    const std::optional<double> absolute = absoluteError();
    if (!absolute || input == 0)
        return std::nullopt;
    return *absolute / std::abs(input);
}

Stored storeNumber(const fp::FormatSpec &spec, double x)
{
    Stored result;
    result.input = x;
    const fp::Encoded encoded = fp::encode(spec, x);
    if (!encoded.ok()) { // NaN into FP4 E2M1
        result.representable = false;
        result.value = std::nan("");
        result.valueClass = fp::ValueClass::NaN;
        result.outcome = Outcome::NaN;
        return result;
    }
    result.bits = encoded.bits;
    result.value = fp::decode(spec, encoded.bits);
    result.valueClass = fp::classify(spec, encoded.bits);
    if (std::isnan(x) || result.valueClass == fp::ValueClass::NaN)
        result.outcome = Outcome::NaN;
    else if (result.valueClass == fp::ValueClass::Infinity)
        result.outcome = std::isinf(x) ? Outcome::Exact : Outcome::Infinity;
    else if (encoded.overflow)
        result.outcome = Outcome::Largest;
    else if (result.value == x)
        result.outcome = Outcome::Exact;
    else if (result.value == 0)
        result.outcome = Outcome::Zero;
    else
        result.outcome = Outcome::Rounded;
    return result;
}

QString outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Exact: return PrecisionText::tr("exactly the same number");
    case Outcome::Rounded: return PrecisionText::tr("a nearby value (rounded)");
    case Outcome::Largest: return PrecisionText::tr("the format's largest value");
    case Outcome::Infinity: return PrecisionText::tr("infinity (overflow)");
    case Outcome::NaN: return PrecisionText::tr("NaN, not a number");
    case Outcome::Zero: return PrecisionText::tr("zero (underflow)");
    }
    return {};
}

double spacingAt(const fp::FormatSpec &spec, double x)
{
    const fp::FormatProperties p = fp::properties(spec);
    const double magnitude = std::abs(x);
    if (!(magnitude >= p.minNormal))
        return p.minSubnormal;
    const int exponent = std::min(std::ilogb(magnitude), p.maxExponent);
    return std::ldexp(1.0, exponent - spec.mantissaBits);
}

double bytesPerParameter(const fp::FormatSpec &spec)
{
    return spec.containerBits / 8.0;
}

TrainingBytes mixedPrecisionAdamBytes()
{
    fit::Workload work; // mixed precision: 16-bit weights and gradients, FP32 master copy
    work.optimizer = fit::Optimizer::Adam;
    const fit::Breakdown b = fit::perParameter(work);
    // Adam's state is two FP32 values per parameter, the momentum and the variance.
    return {b.weights, b.gradients, b.master, b.optimizer / 2, b.optimizer / 2};
}

} // namespace gpulab::precision
