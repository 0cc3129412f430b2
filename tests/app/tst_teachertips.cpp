// Help › Teacher Tips against the running window: it opens the current lesson's tips, follows
// the lesson, is off (with a tooltip) for a lesson without tips, fits the screen at 100 % and
// 200 % text, is reachable from the keyboard, and its exports write a PDF and a standalone HTML
// page; View › Language retranslates the open window and gives it the lesson's tips in the new
// language. Runs on xcb under Xvfb; with GPULAB_TIPS_SCREENSHOTS=DIR it also saves what it shows.
#include "apptestsupport.h"

#include "lessons/framework/teachertips.h"
#include "widgets/teachertipswindow.h"

#include <QAction>
#include <QPushButton>
#include <QScreen>
#include <QTextBrowser>

using namespace gpulab;
using namespace gpulab::test;

namespace {

int lessonIndex(const MainWindow &window, const QString &id)
{
    for (int i = 0; i < window.lessons().size(); ++i)
        if (window.lessons().at(i).content.id == id)
            return i;
    return -1;
}

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("GPULAB_TIPS_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    const QSize screen = widget->screen()->size();
    widget->grab().save(QDir(dir).filePath(
        QStringLiteral("%1-%2x%3.png").arg(name).arg(screen.width()).arg(screen.height())));
}

// The window lies on the screen and every button is whole inside it.
void checkFits(TeacherTipsWindow *tips)
{
    const QRect area = tips->screen()->availableGeometry();
    QVERIFY2(area.contains(tips->frameGeometry()) || area.contains(tips->geometry()),
             qPrintable(QStringLiteral("%1,%2 %3x%4 on %5x%6")
                            .arg(tips->x())
                            .arg(tips->y())
                            .arg(tips->width())
                            .arg(tips->height())
                            .arg(area.width())
                            .arg(area.height())));
    for (QPushButton *button : tips->findChildren<QPushButton *>()) {
        const QRect inWindow(button->mapTo(tips, QPoint(0, 0)), button->size());
        QVERIFY2(tips->rect().contains(inWindow), qPrintable(button->text()));
        QVERIFY(button->width() >= button->sizeHint().width());
    }
    QVERIFY(tips->browser()->height() > 5 * tips->browser()->fontMetrics().lineSpacing());
}

} // namespace

class TestTeacherTipsApp : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { isolateUserFiles(); }
    void opensTheCurrentLessonsTips();
    void offForALessonWithoutTips();
    void fitsAtDoubleText();
    void exportsPdfAndHtml();
    void languageSwitchRetranslatesTheWindow();
};

void TestTeacherTipsApp::opensTheCurrentLessonsTips()
{
    MainWindowOptions options;
    options.persistent = false;
    options.lessonId = QStringLiteral("cpu-vs-gpu");
    AppFixture app(options);
    QVERIFY(app.show());
    QAction *action = app.window->action(QStringLiteral("teacherTips"));
    QVERIFY(action && action->isEnabled());
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    QTest::keyClick(app.window.get(), Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
    auto *tips = app.window->findChild<TeacherTipsWindow *>();
    QVERIFY(tips);
    QVERIFY(QTest::qWaitForWindowExposed(tips));
    QVERIFY(!tips->isModal());
    const LessonContent &lesson = app.window->lessons().at(app.window->currentLesson()).content;
    QCOMPARE(tips->lessonId(), QStringLiteral("cpu-vs-gpu"));
    QVERIFY(tips->windowTitle().contains(lesson.title));
    QCOMPARE(tips->markdown(), teacherTipsMarkdown(lesson));
    const QString shown = tips->browser()->toPlainText();
    for (const QString &heading : teachertips::headings())
        QVERIFY2(shown.contains(heading), qPrintable(heading));
    QVERIFY(!tips->accessibleName().isEmpty());
    for (QPushButton *button : tips->findChildren<QPushButton *>())
        QVERIFY2(!button->accessibleName().isEmpty(), qPrintable(button->text()));
    // Keyboard: from the text, Tab reaches the exports.
    // (Xvfb runs no window manager: the main window, shown and painted at the same moment, can
    // take the activation back; ask again until the text has the keyboard, as a person clicks.)
    for (int attempt = 0; attempt < 5 && !tips->browser()->hasFocus(); ++attempt) {
        tips->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(tips));
        tips->browser()->setFocus();
        QTest::qWait(50);
    }
    QVERIFY(tips->browser()->hasFocus());
    QTest::keyClick(tips->browser(), Qt::Key_Tab);
    QTRY_COMPARE(QApplication::focusWidget(), tips->exportPdfButton());
    checkFits(tips);
    saveScreenshot(tips, QStringLiteral("teacher-tips"));

    // The open window follows the lesson the window shows.
    app.window->openLesson(lessonIndex(*app.window, QStringLiteral("how-to-use")));
    QCOMPARE(tips->lessonId(), QStringLiteral("how-to-use"));
    QVERIFY(tips->browser()->toPlainText().contains(QStringLiteral("One worker per tile")));
    // Help › Teacher Tips again shows the same window, not a second one.
    action->trigger();
    QCOMPARE(app.window->findChildren<TeacherTipsWindow *>().size(), qsizetype(1));
}

