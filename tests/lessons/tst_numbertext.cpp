// The one way numbers and byte counts are written for people (lessons/framework/numbertext.h):
// three significant figures without trailing zeros, decimal byte units chosen by size or fixed
// at GB, the UI language's digits and separators, and never "inf" or "nan" on screen.
#include "fixedtranslator.h"
#include "lessons/framework/numbertext.h"
#include "lessons/framework/sentencetext.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace gpulab;

class TestNumberText : public QObject
{
    Q_OBJECT
private slots:
    void init() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void cleanupTestCase() { QLocale::setDefault(QLocale::c()); }

    void significantFigures()
    {
        QCOMPARE(significantText(1.875), QString("1.88"));
        QCOMPARE(significantText(15.64), QString("15.6"));
        QCOMPARE(significantText(156.2), QString("156"));
        QCOMPARE(significantText(1800), QString("1,800"));
        QCOMPARE(significantText(2), QString("2"));
        QCOMPARE(significantText(0.52), QString("0.52"));
    }

    void unitBySize_data()
    {
        QTest::addColumn<double>("bytes");
        QTest::addColumn<QString>("text");
        QTest::newRow("zero") << 0.0 << "0 bytes";
        QTest::newRow("bytes") << 512.0 << "512 bytes";
        QTest::newRow("below a kB") << 999.4 << "999 bytes";
        QTest::newRow("rounds to a kB") << 999.6 << "1 kB"; // not "1,000 bytes"
        QTest::newRow("kB") << 512e3 << "512 kB";
        QTest::newRow("MB") << 32e6 << "32 MB";
        QTest::newRow("GB") << 40e9 << "40 GB";
        QTest::newRow("GB, decimals") << 3.5e9 << "3.5 GB";
        QTest::newRow("7B x 16") << 112e9 << "112 GB";
        QTest::newRow("TB") << 405e9 * 16 << "6.48 TB";
        QTest::newRow("rounds to a TB") << 999.7e9 << "1 TB";
        QTest::newRow("PB, the largest") << 1.88e18 << "1,880 PB";
        QTest::newRow("negative") << -2.5e6 << "-2.5 MB";
        QTest::newRow("negative zero") << -0.0 << "0 bytes";
        QTest::newRow("nan") << std::nan("") << "0 bytes";
        QTest::newRow("inf") << std::numeric_limits<double>::infinity() << "0 bytes";
    }
    void unitBySize()
    {
        QFETCH(double, bytes);
        QFETCH(QString, text);
        QCOMPARE(bytesText(bytes), text);
    }

    void alwaysGigabytes_data()
    {
        QTest::addColumn<double>("bytes");
        QTest::addColumn<QString>("text");
        QTest::newRow("zero") << 0.0 << "0 GB";
        QTest::newRow("below a GB") << 0.52e9 << "0.52 GB";
        QTest::newRow("2 GiB") << 2147483648.0 << "2.15 GB";
        QTest::newRow("Llama 2 7B in BF16") << 13476831232.0 << "13.5 GB";
        QTest::newRow("7B x 16") << 112e9 << "112 GB";
        QTest::newRow("thousands") << 6494e9 << "6,494 GB"; // not "6.49 TB": parts compare
        QTest::newRow("nan") << std::nan("") << "0 GB";
        QTest::newRow("-inf") << -std::numeric_limits<double>::infinity() << "0 GB";
    }
    void alwaysGigabytes()
    {
        QFETCH(double, bytes);
        QFETCH(QString, text);
        QCOMPARE(bytesText(bytes, ByteUnit::Gigabytes), text);
    }

    // The UI language's digits and separators (QLocale's default), or a locale given.
    void locale()
    {
        const QLocale german(QLocale::German, QLocale::Germany);
        QCOMPARE(bytesText(3.5e9, ByteUnit::Auto, german), QString("3,5 GB"));
        QCOMPARE(bytesText(6494e9, ByteUnit::Gigabytes, german), QString("6.494 GB"));
        QLocale::setDefault(german);
        QCOMPARE(bytesText(3.5e9), QString("3,5 GB"));
        QCOMPARE(significantText(15.64), QString("15,6"));
        QCOMPARE(secondsText(0.0239), QString("23,9 ms"));
        // Arabic's digits, its zero included: 1.50 reads "١٫٥", not "١٫٥٠".
        const QLocale arabic(QLocale::Arabic, QLocale::Egypt);
        QCOMPARE(withoutTrailingZeros(1.5, 2, arabic), QString("\u0661\u066b\u0665"));
        QCOMPARE(withoutTrailingZeros(2, 2, arabic), QString("\u0662"));
        QCOMPARE(bytesText(3.5e9, ByteUnit::Auto, arabic), QString("\u0663\u066b\u0665 GB"));
    }

