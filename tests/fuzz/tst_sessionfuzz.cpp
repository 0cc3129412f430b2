// Randomized fuzzing of the Live Lab's saved sessions (lessons/framework/labsession.h): the
// properties of sessionproperties.h (figures in range, load -> save -> load the identity, the
// writer on random sessions) for mutants of tests/fuzz/seeds/sessions (version 1 and 2 files,
// regressions/) and of sessions the writer made. Environment: fuzzdriver.h (default 8 s).
#include "fuzzdriver.h"
#include "sessionproperties.h"

#include <QTest>

using namespace gpulab::fuzz;

namespace {
const QList<QByteArray> kTokens = {"\"n\": ",
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
} // namespace

class TestSessionFuzz : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        for (std::uint64_t seed = 1; seed <= 3; ++seed) { // the writer's own output
            const QString path = scratchPath(QStringLiteral("seed.json"));
            QVERIFY(
                gpulab::saveLabSession(path, gpulab::sessionfuzz::randomSession(seed), nullptr));
            m_seeds.add(QStringLiteral("written-%1").arg(seed), readAll(path));
        }
        QVERIFY2(m_seeds.addSeedFolder(QStringLiteral(GPULAB_FUZZ_DIR), QStringLiteral("sessions")),
                 "GPULAB_FUZZ_INPUT names no file");
    }

    void corpus_data() { m_seeds.addRows(); }
    void corpus() { checkCurrentRow(gpulab::sessionfuzz::checkSession); }

    void randomized()
    {
        runRandomized({"Lab session", "session", ".json", defaultSeconds(8, 8), kTokens,
                       gpulab::sessionfuzz::checkSession},
                      m_seeds.inputs);
    }

private:
    Seeds m_seeds;
};

QTEST_GUILESS_MAIN(TestSessionFuzz)
#include "tst_sessionfuzz.moc"
