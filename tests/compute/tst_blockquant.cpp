// Block-scaled quantisation (compute/blockquant.h) against blocks computed by hand: the OCP MX
// v1.0 shared exponent (floor(log2(amax)) - emax), clamping, the all-zero, outlier,
// subnormal-only and NaN/infinity blocks; NVFP4's two-level scale; symmetric INT; the error
// figures and bits per element; the seeded tensors; and the .npy reader on good and malformed
// files.
#include "compute/blockquant.h"
#include "compute/npyreader.h"

#include <QTemporaryDir>
#include <QtTest>

#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>

using namespace gpulab::fp;

namespace {

const FormatSpec &F(Format f)
{
    return formatSpec(f);
}

Tensor row(std::vector<double> values)
{
    Tensor t;
    t.rows = 1;
    t.cols = int(values.size());
    t.values = std::move(values);
    return t;
}

// An .npy file in memory: version, header dict text, data bytes.
std::vector<std::uint8_t> npy(int major, const std::string &dict,
                              const std::vector<std::uint8_t> &data, bool pad = true)
{
    std::string header = dict;
    const std::size_t prefix = major == 1 ? 10 : 12;
    if (pad) {
        while ((prefix + header.size() + 1) % 64 != 0)
            header += ' ';
        header += '\n';
    }
    std::vector<std::uint8_t> out = {0x93, 'N', 'U', 'M', 'P', 'Y', std::uint8_t(major), 0};
    const std::uint32_t len = std::uint32_t(header.size());
    out.push_back(std::uint8_t(len & 0xff));
    out.push_back(std::uint8_t((len >> 8) & 0xff));
    if (major != 1) {
        out.push_back(std::uint8_t((len >> 16) & 0xff));
        out.push_back(std::uint8_t(len >> 24));
    }
    out.insert(out.end(), header.begin(), header.end());
    out.insert(out.end(), data.begin(), data.end());
    return out;
}

template <typename T> std::vector<std::uint8_t> bytesOf(const std::vector<T> &values)
{
    std::vector<std::uint8_t> out(values.size() * sizeof(T));
    std::memcpy(out.data(), values.data(), out.size());
    return out;
}

QString npyError(const std::vector<std::uint8_t> &file)
{
    const auto result = readNpy(file);
    if (const NpyError *e = std::get_if<NpyError>(&result))
        return QString::fromStdString(e->message);
    return {};
}

} // namespace

class TestBlockQuant : public QObject
{
    Q_OBJECT

private slots:
    void schemes();
    void mxfp4HandBlock();
    void mxOutlierBlock();
    void mxfp8ClampsAboveMaxNormal();
    void mxAllZeroBlock();
    void mxSubnormalOnlyBlock();
    void mxNanAndInfinityBlocks();
    void mxLargestValue();
    void nvfp4TwoLevelScale();
    void integerSchemes();
    void errorFigures();
    void bitsPerElement_data();
    void bitsPerElement();
    void outlierRuinsPerTensorInt4();
    void formatsRankByError();
    void shortLastBlock();
    void cancel();
    void generator();
    void npyGood();
    void npyMalformed();
    void npyFile();
};

void TestBlockQuant::schemes()
{
    QCOMPARE(allSchemes().size(), std::size_t(10));
    QCOMPARE(findScheme("MXFP4"), &schemeSpec(Scheme::Mxfp4));
    QCOMPARE(findScheme("nvfp4")->blockSize, 16);
    QCOMPARE(findScheme("mxfp8_e5m2")->blockSize, 32);
    QCOMPARE(findScheme("mxfp6_e3m2")->element, Format::Fp6E3M2);
    QCOMPARE(findScheme("int4_channel")->scale, ScaleKind::Fp32PerChannel);
    QVERIFY(!findScheme("mxfp5"));
}

