// Questions from this machine's measurements (see measuredquestions.h).
#include "lessons/framework/quiz/measuredquestions.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpulab {

namespace {

// The translation context of this file's messages: lupdate reads it from the macro (a free
// MeasuredText::tr() got the context of whatever class or namespace lupdate guessed, not the one
// looked up here).
class MeasuredText
{
    Q_DECLARE_TR_FUNCTIONS(gpulab)
};

// A figure rounded to three significant digits, as shown and as used for the answer.
double round3(double v)
{
    if (!(v > 0) || !std::isfinite(v))
        return v;
    const double scale = std::pow(10.0, 2 - std::floor(std::log10(v)));
    return std::round(v * scale) / scale;
}

QString show(double v)
{
    return QLocale().toString(round3(v), 'g', 3);
}

// `title` untranslated (QT_TRANSLATE_NOOP): shown in the UI language, and the English is the
// question's ID number, so its attempts keep one key in every language.
gift::Question numerical(const char *title, const QString &text, double value,
                         double relativeTolerance, const QString &feedback)
{
    gift::Question q;
    q.title = MeasuredText::tr(title);
    q.idNumber = QString::fromUtf8(title);
    q.category = MeasuredText::tr("GPU Lab/Your measurements");
    q.type = gift::QuestionType::Numerical;
    q.text = text;
    gift::Answer a;
    a.value = value;
    a.tolerance = std::abs(value) * relativeTolerance;
    a.fraction = 1.0;
    q.answers.append(a);
    q.generalFeedback = feedback;
    return q;
}

QList<gift::Question> raceQuestions(const MeasuredRace &race, bool withRate)
{
    QList<gift::Question> out;
    const double slow = round3(race.leftSeconds);
    const double fast = round3(race.rightSeconds);
    if (!(slow > 0) || !(fast > 0))
        return out;
    out.append(numerical(
        QT_TRANSLATE_NOOP("gpulab", "Your race: speedup"),
        MeasuredText::tr(
            "In your last race on this machine (N = %1, on %2), %3 took %4 s and %5 took %6 s. "
            "How many times faster was %5? (within 10 %)")
            .arg(race.n)
            .arg(race.device, race.leftVariant, show(slow), race.rightVariant, show(fast)),
        slow / fast, 0.10,
        MeasuredText::tr(
            "A speedup is the slower time divided by the faster one: %1 s ÷ %2 s ≈ %3. The work "
            "was the same (2N³ operations), so the ratio of times is the ratio of rates too.")
            .arg(show(slow), show(fast), show(slow / fast))));
    if (withRate) {
        const double flops = 2.0 * double(race.n) * race.n * race.n;
        const double rate = flops / fast / 1e9;
        out.append(numerical(
            QT_TRANSLATE_NOOP("gpulab", "Your race: GFLOP/s"),
            MeasuredText::tr(
                "Your %1 run multiplied two %2 × %2 matrices in %3 s. At how many GFLOP/s did it "
                "compute? (one multiply and one add count as two operations; within 5 %)")
                .arg(race.rightVariant)
                .arg(race.n)
                .arg(show(fast)),
            rate, 0.05,
            MeasuredText::tr(
                "The product takes 2N³ = %1 floating-point operations; divided by %2 s that is "
                "%3 GFLOP/s (1 GFLOP/s = 10⁹ operations per second).")
                .arg(QLocale().toString(flops, 'g', 4), show(fast), show(rate))));
    }
    return out;
}

} // namespace

MeasuredFigures MeasuredFigures::of(const MachineState &state)
{
    return MeasuredFigures{state.race(), state.roofs(), state.transfer()};
}

