// GLCanvas (see glcanvas.h).
#include "widgets/glcanvas.h"

#include "widgets/simulationview.h"

#include <QEvent>
#include <QFontInfo>
#include <QImage>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QPainter>
#include <imgui.h>

#include <cstdint>

namespace gpulab {

GLCanvas::GLCanvas(SimulationView &view, QWidget *parent) : QOpenGLWidget(parent), m_view(view)
{
    setMouseTracking(true);      // ImGui hover feedback
    setFocusPolicy(Qt::NoFocus); // the view has the focus and passes keys on
    setAccessibleName(tr("Simulation canvas"));
    m_overlay.setStyle(view.sceneStyle());
}

GLCanvas::~GLCanvas()
{
    // ~QOpenGLWidget destroys the context after this object has stopped being a GLCanvas: the
    // aboutToBeDestroyed connection must not reach us then.
    if (context())
        disconnect(context(), nullptr, this, nullptr);
    releaseGL();
}

void GLCanvas::releaseGL()
{
    if (!context())
        return;
    makeCurrent();
    if (m_sceneTexture) {
        context()->functions()->glDeleteTextures(1, &m_sceneTexture);
        m_sceneTexture = 0;
    }
    m_overlay.releaseGL();
    doneCurrent();
}

void GLCanvas::setSceneStyle(const SceneStyle &style)
{
    m_overlay.setStyle(style);
    update();
}

void GLCanvas::setOverlayFolded(bool folded)
{
    m_foldRequest = folded ? 1 : 0;
    update();
}

void GLCanvas::initializeGL()
{
    // A new context (first show, or moved to another top-level window): our GL objects go with
    // the old one.
    connect(context(), &QOpenGLContext::aboutToBeDestroyed, this, &GLCanvas::releaseGL,
            Qt::UniqueConnection);
    m_overlay.initializeGL();
}

void GLCanvas::paintGL()
{
    const SceneStyle &style = m_view.sceneStyle();
    QOpenGLFunctions *gl = context()->functions();
    gl->glClearColor(float(style.background.redF()), float(style.background.greenF()),
                     float(style.background.blueF()), 1.0f);
    gl->glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);

    // The scene is painted by QPainter's raster engine into an image (antialiased, identical
    // to the fallback view) and shown as one texture under the overlay. On software OpenGL
    // (llvmpipe, as under Xvfb) this is several times cheaper than QPainter's GL engine, whose
    // shaders alone cost ~90 ms to compile on the first frame.
    const qreal dpr = devicePixelRatioF();
    const QSize pixels = (QSizeF(size()) * dpr).toSize();
    QImage image(pixels, QImage::Format_RGBA8888_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(style.background);
    {
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                               QPainter::SmoothPixmapTransform);
        painter.setFont(style.font);
        m_view.paintScene(painter, sceneArea());
    }
    if (!m_sceneTexture) {
        gl->glGenTextures(1, &m_sceneTexture);
        gl->glBindTexture(GL_TEXTURE_2D, m_sceneTexture);
        gl->glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
        gl->glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
        gl->glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        gl->glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    }
    gl->glBindTexture(GL_TEXTURE_2D, m_sceneTexture);
    gl->glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    gl->glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, image.width(), image.height(), 0, GL_RGBA,
                     GL_UNSIGNED_BYTE, image.constBits());
    gl->glBindTexture(GL_TEXTURE_2D, 0);

    if (m_overlay.isGLReady()) {
        m_overlay.beginFrame(size(), dpr);
        ImGui::GetBackgroundDrawList()->AddImage(
            reinterpret_cast<ImTextureID>(std::uintptr_t(m_sceneTexture)), ImVec2(0, 0),
            ImVec2(float(width()), float(height())));
        buildTimeWindow();
        m_overlay.endFrame();
        const QRectF window = m_controlRects[std::size_t(Control::Window)];
        if (window.toAlignedRect() != m_overlayWindow.toAlignedRect()) {
            m_overlayWindow = window;
            update(); // one more frame with the scene laid out around the new window size
        } else if (m_foldRequest < 0) {
            foldWhereCramped(window, m_overlayOpen); // the window's size has settled
        }
    } else {
        QPainter painter(this); // no overlay renderer: at least the picture
        painter.drawImage(QPointF(0, 0), image);
    }
    ++m_framesRendered;
    if (!m_pendingActions.empty()) {
        // Run after this paint, from the event loop: actions emit signals and repaint.
        auto actions = std::move(m_pendingActions);
        m_pendingActions.clear();
        QMetaObject::invokeMethod(
            this,
            [this, actions = std::move(actions)] {
                for (const auto &action : actions)
                    action();
            },
            Qt::QueuedConnection);
    }
    if (m_overlay.needsAnotherFrame())
        update();
    emit frameRendered();
}

