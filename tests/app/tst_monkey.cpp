// Random input in PhET's manner: seeded random mouse clicks, drags, wheel turns and key presses
// over every lesson panel (and in presenter mode) for a bounded time. Passing means no crash, no
// assertion, no Qt warning, and a window that still answers. The seed is printed first; set
// GPULAB_MONKEY_SEED to replay a failure, GPULAB_MONKEY_SECONDS to run longer.
#include "apptestsupport.h"

#include "app/automation.h"
#include "app/mainwindow.h"
#include "lessons/framework/lessonpanel.h"

#include <QDrag>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTimer>

using namespace gpulab;
using namespace gpulab::test;

class TestMonkey : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void randomInput();
};

void TestMonkey::initTestCase()
{
    isolateUserFiles();
}

void TestMonkey::randomInput()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    quint64 seed = qEnvironmentVariable("GPULAB_MONKEY_SEED").toULongLong();
    if (seed == 0)
        seed = QRandomGenerator::system()->generate64();
    const int seconds = qMax(1, qEnvironmentVariableIntValue("GPULAB_MONKEY_SECONDS"));
    const int budgetMs = (qEnvironmentVariableIsSet("GPULAB_MONKEY_SECONDS") ? seconds : 20) * 1000;
    qInfo("monkey seed: %llu (replay with GPULAB_MONKEY_SEED=%llu)", (unsigned long long)seed,
          (unsigned long long)seed);
    QRandomGenerator random(seed);

    AppFixture app;
    QVERIFY(app.show());
    // Dialogs opened by random keys (shortcuts, manual, about, file dialogs) are closed again
    // so the run goes on; they have been opened and painted, which is the point.
    QTimer closer;
    closer.setInterval(150);
    QObject::connect(&closer, &QTimer::timeout, [] {
        if (QWidget *modal = QApplication::activeModalWidget())
            modal->close();
        if (QWidget *popup = QApplication::activePopupWidget())
            popup->close();
        // A random press-move over selected text starts a drag that waits for a drop no
        // synthetic event will deliver: end it as a user pressing Esc would.
        QDrag::cancel();
    });
    closer.start();

    const Qt::Key keys[] = {Qt::Key_PageDown,
                            Qt::Key_PageUp,
                            Qt::Key_Right,
                            Qt::Key_Left,
                            Qt::Key_Up,
                            Qt::Key_Down,
                            Qt::Key_Space,
                            Qt::Key_Tab,
                            Qt::Key_Backtab,
                            Qt::Key_Return,
                            Qt::Key_Escape,
                            Qt::Key_Home,
                            Qt::Key_End,
                            Qt::Key_B,
                            Qt::Key_N,
                            Qt::Key_S,
                            Qt::Key_K,
                            Qt::Key_R,
                            Qt::Key_P,
                            Qt::Key_Period,
                            Qt::Key_BracketLeft,
                            Qt::Key_BracketRight,
                            Qt::Key_Plus,
                            Qt::Key_Minus,
                            Qt::Key_Equal,
                            Qt::Key_0,
                            Qt::Key_F5,
                            Qt::Key_F11,
                            Qt::Key_F1,
                            Qt::Key_A,
                            Qt::Key_Z};
    const Qt::KeyboardModifiers modifiers[] = {Qt::NoModifier, Qt::NoModifier, Qt::NoModifier,
                                               Qt::ControlModifier, Qt::ShiftModifier};
    QElapsedTimer clock;
    clock.start();
    int events = 0;
    const int lessonCount = int(app.window->lessons().size());
    while (clock.elapsed() < budgetMs) {
        // Now and then jump to a random lesson, so every panel gets its share.
        if (random.bounded(40) == 0)
            app.window->openLesson(int(random.bounded(lessonCount)), 0);
        if (!app.window->isVisible()) // Ctrl+Q or similar closed it: open it again
            app.window->show();
        QWidget *target = QApplication::widgetAt(app.window->mapToGlobal(QPoint(
            int(random.bounded(app.window->width())), int(random.bounded(app.window->height())))));
        if (!target || target->window() != app.window.get())
            target = app.window.get();
        const QPoint at(int(random.bounded(qMax(1, target->width()))),
                        int(random.bounded(qMax(1, target->height()))));
        switch (random.bounded(6)) {
        case 0:
        case 1: {
            const Qt::Key key = keys[random.bounded(int(std::size(keys)))];
            const Qt::KeyboardModifiers mod = modifiers[random.bounded(int(std::size(modifiers)))];
            if (key == Qt::Key_Q || (mod == Qt::ControlModifier && key == Qt::Key_W))
                break;
            QWidget *focus = QApplication::focusWidget();
            QTest::keyClick(focus ? focus : app.window.get(), key, mod);
            break;
        }
        case 2: QTest::mouseClick(target, Qt::LeftButton, {}, at); break;
        case 3: {
            QTest::mousePress(target, Qt::LeftButton, {}, at);
            const QPoint to(int(random.bounded(qMax(1, target->width()))),
                            int(random.bounded(qMax(1, target->height()))));
            QTest::mouseMove(target, to);
            QTest::mouseRelease(target, Qt::LeftButton, {}, to);
            break;
        }
        case 4: {
            QWheelEvent wheel(at, target->mapToGlobal(at), QPoint(),
                              QPoint(0, random.bounded(2) ? 120 : -120), Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(target, &wheel);
            break;
        }
        default: QTest::qWait(int(random.bounded(30))); break;
        }
        ++events;
        if (events % 25 == 0)
            QCoreApplication::processEvents();
    }
    closer.stop();
    if (app.window->isPresenting())
        app.window->setPresenting(false);
    // Still alive and answering.
    app.window->openLesson(0, 0);
    QVERIFY(app.window->currentPage());
    qInfo("monkey: %d random events in %lld ms, seed %llu", events, clock.elapsed(),
          (unsigned long long)seed);
    QVERIFY(events > 100);
    // The window's memory after being used by hand, as a student leaves it (issue 19 §10: the
    // README's 150 MB is for this, not only for the screenshot tour). Reported, not asserted:
    // it depends on the OpenGL driver (llvmpipe maps ~54 MiB of LLVM) and the Qt build.
    QTest::qWait(kHeapTrimDelayMs + 500);
    qInfo("resident memory after the walk: %lld MiB", residentMemoryBytes() / (1024 * 1024));
    if (const QString smaps = qEnvironmentVariable("GPULAB_SMAPS_FILE"); !smaps.isEmpty()) {
        QFile in(QStringLiteral("/proc/self/smaps")), out(smaps); // where it is, for measure-app
        if (in.open(QIODevice::ReadOnly) && out.open(QIODevice::WriteOnly))
            out.write(in.readAll()); // a /proc file has no size: QFile::copy writes nothing
    }
}

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
