// AmountSpinBox: an amount without trailing zeros in the box's language ("10 billion", never
// "10.000 billion"), its decimals kept for what is typed.
#include "lessons/framework/amountspinbox.h"

#include <QTest>

using namespace gpulab;

class TestAmountSpinBox : public QObject
{
    Q_OBJECT

private slots:
    void withoutTrailingZeros_data();
    void withoutTrailingZeros();
    void typedDecimalsKept();
};

void TestAmountSpinBox::withoutTrailingZeros_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("shown");
    QTest::newRow("en whole") << "en_US" << 10.0 << "10 billion";
    QTest::newRow("en decimals") << "en_US" << 6.738 << "6.738 billion";
    QTest::newRow("en one decimal") << "en_US" << 0.5 << "0.5 billion";
    QTest::newRow("es whole") << "es_AR" << 10.0 << "10 billion";
    QTest::newRow("es decimals") << "es_AR" << 6.738 << "6,738 billion";
    QTest::newRow("ar whole") << "ar_EG" << 10.0 << "\u0661\u0660 billion";
    QTest::newRow("ar decimals") << "ar_EG" << 2.5 << "\u0662\u066b\u0665 billion";
}

void TestAmountSpinBox::withoutTrailingZeros()
{
    QFETCH(QString, language);
    QFETCH(double, value);
    QFETCH(QString, shown);
    AmountSpinBox box;
    box.setLocale(QLocale(language));
    box.setRange(0.001, 100000);
    box.setDecimals(3);
    box.setSuffix(QStringLiteral(" billion"));
    box.setValue(value);
    QCOMPARE(box.text(), shown);
}

void TestAmountSpinBox::typedDecimalsKept()
{
    AmountSpinBox box;
    box.setLocale(QLocale(QStringLiteral("en_US")));
    box.setRange(0.001, 100000);
    box.setDecimals(3);
    box.setValue(1);
    box.selectAll();
    QTest::keyClicks(&box, QStringLiteral("70.125"));
    box.interpretText();
    QCOMPARE(box.value(), 70.125);
    QCOMPARE(box.text(), QStringLiteral("70.125"));
}

QTEST_MAIN(TestAmountSpinBox)
#include "tst_amountspinbox.moc"
