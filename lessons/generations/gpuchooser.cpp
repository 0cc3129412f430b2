// Choosing a GPU (see gpuchooser.h).
#include "lessons/generations/gpuchooser.h"

#include "lessons/framework/fitmath.h"
#include "lessons/framework/numbertext.h"
#include "lessons/generations/generationsmath.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpulab::chooser {

namespace {

// The translation context of this file's messages, which lupdate reads from the macro.
class ChooserText
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::chooser)
};

bool usable(double value)
{
    return isKnown(value) && std::isfinite(value) && value > 0;
}

// The data file and the rule count in GB; the one byte formatter takes bytes.
QString gb(double gigabytes)
{
    return bytesText(gigabytes * 1e9, ByteUnit::Gigabytes);
}

// A price in US dollars, written as the cost lesson writes money (numbertext.h).
QString usd(double value)
{
    return moneyText(value, QStringLiteral("USD"), 0);
}

// What the rule assumes a job keeps per parameter: BF16 weights for learning, serving and LoRA
// (the adapters and their states are LoRA's allowance), mixed precision with Adam for training.
fit::Workload workload(Job job)
{
    fit::Workload work; // BF16 weights and gradients, an FP32 master copy, Adam
    if (job != Job::Training)
        work.mode = fit::Mode::Inference;
    return work;
}

// What sorts candidates for a job, larger first.
double merit(Job job, const GpuSpec &spec)
{
    switch (job) {
    case Job::Serving: return isKnown(spec.bandwidthGBs) ? spec.bandwidthGBs : 0;
    case Job::Training: {
        const double peak = generations::denseHalfPeak(spec).tflops;
        return isKnown(peak) ? peak : 0;
    }
    case Job::Learning:
    case Job::FineTuning: return 0;
    }
    return 0;
}

// Reasons every candidate gets: memory, and the figure the job leans on.
QStringList commonReasons(const Need &need, double needGB, const GpuSpec &spec, int count)
{
    QStringList reasons;
    const QLocale locale;
    if (count == 1)
        reasons << ChooserText::tr("%1 holds the %2 the job needs (%3 to spare)")
                       .arg(gb(spec.memoryGB), gb(needGB), gb(spec.memoryGB - needGB));
    else
        reasons << ChooserText::tr("%1 × %2 = %3 hold the %4 the job needs")
                       .arg(QLocale().toString(count))
                       .arg(gb(spec.memoryGB), gb(count * spec.memoryGB), gb(needGB));
    if (need.job == Job::Serving && usable(spec.bandwidthGBs)) {
        // Decoding one token at a time reads every weight once: tokens/s <= bandwidth / bytes.
        const double weightsGB =
            need.paramsBillions * fit::bytesPerValue(fit::Format::Bf16) / count;
        reasons << ChooserText::tr(
                       "%1 GB/s: at most about %2 tokens/s at batch 1 (every BF16 weight read "
                       "once per token; a bound, not a benchmark)")
                       .arg(locale.toString(qRound64(spec.bandwidthGBs)))
                       .arg(locale.toString(qRound64(spec.bandwidthGBs / weightsGB)));
    } else {
        const generations::HalfPeak peak = generations::denseHalfPeak(spec);
        if (usable(peak.tflops))
            reasons << ChooserText::tr("%1 TFLOPS dense FP16/BF16 for the matrix products")
                           .arg(withoutTrailingZeros(peak.tflops, 1, locale));
    }
    if (count > 1) {
        const int link = generations::nvlinkGeneration(spec);
        if (link > 0 && !generations::nvlinkIsBridge(spec))
            reasons << ChooserText::tr("NVLink %1 joins the GPUs of a server (%2 GB/s each)")
                           .arg(QLocale().toString(link))
                           .arg(locale.toString(qRound64(spec.interconnectGBs)));
        else
            reasons << ChooserText::tr("no NVLink across a whole server: the GPUs talk over %1")
                           .arg(spec.interconnectLabel.isEmpty() ? ChooserText::tr("PCIe")
                                                                 : spec.interconnectLabel);
    }
    if (spec.ecc == QLatin1String("yes"))
        reasons << ChooserText::tr("ECC memory");
    return reasons;
}

} // namespace

