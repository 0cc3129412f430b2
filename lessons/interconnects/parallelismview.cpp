// ParallelismView (see parallelismview.h).
#include "lessons/interconnects/parallelismview.h"

#include "lessons/framework/numbertext.h"
#include "widgets/flowlayout.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace gpulab {

class ParallelismCanvas : public QWidget
{
public:
    explicit ParallelismCanvas(ParallelismView *view) : QWidget(view), m_view(view)
    {
        updateMinimumHeight();
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
        setAccessibleName(ParallelismView::tr("Animation: what crosses the links"));
    }
    SceneStyle style = SceneStyle::light();

    // Tall enough for a legible line per layer, the titles and a two-line caption.
    void updateMinimumHeight()
    {
        const qreal u = QFontMetricsF(style.font).height();
        setMinimumHeight(int(u * (kLayerLines * 8 + 5.5)));
    }
    static constexpr double kLayerLines = 1.15; // a layer's bar, in lines of text

protected:
    void paintEvent(QPaintEvent *) override;

private:
    ParallelismView *m_view;
};

namespace {

constexpr int kGpus = 4;
constexpr int kLayersDrawn = 8;
constexpr int kFrameMs = 33;
constexpr double kSecondsPerStep = 6.0;

void packet(QPainter &p, const QPointF &at, qreal size, const QColor &fill, const QColor &text,
            const QString &label)
{
    const QRectF r(at.x() - size * 1.3, at.y() - size * 0.55, size * 2.6, size * 1.1);
    p.setPen(QPen(text, 1));
    p.setBrush(fill);
    p.drawRoundedRect(r, size * 0.3, size * 0.3);
    p.setPen(text);
    p.drawText(r, Qt::AlignCenter, label);
}

} // namespace

