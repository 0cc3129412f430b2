// The logic behind the "Precision formats" panels, without a display: the bit lab (typing a
// number gives the codec's bits, flipping a bit changes exactly that bit and the value, the
// neighbours, errors, fields and formula; bad input gives a message and changes nothing) and the
// lesson's arithmetic (number formatting, what happens to one number, memory per parameter).
#include "compute/formats.h"
#include "lessons/framework/numbertext.h"
#include "lessons/precision/bitlab.h"
#include "lessons/precision/precisionmath.h"

#include <QLocale>
#include <QScopeGuard>
#include <QtTest>

#include <cmath>

using namespace gpulab;
using fp::Format;
using precision::Outcome;

Q_DECLARE_METATYPE(fp::Format)

class TestPrecisionBitLab : public QObject
{
    Q_OBJECT

private slots:
    void typingGivesTheCodecsBits_data();
    void typingGivesTheCodecsBits();
    void knownValues();
    void bitPatterns();
    void invalidInputChangesNothing_data();
    void invalidInputChangesNothing();
    void flippingChangesExactlyThatBit_data();
    void flippingChangesExactlyThatBit();
    void fieldsAndDescriptions();
    void neighbours();
    void errors();
    void formatChangeKeepsTheNumber();
    void formula();
    void writingNumbers();
    void numberFieldReadsBack_data();
    void numberFieldReadsBack();
    void storedOutcomes();
    void memoryPerParameter();
};

void TestPrecisionBitLab::typingGivesTheCodecsBits_data()
{
    QTest::addColumn<Format>("format");
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("value");
    const struct
    {
        const char *text;
        double value;
    } inputs[] = {{"0.1", 0.1},      {"70000", 70000},    {"70,000", 70000}, {"1e-8", 1e-8},
                  {"-2", -2},        {" 1.5 ", 1.5},      {"\u22123", -3},   {"2^-24", 0x1p-24},
                  {"-2^(3)", -8},    {"448", 448},        {"465", 465},      {"6.5", 6.5},
                  {"inf", INFINITY}, {"-inf", -INFINITY}, {"0", 0},          {"-0", -0.0},
                  {"3e-8", 3e-8},    {"65519", 65519},    {"65520", 65520},  {"1e300", 1e300}};
    for (const fp::FormatSpec &spec : fp::floatFormats())
        for (const auto &input : inputs)
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(spec.name, input.text)))
                << spec.id << QString::fromUtf8(input.text) << input.value;
}

void TestPrecisionBitLab::typingGivesTheCodecsBits()
{
    QFETCH(Format, format);
    QFETCH(QString, text);
    QFETCH(double, value);
    const fp::FormatSpec &spec = fp::formatSpec(format);
    BitLab lab;
    lab.setFormat(format);
    QVERIFY2(lab.setText(text), qPrintable(lab.message()));
    QVERIFY(lab.message().isEmpty());
    const fp::Encoded encoded = fp::encode(spec, value);
    QCOMPARE(lab.bits(), encoded.bits);
    QVERIFY(lab.input().has_value());
    QCOMPARE(*lab.input(), value);
    const double decoded = fp::decode(spec, encoded.bits);
    if (std::isnan(decoded))
        QVERIFY(std::isnan(lab.value()));
    else
        QCOMPARE(lab.value(), decoded);
    QCOMPARE(lab.valueClass(), fp::classify(spec, encoded.bits));
    QCOMPARE(lab.overflowed(), std::isfinite(value) && encoded.overflow);
}

