// Shared set-up for the lesson tests: what the app lends a lesson (LessonContext) — a machine
// state, the one measurement engine and the data tables — made by the test instead of the app.
#pragma once

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/engineclient.h"
#include "lessons/framework/lessoncontext.h"
#include "lessons/framework/lessonpanel.h"
#include "lessons/framework/machinestate.h"
#include "lessons/framework/panelregistry.h"
#include "lessons/framework/sectionview.h"
#include "widgets/simulationscene.h"
#include "widgets/simulationview.h"

#include <QPainter>
#include <QtTest>

#include <functional>

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

// Every section of `panel` as a student pages through it: its text is there (more than
// `minimumText` characters), it has instructor notes, and the tab it names comes up.
inline void checkEverySectionShows(LessonPanel *panel, int minimumText = 300)
{
    for (int s = 0; s < panel->sectionCount(); ++s) {
        panel->showSection(s);
        const LessonSection &section = panel->content().sections.at(s);
        QVERIFY2(panel->sectionView()->toPlainText().size() > minimumText, qPrintable(section.id));
        QVERIFY2(!panel->currentNotes().isEmpty(), qPrintable(section.id));
        if (!section.tab.isEmpty())
            QCOMPARE(panel->tabs()->currentIndex(), panel->tabIndex(section.tab));
    }
}

// `scene` paints `model` at each of its beats (after `play` advanced it) in the light, dark and
// projector themes, at `font` and at 1.75 times it (the presenter's), small, tall and wide: the
// background fills the area, describe() says something, and at 640 px and wider no text is
// elided, clipped or overlapping (SceneLabels' log).
inline void checkScenePaintsEverywhere(const SimulationScene &scene, SimulationModel &model,
                                       const QFont &font,
                                       const std::function<void(SimulationModel &)> &play)
{
    QFont presenter = font;
    presenter.setPointSizeF(presenter.pointSizeF() * 1.75);
    for (int beat = 0; beat < model.beatCount(); ++beat) {
        model.setBeat(beat);
        play(model);
        QVERIFY(!scene.describe(model).isEmpty());
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
                            QVERIFY2(text.problem.isEmpty(),
                                     qPrintable(QStringLiteral("beat %1, %2: %3")
                                                    .arg(beat)
                                                    .arg(text.text, text.problem)));
                }
            }
        }
    }
}

} // namespace gpulab::test
