// The "Tensor Cores" lesson's logic, headless: the model's cycle counts equal the closed forms
// for several sizes, generations and precisions (and a brute-force clock-by-clock schedule), the
// per-SM figures derived from the data file, monotone counters, conserved work, parameter
// validation, beats and determinism; and the 2:4 sparsity exercise (prune-smallest, validity,
// metadata, half the multiplies skipped).
#include "lessons/framework/gpuspecs.h"
#include "lessons/tensorcores/sparseweights.h"
#include "lessons/tensorcores/tensorcoremodel.h"

#include <QJsonDocument>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace gpulab;
using Side = TensorCoreModel::Side;

namespace {

QList<GpuSpec> shippedSpecs()
{
    const GpuSpecsLoad load = loadGpuSpecs(QStringLiteral(GPULAB_ASSETS_DIR "/data/gpu-specs.csv"));
    return load.rows;
}

QJsonObject settingsJson(const QString &generation, const QString &precision, int n, bool sparse,
                         int cps = 0)
{
    return {{"generation", generation},
            {"precision", precision},
            {"size", n},
            {"sparse", sparse},
            {"cyclesPerSecond", cps}};
}

// Useful FMAs the tensor side has done after `cycles` clocks, by walking the schedule clock by
// clock as the header describes it (each tensor core: one 4 × 4 tile, w / 16 k-steps a clock,
// the next tile when its k-sum is done), independently of the model's closed forms.
struct BruteForce
{
    qint64 cycles = 0;
    std::vector<qint64> fmasAfter; // [c] = useful FMAs done after c clocks
};

BruteForce bruteForceTensor(int n, int tensorCores, int w)
{
    const int b = (n + 3) / 4;
    const int tiles = b * b;
    struct Unit
    {
        int tile = -1;
        int kDone = 0; // k-steps of the padded sum (4b long)
    };
    std::vector<Unit> units(static_cast<size_t>(tensorCores));
    int nextTile = 0;
    int tilesDone = 0;
    qint64 useful = 0;
    BruteForce result;
    result.fmasAfter.push_back(0);
    // Padded k-steps covered per clock, in sixteenths (w/16 may be less than one k-step? no:
    // w >= 16, so at least one).
    const int kPerClock = w / 16;
    auto tileElements = [&](int tile) {
        const int row = tile / b;
        const int col = tile % b;
        return qint64(std::min(4, n - 4 * row)) * std::min(4, n - 4 * col);
    };
    while (tilesDone < tiles) {
        // A round starts only when every unit is free: the model's rounds of T tiles.
        bool allFree =
            std::all_of(units.begin(), units.end(), [](const Unit &u) { return u.tile < 0; });
        if (allFree)
            for (Unit &u : units)
                if (nextTile < tiles) {
                    u.tile = nextTile++;
                    u.kDone = 0;
                }
        for (Unit &u : units) {
            if (u.tile < 0)
                continue;
            const int before = std::min(u.kDone, n);
            u.kDone = std::min(u.kDone + kPerClock, 4 * b);
            useful += tileElements(u.tile) * (std::min(u.kDone, n) - before);
            if (u.kDone >= 4 * b) {
                u.tile = -1;
                ++tilesDone;
            }
        }
        ++result.cycles;
        result.fmasAfter.push_back(useful);
    }
    return result;
}

} // namespace

class TestTensorCoresModel : public QObject
{
    Q_OBJECT

private slots:
    void dataIsThere();
    void derivedMachines_data();
    void derivedMachines();
    void closedFormCycles_data();
    void closedFormCycles();
    void matchesBruteForceSchedule_data();
    void matchesBruteForceSchedule();
    void countersMonotoneAndWorkConserved();
    void supportedPrecisionsPerGeneration();
    void parameterValidation_data();
    void parameterValidation();
    void parametersKeepTheBeat();
    void beats();
    void deterministic();
    void playbackRate();
    void withoutDataOnlyVolta();

    void pruneSmallestKeepsTheTwoLargest();
    void validityAndSkippedMultiplies();
    void metadataIndices();
    void weightsFromTheSeed();
};

