// SimulationView on the offscreen platform, where it must choose the fallback view: keyboard
// controls, beats, the animation timer (runs only while playing and shown), the Qt buttons,
// accessibility, throttled notifications and presets applied to a live model.
#include "testsimulation.h"
#include "widgets/fallbackcanvas.h"
#include "widgets/simulationview.h"

#include <QApplication>
#include <QFontInfo>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using gpulab::SimClock;
using gpulab::SimulationView;
using gpulab::test::WalkModel;
using gpulab::test::WalkScene;

namespace {

std::unique_ptr<SimulationView> makeView(quint64 seed = 5)
{
    auto model = std::make_unique<WalkModel>();
    model->reset(seed);
    auto view = std::make_unique<SimulationView>(std::move(model), std::make_unique<WalkScene>());
    view->resize(640, 400);
    return view;
}

const WalkModel &walk(const SimulationView &view)
{
    return static_cast<const WalkModel &>(view.model());
}

} // namespace

class TestSimulationView : public QObject
{
    Q_OBJECT

private slots:
    // Any Qt warning fails the test, except one: the offscreen platform says "This plugin does
    // not support propagateSizeHints()" whenever a top-level window with a layout is shown. It
    // is about the platform plugin, not our code, and it cannot be avoided there.
    void init()
    {
        QTest::failOnWarning(QRegularExpression(
            QStringLiteral("^(?!This plugin does not support propagateSizeHints\\(\\)$).*")));
    }

    void usesTheFallbackOffscreen()
    {
        QCOMPARE(QGuiApplication::platformName(), QStringLiteral("offscreen"));
        QVERIFY(!SimulationView::openGLAvailable());
        auto view = makeView();
        QVERIFY(!view->usesOpenGL());
        QVERIFY(view->fallbackCanvas());
        QVERIFY(!view->glCanvas());
        auto *notice = view->findChild<QLabel *>(QStringLiteral("openGLUnavailableNotice"));
        QVERIFY(notice);
        QVERIFY(notice->text().contains(QStringLiteral("OpenGL")));
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        // The fallback paints the scene: the particle field is not the background colour.
        const QImage image = view->fallbackCanvas()->sceneArea()->grab().toImage();
        QVERIFY(!image.isNull());
        QCOMPARE(image.pixelColor(image.width() - 5, 5), view->sceneStyle().surface);
        QCOMPARE(image.pixelColor(5, 5), view->sceneStyle().background);
    }

    // The plain canvas keeps the picture at least kMinScenePictureEms lines tall: its notice,
    // buttons and status fold behind one Controls button where they would leave less, and when
    // presenting; the button unfolds them, and a larger canvas unfolds them again.
    void plainCanvasFoldsWhereCramped()
    {
        auto view = makeView();
        gpulab::FallbackCanvas *canvas = view->fallbackCanvas();
        QVERIFY(canvas);
        auto *controls = view->findChild<QToolButton *>(QStringLiteral("controlsButton"));
        auto *play = view->findChild<QPushButton *>(QStringLiteral("playButton"));
        auto *setup = view->findChild<QPushButton *>(QStringLiteral("setupButton"));
        QVERIFY(controls && play && setup);
        const int text = QFontInfo(view->sceneStyle().font).pixelSize();
        const auto pictureLines = [&] { return canvas->sceneArea()->height() / double(text); };

        view->resize(640, 480);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        QTRY_VERIFY(!canvas->isFolded());
        QVERIFY(play->isVisible() && !controls->isVisible());
        QVERIFY(pictureLines() >= SimulationView::kMinScenePictureEms);

        view->resize(SimulationView::kMinimumWidth, SimulationView::kMinimumHeight);
        QTRY_VERIFY(canvas->isFolded());
        QVERIFY(!play->isVisible() && controls->isVisible());
        QVERIFY2(pictureLines() >= SimulationView::kMinScenePictureEms,
                 qPrintable(QString::number(pictureLines())));
        controls->click(); // unfolds by hand: the buttons come back
        QVERIFY(play->isVisible());
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(view->isPlaying());
        view->pause();

        view->resize(640, 480);
        QTRY_VERIFY(!canvas->isFolded());
        QVERIFY(play->isVisible() && !controls->isVisible());
        view->setPresenting(true);
        QVERIFY(canvas->isFolded());
        QVERIFY(!play->isVisible() && controls->isVisible());
        QVERIFY(!view->findChild<QLabel *>(QStringLiteral("openGLUnavailableNotice"))->isVisible());
        view->setPresenting(false);
        QVERIFY(!canvas->isFolded());
        QVERIFY(play->isVisible());

        // Set-up… asks the window for the parameters form.
        QSignalSpy asked(view.get(), &SimulationView::parametersRequested);
        setup->click();
        QCOMPARE(asked.count(), 1);
    }

