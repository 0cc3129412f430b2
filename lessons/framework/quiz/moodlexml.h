// Moodle XML question files: the reader and the writer, into and from the same gift::Question the
// GIFT parser gives, so that a bank moves between the two formats and GPU Lab without loss.
// QtCore only.
//
// The format is Moodle's own (question/format/xml/format.php; docs.moodle.org/en/
// Moodle_XML_format): <quiz> holds <question type="..."> elements; type="category" sets the
// category of those after it; a question has <name>, <questiontext format="...">,
// <generalfeedback>, and by type:
//   multichoice   <single>true</single> (one answer) or false (several, weights add up) and
//                 <answer fraction="percent" format="..."><text/><feedback/></answer>;
//   truefalse     the answers "true" and "false" (fraction 100 on the right one);
//   shortanswer   answers (case-insensitive, <usecase>0</usecase>);
//   numerical     answers whose text is the number, with <tolerance>; "*" is any other number;
//   matching      <subquestion><text/><answer><text/></answer></subquestion> (an empty text is
//                 a distractor answer);
//   essay, description.
// Texts are trimmed, as Moodle trims them. A fraction is a percentage written as Moodle writes it
// ("33.33333", gift::percentOf). Pictures are embedded as Moodle embeds them: the text refers to
// "@@PLUGINFILE@@/name" and the element holding the text carries <file name="name" path="/"
// encoding="base64">. Moodle's other question types (cloze, calculated...) have no GIFT form:
// each is a problem with its line and is skipped; the rest load.
//
// What the XML cannot say, as in Moodle: a question without a title gets its name from the
// start of its text (how Moodle's GIFT import names one), and one whose name is exactly that
// reads back untitled; "_____" inside a text marks where a missing-word question's answers go.
#pragma once

#include "lessons/framework/quiz/gift.h"

#include <QByteArray>
#include <QMap>
#include <QString>

namespace gpulab::moodlexml {

// Files the texts refer to as "@@PLUGINFILE@@/<name>", by name.
using Files = QMap<QString, QByteArray>;

struct Document
{
    gift::Bank bank; // the questions, and every problem with its line (as gift::parse gives)
    Files files;     // the pictures embedded in the file
};

// Parses Moodle XML (UTF-8). `file` names it in problems. A file that is not XML, or has no
// <quiz>, is one problem (with the line where reading stopped) and no questions.
Document parse(const QByteArray &xml, const QString &file = QString());
Document parseFile(const QString &path);

// Moodle XML for the questions: a category element wherever the category changes, each
// question with the elements and defaults Moodle's export writes; every file of `files` that a
// text refers to is embedded in that text's element. parse(write(q)) gives q back. Characters
// XML 1.0 cannot hold (control characters other than tab and line breaks) become U+FFFD.
QByteArray write(const QList<gift::Question> &questions, const Files &files = {});

// The name a question without a title gets in the file (the start of its text).
QString nameOf(const gift::Question &question);

// Pictures for the writer: every picture a text names by a path relative to `folder` that is
// there (HTML <img src="x.png">, Markdown ![...](x.png)) is read into *files and the text
// refers to it as "@@PLUGINFILE@@/x.png" instead. Only pictures inside `folder` are read (as
// QuizPictures reads them: no absolute path, "..", or link out, at most its size cap); others
// stay as written. Returns the questions so changed.
QList<gift::Question> embedPictures(const QList<gift::Question> &questions, const QString &folder,
                                    Files *files);

// The name of the embedded file a picture's path refers to ("@@PLUGINFILE@@/chip%20die.png":
// "chip die.png"); empty when it refers to none.
QString embeddedFileName(const QString &path);

// True when `path` names a Moodle XML file (".xml", any case); otherwise a bank is GIFT.
bool isMoodleXml(const QString &path);
// A question bank file of either format, by its name: Moodle XML or GIFT.
gift::Bank readBank(const QString &path, Files *files = nullptr);

} // namespace gpulab::moodlexml
