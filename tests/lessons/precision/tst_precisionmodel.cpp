// The "Precision formats" simulation (LossScalingModel): deterministic for a seed, every gradient
// counted exactly once with the fate the codec gives it, the dynamic loss-scaling rule followed
// to the letter, the beats' set-ups and what they show, timing, and parameter validation.
#include "compute/formats.h"
#include "lessons/precision/lossscalingmodel.h"

#include <QJsonArray>
#include <QtTest>

#include <cmath>

using namespace gpulab;
using Scaling = LossScalingModel::Scaling;
using Fate = LossScalingModel::Fate;

class TestPrecisionModel : public QObject
{
    Q_OBJECT

private slots:
    void sameSeedSameRun();
    void differentSeedDifferentGradients();
    void gradientsDependOnlyOnSeedAndStep();
    void countsAddUp_data();
    void countsAddUp();
    void fatesComeFromTheCodec();
    void storeRule();
    void dynamicScalingFollowsItsRule_data();
    void dynamicScalingFollowsItsRule();
    void offAndFixedKeepTheScale();
    void beatsShowWhatTheyPromise();
    void beatsSetTheirParameters();
    void resetKeepsOrRestoresParameters();
    void timing();
    void stepSizeDoesNotChangeTheOutcome();
    void parametersValidated_data();
    void parametersValidated();
    void parametersRoundTrip();
};

namespace {

void runSteps(LossScalingModel &model, int steps, double dt = 1.0 / 60)
{
    for (int i = 0; i < steps; ++i)
        model.step(dt);
}

void runToEnd(LossScalingModel &model)
{
    while (!model.finished())
        model.step(0.5);
}

} // namespace

void TestPrecisionModel::sameSeedSameRun()
{
    LossScalingModel a, b;
    a.setBeat(3);
    b.setBeat(3);
    a.reset(42);
    b.reset(42);
    a.setBeat(3);
    b.setBeat(3);
    runSteps(a, 600);
    runSteps(b, 600);
    QVERIFY(a.iteration() > 10);
    QCOMPARE(a.state(), b.state());
}

void TestPrecisionModel::differentSeedDifferentGradients()
{
    LossScalingModel a, b;
    a.reset(1);
    b.reset(2);
    runSteps(a, 10);
    runSteps(b, 10);
    QCOMPARE(a.iteration(), 1);
    QVERIFY(a.lastSamples().front().gradient != b.lastSamples().front().gradient);
    QVERIFY(a.state() != b.state());
}

void TestPrecisionModel::gradientsDependOnlyOnSeedAndStep()
{
    // The same seed gives the same gradients whatever they are stored in, so formats and scales
    // can be compared on equal terms.
    LossScalingModel fp16, bf16;
    fp16.reset(7);
    bf16.reset(7);
    QVERIFY(
        bf16.setParameters({{"format", "bf16"}, {"scaling", "fixed"}, {"scaleLog2", 10}}, nullptr));
    runSteps(fp16, 120);
    runSteps(bf16, 120);
    QCOMPARE(fp16.iteration(), bf16.iteration());
    QCOMPARE(fp16.lastSamples().size(), bf16.lastSamples().size());
    for (size_t i = 0; i < fp16.lastSamples().size(); ++i)
        QCOMPARE(fp16.lastSamples()[i].gradient, bf16.lastSamples()[i].gradient);
    const std::vector<double> again =
        LossScalingModel::gradients(7, fp16.iteration() - 1, fp16.settings());
    for (size_t i = 0; i < again.size(); ++i)
        QCOMPARE(again[i], fp16.lastSamples()[i].gradient);
    // Log-normal around the median: about half above it.
    int above = 0;
    for (double g : again)
        above += std::log2(g) > fp16.settings().medianLog2;
    QVERIFY(above > 200 && above < 312);
}

void TestPrecisionModel::countsAddUp_data()
{
    QTest::addColumn<int>("beat");
    for (int beat = 0; beat < LossScalingModel::kBeats; ++beat)
        QTest::newRow(qPrintable(QStringLiteral("beat %1").arg(beat))) << beat;
}

