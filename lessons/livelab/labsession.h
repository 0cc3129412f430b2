// A Live Lab session on disk: the device, when it was measured, and every result of the race,
// the ladder, the scaling sweep and the roofline — so a class can keep today's numbers and
// compare them with another machine or an earlier run (as clpeak --compare does).
//
// {"format": "gpulab-lab-session", "version": 2, "device": "...", "saved": ISO 8601 UTC,
//  "provenance": {...} (compute/provenance.h: app version, CPU, OS, the device's driver),
//  "race": [result...], "ladder": [...], "scaling": [...],
//  "roofs": {"bandwidth_gbs": x, "peak_gflops": y} | null, "roofline": [...]}
// result = {"variant", "n", "status", "seconds_median", "gflops", "speedup_vs_serial",
//           "verified", "rel_error", "build_seconds", "repeats", "message"}
// Version 1 files (before provenance) still load, with an empty provenance.
#pragma once

#include "compute/benchmark.h"
#include "compute/devices.h"
#include "compute/roofline.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace gpulab {

struct LabSession
{
    QString device;
    QDateTime saved;
    std::vector<BenchResult> race, ladder, scaling, roofline;
    DeviceRoofs roofs; // peakGflops == 0: not measured
    // Where it was measured (json::provenance's object); saveLabSession() writes this machine's
    // provenance for `measuredOn` when empty. Empty when loaded from a version 1 file.
    QJsonObject provenance;
    std::optional<DeviceInfo> measuredOn; // the OpenCL device of the race (none: CPU only)
};

// This machine's provenance now, for results measured on `device` (null: CPU only).
QJsonObject currentProvenanceJson(const DeviceInfo *device);
// "GPU Lab 0.1.0, PoCL 3.1+debian, AMD EPYC": what a comparison label says of where a session
// was measured; empty for a session without provenance.
QString provenanceSummary(const QJsonObject &provenance);

QJsonObject resultToJson(const BenchResult &result);
// Validates the fields it needs; nullopt with *error otherwise.
std::optional<BenchResult> resultFromJson(const QJsonObject &object, QString *error);

bool saveLabSession(const QString &path, const LabSession &session, QString *error);
std::optional<LabSession> loadLabSession(const QString &path, QString *error);

} // namespace gpulab
