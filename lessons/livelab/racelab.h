// RaceLab: the Live Lab's race — two rungs of the matrix-multiplication ladder at one N on this
// machine, one after the other, through the Live Lab's RaceRunner (RaceRunner::start). The
// student chooses the device, N, the repeats and the two rungs, predicts how many times faster
// the right side will be, and runs: both RacePanes fill live from the engine's progress, then
// replay at the measured proportions (labelled as a replay, and only while shown); the speedup
// and the verdict against the prediction follow, with the hardware idea that explains it.
// A MeasurementLab: Run, Cancel, the progress line, the prediction and the verdict are the base's.
#pragma once

#include "lessons/framework/measurementlab.h"
#include "lessons/framework/racerunner.h"

#include <QElapsedTimer>
#include <QTimer>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace gpulab {

class RacePane;

class RaceLab : public MeasurementLab
{
    Q_OBJECT
public:
    // `runner` is the Live Lab's, shared with its charts: the race reacts to its own runs only.
    explicit RaceLab(RaceRunner &runner, QWidget *parent = nullptr);
    ~RaceLab() override;

    // Controls, by value (tests and automation).
    void setRequest(const RaceRequest &request);
    RaceRequest request() const;
    void setPrediction(int times);
    // The device the controls point at, as shown ("CPU only (no OpenCL)" without one).
    QString deviceName() const;
    const DeviceInfo *deviceInfo() const; // the chosen OpenCL device; null without OpenCL
    // Waits (a local event loop) for the runner's device discovery, up to 30 s.
    void waitForDevices();
    // A widget about the chosen device (the Live Lab's TunePanel), just above the Device field.
    void addDeviceTool(QWidget *tool) { addHeader(tool); }

    const RaceOutcome &lastOutcome() const { return m_outcome; }
    bool hasResult() const override { return m_outcome.speedup() > 0; }
    RacePane *pane(int side) const { return side == 0 ? m_left : m_right; }
    QLabel *speedupLabel() const { return m_speedup; }
    bool isReplaying() const { return m_replayTimer.isActive(); }
    // Stops a replay: the panes show the measured end state.
    void showEndState();

signals:
    // The OpenCL device the controls point at: its index among the discovered devices (-1: no
    // OpenCL) and its name as shown; also once the devices are known.
    void deviceChosen(int index, const QString &name);

protected:
    bool start(QString *error) override;
    void stop() override;
    void hideEvent(QHideEvent *event) override;

private:
    void onDevicesReady();
    void onProgress(int side, double fraction);
    void onSideFinished(int side, const BenchResult &result);
    void onFinished(const RaceOutcome &outcome);
    void showVerdict();
    void startReplay();
    void replayTick();
    void updateHeadings();
    void followChosenDevice();
    QString headingFor(const QString &variant) const;
    // The line under the heading: the variant's title, and for OpenCL the device it runs on.
    QString subtitleFor(const QString &variant, const QString &variantTitle) const;

    RaceRunner &m_runner;
    RaceOutcome m_outcome;
    QComboBox *m_device = nullptr;
    QComboBox *m_size = nullptr;
    QSpinBox *m_repeats = nullptr;
    QComboBox *m_leftVariant = nullptr;
    QComboBox *m_rightVariant = nullptr;
    QSpinBox *m_prediction = nullptr;
    QPushButton *m_replay = nullptr;
    RacePane *m_left = nullptr;
    RacePane *m_right = nullptr;
    QLabel *m_speedup = nullptr;
    QTimer m_replayTimer; // drives the replay (only while replaying)
    QElapsedTimer m_replayClock;
    double m_replaySeconds = 6.0;
};

} // namespace gpulab
