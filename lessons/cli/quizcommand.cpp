// `gpulab-cli quiz validate [--json] FILE...` and `gpulab-cli quiz export --lesson ID
// (--gift FILE | --xml FILE) [--lessons-dir DIR]`: check question banks (Moodle GIFT, or Moodle
// XML for a name ending in .xml) and write a lesson's bank back out in either format, headless
// (QtCore; see lessons/framework/quiz/gift.h and moodlexml.h).
#include "lessons/cli/lessoncommands.h"
#include "lessons/framework/boundedfile.h"
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/quiz/gift.h"
#include "lessons/framework/quiz/moodlexml.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>

namespace gpulab {

namespace {

const char *const kSummary =
    "  quiz validate [--json] FILE...\n"
    "                          Check question banks (Moodle GIFT, or Moodle XML for FILE.xml):\n"
    "                          every problem as FILE:LINE: message; --json prints every\n"
    "                          question as parsed.\n"
    "  quiz export --lesson ID (--gift FILE | --xml FILE) [--lessons-dir DIR]\n"
    "                          Write a lesson's question bank as GIFT or Moodle XML (FILE '-'\n"
    "                          = standard output), ready to import into Moodle.\n";

const char *const kHelp =
    R"(Usage: gpulab-cli quiz validate [--json] FILE...
       gpulab-cli quiz export --lesson ID (--gift FILE | --xml FILE) [--lessons-dir DIR]

validate: check question banks, Moodle GIFT or (a FILE ending in .xml) Moodle XML: print each
FILE's number of questions by type, and every problem as FILE:LINE: message on standard error.
A Moodle XML question of a type GIFT has no form for (cloze, calculated...) is a problem.

  --json                  Print every question as parsed instead: {"files": [...]}, each file
                          with its questions and errors.

export: write a lesson's question bank as GIFT or Moodle XML, ready for Moodle's Question
bank > Import > GIFT format or Moodle XML format (pictures the texts show from the lesson
folder are embedded in the XML). A bank with problems is not written.

  --lesson ID             The lesson, by id (see 'gpulab-cli lessons'). Required.
  --gift FILE             Write GIFT there ('-' = standard output); the file is replaced only
                          once written completely.
  --xml FILE              Write Moodle XML there instead (one of --gift and --xml is required).
  --lessons-dir DIR       Overlay an external lessons folder, as 'gpulab-cli lessons' does
                          (default: the built-in lessons only).

  -h, --help              Show this help.

Exit codes: validate: 0 every file parses; 1 some file has problems; 2 usage error. export: 0
written; 1 no such lesson, it has no quiz, its bank has problems, or the file could not be
written; 2 usage error.
)";

int validate(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    bool json = false;
    std::vector<QString> files;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        const cli::OptionWord option("quiz validate", args, i);
        if (option.name() == "--json")
            json = true;
        else if (arg.size() > 1 && arg[0] == '-')
            option.unknown();
        else
            files.push_back(QString::fromStdString(arg));
        option.finish();
    }
    if (files.empty())
        throw cli::UsageError("quiz: validate needs at least one GIFT or Moodle XML file");

    bool problems = false;
    QJsonArray list;
    for (const QString &file : files) {
        const gift::Bank bank = moodlexml::readBank(file);
        problems = problems || !bank.ok();
        for (const QString &line : bank.problemLines())
            err << line.toStdString() << "\n";
        if (json) {
            list.append(gift::toJson(bank));
        } else {
            std::map<QString, int> types;
            for (const gift::Question &q : bank.questions)
                ++types[gift::typeName(q.type)];
            out << file.toStdString() << ": " << bank.questions.size() << " questions";
            const char *sep = " (";
            for (const auto &[type, count] : types) {
                out << sep << count << " " << type.toStdString();
                sep = ", ";
            }
            out << (types.empty() ? "" : ")") << ", " << bank.problems.size() << " problems\n";
        }
    }
    if (json)
        out << QJsonDocument(QJsonObject{{QStringLiteral("files"), list}})
                   .toJson(QJsonDocument::Indented)
                   .toStdString();
    return problems ? cli::ExitFailed : cli::ExitOk;
}

