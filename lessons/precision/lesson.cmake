# The "Precision formats" lesson: its model and the arithmetic behind the bit lab (QtCore + the
# number-format codec of compute/), and its scene, panel and widgets.
list(APPEND lesson_model_sources
     "${CMAKE_CURRENT_LIST_DIR}/bitlab.cpp" "${CMAKE_CURRENT_LIST_DIR}/bitlab.h"
     "${CMAKE_CURRENT_LIST_DIR}/lossscalingmodel.cpp" "${CMAKE_CURRENT_LIST_DIR}/lossscalingmodel.h"
     "${CMAKE_CURRENT_LIST_DIR}/precisionmath.cpp" "${CMAKE_CURRENT_LIST_DIR}/precisionmath.h")
list(APPEND lesson_panel_sources
     "${CMAKE_CURRENT_LIST_DIR}/lossscalingscene.cpp" "${CMAKE_CURRENT_LIST_DIR}/lossscalingscene.h"
     "${CMAKE_CURRENT_LIST_DIR}/memorychart.cpp" "${CMAKE_CURRENT_LIST_DIR}/memorychart.h"
     "${CMAKE_CURRENT_LIST_DIR}/numberline.cpp" "${CMAKE_CURRENT_LIST_DIR}/numberline.h"
     "${CMAKE_CURRENT_LIST_DIR}/precisionpanel.cpp" "${CMAKE_CURRENT_LIST_DIR}/precisionpanel.h")
# The model rounds with the codec (compute/formats.h: plain C++, no OpenCL calls): gpulab_lessons
# links gpulab_compute once the target exists (this file runs before it is created).
cmake_language(DEFER CALL target_link_libraries gpulab_lessons PUBLIC gpulab_compute)