void TestTensorCoresModel::dataIsThere()
{
    const GpuSpecsLoad load = loadGpuSpecs(QStringLiteral(GPULAB_ASSETS_DIR "/data/gpu-specs.csv"));
    QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.value(0).toString()));
    TensorCoreModel model(load.rows);
    QCOMPARE(model.availableGenerations(),
             (QStringList{"v100", "a100", "h100", "rtx4090", "b200"}));
}

void TestTensorCoresModel::derivedMachines_data()
{
    QTest::addColumn<QString>("generation");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<bool>("sparse");
    QTest::addColumn<int>("lanes");
    QTest::addColumn<int>("tensorCores");
    QTest::addColumn<int>("fmaPerTensorCore");
    // Volta: the whitepaper's 8 tensor cores × 64 FMAs and 64 FP32 cores per SM.
    QTest::newRow("V100 FP16") << "v100"
                               << "fp16" << false << 64 << 8 << 64;
    // A100 SXM4: 312 TFLOPS FP16 / (2 × 108 SMs × 1.41 GHz) = 1,024 per SM, 4 tensor cores.
    QTest::newRow("A100 FP16") << "a100"
                               << "fp16" << false << 64 << 4 << 256;
    QTest::newRow("A100 BF16") << "a100"
                               << "bf16" << false << 64 << 4 << 256;
    QTest::newRow("A100 TF32") << "a100"
                               << "tf32" << false << 64 << 4 << 128;
    QTest::newRow("A100 FP16 sparse") << "a100"
                                      << "fp16" << true << 64 << 4 << 512;
    // H100 SXM5: 989.4 / (2 × 132 × 1.98 GHz) = 1,893 → 2,048 per SM.
    QTest::newRow("H100 FP16") << "h100"
                               << "fp16" << false << 128 << 4 << 512;
    QTest::newRow("H100 FP8") << "h100"
                              << "fp8" << false << 128 << 4 << 1024;
    QTest::newRow("H100 TF32") << "h100"
                               << "tf32" << false << 128 << 4 << 256;
    QTest::newRow("H100 FP8 sparse") << "h100"
                                     << "fp8" << true << 128 << 4 << 2048;
    // RTX 4090: FP32-accumulate FP16 165.2 / (2 × 128 × 2.52 GHz) = 256 per SM.
    QTest::newRow("RTX 4090 FP16") << "rtx4090"
                                   << "fp16" << false << 128 << 4 << 64;
    QTest::newRow("RTX 4090 TF32") << "rtx4090"
                                   << "tf32" << false << 128 << 4 << 32;
    // B200 with H100's SMs × clock assumed: 2,250 → 4,096; 9,000 → 16,384 per SM.
    QTest::newRow("B200 FP16") << "b200"
                               << "fp16" << false << 128 << 4 << 1024;
    QTest::newRow("B200 FP8") << "b200"
                              << "fp8" << false << 128 << 4 << 2048;
    QTest::newRow("B200 FP4") << "b200"
                              << "fp4" << false << 128 << 4 << 4096;
    QTest::newRow("B200 FP4 sparse") << "b200"
                                     << "fp4" << true << 128 << 4 << 8192;
}

void TestTensorCoresModel::derivedMachines()
{
    QFETCH(QString, generation);
    QFETCH(QString, precision);
    QFETCH(bool, sparse);
    QFETCH(int, lanes);
    QFETCH(int, tensorCores);
    QFETCH(int, fmaPerTensorCore);
    const TensorCoreModel model(shippedSpecs());
    const std::optional<TensorCoreModel::Machine> m =
        model.machineFor(generation, precision, sparse);
    QVERIFY(m);
    QCOMPARE(m->cudaLanes, lanes);
    QCOMPARE(m->tensorCores, tensorCores);
    QCOMPARE(m->fmaPerTensorCore, fmaPerTensorCore);
    QCOMPARE(m->fromArchitecture, generation == "v100");
    QCOMPARE(m->assumedStructure, generation == "b200");
    QVERIFY(m->denseTflops.has_value());
    // The power of two is within a factor 2^0.5 of what the data gives (it is the rounding).
    QVERIFY(m->derivedFmaPerSm > 0);
    const double ratio = m->fmaPerSmPerClock() / m->derivedFmaPerSm;
    QVERIFY2(ratio > 0.71 && ratio < 1.42, qPrintable(QString::number(ratio)));
    if (generation == "v100") // the whitepaper and the datasheet agree within 1 %
        QVERIFY(std::abs(ratio - 1) < 0.01);
}

