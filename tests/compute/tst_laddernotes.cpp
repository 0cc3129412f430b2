// Why a rung did not beat the rungs below it (compute/laddernotes.h): which rungs get a note,
// against which rival, for which reason on a CPU device and on a GPU, and that the note's text
// carries the measured figures. The figures are the README's PoCL and H100 tables.
#include "compute/laddernotes.h"

#include <QTest>

using namespace gpulab;

namespace {

BenchResult ran(const std::string &variant, int n, double gflops)
{
    BenchResult r;
    r.variant = variant;
    r.n = n;
    r.status = BenchResult::Status::Ok;
    r.gflops = gflops;
    r.secondsMedian = 2.0 * double(n) * n * n / (gflops * 1e9);
    return r;
}

LadderContext cpuDevice()
{
    LadderContext context;
    context.deviceType = DeviceType::Cpu;
    context.computeUnits = 2;
    context.hostThreads = 2;
    return context;
}

LadderContext gpuDevice()
{
    LadderContext context;
    context.deviceType = DeviceType::Gpu;
    context.computeUnits = 132;
    context.hostThreads = 16;
    return context;
}

const LadderNote *noteFor(const std::vector<LadderNote> &notes, const std::string &variant)
{
    for (const LadderNote &note : notes)
        if (note.variant == variant)
            return &note;
    return nullptr;
}

} // namespace

class TestLadderNotes : public QObject
{
    Q_OBJECT

private slots:
    void cpuDeviceExplainsTheOpenClRungs();
    void regblockOnACpuDeviceTiesAtBest();
    void sizesShareANote();
    void gpuSmallSizeIsLaunchBound();
    void rungsThatBeatTheirRivalsGetNoNote();
    void cpuThreadsOnOneCoreOrASmallProblem();
    void failedAndSkippedResultsAreLeftOut();
    void contextFromDevice();
};

void TestLadderNotes::cpuDeviceExplainsTheOpenClRungs()
{
    // PoCL on 2 vCPUs, N = 1024 (README): both OpenCL rungs far below the CPU rungs.
    const std::vector<BenchResult> results = {
        ran("serial-naive", 1024, 0.43), ran("serial-blocked", 1024, 18.5),
        ran("cpu-threads", 1024, 24.0),  ran("opencl-naive", 1024, 0.91),
        ran("opencl-tiled", 1024, 2.7),  ran("opencl-regblock", 1024, 141.3),
        ran("openblas", 1024, 148.7),    ran("clblast", 1024, 12.7)};
    const std::vector<LadderNote> notes = ladderNotes(results, cpuDevice());
    QCOMPARE(int(notes.size()), 3);

    const LadderNote *naive = noteFor(notes, "opencl-naive");
    QVERIFY(naive);
    QCOMPARE(naive->why, LadderNote::Why::OnCpuDevice);
    QCOMPARE(naive->below, std::string("cpu-threads")); // the fastest rung below, not the next
    QCOMPARE(int(naive->sizes.size()), 1);
    QCOMPARE(naive->sizes[0].n, 1024);
    QCOMPARE(naive->sizes[0].gflops, 0.91);
    QCOMPARE(naive->sizes[0].belowGflops, 24.0);

    const LadderNote *tiled = noteFor(notes, "opencl-tiled");
    QVERIFY(tiled);
    QCOMPARE(tiled->why, LadderNote::Why::OnCpuDevice);
    QCOMPARE(tiled->below, std::string("cpu-threads"));

    // CLBlast is the yardstick of opencl-regblock; OpenBLAS faces nothing.
    const LadderNote *clblast = noteFor(notes, "clblast");
    QVERIFY(clblast);
    QCOMPARE(clblast->below, std::string("opencl-regblock"));
    QCOMPARE(clblast->why, LadderNote::Why::OnCpuDevice);
    QVERIFY(!noteFor(notes, "openblas"));

    // The text carries the figures and the reason in words.
    const std::string text = ladderNoteText(*tiled, cpuDevice());
    QVERIFY2(text.find("opencl-tiled at N = 1024: 2.70 GFLOP/s, 8.9x slower than cpu-threads "
                       "(24.0)") == 0,
             text.c_str());
    QVERIFY2(text.find("no separate on-chip shared memory") != std::string::npos, text.c_str());
    QVERIFY2(text.find("barrier") != std::string::npos, text.c_str());
    const std::string naiveText = ladderNoteText(*naive, cpuDevice());
    QVERIFY2(naiveText.find("26x slower than cpu-threads") != std::string::npos, naiveText.c_str());
    QVERIFY2(naiveText.find("0.25 FLOP/byte") != std::string::npos, naiveText.c_str());
}