// amax 6: floor(log2 6) = 2, emax(E2M1) = 2, so the shared exponent is 0 (E8M0 0x7f, X = 1).
void TestBlockQuant::mxfp4HandBlock()
{
    std::vector<double> v(32, 0.0);
    v[0] = 6.0;
    v[1] = 1.0;
    v[2] = 0.3;  // nearer 0.5 than 0
    v[3] = -2.5; // tie between 2 and 3: the even mantissa, 2
    v[4] = 0.25; // tie between 0 and 0.5: 0
    v[5] = 5.0;  // tie between 4 and 6: 4 (mantissa 0)
    const MxBlock b = quantiseMxBlock(v, F(Format::Fp4E2M1));
    QCOMPARE(b.scaleBits, 0x7fu);
    QCOMPARE(b.sharedExponent, 0);
    QCOMPARE(b.elements[0], 0x7u);
    QCOMPARE(b.elements[1], 0x2u);
    QCOMPARE(b.elements[2], 0x1u);
    QCOMPARE(b.elements[3], 0xcu);
    QCOMPARE(b.elements[4], 0x0u);
    QCOMPARE(b.elements[5], 0x6u);
    QCOMPARE(b.saturated, 0);
    QCOMPARE(mxValue(F(Format::Fp4E2M1), b.scaleBits, b.elements[3]), -2.0);
    // Twice the values: the scale doubles (0x80) and the elements stay.
    for (double &x : v)
        x *= 2;
    const MxBlock b2 = quantiseMxBlock(v, F(Format::Fp4E2M1));
    QCOMPARE(b2.scaleBits, 0x80u);
    QCOMPARE(b2.elements, b.elements);
}

// One outlier sets the scale for its 32 neighbours: amax 1000, floor(log2) = 9, shared 7, X =
// 128. 1000 / 128 = 7.8 clamps to 6 (768); 1 / 128 rounds to 0.
void TestBlockQuant::mxOutlierBlock()
{
    std::vector<double> v(32, 1.0);
    v[7] = 1000;
    const MxBlock b = quantiseMxBlock(v, F(Format::Fp4E2M1));
    QCOMPARE(b.sharedExponent, 7);
    QCOMPARE(b.scaleBits, 134u);
    QCOMPARE(mxValue(F(Format::Fp4E2M1), b.scaleBits, b.elements[7]), 768.0);
    QCOMPARE(b.saturated, 1);
    QCOMPARE(b.elements[0], 0x0u);
    // The same block in MXFP8 E4M3: emax 8, shared 1, X = 2; 1/2 = 0.5 is exact, but 500 is
    // above E4M3's 448: clamped, 896. (The spec's scale rule lets the largest element exceed
    // the element format's max by up to 2^(emax+1) / max: 512 / 448 in E4M3.)
    const MxBlock b8 = quantiseMxBlock(v, F(Format::Fp8E4M3));
    QCOMPARE(b8.sharedExponent, 1);
    QCOMPARE(mxValue(F(Format::Fp8E4M3), b8.scaleBits, b8.elements[0]), 1.0);
    QCOMPARE(mxValue(F(Format::Fp8E4M3), b8.scaleBits, b8.elements[7]), 896.0);
    QCOMPARE(b8.saturated, 1);
}

