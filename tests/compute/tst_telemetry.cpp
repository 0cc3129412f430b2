// The telemetry reader (compute/telemetry.h) on fake /proc and /sys trees built here in a
// temporary folder: an AMD card, an Intel card, a CPU with RAPL, a RAPL counter that wraps,
// permission denied, garbage content, an empty tree, NVML absent; and on this machine's real /proc
// and /sys. Expected figures are computed by hand from the files written.
#include "compute/telemetry.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace gpulab::telemetry;

class TestTelemetry : public QObject
{
    Q_OBJECT

private slots:
    void pieces();
    void cpuUtilisationFromProcStat();
    void cpuFrequencyAndTemperature();
    void raplPower();
    void raplWrapAround();
    void raplPermissionDenied();
    void amdCard();
    void intelCard();
    void cardSaysLittle();
    void garbageContent();
    void emptyTree();
    void nvmlAbsent();
    void fakeNvml();
    void jsonShape();
    void realMachine();

private:
    QTemporaryDir m_dir;
    QString tree(const char *name);
    static void write(const QString &root, const QString &path, const QByteArray &text);
    static ReaderOptions options(const QString &root)
    {
        ReaderOptions o;
        o.root = root.toStdString();
        o.nvmlLibrary.clear();
        return o;
    }
};

QString TestTelemetry::tree(const char *name)
{
    const QString root = m_dir.filePath(QString::fromLatin1(name));
    QDir().mkpath(root);
    return root;
}

void TestTelemetry::write(const QString &root, const QString &path, const QByteArray &text)
{
    const QString file = root + path;
    QDir().mkpath(QFileInfo(file).absolutePath());
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
}

void TestTelemetry::pieces()
{
    QCOMPARE(parseCount("42\n").value(), 42u);
    QCOMPARE(parseCount("  7 ").value(), 7u);
    QVERIFY(!parseCount(""));
    QVERIFY(!parseCount("-3"));
    QVERIFY(!parseCount("12abc"));
    QVERIFY(!parseCount("99999999999999999999999"));
    QCOMPARE(currentDpmClock("0: 500Mhz \n1: 800Mhz *\n2: 1000Mhz \n").value(), 800.0);
    QVERIFY(!currentDpmClock("0: 500Mhz \n1: 800Mhz \n"));
    // 262143328850 is a typical max_energy_range_uj: 1000 uJ before the wrap, 500 after it.
    QCOMPARE(energyDelta(100, 350, 0).value(), 250u);
    QCOMPARE(energyDelta(262143327850ull, 500, 262143328850ull).value(), 1500u);
    QVERIFY(!energyDelta(1000, 10, 0));
    QCOMPARE(throttleReasonsText(0), std::string("none (running at the clock it is asked for)"));
    QCOMPARE(throttleReasonsText(0x4 | 0x20),
             std::string("power cap (software), thermal slowdown (software)"));
    // The reasons as codes, for a GUI to word in its own language.
    bool other = false;
    QVERIFY(clockEvents(0x4 | 0x20 | 0x1000, &other) ==
            (std::vector<ClockEvent>{ClockEvent::SwPowerCap, ClockEvent::SwThermal}));
    QVERIFY(other);
    QVERIFY(clockEvents(0, &other).empty() && !other);
    const FileText missing = readSmallFile(m_dir.filePath("nothing-here").toStdString());
    QVERIFY(!missing.ok);
    QCOMPARE(missing.reason, std::string("file missing"));
    // A bound: a big file gives its first bytes and says it was cut.
    const QString big = m_dir.filePath("big");
    write(QString(), big, QByteArray(10000, 'x'));
    const FileText cut = readSmallFile(big.toStdString(), 100);
    QVERIFY(cut.ok && cut.cut);
    QCOMPARE(cut.text.size(), std::size_t(100));
}

