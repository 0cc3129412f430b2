// How QuizView and its inputs (quizinput.h) show quiz text and marks: a question's text format
// in a label, as plain text (screen readers, combo boxes) and as HTML (the feedback, the review);
// pictures (data: URLs, from QuizPictures::display) scaled down to the width they are shown in;
// percentages; the ✓ ✗ ◐ marks in the scene style's colours (colour only ever adds to the mark,
// never replaces it); and the rule that PageUp/PageDown always go on to the app.
#pragma once

#include "lessons/framework/quiz/gift.h"
#include "widgets/simulationscene.h"

#include <QString>

class QEvent;
class QLabel;

namespace gpulab::quiztext {

// A fraction this close to 1 is full credit: weights such as 33.333 % add up to 0.99999.
constexpr double kFullCredit = 1.0 - 1e-6;

Qt::TextFormat labelFormat(gift::TextFormat format);
// The text without markup.
QString plain(gift::TextFormat format, const QString &text);
// The text inside rich text: HTML as written, everything else escaped with its line breaks kept
// (Markdown loses its markup there, the question itself keeps it; Markdown with a picture
// becomes HTML, so that the picture shows).
QString html(gift::TextFormat format, const QString &text);
QString paragraph(const QString &html);

// Quiz text into `label`, shown as `format`. Its pictures (data: URLs) are scaled down to the
// label's width, now and whenever the label is resized; Markdown with pictures is shown as HTML
// for that. A label with pictures may get narrower than them (they follow).
void setLabelText(QLabel *label, Qt::TextFormat format, const QString &text);
// `html` with every <img> whose src is a data: URL and that is wider than `width` pixels scaled
// down to it, aspect kept (width and height attributes), in a <div> of its own. Other pictures
// and widths <= 0: as is.
QString fitPictures(const QString &html, int width);
// "64 %": a percentage rounded to whole numbers, in the user's locale.
QString percent(double percent);

enum class Mark { Right, Wrong, Partly };
// The mark's symbol in its colour, followed by a space and `words` (HTML).
QString mark(Mark mark, const SceneStyle &style, const QString &words);

// For event filters: PageUp/PageDown are the app's (its navigation and the clicker), never a
// scroll or a choice in the quiz. True (the event ignored, so it moves on to the parent) for them.
bool passPageKeys(QEvent *event);

} // namespace gpulab::quiztext
