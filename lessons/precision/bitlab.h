// BitLab: the logic of the "Bit lab" (QtCore + the codec; the panel draws it). A student picks a
// format and either types a number, which the codec rounds into a bit pattern, or flips bits of
// the pattern directly. Everything shown comes from the pattern: its sign / exponent / mantissa
// fields, exact value, class, the rounding error against the typed number, the neighbouring
// values above and below (nextUp/nextDown), and the formula that turns the fields into the value.
//
// Input (setText): a decimal or scientific number ("0.1", "70,000", "-2.5e-3"), inf, -inf, nan,
// or a bit pattern in hexadecimal ("0x3c00") or binary ("0b0011110000000000"), which must be a
// pattern of the format. Invalid input leaves the state alone and sets message().
//
// Bits are numbered as in the format's container, 0 = least significant; TF32's low 13 bits are
// always zero and cannot be flipped (its 19 bits sit at the top of 32).
#pragma once

#include "compute/formats.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace gpulab {

class BitLab
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::BitLab)
public:
    enum class Field { Sign, Exponent, Mantissa, Unused };

    BitLab();

    const fp::FormatSpec &spec() const { return *m_spec; }
    // Keeps the number: the typed one if there is one, else the current value, re-rounded.
    void setFormat(fp::Format format);

    bool setText(const QString &text);
    // The number part of setText() alone (no bit patterns): false with a message when the text
    // is not a number.
    static bool parseNumber(const QString &text, double *value, QString *message);
    // What a Number field shows for `value`: the shortest text that parseNumber() reads back as
    // the same double, in the UI language's digits and decimal sign, without group separators
    // ("0.1", German "0,1", Arabic "٠٫١", "70000", "1e-08"; C's way where Qt cannot read the
    // language's back); "inf", "-inf", "nan".
    static QString inputText(double value);
    QString message() const { return m_message; } // why the last setText failed; else empty
    bool setBits(std::uint32_t bits);             // false when not a pattern of the format
    bool flipBit(int bit);                        // false for a bit the format does not store
    std::uint32_t bits() const { return m_bits; }
    bool bit(int bit) const { return (m_bits >> bit) & 1u; }

    // Which field a container bit belongs to, and its number inside the field (0 = lowest).
    Field fieldOf(int bit) const;
    // The lowest and highest bits the format stores (TF32: 13 and 31).
    int lowestBit() const { return m_spec->lowZeroBits; }
    int highestBit() const { return m_spec->containerBits - 1; }
    static QString fieldName(Field field); // "sign", "exponent", "mantissa"
    // "bit 15, sign, set" (translated), as the bit editor and screen readers say it.
    QString describeBit(int bit) const;

    // The typed number; empty after bits were set or flipped directly.
    std::optional<double> input() const { return m_input; }
    double value() const;
    fp::ValueClass valueClass() const;
    fp::BitFields fields() const;
    // Against the typed number, finite ones only.
    std::optional<double> absoluteError() const;
    std::optional<double> relativeError() const;
    // The typed number was finite but lies beyond the largest finite value.
    bool overflowed() const { return m_overflow; }
    std::optional<double> below() const; // nextDown's value
    std::optional<double> above() const; // nextUp's value

    // "(−1)⁰ × 2^(11 − 15) × (1 + 614/1024) = 0.0999755859375", or what the pattern means when
    // it is zero, infinite or NaN.
    QString formula() const;
    QString hexString() const;    // "0x2E66"
    QString binaryString() const; // "0 01011 1001100110": fields apart
    // One sentence: the class in words ("normal", "subnormal: fewer significant bits", ...).
    QString className() const;

private:
    void encodeInput(double x);

    const fp::FormatSpec *m_spec = nullptr;
    std::uint32_t m_bits = 0;
    std::optional<double> m_input;
    bool m_overflow = false;
    QString m_message;
};

} // namespace gpulab
