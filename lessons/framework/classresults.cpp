// Reading a class's sessions (see classresults.h).
#include "lessons/framework/classresults.h"

#include "lessons/framework/boundedfile.h"
#include "lessons/framework/csvwriter.h"

#include "compute/cancel.h"
#include "compute/roofline.h"
#include "compute/variants.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <set>

namespace gpulab {

namespace {

// Its sentences' translation context (a class, so that lupdate finds its tr() calls).
class ClassText
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::ClassResults)
};

bool nameLess(const QString &a, const QString &b)
{
    const int order = QString::compare(a, b, Qt::CaseInsensitive);
    return order != 0 ? order < 0 : a < b;
}

bool hasResults(const LabSession &s)
{
    return !s.race.empty() || !s.ladder.empty() || !s.scaling.empty() || !s.roofline.empty() ||
           s.roofs.peakGflops > 0;
}

// The loader's "PATH:LINE: message" with the path as the folder names it.
QString relativeMessage(QString message, const QString &path, const QString &name)
{
    if (message.startsWith(path))
        message.replace(0, path.size(), name);
    return message;
}

QString number(double value)
{
    return QString::number(value, 'g', 6);
}

} // namespace

QString ClassFile::reason() const
{
    switch (why) {
    case Why::None: break;
    case Why::NotJsonName:
        return ClassText::tr("%1: not a .json file, so not a GPU Lab session").arg(name);
    case Why::Unreadable: return QStringLiteral("%1: %2").arg(name, detail);
    case Why::NoFormat:
        return ClassText::tr("%1: JSON, but not a GPU Lab session (it has no \"format\")")
            .arg(name);
    case Why::OtherFormat:
        return ClassText::tr("%1: JSON, but not a GPU Lab session (its \"format\" is \"%2\")")
            .arg(name, detail);
    case Why::NotJson: return ClassText::tr("%1: not JSON, so not a GPU Lab session").arg(name);
    case Why::BadSession: {
        QString error;
        parseLabSession(bytes, path, &error);
        return relativeMessage(error, path, name);
    }
    case Why::SameFile: return ClassText::tr("%1: the same file as %2").arg(name, detail);
    case Why::SameSession:
        return ClassText::tr(
                   "%1: the same session as %2 (the same device, saved at the same moment)")
            .arg(name, detail);
    case Why::NoResults:
        return ClassText::tr("%1: a session without results (saved before anything was measured)")
            .arg(name);
    }
    return {};
}

