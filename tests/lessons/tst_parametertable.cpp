// The one reader of a model's parameters (lessons/framework/parametertable.h), each rule once, on
// a small Settings declared here: whole numbers and real numbers with both ends of their range
// included, a fraction or another JSON type refused; flags; free text with offered values; one
// of a list (text and enum, case-sensitive or not); an unknown key; all or nothing; absent keys
// keep their value; write() and choices() from the same declaration; failWith().
#include "lessons/framework/parametertable.h"

#include <QJsonArray>
#include <QtTest>

using namespace gpulab;

namespace {

enum class Speed { Slow, Fast };

struct Settings
{
    int count = 4;
    double rate = 0.5;
    bool loud = false;
    QString name = QStringLiteral("ada");
    QString size = QStringLiteral("small");
    Speed speed = Speed::Slow;
    int anything = 0; // a whole number without a declared range
    bool operator==(const Settings &) const = default;
};

ParameterTable<Settings> table()
{
    return ParameterTable<Settings>()
        .whole("count", &Settings::count, 1, 8)
        .real("rate", &Settings::rate, 0.25, 2)
        .flag("loud", &Settings::loud)
        .text("name", &Settings::name, {{QStringLiteral("ada"), QStringLiteral("Ada Lovelace")}})
        .oneOf("size", &Settings::size,
               {{QStringLiteral("small"), QStringLiteral("Small")}, {QStringLiteral("large"), {}}})
        .oneOf(
            "speed", &Settings::speed, {Speed::Slow, Speed::Fast},
            [](Speed s) {
                return ParameterChoice{s == Speed::Fast ? QStringLiteral("fast")
                                                        : QStringLiteral("slow"),
                                       QStringLiteral("Label")};
            },
            Qt::CaseInsensitive)
        .whole("anything", &Settings::anything);
}

} // namespace

class TestParameterTable : public QObject
{
    Q_OBJECT
private slots:
    void writesEveryField();
    void accepts_data();
    void accepts();
    void refuses_data();
    void refuses();
    void allOrNothing();
    void absentKeysKeepTheirValue();
    void roundTrip();
    void choices();
    void failWithWritesOnlyWhereAsked();
};

void TestParameterTable::writesEveryField()
{
    const QJsonObject expected{{"count", 4},    {"rate", 0.5},     {"loud", false},
                               {"name", "ada"}, {"size", "small"}, {"speed", "slow"},
                               {"anything", 0}};
    QCOMPARE(table().write(Settings{}), expected);
    Settings other;
    other.speed = Speed::Fast;
    other.count = 7;
    QCOMPARE(table().write(other).value("speed").toString(), QStringLiteral("fast"));
    QCOMPARE(table().write(other).value("count").toInt(), 7);
    QVERIFY(table().write(other).value("count").isDouble()); // a number, not text
}

// Each object is accepted, and the settings hold what `written` says afterwards.
void TestParameterTable::accepts_data()
{
    QTest::addColumn<QJsonObject>("parameters");
    QTest::addColumn<QJsonObject>("written"); // the fields to find in write() afterwards
    QTest::newRow("whole, lowest") << QJsonObject{{"count", 1}} << QJsonObject{{"count", 1}};
    QTest::newRow("whole, highest") << QJsonObject{{"count", 8}} << QJsonObject{{"count", 8}};
    QTest::newRow("whole written as 5.0")
        << QJsonObject{{"count", 5.0}} << QJsonObject{{"count", 5}};
    QTest::newRow("whole, no range")
        << QJsonObject{{"anything", -2147483647}} << QJsonObject{{"anything", -2147483647}};
    QTest::newRow("real, lowest") << QJsonObject{{"rate", 0.25}} << QJsonObject{{"rate", 0.25}};
    QTest::newRow("real, highest") << QJsonObject{{"rate", 2}} << QJsonObject{{"rate", 2.0}};
    QTest::newRow("real with a fraction")
        << QJsonObject{{"rate", 1.375}} << QJsonObject{{"rate", 1.375}};
    QTest::newRow("flag true") << QJsonObject{{"loud", true}} << QJsonObject{{"loud", true}};
    QTest::newRow("text, not offered")
        << QJsonObject{{"name", "grace"}} << QJsonObject{{"name", "grace"}};
    QTest::newRow("text, empty") << QJsonObject{{"name", ""}} << QJsonObject{{"name", ""}};
    QTest::newRow("one of") << QJsonObject{{"size", "large"}} << QJsonObject{{"size", "large"}};
    QTest::newRow("enum") << QJsonObject{{"speed", "fast"}} << QJsonObject{{"speed", "fast"}};
    // Case-insensitive where declared so; the member gets the list's spelling.
    QTest::newRow("enum, other case")
        << QJsonObject{{"speed", "FAST"}} << QJsonObject{{"speed", "fast"}};
    QTest::newRow("several") << QJsonObject{{"count", 2}, {"loud", true}, {"size", "large"}}
                             << QJsonObject{{"count", 2}, {"loud", true}, {"size", "large"}};
    QTest::newRow("nothing") << QJsonObject{} << QJsonObject{{"count", 4}};
}

