// Randomized fuzzing of simulation presets (widgets/simulationpreset.h): the properties of
// presetproperties.h (fields in range, write -> read the identity, in memory and through the
// file) for mutants of tests/fuzz/seeds/presets and its regressions/.
// Environment: fuzzdriver.h (default 6 s).
#include "fuzzdriver.h"
#include "presetproperties.h"

#include <QTest>

using namespace gpulab::fuzz;

class TestPresetFuzz : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const QString dir = QStringLiteral(GPULAB_FUZZ_DIR "/seeds/presets");
        m_seeds.addFolder(dir, QStringLiteral("seeds"));
        m_seeds.addFolder(dir + QStringLiteral("/regressions"), QStringLiteral("regressions"));
        QVERIFY2(m_seeds.addFromEnvironment(), "GPULAB_FUZZ_INPUT names no file");
        QVERIFY2(m_seeds.inputs.size() >= 2, "the seed corpus is missing");
    }

    void corpus_data() { m_seeds.addRows(); }
    void corpus()
    {
        QFETCH(QByteArray, input);
        const QString violation = gpulab::presetfuzz::checkPreset(input);
        QVERIFY2(violation.isEmpty(), qPrintable(violation));
    }

    void randomized()
    {
        Target target;
        target.name = QStringLiteral("Simulation preset");
        target.file = QStringLiteral("preset");
        target.suffix = QStringLiteral(".json");
        target.tokens = {"\"seed\": ",
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
        target.seconds = defaultSeconds(6, 6);
        target.check = [](const QByteArray &input, std::uint64_t seed, QSet<QString> *f) {
            return gpulab::presetfuzz::checkPreset(input, seed, f);
        };
        runRandomized(target, m_seeds.inputs);
    }

private:
    Seeds m_seeds;
};

QTEST_GUILESS_MAIN(TestPresetFuzz)
#include "tst_presetfuzz.moc"
