// The per-device tuning of opencl-regblock and the user's cache (compute/tuning.h,
// usercache.h, ClDevice's program binary cache): the candidate sets fit their device, a tuning
// file round-trips, a changed driver or kernel invalidates it, a damaged, truncated or hostile
// file is ignored with a message (never a crash), a second build of a program loads its cached
// binary and a damaged binary falls back to the source; the pass itself on this machine's
// device with a tiny budget picks a valid set whose result verifies, and stops when cancelled.
// Every file goes to a temporary GPULAB_CACHE_DIR, never the user's cache.
#include "compute/matrix.h"
#include "compute/tuning.h"
#include "compute/usercache.h"
#include "testsupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <atomic>
#include <chrono>
#include <limits>
#include <thread>

using namespace gpulab;
using detail::RegblockPath;

Q_DECLARE_METATYPE(std::string)

namespace {

DeviceInfo fakeCpu(unsigned vectorWidth)
{
    DeviceInfo info;
    info.type = DeviceType::Cpu;
    info.platformName = "Test Platform";
    info.platformVersion = "OpenCL 3.0 test";
    info.name = "test-cpu-" + std::to_string(vectorWidth);
    info.driverVersion = "1.0";
    info.deviceVersion = "OpenCL 3.0 test";
    info.maxWorkGroupSize = 4096;
    info.localMemBytes = 2 << 20;
    info.computeUnits = 2;
    info.nativeVectorWidthFloat = info.preferredVectorWidthFloat = vectorWidth;
    return info;
}

DeviceInfo fakeGpu()
{
    DeviceInfo info = fakeCpu(1);
    info.type = DeviceType::Gpu;
    info.name = "test-gpu";
    info.maxWorkGroupSize = 1024;
    info.localMemBytes = 48 * 1024;
    info.computeUnits = 132;
    return info;
}

// Writes `bytes` as the device's tuning file.
void writeTuning(const DeviceInfo &device, const QByteArray &bytes)
{
    QFile file(QString::fromStdString(tuningCachePath(device)));
    QVERIFY(QDir().mkpath(QFileInfo(file).path()));
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

// C = A x B with `gemm` at n, checked against float64.
void checkProduct(GemmVariant &gemm, int n)
{
    const std::vector<float> a = randomMatrix(n, 7), b = randomMatrix(n, 8);
    std::vector<float> c(std::size_t(n) * std::size_t(n), std::numeric_limits<float>::quiet_NaN());
    gemm.prepare(n);
    gemm.run(n, a.data(), b.data(), c.data(), RunControl{});
    const double error = relativeError(c, referenceGemm(n, a, b));
    QVERIFY2(error <= kMaxRelativeError, qPrintable(QString::number(error)));
}

} // namespace

class TestTuning : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cacheDirFollowsTheEnvironment();
    void candidatesFitTheirDevice_data();
    void candidatesFitTheirDevice();
    void defaultsPerSimdWidth();
    void tuningFileRoundTrip();
    void changedDriverInvalidates();
    void damagedTuningFileIsIgnored_data();
    void damagedTuningFileIsIgnored();
    void unreadableTuningFileIsIgnored();
    void environmentOverridesTheTuning();
    void secondBuildLoadsTheBinary();
    void damagedBinaryFallsBackToSource();
    void tunerPicksAVerifiedSet();
    void tunerStopsWhenCancelled();

private:
    QTemporaryDir m_cache;
};

void TestTuning::initTestCase()
{
    QVERIFY(m_cache.isValid());
    qputenv("GPULAB_CACHE_DIR", m_cache.path().toUtf8());
}

void TestTuning::init()
{
    QDir(m_cache.path()).removeRecursively();
    QDir().mkpath(m_cache.path());
}

void TestTuning::cacheDirFollowsTheEnvironment()
{
    QCOMPARE(QString::fromStdString(userCacheDir()), m_cache.path());
    qputenv("GPULAB_CACHE_DIR", "off");
    QVERIFY(userCacheDir().empty());
    QVERIFY(tuningCachePath(fakeCpu(8)).empty());
    QVERIFY(!saveTunedParams(fakeCpu(8), TunedParams{}).empty());
    qunsetenv("GPULAB_CACHE_DIR");
    const QByteArray xdg = qgetenv("XDG_CACHE_HOME");
    qputenv("XDG_CACHE_HOME", "/somewhere/cache");
    QCOMPARE(userCacheDir(), std::string("/somewhere/cache/gpulab"));
    qputenv("XDG_CACHE_HOME", "relative/cache"); // the XDG spec: ignored
    QVERIFY(userCacheDir() != "relative/cache/gpulab");
    xdg.isNull() ? qunsetenv("XDG_CACHE_HOME") : qputenv("XDG_CACHE_HOME", xdg);
    qputenv("GPULAB_CACHE_DIR", m_cache.path().toUtf8());
}