void TestPrecisionModel::countsAddUp()
{
    QFETCH(int, beat);
    LossScalingModel model;
    model.setBeat(beat);
    model.reset(11);
    model.setBeat(beat);
    runToEnd(model);
    const LossScalingModel::Settings &s = model.settings();
    QCOMPARE(model.iteration(), s.iterations);
    QCOMPARE(int(model.history().size()), s.iterations);
    LossScalingModel::Counts sum;
    int overflowSteps = 0;
    for (const LossScalingModel::Iteration &it : model.history()) {
        const LossScalingModel::Counts &c = it.counts;
        QCOMPARE(c.seen, qint64(s.gradientsPerIteration));
        QCOMPARE(c.normal + c.subnormal + c.underflowed + c.overflowed, c.seen);
        sum.seen += c.seen;
        sum.normal += c.normal;
        sum.subnormal += c.subnormal;
        sum.underflowed += c.underflowed;
        sum.overflowed += c.overflowed;
        overflowSteps += it.overflow();
    }
    const LossScalingModel::Counts &total = model.totals();
    QVERIFY(total == sum);
    QCOMPARE(total.seen, qint64(s.iterations) * s.gradientsPerIteration);
    QCOMPARE(total.kept() + total.underflowed + total.overflowed, total.seen);
    QCOMPARE(model.overflowIterations(), overflowSteps);
    // The state says the same.
    const QJsonObject totals = model.state().value("totals").toObject();
    QCOMPARE(qint64(totals.value("seen").toDouble()), total.seen);
    QCOMPARE(qint64(totals.value("kept").toDouble()), total.kept());
}

void TestPrecisionModel::fatesComeFromTheCodec()
{
    for (int beat : {0, 2, 5, 6}) {
        LossScalingModel model;
        model.setBeat(beat);
        runSteps(model, 300);
        const fp::FormatSpec &spec = model.spec();
        const int scale = model.history().back().scaleLog2;
        for (const LossScalingModel::Sample &sample : model.lastSamples()) {
            const double scaled = std::ldexp(sample.gradient, scale);
            const fp::Encoded encoded = fp::encode(spec, scaled);
            const fp::ValueClass c = fp::classify(spec, encoded.bits);
            const Fate expected = (c == fp::ValueClass::Infinity || c == fp::ValueClass::NaN)
                                      ? Fate::Overflow
                                  : c == fp::ValueClass::Zero      ? Fate::Underflow
                                  : c == fp::ValueClass::Subnormal ? Fate::Subnormal
                                                                   : Fate::Normal;
            QCOMPARE(sample.fate, expected);
            if (expected == Fate::Normal || expected == Fate::Subnormal)
                QCOMPARE(sample.stored, fp::decode(spec, encoded.bits));
            QCOMPARE(sample.scaledLog2, std::log2(scaled));
        }
    }
}

void TestPrecisionModel::storeRule()
{
    const fp::FormatSpec &fp16 = fp::formatSpec(fp::Format::Fp16);
    const fp::FormatSpec &bf16 = fp::formatSpec(fp::Format::Bf16);
    const fp::FormatSpec &e4m3 = fp::formatSpec(fp::Format::Fp8E4M3);
    // 2^-26 is below half of FP16's smallest subnormal (2^-24): lost without scaling.
    QCOMPARE(LossScalingModel::store(fp16, std::ldexp(1.0, -26), 0).fate, Fate::Underflow);
    // Exactly half of it is a tie, and ties go to the even neighbour: 0.
    QCOMPARE(LossScalingModel::store(fp16, std::ldexp(1.0, -25), 0).fate, Fate::Underflow);
    QCOMPARE(LossScalingModel::store(fp16, std::ldexp(1.0, -24), 0).fate, Fate::Subnormal);
    // Scaled by 2^16 it is an ordinary normal number, stored exactly.
    const auto rescued = LossScalingModel::store(fp16, std::ldexp(1.0, -26), 16);
    QCOMPARE(rescued.fate, Fate::Normal);
    QCOMPARE(rescued.stored, std::ldexp(1.0, -10));
    QCOMPARE(LossScalingModel::store(fp16, 1e-6, 0).fate, Fate::Subnormal);
    QCOMPARE(LossScalingModel::store(fp16, 1.0, 16).fate, Fate::Overflow); // 65,536 > 65,504
    QCOMPARE(LossScalingModel::store(fp16, 0.999, 16).fate, Fate::Normal); // 65,470 rounds down
    QCOMPARE(LossScalingModel::store(bf16, std::ldexp(1.0, -26), 0).fate, Fate::Normal);
    const auto nan = LossScalingModel::store(e4m3, 500, 0); // E4M3 overflows to NaN
    QCOMPARE(nan.fate, Fate::Overflow);
    QVERIFY(std::isnan(nan.stored));
}

