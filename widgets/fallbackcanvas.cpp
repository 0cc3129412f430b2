// FallbackCanvas (see fallbackcanvas.h).
#include "widgets/fallbackcanvas.h"

#include "widgets/simulationview.h"

#include <QBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>

namespace gpulab {

class FallbackCanvas::SceneArea : public QWidget
{
public:
    SceneArea(SimulationView &view, QWidget *parent) : QWidget(parent), m_view(view)
    {
        setAttribute(Qt::WA_OpaquePaintEvent); // we fill every pixel
        setMinimumSize(160, 120);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        const SceneStyle &style = m_view.sceneStyle();
        QPainter painter(this);
        painter.fillRect(rect(), style.background);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                               QPainter::SmoothPixmapTransform);
        painter.setFont(style.font);
        m_view.paintScene(painter, QRectF(rect()));
    }

private:
    SimulationView &m_view;
};

FallbackCanvas::FallbackCanvas(SimulationView &view, QWidget *parent)
    : QWidget(parent), m_view(view)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);

    m_notice = new QLabel(tr("The OpenGL canvas is unavailable here, so the simulation is shown "
                             "in this simpler view."),
                          this);
    m_notice->setObjectName(QStringLiteral("openGLUnavailableNotice"));
    m_notice->setWordWrap(true);
    layout->addWidget(m_notice);

    m_sceneArea = new SceneArea(view, this);
    m_sceneArea->setAccessibleName(tr("Simulation picture"));
    layout->addWidget(m_sceneArea, 1);

    auto *controls = new QHBoxLayout;
    controls->setSpacing(4);
    layout->addLayout(controls);
    const auto add = [&](const char *name, const QString &text, const QString &accessible,
                         void (SimulationView::*slot)()) {
        QPushButton *button = addButton(QString::fromLatin1(name), text, accessible, slot);
        controls->addWidget(button);
        return button;
    };
    m_play = add("playButton", tr("Play"), tr("Play"), &SimulationView::togglePlay);
    add("stepButton", tr("Step"), tr("Step one sixtieth of a second"), &SimulationView::stepOnce);
    m_slower = add("slowerButton", tr("Slower"), tr("Slower"), &SimulationView::slower);
    m_faster = add("fasterButton", tr("Faster"), tr("Faster"), &SimulationView::faster);
    add("resetButton", tr("Reset"), tr("Reset to the start of this beat"), &SimulationView::reset);
    // nextBeat()/previousBeat() return bool; the buttons ignore it.
    m_previousBeat = addButton(QStringLiteral("previousBeatButton"), tr("Previous beat"),
                               tr("Previous beat"), nullptr);
    connect(m_previousBeat, &QPushButton::clicked, &view, [&view] { view.previousBeat(); });
    controls->addWidget(m_previousBeat);
    m_nextBeat =
        addButton(QStringLiteral("nextBeatButton"), tr("Next beat"), tr("Next beat"), nullptr);
    connect(m_nextBeat, &QPushButton::clicked, &view, [&view] { view.nextBeat(); });
    controls->addWidget(m_nextBeat);
    controls->addStretch(1);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("simulationStatus"));
    layout->addWidget(m_status);

    connect(&view, &SimulationView::stateChanged, this, &FallbackCanvas::updateControls);
    updateControls();
}

QPushButton *FallbackCanvas::addButton(const QString &objectName, const QString &text,
                                       const QString &accessibleName,
                                       void (SimulationView::*slot)())
{
    auto *button = new QPushButton(text, this);
    button->setObjectName(objectName);
    button->setAccessibleName(accessibleName);
    button->setFocusPolicy(Qt::TabFocus);
    button->setAutoDefault(false);
    if (slot)
        connect(button, &QPushButton::clicked, &m_view, slot);
    return button;
}

void FallbackCanvas::repaintScene()
{
    m_sceneArea->update();
}

void FallbackCanvas::updateControls()
{
    const SimulationModel &model = m_view.model();
    const QString playText = m_view.isPlaying() ? tr("Pause") : tr("Play");
    m_play->setText(playText);
    m_play->setAccessibleName(playText);
    m_slower->setEnabled(m_view.speed() > SimClock::kMinSpeed);
    m_faster->setEnabled(m_view.speed() < SimClock::kMaxSpeed);
    const bool beats = model.beatCount() > 1;
    m_previousBeat->setVisible(beats);
    m_nextBeat->setVisible(beats);
    m_previousBeat->setEnabled(model.beat() > 0);
    m_nextBeat->setEnabled(model.beat() < model.beatCount() - 1);
    QString status = tr("Simulated time %1 s, speed %2×")
                         .arg(model.timeSeconds(), 0, 'f', 2)
                         .arg(m_view.speed());
    if (beats)
        status +=
            QStringLiteral(", ") + tr("beat %1 / %2").arg(model.beat() + 1).arg(model.beatCount());
    m_status->setText(status);
    repaintScene();
}

} // namespace gpulab
