// "The cost of compute": costmath.h against hand-computed cases, the gpu-prices.csv loader
// (shipped file clean; malformed rows are FILE:LINE problems and left out), PriceBook (a user's
// price checked, kept in a file, read back on the next run, restored), and CostModel
// (parameters, beats, a deterministic spot run with interruptions and checkpoints).
#include "lessons/cost/costmath.h"
#include "lessons/cost/costmodel.h"
#include "lessons/cost/gpuprices.h"
#include "lessons/framework/datacatalog.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/servingmath.h"

#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace gpulab;

namespace {

bool near(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b));
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(text);
    return path;
}

const QByteArray kHeader = "gpu,provider,offer,price,currency,observed,source,notes\n";

} // namespace

class TestCostModel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { m_data = DataCatalog::load(); }
    void trainingArithmetic();
    void spotArithmetic();
    void buyOrRent();
    void priceNamesTheProviderIsolated();
    void scalingUsesTheRingAllReduce();
    void servingFromTheDecodeBound();
    void shippedPricesLoad();
    void malformedPriceRows();
    void userPricesPersist();
    void userPriceRefusals();
    void modelParameters();
    void beats();
    void spotRunIsDeterministic();
    void onDemandRunFinishesOnPlan();

private:
    DataCatalog m_data;
};

void TestCostModel::trainingArithmetic()
{
    // 6 × 7e9 × 2e12 = 8.4e22 FLOPs.
    QVERIFY(near(cost::trainingFlops(7e9, 2e12), 8.4e22));
    // 8.4e22 / (989.4e12 × 0.40) = 2.1224985e8 s = 58,958.29 GPU-hours.
    QVERIFY(near(cost::gpuHours(8.4e22, 989.4, 0.40), 58958.29, 1e-6));
    // The Llama 2 check: 6 × 6.738415616e9 × 2e12 at 312 TFLOP/s × 39.06 % ≈ 184,320.
    const double llama = cost::gpuHours(cost::trainingFlops(6.738415616e9, 2e12), 312, 0.3906);
    QVERIFY2(std::abs(llama - 184320) < 200, qPrintable(QString::number(llama)));
    // Money: 60,000 GPU-hours × 2.69 = 161,400.
    QVERIFY(near(cost::money(60000, 2.69), 161400));
    // Chinchilla: 20 tokens per parameter.
    QVERIFY(near(cost::computeOptimalTokens(6.74e9), 134.8e9));
    QCOMPARE(cost::gpuHours(1e20, 0, 0.4), 0.0); // no peak: no number, never inf
}

void TestCostModel::spotArithmetic()
{
    // Young: √(2 × 1/6 h × 12 h) = 2 h.
    QVERIFY(near(cost::youngIntervalHours(1.0 / 6.0, 12), 2.0));
    // W = 100 h, τ = 1 h, δ = 0.1 h, R = 0.2 h, M = 10 h:
    // base 100 × 1.1 = 110; per interruption 0.2 + 0.55 = 0.75; T = 110 / 0.925 = 118.9189.
    const cost::SpotRun run = cost::spotRun(100, 1, 0.1, 0.2, 10);
    QVERIFY(run.finishes);
    QVERIFY(near(run.checkpointHours, 10));
    QVERIFY(near(run.wallHours(), 110 / 0.925, 1e-12));
    QVERIFY(near(run.interruptions, 110 / 0.925 / 10, 1e-12));
    QVERIFY(near(run.lostHours, run.interruptions * 0.55, 1e-12));
    QVERIFY(near(run.restartHours, run.interruptions * 0.2, 1e-12));
    QVERIFY(near(run.overhead(), 110 / 0.925 / 100 - 1, 1e-12));
    // Interruptions every 3 h with an 8 h interval: each loses 4 h + restart: never finishes.
    QVERIFY(!cost::spotRun(100, 8, 0.1, 0.2, 3).finishes);
}

void TestCostModel::buyOrRent()
{
    cost::Ownership own;
    own.purchase = 25000;
    own.watts = 350;
    own.pue = 1.2;
    own.pricePerKWh = 0.15;
    // 0.35 kW × 1.2 × 0.15 = 0.063 per hour.
    QVERIFY(near(own.powerCostPerHour(), 0.063));
    QVERIFY(near(own.costAfter(1000), 25063));
    // 25,000 / (1.99 − 0.063) = 12,973.53 hours.
    const std::optional<double> hours = cost::breakEvenHours(own, 1.99);
    QVERIFY(hours);
    QVERIFY(near(*hours, 25000 / 1.927));
    QVERIFY(!cost::breakEvenHours(own, 0.05)); // renting cheaper than the power: never
}

