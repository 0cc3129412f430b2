# The "NVLink and interconnects" lesson: its data loader, closed forms and ring all-reduce model
# (QtCore only), and its scene, panel, calculator, parallelism view and live measurements
# (widgets; the measurements run in the engine process).
list(APPEND lesson_model_sources
     "${CMAKE_CURRENT_LIST_DIR}/allreducemodel.cpp" "${CMAKE_CURRENT_LIST_DIR}/allreducemodel.h"
     "${CMAKE_CURRENT_LIST_DIR}/interconnectdata.cpp" "${CMAKE_CURRENT_LIST_DIR}/interconnectdata.h"
     "${CMAKE_CURRENT_LIST_DIR}/interconnectmath.cpp" "${CMAKE_CURRENT_LIST_DIR}/interconnectmath.h")
list(APPEND lesson_panel_sources
     "${CMAKE_CURRENT_LIST_DIR}/allreducescene.cpp" "${CMAKE_CURRENT_LIST_DIR}/allreducescene.h"
     "${CMAKE_CURRENT_LIST_DIR}/interconnectpanel.cpp" "${CMAKE_CURRENT_LIST_DIR}/interconnectpanel.h"
     "${CMAKE_CURRENT_LIST_DIR}/linkcalculator.cpp" "${CMAKE_CURRENT_LIST_DIR}/linkcalculator.h"
     "${CMAKE_CURRENT_LIST_DIR}/linklabs.cpp" "${CMAKE_CURRENT_LIST_DIR}/linklabs.h"
     "${CMAKE_CURRENT_LIST_DIR}/linkrunner.cpp" "${CMAKE_CURRENT_LIST_DIR}/linkrunner.h"
     "${CMAKE_CURRENT_LIST_DIR}/linkstable.cpp" "${CMAKE_CURRENT_LIST_DIR}/linkstable.h"
     "${CMAKE_CURRENT_LIST_DIR}/parallelismview.cpp" "${CMAKE_CURRENT_LIST_DIR}/parallelismview.h")