void TestTuning::candidatesFitTheirDevice_data()
{
    QTest::addColumn<int>("kind"); // 0: AVX2 CPU, 1: AVX-512 CPU, 2: GPU
    QTest::newRow("AVX2 CPU") << 0;
    QTest::newRow("AVX-512 CPU") << 1;
    QTest::newRow("GPU") << 2;
}

void TestTuning::candidatesFitTheirDevice()
{
    QFETCH(int, kind);
    const DeviceInfo device = kind == 2 ? fakeGpu() : fakeCpu(kind == 0 ? 8 : 16);
    const std::vector<RegblockParams> candidates = regblockCandidates(device);
    QVERIFY(candidates.size() >= 5);
    QVERIFY(candidates.front() == detail::defaultRegblockParams(device));
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        QVERIFY2(candidates[i].problem(device).empty(), candidates[i].text().c_str());
        QCOMPARE(candidates[i].path, kind == 2 ? RegblockPath::Gpu : RegblockPath::Cpu);
        for (std::size_t j = 0; j < i; ++j)
            QVERIFY2(!(candidates[i] == candidates[j]), candidates[i].text().c_str());
        // The text reads back to the same set.
        QVERIFY(detail::parseRegblockParams(candidates[i].text(), device) == candidates[i]);
    }
}

void TestTuning::defaultsPerSimdWidth()
{
    const auto avx2 = detail::defaultRegblockCpuParams(fakeCpu(8));
    QCOMPARE(avx2.vw, 8);
    QVERIFY(avx2.mr * avx2.nr / avx2.vw <= 14); // accumulators within 16 ymm registers
    const auto avx512 = detail::defaultRegblockCpuParams(fakeCpu(16));
    QCOMPARE(avx512.vw, 16);
    QVERIFY(avx512.mr * avx512.nr / avx512.vw > 12); // uses more than AVX2's 12 accumulators
    QVERIFY(avx512.mr * avx512.nr / avx512.vw <= 29);
    QVERIFY(avx2.problem(fakeCpu(8)).empty() && avx512.problem(fakeCpu(16)).empty());
    // Inconsistent sets are refused, with the reason.
    auto bad = avx512;
    bad.nr = 20;
    QVERIFY(!bad.problem(fakeCpu(16)).empty());
    bad = avx512;
    bad.kc = 250;
    QVERIFY(!bad.problem(fakeCpu(16)).empty());
    QVERIFY_THROWS_EXCEPTION(ComputeError, detail::parseRegblockCpuParams("MR=x", avx2));
    QVERIFY_THROWS_EXCEPTION(ComputeError, detail::parseRegblockCpuParams("ZZ=3", avx2));
    QCOMPARE(detail::parseRegblockCpuParams("MR=8 KC=512", avx2).mr, 8);
}

