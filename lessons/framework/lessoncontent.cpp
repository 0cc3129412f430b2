// Loading and validating lesson manifests (see lessoncontent.h for the format).
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/boundedfile.h"

#include "lessons/framework/folderpath.h"
#include "lessons/framework/jsonfile.h"
#include "lessons/framework/lessonregistry.h"
#include "lessons/framework/quiz/gift.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace gpulab {

QString LessonProblem::toString() const
{
    return line > 0 ? QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(message)
                    : QStringLiteral("%1: %2").arg(file, message);
}

namespace {

const QRegularExpression &idPattern()
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    return pattern;
}

} // namespace

LessonLoadResult loadLesson(const QString &folder)
{
    LessonLoadResult result;
    LessonContent &lesson = result.content;
    lesson.folder = folder;
    lesson.manifestPath = QDir(folder).filePath(QStringLiteral("lesson.json"));
    auto problem = [&](int line, const QString &message) {
        result.problems.append({lesson.manifestPath, line, message});
    };

    QString why;
    const std::optional<QByteArray> manifest = readBoundedFile(
        lesson.manifestPath, filelimit::kManifest, QStringLiteral("a lesson manifest"), &why);
    if (!manifest) {
        problem(0, why);
        return result;
    }
    const QByteArray &text = *manifest;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        problem(JsonLocator(text).lineOfOffset(parseError.offset),
                QStringLiteral("not valid JSON: %1").arg(parseError.errorString()));
        return result;
    }
    if (!doc.isObject()) {
        problem(1, QStringLiteral("the manifest must be a JSON object { ... }"));
        return result;
    }
    const QJsonObject root = doc.object();
    const JsonLocator locate(text);

    // `line`: where the problem is when the key is missing; a wrong value is on the key's line
    // in the lesson itself, on the section's line in a section (the first "id" in the file is
    // the lesson's, not this section's).
    auto requireString = [&](const QJsonObject &object, const QString &key, int line,
                             QString *out) {
        const bool inSection = &object != &root;
        const QJsonValue value = object.value(key);
        if (value.isUndefined()) {
            problem(line, QStringLiteral("missing \"%1\"").arg(key));
        } else if (!value.isString() || value.toString().trimmed().isEmpty()) {
            problem(inSection ? line : locate.lineOf(key),
                    QStringLiteral("\"%1\" must be a non-empty string").arg(key));
        } else {
            *out = value.toString().trimmed();
        }
    };
    requireString(root, QStringLiteral("id"), 1, &lesson.id);
    if (!lesson.id.isEmpty() && !idPattern().match(lesson.id).hasMatch())
        problem(locate.lineOf(QStringLiteral("id")),
                QStringLiteral("\"id\" may hold only lowercase letters, digits and '-' (got "
                               "\"%1\")")
                    .arg(lesson.id));
    requireString(root, QStringLiteral("title"), 1, &lesson.title);
    requireString(root, QStringLiteral("summary"), 1, &lesson.summary);
    requireString(root, QStringLiteral("simulation"), 1, &lesson.simulation);
    lesson.simulationLine = locate.lineOf(QStringLiteral("simulation"));

    const QJsonValue objectives = root.value(QStringLiteral("objectives"));
    if (!objectives.isArray() || objectives.toArray().isEmpty()) {
        problem(objectives.isUndefined() ? 1 : locate.lineOf(QStringLiteral("objectives")),
                QStringLiteral("\"objectives\" must be a list of at least one learning "
                               "objective"));
    } else {
        for (const QJsonValue &item : objectives.toArray()) {
            if (!item.isString() || item.toString().trimmed().isEmpty())
                problem(locate.lineOf(QStringLiteral("objectives")),
                        QStringLiteral("every objective must be a non-empty string"));
            else
                lesson.objectives.append(item.toString().trimmed());
        }
    }

    const QJsonValue quiz = root.value(QStringLiteral("quiz"));
    if (!quiz.isUndefined()) {
        if (!quiz.isString() || quiz.toString().isEmpty()) {
            problem(locate.lineOf(QStringLiteral("quiz")),
                    QStringLiteral("\"quiz\" must name a .gift file in the lesson folder"));
        } else {
            QString why;
            lesson.quizFile = pathInsideFolder(folder, quiz.toString(), &why);
            if (lesson.quizFile.isEmpty())
                problem(locate.lineOf(QStringLiteral("quiz")),
                        QStringLiteral("\"quiz\": %1").arg(why));
            else if (!QFileInfo::exists(lesson.quizFile))
                problem(locate.lineOf(QStringLiteral("quiz")),
                        QStringLiteral("the quiz file \"%1\" does not exist").arg(quiz.toString()));
        }
    }

    const QJsonValue tips = root.value(QStringLiteral("teacher_tips"));
    if (!tips.isUndefined()) {
        lesson.teacherTipsLine = locate.lineOf(QStringLiteral("teacher_tips"));
        QString why;
        if (!tips.isString() || tips.toString().isEmpty())
            problem(lesson.teacherTipsLine, QStringLiteral("\"teacher_tips\" must name a Markdown "
                                                           "file in the lesson folder"));
        else if ((lesson.teacherTipsPath = pathInsideFolder(folder, tips.toString(), &why))
                     .isEmpty())
            problem(lesson.teacherTipsLine, QStringLiteral("\"teacher_tips\": %1").arg(why));
        else if (!QFileInfo::exists(lesson.teacherTipsPath))
            problem(
                lesson.teacherTipsLine,
                QStringLiteral("the teacher tips file \"%1\" does not exist").arg(tips.toString()));
    }

    const QJsonValue order = root.value(QStringLiteral("order"));
    if (!order.isUndefined()) {
        if (!order.isDouble() || order.toDouble() != double(order.toInt()))
            problem(locate.lineOf(QStringLiteral("order")),
                    QStringLiteral("\"order\" must be a whole number"));
        else
            lesson.order = order.toInt();
    }

    const QJsonValue minutes = root.value(QStringLiteral("class_minutes"));
    if (!minutes.isUndefined()) {
        const double m = minutes.toDouble(-1);
        if (!minutes.isDouble() || m != std::floor(m) || m < 1 || m > 240)
            problem(locate.lineOf(QStringLiteral("class_minutes")),
                    QStringLiteral("\"class_minutes\" must be a whole number from 1 to 240"));
        else
            lesson.classMinutes = int(m);
    }

    const QJsonValue sections = root.value(QStringLiteral("sections"));
    if (!sections.isArray() || sections.toArray().isEmpty()) {
        problem(sections.isUndefined() ? 1 : locate.lineOf(QStringLiteral("sections")),
                QStringLiteral("\"sections\" must be a list of at least one section"));
        return result;
    }
    QSet<QString> seen;
    int index = 0;
    for (const QJsonValue &item : sections.toArray()) {
        // Sections are found in order; the n-th "file" key is on the n-th section's line.
        const int line = locate.lineOfKey(QStringLiteral("file"), index);
        const int sectionLine = line > 0 ? line : locate.lineOf(QStringLiteral("sections"));
        ++index;
        if (!item.isObject()) {
            problem(sectionLine, QStringLiteral("section %1 must be an object").arg(index));
            continue;
        }
        const QJsonObject object = item.toObject();
        LessonSection section;
        const int before = int(result.problems.size());
        requireString(object, QStringLiteral("id"), sectionLine, &section.id);
        requireString(object, QStringLiteral("title"), sectionLine, &section.title);
        QString relative;
        requireString(object, QStringLiteral("file"), sectionLine, &relative);
        section.notes = object.value(QStringLiteral("notes")).toString().trimmed();
        const QJsonValue beats = object.value(QStringLiteral("beats"));
        if (!beats.isUndefined() && !beats.isBool())
            problem(sectionLine,
                    QStringLiteral("section %1: \"beats\" must be true or false").arg(index));
        section.beats = beats.toBool();
        const QJsonValue tab = object.value(QStringLiteral("tab"));
        if (!tab.isUndefined() &&
            (!tab.isString() || !idPattern().match(tab.toString()).hasMatch()))
            problem(sectionLine, QStringLiteral("section %1: \"tab\" must name one of the "
                                                "panel's tabs (lowercase letters, digits, '-')")
                                     .arg(index));
        section.tab = tab.toString();
        const QJsonValue beat = object.value(QStringLiteral("beat"));
        if (!beat.isUndefined()) {
            if (!beat.isDouble() || beat.toDouble() != double(beat.toInt()) || beat.toInt() < 0)
                problem(sectionLine,
                        QStringLiteral("section %1: \"beat\" must be a whole number from 0")
                            .arg(index));
            else if (section.beats)
                problem(sectionLine, QStringLiteral("section %1: \"beat\" and \"beats\": "
                                                    "a section that walks the beats starts at "
                                                    "the first")
                                         .arg(index));
            else
                section.beat = beat.toInt();
        }
        section.line = sectionLine;
        if (int(result.problems.size()) != before)
            continue;
        if (seen.contains(section.id))
            problem(sectionLine, QStringLiteral("section id \"%1\" is used twice").arg(section.id));
        seen.insert(section.id);
        QString why;
        section.file = pathInsideFolder(folder, relative, &why);
        if (section.file.isEmpty()) {
            problem(sectionLine, QStringLiteral("section \"%1\": %2").arg(section.id, why));
            continue;
        }
        if (!QFileInfo::exists(section.file)) {
            problem(sectionLine, QStringLiteral("section \"%1\": the file \"%2\" does not exist")
                                     .arg(section.id, relative));
        } else {
            LessonProblem unreadable, cut; // an unreadable file is the panel's to say
            readSectionMarkdown(section, &unreadable, &cut);
            if (!cut.message.isEmpty())
                result.sectionsCut.append(cut);
        }
        lesson.sections.append(section);
    }
    return result;
}