double bytesPerParameter(Job job)
{
    return fit::perParameter(workload(job)).total();
}

double allowance(Job job)
{
    switch (job) {
    case Job::Learning:
    case Job::Serving: return 0.2;
    case Job::FineTuning: return 0.5;
    case Job::Training: return 0.0; // before activations (said so in the rule's words)
    }
    return 0.0;
}

double memoryNeedGB(Job job, double paramsBillions)
{
    return paramsBillions * bytesPerParameter(job) * (1.0 + allowance(job));
}

QString jobName(Job job)
{
    switch (job) {
    case Job::Learning: return ChooserText::tr("Learning and experimenting");
    case Job::FineTuning: return ChooserText::tr("Fine-tuning (LoRA)");
    case Job::Training: return ChooserText::tr("Training from scratch");
    case Job::Serving: return ChooserText::tr("Serving a model");
    }
    return {};
}

QString verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Buy: return ChooserText::tr("Buy a card");
    case Verdict::Rent: return ChooserText::tr("Rent, don't buy");
    case Verdict::TooBig: return ChooserText::tr("A cluster's job");
    }
    return {};
}

Choice choose(const Need &need, const QList<GpuSpec> &specs)
{
    Choice choice;
    const QLocale locale;
    const double params = std::max(need.paramsBillions, 0.0);
    choice.needGB = memoryNeedGB(need.job, params);
    const QString allowanceText =
        need.job == Job::Training ? ChooserText::tr("before activations")
                                  : ChooserText::tr("+ %1 % allowance (an assumption)")
                                        .arg(QLocale().toString(qRound(allowance(need.job) * 100)));
    choice.needRule = ChooserText::tr("%1 billion parameters × %2 bytes %3 = %4")
                          .arg(withoutTrailingZeros(params, 2, locale))
                          .arg(QLocale().toString(qRound(bytesPerParameter(need.job))))
                          .arg(allowanceText, gb(choice.needGB));

    QList<GpuSpec> gpus;
    for (const GpuSpec &spec : specs)
        if (spec.kind == GpuKind::Gpu && usable(spec.memoryGB))
            gpus << spec;

    // Buy: a priced card that holds the whole need and fits the budget.
    QList<GpuSpec> buyable, overBudget;
    double largestPriced = 0;
    for (const GpuSpec &spec : gpus) {
        if (!usable(spec.launchPriceUsd))
            continue;
        largestPriced = std::max(largestPriced, spec.memoryGB);
        if (spec.memoryGB < choice.needGB)
            continue;
        (spec.launchPriceUsd <= need.budgetUsd ? buyable : overBudget) << spec;
    }
    const auto byJob = [&need](const GpuSpec &a, const GpuSpec &b) {
        if (need.job == Job::Learning || need.job == Job::FineTuning) {
            if (a.launchPriceUsd != b.launchPriceUsd)
                return a.launchPriceUsd < b.launchPriceUsd;
        } else if (merit(need.job, a) != merit(need.job, b)) {
            return merit(need.job, a) > merit(need.job, b);
        }
        return a.year > b.year;
    };
    if (need.budgetUsd > 0 && !buyable.isEmpty()) {
        choice.verdict = Verdict::Buy;
        std::stable_sort(buyable.begin(), buyable.end(), byJob);
        choice.reasons << ChooserText::tr("A card within %1 holds the whole job on one GPU.")
                              .arg(usd(need.budgetUsd));
        if (need.job == Job::Training)
            choice.reasons << ChooserText::tr(
                "Owning pays only while the card is busy: a run of a few days "
                "may still be cheaper rented.");
        for (const GpuSpec &spec : buyable.mid(0, kMaxCandidates)) {
            Candidate candidate{spec, 1, commonReasons(need, choice.needGB, spec, 1)};
            candidate.reasons << ChooserText::tr("%1 at launch (%2; prices change)")
                                     .arg(usd(spec.launchPriceUsd), dateText(spec.priceDate));
            if (spec.ecc.isEmpty())
                candidate.reasons << ChooserText::tr("ECC not stated for this consumer card");
            choice.candidates << candidate;
        }
        return choice;
    }

    // Rent: say why not buy, then the datacenter GPUs that hold it in the fewest per server.
    if (need.budgetUsd <= 0)
        choice.reasons << ChooserText::tr(
            "No hardware budget: rent by the hour, or start on a free notebook "
            "service's GPU.");
    else if (!overBudget.isEmpty()) {
        std::stable_sort(
            overBudget.begin(), overBudget.end(),
            [](const GpuSpec &a, const GpuSpec &b) { return a.launchPriceUsd < b.launchPriceUsd; });
        const GpuSpec &cheapest = overBudget.first();
        choice.reasons << ChooserText::tr(
                              "%1 (%2) would hold it but cost %3 at launch (%4), over the "
                              "budget of %5.")
                              .arg(cheapest.name, gb(cheapest.memoryGB),
                                   usd(cheapest.launchPriceUsd), dateText(cheapest.priceDate),
                                   usd(need.budgetUsd));
    } else {
        choice.reasons << ChooserText::tr(
                              "No card with a launch price holds %1: the largest in the data "
                              "file has %2.")
                              .arg(gb(choice.needGB), gb(largestPriced));
    }
    if (need.job == Job::Training)
        choice.reasons << ChooserText::tr(
            "Training from scratch keeps GPUs busy for days to weeks; buying "
            "servers pays only if they stay busy all year.");
    choice.reasons << ChooserText::tr(
        "Datacenter GPUs have no list price (the vendors publish none) and "
        "cloud prices change weekly: compare providers' pages, with their date.");

    struct Option
    {
        GpuSpec spec;
        int count;
        bool fullNvlink;
    };
    QList<Option> options;
    for (const GpuSpec &spec : gpus) {
        if (spec.market != QLatin1String("datacenter"))
            continue;
        const int count = int(std::ceil(choice.needGB / spec.memoryGB - 1e-9));
        options << Option{spec, std::max(count, 1),
                          generations::nvlinkGeneration(spec) > 0 &&
                              !generations::nvlinkIsBridge(spec)};
    }
    std::stable_sort(options.begin(), options.end(), [&need](const Option &a, const Option &b) {
        if (a.count != b.count)
            return a.count < b.count;
        const bool aLinked = a.count == 1 || a.fullNvlink;
        const bool bLinked = b.count == 1 || b.fullNvlink;
        if (aLinked != bLinked)
            return aLinked;
        if (need.job == Job::Learning || need.job == Job::FineTuning) {
            if (a.spec.memoryGB != b.spec.memoryGB) // the smallest that holds it
                return a.spec.memoryGB < b.spec.memoryGB;
        } else if (merit(need.job, a.spec) != merit(need.job, b.spec)) {
            return merit(need.job, a.spec) > merit(need.job, b.spec);
        }
        return a.spec.year > b.spec.year;
    });
    const bool fits = !options.isEmpty() && options.first().count <= kMaxGpusPerServer;
    choice.verdict = fits ? Verdict::Rent : Verdict::TooBig;
    if (!fits)
        choice.reasons.prepend(
            ChooserText::tr("Not even %1 of the largest GPU hold %2: this needs a "
                            "cluster joined by a fast network.")
                .arg(QLocale().toString(kMaxGpusPerServer))
                .arg(gb(choice.needGB)));
    for (const Option &option : options) {
        if (choice.candidates.size() >= kMaxCandidates)
            break;
        if (fits && option.count > kMaxGpusPerServer)
            break;
        Candidate candidate{option.spec, option.count,
                            commonReasons(need, choice.needGB, option.spec, option.count)};
        if ((need.job == Job::Learning || need.job == Job::FineTuning) && option.count == 1)
            candidate.reasons << ChooserText::tr(
                "the smallest GPU that holds it is usually the cheapest "
                "to rent");
        choice.candidates << candidate;
    }
    return choice;
}

} // namespace gpulab::chooser
