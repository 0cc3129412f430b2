// The "Beyond GPUs" lesson's systolic array (systolicmodel.h) against hand-computed cases: the
// cycle counts of both dataflows (weight-stationary: M + 2N - 2 streaming cycles plus N to load
// the weights; output-stationary: per pass K + r + N - 2 plus r to drain), the product checked
// against a plain triple loop for several sizes, the data-movement counts worked by hand, the
// tensor-core comparison (mma.m16n8k16), the wavefront timing (which PE works at which cycle),
// determinism, the beats and the parameter checks; and the rows the lesson's tables read
// (acceleratorrows.h) against the shipped gpu-specs.csv.
#include "lessons/accelerators/acceleratorrows.h"
#include "lessons/accelerators/systolicmodel.h"
#include "lessons/framework/datacatalog.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace gpulab;
using namespace gpulab::systolic;

namespace {

void runToEnd(SystolicModel &model)
{
    for (int i = 0; i < 100000 && !model.finished(); ++i)
        model.step(0.25);
}

SystolicModel made(int size, int rows, Dataflow dataflow, quint64 seed = 7)
{
    SystolicModel model;
    model.reset(seed);
    QString error;
    const bool ok = model.setParameters({{"size", size},
                                         {"rows", rows},
                                         {"dataflow", SystolicModel::dataflowKey(dataflow)},
                                         {"cyclesPerSecond", 4.0}},
                                        &error);
    if (!ok)
        qFatal("%s", qPrintable(error));
    return model;
}

} // namespace

class TestSystolicModel : public QObject
{
    Q_OBJECT

private slots:
    void closedFormCycles()
    {
        // Weight-stationary: the last input row enters row N-1 at cycle (M-1) + (N-1) and its
        // sum leaves column N-1 after N-1 more cycles: M + 2N - 2 cycles in all.
        QCOMPARE(weightStationaryCycles(1, 1), 1LL);
        QCOMPARE(weightStationaryCycles(4, 1), 7LL);   // 1 + 8 - 2
        QCOMPARE(weightStationaryCycles(4, 8), 14LL);  // 8 + 8 - 2
        QCOMPARE(weightStationaryCycles(8, 16), 30LL); // 16 + 16 - 2
        QCOMPARE(weightStationaryCycles(8, 64), 78LL);
        QCOMPARE(weightStationaryCycles(128, 1024), 1278LL); // an MXU-sized array
        QCOMPARE(weightLoadCycles(8), 8LL);
        QCOMPARE(weightLoadCycles(256), 256LL); // TPU v1: 256 cycles to shift a tile in
        // Output-stationary, K = N: 4x4 with 4 rows: (4 + 4 + 4 - 2) + 4 = 14.
        QCOMPARE(outputStationaryCycles(4, 4, 4), 14LL);
        QCOMPARE(outputStationaryCycles(8, 8, 8), 30LL);
        // 6 rows on a 4x4 array: a pass of 4 (14) and a pass of 2 ((4 + 2 + 4 - 2) + 2 = 10).
        QCOMPARE(outputStationaryCycles(4, 6, 4), 24LL);
        QCOMPARE(outputStationaryCycles(2, 1, 2), 4LL); // (2 + 1 + 2 - 2) + 1
        QCOMPARE(weightStationaryCycles(0, 4), 0LL);
        QCOMPARE(outputStationaryCycles(4, 0, 4), 0LL);
    }

