// Reading the measurement engine's request lines (see enginerequest.h).
#include "compute/enginerequest.h"

#include "compute/cliargs.h"
#include "compute/errors.h"
#include "compute/variants.h"

#include <sstream>

namespace gpulab {

EngineWords splitEngineRequest(const std::string &line)
{
    EngineWords request;
    std::istringstream words(line);
    words >> request.verb;
    std::string word;
    while (words >> word) {
        const auto eq = word.find('=');
        if (eq == std::string::npos || eq == 0)
            throw ComputeError(ErrorKind::Usage, "expected key=value, got '" + word + "'");
        request.options[word.substr(0, eq)] = word.substr(eq + 1);
    }
    return request;
}

EngineRequest readEngineRequest(const EngineWords &words)
{
    const std::map<std::string, std::string> &options = words.options;
    auto text = [&options](const std::string &key) {
        const auto it = options.find(key);
        return it == options.end() ? std::string() : it->second;
    };
    // key=VALUE read as gpulab-cli reads its options (compute/cliargs.h), or `fallback`.
    auto option = [&options](const std::string &key, long long fallback) {
        const auto it = options.find(key);
        return it == options.end() ? fallback : cli::parseWhole(it->second, key);
    };
    // An int field: refused outside min..max rather than wrapped (device=4294967295 is no -1).
    auto whole = [&options](const std::string &key, int fallback, int min) {
        const auto it = options.find(key);
        return it == options.end() ? fallback
                                   : int(cli::parseWhole(it->second, key, min, cli::kNoLimit));
    };
    auto seed = [&options](std::uint64_t fallback) {
        const auto it = options.find("seed");
        return it == options.end() ? fallback : cli::parseSeed(it->second, "seed");
    };
    auto bytes = [&options](const std::string &key, std::uint64_t fallback) {
        const auto it = options.find(key);
        return it == options.end() ? fallback : cli::parseSize(it->second, key);
    };
    auto repeats = [&option](int fallback) {
        const long long value = option("repeats", fallback);
        if (value < 1)
            throw ComputeError(ErrorKind::Usage, "repeats must be at least 1");
        if (value > cli::kNoLimit)
            throw ComputeError(ErrorKind::Usage,
                               "repeats must be at most " + std::to_string(cli::kNoLimit));
        return int(value);
    };
    // A sweep over sizes: min=, max= and repeats= (latency, bandwidth, transfer).
    auto sweep = [&bytes, &repeats](auto &config) {
        config.minBytes = bytes("min", config.minBytes);
        config.maxBytes = bytes("max", config.maxBytes);
        config.repeats = repeats(config.repeats);
    };

    EngineRequest request;
    const std::string &verb = words.verb;
    if (verb == "devices") {
        request.kind = EngineRequest::Kind::Devices;
    } else if (verb == "bench") {
        request.kind = EngineRequest::Kind::Bench;
        BenchConfig &config = request.bench;
        config.sizes = cli::parseWholeList(text("sizes"), "sizes", 1, cli::kNoLimit);
        config.variants = cli::splitList(text("variants"), "variants");
        config.repeats = repeats(3);
        config.seed = seed(config.seed);
        config.verify = option("verify", 1) != 0;
        if (config.sizes.empty() || config.variants.empty())
            throw ComputeError(ErrorKind::Usage, "bench needs sizes= and variants=");
        request.device = whole("device", 0, -1);
    } else if (verb == "roofs") {
        request.kind = EngineRequest::Kind::Roofs;
        request.device = whole("device", 0, -1);
        request.repeats = repeats(5);
    } else if (verb == "latency") {
        request.kind = EngineRequest::Kind::Latency;
        LatencyConfig &config = request.latency;
        sweep(config);
        if (options.count("budget"))
            config.budgetSeconds = cli::parseNumber(text("budget"), "budget");
        config.halfSteps = option("half", 0) != 0;
        config.hugePages = option("huge", 1) != 0;
        config.seed = seed(config.seed);
        if (!(config.budgetSeconds > 0) || config.budgetSeconds > 600)
            throw ComputeError(ErrorKind::Usage, "budget must be from 0 to 600 seconds");
    } else if (verb == "bandwidth") {
        request.kind = EngineRequest::Kind::Bandwidth;
        sweep(request.bandwidth);
        request.bandwidth.host = option("host", 1) != 0;
        request.device = whole("device", 0, -1);
    } else if (verb == "transfer") {
        request.kind = EngineRequest::Kind::Transfer;
        sweep(request.transfer);
        request.device = whole("device", 0, -1);
    } else if (verb == "multidevice") {
        request.kind = EngineRequest::Kind::MultiDevice;
        MultiDeviceConfig &config = request.multiDevice;
        const long long n = option("n", config.n);
        if (n < 1 || n > kMaxMultiDeviceN)
            throw ComputeError(ErrorKind::Usage,
                               "n must be from 1 to " + std::to_string(kMaxMultiDeviceN));
        config.n = int(n);
        config.devices = cli::parseWholeList(text("devices"), "devices", 0, cli::kNoLimit);
        for (const std::string &weight : cli::splitList(text("split"), "split"))
            config.split.push_back(cli::parseNumber(weight, "split"));
        config.repeats = repeats(config.repeats);
        config.seed = seed(config.seed);
    } else if (verb == "tune") {
        request.kind = EngineRequest::Kind::Tune;
        request.device = whole("device", 0, 0);
        TuneConfig &config = request.tune;
        if (options.count("budget"))
            config.budgetSeconds = cli::parseNumber(text("budget"), "budget");
        if (!(config.budgetSeconds >= 0.1) || config.budgetSeconds > 600)
            throw ComputeError(ErrorKind::Usage, "budget must be from 0.1 to 600 seconds");
        config.sizes = cli::parseWholeList(text("sizes"), "sizes", 1, 8192);
        if (config.sizes.size() > 4)
            throw ComputeError(ErrorKind::Usage, "sizes takes at most four sizes");
    } else if (verb == "tuning") {
        request.kind = EngineRequest::Kind::Tuning;
        request.device = whole("device", 0, 0);
    } else if (verb == "gemv") {
        request.kind = EngineRequest::Kind::Gemv;
        request.device = whole("device", 0, 0);
        GemvConfig &config = request.gemv;
        const long long n = option("n", config.n);
        if (n < 1 || n > kMaxGemvN)
            throw ComputeError(ErrorKind::Usage,
                               "n must be from 1 to " + std::to_string(kMaxGemvN));
        config.n = int(n);
        config.repeats = repeats(config.repeats);
        config.seed = seed(config.seed);
        if (options.count("gemm")) {
            config.gemmVariant = text("gemm");
            const VariantInfo *info = findVariant(config.gemmVariant);
            if (!info || info->backend != Backend::OpenCl)
                throw ComputeError(ErrorKind::Usage, "gemm must name an OpenCL rung, not '" +
                                                         config.gemmVariant + "'");
        }
    } else {
        throw ComputeError(ErrorKind::Usage, "unknown request '" + verb + "'");
    }
    return request;
}

} // namespace gpulab
