// Argument parsing shared by gpulab-cli's commands and the engine (see cliargs.h).
#include "compute/cliargs.h"

#include "compute/bytesize.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace gpulab::cli {

namespace {

// from_chars reads exactly the grammar of cliargs.h: digits, '-' for signed types only.
template <typename T> std::optional<T> readInteger(std::string_view text)
{
    T value{};
    const char *end = text.data() + text.size();
    const std::from_chars_result r = std::from_chars(text.data(), end, value);
    if (text.empty() || r.ec != std::errc() || r.ptr != end)
        return std::nullopt;
    return value;
}

std::string quoted(const std::string &text)
{
    return "'" + text + "'";
}

} // namespace

long long parseWhole(const std::string &text, std::string_view name)
{
    if (const std::optional<long long> value = readInteger<long long>(text))
        return *value;
    throw UsageError(std::string(name) + " expects a whole number, not " + quoted(text));
}

long long parseWhole(const std::string &text, std::string_view name, long long min, long long max)
{
    const std::optional<long long> value = readInteger<long long>(text);
    if (value && *value >= min && *value <= max)
        return *value;
    const std::string range = max == kNoLimit
                                  ? "of at least " + std::to_string(min)
                                  : "from " + std::to_string(min) + " to " + std::to_string(max);
    throw UsageError(std::string(name) + " expects a whole number " + range + ", not " +
                     quoted(text));
}

std::uint64_t parseSeed(const std::string &text, std::string_view name)
{
    if (const std::optional<std::uint64_t> value = readInteger<std::uint64_t>(text))
        return *value;
    throw UsageError(std::string(name) + " expects a whole number, not " + quoted(text));
}

std::optional<double> readNumber(std::string_view text)
{
    if (text.empty() || std::isspace(static_cast<unsigned char>(text.front())))
        return std::nullopt;
    const std::string word(text); // strtod needs the terminating zero
    char *end = nullptr;
    const double value = std::strtod(word.c_str(), &end);
    // Out of range still reads: 1e400 is +inf and 1e-400 is 0, as the IEEE double says.
    if (end != word.c_str() + word.size())
        return std::nullopt;
    return value;
}

double parseNumber(const std::string &text, std::string_view name)
{
    const std::optional<double> value = readNumber(text);
    if (value && std::isfinite(*value))
        return *value;
    throw UsageError(std::string(name) + " expects a number, not " + quoted(text));
}

std::uint64_t parseSize(const std::string &text, std::string_view name)
{
    const std::optional<std::uint64_t> bytes = parseByteSize(text);
    if (bytes && *bytes > 0)
        return *bytes;
    throw UsageError(std::string(name) + " expects a size such as 4096, 4K, 256M or 1G, not " +
                     quoted(text));
}

std::vector<std::string> splitList(const std::string &text, std::string_view name)
{
    std::vector<std::string> items;
    if (text.empty())
        return items;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        if (comma == start)
            throw UsageError(std::string(name) + " expects items separated by single commas, not " +
                             quoted(text) + " (an empty item)");
        items.push_back(text.substr(start, comma - start));
        if (comma == text.size())
            return items;
        start = comma + 1;
    }
}

std::vector<int> parseWholeList(const std::string &text, std::string_view name, int min, int max)
{
    std::vector<int> values;
    for (const std::string &item : splitList(text, name))
        values.push_back(int(parseWhole(item, name, min, max)));
    return values;
}

OptionWord::OptionWord(std::string_view command, const std::vector<std::string> &args,
                       std::size_t &i)
    : m_command(command), m_args(args), m_i(i)
{
    const std::string &word = args[i];
    const std::size_t eq = word.find('=');
    if (word.rfind("--", 0) == 0 && eq != std::string::npos && eq > 2) {
        m_name = word.substr(0, eq);
        m_attached = word.substr(eq + 1);
    } else {
        m_name = word;
    }
}

std::string OptionWord::value()
{
    m_valueTaken = true;
    if (!m_attached && m_i + 1 >= m_args.size())
        throw UsageError(m_command + ": " + m_name + " needs a value");
    const std::string &value = m_attached ? *m_attached : m_args[++m_i];
    if (value.empty())
        throw UsageError(m_command + ": " + m_name + " needs a value, not an empty word");
    return value;
}

void OptionWord::unknown() const
{
    throw UsageError(m_command + ": unknown option " + quoted(m_name));
}

void OptionWord::finish() const
{
    if (m_attached && !m_valueTaken)
        throw UsageError(m_command + ": " + m_name + " takes no value");
}

} // namespace gpulab::cli
