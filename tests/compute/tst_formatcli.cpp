// `gpulab-cli format` and `gpulab-cli precision` as a user runs them: the exact JSON lines of
// encode and decode, input order, '--' before negative values, error objects and exit codes,
// the range table and the precision experiments. Runs the built binary with QProcess.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

class TestFormatCli : public QObject
{
    Q_OBJECT

private slots:
    void encodeExactLines();
    void encodeManyInOrder();
    void negativeValues();
    void saturate();
    void decodeHexAndDecimal();
    void badValuesExitWith1();
    void usageErrorsExitWith2();
    void help();
    void table();
    void precisionJson();
    void precisionTable();
    void stagnation();
    void precisionUsageErrors();
    void missingValues();
    void optionEqualsValue();
    void blockFormats();

private:
    struct Result
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
        QList<QByteArray> lines() const
        {
            QList<QByteArray> l = out.split('\n');
            if (!l.isEmpty() && l.back().isEmpty())
                l.removeLast();
            return l;
        }
    };
    Result cli(const QStringList &args, int timeoutMs = 120000);
};

TestFormatCli::Result TestFormatCli::cli(const QStringList &args, int timeoutMs)
{
    QProcess process;
    process.start(GPULAB_CLI_PATH, args);
    Result result;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

void TestFormatCli::encodeExactLines()
{
    const struct
    {
        const char *format, *value, *line;
    } cases[] = {
        {"fp8_e4m3", "0.1",
         "{\"format\": \"fp8_e4m3\", \"input\": \"0.1\", \"bits\": \"0x1d\", \"value\": 0.1015625, "
         "\"class\": \"normal\"}"},
        {"fp8_e4m3", "464",
         "{\"format\": \"fp8_e4m3\", \"input\": \"464\", \"bits\": \"0x7e\", \"value\": 448, "
         "\"class\": \"normal\"}"},
        {"fp8_e4m3", "465",
         "{\"format\": \"fp8_e4m3\", \"input\": \"465\", \"bits\": \"0x7f\", \"value\": \"nan\", "
         "\"class\": \"nan\"}"},
        {"fp8_e5m2", "61440",
         "{\"format\": \"fp8_e5m2\", \"input\": \"61440\", \"bits\": \"0x7c\", \"value\": \"inf\", "
         "\"class\": \"inf\"}"},
        {"fp16", "0.1",
         "{\"format\": \"fp16\", \"input\": \"0.1\", \"bits\": \"0x2e66\", \"value\": "
         "0.0999755859375, \"class\": \"normal\"}"},
        {"fp16", "6e-8",
         "{\"format\": \"fp16\", \"input\": \"6e-8\", \"bits\": \"0x0001\", \"value\": "
         "5.960464477539063e-08, \"class\": \"subnormal\"}"},
        {"fp16", "65520",
         "{\"format\": \"fp16\", \"input\": \"65520\", \"bits\": \"0x7c00\", \"value\": \"inf\", "
         "\"class\": \"inf\"}"},
        {"bf16", "0.1",
         "{\"format\": \"bf16\", \"input\": \"0.1\", \"bits\": \"0x3dcd\", \"value\": "
         "0.10009765625, \"class\": \"normal\"}"},
        {"fp32", "0.1",
         "{\"format\": \"fp32\", \"input\": \"0.1\", \"bits\": \"0x3dcccccd\", \"value\": "
         "0.10000000149011612, \"class\": \"normal\"}"},
        {"tf32", "1",
         "{\"format\": \"tf32\", \"input\": \"1\", \"bits\": \"0x3f800000\", \"value\": 1, "
         "\"class\": \"normal\"}"},
        {"fp4_e2m1", "5",
         "{\"format\": \"fp4_e2m1\", \"input\": \"5\", \"bits\": \"0x6\", \"value\": 4, \"class\": "
         "\"normal\"}"},
        {"fp4_e2m1", "0",
         "{\"format\": \"fp4_e2m1\", \"input\": \"0\", \"bits\": \"0x0\", \"value\": 0, \"class\": "
         "\"zero\"}"},
        {"fp16", "nan",
         "{\"format\": \"fp16\", \"input\": \"nan\", \"bits\": \"0x7e00\", \"value\": \"nan\", "
         "\"class\": \"nan\"}"},
        {"fp16", "inf",
         "{\"format\": \"fp16\", \"input\": \"inf\", \"bits\": \"0x7c00\", \"value\": \"inf\", "
         "\"class\": \"inf\"}"},
        {"fp8_e4m3", "0x1.8p-9",
         "{\"format\": \"fp8_e4m3\", \"input\": \"0x1.8p-9\", \"bits\": \"0x02\", \"value\": "
         "0.00390625, \"class\": \"subnormal\"}"},
    };
    for (const auto &c : cases) {
        const Result r = cli({"format", "encode", "--format", c.format, c.value});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.lines(), QList<QByteArray>{QByteArray(c.line)});
        // Every line is JSON.
        QJsonParseError error;
        QJsonDocument::fromJson(r.out, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
    }
}

void TestFormatCli::encodeManyInOrder()
{
    const Result r = cli({"format", "encode", "--format", "fp16", "1", "65519", "0.5", "-0"});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.lines();
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0], QByteArray("{\"format\": \"fp16\", \"input\": \"1\", \"bits\": \"0x3c00\", "
                                  "\"value\": 1, \"class\": \"normal\"}"));
    QCOMPARE(lines[1], QByteArray("{\"format\": \"fp16\", \"input\": \"65519\", \"bits\": "
                                  "\"0x7bff\", \"value\": 65504, \"class\": \"normal\"}"));
    QCOMPARE(lines[2], QByteArray("{\"format\": \"fp16\", \"input\": \"0.5\", \"bits\": "
                                  "\"0x3800\", \"value\": 0.5, \"class\": \"normal\"}"));
    QCOMPARE(lines[3], QByteArray("{\"format\": \"fp16\", \"input\": \"-0\", \"bits\": \"0x8000\", "
                                  "\"value\": -0, \"class\": \"zero\"}"));
    QVERIFY(r.err.isEmpty());
    // Options may follow the values.
    const Result after = cli({"format", "encode", "1", "--format", "fp16"});
    QCOMPARE(after.exitCode, 0);
    QCOMPARE(after.lines().size(), 1);
    // Format names are case-insensitive: FP16 is fp16 (and is printed as the table names it).
    const Result upper = cli({"format", "encode", "--format", "FP16", "1"});
    QCOMPARE(upper.exitCode, 0);
    QCOMPARE(upper.lines(), QList<QByteArray>{lines[0]});
    const Result decoded = cli({"format", "decode", "--format", "BF16", "0x3f80"});
    QCOMPARE(decoded.exitCode, 0);
    QVERIFY2(decoded.out.contains("\"format\": \"bf16\""), decoded.out.constData());
    const Result precision = cli({"precision", "stagnation", "--format", "Fp16", "--count", "10"});
    QVERIFY2(precision.exitCode == 0, precision.err.constData());
}

