// FlowLayout: a row of controls that wraps onto the next line when the page is too narrow for
// it (large text, presenter mode, a small screen), as words do in a paragraph. Items keep their
// preferred width where the line has room and never go below their minimum; one wider than the
// whole line gets the line. It reports heightForWidth(), so a FittedScrollArea or PageSizedTabs
// around it asks for the height the wrapped rows need. Lesson pages and ChartFrame use it.
//
// addPair() keeps a label with the field it names on one line; a combo box there narrows down
// to a dozen characters where the line is short (its list still shows every item whole).
#pragma once

#include <QLayout>
#include <QList>

class QLabel;

namespace gpulab {

class FlowLayout : public QLayout
{
    Q_OBJECT
public:
    explicit FlowLayout(QWidget *parent = nullptr, int spacing = -1);
    ~FlowLayout() override;

    // `label` and `field` side by side, wrapped as one item.
    void addPair(QLabel *label, QWidget *field);
    // The same, placed before the item now at `index` (at the end when index >= count()).
    void insertWidget(int index, QWidget *widget);
    void insertPair(int index, QLabel *label, QWidget *field);

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    int doLayout(const QRect &rect, bool apply) const;
    int spacingOrDefault() const;

    QList<QLayoutItem *> m_items;
};

} // namespace gpulab
