// Moodle GIFT question banks: the parser, the writer and the JSON form used by
// `gpulab-cli quiz validate --json`. QtCore only.
//
// The grammar is the one Moodle's importer (question/format/gift) accepts:
//   - questions are separated by blank lines; lines whose first non-blank characters are `//`
//     are comments (inside a question too);
//   - `$CATEGORY: path` sets the category of the questions after it;
//   - `::title::` names a question; `[html] [markdown] [plain] [moodle]` at the start of a text
//     gives its format (moodle when absent);
//   - the answer block `{...}`: empty = essay; none = description; `#...` = numerical; contains
//     `~` = multiple choice (no `=` answer: multiple answers, weights `%50%`, negative allowed);
//     `=a -> b` pairs = matching; `T TRUE F FALSE` = true/false (`#wrong feedback#right
//     feedback`); else short answer (`=a =%50%b`); `####` starts the general feedback;
//   - text after the block makes a missing-word question (the block becomes "_____");
//   - escapes `\~ \= \# \{ \} \: \\` and `\n` (a line break).
// Every problem is reported with its line and reason; a bad question is skipped and the others
// still load. The parser never throws and accepts any bytes (invalid UTF-8 is a problem of the
// lines it is on).
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace gpulab::gift {

enum class QuestionType {
    MultiChoice,    // one answer is chosen; "multichoice"
    MultipleAnswer, // several may be chosen, weights add up (clamped to 0..1); "multiple_answer"
    TrueFalse,      // "truefalse"
    ShortAnswer,    // typed text matched against the answers, case-insensitive; "shortanswer"
    Numerical,      // a number within value ± tolerance; "numerical"
    Matching,       // each left item gets one right item; "matching"
    Essay,          // free text, not graded automatically; "essay"
    Description,    // text only, no answer; "description"
};

enum class TextFormat { Moodle, Html, Plain, Markdown };

QString typeName(QuestionType type);   // the JSON names above
QString formatName(TextFormat format); // moodle html plain markdown
bool isGraded(QuestionType type);      // false for essay and description

struct Answer
{
    QString text;        // choice or accepted short answer; "true"/"false" for true/false
    double fraction = 0; // credit for choosing it: 1 = full, may be negative (-1..1)
    QString feedback;    // shown when this answer is given
    // Numerical answers: value ± tolerance. `anyNumber` = Moodle's "~#feedback" catch-all
    // (any other number, no credit).
    double value = 0;
    double tolerance = 0;
    bool anyNumber = false;
    int line = 0; // where the answer starts in the file
};

struct MatchPair
{
    QString question; // empty: a distractor answer that matches nothing
    QString answer;
};

struct Question
{
    int line = 0;     // first line of the question in its file (1-based)
    QString title;    // empty when the file gives none
    QString category; // from the last $CATEGORY: before it; empty when none
    TextFormat format = TextFormat::Moodle;
    QuestionType type = QuestionType::Description;
    QString text;          // unescaped; a missing-word question has "_____" where its answers stood
    int blankAt = -1;      // index of that "_____" in text; -1 when the answers follow the text
    QList<Answer> answers; // true/false: [true, false] with the feedback for choosing each
    QList<MatchPair> pairs;
    bool correctAnswer = false; // true/false questions: the right answer
    QString generalFeedback;

    // A stable key for history: the title, or the start of the text when there is none.
    QString key() const;
    bool operator==(const Question &other) const; // all content (not line)
};

struct Problem
{
    int line = 0; // 0 = the whole file (cannot be read)
    QString message;
};

struct Bank
{
    QString file; // as given to the parser
    QList<Question> questions;
    QList<Problem> problems;
    bool ok() const { return problems.isEmpty(); }
    // "FILE:LINE: message" per problem.
    QStringList problemLines() const;
};

// Parses GIFT text (UTF-8, optional BOM, LF or CRLF). `file` names it in problems.
Bank parse(const QByteArray &bytes, const QString &file = QString());
// Reads and parses a file; an unreadable file is one problem at line 0.
Bank parseFile(const QString &path);

// GIFT text for the questions, with a $CATEGORY: line whenever the category changes and a
// blank line between questions. parse(write(q)).questions == q for what GIFT expresses.
QString write(const QList<Question> &questions);
// Escapes ~ = # { } : \ and line breaks for use inside GIFT text.
QString escape(const QString &text);

// The JSON objects of `gpulab-cli quiz validate --json`.
QJsonObject toJson(const Question &question);
QJsonObject toJson(const Bank &bank);

// Grading ------------------------------------------------------------------------------------

struct Response
{
    QList<int> chosen;   // indices into Question::answers (choice, multiple, true/false)
    QString text;        // short answer, numerical (C or the user's locale), essay
    QStringList matches; // matching: the answer chosen per pair with a question, in order
};

struct Grade
{
    bool graded = false;  // false: essay, description, or a response that cannot be read
    bool valid = true;    // false: a numerical response that is not a number
    double fraction = 0;  // 0..1 after clamping
    bool correct = false; // fraction == 1
    QStringList feedback; // per-answer feedback for what was given
};

// Reads a number as a student types it: "12.5", "12,5", "1e9", " -3 ". False when it is not one.
bool parseNumber(const QString &text, double *value);
// Whether `x` lies within value ± tolerance, edges included (with the same tiny allowance for
// rounding that Moodle adds).
bool withinTolerance(double x, double value, double tolerance);
Grade grade(const Question &question, const Response &response);
// The matching question's right-hand choices: every distinct answer, in file order.
QStringList matchingChoices(const Question &question);
// The pairs that ask something (non-empty question side).
QList<MatchPair> matchingItems(const Question &question);
// A short text naming the right answer(s), for reviews and the presenter's reveal.
QString correctAnswerText(const Question &question);

} // namespace gpulab::gift
