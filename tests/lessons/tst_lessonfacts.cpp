// What the shipped lessons say, checked against what GPU Lab computes or holds: the exercise in
// the text run through the bit lab, the loss-scaling figure through the model, quiz answers
// through the grader, worked examples through the data files, and the wording rules a
// correctness sweep (issue 18) found broken. Every check reads the real files in lessons/ and
// assets/data/, so a regression in the text makes it fail.
#include "compute/formats.h"
#include "lessons/cpuvsgpu/cpugpumodel.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/lessoncontent.h"
#include "lessons/framework/quiz/gift.h"
#include "lessons/framework/quiz/grading.h"
#include "lessons/precision/bitlab.h"
#include "lessons/precision/lossscalingmodel.h"

#include <QDir>
#include <QRegularExpression>
#include <QtTest>

#include <cmath>

using namespace gpulab;

namespace {

const QString kLessons = QStringLiteral(GPULAB_LESSONS_DIR);
const QString kAssets = QStringLiteral(GPULAB_ASSETS_DIR);

QString readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(file.readAll());
}

QString lessonFile(const QString &relative)
{
    return readText(kLessons + QLatin1Char('/') + relative);
}

// Every text of a lesson folder a student or teacher reads: its sections, quiz and manifest.
QList<QPair<QString, QString>> lessonTexts(const QString &folder)
{
    QList<QPair<QString, QString>> texts;
    const QDir dir(kLessons + QLatin1Char('/') + folder);
    for (const QString &name :
         dir.entryList({QStringLiteral("*.md"), QStringLiteral("*.gift"), QStringLiteral("*.json")},
                       QDir::Files, QDir::Name))
        texts.append({folder + QLatin1Char('/') + name, readText(dir.filePath(name))});
    return texts;
}

// Sentences, with Markdown's soft line breaks joined; a paragraph, and in a GIFT file (`file`
// ending in .gift) an answer or feedback (split at the unescaped { } ~ = #), never run into the
// next.
QStringList sentences(const QString &file, const QString &text)
{
    static const QRegularExpression paragraphs(QStringLiteral("\\n\\s*\\n"));
    static const QRegularExpression giftParts(QStringLiteral("(?<!\\\\)[{}~=#]|\\n\\s*\\n"));
    const QRegularExpression &parts =
        file.endsWith(QLatin1String(".gift")) ? giftParts : paragraphs;
    static const QRegularExpression escape(QStringLiteral("\\\\([:=#~{}])"));
    static const QRegularExpression lineBreak(QStringLiteral("\\s*\\n\\s*"));
    static const QRegularExpression end(QStringLiteral("(?<=[.!?])\\s+(?=[A-Z*(\"])"));
    QStringList result;
    for (QString part : text.split(parts, Qt::SkipEmptyParts)) {
        part.replace(escape, QStringLiteral("\\1")).replace(lineBreak, QStringLiteral(" "));
        result << part.split(end, Qt::SkipEmptyParts);
    }
    return result;
}

double toNumber(QString text)
{
    text.replace(QChar(0x2212), QLatin1Char('-')).remove(QLatin1Char(','));
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok)
        qFatal("not a number: %s", qPrintable(text));
    return value;
}

const LessonSection *findSection(const LessonContent &lesson, const QString &id)
{
    for (const LessonSection &section : lesson.sections)
        if (section.id == id)
            return &section;
    return nullptr;
}

const GpuSpec &spec(const QList<GpuSpec> &specs, const char *id)
{
    const GpuSpec *found = findGpuSpec(specs, QString::fromLatin1(id));
    if (!found)
        qFatal("gpu-specs.csv has no row %s", id);
    return *found;
}

const gift::Question *findQuestion(const gift::Bank &bank, const QString &title)
{
    for (const gift::Question &question : bank.questions)
        if (question.title == title)
            return &question;
    return nullptr;
}

