// libFuzzer target for every data table (the CSV reader of lessons/framework/datatable.h through
// gpu-specs', models', interconnects' and memory-levels' column declarations): the properties of
// tableproperties.h (tests/fuzz/CMakeLists.txt).
#include "tableproperties.h"

GPULAB_LIBFUZZER_TARGET("Data table", gpulab::tablefuzz::checkTables)
