// `gpulab-cli bench`: the GEMM ladder (compute/benchmark.h) on the command line: a table,
// JSON and CSV of every variant at every size, each run verified against float64.
#include "compute/benchmark.h"
#include "compute/cli/clisupport.h"
#include "compute/cli/computecommands.h"
#include "compute/jsonwriter.h"
#include "compute/laddernotes.h"
#include "compute/provenance.h"
#include "compute/timing.h"
#include "compute/variants.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <thread>

namespace gpulab::cli {

namespace {

const char *const kSummary =
    "  bench [OPTIONS]         Multiply N x N float32 matrices with each variant, verify against "
    "a\n"
    "                          float64 reference, and print times, GFLOP/s and speedups (options\n"
    "                          below; see 'gpulab-cli bench --help').\n";

// The bench options, in the general help and in 'bench --help'.
const char *const kBenchOptions =
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

const char *const kBenchHelp =
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

// `text` after `first` (a label) in lines of at most 100 characters, later lines indented as
// wide as the label.
std::string wrapped(const std::string &first, const std::string &text)
{
    std::string out = first, line;
    const std::string indent(first.size(), ' ');
    std::size_t lineLength = first.size();
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t end = std::min(text.find(' ', pos), text.size());
        const std::string word = text.substr(pos, end - pos);
        if (lineLength > first.size() && lineLength + 1 + word.size() > 100) {
            out += "\n" + indent;
            lineLength = indent.size();
        } else if (lineLength > first.size()) {
            out += ' ';
            ++lineLength;
        }
        out += word;
        lineLength += word.size();
        pos = end + 1;
    }
    return out + "\n";
}

std::string reportJson(const BenchReport &report, const DeviceInfo *device,
                       const std::string &noDevice)
{
    std::ostringstream o;
    o << "{\n  \"provenance\": " << json::provenance(currentProvenance({device}))
      << ",\n  \"device\": ";
    if (device) {
        o << "{\"name\": " << json::string(device->name)
          << ", \"type\": " << json::string(deviceTypeName(device->type))
          << ", \"compute_units\": " << device->computeUnits
          << ", \"vendor\": " << json::string(device->vendor)
          << ", \"platform\": " << json::string(device->platformName)
          << ", \"clock_mhz\": " << device->clockMHz
          << ", \"global_mem_bytes\": " << device->globalMemBytes << "}";
    } else {
        o << "null,\n  \"no_device_reason\": " << json::string(noDevice);
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
         "verified,build_seconds,repeats,message,parameters\n";
    for (const BenchResult &r : report.results) {
        const bool measured =
            r.status == BenchResult::Status::Ok || r.status == BenchResult::Status::Failed;
        auto num = [](double v, bool present) {
            return present && std::isfinite(v) ? json::number(v) : std::string();
        };
        o << csvField(deviceName) << "," << r.variant << "," << r.n << "," << statusName(r.status)
          << "," << num(r.secondsMedian, measured) << "," << num(r.secondsMin, measured) << ","
          << num(r.secondsMax, measured) << "," << num(r.endToEndSecondsMedian, measured) << ","
          << num(r.deviceSecondsMedian, measured && r.deviceSecondsMedian >= 0) << ","
          << num(r.gflops, measured) << "," << num(r.speedupVsSerial, r.speedupVsSerial > 0) << ","
          << num(r.relError, r.relError >= 0) << "," << (r.verified ? "true" : "false") << ","
          << num(r.buildSeconds, measured) << "," << r.repeats << "," << csvField(r.message) << ","
          << csvField(r.parameters) << "\n";
    }
    return o.str();
}

bool writeFile(const std::string &path, const std::string &text, std::ostream &err)
{
    std::ofstream file(path, std::ios::binary);
    file << text;
    file.close();
    if (!file) {
        err << "gpulab-cli: cannot write " << path << ": " << std::strerror(errno) << "\n";
        return false;
    }
    return true;
}

// Prints progress of runs that take long (the serial baseline at large N) on standard error: one
// line redrawn in place on a terminal, a line every 5 s otherwise.
class ProgressPrinter
{
public:
    explicit ProgressPrinter(std::ostream &err) : m_err(err), m_line(err) {}

    void operator()(const BenchEvent &event)
    {
        const auto now = Clock::now();
        if (event.kind == BenchEvent::Kind::Reference) {
            m_line.show("computing the float64 reference for N = " + std::to_string(event.n) +
                        "...");
            return;
        }
        if (event.kind == BenchEvent::Kind::Building) {
            m_runStart = now;
            return;
        }
        if (event.kind == BenchEvent::Kind::Finished) {
            m_line.clear();
            m_runStart = now;
            return;
        }
        if (event.run != m_run || event.variant != m_variant) {
            m_run = event.run;
            m_variant = event.variant;
            m_runStart = now;
        }
        const double elapsed = secondsBetween(m_runStart, now);
        if (elapsed < 1.0 || secondsBetween(m_lastPrint, now) < (m_line.onTerminal() ? 0.25 : 5.0))
            return;
        m_lastPrint = now;
        char text[160];
        std::snprintf(text, sizeof(text), "%s N=%d %s: %3.0f%% (%.0f s)", event.variant.c_str(),
                      event.n,
                      event.run == 0 ? "warm-up" : ("run " + std::to_string(event.run)).c_str(),
                      event.fraction * 100.0, elapsed);
        if (m_line.onTerminal())
            m_line.show(text);
        else
            m_err << text << std::endl;
    }

private:
    std::ostream &m_err;
    ProgressLine m_line;
    int m_run = -1;
    std::string m_variant;
    Clock::time_point m_runStart = Clock::now();
    Clock::time_point m_lastPrint{};
};

int commandBench(const std::vector<std::string> &args, const CommandContext &context)
{
    // From the start: a Ctrl-C while the devices are discovered is seen by the first check.
    context.catchCtrlC();
    BenchConfig config;
    std::string deviceChoice = "auto";
    bool deviceExplicit = false;
    bool variantsExplicit = false;
    std::optional<std::string> jsonPath;
    std::optional<std::string> csvPath;
    for (std::size_t i = 0; i < args.size(); ++i) {
        OptionWord option("bench", args, i);
        const std::string &arg = option.name();
        if (arg == "--device") {
            deviceChoice = option.value();
            deviceExplicit = deviceChoice != "auto";
        } else if (arg == "--sizes") {
            config.sizes = parseWholeList(option.value(), "--sizes", 1, kNoLimit);
            if (config.sizes.empty())
                throw UsageError("--sizes needs at least one size");
        } else if (arg == "--variants") {
            config.variants = splitList(option.value(), "--variants");
            variantsExplicit = !(config.variants.size() == 1 && config.variants[0] == "all");
        } else if (arg == "--repeat") {
            config.repeats = int(parseWhole(option.value(), "--repeat", 1, kNoLimit));
        } else if (arg == "--verify") {
            config.verify = true;
        } else if (arg == "--no-verify") {
            config.verify = false;
        } else if (arg == "--json") {
            jsonPath = option.value();
        } else if (arg == "--csv") {
            csvPath = option.value();
        } else {
            option.unknown();
        }
        option.finish();
    }
    for (const std::string &id : config.variants)
        if (id != "all" && !findVariant(id))
            throw UsageError("unknown variant '" + id + "'");

    const bool jsonToStdout = jsonPath && *jsonPath == "-";
    std::ostream &out = jsonToStdout ? context.err : context.out;

    const DeviceDiscovery discovery = discoverDevices();
    std::unique_ptr<ClDevice> device;
    const DeviceInfo *deviceInfo = nullptr;
    std::string noDevice;
    if (discovery.available()) {
        deviceInfo = &chooseDevice(discovery, deviceChoice);
        device = std::make_unique<ClDevice>(*deviceInfo);
    } else {
        noDevice = discovery.problem;
        if (deviceExplicit)
            throw ComputeError(ErrorKind::NoDevice, "--device " + deviceChoice + ": " + noDevice);
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

    // The table, its notes and the --json/--csv files, of a whole report or of what finished.
    auto publish = [&](const BenchReport &report) {
        printTable(out, report, deviceInfo ? std::string() : noDevice);
        out << "\nGFLOP/s and speedup use the median compute time with data in place; kernel ms "
               "is the OpenCL-profiled\nkernel time; e2e adds the transfers to and from the "
               "device.\n";
        // Where a rung did not beat the rungs below it, why (compute/laddernotes.h).
        const LadderContext ladder = ladderContext(deviceInfo, std::thread::hardware_concurrency());
        for (const LadderNote &note : ladderNotes(report.results, ladder))
            out << wrapped("Note: ", ladderNoteText(note, ladder));
        if (report.cancelled)
            out << "Interrupted: the table shows what finished before Ctrl-C.\n";
        if (jsonPath) {
            const std::string json = reportJson(report, deviceInfo, noDevice);
            if (jsonToStdout)
                context.out << json;
            else if (!writeFile(*jsonPath, json, context.err))
                return false;
        }
        return !csvPath ||
               writeFile(*csvPath, reportCsv(report, deviceInfo ? deviceInfo->name : ""),
                         context.err);
    };

    Benchmark bench(device.get(), noDevice);
    ProgressPrinter progress(context.err);
    std::mutex finishedLock;
    BenchReport finished{{}, true}; // what finished, should Ctrl-C find the run in the driver
    BenchReport report;
    {
        const LastWords lastWords(context, [&] {
            const std::lock_guard lock(finishedLock);
            publish(finished);
        });
        report = bench.run(config, context.cancel, [&](const BenchEvent &e) {
            if (e.kind == BenchEvent::Kind::Finished && e.result) {
                const std::lock_guard lock(finishedLock);
                finished.results.push_back(*e.result);
            }
            progress(e);
        });
    }
    if (!publish(report))
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
        context.err << "gpulab-cli: VERIFICATION FAILED: at least one variant computed a wrong "
                       "result (see the table)\n";
        return ExitFailed;
    }
    return error ? ExitRuntime : ExitOk;
}

std::string benchHelp()
{
    std::string text = kBenchHelp;
    text.replace(text.find("%BENCH%"), 7, benchOptions());
    return text;
}

} // namespace

const Command kBenchCommand{"bench", kSummary, benchHelp, commandBench, benchOptions};

} // namespace gpulab::cli
