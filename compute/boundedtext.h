// Strings GPU Lab takes from outside — an OpenCL driver's names and versions, the engine's
// events, a saved session — are kept to a bound, in one place: a name longer than
// kMaxNameBytes, or a message longer than kMaxMessageBytes, is cut at a UTF-8 character boundary
// and ends with "…". A driver that answers a 100 MB device name then costs nothing downstream (it
// held the window 12 s: every label, list and tooltip lays the whole text out).
#pragma once

#include <cstddef>
#include <string>

namespace gpulab {

constexpr std::size_t kMaxNameBytes = 256;      // a device, platform, driver, variant name
constexpr std::size_t kMaxMessageBytes = 16384; // a message (an error, the start of a build log)

inline std::string cutText(std::string text, std::size_t maxBytes = kMaxNameBytes)
{
    static constexpr char kEllipsis[] = "\xE2\x80\xA6"; // U+2026, 3 bytes
    if (text.size() <= maxBytes)
        return text;
    std::size_t cut = maxBytes >= 3 ? maxBytes - 3 : 0;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
        --cut; // not inside a character
    text.resize(cut);
    return text + kEllipsis;
}

} // namespace gpulab
