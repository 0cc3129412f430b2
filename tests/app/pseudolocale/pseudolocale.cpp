// gpulab_pseudolocale SOURCE.ts OUT.ts LANGUAGE: a pseudo-translation of every message of
// SOURCE.ts (as lupdate writes it) for the tests. Each translation is its source with
//   - the letters a-z and A-Z accented (a → á, T → Ŧ), so text that never went through tr() is
//     told apart at a glance, and glyphs outside Latin-1 are exercised;
//   - about 40 % more characters, the growth of a long translation (German, Finnish, Spanish
//     run 30 to 40 % longer than English), as short words of '~' before the end marker;
//   - the markers ⟦ and ⟧ around it, so a clipped end shows and an untranslated string has none.
// What code reads stays as it is: placeholders (%1, %L2, %n, %Ln), HTML tags and entities, the
// '&' of a keyboard accelerator with its letter, and text in braces or after a '\t' shortcut
// separator. Plural (numerus) messages get one form per plural the language has, from lrelease's
// rules (two for the pseudo-languages used).
#include <QCoreApplication>
#include <QFile>
#include <QStringList>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <cstdio>

namespace {

QChar accented(QChar c)
{
    static const QString lower = QStringLiteral("áƀçđéƒĝĥíĵķĺɱñóþʠŕšŧúṽŵẋýž");
    static const QString upper = QStringLiteral("ÁßÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŦÚṼŴẊÝŽ");
    if (c >= QLatin1Char('a') && c <= QLatin1Char('z'))
        return lower.at(c.unicode() - 'a');
    if (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
        return upper.at(c.unicode() - 'A');
    return c;
}

QString pseudo(const QString &source)
{
    QString out;
    out.reserve(source.size() * 2);
    out += QChar(0x27E6); // ⟦
    int letters = 0;
    for (qsizetype i = 0; i < source.size(); ++i) {
        const QChar c = source.at(i);
        if (c == QLatin1Char('%')) { // %1, %L1, %n, %Ln, %%: as they are
            qsizetype j = i + 1;
            if (j < source.size() && source.at(j) == QLatin1Char('L'))
                ++j;
            while (j < source.size() &&
                   (source.at(j).isDigit() || source.at(j) == QLatin1Char('n')))
                ++j;
            out += source.mid(i, qMax<qsizetype>(1, j - i));
            i = qMax(i, j - 1);
        } else if (c == QLatin1Char('<')) { // an HTML tag
            const qsizetype end = source.indexOf(QLatin1Char('>'), i);
            if (end < 0) {
                out += c;
                continue;
            }
            out += source.mid(i, end - i + 1);
            i = end;
        } else if (c == QLatin1Char('&')) { // an entity, or an accelerator and its letter
            const qsizetype end = source.indexOf(QLatin1Char(';'), i);
            if (end > i && end - i < 10 &&
                !source.mid(i + 1, end - i - 1).contains(QLatin1Char(' '))) {
                out += source.mid(i, end - i + 1);
                i = end;
            } else {
                out += c;
                if (i + 1 < source.size())
                    out += source.at(++i);
            }
        } else if (c == QLatin1Char('\t')) { // "Save\tCtrl+S": the shortcut stays
            out += source.mid(i);
            break;
        } else {
            if (c.isLetter())
                ++letters;
            out += accented(c);
        }
    }
    // The growth in short words, so that it wraps where the text wraps.
    for (int pad = (letters * 4 + 9) / 10; pad > 0; pad -= 5)
        out += QLatin1Char(' ') + QString(qMin(pad, 4), QLatin1Char('~'));
    out += QChar(0x27E7); // ⟧
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4) {
        std::fprintf(stderr, "usage: gpulab_pseudolocale SOURCE.ts OUT.ts LANGUAGE\n");
        return 2;
    }
    QFile in(args.at(1));
    QFile out(args.at(2));
    if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        std::fprintf(stderr, "gpulab_pseudolocale: cannot read %s or write %s\n",
                     qPrintable(args.at(1)), qPrintable(args.at(2)));
        return 1;
    }
    QXmlStreamReader reader(&in);
    QXmlStreamWriter writer(&out);
    writer.setAutoFormatting(true);
    writer.writeStartDocument();
    writer.writeDTD(QStringLiteral("<!DOCTYPE TS>"));
    int messages = 0;
    QString source;
    bool numerus = false;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            const QStringView name = reader.name();
            if (name == QLatin1String("TS")) {
                writer.writeStartElement(QStringLiteral("TS"));
                writer.writeAttribute(QStringLiteral("version"), QStringLiteral("2.1"));
                writer.writeAttribute(QStringLiteral("language"), args.at(3));
            } else if (name == QLatin1String("context")) {
                writer.writeStartElement(QStringLiteral("context"));
            } else if (name == QLatin1String("name")) {
                writer.writeTextElement(QStringLiteral("name"), reader.readElementText());
            } else if (name == QLatin1String("message")) {
                writer.writeStartElement(QStringLiteral("message"));
                numerus =
                    reader.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                if (numerus)
                    writer.writeAttribute(QStringLiteral("numerus"), QStringLiteral("yes"));
                source.clear();
            } else if (name == QLatin1String("source")) {
                source = reader.readElementText();
                writer.writeTextElement(QStringLiteral("source"), source);
            } else if (name == QLatin1String("comment") || name == QLatin1String("extracomment")) {
                writer.writeTextElement(name.toString(), reader.readElementText());
            } else if (name == QLatin1String("translation")) {
                reader.skipCurrentElement();
                writer.writeStartElement(QStringLiteral("translation"));
                if (numerus) {
                    writer.writeTextElement(QStringLiteral("numerusform"), pseudo(source));
                    writer.writeTextElement(QStringLiteral("numerusform"), pseudo(source));
                } else {
                    writer.writeCharacters(pseudo(source));
                }
                writer.writeEndElement();
                ++messages;
            } else {
                reader.skipCurrentElement(); // locations
            }
        } else if (reader.isEndElement()) {
            const QStringView name = reader.name();
            if (name == QLatin1String("TS") || name == QLatin1String("context") ||
                name == QLatin1String("message"))
                writer.writeEndElement();
        }
    }
    if (reader.hasError()) {
        std::fprintf(stderr, "%s:%lld: %s\n", qPrintable(args.at(1)),
                     static_cast<long long>(reader.lineNumber()), qPrintable(reader.errorString()));
        return 1;
    }
    writer.writeEndDocument();
    std::printf("gpulab_pseudolocale: %d messages\n", messages);
    return messages > 0 ? 0 : 1;
}
