// Kernels of the memory lessons' measurements (compute/bandwidth.h).
//
//   copy_words:  out[i] = in[i] over uint4s (16 bytes per work-item). The same traffic as
//                roofline.cl's stream_copy, but integer: every bit pattern arrives unchanged, so
//                the host can check the copy byte for byte. Bytes moved = 2 x buffer size.

__kernel void copy_words(__global const uint4 *in, __global uint4 *out)
{
    const size_t i = get_global_id(0);
    out[i] = in[i];
}
