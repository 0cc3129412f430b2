// The GPU specifications data file: the shipped one loads with every row sourced and figures
// that match the datasheets (and ERRATA.md); malformed rows are reported with their line while
// the others still load.
#include "lessons/framework/gpuspecs.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace gpulab;

class TestGpuSpecs : public QObject
{
    Q_OBJECT

private slots:
    void shippedFile()
    {
        const GpuSpecsLoad load = loadGpuSpecs(GPULAB_ASSETS_DIR "/data/gpu-specs.csv");
        QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.value(0).toString()));
        QVERIFY(load.specs.size() >= 5);
        for (const GpuSpec &spec : load.specs) {
            QVERIFY2(spec.source.contains("http"), qPrintable(spec.id));
            QVERIFY(spec.year >= 2010 && spec.year <= 2030);
        }
        auto find = [&](const QString &id) {
            for (const GpuSpec &spec : load.specs)
                if (spec.id == id)
                    return spec;
            return GpuSpec();
        };
        // ERRATA: the H100 SXM is 67 TFLOPS float32 (not 60) and 80 GB (not 192).
        QCOMPARE(find("h100-sxm5").fp32Tflops, 67.0);
        QCOMPARE(find("h100-sxm5").memoryGB, 80.0);
        QCOMPARE(find("a100-sxm4-80").bandwidthGBs, 2039.0);
    }
    void csvQuoting()
    {
        bool ok = false;
        QCOMPARE(splitCsvLine("a,\"b, c\",\"d \"\"e\"\"\",", &ok),
                 QStringList({"a", "b, c", "d \"e\"", ""}));
        QVERIFY(ok);
        splitCsvLine("a,\"open", &ok);
        QVERIFY(!ok);
    }
    void malformedRows()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath("specs.csv"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# comment\n"
                   "id,name,vendor,year,memory_gb,memory_type,bandwidth_gbs,fp32_tflops,source\n"
                   "good,Good GPU,V,2020,16,HBM2,900,15,\"a datasheet, https://x\"\n"
                   "short,Short,V,2020\n"
                   "bad,Bad,V,2020,16,HBM2,fast,15,src\n"
                   "nosrc,No source,V,2020,16,HBM2,900,15,\n");
        file.close();
        const GpuSpecsLoad load = loadGpuSpecs(file.fileName());
        QCOMPARE(load.specs.size(), 1);
        QCOMPARE(load.specs.first().source, QString("a datasheet, https://x"));
        QCOMPARE(load.problems.size(), 3);
        QCOMPARE(load.problems[0].line, 4);
        QVERIFY(load.problems[0].message.contains("fields"));
        QCOMPARE(load.problems[1].line, 5);
        QCOMPARE(load.problems[2].line, 6);
        QVERIFY(load.problems[2].message.contains("source"));
        QVERIFY(!loadGpuSpecs(dir.filePath("missing.csv")).problems.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestGpuSpecs)
#include "tst_gpuspecs.moc"
