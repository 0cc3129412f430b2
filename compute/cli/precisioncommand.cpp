// `gpulab-cli precision`: the low-precision matrix-product experiment and the accumulation
// stagnation experiment of compute/lowprecision.h on the command line (`precision --help`).
#include "compute/cli/clijson.h"
#include "compute/cli/clisupport.h"
#include "compute/cli/computecommands.h"
#include "compute/lowprecision.h"
#include "compute/provenance.h"

#include <cmath>
#include <cstdio>
#include <cstring>

namespace gpulab::cli {

namespace {

const char *const kSummary =
    "  precision [--sizes LIST] [--formats LIST|all] [--accumulate fp32|low|both] [--seed S]\n"
    "            [--json]\n"
    "                          Error of C = A x B with inputs rounded to FP16, BF16, FP8...\n"
    "                          and FP32 or low-precision accumulation, against float64.\n"
    "  precision stagnation [--format NAME] [--addend X] [--count N] [--samples S] [--json]\n"
    "                          Sum N copies of X rounding after every add: where it stalls.\n"
    "                          See 'gpulab-cli precision --help'.\n";

using fp::Accumulation;
using fp::Format;
using fp::FormatSpec;

constexpr int kMaxSize = 4096; // 4096^3 rounding multiply-adds already take minutes

const char *const kHelp =
    R"(Usage: gpulab-cli precision [--sizes LIST] [--formats LIST] [--accumulate fp32|low|both]
                            [--seed S] [--json]
       gpulab-cli precision stagnation [--format NAME] [--addend X] [--count N] [--samples S]
                            [--json]

precision: what low-precision inputs and accumulators cost a matrix product. A and B are N x N
with entries uniform in [-1, 1) (float64, std::mt19937_64 seeded with S for A and S + 1 for B);
the reference is their float64 product. A and B are rounded once to each format, then
multiplied with
  fp32  accumulation in FP32, like a tensor core: exact products, the sum rounded to FP32;
  low   accumulation in the format itself: c = round(c + a x b) after every multiply-add.
For each, the error against the reference: max |C - Cref|, the relative Frobenius error
||C - Cref|| / ||Cref||, and the median over elements of |C - Cref| / |Cref|; and the time to
round the inputs and multiply (the reference excluded).

  --sizes LIST            Comma-separated N (default 64,128,256; at most 4096).
  --formats LIST|all      Comma-separated formats (default fp32,tf32,bf16,fp16,fp8_e4m3,
                          fp8_e5m2; all adds fp4_e2m1).
  --accumulate fp32|low|both
                          Which accumulations (default both).
  --seed S                Seed of the random inputs (default 20261121).
  --json                  One JSON document instead of the table.

stagnation: add N copies of X, rounding after every add, in the format (the naive sum), in an
FP32 accumulator and with Kahan's compensated summation done in the format; report where the
naive sum stopped growing. In BF16, adding 1.0 stops at 256 (257 rounds back to 256).

  --format NAME           fp32 tf32 fp16 bf16 fp8_e4m3 fp8_e5m2 fp4_e2m1 (default bf16).
  --addend X              The number added (default 0.01); stored as the format rounds it.
  --count N               How many adds (default 100000).
  --samples S             Points of the sampled running sums in --json (default 200).
  --json                  One JSON document with the sampled series.

