// Numbers on screen in the UI language's way, checked on whatever a page paints: every text a
// visible widget draws (labels, buttons, tabs, tables, charts' axes and labels, a scene on the
// plain canvas, the simulation clock) is recorded by a paint device that draws nothing, then
// read for numbers written the C locale's way — Latin digits where the language writes its own
// (Arabic: ١٫٦, ٦٥٬٥٣٦), a decimal point where it writes a comma (Spanish: 1,6 GHz). The
// lesson's own text (SectionView: Markdown, translated with the lesson) is not read here, nor
// the names of things from the data tables ("Tesla V100 SXM2 32 GB", "AMD EPYC 9654"): a name is
// written as its maker writes it. A number written inside a translatable string is the
// translator's to write; LocaleDigitsTranslator stands in for one who writes every such number
// the language's way, so that what is left in the C locale's way is the program's doing.
#pragma once

#include "lessons/framework/datatable.h"
#include "lessons/framework/sectionview.h"

#include <QDirIterator>
#include <QFile>
#include <QFontInfo>

#include <QLocale>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QRegularExpression>
#include <QTranslator>
#include <QWidget>

namespace gpulab::test {

// A paint device that keeps the text drawn on it and nothing else.
class TextRecorder : public QPaintDevice
{
public:
    TextRecorder() : m_engine(this) {}
    QStringList texts;
    QStringList monospaced; // those of `texts` drawn in a fixed-pitch face (a quote, code)

    QPaintEngine *paintEngine() const override { return &m_engine; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
        case PdmHeight: return 4000;
        case PdmWidthMM:
        case PdmHeightMM: return 4000 * 254 / 960;
        case PdmNumColors: return INT_MAX;
        case PdmDepth: return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY: return 96;
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return int(devicePixelRatioFScale());
        }
        return 0;
    }

private:
    class Engine : public QPaintEngine
    {
    public:
        explicit Engine(TextRecorder *device) : QPaintEngine(AllFeatures), m_device(device) {}
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &) override {}
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawPath(const QPainterPath &) override {}
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
        void drawTextItem(const QPointF &, const QTextItem &item) override
        {
            if (item.text().trimmed().isEmpty())
                return;
            m_device->texts << item.text();
            if (QFontInfo(item.font()).fixedPitch())
                m_device->monospaced << item.text();
        }
        Type type() const override { return User; }

    private:
        TextRecorder *m_device;
    };
    mutable Engine m_engine;
};

// What every visible widget under `root` (itself included) paints, each widget alone; what a
// SectionView shows is left out (see above). Those painted in a fixed-pitch face are also added
// to `monospaced`, if given.
inline QStringList visibleTexts(QWidget *root, QStringList *monospaced = nullptr)
{
    QStringList texts;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *widget : std::as_const(widgets)) {
        if (!widget->isVisible() || widget->width() <= 0 || widget->height() <= 0)
            continue;
        bool inText = false;
        for (QWidget *w = widget; w && w != root && !inText; w = w->parentWidget())
            inText = qobject_cast<SectionView *>(w) != nullptr;
        if (inText)
            continue;
        TextRecorder recorder;
        widget->render(&recorder, QPoint(), QRegion(), QWidget::RenderFlags());
        texts << recorder.texts;
        if (monospaced)
            *monospaced << recorder.monospaced;
    }
    return texts;
}

// A number as `locale` writes it, from one written in English ("1,024", "7.5", "100"): digits,
// group separators (a comma before three digits) and the decimal point mapped one by one.
inline QString inLocale(const QString &english, const QLocale &locale)
{
    QString text;
    for (qsizetype i = 0; i < english.size(); ++i) {
        const QChar c = english.at(i);
        if (c.isDigit())
            text += locale.toString(c.digitValue());
        else if (c == QLatin1Char(','))
            text += locale.groupSeparator();
        else if (c == QLatin1Char('.'))
            text += locale.decimalPoint();
        else
            text += c;
    }
    return text;
}

