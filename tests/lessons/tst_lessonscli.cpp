// `gpulab-cli lessons` as a user or script runs it: the table, the JSON shape promised in the
// documentation, an external folder, and a broken lesson (listed problems, exit code 1). And
// `gpulab-cli specs`: the shipped GPU figures load clean; a broken copy is reported by line.
// And `gpulab-cli data check`: every shipped table is clean; broken copies named by the override
// variables are reported by file and line, in text and in the JSON shape.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
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
    void translatedLessons();
    void specsBuiltIn();
    void specsBadFile();
    void dataCheckClean();
    void dataCheckBrokenCopies();
    void dataCheckUsage();
    void quizValidateJson();
    void quizValidateProblems();
    void quizExportRoundTrip();
    void quizUsage();
    void commandHelps();
    void missingValues();
    void optionEqualsValue();

private:
    // `environment`: NAME=VALUE entries added to the command's environment.
    static int run(const QStringList &args, QByteArray *out, QByteArray *err = nullptr,
                   const QStringList &environment = {})
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const QString &entry : environment)
            env.insert(entry.section('=', 0, 0), entry.section('=', 1));
        process.setProcessEnvironment(env);
        process.start(GPULAB_CLI_PATH, args);
        if (!process.waitForFinished(60000))
            return -1;
        *out = process.readAllStandardOutput();
        if (err)
            *err = process.readAllStandardError();
        return process.exitCode();
    }
};

static QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return QString();
    return path;
}

// The JSON contract of `quiz validate --json` (issue: the documented field names and shapes).
void TestLessonsCli::quizValidateJson()
{
    QTemporaryDir dir;
    const QString path =
        writeFile(dir, "bank.gift",
                  "\xEF\xBB\xBF// comment\r\n$CATEGORY: Lab/One\r\n\r\n"
                  "::Pick::[markdown]Which \\{one\\}?{=a#yes ~%-50%b#no####general}\r\n\r\n"
                  "::TF::Fact{FALSE#wrong#right}\r\n\r\n"
                  "::Num::Figure{#1..5#mid}\r\n\r\n"
                  "::Match::Pairs{=x -> 1 =y -> 2}\r\n\r\n"
                  "::Short::Say{=it}\r\n\r\n::Many::Pick{~%50%a ~%50%b ~c}\r\n\r\n"
                  "::Essay::Write{}\r\n\r\n::Desc::Text only\r\n");
    QByteArray out, err;
    QCOMPARE(run({"quiz", "validate", "--json", path}, &out, &err), 0);
    QVERIFY2(err.isEmpty(), err.constData());
    QJsonParseError parseError;
    const QJsonObject doc = QJsonDocument::fromJson(out, &parseError).object();
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    const QJsonArray files = doc.value("files").toArray();
    QCOMPARE(files.size(), 1);
    const QJsonObject file = files[0].toObject();
    QCOMPARE(file.value("file").toString(), path);
    QVERIFY(file.value("errors").toArray().isEmpty());
    const QJsonArray qs = file.value("questions").toArray();
    QStringList types;
    for (const QJsonValue &v : qs) {
        const QJsonObject q = v.toObject();
        for (const char *key :
             {"line", "title", "category", "format", "type", "text", "answers", "general_feedback"})
            QVERIFY2(q.contains(key), key);
        QCOMPARE(q.value("category").toString(), QStringLiteral("Lab/One"));
        types << q.value("type").toString();
    }
    QCOMPARE(types, (QStringList{"multichoice", "truefalse", "numerical", "matching", "shortanswer",
                                 "multiple_answer", "essay", "description"}));
    const QJsonObject pick = qs[0].toObject();
    QCOMPARE(pick.value("line").toInt(), 4);
    QCOMPARE(pick.value("format").toString(), QStringLiteral("markdown"));
    QCOMPARE(pick.value("text").toString(), QStringLiteral("Which {one}?"));
    QCOMPARE(pick.value("general_feedback").toString(), QStringLiteral("general"));
    const QJsonObject b = pick.value("answers").toArray()[1].toObject();
    QCOMPARE(b.value("text").toString(), QStringLiteral("b"));
    QCOMPARE(b.value("fraction").toDouble(), -0.5);
    QCOMPARE(b.value("feedback").toString(), QStringLiteral("no"));
    QCOMPARE(qs[1].toObject().value("answer").toBool(true), false);
    const QJsonObject num = qs[2].toObject().value("answers").toArray()[0].toObject();
    QCOMPARE(num.value("value").toDouble(), 3.0);
    QCOMPARE(num.value("tolerance").toDouble(), 2.0);
    QVERIFY(!num.contains("text"));
    const QJsonArray pairs = qs[3].toObject().value("pairs").toArray();
    QCOMPARE(pairs.size(), 2);
    QCOMPARE(pairs[0].toObject().value("question").toString(), QStringLiteral("x"));
    QCOMPARE(pairs[0].toObject().value("answer").toString(), QStringLiteral("1"));
}

