// The presenter console shows notes (zoomable), what comes next with its first lines, the
// progress, the wall clock and a countdown (pause, reset, edit, overrun in words), and clocks
// whose timer only runs while the console is shown (an idle app uses no CPU); View › Language
// retranslates the open console without restarting its clocks.
#include "apptestsupport.h"

#include "app/presenterconsole.h"
#include "app/presentercontroller.h"
#include "app/presenteroverview.h"
#include "widgets/annotationlayer.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTextBrowser>
#include <QtTest>

using namespace gpulab;
using namespace gpulab::test;

namespace {
// The console's own texts and the lesson's lines on it, as a person reads them: its title, the
// captions, the buttons, the tabs, "Now:" and "Next:" (not the clocks: their digits tick).
QStringList consoleTexts(const PresenterConsole *console)
{
    static const QRegularExpression digit(QStringLiteral("\\d"));
    QStringList texts{console->windowTitle()};
    for (const QLabel *label : console->findChildren<QLabel *>())
        if (!label->text().isEmpty() && !label->text().contains(digit))
            texts << label->text();
    for (const QPushButton *button : console->findChildren<QPushButton *>())
        texts << button->text();
    const QTabWidget *tabs = console->findChild<QTabWidget *>();
    for (int i = 0; tabs && i < tabs->count(); ++i)
        texts << tabs->tabText(i);
    return texts;
}
} // namespace

class TestPresenterConsole : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { isolateUserFiles(); }
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); }
    void showsPosition()
    {
        PresenterConsole console;
        ConsolePosition position;
        position.current = "Lesson — Section";
        position.next = "Next section";
        position.nextPreview = "It starts like this.";
        position.notes = "Ask the class first.";
        position.step = 2;
        position.steps = 6;
        console.setPosition(position);
        QCOMPARE(console.notesText(), QString("Ask the class first."));
        QVERIFY(console.nextText().contains("Next section"));
        QCOMPARE(console.nextPreviewText(), QString("It starts like this."));
        auto *progress = console.findChild<QProgressBar *>();
        QVERIFY(progress);
        QCOMPARE(progress->value(), 2);
        QCOMPARE(progress->maximum(), 6);
        console.setPosition({"Lesson — Last", {}, {}, {}, {}, 0, 0});
        QVERIFY(console.nextText().contains("end of the lessons"));
        QVERIFY(console.notesText().contains("No notes"));
    }
    void countdownPausesResetsAndSaysOverrun()
    {
        PresenterConsole console;
        console.setLesson("a", 1);
        QVERIFY(console.countdownSeconds() <= 60 && console.countdownSeconds() >= 59);
        console.setCountdownPaused(true);
        const qint64 paused = console.countdownSeconds();
        QTest::qWait(1100);
        QCOMPARE(console.countdownSeconds(), paused); // paused: time stands
        QVERIFY(console.countdownText().contains("paused"));
        console.setCountdownPaused(false);
        QTest::qWait(1100);
        QVERIFY(console.countdownSeconds() < paused);
        console.resetCountdown();
        QVERIFY(console.countdownSeconds() >= 59);
        console.setLesson("a", 30); // the same lesson: the countdown goes on
        QVERIFY(console.countdownSeconds() <= 60);
        console.setLesson("b", 30); // another lesson: its own minutes
        QVERIFY(console.countdownSeconds() > 29 * 60);
        // Edited in the spin box.
        auto *minutes = console.findChild<QSpinBox *>("countdownMinutes");
        QVERIFY(minutes);
        minutes->setValue(2);
        emit minutes->editingFinished();
        QVERIFY(console.countdownSeconds() > 60 && console.countdownSeconds() <= 120);
    }
    void notesZoom()
    {
        PresenterConsole console;
        auto *notes = console.findChild<QTextBrowser *>("consoleNotes");
        QVERIFY(notes);
        const qreal before = notes->font().pointSizeF();
        console.setNotesZoom(200);
        QCOMPARE(console.notesZoom(), 200);
        QVERIFY(qAbs(notes->font().pointSizeF() - 2 * before) < 0.01);
        console.setNotesZoom(1000);
        QCOMPARE(console.notesZoom(), 300); // bounded
        console.setNotesZoom(100);
        QVERIFY(qAbs(notes->font().pointSizeF() - before) < 0.01);
    }
    void clockTicksOnlyWhileShown()
    {
        PresenterConsole console;
        QVERIFY(!console.isTicking());
        console.show();
        QVERIFY(QTest::qWaitForWindowExposed(&console));
        QVERIFY(console.isTicking());
        console.hide();
        QVERIFY(!console.isTicking());
    }
    void languageSwitchKeepsTheClocks();
    void languageSwitchRetranslatesTheOverlays();
};

