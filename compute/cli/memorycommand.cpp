// `gpulab-cli memory latency|bandwidth|transfer` and `gpulab-cli multidevice`: the live
// measurements of the Memory-hierarchy and NVLink lessons on the command line
// (compute/latency.h, bandwidth.h, transfer.h, multidevice.h); each has its own --help
// (`memory --help`, `multidevice --help`).
#include "compute/bandwidth.h"
#include "compute/cldevice.h"
#include "compute/cli/clisupport.h"
#include "compute/cli/computecommands.h"
#include "compute/jsonwriter.h"
#include "compute/latency.h"
#include "compute/multidevice.h"
#include "compute/provenance.h"
#include "compute/sizeguard.h"
#include "compute/transfer.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <optional>

namespace gpulab::cli {

namespace {

const char *const kMemorySummary =
    "  memory latency [--min 4K] [--max 256M] [--half-steps] [--budget S] [--repeat R]\n"
    "                 [--seed S] [--no-huge-pages] [--json]\n"
    "                          Host memory latency against working-set size by pointer\n"
    "                          chasing: the L1, L2, L3 and DRAM steps.\n"
    "  memory bandwidth [--device auto|INDEX|none] [--min 4K] [--max 256M] [--repeat R]\n"
    "                   [--threads T] [--json]\n"
    "                          Copy and triad bandwidth on the CPU (1 and all threads) and the\n"
    "                          device's copy kernel, against size; every copy verified.\n"
    "  memory transfer [--device auto|INDEX] [--min 4K] [--max 256M] [--repeat R] [--json]\n"
    "                          Host <-> device transfer bandwidth, pageable and pinned memory.\n"
    "                          See 'gpulab-cli memory --help'.\n";

const char *const kMultiDeviceSummary =
    "  multidevice [--n 512] [--devices all|I,J,...] [--split W,W,...] [--repeat R] [--seed S]\n"
    "              [--json]\n"
    "                          C = A x B split by rows across OpenCL devices: per-device\n"
    "                          transfer and compute times. See 'gpulab-cli multidevice --help'.\n";

const char *const kMemoryHelp =
    R"(Usage: gpulab-cli memory latency [--min SIZE] [--max SIZE] [--half-steps] [--budget S]
                            [--repeat R] [--seed S] [--no-huge-pages] [--json]
       gpulab-cli memory bandwidth [--device auto|INDEX|none] [--min SIZE] [--max SIZE]
                            [--repeat R] [--threads T] [--json]
       gpulab-cli memory transfer [--device auto|INDEX] [--min SIZE] [--max SIZE] [--repeat R]
                            [--json]

SIZE is a byte count: 4096, 4K, 64KiB, 256M, 1G (K = 1024).

memory latency: time per load of a dependent pointer chase through one random cycle of 64-byte
cache lines (Sattolo's algorithm, seeded with --seed, default 20261121), for working sets from
--min (default 4K) to --max (default 256M) in powers of two (--half-steps adds 1.5x sizes). The
median of --repeat (default 5) chases per size. The whole sweep, set-up included, is held to
--budget seconds (default 3): the loads per chase are scaled to fit, so a larger budget gives
steadier numbers; the set-up (touching the buffer, building the cycles: a few tenths of a
second) is spent whatever the budget. 2 MiB pages are requested so the steps show L1, L2, L3
and DRAM rather than TLB misses; --no-huge-pages uses 4 KiB pages, and DRAM loads then pay a
page walk too.

memory bandwidth: GB/s (10^9 bytes per second) against the size of one array, from --min
(default 4K) to --max (default 256M) in steps of 4; the median of --repeat (default 5) samples:
  host copy    memcpy; moves 2 x size (read + write)
  host triad   a = b + 3 c over doubles (STREAM); moves 3 x size
  device copy  an OpenCL kernel copying 16 bytes per work-item; moves 2 x size
Host kernels run on 1 thread and on --threads (default: every hardware thread). Write-allocate
traffic is not counted (the STREAM convention). Every destination is poisoned first and
verified after. The device copy runs on --device (default auto); --device none (or no
OpenCL) measures the host only.

memory transfer: clEnqueueWriteBuffer (h2d) and clEnqueueReadBuffer (d2h) from plain pageable
memory and from pinned memory (a mapped CL_MEM_ALLOC_HOST_PTR buffer) on --device (default
auto), sizes --min (default 4K) to --max (default 256M) in steps of 4; wall-clock median of
--repeat (default 5) blocking transfers; bytes counted once; verified. On a CPU device (PoCL)
this is a memcpy in the same RAM: no PCIe bus is crossed.

  --json                  One JSON document instead of the table.
  -h, --help              Show this help.

A matrix product split across devices is 'gpulab-cli multidevice' (see its --help).

Exit codes: 0 ok; 1 a copy or transfer failed verification; 2 usage error; 3 no OpenCL device
where one is needed, or a run could not complete; 130 interrupted (what finished is printed).
)";

const char *const kMultiDeviceHelp =
    R"(Usage: gpulab-cli multidevice [--n N] [--devices all|I,J,...] [--split W,W,...] [--repeat R]
                              [--seed S] [--json]

C = A x B (N x N float32) cut into bands of rows, one per entry of --devices, heights in
proportion to --split. Each device receives its band of A and all of B, computes with the
opencl-tiled kernel and returns its band of C; distinct devices run at the same time. Per band:
upload, compute (and profiled kernel) and download times; the wall time of the whole; C
verified against float64. PoCL exposes two CPU devices with POCL_DEVICES="pthread pthread"
(they share the same cores).