void TestPrecisionBitLab::knownValues()
{
    BitLab lab; // FP16 by default
    QCOMPARE(lab.spec().id, Format::Fp16);
    QVERIFY(lab.setText("0.1"));
    QCOMPARE(lab.bits(), 0x2E66u);
    QCOMPARE(lab.value(), 0.0999755859375);
    QCOMPARE(lab.hexString(), QStringLiteral("0x2E66"));
    QCOMPARE(lab.binaryString(), QStringLiteral("0 01011 1001100110"));
    QVERIFY(lab.setText("70000"));
    QCOMPARE(lab.bits(), 0x7C00u);
    QVERIFY(std::isinf(lab.value()));
    QVERIFY(lab.overflowed());
    QCOMPARE(lab.valueClass(), fp::ValueClass::Infinity);
    lab.setFormat(Format::Bf16);
    QCOMPARE(lab.bits(), 0x4789u);
    QCOMPARE(lab.value(), 70144.0);
    QVERIFY(!lab.overflowed());
    lab.setFormat(Format::Fp8E4M3);
    QVERIFY(lab.setText("500"));
    QVERIFY(std::isnan(lab.value())); // E4M3 has no infinity
    QVERIFY(lab.overflowed());
    lab.setFormat(Format::Fp4E2M1);
    QVERIFY(lab.setText("100"));
    QCOMPARE(lab.value(), 6.0); // E2M1 saturates
    QVERIFY(lab.overflowed());
    QVERIFY(lab.setText("nan")); // accepted as input, but FP4 has no NaN: said so
    QVERIFY(!lab.message().isEmpty());
    QCOMPARE(lab.bits(), 0u);
    lab.setFormat(Format::Tf32);
    QVERIFY(lab.setText("0.1"));
    QCOMPARE(lab.bits(), 0x3DCCC000u);
    QCOMPARE(lab.hexString(), QStringLiteral("0x3DCCC000"));
}

void TestPrecisionBitLab::bitPatterns()
{
    BitLab lab;
    QVERIFY(lab.setText("0x3c00"));
    QCOMPARE(lab.value(), 1.0);
    QVERIFY(!lab.input()); // set from bits: nothing was typed, nothing rounded
    QVERIFY(!lab.absoluteError());
    QVERIFY(lab.setText("0b1100000000000000"));
    QCOMPARE(lab.value(), -2.0);
    QVERIFY(!lab.setText("0x1ffff")); // 17 bits into FP16
    QVERIFY(lab.message().contains("16"));
    QCOMPARE(lab.value(), -2.0);
    lab.setFormat(Format::Tf32);
    QVERIFY(!lab.setText("0x3dccc001")); // TF32's low 13 bits are always zero
    QVERIFY(lab.message().contains("13"));
    QVERIFY(lab.setText("0x3f800000"));
    QCOMPARE(lab.value(), 1.0);
    QVERIFY(!lab.setText("0xzz"));
    QVERIFY(lab.message().contains("bit pattern"));
    QVERIFY(!lab.setBits(0x1000)); // not a TF32 pattern
    QCOMPARE(lab.value(), 1.0);
}

void TestPrecisionBitLab::invalidInputChangesNothing_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("letters") << "abc"
                             << "not a number";
    QTest::newRow("empty") << ""
                           << "Type a number";
    QTest::newRow("spaces") << "   "
                            << "Type a number";
    QTest::newRow("too large for a double") << "1e400"
                                            << "too large";
    QTest::newRow("two signs") << "--1"
                               << "not a number";
    QTest::newRow("half a number") << "1e"
                                   << "not a number";
    QTest::newRow("power without exponent") << "2^"
                                            << "not a number";
}

void TestPrecisionBitLab::invalidInputChangesNothing()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    BitLab lab;
    QVERIFY(lab.setText("0.1"));
    const std::uint32_t bits = lab.bits();
    QVERIFY(!lab.setText(text));
    QVERIFY2(lab.message().contains(message), qPrintable(lab.message()));
    QCOMPARE(lab.bits(), bits);
    QCOMPARE(*lab.input(), 0.1);
    double value = 0;
    QString why;
    QVERIFY(!BitLab::parseNumber(text, &value, &why));
    QVERIFY(!why.isEmpty());
}

void TestPrecisionBitLab::flippingChangesExactlyThatBit_data()
{
    QTest::addColumn<Format>("format");
    for (const fp::FormatSpec &spec : fp::floatFormats())
        QTest::newRow(spec.name) << spec.id;
}

void TestPrecisionBitLab::flippingChangesExactlyThatBit()
{
    QFETCH(Format, format);
    const fp::FormatSpec &spec = fp::formatSpec(format);
    BitLab lab;
    lab.setFormat(format);
    for (const char *start : {"1.5", "-0.1", "0", "inf"}) {
        if (format == Format::Fp4E2M1 && QByteArray(start) == "inf")
            continue;
        QVERIFY(lab.setText(start));
        for (int bit = lab.lowestBit(); bit <= lab.highestBit(); ++bit) {
            const std::uint32_t before = lab.bits();
            QVERIFY(lab.flipBit(bit));
            QCOMPARE(lab.bits() ^ before, std::uint32_t(1) << bit);
            QVERIFY(!lab.input());
            const double decoded = fp::decode(spec, lab.bits());
            if (std::isnan(decoded))
                QVERIFY(std::isnan(lab.value()));
            else
                QCOMPARE(lab.value(), decoded);
            QVERIFY(lab.flipBit(bit));
            QCOMPARE(lab.bits(), before);
        }
    }
    // Bits the format does not store cannot be flipped.
    const std::uint32_t bits = lab.bits();
    QVERIFY(!lab.flipBit(lab.highestBit() + 1));
    QVERIFY(!lab.flipBit(-1));
    if (spec.lowZeroBits > 0)
        QVERIFY(!lab.flipBit(spec.lowZeroBits - 1));
    QCOMPARE(lab.bits(), bits);
}