// View › Language with the console open (C, on one screen): its own texts, the lesson's "Now:"
// and "Next:" lines and the teacher tips speak Spanish, then Arabic (mirrored), then English
// again; the time presenting and the countdown (paused, at the minutes typed) go on, never from
// the start. Test translations: tests/app/i18n/.
void TestPresenterConsole::languageSwitchKeepsTheClocks()
{
    MainWindowOptions options;
    options.persistent = false;
    options.lessonId = QStringLiteral("how-to-use");
    TestLanguages languages(&options);
    AppFixture app(options);
    QVERIFY(app.show());
    MainWindow &w = *app.window;
    w.setPresenting(true);
    QTest::keyClick(&w, Qt::Key_C);
    PresenterConsole *console = w.presenterConsole();
    QVERIFY(console);
    QVERIFY(QTest::qWaitForWindowExposed(console));
    auto *minutes = console->findChild<QSpinBox *>("countdownMinutes");
    auto *pause = console->findChild<QPushButton *>("countdownPause");
    QVERIFY(minutes && pause);
    minutes->setValue(7);
    emit minutes->editingFinished();
    QTest::qWait(1100);
    console->setCountdownPaused(true);
    const qint64 left = console->countdownSeconds();
    QVERIFY2(left < 7 * 60, qPrintable(QString::number(left)));
    const QStringList english = consoleTexts(console);
    QVERIFY2(english.contains("Presenting"), qPrintable(english.join(" | ")));
    QVERIFY2(english.contains("Res&ume"), qPrintable(english.join(" | ")));
    QVERIFY(console->nextText().startsWith("Next: "));
    QVERIFY(console->teacherTipsText().contains("This lesson is the tour"));
    QVERIFY(console->presentingSeconds() >= 1);

    switchLanguage(&w, "es");
    const QStringList spanish = consoleTexts(console);
    for (const QString &text :
         {QStringLiteral("GPU Lab — consola del presentador"), QStringLiteral("Presentando"),
          QStringLiteral("Reloj"), QStringLiteral("Rea&nudar"), QStringLiteral("&Notas"),
          QStringLiteral("&Consejos docentes"),
          QStringLiteral("Ahora: Cómo usar GPU Lab — Bienvenida")})
        QVERIFY2(spanish.contains(text), qPrintable(spanish.join(" | ")));
    for (const QString &text : english) // nothing left in English
        QVERIFY2(!spanish.contains(text), qPrintable(text));
    QVERIFY2(console->nextText().startsWith("Siguiente: "), qPrintable(console->nextText()));
    QVERIFY2(console->teacherTipsText().contains("recorrido de presentación"),
             qPrintable(console->teacherTipsText().left(200)));
    // The clocks went on: the countdown paused where it was, at the minutes typed.
    QVERIFY(console->isTicking());
    QVERIFY(console->countdownPaused());
    QCOMPARE(console->countdownSeconds(), left);
    QCOMPARE(minutes->value(), 7);
    QVERIFY(console->presentingSeconds() >= 1);
    QCOMPARE(console->layoutDirection(), Qt::LeftToRight);

    switchLanguage(&w, "ar");
    QCOMPARE(console->windowTitle(), QStringLiteral("GPU Lab — شاشة المقدّم"));
    QVERIFY2(consoleTexts(console).contains(QStringLiteral("استئ&ناف")),
             qPrintable(consoleTexts(console).join(" | ")));
    QCOMPARE(console->layoutDirection(), Qt::RightToLeft);
    QCOMPARE(console->countdownSeconds(), left);
    // The minutes in the language's digits, as in a console made in Arabic.
    QCOMPARE(minutes->text(), QLocale().toString(7) + minutes->suffix());
    QVERIFY(minutes->text() != QStringLiteral("7 min"));

    switchLanguage(&w, "en");
    QCOMPARE(consoleTexts(console), english);
    QCOMPARE(console->layoutDirection(), Qt::LeftToRight);
    QVERIFY(console->teacherTipsText().contains("This lesson is the tour"));
    QCOMPARE(console->countdownSeconds(), left);
    QCOMPARE(minutes->value(), 7);
    console->setCountdownPaused(false);
    QTest::qWait(1100);
    QVERIFY(console->countdownSeconds() < left); // running again from where it was
    QVERIFY(console->presentingSeconds() >= 2);
}

