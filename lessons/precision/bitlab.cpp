// BitLab: a number and its bits in one format (see bitlab.h).
#include "lessons/precision/bitlab.h"

#include "lessons/precision/precisionmath.h"

#include <QLocale>
#include <QRegularExpression>

#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace gpulab {

namespace {

// Reads "0x…" / "0b…" patterns; nullopt when the text is not one.
std::optional<std::uint64_t> parsePattern(const QString &text, bool *malformed)
{
    *malformed = false;
    int base = 0;
    if (text.startsWith(QLatin1String("0x")))
        base = 16;
    else if (text.startsWith(QLatin1String("0b")))
        base = 2;
    else
        return std::nullopt;
    bool ok = false;
    const std::uint64_t value = text.mid(2).toULongLong(&ok, base);
    if (!ok || text.size() <= 2 || text.size() > 2 + 64) {
        *malformed = true;
        return std::nullopt;
    }
    return value;
}

} // namespace

BitLab::BitLab() : m_spec(&fp::formatSpec(fp::Format::Fp16))
{
    encodeInput(1.0);
}

void BitLab::setFormat(fp::Format format)
{
    const double keep = m_input ? *m_input : value();
    m_spec = &fp::formatSpec(format);
    encodeInput(keep);
}

void BitLab::encodeInput(double x)
{
    const precision::Stored stored = precision::storeNumber(*m_spec, x);
    m_bits = stored.bits;
    m_input = x;
    m_overflow = std::isfinite(x) && (stored.outcome == precision::Outcome::Infinity ||
                                      stored.outcome == precision::Outcome::NaN ||
                                      stored.outcome == precision::Outcome::Largest);
    m_message.clear();
    if (!stored.representable)
        m_message = tr("%1 has no NaN: its 16 patterns are all numbers. The pattern shown is 0.")
                        .arg(QString::fromLatin1(m_spec->displayName));
}

bool BitLab::setText(const QString &raw)
{
    QString text = raw.trimmed().toLower();
    text.remove(QLatin1Char(' ')).remove(QLatin1Char('_')).remove(QChar(0x2009));
    text.remove(QChar(0x202F)).remove(QChar(0x00A0));
    // Bidi marks: Arabic writes its minus sign after an Arabic letter mark (U+061C), which
    // QLocale does not read back.
    text.remove(QChar(0x061C)).remove(QChar(0x200E)).remove(QChar(0x200F));
    text.replace(QChar(0x2212), QLatin1Char('-')); // the typographic minus
    if (text.isEmpty()) {
        m_message = tr("Type a number, such as 0.1, 70000 or 1e-8.");
        return false;
    }
    bool malformed = false;
    if (const std::optional<std::uint64_t> pattern = parsePattern(text, &malformed)) {
        if (!fp::isValidPattern(*m_spec, *pattern)) {
            m_message = m_spec->lowZeroBits
                            ? tr("%1 is not a %2 pattern: it has %3 bits, and the low %4 are "
                                 "always zero.")
                                  .arg(raw.trimmed(), QString::fromLatin1(m_spec->displayName))
                                  .arg(QLocale().toString(m_spec->containerBits))
                                  .arg(QLocale().toString(m_spec->lowZeroBits))
                            : tr("%1 does not fit in %2's %3 bits.")
                                  .arg(raw.trimmed(), QString::fromLatin1(m_spec->displayName))
                                  .arg(QLocale().toString(m_spec->containerBits));
            return false;
        }
        setBits(std::uint32_t(*pattern));
        return true;
    }
    if (malformed) {
        m_message = tr("\u201c%1\u201d is not a bit pattern: write 0x followed by hexadecimal "
                       "digits (0x3c00) or 0b followed by binary digits.")
                        .arg(raw.trimmed());
        return false;
    }
    double x = 0;
    if (!parseNumber(raw, &x, &m_message))
        return false;
    encodeInput(x);
    return true;
}

