// Navigator: lessons → sections with progress marks (see navigator.h).
#include "app/navigator.h"

#include "lessons/framework/quiz/quizid.h"

#include <QHeaderView>
#include <QLocale>
#include <QTreeWidgetItemIterator>

namespace gpulab {

namespace {
constexpr int kLessonRole = Qt::UserRole + 1;
constexpr int kSectionRole = Qt::UserRole + 2;
constexpr int kQuizRole = Qt::UserRole + 3; // the quiz id of a quiz entry
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
    m_quizGroup = nullptr;
    rebuildQuizzes();
    expandAll();
    m_updating = false;
}

void Navigator::setLessonQuizzes(const QList<QuizEntry> &quizzes)
{
    m_lessonQuizzes = quizzes;
    const bool updating = m_updating;
    m_updating = true;
    rebuildQuizzes();
    m_updating = updating;
}

void Navigator::setOtherQuizzes(const QList<QuizEntry> &quizzes)
{
    m_otherQuizzes = quizzes;
    const bool updating = m_updating;
    m_updating = true;
    rebuildQuizzes();
    m_updating = updating;
}

void Navigator::setQuizScores(const QHash<QString, QuizScore> &scores)
{
    m_scores = scores;
    for (QTreeWidgetItemIterator it(this); *it; ++it)
        if (!(*it)->data(0, kQuizRole).toString().isEmpty())
            refreshQuizItem(*it);
}

// Quiz entries are rebuilt whole (lessons' last children, the "Quizzes" group); the lesson and
// section rows before them stay, so an open lesson keeps its place.
void Navigator::rebuildQuizzes()
{
    const QString current =
        currentItem() ? currentItem()->data(0, kQuizRole).toString() : QString();
    for (int i = 0; i < m_lessons.size(); ++i) {
        QTreeWidgetItem *lesson = topLevelItem(i);
        if (!lesson)
            continue;
        for (int c = lesson->childCount() - 1; c >= 0; --c)
            if (!lesson->child(c)->data(0, kQuizRole).toString().isEmpty())
                delete lesson->takeChild(c);
        for (const QuizEntry &quiz : m_lessonQuizzes) {
            if (QuizId::parse(quiz.id) != QuizId::lesson(m_lessons.at(i).content.id) ||
                !m_lessons.at(i).ok())
                continue;
            auto *item = new QTreeWidgetItem(lesson);
            item->setData(0, kLessonRole, i);
            item->setData(0, kSectionRole, -1);
            item->setData(0, kQuizRole, quiz.id);
            refreshQuizItem(item);
        }
    }
    delete m_quizGroup;
    m_quizGroup = nullptr;
    if (!m_otherQuizzes.isEmpty()) {
        m_quizGroup = new QTreeWidgetItem(this);
        m_quizGroup->setText(0, tr("Quizzes"));
        m_quizGroup->setData(0, kLessonRole, -1);
        m_quizGroup->setData(0, kSectionRole, -1);
        m_quizGroup->setData(0, Qt::AccessibleTextRole,
                             tr("Quizzes: the exam across lessons, imported quizzes and your "
                                "results"));
        for (const QuizEntry &quiz : m_otherQuizzes) {
            auto *item = new QTreeWidgetItem(m_quizGroup);
            item->setData(0, kLessonRole, -1);
            item->setData(0, kSectionRole, -1);
            item->setData(0, kQuizRole, quiz.id);
            refreshQuizItem(item);
        }
        m_quizGroup->setExpanded(true);
    }
    if (!current.isEmpty())
        setCurrentQuiz(current);
}

void Navigator::refreshQuizItem(QTreeWidgetItem *item)
{
    const QString id = item->data(0, kQuizRole).toString();
    QuizEntry entry;
    for (const QList<QuizEntry> *list : {&m_lessonQuizzes, &m_otherQuizzes})
        for (const QuizEntry &quiz : *list)
            if (quiz.id == id)
                entry = quiz;
    const QuizId::Kind kind = QuizId::parse(id).kind();
    if (kind == QuizId::Kind::History) {
        item->setText(0, entry.title);
        item->setData(0, Qt::AccessibleTextRole, entry.title);
        return;
    }
    const QString name = kind == QuizId::Kind::Lesson ? tr("Quiz") : entry.title;
    // The count the quiz will show; questions about the student's own measurements said apart.
    const QLocale locale;
    const QString count = entry.measured > 0
                              ? tr("%1 + %2 from your measurements")
                                    .arg(locale.toString(entry.questions - entry.measured),
                                         locale.toString(entry.measured))
                              : locale.toString(entry.questions);
    const QuizScore score = m_scores.value(id);
    if (score.attempts > 0) {
        item->setText(
            0,
            tr("\u2713 %1 \u2014 best %2 %").arg(name, locale.toString(qRound(score.bestPercent))));
        item->setData(0, Qt::AccessibleTextRole,
                      tr("%1, %2 questions, best score %3 percent after %Ln attempt(s)", nullptr,
                         score.attempts)
                          .arg(name, count, locale.toString(qRound(score.bestPercent))));
    } else {
        item->setText(0, tr("\u25CB %1 (%2 questions)").arg(name, count));
        item->setData(0, Qt::AccessibleTextRole,
                      tr("%1, %2 questions, not taken yet").arg(name, count));
    }
    item->setToolTip(0, tr("%Ln question(s). Practice gives feedback after each answer; a test "
                           "gives it at the end.",
                           nullptr, entry.questions));
}

QTreeWidgetItem *Navigator::quizItem(const QString &quizId) const
{
    for (QTreeWidgetItemIterator it(const_cast<Navigator *>(this)); *it; ++it)
        if ((*it)->data(0, kQuizRole).toString() == quizId)
            return *it;
    return nullptr;
}

bool Navigator::setCurrentQuiz(const QString &quizId)
{
    QTreeWidgetItem *item = quizItem(quizId);
    if (!item)
        return false;
    const bool updating = m_updating;
    m_updating = true;
    setCurrentItem(item);
    scrollToItem(item);
    m_updating = updating;
    return true;
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
    const int total = int(lesson.content.sections.size());
    for (int s = 0; s < total && s < item->childCount(); ++s) {
        const LessonSection &section = lesson.content.sections.at(s);
        const bool seen = visited.contains(section.id);
        count += seen ? 1 : 0;
        QTreeWidgetItem *child = item->child(s);
        // A section the UI language's translation lacks is said to be in English.
        const QString title =
            section.translated ? section.title : tr("%1 (in English)").arg(section.title);
        child->setText(
            0, seen ? tr("\u2713 %1. %2 \u2014 visited").arg(QLocale().toString(s + 1)).arg(title)
                    : tr("\u25CB %1. %2").arg(QLocale().toString(s + 1)).arg(title));
        child->setData(0, Qt::AccessibleTextRole,
                       seen ? tr("Section %1, %2, visited").arg(s + 1).arg(title)
                            : tr("Section %1, %2, not visited yet").arg(s + 1).arg(title));
        child->setToolTip(0, section.translated
                                 ? QString()
                                 : tr("This section is not translated yet: it is shown in "
                                      "English."));
    }
    item->setText(0, tr("%1  (%2/%3)")
                         .arg(lesson.content.title)
                         .arg(QLocale().toString(count))
                         .arg(QLocale().toString(total)));
    item->setData(
        0, Qt::AccessibleTextRole,
        tr("Lesson %1, %2 of %3 sections visited").arg(lesson.content.title).arg(count).arg(total));
    const int english = lesson.content.untranslatedSections();
    item->setToolTip(0, english == 0 ? lesson.content.summary
                                     : lesson.content.summary + QStringLiteral("\n\n") +
                                           tr("%Ln section(s) not translated yet, shown in "
                                              "English.",
                                              nullptr, english));
}

void Navigator::setCurrent(int lessonIndex, int section)
{
    QTreeWidgetItem *item = topLevelItem(lessonIndex);
    if (!item)
        return;
    if (section >= 0 && section < item->childCount() &&
        section < m_lessons.value(lessonIndex).content.sections.size())
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
    const QString quiz = current->data(0, kQuizRole).toString();
    if (!quiz.isEmpty()) {
        emit quizActivated(quiz);
        return;
    }
    if (current->data(0, kLessonRole).toInt() < 0)
        return; // the "Quizzes" group row itself
    emit activated(current->data(0, kLessonRole).toInt(), current->data(0, kSectionRole).toInt());
}

} // namespace gpulab
