// SIGTERM (logout, `kill`, a shutdown), SIGHUP (the terminal closed) and SIGINT (Ctrl+C in the
// terminal that started GPU Lab) end the app as File › Quit does: the window closes through its
// closeEvent, so the settings and the current section's time are saved and held progress is
// written. The signal handler only writes a byte to a pipe; the event loop does the rest.
#pragma once

class QWidget;

namespace gpulab {

// Installs the handlers once; a signal then closes `window` and quits the application. A second
// signal while closing ends the process at once (the default action).
void quitOnTerminationSignals(QWidget *window);

// True once a termination signal began closing the window: nothing may wait for a person then
// (a logout does not wait for a message box); what would be asked or shown goes to stderr.
bool endingOnSignal();

} // namespace gpulab
