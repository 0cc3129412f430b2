// gpulab: the GPU Lab desktop application.
//
//   gpulab [--lesson ID] [--section N] [--presenter] [--lessons-dir DIR] [--device INDEX]
//          [--theme NAME] [--projector-theme NAME] [--plan FILE] [--class-results DIR]
//          [--lang CODE] [--screenshot DIR] [--smoke-test] [--help] [--version]
//
// Exit codes: 0 ok; 1 --screenshot or --smoke-test failed; 2 usage error (an unknown option,
// a bad value, a --lesson id that no lesson has, a --plan file that is no class plan, a
// --class-results folder that is not one).
#include "app/automation.h"
#include "app/classplan.h"
#include "app/devicestatus.h"
#include "app/mainwindow.h"
#include "app/store/progressstore.h"
#include "app/terminationsignals.h"
#include "app/theme.h"
#include "app/uilanguage.h"
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/machinestate.h"
#include "lessons/framework/sectionview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QMessageBox>
#include <QPixmapCache>
#include <QScreen>
#include <QTimer>

#include <cstdio>
#include <cstring>

#ifdef __GLIBC__
#include <malloc.h>
#endif

using namespace gpulab;

namespace {

void describeApplication()
{
    // Settings in ~/.config/GPU Lab/gpulab.conf; data in ~/.local/share/GPU Lab/gpulab/.
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Lab"));
    QCoreApplication::setApplicationName(QStringLiteral("gpulab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPULAB_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("GPU Lab"));
    // The installed desktop entry is org.gpulab.gpulab.desktop (installers/linux/): Wayland
    // compositors match windows to it, and its icon, by this name.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.gpulab.gpulab"));
}

void setApplicationIcon()
{
    // The theme's icon when GPU Lab is installed (hicolor, any size), else the built-in SVG.
    QGuiApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("org.gpulab.gpulab"),
                                                    QIcon(QStringLiteral(":/icons/gpulab.svg"))));
}

struct Options
{
    MainWindowOptions window;
    int device = -1;
    QString theme;
    QString projectorTheme;
    QString screenshotDir;
    bool smokeTest = false;
};

// Parses the command line; prints help/version or an error and returns the exit code to use
// (or -1 to go on).
int parse(const QStringList &arguments, Options *options)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "GPU Lab: how GPU hardware powers AI, measured on your own machine."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption lesson(QStringLiteral("lesson"),
                                    QCoreApplication::translate("main", "Open lesson ID first."),
                                    QStringLiteral("ID"));
    const QCommandLineOption section(
        QStringLiteral("section"),
        QCoreApplication::translate("main", "Open section N (1 = the first) of that lesson."),
        QStringLiteral("N"));
    const QCommandLineOption presenter(
        QStringLiteral("presenter"),
        QCoreApplication::translate("main", "Start in presenter mode (full screen)."));
    const QCommandLineOption lessonsDir(
        QStringLiteral("lessons-dir"),
        QCoreApplication::translate("main", "Also load the lessons in DIR; a lesson there "
                                            "replaces the built-in lesson with the same id."),
        QStringLiteral("DIR"));
    const QCommandLineOption device(
        QStringLiteral("device"),
        QCoreApplication::translate("main", "Use OpenCL device INDEX (as listed by "
                                            "'gpulab-cli devices')."),
        QStringLiteral("INDEX"));
    const QCommandLineOption theme(
        QStringLiteral("theme"),
        QCoreApplication::translate("main",
                                    "Theme: system, light, dark, high-contrast or bright-room."),
        QStringLiteral("NAME"));
    const QCommandLineOption projectorTheme(
        QStringLiteral("projector-theme"),
        QCoreApplication::translate("main", "Theme when presenting: dark (high contrast), bright "
                                            "(for a lit room) or none (the window's theme)."),
        QStringLiteral("NAME"));
    const QCommandLineOption plan(
        QStringLiteral("plan"),
        QCoreApplication::translate("main", "Open the class plan FILE and show its first step; "
                                            "in presenter mode the clicker walks its steps."),
        QStringLiteral("FILE"));
    const QCommandLineOption classResults(
        QStringLiteral("class-results"),
        QCoreApplication::translate("main", "Open the Live Lab sessions your class handed in, "
                                            "from folder DIR (File > Open Class Results)."),
        QStringLiteral("DIR"));
    const QCommandLineOption lang(
        QStringLiteral("lang"),
        QCoreApplication::translate("main", "Speak the language CODE in this run (en, es, zh_CN, "
                                            "ar...; View > Language remembers a choice)."),
        QStringLiteral("CODE"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Write a PNG of every lesson and section into DIR "
                                            "and exit."),
        QStringLiteral("DIR"));
    const QCommandLineOption smoke(
        QStringLiteral("smoke-test"),
        QCoreApplication::translate("main", "Start, paint the window, check OpenCL and the "
                                            "database, print a one-line report and exit."));
    parser.addOptions({lesson, section, presenter, lessonsDir, device, theme, projectorTheme, plan,
                       classResults, lang, screenshot, smoke});
    if (!parser.parse(arguments)) {
        std::fprintf(stderr, "gpulab: %s\nTry 'gpulab --help'.\n", qPrintable(parser.errorText()));
        return 2;
    }
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) {
        std::printf("%s", qPrintable(parser.helpText()));
        if (parser.isSet(QStringLiteral("help-all")))
            std::printf("\n%s\n",
                        qPrintable(QCoreApplication::translate(
                            "main", "Qt's own options are accepted too, e.g. -platform NAME, "
                                    "-style NAME, -reverse, -qwindowgeometry WxH+X+Y (see "
                                    "QGuiApplication and QApplication in Qt's documentation).")));
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::printf("gpulab %s\n", GPULAB_VERSION);
        return 0;
    }
    if (!parser.positionalArguments().isEmpty()) {
        std::fprintf(stderr, "gpulab: unexpected argument '%s'\nTry 'gpulab --help'.\n",
                     qPrintable(parser.positionalArguments().constFirst()));
        return 2;
    }
    bool ok = true;
    options->window.lessonId = parser.value(lesson);
    if (parser.isSet(section)) {
        const int n = parser.value(section).toInt(&ok);
        if (!ok || n < 1) {
            std::fprintf(stderr, "gpulab: --section needs a number from 1 up (got '%s')\n",
                         qPrintable(parser.value(section)));
            return 2;
        }
        options->window.section = n - 1;
    }
    if (parser.isSet(device)) {
        options->device = parser.value(device).toInt(&ok);
        if (!ok || options->device < 0) {
            std::fprintf(stderr, "gpulab: --device needs an index from 0 up (got '%s')\n",
                         qPrintable(parser.value(device)));
            return 2;
        }
    }
    if (parser.isSet(theme)) {
        options->theme = parser.value(theme);
        if (themeKey(themeFromKey(options->theme)) != options->theme) {
            std::fprintf(stderr,
                         "gpulab: unknown theme '%s' (system, light, dark, "
                         "high-contrast, bright-room)\n",
                         qPrintable(options->theme));
            return 2;
        }
    }
    if (parser.isSet(projectorTheme)) {
        options->projectorTheme = parser.value(projectorTheme);
        if (projectorThemeKey(projectorThemeFromKey(options->projectorTheme)) !=
            options->projectorTheme) {
            std::fprintf(stderr, "gpulab: unknown projector theme '%s' (dark, bright, none)\n",
                         qPrintable(options->projectorTheme));
            return 2;
        }
    }
    if (parser.isSet(classResults)) {
        options->window.classResults = parser.value(classResults);
        if (!QFileInfo(options->window.classResults).isDir()) {
            std::fprintf(stderr, "gpulab: --class-results needs a folder (got '%s')\n",
                         qPrintable(options->window.classResults));
            return 2;
        }
    }
    if (parser.isSet(lang)) {
        const QString code = parser.value(lang);
        if (QLocale(code).language() == QLocale::C) {
            std::fprintf(stderr, "gpulab: --lang '%s' names no language (en, es, zh_CN, ar...)\n",
                         qPrintable(code));
            return 2;
        }
        options->window.languageCode = code;
    }
    options->window.presenter = parser.isSet(presenter);
    options->window.lessonsDir = parser.value(lessonsDir);
    if (parser.isSet(plan)) {
        // A file that is no plan at all is a usage error; a plan's bad steps are said by the
        // window, which keeps the good ones.
        options->window.planPath = parser.value(plan);
        const ClassPlanRead read = readClassPlanFile(options->window.planPath);
        if (!read.plan) {
            for (const LessonProblem &problem : read.problems)
                std::fprintf(stderr, "gpulab: %s\n", qPrintable(problem.toString()));
            return 2;
        }
    }
    options->screenshotDir = parser.value(screenshot);
    options->smokeTest = parser.isSet(smoke);
    if (!options->screenshotDir.isEmpty() && options->smokeTest) {
        std::fprintf(stderr, "gpulab: --screenshot and --smoke-test cannot be combined\n");
        return 2;
    }
    return -1;
}

