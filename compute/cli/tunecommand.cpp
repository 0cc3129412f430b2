// `gpulab-cli tune`: the tuning pass of opencl-regblock (compute/tuning.h) on the command line:
// a progress line per candidate on standard error, then the table of candidates with their
// GFLOP/s and the set chosen, which is stored in the user's cache for opencl-regblock to use.
#include "compute/cli/clisupport.h"
#include "compute/cli/computecommands.h"
#include "compute/jsonwriter.h"
#include "compute/provenance.h"
#include "compute/tuning.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>

namespace gpulab::cli {

namespace {

const char *const kSummary =
    "  tune [OPTIONS]          Time opencl-regblock's parameter sets on a device and keep the\n"
    "                          fastest in the user's cache (see 'gpulab-cli tune --help').\n";

const char *const kHelp =
    R"(Usage: gpulab-cli tune [--device auto|INDEX] [--budget SECONDS] [--sizes LIST]
                       [--json FILE|-] [--force]

Time candidate parameter sets of opencl-regblock's kernel on one OpenCL device (micro-tile,
vector width, K block, blocks per work-item and work-group size on a CPU device; work-group
tiles and vector widths on a GPU), each at one or two sizes after a warm-up, every run verified
against float64, and keep the fastest in the user's cache ($XDG_CACHE_HOME/gpulab/tuning, else
~/.cache/gpulab/tuning; GPULAB_CACHE_DIR replaces the folder, 'off' disables it). From then on
opencl-regblock runs with it on that device (bench, the Live Lab), until the driver or GPU Lab's
kernels change. Progress goes to standard error, one line per candidate; the table of
candidates and the set chosen to standard output.

  --device auto|INDEX     The OpenCL device (default auto: the best one; INDEX as listed by
                          'gpulab-cli devices').
  --budget SECONDS        Wall time for the whole pass, kernel builds included (default 8;
                          from 0.1 to 600). The default set is always measured; candidates
                          left when the budget is spent are listed as not tried.
  --sizes LIST            Matrix sizes N to time each candidate at (default 256,1024 on a CPU
                          device, 1024,2048 on others); the score is their geometric mean.
  --json FILE|-           Also write the pass as JSON to FILE ('-' = standard output, which then
                          carries only the JSON).
  --force                 Tune even when the cache already holds a tuning for this device and
                          driver (without it, that tuning is shown and nothing runs).
  -h, --help              Show this help.

Exit codes: 0 ok; 2 usage error; 3 no OpenCL device, no candidate could run, or the result or
the JSON file could not be written; 130 interrupted (the table shows what finished; nothing is
stored).
)";

std::string gflopsText(double gflops)
{
    return fixed(gflops, gflops < 10 ? 2 : 1);
}

void printTable(std::ostream &out, const TuneReport &report)
{
    std::string head = "  #  parameters                                          ";
    for (int n : report.sizes) {
        char column[32];
        std::snprintf(column, sizeof(column), " %9s", ("N=" + std::to_string(n)).c_str());
        head += column;
    }
    head += "   GFLOP/s  build s  verified";
    out << head << "\n" << std::string(head.size(), '-') << "\n";
    for (std::size_t i = 0; i < report.candidates.size(); ++i) {
        const TuneCandidate &c = report.candidates[i];
        char line[160];
        std::snprintf(line, sizeof(line), "%3zu%s %-50s", i + 1,
                      int(i) == report.chosen ? "*" : " ",
                      (c.params.text() + (c.isDefault ? " (default)" : "")).c_str());
        out << line;
        if (c.status != TuneCandidate::Status::Measured) {
            out << "  " << tuneStatusName(c.status) << (c.message.empty() ? "" : ": ") << c.message
                << "\n";
            continue;
        }
        for (double gflops : c.gflops)
            out << " " << std::string(9 - std::min<std::size_t>(9, gflopsText(gflops).size()), ' ')
                << gflopsText(gflops);
        std::snprintf(line, sizeof(line), " %9s %8s  %s", gflopsText(c.score).c_str(),
                      fixed(c.buildSeconds, 2).c_str(), "yes");
        out << line << "\n";
    }
}

void printOutcome(std::ostream &out, const TuneReport &report)
{
    const TuneCandidate *winner = report.winner();
    const TuneCandidate *fallback = nullptr;
    for (const TuneCandidate &c : report.candidates)
        if (c.isDefault && c.status == TuneCandidate::Status::Measured)
            fallback = &c;
    out << "\nGFLOP/s per size is of the fastest timed run, then their geometric mean; '*' marks "
           "the "
           "set chosen.\n";
    if (report.cancelled)
        out << "Interrupted: the table shows what finished before Ctrl-C; nothing was stored.\n";
    if (report.budgetSpent)
        out << "The budget was spent before every candidate was tried (--budget gives more).\n";
    if (!winner) {
        out << "No candidate completed.\n";
        return;
    }
    out << "Chosen: " << winner->params.text() << ", " << gflopsText(winner->score) << " GFLOP/s";
    if (fallback && fallback != winner && fallback->score > 0)
        out << " (" << fixed(winner->score / fallback->score, 2) << "x the default's "
            << gflopsText(fallback->score) << ")";
    else if (winner->isDefault)
        out << " (the default)";
    out << "\n";
    if (!report.cachePath.empty())
        out << "Stored in " << report.cachePath << "\n";
}

