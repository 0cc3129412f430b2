// MainWindow (see mainwindow.h). [SECTIONS] construction · menus · lessons · sections and
// progress · presenter mode · themes and zoom · settings · dialogs · import/export.
#include "app/mainwindow.h"
#include "app/classresultswindow.h"
#include "app/terminationsignals.h"
#include "lessons/framework/numbertext.h"

#include "app/classplancontroller.h"
#include "app/classplanwindow.h"

#include "app/devicestatus.h"
#include "app/navigator.h"
#include "app/parametersdialog.h"
#include "app/presenterconsole.h"
#include "app/presentercontroller.h"
#include "app/quizpage.h"
#include "app/store/progressstore.h"
#include "app/studentidentity.h"
#include "lessons/framework/boundedfile.h"
#include "lessons/framework/csvwriter.h"
#include "lessons/framework/errorpanel.h"
#include "lessons/framework/lessonpanel.h"
#include "lessons/framework/panelregistry.h"
#include "lessons/framework/quiz/moodlexml.h"
#include "lessons/framework/sectionview.h"
#include "lessons/framework/sentencetext.h"
#include "widgets/fallbackcanvas.h"
#include "widgets/listmessage.h"
#include "widgets/quizview.h"
#include "widgets/simulationview.h"
#include "widgets/teachertipswindow.h"

#include <QAccessible>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDebug>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontInfo>
#include <QGuiApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLayout>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPixmapCache>
#include <QRandomGenerator>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextDocument>
#include <QTimer>
#include <QVBoxLayout>
#include <QWindow>

#include <cstdio>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace gpulab {

// ---------------------------------------------------------------------------- [construction]

MainWindow::MainWindow(const MainWindowOptions &options, ProgressStore *store,
                       DeviceService *devices, ThemeManager *theme, QWidget *parent)
    : QMainWindow(parent), m_options(options), m_store(store), m_devices(devices), m_theme(theme)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("GPU Lab"));
    setAccessibleName(tr("GPU Lab"));

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setChildrenCollapsible(false);
    m_navigator = new Navigator(m_splitter);
    m_navigator->setMinimumWidth(220);
    m_stack = new QStackedWidget(m_splitter);
    m_heapTrim = new QTimer(this);
    m_heapTrim->setSingleShot(true);
    m_heapTrim->setInterval(kHeapTrimDelayMs);
#ifdef __GLIBC__
    // Building a page (Markdown, charts, a GL canvas, its shaders) allocates and frees tens of
    // MiB in small pieces; glibc keeps the freed pages, scattered through the heap, mapped until
    // told otherwise. Once the page has settled, give them back (a few ms, once: no idle cost).
    connect(m_heapTrim, &QTimer::timeout, this, [] { malloc_trim(0); });
#endif
    m_splitter->addWidget(m_navigator);
    m_splitter->addWidget(m_stack);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({280, 1000});
    setCentralWidget(m_splitter);

    m_presenter = new PresenterController(this);
    m_plans = new ClassPlanController(this);
    // The console follows the plan: its step, its notes, its time.
    connect(m_plans, &ClassPlanController::stepShown, this, [this] { updateConsole(); });
    connect(m_plans, &ClassPlanController::planChanged, this, [this] {
        updateConsole();
        const bool open = m_plans->hasPlan();
        for (const char *name : {"savePlan", "closePlan"})
            action(QLatin1String(name))->setEnabled(open);
    });

    m_deviceButton = new DeviceButton(m_devices, this);
    statusBar()->addPermanentWidget(m_deviceButton);

    connect(m_navigator, &Navigator::activated, this,
            [this](int lesson, int section) { openLesson(lesson, qMax(0, section)); });
    connect(m_navigator, &Navigator::quizActivated, this,
            [this](const QString &quizId) { openQuiz(QuizId::parse(quizId)); });

    if (!m_options.language) {
        m_ownLanguage = std::make_unique<UiLanguage>();
        m_options.language = m_ownLanguage.get();
    }
    m_languageChoice = !m_options.languageCode.isEmpty() ? m_options.languageCode
                       : m_options.persistent
                           ? QSettings().value(QLatin1String(UiLanguage::kSettingsKey)).toString()
                           : QString();
    buildMenus();
    resize(kDefaultSize);
    if (m_options.persistent)
        restoreSettings();
    applyTheme();
    loadLessonLibrary();
    // New figures of this machine add or change questions: the navigator's counts follow.
    const MachineState *machine = &m_devices->machine();
    for (auto changed : {&MachineState::deviceChanged, &MachineState::raceChanged,
                         &MachineState::roofsChanged, &MachineState::transferChanged})
        connect(machine, changed, this, &MainWindow::refreshQuizzes);

    // The first lesson: the one asked for, else the remembered one, else the first.
    int lesson = 0, section = 0;
    QString wantedId = m_options.lessonId;
    if (wantedId.isEmpty() && m_options.persistent) {
        QSettings settings;
        wantedId = settings.value(QStringLiteral("lesson/id")).toString();
        section = settings.value(QStringLiteral("lesson/section"), 0).toInt();
    }
    for (int i = 0; i < m_lessons.size(); ++i)
        if (m_lessons.at(i).content.id == wantedId)
            lesson = i;
    if (!m_options.lessonId.isEmpty() && m_lessons.value(lesson).content.id != m_options.lessonId)
        notify(tr("There is no lesson \u201c%1\u201d; showing the first lesson instead.")
                   .arg(m_options.lessonId));
    if (m_options.section >= 0)
        section = m_options.section;
    if (!m_lessons.isEmpty())
        openLesson(lesson, section);

    auto tellDeviceNotice = [this] {
        if (!m_devices->notice().isEmpty())
            notify(m_devices->notice());
    };
    if (m_devices->isReady())
        tellDeviceNotice();
    else
        connect(m_devices, &DeviceService::ready, this, tellDeviceNotice);
    // The one measurement engine died under a measurement: the lesson that ran it says so too;
    // the status bar says a fresh engine takes the next request.
    connect(&m_devices->engine(), &EngineService::restarted, this, [this](const QString &message) {
        notify(tr("%1 A fresh measurement engine was started.").arg(message));
    });

    // The data every lesson quotes (every table's file): a bad row is left out and said so
    // (file, line), never silently used. Said once the window is up, where it can be seen.
    QTimer::singleShot(0, this, [this] { reportDataProblems(m_data.problems()); });

    fitIntoScreen(); // whatever was remembered, and with the first lesson's minimum size
    qApp->installEventFilter(this);
    if (!m_options.planPath.isEmpty()) {
        QString message;
        openClassPlan(m_options.planPath, &message);
        if (!message.isEmpty()) {
            std::fprintf(stderr, "gpulab: %s\n", qPrintable(message));
            QTimer::singleShot(0, this, [this, message] { notify(message.section(u'\n', 0, 0)); });
        }
    }
    if (m_options.presenter)
        setPresenting(true);
    if (!m_options.classResults.isEmpty())
        QTimer::singleShot(0, this, [this] { openClassResults(m_options.classResults); });
}

void MainWindow::fitIntoScreen()
{
    if (isFullScreen() || !screen())
        return;
    const QRect available = screen()->availableGeometry();
    // Before the window manager framed the window its frame is unknown: leave room for a
    // title bar and borders, so the status bar is on screen on a 1280×800 laptop.
    const QSize frame = isVisible() ? frameGeometry().size() - geometry().size()
                                    : QSize(kFrameAllowance.width(), kFrameAllowance.height());
    const QSize room = (available.size() - frame).expandedTo(QSize(1, 1));
    if (isMaximized() || (width() <= room.width() && height() <= room.height() &&
                          available.contains(frameGeometry())))
        return;
    resize(size().boundedTo(room));
    // Keep the window's frame inside the screen's free area.
    QRect placed = frameGeometry();
    placed.moveLeft(
        qBound(available.left(), placed.left(), available.right() - placed.width() + 1));
    placed.moveTop(qBound(available.top(), placed.top(), available.bottom() - placed.height() + 1));
    move(placed.topLeft());
}

MainWindow::~MainWindow()
{
    qApp->removeEventFilter(this);
    flushTimeSpent();
}

QAction *MainWindow::action(const QString &objectName) const
{
    return m_actions.value(objectName);
}

// ----------------------------------------------------------------------------------- [menus]

