// `gpulab-cli lessons` as a user or script runs it: the table, the JSON shape promised in the
// documentation, an external folder, and a broken lesson (listed problems, exit code 1). And
// `gpulab-cli specs`: the shipped GPU figures load clean; a broken copy is reported by line.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestLessonsCli : public QObject
{
    Q_OBJECT

private slots:
    void table();
    void json();
    void externalFolderAndProblems();
    void badOption();
    void specsBuiltIn();
    void specsBadFile();

private:
    static int run(const QStringList &args, QByteArray *out, QByteArray *err = nullptr)
    {
        QProcess process;
        process.start(GPULAB_CLI_PATH, args);
        if (!process.waitForFinished(60000))
            return -1;
        *out = process.readAllStandardOutput();
        if (err)
            *err = process.readAllStandardError();
        return process.exitCode();
    }
};

void TestLessonsCli::specsBuiltIn()
{
    QByteArray out, err;
    QCOMPARE(run({"specs", "--json"}, &out, &err), 0);
    QVERIFY2(err.isEmpty(), err.constData());
    const QJsonObject doc = QJsonDocument::fromJson(out).object();
    QVERIFY(doc.value("problems").toArray().isEmpty());
    const QJsonArray specs = doc.value("specs").toArray();
    QVERIFY(specs.size() >= 18);
    bool h100 = false;
    for (const QJsonValue &value : specs) {
        const QJsonObject spec = value.toObject();
        QVERIFY(!spec.value("source").toString().isEmpty());
        if (spec.value("id").toString() == "h100-sxm5") {
            h100 = true;
            const QJsonObject fp16 = spec.value("rates").toObject().value("fp16").toObject();
            QVERIFY(fp16.value("sparse").toDouble() > 1.9 * fp16.value("dense").toDouble());
            QCOMPARE(spec.value("bandwidth_gbs").toDouble(), 3350.0);
        }
    }
    QVERIFY(h100);
    QCOMPARE(run({"specs"}, &out), 0);
    QVERIFY(out.contains("h100-sxm5"));
    QVERIFY(out.contains("0 problem(s)"));
}

void TestLessonsCli::specsBadFile()
{
    // The shipped file with one number broken on its first data row: that row is reported by
    // line and left out, the others still load; exit code 1.
    QFile shipped(GPULAB_ASSETS_DIR "/data/gpu-specs.csv");
    QVERIFY(shipped.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = shipped.readAll().split('\n');
    int header = -1, first = -1;
    for (int i = 0; i < lines.size(); ++i) {
        if (lines[i].startsWith('#') || lines[i].trimmed().isEmpty())
            continue;
        if (header < 0)
            header = i;
        else if (first < 0)
            first = i;
    }
    QVERIFY(first > header && header >= 0);
    const QList<QByteArray> columns = lines[header].split(',');
    const int year = int(columns.indexOf("year"));
    QVERIFY(year > 0);
    QList<QByteArray> cells = lines[first].split(',');
    cells[year] = "nineteen";
    lines[first] = cells.join(',');
    QTemporaryDir dir;
    const QString path = dir.filePath("specs.csv");
    QFile broken(path);
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write(lines.join('\n'));
    broken.close();

    QByteArray out, err;
    QCOMPARE(run({"specs", "--file", path}, &out, &err), 1);
    QVERIFY2(err.contains(QStringLiteral("%1:%2:").arg(path).arg(first + 1).toUtf8()),
             err.constData());
    QVERIFY(out.contains("1 problem(s)"));
    QCOMPARE(run({"specs", "--file", dir.filePath("missing.csv")}, &out, &err), 2);
}

void TestLessonsCli::table()
{
    QByteArray out;
    QCOMPARE(run({"lessons"}, &out), 0);
    QVERIFY(out.contains("how-to-use  How to use GPU Lab"));
    QVERIFY(out.contains("1. Welcome"));
}

void TestLessonsCli::json()
{
    QByteArray out;
    QCOMPARE(run({"lessons", "--json"}, &out), 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonArray lessons = doc.object().value("lessons").toArray();
    QVERIFY(!lessons.isEmpty());
    const QJsonObject howto = lessons.first().toObject();
    QCOMPARE(howto.value("id").toString(), QString("how-to-use"));
    QCOMPARE(howto.value("title").toString(), QString("How to use GPU Lab"));
    QCOMPARE(howto.value("simulation").toString(), QString("workers"));
    QVERIFY(howto.value("quiz_questions").toInt() >= 10);
    const QJsonArray sections = howto.value("sections").toArray();
    QCOMPARE(sections.size(), 4);
    QCOMPARE(sections.first().toObject().value("id").toString(), QString("welcome"));
    QCOMPARE(sections.first().toObject().value("title").toString(), QString("Welcome"));
}

void TestLessonsCli::externalFolderAndProblems()
{
    QTemporaryDir dir;
    QDir().mkpath(dir.filePath("mine"));
    QFile manifest(dir.filePath("mine/lesson.json"));
    QVERIFY(manifest.open(QIODevice::WriteOnly));
    manifest.write(R"({"id": "mine", "title": "Mine", "summary": "s", "objectives": ["o"],
 "simulation": "none", "sections": [{"id": "a", "title": "A", "file": "a.md"}]})");
    manifest.close();
    QFile section(dir.filePath("mine/a.md"));
    QVERIFY(section.open(QIODevice::WriteOnly));
    section.write("# A\n");
    section.close();
    QDir().mkpath(dir.filePath("broken"));
    QFile broken(dir.filePath("broken/lesson.json"));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{\n  \"id\": \"broken\",\n  oops\n}\n");
    broken.close();

    QByteArray out, err;
    QCOMPARE(run({"lessons", "--json", "--lessons-dir", dir.path()}, &out, &err), 1);
    const QJsonArray lessons = QJsonDocument::fromJson(out).object().value("lessons").toArray();
    QStringList ids;
    for (const QJsonValue &lesson : lessons)
        ids << lesson.toObject().value("id").toString();
    QVERIFY(ids.contains("mine"));
    QVERIFY(ids.contains("how-to-use"));
    QVERIFY2(err.contains("broken/lesson.json:3: not valid JSON"), err.constData());
}

void TestLessonsCli::badOption()
{
    QByteArray out, err;
    QCOMPARE(run({"lessons", "--bogus"}, &out, &err), 2);
    QVERIFY(err.contains("unknown option '--bogus'"));
}

QTEST_GUILESS_MAIN(TestLessonsCli)
#include "tst_lessonscli.moc"
