// A class's Live Lab sessions, handed in as files and read together (File › Open Class Results):
// each file is classified, each student's figures are put side by side. QtCore only, no widgets;
// loading runs on any thread (the window runs it on a worker) and stops between files when its
// CancelToken is set.
//
// What a file is (ClassFile::Kind), decided in this order:
//   foreign    not a .json file (not read at all); or JSON that is no GPU Lab session (another
//              program's file, or a JSON array); or bytes that are not JSON and never name the
//              session format. Hidden files and macOS "__MACOSX" folders are not handed-in files
//              and are not listed.
//   bad        what the session loader refuses (labsession.h), with its FILE:LINE message: a
//              truncated session, a value out of range, an unsupported version; a file over the
//              session size bound (filelimit::kSession), not a regular file, or unreadable.
//   duplicate  the same bytes as a file read before it (SHA-256), or the same device and the
//              same saved time to the millisecond (the same save, renamed or re-indented: a new
//              save from the Live Lab always has a new time). The first in name order is kept.
//   empty      a valid session without a single result or measured roof.
//   ok         shown on the chart and in the table.
// Names are sorted case-insensitively, so the same folder gives the same classes everywhere.
//
// Students: a session holds no name (provenance says where it was measured, not by whom), so the
// student is the file's name: the name Moodle's "Download all submissions" gives a hand-in
// ("Ada Lovelace_123456_assignsubmission_file_x.json", as a file or as a folder of that name),
// else the file's path in the folder without ".json". Files are read from the folder and from
// its subfolders one level down (Moodle's "submissions in folders").
#pragma once

#include "lessons/framework/labsession.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace gpulab {

class CancelToken;

// Bounds on one class (a session file alone is bounded by filelimit::kSession).
namespace classlimit {
constexpr int kMaxFiles = 1000;                // files read; more are counted, not read
constexpr qint64 kMaxTotalBytes = 512LL << 20; // all files read together
constexpr int kMaxListed = 100000;             // folder entries looked at, at most
} // namespace classlimit

struct ClassFile
{
    enum class Kind { Ok, Empty, Duplicate, Foreign, Bad };
    QString path;    // as found
    QString name;    // relative to the folder ("alice.json", "Ada_1_assignsubmission_file/x.json")
    QString student; // see above
    Kind kind = Kind::Bad;
    // Why it is left out, kept as data: reason() makes the sentence when it is shown, so a
    // language switch shows it in the new language.
    enum class Why {
        None,        // ok
        NotJsonName, // not a .json file
        Unreadable,  // readBoundedFile refused it: `detail` is its message
        NoFormat,    // JSON without "format"
        OtherFormat, // JSON of another format: `detail` is that format
        NotJson,     // bytes that are not JSON and never name the session format
        BadSession,  // the session loader refused `bytes`
        SameFile,    // the same bytes as the file `detail`
        SameSession, // the same device and save as the file `detail`
        NoResults,   // a session without results
    };
    Why why = Why::None;
    QString detail;
    QByteArray bytes; // BadSession only: read again by reason() for the loader's FILE:LINE message
    std::optional<LabSession> session; // ok and empty files
    // Why it is left out in the UI's language ("name: ...", "name:LINE: message" for bad files);
    // empty when ok.
    QString reason() const;
};

// One rung of one student's ladder: the ladder's result at its largest N, else the race's.
struct RungFigure
{
    double gflops = 0;
    double speedup = -1; // over serial-naive at that N; -1: not measured
    int n = 0;
};

// A student's kernel on the class roofline: at the intensity its design implies on that kind of
// device (compute/roofline.h designArithmeticIntensity).
struct ClassKernelPoint
{
    int file = 0; // index into ClassResults::files
    QString variant;
    double flopsPerByte = 0;
    double gflops = 0;
};

struct ClassResults
{
    QString folder;
    std::vector<ClassFile> files; // in name order
    int notRead = 0;              // files past classlimit::kMaxFiles or kMaxTotalBytes
    bool cancelled = false;       // stopped early: `files` holds what was read

    // Called between files with (files done, files to do), on the loading thread.
    using Progress = std::function<void(int done, int total)>;

    // The candidate files of `folder` (see above), in name order, at most kMaxListed looked at.
    static QStringList listFolder(const QString &folder);
    // Reads and classifies `paths` (names made relative to `folder`).
    static ClassResults load(const QString &folder, const QStringList &paths,
                             const CancelToken *cancel = nullptr, const Progress &progress = {});
    static ClassResults loadFolder(const QString &folder, const CancelToken *cancel = nullptr,
                                   const Progress &progress = {});

    static QString studentFromName(const QString &relativeName);
    static QString kindName(ClassFile::Kind kind); // "ok", "duplicate"... (translated)

    int count(ClassFile::Kind kind) const;
    std::vector<int> okFiles() const; // indices of the ok files
    std::vector<int> skippedFiles() const;

    // What the session says of its machine: the CPU model from its provenance (empty in a
    // version 1 file) and whether the device it measured is a CPU (provenance's device type;
    // without provenance, a device name with "cpu" or "pthread", as PoCL names them).
    static QString cpuModel(const LabSession &session);
    static bool cpuDevice(const LabSession &session);
    // Every rung a student measured (ladder first, then the race), by variant id.
    static std::map<QString, RungFigure> rungFigures(const LabSession &session);
    // The fastest verified result of any list: its GFLOP/s, variant and N (gflops 0: none).
    static BenchResult best(const LabSession &session);

    // The variant ids measured by any ok file, in the catalog's order (compute/variants.h), then
    // unknown ids alphabetically: the table's and the CSV's rung columns.
    std::vector<QString> rungs() const;
    // The kernels of every ok file's roofline results with a modelled intensity.
    std::vector<ClassKernelPoint> kernelPoints() const;

    // The students' table as CSV (csvwriter.h: RFC 4180, cells defused): one row per ok file —
    // student, file, device, CPU, saved (UTC), best GFLOP/s, its rung and N, memory and peak
    // roofs, then speedup and GFLOP/s per rung. Numbers in the C locale, for spreadsheets.
    QString csv() const;
};

} // namespace gpulab
