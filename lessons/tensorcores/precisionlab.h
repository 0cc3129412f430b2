// PrecisionLab: the Tensor Cores lesson's live low-precision experiment on this computer.
// Predict first which number format will give the largest error, then run: two random N × N
// matrices are rounded to FP32, TF32, FP16, BF16, FP8 E4M3 and FP8 E5M2 and multiplied,
// accumulating in FP32 (like a tensor core) and/or in the format itself, and each product is
// compared with the float64 product of the unrounded inputs (compute/lowprecision.h, on a worker
// thread through PrecisionRunner, with progress and Cancel). The chart shows the relative error
// against the format for each size (a line per size and accumulation, log scale by default; hover
// for the numbers, PNG/CSV export), and the verdict says whether the prediction was right and
// why, from the measured numbers.
#pragma once

#include "compute/lowprecision.h"
#include "widgets/simulationscene.h"

#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace gpulab {

class ChartFrame;
class PrecisionRunner;

class PrecisionLab : public QWidget
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

    bool run(QString *error = nullptr);
    void cancel();
    bool isRunning() const;
    // Runs and waits (a local event loop) up to timeoutMs; for --screenshot and tests.
    bool runAndWait(int timeoutMs);

    const std::vector<fp::PrecisionResult> &results() const { return m_results; }
    bool lastRunCancelled() const { return m_cancelled; }
    // The format with the largest relative error at the largest size measured (FP32
    // accumulation when it was measured, else the in-format one).
    std::optional<fp::Format> largestErrorFormat() const;

    void setSceneStyle(const SceneStyle &style);

    ChartFrame *frame() const { return m_frame; }
    QComboBox *predictionBox() const { return m_prediction; }
    QComboBox *sizesBox() const { return m_sizes; }
    QComboBox *accumulationBox() const { return m_accumulation; }
    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *verdictLabel() const { return m_verdict; }
    int seriesCount() const; // lines on the chart
    // No taller than the chart's minimum needs: the section's text above keeps the rest.
    QSize sizeHint() const override;

signals:
    void finished(bool cancelled);

protected:
    void changeEvent(QEvent *event) override;

private:
    void onFinished(bool cancelled, const QString &error);
    void rebuild();
    void showVerdict();
    QString csv() const;

    PrecisionRunner *m_runner = nullptr;
    std::vector<fp::PrecisionResult> m_results;
    std::vector<int> m_customSizes;
    std::optional<fp::Format> m_runPrediction; // what was predicted for the run shown
    bool m_cancelled = false;
    SceneStyle m_style = SceneStyle::light();
    bool m_styled = false;

    QComboBox *m_prediction = nullptr;
    QComboBox *m_sizes = nullptr;
    QComboBox *m_accumulation = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_verdict = nullptr;
    ChartFrame *m_frame = nullptr;
};

} // namespace gpulab