    // A power of ten in the locale's digits, its rounding the locale's e-notation's.
    void scientific()
    {
        QCOMPARE(scientificText(8.09e22), QString("8.09 \u00d7 10\u00b2\u00b2"));
        QCOMPARE(scientificText(1e10), QString("1 \u00d7 10\u00b9\u2070"));
        QCOMPARE(scientificText(5.96e-8), QString("5.96 \u00d7 10\u207b\u2078"));
        QCOMPARE(scientificText(9.996e9), QString("1 \u00d7 10\u00b9\u2070"));
        QCOMPARE(scientificText(-2.5e6, 2), QString("-2.5 \u00d7 10\u2076"));
        QCOMPARE(scientificText(0), QString("0"));
        QCOMPARE(scientificText(qInf()), QString("0"));
        const QLocale arabic(QLocale::Arabic, QLocale::Egypt);
        QCOMPARE(scientificText(8.09e22, 3, arabic),
                 QString("\u0668\u066b\u0660\u0669 \u00d7 \u0661\u0660\u00b2\u00b2"));
        QCOMPARE(scientificText(5.96e-8, 3, arabic),
                 QString("\u0665\u066b\u0669\u0666 \u00d7 \u0661\u0660\u207b\u2078"));
        const QLocale german(QLocale::German, QLocale::Germany);
        QCOMPARE(scientificText(6.738e9, 4, german), QString("6,738 \u00d7 10\u2079"));
    }

