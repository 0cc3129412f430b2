// Preset files, parsed alone: the round trip of every field (the 64-bit seed included) and a clear
// refusal of each kind of bad file. Applying presets to a live view is in tst_simulationview.
#include "widgets/simulationpreset.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using gpulab::SimulationPreset;

class TestPreset : public QObject
{
    Q_OBJECT

private:
    static SimulationPreset sample()
    {
        SimulationPreset preset;
        preset.simulation = QStringLiteral("test-walk");
        preset.seed = 18446744073709551557ull; // above 2^53: a JSON number would lose it
        preset.parameters = {{QStringLiteral("speed"), 0.75}, {QStringLiteral("duration"), 0}};
        preset.beat = 2;
        preset.steps = 123;
        preset.speed = 0.5;
        return preset;
    }
    static QByteArray sampleWith(const char *key, const QJsonValue &value)
    {
        QJsonObject object = gpulab::presetToJson(sample());
        if (value.isUndefined())
            object.remove(QLatin1String(key));
        else
            object.insert(QLatin1String(key), value);
        return QJsonDocument(object).toJson();
    }

private slots:
    // Any Qt warning fails the test.
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); }

    void roundTripThroughAFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("class.gpulab-preset"));
        QString error;
        QVERIFY2(gpulab::writePresetFile(path, sample(), &error), qPrintable(error));
        const std::optional<SimulationPreset> read = gpulab::readPresetFile(path, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->simulation, sample().simulation);
        QCOMPARE(read->seed, sample().seed);
        QCOMPARE(read->parameters, sample().parameters);
        QCOMPARE(read->beat, 2);
        QCOMPARE(read->steps, 123);
        QCOMPARE(read->speed, 0.5);

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(json.value(QStringLiteral("format")).toString(),
                 QStringLiteral("gpulab-simulation-preset"));
        QCOMPARE(json.value(QStringLiteral("version")).toInt(), 1);
        QCOMPARE(json.value(QStringLiteral("seed")).toString(),
                 QStringLiteral("18446744073709551557"));
    }

    void rejectsBadFiles_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("not json") << QByteArray("{\"format\": ") << "JSON";
        QTest::newRow("array") << QByteArray("[1, 2]") << "object";
        QTest::newRow("wrong format") << sampleWith("format", QStringLiteral("lesson")) << "format";
        QTest::newRow("no format") << sampleWith("format", QJsonValue::Undefined) << "format";
        QTest::newRow("newer version") << sampleWith("version", 2) << "newer";
        QTest::newRow("version text") << sampleWith("version", QStringLiteral("1")) << "version";
        QTest::newRow("no simulation")
            << sampleWith("simulation", QJsonValue::Undefined) << "simulation";
        QTest::newRow("seed number") << sampleWith("seed", 42) << "seed";
        QTest::newRow("seed negative") << sampleWith("seed", QStringLiteral("-1")) << "seed";
        QTest::newRow("seed too big")
            << sampleWith("seed", QStringLiteral("18446744073709551616")) << "seed";
        QTest::newRow("parameters array")
            << sampleWith("parameters", QJsonArray{1}) << "parameters";
        QTest::newRow("no beat") << sampleWith("beat", QJsonValue::Undefined) << "beat";
        QTest::newRow("beat fraction") << sampleWith("beat", 1.5) << "beat";
        QTest::newRow("negative steps") << sampleWith("steps", -1) << "steps";
        QTest::newRow("too many steps")
            << sampleWith("steps", double(SimulationPreset::kMaxSteps + 1)) << "steps";
        QTest::newRow("no speed") << sampleWith("speed", QJsonValue::Undefined) << "speed";
        QTest::newRow("speed text") << sampleWith("speed", QStringLiteral("fast")) << "speed";
        QTest::newRow("speed too high") << sampleWith("speed", 8) << "speed";
    }

    void rejectsBadFiles()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, mentions);
        QString error;
        QVERIFY(!gpulab::presetFromJson(json, &error));
        QVERIFY2(error.contains(mentions, Qt::CaseInsensitive), qPrintable(error));
    }

    void acceptsTheSample()
    {
        QString error;
        QVERIFY2(gpulab::presetFromJson(sampleWith("beat", 0), &error), qPrintable(error));
    }

    // A file that cannot be read says where: the syntax error's line, or the bad key's.
    void problemsNameTheirLine_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("line");
        QTest::newRow("a missing colon")
            << QByteArray("{\n  \"format\": \"gpulab-simulation-preset\",\n  \"version\": 1,\n"
                          "  \"seed\" \"42\"\n}\n")
            << 4;
        const QByteArray fast = sampleWith("speed", 8);
        QTest::newRow("speed too high")
            << fast << int(fast.left(fast.lastIndexOf("\"speed\"")).count('\n')) + 1;
        const QByteArray seed = sampleWith("seed", 42);
        QTest::newRow("seed number")
            << seed << int(seed.left(seed.indexOf("\"seed\"")).count('\n')) + 1;
        QTest::newRow("no beat: the object's line")
            << sampleWith("beat", QJsonValue::Undefined) << 1;
    }

    void problemsNameTheirLine()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, line);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("preset.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(json);
        file.close();
        QString error;
        QVERIFY(!gpulab::readPresetFile(path, &error));
        QVERIFY2(error.startsWith(QStringLiteral("%1:%2: ").arg(path).arg(line)),
                 qPrintable(error));
    }

    void missingFileIsAnError()
    {
        QString error;
        QVERIFY(!gpulab::readPresetFile(QStringLiteral("/nonexistent/preset.json"), &error));
        QVERIFY(error.contains(QStringLiteral("/nonexistent/preset.json")));
    }
};

QTEST_GUILESS_MAIN(TestPreset)
#include "tst_preset.moc"
