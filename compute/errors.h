// Errors of the compute engine. Every failure that can reach a user is a ComputeError with a
// kind (which also decides gpulab-cli's exit code), the OpenCL call and the symbolic name of its
// error code where one is involved, and, for a kernel that failed to build, the build log.
#pragma once

#include <stdexcept>
#include <string>

namespace gpulab {

enum class ErrorKind {
    Usage,     // bad arguments: N <= 0, unknown variant, bad option
    NoDevice,  // no OpenCL runtime or no such device
    SizeLimit, // the problem does not fit host or device memory (refused before allocating)
    Build,     // an OpenCL program failed to build; buildLog() has the compiler's output
    Runtime,   // an OpenCL call failed while running
    Cancelled, // the caller's CancelToken was set
};

class ComputeError : public std::runtime_error
{
public:
    ComputeError(ErrorKind kind, const std::string &message, std::string call = {}, int code = 0,
                 std::string buildLog = {});

    ErrorKind kind() const { return m_kind; }
    // The OpenCL entry point that failed ("clBuildProgram"), empty when none was involved.
    const std::string &call() const { return m_call; }
    int code() const { return m_code; }
    const std::string &buildLog() const { return m_buildLog; }

private:
    ErrorKind m_kind;
    std::string m_call;
    int m_code;
    std::string m_buildLog;
};

// "CL_OUT_OF_RESOURCES" for -5, "CL_PLATFORM_NOT_FOUND_KHR" for -1001, "CL_ERROR(-123)" otherwise.
std::string clErrorName(int code);

// Throws ComputeError(Runtime) naming the call and the code when code != CL_SUCCESS.
void checkCl(int code, const char *call);

} // namespace gpulab
