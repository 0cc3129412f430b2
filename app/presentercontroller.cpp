// PresenterController (see presentercontroller.h).
#include "app/presentercontroller.h"

#include "app/classplancontroller.h"
#include "app/mainwindow.h"
#include "app/navigator.h"
#include "app/presenterconsole.h"
#include "app/presenteroverview.h"
#include "app/quizpage.h"
#include "lessons/framework/lessonpanel.h"
#include "widgets/presentablepage.h"

#include "widgets/annotationlayer.h"
#include "widgets/simulationview.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QScreen>
#include <QStatusBar>
#include <QTextEdit>
#include <QWindow>

namespace gpulab {

PresenterController::PresenterController(MainWindow *window) : QObject(window), m_window(window)
{
    m_blank = new QWidget(window);
    m_blank->setObjectName(QStringLiteral("blankScreen"));
    m_blank->setAutoFillBackground(true);
    QPalette black = m_blank->palette();
    black.setColor(QPalette::Window, Qt::black);
    m_blank->setPalette(black);
    m_blank->setAccessibleName(blankName(Qt::black));
    m_blank->hide();
    // Its QEvent::LanguageChange (the window passes it to every child) retranslates the overlays.
    m_blank->installEventFilter(this);

    m_overview = new PresenterOverview(window);
    m_overview->hide();
    connect(m_overview, &PresenterOverview::chosen, this, [this](const OverviewEntry &entry) {
        setOverviewShown(false);
        m_annotation->clear();
        if (entry.step >= 0) {
            walkingPlan()->goToStep(entry.step);
        } else if (LessonPanel *panel = m_window->currentPanel()) {
            panel->enterSection(entry.section);
            if (entry.beat >= 0 && panel->simulation())
                panel->simulation()->startBeat(entry.beat);
        }
    });

    m_annotation = new AnnotationLayer(window);
    m_annotation->hide();

    m_typedLabel = new QLabel(window);
    m_typedLabel->setObjectName(QStringLiteral("typedSectionNumber"));
    m_typedLabel->setAutoFillBackground(true);
    m_typedLabel->setFrameShape(QFrame::Box);
    m_typedLabel->setMargin(8);
    m_typedLabel->hide();
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
            createConsole();
            QScreen *here = w.screen();
            for (QScreen *other : screens)
                if (other != here) {
                    placeConsole(other);
                    break;
                }
            m_console->show();
            if (LessonPanel *panel = w.currentPanel())
                panel->setNotesVisible(false);
        }
        m_annotation->clear();
        m_annotation->setTool(AnnotationLayer::Tool::None);
        m_annotation->show();
        placeLayers();
        w.updateConsole();
        w.notify(tr("Presenting. PageDown or Space: forward, PageUp: back, B: blank, N: notes, "
                    "O: overview, Esc: stop."));
    } else {
        setBlanked(false);
        setOverviewShown(false);
        m_annotation->setTool(AnnotationLayer::Tool::None);
        m_annotation->clear();
        m_annotation->hide();
        m_typed.clear();
        showTyped();
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

QColor PresenterController::blankColour() const
{
    return m_blank->palette().color(QPalette::Window);
}

void PresenterController::blank(const QColor &colour)
{
    if (isBlanked() && blankColour() == colour) {
        setBlanked(false);
        return;
    }
    QPalette palette = m_blank->palette();
    palette.setColor(QPalette::Window, colour);
    m_blank->setPalette(palette);
    m_blank->setAccessibleName(blankName(colour));
    setBlanked(true);
}

QString PresenterController::blankName(const QColor &colour) const
{
    return colour == QColor(Qt::white) ? tr("Screen white; press W to show the lesson again")
                                       : tr("Screen blanked; press B to show the lesson again");
}

bool PresenterController::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_blank && event->type() == QEvent::LanguageChange)
        retranslateOverlays();
    return QObject::eventFilter(watched, event);
}

