// Class plans: an instructor's walk through a class, across lessons, as a small JSON file. Each
// step is a view of the app — a lesson, its section, the simulation's beat, the tab, optionally
// a saved simulation set-up — with a note for the instructor and a time budget. The clicker
// walks the steps in presenter mode (ClassPlanController); "Add This View to the Plan" makes
// them; File › Class Plan and `gpulab --plan FILE` open them.
//
//   {"format": "gpulab-class-plan", "version": 1, "title": "Week 3: why GPUs",
//    "steps": [
//      {"lesson": "cpu-vs-gpu", "section": "cpu-wins", "beat": 2, "tab": "amdahl",
//       "setup": {a simulation preset: widgets/simulationpreset.h},
//       "note": "Hands up: CPU or GPU first?", "minutes": 5},
//      {"lesson": "precision", "section": 3}, ...]}
//
// "lesson" is a lesson's id; "section" a section's id, or its number as the app shows it (1 is
// the first); "beat" (0-based, as the model counts), "tab", "setup", "note" and "minutes" are
// optional. A plan is read step by step: a step that is wrong (a missing lesson, a section the
// lesson does not have, a value out of range) is a problem with FILE:LINE, and the good steps
// are kept. Reading is pure (parseClassPlan); checking against the lessons this app has is
// checkClassPlan.
#pragma once

#include "lessons/framework/lessoncontent.h"
#include "widgets/simulationpreset.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace gpulab {

namespace classplanlimit {
constexpr int kMaxSteps = 500;       // a day of classes, several times over
constexpr int kMaxTitle = 200;       // characters
constexpr int kMaxNote = 4000;       // characters of one step's note
constexpr int kMaxMinutes = 24 * 60; // one step's time budget
constexpr int kMaxId = 200;          // a lesson, section or tab id
} // namespace classplanlimit

struct ClassPlanStep
{
    QString lesson;        // the lesson's id
    QString section;       // the section's id; empty: "sectionNumber" names it
    int sectionNumber = 0; // 1-based, where the file gave a number (0: by id)
    int beat = -1;         // -1: what the section shows
    QString tab;           // empty: what the section brings up
    std::optional<SimulationPreset> setup;
    QString note;
    int minutes = 0; // 0: no budget
    int line = 0;    // the step's line in its file (0: made in the app)
    int number = 0;  // its place in its file's "steps", from 1 (0: made in the app)

    bool operator==(const ClassPlanStep &other) const;
};

struct ClassPlan
{
    static constexpr int kVersion = 1;
    QString title;
    QList<ClassPlanStep> steps;
    int totalMinutes() const;
};

struct ClassPlanRead
{
    std::optional<ClassPlan> plan; // nullopt: not a plan at all (problems says why)
    QList<LessonProblem> problems; // each with the file and the line at fault
};

QString classPlanFormatName();

QJsonObject classPlanToJson(const ClassPlan &plan);
QByteArray classPlanBytes(const ClassPlan &plan);
// Reads a plan's text; `file` is the name its problems carry. A text that is no plan (not JSON,
// another format, a newer version, no "steps" array) gives no plan; otherwise every good step is
// kept and each bad one is a problem on its line.
ClassPlanRead parseClassPlan(const QByteArray &json, const QString &file);
// The same from a file (bounded: filelimit::kClassPlan); a file that cannot be read gives no
// plan and one problem.
ClassPlanRead readClassPlanFile(const QString &path);
// The file's bytes as readClassPlanFile reads them; nullopt (and *problem) where it cannot.
std::optional<QByteArray> readClassPlanBytes(const QString &path, LessonProblem *problem);
bool writeClassPlanFile(const QString &path, const ClassPlan &plan, QString *error);

// What checkClassPlan needs to know of a lesson: its content and its simulation's beat count
// (0: no simulation).
struct PlanLesson
{
    const LessonContent *content = nullptr;
    int beatCount = 0;
};

// Keeps the steps whose lesson, section, beat and set-up this app has (a numbered section is
// turned into its id); every other step becomes a problem with its line in `file`, naming
// lessons by their titles. A set-up made for another lesson's simulation names both lessons.
void checkClassPlan(ClassPlan &plan, const QString &file, const QList<PlanLesson> &lessons,
                    QList<LessonProblem> *problems);

// "This set-up was made for the lesson “A” (simulation a), not for “B”.": what loading a set-up
// into the wrong lesson says, with the lessons' titles (the simulation's id where no lesson of
// this app has it).
QString setupMismatchMessage(const SimulationPreset &setup, const LessonContent &here,
                             const QList<PlanLesson> &lessons);

// The index of the section `step` names in `content`, or -1.
int planSectionIndex(const ClassPlanStep &step, const LessonContent &content);

} // namespace gpulab
