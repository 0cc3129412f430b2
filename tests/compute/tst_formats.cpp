// The number-format codec (compute/formats.h): every 4-, 6- and 8-bit pattern (FP8, FP6, FP4,
// E8M0, INT8, INT4) and every FP16/BF16 pattern decoded and re-encoded, ties to even at every
// midpoint of the small formats, the known values of the specifications, overflow and saturation,
// and FP32/FP16 encoding cross-checked against the compiler's own conversions for millions of
// random doubles.
#include "compute/formats.h"

#include <QtTest>

#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <set>

using namespace gpulab::fp;

Q_DECLARE_METATYPE(gpulab::fp::Format)

namespace {

const FormatSpec &F(Format f)
{
    return formatSpec(f);
}

std::uint32_t floatBits(float f)
{
    return std::bit_cast<std::uint32_t>(f);
}

bool sameDouble(double a, double b)
{
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b) ||
           (std::isnan(a) && std::isnan(b));
}

QString hex(std::uint64_t bits)
{
    return QStringLiteral("0x") + QString::number(bits, 16);
}

} // namespace

class TestFormats : public QObject
{
    Q_OBJECT

private slots:
    void table();
    void exhaustiveSmall_data();
    void exhaustiveSmall();
    void exhaustive16_data();
    void exhaustive16();
    void e2m1Values();
    void fp6Values();
    void e8m0Exhaustive();
    void integerExhaustive_data();
    void integerExhaustive();
    void blockFormatRounding_data();
    void blockFormatRounding();
    void knownValues_data();
    void knownValues();
    void overflowAndSaturation();
    void nanAndInfinity();
    void negativeZero();
    void tf32LowBitsZero();
    void neighboursAndFields();
    void rangeTable();
    void neverRoundsTwice();
    void fp32MatchesHardware();
    void fp16MatchesCompiler();
    void bf16AndTf32MatchBitTricks();
    void rounderAgreesWithEncode();
};

void TestFormats::table()
{
    const std::span<const FormatSpec> all = allFormats();
    QCOMPARE(all.size(), std::size_t(12));
    const char *names[] = {"fp32",     "tf32",     "fp16",     "bf16", "fp8_e4m3", "fp8_e5m2",
                           "fp6_e2m3", "fp6_e3m2", "fp4_e2m1", "e8m0", "int8",     "int4"};
    for (std::size_t i = 0; i < all.size(); ++i) {
        QCOMPARE(all[i].name, names[i]);
        QCOMPARE(findFormat(names[i]), &all[i]);
        QCOMPARE(&formatSpec(all[i].id), &all[i]);
        QVERIFY(std::strlen(all[i].displayName) > 0);
    }
    QVERIFY(!findFormat("fp7"));
    // Case does not matter: FP16 = fp16 (the CLI's --format, the loss-scaling parameter).
    QCOMPARE(findFormat("FP16"), &F(Format::Fp16));
    QCOMPARE(findFormat("Fp8_E4m3"), &F(Format::Fp8E4M3));
    QVERIFY(!findFormat("fp16 "));
    QVERIFY(!findFormat(""));
    QCOMPARE(F(Format::Fp4E2M1).hexDigits(), 1);
    QCOMPARE(F(Format::Fp8E4M3).hexDigits(), 2);
    QCOMPARE(F(Format::Bf16).hexDigits(), 4);
    QCOMPARE(F(Format::Tf32).hexDigits(), 8);
    QCOMPARE(F(Format::Tf32).significantBits(), 19);
    QCOMPARE(F(Format::Fp6E2M3).significantBits(), 6);
    QCOMPARE(F(Format::E8M0).significantBits(), 8);
    QCOMPARE(F(Format::Int4).significantBits(), 4);
    QCOMPARE(F(Format::Fp6E3M2).hexDigits(), 2);
    // The floats come first, and floatFormats() is exactly them.
    QCOMPARE(floatFormats().size(), std::size_t(9));
    for (const FormatSpec &s : floatFormats())
        QCOMPARE(s.kind, FormatKind::Float);
    QCOMPARE(floatFormats().back().id, Format::Fp4E2M1);
    QVERIFY(!F(Format::E8M0).hasSign());
}

void TestFormats::exhaustiveSmall_data()
{
    QTest::addColumn<Format>("format");
    QTest::addColumn<int>("nans");
    QTest::addColumn<int>("infinities");
    QTest::newRow("fp8_e4m3") << Format::Fp8E4M3 << 2 << 0;
    QTest::newRow("fp8_e5m2") << Format::Fp8E5M2 << 6 << 2;
    QTest::newRow("fp4_e2m1") << Format::Fp4E2M1 << 0 << 0;
    QTest::newRow("fp6_e2m3") << Format::Fp6E2M3 << 0 << 0;
    QTest::newRow("fp6_e3m2") << Format::Fp6E3M2 << 0 << 0;
}