// On an AVX-512 CPU the C++ rungs can outrun opencl-regblock on PoCL: the same idea on the same
// cores, said so, and the same rungs on a GPU device need no word.
void TestLadderNotes::regblockOnACpuDeviceTiesAtBest()
{
    const std::vector<BenchResult> results = {ran("serial-blocked", 2048, 140),
                                              ran("cpu-threads", 2048, 270),
                                              ran("opencl-regblock", 2048, 237)};
    const std::vector<LadderNote> notes = ladderNotes(results, cpuDevice());
    QCOMPARE(int(notes.size()), 1);
    QCOMPARE(notes[0].variant, std::string("opencl-regblock"));
    QCOMPARE(notes[0].why, LadderNote::Why::OnCpuDevice);
    const std::string text = ladderNoteText(notes[0], cpuDevice());
    QVERIFY2(text.find("same idea as cpu-threads") != std::string::npos, text.c_str());
    QVERIFY(ladderNotes({ran("cpu-threads", 2048, 130), ran("opencl-regblock", 2048, 37000)},
                        gpuDevice())
                .empty());
}

void TestLadderNotes::sizesShareANote()
{
    const std::vector<BenchResult> results = {
        ran("cpu-threads", 1024, 24.0), ran("opencl-tiled", 1024, 2.7),
        ran("cpu-threads", 2048, 24.4), ran("opencl-tiled", 2048, 2.5)};
    const std::vector<LadderNote> notes = ladderNotes(results, cpuDevice());
    QCOMPARE(int(notes.size()), 1);
    QCOMPARE(int(notes[0].sizes.size()), 2);
    QCOMPARE(notes[0].sizes[1].n, 2048);
    const std::string text = ladderNoteText(notes[0], cpuDevice());
    QVERIFY2(text.find("opencl-tiled at N = 1024, 2048: 2.70, 2.50 GFLOP/s, 8.9x, 9.8x slower "
                       "than cpu-threads (24.0, 24.4)") == 0,
             text.c_str());
}

void TestLadderNotes::gpuSmallSizeIsLaunchBound()
{
    // The H100 at N = 256 (README): regblock's large tiles lose to the naive and tiled kernels;
    // at N = 4096 it wins and no note is left.
    const std::vector<BenchResult> results = {
        ran("cpu-threads", 256, 39),         ran("opencl-naive", 256, 1090),
        ran("opencl-tiled", 256, 1231),      ran("opencl-regblock", 256, 890),
        ran("clblast", 256, 1001),           ran("cpu-threads", 4096, 109),
        ran("opencl-naive", 4096, 5281),     ran("opencl-tiled", 4096, 6532),
        ran("opencl-regblock", 4096, 40251), ran("clblast", 4096, 28010)};
    const std::vector<LadderNote> notes = ladderNotes(results, gpuDevice());
    QCOMPARE(int(notes.size()), 1);
    QCOMPARE(notes[0].variant, std::string("opencl-regblock"));
    QCOMPARE(notes[0].below, std::string("opencl-tiled"));
    QCOMPARE(notes[0].why, LadderNote::Why::LaunchBound);
    QCOMPARE(notes[0].sizes[0].n, 256);
    const std::string text = ladderNoteText(notes[0], gpuDevice());
    QVERIFY2(text.find("132 compute units") != std::string::npos, text.c_str());

    // The same loss at a size that takes long has no known cause.
    std::vector<BenchResult> slow = {ran("opencl-tiled", 4096, 6532),
                                     ran("opencl-regblock", 4096, 5000)};
    const std::vector<LadderNote> unexplained = ladderNotes(slow, gpuDevice());
    QCOMPARE(int(unexplained.size()), 1);
    QCOMPARE(unexplained[0].why, LadderNote::Why::Unexplained);
}