void PresenterController::retranslateOverlays()
{
    m_blank->setAccessibleName(blankName(blankColour()));
    if (m_overview->isVisible())
        setOverviewShown(true); // its heading and tiles from the lesson in the new language
    if (m_typedLabel->isVisible())
        showTyped();
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

ClassPlanController *PresenterController::walkingPlan() const
{
    ClassPlanController *plans = m_window->classPlan();
    return plans && !plans->plan().steps.isEmpty() ? plans : nullptr;
}

bool PresenterController::forward()
{
    if (ClassPlanController *plan = walkingPlan())
        return plan->forward();
    PresentablePage *page = m_window->currentPresentable();
    if (page && page->forward())
        return true;
    return m_window->nextSection();
}

bool PresenterController::backward()
{
    if (ClassPlanController *plan = walkingPlan())
        return plan->backward();
    PresentablePage *page = m_window->currentPresentable();
    if (page && page->backward())
        return true;
    return m_window->previousSection();
}

namespace {
enum class PresenterKey {
    None,
    Forward,
    Back,
    First,
    Last,
    Black,
    White,
    PlayPause,
    Pen,
    Highlighter,
    Laser,
    Erase,
    Overview,
    Notes,
    Console,
    Swap,
    Reveal,
    Help,
    Stop
};
constexpr KeyBinding<PresenterKey> kPresenterKeys[] = {
    {Qt::Key_PageDown, PresenterKey::Forward}, {Qt::Key_Right, PresenterKey::Forward},
    {Qt::Key_Space, PresenterKey::Forward},    {Qt::Key_PageUp, PresenterKey::Back},
    {Qt::Key_Left, PresenterKey::Back},        {Qt::Key_Home, PresenterKey::First},
    {Qt::Key_End, PresenterKey::Last},         {Qt::Key_B, PresenterKey::Black},
    {Qt::Key_Period, PresenterKey::Black},     {Qt::Key_W, PresenterKey::White},
    {Qt::Key_K, PresenterKey::PlayPause},      {Qt::Key_P, PresenterKey::Pen},
    {Qt::Key_H, PresenterKey::Highlighter},    {Qt::Key_L, PresenterKey::Laser},
    {Qt::Key_E, PresenterKey::Erase},          {Qt::Key_O, PresenterKey::Overview},
    {Qt::Key_N, PresenterKey::Notes},          {Qt::Key_C, PresenterKey::Console},
    {Qt::Key_X, PresenterKey::Swap},           {Qt::Key_R, PresenterKey::Reveal},
    {Qt::Key_Question, PresenterKey::Help},    {Qt::Key_Escape, PresenterKey::Stop}};

bool plainKey(const QKeyEvent *event)
{
    return (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
}

PresenterKey presenterKey(const QKeyEvent *event)
{
    // '?' is Shift+/ on most keyboards: its Shift is part of the character.
    if (event->key() == Qt::Key_Question &&
        (event->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier)) == Qt::NoModifier)
        return PresenterKey::Help;
    if (!plainKey(event))
        return PresenterKey::None;
    return actionForKey<PresenterKey>(kPresenterKeys, event->key(), PresenterKey::None);
}

bool digitKey(const QKeyEvent *event)
{
    return plainKey(event) && event->key() >= Qt::Key_0 && event->key() <= Qt::Key_9;
}

bool enterKey(const QKeyEvent *event)
{
    return plainKey(event) && (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter);
}

// The focus is in a field that takes text: its keys are its own, but for the clicker's paging
// keys and Esc.
bool typingInFocus()
{
    QWidget *focus = QApplication::focusWidget();
    if (!focus)
        return false;
    if (qobject_cast<QLineEdit *>(focus) || qobject_cast<QAbstractSpinBox *>(focus))
        return true;
    if (auto *edit = qobject_cast<QTextEdit *>(focus))
        return !edit->isReadOnly();
    if (auto *edit = qobject_cast<QPlainTextEdit *>(focus))
        return !edit->isReadOnly();
    if (auto *box = qobject_cast<QComboBox *>(focus))
        return box->isEditable();
    return false;
}
} // namespace

bool PresenterController::isPresenterKey(const QKeyEvent *event) const
{
    const PresenterKey key = presenterKey(event);
    if (overviewShown()) // its arrows and Enter are the overview's
        return key == PresenterKey::Overview || key == PresenterKey::Stop;
    if (!m_typed.isEmpty() && (enterKey(event) || event->key() == Qt::Key_Backspace))
        return true;
    if (key == PresenterKey::Forward || key == PresenterKey::Back || key == PresenterKey::Stop)
        return !(typingInFocus() &&
                 (event->key() == Qt::Key_Space || event->key() == Qt::Key_Left ||
                  event->key() == Qt::Key_Right));
    if (typingInFocus())
        return false;
    if (digitKey(event))
        return m_window->currentPanel() != nullptr || walkingPlan();
    // R reveals a quiz question's answer to the class (see QuizView); elsewhere it is the page's.
    if (key == PresenterKey::Reveal)
        return m_window->currentQuizPage() != nullptr;
    return key != PresenterKey::None;
}

void PresenterController::handleKey(const QKeyEvent *event)
{
    if (digitKey(event)) {
        if (m_typed.size() < 3)
            m_typed += QChar(u'0' + (event->key() - Qt::Key_0));
        showTyped();
        return;
    }
    if (!m_typed.isEmpty() && enterKey(event)) {
        goToTypedSection();
        return;
    }
    if (!m_typed.isEmpty() && event->key() == Qt::Key_Backspace) {
        m_typed.chop(1);
        showTyped();
        return;
    }
    const PresenterKey key = presenterKey(event);
    if (key != PresenterKey::Stop && !m_typed.isEmpty()) {
        m_typed.clear(); // another key: the number is dropped
        showTyped();
    }
    LessonPanel *panel = m_window->currentPanel();
    const auto useTool = [this](AnnotationLayer::Tool tool) {
        m_annotation->setTool(m_annotation->tool() == tool ? AnnotationLayer::Tool::None : tool);
        m_annotation->raise();
    };
    if (key == PresenterKey::Forward || key == PresenterKey::Back || key == PresenterKey::First ||
        key == PresenterKey::Last)
        m_annotation->clear(); // a drawing marks one beat
    switch (key) {
    case PresenterKey::Pen: useTool(AnnotationLayer::Tool::Pen); break;
    case PresenterKey::Highlighter: useTool(AnnotationLayer::Tool::Highlighter); break;
    case PresenterKey::Laser: useTool(AnnotationLayer::Tool::Laser); break;
    case PresenterKey::Erase: m_annotation->clear(); break;
    case PresenterKey::Forward:
        if (!isBlanked())
            forward();
        break;
    case PresenterKey::Back:
        if (!isBlanked())
            backward();
        break;
    case PresenterKey::First:
        if (isBlanked())
            break;
        if (ClassPlanController *plan = walkingPlan())
            plan->goToStep(0);
        else if (panel)
            panel->enterSection(0);
        break;
    case PresenterKey::Last:
        if (isBlanked())
            break;
        if (ClassPlanController *plan = walkingPlan())
            plan->goToStep(int(plan->plan().steps.size()) - 1);
        else if (panel)
            panel->enterSection(panel->sectionCount() - 1);
        break;
    case PresenterKey::Black: blank(Qt::black); break;
    case PresenterKey::White: blank(Qt::white); break;
    case PresenterKey::PlayPause: // the menu's Play / Pause Simulation, without Ctrl
        if (QAction *play = m_window->action(QStringLiteral("playPause"));
            play && play->isEnabled() && !isBlanked())
            play->trigger();
        break;
    case PresenterKey::Overview:
        if (!isBlanked())
            setOverviewShown(!overviewShown());
        break;
    case PresenterKey::Notes: toggleNotes(); break;
    case PresenterKey::Help: // F1's Help › Keyboard Shortcuts, without the menu bar
        m_window->action(QStringLiteral("shortcuts"))->trigger();
        break;
    case PresenterKey::Console: toggleConsole(); break;
    case PresenterKey::Swap: swapScreens(); break;
    case PresenterKey::Reveal:
        if (!isBlanked())
            if (PresentablePage *page = m_window->currentPresentable())
                page->reveal();
        break;
    case PresenterKey::Stop:
        if (!m_typed.isEmpty()) {
            m_typed.clear();
            showTyped();
        } else if (m_annotation->tool() != AnnotationLayer::Tool::None) {
            m_annotation->setTool(AnnotationLayer::Tool::None); // the mouse back to the page
        } else if (overviewShown()) {
            setOverviewShown(false);
        } else if (isBlanked()) {
            setBlanked(false);
        } else {
            setPresenting(false);
        }
        break;
    case PresenterKey::None: break;
    }
}

void PresenterController::showTyped()
{
    LessonPanel *panel = m_window->currentPanel();
    const ClassPlanController *plan = walkingPlan();
    if (m_typed.isEmpty() || (!panel && !plan)) {
        m_typedLabel->hide();
        return;
    }
    m_typedLabel->setText(plan ? tr("Plan step %1 of %2 — Enter: go there, Esc: cancel")
                                     .arg(m_typed)
                                     .arg(plan->plan().steps.size())
                               : tr("Section %1 of %2 — Enter: go there, Esc: cancel")
                                     .arg(m_typed)
                                     .arg(panel->sectionCount()));
    m_typedLabel->setAccessibleName(m_typedLabel->text());
    m_typedLabel->adjustSize();
    const QRect room = m_window->rect();
    m_typedLabel->move(room.left() + 16, room.bottom() - m_typedLabel->height() - 16);
    m_typedLabel->raise();
    m_typedLabel->show();
}

bool PresenterController::goToTypedSection()
{
    const int number = m_typed.toInt();
    m_typed.clear();
    showTyped();
    if (ClassPlanController *plan = walkingPlan()) {
        if (number < 1 || number > plan->plan().steps.size()) {
            m_window->notify(tr("There is no step %1: the class plan has %2.")
                                 .arg(number)
                                 .arg(plan->plan().steps.size()));
            return false;
        }
        m_annotation->clear();
        return plan->goToStep(number - 1);
    }
    LessonPanel *panel = m_window->currentPanel();
    if (!panel || number < 1 || number > panel->sectionCount()) {
        if (panel)
            m_window->notify(tr("There is no section %1: this lesson has %2.")
                                 .arg(number)
                                 .arg(panel->sectionCount()));
        return false;
    }
    m_annotation->clear();
    panel->enterSection(number - 1);
    return true;
}

QList<OverviewEntry> PresenterController::stopsOf(const LessonPanel &panel, int *current)
{
    const LessonContent &content = panel.content();
    const SimulationView *simulation = panel.simulation();
    QList<OverviewEntry> stops;
    *current = 0;
    for (int i = 0; i < content.sections.size(); ++i) {
        const LessonSection &section = content.sections.at(i);
        const QString number = QString::number(i + 1);
        if (i == panel.currentSection())
            *current = int(stops.size());
        stops.append({i, -1, number, section.title});
        if (!section.beats || !simulation)
            continue;
        const SimulationModel &model = simulation->model();
        for (int b = 0; b < model.beatCount(); ++b) {
            if (i == panel.currentSection() && b == model.beat())
                *current = int(stops.size());
            const QString name = model.beatName(b);
            stops.append({i, b, QStringLiteral("%1.%2").arg(number).arg(b + 1),
                          name.isEmpty() ? tr("Beat %1").arg(b + 1) : name});
        }
    }
    return stops;
}

bool PresenterController::overviewShown() const
{
    return m_overview->isVisible();
}

void PresenterController::setOverviewShown(bool shown)
{
    if (!shown) {
        if (m_overview->isVisible()) {
            m_overview->hide();
            if (QWidget *page = m_window->currentPage())
                page->setFocus();
        }
        return;
    }
    LessonPanel *panel = m_window->currentPanel();
    if (const ClassPlanController *plan = walkingPlan()) { // the plan's steps, across lessons
        QList<OverviewEntry> entries;
        for (int i = 0; i < plan->plan().steps.size(); ++i) {
            OverviewEntry entry;
            entry.step = i;
            entry.number = QString::number(i + 1);
            entry.title = plan->describe(plan->plan().steps.at(i));
            entries.append(entry);
        }
        const QString title = plan->plan().title;
        m_overview->setEntries(title.isEmpty() ? tr("The class plan's steps")
                                               : tr("%1: the class plan's steps").arg(title),
                               entries, qMax(0, plan->currentStep()));
    } else if (!panel) {
        m_window->notify(tr("The overview shows a lesson's sections; this page has none."));
        return;
    } else {
        int current = 0;
        const QList<OverviewEntry> entries = stopsOf(*panel, &current);
        m_overview->setEntries(tr("%1: sections and beats").arg(panel->content().title), entries,
                               current);
    }
    m_overview->setGeometry(m_window->rect());
    m_overview->raise();
    m_overview->show();
}

void PresenterController::createConsole()
{
    if (m_console)
        return;
    m_console = new PresenterConsole(m_window);
    connect(m_console, &PresenterConsole::swapRequested, this, &PresenterController::swapScreens);
    m_console->restartClock();
}

void PresenterController::placeConsole(QScreen *screen)
{
    m_console->setScreen(screen);
    if (screen != m_window->screen()) {
        m_console->setGeometry(screen->availableGeometry());
        return;
    }
    // One screen: a window over the lesson, a little more than half of it.
    const QRect room = screen->availableGeometry();
    const QSize size(room.width() * 3 / 5, room.height() * 3 / 4);
    m_console->setGeometry(
        QRect(room.center() - QPoint(size.width() / 2, size.height() / 2), size));
}

void PresenterController::toggleConsole()
{
    if (m_console && m_console->isVisible()) {
        m_console->hide();
        return;
    }
    const bool created = !m_console;
    createConsole();
    if (created) {
        QScreen *target = m_window->screen();
        for (QScreen *other : QGuiApplication::screens())
            if (other != m_window->screen()) {
                target = other;
                break;
            }
        placeConsole(target);
    }
    m_console->show();
    m_console->raise();
    m_window->updateConsole();
}

void PresenterController::swapScreens()
{
    if (!m_console || QGuiApplication::screens().size() < 2) {
        m_window->notify(tr("Swapping screens needs a second screen."));
        return;
    }
    QScreen *lessonScreen = m_window->screen();
    QScreen *consoleScreen = m_console->screen();
    if (consoleScreen == lessonScreen)
        for (QScreen *other : QGuiApplication::screens())
            if (other != lessonScreen) {
                consoleScreen = other;
                break;
            }
    MainWindow &w = *m_window;
    w.showNormal();
    w.setScreen(consoleScreen);
    w.setGeometry(consoleScreen->geometry());
    w.showFullScreen();
    placeConsole(lessonScreen);
    m_console->show();
    if (m_blank->isVisible())
        m_blank->setGeometry(w.rect());
}

QList<KeyHelpRow> PresenterController::keyHelp()
{
    QList<KeyHelpRow> rows = keyHelpRows<PresenterKey>(kPresenterKeys, [](PresenterKey key) {
        switch (key) {
        case PresenterKey::Forward:
            return tr("Presenting: forward (play the beat, then the next beat or section)");
        case PresenterKey::Back:
            return tr("Presenting: back (the previous beat's set-up, else the previous section)");
        case PresenterKey::First:
            return tr("Presenting: the lesson's first section (the class plan's first step)");
        case PresenterKey::Last:
            return tr("Presenting: the lesson's last section (the class plan's last step)");
        case PresenterKey::Black: return tr("Presenting: black screen / show it again");
        case PresenterKey::White: return tr("Presenting: white screen / show it again");
        case PresenterKey::PlayPause: return tr("Presenting: play / pause the simulation");
        case PresenterKey::Pen: return tr("Presenting: draw with a pen over the page (again: off)");
        case PresenterKey::Highlighter:
            return tr("Presenting: highlight over the page (again: off)");
        case PresenterKey::Laser: return tr("Presenting: laser pointer (again: off)");
        case PresenterKey::Erase: return tr("Presenting: erase the drawing");
        case PresenterKey::Overview: return tr("Presenting: overview of the sections and beats");
        case PresenterKey::Notes: return tr("Presenting: instructor notes");
        case PresenterKey::Console: return tr("Presenting: show / hide the presenter console");
        case PresenterKey::Swap: return tr("Presenting: swap the lesson and console screens");
        case PresenterKey::Reveal: return tr("Presenting a quiz: reveal the answer to the class");
        case PresenterKey::Help: return tr("Presenting: these keys (as F1)");
        case PresenterKey::Stop:
            return tr("Presenting: close the blank, overview or number; else stop");
        case PresenterKey::None: break;
        }
        return QString();
    });
    rows.append({tr("Presenting: go to a section (a class plan's step) by its number"),
                 tr("%1 to %2, then %3")
                     .arg(QKeySequence(Qt::Key_0).toString(QKeySequence::NativeText),
                          QKeySequence(Qt::Key_9).toString(QKeySequence::NativeText),
                          QKeySequence(Qt::Key_Return).toString(QKeySequence::NativeText))});
    return rows;
}

QByteArray PresenterController::geometryToSave() const
{
    return m_presenting ? m_geometryBefore : m_window->saveGeometry();
}

void PresenterController::windowResized()
{
    if (m_blank->isVisible())
        m_blank->setGeometry(m_window->rect());
    if (m_overview->isVisible())
        m_overview->setGeometry(m_window->rect());
    placeLayers();
}

void PresenterController::placeLayers()
{
    // Over the page, under the blank and the overview.
    m_annotation->setGeometry(m_window->rect());
    m_annotation->raise();
    if (m_overview->isVisible())
        m_overview->raise();
    if (m_blank->isVisible())
        m_blank->raise();
    showTyped();
}

void PresenterController::windowClosing()
{
    delete m_console;
    m_console = nullptr;
}

} // namespace gpulab
