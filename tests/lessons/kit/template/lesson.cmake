# The kit test's throw-away lesson: declared like every lesson folder, with a data table of its
# own (scratch.csv).
gpulab_add_lesson(ID kit-scratch
    MODEL ScratchModel SCENE ScratchScene PANEL ScratchPanel
    DATA ScratchData
    MODEL_SOURCES scratchmodel.cpp scratchmodel.h scratchdata.cpp scratchdata.h
    PANEL_SOURCES scratchscene.cpp scratchscene.h scratchpanel.cpp scratchpanel.h)
