// The memory-hierarchy data file's columns and checks (see memorylevels.h).
#include "lessons/memory/memorylevels.h"

#include "lessons/framework/datacatalog.h"

#include <QCoreApplication>
#include <QHash>

namespace gpulab {

namespace {

const char *const kLevelKeys[] = {"registers", "l1", "l2", "hbm", "host"};
const char *const kScopeKeys[] = {"sm", "chip", "host"};

} // namespace

std::vector<Column<MemoryLevelRow>> memoryLevelTable()
{
    using C = Column<MemoryLevelRow>;
    const auto required = Presence::Required;
    return {
        C::reference("gpu", &MemoryLevelRow::gpu, "gpu-specs.csv").key(),
        C::oneOf("level", &MemoryLevelRow::level, choicesOf(kLevelKeys), required).key(),
        C::oneOf("scope", &MemoryLevelRow::scope, choicesOf(kScopeKeys), required),
        C::number("capacity_bytes", "bytes", &MemoryLevelRow::capacityBytes, 1, 1e15),
        C::number("latency_cycles", "cycles", &MemoryLevelRow::latencyCycles, 1, 1e7),
        C::number("bandwidth_gbs", "GB/s", &MemoryLevelRow::bandwidthGBs, 0.001, 1e7),
        C::source("source", &MemoryLevelRow::source),
        C::text("notes", &MemoryLevelRow::notes).translatable(),
    };
}

QString builtinMemoryLevelsPath()
{
    return QString::fromLatin1(MemoryLevels::kBuiltinPath);
}

QString memoryLevelsPath()
{
    return dataFilePath(MemoryLevels::kBuiltinPath, MemoryLevels::kPathVariable);
}

QStringList memoryLevelColumns()
{
    return columnNames(memoryLevelTable());
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

QString memoryLevelShortName(MemoryLevel level)
{
    switch (level) {
    case MemoryLevel::Registers:
        return QCoreApplication::translate("gpulab::MemoryLevels", "Regs",
                                           "short for Registers, where the name does not fit");
    case MemoryLevel::L1: return QCoreApplication::translate("gpulab::MemoryLevels", "L1");
    case MemoryLevel::L2: return QCoreApplication::translate("gpulab::MemoryLevels", "L2");
    case MemoryLevel::Hbm: return QCoreApplication::translate("gpulab::MemoryLevels", "HBM");
    case MemoryLevel::Host:
        return QCoreApplication::translate("gpulab::MemoryLevels", "Host",
                                           "short for Host memory (PCIe)");
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

MemoryLevelsLoad loadMemoryLevels(const QString &path, const QList<GpuSpec> *gpus)
{
    QHash<QString, int> firstLine; // "gpu/level" -> line
    return loadTable<MemoryLevelRow>(
        path, memoryLevelTable(), [&](MemoryLevelRow &row, QStringList &problems) {
            const QString key = row.gpu + QLatin1Char('/') + memoryLevelKey(row.level);
            // Read from the English, before a translation replaces the notes.
            row.approximate = row.notes.contains(QLatin1String("approx."));
            if (row.scope != expectedScope(row.level))
                problems << QStringLiteral("level %1 has scope \"%2\"; expected \"%3\"")
                                .arg(memoryLevelKey(row.level),
                                     QLatin1String(kScopeKeys[int(row.scope)]),
                                     QLatin1String(kScopeKeys[int(expectedScope(row.level))]));
            else if (gpus && !findGpuSpec(*gpus, row.gpu))
                problems << QStringLiteral("gpu \"%1\" has no row in the GPU specs data "
                                           "(gpu-specs.csv)")
                                .arg(row.gpu);
            else if (firstLine.contains(key))
                problems << QStringLiteral("%1 level %2 is already given on line %3")
                                .arg(row.gpu, memoryLevelKey(row.level))
                                .arg(firstLine.value(key));
            else
                firstLine.insert(key, row.line);
        });
}

MemoryLevelsLoad MemoryLevels::load(const QString &path, const DataCatalog &before)
{
    return loadMemoryLevels(path, before.contains<GpuSpecs>() ? &before.rows<GpuSpecs>() : nullptr);
}

} // namespace gpulab
