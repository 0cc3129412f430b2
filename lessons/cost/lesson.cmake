# "The cost of compute": its price table (assets/data/gpu-prices.csv) and the user's own prices,
# closed forms and training-budget model (QtCore only; the all-reduce and the decode bound are
# the framework's, allreduce.h and servingmath.h), and its scene and panel (widgets).
gpulab_add_lesson(ID cost
    MODEL CostModel SCENE CostScene PANEL CostPanel
    DATA GpuPrices
    MODEL_SOURCES
        costmath.cpp costmath.h
        costmodel.cpp costmodel.h
        gpuprices.cpp gpuprices.h
    PANEL_SOURCES
        costpanel.cpp costpanel.h
        costscene.cpp costscene.h)
