// The OpenCL rungs opencl-naive, opencl-tiled and opencl-regblock, on the shared ClGemm flow
// (clgemm.h): BandedClGemm runs an optional prologue (packing), then the main kernel in bands of
// rows so cancel and progress act between bands.
#include "compute/clgemm.h"

#include "compute/timing.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <deque>
#include <limits>
#include <utility>
#include <vector>

namespace gpulab::detail {

int roundUp(int value, int multiple)
{
    return (value + multiple - 1) / multiple * multiple;
}

MemoryNeed ClGemm::memoryNeed(int n) const
{
    MemoryNeed need = GemmVariant::memoryNeed(n);
    const std::uint64_t output =
        std::uint64_t(outputRows(n)) * std::uint64_t(outputPitch(n)) * sizeof(float);
    need.largestDeviceBuffer = std::max(matrixBytes(n), output);
    need.deviceBytes = 2 * matrixBytes(n) + output;
    return need;
}

double ClGemm::prepare(int n)
{
    // Buffers first: a subclass's build step may run a trial on them (CLBlast does).
    if (n != m_n) {
        m_a = m_device.buffer(matrixBytes(n), CL_MEM_READ_ONLY);
        m_b = m_device.buffer(matrixBytes(n), CL_MEM_READ_ONLY);
        m_c = m_device.buffer(outputBytes(n), CL_MEM_READ_WRITE);
        allocateExtra(n);
        m_n = n;
    }
    double buildSeconds = 0.0;
    if (!m_built) {
        buildSeconds = buildKernels(n);
        m_built = true;
    }
    return buildSeconds;
}

RunTiming ClGemm::run(int n, const float *a, const float *b, float *c, const RunControl &control)
{
    prepare(n);
    RunTiming timing;
    const auto start = Clock::now();
    m_device.write(m_a, a, matrixBytes(n));
    m_device.write(m_b, b, matrixBytes(n));
    // Poison C on the device too, so an element the kernel forgets cannot pass as correct.
    m_device.fill(m_c, std::numeric_limits<float>::quiet_NaN(), outputBytes(n));
    m_device.finish();

    const auto computeStart = Clock::now();
    timing.deviceSeconds = compute(n, control);
    m_device.finish();
    timing.seconds = since(computeStart);

    readMatrix(c, n);
    timing.endToEndSeconds = since(start);
    return timing;
}

std::size_t ClGemm::outputBytes(int n) const
{
    return std::size_t(outputRows(n)) * std::size_t(outputPitch(n)) * sizeof(float);
}

void ClGemm::readMatrix(float *host, int n)
{
    const int pitch = outputPitch(n);
    if (pitch == n) {
        m_device.read(m_c, host, matrixBytes(n));
        return;
    }
    const std::size_t origin[3] = {0, 0, 0};
    const std::size_t region[3] = {std::size_t(n) * sizeof(float), std::size_t(n), 1};
    checkCl(clEnqueueReadBufferRect(m_device.queue(), m_c.get(), CL_TRUE, origin, origin, region,
                                    std::size_t(pitch) * sizeof(float), 0,
                                    std::size_t(n) * sizeof(float), 0, host, 0, nullptr, nullptr),
            "clEnqueueReadBufferRect");
}

namespace {

// Our own kernels: one program; the main kernel runs in bands of rows, each about bandFlops of
// work, so cancel and progress have a step to act on; two bands stay queued so the device never
// waits for the host. A prologue (packing) may run first.
class BandedClGemm : public ClGemm
{
public:
    using ClGemm::ClGemm;

protected:
    virtual const char *kernelFile() const = 0;
    virtual const char *kernelName() const = 0;
    virtual std::string buildOptions() const { return {}; }
    // Rows covered by one row of work-groups: bands are multiples of it.
    virtual int rowGranule() const = 0;
    // Enqueues rows [row0, row0 + rows) of C and returns the event.
    virtual ClEvent launchBand(int n, int row0, int rows) = 0;
    // Kernels that must finish before the bands (e.g. packing); returns their events.
    virtual std::vector<ClEvent> prologue(int /*n*/) { return {}; }

