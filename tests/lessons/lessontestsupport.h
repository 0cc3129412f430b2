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

#include <QImage>
#include <QPainter>
#include <QtTest>

#include <algorithm>

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

// A scene drawn as the canvases draw it, everywhere a student or a projector may show it: every
// beat of `model`, each after each of `stops` frames of 1/60 s from its start (e.g. {3, 1000}:
// early in the beat and at its end), in the light, dark and
// high-contrast themes, at `font` and at presenter size (× 1.75), at each of `sizes`, on the
// style's background as the canvases paint it. Each picture must show something; where
// `checkTextFrom` is not empty, every text placed at a size at least that wide and tall must have
// been placed without a problem (SceneLabels: not elided, not crossing a shape, inside the scene)
// and overlap no other; describe() must say something, never "nan" or "inf", at every beat. Too
// small an area (30 × 30) must draw without breaking. Each light-theme picture is drawn again with
// the application right to left (Arabic): every text must be placed exactly where it was, on the
// same side (SimulationScene::render), so the checks above hold for it too.
inline void paintsEveryBeatThemeAndSize(
    const SimulationScene &scene, SimulationModel &model, const QFont &font, QList<int> stops,
    const QList<QSize> &sizes = {QSize(320, 200), QSize(640, 700), QSize(1600, 900)},
    QSize checkTextFrom = {})
{
    QFont presenter = font;
    presenter.setPointSizeF(font.pointSizeF() * 1.75);
    std::sort(stops.begin(), stops.end());
    for (int beat = 0; beat < model.beatCount(); ++beat) {
        model.setBeat(beat);
        int frames = 0;
        for (const int stop : stops) {
            for (; frames < stop; ++frames)
                model.step(1.0 / 60);
            const QString description = scene.describe(model);
            QVERIFY2(!description.isEmpty(), qPrintable(QString::number(beat)));
            static const QRegularExpression notANumber(QStringLiteral("\\b(nan|inf)\\b"),
                                                       QRegularExpression::CaseInsensitiveOption);
            QVERIFY2(!description.contains(notANumber), qPrintable(description));
            for (SceneStyle style :
                 {SceneStyle::light(), SceneStyle::dark(), SceneStyle::highContrastDark()}) {
                for (const QFont &f : {font, presenter}) {
                    style.font = f;
                    for (const QSize size : sizes) {
                        QImage image(size, QImage::Format_ARGB32);
                        image.fill(style.background); // as the canvases do
                        SceneTextLog log;
                        style.textLog = &log;
                        QPainter painter(&image);
                        scene.render(painter, QRectF(QPointF(0, 0), size), model, style);
                        painter.end();
                        style.textLog = nullptr;
                        const QString where =
                            QStringLiteral("beat %1 after %5 frames at %2x%3, %4 pt")
                                .arg(beat)
                                .arg(size.width())
                                .arg(size.height())
                                .arg(f.pointSizeF())
                                .arg(stop);
                        bool drawn = false;
                        for (int y = 0; y < size.height() && !drawn; y += 5)
                            for (int x = 0; x < size.width() && !drawn; x += 5)
                                drawn = image.pixelColor(x, y) != style.background;
                        QVERIFY2(drawn, qPrintable(where));
                        // Under a right-to-left UI language (Arabic) the application lays out
                        // right to left, and every painter with it: the scene keeps its physical
                        // left and right (SimulationScene::render), each text placed where it is
                        // left to right (checked once, in the light theme).
                        if (style.background == SceneStyle::light().background) {
                            QImage mirrored(size, QImage::Format_ARGB32);
                            mirrored.fill(style.background);
                            SceneTextLog rtl;
                            style.textLog = &rtl;
                            const Qt::LayoutDirection direction =
                                QGuiApplication::layoutDirection();
                            QGuiApplication::setLayoutDirection(Qt::RightToLeft);
                            QPainter rtlPainter(&mirrored);
                            // What a right-to-left canvas widget's painter starts with (one on
                            // an image has Qt::LayoutDirectionAuto).
                            rtlPainter.setLayoutDirection(Qt::RightToLeft);
                            scene.render(rtlPainter, QRectF(QPointF(0, 0), size), model, style);
                            rtlPainter.end();
                            QGuiApplication::setLayoutDirection(direction);
                            style.textLog = nullptr;
                            QCOMPARE(rtl.size(), log.size());
                            for (qsizetype i = 0; i < log.size(); ++i)
                                QVERIFY2(rtl[i].box == log[i].box && rtl[i].text == log[i].text &&
                                             rtl[i].problem == log[i].problem,
                                         qPrintable(where + QStringLiteral(
                                                                ", right to left: \"%1\" at "
                                                                "%2,%3 %4 (left to right: %5,%6)")
                                                                .arg(rtl[i].text)
                                                                .arg(rtl[i].box.x())
                                                                .arg(rtl[i].box.y())
                                                                .arg(rtl[i].problem)
                                                                .arg(log[i].box.x())
                                                                .arg(log[i].box.y())));
                        }
                        if (!checkTextFrom.isEmpty() && size.width() >= checkTextFrom.width() &&
                            size.height() >= checkTextFrom.height()) {
                            for (const PlacedText &text : log)
                                QVERIFY2(text.problem.isEmpty(),
                                         qPrintable(where + QStringLiteral(": \"%1\" %2")
                                                                .arg(text.text, text.problem)));
                            for (int a = 0; a < log.size(); ++a)
                                for (int b = a + 1; b < log.size(); ++b)
                                    QVERIFY2(
                                        !log[a].box.intersects(log[b].box),
                                        qPrintable(where + QStringLiteral(": \"%1\" overlaps "
                                                                          "\"%2\"")
                                                               .arg(log[a].text, log[b].text)));
                        }
                    }
                }
            }
        }
    }
    QImage tiny(30, 30, QImage::Format_ARGB32);
    QPainter painter(&tiny);
    scene.render(painter, QRectF(0, 0, 30, 30), model, SceneStyle::light());
}

} // namespace gpulab::test
