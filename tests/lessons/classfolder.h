// A class's hand-in folder for the class-results tests (tests/lessons/tst_classresults.cpp and
// tests/app/tst_classresultswindow.cpp), written with the real session writer
// (saveLabSession): three students on three devices (one as Moodle names a hand-in, one a
// version 1 file without provenance), and next to them what a course site's download also holds
// — a copy, a re-indented copy, a truncated file, another program's JSON, a text file, a session
// saved before anything ran, a figure out of range, a file over the size bound.
#pragma once

#include "lessons/framework/boundedfile.h"
#include "lessons/framework/labsession.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gpulab::classfolder {

inline BenchResult result(const char *variant, int n, double gflops, double speedup)
{
    BenchResult r;
    r.variant = variant;
    r.n = n;
    r.status = BenchResult::Status::Ok;
    r.repeats = 3;
    r.secondsMedian = 2.0 * n * n * n / (gflops * 1e9);
    r.gflops = gflops;
    r.speedupVsSerial = speedup;
    r.verified = true;
    r.relError = 1e-7;
    return r;
}

inline QJsonObject provenance(const char *cpu, const char *deviceType, const char *platform)
{
    return {{"schema_version", 1},
            {"app", "GPU Lab"},
            {"app_version", "0.1.0"},
            {"created_utc", "2026-03-02T10:00:00Z"},
            {"cpu_model", cpu},
            {"os", "Linux 6.1.0 x86_64"},
            {"devices", QJsonArray{QJsonObject{{"name", "device"},
                                               {"type", deviceType},
                                               {"platform", platform},
                                               {"driver_version", "1.0"}}}}};
}

// A student's session: the ladder at N = 512, the race, the roofline's three OpenCL kernels and
// the measured roofs, all scaled by `scale`.
inline LabSession session(const QString &device, const QJsonObject &where, double scale,
                          const QString &savedUtc)
{
    LabSession s;
    s.device = device;
    s.saved = QDateTime::fromString(savedUtc, Qt::ISODateWithMs);
    s.provenance = where;
    s.ladder = {result("serial-naive", 512, 1 * scale, 1), result("cpu-threads", 512, 8 * scale, 8),
                result("opencl-naive", 512, 20 * scale, 20),
                result("opencl-tiled", 512, 60 * scale, 60),
                result("opencl-regblock", 512, 200 * scale, 200)};
    s.race = {result("serial-naive", 256, 1 * scale, 1),
              result("opencl-tiled", 256, 50 * scale, 50)};
    s.roofline = {result("opencl-naive", 512, 20 * scale, -1),
                  result("opencl-tiled", 512, 60 * scale, -1),
                  result("opencl-regblock", 512, 200 * scale, -1)};
    s.roofs.bandwidthGBs = 100 * scale;
    s.roofs.peakGflops = 1000 * scale;
    return s;
}

inline void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(bytes);
}

inline QByteArray readBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The folder, made in `dir`. Ok: alice.json, bob.json, the Moodle hand-in of Ada Lovelace,
// old-v1.json (4). Skipped: copy of alice.json and alice-reindented.json (duplicates),
// cut.json and too-fast.json and huge.json (bad), other-program.json, notes.txt and
// not-json.json (foreign), nothing-run.json (empty) (9).
inline bool write(const QDir &dir)
{
    QString error;
    bool ok = saveLabSession(dir.filePath("alice.json"),
                             session("NVIDIA GeForce RTX 4090",
                                     provenance("AMD Ryzen 9 7950X", "GPU", "NVIDIA CUDA"), 10,
                                     "2026-03-02T10:15:00.125Z"),
                             &error);
    ok = ok && saveLabSession(dir.filePath("bob.json"),
                              session("cpu-haswell-Intel(R) Core(TM) i5-8250U",
                                      provenance("Intel(R) Core(TM) i5-8250U", "CPU",
                                                 "Portable Computing Language"),
                                      0.5, "2026-03-02T10:20:00.000Z"),
                              &error);
    ok = ok && dir.mkpath("Ada Lovelace_123456_assignsubmission_file");
    ok = ok && saveLabSession(dir.filePath("Ada Lovelace_123456_assignsubmission_file/lab.json"),
                              session("AMD Radeon RX 7900 XTX",
                                      provenance("AMD Ryzen 7 7700", "GPU", "AMD APP"), 8,
                                      "2026-03-02T10:30:00.000Z"),
                              &error);
    // Version 1: no provenance.
    LabSession old = session("Intel(R) UHD Graphics 620", {}, 1, "2025-11-20T09:00:00.000Z");
    ok = ok && saveLabSession(dir.filePath("old-v1.json"), old, &error);
    QJsonObject v1 = QJsonDocument::fromJson(readBytes(dir.filePath("old-v1.json"))).object();
    v1.remove("provenance");
    v1["version"] = 1;
    writeBytes(dir.filePath("old-v1.json"), QJsonDocument(v1).toJson());

    const QByteArray alice = readBytes(dir.filePath("alice.json"));
    writeBytes(dir.filePath("copy of alice.json"), alice);
    writeBytes(dir.filePath("alice-reindented.json"),
               QJsonDocument::fromJson(alice).toJson(QJsonDocument::Compact));
    writeBytes(dir.filePath("cut.json"), alice.left(alice.size() / 2));
    QJsonObject fast = QJsonDocument::fromJson(alice).object();
    QJsonArray ladder = fast["ladder"].toArray();
    QJsonObject rung = ladder[1].toObject();
    rung["gflops"] = 1e300;
    ladder[1] = rung;
    fast["ladder"] = ladder;
    fast["saved"] = "2026-03-02T11:00:00.000Z";
    writeBytes(dir.filePath("too-fast.json"), QJsonDocument(fast).toJson());
    {
        QFile huge(dir.filePath("huge.json"));
        ok = ok && huge.open(QIODevice::WriteOnly) && huge.write("{") == 1 &&
             huge.resize(filelimit::kSession + 1); // sparse: nothing is written
    }
    writeBytes(dir.filePath("other-program.json"), R"({"name": "my-package", "version": "1.0.0"})");
    writeBytes(dir.filePath("notes.txt"), "Remember to hand in the session file.\n");
    writeBytes(dir.filePath("not-json.json"), "Dear instructor, here is my file.\n");
    LabSession nothing;
    nothing.device = "NVIDIA GeForce GTX 1060";
    nothing.saved = QDateTime::fromString("2026-03-02T10:40:00.000Z", Qt::ISODateWithMs);
    nothing.provenance = provenance("Intel(R) Core(TM) i7-7700", "GPU", "NVIDIA CUDA");
    ok = ok && saveLabSession(dir.filePath("nothing-run.json"), nothing, &error);
    // Not handed in: a hidden file and macOS's resource forks from a zip.
    writeBytes(dir.filePath(".DS_Store"), "junk");
    ok = ok && dir.mkpath("__MACOSX");
    writeBytes(dir.filePath("__MACOSX/._alice.json"), "junk");
    return ok;
}

} // namespace gpulab::classfolder
