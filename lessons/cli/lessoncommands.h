// The commands lessons/ contributes to gpulab-cli (app/cli/main.cpp), each defined in its own
// file here: the lessons, the GPU specs data, every data table and the quiz banks, headless
// (QtCore). gpulab-cli has them when the tree is built with Qt; a compute-only build lists the
// compute commands alone.
#pragma once

#include "compute/cli/command.h"

#include <vector>

namespace gpulab {

extern const cli::Command kLessonsCommand; // lessonscommand.cpp
extern const cli::Command kSpecsCommand;   // specscommand.cpp
extern const cli::Command kDataCommand;    // datacommand.cpp
extern const cli::Command kQuizCommand;    // quizcommand.cpp

// In the order of `gpulab-cli --help`.
inline std::vector<cli::Command> lessonCommands()
{
    return {kLessonsCommand, kSpecsCommand, kDataCommand, kQuizCommand};
}

} // namespace gpulab
