// SmiFields (see smifields.h): its columns; every text column but `nvml` and `nvidia_example`
// is required. `meaning` is GPU Lab's words: translated by i18n/<language>/smifields.csv.
#include "lessons/telemetry/smifields.h"

namespace gpulab {

TableLoad<SmiField> SmiFields::load(const QString &path, const DataCatalog &)
{
    using C = Column<SmiField>;
    return loadTable<SmiField>(
        path, {C::id("id", &SmiField::id), C::text("field", &SmiField::field, Presence::Required),
               C::text("nvidia_example", &SmiField::nvidiaExample),
               C::text("example", &SmiField::example, Presence::Required),
               C::text("nvml", &SmiField::nvml),
               C::text("meaning", &SmiField::meaning, Presence::Required).translatable(),
               C::source("source", &SmiField::source)});
}

} // namespace gpulab
