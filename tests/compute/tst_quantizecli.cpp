// `gpulab-cli precision quantize` as a user runs it: the JSON figures (bits per element counted
// by hand), every format, the outlier story, a .npy file quantised exactly, malformed files and
// usage errors with their exit codes.
#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <cstring>

using gpulab::test::CliResult;
using gpulab::test::runCli;

namespace {

CliResult cli(const QStringList &args)
{
    return runCli(QStringLiteral(GPULAB_CLI_PATH), args);
}

QJsonObject json(const CliResult &r)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", r.out.constData());
    return doc.object();
}

QMap<QString, QJsonObject> byFormat(const QJsonObject &root)
{
    QMap<QString, QJsonObject> m;
    for (const QJsonValue &v : root["results"].toArray())
        m[v.toObject()["format"].toString()] = v.toObject();
    return m;
}

// A float32 .npy v1.0 file.
QByteArray npyFloat32(const QByteArray &shape, const QList<float> &values)
{
    QByteArray header = "{'descr': '<f4', 'fortran_order': False, 'shape': " + shape + ", }";
    while ((10 + header.size() + 1) % 64 != 0)
        header += ' ';
    header += '\n';
    QByteArray file("\x93NUMPY\x01\x00", 8);
    file += char(header.size() & 0xff);
    file += char(header.size() >> 8);
    file += header;
    for (float f : values)
        file += QByteArray(reinterpret_cast<const char *>(&f), 4);
    return file;
}

} // namespace

class TestQuantizeCli : public QObject
{
    Q_OBJECT

private slots:
    void mxfp4Json();
    void allFormats();
    void outliers();
    void npyFileExact();
    void npyMalformed();
    void table();
    void usageErrors();
    void help();
    void productWithBlockScaledInputs();
};

