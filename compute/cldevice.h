// An opened OpenCL device: its context, one in-order profiling queue and a cache of built
// programs. Not thread-safe: one thread drives a ClDevice at a time (the GUI's worker, the CLI).
#pragma once

#include "compute/devices.h"

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace gpulab {

// Source text of compute/kernels/NAME.cl, embedded at build time; throws Usage if unknown.
std::string_view kernelSource(std::string_view name);

// ---- The program binary cache's file: one header line, the key it was stored for (device,
// driver, kernel source hash, build options: ClDevice::binaryKey), then the driver's bytes.
//   GPULAB-CLBIN 1 KEYBYTES BINARYBYTES FNV1A64-OF-BINARY\n KEY BINARY
constexpr std::size_t kMaxProgramBinaryBytes = std::size_t(64) << 20; // the whole file
// The file's bytes for `binary` stored under `key`.
std::string formatProgramBinaryFile(std::string_view key, std::string_view binary);
// The binary a file holds, when the file is whole, undamaged (its checksum) and stored for
// exactly `key`; else nullopt and *problem says why in a few words. Pure (no file, no driver);
// the view points into `file`; never throws.
std::optional<std::string_view> parseProgramBinaryFile(std::string_view file, std::string_view key,
                                                       std::string *problem);

class ClDevice
{
public:
    explicit ClDevice(const DeviceInfo &info);

    const DeviceInfo &info() const { return m_info; }
    cl_context context() const { return m_context.get(); }
    cl_command_queue queue() const { return m_queue.get(); }

    struct Built
    {
        cl_program program = nullptr;
        // Wall time of the first build: from source, or of loading the cached binary.
        double buildSeconds = 0.0;
        bool fromBinaryCache = false; // loaded from the user's cache (no compiler ran)
        std::string cacheProblem;     // why a cached binary was not used or not stored
    };
    // Builds (once) the embedded kernel file with these options; later calls hit the cache.
    // *builtNow tells whether this call did the build. The first build of a process looks in the
    // user's cache (usercache.h) for the binary a previous run stored (CL_PROGRAM_BINARIES),
    // keyed by the device, its driver, the kernel's source and the options; a damaged or refused
    // binary is ignored with a one-line notice and the program is built from source, then
    // stored.
    const Built &program(std::string_view kernelFile, const std::string &options = {},
                         bool *builtNow = nullptr);
    // Builds any source; a failure throws ComputeError(Build) carrying the build log.
    ClProgram build(std::string_view source, const std::string &options,
                    double *seconds = nullptr) const;

    ClKernel kernel(cl_program program, const char *name) const;
    ClBuffer buffer(std::size_t bytes, cl_mem_flags flags = CL_MEM_READ_WRITE) const;
    void write(const ClBuffer &buffer, const void *data, std::size_t bytes) const;
    void read(const ClBuffer &buffer, void *data, std::size_t bytes) const;
    void fill(const ClBuffer &buffer, float value, std::size_t bytes) const;
    // Enqueues an ND-range (local and offset may be null) and returns its event for profiling.
    ClEvent launch(cl_kernel kernel, cl_uint dims, const std::size_t *global,
                   const std::size_t *local, const std::size_t *offset = nullptr) const;
    void finish() const;

    // Where the binary of this kernel file and options is cached ("" when there is no cache).
    std::string binaryCachePath(std::string_view kernelFile, const std::string &options) const;

private:
    // The cached binary's program, built, or null (built->cacheProblem says why when it was
    // there but not usable).
    ClProgram loadCachedBinary(const std::string &path, const std::string &key,
                               const std::string &options, Built *built) const;
    std::string storeBinary(const std::string &path, const std::string &key,
                            cl_program program) const;
    std::string binaryKey(std::string_view kernelFile, const std::string &options) const;

    DeviceInfo m_info;
    ClContext m_context;
    ClQueue m_queue;
    std::map<std::string, Built> m_programs;
    std::map<std::string, ClProgram> m_ownedPrograms;
};

} // namespace gpulab
