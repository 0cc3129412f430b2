// One reader for every CSV data table (assets/data/*.csv, or a lesson folder's own): a table is
// a list of declared columns — name, type, unit, required or not, range, the Row member it
// fills — and loadTable<Row>(path, columns, rowCheck) applies the rules every table shares, so a
// data file's own code is its column list plus the checks between its columns (KDE Step's
// property reader, for CSV).
//
// The rules, once for every table:
//   - lines starting with '#' are comments, blank lines are skipped; a UTF-8 byte-order mark
//     and CRLF line ends are accepted;
//   - the first other line is the header; columns are found by name there (order free). An
//     unknown or duplicated name is reported and that column ignored; a missing required column
//     is reported and no row loads;
//   - one record per line, RFC 4180 quoting within the line ("a, b"; "" for a quote); every
//     record has as many fields as the header;
//   - cells are trimmed. Text is taken as written. An id is lowercase letters, digits and '-',
//     unique in the file; a reference names another table's id (same form). A number is
//     finite, in its column's range (not negative unless declared otherwise); an EMPTY numeric
//     cell loads as NaN (kUnknownFigure: not applicable or not published), never as 0. A whole
//     number is an integer in its range. A one-of-a-list cell matches one of its spellings,
//     case-insensitively;
//   - a required cell must not be empty; every table has a required source column ("the
//     document its figures come from", with its own message; a table declaring none is refused).
// Every problem is a LessonProblem, FILE:LINE: message (line 0: the file as a whole). A row with
// a problem is reported and left out; the other rows load. The row check runs on rows whose
// cells all passed; what it reports leaves the row out too.
//
// Translations. A text column of GPU Lab's own words (notes, meanings) is declared
// `.translatable()`; numbers, units, ids, names, URLs and sources (titles of English documents)
// never are. A name something matches or exports (a price's provider, an interconnect) stays
// as written and gets a label column declared `.labelOf("provider")`: translatable, filled only
// where the name has words to translate, the name's own text where empty. A table's translation
// into a language is an overlay file beside it, i18n/<language>/<the table's file name>
// (i18n/zh_CN/ before i18n/zh/, as a lesson's), in the same CSV format: the key column(s) (the Id
// column, else those declared `.key()`) and only translatable columns, one row per translated row:
//     id,meaning
//     gpu-util,"La fracción del periodo de muestreo ..."
// TableLoad::translate(rows, locale) puts the English text back and applies the overlay of
// `locale`'s language; a missing file, row or cell stays English. A key no row of the table has
// (or a row left out for a problem), a row translated twice, an unknown column, a column that is
// not translatable, a missing key column or a translation of an empty cell is a FILE:LINE
// problem of the overlay: that cell or row stays English, the table still loads.
#pragma once

#include "lessons/framework/lessoncontent.h"

#include <QHash>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <functional>
#include <limits>
#include <memory>
#include <vector>