void TestPrecisionBitLab::fieldsAndDescriptions()
{
    BitLab lab;
    QVERIFY(lab.setText("1")); // 0 01111 0000000000
    QCOMPARE(lab.fieldOf(15), BitLab::Field::Sign);
    for (int bit = 10; bit <= 14; ++bit)
        QCOMPARE(lab.fieldOf(bit), BitLab::Field::Exponent);
    for (int bit = 0; bit <= 9; ++bit)
        QCOMPARE(lab.fieldOf(bit), BitLab::Field::Mantissa);
    QCOMPARE(lab.fieldOf(16), BitLab::Field::Unused);
    QCOMPARE(lab.describeBit(15), QStringLiteral("bit 15, sign, clear"));
    QCOMPARE(lab.describeBit(13), QStringLiteral("bit 13, exponent, set"));
    QCOMPARE(lab.describeBit(0), QStringLiteral("bit 0, mantissa, clear"));
    const fp::BitFields f = lab.fields();
    QCOMPARE(f.exponent, 15u);
    QCOMPARE(f.mantissa, 0u);
    QVERIFY(!f.negative);
    lab.setFormat(Format::Tf32);
    QCOMPARE(lab.lowestBit(), 13);
    QCOMPARE(lab.highestBit(), 31);
    QCOMPARE(lab.fieldOf(31), BitLab::Field::Sign);
    QCOMPARE(lab.fieldOf(23), BitLab::Field::Exponent);
    QCOMPARE(lab.fieldOf(22), BitLab::Field::Mantissa);
    QCOMPARE(lab.fieldOf(13), BitLab::Field::Mantissa);
    QCOMPARE(lab.fieldOf(12), BitLab::Field::Unused);
    lab.setFormat(Format::Fp4E2M1);
    QCOMPARE(lab.fieldOf(3), BitLab::Field::Sign);
    QCOMPARE(lab.fieldOf(2), BitLab::Field::Exponent);
    QCOMPARE(lab.fieldOf(1), BitLab::Field::Exponent);
    QCOMPARE(lab.fieldOf(0), BitLab::Field::Mantissa);
}

void TestPrecisionBitLab::neighbours()
{
    BitLab lab;
    QVERIFY(lab.setText("1"));
    QCOMPARE(*lab.below(), 1 - 0x1p-11);
    QCOMPARE(*lab.above(), 1 + 0x1p-10);
    QVERIFY(lab.setText("65504"));
    QVERIFY(std::isinf(*lab.above()));
    QCOMPARE(*lab.below(), 65472.0);
    QVERIFY(lab.setText("0"));
    QCOMPARE(*lab.above(), 0x1p-24);
    QCOMPARE(*lab.below(), -0x1p-24);
    QVERIFY(lab.setText("nan"));
    QVERIFY(!lab.above());
    QVERIFY(!lab.below());
    lab.setFormat(Format::Fp8E4M3);
    QVERIFY(lab.setText("448"));
    QVERIFY(!lab.above()); // no infinity above E4M3's largest value
    QCOMPARE(*lab.below(), 416.0);
    lab.setFormat(Format::Bf16);
    QVERIFY(lab.setText("70000"));
    QCOMPARE(*lab.below(), 69632.0);
    QCOMPARE(*lab.above(), 70656.0);
}

