// ClassPlanController (see classplancontroller.h).
#include "app/classplancontroller.h"

#include "app/mainwindow.h"
#include "lessons/framework/lessonpanel.h"
#include "lessons/framework/lessonregistry.h"
#include "lessons/framework/sentencetext.h"
#include "widgets/simulationview.h"

#include <QLocale>

#include <algorithm>

namespace gpulab {

ClassPlanController::ClassPlanController(MainWindow *window) : QObject(window), m_window(window) {}

void ClassPlanController::changed()
{
    m_modified = true;
    emit planChanged();
}

QList<PlanLesson> ClassPlanController::planLessons() const
{
    QList<PlanLesson> lessons;
    for (const LessonLoadResult &lesson : m_window->lessons()) {
        if (!lesson.ok())
            continue;
        PlanLesson entry{&lesson.content, 0};
        if (const auto model = createSimulationModel(lesson.content.simulation, m_window->data()))
            entry.beatCount = model->beatCount();
        lessons.append(entry);
    }
    return lessons;
}

std::optional<ClassPlan> ClassPlanController::readPlan(const QString &path, const QByteArray &bytes,
                                                       QList<LessonProblem> *problems) const
{
    ClassPlanRead read = parseClassPlan(bytes, path);
    *problems = read.problems;
    if (!read.plan)
        return std::nullopt;
    checkClassPlan(*read.plan, path, planLessons(), problems);
    // In the file's order, whichever check found them.
    std::stable_sort(
        problems->begin(), problems->end(),
        [](const LessonProblem &a, const LessonProblem &b) { return a.line < b.line; });
    return read.plan;
}

QList<LessonProblem> ClassPlanController::openProblems() const
{
    if (!m_openedBytes)
        return m_unreadable;
    QList<LessonProblem> problems;
    readPlan(m_openedPath, *m_openedBytes, &problems);
    return problems;
}

bool ClassPlanController::open(const QString &path, QList<LessonProblem> *problems)
{
    m_openedPath = path;
    m_unreadable.clear();
    LessonProblem unread;
    m_openedBytes = readClassPlanBytes(path, &unread);
    if (!m_openedBytes)
        m_unreadable.append(unread);
    QList<LessonProblem> found = m_unreadable;
    const std::optional<ClassPlan> plan =
        m_openedBytes ? readPlan(path, *m_openedBytes, &found) : std::nullopt;
    if (problems)
        *problems = found;
    if (!plan)
        return false;
    m_plan = *plan;
    m_path = path;
    m_modified = false;
    m_step = -1;
    m_stepPlayed = false;
    emit planChanged();
    return true;
}

bool ClassPlanController::save(const QString &path, QString *error)
{
    if (!writeClassPlanFile(path, m_plan, error))
        return false;
    m_path = path;
    m_modified = false;
    emit planChanged();
    return true;
}

void ClassPlanController::close()
{
    m_plan = ClassPlan();
    m_path.clear();
    m_openedPath.clear();
    m_openedBytes.reset();
    m_unreadable.clear();
    m_modified = false;
    m_step = -1;
    emit planChanged();
}

void ClassPlanController::setTitle(const QString &title)
{
    const QString cut = title.left(classplanlimit::kMaxTitle);
    if (cut == m_plan.title)
        return;
    m_plan.title = cut;
    changed();
}

std::optional<ClassPlanStep> ClassPlanController::currentView() const
{
    const LessonPanel *panel = m_window->currentPanel();
    const int lesson = m_window->currentLesson();
    if (!panel || lesson < 0 || panel->currentSection() < 0)
        return std::nullopt;
    const LessonContent &content = m_window->lessons().at(lesson).content;
    ClassPlanStep step;
    step.lesson = content.id;
    step.section = content.sections.at(panel->currentSection()).id;
    if (panel->tabs() && panel->tabs()->currentIndex() >= 0)
        step.tab = panel->tabIds().value(panel->tabs()->currentIndex());
    if (const SimulationView *simulation = panel->simulation()) {
        // The beat's set-up with the instructor's parameters and speed: the clicker plays it.
        SimulationPreset setup = simulation->preset();
        setup.steps = 0;
        step.beat = setup.beat;
        step.setup = setup;
    }
    return step;
}

int ClassPlanController::addCurrentView()
{
    const std::optional<ClassPlanStep> step = currentView();
    if (!step || m_plan.steps.size() >= classplanlimit::kMaxSteps)
        return -1;
    const int at = m_step >= 0 ? m_step + 1 : int(m_plan.steps.size());
    m_plan.steps.insert(at, *step);
    m_step = at;
    m_stepPlayed = false;
    changed();
    return at;
}

void ClassPlanController::removeStep(int index)
{
    if (index < 0 || index >= m_plan.steps.size())
        return;
    m_plan.steps.removeAt(index);
    if (m_step > index || m_step >= m_plan.steps.size())
        --m_step;
    changed();
}

void ClassPlanController::moveStep(int from, int to)
{
    if (from < 0 || from >= m_plan.steps.size() || to < 0 || to >= m_plan.steps.size() ||
        from == to)
        return;
    m_plan.steps.move(from, to);
    if (m_step == from)
        m_step = to;
    else if (from < m_step && to >= m_step)
        --m_step;
    else if (from > m_step && to <= m_step && m_step >= 0)
        ++m_step;
    changed();
}

void ClassPlanController::setNote(int index, const QString &note)
{
    if (index < 0 || index >= m_plan.steps.size())
        return;
    const QString cut = note.left(classplanlimit::kMaxNote);
    if (m_plan.steps.at(index).note == cut)
        return;
    m_plan.steps[index].note = cut;
    changed();
}

void ClassPlanController::setMinutes(int index, int minutes)
{
    if (index < 0 || index >= m_plan.steps.size())
        return;
    minutes = qBound(0, minutes, classplanlimit::kMaxMinutes);
    if (m_plan.steps.at(index).minutes == minutes)
        return;
    m_plan.steps[index].minutes = minutes;
    changed();
}

bool ClassPlanController::goToStep(int index, QString *why)
{
    if (index < 0 || index >= m_plan.steps.size())
        return false;
    const ClassPlanStep &step = m_plan.steps.at(index);
    const QList<LessonLoadResult> &lessons = m_window->lessons();
    int lessonIndex = -1;
    for (int i = 0; i < lessons.size() && lessonIndex < 0; ++i)
        if (lessons.at(i).ok() && lessons.at(i).content.id == step.lesson)
            lessonIndex = i;
    const int section =
        lessonIndex >= 0 ? planSectionIndex(step, lessons.at(lessonIndex).content) : -1;
    if (section < 0) { // the lessons were reloaded since the plan was checked
        if (why)
            *why = tr("Step %1 cannot be shown: this GPU Lab has no lesson \u201c%2\u201d with "
                      "that section.")
                       .arg(QLocale().toString(index + 1))
                       .arg(step.lesson);
        return false;
    }
    m_window->openLesson(lessonIndex, section);
    LessonPanel *panel = m_window->currentPanel();
    if (!panel)
        return false;
    panel->enterSection(section);
    QStringList problems;
    if (!step.tab.isEmpty() && !panel->showTab(step.tab))
        problems << tr("this lesson has no tab \u201c%1\u201d").arg(step.tab);
    if (SimulationView *simulation = panel->simulation()) {
        if (step.setup) {
            QString error;
            if (!simulation->applyPreset(*step.setup, &error))
                problems << error;
        } else if (step.beat >= 0 && step.beat < simulation->model().beatCount()) {
            simulation->startBeat(step.beat);
        }
    }
    m_step = index;
    m_stepPlayed = false;
    emit stepShown(index);
    if (!problems.isEmpty() && why)
        *why = tr("Step %1 (line %2): %3")
                   .arg(QLocale().toString(index + 1))
                   .arg(QLocale().toString(step.line))
                   .arg(clauseList(problems));
    return true;
}

bool ClassPlanController::forward()
{
    if (m_plan.steps.isEmpty())
        return false;
    if (m_step < 0)
        return goToStep(0);
    const ClassPlanStep &step = m_plan.steps.at(m_step);
    if (LessonPanel *panel = m_window->currentPanel()) {
        SimulationView *simulation = panel->simulation();
        if (step.setup || step.beat >= 0) {
            // A step that names its beat plays it once, then the plan goes on.
            if (simulation && !m_stepPlayed && !simulation->isPlaying() &&
                !simulation->model().finished() && simulation->isVisibleTo(panel)) {
                simulation->play();
                m_stepPlayed = true;
                return true;
            }
        } else if (panel->forwardInSection()) { // the section's own beats
            return true;
        }
    }
    if (m_step + 1 >= m_plan.steps.size())
        return false;
    QString why;
    const bool shown = goToStep(m_step + 1, &why);
    if (!why.isEmpty())
        m_window->notify(why);
    return shown;
}

bool ClassPlanController::backward()
{
    if (m_plan.steps.isEmpty())
        return false;
    if (m_step >= 0) {
        const ClassPlanStep &step = m_plan.steps.at(m_step);
        LessonPanel *panel = m_window->currentPanel();
        if (!step.setup && step.beat < 0 && panel && panel->backwardInSection())
            return true;
    }
    if (m_step <= 0)
        return false;
    QString why;
    const bool shown = goToStep(m_step - 1, &why);
    if (!why.isEmpty())
        m_window->notify(why);
    return shown;
}

QString ClassPlanController::describe(const ClassPlanStep &step) const
{
    for (const LessonLoadResult &lesson : m_window->lessons()) {
        if (!lesson.ok() || lesson.content.id != step.lesson)
            continue;
        const int section = planSectionIndex(step, lesson.content);
        // The lesson's short name (its title before a colon): the section is what tells steps
        // apart, and a tile or a table cell has room for a few words.
        const QString lessonName = lesson.content.title.section(QLatin1Char(':'), 0, 0).trimmed();
        QString text = section >= 0
                           ? QStringLiteral("%1 \u2014 %2")
                                 .arg(lessonName, lesson.content.sections.at(section).title)
                           : lessonName;
        const int beat = step.setup ? step.setup->beat : step.beat;
        if (beat >= 0)
            text += QStringLiteral(" \u00b7 ") + tr("beat %1").arg(QLocale().toString(beat + 1));
        return text;
    }
    return step.lesson;
}

} // namespace gpulab
