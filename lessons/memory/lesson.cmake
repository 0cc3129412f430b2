# The "Memory hierarchy" lesson: its data loader and model (QtCore only), and its scene, panel,
# roofline, live latency / bandwidth measurements and shared-memory race (widgets).
list(APPEND lesson_model_sources
     "${CMAKE_CURRENT_LIST_DIR}/memorylevels.cpp" "${CMAKE_CURRENT_LIST_DIR}/memorylevels.h"
     "${CMAKE_CURRENT_LIST_DIR}/memorymodel.cpp" "${CMAKE_CURRENT_LIST_DIR}/memorymodel.h")
list(APPEND lesson_panel_sources
     "${CMAKE_CURRENT_LIST_DIR}/memorylive.cpp" "${CMAKE_CURRENT_LIST_DIR}/memorylive.h"
     "${CMAKE_CURRENT_LIST_DIR}/memorypanel.cpp" "${CMAKE_CURRENT_LIST_DIR}/memorypanel.h"
     "${CMAKE_CURRENT_LIST_DIR}/memoryscene.cpp" "${CMAKE_CURRENT_LIST_DIR}/memoryscene.h"
     "${CMAKE_CURRENT_LIST_DIR}/rooflinelab.cpp" "${CMAKE_CURRENT_LIST_DIR}/rooflinelab.h")
