// FallbackCanvas: the SimulationView's face where OpenGL is unavailable (remote sessions, broken
// drivers, the offscreen and minimal platforms used by tests and screenshots) or runs in software
// (View › Simulation Drawing, Automatic). It paints the same scene with QPainter on a plain
// QWidget and offers the time controls as ordinary Qt buttons with accessible names, under a line
// saying why this canvas is shown. Buttons take focus only from Tab, so clicking one leaves the
// keyboard focus (and its shortcuts) on the view.
#pragma once

#include <QPair>
#include <QSize>
#include <QWidget>

class QLabel;
class QPushButton;
class QToolButton;

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
    // Presenting, and where the picture would keep less than SimulationView::kMinScenePictureEms
    // lines of text, the notice, the buttons and the status line fold behind one Controls button
    // (the OpenGL canvas folds its overlay the same way).
    void setPresenting(bool presenting);
    bool isFolded() const { return m_folded; }
    // Decides the fold again (the size or the scene's text size changed).
    void foldWhereCramped();

    QWidget *sceneArea() const { return m_sceneArea; }
    // The line above the picture: why this canvas, and how to get the OpenGL one.
    static QString noticeText();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    class SceneArea;

    void showFolded(bool unfolded);

    QPushButton *addButton(const QString &objectName, const QString &text,
                           const QString &accessibleName, void (SimulationView::*slot)());

    SimulationView &m_view;
    QWidget *m_sceneArea = nullptr; // a SceneArea
    QLabel *m_notice = nullptr;
    QPushButton *m_setup = nullptr;
    QWidget *m_controls = nullptr; // the buttons' row
    QToolButton *m_unfold = nullptr;
    bool m_presenting = false;
    bool m_folded = false;
    QPair<QSize, int> m_decidedFor; // the size and text size foldWhereCramped() last saw
    QLabel *m_status = nullptr;
    QPushButton *m_play = nullptr;
    QPushButton *m_slower = nullptr;
    QPushButton *m_faster = nullptr;
    QPushButton *m_previousBeat = nullptr;
    QPushButton *m_nextBeat = nullptr;
};

} // namespace gpulab