QList<gift::Question> measuredQuestions(const QString &lessonId, const MeasuredFigures &figures)
{
    QList<gift::Question> out;
    if (lessonId == QLatin1String("live-lab") && figures.race)
        out += raceQuestions(*figures.race, true);
    if (lessonId == QLatin1String("cpu-vs-gpu") && figures.race)
        out += raceQuestions(*figures.race, false);
    if (lessonId == QLatin1String("memory-hierarchy") && figures.roofs) {
        const double bandwidth = round3(figures.roofs->roofs.bandwidthGBs);
        const double peak = round3(figures.roofs->roofs.peakGflops);
        if (bandwidth > 0 && peak > 0) {
            out.append(numerical(
                QT_TRANSLATE_NOOP("gpulab", "Your roofline: ridge point"),
                MeasuredText::tr(
                    "On %1 you measured a memory bandwidth of %2 GB/s and a peak of %3 GFLOP/s. "
                    "Above what arithmetic intensity, in FLOP per byte, does a kernel stop being "
                    "limited by memory? (within 10 %)")
                    .arg(figures.roofs->device, show(bandwidth), show(peak)),
                peak / bandwidth, 0.10,
                MeasuredText::tr(
                    "The ridge point is where the two roofs meet: peak ÷ bandwidth = %1 ÷ %2 ≈ "
                    "%3 FLOP/byte. Below it, bytes arrive too slowly to keep the arithmetic busy.")
                    .arg(show(peak), show(bandwidth), show(peak / bandwidth))));
            out.append(numerical(
                QT_TRANSLATE_NOOP("gpulab", "Your roofline: a vector add"),
                MeasuredText::tr(
                    "Adding two float vectors does 1 FLOP per 12 bytes moved (two 4-byte loads, "
                    "one 4-byte store). With your measured bandwidth of %1 GB/s, how many GFLOP/s "
                    "can it reach at most? (within 10 %)")
                    .arg(show(bandwidth)),
                bandwidth / 12.0, 0.10,
                MeasuredText::tr(
                    "Memory-bound: intensity × bandwidth = (1/12) × %1 ≈ %2 GFLOP/s, far below "
                    "the peak — the arithmetic waits for memory.")
                    .arg(show(bandwidth), show(bandwidth / 12.0))));
        }
    }
    if (lessonId == QLatin1String("training-vs-inference") && figures.roofs) {
        const double bandwidth = round3(figures.roofs->roofs.bandwidthGBs);
        if (bandwidth > 0) {
            out.append(numerical(
                QT_TRANSLATE_NOOP("gpulab", "Your decode bound"),
                MeasuredText::tr(
                    "On %1 you measured a memory bandwidth of %2 GB/s. A model of 7 billion "
                    "parameters in FP16 is 14 GB of weights, each read once per generated token. "
                    "At most how many tokens per second could this machine generate for one "
                    "sequence? (a bound; within 10 %)")
                    .arg(figures.roofs->device, show(bandwidth)),
                bandwidth / 14.0, 0.10,
                MeasuredText::tr(
                    "bandwidth ÷ bytes of weights = %1 GB/s ÷ 14 GB ≈ %2 tokens/s at most: the "
                    "time to read every weight once. A real program reaches less.")
                    .arg(show(bandwidth), show(bandwidth / 14.0))));
            out.append(numerical(
                QT_TRANSLATE_NOOP("gpulab", "Your matrix-vector bound"),
                MeasuredText::tr(
                    "A float32 matrix-vector product does about 0.5 FLOP per byte it reads. With "
                    "your measured bandwidth of %1 GB/s, at most how many GFLOP/s can it reach? "
                    "(within 10 %)")
                    .arg(show(bandwidth)),
                bandwidth * 0.5, 0.10,
                MeasuredText::tr(
                    "Memory-bound: intensity × bandwidth = 0.5 × %1 ≈ %2 GFLOP/s at most, "
                    "whatever the peak: each weight brings one multiply-add.")
                    .arg(show(bandwidth), show(bandwidth * 0.5))));
        }
    }
    // The measured peak of this machine (the Live Lab's or the Memory lesson's roofs) against
    // the arithmetic of the accelerator, cost and telemetry lessons: pure arithmetic on the
    // student's own figure, no datasheet number in the question.
    const double peak = figures.roofs ? round3(figures.roofs->roofs.peakGflops) : 0;
    if (lessonId == QLatin1String("accelerators") && peak > 0) {
        out.append(numerical(
            QT_TRANSLATE_NOOP("gpulab", "Your peak as a systolic array"),
            MeasuredText::tr(
                "On %1 you measured a peak of %2 GFLOP/s. An 8 × 8 systolic array does 64 "
                "multiply-adds (128 floating-point operations) every cycle when it is full. At "
                "how many GHz would it have to run to match your machine? (within 10 %)")
                .arg(figures.roofs->device, show(peak)),
            peak / 128.0, 0.10,
            MeasuredText::tr(
                "Rate = operations per cycle × cycles per second, so the clock is %1 GFLOP/s ÷ "
                "128 ≈ %2 GHz. A TPU's array is 128 × 128: 16,384 multiply-adds a cycle, 256 "
                "times as many, which is why it needs no more than about 1 GHz.")
                .arg(show(peak), show(peak / 128.0))));
    }
    if (lessonId == QLatin1String("cost") && peak > 0) {
        const double days = 6.0 * 1e9 * 20e9 / (peak * 1e9) / 86400.0;
        out.append(numerical(
            QT_TRANSLATE_NOOP("gpulab", "Your machine as a training cluster"),
            MeasuredText::tr(
                "On %1 you measured a peak of %2 GFLOP/s. Training a 1-billion-parameter model "
                "on 20 billion tokens takes about 6 × parameters × tokens operations. How many "
                "days would this machine need at its peak the whole time? (within 10 %)")
                .arg(figures.roofs->device, show(peak)),
            days, 0.10,
            MeasuredText::tr(
                "6 × 10⁹ × 20 × 10⁹ = 1.2 × 10²⁰ operations; ÷ (%1 × 10⁹ per second) ÷ 86,400 s "
                "a day ≈ %2 days — and a real run reaches only part of the peak.")
                .arg(show(peak), show(days))));
    }
    if (lessonId == QLatin1String("telemetry") && peak > 0) {
        out.append(numerical(
            QT_TRANSLATE_NOOP("gpulab", "Your peak per watt"),
            MeasuredText::tr(
                "On %1 you measured a peak of %2 GFLOP/s. If the processor drew 100 W while "
                "computing at that rate, how many GFLOP did each joule buy? (within 10 %)")
                .arg(figures.roofs->device, show(peak)),
            peak / 100.0, 0.10,
            MeasuredText::tr(
                "A watt is a joule per second: %1 GFLOP/s ÷ 100 J/s ≈ %2 GFLOP per joule. The "
                "lesson's live tab divides by the power it reads, where it can read one.")
                .arg(show(peak), show(peak / 100.0))));
    }
    if (lessonId == QLatin1String("nvlink-interconnects") && figures.transfer) {
        const double rate = round3(figures.transfer->hostToDeviceGBs);
        if (rate > 0)
            out.append(numerical(
                QT_TRANSLATE_NOOP("gpulab", "Your transfer: 40 GB of gradients"),
                MeasuredText::tr(
                    "Your machine copied data from host to device (%1) at %2 GB/s. How many "
                    "seconds would the 40 GB of FP32 gradients of a 10-billion-parameter model "
                    "take at that rate? (within 10 %)")
                    .arg(figures.transfer->device, show(rate)),
                40.0 / rate, 0.10,
                MeasuredText::tr(
                    "10 × 10⁹ parameters × 4 bytes = 40 GB; 40 GB ÷ %1 GB/s ≈ %2 s — every "
                    "training step, which is why GPUs exchange gradients over NVLink instead.")
                    .arg(show(rate), show(40.0 / rate))));
    }
    return out;
}

} // namespace gpulab
