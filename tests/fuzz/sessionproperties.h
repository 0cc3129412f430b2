// The properties the Live Lab's saved sessions (lessons/framework/labsession.h) must have for every
// input, shared by the randomized QTest (tst_sessionfuzz.cpp) and the libFuzzer target
// (session_fuzzer.cpp). checkSession() returns the first violation as "tag: details".
//
//   - loading takes at most the time bound and gives a session or a non-empty reason;
//   - a loaded session's figures are finite and in their declared ranges (n a whole number from
//     1, seconds and GFLOP/s from 0; the roofs from 0), its status one of the four;
//   - write -> read is the identity: a loaded session saved and loaded again is the same
//     session (its provenance kept; a version 1 file's empty one is given a fixed one first, as
//     saving gives it this machine's), and so is a session made at random from the seed.
#pragma once

#include "fuzzcommon.h"

#include "lessons/framework/labsession.h"

#include <QSet>
#include <QTimeZone>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpulab::sessionfuzz {

inline QString resultDifference(const BenchResult &a, const BenchResult &b)
{
    auto num = [](double v) { return QString::number(v, 'g', 17); };
    if (a.variant != b.variant)
        return QStringLiteral("variant %1 vs %2")
            .arg(fuzz::quoted(QString::fromStdString(a.variant)),
                 fuzz::quoted(QString::fromStdString(b.variant)));
    if (a.n != b.n || a.status != b.status || a.repeats != b.repeats || a.verified != b.verified)
        return QStringLiteral("n/status/repeats/verified %1/%2/%3/%4 vs %5/%6/%7/%8")
            .arg(a.n)
            .arg(int(a.status))
            .arg(a.repeats)
            .arg(a.verified)
            .arg(b.n)
            .arg(int(b.status))
            .arg(b.repeats)
            .arg(b.verified);
    const double x[] = {a.secondsMedian, a.gflops, a.speedupVsSerial, a.relError, a.buildSeconds};
    const double y[] = {b.secondsMedian, b.gflops, b.speedupVsSerial, b.relError, b.buildSeconds};
    for (int i = 0; i < 5; ++i)
        if (x[i] != y[i])
            return QStringLiteral("figure %1: %2 vs %3").arg(i).arg(num(x[i]), num(y[i]));
    if (a.message != b.message)
        return QStringLiteral("message %1 vs %2")
            .arg(fuzz::quoted(QString::fromStdString(a.message)),
                 fuzz::quoted(QString::fromStdString(b.message)));
    return QString();
}

// What differs between two sessions, in the fields a session file holds; empty when none.
inline QString sessionDifference(const LabSession &a, const LabSession &b)
{
    if (a.device != b.device)
        return QStringLiteral("device %1 vs %2")
            .arg(fuzz::quoted(a.device), fuzz::quoted(b.device));
    if (a.saved != b.saved)
        return QStringLiteral("saved %1 vs %2")
            .arg(a.saved.toString(Qt::ISODateWithMs), b.saved.toString(Qt::ISODateWithMs));
    if (!fuzz::sameJson(a.provenance, b.provenance))
        return QStringLiteral("provenance differs");
    if (a.roofs.bandwidthGBs != b.roofs.bandwidthGBs || a.roofs.peakGflops != b.roofs.peakGflops)
        return QStringLiteral("roofs %1/%2 vs %3/%4")
            .arg(a.roofs.bandwidthGBs)
            .arg(a.roofs.peakGflops)
            .arg(b.roofs.bandwidthGBs)
            .arg(b.roofs.peakGflops);
    const std::vector<BenchResult> *lists[][2] = {{&a.race, &b.race},
                                                  {&a.ladder, &b.ladder},
                                                  {&a.scaling, &b.scaling},
                                                  {&a.roofline, &b.roofline}};
    for (const auto &pair : lists) {
        if (pair[0]->size() != pair[1]->size())
            return QStringLiteral("%1 results vs %2").arg(pair[0]->size()).arg(pair[1]->size());
        for (std::size_t i = 0; i < pair[0]->size(); ++i) {
            const QString d = resultDifference((*pair[0])[i], (*pair[1])[i]);
            if (!d.isEmpty())
                return QStringLiteral("result %1: %2").arg(i).arg(d);
        }
    }
    return QString();
}

// The invariants of a loaded session.
inline QString sessionViolation(const LabSession &s)
{
    for (const auto *list : {&s.race, &s.ladder, &s.scaling, &s.roofline})
        for (const BenchResult &r : *list) {
            if (r.n < 1 || r.n > sessionlimit::kMaxN)
                return QStringLiteral("range: n %1").arg(r.n);
            if (!(r.secondsMedian >= 0 && r.secondsMedian <= sessionlimit::kMaxSeconds) ||
                !(r.gflops >= 0 && r.gflops <= sessionlimit::kMaxGflops) ||
                !(r.buildSeconds >= 0 && r.buildSeconds <= sessionlimit::kMaxSeconds) ||
                !(r.speedupVsSerial == -1 ||
                  (r.speedupVsSerial >= 0 && r.speedupVsSerial <= sessionlimit::kMaxSpeedup)))
                return QStringLiteral("range: seconds %1, GFLOP/s %2")
                    .arg(r.secondsMedian)
                    .arg(r.gflops);
            for (const double v : {r.speedupVsSerial, r.relError, r.buildSeconds})
                if (!std::isfinite(v))
                    return QStringLiteral("figure: %1").arg(v);
            if (int(r.status) < 0 || int(r.status) > 3)
                return QStringLiteral("status %1").arg(int(r.status));
        }
    if (!(s.roofs.bandwidthGBs >= 0 && s.roofs.bandwidthGBs <= sessionlimit::kMaxBandwidthGBs) ||
        !(s.roofs.peakGflops >= 0 && s.roofs.peakGflops <= sessionlimit::kMaxGflops))
        return QStringLiteral("range: roofs %1 GB/s, %2 GFLOP/s")
            .arg(s.roofs.bandwidthGBs)
            .arg(s.roofs.peakGflops);
    return QString();
}

