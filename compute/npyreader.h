// A small reader of NumPy .npy files (format versions 1.0, 2.0 and 3.0, as numpy.lib.format
// writes them: "\x93NUMPY", two version bytes, a little-endian header length of 2 bytes (v1) or
// 4 bytes (v2, v3), an ASCII Python dict {'descr': ..., 'fortran_order': ..., 'shape': (...)}
// padded with spaces and a newline, then the raw data).
// Accepted: little-endian float32 ('<f4'), float16 ('<f2') and float64 ('<f8'), C order
// (fortran_order False), 1-D (one row) or 2-D shapes, 1 .. kMaxTensorElements elements, the data
// exactly as long as the shape says. Everything else is refused with a message that says what is
// wrong; nothing in the file can make the reader read out of bounds or allocate more than the
// data it was given.
#pragma once

#include "compute/tensorgen.h"

#include <cstdint>
#include <span>
#include <string>
#include <variant>

namespace gpulab::fp {

// The largest file readNpyFile opens.
inline constexpr std::int64_t kMaxNpyFileBytes = 8 * kMaxTensorElements + 65536;

struct NpyError
{
    std::string message; // "the header's 'descr' is '>f4': big-endian data is not supported"
};

// The tensor, or why not.
std::variant<Tensor, NpyError> readNpy(std::span<const std::uint8_t> bytes);
// Reads the file (up to kMaxNpyFileBytes) and parses it; errors name the file.
std::variant<Tensor, NpyError> readNpyFile(const std::string &path);

} // namespace gpulab::fp
