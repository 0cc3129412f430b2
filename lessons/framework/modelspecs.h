// The model-architecture data file (assets/data/models.csv, documented column by column in
// assets/data/README.md): one row per published language model — its exact parameter count,
// layers, hidden size, query and key/value heads, head size, feed-forward size, vocabulary and
// context — each with its source (the paper, or the official model card and config.json). Two
// lessons read it: "Will it fit?" sizes a model's memory from it, and the training-vs-inference
// lesson divides a GPU's bandwidth by a model's bytes. Data, not code: where this is the table
// ModelSpecs of the DataCatalog (datacatalog.h).
//
// Read by the one table reader (datatable.h: comments, header by name, quoting, FILE:LINE
// problems, ranges per column). Its own rules: the key/value heads divide the query heads (a
// grouped-query attention group is whole, and never larger than the query heads), and an empty
// head_dim is hidden / heads, which must then divide evenly.
#pragma once

#include "lessons/framework/datatable.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace gpulab {

class DataCatalog;

struct ModelSpec
{
    // Required.
    QString id; // lowercase letters, digits and '-', unique in the file
    QString name;
    double paramsBillion = kUnknownFigure; // exact published total, in 10^9 parameters
    int layers = 0;                        // transformer blocks
    int hidden = 0;                        // model (embedding) width, d_model
    int heads = 0;                         // query heads per layer
    int kvHeads = 0;                       // key/value heads per layer (< heads: grouped-query)
    QString source;

    // Filled by the file or, for headDim, derived; 0 where the file leaves them empty.
    int headDim = 0;      // width of one head; empty in the file = hidden / heads
    int intermediate = 0; // feed-forward inner width
    int vocab = 0;        // tokens in the vocabulary
    int context = 0;      // longest sequence the published model handles, tokens
    QString notes;

    int line = 0; // where the row is in its file (1-based)

    double parameters() const { return paramsBillion * 1e9; }
    // Query heads per key/value head: 1 for multi-head attention, 8 for Llama 2 70B.
    int queryGroup() const { return kvHeads > 0 ? heads / kvHeads : 0; }
    bool groupedQuery() const { return kvHeads > 0 && kvHeads < heads; }
    // The KV cache of one token: a key and a value vector per layer and key/value head,
    // 2 × layers × kv_heads × head_dim values of `bytesPerValue` bytes each.
    double kvCacheBytesPerToken(double bytesPerValue) const
    {
        return 2.0 * layers * kvHeads * headDim * bytesPerValue;
    }
};

using ModelSpecsLoad = TableLoad<ModelSpec>;

// The table as the DataCatalog knows it: data.rows<ModelSpecs>() (or modelSpecsOf(data)).
struct ModelSpecs
{
    using Row = ModelSpec;
    static constexpr char kName[] = "models";
    static constexpr char kBuiltinPath[] = ":/assets/data/models.csv";
    // An instructor's corrected or extended copy.
    static constexpr char kPathVariable[] = "GPULAB_MODELS_FILE";
    static ModelSpecsLoad load(const QString &path, const DataCatalog &before);
};

// ":/assets/data/models.csv" (compiled in).
QString builtinModelSpecsPath();
// The file GPU Lab uses: $GPULAB_MODELS_FILE when set, else the built-in one.
QString modelSpecsPath();
ModelSpecsLoad loadModelSpecs(const QString &path);

// The rows a lesson model shows: the catalog's when it holds this table. A catalog that holds
// the GPU specs but not this table (DataCatalog::load() before it reads ModelSpecs itself) gets
// the file read here, through loadModelSpecs(modelSpecsPath()); an empty catalog (tests) gets
// none.
QList<ModelSpec> modelSpecsOf(const DataCatalog &data);

// The column declarations (datatable.h), in the shipped file's order: what loadModelSpecs()
// reads and what tests/fuzz checks every loaded cell against.
std::vector<Column<ModelSpec>> modelSpecTable();
// The header names the table declares, in the shipped file's order.
QStringList modelSpecColumns();
// The ones every row must fill.
QStringList requiredModelSpecColumns();

// The row with that id, or nullptr.
const ModelSpec *findModelSpec(const QList<ModelSpec> &models, const QString &id);

} // namespace gpulab
