// Shared set-up for the lesson tests: what the app lends a lesson (LessonContext) — a machine
// state, the one measurement engine and the data tables — made by the test instead of the app.
#pragma once

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/engineclient.h"
#include "lessons/framework/lessoncontext.h"
#include "lessons/framework/machinestate.h"

namespace gpulab::test {

struct LessonServices
{
    MachineState machine;
    EngineService engine;
    DataCatalog data = DataCatalog::load();
    LessonContext context() { return {&machine, &engine, &data}; }
};

} // namespace gpulab::test
