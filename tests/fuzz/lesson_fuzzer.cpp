// libFuzzer target for lesson manifests and folders (lessons/framework/lessoncontent.h,
// lessonregistry.h): the properties of lessonproperties.h (tests/fuzz/CMakeLists.txt). The
// fuzzer is built without the lessons library: the program's lesson tables are empty here
// (emptylessontables.cpp).
#include "lessonproperties.h"

GPULAB_LIBFUZZER_TARGET("Lesson manifest", gpulab::lessonfuzz::checkLesson)