void TestCostModel::scalingUsesTheRingAllReduce()
{
    cost::TrainingRun run;
    run.parameters = 6.738415616e9;
    run.tokens = 2e12;
    run.tokensPerStep = 4194304;
    run.bytesPerGradient = 2;
    run.peakTflops = 989.4;
    run.mfu = 0.4;
    const Hop nvlink{450e9, 0};
    const Hop network{50e9, 0};
    // One GPU: no communication; 6 P B / (peak × MFU) per step.
    const cost::ScalingPoint one = cost::scalingPoint(run, 1, nvlink, network);
    QCOMPARE(one.communicationSecondsPerStep, 0.0);
    const double stepFlops = 6 * 6.738415616e9 * 4194304;
    QVERIFY(near(one.computeSecondsPerStep, stepFlops / 395.76e12));
    // 8 GPUs in one server: 2 × 7 × (13.4768e9 / 8) / 450e9 = 52.41 ms.
    const cost::ScalingPoint eight = cost::scalingPoint(run, 8, nvlink, network);
    QVERIFY(near(eight.communicationSecondsPerStep, 14 * (6.738415616e9 * 2 / 8) / 450e9));
    // 1,024 GPUs: the network hop sets the pace: 2 × 1,023 × (13.4768e9 / 1,024) / 50e9.
    const cost::ScalingPoint many = cost::scalingPoint(run, 1024, nvlink, network);
    QVERIFY(near(many.communicationSecondsPerStep, 2046 * (6.738415616e9 * 2 / 1024) / 50e9));
    QVERIFY(near(many.communicationSecondsPerStep,
                 ring::allReduceSeconds(6.738415616e9 * 2, 1024, network)));
    // Wall-clock = steps × step; GPU-hours = wall × N; more GPUs: less time, more GPU-hours.
    const double steps = 2e12 / 4194304;
    QVERIFY(near(many.wallHours,
                 steps * (many.computeSecondsPerStep + many.communicationSecondsPerStep) / 3600));
    QVERIFY(near(many.gpuHours, many.wallHours * 1024));
    QVERIFY(many.wallHours < eight.wallHours);
    QVERIFY(many.gpuHours > eight.gpuHours);
    QVERIFY(many.efficiency() < 0.5 && eight.efficiency() > 0.99);
}

void TestCostModel::servingFromTheDecodeBound()
{
    // Llama 2 7B in FP16 on an H100 SXM at batch 1: 3,350e9 / 13.4768e9 = 248.57 tokens/s.
    const double params = 6.738415616e9;
    const cost::ServingPoint one = cost::servingPoint(params, 2, 1, 3350, 989.4, 2.69);
    QVERIFY(near(one.tokensPerSecond, serving::decodeBoundTokensPerSecond(3350, params * 2)));
    QVERIFY(near(one.tokensPerSecond, 3350e9 / (params * 2)));
    QVERIFY(!one.computeBound);
    // 2.69 / (248.57 × 3,600) × 1e6 = 3.006 per million.
    QVERIFY(near(one.costPerMillionTokens, 2.69 / (one.tokensPerSecond * 3600) * 1e6));
    QVERIFY(std::abs(one.costPerMillionTokens - 3.006) < 0.001);
    // Batch 64: still memory-bound (4.02 ms vs 0.87 ms), 64 times the tokens.
    const cost::ServingPoint batch = cost::servingPoint(params, 2, 64, 3350, 989.4, 2.69);
    QVERIFY(!batch.computeBound);
    QVERIFY(near(batch.tokensPerSecond, 64 * one.tokensPerSecond));
    // Batch 1,024: compute-bound: 2 × P × 1,024 / 989.4e12.
    const cost::ServingPoint big = cost::servingPoint(params, 2, 1024, 3350, 989.4, 2.69);
    QVERIFY(big.computeBound);
    QVERIFY(near(big.stepSeconds, 2 * params * 1024 / 989.4e12));
}

