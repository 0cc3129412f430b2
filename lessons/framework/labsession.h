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
// Version 1 files (before provenance) still load, with an empty provenance. A file that cannot be
// read is refused with FILE:LINE: what (the line of the syntax error, or of the key whose value
// is wrong); figures outside sessionlimit are refused, names are cut (compute/boundedtext.h).
#pragma once

#include "compute/benchmark.h"
#include "compute/devices.h"
#include "compute/roofline.h"
#include "compute/sizeguard.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace gpulab {

// The figures a session may hold: what a measurement on any machine can give, far above today's
// (the data tables bound datasheet figures the same way: lessons/framework/gpuspecs.cpp).
namespace sessionlimit {
constexpr int kMaxN = kMaxIndexableN;    // compute/sizeguard.h
constexpr double kMaxSeconds = 1e6;      // a run or a build: 11 days
constexpr double kMaxGflops = 1e11;      // 100 million TFLOP/s
constexpr double kMaxBandwidthGBs = 1e8; // 100 PB/s
constexpr double kMaxSpeedup = 1e9;
constexpr int kMaxRepeats = 1000000;
} // namespace sessionlimit

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
// Validates every field; nullopt with *error otherwise, and *badKey (when given) the key at fault.
std::optional<BenchResult> resultFromJson(const QJsonObject &object, QString *error,
                                          QString *badKey = nullptr);

bool saveLabSession(const QString &path, const LabSession &session, QString *error);
// nullopt with *error as "FILE:LINE: what" (or "FILE: what" where no line is at fault).
std::optional<LabSession> loadLabSession(const QString &path, QString *error);
// The same for a file's bytes read already (with readBoundedFile and filelimit::kSession, as
// loadLabSession() reads them); `path` names the file in *error.
std::optional<LabSession> parseLabSession(const QByteArray &bytes, const QString &path,
                                          QString *error);

} // namespace gpulab
