// `gpulab-cli lessons [--json] [--lessons-dir DIR]`: lists the lessons (built in, overlaid by an
// external folder) with their sections, simulation and quiz size, headless.
#include "lessons/cli/lessoncommands.h"
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/quiz/moodlexml.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace gpulab {

namespace {

const char *const kSummary =
    "  lessons [--json] [--lessons-dir DIR]\n"
    "                          List the lessons: id, title, sections, simulation and number of\n"
    "                          quiz questions. DIR overlays an external lessons folder.\n";

const char *const kHelp =
    R"(Usage: gpulab-cli lessons [--json] [--lessons-dir DIR]

List the lessons as GPU Lab loads them: id, title, sections, simulation and number of quiz
questions. The problems of a malformed lesson are printed on standard error as FILE:LINE:
message.

  --json                  One JSON document instead of the text: {"lessons": [...]}.
  --lessons-dir DIR       Overlay an external lessons folder: a lesson there replaces the
                          built-in one with the same id (default: the built-in lessons only).
  -h, --help              Show this help.

Exit codes: 0 every lesson loaded; 1 some lesson has problems; 2 usage error.
)";

int commandLessons(const std::vector<std::string> &args, const cli::CommandContext &context)
{
    bool json = false;
    QString externalRoot;
    for (std::size_t i = 0; i < args.size(); ++i) {
        cli::OptionWord option("lessons", args, i);
        if (option.name() == "--json")
            json = true;
        else if (option.name() == "--lessons-dir")
            externalRoot = QString::fromStdString(option.value());
        else
            option.unknown();
        option.finish();
    }
    std::ostream &out = context.out;

    const QList<LessonLoadResult> lessons = loadLessonLibrary(externalRoot);
    bool problems = false;
    QJsonArray list;
    for (const LessonLoadResult &lesson : lessons) {
        const LessonContent &c = lesson.content;
        for (const LessonProblem &problem : lesson.problems)
            context.err << problem.toString().toStdString() << "\n";
        // A section too long to show whole loads cut; where it is cut is a problem to fix.
        for (const LessonProblem &cut : lesson.sectionsCut)
            context.err << cut.toString().toStdString() << "\n";
        problems = problems || !lesson.ok() || !lesson.sectionsCut.isEmpty();
        if (!lesson.ok())
            continue;
        // Questions of the bank that do not load are problems of the lesson too.
        int questions = 0;
        if (!c.quizFile.isEmpty()) {
            const gift::Bank bank = moodlexml::readBank(c.quizFile);
            for (const QString &line : bank.problemLines())
                context.err << line.toStdString() << "\n";
            problems = problems || !bank.problems.isEmpty();
            questions = int(bank.questions.size());
        }
        if (json) {
            QJsonArray sections;
            for (const LessonSection &section : c.sections)
                sections.append(QJsonObject{{QStringLiteral("id"), section.id},
                                            {QStringLiteral("title"), section.title}});
            list.append(QJsonObject{{QStringLiteral("id"), c.id},
                                    {QStringLiteral("title"), c.title},
                                    {QStringLiteral("sections"), sections},
                                    {QStringLiteral("simulation"), c.simulation},
                                    {QStringLiteral("quiz_questions"), questions}});
        } else {
            out << c.id.toStdString() << "  " << c.title.toStdString() << "\n"
                << "    " << c.sections.size()
                << " sections, simulation: " << c.simulation.toStdString()
                << ", quiz: " << questions << " questions\n";
            int n = 0;
            for (const LessonSection &section : c.sections)
                out << "    " << ++n << ". " << section.title.toStdString() << "\n";
        }
    }
    if (json)
        out << QJsonDocument(QJsonObject{{QStringLiteral("lessons"), list}})
                   .toJson(QJsonDocument::Indented)
                   .toStdString();
    return problems ? cli::ExitFailed : cli::ExitOk;
}

} // namespace

const cli::Command kLessonsCommand{"lessons", kSummary, [] { return std::string(kHelp); },
                                   commandLessons};

} // namespace gpulab
