// The "CPU vs GPU" simulation model: deterministic for a seed, conserves work, counters that only
// grow, finish times equal to closed-form formulas worked out here independently of the model,
// divergence that doubles a warp's time, Amdahl's law on the CPU side, validated parameters and
// the presenter's beats.
#include "lessons/cpuvsgpu/cpugpumodel.h"

#include <QJsonArray>
#include <QtTest>

#include <cmath>

using namespace gpulab;
using Side = CpuGpuModel::Side;
using Settings = CpuGpuModel::Settings;

class TestCpuGpuModel : public QObject
{
    Q_OBJECT

private slots:
    void sameSeedSameRun();
    void seedChoosesTheDivergentWarps();
    void workIsConservedAndCountersGrow_data();
    void workIsConservedAndCountersGrow();
    void closedFormFinishTimes_data();
    void closedFormFinishTimes();
    void predictionsMatchTheRun();
    void stepSizeDoesNotChangeTheOutcome();
    void divergenceDoublesTheWarpsTime();
    void cpuFollowsAmdahl();
    void playbackLastsAboutFourSeconds();
    void parametersValidated_data();
    void parametersValidated();
    void parametersRoundTrip();
    void beats();
};

namespace {

QJsonObject toJson(const Settings &s)
{
    return {{"tasks", s.tasks},
            {"workPerTask", s.workPerTask},
            {"serialPercent", s.serialPercent},
            {"divergentPercent", s.divergentPercent},
            {"cpuCores", s.cpuCores},
            {"gpuSms", s.gpuSms},
            {"warpsPerSm", s.warpsPerSm},
            {"memoryLatencyCycles", s.memoryLatencyCycles}};
}

// Steps until both sides finish (or a generous limit); the number of steps taken.
int runToEnd(CpuGpuModel &model, double dt = 1.0 / 60)
{
    int steps = 0;
    while (!model.finished() && steps < 100000) {
        model.step(dt);
        ++steps;
    }
    return steps;
}

qint64 ceilDiv(qint64 a, qint64 b)
{
    return (a + b - 1) / b;
}

// The formulas of cpugpumodel.h, written out again here (without divergence).
qint64 cpuFinish(const Settings &s)
{
    const qint64 serial = (qint64(s.tasks) * s.serialPercent + 50) / 100;
    const qint64 parallel = s.tasks - serial;
    const qint64 task = qint64(s.workPerTask + 4) * 250;
    return serial * task + ceilDiv(parallel, s.cpuCores) * task;
}

qint64 gpuFinish(const Settings &s)
{
    const qint64 serial = (qint64(s.tasks) * s.serialPercent + 50) / 100;
    const qint64 parallel = s.tasks - serial;
    const qint64 L = s.memoryLatencyCycles, w = s.workPerTask, W = s.warpsPerSm;
    qint64 cycles = 0;
    if (parallel > 0) {
        // Every SM takes a full wave each round, so they stay in step; the last wave may be
        // partly filled, and runs in the last round beside full waves or alone.
        const qint64 warps = ceilDiv(parallel, 32);
        const qint64 waves = ceilDiv(warps, W);
        const qint64 lastWave = warps - (waves - 1) * W;
        const qint64 rounds = ceilDiv(waves, s.gpuSms);
        const qint64 wavesInLastRound = waves - (rounds - 1) * s.gpuSms;
        const qint64 full = L + W * w;
        const qint64 last = wavesInLastRound >= 2 ? full : L + lastWave * w;
        cycles = (rounds - 1) * full + last;
    }
    return 5'000'000 + serial * (L + w) * 625 + cycles * 625;
}

} // namespace

void TestCpuGpuModel::sameSeedSameRun()
{
    CpuGpuModel a, b;
    QString error;
    for (CpuGpuModel *m : {&a, &b}) {
        QVERIFY(m->setParameters({{"divergentPercent", 30}, {"serialPercent", 1}}, &error));
        m->reset(42);
    }
    for (int i = 0; i < 150; ++i) {
        a.step(1.0 / 60);
        b.step(1.0 / 60);
        QCOMPARE(a.state(), b.state());
    }
    QVERIFY(a.done(Side::Cpu) > 0 && a.done(Side::Gpu) > 0);
    // reset() brings the same run back.
    const QJsonObject after150 = a.state();
    a.reset(42);
    QCOMPARE(a.timeSeconds(), 0.0);
    QCOMPARE(a.done(Side::Gpu), 0);
    for (int i = 0; i < 150; ++i)
        a.step(1.0 / 60);
    QCOMPARE(a.state(), after150);
}

