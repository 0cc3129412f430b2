// Context, queue, program cache and checked enqueue helpers for one OpenCL device.
#include "compute/cldevice.h"

#include "compute/timing.h"
#include "compute/usercache.h"

#include <cstdio>
#include <vector>

namespace gpulab {

ClDevice::ClDevice(const DeviceInfo &info) : m_info(info)
{
    cl_int err = CL_SUCCESS;
    const cl_context_properties props[] = {
        CL_CONTEXT_PLATFORM, reinterpret_cast<cl_context_properties>(info.platform), 0};
    m_context = ClContext(clCreateContext(props, 1, &info.id, nullptr, nullptr, &err));
    checkCl(err, "clCreateContext");
    m_queue =
        ClQueue(clCreateCommandQueue(m_context.get(), info.id, CL_QUEUE_PROFILING_ENABLE, &err));
    checkCl(err, "clCreateCommandQueue");
}

ClProgram ClDevice::build(std::string_view source, const std::string &options,
                          double *seconds) const
{
    cl_int err = CL_SUCCESS;
    const char *text = source.data();
    const std::size_t length = source.size();
    ClProgram program(clCreateProgramWithSource(m_context.get(), 1, &text, &length, &err));
    checkCl(err, "clCreateProgramWithSource");
    const auto start = Clock::now();
    err = clBuildProgram(program.get(), 1, &m_info.id, options.c_str(), nullptr, nullptr);
    if (seconds)
        *seconds = since(start);
    if (err != CL_SUCCESS) {
        std::string log;
        std::size_t size = 0;
        if (clGetProgramBuildInfo(program.get(), m_info.id, CL_PROGRAM_BUILD_LOG, 0, nullptr,
                                  &size) == CL_SUCCESS &&
            size > 0) {
            log.resize(size);
            clGetProgramBuildInfo(program.get(), m_info.id, CL_PROGRAM_BUILD_LOG, size, log.data(),
                                  nullptr);
            while (!log.empty() && (log.back() == '\0' || log.back() == '\n'))
                log.pop_back();
        }
        throw ComputeError(ErrorKind::Build,
                           "clBuildProgram failed with " + clErrorName(err) + " on " + m_info.name +
                               (log.empty() ? "" : ":\n" + log),
                           "clBuildProgram", err, log);
    }
    return program;
}

namespace {

constexpr std::string_view kBinaryMagic = "GPULAB-CLBIN 1 ";

bool readDecimal(std::string_view &text, std::size_t &value)
{
    std::size_t digits = 0;
    value = 0;
    while (digits < text.size() && digits < 12 && text[digits] >= '0' && text[digits] <= '9')
        value = value * 10 + std::size_t(text[digits++] - '0');
    if (digits == 0 || digits == text.size() || text[digits] != ' ')
        return false;
    text.remove_prefix(digits + 1);
    return true;
}

} // namespace

std::string formatProgramBinaryFile(std::string_view key, std::string_view binary)
{
    std::string file = std::string(kBinaryMagic) + std::to_string(key.size()) + " " +
                       std::to_string(binary.size()) + " " + hex64(fnv1a64(binary)) + "\n";
    file.append(key);
    file.append(binary);
    return file;
}

std::optional<std::string_view> parseProgramBinaryFile(std::string_view text, std::string_view key,
                                                       std::string *problem)
{
    auto refuse = [problem](const char *why) {
        if (problem)
            *problem = why;
        return std::nullopt;
    };
    if (text.size() > kMaxProgramBinaryBytes)
        return refuse("larger than 64 MiB");
    std::size_t keyBytes = 0, binaryBytes = 0;
    if (text.substr(0, kBinaryMagic.size()) != kBinaryMagic)
        return refuse("not a GPU Lab program binary");
    text.remove_prefix(kBinaryMagic.size());
    if (!readDecimal(text, keyBytes) || !readDecimal(text, binaryBytes) || text.size() < 17 ||
        text[16] != '\n')
        return refuse("a damaged header");
    const std::string_view checksum = text.substr(0, 16);
    text.remove_prefix(17);
    if (binaryBytes == 0 || keyBytes > text.size() || text.size() - keyBytes != binaryBytes)
        return refuse("truncated or too long");
    if (text.substr(0, keyBytes) != key)
        return refuse("stored for another device, driver, source or options");
    const std::string_view binary = text.substr(keyBytes);
    if (hex64(fnv1a64(binary)) != checksum)
        return refuse("its checksum does not match (damaged)");
    return binary;
}

std::string ClDevice::binaryKey(std::string_view kernelFile, const std::string &options) const
{
    return deviceCacheKey(m_info) + "\n" + std::string(kernelFile) + " " +
           hex64(fnv1a64(kernelSource(kernelFile))) + "\n" + options;
}

std::string ClDevice::binaryCachePath(std::string_view kernelFile, const std::string &options) const
{
    const std::string dir = userCacheDir();
    if (dir.empty())
        return {};
    return dir + "/programs/" + std::string(kernelFile) + "-" +
           hex64(fnv1a64(binaryKey(kernelFile, options))) + ".bin";
}

ClProgram ClDevice::loadCachedBinary(const std::string &path, const std::string &key,
                                     const std::string &options, Built *built) const
{
    const CacheRead read = readCacheFile(path, kMaxProgramBinaryBytes);
    auto refuse = [&](const std::string &why) {
        built->cacheProblem = "ignoring the cached program " + path + ": " + why;
        return ClProgram();
    };
    if (!read.found)
        return read.problem.empty() ? ClProgram() : refuse(read.problem);
    std::string why;
    const std::optional<std::string_view> binary = parseProgramBinaryFile(read.bytes, key, &why);
    if (!binary)
        return refuse(why);

    const auto start = Clock::now();
    cl_int err = CL_SUCCESS, status = CL_SUCCESS;
    const std::size_t length = binary->size();
    const auto *bytes = reinterpret_cast<const unsigned char *>(binary->data());
    ClProgram program(
        clCreateProgramWithBinary(m_context.get(), 1, &m_info.id, &length, &bytes, &status, &err));
    if (err != CL_SUCCESS || status != CL_SUCCESS)
        return refuse("the driver refused it (clCreateProgramWithBinary: " +
                      clErrorName(err != CL_SUCCESS ? err : status) + ")");
    err = clBuildProgram(program.get(), 1, &m_info.id, options.c_str(), nullptr, nullptr);
    if (err != CL_SUCCESS)
        return refuse("the driver could not build it (clBuildProgram: " + clErrorName(err) + ")");
    built->buildSeconds = since(start);
    built->fromBinaryCache = true;
    return program;
}

std::string ClDevice::storeBinary(const std::string &path, const std::string &key,
                                  cl_program program) const
{
    std::size_t size = 0;
    if (clGetProgramInfo(program, CL_PROGRAM_BINARY_SIZES, sizeof(size), &size, nullptr) !=
            CL_SUCCESS ||
        size == 0 || size > kMaxProgramBinaryBytes)
        return "the driver gives no binary of the program";
    std::vector<unsigned char> binary(size);
    unsigned char *pointer = binary.data();
    if (clGetProgramInfo(program, CL_PROGRAM_BINARIES, sizeof(pointer), &pointer, nullptr) !=
        CL_SUCCESS)
        return "the driver gives no binary of the program";
    const std::string_view bytes(reinterpret_cast<const char *>(binary.data()), binary.size());
    return writeCacheFile(path, formatProgramBinaryFile(key, bytes));
}

const ClDevice::Built &ClDevice::program(std::string_view kernelFile, const std::string &options,
                                         bool *builtNow)
{
    const std::string key = std::string(kernelFile) + '\n' + options;
    if (builtNow)
        *builtNow = false;
    if (auto it = m_programs.find(key); it != m_programs.end())
        return it->second;
    Built built;
    const std::string path = binaryCachePath(kernelFile, options);
    const std::string cacheKey = path.empty() ? std::string() : binaryKey(kernelFile, options);
    ClProgram program;
    if (!path.empty())
        program = loadCachedBinary(path, cacheKey, options, &built);
    if (!built.cacheProblem.empty())
        cacheNotice(built.cacheProblem + "; building from source");
    if (!program) {
        program = build(kernelSource(kernelFile), options, &built.buildSeconds);
        if (!path.empty()) {
            const std::string problem = storeBinary(path, cacheKey, program.get());
            if (!problem.empty()) {
                built.cacheProblem = "cannot cache the program binary: " + problem;
                cacheNotice(built.cacheProblem);
            }
        }
    }
    built.program = program.get();
    m_ownedPrograms.emplace(key, std::move(program));
    if (builtNow)
        *builtNow = true;
    return m_programs.emplace(key, built).first->second;
}

ClKernel ClDevice::kernel(cl_program program, const char *name) const
{
    cl_int err = CL_SUCCESS;
    ClKernel kernel(clCreateKernel(program, name, &err));
    checkCl(err, "clCreateKernel");
    return kernel;
}

ClBuffer ClDevice::buffer(std::size_t bytes, cl_mem_flags flags) const
{
    cl_int err = CL_SUCCESS;
    ClBuffer buffer(clCreateBuffer(m_context.get(), flags, bytes, nullptr, &err));
    checkCl(err, "clCreateBuffer");
    return buffer;
}

void ClDevice::write(const ClBuffer &buffer, const void *data, std::size_t bytes) const
{
    checkCl(clEnqueueWriteBuffer(m_queue.get(), buffer.get(), CL_TRUE, 0, bytes, data, 0, nullptr,
                                 nullptr),
            "clEnqueueWriteBuffer");
}

void ClDevice::read(const ClBuffer &buffer, void *data, std::size_t bytes) const
{
    checkCl(clEnqueueReadBuffer(m_queue.get(), buffer.get(), CL_TRUE, 0, bytes, data, 0, nullptr,
                                nullptr),
            "clEnqueueReadBuffer");
}

void ClDevice::fill(const ClBuffer &buffer, float value, std::size_t bytes) const
{
    checkCl(clEnqueueFillBuffer(m_queue.get(), buffer.get(), &value, sizeof(value), 0, bytes, 0,
                                nullptr, nullptr),
            "clEnqueueFillBuffer");
}

ClEvent ClDevice::launch(cl_kernel kernel, cl_uint dims, const std::size_t *global,
                         const std::size_t *local, const std::size_t *offset) const
{
    cl_event event = nullptr;
    checkCl(clEnqueueNDRangeKernel(m_queue.get(), kernel, dims, offset, global, local, 0, nullptr,
                                   &event),
            "clEnqueueNDRangeKernel");
    return ClEvent(event);
}

void ClDevice::finish() const
{
    checkCl(clFinish(m_queue.get()), "clFinish");
}

} // namespace gpulab
