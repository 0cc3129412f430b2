# The kit test's throw-away lesson: declared like every lesson folder.
gpulab_add_lesson(ID kit-scratch
    MODEL ScratchModel SCENE ScratchScene PANEL ScratchPanel
    MODEL_SOURCES scratchmodel.cpp scratchmodel.h
    PANEL_SOURCES scratchscene.cpp scratchscene.h scratchpanel.cpp scratchpanel.h)
