// Files a person hands GPU Lab (a quiz bank, a lesson folder's manifest and sections, a data
// table, a saved session, a preset) are read with a bound, in one place: only a regular file
// (never /dev/zero, a FIFO or a device, which have no end) and at most a size the kind of file
// can sensibly have, so a wrong file gives a clear message instead of filling the memory. What
// GPU Lab writes (exports, sessions, presets, imported banks) is written whole or not at all.
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace gpulab {

// The largest file of each kind GPU Lab reads (far above any real one).
namespace filelimit {
constexpr qint64 kQuizBank = 64LL << 20;  // a Moodle XML bank with its pictures inside
constexpr qint64 kManifest = 4LL << 20;   // lesson.json
constexpr qint64 kSection = 4LL << 20;    // one section's Markdown
constexpr qint64 kDataTable = 16LL << 20; // assets/data/*.csv
constexpr qint64 kSession = 16LL << 20;   // a saved Live Lab session
constexpr qint64 kPreset = 1LL << 20;     // a simulation preset
constexpr qint64 kClassPlan = 4LL << 20;  // a class plan (500 steps with set-ups and notes)
} // namespace filelimit

// The file's bytes, or nullopt with *why set: "the file is not a regular file, so it cannot be a
// quiz bank", "the file is 2.1 GB; a quiz bank is at most 67.1 MB", "the file cannot be read:
// …". `what` names the kind of file ("a quiz bank") in the message.
std::optional<QByteArray> readBoundedFile(const QString &path, qint64 maxBytes, const QString &what,
                                          QString *why);

// The writing half, also in one place: `bytes` written through a temporary file renamed over
// `path` (QSaveFile), so a failure leaves the old file, or none, never half of one. False with
// *why set to the system's reason (the caller says what could not be written where).
bool writeWholeFile(const QString &path, const QByteArray &bytes, QString *why = nullptr);

} // namespace gpulab
