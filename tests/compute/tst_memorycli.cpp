// `gpulab-cli memory latency|bandwidth|transfer` and `gpulab-cli multidevice` as a user runs
// them: help, usage errors (exit 2), the JSON documents, no-OpenCL behaviour (host-only
// bandwidth; exit 3 where a device is needed) and Ctrl-C (exit 130). Runs the built binary.
#include "clirun.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include <csignal>

class TestMemoryCli : public QObject
{
    Q_OBJECT

private slots:
    void help();
    void usageErrorsExitWith2_data();
    void usageErrorsExitWith2();
    void missingValues_data();
    void missingValues();
    void optionEqualsValue();
    void latencyJson();
    void latencyTable();
    void bandwidthHostOnlyJson();
    void transferJson();
    void multiDeviceJson();
    void multiDeviceTable();
    void withoutOpenCl();
    void ctrlCStopsLatency();

private:
    using Result = gpulab::test::CliResult;
    Result cli(const QStringList &args, bool noIcd = false, int timeoutMs = 120000);
    static bool openClRequired() { return qEnvironmentVariableIntValue("GPULAB_REQUIRE_OPENCL"); }
    static QJsonObject parse(const QByteArray &text)
    {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(text, &error);
        if (!document.isObject())
            qWarning("not a JSON object (%s): %s", qPrintable(error.errorString()), text.data());
        return document.object();
    }
};

TestMemoryCli::Result TestMemoryCli::cli(const QStringList &args, bool noIcd, int timeoutMs)
{
    return gpulab::test::runCli(QStringLiteral(GPULAB_CLI_PATH), args,
                                noIcd ? QStringLiteral(GPULAB_EMPTY_ICD_DIR) : QString(),
                                timeoutMs);
}

