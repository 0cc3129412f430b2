// opencl-naive: one work-item per element of C, every operand read straight from global memory.
//
//          col = get_global_id(0)
//            v
//   B:  [ . . | . . ]      C[row][col] = sum_k A[row][k] * B[k][col]
//   A:  row > [ - - - - ]  (N reads of A and N reads of B per output: no reuse on chip)
//
// Launched in slices so a long run can be cancelled: row0 = first row of the slice, its first
// column is the global work offset. Any N works: work-items outside the matrix return at once.

__kernel void gemm_naive(const int n, const int row0, __global const float *A,
                         __global const float *B, __global float *C)
{
    const int col = get_global_id(0);
    const int row = row0 + get_global_id(1);
    if (row >= n || col >= n)
        return;
    float acc = 0.0f;
    for (int k = 0; k < n; ++k)
        acc += A[row * n + k] * B[k * n + col];
    C[row * n + col] = acc;
}
