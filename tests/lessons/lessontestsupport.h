// Shared set-up for the lesson tests: what the app lends a lesson (LessonContext) — a machine
// state, the one measurement engine and the data tables — made by the test instead of the app.
#pragma once

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/engineclient.h"
#include "lessons/framework/lessoncontext.h"
#include "lessons/framework/lessonpanel.h"
#include "lessons/framework/machinestate.h"
#include "lessons/framework/panelregistry.h"
#include "widgets/simulationscene.h"
#include "widgets/simulationview.h"

#include <QImage>
#include <QPainter>
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

// Paints `scene` for `model` as it is now into images of 320x200, 640x700 and 1600x900 pixels,
// in the light, dark and high-contrast dark styles, at `font` and at 1.75 times it (the
// presenter's): the background fills the corner, and from 640 pixels wide SceneLabels placed
// every text without a problem (no overlap, nothing elided or outside). `where` names the state
// in a failure message.
inline void checkScenePaints(const SimulationScene &scene, const SimulationModel &model,
                             const QFont &font, const QString &where)
{
    QFont presenter = font;
    presenter.setPointSizeF(font.pointSizeF() * 1.75);
    for (SceneStyle style :
         {SceneStyle::light(), SceneStyle::dark(), SceneStyle::highContrastDark()}) {
        for (const QFont &f : {font, presenter}) {
            style.font = f;
            for (QSize size : {QSize(320, 200), QSize(640, 700), QSize(1600, 900)}) {
                QImage image(size, QImage::Format_ARGB32);
                image.fill(Qt::magenta);
                SceneTextLog log;
                style.textLog = &log;
                QPainter painter(&image);
                scene.paint(painter, QRectF(QPointF(0, 0), size), model, style);
                painter.end();
                QCOMPARE(image.pixelColor(1, 1), style.background);
                if (size.width() >= 640)
                    for (const PlacedText &text : log)
                        QVERIFY2(
                            text.problem.isEmpty(),
                            qPrintable(
                                QStringLiteral("%1, %2: %3").arg(where, text.text, text.problem)));
            }
        }
    }
}

} // namespace gpulab::test
