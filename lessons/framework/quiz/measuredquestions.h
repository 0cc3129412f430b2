// Questions about the student's own measurements: when this machine has a verified race (Live
// Lab, CPU vs GPU), measured roofs (Memory hierarchy) or a host <-> device transfer (NVLink), a
// lesson's quiz gains numerical questions built from those figures, graded with a tolerance.
// Built fresh each time a quiz starts, from MachineState (QtCore; no widgets).
#pragma once

#include "lessons/framework/machinestate.h"
#include "lessons/framework/quiz/gift.h"

#include <optional>

namespace gpulab {

class MachineState;

struct MeasuredFigures
{
    std::optional<MeasuredRace> race;
    std::optional<MeasuredRoofs> roofs;
    std::optional<MeasuredTransfer> transfer;

    // What MachineState holds for the device chosen in the status bar.
    static MeasuredFigures of(const MachineState &state);
};

// The questions for `lessonId` ("live-lab", "cpu-vs-gpu", "memory-hierarchy",
// "nvlink-interconnects", "training-vs-inference", "accelerators", "cost", "telemetry"; none for
// others or without figures). Every
// answer is computed from the rounded figures the question shows, so a student working from the
// text gets it exactly; the tolerance (10 %, 5 % for a rate) covers their own rounding.
QList<gift::Question> measuredQuestions(const QString &lessonId, const MeasuredFigures &figures);

} // namespace gpulab
