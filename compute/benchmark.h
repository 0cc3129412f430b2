// The benchmark runner behind `gpulab-cli bench` and the Live Lab: for each size, random inputs,
// one float64 reference, then each variant: size guard -> prepare (kernel build, timed apart) ->
// warm-up -> R timed repeats (C poisoned with NaN before every run) -> verification of every run.
// Results carry median/min/max; speedups are over serial-naive at the same N in the same run.
#pragma once

#include "compute/cancel.h"
#include "compute/cldevice.h"
#include "compute/variants.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace gpulab {

struct BenchConfig
{
    std::vector<int> sizes{256, 512, 1024};
    std::vector<std::string> variants; // ids; empty = every built variant the device allows
    int repeats = 3;
    bool verify = true;
    std::uint64_t seed = 20261121;
};

struct BenchResult
{
    enum class Status { Ok, Failed, Error, Skipped };
    std::string variant;
    int n = 0;
    Status status = Status::Error;
    std::string message; // why Failed / Error / Skipped
    int repeats = 0;     // timed runs behind the statistics
    double secondsMedian = 0, secondsMin = 0, secondsMax = 0;
    double deviceSecondsMedian = -1; // -1: not measured (CPU variants, CLBlast)
    double endToEndSecondsMedian = 0;
    double buildSeconds = 0;
    double gflops = 0;
    double speedupVsSerial = -1; // -1: serial-naive not in this run at this N
    double relError = -1;        // -1: not verified
    bool verified = false;       // rel_error <= kMaxRelativeError on every run
    std::string parameters;      // GemmVariant::parameters(): the set it ran with, or empty
};

struct BenchEvent
{
    enum class Kind { Reference, Building, Running, Finished };
    Kind kind = Kind::Running;
    std::string variant;
    int n = 0;
    int run = 0;                         // 0 = warm-up, 1..R timed
    double fraction = 0.0;               // of this run
    const BenchResult *result = nullptr; // with Finished
};

struct BenchReport
{
    std::vector<BenchResult> results;
    bool cancelled = false;
};

class Benchmark
{
public:
    // `device` may be null (no OpenCL): OpenCL variants are then skipped with the reason.
    Benchmark(ClDevice *device, std::string noDeviceReason = {});

    // Runs on the calling thread; `onEvent` is called from it (and from worker threads for
    // cpu-threads progress). Throws ComputeError(Usage) for an unknown variant id.
    BenchReport run(const BenchConfig &config, const CancelToken &cancel,
                    const std::function<void(const BenchEvent &)> &onEvent = {});

    // The variant ids `config.variants` = {} or {"all"} stands for, given the device.
    std::vector<std::string> resolveVariants(const std::vector<std::string> &requested) const;

private:
    ClDevice *m_device;
    std::string m_noDeviceReason;
};

const char *statusName(BenchResult::Status status); // "ok", "FAILED", "error", "skipped"

} // namespace gpulab
