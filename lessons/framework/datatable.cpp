// The one CSV table reader (see datatable.h): header, records, and each cell against its
// column's rule. Tables declare columns; nothing here knows any table.
#include "lessons/framework/datatable.h"
#include "lessons/framework/boundedfile.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <optional>

namespace gpulab {

namespace {

const QRegularExpression &idPattern()
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    return pattern;
}

QString figure(double value)
{
    return QString::number(value, 'g', 12);
}

// A cell against its column's rule: the Cell, or a problem in `problem`. `value` is trimmed and
// not empty. `firstLineOfId` serves the Id columns' uniqueness.
std::optional<Cell> readCell(const ColumnRule &column, const QString &value, int line,
                             QHash<QString, int> &firstLineOfId, QString *problem)
{
    Cell cell;
    cell.text = value;
    switch (column.type) {
    case CellType::Text:
    case CellType::Source: return cell;
    case CellType::Id: {
        if (!idPattern().match(value).hasMatch())
            *problem = QStringLiteral("%1 \"%2\": use lowercase letters, digits and '-'")
                           .arg(column.name, value);
        // The first row with an id owns it, even if that row is left out for another reason.
        const auto first = firstLineOfId.constFind(value);
        if (first != firstLineOfId.constEnd()) {
            if (problem->isEmpty())
                *problem = QStringLiteral("duplicate %1 \"%2\" (first on line %3)")
                               .arg(column.name, value)
                               .arg(*first);
        } else {
            firstLineOfId.insert(value, line);
        }
        break;
    }
    case CellType::Reference:
        if (!idPattern().match(value).hasMatch())
            *problem = QStringLiteral("%1 \"%2\" is not an id (lowercase letters, digits and '-', "
                                      "as in %3)")
                           .arg(column.name, value, column.references);
        break;
    case CellType::Number: {
        bool ok = false;
        cell.number = value.toDouble(&ok);
        if (!ok || !std::isfinite(cell.number))
            *problem = QStringLiteral("%1: \"%2\" is not a number (no units, no thousands "
                                      "separators; leave the cell empty when there is no figure)")
                           .arg(column.name, value);
        else if (cell.number < 0 && column.min >= 0)
            *problem = QStringLiteral("%1: %2 is negative").arg(column.name, value);
        else if (cell.number < column.min || cell.number > column.max)
            *problem = QStringLiteral("%1: %2 is out of range (%3 to %4%5)")
                           .arg(column.name, value, figure(column.min), figure(column.max),
                                column.unit.isEmpty() ? QString() : QLatin1Char(' ') + column.unit);
        break;
    }
    case CellType::Whole: {
        bool ok = false;
        const int number = value.toInt(&ok);
        cell.number = number;
        if (!ok)
            *problem = QStringLiteral("%1 \"%2\" is not a whole number").arg(column.name, value);
        else if (number < column.min || number > column.max)
            *problem = QStringLiteral("%1 %2 is out of range (%3-%4)")
                           .arg(column.name)
                           .arg(number)
                           .arg(figure(column.min), figure(column.max));
        break;
    }
    case CellType::OneOf:
        for (int i = 0; i < column.choices.size(); ++i)
            if (value.compare(column.choices.at(i), Qt::CaseInsensitive) == 0) {
                cell.choice = i;
                cell.text = column.choices.at(i);
            }
        if (cell.choice < 0)
            *problem = QStringLiteral("unknown %1 \"%2\" (one of: %3)")
                           .arg(column.name, value, column.choices.join(QStringLiteral(", ")));
        break;
    }
    if (!problem->isEmpty())
        return std::nullopt;
    return cell;
}

} // namespace

bool isKnown(double value)
{
    return !std::isnan(value);
}

QString dataFilePath(const char *builtinPath, const char *variable)
{
    const QString chosen = qEnvironmentVariable(variable);
    return chosen.isEmpty() ? QString::fromLatin1(builtinPath) : chosen;
}

QStringList splitCsvLine(const QString &line, bool *ok)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < line.size() && line.at(i + 1) == QLatin1Char('"'))
                    field += c, ++i; // "" inside quotes
                else
                    quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"') && field.trimmed().isEmpty()) {
            field.clear(); // spaces before an opening quote are not part of the field
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            fields << field;
            field.clear();
        } else {
            field += c;
        }
    }
    fields << field;
    if (ok)
        *ok = !quoted; // false: an unclosed quote
    return fields;
}

