// The DataCatalog (lessons/framework/datacatalog.h): every declared table read once (gpu-specs,
// then the lessons' tables in folder order) with every problem of every file; each table's
// override variable replaces its file; a table sees the ones before it (memory-levels' gpus
// must be rows of gpu-specs); rows are reached by table type; and every lesson model is made
// from a catalog — the shipped one or an empty one — without reading a file itself.
// Translations: every shipped overlay (i18n/<language>/<table>.csv, compiled in beside its table)
// names rows of its table and only translatable columns, translates every English cell of them,
// and a language switch changes the rows' text in place; an instructor's copy takes the overlay
// beside it, whose problems are FILE:LINE problems of the catalog.
#include "lessons/cost/gpuprices.h"
#include "lessons/framework/csvwriter.h"
#include "lessons/framework/datacatalog.h"
#include "lessons/framework/datatable.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/lessonregistry.h"
#include "lessons/framework/modelspecs.h"
#include "lessons/interconnects/interconnectdata.h"
#include "lessons/memory/memorylevels.h"
#include "lessons/memory/memorymodel.h"
#include "lessons/telemetry/smifields.h"

#include <QDirIterator>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpulab;

namespace {

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(text);
    return path;
}

QStringList tableNames(const DataCatalog &data)
{
    QStringList names;
    for (const DataFileReport &file : data.files())
        names << file.table;
    return names;
}

} // namespace

class TestDataCatalog : public QObject
{
    Q_OBJECT

private slots:
    void everyFigureHasAPhysicalRange_data();
    void everyFigureHasAPhysicalRange();
    void shippedTablesLoadClean()
    {
        const DataCatalog data = DataCatalog::load();
        QCOMPARE(tableNames(data),
                 QStringList({"gpu-specs", "models", "gpu-prices", "interconnects", "memory-levels",
                              "telemetry-smi-fields"}));
        for (const DataFileReport &file : data.files()) {
            QVERIFY2(file.problems.isEmpty(), qPrintable(file.problems.value(0).toString()));
            QVERIFY2(file.rows > 0, qPrintable(file.table));
            QVERIFY(file.file.startsWith(QLatin1String(":/")));
            QVERIFY(file.variable.startsWith(QLatin1String("GPULAB_")));
        }
        QVERIFY(data.problems().isEmpty());
        QCOMPARE(data.rows<GpuSpecs>().size(), qsizetype(data.file<GpuSpecs>()->rows));
        QVERIFY(findGpuSpec(data.rows<GpuSpecs>(), "h100-sxm5"));
        QVERIFY(findInterconnect(data.rows<InterconnectData>(), "nvlink-4"));
        QVERIFY(findMemoryLevel(data.rows<MemoryLevels>(), "h100-sxm5", MemoryLevel::Hbm));
        QCOMPARE(data.file<InterconnectData>()->variable, QString("GPULAB_INTERCONNECTS_FILE"));
        // The same rows as each file read alone.
        QCOMPARE(data.rows<InterconnectData>().size(),
                 loadInterconnects(builtinInterconnectsPath()).rows.size());
    }

