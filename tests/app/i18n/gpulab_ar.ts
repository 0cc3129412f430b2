<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- A few of GPU Lab's strings in Arabic, for tst_mainwindow's language switch (right to left;
     not shipped: the app's translations are in translations/). -->
<TS version="2.1" language="ar">
<context>
    <name>gpulab::MainWindow</name>
    <message><source>&amp;File</source><translation>&amp;ملف</translation></message>
    <message><source>&amp;View</source><translation>&amp;عرض</translation></message>
    <message><source>&amp;Language</source><translation>&amp;اللغة</translation></message>
</context>
</TS>
