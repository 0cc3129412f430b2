// The program's lesson table, widgets side: for every declared lesson (lessonkit.cmake), the
// scene that draws its model and its panel class. Generated at build time
// (lessonPanelTable()); createLessonPanel() is how the window and the tests make a panel.
// QtCore side (models, simulation ids): lessonregistry.h.
#pragma once

#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/lessoncontext.h"
#include "lessons/framework/simulationmodel.h"
#include "widgets/simulationscene.h"

#include <memory>
#include <span>

class QWidget;

namespace gpulab {

class LessonPanel;

struct LessonPanelEntry
{
    using SceneFactory = std::unique_ptr<SimulationScene> (*)();
    using PanelFactory = LessonPanel *(*)(const LessonContext &, const LessonContent &,
                                          std::unique_ptr<SimulationModel>,
                                          std::unique_ptr<SimulationScene>, QWidget *);
    const char *lessonId;
    SceneFactory makeScene; // draws the lesson's model; null without one
    PanelFactory makePanel; // null: the plain LessonPanel
};

// Generated (lessonkit.cmake): one entry per declared lesson, in the order of lessonModelTable().
std::span<const LessonPanelEntry> lessonPanelTable();

// The panel for a loaded lesson: the declared panel class for its id, or the plain LessonPanel
// (text + the simulation its manifest names) for a lesson that is only a folder. The model and
// scene are those of the simulation the manifest names; `context` is what the app lends the
// panel (lessoncontext.h). Calls load(section).
LessonPanel *createLessonPanel(const LessonContext &context, const LessonContent &content,
                               int section, QWidget *parent);

} // namespace gpulab
