// The model-architecture data file: the shipped one loads with no problem, holds every model the
// lessons name, each row sourced; its parameter counts agree with the architectures (the sum of
// the tensor shapes, worked by hand below) and with the papers; the KV cache per token follows
// 2 × layers × kv_heads × head_dim × bytes; malformed rows are each reported with their line and
// reason while the other rows still load.
#include "lessons/framework/datacatalog.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/modelspecs.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace gpulab;

namespace {

const char kHeader[] = "id,name,params_billion,layers,hidden,heads,kv_heads,head_dim,source\n";

ModelSpecsLoad loadText(const QTemporaryDir &dir, const QByteArray &text)
{
    const QString path = dir.filePath(QStringLiteral("models.csv"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(text);
    file.close();
    return loadModelSpecs(path);
}

QString allProblems(const ModelSpecsLoad &load)
{
    QStringList lines;
    for (const LessonProblem &problem : load.problems)
        lines << problem.toString();
    return lines.join(QLatin1Char('\n'));
}

// A Llama-style decoder (RMSNorm, SwiGLU, no biases): per layer the four attention projections
// (q and o: hidden × heads·head_dim; k and v: hidden × kv_heads·head_dim), three feed-forward
// matrices (hidden × intermediate) and two norm vectors; then the embedding (twice when the
// output layer is not tied to it) and the final norm.
double llamaParameters(const ModelSpec &m, bool tied)
{
    const double h = m.hidden;
    const double layer = 2 * h * m.heads * m.headDim + 2 * h * m.kvHeads * m.headDim +
                         3 * h * m.intermediate + 2 * h;
    return m.layers * layer + (tied ? 1 : 2) * double(m.vocab) * h + h;
}

} // namespace

class TestModelSpecs : public QObject
{
    Q_OBJECT

    ModelSpecsLoad m_shipped;

    const ModelSpec &shipped(const char *id)
    {
        static const ModelSpec none;
        const ModelSpec *model = findModelSpec(m_shipped.rows, QString::fromLatin1(id));
        return model ? *model : none;
    }

private slots:
    void initTestCase() { m_shipped = loadModelSpecs(GPULAB_ASSETS_DIR "/data/models.csv"); }

    void shippedFileLoadsCleanly()
    {
        QVERIFY2(m_shipped.problems.isEmpty(), qPrintable(allProblems(m_shipped)));
        const char *const ids[] = {
            "gpt-2-small", "llama-3-2-1b", "llama-2-7b",    "llama-2-13b",    "llama-2-70b",
            "mistral-7b",  "llama-3-1-8b", "llama-3-1-70b", "llama-3-1-405b", "gpt-3"};
        for (const char *id : ids)
            QVERIFY2(findModelSpec(m_shipped.rows, QString::fromLatin1(id)), id);
        QCOMPARE(m_shipped.rows.size(), qsizetype(std::size(ids)));
        for (const ModelSpec &m : m_shipped.rows) {
            QVERIFY2(m.source.contains(QLatin1String("https://")), qPrintable(m.id));
            QVERIFY2(m.intermediate > 0 && m.vocab > 0 && m.context > 0, qPrintable(m.id));
            QVERIFY2(m.heads * m.headDim == m.hidden, qPrintable(m.id));
        }
        // The compiled-in copy is the same file.
        QCOMPARE(loadModelSpecs(builtinModelSpecsPath()).rows.size(), m_shipped.rows.size());
    }

    void figuresMatchThePapers()
    {
        // Llama 2 paper, Table 1 and the configs: 7B and 13B multi-head, 70B GQA with 8 KV heads.
        const ModelSpec &l7 = shipped("llama-2-7b");
        QCOMPARE(l7.layers, 32);
        QCOMPARE(l7.hidden, 4096);
        QCOMPARE(l7.heads, 32);
        QCOMPARE(l7.kvHeads, 32);
        QCOMPARE(l7.context, 4096);
        QVERIFY(!l7.groupedQuery());
        QCOMPARE(shipped("llama-2-13b").layers, 40);
        QCOMPARE(shipped("llama-2-13b").hidden, 5120);
        const ModelSpec &l70 = shipped("llama-2-70b");
        QCOMPARE(l70.layers, 80);
        QCOMPARE(l70.hidden, 8192);
        QCOMPARE(l70.kvHeads, 8);
        QCOMPARE(l70.queryGroup(), 8);
        QVERIFY(l70.groupedQuery());
        // Llama 3 paper, Table 3.
        QCOMPARE(shipped("llama-3-1-8b").intermediate, 14336);
        QCOMPARE(shipped("llama-3-1-405b").layers, 126);
        QCOMPARE(shipped("llama-3-1-405b").hidden, 16384);
        QCOMPARE(shipped("llama-3-1-405b").heads, 128);
        QCOMPARE(shipped("llama-3-1-405b").intermediate, 53248);
        // Mistral 7B paper, Table 1.
        QCOMPARE(shipped("mistral-7b").kvHeads, 8);
        QCOMPARE(shipped("mistral-7b").intermediate, 14336);
        // GPT-3 paper, Table 2.1: 175.0B, 96 layers, d_model 12,288, 96 heads of 128, 2,048.
        const ModelSpec &gpt3 = shipped("gpt-3");
        QCOMPARE(gpt3.paramsBillion, 175.0);
        QCOMPARE(gpt3.layers, 96);
        QCOMPARE(gpt3.hidden, 12288);
        QCOMPARE(gpt3.headDim, 128);
        QCOMPARE(gpt3.context, 2048);
        QCOMPARE(gpt3.parameters(), 175e9);
    }

    void parameterCountsAreTheSumOfTheShapes()
    {
        // Llama 2 7B by hand: per layer 4 × 4096² = 67,108,864 (attention) + 3 × 4096 × 11008 =
        // 135,266,304 (SwiGLU) + 8,192 (norms) = 202,383,360; × 32 = 6,476,267,520; + 2 × 32000 ×
        // 4096 = 262,144,000 (embedding and output layer); + 4,096 = 6,738,415,616.
        QCOMPARE(32.0 * (4 * 4096.0 * 4096 + 3 * 4096.0 * 11008 + 2 * 4096) + 2 * 32000.0 * 4096 +
                     4096,
                 6738415616.0);
        QCOMPARE(shipped("llama-2-7b").parameters(), 6738415616.0);
        // Every Llama-style row against the same sum (Llama 3.2 1B ties its output layer).
        for (const char *id : {"llama-3-2-1b", "llama-2-7b", "llama-2-13b", "llama-2-70b",
                               "mistral-7b", "llama-3-1-8b", "llama-3-1-70b", "llama-3-1-405b"}) {
            const ModelSpec &m = shipped(id);
            const double sum = llamaParameters(m, m.id == QLatin1String("llama-3-2-1b"));
            QVERIFY2(std::abs(sum - m.parameters()) < 1, qPrintable(m.id));
        }
        // GPT-2 small by hand: embeddings 50257 × 768 + 1024 × 768 = 39,383,808; per layer
        // 2 × 1,536 (norms) + 768 × 2304 + 2304 (qkv) + 768² + 768 (out) + 768 × 3072 + 3072 +
        // 3072 × 768 + 768 (MLP) = 7,087,872; × 12 + final norm 1,536 = 124,439,808.
        const double layer = 2 * 1536.0 + (768.0 * 2304 + 2304) + (768.0 * 768 + 768) +
                             (768.0 * 3072 + 3072) + (3072.0 * 768 + 768);
        QCOMPARE(layer, 7087872.0);
        QCOMPARE(50257.0 * 768 + 1024.0 * 768 + 12 * layer + 1536,
                 shipped("gpt-2-small").parameters());
    }

    void kvCachePerToken()
    {
        // Llama 2 7B, 16-bit: 2 × 32 layers × 32 heads × 128 × 2 bytes = 524,288 bytes a token
        // (0.5 MiB); 4,096 tokens → 2,147,483,648 bytes = 2 GiB.
        QCOMPARE(shipped("llama-2-7b").kvCacheBytesPerToken(2), 524288.0);
        QCOMPARE(shipped("llama-2-7b").kvCacheBytesPerToken(2) * 4096, 2147483648.0);
        // Llama 2 70B with GQA: 2 × 80 × 8 × 128 × 2 = 327,680 bytes, less than the 7B's; with
        // 64 KV heads it would be 8 × as much, 2,621,440.
        QCOMPARE(shipped("llama-2-70b").kvCacheBytesPerToken(2), 327680.0);
        QCOMPARE(2.0 * 80 * 64 * 128 * 2, 8 * 327680.0);
        // Llama 3.1 8B, FP8 cache: 2 × 32 × 8 × 128 × 1 = 65,536.
        QCOMPARE(shipped("llama-3-1-8b").kvCacheBytesPerToken(1), 65536.0);
    }

    void emptyHeadDimIsHiddenOverHeads()
    {
        QTemporaryDir dir;
        const ModelSpecsLoad load =
            loadText(dir, "id,name,params_billion,layers,hidden,heads,kv_heads,source\n"
                          "m,M,1.5,24,2048,16,4,\"a paper, https://x\"\n");
        QVERIFY2(load.problems.isEmpty(), qPrintable(allProblems(load)));
        QCOMPARE(load.rows.size(), 1);
        QCOMPARE(load.rows[0].headDim, 128);
        QCOMPARE(load.rows[0].queryGroup(), 4);
        QCOMPARE(load.rows[0].intermediate, 0); // absent: not published, not a guess
        QCOMPARE(load.rows[0].source, QString("a paper, https://x"));
    }

    void malformedRowsAreReportedAndSkipped_data()
    {
        QTest::addColumn<QByteArray>("row");
        QTest::addColumn<QString>("message");
        QTest::newRow("kv above heads") << QByteArray("b,B,7,32,4096,32,64,128,https://x")
                                        << "kv_heads (64) is above heads (32)";
        QTest::newRow("kv does not divide")
            << QByteArray("b,B,7,32,4096,32,5,128,https://x") << "does not divide heads";
        QTest::newRow("head_dim underivable")
            << QByteArray("b,B,7,32,4000,48,8,,https://x") << "give head_dim";
        QTest::newRow("zero layers")
            << QByteArray("b,B,7,0,4096,32,8,128,https://x") << "out of range";
        QTest::newRow("fractional layers")
            << QByteArray("b,B,7,32.5,4096,32,8,128,https://x") << "whole number";
        QTest::newRow("huge parameters")
            << QByteArray("b,B,1e300,32,4096,32,8,128,https://x") << "params_billion";
        QTest::newRow("missing kv_heads")
            << QByteArray("b,B,7,32,4096,32,,128,https://x") << "\"kv_heads\"";
        QTest::newRow("missing source")
            << QByteArray("b,B,7,32,4096,32,8,128,") << "missing source";
        QTest::newRow("duplicate id")
            << QByteArray("a,Again,7,32,4096,32,8,128,https://x") << "duplicate id";
    }

    void malformedRowsAreReportedAndSkipped()
    {
        QFETCH(QByteArray, row);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const ModelSpecsLoad load = loadText(dir, "# comment\n" + QByteArray(kHeader) +
                                                      "a,A,7,32,4096,32,8,128,https://x\n" + row +
                                                      "\nc,C,1,16,2048,16,16,,https://y\n");
        QCOMPARE(load.problems.size(), 1);
        QCOMPARE(load.problems[0].line, 4);
        QVERIFY2(load.problems[0].message.contains(message),
                 qPrintable(load.problems[0].toString()));
        QCOMPARE(load.rows.size(), 2);
        QCOMPARE(load.rows[0].id, QString("a"));
        QCOMPARE(load.rows[1].id, QString("c"));
        QCOMPARE(load.rows[1].headDim, 128);
        QCOMPARE(load.rows[1].line, 5);
    }

    void namesAndOverride()
    {
        QCOMPARE(modelSpecColumns().size(), 13);
        QCOMPARE(requiredModelSpecColumns(),
                 QStringList({"id", "name", "params_billion", "layers", "hidden", "heads",
                              "kv_heads", "source"}));
        QCOMPARE(builtinModelSpecsPath(), QString(":/assets/data/models.csv"));
        QVERIFY(!findModelSpec(m_shipped.rows, "no-such-model"));

        QTemporaryDir dir;
        const QString path = dir.filePath("mine.csv");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(kHeader) + "mine,Mine,2,8,1024,8,8,128,https://m\n");
        file.close();
        qputenv(ModelSpecs::kPathVariable, path.toLocal8Bit());
        QCOMPARE(modelSpecsPath(), path);
        // A catalog that does not hold the table reads the file it would; an empty one none.
        DataCatalog specsOnly;
        specsOnly.add<GpuSpecs>(QStringLiteral("x"), GpuSpecsLoad{});
        QCOMPARE(modelSpecsOf(specsOnly).size(), 1);
        QCOMPARE(modelSpecsOf(specsOnly).at(0).id, QString("mine"));
        QVERIFY(modelSpecsOf(DataCatalog()).isEmpty());
        qunsetenv(ModelSpecs::kPathVariable);
        QCOMPARE(modelSpecsPath(), builtinModelSpecsPath());
        // A catalog holding the table: its rows.
        DataCatalog withModels;
        withModels.add<ModelSpecs>(path, loadModelSpecs(path));
        QCOMPARE(modelSpecsOf(withModels).at(0).id, QString("mine"));
    }
};

QTEST_GUILESS_MAIN(TestModelSpecs)
#include "tst_modelspecs.moc"