void TestTelemetry::cpuUtilisationFromProcStat()
{
    const QString root = tree("stat");
    // user nice system idle iowait irq softirq steal guest guest_nice
    write(root, "/proc/stat",
          "cpu  100 0 100 700 100 0 0 0 0 0\ncpu0 50 0 50 350 50 0 0 0 0 0\n"
          "cpu1 50 0 50 350 50 0 0 0 0 0\nintr 1 2 3\n");
    Reader reader(options(root));
    Sample first = reader.sample(10.0);
    QVERIFY(!first.cpu.utilisation.available);
    QVERIFY(QString::fromStdString(first.cpu.utilisation.reason).contains("second sample"));
    QCOMPARE(first.cpu.cores.size(), std::size_t(2));
    // +300 busy (user 200, system 100) and +100 idle over 400 jiffies: 75 %. cpu0 all busy
    // (+200 of 200), cpu1 +100 busy of 200: 50 %.
    write(root, "/proc/stat",
          "cpu  300 0 200 800 100 0 0 0 0 0\ncpu0 200 0 100 350 50 0 0 0 0 0\n"
          "cpu1 100 0 100 450 50 0 0 0 0 0\n");
    Sample second = reader.sample(11.0);
    QVERIFY(second.cpu.utilisation.available);
    QCOMPARE(second.cpu.utilisation.value, 75.0);
    QCOMPARE(second.cpu.utilisation.unit, std::string("%"));
    QVERIFY(QString::fromStdString(second.cpu.utilisation.source).endsWith("/proc/stat"));
    QCOMPARE(second.cpu.cores[0].utilisation.value, 100.0);
    QCOMPARE(second.cpu.cores[1].utilisation.value, 50.0);
    QCOMPARE(second.interval, 1.0);
    // Unchanged counters: no time passed, no figure.
    Sample third = reader.sample(12.0);
    QVERIFY(!third.cpu.utilisation.available);
    QCOMPARE(third.cpu.utilisation.why, Unavailable::CountersUnchanged);
}

void TestTelemetry::cpuFrequencyAndTemperature()
{
    const QString root = tree("cpufreq");
    write(root, "/sys/devices/system/cpu/cpu0/cpufreq/scaling_cur_freq", "2000000\n");
    write(root, "/sys/devices/system/cpu/cpu1/cpufreq/scaling_cur_freq", "3000000\n");
    write(root, "/sys/class/hwmon/hwmon0/name", "acpitz\n");
    write(root, "/sys/class/hwmon/hwmon0/temp1_input", "27800\n");
    write(root, "/sys/class/hwmon/hwmon3/name", "coretemp\n");
    write(root, "/sys/class/hwmon/hwmon3/temp1_input", "54000\n");
    write(root, "/sys/class/hwmon/hwmon3/temp1_label", "Package id 0\n");
    Reader reader(options(root));
    const Sample s = reader.sample(1.0);
    QVERIFY(s.cpu.frequency.available);
    QCOMPARE(s.cpu.frequency.value, 2500.0); // mean of 2000 and 3000 MHz
    QCOMPARE(s.cpu.frequency.unit, std::string("MHz"));
    QVERIFY(s.cpu.temperature.available);
    QCOMPARE(s.cpu.temperature.value, 54.0); // coretemp, not acpitz
    QCOMPARE(s.cpu.temperatureSensor, std::string("coretemp temp1 (Package id 0)"));

    // Without cpufreq or hwmon: /proc/cpuinfo and a thermal zone.
    const QString vm = tree("cpuinfo");
    write(vm, "/proc/cpuinfo",
          "processor\t: 0\ncpu MHz\t\t: 2100.500\n\nprocessor\t: 1\n"
          "cpu MHz\t\t: 2300.500\n");
    write(vm, "/sys/class/thermal/thermal_zone0/type", "acpitz\n");
    write(vm, "/sys/class/thermal/thermal_zone0/temp", "30000\n");
    write(vm, "/sys/class/thermal/thermal_zone1/type", "x86_pkg_temp\n");
    write(vm, "/sys/class/thermal/thermal_zone1/temp", "61500\n");
    Reader vmReader(options(vm));
    const Sample v = vmReader.sample(1.0);
    QCOMPARE(v.cpu.frequency.value, 2200.5);
    QVERIFY(QString::fromStdString(v.cpu.frequency.source).contains("cpuinfo"));
    QCOMPARE(v.cpu.temperature.value, 61.5);
    QCOMPARE(v.cpu.temperatureSensor, std::string("thermal_zone1 (x86_pkg_temp)"));
}