// Every pattern: class, decode -> encode round trip, order, neighbours, and the rounding of
// every midpoint between neighbours (to the even one) and of points just off it.
void TestFormats::exhaustiveSmall()
{
    QFETCH(Format, format);
    QFETCH(int, nans);
    QFETCH(int, infinities);
    const FormatSpec &s = F(format);
    const std::uint32_t patterns = std::uint32_t(1) << s.containerBits;
    const std::uint32_t signBit = patterns >> 1;
    int nanCount = 0, infCount = 0, finiteCount = 0;
    for (std::uint32_t b = 0; b < patterns; ++b) {
        QVERIFY(isValidPattern(s, b));
        const double v = decode(s, b);
        const ValueClass c = classify(s, b);
        QCOMPARE(std::signbit(v), (b & signBit) != 0);
        switch (c) {
        case ValueClass::NaN:
            QVERIFY(std::isnan(v));
            ++nanCount;
            continue;
        case ValueClass::Infinity:
            QVERIFY(std::isinf(v));
            ++infCount;
            break;
        case ValueClass::Zero:
            QCOMPARE(v, 0.0);
            ++finiteCount;
            break;
        case ValueClass::Subnormal:
            QVERIFY(std::fabs(v) < properties(s).minNormal);
            ++finiteCount;
            break;
        case ValueClass::Normal:
            QVERIFY(std::fabs(v) >= properties(s).minNormal);
            ++finiteCount;
            break;
        }
        const Encoded e = encode(s, v);
        QVERIFY(e.ok());
        QVERIFY2(e.bits == b,
                 qPrintable(hex(b) + " -> " + QString::number(v) + " -> " + hex(e.bits)));
        QVERIFY(!e.inexact);
        QCOMPARE(splitFields(s, b).negative, (b & signBit) != 0);
        QCOMPARE(joinFields(s, splitFields(s, b)), b);
    }
    QCOMPARE(nanCount, nans);
    QCOMPARE(infCount, infinities);
    QCOMPARE(std::uint64_t(finiteCount), properties(s).finitePatterns);
    QCOMPARE(std::uint64_t(nanCount), properties(s).nanPatterns);
    QCOMPARE(std::uint64_t(infCount), properties(s).infinityPatterns);

    // Positive non-NaN patterns in increasing order have strictly increasing values, and
    // nextUp walks exactly that sequence.
    std::uint32_t b = 0;
    int steps = 0;
    while (std::optional<std::uint32_t> up = nextUp(s, b)) {
        QCOMPARE(*up, b + 1);
        QVERIFY(decode(s, *up) > decode(s, b));
        QCOMPARE(*nextDown(s, *up), b);
        // The midpoint is a tie: it goes to the pattern with an even mantissa (the even one of
        // two neighbours), or overflows when the upper neighbour is infinity.
        const double lo = decode(s, b), hi = decode(s, *up);
        if (std::isfinite(hi)) {
            const double mid = 0.5 * (lo + hi);
            const std::uint32_t even = (b & 1) == 0 ? b : *up;
            QVERIFY2(encode(s, mid).bits == even, qPrintable(QString("%1: midpoint %2 -> %3")
                                                                 .arg(s.name)
                                                                 .arg(mid)
                                                                 .arg(hex(encode(s, mid).bits))));
            QCOMPARE(encode(s, std::nextafter(mid, 0.0)).bits, b);
            QCOMPARE(encode(s, std::nextafter(mid, 1e9)).bits, *up);
            QCOMPARE(encode(s, -std::nextafter(mid, 1e9)).bits, *up | signBit);
            QVERIFY(encode(s, mid).inexact);
        }
        b = *up;
        ++steps;
    }
    QCOMPARE(b, s.hasInfinity ? *infinityPattern(s) : maxFinitePattern(s));
    QCOMPARE(std::uint64_t(steps), properties(s).finitePatterns / 2 + (s.hasInfinity ? 1 : 0) - 1);
}

void TestFormats::exhaustive16_data()
{
    QTest::addColumn<Format>("format");
    QTest::newRow("fp16") << Format::Fp16;
    QTest::newRow("bf16") << Format::Bf16;
}

void TestFormats::exhaustive16()
{
    QFETCH(Format, format);
    const FormatSpec &s = F(format);
    int nanCount = 0, infCount = 0;
    double previous = -1;
    for (std::uint32_t b = 0; b < 0x10000; ++b) {
        const double v = decode(s, b);
        if (classify(s, b) == ValueClass::NaN) {
            ++nanCount;
            QVERIFY(std::isnan(v));
            continue;
        }
        infCount += classify(s, b) == ValueClass::Infinity;
        const Encoded e = encode(s, v);
        if (e.bits != b)
            QFAIL(qPrintable(hex(b) + " does not round-trip: " + hex(e.bits)));
        if (b < 0x8000) {
            if (!(v > previous))
                QFAIL(qPrintable("not increasing at " + hex(b)));
            previous = v;
        }
        // Independent decode: FP16 by the compiler where it can, BF16 as the top of an FP32.
        if (format == Format::Bf16 && !sameDouble(v, double(std::bit_cast<float>(b << 16))))
            QFAIL(qPrintable("bf16 decode differs at " + hex(b)));
#ifdef __FLT16_MAX__
        if (format == Format::Fp16) {
            const std::uint16_t half = std::uint16_t(b);
            _Float16 h;
            std::memcpy(&h, &half, 2);
            if (!sameDouble(v, double(h)))
                QFAIL(qPrintable("fp16 decode differs from _Float16 at " + hex(b)));
        }
#endif
    }
    QCOMPARE(nanCount, format == Format::Fp16 ? 2046 : 254);
    QCOMPARE(infCount, 2);
    QCOMPARE(std::uint64_t(nanCount), properties(s).nanPatterns);
    QCOMPARE(properties(s).finitePatterns, std::uint64_t(65536 - nanCount - infCount));
}

void TestFormats::e2m1Values()
{
    const FormatSpec &s = F(Format::Fp4E2M1);
    const double expected[] = {0, 0.5, 1, 1.5, 2, 3, 4, 6};
    for (std::uint32_t b = 0; b < 8; ++b) {
        QCOMPARE(decode(s, b), expected[b]);
        QCOMPARE(decode(s, b | 8), -expected[b]);
    }
}

// The OCP MX v1.0 FP6 tables (section 5.3.2), typed in by hand: every positive value in pattern
// order, then the negatives are the same with the sign bit (0x20).
void TestFormats::fp6Values()
{
    const FormatSpec &e2m3 = F(Format::Fp6E2M3);
    const double a[32] = {0,     0.125, 0.25,  0.375, 0.5,   0.625, 0.75, 0.875, 1,    1.125, 1.25,
                          1.375, 1.5,   1.625, 1.75,  1.875, 2,     2.25, 2.5,   2.75, 3,     3.25,
                          3.5,   3.75,  4,     4.5,   5,     5.5,   6,    6.5,   7,    7.5};
    const FormatSpec &e3m2 = F(Format::Fp6E3M2);
    const double b[32] = {0,   0.0625, 0.125, 0.1875, 0.25, 0.3125, 0.375, 0.4375,
                          0.5, 0.625,  0.75,  0.875,  1,    1.25,   1.5,   1.75,
                          2,   2.5,    3,     3.5,    4,    5,      6,     7,
                          8,   10,     12,    14,     16,   20,     24,    28};
    for (std::uint32_t p = 0; p < 32; ++p) {
        QCOMPARE(decode(e2m3, p), a[p]);
        QCOMPARE(decode(e2m3, p | 0x20), -a[p]);
        QCOMPARE(decode(e3m2, p), b[p]);
        QCOMPARE(decode(e3m2, p | 0x20), -b[p]);
    }
    QCOMPARE(properties(e2m3).maxFinite, 7.5);
    QCOMPARE(properties(e2m3).minNormal, 1.0);
    QCOMPARE(properties(e2m3).minSubnormal, 0.125);
    QCOMPARE(properties(e3m2).maxFinite, 28.0);
    QCOMPARE(properties(e3m2).minNormal, 0.25);
    QCOMPARE(properties(e3m2).minSubnormal, 0.0625);
    QCOMPARE(properties(e3m2).finitePatterns, std::uint64_t(64));
    // No infinity, no NaN: overflow and infinity saturate, NaN cannot be encoded.
    QCOMPARE(encode(e2m3, 8.0).bits, 0x1fu);
    QVERIFY(encode(e2m3, 8.0).overflow);
    QCOMPARE(encode(e3m2, -1e9).bits, 0x3fu);
    QCOMPARE(encode(e3m2, std::numeric_limits<double>::infinity()).bits, 0x1fu);
    QVERIFY(!encode(e2m3, std::nan("")).ok());
    QVERIFY(!nanPattern(e3m2));
    QVERIFY(!isValidPattern(e2m3, 0x40));
}