// Every string "translated" into its English self with its numbers in `locale`'s way ("Pass 1 of
// 1" → "Pass ١ of ١"): placeholders (%1, %L2, %n), names ("H100", "FP16") and tags ("<h2>")
// untouched.
class LocaleDigitsTranslator : public QTranslator
{
public:
    explicit LocaleDigitsTranslator(const QLocale &locale) : m_locale(locale) {}
    bool isEmpty() const override { return false; }
    QString translate(const char *, const char *source, const char *, int) const override
    {
        static const QRegularExpression number(
            QStringLiteral("(?<![\\p{L}\\d_%#&])\\d+(?:[.,]\\d+)*(?![\\p{L}\\d_])"));
        QString text = QString::fromUtf8(source);
        QString out;
        qsizetype at = 0;
        for (auto it = number.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            out += text.mid(at, match.capturedStart() - at) + inLocale(match.captured(), m_locale);
            at = match.capturedEnd();
        }
        return out + text.mid(at);
    }

private:
    QLocale m_locale;
};

// Every name in the built-in data tables (":/assets/data/*.csv"): each cell with a letter in it,
// longest first.
inline QStringList dataTableNames()
{
    QStringList names;
    QDirIterator files(QStringLiteral(":/assets/data"), {QStringLiteral("*.csv")});
    while (files.hasNext()) {
        QFile file(files.next());
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            continue;
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        for (const QString &line : lines) {
            if (line.startsWith(QLatin1Char('#')))
                continue;
            for (const QString &cell : splitCsvLine(line)) {
                const QString name = cell.trimmed();
                if (name.size() > 1 &&
                    std::any_of(name.cbegin(), name.cend(), [](QChar c) { return c.isLetter(); }))
                    names << name;
            }
        }
    }
    names.removeDuplicates();
    std::sort(names.begin(), names.end(),
              [](const QString &a, const QString &b) { return a.size() > b.size(); });
    return names;
}

// A number in `text` written the C locale's way where `locale` writes it otherwise: Latin digits
// standing alone (not in a name such as "H100", "FP16" or "x86", nor a data table's name, an
// address or an ISO date) where the locale has digits of
// its own, or a decimal point where the locale's is not a point ("7.5", never the group
// separator of "65.536"). Empty when there is none.
inline QString numberNotInLocale(QString text, const QLocale &locale)
{
    static const QStringList names = dataTableNames();
    const QString piece = text.trimmed(); // a name's piece, where a name took two lines
    if (std::any_of(piece.cbegin(), piece.cend(), [](QChar c) { return c.isLetter(); }) &&
        std::any_of(names.cbegin(), names.cend(),
                    [&](const QString &name) { return name.contains(piece); }))
        return {};
    for (const QString &name : names)
        if (text.contains(name))
            text.replace(name, QStringLiteral("\u2026"));
    // An address or a file's path (a tooltip's "Stored in /home/…/x.txt") is not read. (A day
    // is read: on screen it is written in the language, dateText(), never as the data tables
    // give it, "2026-05-07".)
    static const QRegularExpression notRead(
        QStringLiteral("https?://\\S*|(?<![\\w.])/(?:[^\\s/]+/)+\\S*"));
    text.replace(notRead, QStringLiteral("\u2026"));
    if (locale.zeroDigit() != QLatin1String("0")) {
        static const QRegularExpression latin(
            QStringLiteral("(?<![\\p{L}\\d_])\\d+(?:[.,]\\d+)*(?![\\p{L}\\d_])"));
        const QRegularExpressionMatch match = latin.match(text);
        if (match.hasMatch())
            return match.captured();
    }
    if (locale.decimalPoint() != QLatin1String(".")) {
        // A point between digits that is no group separator: "7.5", "1.50", "3.14159".
        static const QRegularExpression point(
            QStringLiteral("(?<![\\p{L}\\d_.])\\d+\\.(?:\\d{1,2}|\\d{4,})(?![\\d.])"));
        const QRegularExpressionMatch match = point.match(text);
        if (match.hasMatch())
            return match.captured();
    }
    return {};
}

} // namespace gpulab::test
