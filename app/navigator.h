// The lesson navigator: a tree of lessons and their sections, with each section's progress shown
// by a mark AND a word ("visited"), so that colour is never the only signal, and each lesson's
// count of visited sections. Lessons that failed to load appear with a warning mark; choosing one
// shows its error panel.
#pragma once

#include "lessons/framework/lessoncontent.h"

#include <QSet>
#include <QTreeWidget>

namespace gpulab {

class Navigator : public QTreeWidget
{
    Q_OBJECT
public:
    explicit Navigator(QWidget *parent = nullptr);

    void setLessons(const QList<LessonLoadResult> &lessons);
    // Marks visited sections of one lesson (ids from the progress store).
    void setVisited(const QString &lessonId, const QSet<QString> &sectionIds);
    // Highlights lesson `lessonIndex`, section `section` (-1: the lesson row) without emitting.
    void setCurrent(int lessonIndex, int section);

signals:
    // The user chose a lesson (section -1 when they chose the lesson row itself).
    void activated(int lessonIndex, int section);

private:
    void onCurrentChanged(QTreeWidgetItem *current);
    void refreshLesson(int lessonIndex);

    QList<LessonLoadResult> m_lessons;
    QHash<QString, QSet<QString>> m_visited;
    bool m_updating = false;
};

} // namespace gpulab
