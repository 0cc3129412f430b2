// libFuzzer target for the Live Lab's saved sessions (lessons/framework/labsession.h): the
// properties of sessionproperties.h (tests/fuzz/CMakeLists.txt).
#include "sessionproperties.h"

GPULAB_LIBFUZZER_TARGET("Lab session", gpulab::sessionfuzz::checkSession)
