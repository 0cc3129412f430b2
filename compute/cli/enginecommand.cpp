// `gpulab-cli engine`: the measurement engine (compute/engine.h) on standard input and output,
// the process in which the GPU Lab window runs every OpenCL measurement.
#include "compute/cli/computecommands.h"
#include "compute/engine.h"

namespace gpulab::cli {

namespace {

const char *const kSummary =
    "  engine                  Serve measurement requests on standard input, one JSON event per\n"
    "                          line on standard output: how the GPU Lab window runs every OpenCL\n"
    "                          measurement in a separate process (protocol: compute/engine.h).\n";

const char *const kHelp =
    R"(Usage: gpulab-cli engine

Serve measurement requests read on standard input, one per line (devices, bench, roofs,
latency, bandwidth, transfer, multidevice, cancel, quit), and answer with one JSON event per
line on standard output; every request ends with a "done" event. This is how the GPU Lab window
runs every OpenCL measurement in a separate process (protocol: compute/engine.h); it is not
meant to be typed by hand. The engine takes no options. The end of the input is a quit: the
running request is cancelled (keep the input open until its "done" when piping requests in).
On Linux the engine also ends when the process that started it ends.

  -h, --help              Show this help.

Exit codes: 0 after 'quit' or at the end of the input; 2 usage error (any argument).
)";

int commandEngine(const std::vector<std::string> &args, const CommandContext &context)
{
    if (!args.empty())
        throw UsageError("engine takes no options: it reads requests on standard input");
    return runEngine(context.in, context.out, EngineOptions{.quitAtEndOfInput = true});
}

} // namespace

const Command kEngineCommand{"engine", kSummary, [] { return std::string(kHelp); }, commandEngine};

} // namespace gpulab::cli
