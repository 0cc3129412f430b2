# The "Precision formats" lesson: its model and the arithmetic behind the bit lab (QtCore + the
# number-format codec of compute/), and its scene, panel and widgets.
gpulab_add_lesson(ID precision-formats
    MODEL LossScalingModel SCENE LossScalingScene PANEL PrecisionPanel
    MODEL_SOURCES
        bitlab.cpp bitlab.h
        lossscalingmodel.cpp lossscalingmodel.h
        precisionmath.cpp precisionmath.h
    PANEL_SOURCES
        lossscalingscene.cpp lossscalingscene.h
        memorychart.cpp memorychart.h
        numberline.cpp numberline.h
        precisionpanel.cpp precisionpanel.h)
