// The `precision` command of gpulab-cli (see precisioncommand.h).
#include "compute/cli/precisioncommand.h"

#include "compute/cli/cliargs.h"
#include "compute/cli/clijson.h"
#include "compute/lowprecision.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <sstream>

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif

namespace gpulab {

const char *const kPrecisionCommandUsage =
    "  precision [--sizes LIST] [--formats LIST|all] [--accumulate fp32|low|both] [--seed S]\n"
    "            [--json]\n"
    "                          Error of C = A x B with inputs rounded to FP16, BF16, FP8...\n"
    "                          and FP32 or low-precision accumulation, against float64.\n"
    "  precision stagnation [--format NAME] [--addend X] [--count N] [--samples S] [--json]\n"
    "                          Sum N copies of X rounding after every add: where it stalls.\n"
    "                          See 'gpulab-cli precision --help'.\n";

namespace {

using cli::jsonDouble;
using cli::jsonString;
using fp::Accumulation;
using fp::Format;
using fp::FormatSpec;

constexpr int kExitOk = 0;
constexpr int kExitUsage = 2;
constexpr int kExitRuntime = 3;
constexpr int kExitInterrupted = 130;
constexpr int kMaxSize = 4096; // 4096^3 rounding multiply-adds already take minutes

const char *kHelp =
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

struct UsageError
{
    std::string message;
};

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

long long parseWhole(const std::string &text, const char *option, long long min, long long max)
{
    if (!text.empty() && std::isdigit(static_cast<unsigned char>(text.front()))) {
        errno = 0;
        char *end = nullptr;
        const long long value = std::strtoll(text.c_str(), &end, 10);
        if (errno == 0 && end == text.c_str() + text.size() && value >= min && value <= max)
            return value;
    }
    throw UsageError{std::string(option) + " expects a whole number from " + std::to_string(min) +
                     " to " + std::to_string(max) + ", not '" + text + "'"};
}

std::uint64_t parseSeed(const std::string &text)
{
    if (!text.empty() && std::isdigit(static_cast<unsigned char>(text.front()))) {
        errno = 0;
        char *end = nullptr;
        const unsigned long long value = std::strtoull(text.c_str(), &end, 10);
        if (errno == 0 && end == text.c_str() + text.size())
            return value;
    }
    throw UsageError{"--seed expects a whole number, not '" + text + "'"};
}

const FormatSpec &parseFormat(const std::string &name)
{
    if (const FormatSpec *spec = fp::findFormat(name))
        return *spec;
    std::string known;
    for (const FormatSpec &spec : fp::allFormats())
        known += std::string(known.empty() ? "" : ", ") + spec.name;
    throw UsageError{"unknown format '" + name + "' (known: " + known + ")"};
}

std::string sci(double value, int digits = 2)
{
    if (!std::isfinite(value))
        return cli::shortestDecimal(value);
    char buf[40];
    std::snprintf(buf, sizeof(buf), "%.*e", digits, value);
    return buf;
}

bool stderrIsTerminal()
{
#if defined(__unix__) || defined(__APPLE__)
    return isatty(2) != 0;
#else
    return false;
#endif
}

// ------------------------------------------------------------------------ the product table

int runProducts(const std::vector<std::string> &args, std::ostream &out, std::ostream &err,
                const CancelToken &cancel)
{
    fp::PrecisionConfig config;
    bool json = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        cli::OptionWord option(args, i);
        const std::string &arg = option.name();
        auto value = [&]() -> std::string {
            if (std::optional<std::string> text = option.value())
                return *text;
            throw UsageError{"precision: " + arg + " needs a value"};
        };
        if (arg == "--sizes") {
            config.sizes.clear();
            for (const std::string &item : splitList(value()))
                config.sizes.push_back(int(parseWhole(item, "--sizes", 1, kMaxSize)));
            if (config.sizes.empty())
                throw UsageError{"precision: --sizes needs at least one size"};
        } else if (arg == "--formats") {
            const std::vector<std::string> names = splitList(value());
            config.formats.clear();
            if (names.size() == 1 && names[0] == "all") {
                for (const FormatSpec &spec : fp::allFormats())
                    config.formats.push_back(spec.id);
            } else {
                for (const std::string &name : names)
                    config.formats.push_back(parseFormat(name).id);
            }
            if (config.formats.empty())
                throw UsageError{"precision: --formats needs at least one format"};
        } else if (arg == "--accumulate") {
            const std::string &choice = value();
            if (choice == "both")
                config.accumulations = {Accumulation::Fp32, Accumulation::Low};
            else if (const std::optional<Accumulation> a = fp::findAccumulation(choice))
                config.accumulations = {*a};
            else
                throw UsageError{"precision: --accumulate expects fp32, low or both, not '" +
                                 choice + "'"};
        } else if (arg == "--seed") {
            config.seed = parseSeed(value());
        } else if (arg == "--json") {
            json = true;
        } else {
            throw UsageError{"precision: unknown option '" + arg + "'"};
        }
        if (option.unusedValue())
            throw UsageError{"precision: " + arg + " takes no value"};
    }