void TestFormatCli::negativeValues()
{
    const Result r = cli({"format", "encode", "--format", "bf16", "--", "-1", "-inf", "-0.1"});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.lines();
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0], QByteArray("{\"format\": \"bf16\", \"input\": \"-1\", \"bits\": \"0xbf80\", "
                                  "\"value\": -1, \"class\": \"normal\"}"));
    QCOMPARE(lines[1], QByteArray("{\"format\": \"bf16\", \"input\": \"-inf\", \"bits\": "
                                  "\"0xff80\", \"value\": \"-inf\", \"class\": \"inf\"}"));
    QCOMPARE(lines[2], QByteArray("{\"format\": \"bf16\", \"input\": \"-0.1\", \"bits\": "
                                  "\"0xbdcd\", \"value\": -0.10009765625, \"class\": \"normal\"}"));
    // After '--' nothing is an option, not even --help.
    const Result help = cli({"format", "encode", "--format", "fp16", "--", "--help"});
    QCOMPARE(help.exitCode, 1);
    QVERIFY(help.out.contains("\"input\": \"--help\", \"error\": "));
    // Without '--' a negative number is still a value.
    const Result bare = cli({"format", "encode", "--format", "fp8_e4m3", "-464"});
    QCOMPARE(bare.exitCode, 0);
    QCOMPARE(bare.lines().value(0),
             QByteArray("{\"format\": \"fp8_e4m3\", \"input\": \"-464\", \"bits\": \"0xfe\", "
                        "\"value\": -448, \"class\": \"normal\"}"));
}

