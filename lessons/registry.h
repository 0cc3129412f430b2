// The lesson registration table: the one place that ties a lesson id (from its manifest) to its
// C++ parts — simulation model, scene and panel class. Adding a lesson is a folder under lessons/
// plus one line in registry.cpp (see DESIGN.md).
#pragma once

#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/simulationmodel.h"
#include "widgets/simulationscene.h"

#include <QString>

#include <memory>
#include <span>

class QWidget;

namespace gpulab {

class LessonPanel;

struct LessonRegistration
{
    using ModelFactory = std::unique_ptr<SimulationModel> (*)();
    using SceneFactory = std::unique_ptr<SimulationScene> (*)();
    using PanelFactory = LessonPanel *(*)(const LessonContent &, std::unique_ptr<SimulationModel>,
                                          std::unique_ptr<SimulationScene>, QWidget *);
    const char *lessonId;
    const char *simulationId; // what a manifest names in "simulation"
    ModelFactory makeModel;
    SceneFactory makeScene;
    PanelFactory makePanel;
};

std::span<const LessonRegistration> lessonRegistry();

// A new simulation model by its id (a manifest's "simulation"), or null for "none" / unknown.
std::unique_ptr<SimulationModel> createSimulationModel(const QString &simulationId);

// The panel for a loaded lesson: the registered panel class for its id, or the plain
// LessonPanel (text + the simulation its manifest names) for a lesson that only exists as a
// folder. Calls load(section).
LessonPanel *createLessonPanel(const LessonContent &content, int section, QWidget *parent);

// True when `simulationId` is "none" or registered.
bool isKnownSimulation(const QString &simulationId);

} // namespace gpulab
