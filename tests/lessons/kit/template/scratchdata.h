// The kit test's scratch lesson data table: a lesson folder's own CSV file (scratch.csv, compiled
// in under :/lessons/kitscratch/), declared here and in lesson.cmake's DATA only.
#pragma once

#include "lessons/framework/datatable.h"

#include <QString>

namespace gpulab {

class DataCatalog;

struct ScratchRow
{
    QString id;
    double weightKg = kUnknownFigure;
    QString source;
    int line = 0;
};

struct ScratchData
{
    using Row = ScratchRow;
    static constexpr char kName[] = "kit-scratch-weights";
    static constexpr char kBuiltinPath[] = ":/lessons/kitscratch/scratch.csv";
    static constexpr char kPathVariable[] = "GPULAB_KIT_SCRATCH_FILE";
    static TableLoad<ScratchRow> load(const QString &path, const DataCatalog &before);
};

} // namespace gpulab