// The spec's clamp: amax 1.95 in E4M3, shared -8, 1.95 x 256 = 499.2 > 448: clamped to 448 x
// 2^-8 = 1.75. E5M2: emax 15, shared -15, 1.95 x 2^15 = 63897.6 > 57344: clamped.
void TestBlockQuant::mxfp8ClampsAboveMaxNormal()
{
    const std::vector<double> v = {1.95, 1.0, -0.5};
    const MxBlock b = quantiseMxBlock(v, F(Format::Fp8E4M3));
    QCOMPARE(b.sharedExponent, -8);
    QCOMPARE(mxValue(F(Format::Fp8E4M3), b.scaleBits, b.elements[0]), 1.75);
    QCOMPARE(mxValue(F(Format::Fp8E4M3), b.scaleBits, b.elements[1]), 1.0);
    QCOMPARE(mxValue(F(Format::Fp8E4M3), b.scaleBits, b.elements[2]), -0.5);
    QCOMPARE(b.saturated, 1);
    const MxBlock b5 = quantiseMxBlock(v, F(Format::Fp8E5M2));
    QCOMPARE(b5.sharedExponent, -15);
    QCOMPARE(mxValue(F(Format::Fp8E5M2), b5.scaleBits, b5.elements[0]), 1.75);
    QCOMPARE(b5.saturated, 1);
    // FP6 E3M2: emax 4, shared -4; 1.95 x 16 = 31.2 > 28: 28 / 16 = 1.75.
    const MxBlock b6 = quantiseMxBlock(v, F(Format::Fp6E3M2));
    QCOMPARE(b6.sharedExponent, -4);
    QCOMPARE(mxValue(F(Format::Fp6E3M2), b6.scaleBits, b6.elements[0]), 1.75);
}

void TestBlockQuant::mxAllZeroBlock()
{
    const std::vector<double> v(32, 0.0);
    const MxBlock b = quantiseMxBlock(v, F(Format::Fp4E2M1));
    QCOMPARE(b.scaleBits, 0x00u); // 2^-127, the smallest scale
    for (std::uint32_t e : b.elements)
        QCOMPARE(e, 0u);
    const QuantisedTensor q = quantise(row(v), schemeSpec(Scheme::Mxfp4));
    for (double x : q.values)
        QCOMPARE(x, 0.0);
    QCOMPARE(q.stats.relFrobeniusError, 0.0);
    QVERIFY(std::isinf(q.stats.snrDb));
    QCOMPARE(q.stats.zeroShare, 1.0);
}

// All values below what a 2^-127 scale can lift: the shared exponent would be -130, it clamps to
// -127, and the elements are V / 2^-127: 3e-39 / 5.88e-39 = 0.51 -> 0.5, 1e-40 -> 0.
void TestBlockQuant::mxSubnormalOnlyBlock()
{
    const std::vector<double> v = {3e-39, 1e-40, -3e-39};
    const MxBlock b = quantiseMxBlock(v, F(Format::Fp4E2M1));
    QCOMPARE(b.scaleBits, 0x00u);
    QCOMPARE(b.sharedExponent, -127);
    QCOMPARE(b.elements[0], 0x1u);
    QCOMPARE(b.elements[1], 0x0u);
    QCOMPARE(b.elements[2], 0x9u);
    QCOMPARE(mxValue(F(Format::Fp4E2M1), b.scaleBits, b.elements[0]), std::ldexp(1.0, -128));
}

// A NaN or an infinity makes the block's scale NaN (0xff), and every element of that block is
// NaN; the neighbouring block is untouched, and the error figures skip the NaN block.
void TestBlockQuant::mxNanAndInfinityBlocks()
{
    for (double bad :
         {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity()}) {
        std::vector<double> v(64, 0.5);
        v[3] = bad;
        const MxBlock b = quantiseMxBlock(std::span(v).first(32), F(Format::Fp4E2M1));
        QCOMPARE(b.scaleBits, 0xffu);
        const QuantisedTensor q = quantise(row(v), schemeSpec(Scheme::Mxfp4));
        QCOMPARE(q.scaleBits[0], 0xffu);
        for (int i = 0; i < 32; ++i)
            QVERIFY(std::isnan(q.values[std::size_t(i)]));
        for (int i = 32; i < 64; ++i)
            QCOMPARE(q.values[std::size_t(i)], 0.5);
        QCOMPARE(q.stats.nanElements, std::int64_t(32));
        QCOMPARE(q.stats.maxAbsError, 0.0);
        // NVFP4: the block's E4M3 scale is NaN (0x7f), the same rule.
        const QuantisedTensor n = quantise(row(v), schemeSpec(Scheme::Nvfp4));
        QCOMPARE(n.scaleBits[0], 0x7fu);
        QVERIFY(std::isnan(n.values[0]));
        QVERIFY(std::fabs(n.values[16] - 0.5) < 1e-7); // through the FP32 tensor scale
        // INT per tensor: one bad value poisons the one scale.
        const QuantisedTensor i8 = quantise(row(v), schemeSpec(Scheme::Int8Tensor));
        QVERIFY(std::isnan(i8.values[40]));
    }
}