// E8M0: every pattern is 2^(p-127) except the NaN 0xff; no sign, no zero.
void TestFormats::e8m0Exhaustive()
{
    const FormatSpec &s = F(Format::E8M0);
    for (std::uint32_t p = 0; p < 255; ++p) {
        QCOMPARE(classify(s, p), ValueClass::Normal);
        const double v = decode(s, p);
        QCOMPARE(v, std::ldexp(1.0, int(p) - 127));
        const Encoded e = encode(s, v);
        QVERIFY(e.ok());
        QCOMPARE(e.bits, p);
        QVERIFY(!e.inexact);
        QCOMPARE(joinFields(s, splitFields(s, p)), p);
        QCOMPARE(splitFields(s, p).exponent, p);
        QVERIFY(!splitFields(s, p).negative);
        if (p < 254) {
            QCOMPARE(*nextUp(s, p), p + 1);
            // Between 2^k and 2^(k+1): 1.4 x 2^k goes down, 1.6 x 2^k up, the tie 1.5 x 2^k to
            // the even exponent field.
            QCOMPARE(encode(s, 1.4 * v).bits, p);
            QCOMPARE(encode(s, 1.6 * v).bits, p + 1);
            QCOMPARE(encode(s, 1.5 * v).bits, (p & 1) ? p + 1 : p);
            QVERIFY(encode(s, 1.5 * v).inexact);
        }
        QCOMPARE(roundToFormat(s, v), v);
    }
    QVERIFY(std::isnan(decode(s, 0xff)));
    QCOMPARE(classify(s, 0xff), ValueClass::NaN);
    QCOMPARE(*nanPattern(s), 0xffu);
    QCOMPARE(encode(s, std::nan("")).bits, 0xffu);
    QCOMPARE(maxFinitePattern(s), 0xfeu);
    QVERIFY(!nextUp(s, 0xfe));
    QVERIFY(!nextDown(s, 0x00));
    QVERIFY(!nextUp(s, 0xff));
    QCOMPARE(*nextDown(s, 0x7f), 0x7eu);
    QCOMPARE(encode(s, 1.0).bits, 0x7fu); // the spec's example: 0x7f is 2^0
    // No zero and no sign: refused. Below 2^-127 clamps up; above 2^127 is NaN (or 2^127).
    QCOMPARE(encode(s, 0.0).status, EncodeStatus::NotRepresentable);
    QCOMPARE(encode(s, -2.0).status, EncodeStatus::NotRepresentable);
    QCOMPARE(encode(s, 1e-300).bits, 0x00u);
    QVERIFY(encode(s, 1e-300).inexact);
    QCOMPARE(encode(s, 1e300).bits, 0xffu);
    QVERIFY(encode(s, 1e300).overflow);
    QCOMPARE(encode(s, 1e300, OverflowMode::Saturate).bits, 0xfeu);
    QCOMPARE(encode(s, std::ldexp(1.5, 127)).bits, 0xfeu); // tie -> even 0xfe, not overflow
    QCOMPARE(encode(s, std::ldexp(1.75, 127)).bits, 0xffu);
    QVERIFY(std::isnan(roundToFormat(s, -1.0)));
    QVERIFY(std::isnan(roundToFormat(s, 0.0)));
    const FormatProperties p = properties(s);
    QCOMPARE(p.maxFinite, std::ldexp(1.0, 127));
    QCOMPARE(p.minNormal, std::ldexp(1.0, -127));
    QCOMPARE(p.minExponent, -127);
    QCOMPARE(p.maxExponent, 127);
    QCOMPARE(p.finitePatterns, std::uint64_t(255));
    QCOMPARE(p.nanPatterns, std::uint64_t(1));
}

void TestFormats::integerExhaustive_data()
{
    QTest::addColumn<Format>("format");
    QTest::addColumn<int>("max");
    QTest::newRow("int8") << Format::Int8 << 127;
    QTest::newRow("int4") << Format::Int4 << 7;
}

// Two's complement: pattern p is p or p - 2^n; symmetric encoding (-max..max), ties to even,
// saturation; the extra most negative pattern decodes but is never produced.
void TestFormats::integerExhaustive()
{
    QFETCH(Format, format);
    QFETCH(int, max);
    const FormatSpec &s = F(format);
    const int n = s.containerBits;
    const std::uint32_t patterns = std::uint32_t(1) << n;
    for (std::uint32_t p = 0; p < patterns; ++p) {
        const int expected = p < patterns / 2 ? int(p) : int(p) - int(patterns);
        QCOMPARE(decode(s, p), double(expected));
        QCOMPARE(classify(s, p), p == 0 ? ValueClass::Zero : ValueClass::Normal);
        const Encoded e = encode(s, expected);
        QVERIFY(e.ok());
        if (expected == -max - 1) { // -128 / -8: saturates to -max
            QCOMPARE(e.bits, patterns / 2 + 1);
            QVERIFY(e.overflow);
            continue;
        }
        QCOMPARE(e.bits, p);
        QVERIFY(!e.inexact && !e.overflow);
        QCOMPARE(joinFields(s, splitFields(s, p)), p);
        // Halfway to the next integer: to the even one; just off it: the nearer.
        if (expected < max) {
            const std::uint32_t up = *nextUp(s, p);
            QCOMPARE(decode(s, up), double(expected + 1));
            QCOMPARE(*nextDown(s, up), p);
            const double mid = expected + 0.5;
            const int even = (expected % 2 == 0) ? expected : expected + 1;
            QCOMPARE(decode(s, encode(s, mid).bits), double(even));
            QCOMPARE(decode(s, encode(s, std::nextafter(mid, -1e9)).bits), double(expected));
            QCOMPARE(decode(s, encode(s, std::nextafter(mid, 1e9)).bits), double(expected + 1));
        }
    }
    QCOMPARE(maxFinitePattern(s), std::uint32_t(max));
    QVERIFY(!nextUp(s, std::uint32_t(max)));
    QVERIFY(!nextDown(s, patterns / 2)); // the most negative pattern is the bottom
    QCOMPARE(encode(s, max + 0.5).bits, std::uint32_t(max)); // tie with max+1: saturates
    QCOMPARE(encode(s, 1e300).bits, std::uint32_t(max));
    QCOMPARE(encode(s, -1e300).bits, patterns / 2 + 1);
    QCOMPARE(encode(s, -std::numeric_limits<double>::infinity()).bits, patterns / 2 + 1);
    QCOMPARE(encode(s, -0.0).bits, 0u); // no negative zero
    QCOMPARE(encode(s, -0.4).bits, 0u);
    QVERIFY(!std::signbit(roundToFormat(s, -0.4)));
    QCOMPARE(encode(s, std::nan("")).status, EncodeStatus::NotRepresentable);
    QCOMPARE(properties(s).maxFinite, double(max));
    QCOMPARE(properties(s).finitePatterns, std::uint64_t(patterns));
    // The Rounder agrees with encode everywhere, both overflow modes.
    std::mt19937_64 rng(5);
    std::uniform_real_distribution<double> any(-3.0 * max, 3.0 * max);
    for (OverflowMode mode : {OverflowMode::FormatDefault, OverflowMode::Saturate}) {
        const Rounder round(s, mode);
        for (int i = 0; i < 20000; ++i) {
            const double x = any(rng);
            QVERIFY(sameDouble(round(x), decode(s, encode(s, x, mode).bits)));
        }
    }
}