void MainWindow::buildMenus()
{
    auto add = [this](QMenu *menu, const QString &name, const QString &text,
                      const QList<QKeySequence> &keys, auto slot) {
        auto *action = new QAction(text, this);
        action->setObjectName(name);
        action->setShortcuts(keys);
        // Shortcuts keep working while the menu bar is hidden (presenter mode).
        action->setShortcutContext(Qt::WindowShortcut);
        addAction(action);
        menu->addAction(action);
        connect(action, &QAction::triggered, this, slot);
        m_actions.insert(name, action);
        return action;
    };

    QMenu *file = menuBar()->addMenu(tr("&File"));
    add(file, QStringLiteral("importLessons"), tr("&Import Lessons Folder\u2026"),
        {QKeySequence::Open}, [this] { importLessons(); });
    add(file, QStringLiteral("importQuiz"), tr("Import &Quiz\u2026"),
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O)}, [this] { importQuizWithDialog(); });
    add(file, QStringLiteral("exportProgress"), tr("&Export Progress as CSV\u2026"),
        {QKeySequence(Qt::CTRL | Qt::Key_E)}, [this] { exportProgress(); });
    add(file, QStringLiteral("exportQuizGrades"),
        tr("Export Quiz &Grades as CSV (for Moodle)\u2026"), {}, [this] {
            openQuiz(QuizId::history());
            if (currentHistoryPage())
                QTimer::singleShot(0, currentHistoryPage(),
                                   &QuizHistoryPage::exportSummaryWithDialog);
        });
    add(file, QStringLiteral("exportQuizResults"), tr("Export Quiz &Results as CSV\u2026"),
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)}, [this] {
            openQuiz(QuizId::history());
            if (currentHistoryPage())
                QTimer::singleShot(0, currentHistoryPage(), &QuizHistoryPage::exportWithDialog);
        });
    add(file, QStringLiteral("openClassResults"), tr("Open &Class Results\u2026"), {},
        [this] { openClassResults(); });
    add(file, QStringLiteral("studentIdentity"), tr("Your &Name and ID\u2026"), {}, [this] {
        IdentityDialog dialog(this);
        dialog.exec();
    });
    add(file, QStringLiteral("exportLessonQuiz"), tr("Export Lesson Quiz as &GIFT\u2026"), {},
        [this] { exportLessonQuiz(false); });
    add(file, QStringLiteral("exportLessonQuizXml"), tr("Export Lesson Quiz as Moodle &XML\u2026"),
        {}, [this] { exportLessonQuiz(true); });
    file->addSeparator();
    QMenu *plan = file->addMenu(tr("C&lass Plan"));
    add(plan, QStringLiteral("openPlan"), tr("&Open Class Plan\u2026"), {},
        [this] { openPlanWithDialog(); });
    add(plan, QStringLiteral("addToPlan"), tr("&Add This View to the Plan"),
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A)}, [this] { addViewToPlan(); });
    add(plan, QStringLiteral("editPlan"), tr("&Edit Class Plan\u2026"), {},
        [this] { showPlanWindow(); });
    add(plan, QStringLiteral("savePlan"), tr("&Save Class Plan\u2026"), {}, [this] {
        savePlanWithDialog();
    })->setEnabled(false);
    add(plan, QStringLiteral("closePlan"), tr("&Close Class Plan"), {}, [this] {
        if (!planMaySwitch())
            return;
        m_plans->close();
        if (m_planWindow)
            m_planWindow->showOpenProblems(); // none now
    })->setEnabled(false);
    file->addSeparator();
    add(file, QStringLiteral("reloadLessons"), tr("&Reload Lessons"),
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)}, [this] { reloadLessons(); });
    file->addSeparator();
    add(file, QStringLiteral("quit"), tr("&Quit"), {QKeySequence::Quit}, [this] { close(); });

    QMenu *view = menuBar()->addMenu(tr("&View"));
    add(view, QStringLiteral("zoomIn"), tr("Zoom &In"),
        {QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)},
        [this] { zoomBy(ThemeManager::kZoomStepPercent); });
    add(view, QStringLiteral("zoomOut"), tr("Zoom &Out"), {QKeySequence::ZoomOut},
        [this] { zoomBy(-ThemeManager::kZoomStepPercent); });
    add(view, QStringLiteral("zoomReset"), tr("&Reset Zoom"), {QKeySequence(Qt::CTRL | Qt::Key_0)},
        [this] { resetZoom(); });
    view->addSeparator();
    QMenu *themes = view->addMenu(tr("&Theme"));
    m_themeGroup = new QActionGroup(this);
    m_actionGroups.append(m_themeGroup);
    const std::pair<Theme, QString> themeNames[] = {
        {Theme::System, tr("&System")},
        {Theme::Light, tr("&Light")},
        {Theme::Dark, tr("&Dark")},
        {Theme::HighContrast, tr("&High Contrast (Projector)")},
        {Theme::BrightRoom, tr("&Bright Room (Projector)")}};
    for (const auto &[theme, name] : themeNames) {
        QAction *action = add(themes, QStringLiteral("theme-") + themeKey(theme), name, {},
                              [this, theme = theme] { setTheme(theme); });
        action->setCheckable(true);
        m_themeGroup->addAction(action);
    }
    QMenu *projector = view->addMenu(tr("Pro&jector Theme"));
    auto *projectorGroup = new QActionGroup(this);
    m_actionGroups.append(projectorGroup);
    const std::pair<ProjectorTheme, QString> projectorNames[] = {
        {ProjectorTheme::Dark, tr("&Dark (High Contrast)")},
        {ProjectorTheme::Bright, tr("&Bright Room")},
        {ProjectorTheme::None, tr("&None (the Window's Theme)")}};
    for (const auto &[theme, name] : projectorNames) {
        QAction *action =
            add(projector, QStringLiteral("projectorTheme-") + projectorThemeKey(theme), name, {},
                [this, theme = theme] { setProjectorTheme(theme); });
        action->setCheckable(true);
        projectorGroup->addAction(action);
    }
    QMenu *drawing = view->addMenu(tr("Simulation &Drawing"));
    auto *drawingGroup = new QActionGroup(this);
    m_actionGroups.append(drawingGroup);
    const std::pair<SimulationView::Drawing, QString> drawingNames[] = {
        {SimulationView::Drawing::Automatic,
         tr("&Automatic (OpenGL on a GPU, Plain on a Software Renderer)")},
        {SimulationView::Drawing::OpenGL, tr("&OpenGL with Overlay Controls")},
        {SimulationView::Drawing::Plain, tr("&Plain, without OpenGL")}};
    for (const auto &[choice, name] : drawingNames) {
        QAction *action = add(drawing, QStringLiteral("drawing-") + drawingKey(choice), name, {},
                              [this, choice = choice] { setSimulationDrawing(choice); });
        action->setCheckable(true);
        drawingGroup->addAction(action);
    }
    // The languages GPU Lab speaks, each named in itself (a reader of that language finds it
    // whatever language the menu is in), and the system's.
    QMenu *languages = view->addMenu(tr("&Language"));
    auto *languageGroup = new QActionGroup(this);
    m_actionGroups.append(languageGroup);
    const QStringList available = UiLanguage::available(m_options.translationsDir);
    const QLocale system = UiLanguage::choose(QLocale::system(), available, QString());
    QList<std::pair<QString, QString>> languageNames{
        {QString(), tr("&System Default (%1)").arg(UiLanguage::nativeName(system))}};
    for (const QString &code : available)
        languageNames.append({code, UiLanguage::nativeName(QLocale(code))});
    for (const auto &[code, name] : languageNames) {
        QAction *action =
            add(languages,
                QStringLiteral("language-") + (code.isEmpty() ? QStringLiteral("system") : code),
                name, {}, [this, code = code] { setLanguage(code); });
        action->setCheckable(true);
        action->setChecked(code == m_languageChoice);
        languageGroup->addAction(action);
    }
    view->addSeparator();
    QAction *fullScreen = add(view, QStringLiteral("fullScreen"), tr("&Full Screen"),
                              {QKeySequence::FullScreen}, [this] {
                                  if (isFullScreen())
                                      m_wasMaximized ? showMaximized() : showNormal();
                                  else
                                      m_wasMaximized = isMaximized(), showFullScreen();
                              });
    fullScreen->setCheckable(true);
    QAction *present = add(view, QStringLiteral("present"), tr("&Present"),
                           {QKeySequence(Qt::Key_F5)}, [this] { setPresenting(!isPresenting()); });
    present->setCheckable(true);
    QAction *lessonList = add(
        view, QStringLiteral("lessonList"), tr("Lesson &List"), {QKeySequence(Qt::Key_F9)}, [this] {
            m_navigatorChoice = action(QStringLiteral("lessonList"))->isChecked() ? 1 : 0;
            updateNavigator();
        });
    lessonList->setCheckable(true);
    lessonList->setChecked(true);

    QMenu *lesson = menuBar()->addMenu(tr("&Lesson"));
    add(lesson, QStringLiteral("nextSection"), tr("&Next Section"),
        {QKeySequence(Qt::CTRL | Qt::Key_Right), QKeySequence(Qt::Key_PageDown)},
        [this] { isPresenting() ? presenterForward() : nextSection(); });
    add(lesson, QStringLiteral("previousSection"), tr("&Previous Section"),
        {QKeySequence(Qt::CTRL | Qt::Key_Left), QKeySequence(Qt::Key_PageUp)},
        [this] { isPresenting() ? presenterBackward() : previousSection(); });
    lesson->addSeparator();
    auto withSimulation = [this](auto function) {
        return [this, function] {
            if (currentPanel() && currentPanel()->simulation())
                function(currentPanel()->simulation());
        };
    };
    add(lesson, QStringLiteral("playPause"), tr("P&lay / Pause Simulation"),
        {QKeySequence(Qt::CTRL | Qt::Key_Space)},
        withSimulation([](SimulationView *view) { view->togglePlay(); }));
    add(lesson, QStringLiteral("stepSimulation"), tr("&Step Simulation"),
        {QKeySequence(Qt::CTRL | Qt::Key_Period)},
        withSimulation([](SimulationView *view) { view->stepOnce(); }));
    add(lesson, QStringLiteral("slower"), tr("S&lower"),
        {QKeySequence(Qt::CTRL | Qt::Key_BracketLeft)},
        withSimulation([](SimulationView *view) { view->slower(); }));
    add(lesson, QStringLiteral("faster"), tr("&Faster"),
        {QKeySequence(Qt::CTRL | Qt::Key_BracketRight)},
        withSimulation([](SimulationView *view) { view->faster(); }));
    add(lesson, QStringLiteral("restartSimulation"), tr("&Restart Simulation"),
        {QKeySequence(Qt::CTRL | Qt::Key_R)},
        withSimulation([](SimulationView *view) { view->reset(); }));
    lesson->addSeparator();
    add(lesson, QStringLiteral("parameters"), tr("Simulation &Parameters\u2026"),
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)}, [this] {
            if (currentPanel() && currentPanel()->simulation()) {
                ParametersDialog dialog(currentPanel()->simulation(), this);
                dialog.exec();
            }
        });
    add(lesson, QStringLiteral("savePreset"), tr("Save Simulation Set-up\u2026"), {},
        [this] { savePreset(); });
    add(lesson, QStringLiteral("loadPreset"), tr("Load Simulation Set-up\u2026"), {},
        [this] { loadPreset(); });
    lesson->addSeparator();
    add(lesson, QStringLiteral("takeQuiz"), tr("Take the Lesson's &Quiz"),
        {QKeySequence(Qt::Key_F7)}, [this] {
            if (m_lesson >= 0)
                openQuiz(QuizId::lesson(m_lessons.at(m_lesson).content.id));
        });
    add(lesson, QStringLiteral("exam"), tr("Take the &Exam (Every Lesson)"),
        {QKeySequence(Qt::SHIFT | Qt::Key_F7)}, [this] { openQuiz(QuizId::exam()); });
    add(lesson, QStringLiteral("quizHistory"), tr("Quiz &Results"), {},
        [this] { openQuiz(QuizId::history()); });
    lesson->addSeparator();
    QAction *notes =
        add(lesson, QStringLiteral("notes"), tr("Instructor &Notes"),
            {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N)}, [this] { toggleNotes(); });
    notes->setCheckable(true);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    add(help, QStringLiteral("shortcuts"), tr("&Keyboard Shortcuts"), {QKeySequence::HelpContents},
        [this] { showShortcuts(); });
    add(help, QStringLiteral("manual"), tr("User &Manual"), {QKeySequence(Qt::SHIFT | Qt::Key_F1)},
        [this] { showManual(); });
    add(help, QStringLiteral("teacherTips"), tr("&Teacher Tips\u2026"),
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T)}, [this] { showTeacherTips(); });
    help->setToolTipsVisible(true); // says why Teacher Tips is off for a lesson without them
    help->addSeparator();
    add(help, QStringLiteral("about"), tr("&About GPU Lab"), {}, [this] { showAbout(); });
    add(help, QStringLiteral("aboutQt"), tr("About &Qt"), {}, [] { QApplication::aboutQt(); });
}

