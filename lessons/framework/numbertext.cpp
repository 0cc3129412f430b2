// Numbers and byte counts for people (see numbertext.h).
#include "lessons/framework/numbertext.h"

#include <QCoreApplication>
#include <QDate>
#include <QRegularExpression>

#include <cmath>
#include <iterator>

namespace gpulab {

namespace {

// The translation context of this file's words (lupdate reads it from the macro).
class NumberText
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::NumberText)
};

struct Unit
{
    double size;
    const char *symbol; // nullptr: the word "bytes", translated
};

const Unit kUnits[] = {{1, nullptr}, {1e3, "kB"},  {1e6, "MB"},
                       {1e9, "GB"},  {1e12, "TB"}, {1e15, "PB"}};
constexpr int kGigabytes = 3;

} // namespace

namespace {
// Whether `locale` writes 1234567 with two group separators ("1,234,567"; India's "12,34,567").
bool groupsLongNumbers(const QLocale &locale)
{
    if (locale.numberOptions().testFlag(QLocale::OmitGroupSeparator))
        return true;
    return locale.toString(1234567).count(locale.groupSeparator()) == 2;
}
} // namespace

QLocale numberLocale(const QLocale &locale)
{
    if (groupsLongNumbers(locale))
        return locale;
    const QList<QLocale> candidates =
        QLocale::matchingLocales(locale.language(), locale.script(), QLocale::AnyTerritory);
    for (const QLocale &candidate : candidates) {
        if (candidate.decimalPoint() == locale.decimalPoint() &&
            candidate.groupSeparator() == locale.groupSeparator() &&
            candidate.zeroDigit() == locale.zeroDigit() &&
            candidate.negativeSign() == locale.negativeSign() &&
            candidate.dateFormat(QLocale::LongFormat) == locale.dateFormat(QLocale::LongFormat) &&
            candidate.monthName(5) == locale.monthName(5) && groupsLongNumbers(candidate)) {
            QLocale chosen = candidate;
            chosen.setNumberOptions(locale.numberOptions());
            return chosen;
        }
    }
    return locale;
}

QString superscript(int exponent)
{
    static const char16_t digits[] =
        u"\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079";
    QString result = exponent < 0 ? QStringLiteral("\u207b") : QString();
    for (QChar c : QString::number(std::abs(exponent)))
        result += QChar(digits[c.digitValue()]);
    return result;
}

QString scientificText(double value, int significant, const QLocale &locale)
{
    if (!std::isfinite(value) || value == 0)
        return locale.toString(0);
    // From the locale's own e-notation, so that rounding (9.996 → 1.00e1) is right.
    const QString text = locale.toString(value, 'e', std::max(0, significant - 1));
    const qsizetype at = text.lastIndexOf(locale.exponential(), -1, Qt::CaseInsensitive);
    if (at < 0)
        return text;
    const QString mantissa =
        dropTrailingZeros(text.left(at), locale.decimalPoint().at(0), locale.zeroDigit().at(0));
    // The exponent from C's e-notation of the same value and precision (the same rounding): the
    // locale's is written in its own digits and signs (Arabic: "اس+٢٢").
    const QString plain = QLocale::c().toString(value, 'e', std::max(0, significant - 1));
    const int exponent = plain.mid(plain.lastIndexOf(QLatin1Char('e')) + 1).toInt();
    return mantissa + QStringLiteral(" \u00d7 ") + locale.toString(10) + superscript(exponent);
}

QString significantText(double value, const QLocale &locale)
{
    const double magnitude = std::abs(value);
    const int decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2;
    return withoutTrailingZeros(value, decimals, locale);
}

QString bytesText(double bytes, ByteUnit unit, const QLocale &locale)
{
    if (!std::isfinite(bytes) || bytes == 0)
        bytes = 0; // also -0, which would read "-0"
    int index = kGigabytes;
    if (unit == ByteUnit::Auto) {
        // Up a unit from 999.5 on, which would round to "1,000" in this one.
        index = 0;
        while (index + 1 < int(std::size(kUnits)) && std::abs(bytes) >= 999.5 * kUnits[index].size)
            ++index;
    }
    const Unit &chosen = kUnits[index];
    return significantText(bytes / chosen.size, locale) + QLatin1Char(' ') +
           (chosen.symbol ? QString::fromLatin1(chosen.symbol) : NumberText::tr("bytes"));
}

QString secondsText(double seconds, const QLocale &locale)
{
    if (!std::isfinite(seconds))
        seconds = 0;
    const double magnitude = std::abs(seconds);
    if (magnitude >= 1 || magnitude == 0)
        return significantText(seconds, locale) + QStringLiteral(" s");
    if (magnitude >= 1e-3)
        return significantText(seconds * 1e3, locale) + QStringLiteral(" ms");
    if (magnitude >= 1e-6)
        return significantText(seconds * 1e6, locale) + QStringLiteral(" \u00b5s");
    return significantText(seconds * 1e9, locale) + QStringLiteral(" ns");
}

QString dateText(const QString &isoDayOrMonth, const QLocale &locale)
{
    const QString text = isoDayOrMonth.trimmed();
    const bool month = text.size() == 7;
    const QDate date = QDate::fromString(month ? text + QStringLiteral("-01") : text, Qt::ISODate);
    if (!date.isValid() || (text.size() != 7 && text.size() != 10))
        return isoDayOrMonth;
    // The locale's long form less the weekday ("dddd, MMMM d, yyyy" → "MMMM d, yyyy"), less the
    // day for a month ("MMMM yyyy", "d 'de' MMMM 'de' yyyy" → "MMMM 'de' yyyy", "yyyy年M月").
    static const QRegularExpression weekday(
        QStringLiteral("\\s*dddd[\\s,\u060c]*|[\\s,\u060c]*dddd\\s*$"));
    static const QRegularExpression day(
        QStringLiteral("(?<![dM'])dd?(?![dM])(?:\\s*'[^']*'\\s*|[\\s,\u060c]*\u65e5?)"));
    QString format = locale.dateFormat(QLocale::LongFormat).remove(weekday);
    if (month)
        format.remove(day);
    return locale.toString(date, format.trimmed());
}

QString moneyText(double amount, const QString &currency, int decimals, const QLocale &locale)
{
    if (!std::isfinite(amount))
        amount = 0;
    // The cost lesson's context, where this pattern was first translated.
    //: A currency's ISO code, then an amount: "USD 2.69". The order and space are the
    //: language's.
    return QCoreApplication::translate("gpulab::PriceText", "%1 %2")
        .arg(currency, locale.toString(amount, 'f', decimals));
}

} // namespace gpulab
