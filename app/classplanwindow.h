// ClassPlanWindow: File › Class Plan › Edit Class Plan… — the open plan's steps in a table
// (what each shows, its tab, its minutes and its note; minutes and note are edited in place),
// with buttons to go to a step, add the view on screen, move, remove, open and save, the plan's
// total time, and the steps left out when it was opened (FILE:LINE). Non-modal: the instructor
// walks the lessons beside it and adds views as they go. Everything it changes goes through the
// ClassPlanController. A language change retranslates it in place (retranslateUi()).
#pragma once

#include "lessons/framework/lessoncontent.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace gpulab {

class ClassPlanController;
class MainWindow;

class ClassPlanWindow : public QDialog
{
    Q_OBJECT
public:
    ClassPlanWindow(ClassPlanController *plans, MainWindow *window);

    // Shows what the plan's last open left out (ClassPlanController::openProblems(), made again
    // on a language change), under the table; none: the list is hidden.
    void showOpenProblems();
    QTableWidget *table() const { return m_table; }
    QListWidget *problemList() const { return m_problems; }
    int selectedStep() const;

    enum Column { StepColumn, TabColumn, MinutesColumn, NoteColumn, ColumnCount };

protected:
    void changeEvent(QEvent *event) override;

private:
    // Every text of the window in the UI language (and the steps described again).
    void retranslateUi();
    void refresh();
    void selectStep(int row);
    void cellEdited(int row, int column);
    void selectionChanged();

    ClassPlanController *m_plans;
    MainWindow *m_window;
    QLabel *m_titleLabel = nullptr;
    QLineEdit *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
    QPushButton *m_goTo = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_up = nullptr;
    QPushButton *m_down = nullptr;
    QPushButton *m_remove = nullptr;
    QLabel *m_problemsLabel = nullptr;
    QListWidget *m_problems = nullptr;
    bool m_refreshing = false;
};

} // namespace gpulab