void TestFormatCli::saturate()
{
    const Result r = cli(
        {"format", "encode", "--format", "fp8_e4m3", "--saturate", "--", "1000", "-inf", "nan"});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.lines();
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0], QByteArray("{\"format\": \"fp8_e4m3\", \"input\": \"1000\", \"bits\": "
                                  "\"0x7e\", \"value\": 448, \"class\": \"normal\"}"));
    QCOMPARE(lines[1], QByteArray("{\"format\": \"fp8_e4m3\", \"input\": \"-inf\", \"bits\": "
                                  "\"0xfe\", \"value\": -448, \"class\": \"normal\"}"));
    QCOMPARE(lines[2], QByteArray("{\"format\": \"fp8_e4m3\", \"input\": \"nan\", \"bits\": "
                                  "\"0x7f\", \"value\": \"nan\", \"class\": \"nan\"}"));
    const Result h = cli({"format", "encode", "--saturate", "--format", "fp16", "1e6"});
    QCOMPARE(h.lines().value(0),
             QByteArray("{\"format\": \"fp16\", \"input\": \"1e6\", \"bits\": \"0x7bff\", "
                        "\"value\": 65504, \"class\": \"normal\"}"));
}

void TestFormatCli::decodeHexAndDecimal()
{
    const Result r = cli({"format", "decode", "--format", "fp16", "0x3c00", "15360", "0X7BFF",
                          "0x0001", "0xfc00", "0x7e00"});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.lines();
    QCOMPARE(lines.size(), 6);
    QCOMPARE(lines[0], QByteArray("{\"format\": \"fp16\", \"input\": \"0x3c00\", \"bits\": "
                                  "\"0x3c00\", \"value\": 1, \"class\": \"normal\"}"));
    QCOMPARE(lines[1], QByteArray("{\"format\": \"fp16\", \"input\": \"15360\", \"bits\": "
                                  "\"0x3c00\", \"value\": 1, \"class\": \"normal\"}"));
    QCOMPARE(lines[2], QByteArray("{\"format\": \"fp16\", \"input\": \"0X7BFF\", \"bits\": "
                                  "\"0x7bff\", \"value\": 65504, \"class\": \"normal\"}"));
    QCOMPARE(lines[3],
             QByteArray("{\"format\": \"fp16\", \"input\": \"0x0001\", \"bits\": \"0x0001\", "
                        "\"value\": 5.960464477539063e-08, \"class\": \"subnormal\"}"));
    QCOMPARE(lines[4], QByteArray("{\"format\": \"fp16\", \"input\": \"0xfc00\", \"bits\": "
                                  "\"0xfc00\", \"value\": \"-inf\", \"class\": \"inf\"}"));
    QCOMPARE(lines[5], QByteArray("{\"format\": \"fp16\", \"input\": \"0x7e00\", \"bits\": "
                                  "\"0x7e00\", \"value\": \"nan\", \"class\": \"nan\"}"));
    const Result e4 =
        cli({"format", "decode", "--format", "fp8_e4m3", "0x7e", "0x7f", "0xff", "8"});
    QCOMPARE(e4.exitCode, 0);
    QCOMPARE(e4.lines().value(0),
             QByteArray("{\"format\": \"fp8_e4m3\", \"input\": \"0x7e\", \"bits\": \"0x7e\", "
                        "\"value\": 448, \"class\": \"normal\"}"));
    QCOMPARE(e4.lines().value(1),
             QByteArray("{\"format\": \"fp8_e4m3\", \"input\": \"0x7f\", \"bits\": \"0x7f\", "
                        "\"value\": \"nan\", \"class\": \"nan\"}"));
    QCOMPARE(e4.lines().value(3),
             QByteArray("{\"format\": \"fp8_e4m3\", \"input\": \"8\", \"bits\": \"0x08\", "
                        "\"value\": 0.015625, \"class\": \"normal\"}"));
    const Result f4 = cli({"format", "decode", "--format", "fp4_e2m1", "0xf", "1"});
    QCOMPARE(f4.lines().value(0),
             QByteArray("{\"format\": \"fp4_e2m1\", \"input\": \"0xf\", \"bits\": \"0xf\", "
                        "\"value\": -6, \"class\": \"normal\"}"));
    QCOMPARE(f4.lines().value(1),
             QByteArray("{\"format\": \"fp4_e2m1\", \"input\": \"1\", \"bits\": \"0x1\", "
                        "\"value\": 0.5, \"class\": \"subnormal\"}"));
    const Result t = cli({"format", "decode", "--format", "tf32", "0x3f802000"});
    QCOMPARE(t.lines().value(0),
             QByteArray("{\"format\": \"tf32\", \"input\": \"0x3f802000\", \"bits\": "
                        "\"0x3f802000\", \"value\": 1.0009765625, \"class\": \"normal\"}"));
}