  --n N                   Matrix size (default 512, at most 8192).
  --devices all|I,J,...   Device indices, one per band; an index may repeat (default all:
                          every device once; a machine with one device runs two bands on it,
                          one after the other).
  --split W,W,...         Relative band heights, one weight per band (default equal).
  --repeat R              Timed runs after a warm-up; the run with the median wall time is
                          reported (default 3).
  --seed S                Seed of the random matrices (default 20261121).
  --json                  One JSON document instead of the table.
  -h, --help              Show this help.

Exit codes: 0 ok; 1 the assembled C failed verification; 2 usage error; 3 no OpenCL device, or
the run could not complete; 130 interrupted (what finished is printed).
)";

double parsePositive(const std::string &text, const std::string &option, double max)
{
    const std::optional<double> value = readNumber(text);
    if (!value || !(*value > 0) || !(*value <= max))
        throw UsageError(option + " expects a number above 0 and at most " +
                         std::to_string(int(max)) + ", not '" + text + "'");
    return *value;
}

// "1.4", "12.3", "104": three significant digits or so.
std::string figure(double value)
{
    return fixed(value, value < 10 ? 2 : value < 100 ? 1 : 0);
}

// "4 KiB", "256 MiB", "1.5 MiB"
std::string size(std::uint64_t bytes)
{
    std::string text = formatBytes(bytes);
    const std::size_t dot = text.find(".0 ");
    if (dot != std::string::npos)
        text.erase(dot, 2);
    return text;
}

struct CommonOptions
{
    bool json = false;
    std::string device = "auto";
    bool deviceExplicit = false;
};

// The device of --device: null for "none" or (when not explicit) no OpenCL; throws
// ComputeError(NoDevice) when one was asked for and is missing.
std::unique_ptr<ClDevice> openDevice(const CommonOptions &options, bool required,
                                     std::string *whyNone)
{
    if (options.device == "none") {
        if (required)
            throw UsageError("--device none: this measurement needs an OpenCL device");
        *whyNone = "--device none";
        return nullptr;
    }
    const DeviceDiscovery discovery = discoverDevices();
    if (!discovery.available()) {
        *whyNone = discovery.problem.empty() ? "no OpenCL device" : discovery.problem;
        if (required || options.deviceExplicit)
            throw ComputeError(ErrorKind::NoDevice, "no OpenCL device: " + *whyNone);
        return nullptr;
    }
    return std::make_unique<ClDevice>(chooseDevice(discovery, options.device));
}

// The options of every sweep over sizes (latency, bandwidth, transfer): --min, --max and
// --repeat into its config, --json and, where it uses a device, --device. True when `option`
// was one of them.
template <typename Sweep>
bool readSweepOption(OptionWord &option, Sweep &config, CommonOptions &options, bool withDevice)
{
    const std::string &arg = option.name();
    if (arg == "--min") {
        config.minBytes = parseSize(option.value(), arg);
    } else if (arg == "--max") {
        config.maxBytes = parseSize(option.value(), arg);
    } else if (arg == "--repeat") {
        config.repeats = int(parseWhole(option.value(), arg, 1, 1000));
    } else if (arg == "--json") {
        options.json = true;
    } else if (withDevice && arg == "--device") {
        options.device = option.value();
        options.deviceExplicit = options.device != "auto" && options.device != "none";
    } else {
        return false;
    }
    return true;
}

// A sweep's GB/s table: one row per size, one column per series (each `width` wide), a cell the
// median GB/s ("-" where none, " WRONG" after it where the data did not arrive intact). True
// when a cell is WRONG.
template <typename Point>
bool printGbsTable(std::ostream &out, const std::vector<std::string> &columns,
                   const std::map<std::uint64_t, std::map<std::string, const Point *>> &rows,
                   int width)
{
    char text[64];
    std::snprintf(text, sizeof(text), "%10s", "size");
    std::string header = text;
    for (const std::string &column : columns) {
        std::snprintf(text, sizeof(text), " %*s", width, column.c_str());
        header += text;
    }
    out << header << "\n" << std::string(header.size(), '-') << "\n";
    bool wrong = false;
    for (const auto &[bytes, cells] : rows) {
        std::snprintf(text, sizeof(text), "%10s", size(bytes).c_str());
        out << text;
        for (const std::string &column : columns) {
            const auto it = cells.find(column);
            std::string cell = "-";
            if (it != cells.end()) {
                cell = figure(it->second->gbsMedian) + (it->second->verified ? "" : " WRONG");
                wrong |= !it->second->verified;
            }
            std::snprintf(text, sizeof(text), " %*s", width, cell.c_str());
            out << text;
        }
        out << "\n";
    }
    return wrong;
}

// A sweep's exit status: interrupted, a result that did not arrive intact, or fine.
template <typename Report> int sweepExit(const Report &report)
{
    return report.cancelled ? ExitInterrupted : !report.allVerified() ? ExitFailed : ExitOk;
}

// What every sweep's table ends with: the verification failure (on err, naming `what` did not
// arrive intact) and the interruption.
void endTable(std::ostream &out, std::ostream &err, bool wrong, bool cancelled,
              const std::string &what)
{
    if (wrong)
        err << "gpulab-cli: VERIFICATION FAILED: " << what
            << " did not arrive intact (WRONG above)\n";
    if (cancelled)
        out << "Interrupted: the table shows what finished.\n";
}

// ----------------------------------------------------------------------------------- latency

int runLatency(const std::vector<std::string> &args, std::ostream &out, std::ostream &err,
               const CancelToken &cancel)
{
    LatencyConfig config;
    CommonOptions options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        OptionWord option("memory latency", args, i);
        const std::string &arg = option.name();
        if (arg == "--half-steps")
            config.halfSteps = true;
        else if (arg == "--no-huge-pages")
            config.hugePages = false;
        else if (arg == "--budget")
            config.budgetSeconds = parsePositive(option.value(), arg, 600);
        else if (arg == "--seed")
            config.seed = parseSeed(option.value(), arg);
        else if (!readSweepOption(option, config, options, false))
            option.unknown();
        option.finish();
    }
    if (config.minBytes < 2 * kCacheLineBytes || config.maxBytes < config.minBytes)
        throw UsageError("memory latency: sizes must satisfy 128 <= --min <= --max");

