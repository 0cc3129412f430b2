// The `quiz` command of gpulab-cli (see quizcommand.h).
#include "lessons/cli/quizcommand.h"

#include "compute/cli/cliargs.h"
#include "lessons/framework/gift.h"
#include "lessons/framework/lessoncontent.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <map>

namespace gpulab {

const char *const kQuizCommandUsage =
    "  quiz validate [--json] FILE...\n"
    "                          Check Moodle GIFT question banks: every problem as FILE:LINE:\n"
    "                          message; --json prints every question as parsed.\n"
    "  quiz export --lesson ID --gift FILE [--lessons-dir DIR]\n"
    "                          Write a lesson's question bank as GIFT (FILE '-' = standard\n"
    "                          output), ready to import into Moodle.\n";

namespace {

const char *const kHelp =
    R"(Usage: gpulab-cli quiz validate [--json] FILE...
       gpulab-cli quiz export --lesson ID --gift FILE [--lessons-dir DIR]

validate: check Moodle GIFT question banks: print each FILE's number of questions by type, and
every problem as FILE:LINE: message on standard error.

  --json                  Print every question as parsed instead: {"files": [...]}, each file
                          with its questions and errors.

export: write a lesson's question bank as GIFT, ready for Moodle's Question bank > Import >
GIFT format. A bank with problems is not written.

  --lesson ID             The lesson, by id (see 'gpulab-cli lessons'). Required.
  --gift FILE             Where to write it ('-' = standard output); the file is replaced only
                          once written completely. Required.
  --lessons-dir DIR       Overlay an external lessons folder, as 'gpulab-cli lessons' does
                          (default: the built-in lessons only).

  -h, --help              Show this help.

Exit codes: validate: 0 every file parses; 1 some file has problems; 2 usage error. export: 0
written; 1 no such lesson, it has no quiz, its bank has problems, or the file could not be
written; 2 usage error.
)";

int usage(std::ostream &err, const std::string &message)
{
    err << "gpulab-cli: quiz: " << message << "\nTry 'gpulab-cli quiz --help'.\n";
    return 2;
}

int validate(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    bool json = false;
    std::vector<QString> files;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        const cli::OptionWord option(args, i);
        if (option.name() == "--json" && option.unusedValue())
            return usage(err, "validate: --json takes no value");
        if (option.name() == "--json")
            json = true;
        else if (arg.size() > 1 && arg[0] == '-')
            return usage(err, "validate: unknown option '" + option.name() + "'");
        else
            files.push_back(QString::fromStdString(arg));
    }
    if (files.empty())
        return usage(err, "validate needs at least one GIFT file");

    bool problems = false;
    QJsonArray list;
    for (const QString &file : files) {
        const gift::Bank bank = gift::parseFile(file);
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
    return problems ? 1 : 0;
}

int exportBank(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    QString lessonId;
    QString target;
    QString externalRoot;
    for (std::size_t i = 0; i < args.size(); ++i) {
        cli::OptionWord option(args, i);
        const std::string name = option.name();
        QString *slot = name == "--lesson"        ? &lessonId
                        : name == "--gift"        ? &target
                        : name == "--lessons-dir" ? &externalRoot
                                                  : nullptr;
        if (!slot)
            return usage(err, "export: unknown option '" + name + "'");
        const std::optional<std::string> value = option.value();
        if (!value)
            return usage(err, "export: " + name + " needs a value");
        *slot = QString::fromStdString(*value);
    }
    if (lessonId.isEmpty() || target.isEmpty())
        return usage(err, "export needs --lesson ID and --gift FILE");

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
        return 1;
    }
    if (found->content.quizFile.isEmpty()) {
        err << "gpulab-cli: quiz: lesson '" << lessonId.toStdString() << "' has no quiz\n";
        return 1;
    }
    gift::Bank bank = gift::parseFile(found->content.quizFile);
    if (!bank.ok()) {
        for (const QString &line : bank.problemLines())
            err << line.toStdString() << "\n";
        err << "gpulab-cli: quiz: the bank has problems; nothing written (fix them first, or "
               "every question would not reach Moodle)\n";
        return 1;
    }
    const QString header =
        QStringLiteral("// %1: the quiz of the GPU Lab lesson \"%2\" (%3 questions).\n"
                       "// Moodle: Question bank > Import > GIFT format.\n\n")
            .arg(lessonId, found->content.title)
            .arg(bank.questions.size());
    const QByteArray text = (header + gift::write(bank.questions)).toUtf8();
    if (target == QLatin1String("-")) {
        out << text.toStdString();
        return 0;
    }
    QSaveFile file(target);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
        err << "gpulab-cli: quiz: cannot write " << target.toStdString() << ": "
            << file.errorString().toStdString() << "\n";
        return 1;
    }
    out << "Wrote " << bank.questions.size() << " questions of '" << lessonId.toStdString()
        << "' to " << target.toStdString() << "\n";
    return 0;
}

} // namespace

int runQuizCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    for (const std::string &arg : args) {
        if (arg == "-h" || arg == "--help") {
            out << kHelp;
            return 0;
        }
    }
    if (args.empty())
        return usage(err, "expected 'validate' or 'export'");
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (args[0] == "validate")
        return validate(rest, out, err);
    if (args[0] == "export")
        return exportBank(rest, out, err);
    return usage(err, "unknown subcommand '" + args[0] + "' (expected validate or export)");
}

} // namespace gpulab