void TestParameterTable::accepts()
{
    QFETCH(QJsonObject, parameters);
    QFETCH(QJsonObject, written);
    Settings settings;
    QString error = QStringLiteral("untouched");
    QVERIFY2(table().read(parameters, settings, &error), qPrintable(error));
    QCOMPARE(error, QStringLiteral("untouched")); // nothing said when all is well
    const QJsonObject now = table().write(settings);
    for (auto it = written.begin(); it != written.end(); ++it)
        QCOMPARE(now.value(it.key()), it.value());
}

// Each object is refused with a message that mentions `mentions`, and nothing changes.
void TestParameterTable::refuses_data()
{
    QTest::addColumn<QJsonObject>("parameters");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown key") << QJsonObject{{"colour", 1}}
                                 << QString("unknown parameter \"colour\"");
    QTest::newRow("whole below") << QJsonObject{{"count", 0}}
                                 << QString("count must be between 1 and 8 (got 0)");
    QTest::newRow("whole above") << QJsonObject{{"count", 9}}
                                 << QString("count must be between 1 and 8 (got 9)");
    QTest::newRow("whole far above")
        << QJsonObject{{"count", 1e12}}
        << QString("count must be between 1 and 8 (got 1000000000000)");
    QTest::newRow("whole, a fraction")
        << QJsonObject{{"count", 2.5}} << QString("count must be a whole number (got 2.5)");
    QTest::newRow("whole, text") << QJsonObject{{"count", "4"}}
                                 << QString("count must be a whole number (got \"4\")");
    QTest::newRow("whole, a flag")
        << QJsonObject{{"count", true}} << QString("count must be a whole number (got true)");
    QTest::newRow("whole, null") << QJsonObject{{"count", QJsonValue()}}
                                 << QString("count must be a whole number (got null)");
    QTest::newRow("whole, no range, beyond int")
        << QJsonObject{{"anything", 3e9}} << QString("anything must be between -2147483648");
    QTest::newRow("real below") << QJsonObject{{"rate", 0.2499}}
                                << QString("rate must be a number between 0.25 and 2 (got 0.2499)");
    QTest::newRow("real above") << QJsonObject{{"rate", 2.0001}}
                                << QString("rate must be a number between 0.25 and 2");
    QTest::newRow("real, text") << QJsonObject{{"rate", "1"}}
                                << QString("rate must be a number between 0.25 and 2 (got \"1\")");
    QTest::newRow("real, a list") << QJsonObject{{"rate", QJsonArray{1}}}
                                  << QString("rate must be a number between 0.25 and 2 (got [1])");
    QTest::newRow("flag, a number")
        << QJsonObject{{"loud", 1}} << QString("loud must be true or false (got 1)");
    QTest::newRow("flag, text") << QJsonObject{{"loud", "true"}}
                                << QString("loud must be true or false (got \"true\")");
    QTest::newRow("text, a number")
        << QJsonObject{{"name", 5}} << QString("name must be text (got 5)");
    QTest::newRow("text, null") << QJsonObject{{"name", QJsonValue()}}
                                << QString("name must be text (got null)");
    QTest::newRow("one of, unknown") << QJsonObject{{"size", "huge"}}
                                     << QString("size must be one of small, large (got \"huge\")");
    // Case-sensitive unless declared otherwise.
    QTest::newRow("one of, other case")
        << QJsonObject{{"size", "Large"}} << QString("size must be one of small, large");
    QTest::newRow("one of, a label")
        << QJsonObject{{"size", "Small"}} << QString("size must be one of small, large");
    QTest::newRow("one of, a number")
        << QJsonObject{{"size", 0}} << QString("size must be one of small, large (got 0)");
    QTest::newRow("enum, unknown") << QJsonObject{{"speed", "warp"}}
                                   << QString("speed must be one of slow, fast (got \"warp\")");
    QTest::newRow("long text is cut short")
        << QJsonObject{{"size", QString(200, QLatin1Char('x'))}}
        << QString(QString(58, QLatin1Char('x')) + QChar(0x2026) + ")");
}

