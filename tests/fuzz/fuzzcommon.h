// What every fuzz target's properties header (giftproperties.h, tableproperties.h,
// lessonproperties.h, sessionproperties.h, presetproperties.h, engineproperties.h) shares with
// the others and with both drivers — the randomized QTests (fuzzdriver.h) and the libFuzzer
// targets (GPULAB_LIBFUZZER_TARGET below): the seeded generator, quoting for reports, the
// violation's tag (its kind, without numbers, so a minimiser keeps the same failure), a guard
// that turns an exception into a violation, and the number of lines of an input.
#pragma once

#include <QByteArray>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QTemporaryDir>
#include <QVariantMap>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <random>

namespace gpulab::fuzz {

// A deterministic generator: std::mt19937_64's output is fixed by the standard (only std::
// distributions differ between libraries, and none is used), so the same seed gives the same
// inputs everywhere. Not lessons/framework/splitmix.h: the engine's fuzz test links compute only.
class Rng
{
public:
    explicit Rng(std::uint64_t seed) : m_engine(seed) {}
    std::uint64_t next() { return m_engine(); }
    // 0 .. n-1 (0 when n <= 0).
    qsizetype below(qsizetype n) { return n <= 0 ? 0 : qsizetype(next() % std::uint64_t(n)); }
    bool chance(int percent) { return below(100) < percent; }

private:
    std::mt19937_64 m_engine;
};

// A text for a report: quoted, control characters escaped, at most 200 characters.
inline QString quoted(const QString &s)
{
    QString out = QStringLiteral("\"");
    for (const QChar c : s.left(200)) {
        if (c == QLatin1Char('\n'))
            out += QLatin1String("\\n");
        else if (c == QLatin1Char('\r'))
            out += QLatin1String("\\r");
        else if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else if (c.isSurrogate()) // kept valid UTF-16 however it is cut
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        else if (c == QLatin1Char('"') || c == QLatin1Char('\\'))
            out += QLatin1Char('\\') + c;
        else
            out += c;
    }
    return out + (s.size() > 200 ? QStringLiteral("\"...") : QStringLiteral("\""));
}

// The kind of a violation, without its numbers and quoted texts ("roundtrip-unequal: question
// (line ): text"), so that a minimiser keeps the same failure while it shortens the input.
inline QString violationTag(const QString &violation)
{
    QString tag = violation.section(QLatin1Char('"'), 0, 0);
    tag.remove(QRegularExpression(QStringLiteral("[-+]?[0-9][0-9.e+-]*")));
    tag = tag.section(QLatin1String("; written"), 0, 0);
    return tag.left(100).trimmed();
}

// `check()` with any exception turned into the violation "throws: what".
template <class Check> QString guarded(Check check)
{
    try {
        return check();
    } catch (const std::exception &e) {
        return QStringLiteral("throws: %1").arg(QString::fromLocal8Bit(e.what()));
    } catch (...) {
        return QStringLiteral("throws: an unknown exception");
    }
}

// Lines of a text file as its readers count them: '\n' ends a line; the last line may lack one.
// A problem's line is from 1 to lines() + 1 (the end of the file), or 0 for the file as a whole.
inline int lineCount(const QByteArray &input)
{
    return int(input.count('\n')) + 1;
}

// The time one input may take to parse and check, milliseconds: far above what a linear parser
// needs for the largest input the drivers make (32 KiB), also under ASan, so a step that is
// quadratic in the input (or a hang) is a violation, not a slow CI run.
constexpr qint64 kMaxMillisecondsPerInput = 2000;

// "slow: N ms for B bytes" when `clock` ran past the bound, else empty.
inline QString slowness(const QElapsedTimer &clock, const QByteArray &input)
{
    const qint64 ms = clock.elapsed();
    if (ms <= kMaxMillisecondsPerInput)
        return QString();
    return QStringLiteral("slow: %1 ms for %2 bytes (at most %3 ms)")
        .arg(ms)
        .arg(input.size())
        .arg(kMaxMillisecondsPerInput);
}

// A reader's refusal: a violation when it gives no reason; else its kind joins `features`.
inline QString refusalViolation(const QString &reason, QSet<QString> *features)
{
    if (reason.isEmpty())
        return QStringLiteral("error-message: refused without a reason");
    if (features)
        features->insert(QStringLiteral("refused/") + violationTag(reason));
    return QString();
}

// Two JSON objects hold the same keys and values. Not QJsonObject's operator==, which compares
// Qt's storage: Qt 6.4's reader, dropping a key's leading U+FEFF, keeps the key where the
// U+FEFF sorted it, so an object read back from its own text can compare unequal (and list its
// keys in another order) though it holds the same.
inline bool sameJson(const QJsonObject &a, const QJsonObject &b)
{
    return a.toVariantMap() == b.toVariantMap();
}

// A path in a scratch folder, for readers that take a path: in memory (/dev/shm) where there
// is one, so that writing every input costs no disk I/O.
inline QString scratchPath(const QString &name)
{
    static const QTemporaryDir dir(QDir(QStringLiteral("/dev/shm")).exists()
                                       ? QStringLiteral("/dev/shm/gpulab-fuzz-XXXXXX")
                                       : QDir::tempPath() + QStringLiteral("/gpulab-fuzz-XXXXXX"));
    return dir.filePath(name);
}

inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(bytes) == bytes.size();
}

// The seed a libFuzzer target derives from its input (FNV-1a), so a saved input replays exactly.
inline std::uint64_t seedOf(const QByteArray &input)
{
    std::uint64_t seed = 1469598103934665603ull;
    for (const char c : input)
        seed = (seed ^ static_cast<unsigned char>(c)) * 1099511628211ull;
    return seed;
}

// What a libFuzzer target does with a violation: print it and abort (libFuzzer saves the
// input), unless GPULAB_FUZZ_IGNORE=REGEX matches it (to look past a known bug while exploring).
inline void reportToLibFuzzer(const char *target, const QString &violation)
{
    if (violation.isEmpty())
        return;
    static const QRegularExpression ignore(qEnvironmentVariable("GPULAB_FUZZ_IGNORE"));
    if (ignore.isValid() && !ignore.pattern().isEmpty() && ignore.match(violation).hasMatch())
        return;
    std::fprintf(stderr, "%s property violated: %s\n", target, violation.toUtf8().constData());
    std::fflush(stderr);
    std::abort();
}

} // namespace gpulab::fuzz

// The whole of a libFuzzer target over `check(const QByteArray &input, std::uint64_t seed)`,
// which returns the first violation or an empty string.
#define GPULAB_LIBFUZZER_TARGET(name, check)                                                       \
    extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)                        \
    {                                                                                              \
        const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));             \
        gpulab::fuzz::reportToLibFuzzer(name, check(input, gpulab::fuzz::seedOf(input)));          \
        return 0;                                                                                  \
    }