    void keyboardControls()
    {
        auto view = makeView();
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        QSignalSpy changed(view.get(), &SimulationView::stateChanged);

        QTest::keyClick(view.get(), Qt::Key_Space);
        QVERIFY(view->isPlaying());
        QTest::keyClick(view.get(), Qt::Key_Space);
        QVERIFY(!view->isPlaying());
        QTest::keyClick(view.get(), Qt::Key_K);
        QVERIFY(view->isPlaying());
        QTest::keyClick(view.get(), Qt::Key_K);
        QVERIFY(!view->isPlaying());
        QCOMPARE(changed.count(), 4);

        const long long before = view->stepsTaken();
        QTest::keyClick(view.get(), Qt::Key_S);
        QCOMPARE(view->stepsTaken(), before + 1);
        QTest::keyClick(view.get(), Qt::Key_Period);
        QCOMPARE(view->stepsTaken(), before + 2);
        QCOMPARE(view->model().timeSeconds(), 2 * SimClock::kStepSeconds);

        QTest::keyClick(view.get(), Qt::Key_BracketRight);
        QCOMPARE(view->speed(), 2.0);
        QTest::keyClick(view.get(), Qt::Key_Plus);
        QCOMPARE(view->speed(), 4.0);
        QTest::keyClick(view.get(), Qt::Key_BracketLeft);
        QCOMPARE(view->speed(), 2.0);
        QTest::keyClick(view.get(), Qt::Key_Minus);
        QCOMPARE(view->speed(), 1.0);
        // Ctrl+Minus is the application's zoom, not ours.
        QTest::keyClick(view.get(), Qt::Key_Minus, Qt::ControlModifier);
        QCOMPARE(view->speed(), 1.0);
        // The presenter's keys pass through untouched.
        QTest::keyClick(view.get(), Qt::Key_PageDown);
        QTest::keyClick(view.get(), Qt::Key_Right);
        QCOMPARE(view->model().beat(), 0);

        const QJsonObject initial = [] {
            WalkModel fresh;
            fresh.reset(5);
            return fresh.state();
        }();
        QVERIFY(view->model().state() != initial);
        QTest::keyClick(view.get(), Qt::Key_R);
        QCOMPARE(view->stepsTaken(), 0);
        QCOMPARE(view->model().state(), initial);

        QTest::keyClick(view.get(), Qt::Key_N);
        QCOMPARE(view->model().beat(), 1);
        QTest::keyClick(view.get(), Qt::Key_P);
        QCOMPARE(view->model().beat(), 0);
    }

    void beatsReportTheEnds()
    {
        auto view = makeView();
        QSignalSpy changed(view.get(), &SimulationView::stateChanged);
        QVERIFY(!view->previousBeat());
        QCOMPARE(changed.count(), 0);
        view->runSteps(30);
        QVERIFY(view->nextBeat());
        QCOMPARE(view->model().beat(), 1);
        QCOMPARE(view->model().timeSeconds(), 0.0); // a beat starts at time 0
        QCOMPARE(view->stepsTaken(), 0);
        QVERIFY(view->nextBeat());
        QCOMPARE(view->model().beat(), 2);
        QVERIFY(!view->nextBeat());
        QCOMPARE(view->model().beat(), 2);
        QVERIFY(view->previousBeat());
        QVERIFY(view->previousBeat());
        QVERIFY(!view->previousBeat());
        QCOMPARE(view->model().beat(), 0);
        QCOMPARE(changed.count(), 5); // runSteps + four beat changes
    }