void TestCpuGpuModel::seedChoosesTheDivergentWarps()
{
    CpuGpuModel a, b;
    QString error;
    for (CpuGpuModel *m : {&a, &b})
        QVERIFY(m->setParameters({{"divergentPercent", 25}}, &error));
    a.reset(1);
    b.reset(2);
    const int warps = 65536 / 32;
    QCOMPARE(a.warpCount(), warps);
    QCOMPARE(a.divergentWarps(), warps / 4); // exactly round(25 % of the warps)
    QCOMPARE(b.divergentWarps(), warps / 4);
    QVERIFY(a.state()["divergentWarps"] != b.state()["divergentWarps"]);
    int counted = 0;
    for (int w = 0; w < warps; ++w)
        counted += a.warpDiverges(w);
    QCOMPARE(counted, warps / 4);
}

void TestCpuGpuModel::workIsConservedAndCountersGrow_data()
{
    QTest::addColumn<QJsonObject>("parameters");
    for (int beat = 0; beat < CpuGpuModel::kBeats; ++beat)
        QTest::addRow("beat %d", beat) << toJson(CpuGpuModel::beatSettings(beat));
    QTest::newRow("odd sizes, branchy") << QJsonObject{
        {"tasks", 10007}, {"workPerTask", 37}, {"serialPercent", 3}, {"divergentPercent", 41},
        {"cpuCores", 6},  {"gpuSms", 5},       {"warpsPerSm", 7},    {"memoryLatencyCycles", 333}};
    QTest::newRow("one task") << QJsonObject{{"tasks", 1}};
    QTest::newRow("all serial") << QJsonObject{{"tasks", 500}, {"serialPercent", 100}};
    QTest::newRow("no latency") << QJsonObject{{"tasks", 3000}, {"memoryLatencyCycles", 0}};
}

void TestCpuGpuModel::workIsConservedAndCountersGrow()
{
    QFETCH(QJsonObject, parameters);
    CpuGpuModel model;
    QString error;
    QVERIFY2(model.setParameters(parameters, &error), qPrintable(error));
    model.reset(7);
    const int total = model.settings().tasks;
    int doneBefore[2] = {0, 0};
    qint64 finishedAt[2] = {-1, -1};
    qint64 before = 0;
    int steps = 0;
    while (!model.finished() && steps < 2000) {
        model.step(1.0 / 60);
        ++steps;
        QVERIFY(model.nowPs() >= before);
        before = model.nowPs();
        for (Side side : {Side::Cpu, Side::Gpu}) {
            const int i = int(side);
            const int done = model.done(side), flight = model.inFlight(side),
                      waiting = model.waiting(side);
            QCOMPARE(done + flight + waiting, total);
            QVERIFY(done >= 0 && flight >= 0 && waiting >= 0);
            QVERIFY(done >= doneBefore[i]);
            doneBefore[i] = done;
            if (finishedAt[i] >= 0) // once finished, the finish time stays
                QCOMPARE(model.finishPs(side), finishedAt[i]);
            finishedAt[i] = model.finishPs(side);
            QCOMPARE(model.finishPs(side) >= 0, done == total);
            if (model.finishPs(side) >= 0)
                QCOMPARE(flight, 0);
        }
        // A CPU core never has more than one task; a GPU SM never more than its warps.
        QVERIFY(model.inFlight(Side::Cpu) <= model.settings().cpuCores);
        QVERIFY(model.inFlight(Side::Gpu) <=
                std::max(1, model.settings().gpuSms * model.settings().warpsPerSm * 32));
    }
    QVERIFY(model.finished());
    QCOMPARE(model.done(Side::Cpu), total);
    QCOMPARE(model.done(Side::Gpu), total);
    // Finished means nothing moves any more.
    const QJsonObject end = model.state();
    model.step(1.0 / 60);
    QCOMPARE(model.state(), end);
}