    // Long numbers are grouped in every group: Qt 6.4's QLocale("es") writes 2097152 as
    // "2097.152"; the locale the UI language installs writes "2.097.152", with Spain's words.
    void numberLocaleGroupsEveryGroup()
    {
        for (const QLocale &locale :
             {QLocale(QLocale::Spanish, QLocale::Spain), QLocale(QLocale::Spanish),
              QLocale(QLocale::Spanish, QLocale::Mexico)}) {
            const QLocale numbers = numberLocale(locale);
            const QString g = locale.groupSeparator();
            QCOMPARE(numbers.toString(2097152), "2" + g + "097" + g + "152");
            QCOMPARE(numbers.toString(-1234567890LL),
                     locale.negativeSign() + "1" + g + "234" + g + "567" + g + "890");
            QCOMPARE(numbers.toString(2.5, 'f', 1), locale.toString(2.5, 'f', 1));
            QCOMPARE(numbers.language(), locale.language());
            QCOMPARE(numbers.monthName(5), locale.monthName(5));
        }
        // Locales Qt groups right are kept as they are (their territory's ways).
        for (const QLocale &locale :
             {QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::German),
              QLocale(QLocale::Arabic, QLocale::Egypt), QLocale(QLocale::Chinese, QLocale::China),
              QLocale(QLocale::Hindi, QLocale::India), QLocale::c()})
            QCOMPARE(numberLocale(locale), locale);
        QCOMPARE(numberLocale(QLocale(QLocale::Spanish, QLocale::Spain)).toString(12345),
                 QString("12.345"));
    }

    // The unit that keeps the number at 1 or more; 0 and what is not finite are "0 s".
    void seconds()
    {
        QCOMPARE(secondsText(1.875), QString("1.88 s"));
        QCOMPARE(secondsText(140), QString("140 s"));
        QCOMPARE(secondsText(0.156), QString("156 ms"));
        QCOMPARE(secondsText(0.001), QString("1 ms"));
        QCOMPARE(secondsText(3.4e-6), QString("3.4 \u00b5s"));
        QCOMPARE(secondsText(850e-9), QString("850 ns"));
        QCOMPARE(secondsText(0), QString("0 s"));
        QCOMPARE(secondsText(std::nan("")), QString("0 s"));
        QCOMPARE(secondsText(-std::numeric_limits<double>::infinity()), QString("0 s"));
    }

    // A data file's day or month, for people: the language's long form without the weekday.
    void dates_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("iso");
        QTest::addColumn<QString>("text");
        const QLocale en(QLocale::English, QLocale::UnitedStates), es(QLocale::Spanish),
            ar(QLocale::Arabic, QLocale::Egypt), zh(QLocale::Chinese, QLocale::China);
        QTest::newRow("en day") << en << "2026-05-07"
                                << "May 7, 2026";
        QTest::newRow("en month") << en << "2026-03"
                                  << "March 2026";
        QTest::newRow("es day") << es << "2026-05-07"
                                << "7 de mayo de 2026";
        QTest::newRow("es month") << es << "2026-03"
                                  << "marzo de 2026";
        QTest::newRow("ar day") << ar << "2026-05-07" << QStringLiteral("٧ مايو ٢٠٢٦");
        QTest::newRow("ar month") << ar << "2026-03" << QStringLiteral("مارس ٢٠٢٦");
        QTest::newRow("zh day") << zh << "2026-05-07" << QStringLiteral("2026年5月7日");
        QTest::newRow("zh month") << zh << "2026-03" << QStringLiteral("2026年3月");
        QTest::newRow("not a date") << en << "2026-13"
                                    << "2026-13";
        QTest::newRow("words") << en << "last week"
                               << "last week";
    }
    void dates()
    {
        QFETCH(QLocale, locale);
        QFETCH(QString, iso);
        QFETCH(QString, text);
        QCOMPARE(dateText(iso, locale), text);
    }

    // Money: the currency's code and the locale's number, in the translator's order (the cost
    // lesson and the GPU chooser write it so); never "$2000".
    void money()
    {
        QCOMPARE(moneyText(2000, QStringLiteral("USD"), 0), QString("USD 2,000"));
        QCOMPARE(moneyText(2.69, QStringLiteral("EUR")), QString("EUR 2.69"));
        QCOMPARE(moneyText(std::nan(""), QStringLiteral("USD"), 0), QString("USD 0"));
        QLocale::setDefault(QLocale(QLocale::Spanish, QLocale::Spain));
        QCOMPARE(moneyText(2.69, QStringLiteral("USD")), QString("USD 2,69"));
        gpulab::test::FixedTranslator translator;
        translator.add(QStringLiteral("gpulab::PriceText"), QStringLiteral("%1 %2"),
                       QStringLiteral("%2 %1"));
        QCoreApplication::installTranslator(&translator);
        const QString spanish = moneyText(25000, QStringLiteral("USD"), 0);
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(spanish, QString("25.000 USD"));
    }

    // Translated pieces are joined by the translator's patterns: Chinese writes no space after a
    // sentence and a full-width colon; a list is the locale's.
    void sentences()
    {
        QCOMPARE(joinSentences(QStringLiteral("One."), QStringLiteral("Two.")),
                 QString("One. Two."));
        QCOMPARE(joinSentences({QStringLiteral("One."), QString(), QStringLiteral("Two.")}),
                 QString("One. Two."));
        QCOMPARE(joinSentences(QString(), QStringLiteral("Two.")), QString("Two."));
        QCOMPARE(labelled(QStringLiteral("Question 3"), QStringLiteral("Memory")),
                 QString("Question 3: Memory"));
        QCOMPARE(listText({QStringLiteral("a"), QStringLiteral("b")}), QString("a and b"));
        QCOMPARE(
            itemList({QStringLiteral("a"), QString(), QStringLiteral("b"), QStringLiteral("c")}),
            QString("a, b, c"));
        QCOMPARE(clauseList({QStringLiteral("a, b"), QStringLiteral("c")}), QString("a, b; c"));
        QCOMPARE(clauseList({QString(), QStringLiteral("%2 x")}), QString("%2 x"));
        QVERIFY(clauseList({}).isEmpty());
        gpulab::test::FixedTranslator chinese;
        chinese.add(QStringLiteral("gpulab::SentenceText"), QStringLiteral("%1 %2"),
                    QStringLiteral("%1%2"));
        chinese.add(QStringLiteral("gpulab::SentenceText"), QStringLiteral("%1: %2"),
                    QStringLiteral("%1\uff1a%2"));
        chinese.add(QStringLiteral("gpulab::SentenceText"), QStringLiteral("%1, %2"),
                    QStringLiteral("%1\u3001%2"));
        chinese.add(QStringLiteral("gpulab::SentenceText"), QStringLiteral("%1; %2"),
                    QStringLiteral("%1\uff1b%2"));
        QCoreApplication::installTranslator(&chinese);
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        const QString items =
            itemList({QStringLiteral("L1"), QStringLiteral("L2 %1"), QStringLiteral("HBM")});
        const QString clauses = clauseList({QStringLiteral("a"), QStringLiteral("b")});
        const QString two =
            joinSentences(QStringLiteral("\u4e00\u3002"), QStringLiteral("\u4e8c\u3002"));
        const QString label = labelled(QStringLiteral("\u7b2c 1 \u9898"), QStringLiteral("%1 %2"));
        const QString list =
            listText({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
        QCoreApplication::removeTranslator(&chinese);
        QCOMPARE(two, QString("\u4e00\u3002\u4e8c\u3002"));
        QCOMPARE(label, QString("\u7b2c 1 \u9898\uff1a%1 %2")); // a piece's own % kept
        QVERIFY2(!list.contains(QStringLiteral(", ")), qPrintable(list));
        QCOMPARE(items, QString("L1\u3001L2 %1\u3001HBM"));
        QCOMPARE(clauses, QString("a\uff1bb"));
    }
};

QTEST_GUILESS_MAIN(TestNumberText)
#include "tst_numbertext.moc"