void TestQuantizeCli::mxfp4Json()
{
    const CliResult r = cli({"precision", "quantize", "--format", "mxfp4", "--tensor", "gaussian",
                             "--rows", "64", "--cols", "256", "--seed", "7", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = json(r);
    QCOMPARE(root["tensor"].toObject()["rows"].toInt(), 64);
    QCOMPARE(root["tensor"].toObject()["seed"].toInt(), 7);
    const QJsonArray results = root["results"].toArray();
    QCOMPARE(results.size(), 1);
    const QJsonObject m = results[0].toObject();
    QCOMPARE(m["format"].toString(), QString("mxfp4"));
    QCOMPARE(m["bits_per_element"].toDouble(), 4.25); // 4 + 8 / 32
    QCOMPARE(m["block_size"].toInt(), 32);
    QCOMPARE(m["scales"].toInt(), 64 * 256 / 32);
    QVERIFY(m["rel_frobenius_error"].toDouble() > 0.02);
    QVERIFY(m["rel_frobenius_error"].toDouble() < 0.3);
    QVERIFY(m["snr_db"].toDouble() > 10);
    QVERIFY(m["max_abs_error"].toDouble() > 0);
    QCOMPARE(m["nan_elements"].toInt(), 0);
    // The same seed gives the same figures.
    const CliResult again =
        cli({"precision", "quantize", "--format", "mxfp4", "--tensor", "gaussian", "--rows", "64",
             "--cols", "256", "--seed", "7", "--json"});
    QCOMPARE(json(again)["results"], root["results"]);
}

void TestQuantizeCli::allFormats()
{
    const CliResult r = cli({"precision", "quantize", "--format", "all", "--tensor", "heavy-tailed",
                             "--rows", "32", "--cols", "128", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QMap<QString, QJsonObject> m = byFormat(json(r));
    QCOMPARE(m.size(), 10);
    const double n = 32 * 128;
    QCOMPARE(m["mxfp8_e4m3"]["bits_per_element"].toDouble(), 8.25);
    QCOMPARE(m["mxfp8_e5m2"]["bits_per_element"].toDouble(), 8.25);
    QCOMPARE(m["mxfp6_e2m3"]["bits_per_element"].toDouble(), 6.25);
    QCOMPARE(m["mxfp6_e3m2"]["bits_per_element"].toDouble(), 6.25);
    QCOMPARE(m["nvfp4"]["bits_per_element"].toDouble(), 4.5 + 32 / n);
    QCOMPARE(m["int8"]["bits_per_element"].toDouble(), 8 + 32 / n);
    QCOMPARE(m["int4_channel"]["bits_per_element"].toDouble(), 4 + 32.0 / 128);
    QCOMPARE(m["nvfp4"]["block_size"].toInt(), 16);
    QVERIFY(m["mxfp8_e4m3"]["rel_frobenius_error"].toDouble() <
            m["mxfp4"]["rel_frobenius_error"].toDouble());
    QVERIFY(m["nvfp4"]["rel_frobenius_error"].toDouble() <
            m["mxfp4"]["rel_frobenius_error"].toDouble());
}

void TestQuantizeCli::outliers()
{
    const CliResult r = cli({"precision", "quantize", "--format", "int4,mxfp4", "--tensor",
                             "outliers", "--rows", "64", "--cols", "256", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QMap<QString, QJsonObject> m = byFormat(json(r));
    QVERIFY(m["int4"]["flushed_share"].toDouble() > 0.8);
    QVERIFY(m["mxfp4"]["flushed_share"].toDouble() < 0.3);
    QVERIFY(m["mxfp4"]["rel_frobenius_error"].toDouble() <
            m["int4"]["rel_frobenius_error"].toDouble());
}

// [127, -127, 0, 63] in INT8 per tensor: scale 1, every value exact.
void TestQuantizeCli::npyFileExact()
{
    QTemporaryDir dir;
    const QString path = dir.path() + "/w.npy";
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(npyFloat32("(2, 2)", {127, -127, 0, 63}));
    file.close();
    const CliResult r =
        cli({"precision", "quantize", "--format", "int8", "--tensor", path, "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = json(r);
    QCOMPARE(root["tensor"].toObject()["source"].toString(), path);
    QCOMPARE(root["tensor"].toObject()["cols"].toInt(), 2);
    QVERIFY(!root["tensor"].toObject().contains("seed"));
    const QJsonObject m = root["results"].toArray()[0].toObject();
    QCOMPARE(m["rel_frobenius_error"].toDouble(), 0.0);
    QCOMPARE(m["snr_db"].toString(), QString("inf"));
    QCOMPARE(m["bits_per_element"].toDouble(), 8 + 32 / 4.0);
    QCOMPARE(m["zero_share"].toDouble(), 0.25);
}

void TestQuantizeCli::npyMalformed()
{
    QTemporaryDir dir;
    const QString path = dir.path() + "/bad.npy";
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QByteArray bytes = npyFloat32("(2, 2)", {1, 2, 3, 4});
    bytes.chop(3); // the data ends early
    file.write(bytes);
    file.close();
    CliResult r = cli({"precision", "quantize", "--format", "mxfp4", "--tensor", path});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains("bad.npy"));
    QVERIFY(r.err.contains("the shape needs 16"));
    QVERIFY(r.out.isEmpty());
    r = cli({"precision", "quantize", "--format", "mxfp4", "--tensor", dir.path() + "/none.npy"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains("cannot open"));
}

void TestQuantizeCli::table()
{
    const CliResult r = cli({"precision", "quantize", "--format", "mxfp4,nvfp4,int4_channel",
                             "--tensor", "gaussian", "--rows", "16", "--cols", "64"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("MXFP4"));
    QVERIFY(r.out.contains("4.250"));
    QVERIFY(r.out.contains("NVFP4"));
    QVERIFY(r.out.contains("INT4 per channel"));
    QVERIFY(r.out.contains("bits/elem"));
}

void TestQuantizeCli::usageErrors()
{
    const QList<QStringList> cases = {
        {"precision", "quantize", "--tensor", "gaussian"},
        {"precision", "quantize", "--format", "mxfp4"},
        {"precision", "quantize", "--format", "mxfp5", "--tensor", "gaussian"},
        {"precision", "quantize", "--format", "mxfp4", "--tensor", "uniform"},
        {"precision", "quantize", "--format", "mxfp4", "--tensor", "gaussian", "--rows", "0"},
        {"precision", "quantize", "--format", "mxfp4", "--tensor", "gaussian", "--rows", "8192",
         "--cols", "8192"},
        {"precision", "quantize", "--format", "mxfp4", "--tensor", "x.npy", "--rows", "4"},
        {"precision", "quantize", "--format", "mxfp4", "--tensor", "gaussian", "--bogus"},
    };
    for (const QStringList &args : cases) {
        const CliResult r = cli(args);
        QVERIFY2(r.exitCode == 2,
                 qPrintable(args.join(' ') + " -> " + QString::number(r.exitCode)));
        QVERIFY2(!r.err.isEmpty(), qPrintable(args.join(' ')));
    }
    // The float experiments refuse the scale and integer formats.
    QCOMPARE(cli({"precision", "stagnation", "--format", "int8"}).exitCode, 2);
}

void TestQuantizeCli::help()
{
    const CliResult r = cli({"precision", "--help"});
    QCOMPARE(r.exitCode, 0);
    for (const char *word : {"quantize", "mxfp8_e4m3", "mxfp6_e3m2", "nvfp4", "int4_channel",
                             "--tensor", "heavy-tailed", "bits_per_element", "'<f4'"})
        QVERIFY2(r.out.contains(word), word);
}

// The product experiment takes the block-scaled schemes by quantize's names, with FP32
// accumulation only; --formats all runs every format and every scheme.
void TestQuantizeCli::productWithBlockScaledInputs()
{
    const CliResult r =
        cli({"precision", "--sizes", "32", "--formats", "fp8_e4m3,mxfp4,nvfp4,int8", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray results = json(r)["results"].toArray();
    QCOMPARE(results.size(), 2 + 3); // FP8 with both accumulations, then three schemes
    QStringList names;
    for (const QJsonValue &v : results) {
        const QJsonObject o = v.toObject();
        names << o["format"].toString() + "/" + o["accumulate"].toString();
        QCOMPARE(o["block_scaled"].toBool(), o["format"].toString() != "fp8_e4m3");
        QVERIFY(o["rel_frobenius_error"].toDouble() > 0);
    }
    QCOMPARE(names, QStringList({"fp8_e4m3/fp32", "fp8_e4m3/low", "mxfp4/fp32", "nvfp4/fp32",
                                 "int8/fp32"}));
    QCOMPARE(results[2].toObject()["element"].toString(), QString("fp4_e2m1"));
    // Schemes alone: FP32 accumulation only.
    const CliResult alone = cli({"precision", "--sizes", "16", "--formats", "mxfp8_e5m2"});
    QCOMPARE(alone.exitCode, 0);
    QVERIFY2(alone.out.contains("MXFP8 E5M2") && alone.out.contains("blocks along k"),
             alone.out.constData());
    QVERIFY(!alone.out.contains(" low "));
    const CliResult all = cli({"precision", "--sizes", "8", "--formats", "all", "--json"});
    QCOMPARE(all.exitCode, 0);
    QCOMPARE(json(all)["results"].toArray().size(), 9 * 2 + 10);
    const CliResult bad = cli({"precision", "--formats", "mxfp3"});
    QCOMPARE(bad.exitCode, 2);
}

QTEST_GUILESS_MAIN(TestQuantizeCli)
#include "tst_quantizecli.moc"
