// The memory-hierarchy data file (assets/data/memory-levels.csv, documented in
// assets/data/README.md): for each GPU (by its id in gpu-specs.csv) and each level of its memory
// — registers, L1/shared memory, L2, HBM, host memory over PCIe — the capacity, the latency of
// one load that hits there and the bandwidth, each row with its source. Data, not code: the
// Memory hierarchy lesson's model and tables read their figures from here.
//
// Format as gpu-specs.csv: '#' comment lines, a header naming the columns (order free), RFC 4180
// quoting within a line. An EMPTY numeric cell means "not published or not applicable" and loads
// as NaN, never 0 (isKnown() tells).
//
// Validation: every problem is a LessonProblem with file + line + reason; a row with a problem is
// reported and left out, the others still load. Checked: required columns, field count, unclosed
// quotes, required fields (gpu, level, scope, source), the gpu id's form, level and scope from
// fixed lists (and matching: registers and l1 are per SM, l2 and hbm per chip, host per host),
// numbers (finite, not negative), a (gpu, level) pair given twice.
#pragma once

#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/lessoncontent.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gpulab {

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
    QString notes;
    int line = 0;
};

struct MemoryLevelsLoad
{
    QList<MemoryLevelRow> rows;
    QList<LessonProblem> problems;
};

// ":/assets/data/memory-levels.csv" (compiled in).
QString builtinMemoryLevelsPath();
// $GPULAB_MEMORY_LEVELS_FILE when set (an instructor's corrected copy), else the built-in one.
QString memoryLevelsPath();
MemoryLevelsLoad loadMemoryLevels(const QString &path = memoryLevelsPath());

QStringList memoryLevelColumns();
// "registers", "l1", "l2", "hbm", "host" and back.
QString memoryLevelKey(MemoryLevel level);
std::optional<MemoryLevel> memoryLevelFromKey(const QString &key);
// "Registers", "L1 / shared memory"... (translated).
QString memoryLevelName(MemoryLevel level);
MemoryScope expectedScope(MemoryLevel level);

// The rows of one GPU, indexed by level (nullptr where the file has none).
const MemoryLevelRow *findMemoryLevel(const QList<MemoryLevelRow> &rows, const QString &gpu,
                                      MemoryLevel level);
// The GPUs with a row for every level, in file order.
QStringList memoryLevelGpus(const QList<MemoryLevelRow> &rows);

} // namespace gpulab
