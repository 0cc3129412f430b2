// `gpulab-cli gemv` as a user runs it: help, usage errors (exit 2), the table and the JSON
// document (both products verified, their counts as the help states them), no OpenCL (exit 3,
// saying so) and Ctrl-C (exit 130, what finished printed). Runs the built binary.
#include "clirun.h"
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include <csignal>

class TestGemvCli : public QObject
{
    Q_OBJECT

private slots:
    void help();
    void usageErrorsExitWith2_data();
    void usageErrorsExitWith2();
    void json();
    void table();
    void withoutOpenCl();
    void ctrlCStops();

private:
    using Result = gpulab::test::CliResult;
    Result cli(const QStringList &args, bool noIcd = false, int timeoutMs = 180000);
    static bool openClRequired() { return qEnvironmentVariableIntValue("GPULAB_REQUIRE_OPENCL"); }
};

TestGemvCli::Result TestGemvCli::cli(const QStringList &args, bool noIcd, int timeoutMs)
{
    return gpulab::test::runCli(QStringLiteral(GPULAB_CLI_PATH), args,
                                noIcd ? QStringLiteral(GPULAB_EMPTY_ICD_DIR) : QString(),
                                timeoutMs);
}

void TestGemvCli::help()
{
    Result r = cli({"--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("gemv [--device auto|INDEX]"));
    r = cli({"gemv", "--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("Usage: gpulab-cli gemv"));
    for (const char *text : {"--device", "--n", "--repeat", "--seed", "--gemm", "--json",
                             "Exit codes", "0.5 FLOP/byte", "N/6"})
        QVERIFY2(r.out.contains(text), text);
}

void TestGemvCli::usageErrorsExitWith2_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("n zero") << QStringList{"gemv", "--n", "0"} << "--n expects a whole number";
    QTest::newRow("n too large") << QStringList{"gemv", "--n", "8193"} << "from 1 to 8192";
    QTest::newRow("repeat zero") << QStringList{"gemv", "--repeat", "0"} << "--repeat expects";
    QTest::newRow("missing value") << QStringList{"gemv", "--n"} << "--n needs a value";
    QTest::newRow("cpu rung") << QStringList{"gemv", "--gemm", "serial-naive"}
                              << "--gemm expects an OpenCL rung";
    QTest::newRow("unknown option") << QStringList{"gemv", "--fast"} << "--fast";
    QTest::newRow("bad device") << QStringList{"gemv", "--device", "first"} << "first";
}

void TestGemvCli::usageErrorsExitWith2()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Result r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    QVERIFY2(r.err.contains("Try 'gpulab-cli gemv --help'"), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestGemvCli::json()
{
    const Result r =
        cli({"gemv", "--n", "129", "--repeat", "2", "--gemm", "opencl-tiled", "--json"});
    if (r.exitCode == 3 && !openClRequired())
        QSKIP("no OpenCL device on this machine"); // justified: withoutOpenCl covers exit 3
    QCOMPARE(r.exitCode, 0);
    const QJsonObject report = QJsonDocument::fromJson(r.out).object();
    QVERIFY2(report.contains("provenance"), r.out.constData());
    QVERIFY(report.value("verified").toBool());
    QCOMPARE(report.value("n").toInt(), 129);
    const QJsonObject gemv = report.value("gemv").toObject();
    const QJsonObject gemm = report.value("gemm").toObject();
    QCOMPARE(gemv.value("kernel").toString(), QStringLiteral("gemv"));
    QCOMPARE(gemm.value("variant").toString(), QStringLiteral("opencl-tiled"));
    QCOMPARE(gemv.value("repeats").toInt(), 2);
    // 2 N^2 FLOP over 4 (N^2 + 2N) bytes; 2 N^3 over 12 N^2.
    QCOMPARE(gemv.value("flops").toDouble(), 2.0 * 129 * 129);
    QCOMPARE(gemv.value("bytes").toDouble(), 4.0 * (129 * 129 + 2 * 129));
    QCOMPARE(gemm.value("intensity").toDouble(), 129.0 / 6);
    for (const QJsonObject &p : {gemv, gemm}) {
        QVERIFY(p.value("verified").toBool());
        QVERIFY(p.value("rel_error").toDouble() <= 1e-5);
        const double seconds = p.value("seconds_median").toDouble();
        QVERIFY(seconds > 0);
        QVERIFY(
            std::abs(p.value("gflops").toDouble() - p.value("flops").toDouble() / seconds / 1e9) <=
            1e-6 * p.value("gflops").toDouble());
    }
}

void TestGemvCli::table()
{
    const Result r = cli({"gemv", "--n", "64", "--repeat", "1", "--gemm", "opencl-naive"});
    if (r.exitCode == 3 && !openClRequired())
        QSKIP("no OpenCL device on this machine"); // justified: withoutOpenCl covers exit 3
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("GEMV y = A x"));
    QVERIFY(r.out.contains("GEMM C = A B"));
    QVERIFY(r.out.contains("opencl-naive"));
    QVERIFY(r.out.contains("FLOP/byte"));
    QCOMPARE(r.out.count("verified"), 2 + 1); // two rows + the header's "every run verified"
    QVERIFY(!r.out.contains("WRONG"));
}

void TestGemvCli::withoutOpenCl()
{
    const Result r = cli({"gemv", "--n", "32"}, true);
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains("gemv needs an OpenCL device"), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestGemvCli::ctrlCStops()
{
    QProcess process;
    process.start(GPULAB_CLI_PATH, {"gemv", "--n", "4096", "--repeat", "50"});
    QVERIFY(process.waitForStarted());
    QTest::qWait(1500);
    if (process.state() != QProcess::Running) {
        process.waitForFinished();
        if (process.exitCode() == 3 && !openClRequired())
            QSKIP("no OpenCL device on this machine"); // justified: withoutOpenCl covers it
        QFAIL("gpulab-cli gemv ended before the Ctrl-C");
    }
    QElapsedTimer clock;
    clock.start();
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY(process.waitForFinished(20000));
    QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit); // handled, not killed by the signal
    QCOMPARE(process.exitCode(), 130);
    QVERIFY(process.readAllStandardOutput().contains("Interrupted"));
}

QTEST_GUILESS_MAIN(TestGemvCli)
#include "tst_gemvcli.moc"