// Runs the bit-flip exercise written in `text` ("type 2 ... Flip the lowest exponent bit: 2
// becomes 4. Flip the sign bit: 4 becomes −4.") through the bit lab; returns the flips checked.
int runFlipExercise(QString text, const QString &where)
{
    text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
    static const QRegularExpression start(QStringLiteral("choose (\\S+) and type (\\S+?)[ :.(]"));
    const QRegularExpressionMatch begin = start.match(text);
    if (!begin.hasMatch()) {
        qWarning("%s: no \"choose FORMAT and type NUMBER\"", qPrintable(where));
        return 0;
    }
    const fp::FormatSpec *format = nullptr;
    for (const fp::FormatSpec &f : fp::allFormats())
        if (QString::fromLatin1(f.displayName) == begin.captured(1))
            format = &f;
    if (!format) {
        qWarning("%s: unknown format %s", qPrintable(where), qPrintable(begin.captured(1)));
        return 0;
    }
    BitLab lab;
    lab.setFormat(format->id);
    if (!lab.setText(begin.captured(2))) {
        qWarning("%s: the bit lab refuses %s", qPrintable(where), qPrintable(begin.captured(2)));
        return 0;
    }
    // "the pattern 0x4000" after typing, where the text gives it.
    static const QRegularExpression pattern(QStringLiteral("the pattern (0x[0-9A-Fa-f]+)"));
    if (const auto m = pattern.match(text, begin.capturedEnd()); m.hasMatch())
        if (lab.hexString().compare(m.captured(1), Qt::CaseInsensitive) != 0) {
            qWarning("%s: %s is %s, not %s", qPrintable(where), qPrintable(begin.captured(2)),
                     qPrintable(lab.hexString()), qPrintable(m.captured(1)));
            return 0;
        }
    static const QRegularExpression flip(
        QStringLiteral("Flip the (?:(lowest|top) )?(sign|exponent|mantissa) bit: "
                       "([\\x{2212}-]?\\d+(?:\\.\\d+)?) becomes ([\\x{2212}-]?\\d+(?:\\.\\d+)?)"));
    int flips = 0;
    auto it = flip.globalMatch(text, begin.capturedEnd());
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString field = m.captured(2);
        const BitLab::Field wanted = field == QLatin1String("sign")       ? BitLab::Field::Sign
                                     : field == QLatin1String("exponent") ? BitLab::Field::Exponent
                                                                          : BitLab::Field::Mantissa;
        int lowest = -1, top = -1;
        for (int bit = lab.lowestBit(); bit <= lab.highestBit(); ++bit)
            if (lab.fieldOf(bit) == wanted) {
                lowest = lowest < 0 ? bit : lowest;
                top = bit;
            }
        const int bit = m.captured(1) == QLatin1String("top") ? top : lowest;
        if (lab.value() != toNumber(m.captured(3))) {
            qWarning("%s: \"%s\" starts from %g, but the lab holds %g", qPrintable(where),
                     qPrintable(m.captured(0)), toNumber(m.captured(3)), lab.value());
            return 0;
        }
        lab.flipBit(bit);
        if (lab.value() != toNumber(m.captured(4))) {
            qWarning("%s: \"%s\", but the bit lab gives %g", qPrintable(where),
                     qPrintable(m.captured(0)), lab.value());
            return 0;
        }
        ++flips;
    }
    return flips;
}

} // namespace

class TestLessonFacts : public QObject
{
    Q_OBJECT

    QList<GpuSpec> m_specs;

private slots:
    void initTestCase();

    // Precision formats
    void bitFlipExerciseRunsInTheBitLab();
    void lossScalingShareComesFromTheModel();
    void bf16EpsilonAcceptsFourDecimals();

    // Memory hierarchy
    void memoryUnitsHaveOneSpelling();
    void flashAttentionTrafficIsStillQuadratic();
    void decodeBoundFollowsTheDataFile();

    // Tensor cores
    void tensorFiguresCarryTheirLabels();
    void formFactorsDifferInSms();
    void bf16ProductsCanLeaveFp32sRange();

    // CPU vs GPU
    void oneTaskTimesFollowTheModel();

    // Interconnects
    void pcieCarriesPeerToPeerTraffic();
    void tpuPodSizeIsSourced();
};

void TestLessonFacts::initTestCase()
{
    const GpuSpecsLoad load = loadGpuSpecs(kAssets + QStringLiteral("/data/gpu-specs.csv"));
    QVERIFY(load.problems.isEmpty());
    m_specs = load.rows;
}

// ---- Precision formats