void TestTuning::tuningFileRoundTrip()
{
    const DeviceInfo device = fakeCpu(16);
    TunedParams tuned;
    tuned.params = regblockCandidates(device).at(2);
    tuned.gflops = 251.25;
    tuned.sizes = {256, 1024};
    std::string problem;
    const auto parsed = parseTuningFile(formatTuningFile(device, tuned), device, &problem);
    QVERIFY2(parsed, problem.c_str());
    QVERIFY(parsed->params == tuned.params);
    QCOMPARE(parsed->gflops, 251.25);
    QCOMPARE(parsed->sizes, tuned.sizes);

    QCOMPARE(saveTunedParams(device, tuned), std::string());
    const TunedLookup lookup = loadTunedParams(device);
    QVERIFY2(lookup.tuned, lookup.problem.c_str());
    QVERIFY(lookup.tuned->params == tuned.params);
    std::string source;
    QVERIFY(regblockParamsFor(device, &source) == tuned.params);
    QCOMPARE(source, std::string("tuned"));
    // No temporary file is left beside it (written atomically).
    QCOMPARE(QDir(QFileInfo(QString::fromStdString(lookup.path)).path()).entryList(QDir::Files),
             QStringList{QFileInfo(QString::fromStdString(lookup.path)).fileName()});
    // What the engine's `tuning` request reports (the Live Lab's line).
    TuningState state = tuningState(device);
    QCOMPARE(state.source, std::string("tuned"));
    QVERIFY(state.tuned && state.params == tuned.params);
    QCOMPARE(state.path, lookup.path);

    // The default's score and the date (lines after the first format) round-trip too; a
    // file without them (the first format) still reads.
    tuned.defaultGflops = 224.125;
    tuned.date = "2026-11-27T10:14:03Z";
    const std::string text = formatTuningFile(device, tuned);
    QVERIFY(text.find("\ndefault_gflops 224.125\ndate 2026-11-27T10:14:03Z\n") !=
            std::string::npos);
    const auto dated = parseTuningFile(text, device, &problem);
    QVERIFY2(dated, problem.c_str());
    QCOMPARE(dated->defaultGflops, 224.125);
    QCOMPARE(dated->date, tuned.date);
    for (const char *bad : {"date 2026-11-27 10:14:03", "date yesterday", "default_gflops -1",
                            "default_gflops nan"}) {
        std::string broken = text;
        const std::size_t at = broken.find(std::string(bad).substr(0, 5));
        broken.replace(at, broken.find('\n', at) - at, bad);
        QVERIFY2(!parseTuningFile(broken, device, &problem), bad);
        QVERIFY(!problem.empty());
    }
    QVERIFY(!parseTuningFile(text + "date 2026-11-28T10:14:03Z\n", device, &problem));
    QVERIFY2(QString::fromStdString(problem).contains("two date"), problem.c_str());

    // A damaged file: the default runs, and the state says why.
    writeTuning(device, "gpulab-tuning 1\ngarbage\n");
    state = tuningState(device);
    QCOMPARE(state.source, std::string("default"));
    QVERIFY(!state.tuned);
    QVERIFY(!state.problem.empty());
}

void TestTuning::changedDriverInvalidates()
{
    DeviceInfo device = fakeCpu(16);
    TunedParams tuned;
    tuned.params = regblockCandidates(device).at(1);
    tuned.sizes = {256};
    QCOMPARE(saveTunedParams(device, tuned), std::string());
    device.driverVersion = "2.0";
    const TunedLookup lookup = loadTunedParams(device);
    QVERIFY(!lookup.tuned);
    QVERIFY2(QString::fromStdString(lookup.problem).contains("driver"), lookup.problem.c_str());
    std::string source;
    QVERIFY(regblockParamsFor(device, &source) == detail::defaultRegblockParams(device));
    QCOMPARE(source, std::string("default"));
    // The device version (an OpenCL runtime update) invalidates it too.
    device.driverVersion = "1.0";
    QVERIFY(loadTunedParams(device).tuned);
    device.deviceVersion = "OpenCL 3.0 test 2";
    QVERIFY(!loadTunedParams(device).tuned);
}

void TestTuning::damagedTuningFileIsIgnored_data()
{
    const DeviceInfo device = fakeCpu(16);
    TunedParams tuned;
    tuned.params = detail::defaultRegblockParams(device);
    tuned.gflops = 100;
    tuned.sizes = {256};
    const QByteArray good = QByteArray::fromStdString(formatTuningFile(device, tuned));
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("truncated") << good.left(good.size() / 2);
    QTest::newRow("last line cut") << good.left(good.size() - 3);
    QTest::newRow("binary garbage") << QByteArray(300, '\xff');
    QTest::newRow("NUL bytes") << QByteArray(good).replace("params", QByteArray("par\0ms", 6));
    QTest::newRow("other magic") << QByteArray(good).replace("gpulab-tuning 1", "gpulab-tuning 9");
    QTest::newRow("line twice") << good + good.mid(good.indexOf("params"));
    QTest::newRow("unknown line") << good + "evil rm -rf /\n";
    QTest::newRow("no params") << QByteArray(good).replace("params ", "param ");
    QTest::newRow("huge MR") << QByteArray(good).replace("MR=12", "MR=99999");
    QTest::newRow("inconsistent NR") << QByteArray(good).replace("NR=32", "NR=17");
    QTest::newRow("other path") << QByteArray(good).replace("params cpu", "params gpu");
    QTest::newRow("bad path") << QByteArray(good).replace("params cpu", "params tpu");
    QTest::newRow("NaN score") << QByteArray(good).replace("gflops 100.000", "gflops nan");
    QTest::newRow("negative score") << QByteArray(good).replace("gflops 100.000", "gflops -5");
    QTest::newRow("no sizes") << QByteArray(good).replace("sizes 256", "sizes ");
    QTest::newRow("other kernels") << QByteArray(good).replace("kernels ", "kernels 0");
    QTest::newRow("too large") << good + QByteArray(int(kMaxTuningFileBytes), '#');
    QTest::newRow("CRLF") << QByteArray(good).replace("\n", "\r\n");
}

