// The tuning pass of opencl-regblock and its cache (see tuning.h).
#include "compute/tuning.h"

#include "compute/boundedtext.h"
#include "compute/cliargs.h"
#include "compute/matrix.h"
#include "compute/provenance.h"
#include "compute/timing.h"
#include "compute/usercache.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

namespace gpulab {

using detail::defaultRegblockParams;
using detail::RegblockCpuParams;
using detail::RegblockGpuParams;
using detail::RegblockPath;
using detail::regblockPath;

namespace {

std::string numberText(double value, const char *format)
{
    // "%.3f" of 1e308 is 313 characters: sized by a first call, never cut.
    const int length = std::snprintf(nullptr, 0, format, value);
    std::string text(std::size_t(std::max(length, 0)) + 1, '\0');
    std::snprintf(text.data(), text.size(), format, value);
    text.resize(std::size_t(std::max(length, 0)));
    return text;
}

// A score no device reaches (10^9 GFLOP/s, an exaFLOP/s): above it a file is damaged.
constexpr double kMaxGflops = 1e9;

void addUnique(std::vector<RegblockParams> &list, const RegblockParams &params,
               const DeviceInfo &device)
{
    if (params.problem(device).empty() && std::find(list.begin(), list.end(), params) == list.end())
        list.push_back(params);
}

// A CPU micro-tile of `mr` rows and `nv` vectors per row, blocked like the default (a work-item
// owns about 96 x 128 of C).
RegblockCpuParams cpuShape(RegblockCpuParams base, int mr, int nv)
{
    base.mr = mr;
    base.nr = nv * base.vw;
    base.mb = std::max(1, 96 / mr);
    base.nb = std::max(1, 128 / base.nr);
    return base;
}

void cpuCandidates(std::vector<RegblockParams> &list, const RegblockParams &first,
                   const DeviceInfo &device)
{
    RegblockParams params = first;
    const RegblockCpuParams base = first.cpu;
    // Accumulators + B vectors + one broadcast must fit the vector registers: 32 with 16-float
    // SIMD (AVX-512), else 16 (AVX2, SSE, NEON).
    const bool wide = base.vw >= 16;
    const std::vector<std::pair<int, int>> shapes =
        wide ? std::vector<std::pair<int, int>>{{12, 2}, {6, 2}, {8, 3},  {14, 2},
                                                {6, 4},  {8, 2}, {14, 1}, {6, 1}}
             : std::vector<std::pair<int, int>>{{6, 2}, {4, 2}, {8, 1}, {12, 1}, {4, 3}, {6, 1}};
    for (const auto &[mr, nv] : shapes) {
        params.cpu = cpuShape(base, mr, nv);
        if (device.type != DeviceType::Cpu) // one micro-tile per work-item there (the default)
            params.cpu.mb = params.cpu.nb = 1;
        addUnique(list, params, device);
    }
    // Then the K block and the block per work-item around the default micro-tile.
    for (int kc : {512, 128, 1024}) {
        params.cpu = base;
        params.cpu.kc = kc;
        addUnique(list, params, device);
    }
    if (device.type == DeviceType::Cpu) {
        for (const auto &[rows, cols] : {std::pair{192, 64}, std::pair{48, 256}, {96, 256}}) {
            params.cpu = base;
            params.cpu.mb = std::max(1, rows / base.mr);
            params.cpu.nb = std::max(1, cols / base.nr);
            addUnique(list, params, device);
        }
    } else {
        for (int wgs : {32, 128, 256}) {
            params.cpu = base;
            params.cpu.wgs = wgs;
            addUnique(list, params, device);
        }
    }
    // Half the vector width, the same micro-tile (a compiler may split wide vectors better).
    if (base.vw > 4) {
        params.cpu = base;
        params.cpu.vw = base.vw / 2;
        addUnique(list, params, device);
    }
}

void gpuCandidates(std::vector<RegblockParams> &list, const RegblockParams &first,
                   const DeviceInfo &device)
{
    // The best of the H100 sweep (kernels/gemm_regblock_gpu.cl), then smaller tiles for smaller
    // GPUs (fewer compute units, less local memory, smaller work-groups).
    struct Set
    {
        int mwg, nwg, kwg, mdimc, ndimc, vw;
    };
    const Set sets[] = {{128, 64, 16, 16, 8, 4},   {64, 128, 16, 8, 16, 4},  {64, 64, 8, 8, 8, 4},
                        {128, 128, 16, 16, 16, 4}, {256, 128, 8, 16, 16, 2}, {64, 64, 16, 8, 8, 4},
                        {64, 64, 16, 16, 16, 2},   {32, 32, 16, 8, 8, 2},    {64, 32, 16, 8, 8, 2}};
    RegblockParams params = first;
    for (const Set &set : sets) {
        RegblockGpuParams &gpu = params.gpu;
        gpu = first.gpu;
        gpu.mwg = set.mwg;
        gpu.nwg = set.nwg;
        gpu.kwg = set.kwg;
        gpu.mdimc = set.mdimc;
        gpu.ndimc = set.ndimc;
        gpu.vwm = gpu.vwn = set.vw;
        gpu.pada = set.vw;
        addUnique(list, params, device);
    }
}

double geometricMean(const std::vector<double> &values)
{
    double logSum = 0;
    for (double value : values)
        logSum += std::log(std::max(value, 1e-9));
    return values.empty() ? 0 : std::exp(logSum / double(values.size()));
}

std::string oneLine(std::string text)
{
    std::replace(text.begin(), text.end(), '\n', ' ');
    std::replace(text.begin(), text.end(), '\r', ' ');
    return text;
}

std::string kernelsHash()
{
    return hex64(
        fnv1a64(kernelSource("gemm_regblock_gpu"), fnv1a64(kernelSource("gemm_regblock"))));
}

// The file's device lines, in order: key and value.
std::vector<std::pair<std::string, std::string>> deviceLines(const DeviceInfo &device)
{
    return {{"platform", oneLine(device.platformName)},
            {"platform_version", oneLine(device.platformVersion)},
            {"device", oneLine(device.name)},
            {"driver", oneLine(device.driverVersion)},
            {"device_version", oneLine(device.deviceVersion)}};
}

constexpr std::string_view kTuningMagic = "gpulab-tuning 1";

// "2026-11-27T10:14:03Z" (utcTimestamp()'s form), digits where digits go.
bool isUtcDate(std::string_view text)
{
    constexpr std::string_view form = "0000-00-00T00:00:00Z";
    if (text.size() != form.size())
        return false;
    for (std::size_t i = 0; i < form.size(); ++i)
        if (form[i] == '0' ? (text[i] < '0' || text[i] > '9') : text[i] != form[i])
            return false;
    return true;
}

} // namespace

std::vector<RegblockParams> regblockCandidates(const DeviceInfo &device)
{
    const RegblockParams first = defaultRegblockParams(device);
    std::vector<RegblockParams> list;
    addUnique(list, first, device);
    if (first.path == RegblockPath::Cpu)
        cpuCandidates(list, first, device);
    else
        gpuCandidates(list, first, device);
    return list;
}

std::vector<int> tuneSizes(const DeviceInfo &device, const TuneConfig &config)
{
    if (!config.sizes.empty())
        return config.sizes;
    return regblockPath(device) == RegblockPath::Cpu ? std::vector<int>{256, 1024}
                                                     : std::vector<int>{1024, 2048};
}

const char *tuneStatusName(TuneCandidate::Status status)
{
    switch (status) {
    case TuneCandidate::Status::Measured: return "measured";
    case TuneCandidate::Status::Failed: return "failed";
    case TuneCandidate::Status::NotTried: break;
    }
    return "not tried";
}

TuneReport tuneRegblock(ClDevice &device, const TuneConfig &config, const CancelToken &cancel,
                        const std::function<void(const TuneEvent &)> &onEvent)
{
    const auto start = Clock::now();
    const DeviceInfo &info = device.info();
    TuneReport report;
    report.sizes = tuneSizes(info, config);
    const RegblockParams fallback = defaultRegblockParams(info);
    for (const RegblockParams &params : regblockCandidates(info)) {
        TuneCandidate candidate;
        candidate.params = params;
        candidate.isDefault = params == fallback;
        report.candidates.push_back(candidate);
    }
    const int count = int(report.candidates.size());
    auto emit = [&](TuneEvent::Kind kind, int index, const TuneCandidate *result) {
        if (!onEvent)
            return;
        TuneEvent event;
        event.kind = kind;
        event.index = index;
        event.count = count;
        const double budget = config.budgetSeconds > 0 ? since(start) / config.budgetSeconds : 0;
        event.fraction = std::clamp(std::max(double(index) / std::max(1, count), budget), 0.0, 1.0);
        event.result = result;
        onEvent(event);
    };

    struct Inputs
    {
        std::vector<float> a, b;
        std::vector<double> reference;
    };
    std::vector<Inputs> inputs;
    try {
        for (std::size_t s = 0; s < report.sizes.size(); ++s) {
            const int n = report.sizes[s];
            emit(TuneEvent::Kind::Reference, 0, nullptr);
            Inputs in;
            in.a = randomMatrix(n, config.seed + 2 * s);
            in.b = randomMatrix(n, config.seed + 2 * s + 1);
            in.reference = referenceGemm(n, in.a, in.b, &cancel);
            inputs.push_back(std::move(in));
        }
    } catch (const ComputeError &e) {
        if (e.kind() != ErrorKind::Cancelled)
            throw;
        report.cancelled = true;
    }

    const VariantInfo &variantInfo = *findVariant("opencl-regblock");
    RunControl control;
    control.cancel = &cancel;
    for (int i = 0; i < count && !report.cancelled; ++i) {
        TuneCandidate &candidate = report.candidates[std::size_t(i)];
        if (cancel.cancelled()) {
            report.cancelled = true;
            break;
        }
        if (i > 0 && since(start) >= config.budgetSeconds) {
            report.budgetSpent = true;
            for (int j = i; j < count; ++j)
                report.candidates[std::size_t(j)].message =
                    "the budget of " + numberText(config.budgetSeconds, "%g") + " s was spent";
            break;
        }
        emit(TuneEvent::Kind::Candidate, i, nullptr);
        try {
            std::unique_ptr<GemmVariant> gemm =
                detail::makeOpenClRegblockWith(variantInfo, device, candidate.params);
            double worst = 0;
            for (std::size_t s = 0; s < report.sizes.size(); ++s) {
                const int n = report.sizes[s];
                candidate.buildSeconds += gemm->prepare(n);
                std::vector<double> seconds;
                std::vector<float> c(std::size_t(n) * std::size_t(n));
                // Run 0 is the warm-up; then `repeats` timed runs, more (up to 20) while they
                // add up to less than 20 ms (small N: one run is noise).
                double timed = 0;
                for (int run = 0; run <= config.repeats || (timed < 0.02 && run <= 20); ++run) {
                    std::fill(c.begin(), c.end(), std::numeric_limits<float>::quiet_NaN());
                    const RunTiming timing =
                        gemm->run(n, inputs[s].a.data(), inputs[s].b.data(), c.data(), control);
                    worst = std::max(worst, relativeError(c, inputs[s].reference));
                    if (run > 0) {
                        seconds.push_back(timing.seconds);
                        timed += timing.seconds;
                    }
                }
                // The fastest run: what the set can do; slower ones met another process (the
                // comparison is between sets, and a busy machine would otherwise pick by chance).
                const double flops = 2.0 * double(n) * double(n) * double(n);
                const double best = *std::min_element(seconds.begin(), seconds.end());
                candidate.gflops.push_back(flops / std::max(best, 1e-12) / 1e9);
            }
            candidate.relError = worst;
            if (!(worst <= kMaxRelativeError)) {
                candidate.status = TuneCandidate::Status::Failed;
                candidate.message =
                    "wrong result (relative error " + numberText(worst, "%.1e") + ")";
            } else {
                candidate.status = TuneCandidate::Status::Measured;
                candidate.score = geometricMean(candidate.gflops);
            }
        } catch (const ComputeError &e) {
            if (e.kind() == ErrorKind::Cancelled) {
                candidate.message = "cancelled";
                candidate.gflops.clear();
                report.cancelled = true;
                break;
            }
            candidate.status = TuneCandidate::Status::Failed;
            candidate.message = oneLine(cutText(e.what(), 200));
        }
        emit(TuneEvent::Kind::Measured, i, &candidate);
    }

    for (int i = 0; i < count; ++i) {
        const TuneCandidate &candidate = report.candidates[std::size_t(i)];
        if (candidate.status == TuneCandidate::Status::Measured &&
            (report.chosen < 0 || candidate.score > report.winner()->score))
            report.chosen = i;
    }
    if (report.cancelled || !config.save || !report.winner()) {
        report.seconds = since(start);
        return report;
    }
    TunedParams tuned;
    tuned.params = report.winner()->params;
    tuned.gflops = report.winner()->score;
    tuned.sizes = report.sizes;
    for (const TuneCandidate &candidate : report.candidates)
        if (candidate.isDefault && candidate.status == TuneCandidate::Status::Measured)
            tuned.defaultGflops = candidate.score;
    tuned.date = utcTimestamp();
    report.cacheProblem = saveTunedParams(info, tuned);
    if (report.cacheProblem.empty())
        report.cachePath = tuningCachePath(info);
    report.seconds = since(start);
    return report;
}

std::string formatTuningFile(const DeviceInfo &device, const TunedParams &tuned)
{
    std::string text = std::string(kTuningMagic) + "\n";
    for (const auto &[key, value] : deviceLines(device))
        text += key + " " + value + "\n";
    text += "kernels " + kernelsHash() + "\n";
    text += "params " + tuned.params.text() + "\n";
    text += "gflops " + numberText(tuned.gflops, "%.3f") + "\n";
    std::string sizes;
    for (int n : tuned.sizes)
        sizes += (sizes.empty() ? "" : ",") + std::to_string(n);
    text += "sizes " + sizes + "\n";
    if (tuned.defaultGflops >= 0.0005) // what "%.3f" writes as 0.000 would read back as unknown
        text += "default_gflops " + numberText(tuned.defaultGflops, "%.3f") + "\n";
    if (!tuned.date.empty())
        text += "date " + oneLine(tuned.date) + "\n";
    return text;
}

std::pair<int, int> regblockTile(const RegblockParams &params)
{
    if (params.path == RegblockPath::Cpu)
        return {params.cpu.mr, params.cpu.nr};
    return {params.gpu.mwg, params.gpu.nwg};
}

std::optional<TunedParams> parseTuningFile(std::string_view text, const DeviceInfo &device,
                                           std::string *problem)
{
    auto fail = [problem](const std::string &why) {
        if (problem)
            *problem = why;
        return std::nullopt;
    };
    if (text.size() > kMaxTuningFileBytes)
        return fail("larger than " + std::to_string(kMaxTuningFileBytes) + " bytes");
    std::vector<std::pair<std::string, std::string>> lines;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            return fail("truncated (its last line has no end)");
        lines.emplace_back(std::string(text.substr(pos, end - pos)), std::string());
        pos = end + 1;
    }
    if (lines.empty() || lines.front().first != kTuningMagic)
        return fail("not a GPU Lab tuning file (version 1)");
    lines.erase(lines.begin());
    for (auto &[key, value] : lines) {
        const std::size_t space = key.find(' ');
        if (space == std::string::npos || space == 0)
            return fail("a line without a value");
        value = key.substr(space + 1);
        key.resize(space);
    }
    auto valueOf = [&lines](const std::string &key) -> std::optional<std::string> {
        std::optional<std::string> found;
        for (const auto &[k, v] : lines)
            if (k == key) {
                if (found)
                    return std::string("\n"); // twice: no valid value holds a newline
                found = v;
            }
        return found;
    };
    const auto expected = deviceLines(device);
    const std::vector<std::string> known = {"platform", "platform_version", "device",
                                            "driver",   "device_version",   "kernels",
                                            "params",   "gflops",           "sizes"};
    const std::vector<std::string> optional = {"default_gflops", "date"};
    for (const auto &[key, value] : lines)
        if (std::find(known.begin(), known.end(), key) == known.end() &&
            std::find(optional.begin(), optional.end(), key) == optional.end())
            return fail("an unknown line '" + cutText(key, 40) + "'");
    for (const std::string &key : optional)
        if (valueOf(key) == std::optional<std::string>("\n"))
            return fail("two " + key + " lines");
    for (const std::string &key : known) {
        const auto value = valueOf(key);
        if (!value)
            return fail("no " + key + " line");
        if (*value == "\n")
            return fail("two " + key + " lines");
    }
    for (const auto &[key, value] : expected) {
        const std::string stored = *valueOf(key);
        if (stored != value)
            return fail("made for " + key + " '" + cutText(stored, 80) + "', this is '" +
                        cutText(value, 80) + "'");
    }
    if (*valueOf("kernels") != kernelsHash())
        return fail("made for other kernel sources");
    TunedParams tuned;
    try {
        tuned.params = detail::parseRegblockParams(*valueOf("params"), device);
        tuned.gflops = cli::parseNumber(*valueOf("gflops"), "gflops");
        tuned.sizes = cli::parseWholeList(*valueOf("sizes"), "sizes", 1, 46340);
        if (const auto value = valueOf("default_gflops"))
            tuned.defaultGflops = cli::parseNumber(*value, "default_gflops");
    } catch (const ComputeError &e) {
        return fail(cutText(e.what(), 200));
    }
    if (!(tuned.gflops >= 0 && tuned.gflops <= kMaxGflops) ||
        !(tuned.defaultGflops >= 0 && tuned.defaultGflops <= kMaxGflops) || tuned.sizes.empty() ||
        tuned.sizes.size() > 8)
        return fail("its score or sizes are out of range");
    if (const auto date = valueOf("date")) {
        if (!isUtcDate(*date))
            return fail("a date that is not YYYY-MM-DDTHH:MM:SSZ");
        tuned.date = *date;
    }
    if (const std::string why = tuned.params.problem(device); !why.empty())
        return fail("its parameters do not fit the device: " + why);
    if (tuned.params.path != regblockPath(device))
        return fail("made for the other path of opencl-regblock");
    return tuned;
}