void TestFormats::blockFormatRounding_data()
{
    QTest::addColumn<Format>("format");
    QTest::addColumn<double>("input");
    QTest::addColumn<double>("value");
    // FP6 E2M3: spacing 0.125 below 2, 0.25 in [2,4), 0.5 in [4,7.5].
    QTest::newRow("e2m3 0.0625 tie -> 0") << Format::Fp6E2M3 << 0.0625 << 0.0;
    QTest::newRow("e2m3 0.1875 tie -> 0.25") << Format::Fp6E2M3 << 0.1875 << 0.25;
    QTest::newRow("e2m3 1.9375 tie -> 2") << Format::Fp6E2M3 << 1.9375 << 2.0;
    QTest::newRow("e2m3 2.125 tie -> 2") << Format::Fp6E2M3 << 2.125 << 2.0;
    QTest::newRow("e2m3 4.25 tie -> 4") << Format::Fp6E2M3 << 4.25 << 4.0;
    QTest::newRow("e2m3 4.75 tie -> 5") << Format::Fp6E2M3 << 4.75 << 5.0;
    QTest::newRow("e2m3 7.75 tie -> saturate 7.5") << Format::Fp6E2M3 << 7.75 << 7.5;
    QTest::newRow("e2m3 -100 -> -7.5") << Format::Fp6E2M3 << -100.0 << -7.5;
    // FP6 E3M2: spacing 4 in [16,28].
    QTest::newRow("e3m2 18 tie -> 16") << Format::Fp6E3M2 << 18.0 << 16.0;
    QTest::newRow("e3m2 22 tie -> 24") << Format::Fp6E3M2 << 22.0 << 24.0;
    QTest::newRow("e3m2 30 tie -> 28") << Format::Fp6E3M2 << 30.0 << 28.0;
    QTest::newRow("e3m2 0.03125 tie -> 0") << Format::Fp6E3M2 << 0.03125 << 0.0;
    QTest::newRow("e3m2 0.09375 tie -> 0.125") << Format::Fp6E3M2 << 0.09375 << 0.125;
    // E8M0: nearest power of two.
    QTest::newRow("e8m0 3 tie -> 2 (even field 0x80)") << Format::E8M0 << 3.0 << 2.0;
    QTest::newRow("e8m0 6 tie -> 8 (even field 0x82)") << Format::E8M0 << 6.0 << 8.0;
    QTest::newRow("e8m0 0.7 -> 0.5") << Format::E8M0 << 0.7 << 0.5;
    // Integers.
    QTest::newRow("int8 2.5 -> 2") << Format::Int8 << 2.5 << 2.0;
    QTest::newRow("int8 -3.5 -> -4") << Format::Int8 << -3.5 << -4.0;
    QTest::newRow("int8 126.5 -> 126") << Format::Int8 << 126.5 << 126.0;
    QTest::newRow("int8 127.4 -> 127") << Format::Int8 << 127.4 << 127.0;
    QTest::newRow("int8 -128 -> -127") << Format::Int8 << -128.0 << -127.0;
    QTest::newRow("int4 6.5 -> 6") << Format::Int4 << 6.5 << 6.0;
    QTest::newRow("int4 -9 -> -7") << Format::Int4 << -9.0 << -7.0;
    QTest::newRow("int4 0.5 -> 0") << Format::Int4 << 0.5 << 0.0;
    QTest::newRow("int4 1.5 -> 2") << Format::Int4 << 1.5 << 2.0;
}

void TestFormats::blockFormatRounding()
{
    QFETCH(Format, format);
    QFETCH(double, input);
    QFETCH(double, value);
    const Encoded e = encode(F(format), input);
    QVERIFY(e.ok());
    QCOMPARE(decode(F(format), e.bits), value);
    QCOMPARE(roundToFormat(F(format), input), value);
}

