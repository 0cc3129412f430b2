// SimClock owns simulated time for one SimulationModel. Real time (from whoever drives the
// animation) is scaled by the playback speed and accumulated; the model is then advanced in whole
// fixed steps of kStepSeconds, so the model only ever sees step(kStepSeconds) and a run is the same
// bit for bit at every speed: speed changes how many steps happen per real second, never their
// size. Pure logic (no clock reads, no widgets), so it is tested without a display.
#pragma once

#include <array>

namespace gpulab {

class SimulationModel;

class SimClock
{
public:
    static constexpr double kStepSeconds = 1.0 / 60.0;
    // A stalled frame (debugger, suspended laptop) catches up at most this many steps at once and
    // drops the rest, so the UI never freezes replaying a backlog.
    static constexpr int kMaxStepsPerAdvance = 30;
    static constexpr std::array<double, 5> kSpeeds = {0.25, 0.5, 1.0, 2.0, 4.0};
    static constexpr double kMinSpeed = 0.25;
    static constexpr double kMaxSpeed = 4.0;

    explicit SimClock(SimulationModel &model) : m_model(model) {}

    SimulationModel &model() const { return m_model; }

    bool isPlaying() const { return m_playing; }
    void play() { m_playing = true; }
    void pause();
    void toggle();

    // While playing: adds realSeconds × speed of simulated time and takes the whole steps that are
    // due (at most kMaxStepsPerAdvance). Returns the number of steps taken. Does nothing while
    // paused or for non-positive or non-finite input.
    int advance(double realSeconds);
    // Exactly one step, playing or not, at any speed.
    void stepOnce();
    // n steps (for --screenshot and preset replay); n <= 0 does nothing.
    void runSteps(long long n);

    double speed() const { return m_speed; }
    // Clamps to [kMinSpeed, kMaxSpeed]; returns false for NaN (speed unchanged).
    bool setSpeed(double speed);
    // Move to the next faster / slower rung of kSpeeds; false when already at the end.
    bool faster();
    bool slower();

    // model.reset(model.seed()), zero steps, no pending time; the play state is kept.
    void reset();
    // Steps taken since the last reset() / restart().
    long long stepsTaken() const { return m_steps; }
    // Starts counting again from the model's current state (after the caller changed it, e.g. a
    // beat change that restarted the model).
    void restart();

private:
    SimulationModel &m_model;
    bool m_playing = false;
    double m_speed = 1.0;
    double m_pendingSeconds = 0; // simulated seconds not yet stepped
    long long m_steps = 0;
};

} // namespace gpulab
