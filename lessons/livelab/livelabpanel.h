// The Live Lab: serial and parallel matrix multiplication racing side by side on this machine.
// The student predicts the speedup, presses Run, watches both sides (live while each runs, then
// a replay at the measured proportions), and reads the measured times, GFLOP/s, the verified
// ticks and the speedup set beside their prediction, with the hardware idea that explains it.
#pragma once

#include "lessons/framework/labsession.h"
#include "lessons/framework/lessonpanel.h"
#include "lessons/framework/racerunner.h"

class QLabel;

namespace gpulab {

class LadderChart;
class RaceLab;
class RacePane;
class RooflineChart;
class ScalingChart;
class TunePanel;

// The race and the three charts are MeasurementLabs on one RaceRunner, each in its tab.
class LiveLabPanel : public LessonPanel
{
    Q_OBJECT
public:
    LiveLabPanel(const LessonContext &context, const LessonContent &content,
                 std::unique_ptr<SimulationModel> model, std::unique_ptr<SimulationScene> scene,
                 QWidget *parent = nullptr);
    ~LiveLabPanel() override;

    RaceRunner &runner() { return m_runner; }
    RaceLab *race() const { return m_race; }
    RacePane *pane(int side) const;
    QLabel *speedupLabel() const;
    QLabel *verdictLabel() const;
    const RaceOutcome &lastOutcome() const;

    // The race's controls, by value (tests and automation).
    void setRequest(const RaceRequest &request);
    RaceRequest request() const;
    void setPrediction(int times);
    bool run(QString *error = nullptr); // false: not started (message shown too)
    void cancel();
    bool isReplaying() const;

    bool prepareForScreenshot() override;

    // Every result of this visit, and saving/comparing it (see labsession.h).
    LabSession session() const;
    bool saveSession(const QString &path, QString *error) const;
    bool compareWith(const QString &path, QString *error);

    LadderChart *ladder() const { return m_ladder; }
    QLabel *compareLabel() const { return m_compareLabel; } // "Comparing with ..." once compared
    ScalingChart *scaling() const { return m_scaling; }
    RooflineChart *roofline() const { return m_roofline; }
    TunePanel *tunePanel() const { return m_tune; } // the device's tuning, above the race's device

protected:
    QWidget *createExtras() override;

private:
    RaceRunner m_runner;
    QLabel *m_compareLabel = nullptr;
    RaceLab *m_race = nullptr;
    LadderChart *m_ladder = nullptr;
    ScalingChart *m_scaling = nullptr;
    RooflineChart *m_roofline = nullptr;
    TunePanel *m_tune = nullptr;
};

} // namespace gpulab
