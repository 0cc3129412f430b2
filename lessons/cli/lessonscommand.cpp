// `gpulab-cli lessons [--json] [--lessons-dir DIR] [--lang CODE]`: lists the lessons (built in,
// overlaid by an external folder) with their sections, simulation and quiz size, headless.
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
    "  lessons [--json] [--lessons-dir DIR] [--lang CODE]\n"
    "                          List the lessons: id, title, sections, simulation and number of\n"
    "                          quiz questions. DIR overlays an external lessons folder; CODE\n"
    "                          shows them in their translation into that language.\n";

const char *const kHelp =
    R"(Usage: gpulab-cli lessons [--json] [--lessons-dir DIR] [--lang CODE]

List the lessons as GPU Lab loads them: id, title, sections, simulation and number of quiz
questions. The problems of a malformed lesson are printed on standard error as FILE:LINE:
message.

  --json                  One JSON document instead of the text: {"lessons": [...]}.
  --lessons-dir DIR       Overlay an external lessons folder: a lesson there replaces the
                          built-in one with the same id (default: the built-in lessons only).
  --lang CODE             The lessons in their translation into CODE: es, zh_CN, ar... A
                          section the translation lacks is listed as in English; the problems
                          of a translation, which leave that part in English, are printed.
  -h, --help              Show this help.

Exit codes: 0 every lesson loaded; 1 some lesson has problems; 2 usage error.
)";

int commandLessons(const std::vector<std::string> &args, const cli::CommandContext &context)
{
    bool json = false;
    QString externalRoot;
    QLocale locale(QLocale::English);
    for (std::size_t i = 0; i < args.size(); ++i) {
        cli::OptionWord option("lessons", args, i);
        if (option.name() == "--json")
            json = true;
        else if (option.name() == "--lessons-dir")
            externalRoot = QString::fromStdString(option.value());
        else if (option.name() == "--lang") {
            const QString code = QString::fromStdString(option.value());
            locale = QLocale(code);
            if (locale.language() == QLocale::C)
                throw cli::UsageError("lessons: --lang '" + code.toStdString() +
                                      "' names no language (give a code such as es, zh_CN "
                                      "or ar)");
        } else
            option.unknown();
        option.finish();
    }
    std::ostream &out = context.out;

    const QList<LessonLoadResult> lessons = loadLessonLibrary(externalRoot, locale);
    bool problems = false;
    QJsonArray list;
    for (const LessonLoadResult &lesson : lessons) {
        const LessonContent &c = lesson.content;
        for (const LessonProblem &problem : lesson.problems)
            context.err << problem.toString().toStdString() << "\n";
        // A section too long to show whole loads cut; where it is cut is a problem to fix.
        for (const LessonProblem &cut : lesson.sectionsCut)
            context.err << cut.toString().toStdString() << "\n";
        // A translation at fault leaves that part in English: a problem to fix all the same.
        for (const LessonProblem &problem : lesson.translationProblems)
            context.err << problem.toString().toStdString() << "\n";
        problems = problems || !lesson.ok() || !lesson.sectionsCut.isEmpty() ||
                   !lesson.translationProblems.isEmpty();
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
                                            {QStringLiteral("title"), section.title},
                                            {QStringLiteral("translated"), section.translated}});
            list.append(QJsonObject{{QStringLiteral("id"), c.id},
                                    {QStringLiteral("title"), c.title},
                                    {QStringLiteral("sections"), sections},
                                    {QStringLiteral("simulation"), c.simulation},
                                    {QStringLiteral("language"),
                                     c.language.isEmpty() ? QStringLiteral("en") : c.language},
                                    {QStringLiteral("quiz_questions"), questions}});
        } else {
            out << c.id.toStdString() << "  " << c.title.toStdString() << "\n"
                << "    " << c.sections.size()
                << " sections, simulation: " << c.simulation.toStdString()
                << ", quiz: " << questions << " questions\n";
            int n = 0;
            for (const LessonSection &section : c.sections)
                out << "    " << ++n << ". " << section.title.toStdString()
                    << (section.translated ? "" : " (in English)") << "\n";
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
