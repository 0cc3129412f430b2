// `gpulab-cli lessons [--json] [--lessons-dir DIR]`: lists the lessons (built in, overlaid by an
// external folder) with their sections, simulation and quiz size, headless. It lives in lessons/
// (QtCore) rather than compute/ so that compute/ stays free of Qt; gpulab-cli links it when the
// tree is built with Qt (not GPULAB_COMPUTE_ONLY).
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace gpulab {

// Returns the process exit code: 0 every lesson loaded, 1 some lesson has problems (they are
// listed as FILE:LINE: message on `err`), 2 usage error.
int runLessonsCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

extern const char *const kLessonsCommandUsage;

} // namespace gpulab
