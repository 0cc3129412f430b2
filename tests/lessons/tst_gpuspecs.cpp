// The hardware data file: the shipped one loads with no problem, holds every product the lessons
// discuss, each row sourced, and its key figures match the vendor documents (and ERRATA.md);
// malformed rows are each reported with their line and reason while the other rows still load;
// the helpers (find, rate by precision, "n/a") behave.
#include "lessons/framework/gpuspecs.h"

#include <QHash>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace gpulab;

namespace {

const char kHeader[] = "id,name,vendor,kind,year,memory_gb,bandwidth_gbs,fp32_tflops,fp16_tflops,"
                       "fp16_sparse_tflops,source\n";

// Writes `text` to a file in `dir` and loads it.
GpuSpecsLoad loadText(const QTemporaryDir &dir, const QByteArray &text)
{
    const QString path = dir.filePath(QStringLiteral("specs.csv"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(text);
    file.close();
    return loadGpuSpecs(path);
}

QString allProblems(const GpuSpecsLoad &load)
{
    QStringList lines;
    for (const LessonProblem &problem : load.problems)
        lines << problem.toString();
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestGpuSpecs : public QObject
{
    Q_OBJECT

    GpuSpecsLoad m_shipped;

    const GpuSpec &shipped(const char *id)
    {
        static const GpuSpec none;
        const GpuSpec *spec = findGpuSpec(m_shipped.rows, QString::fromLatin1(id));
        return spec ? *spec : none;
    }

private slots:
    void initTestCase() { m_shipped = loadGpuSpecs(GPULAB_ASSETS_DIR "/data/gpu-specs.csv"); }

    void shippedFileLoadsCleanly()
    {
        QVERIFY2(m_shipped.problems.isEmpty(), qPrintable(allProblems(m_shipped)));
    }

    void shippedFileHasEveryProduct()
    {
        const char *const ids[] = {"p100-sxm2",
                                   "v100-sxm2",
                                   "v100-pcie",
                                   "t4",
                                   "a100-sxm4-40",
                                   "a100-sxm4-80",
                                   "a100-pcie-80",
                                   "rtx-3090",
                                   "h100-sxm5",
                                   "h100-pcie",
                                   "h100-nvl",
                                   "h200-sxm",
                                   "b200",
                                   "gb200-nvl72",
                                   "rtx-4090",
                                   "l40s",
                                   "rtx-5090",
                                   "mi300x",
                                   "tpu-v4",
                                   "tpu-v5e",
                                   "tpu-v5p",
                                   "epyc-9654",
                                   "xeon-8480plus",
                                   "grace",
                                   "tpu-v6e",
                                   "tpu7x",
                                   "trainium",
                                   "trainium2",
                                   "inferentia2",
                                   "core-ultra-200v-npu",
                                   "ryzen-ai-300-npu",
                                   "apple-m4-ane",
                                   "snapdragon-x-elite-npu"};
        for (const char *id : ids)
            QVERIFY2(findGpuSpec(m_shipped.rows, QString::fromLatin1(id)), id);
        QCOMPARE(m_shipped.rows.size(), qsizetype(std::size(ids)));
        QCOMPARE(shipped("gb200-nvl72").kind, GpuKind::System);
        QCOMPARE(shipped("gb200-nvl72").deviceCount, 72.0);
        QCOMPARE(shipped("tpu-v5p").kind, GpuKind::Accelerator);
        QCOMPARE(shipped("epyc-9654").kind, GpuKind::Cpu);
        QCOMPARE(shipped("h100-sxm5").architecture, QString("Hopper"));
        QCOMPARE(shipped("mi300x").architecture, QString("CDNA 3"));
    }

    void everyRowIsSourcedAndSane()
    {
        for (const GpuSpec &spec : m_shipped.rows) {
            QVERIFY2(spec.source.contains(QLatin1String("https://")), qPrintable(spec.id));
            QVERIFY2(spec.year >= 2016 && spec.year <= 2026, qPrintable(spec.id));
            QVERIFY2(!spec.architecture.isEmpty() && !spec.formFactor.isEmpty(),
                     qPrintable(spec.id));
            // An NPU shares its system-on-chip's memory: no memory of its own.
            if (spec.kind == GpuKind::Npu)
                continue;
            QVERIFY2(isKnown(spec.memoryGB) && isKnown(spec.bandwidthGBs), qPrintable(spec.id));
            if (spec.kind != GpuKind::Accelerator) // Google publishes no FP32 rate for TPUs
                QVERIFY2(isKnown(spec.fp32Tflops), qPrintable(spec.id));
        }
    }

    // The accelerators and NPUs of the "Beyond GPUs" lesson (issue 23): the kind npu, the soc form
    // factor, Trn1 = first-generation Trainium (ERRATA), and no rate where a vendor's TOPS has
    // no stated precision.
    void acceleratorsAndNpus()
    {
        QCOMPARE(kindFromName("NPU"), std::optional<GpuKind>(GpuKind::Npu));
        QCOMPARE(kindName(GpuKind::Npu), QString("npu"));
        QCOMPARE(shipped("trainium").kind, GpuKind::Accelerator);
        QVERIFY(shipped("trainium").name.contains("Trn1"));
        QVERIFY(shipped("trainium2").name.contains("Trn2"));
        QCOMPARE(shipped("trainium").rate(Precision::Bf16).value_or(0), 190.0);
        QCOMPARE(shipped("trainium2").rate(Precision::Bf16).value_or(0), 667.0);
        QVERIFY(!shipped("trainium2").rate(Precision::Bf16, Sparsity::Sparse));
        QCOMPARE(shipped("tpu-v6e").rate(Precision::Bf16).value_or(0), 918.0);
        QCOMPARE(shipped("tpu7x").rate(Precision::Fp8).value_or(0), 4614.0);
        QCOMPARE(shipped("core-ultra-200v-npu").rate(Precision::Int8).value_or(0), 48.0);
        for (const char *id : {"ryzen-ai-300-npu", "apple-m4-ane", "snapdragon-x-elite-npu"}) {
            const GpuSpec &npu = shipped(id);
            QCOMPARE(npu.kind, GpuKind::Npu);
            QCOMPARE(npu.formFactor, QString("soc"));
            for (Precision precision : allPrecisions())
                QVERIFY2(!npu.rate(precision), id);
            QVERIFY2(npu.notes.contains("precision"), id);
        }
        // A row of kind npu with an unknown form factor is refused with its line.
        QTemporaryDir dir;
        const QString path = dir.filePath("npu.csv");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("id,name,vendor,kind,form_factor,year,source\n"
                   "n1,NPU,V,npu,soc,2024,doc https://x\n"
                   "n2,NPU,V,npu,phone,2024,doc https://x\n");
        file.close();
        const GpuSpecsLoad load = loadGpuSpecs(path);
        QCOMPARE(load.rows.size(), qsizetype(1));
        QCOMPARE(load.problems.size(), qsizetype(1));
        QCOMPARE(load.problems.first().line, 3);
    }

    void keyFiguresMatchTheDatasheets()
    {
        // ERRATA: H100 SXM is 67 TFLOPS float32 (not 60), 80 GB (not 192), 16,896 CUDA cores.
        const GpuSpec &h100 = shipped("h100-sxm5");
        QCOMPARE(h100.fp32Tflops, 67.0);
        QCOMPARE(h100.memoryGB, 80.0);
        QCOMPARE(h100.bandwidthGBs, 3350.0);
        QCOMPARE(h100.shaderCores, 16896.0);
        QCOMPARE(h100.interconnectGBs, 900.0);
        QCOMPARE(h100.tdpW, 700.0);
        QVERIFY(std::abs(*h100.rate(Precision::Fp16) - 989.4) < 0.2);
        QCOMPARE(*h100.rate(Precision::Fp16, Sparsity::Sparse), 1979.0);
        QCOMPARE(*h100.rate(Precision::Fp8, Sparsity::Sparse), 3958.0);
        QVERIFY(!h100.rate(Precision::Fp4)); // Hopper has no FP4
        QCOMPARE(shipped("h100-pcie").fp32Tflops, 51.0);
        QCOMPARE(shipped("h100-pcie").shaderCores, 14592.0);

        QCOMPARE(*shipped("a100-sxm4-80").rate(Precision::Fp16), 312.0);
        QCOMPARE(*shipped("a100-sxm4-80").rate(Precision::Tf32), 156.0);
        QCOMPARE(shipped("a100-sxm4-80").bandwidthGBs, 2039.0);
        QCOMPARE(shipped("a100-sxm4-80").interconnectGBs, 600.0);
        QCOMPARE(shipped("a100-sxm4-40").bandwidthGBs, 1555.0);

        // ERRATA: 125 is the SXM2 module, 112 the PCIe card; NVLink 300 GB/s per GPU.
        QCOMPARE(*shipped("v100-sxm2").rate(Precision::Fp16), 125.0);
        QCOMPARE(*shipped("v100-pcie").rate(Precision::Fp16), 112.0);
        QCOMPARE(shipped("v100-sxm2").interconnectGBs, 300.0);
        QVERIFY(!shipped("v100-sxm2").rate(Precision::Bf16));

        QCOMPARE(shipped("h200-sxm").memoryGB, 141.0);
        QCOMPARE(shipped("h200-sxm").bandwidthGBs, 4800.0);

        // ERRATA: B200 figures are sparse = 2 x dense; NVLink 1.8 TB/s per GPU.
        const GpuSpec &b200 = shipped("b200");
        QCOMPARE(*b200.rate(Precision::Fp4, Sparsity::Sparse), 18000.0);
        QCOMPARE(*b200.rate(Precision::Fp4), 9000.0);
        QCOMPARE(*b200.rate(Precision::Fp8), 4500.0);
        QCOMPARE(b200.interconnectGBs, 1800.0);
        QCOMPARE(b200.tdpW, 1000.0);

        const GpuSpec &nvl72 = shipped("gb200-nvl72");
        QCOMPARE(*nvl72.rate(Precision::Fp4, Sparsity::Sparse), 1440000.0); // 1.4 EFLOPS a rack
        QCOMPARE(nvl72.interconnectGBs, 1800.0);                            // per GPU
        QVERIFY(nvl72.notes.contains(QLatin1String("PER RACK")));

        const GpuSpec &mi300x = shipped("mi300x");
        QCOMPARE(mi300x.memoryGB, 192.0);
        QCOMPARE(mi300x.bandwidthGBs, 5300.0);
        QCOMPARE(mi300x.fp32Tflops, 163.4);
        QCOMPARE(*mi300x.rate(Precision::Fp16), 1307.4);

        // ERRATA: the RTX 4090 board is 450 W; its FP16 column is the FP32-accumulate rate.
        const GpuSpec &rtx = shipped("rtx-4090");
        QCOMPARE(rtx.tdpW, 450.0);
        QCOMPARE(*rtx.rate(Precision::Fp16), 165.2);
        QCOMPARE(rtx.fp32Tflops, 82.6);
        QCOMPARE(rtx.memoryGB, 24.0);
        QVERIFY(rtx.notes.contains(QLatin1String("330.3")));

        // ERRATA: TPU v4 is 275 TFLOPS bf16 per chip, not 400.
        QCOMPARE(*shipped("tpu-v4").rate(Precision::Bf16), 275.0);
        QCOMPARE(*shipped("tpu-v5e").rate(Precision::Bf16), 197.0);
        QCOMPARE(*shipped("tpu-v5p").rate(Precision::Bf16), 459.0);
        QVERIFY(!shipped("tpu-v4").rate(Precision::Fp32)); // not published: not 0

        // CPUs: derived peaks, cores x base clock x FLOPs per cycle, documented in notes.
        const GpuSpec &epyc = shipped("epyc-9654");
        QCOMPARE(epyc.computeUnits, 96.0);
        QVERIFY(std::abs(epyc.fp32Tflops - 96 * 2.4 * 32 / 1000) < 0.01);
        const GpuSpec &xeon = shipped("xeon-8480plus");
        QVERIFY(std::abs(xeon.fp32Tflops - 56 * 2.0 * 64 / 1000) < 0.01);
        QVERIFY(epyc.notes.contains(QLatin1String("DERIVED")));
        QVERIFY(xeon.notes.contains(QLatin1String("DERIVED")));
    }

    void interconnectColumnFollowsItsRule()
    {
        // assets/data/README.md: a PCIe card's interconnect_gbs is its NVLink bridge where it has
        // one, else its x16 slot, both directions (PCI-SIG, rounded as vendors print it).
        const QHash<int, double> slot = {{3, 32}, {4, 64}, {5, 128}};
        int cards = 0;
        for (const GpuSpec &spec : m_shipped.rows) {
            if (spec.formFactor != QLatin1String("PCIe"))
                continue;
            ++cards;
            QVERIFY2(isKnown(spec.interconnectGBs), qPrintable(spec.id));
            if (spec.interconnect.startsWith(QLatin1String("PCIe"))) {
                QVERIFY2(isKnown(spec.pcieGen), qPrintable(spec.id));
                QCOMPARE(spec.interconnectGBs, slot.value(int(spec.pcieGen)));
                QVERIFY2(spec.interconnect.contains(
                             QStringLiteral("PCIe %1.0 x16").arg(int(spec.pcieGen))),
                         qPrintable(spec.id));
            } else {
                QVERIFY2(spec.interconnect.contains(QLatin1String("bridge")),
                         qPrintable(spec.id + ": " + spec.interconnect));
            }
        }
        QVERIFY(cards >= 4);
        QCOMPARE(shipped("h100-pcie").interconnectGBs, 600.0); // the NVLink bridge
        QCOMPARE(shipped("v100-pcie").interconnectGBs, 32.0);  // the slot
    }

    void launchYearsAndPerCpuFigures()
    {
        // The 32 GB V100s (both rows are the 32 GB parts) were announced in March 2018.
        QCOMPARE(shipped("v100-sxm2").year, 2018);
        QCOMPARE(shipped("v100-pcie").year, 2018);
        QVERIFY(shipped("v100-sxm2").name.contains(QLatin1String("32 GB")));
        // Grace: 480 GB and 512 GB/s are one CPU's maximum (GH200 page), not the GB200 NVL72
        // rack's 17 TB and 18.4 TB/s divided by its 36 CPUs, which give 472 GB and 511 GB/s.
        const GpuSpec &grace = shipped("grace");
        QCOMPARE(grace.memoryGB, 480.0);
        QCOMPARE(grace.bandwidthGBs, 512.0);
        QVERIFY(grace.notes.contains(QLatin1String("472 GB")));
        QVERIFY(grace.notes.contains(QLatin1String("511 GB/s")));
        QCOMPARE(qRound(17000.0 / 36), 472);
        QCOMPARE(qRound(18400.0 / 36), 511);
        QVERIFY(grace.notes.contains(QLatin1String("grace-hopper-superchip")));
    }

    void whitepapersAreCitedByTheirOwnAddress()
    {
        // A source that names a whitepaper points at the document (a PDF or a whitepaper page),
        // not a vendor's landing page.
        const QRegularExpression cited(QStringLiteral("[Ww]hitepaper[^,]*, (https://\\S+)"));
        int seen = 0;
        for (const GpuSpec &spec : m_shipped.rows) {
            for (const QString &text : {spec.source, spec.notes}) {
                auto it = cited.globalMatch(text);
                while (it.hasNext()) {
                    const QString url = it.next().captured(1);
                    ++seen;
                    QVERIFY2(url.contains(QLatin1String("whitepaper")) || url.endsWith(".pdf") ||
                                 url.endsWith(".pdf."),
                             qPrintable(spec.id + ": " + url));
                }
            }
        }
        QVERIFY(seen >= 4);
    }

    void nvidiaSparseIsTwiceDense()
    {
        int pairs = 0;
        for (const GpuSpec &spec : m_shipped.rows) {
            if (spec.vendor != QLatin1String("NVIDIA"))
                continue;
            for (Precision precision : allPrecisions()) {
                const auto dense = spec.rate(precision);
                const auto sparse = spec.rate(precision, Sparsity::Sparse);
                if (!dense || !sparse)
                    continue;
                ++pairs;
                // Dense and sparse figures sometimes come from two documents that round
                // differently (989.4 vs 1,979), or from one that rounds the sparse figure to
                // whole TFLOPS (RTX 3090 TF32: 35.6 and 71, the GA102 whitepaper): allow 0.5 %.
                QVERIFY2(std::abs(*sparse / *dense - 2.0) < 0.01,
                         qPrintable(spec.id + QLatin1Char(' ') + precisionName(precision)));
            }
        }
        QVERIFY(pairs > 30);
    }

    void generationRowsMatchTheDatasheets()
    {
        // Pascal had no tensor cores: its 21.2 TFLOPS FP16 is the CUDA cores' (packed half2),
        // held apart from the tensor columns so no table shows it as a tensor rate.
        const GpuSpec &p100 = shipped("p100-sxm2");
        QCOMPARE(p100.fp16VectorTflops, 21.2);
        QVERIFY(!p100.rate(Precision::Fp16));
        QCOMPARE(p100.tensorCoreGeneration, 0);
        QCOMPARE(p100.fp32Tflops, 10.6);
        QCOMPARE(p100.memoryGB, 16.0);
        QCOMPARE(p100.bandwidthGBs, 732.0);
        QCOMPARE(p100.interconnectGBs, 160.0); // ERRATA: NVLink 1, 4 links x 40 GB/s
        QCOMPARE(p100.interconnect, QString("NVLink 1"));
        QCOMPARE(p100.ecc, QString("yes"));

        const GpuSpec &t4 = shipped("t4");
        QCOMPARE(*t4.rate(Precision::Fp16), 65.0);
        QCOMPARE(*t4.rate(Precision::Int8), 130.0);
        QCOMPARE(t4.tdpW, 70.0);
        QCOMPARE(t4.tensorCoreGeneration, 2);
        QVERIFY(!t4.rate(Precision::Fp16, Sparsity::Sparse)); // Turing: no sparsity

        // Tensor core generations and Transformer Engines, as the whitepapers number them.
        QCOMPARE(shipped("v100-sxm2").tensorCoreGeneration, 1);
        QCOMPARE(shipped("a100-sxm4-80").tensorCoreGeneration, 3);
        QCOMPARE(shipped("h100-sxm5").tensorCoreGeneration, 4);
        QCOMPARE(shipped("b200").tensorCoreGeneration, 5);
        QCOMPARE(shipped("a100-sxm4-80").transformerEngineGeneration, 0);
        QCOMPARE(shipped("h100-sxm5").transformerEngineGeneration, 1);
        QCOMPARE(shipped("b200").transformerEngineGeneration, 2);
        QCOMPARE(shipped("mi300x").tensorCoreGeneration, 0); // not NVIDIA's numbering

        // Consumer cards: GDDR, no ECC stated, a dated launch price.
        const GpuSpec &rtx3090 = shipped("rtx-3090");
        QCOMPARE(*rtx3090.rate(Precision::Fp16), 71.0); // FP32 accumulate
        QCOMPARE(rtx3090.memoryGB, 24.0);
        QCOMPARE(rtx3090.bandwidthGBs, 936.0);
        QCOMPARE(rtx3090.interconnectGBs, 112.5);
        QCOMPARE(rtx3090.launchPriceUsd, 1499.0);
        QCOMPARE(rtx3090.priceDate, QString("2020-09"));
        QCOMPARE(shipped("rtx-4090").launchPriceUsd, 1599.0);
        const GpuSpec &rtx5090 = shipped("rtx-5090");
        QCOMPARE(rtx5090.memoryGB, 32.0);
        QCOMPARE(rtx5090.bandwidthGBs, 1792.0);
        QCOMPARE(rtx5090.tdpW, 575.0);
        QCOMPARE(*rtx5090.rate(Precision::Fp4, Sparsity::Sparse), 3352.0); // the "AI TOPS"
        QCOMPARE(*rtx5090.rate(Precision::Fp4), 1676.0);
        QVERIFY(!rtx5090.rate(Precision::Fp16)); // not checked: empty, not guessed
        QCOMPARE(rtx5090.launchPriceUsd, 1999.0);
        for (const char *id : {"rtx-3090", "rtx-4090", "rtx-5090"}) {
            QCOMPARE(shipped(id).market, QString("consumer"));
            QVERIFY2(shipped(id).ecc.isEmpty(), id);
        }

        const GpuSpec &l40s = shipped("l40s");
        QCOMPARE(l40s.memoryGB, 48.0);
        QCOMPARE(l40s.bandwidthGBs, 864.0);
        QCOMPARE(*l40s.rate(Precision::Fp8, Sparsity::Sparse), 1466.0);
        QCOMPARE(l40s.ecc, QString("yes"));
        const GpuSpec &nvl = shipped("h100-nvl");
        QCOMPARE(nvl.memoryGB, 94.0);
        QCOMPARE(nvl.bandwidthGBs, 3900.0);
        QCOMPARE(*nvl.rate(Precision::Fp8, Sparsity::Sparse), 3341.0);
        QCOMPARE(shipped("tpu-v5p").market, QString("cloud"));

        // Every datacenter GPU row says its market; prices only where the vendor published one.
        for (const GpuSpec &spec : m_shipped.rows) {
            QVERIFY2(!spec.market.isEmpty(), qPrintable(spec.id));
            QCOMPARE(isKnown(spec.launchPriceUsd), !spec.priceDate.isEmpty());
            if (isKnown(spec.launchPriceUsd))
                QVERIFY2(spec.notes.contains(QLatin1String("Price:")), qPrintable(spec.id));
        }
    }

    void newColumnsAreChecked_data()
    {
        QTest::addColumn<QByteArray>("row");
        QTest::addColumn<QString>("message");
        QTest::newRow("tensor core generation 0")
            << QByteArray("g,G,V,gpu,2020,0,,,,,https://x") << "tensor_core_gen 0 is out of range";
        QTest::newRow("tensor core generation a word")
            << QByteArray("g,G,V,gpu,2020,Hopper,,,,,https://x") << "not a whole number";
        QTest::newRow("ecc maybe")
            << QByteArray("g,G,V,gpu,2020,4,maybe,,,,https://x") << "unknown ecc \"maybe\"";
        QTest::newRow("market") << QByteArray("g,G,V,gpu,2020,4,yes,gaming,,,https://x")
                                << "unknown market";
        QTest::newRow("price without date")
            << QByteArray("g,G,V,gpu,2020,4,,consumer,1599,,https://x") << "without price_date";
        QTest::newRow("date without price")
            << QByteArray("g,G,V,gpu,2020,4,,consumer,,2022-10,https://x")
            << "without launch_price_usd";
        QTest::newRow("date as a day")
            << QByteArray("g,G,V,gpu,2020,4,,consumer,1599,2022-10-12,https://x") << "YYYY-MM";
        QTest::newRow("month 13") << QByteArray("g,G,V,gpu,2020,4,,consumer,1599,2022-13,https://x")
                                  << "YYYY-MM";
        QTest::newRow("free price") << QByteArray("g,G,V,gpu,2020,4,,consumer,0,2022-10,https://x")
                                    << "launch_price_usd: 0 is out of range";
        QTest::newRow("price with a dollar sign")
            << QByteArray("g,G,V,gpu,2020,4,,consumer,$1599,2022-10,https://x") << "not a number";
    }

    void newColumnsAreChecked()
    {
        QFETCH(QByteArray, row);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const GpuSpecsLoad load =
            loadText(dir, "id,name,vendor,kind,year,tensor_core_gen,ecc,market,launch_price_usd,"
                          "price_date,source\n"
                          "ok,Ok,V,gpu,2022,4,yes,consumer,1599,2022-10,https://x\n" +
                              row + "\n");
        QCOMPARE(load.problems.size(), 1);
        QCOMPARE(load.problems[0].line, 3);
        QVERIFY2(load.problems[0].message.contains(message),
                 qPrintable(load.problems[0].toString()));
        QCOMPARE(load.rows.size(), 1);
        QCOMPARE(load.rows[0].tensorCoreGeneration, 4);
        QCOMPARE(load.rows[0].ecc, QString("yes"));
        QCOMPARE(load.rows[0].market, QString("consumer"));
        QCOMPARE(load.rows[0].launchPriceUsd, 1599.0);
        QCOMPARE(load.rows[0].priceDate, QString("2022-10"));
        QCOMPARE(load.rows[0].transformerEngineGeneration, 0); // absent column: none
    }

    void emptyCellsAreUnknownNotZero()
    {
        const GpuSpec &h200 = shipped("h200-sxm");
        QVERIFY(!isKnown(h200.computeUnits)); // NVIDIA publishes no SM count for H200
        QVERIFY(std::isnan(h200.computeUnits));
        QCOMPARE(formatFigure(h200.computeUnits), QString("n/a"));
        QCOMPARE(formatRate(h200, Precision::Fp4), QString("n/a"));
        QCOMPARE(formatRate(shipped("h100-sxm5"), Precision::Fp16, Sparsity::Sparse),
                 QString("1979 TFLOPS"));
        QCOMPARE(formatRate(shipped("tpu-v5p"), Precision::Int8), QString("918 TOPS"));
        QCOMPARE(formatFigure(989.4, "TFLOPS"), QString("989.4 TFLOPS"));
        QCOMPARE(formatFigure(67.0), QString("67"));
        QCOMPARE(formatFigure(0.0, "W"), QString("0 W")); // a real 0 stays 0
        QCOMPARE(formatFigure(std::optional<double>()), QString("n/a"));
        QCOMPARE(formatFigure(3.14159, {}, 2), QString("3.14"));
        // Vector rates have no sparse form.
        QVERIFY(!shipped("h100-sxm5").rate(Precision::Fp32, Sparsity::Sparse));
    }

    void namesRoundTrip()
    {
        for (Precision precision : allPrecisions())
            QVERIFY(precisionFromName(precisionName(precision)) == precision);
        QVERIFY(precisionFromName("FP16") == Precision::Fp16);
        QVERIFY(precisionFromName("fp64_tensor") == Precision::Fp64Tensor);
        QVERIFY(!precisionFromName("fp12"));
        QCOMPARE(rateUnit(Precision::Int8), QString("TOPS"));
        QCOMPARE(rateUnit(Precision::Bf16), QString("TFLOPS"));
        for (GpuKind kind :
             {GpuKind::Gpu, GpuKind::Accelerator, GpuKind::Cpu, GpuKind::System, GpuKind::Npu})
            QVERIFY(kindFromName(kindName(kind)) == kind);
        QVERIFY(kindFromName("GPU") == GpuKind::Gpu);
        QVERIFY(!kindFromName("fpga"));
        QVERIFY(!findGpuSpec(m_shipped.rows, "no-such-gpu"));
        QCOMPARE(gpuSpecColumns().size(), 47); // with memory_type_label, interconnect_label
        QCOMPARE(requiredGpuSpecColumns(),
                 QStringList({"id", "name", "vendor", "kind", "year", "source"}));
    }

    void quotedFieldsWithCommasLoad()
    {
        QTemporaryDir dir;
        const GpuSpecsLoad load =
            loadText(dir, QByteArray(kHeader) +
                              "x1,\"Card, 80 GB\",V,gpu,2022,80,2000,50,400,800,\"A datasheet, "
                              "p. 2, https://example.com/a\"\n");
        QVERIFY2(load.problems.isEmpty(), qPrintable(allProblems(load)));
        QCOMPARE(load.rows.size(), 1);
        QCOMPARE(load.rows[0].name, QString("Card, 80 GB"));
        QCOMPARE(load.rows[0].source, QString("A datasheet, p. 2, https://example.com/a"));
        QCOMPARE(load.rows[0].line, 2);
        // Columns absent from the header are unknown, not 0; a row covers one device.
        QVERIFY(!isKnown(load.rows[0].tdpW));
        QCOMPARE(load.rows[0].deviceCount, 1.0);
    }

    void columnsAreFoundByName()
    {
        QTemporaryDir dir;
        const GpuSpecsLoad load =
            loadText(dir, "source,year,kind,vendor,name,id,fp32_tflops\n"
                          "https://example.com/b,2020,cpu,V,Some CPU,cpu-1,3.5\n");
        QVERIFY2(load.problems.isEmpty(), qPrintable(allProblems(load)));
        QCOMPARE(load.rows.size(), 1);
        QCOMPARE(load.rows[0].id, QString("cpu-1"));
        QCOMPARE(load.rows[0].kind, GpuKind::Cpu);
        QCOMPARE(load.rows[0].fp32Tflops, 3.5);
    }

    void malformedRowsAreReportedAndSkipped_data()
    {
        QTest::addColumn<QByteArray>("row");
        QTest::addColumn<QString>("message");
        QTest::newRow("too few fields") << QByteArray("short,Short,V,gpu,2020") << "5 fields";
        QTest::newRow("too many fields")
            << QByteArray("long,Long,V,gpu,2020,1,1,1,1,1,https://x,extra") << "12 fields";
        QTest::newRow("not a number")
            << QByteArray("nan1,Bad,V,gpu,2020,16,fast,15,,,https://x") << "not a number";
        QTest::newRow("nan is not a number")
            << QByteArray("nan2,Bad,V,gpu,2020,16,nan,15,,,https://x") << "not a number";
        QTest::newRow("negative") << QByteArray("neg,Bad,V,gpu,2020,-16,900,15,,,https://x")
                                  << "negative";
        QTest::newRow("duplicate id") << QByteArray("good,Again,V,gpu,2020,16,900,15,,,https://x")
                                      << "duplicate id \"good\" (first on line 3)";
        QTest::newRow("missing name")
            << QByteArray("noname,,V,gpu,2020,16,900,15,,,https://x") << "\"name\"";
        QTest::newRow("missing source")
            << QByteArray("nosrc,No source,V,gpu,2020,16,900,15,,,") << "missing source";
        QTest::newRow("unknown kind")
            << QByteArray("fpga1,Bad,V,fpga,2020,16,900,15,,,https://x") << "unknown kind";
        QTest::newRow("year out of range")
            << QByteArray("old,Bad,V,gpu,1890,16,900,15,,,https://x") << "out of range";
        QTest::newRow("year not a number")
            << QByteArray("y,Bad,V,gpu,soon,16,900,15,,,https://x") << "whole number";
        QTest::newRow("sparse below dense")
            << QByteArray("sp,Bad,V,gpu,2020,16,900,15,300,150,https://x")
            << "fp16_sparse_tflops (150) is below fp16_tflops (300)";
        QTest::newRow("sparse without dense")
            << QByteArray("sp2,Bad,V,gpu,2020,16,900,15,,300,https://x") << "fp16_tflops is empty";
        QTest::newRow("bad id") << QByteArray("Bad_Id,Bad,V,gpu,2020,16,900,15,,,https://x")
                                << "lowercase";
        QTest::newRow("unclosed quote")
            << QByteArray("q,\"Bad,V,gpu,2020,16,900,15,,,https://x") << "not closed";
    }

    void malformedRowsAreReportedAndSkipped()
    {
        QFETCH(QByteArray, row);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const GpuSpecsLoad load =
            loadText(dir, "# comment line 1\n" + QByteArray(kHeader) +
                              "good,Good GPU,V,gpu,2020,16,900,15,120,240,\"a datasheet, "
                              "https://x\"\n" +
                              row +
                              "\n"
                              "\n"
                              "after,After GPU,V,gpu,2021,32,1000,20,,,https://y\n");
        QCOMPARE(load.problems.size(), 1);
        QCOMPARE(load.problems[0].line, 4);
        QVERIFY2(load.problems[0].message.contains(message),
                 qPrintable(load.problems[0].toString()));
        QVERIFY(load.problems[0].file.endsWith(QLatin1String("specs.csv")));
        // The bad row is left out; the others load.
        QCOMPARE(load.rows.size(), 2);
        QCOMPARE(load.rows[0].id, QString("good"));
        QCOMPARE(load.rows[1].id, QString("after"));
        QCOMPARE(load.rows[1].line, 6);
    }

    void headerProblems()
    {
        QTemporaryDir dir;
        // An unknown column is reported and ignored; the rows still load.
        GpuSpecsLoad load = loadText(dir, "id,name,vendor,kind,year,source,fp16_tflop\n"
                                          "a,A,V,gpu,2020,https://x,312\n");
        QCOMPARE(load.problems.size(), 1);
        QCOMPARE(load.problems[0].line, 1);
        QVERIFY(load.problems[0].message.contains("unknown column \"fp16_tflop\""));
        QCOMPARE(load.rows.size(), 1);
        QVERIFY(!load.rows[0].rate(Precision::Fp16));

        // A duplicated column: the second is ignored.
        load = loadText(dir, "id,name,vendor,kind,year,source,year\na,A,V,gpu,2020,https://x,1\n");
        QCOMPARE(load.problems.size(), 1);
        QVERIFY(load.problems[0].message.contains("appears twice"));
        QCOMPARE(load.rows.size(), 1);
        QCOMPARE(load.rows[0].year, 2020);

        // A missing required column: nothing can load.
        load = loadText(dir, "# c\nid,name,vendor,year\na,A,V,2020\n");
        QCOMPARE(load.problems.size(), 1);
        QCOMPARE(load.problems[0].line, 2);
        QVERIFY(load.problems[0].message.contains("kind, source"));
        QVERIFY(load.rows.isEmpty());

        // Only comments: no header.
        load = loadText(dir, "# nothing here\n\n");
        QCOMPARE(load.problems.size(), 1);
        QVERIFY(load.problems[0].message.contains("no header"));

        // A missing file.
        load = loadGpuSpecs(dir.filePath("missing.csv"));
        QCOMPARE(load.problems.size(), 1);
        QVERIFY(load.problems[0].message.contains("cannot be read"));
    }

    void windowsLineEndingsAndByteOrderMark()
    {
        QTemporaryDir dir;
        const GpuSpecsLoad load = loadText(dir, "\xEF\xBB\xBFid,name,vendor,kind,year,source\r\n"
                                                "a,A,V,gpu,2020,https://x\r\n");
        QVERIFY2(load.problems.isEmpty(), qPrintable(allProblems(load)));
        QCOMPARE(load.rows.size(), 1);
        QCOMPARE(load.rows[0].source, QString("https://x"));
    }
};

QTEST_GUILESS_MAIN(TestGpuSpecs)
#include "tst_gpuspecs.moc"
