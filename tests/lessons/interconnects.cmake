# The "NVLink and interconnects" lesson: its data file and loader (FILE:LINE problems), the ring
# all-reduce closed forms, the calculator and the model (QtCore only); and its panel as a user
# drives it under Xvfb, with the live transfer and split-product measurements through the real
# engine — again with two PoCL CPU devices (POCL_DEVICES="pthread pthread").
gpulab_add_qtest(lessons interconnects-model SOURCES tst_interconnectsmodel.cpp
                 LIBRARIES gpulab_lessons)
target_compile_definitions(tst_lessons_interconnects-model PRIVATE
    GPULAB_ASSETS_DIR="${PROJECT_SOURCE_DIR}/assets")

if(TARGET gpulab_lesson_panels)
    gpulab_add_qtest(lessons interconnects-panel SOURCES tst_interconnectspanel.cpp
                     LIBRARIES gpulab_lesson_panels ENVIRONMENT "QT_QPA_PLATFORM=xcb" LABELS gui)
    add_test(NAME lessons-interconnects-panel-twodevices
             COMMAND tst_lessons_interconnects-panel multiDeviceSplit)
    set_tests_properties(lessons-interconnects-panel-twodevices PROPERTIES
        LABELS "lessons;gui" TIMEOUT 600
        ENVIRONMENT "QT_QPA_PLATFORM=xcb;POCL_DEVICES=pthread pthread;GPULAB_EXPECT_DEVICES=2")
    file(MAKE_DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}/interconnects-no-icd")
    add_test(NAME lessons-interconnects-panel-noopencl
             COMMAND tst_lessons_interconnects-panel transferRunAndCancel multiDeviceSplit)
    set_tests_properties(lessons-interconnects-panel-noopencl PROPERTIES
        LABELS "lessons;gui" TIMEOUT 600
        ENVIRONMENT "QT_QPA_PLATFORM=xcb;GPULAB_EXPECT_NO_OPENCL=1;OCL_ICD_VENDORS=${CMAKE_CURRENT_BINARY_DIR}/interconnects-no-icd;OPENCL_VENDOR_PATH=${CMAKE_CURRENT_BINARY_DIR}/interconnects-no-icd")
endif()
