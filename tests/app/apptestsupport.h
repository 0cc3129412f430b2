// Shared set-up for the app tests: isolated settings and data (QStandardPaths test mode), the
// application identity the app uses, a fresh MainWindow with its services, and View › Language
// on the test translations (tests/app/i18n/).
#pragma once

#include "app/devicestatus.h"
#include "app/mainwindow.h"
#include "app/store/progressstore.h"
#include "app/theme.h"
#include "app/uilanguage.h"

#include <QApplication>
#include <QDir>
#include <QGuiApplication>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace gpulab::test {

inline void isolateUserFiles()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Lab"));
    QCoreApplication::setApplicationName(QStringLiteral("gpulab-tests"));
    QSettings().clear();
}

struct AppFixture
{
    QTemporaryDir data;
    ThemeManager theme;
    ProgressStore store;
    DeviceService devices;
    std::unique_ptr<MainWindow> window;

    explicit AppFixture(MainWindowOptions options = {})
    {
        store.open(data.filePath(QStringLiteral("progress.sqlite")));
        devices.start();
        window = std::make_unique<MainWindow>(options, &store, &devices, &theme);
    }
    // Shown and active: window shortcuts only reach an active window.
    bool show()
    {
        window->show();
        window->activateWindow();
        return QTest::qWaitForWindowExposed(window.get()) &&
               QTest::qWaitForWindowActive(window.get());
    }
};

#ifdef GPULAB_TEST_I18N_DIR
// A window that starts in English and can switch to the test translations (tests/app/i18n/: a
// few strings in Spanish and in Arabic, compiled with the tests). Declared before the
// AppFixture, it outlives the window; it gives back QLocale's default and the layout direction.
struct TestLanguages
{
    UiLanguage language;
    const QLocale before;

    explicit TestLanguages(MainWindowOptions *options)
    {
        language.install(qApp, QLocale(QLocale::English, QLocale::UnitedStates),
                         QStringLiteral(GPULAB_TEST_I18N_DIR));
        options->language = &language;
        options->translationsDir = QStringLiteral(GPULAB_TEST_I18N_DIR);
    }
    ~TestLanguages()
    {
        QLocale::setDefault(before);
        QGuiApplication::setLayoutDirection(Qt::LeftToRight);
    }
};
#endif

// View › Language: MainWindow::setLanguage, then the event loop's turn, in which Qt delivers the
// QEvent::LanguageChange that installing the translators posted to every window.
inline void switchLanguage(MainWindow *window, const QString &code)
{
    window->setLanguage(code);
    QCoreApplication::processEvents();
}

} // namespace gpulab::test
