// The "GPU generations" lesson's logic, headless. Each figure below is worked by hand from the
// rows the test writes (or from the shipped data file's datasheet figures, named where used),
// not taken from the code: the dense 16-bit peak (never a sparse one), NVLink generations, what
// a generation added, ratios that are never inf or nan, the compute- and memory-bound bounds,
// the chooser's memory rule and verdicts (the lesson text's worked answers included), and the
// timeline model's beats, bars, reveal, validation and determinism.
#include "lessons/framework/fitmath.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/generations/generationsmath.h"
#include "lessons/generations/generationsmodel.h"
#include "lessons/generations/gpuchooser.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

#include <cmath>

using namespace gpulab;
using namespace gpulab::generations;
using chooser::Job;
using chooser::Verdict;

namespace {

QList<GpuSpec> shippedSpecs()
{
    return loadGpuSpecs(QStringLiteral(GPULAB_ASSETS_DIR "/data/gpu-specs.csv")).rows;
}

GpuSpec gpu(const char *id, int year, const char *vendor = "NVIDIA", const char *form = "SXM")
{
    GpuSpec spec;
    spec.id = QString::fromLatin1(id);
    spec.name = spec.id.toUpper();
    spec.vendor = QString::fromLatin1(vendor);
    spec.kind = GpuKind::Gpu;
    spec.formFactor = QString::fromLatin1(form);
    spec.year = year;
    spec.market = QStringLiteral("datacenter");
    return spec;
}

// A priced consumer card.
GpuSpec card(const char *id, double memoryGB, double price, double bandwidth, int year = 2022)
{
    GpuSpec spec = gpu(id, year, "NVIDIA", "PCIe");
    spec.market = QStringLiteral("consumer");
    spec.memoryGB = memoryGB;
    spec.launchPriceUsd = price;
    spec.priceDate = QStringLiteral("%1-01").arg(year);
    spec.bandwidthGBs = bandwidth;
    spec.interconnect = QStringLiteral("PCIe 4.0 x16");
    return spec;
}

GpuSpec module(const char *id, double memoryGB, double bandwidth, double fp16, const char *link,
               int year = 2022)
{
    GpuSpec spec = gpu(id, year);
    spec.memoryGB = memoryGB;
    spec.bandwidthGBs = bandwidth;
    spec.fp16Tflops = fp16;
    spec.interconnect = QString::fromLatin1(link);
    return spec;
}

QStringList idsOf(const QList<chooser::Candidate> &candidates)
{
    QStringList ids;
    for (const chooser::Candidate &c : candidates)
        ids << c.spec.id;
    return ids;
}

} // namespace

class TestGenerationsModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English)); }

    void denseHalfPeakIsNeverSparse()
    {
        GpuSpec a = gpu("a", 2020);
        a.fp16Tflops = 312;
        a.fp16SparseTflops = 624;
        a.bf16Tflops = 312;
        QCOMPARE(denseHalfPeak(a).tflops, 312.0);
        QVERIFY(denseHalfPeak(a).tensor);
        // BF16 higher than FP16 (a TPU gives only BF16): the larger dense one.
        GpuSpec t = gpu("t", 2023, "Google", "chip");
        t.bf16Tflops = 459;
        QCOMPARE(denseHalfPeak(t).tflops, 459.0);
        // No tensor cores: the vector FP16 rate, marked as such.
        GpuSpec p = gpu("p", 2016);
        p.fp16VectorTflops = 21.2;
        QCOMPARE(denseHalfPeak(p).tflops, 21.2);
        QVERIFY(!denseHalfPeak(p).tensor);
        // Only a sparse figure (a broken row): unknown, not the sparse figure.
        GpuSpec s = gpu("s", 2020);
        s.fp16SparseTflops = 624;
        QVERIFY(!isKnown(denseHalfPeak(s).tflops));
    }

    void nvlinkGenerations()
    {
        GpuSpec s = gpu("s", 2022);
        const QList<std::pair<const char *, int>> cases = {{"NVLink 4", 4},
                                                           {"NVLink 3 bridge (2 GPUs)", 3},
                                                           {"NVLink 1", 1},
                                                           {"NVLink-C2C", 0},
                                                           {"PCIe 4.0 x16", 0},
                                                           {"Infinity Fabric (7 links)", 0},
                                                           {"", 0}};
        for (const auto &[text, generation] : cases) {
            s.interconnect = QString::fromLatin1(text);
            QCOMPARE(nvlinkGeneration(s), generation);
        }
        s.interconnect = QStringLiteral("NVLink 3 bridge (2 GPUs)");
        QVERIFY(nvlinkIsBridge(s));
        s.interconnect = QStringLiteral("NVLink 4");
        QVERIFY(!nvlinkIsBridge(s));
    }

    void additionsNameOnlyWhatIsNew()
    {
        GpuSpec pascal = gpu("pascal", 2016);
        pascal.fp16VectorTflops = 21.2;
        pascal.interconnect = QStringLiteral("NVLink 1");
        pascal.memoryType = QStringLiteral("HBM2");
        GpuSpec volta = gpu("volta", 2017);
        volta.tensorCoreGeneration = 1;
        volta.fp16Tflops = 125;
        volta.interconnect = QStringLiteral("NVLink 2");
        volta.memoryType = QStringLiteral("HBM2");
        GpuSpec ampere = gpu("ampere", 2020);
        ampere.tensorCoreGeneration = 3;
        ampere.tf32Tflops = 156;
        ampere.tf32SparseTflops = 312;
        ampere.fp16Tflops = 312;
        ampere.bf16Tflops = 312;
        ampere.interconnect = QStringLiteral("NVLink 3");
        ampere.memoryType = QStringLiteral("HBM2e");
        GpuSpec hopperMore = gpu("h200", 2024);
        hopperMore.tensorCoreGeneration = 4;

        QCOMPARE(additions(pascal, nullptr),
                 (QList<Addition>{{Added::NvLink, "NVLink 1"}, {Added::MemoryType, "HBM2"}}));
        QCOMPARE(additions(volta, &pascal), (QList<Addition>{{Added::TensorCores, "1st"},
                                                             {Added::Precision, "FP16"},
                                                             {Added::NvLink, "NVLink 2"}}));
        QCOMPARE(additions(ampere, &volta), (QList<Addition>{{Added::TensorCoreGeneration, "3rd"},
                                                             {Added::Precision, "TF32"},
                                                             {Added::Precision, "BF16"},
                                                             {Added::Sparsity, ""},
                                                             {Added::NvLink, "NVLink 3"},
                                                             {Added::MemoryType, "HBM2e"}}));
        // Nothing new, and an empty cell adds nothing (not "memory: (empty)").
        QVERIFY(additions(ampere, &ampere).isEmpty());
        QCOMPARE(additions(hopperMore, &ampere),
                 (QList<Addition>{{Added::TensorCoreGeneration, "4th"}}));
        QVERIFY(additionText({Added::Precision, "FP8"}).contains("FP8"));
        QCOMPARE(ordinal(5), QString("5th"));
    }

    void shippedGenerationsAddWhatTheWhitepapersSay()
    {
        const QList<GpuSpec> specs = shippedSpecs();
        const auto of = [&](const char *id) { return findGpuSpec(specs, QString(id)); };
        // Volta over Pascal: the first tensor cores (Volta whitepaper).
        const QList<Addition> volta = additions(*of("v100-sxm2"), of("p100-sxm2"));
        QVERIFY(volta.contains(Addition{Added::TensorCores, "1st"}));
        // Hopper over Ampere: FP8 and the Transformer Engine (Hopper whitepaper).
        const QList<Addition> hopper = additions(*of("h100-sxm5"), of("a100-sxm4-80"));
        QVERIFY(hopper.contains(Addition{Added::Precision, "FP8"}));
        QVERIFY(hopper.contains(Addition{Added::TransformerEngine, "1st"}));
        QVERIFY(hopper.contains(Addition{Added::MemoryType, "HBM3"}));
        // H200 over H100: only the memory.
        QCOMPARE(additions(*of("h200-sxm"), of("h100-sxm5")),
                 (QList<Addition>{{Added::MemoryType, "HBM3e"}}));
        // Blackwell over H200: FP4, the second Transformer Engine, NVLink 5.
        const QList<Addition> blackwell = additions(*of("b200"), of("h200-sxm"));
        QVERIFY(blackwell.contains(Addition{Added::Precision, "FP4"}));
        QVERIFY(blackwell.contains(Addition{Added::TransformerEngine, "2nd"}));
        QVERIFY(blackwell.contains(Addition{Added::NvLink, "NVLink 5"}));
    }

    void timelineIsDatacenterModulesAndTpus()
    {
        const QList<GpuSpec> timeline = timelineRows(shippedSpecs());
        QStringList ids;
        for (const GpuSpec &spec : timeline)
            ids << spec.id;
        QCOMPARE(ids.first(), QString("p100-sxm2"));
        for (const char *id : {"v100-sxm2", "a100-sxm4-80", "h100-sxm5", "h200-sxm", "b200",
                               "mi300x", "tpu-v4", "tpu-v5p"})
            QVERIFY2(ids.contains(id), id);
        for (const char *id : {"rtx-4090", "h100-pcie", "gb200-nvl72", "epyc-9654", "t4"})
            QVERIFY2(!ids.contains(id), id);
        for (int i = 1; i < timeline.size(); ++i)
            QVERIFY(timeline.at(i - 1).year <= timeline.at(i).year);
        // The previous of a vendor skips other vendors.
        const GpuSpec *b200 = findGpuSpec(timeline, "b200");
        QCOMPARE(previousOfVendor(timeline, *b200)->id, QString("h200-sxm"));
        QVERIFY(!previousOfVendor(timeline, *findGpuSpec(timeline, "mi300x")));
    }

    void ratiosAreNeverInfOrNan()
    {
        GpuSpec a = module("a", 80, 2039, 312, "NVLink 3");
        GpuSpec b = module("b", 80, 3350, 989.4, "NVLink 4");
        a.tdpW = 400;
        b.tdpW = 700;
        const QList<Ratio> ratios = compare(a, b);
        QCOMPARE(ratios.size(), 7);
        QCOMPARE(ratios.at(0).figure, Figure::DenseHalf);
        QVERIFY(std::abs(ratios.at(0).ratio - 989.4 / 312) < 1e-12);
        QCOMPARE(ratios.at(3).ratio, 1.0); // memory 80 / 80
        QVERIFY(std::abs(ratios.at(4).ratio - 3350.0 / 2039) < 1e-12);
        QCOMPARE(ratios.at(6).ratio, 1.75); // 700 W / 400 W
        // FP8 and interconnect figures missing on both: not known, no inf, no nan shown.
        QVERIFY(!ratios.at(1).known);
        QVERIFY(!ratios.at(5).known);
        a.bandwidthGBs = 0; // a zero figure (a broken copy): no ratio, not inf
        QVERIFY(!compare(a, b).at(4).known);
        QCOMPARE(timesText(kUnknownFigure), QString("\u2014"));
        QCOMPARE(timesText(std::numeric_limits<double>::infinity()), QString("\u2014"));
    }

    void jobBoundsAreTheTwoRoofs()
    {
        // A100 SXM4 80 GB -> H100 SXM5 (datasheets): 312 -> 989.4 TFLOPS, 2,039 -> 3,350 GB/s.
        const QList<GpuSpec> specs = shippedSpecs();
        const JobBounds bounds =
            jobBounds(*findGpuSpec(specs, "a100-sxm4-80"), *findGpuSpec(specs, "h100-sxm5"));
        QVERIFY(std::abs(bounds.computeBound - 3.171) < 0.001);
        QVERIFY(std::abs(bounds.memoryBound - 1.643) < 0.001);
        QCOMPARE(timesText(bounds.computeBound), QString("\u00d73.2"));
        QCOMPARE(timesText(bounds.memoryBound), QString("\u00d71.6"));
        // H100 -> H200: the same compute, more bandwidth.
        const JobBounds h200 =
            jobBounds(*findGpuSpec(specs, "h100-sxm5"), *findGpuSpec(specs, "h200-sxm"));
        QCOMPARE(timesText(h200.computeBound), QString("\u00d71"));
        QCOMPARE(timesText(h200.memoryBound), QString("\u00d71.4"));
        QCOMPARE(timesText(106.13), QString("\u00d7106"));
        QCOMPARE(timesText(0.456), QString("\u00d70.46"));
    }

    void memoryRule()
    {
        // 7B: serving 7 x 2 x 1.2 = 16.8 GB; LoRA 7 x 2 x 1.5 = 21; training 7 x 16 = 112.
        QVERIFY(std::abs(chooser::memoryNeedGB(Job::Serving, 7) - 16.8) < 1e-9);
        QVERIFY(std::abs(chooser::memoryNeedGB(Job::Learning, 7) - 16.8) < 1e-9);
        QVERIFY(std::abs(chooser::memoryNeedGB(Job::FineTuning, 7) - 21.0) < 1e-9);
        QVERIFY(std::abs(chooser::memoryNeedGB(Job::Training, 7) - 112.0) < 1e-9);
        QVERIFY(std::abs(chooser::memoryNeedGB(Job::Serving, 70) - 168.0) < 1e-9);
        // The bytes per parameter are the framework's memory arithmetic (fitmath.h).
        fit::Workload training; // mixed precision with Adam
        QCOMPARE(chooser::bytesPerParameter(Job::Training), fit::perParameter(training).total());
        QCOMPARE(chooser::bytesPerParameter(Job::Serving), fit::bytesPerValue(fit::Format::Bf16));
    }

    void chooserBuysTheCheapestCardThatHoldsIt()
    {
        const QList<GpuSpec> specs = {card("c24a", 24, 1499, 936), card("c24b", 24, 1599, 1008),
                                      card("c32", 32, 1999, 1792), card("c12", 12, 599, 504),
                                      module("dc80", 80, 3350, 989, "NVLink 4")};
        chooser::Choice choice = chooser::choose({Job::Learning, 7, 2000}, specs);
        QCOMPARE(choice.verdict, Verdict::Buy);
        QCOMPARE(idsOf(choice.candidates), (QStringList{"c24a", "c24b", "c32"})); // 12 GB: no
        // Money as the cost lesson writes it (moneyText): the currency's code, the locale's
        // number; never a "$" glued to it.
        QVERIFY2(choice.candidates.first().reasons.join(' ').contains("USD 1,499"),
                 qPrintable(choice.candidates.first().reasons.join(" | ")));
        {
            const QLocale before;
            QLocale::setDefault(QLocale(QLocale::Spanish, QLocale::Spain));
            const chooser::Choice spanish = chooser::choose({Job::Learning, 7, 2000}, specs);
            QLocale::setDefault(before);
            const QString reasons = spanish.candidates.first().reasons.join(' ');
            // (Spanish groups from five digits on: 1499, 25.000.)
            QVERIFY2(reasons.contains("USD 1499") && !reasons.contains('$'), qPrintable(reasons));
        }
        // Serving: the fastest memory first.
        choice = chooser::choose({Job::Serving, 7, 2000}, specs);
        QCOMPARE(idsOf(choice.candidates), (QStringList{"c32", "c24b", "c24a"}));
        // 1,792 GB/s / 14 GB = 128 tokens/s at batch 1.
        QVERIFY2(choice.candidates.first().reasons.join(' ').contains("128 tokens/s"),
                 qPrintable(choice.candidates.first().reasons.join(" | ")));
        // A smaller budget leaves only the cheapest.
        choice = chooser::choose({Job::Learning, 7, 1500}, specs);
        QCOMPARE(idsOf(choice.candidates), (QStringList{"c24a"}));
    }

    void chooserRentsWhenNothingAffordableHoldsIt()
    {
        const QList<GpuSpec> specs = {card("c24", 24, 1499, 936),
                                      card("c32", 32, 1999, 1792),
                                      module("small48", 48, 864, 366, "PCIe 4.0 x16"),
                                      module("big80", 80, 3350, 989, "NVLink 4"),
                                      module("bridge94", 94, 3900, 835, "NVLink 4 bridge (2 GPUs)"),
                                      module("huge192", 192, 8000, 2250, "NVLink 5")};
        // 13B LoRA: 39 GB, more than any card: rent the smallest that holds it.
        chooser::Choice choice = chooser::choose({Job::FineTuning, 13, 2000}, specs);
        QCOMPARE(choice.verdict, Verdict::Rent);
        QVERIFY(std::abs(choice.needGB - 39) < 1e-9);
        QCOMPARE(idsOf(choice.candidates).first(), QString("small48"));
        QVERIFY(choice.reasons.join(' ').contains("32 GB")); // the largest card named
        // No budget: rent, even where a card would hold it.
        choice = chooser::choose({Job::Learning, 1, 0}, specs);
        QCOMPARE(choice.verdict, Verdict::Rent);
        // A card holds it but costs more than the budget: said so.
        choice = chooser::choose({Job::FineTuning, 10, 1000}, specs); // 30 GB: c32 at USD 1,999
        QCOMPARE(choice.verdict, Verdict::Rent);
        QVERIFY(choice.reasons.join(' ').contains("USD 1,999"));
        // Training 13B: 208 GB. One GPU holds it only at 192 GB? No: 208 > 192, so two; the
        // fewest GPUs first, full NVLink before a two-card bridge at the same count.
        choice = chooser::choose({Job::Training, 13, 20000}, specs);
        QCOMPARE(choice.verdict, Verdict::Rent);
        QCOMPARE(choice.candidates.first().spec.id, QString("huge192"));
        QCOMPARE(choice.candidates.first().count, 2); // 2 x 192 = 384 >= 208
        const QStringList order = idsOf(choice.candidates);
        // 208 / 94 = 2.2 -> 3 bridged cards; 208 / 80 = 2.6 -> 3 NVLink modules: at 3 each,
        // the full NVLink module comes first.
        QVERIFY(order.indexOf("big80") < order.indexOf("bridge94"));
        // Too big for a server: 8 x 192 = 1,536 GB < 2,000 B x 16 bytes.
        choice = chooser::choose({Job::Training, 2000, 1e6}, specs);
        QCOMPARE(choice.verdict, Verdict::TooBig);
        QVERIFY(!choice.candidates.isEmpty());
        QCOMPARE(choice.candidates.first().spec.id, QString("huge192"));
        QCOMPARE(choice.candidates.first().count, 167); // ceil(32,000 / 192)
    }

    void chooserGivesTheLessonsWorkedAnswers()
    {
        // 07-choose.md's table, against the shipped data file.
        const QList<GpuSpec> specs = shippedSpecs();
        chooser::Choice choice = chooser::choose({Job::Learning, 7, 2000}, specs);
        QCOMPARE(choice.verdict, Verdict::Buy);
        QCOMPARE(choice.candidates.first().spec.id, QString("rtx-3090"));
        choice = chooser::choose({Job::FineTuning, 13, 2000}, specs);
        QCOMPARE(choice.verdict, Verdict::Rent);
        // 39 GB: the smallest datacenter GPUs that hold it, A100 40 GB then L40S 48 GB.
        QCOMPARE(idsOf(choice.candidates).mid(0, 2), (QStringList{"a100-sxm4-40", "l40s"}));
        choice = chooser::choose({Job::Training, 7, 20000}, specs);
        QCOMPARE(choice.verdict, Verdict::Rent);
        QCOMPARE(choice.candidates.first().spec.id, QString("b200"));
        QCOMPARE(choice.candidates.first().count, 1);
        // B200, MI300X, H200 (192, 192, 141 GB) on one GPU; then two NVLinked 80 GB H100s.
        QCOMPARE(idsOf(choice.candidates),
                 (QStringList{"b200", "mi300x", "h200-sxm", "h100-sxm5"}));
        QCOMPARE(choice.candidates.at(2).count, 1);
        QCOMPARE(choice.candidates.at(3).count, 2);
        choice = chooser::choose({Job::Serving, 70, 5000}, specs);
        QCOMPARE(choice.verdict, Verdict::Rent);
        QCOMPARE(choice.candidates.first().spec.id, QString("b200"));
        QCOMPARE(choice.candidates.at(1).spec.id, QString("mi300x")); // 5,300 GB/s next
    }

    void beatsWalkTheGenerations()
    {
        GenerationsModel model(shippedSpecs());
        QCOMPARE(model.beatCount(), 7);
        QCOMPARE(model.id(), QString("gpu-generations"));
        model.reset(1);
        QCOMPARE(model.bars().size(), 1);
        QCOMPARE(model.current()->id, QString("p100-sxm2"));
        QVERIFY(model.bars().first().vectorOnly);
        QCOMPARE(model.bars().first().value, 21.2);
        QVERIFY(!GenerationsModel::beatTitle(0).isEmpty());
        for (int beat = 1; beat < model.beatCount(); ++beat) {
            model.setBeat(beat);
            QCOMPARE(model.beat(), beat);
            QCOMPARE(model.reveal(), 0.0);
            QVERIFY(!model.finished());
            QVERIFY(model.missingIds().isEmpty());
            QCOMPARE(model.metric(), GenerationsModel::beatMetric(beat));
        }
        QCOMPARE(model.bars().size(), 8); // six NVIDIA stops, then MI300X and TPU v5p
        QVERIFY(model.bars().last().contrast);
        // H200's beat is about memory: 141 GB.
        model.setBeat(4);
        QCOMPARE(model.metric(), GenerationsModel::Metric::Memory);
        QCOMPARE(model.bars().last().value, 141.0);
        QCOMPARE(model.currentAdditions(), (QList<Addition>{{Added::MemoryType, "HBM3e"}}));
        // B200: 2,250 / 21.2 = 106 times the P100's dense 16-bit rate.
        model.setBeat(5);
        QVERIFY(std::abs(model.growthOverFirst() - 2250 / 21.2) < 1e-9);
        QCOMPARE(GenerationsModel::shortName(*model.current()), QString("B200"));
        QCOMPARE(GenerationsModel::shortName(*findGpuSpec(shippedSpecs(), "tpu-v5p")),
                 QString("TPU v5p"));
        QCOMPARE(GenerationsModel::shortName(*findGpuSpec(shippedSpecs(), "mi300x")),
                 QString("MI300X"));
        model.setBeat(99); // clamped
        QCOMPARE(model.beat(), 6);
    }

    void revealGrowsThenStops()
    {
        GenerationsModel model(shippedSpecs());
        model.setBeat(1);
        for (int i = 0; i < 60; ++i)
            model.step(1.0 / 60);
        QVERIFY(std::abs(model.reveal() - 0.5) < 1e-9); // 1 s of kRevealSeconds = 2
        for (int i = 0; i < 200; ++i)
            model.step(1.0 / 60);
        QCOMPARE(model.reveal(), 1.0);
        QVERIFY(model.finished());
        const double time = model.timeSeconds();
        model.step(1.0 / 60); // finished: nothing moves
        QCOMPARE(model.timeSeconds(), time);
        model.step(-1); // never backwards
        QCOMPARE(model.timeSeconds(), time);
    }

    void parametersAreValidated()
    {
        GenerationsModel model(shippedSpecs());
        model.setBeat(3);
        QString error;
        QVERIFY(!model.setParameters({{"metric", "speed"}}, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(model.metric(), GenerationsModel::Metric::Compute); // unchanged
        QVERIFY(!model.setParameters({{"colour", "red"}}, &error));
        QVERIFY(model.setParameters({{"metric", "bandwidth"}}, &error));
        QCOMPARE(model.beat(), 3); // the beat is kept
        QCOMPARE(model.bars().last().value, 3350.0);
        QCOMPARE(model.parameters().value("metric").toString(), QString("bandwidth"));
        QCOMPARE(model.parameterChoices("metric").size(), 3);
        // reset(): beat 0, the figure the user chose kept.
        model.reset(7);
        QCOMPARE(model.beat(), 0);
        QCOMPARE(model.seed(), quint64(7));
        QCOMPARE(model.metric(), GenerationsModel::Metric::Bandwidth);
        // A beat's own figure is dropped by reset().
        model.setBeat(4);
        model.reset(1);
        QCOMPARE(model.metric(), GenerationsModel::Metric::Compute);
    }

    void deterministicAndHonestWhenRowsAreMissing()
    {
        GenerationsModel a(shippedSpecs()), b(shippedSpecs());
        for (GenerationsModel *m : {&a, &b}) {
            m->reset(42);
            m->setBeat(5);
            for (int i = 0; i < 50; ++i)
                m->step(1.0 / 60);
        }
        QCOMPARE(QJsonDocument(a.state()).toJson(), QJsonDocument(b.state()).toJson());
        // A data file without the B200: its beat notes it, no made-up bar.
        QList<GpuSpec> without = shippedSpecs();
        without.removeIf([](const GpuSpec &s) { return s.id == QLatin1String("b200"); });
        GenerationsModel model(without);
        model.setBeat(5);
        QCOMPARE(model.missingIds(), QStringList{"b200"});
        QVERIFY(!model.current());
        QCOMPARE(model.bars().size(), 5);
        QVERIFY(!isKnown(model.growthOverFirst()));
        QCOMPARE(model.state().value("missing").toArray().size(), 1);
        GenerationsModel empty(QList<GpuSpec>{});
        empty.setBeat(6);
        QVERIFY(empty.bars().isEmpty());
        QVERIFY(empty.walkValues().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestGenerationsModel)
#include "tst_generationsmodel.moc"
