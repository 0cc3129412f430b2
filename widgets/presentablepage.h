// PresentablePage: what the main window asks of the page it shows — a lesson, a quiz, the quiz
// results, a lesson that could not be loaded — so that it holds one page and one interface
// instead of a pointer per kind of page chained by hand (theme, clicker, presenter mode,
// blanking, notes, Tab order).
#pragma once

#include <QList>
#include <QString>

class QWidget;

namespace gpulab {

struct SceneStyle;

class PresentablePage
{
public:
    virtual ~PresentablePage() = default;

    // The theme's colours and text size for what the page draws itself.
    virtual void setSceneStyle(const SceneStyle &style) = 0;
    // The clicker's step inside the page (a simulation's beat, a quiz's next question or its
    // answer); false where the page has none left, and the window goes on to the next section.
    virtual bool forward() { return false; }
    virtual bool backward() { return false; }
    // Presenter mode on or off: the page's own part (the text size is the theme's).
    virtual void setPresenting(bool presenting) { Q_UNUSED(presenting); }
    // The screen was blanked: stop what moves.
    virtual void pause() {}
    // R while presenting: show the class the answer; false where the page has none.
    virtual bool reveal() { return false; }
    // The instructor's notes for what is shown (the presenter console shows them).
    virtual QString presenterNotes() const { return {}; }
    // The page's widgets in the order Tab reaches them, between the navigator and the status
    // bar.
    virtual QList<QWidget *> tabChain() const = 0;
};

} // namespace gpulab
