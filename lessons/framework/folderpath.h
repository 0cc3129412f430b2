// A path a lesson folder names ("file": "01-intro.md", "quiz": "quiz.gift", a picture in its
// Markdown) resolved inside that folder: a teacher's shared lesson must never read a student's
// own files. Absolute paths, "..", and symbolic links that lead out of the folder are refused.
#pragma once

#include <QString>

namespace gpulab {

// The absolute path of `relative` inside `folder`; empty with *why set ("... leads outside the
// lesson folder") when it does not stay inside. A path whose file does not exist (yet) is
// checked by its text; one that exists, by where its links really lead.
QString pathInsideFolder(const QString &folder, const QString &relative, QString *why = nullptr);

} // namespace gpulab