void TestTelemetry::raplPower()
{
    const QString root = tree("rapl");
    const QString pkg = "/sys/class/powercap/intel-rapl:0/";
    write(root, pkg + "name", "package-0\n");
    write(root, pkg + "max_energy_range_uj", "262143328850\n");
    write(root, pkg + "energy_uj", "1000000\n");
    // A subdomain (core) must not be added to the package it is part of.
    write(root, "/sys/class/powercap/intel-rapl:0:0/energy_uj", "5\n");
    Reader reader(options(root));
    const Sample first = reader.sample(100.0);
    QVERIFY(!first.cpu.power.available);
    QVERIFY(QString::fromStdString(first.cpu.power.reason).contains("second sample"));
    // 30 J in 2 s: 15 W.
    write(root, pkg + "energy_uj", "31000000\n");
    write(root, "/sys/class/powercap/intel-rapl:0:0/energy_uj", "999999999\n");
    const Sample second = reader.sample(102.0);
    QVERIFY(second.cpu.power.available);
    QCOMPARE(second.cpu.power.value, 15.0);
    QCOMPARE(second.cpu.power.unit, std::string("W"));
}

void TestTelemetry::raplWrapAround()
{
    const QString root = tree("raplwrap");
    const QString pkg = "/sys/class/powercap/intel-rapl:0/";
    write(root, pkg + "max_energy_range_uj", "262143328850\n");
    write(root, pkg + "energy_uj", "262133328850\n"); // 10 J before the wrap
    Reader reader(options(root));
    reader.sample(0.0);
    write(root, pkg + "energy_uj", "10000000\n"); // 10 J after it: 20 J in 4 s
    const Sample s = reader.sample(4.0);
    QVERIFY(s.cpu.power.available);
    QCOMPARE(s.cpu.power.value, 5.0);

    // Without the range, a counter that went back cannot be explained: no figure.
    QFile::remove(root + pkg + "max_energy_range_uj");
    write(root, pkg + "energy_uj", "5\n");
    const Sample t = reader.sample(5.0);
    QVERIFY(!t.cpu.power.available);
    QVERIFY(QString::fromStdString(t.cpu.power.reason).contains("went back"));
    QCOMPARE(t.cpu.power.why, Unavailable::EnergyCounterWentBack);
    QVERIFY(QString::fromStdString(t.cpu.power.detail).endsWith("energy_uj"));
}

void TestTelemetry::raplPermissionDenied()
{
    if (::geteuid() == 0)
        QSKIP("running as root: chmod 000 does not stop root from reading");
    const QString root = tree("raplroot");
    const QString file = root + "/sys/class/powercap/intel-rapl:0/energy_uj";
    write(root, "/sys/class/powercap/intel-rapl:0/energy_uj", "1000\n");
    QVERIFY(::chmod(file.toLocal8Bit().constData(), 0) == 0);
    Reader reader(options(root));
    reader.sample(0.0);
    const Sample s = reader.sample(1.0);
    QVERIFY(!s.cpu.power.available);
    const QString reason = QString::fromStdString(s.cpu.power.reason);
    QVERIFY2(reason.contains("permission denied") && reason.contains("root only"),
             qPrintable(reason));
    QCOMPARE(s.cpu.power.why, Unavailable::RaplRootOnly);
    QCOMPARE(QString::fromStdString(s.cpu.power.detail), file);
    ::chmod(file.toLocal8Bit().constData(), 0644);
}