// --------------------------------------------------------------------------------- [lessons]

void MainWindow::reportDataProblems(const QList<LessonProblem> &problems)
{
    if (problems.isEmpty())
        return;
    for (const LessonProblem &problem : problems)
        std::fprintf(stderr, "gpulab: %s\n", qPrintable(problem.toString()));
    statusBar()->showMessage(
        tr("Data files: %Ln problem(s); the rows concerned are left out (gpulab-cli data "
           "check lists them). First: %1",
           nullptr, int(problems.size()))
            .arg(problems.first().toString()),
        30000);
}

void MainWindow::loadLessonLibrary()
{
    // The data tables' text (notes, meanings) in the UI language too, where they have an
    // overlay for it (datatable.h); the pages made after this show it. At start-up the window's
    // first report says the overlays' problems with the files'.
    if (m_data.language() != QLocale()) {
        const QList<LessonProblem> problems = m_data.setLanguage(QLocale());
        if (isVisible())
            reportDataProblems(problems);
    }
    // In the UI language (QLocale's default, set by UiLanguage) where a lesson is translated.
    m_lessons = gpulab::loadLessonLibrary(m_options.lessonsDir, QLocale());
    for (const LessonLoadResult &lesson : m_lessons)
        for (const LessonProblem &problem : lesson.translationProblems)
            std::fprintf(stderr, "gpulab: %s\n", qPrintable(problem.toString()));
    m_navigator->setLessons(m_lessons);
    for (const LessonLoadResult &lesson : m_lessons)
        if (lesson.ok())
            refreshVisited(lesson.content.id);
    refreshQuizzes();
}

// The quizzes in the navigator: each lesson's, then the exam, the imported banks and the results
// page, with the best score so far.
void MainWindow::refreshQuizzes()
{
    m_quizCatalog = QuizCatalog(m_lessons, QuizCatalog::defaultImportDir());
    // Counted as the quizzes will show them: with the questions about this machine's figures.
    const MeasuredFigures figures = MeasuredFigures::of(m_devices->machine());
    QList<QuizEntry> lessonQuizzes;
    for (const QuizSource &source : m_quizCatalog.lessonQuizzes(figures))
        lessonQuizzes.append(
            QuizEntry{source.id.format(), source.title, source.questions, source.measured});
    QList<QuizEntry> others;
    const QuizSource exam = m_quizCatalog.exam(figures);
    if (exam.questions > 0)
        others.append(QuizEntry{exam.id.format(), exam.title, exam.questions});
    for (const QuizSource &source : m_quizCatalog.importedQuizzes())
        others.append(QuizEntry{source.id.format(), source.title, source.questions});
    others.append(QuizEntry{QuizId::history().format(), tr("Your quiz results"), 0});
    m_navigator->setLessonQuizzes(lessonQuizzes);
    m_navigator->setOtherQuizzes(others);
    QHash<QString, QuizScore> scores;
    if (m_store)
        for (const ProgressStore::QuizSummary &summary : m_store->quizSummaries())
            scores.insert(summary.quizId, QuizScore{summary.attempts, summary.bestPercent});
    m_navigator->setQuizScores(scores);
}

void MainWindow::openQuiz(const QuizId &quizId, quint32 seed)
{
    flushTimeSpent();
    if (seed == 0)
        seed = QRandomGenerator::global()->generate() | 1u;
    if (quizId.kind() == QuizId::Kind::History) {
        // Every quiz there is, in the navigator's order (the grade export's columns).
        QList<ProgressStore::QuizColumn> quizzes;
        for (const QuizSource &source : m_quizCatalog.lessonQuizzes())
            quizzes.append({source.id.format(), source.title});
        quizzes.append({QuizId::exam().format(), m_quizCatalog.exam().title});
        for (const QuizSource &source : m_quizCatalog.importedQuizzes())
            quizzes.append({source.id.format(), source.title});
        auto *page = new QuizHistoryPage(m_store, quizzes);
        page->setSceneStyle(m_theme->sceneStyle());
        connect(page, &QuizHistoryPage::historyChanged, this, &MainWindow::refreshQuizzes);
        m_lesson = -1;
        showPage(page);
        m_navigator->setCurrentQuiz(quizId.format());
        setWindowTitle(tr("Your quiz results \u2014 GPU Lab"));
        return;
    }
    const LoadedQuiz quiz =
        m_quizCatalog.load(quizId, seed, MeasuredFigures::of(m_devices->machine()));
    if (!quiz.found) {
        notify(tr("There is no quiz \u201c%1\u201d.").arg(quizId.format()));
        return;
    }
    m_lesson = -1;
    const QString lessonId = quizId.lessonId();
    for (int i = 0; i < m_lessons.size(); ++i)
        if (!lessonId.isEmpty() && m_lessons.at(i).content.id == lessonId)
            m_lesson = i;
    auto *page = new QuizPage(quiz, m_store, seed);
    // The first quiz asks whose results these are (not in --screenshot runs, which keep no
    // settings, nor on the projector while presenting).
    if (m_options.persistent && !isPresenting() && !studentidentity::wasAsked())
        page->askForIdentity();
    page->view()->setSceneStyle(m_theme->sceneStyle());
    page->setPresenting(isPresenting());
    connect(page, &QuizPage::historyChanged, this, &MainWindow::refreshQuizzes);
    connect(page, &QuizPage::backToLesson, this, [this](const QString &lessonId) {
        for (int i = 0; i < m_lessons.size(); ++i)
            if (m_lessons.at(i).content.id == lessonId)
                openLesson(i, 0);
    });
    showPage(page);
    m_navigator->setCurrentQuiz(quizId.format());
    setWindowTitle(tr("%1 \u2014 GPU Lab").arg(quiz.source.title));
    updateConsole();
    page->setFocus();
}

