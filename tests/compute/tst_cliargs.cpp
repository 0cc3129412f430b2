// The argument helper every gpulab-cli command and the engine's key=value requests share
// (compute/cliargs.h): what each parser accepts, what it refuses and the words it refuses with.
#include "compute/cliargs.h"

#include <QtTest>

#include <cmath>
#include <cstdint>
#include <functional>

using namespace gpulab;

class TestCliArgs : public QObject
{
    Q_OBJECT

private slots:
    void wholeNumbers_data();
    void wholeNumbers();
    void wholeNumberMessages();
    void seeds();
    void numbersAndSizes();
    void lists();
    void optionWords();
    void usageErrorIsAComputeError();
};

// The message of the UsageError `call` throws; a null string when it throws none.
static QString usageMessage(const std::function<void()> &call)
{
    try {
        call();
    } catch (const cli::UsageError &e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

void TestCliArgs::wholeNumbers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<qlonglong>("value");
    QTest::newRow("digits") << "512" << true << 512LL;
    QTest::newRow("negative") << "-1" << true << -1LL;
    QTest::newRow("zero") << "0" << true << 0LL;
    QTest::newRow("largest") << "9223372036854775807" << true << 9223372036854775807LL;
    QTest::newRow("too large") << "9223372036854775808" << false << 0LL;
    QTest::newRow("plus") << "+5" << false << 0LL;
    QTest::newRow("space") << " 5" << false << 0LL;
    QTest::newRow("trailing") << "12x" << false << 0LL;
    QTest::newRow("fraction") << "1.5" << false << 0LL;
    QTest::newRow("empty") << "" << false << 0LL;
    QTest::newRow("minus alone") << "-" << false << 0LL;
}

void TestCliArgs::wholeNumbers()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(qlonglong, value);
    long long parsed = 0;
    const QString message =
        usageMessage([&] { parsed = cli::parseWhole(text.toStdString(), "n"); });
    QCOMPARE(message.isNull(), ok);
    if (ok)
        QCOMPARE(parsed, value);
    else
        QCOMPARE(message, QStringLiteral("n expects a whole number, not '%1'").arg(text));
}

void TestCliArgs::wholeNumberMessages()
{
    QCOMPARE(cli::parseWhole("1000", "--repeat", 1, 1000), 1000LL);
    QCOMPARE(usageMessage([] { cli::parseWhole("1001", "--repeat", 1, 1000); }),
             QStringLiteral("--repeat expects a whole number from 1 to 1000, not '1001'"));
    QCOMPARE(usageMessage([] { cli::parseWhole("-1", "--count", 1, 1000); }),
             QStringLiteral("--count expects a whole number from 1 to 1000, not '-1'"));
    // No upper bound a user would meet: the message names the lower one only.
    QCOMPARE(usageMessage([] { cli::parseWhole("0", "--sizes", 1, cli::kNoLimit); }),
             QStringLiteral("--sizes expects a whole number of at least 1, not '0'"));
    QCOMPARE(usageMessage([] { cli::parseWhole("4294967296", "--sizes", 1, cli::kNoLimit); }),
             QStringLiteral("--sizes expects a whole number of at least 1, not '4294967296'"));
}

void TestCliArgs::seeds()
{
    QCOMPARE(cli::parseSeed("18446744073709551615", "--seed"),
             std::uint64_t(18446744073709551615ULL));
    QCOMPARE(cli::parseSeed("0", "seed"), std::uint64_t(0));
    QCOMPARE(usageMessage([] { cli::parseSeed("-1", "--seed"); }),
             QStringLiteral("--seed expects a whole number, not '-1'"));
    QVERIFY(!usageMessage([] { cli::parseSeed("18446744073709551616", "--seed"); }).isNull());
}

void TestCliArgs::numbersAndSizes()
{
    QCOMPARE(cli::readNumber("0x1.8p3").value_or(0), 12.0);
    QVERIFY(std::isinf(cli::readNumber("-inf").value_or(0)));
    QVERIFY(!cli::readNumber(" 1").has_value());
    QVERIFY(!cli::readNumber("1 ").has_value());
    QVERIFY(!cli::readNumber("").has_value());
    QCOMPARE(cli::parseNumber("2.5", "budget"), 2.5);
    QCOMPARE(usageMessage([] { cli::parseNumber("inf", "budget"); }),
             QStringLiteral("budget expects a number, not 'inf'"));
    QCOMPARE(usageMessage([] { cli::parseNumber("soon", "split"); }),
             QStringLiteral("split expects a number, not 'soon'"));
    QCOMPARE(cli::parseSize("4K", "--min"), std::uint64_t(4096));
    QCOMPARE(cli::parseSize("256M", "min"), std::uint64_t(256) << 20);
    for (const char *bad : {"0", "4Q", "", "-4K"})
        QCOMPARE(
            usageMessage([&] { cli::parseSize(bad, "--min"); }),
            QStringLiteral("--min expects a size such as 4096, 4K, 256M or 1G, not '%1'").arg(bad));
}