// Whether --lesson names a lesson of the library (built in + --lessons-dir); if not, says so
// with the ids there are. An empty id is no request.
bool knownLesson(const QString &id, const QString &lessonsDir)
{
    if (id.isEmpty())
        return true;
    QStringList ids;
    for (const LessonLoadResult &lesson : loadLessonLibrary(lessonsDir)) {
        if (lesson.content.id == id)
            return true;
        if (!lesson.content.id.isEmpty())
            ids << lesson.content.id;
    }
    std::fprintf(stderr,
                 "gpulab: there is no lesson '%s' (the lessons: %s)\nTry 'gpulab-cli lessons'.\n",
                 qPrintable(id), qPrintable(ids.join(QStringLiteral(", "))));
    return false;
}

// The command line without the options QGuiApplication and QApplication take for themselves
// (-platform xcb, -style=fusion, --reverse ...): the first, display-less pass parses with a
// QCoreApplication, which leaves them in place, and must not call them unknown.
QStringList withoutQtOptions(const QStringList &arguments)
{
    static const QStringList withValue = {"platform",
                                          "platformpluginpath",
                                          "platformtheme",
                                          "plugin",
                                          "qwindowgeometry",
                                          "qwindowicon",
                                          "qwindowtitle",
                                          "session",
                                          "display",
                                          "geometry",
                                          "title",
                                          "name",
                                          "style",
                                          "stylesheet",
                                          "qmljsdebugger",
                                          "visual",
                                          "cmap"};
    static const QStringList flags = {"reverse", "widgetcount", "nograb", "dograb", "sync"};
    QStringList kept;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (i == 0 || !argument.startsWith(QLatin1Char('-'))) {
            kept << argument;
            continue;
        }
        QString name = argument.mid(argument.startsWith(QLatin1String("--")) ? 2 : 1);
        const bool inlineValue = name.contains(QLatin1Char('='));
        name = name.section(QLatin1Char('='), 0, 0);
        if (flags.contains(name))
            continue;
        if (withValue.contains(name)) {
            if (!inlineValue)
                ++i; // its value
            continue;
        }
        kept << argument;
    }
    return kept;
}

} // namespace