namespace {
// The height of the largest picture of a scene's usual 3:2 shape that fits in `r`.
qreal pictureHeight(const QRectF &r)
{
    return r.isValid() ? qMin(r.height(), r.width() / 1.5) : 0.0;
}
} // namespace

QRectF GLCanvas::sceneAreaBeside(const QRectF &window) const
{
    // The scene gets the canvas below the overlay's window or beside it (as the window was
    // last frame), whichever holds the larger picture of a scene's usual 3:2 shape: a wide,
    // short canvas puts the scene beside an open window, where a ring or a grid is not
    // squashed flat. The controls never hide part of the picture; below, the scene always
    // keeps the lower half (an unfolded set-up may cover some of it then).
    const QRectF all(rect());
    if (window.isEmpty())
        return all;
    constexpr qreal gap = 4;
    QRectF below = all;
    below.setTop(qMin(all.height() * 0.5, window.bottom() + gap));
    QRectF beside = all;
    beside.setLeft(window.right() + gap);
    const auto room = [](const QRectF &r) { return 1.5 * pictureHeight(r) * pictureHeight(r); };
    // Beside only by a clear margin: next to a folded window (a wide, short title bar) the
    // band below is the better place even where the two measure about the same.
    return room(beside) > 1.25 * room(below) ? beside : below;
}

bool GLCanvas::crampedBy(const QRectF &window) const
{
    return pictureHeight(sceneAreaBeside(window)) <
           SimulationView::kMinScenePictureEms * QFontInfo(m_view.sceneStyle().font).pixelSize();
}

void GLCanvas::foldWhereCramped(const QRectF &window, bool open)
{
    const qreal text = QFontInfo(m_view.sceneStyle().font).pixelSize();
    // Decided once per canvas and text size: in between, the user folds and unfolds by hand.
    if (open) {
        m_openWindow = window.size();
        m_openWindowText = text;
    }
    const QPair<QSize, qreal> decision(size(), text);
    if (decision == m_decidedFor)
        return;
    m_decidedFor = decision;
    if (open) {
        m_foldedForRoom = false;
        if (crampedBy(window)) {
            m_foldRequest = 1;
            m_foldedForRoom = true;
            update();
        }
    } else if (m_foldedForRoom && m_openWindowText > 0) {
        // Open, the window would be as large as last time, scaled with the text.
        const QRectF opened(window.topLeft(), m_openWindow * (text / m_openWindowText));
        if (!crampedBy(opened)) {
            m_foldRequest = 0;
            m_foldedForRoom = false;
            update();
        }
    }
}

void GLCanvas::record(Control control)
{
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    m_controlRects[std::size_t(control)] = QRectF(QPointF(min.x, min.y), QPointF(max.x, max.y));
}

