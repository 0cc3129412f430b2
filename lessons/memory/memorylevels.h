// The memory-hierarchy data file (assets/data/memory-levels.csv, documented in
// assets/data/README.md): for each GPU (by its id in gpu-specs.csv) and each level of its memory
// — registers, L1/shared memory, L2, HBM, host memory over PCIe — the capacity, the latency of
// one load that hits there and the bandwidth, each row with its source. Data, not code: the
// Memory hierarchy lesson's model and tables read their figures from here.
//
// Read by the one table reader (lessons/framework/datatable.h: comments, header by name,
// quoting, numbers, an EMPTY numeric cell = not published or not applicable = NaN, never 0,
// FILE:LINE problems), and kept in the DataCatalog as the table MemoryLevels. Its own rules:
// gpu, level, scope and source required; level and scope from fixed lists and matching
// (registers and l1 are per SM, l2 and hbm per chip, host per host); a (gpu, level) pair given
// once; and, in the catalog, the gpu is a row of the GPU specs data.
#pragma once

#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/lessoncontent.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gpulab {

class DataCatalog;

// In order from the arithmetic units outwards.
enum class MemoryLevel { Registers, L1, L2, Hbm, Host };
inline constexpr int kMemoryLevelCount = 5;
enum class MemoryScope { Sm, Chip, Host };

struct MemoryLevelRow
{
    QString gpu; // gpu-specs.csv id: "h100-sxm5"
    MemoryLevel level = MemoryLevel::Registers;
    MemoryScope scope = MemoryScope::Sm;
    double capacityBytes = kUnknownFigure; // per SM for scope Sm
    double latencyCycles = kUnknownFigure; // one dependent load that hits here, SM clocks
    double bandwidthGBs = kUnknownFigure;  // whole GPU, 10^9 bytes/s (host: PCIe, one way)
    QString source;
    QString notes;            // GPU Lab's words: translated (i18n/<language>/memory-levels.csv)
    bool approximate = false; // the English notes say "approx.": a figure is given only roughly
    int line = 0;
};

using MemoryLevelsLoad = TableLoad<MemoryLevelRow>;

// The table as the DataCatalog knows it (declared in lesson.cmake: DATA MemoryLevels). Loaded
// after gpu-specs, whose ids its gpu column names.
struct MemoryLevels
{
    using Row = MemoryLevelRow;
    static constexpr char kName[] = "memory-levels";
    static constexpr char kBuiltinPath[] = ":/assets/data/memory-levels.csv";
    static constexpr char kPathVariable[] = "GPULAB_MEMORY_LEVELS_FILE"; // a corrected copy
    static MemoryLevelsLoad load(const QString &path, const DataCatalog &before);
};

// ":/assets/data/memory-levels.csv" (compiled in).
QString builtinMemoryLevelsPath();
// $GPULAB_MEMORY_LEVELS_FILE when set (an instructor's corrected copy), else the built-in one.
QString memoryLevelsPath();
// With `gpus`, a row whose gpu is not one of them is a problem too.
MemoryLevelsLoad loadMemoryLevels(const QString &path, const QList<GpuSpec> *gpus = nullptr);

// The column declarations (datatable.h): what loadMemoryLevels() reads and what tests/fuzz
// checks every loaded cell against.
std::vector<Column<MemoryLevelRow>> memoryLevelTable();
QStringList memoryLevelColumns();
// "registers", "l1", "l2", "hbm", "host" and back.
QString memoryLevelKey(MemoryLevel level);
std::optional<MemoryLevel> memoryLevelFromKey(const QString &key);
// "Registers", "L1 / shared memory"... (translated).
QString memoryLevelName(MemoryLevel level);
// The same said as short as it goes ("L1", "Host"), where the name does not fit.
QString memoryLevelShortName(MemoryLevel level);
MemoryScope expectedScope(MemoryLevel level);

// The rows of one GPU, indexed by level (nullptr where the file has none).
const MemoryLevelRow *findMemoryLevel(const QList<MemoryLevelRow> &rows, const QString &gpu,
                                      MemoryLevel level);
// The GPUs with a row for every level, in file order.
QStringList memoryLevelGpus(const QList<MemoryLevelRow> &rows);

} // namespace gpulab
