// The Live Lab's per-device tuning (lessons/livelab/tunepanel.h) as a teacher uses it, on the
// local OpenCL device (PoCL in CI) through the real engine process: the line above the race's
// device says "Not tuned" in a fresh cache; "Tune for This Device…" with a tiny budget shows
// progress (set k of n, a row per set timed), ends with the chosen set against the default and
// where it was stored, and the line then says "Tuned"; a pass cancelled mid-run ends cancelled
// and stores nothing. Every file goes to a temporary GPULAB_CACHE_DIR (set before the engine
// starts: the engine process inherits it), never the user's cache nor the suite's shared one.
// GPULAB_TUNE_SCREENSHOTS=DIR saves the dialog and the race's top as PNGs there.
#include "../lessontestsupport.h"
#include "lessons/livelab/livelabpanel.h"
#include "lessons/livelab/racelab.h"
#include "lessons/livelab/tunepanel.h"

#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpulab;

class TestTunePanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void freshCacheSaysNotTuned();
    void tuneShowsProgressAndStores();
    void cancelStopsAndStoresNothing();

private:
    bool waitForStatus();
    QByteArray storedFile() const;
    void screenshot(QWidget *widget, const QString &name) const;

    QTemporaryDir m_cache;
    std::unique_ptr<test::LessonServices> m_services;
    LiveLabPanel *m_panel = nullptr;
};

void TestTunePanel::initTestCase()
{
    QVERIFY(m_cache.isValid());
    // Before the first engine starts: it inherits the environment.
    qputenv("GPULAB_CACHE_DIR", m_cache.path().toLocal8Bit());
    QStandardPaths::setTestModeEnabled(true);
    m_services = std::make_unique<test::LessonServices>();
    m_services->machine.resetForTests();
}

void TestTunePanel::init()
{
    test::openPanel(*m_services, QStringLiteral("livelab"), m_panel, {1024, 700});
}

void TestTunePanel::cleanup()
{
    delete m_panel; // its dialog and engine clients with it: a running pass is cancelled
    m_panel = nullptr;
}

bool TestTunePanel::waitForStatus()
{
    TunePanel *tune = m_panel->tunePanel();
    if (!tune)
        return false;
    QElapsedTimer clock;
    clock.start();
    while (!tune->hasAnswer() && clock.elapsed() < 60000)
        QTest::qWait(20);
    return tune->hasAnswer();
}

