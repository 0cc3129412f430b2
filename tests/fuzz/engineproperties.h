// The properties the measurement engine's request reader (compute/enginerequest.h) and its line
// loop (compute/engine.h, runEngine) must have for every input of any number of lines, shared
// by the randomized QTest (tst_enginefuzz.cpp) and the libFuzzer target (engine_fuzzer.cpp).
// checkEngine() returns the first violation as "tag: details", or an empty string.
//
// Per line: splitEngineRequest + readEngineRequest either give a request or throw
// ComputeError(Usage) with a one-line message — nothing else, within the time bound; a request's
// figures are what the line says (a whole number read into an int field is that number, never a
// wrapped one: device=4294967295 is not -1) and in their ranges (repeats and sizes from 1, n to
// kMaxMultiDeviceN, budget in (0, 600], split weights finite, byte sizes above 0; a gemv's n
// to kMaxGemvN, its device from 0 and its gemm= an OpenCL rung). Then the
// lines that start nothing (refused ones, cancel) go through runEngine itself, which must answer
// each refused line with exactly one event line, valid JSON (UTF-8 whatever the line held), a
// "done" with that line's message. Measuring lines are left out there: they would measure.
#pragma once

#include "fuzzcommon.h"

#include "compute/engine.h"
#include "compute/enginerequest.h"
#include "compute/errors.h"
#include "compute/variants.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cmath>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

namespace gpulab::enginefuzz {

// The whole number a value's text says, when it is plain decimal digits with an optional '-'.
inline bool decimal(const std::string &text, long double *value)
{
    if (text.empty() || text.size() > 40)
        return false;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (!(std::isdigit(static_cast<unsigned char>(text[i])) || (i == 0 && text[i] == '-')))
            return false;
    *value = std::strtold(text.c_str(), nullptr);
    return true;
}

// The invariants of one accepted request, read from `words`.
inline QString requestViolation(const EngineWords &words, const EngineRequest &r)
{
    auto says = [&words](const char *key, long double actual) -> QString {
        const auto it = words.options.find(key);
        long double written = 0;
        if (it == words.options.end() || !decimal(it->second, &written))
            return QString();
        if (written != actual)
            return QStringLiteral("wrapped: %1=%2 read as %3")
                .arg(QLatin1String(key), QString::fromStdString(it->second))
                .arg(double(actual));
        return QString();
    };
    using Kind = EngineRequest::Kind;
    QString bad;
    auto check = [&bad](const QString &violation) {
        if (bad.isEmpty())
            bad = violation;
    };
    auto sweep = [&](const auto &config) {
        if (config.minBytes == 0 || config.maxBytes == 0)
            check(QStringLiteral("range: a byte size of 0"));
        if (config.repeats < 1)
            check(QStringLiteral("range: repeats %1").arg(config.repeats));
        check(says("repeats", config.repeats));
    };
    switch (r.kind) {
    case Kind::Devices: break;
    case Kind::Bench:
        if (r.bench.sizes.empty() || r.bench.variants.empty())
            check(QStringLiteral("range: bench without sizes or variants"));
        for (const int n : r.bench.sizes)
            if (n < 1)
                check(QStringLiteral("range: size %1").arg(n));
        for (const std::string &v : r.bench.variants)
            if (v.empty())
                check(QStringLiteral("range: an empty variant"));
        if (r.bench.repeats < 1)
            check(QStringLiteral("range: repeats %1").arg(r.bench.repeats));
        check(says("repeats", r.bench.repeats));
        check(says("device", r.device));
        break;
    case Kind::Roofs:
        if (r.repeats < 1)
            check(QStringLiteral("range: repeats %1").arg(r.repeats));
        check(says("repeats", r.repeats));
        check(says("device", r.device));
        break;
    case Kind::Latency:
        sweep(r.latency);
        if (!(r.latency.budgetSeconds > 0 && r.latency.budgetSeconds <= 600))
            check(QStringLiteral("range: budget %1").arg(r.latency.budgetSeconds));
        break;
    case Kind::Bandwidth:
        sweep(r.bandwidth);
        check(says("device", r.device));
        break;
    case Kind::Transfer:
        sweep(r.transfer);
        check(says("device", r.device));
        break;
    case Kind::Tune:
        if (!(r.tune.budgetSeconds >= 0.1 && r.tune.budgetSeconds <= 600))
            check(QStringLiteral("range: budget %1").arg(r.tune.budgetSeconds));
        if (r.tune.sizes.size() > 4)
            check(QStringLiteral("range: %1 sizes").arg(r.tune.sizes.size()));
        for (const int n : r.tune.sizes)
            if (n < 1 || n > 8192)
                check(QStringLiteral("range: size %1").arg(n));
        check(says("device", r.device));
        break;
    case Kind::Tuning:
        if (r.device < 0)
            check(QStringLiteral("range: device %1").arg(r.device));
        check(says("device", r.device));
        break;
    case Kind::Gemv: {
        if (r.device < 0)
            check(QStringLiteral("range: device %1").arg(r.device));
        check(says("device", r.device));
        if (r.gemv.n < 1 || r.gemv.n > kMaxGemvN)
            check(QStringLiteral("range: n %1").arg(r.gemv.n));
        check(says("n", r.gemv.n));
        if (r.gemv.repeats < 1)
            check(QStringLiteral("range: repeats %1").arg(r.gemv.repeats));
        check(says("repeats", r.gemv.repeats));
        // Only an OpenCL rung of the ladder: the GEMM runs on the device.
        const VariantInfo *gemm = findVariant(r.gemv.gemmVariant);
        if (!gemm || gemm->backend != Backend::OpenCl)
            check(QStringLiteral("range: gemm %1").arg(QString::fromStdString(r.gemv.gemmVariant)));
        break;
    }
    case Kind::MultiDevice:
        if (r.multiDevice.n < 1 || r.multiDevice.n > kMaxMultiDeviceN)
            check(QStringLiteral("range: n %1").arg(r.multiDevice.n));
        check(says("n", r.multiDevice.n));
        for (const double w : r.multiDevice.split)
            if (!std::isfinite(w))
                check(QStringLiteral("range: split weight %1").arg(w));
        for (const int d : r.multiDevice.devices)
            if (d < 0)
                check(QStringLiteral("range: device %1").arg(d));
        if (r.multiDevice.repeats < 1)
            check(QStringLiteral("range: repeats %1").arg(r.multiDevice.repeats));
        check(says("repeats", r.multiDevice.repeats));
        break;
    }
    if (r.device < -1)
        check(QStringLiteral("range: device %1").arg(r.device));
    return bad;
}

// Every property for one input; `features` (when given) receives the kinds of requests and of
// refusals it met.
inline QString checkEngineUnguarded(const QByteArray &input, QSet<QString> *features)
{
    // Lines as runEngine reads them (std::getline): '\n' ends one.
    std::vector<std::string> lines;
    {
        std::istringstream in(input.toStdString());
        std::string line;
        while (std::getline(in, line))
            lines.push_back(line);
    }
    std::string quiet; // the lines that start nothing, in order; the others blank
    std::vector<std::string> refusals;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string &line = lines[i];
        const int lineNumber = int(i) + 1;
        if (line == "quit" || line == "quit\r") // runEngine's own: the end of its input
            break;
        QElapsedTimer clock;
        clock.start();
        std::string refusal;
        bool blank = line.find_first_not_of(" \t\r") == std::string::npos;
        bool measuring = false;
        if (!blank) {
            try {
                const EngineWords words = splitEngineRequest(line);
                if (words.verb != "cancel") {
                    const EngineRequest request = readEngineRequest(words);
                    measuring = true;
                    const QString bad = requestViolation(words, request);
                    if (!bad.isEmpty())
                        return QStringLiteral("line %1: %2").arg(lineNumber).arg(bad);
                    if (features)
                        features->insert(QStringLiteral("request/%1").arg(int(request.kind)));
                } else if (features) {
                    features->insert(QStringLiteral("cancel"));
                }
            } catch (const ComputeError &e) {
                if (e.kind() != ErrorKind::Usage)
                    return QStringLiteral("error-kind: line %1: %2 is not a usage error")
                        .arg(lineNumber)
                        .arg(QString::fromStdString(e.what()));
                refusal = e.what();
                if (refusal.empty())
                    return QStringLiteral("error-message: line %1 refused without a message")
                        .arg(lineNumber);
                if (features)
                    features->insert(QStringLiteral("refused/") +
                                     fuzz::violationTag(QString::fromStdString(refusal))
                                         .section(QLatin1Char('\''), 0, 0));
            }
        }
        const QString slow = fuzz::slowness(clock, QByteArray::fromStdString(line));
        if (!slow.isEmpty())
            return QStringLiteral("line %1: %2").arg(lineNumber).arg(slow);
        if (!refusal.empty())
            refusals.push_back(refusal);
        quiet += (measuring ? std::string() : line) + '\n';
    }

