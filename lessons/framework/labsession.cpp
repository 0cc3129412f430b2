// Saving and loading Live Lab sessions (see labsession.h).
#include "lessons/framework/labsession.h"
#include "lessons/framework/boundedfile.h"
#include "lessons/framework/failwith.h"
#include "lessons/framework/jsonfile.h"
#include "lessons/framework/lessoncontent.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include "compute/boundedtext.h"
#include "compute/provenance.h"
#include "lessons/framework/sentencetext.h"

#include <cmath>
#include <limits>

namespace gpulab {

namespace {
constexpr auto kFormat = "gpulab-lab-session";
constexpr int kVersion = 2;
constexpr int kOldestVersion = 1; // before provenance

// Its sentences' translation context (a class, so that lupdate finds its tr() calls).
class SessionText
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::LabSession)
};

BenchResult::Status statusFromName(const QString &name, bool *ok)
{
    *ok = true;
    for (auto status : {BenchResult::Status::Ok, BenchResult::Status::Failed,
                        BenchResult::Status::Error, BenchResult::Status::Skipped})
        if (name == QString::fromUtf8(statusName(status)))
            return status;
    *ok = false;
    return BenchResult::Status::Error;
}
} // namespace

QJsonObject resultToJson(const BenchResult &r)
{
    return {{QStringLiteral("variant"), jsonText(r.variant)},
            {QStringLiteral("n"), r.n},
            {QStringLiteral("status"), QString::fromUtf8(statusName(r.status))},
            {QStringLiteral("seconds_median"), r.secondsMedian},
            {QStringLiteral("gflops"), r.gflops},
            {QStringLiteral("speedup_vs_serial"), r.speedupVsSerial},
            {QStringLiteral("verified"), r.verified},
            {QStringLiteral("rel_error"), r.relError},
            {QStringLiteral("build_seconds"), r.buildSeconds},
            {QStringLiteral("repeats"), r.repeats},
            {QStringLiteral("message"), jsonText(r.message)}};
}

std::optional<BenchResult> resultFromJson(const QJsonObject &o, QString *error, QString *badKey)
{
    auto refuse = [&](const char *key, const QString &why) {
        if (badKey)
            *badKey = QLatin1String(key);
        return failWith<std::optional<BenchResult>>(error, why);
    };
    // A number in [minimum, maximum]; `absent` where the key may be left out (or is -1: not
    // measured) and the value it then has.
    auto figure = [&](const char *key, double minimum, double maximum, double *out,
                      std::optional<double> absent = std::nullopt) {
        const QJsonValue value = o.value(QLatin1String(key));
        if (absent &&
            (value.isUndefined() || value.isNull() || (*absent == -1 && value.toDouble(0) == -1))) {
            *out = *absent;
            return true;
        }
        const double v = value.toDouble(std::nan(""));
        if (!value.isDouble() || !(v >= minimum && v <= maximum))
            return false;
        *out = v;
        return true;
    };
    if (!o.value(QStringLiteral("variant")).isString())
        return refuse("variant", SessionText::tr("a result has no \"variant\""));
    BenchResult r;
    double n = 0;
    if (!figure("n", 1, sessionlimit::kMaxN, &n) || n != std::floor(n))
        return refuse("n", SessionText::tr("a result's \"n\" must be a whole number from 1 to %1")
                               .arg(sessionlimit::kMaxN));
    bool ok = false;
    r.status = statusFromName(o.value(QStringLiteral("status")).toString(), &ok);
    if (!ok)
        return refuse(
            "status",
            SessionText::tr("a result's \"status\" is not one of ok, FAILED, error, skipped"));
    auto fromZero = [&](const char *key, double maximum) {
        return refuse(key, SessionText::tr("a result's \"%1\" must be a number from 0 to %2")
                               .arg(QLatin1String(key))
                               .arg(maximum));
    };
    if (!figure("seconds_median", 0, sessionlimit::kMaxSeconds, &r.secondsMedian))
        return fromZero("seconds_median", sessionlimit::kMaxSeconds);
    if (!figure("gflops", 0, sessionlimit::kMaxGflops, &r.gflops))
        return fromZero("gflops", sessionlimit::kMaxGflops);
    if (!figure("build_seconds", 0, sessionlimit::kMaxSeconds, &r.buildSeconds, 0.0))
        return fromZero("build_seconds", sessionlimit::kMaxSeconds);
    if (!figure("speedup_vs_serial", 0, sessionlimit::kMaxSpeedup, &r.speedupVsSerial, -1.0))
        return refuse(
            "speedup_vs_serial",
            SessionText::tr("a result's \"speedup_vs_serial\" must be -1 (not measured) or "
                            "a number from 0 to %1")
                .arg(sessionlimit::kMaxSpeedup));
    if (!figure("rel_error", 0, std::numeric_limits<double>::max(), &r.relError, -1.0))
        return refuse("rel_error", SessionText::tr("a result's \"rel_error\" must be -1 (not "
                                                   "verified) or a number from 0"));
    double repeats = 0;
    if (!figure("repeats", 0, sessionlimit::kMaxRepeats, &repeats, 0.0) ||
        repeats != std::floor(repeats))
        return refuse("repeats",
                      SessionText::tr("a result's \"repeats\" must be a whole number from 0 to %1")
                          .arg(sessionlimit::kMaxRepeats));
    r.variant = cutText(o.value(QStringLiteral("variant")).toString().toStdString());
    r.n = int(n);
    r.repeats = int(repeats);
    r.verified = o.value(QStringLiteral("verified")).toBool();
    r.message =
        cutText(o.value(QStringLiteral("message")).toString().toStdString(), kMaxMessageBytes);
    return r;
}

