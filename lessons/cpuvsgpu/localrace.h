// The end of the "CPU vs GPU" lesson: a real measurement on this machine, embedded so the lesson
// stands alone. It reuses the Live Lab's RaceRunner (OpenCL and the benchmark on a worker thread,
// with cancel) and RacePanes: the CPU side (every core, or one) against the OpenCL device,
// multiplying two N × N matrices — N² independent output elements, like the model's tasks.
//
// With no OpenCL driver it says so ("CPU only") and offers the race that can still run here:
// one core against every core. Nothing here blocks the window: the runner reports with queued
// signals. OpenCL discovery starts the first time the widget is shown (or a race is asked for),
// so opening the lesson costs nothing.
#pragma once

#include "lessons/framework/lessoncontext.h"
#include "lessons/framework/racerunner.h"

#include <QElapsedTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace gpulab {

class RacePane;

class LocalRace : public QWidget
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
    // False (and a message in the phase line) when it cannot start.
    bool run(QString *error = nullptr);
    void cancel();
    bool isRunning() const { return m_runner.isRunning(); }
    // Runs and waits (a local event loop) up to timeoutMs; for --screenshot.
    bool runAndWait(int timeoutMs);

    const RaceOutcome &lastOutcome() const { return m_outcome; }
    RacePane *pane(int side) const { return side == 0 ? m_left : m_right; }
    QLabel *deviceLabel() const { return m_device; }
    QLabel *phaseLabel() const { return m_phase; }
    QLabel *resultLabel() const { return m_result; }
    QComboBox *pairingBox() const { return m_pairing; }
    QPushButton *runButton() const { return m_run; }

signals:
    void devicesReady();
    void raceFinished(const gpulab::RaceOutcome &outcome);

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void onDevicesReady();
    void onFinished(const RaceOutcome &outcome);
    void waitForDevices();
    void updateHeadings();
    void updateFonts();
    void setRunning(bool running);
    RaceRequest request() const;
    QString deviceName() const;

    RaceRunner m_runner;
    RaceOutcome m_outcome;
    bool m_discoveryStarted = false;
    int m_runningSide = -1;
    QElapsedTimer m_sideClock; // how long the running side has run (its live clock)
    QLabel *m_device = nullptr;
    QComboBox *m_pairing = nullptr;
    QComboBox *m_size = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QLabel *m_phase = nullptr;
    RacePane *m_left = nullptr;
    RacePane *m_right = nullptr;
    QLabel *m_result = nullptr;
};

} // namespace gpulab
