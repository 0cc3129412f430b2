// libFuzzer target for the GIFT parser, writer and grader (lessons/framework/quiz/gift.h,
// grading.h): built with -DGPULAB_FUZZ=ON and clang (tests/fuzz/CMakeLists.txt). Every input
// must have the properties of giftproperties.h; a violation aborts with the reason, and
// libFuzzer saves the input.
//   build/.../tests/fuzz/gpulab_gift_fuzzer -dict=tests/fuzz/gift.dict -max_total_time=120 \
//       NEW_CORPUS_DIR tests/fuzz/corpus tests/fuzz/regressions
// Run it with the paths of files instead of directories to replay them. GPULAB_FUZZ_IGNORE=REGEX
// lets violations that match it pass (to look past a known bug while exploring).
#include "giftproperties.h"

#include <QRegularExpression>

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    // The responses graded depend on the input only, so a saved input replays exactly.
    std::uint64_t seed = 1469598103934665603ull;
    for (size_t i = 0; i < size; ++i)
        seed = (seed ^ data[i]) * 1099511628211ull;
    const QString violation = gpulab::giftfuzz::checkGift(input, seed);
    static const QRegularExpression ignore(qEnvironmentVariable("GPULAB_FUZZ_IGNORE"));
    if (!violation.isEmpty() &&
        !(ignore.isValid() && !ignore.pattern().isEmpty() && ignore.match(violation).hasMatch())) {
        std::fprintf(stderr, "GIFT property violated: %s\n", violation.toUtf8().constData());
        std::fflush(stderr);
        std::abort();
    }
    return 0;
}