void TestTensorCoresModel::closedFormCycles_data()
{
    QTest::addColumn<QString>("generation");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<bool>("sparse");
    QTest::addColumn<int>("n");
    QTest::addColumn<qint64>("cuda");
    QTest::addColumn<qint64>("tensor");
    // cuda = ceil(N²/L)·N; tensor = ceil(B²/T)·ceil(64B/w), B = ceil(N/4). Worked by hand:
    QTest::newRow("V100 FP16 N=64") << "v100"
                                    << "fp16" << false << 64 << qint64(64 * 64) << qint64(32 * 16);
    QTest::newRow("V100 FP16 N=10") << "v100"
                                    << "fp16" << false << 10 << qint64(2 * 10) << qint64(2 * 3);
    QTest::newRow("V100 FP16 N=1") << "v100"
                                   << "fp16" << false << 1 << qint64(1) << qint64(1);
    QTest::newRow("A100 BF16 N=64") << "a100"
                                    << "bf16" << false << 64 << qint64(64 * 64) << qint64(64 * 4);
    QTest::newRow("A100 TF32 N=64") << "a100"
                                    << "tf32" << false << 64 << qint64(64 * 64) << qint64(64 * 8);
    QTest::newRow("A100 FP16 sparse N=64")
        << "a100"
        << "fp16" << true << 64 << qint64(64 * 64) << qint64(64 * 2);
    QTest::newRow("H100 FP8 N=64") << "h100"
                                   << "fp8" << false << 64 << qint64(32 * 64) << qint64(64 * 1);
    QTest::newRow("H100 FP8 N=16") << "h100"
                                   << "fp8" << false << 16 << qint64(2 * 16) << qint64(4 * 1);
    QTest::newRow("H100 FP16 N=100")
        << "h100"
        << "fp16" << false << 100 << qint64(79 * 100) << qint64(157 * 4);
    QTest::newRow("RTX 4090 TF32 N=64")
        << "rtx4090"
        << "tf32" << false << 64 << qint64(32 * 64) << qint64(64 * 32);
    QTest::newRow("B200 FP4 N=256")
        << "b200"
        << "fp4" << false << 256 << qint64(512 * 256) << qint64(1024 * 1);
    QTest::newRow("B200 FP8 N=64") << "b200"
                                   << "fp8" << false << 64 << qint64(32 * 64) << qint64(64 * 1);
    QTest::newRow("B200 FP16 sparse N=128")
        << "b200"
        << "fp16" << true << 128 << qint64(128 * 128) << qint64(256 * 1);
}

void TestTensorCoresModel::closedFormCycles()
{
    QFETCH(QString, generation);
    QFETCH(QString, precision);
    QFETCH(bool, sparse);
    QFETCH(int, n);
    QFETCH(qint64, cuda);
    QFETCH(qint64, tensor);
    TensorCoreModel model(shippedSpecs());
    QString error;
    QVERIFY2(model.setParameters(settingsJson(generation, precision, n, sparse), &error),
             qPrintable(error));
    QCOMPARE(model.totalCycles(Side::Cuda), cuda);
    QCOMPARE(model.totalCycles(Side::Tensor), tensor);
    const TensorCoreModel::Machine &m = model.machine();
    QCOMPARE(TensorCoreModel::cudaCycles(n, m.cudaLanes), cuda);
    QCOMPARE(TensorCoreModel::tensorCycles(n, m.tensorCores, m.fmaPerTensorCore), tensor);
    QCOMPARE(model.speedup(), double(cuda) / double(tensor));
    // Played to the end, each side stops exactly at its count, with all N³ FMAs done.
    int steps = 0;
    while (!model.finished() && steps < 100000) {
        model.step(1.0 / 60);
        ++steps;
    }
    QVERIFY(model.finished());
    const qint64 n3 = qint64(n) * n * n;
    for (Side s : {Side::Cuda, Side::Tensor}) {
        const TensorCoreModel::SideState st = model.side(s);
        QCOMPARE(st.cycle, s == Side::Cuda ? cuda : tensor);
        QCOMPARE(st.fmasDone, n3);
        QCOMPARE(st.unitsDone, st.unitsTotal);
        QCOMPARE(st.inFlightCount, 0);
    }
    QCOMPARE(model.cycle(), std::max(cuda, tensor));
    // Utilisation: N³ over the slots of every clock.
    QCOMPARE(model.tensorUtilisation(), double(n3) / (double(tensor) * m.fmaPerSmPerClock()));
    QVERIFY(model.tensorUtilisation() <= 1.0);
}

