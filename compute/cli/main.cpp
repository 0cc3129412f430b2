// gpulab-cli: the headless face of the compute engine.
//
//   gpulab-cli devices [--json]
//   gpulab-cli bench [--device auto|INDEX] [--sizes 256,512,1024] [--variants all|LIST]
//                    [--repeat R] [--verify|--no-verify] [--json FILE|-] [--csv FILE]
//   gpulab-cli format encode|decode|table ...     (compute/cli/formatcommand.h)
//   gpulab-cli precision [stagnation] ...         (compute/cli/precisioncommand.h)
//   gpulab-cli memory latency|bandwidth|transfer   (compute/cli/memorycommand.h)
//   gpulab-cli multidevice ...                     (compute/cli/memorycommand.h)
//   gpulab-cli lessons|specs|quiz ...              (lessons/cli/, when built with Qt)
//
// Every command has its own --help. Exit codes: 0 ok, 1 a result failed verification (or, for
// format, lessons, specs and quiz, some input has problems), 2 usage error, 3 no device or a
// run could not complete (runtime error, size refused), 130 interrupted (Ctrl-C).
#include "compute/benchmark.h"
#include "compute/cli/cliargs.h"
#include "compute/cli/formatcommand.h"
#include "compute/cli/memorycommand.h"
#include "compute/cli/precisioncommand.h"
#include "compute/devices.h"
#include "compute/engine.h"
#include "compute/jsonwriter.h"
#include "compute/roofline.h"
#ifdef GPULAB_HAVE_LESSONS
#include "lessons/cli/lessonscommand.h"
#include "lessons/cli/quizcommand.h"
#include "lessons/cli/specscommand.h"
#endif
#include "compute/sizeguard.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#define GPULAB_ISATTY(fd) isatty(fd)
#else
#define GPULAB_ISATTY(fd) 0
#endif

#ifndef GPULAB_VERSION
#define GPULAB_VERSION "0.0.0"
#endif

using namespace gpulab;

namespace {

enum Exit {
    ExitOk = 0,
    ExitVerification = 1,
    ExitUsage = 2,
    ExitRuntime = 3,
    ExitInterrupted = 130
};

CancelToken g_cancel;

extern "C" void onInterrupt(int)
{
    g_cancel.cancel();
    std::signal(SIGINT, SIG_DFL); // a second Ctrl-C ends the process at once
}

const char *kUsage = R"(Usage: gpulab-cli COMMAND [OPTIONS]

Commands:
  devices [--json]        List every OpenCL platform and device, best first.
  bench [OPTIONS]         Multiply N x N float32 matrices with each variant, verify against a
                          float64 reference, and print times, GFLOP/s and speedups (options
                          below; see 'gpulab-cli bench --help').
  roofline [--device auto|INDEX] [--repeat R] [--json]
                          Measure this device's memory bandwidth and peak float32 rate (the two
                          roofs of its roofline) with small OpenCL kernels.
  engine                  Serve measurement requests on standard input, one JSON event per
                          line on standard output: how the GPU Lab window runs every OpenCL
                          measurement in a separate process (protocol: compute/engine.h).
%FORMAT%%LESSONS%
bench options:
%BENCH%
General options:
  -h, --help              Show this help; after a command, that command's own help.
  --version               Show the version.

An option's value is the next argument, or follows '=' in the same one (--sizes=64,128).

Exit codes (each command's --help lists its own):
  0    ok
  1    a result failed verification (bench, memory, multidevice); a value could not be
       converted (format); a lesson, a specs row or a quiz bank has problems (lessons, specs,
       quiz)
  2    usage error: unknown command or option, missing or malformed value (every command)
  3    no OpenCL device where one was required, or a run could not complete (bench, roofline,
       precision, memory, multidevice)
  130  interrupted by Ctrl-C; what finished is printed (bench, roofline, precision, memory,
       multidevice)
)";

// The bench options, in the general help and in 'bench --help'.
const char *kBenchOptions =
    R"(  --device auto|INDEX     OpenCL device for the OpenCL variants (default auto: the best one;
                          INDEX as listed by 'gpulab-cli devices').
  --sizes LIST            Comma-separated matrix sizes N (default 256,512,1024).
  --variants all|LIST     Comma-separated variant ids (default all built ones). Known:
                          %VARIANTS%
  --repeat R              Timed repeats after one warm-up; the median is reported (default 3).
  --verify                Check every run against the float64 reference (the default).
  --no-verify             Skip verification (faster at large N; results show no error).
  --json FILE|-           Also write the results as JSON to FILE ('-' = standard output,
                          which then carries only the JSON).
  --csv FILE              Also write the results as CSV to FILE.
)";