void TestLessonsCli::quizValidateProblems()
{
    QTemporaryDir dir;
    const QString good = writeFile(dir, "good.gift", "Q{T}\n");
    const QString bad = writeFile(dir, "bad.gift",
                                  "::A::Fine{T}\n\n::B::Open {=a ~b\n\n::C::One{~x}\n\n"
                                  "::D::N{#abc}\n\n::E::M{=a -> b}\n");
    QByteArray out, err;
    QCOMPARE(run({"quiz", "validate", good, bad}, &out, &err), 1);
    const QStringList lines = QString::fromUtf8(err).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QVERIFY2(lines[0].startsWith(bad + ":3: "), qPrintable(lines[0]));
    QVERIFY2(lines[1].startsWith(bad + ":5: "), qPrintable(lines[1]));
    QVERIFY2(lines[2].startsWith(bad + ":7: "), qPrintable(lines[2]));
    QVERIFY2(lines[3].startsWith(bad + ":9: "), qPrintable(lines[3]));
    QVERIFY(out.contains("good.gift: 1 questions"));
    QVERIFY(out.contains("bad.gift: 1 questions"));

    QCOMPARE(run({"quiz", "validate", "--json", bad}, &out, &err), 1);
    const QJsonObject file =
        QJsonDocument::fromJson(out).object().value("files").toArray()[0].toObject();
    QCOMPARE(file.value("questions").toArray().size(), 1);
    const QJsonArray errors = file.value("errors").toArray();
    QCOMPARE(errors.size(), 4);
    QCOMPARE(errors[2].toObject().value("line").toInt(), 7);
    QVERIFY(errors[2].toObject().value("message").toString().contains("not a number"));

    QCOMPARE(run({"quiz", "validate", dir.filePath("missing.gift")}, &out, &err), 1);
    QVERIFY(err.contains("missing.gift:0: "));
    // Not a file at all: refused at once (it once read /dev/zero until 10 GB were in memory).
    QCOMPARE(run({"quiz", "validate", "/dev/zero"}, &out, &err), 1);
    QVERIFY2(err.contains("/dev/zero:0: the file is not a regular file"), err.constData());
    QCOMPARE(run({"quiz", "validate", good}, &out, &err), 0);
}