QList<LessonProblem> readTable(const QString &path, const std::vector<ColumnRule> &columns,
                               const std::function<QStringList(const TableRecord &)> &takeRow)
{
    QList<LessonProblem> problems;
    if (std::none_of(columns.begin(), columns.end(),
                     [](const ColumnRule &column) { return column.type == CellType::Source; })) {
        problems.append({path, 0,
                         QStringLiteral("the table declares no source column; every row "
                                        "must name the document its figures come from")});
        return problems;
    }
    QString why;
    const std::optional<QByteArray> bytes =
        readBoundedFile(path, filelimit::kDataTable, QStringLiteral("a data table"), &why);
    if (!bytes) {
        problems.append({path, 0, why});
        return problems;
    }
    QString content = QString::fromUtf8(*bytes);
    if (content.startsWith(QChar(0xFEFF)))
        content.remove(0, 1); // a byte-order mark
    const QStringList lines = content.split(QLatin1Char('\n'));
    const int columnCount = int(columns.size());

    bool headerSeen = false;
    QList<int> columnOfField; // header field -> declared column, -1 = ignored
    QHash<QString, int> firstLineOfId;
    for (int i = 0; i < lines.size(); ++i) {
        const int lineNumber = i + 1;
        const QString line = lines.at(i).trimmed(); // also drops a CRLF's '\r'
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        auto problem = [&](const QString &message) {
            problems.append({path, lineNumber, message});
        };
        bool ok = true;
        const QStringList fields = splitCsvLine(line, &ok);

        if (!headerSeen) {
            headerSeen = true;
            if (!ok) {
                problem(QStringLiteral("header: a quoted field is not closed"));
                return problems;
            }
            QStringList known;
            for (const ColumnRule &column : columns)
                known << column.name;
            QList<bool> present(columnCount, false);
            for (const QString &raw : fields) {
                const QString name = raw.trimmed();
                int index = int(known.indexOf(name));
                if (index < 0) {
                    problem(QStringLiteral("header: unknown column \"%1\" is ignored (known: %2)")
                                .arg(name, known.join(QStringLiteral(", "))));
                } else if (present[index]) {
                    problem(QStringLiteral("header: column \"%1\" appears twice; the second is "
                                           "ignored")
                                .arg(name));
                    index = -1;
                } else {
                    present[index] = true;
                }
                columnOfField << index;
            }
            QStringList missing;
            for (int c = 0; c < columnCount; ++c)
                if (columns[c].required && !present[c])
                    missing << columns[c].name;
            if (!missing.isEmpty()) {
                problem(QStringLiteral("header: required column(s) missing: %1; no row can load")
                            .arg(missing.join(QStringLiteral(", "))));
                return problems;
            }
            continue;
        }

        if (!ok) {
            problem(QStringLiteral("a quoted field is not closed"));
            continue;
        }
        if (fields.size() != columnOfField.size()) {
            problem(QStringLiteral("%1 fields, expected %2 (one per header column)")
                        .arg(fields.size())
                        .arg(columnOfField.size()));
            continue;
        }

        std::vector<std::optional<Cell>> cells(columns.size());
        const qsizetype problemsBefore = problems.size();
        for (int f = 0; f < fields.size(); ++f) {
            const int c = columnOfField.at(f);
            if (c < 0)
                continue;
            const ColumnRule &column = columns[c];
            const QString value = fields.at(f).trimmed();
            if (value.isEmpty()) {
                if (column.type == CellType::Source)
                    problem(QStringLiteral("missing source: every row names the document its "
                                           "figures come from"));
                else if (column.required)
                    problem(QStringLiteral("missing required field \"%1\"").arg(column.name));
                else if (column.type == CellType::Number)
                    cells[c] = Cell{{}, column.emptyValue, -1}; // not published: NaN, never 0
                continue;
            }
            QString message;
            cells[c] = readCell(column, value, lineNumber, firstLineOfId, &message);
            if (!message.isEmpty())
                problem(message);
        }
        if (problems.size() != problemsBefore)
            continue; // the row is left out

        TableRecord record;
        record.line = lineNumber;
        for (const std::optional<Cell> &cell : cells)
            record.cells.push_back(cell ? &*cell : nullptr);
        for (const QString &message : takeRow(record))
            problem(message);
    }
    if (!headerSeen)
        problems.append({path, 0, QStringLiteral("no header line")});
    return problems;
}

} // namespace gpulab
