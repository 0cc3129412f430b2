// gpulab-render-icons: renders the GPU Lab application icon (an SVG) to PNGs
// and, optionally, to a Windows .ico.
//
//   gpulab-render-icons [--ico FILE] SVG OUTDIR SIZE...
//
// Writes OUTDIR/<SIZE>x<SIZE>.png for every SIZE (an integer in 8..1024),
// antialiased, 32-bit ARGB on a transparent background; OUTDIR is created if
// missing. With --ico FILE it also writes a .ico holding 16, 24, 32, 48, 64
// and 256 px images. That needs Qt's "ico" image writer plugin (qico), which
// writes one image per file, so the entries are merged here; the 256 px entry
// is stored as PNG, as Windows has expected since Vista.
//
// Exit status: 0 done; 1 error ("gpulab-render-icons: <reason>" on stderr);
// 2 usage error. Needs only QtGui and QtSvg and runs headless: it uses the
// "offscreen" platform unless QT_QPA_PLATFORM says otherwise.

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImageWriter>
#include <QPainter>
#include <QSaveFile>
#include <QSvgRenderer>
#include <QTextStream>
#include <QtEndian>

static int fail(const QString &reason)
{
    QTextStream(stderr) << "gpulab-render-icons: " << reason << Qt::endl;
    return 1;
}

static int usage(bool asked = false)
{
    QTextStream(asked ? stdout : stderr)
        << "usage: gpulab-render-icons [--ico FILE] SVG OUTDIR SIZE...\n"
           "  e.g. gpulab-render-icons gpulab.svg icons 16 22 24 32 48 64 128 256 512"
        << Qt::endl;
    return asked ? 0 : 2;
}

// The whole SVG, scaled into a transparent size x size ARGB image.
static QImage render(QSvgRenderer &svg, int size)
{
    QImage image(size, size, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    svg.render(&painter, QRectF(0, 0, size, size));
    return image;
}

// An .ico is a 6-byte header, a 16-byte directory entry per image, then the
// images. The BMP entries come from single-image files written by qico.
static QString writeIco(QSvgRenderer &svg, const QString &path)
{
    const QList<int> sizes{16, 24, 32, 48, 64, 256};
    QByteArray header(6, '\0'), entries, images;
    header[2] = 1; // type: icon
    header[4] = char(sizes.size());
    for (int size : sizes) {
        QByteArray bytes, entry(16, '\0');
        QBuffer buffer(&bytes);
        QImageWriter writer(&buffer, size == 256 ? "png" : "ico");
        if (!writer.write(render(svg, size)))
            return writer.errorString();
        if (size == 256) { // width and height 0 mean 256; 1 plane, 32 bits
            entry[4] = 1;
            entry[6] = 32;
        } else { // keep qico's entry and cut its image out of the file
            entry = bytes.mid(6, 16);
            const auto *e = reinterpret_cast<const uchar *>(entry.constData());
            bytes =
                bytes.mid(qFromLittleEndian<quint32>(e + 12), qFromLittleEndian<quint32>(e + 8));
        }
        qToLittleEndian(quint32(bytes.size()), entry.data() + 8);
        qToLittleEndian(quint32(6 + 16 * sizes.size() + images.size()), entry.data() + 12);
        entries += entry;
        images += bytes;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(header + entries + images) < 0 ||
        !file.commit())
        return file.errorString();
    return {};
}

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);

    QStringList args = app.arguments().mid(1);
    QString icoFile;
    for (qsizetype i = 0; i < args.size();) {
        if (args[i] == "-h" || args[i] == "--help")
            return usage(true);
        if (args[i] == "--ico" && i + 1 < args.size() && icoFile.isEmpty()) {
            icoFile = args.takeAt(i + 1);
            args.removeAt(i);
        } else if (args[i].startsWith("--")) {
            return usage();
        } else {
            ++i;
        }
    }
    if (args.size() < 3)
        return usage();
    const QString svgPath = args.takeFirst(), outDir = args.takeFirst();

    QList<int> sizes;
    for (const QString &arg : args) {
        bool ok = false;
        sizes << arg.toInt(&ok);
        if (!ok || sizes.last() < 8 || sizes.last() > 1024)
            return fail(QString("invalid size '%1' (expected an integer in 8..1024)").arg(arg));
    }
    if (!QFileInfo(svgPath).isFile())
        return fail("SVG file not found: " + svgPath);
    QSvgRenderer svg(svgPath);
    if (!svg.isValid())
        return fail("invalid SVG: " + svgPath);
    // Checked before anything is written, so a missing plugin leaves no half output.
    if (!icoFile.isEmpty() && !QImageWriter::supportedImageFormats().contains("ico"))
        return fail("cannot write " + icoFile +
                    ": Qt's \"ico\" image writer plugin (qico) "
                    "is not installed (Debian: libqt6gui6); leave out --ico");
    if (!QDir().mkpath(outDir))
        return fail("cannot create output directory: " + outDir);

    for (int size : sizes) {
        const QString path = QDir(outDir).filePath(QString("%1x%1.png").arg(size));
        QImageWriter writer(path, "png");
        if (!writer.write(render(svg, size)))
            return fail(QString("cannot write %1: %2").arg(path, writer.errorString()));
    }
    if (!icoFile.isEmpty()) {
        if (const QString error = writeIco(svg, icoFile); !error.isEmpty())
            return fail(QString("cannot write %1: %2").arg(icoFile, error));
    }
    return 0;
}
