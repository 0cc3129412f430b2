// Reading, writing and checking class plans (see classplan.h). Every message is for the
// instructor who opened the plan: it names the step, the key at fault and the lessons by title.
#include "app/classplan.h"

#include "lessons/framework/boundedfile.h"
#include "lessons/framework/jsonfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cmath>
#include <limits>

namespace gpulab {

namespace {

class PlanText
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::ClassPlan)
};

// A JSON value that is a whole number in [minimum, maximum].
bool wholeNumber(const QJsonValue &value, int minimum, int maximum, int *out)
{
    const double d = value.toDouble(std::numeric_limits<double>::quiet_NaN());
    if (!value.isDouble() || !std::isfinite(d) || d != std::floor(d) || d < minimum || d > maximum)
        return false;
    *out = int(d);
    return true;
}

// An id: a non-empty string without line breaks, at most kMaxId characters.
bool idText(const QJsonValue &value, QString *out)
{
    const QString text = value.toString();
    if (!value.isString() || text.isEmpty() || text.size() > classplanlimit::kMaxId ||
        text.contains(QLatin1Char('\n')))
        return false;
    *out = text;
    return true;
}

// One step from its object; the problem (with the key at fault) otherwise.
std::optional<ClassPlanStep> readStep(const QJsonObject &object, QString *why, QVariantList *at)
{
    ClassPlanStep step;
    auto bad = [&](const char *key, const QString &message) {
        at->append(QLatin1String(key));
        *why = message;
        return std::nullopt;
    };
    if (!idText(object.value(QStringLiteral("lesson")), &step.lesson))
        return bad("lesson", PlanText::tr("\"lesson\" must be the id of a lesson (text, at most "
                                          "%1 characters).")
                                 .arg(classplanlimit::kMaxId));
    const QJsonValue section = object.value(QStringLiteral("section"));
    if (section.isDouble()) {
        if (!wholeNumber(section, 1, 10000, &step.sectionNumber))
            return bad("section", PlanText::tr("\"section\" must be a section's id or its number "
                                               "from 1 (the first) to 10000."));
    } else if (!idText(section, &step.section)) {
        return bad("section", PlanText::tr("\"section\" must be a section's id or its number "
                                           "from 1 (the first) to 10000."));
    }
    if (object.contains(QStringLiteral("beat")) &&
        !wholeNumber(object.value(QStringLiteral("beat")), 0, 10000, &step.beat))
        return bad("beat", PlanText::tr("\"beat\" must be a whole number from 0 (the first beat) "
                                        "to 10000."));
    if (object.contains(QStringLiteral("tab"))) {
        const QJsonValue tab = object.value(QStringLiteral("tab"));
        if (!tab.isString() || tab.toString().size() > classplanlimit::kMaxId)
            return bad("tab", PlanText::tr("\"tab\" must be the id of one of the lesson's tabs."));
        step.tab = tab.toString();
    }
    if (object.contains(QStringLiteral("setup"))) {
        const QJsonValue setup = object.value(QStringLiteral("setup"));
        if (!setup.isObject())
            return bad("setup", PlanText::tr("\"setup\" must be a saved simulation set-up (an "
                                             "object)."));
        QString error, badKey;
        step.setup = presetFromObject(setup.toObject(), &error, &badKey);
        if (!step.setup) {
            at->append(QStringLiteral("setup"));
            if (!badKey.isEmpty())
                at->append(badKey);
            *why = PlanText::tr("The set-up: %1").arg(error);
            return std::nullopt;
        }
    }
    if (object.contains(QStringLiteral("note"))) {
        const QJsonValue note = object.value(QStringLiteral("note"));
        if (!note.isString() || note.toString().size() > classplanlimit::kMaxNote)
            return bad("note", PlanText::tr("\"note\" must be text of at most %1 characters.")
                                   .arg(classplanlimit::kMaxNote));
        step.note = note.toString();
    }
    if (object.contains(QStringLiteral("minutes")) &&
        !wholeNumber(object.value(QStringLiteral("minutes")), 0, classplanlimit::kMaxMinutes,
                     &step.minutes))
        return bad("minutes", PlanText::tr("\"minutes\" must be a whole number from 0 to %1.")
                                  .arg(classplanlimit::kMaxMinutes));
    return step;
}

} // namespace