void GLCanvas::buildTimeWindow()
{
    m_controlRects.fill(QRectF());
    SimulationView &view = m_view;
    SimulationModel &model = view.model();
    const auto utf8 = [](const QString &text) { return text.toUtf8(); };
    const auto later = [this](std::function<void()> action) {
        m_pendingActions.push_back(std::move(action));
    };

    const float margin = 8;
    ImGui::SetNextWindowPos(ImVec2(margin, margin), ImGuiCond_FirstUseEver);
    if (m_foldRequest >= 0) {
        ImGui::SetNextWindowCollapsed(m_foldRequest == 1, ImGuiCond_Always);
        m_foldRequest = -1;
    }
    const ImGuiWindowFlags flags = ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav;
    const bool open = ImGui::Begin(utf8(tr("Time") + QStringLiteral("###gpulab-time")).constData(),
                                   nullptr, flags);
    m_overlayOpen = open;
    const ImVec2 windowPos = ImGui::GetWindowPos();
    const ImVec2 windowSize = ImGui::GetWindowSize();
    m_controlRects[std::size_t(Control::Window)] =
        QRectF(windowPos.x, windowPos.y, windowSize.x, windowSize.y);
    if (open) {
        const QString playLabel = view.isPlaying() ? tr("Pause") : tr("Play");
        if (ImGui::Button(utf8(playLabel + QStringLiteral("###play")).constData()))
            later([&view] { view.togglePlay(); });
        record(Control::Play);
        ImGui::SameLine();
        if (ImGui::Button(utf8(tr("Step") + QStringLiteral("###step")).constData()))
            later([&view] { view.stepOnce(); });
        record(Control::Step);
        ImGui::SameLine();
        if (ImGui::Button(utf8(tr("Reset") + QStringLiteral("###reset")).constData()))
            later([&view] { view.reset(); });
        record(Control::Reset);

        // Controls share a row where the canvas is wide enough for it: the window then covers
        // little of the scene, which is laid out below or beside it.
        const ImGuiStyle &look = ImGui::GetStyle();
        const auto fitsOnThisRow = [&](float more) {
            const float used = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x;
            return used + look.ItemSpacing.x * 3 + more + look.WindowPadding.x <
                   float(width()) - 2 * margin;
        };
        if (fitsOnThisRow(ImGui::GetFrameHeight() * 2 + ImGui::CalcTextSize("Speed 0.25x").x +
                          look.ItemSpacing.x * 2))
            ImGui::SameLine(0, look.ItemSpacing.x * 3);
        ImGui::BeginDisabled(view.speed() <= SimClock::kMinSpeed);
        if (ImGui::Button("-###slower", ImVec2(ImGui::GetFrameHeight(), 0)))
            later([&view] { view.slower(); });
        ImGui::EndDisabled();
        record(Control::Slower);
        if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
            ImGui::SetTooltip("%s", utf8(tr("Slower")).constData());
        ImGui::SameLine();
        ImGui::TextUnformatted(
            utf8(tr("Speed %1×").arg(QLocale().toString(view.speed()))).constData());
        ImGui::SameLine();
        ImGui::BeginDisabled(view.speed() >= SimClock::kMaxSpeed);
        if (ImGui::Button("+###faster", ImVec2(ImGui::GetFrameHeight(), 0)))
            later([&view] { view.faster(); });
        ImGui::EndDisabled();
        record(Control::Faster);
        if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
            ImGui::SetTooltip("%s", utf8(tr("Faster")).constData());

        ImGui::TextUnformatted(
            utf8(tr("Simulated time %1 s").arg(QLocale().toString(model.timeSeconds(), 'f', 2)))
                .constData());

        if (model.beatCount() > 1) {
            if (fitsOnThisRow(ImGui::GetFrameHeight() * 2 + ImGui::CalcTextSize("Beat 10 / 10").x +
                              look.ItemSpacing.x * 2))
                ImGui::SameLine(0, look.ItemSpacing.x * 3);
            ImGui::BeginDisabled(model.beat() <= 0);
            if (ImGui::ArrowButton("##previous-beat", ImGuiDir_Left))
                later([&view] { view.previousBeat(); });
            ImGui::EndDisabled();
            record(Control::PreviousBeat);
            ImGui::SameLine();
            ImGui::TextUnformatted(utf8(tr("Beat %1 / %2")
                                            .arg(QLocale().toString(model.beat() + 1),
                                                 QLocale().toString(model.beatCount())))
                                       .constData());
            ImGui::SameLine();
            ImGui::BeginDisabled(model.beat() >= model.beatCount() - 1);
            if (ImGui::ArrowButton("##next-beat", ImGuiDir_Right))
                later([&view] { view.nextBeat(); });
            ImGui::EndDisabled();
            record(Control::NextBeat);
        }
        if (view.scene().buildOverlayControls(model))
            later([&view] { // new parameters: restart the beat with them (see the view)
                view.setParameters(view.model().parameters(), nullptr);
            });
    }
    ImGui::End();
}

bool GLCanvas::forwardKeyEvent(QKeyEvent *event)
{
    const bool taken = m_overlay.handleEvent(event);
    if (taken)
        update();
    return taken;
}

bool GLCanvas::event(QEvent *event)
{
    switch (event->type()) {
    case QEvent::MouseMove:
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseButtonDblClick:
    case QEvent::Wheel:
        // A click anywhere on the folded window's title bar opens it: a larger target than
        // ImGui's arrow, whose quick click toggled the window twice (no change). ImGui does
        // not see these clicks.
        if (!m_overlayOpen && event->type() != QEvent::MouseMove &&
            event->type() != QEvent::Wheel) {
            const auto *mouse = static_cast<QMouseEvent *>(event);
            if (mouse->button() == Qt::LeftButton && m_overlayWindow.contains(mouse->position())) {
                if (event->type() == QEvent::MouseButtonRelease)
                    setOverlayFolded(false);
                event->accept();
                return true;
            }
        }
        if (m_overlay.handleEvent(event)) {
            m_hoveringOverlay = true;
            update();
            event->accept();
            return true;
        }
        // ImGui sees every press (it ends text edits), and leaving its window clears the hover.
        if (m_hoveringOverlay ||
            (event->type() != QEvent::MouseMove && event->type() != QEvent::Wheel)) {
            m_hoveringOverlay = false;
            update();
        }
        break;
    case QEvent::Leave:
        m_overlay.handleEvent(event);
        if (m_hoveringOverlay) {
            m_hoveringOverlay = false;
            update();
        }
        break;
    default: break;
    }
    return QOpenGLWidget::event(event);
}

} // namespace gpulab
