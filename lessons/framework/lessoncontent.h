// A lesson's content as data: the manifest (lesson.json) of a lesson folder, validated, with
// every problem reported as file + line + reason. Pure QtCore: the panels, the CLI and the tests
// all read lessons through this, from the built-in resources (":/lessons") or from a folder an
// instructor edits (--lessons-dir).
//
// lesson.json:
//   {
//     "id": "how-to-use",                 lowercase letters, digits and '-'
//     "title": "How to use GPU Lab",
//     "summary": "One paragraph.",
//     "objectives": ["...", "..."],       learning objectives, at least one
//     "simulation": "none",               id of the simulation model, or "none"
//     "quiz": "quiz.gift",                optional: the lesson's GIFT bank, relative to the folder
//     "order": 10,                        optional: place in the curriculum (default 1000)
//     "class_minutes": 50,                optional: the presenter's countdown for this lesson,
//                                         1 to 240 minutes (default 50, one class period)
//     "teacher_tips": "teacher-tips.md",  optional: the instructor's tips for this lesson
//                                         (Markdown in the folder; teachertips.h: its headings)
//     "sections": [                       at least one
//       {"id": "welcome", "title": "Welcome", "file": "01-welcome.md",
//        "notes": "Instructor notes for this section.",
//        "beats": true,                   optional: the presenter's clicker walks the
//                                         simulation's beats in this section
//        "beat": 2,                       optional: the simulation's beat this section shows
//                                         (not with "beats")
//        "tab": "calculator"}             optional: the panel's tab this section brings up
//                                         (LessonPanel::addTab ids)
//   Markdown may show pictures: ![alt](picture.svg) from the lesson folder, or
//   ![alt](assets/diagrams/x.svg) from the application's assets.
//     ]
//   }
#pragma once

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace gpulab {

struct LessonProblem
{
    QString file; // path of the file at fault
    int line = 0; // 1-based; 0 when the problem is not tied to a line
    QString message;
    QString toString() const; // "FILE:LINE: message"
};

struct LessonSection
{
    QString id;
    QString title;
    QString file; // absolute (or resource) path of the Markdown
    QString notes;
    bool beats = false; // the clicker steps through the simulation's beats here
    int beat = -1;      // the beat shown with this section; -1: leave the simulation as it is
    QString tab;        // the panel tab brought up with this section; empty: leave it
    int line = 0;       // the section's line in the manifest
    // With a translation applied (applyTranslation): whether `file` is the translation's (false:
    // the English text stands in for it); title and notes are the translation's where it gives
    // them. Always true for the original language.
    bool translated = true;
};

struct LessonContent
{
    QString folder; // the lesson's folder
    QString manifestPath;
    QString id;
    QString title;
    QString summary;
    QStringList objectives;
    QString simulation;
    int simulationLine = 0;  // where the manifest names it
    QString quizFile;        // empty when the lesson has no quiz
    int order = 1000;        // curriculum position; ties are broken by folder name
    int classMinutes = 50;   // the presenter's countdown
    QString teacherTipsPath; // the teacher tips' Markdown (absolute or resource); empty: none
    int teacherTipsLine = 0; // where the manifest names it
    QList<LessonSection> sections;
    // The language the text is in: empty for the original (English); else the code of the
    // translation applied ("es", "zh_CN"), whose own manifest is translationPath.
    QString language;
    QString translationPath;
    bool quizTranslated = true; // false: the translation has no quiz bank, quizFile is English
    bool tipsTranslated = true; // the same for the teacher tips
    // The sections shown in English although a translation is applied.
    int untranslatedSections() const;
};

// One lesson folder: either content, or the problems that made it unusable.
struct LessonLoadResult
{
    LessonContent content;
    QList<LessonProblem> problems;
    // Sections too long to show whole (sectionlimit below): the lesson loads and shows them cut
    // with a notice, but `gpulab-cli lessons` and the content test report where the cut falls.
    QList<LessonProblem> sectionsCut;
    // Problems of the translation applied (applyTranslation): the lesson still loads, in English
    // where the translation is at fault.
    QList<LessonProblem> translationProblems;
    bool ok() const { return problems.isEmpty(); }
};

// What one section shows at most. Qt lays out a Markdown table in a time that grows with the
// square of its rows (one of 10,000 rows held the window 10.8 s; 500 rows take 36 ms), and a long
// text in a time that grows with its length (4 MiB: 0.9 s; 256 KiB: 48 ms), so a section is cut
// where it first passes a bound, with a notice saying what was left out.
namespace sectionlimit {
constexpr int kTableRows = 500;               // table rows of all its tables, headers included
constexpr int kTableCells = 5000;             // their cells
constexpr qsizetype kCharacters = 256 * 1024; // of Markdown
} // namespace sectionlimit

// Reads and validates DIR/lesson.json and checks the files it names exist.
LessonLoadResult loadLesson(const QString &folder);

// Translations. A lesson's translation into a language lives in its folder, in i18n/<code>/
// (code: "es", "zh_CN", "ar"), with a manifest of the same form holding only text:
//   { "title": "...", "summary": "...", "objectives": ["...", ...],
//     "sections": [ {"id": "welcome", "title": "...", "notes": "..."}, ... ],
//     "quiz": "quiz.gift", "teacher_tips": "teacher-tips.md" }   (both optional)
// The sections are the original's, by id, in the same order; a section's Markdown is the file of
// the original's name in i18n/<code>/ (or the one its "file" names there). The lesson's
// structure — id, simulation, order, beats, beat, tab — is the original's alone: a translated
// manifest that repeats one of them must give the same value. What the translation lacks (a
// title, a section's file, the quiz, the tips) stays English, section by section.
//
// The folder of `lesson`'s translation into `locale`'s language: i18n/<language>_<territory>
// (zh_CN), else i18n/<language> (es); empty when there is none or the language is English.
QString translationFolder(const LessonContent &lesson, const QLocale &locale);
// `lesson` (as loadLesson() gave it) in the translation in `translationFolder`: the text it gives
// replaces the English, `language` and the `translated` marks are set. Returns the translation's
// problems as FILE:LINE (a key of the wrong type, a section the original does not have or in
// another order, a structure key that differs, a file missing or outside the folder); what has a
// problem stays English, and the lesson stays usable.
QList<LessonProblem> applyTranslation(LessonContent &lesson, const QString &translationFolder);

// Every immediate subfolder of `root` that holds a lesson.json, in curriculum order ("order",
// then folder name). A bad lesson is returned with its problems; it does not stop the others.
QList<LessonLoadResult> loadLessons(const QString &root);

// Built-in lessons (compiled into the binary as Qt resources) overlaid by the lessons of an
// external folder: a lesson in `externalRoot` replaces the built-in lesson with the same id (so
// an instructor can edit or translate one lesson) and new ids are added. Curriculum order.
// Each lesson is also checked against the program's lesson table (lessonregistry.h): a
// simulation this program does not have, or not the one a lesson's C++ parts were built for,
// is a FILE:LINE problem of that lesson; a lesson declared in C++ without its folder is one too.
// With a `locale` other than English, each lesson comes in its translation into that language
// where it has one (translationFolder, applyTranslation).
QList<LessonLoadResult> loadLessonLibrary(const QString &externalRoot = QString(),
                                          const QLocale &locale = QLocale(QLocale::English));

// The overlay step of loadLessonLibrary() alone (no table check): `lessons` gains the lessons of
// `externalRoot`, replacing those with the same id, and is sorted into curriculum order.
void overlayExternalLessons(QList<LessonLoadResult> &lessons, const QString &externalRoot);

// Where the built-in lessons live (":/lessons").
QString builtinLessonsRoot();

// Number of questions that load from a GIFT bank (gift.h; questions with problems are not
// counted); 0 when unreadable.
int countGiftQuestions(const QString &giftFile);

// The Markdown of a section, or an empty string with `problem` filled in. A section past a
// sectionlimit bound comes back cut, ending with a notice for the reader ("This section is too
// long: 500 table rows are shown of 10,000."), and `cut` (when given) says where, as FILE:LINE.
QString readSectionMarkdown(const LessonSection &section, LessonProblem *problem = nullptr,
                            LessonProblem *cut = nullptr);

// The lesson's teacher tips (Markdown, read and bounded as a section is), or an empty string with
// `problem` filled in: the file cannot be read, or the lesson has none (file: the manifest). The
// one reader of the tips: Help › Teacher Tips, the exports and the presenter console use it.
QString teacherTipsMarkdown(const LessonContent &lesson, LessonProblem *problem = nullptr);

// The bounding step of readSectionMarkdown() alone: `markdown` cut at the first row, cell or
// character past a sectionlimit bound, with the reader's notice; *cutLine is the first line left
// out (0: nothing was) and *why says what passed its bound, for a LessonProblem.
QString boundSectionMarkdown(const QString &markdown, int *cutLine = nullptr,
                             QString *why = nullptr);

} // namespace gpulab
