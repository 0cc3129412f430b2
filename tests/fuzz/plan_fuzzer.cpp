// libFuzzer target for class plans (app/classplan.h): the properties of planproperties.h
// (tests/fuzz/CMakeLists.txt).
#include "planproperties.h"

GPULAB_LIBFUZZER_TARGET("Class plan", gpulab::planfuzz::checkPlan)
