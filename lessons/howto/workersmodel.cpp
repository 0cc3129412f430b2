// WorkersModel: tiles shared among workers (see workersmodel.h).
#include "lessons/howto/workersmodel.h"

#include "lessons/framework/parametertable.h"
#include "lessons/framework/splitmix.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace gpulab {

namespace {

constexpr int kBeatWorkers[WorkersModel::kBeats] = {1, 8, -1}; // -1: one per tile

// Every parameter, declared once: parameters() and setParameters() both read it.
const ParameterTable<WorkersModel::Settings> &parameterTable()
{
    using M = WorkersModel;
    using S = M::Settings;
    static const ParameterTable<S> table =
        ParameterTable<S>()
            .whole("columns", &S::columns, 1, M::kMaxColumns)
            .whole("rows", &S::rows, 1, M::kMaxRows)
            .whole("workers", &S::workers, 1, M::kMaxWorkers)
            .real("meanTileSeconds", &S::meanTileSeconds, 0.001, 10);
    return table;
}

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
    const int count = m_settings.columns * m_settings.rows;
    m_tiles.assign(size_t(count), Tile{});
    quint64 state = m_seed;
    for (Tile &tile : m_tiles) // 0.5x .. 1.5x the mean: similar but not identical jobs
        tile.workSeconds = m_settings.meanTileSeconds * (0.5 + unitInterval(state));
    m_current.assign(size_t(m_settings.workers), -1);
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
        for (int w = 0; w < m_settings.workers; ++w) {
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
        for (int w = 0; w < m_settings.workers; ++w) {
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
    std::vector<double> freeAt(size_t(m_settings.workers), 0.0);
    for (const Tile &tile : m_tiles) {
        auto earliest = std::min_element(freeAt.begin(), freeAt.end());
        *earliest += tile.workSeconds;
    }
    return *std::max_element(freeAt.begin(), freeAt.end());
}

QJsonObject WorkersModel::parameters() const
{
    return parameterTable().write(m_settings);
}

bool WorkersModel::setParameters(const QJsonObject &parameters, QString *error)
{
    if (!parameterTable().read(parameters, m_settings, error))
        return false;
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
    return {{QStringLiteral("time"), m_time},
            {QStringLiteral("beat"), m_beat},
            {QStringLiteral("workers"), m_settings.workers},
            {QStringLiteral("doneTiles"), m_doneCount},
            {QStringLiteral("tileProgress"), done},
            {QStringLiteral("tileWorker"), owner}};
}

QString WorkersModel::beatTitle(int beat)
{
    switch (std::clamp(beat, 0, kBeats - 1)) {
    case 1: return QCoreApplication::translate("gpulab::WorkersModel", "Eight workers");
    case 2: return QCoreApplication::translate("gpulab::WorkersModel", "One worker per tile");
    default: return QCoreApplication::translate("gpulab::WorkersModel", "One worker");
    }
}

void WorkersModel::setBeat(int beat)
{
    m_beat = std::clamp(beat, 0, beatCount() - 1);
    const int wanted = kBeatWorkers[m_beat];
    m_settings.workers =
        std::min(kMaxWorkers, wanted > 0 ? wanted : m_settings.columns * m_settings.rows);
    rebuild();
}

} // namespace gpulab
