// FallbackCanvas: the SimulationView's face where OpenGL is unavailable (remote sessions, broken
// drivers, the offscreen and minimal platforms used by tests and screenshots). It paints the same
// scene with QPainter on a plain QWidget and offers the time controls as ordinary Qt buttons with
// accessible names, under a line saying that the OpenGL canvas is unavailable. Buttons take focus
// only from Tab, so clicking one leaves the keyboard focus (and its shortcuts) on the view.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace gpulab {

class SimulationView;

class FallbackCanvas : public QWidget
{
    Q_OBJECT

public:
    explicit FallbackCanvas(SimulationView &view, QWidget *parent = nullptr);

    // Repaints the scene (every animation frame) / updates labels and buttons (on stateChanged).
    void repaintScene();
    void updateControls();

    QWidget *sceneArea() const { return m_sceneArea; }

private:
    class SceneArea;

    QPushButton *addButton(const QString &objectName, const QString &text,
                           const QString &accessibleName, void (SimulationView::*slot)());

    SimulationView &m_view;
    QWidget *m_sceneArea = nullptr; // a SceneArea
    QLabel *m_notice = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_play = nullptr;
    QPushButton *m_slower = nullptr;
    QPushButton *m_faster = nullptr;
    QPushButton *m_previousBeat = nullptr;
    QPushButton *m_nextBeat = nullptr;
};

} // namespace gpulab
