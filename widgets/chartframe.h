// ChartFrame: a Qt Charts chart with what every GPU Lab chart needs — a title, axis titles with
// units (set by the caller), a legend, values on hover (hover tooltips for line, scatter and bar
// series), an optional logarithmic-scale toggle, and export to PNG (the picture) and CSV (the
// numbers behind it, from a provider the caller sets).
//
// Names on the series (setNamesOnSeries, and wherever the legend would not fit): instead of a
// legend, whose entries Qt Charts elides, each named series is labelled on the chart in the
// text's own size —
// a dot beside itself, a line above or below its right end — placed by SceneLabels clear of
// the other names and of the dots, so every kernel and roof can be told apart from the back of
// a room.
#pragma once

#include "widgets/simulationscene.h"

#include <QColor>
#include <QFont>
#include <QWidget>

#include <functional>

class QAbstractSeries;
class QBarSet;
class QCheckBox;
class QChart;
class QChartView;
class QPushButton;
class QXYSeries;

namespace gpulab {

class ChartFrame : public QWidget
{
    Q_OBJECT
public:
    explicit ChartFrame(const QString &title, QWidget *parent = nullptr);

    QChart *chart() const;
    // The chart's title (and the view's accessible name): a window that changes language
    // sets it again.
    void setTitle(const QString &title);
    QChartView *view() const { return m_view; }

    // The CSV the "Export CSV" button writes (header line included).
    void setCsvProvider(std::function<QString()> provider) { m_csv = std::move(provider); }
    // Shows a "Logarithmic scale" check box; logScaleChanged() tells the caller to rebuild.
    void setLogToggleVisible(bool visible);
    bool logScale() const;

    // Tooltips with the point's values when the pointer rests on it.
    void attachHover(QXYSeries *series, std::function<QString(const QPointF &)> describe);
    void attachHover(QBarSet *set, std::function<QString(int index)> describe);

    bool exportPng(const QString &path, QString *error) const;
    bool exportCsv(const QString &path, QString *error) const;
    QString csv() const { return m_csv ? m_csv() : QString(); }

    // The chart is at least this many lines of its text tall (Qt Charts elides the axis labels
    // of a shorter one), whatever the text size; 11 unless set.
    void setMinimumLines(int lines);

    // Names on the series instead of a legend (see above); a series' label is its name, or what
    // setSeriesLabel() gave it (a shorter name: the tooltip can say the rest). Where no place
    // beside the series is free for its label (a dot in a corner of a small plot, the
    // presenter's large text), the chart names it by `shortLabel` if one is given ("CPU" for
    // "CPU 8.0×"), and only where even that does not fit leaves the name out.
    void setNamesOnSeries(bool on);
    static void setSeriesLabel(QAbstractSeries *series, const QString &label,
                               const QString &shortLabel = {});

    // Axes that fit (done for every chart, whenever its plot area changes): where the labels
    // of an axis would not fit the room it has — a projector at the presenter's size, 150 %
    // text — a logarithmic axis labels every base^k instead of every base (4, 16, ... for
    // base 2; 100, 1000 for base 10) and drops minor grid lines closer than a few pixels, a
    // linear axis keeps every k-th of its ticks (the same round numbers, fewer of them), and
    // an axis title longer than its axis shrinks, to 75 % at most, then takes two lines: never
    // "0.…" or "1…" for a number. Whatever the caller set is what the chart returns to where there
    // is room.
    void fitAxes();
    // The colours and font of every axis of the chart, those added later included (a lab
    // rebuilds its axes with each run): the theme's, applied once per axis and style.
    void setAxisStyle(const QColor &text, const QColor &grid, const QFont &font);
    // Empties the chart (series and axes) for a rebuild, and gives it `style`'s background,
    // title and legend where one is given (else it keeps the platform's).
    void clearChart(const SceneStyle *style = nullptr);

    // The text placed on the chart by SceneLabels in its last paint (names on the series).
    const SceneTextLog &placedText() const { return m_placedText; }

signals:
    void logScaleChanged(bool logarithmic);

private:
    friend class LabelledChartView;
    void changeEvent(QEvent *event) override;
    // The frame's own texts (the buttons) in the UI language.
    void retranslateUi();
    void updateMinimumHeight();
    void paintSeriesNames(QPainter &painter);
    bool legendFits() const;
    void askAndExportPng();
    void askAndExportCsv();

    QChartView *m_view = nullptr;
    QCheckBox *m_log = nullptr;
    QPushButton *m_png = nullptr;
    QPushButton *m_csvButton = nullptr;
    std::function<QString()> m_csv;
    SceneTextLog m_placedText;
    bool m_namesOnSeries = false;
    int m_axisStyle = 0; // which setAxisStyle() the axes should have (0: none)
    QColor m_axisText, m_axisGrid;
    QFont m_axisFont;
    int m_minimumLines = 11;
    int m_axesMinimum = 0; // the view's height at which the axes under the plot fit (fitAxes)
};

} // namespace gpulab
