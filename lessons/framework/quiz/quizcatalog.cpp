// QuizCatalog: the quizzes there are and what each asks (see quizcatalog.h).
#include "lessons/framework/quiz/quizcatalog.h"
#include "lessons/framework/boundedfile.h"

#include "lessons/framework/quiz/moodlexml.h"
#include "lessons/framework/sentencetext.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>
#include <random>

namespace gpulab {

namespace {

QList<QuizItem> itemsOf(const QList<gift::Question> &questions, const QString &lessonId)
{
    QList<QuizItem> items;
    for (const gift::Question &q : questions)
        items.append(QuizItem{q, lessonId});
    return items;
}

QString titleOfImport(const QString &fileName)
{
    QString title = QFileInfo(fileName).completeBaseName();
    title.replace(QLatin1Char('_'), QLatin1Char(' '));
    return title;
}

} // namespace

QuizCatalog::QuizCatalog(const QList<LessonLoadResult> &lessons, const QString &importDir)
    : m_lessons(lessons), m_importDir(importDir)
{
    for (const LessonLoadResult &lesson : lessons) {
        if (!lesson.ok() || lesson.content.quizFile.isEmpty())
            continue;
        QuizSource source;
        source.id = QuizId::lesson(lesson.content.id);
        source.title = tr("Quiz: %1").arg(lesson.content.title);
        source.file = lesson.content.quizFile;
        const gift::Bank bank = gift::parseFile(source.file);
        source.questions = int(bank.questions.size());
        m_gradedByLesson.insert(
            lesson.content.id,
            int(std::count_if(bank.questions.cbegin(), bank.questions.cend(),
                              [](const gift::Question &q) { return quiz::isGraded(q.type); })));
        m_lessonQuizzes.append(source);
    }
}

QString QuizCatalog::defaultImportDir()
{
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return data.isEmpty() ? QString() : data + QStringLiteral("/quizzes");
}

QList<QuizSource> QuizCatalog::lessonQuizzes(const MeasuredFigures &figures) const
{
    QList<QuizSource> sources = m_lessonQuizzes;
    for (QuizSource &source : sources) {
        source.measured = int(measuredQuestions(source.id.lessonId(), figures).size());
        source.questions += source.measured;
    }
    return sources;
}

QuizSource QuizCatalog::exam(const MeasuredFigures &figures) const
{
    QuizSource source;
    source.id = QuizId::exam();
    source.title = tr("Exam: every lesson");
    // As load() draws: from each lesson's graded questions and those about this machine.
    for (const QuizSource &lesson : m_lessonQuizzes) {
        const QString id = lesson.id.lessonId();
        const int pool = m_gradedByLesson.value(id) + int(measuredQuestions(id, figures).size());
        source.questions += std::min(pool, kExamQuestionsPerLesson);
    }
    return source;
}

QList<QuizSource> QuizCatalog::importedQuizzes() const
{
    QList<QuizSource> list;
    if (m_importDir.isEmpty())
        return list;
    const QDir dir(m_importDir);
    for (const QFileInfo &info : dir.entryInfoList(
             {QStringLiteral("*.gift"), QStringLiteral("*.xml")}, QDir::Files, QDir::Name)) {
        QuizSource source;
        source.id = QuizId::imported(info.fileName());
        if (!source.id.isValid())
            continue; // a name no quiz id can carry
        source.title = titleOfImport(info.fileName());
        source.file = info.absoluteFilePath();
        source.questions = int(moodlexml::readBank(source.file).questions.size());
        list.append(source);
    }
    return list;
}

LoadedQuiz QuizCatalog::load(const QuizId &id, quint32 seed, const MeasuredFigures &figures) const
{
    LoadedQuiz loaded;
    if (id.kind() == QuizId::Kind::Exam) {
        loaded.found = true;
        loaded.source = exam(figures);
        // The exam draws from every lesson with its own generator (QuizSession shuffles the
        // order afterwards): the same seed gives the same exam.
        std::mt19937 rng(seed);
        for (const QuizSource &lesson : m_lessonQuizzes) {
            const gift::Bank bank = gift::parseFile(lesson.file);
            loaded.problems += bank.problemLines();
            loaded.pictures.addBank(lesson.id.lessonId(), {},
                                    QFileInfo(lesson.file).absolutePath());
            QList<gift::Question> pool;
            for (const gift::Question &q : bank.questions)
                if (quiz::isGraded(q.type))
                    pool.append(q);
            pool += measuredQuestions(lesson.id.lessonId(), figures);
            // Partial Fisher–Yates with QuizSession's portable bounded draw.
            const int take = std::min<int>(kExamQuestionsPerLesson, int(pool.size()));
            for (int i = 0; i < take; ++i) {
                const quint32 r = uniformBelow(rng, quint32(pool.size() - i));
                pool.swapItemsAt(i, i + int(r));
                loaded.items.append(QuizItem{pool.at(i), lesson.id.lessonId()});
            }
        }
        loaded.source.questions = int(loaded.items.size());
        return loaded;
    }
    const QList<QuizSource> sources =
        id.kind() == QuizId::Kind::Import ? importedQuizzes() : m_lessonQuizzes;
    for (const QuizSource &source : sources) {
        if (source.id != id)
            continue;
        loaded.found = true;
        loaded.source = source;
        moodlexml::Files files;
        const gift::Bank bank = moodlexml::readBank(source.file, &files);
        loaded.problems = bank.problemLines();
        const QString lessonId = source.id.lessonId();
        loaded.pictures.addBank(lessonId, files, QFileInfo(source.file).absolutePath());
        loaded.items = itemsOf(bank.questions, lessonId);
        if (!lessonId.isEmpty()) {
            const QList<gift::Question> measured = measuredQuestions(lessonId, figures);
            loaded.items += itemsOf(measured, lessonId);
            loaded.source.measured = int(measured.size());
        }
        loaded.source.questions = int(loaded.items.size());
        return loaded;
    }
    return loaded;
}

QuizImport QuizCatalog::importFile(const QString &path) const
{
    QuizImport result;
    QString why;
    const std::optional<QByteArray> read =
        readBoundedFile(path, filelimit::kQuizBank, tr("a quiz bank"), &why);
    if (!read) {
        result.problems.append(labelled(QDir::toNativeSeparators(path), why));
        return result;
    }
    const QByteArray &bytes = *read;
    // Moodle XML is kept as it is (its pictures stay in it), GIFT too.
    const bool xml = moodlexml::isMoodleXml(path);
    const gift::Bank bank = xml ? moodlexml::parse(bytes, path).bank : gift::parse(bytes, path);
    result.problems = bank.problemLines();
    if (bank.questions.isEmpty()) {
        result.problems.append(tr("%1: no question could be read, so nothing was imported.")
                                   .arg(QDir::toNativeSeparators(path)));
        return result;
    }
    if (m_importDir.isEmpty() || !QDir().mkpath(m_importDir)) {
        result.problems.append(tr("There is no folder to keep imported quizzes in (%1).")
                                   .arg(QDir::toNativeSeparators(m_importDir)));
        return result;
    }
    // Same name and same bytes: already imported (nothing to do). Same name, other bytes: a
    // new name, so an instructor's second bank never replaces the first.
    const QFileInfo info(path);
    QString base = info.completeBaseName();
    // The copy's name is its quiz id's: no folder separator in it.
    base.replace(QLatin1Char('\\'), QLatin1Char('_'));
    if (base.isEmpty())
        base = QStringLiteral("quiz");
    const QString suffix = xml ? QStringLiteral(".xml") : QStringLiteral(".gift");
    QString name = base + suffix;
    const QDir dir(m_importDir);
    for (int n = 2; QFile::exists(dir.filePath(name)); ++n) {
        QFile existing(dir.filePath(name));
        if (existing.open(QIODevice::ReadOnly) && existing.readAll() == bytes)
            break;
        name = QStringLiteral("%1-%2%3").arg(base).arg(n).arg(suffix);
    }
    if (!QFile::exists(dir.filePath(name))) {
        QString why;
        if (!writeWholeFile(dir.filePath(name), bytes, &why)) {
            result.problems.append(tr("%1 could not be copied to %2: %3")
                                       .arg(QDir::toNativeSeparators(path),
                                            QDir::toNativeSeparators(dir.filePath(name)), why));
            return result;
        }
    }
    result.ok = true;
    result.source.id = QuizId::imported(name);
    result.source.title = titleOfImport(name);
    result.source.file = dir.filePath(name);
    result.source.questions = int(bank.questions.size());
    return result;
}

bool QuizCatalog::removeImported(const QuizId &id, QString *error) const
{
    // QuizId keeps an import's name a file name (no folder in it).
    if (id.kind() != QuizId::Kind::Import || m_importDir.isEmpty()) {
        if (error)
            *error = tr("Only imported quizzes can be removed.");
        return false;
    }
    QFile file(QDir(m_importDir).filePath(id.fileName()));
    if (!file.remove()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace gpulab
