// Reading and writing simulation preset files (see simulationpreset.h). Every message is for the
// instructor who picked the file, so each names the field that is wrong.
#include "widgets/simulationpreset.h"

#include "lessons/framework/boundedfile.h"
#include "lessons/framework/jsonfile.h"
#include "lessons/framework/lessoncontent.h"
#include "widgets/simclock.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <cmath>
#include <limits>

namespace gpulab {

namespace {

// The translation context of the messages below.
class PresetText
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::SimulationPreset)
};

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

// A JSON number that is a whole number in [minimum, maximum].
bool readInteger(const QJsonObject &object, const char *key, qint64 minimum, qint64 maximum,
                 qint64 *value, QString *error)
{
    const QJsonValue v = object.value(QLatin1String(key));
    if (v.isUndefined())
        return fail(error,
                    PresetText::tr("The preset has no \"%1\" field.").arg(QLatin1String(key)));
    const double d = v.toDouble(std::numeric_limits<double>::quiet_NaN());
    if (!v.isDouble() || !std::isfinite(d) || d != std::floor(d))
        return fail(error,
                    PresetText::tr("\"%1\" must be a whole number.").arg(QLatin1String(key)));
    if (d < double(minimum) || d > double(maximum))
        return fail(error, PresetText::tr("\"%1\" must be between %2 and %3.")
                               .arg(QLatin1String(key))
                               .arg(minimum)
                               .arg(maximum));
    *value = qint64(d);
    return true;
}

} // namespace

QString presetFormatName()
{
    return QStringLiteral("gpulab-simulation-preset");
}

QJsonObject presetToJson(const SimulationPreset &preset)
{
    QJsonObject object;
    object.insert(QStringLiteral("format"), presetFormatName());
    object.insert(QStringLiteral("version"), SimulationPreset::kVersion);
    object.insert(QStringLiteral("simulation"), preset.simulation);
    object.insert(QStringLiteral("seed"), QString::number(preset.seed));
    object.insert(QStringLiteral("parameters"), preset.parameters);
    object.insert(QStringLiteral("beat"), preset.beat);
    object.insert(QStringLiteral("steps"), preset.steps);
    object.insert(QStringLiteral("speed"), preset.speed);
    return object;
}

std::optional<SimulationPreset> presetFromObject(const QJsonObject &object, QString *error,
                                                 QString *badKey)
{
    // Every refusal below names the key at fault (*badKey), so a file reader can give its line.
    auto at = [&](const char *key) {
        if (badKey)
            *badKey = QLatin1String(key);
    };
    if (badKey)
        badKey->clear();
    if (object.value(QStringLiteral("format")).toString() != presetFormatName()) {
        at("format");
        fail(error,
             PresetText::tr("This is not a GPU Lab simulation preset (\"format\" is not \"%1\").")
                 .arg(presetFormatName()));
        return std::nullopt;
    }
    qint64 version = 0;
    if (!readInteger(object, "version", 1, std::numeric_limits<int>::max(), &version, error)) {
        at("version");
        return std::nullopt;
    }
    if (version > SimulationPreset::kVersion) {
        at("version");
        fail(error, PresetText::tr(
                        "The preset has version %1; this GPU Lab reads version %2. It was made by "
                        "a newer GPU Lab.")
                        .arg(version)
                        .arg(SimulationPreset::kVersion));
        return std::nullopt;
    }

    SimulationPreset preset;
    const QJsonValue simulation = object.value(QStringLiteral("simulation"));
    if (!simulation.isString() || simulation.toString().isEmpty()) {
        at("simulation");
        fail(error, PresetText::tr("\"simulation\" must be the non-empty id of a simulation."));
        return std::nullopt;
    }
    preset.simulation = simulation.toString();

    const QJsonValue seed = object.value(QStringLiteral("seed"));
    static const QRegularExpression digits(QStringLiteral("^[0-9]{1,20}$"));
    bool seedOk = seed.isString() && digits.match(seed.toString()).hasMatch();
    if (seedOk)
        preset.seed = seed.toString().toULongLong(&seedOk, 10);
    if (!seedOk) {
        at("seed");
        fail(error, PresetText::tr("\"seed\" must be a string holding a whole number from 0 to %1.")
                        .arg(std::numeric_limits<quint64>::max()));
        return std::nullopt;
    }

    const QJsonValue parameters = object.value(QStringLiteral("parameters"));
    if (!parameters.isObject()) {
        at("parameters");
        fail(error, PresetText::tr("\"parameters\" must be a JSON object."));
        return std::nullopt;
    }
    preset.parameters = parameters.toObject();

    qint64 beat = 0;
    if (!readInteger(object, "beat", 0, 10000, &beat, error)) {
        at("beat");
        return std::nullopt;
    }
    preset.beat = int(beat);
    if (!readInteger(object, "steps", 0, SimulationPreset::kMaxSteps, &preset.steps, error)) {
        at("steps");
        return std::nullopt;
    }

    const QJsonValue speed = object.value(QStringLiteral("speed"));
    if (speed.isUndefined()) {
        at("speed");
        fail(error, PresetText::tr("The preset has no \"speed\" field."));
        return std::nullopt;
    }
    const double speedValue = speed.toDouble(std::numeric_limits<double>::quiet_NaN());
    if (!speed.isDouble() || !(speedValue >= SimClock::kMinSpeed) ||
        !(speedValue <= SimClock::kMaxSpeed)) {
        at("speed");
        fail(error, PresetText::tr("\"speed\" must be a number from %1 to %2.")
                        .arg(SimClock::kMinSpeed)
                        .arg(SimClock::kMaxSpeed));
        return std::nullopt;
    }
    preset.speed = speedValue;
    return preset;
}

std::optional<SimulationPreset> presetFromJson(const QByteArray &json, QString *error, int *line)
{
    const JsonLocator locate(json);
    if (line)
        *line = 0;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (line)
            *line = locate.lineOfOffset(parseError.offset);
        fail(error,
             PresetText::tr("The preset is not valid JSON (%1).").arg(parseError.errorString()));
        return std::nullopt;
    }
    if (!document.isObject()) {
        fail(error, PresetText::tr("The preset must be a JSON object."));
        return std::nullopt;
    }
    QString badKey;
    std::optional<SimulationPreset> preset = presetFromObject(document.object(), error, &badKey);
    if (!preset && line && !badKey.isEmpty())
        *line = locate.lineOfPath({badKey}); // the problem is on that key's line (jsonfile.h)
    return preset;
}

bool writePresetFile(const QString &path, const SimulationPreset &preset, QString *error)
{
    // Whole or not at all: a failed write never leaves half a preset where a good one was.
    QString why;
    if (!writeWholeFile(path, jsonFileBytes(QJsonDocument(presetToJson(preset))), &why))
        return fail(error, PresetText::tr("Cannot write %1: %2").arg(path, why));
    return true;
}

std::optional<SimulationPreset> readPresetFile(const QString &path, QString *error)
{
    // Presets are a few hundred bytes; a huge file, or /dev/zero, is not one.
    QString why;
    const std::optional<QByteArray> bytes =
        readBoundedFile(path, filelimit::kPreset, PresetText::tr("a preset"), &why);
    int line = 0;
    std::optional<SimulationPreset> preset;
    if (bytes)
        preset = presetFromJson(*bytes, &why, &line);
    if (!preset)
        fail(error, LessonProblem{path, line, why}.toString()); // FILE:LINE: what
    return preset;
}

} // namespace gpulab