QString ClassResults::studentFromName(const QString &relativeName)
{
    // Moodle: "Full Name_<participant id>_assignsubmission_file_<original name>", as the file's
    // name or as the folder that holds it.
    static const QRegularExpression moodle(QStringLiteral("^(.+?)_\\d+_assignsubmission_"));
    const QString first = relativeName.section(QLatin1Char('/'), 0, 0);
    if (const auto match = moodle.match(first); match.hasMatch())
        return match.captured(1).trimmed();
    QString name = relativeName;
    if (name.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        name.chop(5);
    return name;
}

QString ClassResults::kindName(ClassFile::Kind kind)
{
    switch (kind) {
    case ClassFile::Kind::Ok: return ClassText::tr("ok");
    case ClassFile::Kind::Empty: return ClassText::tr("empty");
    case ClassFile::Kind::Duplicate: return ClassText::tr("duplicate");
    case ClassFile::Kind::Foreign: return ClassText::tr("not a session");
    case ClassFile::Kind::Bad: return ClassText::tr("cannot be read");
    }
    return {};
}

QStringList ClassResults::listFolder(const QString &folder)
{
    QStringList paths;
    int looked = 0;
    const auto hidden = [](const QString &name) {
        return name.startsWith(QLatin1Char('.')) || name == QLatin1String("__MACOSX");
    };
    QDirIterator top(folder, QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden);
    while (top.hasNext() && looked < classlimit::kMaxListed) {
        top.next();
        ++looked;
        const QFileInfo info = top.fileInfo();
        if (hidden(info.fileName()))
            continue;
        if (!info.isDir()) {
            paths << info.filePath();
            continue;
        }
        QDirIterator inner(info.filePath(), QDir::Files | QDir::NoDotAndDotDot | QDir::Hidden);
        while (inner.hasNext() && looked < classlimit::kMaxListed) {
            inner.next();
            ++looked;
            if (!hidden(inner.fileName()))
                paths << inner.filePath();
        }
    }
    std::sort(paths.begin(), paths.end(), nameLess);
    return paths;
}

ClassResults ClassResults::loadFolder(const QString &folder, const CancelToken *cancel,
                                      const Progress &progress)
{
    return load(folder, listFolder(folder), cancel, progress);
}

ClassResults ClassResults::load(const QString &folder, const QStringList &unsorted,
                                const CancelToken *cancel, const Progress &progress)
{
    ClassResults out;
    out.folder = folder;
    QStringList paths = unsorted;
    std::sort(paths.begin(), paths.end(), nameLess);
    const QDir dir(folder);
    const int total = int(std::min<qsizetype>(paths.size(), classlimit::kMaxFiles));
    out.notRead = int(paths.size()) - total;
    qint64 bytesRead = 0;
    std::map<QByteArray, int> byHash; // SHA-256 -> first file
    std::map<QString, int> bySave;    // device + saved time -> first file
    for (int i = 0; i < total; ++i) {
        if (progress)
            progress(i, total);
        if (cancel && cancel->cancelled()) {
            out.cancelled = true;
            break;
        }
        ClassFile file;
        file.path = paths.at(i);
        file.name =
            folder.isEmpty() ? QFileInfo(file.path).fileName() : dir.relativeFilePath(file.path);
        file.student = studentFromName(file.name);
        if (!file.name.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
            file.kind = ClassFile::Kind::Foreign;
            file.why = ClassFile::Why::NotJsonName;
            out.files.push_back(std::move(file));
            continue;
        }
        const qint64 size = QFileInfo(file.path).size();
        if (bytesRead + std::min(size, filelimit::kSession) > classlimit::kMaxTotalBytes) {
            out.notRead += total - i;
            break;
        }
        QString why;
        const std::optional<QByteArray> bytes =
            readBoundedFile(file.path, filelimit::kSession, ClassText::tr("a saved session"), &why);
        if (!bytes) {
            file.kind = ClassFile::Kind::Bad;
            file.why = ClassFile::Why::Unreadable;
            file.detail = why;
            out.files.push_back(std::move(file));
            continue;
        }
        bytesRead += bytes->size();
        QJsonParseError parse;
        const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parse);
        const bool namesFormat = bytes->contains("\"gpulab-lab-session\"");
        if (parse.error == QJsonParseError::NoError &&
            (!doc.isObject() || doc.object().value(QStringLiteral("format")).toString() !=
                                    QLatin1String("gpulab-lab-session"))) {
            file.kind = ClassFile::Kind::Foreign;
            file.detail = doc.object().value(QStringLiteral("format")).toString().left(64);
            file.why =
                file.detail.isEmpty() ? ClassFile::Why::NoFormat : ClassFile::Why::OtherFormat;
            out.files.push_back(std::move(file));
            continue;
        }
        if (parse.error != QJsonParseError::NoError && !namesFormat) {
            file.kind = ClassFile::Kind::Foreign;
            file.why = ClassFile::Why::NotJson;
            out.files.push_back(std::move(file));
            continue;
        }
        QString error;
        file.session = parseLabSession(*bytes, file.path, &error);
        if (!file.session) {
            file.kind = ClassFile::Kind::Bad;
            file.why = ClassFile::Why::BadSession;
            file.bytes = *bytes;
            out.files.push_back(std::move(file));
            continue;
        }
        const int index = int(out.files.size());
        const QByteArray hash = QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256);
        const QString save = file.session->saved.isValid()
                                 ? file.session->device + QLatin1Char('\n') +
                                       file.session->saved.toUTC().toString(Qt::ISODateWithMs)
                                 : QString();
        if (const auto same = byHash.find(hash); same != byHash.end()) {
            file.kind = ClassFile::Kind::Duplicate;
            file.why = ClassFile::Why::SameFile;
            file.detail = out.files[size_t(same->second)].name;
        } else if (const auto again = save.isEmpty() ? bySave.end() : bySave.find(save);
                   again != bySave.end()) {
            file.kind = ClassFile::Kind::Duplicate;
            file.why = ClassFile::Why::SameSession;
            file.detail = out.files[size_t(again->second)].name;
        } else if (!hasResults(*file.session)) {
            file.kind = ClassFile::Kind::Empty;
            file.why = ClassFile::Why::NoResults;
        } else {
            file.kind = ClassFile::Kind::Ok;
        }
        byHash.emplace(hash, index); // a copy of a duplicate names the file it copies
        if (!save.isEmpty())
            bySave.emplace(save, index);
        if (file.kind != ClassFile::Kind::Ok && file.kind != ClassFile::Kind::Empty)
            file.session.reset();
        out.files.push_back(std::move(file));
    }
    if (progress && !out.cancelled)
        progress(total, total);
    return out;
}

int ClassResults::count(ClassFile::Kind kind) const
{
    return int(std::count_if(files.begin(), files.end(),
                             [kind](const ClassFile &f) { return f.kind == kind; }));
}

std::vector<int> ClassResults::okFiles() const
{
    std::vector<int> out;
    for (size_t i = 0; i < files.size(); ++i)
        if (files[i].kind == ClassFile::Kind::Ok)
            out.push_back(int(i));
    return out;
}

std::vector<int> ClassResults::skippedFiles() const
{
    std::vector<int> out;
    for (size_t i = 0; i < files.size(); ++i)
        if (files[i].kind != ClassFile::Kind::Ok)
            out.push_back(int(i));
    return out;
}

