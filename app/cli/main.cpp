// gpulab-cli: the headless face of GPU Lab. main() joins the command tables that compute/
// contributes (compute/cli/computecommands.h: devices, bench, tune, roofline, engine, format,
// precision, memory, multidevice) and, when the tree is built with Qt, lessons/
// (lessons/cli/lessoncommands.h: lessons, specs, quiz); builds the general help from their
// summaries; and runs the command named, turning what it throws into an exit code
// (compute/cli/command.h).
//
//   gpulab-cli COMMAND [OPTIONS]
//   gpulab-cli COMMAND --help
//   gpulab-cli --help | --version
#include "compute/cli/computecommands.h"
#include "compute/deadlines.h"
#ifdef GPULAB_HAVE_LESSONS
#include "lessons/cli/lessoncommands.h"
#endif

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <exception>
#include <functional>
#include <iostream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#ifndef GPULAB_VERSION
#define GPULAB_VERSION "0.0.0"
#endif

namespace {

using namespace gpulab;

const char *const kUsageHead = "Usage: gpulab-cli COMMAND [OPTIONS]\n\nCommands:\n";

// After the commands and their option blocks.
const char *const kUsageTail = R"(
General options:
  -h, --help              Show this help; after a command, that command's own help.
  --version               Show the version.

An option's value is the next argument, or follows '=' in the same one (--sizes=64,128).

Exit codes (each command's --help lists its own):
  0    ok
  1    a result failed verification (bench, memory, multidevice); a value could not be
       converted (format); a lesson, a specs row or a quiz bank has problems (lessons, specs,
       quiz)
  2    usage error: unknown command or option, missing or malformed value (every command)
  3    no OpenCL device where one was required, or a run could not complete (bench, tune,
       roofline, precision, memory, multidevice)
  130  interrupted by Ctrl-C; what finished is printed (bench, tune, roofline, precision,
       memory, multidevice)
)";

CancelToken g_cancel;
const char *g_commandName = ""; // the command running, for the watchdog's message

// What the Ctrl-C watchdog may do, guarded by g_ending (its forced end and main()'s return
// exclude each other).
std::mutex g_ending;
enum class Watch { Measuring, CameBack, Ended };
Watch g_watch = Watch::Measuring;                   // no LastWords yet counts as measuring
const std::function<void()> *g_lastWords = nullptr; // the command's LastWords, if any

extern "C" void onInterrupt(int)
{
    g_cancel.cancel();
    std::signal(SIGINT, SIG_DFL); // a second Ctrl-C ends the process at once
}

// After a Ctrl-C the run stops at its next check of the token and prints what finished. A run
// inside the OpenCL driver cannot check (a first kernel build takes seconds on PoCL, a hung
// driver for ever): once the interrupt grace (deadlines.h) is over, this thread prints the
// command's last words (cli::LastWords) and ends the process with exit 130.
void interruptWatchdog()
{
    using clock = std::chrono::steady_clock;
    auto over = [] {
        const std::lock_guard lock(g_ending);
        return g_watch == Watch::Ended;
    };
    while (!g_cancel.cancelled()) {
        if (over())
            return;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    const auto until = clock::now() + driverDeadlines().interruptGrace;
    while (clock::now() < until) {
        if (over())
            return;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    const std::lock_guard lock(g_ending);
    if (g_watch != Watch::Measuring)
        return; // the run came back: the command prints and ends for itself
    markDriverStuck();
    if (g_lastWords)
        (*g_lastWords)();
    std::cout.flush();
    std::cerr << "gpulab-cli: " << g_commandName
              << ": interrupted (the OpenCL driver was still busy; what finished is shown)\n";
    std::cerr.flush();
    std::_Exit(cli::ExitInterrupted);
}

void catchCtrlC()
{
    static std::once_flag watching;
    std::call_once(watching, [] { std::thread(interruptWatchdog).detach(); });
    std::signal(SIGINT, onInterrupt);
}

void setLastWords(const std::function<void()> *words)
{
    const std::lock_guard lock(g_ending);
    g_lastWords = words;
    g_watch = words ? Watch::Measuring : Watch::CameBack;
}

// main() returns from here on: the watchdog must not end the process under it.
void endWatching()
{
    const std::lock_guard lock(g_ending);
    g_watch = Watch::Ended;
    g_lastWords = nullptr;
}

std::vector<cli::Command> commandTable()
{
    std::vector<cli::Command> table = cli::computeCommands();
#ifdef GPULAB_HAVE_LESSONS
    for (const cli::Command &command : lessonCommands())
        table.push_back(command);
#endif
    return table;
}

std::string usageText(const std::vector<cli::Command> &table)
{
    std::string text = kUsageHead;
    for (const cli::Command &command : table)
        text += command.summary;
    for (const cli::Command &command : table) {
        if (command.generalOptions)
            text.append("\n").append(command.name).append(" options:\n") +=
                command.generalOptions();
    }
    return text + kUsageTail;
}

// -h or --help among a command's words, before a "--" that ends its options (format encode --
// --help converts the text "--help").
bool asksForHelp(const std::vector<std::string> &args)
{
    for (const std::string &arg : args) {
        if (arg == "--")
            return false;
        if (arg == "-h" || arg == "--help")
            return true;
    }
    return false;
}

int runCommandOnce(const cli::Command &command, const std::vector<std::string> &args)
{
    const std::string name = command.name;
    try {
        if (asksForHelp(args)) {
            std::cout << command.help();
            return cli::ExitOk;
        }
        const cli::CommandContext context{std::cin, std::cout,  std::cerr,
                                          g_cancel, catchCtrlC, setLastWords};
        return command.run(args, context);
    } catch (const cli::UsageError &e) {
        std::cerr << "gpulab-cli: " << e.what() << "\nTry 'gpulab-cli " << name << " --help'.\n";
        return cli::ExitUsage;
    } catch (const ComputeError &e) {
        if (e.kind() == ErrorKind::Cancelled) {
            std::cerr << "gpulab-cli: " << name << ": interrupted\n";
            return cli::ExitInterrupted;
        }
        std::cerr << "gpulab-cli: " << name << ": " << e.what() << "\n";
        return e.kind() == ErrorKind::Usage ? cli::ExitUsage : cli::ExitRuntime;
    } catch (const std::exception &e) {
        std::cerr << "gpulab-cli: unexpected error: " << e.what() << "\n";
        return cli::ExitRuntime;
    }
}

// A Ctrl-C the command caught ends the run as interrupted however the command ended: one that
// came after its last check (while it verified the last run or printed) would otherwise pass
// for a complete run.
int runCommand(const cli::Command &command, const std::vector<std::string> &args)
{
    const int code = runCommandOnce(command, args);
    if (!g_cancel.cancelled() || code == cli::ExitInterrupted)
        return code;
    std::cerr << "gpulab-cli: " << command.name << ": interrupted\n";
    return cli::ExitInterrupted;
}

} // namespace

int main(int argc, char **argv)
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    const std::vector<cli::Command> table = commandTable();
    if (args.empty()) {
        std::cerr << usageText(table);
        return cli::ExitUsage;
    }
    const std::string &word = args.front();
    if (word == "-h" || word == "--help" || word == "help") {
        std::cout << usageText(table);
        return cli::ExitOk;
    }
    if (word == "--version") {
        std::cout << "gpulab-cli " << GPULAB_VERSION << "\n";
        return cli::ExitOk;
    }
    const auto command = std::find_if(table.begin(), table.end(),
                                      [&](const cli::Command &c) { return word == c.name; });
    if (command == table.end()) {
        std::cerr << "gpulab-cli: unknown command '" << word << "'\nTry 'gpulab-cli --help'.\n";
        return cli::ExitUsage;
    }
    g_commandName = command->name;
    const int code = runCommand(*command, {args.begin() + 1, args.end()});
    endWatching();
    if (driverStuck()) {
        // A thread is still blocked in the OpenCL driver (deadlines.h): the static destructors
        // could wait for it for ever, so the process ends here, its output written.
        std::cout.flush();
        std::cerr.flush();
        std::_Exit(code);
    }
    return code;
}
