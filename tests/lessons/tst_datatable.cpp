// The one CSV table reader (lessons/framework/datatable.h), each common rule once, on a small
// table declared here and files the test writes: comments, blank lines, BOM and CRLF; columns
// found by name, unknown / duplicated / missing-required columns; quoting and field counts;
// every cell type (text, source, id, reference, number, whole number, one-of-a-list) with its
// problem; an empty numeric cell loads as NaN, never 0; the row check runs on clean rows only;
// every problem is FILE:LINE and leaves its row out while the others load.
#include "lessons/framework/datatable.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace gpulab;

namespace {

enum class Colour { Red, Green, Blue };

struct Sample
{
    QString id;
    QString name;
    QString parent; // an id of another table
    Colour colour = Colour::Red;
    QString shape;
    int year = 0;
    double massKg = kUnknownFigure;
    double count = 1;
    double celsius = kUnknownFigure;
    QString source;
    int line = 0;
};

const char *const kColours[] = {"red", "green", "blue"};

std::vector<Column<Sample>> sampleColumns()
{
    using C = Column<Sample>;
    return {
        C::id("id", &Sample::id),
        C::text("name", &Sample::name, Presence::Required),
        C::reference("parent", &Sample::parent, "parents.csv", Presence::Optional),
        C::oneOf("colour", &Sample::colour, choicesOf(kColours), Presence::Required),
        C::oneOf("shape", &Sample::shape, {"Circle", "Square"}),
        C::whole("year", &Sample::year, 1990, 2035),
        C::number("mass_kg", "kg", &Sample::massKg, 0, 500),
        C::number("count", "", &Sample::count, 0, 1e6).emptyAs(1),
        C::number("celsius", "\u00b0C", &Sample::celsius, -50, 60),
        C::source("source", &Sample::source),
    };
}

const char kHeader[] = "id,name,parent,colour,shape,year,mass_kg,count,celsius,source\n";

QString writeFile(const QTemporaryDir &dir, const QByteArray &text)
{
    const QString path = dir.filePath(QStringLiteral("sample.csv"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(text);
    return path;
}

TableLoad<Sample> load(const QTemporaryDir &dir, const QByteArray &text,
                       const RowCheck<Sample> &check = {})
{
    return loadTable<Sample>(writeFile(dir, text), sampleColumns(), check);
}

} // namespace

class TestDataTable : public QObject
{
    Q_OBJECT

private slots:
    void everyCellTypeFillsItsMember()
    {
        QTemporaryDir dir;
        const TableLoad<Sample> table = load(
            dir, "# a comment, then a blank line\n\n"
                 "source,celsius,count,mass_kg,year,shape,colour,parent,name,id\n"
                 "\"A book, p. 2\",-12.5,3,1.25,2001,square,GREEN,p-1,\"One, \"\"the\"\" first\","
                 "s-1\n"
                 "  # an indented comment\n"
                 "web,,,,,,blue,,Two,s-2\n");
        QVERIFY2(table.problems.isEmpty(), qPrintable(table.problems.value(0).toString()));
        QCOMPARE(table.rows.size(), 2);
        const Sample &one = table.rows[0];
        QCOMPARE(one.line, 4);
        QCOMPARE(one.id, QString("s-1"));
        QCOMPARE(one.name, QString("One, \"the\" first"));
        QCOMPARE(one.parent, QString("p-1"));
        QCOMPARE(one.colour, Colour::Green);    // case-insensitive; the enum by index
        QCOMPARE(one.shape, QString("Square")); // a text member gets the list's spelling
        QCOMPARE(one.year, 2001);
        QCOMPARE(one.massKg, 1.25);
        QCOMPARE(one.count, 3.0);
        QCOMPARE(one.celsius, -12.5); // within its declared range, below 0
        QCOMPARE(one.source, QString("A book, p. 2"));
        QCOMPARE(table.rows[1].line, 6);
        QCOMPARE(table.rows[1].colour, Colour::Blue);
    }

    void emptyNumericCellIsUnknownNeverZero()
    {
        QTemporaryDir dir;
        TableLoad<Sample> table = load(dir, QByteArray(kHeader) + "a,A,,red,,,,,,src\n");
        QVERIFY2(table.problems.isEmpty(), qPrintable(table.problems.value(0).toString()));
        const Sample &row = table.rows.first();
        QVERIFY(std::isnan(row.massKg));
        QVERIFY(!isKnown(row.celsius));
        QCOMPARE(row.count, 1.0); // declared: an empty count is 1
        QCOMPARE(row.year, 0);    // a whole number left empty keeps its initial value
        QVERIFY(row.shape.isEmpty());
        // A real 0 stays 0.
        table = load(dir, QByteArray(kHeader) + "a,A,,red,,,0,0,0,src\n");
        QCOMPARE(table.rows.first().massKg, 0.0);
        QCOMPARE(table.rows.first().count, 0.0);
        // A column the header leaves out: the member as initialised.
        table = load(dir, "id,name,colour,source\na,A,red,src\n");
        QVERIFY2(table.problems.isEmpty(), qPrintable(table.problems.value(0).toString()));
        QVERIFY(!isKnown(table.rows.first().massKg));
        QCOMPARE(table.rows.first().count, 1.0);
    }

    void byteOrderMarkAndWindowsLineEnds()
    {
        QTemporaryDir dir;
        const TableLoad<Sample> table =
            load(dir, "\xEF\xBB\xBFid,name,colour,source\r\n# c\r\na,A,red,src\r\n");
        QVERIFY2(table.problems.isEmpty(), qPrintable(table.problems.value(0).toString()));
        QCOMPARE(table.rows.size(), 1);
        QCOMPARE(table.rows[0].source, QString("src"));
        QCOMPARE(table.rows[0].line, 3);
    }

    void headerProblems()
    {
        QTemporaryDir dir;
        // An unknown column is reported and ignored; the rows still load.
        TableLoad<Sample> table = load(dir, "id,name,colour,source,weight\na,A,red,src,3\n");
        QCOMPARE(table.problems.size(), 1);
        QCOMPARE(table.problems[0].line, 1);
        QVERIFY2(table.problems[0].message.startsWith(
                     "header: unknown column \"weight\" is ignored (known: id, name, parent,"),
                 qPrintable(table.problems[0].message));
        QCOMPARE(table.rows.size(), 1);

        // A duplicated column: the second is ignored.
        table = load(dir, "id,name,colour,source,name\na,A,red,src,B\n");
        QCOMPARE(table.problems.size(), 1);
        QCOMPARE(table.problems[0].message,
                 QString("header: column \"name\" appears twice; the second is ignored"));
        QCOMPARE(table.rows.size(), 1);
        QCOMPARE(table.rows[0].name, QString("A"));

        // Missing required columns, in declared order: no row can load.
        table = load(dir, "# c\nname,year\nA,2000\n");
        QCOMPARE(table.problems.size(), 1);
        QCOMPARE(table.problems[0].line, 2);
        QCOMPARE(table.problems[0].message,
                 QString("header: required column(s) missing: id, colour, source; no row can "
                         "load"));
        QVERIFY(table.rows.isEmpty());

        // An unclosed quote in the header.
        table = load(dir, "id,\"name,colour,source\na,A,red,src\n");
        QCOMPARE(table.problems.size(), 1);
        QCOMPARE(table.problems[0].message, QString("header: a quoted field is not closed"));

        // Only comments and blank lines: no header.
        table = load(dir, "# nothing\n\n");
        QCOMPARE(table.problems.size(), 1);
        QCOMPARE(table.problems[0].line, 0);
        QCOMPARE(table.problems[0].message, QString("no header line"));

        // A file that cannot be read: one problem, line 0.
        table = loadTable<Sample>(dir.filePath("missing.csv"), sampleColumns());
        QCOMPARE(table.problems.size(), 1);
        QCOMPARE(table.problems[0].line, 0);
        QVERIFY(table.problems[0].message.startsWith("the file cannot be read: "));
    }

    void badRowsAreReportedAndLeftOut_data()
    {
        QTest::addColumn<QByteArray>("row");
        QTest::addColumn<QString>("message");
        QTest::newRow("too few fields")
            << QByteArray("x,X,,red,,,1,,src") << "9 fields, expected 10 (one per header column)";
        QTest::newRow("unclosed quote")
            << QByteArray("x,\"X,,red,,,1,,,src") << "a quoted field is not closed";
        QTest::newRow("missing required")
            << QByteArray("x,,,red,,,1,,,src") << "missing required field \"name\"";
        QTest::newRow("missing source")
            << QByteArray("x,X,,red,,,1,,,")
            << "missing source: every row names the document its figures come from";
        QTest::newRow("id form") << QByteArray("X_1,X,,red,,,1,,,src")
                                 << "id \"X_1\": use lowercase letters, digits and '-'";
        QTest::newRow("duplicate id")
            << QByteArray("good,X,,red,,,1,,,src") << "duplicate id \"good\" (first on line 2)";
        QTest::newRow("reference form")
            << QByteArray("x,X,Parent 1,red,,,1,,,src")
            << "parent \"Parent 1\" is not an id (lowercase letters, digits and '-', as in "
               "parents.csv)";
        QTest::newRow("not a number")
            << QByteArray("x,X,,red,,,12 kg,,,src")
            << "mass_kg: \"12 kg\" is not a number (no units, no thousands separators; leave the "
               "cell empty when there is no figure)";
        QTest::newRow("nan") << QByteArray("x,X,,red,,,nan,,,src") << "\"nan\" is not a number";
        QTest::newRow("infinity") << QByteArray("x,X,,red,,,inf,,,src")
                                  << "\"inf\" is not a number";
        QTest::newRow("negative") << QByteArray("x,X,,red,,,-1,,,src") << "mass_kg: -1 is negative";
        QTest::newRow("huge") << QByteArray("x,X,,red,,,1e300,,,src")
                              << "mass_kg: 1e300 is out of range (0 to 500 kg)";
        QTest::newRow("out of range") << QByteArray("x,X,,red,,,1,,61,src")
                                      << "celsius: 61 is out of range (-50 to 60 \u00b0C)";
        QTest::newRow("not whole")
            << QByteArray("x,X,,red,,2001.5,1,,,src") << "year \"2001.5\" is not a whole number";
        QTest::newRow("whole out of range")
            << QByteArray("x,X,,red,,1890,1,,,src") << "year 1890 is out of range (1990-2035)";
        QTest::newRow("one of") << QByteArray("x,X,,purple,,,1,,,src")
                                << "unknown colour \"purple\" (one of: red, green, blue)";
    }

    void badRowsAreReportedAndLeftOut()
    {
        QFETCH(QByteArray, row);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const TableLoad<Sample> table =
            load(dir, QByteArray(kHeader) + "good,Good,,red,,2000,1,,,src\n" + row +
                          "\n\nafter,After,,blue,,,,,,src\n");
        QCOMPARE(table.problems.size(), 1);
        const LessonProblem &problem = table.problems[0];
        QCOMPARE(problem.line, 3);
        QVERIFY2(problem.message.contains(message), qPrintable(problem.toString()));
        QVERIFY(problem.toString().startsWith(dir.filePath("sample.csv") + ":3: "));
        // The bad row is left out; the others load.
        QCOMPARE(table.rows.size(), 2);
        QCOMPARE(table.rows[0].id, QString("good"));
        QCOMPARE(table.rows[1].id, QString("after"));
        QCOMPARE(table.rows[1].line, 5);
    }

    void rowCheckRunsOnCleanRowsOnly()
    {
        QTemporaryDir dir;
        int checked = 0;
        const TableLoad<Sample> table = load(
            dir,
            QByteArray(kHeader) + "a,A,,red,,,5,,,src\nb,B,,red,,,50,,,src\nc,C,,red,,,bad,,,src\n",
            [&checked](Sample &row, QStringList &problems) {
                ++checked;
                if (row.massKg > 10)
                    problems << QStringLiteral("mass_kg %1 is too heavy").arg(row.massKg);
            });
        QCOMPARE(checked, 2); // not on row c, whose cell failed
        QCOMPARE(table.rows.size(), 1);
        QCOMPARE(table.rows[0].id, QString("a"));
        QCOMPARE(table.problems.size(), 2);
        QCOMPARE(table.problems[0].line, 3);
        QCOMPARE(table.problems[0].message, QString("mass_kg 50 is too heavy"));
        QCOMPARE(table.problems[1].line, 4);
    }

    void declaredColumns()
    {
        QCOMPARE(columnNames(sampleColumns()),
                 QStringList({"id", "name", "parent", "colour", "shape", "year", "mass_kg", "count",
                              "celsius", "source"}));
        QCOMPARE(columnNames(sampleColumns(), true),
                 QStringList({"id", "name", "colour", "source"}));
        QCOMPARE(sampleColumns()[6].rule.unit, QString("kg"));
    }

    // Every table has a source column: one declared without is refused whole.
    void everyTableDeclaresItsSource()
    {
        QTemporaryDir dir;
        std::vector<Column<Sample>> columns = sampleColumns();
        columns.pop_back(); // the source column
        const TableLoad<Sample> table =
            loadTable<Sample>(writeFile(dir, "id,name,colour\na,A,red\n"), columns);
        QVERIFY(table.rows.isEmpty());
        QCOMPARE(table.problems.size(), 1);
        QCOMPARE(table.problems[0].line, 0);
        QVERIFY(table.problems[0].message.startsWith("the table declares no source column"));
    }

    void csvQuoting()
    {
        bool ok = false;
        QCOMPARE(splitCsvLine("a,\"b, c\",\"d \"\"e\"\"\",", &ok),
                 QStringList({"a", "b, c", "d \"e\"", ""}));
        QVERIFY(ok);
        QCOMPARE(splitCsvLine("a, \"b, c\"", &ok), QStringList({"a", "b, c"}));
        QVERIFY(ok);
        splitCsvLine("a,\"open", &ok);
        QVERIFY(!ok);
    }

    void overrideVariable()
    {
        qputenv("GPULAB_TEST_TABLE_FILE", "/some/copy.csv");
        QCOMPARE(dataFilePath(":/x.csv", "GPULAB_TEST_TABLE_FILE"), QString("/some/copy.csv"));
        qunsetenv("GPULAB_TEST_TABLE_FILE");
        QCOMPARE(dataFilePath(":/x.csv", "GPULAB_TEST_TABLE_FILE"), QString(":/x.csv"));
    }
};

QTEST_GUILESS_MAIN(TestDataTable)
#include "tst_datatable.moc"
