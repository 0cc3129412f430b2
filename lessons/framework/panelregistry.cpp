// createLessonPanel() over the generated tables (see panelregistry.h).
#include "lessons/framework/panelregistry.h"

#include "lessons/framework/lessonpanel.h"
#include "lessons/framework/lessonregistry.h"

namespace gpulab {

namespace {

const LessonPanelEntry *findPanel(const QString &lessonId)
{
    for (const LessonPanelEntry &entry : lessonPanelTable())
        if (lessonId == QLatin1String(entry.lessonId))
            return &entry;
    return nullptr;
}

} // namespace

LessonPanel *createLessonPanel(const LessonContext &context, const LessonContent &content,
                               int section, QWidget *parent)
{
    std::unique_ptr<SimulationModel> model =
        createSimulationModel(content.simulation, *context.data);
    std::unique_ptr<SimulationScene> scene;
    if (model) {
        // The scene belongs to the lesson that declared this simulation's model.
        for (const LessonModelEntry &entry : lessonModelTable()) {
            if (!entry.simulationId || content.simulation != QLatin1String(entry.simulationId))
                continue;
            if (const LessonPanelEntry *owner = findPanel(QString::fromLatin1(entry.lessonId));
                owner && owner->makeScene)
                scene = owner->makeScene();
            break;
        }
    }
    const LessonPanelEntry *own = findPanel(content.id);
    LessonPanel *panel =
        own && own->makePanel
            ? own->makePanel(context, content, std::move(model), std::move(scene), parent)
            : new LessonPanel(context, content, std::move(model), std::move(scene), parent);
    panel->load(section);
    return panel;
}

} // namespace gpulab
