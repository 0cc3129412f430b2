// A class's sessions read together (lessons/framework/classresults.h), from a folder written with
// the real session writer (classfolder.h): which files are ok, bad, foreign, duplicate or empty
// and why (with file names and lines), the students' names, the rungs, the kernels on the class
// roofline, the CSV, the bounds, cancel and progress.
#include "lessons/framework/classresults.h"
#include "tests/lessons/classfolder.h"

#include "compute/cancel.h"
#include "compute/roofline.h"
#include "lessons/framework/datatable.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace gpulab;

namespace {

const ClassFile *fileNamed(const ClassResults &results, const QString &name)
{
    for (const ClassFile &file : results.files)
        if (file.name == name)
            return &file;
    return nullptr;
}

// The 1-based line of the first `needle` in the file.
int lineOf(const QString &path, const QByteArray &needle)
{
    const QByteArray text = classfolder::readBytes(path);
    const qsizetype at = text.indexOf(needle);
    return at < 0 ? 0 : int(text.left(at).count('\n')) + 1;
}

} // namespace

class TestClassResults : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void listsTheHandInsOnly();
    void classifiesEveryFile_data();
    void classifiesEveryFile();
    void reasonsNameFilesAndLines();
    void studentsFromFileNames();
    void figuresOfAStudent();
    void rungsAndKernelPoints();
    void csvHasOneRowPerStudentDefused();
    void boundsTheNumberOfFiles();
    void cancelStopsBetweenFiles();

private:
    QTemporaryDir m_dir;
    ClassResults m_results;
};

void TestClassResults::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(classfolder::write(QDir(m_dir.path())));
    QList<std::pair<int, int>> steps;
    m_results = ClassResults::loadFolder(m_dir.path(), nullptr, [&](int done, int total) {
        steps.append({done, total});
    });
    QVERIFY(!m_results.cancelled);
    QCOMPARE(m_results.notRead, 0);
    QCOMPARE(steps.size(), 14);                          // before each of 13 files, then the end
    QCOMPARE(steps.constLast(), std::make_pair(13, 13)); // every file counted
}

void TestClassResults::listsTheHandInsOnly()
{
    QStringList names;
    for (const ClassFile &file : m_results.files)
        names << file.name;
    // Case-insensitive name order; the Moodle folder's file is read, hidden files and
    // __MACOSX are not.
    QCOMPARE(names,
             QStringList({"Ada Lovelace_123456_assignsubmission_file/lab.json",
                          "alice-reindented.json", "alice.json", "bob.json", "copy of alice.json",
                          "cut.json", "huge.json", "not-json.json", "notes.txt", "nothing-run.json",
                          "old-v1.json", "other-program.json", "too-fast.json"}));
}

void TestClassResults::classifiesEveryFile_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("kind");
    using K = ClassFile::Kind;
    QTest::newRow("moodle") << "Ada Lovelace_123456_assignsubmission_file/lab.json" << int(K::Ok);
    QTest::newRow("gpu") << "alice-reindented.json" << int(K::Ok);
    QTest::newRow("cpu") << "bob.json" << int(K::Ok);
    QTest::newRow("version 1") << "old-v1.json" << int(K::Ok);
    // alice-reindented.json comes before alice.json by name, so alice.json is the duplicate of
    // the same save; the byte-for-byte copy comes after both.
    QTest::newRow("same save") << "alice.json" << int(K::Duplicate);
    QTest::newRow("same bytes") << "copy of alice.json" << int(K::Duplicate);
    QTest::newRow("truncated") << "cut.json" << int(K::Bad);
    QTest::newRow("out of range") << "too-fast.json" << int(K::Bad);
    QTest::newRow("oversize") << "huge.json" << int(K::Bad);
    QTest::newRow("foreign json") << "other-program.json" << int(K::Foreign);
    QTest::newRow("text") << "notes.txt" << int(K::Foreign);
    QTest::newRow("not json") << "not-json.json" << int(K::Foreign);
    QTest::newRow("empty") << "nothing-run.json" << int(K::Empty);
}

void TestClassResults::classifiesEveryFile()
{
    QFETCH(QString, name);
    QFETCH(int, kind);
    const ClassFile *file = fileNamed(m_results, name);
    QVERIFY2(file, qPrintable(name));
    QVERIFY2(int(file->kind) == kind, qPrintable(file->reason()));
    QCOMPARE(file->reason().isEmpty(), kind == int(ClassFile::Kind::Ok));
    QCOMPARE(file->session.has_value(),
             kind == int(ClassFile::Kind::Ok) || kind == int(ClassFile::Kind::Empty));
}

