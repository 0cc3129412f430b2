// DataCatalog: every data table of the program, read once, with every problem of every file.
// The application loads one (MainWindow) and lends it to panels through their LessonContext;
// models that need figures get it from their factory (lessonregistry.h); `gpulab-cli data check`
// loads one and prints its problems. Nothing else parses a data file.
//
// The tables: the framework's gpu-specs first, then each lesson's in lesson-folder order (the
// lesson table generated from each lesson.cmake's `DATA` classes, lessonkit.cmake). A table is
// a class (declared in <lesson folder>/<lowercase class name>.h) with
//   using Row = ...;                          // the row struct, with an `int line` member
//   static constexpr char kName[] = "...";     // "interconnects": `data check` shows it
//   static constexpr char kBuiltinPath[] = ":/lessons/<folder>/x.csv";  // compiled in
//   static constexpr char kPathVariable[] = "GPULAB_..._FILE";  // an instructor's copy
//   static TableLoad<Row> load(const QString &path, const DataCatalog &before);
// where `load` is loadTable() over its columns plus its own cross-checks, and `before` holds the
// tables loaded before it (gpu-specs for every lesson table). Read rows with rows<Table>().
//
// The catalog speaks one language: setLanguage(locale) gives every table's translatable columns
// (datatable.h: `.translatable()`) the text of its overlay for that language,
// i18n/<language>/<file name> beside the file read, English where the overlay has none. The
// application sets it to the UI language, and again on every language switch, before it makes
// the page again; the rows stay the same objects, only their text changes.
#pragma once

#include "lessons/framework/datatable.h"

#include <QList>
#include <QLocale>
#include <QString>

#include <any>
#include <functional>
#include <vector>

namespace gpulab {

// One data file as the catalog loaded it.
struct DataFileReport
{
    QString table;    // the table's kName
    QString variable; // its kPathVariable, which names an instructor's copy
    QString file;     // the path read: the built-in copy or $variable's
    int rows = 0;     // rows loaded (rows with a problem are left out)
    QList<LessonProblem> problems;
    // In the catalog's language (setLanguage): the overlay applied (empty: none), its problems
    // and the English cells of translatable columns it leaves untranslated.
    TableTranslation translation;
};

class DataCatalog
{
public:
    // An empty catalog: every table has no rows (tests; the lesson check counting beats).
    DataCatalog() = default;
    // Every table the program declares, each from its $kPathVariable file or its built-in one,
    // in English.
    static DataCatalog load();

    // Every table's translatable text in `locale`'s language (English: the files' own), and
    // each later add<>() too. Returns the problems of the overlays read (also in problems()).
    QList<LessonProblem> setLanguage(const QLocale &locale);
    const QLocale &language() const { return m_language; }

    // The rows of a table; none when the catalog does not hold it.
    template <class Table> const QList<typename Table::Row> &rows() const
    {
        using Rows = QList<typename Table::Row>;
        for (const Stored &table : m_tables)
            if (table.name == QLatin1String(Table::kName))
                if (const Rows *rows = std::any_cast<Rows>(&table.rows))
                    return *rows;
        static const Rows none;
        return none;
    }
    template <class Table> bool contains() const
    {
        for (const Stored &table : m_tables)
            if (table.name == QLatin1String(Table::kName))
                return true;
        return false;
    }

    // Reads Table from its file (the built-in one, or $kPathVariable's) and adds it.
    template <class Table> void read()
    {
        const QString path = dataFilePath(Table::kBuiltinPath, Table::kPathVariable);
        add<Table>(path, Table::load(path, *this));
    }
    // Adds a table loaded from `path` (replacing one with the same name).
    template <class Table> void add(const QString &path, const TableLoad<typename Table::Row> &load)
    {
        using Rows = QList<typename Table::Row>;
        const QString name = QString::fromLatin1(Table::kName);
        remove(name);
        Translate translate;
        if (load.translate)
            translate = [apply = load.translate](std::any &rows, const QLocale &locale) {
                return apply(*std::any_cast<Rows>(&rows), locale);
            };
        m_tables.push_back({name, load.rows, translate});
        m_files.append({name,
                        QString::fromLatin1(Table::kPathVariable),
                        path,
                        int(load.rows.size()),
                        load.problems,
                        {}});
        translateTable(m_tables.size() - 1);
    }

    // Every file read, in load order, with its problems.
    const QList<DataFileReport> &files() const { return m_files; }
    // The file of one table; null when the catalog does not hold it.
    template <class Table> const DataFileReport *file() const
    {
        for (const DataFileReport &report : m_files)
            if (report.table == QLatin1String(Table::kName))
                return &report;
        return nullptr;
    }
    // Every problem of every file, in load order, its translation's after each file's.
    QList<LessonProblem> problems() const;

private:
    using Translate = std::function<TableTranslation(std::any &rows, const QLocale &locale)>;
    struct Stored
    {
        QString name;
        std::any rows; // QList<Table::Row>
        Translate translate;
    };
    void remove(const QString &name);
    void translateTable(std::size_t index);

    std::vector<Stored> m_tables;
    QList<DataFileReport> m_files;
    QLocale m_language = QLocale(QLocale::English);
};

} // namespace gpulab
