// The user's cache folder and its files (see usercache.h).
#include "compute/usercache.h"

#include "compute/boundedtext.h"

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <mutex>
#include <set>

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif

namespace gpulab {

namespace {

std::string environment(const char *name)
{
    const char *value = std::getenv(name);
    return value ? std::string(value) : std::string();
}

int processId()
{
#if defined(__unix__) || defined(__APPLE__)
    return int(getpid());
#else
    return 0;
#endif
}

} // namespace

std::string userCacheDir()
{
    const std::string forced = environment("GPULAB_CACHE_DIR");
    if (forced == "off")
        return {};
    if (!forced.empty())
        return forced;
    const std::string xdg = environment("XDG_CACHE_HOME");
    if (!xdg.empty() && xdg.front() == '/') // the XDG spec: relative paths are to be ignored
        return xdg + "/gpulab";
    const std::string home = environment("HOME");
    if (!home.empty())
        return home + "/.cache/gpulab";
    return {};
}

CacheRead readCacheFile(const std::string &path, std::size_t maxBytes)
{
    CacheRead read;
    std::FILE *file = std::fopen(path.c_str(), "rb");
    if (!file) {
        if (errno != ENOENT)
            read.problem = std::string("cannot open: ") + std::strerror(errno);
        return read;
    }
    read.bytes.resize(maxBytes + 1);
    const std::size_t got = std::fread(read.bytes.data(), 1, read.bytes.size(), file);
    const bool failed = std::ferror(file) != 0;
    std::fclose(file);
    if (failed) {
        read.bytes.clear();
        read.problem = "cannot read it";
        return read;
    }
    if (got > maxBytes) {
        read.bytes.clear();
        read.problem = "larger than " + std::to_string(maxBytes) + " bytes";
        return read;
    }
    read.bytes.resize(got);
    read.found = true;
    return read;
}

std::string writeCacheFile(const std::string &path, std::string_view bytes)
{
    namespace fs = std::filesystem;
    static std::atomic<unsigned> counter{0};
    std::error_code error;
    const fs::path target(path);
    fs::create_directories(target.parent_path(), error);
    if (error)
        return "cannot create " + target.parent_path().string() + ": " + error.message();
    const std::string temporary =
        path + ".tmp-" + std::to_string(processId()) + "-" + std::to_string(counter++);
    std::FILE *file = std::fopen(temporary.c_str(), "wb");
    if (!file)
        return "cannot write " + temporary + ": " + std::strerror(errno);
    bool ok = std::fwrite(bytes.data(), 1, bytes.size(), file) == bytes.size();
    ok = std::fflush(file) == 0 && ok;
#if defined(__unix__) || defined(__APPLE__)
    ok = fsync(fileno(file)) == 0 && ok; // the rename must not publish a file still in flight
#endif
    ok = std::fclose(file) == 0 && ok;
    if (ok) {
        fs::rename(temporary, target, error);
        ok = !error;
    }
    if (!ok) {
        const std::string why = error ? error.message() : std::string(std::strerror(errno));
        fs::remove(temporary, error);
        return "cannot write " + path + ": " + why;
    }
    return {};
}

std::uint64_t fnv1a64(std::string_view bytes, std::uint64_t hash)
{
    for (unsigned char byte : bytes) {
        hash ^= byte;
        hash *= 0x100000001b3ull;
    }
    return hash;
}

std::string hex64(std::uint64_t value)
{
    char text[17];
    std::snprintf(text, sizeof(text), "%016llx", static_cast<unsigned long long>(value));
    return text;
}

std::string deviceCacheKey(const DeviceInfo &device)
{
    return device.platformName + "\n" + device.platformVersion + "\n" + device.name + "\n" +
           device.driverVersion + "\n" + device.deviceVersion;
}

void cacheNotice(const std::string &message)
{
    static std::mutex mutex;
    static std::set<std::string> said;
    const std::lock_guard lock(mutex);
    if (said.size() >= 64 || !said.insert(message).second)
        return;
    std::string line = cutText(message, kMaxMessageBytes);
    for (char &ch : line) // a hostile file's bytes never reach the terminal as control codes
        if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f)
            ch = '?';
    std::cerr << "gpulab: " << line << std::endl;
}

} // namespace gpulab