const char *kDevicesHelp =
    R"(Usage: gpulab-cli devices [--json]

List every OpenCL platform and device, best first: index, type, vendor, OpenCL and driver
versions, compute units, clock, memory, work-group size, FP16 and FP64 support. Device 0 is
the one 'auto' picks. No OpenCL device is not an error: the reason is printed instead.

  --json                  One JSON object instead of the text: {"devices": [...], "problem":
                          null or the reason there is no device}.
  -h, --help              Show this help.

Exit codes: 0 ok (with or without an OpenCL device); 2 usage error.
)";

const char *kBenchHelp =
    R"(Usage: gpulab-cli bench [--device auto|INDEX] [--sizes LIST] [--variants all|LIST]
                        [--repeat R] [--verify|--no-verify] [--json FILE|-] [--csv FILE]

Multiply N x N float32 matrices with each variant (one warm-up, then R timed runs), verify
against a float64 reference, and print the median time, GFLOP/s, the speedup over
serial-naive, the kernel and end-to-end times and the error. A variant that cannot run here (no
OpenCL device, a library this build lacks) is listed as skipped.

%BENCH%  -h, --help              Show this help.

Exit codes: 0 ok; 1 a result failed verification; 2 usage error; 3 a device asked for is
missing, a run could not complete, a size was refused, a variant named in --variants was
skipped, or a file could not be written; 130 interrupted (the table shows what finished).
)";

const char *kRooflineHelp =
    R"(Usage: gpulab-cli roofline [--device auto|INDEX] [--repeat R] [--json]

Measure the two roofs of an OpenCL device's roofline with small kernels: its memory bandwidth
(a large buffer copy, read + write) and its peak float32 rate (independent FMA chains); then
print the ridge point in FLOP/byte, where kernels stop being limited by memory.

  --device auto|INDEX     The OpenCL device (default auto: the best one; INDEX as listed by
                          'gpulab-cli devices').
  --repeat R              Runs of each kernel; the best is kept (default 5).
  --json                  One JSON object instead of the text.
  -h, --help              Show this help.

Exit codes: 0 ok; 2 usage error; 3 no OpenCL device (or none with that INDEX), or a run could
not complete; 130 interrupted.
)";

const char *kEngineHelp =
    R"(Usage: gpulab-cli engine

Serve measurement requests read on standard input, one per line (devices, bench, roofs,
latency, bandwidth, transfer, multidevice, cancel, quit), and answer with one JSON event per
line on standard output; every request ends with a "done" event. This is how the GPU Lab window
runs every OpenCL measurement in a separate process (protocol: compute/engine.h); it is not
meant to be typed by hand. The engine takes no options.

  -h, --help              Show this help.

Exit codes: 0 after 'quit' or at the end of the input; 2 usage error (any argument).
)";

#ifdef GPULAB_HAVE_LESSONS
const char *kLessonsHelp =
    R"(Usage: gpulab-cli lessons [--json] [--lessons-dir DIR]

List the lessons as GPU Lab loads them: id, title, sections, simulation and number of quiz
questions. The problems of a malformed lesson are printed on standard error as FILE:LINE:
message.

  --json                  One JSON document instead of the text: {"lessons": [...]}.
  --lessons-dir DIR       Overlay an external lessons folder: a lesson there replaces the
                          built-in one with the same id (default: the built-in lessons only).
  -h, --help              Show this help.

Exit codes: 0 every lesson loaded; 1 some lesson has problems; 2 usage error.
)";

const char *kSpecsHelp =
    R"(Usage: gpulab-cli specs [--json] [--file FILE]

List the GPU datasheet figures every lesson uses (one row per product: id, name, year, memory,
bandwidth, FP32 rate) and check them: each bad row is reported on standard error as
FILE:LINE: message and left out, as GPU Lab leaves it out.

  --json                  One JSON document instead of the table: {"file": ..., "specs":
                          [...], "problems": [...]}, every figure included.
  --file FILE             The CSV file to check (default: $GPULAB_SPECS_FILE, else the
                          built-in assets/data/gpu-specs.csv).
  -h, --help              Show this help.

