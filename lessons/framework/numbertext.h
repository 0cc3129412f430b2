// Numbers and byte counts written for people, in the one way every lesson and table does it: the
// text is the locale's (the UI language's, see app/uilanguage.h), trailing zeros go, and a byte
// count has its unit and never reads "inf" or "nan".
#pragma once

#include <QChar>
#include <QLocale>
#include <QString>

namespace gpulab {

// Drops trailing zeros (`zero`: the locale's, Arabic's is "٠") after `point` in `text` and the
// point itself when nothing follows it; text without the point (a whole number, "1e+09") is
// returned as it is.
inline QString dropTrailingZeros(QString text, QChar point, QChar zero = QLatin1Char('0'))
{
    if (!text.contains(point))
        return text;
    while (text.endsWith(zero))
        text.chop(1);
    if (text.endsWith(point))
        text.chop(1);
    return text;
}

// The locale numbers are written in for `locale`: `locale` itself, unless its Qt groups long
// numbers wrongly. Qt 6.4 applies CLDR's "minimum grouping digits" of 2 (Spanish, Portuguese,
// Polish) to every group, so QLocale("es") writes 2097152 as "2097.152". Such a locale is
// replaced by one of the same language, script, digits, separators and month names that groups
// correctly (Spanish: es_AR, "2.097.152", which also groups four digits: "1.234"). A locale
// with no such twin (pt_PT, pl: no other territory writes their separators) is kept as it is.
// The UI language installs its locale through this (app/uilanguage.h).
QLocale numberLocale(const QLocale &locale);

// `value` with at most `decimals` decimals in `locale`, trailing zeros dropped: 1.5, 2, 0.125.
inline QString withoutTrailingZeros(double value, int decimals, const QLocale &locale = QLocale())
{
    return dropTrailingZeros(locale.toString(value, 'f', decimals), locale.decimalPoint().at(0),
                             locale.zeroDigit().at(0));
}

// A whole number that is a name more than an amount, without digit grouping, in `locale`'s digits:
// a year, a matrix size, a position ("2022", "4096"; Arabic "٢٠٢٢"). Amounts group: toString().
inline QString wholeText(qint64 value, QLocale locale = QLocale())
{
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return locale.toString(value);
}

// "−24" in Unicode's superscript digits and minus: "⁻²⁴" (an exponent, as in "10⁹").
QString superscript(int exponent);

// `value` as a power of ten, d.dd × 10ⁿ, with at most `significant` significant figures and no
// trailing zeros, in `locale`'s digits: "8.09 × 10²²", "1 × 10¹⁰", "5.96 × 10⁻⁸", Arabic
// "٨٫٠٩ × ١٠²²". Zero, or a value that is not finite, is written "0".
QString scientificText(double value, int significant = 3, const QLocale &locale = QLocale());

// Three significant figures, at least the whole number, trailing zeros dropped: 1.88, 15.6, 156,
// 6,494 (two decimals below 10, one below 100, none above).
QString significantText(double value, const QLocale &locale = QLocale());

enum class ByteUnit {
    Auto,      // the unit that keeps the number below 1,000: bytes, kB, MB, GB, TB, PB
    Gigabytes, // always GB, so that figures side by side compare at a glance: 0.52 GB, 6,494 GB
};

// A byte count: significantText() and a decimal unit (10^3 steps, as the vendors count bytes; GB
// is 10^9 bytes): "512 bytes", "32 MB", "3.5 GB", "6.48 TB"; with ByteUnit::Gigabytes "0.52 GB",
// "13.5 GB", "6,494 GB". A count that is not finite is written as 0 ("0 GB"): a figure on screen,
// never "inf" or "nan".
QString bytesText(double bytes, ByteUnit unit = ByteUnit::Auto, const QLocale &locale = QLocale());

// A duration: significantText() in s, ms, µs or ns, the unit that keeps the number at 1 or more:
// "1.5 s", "23.9 ms", "850 µs", "0 s". A duration that is not finite is written as 0 s.
QString secondsText(double seconds, const QLocale &locale = QLocale());

// A day or a month as data files give it (ISO 8601: "2026-05-07", "2026-03"), written for people
// in `locale`'s long form without the weekday: "May 7, 2026", "7 de mayo de 2026", Arabic
// "٧ مايو ٢٠٢٦", "2026年5月7日"; a month "March 2026", "marzo de 2026", "2026年3月". Text that is
// neither is returned as it is. Files, CSV and JSON keep ISO 8601.
QString dateText(const QString &isoDayOrMonth, const QLocale &locale = QLocale());

// An amount of money as the UI language writes it, with its ISO 4217 currency code: "USD 2.69",
// "USD 25,000" (`decimals` 0), "USD 2,69" in Spanish, the order and spacing the translator
// chose. An amount that is not finite is written as 0. The cost lesson and the GPU chooser both
// write money so.
QString moneyText(double amount, const QString &currency, int decimals = 2,
                  const QLocale &locale = QLocale());

} // namespace gpulab