void TestClassResults::reasonsNameFilesAndLines()
{
    // The first of the two alice files by name is kept; the other is the same save.
    const ClassFile *reindented = fileNamed(m_results, "alice-reindented.json");
    const ClassFile *alice = fileNamed(m_results, "alice.json");
    QVERIFY(reindented && alice);
    QCOMPARE(int(reindented->kind), int(ClassFile::Kind::Ok));
    QCOMPARE(int(alice->kind), int(ClassFile::Kind::Duplicate));
    QVERIFY2(alice->reason().startsWith("alice.json: ") &&
                 alice->reason().contains("alice-reindented.json") &&
                 alice->reason().contains("same moment"),
             qPrintable(alice->reason()));
    const ClassFile *copy = fileNamed(m_results, "copy of alice.json");
    QVERIFY2(copy->reason() == "copy of alice.json: the same file as alice.json",
             qPrintable(copy->reason()));

    // Bad files carry the loader's FILE:LINE message, with the name the folder gives the file.
    const ClassFile *cut = fileNamed(m_results, "cut.json");
    const int cutLines = int(classfolder::readBytes(m_dir.filePath("cut.json")).count('\n'));
    QVERIFY2(cut->reason().startsWith("cut.json:") && cut->reason().contains("not valid JSON"),
             qPrintable(cut->reason()));
    const int line = cut->reason().section(':', 1, 1).toInt();
    QVERIFY2(line >= cutLines && line <= cutLines + 1, qPrintable(cut->reason()));
    const ClassFile *fast = fileNamed(m_results, "too-fast.json");
    const QString expected =
        QStringLiteral("too-fast.json:%1: ").arg(lineOf(m_dir.filePath("too-fast.json"), "1e+300"));
    QVERIFY2(fast->reason().startsWith(expected) && fast->reason().contains("gflops"),
             qPrintable(fast->reason() + " / " + expected));
    const ClassFile *huge = fileNamed(m_results, "huge.json");
    QVERIFY2(huge->reason().startsWith("huge.json: ") && huge->reason().contains("at most"),
             qPrintable(huge->reason()));

    QVERIFY2(fileNamed(m_results, "other-program.json")->reason().contains("not a GPU Lab session"),
             qPrintable(fileNamed(m_results, "other-program.json")->reason()));
    QVERIFY(fileNamed(m_results, "notes.txt")->reason().contains(".json"));
    QVERIFY(fileNamed(m_results, "not-json.json")->reason().contains("not JSON"));
    QVERIFY(fileNamed(m_results, "nothing-run.json")->reason().contains("without results"));

    QCOMPARE(m_results.count(ClassFile::Kind::Ok), 4);
    QCOMPARE(m_results.count(ClassFile::Kind::Duplicate), 2);
    QCOMPARE(m_results.count(ClassFile::Kind::Bad), 3);
    QCOMPARE(m_results.count(ClassFile::Kind::Foreign), 3);
    QCOMPARE(m_results.count(ClassFile::Kind::Empty), 1);
    QCOMPARE(int(m_results.skippedFiles().size()), 9);
}

void TestClassResults::studentsFromFileNames()
{
    QCOMPARE(ClassResults::studentFromName("Ada Lovelace_123456_assignsubmission_file/lab.json"),
             QStringLiteral("Ada Lovelace"));
    QCOMPARE(ClassResults::studentFromName("Ada Lovelace_123456_assignsubmission_file_lab.json"),
             QStringLiteral("Ada Lovelace"));
    QCOMPARE(ClassResults::studentFromName("alice.json"), QStringLiteral("alice"));
    QCOMPARE(ClassResults::studentFromName("group 2/bob.JSON"), QStringLiteral("group 2/bob"));
    QCOMPARE(fileNamed(m_results, "Ada Lovelace_123456_assignsubmission_file/lab.json")->student,
             QStringLiteral("Ada Lovelace"));
}