// Export a shipped lesson's bank, validate what was written and compare it question by question
// with the lesson's own file: what Moodle would import is what the lesson asks.
void TestLessonsCli::quizExportRoundTrip()
{
    QTemporaryDir dir;
    const QString target = dir.filePath("memory.gift");
    QByteArray out, err;
    QCOMPARE(run({"quiz", "export", "--lesson", "memory-hierarchy", "--gift", target}, &out, &err),
             0);
    QVERIFY2(out.contains("Wrote"), err.constData());
    QByteArray exported, original;
    QCOMPARE(run({"quiz", "validate", "--json", target}, &exported), 0);
    QCOMPARE(
        run({"quiz", "validate", "--json", GPULAB_LESSONS_SOURCE "/memory/quiz.gift"}, &original),
        0);
    auto questions = [](const QByteArray &json) {
        QJsonArray qs = QJsonDocument::fromJson(json)
                            .object()
                            .value("files")
                            .toArray()[0]
                            .toObject()
                            .value("questions")
                            .toArray();
        for (qsizetype i = 0; i < qs.size(); ++i) {
            QJsonObject q = qs[i].toObject();
            q.remove("line"); // lines differ: the writer lays questions out its own way
            qs[i] = q;
        }
        return qs;
    };
    QVERIFY(questions(original).size() >= 12);
    QCOMPARE(questions(exported), questions(original));

    // The same bank as Moodle XML reads back as the same questions.
    const QString xml = dir.filePath("memory.xml");
    QCOMPARE(run({"quiz", "export", "--lesson", "memory-hierarchy", "--xml", xml}, &out, &err), 0);
    QByteArray fromXml;
    QCOMPARE(run({"quiz", "validate", "--json", xml}, &fromXml), 0);
    QCOMPARE(questions(fromXml), questions(original));
    QCOMPARE(run({"quiz", "export", "--lesson", "how-to-use", "--xml", "-"}, &out, &err), 0);
    QVERIFY(out.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>"));

    QCOMPARE(run({"quiz", "export", "--lesson", "no-such-lesson", "--gift", target}, &out, &err),
             1);
    QVERIFY(err.contains("no lesson 'no-such-lesson'"));
    QCOMPARE(run({"quiz", "export", "--lesson", "how-to-use", "--gift", "-"}, &out, &err), 0);
    QVERIFY(out.contains("$CATEGORY: "));
}

void TestLessonsCli::quizUsage()
{
    QByteArray out, err;
    QCOMPARE(run({"quiz"}, &out, &err), 2);
    QCOMPARE(run({"quiz", "validate"}, &out, &err), 2);
    QCOMPARE(run({"quiz", "validate", "--bogus", "x"}, &out, &err), 2);
    QCOMPARE(run({"quiz", "export", "--lesson", "howto"}, &out, &err), 2);
    QCOMPARE(run({"quiz", "export", "--lesson", "howto", "--gift", "a", "--xml", "b"}, &out, &err),
             2);
    QCOMPARE(run({"quiz", "grade"}, &out, &err), 2);
    QCOMPARE(run({"--help"}, &out, &err), 0);
    QVERIFY(out.contains("quiz validate [--json] FILE..."));
}

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
    // Columns never run into each other: every row splits at two or more spaces into the six
    // columns of the header, whole names included (the rack's long name once ran into its year).
    QStringList lines = QString::fromUtf8(out).split('\n', Qt::SkipEmptyParts);
    QVERIFY(lines.size() == specs.size() + 2);
    lines.removeLast(); // "N rows from ..."
    const QRegularExpression gap("\\s{2,}");
    QCOMPARE(lines.first().split(gap),
             (QStringList{"id", "name", "year", "memory GB", "bandwidth GB/s", "FP32 TFLOPS"}));
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QStringList cells = lines[i].split(gap);
        QVERIFY2(cells.size() == 6, qPrintable(lines[i]));
        const QJsonObject spec = specs.at(i - 1).toObject();
        QCOMPARE(cells[0], spec.value("id").toString());
        QCOMPARE(cells[1], spec.value("name").toString());
        QCOMPARE(cells[2].toInt(), spec.value("year").toInt());
        // The columns line up: each cell ends where its header ends (numbers) or starts where
        // it starts (text).
        QCOMPARE(lines[i].indexOf(cells[1]), lines.first().indexOf("name"));
        QCOMPARE(lines[i].indexOf(cells[2]) + cells[2].size(), lines.first().indexOf("year") + 4);
    }
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

