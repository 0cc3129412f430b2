// The OpenCL rungs opencl-naive, opencl-tiled and opencl-regblock, on the shared ClGemm flow
// (clgemm.h): BandedClGemm runs an optional prologue (packing), then the main kernel in slices
// of about 0.1 s each, so cancel and progress act between slices.
#include "compute/clgemm.h"

#include "compute/timing.h"
#include "compute/tuning.h"

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
// in vector registers (see kernels/gemm_regblock.cl for the layout and the launch recipe). The
// parameters are RegblockCpuParams (defaultRegblockCpuParams, or a tuned set: tuning.h).
class OpenClRegblock final : public BandedClGemm
{
public:
    static constexpr int KU = 4;  // k unroll: K is padded to a multiple of it
    static constexpr int PK = 64; // k values per packing work-item
    static constexpr int PJ = 8;  // B micro-panels per pack_b work-item

    OpenClRegblock(const VariantInfo &info, ClDevice &device, const RegblockCpuParams &params)
        : BandedClGemm(info, device), m_params(params)
    {}

    MemoryNeed memoryNeed(int n) const override
    {
        MemoryNeed need = BandedClGemm::memoryNeed(n);
        const std::uint64_t packedA = std::uint64_t(mp(n)) * std::uint64_t(kp(n)) * 4;
        const std::uint64_t packedB = std::uint64_t(kp(n)) * std::uint64_t(np(n)) * 4;
        need.deviceBytes += packedA + packedB;
        need.largestDeviceBuffer = std::max({need.largestDeviceBuffer, packedA, packedB});
        return need;
    }

    std::string parameters() const override { return "cpu " + m_params.text(); }

protected:
    const char *kernelFile() const override { return "gemm_regblock"; }
    const char *kernelName() const override { return "gemm_packed"; }
    std::string buildOptions() const override { return m_params.buildOptions(); }
    int outputRows(int n) const override { return mp(n); }
    int outputPitch(int n) const override { return np(n); }
    // A tile is a work-group: WGS work-items side by side, each MB micro-tiles down and NB
    // micro-panels across.
    int rowGranule() const override { return m_params.mb * m_params.mr; }
    int colGranule() const override { return m_params.wgs * m_params.nb * m_params.nr; }

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
        const std::size_t globalA[2] = {std::size_t(ceilDiv(kp(n), PK)),
                                        std::size_t(mp(n) / m_params.mr)};
        const std::size_t one[2] = {1, 1};
        events.push_back(m_device.launch(m_packA.get(), 2, globalA, one));
        setKernelArgs(m_packB.get(), cl_int(n), cl_int(n), cl_int(kp(n)), m_b, cl_int(n), m_bp);
        const std::size_t globalB[2] = {std::size_t(ceilDiv(np(n) / m_params.nr, PJ)),
                                        std::size_t(ceilDiv(kp(n), PK))};
        events.push_back(m_device.launch(m_packB.get(), 2, globalB, one));
        return events;
    }

    // Work-item (jb, ib) owns a block of C: the slice is an offset and a count of them.
    ClEvent launchSlice(int n, int row0, int rows, int col0, int cols) override
    {
        setKernelArgs(m_kernel.get(), cl_int(kp(n)), cl_int(np(n)), cl_int(mp(n) / m_params.mr),
                      cl_int(np(n) / m_params.nr), m_ap, m_bp, m_c);
        const int rowBlock = m_params.mb * m_params.mr;
        const int colBlock = m_params.nb * m_params.nr;
        const std::size_t offset[2] = {std::size_t(col0 / colBlock), std::size_t(row0 / rowBlock)};
        const std::size_t global[2] = {std::size_t(cols / colBlock), std::size_t(rows / rowBlock)};
        const std::size_t local[2] = {std::size_t(m_params.wgs), 1};
        return m_device.launch(m_kernel.get(), 2, global, local, offset);
    }

private:
    static int ceilDiv(int a, int b) { return (a + b - 1) / b; }
    int mp(int n) const { return roundUp(n, m_params.mr); }
    int np(int n) const { return roundUp(n, m_params.nr); }
    static int kp(int n) { return roundUp(n, KU); }

    RegblockCpuParams m_params;
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

    std::string parameters() const override { return "gpu " + m_params.text(); }

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