// View › Language while presenting: what is over the lesson — the blank screen, the overview,
// the drawing layer — says what it is (its accessible name, the overview's hint) in the new
// language. Test translations: tests/app/i18n/.
void TestPresenterConsole::languageSwitchRetranslatesTheOverlays()
{
    MainWindowOptions options;
    options.persistent = false;
    options.lessonId = QStringLiteral("how-to-use");
    TestLanguages languages(&options);
    AppFixture app(options);
    QVERIFY(app.show());
    MainWindow &w = *app.window;
    w.setPresenting(true);
    PresenterController *presenter = w.presenter();
    auto *blank = w.findChild<QWidget *>("blankScreen");
    QVERIFY(blank);
    presenter->blank(Qt::black);
    QVERIFY(presenter->isBlanked());
    QCOMPARE(blank->accessibleName(),
             QStringLiteral("Screen blanked; press B to show the lesson again"));
    QCOMPARE(presenter->annotation()->accessibleName(), QStringLiteral("Drawing over the lesson"));
    auto hint = [&] {
        for (QLabel *label : presenter->overview()->findChildren<QLabel *>())
            if (label->text().startsWith("Arrows") || label->text().startsWith("Flechas"))
                return label->text();
        return QString();
    };
    QCOMPARE(presenter->overview()->accessibleName(), QStringLiteral("Overview of the lesson"));
    QCOMPARE(hint(), QStringLiteral("Arrows: move \u00b7 Enter: go there \u00b7 Esc or O: close"));

    switchLanguage(&w, "es");
    QVERIFY(presenter->isBlanked());
    QCOMPARE(blank->accessibleName(),
             QStringLiteral("Pantalla en negro; pulsa B para volver a ver la lección"));
    QCOMPARE(presenter->annotation()->accessibleName(), QStringLiteral("Dibujo sobre la lección"));
    QCOMPARE(presenter->overview()->accessibleName(),
             QStringLiteral("Vista general de la lección"));
    QCOMPARE(hint(),
             QStringLiteral("Flechas: moverse \u00b7 Intro: ir ahí \u00b7 Esc u O: cerrar"));
    presenter->setBlanked(false);
    presenter->setOverviewShown(true);
    QVERIFY(presenter->overviewShown());

    switchLanguage(&w, "en");
    QCOMPARE(presenter->overview()->accessibleName(), QStringLiteral("Overview of the lesson"));
    QVERIFY(presenter->overviewShown());
    QCOMPARE(presenter->annotation()->accessibleName(), QStringLiteral("Drawing over the lesson"));
    presenter->blank(Qt::black);
    QCOMPARE(blank->accessibleName(),
             QStringLiteral("Screen blanked; press B to show the lesson again"));
}

QTEST_MAIN(TestPresenterConsole)
#include "tst_presenterconsole.moc"
