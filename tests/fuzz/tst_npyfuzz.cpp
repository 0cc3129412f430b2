// Randomized fuzzing of the .npy reader (compute/npyreader.h): the properties of npyproperties.h
// (a tensor in range or a reason, the '<f8' round trip, the file reader the pure one, the
// quantisers on what it reads) for mutants of tests/fuzz/seeds/npy and its regressions/.
// Environment: fuzzdriver.h (default 6 s).
#include "fuzzdriver.h"
#include "npyproperties.h"

#include <QTest>

using namespace gpulab::fuzz;

namespace {
const QList<QByteArray> kTokens = {QByteArray("\x93NUMPY\x01\x00", 8),
                                   QByteArray("\x93NUMPY\x02\x00", 8),
                                   "{'descr': '<f4', ",
                                   "'descr': '<f8'",
                                   "'descr': '<f2'",
                                   "'fortran_order': False, ",
                                   "'fortran_order': True",
                                   "'shape': (",
                                   "(3, 4)",
                                   "(16777216,)",
                                   "(4096, 4097)",
                                   ", }",
                                   "}",
                                   "\"",
                                   "'",
                                   ",",
                                   ")",
                                   "L",
                                   "\n",
                                   QByteArray("\x00\x00\xc0\x7f", 4),
                                   QByteArray("\x00\x00\x80\x7f", 4),
                                   QByteArray("\xff\xff\x00\x00", 4)};
} // namespace

class TestNpyFuzz : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(m_seeds.addSeedFolder(QStringLiteral(GPULAB_FUZZ_DIR), QStringLiteral("npy")),
                 "GPULAB_FUZZ_INPUT names no file");
        QVERIFY2(m_seeds.inputs.size() >= 6, "the seed corpus is missing");
    }

    void corpus_data() { m_seeds.addRows(); }
    void corpus() { checkCurrentRow(gpulab::npyfuzz::checkNpy); }

    // The seeds are what they say: three good files, three refused.
    void seedsAreWhatTheySay()
    {
        int accepted = 0;
        for (const QByteArray &seed : std::as_const(m_seeds.inputs)) {
            const auto r = gpulab::fp::readNpy(std::span<const std::uint8_t>(
                reinterpret_cast<const std::uint8_t *>(seed.data()), std::size_t(seed.size())));
            accepted += std::holds_alternative<gpulab::fp::Tensor>(r) ? 1 : 0;
        }
        QCOMPARE(accepted, 3);
    }

    void randomized()
    {
        runRandomized(
            {"npy file", "npy", ".npy", defaultSeconds(6, 6), kTokens, gpulab::npyfuzz::checkNpy},
            m_seeds.inputs);
    }

private:
    Seeds m_seeds;
};

QTEST_GUILESS_MAIN(TestNpyFuzz)
#include "tst_npyfuzz.moc"
