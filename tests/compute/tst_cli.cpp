// gpulab-cli as a user runs it: help and version, exit codes, the JSON shape, no-OpenCL
// behaviour and Ctrl-C. Runs the built binary with QProcess.
#include "clirun.h"
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void helpAndVersion();
    void generalHelpIsComplete();
    void commandHelps_data();
    void commandHelps();
    void usageErrorsExitWith2();
    void missingValues_data();
    void missingValues();
    void emptyValuesAndListItems_data();
    void emptyValuesAndListItems();
    void optionEqualsValue();
    void benchJsonHasTheDocumentedShape();
    void benchWritesCsv();
    void devicesJson();
    void noOpenClRunsCpuOnly();
    void ctrlCStopsCleanly();
    void ctrlCAtAnyMomentExits130_data();
    void ctrlCAtAnyMomentExits130();
    void roofline();
    void rooflineCtrlC();
    void tuneStoresAndReuses();
    void tuneCtrlC();
    void everyJsonResultCarriesProvenance_data();
    void everyJsonResultCarriesProvenance();

    void initTestCase();

private:
    QTemporaryDir m_cache; // GPULAB_CACHE_DIR of every gpulab-cli this test starts
    using Result = gpulab::test::CliResult;
    Result cli(const QStringList &args, bool noIcd = false, int timeoutMs = 120000);
};

TestCli::Result TestCli::cli(const QStringList &args, bool noIcd, int timeoutMs)
{
    return gpulab::test::runCli(QStringLiteral(GPULAB_CLI_PATH), args,
                                noIcd ? QStringLiteral(GPULAB_EMPTY_ICD_DIR) : QString(),
                                timeoutMs);
}

void TestCli::initTestCase()
{
    QVERIFY(m_cache.isValid());
    qputenv("GPULAB_CACHE_DIR", m_cache.path().toUtf8());
}

void TestCli::helpAndVersion()
{
    Result r = cli({"--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("gpulab-cli COMMAND"));
    QVERIFY(r.out.contains("opencl-regblock")); // the variant list comes from the catalog
    QVERIFY(r.out.contains("Exit codes"));
    r = cli({"--version"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("gpulab-cli "));
}

// The general help lists every option each command accepts, and the exit codes per command.
void TestCli::generalHelpIsComplete()
{
    const Result r = cli({"--help"});
    QCOMPARE(r.exitCode, 0);
    const QString help = QString::fromUtf8(r.out);
    auto entry = [&](const QString &command) { // an entry of the Commands block, to its text
        const qsizetype start = help.indexOf("\n  " + command + " [");
        const qsizetype end = help.indexOf(QRegularExpression("\n {26}[A-Z]"), start);
        return start < 0 || end < 0 ? QString() : help.mid(start, end - start);
    };
    const QString latency = entry("memory latency");
    for (const char *option :
         {"--min", "--max", "--half-steps", "--budget", "--repeat", "--seed", "--no-huge-pages"})
        QVERIFY2(latency.contains(option), option);
    const QString bandwidth = entry("memory bandwidth");
    for (const char *option : {"--device", "--repeat", "--threads", "--json"})
        QVERIFY2(bandwidth.contains(option), option);
    QVERIFY(entry("memory transfer").contains("--repeat"));
    const QString multidevice = entry("multidevice");
    for (const char *option : {"--n", "--devices", "--split", "--repeat", "--seed", "--json"})
        QVERIFY2(multidevice.contains(option), option);
    QVERIFY(help.contains("See 'gpulab-cli multidevice --help'"));
    QVERIFY(entry("precision").contains("--formats LIST|all"));
    // Exit codes by command family, not only bench's.
    const QString exitCodes = help.mid(help.indexOf("Exit codes"));
    for (const char *text : {"\n  1 ", "(bench, memory, multidevice)", "converted (format)",
                             "(lessons, specs,", "\n  2 ", "\n  3 ", "(bench, tune,", "\n  130 "})
        QVERIFY2(exitCodes.contains(text), text);
}

// Every command has its own help: stdout, exit 0, its options and its exit codes.
void TestCli::commandHelps_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("words");
    QTest::newRow("devices") << QStringList{"devices", "--help"}
                             << QStringList{"Usage: gpulab-cli devices", "--json"};
    QTest::newRow("bench") << QStringList{"bench", "--help"}
                           << QStringList{"Usage: gpulab-cli bench",
                                          "--device",
                                          "--sizes",
                                          "--variants",
                                          "--repeat",
                                          "--verify",
                                          "--no-verify",
                                          "--json",
                                          "--csv",
                                          "(default 3)",
                                          "opencl-regblock"};
    QTest::newRow("bench -h") << QStringList{"bench", "--sizes", "8", "-h"}
                              << QStringList{"Usage: gpulab-cli bench"};
    QTest::newRow("roofline") << QStringList{"roofline", "--help"}
                              << QStringList{"Usage: gpulab-cli roofline",
                                             "--device",
                                             "--repeat",
                                             "(default 5)",
                                             "--json",
                                             "130"};
    QTest::newRow("tune") << QStringList{"tune", "--help"} << QStringList{"Usage: gpulab-cli tune",
                                                                          "--device",
                                                                          "--budget",
                                                                          "--sizes",
                                                                          "--json",
                                                                          "--force",
                                                                          "XDG_CACHE_HOME",
                                                                          "130"};
    QTest::newRow("engine") << QStringList{"engine", "--help"}
                            << QStringList{"Usage: gpulab-cli engine", "compute/engine.h"};
}

void TestCli::commandHelps()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, words);
    const Result r = cli(args);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QVERIFY2(!r.out.contains("Commands:"), "the general help instead of the command's own");
    for (const QString &word : words + QStringList{"-h, --help", "Exit codes"})
        QVERIFY2(r.out.contains(word.toUtf8()), qPrintable(word));
}