bool MainWindow::importQuiz(const QString &path, QString *message)
{
    const QuizImport result = m_quizCatalog.importFile(path);
    QString text;
    if (result.ok) {
        text = tr("Imported \u201c%1\u201d: %Ln question(s).", nullptr, result.source.questions)
                   .arg(result.source.title);
        if (!result.problems.isEmpty())
            text = joinSentences(text, tr("%Ln question(s) could not be read and were left out:",
                                          nullptr, int(result.problems.size()))) +
                   QLatin1Char('\n') + result.problems.join(QLatin1Char('\n'));
        refreshQuizzes();
        openQuiz(result.source.id);
    } else {
        text = tr("Nothing was imported from %1.").arg(QDir::toNativeSeparators(path)) +
               QLatin1Char('\n') + result.problems.join(QLatin1Char('\n'));
    }
    if (message)
        *message = text;
    return result.ok;
}

void MainWindow::importQuizWithDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import a Quiz (Moodle GIFT or Moodle XML)"), QString(),
        tr("Question banks (*.gift *.txt *.xml);;GIFT question banks (*.gift *.txt);;Moodle XML "
           "question banks (*.xml);;All files (*)"));
    if (!path.isEmpty())
        importQuizAndReport(path);
}

void MainWindow::importQuizAndReport(const QString &path)
{
    QString message;
    const bool ok = importQuiz(path, &message);
    if (!ok || message.contains(QLatin1Char('\n'))) // failed, or questions left out: a list
        ListMessage::tell(this, ok ? ListMessage::Information : ListMessage::Warning,
                          tr("Import Quiz"), message);
    else
        notify(message);
}

bool MainWindow::exportQuizFile(const QuizId &quizId, const QString &path, QString *message) const
{
    const LoadedQuiz quiz = m_quizCatalog.load(quizId, 1);
    if (!quiz.found || quizId.kind() == QuizId::Kind::Exam) {
        if (message)
            *message = tr("Open a lesson or one of its quizzes first.");
        return false;
    }
    // The bank as written: loaded without this machine's figures, so the questions about the
    // student's own measurements are not in it.
    QList<gift::Question> questions;
    for (const QuizItem &item : quiz.items)
        questions.append(item.question);
    QByteArray bytes;
    QString target;
    if (moodlexml::isMoodleXml(path)) {
        // Pictures go inside, as Moodle embeds them: those of an imported Moodle XML file and
        // those a text names beside its bank.
        moodlexml::Files files;
        moodlexml::readBank(quiz.source.file, &files);
        questions =
            moodlexml::embedPictures(questions, QFileInfo(quiz.source.file).absolutePath(), &files);
        bytes = moodlexml::write(questions, files);
        target = tr("Moodle: Question bank \u203a Import \u203a Moodle XML format");
    } else {
        bytes = gift::write(questions).toUtf8();
        target = tr("Moodle: Question bank \u203a Import \u203a GIFT format");
    }
    QString why;
    if (!writeWholeFile(path, bytes, &why)) {
        if (message)
            *message = tr("The quiz could not be written to %1: %2")
                           .arg(QDir::toNativeSeparators(path), why);
        return false;
    }
    if (message)
        *message = tr("%Ln question(s) exported to %1 (%2)", nullptr, int(questions.size()))
                       .arg(QDir::toNativeSeparators(path), target);
    return true;
}

void MainWindow::exportLessonQuiz(bool moodleXml)
{
    QuizId quizId;
    if (currentQuizPage())
        quizId = currentQuizPage()->quizId();
    else if (m_lesson >= 0)
        quizId = QuizId::lesson(m_lessons.at(m_lesson).content.id);
    if (!quizId.isQuiz() || quizId.kind() == QuizId::Kind::Exam) {
        notify(tr("Open a lesson or one of its quizzes first."));
        return;
    }
    const QString suffix = moodleXml ? QStringLiteral(".xml") : QStringLiteral(".gift");
    const QString base =
        (quizId.kind() == QuizId::Kind::Lesson ? quizId.lessonId() : quizId.fileName())
            .section(QLatin1Char('.'), 0, 0);
    QString path = QFileDialog::getSaveFileName(
        this, moodleXml ? tr("Export Quiz as Moodle XML") : tr("Export Quiz as GIFT"),
        base + suffix,
        moodleXml ? tr("Moodle XML question banks (*.xml)") : tr("GIFT question banks (*.gift)"));
    if (path.isEmpty())
        return;
    // The format is the file's ending (exportQuizFile): make it the one asked for.
    if (!path.endsWith(suffix, Qt::CaseInsensitive))
        path += suffix;
    QString message;
    if (exportQuizFile(quizId, path, &message))
        notify(message);
    else
        QMessageBox::warning(this, tr("Export Quiz"), message);
}

void MainWindow::reloadLessons()
{
    const QString id = m_lesson >= 0 ? m_lessons.at(m_lesson).content.id : QString();
    const int section = currentSection();
    flushTimeSpent();
    showPage(nullptr);
    m_lesson = -1;
    loadLessonLibrary();
    int index = 0;
    for (int i = 0; i < m_lessons.size(); ++i)
        if (m_lessons.at(i).content.id == id)
            index = i;
    if (!m_lessons.isEmpty())
        openLesson(index, qMax(0, section));
    notify(tr("Lessons reloaded."));
}

void MainWindow::showPage(QWidget *page)
{
    // Exactly one lesson page is alive: the old one (and its simulation) goes.
    if (m_page) {
        m_stack->removeWidget(m_page);
#ifdef __GLIBC__
        // A lesson page (its simulation, charts, measurement buffers) frees tens of MiB at once;
        // glibc keeps freed heap mapped until told otherwise, so give it back to the system.
        // The style's cached pixmaps (gradients and frames at the old page's widget sizes) go
        // too: the next page draws at its own sizes.
        connect(m_page, &QObject::destroyed, this, [] {
            QPixmapCache::clear();
            malloc_trim(0);
        });
#endif
        m_page->deleteLater();
    }
    m_page = page;
    scheduleHeapTrim();
    if (page) {
        m_stack->addWidget(page);
        m_stack->setCurrentWidget(page);
    }
    // Tab order: navigator -> the page's chain (a lesson's text, its simulation) -> device.
    if (PresentablePage *shown = currentPresentable()) {
        QWidget *last = m_navigator;
        for (QWidget *widget : shown->tabChain()) {
            QWidget::setTabOrder(last, widget);
            last = widget;
        }
        QWidget::setTabOrder(last, m_deviceButton);
        if (isPresenting())
            shown->setPresenting(true);
    }
    updateLessonActions();
    keepOnScreen(); // a page that needed more room than the last leaves none of it behind
}

void MainWindow::openLesson(int lessonIndex, int section)
{
    if (lessonIndex < 0 || lessonIndex >= m_lessons.size())
        return;
    if (lessonIndex == m_lesson && currentPanel()) {
        currentPanel()->showSection(section);
        return;
    }
    flushTimeSpent();
    m_lesson = lessonIndex;
    const LessonLoadResult &lesson = m_lessons.at(lessonIndex);
    if (!lesson.ok()) {
        const QString name =
            lesson.content.title.isEmpty() ? lesson.content.folder : lesson.content.title;
        showPage(new ErrorPanel(name, lesson.problems));
        m_navigator->setCurrent(lessonIndex, -1);
        updateConsole();
        emit lessonShown(lessonIndex, -1);
        return;
    }
    LessonPanel *panel =
        createLessonPanel({&m_devices->machine(), &m_devices->engine(), &m_data}, lesson.content,
                          qBound(0, section, int(lesson.content.sections.size()) - 1), nullptr);
    panel->setSceneStyle(m_theme->sceneStyle());
    panel->setNotesVisible(action(QStringLiteral("notes"))->isChecked() && !presenterConsole());
    connect(panel, &LessonPanel::sectionShown, this, &MainWindow::onSectionShown);
    if (SimulationView *view = panel->simulation()) { // the console follows the beat, not time
        connect(view, &SimulationView::parametersRequested, this,
                [this] { action(QStringLiteral("parameters"))->trigger(); });
        connect(view, &SimulationView::stateChanged, this,
                [this, view, beat = view->model().beat()]() mutable {
                    if (view->model().beat() == beat)
                        return;
                    beat = view->model().beat();
                    if (presenterConsole())
                        updateConsole();
                });
    }
    showPage(panel);
    onSectionShown(panel->currentSection());
}

QuizPage *MainWindow::currentQuizPage() const
{
    return qobject_cast<QuizPage *>(m_page.data());
}

QuizHistoryPage *MainWindow::currentHistoryPage() const
{
    return qobject_cast<QuizHistoryPage *>(m_page.data());
}

LessonPanel *MainWindow::currentPanel() const
{
    return qobject_cast<LessonPanel *>(m_page.data());
}

PresentablePage *MainWindow::currentPresentable() const
{
    return dynamic_cast<PresentablePage *>(m_page.data());
}

int MainWindow::currentSection() const
{
    return currentPanel() ? currentPanel()->currentSection() : -1;
}

// --------------------------------------------------------------- [sections and progress]

