// Randomized fuzzing of lesson manifests and folders (lessons/framework/lessoncontent.h,
// loadLesson; lessonregistry.h, checkAgainstLessonTable): the properties of lessonproperties.h
// (problem lines, what a loaded lesson holds, one damaged section leaving the others) for
// mutants of every shipped lessons/*/lesson.json and tests/fuzz/seeds/lessons/regressions.
// Environment: fuzzdriver.h (default 8 s).
#include "fuzzdriver.h"
#include "lessonproperties.h"

#include <QTest>

using namespace gpulab::fuzz;

class TestLessonFuzz : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const QDir lessons(QStringLiteral(GPULAB_LESSONS_DIR));
        for (const QString &folder :
             lessons.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const QString path = lessons.filePath(folder + QStringLiteral("/lesson.json"));
            if (QFile::exists(path))
                m_seeds.add(QStringLiteral("lessons/") + folder, readAll(path));
        }
        m_seeds.addFolder(QStringLiteral(GPULAB_FUZZ_DIR "/seeds/lessons/regressions"),
                          QStringLiteral("regressions"));
        QVERIFY2(m_seeds.addFromEnvironment(), "GPULAB_FUZZ_INPUT names no file");
        QVERIFY2(m_seeds.inputs.size() >= 5, "the shipped lessons are missing");
    }

    // A warning of Qt's is a failure too: a path with a NUL once reached QFileInfo ("Broken
    // filename passed to function") instead of being refused.
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral("."))); }

    void corpus_data() { m_seeds.addRows(); }
    void corpus()
    {
        QFETCH(QByteArray, input);
        const QString violation = gpulab::lessonfuzz::checkLesson(input, 1);
        QVERIFY2(violation.isEmpty(), qPrintable(violation));
    }

    // Each shipped manifest, each section damaged in each way: the others load.
    void everySectionDamaged_data() { corpus_data(); }
    void everySectionDamaged()
    {
        QFETCH(QByteArray, input);
        for (std::uint64_t seed = 0; seed < 60; ++seed) {
            const QString violation = gpulab::lessonfuzz::checkLesson(input, seed);
            QVERIFY2(violation.isEmpty(), qPrintable(violation));
        }
    }

    void randomized()
    {
        Target target;
        target.name = QStringLiteral("Lesson manifest");
        target.file = QStringLiteral("lesson");
        target.suffix = QStringLiteral(".json");
        target.tokens = {"\"id\": ",
                         "\"title\": ",
                         "\"file\": ",
                         "\"sections\": ",
                         "\"beats\": true",
                         "\"beat\": 2",
                         "\"tab\": ",
                         "\"quiz\": ",
                         "\"order\": ",
                         "\"simulation\": \"none\"",
                         "\"objectives\": ",
                         "\"../x.md\"",
                         "\"/etc/passwd\"",
                         "\"01-why.md\"",
                         "null",
                         "[]",
                         "{}",
                         "[{",
                         "{\"a\":",
                         "\"\\u0069d\"",
                         "\"\\ud800\"",
                         "\"\""};
        target.seconds = defaultSeconds(8, 8);
        target.check = [](const QByteArray &input, std::uint64_t seed, QSet<QString> *f) {
            return gpulab::lessonfuzz::checkLesson(input, seed, f);
        };
        runRandomized(target, m_seeds.inputs);
    }

private:
    Seeds m_seeds;
};

QTEST_GUILESS_MAIN(TestLessonFuzz)
#include "tst_lessonfuzz.moc"
