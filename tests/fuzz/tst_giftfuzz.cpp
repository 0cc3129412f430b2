// Randomized fuzzing of the GIFT parser, writer and grader (lessons/framework/quiz/gift.h,
// grading.h), bounded in time so that it runs in every CI build (the asan preset too). The inputs
// are mutations of a seed corpus (tests/fuzz/corpus, the shipped lessons/*/quiz.gift and
// tests/fuzz/regressions): bit flips, GIFT's special characters, line breaks, BOMs, invalid UTF-8
// and NULs put in, lines duplicated, swapped and dropped, two inputs spliced, truncation. Every
// input must satisfy the properties of giftproperties.h (problem and question lines in range, each
// type's invariants, the writer's round trip and fixed point, grades in 0..1), not merely not
// crash.
//
// Environment:
//   GPULAB_FUZZ_SEED=N        replays a run (the seed is printed at the start of every run);
//   GPULAB_FUZZ_SECONDS=S     time bound of the randomized part (default 20, 10 under ASan);
//   GPULAB_FUZZ_ITERATIONS=N  stops after N inputs as well (an exact replay of a short run);
//   GPULAB_FUZZ_KEEP_GOING=1  does not stop at the first failure: lists every distinct one;
//   GPULAB_FUZZ_IGNORE=REGEX  violations that match it are not failures (to look past a known
//                             bug while exploring; never set in CI);
//   GPULAB_FUZZ_INPUT=FILE    checks that file too, as one more regression row.
// A failing input is minimised, printed as a C string and written to giftfuzz-failure-*.gift in
// the working directory; add it to tests/fuzz/regressions/ once the bug is understood.
#include "giftproperties.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>

#include <algorithm>

using namespace gpulab::giftfuzz;

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr int kDefaultSeconds = 10;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr int kDefaultSeconds = 10;
#else
constexpr int kDefaultSeconds = 20;
#endif
#else
constexpr int kDefaultSeconds = 20;
#endif

constexpr qsizetype kMaxInput = 32 * 1024;
constexpr qsizetype kMaxPool = 2000;

// Bytes as a C string literal, for the log and for pasting into a test.
QString cString(const QByteArray &bytes)
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

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    return f.readAll();
}

const QList<QByteArray> &tokens()
{
    static const QList<QByteArray> list = [] {
        QList<QByteArray> t = {
            "{",
            "}",
            "~",
            "=",
            "#",
            "####",
            ":",
            "::",
            "\\",
            "%",
            "%50%",
            "%-100%",
            "%%",
            "->",
            "\n",
            "\r",
            "\r\n",
            "\n\n",
            "//",
            "$CATEGORY:",
            "[html]",
            "[moodle]",
            "[plain]",
            "[markdown]",
            "T",
            "TRUE",
            "F",
            "FALSE",
            "..",
            "1e308",
            "-1.7976931348623157e308",
            "0.001",
            "3:1",
            "\\n",
            "\\:",
            "\\{",
            "\\}",
            "\\~",
            "\\=",
            "\\#",
            "\\\\",
            " ",
            "\t",
            "_____",
            "*",
            "\xC2\xA0",
            "\xEF\xBB\xBF",
            "\xC3",
            "\x80",
            "\xFF",
            "\xED\xA0\x80",
            "\xF0\x9F\x98\x80",
            "\xE2\x80\xA8",
            "{T}",
            "{=a ~b}",
            "{#1..2}",
            "{=a -> b =c -> d}",
            "{}",
        };
        t.append(QByteArray(1, '\0'));
        return t;
    }();
    return list;
}