// The field behind the I-th name of namedParams().
int *fieldAt(RegblockCpuParams &p, std::size_t i)
{
    int *fields[] = {&p.mr, &p.nr, &p.vw, &p.kc, &p.mb, &p.nb, &p.wgs};
    return fields[i];
}
int *fieldAt(RegblockGpuParams &p, std::size_t i)
{
    int *fields[] = {&p.mwg, &p.nwg, &p.kwg,  &p.mdimc,   &p.ndimc,
                     &p.vwm, &p.vwn, &p.pada, &p.prefetch};
    return fields[i];
}

std::vector<std::pair<const char *, int>> namedParams(const RegblockCpuParams &p)
{
    return {{"MR", p.mr}, {"NR", p.nr}, {"VW", p.vw},  {"KC", p.kc},
            {"MB", p.mb}, {"NB", p.nb}, {"WGS", p.wgs}};
}

// "NAME=VALUE" items separated by ',' or spaces, each NAME one of `fields`; `what` and `names`
// start and end the message of a word it cannot read.
template <typename Params>
Params parseNamed(std::string_view text, Params base, const char *what, const char *names)
{
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t end = std::min(text.find_first_of(", ", pos), text.size());
        const std::string_view item = text.substr(pos, end - pos);
        pos = end + 1;
        if (item.empty())
            continue;
        const std::size_t eq = item.find('=');
        const std::string_view name = item.substr(0, std::min(eq, item.size()));
        int value = 0;
        bool ok = eq != std::string_view::npos && eq + 1 < item.size();
        for (std::size_t i = eq + 1; ok && i < item.size(); ++i) {
            ok = item[i] >= '0' && item[i] <= '9' && value < 100000;
            value = value * 10 + (item[i] - '0');
        }
        int *field = nullptr;
        const auto named = namedParams(base);
        for (std::size_t i = 0; i < named.size(); ++i)
            if (name == named[i].first)
                field = fieldAt(base, i);
        if (!ok || !field)
            throw ComputeError(ErrorKind::Usage,
                               std::string(what) + ": cannot read '" + std::string(item) +
                                   "' (expected NAME=VALUE, NAME one of " + names + ")");
        *field = value;
    }
    return base;
}

} // namespace

std::string RegblockCpuParams::buildOptions() const
{
    std::string options;
    for (const auto &[name, value] : namedParams(*this))
        options +=
            (options.empty() ? "-D" : " -D") + std::string(name) + "=" + std::to_string(value);
    return options;
}

std::string RegblockCpuParams::text() const
{
    std::string text;
    for (const auto &[name, value] : namedParams(*this))
        text += (text.empty() ? "" : ",") + std::string(name) + "=" + std::to_string(value);
    return text;
}

std::string RegblockCpuParams::problem(const DeviceInfo &device) const
{
    if (vw != 4 && vw != 8 && vw != 16)
        return "VW must be 4, 8 or 16";
    if (mr < 1 || mr > 32)
        return "MR must be from 1 to 32";
    if (nr < vw || nr > 64 || nr % vw != 0)
        return "NR must be a multiple of VW from VW to 64";
    if (mr * (nr / vw) > 48)
        return "MR * NR / VW (vector accumulators) must be at most 48";
    if (kc < 4 || kc > 4096 || kc % 4 != 0)
        return "KC must be a multiple of 4 from 4 to 4096";
    if (mb < 1 || mb > 64 || nb < 1 || nb > 64)
        return "MB and NB must be from 1 to 64";
    if (wgs < 1 || wgs > 1024)
        return "WGS must be from 1 to 1024";
    if (device.maxWorkGroupSize && std::size_t(wgs) > device.maxWorkGroupSize)
        return "a work-group of " + std::to_string(wgs) + " work-items exceeds the device's " +
               std::to_string(device.maxWorkGroupSize);
    return {};
}

