// The one CSV table reader (see datatable.h): header, records, and each cell against its
// column's rule. Tables declare columns; nothing here knows any table.
#include "lessons/framework/datatable.h"
#include "lessons/framework/boundedfile.h"
#include "lessons/framework/folderpath.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
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

bool isKeyColumn(const ColumnRule &column)
{
    return column.key || column.type == CellType::Id;
}

// A row's key as an overlay names it: its key cells, joined (a OneOf cell in its list's
// spelling, whatever case the file used).
QString joinKey(const QStringList &parts)
{
    return parts.join(QChar(0x1f));
}

QString shownKey(const QString &key)
{
    return QString(key).replace(QChar(0x1f), QStringLiteral(", "));
}

// The lines of a CSV file: its text without a byte-order mark, split (a CRLF's '\r' is trimmed
// by the reader).
QStringList csvLines(const QByteArray &bytes)
{
    QString content = QString::fromUtf8(bytes);
    if (content.startsWith(QChar(0xFEFF)))
        content.remove(0, 1); // a byte-order mark
    return content.split(QLatin1Char('\n'));
}

// What a header takes: a table's own (every declared column, the required ones needed) or a
// translation's (the key and translatable columns, the keys needed). Each message is a problem
// on the header's line.
struct HeaderRules
{
    explicit HeaderRules(const std::vector<ColumnRule> &declared) : columns(declared) {}
    const std::vector<ColumnRule> &columns;
    QString unusable; // when not empty: the problem the header line gets, and no row is read
    // A name no column has: ignored.
    std::function<QString(const QString &name)> unknown;
    // A declared column the header does not take, ignored like an unknown one; an empty message,
    // or no function, takes it.
    std::function<QString(const ColumnRule &column)> refused;
    std::function<bool(const ColumnRule &column)> needed;
    std::function<QString(const QStringList &missing)> missing; // needed columns absent: no row
};

// A record after the header: its line and fields, as many as the header's; columnOfField gives
// each field's declared column, -1 for one the header ignored.
using CsvRow =
    std::function<void(int line, const QStringList &fields, const QList<int> &columnOfField)>;

