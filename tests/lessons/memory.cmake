# The "Memory hierarchy" lesson: its data loader and model (QtCore only; exact closed forms,
# conservation, determinism, FILE:LINE validation), and its panel as a user drives it (under
# Xvfb): keyboard, roofline, the live latency / bandwidth measurements through the real engine
# with cancel, and again with no OpenCL driver at all.
gpulab_add_qtest(lessons memory-model SOURCES tst_memorymodel.cpp LIBRARIES gpulab_lessons)
target_compile_definitions(tst_lessons_memory-model PRIVATE
    GPULAB_ASSETS_DIR="${PROJECT_SOURCE_DIR}/assets")

if(TARGET gpulab_lesson_panels)
    gpulab_add_qtest(lessons memory-panel SOURCES tst_memorypanel.cpp
                     LIBRARIES gpulab_lesson_panels ENVIRONMENT "QT_QPA_PLATFORM=xcb" LABELS gui)
    file(MAKE_DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}/memory-no-icd-vendors")
    add_test(NAME lessons-memory-panel-noopencl COMMAND tst_lessons_memory-panel)
    set_tests_properties(lessons-memory-panel-noopencl PROPERTIES LABELS "lessons;gui"
        TIMEOUT 600
        ENVIRONMENT "QT_QPA_PLATFORM=xcb;GPULAB_EXPECT_NO_OPENCL=1;OCL_ICD_VENDORS=${CMAKE_CURRENT_BINARY_DIR}/memory-no-icd-vendors;OPENCL_VENDOR_PATH=${CMAKE_CURRENT_BINARY_DIR}/memory-no-icd-vendors")
endif()
