// `gpulab-cli precision`: the low-precision matrix-product experiment and the accumulation
// stagnation experiment of compute/lowprecision.h on the command line (`precision --help`).
#include "compute/blockquant.h"
#include "compute/cli/clijson.h"
#include "compute/cli/clisupport.h"
#include "compute/cli/computecommands.h"
#include "compute/lowprecision.h"
#include "compute/npyreader.h"
#include "compute/provenance.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <optional>
#include <variant>

namespace gpulab::cli {

namespace {

const char *const kSummary =
    "  precision [--sizes LIST] [--formats LIST|all] [--accumulate fp32|low|both] [--seed S]\n"
    "            [--json]\n"
    "                          Error of C = A x B with inputs rounded to FP16, BF16, FP8...\n"
    "                          and FP32 or low-precision accumulation, against float64.\n"
    "  precision stagnation [--format NAME] [--addend X] [--count N] [--samples S] [--json]\n"
    "                          Sum N copies of X rounding after every add: where it stalls.\n"
    "  precision quantize --format LIST|all --tensor KIND|FILE.npy [--rows R] [--cols C]\n"
    "            [--seed S] [--json]\n"
    "                          Block-scaled (MXFP8/6/4, NVFP4) and INT8/INT4 quantisation of a\n"
    "                          tensor: error and bits per element.\n"
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
       gpulab-cli precision quantize --format LIST|all --tensor KIND|FILE.npy [--rows R]
                            [--cols C] [--seed S] [--json]

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
                          fp8_e5m2; all adds fp6_e2m3, fp6_e3m2, fp4_e2m1 and every scheme
                          below). Block-scaled and integer inputs by quantize's names:
                          mxfp8_e4m3 mxfp8_e5m2 mxfp6_e2m3 mxfp6_e3m2 mxfp4 nvfp4 int8
                          int8_channel int4 int4_channel. They run with FP32 accumulation
                          only: A quantised along its rows and B along its columns, so every
                          block runs along k; each dequantised to FP32, summed in FP32.
  --accumulate fp32|low|both
                          Which accumulations (default both).
  --seed S                Seed of the random inputs (default 20261121).
  --json                  One JSON document instead of the table.

stagnation: add N copies of X, rounding after every add, in the format (the naive sum), in an
FP32 accumulator and with Kahan's compensated summation done in the format; report where the
naive sum stopped growing. In BF16, adding 1.0 stops at 256 (257 rounds back to 256).

  --format NAME           fp32 tf32 fp16 bf16 fp8_e4m3 fp8_e5m2 fp6_e2m3 fp6_e3m2 fp4_e2m1
                          (default bf16).
  --addend X              The number added (default 0.01); stored as the format rounds it.
  --count N               How many adds (default 100000).
  --samples S             Points of the sampled running sums in --json (default 200).
  --json                  One JSON document with the sampled series.

quantize: quantise a tensor and dequantise it again; report what it cost. Formats:
  mxfp8_e4m3, mxfp8_e5m2, mxfp6_e2m3, mxfp6_e3m2, mxfp4
              OCP Microscaling (MX) v1.0: blocks of 32 along a row share an E8M0 scale
              2^(floor(log2(max |x|)) - emax of the element format); the elements are
              rounded to nearest (ties to even) and clamped to the element's max.
  nvfp4       NVIDIA NVFP4: E2M1 elements in blocks of 16, an FP8 E4M3 scale per block
              (max |x| / 6 in units of the tensor scale) and one FP32 tensor scale
              (max |x| / (448 x 6)).
  int8, int4  symmetric absmax per tensor: one FP32 scale max |x| / 127 (int4: / 7);
  int8_channel, int4_channel
              the same with one scale per row.
A block holding NaN or infinity gets the NaN scale and the whole block dequantises to NaN (the
MX rule); the error figures skip those elements and count them.

