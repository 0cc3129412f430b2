// File › Open Class Results…: a folder of the Live Lab sessions a class handed in, on one page
// (non-modal, beside the lessons). Three tabs:
//   Class roofline — every student's measured roofs (thin solid lines; the student chosen in the
//                    table thick and named) and their kernels (a shape per rung: circle, square,
//                    triangle), beside the datasheet GPUs' roofs (dashed, named): the class
//                    roofline. A legend under the chart says what each shape and line is.
//   Students       — one sortable row per student: device, CPU, best GFLOP/s, the roofs and the
//                    speedup over serial-naive of each rung; Export CSV… (ClassResults::csv()).
//   Skipped files  — every file left out, what it is and why (FILE:LINE for a session that
//                    cannot be read).
// The model is ClassResults (lessons/framework/classresults.h). Loading runs on a worker thread
// (QThread::create) with a progress bar and Cancel, which stops it between two files; the UI
// thread only shows what the worker returns. The window owns the thread and waits for it when
// it closes: the wait is one file's read at most (a file is bounded by filelimit::kSession).
// A language change retranslates it in place (retranslateUi()), from the results already read.
#pragma once

#include "lessons/framework/classresults.h"
#include "lessons/framework/gpuspecs.h"
#include "widgets/simulationscene.h"

#include "compute/cancel.h"

#include <QDialog>
#include <QList>

#include <memory>

class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableWidget;
class QThread;

namespace gpulab {

class ChartFrame;

class ClassResultsWindow : public QDialog
{
    Q_OBJECT
public:
    // `datasheets`: the GPU specs rows (the data catalog's) whose roofs the chart shows.
    explicit ClassResultsWindow(const QList<GpuSpec> &datasheets, QWidget *parent = nullptr);
    ~ClassResultsWindow() override;

    // Reads `folder` on the worker (a load under way is cancelled first).
    void openFolder(const QString &folder);
    void openFolderWithDialog();
    void cancel();
    bool isLoading() const { return m_thread != nullptr; }
    // Waits (processing events) until the load under way ends; false after `timeoutMs`.
    bool waitForLoaded(int timeoutMs = 30000);

    const ClassResults &results() const { return m_results; }
    bool exportCsv(const QString &path, QString *error) const;
    void setSceneStyle(const SceneStyle &style);

    // The student shown thick on the chart: a row of results().okFiles() (-1: none).
    void selectStudent(int okIndex);
    int selectedStudent() const { return m_selected; }

    // --- parts, for tests
    ChartFrame *chart() const { return m_chart; }
    QTableWidget *studentsTable() const { return m_students; }
    QTableWidget *skippedTable() const { return m_skipped; }
    QTabWidget *tabs() const { return m_tabs; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *legendLabel() const { return m_legend; }
    QProgressBar *progressBar() const { return m_progress; }
    QPushButton *cancelButton() const { return m_cancelButton; }

signals:
    void loaded(); // a load ended (finished or cancelled) and its results are shown

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // Every text of the window in the UI language, and what the results say made again in it.
    void retranslateUi();
    void loadingEnded(const std::shared_ptr<ClassResults> &results);
    void showResults();
    void fillStudents();
    void fillSkipped();
    void rebuildChart();
    void updateLegend();
    void exportCsvWithDialog();
    void stopWorker();
    void fitToScreen();

    QList<GpuSpec> m_datasheets; // datasheetRoofSpecs() of the catalog's
    SceneStyle m_style;
    bool m_styled = false; // setSceneStyle() was called (else the palette's)
    ClassResults m_results;
    int m_selected = -1;
    QString m_folder;
    QThread *m_thread = nullptr;
    std::shared_ptr<CancelToken> m_cancel;

    QLabel *m_status = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_export = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QTabWidget *m_tabs = nullptr;
    ChartFrame *m_chart = nullptr;
    QCheckBox *m_showDatasheets = nullptr;
    QLabel *m_legend = nullptr;
    QTableWidget *m_students = nullptr;
    QTableWidget *m_skipped = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace gpulab