void TestFormats::knownValues_data()
{
    QTest::addColumn<Format>("format");
    QTest::addColumn<double>("input");
    QTest::addColumn<quint32>("bits");
    QTest::addColumn<double>("value");

    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("fp16 0.1") << Format::Fp16 << 0.1 << 0x2e66u << 0.0999755859375;
    QTest::newRow("fp16 -0.1") << Format::Fp16 << -0.1 << 0xae66u << -0.0999755859375;
    QTest::newRow("bf16 0.1") << Format::Bf16 << 0.1 << 0x3dcdu << 0.10009765625;
    QTest::newRow("fp32 0.1") << Format::Fp32 << 0.1 << 0x3dcccccdu << double(0.1f);
    QTest::newRow("tf32 0.1") << Format::Tf32 << 0.1 << 0x3dccc000u << 0.0999755859375;
    QTest::newRow("e4m3 0.1") << Format::Fp8E4M3 << 0.1 << 0x1du << 0.1015625;
    QTest::newRow("e4m3 448") << Format::Fp8E4M3 << 448.0 << 0x7eu << 448.0;
    QTest::newRow("e4m3 464 tie -> 448") << Format::Fp8E4M3 << 464.0 << 0x7eu << 448.0;
    QTest::newRow("e4m3 -464") << Format::Fp8E4M3 << -464.0 << 0xfeu << -448.0;
    QTest::newRow("e4m3 416") << Format::Fp8E4M3 << 416.0 << 0x7du << 416.0;
    QTest::newRow("e4m3 240") << Format::Fp8E4M3 << 240.0 << 0x77u << 240.0;
    QTest::newRow("e4m3 256 in exponent 1111") << Format::Fp8E4M3 << 256.0 << 0x78u << 256.0;
    QTest::newRow("e5m2 57344 max") << Format::Fp8E5M2 << 57344.0 << 0x7bu << 57344.0;
    QTest::newRow("e5m2 61439") << Format::Fp8E5M2 << 61439.0 << 0x7bu << 57344.0;
    QTest::newRow("e5m2 61440 -> inf") << Format::Fp8E5M2 << 61440.0 << 0x7cu << inf;
    QTest::newRow("e5m2 0.1") << Format::Fp8E5M2 << 0.1 << 0x2eu << 0.09375;
    QTest::newRow("fp16 65504") << Format::Fp16 << 65504.0 << 0x7bffu << 65504.0;
    QTest::newRow("fp16 65519") << Format::Fp16 << 65519.0 << 0x7bffu << 65504.0;
    QTest::newRow("fp16 65520 -> inf") << Format::Fp16 << 65520.0 << 0x7c00u << inf;
    QTest::newRow("fp16 -65520 -> -inf") << Format::Fp16 << -65520.0 << 0xfc00u << -inf;
    QTest::newRow("bf16 max") << Format::Bf16 << 3.3895313892515355e38 << 0x7f7fu
                              << 3.3895313892515355e38;
    QTest::newRow("bf16 fp32 max -> inf")
        << Format::Bf16 << double(std::numeric_limits<float>::max()) << 0x7f80u << inf;
    QTest::newRow("fp32 1e39 -> inf") << Format::Fp32 << 1e39 << 0x7f800000u << inf;

    // Smallest subnormals, and half of them (a tie with zero: to even = zero).
    QTest::newRow("fp16 2^-24") << Format::Fp16 << std::ldexp(1, -24) << 0x0001u
                                << std::ldexp(1, -24);
    QTest::newRow("fp16 2^-25 -> 0") << Format::Fp16 << std::ldexp(1, -25) << 0x0000u << 0.0;
    QTest::newRow("fp16 above 2^-25")
        << Format::Fp16 << std::nextafter(std::ldexp(1, -25), 1) << 0x0001u << std::ldexp(1, -24);
    QTest::newRow("e4m3 2^-9") << Format::Fp8E4M3 << std::ldexp(1, -9) << 0x01u
                               << std::ldexp(1, -9);
    QTest::newRow("e5m2 2^-16") << Format::Fp8E5M2 << std::ldexp(1, -16) << 0x01u
                                << std::ldexp(1, -16);
    QTest::newRow("e2m1 0.5") << Format::Fp4E2M1 << 0.5 << 0x1u << 0.5;
    QTest::newRow("e2m1 0.25 -> 0") << Format::Fp4E2M1 << 0.25 << 0x0u << 0.0;
    QTest::newRow("fp32 2^-149") << Format::Fp32 << std::ldexp(1, -149) << 0x00000001u
                                 << std::ldexp(1, -149);
    QTest::newRow("bf16 2^-133") << Format::Bf16 << std::ldexp(1, -133) << 0x0001u
                                 << std::ldexp(1, -133);
    QTest::newRow("tf32 2^-136") << Format::Tf32 << std::ldexp(1, -136) << 0x00002000u
                                 << std::ldexp(1, -136);
    QTest::newRow("fp16 double subnormal -> 0") << Format::Fp16 << 4.9e-324 << 0x0000u << 0.0;

    // Ties to even among subnormals and at the normal binades.
    QTest::newRow("fp16 1.5 quanta -> 2")
        << Format::Fp16 << 1.5 * std::ldexp(1, -24) << 0x0002u << std::ldexp(1, -23);
    QTest::newRow("fp16 2.5 quanta -> 2")
        << Format::Fp16 << 2.5 * std::ldexp(1, -24) << 0x0002u << std::ldexp(1, -23);
    QTest::newRow("e4m3 1.5 quanta -> 2")
        << Format::Fp8E4M3 << 1.5 * std::ldexp(1, -9) << 0x02u << std::ldexp(1, -8);
    QTest::newRow("fp16 1+2^-11 -> 1") << Format::Fp16 << 1 + std::ldexp(1, -11) << 0x3c00u << 1.0;
    QTest::newRow("fp16 1+3*2^-11 up")
        << Format::Fp16 << 1 + 3 * std::ldexp(1, -11) << 0x3c02u << 1 + std::ldexp(1, -9);
    QTest::newRow("fp16 2047.5*... carry")
        << Format::Fp16 << 2 - std::ldexp(1, -11) << 0x4000u << 2.0;
    QTest::newRow("tf32 1+2^-11 -> 1")
        << Format::Tf32 << 1 + std::ldexp(1, -11) << 0x3f800000u << 1.0;
    QTest::newRow("tf32 1+3*2^-11 up")
        << Format::Tf32 << 1 + 3 * std::ldexp(1, -11) << 0x3f804000u << 1 + std::ldexp(1, -9);
    QTest::newRow("bf16 1+2^-8 -> 1") << Format::Bf16 << 1 + std::ldexp(1, -8) << 0x3f80u << 1.0;
    QTest::newRow("bf16 257 -> 256") << Format::Bf16 << 257.0 << 0x4380u << 256.0;
    QTest::newRow("bf16 259 -> 260") << Format::Bf16 << 259.0 << 0x4382u << 260.0;
    QTest::newRow("e2m1 5 -> 4") << Format::Fp4E2M1 << 5.0 << 0x6u << 4.0;
    QTest::newRow("e2m1 2.5 -> 2") << Format::Fp4E2M1 << 2.5 << 0x4u << 2.0;
    QTest::newRow("e2m1 3.5 -> 4") << Format::Fp4E2M1 << 3.5 << 0x6u << 4.0;

    // From the largest subnormal up into the smallest normal.
    QTest::newRow("fp16 1023.5 quanta -> min normal")
        << Format::Fp16 << 1023.5 * std::ldexp(1, -24) << 0x0400u << std::ldexp(1, -14);
    QTest::newRow("fp16 1022.5 quanta -> 1022")
        << Format::Fp16 << 1022.5 * std::ldexp(1, -24) << 0x03feu << 1022 * std::ldexp(1, -24);
    QTest::newRow("e4m3 7.5 quanta -> min normal")
        << Format::Fp8E4M3 << 7.5 * std::ldexp(1, -9) << 0x08u << std::ldexp(1, -6);
    QTest::newRow("e5m2 3.5 quanta -> min normal")
        << Format::Fp8E5M2 << 3.5 * std::ldexp(1, -16) << 0x04u << std::ldexp(1, -14);
    QTest::newRow("e2m1 0.75 -> 1") << Format::Fp4E2M1 << 0.75 << 0x2u << 1.0;
    QTest::newRow("fp32 largest subnormal up")
        << Format::Fp32 << (std::ldexp(1, -126) - std::ldexp(1, -150)) << 0x00800000u
        << std::ldexp(1, -126);
}

