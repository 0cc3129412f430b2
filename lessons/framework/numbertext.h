// Decimal numbers written without trailing zeros ("1.5", "2", not "1.50", "2.00"), in the one
// way every lesson and table does it: the text is the locale's, the zeros go.
#pragma once

#include <QChar>
#include <QLocale>
#include <QString>

namespace gpulab {

// Drops trailing zeros after `point` in `text` and the point itself when nothing follows it;
// text without the point (a whole number, "1e+09") is returned as it is.
inline QString dropTrailingZeros(QString text, QChar point)
{
    if (!text.contains(point))
        return text;
    while (text.endsWith(QLatin1Char('0')))
        text.chop(1);
    if (text.endsWith(point))
        text.chop(1);
    return text;
}

// `value` with at most `decimals` decimals in `locale`, trailing zeros dropped: 1.5, 2, 0.125.
inline QString withoutTrailingZeros(double value, int decimals, const QLocale &locale = QLocale())
{
    return dropTrailingZeros(locale.toString(value, 'f', decimals), locale.decimalPoint().at(0));
}

} // namespace gpulab
