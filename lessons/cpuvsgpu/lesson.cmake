# The "CPU vs GPU" lesson: its model (QtCore only) and its scene, panel and widgets.
list(APPEND lesson_model_sources
     "${CMAKE_CURRENT_LIST_DIR}/cpugpumodel.cpp" "${CMAKE_CURRENT_LIST_DIR}/cpugpumodel.h")
list(APPEND lesson_panel_sources
     "${CMAKE_CURRENT_LIST_DIR}/amdahlchart.cpp" "${CMAKE_CURRENT_LIST_DIR}/amdahlchart.h"
     "${CMAKE_CURRENT_LIST_DIR}/cpugpupanel.cpp" "${CMAKE_CURRENT_LIST_DIR}/cpugpupanel.h"
     "${CMAKE_CURRENT_LIST_DIR}/cpugpuscene.cpp" "${CMAKE_CURRENT_LIST_DIR}/cpugpuscene.h"
     "${CMAKE_CURRENT_LIST_DIR}/localrace.cpp" "${CMAKE_CURRENT_LIST_DIR}/localrace.h"
     "${CMAKE_CURRENT_LIST_DIR}/realchips.cpp" "${CMAKE_CURRENT_LIST_DIR}/realchips.h")
