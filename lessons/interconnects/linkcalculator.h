// LinkCalculator: "when does communication dominate a training step?" From a model size
// (parameters, bytes per gradient) it works out the gradient bytes S = P · b, the ring
// all-reduce time per step on every interconnect of the data file (2(N − 1)(α + S/(N·B))), and
// sets it against the compute time of the step, 6 · P · T / (G · peak · utilisation), with the
// peak taken from a GPU of gpu-specs.csv (dense BF16 tensor rate). Each row says in words whether
// communication or compute dominates (and by how much), not only by colour. The host <-> device
// rate measured in the live tab (MachineState) appears as "your machine", until another device
// is chosen. All formulas are in interconnectmath.h; this widget only shows them.
#pragma once

#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/lessoncontext.h"
#include "lessons/interconnects/interconnectdata.h"
#include "lessons/interconnects/interconnectmath.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace gpulab {

class LinkCalculator : public QWidget
{
    Q_OBJECT
public:
    LinkCalculator(MachineState &machine, const QList<Interconnect> &links,
                   const QList<GpuSpec> &specs, QWidget *parent = nullptr);

    TrainingStep trainingStep() const;
    QTableWidget *table() const { return m_table; }
    QLabel *formulas() const { return m_formulas; }
    QDoubleSpinBox *parametersBox() const { return m_parameters; }
    QComboBox *gradientBox() const { return m_bytes; }
    QSpinBox *gpusBox() const { return m_gpus; }
    QComboBox *gpuModelBox() const { return m_gpu; }
    QSpinBox *tokensBox() const { return m_tokens; }
    // The row of a data id (or "machine" for the measured host link); -1 when absent.
    int rowOf(const QString &id) const;

    void refresh();

private:
    MachineState *m_machine = nullptr;
    QList<Interconnect> m_links;
    QList<GpuSpec> m_specs;
    QDoubleSpinBox *m_parameters = nullptr;
    QComboBox *m_bytes = nullptr;
    QSpinBox *m_gpus = nullptr;
    QComboBox *m_gpu = nullptr;
    QSpinBox *m_utilisation = nullptr;
    QSpinBox *m_tokens = nullptr;
    QLabel *m_formulas = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace gpulab