// The largest MXFP4 value for a scale: 6 x 2^(e - 127). 0x7f: 6; 0x81: 24; 0x7c: 0.75.
void TestBlockQuant::mxLargestValue()
{
    QCOMPARE(mxLargest(F(Format::Fp4E2M1), 0x7f), 6.0);
    QCOMPARE(mxLargest(F(Format::Fp4E2M1), 0x81), 24.0);
    QCOMPARE(mxLargest(F(Format::Fp4E2M1), 0x7c), 0.75);
    QCOMPARE(mxLargest(F(Format::Fp8E4M3), 0x7f), 448.0);
    QCOMPARE(mxLargest(F(Format::Fp6E2M3), 0x80), 15.0);
    QVERIFY(std::isnan(mxLargest(F(Format::Fp4E2M1), 0xff)));
}

// amax 2688 = 448 x 6: the tensor scale is 1. Block 0 (amax 2688): scale 2688 / 6 = 448;
// 1000 / 448 = 2.23 -> 2 -> 896. Block 1 (amax 3): scale 0.5; 3 -> 6 x 0.5; 0.8 / 0.5 = 1.6 ->
// 1.5 -> 0.75; 0.1 / 0.5 = 0.2 -> 0.
void TestBlockQuant::nvfp4TwoLevelScale()
{
    std::vector<double> v(32, 0.0);
    v[0] = 2688;
    v[1] = 1000;
    v[2] = -2688;
    v[16] = 3;
    v[17] = 0.8;
    v[18] = 0.1;
    const QuantisedTensor q = quantise(row(v), schemeSpec(Scheme::Nvfp4));
    QCOMPARE(q.tensorScale, 1.0);
    QCOMPARE(q.blocksPerRow, 2);
    QCOMPARE(q.scales[0], 448.0);
    QCOMPARE(q.scaleBits[0], 0x7eu);
    QCOMPARE(q.scales[1], 0.5);
    QCOMPARE(q.values[0], 2688.0);
    QCOMPARE(q.values[1], 896.0);
    QCOMPARE(q.values[2], -2688.0);
    QCOMPARE(q.values[16], 3.0);
    QCOMPARE(q.values[17], 0.75);
    QCOMPARE(q.values[18], 0.0);
    QCOMPARE(q.stats.scales, std::int64_t(3)); // two E4M3 + the FP32
    // (32 x 4 + 2 x 8 + 32) / 32 = 5.5 bits per element.
    QCOMPARE(q.stats.bitsPerElement, 5.5);
    // Scaling the tensor by 1/1000 moves only the FP32 scale (float(2.688 / 2688)).
    for (double &x : v)
        x /= 1000;
    const QuantisedTensor small = quantise(row(v), schemeSpec(Scheme::Nvfp4));
    QCOMPARE(small.tensorScale, double(float(2.688 / 2688)));
    QCOMPARE(small.scales[0], 448.0);
}

