// `gpulab-cli memory latency|bandwidth|transfer` and `gpulab-cli multidevice`: the live
// measurements of the Memory-hierarchy and NVLink lessons on the command line
// (compute/latency.h, bandwidth.h, transfer.h, multidevice.h); each has its own --help
// (`memory --help`, `multidevice --help`).
#pragma once

#include "compute/cancel.h"

#include <ostream>
#include <string>
#include <vector>

namespace gpulab {

// `args` are the words after "memory" / "multidevice". Return the exit code: 0 ok, 1 a result
// failed verification, 2 usage error, 3 no OpenCL device where one is needed or a run could not
// complete, 130 interrupted through `cancel` (what finished is printed).
int runMemoryCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err,
                     const CancelToken &cancel);
int runMultiDeviceCommand(const std::vector<std::string> &args, std::ostream &out,
                          std::ostream &err, const CancelToken &cancel);

// Their lines in gpulab-cli's top-level usage text.
extern const char *const kMemoryCommandUsage;

} // namespace gpulab
