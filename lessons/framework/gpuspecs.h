// The GPU specifications data file (assets/data/gpu-specs.csv): one row per product with its
// memory bandwidth, float32 peak and the datasheet it came from. Data, not code: lessons and
// charts read figures from here. Lines starting with '#' are comments; fields may be quoted
// ("a, b"); every problem is reported as file + line + reason and the other rows still load.
#pragma once

#include "lessons/framework/lessoncontent.h"

#include <QList>
#include <QString>

namespace gpulab {

struct GpuSpec
{
    QString id;
    QString name;
    QString vendor;
    int year = 0;
    double memoryGB = 0;
    QString memoryType;
    double bandwidthGBs = 0;
    double fp32Tflops = 0;
    QString source;
};

struct GpuSpecsLoad
{
    QList<GpuSpec> specs;
    QList<LessonProblem> problems;
};

// ":/assets/data/gpu-specs.csv" (compiled in).
QString builtinGpuSpecsPath();
GpuSpecsLoad loadGpuSpecs(const QString &path = builtinGpuSpecsPath());

// One CSV line split into fields (RFC 4180 quoting within the line).
QStringList splitCsvLine(const QString &line, bool *ok = nullptr);

} // namespace gpulab
