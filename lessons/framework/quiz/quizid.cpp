// QuizId (see quizid.h).
#include "lessons/framework/quiz/quizid.h"

namespace gpulab {

namespace {

const QLatin1String kLessonPrefix("lesson:");
const QLatin1String kImportPrefix("import:");
const QLatin1String kExam("exam");
const QLatin1String kHistory("history");

} // namespace

QuizId::QuizId(Kind kind, const QString &name)
{
    const bool named = kind == Kind::Lesson || kind == Kind::Import;
    // An imported bank is a file in the import folder, never a path out of it.
    const bool folder = name.contains(QLatin1Char('/')) || name.contains(QLatin1Char('\\'));
    if (named && (name.isEmpty() || (kind == Kind::Import && folder)))
        return; // invalid
    m_kind = kind;
    m_name = named ? name : QString();
}

QuizId QuizId::lesson(const QString &lessonId)
{
    return QuizId(Kind::Lesson, lessonId);
}

QuizId QuizId::imported(const QString &fileName)
{
    return QuizId(Kind::Import, fileName);
}

QuizId QuizId::exam()
{
    return QuizId(Kind::Exam, QString());
}

QuizId QuizId::history()
{
    return QuizId(Kind::History, QString());
}

QuizId QuizId::parse(const QString &text)
{
    if (text.startsWith(kLessonPrefix))
        return lesson(text.mid(kLessonPrefix.size()));
    if (text.startsWith(kImportPrefix))
        return imported(text.mid(kImportPrefix.size()));
    if (text == kExam)
        return exam();
    if (text == kHistory)
        return history();
    return QuizId();
}

QString QuizId::format() const
{
    switch (m_kind) {
    case Kind::Lesson: return kLessonPrefix + m_name;
    case Kind::Import: return kImportPrefix + m_name;
    case Kind::Exam: return kExam;
    case Kind::History: return kHistory;
    case Kind::Invalid: break;
    }
    return QString();
}

bool QuizId::isQuiz() const
{
    return m_kind == Kind::Lesson || m_kind == Kind::Import || m_kind == Kind::Exam;
}

QString QuizId::lessonId() const
{
    return m_kind == Kind::Lesson ? m_name : QString();
}

QString QuizId::fileName() const
{
    return m_kind == Kind::Import ? m_name : QString();
}

} // namespace gpulab
