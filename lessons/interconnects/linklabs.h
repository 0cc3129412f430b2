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
// Both are MeasurementLabs (Run, Cancel, progress, status, chart); a run asked for before the
// runner has found the devices waits for them (Cancel still stops it).
#pragma once

#include "compute/multidevice.h"
#include "compute/transfer.h"
#include "lessons/framework/measurementlab.h"

#include <vector>

class QComboBox;
class QLabel;
class QTableWidget;

namespace gpulab {

class LinkRunner;

// What both labs share: a run asked for before the runner knows the devices waits for them
// (Cancel still ends it) and then launch()es; the runner's progress while it runs.
class LinkLab : public MeasurementLab
{
    Q_OBJECT
protected:
    LinkLab(const QStringList &runForms, LinkRunner *runner, QWidget *parent);
    bool start(QString *error) final;
    void stop() final;
    // Starts the measurement now (from start(), or when the devices are known).
    virtual bool launch(QString *error) = 0;
    // The runner knows the devices (every time it says so).
    virtual void devicesKnown() {}
    // A run waits for the devices: the runner's events are not this run's yet.
    bool waitingForDevices() const { return m_pendingRun; }

    LinkRunner *m_runner;

private:
    bool m_pendingRun = false;
};

class TransferLab : public LinkLab
{
    Q_OBJECT
public:
    explicit TransferLab(LinkRunner *runner, QWidget *parent = nullptr);

    QLabel *status() const { return statusLabel(); }
    const std::vector<TransferPoint> &points() const { return m_points; }
    int plottedPoints() const;
    // Sizes (bytes) for the next run; the defaults are 4 KiB and 256 MiB.
    void setRange(quint64 minBytes, quint64 maxBytes, int repeats);

protected:
    void rebuild() override;
    bool launch(QString *error) override;

private:
    void onFinished(const TransferReport &report, bool cancelled, const QString &error);
    QString csv() const;

    std::vector<TransferPoint> m_points;
    quint64 m_minBytes = 4 << 10;
    quint64 m_maxBytes = 256 << 20;
    int m_repeats = 5;
};

class MultiDeviceLab : public LinkLab
{
    Q_OBJECT
public:
    explicit MultiDeviceLab(LinkRunner *runner, QWidget *parent = nullptr);

    QLabel *devicesLabel() const { return m_devices; }
    QLabel *status() const { return statusLabel(); }
    QTableWidget *table() const { return m_table; }
    QComboBox *sizeBox() const { return m_size; }
    const MultiDeviceReport &report() const { return m_report; }

protected:
    void rebuild() override;
    bool launch(QString *error) override;

private:
    void devicesKnown() override;
    void onFinished(const MultiDeviceReport &report, bool cancelled, const QString &error);

    QLabel *m_devices = nullptr;
    QComboBox *m_size = nullptr;
    QTableWidget *m_table = nullptr;
    MultiDeviceReport m_report;
};

} // namespace gpulab