    ProgressLine line(err);
    const LatencyReport report = measureLatency(config, cancel, [&](const LatencyEvent &e) {
        if (e.point)
            line.show("latency: " + size(e.point->bytes) + " " + figure(e.point->latencyNs) +
                      " ns (" + fixed(e.fraction * 100, 0) + "%)");
    });
    line.clear();
    if (options.json) {
        out << json::withProvenance(json::latency(report), currentProvenance()) << "\n";
        return report.cancelled ? ExitInterrupted : ExitOk;
    }
    out << "Memory latency on the host CPU: a dependent pointer chase through one random cycle "
           "of\n64-byte cache lines; median of "
        << config.repeats << " chases per size. Budget " << fixed(config.budgetSeconds, 1)
        << " s, used " << fixed(report.seconds, 1) << " s (set-up " << fixed(report.setupSeconds, 1)
        << " s); " << (report.hugePages ? "2 MiB pages" : "4 KiB pages") << ".\n\n";
    char text[200];
    std::snprintf(text, sizeof(text), "%12s %9s %17s %14s\n", "working set", "ns/load",
                  "min-max ns", "loads/chase");
    out << text << std::string(std::strlen(text) - 1, '-') << "\n";
    for (const LatencyPoint &p : report.points) {
        const std::string range = figure(p.minNs) + "-" + figure(p.maxNs);
        const int bar =
            std::clamp(int(std::lround(8 * std::log2(std::max(1.0, p.latencyNs)))) + 1, 1, 60);
        std::snprintf(text, sizeof(text), "%12s %9s %17s %14llu  ", size(p.bytes).c_str(),
                      figure(p.latencyNs).c_str(), range.c_str(),
                      static_cast<unsigned long long>(p.loadsPerRepeat));
        out << text << std::string(std::size_t(bar), '#') << "\n";
    }
    out << "\nThe bar is logarithmic. Each step up is the working set outgrowing a level: L1, "
           "L2, L3, then DRAM.\n";
    endTable(out, err, false, report.cancelled, {});
    return report.cancelled ? ExitInterrupted : ExitOk;
}