Exit codes: 0 every row loaded; 1 some row has problems; 2 usage error, or a file that cannot
be read.
)";
#endif

// The variant ids, wrapped to the help's description column.
std::string variantIds()
{
    std::string ids;
    std::size_t lineLength = 26;
    for (const VariantInfo &info : variantCatalog()) {
        const std::string item = std::string(info.id);
        if (!ids.empty() && lineLength + 2 + item.size() > 96) {
            ids += ",\n" + std::string(26, ' ');
            lineLength = 26;
        } else if (!ids.empty()) {
            ids += ", ";
            lineLength += 2;
        }
        ids += item;
        lineLength += item.size();
    }
    return ids;
}

std::string benchOptions()
{
    std::string text = kBenchOptions;
    text.replace(text.find("%VARIANTS%"), 10, variantIds());
    return text;
}

std::string usageText()
{
    std::string text = kUsage;
    text.replace(text.find("%FORMAT%"), 8,
                 std::string(kFormatCommandUsage) + kPrecisionCommandUsage + kMemoryCommandUsage);
    text.replace(text.find("%BENCH%"), 7, benchOptions());
#ifdef GPULAB_HAVE_LESSONS
    text.replace(text.find("%LESSONS%"), 9,
                 std::string(gpulab::kLessonsCommandUsage) + gpulab::kSpecsCommandUsage +
                     gpulab::kQuizCommandUsage);
#else
    text.replace(text.find("%LESSONS%"), 9, "");
#endif
    return text;
}

// The own help of a command main() parses, or nothing for an unknown command.
std::optional<std::string> commandHelp(const std::string &command)
{
    if (command == "devices")
        return kDevicesHelp;
    if (command == "bench") {
        std::string text = kBenchHelp;
        text.replace(text.find("%BENCH%"), 7, benchOptions());
        return text;
    }
    if (command == "roofline")
        return kRooflineHelp;
    if (command == "engine")
        return kEngineHelp;
#ifdef GPULAB_HAVE_LESSONS
    if (command == "lessons")
        return kLessonsHelp;
    if (command == "specs")
        return kSpecsHelp;
#endif
    return std::nullopt;
}

struct UsageError
{
    std::string message;
};

std::string jsonString(const std::string &s)
{
    return json::string(s);
}

std::string jsonNumber(double value, bool present = true)
{
    return json::number(value, present);
}

std::vector<std::string> splitList(const std::string &text)
{
    std::vector<std::string> items;
    std::stringstream stream(text);
    std::string item;
    while (std::getline(stream, item, ','))
        if (!item.empty())
            items.push_back(item);
    return items;
}

int parseInt(const std::string &text, const char *option)
{
    try {
        std::size_t used = 0;
        const long long value = std::stoll(text, &used);
        if (used == text.size() && value >= -2147483647LL && value <= 2147483647LL)
            return int(value);
    } catch (const std::exception &) {
    }
    throw UsageError{std::string(option) + " expects a whole number, not '" + text + "'"};
}

// ---------------------------------------------------------------------------------- devices

int commandDevices(const std::vector<std::string> &args)
{
    bool json = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const cli::OptionWord option(args, i);
        if (option.name() != "--json")
            throw UsageError{"devices: unknown option '" + option.name() + "'"};
        if (option.unusedValue())
            throw UsageError{"devices: --json takes no value"};
        json = true;
    }
    const DeviceDiscovery discovery = discoverDevices();
    if (json) {
        std::cout << "{\"devices\": [";
        for (std::size_t i = 0; i < discovery.devices.size(); ++i)
            std::cout << (i ? ", " : "") << json::device(discovery.devices[i]);
        std::cout << "], \"problem\": "
                  << (discovery.problem.empty() ? "null" : jsonString(discovery.problem)) << "}\n";
        return ExitOk;
    }
    if (!discovery.available()) {
        std::cout << "No OpenCL device. " << discovery.problem << "\n";
        return ExitOk;
    }
    for (const DeviceInfo &d : discovery.devices) {
        std::cout << "[" << d.index << "] " << d.name << "  (" << deviceTypeName(d.type) << ", "
                  << d.platformName << ")" << (d.index == 0 ? "  <- auto" : "") << "\n"
                  << "    vendor " << d.vendor << "; " << d.deviceVersion << "; "
                  << d.openclCVersion << "; driver " << d.driverVersion << "\n"
                  << "    " << d.computeUnits << " compute units at " << d.clockMHz << " MHz; "
                  << "global memory " << formatBytes(d.globalMemBytes) << " (largest buffer "
                  << formatBytes(d.maxAllocBytes) << "); local memory "
                  << formatBytes(d.localMemBytes)
                  << (d.localMemDedicated ? " on chip" : " (emulated in global memory)")
                  << "\n    max work-group " << d.maxWorkGroupSize << "; fp16 "
                  << (d.fp16 ? "yes" : "no") << "; fp64 " << (d.fp64 ? "yes" : "no") << "\n";
    }
    if (!discovery.problem.empty())
        std::cout << "Note: " << discovery.problem << "\n";
    return ExitOk;
}

