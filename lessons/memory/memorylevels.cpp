// Reading and validating the memory-hierarchy data file (see memorylevels.h).
#include "lessons/memory/memorylevels.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace gpulab {

namespace {

const char *const kLevelKeys[] = {"registers", "l1", "l2", "hbm", "host"};
const char *const kScopeKeys[] = {"sm", "chip", "host"};

enum Column { Gpu, Level, Scope, Capacity, Latency, Bandwidth, Source, Notes, ColumnCount };
const char *const kColumnNames[] = {
    "gpu",           "level",  "scope", "capacity_bytes", "latency_cycles",
    "bandwidth_gbs", "source", "notes"};
constexpr bool kRequired[] = {true, true, true, false, false, false, true, false};

} // namespace

QString builtinMemoryLevelsPath()
{
    return QStringLiteral(":/assets/data/memory-levels.csv");
}

QString memoryLevelsPath()
{
    const QString chosen = qEnvironmentVariable("GPULAB_MEMORY_LEVELS_FILE");
    return chosen.isEmpty() ? builtinMemoryLevelsPath() : chosen;
}

QStringList memoryLevelColumns()
{
    QStringList names;
    for (const char *name : kColumnNames)
        names << QString::fromLatin1(name);
    return names;
}

QString memoryLevelKey(MemoryLevel level)
{
    return QString::fromLatin1(kLevelKeys[int(level)]);
}

std::optional<MemoryLevel> memoryLevelFromKey(const QString &key)
{
    for (int i = 0; i < kMemoryLevelCount; ++i)
        if (key.trimmed().compare(QLatin1String(kLevelKeys[i]), Qt::CaseInsensitive) == 0)
            return MemoryLevel(i);
    return std::nullopt;
}

QString memoryLevelName(MemoryLevel level)
{
    switch (level) {
    case MemoryLevel::Registers:
        return QCoreApplication::translate("gpulab::MemoryLevels", "Registers");
    case MemoryLevel::L1:
        return QCoreApplication::translate("gpulab::MemoryLevels", "L1 / shared memory");
    case MemoryLevel::L2: return QCoreApplication::translate("gpulab::MemoryLevels", "L2 cache");
    case MemoryLevel::Hbm: return QCoreApplication::translate("gpulab::MemoryLevels", "HBM");
    case MemoryLevel::Host:
        return QCoreApplication::translate("gpulab::MemoryLevels", "Host memory (PCIe)");
    }
    return {};
}

MemoryScope expectedScope(MemoryLevel level)
{
    switch (level) {
    case MemoryLevel::Registers:
    case MemoryLevel::L1: return MemoryScope::Sm;
    case MemoryLevel::L2:
    case MemoryLevel::Hbm: return MemoryScope::Chip;
    case MemoryLevel::Host: return MemoryScope::Host;
    }
    return MemoryScope::Chip;
}

const MemoryLevelRow *findMemoryLevel(const QList<MemoryLevelRow> &rows, const QString &gpu,
                                      MemoryLevel level)
{
    for (const MemoryLevelRow &row : rows)
        if (row.gpu == gpu && row.level == level)
            return &row;
    return nullptr;
}

QStringList memoryLevelGpus(const QList<MemoryLevelRow> &rows)
{
    QStringList gpus;
    for (const MemoryLevelRow &row : rows) {
        if (gpus.contains(row.gpu))
            continue;
        bool complete = true;
        for (int l = 0; l < kMemoryLevelCount; ++l)
            complete = complete && findMemoryLevel(rows, row.gpu, MemoryLevel(l));
        if (complete)
            gpus << row.gpu;
    }
    return gpus;
}

