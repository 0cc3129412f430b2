// The properties the one CSV table reader (lessons/framework/datatable.h) and every table's own
// checks must have for every input, shared by the randomized QTest (tst_tablefuzz.cpp) and the
// libFuzzer target (table_fuzzer.cpp). Every input is read as each data table of the program —
// gpu-specs (gpuspecs.h), models (modelspecs.h), interconnects
// (lessons/interconnects/interconnectdata.h) and memory-levels (lessons/memory/memorylevels.h,
// against the shipped gpu-specs rows) — through its real column declarations. checkTables() returns
// the first violation as "tag: details".
//
// For each table:
//   - every problem names the file, has a message and a line from 0 (the file as a whole) to
//     lines + 1; the whole load stays within the time bound;
//   - every kept row has a line of its own (1..lines, increasing) and no problem on that line;
//   - every cell the reader passed obeys its column's rule: a number is finite and in its
//     declared range (or the column's empty value), a whole number likewise, a choice is one of
//     the list, an id or reference has the id form, ids are unique, a required cell is there;
//     every kept row is such a record;
//   - the figures a lesson reads from a row (rates, bytes per second, latencies) are finite and
//     positive, or unknown (NaN), never inf;
//   - partly bad files keep their good rows: when the input loads without a problem, damaging
//     one row (seeded: a field too many, an unclosed quote, an empty source, a number that is
//     not one or out of range, an id that is not one) gives problems on that line only and
//     leaves every other row as it was.
// And every input read as a translation (i18n/es/gpu-specs.csv beside the shipped gpu-specs):
// every problem names the overlay, with a line from 0 to lines + 1; a row keeps everything but
// its translatable text (notes), which is the English or one cell of the input; the English comes
// back exactly after a switch to English.
#pragma once

#include "fuzzcommon.h"

#include "lessons/framework/datatable.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/modelspecs.h"
#include "lessons/interconnects/interconnectdata.h"
#include "lessons/memory/memorylevels.h"

#include <QFileInfo>
#include <QSet>

#include <cmath>
#include <functional>
#include <optional>