bool ClassPlanStep::operator==(const ClassPlanStep &other) const
{
    const bool sameSetup =
        setup.has_value() == other.setup.has_value() &&
        // As variant maps: Qt 6.4's QJsonObject == can tell apart two objects that hold the same
        // (a key's leading U+FEFF, tests/fuzz/fuzzcommon.h sameJson()).
        (!setup ||
         presetToJson(*setup).toVariantMap() == presetToJson(*other.setup).toVariantMap());
    return lesson == other.lesson && section == other.section &&
           sectionNumber == other.sectionNumber && beat == other.beat && tab == other.tab &&
           sameSetup && note == other.note && minutes == other.minutes;
}

int ClassPlan::totalMinutes() const
{
    int total = 0;
    for (const ClassPlanStep &step : steps)
        total += step.minutes;
    return total;
}

QString classPlanFormatName()
{
    return QStringLiteral("gpulab-class-plan");
}

QJsonObject classPlanToJson(const ClassPlan &plan)
{
    QJsonArray steps;
    for (const ClassPlanStep &step : plan.steps) {
        QJsonObject object;
        object.insert(QStringLiteral("lesson"), step.lesson);
        if (step.section.isEmpty())
            object.insert(QStringLiteral("section"), step.sectionNumber);
        else
            object.insert(QStringLiteral("section"), step.section);
        if (step.beat >= 0)
            object.insert(QStringLiteral("beat"), step.beat);
        if (!step.tab.isEmpty())
            object.insert(QStringLiteral("tab"), step.tab);
        if (step.setup)
            object.insert(QStringLiteral("setup"), presetToJson(*step.setup));
        if (!step.note.isEmpty())
            object.insert(QStringLiteral("note"), step.note);
        if (step.minutes > 0)
            object.insert(QStringLiteral("minutes"), step.minutes);
        steps.append(object);
    }
    QJsonObject object;
    object.insert(QStringLiteral("format"), classPlanFormatName());
    object.insert(QStringLiteral("version"), ClassPlan::kVersion);
    object.insert(QStringLiteral("title"), plan.title);
    object.insert(QStringLiteral("steps"), steps);
    return object;
}

QByteArray classPlanBytes(const ClassPlan &plan)
{
    return jsonFileBytes(QJsonDocument(classPlanToJson(plan)));
}

