// PresenterOverview (see presenteroverview.h).
#include "app/presenteroverview.h"

#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gpulab {

PresenterOverview::PresenterOverview(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("presenterOverview"));
    setAutoFillBackground(true);
    auto *layout = new QVBoxLayout(this);
    m_heading = new QLabel(this);
    m_heading->setWordWrap(true);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("overviewTiles"));
    m_list->setViewMode(QListView::IconMode);
    m_list->setFlow(QListView::LeftToRight);
    m_list->setWrapping(true);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setMovement(QListView::Static);
    m_list->setUniformItemSizes(true);
    m_list->setWordWrap(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setSpacing(6);
    // Tiles, like a slide sorter's: each framed, the current one filled.
    m_list->setStyleSheet(QStringLiteral(
        "QListView::item { border: 2px solid palette(mid); border-radius: 6px; }"
        "QListView::item:selected { background: palette(highlight); "
        "color: palette(highlighted-text); border: 4px solid palette(highlighted-text); }"));
    layout->addWidget(m_heading);
    layout->addWidget(m_list, 1);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);
    retranslateUi();
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const int index = m_list->row(item);
        if (index >= 0 && index < m_entries.size())
            emit chosen(m_entries.at(index));
    });
}

void PresenterOverview::retranslateUi()
{
    setAccessibleName(tr("Overview of the lesson"));
    m_list->setAccessibleName(tr("Sections and beats: arrows move, Enter goes there, Esc closes"));
    m_hint->setText(tr("Arrows: move \u00b7 Enter: go there \u00b7 Esc or O: close"));
}

void PresenterOverview::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void PresenterOverview::setEntries(const QString &heading, const QList<OverviewEntry> &entries,
                                   int current)
{
    m_heading->setText(heading);
    m_entries = entries;
    m_list->clear();
    for (const OverviewEntry &entry : entries) {
        auto *item =
            new QListWidgetItem(QStringLiteral("%1\n%2").arg(entry.number, entry.title), m_list);
        item->setTextAlignment(Qt::AlignCenter);
        item->setData(Qt::AccessibleTextRole,
                      entry.beat < 0 ? tr("Section %1: %2").arg(entry.number, entry.title)
                                     : tr("Beat %1: %2").arg(entry.number, entry.title));
    }
    layoutTiles();
    selectEntry(current);
}

int PresenterOverview::selectedEntry() const
{
    return m_list->currentRow();
}

void PresenterOverview::selectEntry(int index)
{
    if (index < 0 || index >= m_list->count())
        return;
    m_list->setCurrentRow(index);
    m_list->scrollToItem(m_list->item(index));
}

void PresenterOverview::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    layoutTiles();
}

void PresenterOverview::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    layoutTiles();
    m_list->setFocus();
}

void PresenterOverview::layoutTiles()
{
    // Tiles as wide as four to five fit across, each tall enough for its number and three
    // lines of title at the window's text size (the presenter's, on a projector).
    const QFontMetrics metrics(m_list->font());
    const int across = std::clamp(m_list->viewport()->width() / (metrics.height() * 9), 2, 5);
    const int width =
        std::max(metrics.height() * 6, (m_list->viewport()->width() - 2 * 6 * across) / across - 4);
    m_list->setGridSize(QSize(width + 12, metrics.height() * 5 + 12));
    for (int i = 0; i < m_list->count(); ++i)
        m_list->item(i)->setSizeHint(QSize(width, metrics.height() * 5));
}

} // namespace gpulab
