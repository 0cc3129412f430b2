// BlockReport (see blockreport.h).
#include "lessons/precision/blockreport.h"

#include <algorithm>
#include <cmath>

namespace gpulab::precision {

BlockReport makeBlockReport(const fp::Tensor &tensor, const QString &source,
                            const RunControl &control)
{
    BlockReport report;
    report.source = source;
    report.rows = tensor.rows;
    report.cols = tensor.cols;
    report.windowRows = std::min(tensor.rows, kWindowRows);
    report.windowCols = std::min(tensor.cols, kWindowCols);
    const int wr = report.windowRows, wc = report.windowCols;
    auto windowOf = [&](const auto &full) {
        std::vector<std::decay_t<decltype(full[0])>> w;
        w.reserve(std::size_t(wr) * wc);
        for (int r = 0; r < wr; ++r)
            for (int c = 0; c < wc; ++c)
                w.push_back(full[std::size_t(r) * tensor.cols + c]);
        return w;
    };
    report.window = windowOf(tensor.values);
    double sum2 = 0;
    std::int64_t finite = 0;
    for (double v : tensor.values)
        if (std::isfinite(v)) {
            sum2 += v * v;
            report.absMax = std::max(report.absMax, std::fabs(v));
            ++finite;
        }
    report.stdDev = finite ? std::sqrt(sum2 / double(finite)) : 0;

    const auto schemes = fp::allSchemes();
    for (std::size_t i = 0; i < schemes.size(); ++i) {
        const fp::SchemeSpec &scheme = schemes[i];
        RunControl part;
        part.cancel = control.cancel;
        part.progress = [&](double f) { control.report((double(i) + f) / double(schemes.size())); };
        const fp::QuantisedTensor q = fp::quantise(tensor, scheme, part);
        SchemeReport s;
        s.scheme = &scheme;
        s.stats = q.stats;
        s.window = windowOf(q.values);
        s.elements = windowOf(q.elements);
        s.tensorScale = q.tensorScale;
        if (scheme.blockSize > 0) {
            const int blocks = (wc + scheme.blockSize - 1) / scheme.blockSize;
            s.blocksPerRow = blocks;
            for (int r = 0; r < wr; ++r)
                for (int b = 0; b < blocks; ++b) {
                    const std::size_t at = std::size_t(r) * q.blocksPerRow + b;
                    s.scales.push_back(q.scales[at]);
                    s.scaleBits.push_back(q.scaleBits[at]);
                }
        } else if (scheme.scale == fp::ScaleKind::Fp32PerChannel) {
            s.blocksPerRow = 1;
            s.scales.assign(q.scales.begin(), q.scales.begin() + wr);
            s.scaleBits.assign(q.scaleBits.begin(), q.scaleBits.begin() + wr);
        } else {
            s.scales = q.scales;
            s.scaleBits = q.scaleBits;
        }
        s.histogram.assign(kHistogramBins, 0.0);
        std::int64_t counted = 0;
        const double unit = report.stdDev > 0 ? report.stdDev : 1;
        for (std::size_t k = 0; k < q.values.size(); ++k) {
            const double d = q.values[k] - tensor.values[k];
            if (!std::isfinite(d))
                continue;
            const double x = std::clamp(d / unit, -kHistogramRange, kHistogramRange);
            const int bin = std::clamp(
                int(std::floor((x + kHistogramRange) / (2 * kHistogramRange) * kHistogramBins)), 0,
                kHistogramBins - 1);
            s.histogram[std::size_t(bin)] += 1;
            ++counted;
        }
        if (counted > 0)
            for (double &h : s.histogram)
                h /= double(counted);
        report.schemes.push_back(std::move(s));
    }
    control.report(1.0);
    return report;
}

} // namespace gpulab::precision
