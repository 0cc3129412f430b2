// `gpulab-cli precision`: the low-precision matrix-product experiment and the accumulation
// stagnation experiment of compute/lowprecision.h on the command line (`precision --help`).
#pragma once

#include "compute/cancel.h"

#include <ostream>
#include <string>
#include <vector>

namespace gpulab {

// `args` are the words after "precision". Returns the exit code: 0 ok, 2 usage error, 3 the
// computation could not complete (a runtime ComputeError), 130 interrupted through `cancel`
// (the table then shows what finished).
int runPrecisionCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err,
                        const CancelToken &cancel);

// Its lines in gpulab-cli's top-level usage text.
extern const char *const kPrecisionCommandUsage;

} // namespace gpulab
