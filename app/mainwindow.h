// The main window: the lesson navigator on the left, the current lesson's panel in the centre
// (exactly one panel alive at a time), the OpenCL device in the status bar, menus by desktop
// convention, presenter mode (F5), and the settings it remembers (geometry, last lesson and
// section, theme, zoom). Visits and time spent go to the ProgressStore.
//
// Keys that belong to the window whatever has focus: PageDown/PageUp (next/previous section, or
// the clicker's forward/back while presenting) are caught in an application event filter so no
// scroll area can take them; presenter mode adds Right/Left/Space, B (blank), N (notes) and Esc.
#pragma once

#include "app/theme.h"
#include "app/uilanguage.h"
#include "lessons/framework/datacatalog.h"
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/quiz/quizcatalog.h"
#include "widgets/keytable.h"
#include "widgets/simulationview.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QPointer>

#include <memory>

class QAction;
class QKeyEvent;
class QActionGroup;
class QLabel;
class QSplitter;
class QStackedWidget;
class QTimer;

namespace gpulab {

class ClassPlanController;
class ClassPlanWindow;
class DeviceButton;
class DeviceService;
class LessonPanel;
class Navigator;
class PresentablePage;
class PresenterConsole;
class PresenterController;
class ProgressStore;
class QuizHistoryPage;
class QuizPage;
class SectionView;
class TeacherTipsWindow;
class ClassResultsWindow;

// The window's first size where the screen has room for it (else the screen's free area).
constexpr QSize kDefaultSize(1280, 800);
// The lesson list is shown where the window is at least this many ems (the text's pixel size)
// wide: narrower, at 200 % on a laptop or 150 % on a projector, its 22 ems would leave the
// lesson's text and simulation too little room, and the list is hidden (F9 shows it).
constexpr int kNavigatorRoomEms = 56;
// Room left for the window manager's title bar and borders before they are known.
constexpr QSize kFrameAllowance(16, 48);

// How long after a lesson page opens the window gives freed heap back to the system.
constexpr int kHeapTrimDelayMs = 1500;

struct MainWindowOptions
{
    QString lessonsDir;     // external lessons folder (overrides built-ins by id)
    QString lessonId;       // open this lesson first (else the remembered one)
    int section = -1;       // 0-based; -1: remembered or first
    bool presenter = false; // start presenting
    QString classResults; // open this folder of the class's sessions (File › Open Class Results)
    bool persistent = true; // read and write QSettings (off for --screenshot and tests)
    QString planPath;       // --plan: open this class plan and show its first step
    // The application's UI language (translators and QLocale's default), which View › Language
    // switches; null: the window keeps its own (tests). Its translations are in translationsDir.
    UiLanguage *language = nullptr;
    QString translationsDir = QStringLiteral(":/i18n");
    QString languageCode; // --lang: this run's language, checked in the menu (not saved)
};

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    MainWindow(const MainWindowOptions &options, ProgressStore *store, DeviceService *devices,
               ThemeManager *theme, QWidget *parent = nullptr);
    ~MainWindow() override;

    // --- state, for tests and automation
    const QList<LessonLoadResult> &lessons() const { return m_lessons; }
    int currentLesson() const { return m_lesson; }
    int currentSection() const;
    LessonPanel *currentPanel() const;
    // Gives the heap's freed pages back to the system kHeapTrimDelayMs after the last call
    // (page changes and user input call it; so does the screenshot run after switching tabs).
    void scheduleHeapTrim();
    QWidget *currentPage() const { return m_page; }
    Navigator *navigator() const { return m_navigator; }
    // The page shown, through what every page offers (theme, clicker, presenting, Tab order).
    PresentablePage *currentPresentable() const;
    PresenterController *presenter() const { return m_presenter; }
    // The class plan (File › Class Plan): what the clicker walks in presenter mode when open.
    ClassPlanController *classPlan() const { return m_plans; }
    // The plan editor (File › Class Plan › Edit Class Plan…), made on first use; null before.
    ClassPlanWindow *classPlanWindow() const;
    // Opens the class plan at `path` and shows its first step; *message says what was left out
    // (FILE:LINE per bad step) or why nothing was opened. False where the file is no plan.
    bool openClassPlan(const QString &path, QString *message = nullptr);
    // Help › Keyboard Shortcuts: every menu shortcut, then the presenter's and the simulation's
    // keys from the tables that handle them, then Tab.
    QList<KeyHelpRow> shortcutRows() const;
    // Writes the progress the store holds (it retries on its own every 30 s while any waits);
    // true when nothing is left unsaved.
    bool retryHeldProgress();
    bool isPresenting() const;
    bool isBlanked() const;
    bool notesShown() const;
    PresenterConsole *presenterConsole() const;
    QAction *action(const QString &objectName) const;
    QuizPage *currentQuizPage() const;
    QuizHistoryPage *currentHistoryPage() const;
    const QuizCatalog &quizCatalog() const { return m_quizCatalog; }
    // Every data table, read once when the window is made; lent to panels (LessonContext).
    const DataCatalog &data() const { return m_data; }
    // Imports an instructor's GIFT bank (what File > Import Quiz does after its dialog); the
    // message says what happened, with FILE:LINE for questions left out. Opens it when added.
    bool importQuiz(const QString &path, QString *message = nullptr);
    // importQuiz() and its report, as File > Import Quiz gives it once a file is chosen: a
    // status-bar note, or a list of what was left out that fits the screen (ListMessage).
    void importQuizAndReport(const QString &path);
    // Writes quiz `quizId`'s bank (a lesson's or an imported one) to `path`: Moodle XML with its
    // pictures embedded when the name ends in ".xml", else GIFT. *message says what was done or
    // why not.
    bool exportQuizFile(const QuizId &quizId, const QString &path,
                        QString *message = nullptr) const;