void TestCli::usageErrorsExitWith2()
{
    const QList<QStringList> bad = {
        {},
        {"frobnicate"},
        {"bench", "--sizes", "0"},
        {"bench", "--sizes", "-5"},
        {"bench", "--sizes", "12x"},
        {"bench", "--variants", "warp-speed"},
        {"bench", "--repeat", "0"},
        {"bench", "--device", "first"},
        {"bench", "--json"},
        {"devices", "--bogus"},
    };
    for (const QStringList &args : bad) {
        const Result r = cli(args);
        QVERIFY2(r.exitCode == 2,
                 qPrintable(args.join(' ') + " -> " + QString::number(r.exitCode)));
        QVERIFY2(!r.err.isEmpty(), qPrintable(args.join(' ')));
    }
}

// An option left without its value says so, naming the option (not "unknown option").
void TestCli::missingValues_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("bench --sizes") << QStringList{"bench", "--sizes"} << "bench: --sizes";
    QTest::newRow("bench --csv") << QStringList{"bench", "--repeat", "1", "--csv"}
                                 << "bench: --csv";
    QTest::newRow("bench --json") << QStringList{"bench", "--json"} << "bench: --json";
    QTest::newRow("roofline --device")
        << QStringList{"roofline", "--device"} << "roofline: --device";
    QTest::newRow("roofline --repeat")
        << QStringList{"roofline", "--json", "--repeat"} << "roofline: --repeat";
}

void TestCli::missingValues()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Result r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains((message + " needs a value").toUtf8()), r.err.constData());
    QVERIFY(!r.err.contains("unknown option"));
    QVERIFY(r.out.isEmpty());
}

// An empty value or an empty item of a list is a usage error naming the option (these ran with
// the default before: issue 19), for every command through the one argument helper.
void TestCli::emptyValuesAndListItems_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString item = "expects items separated by single commas";
    const QString empty = "needs a value, not an empty word";
    QTest::newRow("bench --sizes 1,,2")
        << QStringList{"bench", "--sizes", "1,,2"} << "--sizes " + item;
    QTest::newRow("bench --sizes 8,") << QStringList{"bench", "--sizes=8,"} << "--sizes " + item;
    QTest::newRow("bench --variants ,")
        << QStringList{"bench", "--variants", ","} << "--variants " + item;
    QTest::newRow("bench --variants "
                  "")
        << QStringList{"bench", "--variants", ""} << "bench: --variants " + empty;
    QTest::newRow("bench --device "
                  "")
        << QStringList{"bench", "--device", ""} << "bench: --device " + empty;
    QTest::newRow("bench --json=") << QStringList{"bench", "--json="} << "bench: --json " + empty;
    QTest::newRow("multidevice --split ,")
        << QStringList{"multidevice", "--split", ","} << "--split " + item;
    QTest::newRow("multidevice --devices 0,,1")
        << QStringList{"multidevice", "--devices", "0,,1"} << "--devices " + item;
    QTest::newRow("precision --formats fp16,")
        << QStringList{"precision", "--formats", "fp16,"} << "--formats " + item;
    QTest::newRow("memory bandwidth --device "
                  "")
        << QStringList{"memory", "bandwidth", "--device", ""}
        << "memory bandwidth: --device " + empty;
}

