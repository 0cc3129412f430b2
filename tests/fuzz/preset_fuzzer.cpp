// libFuzzer target for simulation presets (widgets/simulationpreset.h): the properties of
// presetproperties.h (tests/fuzz/CMakeLists.txt).
#include "presetproperties.h"

GPULAB_LIBFUZZER_TARGET("Simulation preset", gpulab::presetfuzz::checkPreset)