void TestCostModel::shippedPricesLoad()
{
    const DataFileReport *file = m_data.file<GpuPrices>();
    QVERIFY(file);
    QVERIFY2(file->problems.isEmpty(), qPrintable(file->problems.value(0).toString()));
    const QList<GpuPrice> &rows = m_data.rows<GpuPrices>();
    QVERIFY(rows.size() >= 20);
    bool spot = false, purchase = false;
    for (const GpuPrice &p : rows) {
        QVERIFY(findGpuSpec(m_data.rows<GpuSpecs>(), p.gpu));
        QVERIFY(!p.observed.isEmpty() && p.source.contains(QLatin1String("http")));
        spot = spot || p.offer == PriceOffer::Spot;
        purchase = purchase || p.offer == PriceOffer::Purchase;
    }
    QVERIFY(spot && purchase);
}

void TestCostModel::malformedPriceRows()
{
    QTemporaryDir dir;
    const QString path =
        writeFile(dir, QStringLiteral("bad.csv"),
                  kHeader + "h100-sxm5,Good,on-demand,2.5,USD,2026-03,src http://x,\n" // 2: fine
                            "h100-sxm5,Neg,on-demand,-1,USD,2026-03,src,\n"            // 3: range
                            "no-such-gpu,X,spot,1,USD,2026-03,src,\n"                  // 4: gpu
                            "h100-sxm5,Y,lease,1,USD,2026-03,src,\n"                   // 5: offer
                            "h100-sxm5,Z,spot,1,usd,2026-03,src,\n"         // 6: currency
                            "h100-sxm5,W,spot,1,USD,2026-13-01,src,\n"      // 7: date
                            "h100-sxm5,V,spot,1,USD,2026-03,,\n"            // 8: source
                            "h100-sxm5,Good,on-demand,3,USD,2026-04,src,\n" // 9: twice
                            "h100-sxm5,U,spot,abc,USD,2026-03,src,\n");     // 10: number
    const GpuPricesLoad load = loadGpuPrices(path, m_data.rows<GpuSpecs>());
    QCOMPARE(load.rows.size(), 1);
    QList<int> lines;
    for (const LessonProblem &p : load.problems) {
        QCOMPARE(p.file, path);
        lines << p.line;
    }
    QCOMPARE(lines, (QList<int>{3, 4, 5, 6, 7, 8, 9, 10}));
    QVERIFY(load.problems[1].message.contains("no-such-gpu"));
    QVERIFY(load.problems[3].message.contains("three capital letters"));
    QVERIFY(load.problems[4].message.contains("not a date"));
    QVERIFY(load.problems[6].message.contains("second price"));
    QVERIFY(load.problems[0].toString().startsWith(path + ":3:"));
}

void TestCostModel::userPricesPersist()
{
    QTemporaryDir dir;
    const QString user = dir.filePath(QStringLiteral("sub/gpu-prices.csv"));
    const QList<GpuPrice> &shipped = m_data.rows<GpuPrices>();
    int runpod = -1;
    for (int i = 0; i < shipped.size(); ++i)
        if (shipped[i].gpu == QLatin1String("h100-sxm5") &&
            shipped[i].provider == QLatin1String("RunPod") &&
            shipped[i].offer == PriceOffer::OnDemand)
            runpod = i;
    QVERIFY(runpod >= 0);
    {
        PriceBook book(shipped, user);
        QVERIFY(book.loadUserPrices().isEmpty());
        QString error;
        QVERIFY2(book.setUserPrice(runpod, QStringLiteral("1.75"), QDate(2026, 11, 27), &error),
                 qPrintable(error));
        QVERIFY(book.save(&error));
        QVERIFY(QFile::exists(user));
    }
    {
        // The next run reads it back through the same reader.
        PriceBook book(shipped, user);
        QVERIFY(book.loadUserPrices().isEmpty());
        const PriceBook::Entry &entry = book.entries()[runpod];
        QVERIFY(entry.user);
        QCOMPARE(entry.effective().price, 1.75);
        QCOMPARE(entry.user->observed, QStringLiteral("2026-11-27"));
        QCOMPARE(entry.shipped.price, 2.69); // the shipped price and date stay
        QCOMPARE(entry.shipped.observed, QStringLiteral("2026-03"));
        QVERIFY(book.hasUserPrices());
        QString error;
        QVERIFY(book.restoreShipped(&error));
        QVERIFY(!QFile::exists(user));
        QVERIFY(!book.entries()[runpod].user);
    }
    // A user file with a bad row: FILE:LINE, the row left out, the rest kept.
    writeFile(dir, QStringLiteral("sub/gpu-prices.csv"),
              kHeader + "h100-sxm5,RunPod,on-demand,1.5,USD,2026-11-01,mine,\n"
                        "h100-sxm5,RunPod,spot,zero,USD,2026-11-01,mine,\n"
                        "h100-sxm5,Nobody,spot,1,USD,2026-11-01,mine,\n");
    PriceBook book(shipped, user);
    const QList<LessonProblem> problems = book.loadUserPrices();
    QCOMPARE(problems.size(), 2);
    QCOMPARE(problems[0].line, 3);
    QCOMPARE(problems[1].line, 4);
    QVERIFY(problems[1].message.contains("no shipped price"));
    QCOMPARE(book.entries()[runpod].effective().price, 1.5);
}

