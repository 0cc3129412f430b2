// FittedScrollArea (see fittedscrollarea.h).
#include "lessons/framework/fittedscrollarea.h"

#include <QResizeEvent>

namespace gpulab {

FittedScrollArea::FittedScrollArea(QWidget *page, QWidget *parent) : QScrollArea(parent)
{
    setWidget(page);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::NoFocus);
    setObjectName(page->objectName() + QStringLiteral("Scroll"));
}

QSize FittedScrollArea::sizeHint() const
{
    QWidget *page = widget();
    if (!page)
        return QScrollArea::sizeHint();
    const QSize hint = page->sizeHint();
    const int width = viewport()->width() > 50 ? viewport()->width() : hint.width();
    int height = page->hasHeightForWidth() ? page->heightForWidth(width) : hint.height();
    if (height <= 0)
        height = hint.height();
    return QSize(hint.width(), height + 2 * frameWidth());
}

void FittedScrollArea::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    if (event->oldSize().width() != event->size().width()) {
        updateGeometry(); // wrapped text needs another height at another width
        emit widthChanged();
    }
}

} // namespace gpulab
