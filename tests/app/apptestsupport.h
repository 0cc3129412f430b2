// Shared set-up for the app tests: isolated settings and data (QStandardPaths test mode), the
// application identity the app uses, and a fresh MainWindow with its services.
#pragma once

#include "app/devicestatus.h"
#include "app/mainwindow.h"
#include "app/store/progressstore.h"
#include "app/theme.h"

#include <QApplication>
#include <QDir>
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

} // namespace gpulab::test