    // The engine itself answers every refused line, and only those, with one "done" line each.
    std::istringstream in(quiet);
    std::ostringstream out;
    QElapsedTimer clock;
    clock.start();
    if (runEngine(in, out) != 0)
        return QStringLiteral("exit: runEngine returned non-zero");
    const QString slow = fuzz::slowness(clock, input);
    if (!slow.isEmpty())
        return QStringLiteral("engine %1").arg(slow);
    const QByteArray events = QByteArray::fromStdString(out.str());
    QList<QByteArray> eventLines = events.split('\n');
    if (!eventLines.isEmpty() && eventLines.last().isEmpty())
        eventLines.removeLast();
    if (std::size_t(eventLines.size()) != refusals.size())
        return QStringLiteral("events: %1 event lines for %2 refused lines")
            .arg(eventLines.size())
            .arg(refusals.size());
    for (qsizetype i = 0; i < eventLines.size(); ++i) {
        QJsonParseError parse;
        const QJsonDocument doc = QJsonDocument::fromJson(eventLines[i], &parse);
        if (parse.error != QJsonParseError::NoError || !doc.isObject())
            return QStringLiteral("event-json: %1 in %2")
                .arg(parse.errorString(), fuzz::quoted(QString::fromUtf8(eventLines[i])));
        const QJsonObject event = doc.object();
        // The message as the line had it; where that is not UTF-8, any non-empty text will do.
        const QByteArray refusal = QByteArray::fromStdString(refusals[std::size_t(i)]);
        const QString expected = QString::fromUtf8(refusal);
        const QString error = event.value(QStringLiteral("error")).toString();
        if (event.value(QStringLiteral("event")).toString() != QLatin1String("done") ||
            event.value(QStringLiteral("cancelled")).toBool() || error.isEmpty() ||
            (expected.toUtf8() == refusal && error != expected))
            return QStringLiteral("event-done: %1 for the refusal %2")
                .arg(fuzz::quoted(QString::fromUtf8(eventLines[i])), fuzz::quoted(expected));
    }
    return QString();
}

inline QString checkEngine(const QByteArray &input, std::uint64_t = 0,
                           QSet<QString> *features = nullptr)
{
    return fuzz::guarded([&] { return checkEngineUnguarded(input, features); });
}

} // namespace gpulab::enginefuzz
