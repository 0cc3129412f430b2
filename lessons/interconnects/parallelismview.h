// ParallelismView: what crosses the links in data, tensor and pipeline parallelism, animated.
// Four GPUs hold a small transformer (L layers drawn as bars):
//   data      every GPU holds all layers and its own slice of the batch; after the backward pass
//             the gradients go round the ring once per step (all-reduce);
//   tensor    every layer is cut into N column slices, one per GPU; after attention and after
//             the MLP of every layer the partial activations are summed across all GPUs
//             (an all-reduce per layer, forward and backward);
//   pipeline  GPU k holds a quarter of the layers; a micro-batch's activations go forward from
//             stage to stage and their gradients come back.
// Under the picture, the bytes of one transfer, how often it happens and the bytes per GPU per
// step, from parallelTraffic() (interconnectmath.h). The animation's timer runs only while the
// view is visible and playing. Packets are labelled ("grad", "act", "∇act") as well as
// coloured.
#pragma once

#include "lessons/interconnects/interconnectmath.h"
#include "widgets/simulationscene.h"

#include <QTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace gpulab {

class ParallelismCanvas;

class ParallelismView : public QWidget
{
    Q_OBJECT
public:
    explicit ParallelismView(QWidget *parent = nullptr);

    Parallelism kind() const;
    void setKind(Parallelism kind);
    const ParallelSetup &setup() const { return m_setup; }
    bool isPlaying() const { return m_playing; }
    bool isAnimating() const { return m_timer.isActive(); }
    void setPlaying(bool playing);
    QComboBox *kindBox() const { return m_kind; }
    QPushButton *playButton() const { return m_play; }
    QLabel *numbers() const { return m_numbers; }
    void setSceneStyle(const SceneStyle &style);
    double phase() const { return m_phase; }

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void updateNumbers();
    void updateTimer();

    ParallelSetup m_setup;
    QComboBox *m_kind = nullptr;
    QPushButton *m_play = nullptr;
    QLabel *m_numbers = nullptr;
    ParallelismCanvas *m_canvas = nullptr;
    QTimer m_timer;
    bool m_playing = true;
    double m_phase = 0; // 0..1, one training step
    friend class ParallelismCanvas;
};

} // namespace gpulab
