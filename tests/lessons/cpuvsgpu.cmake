# The "CPU vs GPU" lesson: its model (QtCore only, exact finish times and invariants), and its
# panel as a user drives it (under Xvfb), with OpenCL and again with no OpenCL driver at all.
gpulab_add_qtest(lessons cpuvsgpu-model SOURCES tst_cpuvsgpumodel.cpp LIBRARIES gpulab_lessons)

if(TARGET gpulab_lesson_panels)
    gpulab_add_qtest(lessons cpuvsgpu-panel SOURCES tst_cpuvsgpupanel.cpp
                     LIBRARIES gpulab_lesson_panels ENVIRONMENT "QT_QPA_PLATFORM=xcb" LABELS gui)
    if(TARGET gpulab-cli) # the measurement engine the race runs in
        add_dependencies(tst_lessons_cpuvsgpu-panel gpulab-cli)
    endif()
    file(MAKE_DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}/cpuvsgpu-no-icd-vendors")
    add_test(NAME lessons-cpuvsgpu-panel-noopencl COMMAND tst_lessons_cpuvsgpu-panel)
    set_tests_properties(lessons-cpuvsgpu-panel-noopencl PROPERTIES LABELS "lessons;gui"
        TIMEOUT 600
        ENVIRONMENT "QT_QPA_PLATFORM=xcb;GPULAB_EXPECT_NO_OPENCL=1;OCL_ICD_VENDORS=${CMAKE_CURRENT_BINARY_DIR}/cpuvsgpu-no-icd-vendors;OPENCL_VENDOR_PATH=${CMAKE_CURRENT_BINARY_DIR}/cpuvsgpu-no-icd-vendors")
endif()
