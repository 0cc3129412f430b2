// PrecisionLab: the Tensor Cores lesson's live low-precision experiment on this computer.
// Predict first which number format will give the largest error, then run: two random N × N
// matrices are rounded to FP32, TF32, FP16, BF16, FP8 E4M3 and FP8 E5M2 and multiplied,
// accumulating in FP32 (like a tensor core) and/or in the format itself, and each product is
// compared with the float64 product of the unrounded inputs (compute/lowprecision.h, on a worker
// thread through PrecisionRunner, with progress and Cancel). The chart shows the relative error
// against the format for each size (a line per size and accumulation, log scale by default; hover
// for the numbers, PNG/CSV export), and the verdict says whether the prediction was right and
// why, from the measured numbers.
// A MeasurementLab: the prediction, Run, Cancel, progress, status, chart and verdict are the
// base's; what is here is the experiment and how it reads the errors.
#pragma once

#include "compute/lowprecision.h"
#include "lessons/framework/measurementlab.h"

#include <optional>
#include <vector>

class QComboBox;

namespace gpulab {

class PrecisionRunner;

class PrecisionLab : public MeasurementLab
{
    Q_OBJECT
public:
    explicit PrecisionLab(QWidget *parent = nullptr);
    ~PrecisionLab() override;

    // The formats, in chart order (most precise first).
    static std::vector<fp::Format> formats();

    // The sizes of the next run (the Sizes list offers two sets; tests may set their own).
    void setSizes(const std::vector<int> &sizes);
    std::vector<int> sizes() const;
    void setPrediction(std::optional<fp::Format> format); // nullopt: no prediction
    std::optional<fp::Format> prediction() const;

    const std::vector<fp::PrecisionResult> &results() const { return m_results; }
    bool hasResult() const override { return !m_results.empty(); }
    // The format with the largest relative error at the largest size measured (FP32
    // accumulation when it was measured, else the in-format one).
    std::optional<fp::Format> largestErrorFormat() const;

    QComboBox *predictionBox() const { return m_prediction; }
    QComboBox *sizesBox() const { return m_sizes; }
    QComboBox *accumulationBox() const { return m_accumulation; }
    int seriesCount() const; // lines on the chart

protected:
    bool start(QString *error) override;
    void stop() override;
    void rebuild() override;
    void changeEvent(QEvent *event) override;

private:
    void onFinished(bool cancelled, const QString &error);
    void showVerdict();
    QString csv() const;

    PrecisionRunner *m_runner = nullptr;
    std::vector<fp::PrecisionResult> m_results;
    std::vector<int> m_customSizes;

    QComboBox *m_prediction = nullptr;
    QComboBox *m_sizes = nullptr;
    QComboBox *m_accumulation = nullptr;
};

} // namespace gpulab