void MainWindow::onSectionShown(int section)
{
    flushTimeSpent();
    const LessonContent &content = m_lessons.at(m_lesson).content;
    const QString sectionId = content.sections.value(section).id;
    m_clockLesson = content.id;
    m_clockSection = sectionId;
    m_sectionClock.start();
    if (m_store && m_options.persistent) {
        if (!m_store->recordVisit(content.id, sectionId))
            storeWriteFailed();
        refreshVisited(content.id);
    }
    m_navigator->setCurrent(m_lesson, section);
    setWindowTitle(tr("%1 \u2014 GPU Lab").arg(content.title));
    updateLessonActions();
    updateConsole();
    emit lessonShown(m_lesson, section);
}

void MainWindow::flushTimeSpent()
{
    if (!m_sectionClock.isValid() || m_clockLesson.isEmpty())
        return;
    const qint64 spent = m_sectionClock.elapsed();
    if (m_store && m_options.persistent &&
        !m_store->addTimeSpent(m_clockLesson, m_clockSection, spent))
        storeWriteFailed();
    m_sectionClock.invalidate();
}

void MainWindow::storeWriteFailed()
{
    if (!m_store)
        return;
    if (m_store->heldWrites() == 0) { // refused for good: say why, every time
        notify(tr("Your progress could not be saved: %1").arg(m_store->lastError()));
        return;
    }
    // Held: said once, then tried again every 30 s (only while something waits) until the
    // database takes it.
    if (!m_storeRetry) {
        m_storeRetry = new QTimer(this);
        m_storeRetry->setInterval(30000);
        connect(m_storeRetry, &QTimer::timeout, this, &MainWindow::retryHeldProgress);
    }
    if (!m_storeRetry->isActive()) {
        notify(tr("Your progress is not saved yet: %1.").arg(m_store->lastError()));
        m_storeRetry->start();
    }
}

bool MainWindow::retryHeldProgress()
{
    if (!m_store || m_store->heldWrites() == 0 || !m_store->retryHeldWrites())
        return !m_store || m_store->heldWrites() == 0;
    if (m_storeRetry)
        m_storeRetry->stop();
    notify(tr("Your progress is saved again."));
    for (QuizPage *page : findChildren<QuizPage *>())
        page->storeRecovered();
    if (m_lesson >= 0 && m_lesson < m_lessons.size())
        refreshVisited(m_lessons.at(m_lesson).content.id);
    return true;
}

void MainWindow::refreshVisited(const QString &lessonId)
{
    if (m_store)
        m_navigator->setVisited(lessonId, m_store->visitedSections(lessonId));
}

bool MainWindow::nextSection()
{
    if (!currentPanel() && currentQuizPage() && m_lesson >= 0) {
        // A lesson's quiz comes after its sections: next is the following lesson.
        for (int i = m_lesson + 1; i < m_lessons.size(); ++i)
            if (m_lessons.at(i).ok()) {
                openLesson(i, 0);
                return true;
            }
        return false;
    }
    if (!currentPanel())
        return false;
    if (currentPanel()->currentSection() + 1 < currentPanel()->sectionCount()) {
        currentPanel()->enterSection(currentPanel()->currentSection() + 1);
        return true;
    }
    for (int i = m_lesson + 1; i < m_lessons.size(); ++i)
        if (m_lessons.at(i).ok()) {
            openLesson(i, 0);
            return true;
        }
    return false;
}

bool MainWindow::previousSection()
{
    if (!currentPanel() && currentQuizPage() && m_lesson >= 0) {
        openLesson(m_lesson, int(m_lessons.at(m_lesson).content.sections.size()) - 1);
        if (LessonPanel *panel = currentPanel())
            panel->enterSection(panel->currentSection(), true);
        return true;
    }
    if (!currentPanel())
        return false;
    if (currentPanel() && currentPanel()->currentSection() > 0) {
        currentPanel()->enterSection(currentPanel()->currentSection() - 1, true);
        return true;
    }
    for (int i = m_lesson - 1; i >= 0; --i)
        if (m_lessons.at(i).ok()) {
            openLesson(i, int(m_lessons.at(i).content.sections.size()) - 1);
            if (LessonPanel *panel = currentPanel()) // a beat walk is entered at its last beat
                panel->enterSection(panel->currentSection(), true);
            return true;
        }
    return false;
}

void MainWindow::updateLessonActions()
{
    const bool simulation = currentPanel() && currentPanel()->simulation();
    for (const char *name : {"playPause", "stepSimulation", "slower", "faster", "restartSimulation",
                             "savePreset", "loadPreset"})
        if (QAction *a = action(QString::fromLatin1(name)))
            a->setEnabled(simulation);
    const LessonContent *lesson = m_lesson >= 0 ? &m_lessons.at(m_lesson).content : nullptr;
    const bool tips = lesson && !lesson->teacherTipsPath.isEmpty();
    if (QAction *a = action(QStringLiteral("teacherTips"))) {
        a->setEnabled(tips);
        a->setToolTip(tips ? tr("The instructor's tips for this lesson")
                           : tr("This lesson has no teacher tips"));
    }
    if (m_teacherTips && tips) // an open window follows the lesson
        m_teacherTips->setLesson(*lesson);
}

// ------------------------------------------------------------------------- [presenter mode]

bool MainWindow::presenterForward()
{
    return m_presenter->forward();
}

bool MainWindow::presenterBackward()
{
    return m_presenter->backward();
}

bool MainWindow::isPresenting() const
{
    return m_presenter->isPresenting();
}

void MainWindow::setPresenting(bool presenting)
{
    m_presenter->setPresenting(presenting);
}

bool MainWindow::isBlanked() const
{
    return m_presenter->isBlanked();
}

void MainWindow::setBlanked(bool blanked)
{
    m_presenter->setBlanked(blanked);
}

bool MainWindow::notesShown() const
{
    return m_presenter->notesShown();
}

void MainWindow::toggleNotes()
{
    m_presenter->toggleNotes();
}

PresenterConsole *MainWindow::presenterConsole() const
{
    return m_presenter->console();
}

namespace {
// The first lines of a section's Markdown as plain text, for the console's "next" preview: Qt's
// own Markdown reader, headings left out, the first paragraphs up to about two lines.
QString previewOf(const QString &markdown)
{
    QTextDocument document;
    document.setMarkdown(markdown);
    QString text;
    for (QTextBlock block = document.begin(); block.isValid() && text.size() < 220;
         block = block.next()) {
        const QString line = block.text().trimmed();
        if (line.isEmpty() || block.blockFormat().headingLevel() > 0)
            continue;
        text += (text.isEmpty() ? QString() : QStringLiteral(" ")) + line;
    }
    if (text.size() > 240)
        text = text.left(237).trimmed() + QStringLiteral("\u2026");
    return text;
}
} // namespace

void MainWindow::updateConsole()
{
    PresenterConsole *console = presenterConsole();
    if (!console || m_lesson < 0)
        return;
    const LessonContent &content = m_lessons.at(m_lesson).content;
    // Read again for another lesson, or the same one in another language.
    if (console->teacherTipsLesson() != content.id ||
        console->teacherTipsLanguage() != content.language)
        console->setTeacherTips(content.id, content.language, teacherTipsMarkdown(content));
    // A class plan times the whole class (its steps' minutes), not each lesson.
    const ClassPlan &plan = m_plans->plan();
    const int planStep = m_plans->currentStep();
    const bool walkingPlan = planStep >= 0 && planStep < plan.steps.size();
    if (walkingPlan)
        console->setLesson(QStringLiteral("plan:") + m_plans->path() + plan.title,
                           plan.totalMinutes() > 0 ? plan.totalMinutes() : content.classMinutes);
    else
        console->setLesson(content.id, content.classMinutes);
    const int section = currentSection();
    const PresentablePage *page = currentPresentable();
    const LessonPanel *panel = currentPanel();
    const SimulationView *simulation = panel ? panel->simulation() : nullptr;
    ConsolePosition position;
    position.current =
        section >= 0
            ? QStringLiteral("%1 \u2014 %2").arg(content.title, content.sections.at(section).title)
            : content.title;
    position.notes = page ? page->presenterNotes() : QString();
    if (panel) { // the clicker's stops, as the overview counts them
        int current = 0;
        position.steps = int(PresenterController::stopsOf(*panel, &current).size());
        position.step = current + 1;
    }
    const bool walk = section >= 0 && content.sections.at(section).beats && simulation;
    if (section >= 0) {
        position.detail = tr("Section %1 of %2")
                              .arg(QLocale().toString(section + 1))
                              .arg(wholeText(content.sections.size()));
        if (walk) {
            const SimulationModel &model = simulation->model();
            const QString name = model.beatName(model.beat());
            position.detail += QStringLiteral(" \u00b7 ") +
                               (name.isEmpty() ? tr("beat %1 of %2")
                                                     .arg(QLocale().toString(model.beat() + 1))
                                                     .arg(QLocale().toString(model.beatCount()))
                                               : tr("beat %1 of %2: %3")
                                                     .arg(QLocale().toString(model.beat() + 1))
                                                     .arg(QLocale().toString(model.beatCount()))
                                                     .arg(name));
        }
    }
    if (walk && simulation->model().beat() + 1 < simulation->model().beatCount()) {
        const SimulationModel &model = simulation->model();
        const QString name = model.beatName(model.beat() + 1);
        position.next = name.isEmpty()
                            ? tr("beat %1").arg(QLocale().toString(model.beat() + 2))
                            : tr("beat %1: %2").arg(QLocale().toString(model.beat() + 2)).arg(name);
    } else if (section >= 0 && section + 1 < content.sections.size()) {
        const LessonSection &next = content.sections.at(section + 1);
        position.next = next.title;
        position.nextPreview = previewOf(readSectionMarkdown(next));
    } else {
        for (int i = m_lesson + 1; i < m_lessons.size(); ++i)
            if (m_lessons.at(i).ok()) {
                position.next = m_lessons.at(i).content.title;
                position.nextPreview = m_lessons.at(i).content.summary;
                break;
            }
    }
    if (walkingPlan) { // the plan's steps are the clicker's stops
        const ClassPlanStep &step = plan.steps.at(planStep);
        position.step = planStep + 1;
        position.steps = int(plan.steps.size());
        const QString stepText = step.minutes > 0 ? tr("Plan step %1 of %2 (%3 min)")
                                                        .arg(QLocale().toString(planStep + 1))
                                                        .arg(wholeText(plan.steps.size()))
                                                        .arg(QLocale().toString(step.minutes))
                                                  : tr("Plan step %1 of %2")
                                                        .arg(QLocale().toString(planStep + 1))
                                                        .arg(wholeText(plan.steps.size()));
        position.detail = position.detail.isEmpty()
                              ? stepText
                              : stepText + QStringLiteral(" \u00b7 ") + position.detail;
        if (!step.note.isEmpty())
            position.notes =
                tr("Plan: %1").arg(step.note) +
                (position.notes.isEmpty() ? QString() : QStringLiteral("\n\n") + position.notes);
        // Next: what the clicker shows next, a beat of this step's walk or the plan's next step.
        const bool walksOn = !step.setup && step.beat < 0 && walk &&
                             simulation->model().beat() + 1 < simulation->model().beatCount();
        if (!walksOn) {
            position.nextPreview.clear();
            if (planStep + 1 < plan.steps.size()) {
                const ClassPlanStep &next = plan.steps.at(planStep + 1);
                position.next = m_plans->describe(next);
                position.nextPreview = next.note;
            } else {
                position.next = tr("(end of the class plan)");
            }
        }
    }
    console->setPosition(position);
}