void TestFormats::knownValues()
{
    QFETCH(Format, format);
    QFETCH(double, input);
    QFETCH(quint32, bits);
    QFETCH(double, value);
    const FormatSpec &s = F(format);
    const Encoded e = encode(s, input);
    QVERIFY(e.ok());
    QVERIFY2(e.bits == bits, qPrintable(hex(e.bits) + " != " + hex(bits)));
    QVERIFY(sameDouble(decode(s, e.bits), value));
    QVERIFY(sameDouble(roundToFormat(s, input), value));
    QCOMPARE(e.inexact, input != value);
}

void TestFormats::overflowAndSaturation()
{
    // E4M3: 464 is the tie between 448 and the would-be 480: even = 448; above it -> NaN.
    const FormatSpec &e4m3 = F(Format::Fp8E4M3);
    QCOMPARE(encode(e4m3, 465).bits, 0x7fu);
    QVERIFY(encode(e4m3, 465).overflow);
    QVERIFY(!encode(e4m3, 464).overflow);
    QCOMPARE(encode(e4m3, -465).bits, 0xffu);
    QCOMPARE(encode(e4m3, 1e300).bits, 0x7fu);
    QCOMPARE(encode(e4m3, 465, OverflowMode::Saturate).bits, 0x7eu);
    // E2M1 saturates by default.
    const FormatSpec &e2m1 = F(Format::Fp4E2M1);
    QCOMPARE(encode(e2m1, 7).bits, 0x7u);
    QVERIFY(encode(e2m1, 7).overflow);
    QCOMPARE(encode(e2m1, -1e300).bits, 0xfu);
    // Every format: far beyond max, just beyond the overflow point, and infinities saturate to
    // +-max finite; finite values below max are untouched.
    for (const FormatSpec &s : floatFormats()) {
        const std::uint32_t max = maxFinitePattern(s);
        const std::uint32_t sign = std::uint32_t(1) << (s.containerBits - 1);
        const double maxValue = decode(s, max);
        const double inf = std::numeric_limits<double>::infinity();
        for (double big : {1e300, inf, maxValue * 1.25, std::nextafter(maxValue, inf)}) {
            const Encoded pos = encode(s, big, OverflowMode::Saturate);
            const Encoded neg = encode(s, -big, OverflowMode::Saturate);
            QVERIFY2(pos.bits == max, s.name);
            QVERIFY2(neg.bits == (max | sign), s.name);
            QCOMPARE(roundToFormat(s, -big, OverflowMode::Saturate), -maxValue);
        }
        QCOMPARE(encode(s, 1.0, OverflowMode::Saturate).bits, encode(s, 1.0).bits);
        QCOMPARE(encode(s, maxValue, OverflowMode::Saturate).bits, max);
        QVERIFY(!encode(s, maxValue).overflow);
        // Default overflow of 2 x max: infinity, NaN or max, as the format says.
        const Encoded over = encode(s, 2 * maxValue);
        QVERIFY(over.overflow);
        if (s.hasInfinity)
            QCOMPARE(over.bits, *infinityPattern(s));
        else if (s.nan != NanEncoding::None)
            QCOMPARE(over.bits, *nanPattern(s));
        else
            QCOMPARE(over.bits, max);
    }
}

void TestFormats::nanAndInfinity()
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    struct Row
    {
        Format format;
        std::uint32_t nan, negativeNan, inf, negativeInf;
    };
    const Row rows[] = {
        {Format::Fp32, 0x7fc00000, 0xffc00000, 0x7f800000, 0xff800000},
        {Format::Tf32, 0x7fc00000, 0xffc00000, 0x7f800000, 0xff800000},
        {Format::Fp16, 0x7e00, 0xfe00, 0x7c00, 0xfc00},
        {Format::Bf16, 0x7fc0, 0xffc0, 0x7f80, 0xff80},
        {Format::Fp8E5M2, 0x7e, 0xfe, 0x7c, 0xfc},
        {Format::Fp8E4M3, 0x7f, 0xff, 0x7f, 0xff}, // no infinity: NaN
        {Format::Fp4E2M1, 0, 0, 0x7, 0xf},         // no infinity: saturate
    };
    for (const Row &row : rows) {
        const FormatSpec &s = F(row.format);
        QCOMPARE(encode(s, inf).bits, row.inf);
        QCOMPARE(encode(s, -inf).bits, row.negativeInf);
        if (row.format == Format::Fp4E2M1) {
            QCOMPARE(encode(s, nan).status, EncodeStatus::NotRepresentable);
            QVERIFY(!encode(s, nan).ok());
            QVERIFY(!nanPattern(s));
            continue;
        }
        QVERIFY(encode(s, nan).ok());
        QCOMPARE(encode(s, nan).bits, row.nan);
        QCOMPARE(encode(s, -nan).bits, row.negativeNan);
        QCOMPARE(*nanPattern(s), row.nan);
        QCOMPARE(classify(s, row.nan), ValueClass::NaN);
        // Saturation does not touch NaN.
        QCOMPARE(encode(s, nan, OverflowMode::Saturate).bits, row.nan);
    }
    QCOMPARE(classify(F(Format::Fp16), 0x7c01), ValueClass::NaN); // a signalling NaN pattern
    QCOMPARE(classify(F(Format::Fp8E4M3), 0x78), ValueClass::Normal);
    QCOMPARE(classify(F(Format::Fp8E4M3), 0x7e), ValueClass::Normal);
    QCOMPARE(classify(F(Format::Fp4E2M1), 0x7), ValueClass::Normal);
    QVERIFY(!infinityPattern(F(Format::Fp8E4M3)));
    QCOMPARE(valueClassName(ValueClass::Infinity), "inf");
    QCOMPARE(valueClassName(ValueClass::Subnormal), "subnormal");
}

void TestFormats::negativeZero()
{
    for (const FormatSpec &s : floatFormats()) {
        const std::uint32_t sign = std::uint32_t(1) << (s.containerBits - 1);
        QCOMPARE(encode(s, 0.0).bits, 0u);
        QCOMPARE(encode(s, -0.0).bits, sign);
        QCOMPARE(classify(s, sign), ValueClass::Zero);
        QVERIFY(std::signbit(decode(s, sign)));
        // A negative value too small for the format keeps its sign.
        QCOMPARE(encode(s, -1e-300).bits, sign);
        QVERIFY(std::signbit(roundToFormat(s, -1e-300)));
    }
}