void ParallelismCanvas::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), style.background);
    QFont font = style.font;
    p.setFont(font);
    const qreal u = QFontMetricsF(font).height();
    const Parallelism kind = m_view->kind();
    const double t = m_view->phase();
    const QRectF area = QRectF(rect()).adjusted(u * 0.5, u * 0.5, -u * 0.5, -u * 0.5);
    const qreal column = area.width() / kGpus;
    const qreal gpuW = column * 0.62;
    const qreal top = area.top() + u * 1.4;
    const qreal layerH = (area.height() - u * 5) / kLayersDrawn; // two lines of caption below
    const QColor act = style.series[0], grad = style.series[4], weights = style.series[2];

    // Titles and GPUs.
    for (int g = 0; g < kGpus; ++g) {
        const qreal x = area.left() + g * column + (column - gpuW) / 2;
        p.setPen(style.foreground);
        p.drawText(QRectF(x, area.top(), gpuW, u), Qt::AlignCenter,
                   ParallelismView::tr("GPU %1").arg(QLocale().toString(g)));
        p.setPen(QPen(style.foreground, 1.5));
        p.setBrush(style.surface);
        p.drawRoundedRect(QRectF(x - 3, top - 3, gpuW + 6, layerH * kLayersDrawn + 6), 4, 4);
        for (int l = 0; l < kLayersDrawn; ++l) {
            QRectF bar(x + 2, top + l * layerH + 2, gpuW - 4, layerH - 4);
            bool held = true;
            if (kind == Parallelism::Tensor)
                bar = QRectF(x + 2 + (gpuW - 4) * 0.0, bar.top(), (gpuW - 4), bar.height());
            if (kind == Parallelism::Pipeline)
                held = l / (kLayersDrawn / kGpus) == g;
            QColor fill = weights;
            fill.setAlphaF(held ? 0.55 : 0.08);
            p.setPen(QPen(style.muted, 1, held ? Qt::SolidLine : Qt::DotLine));
            p.setBrush(fill);
            p.drawRect(bar);
            // The bar's name in the longest form that fits it whole, none where none does.
            QStringList names;
            if (kind == Parallelism::Tensor) // the slice this GPU holds: 1/N of every layer
                names << ParallelismView::tr("\u00bc of layer %1").arg(QLocale().toString(l + 1))
                      << ParallelismView::tr("\u00bc L%1").arg(QLocale().toString(l + 1));
            else if (held)
                names << ParallelismView::tr("layer %1").arg(QLocale().toString(l + 1))
                      << ParallelismView::tr("L%1").arg(QLocale().toString(l + 1));
            const QFontMetricsF metrics(p.font());
            if (bar.height() >= metrics.height() * 0.85)
                for (const QString &name : names)
                    if (metrics.horizontalAdvance(name) <= bar.width() - 4) {
                        p.setPen(QPen(style.foreground, 1));
                        p.setBrush(Qt::NoBrush);
                        p.drawText(bar, Qt::AlignCenter, name);
                        break;
                    }
        }
    }
    auto centreOf = [&](int g) { return area.left() + g * column + column / 2; };
    const qreal size = u * 0.9;
    const qreal bottom = top + layerH * kLayersDrawn;
    QString caption;
    switch (kind) {
    case Parallelism::Data: {
        // 0..0.6 compute (a marker sweeps down then up), 0.6..1 gradients go round the ring.
        if (t < 0.6) {
            const double s = t / 0.6;
            const qreal y =
                s < 0.5 ? top + s * 2 * (bottom - top) : bottom - (s - 0.5) * 2 * (bottom - top);
            // Beside each GPU's layers, in the gap, so that no layer's name is covered.
            for (int g = 0; g < kGpus; ++g)
                packet(p, {centreOf(g) + gpuW / 2 + size * 1.3 + 3, y}, size, act, style.foreground,
                       s < 0.5 ? ParallelismView::tr("fwd") : ParallelismView::tr("bwd"));
            caption = ParallelismView::tr("Each GPU runs the whole model on its own quarter of the "
                                          "batch: nothing crosses the links yet.");
        } else {
            const double s = (t - 0.6) / 0.4;
            for (int g = 0; g < kGpus; ++g) {
                const double x0 = centreOf(g), x1 = centreOf((g + 1) % kGpus);
                const double x = g + 1 < kGpus ? x0 + (x1 - x0) * s : x0 + column * 0.5 * s;
                packet(p, {x, bottom + u * 1.2}, size, grad, style.background,
                       ParallelismView::tr("grad"));
            }
            caption = ParallelismView::tr("Once per step: all gradients are all-reduced round "
                                          "the ring.");
        }
        break;
    }
    case Parallelism::Tensor: {
        // The activation marker walks down the layers; at every layer an all-reduce.
        const bool backward = t >= 0.5;
        const double s = backward ? (t - 0.5) * 2 : t * 2;
        const double layer = backward ? (1 - s) * kLayersDrawn : s * kLayersDrawn;
        const int l = std::min(kLayersDrawn - 1, int(layer));
        const double within = layer - std::floor(layer);
        const qreal y = top + (l + 0.5) * layerH;
        for (int g = 0; g < kGpus; ++g) {
            const double x0 = centreOf(g), x1 = centreOf((g + 1) % kGpus);
            const double x = g + 1 < kGpus ? x0 + (x1 - x0) * within : x0 + column * 0.5 * within;
            packet(p, {x, y}, size, backward ? grad : act, style.background,
                   backward ? ParallelismView::tr("∇act") : ParallelismView::tr("act"));
        }
        caption = ParallelismView::tr("Every layer, forward and backward: partial activations are "
                                      "summed across all GPUs (all-reduce). Layer %1.")
                      .arg(QLocale().toString(l + 1));
        break;
    }
    case Parallelism::Pipeline: {
        const bool backward = t >= 0.5;
        const double s = backward ? (t - 0.5) * 2 : t * 2;
        const double stage = backward ? (1 - s) * (kGpus - 1) : s * (kGpus - 1);
        const double x = area.left() + column / 2 + stage * column;
        const int boundary = std::min(kGpus - 2, int(stage));
        packet(p, {x, top + layerH * (kLayersDrawn / 2.0)}, size, backward ? grad : act,
               style.background,
               backward ? ParallelismView::tr("∇act") : ParallelismView::tr("act"));
        caption = ParallelismView::tr("Between stages only: a micro-batch's activations go "
                                      "forward, their gradients come back (GPU %1 \u2194 GPU %2).")
                      .arg(QLocale().toString(boundary))
                      .arg(QLocale().toString(boundary + 1));
        break;
    }
    }
    p.setPen(style.foreground);
    p.drawText(QRectF(area.left(), area.bottom() - u * 2.1, area.width(), u * 2.1),
               Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, caption);
}

