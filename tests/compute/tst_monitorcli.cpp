// `gpulab-cli monitor` as a user runs it: help, usage errors (exit 2), the table and one JSON
// object per sample on a fake tree (--root) whose figures are known, and on this machine (CPU
// utilisation read, everything else a figure or a reason). Runs the built binary.
#include "clirun.h"
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

class TestMonitorCli : public QObject
{
    Q_OBJECT

private slots:
    void help();
    void usageErrorsExitWith2_data();
    void usageErrorsExitWith2();
    void tableOnFakeTree();
    void jsonOnFakeTree();
    void realMachineJson();
    void ctrlCStops();

private:
    using Result = gpulab::test::CliResult;
    static Result cli(const QStringList &args)
    {
        return gpulab::test::runCli(QStringLiteral(GPULAB_CLI_PATH), args, QString(), 60000);
    }
    QString fakeTree();
    QTemporaryDir m_dir;
};

QString TestMonitorCli::fakeTree()
{
    const QString root = m_dir.filePath("tree");
    auto write = [&](const QString &path, const QByteArray &text) {
        QDir().mkpath(QFileInfo(root + path).absolutePath());
        QFile f(root + path);
        if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            f.write(text);
    };
    write("/proc/stat", "cpu  1 0 1 8 0 0 0 0 0 0\ncpu0 1 0 1 8 0 0 0 0 0 0\n");
    write("/sys/devices/system/cpu/cpu0/cpufreq/scaling_cur_freq", "2400000\n");
    const QString dev = "/sys/class/drm/card0/device/";
    write(dev + "vendor", "0x1002\n");
    write(dev + "uevent", "DRIVER=amdgpu\n");
    write(dev + "gpu_busy_percent", "42\n");
    write(dev + "mem_info_vram_used", "2147483648\n");
    write(dev + "mem_info_vram_total", "17179869184\n");
    write(dev + "pp_dpm_sclk", "0: 500Mhz \n1: 2100Mhz *\n");
    write(dev + "hwmon/hwmon1/power1_average", "123000000\n");
    return root;
}

void TestMonitorCli::help()
{
    Result r = cli({"--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("monitor [--interval S] [--count N] [--json] [--root DIR]"));
    r = cli({"monitor", "--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("Usage: gpulab-cli monitor"));
    for (const char *text : {"--interval", "--count", "--json", "--root", "--nvml", "Exit codes",
                             "kernel was running", "NVML"})
        QVERIFY2(r.out.contains(text), text);
}

void TestMonitorCli::usageErrorsExitWith2_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("interval zero") << QStringList{"monitor", "--interval", "0"}
                                   << "--interval expects seconds from 0.05 to 3600";
    QTest::newRow("interval text")
        << QStringList{"monitor", "--interval", "soon"} << "--interval expects a number";
    QTest::newRow("count zero") << QStringList{"monitor", "--count", "0"} << "--count expects";
    QTest::newRow("root missing value")
        << QStringList{"monitor", "--root"} << "--root needs a value";
    QTest::newRow("unknown") << QStringList{"monitor", "--fast"} << "unknown option '--fast'";
    QTest::newRow("json value") << QStringList{"monitor", "--json=1"} << "--json takes no value";
}

void TestMonitorCli::usageErrorsExitWith2()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Result r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

void TestMonitorCli::tableOnFakeTree()
{
    const QString root = fakeTree();
    const Result r =
        cli({"monitor", "--root", root, "--count", "2", "--interval", "0.1", "--nvml", "none"});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains("Sample 1 at") && out.contains("Sample 2 at"), r.out.constData());
    QVERIFY(out.contains("GPU card0 (AMD, amdgpu)"));
    QVERIFY(out.contains("42 %"));
    QVERIFY(out.contains("2048 MiB"));
    QVERIFY(out.contains("16384 MiB"));
    QVERIFY(out.contains("2100 MHz"));
    QVERIFY(out.contains("123.0 W"));
    QVERIFY(out.contains("2400 MHz")); // the CPU's cpufreq
    // The counters do not move in a fake tree: utilisation is unavailable, and says why.
    QVERIFY(out.contains("no time passed"));
    QVERIFY(out.contains("unavailable"));
    QVERIFY(out.contains("NVML: NVML not tried"));
}

void TestMonitorCli::jsonOnFakeTree()
{
    const QString root = fakeTree();
    const Result r = cli({"monitor", "--root", root, "--count", "3", "--interval", "0.05", "--json",
                          "--nvml", m_dir.filePath("absent-nvml.so")});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    for (const QByteArray &line : lines) {
        QJsonParseError error;
        const QJsonObject sample = QJsonDocument::fromJson(line, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QVERIFY(sample["interval"].toDouble() > 0);
        const QJsonObject gpu = sample["gpus"].toArray().at(0).toObject();
        QCOMPARE(gpu["vendor"].toString(), QString("AMD"));
        QCOMPARE(gpu["utilisation"].toObject()["value"].toDouble(), 42.0);
        QCOMPARE(gpu["utilisation"].toObject()["unit"].toString(), QString("%"));
        QCOMPARE(gpu["power"].toObject()["value"].toDouble(), 123.0);
        QVERIFY(gpu["temperature"].toObject()["value"].isNull());
        QVERIFY(gpu["temperature"].toObject()["reason"].toString().contains("no hwmon") ||
                gpu["temperature"].toObject()["reason"].toString().contains("missing"));
        QCOMPARE(sample["nvml"].toString(), QString("NVML not found (no NVIDIA driver)"));
        const QJsonObject cpu = sample["cpu"].toObject();
        QCOMPARE(cpu["frequency"].toObject()["value"].toDouble(), 2400.0);
        QVERIFY(cpu["power"].toObject()["value"].isNull());
        QVERIFY(!cpu["power"].toObject()["reason"].toString().isEmpty());
    }
}

void TestMonitorCli::realMachineJson()
{
    const Result r = cli({"monitor", "--count", "1", "--interval", "0.3", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject sample = QJsonDocument::fromJson(r.out.trimmed()).object();
    const QJsonObject utilisation = sample["cpu"].toObject()["utilisation"].toObject();
    QVERIFY2(utilisation["value"].isDouble(), r.out.constData());
    QCOMPARE(utilisation["unit"].toString(), QString("%"));
    for (const char *name : {"frequency", "temperature", "power"}) {
        const QJsonObject f = sample["cpu"].toObject()[name].toObject();
        QVERIFY2(f["value"].isDouble() || !f["reason"].toString().isEmpty(), name);
    }
}

// Without --count it samples until Ctrl-C, which ends it at once with exit 130 (the samples so
// far printed).
void TestMonitorCli::ctrlCStops()
{
    QProcess process;
    process.start(GPULAB_CLI_PATH, {"monitor", "--interval", "0.2", "--nvml", "none"});
    QVERIFY(process.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(process.state() != QProcess::Running ||
                                 process.peek(1 << 20).contains("Sample 1 at"),
                             10000);
    QCOMPARE(process.state(), QProcess::Running);
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY(process.waitForFinished(10000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit); // handled, not killed by the signal
    QCOMPARE(process.exitCode(), 130);
    const QByteArray out = process.readAllStandardOutput();
    QVERIFY(out.contains("Sample 1 at"));
    QVERIFY(out.contains("Interrupted."));
}

QTEST_GUILESS_MAIN(TestMonitorCli)
#include "tst_monitorcli.moc"
