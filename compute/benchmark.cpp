// The benchmark runner (see benchmark.h for the flow).
#include "compute/benchmark.h"

#include "compute/matrix.h"
#include "compute/sizeguard.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <memory>

namespace gpulab {

const char *statusName(BenchResult::Status status)
{
    switch (status) {
    case BenchResult::Status::Ok: return "ok";
    case BenchResult::Status::Failed: return "FAILED";
    case BenchResult::Status::Error: return "error";
    case BenchResult::Status::Skipped: return "skipped";
    }
    return "?";
}

Benchmark::Benchmark(ClDevice *device, std::string noDeviceReason)
    : m_device(device), m_noDeviceReason(std::move(noDeviceReason))
{}

std::vector<std::string> Benchmark::resolveVariants(const std::vector<std::string> &requested) const
{
    std::vector<std::string> ids;
    const bool all = requested.empty() ||
                     std::find(requested.begin(), requested.end(), "all") != requested.end();
    if (all) {
        for (const VariantInfo &info : variantCatalog()) {
            if (info.built)
                ids.emplace_back(info.id);
        }
        return ids;
    }
    for (const std::string &id : requested) {
        if (!findVariant(id))
            throw ComputeError(ErrorKind::Usage, "Unknown variant '" + id + "'");
        if (std::find(ids.begin(), ids.end(), id) == ids.end())
            ids.push_back(id);
    }
    return ids;
}

namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : 0.5 * (values[mid - 1] + values[mid]);
}

// A run at least this long is its own warm-up: cold caches and page faults cost milliseconds.
constexpr double kSelfWarmingSeconds = 1.0;

} // namespace

BenchReport Benchmark::run(const BenchConfig &config, const CancelToken &cancel,
                           const std::function<void(const BenchEvent &)> &onEvent)
{
    const std::vector<std::string> ids = resolveVariants(config.variants);
    for (int n : config.sizes) {
        if (n < 1)
            throw ComputeError(ErrorKind::Usage,
                               "Matrix size must be at least 1 (got " + std::to_string(n) + ")");
    }
    const int repeats = std::max(1, config.repeats);
    auto emit = [&](const BenchEvent &event) {
        if (onEvent)
            onEvent(event);
    };

    BenchReport report;
    std::map<std::string, std::unique_ptr<GemmVariant>> variants; // built once, kept across sizes
    try {
        for (std::size_t sizeIndex = 0; sizeIndex < config.sizes.size(); ++sizeIndex) {
            const int n = config.sizes[sizeIndex];
            const std::uint64_t hostAvailable = availableHostMemory();
            const std::uint64_t referenceBytes =
                config.verify ? std::uint64_t(n) * std::uint64_t(n) * sizeof(double) : 0;
            std::vector<float> a, b;
            std::vector<double> reference;
            for (const std::string &id : ids) {
                BenchResult result;
                result.variant = id;
                result.n = n;
                const VariantInfo &info = *findVariant(id);
                auto finish = [&] {
                    report.results.push_back(result);
                    BenchEvent event{BenchEvent::Kind::Finished, id, n, 0, 1.0,
                                     &report.results.back()};
                    emit(event);
                };
                cancel.throwIfCancelled();
                if (info.backend == Backend::OpenCl && !m_device) {
                    result.status = BenchResult::Status::Skipped;
                    result.message = "no OpenCL device" +
                                     (m_noDeviceReason.empty() ? "" : ": " + m_noDeviceReason);
                    finish();
                    continue;
                }
                if (!info.built) {
                    result.status = BenchResult::Status::Skipped;
                    result.message = std::string(info.missingHint);
                    finish();
                    continue;
                }
                try {
                    auto &variant = variants[id];
                    if (!variant)
                        variant = makeVariant(id, m_device);
                    result.parameters = variant->parameters();
                    // Refuse before allocating anything for this size.
                    checkProblemSize(info, variant->memoryNeed(n), n,
                                     m_device ? &m_device->info() : nullptr, hostAvailable,
                                     referenceBytes);
                    if (a.empty()) {
                        a = randomMatrix(n, config.seed + 2 * sizeIndex);
                        b = randomMatrix(n, config.seed + 2 * sizeIndex + 1);
                    }
                    if (config.verify && reference.empty()) {
                        emit({BenchEvent::Kind::Reference, id, n, 0, 0.0, nullptr});
                        reference = referenceGemm(n, a, b, &cancel);
                    }
                    emit({BenchEvent::Kind::Building, id, n, 0, 0.0, nullptr});
                    result.buildSeconds = variant->prepare(n);

                    std::vector<float> c(std::size_t(n) * std::size_t(n));
                    std::vector<double> seconds, deviceSeconds, endToEnd;
                    double worstError = 0.0;
                    for (int runIndex = 0; int(seconds.size()) < repeats; ++runIndex) {
                        cancel.throwIfCancelled();
                        std::fill(c.begin(), c.end(), std::numeric_limits<float>::quiet_NaN());
                        RunControl control;
                        control.cancel = &cancel;
                        control.progress = [&](double fraction) {
                            emit({BenchEvent::Kind::Running, id, n, runIndex, fraction, nullptr});
                        };
                        const RunTiming timing =
                            variant->run(n, a.data(), b.data(), c.data(), control);
                        if (config.verify) {
                            const double error = relativeError(c, reference);
                            worstError = std::isnan(error) ? error : std::max(worstError, error);
                        }
                        if (runIndex == 0 && timing.seconds < kSelfWarmingSeconds)
                            continue; // the warm-up: not counted
                        seconds.push_back(timing.seconds);
                        deviceSeconds.push_back(timing.deviceSeconds);
                        endToEnd.push_back(timing.endToEndSeconds);
                    }
                    result.repeats = int(seconds.size());
                    result.secondsMedian = median(seconds);
                    result.secondsMin = *std::min_element(seconds.begin(), seconds.end());
                    result.secondsMax = *std::max_element(seconds.begin(), seconds.end());
                    result.endToEndSecondsMedian = median(endToEnd);
                    result.deviceSecondsMedian =
                        deviceSeconds.front() < 0 ? -1.0 : median(deviceSeconds);
                    result.gflops = 2.0 * double(n) * double(n) * double(n) /
                                    std::max(result.secondsMedian, 1e-12) / 1e9;
                    if (config.verify) {
                        result.relError = worstError;
                        result.verified = worstError <= kMaxRelativeError;
                        result.status =
                            result.verified ? BenchResult::Status::Ok : BenchResult::Status::Failed;
                        if (!result.verified)
                            result.message = "relative error above the 1e-5 limit";
                    } else {
                        result.status = BenchResult::Status::Ok;
                    }
                } catch (const ComputeError &e) {
                    if (e.kind() == ErrorKind::Cancelled)
                        throw;
                    result.status = BenchResult::Status::Error;
                    result.message = e.what();
                }
                finish();
            }
        }
    } catch (const ComputeError &e) {
        if (e.kind() != ErrorKind::Cancelled)
            throw;
        report.cancelled = true;
    }
    // A cancel after the last check (during the last run's verification) still marks the report.
    report.cancelled = report.cancelled || cancel.cancelled();

    // Speedups over serial-naive at the same size.
    for (BenchResult &result : report.results) {
        for (const BenchResult &serial : report.results) {
            if (serial.variant == "serial-naive" && serial.n == result.n &&
                serial.status == BenchResult::Status::Ok &&
                result.status != BenchResult::Status::Error &&
                result.status != BenchResult::Status::Skipped && result.secondsMedian > 0)
                result.speedupVsSerial = serial.secondsMedian / result.secondsMedian;
        }
    }
    return report;
}

} // namespace gpulab
