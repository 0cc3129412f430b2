// `gpulab-cli format encode|decode|table`: the exact number-format codec (compute/formats.h) on
// the command line. encode and decode print one JSON object per line, in input order; `format
// --help` has the whole contract.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace gpulab {

// `args` are the words after "format". Returns the exit code: 0 ok, 1 some value or bit pattern
// could not be converted (the others are still printed, an error object in its place), 2 usage
// error.
int runFormatCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

// Its lines in gpulab-cli's top-level usage text.
extern const char *const kFormatCommandUsage;

} // namespace gpulab