void TestPrecisionBitLab::errors()
{
    BitLab lab;
    QVERIFY(lab.setText("0.1"));
    QCOMPARE(*lab.absoluteError(), std::abs(0.0999755859375 - 0.1));
    QCOMPARE(*lab.relativeError(), std::abs(0.0999755859375 - 0.1) / 0.1);
    QVERIFY(lab.setText("1"));
    QCOMPARE(*lab.absoluteError(), 0.0);
    QVERIFY(lab.setText("0"));
    QCOMPARE(*lab.absoluteError(), 0.0);
    QVERIFY(!lab.relativeError()); // relative to 0: undefined
    QVERIFY(lab.setText("70000")); // overflow: no finite error
    QVERIFY(!lab.absoluteError());
    QVERIFY(lab.flipBit(0));
    QVERIFY(!lab.absoluteError()); // set from bits
}

void TestPrecisionBitLab::formatChangeKeepsTheNumber()
{
    BitLab lab;
    QVERIFY(lab.setText("0.1"));
    for (const fp::FormatSpec &spec : fp::floatFormats()) {
        lab.setFormat(spec.id);
        QCOMPARE(*lab.input(), 0.1);
        QCOMPARE(lab.bits(), fp::encode(spec, 0.1).bits);
    }
    // After flipping, the value shown becomes the number carried to the next format.
    lab.setFormat(Format::Fp16);
    QVERIFY(lab.setText("1"));
    QVERIFY(lab.flipBit(9)); // 1.5
    lab.setFormat(Format::Fp8E4M3);
    QCOMPARE(*lab.input(), 1.5);
    QCOMPARE(lab.value(), 1.5);
}

void TestPrecisionBitLab::formula()
{
    BitLab lab;
    QVERIFY(lab.setText("1"));
    QVERIFY2(lab.formula().contains(QStringLiteral("2^(15 \u2212 15)")), qPrintable(lab.formula()));
    QVERIFY(lab.formula().contains("(1 + 0/1024)"));
    QVERIFY(lab.formula().endsWith("= 1"));
    QVERIFY(lab.setText("2^-24")); // the smallest subnormal
    QVERIFY(lab.formula().contains(QStringLiteral("2^(1 \u2212 15)")));
    QVERIFY(lab.formula().contains("(0 + 1/1024)"));
    QVERIFY(lab.setText("-inf"));
    QVERIFY(lab.formula().contains("infinity"));
    QVERIFY(lab.setText("-0"));
    QVERIFY(lab.formula().contains("zero"));
    lab.setFormat(Format::Fp8E4M3);
    QVERIFY(lab.setText("nan"));
    QVERIFY(lab.formula().contains("NaN"));
    QVERIFY(lab.formula().contains("only NaN pattern"));
    QVERIFY(lab.setText("448"));
    QVERIFY(lab.formula().contains("(1 + 6/8)"));
    QVERIFY(lab.formula().endsWith("= 448"));
}

