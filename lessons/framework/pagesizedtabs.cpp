// PageSizedTabs: tabs as tall as the page shown (see pagesizedtabs.h).
#include "lessons/framework/pagesizedtabs.h"

#include <QScrollArea>
#include <QStyle>
#include <QTabBar>
#include <QVariant>

#include <algorithm>

namespace gpulab {

namespace {
const char *const kTallProperty = "tallPage";
const char *const kRoomyProperty = "roomyPage";
} // namespace

PageSizedTabs::PageSizedTabs(QWidget *parent) : QTabWidget(parent)
{
    // Another page, another height: the pages not shown stop counting (the stack would take
    // the largest page's minimum otherwise), and the layout above must ask again.
    connect(this, &QTabWidget::currentChanged, this, [this](int current) {
        for (int i = 0; i < count(); ++i)
            widget(i)->setSizePolicy(i == current ? QSizePolicy::Preferred : QSizePolicy::Ignored,
                                     i == current ? QSizePolicy::Preferred : QSizePolicy::Ignored);
        updateGeometry();
    });
    // Never taller than the page shown asks for: the text and the simulation keep the rest.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
}

void PageSizedTabs::tabInserted(int index)
{
    QTabWidget::tabInserted(index);
    if (index != currentIndex())
        widget(index)->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
}

void PageSizedTabs::setTallPage(QWidget *page, bool tall)
{
    page->setProperty(kTallProperty, tall);
}

bool PageSizedTabs::isTallPage(const QWidget *page)
{
    return page && page->property(kTallProperty).toBool();
}

void PageSizedTabs::setRoomyPage(QWidget *page, bool roomy)
{
    page->setProperty(kRoomyProperty, roomy);
}

bool PageSizedTabs::isRoomyPage(const QWidget *page)
{
    return page && page->property(kRoomyProperty).toBool();
}

bool PageSizedTabs::fitsWhole(int index) const
{
    const QWidget *page = widget(index);
    const int panelHeight = parentWidget() ? parentWidget()->height() : 0;
    if (!page || panelHeight <= 0 || isTallPage(page) || isRoomyPage(page))
        return true;
    // Pages come wrapped in a scroll area (LessonPanel::addTab): what counts is what it wraps.
    const auto *area = qobject_cast<const QScrollArea *>(page);
    const QWidget *inner = area && area->widget() ? area->widget() : page;
    const int need = chrome() + inner->minimumSizeHint().height();
    return need <= int(panelHeight * kShortPageShare);
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
            const double share = isRoomyPage(page) ? kTallPageShare : kShortPageShare;
            height = std::min(height, std::max(chrome() + 40, int(panelHeight * share)));
        }
    }
    return {all.width(), height};
}

} // namespace gpulab
