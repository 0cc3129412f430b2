// PageSizedTabs: tabs as tall as the page shown (see pagesizedtabs.h).
#include "lessons/framework/pagesizedtabs.h"

#include <QStyle>
#include <QTabBar>
#include <QVariant>

#include <algorithm>

namespace gpulab {

namespace {
const char *const kTallProperty = "tallPage";
}

PageSizedTabs::PageSizedTabs(QWidget *parent) : QTabWidget(parent)
{
    // Another page, another height: the layout above must ask again.
    connect(this, &QTabWidget::currentChanged, this, [this] { updateGeometry(); });
}

void PageSizedTabs::setTallPage(QWidget *page, bool tall)
{
    page->setProperty(kTallProperty, tall);
}

bool PageSizedTabs::isTallPage(const QWidget *page)
{
    return page && page->property(kTallProperty).toBool();
}

QSize PageSizedTabs::sizeHint() const
{
    return fitted(QTabWidget::sizeHint(), false);
}

QSize PageSizedTabs::minimumSizeHint() const
{
    return fitted(QTabWidget::minimumSizeHint(), true);
}

bool PageSizedTabs::hasHeightForWidth() const
{
    return currentWidget() && currentWidget()->hasHeightForWidth();
}

int PageSizedTabs::heightForWidth(int width) const
{
    const QWidget *page = currentWidget();
    if (!page || !page->hasHeightForWidth() || isTallPage(page))
        return sizeHint().height();
    return std::min(sizeHint().height(), chrome() + page->heightForWidth(width - chrome()));
}

int PageSizedTabs::chrome() const
{
    return tabBar()->sizeHint().height() +
           2 * style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, this) + 2;
}

QSize PageSizedTabs::fitted(QSize all, bool minimum) const
{
    const QWidget *page = currentWidget();
    if (!page)
        return all;
    const QSize wanted = minimum ? page->minimumSizeHint() : page->sizeHint();
    int height = chrome() + std::max(0, wanted.height());
    const int panelHeight = parentWidget() ? parentWidget()->height() : 0;
    if (panelHeight > 0) {
        if (isTallPage(page)) {
            if (!minimum)
                height = std::max(height, int(panelHeight * kTallPageShare));
        } else {
            // Never more than its share: the table scrolls, the simulation keeps its room.
            height = std::min(height, std::max(chrome() + 40, int(panelHeight * kShortPageShare)));
        }
    }
    return {all.width(), height};
}

} // namespace gpulab
