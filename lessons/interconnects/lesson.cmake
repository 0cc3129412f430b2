# The "NVLink and interconnects" lesson: its data table (interconnects.csv), closed forms and ring
# all-reduce model (QtCore only), and its scene, panel, calculator, parallelism view and live
# measurements (widgets; the measurements run in the engine process).
gpulab_add_lesson(ID nvlink-interconnects
    MODEL AllReduceModel SCENE AllReduceScene PANEL InterconnectPanel
    DATA InterconnectData
    MODEL_SOURCES
        allreducemodel.cpp allreducemodel.h
        interconnectdata.cpp interconnectdata.h
        interconnectmath.cpp interconnectmath.h
    PANEL_SOURCES
        allreducescene.cpp allreducescene.h
        interconnectpanel.cpp interconnectpanel.h
        linkcalculator.cpp linkcalculator.h
        linklabs.cpp linklabs.h
        linkrunner.cpp linkrunner.h
        linkstable.cpp linkstable.h
        parallelismview.cpp parallelismview.h)
