// Small JSON and number-text helpers shared by the `format` and `precision` commands of
// gpulab-cli: escaped strings and doubles as the shortest decimal that reads back to the same
// value (std::to_chars), with infinities and NaN as the strings "inf", "-inf" and "nan".
#pragma once

#include "compute/jsonwriter.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>
#include <string_view>

namespace gpulab::cli {

inline std::string jsonString(std::string_view s)
{
    return json::string(std::string(s));
}

// The shortest decimal that round-trips ("0.1015625", "65504", "-0", "5.960464477539063e-08").
inline std::string shortestDecimal(double value)
{
    if (std::isnan(value))
        return "nan";
    if (std::isinf(value))
        return value < 0 ? "-inf" : "inf";
    char buf[64];
    const std::to_chars_result r = std::to_chars(buf, buf + sizeof(buf), value);
    return std::string(buf, r.ptr);
}

// A JSON number, or the strings "inf", "-inf", "nan" where JSON has no number.
inline std::string jsonDouble(double value)
{
    const std::string text = shortestDecimal(value);
    return std::isfinite(value) ? text : "\"" + text + "\"";
}

} // namespace gpulab::cli