// ------------------------------------------------------------------------------------ bench

std::string fixed(double value, int decimals)
{
    char buf[40];
    std::snprintf(buf, sizeof(buf), "%.*f", decimals, value);
    return buf;
}

std::string milliseconds(double seconds)
{
    const double ms = seconds * 1e3;
    return fixed(ms, ms < 10 ? 3 : ms < 1000 ? 2 : 0);
}

// `shownReason`: why there is no OpenCL device, already printed above the table; rows skipped
// for that reason say "no OpenCL device (see above)" instead of repeating it.
void printTable(std::ostream &out, const BenchReport &report, const std::string &shownReason = {})
{
    const std::string noDeviceMessage = "no OpenCL device: " + shownReason;
    char line[256];
    std::snprintf(line, sizeof(line), "%-16s %6s %11s %21s %9s %9s %11s %11s %9s %9s  %s\n",
                  "variant", "N", "median ms", "min-max ms", "GFLOP/s", "speedup", "kernel ms",
                  "e2e ms", "build s", "rel.err", "verified");
    out << line << std::string(std::strlen(line) - 1, '-') << "\n";
    for (const BenchResult &r : report.results) {
        if (r.status == BenchResult::Status::Error || r.status == BenchResult::Status::Skipped) {
            std::snprintf(line, sizeof(line), "%-16s %6d  %s: ", r.variant.c_str(), r.n,
                          statusName(r.status));
            if (!shownReason.empty() && r.message == noDeviceMessage)
                out << line << "no OpenCL device (see above)\n";
            else
                out << line << r.message << "\n";
            continue;
        }
        const std::string range = milliseconds(r.secondsMin) + "-" + milliseconds(r.secondsMax);
        char err[32] = "-";
        if (r.relError >= 0)
            std::snprintf(err, sizeof(err), "%.1e", r.relError);
        const std::string speedup =
            r.speedupVsSerial > 0 ? fixed(r.speedupVsSerial, r.speedupVsSerial < 10 ? 2 : 1) + "x"
                                  : "-";
        const char *verdict = r.relError < 0 ? "not checked"
                              : r.verified   ? "yes"
                                             : "NO  <-- WRONG RESULT";
        const std::string kernel =
            r.deviceSecondsMedian >= 0 ? milliseconds(r.deviceSecondsMedian) : "-";
        std::snprintf(line, sizeof(line), "%-16s %6d %11s %21s %9s %9s %11s %11s %9s %9s  %s\n",
                      r.variant.c_str(), r.n, milliseconds(r.secondsMedian).c_str(), range.c_str(),
                      fixed(r.gflops, r.gflops < 10 ? 2 : 1).c_str(), speedup.c_str(),
                      kernel.c_str(), milliseconds(r.endToEndSecondsMedian).c_str(),
                      r.buildSeconds > 0 ? fixed(r.buildSeconds, 3).c_str() : "-", err, verdict);
        out << line;
    }
}

std::string reportJson(const BenchReport &report, const DeviceInfo *device,
                       const std::string &noDevice)
{
    std::ostringstream o;
    o << "{\n  \"device\": ";
    if (device) {
        o << "{\"name\": " << jsonString(device->name)
          << ", \"type\": " << jsonString(deviceTypeName(device->type))
          << ", \"compute_units\": " << device->computeUnits
          << ", \"vendor\": " << jsonString(device->vendor)
          << ", \"platform\": " << jsonString(device->platformName)
          << ", \"clock_mhz\": " << device->clockMHz
          << ", \"global_mem_bytes\": " << device->globalMemBytes << "}";
    } else {
        o << "null,\n  \"no_device_reason\": " << jsonString(noDevice);
    }
    o << ",\n  \"interrupted\": " << (report.cancelled ? "true" : "false");
    o << ",\n  \"results\": [";
    bool first = true;
    for (const BenchResult &r : report.results) {
        o << (first ? "\n" : ",\n") << "    " << json::benchResult(r);
        first = false;
    }
    o << "\n  ]\n}\n";
    return o.str();
}