void TestCli::emptyValuesAndListItems()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Result r = cli(args, false, 30000);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

// --name=VALUE is --name VALUE; a flag given a value is a usage error.
void TestCli::optionEqualsValue()
{
    Result r = cli({"bench", "--sizes=8", "--variants=serial-naive", "--repeat=1", "--json=-"});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray results = QJsonDocument::fromJson(r.out).object()["results"].toArray();
    QCOMPARE(results.size(), 1);
    QCOMPARE(results[0].toObject()["variant"].toString(), QString("serial-naive"));
    QCOMPARE(results[0].toObject()["n"].toInt(), 8);
    r = cli({"devices", "--json=yes"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--json takes no value"), r.err.constData());
    r = cli({"bench", "--sizes=8", "--verify=no"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--verify takes no value"), r.err.constData());
    r = cli({"roofline", "--repeat="});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--repeat"), r.err.constData());
}

void TestCli::benchJsonHasTheDocumentedShape()
{
    const Result r = cli({"bench", "--sizes", "16,45", "--variants", "all", "--repeat", "2",
                          "--verify", "--json", "-"});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString() + r.out));
    const QJsonObject root = doc.object();
    const QJsonObject device = root["device"].toObject();
    QVERIFY(!device["name"].toString().isEmpty());
    QVERIFY(!device["type"].toString().isEmpty());
    QVERIFY(device["compute_units"].toInt() > 0);
    const QJsonArray results = root["results"].toArray();
    QVERIFY(results.size() >= 12); // >= 6 variants x 2 sizes
    bool sawRegblock = false;
    for (const QJsonValue &value : results) {
        const QJsonObject o = value.toObject();
        for (const char *key :
             {"variant", "n", "seconds_median", "seconds_min", "seconds_max", "gflops",
              "speedup_vs_serial", "rel_error", "verified", "build_seconds"})
            QVERIFY2(o.contains(key), key);
        QVERIFY(o["verified"].toBool());
        QVERIFY(o["rel_error"].toDouble() <= 1e-5);
        QVERIFY(o["seconds_min"].toDouble() <= o["seconds_median"].toDouble());
        QVERIFY(o["seconds_median"].toDouble() <= o["seconds_max"].toDouble());
        QVERIFY(o["gflops"].toDouble() > 0);
        QVERIFY(o["speedup_vs_serial"].toDouble() > 0);
        QVERIFY(o["n"].toInt() == 16 || o["n"].toInt() == 45);
        sawRegblock |= o["variant"].toString() == "opencl-regblock";
    }
    QVERIFY(sawRegblock);
}

void TestCli::benchWritesCsv()
{
    QTemporaryDir dir;
    const QString csv = dir.filePath("bench.csv");
    const Result r =
        cli({"bench", "--sizes", "8", "--variants", "serial-naive,serial-blocked", "--csv", csv});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("serial-blocked")); // the table
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    QVERIFY(lines[0].startsWith("device,variant,n,status,seconds_median"));
    QVERIFY(lines[1].contains(",serial-naive,8,ok,"));
}

void TestCli::devicesJson()
{
    const Result r = cli({"devices", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QVERIFY(root.contains("devices"));
    for (const QJsonValue &value : root["devices"].toArray()) {
        const QJsonObject d = value.toObject();
        for (const char *key : {"name", "vendor", "type", "compute_units", "clock_mhz",
                                "global_mem_bytes", "local_mem_bytes", "max_alloc_bytes",
                                "max_work_group_size", "fp16", "fp64", "opencl_c_version"})
            QVERIFY2(d.contains(key), key);
    }
}

void TestCli::noOpenClRunsCpuOnly()
{
    Result r = cli({"devices"}, true);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("No OpenCL"), r.out.constData());
    // Default variants: the CPU side runs, the OpenCL side explains itself, exit 0.
    r = cli({"bench", "--sizes", "24", "--repeat", "1"}, true);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("No OpenCL"));
    QVERIFY(r.out.contains("serial-blocked"));
    QVERIFY(r.out.contains("skipped: no OpenCL device"));
    // The reason is printed once, above the table; each skipped row points to it.
    QCOMPARE(r.out.count("No OpenCL platform is installed"), 1);
    QVERIFY2(QString::fromUtf8(r.out).contains(
                 QRegularExpression("opencl-tiled +24  skipped: no OpenCL device "
                                    "\\(see above\\)\n")),
             r.out.constData());
    // Asking for an OpenCL variant or device explicitly is an error: exit 3.
    r = cli({"bench", "--sizes", "24", "--variants", "opencl-naive"}, true);
    QCOMPARE(r.exitCode, 3);
    r = cli({"bench", "--sizes", "24", "--device", "0"}, true);
    QCOMPARE(r.exitCode, 3);
    QVERIFY(r.err.contains("No OpenCL"));
}

void TestCli::roofline()
{
    Result r = cli({"roofline", "--bogus"});
    QCOMPARE(r.exitCode, 2);
    r = cli({"roofline"}, true); // no OpenCL: nothing to measure, said clearly
    QCOMPARE(r.exitCode, 3);
    QVERIFY(r.err.contains("roofline needs an OpenCL device"));
    r = cli({"roofline", "--json", "--repeat", "2"});
    if (r.exitCode == 3 && !qEnvironmentVariableIntValue("GPULAB_REQUIRE_OPENCL"))
        QSKIP("no OpenCL device on this machine");
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QVERIFY(root.value("bandwidth_gbs").toDouble() > 0);
    QVERIFY(root.value("peak_gflops").toDouble() > 0);
    // The printed values are rounded (3 decimals; the ridge 4): agree to that precision.
    const double ridge =
        root.value("peak_gflops").toDouble() / root.value("bandwidth_gbs").toDouble();
    QVERIFY(qAbs(root.value("ridge_flops_per_byte").toDouble() - ridge) < 1e-3 * ridge + 1e-3);
    QCOMPARE(root.value("repeats").toInt(), 2);
    // How far the slowest run fell below the best, and the verdict drawn from it.
    for (const char *spread : {"bandwidth_spread", "peak_spread"}) {
        QVERIFY2(root.contains(spread), spread);
        QVERIFY(root.value(spread).toDouble() >= 0 && root.value(spread).toDouble() < 1);
    }
    QCOMPARE(root.value("unsteady").toBool(), root.value("bandwidth_spread").toDouble() > 0.2 ||
                                                  root.value("peak_spread").toDouble() > 0.2);
    // A CPU's peak is measured with vectors as wide as its SIMD (float16 with AVX-512).
    const Result devices = cli({"devices", "--json"});
    const QJsonObject first =
        QJsonDocument::fromJson(devices.out).object().value("devices").toArray().at(0).toObject();
    if (first.value("type").toString().compare(QLatin1String("cpu"), Qt::CaseInsensitive) == 0) {
        const int native = first.value("native_vector_width_float").toInt();
        QVERIFY(native > 0);
        QCOMPARE(root.value("fma_width").toInt(), native >= 16 ? 16 : 8);
    }
}

void TestCli::ctrlCStopsCleanly()
{
    QProcess process;
    process.start(GPULAB_CLI_PATH,
                  {"bench", "--sizes", "2000", "--variants", "serial-naive", "--no-verify"});
    QVERIFY(process.waitForStarted());
    QTest::qWait(1500); // inside the first serial run (several seconds long)
    QCOMPARE(process.state(), QProcess::Running);
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY2(process.waitForFinished(5000), "gpulab-cli did not stop after Ctrl-C");
    QCOMPARE(process.exitStatus(), QProcess::NormalExit); // handled, not killed by the signal
    QCOMPARE(process.exitCode(), 130);
    QVERIFY(process.readAllStandardOutput().contains("Interrupted"));
}

// Ctrl-C in every phase of a bench run ends it with 130 and says so (issue 19: one Ctrl-C was
// ignored and the run exited 0). `afterHeader`: the signal is sent `delayMs` after the header
// (printed once the device is open), else `delayMs` after the process started. The bound on the
// wait only catches a run that never stops; how fast it stops is tests/perf/measure-cancel.sh's.
void TestCli::ctrlCAtAnyMomentExits130_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("afterHeader");
    QTest::addColumn<int>("delayMs");
    const QStringList slowRun{"bench", "--sizes", "2000", "--variants", "serial-naive"};
    QTest::newRow("setup: discovering devices") << slowRun << false << 300;
    QTest::newRow("float64 reference") << slowRun << true << 0;
    QTest::newRow("reference, later") << slowRun << true << 700;
    QTest::newRow("warm-up run") << (slowRun + QStringList{"--no-verify"}) << true << 400;
    QTest::newRow("warm-up run, later") << (slowRun + QStringList{"--no-verify"}) << true << 1300;
    QTest::newRow("between short repeats")
        << QStringList{"bench",    "--sizes", "48", "--variants", "serial-blocked,cpu-threads",
                       "--repeat", "1000000"}
        << true << 500;
    QTest::newRow("OpenCL slices")
        << QStringList{"bench", "--sizes", "1024", "--variants", "opencl-naive", "--no-verify"}
        << true << 900;
    QTest::newRow("verified repeats")
        << QStringList{"bench",    "--sizes", "200", "--variants", "opencl-tiled,serial-naive",
                       "--repeat", "100000"}
        << true << 1100;
}