// --------------------------------------------------------------------------------- bandwidth

int runBandwidth(const std::vector<std::string> &args, std::ostream &out, std::ostream &err,
                 const CancelToken &cancel)
{
    BandwidthConfig config;
    CommonOptions options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        OptionWord option("memory bandwidth", args, i);
        const std::string &arg = option.name();
        if (arg == "--threads")
            config.threads = int(parseWhole(option.value(), arg, 1, 1024));
        else if (!readSweepOption(option, config, options, true))
            option.unknown();
        option.finish();
    }
    if (config.minBytes % 64 || config.maxBytes % 64 || config.maxBytes < config.minBytes)
        throw UsageError("memory bandwidth: sizes must be multiples of 64 bytes, --min <= --max");
    std::string whyNone;
    std::unique_ptr<ClDevice> device = openDevice(options, false, &whyNone);

    ProgressLine line(err);
    const BandwidthReport report =
        measureBandwidth(device.get(), config, cancel, [&](const BandwidthEvent &e) {
            if (e.point)
                line.show("bandwidth: " + e.point->where + " " + e.point->kernel + " " +
                          size(e.point->bytes) + " (" + fixed(e.fraction * 100, 0) + "%)");
        });
    line.clear();
    const int exit = sweepExit(report);
    if (options.json) {
        out << json::withProvenance(json::bandwidth(report),
                                    currentProvenance({device ? &device->info() : nullptr}))
            << "\n";
        return exit;
    }
    out << "Memory bandwidth in GB/s (10^9 bytes/s) against the size of one array; median of "
        << config.repeats
        << " samples.\ncopy moves 2 x size (read + write), triad 3 x size; "
           "every destination verified.\n";
    if (!device)
        out << "Host only: " << whyNone << ".\n";
    else
        out << "Device: " << report.deviceName << ".\n";
    out << "\n";
    // One column per series, in the order they were measured; one row per size.
    std::vector<std::string> columns;
    std::map<std::uint64_t, std::map<std::string, const BandwidthPoint *>> rows;
    for (const BandwidthPoint &p : report.points) {
        const std::string column =
            p.where == "host" ? p.kernel + " " + std::to_string(p.threads) + "T" : "device copy";
        if (std::find(columns.begin(), columns.end(), column) == columns.end())
            columns.push_back(column);
        rows[p.bytes][column] = &p;
    }
    const bool wrong = printGbsTable(out, columns, rows, 12);
    for (const std::string &note : report.notes)
        out << "Note: " << note << "\n";
    out << "\nNT = N host threads. Small sizes live in the caches; the largest show DRAM.\n";
    endTable(out, err, wrong, report.cancelled, "a copy");
    return exit;
}

// ---------------------------------------------------------------------------------- transfer

