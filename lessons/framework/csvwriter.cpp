// CSV writing (see csvwriter.h).
#include "lessons/framework/csvwriter.h"
#include "lessons/framework/boundedfile.h"

#include <algorithm>

namespace gpulab::csv {

QString defused(const QString &cell)
{
    static const QString starters = QStringLiteral("=+-@\t\r");
    if (!cell.isEmpty() && starters.contains(cell.front()))
        return QLatin1Char('\'') + cell;
    return cell;
}

QString field(const QString &cell, bool defuse)
{
    const QString text = defuse ? defused(cell) : cell;
    static const QString special = QStringLiteral(",\"\r\n");
    if (std::none_of(text.cbegin(), text.cend(), [](QChar c) { return special.contains(c); }))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString record(const QStringList &cells)
{
    QString line;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i > 0)
            line += QLatin1Char(',');
        line += field(cells.at(i));
    }
    return line + QLatin1String("\r\n");
}

bool writeFile(const QString &path, const QString &text, QString *error)
{
    return writeWholeFile(path, QByteArray("\xEF\xBB\xBF") + text.toUtf8(), error);
}

} // namespace gpulab::csv
