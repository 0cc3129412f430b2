// The randomized QTest side of every fuzz test (tst_*fuzz.cpp): one seeded mutator, one
// minimiser and one time-bounded loop, shared by all of them; each test brings its seed corpus,
// the tokens its format is made of and its properties header's check.
//
// The loop: pick an input from the pool (the seeds, then mutants that showed a new feature),
// mutate it 1-8 times (bit flips, random bytes, tokens put in or in place of a byte, ranges
// dropped, lines duplicated, dropped and swapped, splices with another input, truncation, blank
// lines, line endings and BOMs, repeated pieces and long runs of a token — deep nesting, long
// strings — and numbers replaced by huge, tiny, negative, NaN and inf ones), check it; the first
// input that breaks a property is minimised, printed as a C string and saved as
// <name>fuzz-failure-SEED-N<suffix> in the working directory.
//
// Environment (every fuzz test):
//   GPULAB_FUZZ_SEED=N        replays a run (the seed is printed at the start of every run);
//   GPULAB_FUZZ_SECONDS=S     time bound of the randomized part (each test has its default);
//   GPULAB_FUZZ_ITERATIONS=N  stops after N inputs as well (an exact replay of a short run);
//   GPULAB_FUZZ_KEEP_GOING=1  does not stop at the first failure: lists every distinct one;
//   GPULAB_FUZZ_IGNORE=REGEX  violations that match it are not failures (to look past a known
//                             bug while exploring; never set in CI);
//   GPULAB_FUZZ_INPUT=FILE    checks that file too, as one more seed (see addSeed()).
#pragma once

#include "fuzzcommon.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <cctype>
#include <functional>

namespace gpulab::fuzz {

// Seconds of the randomized part when GPULAB_FUZZ_SECONDS is not set: `normal`, or
// `sanitized` under AddressSanitizer (everything runs several times slower there).
#if defined(__SANITIZE_ADDRESS__)
#define GPULAB_FUZZ_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GPULAB_FUZZ_SANITIZED 1
#endif
#endif
#ifdef GPULAB_FUZZ_SANITIZED
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
inline int defaultSeconds(int normal, int sanitized)
{
    return kSanitized ? sanitized : normal;
}

constexpr qsizetype kMaxInput = 32 * 1024;
constexpr qsizetype kMaxPool = 2000;

// Bytes as a C string literal, for the log and for pasting into a test.
inline QString cString(const QByteArray &bytes)
{
    QString out = QStringLiteral("\"");
    bool hexBefore = false;
    for (const char ch : bytes) {
        const auto c = static_cast<unsigned char>(ch);
        const bool hexDigit = std::isxdigit(c);
        if (c == '\n')
            out += QLatin1String("\\n");
        else if (c == '\r')
            out += QLatin1String("\\r");
        else if (c == '\t')
            out += QLatin1String("\\t");
        else if (c == '"' || c == '\\')
            out += QString(QLatin1Char('\\')) + QLatin1Char(char(c));
        else if (c < 0x20 || c >= 0x7f) {
            out += QStringLiteral("\\x%1").arg(c, 2, 16, QLatin1Char('0'));
            hexBefore = true;
            continue;
        } else {
            if (hexBefore && hexDigit)
                out += QLatin1String("\"\""); // "\xC3" "A" would otherwise read as \xC3A
            out += QLatin1Char(char(c));
        }
        hexBefore = false;
    }
    return out + QLatin1Char('"');
}

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    return f.readAll();
}

inline std::uint64_t envNumber(const char *name, std::uint64_t fallback, bool *given = nullptr)
{
    bool ok = false;
    const std::uint64_t v = qEnvironmentVariable(name).toULongLong(&ok);
    if (given)
        *given = ok;
    return ok ? v : fallback;
}

// The seed corpus of one test: inputs with the names its corpus() rows show.
struct Seeds
{
    QList<QByteArray> inputs;
    QStringList names;

