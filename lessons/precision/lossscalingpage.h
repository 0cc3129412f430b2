// LossScalingPage: the Precision formats lesson's "Loss scaling" tab, shown with the simulation
// (LossScalingModel in a SimulationView). The scenario, format and scaling controls of the
// simulation as ordinary Qt widgets, kept in step with it both ways (the clicker, the canvas's
// keys and the Parameters dialog change it too), and "predict, then see": what share of FP16
// gradients survives without scaling, answered after kVerdictIterations training steps with the
// reason (the smallest subnormal, the gradients' median, what scaling by 2^k does). A prediction
// is withdrawn when the set-up changes before its verdict.
#pragma once

#include <QWidget>

#include <optional>

class QButtonGroup;
class QComboBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace gpulab {

class LossScalingModel;
class SimulationView;

class LossScalingPage : public QWidget
{
    Q_OBJECT
public:
    // How many gradients survive without scaling, as the student guesses it.
    enum class Survival { Over90, From50To90, From10To50, Under10 };
    // Iterations the "survive" prediction waits for before its verdict.
    static constexpr int kVerdictIterations = 30;

    // `simulation` may be null or show another model (a copy of the lesson that names another
    // simulation): the page then only says so.
    explicit LossScalingPage(SimulationView *simulation, QWidget *parent = nullptr);

    static Survival survivalOf(double keptFraction);
    static QString survivalName(Survival survival);

    // The simulation's model; null when it is not the loss-scaling one.
    const LossScalingModel *model() const;

    void setGuess(Survival survival);
    // Beat 0's set-up (FP16, no scaling), played until the verdict; false: no guess chosen.
    bool runWithPrediction();
    bool predictionPending() const { return m_pending.has_value(); }

    // Null without the loss-scaling simulation.
    QComboBox *scenarioBox() const { return m_scenario; }
    QComboBox *formatBox() const { return m_format; }
    QComboBox *scalingBox() const { return m_scaling; }
    QSpinBox *scaleSpin() const { return m_scale; }
    QSpinBox *growthSpin() const { return m_growth; }
    QRadioButton *survivalButton(Survival survival) const;
    QPushButton *runButton() const { return m_run; }
    QLabel *verdictLabel() const { return m_verdict; }

signals:
    // The page grew (the verdict is longer than the question): the tabs may give it more room.
    void grew();

private:
    void onSimulationChanged();
    void syncControls();
    void applyControls();
    void chooseScenario(int beat);
    void showVerdict(Survival guess);

    SimulationView *m_simulation = nullptr;
    QComboBox *m_scenario = nullptr;
    QComboBox *m_format = nullptr;
    QComboBox *m_scaling = nullptr;
    QSpinBox *m_scale = nullptr;
    QSpinBox *m_growth = nullptr;
    QButtonGroup *m_survival = nullptr;
    QPushButton *m_run = nullptr;
    QLabel *m_verdict = nullptr;
    std::optional<Survival> m_pending;
    bool m_syncing = false;
};

} // namespace gpulab