// Qt's pixmap cache limit, in KiB (Qt's default: 10240).
constexpr int kPixmapCacheKiB = 2048;

int main(int argc, char **argv)
{
    const qint64 startMs = processStartEpochMs();
#ifdef __GLIBC__
    // Fixed thresholds: big buffers (matrices, images) are mmap'd and go back to the system when
    // freed, instead of glibc raising its threshold and keeping them in the heap for good.
    mallopt(M_MMAP_THRESHOLD, 512 * 1024);
    mallopt(M_TRIM_THRESHOLD, 2 * 1024 * 1024);
#endif
    // --help, --version and bad options need no display: answer them before the GUI starts.
    {
        QCoreApplication core(argc, argv);
        describeApplication();
        Options probe;
        const int code = parse(withoutQtOptions(core.arguments()), &probe);
        if (code >= 0)
            return code;
        if (!knownLesson(probe.window.lessonId, probe.window.lessonsDir))
            return 2;
    }

    QApplication app(argc, argv);
    describeApplication();
    setApplicationIcon();
    // The style caches whole frames (a tab widget's or a chart's, MiBs each at full-window size)
    // in the pixmap cache, 10 MiB by default; drawing them again costs less than keeping them.
    QPixmapCache::setCacheLimit(kPixmapCacheKiB);
    Options options;
    parse(app.arguments(), &options);
    const bool automated = !options.screenshotDir.isEmpty() || options.smokeTest;

    // The UI language, before any text is made: QLocale() and Qt's own dialogs follow it.
    // GPULAB_TRANSLATIONS_DIR: a folder of gpulab_<language>.qm to use instead of the built-in
    // ones (a translator trying a translation without rebuilding; the tests' pseudo-language).
    UiLanguage language;
    const QString translationsDir = qEnvironmentVariableIsEmpty("GPULAB_TRANSLATIONS_DIR")
                                        ? QStringLiteral(":/i18n")
                                        : qEnvironmentVariable("GPULAB_TRANSLATIONS_DIR");
    options.window.translationsDir = translationsDir;
    if (options.window.languageCode.isEmpty()) {
        language.installFromSettings(&app, translationsDir);
    } else {
        const QStringList available = UiLanguage::available(translationsDir);
        const QLocale locale =
            UiLanguage::choose(QLocale::system(), available, options.window.languageCode);
        if (UiLanguage::languageOf(options.window.languageCode) != locale.language())
            std::fprintf(stderr, "gpulab: no translation into '%s'; %s is spoken (there are: %s)\n",
                         qPrintable(options.window.languageCode),
                         qPrintable(QLocale::languageToString(locale.language())),
                         qPrintable(available.join(QStringLiteral(", "))));
        language.install(&app, locale, translationsDir);
    }
    // Arabic reads from the right: the whole layout mirrors.
    QGuiApplication::setLayoutDirection(QLocale().textDirection());
    options.window.language = &language;

    ThemeManager theme;
    ProgressStore store;
    const auto opened = options.screenshotDir.isEmpty() ? store.open() : store.open(QString());
    DeviceService devices;

    options.window.persistent = options.screenshotDir.isEmpty();
    devices.machine().setPersistent(options.window.persistent);
    MainWindow window(options.window, &store, &devices, &theme);
    devices.startAfterFirstPaint(&window, options.device);
    if (!options.theme.isEmpty())
        window.setTheme(themeFromKey(options.theme));
    if (!options.projectorTheme.isEmpty())
        window.setProjectorTheme(projectorThemeFromKey(options.projectorTheme));
    // Automated runs fill the screen's free area up to the default size (no window manager
    // frames them): the screenshots show what a student sees on a screen of that size.
    const QRect available = window.screen()->availableGeometry();
    const QRect automatedGeometry(available.topLeft(), kDefaultSize.boundedTo(available.size()));
    if (automated && options.window.section < 0 && options.window.lessonId.isEmpty())
        window.setGeometry(automatedGeometry);

    if (options.smokeTest)
        return runSmokeTest(window, devices, store, opened.recovered ? opened.message : QString(),
                            startMs);
    if (!options.screenshotDir.isEmpty()) {
        window.setGeometry(automatedGeometry);
        return runScreenshots(window, options.screenshotDir);
    }

    window.show();
    quitOnTerminationSignals(&window); // logout or `kill`: saved like File › Quit
    if (opened.recovered || opened.inMemory)
        QTimer::singleShot(0, &window, [&window, message = opened.message] {
            QMessageBox::warning(&window, QObject::tr("Your progress"), message);
        });
    return app.exec();
}