    void add(const QString &name, const QByteArray &input)
    {
        inputs.append(input);
        names.append(name);
    }
    // Every file of `dir` (not its subfolders, dot files or README.md), named `label`/FILE.
    void addFolder(const QString &dir, const QString &label)
    {
        for (const QFileInfo &fi : QDir(dir).entryInfoList(QDir::Files, QDir::Name)) {
            if (fi.fileName().startsWith(QLatin1Char('.')) ||
                fi.fileName() == QLatin1String("README.md"))
                continue;
            add(label + QLatin1Char('/') + fi.fileName(), readAll(fi.filePath()));
        }
    }
    // tests/fuzz/seeds/NAME and its regressions/ (`fuzzDir`: tests/fuzz), then
    // $GPULAB_FUZZ_INPUT's file; false when that names no file.
    bool addSeedFolder(const QString &fuzzDir, const QString &name)
    {
        const QString dir = fuzzDir + QStringLiteral("/seeds/") + name;
        addFolder(dir, QStringLiteral("seeds"));
        addFolder(dir + QStringLiteral("/regressions"), QStringLiteral("regressions"));
        return addFromEnvironment();
    }
    // The rows of a data-driven corpus() test: one per seed, column "input".
    void addRows() const
    {
        QTest::addColumn<QByteArray>("input");
        for (qsizetype i = 0; i < inputs.size(); ++i)
            QTest::newRow(qPrintable(names[i])) << inputs[i];
    }
    // $GPULAB_FUZZ_INPUT's file, when set; false when it names no file.
    bool addFromEnvironment()
    {
        const QString extra = qEnvironmentVariable("GPULAB_FUZZ_INPUT");
        if (extra.isEmpty())
            return true;
        if (!QFile::exists(extra))
            return false;
        add(extra, readAll(extra));
        return true;
    }
};

// Tokens every text format meets: numbers at and past the edges of double and int, NaN and
// inf, signs, separators, quotes, escapes, nesting openers, NUL, invalid and odd UTF-8.
inline const QList<QByteArray> &commonTokens()
{
    static const QList<QByteArray> list = [] {
        QList<QByteArray> t = {"0",
                               "-0",
                               "-1",
                               "1e308",
                               "-1.7976931348623157e308",
                               "1e309",
                               "4.9e-324",
                               "1e-320",
                               "2147483647",
                               "2147483648",
                               "-2147483649",
                               "4294967295",
                               "4294967297",
                               "9223372036854775807",
                               "9223372036854775808",
                               "18446744073709551616",
                               "nan",
                               "NaN",
                               "inf",
                               "-inf",
                               "Infinity",
                               "0x10",
                               "1,5",
                               "1.5",
                               "+1",
                               " ",
                               "\t",
                               "\n",
                               "\r\n",
                               "\r",
                               ",",
                               ";",
                               "=",
                               ":",
                               "\"",
                               "'",
                               "\\",
                               "\\u0000",
                               "\\ud800",
                               "{",
                               "}",
                               "[",
                               "]",
                               "#",
                               "\xEF\xBB\xBF",
                               "\xC3",
                               "\x80",
                               "\xFF",
                               "\xED\xA0\x80",
                               "\xF0\x9F\x98\x80",
                               "\xE2\x80\xA8",
                               "\xC2\xA0"};
        t.append(QByteArray(1, '\0'));
        return t;
    }();
    return list;
}

// Numbers put in place of a number of the input (a cell, a JSON value, a key=value's value).
inline const QList<QByteArray> &numberTokens()
{
    static const QList<QByteArray> list = {"0",
                                           "-0",
                                           "-1",
                                           "1e308",
                                           "-1e308",
                                           "1e309",
                                           "1e-320",
                                           "nan",
                                           "inf",
                                           "-inf",
                                           "2147483648",
                                           "4294967297",
                                           "-4294967295",
                                           "1e15",
                                           "0.0001",
                                           "3.5",
                                           "007",
                                           "1e3",
                                           "0x1p4",
                                           "",
                                           "99999999999999999999999999999",
                                           "1.7976931348623157e308",
                                           "12,000"};
    return list;
}

class Mutator
{
public:
    // `tokens`: the format's own (GIFT's braces, a CSV's commas and quotes, JSON's keys...);
    // commonTokens() are used too.
    Mutator(Rng *rng, QList<QByteArray> tokens) : m_rng(*rng), m_tokens(std::move(tokens))
    {
        m_tokens += commonTokens();
    }

    QByteArray mutate(QByteArray x, const QList<QByteArray> &pool)
    {
        int rounds = 1;
        while (rounds < 8 && m_rng.chance(45))
            ++rounds;
        for (int i = 0; i < rounds; ++i)
            x = once(std::move(x), pool);
        if (x.size() > kMaxInput)
            x.truncate(kMaxInput);
        return x;
    }

private:
    qsizetype pos(const QByteArray &x) { return m_rng.below(x.size() + 1); }
    const QByteArray &token() { return m_tokens[m_rng.below(m_tokens.size())]; }