    // Each language a shipped overlay is in: its overlays load without a problem and each is the
    // translation of a table (none is left unread). In the three shipped languages every GPU Lab
    // sentence of every table is translated (no English cell of a translatable column left); a
    // language being added may leave some in English.
    void shippedTranslationsMatchTheirTables_data()
    {
        QTest::addColumn<QString>("code");
        QStringList codes;
        QDirIterator it(QStringLiteral(":/"), {QStringLiteral("*.csv")}, QDir::Files,
                        QDirIterator::Subdirectories);
        QStringList overlays;
        while (it.hasNext()) {
            const QString path = it.next();
            const QStringList parts = path.split(QLatin1Char('/'));
            if (parts.size() >= 3 && parts.at(parts.size() - 3) == QLatin1String("i18n") &&
                !codes.contains(parts.at(parts.size() - 2)))
                codes << parts.at(parts.size() - 2);
        }
        codes.sort();
        for (const char *shipped : {"ar", "es", "zh_CN"})
            QVERIFY2(codes.contains(QLatin1String(shipped)), shipped);
        for (const QString &code : codes)
            QTest::newRow(qPrintable(code)) << code;
    }
    void shippedTranslationsMatchTheirTables()
    {
        QFETCH(QString, code);
        DataCatalog data = DataCatalog::load();
        const QList<LessonProblem> problems = data.setLanguage(QLocale(code));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).toString()));
        QVERIFY(data.problems().isEmpty());
        const bool complete = QStringList({"ar", "es", "zh_CN"}).contains(code);
        QStringList read;
        for (const DataFileReport &file : data.files()) {
            if (file.translation.file.isEmpty() && !complete)
                continue;
            QVERIFY2(!file.translation.file.isEmpty(), qPrintable(file.table));
            QVERIFY2(file.translation.file.startsWith(QLatin1String(":/")), qPrintable(file.table));
            QVERIFY2(file.translation.file.contains(QStringLiteral("/i18n/%1/").arg(code)),
                     qPrintable(file.translation.file));
            QVERIFY2(!complete || file.translation.untranslated == 0,
                     qPrintable(QStringLiteral("%1: %2 cell(s) left in English")
                                    .arg(file.translation.file)
                                    .arg(file.translation.untranslated)));
            read << file.translation.file;
        }
        QDirIterator it(QStringLiteral(":/"), {QStringLiteral("*.csv")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.contains(QStringLiteral("/i18n/%1/").arg(code)))
                QVERIFY2(read.contains(path), qPrintable(path + ": the translation of no table"));
        }
        if (!complete)
            return;
        // The text shown is the language's, not the English.
        const DataCatalog english = DataCatalog::load();
        const QList<SmiField> &fields = data.rows<SmiFields>();
        QCOMPARE(fields.size(), english.rows<SmiFields>().size());
        for (qsizetype i = 0; i < fields.size(); ++i) {
            QVERIFY(fields[i].meaning != english.rows<SmiFields>()[i].meaning);
            QCOMPARE(fields[i].source, english.rows<SmiFields>()[i].source); // a citation
            QCOMPARE(fields[i].example, english.rows<SmiFields>()[i].example);
        }
    }

    // Names people see whose key something matches (a price's provider, an interconnect) come
    // as their label in the catalog's language; the keys stay as the files have them.
    static void labelsFollowTheLanguage(const DataCatalog &data, const char *usEast,
                                        const char *port, const char *bridge)
    {
        const QList<GpuPrice> &prices = data.rows<GpuPrices>();
        const auto aws = std::find_if(prices.cbegin(), prices.cend(), [](const GpuPrice &p) {
            return p.provider == QLatin1String("AWS EC2 p5.48xlarge (US East)");
        });
        QVERIFY(aws != prices.cend());
        QVERIFY2(aws->providerLabel.contains(QString::fromUtf8(usEast)),
                 qPrintable(aws->providerLabel));
        for (const GpuPrice &p : prices)
            if (p.provider == QLatin1String("RunPod"))
                QCOMPARE(p.providerLabel, p.provider); // nothing to translate: the key
        const Interconnect *ndr = nullptr;
        for (const Interconnect &l : data.rows<InterconnectData>())
            if (l.id == QLatin1String("ib-ndr"))
                ndr = &l;
        QVERIFY(ndr);
        QCOMPARE(ndr->name, QString("InfiniBand NDR (4x port)"));
        QVERIFY2(ndr->nameLabel.contains(QString::fromUtf8(port)), qPrintable(ndr->nameLabel));
        const GpuSpec *a100 = findGpuSpec(data.rows<GpuSpecs>(), QStringLiteral("a100-pcie-80"));
        QVERIFY(a100);
        QCOMPARE(a100->interconnect, QString("NVLink 3 bridge (2 GPUs)"));
        QVERIFY2(a100->interconnectLabel.startsWith(QString::fromUtf8(bridge)),
                 qPrintable(a100->interconnectLabel));
    }

    // A switch changes the text of the same rows (a page made before it keeps valid rows).
    void languageSwitchChangesTheTextInPlace()
    {
        DataCatalog data = DataCatalog::load();
        const QList<SmiField> *rows = &data.rows<SmiFields>();
        const QString english = rows->first().meaning;
        const QString englishNote = data.rows<GpuSpecs>().first().notes;
        QVERIFY(english.startsWith("The share of the last sample period"));
        data.setLanguage(QLocale(QLocale::Spanish));
        QCOMPARE(&data.rows<SmiFields>(), rows);
        QVERIFY(rows->first().meaning.startsWith(QString::fromUtf8("La fracci\u00f3n")));
        QVERIFY(data.rows<GpuSpecs>().first().notes != englishNote);
        QCOMPARE(data.language(), QLocale(QLocale::Spanish));
        labelsFollowTheLanguage(data, "EE. UU. Este", "puerto 4x", "Puente NVLink 3");
        data.setLanguage(QLocale("zh_CN"));
        labelsFollowTheLanguage(data, "美国东部", "端口", "NVLink 3 桥");
        QVERIFY(rows->first().meaning.contains(QString::fromUtf8("\u91c7\u6837"))); // 采样
        data.setLanguage(QLocale(QLocale::Arabic));
        labelsFollowTheLanguage(data, "شرق الولايات المتحدة", "منفذ", "جسر NVLink 3");
        data.setLanguage(QLocale(QLocale::English));
        QCOMPARE(rows->first().meaning, english);
        QCOMPARE(data.rows<GpuSpecs>().first().notes, englishNote);
        labelsFollowTheLanguage(data, "(US East)", "(4x port)", "NVLink 3 bridge (2 GPUs)");
        for (const DataFileReport &file : data.files())
            QVERIFY(file.translation.file.isEmpty());
        // A table added after the switch comes in the catalog's language.
        data.setLanguage(QLocale(QLocale::Arabic));
        data.read<SmiFields>();
        QVERIFY(data.rows<SmiFields>().first().meaning != english);
        QVERIFY(data.file<SmiFields>()->translation.file.endsWith("i18n/ar/smifields.csv"));
    }

    // An instructor's copy ($GPULAB_SMI_FIELDS_FILE) is translated by the overlay beside it; its
    // problems are the catalog's, FILE:LINE, and go with the language.
    void overlayBesideAnInstructorsCopy()
    {
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath("i18n/es"));
        const QString path = writeFile(dir, "fields.csv",
                                       "id,field,example,meaning,source\n"
                                       "util,GPU-Util,100 %,\"Busy time, not work\",man page\n");
        const QString overlay = writeFile(dir, "i18n/es/fields.csv",
                                          "id,meaning,source\n"
                                          "util,\"Tiempo ocupado, no trabajo\",\n"
                                          "nope,Nada,\n");
        qputenv("GPULAB_SMI_FIELDS_FILE", path.toLocal8Bit());
        auto restore = qScopeGuard([] { qunsetenv("GPULAB_SMI_FIELDS_FILE"); });
        DataCatalog data = DataCatalog::load();
        QVERIFY(data.problems().isEmpty());
        const QList<LessonProblem> problems = data.setLanguage(QLocale(QLocale::Spanish));
        QCOMPARE(problems.size(), 2);
        QCOMPARE(problems[0].toString().left(overlay.size() + 3), overlay + ":1:");
        QVERIFY(problems[0].message.contains("column \"source\" is not translated"));
        QCOMPARE(problems[1].line, 3);
        QVERIFY(problems[1].message.contains("no row \"nope\""));
        QCOMPARE(data.problems().size(), problems.size());
        QCOMPARE(data.problems().last().toString(), problems.last().toString());
        QCOMPARE(data.rows<SmiFields>().first().meaning, QString("Tiempo ocupado, no trabajo"));
        data.setLanguage(QLocale(QLocale::English));
        QVERIFY(data.problems().isEmpty());
        QCOMPARE(data.rows<SmiFields>().first().meaning, QString("Busy time, not work"));
    }

    void emptyCatalogHasNoRows()
    {
        const DataCatalog none;
        QVERIFY(none.rows<GpuSpecs>().isEmpty());
        QVERIFY(!none.contains<GpuSpecs>());
        QVERIFY(!none.file<MemoryLevels>());
        QVERIFY(none.files().isEmpty());
        QVERIFY(none.problems().isEmpty());
    }

    // $GPULAB_INTERCONNECTS_FILE names a copy with a bad row: the catalog reads it, reports the
    // row as FILE:LINE, keeps the good rows, and the other tables are untouched.
    void overrideVariableReplacesAFile()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "links.csv",
                                       "id,family,name,per_direction_gbs,bidirectional_gbs,source\n"
                                       "mine,pcie,Mine,10,20,me\n"
                                       "wrong,pcie,Wrong,10,10,me\n");
        qputenv("GPULAB_INTERCONNECTS_FILE", path.toLocal8Bit());
        auto restore = qScopeGuard([] { qunsetenv("GPULAB_INTERCONNECTS_FILE"); });
        const DataCatalog data = DataCatalog::load();
        const DataFileReport *links = data.file<InterconnectData>();
        QVERIFY(links);
        QCOMPARE(links->file, path);
        QCOMPARE(links->rows, 1);
        QCOMPARE(links->problems.size(), 1);
        QCOMPARE(links->problems[0].line, 3);
        QVERIFY(links->problems[0].message.contains("not 2 x per_direction_gbs"));
        QCOMPARE(data.problems().size(), 1);
        QCOMPARE(data.problems()[0].toString(), path + ":3: " + links->problems[0].message);
        QCOMPARE(data.rows<InterconnectData>().size(), 1);
        QVERIFY(data.file<GpuSpecs>()->problems.isEmpty());
        QVERIFY(data.file<MemoryLevels>()->problems.isEmpty());
    }

    // memory-levels is read after gpu-specs: a row whose gpu has no row there is a problem (and
    // left out), said on the memory-levels line.
    void memoryLevelsNameRowsOfTheSpecs()
    {
        QTemporaryDir dir;
        const QString specs = writeFile(dir, "specs.csv",
                                        "id,name,vendor,kind,year,source\n"
                                        "h100-sxm5,H100,NVIDIA,gpu,2022,datasheet\n");
        qputenv("GPULAB_SPECS_FILE", specs.toLocal8Bit());
        auto restore = qScopeGuard([] { qunsetenv("GPULAB_SPECS_FILE"); });
        const DataCatalog data = DataCatalog::load();
        const DataFileReport *levels = data.file<MemoryLevels>();
        QVERIFY(levels);
        QCOMPARE(levels->rows, 5);             // h100-sxm5's five levels
        QCOMPARE(levels->problems.size(), 10); // v100-sxm2's and a100-sxm4-80's
        for (const LessonProblem &problem : levels->problems) {
            QCOMPARE(problem.file, builtinMemoryLevelsPath());
            QVERIFY2(problem.message.contains("has no row in the GPU specs data"),
                     qPrintable(problem.toString()));
        }
        for (const MemoryLevelRow &row : data.rows<MemoryLevels>())
            QCOMPARE(row.gpu, QString("h100-sxm5"));
        // Read alone, the file is not checked against any specs.
        QVERIFY(loadMemoryLevels(builtinMemoryLevelsPath()).problems.isEmpty());
    }

    void addReplacesATable()
    {
        QTemporaryDir dir;
        DataCatalog data;
        const QString one = writeFile(dir, "one.csv",
                                      "id,name,vendor,kind,year,source\n"
                                      "a,A,V,gpu,2020,src\nb,B,V,gpu,2020,src\n");
        data.add<GpuSpecs>(one, loadGpuSpecs(one));
        QCOMPARE(data.rows<GpuSpecs>().size(), 2);
        const QString two =
            writeFile(dir, "two.csv", "id,name,vendor,kind,year,source\nc,C,V,gpu,2020,\n");
        data.add<GpuSpecs>(two, loadGpuSpecs(two));
        QCOMPARE(data.files().size(), 1);
        QCOMPARE(data.file<GpuSpecs>()->file, two);
        QVERIFY(data.rows<GpuSpecs>().isEmpty());
        QCOMPARE(data.problems().size(), 1);
        QVERIFY(data.problems()[0].message.startsWith("missing source"));
    }

    // Every declared model is made from the catalog it is given: with the shipped tables, or
    // with none at all (a data file that cannot be read must not break a lesson).
    void modelsAreMadeFromTheCatalog()
    {
        const DataCatalog shipped = DataCatalog::load();
        const DataCatalog none;
        int models = 0;
        for (const LessonModelEntry &entry : lessonModelTable()) {
            if (!entry.makeModel)
                continue;
            ++models;
            for (const DataCatalog *data : {&shipped, &none}) {
                std::unique_ptr<SimulationModel> model = entry.makeModel(*data);
                QVERIFY2(model, entry.lessonId);
                model->reset(7);
                for (int beat = 0; beat < model->beatCount(); ++beat) {
                    model->setBeat(beat);
                    for (int i = 0; i < 30; ++i)
                        model->step(1.0 / 60);
                }
                QVERIFY2(!model->state().isEmpty(), entry.lessonId);
            }
        }
        QVERIFY(models >= 6);
        // The data reached the model: the shipped GPUs, or none.
        QVERIFY(MemoryModel(shipped).availableGpus().contains("h100-sxm5"));
        QVERIFY(MemoryModel(none).availableGpus().isEmpty());
    }
};