void MainWindow::scheduleHeapTrim()
{
    m_heapTrim->start(); // restarts: one trim, kHeapTrimDelayMs after the last activity
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    // What a click or a key starts (a tab's charts, a section's text) is freed by the next one;
    // once the user pauses, give the freed heap back (one timer restart per input event).
    if (type == QEvent::MouseButtonRelease || type == QEvent::KeyRelease)
        scheduleHeapTrim();
    if (type != QEvent::KeyPress && type != QEvent::ShortcutOverride)
        return QMainWindow::eventFilter(watched, event);
    // Only keys aimed at this window or, while presenting, at its console (the clicker works
    // whichever has focus); never at a dialog.
    auto *widget = qobject_cast<QWidget *>(watched);
    const QWidget *top = widget ? widget->window() : nullptr;
    const bool console = isPresenting() && top && top == presenterConsole();
    if (!widget || (top != this && !console) || QApplication::activeModalWidget() ||
        QApplication::activePopupWidget())
        return QMainWindow::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    const bool pageKey = (key->key() == Qt::Key_PageDown || key->key() == Qt::Key_PageUp) &&
                         (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    // These keys belong to the window: claim them in ShortcutOverride (so no shortcut and no
    // child widget reacts) and act on the KeyPress that follows. PageUp/PageDown never scroll.
    const bool ours = isPresenting() ? m_presenter->isPresenterKey(key) : pageKey;
    if (!ours)
        return QMainWindow::eventFilter(watched, event);
    if (type == QEvent::ShortcutOverride) {
        event->accept();
        return true;
    }
    if (isPresenting())
        m_presenter->handleKey(key);
    else
        key->key() == Qt::Key_PageDown ? nextSection() : previousSection();
    return true;
}

// ------------------------------------------------------------------ [themes and zoom]

void MainWindow::setTheme(Theme theme)
{
    m_themeChoice = theme;
    applyTheme();
}

void MainWindow::setProjectorTheme(ProjectorTheme theme)
{
    m_theme->setProjectorTheme(theme);
    applyTheme();
}

void MainWindow::setSimulationDrawing(SimulationView::Drawing drawing)
{
    const bool before = SimulationView::drawsWithOpenGL();
    SimulationView::setDrawing(drawing);
    updateDrawingActions();
    const bool after = SimulationView::drawsWithOpenGL();
    if (before != after && currentPanel()) {
        // The canvas is made with the view: open the lesson again where it was.
        const int lesson = m_lesson, section = qMax(0, currentSection());
        m_lesson = -1;
        openLesson(lesson, section);
    }
    if (after)
        notify(tr("Simulations are drawn with OpenGL (%1).")
                   .arg(SimulationView::openGLInfo().renderer));
    else if (drawing == SimulationView::Drawing::OpenGL)
        notify(tr("OpenGL is unavailable here: simulations stay on the plain canvas."));
    else
        notify(tr("Simulations are drawn without OpenGL."));
}

void MainWindow::setLanguage(const QString &code)
{
    m_languageChoice = code;
    if (m_options.persistent)
        QSettings().setValue(QLatin1String(UiLanguage::kSettingsKey), code);
    const QLocale locale = UiLanguage::choose(
        QLocale::system(), UiLanguage::available(m_options.translationsDir), code);
    m_options.language->install(qApp, locale, m_options.translationsDir);
    retranslate();
}

void MainWindow::retranslate()
{
    // Arabic reads from the right: the whole layout mirrors.
    QGuiApplication::setLayoutDirection(QLocale().textDirection());
    // A widget keeps the locale it was made with: every window, and what it holds, takes the
    // new one (spin boxes and tables write their numbers in it; the windows that stay open
    // retranslate themselves on the QEvent::LanguageChange the translators sent).
    for (QWidget *window : QApplication::topLevelWidgets())
        if (!window->testAttribute(Qt::WA_SetLocale))
            window->unsetLocale();
    setWindowTitle(tr("GPU Lab"));
    setAccessibleName(tr("GPU Lab"));
    // The menus, made again in the new language; each action keeps its state.
    QHash<QString, std::pair<bool, bool>> states; // checked, enabled
    for (auto it = m_actions.cbegin(); it != m_actions.cend(); ++it)
        states.insert(it.key(), {it.value()->isChecked(), it.value()->isEnabled()});
    qDeleteAll(m_actions);
    m_actions.clear();
    qDeleteAll(m_actionGroups);
    m_actionGroups.clear();
    const QList<QMenu *> menus = menuBar()->findChildren<QMenu *>(Qt::FindDirectChildrenOnly);
    menuBar()->clear();
    qDeleteAll(menus);
    buildMenus();
    for (auto it = states.cbegin(); it != states.cend(); ++it) {
        if (QAction *a = action(it.key()); a && !it.key().startsWith(QLatin1String("language-"))) {
            a->setChecked(it.value().first);
            a->setEnabled(it.value().second);
        }
    }
    // The lessons in the new language, the page shown made again where it was; a quiz being
    // taken stays as it is (its answers are the student's) until it ends.
    if (currentQuizPage()) {
        loadLessonLibrary();
        if (m_lesson >= 0)
            m_navigator->setCurrentQuiz(currentQuizPage()->quizId().format());
        notify(tr("The quiz you are taking stays in its language until you finish it."));
    } else if (currentHistoryPage()) {
        loadLessonLibrary();
        openQuiz(QuizId::history());
    } else {
        const QString id = m_lesson >= 0 ? m_lessons.at(m_lesson).content.id : QString();
        const int section = qMax(0, currentSection());
        flushTimeSpent();
        showPage(nullptr);
        m_lesson = -1;
        loadLessonLibrary();
        for (int i = 0; i < m_lessons.size(); ++i)
            if (m_lessons.at(i).content.id == id)
                openLesson(i, section);
        if (m_lesson < 0 && !m_lessons.isEmpty())
            openLesson(0, 0);
    }
    updateLessonActions();
    updateConsole();
}

void MainWindow::updateDrawingActions()
{
    if (QAction *a = action(QStringLiteral("drawing-") + drawingKey(SimulationView::drawing())))
        a->setChecked(true);
}

QString MainWindow::drawingKey(SimulationView::Drawing drawing)
{
    switch (drawing) {
    case SimulationView::Drawing::OpenGL: return QStringLiteral("opengl");
    case SimulationView::Drawing::Plain: return QStringLiteral("plain");
    case SimulationView::Drawing::Automatic: break;
    }
    return QStringLiteral("automatic");
}

void MainWindow::zoomBy(int deltaPercent)
{
    m_zoom = ThemeManager::clampZoom(m_zoom + deltaPercent);
    m_navigatorChoice = -1; // another text size: the lesson list where there is room again
    applyTheme();
    QString message = m_theme->textLimited()
                          ? tr("Text size %1%, limited on this screen so that the lesson fits.")
                                .arg(QLocale().toString(m_zoom))
                          : tr("Text size %1%.").arg(QLocale().toString(m_zoom));
    if (!isPresenting() && !m_navigator->isVisibleTo(this))
        message = joinSentences(message, navigatorHiddenNote());
    notify(message);
}

void MainWindow::resetZoom()
{
    m_zoom = 100;
    m_navigatorChoice = -1;
    applyTheme();
    notify(tr("Text size 100%"));
}

void MainWindow::applyTheme()
{
    const bool presenting = isPresenting();
    m_theme->apply(m_theme->themeFor(m_themeChoice, presenting), m_zoom, presenting,
                   screen() ? screen()->size() : QSize());
    if (QAction *a = action(QStringLiteral("theme-") + themeKey(m_themeChoice)))
        a->setChecked(true);
    action(QStringLiteral("projectorTheme-") + projectorThemeKey(m_theme->projectorTheme()))
        ->setChecked(true);
    if (PresentablePage *page = currentPresentable())
        page->setSceneStyle(m_theme->sceneStyle());
    if (m_classResults)
        m_classResults->setSceneStyle(m_theme->sceneStyle());
    updateNavigator();
    keepOnScreen(); // other text sizes, other minimum sizes
}

void MainWindow::updateNavigator()
{
    if (isPresenting()) // the presenter shows the lesson alone
        return;
    // The application font: the window's own follows it only once the change event came.
    const bool room = width() >= kNavigatorRoomEms * QFontInfo(QApplication::font()).pixelSize();
    const bool show = m_navigatorChoice < 0 ? room : m_navigatorChoice == 1;
    if (show == m_navigator->isVisibleTo(this))
        return;
    m_navigator->setVisible(show);
    action(QStringLiteral("lessonList"))->setChecked(show);
    if (!show && m_navigatorChoice < 0)
        notify(navigatorHiddenNote());
}

QString MainWindow::navigatorHiddenNote() const
{
    return tr("The lesson list is hidden to give the lesson room; F9 shows it.");
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    updateNavigator();
}

void MainWindow::keepOnScreen()
{
    if (layout())
        layout()->activate(); // the minimum size of what is shown now
    if (!isPresenting()) // presenting, the window is the screen's size (or its minimum, if larger)
        fitIntoScreen();
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::WindowStateChange) {
        if (QAction *a = action(QStringLiteral("fullScreen")))
            a->setChecked(isFullScreen() && !isPresenting());
        m_presenter->windowResized();
    }
}

