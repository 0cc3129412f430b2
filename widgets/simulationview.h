// SimulationView: the one widget lessons use to show a simulation. It owns the model, the scene
// and the SimClock, and shows them in the OpenGL canvas (scene + ImGui time controls, GLCanvas) or,
// where OpenGL is unavailable, in the plain-QPainter FallbackCanvas with ordinary Qt buttons.
//
// Time: one QTimer drives the animation, and it runs only while the simulation plays, the view is
// shown and the model is not finished(); paused, hidden or finished means no timer and no CPU.
// Real elapsed time (QElapsedTimer) goes through SimClock, so the model only ever sees fixed steps.
//
// State and presets: the model's state is always a function of (seed, parameters, beat, steps
// since the beat began). Changing the beat, reset() and setParameters() therefore restart the
// current beat from time 0 (model.reset(seed), then setBeat(beat): always, beat 0 too, so that
// a beat entered from any other gives the same state). A preset saves exactly those
// and loading one replays the steps, so the picture comes back bit for bit. A caller that changes
// the model behind the view's back (model().step(), model().setParameters()) breaks that
// guarantee; call setParameters() here instead, and refresh() after other direct changes.
//
// Keyboard (when the view has focus; never PageUp/PageDown/Left/Right, which belong to the
// presenter, and never with Ctrl, Alt or Meta held):
//   Space or K        play / pause
//   S or .            one step (1/60 s of simulated time)
//   [ or -            slower (0.25×, 0.5×, 1×, 2×, 4×)
//   ] or + or =       faster
//   R                 reset: back to time 0 of the current beat
//   N / P             next / previous beat
// Keys go to the ImGui overlay first while one of its text fields has the keyboard.
#pragma once

#include "widgets/keytable.h"

#include "lessons/framework/simulationmodel.h"
#include "widgets/simclock.h"
#include "widgets/simulationpreset.h"
#include "widgets/simulationscene.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>
#include <memory>

class QKeyEvent;
class QPainter;

namespace gpulab {

class FallbackCanvas;
class GLCanvas;

class SimulationView : public QWidget
{
    Q_OBJECT

public:
    // Beside a lesson's text the simulation keeps at least this share of the panel's width and
    // kMinimumWidth px (LessonPanel holds it to that; the layout test checks it).
    static constexpr double kMinimumShare = 0.45;
    static constexpr int kMinimumWidth = 320;
    static constexpr int kMinimumHeight = 240;
    // Below this height (in lines of the scene's text) a scene's picture cannot hold its labels:
    // either canvas folds its time controls away (the OpenGL overlay to its title bar, the plain
    // canvas's buttons behind one button) where they would leave less, as when presenting.
    static constexpr qreal kMinScenePictureEms = 9;

    // What a key does to the simulation while it has the focus (the table above); None for the
    // keys it leaves to the application. Public for the documentation's key check.
    enum class KeyAction { None, TogglePlay, Step, Slower, Faster, Reset, NextBeat, PreviousBeat };
    static KeyAction keyAction(const QKeyEvent *event);
    // Those keys from the same table: for Help › Keyboard Shortcuts (named: "Simulation (when it
    // has focus): one step"), or just what each does ("one step").
    static QList<KeyHelpRow> keyRows(bool named = true);

    SimulationView(std::unique_ptr<SimulationModel> model, std::unique_ptr<SimulationScene> scene,
                   QWidget *parent = nullptr);
    ~SimulationView() override;

    // What OpenGL this process has, probed once (needs a QGuiApplication): unavailable on the
    // offscreen and minimal platforms (QOpenGLWidget crashes there on Qt 6.4), when a test
    // context cannot be created and made current, or when GPULAB_NO_OPENGL=1; otherwise its
    // GL_RENDERER and whether that is a software rasteriser.
    struct OpenGLInfo
    {
        bool available = false;
        QString renderer;
        bool software = false;
    };
    static const OpenGLInfo &openGLInfo();
    static bool openGLAvailable() { return openGLInfo().available; }
    // llvmpipe, softpipe, SwiftShader, "GDI Generic"…: OpenGL drawn by the CPU.
    static bool isSoftwareRenderer(const QString &renderer);
    // Known without loading OpenGL that it could only run in software: an X server with no
    // direct rendering (no DRI3, DRI2 or NVIDIA GLX: Xvfb, Xvnc, ssh -X), LIBGL_ALWAYS_SOFTWARE=1
    // or GALLIUM_DRIVER=llvmpipe/softpipe. Asked once per process.
    static bool softwareOnlyDisplay();

