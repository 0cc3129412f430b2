# "Beyond GPUs: systolic arrays in TPUs and other accelerators": the systolic array's schedule and
# data-movement counts (QtCore only), and its scene, the accelerator tables, the data-movement
# comparison and this machine's measured rate beside the chips' peaks (widgets).
gpulab_add_lesson(ID accelerators
    MODEL SystolicModel SCENE SystolicScene PANEL AcceleratorsPanel
    MODEL_SOURCES
        acceleratorrows.cpp acceleratorrows.h
        systolicmodel.cpp systolicmodel.h
    PANEL_SOURCES
        acceleratorspanel.cpp acceleratorspanel.h
        systolicscene.cpp systolicscene.h)
