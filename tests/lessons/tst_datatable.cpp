// The one CSV table reader (lessons/framework/datatable.h), each common rule once, on a small
// table declared here and files the test writes: comments, blank lines, BOM and CRLF; columns
// found by name, unknown / duplicated / missing-required columns; quoting and field counts;
// every cell type (text, source, id, reference, number, whole number, one-of-a-list) with its
// problem; an empty numeric cell loads as NaN, never 0; the row check runs on clean rows only;
// every problem is FILE:LINE and leaves its row out while the others load. Translations: an
// overlay i18n/<language>/<file> replaces the translatable columns' text row by row (quoting as
// the table's), English where it has no file, row or cell, and again after a switch; its bad
// rows and columns are FILE:LINE problems that leave the table loaded.
#include "lessons/framework/datatable.h"

#include <QDir>
#include <QFileInfo>
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

// A table whose `name` and `note` an overlay translates; `shape` is text it does not.
struct Labelled
{
    QString id;
    QString name;
    QString note;
    QString shape;
    int year = 0;
    QString source;
    int line = 0;
};

std::vector<Column<Labelled>> labelledColumns()
{
    using C = Column<Labelled>;
    return {C::id("id", &Labelled::id),
            C::text("name", &Labelled::name, Presence::Required).translatable(),
            C::text("note", &Labelled::note).translatable(),
            C::text("shape", &Labelled::shape),
            C::whole("year", &Labelled::year, 1990, 2035),
            C::source("source", &Labelled::source)};
}

// A table whose `port` is a key (something matches it) and `port_label` its translatable label.
struct Port
{
    QString id;
    QString port;
    QString portLabel;
    QString source;
    int line = 0;
};

std::vector<Column<Port>> portColumns()
{
    using C = Column<Port>;
    return {C::id("id", &Port::id), C::text("port", &Port::port, Presence::Required),
            C::source("source", &Port::source),
            C::text("port_label", &Port::portLabel).labelOf("port")};
}

// A table named by two columns (no id), as memory-levels' gpu and level.
struct Keyed
{
    QString parent;
    Colour colour = Colour::Red;
    QString note;
    QString source;
    int line = 0;
};

std::vector<Column<Keyed>> keyedColumns(bool withKey = true)
{
    using C = Column<Keyed>;
    auto parent = C::reference("parent", &Keyed::parent, "parents.csv");
    auto colour = C::oneOf("colour", &Keyed::colour, choicesOf(kColours), Presence::Required);
    return {withKey ? parent.key() : parent, withKey ? colour.key() : colour,
            C::text("note", &Keyed::note).translatable(), C::source("source", &Keyed::source)};
}

