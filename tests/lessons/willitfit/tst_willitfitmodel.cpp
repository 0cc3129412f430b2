// The "Will it fit?" lesson's arithmetic (lessons/framework/fitmath.h) against cases worked by
// hand below — the ZeRO paper's Figure 1, Korthikanti et al.'s per-layer activations, KV caches of
// models.csv rows — and the Precision lesson's 16 bytes per parameter (the two lessons must not
// contradict each other); and the model: beats, presets, refusals, the filling bar, determinism.
#include "lessons/framework/datacatalog.h"
#include "lessons/framework/fitmath.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/modelspecs.h"
#include "lessons/framework/numbertext.h"
#include "lessons/precision/precisionmath.h"
#include "lessons/willitfit/willitfitmodel.h"

#include <QJsonArray>
#include <QtTest>

#include <cmath>

using namespace gpulab;
using namespace gpulab::fit;

namespace {

// Llama 2 7B as models.csv gives it.
Shape llama7b()
{
    return {6738415616.0, 32, 4096, 32, 32, 128};
}

Workload training()
{
    Workload w;
    w.mode = Mode::Training;
    w.weights = Format::Bf16;
    w.optimizer = Optimizer::Adam;
    w.masterCopy = true;
    w.checkpointing = true;
    w.sequence = 4096;
    w.batch = 1;
    w.overheadFraction = 0;
    return w;
}

DataCatalog shippedCatalog()
{
    DataCatalog data;
    const QString specs = QStringLiteral(GPULAB_ASSETS_DIR "/data/gpu-specs.csv");
    const QString models = QStringLiteral(GPULAB_ASSETS_DIR "/data/models.csv");
    data.add<GpuSpecs>(specs, loadGpuSpecs(specs));
    data.add<ModelSpecs>(models, loadModelSpecs(models));
    return data;
}

bool near(double a, double b, double relative = 1e-12)
{
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestWillItFitModel : public QObject
{
    Q_OBJECT

private slots:
    void bytesPerPart()
    {
        QCOMPARE(bytesPerValue(Format::Fp32), 4.0);
        QCOMPARE(bytesPerValue(Format::Bf16), 2.0);
        QCOMPARE(bytesPerValue(Format::Fp8), 1.0);
        QCOMPARE(bytesPerValue(Format::Int4), 0.5);
        QCOMPARE(optimizerBytesPerParameter(Optimizer::Sgd), 0.0);
        QCOMPARE(optimizerBytesPerParameter(Optimizer::Momentum), 4.0);
        QCOMPARE(optimizerBytesPerParameter(Optimizer::Adam), 8.0);
        QCOMPARE(optimizerBytesPerParameter(Optimizer::Adam8bit), 2.0);
    }

    // The worked answer: 7 × 10^9 × (2 + 2 + 4 + 8) = 112 × 10^9 bytes, not 56.
    void sevenBillionWithAdamIs112Gb()
    {
        Shape shape = llama7b();
        shape.parameters = 7e9;
        const Breakdown b = singleGpu(shape, training());
        QCOMPARE(b.weights, 14e9);
        QCOMPARE(b.gradients, 14e9);
        QCOMPARE(b.master, 28e9);
        QCOMPARE(b.optimizer, 56e9);
        QCOMPARE(b.weights + b.gradients + b.master + b.optimizer, 112e9);
        QCOMPARE(b.kvCache, 0.0);
        QCOMPARE(b.overhead, 0.0);
        // The same 16 bytes as the Precision lesson's "What a model weighs".
        QCOMPARE((b.weights + b.gradients + b.master + b.optimizer) / 7e9,
                 precision::mixedPrecisionAdamBytes().total());
        // FP32 training needs no master copy: 4 + 4 + 8 = 16 bytes again.
        Workload fp32 = training();
        fp32.weights = Format::Fp32;
        const Breakdown f = singleGpu(shape, fp32);
        QCOMPARE(f.master, 0.0);
        QCOMPARE(f.weights + f.gradients + f.optimizer, 7e9 * 16);
        // SGD keeps no state; momentum 4 bytes; 8-bit Adam 2.
        Workload sgd = training();
        sgd.optimizer = Optimizer::Sgd;
        QCOMPARE(singleGpu(shape, sgd).optimizer, 0.0);
        sgd.optimizer = Optimizer::Adam8bit;
        QCOMPARE(singleGpu(shape, sgd).optimizer, 14e9);
        // Per parameter, what the other lessons take from here: 2 + 2 + 4 + 8 = 16 (the default
        // Workload is this case), the BF16 weights alone when serving, and nothing else.
        const Breakdown each = perParameter(training());
        QCOMPARE(each.total(), 16.0);
        QCOMPARE(perParameter(Workload{}).total(), 16.0);
        QCOMPARE(each.activations + each.kvCache + each.overhead, 0.0);
        Workload serving = training();
        serving.mode = Mode::Inference;
        QCOMPARE(perParameter(serving).total(), 2.0);
    }

    // Korthikanti et al. 2022, eq. 1: s·b·h·(34 + 5·a·s/h) bytes per layer.
    void activationsPerLayer()
    {
        // GPT-3 175B (h 12,288, 96 heads), s 2,048, b 1: 34 + 5 × 96 × 2,048 / 12,288 = 34 + 80 =
        // 114; 2,048 × 12,288 × 114 = 2,868,903,936 bytes a layer.
        const Shape gpt3{175e9, 96, 12288, 96, 96, 128};
        QCOMPARE(activationBytesPerLayer(gpt3, 2048, 1, true), 2868903936.0);
        // Without the scores (FlashAttention): 2,048 × 12,288 × 34 = 855,638,016.
        QCOMPARE(activationBytesPerLayer(gpt3, 2048, 1, false), 855638016.0);
        // Llama 2 7B, s 4,096, b 8, 32 layers, no checkpointing: 32 × 34 × 4,096 × 8 × 4,096 =
        // 146,028,888,064 bytes.
        Workload w = training();
        w.checkpointing = false;
        w.batch = 8;
        QCOMPARE(activationBytes(llama7b(), w), 146028888064.0);
        // Checkpointing, b 1: 2 × 4,096 × 4,096 × 32 = 1,073,741,824 kept + one layer's
        // 34 × 4,096 × 4,096 = 570,425,344 while it is recomputed = 1,644,167,168.
        w.checkpointing = true;
        w.batch = 1;
        QCOMPARE(activationBytes(llama7b(), w), 1644167168.0);
    }

    void kvCache()
    {
        // Llama 2 7B, 4,096 tokens, 1 sequence, BF16: 2 × 32 × 32 × 128 × 4,096 × 2 =
        // 2,147,483,648; 32 sequences: 68,719,476,736.
        QCOMPARE(kvCacheBytes(llama7b(), 4096, 1, Format::Bf16), 2147483648.0);
        QCOMPARE(kvCacheBytes(llama7b(), 4096, 32, Format::Bf16), 68719476736.0);
        // FP8 halves it.
        QCOMPARE(kvCacheBytes(llama7b(), 4096, 32, Format::Fp8), 34359738368.0);
        // Llama 2 70B with GQA (8 KV heads): 2 × 80 × 8 × 128 × 4,096 × 2 = 1,342,177,280.
        const Shape l70{68976648192.0, 80, 8192, 64, 8, 128};
        QCOMPARE(kvCacheBytes(l70, 4096, 1, Format::Bf16), 1342177280.0);
        // The loader's per-token figure agrees.
        const ModelSpecsLoad models = loadModelSpecs(GPULAB_ASSETS_DIR "/data/models.csv");
        const ModelSpec *spec = findModelSpec(models.rows, "llama-2-70b");
        QVERIFY(spec);
        QCOMPARE(spec->kvCacheBytesPerToken(2) * 4096, kvCacheBytes(l70, 4096, 1, Format::Bf16));
    }

    void serving()
    {
        Workload w;
        w.mode = Mode::Inference;
        w.weights = Format::Bf16;
        w.sequence = 4096;
        w.batch = 32;
        w.overheadFraction = 0.1;
        const Breakdown b = singleGpu(llama7b(), w);
        QCOMPARE(b.weights, 6738415616.0 * 2);
        QCOMPARE(b.gradients, 0.0);
        QCOMPARE(b.optimizer, 0.0);
        QCOMPARE(b.activations, 0.0);
        QCOMPARE(b.kvCache, 68719476736.0);
        // Overhead: 10 % of (13,476,831,232 + 68,719,476,736) = 8,219,630,796.8.
        QVERIFY(near(b.overhead, 8219630796.8));
        QVERIFY(near(b.total(), 90415938764.8));
        // 4-bit weights: 0.5 byte each.
        w.weights = Format::Int4;
        QCOMPARE(singleGpu(llama7b(), w).weights, 3369207808.0);
    }

    // ZeRO paper, Figure 1: Ψ = 7.5 × 10^9, K = 12, N = 64: 120 GB, 31.4, 16.6 and 1.9 GB.
    void zeroPaperFigureOne()
    {
        Shape shape = llama7b();
        shape.parameters = 7.5e9;
        Workload w = training();
        auto state = [&](Strategy s) {
            const Breakdown b = perGpu(shape, w, s, 64);
            return b.weights + b.gradients + b.master + b.optimizer;
        };
        QCOMPARE(state(Strategy::DataParallel), 120e9);
        // 2Ψ + 2Ψ + 12Ψ/64 = 15 + 15 + 1.40625 = 31.40625 GB.
        QCOMPARE(state(Strategy::Zero1), 31.40625e9);
        // 2Ψ + 14Ψ/64 = 15 + 1.640625 = 16.640625 GB.
        QCOMPARE(state(Strategy::Zero2), 16.640625e9);
        // 16Ψ/64 = 1.875 GB.
        QCOMPARE(state(Strategy::Zero3), 1.875e9);
        // ZeRO never splits activations; tensor parallelism (with sequence parallelism) does.
        QCOMPARE(perGpu(shape, w, Strategy::Zero3, 64).activations, 1644167168.0);
        QCOMPARE(perGpu(shape, w, Strategy::Tensor, 8).activations, 1644167168.0 / 8);
        QCOMPARE(perGpu(shape, w, Strategy::Tensor, 8).weights, 15e9 / 8);
    }

    void tensorParallelServingSplitsTheCacheByKvHeads()
    {
        const Shape l70{68976648192.0, 80, 8192, 64, 8, 128};
        Workload w;
        w.mode = Mode::Inference;
        w.overheadFraction = 0;
        const double cache = kvCacheBytes(l70, 4096, 1, Format::Bf16);
        // 8 KV heads on 2 GPUs: 4 each, half the cache; on 16 GPUs one head each, 1/8.
        QCOMPARE(perGpu(l70, w, Strategy::Tensor, 2).kvCache, cache / 2);
        QCOMPARE(perGpu(l70, w, Strategy::Tensor, 16).kvCache, cache / 8);
        QCOMPARE(perGpu(l70, w, Strategy::Tensor, 2).weights, 68976648192.0);
        // Serving has nothing for ZeRO-1 and -2 to split; ZeRO-3 splits the weights only.
        QCOMPARE(perGpu(l70, w, Strategy::Zero2, 8).total(), singleGpu(l70, w).total());
        QCOMPARE(perGpu(l70, w, Strategy::Zero3, 8).kvCache, cache);
    }

    void fewestGpus()
    {
        // Serving Llama 2 70B in BF16 with 10 % overhead on 80 GB: one GPU needs
        // (137.95 + 1.34) × 1.1 = 153.2 GB; two with tensor parallelism (68.98 + 0.67) × 1.1 =
        // 76.6 GB: 2.
        const Shape l70{68976648192.0, 80, 8192, 64, 8, 128};
        Workload w;
        w.mode = Mode::Inference;
        w.overheadFraction = 0.1;
        QCOMPARE(fit::fewestGpus(l70, w, Strategy::Tensor, 80e9, 64).value_or(-1), 2);
        QVERIFY(!fit::fewestGpus(l70, w, Strategy::DataParallel, 80e9, 64));
        QCOMPARE(fit::fewestGpus(l70, w, Strategy::DataParallel, 192e9, 64).value_or(-1), 1);
        // Training Llama 2 7B, ZeRO-3, checkpointing, no overhead: 107,814,649,856 / N +
        // 1,644,167,168 ≤ 24 × 10^9 holds from N = 107.81 / 22.36 = 4.82, so 5.
        Workload t = training();
        QCOMPARE(fit::fewestGpus(llama7b(), t, Strategy::Zero3, 24e9, 4096).value_or(-1), 5);
        // Activations alone above the GPU: no number of ZeRO GPUs helps.
        t.checkpointing = false;
        t.batch = 8;
        QVERIFY(!fit::fewestGpus(llama7b(), t, Strategy::Zero3, 80e9, 4096));
        QVERIFY(!fit::fewestGpus(llama7b(), t, Strategy::Zero3, 0, 4096));
    }

    // The lesson writes every figure in GB (the framework's bytesText), so parts compare.
    void gigabyteText()
    {
        QLocale::setDefault(QLocale::c());
        QCOMPARE(bytesText(112e9, ByteUnit::Gigabytes), QString("112 GB"));
        QCOMPARE(bytesText(13476831232.0, ByteUnit::Gigabytes), QString("13.5 GB"));
        QCOMPARE(bytesText(2147483648.0, ByteUnit::Gigabytes), QString("2.15 GB"));
        QCOMPARE(bytesText(0, ByteUnit::Gigabytes), QString("0 GB"));
        QCOMPARE(bytesText(std::nan(""), ByteUnit::Gigabytes),
                 QString("0 GB")); // never "nan" on screen
    }

    // ----------------------------------------------------------------------------- the model

    void startsOnLlamaAndTheH100()
    {
        const WillItFitModel model(shippedCatalog());
        QCOMPARE(model.settings().preset, QString("llama-2-7b"));
        QCOMPARE(model.settings().layers, 32);
        QCOMPARE(model.settings().paramsBillion, 6.738415616);
        QCOMPARE(model.settings().gpu, QString("h100-sxm5"));
        QCOMPARE(model.capacityBytes(), 80e9);
        QCOMPARE(int(model.models().size()), 10);
        // CPUs and the NVL72 rack are not one GPU's memory.
        QVERIFY(!findGpuSpec(model.gpus(), "epyc-9654"));
        QVERIFY(!findGpuSpec(model.gpus(), "gb200-nvl72"));
        QVERIFY(findGpuSpec(model.gpus(), "rtx-4090"));
        // Without data: a typed-in shape and no GPU, never a crash.
        const WillItFitModel none{DataCatalog()};
        QCOMPARE(none.settings().preset, QString("custom"));
        QVERIFY(!none.gpu());
        QVERIFY(!isKnown(none.capacityBytes()));
        QVERIFY(!none.fits());
    }

    void beatsTellTheStory()
    {
        WillItFitModel model(shippedCatalog());
        const double expected[] = {
            // 0: (13.48 + 2.15) × 1.1; 1: (13.48 + 68.72) × 1.1; 2: (107.81 + 1.64) × 1.1;
            // 3: (107.81 + 146.03) × 1.1; 4: as 2, per GPU; 5: (107.81 / 8 + 1.64) × 1.1.
            (13476831232.0 + 2147483648.0) * 1.1,  (13476831232.0 + 68719476736.0) * 1.1,
            (107814649856.0 + 1644167168.0) * 1.1, (107814649856.0 + 146028888064.0) * 1.1,
            (107814649856.0 + 1644167168.0) * 1.1, (107814649856.0 / 8 + 1644167168.0) * 1.1};
        const bool fits[] = {true, false, false, false, false, true};
        for (int beat = 0; beat < WillItFitModel::kBeats; ++beat) {
            model.setBeat(beat);
            QVERIFY2(near(model.breakdown().total(), expected[beat], 1e-12),
                     qPrintable(QString::number(beat)));
            QCOMPARE(model.fits(), fits[beat]);
            QVERIFY(!WillItFitModel::beatTitle(beat).isEmpty());
            // The shape and the GPU stay as chosen.
            QCOMPARE(model.settings().preset, QString("llama-2-7b"));
            QCOMPARE(model.settings().gpu, QString("h100-sxm5"));
        }
    }

    void barFillsPartByPart()
    {
        WillItFitModel model(shippedCatalog());
        model.setBeat(2);
        model.reset(1);
        model.setBeat(2);
        QCOMPARE(model.bytesShown(), 0.0);
        QVERIFY(!model.finished());
        // After one part's time, the weights are in and nothing else.
        for (int i = 0; i < 12; ++i) // 12 / 60 s = 0.2 s, one part's time
            model.step(1.0 / 60);
        QVERIFY(std::abs(model.partShown(WillItFitModel::Part::Weights) - 1) < 1e-9);
        QVERIFY(model.partShown(WillItFitModel::Part::Gradients) < 1e-9);
        while (!model.finished())
            model.step(1.0 / 60);
        QVERIFY(near(model.bytesShown(), model.breakdown().total(), 1e-12));
        const QJsonObject state = model.state();
        QCOMPARE(state.value("parts").toArray().size(), WillItFitModel::kParts);
        QCOMPARE(state.value("fits").toBool(), false);
        // Finished: time stops, so the view's timer can stop.
        const double t = model.timeSeconds();
        model.step(1);
        QCOMPARE(model.timeSeconds(), t);
    }

    void presetsAndCustomShapes()
    {
        WillItFitModel model(shippedCatalog());
        QString error;
        QVERIFY2(model.setParameters({{"preset", "llama-2-70b"}}, &error), qPrintable(error));
        QCOMPARE(model.settings().layers, 80);
        QCOMPARE(model.settings().kvHeads, 8);
        QCOMPARE(model.modelName(), QString("Llama 2 70B"));
        // Editing a preset's shape makes a custom model.
        QVERIFY(model.setParameters({{"layers", 40}}, &error));
        QCOMPARE(model.settings().preset, QString("custom"));
        QCOMPARE(model.settings().layers, 40);
        // Choosing a preset again brings its whole shape back.
        QVERIFY(model.setParameters({{"preset", "gpt-3"}}, &error));
        QCOMPARE(model.settings().hidden, 12288);
        QCOMPARE(model.settings().paramsBillion, 175.0);
        // The choices offered are the data's.
        QCOMPARE(int(model.parameterChoices("preset").size()), 11); // custom + 10 rows
        QVERIFY(model.parameterChoices("gpu").size() > 10);
    }

    void refusals_data()
    {
        QTest::addColumn<QJsonObject>("wanted");
        QTest::addColumn<QString>("message");
        QTest::newRow("kv above heads")
            << QJsonObject{{"heads", 8}, {"kvHeads", 16}} << "must divide heads";
        QTest::newRow("kv not dividing")
            << QJsonObject{{"heads", 32}, {"kvHeads", 5}} << "must divide heads";
        QTest::newRow("fp8 training")
            << QJsonObject{{"mode", "training"}, {"weights", "fp8"}} << "FP32 or 16-bit";
        QTest::newRow("unknown preset") << QJsonObject{{"preset", "gpt-5"}} << "preset";
        QTest::newRow("unknown gpu") << QJsonObject{{"gpu", "h900"}} << "gpu";
        QTest::newRow("zero gpus") << QJsonObject{{"gpus", 0}} << "gpus";
        QTest::newRow("negative overhead")
            << QJsonObject{{"overheadPercent", -5}} << "overheadPercent";
    }

    void refusals()
    {
        QFETCH(QJsonObject, wanted);
        QFETCH(QString, message);
        WillItFitModel model(shippedCatalog());
        const QJsonObject before = model.parameters();
        QString error;
        QVERIFY(!model.setParameters(wanted, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY(model.parameters() == before); // all or nothing
    }

    void parametersRoundTripAndDeterminism()
    {
        WillItFitModel a(shippedCatalog());
        WillItFitModel b(shippedCatalog());
        QString error;
        QVERIFY(a.setParameters({{"preset", "mistral-7b"},
                                 {"mode", "inference"},
                                 {"batch", 16},
                                 {"kvCache", "fp8"},
                                 {"gpus", 2},
                                 {"strategy", "tp"}},
                                &error));
        QVERIFY2(b.setParameters(a.parameters(), &error), qPrintable(error));
        QVERIFY(b.parameters() == a.parameters());
        for (int i = 0; i < 100; ++i) {
            a.step(1.0 / 60);
            b.step(1.0 / 60);
        }
        QVERIFY(a.state() == b.state());
    }
};

QTEST_GUILESS_MAIN(TestWillItFitModel)
#include "tst_willitfitmodel.moc"
