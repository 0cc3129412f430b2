// The interconnect data file (assets/data/interconnects.csv, documented in assets/data/README.md):
// one row per link type (PCIe 3.0-5.0 x16, NVLink 1-5, InfiniBand EDR-XDR ports) or NVSwitch
// system (DGX A100, DGX H100, GB200 NVL72), each with its source. The "NVLink and interconnects"
// lesson takes every bandwidth and latency it uses from here.
//
// Read by the one table reader (lessons/framework/datatable.h: comments, header by name,
// quoting, ids, numbers, an EMPTY numeric cell = not applicable / not published (NaN), FILE:LINE
// problems), and kept in the DataCatalog as the table InterconnectData. Units are in the column
// names: *_gbs = 10^9 BYTES per second, port_gbits = 10^9 BITS per second, latency_us =
// microseconds. Its own rules: family from a fixed list, year 1990-2035, per_direction_gbs > 0,
// consistency (bidirectional_gbs = 2 x per_direction_gbs; links_per_gpu x link_gbs =
// per_direction_gbs; port_gbits / 8 = per_direction_gbs), and a latency only with a
// latency_note naming its source.
#pragma once

#include "lessons/framework/datatable.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <limits>
#include <optional>

namespace gpulab {

class DataCatalog;

enum class LinkFamily { Pcie, NvLink, NvSwitch, InfiniBand };

struct Interconnect
{
    static constexpr double kUnknown = std::numeric_limits<double>::quiet_NaN();

    // Required.
    QString id; // "pcie-4", "nvlink-4", "ib-ndr", "dgx-h100"
    LinkFamily family = LinkFamily::Pcie;
    QString name;               // "PCIe 4.0 x16"
    double perDirectionGBs = 0; // 10^9 bytes/s one way: per GPU (all links) or per port
    QString source;

    QString generation; // "4.0", "4", "NDR"
    int year = 0;       // 0 when the file leaves it empty
    QString example;    // a GPU or system that uses it
    double linksPerGpu = kUnknown;
    double linkGBs = kUnknown;          // one link, one direction
    double bidirectionalGBs = kUnknown; // both directions added (the vendors' headline)
    double portGbits = kUnknown;        // InfiniBand: 10^9 bits/s per 4x port, one direction
    double gpus = kUnknown;             // systems: GPUs in the NVLink domain
    double switchChips = kUnknown;      // systems: NVSwitch / NVLink Switch chips
    double totalGBs = kUnknown;         // systems: all GPUs, both directions
    double latencyUs = kUnknown;        // typical per-step latency, approx. (see latencyNote)
    QString latencyNote;
    QString notes;
    // What people see for `name` (name_label, translated; name's text when empty).
    QString nameLabel;
    int line = 0;

    double bytesPerSecond() const { return perDirectionGBs * 1e9; }
    // 0 when the file gives no latency.
    double latencySeconds() const;
    bool hasLatency() const;
};

using InterconnectLoad = TableLoad<Interconnect>;

// The table as the DataCatalog knows it (declared in lesson.cmake: DATA InterconnectData).
struct InterconnectData
{
    using Row = Interconnect;
    static constexpr char kName[] = "interconnects";
    static constexpr char kBuiltinPath[] = ":/assets/data/interconnects.csv";
    static constexpr char kPathVariable[] = "GPULAB_INTERCONNECTS_FILE"; // a corrected copy
    static InterconnectLoad load(const QString &path, const DataCatalog &before);
};

// ":/assets/data/interconnects.csv" (compiled in).
QString builtinInterconnectsPath();
// $GPULAB_INTERCONNECTS_FILE when set (an instructor's corrected copy), else the built-in one.
QString interconnectsPath();
InterconnectLoad loadInterconnects(const QString &path);

// The column declarations (datatable.h): what loadInterconnects() reads and what tests/fuzz
// checks every loaded cell against.
std::vector<Column<Interconnect>> interconnectTable();
QStringList interconnectColumns();
QStringList requiredInterconnectColumns();

// "pcie", "nvlink", "nvswitch", "infiniband", and back (case-insensitive).
QString familyName(LinkFamily family);
std::optional<LinkFamily> familyFromName(const QString &name);

const Interconnect *findInterconnect(const QList<Interconnect> &links, const QString &id);
QList<Interconnect> interconnectsOf(const QList<Interconnect> &links, LinkFamily family);

} // namespace gpulab