QList<LessonLoadResult> loadLessons(const QString &root)
{
    QList<LessonLoadResult> lessons;
    const QDir dir(root);
    const QStringList folders = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    QSet<QString> ids;
    for (const QString &name : folders) {
        const QString folder = dir.filePath(name);
        if (!QFileInfo::exists(QDir(folder).filePath(QStringLiteral("lesson.json"))))
            continue;
        LessonLoadResult result = loadLesson(folder);
        if (result.ok() && ids.contains(result.content.id))
            result.problems.append({result.content.manifestPath, 0,
                                    QStringLiteral("another lesson already has the id \"%1\"")
                                        .arg(result.content.id)});
        ids.insert(result.content.id);
        lessons.append(result);
    }
    std::stable_sort(lessons.begin(), lessons.end(), [](const auto &a, const auto &b) {
        return a.content.order < b.content.order;
    });
    return lessons;
}

QString builtinLessonsRoot()
{
    return QStringLiteral(":/lessons");
}

QList<LessonLoadResult> loadLessonLibrary(const QString &externalRoot, const QLocale &locale)
{
    QList<LessonLoadResult> lessons = loadLessons(builtinLessonsRoot());
    if (!externalRoot.isEmpty())
        overlayExternalLessons(lessons, externalRoot);
    checkAgainstLessonTable(lessons);
    for (LessonLoadResult &lesson : lessons) {
        if (!lesson.ok())
            continue;
        const QString folder = translationFolder(lesson.content, locale);
        if (!folder.isEmpty())
            lesson.translationProblems = applyTranslation(lesson.content, folder);
    }
    return lessons;
}

