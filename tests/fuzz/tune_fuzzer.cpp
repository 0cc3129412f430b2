// libFuzzer target for the user's cache files (the tuning file, compute/tuning.h; the program
// binary file, compute/cldevice.h): the properties of tuneproperties.h
// (tests/fuzz/CMakeLists.txt).
#include "tuneproperties.h"

GPULAB_LIBFUZZER_TARGET("Cache file", gpulab::tunefuzz::checkTuning)
