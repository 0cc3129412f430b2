// AnnotationLayer: what an instructor draws over a projected page — a pen, a highlighter and a
// laser pointer, like a presentation program's. It is a transparent widget laid over the page
// (the simulation canvas and the charts alike); with no tool chosen it lets every mouse event
// through, so the page works as usual. Strokes are kept in coordinates relative to the layer
// (0..1 across and down), so when the window or the scene rescales they stay on what they
// marked. The laser is only a dot where the pointer is: nothing animates, no timer runs.
#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QPolygonF>
#include <QWidget>

namespace gpulab {

class AnnotationLayer : public QWidget
{
    Q_OBJECT
public:
    enum class Tool { None, Pen, Highlighter, Laser };

    explicit AnnotationLayer(QWidget *parent);

    Tool tool() const { return m_tool; }
    // None gives the mouse back to the page; the strokes stay until clear().
    void setTool(Tool tool);
    void clear();
    bool isEmpty() const { return m_strokes.isEmpty(); }
    int strokeCount() const { return int(m_strokes.size()); }

    // The colours drawn with (the tests look for them).
    static QColor penColour() { return QColor(0xd5, 0x5e, 0x00); }         // vermillion
    static QColor highlighterColour() { return QColor(0xf0, 0xe4, 0x42); } // yellow, see-through
    static QColor laserColour() { return QColor(0xff, 0x20, 0x20); }

protected:
    void changeEvent(QEvent *event) override; // a language change: its accessible name again
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    struct Stroke
    {
        Tool tool = Tool::Pen;
        QPolygonF points; // relative: 0..1 of the layer's width and height
    };
    QPointF relative(const QPointF &point) const;
    QPointF absolute(const QPointF &point) const;
    qreal penWidth(Tool tool) const;

    Tool m_tool = Tool::None;
    QList<Stroke> m_strokes;
    bool m_drawing = false;
    QPointF m_laser{-1, -1}; // relative; negative: not shown
};

} // namespace gpulab