// The shipped file `name` with `column` of its first data row set to `value`, written to `dir`;
// `*line` is that row's line (1-based).
static QString brokenCopy(const QTemporaryDir &dir, const QString &name, const QByteArray &column,
                          const QByteArray &value, int *line)
{
    QFile shipped(QStringLiteral(GPULAB_ASSETS_DIR "/data/") + name);
    if (!shipped.open(QIODevice::ReadOnly))
        return {};
    QList<QByteArray> lines = shipped.readAll().split('\n');
    int header = -1;
    for (int i = 0; i < lines.size(); ++i) {
        if (lines[i].startsWith('#') || lines[i].trimmed().isEmpty())
            continue;
        if (header < 0) {
            header = i;
            continue;
        }
        QList<QByteArray> cells = lines[i].split(',');
        cells[lines[header].split(',').indexOf(column)] = value;
        lines[i] = cells.join(',');
        *line = i + 1;
        break;
    }
    return writeFile(dir, name, lines.join('\n'));
}

void TestLessonsCli::dataCheckClean()
{
    QByteArray out, err;
    QCOMPARE(run({"data", "check"}, &out, &err), 0);
    QVERIFY2(err.isEmpty(), err.constData());
    for (const char *table : {"gpu-specs:", "gpu-prices:", "interconnects:", "memory-levels:"})
        QVERIFY2(out.contains(table), out.constData());
    QVERIFY(out.contains("0 problem(s) from :/assets/data/gpu-specs.csv"));
    // Each table's translations, as GPU Lab applies them: clean and complete.
    for (const char *code : {"ar", "es", "zh_CN"})
        QVERIFY2(out.contains(QStringLiteral("  %1: 0 problem(s), 0 cell(s) in English, from "
                                             ":/assets/data/i18n/%1/gpu-specs.csv")
                                  .arg(code)
                                  .toUtf8()),
                 out.constData());
    QVERIFY(out.contains("  es: 0 problem(s), 0 cell(s) in English, from "
                         ":/lessons/telemetry/i18n/es/smifields.csv"));

    QCOMPARE(run({"data", "check", "--json"}, &out, &err), 0);
    QJsonParseError parseError;
    const QJsonObject doc = QJsonDocument::fromJson(out, &parseError).object();
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    const QJsonArray files = doc.value("files").toArray();
    QCOMPARE(files.size(), 6);
    for (const QJsonValue &value : files) {
        const QJsonObject file = value.toObject();
        QVERIFY(file.value("file").isString());
        QVERIFY(file.value("rows").toInt() > 0);
        QVERIFY(file.value("problems").isArray());
        QVERIFY(file.value("problems").toArray().isEmpty());
        QCOMPARE(file.value("translations").toArray().size(), 3);
        for (const QJsonValue &translation : file.value("translations").toArray()) {
            QCOMPARE(translation.toObject().value("untranslated").toInt(-1), 0);
            QVERIFY(translation.toObject().value("problems").toArray().isEmpty());
        }
    }
    QCOMPARE(files[0].toObject().value("table").toString(), QStringLiteral("gpu-specs"));
    QCOMPARE(files[0].toObject().value("file").toString(),
             QStringLiteral(":/assets/data/gpu-specs.csv"));
}