void TestFormats::tf32LowBitsZero()
{
    const FormatSpec &s = F(Format::Tf32);
    std::mt19937_64 rng(7);
    std::uniform_real_distribution<double> mantissa(-2.0, 2.0);
    std::uniform_int_distribution<int> exponent(-140, 130);
    for (int i = 0; i < 200000; ++i) {
        const double x = std::ldexp(mantissa(rng), exponent(rng));
        const std::uint32_t bits = encode(s, x).bits;
        if ((bits & 0x1fff) != 0)
            QFAIL(qPrintable("low bits set for " + QString::number(x)));
        QVERIFY(isValidPattern(s, bits));
    }
    QVERIFY(!isValidPattern(s, 0x3f800001));
    QVERIFY(!isValidPattern(s, 0x100000000ULL));
    QVERIFY(isValidPattern(s, 0xffffe000));
    QVERIFY(!isValidPattern(F(Format::Fp8E4M3), 0x1ff));
    QVERIFY(!isValidPattern(F(Format::Fp4E2M1), 0x10));
    QVERIFY(isValidPattern(F(Format::Fp4E2M1), 0xf));
}

void TestFormats::neighboursAndFields()
{
    const FormatSpec &h = F(Format::Fp16);
    QCOMPARE(*nextUp(h, 0x3c00), 0x3c01u);
    QCOMPARE(*nextDown(h, 0x3c00), 0x3bffu);
    QCOMPARE(*nextUp(h, 0x0000), 0x0001u);
    QCOMPARE(*nextUp(h, 0x8000), 0x0001u);
    QCOMPARE(*nextDown(h, 0x0000), 0x8001u);
    QCOMPARE(*nextDown(h, 0x8000), 0x8001u);
    QCOMPARE(*nextUp(h, 0x8001), 0x8000u);
    QCOMPARE(*nextUp(h, 0x7bff), 0x7c00u);
    QCOMPARE(*nextUp(h, 0xfc00), 0xfbffu);
    QVERIFY(!nextUp(h, 0x7c00));
    QVERIFY(!nextDown(h, 0xfc00));
    QVERIFY(!nextUp(h, 0x7e00));
    QVERIFY(!nextDown(h, 0x7e00));
    QVERIFY(!nextUp(F(Format::Fp8E4M3), 0x7e));
    QVERIFY(!nextDown(F(Format::Fp8E4M3), 0xfe));
    QVERIFY(!nextUp(F(Format::Fp4E2M1), 0x7));
    QCOMPARE(*nextUp(F(Format::Tf32), 0x3f800000), 0x3f802000u);
    QCOMPARE(*nextDown(F(Format::Tf32), 0x00000000), 0x80002000u);

    const BitFields f = splitFields(h, 0xbc01);
    QVERIFY(f.negative);
    QCOMPARE(f.exponent, 15u);
    QCOMPARE(f.mantissa, 1u);
    QCOMPARE(joinFields(h, f), 0xbc01u);
    const BitFields t = splitFields(F(Format::Tf32), 0x3f802000);
    QCOMPARE(t.exponent, 127u);
    QCOMPARE(t.mantissa, 1u);
    QCOMPARE(joinFields(F(Format::Tf32), t), 0x3f802000u);
    const BitFields e = splitFields(F(Format::Fp8E4M3), 0x7e);
    QCOMPARE(e.exponent, 15u);
    QCOMPARE(e.mantissa, 6u);
    QCOMPARE(joinFields(F(Format::Fp8E4M3), {false, 0xff, 0xff}), 0x7fu); // fields are masked
}

void TestFormats::rangeTable()
{
    const FormatProperties fp16 = properties(F(Format::Fp16));
    QCOMPARE(fp16.maxFinite, 65504.0);
    QCOMPARE(fp16.minNormal, std::ldexp(1, -14));
    QCOMPARE(fp16.minSubnormal, std::ldexp(1, -24));
    QCOMPARE(fp16.epsilon, std::ldexp(1, -10));
    QCOMPARE(fp16.minExponent, -14);
    QCOMPARE(fp16.maxExponent, 15);
    QVERIFY(std::fabs(fp16.decimalDigits - 3.311) < 1e-3);
    QCOMPARE(fp16.finitePatterns, std::uint64_t(63488));

    const FormatProperties bf16 = properties(F(Format::Bf16));
    QCOMPARE(bf16.maxFinite, 3.3895313892515355e38);
    QCOMPARE(bf16.minNormal, std::ldexp(1, -126));
    QCOMPARE(bf16.minSubnormal, std::ldexp(1, -133));
    QCOMPARE(bf16.epsilon, std::ldexp(1, -7));

    const FormatProperties fp32 = properties(F(Format::Fp32));
    QCOMPARE(fp32.maxFinite, double(std::numeric_limits<float>::max()));
    QCOMPARE(fp32.minNormal, double(std::numeric_limits<float>::min()));
    QCOMPARE(fp32.minSubnormal, double(std::numeric_limits<float>::denorm_min()));
    QCOMPARE(fp32.epsilon, double(std::numeric_limits<float>::epsilon()));
    QCOMPARE(fp32.finitePatterns, std::uint64_t(0xff000000u));

    const FormatProperties tf32 = properties(F(Format::Tf32));
    QCOMPARE(tf32.maxFinite, (2 - std::ldexp(1, -10)) * std::ldexp(1, 127));
    QCOMPARE(tf32.epsilon, std::ldexp(1, -10));
    QCOMPARE(tf32.minSubnormal, std::ldexp(1, -136));

    const FormatProperties e4m3 = properties(F(Format::Fp8E4M3));
    QCOMPARE(e4m3.maxFinite, 448.0);
    QCOMPARE(e4m3.minNormal, std::ldexp(1, -6));
    QCOMPARE(e4m3.minSubnormal, std::ldexp(1, -9));
    QCOMPARE(e4m3.epsilon, 0.125);
    QCOMPARE(e4m3.maxExponent, 8);

    const FormatProperties e5m2 = properties(F(Format::Fp8E5M2));
    QCOMPARE(e5m2.maxFinite, 57344.0);
    QCOMPARE(e5m2.minNormal, std::ldexp(1, -14));
    QCOMPARE(e5m2.minSubnormal, std::ldexp(1, -16));
    QCOMPARE(e5m2.epsilon, 0.25);

    const FormatProperties e2m1 = properties(F(Format::Fp4E2M1));
    QCOMPARE(e2m1.maxFinite, 6.0);
    QCOMPARE(e2m1.minNormal, 1.0);
    QCOMPARE(e2m1.minSubnormal, 0.5);
    QCOMPARE(e2m1.epsilon, 0.5);
    QCOMPARE(e2m1.finitePatterns, std::uint64_t(16));
}

