// Paths kept inside a lesson folder (see folderpath.h).
#include "lessons/framework/folderpath.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace gpulab {

namespace {
bool inside(const QString &root, const QString &path)
{
    return path.startsWith(root.endsWith(QLatin1Char('/')) ? root : root + QLatin1Char('/'));
}
} // namespace

QString translationBeside(const QString &path, const QLocale &locale)
{
    if (path.isEmpty() || locale.language() == QLocale::English || locale.language() == QLocale::C)
        return {};
    const QFileInfo file(path);
    const QString name = locale.name();
    for (const QString &code : {name, name.section(QLatin1Char('_'), 0, 0)}) {
        const QString translated =
            file.dir().filePath(QStringLiteral("i18n/%1/%2").arg(code, file.fileName()));
        if (QFileInfo::exists(translated))
            return translated;
    }
    return {};
}

QString pathInsideFolder(const QString &folder, const QString &relative, QString *why)
{
    auto refuse = [&](const QString &reason) {
        if (why)
            *why = reason;
        return QString();
    };
    if (relative.isEmpty())
        return refuse(QStringLiteral("an empty path"));
    // No file system has such names; Qt's file functions only warn ("Broken filename").
    if (relative.contains(QChar(0)))
        return refuse(QStringLiteral("a path with a NUL character"));
    if (QDir::isAbsolutePath(relative) || relative.startsWith(QLatin1Char('~')))
        return refuse(QStringLiteral("\"%1\" is an absolute path; name a file inside the lesson "
                                     "folder")
                          .arg(relative));
    const QString root = QDir(folder).absolutePath();
    const QString path = QDir::cleanPath(QDir(root).filePath(relative));
    if (!inside(root, path))
        return refuse(QStringLiteral("\"%1\" leads outside the lesson folder").arg(relative));
    // Where links really lead: both sides canonical (the folder itself may be reached through
    // a link, which is fine).
    const QFileInfo info(path);
    if (info.exists()) {
        const QString canonicalRoot = QFileInfo(root).canonicalFilePath();
        const QString canonical = info.canonicalFilePath();
        if (canonicalRoot.isEmpty() || canonical.isEmpty() || !inside(canonicalRoot, canonical))
            return refuse(QStringLiteral("\"%1\" is a link that leads outside the lesson folder")
                              .arg(relative));
    }
    return path;
}

} // namespace gpulab