std::string csvField(const std::string &s)
{
    if (s.find_first_of(",\"\n") == std::string::npos)
        return s;
    std::string out = "\"";
    for (char ch : s)
        out += ch == '"' ? std::string("\"\"") : std::string(1, ch);
    return out + "\"";
}

std::string reportCsv(const BenchReport &report, const std::string &deviceName)
{
    std::ostringstream o;
    o << "device,variant,n,status,seconds_median,seconds_min,seconds_max,"
         "end_to_end_seconds_median,device_seconds_median,gflops,speedup_vs_serial,rel_error,"
         "verified,build_seconds,repeats,message\n";
    for (const BenchResult &r : report.results) {
        const bool measured =
            r.status == BenchResult::Status::Ok || r.status == BenchResult::Status::Failed;
        auto num = [](double v, bool present) {
            return present && std::isfinite(v) ? jsonNumber(v) : std::string();
        };
        o << csvField(deviceName) << "," << r.variant << "," << r.n << "," << statusName(r.status)
          << "," << num(r.secondsMedian, measured) << "," << num(r.secondsMin, measured) << ","
          << num(r.secondsMax, measured) << "," << num(r.endToEndSecondsMedian, measured) << ","
          << num(r.deviceSecondsMedian, measured && r.deviceSecondsMedian >= 0) << ","
          << num(r.gflops, measured) << "," << num(r.speedupVsSerial, r.speedupVsSerial > 0) << ","
          << num(r.relError, r.relError >= 0) << "," << (r.verified ? "true" : "false") << ","
          << num(r.buildSeconds, measured) << "," << r.repeats << "," << csvField(r.message)
          << "\n";
    }
    return o.str();
}

bool writeFile(const std::string &path, const std::string &text)
{
    std::ofstream file(path, std::ios::binary);
    file << text;
    file.close();
    if (!file) {
        std::cerr << "gpulab-cli: cannot write " << path << ": " << std::strerror(errno) << "\n";
        return false;
    }
    return true;
}

// Prints progress of runs that take long (the serial baseline at large N) to stderr.
class ProgressPrinter
{
public:
    void operator()(const BenchEvent &event)
    {
        using Clock = std::chrono::steady_clock;
        const auto now = Clock::now();
        if (event.kind == BenchEvent::Kind::Reference) {
            note("computing the float64 reference for N = " + std::to_string(event.n) + "...");
            return;
        }
        if (event.kind == BenchEvent::Kind::Building) {
            m_runStart = now;
            return;
        }
        if (event.kind == BenchEvent::Kind::Finished) {
            clearLine();
            m_runStart = now;
            return;
        }
        if (event.run != m_run || event.variant != m_variant) {
            m_run = event.run;
            m_variant = event.variant;
            m_runStart = now;
        }
        const double elapsed = std::chrono::duration<double>(now - m_runStart).count();
        const double sincePrint = std::chrono::duration<double>(now - m_lastPrint).count();
        if (elapsed < 1.0 || sincePrint < (m_tty ? 0.25 : 5.0))
            return;
        m_lastPrint = now;
        char text[160];
        std::snprintf(text, sizeof(text), "%s N=%d %s: %3.0f%% (%.0f s)", event.variant.c_str(),
                      event.n,
                      event.run == 0 ? "warm-up" : ("run " + std::to_string(event.run)).c_str(),
                      event.fraction * 100.0, elapsed);
        if (m_tty) {
            std::fprintf(stderr, "\r%-78s", text);
            m_dirty = true;
        } else {
            std::fprintf(stderr, "%s\n", text);
        }
        std::fflush(stderr);
    }

private:
    void note(const std::string &text)
    {
        clearLine();
        if (m_tty) {
            std::fprintf(stderr, "\r%-78s", text.c_str());
            m_dirty = true;
            std::fflush(stderr);
        }
    }
    void clearLine()
    {
        if (m_dirty) {
            std::fprintf(stderr, "\r%78s\r", "");
            std::fflush(stderr);
            m_dirty = false;
        }
    }

