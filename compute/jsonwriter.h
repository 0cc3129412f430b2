// JSON text for the compute engine's results, shared by `gpulab-cli` (its --json outputs) and the
// measurement engine protocol (compute/engine.h). Writing only: the engine's readers are the
// application (QJsonDocument) and scripts. Numbers that are absent or not finite become null.
#pragma once

#include "compute/benchmark.h"
#include "compute/devices.h"
#include "compute/roofline.h"

#include <string>

namespace gpulab::json {

std::string string(const std::string &text);             // quoted and escaped
std::string number(double value, bool present = true);   // %.9g, or null
std::string boolean(bool value);                         // true / false
std::string device(const DeviceInfo &device);            // every DeviceInfo field
std::string discovery(const DeviceDiscovery &discovery); // {"devices": [...], "problem", ...}
std::string benchResult(const BenchResult &result);      // one row of a benchmark
std::string roofs(const DeviceRoofs &roofs, const std::string &deviceName);

} // namespace gpulab::json
