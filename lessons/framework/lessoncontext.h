// LessonContext: what a lesson's panel may use of the application, handed to it when it is made
// (no globals): the machine state (the OpenCL device chosen in the status bar and the figures
// measured on it, shared between lessons), the one measurement engine process, and the data
// tables every lesson reads its figures from (loaded once). The app's DeviceService owns the
// first two, its MainWindow the data, and both outlive every panel; a test makes its own set
// (tests/lessons/lessontestsupport.h).
#pragma once

namespace gpulab {

class DataCatalog;
class EngineService;
class MachineState;

struct LessonContext
{
    MachineState *machine = nullptr;
    EngineService *engine = nullptr;
    const DataCatalog *data = nullptr;
};

} // namespace gpulab