void TestTeacherTipsApp::offForALessonWithoutTips()
{
    QTemporaryDir external;
    const QString folder = external.filePath(QStringLiteral("bare"));
    QDir().mkpath(folder);
    QFile manifest(QDir(folder).filePath(QStringLiteral("lesson.json")));
    QVERIFY(manifest.open(QIODevice::WriteOnly));
    manifest.write(R"({"id": "bare", "title": "Bare", "summary": "No tips.",
                      "objectives": ["None."], "simulation": "none", "order": 99,
                      "sections": [{"id": "one", "title": "One", "file": "01.md", "notes": "n"}]})");
    manifest.close();
    QFile section(QDir(folder).filePath(QStringLiteral("01.md")));
    QVERIFY(section.open(QIODevice::WriteOnly));
    section.write("# One\n\nText.\n");
    section.close();

    MainWindowOptions options;
    options.persistent = false;
    options.lessonsDir = external.path();
    options.lessonId = QStringLiteral("bare");
    AppFixture app(options);
    QVERIFY(app.show());
    QCOMPARE(app.window->lessons().at(app.window->currentLesson()).content.id,
             QStringLiteral("bare"));
    QAction *action = app.window->action(QStringLiteral("teacherTips"));
    QVERIFY(!action->isEnabled());
    QVERIFY(action->toolTip().contains(QStringLiteral("no teacher tips")));
    QTest::keyClick(app.window.get(), Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!app.window->findChild<TeacherTipsWindow *>());
    // Back on a lesson with tips, it is on again.
    app.window->openLesson(lessonIndex(*app.window, QStringLiteral("memory-hierarchy")));
    QVERIFY(action->isEnabled());
}

void TestTeacherTipsApp::fitsAtDoubleText()
{
    MainWindowOptions options;
    options.persistent = false;
    options.lessonId = QStringLiteral("nvlink-interconnects");
    AppFixture app(options);
    QVERIFY(app.show());
    app.window->zoomBy(100); // 200 % text
    QCOMPARE(app.theme.zoomPercent(), 200);
    app.window->action(QStringLiteral("teacherTips"))->trigger();
    auto *tips = app.window->findChild<TeacherTipsWindow *>();
    QVERIFY(tips);
    QVERIFY(QTest::qWaitForWindowExposed(tips));
    QCOMPARE(tips->lessonId(), QStringLiteral("nvlink-interconnects"));
    checkFits(tips);
    saveScreenshot(tips, QStringLiteral("teacher-tips-200"));
}

