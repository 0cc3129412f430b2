// PageSizedTabs: the tabs under a lesson's text and simulation (datasheet tables, live charts,
// calculators). QTabWidget sizes itself for its largest page; these tabs are as tall as the page
// shown instead, so that the simulation above keeps its room:
//   - an ordinary page (a table, a calculator) gets what it asks for, but at most
//     kShortPageShare of the panel's height (a long table scrolls);
//   - a page marked roomy (setRoomyPage(): shown while the simulation steps aside) gets what
//     it asks for up to kTallPageShare;
//   - a page marked tall (setTallPage(): a chart that needs the room) gets at least
//     kTallPageShare of it, whatever the text size.
// Pages not shown do not count (their size policy is Ignored), so another tab, another height.
// Every tab stays in view at every width and text size: the bar has no scroll arrows; where the
// titles do not all fit on one line they take a font one step smaller, then wrap onto two or
// three lines (the tabs grow taller), and only where even that is too wide do the longest elide,
// their whole title in the tab's tooltip (the layout test fails on a tab out of view).
#pragma once

#include <QTabWidget>

namespace gpulab {

class PageSizedTabs : public QTabWidget
{
    Q_OBJECT
public:
    static constexpr double kShortPageShare = 0.4;
    static constexpr double kTallPageShare = 0.6;

    explicit PageSizedTabs(QWidget *parent = nullptr);

    // Marks `page` (one of this widget's pages) as a tall one.
    static void setTallPage(QWidget *page, bool tall = true);
    static bool isTallPage(const QWidget *page);
    static void setRoomyPage(QWidget *page, bool roomy = true);
    static bool isRoomyPage(const QWidget *page);
    // Would the page at `index`, brought up now, show whole, without scrolling? Tall and roomy
    // pages always do (they get the room they need); an ordinary page when its minimum height
    // fits within kShortPageShare of the panel. True while the panel has no height yet.
    bool fitsWhole(int index) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

protected:
    void tabInserted(int index) override;

private:
    int chrome() const; // the tab bar and the frame
    QSize fitted(QSize all, bool minimum) const;
};

} // namespace gpulab