void TestCliArgs::lists()
{
    QCOMPARE(cli::splitList("64,128", "--sizes"), (std::vector<std::string>{"64", "128"}));
    QCOMPARE(cli::splitList("all", "--variants"), (std::vector<std::string>{"all"}));
    QVERIFY(cli::splitList("", "variants").empty()); // absent: the caller decides
    QCOMPARE(cli::parseWholeList("64,128", "--sizes", 1, 4096), (std::vector<int>{64, 128}));
    QVERIFY(cli::parseWholeList("", "sizes", 1, 4096).empty());
    // An empty item is a typing mistake, refused naming the option, in every list.
    for (const char *bad : {"64,,128", ",", "64,", ",64", ",,"}) {
        const QString expected =
            QStringLiteral("--sizes expects items separated by single commas, not '%1' (an empty "
                           "item)")
                .arg(bad);
        QCOMPARE(usageMessage([&] { cli::splitList(bad, "--sizes"); }), expected);
        QCOMPARE(usageMessage([&] { cli::parseWholeList(bad, "--sizes", 1, 4096); }), expected);
    }
    QCOMPARE(usageMessage([] { cli::parseWholeList("64,0", "--sizes", 1, 4096); }),
             QStringLiteral("--sizes expects a whole number from 1 to 4096, not '0'"));
}

void TestCliArgs::optionWords()
{
    // "--name VALUE" and "--name=VALUE" are the same option; the value may look like an option.
    const std::vector<std::string> args{"--min", "4K", "--max=1M", "--seed", "--json"};
    std::size_t i = 0;
    cli::OptionWord min("memory latency", args, i);
    QCOMPARE(min.name(), std::string("--min"));
    QCOMPARE(min.value(), std::string("4K"));
    QCOMPARE(i, std::size_t(1));
    min.finish();
    ++i;
    cli::OptionWord max("memory latency", args, i);
    QCOMPARE(max.name(), std::string("--max"));
    QCOMPARE(max.value(), std::string("1M"));
    QCOMPARE(i, std::size_t(2));
    max.finish();
    ++i;
    cli::OptionWord seed("memory latency", args, i);
    QCOMPARE(seed.value(), std::string("--json"));
    QCOMPARE(i, std::size_t(4));

    // A value-taking option at the end, a flag given "=VALUE", an unknown option.
    const std::vector<std::string> last{"--json=1", "--csv"};
    i = 1;
    QCOMPARE(usageMessage([&] { cli::OptionWord("bench", last, i).value(); }),
             QStringLiteral("bench: --csv needs a value"));
    i = 0;
    cli::OptionWord json("bench", last, i);
    QCOMPARE(json.name(), std::string("--json"));
    QCOMPARE(usageMessage([&] { json.finish(); }), QStringLiteral("bench: --json takes no value"));
    QCOMPARE(usageMessage([&] { json.unknown(); }),
             QStringLiteral("bench: unknown option '--json'"));
    // An empty value, separate or after '=', is refused naming the option: no option means
    // "the default" by "".
    const std::vector<std::string> empty{"--device", "", "--split="};
    i = 0;
    QCOMPARE(usageMessage([&] { cli::OptionWord("bench", empty, i).value(); }),
             QStringLiteral("bench: --device needs a value, not an empty word"));
    i = 2;
    QCOMPARE(usageMessage([&] { cli::OptionWord("multidevice", empty, i).value(); }),
             QStringLiteral("multidevice: --split needs a value, not an empty word"));
    // "-x=1" and "--=1" are not split at '='.
    const std::vector<std::string> odd{"-x=1", "--=1"};
    i = 0;
    QCOMPARE(cli::OptionWord("bench", odd, i).name(), std::string("-x=1"));
    i = 1;
    QCOMPARE(cli::OptionWord("bench", odd, i).name(), std::string("--=1"));
}

// The engine answers every ComputeError of kind Usage as the request's error: a UsageError is one.
void TestCliArgs::usageErrorIsAComputeError()
{
    try {
        cli::parseWhole("x", "device");
        QFAIL("no error");
    } catch (const ComputeError &e) {
        QCOMPARE(e.kind(), ErrorKind::Usage);
        QCOMPARE(QString::fromStdString(e.what()),
                 QStringLiteral("device expects a whole number, not 'x'"));
    }
}

QTEST_GUILESS_MAIN(TestCliArgs)
#include "tst_cliargs.moc"
