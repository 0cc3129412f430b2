// ClassPlanController: the class plan the main window holds (app/classplan.h) and the walk
// through it. Opening a plan keeps its good steps and reports the bad ones (FILE:LINE); "Add
// This View to the Plan" appends what is on screen (lesson, section, beat, tab and the
// simulation's set-up); the plan is edited in ClassPlanWindow and saved whole.
//
// The clicker in presenter mode walks an open plan's steps instead of one lesson's stops: a step
// is shown at its set-up, paused; the next click plays it (where its simulation is on screen),
// walks the beats of a section that walks beats when the step names no beat, then goes to the
// next step, in whatever lesson it is. Back goes to the previous step's set-up. It drives the
// window through MainWindow's commands and the LessonPanel only.
#pragma once

#include "app/classplan.h"

#include <QObject>

namespace gpulab {

class MainWindow;

class ClassPlanController : public QObject
{
    Q_OBJECT
public:
    explicit ClassPlanController(MainWindow *window);

    bool hasPlan() const { return !m_plan.steps.isEmpty() || !m_path.isEmpty(); }
    const ClassPlan &plan() const { return m_plan; }
    QString path() const { return m_path; } // empty: never saved
    bool isModified() const { return m_modified; }
    // The step shown now, or -1 (none yet, or the user went elsewhere since).
    int currentStep() const { return m_step; }

    // Reads `path`, checks it against this app's lessons and keeps the good steps; *problems
    // gets the bad ones (file and line). False, with the plan unchanged, where the file is no
    // plan at all.
    bool open(const QString &path, QList<LessonProblem> *problems);
    // What the last open() left out, its sentences made now: in the UI's language, naming the
    // lessons as they are loaded now. Made again from the bytes that open() read (the file is
    // not read again); a file that could not be read at all keeps the reader's sentence.
    // Empty after close().
    QList<LessonProblem> openProblems() const;
    bool save(const QString &path, QString *error);
    void close();
    void setTitle(const QString &title);

    // What is on screen now, as a step (nullopt on a page that is no lesson).
    std::optional<ClassPlanStep> currentView() const;
    // Appends currentView() after the current step (at the end where none is); its index, or -1.
    int addCurrentView();
    void removeStep(int index);
    void moveStep(int from, int to);
    void setNote(int index, const QString &note);
    void setMinutes(int index, int minutes);

    // Shows step `index` at its set-up, paused. False (and *why) where it cannot be shown.
    bool goToStep(int index, QString *why = nullptr);
    // The clicker: a step inside the current step, else the next (previous) step; false at the
    // end (start) of the plan.
    bool forward();
    bool backward();
    // The lessons as checkClassPlan() needs them (with their simulations' beat counts).
    QList<PlanLesson> planLessons() const;
    // "Lesson title — Section title", and the step's beat where it names one: how a step is
    // shown in lists.
    QString describe(const ClassPlanStep &step) const;

signals:
    void planChanged(); // steps, title, file or modified flag
    void stepShown(int index);

private:
    void changed();
    // Reads `bytes` (of `path`) as a plan and checks it: the plan (nullopt: none) and, in the
    // file's order, what it leaves out.
    std::optional<ClassPlan> readPlan(const QString &path, const QByteArray &bytes,
                                      QList<LessonProblem> *problems) const;
    MainWindow *m_window;
    ClassPlan m_plan;
    QString m_path;
    bool m_modified = false;
    int m_step = -1;
    bool m_stepPlayed = false; // the clicker played the current step's set-up
    // The last open(): its file, the bytes it read (nullopt: none could be read) and, for a file
    // that could not be read, the reader's problem.
    QString m_openedPath;
    std::optional<QByteArray> m_openedBytes;
    QList<LessonProblem> m_unreadable;
};

} // namespace gpulab