ParallelismView::ParallelismView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("parallelismView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *controls = new FlowLayout; // wraps under large text instead of widening the page
    m_kind = new QComboBox(this);
    m_kind->addItem(tr("Data parallel: gradients once per step"), int(Parallelism::Data));
    m_kind->addItem(tr("Tensor parallel: activations every layer"), int(Parallelism::Tensor));
    m_kind->addItem(tr("Pipeline parallel: activations between stages"),
                    int(Parallelism::Pipeline));
    m_kind->setAccessibleName(tr("Kind of parallelism"));
    auto *kindLabel = new QLabel(tr("&Split the work by:"), this);
    kindLabel->setBuddy(m_kind);
    m_play = new QPushButton(tr("&Pause"), this);
    m_play->setAccessibleName(tr("Play or pause the animation"));
    controls->addPair(kindLabel, m_kind);
    controls->addWidget(m_play);
    layout->addLayout(controls);
    m_canvas = new ParallelismCanvas(this);
    layout->addWidget(m_canvas, 1);
    m_numbers = new QLabel(this);
    m_numbers->setObjectName(QStringLiteral("parallelismNumbers"));
    m_numbers->setWordWrap(true);
    m_numbers->setTextFormat(Qt::RichText);
    m_numbers->setAccessibleName(tr("Bytes that cross the links"));
    layout->addWidget(m_numbers);

    m_timer.setInterval(kFrameMs);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        m_phase = std::fmod(m_phase + kFrameMs / 1000.0 / kSecondsPerStep, 1.0);
        m_canvas->update();
    });
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        m_phase = 0;
        updateNumbers();
        m_canvas->update();
    });
    connect(m_play, &QPushButton::clicked, this, [this] { setPlaying(!m_playing); });
    updateNumbers();
}

Parallelism ParallelismView::kind() const
{
    return Parallelism(m_kind->currentData().toInt());
}

void ParallelismView::setKind(Parallelism kind)
{
    m_kind->setCurrentIndex(m_kind->findData(int(kind)));
}

void ParallelismView::setPlaying(bool playing)
{
    m_playing = playing;
    m_play->setText(playing ? tr("&Pause") : tr("&Play"));
    updateTimer();
}

void ParallelismView::setSceneStyle(const SceneStyle &style)
{
    m_canvas->style = style;
    m_canvas->updateMinimumHeight(); // the scene's text size follows the theme's
    m_canvas->update();
}

void ParallelismView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    updateTimer();
}

void ParallelismView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    updateTimer();
}

void ParallelismView::updateTimer()
{
    if (m_playing && isVisible())
        m_timer.start();
    else
        m_timer.stop();
}

void ParallelismView::updateNumbers()
{
    const ParallelTraffic t = parallelTraffic(kind(), m_setup);
    const QLocale locale;
    const QString setup =
        tr("Model: L = %1 layers, hidden size h = %2, P \u2248 12\u00b7L\u00b7h\u00b2 = %3 "
           "parameters; N = %4 GPUs; micro-batch of T = %5 tokens, %6 micro-batches per step; "
           "BF16 (2 bytes per value).")
            .arg(QLocale().toString(m_setup.layers))
            .arg(QLocale().toString(m_setup.hidden))
            .arg(locale.toString(m_setup.parameters(), 'g', 3))
            .arg(QLocale().toString(m_setup.gpus))
            .arg(locale.toString(m_setup.tokensPerMicroBatch, 'f', 0))
            .arg(QLocale().toString(m_setup.microBatches));
    QString what;
    switch (kind()) {
    case Parallelism::Data:
        what = tr("<b>Gradients, once per step:</b> one all-reduce of P \u00d7 2 bytes = %1; "
                  "each GPU sends 2(N−1)/N of it = <b>%2 per step</b>.")
                   .arg(bytesText(t.messageBytes), bytesText(t.bytesPerGpuPerStep));
        break;
    case Parallelism::Tensor:
        what = tr("<b>Activations, every layer:</b> 4 all-reduces per layer per micro-batch "
                  "(2 forward, 2 backward) of T \u00d7 h \u00d7 2 bytes = %1 each: %2 "
                  "all-reduces per step, <b>%3 per GPU per step</b> \u2014 medium-sized "
                  "messages, very often: this needs NVLink inside one server.")
                   .arg(bytesText(t.messageBytes))
                   .arg(QLocale().toString(t.messagesPerStep))
                   .arg(bytesText(t.bytesPerGpuPerStep));
        break;
    case Parallelism::Pipeline:
        what = tr("<b>Activations between stages:</b> T \u00d7 h \u00d7 2 bytes = %1 forward "
                  "and as much backward per micro-batch at each of the N−1 boundaries: "
                  "<b>%2 per GPU per step</b> \u2014 point to point, little enough for "
                  "InfiniBand between servers.")
                   .arg(bytesText(t.messageBytes), bytesText(t.bytesPerGpuPerStep));
        break;
    }
    m_numbers->setText(QStringLiteral("<p>%1<br>%2</p>").arg(setup.toHtmlEscaped(), what));
}

} // namespace gpulab