std::string tuningCachePath(const DeviceInfo &device)
{
    const std::string dir = userCacheDir();
    if (dir.empty())
        return {};
    return dir + "/tuning/regblock-" + hex64(fnv1a64(device.platformName + "\n" + device.name)) +
           ".txt";
}

TunedLookup loadTunedParams(const DeviceInfo &device)
{
    TunedLookup lookup;
    lookup.path = tuningCachePath(device);
    if (lookup.path.empty())
        return lookup;
    const CacheRead read = readCacheFile(lookup.path, kMaxTuningFileBytes);
    if (!read.found) {
        lookup.problem = read.problem;
        return lookup;
    }
    lookup.tuned = parseTuningFile(read.bytes, device, &lookup.problem);
    return lookup;
}

std::string saveTunedParams(const DeviceInfo &device, const TunedParams &tuned)
{
    const std::string path = tuningCachePath(device);
    if (path.empty())
        return "there is no cache folder (no HOME, or GPULAB_CACHE_DIR=off)";
    return writeCacheFile(path, formatTuningFile(device, tuned));
}

TuningState tuningState(const DeviceInfo &device)
{
    TuningState state;
    for (const char *name : {"GPULAB_REGBLOCK", "GPULAB_REGBLOCK_CPU", "GPULAB_REGBLOCK_GPU"})
        if (std::getenv(name)) {
            state.source = "forced";
            state.params = defaultRegblockParams(device);
            return state;
        }
    TunedLookup lookup = loadTunedParams(device);
    state.path = std::move(lookup.path);
    state.problem = std::move(lookup.problem);
    state.tuned = std::move(lookup.tuned);
    state.source = state.tuned ? "tuned" : "default";
    state.params = state.tuned ? state.tuned->params : defaultRegblockParams(device);
    return state;
}

RegblockParams regblockParamsFor(const DeviceInfo &device, std::string *source)
{
    TuningState state = tuningState(device);
    if (!state.tuned && !state.problem.empty())
        cacheNotice("ignoring the tuning in " + state.path + ": " + state.problem +
                    " (opencl-regblock runs its default; 'gpulab-cli tune' tunes it again)");
    if (source)
        *source = state.source;
    return state.params;
}

} // namespace gpulab
