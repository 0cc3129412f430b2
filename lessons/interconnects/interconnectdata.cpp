// The interconnect data file's columns and consistency checks (see interconnectdata.h).
#include "lessons/interconnects/interconnectdata.h"

#include <cmath>

namespace gpulab {

namespace {

constexpr double kConsistency = 0.01; // relative: rounding in the vendors' figures

const char *const kFamilyNames[] = {"pcie", "nvlink", "nvswitch", "infiniband"};

} // namespace

std::vector<Column<Interconnect>> interconnectTable()
{
    using C = Column<Interconnect>;
    const auto required = Presence::Required;
    return {
        C::id("id", &Interconnect::id),
        C::oneOf("family", &Interconnect::family, choicesOf(kFamilyNames), required),
        C::text("name", &Interconnect::name, required),
        C::text("generation", &Interconnect::generation),
        C::whole("year", &Interconnect::year, 1990, 2035),
        C::text("example", &Interconnect::example).translatable(),
        C::number("links_per_gpu", "links", &Interconnect::linksPerGpu, 1, 1000),
        C::number("link_gbs", "GB/s", &Interconnect::linkGBs, 0.001, 1e5),
        C::number("per_direction_gbs", "GB/s", &Interconnect::perDirectionGBs, 0.001, 1e6,
                  required),
        C::number("bidirectional_gbs", "GB/s", &Interconnect::bidirectionalGBs, 0.001, 2e6),
        C::number("port_gbits", "Gb/s", &Interconnect::portGbits, 0.001, 1e5),
        C::number("gpus", "GPUs", &Interconnect::gpus, 1, 1e6),
        C::number("switch_chips", "chips", &Interconnect::switchChips, 1, 1e5),
        C::number("total_gbs", "GB/s", &Interconnect::totalGBs, 0.001, 1e9),
        C::number("latency_us", "\u00b5s", &Interconnect::latencyUs, 0.001, 1e6),
        C::text("latency_note", &Interconnect::latencyNote).translatable(),
        C::source("source", &Interconnect::source),
        C::text("notes", &Interconnect::notes).translatable(),
        C::text("name_label", &Interconnect::nameLabel).labelOf("name"),
    };
}

namespace {

bool close(double a, double b)
{
    return std::abs(a - b) <= kConsistency * std::max(std::abs(a), std::abs(b));
}

QString figure(double value)
{
    return QString::number(value, 'g', 10);
}

// The figures of a row must agree with each other (the first disagreement is reported).
void checkConsistency(Interconnect &link, QStringList &problems)
{
    const double perDirection = link.perDirectionGBs;
    if (!(perDirection > 0))
        problems << QStringLiteral("per_direction_gbs must be above 0");
    else if (isKnown(link.bidirectionalGBs) && !close(link.bidirectionalGBs, 2 * perDirection))
        problems << QStringLiteral("bidirectional_gbs (%1) is not 2 x per_direction_gbs (%2): is "
                                   "one of them per link or per direction?")
                        .arg(figure(link.bidirectionalGBs), figure(perDirection));
    else if (isKnown(link.linksPerGpu) && isKnown(link.linkGBs) &&
             !close(link.linksPerGpu * link.linkGBs, perDirection))
        problems << QStringLiteral("links_per_gpu x link_gbs (%1 x %2) is not per_direction_gbs "
                                   "(%3)")
                        .arg(figure(link.linksPerGpu), figure(link.linkGBs), figure(perDirection));
    else if (isKnown(link.portGbits) && !close(link.portGbits / 8, perDirection))
        problems << QStringLiteral("port_gbits / 8 (%1 / 8, bits to bytes) is not "
                                   "per_direction_gbs (%2)")
                        .arg(figure(link.portGbits), figure(perDirection));
    else if (isKnown(link.latencyUs) && link.latencyNote.isEmpty())
        problems << QStringLiteral("latency_us is given without a latency_note: say where the "
                                   "figure comes from (and \"typical, approx.\" when no vendor "
                                   "publishes it)");
}

} // namespace

double Interconnect::latencySeconds() const
{
    return hasLatency() ? latencyUs * 1e-6 : 0.0;
}

bool Interconnect::hasLatency() const
{
    return isKnown(latencyUs);
}

QString builtinInterconnectsPath()
{
    return QString::fromLatin1(InterconnectData::kBuiltinPath);
}

QString interconnectsPath()
{
    return dataFilePath(InterconnectData::kBuiltinPath, InterconnectData::kPathVariable);
}

QStringList interconnectColumns()
{
    return columnNames(interconnectTable());
}

QStringList requiredInterconnectColumns()
{
    return columnNames(interconnectTable(), true);
}

QString familyName(LinkFamily family)
{
    return QString::fromLatin1(kFamilyNames[int(family)]);
}

std::optional<LinkFamily> familyFromName(const QString &name)
{
    for (size_t i = 0; i < std::size(kFamilyNames); ++i)
        if (name.compare(QLatin1String(kFamilyNames[i]), Qt::CaseInsensitive) == 0)
            return LinkFamily(i);
    return std::nullopt;
}

const Interconnect *findInterconnect(const QList<Interconnect> &links, const QString &id)
{
    for (const Interconnect &link : links)
        if (link.id == id)
            return &link;
    return nullptr;
}

QList<Interconnect> interconnectsOf(const QList<Interconnect> &links, LinkFamily family)
{
    QList<Interconnect> result;
    for (const Interconnect &link : links)
        if (link.family == family)
            result << link;
    return result;
}

InterconnectLoad loadInterconnects(const QString &path)
{
    return loadTable<Interconnect>(path, interconnectTable(), checkConsistency);
}

InterconnectLoad InterconnectData::load(const QString &path, const DataCatalog &)
{
    return loadInterconnects(path);
}

} // namespace gpulab
