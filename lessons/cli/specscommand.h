// `gpulab-cli specs`: lists the GPU specs data (assets/data/gpu-specs.csv, or the file given) and
// validates it, for instructors who edit or extend the figures and for scripts.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace gpulab {

// Returns the process exit code: 0 every row loaded, 1 some row has problems (listed as
// FILE:LINE: message on `err`, the row skipped), 2 usage error or unreadable file.
int runSpecsCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

extern const char *const kSpecsCommandUsage;

} // namespace gpulab
