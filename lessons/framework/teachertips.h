// A lesson's teacher tips (the manifest's "teacher_tips", in the manner of PhET's Teacher Tips):
// Markdown for the instructor with six fixed "## " headings in a fixed order, so that the window
// (Help › Teacher Tips), the presenter console and the tests can find each part. The file is read
// by teacherTipsMarkdown() (lessoncontent.h); this header only knows its shape. Pure QtCore.
//
//   # Teacher tips: <lesson>
//   ## Learning goals
//   ## Misconceptions students bring
//   ## A 50-minute class          a table: | Minutes | What | Where in GPU Lab |, summing to 50
//   ## Predict, observe, explain  one "### " per simulation beat (or live measurement)
//   ## Discussion questions
//   ## The quiz's hardest questions   one "### " per question: its quiz title in quotes
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace gpulab::teachertips {

// The six headings, in their order.
const QStringList &headings();

// One "## " part of the tips: its heading, the line of the heading (1-based) and the text up to
// the next "## " heading.
struct Part
{
    QString heading;
    int line = 0;
    QString body;
};
QList<Part> parts(const QString &markdown);

// The body of the part with this heading; empty when there is none.
QString partBody(const QString &markdown, const QString &heading);

// A row of the 50-minute plan's table: minutes, what happens, where in GPU Lab.
struct PlanRow
{
    int minutes = 0;
    QString what;
    QString where;
};
// The rows of the first table in the third part ("A 50-minute class", or its translation) (header
// and delimiter skipped); a row whose first cell is not a whole number of minutes gives minutes -1.
QList<PlanRow> planRows(const QString &markdown);

// The "### " sub-headings of a part, in order (e.g. the beats of "Predict, observe, explain").
QStringList subHeadings(const QString &partBody);

} // namespace gpulab::teachertips
