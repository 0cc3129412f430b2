// The Telemetry lesson as a student and an instructor use it (under Xvfb): it opens through the
// registry, every section shows with the tab it names, the clicker walks the five throttling
// beats, the nvidia-smi fields table lists every field with its source, and the live lab reads a
// fake /proc and /sys tree (figures and reasons as written), samples only while shown and
// watching or running, computes GFLOP per joule by hand-checkable arithmetic, and runs a real
// load through the engine on this machine with CPU utilisation read. The scene paints in every
// theme and at presenter size without text problems. No Qt warning.
#include "../fixedtranslator.h"
#include "../lessontestsupport.h"
#include "lessons/framework/lessoncontent.h"
#include "lessons/telemetry/telemetrylab.h"
#include "lessons/telemetry/telemetrypanel.h"
#include "lessons/telemetry/throttlemodel.h"
#include "lessons/telemetry/throttlescene.h"
#include "widgets/simulationview.h"

#include <QAbstractScrollArea>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontInfo>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpulab;

class TestTelemetryPanel : public QObject
{
    Q_OBJECT
    test::LessonServices m_services;

private slots:
    void init()
    {
        m_services.machine.resetForTests();
        test::openPanel(m_services, QStringLiteral("telemetry"), m_panel);
    }
    void cleanup()
    {
        delete m_panel;
        m_panel = nullptr;
    }
    void everySectionShows();
    void smiTable();
    void liveOnFakeTree();
    void nvmlInTheLanguage();
    void samplingOnlyWhileShownAndWanted();
    void energyArithmetic();
    void liveLoadOnThisMachine();
    void liveFitsRightToLeft();
    void scenePaintsInEveryThemeAndSize();

private:
    SimulationView *view() const { return m_panel->simulation(); }
    TelemetryPanel *m_panel = nullptr;
};

void TestTelemetryPanel::everySectionShows()
{
    QCOMPARE(m_panel->content().id, QStringLiteral("telemetry"));
    QCOMPARE(m_panel->content().order, 13);
    QVERIFY(m_panel->sectionCount() >= 6 && m_panel->sectionCount() <= 8);
    QCOMPARE(view()->model().id(), QStringLiteral("gpu-throttling"));
    test::checkEverySectionShows(m_panel);
    if (QTest::currentTestFailed())
        return;
    int throttling = -1;
    for (int s = 0; s < m_panel->sectionCount(); ++s)
        if (m_panel->content().sections.at(s).id == QLatin1String("throttling"))
            throttling = s;
    QVERIFY(throttling >= 0);
    m_panel->showSection(throttling);
    while (view()->previousBeat()) {
    }
    QCOMPARE(view()->model().beat(), 0);
    QStringList titles;
    for (int beat = 0; beat < ThrottleModel::kBeats; ++beat) {
        QCOMPARE(view()->model().beat(), beat);
        titles << ThrottleModel::beatTitle(beat);
        if (beat + 1 < ThrottleModel::kBeats)
            QVERIFY(test::clickOn(m_panel));
    }
    QCOMPARE(titles.size(), 5);
    QVERIFY(test::clickOn(m_panel)); // on to the next section
    QCOMPARE(m_panel->currentSection(), throttling + 1);
}

