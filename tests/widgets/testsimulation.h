// A small deterministic simulation for the widgets tests: a seeded random walk of particles in the
// unit square. Beats change the particle count (1, 4, 16); parameters are the step length per
// simulated second and an optional duration after which the model reports finished(). The model
// records every dt it was stepped with, so tests can check that only SimClock::kStepSeconds
// arrives. The scene paints the particles as discs in the right two thirds of the area, leaving
// the top-left corner (where the ImGui window sits) plain background.
#pragma once

#include "lessons/framework/simulationmodel.h"
#include "lessons/framework/splitmix.h"
#include "widgets/simulationscene.h"

#include <QJsonArray>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace gpulab::test {

class WalkModel final : public BasicSimulationModel<WalkModel>
{
public:
    static constexpr char kSimulationId[] = "test-walk";
    static constexpr int kBeats = 3;
    static constexpr int kParticles[kBeats] = {1, 4, 16};

    void reset(quint64 seed) override
    {
        m_seed = seed;
        m_beat = 0;
        restart();
    }

    void step(double dt) override
    {
        m_stepSizes.push_back(dt);
        if (finished())
            return;
        m_time += dt;
        for (Particle &p : m_particles) {
            const double angle = 2 * std::numbers::pi * unitInterval(m_rng);
            p.x = std::clamp(p.x + std::cos(angle) * m_speed * dt, 0.0, 1.0);
            p.y = std::clamp(p.y + std::sin(angle) * m_speed * dt, 0.0, 1.0);
        }
    }

    QJsonObject parameters() const override
    {
        return {{QStringLiteral("speed"), m_speed}, {QStringLiteral("duration"), m_duration}};
    }
    bool setParameters(const QJsonObject &parameters, QString *error) override
    {
        const QJsonValue speed = parameters.value(QStringLiteral("speed"));
        const QJsonValue duration = parameters.value(QStringLiteral("duration"));
        if (!speed.isDouble() || speed.toDouble() <= 0 || speed.toDouble() > 10) {
            if (error)
                *error = QStringLiteral("speed must be in (0, 10]");
            return false;
        }
        if (!duration.isDouble() || duration.toDouble() < 0) {
            if (error)
                *error = QStringLiteral("duration must be >= 0");
            return false;
        }
        m_speed = speed.toDouble();
        m_duration = duration.toDouble();
        return true;
    }

    QJsonObject state() const override
    {
        QJsonArray positions;
        for (const Particle &p : m_particles)
            positions.append(QJsonArray{p.x, p.y});
        return {{QStringLiteral("time"), m_time},
                {QStringLiteral("beat"), m_beat},
                {QStringLiteral("rng"), QString::number(m_rng)},
                {QStringLiteral("positions"), positions}};
    }

    void setBeat(int beat) override
    {
        m_beat = std::clamp(beat, 0, beatCount() - 1);
        restart();
    }
    bool finished() const override { return m_duration > 0 && m_time >= m_duration - 1e-12; }

    const std::vector<double> &stepSizes() const { return m_stepSizes; }
    void clearStepSizes() { m_stepSizes.clear(); }

private:
    struct Particle
    {
        double x = 0.5;
        double y = 0.5;
    };

    void restart()
    {
        m_time = 0;
        m_rng = m_seed ^ (0x9E3779B97F4A7C15ull * quint64(m_beat + 1));
        m_particles.assign(std::size_t(kParticles[m_beat]), Particle{});
    }

    double m_speed = 0.5;
    double m_duration = 0;
    quint64 m_rng = 0;
    std::vector<Particle> m_particles{1};
    std::vector<double> m_stepSizes;
};

class WalkScene final : public SimulationScene
{
public:
    void paint(QPainter &painter, const QRectF &area, const SimulationModel &model,
               const SceneStyle &style) const override
    {
        const QRectF field(area.left() + area.width() / 3, area.top(), area.width() * 2 / 3,
                           area.height());
        painter.fillRect(field, style.surface);
        const QJsonArray positions = model.state().value(QStringLiteral("positions")).toArray();
        for (int i = 0; i < positions.size(); ++i) {
            const QJsonArray p = positions.at(i).toArray();
            const QPointF centre(field.left() + p.at(0).toDouble() * field.width(),
                                 field.top() + p.at(1).toDouble() * field.height());
            painter.setBrush(style.series[std::size_t(i) % style.series.size()]);
            painter.setPen(Qt::NoPen);
            painter.drawEllipse(centre, 10, 10);
        }
    }

    QString describe(const SimulationModel &model) const override
    {
        return QStringLiteral("%1 walkers at %2 s.")
            .arg(WalkModel::kParticles[model.beat()])
            .arg(model.timeSeconds(), 0, 'f', 1);
    }
};

} // namespace gpulab::test
