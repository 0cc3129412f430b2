# The "Precision formats" lesson: its simulation model and the bit lab's logic (QtCore + the
# codec, no display), and its panel as a user drives it (under Xvfb).
gpulab_add_qtest(lessons precision-model SOURCES tst_precisionmodel.cpp LIBRARIES gpulab_lessons)
gpulab_add_qtest(lessons precision-bitlab SOURCES tst_precisionbitlab.cpp
                 LIBRARIES gpulab_lessons)

if(TARGET gpulab_lesson_panels)
    gpulab_add_qtest(lessons precision-panel SOURCES tst_precisionpanel.cpp
                     LIBRARIES gpulab_lesson_panels ENVIRONMENT "QT_QPA_PLATFORM=xcb" LABELS gui)
endif()