// The one walk through a table's CSV lines, for the table and for its translations: blank lines
// and '#' comments are skipped, the first other line is the header (under `rules`), every later
// one a row. Unclosed quotes, a row with a field count other than the header's, a header column
// unknown, refused, repeated or missing, and a file without a header are problems (line 0: the
// whole file); the rows that pass go to `row`.
void readCsvRows(const QStringList &lines, const HeaderRules &rules,
                 const std::function<void(int line, const QString &message)> &problemAt,
                 const CsvRow &row)
{
    const int columnCount = int(rules.columns.size());
    bool headerSeen = false;
    QList<int> columnOfField; // header field -> declared column, -1 = ignored
    for (int i = 0; i < lines.size(); ++i) {
        const int lineNumber = i + 1;
        const QString line = lines.at(i).trimmed(); // also drops a CRLF's '\r'
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        auto problem = [&](const QString &message) { problemAt(lineNumber, message); };
        bool ok = true;
        const QStringList fields = splitCsvLine(line, &ok);
        if (headerSeen) {
            if (!ok)
                problem(QStringLiteral("a quoted field is not closed"));
            else if (fields.size() != columnOfField.size())
                problem(QStringLiteral("%1 fields, expected %2 (one per header column)")
                            .arg(fields.size())
                            .arg(columnOfField.size()));
            else
                row(lineNumber, fields, columnOfField);
            continue;
        }
        headerSeen = true;
        if (!ok) {
            problem(QStringLiteral("header: a quoted field is not closed"));
            return;
        }
        if (!rules.unusable.isEmpty()) {
            problem(rules.unusable);
            return;
        }
        QList<bool> present(columnCount, false);
        for (const QString &raw : fields) {
            const QString name = raw.trimmed();
            int index = -1;
            for (int c = 0; c < columnCount && index < 0; ++c)
                if (rules.columns[c].name == name)
                    index = c;
            QString refusal;
            if (index < 0) {
                problem(rules.unknown(name));
            } else if (rules.refused &&
                       !(refusal = rules.refused(rules.columns[index])).isEmpty()) {
                problem(refusal);
                index = -1;
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
            if (rules.needed(rules.columns[c]) && !present[c])
                missing << rules.columns[c].name;
        if (!missing.isEmpty()) {
            problem(rules.missing(missing));
            return;
        }
    }
    if (!headerSeen)
        problemAt(0, QStringLiteral("no header line"));
}

} // namespace

void rememberText(TableText &text, const TableRecord &record)
{
    QStringList key;
    QStringList english;
    for (std::size_t c = 0; c < text.columns.size(); ++c) {
        const Cell *cell = record.cells[c];
        if (isKeyColumn(text.columns[c]))
            key << (cell ? cell->text : QString());
        english << (text.columns[c].translatable && cell ? cell->text : QString());
    }
    if (!key.isEmpty() && !text.lineOfKey.contains(joinKey(key)))
        text.lineOfKey.insert(joinKey(key), record.line);
    text.englishOfLine.insert(record.line, english);
}

QString tableOverlayPath(const QString &tablePath, const QLocale &locale)
{
    return translationBeside(tablePath, locale);
}

TableOverlay readTableOverlay(const TableText &table, const QLocale &locale)
{
    TableOverlay overlay;
    TableTranslation &result = overlay.translation;
    const int columnCount = int(table.columns.size());
    auto untranslatedOf = [&] {
        int count = 0;
        for (auto it = table.englishOfLine.cbegin(); it != table.englishOfLine.cend(); ++it)
            for (int c = 0; c < columnCount; ++c)
                if (!it->at(c).isEmpty()) {
                    const auto done = overlay.textOfLine.constFind(it.key());
                    if (done == overlay.textOfLine.constEnd() || done->at(c).isEmpty())
                        ++count;
                }
        return count;
    };
    result.file = tableOverlayPath(table.path, locale);
    if (result.file.isEmpty()) {
        result.untranslated = untranslatedOf();
        return overlay;
    }
    const QString &path = result.file;
    auto problemAt = [&](int line, const QString &message) {
        result.problems.append({path, line, message});
    };
    QString why;
    const std::optional<QByteArray> bytes = readBoundedFile(
        path, filelimit::kDataTable, QStringLiteral("a data table's translation"), &why);
    if (!bytes) {
        problemAt(0, why);
        result.untranslated = untranslatedOf();
        return overlay;
    }
    const QString tableName = QFileInfo(table.path).fileName();
    QStringList keyNames;
    QStringList translatableNames;
    for (const ColumnRule &column : table.columns) {
        if (isKeyColumn(column))
            keyNames << column.name;
        if (column.translatable)
            translatableNames << column.name;
    }

    HeaderRules rules{table.columns};
    if (keyNames.isEmpty())
        rules.unusable =
            QStringLiteral("%1 declares no key column: it cannot be translated").arg(tableName);
    rules.unknown = [&](const QString &name) {
        return QStringLiteral("header: unknown column \"%1\" is ignored (%2 names its rows by %3 "
                              "and translates %4)")
            .arg(name, tableName, keyNames.join(QStringLiteral(", ")),
                 translatableNames.isEmpty() ? QStringLiteral("nothing")
                                             : translatableNames.join(QStringLiteral(", ")));
    };
    rules.refused = [&](const ColumnRule &column) {
        if (isKeyColumn(column) || column.translatable)
            return QString();
        return QStringLiteral("header: column \"%1\" is not translated (numbers, units, ids, "
                              "names and sources stay as %2 has them); it is ignored")
            .arg(column.name, tableName);
    };
    rules.needed = isKeyColumn;
    rules.missing = [](const QStringList &missing) {
        return QStringLiteral("header: key column(s) missing: %1; nothing is translated")
            .arg(missing.join(QStringLiteral(", ")));
    };
    QHash<QString, int> firstLineOfKey;
    readCsvRows(
        csvLines(*bytes), rules, problemAt,
        [&](int lineNumber, const QStringList &fields, const QList<int> &columnOfField) {
            auto problem = [&](const QString &message) { problemAt(lineNumber, message); };
            QStringList keyParts(columnCount);
            QStringList text(columnCount);
            for (int f = 0; f < fields.size(); ++f) {
                const int c = columnOfField.at(f);
                if (c < 0)
                    continue;
                const ColumnRule &column = table.columns[c];
                QString value = fields.at(f).trimmed();
                if (isKeyColumn(column)) {
                    for (const QString &choice : column.choices) // OneOf: the list's spelling
                        if (value.compare(choice, Qt::CaseInsensitive) == 0)
                            value = choice;
                    keyParts[c] = value;
                } else {
                    text[c] = value;
                }
            }
            QStringList keyCells;
            for (int c = 0; c < columnCount; ++c)
                if (isKeyColumn(table.columns[c]))
                    keyCells << keyParts[c];
            const QString key = joinKey(keyCells);
            const auto original = table.lineOfKey.constFind(key);
            if (original == table.lineOfKey.constEnd()) {
                problem(QStringLiteral("no row \"%1\" in %2 (or that row has a problem there): "
                                       "this translation is ignored")
                            .arg(shownKey(key), tableName));
                return;
            }
            const auto first = firstLineOfKey.constFind(key);
            if (first != firstLineOfKey.constEnd()) {
                problem(QStringLiteral("\"%1\" is translated twice (first on line %2); the second "
                                       "is ignored")
                            .arg(shownKey(key))
                            .arg(*first));
                return;
            }
            firstLineOfKey.insert(key, lineNumber);
            const QStringList &english = table.englishOfLine.value(*original);
            for (int c = 0; c < columnCount; ++c)
                if (!text[c].isEmpty() && english.value(c).isEmpty()) {
                    problem(QStringLiteral("%1 of \"%2\": %3 has no text there to translate; "
                                           "ignored")
                                .arg(table.columns[c].name, shownKey(key), tableName));
                    text[c].clear();
                }
            overlay.textOfLine.insert(*original, text);
        });
    result.untranslated = untranslatedOf();
    return overlay;
}

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
    QStringList known;
    for (const ColumnRule &column : columns)
        known << column.name;
    HeaderRules rules(columns);
    rules.unknown = [&](const QString &name) {
        return QStringLiteral("header: unknown column \"%1\" is ignored (known: %2)")
            .arg(name, known.join(QStringLiteral(", ")));
    };
    rules.needed = [](const ColumnRule &column) { return column.required; };
    rules.missing = [](const QStringList &missing) {
        return QStringLiteral("header: required column(s) missing: %1; no row can load")
            .arg(missing.join(QStringLiteral(", ")));
    };
    auto problemAt = [&](int line, const QString &message) {
        problems.append({path, line, message});
    };
    QHash<QString, int> firstLineOfId;
    readCsvRows(
        csvLines(*bytes), rules, problemAt,
        [&](int lineNumber, const QStringList &fields, const QList<int> &columnOfField) {
            auto problem = [&](const QString &message) { problemAt(lineNumber, message); };
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
                return; // the row is left out

            TableRecord record;
            record.line = lineNumber;
            for (const std::optional<Cell> &cell : cells)
                record.cells.push_back(cell ? &*cell : nullptr);
            for (const QString &message : takeRow(record))
                problem(message);
        });
    return problems;
}

} // namespace gpulab
