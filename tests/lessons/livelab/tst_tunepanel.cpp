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
#include <QTranslator>
#include <QtTest>

using namespace gpulab;

namespace {
// A language in which every text is its English between ⟦ ⟧: what a language change must reach.
class MarkingTranslator : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *, const char *source, const char * = nullptr,
                      int = -1) const override
    {
        return QStringLiteral("\u27e6") + QString::fromUtf8(source) + QStringLiteral("\u27e7");
    }
};
} // namespace

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

    // A language change while it is open (View › Language): every text of the dialog, the sets
    // timed and the result again in the new language, from what the pass measured.
    {
        MarkingTranslator marking;
        QVERIFY(QCoreApplication::installTranslator(&marking));
        QCoreApplication::processEvents(); // the posted QEvent::LanguageChange
        QCOMPARE(dialog->windowTitle(), QStringLiteral("\u27e6Tune for This Device\u27e7"));
        QCOMPARE(dialog->startButton()->text(), QStringLiteral("\u27e6&Start Tuning\u27e7"));
        QVERIFY2(dialog->statusLabel()->text() == QStringLiteral("\u27e6Done.\u27e7"),
                 qPrintable(dialog->statusLabel()->text()));
        QCOMPARE(dialog->progressBar()->accessibleName(),
                 QStringLiteral("\u27e6Tuning progress\u27e7"));
        QCOMPARE(dialog->table()->horizontalHeaderItem(0)->text(),
                 QStringLiteral("\u27e6Set\u27e7"));
        QVERIFY2(dialog->table()->item(0, 0)->text().endsWith(QStringLiteral("(default)\u27e7")),
                 qPrintable(dialog->table()->item(0, 0)->text()));
        QVERIFY2(dialog->resultLabel()->text().startsWith(QStringLiteral("\u27e6")),
                 qPrintable(dialog->resultLabel()->text()));
        QVERIFY(dialog->resultLabel()->text().contains(m_cache.path()));
        for (QLabel *label : dialog->findChildren<QLabel *>())
            QVERIFY2(label->text().isEmpty() || label->text().startsWith(QStringLiteral("\u27e6")),
                     qPrintable(label->text()));
        QCoreApplication::removeTranslator(&marking);
        QCoreApplication::processEvents();
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Tune for This Device"));
        QVERIFY(dialog->table()->item(0, 0)->text().contains(QLatin1String("default")));
        QVERIFY(!dialog->table()->item(0, 0)->text().contains(QStringLiteral("\u27e6")));
    }
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
