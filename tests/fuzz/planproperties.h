// The properties class plans (app/classplan.h) must have for every input, shared by the
// randomized QTest (tst_planfuzz.cpp) and the libFuzzer target (plan_fuzzer.cpp). checkPlan()
// returns the first violation as "tag: details".
//
//   - parseClassPlan takes at most the time bound and gives a plan, or no plan and a reason;
//   - every problem names the file and a line inside the input, with a message;
//   - good records of a partly bad file are kept: every element of "steps" (up to the limit) is
//     a kept step or a "Step N" problem, never both, never neither;
//   - a kept step is in its ranges (ids, section number, beat, minutes, note, title) and on a
//     line of the input;
//   - write -> read is the identity, in memory and through the file writer and reader;
//   - checking against lessons keeps exactly the steps whose lesson and section exist (and
//     beat, and set-up's simulation), each other one a problem on its line.
#pragma once

#include "fuzzcommon.h"

#include "app/classplan.h"
#include "lessons/framework/jsonfile.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace gpulab::planfuzz {

inline QString stepViolation(const ClassPlanStep &s, int lines)
{
    if (s.lesson.isEmpty() || s.lesson.size() > classplanlimit::kMaxId)
        return QStringLiteral("range: lesson %1").arg(fuzz::quoted(s.lesson));
    if (s.section.isEmpty() == (s.sectionNumber == 0) || s.sectionNumber < 0 ||
        s.sectionNumber > 10000 || s.section.size() > classplanlimit::kMaxId)
        return QStringLiteral("range: section %1 / %2")
            .arg(fuzz::quoted(s.section))
            .arg(s.sectionNumber);
    if (s.beat < -1 || s.beat > 10000)
        return QStringLiteral("range: beat %1").arg(s.beat);
    if (s.minutes < 0 || s.minutes > classplanlimit::kMaxMinutes)
        return QStringLiteral("range: minutes %1").arg(s.minutes);
    if (s.note.size() > classplanlimit::kMaxNote || s.tab.size() > classplanlimit::kMaxId)
        return QStringLiteral("range: note or tab");
    if (s.line < 1 || s.line > lines)
        return QStringLiteral("line: step on line %1 of %2").arg(s.line).arg(lines);
    return QString();
}

// Two lessons to check plans against: one with a simulation of 3 beats, one without.
inline const QList<LessonContent> &fakeLessons()
{
    static const QList<LessonContent> lessons = [] {
        LessonContent a;
        a.id = QStringLiteral("l");
        a.title = QStringLiteral("Lesson L");
        a.simulation = QStringLiteral("workers");
        for (const char *id : {"a", "b", "c"}) {
            LessonSection section;
            section.id = QLatin1String(id);
            a.sections.append(section);
        }
        LessonContent b = a;
        b.id = QStringLiteral("m");
        b.title = QStringLiteral("Lesson M");
        b.simulation = QStringLiteral("none");
        b.sections.removeLast();
        return QList<LessonContent>{a, b};
    }();
    return lessons;
}