void TestTensorCoresModel::matchesBruteForceSchedule_data()
{
    QTest::addColumn<QString>("generation");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<bool>("sparse");
    QTest::addColumn<int>("n");
    QTest::newRow("V100 N=13") << "v100"
                               << "fp16" << false << 13;
    QTest::newRow("A100 TF32 N=30") << "a100"
                                    << "tf32" << false << 30;
    QTest::newRow("H100 FP8 N=7") << "h100"
                                  << "fp8" << false << 7;
    QTest::newRow("RTX 4090 TF32 N=21") << "rtx4090"
                                        << "tf32" << false << 21;
    QTest::newRow("A100 FP16 sparse N=40") << "a100"
                                           << "fp16" << true << 40;
}

void TestTensorCoresModel::matchesBruteForceSchedule()
{
    QFETCH(QString, generation);
    QFETCH(QString, precision);
    QFETCH(bool, sparse);
    QFETCH(int, n);
    TensorCoreModel model(shippedSpecs());
    QVERIFY(model.setParameters(settingsJson(generation, precision, n, sparse, 60), nullptr));
    const TensorCoreModel::Machine &m = model.machine();
    const BruteForce brute = bruteForceTensor(n, m.tensorCores, m.fmaPerTensorCore);
    QCOMPARE(model.totalCycles(Side::Tensor), brute.cycles);
    // One clock a step (60 cycles a second, steps of 1/60 s): the counts agree at every clock.
    for (qint64 c = 1; c <= brute.cycles; ++c) {
        model.step(1.0 / 60);
        QCOMPARE(model.cycle(), c);
        QCOMPARE(model.side(Side::Tensor).fmasDone, brute.fmasAfter[size_t(c)]);
    }
}

void TestTensorCoresModel::countersMonotoneAndWorkConserved()
{
    TensorCoreModel model(shippedSpecs());
    for (int beat = 0; beat < TensorCoreModel::kBeats; ++beat) {
        model.setBeat(beat);
        const qint64 n = model.settings().size;
        const qint64 n3 = n * n * n;
        TensorCoreModel::SideState last[2];
        qint64 lastCycle = 0;
        int steps = 0;
        while (!model.finished() && steps++ < 20000) {
            model.step(1.0 / 60);
            QVERIFY(model.cycle() >= lastCycle);
            lastCycle = model.cycle();
            for (Side s : {Side::Cuda, Side::Tensor}) {
                const TensorCoreModel::SideState st = model.side(s);
                auto &before = last[s == Side::Cuda ? 0 : 1];
                QVERIFY(st.cycle >= before.cycle);
                QVERIFY(st.fmasDone >= before.fmasDone);
                QVERIFY(st.unitsDone >= before.unitsDone);
                QVERIFY(st.fmasDone <= n3);
                QVERIFY(st.unitsDone + st.inFlightCount <= st.unitsTotal);
                QVERIFY(st.cycle <= st.totalCycles);
                // Work conserved: what is done plus what is left is the whole product.
                QCOMPARE(st.fmasDone + (n3 - st.fmasDone), n3);
                if (s == Side::Cuda) // an element is N FMAs: done ones are all there
                    QVERIFY(st.fmasDone >= st.unitsDone * n);
                before = st;
            }
        }
        QVERIFY2(model.finished(), qPrintable(TensorCoreModel::beatTitle(beat)));
        QCOMPARE(model.side(Side::Cuda).fmasDone, n3);
        QCOMPARE(model.side(Side::Tensor).fmasDone, n3);
        // Stepping a finished model changes nothing.
        const QJsonObject done = model.state();
        model.step(1.0 / 60);
        QCOMPARE(model.state(), done);
    }
}

