// Roofline micro-benchmarks, in clpeak's manner: one kernel bound by memory bandwidth, one bound
// by arithmetic. Their best times give this device's two roofs.
//
//   stream_copy:  out[i] = in[i] over float4s. Bytes moved = 2 x buffer size (read + write);
//                 no arithmetic, so memory is the only limit.
//   fma_peak:     each work-item runs FMA_ITERS rounds of FMA_CHAINS independent vector
//                 multiply-adds (independent so the pipeline never waits on a previous result) on
//                 vectors of FMA_WIDTH floats: 4 suits GPUs (work-items are the lanes), 8 fills a
//                 CPU's AVX registers, 16 its AVX-512 ones. Floating-point operations =
//                 work-items x FMA_ITERS x FMA_CHAINS x FMA_WIDTH x 2; it touches memory once.
//                 FMA_FUSED 1 uses fma() (one instruction where the device has fused
//                 multiply-add); 0 uses mad(), which a device without it does as a multiply and
//                 an add, where fma() would be emulated in software at a fraction of the rate.

#ifndef FMA_ITERS
#define FMA_ITERS 512 // rounds per work-item
#endif
#ifndef FMA_CHAINS
#define FMA_CHAINS 8 // independent multiply-add chains (enough to cover the FMA latency)
#endif
#ifndef FMA_WIDTH
#define FMA_WIDTH 4 // 4, 8 or 16
#endif
#ifndef FMA_FUSED
#define FMA_FUSED 1
#endif
#if FMA_FUSED
#define MULTIPLY_ADD(x, a, b) fma(x, a, b)
#else
#define MULTIPLY_ADD(x, a, b) mad(x, a, b)
#endif
#define VJOIN(a, b) a##b
#define VTYPE(n) VJOIN(float, n)
typedef VTYPE(FMA_WIDTH) vec;

__kernel void stream_copy(__global const float4 *in, __global float4 *out)
{
    const size_t i = get_global_id(0);
    out[i] = in[i];
}

__kernel void fma_peak(__global float *out, const float seed)
{
    // Lane k multiplies by seed / 2^(k mod 4): the same four chains repeated across the vector.
    vec a;
    for (int k = 0; k < FMA_WIDTH; ++k)
        ((float *)&a)[k] = seed / (float)(1 << (k % 4));
    const vec b = (vec)(0.25f);
    vec x[FMA_CHAINS];
#pragma unroll
    for (int c = 0; c < FMA_CHAINS; ++c)
        x[c] = a + 0.1f * (float)(c + 1);
    for (int i = 0; i < FMA_ITERS; ++i) {
#pragma unroll
        for (int c = 0; c < FMA_CHAINS; ++c)
            x[c] = MULTIPLY_ADD(x[c], a, b);
    }
    vec sum = x[0];
#pragma unroll
    for (int c = 1; c < FMA_CHAINS; ++c)
        sum += x[c];
    // Written, so the compiler cannot drop the work; also checked by the host. The lanes are
    // summed in groups of four, as the host reference does.
    float total = 0.0f;
    for (int k = 0; k < FMA_WIDTH; k += 4) {
        const float *s = (const float *)&sum + k;
        total += (s[0] + s[1]) + (s[2] + s[3]);
    }
    out[get_global_id(0)] = total;
}
