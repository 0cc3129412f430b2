// `gpulab-cli quiz validate [--json] FILE...` and `gpulab-cli quiz export --lesson ID --gift FILE
// [--lessons-dir DIR]`: check GIFT question banks and write a lesson's bank back out, headless
// (QtCore; see lessons/framework/gift.h for the grammar).
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace gpulab {

// `quiz --help` (also after validate or export) prints the command's own help, exit 0.
// validate: 0 every file parses, 1 some file has problems (FILE:LINE: message on `err`, or in the
// JSON), 2 usage error. export: 0 written, 1 the lesson or its bank has problems (nothing is
// written), 2 usage error.
int runQuizCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

extern const char *const kQuizCommandUsage;

} // namespace gpulab