void TestTelemetry::amdCard()
{
    const QString root = tree("amd");
    const QString dev = "/sys/class/drm/card0/device/";
    write(root, dev + "vendor", "0x1002\n");
    write(root, dev + "uevent", "DRIVER=amdgpu\nPCI_CLASS=30000\n");
    write(root, dev + "gpu_busy_percent", "37\n");
    write(root, dev + "mem_info_vram_used", "1073741824\n");  // 1024 MiB
    write(root, dev + "mem_info_vram_total", "8589934592\n"); // 8192 MiB
    write(root, dev + "pp_dpm_sclk", "0: 500Mhz \n1: 1800Mhz *\n2: 2400Mhz \n");
    write(root, dev + "pp_dpm_mclk", "0: 96Mhz \n1: 1000Mhz *\n");
    write(root, dev + "hwmon/hwmon2/temp1_input", "65000\n");
    write(root, dev + "hwmon/hwmon2/power1_average", "150000000\n"); // 150 W
    write(root, dev + "hwmon/hwmon2/power1_cap", "200000000\n");     // 200 W
    // A connector is not a card.
    write(root, "/sys/class/drm/card0-DP-1/status", "disconnected\n");
    Reader reader(options(root));
    const Sample s = reader.sample(1.0);
    QCOMPARE(s.gpus.size(), std::size_t(1));
    const GpuReading &g = s.gpus[0];
    QCOMPARE(g.vendor, std::string("AMD"));
    QCOMPARE(g.driver, std::string("amdgpu"));
    QCOMPARE(g.utilisation.value, 37.0);
    QCOMPARE(g.memoryUsed.value, 1024.0);
    QCOMPARE(g.memoryTotal.value, 8192.0);
    QCOMPARE(g.memoryTotal.unit, std::string("MiB"));
    QCOMPARE(g.coreClock.value, 1800.0);
    QCOMPARE(g.memoryClock.value, 1000.0);
    QCOMPARE(g.temperature.value, 65.0);
    QCOMPARE(g.temperature.unit, std::string("°C"));
    QCOMPARE(g.power.value, 150.0);
    QVERIFY(QString::fromStdString(g.power.source).endsWith("power1_average"));
    QCOMPARE(g.powerLimit.value, 200.0);
    QVERIFY(!g.throttleMask.available && !g.throttleMask.reason.empty());
    QCOMPARE(g.throttleMask.why, Unavailable::NotInSysfs);
    QCOMPARE(g.throttleMask.detail, std::string("amdgpu"));
    QVERIFY(s.gpuNote.empty());
}

void TestTelemetry::intelCard()
{
    const QString root = tree("intel");
    const QString card = "/sys/class/drm/card1/";
    write(root, card + "device/vendor", "0x8086\n");
    write(root, card + "device/uevent", "DRIVER=i915\n");
    write(root, card + "gt_cur_freq_mhz", "1300\n");
    write(root, card + "device/hwmon/hwmon5/energy1_input", "2000000\n");
    write(root, card + "device/hwmon/hwmon5/power1_max", "55000000\n");
    Reader reader(options(root));
    const Sample first = reader.sample(10.0);
    QCOMPARE(first.gpus.size(), std::size_t(1));
    QCOMPARE(first.gpus[0].vendor, std::string("Intel"));
    QCOMPARE(first.gpus[0].coreClock.value, 1300.0);
    QVERIFY(!first.gpus[0].power.available); // an energy counter needs two samples
    QCOMPARE(first.gpus[0].powerLimit.value, 55.0);
    QVERIFY(!first.gpus[0].utilisation.available);
    QVERIFY(QString::fromStdString(first.gpus[0].utilisation.reason).contains("busy"));
    QVERIFY(!first.gpus[0].temperature.available);
    QCOMPARE(first.gpus[0].temperature.reason.rfind("file missing", 0), 0u);
    // 12 J in 0.5 s: 24 W.
    write(root, card + "device/hwmon/hwmon5/energy1_input", "14000000\n");
    const Sample second = reader.sample(10.5);
    QVERIFY(second.gpus[0].power.available);
    QCOMPARE(second.gpus[0].power.value, 24.0);
}