void TestCli::ctrlCAtAnyMomentExits130()
{
    QFETCH(QStringList, args);
    QFETCH(bool, afterHeader);
    QFETCH(int, delayMs);
    QProcess process;
    process.start(GPULAB_CLI_PATH, args);
    QVERIFY(process.waitForStarted());
    QByteArray out;
    if (afterHeader) {
        while (!out.contains("timed repeat")) {
            QVERIFY2(process.waitForReadyRead(60000), "no header from gpulab-cli bench");
            out += process.readAllStandardOutput();
        }
    }
    QTest::qWait(delayMs);
    QCOMPARE(process.state(), QProcess::Running);
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY2(process.waitForFinished(60000), "gpulab-cli did not stop after Ctrl-C");
    out += process.readAllStandardOutput();
    const QByteArray err = process.readAllStandardError();
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QVERIFY2(process.exitCode() == 130, err.constData());
    QVERIFY2(out.contains("Interrupted"), out.constData());
}

// roofline is interrupted like every measurement: exit 130, not a runtime error.
void TestCli::rooflineCtrlC()
{
    QProcess process;
    process.start(GPULAB_CLI_PATH, {"roofline", "--repeat", "100000"});
    QVERIFY(process.waitForStarted());
    if (process.waitForFinished(1500)) // no OpenCL device: exit 3 at once
        QSKIP("roofline did not run (no OpenCL device on this machine)");
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY2(process.waitForFinished(30000), "gpulab-cli roofline did not stop after Ctrl-C");
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 130);
    QVERIFY(process.readAllStandardError().contains("interrupted"));
}

