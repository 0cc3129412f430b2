// Randomized fuzzing of simulation presets (widgets/simulationpreset.h): the properties of
// presetproperties.h (fields in range, write -> read the identity, in memory and through the
// file) for mutants of tests/fuzz/seeds/presets and its regressions/.
// Environment: fuzzdriver.h (default 6 s).
#include "fuzzdriver.h"
#include "presetproperties.h"

#include <QTest>

using namespace gpulab::fuzz;

namespace {
const QList<QByteArray> kTokens = {"\"seed\": ",
                                   "\"beat\": ",
                                   "\"steps\": ",
                                   "\"speed\": ",
                                   "\"parameters\": ",
                                   "\"simulation\": ",
                                   "\"version\": 2",
                                   "null",
                                   "true",
                                   "[]",
                                   "{}",
                                   "\"\"",
                                   "\"\\u0000\"",
                                   "\"\\ud800\"",
                                   "[{",
                                   "{\"a\":",
                                   "0.25",
                                   "4.0000000001",
                                   "36000",
                                   "36001",
                                   "18446744073709551615"};
} // namespace

class TestPresetFuzz : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(m_seeds.addSeedFolder(QStringLiteral(GPULAB_FUZZ_DIR), QStringLiteral("presets")),
                 "GPULAB_FUZZ_INPUT names no file");
        QVERIFY2(m_seeds.inputs.size() >= 2, "the seed corpus is missing");
    }

    void corpus_data() { m_seeds.addRows(); }
    void corpus() { checkCurrentRow(gpulab::presetfuzz::checkPreset); }

    void randomized()
    {
        runRandomized({"Simulation preset", "preset", ".json", defaultSeconds(6, 6), kTokens,
                       gpulab::presetfuzz::checkPreset},
                      m_seeds.inputs);
    }

private:
    Seeds m_seeds;
};

QTEST_GUILESS_MAIN(TestPresetFuzz)
#include "tst_presetfuzz.moc"