void TestClassResults::figuresOfAStudent()
{
    const LabSession &ada =
        *fileNamed(m_results, "Ada Lovelace_123456_assignsubmission_file/lab.json")->session;
    QCOMPARE(ClassResults::cpuModel(ada), QStringLiteral("AMD Ryzen 7 7700"));
    QVERIFY(!ClassResults::cpuDevice(ada));
    QVERIFY(ClassResults::cpuDevice(*fileNamed(m_results, "bob.json")->session));
    const LabSession &old = *fileNamed(m_results, "old-v1.json")->session;
    QVERIFY(old.provenance.isEmpty());
    QVERIFY(ClassResults::cpuModel(old).isEmpty());
    QVERIFY(!ClassResults::cpuDevice(old)); // "Intel(R) UHD Graphics 620"

    const auto rungs = ClassResults::rungFigures(ada);
    QCOMPARE(int(rungs.size()), 5);
    // The ladder's figure wins over the race's (N = 256) for the same rung.
    QCOMPARE(rungs.at("opencl-tiled").n, 512);
    QCOMPARE(rungs.at("opencl-tiled").gflops, 480.0);
    QCOMPARE(rungs.at("opencl-tiled").speedup, 60.0);
    const BenchResult best = ClassResults::best(ada);
    QCOMPARE(best.variant, std::string("opencl-regblock"));
    QCOMPARE(best.gflops, 1600.0);
}

void TestClassResults::rungsAndKernelPoints()
{
    QCOMPARE(m_results.rungs(), (std::vector<QString>{"serial-naive", "cpu-threads", "opencl-naive",
                                                      "opencl-tiled", "opencl-regblock"}));
    const auto points = m_results.kernelPoints();
    QCOMPARE(int(points.size()), 4 * 3); // three kernels of each of the four ok sessions
    for (const ClassKernelPoint &p : points) {
        const LabSession &s = *m_results.files[size_t(p.file)].session;
        QCOMPARE(p.flopsPerByte,
                 designArithmeticIntensity(p.variant.toStdString(), ClassResults::cpuDevice(s)));
    }
}

void TestClassResults::csvHasOneRowPerStudentDefused()
{
    QTemporaryDir dir;
    QVERIFY(classfolder::write(QDir(dir.path())));
    // A student whose file name a spreadsheet would run as a formula.
    QVERIFY(QFile::rename(dir.filePath("bob.json"), dir.filePath("=HYPERLINK(1).json")));
    const ClassResults results = ClassResults::loadFolder(dir.path());
    const QString csv = results.csv();
    const QStringList lines = csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 4);
    QVERIFY(lines.first().startsWith(
        "student,file,device,cpu,saved_utc,best_gflops,best_variant,best_n,memory_roof_gbs,"
        "peak_roof_gflops,serial-naive_speedup,serial-naive_gflops,cpu-threads_speedup"));
    const auto cells = [&](const QString &student) {
        for (const QString &line : lines)
            if (line.startsWith(student))
                return splitCsvLine(line);
        return QStringList();
    };
    QCOMPARE(cells("'=HYPERLINK(1)").value(0), QStringLiteral("'=HYPERLINK(1)"));
    const QStringList ada = cells("Ada Lovelace");
    QCOMPARE(ada.value(2), QStringLiteral("AMD Radeon RX 7900 XTX"));
    QCOMPARE(ada.value(3), QStringLiteral("AMD Ryzen 7 7700"));
    QCOMPARE(ada.value(4), QStringLiteral("2026-03-02T10:30:00Z"));
    QCOMPARE(ada.value(5), QStringLiteral("1600"));
    QCOMPARE(ada.value(6), QStringLiteral("opencl-regblock"));
    QCOMPARE(ada.value(8), QStringLiteral("800"));
    QCOMPARE(ada.value(9), QStringLiteral("8000"));
    QCOMPARE(ada.value(10 + 2 * 3), QStringLiteral("60"));      // opencl-tiled speedup
    QCOMPARE(ada.value(10 + 2 * 3 + 1), QStringLiteral("480")); // its GFLOP/s
}

void TestClassResults::boundsTheNumberOfFiles()
{
    QTemporaryDir dir;
    for (int i = 0; i <= classlimit::kMaxFiles; ++i)
        classfolder::writeBytes(
            dir.filePath(QStringLiteral("note%1.txt").arg(i, 5, 10, QChar('0'))), "x");
    const ClassResults results = ClassResults::loadFolder(dir.path());
    QCOMPARE(int(results.files.size()), classlimit::kMaxFiles);
    QCOMPARE(results.notRead, 1);
}

void TestClassResults::cancelStopsBetweenFiles()
{
    CancelToken cancel;
    int calls = 0;
    const ClassResults results =
        ClassResults::loadFolder(m_dir.path(), &cancel, [&](int done, int) {
            ++calls;
            if (done == 2)
                cancel.cancel();
        });
    QVERIFY(results.cancelled);
    QCOMPARE(int(results.files.size()), 2);
    QCOMPARE(calls, 3);
}

QTEST_GUILESS_MAIN(TestClassResults)
#include "tst_classresults.moc"
