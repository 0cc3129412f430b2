// The properties the user's cache files must have for every input (compute/tuning.h's tuning
// file, compute/cldevice.h's program binary file), shared by the randomized QTest
// (tst_tunefuzz.cpp) and the libFuzzer target (tune_fuzzer.cpp). checkTuning() returns the first
// violation as "tag: details". Every input is read as both files.
//
// The tuning file, read for three stand-in devices (an AVX-512 and an AVX2 CPU, a GPU: the
// fuzzDevices() below, whose lines the seeds hold):
//   - parseTuningFile takes at most the time bound and gives a set or a non-empty reason;
//   - an accepted set fits its device and is on the device's path; its scores are from 0 to
//     10^9 GFLOP/s, 1 to 8 sizes of 1..46340, a date empty or in utcTimestamp()'s form;
//   - write -> read is the identity (the scores to the file's three decimals), and a second
//     write gives the same bytes; through the file too: the input stored as the device's
//     tuning file under a scratch GPULAB_CACHE_DIR loads (loadTunedParams, tuningState) exactly
//     as the pure reader reads it, and saveTunedParams -> loadTunedParams gives the set back.
// The program binary file, read for one fixed key:
//   - parseProgramBinaryFile takes at most the time bound and gives a binary or a reason; an
//     accepted binary is not empty, lies inside the input, and formatProgramBinaryFile of it
//     reads back as the same bytes;
//   - any bytes (the input itself) stored as a binary read back whole, and not under another key.
// The seeds say "kernels @KERNELS@" where a tuning file has the hash of the kernel sources: the
// check puts this build's hash there, so the seeds stay valid when the kernels change.
#pragma once

#include "fuzzcommon.h"

#include "compute/cldevice.h"
#include "compute/tuning.h"
#include "compute/usercache.h"

#include <QSet>

#include <cmath>
#include <string>

