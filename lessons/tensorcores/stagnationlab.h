// StagnationLab: why tensor cores accumulate in FP32, shown live. A running sum adds the same
// small number again and again, rounding after every add as a low-precision accumulator would
// (compute/lowprecision.h: runStagnation, on a worker thread through PrecisionRunner). Predict
// first where the sum gets stuck; then the chart shows the running sum against the number of
// adds for the sum kept in the format, in FP32 and exactly (plus Kahan's compensated sum in the
// format), with the point where the format's sum stopped growing marked, and the explanation
// from the format's own spacing: past that point, the gap between neighbouring values is more
// than twice the addend, so every add rounds back to the same sum.
#pragma once

#include "compute/lowprecision.h"
#include "widgets/simulationscene.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QScatterSeries;

namespace gpulab {

class ChartFrame;
class PrecisionRunner;

class StagnationLab : public QWidget
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

    bool run(QString *error = nullptr);
    void cancel();
    bool isRunning() const;
    bool runAndWait(int timeoutMs);

    bool hasResult() const { return m_haveResult; }
    const fp::StagnationResult &result() const { return m_result; }
    bool lastRunCancelled() const { return m_cancelled; }
    // The gap between the stuck sum and the next value up in the format (0 when not stuck).
    double gapAtStall() const;

    void setSceneStyle(const SceneStyle &style);

    ChartFrame *frame() const { return m_frame; }
    QScatterSeries *stallMark() const { return m_stallMark; } // null when the sum never stalled
    QComboBox *formatBox() const { return m_format; }
    QComboBox *addendBox() const { return m_addend; }
    QComboBox *countBox() const { return m_count; }
    QComboBox *predictionBox() const { return m_prediction; }
    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *verdictLabel() const { return m_verdict; }
    int seriesCount() const;
    // No taller than the chart's minimum needs: the section's text above keeps the rest.
    QSize sizeHint() const override;

signals:
    void finished(bool cancelled);

private:
    void onFinished(const fp::StagnationResult &result, bool cancelled, const QString &error);
    void rebuild();
    void showVerdict();
    QString csv() const;

    PrecisionRunner *m_runner = nullptr;
    fp::StagnationResult m_result;
    bool m_haveResult = false;
    bool m_cancelled = false;
    std::optional<double> m_runPrediction;
    fp::StagnationConfig m_runConfig;
    SceneStyle m_style = SceneStyle::light();
    bool m_styled = false;

    QComboBox *m_format = nullptr;
    QComboBox *m_addend = nullptr;
    QComboBox *m_count = nullptr;
    QComboBox *m_prediction = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_verdict = nullptr;
    ChartFrame *m_frame = nullptr;
    QScatterSeries *m_stallMark = nullptr;
};

} // namespace gpulab
