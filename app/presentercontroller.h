// PresenterController: the main window's presenter mode (F5, View > Present, --presenter).
// While presenting, the window is full screen without its navigator, menus and status bar, the
// projector theme and text size apply (MainWindow::applyTheme asks isPresenting()), and the
// clicker's keys belong to it whichever of its windows has focus, the main window or the console:
//   PageDown, Right, Space   forward: play the beat shown, then the next beat, then next section
//   PageUp, Left             back: the set-up of the previous beat, else the previous section
//   Home / End               the lesson's first / last section
//   a number, then Enter     that section of the lesson (Backspace corrects, Esc cancels)
//   B or .   /   W           the screen black / white (again: the lesson comes back)
//   K                        play / pause the simulation
//   P / H / L                pen / highlighter / laser pointer over the page (again: off);
//                            E erases; a move of the clicker clears the drawing
//   O                        the overview of the lesson's sections and beats (Enter jumps)
//   N                        notes (the console on a second screen, else under the text)
//   C                        the console as a window (on one screen too)
//   X                        swap the lesson and the console between the two screens
//   R                        reveal a quiz question's answer
//   ?                        the keys (Help › Keyboard Shortcuts, as F1)
//   Esc                      close what is open (blank, overview, number), else stop presenting
// The instructor's notes go to a console on a second screen where there is one. The normal
// window's geometry is what the settings keep, and it comes back exactly when presenting ends.
// With a class plan open (File › Class Plan, --plan), the clicker, Home/End, a number and the
// overview walk the plan's steps across lessons instead (ClassPlanController).
// It drives the page shown through PresentablePage only.
#pragma once

#include "app/presenteroverview.h"
#include "widgets/keytable.h"

#include <QObject>
#include <QRect>

class QColor;
class QKeyEvent;
class QLabel;
class QScreen;
class QWidget;

namespace gpulab {

class LessonPanel;
class MainWindow;
class PresenterConsole;
class PresenterOverview;
class AnnotationLayer;
class ClassPlanController;

class PresenterController : public QObject
{
    Q_OBJECT
public:
    explicit PresenterController(MainWindow *window);
    ~PresenterController() override;

    bool isPresenting() const { return m_presenting; }
    void setPresenting(bool presenting);

    // The screen goes black (B, .) or white (W); the page stops what moves.
    bool isBlanked() const;
    void setBlanked(bool blanked);
    void blank(const QColor &colour); // the same colour again: the lesson comes back
    QColor blankColour() const;

    // The overview (O): the lesson's sections and beats; choosing one goes there.
    bool overviewShown() const;
    void setOverviewShown(bool shown);
    PresenterOverview *overview() const { return m_overview; }
    // The clicker's stops in `panel`'s lesson, as the overview shows them: each section, and
    // each beat of a section that walks beats; *current is the one shown now.
    static QList<OverviewEntry> stopsOf(const LessonPanel &panel, int *current);

    // What the instructor draws over the page (P, H, L; E erases).
    AnnotationLayer *annotation() const { return m_annotation; }

    // The section number typed so far (digits before Enter), empty when none.
    QString typedNumber() const { return m_typed; }

    // The console as a window (C): on the second screen when there is one, else over this one.
    void toggleConsole();
    // The lesson to the console's screen and the console to the lesson's (X).
    void swapScreens();

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

protected:
    // The blank's QEvent::LanguageChange: the overlays' texts and accessible names again.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The overlays' texts and accessible names in the UI language: the blank's, and the
    // overview's and the typed number's where they are shown.
    void retranslateOverlays();
    QString blankName(const QColor &colour) const;
    // The class plan the clicker walks (one with steps is open), else null.
    ClassPlanController *walkingPlan() const;
    void createConsole();
    void placeConsole(QScreen *screen);
    void showTyped();
    bool goToTypedSection();
    void placeLayers(); // the drawing and the number over the window as it is now

    MainWindow *m_window;
    bool m_presenting = false;
    bool m_wasMaximized = false;
    QByteArray m_geometryBefore; // saveGeometry() of the normal window
    QRect m_normalGeometry;      // where it was, exactly (restoreGeometry guesses frames)
    QWidget *m_blank = nullptr;
    PresenterOverview *m_overview = nullptr;
    AnnotationLayer *m_annotation = nullptr;
    QLabel *m_typedLabel = nullptr; // "Section 3" while a number is typed
    QString m_typed;
    PresenterConsole *m_console = nullptr;
};

} // namespace gpulab