MemoryLevelsLoad loadMemoryLevels(const QString &path)
{
    MemoryLevelsLoad result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.problems.append(
            {path, 0, QStringLiteral("cannot read: %1").arg(file.errorString())});
        return result;
    }
    QString content = QString::fromUtf8(file.readAll());
    if (content.startsWith(QChar(0xFEFF)))
        content.remove(0, 1);
    const QStringList lines = content.split(QLatin1Char('\n'));
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));

    QList<int> columnOfField; // header field -> Column, -1 = ignored
    bool headerSeen = false;
    QHash<QString, int> firstLine; // "gpu/level" -> line
    for (int i = 0; i < lines.size(); ++i) {
        const int lineNumber = i + 1;
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        auto problem = [&](const QString &message) {
            result.problems.append({path, lineNumber, message});
        };
        bool ok = true;
        const QStringList fields = splitCsvLine(line, &ok);
        if (!headerSeen) {
            headerSeen = true;
            if (!ok) {
                problem(QStringLiteral("header: a quoted field is not closed"));
                return result;
            }
            QList<bool> present(ColumnCount, false);
            for (const QString &raw : fields) {
                const int index = int(memoryLevelColumns().indexOf(raw.trimmed()));
                if (index < 0) {
                    problem(
                        QStringLiteral("header: unknown column \"%1\" is ignored (known: %2)")
                            .arg(raw.trimmed(), memoryLevelColumns().join(QStringLiteral(", "))));
                    columnOfField << -1;
                } else if (present[index]) {
                    problem(QStringLiteral("header: column \"%1\" appears twice; the second is "
                                           "ignored")
                                .arg(raw.trimmed()));
                    columnOfField << -1;
                } else {
                    present[index] = true;
                    columnOfField << index;
                }
            }
            QStringList missing;
            for (int c = 0; c < ColumnCount; ++c)
                if (kRequired[c] && !present[c])
                    missing << QString::fromLatin1(kColumnNames[c]);
            if (!missing.isEmpty()) {
                problem(QStringLiteral("header: required column(s) missing: %1; no row can load")
                            .arg(missing.join(QStringLiteral(", "))));
                return result;
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
        MemoryLevelRow row;
        row.line = lineNumber;
        const int before = int(result.problems.size());
        bool haveLevel = false;
        bool haveScope = false;
        for (int f = 0; f < fields.size(); ++f) {
            const int c = columnOfField.at(f);
            if (c < 0)
                continue;
            const QString value = fields.at(f).trimmed();
            const QString name = QString::fromLatin1(kColumnNames[c]);
            if (value.isEmpty()) {
                if (c == Source)
                    problem(QStringLiteral("missing source: every row names the document its "
                                           "figures come from"));
                else if (kRequired[c])
                    problem(QStringLiteral("missing required field \"%1\"").arg(name));
                continue;
            }
            switch (c) {
            case Gpu:
                if (!idPattern.match(value).hasMatch())
                    problem(QStringLiteral("gpu \"%1\" is not an id (lowercase letters, digits "
                                           "and '-', as in gpu-specs.csv)")
                                .arg(value));
                row.gpu = value;
                break;
            case Level:
                if (const auto level = memoryLevelFromKey(value)) {
                    row.level = *level;
                    haveLevel = true;
                } else {
                    problem(QStringLiteral("unknown level \"%1\" (one of: registers, l1, l2, hbm, "
                                           "host)")
                                .arg(value));
                }
                break;
            case Scope: {
                int found = -1;
                for (int s = 0; s < 3; ++s)
                    if (value.compare(QLatin1String(kScopeKeys[s]), Qt::CaseInsensitive) == 0)
                        found = s;
                if (found < 0)
                    problem(
                        QStringLiteral("unknown scope \"%1\" (one of: sm, chip, host)").arg(value));
                else
                    row.scope = MemoryScope(found), haveScope = true;
                break;
            }
            case Capacity:
            case Latency:
            case Bandwidth: {
                bool numberOk = false;
                const double number = value.toDouble(&numberOk);
                if (!numberOk || !std::isfinite(number)) {
                    problem(QStringLiteral("%1: \"%2\" is not a number (leave the cell empty "
                                           "when there is no figure)")
                                .arg(name, value));
                } else if (number < 0) {
                    problem(QStringLiteral("%1: %2 is negative").arg(name, value));
                } else {
                    (c == Capacity  ? row.capacityBytes
                     : c == Latency ? row.latencyCycles
                                    : row.bandwidthGBs) = number;
                }
                break;
            }
            case Source: row.source = value; break;
            case Notes: row.notes = value; break;
            default: break;
            }
        }
        if (haveLevel && haveScope && row.scope != expectedScope(row.level))
            problem(QStringLiteral("level %1 has scope \"%2\"; expected \"%3\"")
                        .arg(memoryLevelKey(row.level), QLatin1String(kScopeKeys[int(row.scope)]),
                             QLatin1String(kScopeKeys[int(expectedScope(row.level))])));
        if (int(result.problems.size()) != before)
            continue;
        const QString key = row.gpu + QLatin1Char('/') + memoryLevelKey(row.level);
        if (firstLine.contains(key)) {
            problem(QStringLiteral("%1 level %2 is already given on line %3")
                        .arg(row.gpu, memoryLevelKey(row.level))
                        .arg(firstLine.value(key)));
            continue;
        }
        firstLine.insert(key, lineNumber);
        result.rows.append(row);
    }
    if (!headerSeen)
        result.problems.append({path, 0, QStringLiteral("no header line")});
    return result;
}

} // namespace gpulab