void TestCostModel::userPriceRefusals()
{
    PriceBook book(m_data.rows<GpuPrices>(), {});
    QString error;
    QVERIFY(!book.setUserPrice(0, QStringLiteral("abc"), QDate(2026, 1, 1), &error));
    QVERIFY(error.contains("not a number"));
    QVERIFY(!book.setUserPrice(0, QStringLiteral("-3"), QDate(2026, 1, 1), &error));
    QVERIFY(error.contains("above 0"));
    QVERIFY(!book.setUserPrice(0, QStringLiteral("0"), QDate(2026, 1, 1), &error));
    QVERIFY(!book.setUserPrice(0, QStringLiteral("1e9"), QDate(2026, 1, 1), &error));
    QVERIFY(!book.setUserPrice(0, QStringLiteral("inf"), QDate(2026, 1, 1), &error));
    QVERIFY(!book.setUserPrice(999, QStringLiteral("1"), QDate(2026, 1, 1), &error));
    QVERIFY(!book.hasUserPrices());
    // The currency may be typed with the number.
    QVERIFY(book.setUserPrice(0, book.entries()[0].shipped.currency + QStringLiteral(" 4.5"),
                              QDate(2026, 1, 1), &error));
    QCOMPARE(book.entries()[0].effective().price, 4.5);
    // As the table shows a user's price, with its date: typed over, it still reads.
    QVERIFY(
        book.setUserPrice(0, QStringLiteral("USD 3.25 (2026-01-01)"), QDate(2026, 2, 1), &error));
    QCOMPARE(book.entries()[0].effective().price, 3.25);
    QVERIFY(book.save(&error)); // no file: nothing to write, no error
}

void TestCostModel::modelParameters()
{
    CostModel model(m_data);
    QCOMPARE(model.id(), QStringLiteral("training-budget"));
    QCOMPARE(model.settings().gpu, QStringLiteral("h100-sxm5"));
    QVERIFY(model.peakTflops() == 989.4);
    QString error;
    QVERIFY(!model.setParameters({{"gpus", 0}}, &error));
    QVERIFY(!model.setParameters({{"gpu", "epyc-9654"}}, &error)); // no BF16 tensor peak
    QVERIFY(!model.setParameters({{"mfuPercent", 150}}, &error));
    QVERIFY(!model.setParameters({{"currency", "dollars"}}, &error));
    QVERIFY(error.contains("three-letter"));
    QVERIFY(model.setParameters({{"model", "llama-2-7b"}, {"tokensBillion", 2000}, {"gpus", 1}},
                                &error));
    QVERIFY(near(model.flops(), 6 * 6.738415616e9 * 2e12));
    // One GPU: no communication, the hand-computed GPU-hours.
    QVERIFY(near(model.plan().gpuHours, 6 * 6.738415616e9 * 2e12 / 395.76e12 / 3600, 1e-6));
    // NVLink 4 of an H100 SXM: 900 GB/s both ways = 450 one way.
    QCOMPARE(model.nodeHop().bytesPerSecond, 450e9);
}

