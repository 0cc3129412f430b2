// The OpenCL rungs opencl-naive, opencl-tiled and opencl-regblock, on the shared ClGemm flow
// (clgemm.h): BandedClGemm runs an optional prologue (packing), then the main kernel in slices
// of about 0.1 s each, so cancel and progress act between slices.
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

// Our own kernels: one program; the main kernel runs in slices so cancel and progress have a
// step to act on. C is a grid of tiles (rowGranule() x colGranule(): one work-group, or one
// work-item where work-groups are single items); a slice is whole rows of tiles or, when one row
// of tiles takes longer than a step, part of one. Its size in tiles comes from the profiled time
// of the slice before (StepSizer, about kStepSeconds; learnt afresh when N changes, and a run
// at the same N starts from the whole previous run's rate, so timed runs start at the right size).
// Two slices stay queued so the device never waits for the host; cancel therefore acts within about
// two slices, and waits for them so the queue is idle when it throws. A prologue (packing) may run
// first.
//
// Timing: the benchmark's `seconds` is ClGemm::run's wall clock around compute(), the whole
// sliced multiplication once (launch gaps included as they happened, nothing summed per slice);
// the returned device seconds are the sum of the kernels' profiled times.
class BandedClGemm : public ClGemm
{
public:
    using ClGemm::ClGemm;

protected:
    virtual const char *kernelFile() const = 0;
    virtual const char *kernelName() const = 0;
    virtual std::string buildOptions() const { return {}; }
    // Rows and columns of C covered by one tile: slices are whole tiles.
    virtual int rowGranule() const = 0;
    virtual int colGranule() const = 0;
    // Enqueues rows [row0, row0 + rows) x columns [col0, col0 + cols) of C (whole tiles; the
    // last ones may reach past N) and returns the event.
    virtual ClEvent launchSlice(int n, int row0, int rows, int col0, int cols) = 0;
    // Kernels that must finish before the slices (e.g. packing); returns their events.
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
        if (m_sizerN != n) {
            m_sizer = StepSizer();
            m_sizerN = n;
        }
        const std::int64_t tileRows = (n + rowGranule() - 1) / rowGranule();
        const std::int64_t tileCols = (n + colGranule() - 1) / colGranule();
        const std::int64_t total = tileRows * tileCols;
        struct Slice
        {
            ClEvent event;
            std::int64_t tiles;
        };
        std::deque<Slice> inFlight;
        std::int64_t tilesDone = 0;
        double sliceSeconds = 0.0;
        auto retire = [&] {
            cl_event event = inFlight.front().event.get();
            checkCl(clWaitForEvents(1, &event), "clWaitForEvents");
            const double seconds = eventSeconds(event);
            sliceSeconds += seconds;
            m_sizer.record(inFlight.front().tiles, seconds);
            tilesDone += inFlight.front().tiles;
            inFlight.pop_front();
            control.report(double(tilesDone) / double(total));
        };
        for (std::int64_t next = 0; next < total;) {
            if (control.cancel && control.cancel->cancelled()) {
                m_device.finish();
                control.check();
            }
            const std::int64_t row = next / tileCols;
            const std::int64_t col = next % tileCols;
            const std::int64_t wanted = m_sizer.next();
            std::int64_t rows = 1;
            std::int64_t cols = std::min(wanted, tileCols - col);
            if (col == 0 && wanted >= tileCols) {
                rows = std::min(wanted / tileCols, tileRows - row);
                cols = tileCols;
            }
            inFlight.push_back({launchSlice(n, int(row * rowGranule()), int(rows * rowGranule()),
                                            int(col * colGranule()), int(cols * colGranule())),
                                rows * cols});
            checkCl(clFlush(m_device.queue()), "clFlush");
            next += rows * cols;
            if (inFlight.size() == 2)
                retire();
        }
        while (!inFlight.empty())
            retire();
        // The next run at this N starts from the rate of this whole one: the last slices are a
        // remainder, and a slice of fewer tiles than the device has cores under-reports it.
        m_sizer.record(total, sliceSeconds);
        return deviceSeconds + sliceSeconds;
    }

    cl_program m_program = nullptr; // owned by the device's program cache
    ClKernel m_kernel;

private:
    StepSizer m_sizer;
    int m_sizerN = -1;
};

// Tile edge that fits the device's work-group limit: 16 x 16 where allowed, else 8 x 8 (or less).
int tileEdge(const DeviceInfo &info)
{
    int ts = 16;
    while (ts > 1 && std::size_t(ts * ts) > info.maxWorkGroupSize)
        ts /= 2;
    return ts;
}

// opencl-naive and opencl-tiled: one work-item per element, TS x TS work-groups (the tiles).
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
    int colGranule() const override { return m_ts; }
    // Columns through the global offset (the kernels read get_global_id(0)), rows through row0.
    ClEvent launchSlice(int n, int row0, int rows, int col0, int cols) override
    {
        setKernelArgs(m_kernel.get(), cl_int(n), cl_int(row0), m_a, m_b, m_c);
        const std::size_t offset[2] = {std::size_t(col0), 0};
        const std::size_t global[2] = {std::size_t(cols), std::size_t(rows)};
        const std::size_t local[2] = {std::size_t(m_ts), std::size_t(m_ts)};
        return m_device.launch(m_kernel.get(), 2, global, local, offset);
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
    // A tile is a work-group: WGS work-items side by side, each MB micro-tiles down and NB
    // micro-panels across.
    int rowGranule() const override { return m_mb * MR; }
    int colGranule() const override { return m_wgs * m_nb * NR; }

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

    // Work-item (jb, ib) owns a block of C: the slice is an offset and a count of them.
    ClEvent launchSlice(int n, int row0, int rows, int col0, int cols) override
    {
        setKernelArgs(m_kernel.get(), cl_int(kp(n)), cl_int(np(n)), cl_int(mp(n) / MR),
                      cl_int(np(n) / NR), m_ap, m_bp, m_c);
        const int rowBlock = m_mb * MR;
        const int colBlock = m_nb * NR;
        const std::size_t offset[2] = {std::size_t(col0 / colBlock), std::size_t(row0 / rowBlock)};
        const std::size_t global[2] = {std::size_t(cols / colBlock), std::size_t(rows / rowBlock)};
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
// registers (see kernels/gemm_regblock_gpu.cl). Its tiles are the work-groups' tiles of C.
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
    int colGranule() const override { return m_params.nwg; }
    ClEvent launchSlice(int n, int row0, int rows, int col0, int cols) override
    {
        setKernelArgs(m_kernel.get(), cl_int(n), cl_int(n), cl_int(n), cl_int(row0), cl_int(col0),
                      m_a, m_b, m_c);
        const std::size_t global[2] = {
            std::size_t(cols / m_params.nwg) * std::size_t(m_params.ndimc),
            std::size_t(rows / m_params.mwg) * std::size_t(m_params.mdimc)};
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
