// The "Beyond GPUs" lesson's panel: the sections and the systolic-array simulation
// (LessonPanel), plus four tabs under them:
//   - "Chips" ("chips"): every accelerator and NPU row of gpu-specs.csv beside the datacenter
//     GPUs, each with its dense peak and precision; sources and notes in the tooltips.
//   - "Data movement" ("movement"): the array's controls (size, input rows, weight- or
//     output-stationary, which set the simulation), and a table of the values each design reads
//     per multiply-add, from the model's counts: this array, the same product as tensor-core
//     instructions, and both at a TPU MXU's size.
//   - "When to choose which" ("choose"): the five families, the lesson's words on software,
//     scale and availability, and their largest peak and memory from the rows.
//   - "Your machine" ("machine"): the rate measured on this computer (MachineState: the Live
//     Lab's roofs or race), and how many times it each chip's peak is; without a measurement it
//     says where to make one. Nothing is measured or invented here.
// Each section brings up the tab it names in lesson.json; the systolic section walks the beats.
#pragma once

#include "lessons/framework/lessonpanel.h"

class QComboBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace gpulab {

class SystolicModel;

class AcceleratorsPanel : public LessonPanel
{
    Q_OBJECT
public:
    AcceleratorsPanel(const LessonContext &context, const LessonContent &content,
                      std::unique_ptr<SimulationModel> model,
                      std::unique_ptr<SimulationScene> scene, QWidget *parent = nullptr);
    ~AcceleratorsPanel() override;

    const SystolicModel &model() const;
    QComboBox *sizeBox() const { return m_size; }
    QSpinBox *rowsBox() const { return m_rows; }
    QComboBox *dataflowBox() const { return m_dataflow; }
    QTableWidget *movementTable() const { return m_movement; }
    QTableWidget *chipsTable() const { return m_chips; }
    QTableWidget *chooseTable() const { return m_choose; }
    QTableWidget *machineTable() const { return m_machineTable; }
    QLabel *machineStatus() const { return m_machineStatus; }

protected:
    QWidget *createExtras() override;

private:
    QWidget *buildMovementTab();
    QWidget *buildChipsTab();
    QWidget *buildChooseTab();
    QWidget *buildMachineTab();
    void syncControls();
    void applyControls();
    void fillMovement();
    void fillMachine();

    QComboBox *m_size = nullptr;
    QSpinBox *m_rows = nullptr;
    QComboBox *m_dataflow = nullptr;
    QTableWidget *m_movement = nullptr;
    QTableWidget *m_chips = nullptr;
    QTableWidget *m_choose = nullptr;
    QTableWidget *m_machineTable = nullptr;
    QLabel *m_machineStatus = nullptr;
    bool m_syncing = false;
};

} // namespace gpulab
