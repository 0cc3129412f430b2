// LessonContext: what a lesson's panel may use of the application, handed to it when it is made
// (no globals): the machine state (the OpenCL device chosen in the status bar and the figures
// measured on it, shared between lessons) and the one measurement engine process. The app's
// DeviceService owns both and outlives every panel; a test makes its own pair.
#pragma once

namespace gpulab {

class EngineService;
class MachineState;

struct LessonContext
{
    MachineState *machine = nullptr;
    EngineService *engine = nullptr;
};

} // namespace gpulab