QByteArray TestTunePanel::storedFile() const
{
    const QDir dir(m_cache.filePath(QStringLiteral("tuning")));
    const QStringList files = dir.entryList({QStringLiteral("*.txt")}, QDir::Files);
    if (files.size() != 1)
        return {};
    QFile file(dir.filePath(files.front()));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void TestTunePanel::screenshot(QWidget *widget, const QString &name) const
{
    const QString dir = qEnvironmentVariable("GPULAB_TUNE_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    widget->grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

void TestTunePanel::freshCacheSaysNotTuned()
{
    TunePanel *tune = m_panel->tunePanel();
    QVERIFY(tune);
    QVERIFY2(waitForStatus(), qPrintable(tune->statusLabel()->text()));
    QVERIFY2(tune->stored().source == QLatin1String("default"), qPrintable(tune->stored().source));
    QVERIFY2(tune->statusLabel()->text().contains(QLatin1String("Not tuned")),
             qPrintable(tune->statusLabel()->text()));
    QVERIFY(tune->tuneButton()->isEnabled());
    QVERIFY(tune->tuneButton()->focusPolicy() & Qt::TabFocus); // keyboard reachable
    QVERIFY(!tune->tuneButton()->accessibleName().isEmpty());
    QVERIFY(tune->isVisible()); // on the race's page, above its device
    QVERIFY(m_panel->race()->isAncestorOf(tune));
    QVERIFY(storedFile().isEmpty());
}

void TestTunePanel::tuneShowsProgressAndStores()
{
    TunePanel *tune = m_panel->tunePanel();
    QVERIFY(waitForStatus());
    QTest::mouseClick(tune->tuneButton(), Qt::LeftButton);
    TuneDialog *dialog = tune->dialog();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    dialog->budgetField()->setValue(0.1); // the default set and the reference only
    QSignalSpy ended(dialog, &TuneDialog::tuneEnded);
    QSignalSpy stored(tune, &TunePanel::storedChanged);
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    QVERIFY(dialog->isRunning());
    QVERIFY(!dialog->startButton()->isEnabled());
    QVERIFY(dialog->cancelButton()->isEnabled());
    // Progress: "Set 1 of N" while it runs.
    QTRY_VERIFY_WITH_TIMEOUT(dialog->statusLabel()->text().startsWith(QLatin1String("Set 1 of")),
                             60000);
    QVERIFY(ended.wait(180000));
    QVERIFY2(dialog->lastError().isEmpty(), qPrintable(dialog->lastError()));
    QVERIFY(!dialog->lastRunCancelled());
    QCOMPARE(dialog->progressBar()->value(), dialog->progressBar()->maximum());
    QVERIFY(dialog->table()->rowCount() >= 1);
    QVERIFY(dialog->table()->item(0, 0)->text().contains(QLatin1String("default")));
    const TuneOutcome &outcome = dialog->outcome();
    QVERIFY(outcome.winner());
    QVERIFY(outcome.winner()->score > 0);
    const QString result = dialog->resultLabel()->text();
    QVERIFY2(result.contains(QLatin1String("Kept the default")) ||
                 result.contains(QLatin1String("faster than the default")),
             qPrintable(result));
    QVERIFY2(result.contains(m_cache.path()), qPrintable(result)); // where it was stored
    QVERIFY(!storedFile().isEmpty());
    QVERIFY(storedFile().contains("\ndate "));
    screenshot(dialog, QStringLiteral("tune-dialog"));

    // The line follows: the engine reads the stored tuning (and the next race runs it).
    QVERIFY(stored.wait(30000));
    QVERIFY2(tune->stored().tuned, qPrintable(tune->statusLabel()->text()));
    QVERIFY2(tune->statusLabel()->text().contains(QLatin1String("Tuned")),
             qPrintable(tune->statusLabel()->text()));
    screenshot(m_panel->race(), QStringLiteral("tune-race"));
    dialog->reject();
    QVERIFY(!dialog->isVisible());
}

void TestTunePanel::cancelStopsAndStoresNothing()
{
    TunePanel *tune = m_panel->tunePanel();
    QVERIFY(waitForStatus());
    const QByteArray before = storedFile(); // the previous test's tuning
    tune->openDialog();
    TuneDialog *dialog = tune->dialog();
    QVERIFY(dialog);
    dialog->budgetField()->setValue(60);
    QSignalSpy ended(dialog, &TuneDialog::tuneEnded);
    QVERIFY(dialog->start());
    // Mid-run: the first set is timed, the next one is running.
    QTRY_VERIFY_WITH_TIMEOUT(dialog->table()->rowCount() >= 1, 120000);
    QTest::qWait(200);
    QVERIFY(dialog->isRunning());
    QElapsedTimer clock;
    clock.start();
    QTest::mouseClick(dialog->cancelButton(), Qt::LeftButton);
    QVERIFY(ended.wait(10000));
    qInfo("the tuning stopped %lld ms after Cancel", static_cast<long long>(clock.elapsed()));
    QVERIFY(dialog->lastRunCancelled());
    QVERIFY(!dialog->isRunning());
    QVERIFY(dialog->startButton()->isEnabled());
    QVERIFY2(dialog->statusLabel()->text().startsWith(QLatin1String("Cancelled")),
             qPrintable(dialog->statusLabel()->text()));
    QCOMPARE(storedFile(), before); // nothing stored
}

QTEST_MAIN(TestTunePanel)
#include "tst_tunepanel.moc"