void TestPrecisionBitLab::writingNumbers()
{
    using namespace precision;
    QCOMPARE(superscript(-24), QStringLiteral("\u207b\u00b2\u2074"));
    QCOMPARE(powerOfTwo(16), QStringLiteral("2\u00b9\u2076"));
    QCOMPARE(formatNumber(65504), QLocale().toString(65504));
    QCOMPARE(formatNumber(448), QStringLiteral("448"));
    QCOMPARE(formatNumber(0.0078125, 4), QLocale().toString(0.0078125, 'f', 6));
    QVERIFY(formatNumber(5.960464477539063e-08, 3).endsWith(QStringLiteral("10\u207b\u2078")));
    QVERIFY(formatNumber(3.4028234663852886e+38, 4).contains(QStringLiteral("10\u00b3\u2078")));
    QCOMPARE(formatNumber(INFINITY), QStringLiteral("inf"));
    QCOMPARE(formatNumber(NAN), QStringLiteral("NaN"));
    QCOMPARE(formatExact(0.0999755859375), QStringLiteral("0.0999755859375"));
    QCOMPARE(formatExact(70144), QStringLiteral("70144"));
    QCOMPARE(formatExact(-2), QStringLiteral("-2"));
    QCOMPARE(formatExact(-0.0), QStringLiteral("-0"));
    QCOMPARE(formatExact(5.960464477539063e-08), QStringLiteral("5.9604644775390625e-08"));
    QCOMPARE(formatExact(double(0.1f)), QStringLiteral("0.100000001490116119384765625"));
    // Too many digits: the shortest form that reads back the same, marked as cut.
    QCOMPARE(formatExact(0.1), QStringLiteral("0.1\u2026"));
    QCOMPARE(formatExact(0x1p-149), QStringLiteral("1.401298464324817e-45\u2026"));
    QCOMPARE(bytesText(7e9 * 4), QStringLiteral("28 GB"));
    QCOMPARE(bytesText(7e9 * 2), QStringLiteral("14 GB"));
    QCOMPARE(bytesText(7e9 * 0.5), QLocale().toString(3.5, 'f', 1) + QStringLiteral(" GB"));
    QCOMPARE(bytesText(7e9 * 16), QStringLiteral("112 GB"));
    QCOMPARE(bytesText(405e9 * 16), QLocale().toString(6.48, 'f', 2) + QStringLiteral(" TB"));
    QCOMPARE(bytesText(80e9), QStringLiteral("80 GB"));
    QCOMPARE(formatPercent(0.125), QLocale().toString(12.5, 'f', 1) + QStringLiteral(" %"));
    QCOMPARE(formatPercent(0.5, 0), QStringLiteral("50 %"));
    QCOMPARE(formatName(fp::formatSpec(Format::Fp8E4M3)), QStringLiteral("FP8 E4M3"));
    QCOMPARE(formatShortest(-INFINITY), QStringLiteral("\u2212inf"));
    // The shortest form in the locale's own way of writing numbers; C's notation choice.
    const QLocale before;
    const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
    QLocale::setDefault(QLocale::c());
    QCOMPARE(formatShortest(0.1), QStringLiteral("0.1"));
    QCOMPARE(formatShortest(70000), QStringLiteral("70000"));
    QCOMPARE(formatShortest(1e-8), QStringLiteral("1e-08"));
    QCOMPARE(formatShortest(0x1p-24), QStringLiteral("5.960464477539063e-08"));
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(formatShortest(0.1), QStringLiteral("0,1"));
    QCOMPARE(formatShortest(70000), QStringLiteral("70.000"));
    QCOMPARE(formatShortest(-2.5e-3), QStringLiteral("-0,0025"));
    QCOMPARE(formatPercent(0.125), QStringLiteral("12,5 %"));
    QCOMPARE(formatNumber(65504), QStringLiteral("65.504"));
    QCOMPARE(formatExact(-0.0999755859375), QStringLiteral("-0,0999755859375"));
    QLocale::setDefault(QLocale(QLocale::Arabic, QLocale::Egypt));
    QCOMPARE(formatExact(70144), QLocale().toString(70144).remove(QLocale().groupSeparator()));
    QCOMPARE(formatExact(2.5), QLocale().toString(2.5));
}

// A Number field's text is in the UI language (German 0,1; Arabic ٠٫١) and reads back as the
// same double; what a student types the language's way reads as they mean it (German 1,125 is
// 1.125), C's way still reads where the language's way cannot (0.1 and 1e-8 in German).
void TestPrecisionBitLab::numberFieldReadsBack_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("one");    // inputText(0.1)
    QTest::addColumn<QString>("typed");  // typed the language's way ...
    QTest::addColumn<double>("meaning"); // ... and what it means
    const QLocale ar(QLocale::Arabic, QLocale::Egypt);
    QTest::newRow("C") << QLocale::c() << "0.1"
                       << "1,125" << 1125.0;
    QTest::newRow("de") << QLocale(QLocale::German, QLocale::Germany) << "0,1"
                        << "1,125" << 1.125;
    QTest::newRow("es") << QLocale(QLocale::Spanish, QLocale::Spain) << "0,1"
                        << "70000" << 70000.0;
    QTest::newRow("ar") << ar << ar.toString(0.1) << ar.toString(1.5) << 1.5;
    QTest::newRow("zh") << QLocale(QLocale::Chinese, QLocale::China) << "0.1"
                        << "65504" << 65504.0;
}

void TestPrecisionBitLab::numberFieldReadsBack()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, one);
    QFETCH(QString, typed);
    QFETCH(double, meaning);
    const QLocale before;
    const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
    QLocale::setDefault(locale);
    QCOMPARE(BitLab::inputText(0.1), one);
    for (const double x : {0.1, 1.125, -2.5e-3, 70000.0, 65504.0, 123456789.0, 1e-8, 0x1p-24,
                           5.877471754111438e-39, 1e300, -1e-300, HUGE_VAL, -HUGE_VAL}) {
        const QString text = BitLab::inputText(x);
        QVERIFY2(!text.contains(locale.groupSeparator()), qPrintable(text));
        double value = 0;
        QString message;
        QVERIFY2(BitLab::parseNumber(text, &value, &message), qPrintable(text + message));
        QCOMPARE(value, x);
    }
    double value = 0;
    QString message;
    QVERIFY(BitLab::parseNumber(typed, &value, &message));
    QCOMPARE(value, meaning);
    const std::pair<const char *, double> cWay[] = {
        {"0.1", 0.1}, {"1e-8", 1e-8}, {"2^-24", 0x1p-24}};
    for (const auto &[c, x] : cWay) {
        QVERIFY2(BitLab::parseNumber(QString::fromLatin1(c), &value, &message), c);
        QCOMPARE(value, x);
    }
    QCOMPARE(BitLab::inputText(std::nan("")), QStringLiteral("nan"));
}

