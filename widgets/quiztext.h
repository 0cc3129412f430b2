// How QuizView and its inputs (quizinput.h) show quiz text and marks: a question's text format
// in a label, as plain text (screen readers, combo boxes) and as HTML (the feedback, the review);
// percentages; the ✓ ✗ ◐ marks in the scene style's colours (colour only ever adds to the mark,
// never replaces it); and the rule that PageUp/PageDown always go on to the app.
#pragma once

#include "lessons/framework/quiz/gift.h"
#include "widgets/simulationscene.h"

#include <QString>

class QEvent;

namespace gpulab::quiztext {

// A fraction this close to 1 is full credit: weights such as 33.333 % add up to 0.99999.
constexpr double kFullCredit = 1.0 - 1e-6;

Qt::TextFormat labelFormat(gift::TextFormat format);
// The text without markup.
QString plain(gift::TextFormat format, const QString &text);
// The text inside rich text: HTML as written, everything else escaped with its line breaks kept
// (Markdown loses its markup there; the question itself keeps it).
QString html(gift::TextFormat format, const QString &text);
QString paragraph(const QString &html);
// "64 %": a percentage rounded to whole numbers, in the user's locale.
QString percent(double percent);

enum class Mark { Right, Wrong, Partly };
// The mark's symbol in its colour, followed by a space and `words` (HTML).
QString mark(Mark mark, const SceneStyle &style, const QString &words);

// For event filters: PageUp/PageDown are the app's (its navigation and the clicker), never a
// scroll or a choice in the quiz. True (the event ignored, so it moves on to the parent) for them.
bool passPageKeys(QEvent *event);

} // namespace gpulab::quiztext