int runTransfer(const std::vector<std::string> &args, std::ostream &out, std::ostream &err,
                const CancelToken &cancel)
{
    TransferConfig config;
    CommonOptions options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        OptionWord option("memory transfer", args, i);
        if (!readSweepOption(option, config, options, true))
            option.unknown();
        option.finish();
    }
    if (config.minBytes < 16 || config.maxBytes < config.minBytes)
        throw UsageError("memory transfer: sizes must satisfy 16 <= --min <= --max");
    std::string whyNone;
    std::unique_ptr<ClDevice> device = openDevice(options, true, &whyNone);

    ProgressLine line(err);
    const TransferReport report =
        measureTransfers(*device, config, cancel, [&](const TransferEvent &e) {
            if (e.point)
                line.show("transfer: " + e.point->memory + " " + e.point->direction + " " +
                          size(e.point->bytes) + " (" + fixed(e.fraction * 100, 0) + "%)");
        });
    line.clear();
    const int exit = sweepExit(report);
    if (options.json) {
        out << json::withProvenance(json::transfer(report), currentProvenance({&device->info()}))
            << "\n";
        return exit;
    }
    out << "Host <-> device transfers with " << report.deviceName << ": GB/s (10^9 bytes/s), "
        << "bytes counted once;\nwall-clock median of " << config.repeats
        << " blocking transfers; every transfer verified.\n\n";
    const std::vector<std::string> columns = {"pageable h2d", "pageable d2h", "pinned h2d",
                                              "pinned d2h"};
    std::map<std::uint64_t, std::map<std::string, const TransferPoint *>> rows;
    for (const TransferPoint &p : report.points)
        rows[p.bytes][p.memory + " " + p.direction] = &p;
    const bool wrong = printGbsTable(out, columns, rows, 13);
    for (const std::string &note : report.notes)
        out << "Note: " << note << ".\n";
    out << "\nh2d = host to device (clEnqueueWriteBuffer), d2h = device to host "
           "(clEnqueueReadBuffer);\npinned = from a mapped CL_MEM_ALLOC_HOST_PTR buffer.\n";
    endTable(out, err, wrong, report.cancelled, "a transfer");
    return exit;
}

// ------------------------------------------------------------------------------- multidevice