void TestMemoryCli::help()
{
    Result r = cli({"--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("memory latency"));
    QVERIFY(r.out.contains("memory bandwidth"));
    QVERIFY(r.out.contains("memory transfer"));
    QVERIFY(r.out.contains("multidevice"));
    r = cli({"memory", "--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("Sattolo"));
    QVERIFY(r.out.contains("Exit codes"));
    for (const char *option : {"--min", "--max", "--half-steps", "--budget", "--repeat", "--seed",
                               "--no-huge-pages", "--device", "--threads", "--json"})
        QVERIFY2(r.out.contains(option), option);
    r = cli({"memory", "transfer", "--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("Usage: gpulab-cli memory latency"));
    // multidevice has its own help, and the general help points to it.
    r = cli({"multidevice", "--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("Usage: gpulab-cli multidevice"));
    QVERIFY(r.out.contains("opencl-tiled"));
    QVERIFY(r.out.contains("POCL_DEVICES"));
    QVERIFY(!r.out.contains("Sattolo"));
    for (const char *option :
         {"--n", "--devices", "--split", "--repeat", "--seed", "--json", "Exit codes"})
        QVERIFY2(r.out.contains(option), option);
    r = cli({"--help"});
    QVERIFY(r.out.contains("See 'gpulab-cli multidevice --help'"));
    // A usage error points to the command's own help.
    r = cli({"multidevice", "--n", "0"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("Try 'gpulab-cli multidevice --help'"), r.err.constData());
}

void TestMemoryCli::usageErrorsExitWith2_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no measurement") << QStringList{"memory"};
    QTest::newRow("unknown measurement") << QStringList{"memory", "speed"};
    QTest::newRow("bad size") << QStringList{"memory", "latency", "--min", "12x"};
    QTest::newRow("min above max")
        << QStringList{"memory", "latency", "--min", "1M", "--max", "4K"};
    QTest::newRow("zero budget") << QStringList{"memory", "latency", "--budget", "0"};
    QTest::newRow("missing value") << QStringList{"memory", "latency", "--budget"};
    QTest::newRow("unknown option") << QStringList{"memory", "bandwidth", "--fast"};
    QTest::newRow("odd size") << QStringList{"memory", "bandwidth", "--min", "100"};
    QTest::newRow("bad device") << QStringList{"memory", "bandwidth", "--device", "first"};
    QTest::newRow("transfer repeat") << QStringList{"memory", "transfer", "--repeat", "0"};
    QTest::newRow("n zero") << QStringList{"multidevice", "--n", "0"};
    QTest::newRow("n huge") << QStringList{"multidevice", "--n", "100000"};
    QTest::newRow("bad split") << QStringList{"multidevice", "--split", "1,-1"};
    QTest::newRow("bad devices") << QStringList{"multidevice", "--devices", "a,b"};
}

void TestMemoryCli::usageErrorsExitWith2()
{
    QFETCH(QStringList, args);
    const Result r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("gpulab-cli"), r.err.constData());
}

// An option left without its value says so, naming the option (not "unknown option").
void TestMemoryCli::missingValues_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    for (const char *option : {"--min", "--max", "--budget", "--repeat", "--seed"})
        QTest::addRow("latency %s", option) << QStringList{"memory", "latency", option}
                                            << QString("memory latency: %1").arg(option);
    for (const char *option : {"--device", "--min", "--max", "--repeat", "--threads"})
        QTest::addRow("bandwidth %s", option) << QStringList{"memory", "bandwidth", option}
                                              << QString("memory bandwidth: %1").arg(option);
    for (const char *option : {"--device", "--min", "--max", "--repeat"})
        QTest::addRow("transfer %s", option) << QStringList{"memory", "transfer", option}
                                             << QString("memory transfer: %1").arg(option);
    for (const char *option : {"--n", "--devices", "--split", "--repeat", "--seed"})
        QTest::addRow("multidevice %s", option)
            << QStringList{"multidevice", option} << QString("multidevice: %1").arg(option);
}

void TestMemoryCli::missingValues()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Result r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains((message + " needs a value").toUtf8()), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

// --name=VALUE is --name VALUE; a flag given a value is a usage error.
void TestMemoryCli::optionEqualsValue()
{
    Result r = cli({"memory", "latency", "--min=4K", "--max=16K", "--budget=0.2", "--repeat=2",
                    "--seed=7", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject report = parse(r.out);
    const QJsonArray points = report.value("points").toArray();
    QCOMPARE(points.size(), 3); // 4K, 8K, 16K
    QCOMPARE(points.first().toObject().value("bytes").toInt(), 4096);
    QCOMPARE(points.first().toObject().value("repeats").toInt(), 2);
    QCOMPARE(report.value("budget_seconds").toDouble(), 0.2);
    r = cli({"memory", "latency", "--max=16K", "--half-steps=1"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--half-steps takes no value"), r.err.constData());
    r = cli({"multidevice", "--n=0"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--n expects a whole number"), r.err.constData());
}

void TestMemoryCli::latencyJson()
{
    const Result r = cli({"memory", "latency", "--max", "1M", "--budget", "0.5", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject report = parse(r.out);
    const QJsonArray points = report.value("points").toArray();
    QCOMPARE(points.size(), 9);
    double previousBytes = 0;
    for (const QJsonValue &value : points) {
        const QJsonObject point = value.toObject();
        QVERIFY(point.value("bytes").toDouble() > previousBytes);
        previousBytes = point.value("bytes").toDouble();
        QVERIFY(point.value("latency_ns").toDouble() > 0);
        QCOMPARE(point.value("repeats").toInt(), 5);
    }
    QCOMPARE(report.value("budget_seconds").toDouble(), 0.5);
    QVERIFY(report.value("seconds").toDouble() > 0);
}

void TestMemoryCli::latencyTable()
{
    const Result r = cli({"memory", "latency", "--min", "4K", "--max", "64K", "--budget", "0.3"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("ns/load"));
    QVERIFY(r.out.contains("64 KiB"));
    QVERIFY(r.out.contains("Budget 0.3 s"));
}

void TestMemoryCli::bandwidthHostOnlyJson()
{
    const Result r =
        cli({"memory", "bandwidth", "--device", "none", "--max", "64K", "--repeat", "2", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject report = parse(r.out);
    QVERIFY(report.value("device").isNull());
    QVERIFY(report.value("verified").toBool());
    QVERIFY(report.value("convention").toString().contains("read + write"));
    const QJsonArray points = report.value("points").toArray();
    QVERIFY(points.size() >= 6);
    for (const QJsonValue &value : points) {
        QCOMPARE(value.toObject().value("where").toString(), QStringLiteral("host"));
        QVERIFY(value.toObject().value("verified").toBool());
    }
}

void TestMemoryCli::transferJson()
{
    const Result r = cli({"memory", "transfer", "--max", "64K", "--repeat", "2", "--json"});
    if (r.exitCode == 3 && !openClRequired())
        QSKIP("no OpenCL device on this machine"); // justified: withoutOpenCl covers exit 3
    QCOMPARE(r.exitCode, 0);
    const QJsonObject report = parse(r.out);
    QVERIFY(report.value("verified").toBool());
    QCOMPARE(report.value("points").toArray().size(), 4 * 3);
    if (report.value("cpu_device").toBool())
        QVERIFY(report.value("notes").toArray()[0].toString().contains("memcpy"));
}

void TestMemoryCli::multiDeviceJson()
{
    const Result r = cli({"multidevice", "--n", "80", "--repeat", "1", "--json"});
    if (r.exitCode == 3 && !openClRequired())
        QSKIP("no OpenCL device on this machine"); // justified: withoutOpenCl covers exit 3
    QCOMPARE(r.exitCode, 0);
    const QJsonObject report = parse(r.out);
    QVERIFY(report.value("verified").toBool());
    QCOMPARE(report.value("n").toInt(), 80);
    const QJsonArray bands = report.value("bands").toArray();
    QVERIFY(bands.size() >= 2);
    int rows = 0;
    for (const QJsonValue &band : bands)
        rows += band.toObject().value("rows").toInt();
    QCOMPARE(rows, 80);
    QVERIFY(report.value("rel_error").toDouble() <= 1e-5);
}

void TestMemoryCli::multiDeviceTable()
{
    const Result r =
        cli({"multidevice", "--n", "64", "--devices", "0,0", "--split", "1,3", "--repeat", "1"});
    if (r.exitCode == 3 && !openClRequired())
        QSKIP("no OpenCL device on this machine"); // justified: withoutOpenCl covers exit 3
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("verified"));
    QVERIFY(r.out.contains("0-15"));  // a quarter of the rows
    QVERIFY(r.out.contains("16-63")); // the rest
    QVERIFY(r.out.contains("one after the other"));
}

void TestMemoryCli::withoutOpenCl()
{
    Result r = cli({"memory", "transfer", "--max", "16K"}, true);
    QCOMPARE(r.exitCode, 3);
    QVERIFY(r.err.contains("OpenCL"));
    r = cli({"multidevice", "--n", "32"}, true);
    QCOMPARE(r.exitCode, 3);
    r = cli({"memory", "bandwidth", "--device", "0", "--max", "16K"}, true);
    QCOMPARE(r.exitCode, 3); // a device asked for by index must exist
    // Bandwidth without a device measures the host and says so.
    r = cli({"memory", "bandwidth", "--max", "16K", "--repeat", "1"}, true);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("Host only"));
    QVERIFY(!r.out.contains("device copy"));
    // Latency never needs OpenCL.
    r = cli({"memory", "latency", "--max", "16K", "--budget", "0.2"}, true);
    QCOMPARE(r.exitCode, 0);
}

void TestMemoryCli::ctrlCStopsLatency()
{
    QProcess process;
    process.start(GPULAB_CLI_PATH, {"memory", "latency", "--budget", "60"});
    QVERIFY(process.waitForStarted());
    QTest::qWait(1000);
    QCOMPARE(process.state(), QProcess::Running);
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY(process.waitForFinished(20000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit); // handled, not killed by the signal
    QCOMPARE(process.exitCode(), 130);
    QVERIFY(process.readAllStandardOutput().contains("Interrupted"));
}

QTEST_GUILESS_MAIN(TestMemoryCli)
#include "tst_memorycli.moc"
