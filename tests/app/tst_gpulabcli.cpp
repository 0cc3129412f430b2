// The gpulab executable as a packager, a script or the README uses it: --help, --version, bad
// options (exit 2, no display needed), --smoke-test (one line, exit 0; a damaged database is
// salvaged and the line says what came back), --screenshot (one PNG per lesson and section plus
// the presenter view, none of them one flat colour). With a fake OpenCL driver that hangs or
// crashes (tests/compute/fakeicd): the smoke test's OpenCL line names the problem within the
// discovery deadline, and the engine child dies with the app on SIGTERM and on SIGKILL.
#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

class TestGpulabCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void helpAndVersion();
    void badOptions_data();
    void badOptions();
    void smokeTest();
    void smokeTestWithoutOpenCL();
    void smokeTestWithDamagedDatabase();
    void smokeTestSalvagesDamagedDatabase();
    void smokeTestWithoutEngine();
    void smokeTestFailsWhenProgressIsOnlyInMemory();
    void smokeTestWithBrokenDriver_data();
    void smokeTestWithBrokenDriver();
    void engineDiesWithTheApp_data();
    void engineDiesWithTheApp();
    void terminationSignalSavesLikeQuit_data();
    void terminationSignalSavesLikeQuit();
    void screenshots();

private:
    int run(const QStringList &args, QByteArray *out, QByteArray *err = nullptr,
            const QProcessEnvironment &extra = {}, int timeoutMs = 120000);
    QTemporaryDir m_home;
};

void TestGpulabCli::initTestCase()
{
    QVERIFY(m_home.isValid());
}

int TestGpulabCli::run(const QStringList &args, QByteArray *out, QByteArray *err,
                       const QProcessEnvironment &extra, int timeoutMs)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // Keep the user's real settings and progress out of it.
    env.insert("XDG_CONFIG_HOME", m_home.filePath("config"));
    env.insert("XDG_DATA_HOME", m_home.filePath("data"));
    for (const QString &key : extra.keys())
        env.insert(key, extra.value(key));
    process.setProcessEnvironment(env);
    process.start(GPULAB_APP_PATH, args);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return -1;
    }
    *out = process.readAllStandardOutput();
    if (err)
        *err = process.readAllStandardError();
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
}

void TestGpulabCli::helpAndVersion()
{
    QByteArray out;
    QProcessEnvironment noDisplay;
    noDisplay.insert("DISPLAY", "");
    noDisplay.insert("QT_QPA_PLATFORM", "");
    QCOMPARE(run({"--help"}, &out, nullptr, noDisplay), 0);
    for (const char *option :
         {"--lesson", "--section", "--presenter", "--lessons-dir", "--device", "--theme",
          "--projector-theme", "--class-results", "--screenshot", "--smoke-test", "--version"})
        QVERIFY2(out.contains(option), option);
    QCOMPARE(run({"--version"}, &out, nullptr, noDisplay), 0);
    QVERIFY(QRegularExpression("^gpulab \\d+\\.\\d+\\.\\d+\\n$").match(QString(out)).hasMatch());
    // --help-all prints help (it once started the window), with a word on Qt's options.
    QCOMPARE(run({"--help-all"}, &out, nullptr, noDisplay), 0);
    QVERIFY2(out.contains("--smoke-test") && out.contains("-platform"), out.constData());
    // Qt's own options are Qt's, not unknown options: -platform NAME, --style=NAME, -reverse.
    for (const QStringList &args : {QStringList{"-platform", "offscreen", "--version"},
                                    QStringList{"--style=fusion", "-reverse", "--version"},
                                    QStringList{"-qwindowgeometry", "800x600+0+0", "--help"}})
        QVERIFY2(run(args, &out, nullptr, noDisplay) == 0, qPrintable(args.join(' ')));
}