    // --- commands (also reachable from menus and keys)
    void openLesson(int lessonIndex, int section = 0);
    // A quiz (a lesson's, the exam, an imported bank) or the results page (QuizId::history()),
    // shuffled with `seed` (0: a random one).
    void openQuiz(const QuizId &quizId, quint32 seed = 0);
    bool nextSection();
    bool previousSection();
    bool presenterForward();
    bool presenterBackward();
    void setPresenting(bool presenting);
    void setBlanked(bool blanked);
    void toggleNotes();
    void setTheme(Theme theme);
    void setProjectorTheme(ProjectorTheme theme); // the theme presenter mode shows
    // View › Simulation Drawing: kept in the settings; the open lesson is rebuilt when its
    // canvas changes.
    void setSimulationDrawing(SimulationView::Drawing drawing);
    // View › Language: `code` ("es", "zh_CN"; empty: the system's language where GPU Lab has it)
    // is kept in the settings and installed, and the window speaks it at once: menus, navigator,
    // the page shown (a quiz being taken keeps its language until it ends) and the layout
    // direction (right to left for Arabic).
    void setLanguage(const QString &code);
    QString languageChoice() const { return m_languageChoice; }
    void zoomBy(int deltaPercent);
    void resetZoom();
    void reloadLessons();
    bool exportProgressCsv(const QString &path, QString *error) const;
    // File › Open Class Results…: the class results window (one, non-modal), reading `folder`;
    // without one, it asks for the folder unless it shows one already.
    void openClassResults(const QString &folder = {});
    ClassResultsWindow *classResultsWindow() const;

    // Tell the user something without a modal dialog (status bar + accessible announcement).
    void notify(const QString &message);

    // The user manual (Help > User Manual): the built-in "How to use GPU Lab" lesson read
    // straight through, in a SectionView so that its pictures resolve as they do in the lesson.
    static SectionView *createManualView(QWidget *parent = nullptr);

signals:
    void lessonShown(int lessonIndex, int section);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    friend class PresenterController; // hides and shows the window's chrome, applies the theme
    void buildMenus();
    // Menus, navigator and page again in the UI language just installed.
    void retranslate();
    void loadLessonLibrary();
    // Each problem on standard error, their count and the first in the status bar.
    void reportDataProblems(const QList<LessonProblem> &problems);
    void showPage(QWidget *page);
    void onSectionShown(int section);
    void flushTimeSpent();
    void refreshVisited(const QString &lessonId);
    void updateLessonActions();
    void updateConsole();
    void applyTheme();
    // Shrinks (and moves) the normal window into its screen's available geometry.
    void fitIntoScreen();
    // One of the two, after the layout took in what changed.
    void keepOnScreen();
    // Shows the lesson list where the window has room for it at this text size (or as the user
    // chose with View > Lesson List), hides it where it would squeeze the lesson.
    void updateNavigator();
    QString navigatorHiddenNote() const;
    void saveSettings() const;
    // A progress write failed: say so (once while writes are held) and retry them on a timer.
    void storeWriteFailed();
    void restoreSettings();
    void showShortcuts();
    void showManual();
    void showTeacherTips(); // Help › Teacher Tips: the current lesson's, non-modal
    void showAbout();
    void updateDrawingActions();
    static QString drawingKey(SimulationView::Drawing drawing);
    void importLessons();
    void importQuizWithDialog();
    void exportLessonQuiz(bool moodleXml);
    void refreshQuizzes();
    void exportProgress();
    void savePreset();
    void loadPreset();
    void openPlanWithDialog();
    void savePlanWithDialog();
    void addViewToPlan();
    void showPlanWindow();
    // Asks to save a changed plan before it is replaced or the window closes; false: cancelled.
    bool planMaySwitch();

    MainWindowOptions m_options;
    ProgressStore *m_store;
    DeviceService *m_devices;
    ThemeManager *m_theme;
    QList<LessonLoadResult> m_lessons;
    int m_lesson = -1;

    QSplitter *m_splitter = nullptr;
    Navigator *m_navigator = nullptr;
    QStackedWidget *m_stack = nullptr;
    QPointer<QWidget> m_page; // the one page shown (a PresentablePage)
    // Gives freed heap back to the system once a newly opened page has settled (see showPage).
    QTimer *m_heapTrim = nullptr;
    QTimer *m_storeRetry = nullptr; // runs only while the store holds unsaved writes
    QuizCatalog m_quizCatalog;
    DataCatalog m_data = DataCatalog::load();
    DeviceButton *m_deviceButton = nullptr;
    ClassPlanController *m_plans = nullptr;
    QPointer<ClassPlanWindow> m_planWindow;
    PresenterController *m_presenter = nullptr;

    Theme m_themeChoice = Theme::System;
    int m_zoom = 100;
    bool m_wasMaximized = false; // before View > Full Screen
    // The lesson list: -1 shown where the window has room (kNavigatorRoomEms), else what the
    // user chose with View > Lesson List until the text size changes (0 hidden, 1 shown).
    int m_navigatorChoice = -1;
    QElapsedTimer m_sectionClock;
    QString m_clockLesson;
    QString m_clockSection;

    QHash<QString, QAction *> m_actions;
    QList<QActionGroup *> m_actionGroups; // made with the menus, deleted with them
    QActionGroup *m_themeGroup = nullptr;
    std::unique_ptr<UiLanguage> m_ownLanguage; // where the options lend none
    QString m_languageChoice;                  // View › Language ("" the system's)
    QPointer<TeacherTipsWindow> m_teacherTips;
    QPointer<ClassResultsWindow> m_classResults;
};

} // namespace gpulab
