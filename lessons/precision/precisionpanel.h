// The "Precision formats" lesson's panel: the sections and the loss-scaling simulation
// (LessonPanel), plus five tabs under them, each brought up by the section that talks about it:
//   - "Bit lab": pick a format, type a number (or a bit pattern), and see its sign, exponent and
//     mantissa in a BitEdit (flip bits with the mouse or Left/Right + Space), the exact stored
//     value, the rounding error, the neighbours above and below, the class, the formula that
//     makes the value from the fields, and a NumberLine of every format with the number marked.
//   - "Range and precision": the table of every format's largest value, smallest normal and
//     subnormal values, epsilon, decimal digits and what overflow gives, computed by the codec.
//   - "Overflow: 70,000": predict what 70,000 becomes in FP16 and in BF16, then see it (infinity
//     and 70,144) with the reason; afterwards any number in every format.
//   - "Loss scaling": the scenario, format and scaling controls of the simulation as ordinary Qt
//     widgets, and "predict, then see": what share of FP16 gradients survives without scaling.
//     The simulation is shown only with this tab; the others need the room.
//   - "Memory": parameters × bytes per format, the mixed-precision Adam breakdown (16 bytes per
//     parameter), compared with a GPU's memory from the hardware data file.
// Everything is reachable with Tab and mnemonics; every value shown comes from the codec.
#pragma once

#include "lessons/framework/lessonpanel.h"
#include "lessons/precision/bitlab.h"
#include "lessons/precision/precisionmath.h"

#include <optional>

class QButtonGroup;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTableWidget;

namespace gpulab {

class BitEdit;
class LossScalingModel;
class MemoryChart;
class NumberLine;

class PrecisionPanel : public LessonPanel
{
    Q_OBJECT
public:
    // The tabs in the order they are added (ids "bit-lab", "table", "overflow", "loss-scaling",
    // "memory": what a section's "tab" names in lesson.json).
    enum Tab { BitLabTab, TableTab, OverflowTab, LossScalingTab, MemoryTab };
    // How many gradients survive without scaling, as the student guesses it.
    enum class Survival { Over90, From50To90, From10To50, Under10 };
    // Iterations the "survive" prediction waits for before its verdict.
    static constexpr int kVerdictIterations = 30;
    // The number of the overflow prediction.
    static constexpr double kOverflowExample = 70000;

    PrecisionPanel(const LessonContext &context, const LessonContent &content,
                   std::unique_ptr<SimulationModel> model, std::unique_ptr<SimulationScene> scene,
                   QWidget *parent = nullptr);
    ~PrecisionPanel() override;

    static Survival survivalOf(double keptFraction);
    static QString survivalName(Survival survival);

    // Bit lab.
    const BitLab &bitLab() const { return m_lab; }
    QComboBox *formatBox() const { return m_format; }
    QLineEdit *numberEdit() const { return m_number; }
    BitEdit *bitEdit() const { return m_bits; }
    NumberLine *numberLine() const { return m_line; }
    QLabel *labMessage() const { return m_message; }
    QLabel *storedLabel() const { return m_stored; }
    QLabel *errorLabel() const { return m_error; }
    QLabel *neighboursLabel() const { return m_neighbours; }
    QLabel *classLabel() const { return m_class; }
    QLabel *formulaLabel() const { return m_formula; }
    QLabel *patternLabel() const { return m_pattern; }
    void setLabFormat(fp::Format format);
    bool setLabText(const QString &text); // as if typed

    // Range and precision.
    QTableWidget *rangeTable() const { return m_table; }
    enum TableColumn {
        ColFormat,
        ColBits,
        ColMax,
        ColMinNormal,
        ColMinSubnormal,
        ColEpsilon,
        ColDigits,
        ColOverflow,
        TableColumns
    };

    // Overflow.
    QComboBox *overflowGuess(fp::Format format) const; // FP16 or BF16
    QPushButton *revealButton() const { return m_reveal; }
    QLabel *overflowVerdict() const { return m_overflowVerdict; }
    QLineEdit *compareEdit() const { return m_compareEdit; }
    QTableWidget *compareTable() const { return m_compare; }
    void setOverflowGuess(fp::Format format, precision::Outcome outcome);
    bool reveal(); // false: a guess is missing
    bool revealed() const { return m_revealed; }

    // Loss scaling.
    QComboBox *scenarioBox() const { return m_scenario; }
    QComboBox *simFormatBox() const { return m_simFormat; }
    QComboBox *scalingBox() const { return m_scaling; }
    QSpinBox *scaleSpin() const { return m_scale; }
    QSpinBox *growthSpin() const { return m_growth; }
    QRadioButton *survivalButton(Survival survival) const;
    QPushButton *runButton() const { return m_run; }
    QLabel *survivalVerdict() const { return m_survivalVerdict; }
    void setSurvivalGuess(Survival survival);
    bool runWithPrediction(); // false: no guess chosen
    bool predictionPending() const { return m_pending.has_value(); }
    const LossScalingModel *lossModel() const;

    // Memory.
    QDoubleSpinBox *parametersSpin() const { return m_parameters; }
    QComboBox *gpuBox() const { return m_gpu; }
    MemoryChart *memoryChart() const { return m_memory; }
    QLabel *memoryText() const { return m_memoryText; }

    bool prepareForScreenshot() override;

protected:
    QWidget *createExtras() override;
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    QWidget *buildBitLab();
    QWidget *buildTable();
    QWidget *buildOverflow();
    QWidget *buildLossScaling();
    QWidget *buildMemory();

    bool onNumberEdited(const QString &text);
    void showLab();
    void updateBitFields();
    void updateCompare();
    void updateMemory();
    void onSimulationChanged();
    void syncSimulationControls();
    void applySimulationControls();
    void chooseScenario(int beat);
    void showSurvivalVerdict(Survival guess);
    void scheduleRestyle();
    void restyle();

    BitLab m_lab;
    // Bit lab.
    QComboBox *m_format = nullptr;
    QLineEdit *m_number = nullptr;
    QLabel *m_message = nullptr;
    BitEdit *m_bits = nullptr;
    QLabel *m_stored = nullptr;
    QLabel *m_class = nullptr;
    QLabel *m_error = nullptr;
    QLabel *m_pattern = nullptr;
    QLabel *m_neighbours = nullptr;
    QLabel *m_formula = nullptr;
    NumberLine *m_line = nullptr;
    // Table.
    QTableWidget *m_table = nullptr;
    // Overflow.
    QComboBox *m_guessFp16 = nullptr;
    QComboBox *m_guessBf16 = nullptr;
    QPushButton *m_reveal = nullptr;
    QLabel *m_overflowVerdict = nullptr;
    QWidget *m_compareBox = nullptr;
    QLineEdit *m_compareEdit = nullptr;
    QLabel *m_compareMessage = nullptr;
    QTableWidget *m_compare = nullptr;
    bool m_revealed = false;
    // Loss scaling.
    QComboBox *m_scenario = nullptr;
    QComboBox *m_simFormat = nullptr;
    QComboBox *m_scaling = nullptr;
    QSpinBox *m_scale = nullptr;
    QSpinBox *m_growth = nullptr;
    QButtonGroup *m_survival = nullptr;
    QPushButton *m_run = nullptr;
    QLabel *m_survivalVerdict = nullptr;
    std::optional<Survival> m_pending;
    bool m_syncing = false;
    // Memory.
    QDoubleSpinBox *m_parameters = nullptr;
    QComboBox *m_gpu = nullptr;
    MemoryChart *m_memory = nullptr;
    QLabel *m_memoryText = nullptr;

    bool m_restylePending = false;
};

} // namespace gpulab
