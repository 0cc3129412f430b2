// Randomized fuzzing of lesson manifests and folders (lessons/framework/lessoncontent.h,
// loadLesson; lessonregistry.h, checkAgainstLessonTable): the properties of lessonproperties.h
// (problem lines, what a loaded lesson holds, one damaged section leaving the others) for
// mutants of every shipped lessons/*/lesson.json and tests/fuzz/seeds/lessons/regressions.
// Environment: fuzzdriver.h (default 8 s).
#include "fuzzdriver.h"
#include "lessonproperties.h"

#include <QTest>

using namespace gpulab::fuzz;

namespace {
const QList<QByteArray> kTokens = {"\"id\": ",
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
} // namespace

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
        QVERIFY2(m_seeds.inputs.size() >= 5, "the shipped lessons are missing");
        QVERIFY2(m_seeds.addSeedFolder(QStringLiteral(GPULAB_FUZZ_DIR), QStringLiteral("lessons")),
                 "GPULAB_FUZZ_INPUT names no file");
    }

    void corpus_data() { m_seeds.addRows(); }
    void corpus() { checkCurrentRow(gpulab::lessonfuzz::checkLesson); }

    // A warning of Qt's is a failure too: a path with a NUL once reached QFileInfo ("Broken
    // filename passed to function") instead of being refused.
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral("."))); }

    // Each shipped manifest, each section damaged in each way: the others load.
    void everySectionDamaged_data() { corpus_data(); }
    void everySectionDamaged()
    {
        for (std::uint64_t seed = 0; seed < 60 && !QTest::currentTestFailed(); ++seed)
            checkCurrentRow(gpulab::lessonfuzz::checkLesson, seed);
    }

    void randomized()
    {
        runRandomized({"Lesson manifest", "lesson", ".json", defaultSeconds(8, 8), kTokens,
                       gpulab::lessonfuzz::checkLesson},
                      m_seeds.inputs);
    }

private:
    Seeds m_seeds;
};

QTEST_GUILESS_MAIN(TestLessonFuzz)
#include "tst_lessonfuzz.moc"
