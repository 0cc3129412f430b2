// Context, queue, program cache and checked enqueue helpers for one OpenCL device.
#include "compute/cldevice.h"

#include "compute/timing.h"

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

const ClDevice::Built &ClDevice::program(std::string_view kernelFile, const std::string &options,
                                         bool *builtNow)
{
    const std::string key = std::string(kernelFile) + '\n' + options;
    if (builtNow)
        *builtNow = false;
    if (auto it = m_programs.find(key); it != m_programs.end())
        return it->second;
    Built built;
    ClProgram program = build(kernelSource(kernelFile), options, &built.buildSeconds);
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
