// The engine's gemv request and its report (see gemvrequest.h).
#include "lessons/inference/gemvrequest.h"

namespace gpulab {

QString requestLine(const GemvRequest &request)
{
    return QStringLiteral("gemv device=%1 n=%2 repeats=%3")
        .arg(request.device)
        .arg(request.n)
        .arg(request.repeats);
}

ProductMeasurement productMeasurementFromJson(const QJsonObject &o)
{
    ProductMeasurement p;
    p.kernel = o.value(QStringLiteral("kernel")).toString().toStdString();
    p.variant = o.value(QStringLiteral("variant")).toString().toStdString();
    p.n = o.value(QStringLiteral("n")).toInt();
    p.repeats = o.value(QStringLiteral("repeats")).toInt();
    p.secondsMedian = o.value(QStringLiteral("seconds_median")).toDouble();
    p.secondsMin = o.value(QStringLiteral("seconds_min")).toDouble();
    p.secondsMax = o.value(QStringLiteral("seconds_max")).toDouble();
    p.deviceSecondsMedian = o.value(QStringLiteral("device_seconds_median")).toDouble(-1);
    p.flops = o.value(QStringLiteral("flops")).toDouble();
    p.bytes = o.value(QStringLiteral("bytes")).toDouble();
    p.relError = o.value(QStringLiteral("rel_error")).toDouble(-1);
    p.verified = o.value(QStringLiteral("verified")).toBool();
    p.message = o.value(QStringLiteral("message")).toString().toStdString();
    p.parameters = o.value(QStringLiteral("parameters")).toString().toStdString();
    return p;
}

GemvReport gemvReportFromJson(const QJsonObject &o)
{
    GemvReport r;
    r.n = o.value(QStringLiteral("n")).toInt();
    r.deviceName = o.value(QStringLiteral("device")).toString().toStdString();
    r.copies = o.value(QStringLiteral("copies")).toInt();
    r.buildSeconds = o.value(QStringLiteral("build_seconds")).toDouble();
    r.cancelled = o.value(QStringLiteral("cancelled")).toBool();
    r.gemv = productMeasurementFromJson(o.value(QStringLiteral("gemv")).toObject());
    r.gemm = productMeasurementFromJson(o.value(QStringLiteral("gemm")).toObject());
    return r;
}

} // namespace gpulab