    bool m_tty = GPULAB_ISATTY(2) != 0;
    bool m_dirty = false;
    int m_run = -1;
    std::string m_variant;
    std::chrono::steady_clock::time_point m_runStart = std::chrono::steady_clock::now();
    std::chrono::steady_clock::time_point m_lastPrint{};
};

int commandBench(const std::vector<std::string> &args)
{
    BenchConfig config;
    std::string deviceChoice = "auto";
    bool deviceExplicit = false;
    bool variantsExplicit = false;
    std::optional<std::string> jsonPath;
    std::optional<std::string> csvPath;
    for (std::size_t i = 0; i < args.size(); ++i) {
        cli::OptionWord option(args, i);
        const std::string &arg = option.name();
        auto value = [&]() -> std::string {
            if (std::optional<std::string> text = option.value())
                return *text;
            throw UsageError{"bench: " + arg + " needs a value"};
        };
        if (arg == "--device") {
            deviceChoice = value();
            deviceExplicit = deviceChoice != "auto";
        } else if (arg == "--sizes") {
            config.sizes.clear();
            for (const std::string &item : splitList(value()))
                config.sizes.push_back(parseInt(item, "--sizes"));
            if (config.sizes.empty())
                throw UsageError{"--sizes needs at least one size"};
        } else if (arg == "--variants") {
            config.variants = splitList(value());
            variantsExplicit = !(config.variants.size() == 1 && config.variants[0] == "all");
        } else if (arg == "--repeat") {
            config.repeats = parseInt(value(), "--repeat");
            if (config.repeats < 1)
                throw UsageError{"--repeat must be at least 1"};
        } else if (arg == "--verify") {
            config.verify = true;
        } else if (arg == "--no-verify") {
            config.verify = false;
        } else if (arg == "--json") {
            jsonPath = value();
        } else if (arg == "--csv") {
            csvPath = value();
        } else {
            throw UsageError{"bench: unknown option '" + arg + "'"};
        }
        if (option.unusedValue())
            throw UsageError{"bench: " + arg + " takes no value"};
    }
    for (int n : config.sizes)
        if (n < 1)
            throw UsageError{"matrix sizes must be at least 1 (got " + std::to_string(n) + ")"};
    for (const std::string &id : config.variants)
        if (id != "all" && !findVariant(id))
            throw UsageError{"unknown variant '" + id + "'"};

    const bool jsonToStdout = jsonPath && *jsonPath == "-";
    std::ostream &out = jsonToStdout ? std::cerr : std::cout;

    const DeviceDiscovery discovery = discoverDevices();
    std::unique_ptr<ClDevice> device;
    const DeviceInfo *deviceInfo = nullptr;
    std::string noDevice;
    if (discovery.available()) {
        try {
            deviceInfo = &selectDevice(discovery, deviceChoice);
            device = std::make_unique<ClDevice>(*deviceInfo);
        } catch (const ComputeError &e) {
            if (e.kind() == ErrorKind::Usage)
                throw UsageError{e.what()};
            std::cerr << "gpulab-cli: " << e.what() << "\n";
            return ExitRuntime;
        }
    } else {
        noDevice = discovery.problem;
        if (deviceExplicit) {
            std::cerr << "gpulab-cli: --device " << deviceChoice << ": " << noDevice << "\n";
            return ExitRuntime;
        }
    }
    if (deviceInfo)
        out << "OpenCL device [" << deviceInfo->index << "]: " << deviceInfo->name << " ("
            << deviceTypeName(deviceInfo->type) << ", " << deviceInfo->computeUnits
            << " compute units, " << deviceInfo->platformName << ")\n";
    else
        out << "No OpenCL: " << noDevice << "\n";
    out << "float32 C = A x B, N x N; " << config.repeats << " timed repeat(s) after a warm-up; "
        << (config.verify ? "every run verified against float64" : "not verified") << "\n\n";
    out.flush();

    Benchmark bench(device.get(), noDevice);
    std::signal(SIGINT, onInterrupt);
    ProgressPrinter progress;
    BenchReport report;
    try {
        report = bench.run(config, g_cancel, [&](const BenchEvent &e) { progress(e); });
    } catch (const ComputeError &e) {
        std::cerr << "gpulab-cli: " << e.what() << "\n";
        return e.kind() == ErrorKind::Usage ? ExitUsage : ExitRuntime;
    }
    std::signal(SIGINT, SIG_DFL);

    printTable(out, report, deviceInfo ? std::string() : noDevice);
    out << "\nGFLOP/s and speedup use the median compute time with data in place; kernel ms is "
           "the OpenCL-profiled\nkernel time; e2e adds the transfers to and from the device.\n";
    if (report.cancelled)
        out << "Interrupted: the table shows what finished before Ctrl-C.\n";

    if (jsonPath) {
        const std::string json = reportJson(report, deviceInfo, noDevice);
        if (jsonToStdout)
            std::cout << json;
        else if (!writeFile(*jsonPath, json))
            return ExitRuntime;
    }
    if (csvPath && !writeFile(*csvPath, reportCsv(report, deviceInfo ? deviceInfo->name : "")))
        return ExitRuntime;

    if (report.cancelled)
        return ExitInterrupted;
    bool failed = false;
    bool error = false;
    for (const BenchResult &r : report.results) {
        failed |= r.status == BenchResult::Status::Failed;
        error |= r.status == BenchResult::Status::Error ||
                 (r.status == BenchResult::Status::Skipped && variantsExplicit);
    }
    if (failed) {
        std::cerr << "gpulab-cli: VERIFICATION FAILED: at least one variant computed a wrong "
                     "result (see the table)\n";
        return ExitVerification;
    }
    return error ? ExitRuntime : ExitOk;
}

