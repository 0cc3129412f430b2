// libFuzzer target for the GIFT parser, writer and grader (lessons/framework/quiz/gift.h,
// grading.h): built with -DGPULAB_FUZZ=ON and clang (tests/fuzz/CMakeLists.txt). Every input
// must have the properties of giftproperties.h; a violation aborts with the reason, and
// libFuzzer saves the input.
//   build/.../tests/fuzz/gpulab_gift_fuzzer -dict=tests/fuzz/gift.dict -max_total_time=120 \
//       NEW_CORPUS_DIR tests/fuzz/corpus tests/fuzz/regressions
// Run it with the paths of files instead of directories to replay them. GPULAB_FUZZ_IGNORE=REGEX
// lets violations that match it pass (to look past a known bug while exploring). The responses
// graded depend on the input only (fuzzcommon.h's seedOf), so a saved input replays exactly.
#include "giftproperties.h"

GPULAB_LIBFUZZER_TARGET("GIFT", gpulab::giftfuzz::checkGift)