// A value just above an FP16 midpoint must round up. Going through float first would round it
// onto the midpoint and then to even (down): the codec rounds once, from the double.
void TestFormats::neverRoundsTwice()
{
    const FormatSpec &h = F(Format::Fp16);
    const double mid = 1 + std::ldexp(1, -11); // between 1 and 1 + 2^-10
    const double above = mid + std::ldexp(1, -40);
    QCOMPARE(double(float(above)), mid); // what float would do
    QCOMPARE(encode(h, above).bits, 0x3c01u);
    QCOMPARE(encode(h, mid - std::ldexp(1, -40)).bits, 0x3c00u);
    const FormatSpec &b = F(Format::Bf16);
    QCOMPARE(encode(b, 1 + std::ldexp(1, -8) + std::ldexp(1, -45)).bits, 0x3f81u);
    const FormatSpec &e = F(Format::Fp8E4M3);
    QCOMPARE(encode(e, 464 + std::ldexp(1, -30)).bits, 0x7fu); // above the tie: overflow
    QCOMPARE(encode(F(Format::Tf32), 1 + std::ldexp(1, -11) + std::ldexp(1, -50)).bits,
             0x3f802000u);
}

// static_cast<float> of a double is the hardware's correctly rounded conversion (SSE2
// cvtsd2ss, round to nearest even): every random double, including FP32's subnormal range,
// exact ties and their neighbours, must give the same bits.
void TestFormats::fp32MatchesHardware()
{
    const FormatSpec &s = F(Format::Fp32);
    std::mt19937_64 rng(20261121);
    std::uniform_int_distribution<int> exponent(-155, 130);
    std::uniform_int_distribution<std::uint64_t> fraction(0, (std::uint64_t(1) << 52) - 1);
    std::uniform_int_distribution<std::uint32_t> anyFloat(0, 0xffffffffu);
    int checked = 0;
    auto check = [&](double x) {
        const std::uint32_t expected = floatBits(static_cast<float>(x));
        const Encoded e = encode(s, x);
        if (e.bits != expected)
            QFAIL(qPrintable(QString("fp32 of %1: %2, hardware %3")
                                 .arg(x, 0, 'g', 17)
                                 .arg(hex(e.bits))
                                 .arg(hex(expected))));
        ++checked;
    };
    for (int i = 0; i < 1500000; ++i) {
        // Random doubles over FP32's whole range and a bit beyond.
        const std::uint64_t bits = (std::uint64_t(exponent(rng) + 1023) << 52) | fraction(rng) |
                                   (i & 1 ? std::uint64_t(1) << 63 : 0);
        check(std::bit_cast<double>(bits));
        if (i % 3 != 0)
            continue;
        // Ties: the midpoint of a random float and its neighbour, and one double ulp off it.
        const float f = std::bit_cast<float>(anyFloat(rng));
        if (!std::isfinite(f))
            continue;
        const float g = std::nextafter(f, std::numeric_limits<float>::infinity());
        if (!std::isfinite(g))
            continue;
        const double mid = 0.5 * (double(f) + double(g));
        check(mid);
        check(std::nextafter(mid, 0.0));
        check(std::nextafter(mid, 1e300));
    }
    QVERIFY(checked > 2000000);
}

void TestFormats::fp16MatchesCompiler()
{
#ifndef __FLT16_MAX__
    // justified skip: this compiler has no _Float16 to compare with; exhaustive16 and the tie
    // checks of the small formats still cover the algorithm.
    QSKIP("the compiler has no _Float16");
#else
    const FormatSpec &s = F(Format::Fp16);
    std::mt19937_64 rng(42);
    std::uniform_int_distribution<int> exponent(-27, 17); // subnormals to overflow
    std::uniform_int_distribution<std::uint64_t> fraction(0, (std::uint64_t(1) << 52) - 1);
    std::uniform_int_distribution<std::uint32_t> anyHalf(0, 0xffff);
    auto check = [&](double x) {
        const _Float16 h = static_cast<_Float16>(x);
        std::uint16_t expected;
        std::memcpy(&expected, &h, 2);
        const Encoded e = encode(s, x);
        if (e.bits != expected)
            QFAIL(qPrintable(QString("fp16 of %1: %2, _Float16 %3")
                                 .arg(x, 0, 'g', 17)
                                 .arg(hex(e.bits))
                                 .arg(hex(expected))));
    };
    for (int i = 0; i < 1500000; ++i) {
        const std::uint64_t bits = (std::uint64_t(exponent(rng) + 1023) << 52) | fraction(rng) |
                                   (i & 1 ? std::uint64_t(1) << 63 : 0);
        check(std::bit_cast<double>(bits));
    }
    // Every FP16 midpoint and its two double neighbours.
    for (std::uint32_t b = 0; b < 0x7c00; ++b) {
        const double lo = decode(s, b), hi = decode(s, b + 1);
        const double mid = 0.5 * (lo + hi);
        check(mid);
        check(-mid);
        check(std::nextafter(mid, 0.0));
        check(std::nextafter(mid, 1e300));
    }
#endif
}

// Independent references for float inputs (no double rounding possible): the classic integer
// round-to-nearest-even on the FP32 bits.
void TestFormats::bf16AndTf32MatchBitTricks()
{
    const FormatSpec &b = F(Format::Bf16);
    const FormatSpec &t = F(Format::Tf32);
    std::mt19937 rng(3);
    for (int i = 0; i < 1000000; ++i) {
        const std::uint32_t u = rng();
        const float f = std::bit_cast<float>(u);
        if (std::isnan(f))
            continue;
        const std::uint32_t bf = (u + 0x7fffu + ((u >> 16) & 1)) >> 16;
        const std::uint32_t tf = (u + 0xfffu + ((u >> 13) & 1)) & ~0x1fffu;
        // The trick carries into the exponent and lands on infinity exactly when IEEE says so.
        if (encode(b, f).bits != bf)
            QFAIL(
                qPrintable("bf16 of " + hex(u) + ": " + hex(encode(b, f).bits) + " vs " + hex(bf)));
        if (encode(t, f).bits != tf)
            QFAIL(
                qPrintable("tf32 of " + hex(u) + ": " + hex(encode(t, f).bits) + " vs " + hex(tf)));
    }
}

void TestFormats::rounderAgreesWithEncode()
{
    std::mt19937_64 rng(11);
    std::uniform_real_distribution<double> mantissa(-2.0, 2.0);
    std::uniform_int_distribution<int> exponent(-160, 140);
    for (const FormatSpec &s : floatFormats()) {
        for (OverflowMode mode : {OverflowMode::FormatDefault, OverflowMode::Saturate}) {
            const Rounder round(s, mode);
            for (int i = 0; i < 50000; ++i) {
                const double x =
                    std::ldexp(mantissa(rng), exponent(rng) / (s.exponentBits < 6 ? 8 : 1));
                const Encoded e = encode(s, x, mode);
                if (!sameDouble(round(x), decode(s, e.bits)))
                    QFAIL(qPrintable(QString("%1: %2").arg(s.name).arg(x, 0, 'g', 17)));
            }
        }
    }
}

QTEST_APPLESS_MAIN(TestFormats)
#include "tst_formats.moc"
