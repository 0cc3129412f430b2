// Files a person hands GPU Lab are read with a bound (lessons/framework/boundedfile.h): a
// regular file within its kind's size is read whole; /dev/zero, a FIFO, a directory, a missing
// file and a file over the size are refused at once with a message, and nothing large is read.
#include "lessons/framework/boundedfile.h"

#include "lessons/framework/datatable.h"
#include "lessons/framework/quiz/gift.h"
#include "lessons/framework/quiz/moodlexml.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace gpulab;

class TestBoundedFile : public QObject
{
    Q_OBJECT

private slots:
    void readsARegularFileWhole();
    void refusesWhatIsNotARegularFile_data();
    void refusesWhatIsNotARegularFile();
    void refusesAFileOverItsSize();
    void quizBanksAndTablesUseIt();
};

void TestBoundedFile::readsARegularFileWhole()
{
    QTemporaryDir dir;
    QFile file(dir.filePath("bank.gift"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Q{T}\n");
    file.close();
    QString why;
    const auto bytes = readBoundedFile(file.fileName(), 5, "a quiz bank", &why);
    QVERIFY2(bytes, qPrintable(why));
    QCOMPARE(*bytes, QByteArray("Q{T}\n")); // exactly at the bound is fine
}

void TestBoundedFile::refusesWhatIsNotARegularFile_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("words");
    QTest::newRow("/dev/zero") << "/dev/zero"
                               << "not a regular file";
    QTest::newRow("/dev/urandom") << "/dev/urandom"
                                  << "not a regular file";
    QTest::newRow("a directory") << "/tmp"
                                 << "not a regular file";
    QTest::newRow("missing") << "/nonexistent/bank.gift"
                             << "cannot be read";
}

void TestBoundedFile::refusesWhatIsNotARegularFile()
{
    QFETCH(QString, path);
    QFETCH(QString, words);
    QElapsedTimer clock;
    clock.start();
    QString why;
    QVERIFY(!readBoundedFile(path, filelimit::kQuizBank, "a quiz bank", &why));
    QVERIFY2(why.contains(words), qPrintable(why));
    QVERIFY2(clock.elapsed() < 5000, "refused only after reading"); // it once read 10 GB
}

void TestBoundedFile::refusesAFileOverItsSize()
{
    QTemporaryDir dir;
    QFile file(dir.filePath("big.gift"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(1001, 'x'));
    file.close();
    QString why;
    QVERIFY(!readBoundedFile(file.fileName(), 1000, "a quiz bank", &why));
    QVERIFY2(why.contains("a quiz bank is at most"), qPrintable(why));

    // A FIFO has no size to check: it is refused before anything is read (a read would block).
    const QString fifo = dir.filePath("pipe.gift");
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QVERIFY(!readBoundedFile(fifo, 1000, "a quiz bank", &why));
    QVERIFY2(why.contains("not a regular file"), qPrintable(why));
}

// The readers of the files a person hands in go through it: one problem, line 0, at once.
void TestBoundedFile::quizBanksAndTablesUseIt()
{
    const gift::Bank bank = gift::parseFile("/dev/zero");
    QCOMPARE(bank.problems.size(), 1);
    QCOMPARE(bank.problems.first().line, 0);
    QVERIFY(bank.problems.first().message.contains("not a regular file"));
    QVERIFY(bank.questions.isEmpty());

    const moodlexml::Document xml = moodlexml::parseFile("/dev/zero");
    QCOMPARE(xml.bank.problems.size(), 1);
    QVERIFY(xml.bank.problems.first().message.contains("not a regular file"));
}

QTEST_GUILESS_MAIN(TestBoundedFile)
#include "tst_boundedfile.moc"