// A bad value: an error object in its place, the others still printed, a message naming it on
// stderr, exit code 1.
void TestFormatCli::badValuesExitWith1()
{
    Result r = cli({"format", "encode", "--format", "fp16", "1", "abc", "2"});
    QCOMPARE(r.exitCode, 1);
    QList<QByteArray> lines = r.lines();
    QCOMPARE(lines.size(), 3);
    QVERIFY(lines[0].contains("\"bits\": \"0x3c00\""));
    QVERIFY(lines[1].startsWith("{\"format\": \"fp16\", \"input\": \"abc\", \"error\": \""));
    QVERIFY(lines[2].contains("\"bits\": \"0x4000\""));
    QVERIFY(r.err.contains("abc"));
    QVERIFY(QJsonDocument::fromJson(lines[1]).object().contains("error"));

    for (const char *bad : {"1.5x", "", " 1", "1 ", "0x", "--1"}) {
        r = cli({"format", "encode", "--format", "fp16", "--", bad});
        QVERIFY2(r.exitCode == 1, bad);
        QVERIFY2(r.out.contains("\"error\": "), bad);
    }

    r = cli({"format", "encode", "--format", "fp4_e2m1", "1", "nan"});
    QCOMPARE(r.exitCode, 1);
    lines = r.lines();
    QCOMPARE(lines.size(), 2);
    QVERIFY(lines[0].contains("\"bits\": \"0x2\""));
    QVERIFY(lines[1].startsWith("{\"format\": \"fp4_e2m1\", \"input\": \"nan\", \"error\": \""));
    QVERIFY(r.err.contains("nan"));

    r = cli({"format", "decode", "--format", "fp8_e4m3", "0x1ff", "0x10", "256", "zz", "0x"});
    QCOMPARE(r.exitCode, 1);
    lines = r.lines();
    QCOMPARE(lines.size(), 5);
    QVERIFY(lines[0].startsWith("{\"format\": \"fp8_e4m3\", \"input\": \"0x1ff\", \"error\": \""));
    QCOMPARE(lines[1], QByteArray("{\"format\": \"fp8_e4m3\", \"input\": \"0x10\", \"bits\": "
                                  "\"0x10\", \"value\": 0.03125, \"class\": \"normal\"}"));
    QVERIFY(lines[2].contains("\"input\": \"256\", \"error\""));
    QVERIFY(lines[3].contains("\"input\": \"zz\", \"error\""));
    QVERIFY(lines[4].contains("\"input\": \"0x\", \"error\""));
    QVERIFY(r.err.contains("0x1ff"));
    QVERIFY(r.err.contains("zz"));

    r = cli({"format", "decode", "--format", "tf32", "0x3f800001"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains("0x3f800001"));
    QVERIFY(r.err.contains("13"));
    r = cli({"format", "decode", "--format", "fp32", "0x100000000", "99999999999999999999999"});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.lines().size(), 2);
}

