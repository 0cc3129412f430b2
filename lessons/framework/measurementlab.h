// MeasurementLab: the one base of every live measurement a lesson runs on this computer — the
// Live Lab's race and charts, the memory, interconnect, CPU-vs-GPU and tensor-core labs. It owns
// what they all have, laid out one way, top to bottom:
//
//   header    what the lab measures, the device it uses          addHeader()
//   controls  set-up fields, the prediction, Run, Cancel, the    addField(), setPredictionField()
//             lab's own buttons, the progress bar                / addPredictionBox(), addControl()
//   status    what the run is doing, then how it ended           setStatus(), setProgress()
//   body      the lab's own widgets and its chart (ChartFrame)   addToBody(), addChart()
//   verdict   the prediction against the measurement             setVerdict(), verdictHeadline()
//
// The controls are one FlowLayout, so they wrap at 1024 × 768 and 150 % instead of widening the
// page; the chart is as tall as some lines of its text (ChartFrame::setMinimumLines). Texts that
// wrap sit in the lab's own layout, never in a nested one, so a new text's height reaches the
// scrolling page at once. Every control gets an accessible name; every string goes through tr().
//
// A run: run() refuses while one is on (and says so), then calls the lab's start(), which sends
// its request to its runner (RaceRunner, LinkRunner, PrecisionRunner) or EngineClient and calls
// beginRun() — or refuse() when it cannot start. The lab reports what arrives with setProgress()
// and setStatus() and ends with endRun(cancelled, error, status), which re-enables Run and emits
// finished(cancelled). Cancel calls cancel(), which asks the lab's stop() to stop its runner; the
// run then ends as usual, cancelled. The prediction shown when Run was pressed is kept for the
// run (runPrediction()) so the verdict compares with what the student said before measuring.
// runAndWait() runs in a local event loop (--screenshot, tests). What talks to the engine stays
// in each lab's start(), stop() and event handlers, apart from these UI pieces.
//
// Style: setSceneStyle() keeps the theme's scene style and calls rebuild(); a lab draws its chart
// with clearChart() and styleAxis(), which apply it (before a style is set: the palette's).
#pragma once

#include "widgets/simulationscene.h"

#include <QVariant>
#include <QWidget>

#include <utility>
#include <vector>

class QAbstractAxis;
class QComboBox;
class QLabel;
class QLayout;
class QLogValueAxis;
class QProgressBar;
class QPushButton;
class QVBoxLayout;

namespace gpulab {

class ChartFrame;
class FlowLayout;

class MeasurementLab : public QWidget
{
    Q_OBJECT
public:
    ~MeasurementLab() override;

    bool isRunning() const { return m_running; }
    bool lastRunCancelled() const { return m_cancelled; }
    // Why the last run could not complete (empty when it did, or was cancelled).
    QString lastError() const { return m_error; }

    // Starts a run with the controls' settings: true when it runs; false when nothing starts,
    // *error saying why (and the status line, unless it is because a run is on).
    virtual bool run(QString *error = nullptr);
    // Asks the running run to stop; it ends soon after with lastRunCancelled().
    virtual void cancel();
    // Runs and waits (a local event loop) up to timeoutMs, cancelling after that; for
    // --screenshot and tests. True when the run completed, not cancelled, without an error and
    // with a result (hasResult()).
    bool runAndWait(int timeoutMs);
    // The same wait for a run already started (by a lab's own run(...) with arguments).
    bool waitForFinished(int timeoutMs);
    // Whether the last run left a result to show (a race with both sides verified...). Default:
    // a run that completed always does.
    virtual bool hasResult() const { return true; }

    void setSceneStyle(const SceneStyle &style);
    const SceneStyle &sceneStyle() const { return m_style; }

    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *verdictLabel() const { return m_verdict; }
    ChartFrame *frame() const { return m_frame; }                  // null for a lab without a chart
    QWidget *predictionField() const { return m_predictionField; } // null without a prediction

    QSize sizeHint() const override;

signals:
    void finished(bool cancelled);

protected:
    // `runText`: the Run button's text, with its mnemonic ("&Run on this computer").
    explicit MeasurementLab(const QString &runText, QWidget *parent = nullptr);
    // The run button's text and shorter forms of it (FittingButton), for a long one.
    explicit MeasurementLab(const QStringList &runForms, QWidget *parent = nullptr);