void TestTelemetryPanel::smiTable()
{
    QTableWidget *table = m_panel->smiTable();
    QVERIFY(table);
    QVERIFY(table->rowCount() >= 8);
    QCOMPARE(table->columnCount(), 3);
    bool util = false;
    int qOnly = 0;
    for (int r = 0; r < table->rowCount(); ++r) {
        QVERIFY(table->item(r, 0)->toolTip().contains(QStringLiteral("nvidia-smi")) ||
                table->item(r, 0)->toolTip().contains(QStringLiteral("NVML")));
        // The field as nvidia-smi prints it and the option -q are notation: left to right in an
        // isolate, so that an Arabic line neither draws "(Power Draw / Power Limit" with its
        // bracket at the other end nor "q-".
        const QString field = table->item(r, 0)->text();
        QVERIFY2(field.startsWith(QChar(0x2066)) && field.endsWith(QChar(0x2069)),
                 qPrintable(field));
        if (table->item(r, 1)->text().contains(QStringLiteral("only")) && ++qOnly)
            QVERIFY2(table->item(r, 1)->text().startsWith(QStringLiteral("\u2066-q\u2069 only")),
                     qPrintable(table->item(r, 1)->text()));
        if (field.mid(1).startsWith(QStringLiteral("GPU-Util"))) {
            util = true;
            QVERIFY(table->item(r, 2)->text().contains(QStringLiteral("at least one kernel")));
            // NVIDIA's T4 at rest first, then the illustrative reading under load, each quoted
            // as nvidia-smi prints it: left to right in a right-to-left line, fixed pitch.
            QCOMPARE(table->item(r, 1)->text(),
                     QStringLiteral("\u20660%\u2069\nunder load: \u2066100 %\u2069"));
            QVERIFY(QFontInfo(table->item(r, 1)->font().resolve(table->font())).fixedPitch());
        }
    }
    QVERIFY(util);
    QVERIFY(qOnly > 0); // Utilization > Memory is not in the summary table
}

void TestTelemetryPanel::liveOnFakeTree()
{
    QTemporaryDir dir;
    const QString root = dir.path();
    auto write = [&](const QString &path, const QByteArray &text) {
        QDir().mkpath(QFileInfo(root + path).absolutePath());
        QFile f(root + path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text);
    };
    write(QStringLiteral("/proc/stat"), "cpu  10 0 10 80 0 0 0 0 0 0\n");
    write(QStringLiteral("/sys/class/drm/card0/device/vendor"), "0x1002\n");
    write(QStringLiteral("/sys/class/drm/card0/device/uevent"), "DRIVER=amdgpu\n");
    write(QStringLiteral("/sys/class/drm/card0/device/gpu_busy_percent"), "64\n");
    m_panel->showTab(QStringLiteral("live"));
    TelemetryLab *lab = m_panel->live();
    telemetry::ReaderOptions options;
    options.root = root.toStdString();
    options.nvmlLibrary.clear();
    lab->setReaderOptions(options);
    write(QStringLiteral("/proc/stat"), "cpu  40 0 20 90 0 0 0 0 0 0\n"); // 40 busy of 50: 80 %
    lab->sampleNow();
    const QString figures = lab->figuresLabel()->text();
    QVERIFY2(figures.contains(QStringLiteral("80.0 %")) ||
                 figures.contains(QLocale().toString(80.0, 'f', 1) + QStringLiteral(" %")),
             qPrintable(figures));
    QVERIFY(figures.contains(QStringLiteral("64 %")));
    QVERIFY(figures.contains(QStringLiteral("unavailable")));
    QVERIFY(figures.contains(QStringLiteral("no RAPL energy counter")));
    QVERIFY(figures.contains(QStringLiteral("card0")));
    QVERIFY(figures.contains(QStringLiteral("NVML not tried")));
    QCOMPARE(lab->samples().size(), std::size_t(2));

    // The reasons are worded in the UI language (compute/ gives a code and the path): with a
    // translator every reason and the lists come from tr(), the path kept as the machine gives
    // it; the lists of figures read and not read are joined as the language writes a list.
    test::FixedTranslator translator;
    translator.mark(QStringLiteral("gpulab::TelemetryLab"));
    QCoreApplication::installTranslator(&translator);
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China)); // "a、b和c"
    // The rarer reasons too: counters that went back, a driver that reports nothing in sysfs.
    write(QStringLiteral("/proc/stat"), "cpu  5 0 5 10 0 0 0 0 0 0\n");
    lab->sampleNow();
    QLocale::setDefault(before);
    QCoreApplication::removeTranslator(&translator);
    const QString translated = lab->figuresLabel()->text().remove(QChar(0x200b));
    QVERIFY2(translated.contains(QStringLiteral("\u00abno RAPL energy counter in ") + root +
                                 QStringLiteral("/sys/class/powercap (")),
             qPrintable(translated));
    QVERIFY2(translated.contains(QStringLiteral("\u00abNVML not tried\u00bb")),
             qPrintable(translated));
    QVERIFY2(translated.contains(QStringLiteral("\u00abno CPU frequency reading (")),
             qPrintable(translated));
    for (const QString &reason :
         {QStringLiteral("\u00abthe counters in ") + root + QStringLiteral("/proc/stat went back"),
          QStringLiteral("\u00abthe amdgpu driver does not report this in sysfs\u00bb"),
          QStringLiteral("\u00abno hwmon folder for this card (") + root})
        QVERIFY2(translated.contains(reason), qPrintable(reason + QLatin1Char('\n') + translated));
    const QString summary = lab->summaryLabel()->text();
    QVERIFY2(summary.contains(QStringLiteral("\u00bb\u3001\u00ab")) &&
                 !summary.contains(QStringLiteral("\u00bb, \u00ab")),
             qPrintable(summary));
}