  -h, --help              Show this help.

Exit codes: 0 ok; 2 usage error; 3 the computation could not complete (a runtime error);
130 interrupted (Ctrl-C; the table shows what finished).
)";

const FormatSpec &parseFormat(const std::string &name)
{
    if (const FormatSpec *spec = fp::findFormat(name))
        return *spec;
    std::string known;
    for (const FormatSpec &spec : fp::allFormats())
        known += std::string(known.empty() ? "" : ", ") + spec.name;
    throw UsageError("unknown format '" + name + "' (known: " + known + ")");
}

std::string sci(double value, int digits = 2)
{
    if (!std::isfinite(value))
        return shortestDecimal(value);
    char buf[40];
    std::snprintf(buf, sizeof(buf), "%.*e", digits, value);
    return buf;
}

// ------------------------------------------------------------------------ the product table

int runProducts(const std::vector<std::string> &args, const CommandContext &context)
{
    fp::PrecisionConfig config;
    bool json = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        OptionWord option("precision", args, i);
        const std::string &arg = option.name();
        if (arg == "--sizes") {
            config.sizes = parseWholeList(option.value(), "--sizes", 1, kMaxSize);
            if (config.sizes.empty())
                throw UsageError("precision: --sizes needs at least one size");
        } else if (arg == "--formats") {
            const std::vector<std::string> names = splitList(option.value(), "--formats");
            config.formats.clear();
            if (names.size() == 1 && names[0] == "all") {
                for (const FormatSpec &spec : fp::allFormats())
                    config.formats.push_back(spec.id);
            } else {
                for (const std::string &name : names)
                    config.formats.push_back(parseFormat(name).id);
            }
            if (config.formats.empty())
                throw UsageError("precision: --formats needs at least one format");
        } else if (arg == "--accumulate") {
            const std::string &choice = option.value();
            if (choice == "both")
                config.accumulations = {Accumulation::Fp32, Accumulation::Low};
            else if (const std::optional<Accumulation> a = fp::findAccumulation(choice))
                config.accumulations = {*a};
            else
                throw UsageError("precision: --accumulate expects fp32, low or both, not '" +
                                 choice + "'");
        } else if (arg == "--seed") {
            config.seed = parseSeed(option.value(), "--seed");
        } else if (arg == "--json") {
            json = true;
        } else {
            option.unknown();
        }
        option.finish();
    }

    ProgressLine line(context.err);
    auto onEvent = [&](const fp::PrecisionEvent &e) {
        char text[120];
        if (e.kind == fp::PrecisionEvent::Kind::Reference)
            std::snprintf(text, sizeof(text), "N=%d: float64 reference...", e.n);
        else
            std::snprintf(text, sizeof(text), "N=%d %s, %s accumulation: %3.0f%%  (all: %3.0f%%)",
                          e.n, fp::formatSpec(e.format).name, fp::accumulationName(e.accumulation),
                          e.fraction * 100, e.overallFraction * 100);
        line.show(text);
    };
    const fp::PrecisionReport report = fp::runPrecisionExperiment(config, context.cancel, onEvent);
    line.clear();
    std::ostream &out = context.out;

    if (json) {
        out << "{\"provenance\": " << json::provenance(currentProvenance())
            << ", \"seed\": " << config.seed
            << ", \"distribution\": \"uniform [-1, 1)\", \"interrupted\": "
            << (report.cancelled ? "true" : "false") << ", \"results\": [";
        bool first = true;
        for (const fp::PrecisionResult &r : report.results) {
            out << (first ? "\n" : ",\n") << "  {\"n\": " << r.n
                << ", \"format\": " << jsonString(fp::formatSpec(r.format).name)
                << ", \"accumulate\": " << jsonString(fp::accumulationName(r.accumulation))
                << ", \"max_abs_error\": " << jsonDouble(r.error.maxAbsError)
                << ", \"rel_frobenius_error\": " << jsonDouble(r.error.relFrobeniusError)
                << ", \"median_rel_error\": " << jsonDouble(r.error.medianRelError)
                << ", \"non_finite\": " << r.error.nonFinite
                << ", \"seconds\": " << jsonDouble(r.seconds) << "}";
            first = false;
        }
        out << "\n]}\n";
    } else {
        out << "C = A x B, N x N, A and B uniform in [-1, 1) (seed " << config.seed
            << "), rounded once to the format;\nerror against the float64 product of the "
               "unrounded inputs.\n\n";
        char line[200];
        std::snprintf(line, sizeof(line), "%6s  %-9s %-10s %12s %14s %12s %10s\n", "N", "format",
                      "accumulate", "max abs err", "rel Frobenius", "median rel", "time ms");
        out << line << std::string(std::strlen(line) - 1, '-') << "\n";
        for (const fp::PrecisionResult &r : report.results) {
            std::snprintf(line, sizeof(line), "%6d  %-9s %-10s %12s %14s %12s %10.1f\n", r.n,
                          fp::formatSpec(r.format).displayName,
                          fp::accumulationName(r.accumulation), sci(r.error.maxAbsError).c_str(),
                          sci(r.error.relFrobeniusError).c_str(),
                          sci(r.error.medianRelError).c_str(), r.seconds * 1e3);
            out << line;
        }
        out << "\nfp32 = products summed in FP32 (like a tensor core); low = rounded to the "
               "format after every\nmultiply-add.\n";
        if (report.cancelled)
            out << "Interrupted: the table shows what finished before Ctrl-C.\n";
    }
    return report.cancelled ? ExitInterrupted : ExitOk;
}

// ------------------------------------------------------------------------------- stagnation

