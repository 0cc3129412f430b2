// JSON text for the compute engine's results, shared by `gpulab-cli` (its --json outputs) and the
// measurement engine protocol (compute/engine.h). Writing only: the engine's readers are the
// application (QJsonDocument) and scripts. Numbers that are absent or not finite become null.
#pragma once

#include "compute/bandwidth.h"
#include "compute/benchmark.h"
#include "compute/devices.h"
#include "compute/gemv.h"
#include "compute/latency.h"
#include "compute/multidevice.h"
#include "compute/roofline.h"
#include "compute/transfer.h"
#include "compute/tuning.h"

#include <string>

namespace gpulab::json {

std::string string(const std::string &text);             // quoted, escaped; bad UTF-8: U+FFFD
std::string number(double value, bool present = true);   // %.9g, or null
std::string boolean(bool value);                         // true / false
std::string device(const DeviceInfo &device);            // every DeviceInfo field
std::string discovery(const DeviceDiscovery &discovery); // {"devices": [...], "problem", ...}
std::string benchResult(const BenchResult &result);      // one row of a benchmark
std::string roofs(const DeviceRoofs &roofs, const std::string &deviceName);

// The memory measurements (latency.h, bandwidth.h, transfer.h, multidevice.h): one point, and
// the whole report with its points. Sizes are in bytes, times in seconds (latency in ns),
// bandwidths in GB/s (10^9 bytes per second).
std::string latencyPoint(const LatencyPoint &point);
std::string latency(const LatencyReport &report);
std::string bandwidthPoint(const BandwidthPoint &point);
std::string bandwidth(const BandwidthReport &report);
std::string transferPoint(const TransferPoint &point);
std::string transfer(const TransferReport &report);
std::string deviceBand(const DeviceBand &band);
std::string multiDevice(const MultiDeviceReport &report);
// GEMV against GEMM (gemv.h): one product {"kernel", "variant", "n", "repeats", "seconds_median",
// "seconds_min", "seconds_max", "device_seconds_median", "flops", "bytes", "gflops", "gbs",
// "intensity", "rel_error", "verified", "message", "parameters"}; the whole {"n", "device",
// "copies", "build_seconds", "cancelled", "verified", "gemv": {...}, "gemm": {...}}.
std::string gemvProduct(const ProductMeasurement &product);
std::string gemv(const GemvReport &report);
// One candidate of a tuning pass: {"params", "tile": [rows, columns] (regblockTile), "default",
// "status", "gflops": [per size], "score",
// "build_seconds", "rel_error", "message"}; the whole pass adds "sizes", "candidates",
// "chosen" (an index or null), "interrupted", "budget_spent", "seconds", "cache_path",
// "cache_problem".
std::string tuneCandidate(const TuneCandidate &candidate);
std::string tuneReport(const TuneReport &report);
// What opencl-regblock runs with on a device (tuning.h, TuningState): {"source", "params",
// "tile", "path", "problem", "tuned": null or {"params", "tile", "gflops", "default_gflops",
// "sizes", "date"}}.
std::string tuningState(const TuningState &state);

} // namespace gpulab::json