int LessonContent::untranslatedSections() const
{
    return int(std::count_if(sections.begin(), sections.end(),
                             [](const LessonSection &section) { return !section.translated; }));
}

QString translationFolder(const LessonContent &lesson, const QLocale &locale)
{
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return {};
    // "zh_CN" before "zh"; QLocale::name() is "<language>_<territory>".
    const QString name = locale.name();
    const QString language = name.section(QLatin1Char('_'), 0, 0);
    for (const QString &code : {name, language}) {
        const QString folder = QDir(lesson.folder).filePath(QStringLiteral("i18n/") + code);
        if (QFileInfo::exists(QDir(folder).filePath(QStringLiteral("lesson.json"))))
            return folder;
    }
    return {};
}

QList<LessonProblem> applyTranslation(LessonContent &lesson, const QString &translationFolder)
{
    QList<LessonProblem> problems;
    const QString manifestPath = QDir(translationFolder).filePath(QStringLiteral("lesson.json"));
    auto problem = [&](int line, const QString &message) {
        problems.append({manifestPath, line, message});
    };
    QString why;
    const std::optional<QByteArray> manifest = readBoundedFile(
        manifestPath, filelimit::kManifest, QStringLiteral("a lesson manifest"), &why);
    if (!manifest) {
        problem(0, why);
        return problems;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(*manifest, &parseError);
    const JsonLocator locate(*manifest);
    if (parseError.error != QJsonParseError::NoError) {
        problem(locate.lineOfOffset(parseError.offset),
                QStringLiteral("not valid JSON: %1").arg(parseError.errorString()));
        return problems;
    }
    if (!doc.isObject()) {
        problem(1, QStringLiteral("the manifest must be a JSON object { ... }"));
        return problems;
    }
    const QJsonObject root = doc.object();
    // From here on the lesson is in the translation's language, English where it falls short.
    lesson.language = QFileInfo(translationFolder).fileName();
    lesson.translationPath = manifestPath;
    for (LessonSection &section : lesson.sections)
        section.translated = false;
    lesson.quizTranslated = lesson.quizFile.isEmpty();
    lesson.tipsTranslated = lesson.teacherTipsPath.isEmpty();

    // A text the translation gives in place of the English one (absent: the English stays).
    auto text = [&](const QJsonObject &object, const QString &key, int line, QString *into) {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return;
        if (!value.isString() || value.toString().trimmed().isEmpty())
            problem(line, QStringLiteral("\"%1\" must be a non-empty string").arg(key));
        else
            *into = value.toString().trimmed();
    };
    // The structure is the original's: a key repeated here must say the same.
    auto same = [&](const QJsonObject &object, const QString &key, const QJsonValue &original,
                    int line) {
        const QJsonValue value = object.value(key);
        if (!value.isUndefined() && value != original)
            problem(
                line,
                QStringLiteral("\"%1\" is the original lesson's to set; leave it out "
                               "of the translation (here %2, there %3)")
                    .arg(key,
                         QString::fromUtf8(
                             QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact)),
                         QString::fromUtf8(
                             QJsonDocument(QJsonArray{original}).toJson(QJsonDocument::Compact))));
    };
    same(root, QStringLiteral("id"), lesson.id, locate.lineOf(QStringLiteral("id")));
    same(root, QStringLiteral("simulation"), lesson.simulation,
         locate.lineOf(QStringLiteral("simulation")));
    same(root, QStringLiteral("order"), lesson.order, locate.lineOf(QStringLiteral("order")));
    text(root, QStringLiteral("title"), locate.lineOf(QStringLiteral("title")), &lesson.title);
    text(root, QStringLiteral("summary"), locate.lineOf(QStringLiteral("summary")),
         &lesson.summary);
    const QJsonValue objectives = root.value(QStringLiteral("objectives"));
    if (!objectives.isUndefined()) {
        const QJsonArray list = objectives.toArray();
        bool good = objectives.isArray() && list.size() == lesson.objectives.size();
        for (const QJsonValue &item : list)
            good = good && item.isString() && !item.toString().trimmed().isEmpty();
        if (!good) {
            problem(locate.lineOf(QStringLiteral("objectives")),
                    QStringLiteral("\"objectives\" must be a list of %1 non-empty strings, one "
                                   "for each of the original's")
                        .arg(lesson.objectives.size()));
        } else {
            for (int i = 0; i < list.size(); ++i)
                lesson.objectives[i] = list.at(i).toString().trimmed();
        }
    }
    // A file the translation names (or the original's name) inside its own folder; empty when
    // there is none.
    auto translatedFile = [&](const QJsonValue &named, const QString &original, int line,
                              const QString &what) -> QString {
        QString relative = QFileInfo(original).fileName();
        if (!named.isUndefined()) {
            if (!named.isString() || named.toString().isEmpty()) {
                problem(
                    line,
                    QStringLiteral("%1 must name a file in the translation's folder").arg(what));
                return {};
            }
            relative = named.toString();
        }
        QString why;
        const QString path = pathInsideFolder(translationFolder, relative, &why);
        if (path.isEmpty()) {
            problem(line, QStringLiteral("%1: %2").arg(what, why));
            return {};
        }
        if (!QFileInfo::exists(path)) {
            if (!named.isUndefined())
                problem(line,
                        QStringLiteral("%1: the file \"%2\" does not exist").arg(what, relative));
            return {};
        }
        return path;
    };
    if (!lesson.quizFile.isEmpty()) {
        const QString quiz =
            translatedFile(root.value(QStringLiteral("quiz")), lesson.quizFile,
                           locate.lineOf(QStringLiteral("quiz")), QStringLiteral("\"quiz\""));
        // A translated bank must grade as the original does, or the English one stays.
        QList<gift::Problem> differences;
        if (!quiz.isEmpty()) {
            const gift::Bank translated = gift::parseFile(quiz);
            differences =
                translated.ok()
                    ? gift::translationDifferences(gift::parseFile(lesson.quizFile), translated)
                    : translated.problems;
        }
        for (const gift::Problem &difference : differences)
            problems.append({quiz, difference.line, difference.message});
        if (!quiz.isEmpty() && differences.isEmpty()) {
            lesson.quizFile = quiz;
            lesson.quizTranslated = true;
        }
    }
    if (!lesson.teacherTipsPath.isEmpty()) {
        const QString tips = translatedFile(
            root.value(QStringLiteral("teacher_tips")), lesson.teacherTipsPath,
            locate.lineOf(QStringLiteral("teacher_tips")), QStringLiteral("\"teacher_tips\""));
        if (!tips.isEmpty()) {
            lesson.teacherTipsPath = tips;
            lesson.tipsTranslated = true;
        }
    }

    const QJsonValue sections = root.value(QStringLiteral("sections"));
    if (!sections.isUndefined() && !sections.isArray())
        problem(locate.lineOf(QStringLiteral("sections")),
                QStringLiteral("\"sections\" must be a list of the original's sections"));
    const QJsonArray list = sections.toArray();
    const QList<int> lines = locate.linesOfElements({QStringLiteral("sections")});
    int next = 0; // the original's sections are matched in order
    for (int index = 0; index < list.size(); ++index) {
        const int line = lines.value(index, locate.lineOf(QStringLiteral("sections")));
        const QJsonObject object = list.at(index).toObject();
        const QString id = object.value(QStringLiteral("id")).toString();
        if (!list.at(index).isObject() || id.isEmpty()) {
            problem(line, QStringLiteral("section %1 must be an object with the \"id\" of one "
                                         "of the original's sections")
                              .arg(index + 1));
            continue;
        }
        int at = next;
        while (at < lesson.sections.size() && lesson.sections.at(at).id != id)
            ++at;
        if (at == lesson.sections.size()) {
            const bool exists =
                std::any_of(lesson.sections.begin(), lesson.sections.end(),
                            [&](const LessonSection &section) { return section.id == id; });
            problem(line, exists ? QStringLiteral("section \"%1\" comes in another place in the "
                                                  "original; keep the original's order")
                                       .arg(id)
                                 : QStringLiteral("the original has no section \"%1\"").arg(id));
            continue;
        }
        next = at + 1;
        LessonSection &section = lesson.sections[at];
        same(object, QStringLiteral("beats"), section.beats, line);
        same(object, QStringLiteral("beat"), section.beat < 0 ? QJsonValue() : section.beat, line);
        same(object, QStringLiteral("tab"), section.tab.isEmpty() ? QJsonValue() : section.tab,
             line);
        text(object, QStringLiteral("title"), line, &section.title);
        text(object, QStringLiteral("notes"), line, &section.notes);
        const QString file = translatedFile(object.value(QStringLiteral("file")), section.file,
                                            line, QStringLiteral("section \"%1\"").arg(id));
        if (!file.isEmpty()) {
            section.file = file;
            section.translated = true;
        }
    }
    // A section the translation does not list is still translated where its file is there.
    for (LessonSection &section : lesson.sections) {
        if (section.translated)
            continue;
        const QString path = QDir(translationFolder).filePath(QFileInfo(section.file).fileName());
        if (QFileInfo::exists(path)) {
            section.file = path;
            section.translated = true;
        }
    }
    return problems;
}