void TestGpulabCli::badOptions_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown") << QStringList{"--frobnicate"} << "Unknown option";
    QTest::newRow("section 0") << QStringList{"--section", "0"} << "--section needs";
    QTest::newRow("section text") << QStringList{"--section", "two"} << "--section needs";
    QTest::newRow("device") << QStringList{"--device", "-1"} << "--device needs";
    QTest::newRow("theme") << QStringList{"--theme", "purple"} << "unknown theme";
    QTest::newRow("class results not a folder")
        << QStringList{"--class-results", "/nonexistent/class"} << "--class-results needs a folder";
    QTest::newRow("projector theme")
        << QStringList{"--projector-theme", "high-contrast"} << "unknown projector theme";
    QTest::newRow("positional") << QStringList{"stray"} << "unexpected argument";
    QTest::newRow("missing value") << QStringList{"--lesson"} << "Missing value";
    QTest::newRow("unknown lesson") << QStringList{"--lesson", "no-such-lesson"}
                                    << "there is no lesson 'no-such-lesson' (the lessons: ";
}

void TestGpulabCli::badOptions()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QByteArray out, err;
    QCOMPARE(run(args, &out, &err), 2);
    QVERIFY2(err.contains(message.toUtf8()), err.constData());
}

void TestGpulabCli::smokeTest()
{
    QByteArray out, err;
    QCOMPARE(run({"--smoke-test"}, &out, &err), 0);
    const QString line = QString::fromUtf8(out).trimmed();
    QVERIFY2(!line.contains('\n'), qPrintable(line));
    const QRegularExpression shape(
        "^gpulab \\S+ smoke test: first window painted (\\d+) ms after start; OpenCL: .+; "
        "database: ok \\(.+progress\\.sqlite\\); lessons: (\\d+) loaded, 0 with problems; "
        "engine: (.+gpulab-cli)$");
    const auto match = shape.match(line);
    QVERIFY2(match.hasMatch(), qPrintable(line + "\n" + QString::fromUtf8(err)));
    QVERIFY(match.captured(2).toInt() >= 1);
    QVERIFY2(QFileInfo(match.captured(3)).isExecutable(), qPrintable(match.captured(3)));
    QVERIFY(QFile::exists(m_home.filePath("data/GPU Lab/gpulab/progress.sqlite")));
}

void TestGpulabCli::smokeTestWithoutOpenCL()
{
    QTemporaryDir noVendors; // an ICD loader with no vendors: "no OpenCL" as on a bare laptop
    QProcessEnvironment env;
    env.insert("OCL_ICD_VENDORS", noVendors.path());
    env.insert("OPENCL_VENDOR_PATH", noVendors.path());
    QByteArray out, err;
    QCOMPARE(run({"--smoke-test"}, &out, &err, env), 0);
    QVERIFY2(out.contains("OpenCL: none (") && out.contains("CPU only"), out.constData());
}

namespace {

QProcessEnvironment brokenDriver(const QString &mode, int deadlineMs)
{
    QProcessEnvironment env;
    env.insert("OCL_ICD_VENDORS", GPULAB_FAKE_ICD_DIR);
    env.insert("GPULAB_FAKE_ICD", mode);
    env.insert("GPULAB_DRIVER_TIMEOUT_MS", QString::number(deadlineMs));
    env.insert("GPULAB_CLI", GPULAB_CLI_PATH);
    return env;
}

// Is `pid` a process that still runs (not gone, not a zombie)?
bool alive(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = stat.readAll();
    return !text.mid(text.lastIndexOf(')') + 2).startsWith('Z');
}

// The pid of `parent`'s `gpulab-cli engine` child, or 0.
qint64 engineChild(qint64 parent)
{
    for (const QString &entry : QDir("/proc").entryList(QDir::Dirs)) {
        QFile stat("/proc/" + entry + "/stat");
        if (entry.toLongLong() <= 0 || !stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        QFile cmdline("/proc/" + entry + "/cmdline");
        if (fields.size() > 1 && fields.at(1).toLongLong() == parent &&
            cmdline.open(QIODevice::ReadOnly) && cmdline.readAll().contains("engine"))
            return entry.toLongLong();
    }
    return 0;
}

} // namespace

void TestGpulabCli::smokeTestWithBrokenDriver_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("problem");
    QTest::newRow("hangs") << "hang-platforms"
                           << "did not answer within 1 s";
    QTest::newRow("crashes") << "crash-platforms"
                             << "crashed";
}

