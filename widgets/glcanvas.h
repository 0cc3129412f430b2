// GLCanvas: the OpenGL face of a SimulationView. Each frame clears to the scene background, paints
// the scene with QPainter (Qt's GL paint engine, 4× multisampled), then draws the ImGui "Time"
// window on top: play/pause, step, slower/faster along the speed ladder, reset, simulated time,
// beat n / N with previous/next, then the scene's own overlay controls. Mouse and wheel events go
// to the overlay first and reach the SimulationView only when ImGui does not want them; the view
// passes key events here first (forwardKeyEvent) for ImGui text fields.
//
// Frames are drawn on demand (update()): by the view's animation timer while playing, and after
// input that ImGui uses. Nothing redraws while paused and untouched.
#pragma once

#include "widgets/imguioverlay.h"

#include <QOpenGLWidget>
#include <QPair>
#include <QRectF>
#include <array>
#include <functional>
#include <vector>

class QKeyEvent;

namespace gpulab {

class SimulationView;

class GLCanvas : public QOpenGLWidget
{
    Q_OBJECT

public:
    // The overlay's controls, for tests (their rectangles in the last frame).
    enum class Control { Window, Play, Step, Reset, Slower, Faster, PreviousBeat, NextBeat, Count };

    explicit GLCanvas(SimulationView &view, QWidget *parent = nullptr);
    ~GLCanvas() override;

    ImGuiOverlay &overlay() { return m_overlay; }
    void setSceneStyle(const SceneStyle &style);
    // Folds (or unfolds) the time window to its title bar on the next frame.
    void setOverlayFolded(bool folded);
    // Offers a key event to the overlay; true when ImGui took it (a text field is active).
    bool forwardKeyEvent(QKeyEvent *event);

    // Logical-pixel rectangle of a control in the last frame (empty when not drawn).
    QRectF controlRect(Control control) const { return m_controlRects[std::size_t(control)]; }
    int framesRendered() const { return m_framesRendered; }

signals:
    void frameRendered();

protected:
    void initializeGL() override;
    void paintGL() override;
    bool event(QEvent *event) override;

private:
    void buildTimeWindow();
    // The part of the canvas the overlay's window leaves the scene (with the window at
    // `window`; by default where it was last frame).
    QRectF sceneArea() const { return sceneAreaBeside(m_overlayWindow); }
    QRectF sceneAreaBeside(const QRectF &window) const;
    // Whether the open time window at `window` leaves the scene a picture less than
    // SimulationView::kMinScenePictureEms of the text tall (large text in a small panel).
    bool crampedBy(const QRectF &window) const;
    void foldWhereCramped(const QRectF &window, bool open);
    void releaseGL();
    void record(Control control);

    SimulationView &m_view;
    ImGuiOverlay m_overlay;
    bool m_hoveringOverlay = false;
    int m_framesRendered = 0;
    QRectF m_overlayWindow; // where the overlay's window was last frame
    int m_foldRequest = -1; // -1: none; else fold (1) or unfold (0) the window next frame
    // The open window's size when it was last seen open, at that text size, and whether this
    // canvas folded it for room (it unfolds it again when there is room).
    QSizeF m_openWindow;
    qreal m_openWindowText = 0;
    bool m_foldedForRoom = false;
    bool m_overlayOpen = true;        // whether the window was open last frame
    QPair<QSize, qreal> m_decidedFor; // the canvas and text size foldWhereCramped() last saw
    unsigned m_sceneTexture = 0;      // GL texture holding the scene's picture
    std::array<QRectF, std::size_t(Control::Count)> m_controlRects;
    // Actions chosen in the overlay run after the frame, outside ImGui and paintGL's painting.
    std::vector<std::function<void()>> m_pendingActions;
};

} // namespace gpulab
