// The measurement engine's requests (engine.h) read from their line: the verb and its key=value
// words, then each value read as gpulab-cli reads its options (compute/cliargs.h) and checked as
// the request needs it, into the config the measurement takes. Pure (no device, no thread), so
// the engine and its fuzz test (tests/fuzz/engineproperties.h) read a line the same way.
#pragma once

#include "compute/bandwidth.h"
#include "compute/benchmark.h"
#include "compute/gemv.h"
#include "compute/latency.h"
#include "compute/multidevice.h"
#include "compute/transfer.h"
#include "compute/tuning.h"

#include <map>
#include <string>

namespace gpulab {

// A line split into its first word and its key=value words (a later key replaces an earlier).
struct EngineWords
{
    std::string verb;
    std::map<std::string, std::string> options;
};

// Throws ComputeError(Usage) "expected key=value, got 'WORD'" for a word without '=' or with
// nothing before it. Words are separated by whitespace.
EngineWords splitEngineRequest(const std::string &line);

// A request with every value read and checked; the config of its kind is the one filled.
struct EngineRequest
{
    enum class Kind {
        Devices,
        Bench,
        Roofs,
        Latency,
        Bandwidth,
        Transfer,
        MultiDevice,
        Tune,
        Tuning,
        Gemv
    };
    Kind kind = Kind::Devices;
    int device =
        0; // bench, roofs, bandwidth, transfer: -1 = no OpenCL device; tune(ing), gemv: >= 0
    int repeats = 5; // roofs
    BenchConfig bench;
    LatencyConfig latency;
    BandwidthConfig bandwidth;
    TransferConfig transfer;
    MultiDeviceConfig multiDevice;
    TuneConfig tune;
    GemvConfig gemv;
};

// The typed request of a verb other than "cancel"; throws ComputeError(Usage) naming what is
// wrong ("unknown request 'fly'", "repeats must be at least 1", "device expects a whole
// number ..."). Whole numbers out of what their field holds are refused, never wrapped.
EngineRequest readEngineRequest(const EngineWords &words);

} // namespace gpulab
