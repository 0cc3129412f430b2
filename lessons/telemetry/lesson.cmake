# The Telemetry lesson: its throttling model and its nvidia-smi fields table (QtCore only), and
# its scene, panel and live telemetry lab (widgets). The live lab reads compute/telemetry.h.
gpulab_add_lesson(ID telemetry
    MODEL ThrottleModel SCENE ThrottleScene PANEL TelemetryPanel
    DATA SmiFields
    MODEL_SOURCES
        throttlemodel.cpp throttlemodel.h
        smifields.cpp smifields.h
    PANEL_SOURCES
        telemetrylab.cpp telemetrylab.h
        telemetrypanel.cpp telemetrypanel.h
        throttlescene.cpp throttlescene.h)
