// Randomized fuzzing of the Live Lab's saved sessions (lessons/livelab/labsession.h): the
// properties of sessionproperties.h (figures in range, load -> save -> load the identity, the
// writer on random sessions) for mutants of tests/fuzz/seeds/sessions (version 1 and 2 files,
// regressions/) and of sessions the writer made. Environment: fuzzdriver.h (default 8 s).
#include "fuzzdriver.h"
#include "sessionproperties.h"

#include <QTest>

using namespace gpulab::fuzz;

class TestSessionFuzz : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const QString dir = QStringLiteral(GPULAB_FUZZ_DIR "/seeds/sessions");
        m_seeds.addFolder(dir, QStringLiteral("seeds"));
        m_seeds.addFolder(dir + QStringLiteral("/regressions"), QStringLiteral("regressions"));
        for (std::uint64_t seed = 1; seed <= 3; ++seed) { // the writer's own output
            const QString path = scratchPath(QStringLiteral("seed.json"));
            QVERIFY(
                gpulab::saveLabSession(path, gpulab::sessionfuzz::randomSession(seed), nullptr));
            m_seeds.add(QStringLiteral("written-%1").arg(seed), readAll(path));
        }
        QVERIFY2(m_seeds.addFromEnvironment(), "GPULAB_FUZZ_INPUT names no file");
    }

    void corpus_data() { m_seeds.addRows(); }
    void corpus()
    {
        QFETCH(QByteArray, input);
        const QString violation = gpulab::sessionfuzz::checkSession(input, 1);
        QVERIFY2(violation.isEmpty(), qPrintable(violation));
    }

    void randomized()
    {
        Target target;
        target.name = QStringLiteral("Lab session");
        target.file = QStringLiteral("session");
        target.suffix = QStringLiteral(".json");
        target.tokens = {"\"n\": ",
                         "\"gflops\": ",
                         "\"seconds_median\": ",
                         "\"status\": \"ok\"",
                         "\"FAILED\"",
                         "\"roofs\": ",
                         "\"peak_gflops\": 0",
                         "null",
                         "true",
                         "[]",
                         "{}",
                         "\"version\": 1",
                         "\"version\": 3",
                         "\"provenance\": 1",
                         ".123Z",
                         "+05:30",
                         "\"\\u00e9\"",
                         "\"\\ud800\"",
                         "[{",
                         "{\"a\":"};
        target.seconds = defaultSeconds(8, 8);
        target.check = [](const QByteArray &input, std::uint64_t seed, QSet<QString> *f) {
            return gpulab::sessionfuzz::checkSession(input, seed, f);
        };
        runRandomized(target, m_seeds.inputs);
    }

private:
    Seeds m_seeds;
};

QTEST_GUILESS_MAIN(TestSessionFuzz)
#include "tst_sessionfuzz.moc"
