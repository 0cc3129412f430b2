// `gpulab-cli format encode|decode|table`: the exact number-format codec (compute/formats.h) on
// the command line. encode and decode print one JSON object per line, in input order; `format
// --help` has the whole contract.
#include "compute/cli/clijson.h"
#include "compute/cli/computecommands.h"
#include "compute/formats.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>

namespace gpulab::cli {

namespace {

const char *const kSummary =
    "  format encode --format NAME [--saturate] [--] VALUE...\n"
    "  format decode --format NAME [--] BITS...\n"
    "  format table [--json]\n"
    "                          Exact conversions between numbers and the bits of FP32, TF32,\n"
    "                          FP16, BF16, FP8, FP6, FP4, E8M0, INT8 and INT4, and their range\n"
    "                          and precision table.\n"
    "                          See 'gpulab-cli format --help'.\n";

using fp::FormatSpec;

const char *const kHelp =
    R"(Usage: gpulab-cli format encode --format NAME [--saturate] [--] VALUE...
       gpulab-cli format decode --format NAME [--] BITS...
       gpulab-cli format table [--json]

Exact conversions between numbers and the bit patterns of the number formats of AI hardware.

  encode   Parse each VALUE as an IEEE double (like strtod: 0.1, -2.5e-3, 0x1.8p3, inf, -inf,
           nan; the whole argument must parse), then round it ONCE to the format: to nearest,
           ties to even, subnormals included. Negative values are accepted anywhere; '--' ends
           the options explicitly.
  decode   Print the exact value of each bit pattern BITS, hexadecimal (0x1d) or decimal (29).
           A pattern wider than the format, or a TF32 pattern whose low 13 bits are not zero,
           is an error.
  table    Range and precision of every format, computed by the codec: max finite, min
           normal, min subnormal, epsilon (2^-mantissa bits), decimal digits, bit patterns.

Options:
  --format NAME            The format (required for encode and decode; any case), one of:
%FORMATS%  --saturate               Overflow clamps to +-max finite in every format (infinite
                           inputs too). Without it: infinity where the format has one, NaN in
                           FP8 E4M3 and E8M0, +-max in FP6, FP4 and the integers (no
                           infinity, no NaN).
  --json                   (table) One JSON document instead of a text table.
  -h, --help               Show this help.

The block-scaled formats of OCP Microscaling (MX) v1.0:
  fp6_e2m3, fp6_e3m2, fp4_e2m1  elements: no infinity, no NaN, saturating (max 7.5, 28, 6).
  e8m0      the shared block scale: pattern e is 2^(e-127), 2^-127 (0x00) .. 2^127 (0xfe);
            0xff is NaN; no sign and no zero (encoding 0 or a negative VALUE is an error);
            a VALUE rounds to the nearest power of two, below 2^-127 to 2^-127.
  int8, int4  two's complement integers used symmetrically: VALUE rounds to the nearest
            integer (ties to even) and saturates to +-127 (int4: +-7). The pattern 0x80 (int4
            0x8) decodes to -128 (-8) but encode never produces it: -128 gives -127. The scale
            that turns real numbers into these integers is the quantiser's ('gpulab-cli
            precision quantize'), not part of the bits.

Output of encode and decode: one JSON object per line, in input order, e.g.
  {"format": "fp8_e4m3", "input": "0.1", "bits": "0x1d", "value": 0.1015625, "class": "normal"}
bits: lowercase hex zero-padded to the format's width (1 digit for FP4/INT4, 2 for FP8, FP6,
E8M0 and INT8, 4 for FP16
and BF16, 8 for FP32 and TF32, whose 32-bit container keeps its low 13 bits zero). value: the
exact decoded value as the shortest decimal that reads back to it ("inf", "-inf" and "nan" as
strings; negative zero is -0). class: zero, subnormal, normal, inf or nan.
Overflow means rounding (with an unbounded exponent) lands above max finite: FP16 65519 ->
65504 but 65520 -> inf; FP8 E4M3 464 -> 448 (0x7e) but 465 -> NaN (0x7f). NaN inputs become
the format's quiet NaN with their sign; FP6, FP4 and the integers have none, so NaN is an
error there.
A VALUE or BITS that cannot be converted prints
  {"format": "...", "input": "...", "error": "..."}
in its place, and a message naming it on standard error.

Exit codes: 0 ok; 1 some VALUE or BITS could not be converted (the others are still printed);
2 usage error (unknown option or format, missing --format, no values).
)";

