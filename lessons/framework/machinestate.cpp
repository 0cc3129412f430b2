// MachineState: the device chosen and figures measured on it, shared between lessons and kept
// in QSettings across runs (see machinestate.h).
#include "lessons/framework/machinestate.h"

#include <QCryptographicHash>
#include <QSettings>

namespace gpulab {

namespace {

// A QSettings key for a device label (labels hold '/', spaces and such).
QString deviceKey(const QString &device)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(device.toUtf8(), QCryptographicHash::Sha1).toHex().left(16));
}

QString roofsGroup(const QString &device)
{
    return QStringLiteral("measured/roofs/") + deviceKey(device);
}

QString transferGroup(const QString &device)
{
    return QStringLiteral("measured/transfer/") + deviceKey(device);
}

QString raceGroup(const QString &device)
{
    return QStringLiteral("measured/race/") + deviceKey(device);
}

} // namespace

MachineState::MachineState(QObject *parent) : QObject(parent) {}

void MachineState::setDevice(int index, const QString &label)
{
    const bool changed = !m_deviceKnown || index != m_deviceIndex || label != m_deviceLabel;
    m_deviceIndex = index;
    m_deviceLabel = index >= 0 ? label : QString();
    m_deviceKnown = true;
    if (changed) {
        emit deviceChanged();
        emit roofsChanged(); // the figures offered follow the device
        emit transferChanged();
        emit raceChanged();
    }
}

std::optional<MeasuredRoofs> MachineState::roofsFor(const QString &device) const
{
    if (device.isEmpty())
        return std::nullopt;
    if (const auto found = m_roofs.constFind(device); found != m_roofs.cend())
        return *found;
    if (!m_persistent)
        return std::nullopt;
    QSettings settings;
    settings.beginGroup(roofsGroup(device));
    if (settings.value(QStringLiteral("device")).toString() != device)
        return std::nullopt;
    MeasuredRoofs measured;
    measured.device = device;
    measured.when =
        QDateTime::fromString(settings.value(QStringLiteral("when")).toString(), Qt::ISODate);
    measured.roofs.bandwidthGBs = settings.value(QStringLiteral("bandwidthGBs")).toDouble();
    measured.roofs.peakGflops = settings.value(QStringLiteral("peakGflops")).toDouble();
    measured.roofs.copyBytes = settings.value(QStringLiteral("copyBytes")).toULongLong();
    measured.roofs.fmaWorkItems = settings.value(QStringLiteral("fmaWorkItems")).toULongLong();
    measured.roofs.repeats = settings.value(QStringLiteral("repeats")).toInt();
    if (!(measured.roofs.bandwidthGBs > 0) || !(measured.roofs.peakGflops > 0))
        return std::nullopt; // damaged or half-written: better nothing than a wrong roof
    return measured;
}

void MachineState::setRoofs(const QString &device, const DeviceRoofs &roofs)
{
    if (device.isEmpty() || !(roofs.bandwidthGBs > 0) || !(roofs.peakGflops > 0))
        return;
    const MeasuredRoofs measured{device, QDateTime::currentDateTimeUtc(), roofs};
    m_roofs.insert(device, measured);
    if (m_persistent) {
        QSettings settings;
        settings.beginGroup(roofsGroup(device));
        settings.setValue(QStringLiteral("device"), device);
        settings.setValue(QStringLiteral("when"), measured.when.toString(Qt::ISODate));
        settings.setValue(QStringLiteral("bandwidthGBs"), roofs.bandwidthGBs);
        settings.setValue(QStringLiteral("peakGflops"), roofs.peakGflops);
        settings.setValue(QStringLiteral("copyBytes"), qulonglong(roofs.copyBytes));
        settings.setValue(QStringLiteral("fmaWorkItems"), qulonglong(roofs.fmaWorkItems));
        settings.setValue(QStringLiteral("repeats"), roofs.repeats);
    }
    emit roofsChanged();
}

std::optional<MeasuredTransfer> MachineState::transferFor(const QString &device) const
{
    if (device.isEmpty())
        return std::nullopt;
    if (const auto found = m_transfers.constFind(device); found != m_transfers.cend())
        return *found;
    if (!m_persistent)
        return std::nullopt;
    QSettings settings;
    settings.beginGroup(transferGroup(device));
    if (settings.value(QStringLiteral("device")).toString() != device)
        return std::nullopt;
    MeasuredTransfer measured;
    measured.device = device;
    measured.when =
        QDateTime::fromString(settings.value(QStringLiteral("when")).toString(), Qt::ISODate);
    measured.hostToDeviceGBs = settings.value(QStringLiteral("hostToDeviceGBs")).toDouble();
    measured.deviceToHostGBs = settings.value(QStringLiteral("deviceToHostGBs")).toDouble();
    measured.pinned = settings.value(QStringLiteral("pinned")).toBool();
    if (!(measured.hostToDeviceGBs > 0) || !(measured.deviceToHostGBs > 0))
        return std::nullopt;
    return measured;
}

