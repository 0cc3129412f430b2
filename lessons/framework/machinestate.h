// MachineState: what the application knows about *this* computer that several lessons share —
// the OpenCL device chosen in the status bar, and the figures measured on it that another lesson
// reuses (the roofs the Live Lab or the Memory hierarchy lesson measured, the host <-> device
// transfer rate the NVLink lesson offers as "your machine"). Only one lesson page is alive at a
// time, so these cannot live in a panel.
//
// The app's DeviceService owns the one instance (GUI thread) and hands it to lessons through
// their LessonContext; it writes the device, lessons read it and write the measurements they make.
// Measurements are also kept in QSettings (group "measured/"), keyed by device name, so a restart
// does not lose them; a figure measured on another device is never offered for this one.
#pragma once

#include "compute/roofline.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QString>

#include <optional>

namespace gpulab {

struct MeasuredRoofs
{
    QString device; // the OpenCL device's name (as the driver reports it, trimmed)
    QDateTime when; // UTC
    DeviceRoofs roofs;
};

struct MeasuredTransfer
{
    QString device;
    QDateTime when;
    double hostToDeviceGBs = 0; // 10^9 bytes per second, the best (pinned or pageable) at the
    double deviceToHostGBs = 0; // largest size measured
    bool pinned = false;        // the best figures came from pinned (mapped) host memory
};

// A verified race of two matrix-multiplication variants at one size (the Live Lab or the CPU vs
// GPU lesson), for questions about the student's own figures.
struct MeasuredRace
{
    QString device; // the OpenCL device the parallel side ran on
    QDateTime when;
    int n = 0;
    QString leftVariant; // e.g. serial-naive
    double leftSeconds = 0;
    double leftGflops = 0;
    QString rightVariant; // e.g. opencl-regblock
    double rightSeconds = 0;
    double rightGflops = 0;
};

class MachineState : public QObject
{
    Q_OBJECT
public:
    explicit MachineState(QObject *parent = nullptr);

    // The device chosen in the status bar: an index into the engine's discovery, -1 for none
    // (CPU only, or discovery not finished: see deviceKnown()).
    int deviceIndex() const { return m_deviceIndex; }
    // The device's name as the driver reports it, trimmed (the engine's "device" event).
    QString deviceLabel() const { return m_deviceLabel; }
    bool deviceKnown() const { return m_deviceKnown; }
    void setDevice(int index, const QString &label);

    // The latest roofs measured on the current device (or on `device`), if any.
    std::optional<MeasuredRoofs> roofs() const { return roofsFor(m_deviceLabel); }
    std::optional<MeasuredRoofs> roofsFor(const QString &device) const;
    void setRoofs(const QString &device, const DeviceRoofs &roofs);

    std::optional<MeasuredTransfer> transfer() const { return transferFor(m_deviceLabel); }
    std::optional<MeasuredTransfer> transferFor(const QString &device) const;
    void setTransfer(const MeasuredTransfer &transfer);

    // The latest verified race on the current device (or on `device`), if any.
    std::optional<MeasuredRace> race() const { return raceFor(m_deviceLabel); }
    std::optional<MeasuredRace> raceFor(const QString &device) const;
    void setRace(const MeasuredRace &race);

    // Persistent (the default): measurements are also written to QSettings and read back in a
    // later run. Not persistent (a --screenshot run): kept in memory only, the user's settings
    // are neither read nor written.
    void setPersistent(bool persistent) { m_persistent = persistent; }
    bool isPersistent() const { return m_persistent; }

    // Forgets everything, in memory and (unless keepSettings: what a new process would find) in
    // QSettings. Tests only.
    void resetForTests(bool keepSettings = false);

signals:
    void deviceChanged();
    void roofsChanged();
    void transferChanged();
    void raceChanged();

private:
    int m_deviceIndex = -1;
    QString m_deviceLabel;
    bool m_deviceKnown = false;
    bool m_persistent = true;
    // This run's measurements, by device name (persistent or not).
    QHash<QString, MeasuredRoofs> m_roofs;
    QHash<QString, MeasuredTransfer> m_transfers;
    QHash<QString, MeasuredRace> m_races;
};

} // namespace gpulab