// Copies of the shipped GPU specs and interconnects, each with one bad row, named by
// $GPULAB_SPECS_FILE and $GPULAB_INTERCONNECTS_FILE: both rows reported by file and line (and
// the memory levels of the GPU left out), the others still loaded, exit 1.
void TestLessonsCli::dataCheckBrokenCopies()
{
    QTemporaryDir dir;
    int specsLine = 0, linksLine = 0;
    const QString specs = brokenCopy(dir, "gpu-specs.csv", "year", "soon", &specsLine);
    const QString links =
        brokenCopy(dir, "interconnects.csv", "bidirectional_gbs", "1", &linksLine);
    QVERIFY(!specs.isEmpty() && !links.isEmpty() && specsLine > 0 && linksLine > 0);
    const QStringList environment{"GPULAB_SPECS_FILE=" + specs,
                                  "GPULAB_INTERCONNECTS_FILE=" + links};
    QByteArray out, err;
    QCOMPARE(run({"data", "check"}, &out, &err, environment), 1);
    const QStringList problems = QString::fromUtf8(err).split('\n', Qt::SkipEmptyParts);
    // The specs row (v100-sxm2) is left out, so the memory levels naming it are problems too.
    QCOMPARE(problems.size(), 2 + 5);
    QVERIFY2(problems[0].startsWith(QStringLiteral("%1:%2: year").arg(specs).arg(specsLine)),
             qPrintable(problems[0]));
    QVERIFY2(problems[1].startsWith(
                 QStringLiteral("%1:%2: bidirectional_gbs").arg(links).arg(linksLine)),
             qPrintable(problems[1]));
    for (int i = 2; i < problems.size(); ++i)
        QVERIFY2(problems[i].contains("memory-levels.csv:") &&
                     problems[i].contains("gpu \"v100-sxm2\" has no row"),
                 qPrintable(problems[i]));
    QVERIFY(out.contains(QStringLiteral("1 problem(s) from %1").arg(links).toUtf8()));

    QCOMPARE(run({"data", "check", "--json"}, &out, &err, environment), 1);
    const QJsonArray files = QJsonDocument::fromJson(out).object().value("files").toArray();
    QCOMPARE(files.size(), 6);
    QJsonObject linksFile;
    for (const QJsonValue &value : files)
        if (value.toObject().value("file").toString() == links)
            linksFile = value.toObject();
    QCOMPARE(linksFile.value("rows").toInt(), 14); // 15 shipped, one left out
    const QJsonArray linkProblems = linksFile.value("problems").toArray();
    QCOMPARE(linkProblems.size(), 1);
    QCOMPARE(linkProblems[0].toObject().value("line").toInt(), linksLine);
    QVERIFY(linkProblems[0].toObject().value("message").toString().contains(
        "not 2 x per_direction_gbs"));

    // A variable naming a file that does not exist: a problem of the file as a whole, exit 1.
    QCOMPARE(run({"data", "check"}, &out, &err,
                 {"GPULAB_MEMORY_LEVELS_FILE=" + dir.filePath("missing.csv")}),
             1);
    QVERIFY2(err.startsWith(dir.filePath("missing.csv").toUtf8() + ": the file cannot be read"),
             err.constData());
}

void TestLessonsCli::dataCheckUsage()
{
    QByteArray out, err;
    for (const QStringList &args :
         {QStringList{"data"}, QStringList{"data", "list"}, QStringList{"data", "check", "--file"},
          QStringList{"data", "check", "--json=1"}}) {
        QCOMPARE(run(args, &out, &err), 2);
        QVERIFY2(err.contains("gpulab-cli: data"), err.constData());
        QVERIFY(out.isEmpty());
    }
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

    // A lesson whose quiz bank has a question that does not load has a problem too (it was
    // once counted as none): the question's FILE:LINE on standard error, exit 1, and the good
    // questions still counted.
    QVERIFY(QFile::remove(broken.fileName()));
    manifest.setFileName(dir.filePath("mine/lesson.json"));
    QVERIFY(manifest.open(QIODevice::WriteOnly | QIODevice::Truncate));
    manifest.write(R"({"id": "mine", "title": "Mine", "summary": "s", "objectives": ["o"],
 "simulation": "none", "quiz": "quiz.gift",
 "sections": [{"id": "a", "title": "A", "file": "a.md"}]})");
    manifest.close();
    QFile bank(dir.filePath("mine/quiz.gift"));
    QVERIFY(bank.open(QIODevice::WriteOnly));
    bank.write("::good:: Two plus two? {=4 ~5}\n\n::bad:: Never closed {=yes ~no\n");
    bank.close();
    err.clear();
    QCOMPARE(run({"lessons", "--json", "--lessons-dir", dir.path()}, &out, &err), 1);
    QVERIFY2(err.contains("mine/quiz.gift:3: "), err.constData());
    for (const QJsonValue &lesson :
         QJsonDocument::fromJson(out).object().value("lessons").toArray())
        if (lesson.toObject().value("id") == QStringLiteral("mine"))
            QCOMPARE(lesson.toObject().value("quiz_questions").toInt(), 1);
}

