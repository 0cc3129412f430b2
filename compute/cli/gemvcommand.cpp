// `gpulab-cli gemv`: decode against prefill on this device (compute/gemv.h) on the command line:
// the same N x N matrix as a matrix-vector product (one token) and as a matrix product (N
// tokens), each verified against float64, with time, GFLOP/s, GB/s and arithmetic intensity.
#include "compute/cldevice.h"
#include "compute/cli/clisupport.h"
#include "compute/cli/computecommands.h"
#include "compute/gemv.h"
#include "compute/jsonwriter.h"
#include "compute/provenance.h"
#include "compute/variants.h"

#include <cstdio>
#include <cstring>
#include <memory>

namespace gpulab::cli {

namespace {

const char *const kSummary =
    "  gemv [--device auto|INDEX] [--n N] [--repeat R] [--seed S] [--gemm ID] [--json]\n"
    "                          The same matrix as y = A x (decoding one token) and C = A B\n"
    "                          (prefill): time, GFLOP/s, GB/s and FLOP/byte of each, verified.\n";

const char *const kHelp =
    R"(Usage: gpulab-cli gemv [--device auto|INDEX] [--n N] [--repeat R] [--seed S] [--gemm ID]
                       [--json]

One N x N float32 matrix A (random, seeded) used two ways on the OpenCL device:
  GEMV  y = A x   what a language model does with a weight matrix when it generates one token
                  at batch 1: 2 N^2 FLOP, 4 (N^2 + 2N) bytes, about 0.5 FLOP/byte
  GEMM  C = A B   N tokens at once (prefill, training): 2 N^3 FLOP, 12 N^2 bytes, N/6 FLOP/byte
x is the first column of B. Bytes are what each product must move (every input read once, the
output written once). Each product runs once as a warm-up, then R timed runs; the median is
reported (wall clock with the data on the device, and the OpenCL-profiled kernel time), and every
run is verified against a float64 product. The GEMV cycles through copies of A that together
exceed the caches, so its weights come from memory as a model's do. The GEMM is a rung of the
ladder ('gpulab-cli bench'), opencl-regblock unless --gemm names another.

