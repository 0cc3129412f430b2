// RooflineLab: the interactive roofline of the Memory hierarchy lesson. An arithmetic-intensity
// slider (FLOP per byte of memory traffic, log scale, 1/16 to 1,024) places a kernel on the
// roofline of a datacenter GPU from the data file (its HBM bandwidth and its FP32 vector or FP16
// tensor peak, dense): below the ridge point it is memory-bound, attainable = intensity ×
// bandwidth; above it, compute-bound at the peak (Williams, Waterman and Patterson, 2009). Worked
// examples set the slider. The same chart shows this machine's measured roofs when the Live Lab
// or this page has measured them on the chosen OpenCL device (MachineState), and a button
// measures them (RaceRunner::startRoofs, in the engine process; progress and Cancel).
// It is a MeasurementLab: the measurement's Run, Cancel and progress, its status line saying what
// this machine measured, the chart, and the verdict saying where the kernel is.
#pragma once

#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/lessoncontext.h"
#include "lessons/framework/measurementlab.h"
#include "lessons/framework/racerunner.h"

class QComboBox;
class QLabel;
class QSlider;

namespace gpulab {

class RooflineLab : public MeasurementLab
{
    Q_OBJECT
public:
    explicit RooflineLab(const LessonContext &context, QWidget *parent = nullptr);
    ~RooflineLab() override;

    static constexpr int kSteps = 14 * 4; // slider steps: 2^-4 .. 2^10 in quarter octaves
    static double intensityForStep(int step);

    void setIntensity(double flopsPerByte); // nearest slider step
    double intensity() const;
    void setGpu(const QString &id);
    QString gpu() const;
    bool tensorPeak() const;
    void setTensorPeak(bool tensor);

    // The chosen GPU's roofs (GFLOP/s and GB/s) and where the kernel is.
    double peakGflops() const;
    double bandwidthGBs() const;
    double ridge() const { return bandwidthGBs() > 0 ? peakGflops() / bandwidthGBs() : 0; }
    double attainableGflops() const;
    bool memoryBound() const { return intensity() < ridge(); }

    QSlider *slider() const { return m_slider; }
    QComboBox *gpuBox() const { return m_gpu; }
    QComboBox *peakBox() const { return m_peak; }
    QComboBox *exampleBox() const { return m_example; }
    // This machine's measured roofs, in the status line.
    QLabel *measuredLabel() const { return statusLabel(); }
    int seriesCount() const;

protected:
    bool start(QString *error) override;
    void stop() override;
    void rebuild() override;

private:
    QString measuredText() const;
    const GpuSpec *spec() const;

    QList<GpuSpec> m_specs;
    RaceRunner m_runner;
    QComboBox *m_gpu = nullptr;
    QComboBox *m_peak = nullptr;
    QComboBox *m_example = nullptr;
    QSlider *m_slider = nullptr;
    QLabel *m_value = nullptr;
};

} // namespace gpulab