void TestTuning::damagedTuningFileIsIgnored()
{
    QFETCH(QByteArray, bytes);
    const DeviceInfo device = fakeCpu(16);
    std::string problem;
    QVERIFY(!parseTuningFile(bytes.toStdString(), device, &problem));
    QVERIFY(!problem.empty());
    QVERIFY(problem.find('\n') == std::string::npos); // one line
    writeTuning(device, bytes);
    const TunedLookup lookup = loadTunedParams(device);
    QVERIFY(!lookup.tuned);
    QVERIFY(!lookup.problem.empty());
    std::string source;
    QVERIFY(regblockParamsFor(device, &source) == detail::defaultRegblockParams(device));
    QCOMPARE(source, std::string("default"));
}

void TestTuning::unreadableTuningFileIsIgnored()
{
    const DeviceInfo device = fakeCpu(8);
    QVERIFY(QDir().mkpath(QString::fromStdString(tuningCachePath(device)))); // a folder
    const TunedLookup lookup = loadTunedParams(device);
    QVERIFY(!lookup.tuned);
    QVERIFY(!lookup.problem.empty());
    // Storing over it fails with a message, not a crash.
    QVERIFY(
        !saveTunedParams(device, TunedParams{detail::defaultRegblockParams(device), 1, {8}, 0, {}})
             .empty());
}

void TestTuning::environmentOverridesTheTuning()
{
    const DeviceInfo device = fakeCpu(16);
    TunedParams tuned;
    tuned.params = regblockCandidates(device).at(1);
    tuned.sizes = {256};
    QCOMPARE(saveTunedParams(device, tuned), std::string());
    qputenv("GPULAB_REGBLOCK_CPU", "KC=128");
    std::string source;
    const RegblockParams forced = regblockParamsFor(device, &source);
    qunsetenv("GPULAB_REGBLOCK_CPU");
    QCOMPARE(source, std::string("forced"));
    QCOMPARE(forced.cpu.kc, 128);
}

void TestTuning::secondBuildLoadsTheBinary()
{
    GPULAB_REQUIRE_DEVICE(shared);
    const std::string options = "-DTS=8";
    {
        ClDevice first(shared->info());
        const ClDevice::Built &built = first.program("gemm_tiled", options);
        QVERIFY(!built.fromBinaryCache);
        QVERIFY2(built.cacheProblem.empty(), built.cacheProblem.c_str());
        QVERIFY(
            QFile::exists(QString::fromStdString(first.binaryCachePath("gemm_tiled", options))));
    }
    ClDevice second(shared->info());
    const ClDevice::Built &built = second.program("gemm_tiled", options);
    QVERIFY2(built.fromBinaryCache, built.cacheProblem.c_str());
    // Other options are another program.
    QVERIFY(!second.program("gemm_tiled", "-DTS=4").fromBinaryCache);
    // A variant built from the cache computes the right product.
    ClDevice third(shared->info());
    const std::unique_ptr<GemmVariant> gemm = makeVariant("opencl-regblock", &third);
    checkProduct(*gemm, 70);
    ClDevice fourth(shared->info());
    const std::unique_ptr<GemmVariant> cached = makeVariant("opencl-regblock", &fourth);
    QVERIFY(cached->prepare(70) < 5); // no compiler ran (typically milliseconds)
    checkProduct(*cached, 70);
}

