// Simulation presets: an instructor's set-up of one simulation saved as a small JSON file, so a
// class starts from exactly the same picture. A preset holds what determines the model's state —
// seed, parameters, beat and the number of fixed steps taken since the beat started — plus the
// playback speed:
//
//   {"format": "gpulab-simulation-preset", "version": 1, "simulation": "workers",
//    "seed": "42", "parameters": {...}, "beat": 1, "steps": 120, "speed": 1}
//
// The seed is a decimal string because JSON numbers lose 64-bit integers. Parsing is pure and
// validates everything (format, version, types, ranges) before returning a preset; applying one to
// a model is SimulationView::loadPreset().
#pragma once

#include <QJsonObject>
#include <QString>
#include <QtGlobal>
#include <optional>

namespace gpulab {

struct SimulationPreset
{
    static constexpr int kVersion = 1;
    // Loading replays the steps on the UI thread; ten minutes of simulated time is plenty for a
    // set-up and keeps a hostile file from hanging the application.
    static constexpr qint64 kMaxSteps = 36000;

    QString simulation; // SimulationModel::id()
    quint64 seed = 0;
    QJsonObject parameters;
    int beat = 0;
    qint64 steps = 0;
    double speed = 1.0;
};

QString presetFormatName();

QJsonObject presetToJson(const SimulationPreset &preset);
// Validates one preset object (a file's, or one inside a class plan); on failure returns nothing,
// says why in *error and names the key at fault in *badKey (empty where none is).
std::optional<SimulationPreset> presetFromObject(const QJsonObject &object, QString *error,
                                                 QString *badKey = nullptr);
// Validates a whole document; on failure returns nothing and, when `error` is set, says why, and
// *line the line at fault (of the syntax error, or of the key whose value is wrong; 0: none).
std::optional<SimulationPreset> presetFromJson(const QByteArray &json, QString *error,
                                               int *line = nullptr);

bool writePresetFile(const QString &path, const SimulationPreset &preset, QString *error);
// On failure *error is "FILE:LINE: what" (or "FILE: what" where no line is at fault).
std::optional<SimulationPreset> readPresetFile(const QString &path, QString *error);

} // namespace gpulab
