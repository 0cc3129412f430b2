// PresenterController (see presentercontroller.h).
#include "app/presentercontroller.h"

#include "app/mainwindow.h"
#include "app/navigator.h"
#include "app/presenterconsole.h"
#include "app/quizpage.h"
#include "lessons/framework/lessonpanel.h"
#include "widgets/presentablepage.h"

#include <QAction>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>

namespace gpulab {

PresenterController::PresenterController(MainWindow *window) : QObject(window), m_window(window)
{
    m_blank = new QWidget(window);
    m_blank->setObjectName(QStringLiteral("blankScreen"));
    m_blank->setAutoFillBackground(true);
    QPalette black = m_blank->palette();
    black.setColor(QPalette::Window, Qt::black);
    m_blank->setPalette(black);
    m_blank->setAccessibleName(tr("Screen blanked; press B to show the lesson again"));
    m_blank->hide();
}

PresenterController::~PresenterController()
{
    delete m_console;
}

void PresenterController::setPresenting(bool presenting)
{
    if (presenting == m_presenting)
        return;
    m_presenting = presenting;
    MainWindow &w = *m_window;
    w.action(QStringLiteral("present"))->setChecked(presenting);
    PresentablePage *page = w.currentPresentable();
    if (presenting) {
        m_geometryBefore = w.saveGeometry();
        m_normalGeometry = w.normalGeometry();
        m_wasMaximized = w.isMaximized();
        w.m_navigator->hide();
        w.menuBar()->hide();
        w.statusBar()->hide();
        w.showFullScreen();
        // Instructor notes go to a second screen when there is one.
        const QList<QScreen *> screens = QGuiApplication::screens();
        if (screens.size() > 1) {
            m_console = new PresenterConsole(&w);
            QScreen *here = w.screen();
            for (QScreen *other : screens)
                if (other != here) {
                    m_console->setScreen(other);
                    m_console->setGeometry(other->availableGeometry());
                    break;
                }
            m_console->show();
            m_console->restartClock();
            if (LessonPanel *panel = w.currentPanel())
                panel->setNotesVisible(false);
        }
        w.updateConsole();
        w.notify(tr("Presenting. PageDown or Space: forward, PageUp: back, B: blank, N: notes, "
                    "Esc: stop."));
    } else {
        setBlanked(false);
        delete m_console;
        m_console = nullptr;
        w.menuBar()->show();
        w.statusBar()->show();
        if (LessonPanel *panel = w.currentPanel())
            panel->setNotesVisible(w.action(QStringLiteral("notes"))->isChecked());
    }
    if (page)
        page->setPresenting(presenting);
    // Fonts first: the window's minimum size follows them, and leaving presenter mode must
    // not restore the normal geometry while the presenter's fonts still hold it wider. Then
    // the lesson list, where the normal window has room for it.
    w.applyTheme();
    if (!presenting) {
        if (m_wasMaximized) {
            w.showMaximized();
        } else {
            w.showNormal();
            w.setGeometry(m_normalGeometry); // exactly where it was
            w.fitIntoScreen();
        }
    }
    if (QWidget *shown = w.currentPage())
        shown->setFocus();
}

bool PresenterController::isBlanked() const
{
    return m_blank->isVisible();
}

void PresenterController::setBlanked(bool blanked)
{
    if (blanked) {
        m_blank->setGeometry(m_window->rect());
        m_blank->raise();
        m_blank->show();
        m_blank->setFocus();
        if (PresentablePage *page = m_window->currentPresentable())
            page->pause();
    } else if (m_blank->isVisible()) {
        m_blank->hide();
        if (QWidget *shown = m_window->currentPage())
            shown->setFocus();
    }
}

bool PresenterController::notesShown() const
{
    if (m_console)
        return m_console->isVisible();
    const LessonPanel *panel = m_window->currentPanel();
    return panel && panel->notesVisible();
}

void PresenterController::toggleNotes()
{
    if (m_console) {
        m_console->setVisible(!m_console->isVisible());
        return;
    }
    LessonPanel *panel = m_window->currentPanel();
    const bool show = !(panel && panel->notesVisible());
    m_window->action(QStringLiteral("notes"))->setChecked(show);
    if (panel)
        panel->setNotesVisible(show);
}

bool PresenterController::forward()
{
    PresentablePage *page = m_window->currentPresentable();
    if (page && page->forward())
        return true;
    return m_window->nextSection();
}

bool PresenterController::backward()
{
    PresentablePage *page = m_window->currentPresentable();
    if (page && page->backward())
        return true;
    return m_window->previousSection();
}

namespace {
enum class PresenterKey { None, Forward, Back, Blank, Notes, Reveal, Stop };
constexpr KeyBinding<PresenterKey> kPresenterKeys[] = {
    {Qt::Key_PageDown, PresenterKey::Forward}, {Qt::Key_Right, PresenterKey::Forward},
    {Qt::Key_Space, PresenterKey::Forward},    {Qt::Key_PageUp, PresenterKey::Back},
    {Qt::Key_Left, PresenterKey::Back},        {Qt::Key_B, PresenterKey::Blank},
    {Qt::Key_N, PresenterKey::Notes},          {Qt::Key_R, PresenterKey::Reveal},
    {Qt::Key_Escape, PresenterKey::Stop}};

PresenterKey presenterKey(const QKeyEvent *event)
{
    if ((event->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return PresenterKey::None;
    return actionForKey<PresenterKey>(kPresenterKeys, event->key(), PresenterKey::None);
}
} // namespace

bool PresenterController::isPresenterKey(const QKeyEvent *event) const
{
    const PresenterKey key = presenterKey(event);
    // R reveals a quiz question's answer to the class (see QuizView); elsewhere it is the page's.
    if (key == PresenterKey::Reveal)
        return m_window->currentQuizPage() != nullptr;
    return key != PresenterKey::None;
}

void PresenterController::handleKey(const QKeyEvent *event)
{
    switch (presenterKey(event)) {
    case PresenterKey::Forward:
        if (!isBlanked())
            forward();
        break;
    case PresenterKey::Back:
        if (!isBlanked())
            backward();
        break;
    case PresenterKey::Blank: setBlanked(!isBlanked()); break;
    case PresenterKey::Notes: toggleNotes(); break;
    case PresenterKey::Reveal:
        if (!isBlanked())
            if (PresentablePage *page = m_window->currentPresentable())
                page->reveal();
        break;
    case PresenterKey::Stop:
        if (isBlanked())
            setBlanked(false);
        else
            setPresenting(false);
        break;
    case PresenterKey::None: break;
    }
}

QList<KeyHelpRow> PresenterController::keyHelp()
{
    return keyHelpRows<PresenterKey>(kPresenterKeys, [](PresenterKey key) {
        switch (key) {
        case PresenterKey::Forward:
            return tr("Presenting: forward (simulation step, then next section)");
        case PresenterKey::Back: return tr("Presenting: back");
        case PresenterKey::Blank: return tr("Presenting: blank the screen / show it again");
        case PresenterKey::Notes: return tr("Presenting: instructor notes");
        case PresenterKey::Reveal: return tr("Presenting a quiz: reveal the answer to the class");
        case PresenterKey::Stop: return tr("Presenting: stop (or end the blank screen)");
        case PresenterKey::None: break;
        }
        return QString();
    });
}

QByteArray PresenterController::geometryToSave() const
{
    return m_presenting ? m_geometryBefore : m_window->saveGeometry();
}

void PresenterController::windowResized()
{
    if (m_blank->isVisible())
        m_blank->setGeometry(m_window->rect());
}

void PresenterController::windowClosing()
{
    delete m_console;
    m_console = nullptr;
}

} // namespace gpulab
