# The "Tensor Cores" lesson: its model and the 2:4 sparsity logic (QtCore only), and its scene,
# panel, sparsity editor, datasheet table and live precision experiments (widgets).
gpulab_add_lesson(ID tensor-cores
    MODEL TensorCoreModel SCENE TensorCoreScene PANEL TensorCorePanel
    MODEL_SOURCES
        sparseweights.cpp sparseweights.h
        tensorcoremodel.cpp tensorcoremodel.h
    PANEL_SOURCES
        peakstable.cpp peakstable.h
        precisionlab.cpp precisionlab.h
        precisionrunner.cpp precisionrunner.h
        sparsityeditor.cpp sparsityeditor.h
        stagnationlab.cpp stagnationlab.h
        tensorcorepanel.cpp tensorcorepanel.h
        tensorcorescene.cpp tensorcorescene.h)