    double buildKernels(int) override
    {
        bool builtNow = false;
        const ClDevice::Built &built = m_device.program(kernelFile(), buildOptions(), &builtNow);
        m_program = built.program;
        m_kernel = m_device.kernel(built.program, kernelName());
        return builtNow ? built.buildSeconds : 0.0;
    }

    double compute(int n, const RunControl &control) override
    {
        double deviceSeconds = 0.0;
        control.check();
        for (const ClEvent &event : prologue(n)) {
            cl_event e = event.get();
            checkCl(clWaitForEvents(1, &e), "clWaitForEvents");
            deviceSeconds += eventSeconds(e);
        }
        const double bandFlops = m_device.info().type == DeviceType::Cpu ? 8e9 : 64e9;
        const int granule = rowGranule();
        const int lastRow = roundUp(n, granule);
        const int bandRows =
            std::clamp(roundUp(int(std::ceil(bandFlops / (2.0 * double(n) * double(n)))), granule),
                       granule, lastRow);
        std::deque<ClEvent> inFlight;
        int rowsDone = 0;
        auto retire = [&] {
            cl_event event = inFlight.front().get();
            checkCl(clWaitForEvents(1, &event), "clWaitForEvents");
            deviceSeconds += eventSeconds(event);
            inFlight.pop_front();
            rowsDone = std::min(n, rowsDone + bandRows);
            control.report(double(rowsDone) / double(n));
        };
        for (int row0 = 0; row0 < n; row0 += bandRows) {
            control.check();
            inFlight.push_back(launchBand(n, row0, std::min(bandRows, lastRow - row0)));
            checkCl(clFlush(m_device.queue()), "clFlush");
            if (inFlight.size() == 2)
                retire();
        }
        while (!inFlight.empty())
            retire();
        return deviceSeconds;
    }

    cl_program m_program = nullptr; // owned by the device's program cache
    ClKernel m_kernel;
};

// Tile edge that fits the device's work-group limit: 16 x 16 where allowed, else 8 x 8 (or less).
int tileEdge(const DeviceInfo &info)
{
    int ts = 16;
    while (ts > 1 && std::size_t(ts * ts) > info.maxWorkGroupSize)
        ts /= 2;
    return ts;
}

// opencl-naive and opencl-tiled: one work-item per element, TS x TS work-groups, row0 argument.
class OpenClPerElement final : public BandedClGemm
{
public:
    OpenClPerElement(const VariantInfo &info, ClDevice &device, const char *file)
        : BandedClGemm(info, device), m_file(file), m_ts(tileEdge(device.info()))
    {}

protected:
    const char *kernelFile() const override { return m_file; }
    const char *kernelName() const override { return m_file; }
    std::string buildOptions() const override { return "-DTS=" + std::to_string(m_ts); }
    int rowGranule() const override { return m_ts; }
    ClEvent launchBand(int n, int row0, int rows) override
    {
        setKernelArgs(m_kernel.get(), cl_int(n), cl_int(row0), m_a, m_b, m_c);
        const std::size_t global[2] = {std::size_t(roundUp(n, m_ts)), std::size_t(rows)};
        const std::size_t local[2] = {std::size_t(m_ts), std::size_t(m_ts)};
        return m_device.launch(m_kernel.get(), 2, global, local);
    }

private:
    const char *m_file;
    int m_ts;
};

// opencl-regblock: pack A and B into micro-panels, then gemm_packed computes MR x NR micro-tiles
// in vector registers (see kernels/gemm_regblock.cl for the layout and the launch recipe).
class OpenClRegblock final : public BandedClGemm
{
public:
    static constexpr int MR = 6;  // rows of a micro-tile (vector accumulators)
    static constexpr int NR = 16; // columns of a micro-tile (vector width)
    static constexpr int KU = 4;  // k unroll: K is padded to a multiple of it
    static constexpr int PK = 64; // k values per packing work-item
    static constexpr int PJ = 8;  // B micro-panels per pack_b work-item

    OpenClRegblock(const VariantInfo &info, ClDevice &device) : BandedClGemm(info, device)
    {
        // Tuned on PoCL (CPU): a work-item owns a 96 x 128 block of C and walks K in cache
        // blocks. Other devices run OpenClRegblockGpu; only GPULAB_REGBLOCK=cpu brings them here,
        // where each work-item takes one micro-tile in work-groups of 64 (on an H100 that ran at
        // 1.6-2.8 TFLOP/s, a tenth of CLBlast: the kernel before the GPU path existed).
        if (device.info().type == DeviceType::Cpu) {
            m_mb = 16;
            m_nb = 8;
            m_wgs = 1;
        } else {
            m_mb = 1;
            m_nb = 1;
            m_wgs = int(std::min<std::size_t>(64, device.info().maxWorkGroupSize));
        }
    }

