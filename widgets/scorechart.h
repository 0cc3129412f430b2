// ScoreChart: the student's quiz scores over time — one line per quiz (percent 0–100 against the
// date of the attempt), values on hover, PNG/CSV export (through ChartFrame), a sentence for
// screen readers ("5 attempts, last 80 %, best 90 %") and a message instead of an empty plot.
// It only draws what it is given: the host reads the history from its store.
#pragma once

#include "widgets/simulationscene.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QWidget>

class QLabel;
class QStackedWidget;

namespace gpulab {

class ChartFrame;

struct ScorePoint
{
    QString quizId;     // one series per quiz id
    QString label;      // the quiz's name in the legend (the latest point's label wins)
    QDateTime at;       // when the attempt finished
    double percent = 0; // 0..100
};

class ScoreChart : public QWidget
{
    Q_OBJECT
public:
    explicit ScoreChart(QWidget *parent = nullptr);

    void setPoints(const QList<ScorePoint> &points);
    const QList<ScorePoint> &points() const { return m_points; } // sorted by time
    bool isEmpty() const { return m_points.isEmpty(); }
    int seriesCount() const; // distinct quiz ids

    // What the chart says in words (also its accessible description): "5 attempts, last 80 %,
    // best 90 %", then the same per quiz when there are several; the empty-state message when
    // there is nothing.
    QString summary() const;
    QString csv() const; // quiz_id,label,finished_at (ISO 8601),percent

    ChartFrame *frame() const { return m_frame; }
    void setSceneStyle(const SceneStyle &style);

private:
    void rebuild();

    QList<ScorePoint> m_points;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_empty = nullptr;
    ChartFrame *m_frame = nullptr;
    QLabel *m_summary = nullptr;
    SceneStyle m_style = SceneStyle::light();
    bool m_styled = false;
};

} // namespace gpulab
