// ScratchModel (see scratchmodel.h).
#include "scratchmodel.h"

#include "scratchdata.h"

#include <algorithm>

namespace gpulab {

ScratchModel::ScratchModel(const DataCatalog &data)
    : m_dataRows(int(data.rows<ScratchData>().size()))
{}

void ScratchModel::reset(quint64 seed)
{
    m_seed = seed;
    m_time = 0;
    m_steps = 0;
    m_beat = 0;
}

void ScratchModel::step(double dtSeconds)
{
    m_time += dtSeconds;
    ++m_steps;
}

// Every parameter, e.g. .whole("workers", &Settings::workers, 1, 256) (parametertable.h).
ParameterTable<ScratchModel::Settings> ScratchModel::parameterTable()
{
    return ParameterTable<Settings>();
}

QJsonObject ScratchModel::parameters() const
{
    return parameterTable().write(m_settings);
}

bool ScratchModel::setParameters(const QJsonObject &parameters, QString *error)
{
    return parameterTable().read(parameters, m_settings, error);
}

QJsonObject ScratchModel::state() const
{
    return {{QStringLiteral("steps"), m_steps},
            {QStringLiteral("beat"), m_beat},
            {QStringLiteral("dataRows"), m_dataRows}};
}

void ScratchModel::setBeat(int beat)
{
    m_beat = std::clamp(beat, 0, beatCount() - 1);
}

} // namespace gpulab