void TestLessonsCli::translatedLessons()
{
    // A lesson with a Spanish translation of its title and first section, and a second section
    // left in English; a Chinese translation that names a section the lesson does not have.
    QTemporaryDir dir;
    writeFile(dir, "mine/lesson.json", R"({"id": "mine", "title": "Mine", "summary": "s",
 "objectives": ["o"], "simulation": "none", "sections": [
  {"id": "a", "title": "A", "file": "a.md"}, {"id": "b", "title": "B", "file": "b.md"}]})");
    writeFile(dir, "mine/a.md", "# A\n");
    writeFile(dir, "mine/b.md", "# B\n");
    writeFile(dir, "mine/i18n/es/lesson.json",
              R"({"title": "La mía", "sections": [{"id": "a", "title": "Ay"}]})");
    writeFile(dir, "mine/i18n/es/a.md", "# Ay\n");
    writeFile(dir, "mine/i18n/zh_CN/lesson.json", "{\"sections\": [\n {\"id\": \"c\"}\n]}");

    QByteArray out, err;
    QCOMPARE(run({"lessons", "--lessons-dir", dir.path(), "--lang", "es"}, &out, &err), 0);
    QVERIFY2(out.contains("mine  La m\xc3\xad"
                          "a\n"),
             out.constData());
    QVERIFY2(out.contains("1. Ay\n"), out.constData());
    QVERIFY2(out.contains("2. B (in English)\n"), out.constData());
    QCOMPARE(run({"lessons", "--json", "--lessons-dir", dir.path(), "--lang=es"}, &out, &err), 0);
    for (const QJsonValue &lesson :
         QJsonDocument::fromJson(out).object().value("lessons").toArray()) {
        const QJsonObject object = lesson.toObject();
        if (object.value("id") != QStringLiteral("mine"))
            continue;
        QCOMPARE(object.value("language").toString(), QString("es"));
        const QJsonArray sections = object.value("sections").toArray();
        QCOMPARE(sections.at(0).toObject().value("translated").toBool(), true);
        QCOMPARE(sections.at(1).toObject().value("translated").toBool(), false);
    }
    // Without --lang: English.
    QCOMPARE(run({"lessons", "--lessons-dir", dir.path()}, &out, &err), 0);
    QVERIFY(out.contains("mine  Mine\n"));
    // A translation at fault: its FILE:LINE, exit 1, the lesson still listed (in English).
    err.clear();
    QCOMPARE(run({"lessons", "--lessons-dir", dir.path(), "--lang", "zh_CN"}, &out, &err), 1);
    QVERIFY2(err.contains("i18n/zh_CN/lesson.json:2: the original has no section \"c\""),
             err.constData());
    QVERIFY(out.contains("mine  Mine\n"));
    QCOMPARE(run({"lessons", "--lang", "klingonish"}, &out, &err), 2);
    QVERIFY2(err.contains("names no language"), err.constData());
}

void TestLessonsCli::badOption()
{
    QByteArray out, err;
    QCOMPARE(run({"lessons", "--bogus"}, &out, &err), 2);
    QVERIFY(err.contains("unknown option '--bogus'"));
}