    MemoryNeed memoryNeed(int n) const override
    {
        MemoryNeed need = BandedClGemm::memoryNeed(n);
        const std::uint64_t packedA = std::uint64_t(mp(n)) * std::uint64_t(kp(n)) * 4;
        const std::uint64_t packedB = std::uint64_t(kp(n)) * std::uint64_t(np(n)) * 4;
        need.deviceBytes += packedA + packedB;
        need.largestDeviceBuffer = std::max({need.largestDeviceBuffer, packedA, packedB});
        return need;
    }

protected:
    const char *kernelFile() const override { return "gemm_regblock"; }
    const char *kernelName() const override { return "gemm_packed"; }
    std::string buildOptions() const override
    {
        return "-DMB=" + std::to_string(m_mb) + " -DNB=" + std::to_string(m_nb) +
               " -DWGS=" + std::to_string(m_wgs);
    }
    int outputRows(int n) const override { return mp(n); }
    int outputPitch(int n) const override { return np(n); }
    int rowGranule() const override { return m_mb * MR; }

    double buildKernels(int n) override
    {
        const double seconds = BandedClGemm::buildKernels(n);
        m_packA = m_device.kernel(m_program, "pack_a");
        m_packB = m_device.kernel(m_program, "pack_b");
        return seconds;
    }

    void allocateExtra(int n) override
    {
        m_ap = m_device.buffer(std::size_t(mp(n)) * std::size_t(kp(n)) * sizeof(float));
        m_bp = m_device.buffer(std::size_t(kp(n)) * std::size_t(np(n)) * sizeof(float));
    }

    std::vector<ClEvent> prologue(int n) override
    {
        std::vector<ClEvent> events;
        setKernelArgs(m_packA.get(), cl_int(n), cl_int(n), cl_int(kp(n)), m_a, cl_int(n), m_ap);
        const std::size_t globalA[2] = {std::size_t(ceilDiv(kp(n), PK)), std::size_t(mp(n) / MR)};
        const std::size_t one[2] = {1, 1};
        events.push_back(m_device.launch(m_packA.get(), 2, globalA, one));
        setKernelArgs(m_packB.get(), cl_int(n), cl_int(n), cl_int(kp(n)), m_b, cl_int(n), m_bp);
        const std::size_t globalB[2] = {std::size_t(ceilDiv(np(n) / NR, PJ)),
                                        std::size_t(ceilDiv(kp(n), PK))};
        events.push_back(m_device.launch(m_packB.get(), 2, globalB, one));
        return events;
    }

    ClEvent launchBand(int n, int row0, int rows) override
    {
        setKernelArgs(m_kernel.get(), cl_int(kp(n)), cl_int(np(n)), cl_int(mp(n) / MR),
                      cl_int(np(n) / NR), m_ap, m_bp, m_c);
        const int rowBlock = m_mb * MR;
        const std::size_t offset[2] = {0, std::size_t(row0 / rowBlock)};
        const std::size_t global[2] = {std::size_t(roundUp(ceilDiv(np(n) / NR, m_nb), m_wgs)),
                                       std::size_t(ceilDiv(rows, rowBlock))};
        const std::size_t local[2] = {std::size_t(m_wgs), 1};
        return m_device.launch(m_kernel.get(), 2, global, local, offset);
    }

private:
    static int ceilDiv(int a, int b) { return (a + b - 1) / b; }
    static int mp(int n) { return roundUp(n, MR); }
    static int np(int n) { return roundUp(n, NR); }
    static int kp(int n) { return roundUp(n, KU); }