void TestFormatCli::usageErrorsExitWith2()
{
    const QList<QStringList> bad = {
        {"format"},
        {"format", "transmogrify"},
        {"format", "encode", "1"},                    // no --format
        {"format", "encode", "--format", "fp7", "1"}, // unknown format
        {"format", "encode", "--format", "fp16"},     // no values
        {"format", "encode", "--format", "fp16", "--bogus", "1"},
        {"format", "encode", "--format"},
        {"format", "decode", "--format", "fp16", "--saturate", "0x1"},
        {"format", "table", "--bogus"},
        {"format", "table", "1"},
    };
    for (const QStringList &args : bad) {
        const Result r = cli(args);
        QVERIFY2(r.exitCode == 2,
                 qPrintable(args.join(' ') + " -> " + QString::number(r.exitCode)));
        QVERIFY2(!r.err.isEmpty(), qPrintable(args.join(' ')));
        QVERIFY2(r.out.isEmpty(), qPrintable(args.join(' ')));
    }
    Result r = cli({"format", "encode", "--format", "fp7", "1"});
    QVERIFY(r.err.contains("fp7"));
    QVERIFY(r.err.contains("fp8_e4m3")); // lists the known ones
    r = cli({"format", "encode", "--format", "fp16", "--bogus", "1"});
    QVERIFY(r.err.contains("--bogus"));
    r = cli({"format", "encode", "1"});
    QVERIFY(r.err.contains("--format"));
}

