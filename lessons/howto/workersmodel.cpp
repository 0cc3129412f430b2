// WorkersModel: tiles shared among workers (see workersmodel.h).
#include "lessons/howto/workersmodel.h"

#include "lessons/framework/splitmix.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

constexpr int kBeatWorkers[WorkersModel::kBeats] = {1, 8, -1}; // -1: one per tile

} // namespace

WorkersModel::WorkersModel()
{
    rebuild();
}

void WorkersModel::reset(quint64 seed)
{
    m_seed = seed;
    m_beat = 0; // the contract: time 0, beat 0; the worker count (a parameter) is kept
    rebuild();
}

void WorkersModel::rebuild()
{
    const int count = m_columns * m_rows;
    m_tiles.assign(size_t(count), Tile{});
    quint64 state = m_seed;
    for (Tile &tile : m_tiles) // 0.5x .. 1.5x the mean: similar but not identical jobs
        tile.workSeconds = m_meanTileSeconds * (0.5 + unitInterval(state));
    m_current.assign(size_t(m_workers), -1);
    m_time = 0;
    m_doneCount = 0;
    m_nextTile = 0;
}

void WorkersModel::step(double dtSeconds)
{
    if (dtSeconds <= 0 || finished())
        return;
    m_time += dtSeconds;
    // Event by event inside the step: idle workers take tiles (lowest worker number first),
    // then time runs to the next tile completion or the end of the step. So the outcome does
    // not depend on how finely time is sliced, and matches estimatedTotalSeconds().
    double remaining = dtSeconds;
    while (remaining > 0) {
        double nextCompletion = remaining;
        bool busy = false;
        for (int w = 0; w < m_workers; ++w) {
            int &current = m_current[size_t(w)];
            if (current < 0 && m_nextTile < int(m_tiles.size())) {
                current = m_nextTile++;
                m_tiles[size_t(current)].worker = w;
            }
            if (current >= 0) {
                const Tile &tile = m_tiles[size_t(current)];
                nextCompletion = std::min(nextCompletion, tile.workSeconds - tile.doneSeconds);
                busy = true;
            }
        }
        if (!busy)
            break;
        for (int w = 0; w < m_workers; ++w) {
            int &current = m_current[size_t(w)];
            if (current < 0)
                continue;
            Tile &tile = m_tiles[size_t(current)];
            tile.doneSeconds += nextCompletion;
            if (tile.doneSeconds >= tile.workSeconds - 1e-12) {
                tile.doneSeconds = tile.workSeconds;
                ++m_doneCount;
                current = -1;
            }
        }
        remaining -= nextCompletion;
    }
}

int WorkersModel::busyWorkers() const
{
    return int(std::count_if(m_current.begin(), m_current.end(), [](int t) { return t >= 0; }));
}

double WorkersModel::estimatedTotalSeconds() const
{
    // Greedy list scheduling in tile order (the earliest free worker, lowest number on ties),
    // which is what step() does event by event.
    std::vector<double> freeAt(size_t(m_workers), 0.0);
    for (const Tile &tile : m_tiles) {
        auto earliest = std::min_element(freeAt.begin(), freeAt.end());
        *earliest += tile.workSeconds;
    }
    return *std::max_element(freeAt.begin(), freeAt.end());
}

QJsonObject WorkersModel::parameters() const
{
    return {{QStringLiteral("columns"), m_columns},
            {QStringLiteral("rows"), m_rows},
            {QStringLiteral("workers"), m_workers},
            {QStringLiteral("meanTileSeconds"), m_meanTileSeconds}};
}

bool WorkersModel::setParameters(const QJsonObject &parameters, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    int columns = m_columns, rows = m_rows, workers = m_workers;
    double mean = m_meanTileSeconds;
    for (auto it = parameters.begin(); it != parameters.end(); ++it) {
        const QString key = it.key();
        const QJsonValue value = it.value();
        if (key == QLatin1String("meanTileSeconds")) {
            if (!value.isDouble() || !(value.toDouble() >= 0.001 && value.toDouble() <= 10))
                return fail(QStringLiteral("meanTileSeconds must be between 0.001 and 10"));
            mean = value.toDouble();
            continue;
        }
        int *target = key == QLatin1String("columns")   ? &columns
                      : key == QLatin1String("rows")    ? &rows
                      : key == QLatin1String("workers") ? &workers
                                                        : nullptr;
        if (!target)
            return fail(QStringLiteral("unknown parameter \"%1\"").arg(key));
        if (!value.isDouble() || value.toDouble() != double(value.toInt()))
            return fail(QStringLiteral("%1 must be a whole number").arg(key));
        *target = value.toInt();
    }
    if (columns < 1 || columns > kMaxColumns)
        return fail(QStringLiteral("columns must be between 1 and %1").arg(kMaxColumns));
    if (rows < 1 || rows > kMaxRows)
        return fail(QStringLiteral("rows must be between 1 and %1").arg(kMaxRows));
    if (workers < 1 || workers > kMaxWorkers)
        return fail(QStringLiteral("workers must be between 1 and %1").arg(kMaxWorkers));
    m_columns = columns;
    m_rows = rows;
    m_workers = workers;
    m_meanTileSeconds = mean;
    rebuild();
    return true;
}

QJsonObject WorkersModel::state() const
{
    QJsonArray done, owner;
    for (const Tile &tile : m_tiles) {
        done.append(tile.doneSeconds);
        owner.append(tile.worker);
    }
    return {{QStringLiteral("time"), m_time},       {QStringLiteral("beat"), m_beat},
            {QStringLiteral("workers"), m_workers}, {QStringLiteral("doneTiles"), m_doneCount},
            {QStringLiteral("tileProgress"), done}, {QStringLiteral("tileWorker"), owner}};
}

void WorkersModel::setBeat(int beat)
{
    m_beat = std::clamp(beat, 0, beatCount() - 1);
    const int wanted = kBeatWorkers[m_beat];
    m_workers = std::min(kMaxWorkers, wanted > 0 ? wanted : m_columns * m_rows);
    rebuild();
}

} // namespace gpulab
