// The end of the "CPU vs GPU" lesson: a real measurement on this machine, embedded so the lesson
// stands alone. It reuses the Live Lab's RaceRunner (OpenCL and the benchmark on a worker thread,
// with cancel) and RacePanes: the CPU side (every core, or one) against the OpenCL device,
// multiplying two N × N matrices — N² independent output elements, like the model's tasks.
//
// With no OpenCL driver it says so ("CPU only") and offers the race that can still run here:
// one core against every core. Nothing here blocks the window: the runner reports with queued
// signals. OpenCL discovery starts the first time the widget is shown (or a race is asked for),
// so opening the lesson costs nothing.
// A MeasurementLab: Run ("Run the measurement"), Stop, the progress line and the result (its
// verdict line, larger) are the base's.
#pragma once

#include "lessons/framework/lessoncontext.h"
#include "lessons/framework/measurementlab.h"
#include "lessons/framework/racerunner.h"

class QComboBox;
class QLabel;

namespace gpulab {

class RacePane;

class LocalRace : public MeasurementLab
{
    Q_OBJECT
public:
    // The races offered: left side against right side.
    enum class Pairing { CoresVsDevice, CoreVsDevice, CoreVsCores };

    explicit LocalRace(const LessonContext &context, QWidget *parent = nullptr);
    ~LocalRace() override;

    RaceRunner &runner() { return m_runner; }
    // Starts OpenCL discovery once; devicesReady() follows (at once if already done).
    void discover();
    bool hasDiscovered() const { return m_runner.hasDiscovered(); }
    // No OpenCL device: only the CPU race is offered.
    bool cpuOnly() const { return m_runner.hasDiscovered() && !m_runner.discovery().available(); }

    void setPairing(Pairing pairing);
    Pairing pairing() const;
    void setSize(int n);
    int size() const;

    const RaceOutcome &lastOutcome() const { return m_outcome; }
    bool hasResult() const override { return m_outcome.speedup() > 0; }
    RacePane *pane(int side) const { return side == 0 ? m_left : m_right; }
    QLabel *deviceLabel() const { return m_device; }
    QLabel *phaseLabel() const { return statusLabel(); }
    QLabel *resultLabel() const { return verdictLabel(); }
    QComboBox *pairingBox() const { return m_pairing; }

signals:
    void devicesReady();
    void raceFinished(const gpulab::RaceOutcome &outcome);

protected:
    bool start(QString *error) override;
    void stop() override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void onDevicesReady();
    void onFinished(const RaceOutcome &outcome);
    void waitForDevices();
    void updateHeadings();
    void updateFonts();
    RaceRequest request() const;
    QString deviceName() const;

    RaceRunner m_runner;
    RaceOutcome m_outcome;
    bool m_discoveryStarted = false;
    QLabel *m_device = nullptr;
    QComboBox *m_pairing = nullptr;
    QComboBox *m_size = nullptr;
    RacePane *m_left = nullptr;
    RacePane *m_right = nullptr;
};

} // namespace gpulab
