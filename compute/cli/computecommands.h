// The commands compute/ contributes to gpulab-cli (app/cli/main.cpp), each defined in its own
// file here: the devices, the GEMM ladder, its tuning and the roofline, the measurement engine, the
// number formats, and the measurements of the Tensor Cores, Memory-hierarchy, NVLink and
// Training-vs-inference lessons.
// Plain C++20 + OpenCL, no Qt: gpulab-cli is built with them alone where there is no Qt.
#pragma once

#include "compute/cli/command.h"

#include <vector>

namespace gpulab::cli {

extern const Command kDevicesCommand;     // devicescommand.cpp
extern const Command kBenchCommand;       // benchcommand.cpp
extern const Command kTuneCommand;        // tunecommand.cpp
extern const Command kRooflineCommand;    // devicescommand.cpp
extern const Command kEngineCommand;      // enginecommand.cpp
extern const Command kFormatCommand;      // formatcommand.cpp
extern const Command kPrecisionCommand;   // precisioncommand.cpp
extern const Command kMemoryCommand;      // memorycommand.cpp
extern const Command kMultiDeviceCommand; // memorycommand.cpp
extern const Command kGemvCommand;        // gemvcommand.cpp
// This machine's telemetry (compute/telemetry.h), the Telemetry lesson's.
extern const Command kMonitorCommand; // monitorcommand.cpp

// In the order of `gpulab-cli --help`.
inline std::vector<Command> computeCommands()
{
    return {kDevicesCommand,     kBenchCommand,  kTuneCommand,      kRooflineCommand,
            kEngineCommand,      kFormatCommand, kPrecisionCommand, kMemoryCommand,
            kMultiDeviceCommand, kGemvCommand,   kMonitorCommand};
}

} // namespace gpulab::cli
