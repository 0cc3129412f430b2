// How a simulation is drawn. A scene paints one model with QPainter into a rectangle; the same
// scene code draws into the OpenGL canvas (QPainter over QOpenGLWidget's GL paint engine, under
// the ImGui overlay) and into the non-GL fallback view, so the two never disagree. GLM is used
// for the scene maths (easing, interpolation, transforms).
#pragma once

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>
#include <array>

class QPainter;

namespace gpulab {

class SimulationModel;

// Colours and sizes a scene must use, so themes, the projector theme and font scaling reach the
// simulations. `series` is the Okabe–Ito colour-blind-safe palette (orange, sky blue, bluish
// green, yellow, blue, vermillion, reddish purple, black/grey) adjusted for the background.
struct SceneStyle
{
    QColor background;
    QColor foreground;
    QColor muted;   // grid lines, secondary text
    QColor surface; // panels drawn inside the scene
    std::array<QColor, 8> series;
    QFont font; // already scaled by the user's zoom
    bool highContrast = false;

    static SceneStyle light();
    static SceneStyle dark();
    static SceneStyle highContrastDark(); // the projector theme
};

class SimulationScene
{
public:
    virtual ~SimulationScene() = default;

    // Paints the model's current state into `area`. Must not change the model.
    virtual void paint(QPainter &painter, const QRectF &area, const SimulationModel &model,
                       const SceneStyle &style) const = 0;

    // One or two sentences describing what is on screen now, in words (accessible description:
    // colour is never the only signal). Translated by the scene.
    virtual QString describe(const SimulationModel &model) const = 0;

    // Optional scene-specific controls inside the ImGui overlay window, drawn after the standard
    // time controls (ImGui calls only; called between NewFrame and Render). Returns true when it
    // changed the model's parameters.
    virtual bool buildOverlayControls(SimulationModel &model)
    {
        Q_UNUSED(model);
        return false;
    }
};

} // namespace gpulab
