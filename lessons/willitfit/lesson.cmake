# The "Will it fit?" lesson: its model (QtCore only; the model reads models.csv and gpu-specs.csv
# through lessons/framework/, and its arithmetic is the framework's fitmath, which other lessons
# share), and its scene, calculator, sharding tables and panel (widgets).
gpulab_add_lesson(ID will-it-fit
    MODEL WillItFitModel SCENE WillItFitScene PANEL WillItFitPanel
    MODEL_SOURCES
        willitfitmodel.cpp willitfitmodel.h
    PANEL_SOURCES
        fitcalculator.cpp fitcalculator.h
        shardingview.cpp shardingview.h
        willitfitpanel.cpp willitfitpanel.h
        willitfitscene.cpp willitfitscene.h)