    void animatesOnlyWhilePlayingAndShown()
    {
        auto view = makeView();
        QVERIFY(!view->isAnimating());
        view->play(); // playing but not shown yet
        QVERIFY(!view->isAnimating());
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        QVERIFY(view->isAnimating());
        QTRY_VERIFY(view->stepsTaken() > 5);
        for (double dt : walk(*view).stepSizes())
            QCOMPARE(dt, SimClock::kStepSeconds); // real frame times never reach the model
        view->pause();
        QVERIFY(!view->isAnimating());
        const long long paused = view->stepsTaken();
        QTest::qWait(100);
        QCOMPARE(view->stepsTaken(), paused);

        view->play();
        QVERIFY(view->isAnimating());
        view->hide();
        QVERIFY(!view->isAnimating());
        QVERIFY(view->isPlaying()); // still "playing": it goes on when shown again
        const long long hidden = view->stepsTaken();
        QTest::qWait(100);
        QCOMPARE(view->stepsTaken(), hidden);
        view->show();
        QVERIFY(view->isAnimating());

        // A parent that hides also stops it.
        QWidget window;
        view->setParent(&window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        view->show();
        QVERIFY(view->isAnimating());
        window.hide();
        QVERIFY(!view->isAnimating());
        view->setParent(nullptr);
    }

    void stopsWhenTheModelFinishes()
    {
        auto view = makeView();
        QString error;
        QVERIFY2(view->setParameters(
                     {{QStringLiteral("speed"), 0.5}, {QStringLiteral("duration"), 0.2}}, &error),
                 qPrintable(error));
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        view->setSpeed(4);
        view->play();
        QTRY_VERIFY(view->model().finished());
        QTRY_VERIFY(!view->isAnimating());
        QVERIFY(!view->isPlaying());
        // Play at the end plays the beat again.
        view->play();
        QVERIFY(view->isPlaying());
        QVERIFY(view->isAnimating());
        QVERIFY(view->model().timeSeconds() < 0.2);
    }

    void timeNotificationsAreThrottled()
    {
        auto view = makeView();
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        QSignalSpy changed(view.get(), &SimulationView::stateChanged);
        view->setSpeed(4);
        changed.clear();
        view->play();
        QTest::qWait(600);
        view->pause();
        // About 36 frames; time-only notifications at most every 250 ms: play, 2 ticks, pause.
        QVERIFY2(view->stepsTaken() > 20, qPrintable(QString::number(view->stepsTaken())));
        QVERIFY2(changed.count() >= 2 && changed.count() <= 5,
                 qPrintable(QString::number(changed.count())));
    }

    void fallbackButtonsDriveTheView()
    {
        auto view = makeView();
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        const auto button = [&](const char *name) {
            auto *b = view->findChild<QPushButton *>(QLatin1String(name));
            if (!b)
                qFatal("no button %s", name);
            return b;
        };
        for (const char *name : {"playButton", "stepButton", "slowerButton", "fasterButton",
                                 "resetButton", "previousBeatButton", "nextBeatButton"})
            QVERIFY2(!button(name)->accessibleName().isEmpty(), name);

        QTest::mouseClick(button("playButton"), Qt::LeftButton);
        QVERIFY(view->isPlaying());
        QCOMPARE(button("playButton")->text(), QStringLiteral("Pause"));
        QTest::mouseClick(button("playButton"), Qt::LeftButton);
        QVERIFY(!view->isPlaying());
        QCOMPARE(button("playButton")->accessibleName(), QStringLiteral("Play"));

        view->reset();
        QTest::mouseClick(button("stepButton"), Qt::LeftButton);
        QCOMPARE(view->stepsTaken(), 1);
        QTest::mouseClick(button("fasterButton"), Qt::LeftButton);
        QCOMPARE(view->speed(), 2.0);
        QTest::mouseClick(button("fasterButton"), Qt::LeftButton);
        QVERIFY(!button("fasterButton")->isEnabled());
        QTest::mouseClick(button("slowerButton"), Qt::LeftButton);
        QCOMPARE(view->speed(), 2.0);
        QTest::mouseClick(button("resetButton"), Qt::LeftButton);
        QCOMPARE(view->stepsTaken(), 0);
        QVERIFY(!button("previousBeatButton")->isEnabled());
        QTest::mouseClick(button("nextBeatButton"), Qt::LeftButton);
        QCOMPARE(view->model().beat(), 1);
        QTest::mouseClick(button("nextBeatButton"), Qt::LeftButton);
        QCOMPARE(view->model().beat(), 2);
        QVERIFY(!button("nextBeatButton")->isEnabled());
        QTest::mouseClick(button("previousBeatButton"), Qt::LeftButton);
        QCOMPARE(view->model().beat(), 1);
        auto *status = view->findChild<QLabel *>(QStringLiteral("simulationStatus"));
        QVERIFY(status);
        QVERIFY2(status->text().contains(QStringLiteral("2 / 3")), qPrintable(status->text()));
        // Clicking a button leaves the keyboard focus on the view, so its keys keep working.
        view->setFocus();
        QTest::mouseClick(button("stepButton"), Qt::LeftButton);
        QVERIFY(!button("stepButton")->hasFocus());
    }

    void accessibleNameAndDescription()
    {
        auto view = makeView();
        QCOMPARE(view->accessibleName(), QStringLiteral("Simulation"));
        QVERIFY(view->accessibleDescription().contains(QStringLiteral("1 walkers")));
        QVERIFY(view->accessibleDescription().contains(QStringLiteral("Space")));
        QCOMPARE(view->focusPolicy(), Qt::StrongFocus);

        // (The DescriptionChanged event itself reaches only an active screen-reader bridge,
        // which no test platform has.)
        view->nextBeat();
        QVERIFY(view->accessibleDescription().contains(QStringLiteral("4 walkers")));
        view->play();
        QVERIFY(view->accessibleDescription().contains(QStringLiteral("Playing")));
    }

    void presetRoundTrip()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("preset.json"));