    // How simulations are drawn (View › Simulation Drawing; applies to views created afterwards).
    // Automatic: the OpenGL canvas with its Dear ImGui overlay where OpenGL runs on a GPU, the
    // plain canvas where the only OpenGL is a software rasteriser. There OpenGL draws nothing the
    // plain canvas cannot, and costs about 100 MiB (Mesa's llvmpipe maps LLVM to compile its
    // shaders) and the CPU time of compositing the whole window through it.
    enum class Drawing { Automatic, OpenGL, Plain };
    static void setDrawing(Drawing drawing);
    static Drawing drawing();
    // drawing() after the environment: GPULAB_NO_OPENGL=1 → Plain, GPULAB_OPENGL=1 → OpenGL.
    static Drawing effectiveDrawing();
    // Whether a view created now uses the OpenGL canvas.
    static bool drawsWithOpenGL();
    bool usesOpenGL() const { return m_glCanvas != nullptr; }

    SimulationModel &model() { return *m_model; }
    const SimulationModel &model() const { return *m_model; }
    SimulationScene &scene() { return *m_scene; }
    const SimulationScene &scene() const { return *m_scene; }
    const SimClock &clock() const { return m_clock; }

    const SceneStyle &sceneStyle() const { return m_style; }
    void setSceneStyle(const SceneStyle &style);
    // Presenting: the overlay's time controls fold to their title bar, so the room sees the
    // whole scene (the presenter's keys still drive it; a click unfolds them).
    void setPresenting(bool presenting);
    // Paints the scene into `area` (what the canvases call) and keeps the text its labels placed.
    void paintScene(QPainter &painter, const QRectF &area) const;
    // The text the scene placed in its last paint, in canvas coordinates, and where (for tests:
    // nothing may overlap or be elided).
    const SceneTextLog &placedText() const { return m_placedText; }
    QRectF lastSceneArea() const { return m_lastSceneArea; }

    bool isPlaying() const { return m_clock.isPlaying(); }
    double speed() const { return m_clock.speed(); }
    long long stepsTaken() const { return m_clock.stepsTaken(); }
    // True while the animation timer runs (playing, shown and not finished).
    bool isAnimating() const { return m_timer.isActive(); }

    // Validates first and changes nothing on error; on success restarts the current beat.
    bool setParameters(const QJsonObject &parameters, QString *error);

    SimulationPreset preset() const;
    // Validates everything (simulation id, beat range, parameters) before changing anything; on
    // success the model is at the preset's seed, parameters, beat and time, paused, at its speed.
    bool applyPreset(const SimulationPreset &preset, QString *error);
    bool savePreset(const QString &path, QString *error) const;
    bool loadPreset(const QString &path, QString *error);

    // The keyboard help that is part of the accessible description (translated), from keyRows.
    static QString keyHelp();

    // Test hooks: the canvas in use (one of them is null).
    GLCanvas *glCanvas() const { return m_glCanvas; }
    FallbackCanvas *fallbackCanvas() const { return m_fallbackCanvas; }

public slots:
    void play();
    void pause();
    void togglePlay();
    void stepOnce();
    void faster();
    void slower();
    void setSpeed(double speed);
    void reset();
    // n fixed steps at once (for --screenshot); paused or playing.
    void runSteps(int n);
    // False, and nothing changes, when already at the last / first beat (the presenter then
    // moves to the next / previous section).
    bool nextBeat();
    bool previousBeat();
    // Straight to `beat` (clamped to the model's beats), started from its beginning; nothing
    // happens when the model is already there.
    void goToBeat(int beat);
    // `beat` (clamped) from its beginning, paused, whatever ran before: the same state as a
    // fresh view entering it (the presenter's clicker; the model's state() is identical).
    void startBeat(int beat);
    // The current beat has been played (it is playing, or time has passed since it began).
    bool beatStarted() const { return m_clock.isPlaying() || m_clock.stepsTaken() > 0; }
    // Repaint and notify after the model was changed directly.
    void refresh();

signals:
    // Play state, speed, beat, parameters or time changed. Time-only changes while playing are
    // reported at most every kTimeNotifyMs, not at the frame rate.
    void stateChanged();
    // The plain canvas's Set-up… button: the window shows the parameters form.
    void parametersRequested();

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    static constexpr int kTimerIntervalMs = 16;
    static constexpr int kTimeNotifyMs = 250;

    void restartBeat(int beat);
    // Time 0 of the current beat with the parameters as they are (reset, play at the end).
    void restartKeepingParameters();
    void updateAnimation();
    void onAnimationTick();
    void repaintCanvas();
    void notify();
    void updateAccessibleDescription();

    std::unique_ptr<SimulationModel> m_model;
    std::unique_ptr<SimulationScene> m_scene;
    SimClock m_clock;
    SceneStyle m_style;
    mutable SceneTextLog m_placedText; // what the last paint placed (paintScene)
    mutable QRectF m_lastSceneArea;
    QTimer m_timer;
    QElapsedTimer m_frameClock;  // real time between ticks
    QElapsedTimer m_notifyClock; // throttles time-only stateChanged()
    bool m_shown = false;
    GLCanvas *m_glCanvas = nullptr;
    FallbackCanvas *m_fallbackCanvas = nullptr;
};

} // namespace gpulab