// "1-5-10" (sign-exponent-mantissa), "0-8-0" for E8M0, "8b int" for the integers.
std::string layoutText(const FormatSpec &spec)
{
    if (spec.kind == fp::FormatKind::Integer)
        return std::to_string(spec.containerBits) + "b int";
    return std::to_string(spec.hasSign() ? 1 : 0) + "-" + std::to_string(spec.exponentBits) + "-" +
           std::to_string(spec.mantissaBits);
}

std::string helpText()
{
    std::string list;
    for (const FormatSpec &spec : fp::allFormats()) {
        char line[160];
        std::snprintf(line, sizeof(line), "                             %-9s %s (%s%s)\n",
                      spec.name, spec.displayName, layoutText(spec).c_str(),
                      spec.lowZeroBits ? ", in 32 bits" : "");
        list += line;
    }
    std::string text = kHelp;
    text.replace(text.find("%FORMATS%"), 9, list);
    return text;
}

std::string knownFormats()
{
    std::string names;
    for (const FormatSpec &spec : fp::allFormats())
        names += std::string(names.empty() ? "" : ", ") + spec.name;
    return names;
}

// Hexadecimal with 0x, or decimal; digits only. Empty when it is not a number at all or is
// wider than 64 bits.
std::optional<std::uint64_t> parseBits(const std::string &text)
{
    const bool hex = text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
    const std::size_t first = hex ? 2 : 0;
    if (text.size() <= first)
        return std::nullopt;
    const unsigned base = hex ? 16 : 10;
    std::uint64_t value = 0;
    for (std::size_t i = first; i < text.size(); ++i) {
        const char ch = text[i];
        unsigned digit = 0;
        if (ch >= '0' && ch <= '9')
            digit = unsigned(ch - '0');
        else if (hex && ch >= 'a' && ch <= 'f')
            digit = unsigned(ch - 'a' + 10);
        else if (hex && ch >= 'A' && ch <= 'F')
            digit = unsigned(ch - 'A' + 10);
        else
            return std::nullopt;
        if (value > (UINT64_MAX - digit) / base)
            return std::nullopt;
        value = value * base + digit;
    }
    return value;
}

std::string hexBits(const FormatSpec &spec, std::uint32_t bits)
{
    char buf[16];
    std::snprintf(buf, sizeof(buf), "0x%0*x", spec.hexDigits(), unsigned(bits));
    return buf;
}

std::string resultLine(const FormatSpec &spec, const std::string &input, std::uint32_t bits)
{
    return "{\"format\": " + jsonString(spec.name) + ", \"input\": " + jsonString(input) +
           ", \"bits\": " + jsonString(hexBits(spec, bits)) +
           ", \"value\": " + jsonDouble(fp::decode(spec, bits)) +
           ", \"class\": " + jsonString(fp::valueClassName(fp::classify(spec, bits))) + "}";
}

std::string errorLine(const FormatSpec &spec, const std::string &input, const std::string &error)
{
    return "{\"format\": " + jsonString(spec.name) + ", \"input\": " + jsonString(input) +
           ", \"error\": " + jsonString(error) + "}";
}

// Converts one argument: the line to print, or the error text.
struct Converted
{
    std::optional<std::uint32_t> bits;
    std::string error;
};

