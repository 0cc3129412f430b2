// Shared set-up for the lesson tests: what the app lends a lesson (LessonContext) — a machine
// state and the one measurement engine — made by the test instead of the app's DeviceService.
#pragma once

#include "lessons/framework/engineclient.h"
#include "lessons/framework/lessoncontext.h"
#include "lessons/framework/machinestate.h"

namespace gpulab::test {

struct LessonServices
{
    MachineState machine;
    EngineService engine;
    LessonContext context() { return {&machine, &engine}; }
};

} // namespace gpulab::test
