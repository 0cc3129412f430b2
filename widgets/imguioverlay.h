// ImGuiOverlay: Dear ImGui (1.86) on top of a QOpenGLWidget. One object = one ImGuiContext (made
// current at every entry point, so several canvases never share or clobber ImGui state) plus a
// small OpenGL renderer for ImDrawData written with QOpenGLExtraFunctions: GLSL for desktop GL 2.x
// to 4.x (core or compatibility) and for OpenGL ES 2/3, chosen from the current QOpenGLContext.
// Drawing saves and restores every piece of GL state it changes (program, texture unit and
// binding, buffers, vertex array or vertex attributes, blend, cull, depth, stencil, scissor,
// viewport, unpack alignment), so QPainter drawing before or after it is unaffected.
//
// Input: handleEvent() forwards Qt mouse, wheel and key events with the 1.86 IO API
// (io.MousePos, MouseDown[], MouseWheel, KeysDown[] + KeyMap, KeyCtrl/Shift/Alt,
// AddInputCharactersUTF8) and returns true only when ImGui wants the event: a mouse event over one
// of its windows (as laid out in the last frame) or while a drag that began on one is under way,
// and a key event while an ImGui text field has the keyboard (io.WantCaptureKeyboard). Everything
// else is left to the Qt widget. 1.86 reads button and key state only in NewFrame(), so a press
// and release that arrive between two frames (a quick click) are spread over two frames;
// needsAnotherFrame() tells the owner to draw again.
//
// Frame order (Dear ImGui's): beginFrame() → ImGui calls → endFrame() (Render + draw), all with the
// widget's GL context current. GL objects belong to that context: call releaseGL() with it current
// before it goes away. No imgui.ini is written.
#pragma once

#include "widgets/simulationscene.h"

#include <QElapsedTimer>
#include <QRectF>
#include <QSize>
#include <QVector>
#include <bitset>
#include <memory>

class QEvent;
class QKeyEvent;
class QMouseEvent;
class QWheelEvent;
struct ImGuiContext;

namespace gpulab {

class ImGuiOverlay
{
public:
    ImGuiOverlay();
    ~ImGuiOverlay();
    ImGuiOverlay(const ImGuiOverlay &) = delete;
    ImGuiOverlay &operator=(const ImGuiOverlay &) = delete;

    ImGuiContext *context() const { return m_context; }
    // Makes this overlay's context current for ImGui calls outside beginFrame()/endFrame().
    void makeCurrent() const;

    // Colours and font follow the scene style; the font is rebuilt before the next frame, at the
    // style font's pixel size times the device pixel ratio (crisp text at any zoom).
    void setStyle(const SceneStyle &style);
    float fontPixelSize() const { return m_fontPixels; }

    // With the owner's GL context current. initializeGL() returns false (with a warning naming
    // the reason) when the shaders do not build; the overlay then draws nothing.
    bool initializeGL();
    void releaseGL();
    bool isGLReady() const;

    void beginFrame(const QSize &logicalSize, qreal devicePixelRatio);
    void endFrame();

    bool handleEvent(QEvent *event);
    // True when `position` (logical pixels) is over an ImGui window drawn in the last frame.
    bool isOverWindow(const QPointF &position) const;
    bool wantsKeyboard() const;
    bool needsAnotherFrame() const;

private:
    struct Renderer;

    bool handleMouse(QMouseEvent *event);
    bool handleWheel(QWheelEvent *event);
    bool handleKey(QKeyEvent *event);
    void rebuildFont(qreal devicePixelRatio);
    void applyStyleColors();
    void recordWindowRects();

    ImGuiContext *m_context = nullptr;
    std::unique_ptr<Renderer> m_renderer;
    QElapsedTimer m_frameTimer;
    SceneStyle m_style;
    float m_fontPixels = 13;
    bool m_fontDirty = true;
    qreal m_fontDevicePixelRatio = 0;
    QByteArray m_fontFile; // the TTF the atlas points into (kept alive here)
    QString m_fontPath;
    QByteArray m_clipboard; // what GetClipboardTextFn last returned
    QVector<QRectF> m_windowRects;
    int m_framesToSettle = 2; // auto-sized windows take a frame or two to find their size

    // Button and key state per NewFrame (see the class comment).
    static constexpr int kMouseButtons = 5;
    static constexpr int kKeys = 512;
    std::bitset<kMouseButtons> m_mouseOwned;       // press began over ImGui
    std::bitset<kMouseButtons> m_mouseSeen;        // a frame has seen it down
    std::bitset<kMouseButtons> m_mouseReleaseLate; // released before a frame saw it
    std::bitset<kKeys> m_keySeen;
    std::bitset<kKeys> m_keyReleaseLate;

    static const char *clipboardText(void *userData);
    static void setClipboardText(void *userData, const char *text);
};

} // namespace gpulab