void TestTelemetry::cardSaysLittle()
{
    // A card folder with neither vendor nor driver: listed, and what it does not say is left
    // empty for the reader to word in its own language (never English words in the data).
    const QString root = tree("bare");
    write(root, "/sys/class/drm/card2/device/device", "0x1234\n");
    Reader reader(options(root));
    const Sample s = reader.sample(1.0);
    QCOMPARE(s.gpus.size(), std::size_t(1));
    QCOMPARE(s.gpus[0].name, std::string("card2"));
    QVERIFY(s.gpus[0].vendor.empty());
    QVERIFY(s.gpus[0].driver.empty());
    QCOMPARE(s.gpus[0].where, (root + "/sys/class/drm/card2/device").toStdString());
}

void TestTelemetry::garbageContent()
{
    const QString root = tree("garbage");
    write(root, "/proc/stat", "cpu  hello world\n\x01\x02\xff");
    write(root, "/proc/cpuinfo", "cpu MHz : fast\n");
    write(root, "/sys/class/hwmon/hwmon0/name", "k10temp\n");
    write(root, "/sys/class/hwmon/hwmon0/temp1_input", "-?-\n");
    write(root, "/sys/class/powercap/intel-rapl:0/energy_uj", "NaN\n");
    const QString dev = "/sys/class/drm/card0/device/";
    write(root, dev + "vendor", "0x1002\n");
    write(root, dev + "uevent", "DRIVER=amdgpu\n");
    write(root, dev + "gpu_busy_percent", "250\n");                   // not a percentage
    write(root, dev + "mem_info_vram_used", QByteArray(100000, '9')); // huge, cut
    write(root, dev + "pp_dpm_sclk", "garbage\n");
    write(root, dev + "hwmon/hwmon1/temp1_input", "1e9\n");
    Reader reader(options(root));
    for (double t : {1.0, 2.0}) {
        const Sample s = reader.sample(t);
        QVERIFY(!s.cpu.utilisation.available);
        QVERIFY(QString::fromStdString(s.cpu.utilisation.reason).contains("malformed"));
        QVERIFY(!s.cpu.frequency.available);
        QVERIFY(!s.cpu.temperature.available);
        QVERIFY(QString::fromStdString(s.cpu.temperature.reason).contains("malformed"));
        QVERIFY(!s.cpu.power.available);
        QVERIFY(QString::fromStdString(s.cpu.power.reason).contains("malformed"));
        QCOMPARE(s.gpus.size(), std::size_t(1));
        const GpuReading &g = s.gpus[0];
        QVERIFY(!g.utilisation.available);
        QVERIFY(QString::fromStdString(g.utilisation.reason).contains("implausible"));
        QVERIFY(!g.memoryUsed.available);
        QVERIFY(!g.coreClock.available);
        QVERIFY(!g.temperature.available);
        QVERIFY(!g.memoryTotal.available);
        QCOMPARE(g.memoryTotal.reason, std::string("file missing"));
    }
}