void TestTuning::damagedBinaryFallsBackToSource()
{
    GPULAB_REQUIRE_DEVICE(shared);
    const std::string options = "-DTS=8";
    const QString path = QString::fromStdString(shared->binaryCachePath("gemm_tiled", options));
    {
        ClDevice first(shared->info());
        first.program("gemm_tiled", options);
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray good = file.readAll();
    file.close();
    // (1) a flipped byte in the binary: the checksum catches it.
    QByteArray flipped = good;
    flipped[flipped.size() - 10] = char(flipped[flipped.size() - 10] ^ 0x5a);
    // (2) a binary the driver cannot load, with a checksum that matches it.
    const qsizetype newline = good.indexOf('\n');
    const QList<QByteArray> header = good.left(newline).split(' ');
    QCOMPARE(header.size(), 5);
    const qsizetype keyBytes = header[2].toLongLong(), binaryBytes = header[3].toLongLong();
    const QByteArray garbage(binaryBytes, 'x');
    const QByteArray refused = header[0] + " " + header[1] + " " + header[2] + " " + header[3] +
                               " " +
                               QByteArray::fromStdString(hex64(fnv1a64(garbage.toStdString()))) +
                               "\n" + good.mid(newline + 1, keyBytes) + garbage;
    const QList<QPair<QByteArray, QString>> cases = {{flipped, "checksum"},
                                                     {good.left(good.size() / 2), "truncated"},
                                                     {QByteArray(), "not a GPU Lab"},
                                                     {refused, "driver"}};
    for (const auto &[bytes, expected] : cases) {
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bytes);
        file.close();
        ClDevice device(shared->info());
        const ClDevice::Built &built = device.program("gemm_tiled", options);
        QVERIFY(!built.fromBinaryCache);
        QVERIFY2(QString::fromStdString(built.cacheProblem).contains(expected),
                 built.cacheProblem.c_str());
        QVERIFY(built.program);
        // Built from source and stored again: the next start loads it.
        ClDevice next(shared->info());
        QVERIFY(next.program("gemm_tiled", options).fromBinaryCache);
    }
}

void TestTuning::tunerPicksAVerifiedSet()
{
    GPULAB_REQUIRE_DEVICE(shared);
    ClDevice device(shared->info());
    TuneConfig config;
    config.budgetSeconds = 1.0; // the default set, and whatever else fits
    config.sizes = {48, 96};
    config.repeats = 1;
    int measuredEvents = 0;
    double lastFraction = 0;
    bool fractionsRise = true;
    const TuneReport report = tuneRegblock(device, config, CancelToken(), [&](const TuneEvent &e) {
        fractionsRise = fractionsRise && e.fraction >= lastFraction && e.fraction <= 1;
        lastFraction = e.fraction;
        measuredEvents += e.kind == TuneEvent::Kind::Measured;
    });
    QVERIFY(!report.cancelled);
    QVERIFY(fractionsRise);
    QVERIFY(measuredEvents >= 1);
    const TuneCandidate *winner = report.winner();
    QVERIFY(winner);
    QCOMPARE(winner->status, TuneCandidate::Status::Measured);
    QVERIFY(winner->relError >= 0 && winner->relError <= kMaxRelativeError);
    QVERIFY(winner->params.problem(device.info()).empty());
    QCOMPARE(winner->gflops.size(), std::size_t(2));
    QVERIFY(report.candidates.front().isDefault);
    QCOMPARE(report.candidates.front().status, TuneCandidate::Status::Measured);
    for (const TuneCandidate &c : report.candidates)
        QVERIFY(c.status != TuneCandidate::Status::Measured || c.score <= winner->score);
    // Stored, and opencl-regblock now runs it and still computes the right product.
    QVERIFY2(report.cacheProblem.empty(), report.cacheProblem.c_str());
    std::string source;
    QVERIFY(regblockParamsFor(device.info(), &source) == winner->params);
    QCOMPARE(source, std::string("tuned"));
    const std::unique_ptr<GemmVariant> gemm = makeVariant("opencl-regblock", &device);
    checkProduct(*gemm, 131);
}

void TestTuning::tunerStopsWhenCancelled()
{
    GPULAB_REQUIRE_DEVICE(shared);
    ClDevice device(shared->info());
    TuneConfig config;
    config.budgetSeconds = 600;
    config.sizes = {512};
    CancelToken cancel;
    std::atomic<bool> started{false};
    std::thread canceller([&] {
        while (!started)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        cancel.cancel();
    });
    const auto start = std::chrono::steady_clock::now();
    const TuneReport report = tuneRegblock(device, config, cancel, [&](const TuneEvent &e) {
        if (e.kind == TuneEvent::Kind::Candidate)
            started = true;
    });
    started = true;
    canceller.join();
    QVERIFY(report.cancelled);
    QVERIFY(report.cachePath.empty());
    QVERIFY(!loadTunedParams(device.info()).tuned); // nothing stored
    // Generous: a cancel acts at the next slice; only a kernel build in the driver delays it.
    QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(60));
    // Cancelled before it starts: nothing runs.
    CancelToken already;
    already.cancel();
    const TuneReport none = tuneRegblock(device, config, already);
    QVERIFY(none.cancelled);
    QVERIFY(!none.winner());
}

QTEST_GUILESS_MAIN(TestTuning)
#include "tst_tuning.moc"
