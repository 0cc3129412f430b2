// PageSizedTabs: tabs as tall as the page shown (see pagesizedtabs.h).
#include "lessons/framework/pagesizedtabs.h"

#include <QEvent>
#include <QScrollArea>
#include <QStyle>
#include <QStyleOptionTab>
#include <QStylePainter>
#include <QTabBar>
#include <QVariant>

#include <algorithm>

namespace gpulab {

namespace {
const char *const kTallProperty = "tallPage";
const char *const kRoomyProperty = "roomyPage";

// Every tab in view, whatever the width: no scroll arrows to hide tabs behind. Where the titles
// do not all fit on one line, they take a font one step smaller (the tabs keep their one line's
// height, which the page under them needs on a short screen), then wrap onto two lines, or three
// (the tabs grow taller, none goes out of view); only where even that is too wide do the longest
// give up width and elide, with the whole title in their tooltip (their accessible name is the
// whole title).
class FittingTabBar : public QTabBar
{
public:
    explicit FittingTabBar(QWidget *parent) : QTabBar(parent)
    {
        setUsesScrollButtons(false);
        setElideMode(Qt::ElideRight);
        setExpanding(false);
        parent->installEventFilter(this); // the tab widget's width is the room
    }

    // `title` broken at its spaces into at most `lines` lines, the widest as narrow as can be.
    static QString wrapped(const QFontMetrics &metrics, const QString &title, int lines)
    {
        const QStringList words = title.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (lines <= 1 || words.size() <= 1)
            return title;
        const auto fill = [&](int width) {
            QStringList rows;
            for (const QString &word : words) {
                if (!rows.isEmpty() &&
                    textWidth(metrics, rows.last() + QLatin1Char(' ') + word) <= width)
                    rows.last() += QLatin1Char(' ') + word;
                else
                    rows << word;
            }
            return rows;
        };
        int low = 0;
        for (const QString &word : words)
            low = std::max(low, textWidth(metrics, word));
        int high = textWidth(metrics, title);
        while (low < high) { // the narrowest width at which the words take `lines` lines
            const int middle = low + (high - low) / 2;
            if (fill(middle).size() <= lines)
                high = middle;
            else
                low = middle + 1;
        }
        return fill(high).join(QLatin1Char('\n'));
    }

protected:
    QSize tabSizeHint(int index) const override { return sizeAt(index, m_lines); }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == parentWidget() &&
            (event->type() == QEvent::Resize || event->type() == QEvent::FontChange))
            updateLines();
        return QTabBar::eventFilter(watched, event);
    }

    void changeEvent(QEvent *event) override
    {
        QTabBar::changeEvent(event);
        if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
            updateLines();
    }

    void tabInserted(int index) override
    {
        QTabBar::tabInserted(index);
        updateLines();
    }

    void tabLayoutChange() override
    {
        QTabBar::tabLayoutChange();
        updateToolTips();
    }

    void paintEvent(QPaintEvent *event) override
    {
        if (m_lines == 1) {
            QTabBar::paintEvent(event);
            return;
        }
        // As QTabBar paints (the current tab last, over its neighbours), with the titles on
        // their lines.
        QStylePainter painter(this);
        const auto paintTab = [&](int index) {
            QStyleOptionTab option;
            initStyleOption(&option, index);
            const QFontMetrics metrics = fontMetrics();
            const int room =
                style()->subElementRect(QStyle::SE_TabBarTabText, &option, this).width();
            QStringList lines = wrapped(metrics, tabText(index), m_lines).split(QLatin1Char('\n'));
            for (QString &line : lines)
                line = metrics.elidedText(line, Qt::ElideRight, room, Qt::TextShowMnemonic);
            option.text = lines.join(QLatin1Char('\n'));
            painter.drawControl(QStyle::CE_TabBarTab, option);
        };
        for (int i = 0; i < count(); ++i)
            if (i != currentIndex() && isTabVisible(i))
                paintTab(i);
        if (currentIndex() >= 0)
            paintTab(currentIndex());
    }

private:
    static int textWidth(const QFontMetrics &metrics, const QString &text)
    {
        return metrics.size(Qt::TextShowMnemonic, text).width();
    }