std::string passJson(const TuneReport &report, const DeviceInfo &device)
{
    std::ostringstream o;
    o << "{\n  \"provenance\": " << json::provenance(currentProvenance({&device}))
      << ",\n  \"device\": " << json::string(device.name)
      << ",\n  \"tuning\": " << json::tuneReport(report) << "\n}\n";
    return o.str();
}

int commandTune(const std::vector<std::string> &args, const CommandContext &context)
{
    context.catchCtrlC();
    TuneConfig config;
    std::string deviceChoice = "auto";
    std::optional<std::string> jsonPath;
    bool force = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        OptionWord option("tune", args, i);
        const std::string &arg = option.name();
        if (arg == "--device") {
            deviceChoice = option.value();
        } else if (arg == "--budget") {
            config.budgetSeconds = parseNumber(option.value(), "--budget");
            if (config.budgetSeconds < 0.1 || config.budgetSeconds > 600)
                throw UsageError("--budget expects seconds from 0.1 to 600");
        } else if (arg == "--sizes") {
            config.sizes = parseWholeList(option.value(), "--sizes", 1, 8192);
            if (config.sizes.empty() || config.sizes.size() > 4)
                throw UsageError("--sizes expects one to four sizes");
        } else if (arg == "--json") {
            jsonPath = option.value();
        } else if (arg == "--force") {
            force = true;
        } else {
            option.unknown();
        }
        option.finish();
    }
    const bool jsonToStdout = jsonPath && *jsonPath == "-";
    std::ostream &out = jsonToStdout ? context.err : context.out;

    const DeviceDiscovery discovery = discoverDevices();
    if (!discovery.available())
        throw ComputeError(ErrorKind::NoDevice, "no OpenCL device: " + discovery.problem);
    const DeviceInfo &info = chooseDevice(discovery, deviceChoice);
    out << "OpenCL device [" << info.index << "]: " << info.name << " ("
        << deviceTypeName(info.type) << ", " << info.computeUnits << " compute units, "
        << info.platformName << ", driver " << info.driverVersion << ")\n";

    if (!force) {
        const TunedLookup lookup = loadTunedParams(info);
        if (lookup.tuned) {
            out << "Already tuned: " << lookup.tuned->params.text() << ", "
                << gflopsText(lookup.tuned->gflops) << " GFLOP/s when tuned (" << lookup.path
                << ").\nRun 'gpulab-cli tune --force' to tune again.\n";
            return ExitOk;
        }
        if (!lookup.problem.empty())
            out << "The cached tuning is not used: " << lookup.problem << "\n";
    }
    const std::vector<RegblockParams> candidates = regblockCandidates(info);
    out << "Tuning opencl-regblock: " << candidates.size() << " candidate sets, budget "
        << fixed(config.budgetSeconds, config.budgetSeconds < 10 ? 1 : 0) << " s, "
        << config.repeats << " timed runs each after a warm-up, every run verified\n\n";
    out.flush();

    auto device = std::make_unique<ClDevice>(info);
    std::mutex finishedLock;
    TuneReport finished; // what finished, should Ctrl-C find the pass in the driver
    finished.cancelled = true;
    finished.sizes = tuneSizes(info, config);
    TuneReport report;
    {
        const LastWords lastWords(context, [&] {
            const std::lock_guard lock(finishedLock);
            printTable(out, finished);
            printOutcome(out, finished);
        });
        report = tuneRegblock(*device, config, context.cancel, [&](const TuneEvent &e) {
            if (e.kind == TuneEvent::Kind::Reference)
                return;
            if (e.kind == TuneEvent::Kind::Candidate)
                return;
            const TuneCandidate &c = *e.result;
            {
                const std::lock_guard lock(finishedLock);
                finished.candidates.push_back(c);
            }
            context.err << "tune: [" << e.index + 1 << "/" << e.count << "] " << c.params.text()
                        << ": "
                        << (c.status == TuneCandidate::Status::Measured
                                ? gflopsText(c.score) + " GFLOP/s"
                                : std::string(tuneStatusName(c.status)) + " (" + c.message + ")")
                        << std::endl;
        });
    }
    printTable(out, report);
    printOutcome(out, report);
    if (jsonPath) {
        const std::string json = passJson(report, info);
        if (jsonToStdout) {
            context.out << json;
        } else {
            std::ofstream file(*jsonPath, std::ios::binary);
            file << json;
            file.close();
            if (!file) {
                context.err << "gpulab-cli: cannot write " << *jsonPath << ": "
                            << std::strerror(errno) << "\n";
                return ExitRuntime;
            }
        }
    }
    if (report.cancelled)
        return ExitInterrupted;
    if (!report.winner()) {
        context.err << "gpulab-cli: tune: no candidate completed on this device\n";
        return ExitRuntime;
    }
    if (!report.cacheProblem.empty()) {
        context.err << "gpulab-cli: tune: the result was not stored: " << report.cacheProblem
                    << "\n";
        return ExitRuntime;
    }
    return ExitOk;
}

std::string tuneHelp()
{
    return kHelp;
}

} // namespace

const Command kTuneCommand{"tune", kSummary, tuneHelp, commandTune};

} // namespace gpulab::cli