void TestGpulabCli::smokeTestWithBrokenDriver()
{
    QFETCH(QString, mode);
    QFETCH(QString, problem);
    QElapsedTimer clock;
    clock.start();
    QByteArray out, err;
    QCOMPARE(run({"--smoke-test"}, &out, &err, brokenDriver(mode, 1000), 60000), 0);
    qInfo("smoke test with a driver that %s: %lld ms", QTest::currentDataTag(), clock.elapsed());
    QVERIFY2(out.contains("OpenCL: none (") && out.contains("CPU only"), out.constData());
    QVERIFY2(out.contains(problem.toUtf8()), out.constData());
}

void TestGpulabCli::engineDiesWithTheApp_data()
{
    QTest::addColumn<int>("signal");
    QTest::newRow("SIGTERM") << int(SIGTERM);
    QTest::newRow("SIGKILL") << int(SIGKILL);
}

void TestGpulabCli::engineDiesWithTheApp()
{
    QFETCH(int, signal);
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // A home of its own: SIGTERM saves the settings as Quit does, which the other tests' home
    // must not get.
    QTemporaryDir home;
    env.insert("XDG_CONFIG_HOME", home.filePath("config"));
    env.insert("XDG_DATA_HOME", home.filePath("data"));
    const QProcessEnvironment broken = brokenDriver("hang-platforms", 120000);
    for (const QString &key : broken.keys())
        env.insert(key, broken.value(key));
    app.setProcessEnvironment(env);
    app.start(GPULAB_APP_PATH, {});
    QVERIFY(app.waitForStarted());
    qint64 engine = 0;
    // The engine starts after the first paint and then blocks in the driver's discovery.
    QVERIFY(QTest::qWaitFor([&] { return (engine = engineChild(app.processId())) != 0; }, 20000));
    QTest::qWait(500);
    QVERIFY(alive(engine));
    QElapsedTimer clock;
    clock.start();
    ::kill(pid_t(app.processId()), signal);
    QVERIFY(QTest::qWaitFor([&] { return !alive(engine); }, 2000));
    qInfo("engine gone %lld ms after %s of the app", clock.elapsed(), QTest::currentDataTag());
    // (Killed, the app may be reaped while the loop above waits: then it is finished already.)
    QVERIFY(app.state() == QProcess::NotRunning || app.waitForFinished(30000));
}

void TestGpulabCli::smokeTestWithDamagedDatabase()
{
    QTemporaryDir home;
    const QString folder = home.filePath("data/GPU Lab/gpulab");
    QVERIFY(QDir().mkpath(folder));
    QFile damaged(folder + "/progress.sqlite");
    QVERIFY(damaged.open(QIODevice::WriteOnly));
    damaged.write("this is not a database, but someone's progress might have been\n");
    damaged.close();
    QProcessEnvironment env;
    env.insert("XDG_DATA_HOME", home.filePath("data"));
    QByteArray out, err;
    QCOMPARE(run({"--smoke-test"}, &out, &err, env), 0);
    QVERIFY2(out.contains("database: ok"), out.constData());
    QVERIFY2(out.contains("Nothing could be recovered"), out.constData());
    // The damaged file was kept, renamed with a timestamp.
    const QStringList aside = QDir(folder).entryList({"progress.sqlite.corrupt-*"}, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QFile kept(folder + "/" + aside.first());
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QVERIFY(kept.readAll().startsWith("this is not a database"));
    QVERIFY2(out.contains(aside.first().toUtf8()), out.constData());
}

// A database GPU Lab wrote, with progress in it, and garbage over its header: the smoke test
// still passes and says what was salvaged.
void TestGpulabCli::smokeTestSalvagesDamagedDatabase()
{
    QTemporaryDir home;
    const QString folder = home.filePath("data/GPU Lab/gpulab");
    const QString path = folder + "/progress.sqlite";
    QProcessEnvironment env;
    env.insert("XDG_DATA_HOME", home.filePath("data"));
    QByteArray out, err;
    QCOMPARE(run({"--smoke-test"}, &out, &err, env), 0); // creates the database
    int sections = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "filled");
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec("INSERT INTO section_progress VALUES ('gemm', 'tiles', 3, 5000,"
                       " 1767323045678, 1767495845678), ('gemm', 'intro', 1, 0, 1767326645678,"
                       " 1767326645678)"));
        QVERIFY(q.exec("INSERT INTO quiz_attempt VALUES (1, 'exam', 'Exam', 'test', 7, 5,"
                       " 1767323045678, NULL)"));
        QVERIFY(q.exec("INSERT INTO quiz_answer VALUES (1, 0, 'gemm', 'key', 'text?', 'yes', 1,"
                       " 1.0, 1767323045678, 0)")); // (schema 3: not skipped)
        // With the section the first run visited.
        QVERIFY(q.exec("SELECT count(*) FROM section_progress") && q.next());
        sections = q.value(0).toInt();
    }
    QSqlDatabase::removeDatabase("filled");
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.write(QByteArray(100, 'G')) == 100);
    file.close();
    const QByteArray damaged = [&] {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();

    QCOMPARE(run({"--smoke-test"}, &out, &err, env), 0);
    QVERIFY2(out.contains("database: ok"), out.constData());
    QVERIFY(sections >= 2);
    QVERIFY2(out.contains(QStringLiteral("%1 of %1 section record").arg(sections).toUtf8()) &&
                 out.contains("1 of 1 quiz attempt") && out.contains("1 of 1 answer"),
             out.constData());
    const QStringList aside = QDir(folder).entryList({"progress.sqlite.corrupt-*"}, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QFile kept(folder + "/" + aside.first());
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), damaged);
}

