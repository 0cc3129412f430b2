# The "Tensor Cores" lesson: its model and 2:4 sparsity logic (QtCore only; exact cycle counts,
# invariants, validation), and its panel as a user drives it (under Xvfb): sections, the
# simulation and the sparsity editor from the keyboard, the live precision experiments and
# their cancel.
gpulab_add_qtest(lessons tensorcores-model SOURCES tst_tensorcoresmodel.cpp
                 LIBRARIES gpulab_lessons)
target_compile_definitions(tst_lessons_tensorcores-model PRIVATE
    GPULAB_ASSETS_DIR="${PROJECT_SOURCE_DIR}/assets")

if(TARGET gpulab_lesson_panels)
    gpulab_add_qtest(lessons tensorcores-panel SOURCES tst_tensorcorespanel.cpp
                     LIBRARIES gpulab_lesson_panels ENVIRONMENT "QT_QPA_PLATFORM=xcb" LABELS gui)
endif()