    // The width a title's line needs to be painted whole. QTabBar elides the title to its tab
    // (QFontMetrics::elidedText with the mnemonic), which shapes it around its '&' and can find
    // it wider than QFontMetrics::size() measured it: an Arabic title with its mnemonic on a
    // Latin word ("اختر &GPU") came out about 30 % wider, and a tab as wide as the measured title
    // showed "اختر &…" with room to spare. The narrowest width at which it is not elided.
    static int paintedWidth(const QFontMetrics &metrics, const QString &line)
    {
        int low = textWidth(metrics, line);
        const auto whole = [&](int width) {
            return metrics.elidedText(line, Qt::ElideRight, width, Qt::TextShowMnemonic) == line;
        };
        if (whole(low))
            return low;
        int high = 2 * low + 16;
        if (!whole(high))
            return high;
        while (low + 1 < high) { // whole at high, cut at low
            const int middle = low + (high - low) / 2;
            (whole(middle) ? high : low) = middle;
        }
        return high;
    }

    // Tab `index`'s size with its title on at most `lines` lines.
    QSize sizeAt(int index, int lines) const
    {
        const QSize hint = QTabBar::tabSizeHint(index);
        const QFontMetrics metrics = fontMetrics();
        const QString title = tabText(index);
        const QString shown = lines <= 1 ? title : wrapped(metrics, title, lines);
        int width = 0;
        for (const QString &line : shown.split(QLatin1Char('\n')))
            width = std::max(width, paintedWidth(metrics, line));
        return {hint.width() - textWidth(metrics, title) + width,
                hint.height() + int(shown.count(QLatin1Char('\n'))) * metrics.lineSpacing()};
    }

    // The first way the titles fit the tab widget's width: on one line, on one line a font step
    // smaller, then on two lines, then three (at that step); else the last, elided.
    void updateLines()
    {
        if (m_updating || !parentWidget())
            return;
        m_updating = true;
        const QFont base = parentWidget()->font();
        const int room = parentWidget()->width() - 4;
        struct Way
        {
            double scale;
            int lines;
        };
        constexpr Way kWays[] = {{1.0, 1}, {kSmallerFont, 1}, {kSmallerFont, 2}, {kSmallerFont, 3}};
        for (const Way &way : kWays) {
            QFont font = base;
            if (way.scale != 1.0) {
                if (base.pointSizeF() > 0)
                    font.setPointSizeF(base.pointSizeF() * way.scale);
                else
                    font.setPixelSize(std::max(1, int(base.pixelSize() * way.scale)));
            }
            if (font != this->font())
                setFont(font); // the bar lays its tabs out again
            m_lines = way.lines;
            int total = 0;
            for (int i = 0; i < count(); ++i)
                total += sizeAt(i, way.lines).width();
            if (room <= 0 || total <= room)
                break;
        }
        setElideMode(elideMode()); // lays the tabs out again, with their new sizes
        updateGeometry();
        updateToolTips();
        m_updating = false;
    }

    void updateToolTips()
    {
        for (int i = 0; i < count(); ++i) {
            // tabSizeHint() is the whole title's (only the minimum is elided).
            const bool elided = tabRect(i).width() < tabSizeHint(i).width();
            QString title = tabText(i);
            title.replace(QStringLiteral("&&"), QStringLiteral("\x01")).remove(QLatin1Char('&'));
            title.replace(QLatin1Char('\x01'), QLatin1Char('&'));
            setTabToolTip(i, elided ? title : QString());
        }
    }

    static constexpr double kSmallerFont = 0.85; // the titles' one step smaller font
    int m_lines = 1;
    bool m_updating = false;
};
} // namespace

PageSizedTabs::PageSizedTabs(QWidget *parent) : QTabWidget(parent)
{
    setTabBar(new FittingTabBar(this));
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
