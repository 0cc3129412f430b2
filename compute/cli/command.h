// One gpulab-cli command, as an entry of the command tables that compute/ (computecommands.h)
// and lessons/ (lessons/cli/lessoncommands.h) contribute and app/cli/main.cpp joins. main()
// builds the general help from the tables, answers "gpulab-cli NAME --help" (or -h anywhere
// before a "--" argument) with the command's help, runs it, and turns what it throws into a
// message on standard error and the exit code (cli::Exit, compute/cliargs.h):
//   cli::UsageError   "gpulab-cli: MESSAGE" and "Try 'gpulab-cli NAME --help'.", exit 2
//   ComputeError      "gpulab-cli: NAME: MESSAGE", exit 2 (Usage), 130 (Cancelled) or 3
//   anything else     "gpulab-cli: unexpected error: MESSAGE", exit 3
#pragma once

#include "compute/cancel.h"
#include "compute/cliargs.h"

#include <functional>
#include <istream>
#include <ostream>
#include <string>
#include <vector>

namespace gpulab::cli {

// What a command runs with besides its arguments.
struct CommandContext
{
    std::istream &in;
    std::ostream &out;
    std::ostream &err;
    // Set by Ctrl-C once the command has called catchCtrlC().
    const CancelToken &cancel;
    // From now on Ctrl-C sets `cancel` (the command stops and prints what finished, exit 130)
    // instead of ending the process; a second Ctrl-C still ends it. A run that has not come back
    // within the interrupt grace (deadlines.h: it is inside the OpenCL driver, which nothing can
    // interrupt) is then ended with exit 130; see LastWords.
    void (*catchCtrlC)();
    // LastWords' registration (null: none, the measuring is over).
    void (*setLastWords)(const std::function<void()> *words) = nullptr;
};

// While alive, the command is measuring and `words` prints what has finished so far (the same
// as the command prints after a Ctrl-C it comes back from). Should a Ctrl-C find the run inside
// the driver for longer than the interrupt grace, `words` runs on another thread, while the
// measuring thread is still blocked, and the process ends with exit 130. Once it is destroyed
// the command prints for itself, and a Ctrl-C no longer ends it by force.
class LastWords
{
public:
    LastWords(const CommandContext &context, std::function<void()> words)
        : m_context(context), m_words(std::move(words))
    {
        if (m_context.setLastWords)
            m_context.setLastWords(&m_words);
    }
    ~LastWords()
    {
        if (m_context.setLastWords)
            m_context.setLastWords(nullptr);
    }
    LastWords(const LastWords &) = delete;
    LastWords &operator=(const LastWords &) = delete;

private:
    const CommandContext &m_context;
    std::function<void()> m_words;
};

struct Command
{
    const char *name;
    // Its entry in the "Commands:" block of `gpulab-cli --help`: usage line(s) indented by two
    // spaces, the description from column 27, ending in a newline.
    const char *summary;
    // Its own help, `gpulab-cli NAME --help`.
    std::string (*help)();
    // Runs it on the words after NAME; returns the exit code.
    int (*run)(const std::vector<std::string> &args, const CommandContext &context);
    // A block "NAME options:" that the general help shows after the commands, for a command whose
    // summary does not list its options (bench); null for none.
    std::string (*generalOptions)() = nullptr;
};

} // namespace gpulab::cli
