# The "CPU vs GPU" lesson: its model (QtCore only) and its scene, panel and widgets.
gpulab_add_lesson(ID cpu-vs-gpu
    MODEL CpuGpuModel SCENE CpuGpuScene PANEL CpuGpuPanel
    MODEL_SOURCES cpugpumodel.cpp cpugpumodel.h
    PANEL_SOURCES
        amdahlchart.cpp amdahlchart.h
        cpugpupanel.cpp cpugpupanel.h
        cpugpuscene.cpp cpugpuscene.h
        localrace.cpp localrace.h
        realchips.cpp realchips.h)
