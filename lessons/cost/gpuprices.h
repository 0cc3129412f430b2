// The price data file (assets/data/gpu-prices.csv, documented in assets/data/README.md): one
// observed price per row — a GPU of gpu-specs.csv, who sells its time (or the card), on which
// terms (on-demand, spot, reserved, purchase), the price per GPU-hour (per card for a purchase),
// its currency, the day it was observed and the source. Prices change: the lesson never shows a
// price without its date. Read by the one table reader (datatable.h: FILE:LINE problems, ranges);
// its own checks: the GPU exists in gpu-specs.csv, the date is a real day (YYYY-MM-DD) or month
// (YYYY-MM), the currency is three capital letters (ISO 4217), and no two rows share a GPU,
// provider and offer (the key a user's own price replaces).
//
// PriceBook: the shipped rows with the user's own prices over them. The user types a price in
// the lesson; it is kept, with the day it was typed, in a CSV file of the same columns in the
// user's data folder (PriceBook::userFilePath()), read back through the same reader on the next
// run, and "Restore the shipped prices" deletes it. The shipped price, date and source of a row
// stay visible beside the user's.
#pragma once

#include "lessons/framework/datatable.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace gpulab {

class DataCatalog;
struct GpuSpec;

enum class PriceOffer { OnDemand, Spot, Reserved, Purchase };

struct GpuPrice
{
    QString gpu;      // an id of gpu-specs.csv
    QString provider; // "RunPod", "AWS EC2 p5.48xlarge (US East)"
    PriceOffer offer = PriceOffer::OnDemand;
    double price = kUnknownFigure; // per GPU-hour; per card for Purchase
    QString currency;              // ISO 4217: USD, EUR
    QString observed;              // YYYY-MM-DD or YYYY-MM
    QString source;
    QString notes;
    // What people see for `provider` (provider_label, translated; provider's text when empty).
    // Matching, the user's price file and problems use `provider`.
    QString providerLabel;
    int line = 0;

    bool hourly() const { return offer != PriceOffer::Purchase; }
    // The key a user's price replaces: gpu, provider and offer.
    bool sameOffer(const GpuPrice &other) const
    {
        return gpu == other.gpu && provider == other.provider && offer == other.offer;
    }
};

using GpuPricesLoad = TableLoad<GpuPrice>;

struct GpuPrices
{
    using Row = GpuPrice;
    static constexpr char kName[] = "gpu-prices";
    static constexpr char kBuiltinPath[] = ":/assets/data/gpu-prices.csv";
    static constexpr char kPathVariable[] = "GPULAB_PRICES_FILE";
    // `before` gives gpu-specs.csv: a row naming a GPU it lacks is a problem (an empty catalog
    // checks no GPU).
    static GpuPricesLoad load(const QString &path, const DataCatalog &before);
};

// The column declarations, in the shipped file's order.
std::vector<Column<GpuPrice>> gpuPriceTable();
// The columns a user's price file is written with: the table's, without its labels.
QStringList gpuPriceColumns();
// The reader with its checks; `gpus` empty: the GPU ids are not checked.
GpuPricesLoad loadGpuPrices(const QString &path, const QList<GpuSpec> &gpus);
// "on-demand", "spot", "reserved", "purchase": the file's words.
QString offerKey(PriceOffer offer);

class PriceText
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::PriceText)
public:
    static QString offerName(PriceOffer offer); // translated: "on demand", "spot"...
    // "USD 2.69" / "USD 25,000": the locale's number with its currency (moneyText()).
    static QString money(double amount, const QString &currency, int decimals = 2);
    // "USD 2.69/GPU-hour (RunPod, spot, seen March 2026)": a price never without its date (the
    // date in the UI language, dateText()).
    static QString priceWithDate(const GpuPrice &price);
    // The provider's label as a sentence names it: isolated (U+2066 or U+2067 ... U+2069), so that
    // a Latin name with brackets of its own, "Lambda (1x H100 PCIe)", keeps them in an Arabic
    // sentence (else it reads "(Lambda (1x H100 PCIe)) ..."). Invisible in a left-to-right
    // language.
    static QString provider(const GpuPrice &price);
};

class PriceBook
{
    Q_DECLARE_TR_FUNCTIONS(gpulab::PriceBook)
public:
    struct Entry
    {
        GpuPrice shipped;
        std::optional<GpuPrice> user; // the user's own price for the same GPU, provider, offer
        const GpuPrice &effective() const { return user ? *user : shipped; }
    };

    PriceBook() = default;
    // `userFile`: where the user's prices are kept (empty: nowhere; nothing is saved).
    PriceBook(const QList<GpuPrice> &shipped, const QString &userFile);

    // <the user's data folder>/gpu-prices.csv (QStandardPaths::AppDataLocation).
    static QString userFilePath();

    // Reads the user's file when there is one: its problems (FILE:LINE), and a row that replaces
    // no shipped row, are returned and left out.
    QList<LessonProblem> loadUserPrices();
    // The user's price for entry `index` from `text` in the UI's locale, observed `today`.
    // False with *error (translated, the reason and the range) for text that is not a price.
    bool setUserPrice(int index, const QString &text, const QDate &today, QString *error);
    // Back to the shipped price for one entry.
    void clearUserPrice(int index);
    // Writes the user's prices (only theirs) to the user file; with none, removes it.
    bool save(QString *error) const;
    // Forgets every user price and removes the user file.
    bool restoreShipped(QString *error);

    const QList<Entry> &entries() const { return m_entries; }
    const QString &userFile() const { return m_userFile; }
    bool hasUserPrices() const;
    // Entries for `gpu` (empty: all) and, optionally, hourly or purchase only.
    QList<int> find(const QString &gpu, std::optional<bool> hourly = std::nullopt) const;

    static constexpr double kMaxPrice = 1e7; // the price column's range, above 0

private:
    QList<Entry> m_entries;
    QString m_userFile;
};

} // namespace gpulab