void TestTelemetry::emptyTree()
{
    const QString root = tree("empty");
    Reader reader(options(root));
    for (double t : {1.0, 2.0}) {
        const Sample s = reader.sample(t);
        for (const Figure *f :
             {&s.cpu.utilisation, &s.cpu.frequency, &s.cpu.temperature, &s.cpu.power}) {
            QVERIFY(!f->available);
            QVERIFY(!f->reason.empty());
        }
        QCOMPARE(s.cpu.utilisation.reason, std::string("file missing"));
        // Each common reason has a code and the path it names, for a GUI to word in its
        // language (compute/ is not Qt: its reasons are English).
        QCOMPARE(s.cpu.utilisation.why, Unavailable::FileMissing);
        QCOMPARE(QString::fromStdString(s.cpu.utilisation.detail), root + "/proc/stat");
        QCOMPARE(s.cpu.frequency.why, Unavailable::NoCpuFrequency);
        QCOMPARE(s.cpu.temperature.why, Unavailable::NoCpuTemperatureSensor);
        QCOMPARE(s.cpu.power.why, Unavailable::NoRaplCounter);
        QCOMPARE(QString::fromStdString(s.cpu.power.detail), root + "/sys/class/powercap");
        QVERIFY(s.gpus.empty());
        QVERIFY(QString::fromStdString(s.gpuNote).contains("missing"));
        QCOMPARE(s.gpuNoteWhy, Unavailable::NoDrm);
        QCOMPARE(QString::fromStdString(s.gpuNoteDetail), root + "/sys/class/drm");
    }
}

void TestTelemetry::nvmlAbsent()
{
    ReaderOptions o = options(tree("nonvml"));
    o.nvmlLibrary = m_dir.filePath("no-such-libnvidia-ml.so.1").toStdString();
    Reader reader(o);
    const Sample s = reader.sample(1.0);
    QCOMPARE(s.nvml, std::string("NVML not found (no NVIDIA driver)"));
    QCOMPARE(s.nvmlWhy, Unavailable::NvmlNotFound);
    QVERIFY(QString::fromStdString(s.gpuNote).contains("NVML not found"));
    // An NVIDIA card in sysfs without NVML: listed, every figure unavailable with the reason.
    write(QString::fromStdString(o.root), "/sys/class/drm/card0/device/vendor", "0x10de\n");
    const Sample t = reader.sample(2.0);
    QCOMPARE(t.gpus.size(), std::size_t(1));
    QCOMPARE(t.gpus[0].vendor, std::string("NVIDIA"));
    QVERIFY(!t.gpus[0].power.available);
    QVERIFY(QString::fromStdString(t.gpus[0].power.reason).contains("NVML not found"));
    QCOMPARE(t.gpus[0].power.why, Unavailable::NvidiaNeedsNvml);
    // A library that is not NVML.
    o.nvmlLibrary = "libc.so.6";
    Reader notNvml(o);
    const Sample libc = notNvml.sample(1.0);
    QVERIFY(QString::fromStdString(libc.nvml).contains("lacks nvmlInit_v2"));
    QCOMPARE(libc.nvmlWhy, Unavailable::NvmlIncomplete);
    QCOMPARE(libc.nvmlDetail, std::string("libc.so.6"));
}

void TestTelemetry::fakeNvml()
{
    ReaderOptions o = options(tree("fakenvml"));
    o.nvmlLibrary = GPULAB_FAKE_NVML;
    Reader reader(o);
    const Sample s = reader.sample(1.0);
    QCOMPARE(s.nvml, std::string("NVML (driver 999.1): 1 device(s)"));
    QCOMPARE(s.nvmlDetail, std::string("999.1")); // for a GUI to word
    QCOMPARE(s.nvmlDevices, 1);
    QCOMPARE(s.gpus.size(), std::size_t(1));
    const GpuReading &g = s.gpus[0];
    QCOMPARE(g.name, std::string("Fake GPU"));
    QCOMPARE(g.vendor, std::string("NVIDIA"));
    QCOMPARE(g.utilisation.value, 87.0);
    QCOMPARE(g.utilisation.source, std::string("nvmlDeviceGetUtilizationRates"));
    QCOMPARE(g.memoryUsed.value, 20480.0); // 20 GiB in MiB
    QCOMPARE(g.memoryTotal.value, 81920.0);
    QCOMPARE(g.coreClock.value, 1755.0);
    QVERIFY(!g.memoryClock.available); // the fake says NVML_ERROR_NOT_SUPPORTED
    QVERIFY(QString::fromStdString(g.memoryClock.reason).contains("not supported"));
    QCOMPARE(g.memoryClock.why, Unavailable::NvmlNotSupported);
    QCOMPARE(g.memoryClock.detail, std::string("nvmlDeviceGetClockInfo"));
    QCOMPARE(g.temperature.value, 71.0);
    QCOMPARE(g.power.value, 652.5); // 652,500 mW
    QCOMPARE(g.powerLimit.value, 700.0);
    QCOMPARE(g.throttleMask.value, 4.0);
    QCOMPARE(g.throttleText, std::string("power cap (software)"));
    QVERIFY(s.gpuNote.empty());
    // An NVIDIA card in sysfs beside NVML is not listed twice.
    write(QString::fromStdString(o.root), "/sys/class/drm/card0/device/vendor", "0x10de\n");
    QCOMPARE(reader.sample(2.0).gpus.size(), std::size_t(1));
}

