// AnnotationLayer (see annotationlayer.h).
#include "widgets/annotationlayer.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace gpulab {

AnnotationLayer::AnnotationLayer(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("annotationLayer"));
    setAttribute(Qt::WA_TranslucentBackground);
    setAttribute(Qt::WA_NoSystemBackground);
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);
    setAccessibleName(tr("Drawing over the lesson"));
}

void AnnotationLayer::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        setAccessibleName(tr("Drawing over the lesson"));
}

void AnnotationLayer::setTool(Tool tool)
{
    m_tool = tool;
    m_drawing = false;
    m_laser = QPointF(-1, -1);
    setAttribute(Qt::WA_TransparentForMouseEvents, tool == Tool::None);
    setMouseTracking(tool == Tool::Laser);
    switch (tool) {
    case Tool::None: unsetCursor(); break;
    case Tool::Laser: setCursor(Qt::BlankCursor); break;
    default: setCursor(Qt::CrossCursor); break;
    }
    update();
}

void AnnotationLayer::clear()
{
    m_strokes.clear();
    m_drawing = false;
    update();
}

QPointF AnnotationLayer::relative(const QPointF &point) const
{
    return {point.x() / std::max(1, width()), point.y() / std::max(1, height())};
}

QPointF AnnotationLayer::absolute(const QPointF &point) const
{
    return {point.x() * width(), point.y() * height()};
}

qreal AnnotationLayer::penWidth(Tool tool) const
{
    // In proportion to the layer, so a stroke keeps its weight on any screen.
    const qreal unit = std::max(2.0, std::min(width(), height()) / 150.0);
    return tool == Tool::Highlighter ? unit * 5 : unit;
}

void AnnotationLayer::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    for (const Stroke &stroke : m_strokes) {
        QPolygonF points;
        for (const QPointF &p : stroke.points)
            points << absolute(p);
        QColor colour = stroke.tool == Tool::Highlighter ? highlighterColour() : penColour();
        if (stroke.tool == Tool::Highlighter)
            colour.setAlpha(110);
        QPen pen(colour, penWidth(stroke.tool), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        painter.setPen(pen);
        if (points.size() == 1)
            painter.drawPoint(points.first());
        else
            painter.drawPolyline(points);
    }
    if (m_tool == Tool::Laser && m_laser.x() >= 0) {
        const qreal r = penWidth(Tool::Pen) * 2.5;
        const QPointF at = absolute(m_laser);
        painter.setPen(Qt::NoPen);
        QColor glow = laserColour();
        glow.setAlpha(90);
        painter.setBrush(glow);
        painter.drawEllipse(at, r * 2, r * 2);
        painter.setBrush(laserColour());
        painter.drawEllipse(at, r, r);
    }
}

void AnnotationLayer::mousePressEvent(QMouseEvent *event)
{
    if (m_tool == Tool::Pen || m_tool == Tool::Highlighter) {
        m_strokes.append({m_tool, QPolygonF{relative(event->position())}});
        m_drawing = true;
        update();
    } else if (m_tool == Tool::Laser) {
        m_laser = relative(event->position());
        update();
    }
    event->accept();
}

void AnnotationLayer::mouseMoveEvent(QMouseEvent *event)
{
    if (m_drawing && !m_strokes.isEmpty()) {
        m_strokes.last().points << relative(event->position());
        update();
    } else if (m_tool == Tool::Laser) {
        m_laser = relative(event->position());
        update();
    }
    event->accept();
}

void AnnotationLayer::mouseReleaseEvent(QMouseEvent *event)
{
    m_drawing = false;
    event->accept();
}

void AnnotationLayer::leaveEvent(QEvent *event)
{
    QWidget::leaveEvent(event);
    if (m_laser.x() >= 0) {
        m_laser = QPointF(-1, -1);
        update();
    }
}

} // namespace gpulab
