// libFuzzer target for the .npy reader (compute/npyreader.h): the properties of npyproperties.h
// (tests/fuzz/CMakeLists.txt).
#include "npyproperties.h"

GPULAB_LIBFUZZER_TARGET("npy file", gpulab::npyfuzz::checkNpy)
