// libFuzzer target for lesson manifests and folders (lessons/framework/lessoncontent.h,
// lessonregistry.h): the properties of lessonproperties.h (tests/fuzz/CMakeLists.txt). The
// fuzzer is built without the lessons library, so the program's lesson tables are empty here:
// every simulation but "none" is unknown, which checkAgainstLessonTable reports at its line.
#include "lessonproperties.h"

namespace gpulab {
std::span<const LessonModelEntry> lessonModelTable()
{
    return {};
}
std::span<const LessonDataEntry> lessonDataTable()
{
    return {};
}
} // namespace gpulab

GPULAB_LIBFUZZER_TARGET("Lesson manifest", gpulab::lessonfuzz::checkLesson)
