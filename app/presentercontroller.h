// PresenterController: the main window's presenter mode (F5, View > Present, --presenter).
// While presenting, the window is full screen without its navigator, menus and status bar, the
// projector theme and text size apply (MainWindow::applyTheme asks isPresenting()), the
// clicker's keys belong to it whatever has focus (PageDown/Right/Space forward, PageUp/Left
// back, B blank, N notes, R reveal a quiz answer, Esc stop), and the instructor's notes go to a
// console on a second screen where there is one. The normal window's geometry is what the
// settings keep, and it comes back exactly when presenting ends. It drives the page shown
// through PresentablePage only.
#pragma once

#include "widgets/keytable.h"

#include <QObject>
#include <QRect>

class QKeyEvent;
class QWidget;

namespace gpulab {

class MainWindow;
class PresenterConsole;

class PresenterController : public QObject
{
    Q_OBJECT
public:
    explicit PresenterController(MainWindow *window);
    ~PresenterController() override;

    bool isPresenting() const { return m_presenting; }
    void setPresenting(bool presenting);

    // The screen goes black (B); the page stops what moves.
    bool isBlanked() const;
    void setBlanked(bool blanked);

    // The instructor's notes: the console on a second screen, else under the lesson's text.
    bool notesShown() const;
    void toggleNotes();
    PresenterConsole *console() const { return m_console; }

    // The clicker: a step inside the page, else the next (previous) section.
    bool forward();
    bool backward();

    // While presenting, the keys above are the presenter's: claim them (ShortcutOverride) and
    // act on them (KeyPress).
    bool isPresenterKey(const QKeyEvent *event) const;
    void handleKey(const QKeyEvent *event);
    // Those keys for Help › Keyboard Shortcuts, from the same table.
    static QList<KeyHelpRow> keyHelp();

    // The geometry the settings keep: the normal window's, never the presenter's full screen.
    QByteArray geometryToSave() const;
    // The window changed size or state: the blank covers it still.
    void windowResized();
    // The window closes: so does the console.
    void windowClosing();

private:
    MainWindow *m_window;
    bool m_presenting = false;
    bool m_wasMaximized = false;
    QByteArray m_geometryBefore; // saveGeometry() of the normal window
    QRect m_normalGeometry;      // where it was, exactly (restoreGeometry guesses frames)
    QWidget *m_blank = nullptr;
    PresenterConsole *m_console = nullptr;
};

} // namespace gpulab
