// FittedScrollArea: a tab page that scrolls when the window is too small for it (large fonts,
// presenter mode). It asks for the height its page needs at its width (word-wrapped text
// included), so a short page leaves the room to the text above, and PageSizedTabs caps what a
// long one gets. Tab goes to the page's controls, never to the frame.
#pragma once

#include <QScrollArea>

#include <functional>

namespace gpulab {

class FittedScrollArea : public QScrollArea
{
    Q_OBJECT
public:
    // Wraps `page` (which the area then owns).
    explicit FittedScrollArea(QWidget *page, QWidget *parent = nullptr);

    QSize sizeHint() const override;

signals:
    // The page's height at the new width may differ.
    void widthChanged();

protected:
    void resizeEvent(QResizeEvent *event) override;
};

} // namespace gpulab