void overlayExternalLessons(QList<LessonLoadResult> &lessons, const QString &externalRoot)
{
    if (!QFileInfo(externalRoot).isDir()) {
        LessonLoadResult missing;
        missing.content.folder = externalRoot;
        missing.content.id = QStringLiteral("lessons-dir");
        missing.content.title = QFileInfo(externalRoot).fileName();
        missing.problems.append(
            {externalRoot, 0, QStringLiteral("the lessons folder does not exist")});
        lessons.append(missing);
        return;
    }
    for (const LessonLoadResult &external : loadLessons(externalRoot)) {
        auto same = std::find_if(lessons.begin(), lessons.end(), [&](const auto &builtin) {
            return !external.content.id.isEmpty() && builtin.content.id == external.content.id;
        });
        if (same != lessons.end())
            *same = external;
        else
            lessons.append(external);
    }
    std::stable_sort(lessons.begin(), lessons.end(), [](const auto &a, const auto &b) {
        return a.content.order < b.content.order;
    });
}

int countGiftQuestions(const QString &giftFile)
{
    return int(gift::parseFile(giftFile).questions.size());
}

QString boundSectionMarkdown(const QString &markdown, int *cutLine, QString *why)
{
    // One pass over the lines: GitHub tables (a header row, then a delimiter row such as
    // "|---|:--:|", then rows up to a blank line) are counted outside fenced code; the cut falls
    // at the start of the first line past a bound, and counting goes on to the end for the notice.
    constexpr qsizetype kNoticeRoom = 1024;
    static const QRegularExpression delimiterRow(
        QStringLiteral(R"(^ {0,3}\|?(\s*:?-+:?\s*\|)*\s*:?-+:?\s*\|?\s*$)"));
    const QStringView text(markdown);
    qsizetype cutAt = -1;
    int cutLineNumber = 0;
    bool cutByTable = false;
    QString openFence; // the fence a cut falls inside, which the shown text must close
    QString fence;     // the fence we are in ("```", "~~~~"), empty outside
    int columns = 0;   // the current table's; 0 outside tables
    int rows = 0, cells = 0, rowsShown = 0;
    qsizetype previousStart = 0;
    bool previousHasBar = false;
    int line = 0;
    auto cut = [&](qsizetype at, int number, bool byTable) {
        if (cutAt >= 0)
            return;
        cutAt = at;
        cutLineNumber = number;
        cutByTable = byTable;
        openFence = fence;
    };
    for (qsizetype at = 0; at < text.size();) {
        ++line;
        qsizetype end = text.indexOf(QLatin1Char('\n'), at);
        if (end < 0)
            end = text.size();
        const QStringView row = text.sliced(at, end - at);
        // A text past the bound keeps what leaves room for the notice within it (so what is
        // shown is within every bound); a line alone longer is cut inside (never between a
        // surrogate pair).
        const qsizetype keep = sectionlimit::kCharacters - kNoticeRoom;
        if (text.size() > sectionlimit::kCharacters && end > keep) {
            qsizetype inside = keep;
            if (text.at(inside - 1).isHighSurrogate())
                --inside;
            cut(at > 0 ? at : inside, line, false);
        }
        const QStringView trimmed = row.trimmed();
        const bool fenceLine =
            trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~"));
        if (!fence.isEmpty()) {
            if (fenceLine && trimmed.startsWith(fence))
                fence.clear();
        } else if (fenceLine) {
            fence = trimmed.left(3).toString();
            columns = 0;
        } else if (columns > 0 && !trimmed.isEmpty()) {
            ++rows;
            cells += columns;
            if (rows > sectionlimit::kTableRows || cells > sectionlimit::kTableCells)
                cut(at, line, true);
            if (cutAt < 0)
                rowsShown = rows;
        } else if (trimmed.isEmpty()) {
            columns = 0;
        } else if (previousHasBar && row.contains(QLatin1Char('|')) &&
                   delimiterRow.match(row).hasMatch()) {
            columns = int(trimmed.count(QLatin1Char('|'))) + 1 -
                      int(trimmed.startsWith(QLatin1Char('|'))) -
                      int(trimmed.endsWith(QLatin1Char('|')));
            ++rows; // the header (the delimiter row shows as none)
            cells += columns;
            if (rows > sectionlimit::kTableRows || cells > sectionlimit::kTableCells)
                cut(previousStart, line - 1, true);
            if (cutAt < 0)
                rowsShown = rows;
        }
        previousHasBar = columns == 0 && fence.isEmpty() && row.contains(QLatin1Char('|'));
        previousStart = at;
        at = end + 1;
    }
    if (cutLine)
        *cutLine = cutLineNumber;
    if (cutAt < 0)
        return markdown;
    const QLocale locale;
    QString notice;
    if (cutByTable) {
        notice = QCoreApplication::translate("gpulab::SectionView",
                                             "This section is too long: %1 table rows are shown "
                                             "of %2; the rest of the section is left out.")
                     .arg(locale.toString(rowsShown), locale.toString(rows));
        if (why)
            *why = QStringLiteral("the section is too long to show whole: its tables have %1 "
                                  "rows and %2 cells, at most %3 rows and %4 cells are shown; "
                                  "from this line on it is left out")
                       .arg(rows)
                       .arg(cells)
                       .arg(sectionlimit::kTableRows)
                       .arg(sectionlimit::kTableCells);
    } else {
        notice = QCoreApplication::translate("gpulab::SectionView",
                                             "This section is too long: %1 characters are shown "
                                             "of %2; the rest is left out.")
                     .arg(locale.toString(cutAt), locale.toString(text.size()));
        if (why)
            *why = QStringLiteral("the section is too long to show whole: it has %1 characters, "
                                  "at most %2 are shown; from this line on it is left out")
                       .arg(text.size())
                       .arg(sectionlimit::kCharacters);
    }
    QString shown = markdown.left(cutAt);
    if (!openFence.isEmpty())
        shown += QLatin1Char('\n') + openFence;
    return shown + QStringLiteral("\n\n---\n\n*") + notice + QStringLiteral("*\n");
}

