// The 2:4 structured-sparsity exercise of the "Tensor Cores" lesson, as pure logic (QtCore): a
// small block of weights (rows × columns, the columns cut into groups of 4) that a student
// prunes. The pattern is valid for a sparse tensor core when every group of 4 keeps at most 2
// non-zero weights. The hardware then stores only 2 values per group plus their 2-bit positions
// (the metadata) and multiplies only those: half of the multiplies are skipped, which is why the
// datasheets' sparse peaks are twice the dense ones (NVIDIA A100 Tensor Core GPU Architecture
// whitepaper, 2020, "Fine-Grained Structured Sparsity").
//
// Weights are drawn from the seed (SplitMix64), uniform in [-1, 1] with two decimals and never
// 0, so that "pruned" and "zero" mean the same thing on screen. Every group's magnitudes are
// distinct, so "the 2 largest" is always one answer.
#pragma once

#include <QtGlobal>

#include <array>
#include <vector>

namespace gpulab {

class SparseWeights
{
public:
    static constexpr int kGroup = 4; // weights per group
    static constexpr int kKeep = 2;  // at most this many non-zeros per group

    // cols is rounded up to a whole number of groups; both at least 1.
    explicit SparseWeights(int rows = 4, int cols = 16, quint64 seed = 1);

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    int groupsPerRow() const { return m_cols / kGroup; }
    int groupCount() const { return m_rows * groupsPerRow(); }
    int weightCount() const { return m_rows * m_cols; }
    quint64 seed() const { return m_seed; }

    double original(int row, int col) const { return m_weights[index(row, col)]; }
    bool kept(int row, int col) const { return m_kept[index(row, col)]; }
    // The weight as the matrix holds it now: the original, or 0 when pruned.
    double value(int row, int col) const { return kept(row, col) ? original(row, col) : 0.0; }

    void setKept(int row, int col, bool kept);
    void toggle(int row, int col);
    // Each group keeps its 2 largest magnitudes; the others become 0.
    void pruneSmallest();
    // Every weight back (the dense matrix).
    void restoreAll();
    // New random weights from `seed`, all kept.
    void regenerate(quint64 seed);

    static int groupOf(int col) { return col / kGroup; }
    int keptInGroup(int row, int group) const;
    bool groupValid(int row, int group) const { return keptInGroup(row, group) <= kKeep; }
    bool valid() const { return invalidGroups() == 0; }
    int invalidGroups() const;
    int prunedCount() const; // weights set to 0

    // What a sparse tensor core does with a valid pattern: it stores and multiplies 2 values per
    // group (a kept zero fills a group with fewer than 2), so it skips half the multiplies.
    int storedValues() const { return groupCount() * kKeep; }
    int skippedMultiplies() const { return valid() ? weightCount() - storedValues() : 0; }
    // The metadata of a valid group: the positions (0..3) of its 2 stored values, ascending.
    // A group with fewer than 2 non-zeros stores its lowest-placed zeros to fill up, as the
    // compressed format always holds 2. {-1, -1} for an invalid group.
    std::array<int, 2> metadata(int row, int group) const;
    // The share of the block's total |weight| that the kept weights hold (1 when dense).
    double keptMagnitudeShare() const;

private:
    size_t index(int row, int col) const { return size_t(row) * size_t(m_cols) + size_t(col); }

    int m_rows = 0;
    int m_cols = 0;
    quint64 m_seed = 1;
    std::vector<double> m_weights;
    std::vector<bool> m_kept;
};

} // namespace gpulab
