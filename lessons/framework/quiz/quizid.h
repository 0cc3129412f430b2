// QuizId: the name of a quiz as every part of GPU Lab spells it — the catalog, the navigator,
// the main window, the progress store and gpulab-cli:
//   "lesson:<lesson id>"  a lesson's question bank;
//   "import:<file name>"  a bank an instructor imported, by its name in the import folder;
//   "exam"                questions drawn from every lesson;
//   "history"             not a quiz: the results page, which the navigator lists with them.
// The grammar is parsed and written here and nowhere else. QtCore only.
#pragma once

#include <QString>

namespace gpulab {

class QuizId
{
public:
    enum class Kind {
        Invalid, // no quiz: the default, and whatever parse() does not recognise
        Lesson,
        Import,
        Exam,
        History,
    };

    QuizId() = default;
    // An invalid id for an empty lesson id or file name, or a file name with a folder in it.
    static QuizId lesson(const QString &lessonId);
    static QuizId imported(const QString &fileName);
    static QuizId exam();
    static QuizId history();
    // The id that `text` spells, exactly (case and blanks count); invalid for anything else.
    static QuizId parse(const QString &text);

    // The text parse() reads back; empty for an invalid id.
    QString format() const;

    Kind kind() const { return m_kind; }
    bool isValid() const { return m_kind != Kind::Invalid; }
    // A quiz that can be taken and whose attempts are stored: a lesson's, an import, the exam.
    bool isQuiz() const;
    QString lessonId() const; // a lesson quiz's lesson; empty for the others
    QString fileName() const; // an imported bank's file name; empty for the others

    friend bool operator==(const QuizId &, const QuizId &) = default;

private:
    QuizId(Kind kind, const QString &name);

    Kind m_kind = Kind::Invalid;
    QString m_name; // the lesson id or the file name
};

} // namespace gpulab