void TestPrecisionModel::dynamicScalingFollowsItsRule_data()
{
    QTest::addColumn<int>("beat");
    QTest::addColumn<int>("growth");
    QTest::addColumn<int>("start");
    QTest::newRow("FP16, K = 4") << 3 << 4 << 16;
    QTest::newRow("FP16, K = 1, start high") << 3 << 1 << 40;
    QTest::newRow("E5M2, K = 4") << 5 << 4 << 16;
    QTest::newRow("E4M3, K = 7") << 6 << 7 << 0;
}

void TestPrecisionModel::dynamicScalingFollowsItsRule()
{
    QFETCH(int, beat);
    QFETCH(int, growth);
    QFETCH(int, start);
    LossScalingModel model;
    model.setBeat(beat);
    QVERIFY(model.setParameters({{"growthInterval", growth}, {"scaleLog2", start}}, nullptr));
    QCOMPARE(model.settings().scaling, Scaling::Dynamic);
    QCOMPARE(model.scaleLog2(), start);
    runToEnd(model);
    // Replay the rule on the recorded overflows: halve after an overflow, double after
    // `growth` clean steps in a row, count again from zero after either.
    int k = start, clean = 0, halvings = 0, doublings = 0;
    for (const LossScalingModel::Iteration &it : model.history()) {
        QCOMPARE(it.scaleLog2, k);
        if (it.overflow()) {
            k = std::max(LossScalingModel::kMinScaleLog2, k - 1);
            clean = 0;
            ++halvings;
        } else if (++clean == growth) {
            k = std::min(LossScalingModel::kMaxScaleLog2, k + 1);
            clean = 0;
            ++doublings;
        }
    }
    QCOMPARE(model.scaleLog2(), k);
    QCOMPARE(model.cleanRun(), clean);
    // Both halves of the saw-tooth happen in each of these runs.
    QVERIFY(halvings > 0);
    QVERIFY(doublings > 0);
}

void TestPrecisionModel::offAndFixedKeepTheScale()
{
    LossScalingModel off;
    QVERIFY(off.setParameters({{"scaleLog2", 20}}, nullptr)); // ignored while scaling is off
    runToEnd(off);
    for (const auto &it : off.history())
        QCOMPARE(it.scaleLog2, 0);
    LossScalingModel fixed;
    fixed.setBeat(2); // 2^34: overflows in every step, and the scale stays
    runToEnd(fixed);
    for (const auto &it : fixed.history())
        QCOMPARE(it.scaleLog2, 34);
    QCOMPARE(fixed.scale(), std::ldexp(1.0, 34));
}

void TestPrecisionModel::beatsShowWhatTheyPromise()
{
    auto run = [](int beat) {
        auto model = std::make_unique<LossScalingModel>();
        model->setBeat(beat);
        runToEnd(*model);
        return model;
    };
    const auto fraction = [](qint64 part, qint64 whole) { return double(part) / double(whole); };
    // 0: FP16 without scaling loses a large share (median 2^-24, spread 3 binades: about 37 %
    // lie below 2^-25), overflows nothing, and nearly every survivor is subnormal.
    auto plain = run(0);
    const auto &c0 = plain->totals();
    QVERIFY(fraction(c0.underflowed, c0.seen) > 0.3 && fraction(c0.underflowed, c0.seen) < 0.45);
    QCOMPARE(c0.overflowed, qint64(0));
    QVERIFY(fraction(c0.subnormal, c0.kept()) > 0.99);
    // 1: a fixed 2^16 keeps everything.
    auto fixed = run(1);
    QCOMPARE(fixed->totals().kept(), fixed->totals().seen);
    // 2: 2^34 overflows in every step.
    auto tooMuch = run(2);
    QCOMPARE(tooMuch->overflowIterations(), tooMuch->settings().iterations);
    // 3: dynamic scaling keeps nearly everything and skips only a few steps.
    auto dynamic = run(3);
    QVERIFY(fraction(dynamic->totals().kept(), dynamic->totals().seen) > 0.99);
    QVERIFY(dynamic->overflowIterations() < dynamic->settings().iterations / 4);
    // 4: BF16 keeps everything without any scaling, and nothing is subnormal.
    auto bf16 = run(4);
    QCOMPARE(bf16->totals().kept(), bf16->totals().seen);
    QCOMPARE(bf16->totals().subnormal, qint64(0));
    // 5 and 6: FP8 with dynamic scaling; E4M3's narrower range skips more steps than E5M2.
    auto e5m2 = run(5);
    auto e4m3 = run(6);
    QVERIFY(fraction(e5m2->totals().kept(), e5m2->totals().seen) > 0.99);
    QVERIFY(e4m3->overflowIterations() > e5m2->overflowIterations());
}