void TestTensorCoresModel::supportedPrecisionsPerGeneration()
{
    const TensorCoreModel model(shippedSpecs());
    QCOMPARE(model.supportedPrecisions("v100"), QStringList{"fp16"});
    QCOMPARE(model.supportedPrecisions("a100"), (QStringList{"tf32", "fp16", "bf16"}));
    QCOMPARE(model.supportedPrecisions("h100"), (QStringList{"tf32", "fp16", "bf16", "fp8"}));
    QCOMPARE(model.supportedPrecisions("rtx4090"), (QStringList{"tf32", "fp16", "bf16", "fp8"}));
    QCOMPARE(model.supportedPrecisions("b200"),
             (QStringList{"tf32", "fp16", "bf16", "fp8", "fp4"}));
    QVERIFY(!model.supportsSparsity("v100", "fp16"));
    QVERIFY(model.supportsSparsity("a100", "fp16"));
    QVERIFY(model.supportsSparsity("b200", "fp4"));
    QVERIFY(model.supportedPrecisions("x100").isEmpty());
    QCOMPARE(model.generationLabel("v100"), QStringLiteral("V100 (Volta, 2017)"));
    QCOMPARE(model.generationLabel("rtx4090"), QStringLiteral("RTX 4090 (Ada Lovelace, 2022)"));
    // The machine keeps the data's rates (whole GPU) for the scene's "from the data" line.
    const auto h100 = model.machineFor("h100", "fp16", false);
    QVERIFY(h100);
    QCOMPARE(*h100->denseTflops, 989.4);
    QCOMPARE(*h100->sparseTflops, 1979.0);
}

void TestTensorCoresModel::parameterValidation_data()
{
    QTest::addColumn<QJsonObject>("bad");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown key") << QJsonObject{{"tiles", 3}} << "unknown parameter";
    QTest::newRow("size 0") << QJsonObject{{"size", 0}} << "size";
    QTest::newRow("size too big") << QJsonObject{{"size", 1025}} << "size";
    QTest::newRow("size fraction") << QJsonObject{{"size", 2.5}} << "size";
    QTest::newRow("size text") << QJsonObject{{"size", "64"}} << "size";
    QTest::newRow("generation unknown") << QJsonObject{{"generation", "x100"}} << "x100";
    QTest::newRow("generation number") << QJsonObject{{"generation", 100}} << "generation";
    QTest::newRow("precision unsupported") << QJsonObject{{"precision", "fp8"}} << "fp8";
    QTest::newRow("precision unknown") << QJsonObject{{"precision", "fp64"}} << "fp64";
    QTest::newRow("sparse on Volta") << QJsonObject{{"sparse", true}} << "sparsity";
    QTest::newRow("sparse not bool") << QJsonObject{{"sparse", 1}} << "sparse";
    QTest::newRow("fp4 on A100") << QJsonObject{{"generation", "a100"}, {"precision", "fp4"}}
                                 << "fp4";
    QTest::newRow("negative rate") << QJsonObject{{"cyclesPerSecond", -1}} << "cyclesPerSecond";
    QTest::newRow("rate too high")
        << QJsonObject{{"cyclesPerSecond", 2000000}} << "cyclesPerSecond";
    // One bad value spoils the whole object: the good ones are not applied either.
    QTest::newRow("good and bad") << QJsonObject{{"size", 32}, {"precision", "fp4"}} << "fp4";
}