int runSplitProduct(const std::vector<std::string> &args, std::ostream &out, std::ostream &err,
                    const CancelToken &cancel)
{
    MultiDeviceConfig config;
    bool json = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        OptionWord option("multidevice", args, i);
        const std::string &arg = option.name();
        if (arg == "--n") {
            config.n = int(parseWhole(option.value(), arg, 1, kMaxMultiDeviceN));
        } else if (arg == "--devices") {
            const std::string &list = option.value();
            config.devices.clear();
            if (list != "all") {
                config.devices = parseWholeList(list, arg, 0, 1023);
                if (config.devices.empty())
                    throw UsageError("multidevice: --devices needs at least one index");
            }
        } else if (arg == "--split") {
            config.split.clear();
            for (const std::string &item : splitList(option.value(), arg))
                config.split.push_back(parsePositive(item, arg, 1e6));
        } else if (arg == "--repeat") {
            config.repeats = int(parseWhole(option.value(), arg, 1, 1000));
        } else if (arg == "--seed") {
            config.seed = parseSeed(option.value(), arg);
        } else if (arg == "--json") {
            json = true;
        } else {
            option.unknown();
        }
        option.finish();
    }
    const DeviceDiscovery discovery = discoverDevices();
    if (!discovery.available())
        throw ComputeError(ErrorKind::NoDevice,
                           "multidevice needs an OpenCL device: " + discovery.problem);
    if (!config.split.empty()) {
        const std::size_t bands = !config.devices.empty()         ? config.devices.size()
                                  : discovery.devices.size() == 1 ? 2
                                                                  : discovery.devices.size();
        if (config.split.size() != bands)
            throw UsageError("multidevice: --split has " + std::to_string(config.split.size()) +
                             " weights for " + std::to_string(bands) + " bands");
    }

    ProgressLine line(err);
    const MultiDeviceReport report =
        gpulab::runMultiDevice(discovery, config, cancel, [&](const MultiDeviceEvent &e) {
            if (e.kind == MultiDeviceEvent::Kind::Reference)
                line.show("multidevice: float64 reference...");
            else if (e.kind == MultiDeviceEvent::Kind::Building)
                line.show("multidevice: building kernels...");
            else
                line.show("multidevice: " +
                          (e.run == 0 ? std::string("warm-up") : "run " + std::to_string(e.run)) +
                          " " + fixed(e.fraction * 100, 0) + "%");
        });
    line.clear();
    const int exit = report.cancelled ? ExitInterrupted : !report.verified ? ExitFailed : ExitOk;
    if (json) {
        std::vector<const DeviceInfo *> measured;
        for (const DeviceInfo &d : discovery.devices)
            if (std::any_of(report.bands.begin(), report.bands.end(),
                            [&](const DeviceBand &band) { return band.device == d.index; }))
                measured.push_back(&d);
        out << json::withProvenance(json::multiDevice(report), currentProvenance(measured)) << "\n";
        return exit;
    }
    if (report.cancelled) {
        out << "Interrupted before a timed run finished.\n";
        return exit;
    }
    const std::string layout =
        report.bands.size() == 1 ? "in one band on one device"
        : report.distinctDevices == 1
            ? "in " + std::to_string(report.bands.size()) +
                  " bands of rows on one device, one after the other"
            : "in " + std::to_string(report.bands.size()) + " bands of rows on " +
                  std::to_string(report.distinctDevices) + " devices at once";
    out << "C = A x B, N = " << report.n << " (float32), " << layout
        << ", opencl-tiled kernel;\nthe run with the median wall time of " << report.repeats
        << " after a warm-up.\n\n";
    char text[240];
    std::snprintf(text, sizeof(text), "%4s  %-28s %11s %10s %11s %10s %11s %9s\n", "band", "device",
                  "rows", "upload ms", "compute ms", "kernel ms", "download ms", "total ms");
    out << text << std::string(std::strlen(text) - 1, '-') << "\n";
    for (const DeviceBand &b : report.bands) {
        const std::string index = std::to_string(b.device); // an lvalue: GCC 12 -Wrestrict
        const std::string device = "[" + index + "] " + b.deviceName;
        const std::string rows = std::to_string(b.row0) + "-" + std::to_string(b.row0 + b.rows - 1);
        std::snprintf(
            text, sizeof(text), "%4d  %-28.28s %11s %10s %11s %10s %11s %9s\n", b.band,
            device.c_str(), rows.c_str(), fixed(b.uploadSeconds * 1e3, 2).c_str(),
            fixed(b.computeSeconds * 1e3, 2).c_str(), fixed(b.kernelSeconds * 1e3, 2).c_str(),
            fixed(b.downloadSeconds * 1e3, 2).c_str(), fixed(b.seconds() * 1e3, 2).c_str());
        out << text;
    }
    char error[32];
    std::snprintf(error, sizeof(error), "%.1e", report.relError);
    out << "\nWall time, all bands: " << fixed(report.totalSeconds * 1e3, 2) << " ms ("
        << figure(report.gflops) << " GFLOP/s); kernel builds " << fixed(report.buildSeconds, 2)
        << " s (not included).\nC against float64: relative error " << error << ", "
        << (report.verified ? "verified" : "NOT VERIFIED  <-- WRONG RESULT") << ".\n"
        << "upload = A's band (+ all of B on a device's first band); download = C's band.\n";
    for (const std::string &note : report.notes)
        out << "Note: " << note << ".\n";
    if (!report.verified)
        err << "gpulab-cli: VERIFICATION FAILED: the assembled C is wrong\n";
    return exit;
}

int commandMemory(const std::vector<std::string> &args, const CommandContext &context)
{
    if (args.empty())
        throw UsageError("memory needs a measurement: latency, bandwidth or transfer");
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    using Measurement = int (*)(const std::vector<std::string> &, std::ostream &, std::ostream &,
                                const CancelToken &);
    const Measurement measurement = args.front() == "latency"     ? runLatency
                                    : args.front() == "bandwidth" ? runBandwidth
                                    : args.front() == "transfer"  ? runTransfer
                                                                  : nullptr;
    if (!measurement)
        throw UsageError("memory: unknown measurement '" + args.front() +
                         "' (latency, bandwidth or transfer)");
    context.catchCtrlC();
    return measurement(rest, context.out, context.err, context.cancel);
}

int commandMultiDevice(const std::vector<std::string> &args, const CommandContext &context)
{
    context.catchCtrlC();
    return runSplitProduct(args, context.out, context.err, context.cancel);
}

} // namespace

const Command kMemoryCommand{"memory", kMemorySummary, [] { return std::string(kMemoryHelp); },
                             commandMemory};
const Command kMultiDeviceCommand{"multidevice", kMultiDeviceSummary,
                                  [] { return std::string(kMultiDeviceHelp); }, commandMultiDevice};

} // namespace gpulab::cli