void MachineState::setTransfer(const MeasuredTransfer &transfer)
{
    if (transfer.device.isEmpty() || !(transfer.hostToDeviceGBs > 0) ||
        !(transfer.deviceToHostGBs > 0))
        return;
    MeasuredTransfer measured = transfer;
    if (!measured.when.isValid())
        measured.when = QDateTime::currentDateTimeUtc();
    m_transfers.insert(measured.device, measured);
    if (m_persistent) {
        QSettings settings;
        settings.beginGroup(transferGroup(measured.device));
        settings.setValue(QStringLiteral("device"), measured.device);
        settings.setValue(QStringLiteral("when"), measured.when.toString(Qt::ISODate));
        settings.setValue(QStringLiteral("hostToDeviceGBs"), measured.hostToDeviceGBs);
        settings.setValue(QStringLiteral("deviceToHostGBs"), measured.deviceToHostGBs);
        settings.setValue(QStringLiteral("pinned"), measured.pinned);
    }
    emit transferChanged();
}

std::optional<MeasuredRace> MachineState::raceFor(const QString &device) const
{
    if (device.isEmpty())
        return std::nullopt;
    if (const auto found = m_races.constFind(device); found != m_races.cend())
        return *found;
    if (!m_persistent)
        return std::nullopt;
    QSettings settings;
    settings.beginGroup(raceGroup(device));
    if (settings.value(QStringLiteral("device")).toString() != device)
        return std::nullopt;
    MeasuredRace race;
    race.device = device;
    race.when =
        QDateTime::fromString(settings.value(QStringLiteral("when")).toString(), Qt::ISODate);
    race.n = settings.value(QStringLiteral("n")).toInt();
    race.leftVariant = settings.value(QStringLiteral("leftVariant")).toString();
    race.leftSeconds = settings.value(QStringLiteral("leftSeconds")).toDouble();
    race.leftGflops = settings.value(QStringLiteral("leftGflops")).toDouble();
    race.rightVariant = settings.value(QStringLiteral("rightVariant")).toString();
    race.rightSeconds = settings.value(QStringLiteral("rightSeconds")).toDouble();
    race.rightGflops = settings.value(QStringLiteral("rightGflops")).toDouble();
    if (race.n <= 0 || !(race.leftSeconds > 0) || !(race.rightSeconds > 0) ||
        race.leftVariant.isEmpty() || race.rightVariant.isEmpty())
        return std::nullopt;
    return race;
}

void MachineState::setRace(const MeasuredRace &race)
{
    if (race.device.isEmpty() || race.n <= 0 || !(race.leftSeconds > 0) || !(race.rightSeconds > 0))
        return;
    MeasuredRace measured = race;
    if (!measured.when.isValid())
        measured.when = QDateTime::currentDateTimeUtc();
    m_races.insert(measured.device, measured);
    if (m_persistent) {
        QSettings settings;
        settings.beginGroup(raceGroup(measured.device));
        settings.setValue(QStringLiteral("device"), measured.device);
        settings.setValue(QStringLiteral("when"), measured.when.toString(Qt::ISODate));
        settings.setValue(QStringLiteral("n"), measured.n);
        settings.setValue(QStringLiteral("leftVariant"), measured.leftVariant);
        settings.setValue(QStringLiteral("leftSeconds"), measured.leftSeconds);
        settings.setValue(QStringLiteral("leftGflops"), measured.leftGflops);
        settings.setValue(QStringLiteral("rightVariant"), measured.rightVariant);
        settings.setValue(QStringLiteral("rightSeconds"), measured.rightSeconds);
        settings.setValue(QStringLiteral("rightGflops"), measured.rightGflops);
    }
    emit raceChanged();
}

void MachineState::resetForTests(bool keepSettings)
{
    if (!keepSettings)
        QSettings().remove(QStringLiteral("measured"));
    m_roofs.clear();
    m_transfers.clear();
    m_races.clear();
    m_persistent = true;
    m_deviceIndex = -1;
    m_deviceLabel.clear();
    m_deviceKnown = false;
    emit deviceChanged();
    emit roofsChanged();
    emit transferChanged();
    emit raceChanged();
}

} // namespace gpulab