void TestTensorCoresModel::parameterValidation()
{
    QFETCH(QJsonObject, bad);
    QFETCH(QString, mentions);
    TensorCoreModel model(shippedSpecs());
    for (int i = 0; i < 30; ++i)
        model.step(1.0 / 60);
    const QJsonObject before = model.state();
    QString error;
    QVERIFY(!model.setParameters(bad, &error));
    QVERIFY2(error.contains(mentions), qPrintable(error));
    QCOMPARE(model.state(), before);             // nothing changed, not even the time
    QVERIFY(!model.setParameters(bad, nullptr)); // no error pointer: still refused
}

void TestTensorCoresModel::parametersKeepTheBeat()
{
    TensorCoreModel model(shippedSpecs());
    model.setBeat(2);
    QCOMPARE(model.settings().generation, QStringLiteral("h100"));
    model.step(1.0 / 60);
    QVERIFY(model.setParameters({{"size", 32}}, nullptr));
    QCOMPARE(model.beat(), 2);
    QCOMPARE(model.settings().size, 32);
    QCOMPARE(model.settings().precision, QStringLiteral("fp8"));
    QCOMPARE(model.cycle(), 0); // the run restarts with the new set-up
    // The parameters round-trip through JSON (presets).
    const QJsonObject saved = model.parameters();
    TensorCoreModel other(shippedSpecs());
    QVERIFY(other.setParameters(saved, nullptr));
    QCOMPARE(other.parameters(), saved);
}

void TestTensorCoresModel::beats()
{
    TensorCoreModel model(shippedSpecs());
    QCOMPARE(model.beatCount(), TensorCoreModel::kBeats);
    QStringList titles;
    for (int beat = 0; beat < model.beatCount(); ++beat) {
        model.step(0.5);
        model.setBeat(beat);
        QCOMPARE(model.beat(), beat);
        QCOMPARE(model.cycle(), 0);
        QCOMPARE(model.timeSeconds(), 0.0);
        const TensorCoreModel::Settings expected = TensorCoreModel::beatSettings(beat);
        QCOMPARE(model.settings(), expected);
        titles << TensorCoreModel::beatTitle(beat);
    }
    titles.removeDuplicates();
    QCOMPARE(titles.size(), TensorCoreModel::kBeats);
    // The story the beats tell: each generation needs fewer clocks than the one before it...
    auto speedupAt = [&](int beat) {
        model.setBeat(beat);
        return model.speedup();
    };
    QCOMPARE(speedupAt(0), 8.0);   // Volta: 8 × 64 = 512 FMAs against 64 lanes
    QCOMPARE(speedupAt(1), 16.0);  // Ampere BF16: 4 × 256 against 64
    QCOMPARE(speedupAt(2), 32.0);  // Hopper FP8: 4 × 1024 against 128
    QCOMPARE(speedupAt(3), 128.0); // Blackwell FP4 at N = 256: 4 × 4096 against 128
    // ... a small matrix wastes most of a wide tensor core ...
    model.setBeat(4);
    QCOMPARE(model.speedup(), 8.0);
    QCOMPARE(model.peakRatio(), 32.0);
    QCOMPARE(model.tensorUtilisation(), 0.25);
    // ... and 2:4 sparsity doubles Ampere's FP16 rate.
    QCOMPARE(speedupAt(5), 32.0);
    QVERIFY(model.settings().sparse);
    // Out of range beats clamp; reset goes back to beat 0 and keeps the parameters.
    model.setBeat(99);
    QCOMPARE(model.beat(), TensorCoreModel::kBeats - 1);
    model.setBeat(-3);
    QCOMPARE(model.beat(), 0);
    model.setBeat(3);
    model.reset(7);
    QCOMPARE(model.beat(), 0);
    QCOMPARE(model.seed(), quint64(7));
    // A beat's own set-up goes with the beat; a set-up the user chose stays.
    QCOMPARE(model.settings(), TensorCoreModel::beatSettings(0));
    model.setBeat(3);
    QVERIFY(model.setParameters({{"size", 128}}, nullptr));
    model.reset(7);
    QCOMPARE(model.beat(), 0);
    QCOMPARE(model.settings().generation, QStringLiteral("b200"));
    QCOMPARE(model.settings().size, 128);
}