    // Start offsets of the lines of x.
    static QList<qsizetype> lineStarts(const QByteArray &x)
    {
        QList<qsizetype> starts{0};
        for (qsizetype i = 0; i < x.size(); ++i)
            if (x[i] == '\n')
                starts.append(i + 1);
        return starts;
    }
    // [begin, end) of a random line, newline included.
    std::pair<qsizetype, qsizetype> randomLine(const QByteArray &x)
    {
        const QList<qsizetype> starts = lineStarts(x);
        const qsizetype k = m_rng.below(starts.size());
        const qsizetype end = k + 1 < starts.size() ? starts[k + 1] : x.size();
        return {starts[k], end};
    }

    QByteArray once(QByteArray x, const QList<QByteArray> &pool)
    {
        switch (m_rng.below(18)) {
        case 0: // flip a bit
            if (!x.isEmpty())
                x[m_rng.below(x.size())] ^= char(1 << m_rng.below(8));
            return x;
        case 1: // a random byte
            if (!x.isEmpty())
                x[m_rng.below(x.size())] = char(m_rng.below(256));
            return x;
        case 2:
        case 3: // a special character or token
            return x.insert(pos(x), token());
        case 4: { // a special character in place of another
            if (x.isEmpty())
                return x;
            const qsizetype at = m_rng.below(x.size());
            return x.replace(at, 1, token());
        }
        case 5: { // drop a range
            const qsizetype at = pos(x);
            return x.remove(at, 1 + m_rng.below(16));
        }
        case 6: { // duplicate a line
            const auto [b, e] = randomLine(x);
            QByteArray line = x.mid(b, e - b);
            if (!line.endsWith('\n'))
                line += '\n';
            const QList<qsizetype> starts = lineStarts(x);
            return x.insert(m_rng.chance(50) ? e : starts[m_rng.below(starts.size())], line);
        }
        case 7: { // drop a line
            const auto [b, e] = randomLine(x);
            return x.remove(b, e - b);
        }
        case 8: { // swap two lines
            const auto [b1, e1] = randomLine(x);
            const auto [b2, e2] = randomLine(x);
            if (b1 == b2)
                return x;
            const auto first = b1 < b2 ? std::pair{b1, e1} : std::pair{b2, e2};
            const auto second = b1 < b2 ? std::pair{b2, e2} : std::pair{b1, e1};
            const QByteArray a = x.mid(first.first, first.second - first.first);
            const QByteArray b = x.mid(second.first, second.second - second.first);
            return x.left(first.first) + b + x.mid(first.second, second.first - first.second) + a +
                   x.mid(second.second);
        }
        case 9: { // splice with another input
            const QByteArray &other = pool[m_rng.below(pool.size())];
            return x.left(pos(x)) + other.mid(m_rng.below(other.size() + 1));
        }
        case 10: { // a piece of another input put in
            const QByteArray &other = pool[m_rng.below(pool.size())];
            const qsizetype from = m_rng.below(other.size() + 1);
            return x.insert(pos(x), other.mid(from, 1 + m_rng.below(64)));
        }
        case 11: // truncate
            x.truncate(pos(x));
            return x;
        case 12: // blank lines: split a block or join two
            if (m_rng.chance(50))
                return x.insert(pos(x), "\n\n");
            {
                const qsizetype at = x.indexOf("\n\n", pos(x));
                return at < 0 ? x : x.remove(at, 1);
            }
        case 13: // line endings and BOM
            switch (m_rng.below(4)) {
            case 0: return x.replace("\n", "\r\n");
            case 1: return x.replace("\r\n", "\n");
            case 2: return x.startsWith("\xEF\xBB\xBF") ? x.mid(3) : "\xEF\xBB\xBF" + x;
            default: return x.replace('\n', '\r');
            }
        case 14: { // a number in place of a number
            const qsizetype from = pos(x);
            qsizetype at = from;
            while (at < x.size() && !std::isdigit(static_cast<unsigned char>(x[at])))
                ++at;
            if (at >= x.size())
                return x;
            qsizetype end = at;
            while (end < x.size() && (std::isalnum(static_cast<unsigned char>(x[end])) ||
                                      x[end] == '.' || x[end] == '-' || x[end] == '+'))
                ++end;
            if (at > 0 && x[at - 1] == '-')
                --at;
            const QList<QByteArray> &numbers = numberTokens();
            return x.replace(at, end - at, numbers[m_rng.below(numbers.size())]);
        }
        case 15: { // a long run of one token: deep nesting, long strings and lists
            const QByteArray &t = token();
            const qsizetype times = 1 + m_rng.below(std::max<qsizetype>(1, 4096 / (t.size() + 1)));
            return x.insert(pos(x), t.repeated(times));
        }
        default: { // repeat a short piece (long runs, nested escapes)
            if (x.isEmpty())
                return x;
            const qsizetype at = m_rng.below(x.size());
            const QByteArray piece = x.mid(at, 1 + m_rng.below(8));
            return x.insert(at, piece.repeated(1 + m_rng.below(16)));
        }
        }
    }

