// The presenter console shows notes (zoomable), what comes next with its first lines, the
// progress, the wall clock and a countdown (pause, reset, edit, overrun in words), and clocks
// whose timer only runs while the console is shown (an idle app uses no CPU).
#include "app/presenterconsole.h"

#include <QProgressBar>
#include <QSpinBox>
#include <QTextBrowser>
#include <QtTest>

using namespace gpulab;

class TestPresenterConsole : public QObject
{
    Q_OBJECT

private slots:
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
};

QTEST_MAIN(TestPresenterConsole)
#include "tst_presenterconsole.moc"
