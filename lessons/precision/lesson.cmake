# The "Precision formats" lesson: its model and the arithmetic behind the bit lab (QtCore + the
# number-format codec of compute/), and its scene, panel, the panel's six tab pages and widgets.
gpulab_add_lesson(ID precision-formats
    MODEL LossScalingModel SCENE LossScalingScene PANEL PrecisionPanel
    MODEL_SOURCES
        bitlab.cpp bitlab.h
        blockreport.cpp blockreport.h
        lossscalingmodel.cpp lossscalingmodel.h
        precisionmath.cpp precisionmath.h
    PANEL_SOURCES
        bitlabpage.cpp bitlabpage.h
        blockdetail.cpp blockdetail.h
        blockmaps.cpp blockmaps.h
        blockrunner.cpp blockrunner.h
        blockspage.cpp blockspage.h
        lossscalingpage.cpp lossscalingpage.h
        lossscalingscene.cpp lossscalingscene.h
        memorychart.cpp memorychart.h
        memorypage.cpp memorypage.h
        numberline.cpp numberline.h
        overflowpage.cpp overflowpage.h
        precisionpanel.cpp precisionpanel.h
        precisiontables.cpp precisiontables.h
        rangetablepage.cpp rangetablepage.h)
