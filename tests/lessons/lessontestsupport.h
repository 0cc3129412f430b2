// Shared set-up for the lesson tests: what the app lends a lesson (LessonContext) — a machine
// state, the one measurement engine and the data tables — made by the test instead of the app.
#pragma once

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/engineclient.h"
#include "lessons/framework/lessoncontext.h"
#include "lessons/framework/lessonpanel.h"
#include "lessons/framework/machinestate.h"
#include "lessons/framework/panelregistry.h"
#include "widgets/simulationview.h"

#include <QtTest>

namespace gpulab::test {

struct LessonServices
{
    MachineState machine;
    EngineService engine;
    DataCatalog data = DataCatalog::load();
    LessonContext context() { return {&machine, &engine, &data}; }
};

// The built-in lesson in `folder` as a user opens it: its panel, of class Panel, made through
// the lesson tables with `services`, shown at `size` and active. `panel` stays null (and the
// test fails) when any of it goes wrong. Every warning fails the test from here on.
template <typename Panel>
void openPanel(LessonServices &services, const QString &folder, Panel *&panel,
               QSize size = {1200, 800})
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    panel = nullptr;
    const LessonLoadResult lesson = loadLesson(builtinLessonsRoot() + QLatin1Char('/') + folder);
    QVERIFY2(lesson.ok(), qPrintable(lesson.problems.value(0).toString()));
    panel =
        qobject_cast<Panel *>(createLessonPanel(services.context(), lesson.content, 0, nullptr));
    QVERIFY(panel);
    panel->resize(size);
    panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(panel));
    panel->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(panel));
}

// The presenter's clicker to its next stop (LessonPanel::forward): where the beat shown has not
// run, the first click runs it and the second moves on. True once the beat or the section
// changed; false at the end of the lesson.
inline bool clickOn(LessonPanel *panel)
{
    const SimulationView *view = panel->simulation();
    const int section = panel->currentSection();
    const int beat = view ? view->model().beat() : -1;
    for (int click = 0; click < 2; ++click) {
        if (!panel->forward())
            return false;
        if (panel->currentSection() != section || (view && view->model().beat() != beat))
            return true;
    }
    return false;
}

} // namespace gpulab::test