// INT4 per tensor of [7, 1, -3.5, 0.49]: scale 7/7 = 1, q = 7, 1, -4 (tie to even), 0.
// Per channel: each row its own scale.
void TestBlockQuant::integerSchemes()
{
    const QuantisedTensor q = quantise(row({7, 1, -3.5, 0.49}), schemeSpec(Scheme::Int4Tensor));
    QCOMPARE(q.scales, std::vector<double>{1.0});
    QCOMPARE(q.values, (std::vector<double>{7, 1, -4, 0}));
    QCOMPARE(q.elements, (std::vector<std::uint32_t>{0x7, 0x1, 0xc, 0x0}));
    Tensor two;
    two.rows = 2;
    two.cols = 2;
    two.values = {127, -63.5, 0.5, 0.25};
    const QuantisedTensor c = quantise(two, schemeSpec(Scheme::Int8Channel));
    QCOMPARE(c.scales.size(), std::size_t(2));
    QCOMPARE(c.scales[0], 1.0);
    QCOMPARE(c.scales[1], double(float(0.5 / 127)));
    QCOMPARE(c.values[0], 127.0);
    QCOMPARE(c.values[1], -64.0); // -63.5 ties to even -64
    QCOMPARE(c.values[2], 127 * double(float(0.5 / 127)));
    const QuantisedTensor t = quantise(two, schemeSpec(Scheme::Int8Tensor));
    QCOMPARE(t.values[3], 0.0); // 0.25 / 1 rounds to 0 with the one shared scale
}

// INT4 per tensor of [7, 1, -3.5, 0.49]: errors 0, 0, -0.5, -0.49.
void TestBlockQuant::errorFigures()
{
    const QuantisedTensor q = quantise(row({7, 1, -3.5, 0.49}), schemeSpec(Scheme::Int4Tensor));
    const double signal = 49 + 1 + 12.25 + 0.49 * 0.49;
    const double noise = 0.25 + 0.49 * 0.49;
    QCOMPARE(q.stats.relFrobeniusError, std::sqrt(noise / signal));
    QCOMPARE(q.stats.maxAbsError, 0.5);
    QCOMPARE(q.stats.snrDb, 10 * std::log10(signal / noise));
    QCOMPARE(q.stats.zeroShare, 0.25);
    QCOMPARE(q.stats.flushedShare, 0.25);
    QCOMPARE(q.stats.saturatedShare, 0.0);
    QCOMPARE(q.stats.elements, std::int64_t(4));
    QCOMPARE(q.stats.bitsPerElement, (4 * 4 + 32) / 4.0);
}

void TestBlockQuant::bitsPerElement_data()
{
    QTest::addColumn<int>("scheme");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<double>("bits");
    QTest::newRow("mxfp4 4.25") << int(Scheme::Mxfp4) << 4 << 64 << 4.25;
    QTest::newRow("mxfp6 6.25") << int(Scheme::Mxfp6E2M3) << 4 << 64 << 6.25;
    QTest::newRow("mxfp8 8.25") << int(Scheme::Mxfp8E4M3) << 4 << 64 << 8.25;
    QTest::newRow("nvfp4 4.5 + 32/256") << int(Scheme::Nvfp4) << 4 << 64 << 4.625;
    QTest::newRow("nvfp4 large ~4.5") << int(Scheme::Nvfp4) << 1024 << 1024 << 4.5 + 32.0 / 1048576;
    QTest::newRow("int8 tensor") << int(Scheme::Int8Tensor) << 4 << 64 << 8.125;
    QTest::newRow("int8 channel") << int(Scheme::Int8Channel) << 4 << 64 << 8.5;
    QTest::newRow("int4 channel") << int(Scheme::Int4Channel) << 4 << 64 << 4.5;
    // 40 columns: two MX blocks a row (32 + 8), 16 bits of scale for 40 elements.
    QTest::newRow("mxfp4 short last block") << int(Scheme::Mxfp4) << 1 << 40 << 4.4;
}

void TestBlockQuant::bitsPerElement()
{
    QFETCH(int, scheme);
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(double, bits);
    QCOMPARE(gpulab::fp::bitsPerElement(schemeSpec(Scheme(scheme)), rows, cols), bits);
}

