# "How to use GPU Lab": a worker-pool simulation that shows the controls, with the plain panel.
gpulab_add_lesson(ID how-to-use
    MODEL WorkersModel SCENE WorkersScene
    MODEL_SOURCES workersmodel.cpp workersmodel.h
    PANEL_SOURCES workersscene.cpp workersscene.h)