    int m_mb = 16, m_nb = 8, m_wgs = 1;
    ClKernel m_packA, m_packB;
    ClBuffer m_ap, m_bp;
};

// opencl-regblock on GPUs: one kernel, no packing. A work-group computes an MWG x NWG tile of C
// from slabs of A and B staged in local memory, each work-item an MWI x NWI block of it in
// registers (see kernels/gemm_regblock_gpu.cl). Bands are whole rows of work-group tiles.
class OpenClRegblockGpu final : public BandedClGemm
{
public:
    OpenClRegblockGpu(const VariantInfo &info, ClDevice &device, const RegblockGpuParams &params)
        : BandedClGemm(info, device), m_params(params)
    {}

protected:
    const char *kernelFile() const override { return "gemm_regblock_gpu"; }
    const char *kernelName() const override { return "gemm_tiles"; }
    std::string buildOptions() const override { return m_params.buildOptions(); }
    int rowGranule() const override { return m_params.mwg; }
    ClEvent launchBand(int n, int row0, int rows) override
    {
        setKernelArgs(m_kernel.get(), cl_int(n), cl_int(n), cl_int(n), cl_int(row0), m_a, m_b, m_c);
        const std::size_t global[2] = {
            std::size_t((n + m_params.nwg - 1) / m_params.nwg) * std::size_t(m_params.ndimc),
            std::size_t((rows + m_params.mwg - 1) / m_params.mwg) * std::size_t(m_params.mdimc)};
        const std::size_t local[2] = {std::size_t(m_params.ndimc), std::size_t(m_params.mdimc)};
        return m_device.launch(m_kernel.get(), 2, global, local);
    }

private:
    RegblockGpuParams m_params;
};

bool isPowerOfTwo(int value)
{
    return value > 0 && (value & (value - 1)) == 0;
}

} // namespace

RegblockPath regblockPath(const DeviceInfo &device)
{
    if (const char *forced = std::getenv("GPULAB_REGBLOCK")) {
        const std::string_view value(forced);
        if (value == "cpu")
            return RegblockPath::Cpu;
        if (value == "gpu")
            return RegblockPath::Gpu;
    }
    return device.type == DeviceType::Cpu ? RegblockPath::Cpu : RegblockPath::Gpu;
}

namespace {

// The parameters by their names in the kernel, in one order for the options and the text.
std::vector<std::pair<const char *, int>> namedParams(const RegblockGpuParams &p)
{
    return {{"MWG", p.mwg},     {"NWG", p.nwg},     {"KWG", p.kwg},
            {"MDIMC", p.mdimc}, {"NDIMC", p.ndimc}, {"VWM", p.vwm},
            {"VWN", p.vwn},     {"PADA", p.pada},   {"PREFETCH", p.prefetch}};
}

} // namespace

std::string RegblockGpuParams::buildOptions() const
{
    std::string options;
    for (const auto &[name, value] : namedParams(*this))
        options +=
            (options.empty() ? "-D" : " -D") + std::string(name) + "=" + std::to_string(value);
    return options;
}

std::string RegblockGpuParams::text() const
{
    std::string text;
    for (const auto &[name, value] : namedParams(*this))
        text += (text.empty() ? "" : ",") + std::string(name) + "=" + std::to_string(value);
    return text;
}

std::size_t RegblockGpuParams::localBytes() const
{
    return std::size_t(kwg) * std::size_t(mwg + pada + nwg) * sizeof(float);
}

std::string RegblockGpuParams::problem(const DeviceInfo &device) const
{
    for (int value : {mwg, nwg, kwg, mdimc, ndimc})
        if (value < 1 || value > 1024)
            return "MWG, NWG, KWG, MDIMC and NDIMC must be between 1 and 1024";
    for (int width : {vwm, vwn})
        if (width != 1 && width != 2 && width != 4 && width != 8)
            return "VWM and VWN must be 1, 2, 4 or 8";
    if (!isPowerOfTwo(kwg) || !isPowerOfTwo(nwg))
        return "KWG and NWG must be powers of two";
    if (mwg % (mdimc * vwm) != 0 || nwg % (ndimc * vwn) != 0)
        return "MWG must be a multiple of MDIMC * VWM and NWG of NDIMC * VWN";
    const int wgs = mdimc * ndimc;
    if ((mwg * kwg) % wgs != 0 || (kwg * nwg) % wgs != 0)
        return "MWG * KWG and KWG * NWG must be multiples of MDIMC * NDIMC";
    if (pada < 0 || pada % vwm != 0)
        return "PADA must be a non-negative multiple of VWM";
    if (prefetch != 0 && prefetch != 1)
        return "PREFETCH must be 0 or 1";
    if (device.maxWorkGroupSize && std::size_t(wgs) > device.maxWorkGroupSize)
        return "a work-group of " + std::to_string(wgs) + " work-items exceeds the device's " +
               std::to_string(device.maxWorkGroupSize);
    if (device.localMemBytes && localBytes() > device.localMemBytes)
        return std::to_string(localBytes()) + " bytes of local memory exceed the device's " +
               std::to_string(device.localMemBytes);
    return {};
}

RegblockGpuParams defaultRegblockGpuParams(const DeviceInfo &device)
{
    RegblockGpuParams params; // tuned on an NVIDIA H100 (kernels/gemm_regblock_gpu.cl)
    if (params.problem(device).empty())
        return params;
    // Devices with small work-groups or little local memory: 64 x 64 tiles, 8 x 8 work-items.
    params.mwg = params.nwg = 64;
    params.mdimc = params.ndimc = 8;
    params.vwm = params.vwn = 4;
    if (params.problem(device).empty())
        return params;
    params.mdimc = params.ndimc = 4; // 16 work-items, 16 x 16 each
    params.vwm = params.vwn = 4;
    params.kwg = 8;
    return params;
}

RegblockGpuParams parseRegblockGpuParams(std::string_view text, RegblockGpuParams base)
{
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t end = std::min(text.find_first_of(", ", pos), text.size());
        const std::string_view item = text.substr(pos, end - pos);
        pos = end + 1;
        if (item.empty())
            continue;
        const std::size_t eq = item.find('=');
        const std::string name(item.substr(0, eq));
        int value = 0;
        bool ok = eq != std::string_view::npos && eq + 1 < item.size();
        for (std::size_t i = eq + 1; ok && i < item.size(); ++i) {
            ok = item[i] >= '0' && item[i] <= '9' && value < 100000;
            value = value * 10 + (item[i] - '0');
        }
        int *field = name == "MWG"        ? &base.mwg
                     : name == "NWG"      ? &base.nwg
                     : name == "KWG"      ? &base.kwg
                     : name == "MDIMC"    ? &base.mdimc
                     : name == "NDIMC"    ? &base.ndimc
                     : name == "VWM"      ? &base.vwm
                     : name == "VWN"      ? &base.vwn
                     : name == "PADA"     ? &base.pada
                     : name == "PREFETCH" ? &base.prefetch
                                          : nullptr;
        if (!ok || !field)
            throw ComputeError(ErrorKind::Usage,
                               "opencl-regblock GPU parameters: cannot read '" + std::string(item) +
                                   "' (expected NAME=VALUE, NAME one of MWG NWG KWG MDIMC NDIMC "
                                   "VWM VWN PADA PREFETCH)");
        *field = value;
    }
    return base;
}

