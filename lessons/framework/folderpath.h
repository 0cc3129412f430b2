// A path a lesson folder names ("file": "01-intro.md", "quiz": "quiz.gift", a picture in its
// Markdown) resolved inside that folder: a teacher's shared lesson must never read a student's
// own files. Absolute paths, "..", and symbolic links that lead out of the folder are refused.
#pragma once

#include <QLocale>
#include <QString>

namespace gpulab {

// The absolute path of `relative` inside `folder`; empty with *why set ("... leads outside the
// lesson folder") when it does not stay inside. A path whose file does not exist (yet) is
// checked by its text; one that exists, by where its links really lead.
QString pathInsideFolder(const QString &folder, const QString &relative, QString *why = nullptr);

// The file made for `locale`'s language in place of the one at `path`: i18n/<code>/<its name>
// beside it, code = <language>_<territory> (zh_CN) before <language> (es, ar), as a lesson's
// translation folder. Empty when none exists, or for English (the originals are English). A
// data table's overlay (datatable.h) and a lesson picture drawn per language (sectionview.h:
// assets/diagrams/i18n/ar/main-window.svg for assets/diagrams/main-window.svg) are found so.
QString translationBeside(const QString &path, const QLocale &locale);

} // namespace gpulab
