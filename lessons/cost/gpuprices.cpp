// GpuPrices and PriceBook (see gpuprices.h).
#include "lessons/cost/gpuprices.h"

#include "lessons/framework/csvwriter.h"
#include "lessons/framework/datacatalog.h"
#include "lessons/framework/failwith.h"
#include "lessons/framework/gpuspecs.h"
#include "lessons/framework/numbertext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>

#include <cmath>
#include <memory>

namespace gpulab {

namespace {

const char *const kOfferKeys[] = {"on-demand", "spot", "reserved", "purchase"};

bool validObserved(const QString &text)
{
    static const QRegularExpression day(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    static const QRegularExpression month(QStringLiteral("^\\d{4}-\\d{2}$"));
    if (day.match(text).hasMatch())
        return QDate::fromString(text, QStringLiteral("yyyy-MM-dd")).isValid();
    if (month.match(text).hasMatch())
        return QDate::fromString(text + QStringLiteral("-01"), QStringLiteral("yyyy-MM-dd"))
            .isValid();
    return false;
}

QString keyOf(const GpuPrice &p)
{
    return p.gpu + QLatin1Char('\n') + p.provider.toCaseFolded() + QLatin1Char('\n') +
           offerKey(p.offer);
}

} // namespace

std::vector<Column<GpuPrice>> gpuPriceTable()
{
    using C = Column<GpuPrice>;
    return {
        C::reference("gpu", &GpuPrice::gpu, "gpu-specs.csv").key(),
        C::text("provider", &GpuPrice::provider, Presence::Required).key(),
        C::oneOf("offer", &GpuPrice::offer, choicesOf(kOfferKeys), Presence::Required).key(),
        C::number("price", "", &GpuPrice::price, 0.0001, PriceBook::kMaxPrice, Presence::Required),
        C::text("currency", &GpuPrice::currency, Presence::Required),
        C::text("observed", &GpuPrice::observed, Presence::Required),
        C::source("source", &GpuPrice::source),
        C::text("notes", &GpuPrice::notes).translatable(),
        C::text("provider_label", &GpuPrice::providerLabel).labelOf("provider")};
}

QStringList gpuPriceColumns()
{
    QStringList names;
    for (const Column<GpuPrice> &column : gpuPriceTable())
        if (column.rule.labelOf.isEmpty())
            names << column.rule.name;
    return names;
}

QString offerKey(PriceOffer offer)
{
    return QString::fromLatin1(kOfferKeys[int(offer)]);
}

GpuPricesLoad loadGpuPrices(const QString &path, const QList<GpuSpec> &gpus)
{
    auto seen = std::make_shared<QSet<QString>>();
    return loadTable<GpuPrice>(
        path, gpuPriceTable(), [&gpus, seen](GpuPrice &row, QStringList &problems) {
            if (!gpus.isEmpty() && !findGpuSpec(gpus, row.gpu))
                problems << QStringLiteral("gpu \"%1\" is not an id of gpu-specs.csv").arg(row.gpu);
            static const QRegularExpression currency(QStringLiteral("^[A-Z]{3}$"));
            if (!currency.match(row.currency).hasMatch())
                problems << QStringLiteral(
                                "currency \"%1\" is not three capital letters (ISO 4217: "
                                "USD, EUR)")
                                .arg(row.currency);
            if (!validObserved(row.observed))
                problems << QStringLiteral("observed \"%1\" is not a date (YYYY-MM-DD or YYYY-MM)")
                                .arg(row.observed);
            if (problems.isEmpty() && seen->contains(keyOf(row)))
                problems << QStringLiteral("a second price for %1, %2, %3: one row per GPU, "
                                           "provider and offer")
                                .arg(row.gpu, row.provider, offerKey(row.offer));
            if (problems.isEmpty())
                seen->insert(keyOf(row));
        });
}

GpuPricesLoad GpuPrices::load(const QString &path, const DataCatalog &before)
{
    return loadGpuPrices(path, before.rows<GpuSpecs>());
}

// ---- text

QString PriceText::offerName(PriceOffer offer)
{
    switch (offer) {
    case PriceOffer::OnDemand: return tr("on demand");
    case PriceOffer::Spot: return tr("spot");
    case PriceOffer::Reserved: return tr("reserved");
    case PriceOffer::Purchase: return tr("purchase");
    }
    return {};
}

QString PriceText::money(double amount, const QString &currency, int decimals)
{
    return moneyText(amount, currency, decimals);
}

QString PriceText::provider(const GpuPrice &price)
{
    // (Left-to-right or right-to-left isolate by the name's first strong letter: Qt 6.4 draws a
    // first-strong isolate, U+2068, as if it were not there.)
    const QChar isolate(price.providerLabel.isRightToLeft() ? 0x2067 : 0x2066);
    return isolate + price.providerLabel + QChar(0x2069);
}

QString PriceText::priceWithDate(const GpuPrice &price)
{
    const QString amount = money(price.price, price.currency, price.hourly() ? 2 : 0);
    const QString provider = PriceText::provider(price);
    return price.hourly()
               ? tr("%1/GPU-hour (%2, %3, seen %4)")
                     .arg(amount, provider, offerName(price.offer), dateText(price.observed))
               : tr("%1 a card (%2, seen %3)").arg(amount, provider, dateText(price.observed));
}

// ---- the user's prices

PriceBook::PriceBook(const QList<GpuPrice> &shipped, const QString &userFile) : m_userFile(userFile)
{
    for (const GpuPrice &row : shipped)
        m_entries.append({row, std::nullopt});
}

QString PriceBook::userFilePath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("gpu-prices.csv"));
}

