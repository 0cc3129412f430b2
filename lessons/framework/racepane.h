// One side of the Live Lab race: the output matrix C drawn as a grid that fills as it is computed
// (the serial side row by row, the parallel side tile by tile, many tiles at once), a clock, and
// then the measured time, GFLOP/s and a verified tick — or a loud cross with the reason. The clock
// is the pane's own: it starts with the side's first progress report (setLive()) and ticks while
// the side runs.
//
// What it shows is true to the measurement: while a side runs, the fill follows the engine's
// progress reports (live); afterwards the two panes can replay at the measured proportions,
// slowed down to be watchable, and say so.
#pragma once

#include "compute/benchmark.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

class QHBoxLayout;

namespace gpulab {

class RacePane : public QWidget
{
    Q_OBJECT
public:
    enum class Fill { RowByRow, TileByTile };
    enum class Mode { Idle, Waiting, Live, Done, Replay, Stopped };

    RacePane(const QString &heading, Fill fill, QWidget *parent = nullptr);

    void setHeading(const QString &heading);
    void setVariantTitle(const QString &title);
    void reset();      // idle, empty grid
    void setWaiting(); // queued behind the other side
    // A race begins: both panes idle and empty, the right one queued behind the left.
    static void beginRace(RacePane *left, RacePane *right);
    // A race ended (finished, cancelled, failed, or its engine died): a side still waiting or
    // running says it was stopped and not measured, never "Running… 23 %" for ever.
    static void endRace(RacePane *left, RacePane *right);
    void setLive(double fraction);             // running now (the clock runs from the first)
    void setResult(const BenchResult &result); // done: numbers or the failure
    // Replay: `fraction` of this side's measured time has passed; `label` says it is a replay.
    void setReplay(double fraction, const QString &label);

    Mode mode() const { return m_mode; }
    double fraction() const { return m_fraction; }
    QString summary() const; // the numbers as text (also the accessible description)

    QSize sizeHint() const override { return {360, 380}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void updateAccessible();
    void setMode(Mode mode); // the clock starts on entering Live and stops on leaving it

    QString m_heading;
    QString m_variantTitle;
    Fill m_fill;
    Mode m_mode = Mode::Idle;
    double m_fraction = 0;
    QElapsedTimer m_clock; // how long the side has run
    QTimer m_clockTick;    // redraws the running clock
    QString m_replayLabel;
    BenchResult m_result;
    bool m_hasResult = false;
};

// The two panes of a race side by side, the first on the left in every language: a race's sides
// are named by place ("Left", "Right") in the controls, the prediction and the lessons, so the row
// does not mirror under a right-to-left language, while each pane lays out its own text in the
// UI's direction.
class RacePanes : public QWidget
{
    Q_OBJECT
public:
    RacePanes(RacePane *left, RacePane *right, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void keepLeftToRight();
    QHBoxLayout *m_row = nullptr;
};

} // namespace gpulab
