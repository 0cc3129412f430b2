<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- A few of GPU Lab's strings in Spanish, for tst_mainwindow's language switch (not shipped:
     the app's translations are in translations/). -->
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
</TS>