// The lesson's point: one outlier channel sets INT4's one scale, and most weights round to zero;
// MXFP4 loses only the blocks that hold an outlier.
void TestBlockQuant::outlierRuinsPerTensorInt4()
{
    const Tensor t = makeTensor(TensorKind::Outliers, 64, 256, 3);
    const QuantisedTensor int4 = quantise(t, schemeSpec(Scheme::Int4Tensor));
    const QuantisedTensor mx = quantise(t, schemeSpec(Scheme::Mxfp4));
    QVERIFY(int4.stats.flushedShare > 0.8);
    QVERIFY(mx.stats.flushedShare < 0.3);
    QVERIFY(mx.stats.relFrobeniusError < int4.stats.relFrobeniusError);
    // Without the outliers INT4 per tensor does far better than with them.
    const QuantisedTensor plain =
        quantise(makeTensor(TensorKind::Gaussian, 64, 256, 3), schemeSpec(Scheme::Int4Tensor));
    QVERIFY(plain.stats.flushedShare < 0.3);
}

void TestBlockQuant::formatsRankByError()
{
    const Tensor t = makeTensor(TensorKind::Gaussian, 64, 256, 9);
    auto err = [&](Scheme s) { return quantise(t, schemeSpec(s)).stats.relFrobeniusError; };
    QVERIFY(err(Scheme::Mxfp8E4M3) < err(Scheme::Mxfp4));
    QVERIFY(err(Scheme::Mxfp6E2M3) < err(Scheme::Mxfp4));
    QVERIFY(err(Scheme::Mxfp6E2M3) < err(Scheme::Mxfp6E3M2)); // 3 mantissa bits against 2
    QVERIFY(err(Scheme::Nvfp4) < err(Scheme::Mxfp4));
    QVERIFY(err(Scheme::Int8Channel) < err(Scheme::Int4Channel));
    // E4M3 has one more mantissa bit than E5M2: smaller error on well-scaled blocks.
    QVERIFY(err(Scheme::Mxfp8E4M3) < err(Scheme::Mxfp8E5M2));
    // Relative error of MXFP8 E4M3 is a few percent at most (3 mantissa bits: 2^-4 = 6 %).
    QVERIFY(err(Scheme::Mxfp8E4M3) < 0.04);
}

void TestBlockQuant::shortLastBlock()
{
    std::vector<double> v(40, 1.0);
    v[35] = 100; // in the short block only
    const QuantisedTensor q = quantise(row(v), schemeSpec(Scheme::Mxfp4));
    QCOMPARE(q.blocksPerRow, 2);
    QCOMPARE(q.scaleBits[0], 0x7du); // amax 1: shared 0 - 2 = -2
    QCOMPARE(q.values[0], 1.0);
    QCOMPARE(q.scaleBits[1], 0x7fu + 4); // amax 100: floor(log2) 6, shared 4
    QCOMPARE(q.values[39], 0.0);         // 1 / 16 rounds to 0
    QCOMPARE(q.values[35], 96.0);        // 100 / 16 = 6.25 -> 6
}

void TestBlockQuant::cancel()
{
    gpulab::CancelToken token;
    token.cancel();
    gpulab::RunControl control;
    control.cancel = &token;
    const Tensor t = makeTensor(TensorKind::Gaussian, 4, 32, 1);
    QVERIFY_THROWS_EXCEPTION(gpulab::ComputeError, quantise(t, schemeSpec(Scheme::Mxfp4), control));
    QVERIFY_THROWS_EXCEPTION(gpulab::ComputeError, makeTensor(TensorKind::Gaussian, 0, 4, 1));
    QVERIFY_THROWS_EXCEPTION(gpulab::ComputeError,
                             makeTensor(TensorKind::Gaussian, 1 << 13, 1 << 13, 1));
}