void TestPrecisionModel::beatsSetTheirParameters()
{
    LossScalingModel model;
    QCOMPARE(model.beatCount(), LossScalingModel::kBeats);
    QStringList titles;
    for (int beat = 0; beat < model.beatCount(); ++beat) {
        model.setBeat(beat);
        QCOMPARE(model.beat(), beat);
        QVERIFY(model.settings() == LossScalingModel::beatSettings(beat));
        QCOMPARE(model.iteration(), 0);
        titles << LossScalingModel::beatTitle(beat);
    }
    titles.removeDuplicates();
    QCOMPARE(titles.size(), LossScalingModel::kBeats);
    model.setBeat(99);
    QCOMPARE(model.beat(), LossScalingModel::kBeats - 1);
    model.setBeat(-3);
    QCOMPARE(model.beat(), 0);
    QCOMPARE(LossScalingModel::beatSettings(4).format, fp::Format::Bf16);
    QCOMPARE(LossScalingModel::beatSettings(5).format, fp::Format::Fp8E5M2);
    QCOMPARE(LossScalingModel::beatSettings(6).format, fp::Format::Fp8E4M3);
}

void TestPrecisionModel::resetKeepsOrRestoresParameters()
{
    // At beat 0, reset keeps what the user chose.
    LossScalingModel model;
    QVERIFY(model.setParameters({{"format", "bf16"}}, nullptr));
    runSteps(model, 100);
    model.reset(5);
    QCOMPARE(model.beat(), 0);
    QCOMPARE(model.seed(), quint64(5));
    QCOMPARE(model.settings().format, fp::Format::Bf16);
    QCOMPARE(model.iteration(), 0);
    QCOMPARE(model.timeSeconds(), 0.0);
    QCOMPARE(model.totals().seen, qint64(0));
    // Coming back from another beat, beat 0 brings its own set-up (the view goes back to beat 0
    // through reset() alone).
    model.setBeat(2);
    model.reset(5);
    QCOMPARE(model.beat(), 0);
    QVERIFY(model.settings() == LossScalingModel::beatSettings(0));
}

void TestPrecisionModel::timing()
{
    LossScalingModel model; // 6 steps a second, 240 steps
    QCOMPARE(model.settings().iterationsPerSecond, 6.0);
    runSteps(model, 9);
    QCOMPARE(model.iteration(), 0);
    runSteps(model, 1); // 10/60 s = 1/6 s: the first step
    QCOMPARE(model.iteration(), 1);
    runSteps(model, 50); // 1 s
    QCOMPARE(model.iteration(), 6);
    QVERIFY(!model.finished());
    runToEnd(model);
    QCOMPARE(model.iteration(), 240);
    QVERIFY(model.finished());
    const QJsonObject done = model.state();
    model.step(1.0); // nothing moves after the end
    QCOMPARE(model.state(), done);
    model.step(-1.0);
    model.step(0.0);
    QCOMPARE(model.state(), done);
}