ClassPlanRead parseClassPlan(const QByteArray &json, const QString &file)
{
    ClassPlanRead read;
    const JsonLocator locate(json);
    auto problem = [&](int line, const QString &message) {
        read.problems.append(LessonProblem{file, std::max(1, line), message});
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        problem(
            locate.lineOfOffset(parseError.offset),
            PlanText::tr("The class plan is not valid JSON (%1).").arg(parseError.errorString()));
        return read;
    }
    if (!document.isObject()) {
        problem(1, PlanText::tr("A class plan must be a JSON object."));
        return read;
    }
    const QJsonObject object = document.object();
    if (object.value(QStringLiteral("format")).toString() != classPlanFormatName()) {
        problem(locate.lineOfPath({QStringLiteral("format")}),
                PlanText::tr("This is not a GPU Lab class plan (\"format\" is not \"%1\").")
                    .arg(classPlanFormatName()));
        return read;
    }
    int version = 0;
    if (!wholeNumber(object.value(QStringLiteral("version")), 1, std::numeric_limits<int>::max(),
                     &version)) {
        problem(locate.lineOfPath({QStringLiteral("version")}),
                PlanText::tr("\"version\" must be a whole number from 1."));
        return read;
    }
    if (version > ClassPlan::kVersion) {
        problem(locate.lineOfPath({QStringLiteral("version")}),
                PlanText::tr("The class plan has version %1; this GPU Lab reads version %2. It "
                             "was made by a newer GPU Lab.")
                    .arg(version)
                    .arg(ClassPlan::kVersion));
        return read;
    }
    const QJsonValue steps = object.value(QStringLiteral("steps"));
    if (!steps.isArray()) {
        problem(locate.lineOfPath({QStringLiteral("steps")}),
                PlanText::tr("A class plan needs a \"steps\" list."));
        return read;
    }

    ClassPlan plan;
    const QJsonValue title = object.value(QStringLiteral("title"));
    if (!title.isUndefined() && !title.isString())
        problem(locate.lineOfPath({QStringLiteral("title")}),
                PlanText::tr("\"title\" must be text; the plan is shown without one."));
    plan.title = title.toString();
    if (plan.title.size() > classplanlimit::kMaxTitle) {
        problem(locate.lineOfPath({QStringLiteral("title")}),
                PlanText::tr("The title is cut to %1 characters.").arg(classplanlimit::kMaxTitle));
        plan.title.truncate(classplanlimit::kMaxTitle);
    }

    const QJsonArray list = steps.toArray();
    const QList<int> lines = locate.linesOfElements({QStringLiteral("steps")});
    auto lineOfStep = [&](int index) { return index < lines.size() ? lines.at(index) : 0; };
    const int count = int(std::min<qsizetype>(list.size(), classplanlimit::kMaxSteps));
    if (list.size() > classplanlimit::kMaxSteps)
        problem(lineOfStep(classplanlimit::kMaxSteps),
                PlanText::tr("The plan has %1 steps; GPU Lab reads the first %2.")
                    .arg(list.size())
                    .arg(classplanlimit::kMaxSteps));
    for (int i = 0; i < count; ++i) {
        const QJsonValue value = list.at(i);
        if (!value.isObject()) {
            problem(lineOfStep(i), PlanText::tr("Step %1 must be an object ({\"lesson\": …, "
                                                "\"section\": …}); it is left out.")
                                       .arg(i + 1));
            continue;
        }
        QString why;
        QVariantList at{QStringLiteral("steps"), i};
        std::optional<ClassPlanStep> step = readStep(value.toObject(), &why, &at);
        if (!step) {
            // The key's line where the file has it there, else the step's.
            const int keyLine = locate.lineOfPath(at);
            problem(keyLine > lineOfStep(i) ? keyLine : lineOfStep(i),
                    PlanText::tr("Step %1 is left out: %2").arg(i + 1).arg(why));
            continue;
        }
        step->line = std::max(1, lineOfStep(i));
        step->number = i + 1;
        plan.steps.append(*step);
    }
    read.plan = plan;
    return read;
}

std::optional<QByteArray> readClassPlanBytes(const QString &path, LessonProblem *problem)
{
    QString why;
    std::optional<QByteArray> bytes =
        readBoundedFile(path, filelimit::kClassPlan, PlanText::tr("a class plan"), &why);
    if (!bytes && problem)
        *problem = LessonProblem{path, 0, why};
    return bytes;
}

ClassPlanRead readClassPlanFile(const QString &path)
{
    ClassPlanRead read;
    LessonProblem problem;
    const std::optional<QByteArray> bytes = readClassPlanBytes(path, &problem);
    if (!bytes) {
        read.problems.append(problem);
        return read;
    }
    return parseClassPlan(*bytes, path);
}

bool writeClassPlanFile(const QString &path, const ClassPlan &plan, QString *error)
{
    QString why;
    if (writeWholeFile(path, classPlanBytes(plan), &why))
        return true;
    if (error)
        *error = PlanText::tr("Cannot write %1: %2").arg(path, why);
    return false;
}