void TestTelemetry::jsonShape()
{
    const QString root = tree("json");
    write(root, "/proc/stat", "cpu  1 0 1 8 0 0 0 0 0 0\ncpu0 1 0 1 8 0 0 0 0 0 0\n");
    Reader reader(options(root));
    reader.sample(0.0);
    write(root, "/proc/stat", "cpu  3 0 2 15 0 0 0 0 0 0\ncpu0 3 0 2 15 0 0 0 0 0 0\n");
    const Sample s = reader.sample(1.0);
    QJsonParseError error;
    const QJsonDocument doc =
        QJsonDocument::fromJson(QByteArray::fromStdString(sampleJson(s)), &error);
    QVERIFY2(!doc.isNull(), qPrintable(error.errorString()));
    const QJsonObject cpu = doc.object()["cpu"].toObject();
    QCOMPARE(cpu["utilisation"].toObject()["value"].toDouble(), 30.0); // 3 busy of 10
    QCOMPARE(cpu["utilisation"].toObject()["unit"].toString(), QString("%"));
    QVERIFY(cpu["power"].toObject()["value"].isNull());
    QVERIFY(!cpu["power"].toObject()["reason"].toString().isEmpty());
    QCOMPARE(cpu["cores"].toArray().size(), 1);
    QVERIFY(doc.object()["gpus"].isArray());
}

void TestTelemetry::realMachine()
{
    Reader reader; // "/" and the real NVML name
    reader.sample();
    QTest::qWait(200);
    const Sample s = reader.sample();
    // Linux always has /proc/stat: CPU utilisation must be a figure.
    QVERIFY2(s.cpu.utilisation.available, s.cpu.utilisation.reason.c_str());
    QVERIFY(s.cpu.utilisation.value >= 0 && s.cpu.utilisation.value <= 100);
    QVERIFY(!s.cpu.cores.empty());
    // Everything else: a figure, or a reason.
    for (const Figure *f : {&s.cpu.frequency, &s.cpu.temperature, &s.cpu.power})
        QVERIFY(f->available || !f->reason.empty());
    for (const GpuReading &g : s.gpus)
        for (const Figure *f :
             {&g.utilisation, &g.memoryUsed, &g.coreClock, &g.temperature, &g.power, &g.powerLimit})
            QVERIFY(f->available || !f->reason.empty());
    QVERIFY(!s.gpus.empty() || !s.gpuNote.empty());
    QVERIFY(!s.nvml.empty());
    qInfo("CPU %.1f %%, frequency %s, temperature %s, power %s; GPUs %d (%s); %s",
          s.cpu.utilisation.value,
          s.cpu.frequency.available ? "read" : s.cpu.frequency.reason.c_str(),
          s.cpu.temperature.available ? "read" : s.cpu.temperature.reason.c_str(),
          s.cpu.power.available ? "read" : s.cpu.power.reason.c_str(), int(s.gpus.size()),
          s.gpuNote.c_str(), s.nvml.c_str());
}

QTEST_GUILESS_MAIN(TestTelemetry)
#include "tst_telemetry.moc"
