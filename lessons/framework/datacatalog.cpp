// DataCatalog (see datacatalog.h): the framework's table, then every lesson's.
#include "lessons/framework/datacatalog.h"

#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/lessonregistry.h"
#include "lessons/framework/modelspecs.h"

#include <algorithm>

namespace gpulab {

DataCatalog DataCatalog::load()
{
    DataCatalog catalog;
    catalog.read<GpuSpecs>();
    catalog.read<ModelSpecs>();
    for (const LessonDataEntry &entry : lessonDataTable())
        entry.read(catalog);
    return catalog;
}

QList<LessonProblem> DataCatalog::setLanguage(const QLocale &locale)
{
    m_language = locale;
    QList<LessonProblem> problems;
    for (std::size_t i = 0; i < m_tables.size(); ++i) {
        translateTable(i);
        for (const DataFileReport &file : std::as_const(m_files))
            if (file.table == m_tables[i].name)
                problems += file.translation.problems;
    }
    return problems;
}

void DataCatalog::translateTable(std::size_t index)
{
    Stored &table = m_tables[index];
    for (DataFileReport &file : m_files)
        if (file.table == table.name)
            file.translation =
                table.translate ? table.translate(table.rows, m_language) : TableTranslation();
}

QList<LessonProblem> DataCatalog::problems() const
{
    QList<LessonProblem> all;
    for (const DataFileReport &file : m_files)
        all += file.problems + file.translation.problems;
    return all;
}

void DataCatalog::remove(const QString &name)
{
    std::erase_if(m_tables, [&name](const Stored &table) { return table.name == name; });
    m_files.removeIf([&name](const DataFileReport &file) { return file.table == name; });
}

} // namespace gpulab