    Rng &m_rng;
    QList<QByteArray> m_tokens;
};

// Removes what it can while `stillFails`; bounded in time (8 s).
inline QByteArray minimise(QByteArray input,
                           const std::function<bool(const QByteArray &)> &stillFails)
{
    QElapsedTimer clock;
    clock.start();
    for (qsizetype chunk = std::max<qsizetype>(input.size() / 2, 1); chunk >= 1;) {
        bool removed = false;
        for (qsizetype at = 0; at < input.size() && clock.elapsed() < 5000;) {
            QByteArray candidate = input;
            candidate.remove(at, chunk);
            if (stillFails(candidate)) {
                input = candidate;
                removed = true;
            } else {
                at += chunk;
            }
        }
        if (clock.elapsed() >= 5000)
            break;
        if (!removed)
            chunk /= 2;
    }
    // Readable letters in place of the others where the failure stays.
    for (qsizetype at = 0; at < input.size() && clock.elapsed() < 8000; ++at) {
        const char c = input[at];
        if (std::isalpha(static_cast<unsigned char>(c)) && c != 'a' && c != 'T' && c != 'F') {
            QByteArray candidate = input;
            candidate[at] = 'a';
            if (stillFails(candidate))
                input = candidate;
        }
    }
    return input;
}

// A properties header's check: the first violated property of `input` (empty: none); `seed`
// drives whatever else the check draws at random. `features`, when given, receives what the
// input exercised (a mutant with a new one joins the pool).
using Check =
    std::function<QString(const QByteArray &input, std::uint64_t seed, QSet<QString> *features)>;

// One fuzz test's target: what the loop needs to know of it.
struct Target
{
    // `name` for the log ("GIFT", "Data table"); failure files are
    // <file>fuzz-failure-SEED-N<suffix>; `seconds` the default time bound (defaultSeconds());
    // `tokens` the format's own (commonTokens() are added).
    Target(const char *name, const char *file, const char *suffix, int seconds,
           QList<QByteArray> tokens, Check check)
        : name(QString::fromUtf8(name)), file(QString::fromUtf8(file)),
          suffix(QString::fromUtf8(suffix)), tokens(std::move(tokens)), seconds(seconds),
          check(std::move(check))
    {}
    QString name;
    QString file;
    QString suffix;
    QList<QByteArray> tokens;
    int seconds = 8;
    Check check;
};

// The body of a data-driven corpus() slot over Seeds::addRows(): the row's input has every
// property (with `seed`).
inline void checkCurrentRow(const Check &check, std::uint64_t seed = 1)
{
    QFETCH(QByteArray, input);
    const QString violation = check(input, seed, nullptr);
    QVERIFY2(violation.isEmpty(), qPrintable(violation));
}

