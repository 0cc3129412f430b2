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

// Every beat of `model` played for `steps` frames of 1/60 s, then painted by `scene` in the light,
// dark and projector themes, at `font` and at 1.75 times it (the presenter), at each of `sizes`:
// the scene fills its background, describes itself, and places every text without a problem and
// without two texts overlapping. Fails the calling test (QTest) at the first fault.
inline void checkScenePaints(const SimulationScene &scene, SimulationModel &model,
                             const QFont &font, const QList<QSize> &sizes, int steps)
{
    QFont presenter = font;
    presenter.setPointSizeF(presenter.pointSizeF() * 1.75);
    for (int beat = 0; beat < model.beatCount(); ++beat) {
        model.setBeat(beat);
        for (int i = 0; i < steps; ++i)
            model.step(1.0 / 60);
        const QString description = scene.describe(model);
        QVERIFY(!description.isEmpty());
        QVERIFY2(!description.contains(QLatin1String("nan")) &&
                     !description.contains(QLatin1String("inf")),
                 qPrintable(description));
        for (SceneStyle style :
             {SceneStyle::light(), SceneStyle::dark(), SceneStyle::highContrastDark()}) {
            for (const QFont &f : {font, presenter}) {
                style.font = f;
                for (const QSize size : sizes) {
                    SceneTextLog log;
                    style.textLog = &log;
                    QImage image(size, QImage::Format_ARGB32);
                    image.fill(Qt::magenta);
                    QPainter painter(&image);
                    scene.paint(painter, QRectF(QPointF(0, 0), size), model, style);
                    painter.end();
                    QCOMPARE(image.pixelColor(1, 1), style.background);
                    for (const PlacedText &t : log)
                        QVERIFY2(t.problem.isEmpty(),
                                 qPrintable(QStringLiteral("beat %1 %2x%3: %4: %5")
                                                .arg(beat)
                                                .arg(size.width())
                                                .arg(size.height())
                                                .arg(t.text, t.problem)));
                    for (int a = 0; a < log.size(); ++a)
                        for (int b = a + 1; b < log.size(); ++b)
                            QVERIFY2(!log[a].box.intersects(log[b].box),
                                     qPrintable(log[a].text + QStringLiteral(" / ") + log[b].text));
                }
            }
        }
    }
}

} // namespace gpulab::test
