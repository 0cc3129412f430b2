// SparseWeights: the 2:4 structured-sparsity exercise (see sparseweights.h).
#include "lessons/tensorcores/sparseweights.h"

#include "lessons/framework/splitmix.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gpulab {

SparseWeights::SparseWeights(int rows, int cols, quint64 seed)
    : m_rows(std::max(1, rows)), m_cols((std::max(1, cols) + kGroup - 1) / kGroup * kGroup)
{
    regenerate(seed);
}

void SparseWeights::regenerate(quint64 seed)
{
    m_seed = seed;
    m_weights.assign(size_t(weightCount()), 0.0);
    m_kept.assign(size_t(weightCount()), true);
    quint64 state = seed;
    for (int r = 0; r < m_rows; ++r) {
        for (int g = 0; g < groupsPerRow(); ++g) {
            // Four distinct magnitudes 0.01..1.00 (hundredths), each with a random sign.
            std::array<int, kGroup> hundredths{};
            for (int i = 0; i < kGroup; ++i) {
                int candidate = 0;
                do {
                    candidate = 1 + int(splitMix64(state) % 100);
                } while (std::find(hundredths.begin(), hundredths.begin() + i, candidate) !=
                         hundredths.begin() + i);
                hundredths[size_t(i)] = candidate;
            }
            for (int i = 0; i < kGroup; ++i) {
                const bool negative = splitMix64(state) & 1;
                m_weights[index(r, g * kGroup + i)] =
                    (negative ? -1.0 : 1.0) * hundredths[size_t(i)] / 100.0;
            }
        }
    }
}

void SparseWeights::setKept(int row, int col, bool kept)
{
    if (row < 0 || row >= m_rows || col < 0 || col >= m_cols)
        return;
    m_kept[index(row, col)] = kept;
}

void SparseWeights::toggle(int row, int col)
{
    if (row < 0 || row >= m_rows || col < 0 || col >= m_cols)
        return;
    setKept(row, col, !kept(row, col));
}

void SparseWeights::pruneSmallest()
{
    for (int r = 0; r < m_rows; ++r) {
        for (int g = 0; g < groupsPerRow(); ++g) {
            std::array<int, kGroup> order{};
            std::iota(order.begin(), order.end(), g * kGroup);
            // Largest magnitude first; the magnitudes of a group are distinct.
            std::sort(order.begin(), order.end(), [&](int a, int b) {
                return std::abs(original(r, a)) > std::abs(original(r, b));
            });
            for (int i = 0; i < kGroup; ++i)
                setKept(r, order[size_t(i)], i < kKeep);
        }
    }
}

void SparseWeights::restoreAll()
{
    std::fill(m_kept.begin(), m_kept.end(), true);
}

int SparseWeights::keptInGroup(int row, int group) const
{
    int count = 0;
    for (int i = 0; i < kGroup; ++i)
        count += kept(row, group * kGroup + i) ? 1 : 0;
    return count;
}

int SparseWeights::invalidGroups() const
{
    int count = 0;
    for (int r = 0; r < m_rows; ++r)
        for (int g = 0; g < groupsPerRow(); ++g)
            count += groupValid(r, g) ? 0 : 1;
    return count;
}

int SparseWeights::prunedCount() const
{
    return int(std::count(m_kept.begin(), m_kept.end(), false));
}

std::array<int, 2> SparseWeights::metadata(int row, int group) const
{
    if (!groupValid(row, group))
        return {-1, -1};
    std::array<int, 2> positions{-1, -1};
    int stored = 0;
    for (int i = 0; i < kGroup && stored < kKeep; ++i)
        if (kept(row, group * kGroup + i))
            positions[size_t(stored++)] = i;
    for (int i = 0; i < kGroup && stored < kKeep; ++i) // fill up with zeros
        if (!kept(row, group * kGroup + i) && positions[0] != i)
            positions[size_t(stored++)] = i;
    std::sort(positions.begin(), positions.end());
    return positions;
}

double SparseWeights::keptMagnitudeShare() const
{
    double total = 0;
    double kept = 0;
    for (size_t i = 0; i < m_weights.size(); ++i) {
        total += std::abs(m_weights[i]);
        kept += m_kept[i] ? std::abs(m_weights[i]) : 0.0;
    }
    return total > 0 ? kept / total : 1.0;
}

} // namespace gpulab
