// LinksTable: every row of the interconnect data file (interconnectdata.h) as a table a class can
// read aloud: per link and per GPU, one direction and both directions, InfiniBand ports in Gb/s
// beside their GB/s, NVSwitch systems with their GPU and switch-chip counts, and latency only
// where a figure exists ("typical, approx."). Each row's source and notes are its tooltip.
#pragma once

#include "lessons/interconnects/interconnectdata.h"

#include <QTableWidget>

namespace gpulab {

class LinksTable : public QTableWidget
{
    Q_OBJECT
public:
    enum Column { Name, Example, Links, PerLink, PerDirection, Both, Latency, ColumnCount };
    explicit LinksTable(const QList<Interconnect> &links, QWidget *parent = nullptr);
    int rowOf(const QString &id) const;
};

} // namespace gpulab