    const bool tty = stderrIsTerminal();
    bool dirty = false;
    auto onEvent = [&](const fp::PrecisionEvent &e) {
        if (!tty)
            return;
        char text[120];
        if (e.kind == fp::PrecisionEvent::Kind::Reference)
            std::snprintf(text, sizeof(text), "N=%d: float64 reference...", e.n);
        else
            std::snprintf(text, sizeof(text), "N=%d %s, %s accumulation: %3.0f%%  (all: %3.0f%%)",
                          e.n, fp::formatSpec(e.format).name, fp::accumulationName(e.accumulation),
                          e.fraction * 100, e.overallFraction * 100);
        err << "\r" << text << std::string(78 - std::min<std::size_t>(78, std::strlen(text)), ' ');
        err.flush();
        dirty = true;
    };
    const fp::PrecisionReport report = fp::runPrecisionExperiment(config, cancel, onEvent);
    if (dirty)
        err << "\r" << std::string(78, ' ') << "\r";

    if (json) {
        out << "{\"seed\": " << config.seed
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
    return report.cancelled ? kExitInterrupted : kExitOk;
}

// ------------------------------------------------------------------------------- stagnation

int runStagnationCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err,
                         const CancelToken &cancel)
{
    fp::StagnationConfig config;
    bool json = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        cli::OptionWord option(args, i);
        const std::string &arg = option.name();
        auto value = [&]() -> std::string {
            if (std::optional<std::string> text = option.value())
                return *text;
            throw UsageError{"precision stagnation: " + arg + " needs a value"};
        };
        if (arg == "--format") {
            config.format = parseFormat(value()).id;
        } else if (arg == "--addend") {
            const std::string &text = value();
            char *end = nullptr;
            const double x = std::strtod(text.c_str(), &end);
            if (text.empty() || std::isspace(static_cast<unsigned char>(text.front())) ||
                end != text.c_str() + text.size() || !std::isfinite(x))
                throw UsageError{"precision stagnation: --addend expects a finite number, not '" +
                                 text + "'"};
            config.addend = x;
        } else if (arg == "--count") {
            config.count = parseWhole(value(), "--count", 1, 1000000000000LL);
        } else if (arg == "--samples") {
            config.samples = int(parseWhole(value(), "--samples", 2, 100000));
        } else if (arg == "--json") {
            json = true;
        } else {
            throw UsageError{"precision stagnation: unknown option '" + arg + "'"};
        }
        if (option.unusedValue())
            throw UsageError{"precision stagnation: " + arg + " takes no value"};
    }

    fp::StagnationResult r;
    try {
        RunControl control{&cancel, {}};
        r = fp::runStagnation(config, control);
    } catch (const ComputeError &e) {
        if (e.kind() != ErrorKind::Cancelled)
            throw;
        err << "gpulab-cli: precision stagnation: interrupted\n";
        return kExitInterrupted;
    }
    const FormatSpec &spec = fp::formatSpec(config.format);
    if (json) {
        out << "{\"format\": " << jsonString(spec.name) << ", \"addend\": " << jsonDouble(r.addend)
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
        return kExitOk;
    }
    const std::string name = spec.displayName;
    out << "Adding " << config.count << " x " << cli::shortestDecimal(r.addend) << " in " << name
        << ", rounding after every add (the addend is stored as "
        << cli::shortestDecimal(r.storedAddend) << ")\n\n";
    char line[160];
    auto row = [&](const std::string &label, double value, const std::string &note) {
        std::snprintf(line, sizeof(line), "  %-24s %-24s", label.c_str(),
                      cli::shortestDecimal(value).c_str());
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
                cli::shortestDecimal(r.stallValue);
    row("naive sum in " + name, r.naiveSum, stall);
    row("FP32 accumulator", r.fp32Sum, "");
    row("Kahan sum in " + name, r.kahanSum, "");
    out << "\nOnce the gap between neighbouring " << name
        << " values near the sum is more than twice the addend,\nevery add rounds back to the "
           "same sum: the naive sum stalls. An FP32 accumulator (what tensor\ncores use) or "
           "Kahan's compensation keeps the lost low bits.\n";
    return kExitOk;
}

int run(const std::vector<std::string> &args, std::ostream &out, std::ostream &err,
        const CancelToken &cancel)
{
    for (const std::string &arg : args) {
        if (arg == "-h" || arg == "--help") {
            out << kHelp;
            return kExitOk;
        }
    }
    if (!args.empty() && args.front() == "stagnation")
        return runStagnationCommand({args.begin() + 1, args.end()}, out, err, cancel);
    return runProducts(args, out, err, cancel);
}

} // namespace

int runPrecisionCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err,
                        const CancelToken &cancel)
{
    try {
        return run(args, out, err, cancel);
    } catch (const UsageError &e) {
        err << "gpulab-cli: " << e.message << "\nTry 'gpulab-cli precision --help'.\n";
        return kExitUsage;
    } catch (const ComputeError &e) {
        err << "gpulab-cli: precision: " << e.what() << "\n";
        return e.kind() == ErrorKind::Usage ? kExitUsage : kExitRuntime;
    }
}

} // namespace gpulab
