// PrecisionLab: the Tensor Cores lesson's live low-precision experiment on this computer.
// Predict first which number format will give the largest error, then run: two random N × N
// matrices are rounded to FP32, TF32, FP16, BF16, FP8 E4M3 and FP8 E5M2 and multiplied,
// accumulating in FP32 (like a tensor core) and/or in the format itself, and (a check box, on by
// default) quantised to the block-scaled MXFP8, MXFP4 and NVFP4 and multiplied with FP32
// accumulation, as Blackwell-class tensor cores take them; each product is
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

class QCheckBox;
class QComboBox;

namespace gpulab {

class PrecisionRunner;

// One kind of input of the experiment: a format both matrices are rounded to, or a block-scaled
// scheme they are quantised with (then `format` is its element format).
struct PrecisionInput
{
    fp::Format format = fp::Format::Fp32;
    std::optional<fp::Scheme> scheme;

    static PrecisionInput of(const fp::PrecisionResult &result)
    {
        return {result.format, result.scheme};
    }
    QString name() const; // "FP8 E4M3", "MXFP4"
    int key() const;      // for item data: the format, or 100 + the scheme
    static PrecisionInput fromKey(int key);
    friend bool operator==(const PrecisionInput &, const PrecisionInput &) = default;
};

class PrecisionLab : public MeasurementLab
{
    Q_OBJECT
public:
    explicit PrecisionLab(QWidget *parent = nullptr);
    ~PrecisionLab() override;

    // The formats, in chart order (most precise first).
    static std::vector<fp::Format> formats();
    // The block-scaled schemes, after them: MXFP8 (E4M3), MXFP4, NVFP4.
    static std::vector<fp::Scheme> schemes();
    // What the next run measures, in chart order: the formats, then the schemes when the
    // block-scaled box is checked.
    std::vector<PrecisionInput> inputs() const;

    // The sizes of the next run (the Sizes list offers two sets; tests may set their own).
    void setSizes(const std::vector<int> &sizes);
    std::vector<int> sizes() const;
    void setPrediction(std::optional<PrecisionInput> input); // nullopt: no prediction
    std::optional<PrecisionInput> prediction() const;

    const std::vector<fp::PrecisionResult> &results() const { return m_results; }
    bool hasResult() const override { return !m_results.empty(); }
    // The input with the largest relative error at the largest size measured (FP32
    // accumulation when it was measured, else the in-format one).
    std::optional<PrecisionInput> largestErrorInput() const;

    QComboBox *predictionBox() const { return m_prediction; }
    QComboBox *sizesBox() const { return m_sizes; }
    QComboBox *accumulationBox() const { return m_accumulation; }
    QCheckBox *blockScaledBox() const { return m_blockScaled; }
    int seriesCount() const; // lines on the chart

protected:
    bool start(QString *error) override;
    void stop() override;
    void rebuild() override;
    void changeEvent(QEvent *event) override;

private:
    void onFinished(bool cancelled, const QString &error);
    void fillPredictions();
    void showVerdict();
    QString csv() const;

    PrecisionRunner *m_runner = nullptr;
    std::vector<fp::PrecisionResult> m_results;
    std::vector<int> m_customSizes;

    QComboBox *m_prediction = nullptr;
    QComboBox *m_sizes = nullptr;
    QComboBox *m_accumulation = nullptr;
    QCheckBox *m_blockScaled = nullptr;
    std::vector<PrecisionInput> m_runInputs; // the chart's categories: what the last run asked
};

} // namespace gpulab