int exportBank(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    QString lessonId;
    QString giftTarget;
    QString xmlTarget;
    QString externalRoot;
    for (std::size_t i = 0; i < args.size(); ++i) {
        cli::OptionWord option("quiz export", args, i);
        const std::string &name = option.name();
        QString *slot = name == "--lesson"        ? &lessonId
                        : name == "--gift"        ? &giftTarget
                        : name == "--xml"         ? &xmlTarget
                        : name == "--lessons-dir" ? &externalRoot
                                                  : nullptr;
        if (!slot)
            option.unknown();
        *slot = QString::fromStdString(option.value());
    }
    if (lessonId.isEmpty() || giftTarget.isEmpty() == xmlTarget.isEmpty())
        throw cli::UsageError("quiz: export needs --lesson ID and one of --gift FILE, --xml FILE");
    const bool xml = !xmlTarget.isEmpty();
    const QString target = xml ? xmlTarget : giftTarget;

    const QList<LessonLoadResult> lessons = loadLessonLibrary(externalRoot);
    const LessonLoadResult *found = nullptr;
    QStringList ids;
    for (const LessonLoadResult &lesson : lessons) {
        ids.append(lesson.content.id);
        if (lesson.content.id == lessonId)
            found = &lesson;
    }
    if (!found) {
        err << "gpulab-cli: quiz: no lesson '" << lessonId.toStdString()
            << "'; lessons: " << ids.join(QStringLiteral(", ")).toStdString() << "\n";
        return cli::ExitFailed;
    }
    if (found->content.quizFile.isEmpty()) {
        err << "gpulab-cli: quiz: lesson '" << lessonId.toStdString() << "' has no quiz\n";
        return cli::ExitFailed;
    }
    gift::Bank bank = gift::parseFile(found->content.quizFile);
    if (!bank.ok()) {
        for (const QString &line : bank.problemLines())
            err << line.toStdString() << "\n";
        err << "gpulab-cli: quiz: the bank has problems; nothing written (fix them first, or "
               "every question would not reach Moodle)\n";
        return cli::ExitFailed;
    }
    QByteArray text;
    if (xml) {
        moodlexml::Files files;
        const QList<gift::Question> questions = moodlexml::embedPictures(
            bank.questions, QFileInfo(found->content.quizFile).absolutePath(), &files);
        text = moodlexml::write(questions, files);
    } else {
        for (const gift::Question &q : bank.questions) {
            const QString why = gift::unwritable(q);
            if (!why.isEmpty()) {
                err << "gpulab-cli: quiz: " << bank.file.toStdString() << ":" << q.line
                    << ": question \"" << (q.title.isEmpty() ? q.text : q.title).toStdString()
                    << "\": " << why.toStdString() << "; nothing written (use --xml FILE)\n";
                return cli::ExitFailed;
            }
        }
        const QString header =
            QStringLiteral("// %1: the quiz of the GPU Lab lesson \"%2\" (%3 questions).\n"
                           "// Moodle: Question bank > Import > GIFT format.\n\n")
                .arg(lessonId, found->content.title)
                .arg(bank.questions.size());
        text = (header + gift::write(bank.questions)).toUtf8();
    }
    if (target == QLatin1String("-")) {
        out << text.toStdString();
        return cli::ExitOk;
    }
    QString why;
    if (!writeWholeFile(target, text, &why)) {
        err << "gpulab-cli: quiz: cannot write " << target.toStdString() << ": "
            << why.toStdString() << "\n";
        return cli::ExitFailed;
    }
    out << "Wrote " << bank.questions.size() << " questions of '" << lessonId.toStdString()
        << "' to " << target.toStdString() << "\n";
    return cli::ExitOk;
}

int commandQuiz(const std::vector<std::string> &args, const cli::CommandContext &context)
{
    if (args.empty())
        throw cli::UsageError("quiz: expected 'validate' or 'export'");
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (args[0] == "validate")
        return validate(rest, context.out, context.err);
    if (args[0] == "export")
        return exportBank(rest, context.out, context.err);
    throw cli::UsageError("quiz: unknown subcommand '" + args[0] +
                          "' (expected validate or export)");
}

} // namespace

const cli::Command kQuizCommand{"quiz", kSummary, [] { return std::string(kHelp); }, commandQuiz};

} // namespace gpulab