// tune prints the candidates and the set chosen, stores it, and a second tune without --force
// shows the stored set instead of tuning again.
void TestCli::tuneStoresAndReuses()
{
    Result r = cli({"tune", "--force", "--budget", "0.5", "--sizes", "32,48"});
    if (r.exitCode == 3 && !qEnvironmentVariableIntValue("GPULAB_REQUIRE_OPENCL"))
        QSKIP("no OpenCL device on this machine");
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.out.contains("(default)"));
    QVERIFY(r.out.contains("Chosen: "));
    QVERIFY(r.out.contains("Stored in " + m_cache.path().toUtf8()));
    QVERIFY(r.err.contains("tune: [1/")); // progress, one line per candidate
    r = cli({"tune"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("Already tuned"), r.out.constData());
    r = cli({"tune", "--budget", "0"});
    QCOMPARE(r.exitCode, 2);
    r = cli({"tune"}, true); // no OpenCL
    QCOMPARE(r.exitCode, 3);
}

void TestCli::tuneCtrlC()
{
    QProcess process;
    process.start(GPULAB_CLI_PATH, {"tune", "--force", "--budget", "600", "--sizes", "600"});
    QVERIFY(process.waitForStarted());
    QByteArray out;
    while (!out.contains("candidate sets")) {
        if (!process.waitForReadyRead(60000))
            break;
        out += process.readAllStandardOutput();
    }
    if (process.state() != QProcess::Running && process.exitCode() == 3 &&
        !qEnvironmentVariableIntValue("GPULAB_REQUIRE_OPENCL"))
        QSKIP("no OpenCL device on this machine");
    QTest::qWait(800);
    QCOMPARE(process.state(), QProcess::Running);
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY2(process.waitForFinished(60000), "gpulab-cli tune did not stop after Ctrl-C");
    out += process.readAllStandardOutput();
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 130);
    QVERIFY2(out.contains("nterrupted"), out.constData());
}

