// A Live Lab session on disk: the device, when it was measured, and every result of the race,
// the ladder, the scaling sweep and the roofline — so a class can keep today's numbers and
// compare them with another machine or an earlier run (as clpeak --compare does).
//
// {"format": "gpulab-lab-session", "version": 1, "device": "...", "saved": ISO 8601 UTC,
//  "race": [result...], "ladder": [...], "scaling": [...],
//  "roofs": {"bandwidth_gbs": x, "peak_gflops": y} | null, "roofline": [...]}
// result = {"variant", "n", "status", "seconds_median", "gflops", "speedup_vs_serial",
//           "verified", "rel_error", "build_seconds", "repeats", "message"}
#pragma once

#include "compute/benchmark.h"
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
};

QJsonObject resultToJson(const BenchResult &result);
// Validates the fields it needs; nullopt with *error otherwise.
std::optional<BenchResult> resultFromJson(const QJsonObject &object, QString *error);

bool saveLabSession(const QString &path, const LabSession &session, QString *error);
std::optional<LabSession> loadLabSession(const QString &path, QString *error);

} // namespace gpulab
