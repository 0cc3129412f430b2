// How gpulab-cli's commands and the measurement engine's `key=value` requests read their
// arguments: the usage error they throw, the exit codes of every command, whole numbers,
// numbers, byte sizes and comma lists, and the option word ("--name VALUE" = "--name=VALUE").
// One parser for every command (compute/cli, lessons/cli) and for compute/engine.cpp, so a
// value means the same and is refused with the same words wherever it is typed.
#pragma once

#include "compute/errors.h"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpulab::cli {

// The exit codes of every gpulab-cli command (each command's --help lists its own).
enum Exit : int {
    ExitOk = 0,
    ExitFailed = 1, // a result failed verification, or some input has problems
    ExitUsage = 2,
    ExitRuntime = 3, // no device where one was required, or a run could not complete
    ExitInterrupted = 130,
};

// Arguments the user typed wrong: gpulab-cli prints the message and points to the command's
// --help (exit 2); the engine answers it as the request's error. A ComputeError of kind Usage,
// so code that handles those handles it too.
class UsageError : public ComputeError
{
public:
    explicit UsageError(const std::string &message) : ComputeError(ErrorKind::Usage, message) {}
};

// Whole numbers are decimal digits, a leading '-' allowed: no '+', no spaces, nothing after.
// Any value of long long; else UsageError "NAME expects a whole number, not 'TEXT'".
long long parseWhole(const std::string &text, std::string_view name);
// From min to max; else UsageError "NAME expects a whole number from MIN to MAX, not 'TEXT'",
// or "... of at least MIN ..." when max is kNoLimit.
long long parseWhole(const std::string &text, std::string_view name, long long min, long long max);
// The upper bound of a count that has none a user would meet: anything an int holds.
constexpr long long kNoLimit = std::numeric_limits<int>::max();
// A random seed: 0 to 2^64 - 1; else UsageError "NAME expects a whole number, not 'TEXT'".
std::uint64_t parseSeed(const std::string &text, std::string_view name);

// A number as strtod reads it (0.1, -2.5e-3, 0x1.8p3, inf, nan), the whole text, no leading
// space.
std::optional<double> readNumber(std::string_view text);
// A finite number; else UsageError "NAME expects a number, not 'TEXT'".
double parseNumber(const std::string &text, std::string_view name);

// A byte count above zero (4096, 4K, 64KiB, 256M, 1G: compute/bytesize.h); else UsageError
// "NAME expects a size such as 4096, 4K, 256M or 1G, not 'TEXT'".
std::uint64_t parseSize(const std::string &text, std::string_view name);

// "64,128" -> {"64", "128"}: items separated by single commas; "" -> {} (the caller says what an
// absent list means). An empty item ("64,,128", "64,", ",") is a mistake, not nothing: UsageError
// "NAME expects items separated by single commas, not 'TEXT' (an empty item)".
std::vector<std::string> splitList(const std::string &text, std::string_view name);
// "64,128" -> {64, 128}: splitList, then every item a whole number from min to max (parseWhole's
// words); "" -> {} is not an error here (the caller says what an empty list means).
std::vector<int> parseWholeList(const std::string &text, std::string_view name, int min, int max);

// The word args[i] of a command's arguments as an option: "--name VALUE" and "--name=VALUE" are
// the same option. `command` ("bench", "memory latency") starts every message:
//   for (std::size_t i = 0; i < args.size(); ++i) {
//       cli::OptionWord option("bench", args, i);
//       if (option.name() == "--repeat") repeats = ...(option.value());
//       else if (option.name() == "--json") json = true;
//       else option.unknown();
//       option.finish();
//   }
class OptionWord
{
public:
    OptionWord(std::string_view command, const std::vector<std::string> &args, std::size_t &i);

    // "--min" for both "--min 4K" and "--min=4K".
    const std::string &name() const { return m_name; }

    // The value after '=', else the next word (advancing i); UsageError "COMMAND: NAME needs a
    // value" when the arguments end here, "... needs a value, not an empty word" for "" (no
    // option takes an empty value: "--device ''" is a mistake, not the default).
    std::string value();

    // UsageError "COMMAND: unknown option 'NAME'".
    [[noreturn]] void unknown() const;
    // "--json=1": UsageError "COMMAND: NAME takes no value" when a value was given to an option
    // that did not ask for one. Call it once the option is handled.
    void finish() const;

private:
    std::string m_command;
    const std::vector<std::string> &m_args;
    std::size_t &m_i;
    std::string m_name;
    std::optional<std::string> m_attached;
    bool m_valueTaken = false;
};

} // namespace gpulab::cli