QList<LessonProblem> PriceBook::loadUserPrices()
{
    for (Entry &entry : m_entries)
        entry.user.reset();
    if (m_userFile.isEmpty() || !QFileInfo::exists(m_userFile))
        return {};
    GpuPricesLoad load = loadGpuPrices(m_userFile, {});
    for (const GpuPrice &row : std::as_const(load.rows)) {
        bool matched = false;
        for (Entry &entry : m_entries)
            if (entry.shipped.sameOffer(row)) {
                entry.user = row;
                entry.user->providerLabel = entry.shipped.providerLabel; // in the UI language
                matched = true;
            }
        if (!matched)
            load.problems.append(
                {m_userFile, row.line,
                 tr("no shipped price for %1, %2, %3 to replace: the row is left out")
                     .arg(row.gpu, row.provider, offerKey(row.offer))});
    }
    return load.problems;
}

bool PriceBook::setUserPrice(int index, const QString &text, const QDate &today, QString *error)
{
    if (index < 0 || index >= m_entries.size())
        return failWith(error, tr("There is no such price."));
    const QLocale locale;
    // What the table shows, "USD 1.50 (2026-11-27)", may be typed over: the currency and the
    // date in brackets are not part of the number.
    static const QRegularExpression dated(QStringLiteral("\\s*\\([^)]*\\)$"));
    QString cleaned = text.trimmed().remove(dated);
    const QString currency = m_entries[index].shipped.currency;
    if (cleaned.startsWith(currency, Qt::CaseInsensitive))
        cleaned = cleaned.mid(currency.size()).trimmed();
    bool ok = false;
    double value = locale.toDouble(cleaned, &ok);
    if (!ok)
        value = QLocale::c().toDouble(cleaned, &ok);
    if (!ok || !std::isfinite(value))
        return failWith(error, tr("\"%1\" is not a number. Type a price such as %2.")
                                   .arg(text, locale.toString(2.5, 'f', 2)));
    if (value <= 0 || value > kMaxPrice)
        return failWith(error, tr("A price must be above 0 and at most %1; \"%2\" is not.")
                                   .arg(locale.toString(kMaxPrice, 'f', 0), text));
    GpuPrice user = m_entries[index].shipped;
    user.price = value;
    user.observed = today.toString(Qt::ISODate);
    user.source = tr("Entered by the user in GPU Lab");
    user.notes.clear();
    user.line = 0;
    m_entries[index].user = user;
    return true;
}

void PriceBook::clearUserPrice(int index)
{
    if (index >= 0 && index < m_entries.size())
        m_entries[index].user.reset();
}

bool PriceBook::hasUserPrices() const
{
    for (const Entry &entry : m_entries)
        if (entry.user)
            return true;
    return false;
}

bool PriceBook::save(QString *error) const
{
    if (m_userFile.isEmpty())
        return true;
    if (!hasUserPrices()) {
        if (QFileInfo::exists(m_userFile) && !QFile::remove(m_userFile))
            return failWith(error, tr("Could not remove %1.").arg(m_userFile));
        return true;
    }
    QDir().mkpath(QFileInfo(m_userFile).absolutePath());
    QString text = QStringLiteral("# Your own GPU prices, written by GPU Lab's cost lesson. "
                                  "Each replaces the shipped price of the same gpu, provider "
                                  "and offer.\r\n");
    text += csv::record(gpuPriceColumns());
    for (const Entry &entry : m_entries) {
        if (!entry.user)
            continue;
        const GpuPrice &p = *entry.user;
        text +=
            csv::record({p.gpu, p.provider, offerKey(p.offer), QString::number(p.price, 'g', 10),
                         p.currency, p.observed, p.source, p.notes});
    }
    return csv::writeFile(m_userFile, text, error);
}

bool PriceBook::restoreShipped(QString *error)
{
    for (Entry &entry : m_entries)
        entry.user.reset();
    return save(error);
}

QList<int> PriceBook::find(const QString &gpu, std::optional<bool> hourly) const
{
    QList<int> found;
    for (int i = 0; i < m_entries.size(); ++i) {
        const GpuPrice &p = m_entries[i].shipped;
        if ((gpu.isEmpty() || p.gpu == gpu) && (!hourly || p.hourly() == *hourly))
            found.append(i);
    }
    return found;
}

} // namespace gpulab