// A database from a newer GPU Lab is left alone and this session runs in memory: nothing the
// student does would be saved, so the smoke test says so and fails (it once printed "ok").
void TestGpulabCli::smokeTestFailsWhenProgressIsOnlyInMemory()
{
    QTemporaryDir home;
    const QString folder = home.filePath("data/GPU Lab/gpulab");
    QVERIFY(QDir().mkpath(folder));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "newer");
        db.setDatabaseName(folder + "/progress.sqlite");
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec("CREATE TABLE from_the_future (x)"));
        QVERIFY(q.exec("PRAGMA user_version = 999"));
    }
    QSqlDatabase::removeDatabase("newer");
    QProcessEnvironment env;
    env.insert("XDG_DATA_HOME", home.filePath("data"));
    QByteArray out, err;
    QCOMPARE(run({"--smoke-test"}, &out, &err, env), 1);
    QVERIFY2(out.contains("database: PROBLEM: in memory"), out.constData());
}

// A gpulab copied away from its gpulab-cli (outside the build tree, nothing on PATH) is a broken
// installation: the smoke test says the engine is missing and fails.
void TestGpulabCli::smokeTestWithoutEngine()
{
    QTemporaryDir alone;
    const QString copy = alone.filePath("gpulab");
    QVERIFY(QFile::copy(GPULAB_APP_PATH, copy));
    QVERIFY(QFile::setPermissions(copy, QFile::permissions(copy) | QFile::ExeOwner));
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("XDG_CONFIG_HOME", m_home.filePath("config"));
    env.insert("XDG_DATA_HOME", m_home.filePath("data"));
    env.insert("PATH", alone.path());
    env.remove("GPULAB_CLI");
    process.setProcessEnvironment(env);
    process.start(copy, {"--smoke-test"});
    QVERIFY(process.waitForFinished(120000));
    const QByteArray out = process.readAllStandardOutput();
    QCOMPARE(process.exitCode(), 1);
    QVERIFY2(out.contains("; engine: MISSING"), out.constData());
}

// Logout, `kill` or Ctrl+C in the terminal end GPU Lab as File › Quit does: the settings (the
// lesson and section to reopen) and the time spent in the current section are saved, and the
// process exits normally. Before, SIGTERM killed it and both were lost.
void TestGpulabCli::terminationSignalSavesLikeQuit_data()
{
    QTest::addColumn<int>("signal");
    QTest::addColumn<bool>("unwritable"); // the progress table broken while the app runs
    QTest::newRow("SIGTERM") << int(SIGTERM) << false;
    QTest::newRow("SIGHUP") << int(SIGHUP) << false;
    QTest::newRow("SIGINT") << int(SIGINT) << false;
    // The section's time cannot be written at the end: said on stderr, never in a message box
    // nobody will answer (a logout would wait on it, then kill the app).
    QTest::newRow("SIGTERM, progress unwritable") << int(SIGTERM) << true;
}