void TestPrecisionModel::stepSizeDoesNotChangeTheOutcome()
{
    LossScalingModel fine, coarse;
    fine.setBeat(3);
    coarse.setBeat(3);
    runSteps(fine, 600);       // 10 s in 1/60 s steps
    runSteps(coarse, 20, 0.5); // 10 s in half seconds
    QCOMPARE(fine.iteration(), coarse.iteration());
    QVERIFY(fine.totals() == coarse.totals());
    QCOMPARE(fine.scaleLog2(), coarse.scaleLog2());
    QCOMPARE(fine.state().value("scaleHistory"), coarse.state().value("scaleHistory"));
}

void TestPrecisionModel::parametersValidated_data()
{
    QTest::addColumn<QJsonObject>("parameters");
    QTest::addColumn<QString>("error");
    QTest::newRow("unknown") << QJsonObject{{"bits", 3}} << "unknown parameter";
    QTest::newRow("unknown format") << QJsonObject{{"format", "fp99"}} << "format must be";
    QTest::newRow("FP4 is not offered") << QJsonObject{{"format", "fp4_e2m1"}} << "format must be";
    QTest::newRow("format not a string") << QJsonObject{{"format", 16}} << "format must be";
    QTest::newRow("scaling") << QJsonObject{{"scaling", "sometimes"}} << "scaling must be";
    QTest::newRow("scale too large") << QJsonObject{{"scaleLog2", 61}} << "between";
    QTest::newRow("scale too small") << QJsonObject{{"scaleLog2", -21}} << "between";
    QTest::newRow("scale not whole") << QJsonObject{{"scaleLog2", 1.5}} << "whole number";
    QTest::newRow("growth 0") << QJsonObject{{"growthInterval", 0}} << "between";
    QTest::newRow("too few gradients") << QJsonObject{{"gradientsPerIteration", 8}} << "between";
    QTest::newRow("no iterations") << QJsonObject{{"iterations", 0}} << "between";
    QTest::newRow("median a word") << QJsonObject{{"medianLog2", "small"}} << "number between";
    QTest::newRow("no spread") << QJsonObject{{"spreadLog2", 0}} << "number between";
    QTest::newRow("too fast") << QJsonObject{{"iterationsPerSecond", 1000}} << "number between";
    // A good value beside a bad one changes nothing either.
    QTest::newRow("mixed") << QJsonObject{{"format", "bf16"}, {"scaleLog2", 99}} << "between";
}

void TestPrecisionModel::parametersValidated()
{
    QFETCH(QJsonObject, parameters);
    QFETCH(QString, error);
    LossScalingModel model;
    runSteps(model, 60);
    const QJsonObject before = model.parameters();
    const QJsonObject stateBefore = model.state();
    QString why;
    QVERIFY(!model.setParameters(parameters, &why));
    QVERIFY2(why.contains(error), qPrintable(why));
    QCOMPARE(model.parameters(), before);
    QCOMPARE(model.state(), stateBefore);
    QVERIFY(!model.setParameters(parameters, nullptr)); // no error pointer: still no crash
}

void TestPrecisionModel::parametersRoundTrip()
{
    LossScalingModel model;
    const QJsonObject p = model.parameters();
    for (const char *key :
         {"format", "scaling", "scaleLog2", "growthInterval", "gradientsPerIteration", "medianLog2",
          "spreadLog2", "iterations", "iterationsPerSecond"})
        QVERIFY2(p.contains(key), key);
    QVERIFY(model.setParameters(p, nullptr));
    QCOMPARE(model.parameters(), p);
    QVERIFY(model.setParameters({{"format", "fp8_e5m2"},
                                 {"scaling", "dynamic"},
                                 {"growthInterval", 9},
                                 {"medianLog2", -20.5}},
                                nullptr));
    QCOMPARE(model.parameters().value("format").toString(), QStringLiteral("fp8_e5m2"));
    QCOMPARE(model.settings().scaling, Scaling::Dynamic);
    QCOMPARE(model.settings().growthInterval, 9);
    QCOMPARE(model.settings().medianLog2, -20.5);
    QCOMPARE(model.beat(), 0); // parameters keep the beat
    model.setBeat(3);
    QVERIFY(model.setParameters({{"gradientsPerIteration", 64}}, nullptr));
    QCOMPARE(model.beat(), 3);
    runSteps(model, 30);
    QCOMPARE(model.lastSamples().size(), size_t(64));
}

QTEST_APPLESS_MAIN(TestPrecisionModel)
#include "tst_precisionmodel.moc"
