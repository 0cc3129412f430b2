// The "Will it fit?" lesson's panel: the sections and the memory bar (LessonPanel with the
// WillItFitModel and its scene), plus three tabs under them:
//   - "Calculator": the simulation's parameters as a form and the breakdown worked out
//     (FitCalculator);
//   - "Across GPUs": per GPU under each way of sharing, and which GPUs of gpu-specs.csv hold the
//     job and how many of them (ShardingView);
//   - "Models": every row of models.csv with its source (the presets the calculator offers).
// Each section brings up the tab it talks about and, where it helps, a beat of the bar.
#pragma once

#include "lessons/framework/lessonpanel.h"

class QTableWidget;

namespace gpulab {

class FitCalculator;
class ShardingView;
class WillItFitModel;

class WillItFitPanel : public LessonPanel
{
    Q_OBJECT
public:
    WillItFitPanel(const LessonContext &context, const LessonContent &content,
                   std::unique_ptr<SimulationModel> model, std::unique_ptr<SimulationScene> scene,
                   QWidget *parent = nullptr);
    ~WillItFitPanel() override;

    FitCalculator *calculator() const { return m_calculator; }
    ShardingView *sharding() const { return m_sharding; }
    QTableWidget *modelsTable() const { return m_models; }

    bool prepareForScreenshot() override;

protected:
    QWidget *createExtras() override;

private:
    FitCalculator *m_calculator = nullptr;
    ShardingView *m_sharding = nullptr;
    QTableWidget *m_models = nullptr;
};

} // namespace gpulab