// --------------------------------------------------------------------------------- roofline

int commandRoofline(const std::vector<std::string> &args)
{
    bool json = false;
    std::string deviceChoice = "auto";
    int repeats = 5;
    for (std::size_t i = 0; i < args.size(); ++i) {
        cli::OptionWord option(args, i);
        const std::string &arg = option.name();
        auto value = [&]() -> std::string {
            if (std::optional<std::string> text = option.value())
                return *text;
            throw UsageError{"roofline: " + arg + " needs a value"};
        };
        if (arg == "--json") {
            json = true;
        } else if (arg == "--device") {
            deviceChoice = value();
        } else if (arg == "--repeat") {
            repeats = parseInt(value(), "--repeat");
            if (repeats < 1)
                throw UsageError{"--repeat must be at least 1"};
        } else {
            throw UsageError{"roofline: unknown option '" + arg + "'"};
        }
        if (option.unusedValue())
            throw UsageError{"roofline: " + arg + " takes no value"};
    }
    const DeviceDiscovery discovery = discoverDevices();
    if (!discovery.available()) {
        std::cerr << "gpulab-cli: roofline needs an OpenCL device. " << discovery.problem << "\n";
        return ExitRuntime;
    }
    const DeviceInfo &info = selectDevice(discovery, deviceChoice);
    ClDevice device(info);
    std::signal(SIGINT, onInterrupt);
    const DeviceRoofs roofs = measureRoofs(device, g_cancel, repeats);
    if (json) {
        std::cout << "{\"device\": " << jsonString(info.name)
                  << ", \"bandwidth_gbs\": " << fixed(roofs.bandwidthGBs, 3)
                  << ", \"peak_gflops\": " << fixed(roofs.peakGflops, 3)
                  << ", \"ridge_flops_per_byte\": " << fixed(roofs.ridgeIntensity(), 4)
                  << ", \"copy_bytes\": " << roofs.copyBytes << ", \"repeats\": " << roofs.repeats
                  << "}\n";
        return ExitOk;
    }
    std::cout << "Roofline of " << info.name << " (best of " << roofs.repeats << " runs each)\n"
              << "  memory bandwidth   " << fixed(roofs.bandwidthGBs, 1) << " GB/s   (copy of "
              << formatBytes(roofs.copyBytes) << ", read + write)\n"
              << "  peak float32       " << fixed(roofs.peakGflops, 1) << " GFLOP/s ("
              << roofs.fmaChains << " independent float" << roofs.fmaWidth
              << " FMA chains per work-item)\n"
              << "  ridge point        " << fixed(roofs.ridgeIntensity(), 2)
              << " FLOP/byte: kernels below it are limited by memory, above it by arithmetic\n";
    return ExitOk;
}

