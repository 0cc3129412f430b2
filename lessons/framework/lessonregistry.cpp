// The questions the program asks of its generated lesson table (see lessonregistry.h).
#include "lessons/framework/lessonregistry.h"

#include <algorithm>

namespace gpulab {

const LessonModelEntry *findDeclaredLesson(const QString &lessonId)
{
    for (const LessonModelEntry &entry : lessonModelTable())
        if (lessonId == QLatin1String(entry.lessonId))
            return &entry;
    return nullptr;
}

namespace {

const LessonModelEntry *findBySimulation(const QString &simulationId)
{
    for (const LessonModelEntry &entry : lessonModelTable())
        if (entry.simulationId && simulationId == QLatin1String(entry.simulationId))
            return &entry;
    return nullptr;
}

// A section's "beat" must be one of the simulation's beats.
void checkSectionBeats(LessonLoadResult &lesson)
{
    std::unique_ptr<SimulationModel> model;
    const DataCatalog noData; // a model's beats are its own, whatever its data
    for (const LessonSection &section : lesson.content.sections) {
        if (section.beat < 0)
            continue;
        if (!model)
            model = createSimulationModel(lesson.content.simulation, noData);
        const int count = model ? model->beatCount() : 0;
        if (section.beat >= count)
            lesson.problems.append(
                {lesson.content.manifestPath, section.line,
                 count == 0 ? QStringLiteral("section \"%1\": \"beat\" %2, but the lesson has no "
                                             "simulation")
                                  .arg(section.id)
                                  .arg(section.beat)
                            : QStringLiteral("section \"%1\": \"beat\" %2, but the simulation "
                                             "\"%3\" has beats 0 to %4")
                                  .arg(section.id)
                                  .arg(section.beat)
                                  .arg(lesson.content.simulation)
                                  .arg(count - 1)});
    }
}

} // namespace

std::unique_ptr<SimulationModel> createSimulationModel(const QString &simulationId,
                                                       const DataCatalog &data)
{
    const LessonModelEntry *entry = findBySimulation(simulationId);
    return entry ? entry->makeModel(data) : nullptr;
}

bool isKnownSimulation(const QString &simulationId)
{
    return simulationId == QLatin1String("none") || findBySimulation(simulationId);
}

QStringList knownSimulationIds()
{
    QStringList ids{QStringLiteral("none")};
    for (const LessonModelEntry &entry : lessonModelTable())
        if (entry.simulationId)
            ids << QString::fromLatin1(entry.simulationId);
    return ids;
}

void checkAgainstLessonTable(QList<LessonLoadResult> &lessons)
{
    for (LessonLoadResult &lesson : lessons) {
        if (!lesson.ok())
            continue;
        const LessonContent &content = lesson.content;
        if (!isKnownSimulation(content.simulation)) {
            lesson.problems.append(
                {content.manifestPath, content.simulationLine,
                 QStringLiteral("unknown simulation \"%1\" (this version of GPU Lab has: %2)")
                     .arg(content.simulation, knownSimulationIds().join(QStringLiteral(", ")))});
            continue;
        }
        checkSectionBeats(lesson);
        const LessonModelEntry *declared = findDeclaredLesson(content.id);
        if (!declared)
            continue; // a lesson that is only a folder: any known simulation will do
        const QString expected = declared->simulationId
                                     ? QString::fromLatin1(declared->simulationId)
                                     : QStringLiteral("none");
        if (content.simulation != expected)
            lesson.problems.append(
                {content.manifestPath, content.simulationLine,
                 QStringLiteral("lesson \"%1\" is built with the simulation \"%2\" (%3), but its "
                                "manifest names \"%4\"")
                     .arg(content.id, expected, QString::fromUtf8(declared->declaredIn),
                          content.simulation)});
    }
    for (const LessonModelEntry &entry : lessonModelTable()) {
        const QString id = QString::fromLatin1(entry.lessonId);
        const bool found = std::any_of(lessons.cbegin(), lessons.cend(),
                                       [&](const auto &l) { return l.content.id == id; });
        if (found)
            continue;
        LessonLoadResult missing;
        missing.content.id = id;
        missing.content.title = id;
        missing.content.manifestPath = QString::fromUtf8(entry.declaredIn);
        missing.problems.append(
            {QString::fromUtf8(entry.declaredIn), 0,
             QStringLiteral("lesson \"%1\" is declared here, but no lesson folder has that id "
                            "(is its lesson.json \"id\" spelled the same?)")
                 .arg(id)});
        lessons.append(missing);
    }
}

} // namespace gpulab
