// The properties lesson folders must have for every manifest (lessons/framework/lessoncontent.h,
// loadLesson, and the lesson-table check of lessonregistry.h, checkAgainstLessonTable), shared
// by the randomized QTest (tst_lessonfuzz.cpp) and the libFuzzer target (lesson_fuzzer.cpp).
// Each input is the lesson.json of a scratch lesson folder that holds every Markdown file and
// quiz bank name the shipped lessons use (empty files). checkLesson() returns the first
// violation as "tag: details".
//
//   - loading takes at most the time bound; every problem names the manifest, has a message and
//     a line from 1 to lines + 1 (a readable manifest has no problem without a place);
//   - a lesson that loads has what the window relies on: an id of the id form, a title, a
//     summary, objectives, a simulation, at least one section; section ids unique; every
//     section's file and the quiz inside the folder and present; beats and beat exclusive;
//   - what loads of a bad manifest is sound too: every kept section has an id, a title and a
//     file inside the folder;
//   - one bad section leaves the others: when the input loads cleanly with two or more sections,
//     damaging one (seeded: no title, an empty id, "beats": "yes", a negative beat, a bad tab, a
//     file outside the folder) gives problems on that section's line only and keeps every other
//     section.
#pragma once

#include "fuzzcommon.h"

#include "lessons/framework/folderpath.h"
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/lessonregistry.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace gpulab::lessonfuzz {

// The scratch lesson folder, made once: every *.md and *.gift name of the shipped lessons
// (GPULAB_LESSONS_DIR), as empty files.
inline QString lessonFolder()
{
    static const QString folder = [] {
        const QString path = fuzz::scratchPath(QStringLiteral("lessons/fuzzed"));
        QDir().mkpath(path);
        const QDir shipped(QStringLiteral(GPULAB_LESSONS_DIR));
        for (const QString &lesson : shipped.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            for (const QString &file :
                 QDir(shipped.filePath(lesson))
                     .entryList({QStringLiteral("*.md"), QStringLiteral("*.gift")}, QDir::Files))
                fuzz::writeFile(QDir(path).filePath(file), QByteArray());
        return path;
    }();
    return folder;
}

inline bool isId(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    return pattern.match(text).hasMatch();
}

inline bool insideFolder(const QString &folder, const QString &file)
{
    const QString root = QDir(folder).canonicalPath();
    const QString canonical = QFileInfo(file).canonicalFilePath();
    return !canonical.isEmpty() && canonical.startsWith(root + QLatin1Char('/'));
}

inline QString sectionViolation(const QString &folder, const LessonSection &s)
{
    if (s.id.isEmpty() || s.title.isEmpty())
        return QStringLiteral("section: a kept section without id or title");
    if (!s.file.isEmpty() && QFileInfo::exists(s.file) && !insideFolder(folder, s.file))
        return QStringLiteral("section-file: %1 outside the folder").arg(fuzz::quoted(s.file));
    if (s.beats && s.beat >= 0)
        return QStringLiteral("section-beat: beats and beat %1").arg(s.beat);
    if (s.beat < -1)
        return QStringLiteral("section-beat: beat %1").arg(s.beat);
    if (!s.tab.isEmpty() && !isId(s.tab))
        return QStringLiteral("section-tab: %1").arg(fuzz::quoted(s.tab));
    return QString();
}

// The invariants of one load of `input`; `lessonTable` adds the lesson-table check.
inline QString loadViolation(const QByteArray &input, const LessonLoadResult &result,
                             QSet<QString> *features)
{
    const QString folder = lessonFolder();
    const int lines = fuzz::lineCount(input);
    for (const LessonProblem &p : result.problems) {
        if (p.file != result.content.manifestPath)
            continue; // a lesson the table declares and no folder has (checkAgainstLessonTable)
        if (p.line < 1 || p.line > lines + 1)
            return QStringLiteral("problem-line: line %1 outside 1..%2 (%3)")
                .arg(p.line)
                .arg(lines + 1)
                .arg(p.message);
        if (p.message.isEmpty())
            return QStringLiteral("problem-message: empty at line %1").arg(p.line);
        if (features)
            features->insert(
                QStringLiteral("problem/") +
                fuzz::violationTag(p.message).section(QLatin1Char('"'), 0, 0).left(40));
    }
    const LessonContent &c = result.content;
    QSet<QString> ids;
    for (const LessonSection &s : c.sections) {
        const QString bad = sectionViolation(folder, s);
        if (!bad.isEmpty())
            return bad;
        if (s.line < 1 || s.line > lines)
            return QStringLiteral("section-line: %1 outside 1..%2").arg(s.line).arg(lines);
        if (result.ok() && ids.contains(s.id))
            return QStringLiteral("section-id: %1 twice").arg(fuzz::quoted(s.id));
        ids.insert(s.id);
        if (result.ok() && !QFileInfo::exists(s.file))
            return QStringLiteral("section-file: %1 missing in a lesson that loads").arg(s.file);
    }
    if (!result.ok())
        return QString();
    if (!isId(c.id) || c.title.isEmpty() || c.summary.isEmpty() || c.simulation.isEmpty() ||
        c.objectives.isEmpty() || c.sections.isEmpty())
        return QStringLiteral("content: a lesson that loads without id, title, summary, "
                              "simulation, objectives or sections");
    for (const QString &objective : c.objectives)
        if (objective.trimmed().isEmpty())
            return QStringLiteral("content: an empty objective");
    if (!c.quizFile.isEmpty() && !insideFolder(folder, c.quizFile))
        return QStringLiteral("quiz: %1 outside the folder").arg(fuzz::quoted(c.quizFile));
    if (features)
        features->insert(QStringLiteral("loaded/%1/%2")
                             .arg(std::min<qsizetype>(c.sections.size(), 3))
                             .arg(!c.quizFile.isEmpty()));
    return QString();
}

inline LessonLoadResult loadManifest(const QByteArray &manifest)
{
    fuzz::writeFile(QDir(lessonFolder()).filePath(QStringLiteral("lesson.json")), manifest);
    return loadLesson(lessonFolder());
}

// The damage check (see the top): `document` loads cleanly as written by QJsonDocument.
inline QString damageViolation(const QJsonObject &root, fuzz::Rng &rng)
{
    const QByteArray base = QJsonDocument(root).toJson();
    const LessonLoadResult before = loadManifest(base);
    if (!before.ok() || before.content.sections.size() < 2 ||
        base.count("\"file\"") != before.content.sections.size())
        return QString();
    QJsonArray sections = root.value(QStringLiteral("sections")).toArray();
    const qsizetype k = rng.below(sections.size());
    QJsonObject section = sections[k].toObject();
    switch (rng.below(6)) {
    case 0: section.remove(QStringLiteral("title")); break;
    case 1: section.insert(QStringLiteral("id"), QStringLiteral(" ")); break;
    case 2: section.insert(QStringLiteral("beats"), QStringLiteral("yes")); break;
    case 3: section.insert(QStringLiteral("beat"), -1); break;
    case 4: section.insert(QStringLiteral("tab"), QStringLiteral("Not A Tab")); break;
    default: section.insert(QStringLiteral("file"), QStringLiteral("../outside.md")); break;
    }
    sections[k] = section;
    QJsonObject damagedRoot = root;
    damagedRoot.insert(QStringLiteral("sections"), sections);
    const QByteArray damaged = QJsonDocument(damagedRoot).toJson();
    const LessonLoadResult after = loadManifest(damaged);
    // The damaged section's line: that of its "file" key (the k-th), where the reader places it.
    qsizetype at = -1;
    for (qsizetype i = 0; i <= k; ++i)
        at = damaged.indexOf("\"file\"", at + 1);
    const int line = int(damaged.left(at).count('\n')) + 1;
    if (after.problems.isEmpty())
        return QStringLiteral("damage-unnoticed: section %1 damaged, no problem").arg(k);
    for (const LessonProblem &p : after.problems)
        if (p.line != line)
            return QStringLiteral(
                       "damage-spreads: section %1 on line %2 damaged, a problem on line "
                       "%3: %4")
                .arg(k)
                .arg(line)
                .arg(p.line)
                .arg(p.message);
    QStringList expected, kept;
    for (qsizetype i = 0; i < before.content.sections.size(); ++i)
        if (i != k)
            expected << before.content.sections[i].id;
    for (const LessonSection &s : after.content.sections)
        kept << s.id;
    if (expected != kept)
        return QStringLiteral("damage-loses-sections: section %1 damaged; %2 became %3")
            .arg(k)
            .arg(expected.join(QLatin1Char(' ')), kept.join(QLatin1Char(' ')));
    return QString();
}

inline QString checkLessonUnguarded(const QByteArray &input, std::uint64_t seed,
                                    QSet<QString> *features)
{
    QElapsedTimer clock;
    clock.start();
    QList<LessonLoadResult> lessons{loadManifest(input)};
    const LessonLoadResult loaded = lessons.first();
    checkAgainstLessonTable(lessons); // the program's lessons: unknown simulation, beats
    const QString slow = fuzz::slowness(clock, input);
    if (!slow.isEmpty())
        return slow;
    for (const LessonLoadResult &result : {loaded, lessons.first()}) {
        const QString bad = loadViolation(input, result, features);
        if (!bad.isEmpty())
            return bad;
    }
    if (!loaded.ok())
        return QString();
    fuzz::Rng rng(seed);
    return damageViolation(QJsonDocument::fromJson(input).object(), rng);
}

inline QString checkLesson(const QByteArray &input, std::uint64_t seed = 0,
                           QSet<QString> *features = nullptr)
{
    return fuzz::guarded([&] { return checkLessonUnguarded(input, seed, features); });
}

} // namespace gpulab::lessonfuzz
