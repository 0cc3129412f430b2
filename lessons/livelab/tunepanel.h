// The Live Lab's per-device tuning: a line above the race's device that says whether
// opencl-regblock runs a stored tuning on that device ("Tuned 27/11/2026: 6 × 32, +12 %") or its
// default, and "Tune for This Device…", which opens the TuneDialog: the engine's `tune` request
// (compute/tuning.h) with its progress (set k of n, the best GFLOP/s so far, a row per set
// timed), Cancel (the engine stops within a second, as the race's Cancel does), and at the end
// the chosen set against the default and where it was stored. The engine reads the stored
// tuning itself, so the next race, ladder, scaling or roofline run uses it.
//
// Each talks to the engine through an EngineClient of its own (the service runs one request at a
// time: a pass asked for during a race waits for it): the panel's `tuning device=I` for the
// line, the dialog's `tune device=I budget=S` for the pass; events arrive on the GUI thread.
#pragma once

#include "lessons/framework/engineclient.h"

#include <QDialog>
#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QDoubleSpinBox;
class QTableWidget;

namespace gpulab {

class TuneDialog;

// "Tuned 27/11/2026: 6 × 32, +12 %" / "Not tuned: default parameters (6 × 16)": the stored
// tuning in one line (the UI locale's date and numbers).
QString storedTuningText(const StoredTuning &stored);
// "6 × 32".
QString tileText(int rows, int columns);

class TunePanel : public QWidget
{
    Q_OBJECT
public:
    explicit TunePanel(EngineService *engine, QWidget *parent = nullptr);
    ~TunePanel() override;

    // The device the race points at (-1: no OpenCL device); asks the engine what is stored.
    void setDevice(int index, const QString &name);
    int device() const { return m_device; }
    // Asks the engine again what is stored for the device (after a pass, or a CLI tune).
    void refresh();

    QLabel *statusLabel() const { return m_status; }
    QPushButton *tuneButton() const { return m_tune; }
    // The dialog once the button was pressed (null before).
    TuneDialog *dialog() const { return m_dialog; }
    // Opens the dialog for the current device (what the button does).
    void openDialog();
    const StoredTuning &stored() const { return m_stored; }
    bool hasAnswer() const { return m_answered; }

signals:
    void storedChanged(); // a "tuning" answer arrived (stored() has it)

private:
    void onEvent(const EngineEvent &event);

    EngineService *m_service = nullptr;
    EngineClient *m_engine = nullptr;
    int m_device = -1;
    QString m_deviceName;
    StoredTuning m_stored;
    bool m_answered = false;
    QLabel *m_status = nullptr;
    QPushButton *m_tune = nullptr;
    TuneDialog *m_dialog = nullptr;
};

class TuneDialog : public QDialog
{
    Q_OBJECT
public:
    explicit TuneDialog(EngineService *engine, QWidget *parent = nullptr);

    void setDevice(int index, const QString &name);
    void setBudget(double seconds);
    // Starts the pass: false (and the status line says why) when it cannot.
    bool start();
    void cancel();
    bool isRunning() const { return m_running; }
    void reject() override; // Esc or Close: a running pass is cancelled first

    QDoubleSpinBox *budgetField() const { return m_budget; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *resultLabel() const { return m_result; }
    QTableWidget *table() const { return m_table; }
    const TuneOutcome &outcome() const { return m_outcome; }
    bool lastRunCancelled() const { return m_cancelled; }
    QString lastError() const { return m_error; }

    // The pass's ending in words: the chosen set against the default and where it is stored.
    static QString outcomeText(const TuneOutcome &outcome);

signals:
    void tuneEnded(bool cancelled); // a pass ended (completed, cancelled or failed)

protected:
    void changeEvent(QEvent *event) override; // a language change: retranslateUi()

private:
    // What the status line says, kept as data: statusText() makes the sentence.
    enum class Status {
        Ready,
        CannotStart,
        Reference,
        Progress,
        Cancelling,
        Failed,
        Cancelled,
        Done
    };
    void setStatus(Status status, const QString &detail = {});
    QString statusText() const;
    // Every text in the UI language: the labels, the status, the sets timed and the result.
    void retranslateUi();
    void onEvent(const EngineEvent &event);
    void end(bool cancelled, const QString &error);
    void addRow(const TuneSet &set);
    void setRunning(bool running);
    void fitHeight();

    EngineClient *m_engine = nullptr;
    int m_device = -1;
    QString m_deviceName;
    bool m_running = false;
    bool m_cancelled = false;
    QString m_error;
    Status m_statusKind = Status::Ready;
    QString m_statusDetail; // CannotStart, Failed: why
    int m_index = 0;        // Progress: the set being timed
    int m_count = 0;
    std::vector<TuneSet> m_sets; // the table's rows
    double m_best = 0;
    double m_default = 0;
    TuneOutcome m_outcome;
    QLabel *m_intro = nullptr;
    QLabel *m_budgetLabel = nullptr;
    QDoubleSpinBox *m_budget = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_close = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_result = nullptr;
};

} // namespace gpulab