  --format LIST|all       Comma-separated formats above (all: every one).
  --tensor KIND|FILE.npy  gaussian (N(0, 0.02^2)), heavy-tailed (Student's t, 3 degrees of
                          freedom, the same standard deviation) or outliers (gaussian with one
                          column in 256 multiplied by 40); or a NumPy .npy file: little-endian
                          float16/32/64 ('<f2', '<f4', '<f8'), C order, 1-D or 2-D, at most
                          16777216 elements.
  --rows R, --cols C      Size of a generated tensor (default 256 x 1024).
  --seed S                Seed of a generated tensor (default 20261127).
  --json                  One JSON document: per format bits_per_element,
                          rel_frobenius_error, max_abs_error, snr_db ("inf" when exact),
                          zero_share, flushed_share (nonzero values that became 0),
                          saturated_share, nan_elements and scales.

  -h, --help              Show this help.

Exit codes: 0 ok; 1 the .npy file could not be read; 2 usage error; 3 the computation could not complete (a runtime error);
130 interrupted (Ctrl-C; the table shows what finished).
)";

// The float formats only: the experiments round with them (E8M0 and the integers are scales
// and quantisers' codes, not arithmetic formats).
const FormatSpec &parseFormat(const std::string &name)
{
    const FormatSpec *spec = fp::findFormat(name);
    if (spec && spec->kind == fp::FormatKind::Float)
        return *spec;
    std::string known;
    for (const FormatSpec &spec : fp::floatFormats())
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
            config.schemes.clear();
            if (names.size() == 1 && names[0] == "all") {
                for (const FormatSpec &spec : fp::floatFormats())
                    config.formats.push_back(spec.id);
                for (const fp::SchemeSpec &spec : fp::allSchemes())
                    config.schemes.push_back(spec.id);
            } else {
                // A block-scaled or integer scheme by its name (quantize's), else a float format.
                for (const std::string &name : names) {
                    if (const fp::SchemeSpec *scheme = fp::findScheme(name))
                        config.schemes.push_back(scheme->id);
                    else
                        config.formats.push_back(parseFormat(name).id);
                }
            }
            if (config.formats.empty() && config.schemes.empty())
                throw UsageError("precision: --formats needs at least one format");
            if (config.formats.empty())
                config.accumulations = {Accumulation::Fp32}; // what the schemes run with
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
                          e.n, fp::inputName(e.format, e.scheme),
                          fp::accumulationName(e.accumulation), e.fraction * 100,
                          e.overallFraction * 100);
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
                << ", \"format\": " << jsonString(fp::inputName(r.format, r.scheme))
                << ", \"element\": " << jsonString(fp::formatSpec(r.format).name)
                << ", \"block_scaled\": " << (r.scheme ? "true" : "false")
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
        std::snprintf(line, sizeof(line), "%6s  %-16s %-10s %12s %14s %12s %10s\n", "N", "inputs",
                      "accumulate", "max abs err", "rel Frobenius", "median rel", "time ms");
        out << line << std::string(std::strlen(line) - 1, '-') << "\n";
        for (const fp::PrecisionResult &r : report.results) {
            std::snprintf(line, sizeof(line), "%6d  %-16s %-10s %12s %14s %12s %10.1f\n", r.n,
                          fp::inputDisplayName(r.format, r.scheme),
                          fp::accumulationName(r.accumulation), sci(r.error.maxAbsError).c_str(),
                          sci(r.error.relFrobeniusError).c_str(),
                          sci(r.error.medianRelError).c_str(), r.seconds * 1e3);
            out << line;
        }
        out << "\nfp32 = products summed in FP32 (like a tensor core)";
        if (!config.formats.empty() &&
            std::find(config.accumulations.begin(), config.accumulations.end(),
                      Accumulation::Low) != config.accumulations.end())
            out << "; low = rounded to the format after\nevery multiply-add";
        out << ".\n";
        if (!config.schemes.empty())
            out << "Block-scaled and integer inputs: A quantised along its rows, B along its "
                   "columns (blocks along k),\ndequantised to FP32 and summed in FP32.\n";
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

// ------------------------------------------------------------------------------- quantize

