// Saving and loading Live Lab sessions (see labsession.h).
#include "lessons/livelab/labsession.h"
#include "lessons/framework/boundedfile.h"
#include "lessons/framework/failwith.h"
#include "lessons/framework/jsonfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include "compute/provenance.h"

namespace gpulab {

namespace {
constexpr auto kFormat = "gpulab-lab-session";
constexpr int kVersion = 2;
constexpr int kOldestVersion = 1; // before provenance

QString trSession(const char *text)
{
    return QCoreApplication::translate("gpulab::LabSession", text);
}

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
    return {{QStringLiteral("variant"), QString::fromStdString(r.variant)},
            {QStringLiteral("n"), r.n},
            {QStringLiteral("status"), QString::fromUtf8(statusName(r.status))},
            {QStringLiteral("seconds_median"), r.secondsMedian},
            {QStringLiteral("gflops"), r.gflops},
            {QStringLiteral("speedup_vs_serial"), r.speedupVsSerial},
            {QStringLiteral("verified"), r.verified},
            {QStringLiteral("rel_error"), r.relError},
            {QStringLiteral("build_seconds"), r.buildSeconds},
            {QStringLiteral("repeats"), r.repeats},
            {QStringLiteral("message"), QString::fromStdString(r.message)}};
}

std::optional<BenchResult> resultFromJson(const QJsonObject &o, QString *error)
{
    if (!o.value(QStringLiteral("variant")).isString())
        return failWith<std::optional<BenchResult>>(error,
                                                    trSession("a result has no \"variant\""));
    const QJsonValue n = o.value(QStringLiteral("n"));
    if (!n.isDouble() || n.toDouble() < 1 || n.toDouble() != double(n.toInt()))
        return failWith<std::optional<BenchResult>>(
            error, trSession("a result's \"n\" must be a whole number from 1"));
    bool ok = false;
    BenchResult r;
    r.status = statusFromName(o.value(QStringLiteral("status")).toString(), &ok);
    if (!ok)
        return failWith<std::optional<BenchResult>>(
            error, trSession("a result's \"status\" is not one of ok, FAILED, error, skipped"));
    for (const char *key : {"seconds_median", "gflops"})
        if (!o.value(QLatin1String(key)).isDouble() || o.value(QLatin1String(key)).toDouble() < 0)
            return failWith<std::optional<BenchResult>>(
                error,
                trSession("a result's \"%1\" must be a number from 0").arg(QLatin1String(key)));
    r.variant = o.value(QStringLiteral("variant")).toString().toStdString();
    r.n = n.toInt();
    r.secondsMedian = o.value(QStringLiteral("seconds_median")).toDouble();
    r.gflops = o.value(QStringLiteral("gflops")).toDouble();
    r.speedupVsSerial = o.value(QStringLiteral("speedup_vs_serial")).toDouble(-1);
    r.verified = o.value(QStringLiteral("verified")).toBool();
    r.relError = o.value(QStringLiteral("rel_error")).toDouble(-1);
    r.buildSeconds = o.value(QStringLiteral("build_seconds")).toDouble();
    r.repeats = o.value(QStringLiteral("repeats")).toInt();
    r.message = o.value(QStringLiteral("message")).toString().toStdString();
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
        parts << trSession("GPU Lab %1").arg(version);
    const QJsonObject device =
        provenance.value(QStringLiteral("devices")).toArray().first().toObject();
    const QString platform = device.value(QStringLiteral("platform")).toString().trimmed();
    const QString driver = device.value(QStringLiteral("driver_version")).toString().trimmed();
    if (!platform.isEmpty() || !driver.isEmpty())
        parts << QStringList{platform, driver}.join(QLatin1Char(' ')).trimmed();
    const QString cpu = provenance.value(QStringLiteral("cpu_model")).toString().trimmed();
    if (!cpu.isEmpty())
        parts << cpu;
    return parts.join(QStringLiteral(", "));
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
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    file.write(jsonFileBytes(QJsonDocument(root)));
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

std::optional<LabSession> loadLabSession(const QString &path, QString *error)
{
    QString why;
    const std::optional<QByteArray> bytes =
        readBoundedFile(path, filelimit::kSession, trSession("a saved session"), &why);
    if (!bytes)
        return failWith<std::optional<LabSession>>(error, why);
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parse);
    if (parse.error != QJsonParseError::NoError)
        return failWith<std::optional<LabSession>>(
            error, trSession("not valid JSON: %1").arg(parse.errorString()));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(kFormat))
        return failWith<std::optional<LabSession>>(error, trSession("not a GPU Lab session file"));
    const int version = root.value(QStringLiteral("version")).toInt();
    if (version < kOldestVersion || version > kVersion)
        return failWith<std::optional<LabSession>>(
            error, trSession("session version %1 is not supported (this GPU Lab reads %2 to %3)")
                       .arg(version)
                       .arg(kOldestVersion)
                       .arg(kVersion));
    LabSession session;
    session.device = root.value(QStringLiteral("device")).toString();
    const QJsonValue provenance = root.value(QStringLiteral("provenance"));
    if (version >= 2 && !provenance.isObject())
        return failWith<std::optional<LabSession>>(
            error, trSession("\"provenance\" must be an object (where the session was measured)"));
    session.provenance = provenance.toObject();
    session.saved =
        QDateTime::fromString(root.value(QStringLiteral("saved")).toString(), Qt::ISODate);
    for (auto [key, target] :
         {std::pair{"race", &session.race}, std::pair{"ladder", &session.ladder},
          std::pair{"scaling", &session.scaling}, std::pair{"roofline", &session.roofline}}) {
        const QJsonValue value = root.value(QLatin1String(key));
        if (value.isUndefined())
            continue;
        if (!value.isArray())
            return failWith<std::optional<LabSession>>(
                error, trSession("\"%1\" must be a list of results").arg(QLatin1String(key)));
        for (const QJsonValue &item : value.toArray()) {
            QString why;
            const auto result = resultFromJson(item.toObject(), &why);
            if (!result)
                return failWith<std::optional<LabSession>>(
                    error, QStringLiteral("%1: %2").arg(QLatin1String(key), why));
            target->push_back(*result);
        }
    }
    const QJsonObject roofs = root.value(QStringLiteral("roofs")).toObject();
    const double bandwidth = roofs.value(QStringLiteral("bandwidth_gbs")).toDouble();
    const double peak = roofs.value(QStringLiteral("peak_gflops")).toDouble();
    if (bandwidth < 0 || peak < 0)
        return failWith<std::optional<LabSession>>(error,
                                                   trSession("\"roofs\" must hold numbers from 0"));
    // Measured roofs have a peak above 0, as saveLabSession() writes them (a bandwidth alone
    // would be dropped by the next save).
    if (peak > 0) {
        session.roofs.bandwidthGBs = bandwidth;
        session.roofs.peakGflops = peak;
    }
    return session;
}

} // namespace gpulab
