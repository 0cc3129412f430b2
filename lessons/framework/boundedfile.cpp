// Bounded reads of the files a person hands GPU Lab (see boundedfile.h).
#include "lessons/framework/boundedfile.h"
#include "lessons/framework/failwith.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSaveFile>

#include <algorithm>

namespace gpulab {

std::optional<QByteArray> readBoundedFile(const QString &path, qint64 maxBytes, const QString &what,
                                          QString *why)
{
    const QFileInfo info(path);
    if (!info.exists())
        return failWith<std::optional<QByteArray>>(
            why, QCoreApplication::translate("BoundedFile",
                                             "the file cannot be read: there is no such file"));
    if (!info.isFile()) // a directory, a device such as /dev/zero, a FIFO, a socket
        return failWith<std::optional<QByteArray>>(
            why, QCoreApplication::translate("BoundedFile",
                                             "the file is not a regular file, so it cannot be %1")
                     .arg(what));
    if (info.size() > maxBytes)
        return failWith<std::optional<QByteArray>>(
            why, QCoreApplication::translate("BoundedFile", "the file is %1; %2 is at most %3")
                     .arg(QLocale().formattedDataSize(info.size()), what,
                          QLocale().formattedDataSize(maxBytes)));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return failWith<std::optional<QByteArray>>(
            why, QCoreApplication::translate("BoundedFile", "the file cannot be read: %1")
                     .arg(file.errorString()));
    // Into a buffer the size of the file, grown only if the file grew since (still bounded):
    // QIODevice::read(n) would allocate the whole bound, tens of MiB, for a file of a few KiB.
    QByteArray bytes(std::min(info.size(), maxBytes) + 1, Qt::Uninitialized);
    qint64 got = 0;
    for (;;) {
        const qint64 n = file.read(bytes.data() + got, bytes.size() - got);
        if (n <= 0)
            break;
        got += n;
        if (got == bytes.size()) {
            if (got > maxBytes)
                break;
            bytes.resize(std::min(2 * got, maxBytes + 1));
        }
    }
    bytes.resize(got);
    if (bytes.size() > maxBytes)
        return failWith<std::optional<QByteArray>>(
            why,
            QCoreApplication::translate("BoundedFile", "the file is over %1; %2 is at most that")
                .arg(QLocale().formattedDataSize(maxBytes), what));
    if (file.error() != QFileDevice::NoError)
        return failWith<std::optional<QByteArray>>(
            why, QCoreApplication::translate("BoundedFile", "the file cannot be read: %1")
                     .arg(file.errorString()));
    return bytes;
}

bool writeWholeFile(const QString &path, const QByteArray &bytes, QString *why)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (why)
            *why = file.errorString();
        return false; // QSaveFile's destructor removes the temporary file
    }
    return true;
}

} // namespace gpulab