// -------------------------------------------------------------------------------- [settings]

void MainWindow::saveSettings() const
{
    if (!m_options.persistent)
        return;
    QSettings settings;
    // The normal window's geometry: never the presenter's full screen.
    settings.setValue(QStringLiteral("window/geometry"), m_presenter->geometryToSave());
    settings.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
    settings.setValue(QStringLiteral("view/theme"), themeKey(m_themeChoice));
    settings.setValue(QStringLiteral("view/zoom"), m_zoom);
    settings.setValue(QStringLiteral("view/projectorTheme"),
                      projectorThemeKey(m_theme->projectorTheme()));
    if (m_lesson >= 0) {
        settings.setValue(QStringLiteral("lesson/id"), m_lessons.at(m_lesson).content.id);
        settings.setValue(QStringLiteral("lesson/section"), qMax(0, currentSection()));
    }
    settings.setValue(QStringLiteral("lesson/notes"), action(QStringLiteral("notes"))->isChecked());
    settings.setValue(QStringLiteral("view/simulationDrawing"),
                      drawingKey(SimulationView::drawing()));
    if (!m_options.lessonsDir.isEmpty())
        settings.setValue(QStringLiteral("lessons/externalDir"), m_options.lessonsDir);
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    m_splitter->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray());
    m_themeChoice = themeFromKey(settings.value(QStringLiteral("view/theme")).toString());
    m_zoom = ThemeManager::clampZoom(settings.value(QStringLiteral("view/zoom"), 100).toInt());
    // "true"/"false": what the earlier View › Use High Contrast When Presenting saved.
    const QString projector = settings.value(QStringLiteral("view/projectorTheme")).toString();
    m_theme->setProjectorTheme(projector == QLatin1String("false")
                                   ? ProjectorTheme::None
                                   : projectorThemeFromKey(projector, m_theme->projectorTheme()));
    action(QStringLiteral("notes"))
        ->setChecked(settings.value(QStringLiteral("lesson/notes"), false).toBool());
    const QString drawing = settings.value(QStringLiteral("view/simulationDrawing")).toString();
    SimulationView::Drawing choice = SimulationView::Drawing::Automatic; // also for unknown keys
    for (auto known : {SimulationView::Drawing::OpenGL, SimulationView::Drawing::Plain})
        if (drawing == drawingKey(known))
            choice = known;
    SimulationView::setDrawing(choice);
    updateDrawingActions();
    if (m_options.lessonsDir.isEmpty())
        m_options.lessonsDir = settings.value(QStringLiteral("lessons/externalDir")).toString();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!endingOnSignal() && !planMaySwitch()) {
        event->ignore();
        return;
    }
    flushTimeSpent();
    if (m_store && m_store->heldWrites() > 0 && !retryHeldProgress() && m_options.persistent) {
        const QString lost = tr("%Ln record(s) of your progress could not be saved: %1", nullptr,
                                m_store->heldWrites())
                                 .arg(m_store->lastError());
        if (endingOnSignal()) // a logout or kill: nobody is there to press OK
            qWarning().noquote() << lost;
        else
            QMessageBox::warning(this, tr("Your progress"), lost);
    }
    saveSettings();
    m_presenter->windowClosing();
    QMainWindow::closeEvent(event);
}

void MainWindow::notify(const QString &message)
{
    statusBar()->showMessage(message, 6000);
    QAccessibleEvent changed(statusBar(), QAccessible::NameChanged);
    QAccessible::updateAccessibility(&changed);
}

// --------------------------------------------------------------------------------- [dialogs]

QList<KeyHelpRow> MainWindow::shortcutRows() const
{
    QList<KeyHelpRow> rows;
    // The menus' own shortcuts, read from the actions so this list is never out of date.
    for (QAction *a : actions()) {
        QStringList keys;
        for (const QKeySequence &key : a->shortcuts())
            if (!key.isEmpty()) // a standard key this platform leaves unbound
                keys << key.toString(QKeySequence::NativeText);
        if (keys.isEmpty())
            continue;
        rows.append({a->text().remove(QLatin1Char('&')).remove(QStringLiteral("\u2026")),
                     keys.join(tr(" or "))});
    }
    // The presenter's and the simulation's own keys, from the tables that handle them.
    rows += PresenterController::keyHelp();
    rows += SimulationView::keyRows();
    // Keys a quiz page and Qt's focus chain handle themselves.
    rows.append({tr("Quiz: choose an answer"), tr("1 to 9")});
    rows.append({tr("Quiz: check the answer, then go on"), keyNames({Qt::Key_Return})});
    rows.append({tr("Move between the navigator, the text and the simulation"),
                 keyNames({Qt::Key_Tab, Qt::Key_Backtab})});
    return rows;
}

void MainWindow::showShortcuts()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Keyboard Shortcuts"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *table = new QTableWidget(&dialog);
    table->setAccessibleName(tr("Keyboard shortcuts"));
    table->setColumnCount(2);
    table->setHorizontalHeaderLabels({tr("Action"), tr("Keys")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    const QList<KeyHelpRow> rows = shortcutRows();
    table->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        table->setItem(i, 0, new QTableWidgetItem(rows[i].action));
        table->setItem(i, 1, new QTableWidgetItem(rows[i].keys));
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(table);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(720, 560);
    dialog.exec();
}

SectionView *MainWindow::createManualView(QWidget *parent)
{
    QString markdown;
    const LessonLoadResult howto = loadLesson(builtinLessonsRoot() + QStringLiteral("/howto"));
    for (const LessonSection &section : howto.content.sections)
        markdown += readSectionMarkdown(section) + QStringLiteral("\n\n");
    auto *text = new SectionView(parent);
    text->setAccessibleName(tr("User manual"));
    text->setSection(markdown, howto.content.folder);
    return text;
}

void MainWindow::showManual()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("GPU Lab User Manual"));
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(createManualView(&dialog));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(760, 640);
    dialog.exec();
}

void MainWindow::showTeacherTips()
{
    if (m_lesson < 0 || m_lessons.at(m_lesson).content.teacherTipsPath.isEmpty())
        return;
    if (!m_teacherTips)
        m_teacherTips = new TeacherTipsWindow(this);
    m_teacherTips->setLesson(m_lessons.at(m_lesson).content);
    m_teacherTips->show();
    m_teacherTips->raise();
    m_teacherTips->activateWindow();
}

ClassResultsWindow *MainWindow::classResultsWindow() const
{
    return m_classResults;
}

