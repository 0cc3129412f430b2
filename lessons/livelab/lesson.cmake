# The Live Lab: the serial-vs-OpenCL race, the ladder, scaling and roofline charts (no
# simulation model: everything it shows is measured, in the engine process).
gpulab_add_lesson(ID live-lab
    PANEL LiveLabPanel
    PANEL_SOURCES
        benchcharts.cpp benchcharts.h
        livelabpanel.cpp livelabpanel.h
        racelab.cpp racelab.h
        tunepanel.cpp tunepanel.h)
