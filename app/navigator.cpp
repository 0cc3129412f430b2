// Navigator: lessons → sections with progress marks (see navigator.h).
#include "app/navigator.h"

#include <QHeaderView>

namespace gpulab {

namespace {
constexpr int kLessonRole = Qt::UserRole + 1;
constexpr int kSectionRole = Qt::UserRole + 2;
} // namespace

Navigator::Navigator(QWidget *parent) : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("navigator"));
    setHeaderHidden(true);
    setColumnCount(1);
    setRootIsDecorated(true);
    setUniformRowHeights(true);
    setAccessibleName(tr("Lessons"));
    setAccessibleDescription(
        tr("Lessons and their sections. Arrow keys move, Enter opens, the mark and the word "
           "after a section tell whether you have visited it."));
    setFocusPolicy(Qt::StrongFocus);
    connect(this, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *current) { onCurrentChanged(current); });
}

void Navigator::setLessons(const QList<LessonLoadResult> &lessons)
{
    m_updating = true;
    m_lessons = lessons;
    clear();
    for (int i = 0; i < lessons.size(); ++i) {
        const LessonLoadResult &lesson = lessons.at(i);
        auto *item = new QTreeWidgetItem(this);
        item->setData(0, kLessonRole, i);
        item->setData(0, kSectionRole, -1);
        if (lesson.ok()) {
            for (int s = 0; s < lesson.content.sections.size(); ++s) {
                auto *child = new QTreeWidgetItem(item);
                child->setData(0, kLessonRole, i);
                child->setData(0, kSectionRole, s);
            }
        }
        refreshLesson(i);
    }
    expandAll();
    m_updating = false;
}

void Navigator::setVisited(const QString &lessonId, const QSet<QString> &sectionIds)
{
    m_visited[lessonId] = sectionIds;
    for (int i = 0; i < m_lessons.size(); ++i)
        if (m_lessons.at(i).content.id == lessonId)
            refreshLesson(i);
}

void Navigator::refreshLesson(int lessonIndex)
{
    QTreeWidgetItem *item = topLevelItem(lessonIndex);
    if (!item)
        return;
    const LessonLoadResult &lesson = m_lessons.at(lessonIndex);
    if (!lesson.ok()) {
        const QString name = lesson.content.title.isEmpty() ? lesson.content.folder.section('/', -1)
                                                            : lesson.content.title;
        item->setText(0, tr("\u26A0 %1 (cannot be loaded)").arg(name));
        item->setToolTip(0, tr("This lesson has problems in its files; open it to see them."));
        return;
    }
    const QSet<QString> visited = m_visited.value(lesson.content.id);
    int count = 0;
    for (int s = 0; s < item->childCount(); ++s) {
        const LessonSection &section = lesson.content.sections.at(s);
        const bool seen = visited.contains(section.id);
        count += seen ? 1 : 0;
        QTreeWidgetItem *child = item->child(s);
        child->setText(0, seen ? tr("\u2713 %1. %2 \u2014 visited").arg(s + 1).arg(section.title)
                               : tr("\u25CB %1. %2").arg(s + 1).arg(section.title));
        child->setData(0, Qt::AccessibleTextRole,
                       seen ? tr("Section %1, %2, visited").arg(s + 1).arg(section.title)
                            : tr("Section %1, %2, not visited yet").arg(s + 1).arg(section.title));
    }
    const int total = item->childCount();
    item->setText(0, tr("%1  (%2/%3)").arg(lesson.content.title).arg(count).arg(total));
    item->setData(
        0, Qt::AccessibleTextRole,
        tr("Lesson %1, %2 of %3 sections visited").arg(lesson.content.title).arg(count).arg(total));
    item->setToolTip(0, lesson.content.summary);
}

void Navigator::setCurrent(int lessonIndex, int section)
{
    QTreeWidgetItem *item = topLevelItem(lessonIndex);
    if (!item)
        return;
    if (section >= 0 && section < item->childCount())
        item = item->child(section);
    m_updating = true;
    setCurrentItem(item);
    scrollToItem(item);
    m_updating = false;
}

void Navigator::onCurrentChanged(QTreeWidgetItem *current)
{
    if (m_updating || !current)
        return;
    emit activated(current->data(0, kLessonRole).toInt(), current->data(0, kSectionRole).toInt());
}

} // namespace gpulab
