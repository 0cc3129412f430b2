// FitCalculator: the "Will it fit?" lesson's Calculator tab. Its fields are the simulation's
// parameters (WillItFitModel::Settings): a model preset from models.csv or a typed-in shape,
// training or serving, formats, optimizer, master copy, checkpointing, sequence and batch, the
// overhead assumption, the GPU and how N GPUs share the work. Every change goes to the
// simulation through SimulationView::setParameters (so the bar fills again), and the model's
// state comes back into the fields; below them the breakdown is worked out in words and numbers,
// part by part (never one magic number). "The 7B example" loads the worked answer: 7 billion
// parameters, BF16 + Adam in mixed precision, 2 + 2 + 4 + 8 = 16 bytes = 112 GB before
// activations.
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace gpulab {

class SimulationView;
class WillItFitModel;

class FitCalculator : public QWidget
{
    Q_OBJECT
public:
    // `view` shows a WillItFitModel and outlives this widget.
    explicit FitCalculator(SimulationView *view, QWidget *parent = nullptr);

    QComboBox *presetBox() const { return m_preset; }
    QLabel *formulas() const { return m_formulas; }
    QLabel *problem() const { return m_problem; }
    QPushButton *exampleButton() const { return m_example; }
    // The breakdown in words, as the label shows it (plain text).
    static QString breakdownText(const WillItFitModel &model, bool html);

    // The worked 7B example: a custom model of 7 × 10^9 parameters, training with BF16 + Adam
    // and a master copy on one GPU.
    void loadSevenBillionExample();

private:
    const WillItFitModel &model() const;
    void syncFromModel();
    void applyFields();
    void applyPreset();

    SimulationView *m_view = nullptr;
    bool m_syncing = false;
    QComboBox *m_preset = nullptr;
    QDoubleSpinBox *m_params = nullptr;
    QSpinBox *m_layers = nullptr;
    QSpinBox *m_hidden = nullptr;
    QSpinBox *m_heads = nullptr;
    QSpinBox *m_kvHeads = nullptr;
    QSpinBox *m_headDim = nullptr;
    QComboBox *m_mode = nullptr;
    QComboBox *m_weights = nullptr;
    QComboBox *m_optimizer = nullptr;
    QCheckBox *m_master = nullptr;
    QCheckBox *m_checkpointing = nullptr;
    QCheckBox *m_scores = nullptr;
    QSpinBox *m_sequence = nullptr;
    QSpinBox *m_batch = nullptr;
    QComboBox *m_kvCache = nullptr;
    QDoubleSpinBox *m_overhead = nullptr;
    QComboBox *m_gpu = nullptr;
    QSpinBox *m_gpus = nullptr;
    QComboBox *m_strategy = nullptr;
    QPushButton *m_example = nullptr;
    QLabel *m_problem = nullptr;
    QLabel *m_formulas = nullptr;
};

} // namespace gpulab