int runStagnation(const std::vector<std::string> &args, const CommandContext &context)
{
    fp::StagnationConfig config;
    bool json = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        OptionWord option("precision stagnation", args, i);
        const std::string &arg = option.name();
        if (arg == "--format") {
            config.format = parseFormat(option.value()).id;
        } else if (arg == "--addend") {
            config.addend = parseNumber(option.value(), "--addend");
        } else if (arg == "--count") {
            config.count = parseWhole(option.value(), "--count", 1, 1000000000000LL);
        } else if (arg == "--samples") {
            config.samples = int(parseWhole(option.value(), "--samples", 2, 100000));
        } else if (arg == "--json") {
            json = true;
        } else {
            option.unknown();
        }
        option.finish();
    }

    // Interrupted, it throws ComputeError(Cancelled): main() says so and exits with 130.
    const fp::StagnationResult r = fp::runStagnation(config, RunControl{&context.cancel, {}});
    std::ostream &out = context.out;
    const FormatSpec &spec = fp::formatSpec(config.format);
    if (json) {
        out << "{\"provenance\": " << json::provenance(currentProvenance())
            << ", \"format\": " << jsonString(spec.name) << ", \"addend\": " << jsonDouble(r.addend)
            << ", \"stored_addend\": " << jsonDouble(r.storedAddend)
            << ", \"count\": " << config.count << ", \"exact\": " << jsonDouble(r.exact)
            << ", \"exact_stored\": " << jsonDouble(r.exactStored)
            << ", \"naive_sum\": " << jsonDouble(r.naiveSum)
            << ", \"fp32_sum\": " << jsonDouble(r.fp32Sum)
            << ", \"kahan_sum\": " << jsonDouble(r.kahanSum) << ", \"stall_step\": "
            << (r.stallStep < 0 ? std::string("null") : std::to_string(r.stallStep))
            << ", \"stall_value\": " << (r.stallStep < 0 ? "null" : jsonDouble(r.stallValue))
            << ", \"seconds\": " << jsonDouble(r.seconds) << ", \"series\": [";
        bool first = true;
        for (const fp::StagnationSample &s : r.series) {
            out << (first ? "\n" : ",\n") << "  {\"step\": " << s.step
                << ", \"naive\": " << jsonDouble(s.naive) << ", \"fp32\": " << jsonDouble(s.fp32)
                << ", \"kahan\": " << jsonDouble(s.kahan) << ", \"exact\": " << jsonDouble(s.exact)
                << "}";
            first = false;
        }
        out << "\n]}\n";
        return ExitOk;
    }
    const std::string name = spec.displayName;
    out << "Adding " << config.count << " x " << shortestDecimal(r.addend) << " in " << name
        << ", rounding after every add (the addend is stored as " << shortestDecimal(r.storedAddend)
        << ")\n\n";
    char line[160];
    auto row = [&](const std::string &label, double value, const std::string &note) {
        std::snprintf(line, sizeof(line), "  %-24s %-24s", label.c_str(),
                      shortestDecimal(value).c_str());
        std::string text = std::string(line) + note;
        text.erase(text.find_last_not_of(' ') + 1);
        out << text << "\n";
    };
    row("exact", r.exact, "");
    if (r.exactStored != r.exact)
        row("exact, stored addend", r.exactStored, "");
    std::string stall = "never stopped growing";
    if (r.stallStep >= 0)
        stall = "stopped growing after " + std::to_string(r.stallStep) + " adds at " +
                shortestDecimal(r.stallValue);
    row("naive sum in " + name, r.naiveSum, stall);
    row("FP32 accumulator", r.fp32Sum, "");
    row("Kahan sum in " + name, r.kahanSum, "");
    out << "\nOnce the gap between neighbouring " << name
        << " values near the sum is more than twice the addend,\nevery add rounds back to the "
           "same sum: the naive sum stalls. An FP32 accumulator (what tensor\ncores use) or "
           "Kahan's compensation keeps the lost low bits.\n";
    return ExitOk;
}

int commandPrecision(const std::vector<std::string> &args, const CommandContext &context)
{
    context.catchCtrlC();
    if (!args.empty() && args.front() == "stagnation")
        return runStagnation({args.begin() + 1, args.end()}, context);
    return runProducts(args, context);
}

} // namespace

const Command kPrecisionCommand{"precision", kSummary, [] { return std::string(kHelp); },
                                commandPrecision};

} // namespace gpulab::cli