void TestGpulabCli::terminationSignalSavesLikeQuit()
{
    QFETCH(int, signal);
    QFETCH(bool, unwritable);
    QTemporaryDir home;
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("XDG_CONFIG_HOME", home.filePath("config"));
    env.insert("XDG_DATA_HOME", home.filePath("data"));
    process.setProcessEnvironment(env);
    process.start(GPULAB_APP_PATH, {"--lesson", "cpu-vs-gpu", "--section", "3"});
    QVERIFY(process.waitForStarted());

    // The window is up once the section's visit is in the database.
    const QString database = home.filePath("data/GPU Lab/gpulab/progress.sqlite");
    auto sectionRow = [&](const char *column) -> qint64 {
        if (!QFile::exists(database))
            return -1;
        qint64 value = -1;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "peek");
            db.setDatabaseName(database);
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=2000"));
            if (db.open()) {
                QSqlQuery q(db);
                if (q.exec(QStringLiteral("SELECT %1 FROM section_progress WHERE lesson_id = "
                                          "'cpu-vs-gpu' AND section_id = 'warps'")
                               .arg(QLatin1String(column))) &&
                    q.next())
                    value = q.value(0).toLongLong();
            }
        }
        QSqlDatabase::removeDatabase("peek");
        return value;
    };
    QTRY_VERIFY_WITH_TIMEOUT(sectionRow("visit_count") >= 1, 60000);
    QCOMPARE(sectionRow("time_spent_ms"), 0); // time is written when the section is left
    QTest::qWait(1200);
    if (unwritable) {
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "saboteur");
            db.setDatabaseName(database);
            db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec("ALTER TABLE section_progress RENAME TO section_progress_kept"));
            QVERIFY(q.exec("CREATE TABLE section_progress (something_else TEXT)"));
        }
        QSqlDatabase::removeDatabase("saboteur");
    }

    ::kill(pid_t(process.processId()), signal);
    QVERIFY2(process.waitForFinished(30000), "still running 30 s after the signal");
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);

    if (unwritable) {
        const QByteArray err = process.readAllStandardError();
        QVERIFY2(err.contains("could not be saved"), err.constData());
    } else {
        QVERIFY(sectionRow("time_spent_ms") >= 1000);
    }
    QSettings settings(home.filePath("config/GPU Lab/gpulab.conf"), QSettings::IniFormat);
    QCOMPARE(settings.value("lesson/id").toString(), QStringLiteral("cpu-vs-gpu"));
    QCOMPARE(settings.value("lesson/section").toInt(), 2); // 0-based: --section 3
}

void TestGpulabCli::screenshots()
{
    QTemporaryDir shots;
    QByteArray out, err;
    QCOMPARE(run({"--screenshot", shots.path()}, &out, &err), 0);
    const QStringList files = QDir(shots.path()).entryList({"*.png"}, QDir::Files, QDir::Name);
    // how-to-use: 4 sections + the lesson picture, and the presenter view.
    QVERIFY2(files.contains("01-how-to-use.png"), qPrintable(files.join(' ')));
    QVERIFY(files.contains("01-how-to-use-02-navigation.png"));
    QVERIFY(files.contains("presenter.png"));
    QVERIFY(files.size() >= 6);
    for (const QString &file : files) {
        const QImage image(QDir(shots.path()).filePath(file));
        QVERIFY2(!image.isNull(), qPrintable(file));
        QVERIFY(image.width() >= 640 && image.height() >= 400);
        QSet<QRgb> colours;
        for (int y = 0; y < image.height() && colours.size() < 64; y += 7)
            for (int x = 0; x < image.width() && colours.size() < 64; x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() >= 16, qPrintable(file + ": nearly one flat colour"));
        QVERIFY(out.contains(file.toUtf8()));
    }
    // The simulation ran: the navigation section shows done tiles, i.e. the picture differs
    // from the welcome section's in the simulation area.
    const QImage a(QDir(shots.path()).filePath("01-how-to-use-01-welcome.png"));
    const QImage b(QDir(shots.path()).filePath("01-how-to-use-02-navigation.png"));
    QVERIFY(a != b);
    // Nothing was written to the user's settings by a screenshot run.
    QVERIFY(!QFile::exists(m_home.filePath("config/GPU Lab/gpulab.conf")));
}

QTEST_GUILESS_MAIN(TestGpulabCli)
#include "tst_gpulabcli.moc"
