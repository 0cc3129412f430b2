// Byte counts as people write them on command lines and in engine requests: "4096", "4K",
// "4KiB", "256M", "1G" (binary multiples: K = 1024). Shared by gpulab-cli's memory commands and
// the measurement engine (engine.h).
#pragma once

#include <cctype>
#include <cstdint>
#include <optional>
#include <string_view>

namespace gpulab {

inline std::optional<std::uint64_t> parseByteSize(std::string_view text)
{
    std::size_t digits = 0;
    std::uint64_t value = 0;
    while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits]))) {
        if (value > (UINT64_MAX - 9) / 10)
            return std::nullopt;
        value = value * 10 + std::uint64_t(text[digits] - '0');
        ++digits;
    }
    if (digits == 0)
        return std::nullopt;
    std::string_view unit = text.substr(digits);
    if (unit == "B")
        unit = {};
    int shift = 0;
    if (!unit.empty()) {
        switch (std::toupper(static_cast<unsigned char>(unit.front()))) {
        case 'K': shift = 10; break;
        case 'M': shift = 20; break;
        case 'G': shift = 30; break;
        default: return std::nullopt;
        }
        unit.remove_prefix(1);
        if (!(unit.empty() || unit == "B" || unit == "iB"))
            return std::nullopt;
    }
    if (value > (UINT64_MAX >> shift))
        return std::nullopt;
    return value << shift;
}

} // namespace gpulab
