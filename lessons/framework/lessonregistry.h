// The program's lesson table, QtCore side: for every lesson folder that declares C++ parts in
// its lesson.cmake (gpulab_add_lesson, lessons/framework/lessonkit.cmake), its id, the id of
// the simulation its model declares, and the model's factory; and the data tables lessons
// declare (read by DataCatalog::load()). The tables themselves are generated at build time
// (lessonModelTable(), lessonDataTable()); this header is what the rest of the program asks of
// them. Widgets' side (scenes, panels): panelregistry.h.
#pragma once

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/simulationmodel.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <span>

namespace gpulab {

struct LessonModelEntry
{
    // The model, with the data tables it reads its figures from.
    using ModelFactory = std::unique_ptr<SimulationModel> (*)(const DataCatalog &data);
    const char *lessonId;     // the manifest's "id"
    const char *simulationId; // the model's kSimulationId; null when the lesson has no model
    ModelFactory makeModel;   // null when the lesson has no model
    const char *declaredIn;   // the lesson.cmake that declared it
};

// Generated (lessonkit.cmake): one entry per declared lesson, in folder order.
std::span<const LessonModelEntry> lessonModelTable();

// A data table a lesson declares (gpulab_add_lesson(... DATA <class>), datacatalog.h).
struct LessonDataEntry
{
    const char *lessonId;
    const char *table;               // the class's kName
    const char *variable;            // its kPathVariable
    void (*read)(DataCatalog &data); // reads the table's file into `data`
};

// Generated (lessonkit.cmake): every lesson's data tables, in folder order.
std::span<const LessonDataEntry> lessonDataTable();

// The declared lesson with this id, or null.
const LessonModelEntry *findDeclaredLesson(const QString &lessonId);

// A new simulation model by its id (a manifest's "simulation"), or null for "none" / unknown.
// A model that shows figures takes them from `data`.
std::unique_ptr<SimulationModel> createSimulationModel(const QString &simulationId,
                                                       const DataCatalog &data);

// True when `simulationId` is "none" or some declared lesson's model has it.
bool isKnownSimulation(const QString &simulationId);

// "none" and every declared simulation id, in table order.
QStringList knownSimulationIds();

// Adds to each lesson the problems of its manifest against the table: an unknown simulation
// (FILE:LINE of "simulation"), a simulation other than the one the lesson id's C++ parts were
// built for; and appends an unusable lesson for each declared id no folder provides.
void checkAgainstLessonTable(QList<LessonLoadResult> &lessons);

} // namespace gpulab
