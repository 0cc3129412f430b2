// The files GPU Lab keeps between runs in the user's cache folder (the tuned parameters,
// tuning.h; the built OpenCL programs, cldevice.h): where that folder is, a bounded read, an
// atomic write (a crash or a second process never leaves half a file under the real name), the
// hash that names and checks them, and the one-line notice when a file is ignored. Everything
// here may be thrown away at any time: a missing or damaged file only costs the work again.
#pragma once

#include "compute/devices.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace gpulab {

// $GPULAB_CACHE_DIR (tests, scripts; "off" = no cache at all), else $XDG_CACHE_HOME/gpulab,
// else $HOME/.cache/gpulab; empty when there is none (no HOME, or "off").
std::string userCacheDir();

struct CacheRead
{
    bool found = false;  // the file exists and was read whole
    std::string bytes;   // its contents (at most maxBytes)
    std::string problem; // why it could not be read (empty when it simply does not exist)
};
// Reads at most `maxBytes`: a larger file is a problem, never read into memory.
CacheRead readCacheFile(const std::string &path, std::size_t maxBytes);
// Creates the folders, writes PATH.tmp-PID-N and renames it over PATH. Empty, or the problem.
std::string writeCacheFile(const std::string &path, std::string_view bytes);

// 64-bit FNV-1a, and its 16 hexadecimal digits.
std::uint64_t fnv1a64(std::string_view bytes, std::uint64_t hash = 0xcbf29ce484222325ull);
std::string hex64(std::uint64_t value);

// What a cached result for this device depends on, one per line: platform name and version,
// device name, driver version, device version. A new driver changes it, and so drops the cache.
std::string deviceCacheKey(const DeviceInfo &device);

// "gpulab: MESSAGE" on standard error, each text once per process (the engine's standard
// error reaches the terminal the application was started from).
void cacheNotice(const std::string &message);

} // namespace gpulab