void TestLessonFacts::bitFlipExerciseRunsInTheBitLab()
{
    // The "Try it" of the anatomy section and the teacher's notes for it: every flip they
    // describe gives, in the bit lab, the value they say.
    const QString markdown = lessonFile(QStringLiteral("precision/02-anatomy.md"));
    const QString tryIt = markdown.mid(markdown.indexOf(QLatin1String("## Try it")));
    QVERIFY(tryIt.startsWith(QLatin1String("## Try it")));
    QCOMPARE(runFlipExercise(tryIt, QStringLiteral("02-anatomy.md")), 3);

    const LessonLoadResult lesson = loadLesson(kLessons + QStringLiteral("/precision"));
    QVERIFY(lesson.ok());
    const LessonSection *anatomy = findSection(lesson.content, QStringLiteral("anatomy"));
    QVERIFY(anatomy);
    QCOMPARE(runFlipExercise(anatomy->notes, QStringLiteral("lesson.json anatomy notes")), 3);

    // "Flipping the lowest exponent bit of 1.0 goes down a binade, to 0.5", in both.
    static const QRegularExpression fromOne(
        QStringLiteral("lowest exponent bit of (\\d+(?:\\.\\d+)?)\\D*?(?:to|gives) "
                       "(\\d+(?:\\.\\d+)?)"));
    for (QString text : {tryIt, anatomy->notes}) {
        text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
        const QRegularExpressionMatch m = fromOne.match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text));
        BitLab lab;
        lab.setFormat(fp::Format::Fp16);
        QVERIFY(lab.setText(m.captured(1)));
        QVERIFY(lab.flipBit(10)); // FP16's lowest exponent bit
        QCOMPARE(lab.value(), toNumber(m.captured(2)));
    }
}

void TestLessonFacts::lossScalingShareComesFromTheModel()
{
    // Scenario 2 (a fixed scale of 2^16) with the model's gradients: nothing lost, and the
    // share left subnormal is the one the text gives.
    const QString markdown = lessonFile(QStringLiteral("precision/05-loss-scaling.md"));
    static const QRegularExpression row(QStringLiteral(
        "\\| 2\\. FP16, fixed scale 2¹⁶ \\|([^|\\n]*)nothing is lost; about (\\d+(?:\\.\\d+)?) % "
        "of the gradients stay subnormal"));
    const QRegularExpressionMatch m = row.match(markdown);
    QVERIFY2(m.hasMatch(), "05-loss-scaling.md: scenario 2's row");
    const double stated = toNumber(m.captured(2));
    const LossScalingModel::Settings fixed = LossScalingModel::beatSettings(1);
    QCOMPARE(fixed.scaleLog2, 16);
    for (quint64 seed : {quint64(1), LossScalingModel().seed(), quint64(7)}) {
        const LossScalingModel::Counts c = LossScalingModel::runTotals(fixed, seed);
        QCOMPARE(c.seen, qint64(fixed.iterations) * fixed.gradientsPerIteration);
        QCOMPARE(c.underflowed, qint64(0));
        QCOMPARE(c.overflowed, qint64(0));
        const double share = 100.0 * double(c.subnormal) / double(c.seen);
        QVERIFY2(std::abs(share - stated) < 0.2,
                 qPrintable(QStringLiteral("seed %1: %2 %").arg(seed).arg(share)));
    }
    // Gradients are linear in the loss function, not proportional to the loss value.
    QVERIFY(!markdown.contains(QLatin1String("every gradient is proportional to it")));
    QVERIFY(markdown.contains(QLatin1String("linear")));
}

void TestLessonFacts::bf16EpsilonAcceptsFourDecimals()
{
    const gift::Bank bank = gift::parseFile(kLessons + QStringLiteral("/precision/quiz.gift"));
    QVERIFY(bank.ok());
    const gift::Question *question = findQuestion(bank, QStringLiteral("BF16 epsilon"));
    QVERIFY(question);
    const double epsilon = fp::properties(fp::formatSpec(fp::Format::Bf16)).epsilon;
    QCOMPARE(epsilon, 0.0078125);
    auto grade = [question](const char *typed) {
        quiz::Response response;
        response.text = QString::fromLatin1(typed);
        return quiz::grade(*question, response);
    };
    for (const char *right : {"0.0078125", "0.0078", "0.00781", "7.8125e-3", "0,0078"})
        QVERIFY2(grade(right).correct, right);
    for (const char *wrong : {"0.0009765625", "0.001", "0.0079", "0.0077", "0.008"})
        QVERIFY2(!grade(wrong).correct, wrong);
}

// ---- Memory hierarchy

