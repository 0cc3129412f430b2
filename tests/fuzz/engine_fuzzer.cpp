// libFuzzer target for the measurement engine's request lines and line loop (compute/
// enginerequest.h, engine.h): the properties of engineproperties.h (tests/fuzz/CMakeLists.txt).
#include "engineproperties.h"

GPULAB_LIBFUZZER_TARGET("Engine request", gpulab::enginefuzz::checkEngine)