void TestBlockQuant::generator()
{
    // SplitMix64 from state 0: Vigna's reference first output.
    std::uint64_t state = 0;
    QCOMPARE(splitMix64(state), 0xE220A8397B1DCDAFULL);
    const Tensor a = makeTensor(TensorKind::Gaussian, 128, 256, 42);
    QCOMPARE(a.values, makeTensor(TensorKind::Gaussian, 128, 256, 42).values);
    QVERIFY(a.values != makeTensor(TensorKind::Gaussian, 128, 256, 43).values);
    auto moments = [](const Tensor &t, double &sd, double &kurtosis) {
        double s2 = 0, s4 = 0;
        for (double v : t.values) {
            s2 += v * v;
            s4 += v * v * v * v;
        }
        const double n = double(t.values.size());
        sd = std::sqrt(s2 / n);
        kurtosis = (s4 / n) / ((s2 / n) * (s2 / n));
    };
    double sd = 0, k = 0;
    moments(a, sd, k);
    QVERIFY(std::fabs(sd - kWeightStdDev) < 0.001);
    QVERIFY(std::fabs(k - 3) < 0.2); // a Gaussian's kurtosis is 3
    double sdT = 0, kT = 0;
    moments(makeTensor(TensorKind::HeavyTailed, 128, 256, 42), sdT, kT);
    QVERIFY(std::fabs(sdT - kWeightStdDev) < 0.005);
    QVERIFY(kT > 6); // heavy tails
    const Tensor o = makeTensor(TensorKind::Outliers, 16, 256, 42);
    const std::vector<int> cols = outlierColumns(256, 42);
    QCOMPARE(cols.size(), std::size_t(1));
    QCOMPARE(outlierColumns(1024, 42).size(), std::size_t(4));
    double outlierMax = 0;
    for (int r = 0; r < 16; ++r)
        outlierMax = std::max(outlierMax, std::fabs(o.at(r, cols[0])));
    QVERIFY(outlierMax > 10 * kWeightStdDev);
    QCOMPARE(tensorKindName(*findTensorKind("heavy-tailed")), "heavy-tailed");
    QVERIFY(!findTensorKind("uniform"));
}