namespace gpulab::tablefuzz {

inline bool isId(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    return pattern.match(text).hasMatch();
}

// A figure a lesson computes with: unknown (NaN) or finite and above 0.
inline bool goodFigure(double value)
{
    return std::isnan(value) || (std::isfinite(value) && value > 0);
}

// The invariants of one cell the reader passed.
inline QString cellViolation(const ColumnRule &rule, const Cell *cell)
{
    if (!cell)
        return rule.required && rule.type != CellType::Number
                   ? QStringLiteral("required-cell: %1 is missing in a kept record").arg(rule.name)
                   : QString();
    switch (rule.type) {
    case CellType::Number:
        if (std::isnan(cell->number) && std::isnan(rule.emptyValue) && cell->text.isEmpty())
            return QString();
        if (cell->text.isEmpty() && cell->number == rule.emptyValue)
            return QString();
        if (!std::isfinite(cell->number) || cell->number < rule.min || cell->number > rule.max)
            return QStringLiteral("range: %1 = %2 outside %3..%4 (cell %5)")
                .arg(rule.name)
                .arg(cell->number)
                .arg(rule.min)
                .arg(rule.max)
                .arg(fuzz::quoted(cell->text));
        return QString();
    case CellType::Whole:
        if (!std::isfinite(cell->number) || cell->number != std::floor(cell->number) ||
            cell->number < rule.min || cell->number > rule.max)
            return QStringLiteral("range: %1 = %2 outside %3..%4")
                .arg(rule.name)
                .arg(cell->number)
                .arg(rule.min)
                .arg(rule.max);
        return QString();
    case CellType::OneOf:
        if (cell->choice < 0 || cell->choice >= rule.choices.size() ||
            cell->text != rule.choices.at(cell->choice))
            return QStringLiteral("choice: %1 = %2 (%3)")
                .arg(rule.name)
                .arg(cell->choice)
                .arg(fuzz::quoted(cell->text));
        return QString();
    case CellType::Id:
    case CellType::Reference:
        if (!isId(cell->text))
            return QStringLiteral("id: %1 = %2").arg(rule.name, fuzz::quoted(cell->text));
        return QString();
    case CellType::Source:
        if (cell->text.trimmed().isEmpty())
            return QStringLiteral("source: empty in a kept record");
        return QString();
    case CellType::Text:
        if (cell->text != cell->text.trimmed())
            return QStringLiteral("text: %1 not trimmed").arg(rule.name);
        return QString();
    }
    return QString();
}

// One table: its columns, how to load it, and what a lesson computes with from a row.
template <class Row> struct TableUnderTest
{
    QString name;
    std::vector<Column<Row>> columns;
    std::function<TableLoad<Row>(const QString &path)> load;
    std::function<QString(const Row &)> rowFigures; // the row's figures; empty when good
    std::function<QString(const Row &)> key;        // what names a row (its id)
};

// The lines a table file holds, as its reader splits them.
inline QList<QByteArray> fileLines(const QByteArray &input)
{
    return input.split('\n');
}

// `input` with the data row at `line` (1-based) damaged in a way the reader must refuse,
// chosen by `rng`; nullopt when that line has no field the damage can use.
inline std::optional<QByteArray> damageRow(const QByteArray &input, int line,
                                           const std::vector<ColumnRule> &rules, fuzz::Rng &rng)
{
    QList<QByteArray> lines = fileLines(input);
    // The header: the first line that is neither blank nor a comment (BOM dropped).
    QStringList header;
    for (const QByteArray &raw : std::as_const(lines)) {
        QString text = QString::fromUtf8(raw);
        if (text.startsWith(QChar(0xFEFF)))
            text.remove(0, 1);
        text = text.trimmed();
        if (text.isEmpty() || text.startsWith(QLatin1Char('#')))
            continue;
        header = splitCsvLine(text);
        break;
    }
    QByteArray &row = lines[line - 1];
    const bool cr = row.endsWith('\r');
    QStringList fields = splitCsvLine(QString::fromUtf8(row).trimmed());
    auto ruleOf = [&](qsizetype field) -> const ColumnRule * {
        if (field >= header.size())
            return nullptr;
        for (const ColumnRule &rule : rules)
            if (rule.name == header[field].trimmed())
                return &rule;
        return nullptr;
    };
    const int kind = int(rng.below(4));
    if (kind == 0) {
        row = row.left(row.size() - (cr ? 1 : 0)) + (rng.chance(50) ? ",extra" : ",\"open") +
              (cr ? "\r" : "");
        return lines.join('\n');
    }
    // A field of a column the damage applies to.
    QList<qsizetype> usable;
    for (qsizetype f = 0; f < fields.size(); ++f)
        if (const ColumnRule *rule = ruleOf(f)) {
            const bool number = rule->type == CellType::Number || rule->type == CellType::Whole;
            if ((kind == 1 && rule->type == CellType::Source) || (kind == 2 && number) ||
                (kind == 3 && (rule->type == CellType::Id || rule->type == CellType::OneOf)))
                usable << f;
        }
    if (usable.isEmpty())
        return std::nullopt;
    const qsizetype f = usable[rng.below(usable.size())];
    const ColumnRule &rule = *ruleOf(f);
    static const char *const kNotNumbers[] = {"nan", "inf", "-inf", "1e309", "12 GB", "1,5", "x"};
    if (kind == 1)
        fields[f] = QString();
    else if (kind == 2)
        fields[f] = rng.chance(50)
                        ? QString::fromLatin1(kNotNumbers[rng.below(std::size(kNotNumbers))])
                        : QString::number(rng.chance(50) ? rule.max * 10 + 1 : -1.0 - rule.max);
    else
        fields[f] = QStringLiteral("Not An Id!");
    QStringList quoted;
    for (const QString &field : std::as_const(fields))
        quoted << QLatin1Char('"') +
                      QString(field).replace(QLatin1Char('"'), QStringLiteral("\"\"")) +
                      QLatin1Char('"');
    row = quoted.join(QLatin1Char(',')).toUtf8() + (cr ? "\r" : "");
    return lines.join('\n');
}

// Every property for `input` read as `table`. `seed` picks the damaged row.
template <class Row>
QString checkTable(const TableUnderTest<Row> &table, const QByteArray &input, std::uint64_t seed,
                   QSet<QString> *features, bool damage = true)
{
    const QString path = fuzz::scratchPath(table.name + QStringLiteral(".csv"));
    if (!fuzz::writeFile(path, input))
        return QStringLiteral("scratch: cannot write %1").arg(path);
    const int lines = fuzz::lineCount(input);
    auto fail = [&table](const QString &violation) {
        return table.name + QStringLiteral(": ") + violation;
    };

    QElapsedTimer clock;
    clock.start();
    const TableLoad<Row> load = table.load(path);
    const QString slow = fuzz::slowness(clock, input);
    if (!slow.isEmpty())
        return fail(slow);

    QSet<int> problemLines;
    for (const LessonProblem &p : load.problems) {
        if (p.file != path)
            return fail(QStringLiteral("problem-file: %1").arg(fuzz::quoted(p.file)));
        if (p.line < 0 || p.line > lines + 1)
            return fail(QStringLiteral("problem-line: line %1 outside 0..%2 (%3)")
                            .arg(p.line)
                            .arg(lines + 1)
                            .arg(p.message));
        if (p.message.isEmpty())
            return fail(QStringLiteral("problem-message: empty at line %1").arg(p.line));
        problemLines.insert(p.line);
        if (features)
            features->insert(table.name + QStringLiteral("/problem/") +
                             fuzz::violationTag(p.message).section(QLatin1Char(':'), 0, 0));
    }

    // The same file through the reader alone, every passed record's cells against their rules.
    std::vector<ColumnRule> rules;
    for (const Column<Row> &column : table.columns)
        rules.push_back(column.rule);
    QSet<int> records;
    QString bad;
    readTable(path, rules, [&](const TableRecord &record) {
        records.insert(record.line);
        for (std::size_t c = 0; c < rules.size() && bad.isEmpty(); ++c)
            bad = cellViolation(rules[c], record.cells[c]);
        if (!bad.isEmpty())
            bad = QStringLiteral("line %1: %2").arg(record.line).arg(bad);
        return QStringList();
    });
    if (!bad.isEmpty())
        return fail(bad);

    int previous = 0;
    QSet<QString> keys;
    for (const Row &row : load.rows) {
        if (row.line < 1 || row.line > lines || row.line <= previous)
            return fail(QStringLiteral("row-line: line %1 after %2 in %3 lines")
                            .arg(row.line)
                            .arg(previous)
                            .arg(lines));
        previous = row.line;
        if (problemLines.contains(row.line))
            return fail(
                QStringLiteral("row-with-problem: the row on line %1 was kept").arg(row.line));
        if (!records.contains(row.line))
            return fail(QStringLiteral("row-not-record: line %1").arg(row.line));
        const QString figures = table.rowFigures(row);
        if (!figures.isEmpty())
            return fail(QStringLiteral("figure: line %1: %2").arg(row.line).arg(figures));
        const QString key = table.key(row);
        if (keys.contains(key))
            return fail(QStringLiteral("duplicate: %1 twice").arg(fuzz::quoted(key)));
        keys.insert(key);
    }
    if (features)
        features->insert(table.name + QStringLiteral("/rows/") +
                         QString::number(std::min<qsizetype>(load.rows.size(), 4)));

    // Damage one row of a clean file: the others stay.
    if (!damage || !load.problems.isEmpty() || load.rows.size() < 2)
        return QString();
    fuzz::Rng rng(seed);
    const Row &victim = load.rows[rng.below(load.rows.size())];
    const std::optional<QByteArray> damaged = damageRow(input, victim.line, rules, rng);
    if (!damaged)
        return QString();
    const QString damagedPath = fuzz::scratchPath(table.name + QStringLiteral("-damaged.csv"));
    if (!fuzz::writeFile(damagedPath, *damaged))
        return fail(QStringLiteral("scratch: cannot write %1").arg(damagedPath));
    const TableLoad<Row> after = table.load(damagedPath);
    if (after.problems.isEmpty())
        return fail(
            QStringLiteral("damage-unnoticed: line %1 damaged, no problem").arg(victim.line));
    for (const LessonProblem &p : after.problems)
        if (p.line != victim.line)
            return fail(QStringLiteral("damage-spreads: line %1 damaged, a problem on line %2: %3")
                            .arg(victim.line)
                            .arg(p.line)
                            .arg(p.message));
    QStringList before, kept;
    for (const Row &row : load.rows)
        if (row.line != victim.line)
            before << QString::number(row.line) + QLatin1Char(' ') + table.key(row);
    for (const Row &row : after.rows)
        kept << QString::number(row.line) + QLatin1Char(' ') + table.key(row);
    if (before != kept)
        return fail(QStringLiteral("damage-loses-rows: line %1 damaged; rows %2 became %3")
                        .arg(victim.line)
                        .arg(before.join(QLatin1Char('|')), kept.join(QLatin1Char('|'))));
    return QString();
}

inline QString gpuSpecFigures(const GpuSpec &spec)
{
    for (const Precision p : allPrecisions())
        for (const Sparsity s : {Sparsity::Dense, Sparsity::Sparse})
            if (const std::optional<double> rate = spec.rate(p, s))
                if (!std::isfinite(*rate) || *rate <= 0)
                    return QStringLiteral("%1 rate %2").arg(precisionName(p)).arg(*rate);
    for (const double v : {spec.deviceCount, spec.computeUnits, spec.boostClockMHz, spec.memoryGB,
                           spec.bandwidthGBs, spec.tdpW})
        if (!goodFigure(v))
            return QStringLiteral("a figure is %1").arg(v);
    if (!(spec.deviceCount >= 1) || spec.year < 1990 || spec.year > 2035)
        return QStringLiteral("device count %1, year %2").arg(spec.deviceCount).arg(spec.year);
    return QString();
}

inline QString modelSpecFigures(const ModelSpec &model)
{
    if (!std::isfinite(model.parameters()) || model.parameters() <= 0)
        return QStringLiteral("parameters %1").arg(model.parameters());
    if (model.layers < 1 || model.hidden < 1 || model.heads < 1 || model.kvHeads < 1 ||
        model.headDim < 1 || model.kvHeads > model.heads || model.heads % model.kvHeads != 0)
        return QStringLiteral("shape %1 layers, %2 wide, %3/%4 heads of %5")
            .arg(model.layers)
            .arg(model.hidden)
            .arg(model.heads)
            .arg(model.kvHeads)
            .arg(model.headDim);
    const double kv = model.kvCacheBytesPerToken(2);
    if (!std::isfinite(kv) || kv <= 0)
        return QStringLiteral("KV cache per token %1").arg(kv);
    for (const int v : {model.intermediate, model.vocab, model.context})
        if (v < 0)
            return QStringLiteral("a count is %1").arg(v);
    return QString();
}

inline QString interconnectFigures(const Interconnect &link)
{
    if (!std::isfinite(link.bytesPerSecond()) || link.bytesPerSecond() <= 0)
        return QStringLiteral("bytes per second %1").arg(link.bytesPerSecond());
    if (!std::isfinite(link.latencySeconds()) || link.latencySeconds() < 0)
        return QStringLiteral("latency %1 s").arg(link.latencySeconds());
    for (const double v : {link.linksPerGpu, link.linkGBs, link.bidirectionalGBs, link.portGbits,
                           link.gpus, link.switchChips, link.totalGBs})
        if (!goodFigure(v))
            return QStringLiteral("a figure is %1").arg(v);
    return QString();
}

inline QString memoryLevelFigures(const MemoryLevelRow &row)
{
    if (row.scope != expectedScope(row.level))
        return QStringLiteral("level %1 with scope %2").arg(int(row.level)).arg(int(row.scope));
    for (const double v : {row.capacityBytes, row.latencyCycles, row.bandwidthGBs})
        if (!goodFigure(v))
            return QStringLiteral("a figure is %1").arg(v);
    return QString();
}

inline QString checkOverlay(const QByteArray &input, QSet<QString> *features)
{
    static const QString table = [] {
        const QString path = fuzz::scratchPath(QStringLiteral("overlaid/gpu-specs.csv"));
        QDir().mkpath(QFileInfo(path).dir().filePath(QStringLiteral("i18n/es")));
        QFile::remove(path);
        QFile::copy(QStringLiteral(GPULAB_ASSETS_DIR "/data/gpu-specs.csv"), path);
        return path;
    }();
    static const TableLoad<GpuSpec> english = loadGpuSpecs(table);
    const QString overlay = fuzz::scratchPath(QStringLiteral("overlaid/i18n/es/gpu-specs.csv"));
    if (english.rows.isEmpty() || !fuzz::writeFile(overlay, input))
        return QStringLiteral("scratch: cannot set up %1").arg(overlay);
    QList<GpuSpec> rows = english.rows;
    const TableTranslation translation = english.translate(rows, QLocale(QLocale::Spanish));
    const qsizetype lines = input.count('\n') + 1;
    for (const LessonProblem &problem : translation.problems)
        if (problem.file != overlay || problem.message.isEmpty() || problem.line < 0 ||
            problem.line > lines + 1)
            return QStringLiteral("overlay-problem: %1").arg(problem.toString());
    if (translation.file != overlay)
        return QStringLiteral("overlay-file: %1").arg(translation.file);
    const QString text = QString::fromUtf8(input);
    int translated = 0;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const GpuSpec &was = english.rows[i], &now = rows[i];
        if (now.id != was.id || now.name != was.name || now.source != was.source ||
            now.line != was.line || now.interconnect != was.interconnect ||
            !(now.memoryGB == was.memoryGB ||
              (std::isnan(now.memoryGB) && std::isnan(was.memoryGB))))
            return QStringLiteral("overlay-kept: row %1 changed beyond its notes").arg(was.id);
        if (now.notes != was.notes) {
            ++translated;
            if (now.notes.isEmpty() || now.notes != now.notes.trimmed() ||
                now.notes.contains(QLatin1Char('\n')) || was.notes.isEmpty())
                return QStringLiteral("overlay-text: %1's notes \"%2\"").arg(was.id, now.notes);
            // A quoted cell's "" is one quote in the text: look for the cell's first words.
            if (!text.contains(
                    now.notes.left(12).replace(QLatin1Char('"'), QStringLiteral("\"\""))) &&
                !text.contains(now.notes.left(12)))
                return QStringLiteral("overlay-text: %1's notes are not from the input")
                    .arg(was.id);
        }
    }
    if (features) {
        if (translated > 0)
            features->insert(QStringLiteral("overlay-translated"));
        if (!translation.problems.isEmpty())
            features->insert(QStringLiteral("overlay-problem"));
    }
    english.translate(rows, QLocale(QLocale::English));
    for (qsizetype i = 0; i < rows.size(); ++i)
        if (rows[i].notes != english.rows[i].notes)
            return QStringLiteral("overlay-back: %1's English notes not restored").arg(rows[i].id);
    return QString();
}