void TestTensorCoresModel::deterministic()
{
    TensorCoreModel a(shippedSpecs());
    TensorCoreModel b(shippedSpecs());
    a.reset(42);
    b.reset(42);
    a.setBeat(1);
    b.setBeat(1);
    for (int i = 0; i < 123; ++i) {
        a.step(1.0 / 60);
        b.step(1.0 / 60);
    }
    QCOMPARE(a.state(), b.state());
    // Another seed changes nothing about the clocks (nothing in the run is random).
    TensorCoreModel c(shippedSpecs());
    c.reset(43);
    c.setBeat(1);
    for (int i = 0; i < 123; ++i)
        c.step(1.0 / 60);
    QCOMPARE(c.cycle(), a.cycle());
    QCOMPARE(c.side(Side::Tensor).fmasDone, a.side(Side::Tensor).fmasDone);
    // Bad steps are ignored.
    const QJsonObject before = a.state();
    a.step(0);
    a.step(-1);
    a.step(std::nan(""));
    QCOMPARE(a.state(), before);
}

void TestTensorCoresModel::playbackRate()
{
    TensorCoreModel model(shippedSpecs());
    // Automatic: the tensor side takes about 4 s (Volta N = 64: 512 clocks → 128 a second).
    QCOMPARE(model.cyclesPerSecond(), 128);
    for (int i = 0; i < 60; ++i)
        model.step(1.0 / 60);
    QCOMPARE(model.cycle(), 128);
    // Blackwell FP4 at N = 256: the CUDA side's 131,072 clocks must fit in 120 s.
    model.setBeat(3);
    QCOMPARE(model.cyclesPerSecond(), qint64(std::ceil(131072.0 / 120)));
    // Fixed rate: exactly floor(steps × rate / 60) clocks.
    QVERIFY(model.setParameters({{"cyclesPerSecond", 90}}, nullptr));
    for (int i = 0; i < 7; ++i)
        model.step(1.0 / 60);
    QCOMPARE(model.cycle(), 10); // 7 × 90 / 60 = 10.5
}

void TestTensorCoresModel::withoutDataOnlyVolta()
{
    TensorCoreModel model{QList<GpuSpec>{}};
    QCOMPARE(model.availableGenerations(), QStringList{"v100"});
    QCOMPARE(model.totalCycles(Side::Tensor), 512);
    model.setBeat(2); // Hopper is not in the data: the beat stays on Volta
    QCOMPARE(model.settings().generation, QStringLiteral("v100"));
    QString error;
    QVERIFY(!model.setParameters({{"generation", "h100"}}, &error));
    QVERIFY(error.contains("v100"));
}

// ---- 2:4 sparsity -----------------------------------------------------------------------------

void TestTensorCoresModel::pruneSmallestKeepsTheTwoLargest()
{
    for (quint64 seed : {1ULL, 2ULL, 99ULL}) {
        SparseWeights w(4, 16, seed);
        w.pruneSmallest();
        QVERIFY(w.valid());
        for (int r = 0; r < w.rows(); ++r) {
            for (int g = 0; g < w.groupsPerRow(); ++g) {
                QCOMPARE(w.keptInGroup(r, g), 2);
                double smallestKept = 2;
                double largestPruned = -1;
                for (int i = 0; i < 4; ++i) {
                    const int c = g * 4 + i;
                    const double magnitude = std::abs(w.original(r, c));
                    if (w.kept(r, c))
                        smallestKept = std::min(smallestKept, magnitude);
                    else
                        largestPruned = std::max(largestPruned, magnitude);
                    QCOMPARE(w.value(r, c), w.kept(r, c) ? w.original(r, c) : 0.0);
                }
                QVERIFY(smallestKept > largestPruned);
            }
        }
        // The two largest of four hold at least half of the group's magnitude.
        QVERIFY(w.keptMagnitudeShare() >= 0.5);
        QVERIFY(w.keptMagnitudeShare() < 1.0);
        w.restoreAll();
        QCOMPARE(w.keptMagnitudeShare(), 1.0);
        QCOMPARE(w.prunedCount(), 0);
    }
}