// Issue 19 §6: every numeric column of every shipped table refuses 0, 1e-300 and 1e300 (they
// overflowed the memory model and widened the window to 5,607 px) as a problem at the cell's
// line, and the table's other rows still load.
void TestDataCatalog::everyFigureHasAPhysicalRange_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("value");
    for (const char *table : {"gpu-specs", "models", "interconnects", "memory-levels"})
        for (const char *value : {"0", "1e-300", "1e300", "-5"})
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(table, value)))
                << QString::fromLatin1(table) << QString::fromLatin1(value);
}

void TestDataCatalog::everyFigureHasAPhysicalRange()
{
    QFETCH(QString, table);
    QFETCH(QString, value);
    const QString builtin = table == "gpu-specs"       ? GpuSpecs::kBuiltinPath
                            : table == "models"        ? ModelSpecs::kBuiltinPath
                            : table == "interconnects" ? InterconnectData::kBuiltinPath
                                                       : MemoryLevels::kBuiltinPath;
    QFile shipped(builtin);
    QVERIFY(shipped.open(QIODevice::ReadOnly));
    QStringList lines = QString::fromUtf8(shipped.readAll()).split('\n');
    int header = 0;
    while (lines.at(header).startsWith('#') || lines.at(header).trimmed().isEmpty())
        ++header;
    const QStringList names = lines.at(header).split(',');
    // Text columns that may look like numbers ("generation": "4") are not figures.
    auto isFigure = [&](const QString &name, const QString &cell) {
        bool number = false;
        cell.toDouble(&number);
        return number && name != "id" && name != "generation";
    };
    // The first data row with three figures or more.
    int row = header + 1;
    for (; row < lines.size(); ++row) {
        const QStringList cells = splitCsvLine(lines.at(row));
        int figures = 0;
        for (int c = 0; c < cells.size() && c < names.size(); ++c)
            figures += isFigure(names.at(c), cells.at(c)) ? 1 : 0;
        if (figures >= 3)
            break;
    }
    QVERIFY(row < lines.size());
    const QStringList cells = splitCsvLine(lines.at(row));
    QCOMPARE(cells.size(), names.size());
    int checked = 0;
    for (int c = 0; c < cells.size(); ++c) {
        if (!isFigure(names.at(c), cells.at(c)))
            continue;
        QStringList damaged = cells;
        damaged[c] = value;
        QStringList text = lines;
        QStringList quoted;
        for (const QString &cell : damaged)
            quoted << csv::field(cell, false);
        text[row] = quoted.join(',');
        QTemporaryDir dir;
        const QString path = writeFile(dir, "table.csv", text.join('\n').toUtf8());
        QList<LessonProblem> problems;
        qsizetype rows = 0, shippedRows = 0;
        if (table == "gpu-specs") {
            problems = loadGpuSpecs(path).problems;
            rows = loadGpuSpecs(path).rows.size();
            shippedRows = loadGpuSpecs(builtin).rows.size();
        } else if (table == "models") {
            problems = loadModelSpecs(path).problems;
            rows = loadModelSpecs(path).rows.size();
            shippedRows = loadModelSpecs(builtin).rows.size();
        } else if (table == "interconnects") {
            problems = loadInterconnects(path).problems;
            rows = loadInterconnects(path).rows.size();
            shippedRows = loadInterconnects(builtin).rows.size();
        } else {
            const QList<GpuSpec> gpus = loadGpuSpecs(GpuSpecs::kBuiltinPath).rows;
            problems = loadMemoryLevels(path, &gpus).problems;
            rows = loadMemoryLevels(path, &gpus).rows.size();
            shippedRows = loadMemoryLevels(builtin, &gpus).rows.size();
        }
        const QString where = QStringLiteral("%1 = %2").arg(names.at(c), value);
        QVERIFY2(!problems.isEmpty(), qPrintable(where + " was accepted"));
        QCOMPARE(problems.first().line, row + 1);
        QVERIFY2(problems.first().message.contains(names.at(c)), qPrintable(where));
        QCOMPARE(rows, shippedRows - 1); // that row alone is left out
        ++checked;
    }
    QVERIFY2(checked >= 3, "no numeric column found");
}

QTEST_GUILESS_MAIN(TestDataCatalog)
#include "tst_datacatalog.moc"