void TestLessonFacts::memoryUnitsHaveOneSpelling()
{
    // On-chip sizes are binary: KiB and MiB everywhere, in the text, the quiz and the notes.
    static const QRegularExpression decimal(QStringLiteral("\\d\\s?(KB|MB)\\b"));
    int binary = 0;
    for (const auto &[file, text] : lessonTexts(QStringLiteral("memory"))) {
        const QRegularExpressionMatch m = decimal.match(text);
        QVERIFY2(!m.hasMatch(), qPrintable(file + QStringLiteral(": \"") + m.captured(0) +
                                           QStringLiteral("\": write KiB / MiB")));
        binary += int(text.count(QLatin1String("KiB")) + text.count(QLatin1String("MiB")));
    }
    QVERIFY(binary > 10);
}

void TestLessonFacts::flashAttentionTrafficIsStillQuadratic()
{
    // Dao et al. 2022, Theorem 2: Θ(N²d²/M) HBM accesses against Θ(Nd + N²); the extra memory
    // is what becomes linear, and the result is the same maths in another rounding order.
    const QString flash = lessonFile(QStringLiteral("memory/04-flash.md"));
    QVERIFY(flash.contains(QStringLiteral("Θ(N²·d² / M)")));
    QVERIFY(flash.contains(QStringLiteral("Θ(N·d + N²)")));
    QVERIFY(flash.contains(QStringLiteral("Theorem 2")));
    QVERIFY(flash.contains(QStringLiteral("linear in N")));
    QVERIFY(lessonFile(QStringLiteral("memory/08-summary.md")).contains("Θ(N²·d² / M)"));
    for (const auto &[file, text] : lessonTexts(QStringLiteral("memory"))) {
        for (const QString &sentence : sentences(file, text)) {
            if (!sentence.contains(QLatin1String("Flash")) &&
                !sentence.contains(QLatin1String("HBM traffic")))
                continue;
            QVERIFY2(!sentence.contains(QLatin1String("exactly the same")),
                     qPrintable(file + ": " + sentence));
            QVERIFY2(!sentence.contains(QLatin1String("no longer grows")),
                     qPrintable(file + ": " + sentence));
            QVERIFY2(!sentence.contains(QLatin1String("exact reordering")),
                     qPrintable(file + ": " + sentence));
        }
    }
}

void TestLessonFacts::decodeBoundFollowsTheDataFile()
{
    // The decode section is part of the lesson, and its worked example agrees with gpu-specs.csv:
    // tokens/s ≤ bandwidth ÷ bytes of weights.
    const LessonLoadResult lesson = loadLesson(kLessons + QStringLiteral("/memory"));
    QVERIFY(lesson.ok());
    const LessonSection *decode = findSection(lesson.content, QStringLiteral("decode"));
    QVERIFY(decode);
    const QString text = readSectionMarkdown(*decode);
    QVERIFY(
        text.contains(QStringLiteral("tokens per second ≤ memory bandwidth ÷ bytes of weights")));

    static const QRegularExpression weights(
        QStringLiteral("(\\d+) × 10⁹ parameters × (\\d) bytes \\(FP16\\) = \\*\\*(\\d+) GB\\*\\*"));
    const QRegularExpressionMatch w = weights.match(text);
    QVERIFY(w.hasMatch());
    const double weightGB = toNumber(w.captured(3));
    QCOMPARE(toNumber(w.captured(1)) * toNumber(w.captured(2)), weightGB);

    const GpuSpec &h100 = spec(m_specs, "h100-sxm5");
    const GpuSpec &mi300x = spec(m_specs, "mi300x");
    QVERIFY(h100.memoryGB < weightGB);   // "does not even fit in its 80 GB"
    QVERIFY(mi300x.memoryGB > weightGB); // "holds the whole model"
    static const QRegularExpression bound(
        QStringLiteral("(?:(\\d) × )?([\\d,]+) ÷ ([\\d,]+) ≈\\s+\\*\\*(\\d+) tokens/s\\*\\*"));
    QList<double> bandwidths;
    auto it = bound.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const double gpus = m.captured(1).isEmpty() ? 1 : toNumber(m.captured(1));
        const double bandwidth = toNumber(m.captured(2));
        QCOMPARE(toNumber(m.captured(3)), weightGB);
        QCOMPARE(double(qRound(gpus * bandwidth / weightGB)), toNumber(m.captured(4)));
        bandwidths << bandwidth;
    }
    QCOMPARE(bandwidths,
             QList<double>({h100.bandwidthGBs, h100.bandwidthGBs, mi300x.bandwidthGBs}));
    // The summary and the quiz give the same bound.
    QVERIFY(lessonFile(QStringLiteral("memory/08-summary.md"))
                .contains(QStringLiteral("at most about %1 tokens/s")
                              .arg(qRound(h100.bandwidthGBs / weightGB))));
    const gift::Bank bank = gift::parseFile(kLessons + QStringLiteral("/memory/quiz.gift"));
    QVERIFY(bank.ok());
    const gift::Question *question = findQuestion(bank, QStringLiteral("Decode bound"));
    QVERIFY(question);
    quiz::Response response;
    response.text = QString::number(h100.bandwidthGBs / weightGB, 'f', 1);
    QVERIFY(quiz::grade(*question, response).correct);
}

