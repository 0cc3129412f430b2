# "GPU generations and choosing a GPU": the timeline walk, the comparison and the chooser's
# logic (QtCore only), and the scene, growth chart, tables and pages of its panel (widgets).
gpulab_add_lesson(ID gpu-generations
    MODEL GenerationsModel SCENE GenerationsScene PANEL GenerationsPanel
    MODEL_SOURCES
        generationsmath.cpp generationsmath.h
        generationsmodel.cpp generationsmodel.h
        gpuchooser.cpp gpuchooser.h
    PANEL_SOURCES
        chooserpage.cpp chooserpage.h
        comparepage.cpp comparepage.h
        generationsscene.cpp generationsscene.h
        generationspanel.cpp generationspanel.h
        generationtables.cpp generationtables.h
        growthchart.cpp growthchart.h)
