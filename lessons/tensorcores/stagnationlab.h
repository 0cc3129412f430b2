// StagnationLab: why tensor cores accumulate in FP32, shown live. A running sum adds the same
// small number again and again, rounding after every add as a low-precision accumulator would
// (compute/lowprecision.h: runStagnation, on a worker thread through PrecisionRunner). Predict
// first where the sum gets stuck; then the chart shows the running sum against the number of
// adds for the sum kept in the format, in FP32 and exactly (plus Kahan's compensated sum in the
// format), with the point where the format's sum stopped growing marked, and the explanation
// from the format's own spacing: past that point, the gap between neighbouring values is more
// than twice the addend, so every add rounds back to the same sum.
// A MeasurementLab: the prediction, Run, Cancel, progress, status, chart and verdict are the
// base's.
#pragma once

#include "compute/lowprecision.h"
#include "lessons/framework/measurementlab.h"

#include <optional>

class QComboBox;
class QScatterSeries;

namespace gpulab {

class PrecisionRunner;

class StagnationLab : public MeasurementLab
{
    Q_OBJECT
public:
    explicit StagnationLab(QWidget *parent = nullptr);
    ~StagnationLab() override;

    // The set-up of the next run (also what the lists show).
    void setConfig(fp::Format format, double addend, qint64 count);
    fp::StagnationConfig config() const;
    // Where the student thinks the format's sum gets stuck: a value, or 0 for "never".
    void setPrediction(std::optional<double> stuckAt);
    std::optional<double> prediction() const;

    bool hasResult() const override { return m_haveResult; }
    const fp::StagnationResult &result() const { return m_result; }
    // The gap between the stuck sum and the next value up in the format (0 when not stuck).
    double gapAtStall() const;

    QScatterSeries *stallMark() const { return m_stallMark; } // null when the sum never stalled
    QComboBox *formatBox() const { return m_format; }
    QComboBox *addendBox() const { return m_addend; }
    QComboBox *countBox() const { return m_count; }
    QComboBox *predictionBox() const { return m_prediction; }
    int seriesCount() const;

protected:
    bool start(QString *error) override;
    void stop() override;
    void rebuild() override;

private:
    void onFinished(const fp::StagnationResult &result, bool cancelled, const QString &error);
    void showVerdict();
    QString csv() const;

    PrecisionRunner *m_runner = nullptr;
    fp::StagnationResult m_result;
    bool m_haveResult = false;
    fp::StagnationConfig m_runConfig;

    QComboBox *m_format = nullptr;
    QComboBox *m_addend = nullptr;
    QComboBox *m_count = nullptr;
    QComboBox *m_prediction = nullptr;
    QScatterSeries *m_stallMark = nullptr;
};

} // namespace gpulab