int runQuantize(const std::vector<std::string> &args, const CommandContext &context)
{
    std::vector<const fp::SchemeSpec *> schemes;
    std::optional<std::string> tensorArg;
    int rows = 256, cols = 1024;
    std::uint64_t seed = 20261127;
    bool json = false, sizeGiven = false, seedGiven = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        OptionWord option("precision quantize", args, i);
        const std::string &arg = option.name();
        if (arg == "--format") {
            const std::vector<std::string> names = splitList(option.value(), "--format");
            schemes.clear();
            for (const std::string &name : names) {
                if (name == "all") {
                    for (const fp::SchemeSpec &s : fp::allSchemes())
                        schemes.push_back(&s);
                } else if (const fp::SchemeSpec *s = fp::findScheme(name)) {
                    schemes.push_back(s);
                } else {
                    std::string known;
                    for (const fp::SchemeSpec &k : fp::allSchemes())
                        known += std::string(known.empty() ? "" : ", ") + k.name;
                    throw UsageError("precision quantize: unknown format '" + name +
                                     "' (known: " + known + ", all)");
                }
            }
        } else if (arg == "--tensor") {
            tensorArg = option.value();
        } else if (arg == "--rows") {
            rows = int(parseWhole(option.value(), "--rows", 1, 1 << 24));
            sizeGiven = true;
        } else if (arg == "--cols") {
            cols = int(parseWhole(option.value(), "--cols", 1, 1 << 24));
            sizeGiven = true;
        } else if (arg == "--seed") {
            seed = parseSeed(option.value(), "--seed");
            seedGiven = true;
        } else if (arg == "--json") {
            json = true;
        } else {
            option.unknown();
        }
        option.finish();
    }
    if (schemes.empty())
        throw UsageError("precision quantize: --format is required (mxfp8_e4m3, mxfp8_e5m2, "
                         "mxfp6_e2m3, mxfp6_e3m2, mxfp4, nvfp4, int8, int4, int8_channel, "
                         "int4_channel or all)");
    if (!tensorArg)
        throw UsageError("precision quantize: --tensor is required (gaussian, heavy-tailed, "
                         "outliers or a FILE.npy)");

    fp::Tensor tensor;
    std::string source;
    if (const std::optional<fp::TensorKind> kind = fp::findTensorKind(*tensorArg)) {
        if (std::int64_t(rows) * cols > fp::kMaxTensorElements)
            throw UsageError("precision quantize: --rows x --cols is more than " +
                             std::to_string(fp::kMaxTensorElements) + " elements");
        tensor = fp::makeTensor(*kind, rows, cols, seed);
        source = *tensorArg;
    } else {
        const bool looksLikeFile =
            tensorArg->size() > 4 && tensorArg->compare(tensorArg->size() - 4, 4, ".npy") == 0;
        if (!looksLikeFile)
            throw UsageError("precision quantize: --tensor expects gaussian, heavy-tailed, "
                             "outliers or a FILE.npy, not '" +
                             *tensorArg + "'");
        if (sizeGiven || seedGiven)
            throw UsageError("precision quantize: --rows, --cols and --seed are for a generated "
                             "tensor, not a .npy file");
        std::variant<fp::Tensor, fp::NpyError> read = fp::readNpyFile(*tensorArg);
        if (const fp::NpyError *error = std::get_if<fp::NpyError>(&read)) {
            context.err << "gpulab-cli: precision quantize: " << error->message << "\n";
            return ExitFailed;
        }
        tensor = std::move(std::get<fp::Tensor>(read));
        source = *tensorArg;
    }

    std::vector<fp::QuantisedTensor> results;
    for (const fp::SchemeSpec *scheme : schemes) {
        fp::QuantisedTensor q = fp::quantise(tensor, *scheme, RunControl{&context.cancel, {}});
        q.values.clear(); // only the figures are printed
        q.values.shrink_to_fit();
        q.elements.clear();
        q.elements.shrink_to_fit();
        results.push_back(std::move(q));
    }

    std::ostream &out = context.out;
    if (json) {
        out << "{\"provenance\": " << json::provenance(currentProvenance())
            << ", \"tensor\": {\"source\": " << jsonString(source) << ", \"rows\": " << tensor.rows
            << ", \"cols\": " << tensor.cols;
        if (fp::findTensorKind(source))
            out << ", \"seed\": " << seed;
        out << "}, \"results\": [";
        bool first = true;
        for (const fp::QuantisedTensor &q : results) {
            const fp::QuantStats &s = q.stats;
            out << (first ? "\n" : ",\n") << "  {\"format\": " << jsonString(q.scheme->name)
                << ", \"block_size\": " << q.scheme->blockSize
                << ", \"bits_per_element\": " << jsonDouble(s.bitsPerElement)
                << ", \"rel_frobenius_error\": " << jsonDouble(s.relFrobeniusError)
                << ", \"max_abs_error\": " << jsonDouble(s.maxAbsError)
                << ", \"snr_db\": " << jsonDouble(s.snrDb)
                << ", \"zero_share\": " << jsonDouble(s.zeroShare)
                << ", \"flushed_share\": " << jsonDouble(s.flushedShare)
                << ", \"saturated_share\": " << jsonDouble(s.saturatedShare)
                << ", \"nan_elements\": " << s.nanElements << ", \"scales\": " << s.scales << "}";
            first = false;
        }
        out << "\n]}\n";
        return ExitOk;
    }
    out << "Tensor " << source << ", " << tensor.rows << " x " << tensor.cols;
    if (fp::findTensorKind(source))
        out << " (seed " << seed << ")";
    out << ", quantised and dequantised; error against the original.\n\n";
    char line[200];
    std::snprintf(line, sizeof(line), "%-17s %6s %10s %13s %12s %8s %8s %9s\n", "format", "block",
                  "bits/elem", "rel Frobenius", "max abs err", "SNR dB", "zeros", "saturated");
    out << line << std::string(std::strlen(line) - 1, '-') << "\n";
    for (const fp::QuantisedTensor &q : results) {
        const fp::QuantStats &s = q.stats;
        const std::string block =
            q.scheme->blockSize > 0
                ? std::to_string(q.scheme->blockSize)
                : (q.scheme->scale == fp::ScaleKind::Fp32PerChannel ? "row" : "all");
        char snr[32];
        if (std::isfinite(s.snrDb))
            std::snprintf(snr, sizeof(snr), "%.1f", s.snrDb);
        else
            std::snprintf(snr, sizeof(snr), "exact");
        std::snprintf(line, sizeof(line), "%-17s %6s %10.3f %13s %12s %8s %7.1f%% %8.2f%%\n",
                      q.scheme->displayName, block.c_str(), s.bitsPerElement,
                      sci(s.relFrobeniusError).c_str(), sci(s.maxAbsError).c_str(), snr,
                      s.zeroShare * 100, s.saturatedShare * 100);
        out << line;
        if (s.nanElements > 0)
            out << "  " << s.nanElements
                << " elements in blocks with NaN or infinity dequantise to NaN (not counted)\n";
    }
    out << "\nbits/elem counts every scale (MX: one 8-bit E8M0 per 32; NVFP4: one E4M3 per 16 and "
           "one FP32;\nINT: one FP32 per tensor or per row). zeros = share of values that "
           "dequantise to 0.\n";
    return ExitOk;
}

int commandPrecision(const std::vector<std::string> &args, const CommandContext &context)
{
    context.catchCtrlC();
    if (!args.empty() && args.front() == "stagnation")
        return runStagnation({args.begin() + 1, args.end()}, context);
    if (!args.empty() && args.front() == "quantize")
        return runQuantize({args.begin() + 1, args.end()}, context);
    return runProducts(args, context);
}

} // namespace

const Command kPrecisionCommand{"precision", kSummary, [] { return std::string(kHelp); },
                                commandPrecision};

} // namespace gpulab::cli
