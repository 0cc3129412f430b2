// FallbackCanvas (see fallbackcanvas.h).
#include "widgets/fallbackcanvas.h"

#include "widgets/flowlayout.h"

#include "lessons/framework/sentencetext.h"
#include "widgets/simulationview.h"

#include <QBoxLayout>
#include <QFontInfo>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QSignalBlocker>
#include <QToolButton>

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

QString FallbackCanvas::noticeText()
{
    const SimulationView::Drawing drawing = SimulationView::effectiveDrawing();
    if (drawing == SimulationView::Drawing::Plain)
        return tr("Drawn without OpenGL, as chosen in View › Simulation Drawing.");
    if (drawing == SimulationView::Drawing::Automatic && SimulationView::softwareOnlyDisplay())
        return tr("OpenGL runs in software on this display, so the simulation is drawn "
                  "without it (View › Simulation Drawing).");
    // Automatic decided on the renderer (so it was probed), or OpenGL failed.
    const SimulationView::OpenGLInfo &info = SimulationView::openGLInfo();
    if (info.available && info.software)
        //: %1 is the OpenGL renderer's name, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)".
        return tr("OpenGL runs in software here (%1), so the simulation is drawn without it "
                  "(View › Simulation Drawing).")
            .arg(info.renderer.section(QLatin1Char(' '), 0, 0));
    return tr("The OpenGL canvas is unavailable here, so the simulation is shown in this simpler "
              "view.");
}

FallbackCanvas::FallbackCanvas(SimulationView &view, QWidget *parent)
    : QWidget(parent), m_view(view)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);

    m_notice = new QLabel(noticeText(), this);
    m_notice->setObjectName(QStringLiteral("openGLUnavailableNotice"));
    m_notice->setWordWrap(true);
    layout->addWidget(m_notice);

    m_sceneArea = new SceneArea(view, this);
    m_sceneArea->setAccessibleName(tr("Simulation picture"));
    layout->addWidget(m_sceneArea, 1);

    // The buttons wrap onto a second line where the canvas is narrow (large text, presenting).
    m_controls = new QWidget(this);
    auto *controls = new FlowLayout(m_controls, 4);
    controls->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_controls);
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
    // The simulation's own set-up (the overlay's sliders on the OpenGL canvas): the window opens
    // Lesson › Simulation Parameters for it.
    m_setup = addButton(QStringLiteral("setupButton"), tr("Set-up…"), tr("Simulation parameters"),
                        nullptr);
    connect(m_setup, &QPushButton::clicked, &view, &SimulationView::parametersRequested);
    m_setup->setVisible(!view.model().parameters().isEmpty());
    controls->addWidget(m_setup);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("simulationStatus"));
    m_status->setWordWrap(true);
    // Presenting folds the buttons away, as the OpenGL canvas folds its overlay, so the room sees
    // the picture; the presenter's keys still drive it, and this button unfolds them.
    m_unfold = new QToolButton(this);
    m_unfold->setObjectName(QStringLiteral("controlsButton"));
    m_unfold->setText(tr("Controls"));
    m_unfold->setAccessibleName(tr("Show the simulation's controls"));
    m_unfold->setCheckable(true);
    m_unfold->setFocusPolicy(Qt::TabFocus);
    m_unfold->setArrowType(Qt::RightArrow);
    m_unfold->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_unfold->setToolTip(noticeText());
    m_unfold->hide();
    connect(m_unfold, &QToolButton::toggled, this, &FallbackCanvas::showFolded);
    auto *statusRow = new QHBoxLayout;
    statusRow->setSpacing(6);
    statusRow->addWidget(m_unfold, 0, Qt::AlignLeft);
    statusRow->addWidget(m_status, 1);
    layout->addLayout(statusRow);

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

void FallbackCanvas::setPresenting(bool presenting)
{
    m_presenting = presenting;
    m_decidedFor = {};
    foldWhereCramped();
}

void FallbackCanvas::foldWhereCramped()
{
    // Decided once per canvas and text size, as the OpenGL canvas does: in between, the user
    // folds and unfolds by hand.
    const int text = QFontInfo(m_view.sceneStyle().font).pixelSize();
    const QPair<QSize, int> decision(size(), text);
    if (decision == m_decidedFor || size().isEmpty())
        return;
    m_decidedFor = decision;
    const int width = contentsRect().width();
    const int spacing = layout()->spacing();
    const int controls = m_notice->heightForWidth(width) + m_controls->heightForWidth(width) +
                         m_status->heightForWidth(width) + 3 * spacing;
    const bool cramped =
        contentsRect().height() - controls < SimulationView::kMinScenePictureEms * text;
    m_folded = m_presenting || cramped;
    m_unfold->setVisible(m_folded);
    const QSignalBlocker quiet(m_unfold);
    m_unfold->setChecked(false);
    showFolded(false);
}

void FallbackCanvas::showFolded(bool unfolded)
{
    const bool open = !m_folded || unfolded;
    m_unfold->setArrowType(unfolded ? Qt::DownArrow : Qt::RightArrow);
    // The room needs the picture, not the why; the button's tooltip keeps it.
    m_notice->setVisible(open && !m_presenting);
    m_controls->setVisible(open);
    m_status->setVisible(open);
}

void FallbackCanvas::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    foldWhereCramped();
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
    const QLocale locale;
    QString status =
        tr("Simulated time %1 s, speed %2×")
            .arg(locale.toString(model.timeSeconds(), 'f', 2), locale.toString(m_view.speed()));
    if (beats)
        status = itemList({status, tr("beat %1 / %2")
                                       .arg(locale.toString(model.beat() + 1),
                                            locale.toString(model.beatCount()))});
    m_status->setText(status);
    repaintScene();
}

} // namespace gpulab