RegblockCpuParams defaultRegblockCpuParams(const DeviceInfo &device)
{
    RegblockCpuParams params;
    const unsigned native = device.nativeVectorWidthFloat;
    params.vw = native >= 16 ? 16 : native >= 8 ? 8 : 4;
    if (params.vw == 16) {
        // AVX-512: 32 zmm registers; 12 x 32 floats = 24 accumulators, 2 for B, 1 broadcast.
        params.mr = 12;
        params.nr = 32;
    } else {
        // AVX2 (16 ymm; tuned on PoCL 3.1, see the kernel) or narrower: 6 x 16 floats.
        params.mr = 6;
        params.nr = 16;
    }
    params.kc = 256;
    // A work-item owns about 96 x 128 of C, walked in K blocks (the sweep behind the kernel's
    // notes); work-groups of one, which PoCL runs as a plain loop nest.
    params.mb = std::max(1, 96 / params.mr);
    params.nb = std::max(1, 128 / params.nr);
    params.wgs = 1;
    if (device.type != DeviceType::Cpu) {
        // Only GPULAB_REGBLOCK=cpu brings a GPU here: one micro-tile per work-item in
        // work-groups of 64 (on an H100 that ran at 1.6-2.8 TFLOP/s, a tenth of CLBlast).
        params.mb = params.nb = 1;
        params.wgs = int(std::min<std::size_t>(64, device.maxWorkGroupSize ? device.maxWorkGroupSize
                                                                           : std::size_t(64)));
    }
    return params;
}

RegblockCpuParams parseRegblockCpuParams(std::string_view text, RegblockCpuParams base)
{
    return parseNamed(text, base, "opencl-regblock CPU parameters", "MR NR VW KC MB NB WGS");
}

std::unique_ptr<GemmVariant> makeOpenClRegblockCpu(const VariantInfo &info, ClDevice &device,
                                                   const RegblockCpuParams &params)
{
    const std::string problem = params.problem(device.info());
    if (!problem.empty())
        throw ComputeError(ErrorKind::Usage,
                           "opencl-regblock CPU parameters " + params.text() + ": " + problem);
    return std::make_unique<OpenClRegblock>(info, device, params);
}

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
    return parseNamed(text, base, "opencl-regblock GPU parameters",
                      "MWG NWG KWG MDIMC NDIMC VWM VWN PADA PREFETCH");
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
std::string RegblockParams::text() const
{
    return path == RegblockPath::Cpu ? "cpu " + cpu.text() : "gpu " + gpu.text();
}

std::string RegblockParams::problem(const DeviceInfo &device) const
{
    return path == RegblockPath::Cpu ? cpu.problem(device) : gpu.problem(device);
}

RegblockParams parseRegblockParams(std::string_view text, const DeviceInfo &device)
{
    RegblockParams params;
    const std::size_t space = text.find(' ');
    const std::string_view path = text.substr(0, space);
    const std::string_view rest =
        space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
    if (path == "cpu") {
        params.path = RegblockPath::Cpu;
        params.cpu = parseRegblockCpuParams(rest, defaultRegblockCpuParams(device));
    } else if (path == "gpu") {
        params.path = RegblockPath::Gpu;
        params.gpu = parseRegblockGpuParams(rest, defaultRegblockGpuParams(device));
    } else {
        throw ComputeError(ErrorKind::Usage, "opencl-regblock parameters: expected 'cpu ...' or "
                                             "'gpu ...', not '" +
                                                 std::string(text.substr(0, 40)) + "'");
    }
    return params;
}

RegblockParams defaultRegblockParams(const DeviceInfo &device)
{
    RegblockParams params;
    params.path = regblockPath(device);
    params.cpu = defaultRegblockCpuParams(device);
    params.gpu = defaultRegblockGpuParams(device);
    if (const char *text = std::getenv("GPULAB_REGBLOCK_CPU"))
        params.cpu = parseRegblockCpuParams(text, params.cpu);
    if (const char *text = std::getenv("GPULAB_REGBLOCK_GPU"))
        params.gpu = parseRegblockGpuParams(text, params.gpu);
    return params;
}

std::unique_ptr<GemmVariant> makeOpenClRegblockWith(const VariantInfo &info, ClDevice &device,
                                                    const RegblockParams &params)
{
    if (params.path == RegblockPath::Cpu)
        return makeOpenClRegblockCpu(info, device, params.cpu);
    return makeOpenClRegblockGpu(info, device, params.gpu);
}

std::unique_ptr<GemmVariant> makeOpenClRegblock(const VariantInfo &info, ClDevice *device)
{
    return makeOpenClRegblockWith(info, *device, regblockParamsFor(device->info()));
}

} // namespace gpulab::detail