        auto view = makeView(0xFEDCBA9876543210ull);
        QString error;
        QVERIFY(view->setParameters(
            {{QStringLiteral("speed"), 1.25}, {QStringLiteral("duration"), 0}}, &error));
        view->nextBeat();
        view->runSteps(77);
        view->setSpeed(0.5);
        const QJsonObject state = view->model().state();
        const QJsonObject parameters = view->model().parameters();
        const double time = view->model().timeSeconds();
        QVERIFY2(view->savePreset(path, &error), qPrintable(error));

        // Change everything.
        view->setSpeed(4);
        view->model().reset(1);
        view->setParameters({{QStringLiteral("speed"), 3.0}, {QStringLiteral("duration"), 9.0}},
                            &error);
        view->nextBeat();
        view->runSteps(5);
        view->play();
        QVERIFY(view->model().state() != state);

        QVERIFY2(view->loadPreset(path, &error), qPrintable(error));
        QCOMPARE(view->model().state(), state);
        QCOMPARE(view->model().parameters(), parameters);
        QCOMPARE(view->model().timeSeconds(), time);
        QCOMPARE(view->model().beat(), 1);
        QCOMPARE(view->model().seed(), 0xFEDCBA9876543210ull);
        QCOMPARE(view->stepsTaken(), 77);
        QCOMPARE(view->speed(), 0.5);
        QVERIFY(!view->isPlaying());
        // And the run goes on exactly as the original would have.
        WalkModel reference;
        reference.setParameters(parameters, nullptr);
        reference.reset(0xFEDCBA9876543210ull);
        reference.setBeat(1);
        for (int i = 0; i < 77 + 10; ++i)
            reference.step(SimClock::kStepSeconds);
        view->runSteps(10);
        QCOMPARE(view->model().state(), reference.state());
    }

    void presetRejectsBadFilesAndChangesNothing_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QString>("mentions");
        const auto preset = [](const char *key, const QJsonValue &value) {
            QJsonObject object{
                {QStringLiteral("format"), "gpulab-simulation-preset"},
                {QStringLiteral("version"), 1},
                {QStringLiteral("simulation"), "test-walk"},
                {QStringLiteral("seed"), "99"},
                {QStringLiteral("parameters"),
                 QJsonObject{{QStringLiteral("speed"), 2.0}, {QStringLiteral("duration"), 0}}},
                {QStringLiteral("beat"), 2},
                {QStringLiteral("steps"), 10},
                {QStringLiteral("speed"), 2}};
            if (value.isUndefined())
                object.remove(QLatin1String(key));
            else
                object.insert(QLatin1String(key), value);
            return QJsonDocument(object).toJson();
        };
        QTest::newRow("valid control") << preset("beat", 2) << QString();
        QTest::newRow("bad json") << QByteArray("{ nope") << "JSON";
        QTest::newRow("wrong format") << preset("format", "gpulab-lesson") << "format";
        QTest::newRow("other simulation") << preset("simulation", "workers") << "workers";
        QTest::newRow("missing steps") << preset("steps", QJsonValue::Undefined) << "steps";
        QTest::newRow("missing parameters")
            << preset("parameters", QJsonValue::Undefined) << "parameters";
        QTest::newRow("beat out of range") << preset("beat", 3) << "beat";
        QTest::newRow("parameters rejected by the model")
            << preset("parameters", QJsonObject{{QStringLiteral("speed"), -1}}) << "speed";
        QTest::newRow("seed as number") << preset("seed", 99) << "seed";
    }

    void presetRejectsBadFilesAndChangesNothing()
    {
        QFETCH(QByteArray, contents);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(contents);
        file.close();

        auto view = makeView(1234);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        view->runSteps(12);
        view->setSpeed(0.25);
        view->play();
        // No event loop runs from here to the checks, so nothing but loadPreset() can change it.
        const QJsonObject state = view->model().state();
        const QJsonObject parameters = view->model().parameters();

        QString error;
        const bool loaded = view->loadPreset(path, &error);
        if (mentions.isEmpty()) {
            QVERIFY2(loaded, qPrintable(error)); // the control row: the file itself is fine
            QCOMPARE(view->model().beat(), 2);
            QVERIFY(!view->isPlaying());
            return;
        }
        QVERIFY(!loaded);
        QVERIFY2(error.contains(mentions, Qt::CaseInsensitive), qPrintable(error));
        QCOMPARE(view->model().state(), state);
        QCOMPARE(view->model().parameters(), parameters);
        QCOMPARE(view->model().seed(), 1234u);
        QCOMPARE(view->stepsTaken(), 12);
        QCOMPARE(view->speed(), 0.25);
        QVERIFY(view->isPlaying());
    }
};

int main(int argc, char **argv)
{
    // This suite is the no-OpenGL path: make sure of the platform even when run by hand.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    TestSimulationView test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_simulationview.moc"
