// The simulation of the "GPU generations" lesson: a walk along the data file's datacenter
// GPUs, one generation a beat, from Pascal (P100, 2016) to Blackwell (B200), then AMD's MI300X
// and Google's TPU v5p beside them. Each beat adds its GPU's bar to a logarithmic chart of one
// figure — the dense FP16/BF16 peak, the memory or the memory bandwidth — growing from the
// previous generation's height to its own over kRevealSeconds, and names what the generation
// added (additions() in generationsmath.h: tensor cores and their precisions, sparsity, the
// Transformer Engine, NVLink, the memory type).
//
// Every figure comes from assets/data/gpu-specs.csv through the DataCatalog; a GPU missing from
// the file leaves its beat with a note instead of a bar, never a made-up figure. Dense rates
// only: the P100, which has no tensor cores, shows its FP16 rate on the vector cores, labelled.
//
// Deterministic and clock-free: time moves only through step(dt); nothing is random (the seed
// is kept for the contract). Beats: 0 Pascal, 1 Volta, 2 Ampere, 3 Hopper, 4 H200 (memory),
// 5 Blackwell, 6 beyond NVIDIA. A beat sets the figure it is about (`metric`) and restarts the
// reveal; reset() goes back to beat 0, keeping a figure the user chose and dropping a beat's.
#pragma once

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/simulationmodel.h"
#include "lessons/generations/generationsmath.h"

#include <QList>
#include <QStringList>

namespace gpulab {

class GenerationsModel final : public BasicSimulationModel<GenerationsModel>
{
public:
    enum class Metric { Compute, Memory, Bandwidth };
    struct Settings
    {
        Metric metric = Metric::Compute;
    };

    // One bar of the chart: a GPU of a beat up to the current one.
    struct Bar
    {
        GpuSpec spec;
        QString label;                 // short: "P100", "TPU v5p"
        double value = kUnknownFigure; // the metric, in its unit; unknown: no bar
        bool vectorOnly = false;       // Compute on a GPU without tensor cores (P100)
        bool current = false;          // added by the beat shown
        bool contrast = false;         // another vendor's (the last beat)
    };

    static constexpr char kSimulationId[] = "gpu-generations";
    static constexpr int kBeats = 7;
    static constexpr double kRevealSeconds = 2.0;

    explicit GenerationsModel(const DataCatalog &data);
    explicit GenerationsModel(const QList<GpuSpec> &specs);

    void reset(quint64 seed) override;
    void step(double dtSeconds) override;
    QJsonObject parameters() const override;
    bool setParameters(const QJsonObject &parameters, QString *error) override;
    QList<ParameterChoice> parameterChoices(const QString &key) const override;
    QJsonObject state() const override;
    void setBeat(int beat) override;
    bool finished() const override { return reveal() >= 1.0; }
    static QString beatTitle(int beat); // translated

    // The ids each beat adds, in the data file (the narrative's choice of stops).
    static QStringList beatIds(int beat);
    static Metric beatMetric(int beat);

    Metric metric() const { return m_settings.metric; }
    static QString metricName(Metric metric); // translated: "Dense FP16/BF16 peak"
    static QString metricUnit(Metric metric); // "TFLOPS", "GB", "GB/s"
    static double valueOf(const GpuSpec &spec, Metric metric);
    static QString shortName(const GpuSpec &spec); // "P100", "MI300X", "TPU v5p"

    // 0..1: how far the current bar has grown (kRevealSeconds after the beat starts).
    double reveal() const;
    // Every bar up to the current beat, in walk order (a beat's GPU missing from the data file
    // has no bar: missingIds() names it).
    QList<Bar> bars() const;
    QStringList missingIds() const;
    // The metric of every GPU of the whole walk (all beats) that the file has: what a chart's
    // axis spans, so that it does not move from beat to beat.
    QList<double> walkValues() const;
    // The GPU the beat is about (its first id), or null when the file lacks it.
    const GpuSpec *current() const;
    // What the current GPU added over the previous beat's (everything worth naming for the
    // first, and for another vendor's GPU).
    QList<generations::Addition> currentAdditions() const;
    // The current GPU's metric over the first beat's (P100's): "×47"; NaN where unknown.
    double growthOverFirst() const;

private:
    const GpuSpec *find(const QString &id) const;

    QList<GpuSpec> m_specs;
    Settings m_settings;
    bool m_metricChosen = false; // by the user (kept by reset), not by a beat
};

} // namespace gpulab
