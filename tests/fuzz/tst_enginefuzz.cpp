// Randomized fuzzing of the measurement engine's request lines (compute/enginerequest.h) and
// of its line loop (runEngine, compute/engine.h) on the lines that start no measurement: the
// properties of engineproperties.h for every mutant of tests/fuzz/seeds/engine (requests of
// every verb, refusals, blank lines, cancel, quit) and its regressions/. compute has no Qt, but
// its tests use QtTest: labelled "compute", so the asan preset runs this one too.
// Environment: fuzzdriver.h (default 8 s, 8 s under ASan).
#include "engineproperties.h"
#include "fuzzdriver.h"

#include <QTest>

using namespace gpulab::fuzz;

namespace {
const QList<QByteArray> kTokens = {
    "bench",     "roofs",  "latency",  "bandwidth", "transfer",    "devices",  "multidevice",
    "cancel",    "quit",   "tune",     "tuning",    " device=",    " sizes=",  " variants=",
    " repeats=", " seed=", " verify=", " min=",     " max=",       " budget=", " half=",
    " huge=",    " host=", " n=",      " devices=", " split=",     "=",        ",",
    ",,",        "4K",     "256M",     "1G",        "64KiB",       "16E",      "-1",
    "\n",        "  ",     "gemv",     " gemm=",    "opencl-tiled"};
} // namespace

class TestEngineFuzz : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(m_seeds.addSeedFolder(QStringLiteral(GPULAB_FUZZ_DIR), QStringLiteral("engine")),
                 "GPULAB_FUZZ_INPUT names no file");
        QVERIFY2(m_seeds.inputs.size() >= 5, "the seed corpus is missing");
    }

    void corpus_data() { m_seeds.addRows(); }
    void corpus() { checkCurrentRow(gpulab::enginefuzz::checkEngine); }

    // Values at the edges of what each field holds are refused or read exactly.
    void edges_data()
    {
        QTest::addColumn<QByteArray>("input");
        for (const char *line :
             {"roofs device=4294967295", "roofs device=-2", "roofs device=2147483648",
              "roofs repeats=4294967297", "multidevice n=4294967808", "multidevice split=nan",
              "multidevice split=1e309", "latency budget=inf", "latency budget=1e-320",
              "latency min=0", "bench sizes=4294967360 variants=x",
              "bench sizes=8 variants=x verify=99999999999999999999", "bandwidth max=16E",
              "gemv n=4294967296", "gemv device=-1", "gemv n=8193", "gemv repeats=0",
              "gemv gemm=serial-naive", "gemv gemm="})
            QTest::newRow(line) << QByteArray(line);
    }
    void edges() { corpus(); }

    void randomized()
    {
        runRandomized({"Engine request", "engine", ".txt", defaultSeconds(8, 8), kTokens,
                       gpulab::enginefuzz::checkEngine},
                      m_seeds.inputs);
    }

private:
    Seeds m_seeds;
};

QTEST_GUILESS_MAIN(TestEngineFuzz)
#include "tst_enginefuzz.moc"
