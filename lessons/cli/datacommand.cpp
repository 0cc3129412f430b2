// `gpulab-cli data check [--json]`: reads every data table as GPU Lab does (DataCatalog::load():
// the GPU specs, then each lesson's tables, each from its override variable's file or the
// built-in copy) and reports every problem, for instructors who edit the figures and for CI;
// and every translation beside a table (i18n/<language>/<file name>, datatable.h), as GPU Lab
// applies it in that language, for translators.
#include "lessons/cli/lessoncommands.h"
#include "lessons/framework/datacatalog.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/lessonregistry.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gpulab {

namespace {

const char *const kSummary =
    "  data check [--json]\n"
    "                          Check every data file the lessons read (GPU specs, interconnects,\n"
    "                          memory levels...): each problem as FILE:LINE: message.\n";

const char *const kHelp =
    R"(Usage: gpulab-cli data check [--json]

Check every data file GPU Lab reads, as it reads them: each table from the file its variable
names, else from the built-in copy. Prints each file's table, rows loaded and number of
problems; every problem goes to standard error as FILE:LINE: message, and its row is left out,
as GPU Lab leaves it out. Then each table's translations (i18n/<language>/<its file name> beside
it), as GPU Lab applies them in that language: their problems, and how many cells of the
translated columns they leave in English.

  --json                  One JSON document instead of the text: {"files": [{"table": ...,
                          "variable": ..., "file": ..., "rows": N, "problems": [{"line": ...,
                          "message": ...}], "translations": [{"language": ..., "file": ...,
                          "untranslated": N, "problems": [...]}]}]}.
  -h, --help              Show this help.

Tables and the variables that replace their files:
)";

const char *const kExitCodes =
    R"(
Exit codes: 0 every file and translation is clean; 1 some file or translation has problems (or
cannot be read); 2 usage error.
)";

std::string help()
{
    std::string text = kHelp;
    text += "  " + std::string(GpuSpecs::kName) + " ($" + GpuSpecs::kPathVariable + ")\n";
    for (const LessonDataEntry &entry : lessonDataTable())
        text += "  " + std::string(entry.table) + " ($" + entry.variable + ")\n";
    return text + kExitCodes;
}

int check(const std::vector<std::string> &args, const cli::CommandContext &context)
{
    bool json = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        cli::OptionWord option("data check", args, i);
        if (option.name() == "--json")
            json = true;
        else
            option.unknown();
        option.finish();
    }
    const DataCatalog data = DataCatalog::load();
    for (const LessonProblem &problem : data.problems())
        context.err << problem.toString().toStdString() << "\n";
    // Every language a table has a translation in, each applied as GPU Lab would.
    QStringList languages;
    for (const DataFileReport &file : data.files())
        for (const QString &code : QDir(QFileInfo(file.file).dir().filePath(QStringLiteral("i18n")))
                                       .entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            if (!languages.contains(code))
                languages << code;
    languages.sort();
    QHash<QString, QList<std::pair<QString, TableTranslation>>> translations; // by table
    bool translationProblems = false;
    for (const QString &code : std::as_const(languages)) {
        DataCatalog translated = data;
        for (const LessonProblem &problem : translated.setLanguage(QLocale(code))) {
            context.err << problem.toString().toStdString() << "\n";
            translationProblems = true;
        }
        for (const DataFileReport &file : translated.files())
            if (!file.translation.file.isEmpty())
                translations[file.table].append({code, file.translation});
    }
    if (json) {
        QJsonArray files;
        for (const DataFileReport &file : data.files()) {
            QJsonArray problems;
            for (const LessonProblem &problem : file.problems)
                problems.append(QJsonObject{{QStringLiteral("line"), problem.line},
                                            {QStringLiteral("message"), problem.message}});
            QJsonArray languagesOfFile;
            for (const auto &[code, translation] : translations.value(file.table)) {
                QJsonArray its;
                for (const LessonProblem &problem : translation.problems)
                    its.append(QJsonObject{{QStringLiteral("line"), problem.line},
                                           {QStringLiteral("message"), problem.message}});
                languagesOfFile.append(
                    QJsonObject{{QStringLiteral("language"), code},
                                {QStringLiteral("file"), translation.file},
                                {QStringLiteral("untranslated"), translation.untranslated},
                                {QStringLiteral("problems"), its}});
            }
            files.append(QJsonObject{{QStringLiteral("table"), file.table},
                                     {QStringLiteral("variable"), file.variable},
                                     {QStringLiteral("file"), file.file},
                                     {QStringLiteral("rows"), file.rows},
                                     {QStringLiteral("problems"), problems},
                                     {QStringLiteral("translations"), languagesOfFile}});
        }
        context.out << QJsonDocument(QJsonObject{{QStringLiteral("files"), files}})
                           .toJson(QJsonDocument::Indented)
                           .toStdString();
    } else {
        for (const DataFileReport &file : data.files()) {
            context.out << file.table.toStdString() << ": " << file.rows << " rows, "
                        << file.problems.size() << " problem(s) from " << file.file.toStdString()
                        << "\n";
            for (const auto &[code, translation] : translations.value(file.table))
                context.out << "  " << code.toStdString() << ": " << translation.problems.size()
                            << " problem(s), " << translation.untranslated
                            << " cell(s) in English, from " << translation.file.toStdString()
                            << "\n";
        }
    }
    return data.problems().isEmpty() && !translationProblems ? cli::ExitOk : cli::ExitFailed;
}

int commandData(const std::vector<std::string> &args, const cli::CommandContext &context)
{
    if (args.empty())
        throw cli::UsageError("data: expected 'check'");
    if (args[0] != "check")
        throw cli::UsageError("data: unknown subcommand '" + args[0] + "' (expected check)");
    return check(std::vector<std::string>(args.begin() + 1, args.end()), context);
}

} // namespace

const cli::Command kDataCommand{"data", kSummary, help, commandData};

} // namespace gpulab
