// ChartFrame: a Qt Charts chart with what every GPU Lab chart needs — a title, axis titles with
// units (set by the caller), a legend, values on hover (hover tooltips for line, scatter and bar
// series), an optional logarithmic-scale toggle, and export to PNG (the picture) and CSV (the
// numbers behind it, from a provider the caller sets).
#pragma once

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

signals:
    void logScaleChanged(bool logarithmic);

private:
    void askAndExportPng();
    void askAndExportCsv();

    QChartView *m_view = nullptr;
    QCheckBox *m_log = nullptr;
    QPushButton *m_png = nullptr;
    QPushButton *m_csvButton = nullptr;
    std::function<QString()> m_csv;
};

} // namespace gpulab
