// MachineState: the device chosen in the status bar and the figures measured on it, shared
// between lessons and kept across runs; a figure measured on one device is never offered for
// another, and damaged settings give nothing rather than a wrong roof.
#include "lessons/framework/machinestate.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace gpulab;

class TestMachineState : public QObject
{
    Q_OBJECT
    gpulab::MachineState m_state;
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("gpulab-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_machinestate"));
    }
    void init() { m_state.resetForTests(); }

    void deviceChoiceIsSharedAndSignalled()
    {
        MachineState &state = m_state;
        QVERIFY(!state.deviceKnown());
        QCOMPARE(state.deviceIndex(), -1);
        QSignalSpy changed(&state, &MachineState::deviceChanged);
        state.setDevice(1, QStringLiteral("pthread-cpu"));
        QVERIFY(state.deviceKnown());
        QCOMPARE(state.deviceIndex(), 1);
        QCOMPARE(state.deviceLabel(), QStringLiteral("pthread-cpu"));
        QCOMPARE(changed.count(), 1);
        state.setDevice(1, QStringLiteral("pthread-cpu")); // the same again: no signal
        QCOMPARE(changed.count(), 1);
        state.setDevice(-1, QStringLiteral("ignored")); // CPU only: no label
        QCOMPARE(state.deviceLabel(), QString());
        QCOMPARE(changed.count(), 2);
        QVERIFY(!state.roofs()); // nothing measured for "no device"
    }

    void roofsAreKeptPerDevice()
    {
        MachineState &state = m_state;
        state.setDevice(0, QStringLiteral("GPU A"));
        QSignalSpy changed(&state, &MachineState::roofsChanged);
        DeviceRoofs roofs;
        roofs.bandwidthGBs = 812.5;
        roofs.peakGflops = 19500;
        roofs.copyBytes = 64u << 20;
        roofs.repeats = 5;
        state.setRoofs(QStringLiteral("GPU A"), roofs);
        QCOMPARE(changed.count(), 1);
        const auto got = state.roofs();
        QVERIFY(got);
        QCOMPARE(got->device, QStringLiteral("GPU A"));
        QCOMPARE(got->roofs.bandwidthGBs, 812.5);
        QCOMPARE(got->roofs.peakGflops, 19500.0);
        QCOMPARE(got->roofs.copyBytes, std::uint64_t(64u << 20));
        QCOMPARE(got->roofs.repeats, 5);
        QVERIFY(got->when.isValid());
        QVERIFY(qAbs(got->when.secsTo(QDateTime::currentDateTimeUtc())) < 60);

        // Another device has its own (none yet); switching back finds the first again.
        state.setDevice(1, QStringLiteral("GPU B"));
        QVERIFY(!state.roofs());
        state.setDevice(0, QStringLiteral("GPU A"));
        QVERIFY(state.roofs());

        // Unmeasured or half-measured roofs are refused.
        DeviceRoofs empty;
        state.setRoofs(QStringLiteral("GPU C"), empty);
        QVERIFY(!state.roofsFor(QStringLiteral("GPU C")));
        state.setRoofs(QString(), roofs);
        QVERIFY(!state.roofsFor(QString()));
    }

    void measurementsSurviveARestartAndDamageGivesNothing()
    {
        MachineState &state = m_state;
        MeasuredTransfer transfer;
        transfer.device = QStringLiteral("GPU A");
        transfer.hostToDeviceGBs = 24.1;
        transfer.deviceToHostGBs = 25.3;
        transfer.pinned = true;
        QSignalSpy changed(&state, &MachineState::transferChanged);
        state.setTransfer(transfer);
        QCOMPARE(changed.count(), 1);
        DeviceRoofs roofs;
        roofs.bandwidthGBs = 20;
        roofs.peakGflops = 300;
        state.setRoofs(QStringLiteral("GPU A"), roofs);

        // What a new process would read: the settings on disk.
        QSettings().sync();
        state.resetForTests(true);
        const auto again = state.transferFor(QStringLiteral("GPU A"));
        QVERIFY(again);
        QCOMPARE(again->hostToDeviceGBs, 24.1);
        QCOMPARE(again->deviceToHostGBs, 25.3);
        QVERIFY(again->pinned);

        // Damage the stored roofs: a non-number bandwidth is not offered as a roof.
        QSettings settings;
        settings.beginGroup(QStringLiteral("measured/roofs"));
        const QStringList keys = settings.childGroups();
        QCOMPARE(keys.size(), 1);
        settings.setValue(keys.first() + QStringLiteral("/bandwidthGBs"), QStringLiteral("lots"));
        settings.endGroup();
        QVERIFY(!state.roofsFor(QStringLiteral("GPU A")));
        // A stored entry whose device name does not match (a hash collision or hand edit).
        settings.beginGroup(QStringLiteral("measured/transfer"));
        settings.setValue(settings.childGroups().first() + QStringLiteral("/device"),
                          QStringLiteral("GPU Z"));
        settings.endGroup();
        QVERIFY(!state.transferFor(QStringLiteral("GPU A")));
    }

    // A --screenshot run measures but leaves the user's settings alone.
    void notPersistentWritesNothing()
    {
        MachineState &state = m_state;
        state.setPersistent(false);
        DeviceRoofs roofs;
        roofs.bandwidthGBs = 20;
        roofs.peakGflops = 300;
        state.setRoofs(QStringLiteral("GPU A"), roofs);
        QVERIFY(state.roofsFor(QStringLiteral("GPU A"))); // this run has it
        QVERIFY(QSettings().childGroups().isEmpty());     // the settings do not
        state.resetForTests(true);
        QVERIFY(!state.roofsFor(QStringLiteral("GPU A")));
    }
};

QTEST_GUILESS_MAIN(TestMachineState)
#include "tst_machinestate.moc"