QJsonObject currentProvenanceJson(const DeviceInfo *device)
{
    // One writer of the provenance object: compute's, the same the CLI's --json carries.
    const std::string text = json::provenance(currentProvenance({device}));
    return QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
}

QString provenanceSummary(const QJsonObject &provenance)
{
    if (provenance.isEmpty())
        return {};
    QStringList parts;
    const QString version = provenance.value(QStringLiteral("app_version")).toString();
    if (!version.isEmpty())
        parts << SessionText::tr("GPU Lab %1").arg(version);
    const QJsonObject device =
        provenance.value(QStringLiteral("devices")).toArray().first().toObject();
    const QString platform = device.value(QStringLiteral("platform")).toString().trimmed();
    const QString driver = device.value(QStringLiteral("driver_version")).toString().trimmed();
    if (!platform.isEmpty() || !driver.isEmpty())
        parts << QStringList{platform, driver}.join(QLatin1Char(' ')).trimmed();
    const QString cpu = provenance.value(QStringLiteral("cpu_model")).toString().trimmed();
    if (!cpu.isEmpty())
        parts << cpu;
    return itemList(parts);
}

bool saveLabSession(const QString &path, const LabSession &session, QString *error)
{
    auto list = [](const std::vector<BenchResult> &results) {
        QJsonArray array;
        for (const BenchResult &r : results)
            array.append(resultToJson(r));
        return array;
    };
    QJsonObject root{
        {QStringLiteral("format"), QLatin1String(kFormat)},
        {QStringLiteral("version"), kVersion},
        {QStringLiteral("device"), session.device},
        {QStringLiteral("saved"), session.saved.toUTC().toString(Qt::ISODateWithMs)},
        {QStringLiteral("provenance"),
         session.provenance.isEmpty()
             ? currentProvenanceJson(session.measuredOn ? &*session.measuredOn : nullptr)
             : session.provenance},
        {QStringLiteral("race"), list(session.race)},
        {QStringLiteral("ladder"), list(session.ladder)},
        {QStringLiteral("scaling"), list(session.scaling)},
        {QStringLiteral("roofline"), list(session.roofline)}};
    root.insert(
        QStringLiteral("roofs"),
        session.roofs.peakGflops > 0
            ? QJsonValue(QJsonObject{{QStringLiteral("bandwidth_gbs"), session.roofs.bandwidthGBs},
                                     {QStringLiteral("peak_gflops"), session.roofs.peakGflops}})
            : QJsonValue(QJsonValue::Null));
    return writeWholeFile(path, jsonFileBytes(QJsonDocument(root)), error);
}

