// MeasurementLab, the base of every live measurement, as a student drives it — through a fake lab
// whose "measurement" is steps the test takes (or a timer): Run disables itself and enables
// Cancel, the set-up fields and the prediction are locked while it runs (and a field the lab had
// disabled stays so), progress and status follow the steps, Cancel ends the run with
// lastRunCancelled(), a refused run says why and changes nothing, runAndWait() returns (and
// cancels after its timeout), the verdict compares with the prediction made when Run was pressed,
// every control has an accessible name, the style reaches the chart, and the controls wrap
// inside a narrow page. No Qt warning.
#include "lessons/framework/measurementlab.h"
#include "widgets/chartframe.h"

#include <QAbstractAxis>
#include <QChart>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTimer>
#include <QValueAxis>
#include <QtTest>

using namespace gpulab;

namespace {

// A lab whose measurement is `kSteps` steps: step() takes one (the test's hand), or a timer takes
// them all (autoRun). The answer to its prediction is kAnswer.
class FakeLab : public MeasurementLab
{
public:
    static constexpr int kSteps = 4;
    static constexpr int kAnswer = 2;

    FakeLab() : MeasurementLab(QStringLiteral("&Measure the fake"))
    {
        m_repeats = new QSpinBox(this);
        m_repeats->setRange(1, 9);
        addField(new QLabel(QStringLiteral("&Repeats:"), this), m_repeats);
        m_device = new QComboBox(this);
        m_device->addItem(QStringLiteral("No device here"));
        m_device->setEnabled(false); // nothing to choose: stays disabled after a run
        addField(new QLabel(QStringLiteral("&Device:"), this), m_device);
        m_zoom = new QSlider(Qt::Horizontal, this);
        addField(new QLabel(QStringLiteral("&Zoom:"), this), m_zoom, Lock::Never);
        m_prediction = addPredictionBox(QStringLiteral("&Predict the answer:"),
                                        QStringLiteral("Your prediction of the answer"));
        for (int answer : {1, 2, 3})
            m_prediction->addItem(QStringLiteral("answer %1").arg(answer), answer);
        addChart(QStringLiteral("Fake chart"));
        connect(&m_timer, &QTimer::timeout, this, [this] { step(); });
        m_timer.setInterval(10);
    }

    QSpinBox *repeats() const { return m_repeats; }
    QComboBox *device() const { return m_device; }
    QSlider *zoom() const { return m_zoom; }
    QComboBox *prediction() const { return m_prediction; }

    // The lab's part: how it would send a request and hear back.
    bool refuseNext = false;
    bool autoRun = false;
    bool neverEnds = false; // only a cancel ends it
    bool resultWorthShowing = true;
    int stopCalls = 0;
    int rebuilds = 0;

    void step()
    {
        if (!isRunning())
            return;
        if (m_stopping) {
            m_timer.stop();
            endRun(true, {}, QStringLiteral("Cancelled after %1 steps.").arg(m_done));
            return;
        }
        if (neverEnds)
            return;
        ++m_done;
        setProgress(double(m_done) / kSteps);
        setStatus(QStringLiteral("Step %1 of %2").arg(m_done).arg(kSteps));
        if (m_done == kSteps) {
            m_timer.stop();
            setVerdict(verdictHeadline(runPrediction().toInt() == kAnswer).toHtmlEscaped());
            endRun(false, {}, QStringLiteral("Done."));
        }
    }
    void fail(const QString &why)
    {
        m_timer.stop();
        endRun(false, why, QStringLiteral("Failed: %1").arg(why));
    }
    bool hasResult() const override { return resultWorthShowing; }

protected:
    bool start(QString *error) override
    {
        if (refuseNext)
            return refuse(error, QStringLiteral("no fake device"),
                          QStringLiteral("Cannot measure: no fake device"));
        m_done = 0;
        m_stopping = false;
        beginRun(QStringLiteral("Starting the fake"));
        if (autoRun || neverEnds)
            m_timer.start();
        return true;
    }
    void stop() override
    {
        ++stopCalls;
        m_stopping = true; // the runner answers at its next check
    }
    void rebuild() override
    {
        ++rebuilds;
        clearChart();
        auto *axis = new QValueAxis;
        styleAxis(axis);
        frame()->chart()->addAxis(axis, Qt::AlignBottom);
    }

private:
    QSpinBox *m_repeats = nullptr;
    QComboBox *m_device = nullptr;
    QSlider *m_zoom = nullptr;
    QComboBox *m_prediction = nullptr;
    QTimer m_timer;
    int m_done = 0;
    bool m_stopping = false;
};

void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
    }
}

} // namespace

