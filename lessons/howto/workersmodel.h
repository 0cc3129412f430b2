// The simulation of the "How to use GPU Lab" lesson: a grid of equal-sized jobs (tiles of a
// picture, say) shared among a number of workers. Each worker takes the next waiting tile, works
// on it for that tile's duration, then takes the next. With one worker the picture fills tile by
// tile; with a worker per tile it fills all at once: a first look at why many simple cores beat
// one fast core on work that splits into independent pieces. Mainly it gives the time controls
// something to control.
//
// Deterministic: tile durations come from the seed through SplitMix64 (not std:: distributions,
// whose output differs between standard libraries), and time only moves through step(dt).
//
// Beats: 0 = one worker, 1 = eight workers, 2 = one worker per tile. setBeat() sets the worker
// count and restarts the run.
#pragma once

#include "lessons/framework/simulationmodel.h"

#include <vector>

namespace gpulab {

class WorkersModel final : public BasicSimulationModel<WorkersModel>
{
public:
    struct Tile
    {
        double workSeconds = 0; // how long this tile takes one worker
        double doneSeconds = 0; // work done on it so far
        int worker = -1;        // who works or worked on it; -1 while waiting
        bool done() const { return doneSeconds >= workSeconds; }
    };

    struct Settings
    {
        int columns = 16;
        int rows = 10;
        int workers = 1;
        double meanTileSeconds = 0.1;
        bool operator==(const Settings &) const = default;
    };

    static constexpr int kMaxWorkers = 256;
    static constexpr int kMaxColumns = 32;
    static constexpr int kMaxRows = 24;
    static constexpr int kBeats = 3;

    WorkersModel();

    // The simulation id a lesson manifest names in "simulation"; the lesson table reads it here.
    static constexpr char kSimulationId[] = "workers";
    void reset(quint64 seed) override;
    void step(double dtSeconds) override;
    QJsonObject parameters() const override;
    bool setParameters(const QJsonObject &parameters, QString *error) override;
    QJsonObject state() const override;
    void setBeat(int beat) override;
    static QString beatTitle(int beat); // translated
    bool finished() const override { return m_doneCount == int(m_tiles.size()); }

    const Settings &settings() const { return m_settings; }
    int columns() const { return m_settings.columns; }
    int rows() const { return m_settings.rows; }
    int workers() const { return m_settings.workers; }
    int doneCount() const { return m_doneCount; }
    int busyWorkers() const;
    const std::vector<Tile> &tiles() const { return m_tiles; }
    // Simulated time the run needs with this many workers (computed, not run).
    double estimatedTotalSeconds() const;

private:
    void rebuild();

    Settings m_settings;
    int m_doneCount = 0;
    int m_nextTile = 0;
    std::vector<Tile> m_tiles;
    std::vector<int> m_current; // per worker: tile index or -1
};

} // namespace gpulab