void MainWindow::openClassResults(const QString &folder)
{
    const bool fresh = !m_classResults;
    if (fresh) {
        m_classResults = new ClassResultsWindow(m_data.rows<GpuSpecs>(), this);
        m_classResults->setSceneStyle(m_theme->sceneStyle());
    }
    m_classResults->show();
    m_classResults->raise();
    m_classResults->activateWindow();
    if (!folder.isEmpty())
        m_classResults->openFolder(folder);
    else if (fresh || m_classResults->results().folder.isEmpty())
        QTimer::singleShot(0, m_classResults, &ClassResultsWindow::openFolderWithDialog);
}

void MainWindow::showAbout()
{
    QString opencl = m_devices->summary();
    if (const DeviceInfo *device = m_devices->selectedDevice())
        opencl += QStringLiteral("<br>") +
                  tr("Platform: %1; device: %2; driver: %3")
                      .arg(QString::fromStdString(device->platformVersion).toHtmlEscaped(),
                           QString::fromStdString(device->deviceVersion).toHtmlEscaped(),
                           QString::fromStdString(device->driverVersion).toHtmlEscaped());
    // Never loads OpenGL just to say so (the plain canvas's notice says why without it).
    const QString simulations =
        SimulationView::drawsWithOpenGL()
            ? tr("Simulations: OpenGL with overlay controls (%1)")
                  .arg(SimulationView::openGLInfo().renderer.toHtmlEscaped())
            : tr("Simulations: plain canvas. %1").arg(FallbackCanvas::noticeText().toHtmlEscaped());
    QMessageBox::about(
        this, tr("About GPU Lab"),
        tr("<h2>GPU Lab %1</h2><p>How GPU hardware powers AI, measured on your own machine.</p>"
           "<p>Qt %2 (built with %3)<br>%4<br>%6</p><p>Your progress: %5</p>")
            .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion()),
                 QStringLiteral(QT_VERSION_STR), opencl,
                 m_store ? m_store->path().toHtmlEscaped() : tr("not saved"), simulations));
}

// ------------------------------------------------------------------------- [import/export]

void MainWindow::importLessons()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Choose a Folder of Lessons"),
                                                          m_options.lessonsDir);
    if (dir.isEmpty())
        return;
    m_options.lessonsDir = dir;
    reloadLessons();
}

bool MainWindow::exportProgressCsv(const QString &path, QString *error) const
{
    // Who it belongs to first, as in the quiz results, so a teacher can merge the files.
    const ProgressStore::Student student = studentidentity::load();
    QString text = csv::record({QStringLiteral("student_name"), QStringLiteral("student_id"),
                                QStringLiteral("lesson_id"), QStringLiteral("lesson_title"),
                                QStringLiteral("section_id"), QStringLiteral("section_title"),
                                QStringLiteral("visits"), QStringLiteral("seconds_spent"),
                                QStringLiteral("first_visited"), QStringLiteral("last_visited")});
    for (const LessonLoadResult &lesson : m_lessons) {
        if (!lesson.ok() || !m_store)
            continue;
        const auto progress = m_store->progressForLesson(lesson.content.id);
        for (const LessonSection &section : lesson.content.sections) {
            int visits = 0;
            qint64 ms = 0;
            QString first, last;
            for (const auto &p : progress)
                if (p.sectionId == section.id) {
                    visits = p.visits;
                    ms = p.millisecondsSpent;
                    first = p.firstVisited.toUTC().toString(Qt::ISODate);
                    last = p.lastVisited.toUTC().toString(Qt::ISODate);
                }
            text += csv::record({student.name, student.id, lesson.content.id, lesson.content.title,
                                 section.id, section.title, QString::number(visits),
                                 QString::number(double(ms) / 1000.0, 'f', 1), first, last});
        }
    }
    return csv::writeFile(path, text, error);
}

void MainWindow::exportProgress()
{
    IdentityDialog::askOnce(this); // the first export asks whose progress it is
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Progress"),
        QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .filePath(QStringLiteral("gpulab-progress.csv")),
        tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (exportProgressCsv(path, &error))
        notify(tr("Progress exported to %1").arg(path));
    else
        QMessageBox::warning(this, tr("Export Progress"),
                             tr("The progress could not be written to %1: %2").arg(path, error));
}

void MainWindow::savePreset()
{
    if (!currentPanel() || !currentPanel()->simulation())
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Simulation Set-up"),
                                                      m_lessons.at(m_lesson).content.id +
                                                          QStringLiteral(".gpulab-preset.json"),
                                                      tr("Simulation set-ups (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (currentPanel()->simulation()->savePreset(path, &error))
        notify(tr("Set-up saved to %1").arg(path));
    else
        QMessageBox::warning(this, tr("Save Simulation Set-up"), error);
}

// ----------------------------------------------------------------------------- [class plans]

bool MainWindow::openClassPlan(const QString &path, QString *message)
{
    QList<LessonProblem> problems;
    const bool opened = m_plans->open(path, &problems);
    QStringList lines;
    for (const LessonProblem &problem : problems)
        lines << problem.toString();
    QString text;
    if (!opened)
        text = tr("The class plan %1 could not be opened.").arg(QDir::toNativeSeparators(path));
    else if (m_plans->plan().steps.isEmpty())
        text = tr("The class plan %1 has no step this GPU Lab can show.")
                   .arg(QDir::toNativeSeparators(path));
    else if (!problems.isEmpty())
        text = tr("Class plan opened: %Ln step(s); %1 left out:", nullptr,
                  int(m_plans->plan().steps.size()))
                   .arg(wholeText(problems.size()));
    if (!lines.isEmpty())
        text += QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    if (m_planWindow)
        m_planWindow->showOpenProblems();
    if (opened && !m_plans->plan().steps.isEmpty()) {
        QString why;
        m_plans->goToStep(0, &why);
        if (text.isEmpty())
            text = tr("Class plan opened: %Ln step(s). In presenter mode the clicker walks them.",
                      nullptr, int(m_plans->plan().steps.size()));
        if (!why.isEmpty())
            text += QLatin1Char('\n') + why;
    }
    if (message)
        *message = text;
    return opened;
}

ClassPlanWindow *MainWindow::classPlanWindow() const
{
    return m_planWindow;
}

bool MainWindow::planMaySwitch()
{
    if (!m_plans->isModified() || m_plans->plan().steps.isEmpty() || !m_options.persistent)
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Class Plan"), tr("The class plan has changes that are not saved. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save) {
        savePlanWithDialog();
        return !m_plans->isModified();
    }
    return true;
}

void MainWindow::openPlanWithDialog()
{
    if (!planMaySwitch())
        return;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Class Plan"), QString(),
                                     tr("Class plans (*.gpulab-plan.json *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString message;
    const bool opened = openClassPlan(path, &message);
    if (opened && message.count(QLatin1Char('\n')) == 0)
        notify(message);
    else
        ListMessage::tell(this, opened ? ListMessage::Information : ListMessage::Warning,
                          tr("Open Class Plan"), message);
}

void MainWindow::savePlanWithDialog()
{
    const QString suggested =
        m_plans->path().isEmpty()
            ? QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                  .filePath(QStringLiteral("class.gpulab-plan.json"))
            : m_plans->path();
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Class Plan"), suggested,
                                                      tr("Class plans (*.gpulab-plan.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (m_plans->save(path, &error))
        notify(tr("Class plan saved to %1").arg(QDir::toNativeSeparators(path)));
    else
        QMessageBox::warning(this, tr("Save Class Plan"), error);
}

void MainWindow::addViewToPlan()
{
    const int at = m_plans->addCurrentView();
    if (at < 0) {
        notify(m_plans->plan().steps.size() >= classplanlimit::kMaxSteps
                   ? tr("The class plan is full (%1 steps).")
                         .arg(QLocale().toString(classplanlimit::kMaxSteps))
                   : tr("Only a lesson's view can be added to the class plan."));
        return;
    }
    action(QStringLiteral("savePlan"))->setEnabled(true);
    notify(tr("Added to the class plan as step %1 of %2: %3")
               .arg(QLocale().toString(at + 1))
               .arg(wholeText(m_plans->plan().steps.size()))
               .arg(m_plans->describe(m_plans->plan().steps.at(at))));
}

void MainWindow::showPlanWindow()
{
    if (!m_planWindow)
        m_planWindow = new ClassPlanWindow(m_plans, this);
    m_planWindow->show();
    m_planWindow->raise();
    m_planWindow->activateWindow();
}

void MainWindow::loadPreset()
{
    if (!currentPanel() || !currentPanel()->simulation())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Load Simulation Set-up"), QString(),
                                                      tr("Simulation set-ups (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    SimulationView *simulation = currentPanel()->simulation();
    std::optional<SimulationPreset> setup = readPresetFile(path, &error);
    if (setup && setup->simulation != simulation->model().id()) {
        // Say which lessons, by title: the simulation's id means nothing to an instructor.
        error =
            setupMismatchMessage(*setup, m_lessons.at(m_lesson).content, m_plans->planLessons());
        setup.reset();
    }
    if (setup && simulation->applyPreset(*setup, &error))
        notify(tr("Set-up loaded from %1").arg(path));
    else
        QMessageBox::warning(this, tr("Load Simulation Set-up"),
                             tr("The set-up could not be loaded.\n%1").arg(error));
}

} // namespace gpulab