class TestMeasurementLab : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void idleBeforeTheFirstRun();
    void runLocksTheControls();
    void progressAndStatusFollowTheRun();
    void cancelEndsCancelled();
    void progressShownFromTheFirstRun();
    void failureIsReported();
    void refusedRunChangesNothing();
    void runAndWaitReturns();
    void verdictComparesWithThePrediction();
    void everyControlHasAnAccessibleName();
    void styleReachesTheChart();
    void controlsWrapOnANarrowPage();

private:
    FakeLab *m_lab = nullptr;
};

void TestMeasurementLab::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    m_lab = new FakeLab;
    m_lab->resize(900, 600);
    m_lab->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_lab));
    m_lab->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_lab));
}

void TestMeasurementLab::cleanup()
{
    delete m_lab;
    m_lab = nullptr;
}

void TestMeasurementLab::idleBeforeTheFirstRun()
{
    QVERIFY(!m_lab->isRunning());
    QVERIFY(m_lab->runButton()->isEnabled());
    QVERIFY(!m_lab->cancelButton()->isEnabled());
    QCOMPARE(m_lab->progressBar()->value(), 0);
    QVERIFY(m_lab->frame());
    QCOMPARE(m_lab->predictionField(), m_lab->prediction());
    QVERIFY(!m_lab->verdictLabel()->isVisible()); // nothing to say yet
    // The set-up fields, then the prediction, then Run and Cancel, in the row's order.
    QVERIFY(m_lab->repeats()->mapTo(m_lab, QPoint()).y() <=
            m_lab->runButton()->mapTo(m_lab, QPoint()).y());
    QCOMPARE(m_lab->cancelButton()->text(), QStringLiteral("Ca&ncel"));
}

// No empty bar before anything ran (it read as a box to type in), but its place kept: Run and
// Cancel do not move when it appears.
void TestMeasurementLab::progressShownFromTheFirstRun()
{
    QVERIFY(m_lab->progressBar()->isHidden());
    const QPoint cancelAt = m_lab->cancelButton()->mapTo(m_lab, QPoint());
    const QSize size = m_lab->size();
    QVERIFY(m_lab->run());
    QVERIFY(!m_lab->progressBar()->isHidden());
    QCoreApplication::processEvents();
    QCOMPARE(m_lab->cancelButton()->mapTo(m_lab, QPoint()), cancelAt);
    QCOMPARE(m_lab->size(), size);
    m_lab->cancel();
    QVERIFY(!m_lab->progressBar()->isHidden()); // where the last run got to, from now on
}

void TestMeasurementLab::runLocksTheControls()
{
    QSignalSpy finished(m_lab, &MeasurementLab::finished);
    m_lab->runButton()->setFocus();
    QTRY_VERIFY(m_lab->runButton()->hasFocus());
    QTest::keyClick(m_lab->runButton(), Qt::Key_Space);
    QVERIFY(m_lab->isRunning());
    QVERIFY(!m_lab->runButton()->isEnabled());
    QVERIFY(m_lab->cancelButton()->isEnabled());
    QVERIFY(m_lab->cancelButton()->hasFocus()); // the keyboard user can cancel at once
    QCOMPARE(m_lab->statusLabel()->text(), QStringLiteral("Starting the fake"));
    // The set-up the run read and the prediction are locked; the lab's own view is not.
    QVERIFY(!m_lab->repeats()->isEnabled());
    QVERIFY(!m_lab->prediction()->isEnabled());
    QVERIFY(m_lab->zoom()->isEnabled());
    // One run at a time: a second is refused and says so.
    QString error;
    QVERIFY(!m_lab->run(&error));
    QVERIFY(error.contains("already running"));
    QVERIFY(m_lab->isRunning());
    QCOMPARE(m_lab->statusLabel()->text(), QStringLiteral("Starting the fake")); // still true
    for (int i = 0; i < FakeLab::kSteps; ++i)
        m_lab->step();
    QVERIFY(!m_lab->isRunning());
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QVERIFY(m_lab->runButton()->isEnabled());
    QVERIFY(!m_lab->cancelButton()->isEnabled());
    QVERIFY(m_lab->runButton()->hasFocus()); // focus back where it was
    QVERIFY(m_lab->repeats()->isEnabled());
    QVERIFY(m_lab->prediction()->isEnabled());
    QVERIFY(!m_lab->device()->isEnabled()); // the lab had disabled it: it stays so
    QVERIFY(!m_lab->lastRunCancelled());
    QVERIFY(m_lab->lastError().isEmpty());
}

void TestMeasurementLab::progressAndStatusFollowTheRun()
{
    const int rebuildsBefore = m_lab->rebuilds;
    QVERIFY(m_lab->run());
    QCOMPARE(m_lab->progressBar()->value(), 0);
    m_lab->step();
    QCOMPARE(m_lab->progressBar()->value(), m_lab->progressBar()->maximum() / FakeLab::kSteps);
    QCOMPARE(m_lab->statusLabel()->text(), QStringLiteral("Step 1 of 4"));
    m_lab->step();
    QCOMPARE(m_lab->progressBar()->value(), m_lab->progressBar()->maximum() / 2);
    m_lab->step();
    m_lab->step();
    QCOMPARE(m_lab->progressBar()->value(), m_lab->progressBar()->maximum());
    QCOMPARE(m_lab->statusLabel()->text(), QStringLiteral("Done."));
    QVERIFY(m_lab->rebuilds > rebuildsBefore); // the chart is redrawn when a run ends
}