QString ClassResults::cpuModel(const LabSession &session)
{
    return session.provenance.value(QStringLiteral("cpu_model")).toString().trimmed();
}

bool ClassResults::cpuDevice(const LabSession &session)
{
    const QJsonArray devices = session.provenance.value(QStringLiteral("devices")).toArray();
    if (!devices.isEmpty())
        return devices.first().toObject().value(QStringLiteral("type")).toString() ==
               QLatin1String("CPU");
    if (!session.provenance.isEmpty())
        return true; // measured without an OpenCL device: the CPU's rungs only
    return session.device.contains(QLatin1String("cpu"), Qt::CaseInsensitive) ||
           session.device.contains(QLatin1String("pthread"), Qt::CaseInsensitive);
}

std::map<QString, RungFigure> ClassResults::rungFigures(const LabSession &session)
{
    std::map<QString, RungFigure> out;
    const auto take = [&out](const std::vector<BenchResult> &results) {
        std::map<QString, RungFigure> found;
        for (const BenchResult &r : results) {
            if (r.status != BenchResult::Status::Ok)
                continue;
            RungFigure &figure = found[QString::fromStdString(r.variant)];
            if (r.n >= figure.n)
                figure = {r.gflops, r.speedupVsSerial, r.n};
        }
        for (const auto &[variant, figure] : found)
            out.emplace(variant, figure); // the ladder's, where it has one
    };
    take(session.ladder);
    take(session.race);
    return out;
}

BenchResult ClassResults::best(const LabSession &session)
{
    BenchResult best;
    best.gflops = 0;
    for (const auto *list : {&session.race, &session.ladder, &session.scaling, &session.roofline})
        for (const BenchResult &r : *list)
            if (r.status == BenchResult::Status::Ok && r.gflops > best.gflops)
                best = r;
    return best;
}

std::vector<QString> ClassResults::rungs() const
{
    std::set<QString> measured;
    for (int i : okFiles())
        for (const auto &[variant, figure] : rungFigures(*files[size_t(i)].session))
            measured.insert(variant);
    std::vector<QString> out;
    for (const VariantInfo &info : variantCatalog()) {
        const QString id = QString::fromUtf8(info.id.data(), int(info.id.size()));
        if (measured.erase(id))
            out.push_back(id);
    }
    out.insert(out.end(), measured.begin(), measured.end()); // std::set: alphabetical
    return out;
}

std::vector<ClassKernelPoint> ClassResults::kernelPoints() const
{
    std::vector<ClassKernelPoint> out;
    for (int i : okFiles()) {
        const LabSession &s = *files[size_t(i)].session;
        const bool cpu = cpuDevice(s);
        for (const BenchResult &r : s.roofline) {
            const double ai = designArithmeticIntensity(r.variant, cpu);
            if (r.status != BenchResult::Status::Ok || ai <= 0 || r.gflops <= 0)
                continue;
            out.push_back({i, QString::fromStdString(r.variant), ai, r.gflops});
        }
    }
    return out;
}

QString ClassResults::csv() const
{
    const std::vector<QString> columns = rungs();
    QStringList header{QStringLiteral("student"),         QStringLiteral("file"),
                       QStringLiteral("device"),          QStringLiteral("cpu"),
                       QStringLiteral("saved_utc"),       QStringLiteral("best_gflops"),
                       QStringLiteral("best_variant"),    QStringLiteral("best_n"),
                       QStringLiteral("memory_roof_gbs"), QStringLiteral("peak_roof_gflops")};
    for (const QString &rung : columns)
        header << rung + QStringLiteral("_speedup") << rung + QStringLiteral("_gflops");
    QString out = csv::record(header);
    for (int i : okFiles()) {
        const ClassFile &file = files[size_t(i)];
        const LabSession &s = *file.session;
        const BenchResult top = best(s);
        QStringList row{file.student,
                        file.name,
                        s.device,
                        cpuModel(s),
                        s.saved.isValid() ? s.saved.toUTC().toString(Qt::ISODate) : QString(),
                        top.gflops > 0 ? number(top.gflops) : QString(),
                        QString::fromStdString(top.variant),
                        top.gflops > 0 ? QString::number(top.n) : QString(),
                        s.roofs.peakGflops > 0 ? number(s.roofs.bandwidthGBs) : QString(),
                        s.roofs.peakGflops > 0 ? number(s.roofs.peakGflops) : QString()};
        const auto figures = rungFigures(s);
        for (const QString &rung : columns) {
            const auto found = figures.find(rung);
            if (found == figures.end()) {
                row << QString() << QString();
                continue;
            }
            row << (found->second.speedup >= 0 ? number(found->second.speedup) : QString())
                << number(found->second.gflops);
        }
        out += csv::record(row);
    }
    return out;
}

} // namespace gpulab
