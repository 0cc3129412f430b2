// The Training-vs-inference lesson's closed forms (servingmath.h) against hand-computed cases,
// and its serving model (servingmodel.h): a lone request's steps and times worked by hand, the
// memory limit of the batch, prefill compute-bound, a model that does not fit, determinism for
// a seed whatever the step size, the beats and the parameter checks. The GPU and model rows are
// written here (the figures of gpu-specs.csv and models.csv), so the hand computations stand
// whatever the data files become.
#include "lessons/framework/modelspecs.h"
#include "lessons/framework/quiz/measuredquestions.h"
#include "lessons/framework/servingmath.h"
#include "lessons/inference/servingmodel.h"

#include <QJsonObject>
#include <QtTest>

#include <cmath>

using namespace gpulab;
using namespace gpulab::serving;

namespace {

GpuSpec h100()
{
    GpuSpec g;
    g.id = QStringLiteral("h100-sxm5");
    g.name = QStringLiteral("H100 SXM5 80 GB");
    g.kind = GpuKind::Gpu;
    g.memoryGB = 80;
    g.bandwidthGBs = 3350;
    g.fp16Tflops = 989.4;
    return g;
}

GpuSpec b200()
{
    GpuSpec g = h100();
    g.id = QStringLiteral("b200");
    g.name = QStringLiteral("B200");
    g.memoryGB = 192;
    g.bandwidthGBs = 8000;
    g.fp16Tflops = 2250;
    return g;
}

ModelSpec llama7b()
{
    ModelSpec m;
    m.id = QStringLiteral("llama-2-7b");
    m.name = QStringLiteral("Llama 2 7B");
    m.paramsBillion = 6.738415616;
    m.layers = 32;
    m.hidden = 4096;
    m.heads = 32;
    m.kvHeads = 32;
    m.headDim = 128;
    m.context = 4096;
    return m;
}

ModelSpec llama70b()
{
    ModelSpec m = llama7b();
    m.id = QStringLiteral("llama-2-70b");
    m.name = QStringLiteral("Llama 2 70B");
    m.paramsBillion = 68.976648192;
    m.layers = 80;
    m.hidden = 8192;
    m.heads = 64;
    m.kvHeads = 8;
    return m;
}

ServingModel makeModel()
{
    return ServingModel({h100(), b200()}, {llama7b(), llama70b()});
}

bool near(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestServingModel : public QObject
{
    Q_OBJECT

private slots:
    void closedForms()
    {
        QCOMPARE(bytesPerValue(Format::Fp16), 2.0);
        QCOMPARE(bytesPerValue(Format::Int8), 1.0);
        QCOMPARE(bytesPerValue(Format::Fp4), 0.5);
        // 70 B parameters in FP16 = 140 GB; 3,350 GB/s / 140 GB = 23.93 tokens/s.
        QCOMPARE(weightBytes(70e9, 2), 140e9);
        QVERIFY(near(decodeBoundTokensPerSecond(3350, 140e9), 23.928571428571));
        QVERIFY(near(decodeBoundTokensPerSecond(3350, 70e9), 47.857142857143)); // INT8
        QCOMPARE(decodeBoundTokensPerSecond(3350, 0), 0.0);
        // Llama 2 7B: 2 x 32 x 32 x 128 x 2 = 524,288 bytes a token; 70B (8 KV heads) 327,680.
        const auto kvBytesPerToken = [](int layers, int kvHeads, int headDim, double bytes) {
            ModelSpec spec;
            spec.layers = layers;
            spec.kvHeads = kvHeads;
            spec.headDim = headDim;
            return spec.kvCacheBytesPerToken(bytes);
        };
        QCOMPARE(kvBytesPerToken(32, 32, 128, 2), 524288.0);
        QCOMPARE(kvBytesPerToken(80, 8, 128, 2), 327680.0);
        // OPT-13B's 800 KB a token (PagedAttention paper): 2 x 40 x 40 x 128 x 2 = 819,200.
        QCOMPARE(kvBytesPerToken(40, 40, 128, 2), 819200.0);
        // Intensity of a decode step: batch 1 FP16 = 1 FLOP/byte; batch 32 FP4 = 128.
        QCOMPARE(decodeIntensity(1, 2), 1.0);
        QCOMPARE(decodeIntensity(32, 0.5), 128.0);
        // H100 FP16 ridge 989,400 / 3,350 = 295.34 FLOP/byte: batch 295.34 at 2 bytes a weight.
        QVERIFY(near(batchAtRidge(989400, 3350, 2), 295.34328358209));
        QVERIFY(near(batchAtRidge(989400, 3350, 1), 147.67164179104));
        // 80 GB beside 13.48 GB of weights, 2,560-token requests of 0.52 MB a token: 49.56 -> 49.
        QCOMPARE(requestsThatFit(80e9, 13.476831232e9, 524288, 2560), 49);
        QCOMPARE(requestsThatFit(80e9, 138e9, 524288, 2560), 0); // the weights do not fit
    }

    void stepCostByHand()
    {
        // Decode at batch 1: 13.476831232 GB / 3,350 GB/s = 4.0229 ms (memory); 2 x 6.738e9 =
        // 13.48 GFLOP / 989.4 TFLOP/s = 0.0136 ms (compute).
        StepCost decode = stepCost(6.738415616e9, 13.476831232e9, 524288, 1, 0, 3350, 989400);
        QVERIFY(near(decode.memorySeconds, 13.476831232e9 / 3350e9));
        QVERIFY(near(decode.computeSeconds, 13.476831232e9 / 989400e9));
        QVERIFY(!decode.computeBound());
        QCOMPARE(decode.seconds(), decode.memorySeconds);
        // A 3,584-token prompt: 2 x 6.738415616e9 x 3,584 = 48.300963 TFLOP -> 48.82 ms at 989.4.
        StepCost prefill = stepCost(6.738415616e9, 13.476831232e9, 524288, 3584, 0, 3350, 989400);
        QVERIFY(near(prefill.flops, 2 * 6.738415616e9 * 3584));
        QVERIFY(near(prefill.seconds(), 48.300963135488e12 / 989.4e12, 1e-9));
        QVERIFY(prefill.computeBound());
        // The KV cache read adds its bytes: 1,000 cached tokens x 524,288 bytes.
        StepCost withKv = stepCost(6.738415616e9, 13.476831232e9, 524288, 2, 1000, 3350, 989400);
        QCOMPARE(withKv.bytes, 13.476831232e9 + 524288e3);
    }

    // One request alone, worked by hand: prompt 512, answer 4 tokens, Llama 2 7B FP16 on H100.
    void loneRequestByHand()
    {
        ServingModel model = makeModel();
        QString error;
        QVERIFY2(model.setParameters({{"promptTokens", 512},
                                      {"outputTokens", 4},
                                      {"arrivalsPerSecond", 0.01},
                                      {"slowMotion", 1}},
                                     &error),
                 qPrintable(error));
        model.reset(7);
        // Play until the first request has arrived and finished (arrivals are rare: 0.01/s).
        const double weights = 6.738415616e9 * 2;
        const double prefill = 2 * 6.738415616e9 * 512 / 989.4e12; // compute-bound: 6.97 ms
        QVERIFY(prefill > weights / 3350e9);
        // Three decode steps read the weights and 513, 514, 515 cached tokens.
        double decode = 0;
        for (int context : {513, 514, 515})
            decode += (weights + 524288.0 * context) / 3350e9;
        for (int i = 0; i < 100000 && model.completed() == 0; ++i)
            model.step(0.01);
        QCOMPARE(model.completed(), 1LL);
        QCOMPARE(model.tokensOut(), 4LL);
        QCOMPARE(model.stepsDone(), 4LL);
        QVERIFY(near(model.meanTimeToFirstToken(), prefill, 1e-9));
        QVERIFY(near(model.meanTimePerOutputToken(), decode / 3, 1e-9));
        QCOMPARE(model.kvUsedBytes(), 0.0);
        QCOMPARE(model.state().value("running").toInt(), 0);
    }

    // Beat 4: the batch stops at what the memory holds, however many wait.
    void memoryLimitsTheBatch()
    {
        ServingModel model = makeModel();
        model.setBeat(3);
        QCOMPARE(model.settings().maxBatch, 256);
        QCOMPARE(model.memoryLimit(), 49);
        int largest = 0;
        for (int i = 0; i < 600; ++i) {
            model.step(1.0 / 60);
            largest = std::max(largest, int(model.running().size()));
            QVERIFY(model.kvUsedBytes() <= model.machine().kvCapacityBytes() * (1 + 1e-12));
        }
        QCOMPARE(largest, 49);
        QVERIFY(model.waiting().size() > 10);
        // The caches now cost more bytes per step than the weights.
        QVERIFY(model.lastStep().bytes > 2 * model.machine().weightBytes);
    }

    void batchingRaisesThroughputNotTheWait()
    {
        auto run = [](int beat) {
            ServingModel model = makeModel();
            model.setBeat(beat);
            for (int i = 0; i < 60 * 120; ++i)
                model.step(1.0 / 60); // 12 s of the server's clock at slow motion 10
            return std::pair{model.throughputTokensPerSecond(), model.meanTimePerOutputToken()};
        };
        const auto [queued, queuedWait] = run(1);   // one at a time, a queue builds
        const auto [batched, batchedWait] = run(2); // up to 32 at a time
        QVERIFY2(batched > 2 * queued,
                 qPrintable(QStringLiteral("%1 %2").arg(batched).arg(queued)));
        QVERIFY(batchedWait < 1.2 * queuedWait);           // the time per token barely moves
        QVERIFY(queuedWait >= 6.738415616e9 * 2 / 3350e9); // never below the bound
    }

    void fp4QuartersTheStep()
    {
        ServingModel fp16 = makeModel();
        ServingModel fp4 = makeModel();
        fp4.setBeat(4);
        QCOMPARE(fp4.settings().format, Format::Fp4);
        QCOMPARE(fp4.machine().weightBytes, fp16.machine().weightBytes / 4);
    }

    void seventyBDoesNotFitAnH100()
    {
        ServingModel model = makeModel();
        model.setBeat(6);
        QCOMPARE(model.settings().model, QStringLiteral("llama-2-70b"));
        QVERIFY(!model.machine().fits());
        for (int i = 0; i < 120; ++i)
            model.step(1.0 / 60);
        QCOMPARE(model.tokensOut(), 0LL);
        QVERIFY(!model.state().value("fits").toBool());
        // On a B200 (192 GB) it fits and serves.
        QString error;
        QVERIFY2(model.setParameters({{"gpu", "b200"}}, &error), qPrintable(error));
        QVERIFY(model.machine().fits());
        for (int i = 0; i < 60 * 60; ++i)
            model.step(1.0 / 60);
        QVERIFY(model.tokensOut() > 0);
    }

    void deterministicWhateverTheStep()
    {
        ServingModel a = makeModel();
        ServingModel b = makeModel();
        a.setBeat(2);
        b.setBeat(2);
        a.reset(42);
        b.reset(42);
        a.setBeat(2);
        b.setBeat(2);
        for (int i = 0; i < 600; ++i)
            a.step(1.0 / 60);
        for (int i = 0; i < 100; ++i)
            b.step(0.1);
        QCOMPARE(a.tokensOut(), b.tokensOut());
        QCOMPARE(a.completed(), b.completed());
        QCOMPARE(a.state().value("waiting"), b.state().value("waiting"));
        // Another seed, another stream.
        ServingModel c = makeModel();
        c.reset(43);
        c.setBeat(2);
        for (int i = 0; i < 600; ++i)
            c.step(1.0 / 60);
        QVERIFY(c.tokensOut() != a.tokensOut() || c.completed() != a.completed());
    }

    void parametersAreChecked()
    {
        ServingModel model = makeModel();
        QString error;
        QVERIFY(!model.setParameters({{"maxBatch", 0}}, &error));
        QVERIFY(!model.setParameters({{"format", "fp3"}}, &error));
        QVERIFY(!model.setParameters({{"model", "gpt-9"}}, &error));
        // Prompt + answer longer than the model's 4,096 tokens.
        QVERIFY(!model.setParameters({{"promptTokens", 4000}, {"outputTokens", 200}}, &error));
        QVERIFY2(error.contains("4096") || error.contains("4,096"), qPrintable(error));
        QCOMPARE(model.settings().promptTokens, 512); // nothing changed
        QCOMPARE(model.availableGpus(), (QStringList{"h100-sxm5", "b200"}));
        QCOMPARE(model.parameterChoices("format").size(), 3);
    }

    // The quiz's questions from this machine's roofs: the decode bound and the GEMV's bound,
    // computed from the rounded bandwidth the question shows.
    void measuredQuestions()
    {
        MeasuredFigures figures;
        QVERIFY(gpulab::measuredQuestions("training-vs-inference", figures).isEmpty());
        MeasuredRoofs roofs;
        roofs.device = QStringLiteral("pocl");
        roofs.roofs.bandwidthGBs = 11.1234; // shown as 11.1
        roofs.roofs.peakGflops = 130;
        figures.roofs = roofs;
        const QList<gift::Question> questions =
            gpulab::measuredQuestions("training-vs-inference", figures);
        QCOMPARE(questions.size(), 2);
        QVERIFY(questions[0].text.contains("11.1 GB/s"));
        QVERIFY(near(questions[0].answers[0].value, 11.1 / 14.0)); // 0.793 tokens/s at most
        QVERIFY(near(questions[0].answers[0].tolerance, 0.1 * 11.1 / 14.0));
        QVERIFY(near(questions[1].answers[0].value, 5.55)); // 0.5 FLOP/byte x 11.1 GB/s
        QVERIFY(questions[0].text.contains("bound"));
    }

    void beatsHaveTitles()
    {
        ServingModel model = makeModel();
        QCOMPARE(model.beatCount(), 7);
        for (int beat = 0; beat < 7; ++beat) {
            QVERIFY(!ServingModel::beatTitle(beat).isEmpty());
            model.setBeat(beat);
            QCOMPARE(model.beat(), beat);
            QCOMPARE(model.settings().gpu, QStringLiteral("h100-sxm5")); // a beat keeps the GPU
        }
        model.reset(1);
        QCOMPARE(model.beat(), 0);
        QCOMPARE(model.settings(), ServingModel::beatSettings(0, QStringLiteral("h100-sxm5")));
    }
};

QTEST_GUILESS_MAIN(TestServingModel)
#include "tst_servingmodel.moc"
