// The "CPU vs GPU" lesson's panel: the sections and the model race (LessonPanel), plus three
// tabs under them:
//   - "Predict, then run": the student says which side will finish first and by about how much,
//     for the settings shown, then runs the model; when it ends the panel says whether the
//     prediction was right and why, from the model's own breakdown of where each side's time
//     went (launch, serial part, memory waits, divergence). Changing the settings before the
//     end withdraws the prediction (it was about other settings).
//   - "Real chips": datasheet CPUs and GPUs from the data file (RealChips).
//   - "Amdahl's law": the chart, following the simulation's parameters as they change.
//   - "Measure it on this machine": the real race (LocalRace).
// Each section brings up the tab it talks about. Everything is reachable with Tab and mnemonics.
#pragma once

#include "lessons/cpuvsgpu/cpugpumodel.h"
#include "lessons/framework/lessonpanel.h"

#include <optional>
#include <vector>

class QButtonGroup;
class QComboBox;
class QLabel;
class QPushButton;
class QRadioButton;

namespace gpulab {

class AmdahlChart;
class LocalRace;
class RealChips;

class CpuGpuPanel : public LessonPanel
{
    Q_OBJECT
public:
    // By about how much the winner wins.
    enum class Margin { UpTo2, UpTo5, UpTo20, Over20 };

    CpuGpuPanel(const LessonContext &context, const LessonContent &content,
                std::unique_ptr<SimulationModel> model, std::unique_ptr<SimulationScene> scene,
                QWidget *parent = nullptr);
    ~CpuGpuPanel() override;

    static Margin marginOf(double ratio);

    // The prediction controls, by value (tests and automation).
    void setPrediction(CpuGpuModel::Side side, Margin margin);
    // Runs the model with the prediction made (as the button does). False: no side chosen.
    bool runWithPrediction();
    bool predictionPending() const { return m_pending.has_value(); }

    const CpuGpuModel &model() const;
    QLabel *verdictLabel() const { return m_verdict; }
    QLabel *settingsLabel() const { return m_settings; }
    QPushButton *runButton() const { return m_run; }
    QRadioButton *sideButton(CpuGpuModel::Side side) const;
    QComboBox *marginBox() const { return m_margin; }
    QComboBox *scenarioBox() const { return m_scenario; }
    AmdahlChart *amdahl() const { return m_amdahl; }
    LocalRace *race() const { return m_race; }
    RealChips *chips() const { return m_chips; }

    // The explanation of the current run's outcome, from the model's breakdown (translated).
    static QString explain(const CpuGpuModel &model);

    bool prepareForScreenshot() override;

    // The tabs in the order they are added (ids "predict", "chips", "amdahl", "race": what a
    // section's "tab" names in lesson.json).
    enum Tab { PredictTab, ChipsTab, AmdahlTab, RaceTab };

protected:
    QWidget *createExtras() override;
    void restyleExtras(const SceneStyle &style) override;

private:
    struct Prediction
    {
        CpuGpuModel::Side side;
        Margin margin;
        CpuGpuModel::Settings settings;
    };

    void onSimulationChanged();
    void showVerdict(const Prediction &prediction);
    void updateSettingsText();
    void chooseScenario(int beat);
    void setVerdict(const QString &text);

    QLabel *m_settings = nullptr;
    QComboBox *m_scenario = nullptr;
    QRadioButton *m_cpuFirst = nullptr;
    QRadioButton *m_gpuFirst = nullptr;
    QButtonGroup *m_sides = nullptr;
    QComboBox *m_margin = nullptr;
    QPushButton *m_run = nullptr;
    QLabel *m_verdict = nullptr;
    AmdahlChart *m_amdahl = nullptr;
    LocalRace *m_race = nullptr;
    RealChips *m_chips = nullptr;
    std::optional<Prediction> m_pending;
    CpuGpuModel::Settings m_shownSettings;
};

} // namespace gpulab
