// The two live tabs of the "NVLink and interconnects" lesson; both run in the measurement engine
// through one LinkRunner (linkrunner.h), with progress, Cancel and a clear message when this
// computer has no OpenCL device.
//   TransferLab     host <-> device bandwidth, pageable vs pinned (mapped) memory, both
//                   directions, 4 KiB to 256 MiB, on log axes, points drawn as they arrive. The
//                   best figure at the largest size becomes this machine's "PCIe" figure
//                   (MachineState::setTransfer), which the calculator offers as "your machine".
//   MultiDeviceLab  one matrix product split in row bands across the OpenCL devices: per band,
//                   upload / compute / download time as stacked bars, and the check against the
//                   float64 reference. With one device, it says so and how to try two with PoCL.
#pragma once

#include "widgets/simulationscene.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineSeries;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace gpulab {

class ChartFrame;
class LinkRunner;

class TransferLab : public QWidget
{
    Q_OBJECT
public:
    explicit TransferLab(LinkRunner *runner, QWidget *parent = nullptr);

    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *status() const { return m_status; }
    ChartFrame *chart() const { return m_frame; }
    const QJsonArray &points() const { return m_points; }
    int plottedPoints() const;
    // Sizes (bytes) for the next run; the defaults are 4 KiB and 256 MiB.
    void setRange(quint64 minBytes, quint64 maxBytes, int repeats);
    void run();
    // A local event loop until the run ends (screenshots, tests); true when it finished.
    bool runAndWait(int timeoutMs);
    void setSceneStyle(const SceneStyle &style);

private:
    void onPoint(const QJsonObject &point);
    void onFinished(const QJsonObject &report, bool cancelled, const QString &error);
    void setRunning(bool running);
    void rebuildChart();
    QString csv() const;

    LinkRunner *m_runner;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    ChartFrame *m_frame = nullptr;
    QJsonArray m_points;
    SceneStyle m_style = SceneStyle::light();
    quint64 m_minBytes = 4 << 10;
    quint64 m_maxBytes = 256 << 20;
    int m_repeats = 5;
    bool m_active = false; // this tab started the run in flight
    bool m_pendingRun = false;
};

class MultiDeviceLab : public QWidget
{
    Q_OBJECT
public:
    explicit MultiDeviceLab(LinkRunner *runner, QWidget *parent = nullptr);

    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QLabel *devicesLabel() const { return m_devices; }
    QLabel *status() const { return m_status; }
    QTableWidget *table() const { return m_table; }
    QComboBox *sizeBox() const { return m_size; }
    const QJsonObject &report() const { return m_report; }
    void run();
    bool runAndWait(int timeoutMs);
    void setSceneStyle(const SceneStyle &style);

private:
    void onDevices();
    void onFinished(const QJsonObject &report, bool cancelled, const QString &error);
    void setRunning(bool running);
    void rebuildChart();

    LinkRunner *m_runner;
    QLabel *m_devices = nullptr;
    QComboBox *m_size = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QTableWidget *m_table = nullptr;
    ChartFrame *m_frame = nullptr;
    QJsonObject m_report;
    SceneStyle m_style = SceneStyle::light();
    bool m_active = false;
    bool m_pendingRun = false;
};

} // namespace gpulab
