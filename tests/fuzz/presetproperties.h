// The properties simulation presets (widgets/simulationpreset.h) must have for every input,
// shared by the randomized QTest (tst_presetfuzz.cpp) and the libFuzzer target
// (preset_fuzzer.cpp). checkPreset() returns the first violation as "tag: details".
//
//   - presetFromJson takes at most the time bound and gives a preset or a non-empty reason;
//   - an accepted preset is in its ranges: a simulation id, beat 0..10000, steps
//     0..kMaxSteps, speed finite within SimClock's, parameters an object;
//   - write -> read is the identity: presetToJson of an accepted preset reads back as the same
//     preset, through the file writer and reader too (writePresetFile / readPresetFile).
#pragma once

#include "fuzzcommon.h"

#include "lessons/framework/jsonfile.h"
#include "widgets/simclock.h"
#include "widgets/simulationpreset.h"

#include <QJsonDocument>
#include <QSet>

#include <cmath>

namespace gpulab::presetfuzz {

inline QString presetDifference(const SimulationPreset &a, const SimulationPreset &b)
{
    if (a.simulation != b.simulation)
        return QStringLiteral("simulation %1 vs %2")
            .arg(fuzz::quoted(a.simulation), fuzz::quoted(b.simulation));
    if (a.seed != b.seed)
        return QStringLiteral("seed %1 vs %2").arg(a.seed).arg(b.seed);
    if (!fuzz::sameJson(a.parameters, b.parameters))
        return QStringLiteral("parameters %1 vs %2")
            .arg(fuzz::quoted(
                     QString::fromUtf8(QJsonDocument(a.parameters).toJson(QJsonDocument::Compact))),
                 fuzz::quoted(QString::fromUtf8(
                     QJsonDocument(b.parameters).toJson(QJsonDocument::Compact))));
    if (a.beat != b.beat || a.steps != b.steps || a.speed != b.speed)
        return QStringLiteral("beat/steps/speed %1/%2/%3 vs %4/%5/%6")
            .arg(a.beat)
            .arg(a.steps)
            .arg(a.speed, 0, 'g', 17)
            .arg(b.beat)
            .arg(b.steps)
            .arg(b.speed, 0, 'g', 17);
    return QString();
}

inline QString presetViolation(const SimulationPreset &p)
{
    if (p.simulation.isEmpty())
        return QStringLiteral("range: no simulation");
    if (p.beat < 0 || p.beat > 10000)
        return QStringLiteral("range: beat %1").arg(p.beat);
    if (p.steps < 0 || p.steps > SimulationPreset::kMaxSteps)
        return QStringLiteral("range: steps %1").arg(p.steps);
    if (!std::isfinite(p.speed) || p.speed < SimClock::kMinSpeed || p.speed > SimClock::kMaxSpeed)
        return QStringLiteral("range: speed %1").arg(p.speed);
    return QString();
}

inline QString checkPresetUnguarded(const QByteArray &input, QSet<QString> *features)
{
    QElapsedTimer clock;
    clock.start();
    QString error;
    const std::optional<SimulationPreset> preset = presetFromJson(input, &error);
    const QString slow = fuzz::slowness(clock, input);
    if (!slow.isEmpty())
        return slow;
    if (!preset)
        return fuzz::refusalViolation(error, features);
    if (features)
        features->insert(QStringLiteral("accepted/%1").arg(preset->parameters.size() > 2));
    const QString bad = presetViolation(*preset);
    if (!bad.isEmpty())
        return bad;

    const QByteArray written = jsonFileBytes(QJsonDocument(presetToJson(*preset)));
    const std::optional<SimulationPreset> again = presetFromJson(written, &error);
    if (!again)
        return QStringLiteral("roundtrip-refused: %1 in %2")
            .arg(error, fuzz::quoted(QString::fromUtf8(written)));
    QString d = presetDifference(*preset, *again);
    if (!d.isEmpty())
        return QStringLiteral("roundtrip-unequal: %1").arg(d);

    const QString path = fuzz::scratchPath(QStringLiteral("preset.json"));
    if (!writePresetFile(path, *preset, &error))
        return QStringLiteral("write: %1").arg(error);
    const std::optional<SimulationPreset> fromFile = readPresetFile(path, &error);
    if (!fromFile)
        return QStringLiteral("roundtrip-file-refused: %1").arg(error);
    d = presetDifference(*preset, *fromFile);
    if (!d.isEmpty())
        return QStringLiteral("roundtrip-file-unequal: %1").arg(d);
    return QString();
}

inline QString checkPreset(const QByteArray &input, std::uint64_t = 0,
                           QSet<QString> *features = nullptr)
{
    return fuzz::guarded([&] { return checkPresetUnguarded(input, features); });
}

} // namespace gpulab::presetfuzz
