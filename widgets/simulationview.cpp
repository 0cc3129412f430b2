// SimulationView (see simulationview.h).
#include "widgets/simulationview.h"
#include "lessons/framework/failwith.h"
#include "lessons/framework/sentencetext.h"

#include "widgets/fallbackcanvas.h"
#include "widgets/glcanvas.h"

#include <QAccessible>
#include <QBoxLayout>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLocale>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QPainter>
#include <cstdlib>
#include <cstring>
#include <optional>

#ifdef GPULAB_HAVE_XCB
#include <xcb/xcb.h>
#endif

namespace gpulab {

namespace {

// Room around the canvas for the keyboard focus frame.
constexpr int kFocusMargin = 3;

SimulationView::OpenGLInfo probeOpenGL()
{
    SimulationView::OpenGLInfo info;
    if (qEnvironmentVariableIntValue("GPULAB_NO_OPENGL") == 1)
        return info;
    const QString platform = QGuiApplication::platformName();
    if (platform == QLatin1String("offscreen") || platform == QLatin1String("minimal") ||
        platform == QLatin1String("vnc"))
        return info;
    QOpenGLContext context;
    context.setFormat(QSurfaceFormat::defaultFormat());
    if (!context.create())
        return info;
    QOffscreenSurface surface;
    surface.setFormat(context.format());
    surface.create();
    if (!surface.isValid() || !context.makeCurrent(&surface))
        return info;
    info.available = true;
    if (const auto *renderer = context.functions()->glGetString(GL_RENDERER))
        info.renderer = QString::fromLatin1(reinterpret_cast<const char *>(renderer));
    info.software = SimulationView::isSoftwareRenderer(info.renderer);
    context.doneCurrent();
    return info;
}

SimulationView::Drawing g_drawing = SimulationView::Drawing::Automatic;

// Whether the X server offers direct rendering: DRI3 or DRI2 (Mesa's GPU drivers) or NVIDIA's own
// GLX. Without any, Mesa can only draw in software (Xvfb, Xvnc, X forwarded over ssh). Asks the
// server on Qt's connection, so no OpenGL library is loaded. Empty when the platform is not xcb.
std::optional<bool> x11DirectRendering()
{
#ifdef GPULAB_HAVE_XCB
    auto *x11 = qGuiApp ? qGuiApp->nativeInterface<QNativeInterface::QX11Application>() : nullptr;
    if (!x11 || !x11->connection())
        return std::nullopt;
    xcb_connection_t *connection = x11->connection();
    for (const char *name : {"DRI3", "DRI2", "NV-GLX"}) {
        const xcb_query_extension_cookie_t cookie =
            xcb_query_extension(connection, uint16_t(std::strlen(name)), name);
        xcb_query_extension_reply_t *reply = xcb_query_extension_reply(connection, cookie, nullptr);
        const bool present = reply && reply->present;
        std::free(reply);
        if (present)
            return true;
    }
    return false;
#else
    return std::nullopt;
#endif
}

} // namespace

bool SimulationView::softwareOnlyDisplay()
{
    static const bool software = [] {
        if (qEnvironmentVariableIntValue("LIBGL_ALWAYS_SOFTWARE") == 1)
            return true;
        const QString gallium = qEnvironmentVariable("GALLIUM_DRIVER");
        if (gallium == QLatin1String("llvmpipe") || gallium == QLatin1String("softpipe"))
            return true;
        return QGuiApplication::platformName() == QLatin1String("xcb") &&
               x11DirectRendering() == std::optional<bool>(false);
    }();
    return software;
}

bool SimulationView::isSoftwareRenderer(const QString &renderer)
{
    // Mesa's software rasterisers (llvmpipe, softpipe, the old swrast), Google's SwiftShader and
    // the renderers Windows and macOS fall back to without a GPU driver.
    static const char *const kSoftware[] = {
        "llvmpipe",    "softpipe",    "swrast",       "software rasterizer",
        "swiftshader", "gdi generic", "basic render", "apple software"};
    const QString lower = renderer.toLower();
    for (const char *name : kSoftware)
        if (lower.contains(QLatin1String(name)))
            return true;
    return false;
}

const SimulationView::OpenGLInfo &SimulationView::openGLInfo()
{
    static const OpenGLInfo info = probeOpenGL();
    return info;
}

void SimulationView::setDrawing(Drawing drawing)
{
    g_drawing = drawing;
}

SimulationView::Drawing SimulationView::drawing()
{
    return g_drawing;
}

SimulationView::Drawing SimulationView::effectiveDrawing()
{
    if (qEnvironmentVariableIntValue("GPULAB_NO_OPENGL") == 1)
        return Drawing::Plain;
    if (qEnvironmentVariableIntValue("GPULAB_OPENGL") == 1)
        return Drawing::OpenGL;
    return g_drawing;
}

bool SimulationView::drawsWithOpenGL()
{
    switch (effectiveDrawing()) {
    case Drawing::Plain: return false;
    case Drawing::OpenGL: return openGLAvailable();
    case Drawing::Automatic: break;
    }
    if (softwareOnlyDisplay())
        return false; // decided without loading the OpenGL driver (~55 MiB with llvmpipe)
    const OpenGLInfo &info = openGLInfo();
    return info.available && !info.software;
}

SimulationView::SimulationView(std::unique_ptr<SimulationModel> model,
                               std::unique_ptr<SimulationScene> scene, QWidget *parent)
    : QWidget(parent), m_model(std::move(model)), m_scene(std::move(scene)), m_clock(*m_model)
{
    Q_ASSERT(m_model && m_scene);
    m_style = SceneStyle::forPalette(palette(), font());

    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Simulation"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(kFocusMargin, kFocusMargin, kFocusMargin, kFocusMargin);
    if (drawsWithOpenGL()) {
        m_glCanvas = new GLCanvas(*this, this);
        layout->addWidget(m_glCanvas);
    } else {
        m_fallbackCanvas = new FallbackCanvas(*this, this);
        layout->addWidget(m_fallbackCanvas);
    }

    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(kTimerIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &SimulationView::onAnimationTick);
    m_notifyClock.start();
    updateAccessibleDescription();
}

SimulationView::~SimulationView()
{
    m_timer.stop();
    // The canvases refer to the model and scene: they go first.
    delete m_glCanvas;
    delete m_fallbackCanvas;
}

void SimulationView::paintScene(QPainter &painter, const QRectF &area) const
{
    m_placedText.clear();
    m_lastSceneArea = area;
    SceneStyle style = m_style;
    style.textLog = &m_placedText;
    m_scene->render(painter, area, *m_model, style);
}

void SimulationView::setSceneStyle(const SceneStyle &style)
{
    m_style = style;
    if (m_glCanvas)
        m_glCanvas->setSceneStyle(style);
    if (m_fallbackCanvas)
        m_fallbackCanvas->foldWhereCramped();
    repaintCanvas();
}

void SimulationView::setPresenting(bool presenting)
{
    if (m_glCanvas)
        m_glCanvas->setOverlayFolded(presenting);
    if (m_fallbackCanvas)
        m_fallbackCanvas->setPresenting(presenting);
}

// ---- time controls --------------------------------------------------------------------------

void SimulationView::play()
{
    if (m_clock.isPlaying())
        return;
    if (m_model->finished())
        restartKeepingParameters(); // play at the end plays the beat again
    m_clock.play();
    updateAnimation();
    notify();
}

void SimulationView::pause()
{
    if (!m_clock.isPlaying())
        return;
    m_clock.pause();
    updateAnimation();
    notify();
}

void SimulationView::togglePlay()
{
    if (m_clock.isPlaying())
        pause();
    else
        play();
}

void SimulationView::stepOnce()
{
    m_clock.stepOnce();
    repaintCanvas();
    notify();
}

void SimulationView::faster()
{
    if (m_clock.faster())
        notify();
}

void SimulationView::slower()
{
    if (m_clock.slower())
        notify();
}

void SimulationView::setSpeed(double speed)
{
    const double before = m_clock.speed();
    if (m_clock.setSpeed(speed) && m_clock.speed() != before)
        notify();
}

void SimulationView::reset()
{
    restartKeepingParameters();
    updateAnimation();
    repaintCanvas();
    notify();
}

void SimulationView::runSteps(int n)
{
    if (n <= 0)
        return;
    m_clock.runSteps(n);
    updateAnimation();
    repaintCanvas();
    notify();
}

bool SimulationView::nextBeat()
{
    const int beat = m_model->beat();
    if (beat + 1 >= m_model->beatCount())
        return false;
    restartBeat(beat + 1);
    updateAnimation();
    repaintCanvas();
    notify();
    return true;
}

bool SimulationView::previousBeat()
{
    const int beat = m_model->beat();
    if (beat <= 0)
        return false;
    restartBeat(beat - 1);
    updateAnimation();
    repaintCanvas();
    notify();
    return true;
}

void SimulationView::goToBeat(int beat)
{
    beat = qBound(0, beat, m_model->beatCount() - 1);
    if (beat == m_model->beat())
        return;
    restartBeat(beat);
    updateAnimation();
    repaintCanvas();
    notify();
}

void SimulationView::refresh()
{
    updateAnimation();
    repaintCanvas();
    notify();
}

void SimulationView::startBeat(int beat)
{
    m_clock.pause();
    restartBeat(qBound(0, beat, m_model->beatCount() - 1));
    updateAnimation();
    repaintCanvas();
    notify();
}

void SimulationView::restartKeepingParameters()
{
    // Restart the beat, then put the parameters back on top: a beat may set parameters of its
    // own, and the user's choice wins (the same order as applyPreset()).
    const QJsonObject chosen = m_model->parameters();
    restartBeat(m_model->beat());
    m_model->setParameters(chosen, nullptr);
}

void SimulationView::restartBeat(int beat)
{
    // setBeat() even for the beat reset() leaves the model at: a beat's set-up is its own,
    // whatever the beat before it set (going back to beat 0 after beat 1 must not keep beat 1's
    // eight workers).
    m_model->reset(m_model->seed());
    m_model->setBeat(beat);
    m_clock.restart();
}

// ---- parameters and presets -----------------------------------------------------------------

bool SimulationView::setParameters(const QJsonObject &parameters, QString *error)
{
    if (!m_model->setParameters(parameters, error))
        return false;
    restartKeepingParameters();
    updateAnimation();
    repaintCanvas();
    notify();
    return true;
}

SimulationPreset SimulationView::preset() const
{
    SimulationPreset preset;
    preset.simulation = m_model->id();
    preset.seed = m_model->seed();
    preset.parameters = m_model->parameters();
    preset.beat = m_model->beat();
    preset.steps = m_clock.stepsTaken();
    preset.speed = m_clock.speed();
    return preset;
}

bool SimulationView::applyPreset(const SimulationPreset &preset, QString *error)
{
    if (preset.simulation != m_model->id())
        return failWith(error, tr("This preset is for the simulation \"%1\", not \"%2\".")
                                   .arg(preset.simulation, m_model->id()));
    if (preset.beat < 0 || preset.beat >= m_model->beatCount())
        return failWith(
            error, tr("The preset's beat %1 does not exist; this simulation has beats 0 to %2.")
                       .arg(QLocale().toString(preset.beat))
                       .arg(QLocale().toString(m_model->beatCount() - 1)));
    if (preset.steps < 0 || preset.steps > SimulationPreset::kMaxSteps)
        return failWith(error, tr("The preset's step count %1 is out of range.")
                                   .arg(QLocale().toString(preset.steps)));
    if (!(preset.speed >= SimClock::kMinSpeed && preset.speed <= SimClock::kMaxSpeed))
        return failWith(error, tr("The preset's speed %1 is out of range.").arg(preset.speed));
    // The last check: the model validates the whole object and changes nothing when it fails.
    QString parameterError;
    if (!m_model->setParameters(preset.parameters, &parameterError))
        return failWith(
            error,
            tr("The preset's parameters do not fit this simulation: %1").arg(parameterError));

    m_clock.pause();
    m_clock.setSpeed(preset.speed);
    m_model->reset(preset.seed);
    restartBeat(preset.beat);
    // A beat may set parameters of its own (how many workers, say): the preset's win. They
    // were validated above, and setParameters() keeps the beat (SimulationModel's contract).
    m_model->setParameters(preset.parameters, &parameterError);
    m_clock.runSteps(preset.steps);
    updateAnimation();
    repaintCanvas();
    notify();
    return true;
}

bool SimulationView::savePreset(const QString &path, QString *error) const
{
    return writePresetFile(path, preset(), error);
}

bool SimulationView::loadPreset(const QString &path, QString *error)
{
    const std::optional<SimulationPreset> preset = readPresetFile(path, error);
    return preset && applyPreset(*preset, error);
}

// ---- animation ------------------------------------------------------------------------------

void SimulationView::updateAnimation()
{
    const bool animate = m_clock.isPlaying() && m_shown && !m_model->finished();
    if (animate && !m_timer.isActive()) {
        m_frameClock.start();
        m_timer.start();
    } else if (!animate && m_timer.isActive()) {
        m_timer.stop();
    }
}

void SimulationView::onAnimationTick()
{
    const double realSeconds = double(m_frameClock.nsecsElapsed()) * 1e-9;
    m_frameClock.restart();
    const int steps = m_clock.advance(realSeconds);
    if (steps > 0)
        repaintCanvas();
    if (m_model->finished()) {
        m_clock.pause(); // nothing left to animate: stop the timer and say so
        updateAnimation();
        notify();
    } else if (steps > 0 && m_notifyClock.elapsed() >= kTimeNotifyMs) {
        notify();
    }
}

void SimulationView::repaintCanvas()
{
    if (m_glCanvas)
        m_glCanvas->update();
    if (m_fallbackCanvas)
        m_fallbackCanvas->repaintScene();
}

void SimulationView::notify()
{
    m_notifyClock.restart();
    updateAccessibleDescription();
    emit stateChanged();
}

QString SimulationView::keyHelp()
{
    QStringList parts;
    for (const KeyHelpRow &row : keyRows(false))
        parts << labelled(row.keys, row.action);
    return tr("Keys: %1.").arg(clauseList(parts));
}

void SimulationView::updateAccessibleDescription()
{
    const QString description =
        joinSentences({m_scene->describe(*m_model),
                       m_clock.isPlaying() ? tr("Playing.") : tr("Paused."), keyHelp()});
    if (description == accessibleDescription())
        return;
    setAccessibleDescription(description);
    QAccessibleEvent event(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
}

// ---- events ---------------------------------------------------------------------------------

namespace {
using KeyAction = SimulationView::KeyAction;
constexpr KeyBinding<KeyAction> kSimulationKeys[] = {{Qt::Key_Space, KeyAction::TogglePlay},
                                                     {Qt::Key_K, KeyAction::TogglePlay},
                                                     {Qt::Key_S, KeyAction::Step},
                                                     {Qt::Key_Period, KeyAction::Step},
                                                     {Qt::Key_BracketLeft, KeyAction::Slower},
                                                     {Qt::Key_Minus, KeyAction::Slower},
                                                     {Qt::Key_BracketRight, KeyAction::Faster},
                                                     {Qt::Key_Plus, KeyAction::Faster},
                                                     {Qt::Key_Equal, KeyAction::Faster},
                                                     {Qt::Key_R, KeyAction::Reset},
                                                     {Qt::Key_N, KeyAction::NextBeat},
                                                     {Qt::Key_P, KeyAction::PreviousBeat}};
} // namespace

SimulationView::KeyAction SimulationView::keyAction(const QKeyEvent *event)
{
    // Shift is allowed (+ and ] need it on many layouts); Ctrl/Alt/Meta combinations belong to
    // the application (Ctrl++ zooms, for one).
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return KeyAction::None;
    return actionForKey<KeyAction>(kSimulationKeys, event->key(), KeyAction::None);
}

QList<KeyHelpRow> SimulationView::keyRows(bool named)
{
    return keyHelpRows<KeyAction>(kSimulationKeys, [named](KeyAction action) {
        QString what;
        switch (action) {
        case KeyAction::TogglePlay: what = tr("play / pause"); break;
        case KeyAction::Step: what = tr("one step"); break;
        case KeyAction::Slower: what = tr("slower"); break;
        case KeyAction::Faster: what = tr("faster"); break;
        case KeyAction::Reset: what = tr("reset to the start of this beat"); break;
        case KeyAction::NextBeat: what = tr("next beat"); break;
        case KeyAction::PreviousBeat: what = tr("previous beat"); break;
        case KeyAction::None: break;
        }
        return named ? tr("Simulation (when it has focus): %1").arg(what) : what;
    });
}

bool SimulationView::event(QEvent *event)
{
    // Our keys win over application shortcuts while the view has the focus.
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (keyAction(key) != KeyAction::None ||
            (m_glCanvas && m_glCanvas->overlay().wantsKeyboard())) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void SimulationView::keyPressEvent(QKeyEvent *event)
{
    if (m_glCanvas && m_glCanvas->forwardKeyEvent(event)) {
        event->accept();
        return;
    }
    const KeyAction action = keyAction(event);
    if (action == KeyAction::None) {
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
    // Holding Space must not flicker play/pause; holding S or ] repeats on purpose.
    if (event->isAutoRepeat() && (action == KeyAction::TogglePlay || action == KeyAction::Reset))
        return;
    switch (action) {
    case KeyAction::TogglePlay: togglePlay(); break;
    case KeyAction::Step: stepOnce(); break;
    case KeyAction::Slower: slower(); break;
    case KeyAction::Faster: faster(); break;
    case KeyAction::Reset: reset(); break;
    case KeyAction::NextBeat: nextBeat(); break;
    case KeyAction::PreviousBeat: previousBeat(); break;
    case KeyAction::None: break;
    }
}

void SimulationView::keyReleaseEvent(QKeyEvent *event)
{
    if (m_glCanvas && m_glCanvas->forwardKeyEvent(event)) {
        event->accept();
        return;
    }
    QWidget::keyReleaseEvent(event);
}

void SimulationView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_shown = true;
    updateAnimation();
}

void SimulationView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_shown = false;
    updateAnimation();
}

void SimulationView::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    if (!hasFocus())
        return;
    // A visible focus frame in the margin around the canvas.
    QPainter painter(this);
    painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
    painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
}

void SimulationView::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update();
}

void SimulationView::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    if (m_glCanvas)
        m_glCanvas->overlay().handleEvent(event);
    update();
}

} // namespace gpulab
