// Grading: what a student's response to a GIFT question is worth. The session side of the quiz
// stack (QuizSession grades through it; QuizView reads numbers and right answers with it); the
// GIFT parser and writer (gift.h) only read and write banks. QtCore only.
//
// Moodle's rules: weights of the chosen answers summed and clamped to 0..1, numerical answers
// within value ± tolerance (edges included, with a relative hair of slack), short answers
// case-insensitive with `*` as a wildcard, matching by the share of items matched right.
#pragma once

#include "lessons/framework/quiz/gift.h"

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace gpulab::quiz {

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

// False for essays and descriptions: they carry no grade.
bool isGraded(gift::QuestionType type);
Grade grade(const gift::Question &question, const Response &response);

// Reads a number as a student types it, and as the app shows numbers in the UI language
// (`locale`, QLocale() by default, which follows the UI language): "12.5", "12,5", "1e9", " -3 ",
// "65,504", "65 504", "65.504,5". The rules (numberRules() says them to the student):
//  - spaces (also no-break, narrow no-break and thin) between groups of three digits group;
//  - with both "," and ".", the last one is the decimal separator and the other groups;
//  - one separator used twice or more ("1,000,000", "1.000.000") groups;
//  - one separator once: grouping when it stands between 1-3 digits and exactly three and the
//    locale groups with it ("65,504" is 65504 in English, 65.504 in French), else decimal
//    ("0,5", "12.25", "1234,5");
//  - grouping must be in threes ("1,00,0" is not a number); an exponent ("6.5e4") may follow.
// False when it is not one.
bool parseNumber(const QString &text, double *value, const QLocale &locale = QLocale());
// The rules of parseNumber() for `locale`, in one short sentence with examples written as that
// locale writes them (shown next to a numerical answer's field).
QString numberRules(const QLocale &locale = QLocale());
// Whether `x` lies within value ± tolerance, edges included (with the same tiny allowance for
// rounding that Moodle adds).
bool withinTolerance(double x, double value, double tolerance);
// The matching question's right-hand choices: every distinct answer, in file order.
QStringList matchingChoices(const gift::Question &question);
// The pairs that ask something (non-empty question side).
QList<gift::MatchPair> matchingItems(const gift::Question &question);
// A short text naming the right answer(s), for reviews and the presenter's reveal.
QString correctAnswerText(const gift::Question &question);

} // namespace gpulab::quiz
