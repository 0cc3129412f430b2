// `gpulab-cli data check [--json]`: reads every data table as GPU Lab does (DataCatalog::load():
// the GPU specs, then each lesson's tables, each from its override variable's file or the
// built-in copy) and reports every problem, for instructors who edit the figures and for CI.
#include "lessons/cli/lessoncommands.h"
#include "lessons/framework/datacatalog.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/lessonregistry.h"

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
as GPU Lab leaves it out.

  --json                  One JSON document instead of the text: {"files": [{"table": ...,
                          "variable": ..., "file": ..., "rows": N, "problems": [{"line": ...,
                          "message": ...}]}]}.
  -h, --help              Show this help.

Tables and the variables that replace their files:
)";

const char *const kExitCodes =
    R"(
Exit codes: 0 every file is clean; 1 some file has problems (or cannot be read); 2 usage error.
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
    if (json) {
        QJsonArray files;
        for (const DataFileReport &file : data.files()) {
            QJsonArray problems;
            for (const LessonProblem &problem : file.problems)
                problems.append(QJsonObject{{QStringLiteral("line"), problem.line},
                                            {QStringLiteral("message"), problem.message}});
            files.append(QJsonObject{{QStringLiteral("table"), file.table},
                                     {QStringLiteral("variable"), file.variable},
                                     {QStringLiteral("file"), file.file},
                                     {QStringLiteral("rows"), file.rows},
                                     {QStringLiteral("problems"), problems}});
        }
        context.out << QJsonDocument(QJsonObject{{QStringLiteral("files"), files}})
                           .toJson(QJsonDocument::Indented)
                           .toStdString();
    } else {
        for (const DataFileReport &file : data.files())
            context.out << file.table.toStdString() << ": " << file.rows << " rows, "
                        << file.problems.size() << " problem(s) from " << file.file.toStdString()
                        << "\n";
    }
    return data.problems().isEmpty() ? cli::ExitOk : cli::ExitFailed;
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