namespace {

// A Markdown file of a lesson (a section, the teacher tips), read with a bound and cut as a
// section is.
QString readLessonMarkdown(const QString &path, const QString &what, LessonProblem *problem,
                           LessonProblem *cut)
{
    QString why;
    const std::optional<QByteArray> read = readBoundedFile(path, filelimit::kSection, what, &why);
    if (!read) {
        if (problem)
            *problem = {path, 0, why};
        return {};
    }
    const QByteArray &bytes = *read;
    QString text = QString::fromUtf8(bytes);
    if (text.toUtf8() != bytes && problem) // lossy round trip: not valid UTF-8
        *problem = {path, 0, QStringLiteral("the file is not valid UTF-8")};
    int cutLine = 0;
    QString cutWhy;
    text = boundSectionMarkdown(text, &cutLine, &cutWhy);
    if (cutLine > 0 && cut)
        *cut = {path, cutLine, cutWhy};
    return text;
}

} // namespace

QString readSectionMarkdown(const LessonSection &section, LessonProblem *problem,
                            LessonProblem *cut)
{
    return readLessonMarkdown(section.file, QStringLiteral("a section"), problem, cut);
}

QString teacherTipsMarkdown(const LessonContent &lesson, LessonProblem *problem)
{
    if (lesson.teacherTipsPath.isEmpty()) {
        if (problem)
            *problem = {lesson.manifestPath, 0,
                        QStringLiteral("the lesson has no teacher tips (\"teacher_tips\")")};
        return {};
    }
    return readLessonMarkdown(lesson.teacherTipsPath, QStringLiteral("the teacher tips"), problem,
                              problem);
}

} // namespace gpulab
