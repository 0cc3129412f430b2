// ChartFrame (see chartframe.h).
#include "widgets/chartframe.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QCursor>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QToolTip>
#include <QVBoxLayout>
#include <QXYSeries>

namespace gpulab {

ChartFrame::ChartFrame(const QString &title, QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->legend()->setVisible(true);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setAnimationOptions(QChart::NoAnimation); // idle app = idle CPU
    m_view = new QChartView(chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setAccessibleName(title);
    m_view->setMinimumHeight(260);
    layout->addWidget(m_view, 1);

    auto *tools = new QHBoxLayout;
    m_log = new QCheckBox(tr("&Logarithmic scale"), this);
    m_log->setVisible(false);
    connect(m_log, &QCheckBox::toggled, this, &ChartFrame::logScaleChanged);
    m_png = new QPushButton(tr("Export &PNG\u2026"), this);
    m_csvButton = new QPushButton(tr("Export CS&V\u2026"), this);
    connect(m_png, &QPushButton::clicked, this, &ChartFrame::askAndExportPng);
    connect(m_csvButton, &QPushButton::clicked, this, &ChartFrame::askAndExportCsv);
    tools->addWidget(m_log);
    tools->addStretch(1);
    tools->addWidget(m_png);
    tools->addWidget(m_csvButton);
    layout->addLayout(tools);
}

QChart *ChartFrame::chart() const
{
    return m_view->chart();
}

void ChartFrame::setLogToggleVisible(bool visible)
{
    m_log->setVisible(visible);
}

bool ChartFrame::logScale() const
{
    return m_log->isChecked();
}

void ChartFrame::attachHover(QXYSeries *series, std::function<QString(const QPointF &)> describe)
{
    connect(series, &QXYSeries::hovered, this,
            [this, describe = std::move(describe)](const QPointF &point, bool state) {
                if (state)
                    QToolTip::showText(QCursor::pos(), describe(point), m_view);
                else
                    QToolTip::hideText();
            });
}

void ChartFrame::attachHover(QBarSet *set, std::function<QString(int)> describe)
{
    connect(set, &QBarSet::hovered, this,
            [this, describe = std::move(describe)](bool state, int index) {
                if (state)
                    QToolTip::showText(QCursor::pos(), describe(index), m_view);
                else
                    QToolTip::hideText();
            });
}

bool ChartFrame::exportPng(const QString &path, QString *error) const
{
    const QPixmap picture = m_view->grab();
    if (picture.isNull() || !picture.save(path, "PNG")) {
        if (error)
            *error = tr("Could not write %1.").arg(path);
        return false;
    }
    return true;
}

bool ChartFrame::exportCsv(const QString &path, QString *error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    file.write(csv().toUtf8());
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

void ChartFrame::askAndExportPng()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Chart as PNG"), QStringLiteral("chart.png"), tr("PNG images (*.png)"));
    QString error;
    if (!path.isEmpty() && !exportPng(path, &error))
        QMessageBox::warning(this, tr("Export Chart"), error);
}

void ChartFrame::askAndExportCsv()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Chart Data as CSV"), QStringLiteral("chart.csv"), tr("CSV files (*.csv)"));
    QString error;
    if (!path.isEmpty() && !exportCsv(path, &error))
        QMessageBox::warning(this, tr("Export Chart Data"), error);
}

} // namespace gpulab
