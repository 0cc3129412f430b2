// RooflineLab: the interactive roofline of the Memory hierarchy lesson. An arithmetic-intensity
// slider (FLOP per byte of memory traffic, log scale, 1/16 to 1,024) places a kernel on the
// roofline of a datacenter GPU from the data file (its HBM bandwidth and its FP32 vector or FP16
// tensor peak, dense): below the ridge point it is memory-bound, attainable = intensity ×
// bandwidth; above it, compute-bound at the peak (Williams, Waterman and Patterson, 2009). Worked
// examples set the slider. The same chart shows this machine's measured roofs when the Live Lab
// or this page has measured them on the chosen OpenCL device (MachineState), and a button
// measures them (RaceRunner::startRoofs, in the engine process; progress and Cancel).
#pragma once

#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/lessoncontext.h"
#include "lessons/framework/racerunner.h"
#include "widgets/simulationscene.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSlider;

namespace gpulab {

class ChartFrame;

class RooflineLab : public QWidget
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

    bool measureRoofs(QString *error = nullptr);
    bool isMeasuring() const { return m_runner.isRunning(); }
    void cancel() { m_runner.cancel(); }

    void setSceneStyle(const SceneStyle &style);

    QSlider *slider() const { return m_slider; }
    QComboBox *gpuBox() const { return m_gpu; }
    QComboBox *peakBox() const { return m_peak; }
    QComboBox *exampleBox() const { return m_example; }
    QLabel *verdictLabel() const { return m_verdict; }
    QLabel *measuredLabel() const { return m_measured; }
    QPushButton *measureButton() const { return m_measure; }
    QPushButton *cancelButton() const { return m_cancel; }
    ChartFrame *frame() const { return m_frame; }
    int seriesCount() const;
    QSize sizeHint() const override;

signals:
    void measured(bool ok);

private:
    void rebuild();
    void updateMeasuredText();
    const GpuSpec *spec() const;

    QList<GpuSpec> m_specs;
    RaceRunner m_runner;
    SceneStyle m_style = SceneStyle::light();
    bool m_styled = false;
    QComboBox *m_gpu = nullptr;
    QComboBox *m_peak = nullptr;
    QComboBox *m_example = nullptr;
    QSlider *m_slider = nullptr;
    QLabel *m_value = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_measured = nullptr;
    QPushButton *m_measure = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    ChartFrame *m_frame = nullptr;
};

} // namespace gpulab