void TestCostModel::beats()
{
    CostModel model(m_data);
    QCOMPARE(model.beatCount(), 5);
    for (int beat = 0; beat < CostModel::kBeats; ++beat) {
        model.setBeat(beat);
        QCOMPARE(model.beat(), beat);
        QVERIFY(!CostModel::beatTitle(beat).isEmpty());
    }
    model.setBeat(0);
    const double gpuHours64 = model.plan().gpuHours;
    const double wall64 = model.plan().wallHours;
    model.setBeat(1);
    QCOMPARE(model.settings().gpus, 512);
    QVERIFY(model.plan().wallHours < wall64 / 4);
    QVERIFY(model.plan().gpuHours > gpuHours64); // the all-reduce adds GPU-hours
    model.setBeat(2);
    QVERIFY(model.settings().spot);
    const double lateWall = model.expectedWallHours();
    model.setBeat(3);
    QVERIFY(near(model.settings().intervalMinutes, 120, 1e-9)); // Young: 2 h
    QVERIFY(model.expectedWallHours() < lateWall);
    QVERIFY(model.expectedCost() < [&] {
        CostModel onDemand(m_data);
        return onDemand.expectedCost();
    }());
    model.setBeat(4);
    QCOMPARE(model.settings().model, QStringLiteral("llama-3-1-70b"));
    QCOMPARE(model.settings().gpus, 1024);
}

void TestCostModel::spotRunIsDeterministic()
{
    auto play = [this](double dt) {
        CostModel model(m_data);
        model.reset(42);
        model.setBeat(2);
        for (double t = 0; t < CostModel::kPlaySeconds * 3 && !model.finished(); t += dt)
            model.step(dt);
        return model.state();
    };
    const QJsonObject a = play(1.0 / 60);
    QCOMPARE(a, play(1.0 / 60));
    {
        // The simulated run agrees with the closed form on average: the interruptions over the
        // whole run near T / M, the wall-clock near T (one seed: a loose band).
        CostModel expected(m_data);
        expected.setBeat(2);
        const cost::SpotRun spot = expected.expectedSpot();
        QVERIFY(std::abs(a["interruptions"].toInt() - spot.interruptions) <
                0.35 * spot.interruptions);
        QVERIFY(std::abs(a["clockHours"].toDouble() - spot.wallHours()) < 0.25 * spot.wallHours());
    }
    QVERIFY(a["done"].toBool());
    QVERIFY(a["interruptions"].toInt() > 10);
    QVERIFY(a["lostHours"].toDouble() > 0);
    QVERIFY(a["checkpoints"].toInt() > 10);
    // The same events whatever the step size: the run ends at the same clock.
    const QJsonObject b = play(1.0 / 7);
    QCOMPARE(a["interruptions"].toInt(), b["interruptions"].toInt());
    QVERIFY(near(a["clockHours"].toDouble(), b["clockHours"].toDouble(), 1e-9));
    // Another seed, other interruptions.
    CostModel other(m_data);
    other.reset(7);
    other.setBeat(2);
    for (int i = 0; i < 60 * 40 && !other.finished(); ++i)
        other.step(1.0 / 60);
    QVERIFY(other.state()["clockHours"].toDouble() != a["clockHours"].toDouble());
}

void TestCostModel::onDemandRunFinishesOnPlan()
{
    CostModel model(m_data);
    model.setBeat(0);
    for (int i = 0; i < 60 * 13 && !model.finished(); ++i)
        model.step(1.0 / 60);
    QVERIFY(model.finished());
    QVERIFY(near(model.clockHours(), model.plan().wallHours, 1e-9));
    QVERIFY(near(model.gpuHoursSpent(), model.plan().gpuHours, 1e-9));
    QVERIFY(
        near(model.moneySpent(), model.plan().gpuHours * model.settings().pricePerGpuHour, 1e-9));
    QVERIFY(near(model.flopsDone(), model.flops(), 1e-9));
    QCOMPARE(model.interruptionCount(), 0);
}

// A price names its provider as an isolate: a Latin name with its own brackets keeps them in an
// Arabic sentence, and the English text reads the same once the marks are taken out.
void TestCostModel::priceNamesTheProviderIsolated()
{
    GpuPrice price;
    price.gpu = QStringLiteral("h100-pcie");
    price.provider = price.providerLabel = QStringLiteral("Lambda (1x H100 PCIe)");
    price.offer = PriceOffer::OnDemand;
    price.price = 2.86;
    price.currency = QStringLiteral("USD");
    price.observed = QStringLiteral("2026-05-07");
    const QString text = PriceText::priceWithDate(price);
    QVERIFY2(text.contains(QChar(0x2066) + price.providerLabel + QChar(0x2069)), qPrintable(text));
    QVERIFY2(QString(text)
                 .remove(QChar(0x2066))
                 .remove(QChar(0x2069))
                 .contains(QStringLiteral("(Lambda (1x H100 PCIe), ")),
             qPrintable(text));
}

QTEST_GUILESS_MAIN(TestCostModel)
#include "tst_costmodel.moc"