void TestCpuGpuModel::closedFormFinishTimes_data()
{
    QTest::addColumn<QJsonObject>("parameters");
    QTest::addColumn<qint64>("cpuPs");
    QTest::addColumn<qint64>("gpuPs");
    // Worked by hand (ps): CPU task = (w + 4) × 250; GPU serial task = (L + w) × 625;
    // GPU wave = (L + m·w) × 625; launch 5,000,000.
    // 65,536 tasks: CPU 8,192 rounds × 26,000 = 212,992,000. GPU: 2,048 warps = 128 waves of
    // 16 on 16 SMs = 8 rounds × (400 + 1,600) × 625 = 10,000,000, + launch.
    QTest::newRow("big batch") << toJson(CpuGpuModel::beatSettings(0)) << qint64(212'992'000)
                               << qint64(15'000'000);
    // One warp in flight: 2,048 waves / 16 SMs = 128 rounds × 500 × 625 = 40,000,000.
    QTest::newRow("one warp in flight")
        << toJson(CpuGpuModel::beatSettings(1)) << qint64(212'992'000) << qint64(45'000'000);
    // 256 tasks: CPU 32 rounds × 26,000 = 832,000. GPU: 8 warps in one wave on SM 1:
    // (400 + 800) × 625 = 750,000.
    QTest::newRow("small batch") << toJson(CpuGpuModel::beatSettings(3)) << qint64(832'000)
                                 << qint64(5'750'000);
    // 5 % serial: 3,277 serial tasks. CPU: 3,277 × 26,000 + ceil(62,259 / 8) = 7,783 rounds
    // × 26,000 = 85,202,000 + 202,358,000. GPU: 3,277 × 500 × 625 = 1,024,062,500; then
    // 1,946 warps = 122 waves (the last of 10 warps) in 8 rounds, the last round with 10 waves:
    // 8 × 2,000 × 625 = 10,000,000.
    QTest::newRow("5% serial") << toJson(CpuGpuModel::beatSettings(4)) << qint64(287'560'000)
                               << qint64(1'039'062'500);
    // One task: one core; one warp of one lane, (400 + 100) × 625 = 312,500.
    QTest::newRow("one task") << QJsonObject{{"tasks", 1}} << qint64(26'000) << qint64(5'312'500);
}

void TestCpuGpuModel::closedFormFinishTimes()
{
    QFETCH(QJsonObject, parameters);
    QFETCH(qint64, cpuPs);
    QFETCH(qint64, gpuPs);
    CpuGpuModel model;
    QString error;
    QVERIFY2(model.setParameters(parameters, &error), qPrintable(error));
    QCOMPARE(cpuFinish(model.settings()), cpuPs); // the hand numbers and the formula agree
    QCOMPARE(gpuFinish(model.settings()), gpuPs);
    runToEnd(model);
    QVERIFY(model.finished());
    QCOMPARE(model.finishPs(Side::Cpu), cpuPs);
    QCOMPARE(model.finishPs(Side::Gpu), gpuPs);
}

void TestCpuGpuModel::predictionsMatchTheRun()
{
    // Many shapes, with and without divergence: the run ends exactly when the formulas say, and
    // without divergence the formulas are the closed forms above.
    quint64 state = 12345;
    auto next = [&state](int lo, int hi) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return lo + int((state >> 33) % quint64(hi - lo + 1));
    };
    for (int i = 0; i < 40; ++i) {
        Settings s;
        s.tasks = next(1, 40000);
        s.workPerTask = next(1, 300);
        s.serialPercent = next(0, 3) == 0 ? next(0, 20) : 0;
        s.divergentPercent = i % 2 ? next(0, 100) : 0;
        s.cpuCores = next(1, 16);
        s.gpuSms = next(1, 40);
        s.warpsPerSm = next(1, 64);
        s.memoryLatencyCycles = next(0, 800);
        CpuGpuModel model;
        QString error;
        QVERIFY2(model.setParameters(toJson(s), &error), qPrintable(error));
        model.reset(quint64(i));
        runToEnd(model);
        QVERIFY(model.finished());
        const QByteArray where = QJsonDocument(toJson(s)).toJson(QJsonDocument::Compact);
        QVERIFY2(model.finishPs(Side::Cpu) == model.predictedFinishPs(Side::Cpu), where);
        QVERIFY2(model.finishPs(Side::Gpu) == model.predictedFinishPs(Side::Gpu), where);
        QVERIFY2(model.finishPs(Side::Cpu) == cpuFinish(s), where);
        if (s.divergentPercent == 0)
            QVERIFY2(model.finishPs(Side::Gpu) == gpuFinish(s), where);
        const CpuGpuModel::Breakdown gpu = model.breakdown(Side::Gpu);
        QCOMPARE(gpu.totalPs(), model.finishPs(Side::Gpu));
        QVERIFY(gpu.divergencePs >= 0);
        if (model.divergentWarps() == 0)
            QCOMPARE(gpu.divergencePs, qint64(0));
    }
}

void TestCpuGpuModel::stepSizeDoesNotChangeTheOutcome()
{
    CpuGpuModel a, b;
    QString error;
    for (CpuGpuModel *m : {&a, &b}) {
        QVERIFY(m->setParameters({{"tasks", 20000}, {"divergentPercent", 50}, {"serialPercent", 2}},
                                 &error));
        m->reset(3);
    }
    runToEnd(a, 1.0 / 60);
    runToEnd(b, 0.0137);
    QCOMPARE(a.finishPs(Side::Cpu), b.finishPs(Side::Cpu));
    QCOMPARE(a.finishPs(Side::Gpu), b.finishPs(Side::Gpu));
}

void TestCpuGpuModel::divergenceDoublesTheWarpsTime()
{
    // No memory latency, no serial part: the GPU's time after its launch is all warp work, and
    // making every warp divergent doubles it exactly; the CPU does not care.
    Settings s;
    s.tasks = 32 * 16 * 16 * 3; // whole rounds
    s.memoryLatencyCycles = 0;
    CpuGpuModel plain, branchy;
    QString error;
    QVERIFY(plain.setParameters(toJson(s), &error));
    s.divergentPercent = 100;
    QVERIFY(branchy.setParameters(toJson(s), &error));
    QCOMPARE(branchy.divergentWarps(), branchy.warpCount());
    for (int w = 0; w < branchy.warpCount(); ++w) {
        QCOMPARE(plain.warpCycles(w), qint64(100));
        QCOMPARE(branchy.warpCycles(w), qint64(200));
    }
    runToEnd(plain);
    runToEnd(branchy);
    const qint64 launch = CpuGpuModel::kGpuLaunchPs;
    QCOMPARE(branchy.finishPs(Side::Gpu) - launch, 2 * (plain.finishPs(Side::Gpu) - launch));
    QCOMPARE(branchy.finishPs(Side::Cpu), plain.finishPs(Side::Cpu));
    QCOMPARE(branchy.breakdown(Side::Gpu).divergencePs, plain.finishPs(Side::Gpu) - launch);

    // One divergent warp in a wave: that wave is longer by exactly one warp's work.
    CpuGpuModel one;
    QVERIFY(one.setParameters({{"tasks", 32 * 4},
                               {"warpsPerSm", 4},
                               {"gpuSms", 1},
                               {"memoryLatencyCycles", 0},
                               {"divergentPercent", 25}},
                              &error));
    QCOMPARE(one.divergentWarps(), 1);
    runToEnd(one);
    QCOMPARE(one.finishPs(Side::Gpu), launch + (4 + 1) * 100 * CpuGpuModel::kGpuCyclePs);
}

void TestCpuGpuModel::cpuFollowsAmdahl()
{
    // With whole rounds, the model CPU's speedup over one core is Amdahl's law exactly.
    const double s = 0.05;
    for (int cores : {2, 4, 8}) {
        CpuGpuModel one, many;
        QString error;
        QVERIFY(
            one.setParameters({{"tasks", 8000}, {"serialPercent", 5}, {"cpuCores", 1}}, &error));
        QVERIFY(many.setParameters({{"tasks", 8000}, {"serialPercent", 5}, {"cpuCores", cores}},
                                   &error));
        runToEnd(one);
        runToEnd(many);
        const double speedup = double(one.finishPs(Side::Cpu)) / double(many.finishPs(Side::Cpu));
        QVERIFY2(qFuzzyCompare(speedup, 1.0 / (s + (1 - s) / cores)),
                 qPrintable(QString::number(speedup)));
    }
}

void TestCpuGpuModel::playbackLastsAboutFourSeconds()
{
    for (int beat = 0; beat < CpuGpuModel::kBeats; ++beat) {
        CpuGpuModel model;
        model.setBeat(beat);
        const int steps = runToEnd(model);
        QVERIFY2(steps >= 239 && steps <= 241, qPrintable(QString::number(steps)));
    }
}

void TestCpuGpuModel::parametersValidated_data()
{
    QTest::addColumn<QJsonObject>("bad");
    QTest::newRow("unknown") << QJsonObject{{"lanes", 4}};
    QTest::newRow("not a number") << QJsonObject{{"tasks", "many"}};
    QTest::newRow("fraction") << QJsonObject{{"serialPercent", 2.5}};
    QTest::newRow("bool") << QJsonObject{{"cpuCores", true}};
    QTest::newRow("no tasks") << QJsonObject{{"tasks", 0}};
    QTest::newRow("too many tasks") << QJsonObject{{"tasks", 1000001}};
    QTest::newRow("no work") << QJsonObject{{"workPerTask", 0}};
    QTest::newRow("serial over 100") << QJsonObject{{"serialPercent", 101}};
    QTest::newRow("negative divergence") << QJsonObject{{"divergentPercent", -1}};
    QTest::newRow("no cores") << QJsonObject{{"cpuCores", 0}};
    QTest::newRow("too many SMs") << QJsonObject{{"gpuSms", 257}};
    QTest::newRow("65 warps") << QJsonObject{{"warpsPerSm", 65}};
    QTest::newRow("latency") << QJsonObject{{"memoryLatencyCycles", 2001}};
    QTest::newRow("good then bad") << QJsonObject{{"tasks", 100}, {"gpuSms", 0}};
}

void TestCpuGpuModel::parametersValidated()
{
    QFETCH(QJsonObject, bad);
    CpuGpuModel model;
    model.setBeat(2);
    for (int i = 0; i < 30; ++i)
        model.step(1.0 / 60);
    const QJsonObject parameters = model.parameters();
    const QJsonObject state = model.state();
    QString error;
    QVERIFY(!model.setParameters(bad, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(model.parameters(), parameters);
    QCOMPARE(model.state(), state); // not even restarted
    QCOMPARE(model.beat(), 2);
}

void TestCpuGpuModel::parametersRoundTrip()
{
    CpuGpuModel a, b;
    QString error;
    QVERIFY(a.setParameters({{"tasks", 999}, {"gpuSms", 3}, {"memoryLatencyCycles", 0}}, &error));
    QVERIFY(b.setParameters(a.parameters(), &error));
    QCOMPARE(b.parameters(), a.parameters());
    QCOMPARE(a.parameters().size(), 8);
    // The edges of every range are accepted.
    QVERIFY(a.setParameters({{"tasks", 1000000},
                             {"serialPercent", 100},
                             {"divergentPercent", 0},
                             {"warpsPerSm", 64},
                             {"gpuSms", 256},
                             {"cpuCores", 128}},
                            &error));
    QVERIFY(a.setParameters({{"tasks", 1},
                             {"serialPercent", 0},
                             {"warpsPerSm", 1},
                             {"gpuSms", 1},
                             {"cpuCores", 1},
                             {"memoryLatencyCycles", 2000}},
                            &error));
}

void TestCpuGpuModel::beats()
{
    CpuGpuModel model;
    QCOMPARE(model.beatCount(), 5);
    QCOMPARE(model.settings(), CpuGpuModel::beatSettings(0));
    // The narrative: the GPU wins the first three, the CPU the last two.
    const Side winners[] = {Side::Gpu, Side::Gpu, Side::Gpu, Side::Cpu, Side::Cpu};
    for (int beat = 0; beat < model.beatCount(); ++beat) {
        model.setBeat(beat);
        QCOMPARE(model.beat(), beat);
        QCOMPARE(model.settings(), CpuGpuModel::beatSettings(beat));
        QCOMPARE(model.timeSeconds(), 0.0);
        const Side winner = model.predictedFinishPs(Side::Gpu) < model.predictedFinishPs(Side::Cpu)
                                ? Side::Gpu
                                : Side::Cpu;
        QCOMPARE(winner, winners[beat]);
        QVERIFY(!CpuGpuModel::beatTitle(beat).isEmpty());
    }
    model.setBeat(-3);
    QCOMPARE(model.beat(), 0);
    model.setBeat(99);
    QCOMPARE(model.beat(), 4);
    // setParameters keeps the beat; reset keeps the parameters and goes back to beat 0.
    QString error;
    QVERIFY(model.setParameters({{"tasks", 1234}}, &error));
    QCOMPARE(model.beat(), 4);
    model.step(1.0 / 60);
    model.reset(9);
    QCOMPARE(model.beat(), 0);
    QCOMPARE(model.seed(), quint64(9));
    QCOMPARE(model.settings().tasks, 1234);
    QCOMPARE(model.timeSeconds(), 0.0);
    QCOMPARE(model.done(Side::Cpu), 0);
}

QTEST_GUILESS_MAIN(TestCpuGpuModel)
#include "tst_cpuvsgpumodel.moc"