void TestParameterTable::refuses()
{
    QFETCH(QJsonObject, parameters);
    QFETCH(QString, mentions);
    Settings settings;
    settings.count = 3; // not the default, so a reset would show
    const Settings before = settings;
    QString error;
    QVERIFY(!table().read(parameters, settings, &error));
    QVERIFY2(error.contains(mentions), qPrintable(error));
    QVERIFY(settings == before);
    QVERIFY(!table().read(parameters, settings, nullptr)); // no error pointer: still refused
    QVERIFY(settings == before);
}

void TestParameterTable::allOrNothing()
{
    Settings settings;
    QString error;
    // Keys are read in JSON order (alphabetical): the good ones before the bad one are undone.
    QVERIFY(!table().read({{"count", 7}, {"loud", true}, {"rate", 99}}, settings, &error));
    QVERIFY2(error.contains("rate"), qPrintable(error));
    QVERIFY(settings == Settings{});
    QVERIFY(!table().read({{"anything", 1}, {"count", 7}, {"zebra", 1}}, settings, &error));
    QVERIFY2(error.contains("zebra"), qPrintable(error));
    QVERIFY(settings == Settings{});
}

void TestParameterTable::absentKeysKeepTheirValue()
{
    Settings settings;
    settings.name = QStringLiteral("grace");
    settings.speed = Speed::Fast;
    QString error;
    QVERIFY(table().read({{"count", 6}}, settings, &error));
    QCOMPARE(settings.count, 6);
    QCOMPARE(settings.name, QStringLiteral("grace"));
    QVERIFY(settings.speed == Speed::Fast);
    QCOMPARE(settings.rate, 0.5);
}

void TestParameterTable::roundTrip()
{
    Settings chosen;
    chosen.count = 8;
    chosen.rate = 0.3;
    chosen.loud = true;
    chosen.name = QStringLiteral("lin");
    chosen.size = QStringLiteral("large");
    chosen.speed = Speed::Fast;
    chosen.anything = -5;
    Settings copy;
    QString error;
    QVERIFY2(table().read(table().write(chosen), copy, &error), qPrintable(error));
    QVERIFY(copy == chosen);
}

void TestParameterTable::choices()
{
    const ParameterTable<Settings> t = table();
    const QList<ParameterChoice> sizes = t.choices(QStringLiteral("size"));
    QCOMPARE(sizes.size(), 2);
    QCOMPARE(sizes[0].value, QStringLiteral("small"));
    QCOMPARE(sizes[0].label, QStringLiteral("Small"));
    QCOMPARE(sizes[1].value, QStringLiteral("large"));
    QVERIFY(sizes[1].label.isEmpty());
    const QList<ParameterChoice> speeds = t.choices(QStringLiteral("speed"));
    QCOMPARE(speeds.size(), 2);
    QCOMPARE(speeds[0].value, QStringLiteral("slow"));
    QCOMPARE(speeds[1].value, QStringLiteral("fast"));
    QCOMPARE(speeds[1].label, QStringLiteral("Label"));
    // Free text lists what it offers (and takes more, see accepts()).
    const QList<ParameterChoice> names = t.choices(QStringLiteral("name"));
    QCOMPARE(names.size(), 1);
    QCOMPARE(names[0].label, QStringLiteral("Ada Lovelace"));
    QVERIFY(t.choices(QStringLiteral("count")).isEmpty());
    QVERIFY(t.choices(QStringLiteral("nonsense")).isEmpty());
}

void TestParameterTable::failWithWritesOnlyWhereAsked()
{
    QString error = QStringLiteral("before");
    QCOMPARE(failWith(&error, QStringLiteral("why")), false);
    QCOMPARE(error, QStringLiteral("why"));
    QCOMPARE(failWith(nullptr, QStringLiteral("why")), false); // no crash
}

QTEST_GUILESS_MAIN(TestParameterTable)
#include "tst_parametertable.moc"
