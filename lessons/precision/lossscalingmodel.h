// The simulation of the "Precision formats" lesson: loss scaling in action. Each training step
// (an "iteration") produces a batch of gradient values; before they are stored in a narrow
// format they are multiplied by the loss scale S = 2^k, rounded to the format by the exact codec
// (compute/formats.h), and later divided by S again in FP32 (exact, S is a power of two). Every
// value meets one of four fates in the format:
//
//   normal      kept with the format's full precision
//   subnormal   kept, but with fewer significant bits (below the smallest normal)
//   underflow   rounded to zero: the gradient is lost
//   overflow    rounded past the largest finite value: infinity (NaN in FP8 E4M3)
//
// kept = normal + subnormal, and kept + underflowed + overflowed = seen, always.
//
// The gradients: magnitudes g with log2(g) ~ Normal(medianLog2, spreadLog2), i.e. a log-normal
// distribution (an invented but typical-looking spread, not a measurement). Values come from the
// seed and the iteration number only (SplitMix64 + Box–Muller), never from the format or the
// scale, so two runs with the same seed see the same gradients whatever they store them in.
//
// Loss scaling:
//   off      S = 1.
//   fixed    S = 2^scaleLog2 for the whole run.
//   dynamic  starts at 2^scaleLog2. After an iteration with any overflow, the step is skipped and
//            the scale halves (k - 1); after growthInterval iterations in a row without overflow
//            it doubles (k + 1) and the count starts again (PyTorch's GradScaler rule: it starts
//            at 2^16 and waits 2,000 steps; the lesson waits fewer so a class can see it). k
//            stays within [kMinScaleLog2, kMaxScaleLog2].
//
// Time: iteration i (1, 2, ...) happens when simulated time reaches i / iterationsPerSecond;
// the run ends after `iterations` iterations (finished()).
//
// Beats (each sets every parameter it names and restarts the run): 0 FP16 without scaling, 1
// FP16 with a fixed scale of 2^16, 2 FP16 with a fixed scale that is too large (2^34), 3 FP16
// with dynamic scaling, 4 BF16 without scaling, 5 FP8 E5M2 with dynamic scaling, 6 FP8 E4M3 with
// dynamic scaling.
//
// reset(seed) goes back to time 0 and beat 0 with the parameters kept, except that leaving
// another beat for beat 0 brings beat 0's set-up (as setBeat(0) would): the view restarts beat 0
// through reset() alone, and "FP16 without scaling" must not keep the previous beat's scale.
#pragma once

#include "compute/formats.h"
#include "lessons/framework/simulationmodel.h"

#include <QCoreApplication>

#include <vector>

namespace gpulab {

class LossScalingModel final : public BasicSimulationModel<LossScalingModel>
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::LossScalingModel)
public:
    enum class Scaling { Off, Fixed, Dynamic };
    enum class Fate : quint8 { Normal, Subnormal, Underflow, Overflow };

    struct Settings
    {
        fp::Format format = fp::Format::Fp16;
        Scaling scaling = Scaling::Off;
        int scaleLog2 = 16;     // the fixed scale, or where dynamic scaling starts
        int growthInterval = 4; // dynamic: clean iterations before the scale doubles
        int gradientsPerIteration = 512;
        double medianLog2 = -24; // log2 of the median gradient magnitude
        double spreadLog2 = 3;   // standard deviation of log2 |g|, in binades
        int iterations = 240;
        double iterationsPerSecond = 6;
        bool operator==(const Settings &) const = default;
    };

    struct Counts
    {
        qint64 seen = 0;
        qint64 normal = 0;
        qint64 subnormal = 0;
        qint64 underflowed = 0;
        qint64 overflowed = 0;
        qint64 kept() const { return normal + subnormal; }
        bool operator==(const Counts &) const = default;
    };

    struct Sample
    {
        double gradient = 0;   // the true magnitude
        double scaledLog2 = 0; // log2 of gradient x S: where the format sees it
        double stored = 0;     // what the format holds (before unscaling)
        Fate fate = Fate::Normal;
    };

    struct Iteration
    {
        int scaleLog2 = 0; // the scale this iteration used
        Counts counts;
        bool overflow() const { return counts.overflowed > 0; }
    };

    static constexpr int kMinScaleLog2 = -20;
    static constexpr int kMaxScaleLog2 = 60;
    static constexpr int kMaxGrowthInterval = 10'000;
    static constexpr int kMinGradients = 16;
    static constexpr int kMaxGradients = 8192;
    static constexpr int kMaxIterations = 10'000;
    static constexpr int kBeats = 7;

    LossScalingModel();

    // The simulation id a lesson manifest names in "simulation"; the lesson table reads it here.
    static constexpr char kSimulationId[] = "loss-scaling";
    void reset(quint64 seed) override;
    void step(double dtSeconds) override;
    QJsonObject parameters() const override;
    bool setParameters(const QJsonObject &parameters, QString *error) override;
    QList<ParameterChoice> parameterChoices(const QString &key) const override;
    QJsonObject state() const override;
    void setBeat(int beat) override;
    bool finished() const override { return m_iteration >= m_settings.iterations; }

    const Settings &settings() const { return m_settings; }
    const fp::FormatSpec &spec() const { return fp::formatSpec(m_settings.format); }
    // The format's limits, from the codec.
    const fp::FormatProperties &limits() const { return m_limits; }
    // Iterations done so far.
    int iteration() const { return m_iteration; }
    // The scale the next iteration will use (log2), and as a number.
    int scaleLog2() const { return m_scaleLog2; }
    double scale() const;
    // Clean iterations in a row since the scale last changed (dynamic scaling).
    int cleanRun() const { return m_cleanRun; }
    const Counts &totals() const { return m_totals; }
    // Iterations that had at least one overflow (dynamic scaling skips them).
    int overflowIterations() const { return m_overflowIterations; }
    // The last iteration's gradients (empty before the first).
    const std::vector<Sample> &lastSamples() const { return m_samples; }
    const std::vector<Iteration> &history() const { return m_history; }

    // What storing gradient g at scale 2^scaleLog2 in `spec` gives (the rule all counts use).
    static Sample store(const fp::FormatSpec &spec, double gradient, int scaleLog2);
    // The gradient magnitudes of iteration `index` (0-based) for a seed (the model's stream).
    static std::vector<double> gradients(quint64 seed, int index, const Settings &settings);

    static QString beatTitle(int beat);
    static Settings beatSettings(int beat);
    // The totals of a whole run of `settings` from `seed` (what a model left to finish counts).
    static Counts runTotals(const Settings &settings, quint64 seed);
    static QString scalingName(Scaling scaling); // "off" "fixed" "dynamic"
    // The formats the simulation offers (a gradient store: no TF32, no FP4).
    static std::vector<fp::Format> offeredFormats();

private:
    void rebuild();
    void runIteration();

    Settings m_settings;
    fp::FormatProperties m_limits;
    int m_iteration = 0;
    int m_scaleLog2 = 0;
    int m_cleanRun = 0;
    int m_overflowIterations = 0;
    Counts m_totals;
    std::vector<Sample> m_samples;
    std::vector<Iteration> m_history;
};

} // namespace gpulab