void TestLadderNotes::rungsThatBeatTheirRivalsGetNoNote()
{
    const std::vector<BenchResult> results = {
        ran("serial-naive", 1024, 0.5), ran("serial-blocked", 1024, 60),
        ran("cpu-threads", 1024, 118), ran("opencl-regblock", 1024, 237),
        ran("clblast", 1024, 240)};
    QVERIFY(ladderNotes(results, cpuDevice()).empty());
    // A rung alone has nothing to beat.
    QVERIFY(ladderNotes({ran("opencl-naive", 512, 1)}, cpuDevice()).empty());
    // Rungs are compared at the same N only.
    QVERIFY(ladderNotes({ran("cpu-threads", 512, 100), ran("opencl-naive", 1024, 1)}, cpuDevice())
                .empty());
}

void TestLadderNotes::cpuThreadsOnOneCoreOrASmallProblem()
{
    LadderContext oneCore = cpuDevice();
    oneCore.hostThreads = 1;
    const std::vector<BenchResult> large = {ran("serial-blocked", 2048, 60),
                                            ran("cpu-threads", 2048, 58)};
    std::vector<LadderNote> notes = ladderNotes(large, oneCore);
    QCOMPARE(int(notes.size()), 1);
    QCOMPARE(notes[0].why, LadderNote::Why::OneCore);
    notes = ladderNotes(large, cpuDevice());
    QCOMPARE(notes[0].why, LadderNote::Why::Unexplained);

    // N = 32: 65,536 flops, microseconds: the threads' start-up outweighs the work.
    const std::vector<BenchResult> small = {ran("serial-blocked", 32, 20),
                                            ran("cpu-threads", 32, 5)};
    notes = ladderNotes(small, cpuDevice());
    QCOMPARE(int(notes.size()), 1);
    QCOMPARE(notes[0].why, LadderNote::Why::SmallProblem);
    const std::string text = ladderNoteText(notes[0], cpuDevice());
    QVERIFY2(text.find("0.0131 ms") != std::string::npos, text.c_str());
}

void TestLadderNotes::failedAndSkippedResultsAreLeftOut()
{
    BenchResult failed = ran("cpu-threads", 1024, 500);
    failed.status = BenchResult::Status::Failed;
    BenchResult skipped = ran("serial-blocked", 1024, 0);
    skipped.status = BenchResult::Status::Skipped;
    const std::vector<BenchResult> results = {failed, skipped, ran("opencl-naive", 1024, 1)};
    QVERIFY(ladderNotes(results, cpuDevice()).empty());
    QVERIFY(
        ladderNotes({ran("no-such-rung", 64, 1), ran("cpu-threads", 64, 2)}, cpuDevice()).empty());
}

void TestLadderNotes::contextFromDevice()
{
    DeviceInfo device;
    device.type = DeviceType::Gpu;
    device.computeUnits = 132;
    const LadderContext context = ladderContext(&device, 16);
    QCOMPARE(context.deviceType, DeviceType::Gpu);
    QCOMPARE(context.computeUnits, 132u);
    QCOMPARE(context.hostThreads, 16u);
    QCOMPARE(ladderContext(nullptr, 2).hostThreads, 2u);
}

QTEST_GUILESS_MAIN(TestLadderNotes)
#include "tst_laddernotes.moc"