// ---- Tensor cores

void TestLessonFacts::tensorFiguresCarryTheirLabels()
{
    static const QRegularExpression rtxFigure(QStringLiteral("\\b(165|330)\\b"));
    int labelled = 0;
    for (const auto &[file, text] : lessonTexts(QStringLiteral("tensorcores"))) {
        for (const QString &sentence : sentences(file, text)) {
            // The RTX 4090's 165 and 330 TFLOPS are both dense (ERRATA.md): say so.
            if (sentence.contains(rtxFigure) && sentence.contains(QLatin1String("TFLOPS"))) {
                QVERIFY2(sentence.contains(QLatin1String("dense")),
                         qPrintable(file + ": " + sentence));
                ++labelled;
            }
            // "64 steps deep" is the model's tile, not a documented H100 shape.
            if (sentence.contains(QLatin1String("64 steps deep")))
                QVERIFY2(sentence.contains(QLatin1String("model")),
                         qPrintable(file + ": " + sentence));
            // Every figure of the V100 PCIe card has its unit.
            if (sentence.contains(QLatin1String("rated 112")))
                QVERIFY2(sentence.contains(
                             QRegularExpression(QStringLiteral("112 TFLOPS.*\\b14 TFLOPS"))),
                         qPrintable(file + ": " + sentence));
        }
    }
    QVERIFY(labelled >= 3);
}

void TestLessonFacts::formFactorsDifferInSms()
{
    // The H100 PCIe card is not the SXM5 module at less power: it has fewer SMs and tensor cores.
    const QString text = lessonFile(QStringLiteral("tensorcores/03-generations.md"))
                             .replace(QLatin1Char('\n'), QLatin1Char(' '));
    static const QRegularExpression counts(
        QStringLiteral("(H100 SXM5|H100 PCIe) (?:has )?(\\d+) SMs and (\\d+) tensor cores"));
    int seen = 0;
    auto it = counts.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const GpuSpec &row =
            spec(m_specs, m.captured(1) == QLatin1String("H100 PCIe") ? "h100-pcie" : "h100-sxm5");
        QCOMPARE(toNumber(m.captured(2)), row.computeUnits);
        QCOMPARE(toNumber(m.captured(3)), row.tensorCores);
        ++seen;
    }
    QCOMPARE(seen, 2);
    QVERIFY(spec(m_specs, "h100-pcie").computeUnits < spec(m_specs, "h100-sxm5").computeUnits);
}

void TestLessonFacts::bf16ProductsCanLeaveFp32sRange()
{
    // What the codec says: every FP16 or FP8 product lies inside FP32's range, BF16's need not.
    const fp::FormatProperties fp32 = fp::properties(fp::formatSpec(fp::Format::Fp32));
    auto staysInside = [&fp32](fp::Format format) {
        const fp::FormatProperties p = fp::properties(fp::formatSpec(format));
        return p.maxFinite * p.maxFinite <= fp32.maxFinite &&
               p.minSubnormal * p.minSubnormal >= fp32.minSubnormal;
    };
    QVERIFY(staysInside(fp::Format::Fp16));
    QVERIFY(staysInside(fp::Format::Fp8E4M3));
    QVERIFY(staysInside(fp::Format::Fp8E5M2));
    QVERIFY(!staysInside(fp::Format::Bf16));
    QVERIFY(std::ldexp(1.0, 200) > fp32.maxFinite); // the text's 2¹⁰⁰ × 2¹⁰⁰

    // What the lesson says: the accumulation section names the exception, and no text calls
    // low-precision products simply "exact in FP32".
    const QString accumulation = lessonFile(QStringLiteral("tensorcores/06-accumulation.md"));
    const QString part = accumulation.mid(accumulation.indexOf(QLatin1String("## What tensor")));
    for (const char *word : {"BF16", "overflow", "underflow", "2²⁰⁰", "FP16 and FP8 products"})
        QVERIFY2(part.contains(QString::fromUtf8(word)), word);
    for (const auto &[file, text] : lessonTexts(QStringLiteral("tensorcores")))
        QVERIFY2(!text.contains(QLatin1String("exact in FP32")), qPrintable(file));
    const gift::Bank bank = gift::parseFile(kLessons + QStringLiteral("/tensorcores/quiz.gift"));
    QVERIFY2(bank.ok(), qPrintable(bank.problemLines().join('\n')));
    const gift::Question *question = findQuestion(bank, QStringLiteral("Accumulate in FP32"));
    QVERIFY(question);
    QVERIFY(question->answers.first().feedback.contains(QLatin1String("overflow or underflow")));
}