QString BitLab::inputText(double value)
{
    if (std::isnan(value))
        return QStringLiteral("nan");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    const QString own = locale.toString(value, 'g', QLocale::FloatingPointShortest);
    double back = 0;
    QString message;
    if (parseNumber(own, &back, &message) && back == value)
        return own;
    // C's way where Qt cannot read the language's back (Arabic e-notation: ١اس-٠٨).
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

bool BitLab::parseNumber(const QString &raw, double *value, QString *message)
{
    QString text = raw.trimmed().toLower();
    text.remove(QLatin1Char(' ')).remove(QLatin1Char('_')).remove(QChar(0x2009));
    text.remove(QChar(0x202F)).remove(QChar(0x00A0));
    // Bidi marks: Arabic writes its minus sign after an Arabic letter mark (U+061C), which
    // QLocale does not read back.
    text.remove(QChar(0x061C)).remove(QChar(0x200E)).remove(QChar(0x200F));
    text.replace(QChar(0x2212), QLatin1Char('-')); // the typographic minus
    if (text.isEmpty()) {
        *message = tr("Type a number, such as 0.1, 70000 or 1e-8.");
        return false;
    }
    double x = 0;
    bool ok = false;
    static const QRegularExpression power(QStringLiteral("^([+-]?)2\\^\\(?([+-]?\\d{1,4})\\)?$"));
    if (text == QLatin1String("inf") || text == QLatin1String("+inf") ||
        text == QLatin1String("infinity") || text == QStringLiteral("\u221e")) {
        x = HUGE_VAL;
        ok = true;
    } else if (text == QLatin1String("-inf") || text == QLatin1String("-infinity") ||
               text == QStringLiteral("-\u221e")) {
        x = -HUGE_VAL;
        ok = true;
    } else if (text == QLatin1String("nan")) {
        x = std::nan("");
        ok = true;
    } else if (const QRegularExpressionMatch m = power.match(text); m.hasMatch()) {
        x = std::ldexp(1.0, m.captured(2).toInt()); // 2^-24: exact, or 0 / inf past a double
        if (m.captured(1) == QLatin1String("-"))
            x = -x;
        ok = true;
    } else {
        // The student's own way of writing numbers first, as inputText() writes them (German
        // 1,125 is 1.125, Arabic ١٫٥ is 1.5); group separators there are refused, so that
        // 70.000 or 0.1 in German fall to C's way: 0.1, 1e-8, 70,000.
        QLocale own;
        own.setNumberOptions(own.numberOptions() | QLocale::RejectGroupSeparator);
        x = own.toDouble(text, &ok);
        if (!ok)
            x = QLocale::c().toDouble(text, &ok);
        if (!ok) {
            // strtod tells overflow (1e400) apart from nonsense.
            const QByteArray latin = text.toLatin1();
            char *end = nullptr;
            errno = 0;
            const double parsed = std::strtod(latin.constData(), &end);
            if (end && *end == '\0' && !latin.isEmpty() && errno == ERANGE && std::isinf(parsed)) {
                *message = tr("%1 is too large even for this lab, which works with doubles "
                              "(up to about 1.8 \u00d7 10\u00b3\u2070\u2078).")
                               .arg(raw.trimmed());
                return false;
            }
        }
    }
    if (!ok) {
        *message = tr("\u201c%1\u201d is not a number. Try 0.1, 70000, 1e-8, 2^-24, inf, or a "
                      "bit pattern such as 0x3c00.")
                       .arg(raw.trimmed());
        return false;
    }
    *value = x;
    message->clear();
    return true;
}

bool BitLab::setBits(std::uint32_t bits)
{
    if (!fp::isValidPattern(*m_spec, bits))
        return false;
    m_bits = bits;
    m_input.reset();
    m_overflow = false;
    m_message.clear();
    return true;
}

bool BitLab::flipBit(int bit)
{
    if (bit < lowestBit() || bit > highestBit())
        return false;
    return setBits(m_bits ^ (std::uint32_t(1) << bit));
}

BitLab::Field BitLab::fieldOf(int bit) const
{
    if (bit < lowestBit() || bit > highestBit())
        return Field::Unused;
    if (bit == highestBit())
        return Field::Sign;
    if (bit >= lowestBit() + m_spec->mantissaBits)
        return Field::Exponent;
    return Field::Mantissa;
}

QString BitLab::fieldName(Field field)
{
    switch (field) {
    case Field::Sign: return tr("sign");
    case Field::Exponent: return tr("exponent");
    case Field::Mantissa: return tr("mantissa");
    case Field::Unused: return tr("unused");
    }
    return {};
}

QString BitLab::describeBit(int bit) const
{
    return tr("bit %1, %2, %3")
        .arg(bit)
        .arg(fieldName(fieldOf(bit)), this->bit(bit) ? tr("set") : tr("clear"));
}

double BitLab::value() const
{
    return fp::decode(*m_spec, m_bits);
}

fp::ValueClass BitLab::valueClass() const
{
    return fp::classify(*m_spec, m_bits);
}

fp::BitFields BitLab::fields() const
{
    return fp::splitFields(*m_spec, m_bits);
}

std::optional<double> BitLab::absoluteError() const
{
    if (!m_input || !std::isfinite(*m_input) || !std::isfinite(value()))
        return std::nullopt;
    return std::abs(value() - *m_input);
}

std::optional<double> BitLab::relativeError() const
{
    const std::optional<double> absolute = absoluteError();
    if (!absolute || *m_input == 0)
        return std::nullopt;
    return *absolute / std::abs(*m_input);
}

std::optional<double> BitLab::below() const
{
    const std::optional<std::uint32_t> next = fp::nextDown(*m_spec, m_bits);
    return next ? std::optional<double>(fp::decode(*m_spec, *next)) : std::nullopt;
}

std::optional<double> BitLab::above() const
{
    const std::optional<std::uint32_t> next = fp::nextUp(*m_spec, m_bits);
    return next ? std::optional<double>(fp::decode(*m_spec, *next)) : std::nullopt;
}

QString BitLab::formula() const
{
    const fp::BitFields f = fields();
    const QString minus = QStringLiteral("\u2212");
    const QString signWord = f.negative ? minus : QStringLiteral("+");
    switch (valueClass()) {
    case fp::ValueClass::Zero: return tr("Exponent and mantissa all zero: %1zero.").arg(signWord);
    case fp::ValueClass::Infinity:
        return tr("Exponent all ones, mantissa zero: %1infinity.").arg(signWord);
    case fp::ValueClass::NaN:
        return m_spec->nan == fp::NanEncoding::AllOnesOnly
                   ? tr("Exponent and mantissa all ones: NaN, \u201cnot a number\u201d (%1 has no "
                        "infinity; this is its only NaN pattern).")
                         .arg(QString::fromLatin1(m_spec->displayName))
                   : tr("Exponent all ones, mantissa not zero: NaN, \u201cnot a number\u201d.");
    case fp::ValueClass::Subnormal:
    case fp::ValueClass::Normal: break;
    }
    const bool normal = valueClass() == fp::ValueClass::Normal;
    const qint64 denominator = qint64(1) << m_spec->mantissaBits;
    // A subnormal has exponent field 0 but is scaled like the smallest normal: 2^(1 − bias).
    const int exponentField = normal ? int(f.exponent) : 1;
    return QStringLiteral("(") + minus + QStringLiteral("1)^") +
           QString::number(f.negative ? 1 : 0) + QStringLiteral(" \u00d7 2^(") +
           QString::number(exponentField) + QLatin1Char(' ') + minus + QLatin1Char(' ') +
           QString::number(m_spec->bias) + QStringLiteral(") \u00d7 (") +
           QString::number(normal ? 1 : 0) + QStringLiteral(" + ") + QString::number(f.mantissa) +
           QLatin1Char('/') + QString::number(denominator) + QStringLiteral(") = ") +
           precision::formatExact(value());
}

QString BitLab::hexString() const
{
    return QStringLiteral("0x") + QString::number(m_bits, 16)
                                      .rightJustified(m_spec->hexDigits(), QLatin1Char('0'))
                                      .toUpper();
}

QString BitLab::binaryString() const
{
    QString result;
    for (int bit = highestBit(); bit >= lowestBit(); --bit) {
        result += this->bit(bit) ? QLatin1Char('1') : QLatin1Char('0');
        if (bit == highestBit() || bit == lowestBit() + m_spec->mantissaBits)
            result += QLatin1Char(' ');
    }
    return result;
}

QString BitLab::className() const
{
    switch (valueClass()) {
    case fp::ValueClass::Zero: return tr("zero");
    case fp::ValueClass::Subnormal:
        return tr("subnormal: smaller than the smallest normal number, with fewer significant "
                  "bits");
    case fp::ValueClass::Normal: return tr("normal");
    case fp::ValueClass::Infinity: return tr("infinity");
    case fp::ValueClass::NaN: return tr("NaN (not a number)");
    }
    return {};
}

} // namespace gpulab
