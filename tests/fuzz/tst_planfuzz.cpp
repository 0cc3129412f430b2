// Randomized fuzzing of class plans (app/classplan.h): the properties of planproperties.h (every
// problem on a line of the input, every step kept or reported, fields in range, write -> read
// the identity, the check against lessons) for mutants of tests/fuzz/seeds/plans and its
// regressions/. Environment: fuzzdriver.h (default 6 s).
#include "fuzzdriver.h"
#include "planproperties.h"

#include <QTest>

using namespace gpulab::fuzz;

namespace {
const QList<QByteArray> kTokens = {"\"lesson\": ",
                                   "\"section\": ",
                                   "\"beat\": ",
                                   "\"tab\": ",
                                   "\"note\": ",
                                   "\"minutes\": ",
                                   "\"setup\": ",
                                   "\"steps\": ",
                                   "\"title\": ",
                                   "\"version\": 2",
                                   "\"l\"",
                                   "\"m\"",
                                   "\"a\"",
                                   "\"c\"",
                                   "null",
                                   "true",
                                   "[]",
                                   "{}",
                                   "\"\"",
                                   "\"\\u0000\"",
                                   "\"\\ufeff\"",
                                   "\"\\ud800\"",
                                   "[{",
                                   "{\"a\":",
                                   "0",
                                   "2",
                                   "-1",
                                   "1440",
                                   "1441",
                                   "10001",
                                   "1e300"};
} // namespace

class TestPlanFuzz : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(m_seeds.addSeedFolder(QStringLiteral(GPULAB_FUZZ_DIR), QStringLiteral("plans")),
                 "GPULAB_FUZZ_INPUT names no file");
        QVERIFY2(m_seeds.inputs.size() >= 2, "the seed corpus is missing");
    }

    void corpus_data() { m_seeds.addRows(); }
    void corpus() { checkCurrentRow(gpulab::planfuzz::checkPlan); }

    void randomized()
    {
        runRandomized({"Class plan", "plan", ".json", defaultSeconds(6, 6), kTokens,
                       gpulab::planfuzz::checkPlan},
                      m_seeds.inputs);
    }

private:
    Seeds m_seeds;
};

QTEST_GUILESS_MAIN(TestPlanFuzz)
#include "tst_planfuzz.moc"
