// The model-architecture data file's columns (modelSpecTable()) and its own checks (see
// modelspecs.h). Adding a column = a ModelSpec member + one row of the table + the file and its
// README.
#include "lessons/framework/modelspecs.h"

#include "lessons/framework/datacatalog.h"
#include "lessons/framework/gpuspecs.h"

namespace gpulab {

// In the shipped file's order. The ranges hold every published model with room to spare (GPT-3
// has 96 layers, Llama 3.1 405B a 16,384-wide hidden state and 405.85 billion parameters) and
// refuse what no model has: 0 layers, a 10^300 vocabulary.
std::vector<Column<ModelSpec>> modelSpecTable()
{
    using C = Column<ModelSpec>;
    const auto required = Presence::Required;
    return {
        C::id("id", &ModelSpec::id),
        C::text("name", &ModelSpec::name, required),
        C::number("params_billion", "10^9 parameters", &ModelSpec::paramsBillion, 1e-6, 1e5,
                  required),
        C::whole("layers", &ModelSpec::layers, 1, 10000, required),
        C::whole("hidden", &ModelSpec::hidden, 1, 1000000, required),
        C::whole("heads", &ModelSpec::heads, 1, 100000, required),
        C::whole("kv_heads", &ModelSpec::kvHeads, 1, 100000, required),
        C::whole("head_dim", &ModelSpec::headDim, 1, 100000),
        C::whole("intermediate", &ModelSpec::intermediate, 1, 10000000),
        C::whole("vocab", &ModelSpec::vocab, 1, 100000000),
        C::whole("context", &ModelSpec::context, 1, 1000000000),
        C::source("source", &ModelSpec::source),
        C::text("notes", &ModelSpec::notes).translatable(),
    };
}

QString builtinModelSpecsPath()
{
    return QString::fromLatin1(ModelSpecs::kBuiltinPath);
}

QString modelSpecsPath()
{
    return dataFilePath(ModelSpecs::kBuiltinPath, ModelSpecs::kPathVariable);
}

QStringList modelSpecColumns()
{
    return columnNames(modelSpecTable());
}

QStringList requiredModelSpecColumns()
{
    return columnNames(modelSpecTable(), true);
}

const ModelSpec *findModelSpec(const QList<ModelSpec> &models, const QString &id)
{
    for (const ModelSpec &model : models)
        if (model.id == id)
            return &model;
    return nullptr;
}

ModelSpecsLoad loadModelSpecs(const QString &path)
{
    return loadTable<ModelSpec>(
        path, modelSpecTable(), [](ModelSpec &model, QStringList &problems) {
            if (model.kvHeads > model.heads)
                problems << QStringLiteral("kv_heads (%1) is above heads (%2): several query heads "
                                           "share a key/value head, never the other way round")
                                .arg(model.kvHeads)
                                .arg(model.heads);
            else if (model.heads % model.kvHeads != 0)
                problems << QStringLiteral(
                                "kv_heads (%1) does not divide heads (%2): grouped-query "
                                "attention gives every key/value head the same number of "
                                "query heads")
                                .arg(model.kvHeads)
                                .arg(model.heads);
            if (model.headDim == 0) {
                if (model.hidden % model.heads != 0)
                    problems << QStringLiteral(
                                    "head_dim is empty and hidden (%1) is not a multiple "
                                    "of heads (%2): give head_dim")
                                    .arg(model.hidden)
                                    .arg(model.heads);
                else
                    model.headDim = model.hidden / model.heads;
            }
        });
}

ModelSpecsLoad ModelSpecs::load(const QString &path, const DataCatalog &)
{
    return loadModelSpecs(path);
}

QList<ModelSpec> modelSpecsOf(const DataCatalog &data)
{
    return data.contains<ModelSpecs>() ? data.rows<ModelSpecs>() : QList<ModelSpec>();
}

} // namespace gpulab