namespace gpulab::tunefuzz {

inline DeviceInfo fuzzCpu(unsigned vectorWidth)
{
    DeviceInfo info;
    info.type = DeviceType::Cpu;
    info.platformName = "Fuzz Platform";
    info.platformVersion = "OpenCL 3.0 fuzz";
    info.name = "fuzz-cpu-" + std::to_string(vectorWidth);
    info.driverVersion = "1.0";
    info.deviceVersion = "OpenCL 3.0 fuzz";
    info.maxWorkGroupSize = 4096;
    info.localMemBytes = 2 << 20;
    info.computeUnits = 2;
    info.nativeVectorWidthFloat = info.preferredVectorWidthFloat = vectorWidth;
    return info;
}

// The stand-in devices: an AVX-512 CPU, an AVX2 CPU and a GPU (no OpenCL call is made).
inline const std::vector<DeviceInfo> &fuzzDevices()
{
    static const std::vector<DeviceInfo> devices = [] {
        DeviceInfo gpu = fuzzCpu(1);
        gpu.type = DeviceType::Gpu;
        gpu.name = "fuzz-gpu";
        gpu.maxWorkGroupSize = 1024;
        gpu.localMemBytes = 48 * 1024;
        gpu.computeUnits = 132;
        return std::vector<DeviceInfo>{fuzzCpu(16), fuzzCpu(8), gpu};
    }();
    return devices;
}

// The key the program binary seeds are stored under.
inline std::string fuzzBinaryKey()
{
    return deviceCacheKey(fuzzDevices().front()) + "\ngemm_regblock 0123456789abcdef\n-DMR=12";
}

// The kernels line of this build ("kernels 89ab..."), for the seeds' placeholder.
inline const QByteArray &kernelsLine()
{
    static const QByteArray line = [] {
        const QByteArray text =
            QByteArray::fromStdString(formatTuningFile(fuzzDevices().front(), TunedParams{}));
        const qsizetype at = text.indexOf("\nkernels ");
        return text.mid(at + 1, text.indexOf('\n', at + 1) - at - 1);
    }();
    return line;
}

// The scratch cache folder, made GPULAB_CACHE_DIR once for the whole process.
inline void useScratchCache()
{
    static const bool done = [] {
        qputenv("GPULAB_CACHE_DIR", fuzz::scratchPath(QStringLiteral("cache")).toLocal8Bit());
        return true;
    }();
    (void)done;
}

inline QString tunedDifference(const TunedParams &a, const TunedParams &b)
{
    if (!(a.params == b.params))
        return QStringLiteral("params %1 vs %2")
            .arg(QString::fromStdString(a.params.text()), QString::fromStdString(b.params.text()));
    if (a.sizes != b.sizes)
        return QStringLiteral("sizes");
    if (a.date != b.date)
        return QStringLiteral("date %1 vs %2")
            .arg(fuzz::quoted(QString::fromStdString(a.date)),
                 fuzz::quoted(QString::fromStdString(b.date)));
    // The file keeps three decimals.
    for (const auto &[x, y] : {std::pair{a.gflops, b.gflops}, {a.defaultGflops, b.defaultGflops}})
        if (!(std::abs(x - y) <= 0.0005 + 1e-12 * std::abs(x)))
            return QStringLiteral("gflops %1 vs %2").arg(x, 0, 'g', 17).arg(y, 0, 'g', 17);
    return QString();
}

inline QString tunedViolation(const TunedParams &t, const DeviceInfo &device)
{
    if (const std::string why = t.params.problem(device); !why.empty())
        return QStringLiteral("range: params that do not fit: %1").arg(QString::fromStdString(why));
    if (t.params.path != detail::regblockPath(device))
        return QStringLiteral("range: the other path");
    if (!(t.gflops >= 0 && t.gflops <= 1e9) || !(t.defaultGflops >= 0 && t.defaultGflops <= 1e9))
        return QStringLiteral("range: gflops %1, default %2").arg(t.gflops).arg(t.defaultGflops);
    if (t.sizes.empty() || t.sizes.size() > 8)
        return QStringLiteral("range: %1 sizes").arg(t.sizes.size());
    for (int n : t.sizes)
        if (n < 1 || n > 46340)
            return QStringLiteral("range: size %1").arg(n);
    if (!t.date.empty() && t.date.size() != 20)
        return QStringLiteral("range: date %1").arg(fuzz::quoted(QString::fromStdString(t.date)));
    return QString();
}

inline QString checkTuningFile(const QByteArray &input, std::size_t which, bool throughFile,
                               QSet<QString> *features)
{
    const DeviceInfo &device = fuzzDevices()[which];
    const std::string text = input.toStdString();
    QElapsedTimer clock;
    clock.start();
    std::string problem;
    const std::optional<TunedParams> tuned = parseTuningFile(text, device, &problem);
    const QString slow = fuzz::slowness(clock, input);
    if (!slow.isEmpty())
        return QStringLiteral("tuning %1").arg(slow);
    if (!tuned) {
        const QString bad = fuzz::refusalViolation(QString::fromStdString(problem), nullptr);
        if (!bad.isEmpty())
            return QStringLiteral("tuning %1").arg(bad);
        if (features)
            features->insert(QStringLiteral("tuning/refused/") +
                             fuzz::violationTag(QString::fromStdString(problem))
                                 .section(QLatin1Char('\''), 0, 0));
    } else {
        if (features)
            features->insert(QStringLiteral("tuning/accepted/%1/%2/%3")
                                 .arg(which)
                                 .arg(tuned->date.empty())
                                 .arg(tuned->defaultGflops > 0));
        const QString bad = tunedViolation(*tuned, device);
        if (!bad.isEmpty())
            return QStringLiteral("tuning %1").arg(bad);
        const std::string written = formatTuningFile(device, *tuned);
        const std::optional<TunedParams> again = parseTuningFile(written, device, &problem);
        if (!again)
            return QStringLiteral("tuning roundtrip-refused: %1 in %2")
                .arg(QString::fromStdString(problem),
                     fuzz::quoted(QString::fromStdString(written)));
        const QString d = tunedDifference(*tuned, *again);
        if (!d.isEmpty())
            return QStringLiteral("tuning roundtrip-unequal: %1").arg(d);
        if (formatTuningFile(device, *again) != written)
            return QStringLiteral("tuning rewrite-unequal: %1")
                .arg(fuzz::quoted(QString::fromStdString(written)));
    }
    if (!throughFile)
        return QString();

    // The file reader is the pure reader (and the engine's `tuning` answer follows it).
    useScratchCache();
    const std::string path = tuningCachePath(device);
    if (path.empty())
        return QStringLiteral("tuning cache: no cache folder");
    if (const std::string why = writeCacheFile(path, text); !why.empty())
        return QStringLiteral("tuning cache: %1").arg(QString::fromStdString(why));
    const TuningState state = tuningState(device);
    if (bool(state.tuned) != bool(tuned))
        return QStringLiteral("tuning file-differs: the file reader %1 what the pure one %2")
            .arg(state.tuned ? QStringLiteral("accepts") : QStringLiteral("refuses"),
                 tuned ? QStringLiteral("accepts") : QStringLiteral("refuses"));
    if (tuned) {
        if (state.source != "tuned" || !(state.params == tuned->params))
            return QStringLiteral("tuning state: %1 %2")
                .arg(QString::fromStdString(state.source),
                     QString::fromStdString(state.params.text()));
        const QString d = tunedDifference(*tuned, *state.tuned);
        if (!d.isEmpty())
            return QStringLiteral("tuning file-unequal: %1").arg(d);
        if (const std::string why = saveTunedParams(device, *tuned); !why.empty())
            return QStringLiteral("tuning save: %1").arg(QString::fromStdString(why));
        const TunedLookup saved = loadTunedParams(device);
        if (!saved.tuned)
            return QStringLiteral("tuning saved-refused: %1")
                .arg(QString::fromStdString(saved.problem));
        const QString d2 = tunedDifference(*tuned, *saved.tuned);
        if (!d2.isEmpty())
            return QStringLiteral("tuning saved-unequal: %1").arg(d2);
    } else if (state.problem.empty() || state.source != "default") {
        return QStringLiteral("tuning state: a refused file without a reason, source %1")
            .arg(QString::fromStdString(state.source));
    }
    return QString();
}

inline QString checkBinaryFile(const QByteArray &input, QSet<QString> *features)
{
    const std::string key = fuzzBinaryKey();
    const std::string_view file(input.constData(), std::size_t(input.size()));
    QElapsedTimer clock;
    clock.start();
    std::string problem;
    const std::optional<std::string_view> binary = parseProgramBinaryFile(file, key, &problem);
    const QString slow = fuzz::slowness(clock, input);
    if (!slow.isEmpty())
        return QStringLiteral("binary %1").arg(slow);
    if (!binary) {
        const QString bad = fuzz::refusalViolation(QString::fromStdString(problem), nullptr);
        if (!bad.isEmpty())
            return QStringLiteral("binary %1").arg(bad);
        if (features)
            features->insert(QStringLiteral("binary/refused/") +
                             fuzz::violationTag(QString::fromStdString(problem)));
    } else {
        if (features)
            features->insert(QStringLiteral("binary/accepted"));
        if (binary->empty())
            return QStringLiteral("binary range: an empty binary accepted");
        if (binary->data() < file.data() ||
            binary->data() + binary->size() > file.data() + file.size())
            return QStringLiteral("binary range: the binary lies outside the input");
        const std::string written = formatProgramBinaryFile(key, *binary);
        const auto again = parseProgramBinaryFile(written, key, &problem);
        if (!again || *again != *binary)
            return QStringLiteral("binary roundtrip: %1").arg(QString::fromStdString(problem));
    }
    // Any bytes stored as a binary come back whole, and only under their key.
    if (!input.isEmpty()) {
        const std::string stored = formatProgramBinaryFile(key, file);
        const auto back = parseProgramBinaryFile(stored, key, &problem);
        if (!back || *back != file)
            return QStringLiteral("binary store-roundtrip: %1")
                .arg(QString::fromStdString(problem));
        if (parseProgramBinaryFile(stored, key + "x", &problem))
            return QStringLiteral("binary key: read under another key");
    }
    return QString();
}

inline QString checkTuningUnguarded(const QByteArray &raw, std::uint64_t seed,
                                    QSet<QString> *features)
{
    QByteArray input = raw;
    input.replace("kernels @KERNELS@", kernelsLine());
    for (std::size_t which = 0; which < fuzzDevices().size(); ++which) {
        // The file round trip for one device per input (a file write costs more than a parse).
        const bool throughFile = which == seed % fuzzDevices().size();
        const QString bad = checkTuningFile(input, which, throughFile, features);
        if (!bad.isEmpty())
            return bad;
    }
    return checkBinaryFile(raw, features);
}

inline QString checkTuning(const QByteArray &input, std::uint64_t seed = 0,
                           QSet<QString> *features = nullptr)
{
    return fuzz::guarded([&] { return checkTuningUnguarded(input, seed, features); });
}

} // namespace gpulab::tunefuzz