void TestMeasurementLab::cancelEndsCancelled()
{
    QSignalSpy finished(m_lab, &MeasurementLab::finished);
    QVERIFY(m_lab->run());
    m_lab->step();
    const int reached = m_lab->progressBar()->value();
    QTest::keyClick(m_lab->cancelButton(), Qt::Key_Space);
    QCOMPARE(m_lab->stopCalls, 1);
    QVERIFY(m_lab->statusLabel()->text().startsWith("Cancelling"));
    QVERIFY(m_lab->isRunning()); // until the runner answers
    m_lab->cancel();             // asking twice asks the runner once
    QCOMPARE(m_lab->stopCalls, 1);
    m_lab->step(); // the runner stops at its next check
    QVERIFY(!m_lab->isRunning());
    QVERIFY(m_lab->lastRunCancelled());
    QVERIFY(m_lab->lastError().isEmpty());
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QCOMPARE(m_lab->statusLabel()->text(), QStringLiteral("Cancelled after 1 steps."));
    QCOMPARE(m_lab->progressBar()->value(), reached); // not full: it did not finish
    QVERIFY(m_lab->runButton()->isEnabled());
    QVERIFY(!m_lab->cancelButton()->isEnabled());
    // Cancel when nothing runs does nothing.
    m_lab->cancel();
    QCOMPARE(m_lab->stopCalls, 1);
    // The next run starts clean.
    QVERIFY(m_lab->run());
    QVERIFY(!m_lab->lastRunCancelled());
}

void TestMeasurementLab::failureIsReported()
{
    QVERIFY(m_lab->run());
    m_lab->step();
    m_lab->fail(QStringLiteral("the fake engine stopped"));
    QVERIFY(!m_lab->isRunning());
    QVERIFY(!m_lab->lastRunCancelled());
    QCOMPARE(m_lab->lastError(), QStringLiteral("the fake engine stopped"));
    QVERIFY(m_lab->statusLabel()->text().contains("the fake engine stopped"));
    QVERIFY(m_lab->progressBar()->value() < m_lab->progressBar()->maximum());
    QVERIFY(m_lab->runButton()->isEnabled());
}

void TestMeasurementLab::refusedRunChangesNothing()
{
    QSignalSpy finished(m_lab, &MeasurementLab::finished);
    m_lab->refuseNext = true;
    QString error;
    QVERIFY(!m_lab->run(&error));
    QCOMPARE(error, QStringLiteral("no fake device"));
    QCOMPARE(m_lab->statusLabel()->text(), QStringLiteral("Cannot measure: no fake device"));
    QVERIFY(!m_lab->isRunning());
    QVERIFY(m_lab->runButton()->isEnabled());
    QVERIFY(!m_lab->cancelButton()->isEnabled());
    QVERIFY(m_lab->repeats()->isEnabled());
    QCOMPARE(finished.count(), 0);
    // The button says it too.
    QTest::keyClick(m_lab->runButton(), Qt::Key_Space);
    QCOMPARE(m_lab->statusLabel()->text(), QStringLiteral("Cannot measure: no fake device"));
    QVERIFY(!m_lab->runAndWait(1000));
}

void TestMeasurementLab::runAndWaitReturns()
{
    QSignalSpy finished(m_lab, &MeasurementLab::finished);
    m_lab->autoRun = true;
    QVERIFY(m_lab->runAndWait(10000));
    QCOMPARE(finished.count(), 1);
    QVERIFY(!m_lab->isRunning());
    QCOMPARE(m_lab->progressBar()->value(), m_lab->progressBar()->maximum());
    // A run that completes without a result worth showing is not a success.
    m_lab->resultWorthShowing = false;
    QVERIFY(!m_lab->runAndWait(10000));
    m_lab->resultWorthShowing = true;
    // Past its timeout, it cancels and waits for the run to end.
    m_lab->neverEnds = true;
    QElapsedTimer clock;
    clock.start();
    QVERIFY(!m_lab->runAndWait(200));
    QVERIFY(clock.elapsed() < 5000);
    QVERIFY(!m_lab->isRunning());
    QVERIFY(m_lab->lastRunCancelled());
    QCOMPARE(m_lab->stopCalls, 1);
}