Converted encodeOne(const FormatSpec &spec, const std::string &input, fp::OverflowMode mode)
{
    const std::optional<double> value = readNumber(input);
    if (!value)
        return {std::nullopt, "'" + input + "' is not a number"};
    const fp::Encoded encoded = fp::encode(spec, *value, mode);
    if (!encoded.ok() && spec.kind == fp::FormatKind::PowerOfTwo && !std::isnan(*value))
        return {std::nullopt, "'" + input + "': " + spec.displayName +
                                  " holds only positive powers of two (no zero, no sign)"};
    if (!encoded.ok())
        return {std::nullopt,
                "'" + input + "': " + spec.displayName + " has no NaN, so NaN cannot be encoded"};
    return {encoded.bits, {}};
}

Converted decodeOne(const FormatSpec &spec, const std::string &input)
{
    const std::optional<std::uint64_t> bits = parseBits(input);
    if (!bits)
        return {std::nullopt,
                "'" + input + "' is not a bit pattern (hexadecimal 0x... or decimal digits)"};
    if ((*bits >> spec.containerBits) != 0)
        return {std::nullopt, "'" + input + "' does not fit " + spec.displayName + " (" +
                                  std::to_string(spec.containerBits) + " bits)"};
    if (!fp::isValidPattern(spec, *bits))
        return {std::nullopt, "'" + input + "' is not a " + spec.displayName +
                                  " pattern: its low " + std::to_string(spec.lowZeroBits) +
                                  " bits must be zero"};
    return {std::uint32_t(*bits), {}};
}

std::string fixedOrExp(double value)
{
    char buf[40];
    std::snprintf(buf, sizeof(buf), "%.6g", value);
    return buf;
}

const char *overflowName(const FormatSpec &spec)
{
    if (spec.hasInfinity)
        return "inf";
    return spec.nan == fp::NanEncoding::None ? "saturate" : "nan";
}

int printTable(bool json, std::ostream &out)
{
    if (json) {
        out << "{\"formats\": [";
        bool first = true;
        for (const FormatSpec &spec : fp::allFormats()) {
            const fp::FormatProperties p = fp::properties(spec);
            out << (first ? "\n" : ",\n") << "  {\"name\": " << jsonString(spec.name)
                << ", \"display_name\": " << jsonString(spec.displayName) << ", \"kind\": "
                << jsonString(spec.kind == fp::FormatKind::Float
                                  ? "float"
                                  : (spec.kind == fp::FormatKind::Integer ? "integer" : "scale"))
                << ", \"bits\": " << spec.significantBits()
                << ", \"container_bits\": " << spec.containerBits
                << ", \"exponent_bits\": " << spec.exponentBits
                << ", \"mantissa_bits\": " << spec.mantissaBits << ", \"bias\": " << spec.bias
                << ", \"has_infinity\": " << (spec.hasInfinity ? "true" : "false")
                << ", \"overflow\": " << jsonString(overflowName(spec))
                << ", \"max_finite\": " << jsonDouble(p.maxFinite)
                << ", \"min_normal\": " << jsonDouble(p.minNormal)
                << ", \"min_subnormal\": " << jsonDouble(p.minSubnormal)
                << ", \"epsilon\": " << jsonDouble(p.epsilon)
                << ", \"decimal_digits\": " << jsonDouble(p.decimalDigits)
                << ", \"min_exponent\": " << p.minExponent
                << ", \"max_exponent\": " << p.maxExponent
                << ", \"finite_patterns\": " << p.finitePatterns
                << ", \"nan_patterns\": " << p.nanPatterns
                << ", \"infinity_patterns\": " << p.infinityPatterns << "}";
            first = false;
        }
        out << "\n]}\n";
        return ExitOk;
    }
    char line[256];
    std::snprintf(line, sizeof(line), "%-9s %-8s %5s %-13s %-13s %-13s %-13s %6s %11s %8s\n",
                  "format", "layout", "bias", "max finite", "min normal", "min subnorm.", "epsilon",
                  "digits", "finite", "overflow");
    out << line << std::string(std::string(line).size() - 1, '-') << "\n";
    for (const FormatSpec &spec : fp::allFormats()) {
        const fp::FormatProperties p = fp::properties(spec);
        const std::string layout = layoutText(spec);
        std::snprintf(line, sizeof(line),
                      "%-9s %-8s %5d %-13s %-13s %-13s %-13s %6.2f %11llu %8s\n", spec.displayName,
                      layout.c_str(), spec.bias, fixedOrExp(p.maxFinite).c_str(),
                      fixedOrExp(p.minNormal).c_str(), fixedOrExp(p.minSubnormal).c_str(),
                      fixedOrExp(p.epsilon).c_str(), p.decimalDigits,
                      static_cast<unsigned long long>(p.finitePatterns), overflowName(spec));
        out << line;
    }
    out << "\nlayout = sign-exponent-mantissa bits (E8M0: exponent only; int: two's complement,\n"
           "used as +-max); epsilon = 2^-mantissa bits (the gap above 1); digits = (mantissa "
           "bits\n+ 1) x log10(2); finite = bit patterns with a finite value (+0 and -0 both "
           "count);\noverflow = what rounding above max finite gives (without --saturate).\n";
    return ExitOk;
}