    // ---- Layout (call from the lab's constructor)
    // Above the controls: what the lab measures, the device it runs on.
    void addHeader(QWidget *widget);
    void addHeader(QLayout *layout);
    enum class Lock {
        WhileRunning, // a set-up the run reads when it starts: not changed while it runs
        Never,        // independent of the run (an interactive chart's own controls)
    };
    // A set-up field, named by `label` (its buddy and accessible name), before the prediction
    // and Run.
    void addField(QLabel *label, QWidget *field, Lock lock = Lock::WhileRunning);
    // After Cancel, before the progress bar: a button or option of the lab's own (Replay,
    // GFLOP/s or speedup).
    void addControl(QWidget *widget);
    // The prediction, just before Run: `field` (a combo box or a spin box) says what the student
    // expects; runPrediction() is its value when Run was pressed.
    void setPredictionField(QLabel *label, QWidget *field);
    // A combo box for setPredictionField() whose first item, "(choose one)", has no data: no
    // prediction. The lab adds the choices, each with its data.
    QComboBox *addPredictionBox(const QString &labelText, const QString &accessibleName);
    // Between the status line and the verdict: the lab's own widgets, in order; `stretch` as
    // in QBoxLayout (what takes the room a tall page has).
    void addToBody(QWidget *widget, int stretch = 0);
    void addToBody(QLayout *layout, int stretch = 0);
    // The chart, added to the body now; frame() afterwards.
    ChartFrame *addChart(const QString &title, int stretch = 1);
    // Asks for no more height than the layout's minimum (the chart's lines), so the section's
    // text above keeps the rest of the page.
    void setCompactHeight(bool compact) { m_compact = compact; }
    // Run is only offered when the lab can run here (false: no device for it).
    void setRunAvailable(bool available);

    // ---- A run
    // The lab's part of run(): start the measurement and beginRun(), or refuse(). Never called
    // while a run is on.
    virtual bool start(QString *error) = 0;
    // The lab's part of cancel(): ask its runner to stop (only called while running).
    virtual void stop() = 0;
    // The run has started: Run off, Cancel on, progress at 0, the prediction kept; `status`
    // (when given) in the status line.
    void beginRun(const QString &status = {});
    void setProgress(double fraction); // 0..1
    void setProgressUnknown();         // a busy bar, for a step that reports no fraction
    void setStatus(const QString &text);
    // The run has ended: Run on, Cancel off, the progress full when it completed, `status` in
    // the status line, rebuild(), then finished(cancelled).
    void endRun(bool cancelled, const QString &error, const QString &status);
    // For start(): shows `status` (else `why`) in the status line, puts `why` in *error, false.
    bool refuse(QString *error, const QString &why, const QString &status = {});
    bool cancelRequested() const { return m_cancelRequested; }

    // ---- Prediction and verdict
    // The prediction when Run was pressed: invalid when none was made; its text as shown.
    QVariant runPrediction() const { return m_runPrediction; }
    QString runPredictionText() const { return m_runPredictionText; }
    // "✓ Right.", "✗ Not this time: you said <prediction>." or "No prediction this time."
    QString verdictHeadline(bool right) const;
    // The verdict line (hidden while empty).
    void setVerdict(const QString &text);
    // The verdict as one paragraph: the headline large and bold, then the sentences that explain
    // it, joined the UI language's way (joinSentences()); plain texts, escaped here.
    void setVerdict(const QString &headline, const QStringList &sentences);

    // ---- Style
    // Redraws the lab's chart and texts from its data: when the style changes and after a run.
    virtual void rebuild() {}
    bool isStyled() const { return m_styled; }
    QColor textColour() const;
    QColor gridColour() const;
    qreal lineWidth() const { return m_style.highContrast ? 3.5 : 2.5; }
    // Empties the chart (series and axes) and gives it the style: background, title, legend.
    void clearChart();
    // An axis in the style: text, line and grid colours, the style's font.
    void styleAxis(QAbstractAxis *axis) const;
    // The chart's two axes, styled, x at the bottom and y on the left.
    void addAxes(QAbstractAxis *x, QAbstractAxis *y);
    // A base-10 log axis (labels "%g") from the power of ten at or below `lo` to the one at or
    // above `hi` (both above 0), for the lab to title and style.
    static QLogValueAxis *decadeAxis(double lo, double hi);
    // A size sweep's axes (the memory labs): x the sizes from `minBytes` to `maxBytes` in KiB
    // on a log scale with a tick every ×4 (few enough that every label fits whole; QtCharts
    // cannot write bytes as KiB, so `sizeTitle` says the unit); y decades spanning 1 to 100 and
    // every value above 0 in `values`. Both titled, styled and added; returns {x, y}.
    std::pair<QLogValueAxis *, QLogValueAxis *> addSweepAxes(qint64 minBytes, qint64 maxBytes,
                                                             const QString &sizeTitle,
                                                             const std::vector<double> &values,
                                                             const QString &valueTitle);

private:
    QVariant currentPrediction(QString *text) const;
    void applyRunning(bool running);

    SceneStyle m_style = SceneStyle::light();
    bool m_styled = false;
    bool m_running = false;
    bool m_cancelled = false;
    bool m_cancelRequested = false;
    bool m_compact = false;
    bool m_runAvailable = true;
    QString m_error;
    QVariant m_runPrediction;
    QString m_runPredictionText;

    QVBoxLayout *m_layout = nullptr;
    FlowLayout *m_controls = nullptr;
    int m_headerCount = 0; // items of m_layout above the controls
    int m_fieldCount = 0;  // controls before the prediction and Run
    QList<QWidget *> m_locked;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_verdict = nullptr;
    ChartFrame *m_frame = nullptr;
    QWidget *m_predictionField = nullptr;
};

} // namespace gpulab