void TestPrecisionBitLab::storedOutcomes()
{
    using namespace precision;
    const auto outcome = [](Format f, double x) {
        return storeNumber(fp::formatSpec(f), x).outcome;
    };
    QCOMPARE(outcome(Format::Fp16, 70000), Outcome::Infinity);
    QCOMPARE(outcome(Format::Fp16, 65519), Outcome::Rounded); // down to 65,504
    QCOMPARE(outcome(Format::Bf16, 70000), Outcome::Rounded);
    QCOMPARE(storeNumber(fp::formatSpec(Format::Bf16), 70000).value, 70144.0);
    QCOMPARE(outcome(Format::Fp8E4M3, 500), Outcome::NaN);
    QCOMPARE(outcome(Format::Fp8E5M2, 70000), Outcome::Infinity);
    QCOMPARE(outcome(Format::Fp4E2M1, 100), Outcome::Largest);
    QCOMPARE(outcome(Format::Fp16, 1e-8), Outcome::Zero);
    QCOMPARE(outcome(Format::Fp16, 1), Outcome::Exact);
    QCOMPARE(outcome(Format::Fp32, INFINITY), Outcome::Exact);
    QCOMPARE(outcome(Format::Fp16, NAN), Outcome::NaN);
    const Stored nanInFp4 = storeNumber(fp::formatSpec(Format::Fp4E2M1), NAN);
    QVERIFY(!nanInFp4.representable);
    const Stored bf = storeNumber(fp::formatSpec(Format::Bf16), 70000);
    QCOMPARE(*bf.absoluteError(), 144.0);
    QCOMPARE(*bf.relativeError(), 144.0 / 70000);
    QCOMPARE(spacingAt(fp::formatSpec(Format::Bf16), 70000), 512.0);
    QCOMPARE(spacingAt(fp::formatSpec(Format::Fp16), 65504), 32.0);
    QCOMPARE(spacingAt(fp::formatSpec(Format::Fp16), 1), 0x1p-10);
    QCOMPARE(spacingAt(fp::formatSpec(Format::Fp16), 1e-6), 0x1p-24);
    QCOMPARE(spacingAt(fp::formatSpec(Format::Fp8E4M3), 448), 32.0);
    QVERIFY(!outcomeName(Outcome::Infinity).isEmpty());
}

void TestPrecisionBitLab::memoryPerParameter()
{
    using namespace precision;
    QCOMPARE(bytesPerParameter(fp::formatSpec(Format::Fp32)), 4.0);
    QCOMPARE(bytesPerParameter(fp::formatSpec(Format::Tf32)), 4.0); // read from FP32 storage
    QCOMPARE(bytesPerParameter(fp::formatSpec(Format::Fp16)), 2.0);
    QCOMPARE(bytesPerParameter(fp::formatSpec(Format::Bf16)), 2.0);
    QCOMPARE(bytesPerParameter(fp::formatSpec(Format::Fp8E4M3)), 1.0);
    QCOMPARE(bytesPerParameter(fp::formatSpec(Format::Fp8E5M2)), 1.0);
    QCOMPARE(bytesPerParameter(fp::formatSpec(Format::Fp4E2M1)), 0.5);
    const TrainingBytes b = mixedPrecisionAdamBytes(); // ZeRO: 2 + 2 + 12
    QCOMPARE(b.weights, 2.0);
    QCOMPARE(b.gradients, 2.0);
    QCOMPARE(b.master + b.momentum + b.variance, 12.0);
    QCOMPARE(b.total(), 16.0);
    QCOMPARE(7e9 * b.total(), 112e9);
}

QTEST_APPLESS_MAIN(TestPrecisionBitLab)
#include "tst_precisionbitlab.moc"