namespace {

// A session from a file's bytes, or nullopt with *why and the *line at fault (0: none).
std::optional<LabSession> readLabSession(const QByteArray &bytes, int *line, QString *why)
{
    const JsonLocator locate(bytes);
    auto refuse = [&](const QVariantList &where, const QString &message) {
        *line = where.isEmpty() ? 0 : locate.lineOfPath(where);
        return failWith<std::optional<LabSession>>(why, message);
    };
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parse);
    if (parse.error != QJsonParseError::NoError) {
        *line = locate.lineOfOffset(parse.offset);
        return failWith<std::optional<LabSession>>(
            why, SessionText::tr("not valid JSON: %1").arg(parse.errorString()));
    }
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(kFormat))
        return refuse({QStringLiteral("format")}, SessionText::tr("not a GPU Lab session file"));
    const int version = root.value(QStringLiteral("version")).toInt();
    if (version < kOldestVersion || version > kVersion)
        return refuse(
            {QStringLiteral("version")},
            SessionText::tr("session version %1 is not supported (this GPU Lab reads %2 to %3)")
                .arg(version)
                .arg(kOldestVersion)
                .arg(kVersion));
    LabSession session;
    session.device =
        jsonText(cutText(root.value(QStringLiteral("device")).toString().toStdString()));
    const QJsonValue provenance = root.value(QStringLiteral("provenance"));
    if (version >= 2 && !provenance.isObject())
        return refuse({QStringLiteral("provenance")},
                      SessionText::tr("\"provenance\" must be an object (where the session was "
                                      "measured)"));
    session.provenance = provenance.toObject();
    session.saved =
        QDateTime::fromString(root.value(QStringLiteral("saved")).toString(), Qt::ISODate);
    for (auto [key, target] :
         {std::pair{"race", &session.race}, std::pair{"ladder", &session.ladder},
          std::pair{"scaling", &session.scaling}, std::pair{"roofline", &session.roofline}}) {
        const QString name = QLatin1String(key);
        const QJsonValue value = root.value(name);
        if (value.isUndefined())
            continue;
        if (!value.isArray())
            return refuse({name}, SessionText::tr("\"%1\" must be a list of results").arg(name));
        const QJsonArray results = value.toArray();
        for (int i = 0; i < results.size(); ++i) {
            QString wrong, badKey;
            const auto result = resultFromJson(results.at(i).toObject(), &wrong, &badKey);
            if (!result)
                return refuse({name, i, badKey}, QStringLiteral("%1: %2").arg(name, wrong));
            target->push_back(*result);
        }
    }
    const QJsonObject roofs = root.value(QStringLiteral("roofs")).toObject();
    const double bandwidth = roofs.value(QStringLiteral("bandwidth_gbs")).toDouble();
    const double peak = roofs.value(QStringLiteral("peak_gflops")).toDouble();
    if (!(bandwidth >= 0 && bandwidth <= sessionlimit::kMaxBandwidthGBs))
        return refuse({QStringLiteral("roofs"), QStringLiteral("bandwidth_gbs")},
                      SessionText::tr("\"bandwidth_gbs\" must be a number from 0 to %1 GB/s")
                          .arg(sessionlimit::kMaxBandwidthGBs));
    if (!(peak >= 0 && peak <= sessionlimit::kMaxGflops))
        return refuse({QStringLiteral("roofs"), QStringLiteral("peak_gflops")},
                      SessionText::tr("\"peak_gflops\" must be a number from 0 to %1 GFLOP/s")
                          .arg(sessionlimit::kMaxGflops));
    // Measured roofs have a peak above 0, as saveLabSession() writes them (a bandwidth alone
    // would be dropped by the next save).
    if (peak > 0) {
        session.roofs.bandwidthGBs = bandwidth;
        session.roofs.peakGflops = peak;
    }
    return session;
}

} // namespace

std::optional<LabSession> loadLabSession(const QString &path, QString *error)
{
    QString why;
    const std::optional<QByteArray> bytes =
        readBoundedFile(path, filelimit::kSession, SessionText::tr("a saved session"), &why);
    if (!bytes) {
        if (error)
            *error = LessonProblem{path, 0, why}.toString();
        return std::nullopt;
    }
    return parseLabSession(*bytes, path, error);
}

std::optional<LabSession> parseLabSession(const QByteArray &bytes, const QString &path,
                                          QString *error)
{
    QString why;
    int line = 0;
    std::optional<LabSession> session = readLabSession(bytes, &line, &why);
    if (!session && error)
        *error = LessonProblem{path, line, why}.toString();
    return session;
}

} // namespace gpulab
