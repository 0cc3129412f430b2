# The "Memory hierarchy" lesson: its data table (memory-levels.csv) and model (QtCore only), and
# its scene, panel, roofline, live latency / bandwidth measurements and shared-memory race
# (widgets).
gpulab_add_lesson(ID memory-hierarchy
    MODEL MemoryModel SCENE MemoryScene PANEL MemoryPanel
    DATA MemoryLevels
    MODEL_SOURCES
        memorylevels.cpp memorylevels.h
        memorymodel.cpp memorymodel.h
    PANEL_SOURCES
        memorylive.cpp memorylive.h
        memorypanel.cpp memorypanel.h
        memoryscene.cpp memoryscene.h
        rooflinelab.cpp rooflinelab.h)
