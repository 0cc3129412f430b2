// The program's lesson tables, empty: the libFuzzer targets are built without the lessons library
// (whose generated tables list the lessons), yet read lesson folders or report problems the
// lesson reader's way (lessons, sessions, presets). Every simulation but "none" is unknown here,
// which checkAgainstLessonTable reports at its line.
#include "lessons/framework/lessonregistry.h"

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
