# The "Training vs inference" lesson: its closed forms and serving model (QtCore only), and its
# scene, panel and live GEMV-against-GEMM measurement (widgets). Model sizes come from the
# framework's models.csv (modelspecs.h), GPUs from gpu-specs.csv.
gpulab_add_lesson(ID training-vs-inference
    MODEL ServingModel SCENE ServingScene PANEL InferencePanel
    MODEL_SOURCES
        servingmodel.cpp servingmodel.h
    PANEL_SOURCES
        inferencepanel.cpp inferencepanel.h
        intensitylab.cpp intensitylab.h
        servingscene.cpp servingscene.h)
