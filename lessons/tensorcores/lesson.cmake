# The "Tensor Cores" lesson: its model and the 2:4 sparsity logic (QtCore only), and its scene,
# panel, sparsity editor, datasheet table and live precision experiments (widgets).
list(APPEND lesson_model_sources
     "${CMAKE_CURRENT_LIST_DIR}/sparseweights.cpp" "${CMAKE_CURRENT_LIST_DIR}/sparseweights.h"
     "${CMAKE_CURRENT_LIST_DIR}/tensorcoremodel.cpp" "${CMAKE_CURRENT_LIST_DIR}/tensorcoremodel.h")
list(APPEND lesson_panel_sources
     "${CMAKE_CURRENT_LIST_DIR}/peakstable.cpp" "${CMAKE_CURRENT_LIST_DIR}/peakstable.h"
     "${CMAKE_CURRENT_LIST_DIR}/precisionlab.cpp" "${CMAKE_CURRENT_LIST_DIR}/precisionlab.h"
     "${CMAKE_CURRENT_LIST_DIR}/precisionrunner.cpp" "${CMAKE_CURRENT_LIST_DIR}/precisionrunner.h"
     "${CMAKE_CURRENT_LIST_DIR}/sparsityeditor.cpp" "${CMAKE_CURRENT_LIST_DIR}/sparsityeditor.h"
     "${CMAKE_CURRENT_LIST_DIR}/stagnationlab.cpp" "${CMAKE_CURRENT_LIST_DIR}/stagnationlab.h"
     "${CMAKE_CURRENT_LIST_DIR}/tensorcorepanel.cpp" "${CMAKE_CURRENT_LIST_DIR}/tensorcorepanel.h"
     "${CMAKE_CURRENT_LIST_DIR}/tensorcorescene.cpp" "${CMAKE_CURRENT_LIST_DIR}/tensorcorescene.h")