// NVML's figures and reasons are worded in the UI language too: its status, an error code it
// returns (the fake says "not supported" for the memory clock) and the clock-event reasons, which
// compute/ gives as bits of NVML's mask.
void TestTelemetryPanel::nvmlInTheLanguage()
{
    QTemporaryDir dir;
    m_panel->showTab(QStringLiteral("live"));
    TelemetryLab *lab = m_panel->live();
    telemetry::ReaderOptions options;
    options.root = dir.path().toStdString();
    options.nvmlLibrary = GPULAB_FAKE_NVML;
    test::FixedTranslator translator;
    translator.mark(QStringLiteral("gpulab::TelemetryLab"));
    QCoreApplication::installTranslator(&translator);
    lab->setReaderOptions(options);
    lab->sampleNow();
    QCoreApplication::removeTranslator(&translator);
    const QString figures = lab->figuresLabel()->text().remove(QChar(0x200b));
    for (const QString &text : {QStringLiteral("\u00abNVML (driver 999.1): 1 device(s)\u00bb"),
                                QStringLiteral("\u00abpower cap (software)\u00bb"),
                                QStringLiteral("\u00abthe driver does not report it on this device "
                                               "(nvmlDeviceGetClockInfo: not supported)\u00bb")})
        QVERIFY2(figures.contains(text), qPrintable(text + QLatin1Char('\n') + figures));
}

void TestTelemetryPanel::samplingOnlyWhileShownAndWanted()
{
    TelemetryLab *lab = m_panel->live();
    m_panel->showTab(QStringLiteral("live"));
    QVERIFY(lab->isVisible());
    QVERIFY(!lab->isSampling()); // shown, but neither running nor watching
    lab->watchButton()->setChecked(true);
    QVERIFY(lab->isSampling());
    const std::size_t before = lab->samples().size();
    QTRY_VERIFY_WITH_TIMEOUT(lab->samples().size() >= before + 2, 5000);
    m_panel->showTab(QStringLiteral("smi"));
    QVERIFY(!lab->isVisible());
    QVERIFY(!lab->isSampling()); // hidden: the timer stops
    m_panel->showTab(QStringLiteral("live"));
    QVERIFY(lab->isSampling());
    lab->watchButton()->setChecked(false);
    QVERIFY(!lab->isSampling());
}

void TestTelemetryPanel::energyArithmetic()
{
    using telemetry::Figure;
    QString why;
    // 800 GFLOP/s at a mean of (200 + 300) / 2 = 250 W: 3.2 GFLOP per joule; the unavailable
    // sample is left out of the mean.
    const auto perWatt = TelemetryLab::gflopsPerWatt(
        800, {Figure::of(200, "W", "x"), Figure::missing("gap"), Figure::of(300, "W", "x")}, &why);
    QVERIFY(perWatt);
    QCOMPARE(*perWatt, 3.2);
    QVERIFY(!TelemetryLab::gflopsPerWatt(800, {Figure::missing("permission denied")}, &why));
    QCOMPARE(why, QStringLiteral("permission denied"));
    QVERIFY(!TelemetryLab::gflopsPerWatt(800, {}, &why));
    QVERIFY(!why.isEmpty());
}