void TestTensorCoresModel::validityAndSkippedMultiplies()
{
    SparseWeights w(4, 8, 5);
    QCOMPARE(w.weightCount(), 32);
    QCOMPARE(w.groupCount(), 8);
    // Dense: every group keeps 4, so every group is invalid and nothing can be skipped.
    QVERIFY(!w.valid());
    QCOMPARE(w.invalidGroups(), 8);
    QCOMPARE(w.skippedMultiplies(), 0);
    w.pruneSmallest();
    QCOMPARE(w.skippedMultiplies(), 16); // half
    QCOMPARE(w.storedValues(), 16);
    QCOMPARE(w.prunedCount(), 16);
    // A third weight back in one group: that group (and so the block) is invalid.
    int restored = -1;
    for (int c = 0; c < 4; ++c)
        if (!w.kept(1, c))
            restored = c;
    w.toggle(1, restored);
    QCOMPARE(w.keptInGroup(1, 0), 3);
    QVERIFY(!w.groupValid(1, 0));
    QCOMPARE(w.invalidGroups(), 1);
    QVERIFY(!w.valid());
    QCOMPARE(w.skippedMultiplies(), 0);
    // Pruning more than needed stays valid and still skips exactly half: a group with one
    // non-zero stores a zero as its second value.
    w.toggle(1, restored);
    for (int c = 0; c < 4; ++c)
        w.setKept(2, c, c == 3);
    QVERIFY(w.valid());
    QCOMPARE(w.skippedMultiplies(), 16);
    QCOMPARE(w.prunedCount(), 17);
    // Out of range edits are ignored.
    w.toggle(-1, 0);
    w.toggle(0, 8);
    w.setKept(4, 0, false);
    QCOMPARE(w.prunedCount(), 17);
    // Columns round up to whole groups.
    QCOMPARE(SparseWeights(2, 6, 1).cols(), 8);
    QCOMPARE(SparseWeights(0, 0, 1).weightCount(), 4);
}

void TestTensorCoresModel::metadataIndices()
{
    SparseWeights w(1, 4, 3);
    QCOMPARE(w.metadata(0, 0), (std::array<int, 2>{-1, -1})); // 4 kept: not 2:4
    for (int c = 0; c < 4; ++c)
        w.setKept(0, c, c == 1 || c == 3);
    QCOMPARE(w.metadata(0, 0), (std::array<int, 2>{1, 3}));
    for (int c = 0; c < 4; ++c)
        w.setKept(0, c, c == 2);
    QCOMPARE(w.metadata(0, 0), (std::array<int, 2>{0, 2})); // a zero fills the second slot
    for (int c = 0; c < 4; ++c)
        w.setKept(0, c, false);
    QCOMPARE(w.metadata(0, 0), (std::array<int, 2>{0, 1}));
    for (int c = 0; c < 4; ++c)
        w.setKept(0, c, c != 0);
    QCOMPARE(w.metadata(0, 0), (std::array<int, 2>{-1, -1})); // 3 kept
}

void TestTensorCoresModel::weightsFromTheSeed()
{
    const SparseWeights a(4, 16, 11);
    const SparseWeights b(4, 16, 11);
    const SparseWeights c(4, 16, 12);
    bool differs = false;
    for (int r = 0; r < 4; ++r) {
        for (int col = 0; col < 16; ++col) {
            QCOMPARE(a.original(r, col), b.original(r, col));
            differs |= a.original(r, col) != c.original(r, col);
            QVERIFY(a.original(r, col) != 0);
            QVERIFY(std::abs(a.original(r, col)) <= 1.0);
        }
        for (int g = 0; g < 4; ++g) { // distinct magnitudes in every group
            QList<double> magnitudes;
            for (int i = 0; i < 4; ++i)
                magnitudes << std::abs(a.original(r, g * 4 + i));
            std::sort(magnitudes.begin(), magnitudes.end());
            QVERIFY(std::adjacent_find(magnitudes.begin(), magnitudes.end()) == magnitudes.end());
        }
    }
    QVERIFY(differs);
}

QTEST_GUILESS_MAIN(TestTensorCoresModel)
#include "tst_tensorcoresmodel.moc"
