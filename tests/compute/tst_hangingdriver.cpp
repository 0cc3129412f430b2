// gpulab-cli with an OpenCL driver that hangs or crashes (the fake ICD of fakeicd/, selected by
// GPULAB_FAKE_ICD). Discovery runs in the CLI's own process and is bounded there
// (compute/deadlines.h): `devices` and `bench` end within the discovery deadline with a message
// naming the driver, the CPU rungs still run, and the process ends although a thread is still
// blocked in the driver. A driver that crashes during discovery takes the in-process CLI with it
// (nothing in a process survives its own segfault): the test records that it ends at once. The
// engine (`gpulab-cli engine`) stops at "quit" and at the end of its input even while its
// request is blocked in clBuildProgram, within the quit grace; `bench` interrupted by Ctrl-C
// while blocked there ends within a second, exit 130, with the rows that finished.
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include <csignal>

namespace {

constexpr int kDeadlineMs = 1000; // GPULAB_DRIVER_TIMEOUT_MS in these tests

struct Run
{
    int exitCode = -1;
    bool crashed = false;
    qint64 ms = 0;
    QByteArray out;
};

// gpulab-cli ARGS with the fake driver in `mode`; `input` on stdin, kept open `holdMs` before
// `tail` is written and the input closed.
Run cli(const QString &mode, const QStringList &args, const QByteArray &input = {}, int holdMs = 0,
        const QByteArray &tail = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("OCL_ICD_VENDORS", GPULAB_FAKE_ICD_DIR);
    env.remove("OCL_ICD_FILENAMES");
    env.insert("GPULAB_FAKE_ICD", mode);
    env.insert("GPULAB_DRIVER_TIMEOUT_MS", QString::number(kDeadlineMs));
    process.setProcessEnvironment(env);
    process.setProcessChannelMode(QProcess::MergedChannels);
    QElapsedTimer clock;
    clock.start();
    process.start(GPULAB_CLI_PATH, args);
    Run run;
    if (!process.waitForStarted(10000))
        return run;
    process.write(input);
    if (holdMs > 0)
        QTest::qWait(holdMs);
    process.write(tail);
    process.closeWriteChannel();
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        run.ms = clock.elapsed();
        return run;
    }
    run.ms = clock.elapsed();
    run.exitCode = process.exitCode();
    run.crashed = process.exitStatus() == QProcess::CrashExit;
    run.out = process.readAll();
    return run;
}

} // namespace

