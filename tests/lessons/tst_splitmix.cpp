// The models' one generator (lessons/framework/splitmix.h) gives SplitMix64's published numbers:
// the reference output of Vigna's splitmix64.c from the state 1234567, so every model draws the
// same numbers on every platform; and the two mappings to (0, 1) use the top 53 bits.
#include "lessons/framework/splitmix.h"

#include <QtTest>

using namespace gpulab;

namespace {

// Usable at compile time too (constexpr).
constexpr quint64 firstFrom(quint64 state)
{
    return splitMix64(state);
}
static_assert(firstFrom(1234567) == 6457827717110365317ULL);

} // namespace

class TestSplitMix : public QObject
{
    Q_OBJECT
private slots:
    void referenceSequence()
    {
        const quint64 expected[] = {6457827717110365317ULL, 3203168211198807973ULL,
                                    9817491932198370423ULL, 4593380528125082431ULL,
                                    16408922859458223821ULL};
        quint64 state = 1234567;
        for (quint64 value : expected)
            QCOMPARE(splitMix64(state), value);
        // The state advances by the golden-ratio increment, one step per number.
        QCOMPARE(state, 1234567 + 5 * 0x9E3779B97F4A7C15ULL);
    }

    void unitIntervals()
    {
        // Exact comparisons (QCOMPARE on doubles is fuzzy): one unit in the 53rd bit counts.
        quint64 raw = 0, unit = 0, open = 0;
        for (int i = 0; i < 100; ++i) {
            const quint64 top53 = splitMix64(raw) >> 11;
            QVERIFY(unitInterval(unit) == double(top53) * 0x1.0p-53);         // [0, 1)
            QVERIFY(openUnitInterval(open) == double(top53 + 1) * 0x1.0p-53); // (0, 1]
        }
        quint64 state = 0;
        QVERIFY(unitInterval(state) == 0.88331080821364261); // 16294208416658607535 >> 11, / 2^53
    }
};

QTEST_GUILESS_MAIN(TestSplitMix)
#include "tst_splitmix.moc"
