// The Telemetry lesson's own data table (smifields.csv, compiled in under
// :/lessons/telemetry/): the fields of nvidia-smi's summary table and of `nvidia-smi -q` that the
// lesson explains, each with its reading in the output NVIDIA publishes (nvidia-smi-example.txt)
// where that shows it, an illustrative reading under load, the NVML call behind it, what it means
// and the documentation it comes from. Declared here and in lesson.cmake's DATA only.
#pragma once

#include "lessons/framework/datatable.h"

#include <QString>

namespace gpulab {

class DataCatalog;

struct SmiField
{
    QString id;
    QString field;         // as nvidia-smi prints it ("GPU-Util", "Pwr:Usage/Cap")
    QString nvidiaExample; // as NVIDIA's published output prints it; empty: only in -q
    QString example;       // an illustrative reading under a training job, as printed
    QString nvml;          // the NVML call that answers it
    QString meaning;       // what it measures, and what it does not
    QString source;
    int line = 0;
};

struct SmiFields
{
    using Row = SmiField;
    static constexpr char kName[] = "telemetry-smi-fields";
    static constexpr char kBuiltinPath[] = ":/lessons/telemetry/smifields.csv";
    static constexpr char kPathVariable[] = "GPULAB_SMI_FIELDS_FILE";
    static TableLoad<SmiField> load(const QString &path, const DataCatalog &before);
};

} // namespace gpulab
