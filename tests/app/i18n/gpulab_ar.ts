<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- A few of GPU Lab's strings in Arabic, for the language switch while the window runs (right
     to left; not shipped: the app's translations are in translations/). -->
<TS version="2.1" language="ar">
<context>
    <name>gpulab::MainWindow</name>
    <message><source>&amp;File</source><translation>&amp;ملف</translation></message>
    <message><source>&amp;View</source><translation>&amp;عرض</translation></message>
    <message><source>&amp;Language</source><translation>&amp;اللغة</translation></message>
</context>
<context>
    <name>gpulab::PresenterConsole</name>
    <message><source>GPU Lab — presenter console</source><translation>GPU Lab — شاشة المقدّم</translation></message>
    <message><source>Presenting</source><translation>العرض</translation></message>
    <message><source>Clock</source><translation>الساعة</translation></message>
    <message><source>Res&amp;ume</source><translation>استئ&amp;ناف</translation></message>
    <message><source>Now: %1</source><translation>الآن: %1</translation></message>
    <message><source>Next: %1</source><translation>التالي: %1</translation></message>
</context>
<context>
    <name>gpulab::ClassPlanWindow</name>
    <message><source>Class Plan</source><translation>خطة الحصة</translation></message>
    <message><source>Steps: %1</source><translation>الخطوات: %1</translation></message>
</context>
<context>
    <name>gpulab::ClassResultsWindow</name>
    <message><source>Class Results</source><translation>نتائج الصف</translation></message>
    <message><source>Student</source><translation>الطالب</translation></message>
</context>
<context>
    <name>gpulab::TeacherTipsWindow</name>
    <message><source>Teacher Tips — %1</source><translation>نصائح للمعلم — %1</translation></message>
</context>
</TS>
