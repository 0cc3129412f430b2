// Randomized fuzzing of the user's cache files (compute/tuning.h's tuning file and
// compute/cldevice.h's program binary file): the properties of tuneproperties.h (a set that fits
// its device or a reason, write -> read the identity, the file reader the pure one; a binary
// under its key only) for mutants of tests/fuzz/seeds/tuning and its regressions/.
// Environment: fuzzdriver.h (default 6 s).
#include "fuzzdriver.h"
#include "tuneproperties.h"

#include <QTest>

using namespace gpulab::fuzz;

namespace {
const QList<QByteArray> kTokens = {"gpulab-tuning 1\n",
                                   "platform Fuzz Platform\n",
                                   "platform_version ",
                                   "device fuzz-cpu-16\n",
                                   "device fuzz-gpu\n",
                                   "driver 1.0\n",
                                   "device_version ",
                                   "kernels @KERNELS@\n",
                                   "params cpu ",
                                   "params gpu ",
                                   "MR=",
                                   "NR=",
                                   "VW=",
                                   "KC=",
                                   "MB=",
                                   "NB=",
                                   "WGS=",
                                   "MWG=",
                                   "NWG=",
                                   "KWG=",
                                   "MDIMC=",
                                   "NDIMC=",
                                   "VWM=",
                                   "VWN=",
                                   "PADA=",
                                   "PREFETCH=",
                                   "gflops ",
                                   "default_gflops ",
                                   "sizes ",
                                   "date ",
                                   "2026-11-27T10:14:03Z",
                                   "GPULAB-CLBIN 1 ",
                                   " ",
                                   ",",
                                   "\n",
                                   "\r\n",
                                   "="};
} // namespace

class TestTuneFuzz : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(m_seeds.addSeedFolder(QStringLiteral(GPULAB_FUZZ_DIR), QStringLiteral("tuning")),
                 "GPULAB_FUZZ_INPUT names no file");
        QVERIFY2(m_seeds.inputs.size() >= 4, "the seed corpus is missing");
    }

    void corpus_data() { m_seeds.addRows(); }
    void corpus() { checkCurrentRow(gpulab::tunefuzz::checkTuning); }

    // The seeds are what they say: good tuning files are accepted for their device.
    void seedsAreAccepted()
    {
        using namespace gpulab;
        int accepted = 0;
        for (const QByteArray &seed : std::as_const(m_seeds.inputs)) {
            QByteArray input = seed;
            input.replace("kernels @KERNELS@", tunefuzz::kernelsLine());
            for (const DeviceInfo &device : tunefuzz::fuzzDevices())
                accepted += parseTuningFile(input.toStdString(), device, nullptr) ? 1 : 0;
            accepted +=
                parseProgramBinaryFile(seed.toStdString(), tunefuzz::fuzzBinaryKey(), nullptr) ? 1
                                                                                               : 0;
        }
        QVERIFY2(accepted >= 4, qPrintable(QString::number(accepted)));
    }

    void randomized()
    {
        runRandomized({"Cache file", "tuning", ".txt", defaultSeconds(6, 6), kTokens,
                       gpulab::tunefuzz::checkTuning},
                      m_seeds.inputs);
    }

private:
    Seeds m_seeds;
};

QTEST_GUILESS_MAIN(TestTuneFuzz)
#include "tst_tunefuzz.moc"