void TestBlockQuant::npyGood()
{
    // v1.0, float32, 2-D.
    const std::vector<float> f = {1.5f, -2.0f, 0.25f, 3.0f, 0.0f, -0.5f};
    auto r =
        readNpy(npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", bytesOf(f)));
    QVERIFY(std::holds_alternative<Tensor>(r));
    const Tensor &t = std::get<Tensor>(r);
    QCOMPARE(t.rows, 2);
    QCOMPARE(t.cols, 3);
    QCOMPARE(t.at(1, 2), -0.5);
    QCOMPARE(t.at(0, 1), -2.0);
    // v2.0, float64, 1-D: one row.
    const std::vector<double> d = {0.1, 0.2, 0.3};
    r = readNpy(
        npy(2, "{\"descr\": \"<f8\", \"fortran_order\": False, \"shape\": (3,)}", bytesOf(d)));
    QVERIFY(std::holds_alternative<Tensor>(r));
    QCOMPARE(std::get<Tensor>(r).rows, 1);
    QCOMPARE(std::get<Tensor>(r).values, d);
    // float16: 0x3c00 = 1, 0xc000 = -2.
    const std::vector<std::uint16_t> h = {0x3c00, 0xc000};
    r = readNpy(npy(1, "{'descr': '<f2', 'fortran_order': False, 'shape': (1, 2), }", bytesOf(h)));
    QVERIFY(std::holds_alternative<Tensor>(r));
    QCOMPARE(std::get<Tensor>(r).values, (std::vector<double>{1.0, -2.0}));
}

void TestBlockQuant::npyMalformed()
{
    const std::vector<float> f(6, 1.0f);
    const std::string good = "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }";
    const struct
    {
        std::vector<std::uint8_t> file;
        const char *message;
    } cases[] = {
        {{}, "not a NumPy"},
        {{'P', 'K', 3, 4, 0, 0, 0, 0, 0, 0, 0}, "not a NumPy"},
        {npy(9, good, bytesOf(f)), "version 9"},
        {npy(1, "{'descr': '>f4', 'fortran_order': False, 'shape': (2, 3), }", bytesOf(f)),
         "big-endian"},
        {npy(1, "{'descr': '<i4', 'fortran_order': False, 'shape': (2, 3), }", bytesOf(f)),
         "'<i4'"},
        {npy(1, "{'descr': '<f4', 'fortran_order': True, 'shape': (2, 3), }", bytesOf(f)),
         "Fortran"},
        {npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (1, 2, 3), }", bytesOf(f)),
         "3 dimensions"},
        {npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (), }", {}), "0 dimensions"},
        {npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (0, 3), }", {}), "empty"},
        {npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 4), }", bytesOf(f)),
         "the shape needs 32"},
        {npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (99999999999, 3), }", {}),
         "larger than"},
        {npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (4096, 8192), }", {}),
         "larger than"},
        {npy(1, "{'descr': '<f4', 'shape': (2, 3), }", bytesOf(f)), "lacks"},
        {npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), 'x': 1}", bytesOf(f)),
         "unknown key 'x'"},
        {npy(1, "{'descr': '<f4', 'fortran_order': Maybe, 'shape': (2, 3)}", bytesOf(f)),
         "True or False"},
        {npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, -3)}", bytesOf(f)),
         "whole number"},
        {npy(1, "['descr']", bytesOf(f)), "not a Python dict"},
        {npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3)", bytesOf(f)),
         "malformed"},
        {npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3)} junk", bytesOf(f)),
         "text after"},
        {npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3)}\x01", bytesOf(f), false),
         "plain text"},
    };
    for (const auto &c : cases) {
        const QString message = npyError(c.file);
        QVERIFY2(
            message.contains(QLatin1String(c.message)),
            qPrintable(
                QStringLiteral("expected '%1', got '%2'").arg(QLatin1String(c.message), message)));
    }
    // Truncated anywhere: an error, never a crash.
    const std::vector<std::uint8_t> whole = npy(1, good, bytesOf(f));
    for (std::size_t n = 0; n < whole.size(); ++n) {
        const std::vector<std::uint8_t> part(whole.begin(), whole.begin() + std::ptrdiff_t(n));
        QVERIFY2(!npyError(part).isEmpty(), qPrintable(QString::number(n)));
    }
    QVERIFY(npyError(whole).isEmpty());
    // A header length beyond the file.
    std::vector<std::uint8_t> lying = whole;
    lying[8] = 0xff;
    lying[9] = 0x7f;
    QVERIFY(npyError(lying).contains("ends inside its header"));
    lying[9] = 0xff;
    lying[8] = 0xff;
    std::vector<std::uint8_t> v2 = npy(2, good, bytesOf(f));
    v2[11] = 0x10; // 256 MiB header
    QVERIFY(npyError(v2).contains("at most 65536"));
}

void TestBlockQuant::npyFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = (dir.path() + "/w.npy").toStdString();
    const std::vector<float> f = {1, 2, 3, 4};
    const std::vector<std::uint8_t> bytes =
        npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 2), }", bytesOf(f));
    {
        std::FILE *out = std::fopen(path.c_str(), "wb");
        QVERIFY(out);
        std::fwrite(bytes.data(), 1, bytes.size(), out);
        std::fclose(out);
    }
    const auto r = readNpyFile(path);
    QVERIFY(std::holds_alternative<Tensor>(r));
    QCOMPARE(std::get<Tensor>(r).at(1, 1), 4.0);
    const auto missing = readNpyFile(path + ".none");
    QVERIFY(std::holds_alternative<NpyError>(missing));
    QVERIFY(std::get<NpyError>(missing).message.find("cannot open") != std::string::npos);
    QVERIFY(std::get<NpyError>(missing).message.find("w.npy.none") != std::string::npos);
}

QTEST_APPLESS_MAIN(TestBlockQuant)
#include "tst_blockquant.moc"
