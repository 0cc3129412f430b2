// The `lessons` command of gpulab-cli (see lessonscommand.h).
#include "lessons/cli/lessonscommand.h"

#include "lessons/framework/lessoncontent.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace gpulab {

const char *const kLessonsCommandUsage =
    "  lessons [--json] [--lessons-dir DIR]\n"
    "                          List the lessons: id, title, sections, simulation and number of\n"
    "                          quiz questions. DIR overlays an external lessons folder.\n";

int runLessonsCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    bool json = false;
    QString externalRoot;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--json") {
            json = true;
        } else if (args[i] == "--lessons-dir" && i + 1 < args.size()) {
            externalRoot = QString::fromStdString(args[++i]);
        } else {
            err << "gpulab-cli: lessons: unknown option '" << args[i]
                << "'\nTry 'gpulab-cli --help'.\n";
            return 2;
        }
    }

    const QList<LessonLoadResult> lessons = loadLessonLibrary(externalRoot);
    bool problems = false;
    QJsonArray list;
    for (const LessonLoadResult &lesson : lessons) {
        const LessonContent &c = lesson.content;
        for (const LessonProblem &problem : lesson.problems)
            err << problem.toString().toStdString() << "\n";
        problems = problems || !lesson.ok();
        if (!lesson.ok())
            continue;
        const int questions = c.quizFile.isEmpty() ? 0 : countGiftQuestions(c.quizFile);
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
    return problems ? 1 : 0;
}

} // namespace gpulab
