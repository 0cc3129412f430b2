// SimClock: fixed-step accumulation of scaled real time (see simclock.h).
#include "widgets/simclock.h"

#include "lessons/framework/simulationmodel.h"

#include <algorithm>
#include <cmath>

namespace gpulab {

void SimClock::pause()
{
    m_playing = false;
    m_pendingSeconds = 0; // a partial step must not pop out at the next play
}

void SimClock::toggle()
{
    if (m_playing)
        pause();
    else
        play();
}

int SimClock::advance(double realSeconds)
{
    if (!m_playing || !std::isfinite(realSeconds) || realSeconds <= 0)
        return 0;
    m_pendingSeconds += realSeconds * m_speed;
    // The small tolerance keeps e.g. 4 × (1/240) from landing a rounding error short of a step.
    const double due = std::floor(m_pendingSeconds / kStepSeconds + 1e-9);
    int steps = 0;
    if (due > kMaxStepsPerAdvance) {
        steps = kMaxStepsPerAdvance;
        m_pendingSeconds = 0; // drop the backlog
    } else {
        steps = int(due);
        m_pendingSeconds = std::max(0.0, m_pendingSeconds - steps * kStepSeconds);
    }
    runSteps(steps);
    return steps;
}

void SimClock::stepOnce()
{
    m_model.step(kStepSeconds);
    ++m_steps;
}

void SimClock::runSteps(long long n)
{
    for (long long i = 0; i < n; ++i)
        stepOnce();
}

bool SimClock::setSpeed(double speed)
{
    if (std::isnan(speed))
        return false;
    m_speed = std::clamp(speed, kMinSpeed, kMaxSpeed);
    return true;
}

bool SimClock::faster()
{
    for (double rung : kSpeeds) {
        if (rung > m_speed) {
            m_speed = rung;
            return true;
        }
    }
    return false;
}

bool SimClock::slower()
{
    for (auto it = kSpeeds.rbegin(); it != kSpeeds.rend(); ++it) {
        if (*it < m_speed) {
            m_speed = *it;
            return true;
        }
    }
    return false;
}

void SimClock::reset()
{
    m_model.reset(m_model.seed());
    restart();
}

void SimClock::restart()
{
    m_steps = 0;
    m_pendingSeconds = 0;
}

} // namespace gpulab