void TestTeacherTipsApp::exportsPdfAndHtml()
{
    const QList<LessonLoadResult> lessons = loadLessonLibrary();
    const auto memory = std::find_if(lessons.begin(), lessons.end(), [](const auto &l) {
        return l.content.id == QLatin1String("memory-hierarchy");
    });
    QVERIFY(memory != lessons.end());
    const QString markdown = teacherTipsMarkdown(memory->content);
    QTemporaryDir dir;
    QString error;
    const QString pdf = dir.filePath(QStringLiteral("tips.pdf"));
    QVERIFY2(tipsexport::writePdf(markdown, QStringLiteral("Teacher Tips"), pdf, &error),
             qPrintable(error));
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.read(4) == "%PDF");
    QVERIFY(pdfFile.size() > 10000);

    const QString html = dir.filePath(QStringLiteral("tips.html"));
    QVERIFY2(tipsexport::writeHtml(markdown, QStringLiteral("Teacher Tips"), html, &error),
             qPrintable(error));
    QFile htmlFile(html);
    QVERIFY(htmlFile.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(htmlFile.readAll());
    QVERIFY(page.contains(QStringLiteral("<title>Teacher Tips</title>")));
    QVERIFY(page.contains(QStringLiteral("@page")));
    QTextDocument read;
    read.setHtml(page);
    for (const QString &heading : teachertips::headings())
        QVERIFY2(read.toPlainText().contains(heading), qPrintable(heading));

    // A folder that cannot be written says so.
    QVERIFY(
        !tipsexport::writePdf(markdown, QString(), QStringLiteral("/nonexistent/x.pdf"), &error));
    QVERIFY(!error.isEmpty());
}

// View › Language with the tips open: the window's texts and the lesson's tips in Spanish, then
// Arabic (mirrored; this lesson has no Arabic tips: English), then English again; the same
// window all along. Test translations: tests/app/i18n/.
void TestTeacherTipsApp::languageSwitchRetranslatesTheWindow()
{
    MainWindowOptions options;
    options.persistent = false;
    options.lessonId = QStringLiteral("how-to-use");
    TestLanguages languages(&options);
    AppFixture app(options);
    QVERIFY(app.show());
    app.window->action(QStringLiteral("teacherTips"))->trigger();
    auto *tips = app.window->findChild<TeacherTipsWindow *>();
    QVERIFY(tips);
    QVERIFY(QTest::qWaitForWindowExposed(tips));
    QCOMPARE(tips->windowTitle(), QStringLiteral("Teacher Tips — How to use GPU Lab"));
    QCOMPARE(tips->exportPdfButton()->text(), QStringLiteral("Export &PDF…"));
    QVERIFY(tips->browser()->toPlainText().contains("This lesson is the tour"));

    switchLanguage(app.window.get(), QStringLiteral("es"));
    QCOMPARE(app.window->findChildren<TeacherTipsWindow *>().size(), qsizetype(1));
    QVERIFY(tips->isVisible());
    QCOMPARE(tips->windowTitle(), QStringLiteral("Consejos docentes — Cómo usar GPU Lab"));
    QCOMPARE(tips->exportPdfButton()->text(), QStringLiteral("Exportar &PDF…"));
    QCOMPARE(tips->exportHtmlButton()->text(), QStringLiteral("Exportar &HTML…"));
    QVERIFY(tips->browser()->toPlainText().contains("recorrido de presentación"));
    QVERIFY(tips->markdown().contains("recorrido de presentación"));

    switchLanguage(app.window.get(), QStringLiteral("ar"));
    // The shipped Arabic lesson has its own tips (and title).
    QCOMPARE(tips->windowTitle(), QStringLiteral("نصائح للمعلم — كيف تستخدم GPU Lab"));
    QCOMPARE(tips->layoutDirection(), Qt::RightToLeft);
    QVERIFY(tips->browser()->toPlainText().contains(QStringLiteral("هذا الدرس جولة تعريفية")));

    switchLanguage(app.window.get(), QStringLiteral("en"));
    QCOMPARE(tips->windowTitle(), QStringLiteral("Teacher Tips — How to use GPU Lab"));
    QCOMPARE(tips->exportPdfButton()->text(), QStringLiteral("Export &PDF…"));
    QCOMPARE(tips->layoutDirection(), Qt::LeftToRight);
}

QTEST_MAIN(TestTeacherTipsApp)
#include "tst_teachertips.moc"