class Mutator
{
public:
    explicit Mutator(Rng *rng) : m_rng(*rng) {}

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
        const QList<QByteArray> &t = tokens();
        switch (m_rng.below(15)) {
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
            return x.insert(pos(x), t[m_rng.below(t.size())]);
        case 4: { // a special character in place of another
            if (x.isEmpty())
                return x;
            const qsizetype at = m_rng.below(x.size());
            return x.replace(at, 1, t[m_rng.below(t.size())]);
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
        case 12: // blank lines: split a question or join two
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
};

// What an input exercised, roughly: question kinds and problem kinds. A mutant that shows a
// new one joins the pool, so that mutations build on inputs that reach further.
QSet<QString> features(const gpulab::gift::Bank &bank)
{
    using namespace gpulab::gift;
    QSet<QString> f;
    for (const Question &q : bank.questions) {
        QString k = typeName(q.type) + QLatin1Char('/') + formatName(q.format);
        k += q.blankAt >= 0 ? QLatin1String("/blank") : QLatin1String("");
        k += q.title.isEmpty() ? QLatin1String("") : QLatin1String("/title");
        k += q.category.isEmpty() ? QLatin1String("") : QLatin1String("/category");
        k += q.generalFeedback.isEmpty() ? QLatin1String("") : QLatin1String("/gf");
        k += QStringLiteral("/%1").arg(std::min<qsizetype>(q.answers.size() + q.pairs.size(), 5));
        f.insert(k);
    }
    for (const Problem &p : bank.problems)
        f.insert(QLatin1String("problem/") + violationTag(p.message));
    return f;
}

// Removes what it can while the same property fails; bounded in time.
QByteArray minimise(QByteArray input, const QString &tag, std::uint64_t gradeSeed)
{
    QElapsedTimer clock;
    clock.start();
    auto stillFails = [&](const QByteArray &candidate) {
        return violationTag(checkGift(candidate, gradeSeed)) == tag;
    };
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

std::uint64_t envNumber(const char *name, std::uint64_t fallback, bool *given = nullptr)
{
    bool ok = false;
    const std::uint64_t v = qEnvironmentVariable(name).toULongLong(&ok);
    if (given)
        *given = ok;
    return ok ? v : fallback;
}

} // namespace

class TestGiftFuzz : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void corpus_data();
    void corpus();
    void largeInputs_data();
    void largeInputs();
    void randomized();

private:
    QList<QByteArray> m_seeds;
    QStringList m_seedNames;
};

void TestGiftFuzz::initTestCase()
{
    const QDir fuzz(QStringLiteral(GPULAB_FUZZ_DIR));
    for (const QString &dir : {QStringLiteral("corpus"), QStringLiteral("regressions")})
        for (const QFileInfo &fi :
             QDir(fuzz.filePath(dir)).entryInfoList(QDir::Files, QDir::Name)) {
            if (fi.fileName().startsWith(QLatin1Char('.')) ||
                fi.fileName() == QLatin1String("README.md"))
                continue;
            m_seeds.append(readAll(fi.filePath()));
            m_seedNames.append(dir + QLatin1Char('/') + fi.fileName());
        }
    const QDir lessons(QStringLiteral(GPULAB_LESSONS_DIR));
    for (const QString &folder : lessons.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString path = lessons.filePath(folder + QStringLiteral("/quiz.gift"));
        if (QFile::exists(path)) {
            m_seeds.append(readAll(path));
            m_seedNames.append(QStringLiteral("lessons/") + folder + QStringLiteral("/quiz.gift"));
        }
    }
    const QString extra = qEnvironmentVariable("GPULAB_FUZZ_INPUT");
    if (!extra.isEmpty()) {
        QVERIFY2(QFile::exists(extra), qPrintable(extra));
        m_seeds.append(readAll(extra));
        m_seedNames.append(extra);
    }
    QVERIFY2(m_seeds.size() >= 10, "the seed corpus is missing");
}

// Every seed, every shipped bank and every regression input has the properties as it is.
void TestGiftFuzz::corpus_data()
{
    QTest::addColumn<QByteArray>("input");
    for (qsizetype i = 0; i < m_seeds.size(); ++i)
        QTest::newRow(qPrintable(m_seedNames[i])) << m_seeds[i];
}

void TestGiftFuzz::corpus()
{
    QFETCH(QByteArray, input);
    const QString violation = checkGift(input, 1);
    QVERIFY2(violation.isEmpty(), qPrintable(violation));
}

// Big inputs parse in time that grows about linearly: a bank is read whenever a lesson opens,
// and `gpulab-cli quiz validate` may be given anything. 64 KiB take milliseconds when the
// parser is linear and seconds when some step is quadratic in the size of a question.
void TestGiftFuzz::largeInputs_data()
{
    QTest::addColumn<QByteArray>("input");
    constexpr qsizetype n = 64 * 1024;
    QTest::newRow("one answer block") << "Q{=a ~b " + QByteArray(n, 'x') + "}";
    QTest::newRow("answer block of hashes") << "Q{=a ~b " + QByteArray(n, '#') + "}";
    QTest::newRow("answer block of answers") << "Q{=a " + QByteArray("~b ").repeated(n / 3) + "}";
    QTest::newRow("question text") << "Q " + QByteArray(n, 'x') + "{=a ~b}";
    QTest::newRow("escapes") << QByteArray("\\{").repeated(n / 3) + "{T}";
    QTest::newRow("title") << "::" + QByteArray(n, ':') + "{T}";
    QTest::newRow("many lines in one question")
        << "Q{\n" + QByteArray("=a\n").repeated(n / 3) + "}";
    QTest::newRow("matching pairs") << "Q{" + QByteArray("=a -> b ").repeated(n / 8) + "}";
    QTest::newRow("many questions") << QByteArray("::t::Q{=a ~b}\n\n").repeated(n / 16);
    QTest::newRow("unclosed braces") << QByteArray("{").repeated(n);
    QTest::newRow("numerical answers") << "N{#" + QByteArray("=1..2 ").repeated(n / 6) + "}";
}

void TestGiftFuzz::largeInputs()
{
    QFETCH(QByteArray, input);
    QElapsedTimer clock;
    clock.start();
    const QString violation = checkGift(input, 1);
    const qint64 ms = clock.elapsed();
    QVERIFY2(violation.isEmpty(), qPrintable(violation));
    // Generous: about 50 times what a linear parser needs here, also under ASan.
    const qint64 limit = kDefaultSeconds == 20 ? 2000 : 6000;
    QVERIFY2(ms <= limit, qPrintable(QStringLiteral("%1 bytes took %2 ms to check (limit %3 ms)")
                                         .arg(input.size())
                                         .arg(ms)
                                         .arg(limit)));
}

void TestGiftFuzz::randomized()
{
    bool seedGiven = false;
    const std::uint64_t seed =
        envNumber("GPULAB_FUZZ_SEED", QRandomGenerator::system()->generate64(), &seedGiven);
    const std::uint64_t seconds = envNumber("GPULAB_FUZZ_SECONDS", kDefaultSeconds);
    const std::uint64_t maxIterations = envNumber("GPULAB_FUZZ_ITERATIONS", UINT64_MAX);
    const bool keepGoing = qEnvironmentVariableIntValue("GPULAB_FUZZ_KEEP_GOING") != 0;
    const QRegularExpression ignore(qEnvironmentVariable("GPULAB_FUZZ_IGNORE"));
    QVERIFY2(ignore.isValid(), "GPULAB_FUZZ_IGNORE is not a regular expression");
    qInfo("GIFT fuzz seed: %llu (replay with GPULAB_FUZZ_SEED=%llu), %llu s%s",
          static_cast<unsigned long long>(seed), static_cast<unsigned long long>(seed),
          static_cast<unsigned long long>(seconds), seedGiven ? " (seed given)" : "");

    Rng rng(seed);
    Mutator mutator(&rng);
    QList<QByteArray> pool = m_seeds;
    QSet<QString> seen;
    for (const QByteArray &s : std::as_const(pool)) {
        gpulab::gift::Bank bank;
        checkGift(s, 0, &bank);
        seen.unite(features(bank));
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
        const std::uint64_t gradeSeed = rng.next();
        bytes += std::uint64_t(input.size());
        gpulab::gift::Bank bank;
        const QString violation = checkGift(input, gradeSeed, &bank);
        if (violation.isEmpty()) {
            const QSet<QString> f = features(bank);
            if (!seen.contains(f)) {
                seen.unite(f);
                if (pool.size() < kMaxPool)
                    pool.append(input);
                else
                    pool[m_seeds.size() + rng.below(kMaxPool - m_seeds.size())] = input;
            }
            continue;
        }
        const QString tag = violationTag(violation);
        if (failures.contains(tag) ||
            (ignore.isValid() && !ignore.pattern().isEmpty() && ignore.match(violation).hasMatch()))
            continue;
        const QByteArray small = minimise(input, tag, gradeSeed);
        const QString smallViolation = checkGift(small, gradeSeed);
        if (ignore.isValid() && !ignore.pattern().isEmpty() &&
            ignore.match(smallViolation).hasMatch()) {
            failures.insert(tag, QString()); // a known failure: not reported again
            continue;
        }
        const QString file =
            QStringLiteral("giftfuzz-failure-%1-%2.gift").arg(seed).arg(iterations);
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
    qInfo("GIFT fuzz: %llu inputs (%llu KiB) in %.1f s, %lld in the pool, %lld features "
          "(%lld from the seeds), %lld distinct failure(s)",
          static_cast<unsigned long long>(iterations),
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

QTEST_GUILESS_MAIN(TestGiftFuzz)
#include "tst_giftfuzz.moc"