// The randomized part of a fuzz test: mutants of `seeds` for the time bound, each checked.
// Fails (QVERIFY) with a report per distinct violated property. Prints the seed first and the
// number of inputs checked last.
inline void runRandomized(const Target &target, const QList<QByteArray> &seeds)
{
    QVERIFY2(!seeds.isEmpty(), "no seeds");
    bool seedGiven = false;
    const std::uint64_t seed =
        envNumber("GPULAB_FUZZ_SEED", QRandomGenerator::system()->generate64(), &seedGiven);
    const std::uint64_t seconds = envNumber("GPULAB_FUZZ_SECONDS", std::uint64_t(target.seconds));
    const std::uint64_t maxIterations = envNumber("GPULAB_FUZZ_ITERATIONS", UINT64_MAX);
    const bool keepGoing = qEnvironmentVariableIntValue("GPULAB_FUZZ_KEEP_GOING") != 0;
    const QRegularExpression ignore(qEnvironmentVariable("GPULAB_FUZZ_IGNORE"));
    QVERIFY2(ignore.isValid(), "GPULAB_FUZZ_IGNORE is not a regular expression");
    auto ignored = [&ignore](const QString &violation) {
        return !ignore.pattern().isEmpty() && ignore.match(violation).hasMatch();
    };
    const QByteArray name = target.name.toUtf8();
    qInfo("%s fuzz seed: %llu (replay with GPULAB_FUZZ_SEED=%llu), %llu s%s", name.constData(),
          static_cast<unsigned long long>(seed), static_cast<unsigned long long>(seed),
          static_cast<unsigned long long>(seconds), seedGiven ? " (seed given)" : "");

    Rng rng(seed);
    Mutator mutator(&rng, target.tokens);
    QList<QByteArray> pool = seeds;
    QSet<QString> seen;
    for (const QByteArray &s : std::as_const(pool)) {
        QSet<QString> f;
        target.check(s, 0, &f);
        seen.unite(f);
    }
    const qsizetype seedFeatures = seen.size();

    QMap<QString, QString> failures; // tag -> report
    QElapsedTimer clock;
    clock.start();
    std::uint64_t iterations = 0;
    std::uint64_t bytes = 0;
    while (iterations < maxIterations && std::uint64_t(clock.elapsed()) < seconds * 1000) {
        ++iterations;
        const QByteArray input = mutator.mutate(pool[rng.below(pool.size())], pool);
        const std::uint64_t checkSeed = rng.next();
        bytes += std::uint64_t(input.size());
        QSet<QString> f;
        const QString violation = target.check(input, checkSeed, &f);
        if (violation.isEmpty()) {
            if (!seen.contains(f)) {
                seen.unite(f);
                if (pool.size() < kMaxPool)
                    pool.append(input);
                else
                    pool[seeds.size() + rng.below(kMaxPool - seeds.size())] = input;
            }
            continue;
        }
        const QString tag = violationTag(violation);
        if (failures.contains(tag) || ignored(violation))
            continue;
        const QByteArray small = minimise(input, [&](const QByteArray &candidate) {
            return violationTag(target.check(candidate, checkSeed, nullptr)) == tag;
        });
        const QString smallViolation = target.check(small, checkSeed, nullptr);
        if (ignored(smallViolation)) {
            failures.insert(tag, QString()); // a known failure: not reported again
            continue;
        }
        const QString file = QStringLiteral("%1fuzz-failure-%2-%3%4")
                                 .arg(target.file)
                                 .arg(seed)
                                 .arg(iterations)
                                 .arg(target.suffix);
        QFile out(file);
        if (out.open(QIODevice::WriteOnly))
            out.write(small);
        // Concatenated, not .arg()ed: the inputs themselves may hold "%1".
        const QString report = QStringLiteral("seed %1, input %2: ").arg(seed).arg(iterations) +
                               violation +
                               QStringLiteral("\n  minimised (%1 bytes, saved as %2): ")
                                   .arg(small.size())
                                   .arg(QFileInfo(file).absoluteFilePath()) +
                               cString(small) + QStringLiteral("\n  which fails with: ") +
                               smallViolation + QStringLiteral("\n  kind: ") + tag +
                               QStringLiteral("\n  original (%1 bytes): ").arg(input.size()) +
                               cString(input.left(2000));
        failures.insert(tag, report);
        qWarning().noquote() << report;
        if (!keepGoing || failures.size() >= 50)
            break;
    }
    for (auto it = failures.begin(); it != failures.end();)
        it = it.value().isEmpty() ? failures.erase(it) : std::next(it);
    qInfo("%s fuzz: %llu inputs (%llu KiB) in %.1f s, %lld in the pool, %lld features "
          "(%lld from the seeds), %lld distinct failure(s)",
          name.constData(), static_cast<unsigned long long>(iterations),
          static_cast<unsigned long long>(bytes / 1024), double(clock.elapsed()) / 1000.0,
          static_cast<long long>(pool.size()), static_cast<long long>(seen.size()),
          static_cast<long long>(seedFeatures), static_cast<long long>(failures.size()));
    QVERIFY2(failures.isEmpty(),
             qPrintable(QStringLiteral("%1 distinct propert%2 failed (seed %3):\n%4")
                            .arg(failures.size())
                            .arg(failures.size() == 1 ? "y" : "ies")
                            .arg(seed)
                            .arg(QStringList(failures.keys()).join(QLatin1Char('\n')))));
}

} // namespace gpulab::fuzz
