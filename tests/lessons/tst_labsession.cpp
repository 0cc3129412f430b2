// Saved Live Lab sessions, read alone (no window, no engine): a file that cannot be read names
// its place as FILE:LINE (the syntax error's line, or the line of the key whose value is wrong),
// absurd figures (roofs of -5 or 1e308 GB/s, which widened the window) are refused, and a long
// device name is cut.
#include "lessons/framework/labsession.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpulab;

namespace {

QJsonObject result(int n)
{
    return {{"variant", "opencl-tiled"},
            {"n", n},
            {"status", "ok"},
            {"seconds_median", 0.5},
            {"gflops", 12.5},
            {"speedup_vs_serial", 3.0},
            {"verified", true},
            {"rel_error", 1e-7},
            {"build_seconds", 0.1},
            {"repeats", 3},
            {"message", ""}};
}

QJsonObject session()
{
    return {{"format", "gpulab-lab-session"},
            {"version", 2},
            {"device", "pthread-cpu"},
            {"saved", "2026-11-27T01:00:00.000Z"},
            {"provenance", QJsonObject{{"app_version", "test"}}},
            {"race", QJsonArray{result(256), result(256)}},
            {"ladder", QJsonArray{result(128), result(256), result(512)}},
            {"roofs", QJsonObject{{"bandwidth_gbs", 20.0}, {"peak_gflops", 100.0}}}};
}

// The 1-based line of the `occurrence`-th `needle` in `text`.
int lineOf(const QByteArray &text, const QByteArray &needle, int occurrence = 0)
{
    qsizetype at = -1;
    for (int i = 0; i <= occurrence; ++i)
        at = text.indexOf(needle, at + 1);
    return at < 0 ? 0 : int(text.left(at).count('\n')) + 1;
}

} // namespace

class TestLabSession : public QObject
{
    Q_OBJECT
private slots:
    void goodSessionLoads();
    void syntaxErrorNamesItsLine();
    void badValueNamesItsKeysLine_data();
    void badValueNamesItsKeysLine();
    void longDeviceNameIsCut();

private:
    QString write(const QByteArray &text)
    {
        const QString path = m_dir.filePath(QStringLiteral("session.json"));
        QFile file(path);
        if (file.open(QIODevice::WriteOnly))
            file.write(text);
        return path;
    }
    QTemporaryDir m_dir;
};

void TestLabSession::goodSessionLoads()
{
    QString error;
    const auto loaded = loadLabSession(write(QJsonDocument(session()).toJson()), &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->ladder.size(), std::size_t(3));
    QCOMPARE(loaded->roofs.bandwidthGBs, 20.0);
}

void TestLabSession::syntaxErrorNamesItsLine()
{
    QByteArray text = QJsonDocument(session()).toJson();
    const int line = lineOf(text, "\"device\"");
    text.replace("\"device\":", "\"device\""); // a missing colon
    QString error;
    const QString path = write(text);
    QVERIFY(!loadLabSession(path, &error));
    QVERIFY2(error.startsWith(QStringLiteral("%1:%2: not valid JSON").arg(path).arg(line)),
             qPrintable(error));
}

void TestLabSession::badValueNamesItsKeysLine_data()
{
    QTest::addColumn<QStringList>("where"); // the path to the bad value
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("negative bandwidth") << QStringList{"roofs", "bandwidth_gbs"} << -5.0 << "GB/s";
    QTest::newRow("1e308 GB/s") << QStringList{"roofs", "bandwidth_gbs"} << 1e308 << "GB/s";
    QTest::newRow("1e308 GFLOP/s roof")
        << QStringList{"roofs", "peak_gflops"} << 1e308 << "GFLOP/s";
    QTest::newRow("n of 0") << QStringList{"ladder", "1", "n"} << 0.0 << "\"n\"";
    QTest::newRow("n above 32-bit indices") << QStringList{"ladder", "2", "n"} << 1e9 << "46340";
    QTest::newRow("1e308 GFLOP/s result")
        << QStringList{"race", "1", "gflops"} << 1e308 << "gflops";
    QTest::newRow("1e308 s") << QStringList{"ladder", "0", "seconds_median"} << 1e308 << "seconds";
    QTest::newRow("1e308 speedup")
        << QStringList{"race", "0", "speedup_vs_serial"} << 1e308 << "speedup";
    QTest::newRow("negative build")
        << QStringList{"ladder", "1", "build_seconds"} << -3.0 << "build_seconds";
    QTest::newRow("repeats fraction") << QStringList{"race", "1", "repeats"} << 1.5 << "repeats";
}

void TestLabSession::badValueNamesItsKeysLine()
{
    QFETCH(QStringList, where);
    QFETCH(double, value);
    QFETCH(QString, mentions);
    QJsonObject root = session();
    QByteArray key = '"' + where.last().toUtf8() + '"';
    if (where.size() == 2) {
        QJsonObject roofs = root.value(where[0]).toObject();
        roofs.insert(where[1], value);
        root.insert(where[0], roofs);
    } else {
        QJsonArray list = root.value(where[0]).toArray();
        QJsonObject item = list.at(where[1].toInt()).toObject();
        item.insert(where[2], value);
        list.replace(where[1].toInt(), item);
        root.insert(where[0], list);
    }
    const QByteArray text = QJsonDocument(root).toJson();
    // The key's line: the list's start, then its n-th occurrence after it.
    int line = 0;
    if (where.size() == 2) {
        line = lineOf(text, key);
    } else {
        const qsizetype list = text.indexOf('"' + where[0].toUtf8() + '"');
        qsizetype at = list;
        for (int i = 0; i <= where[1].toInt(); ++i)
            at = text.indexOf(key, at + 1);
        line = int(text.left(at).count('\n')) + 1;
    }
    QString error;
    const QString path = write(text);
    QVERIFY(!loadLabSession(path, &error));
    QVERIFY2(error.startsWith(QStringLiteral("%1:%2: ").arg(path).arg(line)), qPrintable(error));
    QVERIFY2(error.contains(mentions), qPrintable(error));
}

void TestLabSession::longDeviceNameIsCut()
{
    QJsonObject root = session();
    root.insert("device", QString(100000, QLatin1Char('x')));
    QJsonArray race = root.value("race").toArray();
    QJsonObject first = race.at(0).toObject();
    first.insert("variant", QString(5000, QChar(0x00e9))); // two bytes each: cut on a boundary
    race.replace(0, first);
    root.insert("race", race);
    QString error;
    const auto loaded = loadLabSession(write(QJsonDocument(root).toJson()), &error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(loaded->device.toUtf8().size() <= 256);
    QVERIFY(loaded->device.endsWith(QChar(0x2026)));
    const QString variant = QString::fromStdString(loaded->race.at(0).variant);
    QVERIFY(variant.toUtf8().size() <= 256);
    QCOMPARE(variant, QString(126, QChar(0x00e9)) + QChar(0x2026));
}

QTEST_GUILESS_MAIN(TestLabSession)
#include "tst_labsession.moc"