inline QString checkPlanUnguarded(const QByteArray &input, QSet<QString> *features)
{
    const QString file = QStringLiteral("plan.json");
    QElapsedTimer clock;
    clock.start();
    const ClassPlanRead read = parseClassPlan(input, file);
    const QString slow = fuzz::slowness(clock, input);
    if (!slow.isEmpty())
        return slow;
    const int lines = fuzz::lineCount(input);
    for (const LessonProblem &problem : read.problems) {
        if (problem.file != file || problem.message.isEmpty())
            return QStringLiteral("problem: %1").arg(fuzz::quoted(problem.toString()));
        if (problem.line < 1 || problem.line > lines)
            return QStringLiteral("line: problem on line %1 of %2: %3")
                .arg(problem.line)
                .arg(lines)
                .arg(fuzz::quoted(problem.message));
    }
    if (!read.plan) {
        if (read.problems.size() != 1)
            return QStringLiteral("refusal: %1 problems for a refused plan")
                .arg(read.problems.size());
        return fuzz::refusalViolation(read.problems.first().message, features);
    }
    const ClassPlan &plan = *read.plan;
    if (plan.title.size() > classplanlimit::kMaxTitle)
        return QStringLiteral("range: title of %1").arg(plan.title.size());
    for (const ClassPlanStep &step : plan.steps) {
        const QString bad = stepViolation(step, lines);
        if (!bad.isEmpty())
            return bad;
    }
    // Every element of "steps" is kept or reported.
    const qsizetype elements =
        QJsonDocument::fromJson(input).object().value(QStringLiteral("steps")).toArray().size();
    qsizetype stepProblems = 0;
    for (const LessonProblem &problem : read.problems)
        stepProblems += problem.message.startsWith(QLatin1String("Step "));
    if (plan.steps.size() + stepProblems !=
        std::min<qsizetype>(elements, classplanlimit::kMaxSteps))
        return QStringLiteral("kept: %1 steps + %2 step problems for %3 elements")
            .arg(plan.steps.size())
            .arg(stepProblems)
            .arg(elements);
    if (features)
        features->insert(QStringLiteral("accepted/%1/%2")
                             .arg(std::min<qsizetype>(plan.steps.size(), 3))
                             .arg(std::min<qsizetype>(stepProblems, 3)));

    // Write -> read, in memory and through the file.
    const ClassPlanRead again = parseClassPlan(classPlanBytes(plan), file);
    if (!again.plan || !again.problems.isEmpty())
        return QStringLiteral("roundtrip-refused: %1")
            .arg(again.problems.isEmpty() ? QString()
                                          : fuzz::quoted(again.problems.first().toString()));
    if (again.plan->title != plan.title || again.plan->steps != plan.steps)
        return QStringLiteral("roundtrip-unequal");
    const QString path = fuzz::scratchPath(QStringLiteral("plan.json"));
    QString error;
    if (!writeClassPlanFile(path, plan, &error))
        return QStringLiteral("write: %1").arg(error);
    const ClassPlanRead fromFile = readClassPlanFile(path);
    if (!fromFile.plan || fromFile.plan->steps != plan.steps)
        return QStringLiteral("roundtrip-file-unequal");

    // Checked against two lessons: kept steps exist there; the others are problems.
    QList<PlanLesson> lessons;
    for (const LessonContent &content : fakeLessons())
        lessons.append(PlanLesson{&content, content.simulation == QLatin1String("none") ? 0 : 3});
    ClassPlan checked = plan;
    QList<LessonProblem> problems;
    checkClassPlan(checked, file, lessons, &problems);
    if (checked.steps.size() + problems.size() != plan.steps.size())
        return QStringLiteral("check-kept: %1 + %2 of %3")
            .arg(checked.steps.size())
            .arg(problems.size())
            .arg(plan.steps.size());
    for (const LessonProblem &problem : problems)
        if (problem.line < 1 || problem.line > lines || problem.message.isEmpty())
            return QStringLiteral("check-line: %1").arg(fuzz::quoted(problem.toString()));
    for (const ClassPlanStep &step : checked.steps) {
        const LessonContent *content = nullptr;
        for (const LessonContent &c : fakeLessons())
            if (c.id == step.lesson)
                content = &c;
        if (!content || planSectionIndex(step, *content) < 0 || step.sectionNumber != 0)
            return QStringLiteral("check-kept-bad: %1/%2")
                .arg(fuzz::quoted(step.lesson), fuzz::quoted(step.section));
    }
    return QString();
}

inline QString checkPlan(const QByteArray &input, std::uint64_t = 0,
                         QSet<QString> *features = nullptr)
{
    return fuzz::guarded([&] { return checkPlanUnguarded(input, features); });
}

} // namespace gpulab::planfuzz