QString writeFile(const QTemporaryDir &dir, const QByteArray &text,
                  const QString &name = QStringLiteral("sample.csv"))
{
    const QString path = dir.filePath(name);
    QDir().mkpath(QFileInfo(path).absolutePath());
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

    void translationOverlaysTheTextColumns()
    {
        QTemporaryDir dir;
        const QString path =
            writeFile(dir,
                      "# a comment\n"
                      "id,name,note,shape,year,source\n"
                      "a,\"Alpha, first\",\"A \"\"quoted\"\" note\",round,2001,Doc\n"
                      "b,Beta,A second note,square,2002,Doc\n"
                      "c,Gamma,,round,2003,Doc\n",
                      QStringLiteral("sample.csv"));
        const QString es = writeFile(dir,
                                     "# Spanish\n"
                                     "note,id,name\n"
                                     "\"Una nota \"\"citada\"\", con coma\",a,\"Alfa, primera\"\n"
                                     ",b,Beta (es)\n",
                                     QStringLiteral("i18n/es/sample.csv"));
        writeFile(dir, "id,name\nc,Gamma (zh)\n", QStringLiteral("i18n/zh/sample.csv"));
        writeFile(dir, "id,name\nc,Gamma (zh_CN)\n", QStringLiteral("i18n/zh_CN/sample.csv"));
        TableLoad<Labelled> table = loadTable<Labelled>(path, labelledColumns());
        QVERIFY2(table.problems.isEmpty(), qPrintable(table.problems.value(0).toString()));
        QVERIFY(table.translate);
        QCOMPARE(table.rows.size(), 3);

        TableTranslation spanish = table.translate(table.rows, QLocale(QLocale::Spanish));
        QCOMPARE(spanish.file, es);
        QVERIFY2(spanish.problems.isEmpty(), qPrintable(spanish.problems.value(0).toString()));
        QCOMPARE(table.rows[0].name, QString("Alfa, primera"));
        QCOMPARE(table.rows[0].note, QString("Una nota \"citada\", con coma"));
        QCOMPARE(table.rows[1].name, QString("Beta (es)"));
        QCOMPARE(table.rows[1].note, QString("A second note")); // an empty cell: English
        QCOMPARE(table.rows[2].name, QString("Gamma"));         // no row: English
        QCOMPARE(table.rows[0].shape, QString("round"));        // never translated
        QCOMPARE(spanish.untranslated, 2);                      // b's note, c's name

        // A switch: the English comes back where the next language has nothing; zh_CN's folder
        // before zh's.
        const TableTranslation chinese = table.translate(table.rows, QLocale("zh_CN"));
        QVERIFY(chinese.file.endsWith("i18n/zh_CN/sample.csv"));
        QCOMPARE(table.rows[0].name, QString("Alpha, first"));
        QCOMPARE(table.rows[0].note, QString("A \"quoted\" note"));
        QCOMPARE(table.rows[1].name, QString("Beta"));
        QCOMPARE(table.rows[2].name, QString("Gamma (zh_CN)"));
        QVERIFY(table.translate(table.rows, QLocale("zh_TW")).file.endsWith("i18n/zh/sample.csv"));
        QCOMPARE(table.rows[2].name, QString("Gamma (zh)"));

        // English, and a language without an overlay: the file's own text, no problem.
        for (const QLocale &locale : {QLocale(QLocale::English), QLocale(QLocale::French)}) {
            const TableTranslation none = table.translate(table.rows, locale);
            QVERIFY(none.file.isEmpty());
            QVERIFY(none.problems.isEmpty());
            QCOMPARE(none.untranslated, 5);
            QCOMPARE(table.rows[0].name, QString("Alpha, first"));
            QCOMPARE(table.rows[2].name, QString("Gamma"));
        }
    }

    void translationProblemsAreFileLineAndNeverFatal()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir,
                                       "id,name,note,shape,year,source\n"
                                       "a,Alpha,,round,2001,Doc\n"
                                       "b,Beta,B note,square,2002,Doc\n"
                                       "c,Gamma,,round,2003,Doc\n"
                                       "bad,Bad,,round,1800,Doc\n"); // left out: year
        const QString es = writeFile(dir,
                                     "id,name,shape,colour,note\n" // line 1
                                     "a,Alfa,redonda,roja,\n"      // 2: translated
                                     "zz,Zeta,,,\n"                // 3: no such row
                                     "a,Otra,,,\n"                 // 4: twice
                                     "b,\"Beta,,,\n"               // 5: unclosed quote
                                     "b,Beta\n"                    // 6: field count
                                     "bad,Mala,,,\n"               // 7: the row left out
                                     "\n# comment\n"
                                     "b,Beta (es),,,Nota\n" // 10: translated
                                     "c,,,,Nota de c\n",    // 11: c has no note
                                     QStringLiteral("i18n/es/sample.csv"));
        TableLoad<Labelled> table = loadTable<Labelled>(path, labelledColumns());
        QCOMPARE(table.rows.size(), 3);
        QCOMPARE(table.problems.size(), 1); // the table's own: year
        const TableTranslation t = table.translate(table.rows, QLocale(QLocale::Spanish));
        QStringList shown;
        for (const LessonProblem &problem : t.problems) {
            QCOMPARE(problem.file, es);
            shown << QStringLiteral("%1: %2").arg(problem.line).arg(problem.message);
        }
        const QList<std::pair<int, QString>> expected = {
            {1, "column \"shape\" is not translated"},
            {1, "unknown column \"colour\" is ignored"},
            {3, "no row \"zz\" in sample.csv"},
            {4, "\"a\" is translated twice (first on line 2)"},
            {5, "a quoted field is not closed"},
            {6, "2 fields, expected 5"},
            {7, "no row \"bad\""},
            {11, "note of \"c\": sample.csv has no text there"},
        };
        QCOMPARE(t.problems.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            QCOMPARE(t.problems[i].line, expected[i].first);
            QVERIFY2(t.problems[i].message.contains(expected[i].second), qPrintable(shown[i]));
        }
        // The good rows are translated all the same.
        QCOMPARE(table.rows[0].name, QString("Alfa"));
        QCOMPARE(table.rows[0].shape, QString("round"));
        QCOMPARE(table.rows[0].note, QString());
        QCOMPARE(table.rows[1].name, QString("Beta (es)"));
        QCOMPARE(table.rows[1].note, QString("Nota"));
        QCOMPARE(table.rows[2].note, QString());
        QVERIFY(t.problems[2].toString().startsWith(es + ":3: "));
    }

    void translationNeedsTheKeyColumns()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "id,name,source\na,Alpha,Doc\n");
        writeFile(dir, "name\nAlfa\n", QStringLiteral("i18n/es/sample.csv"));
        TableLoad<Labelled> table = loadTable<Labelled>(path, labelledColumns());
        const TableTranslation t = table.translate(table.rows, QLocale(QLocale::Spanish));
        QCOMPARE(t.problems.size(), 1);
        QCOMPARE(t.problems[0].line, 1);
        QVERIFY(t.problems[0].message.contains("key column(s) missing: id"));
        QCOMPARE(table.rows[0].name, QString("Alpha"));
    }

    void translationByKeyColumns()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir,
                                       "parent,colour,note,source\n"
                                       "p1,red,Red one,Doc\n"
                                       "p1,blue,Blue one,Doc\n"
                                       "p2,red,Red two,Doc\n",
                                       QStringLiteral("keyed.csv"));
        writeFile(dir, "colour,parent,note\nBLUE,p1,Azul uno\nred,p2,Rojo dos\ngreen,p1,Verde\n",
                  QStringLiteral("i18n/es/keyed.csv"));
        TableLoad<Keyed> table = loadTable<Keyed>(path, keyedColumns());
        const TableTranslation t = table.translate(table.rows, QLocale(QLocale::Spanish));
        QCOMPARE(t.problems.size(), 1);
        QCOMPARE(t.problems[0].line, 4);
        QVERIFY(t.problems[0].message.contains("no row \"p1, green\""));
        QCOMPARE(table.rows[0].note, QString("Red one"));
        QCOMPARE(table.rows[1].note, QString("Azul uno"));
        QCOMPARE(table.rows[2].note, QString("Rojo dos"));

        // A table that declares no key cannot be translated: said, not fatal.
        TableLoad<Keyed> unkeyed = loadTable<Keyed>(path, keyedColumns(false));
        const TableTranslation u = unkeyed.translate(unkeyed.rows, QLocale(QLocale::Spanish));
        QCOMPARE(u.problems.size(), 1);
        QVERIFY(u.problems[0].message.contains("declares no key column"));
        QCOMPARE(unkeyed.rows[1].note, QString("Blue one"));
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