void TestTelemetryPanel::liveLoadOnThisMachine()
{
    m_panel->showTab(QStringLiteral("live"));
    TelemetryLab *lab = m_panel->live();
    lab->setLoad(QStringLiteral("cpu-threads"));
    lab->setSize(512);
    QVERIFY2(lab->runAndWait(180000), qPrintable(lab->lastError()));
    QVERIFY(lab->hasResult());
    QVERIFY(lab->result()->gflops > 0);
    QVERIFY(lab->samples().size() >= 2);
    // This machine's CPU utilisation is read (Linux always has /proc/stat).
    QVERIFY(lab->samples().back().cpu.utilisation.available);
    // The energy line: a figure, or "unavailable" with the reason.
    const QString energy = lab->energyLabel()->text();
    QVERIFY2(energy.contains(QStringLiteral("GFLOP per joule")) ||
                 energy.contains(QStringLiteral("unavailable")),
             qPrintable(energy));
    QVERIFY(!lab->isSampling() || lab->watchButton()->isChecked());
}

// Mirrored (Arabic), with this machine's samples coming in, every control and the table of
// figures stay inside the panel at a classroom size: none runs off its left edge.
void TestTelemetryPanel::liveFitsRightToLeft()
{
    QApplication::setLayoutDirection(Qt::RightToLeft);
    const auto restore = qScopeGuard([] { QApplication::setLayoutDirection(Qt::LeftToRight); });
    delete m_panel; // made again, mirrored from the start as in Arabic
    test::openPanel(m_services, QStringLiteral("telemetry"), m_panel, QSize(1000, 700));
    m_panel->showTab(QStringLiteral("live"));
    TelemetryLab *lab = m_panel->live();
    lab->sampleNow();
    QTest::qWait(300);
    lab->sampleNow();
    QTest::qWait(300);
    lab->sampleNow();
    QApplication::processEvents();
    QTest::qWait(50);
    if (!qEnvironmentVariableIsEmpty("GPULAB_TELEMETRY_SHOT"))
        m_panel->grab().save(qEnvironmentVariable("GPULAB_TELEMETRY_SHOT"));
    QStringList outside;
    for (QWidget *w : lab->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(m_panel) || w->isWindow())
            continue;
        const QRect r(w->mapTo(m_panel, QPoint(0, 0)), w->size());
        QWidget *clip = w->parentWidget();
        // Inside its scroll area's viewport where it scrolls, else inside the panel.
        while (clip && !qobject_cast<QAbstractScrollArea *>(clip) && clip != m_panel)
            clip = clip->parentWidget();
        const int left = clip && clip != m_panel ? qobject_cast<QAbstractScrollArea *>(clip)
                                                       ->viewport()
                                                       ->mapTo(m_panel, QPoint(0, 0))
                                                       .x()
                                                 : 0;
        const int right =
            clip && clip != m_panel
                ? left + qobject_cast<QAbstractScrollArea *>(clip)->viewport()->width()
                : m_panel->width();
        if (r.left() < left - 1 || r.right() > right + 1)
            outside << QStringLiteral("%1 %2: %3..%4 of %5..%6")
                           .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())
                           .arg(r.left())
                           .arg(r.right())
                           .arg(left)
                           .arg(right);
    }
    QVERIFY2(outside.isEmpty(), qPrintable(outside.join(QLatin1Char('\n'))));
}

void TestTelemetryPanel::scenePaintsInEveryThemeAndSize()
{
    ThrottleScene scene;
    ThrottleModel model(m_services.data);
    test::paintsEveryBeatThemeAndSize(scene, model, m_panel->font(), {600},
                                      {QSize(320, 200), QSize(640, 700), QSize(1600, 900)},
                                      QSize(640, 0));
}

QTEST_MAIN(TestTelemetryPanel)
#include "tst_telemetrypanel.moc"
