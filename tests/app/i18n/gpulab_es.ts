<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- A few of GPU Lab's strings in Spanish, for the language switch while the window runs
     (tst_mainwindow, tst_presenterconsole, tst_classplan, tst_classresultswindow, tst_teachertips;
     not shipped: the app's translations are in translations/). -->
<TS version="2.1" language="es">
<context>
    <name>gpulab::MainWindow</name>
    <message><source>&amp;File</source><translation>&amp;Archivo</translation></message>
    <message><source>&amp;View</source><translation>&amp;Ver</translation></message>
    <message><source>&amp;Lesson</source><translation>&amp;Lección</translation></message>
    <message><source>&amp;Help</source><translation>Ay&amp;uda</translation></message>
    <message><source>&amp;Language</source><translation>&amp;Idioma</translation></message>
    <message><source>&amp;Present</source><translation>&amp;Presentar</translation></message>
    <message><source>Lesson &amp;List</source><translation>&amp;Lista de lecciones</translation></message>
</context>
<context>
    <name>gpulab::Navigator</name>
    <message><source>%1 (in English)</source><translation>%1 (en inglés)</translation></message>
</context>
<context>
    <name>gpulab::LessonPanel</name>
    <message><source>This section is not translated yet: it is shown in English.</source><translation>Esta sección aún no está traducida: se muestra en inglés.</translation></message>
</context>
<context>
    <name>gpulab::PresenterConsole</name>
    <message><source>GPU Lab — presenter console</source><translation>GPU Lab — consola del presentador</translation></message>
    <message><source>Presenting</source><translation>Presentando</translation></message>
    <message><source>Clock</source><translation>Reloj</translation></message>
    <message><source>Left of the lesson</source><translation>Queda de la lección</translation></message>
    <message><source>&amp;Pause</source><translation>&amp;Pausa</translation></message>
    <message><source>Res&amp;ume</source><translation>Rea&amp;nudar</translation></message>
    <message><source>R&amp;eset</source><translation>&amp;Reiniciar</translation></message>
    <message><source>&amp;Swap screens</source><translation>&amp;Intercambiar pantallas</translation></message>
    <message><source>&amp;Notes</source><translation>&amp;Notas</translation></message>
    <message><source>&amp;Teacher tips</source><translation>&amp;Consejos docentes</translation></message>
    <message><source>Now: %1</source><translation>Ahora: %1</translation></message>
    <message><source>Next: %1</source><translation>Siguiente: %1</translation></message>
    <message><source>Next: (end of the lessons)</source><translation>Siguiente: (fin de las lecciones)</translation></message>
</context>
<context>
    <name>gpulab::ClassPlanWindow</name>
    <message><source>Class Plan</source><translation>Plan de clase</translation></message>
    <message><source>&amp;Title:</source><translation>&amp;Título:</translation></message>
    <message><source>What it shows</source><translation>Qué muestra</translation></message>
    <message><source>Tab</source><translation>Pestaña</translation></message>
    <message><source>Minutes</source><translation>Minutos</translation></message>
    <message><source>Note for the instructor</source><translation>Nota para el docente</translation></message>
    <message><source>&amp;Go to Step</source><translation>&amp;Ir al paso</translation></message>
    <message><source>&amp;Add This View</source><translation>&amp;Añadir esta vista</translation></message>
    <message><source>Move &amp;Up</source><translation>&amp;Subir</translation></message>
    <message><source>Move &amp;Down</source><translation>&amp;Bajar</translation></message>
    <message><source>&amp;Remove</source><translation>&amp;Quitar</translation></message>
    <message><source>&amp;Open…</source><translation>&amp;Abrir…</translation></message>
    <message><source>&amp;Save…</source><translation>&amp;Guardar…</translation></message>
    <message><source>Steps: %1</source><translation>Pasos: %1</translation></message>
    <message><source>%1 min planned</source><translation>%1 min previstos</translation></message>
    <message><source>no time budget</source><translation>sin tiempo previsto</translation></message>
    <message><source>not saved yet</source><translation>aún sin guardar</translation></message>
    <message><source>changed, not saved</source><translation>cambiado, sin guardar</translation></message>
    <message><source>Left out when the plan was opened:</source><translation>Omitido al abrir el plan:</translation></message>
</context>
<context>
    <name>gpulab::ClassPlanController</name>
    <message><source>beat %1</source><translation>fase %1</translation></message>
</context>
<context>
    <name>gpulab::ClassResultsWindow</name>
    <message><source>Class Results</source><translation>Resultados de la clase</translation></message>
    <message><source>&amp;Open Folder…</source><translation>&amp;Abrir carpeta…</translation></message>
    <message><source>&amp;Export Table as CSV…</source><translation>&amp;Exportar la tabla como CSV…</translation></message>
    <message><source>C&amp;lose</source><translation>&amp;Cerrar</translation></message>
    <message><source>The class roofline</source><translation>El roofline de la clase</translation></message>
    <message><source>Class &amp;roofline</source><translation>&amp;Roofline de la clase</translation></message>
    <message><source>&amp;Students</source><translation>&amp;Estudiantes</translation></message>
    <message><source>S&amp;kipped files (%1)</source><translation>Archivos &amp;omitidos (%1)</translation></message>
    <message><source>&amp;Datasheet roofs</source><translation>Techos de las &amp;fichas técnicas</translation></message>
    <message><source>Student</source><translation>Estudiante</translation></message>
    <message><source>Device</source><translation>Dispositivo</translation></message>
    <message><source>CPU</source><translation>Procesador</translation></message>
    <message><source>Best GFLOP/s</source><translation>Mejor GFLOP/s</translation></message>
    <message><source>Memory GB/s</source><translation>Memoria GB/s</translation></message>
    <message><source>Peak GFLOP/s</source><translation>GFLOP/s máximos</translation></message>
    <message><source>File</source><translation>Archivo</translation></message>
    <message><source>What it is</source><translation>Qué es</translation></message>
    <message><source>Why it is left out</source><translation>Por qué se omite</translation></message>
    <message numerus="yes"><source>%1: %Ln student(s) on the chart</source><translation><numerusform>%1: %Ln estudiante en el gráfico</numerusform><numerusform>%1: %Ln estudiantes en el gráfico</numerusform></translation></message>
</context>
<context>
    <name>gpulab::RooflinePlot</name>
    <message><source>Arithmetic intensity (FLOP per byte of memory traffic)</source><translation>Intensidad aritmética (FLOP por byte de tráfico de memoria)</translation></message>
</context>
<context>
    <name>gpulab::ChartFrame</name>
    <message><source>Export &amp;PNG…</source><translation>Exportar &amp;PNG…</translation></message>
    <message><source>Export CS&amp;V…</source><translation>Exportar CS&amp;V…</translation></message>
</context>
<context>
    <name>gpulab::TeacherTipsWindow</name>
    <message><source>Teacher Tips — %1</source><translation>Consejos docentes — %1</translation></message>
    <message><source>Export &amp;PDF…</source><translation>Exportar &amp;PDF…</translation></message>
    <message><source>Export &amp;HTML…</source><translation>Exportar &amp;HTML…</translation></message>
</context>
<context>
    <name>gpulab::ClassResults</name>
    <message><source>duplicate</source><translation>duplicado</translation></message>
    <message><source>%1: the same file as %2</source><translation>%1: el mismo archivo que %2</translation></message>
    <message><source>%1: not JSON, so not a GPU Lab session</source><translation>%1: no es JSON, así que no es una sesión de GPU Lab</translation></message>
</context>
<context>
    <name>gpulab::LabSession</name>
    <message><source>&quot;%1&quot; must be a list of results</source><translation>&quot;%1&quot; debe ser una lista de resultados</translation></message>
    <message><source>not valid JSON: %1</source><translation>no es JSON válido: %1</translation></message>
</context>
<context>
    <name>gpulab::ClassPlan</name>
    <message><source>Step %1 is left out: %2</source><translation>Se omite el paso %1: %2</translation></message>
    <message><source>this GPU Lab has no lesson “%1”.</source><translation>este GPU Lab no tiene ninguna lección «%1».</translation></message>
</context>
<context>
    <name>gpulab::PresenterController</name>
    <message><source>Screen blanked; press B to show the lesson again</source><translation>Pantalla en negro; pulsa B para volver a ver la lección</translation></message>
</context>
<context>
    <name>gpulab::PresenterOverview</name>
    <message><source>Overview of the lesson</source><translation>Vista general de la lección</translation></message>
    <message><source>Arrows: move · Enter: go there · Esc or O: close</source><translation>Flechas: moverse · Intro: ir ahí · Esc u O: cerrar</translation></message>
</context>
<context>
    <name>gpulab::AnnotationLayer</name>
    <message><source>Drawing over the lesson</source><translation>Dibujo sobre la lección</translation></message>
</context>
</TS>
