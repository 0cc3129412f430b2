// IntensityLab: the Training-vs-inference lesson's live measurement. On the OpenCL device chosen
// in the status bar it times y = A x (GEMV: decoding one token) and C = A B (GEMM: prefill,
// training) of the same N x N float32 matrix, both verified against float64, through the
// measurement engine's `gemv` request (compute/gemv.h; progress and Cancel); when this device's
// roofs are not in MachineState yet it measures them first (RaceRunner::startRoofs, as the
// Memory hierarchy lesson's roofline does) and stores them there. The chart is the device's
// measured roofline (widgets/rooflineplot.h) with both products placed at their intensity; the
// verdict compares the GFLOP/s ratio with the student's prediction; the table under it divides
// the measured bandwidth by the bytes of weights of small and large models (models.csv) in
// FP16, INT8 and FP4: bounds on decoding one sequence here, never called a benchmark.
// Without an OpenCL device Run explains why nothing can run; the bounds wait for a measurement.
#pragma once

#include "compute/gemv.h"
#include "lessons/framework/lessoncontext.h"
#include "lessons/framework/measurementlab.h"
#include "lessons/framework/modelspecs.h"
#include "lessons/framework/racerunner.h"

#include <optional>

class QComboBox;
class QLabel;

namespace gpulab {

class EngineClient;
struct EngineEvent;

class IntensityLab : public MeasurementLab
{
    Q_OBJECT
public:
    explicit IntensityLab(const LessonContext &context, QWidget *parent = nullptr);
    ~IntensityLab() override;

    // Prediction choices: the GEMM's GFLOP/s over the GEMV's, at most this (index 1..4).
    static constexpr double kRatioEdges[] = {2, 10, 100};
    static int ratioChoice(double ratio); // 1: under 2x, 2: 2-10x, 3: 10-100x, 4: above 100x

    void setSize(int n); // 1024, 2048 or 4096
    int size() const;
    void setPrediction(int index);
    const std::optional<GemvReport> &report() const { return m_report; }
    // The bandwidth the bounds divide: this device's measured copy bandwidth (roofs), else the
    // GEMV's own GB/s; 0 when neither is known. *what says which.
    double boundBandwidthGBs(QString *what = nullptr) const;
    // The bounds as a table of rich text (model, FP16 weights, tokens/s at most in FP16, INT8,
    // FP4), one row per model: a label, not a table widget, so it never needs a scroll of its own.
    QLabel *boundsLabel() const { return m_bounds; }
    bool hasResult() const override;

protected:
    bool start(QString *error) override;
    void stop() override;
    void rebuild() override;

private:
    void sendGemv();
    void onEvent(const EngineEvent &event);
    void fillBounds();
    QString verdictText() const;
    QString deviceLabel() const;

    RaceRunner m_runner;
    EngineClient *m_engine = nullptr;
    QList<ModelSpec> m_models;
    QComboBox *m_size = nullptr;
    QComboBox *m_prediction = nullptr;
    QLabel *m_boundsCaption = nullptr;
    QLabel *m_bounds = nullptr;
    int m_device = 0;
    QString m_deviceName;
    bool m_measuringRoofs = false;
    std::optional<GemvReport> m_report;
};

} // namespace gpulab