// A session as the Live Lab could hold one: figures finite and in range, texts with any
// character, a time to the millisecond.
inline LabSession randomSession(std::uint64_t seed)
{
    fuzz::Rng rng(seed);
    // A figure from 0 to `maximum` (sessionlimit), its edges among them.
    auto figure = [&rng](double maximum) {
        const double edges[] = {0, 1e-300, 4.9e-324, maximum, std::nextafter(maximum, 0), 0.1};
        if (rng.chance(20))
            return edges[rng.below(std::size(edges))];
        return std::min(maximum, double(rng.next() % 1000000) / double(1 + rng.below(1000)));
    };
    auto text = [&rng] {
        std::string s;
        for (qsizetype i = rng.below(12); i > 0; --i)
            s += rng.chance(10)   ? std::string("\xC3\xA9\"\\\n")
                 : rng.chance(10) ? std::string("\xEF\xBB\xBF") // U+FEFF, first or not
                                  : std::string(1, char(0x20 + rng.below(95)));
        return s;
    };
    LabSession session;
    session.device = QString::fromStdString(text());
    session.saved = QDateTime::fromMSecsSinceEpoch(qint64(rng.next() % 4102444800000ull), Qt::UTC);
    session.provenance = {{QStringLiteral("app_version"), QStringLiteral("fuzz")}};
    for (auto *list : {&session.race, &session.ladder, &session.scaling, &session.roofline})
        for (qsizetype i = rng.below(4); i > 0; --i) {
            BenchResult r;
            r.variant = text();
            r.n = int(1 + rng.below(46340));
            r.status = BenchResult::Status(rng.below(4));
            r.secondsMedian = figure(sessionlimit::kMaxSeconds);
            r.gflops = figure(sessionlimit::kMaxGflops);
            r.speedupVsSerial = rng.chance(30) ? -1 : figure(sessionlimit::kMaxSpeedup);
            r.relError = rng.chance(30) ? -1 : figure(std::numeric_limits<double>::max());
            r.buildSeconds = figure(sessionlimit::kMaxSeconds);
            r.repeats = int(rng.below(100));
            r.verified = rng.chance(50);
            r.message = text();
            list->push_back(r);
        }
    if (rng.chance(50)) {
        session.roofs.bandwidthGBs = figure(sessionlimit::kMaxBandwidthGBs);
        session.roofs.peakGflops = std::max(1.0, figure(sessionlimit::kMaxGflops));
    }
    return session;
}

// `session` saved and loaded again is the same session; `what` says whose it is.
inline QString roundTrip(const LabSession &session, const QString &what)
{
    const QString path = fuzz::scratchPath(QStringLiteral("written-session.json"));
    QString error;
    if (!saveLabSession(path, session, &error))
        return QStringLiteral("save: %1").arg(error);
    const std::optional<LabSession> again = loadLabSession(path, &error);
    if (!again)
        return QStringLiteral("roundtrip-refused: %1 saved, then refused: %2").arg(what, error);
    const QString d = sessionDifference(session, *again);
    if (!d.isEmpty())
        return QStringLiteral("roundtrip-unequal: %1: %2").arg(what, d);
    return QString();
}

inline QString checkSessionUnguarded(const QByteArray &input, std::uint64_t seed,
                                     QSet<QString> *features)
{
    const QString path = fuzz::scratchPath(QStringLiteral("session.json"));
    if (!fuzz::writeFile(path, input))
        return QStringLiteral("scratch: cannot write %1").arg(path);
    QElapsedTimer clock;
    clock.start();
    QString error;
    std::optional<LabSession> loaded = loadLabSession(path, &error);
    const QString slow = fuzz::slowness(clock, input);
    if (!slow.isEmpty())
        return slow;
    if (!loaded) {
        const QString bad = fuzz::refusalViolation(error, features);
        if (!bad.isEmpty())
            return bad;
    } else {
        const QString bad = sessionViolation(*loaded);
        if (!bad.isEmpty())
            return bad;
        if (features)
            features->insert(
                QStringLiteral("loaded/%1/%2/%3")
                    .arg(loaded->provenance.isEmpty())
                    .arg(std::min<std::size_t>(loaded->race.size() + loaded->ladder.size(), 3))
                    .arg(loaded->roofs.peakGflops > 0));
        if (loaded->provenance.isEmpty())
            loaded->provenance = {{QStringLiteral("app_version"), QStringLiteral("fuzz")}};
        const QString trip = roundTrip(*loaded, QStringLiteral("the loaded session"));
        if (!trip.isEmpty())
            return trip;
    }
    return roundTrip(randomSession(seed), QStringLiteral("a random session"));
}

inline QString checkSession(const QByteArray &input, std::uint64_t seed = 0,
                            QSet<QString> *features = nullptr)
{
    return fuzz::guarded([&] { return checkSessionUnguarded(input, seed, features); });
}

} // namespace gpulab::sessionfuzz