namespace gpulab {

// What an empty numeric cell loads as: not applicable or not published. isKnown() tells.
inline constexpr double kUnknownFigure = std::numeric_limits<double>::quiet_NaN();
// false for NaN (an empty cell).
bool isKnown(double value);

enum class CellType {
    Text,
    Source,    // text, required, "missing source: ..." when empty
    Id,        // required, lowercase letters, digits and '-', unique in the file
    Reference, // the id of a row of another table (same form; whether it exists: the row check)
    Number,    // double; empty = emptyValue (NaN unless declared)
    Whole,     // int; empty leaves the member as initialised
    OneOf,     // one of `choices`, case-insensitive; the member gets its index or its spelling
};

enum class Presence { Optional, Required };

// A column as every table declares it (the part the reader needs).
struct ColumnRule
{
    QString name; // as in the header
    CellType type = CellType::Text;
    bool required = false;
    QString unit;   // Number: "GB/s", "TFLOPS", "bytes"...; empty for a count or a text
    double min = 0; // Number, Whole: the range, both ends included (number() requires one)
    double max = 0;
    double emptyValue = kUnknownFigure; // Number: what an empty cell loads as
    QStringList choices;                // OneOf
    QString references;                 // Reference: the file whose ids it names
    bool translatable = false;          // Text: GPU Lab's words, translated by an overlay
    bool key = false; // part of the key an overlay names a row by (Id columns always are)
    // A label (labelOf): the column whose text an empty cell of this one shows.
    QString labelOf;
};

// One cell that passed its column's rules.
struct Cell
{
    QString text;                   // trimmed; OneOf: the list's spelling
    double number = kUnknownFigure; // Number, Whole
    int choice = -1;                // OneOf: index in `choices`
};

// A column of a table of Rows: its rule and how a cell fills the row. Declare them with the
// factories below, e.g. Column<GpuSpec>::number("memory_gb", "GB", &GpuSpec::memoryGB).
template <class Row> struct Column
{
    using Fill = std::function<void(Row &, const Cell &)>;
    ColumnRule rule;
    Fill fill;

    static Column text(const char *name, QString Row::*member,
                       Presence presence = Presence::Optional)
    {
        return make(name, CellType::Text, presence, textInto(member));
    }
    static Column source(const char *name, QString Row::*member)
    {
        return make(name, CellType::Source, Presence::Required, textInto(member));
    }
    static Column id(const char *name, QString Row::*member)
    {
        return make(name, CellType::Id, Presence::Required, textInto(member));
    }
    // `file`: the data file whose ids the column names, for the message ("gpu-specs.csv").
    static Column reference(const char *name, QString Row::*member, const char *file,
                            Presence presence = Presence::Required)
    {
        Column column = make(name, CellType::Reference, presence, textInto(member));
        column.rule.references = QString::fromLatin1(file);
        return column;
    }
    // Every figure declares the range it can physically have, both ends included: a cell
    // outside it (0 GB/s, 1e300 TFLOPS) is a problem at its line, never a figure that overflows
    // a model or widens a window.
    static Column number(const char *name, const char *unit, double Row::*member, double min,
                         double max, Presence presence = Presence::Optional)
    {
        Column column = make(name, CellType::Number, presence,
                             [member](Row &row, const Cell &cell) { row.*member = cell.number; });
        column.rule.unit = QString::fromUtf8(unit);
        column.rule.min = min;
        column.rule.max = max;
        return column;
    }
    static Column whole(const char *name, int Row::*member, int min, int max,
                        Presence presence = Presence::Optional)
    {
        Column column = make(name, CellType::Whole, presence, [member](Row &row, const Cell &cell) {
            row.*member = int(cell.number);
        });
        column.rule.min = min;
        column.rule.max = max;
        return column;
    }
    // An enum member: it gets the enum value whose index is the matched choice's.
    template <class Enum>
    static Column oneOf(const char *name, Enum Row::*member, const QStringList &choices,
                        Presence presence = Presence::Optional)
    {
        Column column = make(name, CellType::OneOf, presence, [member](Row &row, const Cell &cell) {
            row.*member = Enum(cell.choice);
        });
        column.rule.choices = choices;
        return column;
    }
    // A text member: it gets the list's spelling ("pcie" in the file → "PCIe").
    static Column oneOf(const char *name, QString Row::*member, const QStringList &choices,
                        Presence presence = Presence::Optional)
    {
        Column column = make(name, CellType::OneOf, presence, textInto(member));
        column.rule.choices = choices;
        return column;
    }

    // An empty cell of this Number column loads as `value` instead of NaN (device_count: 1).
    Column emptyAs(double value) const
    {
        Column column = *this;
        column.rule.emptyValue = value;
        return column;
    }
    // This Text column holds GPU Lab's own words: an overlay may translate it (see the top).
    Column translatable() const
    {
        Column column = *this;
        column.rule.translatable = column.rule.type == CellType::Text;
        return column;
    }
    // This translatable Text column is the name people see for the column `keyColumn`, which
    // stays as written because something matches or exports it (a price's provider, which a
    // user's own price file is matched by; an interconnect GPU Lab recognises by its words):
    // `provider_label` shows "AWS EC2 p5.48xlarge (EE. UU., este)" where `provider` keeps
    // "AWS EC2 p5.48xlarge (US East)". Only a row whose key has words to translate fills the
    // cell; an empty cell loads (in every language) as the key column's text, and an overlay
    // translates only filled cells. Show the label, match and export the key.
    Column labelOf(const char *keyColumn) const
    {
        Column column = translatable();
        column.rule.labelOf = QString::fromLatin1(keyColumn);
        return column;
    }
    // This column names the row in an overlay, with the other key columns (a table without an
    // Id column declares its key: memory-levels' gpu and level).
    Column key() const
    {
        Column column = *this;
        column.rule.key = true;
        return column;
    }

private:
    static Column make(const char *name, CellType type, Presence presence, Fill fill)
    {
        Column column;
        column.rule.name = QString::fromLatin1(name);
        column.rule.type = type;
        column.rule.required = presence == Presence::Required;
        column.fill = std::move(fill);
        return column;
    }
    static Fill textInto(QString Row::*member)
    {
        return [member](Row &row, const Cell &cell) { row.*member = cell.text; };
    }
};

// A table's translation into one language, as TableLoad::translate applied it.
struct TableTranslation
{
    QString file;                  // the overlay read; empty: none (the table stays English)
    QList<LessonProblem> problems; // the overlay's, FILE:LINE
    int untranslated = 0;          // English cells of translatable columns the overlay left
};

// The translatable text of a table as read (its English), by row, for its overlays.
struct TableText
{
    QString path; // the table's file: its overlays are i18n/<language>/<its name> beside it
    std::vector<ColumnRule> columns;
    QHash<QString, int> lineOfKey;         // a row's key (its key cells) -> its line
    QHash<int, QStringList> englishOfLine; // line -> each column's text (translatable ones)
};

// The overlay of `table` for `locale`'s language, read against it: per line of the table, the
// translated text of each column (empty: not translated). datatable.cpp.
struct TableOverlay
{
    TableTranslation translation;
    QHash<int, QStringList> textOfLine;
};
TableOverlay readTableOverlay(const TableText &table, const QLocale &locale);
// The overlay file of the table at `tablePath` for `locale`: i18n/<language>_<territory>/ before
// i18n/<language>/, beside the table; empty when none exists or the language is English.
QString tableOverlayPath(const QString &tablePath, const QLocale &locale);

template <class Row> struct TableLoad
{
    QList<Row> rows; // in file order; each Row's `line` says where it is (1-based)
    QList<LessonProblem> problems;
    // Puts the English text back into the translatable columns of `rows` (rows of this load,
    // by their `line`) and applies `locale`'s overlay. Empty for a table loaded otherwise.
    std::function<TableTranslation(QList<Row> &rows, const QLocale &locale)> translate;
};

// Checks between a row's columns; appends a message per problem (the reader adds FILE:LINE).
template <class Row> using RowCheck = std::function<void(Row &row, QStringList &problems)>;

// A record whose cells all passed: `cells[c]` for declared column c, null where the header has
// no such column or (not Number) the cell is empty.
struct TableRecord
{
    int line = 0;
    std::vector<const Cell *> cells;
};

// Keeps `record`'s key and the text of its translatable columns in `text` (loadTable does).
void rememberText(TableText &text, const TableRecord &record);

// The reader itself (datatable.cpp): every rule above. `takeRow` gets each record whose cells
// passed and returns the row check's problems for it (empty: the row is kept).
QList<LessonProblem> readTable(const QString &path, const std::vector<ColumnRule> &columns,
                               const std::function<QStringList(const TableRecord &)> &takeRow);

// Reads `path` as a table of `columns`: a Row per good record (its `int line` member set), with
// `rowCheck` (when given) run on each.
template <class Row>
TableLoad<Row> loadTable(const QString &path, const std::vector<Column<Row>> &columns,
                         const RowCheck<Row> &rowCheck = {})
{
    std::vector<ColumnRule> rules;
    rules.reserve(columns.size());
    for (const Column<Row> &column : columns)
        rules.push_back(column.rule);
    TableLoad<Row> result;
    auto text = std::make_shared<TableText>();
    text->path = path;
    text->columns = rules;
    result.problems = readTable(path, rules, [&](const TableRecord &record) {
        rememberText(*text, record);
        Row row;
        row.line = record.line;
        for (std::size_t c = 0; c < columns.size(); ++c)
            if (record.cells[c])
                columns[c].fill(row, *record.cells[c]);
        for (std::size_t c = 0; c < columns.size(); ++c)
            if (!record.cells[c] && !rules[c].labelOf.isEmpty())
                for (std::size_t k = 0; k < columns.size(); ++k)
                    if (rules[k].name == rules[c].labelOf && record.cells[k])
                        columns[c].fill(row, *record.cells[k]); // no label: the key's text
        QStringList problems;
        if (rowCheck)
            rowCheck(row, problems);
        if (problems.isEmpty())
            result.rows.append(row);
        return problems;
    });
    std::vector<typename Column<Row>::Fill> fills;
    for (const Column<Row> &column : columns)
        fills.push_back(column.rule.translatable ? column.fill : typename Column<Row>::Fill());
    result.translate = [text, fills, rules](QList<Row> &rows, const QLocale &locale) {
        const TableOverlay overlay = readTableOverlay(*text, locale);
        for (Row &row : rows) {
            const auto english = text->englishOfLine.constFind(row.line);
            if (english == text->englishOfLine.constEnd())
                continue;
            const auto translated = overlay.textOfLine.constFind(row.line);
            for (std::size_t c = 0; c < fills.size(); ++c) {
                if (!fills[c])
                    continue;
                Cell cell;
                cell.text = english->at(qsizetype(c));
                if (cell.text.isEmpty() && !rules[c].labelOf.isEmpty())
                    continue; // an empty label keeps its key column's text, as loaded
                if (translated != overlay.textOfLine.constEnd() &&
                    !translated->at(qsizetype(c)).isEmpty())
                    cell.text = translated->at(qsizetype(c));
                fills[c](row, cell);
            }
        }
        return overlay.translation;
    };
    return result;
}

// The header names of `columns`, in declared order; with `requiredOnly`, the required ones.
template <class Row>
QStringList columnNames(const std::vector<Column<Row>> &columns, bool requiredOnly = false)
{
    QStringList names;
    for (const Column<Row> &column : columns)
        if (!requiredOnly || column.rule.required)
            names << column.rule.name;
    return names;
}

// A OneOf column's spellings from an array of names, in order (the enum's order).
template <std::size_t N> QStringList choicesOf(const char *const (&names)[N])
{
    QStringList list;
    for (const char *name : names)
        list << QString::fromLatin1(name);
    return list;
}

// One CSV line split into fields (RFC 4180 quoting within the line; spaces before an opening
// quote are dropped). *ok is false when a quoted field is not closed.
QStringList splitCsvLine(const QString &line, bool *ok = nullptr);

// $variable's value when set (an instructor's corrected or extended copy), else `builtinPath`.
QString dataFilePath(const char *builtinPath, const char *variable);

} // namespace gpulab
