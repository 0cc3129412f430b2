// Moodle GIFT question banks: the parser, the writer and the JSON form used by
// `gpulab-cli quiz validate --json`. QtCore only. They only read and write GIFT: grading a
// response is the session's side (grading.h).
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

#include <optional>

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
    int line = 0;  // first line of the question in its file (1-based)
    QString title; // empty when the file gives none
    // Moodle's ID number: "// [id:...]" on a comment line of the question (Moodle 3.6+),
    // <idnumber> in Moodle XML. A translated bank gives each question the original's title
    // here, so attempts in every language share one key. Empty when there is none.
    QString idNumber;
    QString category; // from the last $CATEGORY: before it; empty when none
    TextFormat format = TextFormat::Moodle;
    QuestionType type = QuestionType::Description;
    QString text;          // unescaped; a missing-word question has "_____" where its answers stood
    int blankAt = -1;      // index of that "_____" in text; -1 when the answers follow the text
    QList<Answer> answers; // true/false: [true, false] with the feedback for choosing each
    QList<MatchPair> pairs;
    bool correctAnswer = false; // true/false questions: the right answer
    QString generalFeedback;

    // A stable key for history: the ID number, else the title, else the start of the text.
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
// The bytes of a quiz bank file of either format, read with the bound every bank has
// (boundedfile.h); nullopt when refused, with *refused a bank holding that one problem.
std::optional<QByteArray> readBankFile(const QString &path, Bank *refused);

// GIFT text for the questions, with a $CATEGORY: line whenever the category changes and a
// blank line between questions. parse(write(q)).questions == q for what GIFT expresses.
QString write(const QList<Question> &questions);
// Why write() cannot express `q` so that it reads back the same, or empty when it can: a short
// answer with several answers, one with "->" in it ("=a->b" is a matching pair, and "->" has no
// escape in GIFT).
QString unwritable(const Question &q);
// Escapes ~ = # { } : \ and line breaks for use inside GIFT text.
QString escape(const QString &text);
// Reads a number as GIFT files write it (C locale, like PHP's is_numeric: "2039", "-1.5e3",
// surrounding blanks ignored, no thousands separators). False when it is not a finite number.
bool readNumber(const QString &text, double *value);

// Moodle's percent weights ("%33.33333%" in GIFT, fraction="33.33333" in Moodle XML), exact in
// decimal: fractionOfPercent() reads "33.33333" as the double nearest to 0.3333333 (the point
// moved in the text, not a division), percentOf() writes the shortest decimal that reads back
// as the same fraction, point moved back ("33.33333", "50", "-12.5"; as Moodle prints the
// 7-decimal fractions it keeps). percentOf(x) read back is always x. False: not a number.
bool fractionOfPercent(const QString &percent, double *fraction);
QString percentOf(double fraction);

// The JSON objects of `gpulab-cli quiz validate --json`.
// Where `translation`, a bank translated from `original`, would grade differently, each at its
// line in the translation (0: the whole bank). A translation keeps every
// question, in the same order, with the same key (the original's title, or a translated title
// with "// [id:original title]" above it), type, blank, number of answers and pairs,
// and the same credit, numbers and tolerances for each answer (its texts and feedback are the
// translation's own; a true/false question keeps its right answer). Empty: the same quiz.
QList<Problem> translationDifferences(const Bank &original, const Bank &translation);

QJsonObject toJson(const Question &question);
QJsonObject toJson(const Bank &bank);

} // namespace gpulab::gift
