// Where a measurement came from: the schema of the document, the GPU Lab version that made it,
// when (UTC), the CPU model and operating system, and the OpenCL platform, device and driver
// versions of every device it measured. Every `gpulab-cli ... --json` document and every saved
// Live Lab session carries it (as clpeak's users ask of clpeak), so two results can be compared
// knowing what differed.
//
// "provenance": {"schema_version": 1, "app": "GPU Lab", "app_version": "0.1.0",
//                "created_utc": "2026-11-25T09:14:03Z", "cpu_model": "...", "os": "...",
//                "devices": [json::device(...) ...]}
#pragma once

#include "compute/devices.h"

#include <string>
#include <vector>

namespace gpulab {

struct Provenance
{
    // The layout of the --json documents and of the provenance object itself: raised when a
    // field changes meaning or goes away (a new field does not raise it).
    static constexpr int kSchemaVersion = 1;

    std::string appVersion;          // the CMake project version GPU Lab was built as
    std::string createdUtc;          // ISO 8601 with Z, to the second
    std::string cpuModel;            // "AMD EPYC 9654 96-Core Processor", or "unknown"
    std::string os;                  // "Linux 6.1.0-28-amd64 x86_64"
    std::vector<DeviceInfo> devices; // the OpenCL devices measured (none for CPU-only results)
};

// Now, on this machine, for results measured on `devices` (null entries are skipped).
Provenance currentProvenance(const std::vector<const DeviceInfo *> &devices = {});

std::string appVersion();
std::string cpuModelName(); // /proc/cpuinfo's "model name" (or its ARM equivalents); "unknown"
std::string operatingSystem();
std::string utcTimestamp(); // now: "2026-11-25T09:14:03Z"

namespace json {

std::string provenance(const Provenance &provenance); // the object above
// `object` (a JSON object's text) with "provenance" as its first member.
std::string withProvenance(const std::string &object, const Provenance &provenance);

} // namespace json

} // namespace gpulab