#ifdef GPULAB_HAVE_LESSONS
// The lessons and specs commands (lessons/cli) read "--name VALUE" only: "--name=VALUE" reaches
// them as two words, and a value-taking option left without its value, or a flag given one, is
// reported here as every other command reports it. Other words pass through unchanged.
std::vector<std::string> splitOptionValues(const std::string &command,
                                           const std::vector<std::string> &args,
                                           const std::vector<std::string> &valueOptions,
                                           const std::vector<std::string> &flags)
{
    auto among = [](const std::vector<std::string> &names, const std::string &name) {
        return std::find(names.begin(), names.end(), name) != names.end();
    };
    std::vector<std::string> words;
    for (std::size_t i = 0; i < args.size(); ++i) {
        cli::OptionWord option(args, i);
        if (among(valueOptions, option.name())) {
            const std::optional<std::string> value = option.value();
            if (!value)
                throw UsageError{command + ": " + option.name() + " needs a value"};
            words.push_back(option.name());
            words.push_back(*value);
        } else if (among(flags, option.name()) && option.unusedValue()) {
            throw UsageError{command + ": " + option.name() + " takes no value"};
        } else {
            words.push_back(args[i]);
        }
    }
    return words;
}
#endif

} // namespace

int main(int argc, char **argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    std::string command;
    try {
        if (args.empty()) {
            std::cerr << usageText();
            return ExitUsage;
        }
        command = args.front();
        if (command == "-h" || command == "--help" || command == "help") {
            std::cout << usageText();
            return ExitOk;
        }
        if (command == "--version") {
            std::cout << "gpulab-cli " << GPULAB_VERSION << "\n";
            return ExitOk;
        }
        std::vector<std::string> rest(args.begin() + 1, args.end());
        // These parse their own arguments (values may look like options: format encode -- -1)
        // and print their own --help.
        if (command == "format")
            return runFormatCommand(rest, std::cout, std::cerr);
        if (command == "precision") {
            std::signal(SIGINT, onInterrupt);
            return runPrecisionCommand(rest, std::cout, std::cerr, g_cancel);
        }
        if (command == "memory") {
            std::signal(SIGINT, onInterrupt);
            return runMemoryCommand(rest, std::cout, std::cerr, g_cancel);
        }
        if (command == "multidevice") {
            std::signal(SIGINT, onInterrupt);
            return runMultiDeviceCommand(rest, std::cout, std::cerr, g_cancel);
        }
#ifdef GPULAB_HAVE_LESSONS
        if (command == "quiz")
            return gpulab::runQuizCommand(rest, std::cout, std::cerr);
#endif
        const std::optional<std::string> help = commandHelp(command);
        if (!help)
            throw UsageError{"unknown command '" + command + "'"};
        for (const std::string &arg : rest) {
            if (arg == "-h" || arg == "--help") {
                std::cout << *help;
                return ExitOk;
            }
        }
        if (command == "devices")
            return commandDevices(rest);
        if (command == "bench")
            return commandBench(rest);
        if (command == "roofline")
            return commandRoofline(rest);
        if (command == "engine") {
            if (!rest.empty())
                throw UsageError{"engine takes no options: it reads requests on standard input"};
            return runEngine(std::cin, std::cout);
        }
#ifdef GPULAB_HAVE_LESSONS
        if (command == "lessons")
            return gpulab::runLessonsCommand(
                splitOptionValues(command, rest, {"--lessons-dir"}, {"--json"}), std::cout,
                std::cerr);
        if (command == "specs")
            return gpulab::runSpecsCommand(splitOptionValues(command, rest, {"--file"}, {"--json"}),
                                           std::cout, std::cerr);
#endif
        throw UsageError{"unknown command '" + command + "'"};
    } catch (const UsageError &e) {
        const std::string help = commandHelp(command) ? command + " --help" : "--help";
        std::cerr << "gpulab-cli: " << e.message << "\nTry 'gpulab-cli " << help << "'.\n";
        return ExitUsage;
    } catch (const ComputeError &e) {
        if (e.kind() == ErrorKind::Cancelled) {
            std::cerr << "gpulab-cli: " << command << ": interrupted\n";
            return ExitInterrupted;
        }
        std::cerr << "gpulab-cli: " << e.what() << "\n";
        return e.kind() == ErrorKind::Usage ? ExitUsage : ExitRuntime;
    } catch (const std::exception &e) {
        std::cerr << "gpulab-cli: unexpected error: " << e.what() << "\n";
        return ExitRuntime;
    }
}
