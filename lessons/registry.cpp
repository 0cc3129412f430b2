// The lesson registration table (see registry.h). One line per lesson, in curriculum order.
#include "lessons/registry.h"

#include "lessons/cpuvsgpu/cpugpumodel.h"
#include "lessons/cpuvsgpu/cpugpupanel.h"
#include "lessons/cpuvsgpu/cpugpuscene.h"
#include "lessons/framework/lessonpanel.h"
#include "lessons/howto/workersmodel.h"
#include "lessons/howto/workersscene.h"
#include "lessons/interconnects/allreducemodel.h"
#include "lessons/interconnects/allreducescene.h"
#include "lessons/interconnects/interconnectpanel.h"
#include "lessons/livelab/livelabpanel.h"
#include "lessons/memory/memorymodel.h"
#include "lessons/memory/memorypanel.h"
#include "lessons/memory/memoryscene.h"
#include "lessons/precision/lossscalingmodel.h"
#include "lessons/precision/lossscalingscene.h"
#include "lessons/precision/precisionpanel.h"
#include "lessons/tensorcores/tensorcoremodel.h"
#include "lessons/tensorcores/tensorcorepanel.h"
#include "lessons/tensorcores/tensorcorescene.h"

namespace gpulab {

namespace {

template <typename T> std::unique_ptr<SimulationModel> makeModel()
{
    return std::make_unique<T>();
}
template <typename T> std::unique_ptr<SimulationScene> makeScene()
{
    return std::make_unique<T>();
}
template <typename T>
LessonPanel *makePanel(const LessonContent &content, std::unique_ptr<SimulationModel> model,
                       std::unique_ptr<SimulationScene> scene, QWidget *parent)
{
    return new T(content, std::move(model), std::move(scene), parent);
}

// A lesson without a simulation registers nullptr for the simulation and its factories.
constexpr LessonRegistration kLessons[] = {
    {"how-to-use", "workers", makeModel<WorkersModel>, makeScene<WorkersScene>,
     makePanel<LessonPanel>},
    {"cpu-vs-gpu", "cpu-gpu-race", makeModel<CpuGpuModel>, makeScene<CpuGpuScene>,
     makePanel<CpuGpuPanel>},
    {"tensor-cores", "tensor-cores", makeModel<TensorCoreModel>, makeScene<TensorCoreScene>,
     makePanel<TensorCorePanel>},
    {"precision-formats", "loss-scaling", makeModel<LossScalingModel>, makeScene<LossScalingScene>,
     makePanel<PrecisionPanel>},
    {"memory-hierarchy", "memory-hierarchy", makeModel<MemoryModel>, makeScene<MemoryScene>,
     makePanel<MemoryPanel>},
    {"nvlink-interconnects", "ring-allreduce", makeModel<AllReduceModel>, makeScene<AllReduceScene>,
     makePanel<InterconnectPanel>},
    {"live-lab", nullptr, nullptr, nullptr, makePanel<LiveLabPanel>},
};

const LessonRegistration *findBySimulation(const QString &simulationId)
{
    for (const LessonRegistration &lesson : kLessons)
        if (lesson.simulationId && simulationId == QLatin1String(lesson.simulationId))
            return &lesson;
    return nullptr;
}

} // namespace

std::span<const LessonRegistration> lessonRegistry()
{
    return kLessons;
}

std::unique_ptr<SimulationModel> createSimulationModel(const QString &simulationId)
{
    const LessonRegistration *lesson = findBySimulation(simulationId);
    return lesson ? lesson->makeModel() : nullptr;
}

bool isKnownSimulation(const QString &simulationId)
{
    return simulationId == QLatin1String("none") || findBySimulation(simulationId);
}

LessonPanel *createLessonPanel(const LessonContent &content, int section, QWidget *parent)
{
    const LessonRegistration *byId = nullptr;
    for (const LessonRegistration &lesson : kLessons)
        if (content.id == QLatin1String(lesson.lessonId))
            byId = &lesson;
    const LessonRegistration *bySimulation = findBySimulation(content.simulation);
    std::unique_ptr<SimulationModel> model;
    std::unique_ptr<SimulationScene> scene;
    if (bySimulation) {
        model = bySimulation->makeModel();
        scene = bySimulation->makeScene();
    }
    LessonPanel *panel = byId
                             ? byId->makePanel(content, std::move(model), std::move(scene), parent)
                             : new LessonPanel(content, std::move(model), std::move(scene), parent);
    panel->load(section);
    return panel;
}

} // namespace gpulab