// The GPU ids memory-levels' rows may name: the shipped gpu-specs' (GPULAB_ASSETS_DIR).
inline const QList<GpuSpec> &shippedGpus()
{
    static const QList<GpuSpec> rows =
        loadGpuSpecs(QStringLiteral(GPULAB_ASSETS_DIR "/data/gpu-specs.csv")).rows;
    return rows;
}

inline QString checkTablesUnguarded(const QByteArray &input, std::uint64_t seed,
                                    QSet<QString> *features)
{
    static const TableUnderTest<GpuSpec> specs{QStringLiteral("gpu-specs"), gpuSpecTable(),
                                               loadGpuSpecs, gpuSpecFigures,
                                               [](const GpuSpec &s) { return s.id; }};
    static const TableUnderTest<ModelSpec> models{QStringLiteral("models"), modelSpecTable(),
                                                  loadModelSpecs, modelSpecFigures,
                                                  [](const ModelSpec &m) { return m.id; }};
    static const TableUnderTest<Interconnect> links{
        QStringLiteral("interconnects"), interconnectTable(), loadInterconnects,
        interconnectFigures, [](const Interconnect &l) { return l.id; }};
    static const TableUnderTest<MemoryLevelRow> levels{
        QStringLiteral("memory-levels"), memoryLevelTable(),
        [](const QString &path) { return loadMemoryLevels(path, &shippedGpus()); },
        memoryLevelFigures,
        [](const MemoryLevelRow &r) { return r.gpu + QLatin1Char('/') + memoryLevelKey(r.level); }};
    QString bad = checkTable(specs, input, seed, features);
    if (bad.isEmpty())
        bad = checkTable(models, input, seed, features);
    if (bad.isEmpty())
        bad = checkTable(links, input, seed, features);
    if (bad.isEmpty())
        bad = checkTable(levels, input, seed, features);
    if (bad.isEmpty())
        bad = checkOverlay(input, features);
    return bad;
}

inline QString checkTables(const QByteArray &input, std::uint64_t seed = 0,
                           QSet<QString> *features = nullptr)
{
    return fuzz::guarded([&] { return checkTablesUnguarded(input, seed, features); });
}

} // namespace gpulab::tablefuzz