std::unique_ptr<GemmVariant> makeOpenClRegblockGpu(const VariantInfo &info, ClDevice &device,
                                                   const RegblockGpuParams &params)
{
    const std::string problem = params.problem(device.info());
    if (!problem.empty())
        throw ComputeError(ErrorKind::Usage,
                           "opencl-regblock GPU parameters " + params.text() + ": " + problem);
    return std::make_unique<OpenClRegblockGpu>(info, device, params);
}

std::unique_ptr<GemmVariant> makeOpenClNaive(const VariantInfo &info, ClDevice *device)
{
    return std::make_unique<OpenClPerElement>(info, *device, "gemm_naive");
}
std::unique_ptr<GemmVariant> makeOpenClTiled(const VariantInfo &info, ClDevice *device)
{
    return std::make_unique<OpenClPerElement>(info, *device, "gemm_tiled");
}
std::unique_ptr<GemmVariant> makeOpenClRegblock(const VariantInfo &info, ClDevice *device)
{
    if (regblockPath(device->info()) == RegblockPath::Cpu)
        return std::make_unique<OpenClRegblock>(info, *device);
    RegblockGpuParams params = defaultRegblockGpuParams(device->info());
    if (const char *text = std::getenv("GPULAB_REGBLOCK_GPU"))
        params = parseRegblockGpuParams(text, params);
    return makeOpenClRegblockGpu(info, *device, params);
}

} // namespace gpulab::detail
