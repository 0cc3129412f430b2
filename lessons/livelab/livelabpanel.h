// The Live Lab: serial and parallel matrix multiplication racing side by side on this machine.
// The student predicts the speedup, presses Run, watches both sides (live while each runs, then
// a replay at the measured proportions), and reads the measured times, GFLOP/s, the verified
// ticks and the speedup set beside their prediction, with the hardware idea that explains it.
#pragma once

#include "lessons/framework/lessonpanel.h"
#include "lessons/framework/racerunner.h"
#include "lessons/livelab/labsession.h"

#include <QElapsedTimer>
#include <QTimer>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace gpulab {

class LadderChart;
class RacePane;
class RooflineChart;
class ScalingChart;

class LiveLabPanel : public LessonPanel
{
    Q_OBJECT
public:
    LiveLabPanel(const LessonContext &context, const LessonContent &content,
                 std::unique_ptr<SimulationModel> model, std::unique_ptr<SimulationScene> scene,
                 QWidget *parent = nullptr);
    ~LiveLabPanel() override;

    RaceRunner &runner() { return m_runner; }
    RacePane *pane(int side) const { return side == 0 ? m_left : m_right; }
    QLabel *speedupLabel() const { return m_speedup; }
    QLabel *verdictLabel() const { return m_verdict; }
    const RaceOutcome &lastOutcome() const { return m_outcome; }

    // Controls, by value (tests and automation).
    void setRequest(const RaceRequest &request);
    RaceRequest request() const;
    void setPrediction(int times);
    bool run(QString *error = nullptr); // false: not started (message shown too)
    void cancel();
    bool isReplaying() const { return m_replayTimer.isActive(); }

    bool prepareForScreenshot() override;

    // Every result of this visit, and saving/comparing it (see labsession.h).
    LabSession session() const;
    bool saveSession(const QString &path, QString *error) const;
    bool compareWith(const QString &path, QString *error);

    LadderChart *ladder() const { return m_ladder; }
    ScalingChart *scaling() const { return m_scaling; }
    RooflineChart *roofline() const { return m_roofline; }

protected:
    QWidget *createExtras() override;
    void hideEvent(QHideEvent *event) override;

private:
    void onDevicesReady();
    void waitForDevices();
    void onProgress(int side, double fraction);
    void onSideFinished(int side, const BenchResult &result);
    void onFinished(const RaceOutcome &outcome);
    void startReplay();
    void replayTick();
    void updateHeadings();
    void followChosenDevice();
    void setRunning(bool running);
    QString headingFor(const QString &variant) const;

    RaceRunner m_runner;
    RaceOutcome m_outcome;
    QLabel *m_compareLabel = nullptr;
    LadderChart *m_ladder = nullptr;
    ScalingChart *m_scaling = nullptr;
    RooflineChart *m_roofline = nullptr;
    QComboBox *m_device = nullptr;
    QComboBox *m_size = nullptr;
    QSpinBox *m_repeats = nullptr;
    QComboBox *m_leftVariant = nullptr;
    QComboBox *m_rightVariant = nullptr;
    QSpinBox *m_prediction = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_replay = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_phase = nullptr;
    RacePane *m_left = nullptr;
    RacePane *m_right = nullptr;
    QLabel *m_speedup = nullptr;
    QLabel *m_verdict = nullptr;
    QElapsedTimer m_sideClock;
    int m_runningSide = -1;
    bool m_raceActive = false;
    QTimer m_clockTimer;  // refreshes the running clock (only while a race runs)
    QTimer m_replayTimer; // drives the replay (only while replaying)
    QElapsedTimer m_replayClock;
    double m_replaySeconds = 6.0;
};

} // namespace gpulab