  --device auto|INDEX     OpenCL device (default auto: the best one; INDEX as listed by
                          'gpulab-cli devices').
  --n N                   Matrix size (default 2048, at most 8192; the GEMM's float64 reference
                          takes N^3 multiply-adds on the CPU).
  --repeat R              Timed runs of each product after a warm-up (default 5).
  --seed S                Seed of the random matrices (default 20261121).
  --gemm ID               The GEMM's rung: opencl-naive, opencl-tiled, opencl-regblock (default)
                          or another OpenCL variant of 'gpulab-cli bench --help'.
  --json                  One JSON document instead of the table.
  -h, --help              Show this help.

Exit codes: 0 ok; 1 a product failed verification; 2 usage error; 3 no OpenCL device (or none
with that INDEX), or the run could not complete; 130 interrupted (what finished is printed).
)";

// "1.4", "12.3", "104": three significant digits or so.
std::string figure(double value)
{
    return fixed(value, value < 10 ? 2 : value < 100 ? 1 : 0);
}

void printTable(std::ostream &out, const GemvReport &report)
{
    char text[240];
    std::snprintf(text, sizeof(text), "%-14s %-16s %10s %10s %9s %10s %9s  %s\n", "product",
                  "kernel", "median ms", "GFLOP/s", "GB/s", "FLOP/byte", "error", "");
    out << text << std::string(std::strlen(text) - 3, '-') << "\n";
    for (const ProductMeasurement *p : {&report.gemv, &report.gemm}) {
        const char *name = p->kernel == "gemv" ? "GEMV y = A x" : "GEMM C = A B";
        char error[32] = "-";
        if (p->relError >= 0)
            std::snprintf(error, sizeof(error), "%.1e", p->relError);
        const std::string status = !p->measured()
                                       ? (p->message.empty() ? "not measured" : p->message)
                                   : p->verified ? "verified"
                                                 : "WRONG RESULT";
        std::snprintf(text, sizeof(text), "%-14s %-16.16s %10s %10s %9s %10s %9s  %s\n", name,
                      p->variant.c_str(),
                      p->measured() ? fixed(p->secondsMedian * 1e3, 3).c_str() : "-",
                      p->measured() ? figure(p->gflops()).c_str() : "-",
                      p->measured() ? figure(p->gbs()).c_str() : "-",
                      figure(p->intensity()).c_str(), error, status.c_str());
        out << text;
    }
}

int commandGemv(const std::vector<std::string> &args, const CommandContext &context)
{
    // From the start: a Ctrl-C while the devices are discovered is seen by the first check.
    context.catchCtrlC();
    GemvConfig config;
    std::string deviceChoice = "auto";
    bool json = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        OptionWord option("gemv", args, i);
        const std::string &arg = option.name();
        if (arg == "--device") {
            deviceChoice = option.value();
        } else if (arg == "--n") {
            config.n = int(parseWhole(option.value(), arg, 1, kMaxGemvN));
        } else if (arg == "--repeat") {
            config.repeats = int(parseWhole(option.value(), arg, 1, 1000));
        } else if (arg == "--seed") {
            config.seed = parseSeed(option.value(), arg);
        } else if (arg == "--gemm") {
            config.gemmVariant = option.value();
            const VariantInfo *info = findVariant(config.gemmVariant);
            if (!info || info->backend != Backend::OpenCl)
                throw UsageError("--gemm expects an OpenCL rung of the ladder "
                                 "(opencl-naive, opencl-tiled, opencl-regblock...), not '" +
                                 config.gemmVariant + "'");
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
                           "gemv needs an OpenCL device: " + (discovery.problem.empty()
                                                                  ? std::string("none was found")
                                                                  : discovery.problem));
    const DeviceInfo &info = chooseDevice(discovery, deviceChoice);
    ClDevice device(info);
    std::ostream &out = context.out;
    if (!json) {
        out << "OpenCL device [" << info.index << "]: " << info.name << " ("
            << deviceTypeName(info.type) << ", " << info.computeUnits << " compute units, "
            << info.platformName << ")\n"
            << "One N x N float32 matrix A, N = " << config.n << ", used two ways; median of "
            << config.repeats
            << " timed run(s) after a warm-up,\nevery run verified against float64.\n\n";
        out.flush();
    }

    ProgressLine line(context.err);
    GemvReport report;
    {
        const LastWords lastWords(
            context, [&] { out << "Interrupted inside the OpenCL driver: nothing finished.\n"; });
        report = measureGemv(device, config, context.cancel, [&](const GemvEvent &e) {
            line.show(std::string("gemv: ") + gemvStageName(e.stage) +
                      (e.stage == GemvEvent::Stage::Gemv || e.stage == GemvEvent::Stage::Gemm
                           ? (e.run == 0 ? " warm-up" : " run " + std::to_string(e.run))
                           : std::string()) +
                      " (" + fixed(e.fraction * 100, 0) + "%)");
        });
    }
    line.clear();
    const int exit = report.cancelled ? ExitInterrupted : !report.verified() ? ExitFailed : ExitOk;
    if (json) {
        out << json::withProvenance(json::gemv(report), currentProvenance({&info})) << "\n";
        if (exit == ExitFailed)
            context.err << "gpulab-cli: VERIFICATION FAILED: a product computed a wrong result\n";
        return exit;
    }
    printTable(out, report);
    out << "\nGB/s: the bytes each product must move (A and x, or A and B, read once; y or C "
           "written once)\nper second of its median time. FLOP/byte: its arithmetic intensity. "
           "The GEMV cycled through\n"
        << report.copies << " copies of A, so its weights came from memory, not from a cache.\n";
    if (report.gemv.measured() && report.gemm.measured())
        out << "The GEMM did " << figure(report.gemm.gflops() / report.gemv.gflops())
            << " times the GEMV's GFLOP/s on the same matrix: it reuses each weight it loads "
            << "for\n"
            << config.n << " tokens where the GEMV uses it once.\n";
    if (report.cancelled)
        out << "Interrupted: the table shows what finished.\n";
    if (exit == ExitFailed)
        context.err << "gpulab-cli: VERIFICATION FAILED: a product computed a wrong result (see "
                       "the table)\n";
    return exit;
}

} // namespace

const Command kGemvCommand{"gemv", kSummary, [] { return std::string(kHelp); }, commandGemv};

} // namespace gpulab::cli