    void simulationTakesTheClosedFormsCycles_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("dataflow");
        QTest::addColumn<qlonglong>("cycles");
        const int ws = int(Dataflow::WeightStationary), os = int(Dataflow::OutputStationary);
        QTest::newRow("ws 2x2, 1 row") << 2 << 1 << ws << 3LL;
        QTest::newRow("ws 4x4, 1 row") << 4 << 1 << ws << 7LL;
        QTest::newRow("ws 4x4, 8 rows") << 4 << 8 << ws << 14LL;
        QTest::newRow("ws 8x8, 16 rows") << 8 << 16 << ws << 30LL;
        QTest::newRow("ws 8x8, 64 rows") << 8 << 64 << ws << 78LL;
        QTest::newRow("ws 3x3, 5 rows") << 3 << 5 << ws << 9LL;
        QTest::newRow("os 2x2, 1 row") << 2 << 1 << os << 4LL;
        QTest::newRow("os 4x4, 4 rows") << 4 << 4 << os << 14LL;
        QTest::newRow("os 4x4, 6 rows") << 4 << 6 << os << 24LL;
        QTest::newRow("os 8x8, 8 rows") << 8 << 8 << os << 30LL;
        QTest::newRow("os 8x8, 20 rows") << 8 << 20 << os << 30LL + 30LL + 22LL;
        QTest::newRow("os 5x5, 3 rows") << 5 << 3 << os << 14LL; // (5 + 3 + 5 - 2) + 3
    }
    void simulationTakesTheClosedFormsCycles()
    {
        QFETCH(int, size);
        QFETCH(int, rows);
        QFETCH(int, dataflow);
        QFETCH(qlonglong, cycles);
        SystolicModel model = made(size, rows, Dataflow(dataflow));
        QCOMPARE(model.totalCycles(), cycles);
        runToEnd(model);
        QVERIFY(model.finished());
        QCOMPARE(model.cycle(), cycles);
        // The product is real and right: every entry against a plain triple loop here.
        QCOMPARE(model.resultsOut(), qlonglong(rows) * size);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < size; ++c) {
                int sum = 0;
                for (int k = 0; k < size; ++k)
                    sum += model.a(r, k) * model.w(k, c);
                QVERIFY(model.resultOut(r, c));
                QCOMPARE(model.result(r, c), sum);
            }
        QCOMPARE(model.mismatches(), 0LL);
        QVERIFY(model.verified());
        QCOMPARE(model.state().value("verified").toBool(), true);
        // Counted as it ran = the closed form.
        QCOMPARE(model.traffic(), systolicTraffic(Dataflow(dataflow), size, rows));
    }

    void operandsAreSmallSeededIntegers()
    {
        SystolicModel one = made(8, 8, Dataflow::WeightStationary, 42);
        SystolicModel two = made(8, 8, Dataflow::WeightStationary, 42);
        SystolicModel other = made(8, 8, Dataflow::WeightStationary, 43);
        bool differs = false, negative = false, positive = false;
        for (int r = 0; r < 8; ++r)
            for (int c = 0; c < 8; ++c) {
                QCOMPARE(one.a(r, c), two.a(r, c));
                QCOMPARE(one.w(r, c), two.w(r, c));
                QVERIFY(std::abs(one.a(r, c)) <= SystolicModel::kValueRange);
                differs |= one.a(r, c) != other.a(r, c);
                negative |= one.a(r, c) < 0;
                positive |= one.a(r, c) > 0;
            }
        QVERIFY(differs && negative && positive);
    }

    void hopsAndReadsByHand()
    {
        // Weight-stationary 4x4, one row: 16 MACs; 4 inputs and 16 weights read; 4 results;
        // each input passes right 3 times, each of the 4 partial sums passes down 3 times.
        const Traffic ws = systolicTraffic(Dataflow::WeightStationary, 4, 1);
        QCOMPARE(ws.macs, 16LL);
        QCOMPARE(ws.inputReads, 4LL);
        QCOMPARE(ws.weightReads, 16LL);
        QCOMPARE(ws.outputWrites, 4LL);
        QCOMPARE(ws.peHops, 12LL + 12LL);
        QCOMPARE(ws.edgeReadsPerMac(), 20.0 / 16.0);
        // Output-stationary 4x4, 4 rows: 64 MACs; 16 inputs, 16 weights; A passes right
        // 16 x 3 = 48, W passes down 16 x 3 = 48, results shift out 4 x (3 + 2 + 1) = 24.
        const Traffic os = systolicTraffic(Dataflow::OutputStationary, 4, 4);
        QCOMPARE(os.macs, 64LL);
        QCOMPARE(os.inputReads, 16LL);
        QCOMPARE(os.weightReads, 16LL);
        QCOMPARE(os.peHops, 48LL + 48LL + 24LL);
        // 8 rows on 4x4 output-stationary: W is streamed twice.
        QCOMPARE(systolicTraffic(Dataflow::OutputStationary, 4, 8).weightReads, 32LL);
        // Weight-stationary 8x8, 64 rows: (512 + 64) / 4,096 edge reads per MAC.
        QCOMPARE(systolicTraffic(Dataflow::WeightStationary, 8, 64).edgeReadsPerMac(),
                 576.0 / 4096.0);
        // An MXU-sized array: 128x128, 1,024 rows: (131,072 + 16,384) / 16,777,216.
        QVERIFY(std::abs(systolicTraffic(Dataflow::WeightStationary, 128, 1024).edgeReadsPerMac() -
                         147456.0 / 16777216.0) < 1e-15);
    }

    void tensorCoreComparisonByHand()
    {
        // One m16n8k16 instruction: 256 + 128 + 128 = 512 register values in, 128 out,
        // 2,048 multiply-adds: 0.25 register reads per MAC.
        const TensorCoreTraffic one = tensorCoreTraffic(16, 8, 16);
        QCOMPARE(one.instructions, 1LL);
        QCOMPARE(one.registerReads, 512LL);
        QCOMPARE(one.registerWrites, 128LL);
        QCOMPARE(one.registerReadsPerMac(), 0.25);
        // 8 x 8 x 8 pads to one instruction: 512 reads for 512 useful MACs.
        const TensorCoreTraffic small = tensorCoreTraffic(8, 8, 8);
        QCOMPARE(small.instructions, 1LL);
        QCOMPARE(small.usefulMacs, 512LL);
        QCOMPARE(small.registerReadsPerMac(), 1.0);
        // 64 x 8 x 8: 4 x 1 x 1 instructions.
        QCOMPARE(tensorCoreTraffic(64, 8, 8).instructions, 4LL);
        QCOMPARE(tensorCoreTraffic(0, 8, 8).registerReadsPerMac(), 0.0);
    }

    void wavefrontIsSkewed()
    {
        // Weight-stationary 4x4, 2 rows: after cycle t, PE (i, j) has worked iff
        // t - 1 - i - j is a row of A (0 or 1): the diagonal wavefront.
        SystolicModel model = made(4, 2, Dataflow::WeightStationary);
        for (int t = 1; t <= int(model.totalCycles()); ++t) {
            model.step(0.25); // 4 cycles per second: one cycle
            QCOMPARE(model.cycle(), qlonglong(t));
            for (int i = 0; i < 4; ++i)
                for (int j = 0; j < 4; ++j) {
                    const int row = t - 1 - i - j;
                    QCOMPARE(model.pe(i, j).macked, row == 0 || row == 1);
                }
        }
        // The weights never moved; the first input waits left of row 0 at cycle 0.
        SystolicModel fresh = made(4, 2, Dataflow::WeightStationary);
        QCOMPARE(fresh.pe(2, 3).stationary, fresh.w(2, 3));
        QVERIFY(fresh.waitingLeft(0, 0).valid);
        QCOMPARE(fresh.waitingLeft(0, 0).value, fresh.a(0, 0));
        QVERIFY(!fresh.waitingLeft(1, 0).valid); // row 1 starts a cycle later
        QCOMPARE(fresh.waitingLeft(1, 1).value, fresh.a(0, 1));
        QVERIFY(!fresh.waitingTop(0, 0).valid); // weight-stationary: nothing from the top
    }

    void outputStationaryKeepsTheSums()
    {
        SystolicModel model = made(4, 4, Dataflow::OutputStationary);
        QVERIFY(model.waitingTop(0, 0).valid);
        QCOMPARE(model.waitingTop(2, 2).value, model.w(0, 2));
        // After streaming (4 + 4 + 4 - 2 = 10 cycles) every PE holds its own C entry.
        for (int i = 0; i < 10; ++i)
            model.step(0.25);
        QCOMPARE(model.phase(), SystolicModel::Phase::Draining);
        for (int r = 0; r < 4; ++r)
            for (int c = 0; c < 4; ++c)
                QCOMPARE(model.pe(r, c).stationary, model.reference(r, c));
        QCOMPARE(model.resultsOut(), 0LL);
        runToEnd(model);
        QVERIFY(model.verified());
    }

    void utilisationByHand()
    {
        // 8x8, 64 rows: 4,096 MACs in 78 cycles on 64 PEs = 82 %.
        SystolicModel model = made(8, 64, Dataflow::WeightStationary);
        runToEnd(model);
        QVERIFY(std::abs(model.utilisation() - 4096.0 / (64.0 * 78.0)) < 1e-12);
        // One row on 4x4: 16 MACs in 7 cycles on 16 PEs.
        SystolicModel lone = made(4, 1, Dataflow::WeightStationary);
        runToEnd(lone);
        QVERIFY(std::abs(lone.utilisation() - 16.0 / (16.0 * 7.0)) < 1e-12);
    }

    void sameWhateverTheStep()
    {
        SystolicModel coarse = made(6, 10, Dataflow::OutputStationary, 5);
        SystolicModel fine = made(6, 10, Dataflow::OutputStationary, 5);
        for (int i = 0; i < 40; ++i)
            coarse.step(0.5);
        for (int i = 0; i < 2000; ++i)
            fine.step(0.01);
        QCOMPARE(coarse.state(), fine.state());
        QVERIFY(coarse.verified());
        QVERIFY(coarse.cycleFraction() == 0.0);
    }

    void beatsAndParameters()
    {
        SystolicModel model;
        QCOMPARE(model.beatCount(), 5);
        QCOMPARE(model.id(), QString("systolic-array"));
        QCOMPARE(model.settings().size, 8); // 8x8 by default
        for (int beat = 0; beat < model.beatCount(); ++beat) {
            model.setBeat(beat);
            QVERIFY(!model.beatName(beat).isEmpty());
            runToEnd(model);
            QVERIFY2(model.verified(), qPrintable(model.beatName(beat)));
        }
        model.setBeat(3);
        QCOMPARE(model.settings().dataflow, Dataflow::OutputStationary);
        model.reset(1); // a beat's settings are dropped
        QCOMPARE(model.beat(), 0);
        QCOMPARE(model.settings().size, 8);
        QCOMPARE(model.settings().dataflow, Dataflow::WeightStationary);

        QString error;
        const QJsonObject before = model.parameters();
        QVERIFY(!model.setParameters({{"size", 9}}, &error));
        QVERIFY(error.contains("size"));
        QVERIFY(!model.setParameters({{"size", 1}}, &error));
        QVERIFY(!model.setParameters({{"rows", 65}}, &error));
        QVERIFY(!model.setParameters({{"dataflow", "row-stationary"}}, &error));
        QCOMPARE(model.parameters(), before);
        QCOMPARE(model.parameterChoices("dataflow").size(), 2);
        QVERIFY(model.setParameters({{"size", 2}, {"rows", 3}}, &error));
        QCOMPARE(model.totalCycles(), 5LL);
    }

    void tableRowsFromTheDataFile()
    {
        const DataCatalog data = DataCatalog::load();
        const QList<GpuSpec> specs = data.rows<GpuSpecs>();
        const QList<GpuSpec> chips = accelerators::chipRows(specs);
        QStringList ids;
        for (const GpuSpec &spec : chips)
            ids << spec.id;
        for (const char *id :
             {"tpu-v4", "tpu-v5e", "tpu-v5p", "tpu-v6e", "tpu7x", "trainium", "trainium2",
              "inferentia2", "mi300x", "h100-sxm5", "core-ultra-200v-npu", "apple-m4-ane"})
            QVERIFY2(ids.contains(id), id);
        QVERIFY(!ids.contains("epyc-9654") && !ids.contains("gb200-nvl72"));
        // The headline dense peak: BF16 where published, else FP16, else INT8 (an NPU).
        const auto peak = [&](const char *id) {
            return accelerators::densePeak(*findGpuSpec(specs, id));
        };
        QCOMPARE(peak("tpu-v4")->value, 275.0);
        QCOMPARE(peak("tpu-v4")->precision, Precision::Bf16);
        QCOMPARE(peak("trainium2")->value, 667.0);
        QCOMPARE(peak("core-ultra-200v-npu")->precision, Precision::Int8);
        QVERIFY(!peak("apple-m4-ane")); // 38 TOPS with no precision: no peak
        // Every family of the "when to choose" table has an example from the data.
        const QList<accelerators::FamilyRow> families = accelerators::familyRows(specs);
        QCOMPARE(families.size(), 5);
        for (const accelerators::FamilyRow &family : families) {
            QVERIFY(!family.examples.isEmpty());
            QVERIFY(!family.software.isEmpty() && !family.availability.isEmpty());
        }
        // Times a measured rate: never inf or nan.
        QCOMPARE(accelerators::timesMeasured(459, 1000).value_or(0), 459.0);
        QVERIFY(!accelerators::timesMeasured(459, 0));
        QVERIFY(!accelerators::timesMeasured(qQNaN(), 10));
    }
};

QTEST_GUILESS_MAIN(TestSystolicModel)
#include "tst_systolicmodel.moc"