// Every measurement's --json names where it came from: the schema, this GPU Lab's version, when
// (UTC), the CPU and OS, and the OpenCL platform, device and driver of each device it measured.
void TestCli::everyJsonResultCarriesProvenance_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("devices"); // how many OpenCL devices the result was measured on
    QTest::addColumn<bool>("noIcd");
    QTest::newRow("bench") << QStringList{"bench", "--sizes", "32", "--repeat", "1", "--json", "-"}
                           << 1 << false;
    QTest::newRow("bench, no OpenCL")
        << QStringList{"bench", "--sizes", "32", "--repeat", "1", "--json", "-"} << 0 << true;
    QTest::newRow("roofline") << QStringList{"roofline", "--repeat", "1", "--json"} << 1 << false;
    QTest::newRow("precision") << QStringList{"precision", "--sizes", "8", "--json"} << 0 << false;
    QTest::newRow("precision stagnation")
        << QStringList{"precision", "stagnation", "--count", "1000", "--json"} << 0 << false;
    QTest::newRow("memory latency")
        << QStringList{"memory", "latency", "--min", "4K", "--max", "8K", "--json"} << 0 << false;
    QTest::newRow("memory bandwidth, host only")
        << QStringList{"memory", "bandwidth", "--device", "none",  "--min",
                       "64K",    "--max",     "64K",      "--json"}
        << 0 << false;
    QTest::newRow("memory bandwidth")
        << QStringList{"memory", "bandwidth", "--min", "64K", "--max", "64K", "--json"} << 1
        << false;
    QTest::newRow("memory transfer")
        << QStringList{"memory", "transfer", "--min", "64K", "--max", "64K", "--json"} << 1
        << false;
    QTest::newRow("tune") << QStringList{"tune",    "--force", "--budget", "0.3",
                                         "--sizes", "32",      "--json",   "-"}
                          << 1 << false;
    QTest::newRow("multidevice") << QStringList{"multidevice", "--n", "64",
                                                "--repeat",    "1",   "--json"}
                                 << 1 << false;
}

void TestCli::everyJsonResultCarriesProvenance()
{
    QFETCH(QStringList, args);
    QFETCH(int, devices);
    QFETCH(bool, noIcd);
    const Result r = cli(args, noIcd);
    if (devices > 0 && r.exitCode == 3 && !qEnvironmentVariableIntValue("GPULAB_REQUIRE_OPENCL"))
        QSKIP("no OpenCL device on this machine");
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(r.out, &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QVERIFY(root.value("provenance").isObject());
    const QJsonObject p = root.value("provenance").toObject();
    QCOMPARE(p.value("schema_version").toInt(), 1);
    QCOMPARE(p.value("app").toString(), QStringLiteral("GPU Lab"));
    QCOMPARE(p.value("app_version").toString(), QStringLiteral(GPULAB_VERSION));
    const QDateTime created = QDateTime::fromString(p.value("created_utc").toString(), Qt::ISODate);
    QVERIFY2(created.isValid() && created.timeSpec() == Qt::UTC,
             qPrintable(p.value("created_utc").toString()));
    QVERIFY(qAbs(created.secsTo(QDateTime::currentDateTimeUtc())) < 600);
    QVERIFY(!p.value("cpu_model").toString().isEmpty());
    QVERIFY(p.value("os").toString().startsWith(QSysInfo::kernelType(), Qt::CaseInsensitive));
    const QJsonArray measured = p.value("devices").toArray();
    QCOMPARE(measured.size(), devices);
    for (const QJsonValue &d : measured)
        for (const char *key : {"name", "platform", "platform_version", "device_version",
                                "driver_version", "opencl_c_version"})
            QVERIFY2(!d.toObject().value(key).toString().isEmpty(), key);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
