// Randomized fuzzing of every data table: the one CSV reader (lessons/framework/datatable.h)
// through each table's real column declarations and checks — gpu-specs, models, interconnects,
// memory-levels — with the properties of tableproperties.h (problem lines, cells in their
// declared ranges, figures finite, one damaged row leaving the others). The seeds are the
// shipped files (assets/data/*.csv, and a shipped translation) and
// tests/fuzz/seeds/tables/regressions. Every input is read as all four tables and as a
// translation of gpu-specs. Environment: fuzzdriver.h (default 8 s).
#include "fuzzdriver.h"
#include "tableproperties.h"

#include <QTest>

using namespace gpulab::fuzz;

namespace {
const QList<QByteArray> kTokens = {
    ",",          "\"",    "\"\"",      ",\"a,b\",", "#",        "# comment\n", "id",
    "source",     "name",  "gpu",       "level",     "scope",    "year",        "kind",
    "gpu",        "hbm",   "nvlink",    "h100-sxm5", "Bad Id",   "pcie-4",      ",,",
    "\n\n",       "-",     "e",         "heads",     "kv_heads", "layers",      "hidden",
    "llama-2-7b", "notes", "id,notes\n"};
} // namespace

class TestTableFuzz : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const QString assets = QStringLiteral(GPULAB_ASSETS_DIR "/data");
        for (const char *file : {"gpu-specs.csv", "models.csv", "interconnects.csv",
                                 "memory-levels.csv", "i18n/es/gpu-specs.csv"})
            m_seeds.add(QLatin1String(file),
                        readAll(assets + QLatin1Char('/') + QLatin1String(file)));
        for (const QByteArray &seed : std::as_const(m_seeds.inputs))
            QVERIFY2(!seed.isEmpty(), "a shipped data file is missing");
        QVERIFY2(m_seeds.addSeedFolder(QStringLiteral(GPULAB_FUZZ_DIR), QStringLiteral("tables")),
                 "GPULAB_FUZZ_INPUT names no file");
    }

    void corpus_data() { m_seeds.addRows(); }
    void corpus() { checkCurrentRow(gpulab::tablefuzz::checkTables); }

    // Each shipped file, every row damaged in turn, each kind of damage: the others load.
    void everyRowDamaged_data() { corpus_data(); }
    void everyRowDamaged()
    {
        QFETCH(QByteArray, input);
        const int lines = lineCount(input);
        for (std::uint64_t seed = 0; seed < std::uint64_t(lines) * 4; ++seed) {
            const QString violation = gpulab::tablefuzz::checkTables(input, seed);
            QVERIFY2(violation.isEmpty(), qPrintable(violation));
        }
    }

    void randomized()
    {
        runRandomized({"Data table", "table", ".csv", defaultSeconds(8, 8), kTokens,
                       gpulab::tablefuzz::checkTables},
                      m_seeds.inputs);
    }

private:
    Seeds m_seeds;
};

QTEST_GUILESS_MAIN(TestTableFuzz)
#include "tst_tablefuzz.moc"
