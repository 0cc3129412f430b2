// `gpulab-cli lessons` as a user or script runs it: the table, the JSON shape promised in the
// documentation, an external folder, and a broken lesson (listed problems, exit code 1).
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