int planSectionIndex(const ClassPlanStep &step, const LessonContent &content)
{
    if (step.section.isEmpty())
        return step.sectionNumber >= 1 && step.sectionNumber <= content.sections.size()
                   ? step.sectionNumber - 1
                   : -1;
    for (int i = 0; i < content.sections.size(); ++i)
        if (content.sections.at(i).id == step.section)
            return i;
    return -1;
}

namespace {

QString quotedTitle(const LessonContent &content)
{
    return QStringLiteral("\u201c%1\u201d").arg(content.title);
}

const PlanLesson *lessonById(const QList<PlanLesson> &lessons, const QString &id)
{
    for (const PlanLesson &lesson : lessons)
        if (lesson.content && lesson.content->id == id)
            return &lesson;
    return nullptr;
}

} // namespace

QString setupMismatchMessage(const SimulationPreset &setup, const LessonContent &here,
                             const QList<PlanLesson> &lessons)
{
    for (const PlanLesson &lesson : lessons)
        if (lesson.content && lesson.content->simulation == setup.simulation)
            return PlanText::tr("This set-up was made for the lesson %1, not for %2.")
                .arg(quotedTitle(*lesson.content), quotedTitle(here));
    return PlanText::tr("This set-up was made for a simulation this GPU Lab does not have "
                        "(\u201c%1\u201d), not for the lesson %2.")
        .arg(setup.simulation, quotedTitle(here));
}

void checkClassPlan(ClassPlan &plan, const QString &file, const QList<PlanLesson> &lessons,
                    QList<LessonProblem> *problems)
{
    QList<ClassPlanStep> kept;
    for (int i = 0; i < plan.steps.size(); ++i) {
        ClassPlanStep step = plan.steps.at(i);
        auto bad = [&](const QString &why) {
            if (problems)
                problems->append(LessonProblem{
                    file, step.line,
                    PlanText::tr("Step %1 is left out: %2")
                        .arg(step.number > 0 ? step.number : i + 1) // as the file counts
                        .arg(why)});
        };
        const PlanLesson *lesson = lessonById(lessons, step.lesson);
        if (!lesson) {
            bad(PlanText::tr("this GPU Lab has no lesson \u201c%1\u201d.").arg(step.lesson));
            continue;
        }
        const LessonContent &content = *lesson->content;
        const int section = planSectionIndex(step, content);
        if (section < 0) {
            bad(step.section.isEmpty()
                    ? PlanText::tr("the lesson %1 has sections 1 to %2, not %3.")
                          .arg(quotedTitle(content))
                          .arg(content.sections.size())
                          .arg(step.sectionNumber)
                    : PlanText::tr("the lesson %1 has no section \u201c%2\u201d.")
                          .arg(quotedTitle(content), step.section));
            continue;
        }
        step.section = content.sections.at(section).id;
        step.sectionNumber = 0;
        if (step.beat >= 0 && step.beat >= lesson->beatCount) {
            bad(lesson->beatCount == 0
                    ? PlanText::tr("the lesson %1 has no simulation, so no beat %2.")
                          .arg(quotedTitle(content))
                          .arg(step.beat)
                    : PlanText::tr("the simulation of the lesson %1 has beats 0 to %2, not %3.")
                          .arg(quotedTitle(content))
                          .arg(lesson->beatCount - 1)
                          .arg(step.beat));
            continue;
        }
        if (step.setup) {
            if (step.setup->simulation != content.simulation) {
                bad(setupMismatchMessage(*step.setup, content, lessons));
                continue;
            }
            if (step.setup->beat >= lesson->beatCount) {
                bad(PlanText::tr("its set-up shows beat %1; the simulation of the lesson %2 has "
                                 "beats 0 to %3.")
                        .arg(step.setup->beat)
                        .arg(quotedTitle(content))
                        .arg(lesson->beatCount - 1));
                continue;
            }
        }
        kept.append(step);
    }
    plan.steps = kept;
}

} // namespace gpulab