// ---- CPU vs GPU

void TestLessonFacts::oneTaskTimesFollowTheModel()
{
    // "100 cycles at 4 GHz" is 25 ns; the model adds its overhead, and the table says so.
    const QString text = lessonFile(QStringLiteral("cpuvsgpu/01-two-ways.md"));
    static const QRegularExpression row(QStringLiteral(
        "\\| One task of (\\d+) cycles, alone \\| ([\\d.]+) ns: (\\d+) cycles \\+ (\\d+) of "
        "overhead[^|]*\\| ([\\d.]+) ns: it waits (\\d+) cycles for memory, then works (\\d+)"));
    const QRegularExpressionMatch m = row.match(text);
    QVERIFY2(m.hasMatch(), "01-two-ways.md: the one-task row");
    const CpuGpuModel::Settings model;
    QCOMPARE(int(toNumber(m.captured(1))), model.workPerTask);
    QCOMPARE(int(toNumber(m.captured(3))), model.workPerTask);
    QCOMPARE(int(toNumber(m.captured(4))), CpuGpuModel::kCpuTaskOverheadCycles);
    QCOMPARE(toNumber(m.captured(2)), (model.workPerTask + CpuGpuModel::kCpuTaskOverheadCycles) *
                                          CpuGpuModel::kCpuCyclePs / 1000.0);
    QCOMPARE(int(toNumber(m.captured(6))), model.memoryLatencyCycles);
    QCOMPARE(int(toNumber(m.captured(7))), model.workPerTask);
    QCOMPARE(toNumber(m.captured(5)),
             (model.memoryLatencyCycles + model.workPerTask) * CpuGpuModel::kGpuCyclePs / 1000.0);
}

// ---- Interconnects

void TestLessonFacts::pcieCarriesPeerToPeerTraffic()
{
    // The lesson's own PCIe ring relies on GPUs exchanging data over PCIe.
    const QString links = lessonFile(QStringLiteral("interconnects/02-links.md"));
    QVERIFY(!links.contains(QLatin1String("not to the other GPUs")));
    QVERIFY(links.contains(QLatin1String("peer to peer")));
    // The 32 MiB all-reduces of tensor parallelism have one size word in the text and the tab.
    const QString parallelism = lessonFile(QStringLiteral("interconnects/06-parallelism.md"));
    QVERIFY(parallelism.contains(QLatin1String("medium-sized messages")));
    QVERIFY(!parallelism.contains(QLatin1String("small messages")));
}

void TestLessonFacts::tpuPodSizeIsSourced()
{
    // Jouppi et al., ISCA 2023: a TPU v4 pod joins 4,096 chips; the data file says so too.
    const QString switches = lessonFile(QStringLiteral("interconnects/04-switches.md"));
    QVERIFY(switches.contains(QLatin1String("pod of 4,096 chips")));
    QVERIFY(switches.contains(QLatin1String("Jouppi et al.")));
    const GpuSpec &tpu = spec(m_specs, "tpu-v4");
    QVERIFY(tpu.notes.contains(QLatin1String("4,096 chips")));
    QVERIFY(tpu.notes.contains(QLatin1String("https://doi.org/10.1145/3579371.3589350")));
    QCOMPARE(64 * 4 * 4 * 4, 4096); // 64 cubes of 4 × 4 × 4
}

QTEST_GUILESS_MAIN(TestLessonFacts)
#include "tst_lessonfacts.moc"