class TestHangingDriver : public QObject
{
    Q_OBJECT

private slots:
    void devicesEndsWithinTheDeadline_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::newRow("clGetPlatformIDs") << "hang-platforms";
        QTest::newRow("clGetDeviceIDs") << "hang-devices";
    }
    void devicesEndsWithinTheDeadline()
    {
        QFETCH(QString, mode);
        const Run run = cli(mode, {"devices"});
        qInfo("gpulab-cli devices with a driver hanging in %s: %lld ms", qPrintable(mode), run.ms);
        QVERIFY2(run.exitCode == 0, run.out.constData());
        QVERIFY2(run.out.contains("did not answer within 1 s"), run.out.constData());
        QVERIFY2(run.ms < kDeadlineMs + 3000, qPrintable(QString::number(run.ms)));
    }

    void benchRunsTheCpuRungs()
    {
        const Run run = cli("hang-platforms",
                            {"bench", "--sizes", "32", "--variants", "serial-naive,opencl-naive"});
        qInfo("gpulab-cli bench with a hanging driver: %lld ms, exit %d", run.ms, run.exitCode);
        QVERIFY2(run.out.contains("did not answer within 1 s"), run.out.constData());
        QVERIFY2(QRegularExpression("serial-naive .* yes").match(run.out).hasMatch(),
                 run.out.constData());
        QVERIFY2(run.out.contains("opencl-naive         32  skipped: no OpenCL device"),
                 run.out.constData());
        QCOMPARE(run.exitCode, 3); // an OpenCL rung could not run (as with no driver at all)
        QVERIFY2(run.ms < kDeadlineMs + 10000, qPrintable(QString::number(run.ms)));
    }

    void crashingDriverEndsTheCliAtOnce()
    {
        // Discovery is in-process: a driver that segfaults ends the CLI (documented), never hangs.
        const Run run = cli("crash-platforms", {"devices"});
        QVERIFY(run.crashed);
        QVERIFY2(run.ms < 5000, qPrintable(QString::number(run.ms)));
    }

    void engineQuitsWhileBlockedInTheDriver_data()
    {
        QTest::addColumn<QByteArray>("tail");
        QTest::newRow("quit") << QByteArray("quit\n");
        QTest::newRow("end of input") << QByteArray();
    }
    void engineQuitsWhileBlockedInTheDriver()
    {
        QFETCH(QByteArray, tail);
        const Run run = cli("hang-build", {"engine"},
                            "bench device=0 sizes=32 variants=opencl-naive\n", 1500, tail);
        const qint64 afterQuit = run.ms - 1500;
        qInfo("engine blocked in clBuildProgram ended %lld ms after %s", afterQuit,
              tail.isEmpty() ? "its input closed" : "quit");
        QVERIFY2(run.out.contains("\"building\""), run.out.constData());
        QVERIFY2(!run.crashed && run.exitCode == 0, run.out.constData());
        QVERIFY2(afterQuit < 3000, qPrintable(QString::number(afterQuit))); // quit grace: 1 s
    }

    void benchCtrlCDuringAKernelBuildEndsWithinASecond()
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("OCL_ICD_VENDORS", GPULAB_FAKE_ICD_DIR);
        env.remove("OCL_ICD_FILENAMES");
        env.insert("GPULAB_FAKE_ICD", "hang-build");
        env.insert("GPULAB_DRIVER_TIMEOUT_MS", QString::number(kDeadlineMs));
        process.setProcessEnvironment(env);
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.start(GPULAB_CLI_PATH, {"bench", "--sizes", "32", "--variants",
                                        "serial-naive,opencl-naive", "--device", "0"});
        QVERIFY(process.waitForStarted(10000));
        QByteArray out;
        QElapsedTimer waited;
        waited.start();
        while (!out.contains("verified against float64") && waited.elapsed() < 15000) {
            process.waitForReadyRead(100);
            out += process.readAll();
        }
        QVERIFY2(out.contains("verified against float64"), out.constData());
        QTest::qWait(1500); // serial-naive at N = 32 is done, opencl-naive in clBuildProgram
        QCOMPARE(process.state(), QProcess::Running);
        QElapsedTimer clock;
        clock.start();
        ::kill(pid_t(process.processId()), SIGINT);
        const bool ended = process.waitForFinished(10000);
        const qint64 ms = clock.elapsed();
        out += process.readAll();
        if (!ended) {
            process.kill();
            process.waitForFinished();
        }
        qInfo("gpulab-cli bench: Ctrl-C inside clBuildProgram ended it in %lld ms", ms);
        QVERIFY2(ended, out.constData());
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 130);
        QVERIFY2(out.contains("interrupted"), out.constData());
        QVERIFY2(QRegularExpression("serial-naive .* yes").match(out).hasMatch(),
                 out.constData()); // what finished is kept
        QVERIFY2(ms < 1000, qPrintable(QString::number(ms)));
    }

    void engineAnswersDevicesWithTheProblem()
    {
        const Run run = cli("hang-platforms", {"engine"}, "devices\n", 2500);
        QVERIFY2(run.out.contains("did not answer within 1 s"), run.out.constData());
        QVERIFY2(run.out.contains("\"error_code\": -9001"), run.out.constData());
        QVERIFY2(!run.crashed && run.exitCode == 0, run.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestHangingDriver)
#include "tst_hangingdriver.moc"
