// --screenshot and --smoke-test (see automation.h).
#include "app/automation.h"

#include "app/devicestatus.h"
#include "app/mainwindow.h"
#include "app/quizpage.h"
#include "app/store/progressstore.h"
#include "lessons/framework/engineclient.h"
#include "lessons/framework/lessonpanel.h"
#include "lessons/framework/quiz/moodlexml.h"
#include "widgets/quizview.h"
#include "widgets/simulationview.h"

#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QKeyEvent>
#include <QOpenGLWidget>
#include <QPainter>
#include <QPixmap>
#include <QTabWidget>
#include <QTextStream>
#include <QTimer>

#ifdef __linux__
#include <unistd.h> // sysconf(_SC_CLK_TCK) for the start time below
#endif

#include <cstdio>

namespace gpulab {

namespace {

void settle(int msecs = 50)
{
    QEventLoop loop;
    QTimer::singleShot(msecs, &loop, &QEventLoop::quit);
    loop.exec();
}

bool save(QWidget &window, const QString &path)
{
    // QWidget::grab() does not capture what QPainter draws inside an OpenGL canvas: paint each
    // canvas's own framebuffer over its place in the picture.
    QPixmap shot = window.grab();
    {
        QPainter painter(&shot);
        for (QOpenGLWidget *canvas : window.findChildren<QOpenGLWidget *>())
            if (canvas->isVisible())
                painter.drawImage(QRect(canvas->mapTo(&window, QPoint(0, 0)), canvas->size()),
                                  canvas->grabFramebuffer());
    }
    if (shot.isNull() || !shot.save(path, "PNG")) {
        std::fprintf(stderr, "gpulab: could not write %s\n", qPrintable(path));
        return false;
    }
    std::printf("%s\n", qPrintable(QDir::toNativeSeparators(path)));
    return true;
}

QString safeName(QString text)
{
    for (QChar &c : text)
        if (!c.isLetterOrNumber() && c != QLatin1Char('-'))
            c = QLatin1Char('-');
    return text;
}

// Paint/flush observer for the smoke test.
class PaintWatcher : public QObject
{
public:
    bool painted = false;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !painted)
            QTimer::singleShot(0, this, [this] { painted = true; }); // after the paint returns
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

int runScreenshots(MainWindow &window, const QString &directory)
{
    if (!QDir().mkpath(directory)) {
        std::fprintf(stderr, "gpulab: cannot create the folder %s\n", qPrintable(directory));
        return 1;
    }
    const QDir dir(directory);
    window.show();
    settle(200);
    int failures = 0;
    const auto &lessons = window.lessons();
    for (int i = 0; i < lessons.size(); ++i) {
        const QString prefix =
            QStringLiteral("%1-%2")
                .arg(i + 1, 2, 10, QLatin1Char('0'))
                .arg(safeName(lessons.at(i).ok() ? lessons.at(i).content.id
                                                 : QDir(lessons.at(i).content.folder).dirName()));
        window.openLesson(i, 0);
        settle();
        LessonPanel *panel = window.currentPanel();
        if (!panel) { // an error panel
            failures += !save(window, dir.filePath(prefix + QStringLiteral("-error.png")));
            continue;
        }
        if (!panel->prepareForScreenshot())
            std::fprintf(stderr, "gpulab: %s could not be prepared for its screenshot\n",
                         qPrintable(panel->content().id));
        for (int s = 0; s < panel->sectionCount(); ++s) {
            panel->showSection(s);
            if (SimulationView *simulation = panel->simulation()) {
                simulation->pause();
                simulation->reset();
                simulation->runSteps(kScreenshotSteps);
            }
            settle();
            const QString name = QStringLiteral("%1-%2-%3.png")
                                     .arg(prefix)
                                     .arg(s + 1, 2, 10, QLatin1Char('0'))
                                     .arg(safeName(panel->content().sections.at(s).id));
            failures += !save(window, dir.filePath(name));
            if (s == 0)
                failures += !save(window, dir.filePath(prefix + QStringLiteral(".png")));
        }
        // Panels with tabbed views (the Live Lab's charts): one picture per tab as well.
        for (QTabWidget *tabs : panel->findChildren<QTabWidget *>()) {
            const int shown = tabs->currentIndex();
            for (int t = 0; t < tabs->count(); ++t) {
                tabs->setCurrentIndex(t);
                settle();
                failures +=
                    !save(window,
                          dir.filePath(QStringLiteral("%1-view-%2.png")
                                           .arg(prefix)
                                           .arg(safeName(tabs->tabText(t).remove('&').toLower()))));
            }
            tabs->setCurrentIndex(shown);
        }
        window.scheduleHeapTrim(); // as the clicks through the tabs would
    }
    settle(kHeapTrimDelayMs + 500); // as a student would see it: the last page open and settled
    std::printf("resident memory after opening every lesson: %lld MiB\n",
                residentMemoryBytes() / (1024 * 1024));
    // For tests/perf/measure-app.sh: where that memory is, mapping by mapping.
    if (const QString smaps = qEnvironmentVariable("GPULAB_SMAPS_FILE"); !smaps.isEmpty()) {
        QFile in(QStringLiteral("/proc/self/smaps")), out(smaps);
        if (in.open(QIODevice::ReadOnly) && out.open(QIODevice::WriteOnly))
            out.write(in.readAll()); // a /proc file has no size: QFile::copy writes nothing
    }
    // A quiz as a student takes it: the start page, a question, its feedback in practice mode,
    // the end page with the review, then the results page (this run's store is in memory).
    if (!lessons.isEmpty()) {
        window.openQuiz(QuizId::lesson(QStringLiteral("cpu-vs-gpu")), 7);
        settle(150);
        failures += !save(window, dir.filePath(QStringLiteral("quiz-1-start.png")));
        if (QuizPage *page = window.currentQuizPage()) {
            QuizView *view = page->view();
            view->begin();
            settle();
            failures += !save(window, dir.filePath(QStringLiteral("quiz-2-question.png")));
            auto key = [view](int k, const QString &text = QString()) {
                QWidget *target = view->focusWidget() ? view->focusWidget() : view;
                QKeyEvent press(QEvent::KeyPress, k, Qt::NoModifier, text);
                QCoreApplication::sendEvent(target, &press);
                QKeyEvent release(QEvent::KeyRelease, k, Qt::NoModifier, text);
                QCoreApplication::sendEvent(target, &release);
                settle(10);
            };
            // Feedback on a multiple-choice question (the second choice shown).
            for (int skip = 0; skip < 10 && view->page() == QuizView::Page::Question &&
                               view->session().item(view->session().current()).question.type !=
                                   gift::QuestionType::MultiChoice;
                 ++skip)
                view->forward();
            key(Qt::Key_2, QStringLiteral("2"));
            key(Qt::Key_Return);
            settle();
            failures += !save(window, dir.filePath(QStringLiteral("quiz-3-feedback.png")));
            // The rest answered "1" (or skipped where that cannot be submitted).
            for (int guard = 0; guard < 200 && view->page() != QuizView::Page::End; ++guard) {
                const int before = view->session().current();
                if (view->session().isAnswered(before)) {
                    key(Qt::Key_Return);
                    continue;
                }
                key(Qt::Key_1, QStringLiteral("1"));
                key(Qt::Key_Return);
                if (!view->session().isAnswered(before))
                    view->forward(); // not answerable with "1": move on as the clicker does
            }
            settle();
            failures += !save(window, dir.filePath(QStringLiteral("quiz-4-end.png")));
        }
        window.openQuiz(QuizId::history());
        settle(150);
        failures += !save(window, dir.filePath(QStringLiteral("quiz-5-results.png")));
        // A question shown to the class with its answer revealed (R).
        window.openQuiz(QuizId::lesson(QStringLiteral("memory-hierarchy")), 3);
        if (QuizPage *page = window.currentQuizPage()) {
            page->view()->begin();
            window.setPresenting(true);
            settle(300);
            page->view()->reveal();
            settle();
            failures += !save(window, dir.filePath(QStringLiteral("quiz-6-presenter.png")));
            window.setPresenting(false);
            settle();
        }
    }
    // The first lesson as the room sees it when presenting.
    if (!lessons.isEmpty()) {
        window.openLesson(0, 0);
        window.setPresenting(true);
        settle(300);
        if (LessonPanel *panel = window.currentPanel(); panel && panel->simulation())
            panel->simulation()->runSteps(kScreenshotSteps);
        settle();
        failures += !save(window, dir.filePath(QStringLiteral("presenter.png")));
        window.setPresenting(false);
        settle();
    }
    return failures == 0 ? 0 : 1;
}

qint64 residentMemoryBytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong() * 1024;
    return 0;
}

qint64 processStartEpochMs()
{
#ifdef __linux__
    // Field 22 of /proc/self/stat: start time in clock ticks after boot.
    QFile stat(QStringLiteral("/proc/self/stat"));
    QFile uptime(QStringLiteral("/proc/uptime"));
    if (stat.open(QIODevice::ReadOnly) && uptime.open(QIODevice::ReadOnly)) {
        const QByteArray text = stat.readAll();
        const qsizetype close = text.lastIndexOf(')');
        const QList<QByteArray> fields = text.mid(close + 2).split(' ');
        const double ticks = fields.size() > 19 ? fields.at(19).toDouble() : -1;
        const double up = uptime.readAll().split(' ').value(0).toDouble();
        const long hz = sysconf(_SC_CLK_TCK);
        if (ticks >= 0 && up > 0 && hz > 0) {
            const double ageSeconds = up - ticks / double(hz);
            return QDateTime::currentMSecsSinceEpoch() - qint64(ageSeconds * 1000.0);
        }
    }
#endif
    return QDateTime::currentMSecsSinceEpoch();
}

int runSmokeTest(MainWindow &window, DeviceService &devices, ProgressStore &store,
                 const QString &storeNote, qint64 processStartMs)
{
    PaintWatcher watcher;
    window.installEventFilter(&watcher);
    window.show();
    QElapsedTimer wait;
    wait.start();
    while (!watcher.painted && wait.elapsed() < 10000)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    window.removeEventFilter(&watcher);
    const qint64 paintedMs = QDateTime::currentMSecsSinceEpoch() - processStartMs;
    if (!watcher.painted) {
        std::printf(
            "gpulab smoke test: FAILED \u2014 the main window was not painted within 10 s\n");
        return 1;
    }

    devices.waitUntilReady(20000);
    QString opencl;
    if (!devices.isReady())
        opencl = QStringLiteral("still searching after 20 s");
    else if (const DeviceInfo *device = devices.selectedDevice())
        opencl = QStringLiteral("%1 device(s), using %2")
                     .arg(devices.discovery().devices.size())
                     .arg(deviceLabel(*device));
    else
        opencl = QStringLiteral("none (%1) \u2014 CPU only")
                     .arg(QString::fromStdString(devices.discovery().problem));
    // The store falls back to memory when the file cannot be used: the session would not be
    // saved, which is a fault of the installation (the README says so), not "ok".
    QString health = store.healthCheck();
    if (health.isEmpty() && store.isInMemory())
        health = QStringLiteral("in memory, nothing will be saved (%1 cannot be used)")
                     .arg(store.path().isEmpty() ? QStringLiteral("no data folder") : store.path());
    // A salvaged file is no fault (the store is on disk and works), but what was recovered is
    // news for whoever runs the check: on the one line, after "ok".
    const QString note = QString(storeNote).replace(QLatin1Char('\n'), QLatin1Char(' '));
    const QString database = !health.isEmpty() ? QStringLiteral("PROBLEM: %1").arg(health)
                             : note.isEmpty()
                                 ? QStringLiteral("ok (%1)").arg(store.path())
                                 : QStringLiteral("ok (%1; %2)").arg(store.path(), note);
    // A lesson with problems: its manifest, or questions of its quiz bank that do not load.
    int broken = 0;
    for (const auto &lesson : window.lessons()) {
        const bool bankBroken = lesson.ok() && !lesson.content.quizFile.isEmpty() &&
                                !moodlexml::readBank(lesson.content.quizFile).problems.isEmpty();
        broken += lesson.ok() && !bankBroken ? 0 : 1;
    }
    const QString enginePath = EngineClient::enginePath();
    const QString engine =
        enginePath.isEmpty() ? QStringLiteral("MISSING") : QDir::toNativeSeparators(enginePath);
    std::printf("gpulab %s smoke test: first window painted %lld ms after start; OpenCL: %s; "
                "database: %s; lessons: %lld loaded, %d with problems; engine: %s\n",
                qPrintable(QCoreApplication::applicationVersion()), (long long)paintedMs,
                qPrintable(opencl), qPrintable(database),
                (long long)(window.lessons().size() - broken), broken, qPrintable(engine));
    std::fflush(stdout);
    // No OpenCL driver is a fact about this machine, not a fault of GPU Lab's: the app runs on
    // the CPU and says so. A database it cannot use, a lesson that does not load or a missing
    // engine are faults of the installation.
    return health.isEmpty() && broken == 0 && !enginePath.isEmpty() ? 0 : 1;
}

} // namespace gpulab
