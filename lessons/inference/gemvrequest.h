// The engine's `gemv` request (compute/engine.h, compute/gemv.h) as the window writes it, and its
// "gemv" event read back into compute's GemvReport. They belong beside the other typed requests
// and readers of lessons/framework/engineclient.h; they live here until the framework takes them
// (this lesson is the only one that sends the request).
#pragma once

#include "compute/gemv.h"

#include <QJsonObject>
#include <QString>

namespace gpulab {

struct GemvRequest
{
    int device = 0;
    int n = 2048;
    int repeats = 5;
};
QString requestLine(const GemvRequest &request);

ProductMeasurement productMeasurementFromJson(const QJsonObject &object);
GemvReport gemvReportFromJson(const QJsonObject &object);

} // namespace gpulab
