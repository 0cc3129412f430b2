// The Training-vs-inference lesson's panel: the sections and the serving simulation
// (LessonPanel), plus two tabs under them:
//   - "Decode bound" ("bound"): for a model (models.csv) and a weight format, every GPU of
//     gpu-specs.csv with a bandwidth and a memory size: the weights against its memory, the
//     bound on tokens per second for one sequence (bandwidth ÷ bytes of weights) and the batch
//     from which a decode step would be compute-bound (its dense FP16 ridge); sources in the
//     tooltips. Choosing the model also sets the simulation's model.
//   - "Live: GEMV vs GEMM" ("live"): IntensityLab, the measurement on this computer.
// Each section brings up the tab it names in lesson.json; the serving section walks the beats.
#pragma once

#include "lessons/framework/lessonpanel.h"

class QComboBox;
class QTableWidget;

namespace gpulab {

class IntensityLab;
class ServingModel;

class InferencePanel : public LessonPanel
{
    Q_OBJECT
public:
    InferencePanel(const LessonContext &context, const LessonContent &content,
                   std::unique_ptr<SimulationModel> model, std::unique_ptr<SimulationScene> scene,
                   QWidget *parent = nullptr);
    ~InferencePanel() override;

    const ServingModel &model() const;
    QTableWidget *boundTable() const { return m_table; }
    QComboBox *modelBox() const { return m_model; }
    QComboBox *formatBox() const { return m_format; }
    IntensityLab *live() const { return m_live; }

    bool prepareForScreenshot() override;

protected:
    QWidget *createExtras() override;

private:
    QWidget *buildBoundTab();
    void fillTable();

    QComboBox *m_model = nullptr;
    QComboBox *m_format = nullptr;
    QTableWidget *m_table = nullptr;
    IntensityLab *m_live = nullptr;
};

} // namespace gpulab
