// The "Tensor Cores" lesson's panel: the sections and the model SM (LessonPanel), plus four tabs
// under them:
//   - "Datasheet peaks": every GPU's tensor rates from the data file, dense / sparse, SXM and
//     PCIe one under the other (PeaksTable);
//   - "2:4 sparsity": the weight block to prune (SparsityEditor) with Prune smallest / Restore
//     all / New weights, what the hardware skips, and the data's dense and sparse FP16 rates
//     side by side;
//   - "Low precision: error": the live matrix-product experiment (PrecisionLab);
//   - "Accumulation": the live running-sum experiment (StagnationLab).
// Each section brings up the tab it talks about and, where it helps, a beat of the simulation
// (the sparsity section: Ampere with 2:4 sparsity). The two live tabs need room: the model
// steps aside while they are shown. Everything is reachable with Tab and mnemonics.
#pragma once

#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/lessonpanel.h"

class QLabel;
class QPushButton;

namespace gpulab {

class PeaksTable;
class PrecisionLab;
class SparsityEditor;
class StagnationLab;
class TensorCoreModel;

class TensorCorePanel : public LessonPanel
{
    Q_OBJECT
public:
    // The tabs, in the order they are added (ids "peaks", "sparsity", "precision",
    // "accumulation": what a section's "tab" names in lesson.json).
    enum Tab { PeaksTab, SparsityTab, PrecisionTab, AccumulationTab };

    TensorCorePanel(const LessonContext &context, const LessonContent &content,
                    std::unique_ptr<SimulationModel> model, std::unique_ptr<SimulationScene> scene,
                    QWidget *parent = nullptr);
    ~TensorCorePanel() override;

    const TensorCoreModel &model() const;
    PeaksTable *peaks() const { return m_peaks; }
    SparsityEditor *sparsity() const { return m_editor; }
    QLabel *sparsityStatus() const { return m_sparsityStatus; }
    QPushButton *pruneButton() const { return m_prune; }
    QPushButton *restoreButton() const { return m_restore; }
    PrecisionLab *precisionLab() const { return m_precision; }
    StagnationLab *stagnationLab() const { return m_stagnation; }

    bool prepareForScreenshot() override;

protected:
    QWidget *createExtras() override;
    void restyleExtras(const SceneStyle &style) override;

private:
    QWidget *buildSparsityTab();
    void updateSparsityStatus();

    QList<GpuSpec> m_specs;
    PeaksTable *m_peaks = nullptr;
    SparsityEditor *m_editor = nullptr;
    QLabel *m_sparsityStatus = nullptr;
    QPushButton *m_prune = nullptr;
    QPushButton *m_restore = nullptr;
    QPushButton *m_newWeights = nullptr;
    PrecisionLab *m_precision = nullptr;
    StagnationLab *m_stagnation = nullptr;
};

} // namespace gpulab