// lessons, specs, data check and quiz (and quiz validate, quiz export) each have their own help:
// stdout, exit 0, every option and the exit codes.
void TestLessonsCli::commandHelps()
{
    const struct
    {
        QStringList args;
        QStringList words;
    } cases[] = {
        {{"lessons", "--help"}, {"Usage: gpulab-cli lessons", "--json", "--lessons-dir"}},
        {{"lessons", "--json", "-h"}, {"Usage: gpulab-cli lessons"}},
        {{"specs", "--help"}, {"Usage: gpulab-cli specs", "--json", "--file", "GPULAB_SPECS_FILE"}},
        {{"data", "check", "--help"},
         {"Usage: gpulab-cli data check", "--json", "GPULAB_SPECS_FILE",
          "GPULAB_INTERCONNECTS_FILE", "GPULAB_MEMORY_LEVELS_FILE"}},
        {{"quiz", "--help"},
         {"Usage: gpulab-cli quiz validate", "quiz export", "--json", "--lesson", "--gift",
          "--lessons-dir"}},
        {{"quiz", "validate", "--help"}, {"Usage: gpulab-cli quiz validate", "--json"}},
        {{"quiz", "export", "--help"},
         {"quiz export", "--lesson", "--gift", "--xml", "--lessons-dir"}},
    };
    for (const auto &c : cases) {
        QByteArray out, err;
        QCOMPARE(run(c.args, &out, &err), 0);
        QVERIFY2(err.isEmpty(), err.constData());
        QVERIFY2(!out.contains("Commands:"), qPrintable(c.args.join(' ')));
        for (const QString &word : c.words + QStringList{"-h, --help", "Exit codes"})
            QVERIFY2(out.contains(word.toUtf8()), qPrintable(c.args.join(' ') + ": " + word));
    }
}

// An option left without its value says so, naming the option (not "unknown option"); exit 2.
void TestLessonsCli::missingValues()
{
    const struct
    {
        QStringList args;
        const char *message;
    } cases[] = {
        {{"specs", "--file"}, "specs: --file needs a value"},
        {{"specs", "--json", "--file"}, "specs: --file needs a value"},
        {{"lessons", "--lessons-dir"}, "lessons: --lessons-dir needs a value"},
        {{"quiz", "export", "--lesson", "how-to-use", "--gift"}, "export: --gift needs a value"},
        {{"quiz", "export", "--gift", "-", "--lesson"}, "export: --lesson needs a value"},
        {{"quiz", "export", "--lesson", "how-to-use", "--gift", "-", "--lessons-dir"},
         "export: --lessons-dir needs a value"},
    };
    for (const auto &c : cases) {
        QByteArray out, err;
        QCOMPARE(run(c.args, &out, &err), 2);
        QVERIFY2(err.contains(c.message), err.constData());
        QVERIFY2(!err.contains("unknown"), err.constData());
        QVERIFY(out.isEmpty());
    }
    QByteArray out, err;
    QCOMPARE(run({"quiz", "export", "--lesson", "how-to-use", "--format", "gift"}, &out, &err), 2);
    QVERIFY2(err.contains("unknown option '--format'"), err.constData());
}

// --name=VALUE is --name VALUE; a flag given a value is a usage error.
void TestLessonsCli::optionEqualsValue()
{
    QByteArray out, err;
    QCOMPARE(
        run({"specs", "--json", "--file=" GPULAB_ASSETS_DIR "/data/gpu-specs.csv"}, &out, &err), 0);
    QCOMPARE(QJsonDocument::fromJson(out).object().value("file").toString(),
             QStringLiteral(GPULAB_ASSETS_DIR "/data/gpu-specs.csv"));
    QCOMPARE(run({"quiz", "export", "--lesson=how-to-use", "--gift=-"}, &out, &err), 0);
    QVERIFY(out.contains("$CATEGORY: "));
    QTemporaryDir dir;
    QCOMPARE(run({"lessons", "--json", "--lessons-dir=" + dir.path()}, &out, &err), 0);
    QVERIFY(QJsonDocument::fromJson(out).object().value("lessons").toArray().size() > 0);
    for (const QStringList &args :
         {QStringList{"lessons", "--json=1"}, QStringList{"specs", "--json=yes"},
          QStringList{"quiz", "validate", "--json=1", "bank.gift"}}) {
        QCOMPARE(run(args, &out, &err), 2);
        QVERIFY2(err.contains("--json takes no value"), err.constData());
    }
}

QTEST_GUILESS_MAIN(TestLessonsCli)
#include "tst_lessonscli.moc"