void TestFormatCli::help()
{
    Result r = cli({"format", "--help"});
    QCOMPARE(r.exitCode, 0);
    for (const char *word : {"encode", "decode", "table", "--saturate", "fp32", "tf32", "fp16",
                             "bf16", "fp8_e4m3", "fp8_e5m2", "fp4_e2m1", "fp6_e2m3", "fp6_e3m2",
                             "e8m0", "int8", "int4", "-128", "Exit codes"})
        QVERIFY2(r.out.contains(word), word);
    r = cli({"format", "encode", "--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("--saturate"));
    r = cli({"--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("format encode"));
    QVERIFY(r.out.contains("precision"));
    QVERIFY(r.out.contains("--formats LIST|all"));
    r = cli({"precision", "--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("stagnation"));
    // Every exit code precision can return, 3 (a runtime error) included.
    const QByteArray exitCodes = r.out.mid(r.out.indexOf("Exit codes"));
    for (const char *code : {"0 ok", "2 usage error", "3 the computation", "130 interrupted"})
        QVERIFY2(exitCodes.contains(code), code);
    for (const char *option : {"--sizes", "--formats", "--accumulate", "--seed", "--json",
                               "--format", "--addend", "--count", "--samples", "-h, --help"})
        QVERIFY2(r.out.contains(option), option);
    r = cli({"precision", "stagnation", "--count", "10", "--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("Exit codes"));
}

void TestFormatCli::table()
{
    Result r = cli({"format", "table", "--json"});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonArray formats = doc.object()["formats"].toArray();
    QCOMPARE(formats.size(), 12);
    QMap<QString, QJsonObject> byName;
    for (const QJsonValue &v : formats)
        byName[v.toObject()["name"].toString()] = v.toObject();
    QCOMPARE(byName.keys(),
             (QStringList{"bf16", "e8m0", "fp16", "fp32", "fp4_e2m1", "fp6_e2m3", "fp6_e3m2",
                          "fp8_e4m3", "fp8_e5m2", "int4", "int8", "tf32"}));
    QCOMPARE(byName["fp6_e2m3"]["max_finite"].toDouble(), 7.5);
    QCOMPARE(byName["fp6_e3m2"]["max_finite"].toDouble(), 28.0);
    QCOMPARE(byName["fp6_e3m2"]["overflow"].toString(), QString("saturate"));
    QCOMPARE(byName["e8m0"]["max_finite"].toDouble(), std::ldexp(1, 127));
    QCOMPARE(byName["e8m0"]["min_normal"].toDouble(), std::ldexp(1, -127));
    QCOMPARE(byName["e8m0"]["nan_patterns"].toInt(), 1);
    QCOMPARE(byName["e8m0"]["kind"].toString(), QString("scale"));
    QCOMPARE(byName["int8"]["max_finite"].toDouble(), 127.0);
    QCOMPARE(byName["int4"]["max_finite"].toDouble(), 7.0);
    QCOMPARE(byName["int4"]["kind"].toString(), QString("integer"));
    QCOMPARE(byName["int8"]["finite_patterns"].toInt(), 256);
    QCOMPARE(byName["fp16"]["max_finite"].toDouble(), 65504.0);
    QCOMPARE(byName["fp16"]["min_normal"].toDouble(), std::ldexp(1, -14));
    QCOMPARE(byName["fp16"]["epsilon"].toDouble(), std::ldexp(1, -10));
    QCOMPARE(byName["bf16"]["max_finite"].toDouble(), 3.3895313892515355e38);
    QCOMPARE(byName["fp8_e4m3"]["max_finite"].toDouble(), 448.0);
    QCOMPARE(byName["fp8_e4m3"]["min_normal"].toDouble(), std::ldexp(1, -6));
    QCOMPARE(byName["fp8_e4m3"]["nan_patterns"].toInt(), 2);
    QCOMPARE(byName["fp8_e5m2"]["max_finite"].toDouble(), 57344.0);
    QCOMPARE(byName["fp8_e5m2"]["nan_patterns"].toInt(), 6);
    QCOMPARE(byName["fp4_e2m1"]["max_finite"].toDouble(), 6.0);
    QCOMPARE(byName["fp4_e2m1"]["min_subnormal"].toDouble(), 0.5);
    QCOMPARE(byName["tf32"]["container_bits"].toInt(), 32);
    QCOMPARE(byName["tf32"]["bits"].toInt(), 19);
    r = cli({"format", "table"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("FP8 E4M3"));
    QVERIFY(r.out.contains("FP6 E3M2"));
    QVERIFY(r.out.contains("0-8-0"));
    QVERIFY(r.out.contains("8b int"));
    QVERIFY(r.out.contains("65504"));
    QVERIFY(r.out.contains("448"));
}

void TestFormatCli::precisionJson()
{
    const Result r = cli({"precision", "--sizes", "24,32", "--formats", "fp16,fp8_e5m2",
                          "--accumulate", "both", "--seed", "5", "--json"});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(r.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(root["seed"].toInt(), 5);
    QCOMPARE(root["interrupted"].toBool(), false);
    const QJsonArray results = root["results"].toArray();
    QCOMPARE(results.size(), 8);
    for (const QJsonValue &v : results) {
        const QJsonObject o = v.toObject();
        for (const char *key : {"n", "format", "accumulate", "max_abs_error", "rel_frobenius_error",
                                "median_rel_error", "seconds"})
            QVERIFY2(o.contains(key), key);
    }
    const QJsonObject fp16 = results[0].toObject();
    const QJsonObject e5m2 = results[2].toObject();
    QCOMPARE(fp16["format"].toString(), QString("fp16"));
    QCOMPARE(fp16["accumulate"].toString(), QString("fp32"));
    QCOMPARE(results[1].toObject()["accumulate"].toString(), QString("low"));
    QVERIFY(fp16["rel_frobenius_error"].toDouble() < e5m2["rel_frobenius_error"].toDouble());
    // The same seed gives the same errors.
    const Result again = cli(
        {"precision", "--sizes", "24,32", "--formats", "fp16,fp8_e5m2", "--seed", "5", "--json"});
    const QJsonArray results2 = QJsonDocument::fromJson(again.out).object()["results"].toArray();
    QCOMPARE(results2[3].toObject()["rel_frobenius_error"],
             results[3].toObject()["rel_frobenius_error"]);
}

void TestFormatCli::precisionTable()
{
    const Result r =
        cli({"precision", "--sizes", "16", "--formats", "bf16", "--accumulate", "low"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("BF16"));
    QVERIFY(r.out.contains("low"));
    QVERIFY(r.out.contains("rel Frobenius"));
}

void TestFormatCli::stagnation()
{
    Result r = cli({"precision", "stagnation", "--format", "bf16", "--addend", "1", "--count",
                    "1000", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o["format"].toString(), QString("bf16"));
    QCOMPARE(o["stall_step"].toInt(), 256);
    QCOMPARE(o["stall_value"].toDouble(), 256.0);
    QCOMPARE(o["naive_sum"].toDouble(), 256.0);
    QCOMPARE(o["fp32_sum"].toDouble(), 1000.0);
    QCOMPARE(o["exact"].toDouble(), 1000.0);
    QVERIFY(o["series"].toArray().size() >= 2);
    r = cli(
        {"precision", "stagnation", "--format", "bf16", "--addend", "0.01", "--count", "100000"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("0.010009765625"));
    QVERIFY(r.out.contains("stopped growing after"));
}

void TestFormatCli::precisionUsageErrors()
{
    const QList<QStringList> bad = {
        {"precision", "--sizes", "0"},
        {"precision", "--sizes", "12x"},
        {"precision", "--formats", "fp7"},
        {"precision", "--accumulate", "fp64"},
        {"precision", "--seed", "-1"},
        {"precision", "--bogus"},
        {"precision", "stagnation", "--count", "0"},
        {"precision", "stagnation", "--addend", "inf"},
        {"precision", "stagnation", "--format", "fp7"},
    };
    for (const QStringList &args : bad) {
        const Result r = cli(args);
        QVERIFY2(r.exitCode == 2,
                 qPrintable(args.join(' ') + " -> " + QString::number(r.exitCode)));
        QVERIFY2(!r.err.isEmpty(), qPrintable(args.join(' ')));
    }
}

// An option left without its value says so, naming the option; exit 2.
void TestFormatCli::missingValues()
{
    const struct
    {
        QStringList args;
        const char *message;
    } cases[] = {
        {{"format", "encode", "--format"}, "format encode: --format needs a value"},
        {{"format", "decode", "--format"}, "format decode: --format needs a value"},
        {{"precision", "--sizes"}, "precision: --sizes needs a value"},
        {{"precision", "--json", "--formats"}, "precision: --formats needs a value"},
        {{"precision", "--accumulate"}, "precision: --accumulate needs a value"},
        {{"precision", "--seed"}, "precision: --seed needs a value"},
        {{"precision", "stagnation", "--format"}, "precision stagnation: --format needs a value"},
        {{"precision", "stagnation", "--addend"}, "precision stagnation: --addend needs a value"},
        {{"precision", "stagnation", "--count"}, "precision stagnation: --count needs a value"},
        {{"precision", "stagnation", "--samples"}, "precision stagnation: --samples needs a value"},
    };
    for (const auto &c : cases) {
        const Result r = cli(c.args);
        QVERIFY2(r.exitCode == 2,
                 qPrintable(c.args.join(' ') + " -> " + QString::number(r.exitCode)));
        QVERIFY2(r.err.contains(c.message), r.err.constData());
        QVERIFY2(r.out.isEmpty(), qPrintable(c.args.join(' ')));
    }
}

// --name=VALUE is --name VALUE in format and precision alike; a flag given a value is an error.
void TestFormatCli::optionEqualsValue()
{
    Result r = cli({"format", "encode", "--format=fp8_e4m3", "0.1"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("\"bits\": \"0x1d\""));
    r = cli(
        {"precision", "--sizes=8", "--formats=fp16", "--accumulate=fp32", "--seed=7", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(doc["seed"].toInt(), 7);
    const QJsonArray results = doc["results"].toArray();
    QCOMPARE(results.size(), 1);
    QCOMPARE(results[0].toObject()["format"].toString(), QString("fp16"));
    QCOMPARE(results[0].toObject()["accumulate"].toString(), QString("fp32"));
    r = cli({"precision", "stagnation", "--format=bf16", "--addend=1", "--count=1000", "--json"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out).object()["stall_value"].toDouble(), 256.0);
    for (const QStringList &args :
         {QStringList{"format", "table", "--json=1"},
          QStringList{"format", "encode", "--format=fp16", "--saturate=yes", "1"},
          QStringList{"precision", "--json=1"}}) {
        r = cli(args);
        QVERIFY2(r.exitCode == 2, qPrintable(args.join(' ')));
        QVERIFY2(r.err.contains("takes no value"), r.err.constData());
    }
}

// The MX element and scale formats and the integers: exact lines, errors for what they cannot
// hold.
void TestFormatCli::blockFormats()
{
    Result r = cli({"format", "encode", "--format", "fp6_e2m3", "--", "4.75", "-100", "0.0625"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.lines(),
             (QList<QByteArray>{"{\"format\": \"fp6_e2m3\", \"input\": \"4.75\", \"bits\": "
                                "\"0x1a\", \"value\": 5, \"class\": \"normal\"}",
                                "{\"format\": \"fp6_e2m3\", \"input\": \"-100\", \"bits\": "
                                "\"0x3f\", \"value\": -7.5, \"class\": \"normal\"}",
                                "{\"format\": \"fp6_e2m3\", \"input\": \"0.0625\", \"bits\": "
                                "\"0x00\", \"value\": 0, \"class\": \"zero\"}"}));
    r = cli({"format", "decode", "--format", "fp6_e3m2", "0x1f", "0x01", "0x40"});
    QCOMPARE(r.exitCode, 1); // 0x40 does not fit 6 bits
    QCOMPARE(r.lines()[0], QByteArray("{\"format\": \"fp6_e3m2\", \"input\": \"0x1f\", "
                                      "\"bits\": \"0x1f\", \"value\": 28, \"class\": \"normal\"}"));
    QCOMPARE(r.lines()[1], QByteArray("{\"format\": \"fp6_e3m2\", \"input\": \"0x01\", "
                                      "\"bits\": \"0x01\", \"value\": 0.0625, \"class\": "
                                      "\"subnormal\"}"));
    QVERIFY(r.lines()[2].contains("\"error\""));

    r = cli({"format", "encode", "--format", "e8m0", "1", "3", "1e-300", "0", "-2", "nan"});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.lines().size(), 6);
    QCOMPARE(r.lines()[0], QByteArray("{\"format\": \"e8m0\", \"input\": \"1\", \"bits\": "
                                      "\"0x7f\", \"value\": 1, \"class\": \"normal\"}"));
    QVERIFY(r.lines()[1].contains("\"bits\": \"0x80\", \"value\": 2"));
    QVERIFY(r.lines()[2].contains("\"bits\": \"0x00\""));
    QVERIFY(r.lines()[3].contains("\"error\""));
    QVERIFY(r.lines()[4].contains("\"error\""));
    QVERIFY(r.lines()[5].contains("\"bits\": \"0xff\", \"value\": \"nan\""));
    QVERIFY(r.err.contains("powers of two"));

    r = cli({"format", "decode", "--format", "int8", "0x80", "0xff", "0x7f"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.lines()[0].contains("\"value\": -128"));
    QVERIFY(r.lines()[1].contains("\"value\": -1"));
    QVERIFY(r.lines()[2].contains("\"value\": 127"));
    r = cli({"format", "encode", "--format", "int4", "--", "-8", "2.5", "100"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.lines(),
             (QList<QByteArray>{"{\"format\": \"int4\", \"input\": \"-8\", \"bits\": \"0x9\", "
                                "\"value\": -7, \"class\": \"normal\"}",
                                "{\"format\": \"int4\", \"input\": \"2.5\", \"bits\": \"0x2\", "
                                "\"value\": 2, \"class\": \"normal\"}",
                                "{\"format\": \"int4\", \"input\": \"100\", \"bits\": \"0x7\", "
                                "\"value\": 7, \"class\": \"normal\"}"}));
    r = cli({"format", "encode", "--format", "int8", "nan"});
    QCOMPARE(r.exitCode, 1);
}

QTEST_MAIN(TestFormatCli)
#include "tst_formatcli.moc"