int commandFormat(const std::vector<std::string> &args, const CommandContext &context)
{
    std::ostream &out = context.out;
    if (args.empty())
        throw UsageError("format: missing subcommand (encode, decode or table)");
    const std::string &sub = args.front();
    if (sub == "help") {
        out << helpText();
        return ExitOk;
    }
    if (sub != "encode" && sub != "decode" && sub != "table")
        throw UsageError("format: unknown subcommand '" + sub + "' (encode, decode or table)");
    const bool encoding = sub == "encode";

    std::optional<std::string> formatName;
    bool saturate = false;
    bool json = false;
    bool endOfOptions = false;
    std::vector<std::string> inputs;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string &arg = args[i];
        const bool looksLikeOption = !endOfOptions && arg.size() > 1 && arg[0] == '-';
        if (!looksLikeOption) {
            inputs.push_back(arg);
            continue;
        }
        OptionWord option("format " + sub, args, i);
        const std::string &name = option.name();
        if (arg == "--")
            endOfOptions = true;
        else if (name == "--format" && sub != "table")
            formatName = option.value();
        else if (name == "--saturate" && encoding)
            saturate = true;
        else if (name == "--json" && sub == "table")
            json = true;
        else if (sub != "table" && readNumber(arg))
            inputs.push_back(arg); // a negative number, not an option
        else
            option.unknown();
        option.finish();
    }

    if (sub == "table") {
        if (!inputs.empty())
            throw UsageError("format table: unexpected argument '" + inputs.front() + "'");
        return printTable(json, out);
    }
    if (!formatName)
        throw UsageError("format " + sub + ": --format NAME is required (" + knownFormats() + ")");
    const FormatSpec *spec = fp::findFormat(*formatName);
    if (!spec)
        throw UsageError("format " + sub + ": unknown format '" + *formatName +
                         "' (known: " + knownFormats() + ")");
    if (inputs.empty())
        throw UsageError("format " + sub + ": no " + (encoding ? "VALUE" : "BITS") + " to convert");

    const fp::OverflowMode mode =
        saturate ? fp::OverflowMode::Saturate : fp::OverflowMode::FormatDefault;
    int exitCode = ExitOk;
    for (const std::string &input : inputs) {
        const Converted c = encoding ? encodeOne(*spec, input, mode) : decodeOne(*spec, input);
        if (c.bits) {
            out << resultLine(*spec, input, *c.bits) << "\n";
        } else {
            out << errorLine(*spec, input, c.error) << "\n";
            context.err << "gpulab-cli: format " << sub << ": " << c.error << "\n";
            exitCode = ExitFailed;
        }
    }
    return exitCode;
}

} // namespace

const Command kFormatCommand{"format", kSummary, helpText, commandFormat};

} // namespace gpulab::cli