void TestMeasurementLab::verdictComparesWithThePrediction()
{
    QLabel *verdict = m_lab->verdictLabel();
    // Right: the prediction made before Run, even if the list changes while it runs.
    m_lab->prediction()->setCurrentIndex(m_lab->prediction()->findData(FakeLab::kAnswer));
    QVERIFY(m_lab->run());
    QVERIFY(verdict->isVisible());
    QVERIFY2(verdict->text().contains("Your prediction: answer 2"), qPrintable(verdict->text()));
    m_lab->prediction()->setCurrentIndex(m_lab->prediction()->findData(3));
    for (int i = 0; i < FakeLab::kSteps; ++i)
        m_lab->step();
    QVERIFY2(verdict->text().contains("Right"), qPrintable(verdict->text()));
    // Wrong: it says what was predicted.
    QVERIFY(m_lab->run());
    for (int i = 0; i < FakeLab::kSteps; ++i)
        m_lab->step();
    QVERIFY2(verdict->text().contains("Not this time: you said answer 3"),
             qPrintable(verdict->text()));
    // None made.
    m_lab->prediction()->setCurrentIndex(0);
    QVERIFY(m_lab->run());
    QVERIFY2(verdict->text().contains("No prediction this time"), qPrintable(verdict->text()));
    for (int i = 0; i < FakeLab::kSteps; ++i)
        m_lab->step();
    QVERIFY2(verdict->text().contains("No prediction this time"), qPrintable(verdict->text()));
    QVERIFY(verdict->isVisible());
}

void TestMeasurementLab::everyControlHasAnAccessibleName()
{
    const QList<QWidget *> controls{
        m_lab->runButton(),   m_lab->cancelButton(), m_lab->progressBar(),
        m_lab->statusLabel(), m_lab->verdictLabel(), m_lab->repeats(),
        m_lab->device(),      m_lab->zoom(),         m_lab->prediction()};
    for (QWidget *control : controls)
        QVERIFY2(!control->accessibleName().isEmpty(), control->metaObject()->className());
    // A field without a name of its own is named by its label (no mnemonic, no colon).
    QCOMPARE(m_lab->repeats()->accessibleName(), QStringLiteral("Repeats"));
    QCOMPARE(m_lab->prediction()->accessibleName(),
             QStringLiteral("Your prediction of the answer"));
    QCOMPARE(m_lab->runButton()->accessibleName(), QStringLiteral("Measure the fake"));
    // And every control without text of its own, anywhere in the lab (a scroll bar is its
    // view's).
    for (QWidget *widget : m_lab->findChildren<QWidget *>()) {
        const bool textless =
            qobject_cast<QComboBox *>(widget) || qobject_cast<QAbstractSpinBox *>(widget) ||
            qobject_cast<QSlider *>(widget) || qobject_cast<QProgressBar *>(widget);
        if (textless)
            QVERIFY2(!widget->accessibleName().isEmpty(), widget->metaObject()->className());
    }
}

void TestMeasurementLab::styleReachesTheChart()
{
    const SceneStyle dark = SceneStyle::highContrastDark();
    m_lab->setSceneStyle(dark);
    QCOMPARE(m_lab->sceneStyle().background, dark.background);
    QChart *chart = m_lab->frame()->chart();
    QCOMPARE(chart->backgroundBrush().color(), dark.background);
    QCOMPARE(chart->axes().size(), 1); // rebuilt once, not added to
    QCOMPARE(chart->axes().first()->labelsBrush().color(), dark.foreground);
    m_lab->setSceneStyle(SceneStyle::light());
    QCOMPARE(chart->backgroundBrush().color(), SceneStyle::light().background);
    QCOMPARE(chart->axes().size(), 1);
}

void TestMeasurementLab::controlsWrapOnANarrowPage()
{
    // As in a lesson's tab at 1024 × 768 and 150 %: the row of controls wraps, nothing leaves
    // the page and the lab does not ask to be wider than it.
    QFont large = m_lab->font();
    large.setPointSizeF(large.pointSizeF() * 1.5);
    m_lab->setFont(large);
    const int narrow = 360;
    QVERIFY2(m_lab->minimumSizeHint().width() <= narrow,
             qPrintable(QString::number(m_lab->minimumSizeHint().width())));
    m_lab->resize(narrow, 900);
    settle();
    for (QWidget *control : QList<QWidget *>{m_lab->runButton(), m_lab->cancelButton(),
                                             m_lab->repeats(), m_lab->prediction()}) {
        const QRect box(control->mapTo(m_lab, QPoint()), control->size());
        QVERIFY2(m_lab->rect().contains(box), control->metaObject()->className());
    }
    // Wrapped: Run is on a lower line than the first field.
    QVERIFY(m_lab->runButton()->mapTo(m_lab, QPoint()).y() >
            m_lab->repeats()->mapTo(m_lab, QPoint()).y());
}

QTEST_MAIN(TestMeasurementLab)
#include "tst_measurementlab.moc"
