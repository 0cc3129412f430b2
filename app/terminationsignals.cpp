// Termination signals close the window like File › Quit (see terminationsignals.h).
#include "app/terminationsignals.h"

#include <QApplication>
#include <QPointer>
#include <QSocketNotifier>
#include <QWidget>

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace gpulab {

namespace {

int g_pipe[2] = {-1, -1};
bool g_ending = false; // set and read on the GUI thread only

extern "C" void onTerminationSignal(int signal)
{
    // Async-signal-safe: one write. The next signal of this kind gets the default action, so a
    // window that does not close in time can still be ended.
    std::signal(signal, SIG_DFL);
    const char byte = char(signal);
    [[maybe_unused]] const ssize_t written = ::write(g_pipe[1], &byte, 1);
}

} // namespace

void quitOnTerminationSignals(QWidget *window)
{
    if (g_pipe[0] >= 0 || ::pipe(g_pipe) != 0)
        return;
    for (int fd : g_pipe)
        ::fcntl(fd, F_SETFD, FD_CLOEXEC); // not inherited by the engine process
    auto *notifier = new QSocketNotifier(g_pipe[0], QSocketNotifier::Read, qApp);
    QObject::connect(notifier, &QSocketNotifier::activated, qApp,
                     [notifier, target = QPointer<QWidget>(window)] {
                         char byte = 0;
                         [[maybe_unused]] const ssize_t got = ::read(g_pipe[0], &byte, 1);
                         notifier->setEnabled(false);
                         g_ending = true;
                         if (target)
                             target->close(); // closeEvent saves what File › Quit saves
                         QApplication::quit();
                     });
    struct sigaction action = {};
    action.sa_handler = onTerminationSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int signal : {SIGTERM, SIGHUP, SIGINT})
        ::sigaction(signal, &action, nullptr);
}

bool endingOnSignal()
{
    return g_ending;
}

} // namespace gpulab
