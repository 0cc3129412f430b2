// The one CSV writer (lessons/framework/csvwriter.h): RFC 4180 fields, formula-injection
// defusing of every cell that starts with = + - @ tab or CR, and UTF-8 files with a byte order
// mark, read back with the project's CSV reader (datatable.h's splitCsvLine).
#include "lessons/framework/csvwriter.h"
#include "lessons/framework/datatable.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace gpulab;

class TestCsvWriter : public QObject
{
    Q_OBJECT

private slots:
    void defused_data();
    void defused();
    void fieldQuoting();
    void fileHasBomAndReadsBack();
    void failedWriteLeavesNothing();
};

void TestCsvWriter::defused_data()
{
    QTest::addColumn<QString>("cell");
    QTest::addColumn<QString>("expected");
    QTest::newRow("formula") << "=1+1"
                             << "'=1+1";
    QTest::newRow("hyperlink") << "=HYPERLINK(\"http://x\",\"y\")"
                               << "'=HYPERLINK(\"http://x\",\"y\")";
    QTest::newRow("plus") << "+41 22 000"
                          << "'+41 22 000";
    QTest::newRow("minus") << "-3"
                           << "'-3";
    QTest::newRow("dde") << "@SUM(A1)"
                         << "'@SUM(A1)";
    QTest::newRow("tab") << "\t=1"
                         << "'\t=1";
    QTest::newRow("carriage return") << "\r=1"
                                     << "'\r=1";
    QTest::newRow("plain") << "Ada Lovelace"
                           << "Ada Lovelace";
    QTest::newRow("inner equals") << "a=b"
                                  << "a=b";
    QTest::newRow("apostrophe already") << "'=1"
                                        << "'=1";
    QTest::newRow("empty") << ""
                           << "";
    QTest::newRow("space first") << " =1"
                                 << " =1";
}

void TestCsvWriter::defused()
{
    QFETCH(QString, cell);
    QFETCH(QString, expected);
    QCOMPARE(csv::defused(cell), expected);
    // field() defuses unless told the cell is the program's own number.
    QCOMPARE(splitCsvLine(csv::field(cell)).value(0), expected);
}

void TestCsvWriter::fieldQuoting()
{
    QCOMPARE(csv::field("plain"), QString("plain"));
    QCOMPARE(csv::field("a,b"), QString("\"a,b\""));
    QCOMPARE(csv::field("say \"hi\""), QString("\"say \"\"hi\"\"\""));
    QCOMPARE(csv::field("two\nlines"), QString("\"two\nlines\""));
    QCOMPARE(csv::field("-0.5", false), QString("-0.5"));
    QCOMPARE(csv::field("=1,2"), QString("\"'=1,2\""));
    QCOMPARE(csv::record({"a", "b,c", "-1"}), QString("a,\"b,c\",'-1\r\n"));
}

void TestCsvWriter::fileHasBomAndReadsBack()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("out.csv");
    const QStringList cells = {"Zoë Ünal", "日本語", "a,b", "q\"uote", "=cmd|' /C calc'!A0"};
    QString error;
    QVERIFY2(csv::writeFile(path, csv::record({"h1", "h2", "h3", "h4", "h5"}) + csv::record(cells),
                            &error),
             qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF")); // Excel reads UTF-8 only with it
    QVERIFY(bytes.endsWith("\r\n"));
    const QStringList lines = QString::fromUtf8(bytes.mid(3)).split("\r\n", Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    bool ok = false;
    const QStringList back = splitCsvLine(lines.at(1), &ok);
    QVERIFY(ok);
    QCOMPARE(back.mid(0, 4), cells.mid(0, 4));
    QCOMPARE(back.at(4), "'" + cells.at(4));
}

void TestCsvWriter::failedWriteLeavesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("missing-folder/out.csv");
    QString error;
    QVERIFY(!csv::writeFile(path, csv::record({"a"}), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFile::exists(path));
}

QTEST_GUILESS_MAIN(TestCsvWriter)
#include "tst_csvwriter.moc"
