// ScratchData (see scratchdata.h): its columns, and no checks of its own.
#include "scratchdata.h"

namespace gpulab {

TableLoad<ScratchRow> ScratchData::load(const QString &path, const DataCatalog &)
{
    using C = Column<ScratchRow>;
    return loadTable<ScratchRow>(path,
                                 {C::id("id", &ScratchRow::id),
                                  C::number("weight_kg", "kg", &ScratchRow::weightKg, 0.001, 1e6),
                                  C::source("source", &ScratchRow::source)});
}

} // namespace gpulab
