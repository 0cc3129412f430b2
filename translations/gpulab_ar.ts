<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar">
<context>
    <name>BoundedFile</name>
    <message>
        <location filename="../lessons/framework/boundedfile.cpp" line="+21"/>
        <source>the file cannot be read: there is no such file</source>
        <translation>تتعذّر قراءة الملف: لا يوجد ملف كهذا</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is not a regular file, so it cannot be %1</source>
        <translation>الملف ليس ملفًا عاديًا، فلا يمكن %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is %1; %2 is at most %3</source>
        <translation>حجم الملف %1؛ والحد الأقصى لـ %2 هو %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+25"/>
        <source>the file cannot be read: %1</source>
        <translation>تتعذّر قراءة الملف: %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>the file is over %1; %2 is at most that</source>
        <translation>حجم الملف يتجاوز %1؛ وهذا هو الحد الأقصى لـ %2</translation>
    </message>
</context>
<context>
    <name>ProgressStore</name>
    <message>
        <location filename="../app/store/progressstore.cpp" line="+280"/>
        <source>GPU Lab cannot record your progress: the Qt SQLite driver (QSQLITE) is not installed.</source>
        <translation>لا يستطيع GPU Lab تسجيل تقدّمك: برنامج تشغيل SQLite في Qt ‏(QSQLITE) غير مثبّت.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no writable folder for GPU Lab&apos;s data.</source>
        <translation>لا يوجد مجلد قابل للكتابة لبيانات GPU Lab.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your progress file %1 is not a regular file; it was left untouched.</source>
        <translation>ملف تقدّمك %1 ليس ملفًا عاديًا؛ وتُرك دون مساس.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The folder %1 for your progress could not be created.</source>
        <translation>تعذّر إنشاء المجلد %1 لتقدّمك.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your progress file %1 was written by a newer version of GPU Lab (schema version %2; this version knows up to %3). It was left untouched; update GPU Lab to keep recording progress in it.</source>
        <translation>كُتب ملف تقدّمك %1 بإصدار أحدث من GPU Lab (إصدار المخطط %2؛ وهذا الإصدار يعرف حتى %3). تُرك دون مساس؛ حدّث GPU Lab لمتابعة تسجيل التقدّم فيه.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your progress file %1 could not be opened (%2). It was left untouched.</source>
        <translation>تعذّر فتح ملف تقدّمك %1 (%2). وتُرك دون مساس.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your progress file %1 is damaged (%2) and could not be moved aside (%3); it was left as it is.</source>
        <translation>ملف تقدّمك %1 تالف (%2) وتعذّر نقله جانبًا (%3)؛ فتُرك كما هو.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved progress was damaged (%1).</source>
        <translation>تلف تقدّمك المحفوظ (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The damaged copy is kept at %1.</source>
        <translation>النسخة التالفة محفوظة في %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A new progress file could not be created (%1).</source>
        <translation>تعذّر إنشاء ملف تقدّم جديد (%1).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPU Lab goes on in a new progress file with what was recovered.</source>
        <translation>يتابع GPU Lab في ملف تقدّم جديد بما استُعيد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU Lab started a new progress record.</source>
        <translation>بدأ GPU Lab سجلّ تقدّم جديدًا.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing could be recovered from it (%1).</source>
        <translation>تعذّرت استعادة أي شيء منه (%1).</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 of %Ln section record(s)</source>
        <translation>
            <numerusform>‏%1 من لا سجلات أقسام</numerusform>
            <numerusform>‏%1 من سجل قسم واحد</numerusform>
            <numerusform>‏%1 من سجلَّي قسمين</numerusform>
            <numerusform>‏%1 من %Ln سجلات أقسام</numerusform>
            <numerusform>‏%1 من %Ln سجلًّا للأقسام</numerusform>
            <numerusform>‏%1 من %Ln سجل أقسام</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln section record(s)</source>
        <translation>
            <numerusform>لا سجلات أقسام</numerusform>
            <numerusform>سجل قسم واحد</numerusform>
            <numerusform>سجلَّي قسمين</numerusform>
            <numerusform>%Ln سجلات أقسام</numerusform>
            <numerusform>%Ln سجلًّا للأقسام</numerusform>
            <numerusform>%Ln سجل أقسام</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %Ln quiz attempt(s)</source>
        <translation>
            <numerusform>‏%1 من لا محاولات اختبار</numerusform>
            <numerusform>‏%1 من محاولة اختبار واحدة</numerusform>
            <numerusform>‏%1 من محاولتَي اختبار</numerusform>
            <numerusform>‏%1 من %Ln محاولات اختبار</numerusform>
            <numerusform>‏%1 من %Ln محاولة اختبار</numerusform>
            <numerusform>‏%1 من %Ln محاولة اختبار</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln quiz attempt(s)</source>
        <translation>
            <numerusform>لا محاولات اختبار</numerusform>
            <numerusform>محاولة اختبار واحدة</numerusform>
            <numerusform>محاولتَي اختبار</numerusform>
            <numerusform>%Ln محاولات اختبار</numerusform>
            <numerusform>%Ln محاولة اختبار</numerusform>
            <numerusform>%Ln محاولة اختبار</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %Ln answer(s)</source>
        <translation>
            <numerusform>‏%1 من لا إجابات</numerusform>
            <numerusform>‏%1 من إجابة واحدة</numerusform>
            <numerusform>‏%1 من إجابتين</numerusform>
            <numerusform>‏%1 من %Ln إجابات</numerusform>
            <numerusform>‏%1 من %Ln إجابة</numerusform>
            <numerusform>‏%1 من %Ln إجابة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln answer(s)</source>
        <translation>
            <numerusform>لا إجابات</numerusform>
            <numerusform>إجابة واحدة</numerusform>
            <numerusform>إجابتين</numerusform>
            <numerusform>%Ln إجابات</numerusform>
            <numerusform>%Ln إجابة</numerusform>
            <numerusform>%Ln إجابة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU Lab recovered %1, %2 and %3 from it.</source>
        <translation>استعاد GPU Lab منه %1، و%2، و%3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It held no progress to recover.</source>
        <translation>لم يكن فيه تقدّم لاستعادته.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing could be recovered from it.</source>
        <translation>تعذّرت استعادة أي شيء منه.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln record(s) that broke the database&apos;s rules, or whose quiz attempt was lost, were left out.</source>
        <translation>
            <numerusform>لم يُستبعد أي سجل.</numerusform>
            <numerusform>استُبعد سجل واحد خالف قواعد قاعدة البيانات، أو ضاعت محاولة الاختبار الخاصة به.</numerusform>
            <numerusform>استُبعد سجلّان خالفا قواعد قاعدة البيانات، أو ضاعت محاولة الاختبار الخاصة بهما.</numerusform>
            <numerusform>استُبعدت %Ln سجلات خالفت قواعد قاعدة البيانات، أو ضاعت محاولة الاختبار الخاصة بها.</numerusform>
            <numerusform>استُبعد %Ln سجلًّا خالفت قواعد قاعدة البيانات، أو ضاعت محاولة الاختبار الخاصة بها.</numerusform>
            <numerusform>استُبعد %Ln سجل خالفت قواعد قاعدة البيانات، أو ضاعت محاولة الاختبار الخاصة بها.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some of it was on damaged pages and could not be read.</source>
        <translation>كان بعضه على صفحات تالفة وتعذّرت قراءته.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recovery stopped at its limit (%1 s or %2 records); the damaged copy may hold more.</source>
        <translation>توقّفت الاستعادة عند حدّها (%1 s أو %2 سجل)؛ وقد تحوي النسخة التالفة المزيد.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>A visit needs a valid time.</source>
        <translation>تحتاج الزيارة إلى وقت صالح.</translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+283"/>
        <location line="+44"/>
        <location line="+47"/>
        <location line="+59"/>
        <location line="+59"/>
        <location line="+49"/>
        <source>The progress store is not open.</source>
        <translation>مخزن التقدّم غير مفتوح.</translation>
    </message>
    <message>
        <location line="-498"/>
        <location line="+72"/>
        <source>%1 (kept in memory until the progress database takes it again)</source>
        <translation>‏%1 (محفوظ في الذاكرة إلى أن تستقبله قاعدة بيانات التقدّم من جديد)</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>&quot;%1&quot; is not a quiz id (lesson:&lt;lesson id&gt;, exam or import:&lt;file name&gt;).</source>
        <translation>&quot;%1&quot; ليس معرّف اختبار (lesson:&lt;lesson id&gt; أو exam أو import:&lt;file name&gt;).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a quiz mode (practice or test).</source>
        <translation>&quot;%1&quot; ليس وضع اختبار (practice أو test).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A quiz attempt needs at least one question.</source>
        <translation>تحتاج محاولة الاختبار إلى سؤال واحد على الأقل.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The new quiz attempt got no id.</source>
        <translation>لم تحصل محاولة الاختبار الجديدة على معرّف.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>An answer needs a question key.</source>
        <translation>تحتاج الإجابة إلى مفتاح سؤال.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An answer&apos;s position cannot be negative.</source>
        <translation>لا يمكن أن يكون موضع الإجابة سالبًا.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An answer&apos;s fraction must be from 0 to 1, not %1.</source>
        <translation>يجب أن يكون كسر الإجابة من ٠ إلى ١، لا %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A skipped question cannot earn credit (fraction %1).</source>
        <translation>لا يمكن أن ينال السؤال المتخطّى أيّ درجة (الكسر %1).</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+33"/>
        <location line="+46"/>
        <location line="+25"/>
        <source>There is no quiz attempt %1.</source>
        <translation>لا توجد محاولة اختبار %1.</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Quiz attempt %1 is finished; a retake is a new attempt.</source>
        <translation>انتهت محاولة الاختبار %1؛ وإعادة الاختبار محاولة جديدة.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Quiz attempt %1 has %Ln question(s); there is no position %2.</source>
        <translation>
            <numerusform>في محاولة الاختبار %1 لا أسئلة؛ فلا يوجد موضع %2.</numerusform>
            <numerusform>في محاولة الاختبار %1 سؤال واحد؛ ولا يوجد موضع %2.</numerusform>
            <numerusform>في محاولة الاختبار %1 سؤالان؛ ولا يوجد موضع %2.</numerusform>
            <numerusform>في محاولة الاختبار %1 ‏%Ln أسئلة؛ ولا يوجد موضع %2.</numerusform>
            <numerusform>في محاولة الاختبار %1 ‏%Ln سؤالًا؛ ولا يوجد موضع %2.</numerusform>
            <numerusform>في محاولة الاختبار %1 ‏%Ln سؤال؛ ولا يوجد موضع %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Finishing a quiz attempt needs a valid time.</source>
        <translation>يحتاج إنهاء محاولة الاختبار إلى وقت صالح.</translation>
    </message>
    <message>
        <location line="+246"/>
        <source>The quiz results could not be written to %1 (%2).</source>
        <translation>تعذّرت كتابة نتائج الاختبارات في %1 (%2).</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The quiz grades could not be written to %1 (%2).</source>
        <translation>تعذّرت كتابة درجات الاختبارات في %1 (%2).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>PRAGMA quick_check failed: %1</source>
        <translation>فشل PRAGMA quick_check: ‏%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PRAGMA quick_check found problems: %1</source>
        <translation>وجد PRAGMA quick_check مشكلات: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading %1 failed: %2</source>
        <translation>فشلت قراءة %1: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>it is not a SQLite database</source>
        <translation>ليس قاعدة بيانات SQLite</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>schema version %1 is invalid</source>
        <translation>إصدار المخطط %1 غير صالح</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the integrity check failed: %1</source>
        <translation>فشل فحص السلامة: %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>updating it to version %1 (%2) failed: %3</source>
        <translation>فشل تحديثه إلى الإصدار %1 (%2): %3</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>GPU Lab cannot record progress at all (%1).</source>
        <translation>لا يستطيع GPU Lab تسجيل التقدّم إطلاقًا (%1).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your progress in this session will not be saved when you quit.</source>
        <translation>لن يُحفظ تقدّمك في هذه الجلسة عند الخروج.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>A lesson id and a section id are needed.</source>
        <translation>يلزم معرّف درس ومعرّف قسم.</translation>
    </message>
    <message>
        <location filename="../app/store/progresssalvage.cpp" line="+179"/>
        <source>no temporary folder to read it in (%1)</source>
        <translation>لا مجلد مؤقت لقراءته فيه (%1)</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>it is larger than %1</source>
        <translation>حجمه أكبر من %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it could not be copied to be read (%1)</source>
        <translation>تعذّر نسخه لقراءته (%1)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>its list of tables could not be read: %1</source>
        <translation>تعذّرت قراءة قائمة جداوله: %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/main.cpp" line="+393"/>
        <source>Your progress</source>
        <translation>تقدّمك</translation>
    </message>
</context>
<context>
    <name>QuizCatalog</name>
    <message>
        <location filename="../lessons/framework/quiz/quizcatalog.cpp" line="+46"/>
        <source>Quiz: %1</source>
        <translation>الاختبار: %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Exam: every lesson</source>
        <translation>الامتحان: كل الدروس</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>a quiz bank</source>
        <translation>بنك أسئلة</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: no question could be read, so nothing was imported.</source>
        <translation>‏%1: تعذّرت قراءة أي سؤال، فلم يُستورد شيء.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no folder to keep imported quizzes in (%1).</source>
        <translation>لا يوجد مجلد لحفظ الاختبارات المستوردة (%1).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 could not be copied to %2: %3</source>
        <translation>تعذّر نسخ %1 إلى %2: %3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Only imported quizzes can be removed.</source>
        <translation>لا يمكن إزالة إلا الاختبارات المستوردة.</translation>
    </message>
</context>
<context>
    <name>QuizPictures</name>
    <message>
        <location filename="../lessons/framework/quiz/quizpictures.cpp" line="+147"/>
        <source>[picture %1 is too large to show]</source>
        <translation>[الصورة %1 أكبر من أن تُعرض]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[picture %1 is outside the quiz&apos;s folder]</source>
        <translation>[الصورة %1 خارج مجلد الاختبار]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[%1 is not a picture]</source>
        <translation>[%1 ليس صورة]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[picture %1 is missing]</source>
        <translation>[الصورة %1 مفقودة]</translation>
    </message>
</context>
<context>
    <name>RaceOutcome</name>
    <message>
        <location filename="../lessons/framework/racerunner.cpp" line="+33"/>
        <source>The race could not run: %1</source>
        <translation>تعذّر تشغيل السباق: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped. Nothing was measured for the unfinished side.</source>
        <translation>توقّف. لم يُقَس شيء للجهة التي لم تنتهِ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No speedup to show: one side did not finish with a verified answer (see its pane).</source>
        <translation>لا تسريع لعرضه: إحدى الجهتين لم تنتهِ بإجابة مُتحقَّق منها (انظر لوحتها).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Done: N = %1, median of %2 runs a side, both verified against a float64 reference.</source>
        <translation>اكتمل: N = %1، وسيط %2 تشغيلات لكل جهة، وكلتاهما مُتحقَّق منها مقابل مرجع float64.</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>×%1 faster</source>
        <translation>أسرع بـ ×%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>×%1 slower</source>
        <translation>أبطأ بـ ×%1</translation>
    </message>
</context>
<context>
    <name>gpulab</name>
    <message>
        <location filename="../lessons/framework/quiz/measuredquestions.cpp" line="+43"/>
        <source>GPU Lab/Your measurements</source>
        <translation>GPU Lab/قياساتك</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your race: speedup</source>
        <translation>سباقك: التسريع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In your last race on this machine (N = %1, on %2), %3 took %4 s and %5 took %6 s. How many times faster was %5? (within 10 %)</source>
        <translation>في سباقك الأخير على هذا الجهاز (N = %1، على %2)، استغرق %3 ‏%4 s واستغرق %5 ‏%6 s. كم مرة كان %5 أسرع؟ (بهامش ١٠٪)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A speedup is the slower time divided by the faster one: %1 s ÷ %2 s ≈ %3. The work was the same (2N³ operations), so the ratio of times is the ratio of rates too.</source>
        <translation>التسريع هو الزمن الأبطأ مقسومًا على الأسرع: %1 s ÷ %2 s ≈ %3. العمل كان نفسه (2N³ عملية)، فنسبة الأزمنة هي نسبة المعدّلات أيضًا.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your race: GFLOP/s</source>
        <translation>سباقك: GFLOP/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your %1 run multiplied two %2 × %2 matrices in %3 s. At how many GFLOP/s did it compute? (one multiply and one add count as two operations; within 5 %)</source>
        <translation>ضرب تشغيلك %1 مصفوفتين %2 × %2 في %3 s. بكم GFLOP/s حسب؟ (عملية ضرب وعملية جمع تُحتسبان عمليتين؛ بهامش ٥٪)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The product takes 2N³ = %1 floating-point operations; divided by %2 s that is %3 GFLOP/s (1 GFLOP/s = 10⁹ operations per second).</source>
        <translation>يتطلب الضرب 2N³ = %1 عملية فاصلة عائمة؛ وبقسمتها على %2 s تكون %3 GFLOP/s (‏١ GFLOP/s = ١٠⁹ عملية في الثانية).</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Your roofline: ridge point</source>
        <translation>نموذج سقفك: نقطة الانعطاف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On %1 you measured a memory bandwidth of %2 GB/s and a peak of %3 GFLOP/s. Above what arithmetic intensity, in FLOP per byte, does a kernel stop being limited by memory? (within 10 %)</source>
        <translation>على %1 قست عرض نطاق ذاكرة قدره %2 GB/s وذروة قدرها %3 GFLOP/s. فوق أي كثافة حسابية، بوحدة FLOP لكل بايت، يكفّ الـ kernel عن أن يكون محدودًا بالذاكرة؟ (بهامش ١٠٪)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The ridge point is where the two roofs meet: peak ÷ bandwidth = %1 ÷ %2 ≈ %3 FLOP/byte. Below it, bytes arrive too slowly to keep the arithmetic busy.</source>
        <translation>نقطة الانعطاف هي حيث يلتقي السقفان: الذروة ÷ عرض النطاق = %1 ÷ %2 ≈ %3 FLOP/byte. ودونها تصل البايتات ببطء لا يكفي لإبقاء الحساب مشغولًا.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your roofline: a vector add</source>
        <translation>نموذج سقفك: جمع متجهين</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adding two float vectors does 1 FLOP per 12 bytes moved (two 4-byte loads, one 4-byte store). With your measured bandwidth of %1 GB/s, how many GFLOP/s can it reach at most? (within 10 %)</source>
        <translation>جمع متجهين من الأعداد العائمة يؤدي ١ FLOP لكل ١٢ بايت منقولة (قراءتان من ٤ بايت، وكتابة واحدة من ٤ بايت). بعرض النطاق الذي قسته، %1 GB/s، كم GFLOP/s يمكن أن يبلغ على الأكثر؟ (بهامش ١٠٪)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Memory-bound: intensity × bandwidth = (1/12) × %1 ≈ %2 GFLOP/s, far below the peak — the arithmetic waits for memory.</source>
        <translation>محدود بالذاكرة: الكثافة × عرض النطاق = (١/١٢) × %1 ≈ %2 GFLOP/s، أدنى بكثير من الذروة — فالحساب ينتظر الذاكرة.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your decode bound</source>
        <translation>حدّ فك الترميز لديك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On %1 you measured a memory bandwidth of %2 GB/s. A model of 7 billion parameters in FP16 is 14 GB of weights, each read once per generated token. At most how many tokens per second could this machine generate for one sequence? (a bound; within 10 %)</source>
        <translation>على %1 قست عرض نطاق ذاكرة قدره %2 GB/s. نموذج من ٧ مليارات معامل بدقة FP16 هو ١٤ GB من الأوزان، يُقرأ كل منها مرة لكل رمز (token) مولَّد. كم رمزًا في الثانية على الأكثر يستطيع هذا الجهاز توليده لتسلسل واحد؟ (حدّ أعلى؛ بهامش ١٠٪)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>bandwidth ÷ bytes of weights = %1 GB/s ÷ 14 GB ≈ %2 tokens/s at most: the time to read every weight once. A real program reaches less.</source>
        <translation>عرض النطاق ÷ بايتات الأوزان = %1 GB/s ÷ ١٤ GB ≈ %2 رمز/s على الأكثر: زمن قراءة كل وزن مرة واحدة. والبرنامج الحقيقي يبلغ أقل من ذلك.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your matrix-vector bound</source>
        <translation>حدّ ضرب المصفوفة في المتجه لديك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A float32 matrix-vector product does about 0.5 FLOP per byte it reads. With your measured bandwidth of %1 GB/s, at most how many GFLOP/s can it reach? (within 10 %)</source>
        <translation>ضرب مصفوفة في متجه بدقة float32 يؤدي نحو ٠٫٥ FLOP لكل بايت يقرؤه. بعرض النطاق الذي قسته، %1 GB/s، كم GFLOP/s يمكن أن يبلغ على الأكثر؟ (بهامش ١٠٪)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Memory-bound: intensity × bandwidth = 0.5 × %1 ≈ %2 GFLOP/s at most, whatever the peak: each weight brings one multiply-add.</source>
        <translation>محدود بالذاكرة: الكثافة × عرض النطاق = ٠٫٥ × %1 ≈ %2 GFLOP/s على الأكثر، مهما كانت الذروة: كل وزن يجلب عملية ضرب وجمع واحدة.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your peak as a systolic array</source>
        <translation>ذروتك بوصفها مصفوفة انقباضية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On %1 you measured a peak of %2 GFLOP/s. An 8 × 8 systolic array does 64 multiply-adds (128 floating-point operations) every cycle when it is full. At how many GHz would it have to run to match your machine? (within 10 %)</source>
        <translation>على %1 قست ذروة قدرها %2 GFLOP/s. تؤدي مصفوفة انقباضية ٨ × ٨ ‏٦٤ عملية ضرب وجمع (١٢٨ عملية فاصلة عائمة) في كل دورة حين تكون ممتلئة. بكم GHz يجب أن تعمل لتضاهي جهازك؟ (بهامش ١٠٪)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rate = operations per cycle × cycles per second, so the clock is %1 GFLOP/s ÷ 128 ≈ %2 GHz. A TPU&apos;s array is 128 × 128: 16,384 multiply-adds a cycle, 256 times as many, which is why it needs no more than about 1 GHz.</source>
        <translation>المعدّل = العمليات لكل دورة × الدورات في الثانية، فالتردد هو %1 GFLOP/s ÷ ١٢٨ ≈ %2 GHz. مصفوفة TPU حجمها ١٢٨ × ١٢٨: ‏١٦٬٣٨٤ عملية ضرب وجمع في الدورة، أي ٢٥٦ ضعفًا، ولهذا لا تحتاج إلى أكثر من نحو ١ GHz.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your machine as a training cluster</source>
        <translation>جهازك بوصفه عنقود تدريب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On %1 you measured a peak of %2 GFLOP/s. Training a 1-billion-parameter model on 20 billion tokens takes about 6 × parameters × tokens operations. How many days would this machine need at its peak the whole time? (within 10 %)</source>
        <translation>على %1 قست ذروة قدرها %2 GFLOP/s. تدريب نموذج من مليار معامل على ٢٠ مليار رمز يتطلب نحو ٦ × المعاملات × الرموز عملية. كم يومًا سيحتاج هذا الجهاز لو عمل بذروته طوال الوقت؟ (بهامش ١٠٪)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>6 × 10⁹ × 20 × 10⁹ = 1.2 × 10²⁰ operations; ÷ (%1 × 10⁹ per second) ÷ 86,400 s a day ≈ %2 days — and a real run reaches only part of the peak.</source>
        <translation>٦ × ١٠⁹ × ٢٠ × ١٠⁹ = ١٫٢ × ١٠²⁰ عملية؛ ÷ (%1 × ١٠⁹ في الثانية) ÷ ٨٦٬٤٠٠ s في اليوم ≈ %2 يومًا — والتشغيل الحقيقي لا يبلغ إلا جزءًا من الذروة.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your peak per watt</source>
        <translation>ذروتك لكل واط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On %1 you measured a peak of %2 GFLOP/s. If the processor drew 100 W while computing at that rate, how many GFLOP did each joule buy? (within 10 %)</source>
        <translation>على %1 قست ذروة قدرها %2 GFLOP/s. لو استهلك المعالج ١٠٠ W وهو يحسب بهذا المعدّل، فكم GFLOP يشتري كل جول؟ (بهامش ١٠٪)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A watt is a joule per second: %1 GFLOP/s ÷ 100 J/s ≈ %2 GFLOP per joule. The lesson&apos;s live tab divides by the power it reads, where it can read one.</source>
        <translation>الواط جول في الثانية: %1 GFLOP/s ÷ ١٠٠ J/s ≈ %2 GFLOP لكل جول. ويقسم تبويب القياس الحي في الدرس على القدرة التي يقرؤها، حيث يستطيع قراءتها.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your transfer: 40 GB of gradients</source>
        <translation>نقلك: ٤٠ GB من التدرّجات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your machine copied data from host to device (%1) at %2 GB/s. How many seconds would the 40 GB of FP32 gradients of a 10-billion-parameter model take at that rate? (within 10 %)</source>
        <translation>نسخ جهازك البيانات من المضيف إلى الجهاز (%1) بمعدّل %2 GB/s. كم ثانية ستستغرق ٤٠ GB من تدرّجات FP32 لنموذج من ١٠ مليارات معامل بهذا المعدّل؟ (بهامش ١٠٪)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>10 × 10⁹ parameters × 4 bytes = 40 GB; 40 GB ÷ %1 GB/s ≈ %2 s — every training step, which is why GPUs exchange gradients over NVLink instead.</source>
        <translation>١٠ × ١٠⁹ معامل × ٤ بايت = ٤٠ GB؛ ٤٠ GB ÷ %1 GB/s ≈ %2 s — في كل خطوة تدريب، ولهذا تتبادل وحدات GPU التدرّجات عبر NVLink بدلًا من ذلك.</translation>
    </message>
</context>
<context>
    <name>gpulab::AcceleratorsPanel</name>
    <message>
        <location filename="../lessons/accelerators/acceleratorspanel.cpp" line="+84"/>
        <location line="+157"/>
        <location line="+11"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NPU</source>
        <translation>NPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accelerator</source>
        <translation>مُسرِّع</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Chips</source>
        <translation>&amp;الرقاقات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Data movement</source>
        <translation>حركة &amp;البيانات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;When to choose which</source>
        <translation>متى تختار &amp;أيّها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Your machine</source>
        <translation>جها&amp;زك</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Size of the systolic array (processing elements per side)</source>
        <translation>حجم المصفوفة الانقباضية (عناصر المعالجة في كل ضلع)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Array:</source>
        <translation>&amp;المصفوفة:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows of the input matrix A</source>
        <translation>صفوف مصفوفة المُدخلات A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Input rows M:</source>
        <translation>صفو&amp;ف المُدخلات M:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dataflow: what stays in each processing element</source>
        <translation>تدفّق البيانات: ما يبقى في كل عنصر معالجة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight-stationary</source>
        <translation>ثبات الأوزان</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output-stationary</source>
        <translation>ثبات المخرجات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Dataflow:</source>
        <translation>تدفّق البيانا&amp;ت:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Values moved per multiply-add: the systolic array against tensor cores, counted by the model</source>
        <translation>القيم المنقولة لكل عملية ضرب وجمع: المصفوفة الانقباضية مقابل أنوية Tensor، كما يعدّها النموذج</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Design</source>
        <translation>التصميم</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Which hardware does the product, and how large it is</source>
        <translation>أيّ عتاد يُجري الضرب، وما حجمه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MACs</source>
        <translation>MACs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Multiply-adds of the product (useful ones: padding not counted)</source>
        <translation>عمليات الضرب والجمع في الضرب (المفيدة منها: الحشو لا يُحتسب)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads</source>
        <translation>القراءات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operand values read from a buffer (systolic array: at its edges) or from the register file (tensor cores: per instruction)</source>
        <translation>قيم المُعامَلات المقروءة من مخزن مؤقت (المصفوفة الانقباضية: عند حوافها) أو من ملف السجلّات (أنوية Tensor: لكل تعليمة)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads/MAC</source>
        <translation>القراءات/MAC</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reads divided by multiply-adds: lower is less data moved</source>
        <translation>القراءات مقسومة على عمليات الضرب والجمع: الأقل يعني بيانات منقولة أقل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PE passes</source>
        <translation>تمريرات PE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Values handed from one processing element to its neighbour: short wires, no memory</source>
        <translation>القيم المُسلَّمة من عنصر معالجة إلى جاره: أسلاك قصيرة، بلا ذاكرة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Counted by the model, not measured. A systolic array reads each input and weight once at its edge and then hands it from neighbour to neighbour; a tensor-core instruction (PTX mma.m16n8k16: 16×16 and 16×8 operands and a 16×8 accumulator from registers, NVIDIA PTX ISA) reads 512 register values for 2,048 multiply-adds, and the kernel loads those registers from shared memory. What a tensor core reuses inside itself is not published. The MXU rows use Google&apos;s 128×128 MXU (Cloud TPU system architecture); TPU v1&apos;s array was 256×256 (Jouppi et al., ISCA 2017).</source>
        <translation>يعدّها النموذج، ولا تُقاس. تقرأ المصفوفة الانقباضية كل مُدخل ووزن مرة واحدة عند حافتها ثم تسلّمه من جار إلى جار؛ أما تعليمة أنوية Tensor ‏(PTX mma.m16n8k16: مُعامَلات ١٦×١٦ و١٦×٨ ومُراكِم ١٦×٨ من السجلّات، NVIDIA PTX ISA) فتقرأ ٥١٢ قيمة من السجلّات مقابل ٢٬٠٤٨ عملية ضرب وجمع، والـ kernel يحمّل تلك السجلّات من الذاكرة المشتركة. وما تعيد نواة Tensor استخدامه داخلها غير منشور. تستخدم صفوف MXU وحدة MXU من Google بحجم ١٢٨×١٢٨ (معمارية نظام Cloud TPU)؛ وكانت مصفوفة TPU v1 بحجم ٢٥٦×٢٥٦ (Jouppi et al., ISCA 2017).</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>weight-stationary</source>
        <translation>ثبات الأوزان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output-stationary</source>
        <translation>ثبات المخرجات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This array: %1×%1, %2, M = %3</source>
        <translation>هذه المصفوفة: %1×%1، %2، M = %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counted as the simulation runs; the same as its closed form.</source>
        <translation>تُعدّ أثناء عمل المحاكاة؛ وهي مطابقة لصيغتها المغلقة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tensor cores, the same product (mma instructions: %1)</source>
        <translation>أنوية Tensor، الضرب نفسه (تعليمات mma: ‏%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mma.m16n8k16 instructions, edges padded to 16×8×16 tiles; only register reads are counted.</source>
        <translation>تعليمات mma.m16n8k16، والحواف محشوّة إلى بلاطات ١٦×٨×١٦؛ ولا تُحتسب إلا قراءات السجلّات.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TPU MXU: 128×128, weight-stationary, M = 1,024</source>
        <translation>‏TPU MXU: ‏١٢٨×١٢٨، ثبات الأوزان، M = ١٬٠٢٤</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The closed form at an MXU&apos;s size (Google Cloud TPU system architecture: 128×128 multiply-accumulators).</source>
        <translation>الصيغة المغلقة بحجم MXU (معمارية نظام Google Cloud TPU: ‏١٢٨×١٢٨ مُراكِم ضرب).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tensor cores, the same 1,024×128×128 product</source>
        <translation>أنوية Tensor، الضرب نفسه ١٬٠٢٤×١٢٨×١٢٨</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0.25 register reads per multiply-add whatever the size: each instruction reads its operands afresh.</source>
        <translation>٠٫٢٥ قراءة من السجلّات لكل عملية ضرب وجمع مهما كان الحجم: كل تعليمة تقرأ مُعامَلاتها من جديد.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Accelerators, NPUs and the GPUs beside them, from gpu-specs.csv</source>
        <translation>المُسرِّعات ووحدات NPU ووحدات GPU إلى جانبها، من gpu-specs.csv</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+96"/>
        <source>Chip</source>
        <translation>الرقاقة</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>From gpu-specs.csv; its kind, links, source and notes in the tooltip</source>
        <translation>من gpu-specs.csv؛ ونوعها ووصلاتها ومصدرها وملاحظاتها في التلميح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Year</source>
        <translation>السنة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Launch or announcement year</source>
        <translation>سنة الإطلاق أو الإعلان</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+95"/>
        <source>Dense peak</source>
        <translation>الذروة الكثيفة</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>The dense matrix peak the chip is quoted by, with its precision (BF16, else FP16, else FP8, else INT8). A dash: the vendor names no precision</source>
        <translation>ذروة المصفوفات الكثيفة التي تُذكر بها الرقاقة، مع دقتها (BF16، وإلا FP16، وإلا FP8، وإلا INT8). الشَّرطة: المُصنِّع لا يحدّد دقة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory</source>
        <translation>الذاكرة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory on the device, GB as the vendor states it</source>
        <translation>الذاكرة على الجهاز، بوحدة GB كما يذكرها المُصنِّع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth</source>
        <translation>عرض النطاق</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory bandwidth, GB/s</source>
        <translation>عرض نطاق الذاكرة، GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access</source>
        <translation>الإتاحة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bought, rented only, or inside your own device</source>
        <translation>تُشترى، أو تُستأجر فقط، أو داخل جهازك</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>rented only</source>
        <translation>للاستئجار فقط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in your device</source>
        <translation>في جهازك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bought or rented</source>
        <translation>للشراء أو الاستئجار</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— (no precision stated)</source>
        <translation>— (لم تُذكر الدقة)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · links: %2
%3
%4</source>
        <translation>‏%1 · الوصلات: %2
%3
%4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every figure is a row of assets/data/gpu-specs.csv with its source (hover a row). Peaks are dense, per chip, at the precision shown; a TPU pod or a Trn1 instance joins many chips. Apple, AMD and Qualcomm quote NPU &quot;TOPS&quot; without a precision: the table leaves those cells empty rather than compare unlike numbers.</source>
        <translation>كل رقم صفٌّ من assets/data/gpu-specs.csv مع مصدره (مرّر المؤشر فوق صف). الذُّرى كثيفة، لكل رقاقة، بالدقة المبيّنة؛ ومجمّع TPU ‏(pod) أو مثيل Trn1 يضمّ رقاقات كثيرة. تذكر Apple وAMD وQualcomm قيم «TOPS» لوحدات NPU دون دقة: فيترك الجدول تلك الخلايا فارغة بدلًا من مقارنة أرقام غير متماثلة.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>When to choose which: software, scale and availability of each family, with figures from the data file</source>
        <translation>متى تختار أيّها: البرمجيات والنطاق والإتاحة لكل عائلة، بأرقام من ملف البيانات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Family</source>
        <translation>العائلة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips of one vendor and kind; the rows of the data file in the tooltip</source>
        <translation>رقاقات مُصنِّع واحد ونوع واحد؛ وصفوف ملف البيانات في التلميح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Software</source>
        <translation>البرمجيات</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What your code must be written for</source>
        <translation>ما يجب أن تُكتب شيفرتك من أجله</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale</source>
        <translation>النطاق</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How many chips work on one job, and over what</source>
        <translation>كم رقاقة تعمل على مهمة واحدة، وعبر أي وصلة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Availability</source>
        <translation>الإتاحة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Buy, rent, or already in your device</source>
        <translation>الشراء، أو الاستئجار، أو موجودة أصلًا في جهازك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the data file</source>
        <translation>من ملف البيانات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The family&apos;s largest dense peak and largest memory, from gpu-specs.csv</source>
        <translation>أكبر ذروة كثيفة وأكبر ذاكرة في العائلة، من gpu-specs.csv</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Peak: %1. Memory: %2.
</source>
        <translation>الذروة: %1. الذاكرة: %2.
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shared with the processor</source>
        <translation>مشتركة مع المعالج</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1Rows: %2

%3</source>
        <translation>‏%1الصفوف: %2

%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A rule of thumb in this lesson&apos;s words: start where your software already runs. PyTorch research code: an NVIDIA GPU. A model that needs more memory per chip, with a team able to test ROCm: AMD. JAX at pod scale, in Google Cloud: TPUs. A large, steady training or serving job in AWS whose model the Neuron compiler supports: Trainium or Inferentia. A small model that must run offline on the user&apos;s device: its NPU.</source>
        <translation>قاعدة عامة بكلمات هذا الدرس: ابدأ حيث تعمل برمجياتك أصلًا. شيفرة بحثية بـ PyTorch: ‏GPU من NVIDIA. نموذج يحتاج إلى ذاكرة أكبر لكل رقاقة، مع فريق قادر على اختبار ROCm: ‏AMD. ‏JAX على نطاق المجمّعات في Google Cloud: وحدات TPU. مهمة تدريب أو خدمة كبيرة ومستقرة في AWS يدعم مُترجِم Neuron نموذجها: Trainium أو Inferentia. نموذج صغير يجب أن يعمل دون اتصال على جهاز المستخدم: وحدة NPU فيه.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each chip&apos;s dense peak as a multiple of the rate measured on this computer</source>
        <translation>الذروة الكثيفة لكل رقاقة بوصفها مضاعفًا للمعدّل المقيس على هذا الحاسوب</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From gpu-specs.csv</source>
        <translation>من gpu-specs.csv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its dense matrix peak and precision</source>
        <translation>ذروة المصفوفات الكثيفة ودقتها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>× this machine</source>
        <translation>× هذا الجهاز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The peak divided by the float32 rate measured here: a ratio of peaks at different precisions, an upper bound on the difference, not a benchmark</source>
        <translation>الذروة مقسومة على معدّل float32 المقيس هنا: نسبة بين ذُرى بدقات مختلفة، حدّ أعلى للفارق، لا قياس أداء</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the float32 FMA roof measured on %1 (%2)</source>
        <translation>سقف FMA بدقة float32 المقيس على %1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the %1 matrix product (N = %2) measured on %3 (%4)</source>
        <translation>ضرب المصفوفات %1 ‏(N = %2) المقيس على %3 (%4)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No rate has been measured on this computer&apos;s device yet. Run the Live Lab&apos;s race or its roofline measurement (or the Memory lesson&apos;s roofline), then come back: this tab places the measured GFLOP/s beside every chip&apos;s peak. Nothing is shown until then.</source>
        <translation>لم يُقَس أي معدّل على جهاز هذا الحاسوب بعد. شغّل سباق المختبر الحي أو قياس نموذج السقف فيه (أو نموذج السقف في درس الذاكرة)، ثم عُد: يضع هذا التبويب GFLOP/s المقيسة بجوار ذروة كل رقاقة. ولا يُعرض شيء حتى ذلك الحين.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This machine: %1 GFLOP/s float32, %2.</source>
        <translation>هذا الجهاز: %1 GFLOP/s بدقة float32، %2.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
</context>
<context>
    <name>gpulab::AdditionsTable</name>
    <message>
        <location filename="../lessons/generations/generationtables.cpp" line="+67"/>
        <source>What each generation added, from the data file</source>
        <translation>ما أضافه كل جيل، من ملف البيانات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Year</source>
        <translation>السنة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Launch year</source>
        <translation>سنة الإطلاق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor cores</source>
        <translation>أنوية Tensor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVIDIA Tensor Core generation</source>
        <translation>جيل NVIDIA Tensor Core</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precisions</source>
        <translation>الصيغ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tensor precisions with a dense rate</source>
        <translation>دقات Tensor ذات المعدّل الكثيف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2:4</source>
        <translation>2:4</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2:4 structured sparsity (twice the dense rate)</source>
        <translation>التناثر المُهيكَل 2:4 (ضعف المعدّل الكثيف)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TE</source>
        <translation>TE</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Transformer Engine generation</source>
        <translation>جيل Transformer Engine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU link</source>
        <translation>وصلة GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU-to-GPU link, all links, both directions</source>
        <translation>الوصلة بين وحدات GPU، كل الوصلات، الاتجاهان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>الذاكرة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory per GPU, type, bandwidth</source>
        <translation>الذاكرة لكل GPU، ونوعها، وعرض نطاقها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New</source>
        <translation>الجديد</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it added over the vendor&apos;s previous row</source>
        <translation>ما أضافه مقارنةً بالصف السابق للمُصنِّع</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 GB %2, %3 GB/s</source>
        <translation>%1 GB ‏%2، %3 GB/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. Source: %2</source>
        <translation>‏%1. المصدر: %2</translation>
    </message>
</context>
<context>
    <name>gpulab::AllReduceModel</name>
    <message>
        <location filename="../lessons/interconnects/allreducemodel.cpp" line="+55"/>
        <source>PCIe through the host</source>
        <translation>‏PCIe عبر المضيف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink pairs</source>
        <translation>أزواج NVLink</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVSwitch, all to all</source>
        <translation>‏NVSwitch، الكل إلى الكل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>InfiniBand between servers</source>
        <translation>‏InfiniBand بين الخوادم</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Four GPUs talking through the host (PCIe 4.0)</source>
        <translation>أربع وحدات GPU تتخاطب عبر المضيف (PCIe 4.0)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink bridges in pairs, PCIe between the pairs</source>
        <translation>جسور NVLink في أزواج، وPCIe بين الأزواج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight H100s on NVSwitch (NVLink 4)</source>
        <translation>ثماني وحدات H100 على NVSwitch ‏(NVLink 4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight servers on InfiniBand NDR</source>
        <translation>ثمانية خوادم على InfiniBand NDR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A whole rack: GB200 NVL72, 72 GPUs on NVLink 5</source>
        <translation>خزانة كاملة: GB200 NVL72، ‏٧٢ GPU على NVLink 5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>gpus must be from %1 to %2, or %3 (one NVL72 rack)</source>
        <translation>يجب أن يكون gpus من %1 إلى %2، أو %3 (خزانة NVL72 واحدة)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>72 GPUs are modelled only as one NVSwitch domain (topology &quot;nvswitch&quot;)</source>
        <translation>لا تُنمذَج ٧٢ GPU إلا بوصفها نطاق NVSwitch واحدًا (الطوبولوجيا &quot;nvswitch&quot;)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVLink pairs need an even number of GPUs (got %1)</source>
        <translation>تحتاج أزواج NVLink إلى عدد زوجي من وحدات GPU (أُعطي %1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown link &quot;%1&quot; (not in the interconnect data file)</source>
        <translation>وصلة مجهولة &quot;%1&quot; (ليست في ملف بيانات الوصلات البينية)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>link &quot;%1&quot; is a %2 link; topology &quot;%3&quot; needs a %4 link</source>
        <translation>الوصلة &quot;%1&quot; وصلة %2؛ والطوبولوجيا &quot;%3&quot; تحتاج إلى وصلة %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>hostLink &quot;%1&quot; must be a PCIe link of the data file</source>
        <translation>يجب أن يكون hostLink ‏&quot;%1&quot; وصلة PCIe من ملف البيانات</translation>
    </message>
</context>
<context>
    <name>gpulab::AllReduceScene</name>
    <message>
        <location filename="../lessons/interconnects/allreducescene.cpp" line="+59"/>
        <source>%1: %2 per direction</source>
        <translation>‏%1: %2 لكل اتجاه</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Host CPU (PCIe root)</source>
        <translation>‏CPU المضيف (جذر PCIe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVLink Switch trays</source>
        <translation>أدراج NVLink Switch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVSwitch</source>
        <translation>NVSwitch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>InfiniBand switch</source>
        <translation>محوّل InfiniBand</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Ring all-reduce of %1 across %2 GPUs — %3</source>
        <translation>‏all-reduce حلقي لـ %1 عبر %2 GPU — %3</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>server %1</source>
        <translation>الخادم %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>done: every GPU holds the sum of all %1 GPUs&apos; gradients (✓)</source>
        <translation>اكتمل: يحمل كل GPU مجموع تدرّجات وحدات GPU الـ %1 كلها (✓)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reduce-scatter: each GPU adds the chunk it receives (+)</source>
        <translation>‏reduce-scatter: يضيف كل GPU القطعة التي يستقبلها (+)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all-gather: each GPU copies the finished chunk it receives (=)</source>
        <translation>‏all-gather: ينسخ كل GPU القطعة المكتملة التي يستقبلها (=)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step %1 of 2(N − 1) = %2</source>
        <translation>الخطوة %1 من ‎2(N − 1)‎ = %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>One step: α + S/(N·B) = %1 + %2 / (%3 × %4) = %5 (slowest hop: %6)</source>
        <translation>خطوة واحدة: α + S/(N×B) = %1 + %2 / (%3 × %4) = %5 (أبطأ قفزة: %6)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Modelled time %1 of %2 · sent per GPU %3 of 2(N − 1)/N × S = %4</source>
        <translation>الزمن المُنمذَج %1 من %2 · المُرسَل لكل GPU ‏%3 من ‎2(N − 1)/N × S‎ = %4</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same %1 on %2 GPUs: %3</source>
        <translation>الـ %1 نفسه على %2 GPU: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lines: NVLink thick and solid, PCIe dashed, InfiniBand dotted. Latencies are typical, approx. (NCCL&apos;s cost model); bandwidths from the data file.</source>
        <translation>الخطوط: NVLink سميك ومتصل، وPCIe متقطّع، وInfiniBand منقّط. أزمنة الاستجابة نموذجية وتقريبية (نموذج الكلفة في NCCL)؛ وعروض النطاق من ملف البيانات.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The all-reduce is done: every GPU holds the full sum.</source>
        <translation>اكتملت عملية all-reduce: يحمل كل GPU المجموع كاملًا.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step %1 of %2, %3.</source>
        <translation>الخطوة %1 من %2، %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reduce-scatter</source>
        <translation>reduce-scatter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all-gather</source>
        <translation>all-gather</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GPUs, %2, ring all-reduce of %3: %4 steps of %5 each, %6 in all; each GPU sends %7. %8</source>
        <translation>‏%1 GPU، %2، all-reduce حلقي لـ %3: %4 خطوة مدة كلٍّ منها %5، و%6 إجمالًا؛ ويُرسل كل GPU ‏%7. %8</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The set-up</source>
        <translation>الإعداد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Topology</source>
        <translation>الطوبولوجيا</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Link</source>
        <translation>الوصلة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 per direction)</source>
        <translation>‏%1 (%2 لكل اتجاه)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A whole NVL72 rack (72 GPUs)</source>
        <translation>خزانة NVL72 كاملة (٧٢ GPU)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPUs</source>
        <translation>وحدات GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buffer (GB)</source>
        <translation>المخزن المؤقت (GB)</translation>
    </message>
</context>
<context>
    <name>gpulab::AmdahlChart</name>
    <message>
        <location filename="../lessons/cpuvsgpu/amdahlchart.cpp" line="+38"/>
        <source>Amdahl&apos;s law: the best speedup with N workers</source>
        <translation>قانون أمدال: أفضل تسريع بـ N من العاملين</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Amdahl&apos;s law in words</source>
        <translation>قانون أمدال بالكلمات</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 CPU cores reach at most %2×</source>
        <translation>‏%1 أنوية CPU تبلغ %2× على الأكثر</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 GPU lanes at most %2×</source>
        <translation>‏%1 مسار GPU تبلغ %2× على الأكثر</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No serial part: the speedup grows with every worker added (%1; %2), as long as there is work for all of them.</source>
        <translation>لا جزء تسلسلي: ينمو التسريع مع كل عامل يُضاف (%1؛ %2)، ما دام هناك عمل لهم جميعًا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serial part %1 %: however many workers, the speedup never passes 1/s = %2×. %3; %4, each over one worker of its own kind.</source>
        <translation>الجزء التسلسلي %1٪: مهما كثر العاملون، لا يتجاوز التسريع أبدًا 1/s = %2×. %3؛ %4، كلٌّ مقارنةً بعامل واحد من نوعه.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Workers N (logarithmic)</source>
        <translation>العاملون N (لوغاريتمي)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Speedup</source>
        <translation>التسريع</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>1 / (s + (1 − s) / N), s = %1 %</source>
        <translation>1 / (s + (1 − s) / N)، s = %1٪</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 / (s + (1 − s) / N), s = 0</source>
        <translation>1 / (s + (1 − s) / N)، s = 0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>s = %1 %</source>
        <translation>s = %1٪</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 workers: %2×</source>
        <translation>‏%1 عاملًا: %2×</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ceiling 1/s = %1×</source>
        <translation>السقف 1/s = %1×</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1/s = %1×</source>
        <translation>1/s = %1×</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Model CPU: %1 cores, %2×</source>
        <translation>‏CPU النموذج: %1 أنوية، %2×</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU %1×</source>
        <translation>CPU %1×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU</source>
        <comment>the CPU&apos;s mark on the chart, where its speedup has no room</comment>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model GPU: %1 lanes, %2×</source>
        <translation>‏GPU النموذج: %1 مسار، %2×</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU %1×</source>
        <translation>GPU %1×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <comment>the GPU&apos;s mark on the chart, where its speedup has no room</comment>
        <translation>GPU</translation>
    </message>
</context>
<context>
    <name>gpulab::AnnotationLayer</name>
    <message>
        <location filename="../widgets/annotationlayer.cpp" line="+20"/>
        <location line="+7"/>
        <source>Drawing over the lesson</source>
        <translation>الرسم فوق الدرس</translation>
    </message>
</context>
<context>
    <name>gpulab::BandwidthLab</name>
    <message>
        <location filename="../lessons/memory/memorylive.cpp" line="+260"/>
        <source>&amp;Run on this computer</source>
        <translation>شغّل على هذ&amp;ا الحاسوب</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The OpenCL device is looked for when you run.</source>
        <translation>يُبحث عن جهاز OpenCL عند التشغيل.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenCL device</source>
        <translation>جهاز OpenCL</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copies arrays from 4 KiB to 256 MiB on the CPU (one thread and all) and with an OpenCL copy kernel; every copy is checked.</source>
        <translation>ينسخ مصفوفات من ٤ KiB إلى ٢٥٦ MiB على CPU (بخيط واحد وبكل الخيوط) وبـ kernel نسخ في OpenCL؛ ويُتحقَّق من كل نسخة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bandwidth against size</source>
        <translation>عرض النطاق مقابل الحجم</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The measurement engine stopped: %1</source>
        <translation>توقّف محرك القياس: %1</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Cannot start the measurement engine: %1</source>
        <translation>يتعذّر بدء محرك القياس: %1</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Looking for OpenCL devices…</source>
        <translation>البحث عن أجهزة OpenCL…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Measuring the CPU, then %1…</source>
        <translation>قياس CPU، ثم %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measuring the CPU…</source>
        <translation>قياس CPU…</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>OpenCL device: %1. Its copy kernel is timed with OpenCL profiling, one launch per sample: small sizes show the launch cost.</source>
        <translation>جهاز OpenCL: %1. يُؤقَّت الـ kernel الخاص بالنسخ فيه بأداة التنميط في OpenCL، إطلاقًا واحدًا لكل عيّنة: تُظهر الأحجام الصغيرة كلفة الإطلاق.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CPU only: no OpenCL device was found here, so the device copy cannot run; the CPU&apos;s copy and triad still do. (Why: %1)</source>
        <translation>‏CPU فقط: لم يُعثر هنا على جهاز OpenCL، فلا يمكن تشغيل النسخ على الجهاز؛ لكن نسخ CPU وعملية triad ما زالا يعملان. (السبب: %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancelled before the measurement started.</source>
        <translation>أُلغي قبل بدء القياس.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>no measurement engine</source>
        <translation>لا محرك قياس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot start the measurement engine: none was given.</source>
        <translation>يتعذّر بدء محرك القياس: لم يُعطَ أي محرك.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The measurement failed: %1</source>
        <translation>فشل القياس: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled. Points measured before the cancel stay on the chart: %1.</source>
        <translation>أُلغي. النقاط المقيسة قبل الإلغاء باقية على المخطط: %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Done: %1 points, every copy checked. Fastest: %2 GB/s (a set that fits in cache); at %3 from DRAM: %4 GB/s.</source>
        <translation>اكتمل: %1 نقطة، وتُحقِّق من كل نسخة. الأسرع: %2 GB/s (مجموعة تتّسع في الذاكرة المخبئية)؛ وعند %3 من DRAM: ‏%4 GB/s.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Bytes moved per second against the size of one array</source>
        <translation>البايتات المنقولة في الثانية مقابل حجم المصفوفة الواحدة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size of one array (KiB, log scale)</source>
        <translation>حجم المصفوفة الواحدة (KiB، مقياس لوغاريتمي)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GB/s (10⁹ bytes per second, log scale)</source>
        <translation>‏GB/s (‏١٠⁹ بايت في الثانية، مقياس لوغاريتمي)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>CPU copy, 1 thread</source>
        <translation>نسخ CPU، خيط واحد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU copy, every thread</source>
        <translation>نسخ CPU، كل الخيوط</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU triad, every thread</source>
        <translation>‏triad على CPU، كل الخيوط</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenCL device copy</source>
        <translation>نسخ على جهاز OpenCL</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1, %2: %3 GB/s</source>
        <translation>%1، %2: %3 GB/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 up to %2 GB/s</source>
        <translation>‏%1 حتى %2 GB/s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No measurement yet.</source>
        <translation>لا قياس بعد.</translation>
    </message>
</context>
<context>
    <name>gpulab::BitEdit</name>
    <message>
        <location filename="../widgets/bitedit.cpp" line="+98"/>
        <source>bit %1, %2, %3</source>
        <translation>البتّ %1، %2، %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set</source>
        <translation>مُفعَّل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clear</source>
        <translation>صفر</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>1 bit</source>
        <translation>بتّ واحد</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 bits</source>
        <translation>‏%1 بتّ</translation>
    </message>
</context>
<context>
    <name>gpulab::BitLab</name>
    <message>
        <location filename="../lessons/precision/bitlab.cpp" line="+61"/>
        <source>%1 has no NaN: its 16 patterns are all numbers. The pattern shown is 0.</source>
        <translation>لا يملك %1 قيمة NaN: أنماطه الـ ١٦ كلها أعداد. والنمط المعروض هو ٠.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+60"/>
        <source>Type a number, such as 0.1, 70000 or 1e-8.</source>
        <translation>اكتب عددًا، مثل 0.1 أو 70000 أو 1e-8.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>%1 is not a %2 pattern: it has %3 bits, and the low %4 are always zero.</source>
        <translation>ليس %1 نمطًا في %2: له %3 بتّ، والبتّات الـ %4 الدنيا أصفار دائمًا.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 does not fit in %2&apos;s %3 bits.</source>
        <translation>لا يتّسع %1 في بتّات %2 البالغة %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“%1” is not a bit pattern: write 0x followed by hexadecimal digits (0x3c00) or 0b followed by binary digits.</source>
        <translation>«%1» ليس نمط بتّات: اكتب 0x متبوعة بأرقام ست عشرية (0x3c00) أو 0b متبوعة بأرقام ثنائية.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>%1 is too large even for this lab, which works with doubles (up to about 1.8 × 10³⁰⁸).</source>
        <translation>‏%1 أكبر مما ينبغي حتى لهذا المختبر، الذي يعمل بأعداد double (حتى نحو ١٫٨ × ١٠³⁰⁸).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>“%1” is not a number. Try 0.1, 70000, 1e-8, 2^-24, inf, or a bit pattern such as 0x3c00.</source>
        <translation>«%1» ليس عددًا. جرّب 0.1 أو 70000 أو 1e-8 أو 2^-24 أو inf، أو نمط بتّات مثل 0x3c00.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>sign</source>
        <translation>الإشارة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exponent</source>
        <translation>الأسّ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mantissa</source>
        <translation>الجزء الكسري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unused</source>
        <translation>غير مستخدم</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>bit %1, %2, %3</source>
        <translation>البتّ %1، %2، %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set</source>
        <translation>مُفعَّل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clear</source>
        <translation>صفر</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Exponent and mantissa all zero: %1zero.</source>
        <translation>الأسّ والجزء الكسري أصفار كلها: %1صفر.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exponent all ones, mantissa zero: %1infinity.</source>
        <translation>الأسّ آحاد كله، والجزء الكسري صفر: %1لانهاية.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exponent and mantissa all ones: NaN, “not a number” (%1 has no infinity; this is its only NaN pattern).</source>
        <translation>الأسّ والجزء الكسري آحاد كلها: NaN، «ليس عددًا» (لا لانهاية في %1؛ وهذا نمط NaN الوحيد فيه).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exponent all ones, mantissa not zero: NaN, “not a number”.</source>
        <translation>الأسّ آحاد كله، والجزء الكسري ليس صفرًا: NaN، «ليس عددًا».</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>zero</source>
        <translation>صفر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>subnormal: smaller than the smallest normal number, with fewer significant bits</source>
        <translation>دون طبيعي: أصغر من أصغر عدد طبيعي، وبتّاته المعنوية أقل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>normal</source>
        <translation>طبيعي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infinity</source>
        <translation>لانهاية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NaN (not a number)</source>
        <translation>‏NaN (ليس عددًا)</translation>
    </message>
</context>
<context>
    <name>gpulab::BitLabPage</name>
    <message>
        <location filename="../lessons/precision/bitlabpage.cpp" line="+49"/>
        <source>Format</source>
        <translation>الصيغة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (1 + %2 + %3 bits)</source>
        <translation>‏%1 (‏١ + %2 + %3 بتّ)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>F&amp;ormat:</source>
        <translation>&amp;الصيغة:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Number</source>
        <translation>العدد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type a number such as 0.1, 70000, 1e-8, 2^-24 or inf, or a bit pattern such as 0x3c00.</source>
        <translation>اكتب عددًا مثل 0.1 أو 70000 أو 1e-8 أو 2^-24 أو inf، أو نمط بتّات مثل 0x3c00.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0.1, 70000, 1e-8, 2^-24, inf, 0x3c00 …</source>
        <translation>0.1، 70000، 1e-8، 2^-24، inf، 0x3c00 …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Number:</source>
        <translation>العد&amp;د:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Problem with the number</source>
        <translation>مشكلة في العدد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Bits: click one to flip it, or use Left, Right and Space</source>
        <translation>البتّا&amp;ت: انقر بتًّا لقلبه، أو استخدم Left وRight وSpace</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Stored value</source>
        <translation>القيمة المخزَّنة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class</source>
        <translation>الفئة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounding error</source>
        <translation>خطأ التقريب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bit pattern</source>
        <translation>نمط البتّات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neighbours</source>
        <translation>الجيران</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the bits</source>
        <translation>من البتّات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stored value:</source>
        <translation>القيمة المخزَّنة:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class:</source>
        <translation>الفئة:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounding error:</source>
        <translation>خطأ التقريب:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bit pattern:</source>
        <translation>نمط البتّات:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neighbours:</source>
        <translation>الجيران:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the bits:</source>
        <translation>من البتّات:</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Bits of the number in %1</source>
        <translation>بتّات العدد في %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>none: the bits were set directly, nothing was rounded</source>
        <translation>لا شيء: ضُبطت البتّات مباشرة، ولم يُقرَّب شيء</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies beyond %2&apos;s largest value, %3, so it became %4</source>
        <translation>يقع %1 وراء أكبر قيمة في %2، وهي %3، فصار %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none: %1 holds %2 exactly</source>
        <translation>لا شيء: يحمل %1 القيمة %2 بالضبط</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 absolute, %2 relative (you typed %3)</source>
        <translation>‏%1 مطلق، %2 نسبي (كتبتَ %3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>none (%1 is not a finite number)</source>
        <translation>لا شيء (%1 ليس عددًا منتهيًا)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>below %1 · above %2</source>
        <translation>تحت %1 · فوق %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>none</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · gap above: %1</source>
        <translation> · الفجوة فوقه: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::BlockDetail</name>
    <message>
        <location filename="../lessons/precision/blockdetail.cpp" line="+39"/>
        <source>Row of the block shown</source>
        <translation>صف الكتلة المعروضة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Row:</source>
        <translation>&amp;الصف:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Block of the row shown</source>
        <translation>كتلة الصف المعروضة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B&amp;lock:</source>
        <translation>&amp;الكتلة:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bit pattern of the block&apos;s scale, hexadecimal</source>
        <translation>نمط بتّات مقياس الكتلة، بالنظام الست عشري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;cale bits:</source>
        <translation>بتّا&amp;ت المقياس:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R&amp;eset the block</source>
        <translation>&amp;إعادة ضبط الكتلة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put back the quantiser&apos;s bits of this block</source>
        <translation>أعِد بتّات المُكمِّم لهذه الكتلة</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The block&apos;s scale, in words</source>
        <translation>مقياس الكتلة، بالكلمات</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The block&apos;s elements: original, bits (editable), element, value, error</source>
        <translation>عناصر الكتلة: الأصل، والبتّات (قابلة للتحرير)، والعنصر، والقيمة، والخطأ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Original</source>
        <translation>الأصل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bits (edit)</source>
        <translation>البتّات (تحرير)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Element</source>
        <translation>العنصر</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>× scale</source>
        <translation>× المقياس</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Error</source>
        <translation>الخطأ</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>Shared scale E8M0 0xff: NaN, so every element of the block is NaN.</source>
        <translation>المقياس المشترك E8M0 ‏0xff: NaN، فكل عنصر في الكتلة NaN.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared scale E8M0 %1 = 2^%2 = %3. The largest value this block can hold: %4 × %3 = %5.</source>
        <translation>المقياس المشترك E8M0 ‏%1 = 2^%2 = %3. أكبر قيمة تستطيع هذه الكتلة حملها: %4 × %3 = %5.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Block scale E4M3 %1 = %2, times the tensor&apos;s FP32 scale %3: %4. The largest value this block can hold: 6 × %4 = %5.</source>
        <translation>مقياس الكتلة E4M3 ‏%1 = %2، مضروبًا في مقياس FP32 للموتّر %3: %4. أكبر قيمة تستطيع هذه الكتلة حملها: ٦ × %4 = %5.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>One FP32 scale for the whole row: %1 (its largest magnitude / %2). These are the row&apos;s first %3 values.</source>
        <translation>مقياس FP32 واحد للصف كله: %1 (أكبر مقدار فيه / %2). هذه أول %3 قيم من الصف.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One FP32 scale for the whole tensor: %1 (its largest magnitude / %2). These are the row&apos;s first %3 values.</source>
        <translation>مقياس FP32 واحد للموتّر كله: %1 (أكبر مقدار فيه / %2). هذه أول %3 قيم من الصف.</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+1"/>
        <source>NaN</source>
        <translation>NaN</translation>
    </message>
</context>
<context>
    <name>gpulab::BlockMaps</name>
    <message>
        <location filename="../lessons/precision/blockmaps.cpp" line="+25"/>
        <source>Heat maps of the tensor, original and after each format</source>
        <translation>خرائط حرارية للموتّر، الأصلي وبعد كل صيغة</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Quantising the tensor…</source>
        <translation>تكميم الموتّر…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Original</source>
        <translation>الأصل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 × %2, σ = %3</source>
        <translation>%1 × %2، σ = %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 bits, error %2 %</source>
        <translation>‏%1 بتّ، الخطأ %2٪</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Top-left %1 × %2 values. Blue negative, red positive, full colour at ±%3σ; grey: NaN. The frame: the block of the tab One block, bit by bit.</source>
        <translation>القيم %1 × %2 في الركن العلوي الأيسر. الأزرق سالب، والأحمر موجب، واللون الكامل عند ±%3σ؛ والرمادي: NaN. الإطار: الكتلة المعروضة في تبويب «كتلة واحدة، بتًّا بتًّا».</translation>
    </message>
</context>
<context>
    <name>gpulab::BlockRunner</name>
    <message>
        <location filename="../lessons/precision/blockrunner.cpp" line="+80"/>
        <source>Not enough memory for this tensor.</source>
        <translation>لا تكفي الذاكرة لهذا الموتّر.</translation>
    </message>
</context>
<context>
    <name>gpulab::BlocksPage</name>
    <message>
        <location filename="../lessons/precision/blockspage.cpp" line="+53"/>
        <source>A weight tensor quantised with every format: 32 values (NVFP4: 16) share one scale, so one large value only costs its own block. INT8/INT4 use one scale for the whole tensor or row, for contrast.</source>
        <translation>موتّر أوزان مُكمَّم بكل صيغة: كل ٣٢ قيمة (NVFP4: ‏١٦) تتشارك مقياسًا واحدًا، فلا تكلّف القيمة الكبيرة الواحدة إلا كتلتها. أما INT8/INT4 فتستخدم مقياسًا واحدًا للموتّر كله أو للصف، للمقارنة.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The tensor to quantise</source>
        <translation>الموتّر المراد تكميمه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gaussian weights</source>
        <translation>أوزان غاوسية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heavy-tailed weights (Student&apos;s t)</source>
        <translation>أوزان ثقيلة الذيل (توزيع t لستيودنت)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outlier channels (1 column in 256 × 40)</source>
        <translation>قنوات شاذة (عمود واحد من كل ٢٥٦ × ٤٠)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tensor:</source>
        <translation>&amp;الموتّر:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seed of the generated tensor</source>
        <translation>بذرة الموتّر المولَّد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;eed:</source>
        <translation>البذ&amp;رة:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open a .npy file…</source>
        <translation>افتح ملف ‎.&amp;npy…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a NumPy .npy file as the tensor</source>
        <translation>افتح ملف NumPy بصيغة ‎.npy موتّرًا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Format for the error histogram and the block view</source>
        <translation>الصيغة لمدرّج الخطأ التكراري ولعرض الكتلة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Details for:</source>
        <translation>&amp;التفاصيل لـ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation>&amp;إلغاء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop quantising</source>
        <translation>أوقف التكميم</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>What the tab is doing, or what went wrong</source>
        <translation>ما يفعله التبويب، أو ما الخطأ الذي حدث</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bits per element against error (MX: blocks of 32; NVFP4: blocks of 16; INT: one scale per row or for all)</source>
        <translation>البتّات لكل عنصر مقابل الخطأ (MX: كتل من ٣٢؛ NVFP4: كتل من ١٦؛ INT: مقياس واحد لكل صف أو للكل)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Error histogram</source>
        <translation>مدرّج الخطأ التكراري</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>One outlier: INT4 per tensor against MXFP4, in words</source>
        <translation>قيمة شاذة واحدة: INT4 لكل موتّر مقابل MXFP4، بالكلمات</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Format of the block shown</source>
        <translation>صيغة الكتلة المعروضة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Format:</source>
        <translation>&amp;الصيغة:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edit the scale or an element&apos;s bits; the values follow. The heat maps frame this block.</source>
        <translation>حرّر المقياس أو بتّات عنصر؛ فتتبعها القيم. وتؤطّر الخرائط الحرارية هذه الكتلة.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Open a weight tensor</source>
        <translation>فتح موتّر أوزان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy arrays (*.npy)</source>
        <translation>مصفوفات NumPy (*.npy)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Quantising with every format… %1</source>
        <translation>التكميم بكل صيغة… %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quantising</source>
        <translation>التكميم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped.</source>
        <translation>توقّف.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1, seed %2</source>
        <translation>‏%1، البذرة %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quantising with every format…</source>
        <translation>التكميم بكل صيغة…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reading %1…</source>
        <translation>قراءة %1…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not use that tensor: %1. The tensor shown is still the last one.</source>
        <translation>تعذّر استخدام ذلك الموتّر: %1. والموتّر المعروض ما زال الأخير.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped</source>
        <translation>متوقّف</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>File: %1</source>
        <translation>الملف: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&lt;b&gt;One scale for everything:&lt;/b&gt; INT4 per tensor divides by the largest magnitude (%1) over 7, a step of %2. Here %3 of the nonzero values round to zero and the error is %4 %. &lt;b&gt;A scale per block:&lt;/b&gt; MXFP4 spends 0.25 bit per value on a scale for every 32; only the blocks that hold a large value lose their small ones: %5 round to zero, error %6 %. NVFP4 (16 per block, a finer E4M3 scale): %7 to zero, error %8 %.</source>
        <translation>&lt;b&gt;مقياس واحد لكل شيء:&lt;/b&gt; يقسم INT4 لكل موتّر على أكبر مقدار (%1) مقسومًا على ٧، فتكون الخطوة %2. وهنا تُقرَّب %3 من القيم غير الصفرية إلى الصفر والخطأ %4٪. &lt;b&gt;مقياس لكل كتلة:&lt;/b&gt; ينفق MXFP4 ‏٠٫٢٥ بتّ لكل قيمة على مقياس لكل ٣٢ قيمة؛ ولا تفقد قيمَها الصغيرة إلا الكتل التي تحوي قيمة كبيرة: %5 تُقرَّب إلى الصفر، والخطأ %6٪. NVFP4 (‏١٦ لكل كتلة، بمقياس E4M3 أدق): %7 إلى الصفر، والخطأ %8٪.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Bits per element, scales included</source>
        <translation>البتّات لكل عنصر، بما فيها المقاييس</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Relative error (logarithmic)</source>
        <translation>الخطأ النسبي (لوغاريتمي)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>MX</source>
        <translation>MX</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVFP4</source>
        <translation>NVFP4</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>INT row</source>
        <translation>‏INT لكل صف</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>INT all</source>
        <translation>‏INT للكل</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1: %2 bits per element, error %3 %</source>
        <translation>‏%1: %2 بتّ لكل عنصر، الخطأ %3٪</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Error ÷ σ of the tensor (ends: beyond ±1)</source>
        <translation>الخطأ ÷ σ للموتّر (الطرفان: ما يتجاوز ±1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Share of values (%)</source>
        <translation>نسبة القيم (٪)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>error %1 σ: %2 % of the values</source>
        <translation>الخطأ %1 σ: %2٪ من القيم</translation>
    </message>
</context>
<context>
    <name>gpulab::ChartFrame</name>
    <message>
        <location filename="../widgets/chartframe.cpp" line="+359"/>
        <source>&amp;Logarithmic scale</source>
        <translation>مقيا&amp;س لوغاريتمي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;PNG…</source>
        <translation>تصدير &amp;PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CS&amp;V…</source>
        <translation>تصدير CS&amp;V…</translation>
    </message>
    <message>
        <location line="+367"/>
        <source>Could not write %1.</source>
        <translation>تعذّرت كتابة %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export Chart as PNG</source>
        <translation>تصدير المخطط بصيغة PNG</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>صور PNG (*.png)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Chart</source>
        <translation>تصدير المخطط</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export Chart Data as CSV</source>
        <translation>تصدير بيانات المخطط بصيغة CSV</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>ملفات CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Chart Data</source>
        <translation>تصدير بيانات المخطط</translation>
    </message>
</context>
<context>
    <name>gpulab::ChoiceInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="+160"/>
        <source>Choose an answer first, or skip the question.</source>
        <translation>اختر إجابة أولًا، أو تخطَّ السؤال.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&lt;b&gt;Right answer&lt;/b&gt;</source>
        <translation>&lt;b&gt;إجابة صحيحة&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Partly right (%1)&lt;/b&gt;</source>
        <translation>&lt;b&gt;صحيحة جزئيًا (%1)&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Not right&lt;/b&gt;</source>
        <translation>&lt;b&gt;غير صحيحة&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>gpulab::ChooserPage</name>
    <message>
        <location filename="../lessons/generations/chooserpage.cpp" line="+32"/>
        <source>The job</source>
        <translation>المهمة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model size, billions of parameters</source>
        <translation>حجم النموذج، بمليارات المعاملات</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> B parameters</source>
        <translation> مليار معامل</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hardware budget</source>
        <translation>ميزانية العتاد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No budget</source>
        <translation>بلا ميزانية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up to %1</source>
        <translation>حتى %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Job:</source>
        <translation>&amp;المهمة:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model &amp;size:</source>
        <translation>حجم النمو&amp;ذج:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B&amp;udget:</source>
        <translation>&amp;الميزانية:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The recommendation and its reasons</source>
        <translation>التوصية وأسبابها</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Memory: %1</source>
        <translation>الذاكرة: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;No GPU in the data file fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;لا GPU في ملف البيانات يتّسع لها.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards to look at:</source>
        <translation>بطاقات جديرة بالنظر:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs to rent:</source>
        <translation>وحدات GPU للاستئجار:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;li&gt;%1 &lt;b&gt;%2&lt;/b&gt;: %3&lt;/li&gt;</source>
        <extracomment>A rank (&quot;1.&quot;), a GPU to look at in bold (its name is Latin: &quot;2 × H100 SXM5 80 GB&quot;), then why. A right-to-left language starts the item with a right-to-left mark (U+200F) so that the item does not take the Latin name&apos;s direction.</extracomment>
        <translation>&lt;li&gt;‏%1 &lt;b&gt;%2&lt;/b&gt;: %3&lt;/li&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1.</source>
        <comment>a rank in the list: 1., 2., 3.</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;Figures from the data file (each row&apos;s source is in the other tabs&apos; tooltips); the memory rule is a rule of thumb: the &lt;i&gt;Will it fit?&lt;/i&gt; lesson works it out in full.&lt;/p&gt;</source>
        <translation>&lt;p&gt;أرقام من ملف البيانات (مصدر كل صف في تلميحات التبويبات الأخرى)؛ وقاعدة الذاكرة قاعدة عامة: يحسبها درس &lt;i&gt;هل يتّسع؟&lt;/i&gt; بالتفصيل.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gpulab::ClassPlan</name>
    <message>
        <location filename="../app/classplan.cpp" line="+57"/>
        <source>&quot;lesson&quot; must be the id of a lesson (text, at most %1 characters).</source>
        <translation>يجب أن يكون &quot;lesson&quot; معرّف درس (نص، لا يتجاوز %1 حرفًا).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+3"/>
        <source>&quot;section&quot; must be a section&apos;s id or its number from 1 (the first) to 10000.</source>
        <translation>يجب أن يكون &quot;section&quot; معرّف قسم أو رقمه من ١ (الأول) إلى ١٠٬٠٠٠.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;beat&quot; must be a whole number from 0 (the first beat) to 10000.</source>
        <translation>يجب أن يكون &quot;beat&quot; عددًا صحيحًا من ٠ (المقطع الأول) إلى ١٠٬٠٠٠.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;tab&quot; must be the id of one of the lesson&apos;s tabs.</source>
        <translation>يجب أن يكون &quot;tab&quot; معرّف أحد تبويبات الدرس.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;setup&quot; must be a saved simulation set-up (an object).</source>
        <translation>يجب أن يكون &quot;setup&quot; إعداد محاكاة محفوظًا (كائنًا).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The set-up: %1</source>
        <translation>الإعداد: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;note&quot; must be text of at most %1 characters.</source>
        <translation>يجب أن يكون &quot;note&quot; نصًّا لا يتجاوز %1 حرفًا.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;minutes&quot; must be a whole number from 0 to %1.</source>
        <translation>يجب أن يكون &quot;minutes&quot; عددًا صحيحًا من ٠ إلى %1.</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The class plan is not valid JSON (%1).</source>
        <translation>خطة الحصة ليست JSON صالحًا (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A class plan must be a JSON object.</source>
        <translation>يجب أن تكون خطة الحصة كائن JSON.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This is not a GPU Lab class plan (&quot;format&quot; is not &quot;%1&quot;).</source>
        <translation>هذه ليست خطة حصة لـ GPU Lab (&quot;format&quot; ليس &quot;%1&quot;).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;version&quot; must be a whole number from 1.</source>
        <translation>يجب أن يكون &quot;version&quot; عددًا صحيحًا من ١ فصاعدًا.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The class plan has version %1; this GPU Lab reads version %2. It was made by a newer GPU Lab.</source>
        <translation>إصدار خطة الحصة %1؛ وهذا الـ GPU Lab يقرأ الإصدار %2. لقد صنعها GPU Lab أحدث.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A class plan needs a &quot;steps&quot; list.</source>
        <translation>تحتاج خطة الحصة إلى قائمة &quot;steps&quot;.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;title&quot; must be text; the plan is shown without one.</source>
        <translation>يجب أن يكون &quot;title&quot; نصًّا؛ وتُعرض الخطة دون عنوان.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The title is cut to %1 characters.</source>
        <translation>يُقتطع العنوان إلى %1 حرفًا.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The plan has %1 steps; GPU Lab reads the first %2.</source>
        <translation>في الخطة %1 خطوة؛ ويقرأ GPU Lab أول %2 منها.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step %1 must be an object ({&quot;lesson&quot;: …, &quot;section&quot;: …}); it is left out.</source>
        <translation>يجب أن تكون الخطوة %1 كائنًا ({&quot;lesson&quot;: …, &quot;section&quot;: …})؛ وهي مستبعدة.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+94"/>
        <source>Step %1 is left out: %2</source>
        <translation>الخطوة %1 مستبعدة: %2</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>a class plan</source>
        <translation>خطة حصة</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot write %1: %2</source>
        <translation>تتعذّر كتابة %1: %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>This set-up was made for the lesson %1, not for %2.</source>
        <translation>صُنع هذا الإعداد للدرس %1، لا لـ %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This set-up was made for a simulation this GPU Lab does not have (“%1”), not for the lesson %2.</source>
        <translation>صُنع هذا الإعداد لمحاكاة لا يملكها هذا الـ GPU Lab («%1»)، لا للدرس %2.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>this GPU Lab has no lesson “%1”.</source>
        <translation>لا يملك هذا الـ GPU Lab درسًا «%1».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the lesson %1 has sections 1 to %2, not %3.</source>
        <translation>أقسام الدرس %1 من ١ إلى %2، لا %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the lesson %1 has no section “%2”.</source>
        <translation>لا قسم «%2» في الدرس %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the lesson %1 has no simulation, so no beat %2.</source>
        <translation>لا محاكاة في الدرس %1، فلا مقطع %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the simulation of the lesson %1 has beats 0 to %2, not %3.</source>
        <translation>مقاطع محاكاة الدرس %1 من ٠ إلى %2، لا %3.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>its set-up shows beat %1; the simulation of the lesson %2 has beats 0 to %3.</source>
        <translation>إعداده يعرض المقطع %1؛ ومقاطع محاكاة الدرس %2 من ٠ إلى %3.</translation>
    </message>
</context>
<context>
    <name>gpulab::ClassPlanController</name>
    <message>
        <location filename="../app/classplancontroller.cpp" line="+213"/>
        <source>Step %1 cannot be shown: this GPU Lab has no lesson “%2” with that section.</source>
        <translation>يتعذّر عرض الخطوة %1: لا يملك هذا الـ GPU Lab درسًا «%2» بذلك القسم.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>this lesson has no tab “%1”</source>
        <translation>لا تبويب «%1» في هذا الدرس</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Step %1 (line %2): %3</source>
        <translation>الخطوة %1 (السطر %2): %3</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>beat %1</source>
        <translation>المقطع %1</translation>
    </message>
</context>
<context>
    <name>gpulab::ClassPlanWindow</name>
    <message>
        <location filename="../app/classplanwindow.cpp" line="+142"/>
        <source>Class Plan</source>
        <translation>خطة الحصة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Title:</source>
        <translation>&amp;العنوان:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. Week 3: why GPUs</source>
        <translation>مثل: الأسبوع ٣: لماذا وحدات GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan title</source>
        <translation>عنوان الخطة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps of the class plan</source>
        <translation>خطوات خطة الحصة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What it shows</source>
        <translation>ما تعرضه</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tab</source>
        <translation>التبويب</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Minutes</source>
        <translation>الدقائق</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note for the instructor</source>
        <translation>ملاحظة للمعلّم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Step</source>
        <translation>انتقل &amp;إلى الخطوة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add This View</source>
        <translation>أضِف هذا العر&amp;ض</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move &amp;Up</source>
        <translation>&amp;انقل إلى الأعلى</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move &amp;Down</source>
        <translation>&amp;انقل إلى الأسفل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>إ&amp;زالة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;افتح…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>&amp;احفظ…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left out when the plan was opened:</source>
        <translation>المستبعد عند فتح الخطة:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps left out when the plan was opened</source>
        <translation>الخطوات المستبعدة عند فتح الخطة</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Minutes for this step (0: no budget)</source>
        <translation>الدقائق لهذه الخطوة (٠: بلا ميزانية)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shown on the presenter console with this step</source>
        <translation>تُعرض في وحدة تحكم المقدِّم مع هذه الخطوة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not saved yet</source>
        <translation>لم تُحفظ بعد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Steps: %1</source>
        <translation>الخطوات: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min planned</source>
        <translation>‏%1 د مخطَّطة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no time budget</source>
        <translation>بلا ميزانية زمنية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>changed, not saved</source>
        <translation>مُعدَّلة، غير محفوظة</translation>
    </message>
</context>
<context>
    <name>gpulab::ClassResults</name>
    <message>
        <location filename="../lessons/framework/classresults.cpp" line="+66"/>
        <source>%1: not a .json file, so not a GPU Lab session</source>
        <translation>‏%1: ليس ملفًا بامتداد ‎.json، فليس جلسة GPU Lab</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: JSON, but not a GPU Lab session (it has no &quot;format&quot;)</source>
        <translation>‏%1: ملف JSON، لكنه ليس جلسة GPU Lab (لا يحوي &quot;format&quot;)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: JSON, but not a GPU Lab session (its &quot;format&quot; is &quot;%2&quot;)</source>
        <translation>‏%1: ملف JSON، لكنه ليس جلسة GPU Lab (قيمة &quot;format&quot; فيه &quot;%2&quot;)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not JSON, so not a GPU Lab session</source>
        <translation>‏%1: ليس JSON، فليس جلسة GPU Lab</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the same file as %2</source>
        <translation>‏%1: هو نفسه الملف %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the same session as %2 (the same device, saved at the same moment)</source>
        <translation>‏%1: هي نفسها الجلسة %2 (الجهاز نفسه، وحُفظت في اللحظة نفسها)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a session without results (saved before anything was measured)</source>
        <translation>‏%1: جلسة بلا نتائج (حُفظت قبل قياس أي شيء)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>ok</source>
        <translation>سليم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty</source>
        <translation>فارغ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>duplicate</source>
        <translation>مكرَّر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a session</source>
        <translation>ليس جلسة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be read</source>
        <translation>تتعذّر قراءته</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>a saved session</source>
        <translation>جلسة محفوظة</translation>
    </message>
</context>
<context>
    <name>gpulab::ClassResultsWindow</name>
    <message>
        <location filename="../app/classresultswindow.cpp" line="+78"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>Class Results</source>
        <translation>نتائج الصف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Folder…</source>
        <translation>&amp;افتح مجلدًا…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A folder of the Live Lab sessions your students saved (Save Session, in the Live Lab) and handed in, for example as your course site downloads them.</source>
        <translation>مجلد جلسات المختبر الحي التي حفظها طلابك («حفظ الجلسة» في المختبر الحي) وسلّموها، مثلًا كما ينزّلها موقع مقرّرك.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export Table as CSV…</source>
        <translation>تصدير &amp;الجدول بصيغة CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files read</source>
        <translation>الملفات المقروءة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%v of %m files</source>
        <translation>%v من %m ملف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;إلغاء</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the folder of session files your class handed in.</source>
        <translation>افتح مجلد ملفات الجلسات التي سلّمها صفّك.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The class roofline</source>
        <translation>نموذج السقف للصف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Datasheet roofs</source>
        <translation>أسقف &amp;أوراق البيانات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Datacenter GPUs, from the data file assets/data/gpu-specs.csv, with its sources.</source>
        <translation>وحدات GPU لمراكز البيانات، من ملف البيانات assets/data/gpu-specs.csv، مع مصادره.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class &amp;roofline</source>
        <translation>نمو&amp;ذج السقف للصف</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Students</source>
        <translation>الطلاب</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Students</source>
        <translation>الطلا&amp;ب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skipped files</source>
        <translation>الملفات المتخطّاة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>الملف</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it is</source>
        <translation>ما هو</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Why it is left out</source>
        <translation>سبب استبعاده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lose</source>
        <translation>إغلا&amp;ق</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Open Class Results</source>
        <translation>فتح نتائج الصف</translation>
    </message>
    <message>
        <location line="-58"/>
        <location line="+96"/>
        <source>Reading the sessions in %1…</source>
        <translation>قراءة الجلسات في %1…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>S&amp;kipped files (%1)</source>
        <translation>الملفات المتخطّا&amp;ة (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %Ln student(s) on the chart</source>
        <translation>
            <numerusform>‏%1: لا طلاب على المخطط</numerusform>
            <numerusform>‏%1: طالب واحد على المخطط</numerusform>
            <numerusform>‏%1: طالبان على المخطط</numerusform>
            <numerusform>‏%1: %Ln طلاب على المخطط</numerusform>
            <numerusform>‏%1: %Ln طالبًا على المخطط</numerusform>
            <numerusform>‏%1: %Ln طالب على المخطط</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>; %Ln file(s) left out (see Skipped files).</source>
        <translation>
            <numerusform>؛ لم يُستبعد أي ملف (انظر الملفات المتخطّاة).</numerusform>
            <numerusform>؛ استُبعد ملف واحد (انظر الملفات المتخطّاة).</numerusform>
            <numerusform>؛ استُبعد ملفان (انظر الملفات المتخطّاة).</numerusform>
            <numerusform>؛ استُبعدت %Ln ملفات (انظر الملفات المتخطّاة).</numerusform>
            <numerusform>؛ استُبعد %Ln ملفًا (انظر الملفات المتخطّاة).</numerusform>
            <numerusform>؛ استُبعد %Ln ملف (انظر الملفات المتخطّاة).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; no file left out.</source>
        <translation>؛ لم يُستبعد أي ملف.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln more file(s) not read: a class is read up to %1 files and %2 MiB.</source>
        <translation>
            <numerusform>لا ملفات أخرى غير مقروءة: يُقرأ الصف حتى %1 ملف و%2 MiB.</numerusform>
            <numerusform>ملف آخر لم يُقرأ: يُقرأ الصف حتى %1 ملف و%2 MiB.</numerusform>
            <numerusform>ملفان آخران لم يُقرآ: يُقرأ الصف حتى %1 ملف و%2 MiB.</numerusform>
            <numerusform>%Ln ملفات أخرى لم تُقرأ: يُقرأ الصف حتى %1 ملف و%2 MiB.</numerusform>
            <numerusform>%Ln ملفًا آخر لم تُقرأ: يُقرأ الصف حتى %1 ملف و%2 MiB.</numerusform>
            <numerusform>%Ln ملف آخر لم تُقرأ: يُقرأ الصف حتى %1 ملف و%2 MiB.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancelled: only the files read before are shown.</source>
        <translation>أُلغي: لا تُعرض إلا الملفات المقروءة قبل ذلك.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Student</source>
        <translation>الطالب</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From the file&apos;s name (a session holds no name)</source>
        <translation>من اسم الملف (لا تحمل الجلسة اسمًا)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device</source>
        <translation>الجهاز</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The OpenCL device the session measured</source>
        <translation>جهاز OpenCL الذي قاست عليه الجلسة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The processor of the machine, from the session&apos;s provenance</source>
        <translation>معالج الجهاز، من بيانات مصدر الجلسة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best GFLOP/s</source>
        <translation>أفضل GFLOP/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The fastest verified result of the session, and its rung</source>
        <translation>أسرع نتيجة مُتحقَّق منها في الجلسة، ودرجتها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory GB/s</source>
        <translation>الذاكرة GB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured memory-bandwidth roof</source>
        <translation>سقف عرض نطاق الذاكرة المقيس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak GFLOP/s</source>
        <translation>الذروة GFLOP/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured float32 arithmetic roof</source>
        <translation>سقف الحساب بدقة float32 المقيس</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speedup of %1 over serial-naive (GFLOP/s in the tooltip)</source>
        <translation>تسريع %1 مقارنةً بـ serial-naive (‏GFLOP/s في التلميح)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(not recorded)</source>
        <translation>(غير مسجّل)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A version 1 session has no provenance.</source>
        <translation>لا بيانات مصدر في جلسة من الإصدار ١.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 at N = %2</source>
        <translation>‏%1 عند N = %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>×</source>
        <comment>after a speedup</comment>
        <translation>×</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GFLOP/s at N = %2</source>
        <translation>‏%1 GFLOP/s عند N = %2</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%Ln more file(s)</source>
        <translation>
            <numerusform>لا ملفات أخرى</numerusform>
            <numerusform>ملف آخر</numerusform>
            <numerusform>ملفان آخران</numerusform>
            <numerusform>%Ln ملفات أخرى</numerusform>
            <numerusform>%Ln ملفًا آخر</numerusform>
            <numerusform>%Ln ملف آخر</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not read</source>
        <translation>غير مقروء</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A class is read up to %1 files and %2 MiB.</source>
        <translation>يُقرأ الصف حتى %1 ملف و%2 MiB.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
measured: memory %2 GB/s, peak %3 GFLOP/s</source>
        <translation>‏%1
المقيس: الذاكرة %2 GB/s، الذروة %3 GFLOP/s</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: %2
%3 FLOP/byte, %4 GFLOP/s</source>
        <translation>%1: %2
%3 FLOP/byte، %4 GFLOP/s</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (measured)</source>
        <translation>‏%1 (مقيس)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>── a student&apos;s measured roofs</source>
        <translation>── الأسقف المقيسة لطالب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>━━ ◯ the student chosen in the table</source>
        <translation>━━ ◯ الطالب المختار في الجدول</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose a student in the table to follow one</source>
        <translation>اختر طالبًا في الجدول لتتبّعه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>╌╌ a datasheet GPU</source>
        <translation>‏╌╌ GPU من ورقة بيانات</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Legend: %1</source>
        <translation>وسيلة الإيضاح: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export Class Results as CSV</source>
        <translation>تصدير نتائج الصف بصيغة CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>ملفات CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Class Results</source>
        <translation>تصدير نتائج الصف</translation>
    </message>
</context>
<context>
    <name>gpulab::ComparePage</name>
    <message>
        <location filename="../lessons/generations/comparepage.cpp" line="+51"/>
        <source>Chip &amp;A:</source>
        <translation>الرقاقة &amp;A:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chip &amp;B:</source>
        <translation>الرقاقة &amp;B:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chip A, the one compared against</source>
        <translation>الرقاقة A، وهي المرجع في المقارنة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chip B</source>
        <translation>الرقاقة B</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The two chips&apos; figures and their ratio</source>
        <translation>أرقام الرقاقتين والنسبة بينهما</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figure</source>
        <translation>الرقم</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B ÷ A</source>
        <translation>B ÷ A</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>What the ratios mean for a job</source>
        <translation>ما تعنيه النسب لمهمة ما</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The data file has no chips to compare.</source>
        <translation>لا يحوي ملف البيانات رقاقات للمقارنة.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A: %1
B: %2</source>
        <translation>A: %1
B: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2</source>
        <translation>%1، %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;b&gt;%1 against %2.&lt;/b&gt;</source>
        <translation>&lt;b&gt;‏%1 مقابل %2.&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A &lt;b&gt;compute-bound&lt;/b&gt; job (training, a prompt&apos;s prefill: large matrix products) runs at most %1 as fast on B: the dense 16-bit peaks&apos; ratio.</source>
        <translation>المهمة &lt;b&gt;المحدودة بالحساب&lt;/b&gt; (التدريب، والملء المسبق لموجِّه: ضرب مصفوفات كبيرة) تعمل على B بسرعة تبلغ %1 على الأكثر: نسبة الذُّرى الكثيفة بدقة ١٦ بتّ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The data file lacks a dense 16-bit peak for one of them: no compute-bound bound.</source>
        <translation>يفتقر ملف البيانات إلى ذروة كثيفة بدقة ١٦ بتّ لإحداهما: لا حدّ للمهمة المحدودة بالحساب.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A &lt;b&gt;memory-bound&lt;/b&gt; job (generating text one token at a time, which reads every weight per token) runs at most %1 as fast: the bandwidths&apos; ratio.</source>
        <translation>المهمة &lt;b&gt;المحدودة بالذاكرة&lt;/b&gt; (توليد النص رمزًا رمزًا، وهو ما يقرأ كل وزن لكل رمز) تعمل بسرعة تبلغ %1 على الأكثر: نسبة عروض النطاق.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The two differ: which one applies depends on the job, not on the chip.</source>
        <translation>الاثنتان مختلفتان: أيّهما ينطبق يعتمد على المهمة، لا على الرقاقة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both are upper bounds from datasheet peaks, not benchmarks: software, clocks, sizes and memory capacity decide the rest.</source>
        <translation>كلتاهما حدّ أعلى من ذُرى أوراق البيانات، لا قياسات أداء: البرمجيات والترددات والأحجام وسعة الذاكرة تحسم الباقي.</translation>
    </message>
</context>
<context>
    <name>gpulab::CostModel</name>
    <message>
        <location filename="../lessons/cost/costmodel.cpp" line="+48"/>
        <source>The budget: 6 × parameters × tokens</source>
        <translation>الميزانية: ٦ × المعاملات × الرموز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight times the GPUs</source>
        <translation>ثمانية أضعاف وحدات GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot, a checkpoint every 8 hours</source>
        <translation>‏Spot، نقطة حفظ كل ٨ ساعات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot, checkpoints at Young&apos;s interval</source>
        <translation>‏Spot، نقاط حفظ بفاصل Young</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 70B model on 15 trillion tokens</source>
        <translation>نموذج 70B على ١٥ تريليون رمز</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>The currency is a three-letter code such as USD, not &quot;%1&quot;.</source>
        <translation>العملة رمز من ثلاثة أحرف مثل USD، لا &quot;%1&quot;.</translation>
    </message>
</context>
<context>
    <name>gpulab::CostPanel</name>
    <message>
        <location filename="../lessons/cost/costpanel.cpp" line="+147"/>
        <source>&amp;Training run</source>
        <translation>تشغيل &amp;التدريب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Prices</source>
        <translation>الأسعا&amp;ر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cost vs GPUs</source>
        <translation>الكلفة مقابل وحدات G&amp;PU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Buy or rent</source>
        <translation>شرا&amp;ء أم استئجار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Serving</source>
        <translation>&amp;الخدمة</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some of your saved prices were left out:
%1</source>
        <translation>استُبعد بعض أسعارك المحفوظة:
%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Model:</source>
        <translation>النمو&amp;ذج:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model to train, from models.csv</source>
        <translation>النموذج المراد تدريبه، من models.csv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> billion</source>
        <translation> مليار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;okens:</source>
        <translation>الرمو&amp;ز:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Training tokens, in billions</source>
        <translation>رموز التدريب، بالمليارات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>20 per &amp;parameter</source>
        <translation>٢٠ لكل &amp;وزن</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the tokens to 20 per parameter, the compute-optimal budget of Hoffmann et al.</source>
        <translation>اضبط الرموز على ٢٠ لكل معامل، وهي الميزانية المثلى حسابيًا وفق Hoffmann وزملائه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU, from gpu-specs.csv: its dense BF16 peak is used</source>
        <translation>الـ GPU، من gpu-specs.csv: تُستخدم ذروته الكثيفة بدقة BF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> %</source>
        <translation> ٪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;MFU:</source>
        <translation>&amp;MFU:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model FLOPs utilisation: the share of the peak the run achieves</source>
        <translation>نسبة استخدام FLOPs للنموذج: حصة الذروة التي يحقّقها التشغيل</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GP&amp;Us:</source>
        <translation>وحدات GP&amp;U:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Number of GPUs</source>
        <translation>عدد وحدات GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;rice:</source>
        <translation>&amp;السعر:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per GPU-hour, with its date and source</source>
        <translation>السعر لكل ساعة GPU، مع تاريخه ومصدره</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Spot (interruptible)</source>
        <translation>‏&amp;Spot (قابل للمقاطعة)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run on spot instances, which can be interrupted</source>
        <translation>شغّل على مثيلات spot، التي قد تُقاطَع</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spot pr&amp;ice:</source>
        <translation>سعر Sp&amp;ot:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot price per GPU-hour, with its date</source>
        <translation>سعر spot لكل ساعة GPU، مع تاريخه</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+454"/>
        <source> h</source>
        <translation> س</translation>
    </message>
    <message>
        <location line="-453"/>
        <source>Interrupted every (mean):</source>
        <translation>يُقاطَع كل (متوسط):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean time between interruptions of the job, hours</source>
        <translation>متوسط الزمن بين مقاطعات المهمة، بالساعات</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+3"/>
        <source> min</source>
        <translation> د</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Checkpoint takes:</source>
        <translation>تستغرق نقطة الحفظ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes to write one checkpoint</source>
        <translation>دقائق كتابة نقطة حفظ واحدة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart takes:</source>
        <translation>تستغرق إعادة البدء:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes to get new machines and load the last checkpoint</source>
        <translation>دقائق الحصول على أجهزة جديدة وتحميل آخر نقطة حفظ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint e&amp;very:</source>
        <translation>نقطة حفظ &amp;واحدة كل:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes of work between checkpoints</source>
        <translation>دقائق العمل بين نقاط الحفظ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Young&apos;s interval</source>
        <translation>فاصل &amp;Young</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the checkpoint interval to Young&apos;s square root of two times the checkpoint cost times the time between interruptions</source>
        <translation>اضبط فاصل نقاط الحفظ على فاصل Young: الجذر التربيعي لضعف كلفة نقطة الحفظ مضروبة في الزمن بين المقاطعات</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>The data files give no model or no GPU with a dense BF16 peak.</source>
        <translation>لا تحوي ملفات البيانات نموذجًا، أو GPU بذروة كثيفة بدقة BF16.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Compute&lt;/b&gt; = 6 × %1 parameters × %2 tokens = &lt;b&gt;%3&lt;/b&gt; (Kaplan et al. 2020).</source>
        <translation>&lt;b&gt;الحساب&lt;/b&gt; = ٦ × %1 معامل × %2 رمز = &lt;b&gt;%3&lt;/b&gt; (Kaplan et al. 2020).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Rate&lt;/b&gt;: %1 dense BF16 %2 TFLOP/s (%3) × MFU %4 % = %5 TFLOP/s per GPU.</source>
        <translation>&lt;b&gt;المعدّل&lt;/b&gt;: %1 كثيف بدقة BF16 ‏%2 TFLOP/s ‏(%3) × MFU ‏%4٪ = %5 TFLOP/s لكل GPU.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;GPU-hours&lt;/b&gt; = compute ÷ rate ÷ 3,600 = &lt;b&gt;%1&lt;/b&gt;; with the gradients&apos; all-reduce on %2 GPUs (%3 % of each step computing): %4.</source>
        <translation>&lt;b&gt;ساعات GPU&lt;/b&gt; = الحساب ÷ المعدّل ÷ ٣٬٦٠٠ = &lt;b&gt;%1&lt;/b&gt;؛ ومع عملية all-reduce للتدرّجات على %2 GPU ‏(%3٪ من كل خطوة حساب): %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Wall-clock&lt;/b&gt; on %1 GPUs: %2.</source>
        <translation>&lt;b&gt;الزمن الفعلي&lt;/b&gt; على %1 GPU: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;On demand&lt;/b&gt;: %1 × %2 = &lt;b&gt;%3&lt;/b&gt; (the price as seen on %4: prices change).</source>
        <translation>&lt;b&gt;عند الطلب&lt;/b&gt;: %1 × %2 = &lt;b&gt;%3&lt;/b&gt; (السعر كما رُئي في %4: والأسعار تتغيّر).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Spot&lt;/b&gt;: with an interruption every %1 on average and this interval, the run loses more than it gains: it never finishes. Checkpoint more often.</source>
        <translation>‏&lt;b&gt;Spot&lt;/b&gt;: مع مقاطعة كل %1 في المتوسط وبهذا الفاصل، يخسر التشغيل أكثر مما يكسب: لا ينتهي أبدًا. احفظ نقاطًا أكثر.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Spot&lt;/b&gt;: checkpoints add %1, about %2 interruptions lose %3 of work and %4 of restarts: %5 wall-clock (+%6 %), %7 at %8/GPU-hour (seen %9). Young&apos;s interval here: %10 minutes.</source>
        <translation>‏&lt;b&gt;Spot&lt;/b&gt;: تضيف نقاط الحفظ %1، وتُضيع نحو %2 مقاطعة %3 من العمل و%4 في إعادة البدء: %5 زمنًا فعليًا (+%6٪)، و%7 بسعر %8/ساعة GPU (رُئي في %9). فاصل Young هنا: %10 دقيقة.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The price book has no hourly price for this GPU: the last price set is used. Add one on the Prices tab of another GPU, or choose another GPU.</source>
        <translation>لا يحوي دفتر الأسعار سعرًا بالساعة لهذا الـ GPU: يُستخدم آخر سعر مضبوط. أضِف سعرًا في تبويب الأسعار لـ GPU آخر، أو اختر GPU آخر.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Prices of GPU time and GPUs: type your own price in the Your price column</source>
        <translation>أسعار وقت GPU ووحدات GPU: اكتب سعرك في عمود «سعرك»</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+355"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="-355"/>
        <location line="+355"/>
        <source>From gpu-specs.csv</source>
        <translation>من gpu-specs.csv</translation>
    </message>
    <message>
        <location line="-354"/>
        <source>Provider</source>
        <translation>المزوّد</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who sells the GPU&apos;s time, or the card</source>
        <translation>من يبيع وقت الـ GPU، أو البطاقة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer</source>
        <translation>العرض</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On demand, spot (interruptible), reserved, or a purchase</source>
        <translation>عند الطلب، أو spot (قابل للمقاطعة)، أو محجوز، أو شراء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shipped price</source>
        <translation>السعر المرفق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per GPU-hour (per card for a purchase), as observed on the date beside it</source>
        <translation>لكل ساعة GPU (لكل بطاقة في حالة الشراء)، كما رُئي في التاريخ المجاور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seen</source>
        <translation>رُئي في</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The day or month the source showed the shipped price</source>
        <translation>اليوم أو الشهر الذي أظهر فيه المصدر السعر المرفق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your price</source>
        <translation>سعرك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type your own price here (Enter keeps it; empty goes back to the shipped one)</source>
        <translation>اكتب سعرك هنا (Enter يحفظه؛ والفارغ يعيد السعر المرفق)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>المصدر</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where the shipped price was published</source>
        <translation>أين نُشر السعر المرفق</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Restore the shipped prices</source>
        <translation>&amp;استعِد الأسعار المرفقة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget your own prices and use the shipped ones</source>
        <translation>انسَ أسعارك واستخدم الأسعار المرفقة</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Prices change every month: each shipped price is shown with the day it was seen and its source (assets/data/gpu-prices.csv). Your own prices are kept, with the day you typed them, in %1.</source>
        <translation>تتغيّر الأسعار كل شهر: يُعرض كل سعر مرفق مع اليوم الذي رُئي فيه ومصدره (assets/data/gpu-prices.csv). وتُحفظ أسعارك، مع يوم كتابتها، في %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The shipped prices are back.</source>
        <translation>عادت الأسعار المرفقة.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Your price is used but could not be saved: %1</source>
        <translation>سعرك مستخدم لكن تعذّر حفظه: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the shipped price.</source>
        <translation>عودة إلى السعر المرفق.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your price is kept.</source>
        <translation>حُفظ سعرك.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Network per GPU:</source>
        <translation>&amp;الشبكة لكل GPU:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network bandwidth per GPU between servers, one way, gigabytes per second</source>
        <translation>عرض نطاق الشبكة لكل GPU بين الخوادم، في اتجاه واحد، بالغيغابايت في الثانية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall-clock time and cost against the number of GPUs</source>
        <translation>الزمن الفعلي والكلفة مقابل عدد وحدات GPU</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Data parallel: every step computes 6 × parameters × 4M tokens split over the GPUs, then all-reduces the BF16 gradients in a ring (the NVLink lesson&apos;s model: 2(N−1) steps of S/N bytes). Within a server of 8 GPUs the ring runs on the GPUs&apos; links (gpu-specs.csv); beyond it, on the network. Not overlapped with compute: a pessimistic bound. More GPUs: less time; the same or more GPU-hours.</source>
        <translation>توازي البيانات: تحسب كل خطوة ٦ × المعاملات × ٤ ملايين رمز موزّعة على وحدات GPU، ثم تُجري all-reduce لتدرّجات BF16 في حلقة (نموذج درس NVLink: ‎2(N−1)‎ خطوة من S/N بايت). داخل خادم من ٨ وحدات GPU تعمل الحلقة على وصلات وحدات GPU ‏(gpu-specs.csv)؛ وخارجه على الشبكة. دون تداخل مع الحساب: حدّ متشائم. وحدات GPU أكثر: زمن أقل؛ وساعات GPU نفسها أو أكثر.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Wall-clock</source>
        <translation>الزمن الفعلي</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost (price seen %1)</source>
        <translation>الكلفة (السعر رُئي في %1)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>GPUs</source>
        <translation>وحدات GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Days</source>
        <translation>الأيام</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thousand %1</source>
        <translation>آلاف %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+5"/>
        <source>%1 GPUs: %2</source>
        <translation>%1 GPU: %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>B&amp;uy:</source>
        <translation>&amp;الشراء:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card&apos;s purchase price, with its date</source>
        <translation>سعر شراء بطاقة، مع تاريخه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or r&amp;ent:</source>
        <translation>&amp;أو الاستئجار:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An hourly price of the same GPU, with its date</source>
        <translation>سعر بالساعة للـ GPU نفسه، مع تاريخه</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>E&amp;lectricity per kWh:</source>
        <translation>الكهرباء لكل &amp;kWh:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your electricity price per kilowatt-hour, in the purchase&apos;s currency</source>
        <translation>سعر الكهرباء لديك لكل كيلوواط ساعة، بعملة الشراء</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P&amp;UE:</source>
        <translation>P&amp;UE:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power usage effectiveness: the room&apos;s power over the computers&apos; (1 = none for cooling)</source>
        <translation>فعالية استخدام الطاقة: قدرة الغرفة مقسومة على قدرة الحواسيب (١ = لا شيء للتبريد)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Busy hours a &amp;month:</source>
        <translation>ساعا&amp;ت الانشغال في الشهر:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hours a month the card works</source>
        <translation>الساعات التي تعملها البطاقة في الشهر</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The price book has no purchase price.</source>
        <translation>لا يحوي دفتر الأسعار سعر شراء.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No hourly price or no TDP for this GPU: nothing to compare.</source>
        <translation>لا سعر بالساعة أو لا TDP لهذا الـ GPU: لا شيء للمقارنة.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Owning&lt;/b&gt;: %1 + power %2 W (TDP, gpu-specs.csv) × PUE %3 × %4 per kWh = %5 per busy hour.</source>
        <translation>&lt;b&gt;الامتلاك&lt;/b&gt;: %1 + القدرة %2 W ‏(TDP، gpu-specs.csv) × PUE ‏%3 × %4 لكل kWh = %5 لكل ساعة انشغال.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Renting&lt;/b&gt;: %1 per GPU-hour (%2, seen %3).</source>
        <translation>&lt;b&gt;الاستئجار&lt;/b&gt;: %1 لكل ساعة GPU ‏(%2، رُئي في %3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The two prices are in different currencies (%1, %2): type your own in one currency on the Prices tab.</source>
        <translation>السعران بعملتين مختلفتين (%1، %2): اكتب سعرك بعملة واحدة في تبويب الأسعار.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Break-even&lt;/b&gt; after %1 busy hours: about %2 months at %3 hours a month. Before that, renting costs less; after it, owning (the server around the card, staff and resale are left out).</source>
        <translation>&lt;b&gt;نقطة التعادل&lt;/b&gt; بعد %1 ساعة انشغال: نحو %2 شهر بمعدّل %3 ساعة في الشهر. قبلها يكلّف الاستئجار أقل؛ وبعدها الامتلاك (مع استبعاد الخادم المحيط بالبطاقة، والموظفين، وإعادة البيع).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Never&lt;/b&gt;: renting costs less per hour than the power alone.</source>
        <translation>&lt;b&gt;أبدًا&lt;/b&gt;: يكلّف الاستئجار في الساعة أقل من القدرة وحدها.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Mo&amp;del:</source>
        <translation>النموذ&amp;ج:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model served</source>
        <translation>النموذج المخدوم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP16 / BF16 (2 bytes)</source>
        <translation>‏FP16 / BF16 (بايتان)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 / FP8 (1 byte)</source>
        <translation>‏INT8 / FP8 (بايت واحد)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 / INT4 (half a byte)</source>
        <translation>‏FP4 / INT4 (نصف بايت)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Weights in:</source>
        <translation>الأ&amp;وزان بصيغة:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bytes per weight</source>
        <translation>البايتات لكل وزن</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>B&amp;atch:</source>
        <translation>&amp;الدفعة:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sequences decoded together</source>
        <translation>التسلسلات التي يُفك ترميزها معًا</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cost per million output tokens for each hourly price</source>
        <translation>الكلفة لكل مليون رمز مُخرَج لكل سعر بالساعة</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Price</source>
        <translation>السعر</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per GPU-hour, with the provider and the day it was seen</source>
        <translation>لكل ساعة GPU، مع المزوّد واليوم الذي رُئي فيه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens/s ≤</source>
        <translation>رمز/s ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output tokens per second at most: the batch over the roofline&apos;s step time (weights read once per step)</source>
        <translation>الرموز المُخرَجة في الثانية على الأكثر: الدفعة مقسومة على زمن الخطوة وفق نموذج السقف (الأوزان تُقرأ مرة لكل خطوة)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per million</source>
        <translation>لكل مليون</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost of a million output tokens at that bound</source>
        <translation>كلفة مليون رمز مُخرَج عند ذلك الحد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bounds: every weight read once per step at the datasheet bandwidth, 2 FLOPs per weight per token at the dense FP16/BF16 peak (the training-vs-inference lesson&apos;s decode bound), the KV cache left out. A real server reaches less, so pays more. A GPU whose memory cannot hold the weights is marked.</source>
        <translation>حدود: كل وزن يُقرأ مرة لكل خطوة بعرض النطاق في ورقة البيانات، و٢ FLOP لكل وزن لكل رمز عند الذروة الكثيفة FP16/BF16 (حدّ فك الترميز في درس التدريب مقابل الاستدلال)، مع استبعاد ذاكرة KV المخبئية. الخادم الحقيقي يبلغ أقل، فيدفع أكثر. ويُعلَّم الـ GPU الذي لا تتّسع ذاكرته للأوزان.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (weights do not fit)</source>
        <translation>‏%1 (الأوزان لا تتّسع)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2, %3, %4)</source>
        <translation>%1 (%2، %3، %4)</translation>
    </message>
</context>
<context>
    <name>gpulab::CostScene</name>
    <message>
        <location filename="../lessons/cost/costscene.cpp" line="+22"/>
        <source>never (interruptions outpace the work)</source>
        <translation>أبدًا (المقاطعات تسبق العمل)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 hours</source>
        <translation>‏%1 ساعة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 days</source>
        <translation>‏%1 يوم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 years</source>
        <translation>‏%1 سنة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 FLOP</source>
        <translation>%1 FLOP</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 GPU-hours</source>
        <translation>‏%1 ساعة GPU</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on %2 GPUs, %3: %4 % of the work done after %5; %6 and %7 spent (price seen %8).</source>
        <translation>‏%1 على %2 GPU، %3: أُنجز %4٪ من العمل بعد %5؛ وأُنفق %6 و%7 (السعر رُئي في %8).</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+34"/>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+34"/>
        <source>on demand</source>
        <translation>عند الطلب</translation>
    </message>
    <message numerus="yes">
        <location line="-28"/>
        <source>%Ln interruption(s) so far, %1 of work lost.</source>
        <translation>
            <numerusform>لا مقاطعات حتى الآن، و%1 من العمل ضائع.</numerusform>
            <numerusform>مقاطعة واحدة حتى الآن، و%1 من العمل ضائع.</numerusform>
            <numerusform>مقاطعتان حتى الآن، و%1 من العمل ضائع.</numerusform>
            <numerusform>%Ln مقاطعات حتى الآن، و%1 من العمل ضائع.</numerusform>
            <numerusform>%Ln مقاطعة حتى الآن، و%1 من العمل ضائع.</numerusform>
            <numerusform>%Ln مقاطعة حتى الآن، و%1 من العمل ضائع.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 on %2 billion tokens · %3 × %4 · %5</source>
        <translation>‏%1 على %2 مليار رمز · %3 × %4 · %5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no model</source>
        <translation>لا نموذج</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no GPU</source>
        <translation>لا GPU</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Work: %1 of %2</source>
        <translation>العمل: %1 من %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Work: %1 %</source>
        <translation>العمل: %1٪</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wall-clock: %1 of about %2 (%3)</source>
        <translation>الزمن الفعلي: %1 من نحو %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wall-clock: %1 of about %2</source>
        <translation>الزمن الفعلي: %1 من نحو %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time: %1</source>
        <translation>الزمن: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spent: %1 of about %2 at %3/GPU-hour (seen %4)</source>
        <translation>المُنفَق: %1 من نحو %2 بسعر %3/ساعة GPU (رُئي في %4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spent: %1 of about %2 (price seen %3)</source>
        <translation>المُنفَق: %1 من نحو %2 (السعر رُئي في %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spent: %1 (price seen %2)</source>
        <translation>المُنفَق: %1 (السعر رُئي في %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>interrupted: restarting from the last checkpoint</source>
        <translation>مُقاطَع: إعادة البدء من آخر نقطة حفظ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>writing a checkpoint</source>
        <translation>كتابة نقطة حفظ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finished</source>
        <translation>انتهى</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training</source>
        <translation>تدريب</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>| checkpoint (every %1 of work) · ✕ interruption: %Ln so far, %2 of work lost · now: %3</source>
        <translation>
            <numerusform>| نقطة حفظ (كل %1 من العمل) · ✕ مقاطعة: لا شيء حتى الآن، %2 من العمل ضائع · الآن: %3</numerusform>
            <numerusform>| نقطة حفظ (كل %1 من العمل) · ✕ مقاطعة: واحدة حتى الآن، %2 من العمل ضائع · الآن: %3</numerusform>
            <numerusform>| نقطة حفظ (كل %1 من العمل) · ✕ مقاطعة: اثنتان حتى الآن، %2 من العمل ضائع · الآن: %3</numerusform>
            <numerusform>| نقطة حفظ (كل %1 من العمل) · ✕ مقاطعة: %Ln حتى الآن، %2 من العمل ضائع · الآن: %3</numerusform>
            <numerusform>| نقطة حفظ (كل %1 من العمل) · ✕ مقاطعة: %Ln حتى الآن، %2 من العمل ضائع · الآن: %3</numerusform>
            <numerusform>| نقطة حفظ (كل %1 من العمل) · ✕ مقاطعة: %Ln حتى الآن، %2 من العمل ضائع · الآن: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>✕ %Ln interruption(s), %1 lost · %2</source>
        <translation>
            <numerusform>✕ لا مقاطعات، %1 ضائع · %2</numerusform>
            <numerusform>✕ مقاطعة واحدة، %1 ضائع · %2</numerusform>
            <numerusform>✕ مقاطعتان، %1 ضائع · %2</numerusform>
            <numerusform>✕ %Ln مقاطعات، %1 ضائع · %2</numerusform>
            <numerusform>✕ %Ln مقاطعة، %1 ضائع · %2</numerusform>
            <numerusform>✕ %Ln مقاطعة، %1 ضائع · %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpulab::CpuGpuModel</name>
    <message>
        <location filename="../lessons/cpuvsgpu/cpugpumodel.cpp" line="+62"/>
        <source>One warp in flight per SM</source>
        <translation>‏warp واحد قيد التنفيذ لكل SM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every warp diverges</source>
        <translation>كل warp يتشعّب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A small batch</source>
        <translation>دفعة صغيرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 5 % serial part</source>
        <translation>جزء تسلسلي بنسبة ٥٪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A big, even batch</source>
        <translation>دفعة كبيرة متوازنة</translation>
    </message>
    <message>
        <location line="+333"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ps</source>
        <translation>%1 ps</translation>
    </message>
</context>
<context>
    <name>gpulab::CpuGpuPanel</name>
    <message>
        <location filename="../lessons/cpuvsgpu/cpugpupanel.cpp" line="+44"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>less than 2×</source>
        <translation>أقل من ٢×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2× to 5×</source>
        <translation>من ٢× إلى ٥×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5× to 20×</source>
        <translation>من ٥× إلى ٢٠×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more than 20×</source>
        <translation>أكثر من ٢٠×</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Scenario</source>
        <translation>السيناريو</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Scenario:</source>
        <translation>&amp;السيناريو:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predict:</source>
        <translation>توقّع:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;CPU first</source>
        <translation>‏&amp;CPU أولًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPU first</source>
        <translation>‏&amp;GPU أولًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The CPU finishes first</source>
        <translation>ينتهي CPU أولًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU finishes first</source>
        <translation>ينتهي GPU أولًا</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>By about how much</source>
        <translation>بفارق يقارب</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;by about:</source>
        <translation>بفارق يقار&amp;ب:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Run the model with my prediction</source>
        <translation>شغّل النمو&amp;ذج بتوقّعي</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The settings your prediction is about</source>
        <translation>الإعدادات التي يخصّها توقّعك</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your prediction and the result</source>
        <translation>توقّعك والنتيجة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a side, then run the model. The race ends with the answer.</source>
        <translation>اختر جهة، ثم شغّل النموذج. ينتهي السباق بالإجابة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Predict, then run</source>
        <translation>توقّع ثم شغّل</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Real chips</source>
        <translation>رقاقات حقيقية</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Amdahl&apos;s law</source>
        <translation>قانون أمدال</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measure it on this machine</source>
        <translation>قِسه على هذا الجهاز</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>For: %1 tasks × %2 cycles · %3 % serial · %4 % of warps divergent · %5 warps in flight per SM</source>
        <translation>لأجل: %1 مهمة × %2 دورة · %3٪ تسلسلي · %4٪ من warps متشعّبة · %5 warps قيد التنفيذ لكل SM</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>First choose which side you think will finish first.</source>
        <translation>اختر أولًا الجهة التي تظنّ أنها ستنتهي أولًا.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your prediction: the %1 finishes first, by %2. Watch the race…</source>
        <translation>توقّعك: ينتهي %1 أولًا، بفارق %2. شاهد السباق…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The settings changed, so your prediction was about another race. Predict again for these settings.</source>
        <translation>تغيّرت الإعدادات، فصار توقّعك يخصّ سباقًا آخر. توقّع من جديد لهذه الإعدادات.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New settings: predict, then run the model.</source>
        <translation>إعدادات جديدة: توقّع، ثم شغّل النموذج.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>✗ Not this time.</source>
        <translation>✗ ليس هذه المرة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓ Right, side and margin.</source>
        <translation>✓ صحيح، الجهة والفارق.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✓ Right side; the margin was %1.</source>
        <translation>✓ الجهة صحيحة؛ أما الفارق فكان %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 finished first, %2× faster: %3 against %4 (model time). You predicted the %5 first, by %6.</source>
        <translation>انتهى %1 أولًا، أسرع بـ %2×: %3 مقابل %4 (زمن النموذج). توقّعت أن ينتهي %5 أولًا، بفارق %6.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Why: %1</source>
        <translation>السبب: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The serial part decided it. Its %1 tasks must run one after another. A CPU core does one in %2; a single GPU lane needs %3, because its clock is lower and nothing hides its wait for memory. That part alone took the GPU %4.</source>
        <translation>الجزء التسلسلي هو الذي حسم الأمر. مهامه البالغة %1 يجب أن تُنفَّذ واحدة بعد أخرى. تنجز نواة CPU الواحدة منها في %2؛ أما مسار GPU المنفرد فيحتاج إلى %3، لأن تردد ساعته أدنى ولا شيء يُخفي انتظاره للذاكرة. هذا الجزء وحده استغرق من GPU %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The batch is too small for the GPU. Starting the kernel alone took %1 of its %2, and %3 warps of 32 lanes cannot keep %4 SMs busy. The CPU had finished everything in %5.</source>
        <translation>الدفعة أصغر من أن تناسب GPU. إطلاق الـ kernel وحده استغرق %1 من زمنه البالغ %2، و%3 من warps ذات الـ ٣٢ مسارًا لا تكفي لإشغال %4 من SMs. وكان CPU قد أنهى كل شيء في %5.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The GPU&apos;s lanes are slower one by one, and here there were not enough of them busy to make up for it: its parallel part took %1, the CPU&apos;s %2.</source>
        <translation>مسارات GPU أبطأ كلٌّ على حدة، ولم يكن المشغول منها هنا كافيًا لتعويض ذلك: استغرق جزؤه المتوازي %1، وجزء CPU %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Throughput won. %1 lanes (%2 SMs × 32) work at once against %3 cores. Each lane is slower than a core, but there are far more of them, and %4 warps in flight per SM keep them busy while others wait for memory. The parallel part took the CPU %5 and the GPU %6.</source>
        <translation>فازت الإنتاجية. %1 مسار (%2 SM × ٣٢) تعمل معًا مقابل %3 أنوية. كل مسار أبطأ من النواة، لكنها أكثر عددًا بكثير، و%4 warps قيد التنفيذ لكل SM تُبقيها مشغولة بينما ينتظر غيرها الذاكرة. استغرق الجزء المتوازي %5 على CPU و%6 على GPU.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The serial part still cost the GPU %1 of its %2: more lanes do not make that part any faster (Amdahl&apos;s law).</source>
        <translation>ظلّ الجزء التسلسلي يكلّف GPU %1 من زمنه البالغ %2: زيادة المسارات لا تُسرّع ذلك الجزء إطلاقًا (قانون أمدال).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Divergence cost the GPU %1: %2 warps ran both sides of a branch, one after the other, with half of their lanes idle each time.</source>
        <translation>كلّف التشعّبُ GPU %1: نفّذت %2 warps جهتَي التفرّع كلتيهما، واحدة بعد الأخرى، ونصف مساراتها عاطل في كل مرة.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>With %Ln warp(s) in flight per SM, the busiest SM spent %1 of its %2 waiting for memory with nothing else to run.</source>
        <translation>
            <numerusform>مع عدم وجود warps قيد التنفيذ لكل SM، قضى أكثر SM انشغالًا %1 من زمنه البالغ %2 منتظرًا الذاكرة دون شيء آخر ينفّذه.</numerusform>
            <numerusform>مع warp واحد قيد التنفيذ لكل SM، قضى أكثر SM انشغالًا %1 من زمنه البالغ %2 منتظرًا الذاكرة دون شيء آخر ينفّذه.</numerusform>
            <numerusform>مع warpين قيد التنفيذ لكل SM، قضى أكثر SM انشغالًا %1 من زمنه البالغ %2 منتظرًا الذاكرة دون شيء آخر ينفّذه.</numerusform>
            <numerusform>مع %Ln warps قيد التنفيذ لكل SM، قضى أكثر SM انشغالًا %1 من زمنه البالغ %2 منتظرًا الذاكرة دون شيء آخر ينفّذه.</numerusform>
            <numerusform>مع %Ln warp قيد التنفيذ لكل SM، قضى أكثر SM انشغالًا %1 من زمنه البالغ %2 منتظرًا الذاكرة دون شيء آخر ينفّذه.</numerusform>
            <numerusform>مع %Ln warp قيد التنفيذ لكل SM، قضى أكثر SM انشغالًا %1 من زمنه البالغ %2 منتظرًا الذاكرة دون شيء آخر ينفّذه.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpulab::CpuGpuScene</name>
    <message>
        <location filename="../lessons/cpuvsgpu/cpugpuscene.cpp" line="+120"/>
        <source>ready</source>
        <translation>جاهز</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>starting…</source>
        <translation>يبدأ…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running…</source>
        <translation>يعمل…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> · %1 tasks/µs</source>
        <translation> · %1 مهمة/µs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all %1 done in %2</source>
        <translation>أُنجزت كلها (%1) في %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>done in %1</source>
        <translation>أُنجز في %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 done · %2 in flight · %3 waiting</source>
        <translation>‏%1 منجزة · %2 قيد التنفيذ · %3 تنتظر</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 done · %2 in flight</source>
        <translation>‏%1 منجزة · %2 قيد التنفيذ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 done</source>
        <translation>‏%1 منجزة</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>S</source>
        <translation>ت</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Serial part on core 1 (S): %1 of %2. The others wait.</source>
        <translation>الجزء التسلسلي على النواة ١ (ت): %1 من %2. والبقية تنتظر.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serial part: %1 of %2</source>
        <translation>الجزء التسلسلي: %1 من %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 a task: the caches answer its loads.</source>
        <translation>‏%1 للمهمة: الذواكر المخبئية تلبّي قراءاتها.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 a task</source>
        <translation>‏%1 للمهمة</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Starting the kernel (%1)…</source>
        <translation>إطلاق الـ kernel (%1)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serial part: one lane of SM 1, %1 of %2</source>
        <translation>الجزء التسلسلي: مسار واحد من SM ١، %1 من %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>waiting for memory</source>
        <translation>ينتظر الذاكرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting</source>
        <translation>ينتظر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>computing, done</source>
        <translation>يحسب، انتهى</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>computing</source>
        <translation>يحسب</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>diverged (2 paths)</source>
        <translation>متشعّب (مساران)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diverged</source>
        <translation>متشعّب</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>CPU · %1 cores · %2 GHz</source>
        <translation>‏CPU · %1 أنوية · %2 GHz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU · %1 cores</source>
        <translation>‏CPU · %1 أنوية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU · %1 SMs × %2 lanes · %3 GHz</source>
        <translation>‏GPU · %1 SM × %2 مسارًا · %3 GHz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU · %1 SMs × %2 lanes</source>
        <translation>‏GPU · %1 SM × %2 مسارًا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU · %1 SMs</source>
        <translation>GPU · %1 SM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>A tie (model)</source>
        <translation>تعادل (نموذج)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU first · %1× faster (model)</source>
        <translation>‏GPU أولًا · أسرع بـ %1× (نموذج)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU first · %1× faster (model)</source>
        <translation>‏CPU أولًا · أسرع بـ %1× (نموذج)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CPU done first · GPU still busy</source>
        <translation>انتهى CPU أولًا · GPU ما زال مشغولًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU done first · CPU still busy</source>
        <translation>انتهى GPU أولًا · CPU ما زال مشغولًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who wins? Predict, then play</source>
        <translation>من يفوز؟ توقّع، ثم شغّل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Racing… %1 of model time</source>
        <translation>السباق جارٍ… %1 من زمن النموذج</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>MODEL, not measured</source>
        <translation>نموذج، لا قياس</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>· %1 tasks × %2 cycles</source>
        <translation>· %1 مهمة × %2 دورة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · %1 % serial</source>
        <translation> · %1٪ تسلسلي</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · %1 % of warps diverge</source>
        <translation> · %1٪ من warps تتشعّب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · slow motion: 1 s = %1</source>
        <translation> · حركة بطيئة: ١ s = %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 finished all tasks in %2.</source>
        <translation>أنهى %1 كل المهام في %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 done, %3 in flight, %4 waiting.</source>
        <translation>‏%1: %2 منجزة، %3 قيد التنفيذ، %4 تنتظر.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A model race, not a measurement: %1 tasks of %2 cycles each, %3 % of them serial, %4 % of the warps divergent. Model time %5. %6 %7 %8.</source>
        <translation>سباق نموذجي، لا قياس: %1 مهمة كلٌّ منها %2 دورة، %3٪ منها تسلسلية، و%4٪ من warps متشعّبة. زمن النموذج %5. %6 %7 %8.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The CPU (%1 cores)</source>
        <translation>‏CPU (%1 أنوية)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU (%1 SMs, %2 warps in flight each)</source>
        <translation>‏GPU (%1 SM، و%2 warps قيد التنفيذ لكلٍّ منها)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Model settings</source>
        <translation>إعدادات النموذج</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tasks</source>
        <translation>المهام</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Work per task (cycles)</source>
        <translation>العمل لكل مهمة (دورات)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serial part (%)</source>
        <translation>الجزء التسلسلي (٪)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Divergent warps (%)</source>
        <translation>الـ warps المتشعّبة (٪)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warps in flight per SM</source>
        <translation>الـ warps قيد التنفيذ لكل SM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory latency (GPU cycles)</source>
        <translation>زمن استجابة الذاكرة (دورات GPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU cores</source>
        <translation>أنوية CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU SMs</source>
        <translation>وحدات SM في GPU</translation>
    </message>
</context>
<context>
    <name>gpulab::DeviceButton</name>
    <message>
        <location filename="../app/devicestatus.cpp" line="+160"/>
        <source>OpenCL device</source>
        <translation>جهاز OpenCL</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>OpenCL: %1 (%2)</source>
        <translation>OpenCL: %1 (%2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>OpenCL: %1</source>
        <translation>OpenCL: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No OpenCL device was found (%1). Every lesson still works; the parallel runs use the CPU threads instead. Install an OpenCL driver (for example pocl-opencl-icd) and restart GPU Lab.</source>
        <translation>لم يُعثر على جهاز OpenCL (%1). كل الدروس ما زالت تعمل؛ والتشغيلات المتوازية تستخدم خيوط CPU بدلًا منه. ثبّت برنامج تشغيل OpenCL (مثل pocl-opencl-icd) وأعد تشغيل GPU Lab.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The OpenCL device GPU Lab measures with. Click to choose another.</source>
        <translation>جهاز OpenCL الذي يقيس به GPU Lab. انقر لاختيار غيره.</translation>
    </message>
</context>
<context>
    <name>gpulab::DevicePickerDialog</name>
    <message>
        <location line="+58"/>
        <source>OpenCL device</source>
        <translation>جهاز OpenCL</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU Lab runs its parallel measurements on this device. The best one is listed first.</source>
        <translation>يشغّل GPU Lab قياساته المتوازية على هذا الجهاز. الأفضل مُدرَج أولًا.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No OpenCL device is available: %1. The lessons work; measurements use the CPU only.</source>
        <translation>لا يتوفر جهاز OpenCL: %1. الدروس تعمل؛ والقياسات تستخدم CPU فقط.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Devices</source>
        <translation>الأجهزة</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1
Compute units: %2 · clock: %3 MHz
Global memory: %4 · local memory: %5 (%6)
%7 · driver %8</source>
        <translation>‏%1
وحدات الحوسبة: %2 · التردد: %3 MHz
الذاكرة العامة: %4 · الذاكرة المحلية: %5 (%6)
%7 · برنامج التشغيل %8</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>on chip</source>
        <translation>على الرقاقة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>emulated in main memory</source>
        <translation>مُحاكاة في الذاكرة الرئيسية</translation>
    </message>
</context>
<context>
    <name>gpulab::DeviceService</name>
    <message>
        <location line="-274"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2، %3)</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>--device %1: there is no OpenCL device here.</source>
        <translation>‎--device %1: لا يوجد جهاز OpenCL هنا.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--device %1: there is no such device (0 to %2); using the best one instead.</source>
        <translation>‎--device %1: لا يوجد جهاز كهذا (من ٠ إلى %2)؛ يُستخدم الأفضل بدلًا منه.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Looking for OpenCL devices…</source>
        <translation>البحث عن أجهزة OpenCL…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenCL: %1</source>
        <translation>OpenCL: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No OpenCL — CPU only</source>
        <translation>لا OpenCL — CPU فقط</translation>
    </message>
</context>
<context>
    <name>gpulab::EngineClient</name>
    <message>
        <location filename="../lessons/framework/engineclient.cpp" line="+510"/>
        <source>The measurement engine has closed.</source>
        <translation>أُغلق محرك القياس.</translation>
    </message>
</context>
<context>
    <name>gpulab::EngineDevices</name>
    <message>
        <location line="-40"/>
        <source>no measurement engine</source>
        <translation>لا محرك قياس</translation>
    </message>
</context>
<context>
    <name>gpulab::EngineService</name>
    <message>
        <location line="-411"/>
        <source>The measurement engine did not answer for %1 s: the OpenCL driver seems to hang (in a kernel build or while waiting for the device). GPU Lab stopped it; the next measurement starts a fresh one, and the CPU rungs still run.</source>
        <translation>لم يُجب محرك القياس طوال %1 s: يبدو أن برنامج تشغيل OpenCL معلّق (في بناء kernel أو في انتظار الجهاز). أوقفه GPU Lab؛ والقياس التالي يبدأ محركًا جديدًا، ودرجات CPU ما زالت تعمل.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>The measurement engine (gpulab-cli) is missing: it was looked for next to %1 and on PATH. Reinstall GPU Lab, or set GPULAB_CLI to its path.</source>
        <translation>محرك القياس (gpulab-cli) مفقود: بُحث عنه بجوار %1 وفي PATH. أعد تثبيت GPU Lab، أو اضبط GPULAB_CLI على مساره.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>OpenCL is unavailable: the driver stopped the measurement engine while it listed the devices. %1</source>
        <translation>OpenCL غير متاح: أوقف برنامج التشغيل محرك القياس وهو يسرد الأجهزة. %1</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The measurement engine %1 could not be started: %2</source>
        <translation>تعذّر بدء محرك القياس %1: %2</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>The measurement engine sent a line longer than %1 MiB, which no answer needs. GPU Lab stopped it; the next measurement starts a fresh one.</source>
        <translation>أرسل محرك القياس سطرًا أطول من %1 MiB، وهو ما لا تحتاجه أي إجابة. أوقفه GPU Lab؛ والقياس التالي يبدأ محركًا جديدًا.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The measurement engine crashed (the OpenCL driver may have failed). GPU Lab itself is fine: try again, or choose another device.</source>
        <translation>انهار محرك القياس (ربما فشل برنامج تشغيل OpenCL). أما GPU Lab نفسه فسليم: حاول مجددًا، أو اختر جهازًا آخر.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The measurement engine stopped unexpectedly (exit code %1).</source>
        <translation>توقّف محرك القياس على نحو غير متوقع (رمز الخروج %1).</translation>
    </message>
</context>
<context>
    <name>gpulab::ErrorPanel</name>
    <message>
        <location filename="../lessons/framework/errorpanel.cpp" line="+22"/>
        <source>The lesson “%1” cannot be shown</source>
        <translation>يتعذّر عرض الدرس «%1»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Problems found in its files: %1. Fix them and choose File › Reload Lessons; the other lessons work as usual.</source>
        <translation>مشكلات وُجدت في ملفاته: %1. أصلحها واختر ملف › إعادة تحميل الدروس؛ والدروس الأخرى تعمل كالمعتاد.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Problems found</source>
        <translation>المشكلات الموجودة</translation>
    </message>
</context>
<context>
    <name>gpulab::EssayInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="+331"/>
        <source>Ctrl+Enter submits</source>
        <translation>Ctrl+Enter للإرسال</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Write your answer (Ctrl+Enter submits)</source>
        <translation>اكتب إجابتك (Ctrl+Enter للإرسال)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Write an answer first, or skip the question.</source>
        <translation>اكتب إجابة أولًا، أو تخطَّ السؤال.</translation>
    </message>
</context>
<context>
    <name>gpulab::FallbackCanvas</name>
    <message>
        <location filename="../widgets/fallbackcanvas.cpp" line="+50"/>
        <source>Drawn without OpenGL, as chosen in View › Simulation Drawing.</source>
        <translation>مرسومة دون OpenGL، كما اختير في عرض › رسم المحاكاة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenGL runs in software on this display, so the simulation is drawn without it (View › Simulation Drawing).</source>
        <translation>يعمل OpenGL برمجيًا على هذه الشاشة، لذا تُرسم المحاكاة دونه (عرض › رسم المحاكاة).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>OpenGL runs in software here (%1), so the simulation is drawn without it (View › Simulation Drawing).</source>
        <extracomment>%1 is the OpenGL renderer&apos;s name, e.g. &quot;llvmpipe (LLVM 15.0.6, 256 bits)&quot;.</extracomment>
        <translation>يعمل OpenGL برمجيًا هنا (%1)، لذا تُرسم المحاكاة دونه (عرض › رسم المحاكاة).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The OpenGL canvas is unavailable here, so the simulation is shown in this simpler view.</source>
        <translation>لوحة OpenGL غير متاحة هنا، لذا تُعرض المحاكاة في هذا العرض الأبسط.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Simulation picture</source>
        <translation>صورة المحاكاة</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+115"/>
        <source>Play</source>
        <translation>تشغيل</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>Step</source>
        <translation>خطوة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step one sixtieth of a second</source>
        <translation>خطوة بمقدار جزء من ستين من الثانية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slower</source>
        <translation>أبطأ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faster</source>
        <translation>أسرع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>إعادة ضبط</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reset to the start of this beat</source>
        <translation>العودة إلى بداية هذا المقطع</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Previous beat</source>
        <translation>المقطع السابق</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next beat</source>
        <translation>المقطع التالي</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set-up…</source>
        <translation>الإعداد…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Simulation parameters</source>
        <translation>معاملات المحاكاة</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Controls</source>
        <translation>أدوات التحكم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the simulation&apos;s controls</source>
        <translation>أظهِر أدوات التحكم في المحاكاة</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Pause</source>
        <translation>إيقاف مؤقت</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Simulated time %1 s, speed %2×</source>
        <translation>الزمن المُحاكى %1 s، السرعة %2×</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>beat %1 / %2</source>
        <translation>المقطع %1 / %2</translation>
    </message>
</context>
<context>
    <name>gpulab::FitCalculator</name>
    <message>
        <location filename="../lessons/willitfit/fitcalculator.cpp" line="+64"/>
        <source>&amp;Model:</source>
        <translation>&amp;النموذج:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model: a published architecture or a custom one</source>
        <translation>النموذج: بنية منشورة أو بنية مخصّصة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> billion</source>
        <translation> مليار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Parameters:</source>
        <translation>المعاملا&amp;ت:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Parameters, in billions</source>
        <translation>المعاملات، بالمليارات</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Layers:</source>
        <translation>&amp;الطبقات:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Transformer layers</source>
        <translation>طبقات Transformer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hidden:</source>
        <translation>&amp;المخفي:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hidden size, the model&apos;s width</source>
        <translation>الحجم المخفي، عرض النموذج</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>H&amp;eads:</source>
        <translation>الر&amp;ؤوس:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Query heads per layer</source>
        <translation>رؤوس الاستعلام لكل طبقة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;KV heads:</source>
        <translation>رؤوس &amp;KV:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key and value heads per layer; fewer than the heads is grouped-query attention</source>
        <translation>رؤوس المفاتيح والقيم لكل طبقة؛ وكونها أقل من الرؤوس هو الانتباه بالاستعلامات المُجمَّعة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Head si&amp;ze:</source>
        <translation>حجم الر&amp;أس:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Width of one attention head</source>
        <translation>عرض رأس انتباه واحد</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Job:</source>
        <translation>&amp;المهمة:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Training or serving (inference)</source>
        <translation>التدريب أو الخدمة (الاستدلال)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP32 (4 bytes)</source>
        <translation>‏FP32 (‏٤ بايت)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 / FP16 (2 bytes)</source>
        <translation>‏BF16 / FP16 (بايتان)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 (1 byte)</source>
        <translation>‏FP8 (بايت واحد)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT4 / FP4 (0.5 byte)</source>
        <translation>‏INT4 / FP4 (‏٠٫٥ بايت)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Weights:</source>
        <translation>الأ&amp;وزان:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Format of the weights</source>
        <translation>صيغة الأوزان</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGD (no state)</source>
        <translation>‏SGD (بلا حالة)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SGD + momentum (4 bytes)</source>
        <translation>‏SGD + زخم (‏٤ بايت)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adam (8 bytes)</source>
        <translation>‏Adam (‏٨ بايت)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8-bit Adam (2 bytes)</source>
        <translation>‏Adam بـ ٨ بتّ (بايتان)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Optimizer:</source>
        <translation>&amp;المُحسِّن:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Optimizer, with its state per parameter</source>
        <translation>المُحسِّن، مع حالته لكل معامل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 master &amp;copy</source>
        <translation>نسخة رئيسية &amp;FP32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed precision: keep an FP32 master copy of the weights</source>
        <translation>الدقة المختلطة: احتفظ بنسخة رئيسية FP32 من الأوزان</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation check&amp;pointing</source>
        <translation>نقا&amp;ط حفظ التنشيطات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activation checkpointing: keep only each layer&apos;s input and recompute the rest</source>
        <translation>نقاط حفظ التنشيطات: احتفظ بمُدخل كل طبقة فقط وأعد حساب الباقي</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep attention &amp;scores</source>
        <translation>أبقِ درجات الانتبا&amp;ه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the sequence by sequence attention scores (no FlashAttention)</source>
        <translation>احتفظ بدرجات الانتباه تسلسلًا في تسلسل (دون FlashAttention)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Se&amp;quence:</source>
        <translation>&amp;التسلسل:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tokens per sequence</source>
        <translation>الرموز لكل تسلسل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Batch:</source>
        <translation>&amp;الدفعة:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sequences at once on each GPU</source>
        <translation>التسلسلات في آن واحد على كل GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>KV cac&amp;he:</source>
        <translation>ذاكرة K&amp;V:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Format of the KV cache</source>
        <translation>صيغة ذاكرة KV المخبئية</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> %</source>
        <translation> ٪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O&amp;verhead (assumed):</source>
        <translation>الحمل الإضافي (مفتر&amp;ض):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Framework overhead, an assumption: percent added for the CUDA context, workspaces and fragmentation</source>
        <translation>الحمل الإضافي لإطار العمل، افتراض: نسبة مئوية تُضاف لسياق CUDA ومساحات العمل والتجزّؤ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU whose memory is the bar&apos;s frame</source>
        <translation>الـ GPU الذي تشكّل ذاكرته إطار الشريط</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GP&amp;Us:</source>
        <translation>وحدات GP&amp;U:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Number of GPUs sharing the job</source>
        <translation>عدد وحدات GPU التي تتقاسم المهمة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data parallel</source>
        <translation>توازي البيانات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO-3 / FSDP</source>
        <translation>ZeRO-3 / FSDP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallel</source>
        <translation>توازي الموتّرات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sha&amp;ring:</source>
        <translation>&amp;التقاسم:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How the GPUs share the memory</source>
        <translation>كيف تتقاسم وحدات GPU الذاكرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 7&amp;B example</source>
        <translation>مثا&amp;ل 7B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load the worked example: 7 billion parameters, Adam, mixed precision</source>
        <translation>حمّل المثال المحلول: ٧ مليارات معامل، Adam، دقة مختلطة</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The memory, part by part, with your numbers</source>
        <translation>الذاكرة، جزءًا جزءًا، بأرقامك</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Not applied: %1.</source>
        <translation>لم يُطبَّق: %1.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1: %2 = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>%1: %2 = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 parameters × %2 bytes</source>
        <translation>‏%1 معامل × %2 بايت</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>%1 × %2 bytes</source>
        <translation>‏%1 × %2 بايت</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%1 × 4 bytes</source>
        <translation>‏%1 × ٤ بايت</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>= %1 bytes per parameter = &lt;b&gt;%2 before activations&lt;/b&gt;</source>
        <translation>= %1 بايت لكل معامل = &lt;b&gt;%2 قبل التنشيطات&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 tokens × %2 × %3 wide</source>
        <translation>‏%1 رمز × %2 × عرض %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(34 + 5 × heads × sequence / hidden) bytes</source>
        <translation>(34 + 5 × الرؤوس × التسلسل / المخفي) بايت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>34 bytes</source>
        <translation>٣٤ بايت</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2 bytes × %1 × %2 layers kept, + one layer recomputed at %3 (Korthikanti et al. 2022)</source>
        <translation>٢ بايت × %1 × %2 طبقة محفوظة، + طبقة واحدة يُعاد حسابها عند %3 (Korthikanti et al. 2022)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 × %2 per value × %3 layers (Korthikanti et al. 2022)</source>
        <translation>‏%1 × %2 لكل قيمة × %3 طبقة (Korthikanti et al. 2022)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>2 × %1 layers × %2 KV heads × %3 × %4 tokens × %5 in the batch × %6 bytes</source>
        <translation>2 × %1 طبقة × %2 رأس KV × %3 × %4 رمز × %5 في الدفعة × %6 بايت</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Grouped-query attention: %1 query heads share %2 KV heads, so the cache is %3 × smaller than with one KV head per query head.</source>
        <translation>الانتباه بالاستعلامات المُجمَّعة: تتشارك %1 رؤوس استعلام %2 رؤوس KV، فتكون الذاكرة المخبئية أصغر بـ %3 × مما لو كان لكل رأس استعلام رأس KV.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an ASSUMPTION, %1 % of the rest (CUDA context, workspaces, fragmentation: measure yours)</source>
        <translation>افتراض، %1٪ من الباقي (سياق CUDA، ومساحات العمل، والتجزّؤ: قِس ما لديك)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One GPU would need &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>سيحتاج GPU واحد إلى &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared by %1 GPUs: %2.</source>
        <translation>بالتقاسم على %1 GPU: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rule of thumb “2 bytes × 4” (weights, gradients and Adam&apos;s two moments, all 16-bit) gives %1: it leaves out the FP32 master copy and keeps the moments in 16 bits, half the real figure.</source>
        <translation>القاعدة العامة «٢ بايت × ٤» (الأوزان والتدرّجات وعزما Adam، كلها بـ ١٦ بتّ) تعطي %1: فهي تُغفل النسخة الرئيسية FP32 وتحتفظ بالعزوم في ١٦ بتّ، أي نصف الرقم الحقيقي.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GB = 10⁹ bytes. GPU memory is the vendor&apos;s figure × 10⁹ bytes.</source>
        <translation>‏GB = ١٠⁹ بايت. ذاكرة GPU هي رقم المُصنِّع × ١٠⁹ بايت.</translation>
    </message>
</context>
<context>
    <name>gpulab::GLCanvas</name>
    <message>
        <location filename="../widgets/glcanvas.cpp" line="+25"/>
        <source>Simulation canvas</source>
        <translation>لوحة المحاكاة</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>Time</source>
        <translation>الزمن</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pause</source>
        <translation>إيقاف مؤقت</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>تشغيل</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step</source>
        <translation>خطوة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reset</source>
        <translation>إعادة ضبط</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Slower</source>
        <translation>أبطأ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed %1×</source>
        <translation>السرعة %1×</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Faster</source>
        <translation>أسرع</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Simulated time %1 s</source>
        <translation>الزمن المُحاكى %1 s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Beat %1 / %2</source>
        <translation>المقطع %1 / %2</translation>
    </message>
</context>
<context>
    <name>gpulab::GenerationsModel</name>
    <message>
        <location filename="../lessons/generations/generationsmodel.cpp" line="+81"/>
        <source>Pascal: P100, before tensor cores</source>
        <translation>‏Pascal: ‏P100، قبل أنوية Tensor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volta: the first tensor cores</source>
        <translation>‏Volta: أول أنوية Tensor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ampere: TF32, BF16 and sparsity</source>
        <translation>‏Ampere: ‏TF32 وBF16 والتناثر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hopper: FP8 and the Transformer Engine</source>
        <translation>‏Hopper: ‏FP8 وTransformer Engine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H200: the same chip, more memory</source>
        <translation>‏H200: الرقاقة نفسها، وذاكرة أكبر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blackwell: FP4 and NVLink 5</source>
        <translation>‏Blackwell: ‏FP4 وNVLink 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beyond NVIDIA: MI300X and TPU v5p</source>
        <translation>ما بعد NVIDIA: ‏MI300X وTPU v5p</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dense FP16/BF16 peak</source>
        <translation>ذروة FP16/BF16 الكثيفة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per GPU</source>
        <translation>الذاكرة لكل GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory bandwidth</source>
        <translation>عرض نطاق الذاكرة</translation>
    </message>
</context>
<context>
    <name>gpulab::GenerationsPanel</name>
    <message>
        <location filename="../lessons/generations/generationspanel.cpp" line="+37"/>
        <source>&amp;Growth</source>
        <translation>&amp;النمو</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Datacenter modules and TPUs from the data file, oldest first; each row&apos;s source is in its tooltip. Precisions are those with a dense tensor rate; — means the file states none. The P100 has no tensor cores.</source>
        <translation>وحدات مراكز البيانات ووحدات TPU من ملف البيانات، الأقدم أولًا؛ ومصدر كل صف في تلميحه. الدقات هي التي لها معدّل Tensor كثيف؛ و— تعني أن الملف لا يذكر شيئًا. لا أنوية Tensor في P100.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;What each added</source>
        <translation>ما &amp;أضافه كلٌّ منها</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Co&amp;mpare two</source>
        <translation>قا&amp;رن بين اثنين</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>— means the vendor&apos;s specifications do not state it (not the same as &quot;no&quot;). Launch prices are the vendor&apos;s own, with their month: prices change. Warranty terms are not in the data file (they depend on the seller and the country); the GeForce driver&apos;s licence excludes datacenter deployment (section 6 of the lesson).</source>
        <translation>— تعني أن مواصفات المُصنِّع لا تذكره (وهذا غير «لا»). أسعار الإطلاق هي أسعار المُصنِّع نفسه، مع شهرها: والأسعار تتغيّر. شروط الضمان ليست في ملف البيانات (تعتمد على البائع والبلد)؛ وترخيص برنامج تشغيل GeForce يستثني النشر في مراكز البيانات (القسم ٦ من الدرس).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Consumer or &amp;datacenter</source>
        <translation>استهلاكية أ&amp;م لمراكز البيانات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;hoose a GPU</source>
        <translation>اختر &amp;GPU</translation>
    </message>
</context>
<context>
    <name>gpulab::GenerationsScene</name>
    <message>
        <location filename="../lessons/generations/generationsscene.cpp" line="+72"/>
        <source>%1, %2, logarithmic scale; dense figures only</source>
        <translation>‏%1، %2، مقياس لوغاريتمي؛ الأرقام الكثيفة فقط</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: not in the data file</source>
        <translation>‏%1: ليس في ملف البيانات</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No tensor cores: FP16 on the CUDA cores</source>
        <translation>لا أنوية Tensor: ‏FP16 على أنوية CUDA</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 the P100</source>
        <translation>‏%1 مقارنةً بـ P100</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It has:</source>
        <translation>فيه:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New in this generation:</source>
        <translation>الجديد في هذا الجيل:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not in the data file: %1</source>
        <translation>ليس في ملف البيانات: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1. %2 in %3: %4. %5 adds: %6.</source>
        <translation>‏%1. %2 في %3: %4. يضيف %5: %6.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The GPU of this beat (not in the data file)</source>
        <translation>الـ GPU الخاص بهذا المقطع (ليس في ملف البيانات)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing the data file names</source>
        <translation>لا شيء مما يسمّيه ملف البيانات</translation>
    </message>
</context>
<context>
    <name>gpulab::GrowthChart</name>
    <message>
        <location filename="../lessons/generations/growthchart.cpp" line="+82"/>
        <source>&amp;Figure:</source>
        <translation>&amp;الرقم:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Figure shown on the growth chart</source>
        <translation>الرقم المعروض على مخطط النمو</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Growth by launch year</source>
        <translation>النمو بحسب سنة الإطلاق</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The growth chart in words</source>
        <translation>مخطط النمو بالكلمات</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Every point is a GPU&apos;s own datasheet figure, dense (never with 2:4 sparsity), on a logarithmic axis: equal steps up are equal factors.</source>
        <translation>كل نقطة رقمٌ من ورقة بيانات GPU نفسه، كثيف (لا مع التناثر 2:4 أبدًا)، على محور لوغاريتمي: الخطوات المتساوية صعودًا عوامل متساوية.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NVIDIA&apos;s datacenter modules: %1 %2 (%3) to %4 %2 (%5), %6 in %7 years.</source>
        <translation>وحدات NVIDIA لمراكز البيانات: من %1 %2 ‏(%3) إلى %4 %2 ‏(%5)، أي %6 في %7 سنوات.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The P100 has no tensor cores: its point is FP16 on the CUDA cores. Consumer cards&apos; FP16 is with FP32 accumulation.</source>
        <translation>لا أنوية Tensor في P100: نقطته هي FP16 على أنوية CUDA. وFP16 في البطاقات الاستهلاكية مع تراكم بدقة FP32.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Launch year</source>
        <translation>سنة الإطلاق</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, %2 (logarithmic)</source>
        <translation>‏%1، %2 (لوغاريتمي)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>NVIDIA datacenter</source>
        <translation>‏NVIDIA لمراكز البيانات</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AMD</source>
        <translation>AMD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Google TPU (rented)</source>
        <translation>‏Google TPU (مُستأجَرة)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Consumer cards</source>
        <translation>البطاقات الاستهلاكية</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 (%2): %3 %4</source>
        <translation>%1 (%2): %3 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (FP16 on the CUDA cores: no tensor cores)</source>
        <translation>‏ (FP16 على أنوية CUDA: لا أنوية Tensor)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source: %1</source>
        <translation>المصدر: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::IdentityBar</name>
    <message>
        <location filename="../app/studentidentity.cpp" line="+116"/>
        <source>Save</source>
        <translation>حفظ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not Now</source>
        <translation>ليس الآن</translation>
    </message>
</context>
<context>
    <name>gpulab::IdentityDialog</name>
    <message>
        <location line="-37"/>
        <source>Your Name and ID</source>
        <translation>اسمك ورقمك التعريفي</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S&amp;kip</source>
        <translation>تخطَّ &amp;السؤال</translation>
    </message>
</context>
<context>
    <name>gpulab::IdentityForm</name>
    <message>
        <location line="-32"/>
        <source>Your name and your student ID or e-mail go into the quiz results you export, so that your instructor knows whose they are. They stay on this computer. You may leave them empty.</source>
        <translation>يدخل اسمك ورقمك الجامعي أو بريدك الإلكتروني في نتائج الاختبارات التي تصدّرها، كي يعرف معلّمك لمن هي. وتبقى على هذا الحاسوب. يمكنك تركها فارغة.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your name</source>
        <translation>اسمك</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your student ID or e-mail</source>
        <translation>رقمك الجامعي أو بريدك الإلكتروني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 2024-0173 or ada@example.org</source>
        <translation>مثل 2024-0173 أو ada@example.org</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;الاسم:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Student &amp;ID or e-mail:</source>
        <translation>الرقم الجامعي &amp;أو البريد الإلكتروني:</translation>
    </message>
</context>
<context>
    <name>gpulab::InferencePanel</name>
    <message>
        <location filename="../lessons/inference/inferencepanel.cpp" line="+42"/>
        <source>&amp;Decode bound</source>
        <translation>حدّ فك &amp;الترميز</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Live: GEMV vs GEMM</source>
        <translation>مباشر: &amp;GEMV مقابل GEMM</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Model whose weights are read (also the simulation&apos;s)</source>
        <translation>النموذج الذي تُقرأ أوزانه (وهو نموذج المحاكاة أيضًا)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Model:</source>
        <translation>النمو&amp;ذج:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bytes per weight</source>
        <translation>البايتات لكل وزن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 / BF16 (2 bytes)</source>
        <translation>‏FP16 / BF16 (بايتان)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 / FP8 (1 byte)</source>
        <translation>‏INT8 / FP8 (بايت واحد)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 / INT4 (half a byte)</source>
        <translation>‏FP4 / INT4 (نصف بايت)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Weights in:</source>
        <translation>الأ&amp;وزان بصيغة:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Decode bound for one sequence on each GPU of the data file, for the chosen model</source>
        <translation>حدّ فك الترميز لتسلسل واحد على كل GPU في ملف البيانات، للنموذج المختار</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From gpu-specs.csv; its source in the tooltip</source>
        <translation>من gpu-specs.csv؛ ومصدره في التلميح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>الذاكرة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory on the device, GB (10⁹ bytes)</source>
        <translation>الذاكرة على الجهاز، GB (‏١٠⁹ بايت)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth</source>
        <translation>عرض النطاق</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory bandwidth, GB/s</source>
        <translation>عرض نطاق الذاكرة، GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights fit?</source>
        <translation>تتّسع الأوزان؟</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Whether the weights alone fit in the memory</source>
        <translation>هل تتّسع الأوزان وحدها في الذاكرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens/s ≤</source>
        <translation>رمز/s ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most this many tokens per second for one sequence: bandwidth ÷ bytes of weights</source>
        <translation>على الأكثر هذا العدد من الرموز في الثانية لتسلسل واحد: عرض النطاق ÷ بايتات الأوزان</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Batch at ridge</source>
        <translation>الدفعة عند نقطة الانعطاف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The batch from which a decode step&apos;s intensity (2 × batch ÷ bytes per weight) reaches the dense FP16 ridge (peak ÷ bandwidth)</source>
        <translation>الدفعة التي تبلغ عندها كثافة خطوة فك الترميز (2 × الدفعة ÷ البايتات لكل وزن) نقطة الانعطاف الكثيفة لـ FP16 (الذروة ÷ عرض النطاق)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bounds, not benchmarks: every weight read once per token at the full datasheet bandwidth, before the KV cache&apos;s bytes and any kernel&apos;s shortfall. A GPU whose memory cannot hold the weights would need several GPUs or fewer bytes per weight. Bandwidth, memory and peaks from assets/data/gpu-specs.csv; parameter counts from assets/data/models.csv; sources in the tooltips.</source>
        <translation>حدود لا قياسات أداء: كل وزن يُقرأ مرة لكل رمز بعرض النطاق الكامل في ورقة البيانات، قبل بايتات ذاكرة KV المخبئية وأي قصور في الـ kernel. والـ GPU الذي لا تتّسع ذاكرته للأوزان سيحتاج إلى عدة وحدات GPU أو إلى بايتات أقل لكل وزن. عرض النطاق والذاكرة والذُّرى من assets/data/gpu-specs.csv؛ وأعداد المعاملات من assets/data/models.csv؛ والمصادر في التلميحات.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes (%1)</source>
        <translation>نعم (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no: %1</source>
        <translation>لا: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>n/a</source>
        <translation>غير متاح</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2
%3: %4</source>
        <translation>%1: %2
%3: %4</translation>
    </message>
</context>
<context>
    <name>gpulab::IntensityLab</name>
    <message>
        <location filename="../lessons/inference/intensitylab.cpp" line="+42"/>
        <source>&amp;Run on this computer</source>
        <translation>شغّل على هذ&amp;ا الحاسوب</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Matrix size N</source>
        <translation>حجم المصفوفة N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Size:</source>
        <translation>&amp;الحجم:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Predict: the matrix product reaches, in GFLOP/s,</source>
        <translation>توقّع: يبلغ ضرب المصفوفا&amp;ت، بوحدة GFLOP/s،</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your prediction: how many times the matrix-vector product&apos;s GFLOP/s the matrix product reaches on the same matrix</source>
        <translation>توقّعك: كم ضعفًا من GFLOP/s لضرب المصفوفة في المتجه يبلغ ضرب المصفوفات على المصفوفة نفسها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about the same (under 2×)</source>
        <translation>تقريبًا القدر نفسه (أقل من ٢×)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 to 10 times more</source>
        <translation>من ٢ إلى ١٠ أضعاف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 to 100 times more</source>
        <translation>من ١٠ إلى ١٠٠ ضعف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over 100 times more</source>
        <translation>أكثر من ١٠٠ ضعف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measuring the matrix-vector and matrix products</source>
        <translation>قياس ضرب المصفوفة في المتجه وضرب المصفوفات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times y = A x (one token) and C = A B (many tokens) with the same random matrix on the OpenCL device chosen in the status bar, each checked against a float64 product; measures the device&apos;s roofs first if they are missing. About a minute at N = 2,048 on a laptop&apos;s processor.</source>
        <translation>يؤقّت y = A x (رمز واحد) وC = A B (رموز كثيرة) بالمصفوفة العشوائية نفسها على جهاز OpenCL المختار في شريط الحالة، ويتحقّق من كلٍّ منهما مقابل ضرب بدقة float64؛ ويقيس أسقف الجهاز أولًا إن كانت مفقودة. نحو دقيقة عند N = ٢٬٠٤٨ على معالج حاسوب محمول.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GEMV and GEMM on this device&apos;s roofline</source>
        <translation>‏GEMV وGEMM على نموذج السقف لهذا الجهاز</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Upper bounds on tokens per second for one sequence on this computer</source>
        <translation>حدود عليا لعدد الرموز في الثانية لتسلسل واحد على هذا الحاسوب</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The measurement engine stopped: %1</source>
        <translation>توقّف محرك القياس: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancelled while measuring the roofs.</source>
        <translation>أُلغي أثناء قياس الأسقف.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not measure the roofs: %1</source>
        <translation>تعذّر قياس الأسقف: %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>this device&apos;s measured copy bandwidth, %1 GB/s</source>
        <translation>عرض نطاق النسخ المقيس لهذا الجهاز، %1 GB/s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the matrix-vector product&apos;s own %1 GB/s</source>
        <translation>عرض النطاق الخاص بضرب المصفوفة في المتجه، %1 GB/s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No OpenCL device: this measurement runs on one. (Why: %1)</source>
        <translation>لا جهاز OpenCL: هذا القياس يعمل على جهاز منها. (السبب: %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No OpenCL device was found, so nothing can be measured here. The sections&apos; figures and the Decode bound tab still work from the data files. (Why: %1)</source>
        <translation>لم يُعثر على جهاز OpenCL، فلا شيء يمكن قياسه هنا. أرقام الأقسام وتبويب «حدّ فك الترميز» ما زالت تعمل من ملفات البيانات. (السبب: %1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Measuring %1&apos;s roofs first: copy bandwidth and peak multiply-add rate…</source>
        <translation>قياس أسقف %1 أولًا: عرض نطاق النسخ وذروة معدّل الضرب والجمع…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot start the measurement engine: %1</source>
        <translation>يتعذّر بدء محرك القياس: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timing the matrix-vector product on %1…</source>
        <translation>تأقيت ضرب المصفوفة في المتجه على %1…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Timing the matrix-vector product y = A x on %1…</source>
        <translation>تأقيت ضرب المصفوفة في المتجه y = A x على %1…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computing the float64 matrix product to check against (on the processor)…</source>
        <translation>حساب ضرب المصفوفات بدقة float64 للتحقّق مقابله (على المعالج)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Timing the matrix product C = A B on %1…</source>
        <translation>تأقيت ضرب المصفوفات C = A B على %1…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiling the kernels for %1…</source>
        <translation>ترجمة الـ kernels لـ %1…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The measurement failed: %1</source>
        <translation>فشل القياس: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled.</source>
        <translation>أُلغي.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A product computed a wrong result (checked against float64): its figures are not shown as a measurement.</source>
        <translation>أعطى أحد عمليتَي الضرب نتيجة خاطئة (بالتحقّق مقابل float64): لا تُعرض أرقامه على أنها قياس.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Done: both products checked against float64; medians of %1 runs at N = %2 on %3.</source>
        <translation>اكتمل: كلتا عمليتَي الضرب مُتحقَّق منهما مقابل float64؛ وسيط %1 تشغيلات عند N = %2 على %3.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose a prediction, then run. The two points land on this device&apos;s roofline.</source>
        <translation>اختر توقّعًا، ثم شغّل. تقع النقطتان على نموذج السقف لهذا الجهاز.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>It sits a little above the copy roof: reading alone can go faster than a copy, which reads and writes.</source>
        <translation>يقع أعلى قليلًا من سقف النسخ: فالقراءة وحدها قد تكون أسرع من النسخ، الذي يقرأ ويكتب.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The matrix product reached %1 GFLOP/s, %2× the matrix-vector product&apos;s %3 GFLOP/s, on the same matrix. The matrix-vector product moved %4 GB/s at %5 FLOP/byte: memory-bound.</source>
        <translation>بلغ ضرب المصفوفات %1 GFLOP/s، أي %2× ما بلغه ضرب المصفوفة في متّجه (%3 GFLOP/s) على المصفوفة نفسها. نقل ضرب المصفوفة في متّجه %4 GB/s بكثافة %5 FLOP لكل بايت: محدود بالذاكرة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The matrix product uses each weight %1 times (%2 FLOP/byte).</source>
        <translation>يستخدم ضرب المصفوفات كل وزن %1 مرة (%2 FLOP لكل بايت).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;b&gt;Bounds, not benchmarks:&lt;/b&gt; at most this many tokens per second for one sequence, from %1 ÷ the bytes of weights (every weight read once per token). Real programs reach less: the KV cache adds bytes, and no kernel reaches the full bandwidth.</source>
        <translation>&lt;b&gt;حدود لا قياسات أداء:&lt;/b&gt; على الأكثر هذا العدد من الرموز في الثانية لتسلسل واحد، من %1 ÷ بايتات الأوزان (كل وزن يُقرأ مرة لكل رمز). والبرامج الحقيقية تبلغ أقل: ذاكرة KV المخبئية تضيف بايتات، ولا kernel يبلغ عرض النطاق كاملًا.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Bounds on tokens per second&lt;/b&gt; appear here once this device&apos;s bandwidth has been measured (Run, or the Memory hierarchy lesson&apos;s roofline).</source>
        <translation>&lt;b&gt;الحدود على عدد الرموز في الثانية&lt;/b&gt; تظهر هنا بعد قياس عرض نطاق هذا الجهاز (شغّل، أو نموذج السقف في درس التسلسل الهرمي للذاكرة).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>النموذج</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FP16 weights</source>
        <translation>أوزان FP16</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FP16 ≤</source>
        <translation>FP16 ≤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>INT8 ≤</source>
        <translation>INT8 ≤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FP4 ≤</source>
        <translation>FP4 ≤</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 tokens/s</source>
        <translation>‏%1 رمز/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1, measured: %2 GB/s, %3 GFLOP/s</source>
        <translation>‏%1، مقيسًا: %2 GB/s، %3 GFLOP/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this device&apos;s roofs</source>
        <translation>أسقف هذا الجهاز</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>GEMV y = A x: %1 FLOP/byte, %2 GFLOP/s</source>
        <translation>GEMV y = A x: ‏%1 FLOP/byte، %2 GFLOP/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GEMV (decode)</source>
        <translation>‏GEMV (فك الترميز)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GEMM C = A B: %1 FLOP/byte, %2 GFLOP/s</source>
        <translation>GEMM C = A B: ‏%1 FLOP/byte، %2 GFLOP/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GEMM (prefill, training)</source>
        <translation>‏GEMM (الملء المسبق، التدريب)</translation>
    </message>
</context>
<context>
    <name>gpulab::InterconnectPanel</name>
    <message>
        <location filename="../lessons/interconnects/interconnectpanel.cpp" line="+53"/>
        <source>From assets/data/interconnects.csv (each row&apos;s source in its tooltip). GB/s = 10⁹ bytes per second, Gb/s = 10⁹ bits: InfiniBand ports are sold in Gb/s, so divide by 8. “One direction” is what a ring uses; vendors&apos; headlines add both directions.</source>
        <translation>من assets/data/interconnects.csv (مصدر كل صف في تلميحه). GB/s = ١٠⁹ بايت في الثانية، وGb/s = ١٠⁹ بتّ: تُباع منافذ InfiniBand بوحدة Gb/s، فاقسم على ٨. «اتجاه واحد» هو ما تستخدمه الحلقة؛ أما عناوين المُصنِّعين فتجمع الاتجاهين.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Links</source>
        <translation>&amp;الوصلات</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Calculator</source>
        <translation>&amp;الحاسبة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P&amp;arallelism</source>
        <translation>التوا&amp;زي</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Live: &amp;host ↔ device</source>
        <translation>مباشر: &amp;المضيف ↔ الجهاز</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Live: split across &amp;devices</source>
        <translation>مباشر: التوزيع على الأجهز&amp;ة</translation>
    </message>
</context>
<context>
    <name>gpulab::KeyTable</name>
    <message>
        <location filename="../widgets/keytable.h" line="+50"/>
        <source>%1 or %2</source>
        <translation>‏%1 أو %2</translation>
    </message>
</context>
<context>
    <name>gpulab::LabSession</name>
    <message>
        <location filename="../lessons/framework/labsession.cpp" line="+84"/>
        <source>a result has no &quot;variant&quot;</source>
        <translation>إحدى النتائج لا تحوي &quot;variant&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a result&apos;s &quot;n&quot; must be a whole number from 1 to %1</source>
        <translation>يجب أن يكون &quot;n&quot; في النتيجة عددًا صحيحًا من ١ إلى %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a result&apos;s &quot;status&quot; is not one of ok, FAILED, error, skipped</source>
        <translation>قيمة &quot;status&quot; في إحدى النتائج ليست من القيم ok أو FAILED أو error أو skipped</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a result&apos;s &quot;%1&quot; must be a number from 0 to %2</source>
        <translation>يجب أن يكون &quot;%1&quot; في النتيجة عددًا من ٠ إلى %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a result&apos;s &quot;speedup_vs_serial&quot; must be -1 (not measured) or a number from 0 to %1</source>
        <translation>يجب أن يكون &quot;speedup_vs_serial&quot; في النتيجة ؜-١ (لم يُقَس) أو عددًا من ٠ إلى %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a result&apos;s &quot;rel_error&quot; must be -1 (not verified) or a number from 0</source>
        <translation>يجب أن يكون &quot;rel_error&quot; في النتيجة ؜-١ (لم يُتحقَّق منه) أو عددًا من ٠ فصاعدًا</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a result&apos;s &quot;repeats&quot; must be a whole number from 0 to %1</source>
        <translation>يجب أن يكون &quot;repeats&quot; في النتيجة عددًا صحيحًا من ٠ إلى %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>GPU Lab %1</source>
        <translation>‏GPU Lab %1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>not valid JSON: %1</source>
        <translation>ليس JSON صالحًا: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not a GPU Lab session file</source>
        <translation>ليس ملف جلسة GPU Lab</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>session version %1 is not supported (this GPU Lab reads %2 to %3)</source>
        <translation>إصدار الجلسة %1 غير مدعوم (يقرأ هذا الـ GPU Lab الإصدارات من %2 إلى %3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;provenance&quot; must be an object (where the session was measured)</source>
        <translation>يجب أن يكون &quot;provenance&quot; كائنًا (أين قِيست الجلسة)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;%1&quot; must be a list of results</source>
        <translation>يجب أن يكون &quot;%1&quot; قائمة نتائج</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&quot;bandwidth_gbs&quot; must be a number from 0 to %1 GB/s</source>
        <translation>يجب أن يكون &quot;bandwidth_gbs&quot; عددًا من ٠ إلى %1 GB/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;peak_gflops&quot; must be a number from 0 to %1 GFLOP/s</source>
        <translation>يجب أن يكون &quot;peak_gflops&quot; عددًا من ٠ إلى %1 GFLOP/s</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a saved session</source>
        <translation>جلسة محفوظة</translation>
    </message>
</context>
<context>
    <name>gpulab::LadderChart</name>
    <message>
        <location filename="../lessons/livelab/benchcharts.cpp" line="+124"/>
        <source>Matrix si&amp;ze N:</source>
        <translation>حجم &amp;المصفوفة N:</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Measure the &amp;ladder</source>
        <translation>قِس &amp;السُّلّم</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every rung of the ladder at one size, on this machine.</source>
        <translation>كل درجات السُّلّم عند حجم واحد، على هذا الجهاز.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The speedup ladder</source>
        <translation>سُلّم التسريع</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The hardware idea of each rung</source>
        <translation>فكرة العتاد في كل درجة</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cancelled.</source>
        <translation>أُلغي.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not measure: %1</source>
        <translation>تعذّر القياس: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done: N = %1 on %2. Hover a bar for its numbers.</source>
        <translation>اكتمل: N = %1 على %2. مرّر المؤشر فوق عمود لترى أرقامه.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Measuring… (serial-naive is left out above N = %1: it would take minutes.)</source>
        <translation>يجري القياس… (يُستبعد serial-naive فوق N = %1: سيستغرق دقائق.)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measuring…</source>
        <translation>يجري القياس…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 GFLOP/s, %2 than %3 (%4 GFLOP/s) at N = %5.</source>
        <translation>‏%1 GFLOP/s، %2 مقارنةً بـ %3 (%4 GFLOP/s) عند N = %5.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The whole product took %1 ms: starting threads, launching kernels and packing blocks cost as much as the arithmetic at this size.</source>
        <translation>استغرق الضرب كله %1 ms: بدء الخيوط وإطلاق الـ kernels وتجميع الكتل كلّفت بقدر ما كلّفته العمليات الحسابية عند هذا الحجم.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This machine runs one hardware thread, so there is nothing to split the rows over; the threads only add their start-up.</source>
        <translation>يشغّل هذا الجهاز خيط عتاد واحدًا، فلا شيء تُوزَّع الصفوف عليه؛ والخيوط لا تضيف إلا زمن بدئها.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The whole product took %1 ms on %2 compute units: launching the kernels and too few work-groups to fill the device set the time, not the arithmetic; the larger N is, the more this rung&apos;s design shows.</source>
        <translation>استغرق الضرب كله %1 ms على %2 وحدة حوسبة: إطلاق الـ kernels وقلة مجموعات العمل عن ملء الجهاز هما ما حدّد الزمن، لا العمليات الحسابية؛ وكلما كبر N ظهر تصميم هذه الدرجة أكثر.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing in the figures explains it: another program may have used the machine, or its clock changed. Measure again when it is idle.</source>
        <translation>لا شيء في الأرقام يفسّر ذلك: ربما استخدم برنامج آخر الجهاز، أو تغيّر تردد ساعته. قِس مجددًا حين يكون خاملًا.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>GFLOP/s (median)</source>
        <translation>‏GFLOP/s (الوسيط)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2 GFLOP/s): %3</source>
        <extracomment>A rung of the kernel ladder in bold, its rate, then its idea in a sentence.</extracomment>
        <translation>‏&lt;b&gt;%1&lt;/b&gt; (%2 GFLOP/s): %3</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Earlier: %1</source>
        <translation>سابقًا: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Rung of the ladder</source>
        <translation>درجة السُّلّم</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>GFLOP/s (billions of floating-point operations per second)</source>
        <translation>‏GFLOP/s (مليارات عمليات الفاصلة العائمة في الثانية)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1
%2 GFLOP/s, median %3 s over %4 runs%5
%6</source>
        <translation>‏%1
%2 GFLOP/s، الوسيط %3 s على %4 تشغيلات%5
%6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, ×%1 serial</source>
        <translation>، ×%1 مقارنةً بالتسلسلي</translation>
    </message>
</context>
<context>
    <name>gpulab::LatencyLab</name>
    <message>
        <location filename="../lessons/memory/memorylive.cpp" line="-415"/>
        <source>Your prediction: how many times longer a load from DRAM takes than one from L1</source>
        <translation>توقّعك: كم مرة تطول قراءة من DRAM مقارنةً بقراءة من L1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about %1×</source>
        <translation>نحو %1×</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>&amp;Predict first: a load from DRAM takes, compared with L1,</source>
        <translation>توقّع &amp;أولًا: تستغرق القراءة من DRAM، مقارنةً بـ L1،</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>&amp;Run on this computer</source>
        <translation>شغّل على هذ&amp;ا الحاسوب</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Follows a chain of pointers through a random cycle of 64-byte lines, from 4 KiB to 256 MiB, on this computer&apos;s CPU: each load waits for the one before, so the time per load is the latency of the level that holds the set. About 5 s.</source>
        <translation>يتتبّع سلسلة من المؤشرات عبر دورة عشوائية من أسطر طولها ٦٤ بايت، من ٤ KiB إلى ٢٥٦ MiB، على CPU هذا الحاسوب: كل قراءة تنتظر سابقتها، فيكون الزمن لكل قراءة هو زمن استجابة المستوى الذي يحوي المجموعة. نحو ٥ s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Latency against working-set size</source>
        <translation>زمن الاستجابة مقابل حجم مجموعة العمل</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a prediction, then run.</source>
        <translation>اختر توقّعًا، ثم شغّل.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The measurement engine stopped: %1</source>
        <translation>توقّف محرك القياس: %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot start the measurement engine: %1</source>
        <translation>يتعذّر بدء محرك القياس: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measuring, largest working set first…</source>
        <translation>يجري القياس، بدءًا بأكبر مجموعة عمل…</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+93"/>
        <source>%1: %2 ns per load</source>
        <translation>‏%1: %2 ns لكل قراءة</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>The measurement failed: %1</source>
        <translation>فشل القياس: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled. Sizes measured before the cancel stay on the chart: %1.</source>
        <translation>أُلغي. الأحجام المقيسة قبل الإلغاء باقية على المخطط: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Done: %1 working-set sizes, each the median of 5 chases.</source>
        <translation>اكتمل: %1 حجمًا لمجموعة العمل، كلٌّ منها وسيط ٥ تتبّعات.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopped before the end: run it again to see the answer.</source>
        <translation>توقّف قبل النهاية: شغّله مجددًا لترى الإجابة.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;%1&lt;/b&gt; Here a load from the largest set (DRAM) took %2× as long as one from the smallest (L1): the nearest choice is about %3×. Each step of the curve is the set outgrowing one cache; a GPU&apos;s steps are the same idea, in hundreds of cycles.</source>
        <translation>&lt;b&gt;‏%1&lt;/b&gt; هنا استغرقت القراءة من أكبر مجموعة (DRAM) %2× زمن القراءة من أصغرها (L1): والخيار الأقرب هو نحو %3×. كل درجة في المنحنى هي تجاوز المجموعة لإحدى الذواكر المخبئية؛ ودرجات GPU هي الفكرة نفسها، بمئات الدورات.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Time per dependent load against working-set size (this CPU)</source>
        <translation>الزمن لكل قراءة تابعة مقابل حجم مجموعة العمل (هذا الـ CPU)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Working set (KiB, log scale)</source>
        <translation>مجموعة العمل (KiB، مقياس لوغاريتمي)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency per load (ns, log scale)</source>
        <translation>زمن الاستجابة لكل قراءة (ns، مقياس لوغاريتمي)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>L%1 cache of this CPU: %2</source>
        <translation>الذاكرة المخبئية L%1 لهذا الـ CPU: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>measured latency</source>
        <translation>زمن الاستجابة المقيس</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 %2 ns</source>
        <translation>%1 %2 ns</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No measurement yet.</source>
        <translation>لا قياس بعد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency per load: %1.</source>
        <translation>زمن الاستجابة لكل قراءة: %1.</translation>
    </message>
</context>
<context>
    <name>gpulab::LessonPanel</name>
    <message>
        <location filename="../lessons/framework/lessonpanel.cpp" line="+159"/>
        <source>Lesson title</source>
        <translation>عنوان الدرس</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Section</source>
        <translation>القسم</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Instructor notes</source>
        <translation>ملاحظات المعلّم</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Section %1 of %2: %3</source>
        <translation>القسم %1 من %2: %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>**This section cannot be shown.** %1</source>
        <translation>**تعذّر عرض هذا القسم.** %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This section is not translated yet: it is shown in English.</source>
        <translation>هذا القسم غير مترجم بعد: يُعرض بالإنجليزية.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this lesson you will</source>
        <translation>في هذا الدرس</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(No notes for this section.)</source>
        <translation>(لا ملاحظات لهذا القسم.)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: tools and measurements</source>
        <translation>‏%1: الأدوات والقياسات</translation>
    </message>
</context>
<context>
    <name>gpulab::LinkCalculator</name>
    <message>
        <location filename="../lessons/interconnects/linkcalculator.cpp" line="+67"/>
        <source> billion</source>
        <translation> مليار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model size: parameters, in billions</source>
        <translation>حجم النموذج: المعاملات، بالمليارات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Parameters P:</source>
        <translation>&amp;المعاملات P:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FP32: 4 bytes</source>
        <translation>‏FP32: ‏٤ بايت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 / FP16: 2 bytes</source>
        <translation>‏BF16 / FP16: ‏٢ بايت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8: 1 byte</source>
        <translation>‏FP8: بايت واحد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per gradient</source>
        <translation>البايتات لكل تدرّج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Gradient b:</source>
        <translation>التدرّ&amp;ج b:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Number of GPUs in the ring</source>
        <translation>عدد وحدات GPU في الحلقة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GP&amp;Us N:</source>
        <translation>وحدات GP&amp;U ‏N:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU whose peak sets the compute time</source>
        <translation>الـ GPU الذي تحدّد ذروته زمن الحساب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (BF16 dense %2)</source>
        <translation>‏%1 (BF16 كثيف %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU &amp;peak:</source>
        <translation>&amp;ذروة GPU:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> %</source>
        <translation> ٪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utilisation: share of the peak achieved, in percent</source>
        <translation>نسبة الاستخدام: الحصة المُحقَّقة من الذروة، بالمئة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>U&amp;tilisation:</source>
        <translation>نسبة &amp;الاستخدام:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tokens per training step, whole batch</source>
        <translation>الرموز لكل خطوة تدريب، الدفعة كلها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To&amp;kens per step T:</source>
        <translation>الرمو&amp;ز لكل خطوة T:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The formulas with your numbers</source>
        <translation>الصيغ بأرقامك</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All-reduce time per step on each interconnect, against the compute time</source>
        <translation>زمن all-reduce لكل خطوة على كل وصلة بينية، مقابل زمن الحساب</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Interconnect
(B per direction)</source>
        <translation>الوصلة البينية
(B لكل اتجاه)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-reduce
per step</source>
        <translation>‏all-reduce
لكل خطوة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Communication
÷ compute</source>
        <translation>الاتصال
÷ الحساب</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>الحكم</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>&lt;p&gt;&lt;b&gt;Gradients&lt;/b&gt; S = P × b = %1 × %2 bytes = &lt;b&gt;%3&lt;/b&gt;.&lt;br&gt;&lt;b&gt;Compute per step&lt;/b&gt; = 6 × P × T ÷ (N × peak × utilisation) = 6 × %1 × %4 ÷ (%5 × %6 × %7 %) = &lt;b&gt;%8&lt;/b&gt; (about 6 FLOPs per parameter per token: 2 forward, 4 backward).&lt;br&gt;&lt;b&gt;Ring all-reduce&lt;/b&gt; = 2(N − 1) × (α + S ÷ (N × B)), B per direction, α typical per-step latency (approx.).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;التدرّجات&lt;/b&gt; S = P × b = %1 × %2 بايت = &lt;b&gt;%3&lt;/b&gt;.&lt;br&gt;&lt;b&gt;الحساب لكل خطوة&lt;/b&gt; = 6 × P × T ÷ (N × الذروة × نسبة الاستخدام) = 6 × %1 × %4 ÷ (%5 × %6 × %7٪) = &lt;b&gt;%8&lt;/b&gt; (نحو ٦ FLOP لكل معامل لكل رمز: ٢ للتمرير الأمامي، و٤ للخلفي).&lt;br&gt;&lt;b&gt;all-reduce الحلقي&lt;/b&gt; = ‎2(N − 1) × (α + S ÷ (N × B))‎، حيث B لكل اتجاه، وα زمن الاستجابة النموذجي لكل خطوة (تقريبي).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (NVSwitch, all to all)</source>
        <translation>‏%1 (NVSwitch، الكل إلى الكل)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2</source>
        <translation>%1، %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This machine, host ↔ device as measured, %1</source>
        <translation>هذا الجهاز، المضيف ↔ الجهاز كما قيس، %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>▲ communication dominates</source>
        <translation>▲ الاتصال هو الغالب</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>▼ compute dominates</source>
        <translation>▼ الحساب هو الغالب</translation>
    </message>
</context>
<context>
    <name>gpulab::LinkLab</name>
    <message>
        <location filename="../lessons/interconnects/linklabs.cpp" line="+65"/>
        <source>Cancelled.</source>
        <translation>أُلغي.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Looking for OpenCL devices…</source>
        <translation>البحث عن أجهزة OpenCL…</translation>
    </message>
</context>
<context>
    <name>gpulab::LinkRunner</name>
    <message>
        <location filename="../lessons/interconnects/linkrunner.cpp" line="+61"/>
        <source>A measurement is already running.</source>
        <translation>هناك قياس قيد التشغيل بالفعل.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still looking for OpenCL devices; try again in a moment.</source>
        <translation>ما زال البحث عن أجهزة OpenCL جاريًا؛ حاول مجددًا بعد لحظة.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No OpenCL device on this computer, so there is no host ↔ device transfer to measure (%1).</source>
        <translation>لا جهاز OpenCL على هذا الحاسوب، فلا نقل بين المضيف والجهاز لقياسه (%1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose sizes with min ≤ max and at least one repeat.</source>
        <translation>اختر أحجامًا بحيث الأدنى ≤ الأقصى، وتكرارًا واحدًا على الأقل.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No OpenCL device on this computer: the split product needs at least one (%1).</source>
        <translation>لا جهاز OpenCL على هذا الحاسوب: يحتاج الضرب الموزّع إلى جهاز واحد على الأقل (%1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The matrix size must be from 16 to 8192.</source>
        <translation>يجب أن يكون حجم المصفوفة من ١٦ إلى ٨٬١٩٢.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Copying buffers to and from the device…</source>
        <translation>نسخ المخازن المؤقتة إلى الجهاز ومنه…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computing the float64 reference the result is checked against…</source>
        <translation>حساب مرجع float64 الذي تُقارن به النتيجة…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiling the kernel for each device…</source>
        <translation>ترجمة الـ kernel لكل جهاز…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warm-up run…</source>
        <translation>تشغيل إحمائي…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Timed run %1…</source>
        <translation>التشغيل المؤقَّت %1…</translation>
    </message>
</context>
<context>
    <name>gpulab::LinksTable</name>
    <message>
        <location filename="../lessons/interconnects/linkstable.cpp" line="+24"/>
        <source>%1&#xa0;GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Interconnects from the data file: bandwidth per direction and both directions, with sources</source>
        <translation>الوصلات البينية من ملف البيانات: عرض النطاق لكل اتجاه وللاتجاهين، مع المصادر</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Link or system</source>
        <translation>الوصلة أو النظام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Example</source>
        <translation>مثال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Links per GPU</source>
        <translation>الوصلات لكل GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per link, one way</source>
        <translation>لكل وصلة، اتجاه واحد</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per link, one direction</source>
        <translation>لكل وصلة، في اتجاه واحد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per GPU or port, one way</source>
        <translation>لكل GPU أو منفذ، اتجاه واحد</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per GPU or network port, one direction</source>
        <translation>لكل GPU أو منفذ شبكة، في اتجاه واحد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both ways</source>
        <translation>الاتجاهان</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both directions added: the figure vendors often quote</source>
        <translation>مجموع الاتجاهين: الرقم الذي يذكره المُصنِّعون غالبًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency per step</source>
        <translation>زمن الاستجابة لكل خطوة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Latency per step (typical, approx.)</source>
        <translation>زمن الاستجابة لكل خطوة (نموذجي، تقريبي)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1&#xa0;Gb/s = %2</source>
        <translation>%1 Gb/s = %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>~%1&#xa0;µs</source>
        <translation>~%1 µs</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1 — %2 GPUs, %3 switch chips, %4 in all (both directions)</source>
        <translation>‏%1 — %2 GPU، و%3 رقاقات تبديل، و%4 إجمالًا (الاتجاهان)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Source: %1
%2%3</source>
        <translation>المصدر: %1
%2%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
Latency: %1</source>
        <translation>
زمن الاستجابة: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::ListMessage</name>
    <message>
        <location filename="../widgets/listmessage.cpp" line="+48"/>
        <source>%1: details</source>
        <translation>‏%1: التفاصيل</translation>
    </message>
</context>
<context>
    <name>gpulab::LiveLabPanel</name>
    <message>
        <location filename="../lessons/livelab/livelabpanel.cpp" line="+43"/>
        <source>Sa&amp;ve Session…</source>
        <translation>حفظ &amp;الجلسة…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sa&amp;ve…</source>
        <translation>&amp;احفظ…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;ompare with a Saved Session…</source>
        <translation>مقا&amp;رنة بجلسة محفوظة…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C&amp;ompare…</source>
        <translation>مقا&amp;رنة…</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+5"/>
        <source>Save Live Lab Session</source>
        <translation>حفظ جلسة المختبر الحي</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+7"/>
        <source>GPU Lab sessions (*.json)</source>
        <translation>جلسات GPU Lab (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>Compare with a Session</source>
        <translation>المقارنة بجلسة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The session could not be read.
%1</source>
        <translation>تعذّرت قراءة الجلسة.
%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The race</source>
        <translation>السباق</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Speedup ladder</source>
        <translation>سُلّم التسريع</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scaling with N</source>
        <translation>التوسّع مع N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roofline</source>
        <translation>نموذج السقف</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>%1, %2</source>
        <translation>%1، %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> Its roofs: %1 GB/s, %2 GFLOP/s.</source>
        <translation> أسقفه: %1 GB/s، و%2 GFLOP/s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Measured with %1.</source>
        <translation> قيس باستخدام %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comparing with %1: %2 ladder and %3 scaling results.%4</source>
        <translation>مقارنة بـ %1: %2 من نتائج السُّلّم و%3 من نتائج التوسّع.%4</translation>
    </message>
</context>
<context>
    <name>gpulab::LocalRace</name>
    <message>
        <location filename="../lessons/cpuvsgpu/localrace.cpp" line="+26"/>
        <source>Looking for OpenCL devices when this page is first shown.</source>
        <translation>البحث عن أجهزة OpenCL عند أول عرض لهذه الصفحة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+21"/>
        <location line="+114"/>
        <source>OpenCL device</source>
        <translation>جهاز OpenCL</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Which race</source>
        <translation>أيّ سباق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every CPU core vs the OpenCL device</source>
        <translation>كل أنوية CPU مقابل جهاز OpenCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One CPU core vs the OpenCL device</source>
        <translation>نواة CPU واحدة مقابل جهاز OpenCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One CPU core vs every CPU core</source>
        <translation>نواة CPU واحدة مقابل كل أنوية CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;ace:</source>
        <translation>&amp;السباق:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matrix size N</source>
        <translation>حجم المصفوفة N</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Matrix si&amp;ze N:</source>
        <translation>حجم المصفوفة &amp;N:</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Run the &amp;measurement</source>
        <translation>شغّل &amp;القياس</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Sto&amp;p</source>
        <translation>&amp;إيقاف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the measurement</source>
        <translation>أوقف القياس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What is happening</source>
        <translation>ما يحدث</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Measured result</source>
        <translation>النتيجة المقيسة</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Looking for OpenCL devices…</source>
        <translation>البحث عن أجهزة OpenCL…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your CPU itself, driven the GPU way through OpenCL</source>
        <translation>‏CPU نفسه، مُشغَّلًا على طريقة GPU عبر OpenCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an accelerator</source>
        <translation>مُسرِّع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenCL device: %1 (%2, %3 compute units). Not a model: these are measured times, each answer checked against float64.</source>
        <translation>جهاز OpenCL: %1 (%2، %3 وحدة حوسبة). ليس نموذجًا: هذه أزمنة مقيسة، وكل إجابة مُتحقَّق منها مقابل float64.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CPU only: no OpenCL device was found here, so the GPU side cannot run; the race of one core against every core still can. (Why: %1)</source>
        <translation>‏CPU فقط: لم يُعثر هنا على جهاز OpenCL، فلا يمكن تشغيل جهة GPU؛ لكن سباق نواة واحدة مقابل كل الأنوية ما زال ممكنًا. (السبب: %1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+4"/>
        <source>CPU: every core</source>
        <translation>‏CPU: كل الأنوية</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>CPU: one core</source>
        <translation>‏CPU: نواة واحدة</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>rows shared among the cores</source>
        <translation>الصفوف موزّعة على الأنوية</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>one multiply-add after another</source>
        <translation>عملية ضرب وجمع تلو أخرى</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>OpenCL: %1</source>
        <translation>OpenCL: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thousands of work-items in lockstep groups</source>
        <translation>آلاف عناصر العمل في مجموعات متزامنة الخطى</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>There is no OpenCL device here: choose the CPU race.</source>
        <translation>لا جهاز OpenCL هنا: اختر سباق CPU.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Starting…</source>
        <translation>يبدأ…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Stopping…</source>
        <translation>يتوقف…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Measured here: %1 was %2× faster.</source>
        <translation>القياس هنا: كان %1 أسرع بـ %2×.</translation>
    </message>
</context>
<context>
    <name>gpulab::LossScalingModel</name>
    <message>
        <location filename="../lessons/precision/lossscalingmodel.cpp" line="+108"/>
        <source>FP16 with a fixed scale of 2^16</source>
        <translation>‏FP16 بمقياس ثابت 2^16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 with a fixed scale that is too large (2^34)</source>
        <translation>‏FP16 بمقياس ثابت كبير أكثر من اللازم (2^34)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 with dynamic loss scaling</source>
        <translation>‏FP16 مع التحجيم الديناميكي للخسارة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 without loss scaling</source>
        <translation>‏BF16 دون تحجيم الخسارة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 E5M2 with dynamic loss scaling</source>
        <translation>‏FP8 E5M2 مع التحجيم الديناميكي للخسارة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 E4M3 with dynamic loss scaling</source>
        <translation>‏FP8 E4M3 مع التحجيم الديناميكي للخسارة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 without loss scaling</source>
        <translation>‏FP16 دون تحجيم الخسارة</translation>
    </message>
</context>
<context>
    <name>gpulab::LossScalingPage</name>
    <message>
        <location filename="../lessons/precision/lossscalingpage.cpp" line="+32"/>
        <source>This copy of the lesson has no loss-scaling simulation.</source>
        <translation>لا تحوي هذه النسخة من الدرس محاكاة تحجيم الخسارة.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scenario</source>
        <translation>السيناريو</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sce&amp;nario:</source>
        <translation>&amp;السيناريو:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Format of the gradients</source>
        <translation>صيغة التدرّجات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>F&amp;ormat:</source>
        <translation>&amp;الصيغة:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loss scaling</source>
        <translation>تحجيم الخسارة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>معطّل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fixed</source>
        <translation>ثابت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dynamic</source>
        <translation>ديناميكي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loss s&amp;caling:</source>
        <translation>تحجيم الخسا&amp;رة:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scale, as a power of two (the start for dynamic scaling)</source>
        <translation>المقياس، بوصفه قوة للعدد ٢ (نقطة البدء للتحجيم الديناميكي)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scal&amp;e:</source>
        <translation>&amp;المقياس:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clean steps before the dynamic scale doubles</source>
        <translation>الخطوات السليمة قبل أن يتضاعف المقياس الديناميكي</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clean steps &amp;before ×%1:</source>
        <translation>&amp;الخطوات السليمة قبل ×%1:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Predict first.&lt;/b&gt; The simulation stores gradients in FP16 with no loss scaling. What share of them survives, that is, is not rounded to zero?</source>
        <translation>&lt;b&gt;توقّع أولًا.&lt;/b&gt; تخزّن المحاكاة التدرّجات بصيغة FP16 دون تحجيم للخسارة. ما نسبة ما ينجو منها، أي لا يُقرَّب إلى الصفر؟</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Run FP16 without scaling</source>
        <translation>شغّل &amp;FP16 دون تحجيم</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a share, then run. The verdict comes after %1 training steps.</source>
        <translation>اختر نسبة، ثم شغّل. يأتي الحكم بعد %1 خطوة تدريب.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your prediction and the result</source>
        <translation>توقّعك والنتيجة</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>more than 90 %</source>
        <translation>أكثر من ٩٠٪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>between 50 % and 90 %</source>
        <translation>بين ٥٠٪ و٩٠٪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>between 10 % and 50 %</source>
        <translation>بين ١٠٪ و٥٠٪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>less than 10 %</source>
        <translation>أقل من ١٠٪</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>First choose the share you expect to survive.</source>
        <translation>اختر أولًا النسبة التي تتوقع أن تنجو.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your prediction: %1 survive. Watch the first %2 training steps…</source>
        <translation>توقّعك: ينجو %1. شاهد أول %2 خطوة تدريب…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The set-up changed, so the prediction was about another run. Choose a share and run again.</source>
        <translation>تغيّر الإعداد، فصار التوقّع يخصّ تشغيلًا آخر. اختر نسبة وشغّل مجددًا.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>✓ Right.</source>
        <translation>✓ صحيح.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✗ Not this time.</source>
        <translation>✗ ليس هذه المرة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After %1 steps (%2 gradients), %3 survived: %4. You said %5.</source>
        <translation>بعد %1 خطوة (%2 تدرّج)، نجا %3: %4. قلتَ %5.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Why: FP16&apos;s smallest subnormal is %1 ≈ %2; anything below half of it rounds to 0. These gradients have a median of %3, so a large part of them falls below that line. And %4 of the survivors are subnormal, with fewer than %5 significant bits. Multiplying the loss by %6 lifts almost the whole spread into FP16&apos;s normal range (in the same run %7 of the gradients would stay subnormal and %8 would be lost), and dividing the gradients by it again in FP32 is exact: that is loss scaling. Step to the next scenario to see it.</source>
        <translation>السبب: أصغر قيمة دون طبيعية في FP16 هي %1 ≈ %2؛ وكل ما يقلّ عن نصفها يُقرَّب إلى 0. وسيط هذه التدرّجات %3، فيقع جزء كبير منها تحت ذلك الخط. و%4 من الناجية دون طبيعية، بأقل من %5 بتّات معنوية. ضرب الخسارة في %6 يرفع الانتشار كله تقريبًا إلى المدى الطبيعي لـ FP16 (في التشغيل نفسه سيبقى %7 من التدرّجات دون طبيعي ويضيع %8)، وقسمة التدرّجات عليه من جديد في FP32 دقيقة: هذا هو تحجيم الخسارة. انتقل إلى السيناريو التالي لتراه.</translation>
    </message>
</context>
<context>
    <name>gpulab::LossScalingScene</name>
    <message>
        <location filename="../lessons/precision/lossscalingscene.cpp" line="+64"/>
        <source>kept</source>
        <translation>مُحتفَظ به</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>subnormal (fewer bits)</source>
        <translation>دون طبيعي (بتّات أقل)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost (rounded to 0)</source>
        <translation>ضائع (مُقرَّب إلى ٠)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overflow (inf, NaN)</source>
        <translation>فيضان (inf، NaN)</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>rounds to 0</source>
        <translation>يُقرَّب إلى ٠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>subnormal</source>
        <translation>دون طبيعي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>normal: full precision</source>
        <translation>طبيعي: دقة كاملة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>overflow</source>
        <translation>فيضان</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>This step: %1 · kept %2 (%3 subnormal) · lost %4 · overflowed %5</source>
        <translation>هذه الخطوة: %1 · مُحتفَظ %2 (%3 دون طبيعي) · ضائع %4 · فاض %5</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Whole run: %1 · kept %2 · lost %3 · overflowed %4</source>
        <translation>التشغيل كله: %1 · مُحتفَظ %2 · ضائع %3 · فاض %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Steps with an overflow: %1, each skipped, the scale halved</source>
        <translation>خطوات فيها فيضان: %1، تُخطّيت كلٌّ منها، وقُسم المقياس على ٢</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Steps with an overflow: %1 (their update is inf or NaN)</source>
        <translation>خطوات فيها فيضان: %1 (تحديثها inf أو NaN)</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Loss scale over the run (log₂), ▼ = a step that overflowed</source>
        <translation>مقياس الخسارة على امتداد التشغيل (log₂)، ▼ = خطوة حدث فيها فيضان</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss scale (log₂), ▼ = overflow</source>
        <translation>مقياس الخسارة (log₂)، ▼ = فيضان</translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+30"/>
        <source>no loss scaling</source>
        <translation>بلا تحجيم للخسارة</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>a fixed loss scale of %1</source>
        <translation>مقياس خسارة ثابت قدره %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dynamic loss scaling (×2 after each clean step, ÷2 on overflow)</source>
        <translation>تحجيم ديناميكي للخسارة (×2 بعد كل خطوة سليمة، ÷2 عند الفيضان)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dynamic loss scaling (×2 after %1 clean steps, ÷2 on overflow)</source>
        <translation>تحجيم ديناميكي للخسارة (×2 بعد %1 خطوة سليمة، ÷2 عند الفيضان)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a fixed loss scale</source>
        <translation>مقياس خسارة ثابت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dynamic loss scaling</source>
        <translation>تحجيم ديناميكي للخسارة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale now %1</source>
        <translation>المقياس الآن %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · ×2 after each clean step, ÷2 on overflow</source>
        <translation> · ×2 بعد كل خطوة سليمة، ÷2 عند الفيضان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · ×2 after %1 clean steps, ÷2 on overflow</source>
        <translation> · ×2 بعد %1 خطوة سليمة، ÷2 عند الفيضان</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training step %1 of %2 · a MODEL: invented gradients, not a measurement</source>
        <translation>خطوة التدريب %1 من %2 · نموذج: تدرّجات مُختلَقة، لا قياس</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>A model, not a measurement: %1 invented gradient values per training step, stored in %2 with %3; the scale is now %4. After %5 of %6 steps: %7 of %8 gradients kept (%9 of them subnormal), %10 lost to underflow, %11 overflowed; %12 steps had an overflow.</source>
        <translation>نموذج، لا قياس: %1 قيمة تدرّج مُختلَقة لكل خطوة تدريب، مخزَّنة بصيغة %2 مع %3؛ والمقياس الآن %4. بعد %5 من %6 خطوة: احتُفظ بـ %7 من %8 تدرّج (%9 منها دون طبيعي)، وضاع %10 بالتدفق السفلي، وفاض %11؛ وحدث فيضان في %12 خطوة.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Format and loss scaling</source>
        <translation>الصيغة وتحجيم الخسارة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Format</source>
        <translation>الصيغة</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>off</source>
        <translation>معطّل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fixed</source>
        <translation>ثابت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dynamic</source>
        <translation>ديناميكي</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss scaling</source>
        <translation>تحجيم الخسارة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start at 2^k</source>
        <translation>البدء عند 2^k</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scale 2^k</source>
        <translation>المقياس 2^k</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clean steps before ×2</source>
        <translation>الخطوات السليمة قبل ×2</translation>
    </message>
</context>
<context>
    <name>gpulab::MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="+83"/>
        <location line="+1"/>
        <location line="+1148"/>
        <location line="+1"/>
        <source>GPU Lab</source>
        <translation>GPU Lab</translation>
    </message>
    <message>
        <location line="-1075"/>
        <source>There is no lesson “%1”; showing the first lesson instead.</source>
        <translation>لا يوجد درس «%1»؛ يُعرض الدرس الأول بدلًا منه.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>&amp;File</source>
        <translation>&amp;الملف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import Lessons Folder…</source>
        <translation>&amp;استيراد مجلد دروس…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export Progress as CSV…</source>
        <translation>تصدير التقدّم بصيغة &amp;CSV…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Quiz &amp;Grades as CSV (for Moodle)…</source>
        <translation>تصدير &amp;درجات الاختبارات بصيغة CSV (لـ Moodle)…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open &amp;Class Results…</source>
        <translation>فتح نتائج &amp;الصف…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your &amp;Name and ID…</source>
        <translation>&amp;اسمك ورقمك التعريفي…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>C&amp;lass Plan</source>
        <translation>خطة &amp;الحصة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Class Plan…</source>
        <translation>&amp;افتح خطة حصة…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Add This View to the Plan</source>
        <translation>إضافة هذا العر&amp;ض إلى الخطة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit Class Plan…</source>
        <translation>تحرير خطة &amp;الحصة…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Class Plan…</source>
        <translation>حفظ خطة &amp;الحصة…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Close Class Plan</source>
        <translation>&amp;إغلاق خطة الحصة</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Reload Lessons</source>
        <translation>إعاد&amp;ة تحميل الدروس</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>خر&amp;وج</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>عر&amp;ض</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;زيادة التكبير</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom &amp;Out</source>
        <translation>&amp;إنقاص التكبير</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset Zoom</source>
        <translation>&amp;إعادة ضبط التكبير</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Theme</source>
        <translation>&amp;السمة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;System</source>
        <translation>سمة &amp;النظام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>&amp;ألوان فاتحة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>&amp;داكنة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High Contrast (Projector)</source>
        <translation>تباين عالٍ (جها&amp;ز العرض)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Simulation &amp;Drawing</source>
        <translation>&amp;رسم المحاكاة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Automatic (OpenGL on a GPU, Plain on a Software Renderer)</source>
        <translation>تلقائي (O&amp;penGL على GPU، ورسم بسيط على مُصيِّر برمجي)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;OpenGL with Overlay Controls</source>
        <translation>&amp;OpenGL مع عناصر تحكم فوقية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Plain, without OpenGL</source>
        <translation>بسيط، دون Op&amp;enGL</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Language</source>
        <translation>&amp;اللغة</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;System Default (%1)</source>
        <translation>&amp;افتراضي النظام (%1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Full Screen</source>
        <translation>ملء &amp;الشاشة</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Present</source>
        <translation>عر&amp;ض تقديمي</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lesson &amp;List</source>
        <translation>قائمة &amp;الدروس</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Lesson</source>
        <translation>&amp;الدرس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Section</source>
        <translation>&amp;القسم التالي</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Previous Section</source>
        <translation>&amp;القسم السابق</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>P&amp;lay / Pause Simulation</source>
        <translation>تشغيل/&amp;إيقاف مؤقت للمحاكاة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Step Simulation</source>
        <translation>خطو&amp;ة في المحاكاة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;lower</source>
        <translation>&amp;أبطأ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Faster</source>
        <translation>&amp;أسرع</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Restart Simulation</source>
        <translation>إعادة بد&amp;ء المحاكاة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Simulation &amp;Parameters…</source>
        <translation>معاملا&amp;ت المحاكاة…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save Simulation Set-up…</source>
        <translation>حفظ إعداد المحاكاة…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load Simulation Set-up…</source>
        <translation>تحميل إعداد المحاكاة…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Instructor &amp;Notes</source>
        <translation>ملاحظا&amp;ت المعلّم</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>مساعد&amp;ة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>User &amp;Manual</source>
        <translation>&amp;دليل المستخدم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Teacher Tips…</source>
        <translation>نصائح &amp;المعلّم…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About GPU Lab</source>
        <translation>حول GP&amp;U Lab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>حول &amp;Qt</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Import a Quiz (Moodle GIFT or Moodle XML)</source>
        <translation>استيراد اختبار (Moodle GIFT أو Moodle XML)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Question banks (*.gift *.txt *.xml);;GIFT question banks (*.gift *.txt);;Moodle XML question banks (*.xml);;All files (*)</source>
        <translation>بنوك الأسئلة (*.gift *.txt *.xml);;بنوك أسئلة GIFT (*.gift *.txt);;بنوك أسئلة Moodle XML (*.xml);;كل الملفات (*)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Moodle: Question bank › Import › Moodle XML format</source>
        <translation>Moodle: بنك الأسئلة › استيراد › صيغة Moodle XML</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moodle: Question bank › Import › GIFT format</source>
        <translation>Moodle: بنك الأسئلة › استيراد › صيغة GIFT</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%Ln question(s) exported to %1 (%2)</source>
        <translation>
            <numerusform>لم يُصدَّر أي سؤال إلى %1 (%2)</numerusform>
            <numerusform>صُدِّر سؤال واحد إلى %1 (%2)</numerusform>
            <numerusform>صُدِّر سؤالان إلى %1 (%2)</numerusform>
            <numerusform>صُدِّرت %Ln أسئلة إلى %1 (%2)</numerusform>
            <numerusform>صُدِّر %Ln سؤالًا إلى %1 (%2)</numerusform>
            <numerusform>صُدِّر %Ln سؤال إلى %1 (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Export Quiz as Moodle XML</source>
        <translation>تصدير الاختبار بصيغة Moodle XML</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export Quiz as GIFT</source>
        <translation>تصدير الاختبار بصيغة GIFT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moodle XML question banks (*.xml)</source>
        <translation>بنوك أسئلة Moodle XML (*.xml)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export Quiz</source>
        <translation>تصدير الاختبار</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Lessons reloaded.</source>
        <translation>أُعيد تحميل الدروس.</translation>
    </message>
    <message>
        <location line="+242"/>
        <source>The instructor&apos;s tips for this lesson</source>
        <translation>نصائح المعلّم لهذا الدرس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This lesson has no teacher tips</source>
        <translation>لا توجد نصائح للمعلّم لهذا الدرس</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Section %1 of %2</source>
        <translation>القسم %1 من %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>beat %1 of %2</source>
        <translation>المقطع %1 من %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>beat %1 of %2: %3</source>
        <translation>المقطع %1 من %2: %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>beat %1</source>
        <translation>المقطع %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>beat %1: %2</source>
        <translation>المقطع %1: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Plan step %1 of %2 (%3 min)</source>
        <translation>خطوة الخطة %1 من %2 (%3 دقيقة)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plan step %1 of %2</source>
        <translation>خطوة الخطة %1 من %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Plan: %1</source>
        <translation>الخطة: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(end of the class plan)</source>
        <translation>(نهاية خطة الحصة)</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Simulations are drawn with OpenGL (%1).</source>
        <translation>تُرسم المحاكاة باستخدام OpenGL (%1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>OpenGL is unavailable here: simulations stay on the plain canvas.</source>
        <translation>OpenGL غير متاح هنا: تبقى المحاكاة على اللوحة البسيطة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Simulations are drawn without OpenGL.</source>
        <translation>تُرسم المحاكاة دون OpenGL.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The quiz you are taking stays in its language until you finish it.</source>
        <translation>يبقى الاختبار الذي تجريه بلغته إلى أن تُنهيه.</translation>
    </message>
    <message>
        <location line="+323"/>
        <source>Simulations: OpenGL with overlay controls (%1)</source>
        <translation>المحاكاة: OpenGL مع عناصر تحكم فوقية (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Simulations: plain canvas. %1</source>
        <translation>المحاكاة: لوحة بسيطة. %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;h2&gt;GPU Lab %1&lt;/h2&gt;&lt;p&gt;How GPU hardware powers AI, measured on your own machine.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;br&gt;%4&lt;br&gt;%6&lt;/p&gt;&lt;p&gt;Your progress: %5&lt;/p&gt;</source>
        <translation>&lt;h2&gt;GPU Lab %1&lt;/h2&gt;&lt;p&gt;كيف يمنح عتادُ GPU الذكاءَ الاصطناعيَّ قوّتَه، مقيسًا على جهازك أنت.&lt;/p&gt;&lt;p&gt;Qt %2 (بُني باستخدام %3)&lt;br&gt;%4&lt;br&gt;%6&lt;/p&gt;&lt;p&gt;تقدّمك: %5&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>The class plan %1 could not be opened.</source>
        <translation>تعذّر فتح خطة الحصة %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The class plan %1 has no step this GPU Lab can show.</source>
        <translation>لا تحوي خطة الحصة %1 أي خطوة يستطيع GPU Lab هذا عرضها.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Class plan opened: %Ln step(s); %1 left out:</source>
        <translation>
            <numerusform>فُتحت خطة الحصة: لا خطوات فيها؛ واستُبعد %1:</numerusform>
            <numerusform>فُتحت خطة الحصة: خطوة واحدة؛ واستُبعد %1:</numerusform>
            <numerusform>فُتحت خطة الحصة: خطوتان؛ واستُبعد %1:</numerusform>
            <numerusform>فُتحت خطة الحصة: %Ln خطوات؛ واستُبعد %1:</numerusform>
            <numerusform>فُتحت خطة الحصة: %Ln خطوة؛ واستُبعد %1:</numerusform>
            <numerusform>فُتحت خطة الحصة: %Ln خطوة؛ واستُبعد %1:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Class plan opened: %Ln step(s). In presenter mode the clicker walks them.</source>
        <translation>
            <numerusform>فُتحت خطة الحصة: لا خطوات فيها. في وضع العرض التقديمي يتنقّل جهاز التحكم عن بُعد بين خطواتها.</numerusform>
            <numerusform>فُتحت خطة الحصة: خطوة واحدة. في وضع العرض التقديمي يتنقّل جهاز التحكم عن بُعد بين خطواتها.</numerusform>
            <numerusform>فُتحت خطة الحصة: خطوتان. في وضع العرض التقديمي يتنقّل جهاز التحكم عن بُعد بين خطواتها.</numerusform>
            <numerusform>فُتحت خطة الحصة: %Ln خطوات. في وضع العرض التقديمي يتنقّل جهاز التحكم عن بُعد بين خطواتها.</numerusform>
            <numerusform>فُتحت خطة الحصة: %Ln خطوة. في وضع العرض التقديمي يتنقّل جهاز التحكم عن بُعد بين خطواتها.</numerusform>
            <numerusform>فُتحت خطة الحصة: %Ln خطوة. في وضع العرض التقديمي يتنقّل جهاز التحكم عن بُعد بين خطواتها.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Class Plan</source>
        <translation>خطة الحصة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The class plan has changes that are not saved. Save them?</source>
        <translation>في خطة الحصة تغييرات غير محفوظة. أتريد حفظها؟</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+10"/>
        <source>Open Class Plan</source>
        <translation>فتح خطة حصة</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Class plans (*.gpulab-plan.json *.json);;All files (*)</source>
        <translation>خطط الحصص (*.gpulab-plan.json *.json);;كل الملفات (*)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+8"/>
        <source>Save Class Plan</source>
        <translation>حفظ خطة الحصة</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Class plans (*.gpulab-plan.json)</source>
        <translation>خطط الحصص (*.gpulab-plan.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Class plan saved to %1</source>
        <translation>حُفظت خطة الحصة في %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The class plan is full (%1 steps).</source>
        <translation>خطة الحصة ممتلئة (%1 خطوة).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a lesson&apos;s view can be added to the class plan.</source>
        <translation>لا يُضاف إلى خطة الحصة إلا عرضٌ من درس.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Added to the class plan as step %1 of %2: %3</source>
        <translation>أُضيف إلى خطة الحصة بوصفه الخطوة %1 من %2: %3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The set-up could not be loaded.
%1</source>
        <translation>تعذّر تحميل الإعداد.
%1</translation>
    </message>
    <message>
        <location line="-1234"/>
        <location line="+258"/>
        <source>%1 — GPU Lab</source>
        <translation>%1 — GPU Lab</translation>
    </message>
    <message>
        <location line="-661"/>
        <source>%1 A fresh measurement engine was started.</source>
        <translation>%1 شُغِّل محرك قياس جديد.</translation>
    </message>
    <message numerus="yes">
        <location line="+299"/>
        <source>Data files: %Ln problem(s); the rows concerned are left out (gpulab-cli data check lists them). First: %1</source>
        <translation>
            <numerusform>ملفات البيانات: لا مشكلات؛ استُبعدت الصفوف المعنية (يسردها الأمر gpulab-cli data check). الأولى: %1</numerusform>
            <numerusform>ملفات البيانات: مشكلة واحدة؛ استُبعدت الصفوف المعنية (يسردها الأمر gpulab-cli data check). الأولى: %1</numerusform>
            <numerusform>ملفات البيانات: مشكلتان؛ استُبعدت الصفوف المعنية (يسردها الأمر gpulab-cli data check). الأولى: %1</numerusform>
            <numerusform>ملفات البيانات: %Ln مشكلات؛ استُبعدت الصفوف المعنية (يسردها الأمر gpulab-cli data check). الأولى: %1</numerusform>
            <numerusform>ملفات البيانات: %Ln مشكلة؛ استُبعدت الصفوف المعنية (يسردها الأمر gpulab-cli data check). الأولى: %1</numerusform>
            <numerusform>ملفات البيانات: %Ln مشكلة؛ استُبعدت الصفوف المعنية (يسردها الأمر gpulab-cli data check). الأولى: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-222"/>
        <source>Import &amp;Quiz…</source>
        <translation>&amp;استيراد اختبار…</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>Take the Lesson&apos;s &amp;Quiz</source>
        <translation>&amp;إجراء اختبار الدرس</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take the &amp;Exam (Every Lesson)</source>
        <translation>إجر&amp;اء الامتحان (كل الدروس)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quiz &amp;Results</source>
        <translation>نتائج &amp;الاختبارات</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Your quiz results</source>
        <translation>نتائج اختباراتك</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Your quiz results — GPU Lab</source>
        <translation>نتائج اختباراتك — GPU Lab</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no quiz “%1”.</source>
        <translation>لا يوجد اختبار «%1».</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>Imported “%1”: %Ln question(s).</source>
        <translation>
            <numerusform>استُورد «%1»: لا أسئلة.</numerusform>
            <numerusform>استُورد «%1»: سؤال واحد.</numerusform>
            <numerusform>استُورد «%1»: سؤالان.</numerusform>
            <numerusform>استُورد «%1»: %Ln أسئلة.</numerusform>
            <numerusform>استُورد «%1»: %Ln سؤالًا.</numerusform>
            <numerusform>استُورد «%1»: %Ln سؤال.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln question(s) could not be read and were left out:</source>
        <translation>
            <numerusform>لم يتعذّر قراءة أي سؤال:</numerusform>
            <numerusform>تعذّرت قراءة سؤال واحد فاستُبعد:</numerusform>
            <numerusform>تعذّرت قراءة سؤالين فاستُبعدا:</numerusform>
            <numerusform>تعذّرت قراءة %Ln أسئلة فاستُبعدت:</numerusform>
            <numerusform>تعذّرت قراءة %Ln سؤالًا فاستُبعدت:</numerusform>
            <numerusform>تعذّرت قراءة %Ln سؤال فاستُبعدت:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was imported from %1.</source>
        <translation>لم يُستورد شيء من %1.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Import Quiz</source>
        <translation>استيراد اختبار</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+44"/>
        <source>Open a lesson or one of its quizzes first.</source>
        <translation>افتح درسًا أو أحد اختباراته أولًا.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>GIFT question banks (*.gift)</source>
        <translation>بنوك أسئلة GIFT (*.gift)</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>The quiz could not be written to %1: %2</source>
        <translation>تعذّرت كتابة الاختبار في %1: %2</translation>
    </message>
    <message>
        <location line="-394"/>
        <source>Export Quiz &amp;Results as CSV…</source>
        <translation>تصدير نتائج الاختبارات بصيغة C&amp;SV…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export Lesson Quiz as &amp;GIFT…</source>
        <translation>تصدير اختبار الدرس بصيغة &amp;GIFT…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Lesson Quiz as Moodle &amp;XML…</source>
        <translation>تصدير اختبار الدرس بصيغة Moodle &amp;XML…</translation>
    </message>
    <message>
        <location line="+1036"/>
        <source>Text size 100%</source>
        <translation>حجم النص ١٠٠٪</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The lesson list is hidden to give the lesson room; F9 shows it.</source>
        <translation>أُخفيت قائمة الدروس لإفساح المجال للدرس؛ يُظهرها المفتاح F9.</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Keyboard Shortcuts</source>
        <translation>اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keyboard shortcuts</source>
        <translation>اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>الإجراء</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>المفاتيح</translation>
    </message>
    <message>
        <location line="-21"/>
        <source> or </source>
        <translation> أو </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move between the navigator, the text and the simulation</source>
        <translation>التنقّل بين قائمة الدروس والنص والمحاكاة</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>GPU Lab User Manual</source>
        <translation>دليل مستخدم GPU Lab</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>User manual</source>
        <translation>دليل المستخدم</translation>
    </message>
    <message>
        <location line="-659"/>
        <source>Your progress could not be saved: %1</source>
        <translation>تعذّر حفظ تقدّمك: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your progress is not saved yet: %1.</source>
        <translation>لم يُحفظ تقدّمك بعد: %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your progress is saved again.</source>
        <translation>يُحفظ تقدّمك من جديد.</translation>
    </message>
    <message>
        <location line="+420"/>
        <source>Text size %1%, limited on this screen so that the lesson fits.</source>
        <translation>حجم النص %1٪، وقد حُدّ على هذه الشاشة كي يتّسع الدرس.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text size %1%.</source>
        <translation>حجم النص %1٪.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Your progress</source>
        <translation>تقدّمك</translation>
    </message>
    <message numerus="yes">
        <location line="-6"/>
        <source>%Ln record(s) of your progress could not be saved: %1</source>
        <translation>
            <numerusform>تعذّر حفظ سجلات تقدّمك: %1</numerusform>
            <numerusform>تعذّر حفظ سجل واحد من تقدّمك: %1</numerusform>
            <numerusform>تعذّر حفظ سجلّين من تقدّمك: %1</numerusform>
            <numerusform>تعذّر حفظ %Ln سجلات من تقدّمك: %1</numerusform>
            <numerusform>تعذّر حفظ %Ln سجلًّا من تقدّمك: %1</numerusform>
            <numerusform>تعذّر حفظ %Ln سجل من تقدّمك: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-1115"/>
        <source>&amp;Bright Room (Projector)</source>
        <translation>غرفة مضيئة (جها&amp;ز العرض)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pro&amp;jector Theme</source>
        <translation>سمة جها&amp;ز العرض</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Dark (High Contrast)</source>
        <translation>&amp;داكنة (تباين عالٍ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bright Room</source>
        <translation>&amp;إضاءة ساطعة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;None (the Window&apos;s Theme)</source>
        <translation>بلا (سمة &amp;النافذة)</translation>
    </message>
    <message>
        <location line="+1142"/>
        <source>Quiz: choose an answer</source>
        <translation>الاختبار: اختر إجابة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 to 9</source>
        <translation>1 إلى 9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quiz: check the answer, then go on</source>
        <translation>الاختبار: تحقّق من الإجابة ثم تابع</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Platform: %1; device: %2; driver: %3</source>
        <translation>المنصة: %1؛ الجهاز: %2؛ برنامج التشغيل: %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About GPU Lab</source>
        <translation>حول GPU Lab</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not saved</source>
        <translation>غير محفوظ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose a Folder of Lessons</source>
        <translation>اختر مجلدًا للدروس</translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+10"/>
        <source>Export Progress</source>
        <translation>تصدير التقدّم</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>CSV files (*.csv)</source>
        <translation>ملفات CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Progress exported to %1</source>
        <translation>صُدِّر التقدّم إلى %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The progress could not be written to %1: %2</source>
        <translation>تعذّرت كتابة التقدّم في %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+10"/>
        <source>Save Simulation Set-up</source>
        <translation>حفظ إعداد المحاكاة</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+135"/>
        <source>Simulation set-ups (*.json)</source>
        <translation>إعدادات المحاكاة (*.json)</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Set-up saved to %1</source>
        <translation>حُفظ الإعداد في %1</translation>
    </message>
    <message>
        <location line="+129"/>
        <location line="+16"/>
        <source>Load Simulation Set-up</source>
        <translation>تحميل إعداد المحاكاة</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Set-up loaded from %1</source>
        <translation>حُمِّل الإعداد من %1</translation>
    </message>
</context>
<context>
    <name>gpulab::MarketTable</name>
    <message>
        <location filename="../lessons/generations/generationtables.cpp" line="+30"/>
        <source>Consumer and datacenter GPUs, from the data file</source>
        <translation>وحدات GPU الاستهلاكية ولمراكز البيانات، من ملف البيانات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market</source>
        <translation>السوق</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Consumer card or datacenter GPU</source>
        <translation>بطاقة استهلاكية أو GPU لمراكز البيانات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>الذاكرة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory per GPU and its type</source>
        <translation>الذاكرة لكل GPU ونوعها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU link</source>
        <translation>وصلة GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU-to-GPU link, all links, both directions</source>
        <translation>الوصلة بين وحدات GPU، كل الوصلات، الاتجاهان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ECC on the memory as the vendor states it; —: not stated</source>
        <translation>‏ECC على الذاكرة كما يذكرها المُصنِّع؛ —: غير مذكور</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power</source>
        <translation>القدرة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Board or module power, W</source>
        <translation>قدرة اللوحة أو الوحدة، W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Launch price</source>
        <translation>سعر الإطلاق</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The vendor&apos;s launch price (MSRP) and its month; —: none published</source>
        <translation>سعر الإطلاق من المُصنِّع (MSRP) وشهره؛ —: لم يُنشر</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>consumer</source>
        <translation>استهلاكية</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>datacenter</source>
        <translation>مراكز بيانات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GB %2</source>
        <translation>%1 GB ‏%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>لا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. Source: %2</source>
        <translation>‏%1. المصدر: %2</translation>
    </message>
</context>
<context>
    <name>gpulab::MatchingInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="-100"/>
        <source>choose…</source>
        <translation>اختر…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose its match</source>
        <translation>اختر ما يقابله</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Match each item (Tab moves to the next one)</source>
        <translation>طابِق كل عنصر (ينقلك Tab إلى العنصر التالي)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose a match for every item first, or skip the question.</source>
        <translation>اختر مقابلًا لكل عنصر أولًا، أو تخطَّ السؤال.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;b&gt;Right&lt;/b&gt;</source>
        <translation>&lt;b&gt;صحيح&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Not right.&lt;/b&gt; Its match: %1</source>
        <translation>&lt;b&gt;غير صحيح.&lt;/b&gt; مقابله: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::MeasurementLab</name>
    <message>
        <location filename="../lessons/framework/measurementlab.cpp" line="+60"/>
        <source>Ca&amp;ncel</source>
        <translation>&amp;إلغاء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the measurement</source>
        <translation>ألغِ القياس</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Progress of the measurement</source>
        <translation>تقدّم القياس</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>What the measurement is doing</source>
        <translation>ما يفعله القياس</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Your prediction and the result</source>
        <translation>توقّعك والنتيجة</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(choose one)</source>
        <translation>(اختر واحدًا)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>A measurement is already running.</source>
        <translation>هناك قياس قيد التشغيل بالفعل.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancelling…</source>
        <translation>يُلغى…</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Your prediction: %1. Measuring…</source>
        <translation>توقّعك: %1. يجري القياس…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No prediction this time. Measuring…</source>
        <translation>لا توقّع هذه المرة. يجري القياس…</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>No prediction this time.</source>
        <translation>لا توقّع هذه المرة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✓ Right.</source>
        <translation>✓ صحيح.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ Not this time: you said %1.</source>
        <translation>✗ ليس هذه المرة: قلت %1.</translation>
    </message>
</context>
<context>
    <name>gpulab::MemoryChart</name>
    <message>
        <location filename="../lessons/precision/memorychart.cpp" line="+31"/>
        <source>16-bit weights</source>
        <translation>أوزان ١٦ بتّ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>16-bit gradients</source>
        <translation>تدرّجات ١٦ بتّ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 master weights</source>
        <translation>الأوزان الرئيسية FP32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adam momentum (FP32)</source>
        <translation>زخم Adam ‏(FP32)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adam variance (FP32)</source>
        <translation>تباين Adam ‏(FP32)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>FP32 weights</source>
        <translation>أوزان FP32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 / BF16 weights</source>
        <translation>أوزان FP16 / BF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 weights</source>
        <translation>أوزان FP8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 weights</source>
        <translation>أوزان FP4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 GPU</source>
        <translation>‏GPU واحد</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 B each</source>
        <translation>‏%1 B لكلٍّ منها</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Memory for the model&apos;s parameters</source>
        <translation>الذاكرة اللازمة لمعاملات النموذج</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Training (mixed precision, Adam)</source>
        <translation>التدريب (دقة مختلطة، Adam)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source> (%1 of %2)</source>
        <translation> (%1 من %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 parameters. %2. Training needs %3 + %4 + %5 + %6 + %7 = %8 bytes per parameter before activations.</source>
        <translation>‏%1 معامل. %2. يحتاج التدريب إلى %3 + %4 + %5 + %6 + %7 = %8 بايت لكل معامل قبل التنشيطات.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 billion</source>
        <translation>‏%1 مليار</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>one %1</source>
        <translation>‏%1 واحد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one %1: %2</source>
        <translation>‏%1 واحد: %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (%2 B)</source>
        <translation>%1 (%2 B)</translation>
    </message>
</context>
<context>
    <name>gpulab::MemoryLevels</name>
    <message>
        <location filename="../lessons/memory/memorylevels.cpp" line="+66"/>
        <source>Registers</source>
        <translation>السجلّات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 / shared memory</source>
        <translation>‏L1 / الذاكرة المشتركة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L2 cache</source>
        <translation>الذاكرة المخبئية L2</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Host memory (PCIe)</source>
        <translation>ذاكرة المضيف (PCIe)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Regs</source>
        <comment>short for Registers, where the name does not fit</comment>
        <translation>سجلّات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1</source>
        <translation>L1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L2</source>
        <translation>L2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Host</source>
        <comment>short for Host memory (PCIe)</comment>
        <translation>المضيف</translation>
    </message>
</context>
<context>
    <name>gpulab::MemoryModel</name>
    <message>
        <location filename="../lessons/memory/memorymodel.cpp" line="+146"/>
        <source>A working set that fits in L2</source>
        <translation>مجموعة عمل تتّسع في L2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A working set in HBM</source>
        <translation>مجموعة عمل في HBM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Larger than HBM: the host over PCIe</source>
        <translation>أكبر من HBM: المضيف عبر PCIe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix product, naive: every operand from HBM</source>
        <translation>حاصل ضرب المصفوفات، بسيط: كل معامِل من HBM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix product, tiled: operands from shared memory</source>
        <translation>حاصل ضرب المصفوفات، مقسّم إلى بلاطات: المعامِلات من الذاكرة المشتركة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A working set that fits in L1</source>
        <translation>مجموعة عمل تتّسع في L1</translation>
    </message>
    <message>
        <location line="+234"/>
        <source>the tile (%1) must divide the matrix size (%2)</source>
        <translation>يجب أن تقسم البلاطة (%1) حجم المصفوفة (%2)</translation>
    </message>
</context>
<context>
    <name>gpulab::MemoryPage</name>
    <message>
        <location filename="../lessons/precision/memorypage.cpp" line="+38"/>
        <source> billion</source>
        <translation> مليار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters of the model, in billions</source>
        <translation>معاملات النموذج، بالمليارات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Parameters:</source>
        <translation>&amp;المعاملات:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU to compare with</source>
        <translation>‏GPU للمقارنة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(none)</source>
        <translation>(لا شيء)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, %2 GB</source>
        <translation>%1، %2 GB</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Compare with the &amp;memory of:</source>
        <translation>قا&amp;رن بذاكرة:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The memory, in words</source>
        <translation>الذاكرة، بالكلمات</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&lt;p&gt;&lt;b&gt;Just the weights&lt;/b&gt; (enough to run the model): %1 parameters × bytes per parameter = %2 in FP32, %3 in FP16 or BF16, %4 in FP8, %5 in FP4 (GB = 10⁹ bytes).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;الأوزان وحدها&lt;/b&gt; (ما يكفي لتشغيل النموذج): %1 معامل × البايتات لكل معامل = %2 بصيغة FP32، و%3 بصيغة FP16 أو BF16، و%4 بصيغة FP8، و%5 بصيغة FP4 (GB = ١٠⁹ بايت).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 billion</source>
        <translation>‏%1 مليار</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;b&gt;Training&lt;/b&gt; with mixed precision and the Adam optimizer keeps much more per parameter: the 16-bit weights (%1 B) and gradients (%2 B) used in the passes, plus the optimizer&apos;s FP32 state: a master copy of the weights (%3 B), the momentum (%4 B) and the variance (%5 B). That is %6 bytes per parameter, %7 in all, &lt;i&gt;before&lt;/i&gt; the activations, which depend on batch size and sequence length. A popular shortcut, four copies of the 16-bit weights, gives only %8: it leaves out the FP32 master copy and keeps the moments in 16 bits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;التدريب&lt;/b&gt; بالدقة المختلطة ومُحسِّن Adam يحتفظ بأكثر من ذلك بكثير لكل معامل: أوزان ١٦ بتّ (%1 B) والتدرّجات (%2 B) المستخدمة في التمريرات، إضافة إلى حالة المُحسِّن بصيغة FP32: نسخة رئيسية من الأوزان (%3 B)، والزخم (%4 B)، والتباين (%5 B). أي %6 بايت لكل معامل، و%7 إجمالًا، &lt;i&gt;قبل&lt;/i&gt; التنشيطات التي تعتمد على حجم الدفعة وطول التسلسل. واختصار شائع، أربع نسخ من أوزان ١٦ بتّ، لا يعطي إلا %8: فهو يُغفل النسخة الرئيسية FP32 ويحتفظ بالعزوم في ١٦ بتّ.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>1 GPU</source>
        <translation>‏GPU واحد</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;One %1 has %2 of memory. The BF16 weights alone fill %3; the training state needs at least %4, before activations (tools such as ZeRO and FSDP split it across GPUs).&lt;/p&gt;</source>
        <translation>&lt;p&gt;لدى %1 واحد %2 من الذاكرة. أوزان BF16 وحدها تملأ %3؛ وتحتاج حالة التدريب إلى %4 على الأقل، قبل التنشيطات (وأدوات مثل ZeRO وFSDP توزّعها على وحدات GPU).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gpulab::MemoryPanel</name>
    <message>
        <location filename="../lessons/memory/memorypanel.cpp" line="+45"/>
        <source>L&amp;evels</source>
        <translation>&amp;المستويات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R&amp;oofline</source>
        <translation>نمو&amp;ذج السقف</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Latency (live)</source>
        <translation>&amp;زمن الاستجابة (مباشر)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Bandwidth (live)</source>
        <translation>عر&amp;ض النطاق (مباشر)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;hared memory (live)</source>
        <translation>الذاكر&amp;ة المشتركة (مباشر)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>GPU of the table and the simulation</source>
        <translation>‏GPU الجدول والمحاكاة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The memory levels of the chosen GPU, from the data file</source>
        <translation>مستويات الذاكرة لـ GPU المختار، من ملف البيانات</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level</source>
        <translation>المستوى</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Capacity</source>
        <translation>السعة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Whole GPU</source>
        <translation>الـ GPU كله</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency of a hit</source>
        <translation>زمن استجابة الإصابة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bandwidth (whole GPU)</source>
        <translation>عرض النطاق (الـ GPU كله)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From assets/data/memory-levels.csv; each cell&apos;s source is in its tooltip. Latencies are measured by microbenchmarks (pointer chasing); “approx.” marks one measured on another board of the same chip or spread widely between loads; n/a means not published. The host&apos;s latency is the model&apos;s derivation (HBM&apos;s latency + 64 KiB over PCIe), not a measurement.</source>
        <translation>من assets/data/memory-levels.csv؛ ومصدر كل خلية في تلميحها. تُقاس أزمنة الاستجابة باختبارات دقيقة (تتبّع المؤشرات)؛ و«تقريبًا» تعلّم قيمة قيست على لوحة أخرى للرقاقة نفسها أو تتفاوت كثيرًا بين القراءات؛ وn/a تعني غير منشور. زمن استجابة المضيف مشتق من النموذج (زمن استجابة HBM + ‏64 KiB عبر PCIe)، لا قياس.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>none (operands)</source>
        <translation>لا شيء (المُعامَلات)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1%2 cycles = %3 ns%4</source>
        <translation>‏%1%2 دورة = %3 ns%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (derived)</source>
        <translation> (مشتق)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the server&apos;s</source>
        <translation>سعة الخادم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per SM</source>
        <translation>‏%1 لكل SM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 each way (PCIe)</source>
        <translation>‏%1 في كل اتجاه (PCIe)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Source: %1
%2</source>
        <translation>المصدر: %1
%2</translation>
    </message>
</context>
<context>
    <name>gpulab::MemoryScene</name>
    <message>
        <location filename="../lessons/memory/memoryscene.cpp" line="+61"/>
        <source>no load latency</source>
        <translation>بلا زمن استجابة للقراءة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>≈%1 cycles (%2 ns, derived)</source>
        <translation>≈%1 دورة (%2 ns، مشتق)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cycles (%2 ns)</source>
        <translation>‏%1 دورة (%2 ns)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>size: the server&apos;s</source>
        <translation>الحجم: سعة الخادم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 per SM</source>
        <translation>‏%1 لكل SM</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>n/a</source>
        <translation>غير متاح</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>bandwidth n/a</source>
        <translation>عرض النطاق غير متاح</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 TB/s</source>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>hits %1 · misses %2</source>
        <translation>إصابات %1 · إخفاقات %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Time of this thread: %1 of %2 cycles</source>
        <translation>زمن هذا الخيط: %1 من %2 دورة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>waiting for memory (hatched): %1 cycles, %2 %</source>
        <translation>انتظار الذاكرة (مُهشَّر): %1 دورة، %2٪</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>computing (solid): %1 cycles, %2 %</source>
        <translation>الحساب (مصمت): %1 دورة، %2٪</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>◀ serving this load</source>
        <translation>◀ يخدم هذه القراءة</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>%1 loads at random addresses of a %2 working set, each followed by %3 cycles of arithmetic</source>
        <translation>‏%1 قراءة من عناوين عشوائية في مجموعة عمل حجمها %2، تتبع كلًّا منها %3 دورة من الحساب</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 %2 %</source>
        <translation>%1 %2٪</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Served by: %1</source>
        <translation>تخدمها: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected wait per load: %1 cycles</source>
        <translation>الانتظار المتوقع لكل قراءة: %1 دورة</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>C = A × B, N = %1, tiles T = %2 in shared memory</source>
        <translation>‏C = A × B، ‏N = %1، بلاطات T = %2 في الذاكرة المشتركة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C = A × B, N = %1, every operand from HBM</source>
        <translation>‏C = A × B، ‏N = %1، كل مُعامَل من HBM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 threads, one element of C each</source>
        <translation>‏%1 خيط، لكلٍّ منها عنصر واحد من C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words from HBM so far: %1</source>
        <translation>الكلمات من HBM حتى الآن: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Naive: 2N³ = %1 words</source>
        <translation>البسيط: 2N³ = %1 كلمة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tiled: 2N³/T = %1 words (each used T = %2 times)</source>
        <translation>المُبلَّط: 2N³/T = %1 كلمة (تُستخدم كلٌّ منها T = %2 مرة)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shared-memory reads so far: %1 of 2N³ = %2</source>
        <translation>قراءات الذاكرة المشتركة حتى الآن: %1 من 2N³ = %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>✓ done: %1 % of the time spent waiting</source>
        <translation>✓ انتهى: %1٪ من الزمن قُضي في الانتظار</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Load %1 is waiting for %2.</source>
        <translation>القراءة %1 تنتظر %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load %1 has its data; the thread computes.</source>
        <translation>وصلت بيانات القراءة %1؛ والخيط يحسب.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finished.</source>
        <translation>انتهى.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2. %3 Waiting %4 cycles, computing %5 cycles; hits: L1 %6, L2 %7, HBM %8, host %9.</source>
        <translation>‏%1 على %2. %3 الانتظار %4 دورة، والحساب %5 دورة؛ الإصابات: L1 ‏%6، L2 ‏%7، HBM ‏%8، المضيف %9.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The set-up</source>
        <translation>الإعداد</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Working set (log2 bytes)</source>
        <translation>مجموعة العمل (log2 بايت)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Compute cycles per load</source>
        <translation>دورات الحساب لكل قراءة</translation>
    </message>
</context>
<context>
    <name>gpulab::MultiDeviceLab</name>
    <message>
        <location filename="../lessons/interconnects/linklabs.cpp" line="+213"/>
        <source>Model parallelism on real hardware: C = A × B is cut into bands of rows, one per OpenCL device. Each device receives its band of A and all of B, computes its band of C and sends it back. What does the sharing cost next to the arithmetic?</source>
        <translation>توازي النموذج على عتاد حقيقي: يُقطَّع C = A × B إلى أشرطة من الصفوف، شريط لكل جهاز OpenCL. يستقبل كل جهاز شريطه من A وكامل B، ويحسب شريطه من C ويعيده. كم يكلّف التقاسم مقارنةً بالحساب؟</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for OpenCL devices…</source>
        <translation>البحث عن أجهزة OpenCL…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The OpenCL devices the product is split across</source>
        <translation>أجهزة OpenCL التي يُوزَّع عليها الضرب</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matrix size N</source>
        <translation>حجم المصفوفة N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix si&amp;ze:</source>
        <translation>حجم &amp;المصفوفة:</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>&amp;Split the product across the devices</source>
        <translation>&amp;وزّع الضرب على الأجهزة</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Run the split matrix product</source>
        <translation>شغّل ضرب المصفوفات الموزّع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Canc&amp;el</source>
        <translation>&amp;إلغاء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the split product</source>
        <translation>ألغِ الضرب الموزّع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split product progress</source>
        <translation>تقدّم الضرب الموزّع</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not run yet.</source>
        <translation>لم يُشغَّل بعد.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Split product status and result</source>
        <translation>حالة الضرب الموزّع ونتيجته</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>&amp;Split the product</source>
        <translation>&amp;وزّع الضرب</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Per band: device, rows, bytes and times</source>
        <translation>لكل شريط: الجهاز، والصفوف، والبايتات، والأزمنة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Band</source>
        <translation>الشريط</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device</source>
        <translation>الجهاز</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows</source>
        <translation>الصفوف</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Upload</source>
        <translation>الرفع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute</source>
        <translation>الحساب</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Download</source>
        <translation>التنزيل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>المجموع</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time per band: moving data vs computing</source>
        <translation>الزمن لكل شريط: نقل البيانات مقابل الحساب</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;No OpenCL device on this computer&lt;/b&gt; (%1), so nothing can be split. Install an OpenCL driver (a GPU driver, or PoCL for the CPU) and restart GPU Lab.</source>
        <translation>&lt;b&gt;لا جهاز OpenCL على هذا الحاسوب&lt;/b&gt; (%1)، فلا شيء يمكن توزيعه. ثبّت برنامج تشغيل OpenCL (برنامج تشغيل GPU، أو PoCL لـ CPU) وأعد تشغيل GPU Lab.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;This computer has one OpenCL device&lt;/b&gt; (%1): both bands run on it, one after the other, so you see the cost of the transfers but no sharing. To try two devices on the CPU, start GPU Lab with PoCL split in two: &lt;code&gt;POCL_DEVICES=&quot;pthread pthread&quot; gpulab&lt;/code&gt;.</source>
        <translation>&lt;b&gt;لهذا الحاسوب جهاز OpenCL واحد&lt;/b&gt; (%1): يعمل الشريطان عليه، واحدًا بعد الآخر، فترى كلفة النقل لكن دون تقاسم. لتجربة جهازين على CPU، شغّل GPU Lab مع تقسيم PoCL إلى اثنين: &lt;code&gt;POCL_DEVICES=&quot;pthread pthread&quot; gpulab&lt;/code&gt;.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>&lt;b&gt;%Ln OpenCL devices&lt;/b&gt;, one band each: %1. (Several PoCL devices share the same CPU cores: expect the costs, not a speed-up.)</source>
        <translation>
            <numerusform>&lt;b&gt;لا أجهزة OpenCL&lt;/b&gt;، شريط لكلٍّ منها: %1. (تتشارك أجهزة PoCL المتعددة أنوية CPU نفسها: توقّع الكلفة، لا التسريع.)</numerusform>
            <numerusform>&lt;b&gt;جهاز OpenCL واحد&lt;/b&gt;، شريط لكلٍّ منها: %1. (تتشارك أجهزة PoCL المتعددة أنوية CPU نفسها: توقّع الكلفة، لا التسريع.)</numerusform>
            <numerusform>&lt;b&gt;جهازا OpenCL&lt;/b&gt;، شريط لكلٍّ منهما: %1. (تتشارك أجهزة PoCL المتعددة أنوية CPU نفسها: توقّع الكلفة، لا التسريع.)</numerusform>
            <numerusform>&lt;b&gt;%Ln أجهزة OpenCL&lt;/b&gt;، شريط لكلٍّ منها: %1. (تتشارك أجهزة PoCL المتعددة أنوية CPU نفسها: توقّع الكلفة، لا التسريع.)</numerusform>
            <numerusform>&lt;b&gt;%Ln جهازًا OpenCL&lt;/b&gt;، شريط لكلٍّ منها: %1. (تتشارك أجهزة PoCL المتعددة أنوية CPU نفسها: توقّع الكلفة، لا التسريع.)</numerusform>
            <numerusform>&lt;b&gt;%Ln جهاز OpenCL&lt;/b&gt;، شريط لكلٍّ منها: %1. (تتشارك أجهزة PoCL المتعددة أنوية CPU نفسها: توقّع الكلفة، لا التسريع.)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;Cannot run:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;يتعذّر التشغيل:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Starting the measurement engine…</source>
        <translation>بدء محرك القياس…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;The split product failed:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;فشل الضرب الموزّع:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled.</source>
        <translation>أُلغي.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+2"/>
        <source>%1 in %2</source>
        <translation>‏%1 في %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>N = %1 on %2 device(s): %3 in all, %4 GFLOP/s. Moving data took %5, computing %6 (summed over bands). %7</source>
        <translation>‏N = %1 على %2 جهاز: %3 إجمالًا، %4 GFLOP/s. استغرق نقل البيانات %5، والحساب %6 (مجموعًا على الأشرطة). %7</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>✓ Verified: the assembled C matches the float64 reference (relative error %1).</source>
        <translation>✓ تحقّقنا: C المُجمَّعة تطابق مرجع float64 (الخطأ النسبي %1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✗ NOT verified against the reference.</source>
        <translation>✗ غير مُتحقَّق منها مقابل المرجع.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>upload (ms)</source>
        <translation>الرفع (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compute (ms)</source>
        <translation>الحساب (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>download (ms)</source>
        <translation>التنزيل (ms)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>band %1</source>
        <translation>الشريط %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>(not run)</source>
        <translation>(لم يُشغَّل)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>milliseconds</source>
        <translation>ملّي ثانية</translation>
    </message>
</context>
<context>
    <name>gpulab::MultipleAnswerInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="-225"/>
        <source>Choose all that apply (keys 1–%1 turn a choice on or off)</source>
        <translation>اختر كل ما ينطبق (المفاتيح 1–%1 تحدّد الخيار أو تلغي تحديده)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose at least one answer first, or skip the question.</source>
        <translation>اختر إجابة واحدة على الأقل أولًا، أو تخطَّ السؤال.</translation>
    </message>
</context>
<context>
    <name>gpulab::MultipleChoiceInput</name>
    <message>
        <location line="-42"/>
        <source>Choose one answer (keys 1–%1)</source>
        <translation>اختر إجابة واحدة (المفاتيح 1–%1)</translation>
    </message>
</context>
<context>
    <name>gpulab::Navigator</name>
    <message>
        <location filename="../app/navigator.cpp" line="+25"/>
        <source>Lessons</source>
        <translation>الدروس</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lessons and their sections. Arrow keys move, Enter opens, the mark and the word after a section tell whether you have visited it.</source>
        <translation>الدروس وأقسامها. تتنقّل بمفاتيح الأسهم ويفتح Enter، وتدلّ العلامة والكلمة بعد القسم على ما إذا كنت قد زرته.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Quizzes</source>
        <translation>الاختبارات</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quizzes: the exam across lessons, imported quizzes and your results</source>
        <translation>الاختبارات: الامتحان الشامل للدروس، والاختبارات المستوردة، ونتائجك</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Quiz</source>
        <translation>الاختبار</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 + %2 from your measurements</source>
        <translation>‏%1 + %2 من قياساتك</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>✓ %1 — best %2 %</source>
        <translation>✓ %1 — الأفضل %2٪</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1, %2 questions, best score %3 percent after %Ln attempt(s)</source>
        <translation>
            <numerusform>‏%1، عدد الأسئلة %2، أفضل نتيجة %3 بالمئة دون محاولات</numerusform>
            <numerusform>‏%1، عدد الأسئلة %2، أفضل نتيجة %3 بالمئة بعد محاولة واحدة</numerusform>
            <numerusform>‏%1، عدد الأسئلة %2، أفضل نتيجة %3 بالمئة بعد محاولتين</numerusform>
            <numerusform>‏%1، عدد الأسئلة %2، أفضل نتيجة %3 بالمئة بعد %Ln محاولات</numerusform>
            <numerusform>‏%1، عدد الأسئلة %2، أفضل نتيجة %3 بالمئة بعد %Ln محاولة</numerusform>
            <numerusform>‏%1، عدد الأسئلة %2، أفضل نتيجة %3 بالمئة بعد %Ln محاولة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>○ %1 (%2 questions)</source>
        <translation>○ %1 (الأسئلة: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2 questions, not taken yet</source>
        <translation>‏%1، عدد الأسئلة %2، لم يُجرَ بعد</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln question(s). Practice gives feedback after each answer; a test gives it at the end.</source>
        <translation>
            <numerusform>لا أسئلة. يقدّم التدريب تعليقًا بعد كل إجابة، ويقدّمه التقييم في النهاية.</numerusform>
            <numerusform>سؤال واحد. يقدّم التدريب تعليقًا بعد كل إجابة، ويقدّمه التقييم في النهاية.</numerusform>
            <numerusform>سؤالان. يقدّم التدريب تعليقًا بعد كل إجابة، ويقدّمه التقييم في النهاية.</numerusform>
            <numerusform>%Ln أسئلة. يقدّم التدريب تعليقًا بعد كل إجابة، ويقدّمه التقييم في النهاية.</numerusform>
            <numerusform>%Ln سؤالًا. يقدّم التدريب تعليقًا بعد كل إجابة، ويقدّمه التقييم في النهاية.</numerusform>
            <numerusform>%Ln سؤال. يقدّم التدريب تعليقًا بعد كل إجابة، ويقدّمه التقييم في النهاية.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>⚠ %1 (cannot be loaded)</source>
        <translation>⚠ %1 (تعذّر تحميله)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This lesson has problems in its files; open it to see them.</source>
        <translation>في ملفات هذا الدرس مشكلات؛ افتحه لتراها.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (in English)</source>
        <translation>‏%1 (بالإنجليزية)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓ %1. %2 — visited</source>
        <translation>✓ %1. %2 — تمّت زيارته</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>○ %1. %2</source>
        <translation>○ %1. %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Section %1, %2, visited</source>
        <translation>القسم %1، %2، تمّت زيارته</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Section %1, %2, not visited yet</source>
        <translation>القسم %1، %2، لم تُزره بعد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This section is not translated yet: it is shown in English.</source>
        <translation>هذا القسم غير مترجم بعد: يُعرض بالإنجليزية.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1  (%2/%3)</source>
        <translation>%1  (%2/%3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lesson %1, %2 of %3 sections visited</source>
        <translation>الدرس %1، زُرت %2 من %3 أقسام</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln section(s) not translated yet, shown in English.</source>
        <translation>
            <numerusform>كل الأقسام مترجمة.</numerusform>
            <numerusform>قسم واحد غير مترجم بعد، يُعرض بالإنجليزية.</numerusform>
            <numerusform>قسمان غير مترجمين بعد، يُعرضان بالإنجليزية.</numerusform>
            <numerusform>%Ln أقسام غير مترجمة بعد، تُعرض بالإنجليزية.</numerusform>
            <numerusform>%Ln قسمًا غير مترجم بعد، تُعرض بالإنجليزية.</numerusform>
            <numerusform>%Ln قسم غير مترجم بعد، تُعرض بالإنجليزية.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpulab::NumberLine</name>
    <message>
        <location filename="../lessons/precision/numberline.cpp" line="+34"/>
        <source>%1 values &gt; 0</source>
        <translation>‏%1 قيمة &gt; ٠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 per binade</source>
        <translation>‏%1 لكل نطاق ثنائي</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (exact)</source>
        <translation>‏%1 (بالضبط)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (its largest value)</source>
        <translation>‏%1 (أكبر قيمة فيه)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>infinity (overflow)</source>
        <translation>لانهاية (فيضان)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NaN (overflow)</source>
        <translation>‏NaN (فيضان)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0 (underflow)</source>
        <translation>٠ (تدفق سفلي)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Number line of every format</source>
        <translation>خط الأعداد لكل صيغة</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Each row is one format on a logarithmic scale of magnitudes from %1 to %2. </source>
        <translation>كل صف صيغةٌ واحدة على مقياس لوغاريتمي للمقادير من %1 إلى %2. </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No number is marked: zero, infinity and NaN have no place on a logarithmic scale.</source>
        <translation>لا عدد مُعلَّمًا: الصفر واللانهاية وNaN لا مكان لها على مقياس لوغاريتمي.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 becomes: %2.</source>
        <translation>‏%1 يصبح: %2.</translation>
    </message>
    <message>
        <location line="+189"/>
        <source>max</source>
        <translation>الأقصى</translation>
    </message>
</context>
<context>
    <name>gpulab::NumberText</name>
    <message>
        <location filename="../lessons/framework/numbertext.cpp" line="+115"/>
        <source>bytes</source>
        <translation>بايت</translation>
    </message>
</context>
<context>
    <name>gpulab::NumericalInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="+140"/>
        <source>Type a number</source>
        <translation>اكتب عددًا</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a number</source>
        <translation>عدد</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>“%1” is not a number. %2</source>
        <translation>«%1» ليس عددًا. %2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Type a number first, or skip the question.</source>
        <translation>اكتب عددًا أولًا، أو تخطَّ السؤال.</translation>
    </message>
</context>
<context>
    <name>gpulab::OverflowPage</name>
    <message>
        <location filename="../lessons/precision/overflowpage.cpp" line="+37"/>
        <source>&lt;b&gt;Predict first.&lt;/b&gt; The number %1 is stored in FP16 and in BF16, two 16-bit formats. What does each of them hold?</source>
        <translation>&lt;b&gt;توقّع أولًا.&lt;/b&gt; يُخزَّن العدد %1 بصيغتي FP16 وBF16، وهما صيغتان من ١٦ بتًّا. ماذا تحمل كلٌّ منهما؟</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose…</source>
        <translation>اختر…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What FP16 holds</source>
        <translation>ما يحمله FP16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What BF16 holds</source>
        <translation>ما يحمله BF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In &amp;FP16:</source>
        <translation>في &amp;FP16:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In &amp;BF16:</source>
        <translation>في &amp;BF16:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Show me</source>
        <translation>&amp;أرِني</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose an answer for each format, then press Show me.</source>
        <translation>اختر إجابة لكل صيغة، ثم اضغط «أرِني».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your prediction and what the formats hold</source>
        <translation>توقّعك وما تحمله الصيغ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Number to store in every format</source>
        <translation>العدد المراد تخزينه بكل صيغة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now try any n&amp;umber in every format:</source>
        <translation>&amp;والآن جرّب أي عدد بكل صيغة:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The number in every format</source>
        <translation>العدد بكل صيغة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Format</source>
        <translation>الصيغة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Holds</source>
        <translation>تحمل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What happened</source>
        <translation>ما حدث</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Relative error</source>
        <translation>الخطأ النسبي</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>First choose an answer for both formats.</source>
        <translation>اختر أولًا إجابة لكلتا الصيغتين.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>✓ Both right.</source>
        <translation>✓ كلتاهما صحيحة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✓ FP16 right, ✗ BF16 wrong.</source>
        <translation>‏✓ FP16 صحيحة، ✗ BF16 خاطئة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ FP16 wrong, ✓ BF16 right.</source>
        <translation>‏✗ FP16 خاطئة، ✓ BF16 صحيحة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ Both wrong this time.</source>
        <translation>✗ كلتاهما خاطئة هذه المرة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;FP16 holds %1&lt;/b&gt;: %2. You said: %3. Its %4 exponent bits stop at %5. The next step would be %6, which FP16 cannot hold, so every number from %7 up (halfway there) rounds to infinity.</source>
        <translation>&lt;b&gt;تحمل FP16 القيمة %1&lt;/b&gt;: %2. قلتَ: %3. بتّات أسّها الـ %4 تتوقف عند %5. والخطوة التالية ستكون %6، وهي ما لا تستطيع FP16 حمله، فكل عدد من %7 فصاعدًا (منتصف الطريق إليها) يُقرَّب إلى اللانهاية.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;BF16 holds %1&lt;/b&gt;: %2. You said: %3. It has %4 exponent bits, as many as FP32, and reaches %5, so %6 is far inside its range. But with only %7 mantissa bits, its values near %6 are %8 apart (%9, %1, …): %1 is the nearest, off by %10 (%11).</source>
        <translation>&lt;b&gt;تحمل BF16 القيمة %1&lt;/b&gt;: %2. قلتَ: %3. لها %4 بتّات للأسّ، بقدر FP32، وتبلغ %5، فيقع %6 في عمق مداها. لكن مع %7 بتّات فقط للجزء الكسري، تتباعد قيمها قرب %6 بمقدار %8 ‏(%9، %1، …): و%1 هي الأقرب، بفارق %10 ‏(%11).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Range or precision: FP16 spends its bits on precision, BF16 on range. Training fears overflow more than a little rounding, which is one reason BF16 is popular for it.</source>
        <translation>المدى أم الدقة: تنفق FP16 بتّاتها على الدقة، وBF16 على المدى. والتدريب يخشى الفيضان أكثر من قليل من التقريب، وهذا أحد أسباب شيوع BF16 فيه.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>(none)</source>
        <translation>(لا شيء)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>0 (exact)</source>
        <translation>٠ (بالضبط)</translation>
    </message>
</context>
<context>
    <name>gpulab::ParallelismView</name>
    <message>
        <location filename="../lessons/interconnects/parallelismview.cpp" line="+26"/>
        <source>Animation: what crosses the links</source>
        <translation>رسم متحرك: ما يعبر الوصلات</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>¼ of layer %1</source>
        <translation>¼ الطبقة %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>¼ L%1</source>
        <translation>¼ L%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>layer %1</source>
        <translation>الطبقة %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>fwd</source>
        <translation>أمامي</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>bwd</source>
        <translation>خلفي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each GPU runs the whole model on its own quarter of the batch: nothing crosses the links yet.</source>
        <translation>يشغّل كل GPU النموذج كله على ربعه الخاص من الدفعة: لا شيء يعبر الوصلات بعد.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>grad</source>
        <translation>تدرّج</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Once per step: all gradients are all-reduced round the ring.</source>
        <translation>مرة لكل خطوة: تخضع التدرّجات كلها لعملية all-reduce حول الحلقة.</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+15"/>
        <source>∇act</source>
        <translation>∇تنشيط</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+15"/>
        <source>act</source>
        <translation>تنشيط</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Every layer, forward and backward: partial activations are summed across all GPUs (all-reduce). Layer %1.</source>
        <translation>كل طبقة، أماميًا وخلفيًا: تُجمع التنشيطات الجزئية عبر كل وحدات GPU ‏(all-reduce). الطبقة %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Between stages only: a micro-batch&apos;s activations go forward, their gradients come back (GPU %1 ↔ GPU %2).</source>
        <translation>بين المراحل فقط: تمضي تنشيطات الدفعة الصغرى إلى الأمام، وتعود تدرّجاتها (GPU %1 ↔ GPU %2).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Data parallel: gradients once per step</source>
        <translation>توازي البيانات: التدرّجات مرة لكل خطوة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallel: activations every layer</source>
        <translation>توازي الموتّرات: التنشيطات في كل طبقة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline parallel: activations between stages</source>
        <translation>توازي خط الأنابيب: التنشيطات بين المراحل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind of parallelism</source>
        <translation>نوع التوازي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Split the work by:</source>
        <translation>قسّم &amp;العمل بحسب:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+41"/>
        <source>&amp;Pause</source>
        <translation>&amp;إيقاف مؤقت</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Play or pause the animation</source>
        <translation>شغّل الرسم المتحرك أو أوقفه مؤقتًا</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bytes that cross the links</source>
        <translation>البايتات التي تعبر الوصلات</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Play</source>
        <translation>&amp;ابدأ</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Model: L = %1 layers, hidden size h = %2, P ≈ 12·L·h² = %3 parameters; N = %4 GPUs; micro-batch of T = %5 tokens, %6 micro-batches per step; BF16 (2 bytes per value).</source>
        <translation>النموذج: L = %1 طبقة، والحجم المخفي h = %2، وP ≈ 12·L·h² = %3 معامل؛ N = %4 GPU؛ دفعة صغرى من T = %5 رمز، و%6 دفعات صغرى لكل خطوة؛ BF16 (بايتان لكل قيمة).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;Gradients, once per step:&lt;/b&gt; one all-reduce of P × 2 bytes = %1; each GPU sends 2(N−1)/N of it = &lt;b&gt;%2 per step&lt;/b&gt;.</source>
        <translation>&lt;b&gt;التدرّجات، مرة لكل خطوة:&lt;/b&gt; عملية all-reduce واحدة لـ P × 2 بايت = %1؛ ويرسل كل GPU ‎2(N−1)/N‎ منها = &lt;b&gt;%2 لكل خطوة&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Activations, every layer:&lt;/b&gt; 4 all-reduces per layer per micro-batch (2 forward, 2 backward) of T × h × 2 bytes = %1 each: %2 all-reduces per step, &lt;b&gt;%3 per GPU per step&lt;/b&gt; — medium-sized messages, very often: this needs NVLink inside one server.</source>
        <translation>&lt;b&gt;التنشيطات، في كل طبقة:&lt;/b&gt; ٤ عمليات all-reduce لكل طبقة لكل دفعة صغرى (٢ أمامية، و٢ خلفية) حجم كلٍّ منها T × h × 2 بايت = %1: أي %2 عملية all-reduce لكل خطوة، و&lt;b&gt;%3 لكل GPU لكل خطوة&lt;/b&gt; — رسائل متوسطة الحجم، متكررة جدًا: هذا يحتاج إلى NVLink داخل خادم واحد.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Activations between stages:&lt;/b&gt; T × h × 2 bytes = %1 forward and as much backward per micro-batch at each of the N−1 boundaries: &lt;b&gt;%2 per GPU per step&lt;/b&gt; — point to point, little enough for InfiniBand between servers.</source>
        <translation>&lt;b&gt;التنشيطات بين المراحل:&lt;/b&gt; T × h × 2 بايت = %1 إلى الأمام ومثلها إلى الخلف لكل دفعة صغرى عند كل حدّ من الحدود الـ N−1: &lt;b&gt;%2 لكل GPU لكل خطوة&lt;/b&gt; — من نقطة إلى نقطة، وقليلة بما يكفي لـ InfiniBand بين الخوادم.</translation>
    </message>
</context>
<context>
    <name>gpulab::ParameterTable</name>
    <message>
        <location filename="../lessons/framework/parametertable.cpp" line="+42"/>
        <source>unknown parameter &quot;%1&quot;</source>
        <translation>معامل مجهول &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 must be a whole number (got %2)</source>
        <translation>يجب أن يكون %1 عددًا صحيحًا (أُعطي %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be between %2 and %3 (got %4)</source>
        <translation>يجب أن يكون %1 بين %2 و%3 (أُعطي %4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 must be a number between %2 and %3 (got %4)</source>
        <translation>يجب أن يكون %1 عددًا بين %2 و%3 (أُعطي %4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 must be true or false (got %2)</source>
        <translation>يجب أن يكون %1 true أو false (أُعطي %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 must be text (got %2)</source>
        <translation>يجب أن يكون %1 نصًّا (أُعطي %2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 must be one of %2 (got %3)</source>
        <translation>يجب أن يكون %1 واحدًا من %2 (أُعطي %3)</translation>
    </message>
</context>
<context>
    <name>gpulab::ParametersDialog</name>
    <message>
        <location filename="../app/parametersdialog.cpp" line="+61"/>
        <source>Simulation Parameters</source>
        <translation>معاملات المحاكاة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change the simulation&apos;s set-up. Apply restarts the current beat with these values.</source>
        <translation>غيّر إعداد المحاكاة. يعيد «تطبيق» بدء المقطع الحالي بهذه القيم.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Problem</source>
        <translation>مشكلة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Apply</source>
        <translation>تطبيق</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Not applied: %1</source>
        <translation>لم يُطبَّق: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::PeaksTable</name>
    <message>
        <location filename="../lessons/tensorcores/peakstable.cpp" line="+60"/>
        <source>Datasheet peaks, TFLOPS: dense / with 2:4 sparsity</source>
        <translation>ذُرى أوراق البيانات، TFLOPS: كثيف / مع التناثر 2:4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Form</source>
        <translation>الشكل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Form factor: SXM module or PCIe card</source>
        <translation>عامل الشكل: وحدة SXM أو بطاقة PCIe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 CUDA cores</source>
        <translation>‏FP32 أنوية CUDA</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Float32 on the CUDA cores, TFLOPS</source>
        <translation>‏float32 على أنوية CUDA، TFLOPS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tensor</source>
        <translation>%1 Tensor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on the tensor cores, TFLOPS: dense / with 2:4 sparsity</source>
        <translation>‏%1 على أنوية Tensor، TFLOPS: كثيف / مع التناثر 2:4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2, %3). Source: %4</source>
        <translation>‏%1 (%2، %3). المصدر: %4</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 tensor, TFLOPS</source>
        <translation>%1 Tensor، TFLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dense</source>
        <translation>كثيف</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2:4 sparse</source>
        <translation>متناثر 2:4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no sparsity</source>
        <translation>لا تناثر</translation>
    </message>
</context>
<context>
    <name>gpulab::PrecisionLab</name>
    <message>
        <location filename="../lessons/tensorcores/precisionlab.cpp" line="+156"/>
        <source>Your prediction: the format with the largest error</source>
        <translation>توقّعك: الصيغة ذات الخطأ الأكبر</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Predict first: the largest error will be in</source>
        <translation>توقّع &amp;أولًا: أكبر خطأ في</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Where the sums are accumulated</source>
        <translation>أين تُراكَم المجاميع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 and in the format</source>
        <translation>في FP32 وفي الصيغة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 only, like a tensor core</source>
        <translation>في FP32 فقط، كما في نواة Tensor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the format only</source>
        <translation>في الصيغة فقط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Accumulate in:</source>
        <translation>&amp;التراكم في:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matrix sizes N</source>
        <translation>أحجام المصفوفات N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N = 32, 64, 128</source>
        <translation>N = ٣٢، ٦٤، ١٢٨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N = 64, 128, 256 (slower)</source>
        <translation>‏N = ٦٤، ١٢٨، ٢٥٦ (أبطأ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Si&amp;zes:</source>
        <translation>&amp;الأحجام:</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>&amp;Run on this computer</source>
        <translation>شغّل على هذا الحاسو&amp;ب</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>MXFP8, MXFP4, NVFP4</source>
        <translation>MXFP8، MXFP4، NVFP4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also quantise A and B to block-scaled formats, in blocks along the sums (32 values per scale in MX, 16 in NVFP4), and multiply them with FP32 accumulation, as Blackwell-class tensor cores take them.</source>
        <translation>كمِّم أيضًا A وB إلى الصيغ ذات المقياس الكتلي، في كتل على امتداد المجاميع (٣٢ قيمة لكل مقياس في MX، و١٦ في NVFP4)، واضربهما مع تراكم بدقة FP32، كما تتلقّاهما أنوية Tensor من فئة Blackwell.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Also measure block-scaled inputs: MXFP8, MXFP4, NVFP4</source>
        <translation>قِس أيضًا المُدخلات ذات المقياس الكتلي: MXFP8، MXFP4، NVFP4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Block-scaled:</source>
        <translation>مقيا&amp;س كتلي:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Progress of the experiment</source>
        <translation>تقدّم التجربة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the experiment is doing</source>
        <translation>ما تفعله التجربة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds two random matrices to each format (or quantises them in blocks), multiplies them and compares with float64, on this computer&apos;s CPU.</source>
        <translation>يقرّب مصفوفتين عشوائيتين إلى كل صيغة (أو يكمّمهما في كتل)، ثم يضربهما ويقارن الناتج بـ float64، على CPU هذا الحاسوب.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Error of the product against float64</source>
        <translation>خطأ الضرب مقارنةً بـ float64</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose your prediction, then run. The answer and the reason come from the measured errors.</source>
        <translation>اختر توقّعك، ثم شغّل. تأتي الإجابة والسبب من الأخطاء المقيسة.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>The experiment failed: %1</source>
        <translation>فشلت التجربة: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped before the end: run it again to see the answer.</source>
        <translation>توقّفت قبل النهاية: شغّلها مجددًا لترى الإجابة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled. Products finished before the cancel, kept on the chart: %1.</source>
        <translation>أُلغيت. عمليات الضرب التي انتهت قبل الإلغاء باقية على المخطط: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled before the end: run it again to see the answer.</source>
        <translation>أُلغيت قبل النهاية: شغّلها مجددًا لترى الإجابة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Done: %1 products, each checked against float64, in %2 s of rounding and multiplying.</source>
        <translation>اكتملت: %1 عملية ضرب، كلٌّ منها مُتحقَّق منه مقابل float64، في %2 s من التقريب والضرب.</translation>
    </message>
    <message numerus="yes">
        <location line="+58"/>
        <source>The largest error is in %1: %2 at N = %3. Its elements have a %Ln-bit mantissa, so even with a scale per block of %4 values, rounding can move each input by up to about %5 of its value.</source>
        <translation>
            <numerusform>‏أكبر خطأ في %1: %2 عند N = %3. لعناصرها جزء كسري (mantissa) من %Ln بتّ، لذا حتى مع مقياس لكل كتلة من %4 قيم، قد يُزيح التقريب كل مُدخل بما يصل إلى نحو %5 من قيمته.</numerusform>
            <numerusform>‏أكبر خطأ في %1: %2 عند N = %3. لعناصرها جزء كسري (mantissa) من %Ln بتّ، لذا حتى مع مقياس لكل كتلة من %4 قيم، قد يُزيح التقريب كل مُدخل بما يصل إلى نحو %5 من قيمته.</numerusform>
            <numerusform>‏أكبر خطأ في %1: %2 عند N = %3. لعناصرها جزء كسري (mantissa) من %Ln بتّ، لذا حتى مع مقياس لكل كتلة من %4 قيم، قد يُزيح التقريب كل مُدخل بما يصل إلى نحو %5 من قيمته.</numerusform>
            <numerusform>‏أكبر خطأ في %1: %2 عند N = %3. لعناصرها جزء كسري (mantissa) من %Ln بتّات، لذا حتى مع مقياس لكل كتلة من %4 قيم، قد يُزيح التقريب كل مُدخل بما يصل إلى نحو %5 من قيمته.</numerusform>
            <numerusform>‏أكبر خطأ في %1: %2 عند N = %3. لعناصرها جزء كسري (mantissa) من %Ln بتًّا، لذا حتى مع مقياس لكل كتلة من %4 قيم، قد يُزيح التقريب كل مُدخل بما يصل إلى نحو %5 من قيمته.</numerusform>
            <numerusform>‏أكبر خطأ في %1: %2 عند N = %3. لعناصرها جزء كسري (mantissa) من %Ln بتّ، لذا حتى مع مقياس لكل كتلة من %4 قيم، قد يُزيح التقريب كل مُدخل بما يصل إلى نحو %5 من قيمته.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The largest error is in %1: %2 at N = %3. It has a %Ln-bit mantissa, so rounding can move each input by up to about %4 of its value.</source>
        <translation>
            <numerusform>‏أكبر خطأ في %1: %2 عند N = %3. لها جزء كسري (mantissa) من %Ln بتّ، لذا قد يُزيح التقريب كل مُدخل بما يصل إلى نحو %4 من قيمته.</numerusform>
            <numerusform>‏أكبر خطأ في %1: %2 عند N = %3. لها جزء كسري (mantissa) من %Ln بتّ، لذا قد يُزيح التقريب كل مُدخل بما يصل إلى نحو %4 من قيمته.</numerusform>
            <numerusform>‏أكبر خطأ في %1: %2 عند N = %3. لها جزء كسري (mantissa) من %Ln بتّ، لذا قد يُزيح التقريب كل مُدخل بما يصل إلى نحو %4 من قيمته.</numerusform>
            <numerusform>‏أكبر خطأ في %1: %2 عند N = %3. لها جزء كسري (mantissa) من %Ln بتّات، لذا قد يُزيح التقريب كل مُدخل بما يصل إلى نحو %4 من قيمته.</numerusform>
            <numerusform>‏أكبر خطأ في %1: %2 عند N = %3. لها جزء كسري (mantissa) من %Ln بتًّا، لذا قد يُزيح التقريب كل مُدخل بما يصل إلى نحو %4 من قيمته.</numerusform>
            <numerusform>‏أكبر خطأ في %1: %2 عند N = %3. لها جزء كسري (mantissa) من %Ln بتّ، لذا قد يُزيح التقريب كل مُدخل بما يصل إلى نحو %4 من قيمته.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>FP16 and TF32 came out the same (%1): both keep 10 mantissa bits. They differ in range, not precision, and these values (between −1 and 1) never reach FP16&apos;s limit of 65,504.</source>
        <translation>جاءت FP16 وTF32 متساويتين (%1): كلتاهما تحتفظ بـ ١٠ بتّات للجزء الكسري. وهما تختلفان في المدى لا في الدقة، وهذه القيم (بين −١ و١) لا تبلغ أبدًا حد FP16 البالغ ٦٥٬٥٠٤.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>BF16 keeps 7 bits: %1× the error of FP16, for FP32&apos;s range.</source>
        <translation>تحتفظ BF16 بـ ٧ بتّات: %1× خطأ FP16، مقابل مدى FP32.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Summing in BF16 itself instead of FP32 made the error %1× larger: every one of the %2 partial sums is rounded again. That is why tensor cores accumulate in FP32.</source>
        <translation>الجمع في BF16 نفسها بدلًا من FP32 جعل الخطأ أكبر بـ %1×: فكل واحد من المجاميع الجزئية الـ %2 يُقرَّب من جديد. ولهذا تُراكِم أنوية Tensor في FP32.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Both 4-bit formats kept the product usable: NVFP4 %1, MXFP4 %2. NVFP4&apos;s blocks of 16 share a finer E4M3 scale (4.5 bits per value), MXFP4&apos;s blocks of 32 a power of two (4.25 bits): the finer scale wins.</source>
        <translation>أبقت كلتا الصيغتين ذواتَي ٤ بتّات حاصلَ الضرب صالحًا للاستعمال: NVFP4 ‏%1، وMXFP4 ‏%2. تتشارك كتل NVFP4 ذات الـ ١٦ قيمة مقياس E4M3 أدق (٤٫٥ بتّ لكل قيمة)، وتتشارك كتل MXFP4 ذات الـ ٣٢ قيمة قوةً للعدد ٢ (٤٫٢٥ بتّ): المقياس الأدق يفوز.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both 4-bit formats kept the product usable: NVFP4 %1, MXFP4 %2.</source>
        <translation>أبقت كلتا الصيغتين ذواتَي ٤ بتّات حاصلَ الضرب صالحًا للاستعمال: NVFP4 ‏%1، وMXFP4 ‏%2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MXFP8 did worse than plain FP8 E4M3 here (%1 against %2): these values already fit FP8&apos;s range, and the MX scale, a power of two chosen from each block&apos;s largest value, clamps the top of the block at 448 × the scale. Block scales pay off when values span a wide range: see the Precision lesson&apos;s “Blocks share a scale”.</source>
        <translation>كان أداء MXFP8 هنا أسوأ من FP8 E4M3 العادية (%1 مقابل %2): فهذه القيم تقع أصلًا ضمن مدى FP8، ومقياس MX، وهو قوة للعدد ٢ تُختار من أكبر قيمة في كل كتلة، يقصّ أعلى الكتلة عند ٤٤٨ × المقياس. وتؤتي مقاييس الكتل ثمارها حين تمتد القيم على مدى واسع: انظر «الكتل تتشارك مقياسًا» في درس صيغ الدقة.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Relative error of C = A × B against float64, by input format</source>
        <translation>الخطأ النسبي لـ C = A × B مقارنةً بـ float64، بحسب صيغة المُدخلات</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Input format (fewer mantissa bits to the right), then block-scaled</source>
        <translation>صيغة المُدخلات (بتّات الجزء الكسري تقلّ نحو اليمين)، ثم الصيغ ذات المقياس الكتلي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input format (fewer mantissa bits to the right)</source>
        <translation>صيغة المُدخلات (بتّات الجزء الكسري تقلّ نحو اليمين)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Relative error</source>
        <translation>الخطأ النسبي</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>N = %1, FP32 sum</source>
        <translation>‏N = %1، جمع FP32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N = %1, sum in format</source>
        <translation>‏N = %1، جمع في الصيغة</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1, N = %2, %3: relative error %4, largest |error| %5</source>
        <translation>‏%1، N = %2، %3: الخطأ النسبي %4، أكبر |خطأ| %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FP32 accumulation</source>
        <translation>تراكم FP32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accumulated in the format</source>
        <translation>مُراكَم في الصيغة</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No measurement yet.</source>
        <translation>لا قياس بعد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relative errors at N = %1 with FP32 accumulation: %2.</source>
        <translation>الأخطاء النسبية عند N = %1 مع تراكم FP32: %2.</translation>
    </message>
</context>
<context>
    <name>gpulab::PrecisionPanel</name>
    <message>
        <location filename="../lessons/precision/precisionpanel.cpp" line="+42"/>
        <source>Bit lab</source>
        <translation>مختبر البتّات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range and precision</source>
        <translation>المدى والدقة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Overflow: %1</source>
        <translation>الفيضان: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss scaling</source>
        <translation>تحجيم الخسارة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>الذاكرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocks share a scale</source>
        <translation>الكتل تتشارك مقياسًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One block, bit by bit</source>
        <translation>كتلة واحدة، بتًّا بتًّا</translation>
    </message>
</context>
<context>
    <name>gpulab::PrecisionRunner</name>
    <message>
        <location filename="../lessons/tensorcores/precisionrunner.cpp" line="+63"/>
        <source>An experiment is already running.</source>
        <translation>هناك تجربة قيد التشغيل بالفعل.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose at least one size, format and accumulation.</source>
        <translation>اختر حجمًا وصيغةً وتراكمًا واحدًا على الأقل.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sizes must be from 1 to 4096.</source>
        <translation>يجب أن تكون الأحجام من ١ إلى ٤٬٠٩٦.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>N = %1: the float64 reference product</source>
        <translation>‏N = %1: ضرب المرجع بدقة float64</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N = %1: %2, accumulating in %3</source>
        <translation>‏N = %1: %2، مع التراكم في %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Add a finite number at least once.</source>
        <translation>أضِف عددًا منتهيًا مرة واحدة على الأقل.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Adding…</source>
        <translation>الجمع…</translation>
    </message>
</context>
<context>
    <name>gpulab::PresenterConsole</name>
    <message>
        <location filename="../app/presenterconsole.cpp" line="+136"/>
        <source>GPU Lab — presenter console</source>
        <translation>GPU Lab — وحدة تحكم المقدِّم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time presenting</source>
        <translation>زمن العرض</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time of day</source>
        <translation>الوقت الحالي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time left for this lesson</source>
        <translation>الوقت المتبقي لهذا الدرس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting</source>
        <translation>العرض</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>الساعة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left of the lesson</source>
        <translation>المتبقي من الدرس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> min</source>
        <translation> د</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Countdown minutes</source>
        <translation>دقائق العدّ التنازلي</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+113"/>
        <location line="+13"/>
        <source>&amp;Pause</source>
        <translation>&amp;إيقاف مؤقت</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Pause or resume the countdown</source>
        <translation>أوقف العدّ التنازلي مؤقتًا أو استأنفه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;eset</source>
        <translation>إعا&amp;دة ضبط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the countdown again</source>
        <translation>ابدأ العدّ التنازلي من جديد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Swap screens</source>
        <translation>تبديل &amp;الشاشتين</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the lesson and this console between the screens (X)</source>
        <translation>بدّل الدرس ووحدة التحكم هذه بين الشاشتين (X)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now showing</source>
        <translation>المعروض الآن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where in the lesson</source>
        <translation>الموضع في الدرس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress through the lesson</source>
        <translation>التقدّم في الدرس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instructor notes (Ctrl+plus and Ctrl+minus: text size)</source>
        <translation>ملاحظات المعلّم (Ctrl+plus وCtrl+minus: حجم النص)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>التالي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The start of what comes next</source>
        <translation>بداية ما يأتي بعد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teacher tips for this lesson</source>
        <translation>نصائح للمعلّم لهذا الدرس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Notes</source>
        <translation>&amp;الملاحظات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Teacher tips</source>
        <translation>نصائح &amp;المعلّم</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 over</source>
        <translation>تجاوز بـ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (paused)</source>
        <translation>%1 (متوقف مؤقتًا)</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Now: %1</source>
        <translation>الآن: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: (end of the lessons)</source>
        <translation>التالي: (نهاية الدروس)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next: %1</source>
        <translation>التالي: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(No notes for this section.)</source>
        <translation>(لا ملاحظات لهذا القسم.)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2</source>
        <translation>%1 من %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This lesson has no teacher tips.</source>
        <translation>لا توجد نصائح للمعلّم لهذا الدرس.</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+126"/>
        <source>Res&amp;ume</source>
        <translation>استئنا&amp;ف</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1:%2:%3</source>
        <translation>%1:%2:%3</translation>
    </message>
</context>
<context>
    <name>gpulab::PresenterController</name>
    <message>
        <location filename="../app/presentercontroller.cpp" line="+173"/>
        <source>Screen blanked; press B to show the lesson again</source>
        <translation>الشاشة معتمة؛ اضغط B لإظهار الدرس مجددًا</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Presenting. PageDown or Space: forward, PageUp: back, B: blank, N: notes, O: overview, Esc: stop.</source>
        <translation>العرض جارٍ. PageDown أو Space: إلى الأمام، PageUp: إلى الخلف، B: تعتيم، N: الملاحظات، O: نظرة عامة، Esc: إيقاف.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Screen white; press W to show the lesson again</source>
        <translation>الشاشة بيضاء؛ اضغط W لإظهار الدرس مجددًا</translation>
    </message>
    <message>
        <location line="+291"/>
        <source>Plan step %1 of %2 — Enter: go there, Esc: cancel</source>
        <translation>خطوة الخطة %1 من %2 — Enter: انتقل إليها، Esc: إلغاء</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Section %1 of %2 — Enter: go there, Esc: cancel</source>
        <translation>القسم %1 من %2 — Enter: انتقل إليه، Esc: إلغاء</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>There is no step %1: the class plan has %2.</source>
        <translation>لا توجد خطوة %1: في خطة الحصة %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There is no section %1: this lesson has %2.</source>
        <translation>لا يوجد قسم %1: في هذا الدرس %2.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Beat %1</source>
        <translation>المقطع %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The class plan&apos;s steps</source>
        <translation>خطوات خطة الحصة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the class plan&apos;s steps</source>
        <translation>%1: خطوات خطة الحصة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The overview shows a lesson&apos;s sections; this page has none.</source>
        <translation>تعرض النظرة العامة أقسام الدرس؛ وهذه الصفحة بلا أقسام.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: sections and beats</source>
        <translation>%1: الأقسام والمقاطع</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Swapping screens needs a second screen.</source>
        <translation>يتطلب تبديل الشاشتين شاشة ثانية.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Presenting: forward (play the beat, then the next beat or section)</source>
        <translation>العرض: إلى الأمام (شغّل المقطع، ثم المقطع أو القسم التالي)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Presenting: back (the previous beat&apos;s set-up, else the previous section)</source>
        <translation>العرض: إلى الخلف (إعداد المقطع السابق، وإلا فالقسم السابق)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Presenting: the lesson&apos;s first section (the class plan&apos;s first step)</source>
        <translation>العرض: القسم الأول من الدرس (الخطوة الأولى من خطة الحصة)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Presenting: the lesson&apos;s last section (the class plan&apos;s last step)</source>
        <translation>العرض: القسم الأخير من الدرس (الخطوة الأخيرة من خطة الحصة)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Presenting: go to a section (a class plan&apos;s step) by its number</source>
        <translation>العرض: الانتقال إلى قسم (خطوة من خطة الحصة) برقمه</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Presenting: black screen / show it again</source>
        <translation>العرض: شاشة سوداء / إظهارها مجددًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: white screen / show it again</source>
        <translation>العرض: شاشة بيضاء / إظهارها مجددًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: play / pause the simulation</source>
        <translation>العرض: تشغيل / إيقاف مؤقت للمحاكاة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: draw with a pen over the page (again: off)</source>
        <translation>العرض: الرسم بقلم فوق الصفحة (مرة أخرى: إيقاف)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Presenting: highlight over the page (again: off)</source>
        <translation>العرض: التظليل فوق الصفحة (مرة أخرى: إيقاف)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: laser pointer (again: off)</source>
        <translation>العرض: مؤشر ليزر (مرة أخرى: إيقاف)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: erase the drawing</source>
        <translation>العرض: مسح الرسم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: overview of the sections and beats</source>
        <translation>العرض: نظرة عامة على الأقسام والمقاطع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: instructor notes</source>
        <translation>العرض: ملاحظات المعلّم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: show / hide the presenter console</source>
        <translation>العرض: إظهار / إخفاء وحدة تحكم المقدِّم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: swap the lesson and console screens</source>
        <translation>العرض: تبديل شاشتَي الدرس ووحدة التحكم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting a quiz: reveal the answer to the class</source>
        <translation>عرض اختبار: كشف الإجابة للصف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: these keys (as F1)</source>
        <translation>العرض: هذه المفاتيح (مثل F1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Presenting: close the blank, overview or number; else stop</source>
        <translation>العرض: إغلاق التعتيم أو النظرة العامة أو الرقم؛ وإلا فالإيقاف</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 to %2, then %3</source>
        <translation>%1 إلى %2، ثم %3</translation>
    </message>
</context>
<context>
    <name>gpulab::PresenterOverview</name>
    <message>
        <location filename="../app/presenteroverview.cpp" line="+57"/>
        <source>Overview of the lesson</source>
        <translation>نظرة عامة على الدرس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sections and beats: arrows move, Enter goes there, Esc closes</source>
        <translation>الأقسام والمقاطع: الأسهم للتنقّل، وEnter للانتقال، وEsc للإغلاق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrows: move · Enter: go there · Esc or O: close</source>
        <translation>الأسهم: تنقّل · Enter: انتقل · Esc أو O: إغلاق</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Section %1: %2</source>
        <translation>القسم %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat %1: %2</source>
        <translation>المقطع %1: %2</translation>
    </message>
</context>
<context>
    <name>gpulab::PriceBook</name>
    <message>
        <location filename="../lessons/cost/gpuprices.cpp" line="+174"/>
        <source>no shipped price for %1, %2, %3 to replace: the row is left out</source>
        <translation>لا سعر مرفق لـ %1، %2، %3 ليُستبدل: يُستبعد الصف</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no such price.</source>
        <translation>لا يوجد سعر كهذا.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&quot;%1&quot; is not a number. Type a price such as %2.</source>
        <translation>&quot;%1&quot; ليس عددًا. اكتب سعرًا مثل %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A price must be above 0 and at most %1; &quot;%2&quot; is not.</source>
        <translation>يجب أن يكون السعر أكبر من ٠ وألا يتجاوز %1؛ و&quot;%2&quot; ليس كذلك.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Entered by the user in GPU Lab</source>
        <translation>أدخله المستخدم في GPU Lab</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not remove %1.</source>
        <translation>تعذّرت إزالة %1.</translation>
    </message>
</context>
<context>
    <name>gpulab::PriceText</name>
    <message>
        <location line="-121"/>
        <source>on demand</source>
        <translation>عند الطلب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reserved</source>
        <translation>محجوز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>purchase</source>
        <translation>شراء</translation>
    </message>
    <message>
        <location filename="../lessons/framework/numbertext.cpp" line="+43"/>
        <source>%1 %2</source>
        <extracomment>A currency&apos;s ISO code, then an amount: &quot;USD 2.69&quot;. The order and space are the language&apos;s.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../lessons/cost/gpuprices.cpp" line="+23"/>
        <source>%1/GPU-hour (%2, %3, seen %4)</source>
        <translation>‏%1/ساعة GPU ‏(%2، %3، رُئي في %4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 a card (%2, seen %3)</source>
        <translation>‏%1 للبطاقة (%2، رُئي في %3)</translation>
    </message>
</context>
<context>
    <name>gpulab::QuizHistoryPage</name>
    <message>
        <location filename="../app/quizpage.cpp" line="+163"/>
        <source>Your quiz results</source>
        <translation>نتائج اختباراتك</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Finished</source>
        <translation>انتهى</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quiz</source>
        <translation>الاختبار</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mode</source>
        <translation>الوضع</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reached</source>
        <translation>المُنجَز</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every quiz attempt, newest first</source>
        <translation>كل محاولات الاختبار، الأحدث أولًا</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Export Results as CSV…</source>
        <translation>تصدير &amp;النتائج بصيغة CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One row per answer, for an instructor or a spreadsheet</source>
        <translation>صف لكل إجابة، للمعلّم أو لجدول بيانات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset Quiz History…</source>
        <translation>&amp;إعادة ضبط سجل الاختبارات…</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>not finished (started %1)</source>
        <translation>لم ينتهِ (بدأ %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test</source>
        <translation>تقييم</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Practice</source>
        <translation>تدريب</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>%1 of %2</source>
        <translation>‏%1 من %2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 of %2 answered so far (no result)</source>
        <translation>أُجيب عن %1 من %2 حتى الآن (لا نتيجة)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 — %3 %</source>
        <translation>‏%1 من %2 — %3٪</translation>
    </message>
    <message>
        <location line="+59"/>
        <location line="+6"/>
        <source>Export Quiz Grades</source>
        <translation>تصدير درجات الاختبارات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The grades could not be written to %1:
%2</source>
        <translation>تعذّرت كتابة الدرجات في %1:
%2</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>not graded</source>
        <translation>غير مُقيَّم</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Questions answered or skipped, of the quiz&apos;s questions, and how many of them were skipped; a skipped question counts as not right</source>
        <translation>الأسئلة التي أُجيب عنها أو تُخطّيت من بين أسئلة الاختبار، وكم منها تُخطّي؛ ويُحتسب السؤال المتخطّى غير صحيح</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export &amp;Grades as CSV…</source>
        <translation>تصدير الد&amp;رجات بصيغة CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your best score per quiz in one row, as Moodle&apos;s grade import (Grades › Import › CSV file) takes it</source>
        <translation>أفضل نتيجة لك في كل اختبار في صف واحد، كما يقبلها استيراد الدرجات في Moodle (الدرجات › استيراد › ملف CSV)</translation>
    </message>
    <message numerus="yes">
        <location line="+53"/>
        <source>%1 of %2 (%Ln skipped)</source>
        <translation>
            <numerusform>‏%1 من %2 (%Ln سؤال متخطّى)</numerusform>
            <numerusform>‏%1 من %2 (%Ln سؤال متخطّى)</numerusform>
            <numerusform>‏%1 من %2 (%Ln سؤالان متخطّيان)</numerusform>
            <numerusform>‏%1 من %2 (%Ln أسئلة متخطّاة)</numerusform>
            <numerusform>‏%1 من %2 (%Ln سؤالًا متخطّى)</numerusform>
            <numerusform>‏%1 من %2 (%Ln سؤال متخطّى)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Your quiz results — no quiz taken yet</source>
        <translation>نتائج اختباراتك — لم يُجرَ أي اختبار بعد</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your quiz results — %Ln attempt(s)</source>
        <translation>
            <numerusform>نتائج اختباراتك — لا محاولات</numerusform>
            <numerusform>نتائج اختباراتك — محاولة واحدة</numerusform>
            <numerusform>نتائج اختباراتك — محاولتان</numerusform>
            <numerusform>نتائج اختباراتك — %Ln محاولات</numerusform>
            <numerusform>نتائج اختباراتك — %Ln محاولة</numerusform>
            <numerusform>نتائج اختباراتك — %Ln محاولة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+9"/>
        <source>There is no progress database.</source>
        <translation>لا توجد قاعدة بيانات للتقدّم.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+6"/>
        <source>Export Quiz Results</source>
        <translation>تصدير نتائج الاختبارات</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+17"/>
        <source>CSV files (*.csv)</source>
        <translation>ملفات CSV (*.csv)</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>The results could not be written to %1:
%2</source>
        <translation>تعذّرت كتابة النتائج في %1:
%2</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+7"/>
        <source>Reset Quiz History</source>
        <translation>إعادة ضبط سجل الاختبارات</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Delete every quiz attempt and answer stored on this computer? Export them as CSV first if you want to keep them. Your lesson progress is not affected.</source>
        <translation>أتحذف كل محاولات الاختبار وإجاباتها المخزّنة على هذا الحاسوب؟ صدّرها بصيغة CSV أولًا إن أردت الاحتفاظ بها. لا يتأثر تقدّمك في الدروس.</translation>
    </message>
</context>
<context>
    <name>gpulab::QuizInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="-362"/>
        <source>&amp;Your answer:</source>
        <translation>&amp;إجابتك:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your answer</source>
        <translation>إجابتك</translation>
    </message>
</context>
<context>
    <name>gpulab::QuizPage</name>
    <message numerus="yes">
        <location filename="../app/quizpage.cpp" line="-303"/>
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… ولا شيء غيرها</numerusform>
            <numerusform>… وواحد آخر</numerusform>
            <numerusform>… واثنان آخران</numerusform>
            <numerusform>… و%Ln أخرى</numerusform>
            <numerusform>… و%Ln أخرى</numerusform>
            <numerusform>… و%Ln أخرى</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>⚠ %Ln question(s) of this quiz could not be loaded and are left out:</source>
        <translation>
            <numerusform>⚠ لا سؤال في هذا الاختبار تعذّر تحميله:</numerusform>
            <numerusform>⚠ تعذّر تحميل سؤال واحد من هذا الاختبار فاستُبعد:</numerusform>
            <numerusform>⚠ تعذّر تحميل سؤالين من هذا الاختبار فاستُبعدا:</numerusform>
            <numerusform>⚠ تعذّر تحميل %Ln أسئلة من هذا الاختبار فاستُبعدت:</numerusform>
            <numerusform>⚠ تعذّر تحميل %Ln سؤالًا من هذا الاختبار فاستُبعدت:</numerusform>
            <numerusform>⚠ تعذّر تحميل %Ln سؤال من هذا الاختبار فاستُبعدت:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Problems in this quiz&apos;s file</source>
        <translation>مشكلات في ملف هذا الاختبار</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the progress database is not available, so this attempt is kept only until GPU Lab closes</source>
        <translation>قاعدة بيانات التقدّم غير متاحة، لذا لا تُحفظ هذه المحاولة إلا إلى أن يُغلق GPU Lab</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>⚠ Your answers are not saved yet: %1. Keep going: none is lost.</source>
        <translation>⚠ لم تُحفظ إجاباتك بعد: %1. تابع: لن يضيع منها شيء.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>⚠ Your answers are not being saved: %1</source>
        <translation>⚠ لا تُحفظ إجاباتك: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::QuizSession</name>
    <message>
        <location filename="../lessons/framework/quiz/quizsession.cpp" line="+191"/>
        <source>(skipped)</source>
        <translation>(متخطّى)</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>(no answer)</source>
        <translation>(بلا إجابة)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>True</source>
        <translation>صواب</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>False</source>
        <translation>خطأ</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>(none)</source>
        <translation>(لا شيء)</translation>
    </message>
</context>
<context>
    <name>gpulab::QuizView</name>
    <message>
        <location filename="../widgets/quizview.cpp" line="+60"/>
        <location line="+263"/>
        <source>Quiz</source>
        <translation>الاختبار</translation>
    </message>
    <message>
        <location line="-230"/>
        <source>How do you want to take it?</source>
        <translation>كيف تريد أن تُجريه؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Practice</source>
        <translation>تد&amp;ريب</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After each answer: whether it is right, why, and the right answer.</source>
        <translation>بعد كل إجابة: هل هي صحيحة، ولماذا، وما الإجابة الصحيحة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Test</source>
        <translation>&amp;امتحان</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No feedback until the end; then your score and a review of every answer that was not right.</source>
        <translation>لا تعليق حتى النهاية؛ ثم نتيجتك ومراجعة لكل إجابة غير صحيحة.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Start</source>
        <translation>&amp;ابدأ</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This quiz has no questions.</source>
        <translation>لا أسئلة في هذا الاختبار.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+111"/>
        <source>&amp;Back to lesson</source>
        <translation>عو&amp;دة إلى الدرس</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Question</source>
        <translation>السؤال</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Problem with the answer</source>
        <translation>مشكلة في الإجابة</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Feedback</source>
        <translation>التعليق</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>S&amp;kip</source>
        <translation>تخطَّ &amp;السؤال</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move on without answering; counts as not right.</source>
        <translation>انتقل دون إجابة؛ يُحتسب إجابة غير صحيحة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+255"/>
        <source>&amp;Next</source>
        <translation>&amp;التالي</translation>
    </message>
    <message>
        <location line="-232"/>
        <source>Score</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review of the answers that were not right</source>
        <translation>مراجعة الإجابات غير الصحيحة</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Retake</source>
        <translation>&amp;إعادة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same questions again, in a new order.</source>
        <translation>الأسئلة نفسها مرة أخرى، بترتيب جديد.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>1 question.</source>
        <translation>سؤال واحد.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln questions.</source>
        <translation>
            <numerusform>%Ln سؤال.</numerusform>
            <numerusform>%Ln سؤال.</numerusform>
            <numerusform>%Ln سؤالان.</numerusform>
            <numerusform>%Ln أسئلة.</numerusform>
            <numerusform>%Ln سؤالًا.</numerusform>
            <numerusform>%Ln سؤال.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 question, not graded.</source>
        <translation>سؤال واحد، غير مُقيَّم.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln questions, %1 of them graded.</source>
        <translation>
            <numerusform>%Ln سؤال، منها %1 مُقيَّمة.</numerusform>
            <numerusform>%Ln سؤال، منها %1 مُقيَّمة.</numerusform>
            <numerusform>%Ln سؤالان، منها %1 مُقيَّمة.</numerusform>
            <numerusform>%Ln أسئلة، منها %1 مُقيَّمة.</numerusform>
            <numerusform>%Ln سؤالًا، منها %1 مُقيَّمة.</numerusform>
            <numerusform>%Ln سؤال، منها %1 مُقيَّمة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+347"/>
        <source>You skipped %Ln questions.</source>
        <translation>
            <numerusform>تخطّيت %Ln سؤال.</numerusform>
            <numerusform>تخطّيت %Ln سؤال.</numerusform>
            <numerusform>تخطّيت %Ln سؤالين.</numerusform>
            <numerusform>تخطّيت %Ln أسئلة.</numerusform>
            <numerusform>تخطّيت %Ln سؤالًا.</numerusform>
            <numerusform>تخطّيت %Ln سؤال.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-301"/>
        <source>Question %1 of %2</source>
        <translation>السؤال %1 من %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>C&amp;ontinue</source>
        <translation>&amp;استمرّ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Check</source>
        <translation>تحقّق من &amp;الإجابة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Submit</source>
        <translation>إ&amp;رسال</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>See &amp;results</source>
        <translation>عر&amp;ض النتائج</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+239"/>
        <source>&lt;b&gt;Right answer:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;الإجابة الصحيحة:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="-232"/>
        <source>&lt;b&gt;Saved.&lt;/b&gt; Essays are not graded automatically.</source>
        <translation>&lt;b&gt;حُفظت.&lt;/b&gt; المقالات لا تُقيَّم تلقائيًا.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Correct&lt;/b&gt;</source>
        <translation>&lt;b&gt;صحيحة&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Partly correct — %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;صحيحة جزئيًا — %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Not correct&lt;/b&gt;</source>
        <translation>&lt;b&gt;غير صحيحة&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+171"/>
        <source>Results</source>
        <translation>النتائج</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Results: %1</source>
        <translation>النتائج: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 — %3</source>
        <translation>‏%1 من %2 — %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing in this quiz is graded.</source>
        <translation>لا شيء في هذا الاختبار يُقيَّم.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You skipped 1 question.</source>
        <translation>تخطّيت سؤالًا واحدًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your essay answers are saved; essays are not graded automatically.</source>
        <translation>حُفظت إجاباتك المقالية؛ المقالات لا تُقيَّم تلقائيًا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every graded answer was right.</source>
        <translation>كل الإجابات المقيَّمة صحيحة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Answers to review</source>
        <translation>إجابات للمراجعة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Question %1</source>
        <translation>السؤال %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Your answer:&lt;/b&gt; skipped</source>
        <translation>&lt;b&gt;إجابتك:&lt;/b&gt; متخطّى</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>partly correct — %1</source>
        <translation>صحيحة جزئيًا — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not correct</source>
        <translation>غير صحيحة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Your answer:&lt;/b&gt; %1 (%2)</source>
        <translation>&lt;b&gt;إجابتك:&lt;/b&gt; %1 (%2)</translation>
    </message>
</context>
<context>
    <name>gpulab::RaceLab</name>
    <message>
        <location filename="../lessons/livelab/racelab.cpp" line="+30"/>
        <source>&amp;Run the race</source>
        <translation>&amp;ابدأ السباق</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OpenCL device</source>
        <translation>جهاز OpenCL</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Looking for OpenCL devices…</source>
        <translation>البحث عن أجهزة OpenCL…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Matrix size N</source>
        <translation>حجم المصفوفة N</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Timed repeats</source>
        <translation>التكرارات المؤقَّتة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left side</source>
        <translation>الجهة اليسرى (الأولى)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right side</source>
        <translation>الجهة اليمنى (الثانية)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Device:</source>
        <translation>الجها&amp;ز:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix &amp;size N:</source>
        <translation>حجم المصفوفة &amp;N:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;epeats:</source>
        <translation>التكرا&amp;رات:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Left:</source>
        <translation>اليسر&amp;ى:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Right:</source>
        <translation>&amp;اليمنى:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your prediction of the speedup</source>
        <translation>توقّعك للتسريع</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Predict first: the right side will be this many times faster:</source>
        <translation>توقّع &amp;أولًا: كم مرة ستكون الجهة اليمنى أسرع:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cancel</source>
        <translation>&amp;إلغاء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;play</source>
        <translation>إعا&amp;دة العرض</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the race at the measured proportions</source>
        <translation>أعد عرض السباق بالنسب المقيسة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Race progress</source>
        <translation>تقدّم السباق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What is happening</source>
        <translation>ما يحدث</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left</source>
        <translation>اليسرى</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>اليمنى</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measured speedup</source>
        <translation>التسريع المقيس</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prediction and explanation</source>
        <translation>التوقّع والتفسير</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No OpenCL — CPU only</source>
        <translation>لا OpenCL — CPU فقط</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No OpenCL device: the OpenCL rungs cannot run here (%1). The CPU rungs still race.</source>
        <translation>لا جهاز OpenCL: لا يمكن تشغيل درجات OpenCL هنا (%1). ودرجات CPU ما زالت تتسابق.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>CPU only (no OpenCL)</source>
        <translation>‏CPU فقط (لا OpenCL)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Serial — 1 CPU core</source>
        <translation>تسلسلي — نواة CPU واحدة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parallel — every CPU core</source>
        <translation>متوازٍ — كل أنوية CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parallel — OpenCL</source>
        <translation>متوازٍ — OpenCL</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no device</source>
        <translation>لا جهاز</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Starting…</source>
        <translation>يبدأ…</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>You predicted ×%1 faster; the measurement is %2, %3. Why: %4</source>
        <translation>توقّعت أن تكون أسرع بـ ×%1؛ والقياس %2، %3. السبب: %4</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>faster than you predicted</source>
        <translation>أسرع مما توقّعت</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>%1, on %2</source>
        <translation>‏%1، على %2</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>slower than you predicted</source>
        <translation>أبطأ مما توقّعت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>close to your prediction</source>
        <translation>قريب من توقّعك</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Replay, measured proportions, %1× slowed down</source>
        <translation>إعادة عرض بالنسب المقيسة، مُبطَّأة %1×</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay, measured proportions, %1× sped up</source>
        <translation>إعادة عرض بالنسب المقيسة، مُسرَّعة %1×</translation>
    </message>
</context>
<context>
    <name>gpulab::RacePane</name>
    <message>
        <location filename="../lessons/framework/racepane.cpp" line="+120"/>
        <source>Waiting for its turn.</source>
        <translation>ينتظر دوره.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped before it was measured.</source>
        <translation>توقّف قبل أن يُقاس.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not run yet.</source>
        <translation>لم يُشغَّل بعد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (median of %2), %3 GFLOP/s, %4</source>
        <translation>‏%1 (وسيط %2)، %3 GFLOP/s، %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>verified ✓</source>
        <translation>مُتحقَّق منه ✓</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NOT verified ✗</source>
        <translation>غير مُتحقَّق منه ✗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✗ WRONG RESULT: %1</source>
        <translation>✗ نتيجة خاطئة: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot run here: %1</source>
        <translation>لا يمكن تشغيله هنا: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✗ Error: %1</source>
        <translation>✗ خطأ: %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Ready</source>
        <translation>جاهز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for its turn…</source>
        <translation>ينتظر دوره…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped: not measured</source>
        <translation>متوقف: لم يُقَس</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running… %1</source>
        <translation>يعمل… %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % of the runs done</source>
        <translation>أُنجز %1٪ من التشغيلات</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1  ·  %2 GFLOP/s</source>
        <translation>%1  ·  %2 GFLOP/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✓ verified against float64</source>
        <translation>✓ مُتحقَّق منه مقابل float64</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ NOT verified</source>
        <translation>✗ غير مُتحقَّق منه</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  ·  kernels compiled in %1</source>
        <translation>  ·  تُرجمت الـ kernels في %1</translation>
    </message>
</context>
<context>
    <name>gpulab::RaceRunner</name>
    <message>
        <location filename="../lessons/framework/racerunner.cpp" line="+60"/>
        <source>Choose two different rungs of the ladder for the two sides.</source>
        <translation>اختر درجتين مختلفتين من السُّلّم للجهتين.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+21"/>
        <source>A measurement is already running.</source>
        <translation>هناك قياس قيد التشغيل بالفعل.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The roofline needs an OpenCL device: %1</source>
        <translation>يحتاج نموذج السقف إلى جهاز OpenCL: %1</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Measuring the memory bandwidth and peak arithmetic of %1…</source>
        <translation>قياس عرض نطاق الذاكرة وذروة الحساب لـ %1…</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Nothing to measure: choose at least one variant and one size.</source>
        <translation>لا شيء لقياسه: اختر متغيّرًا واحدًا وحجمًا واحدًا على الأقل.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unknown variant “%1”.</source>
        <translation>متغيّر غير معروف «%1».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The matrix size must be between 1 and 46340 (got %1).</source>
        <translation>يجب أن يكون حجم المصفوفة بين ١ و٤٦٬٣٤٠ (أُعطي %1).</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>N = %1: computing the float64 reference that every result is checked against…</source>
        <translation>‏N = %1: حساب المرجع بدقة float64 الذي تُقارن به كل نتيجة…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preparing %1…</source>
        <translation>تحضير %1…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Running %1 at N = %2…</source>
        <translation>تشغيل %1 عند N = %2…</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Compiling kernels for %1…</source>
        <translation>ترجمة الـ kernels لـ %1…</translation>
    </message>
</context>
<context>
    <name>gpulab::RangeTablePage</name>
    <message>
        <location filename="../lessons/precision/rangetablepage.cpp" line="+44"/>
        <source>Range and precision of every format, computed by the codec</source>
        <translation>المدى والدقة لكل صيغة، محسوبة بالمُرمِّز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format</source>
        <translation>الصيغة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bits
(sign + exponent + mantissa)</source>
        <translation>البتّات
(الإشارة + الأسّ + الجزء الكسري)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest value</source>
        <translation>أكبر قيمة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Smallest normal</source>
        <translation>أصغر طبيعي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smallest subnormal</source>
        <translation>أصغر دون طبيعي</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Epsilon
(gap above 1)</source>
        <translation>إبسيلون
(الفجوة فوق ١)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decimal
digits</source>
        <translation>الأرقام
العشرية</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Overflow
gives</source>
        <translation>الفيضان
يعطي</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>1 + %1 + %2 = %3</source>
        <translation>١ + %1 + %2 = %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (stored in %1)</source>
        <translation> (مخزَّن في %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>infinity</source>
        <translation>لانهاية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NaN (no infinity)</source>
        <translation>‏NaN (لا لانهاية)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (saturates)</source>
        <translation>‏%1 (يتشبّع)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every number in this table is computed by GPU Lab&apos;s codec from the format&apos;s layout, not typed in. &lt;b&gt;Largest value&lt;/b&gt;: the top of the range. Below the &lt;b&gt;smallest normal&lt;/b&gt; come the subnormals, with fewer significant bits, down to the &lt;b&gt;smallest subnormal&lt;/b&gt;; anything less than half of it rounds to zero. &lt;b&gt;Epsilon&lt;/b&gt; is the gap between 1 and the next value up: a measure of precision. &lt;b&gt;Decimal digits&lt;/b&gt; = (mantissa bits + 1) × log₁₀ 2.</source>
        <translation>كل عدد في هذا الجدول يحسبه مُرمِّز GPU Lab من بنية الصيغة، لا يُكتب يدويًا. &lt;b&gt;أكبر قيمة&lt;/b&gt;: أعلى المدى. وتحت &lt;b&gt;أصغر طبيعي&lt;/b&gt; تأتي القيم دون الطبيعية، ببتّات معنوية أقل، نزولًا إلى &lt;b&gt;أصغر دون طبيعي&lt;/b&gt;؛ وكل ما يقلّ عن نصفه يُقرَّب إلى الصفر. &lt;b&gt;إبسيلون&lt;/b&gt; هو الفجوة بين ١ والقيمة التالية فوقه: مقياس للدقة. &lt;b&gt;الأرقام العشرية&lt;/b&gt; = (بتّات الجزء الكسري + ١) × log₁₀ 2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to read the table</source>
        <translation>كيف تقرأ الجدول</translation>
    </message>
</context>
<context>
    <name>gpulab::RealChips</name>
    <message>
        <location filename="../lessons/cpuvsgpu/realchips.cpp" line="+68"/>
        <source>estimate: %1 × %2 GHz base × %3</source>
        <translation>تقدير: %1 × %2 GHz أساسي × %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>vendor = %1 × 2 × %2 GHz boost</source>
        <translation>المُصنِّع = %1 × 2 × %2 GHz معزّز</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>vendor, dual issue = %1 × 4 × %2 GHz boost</source>
        <translation>المُصنِّع، إصدار مزدوج = %1 × 4 × %2 GHz معزّز</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>from vendor figures</source>
        <translation>من أرقام المُصنِّع</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not a vendor figure: GPU Lab&apos;s estimate, %1 cores × %2 GHz (the base clock, not the boost clock in the table) × %3 float32 FLOPs per clock per core from the SIMD units. At the boost clock it would be higher.</source>
        <translation>ليس رقمًا من المُصنِّع: تقدير GPU Lab، %1 أنوية × %2 GHz (التردد الأساسي، لا التردد المعزّز الوارد في الجدول) × %3 عمليات FLOP بدقة float32 لكل دورة ساعة لكل نواة من وحدات SIMD. وعند التردد المعزّز يكون أعلى.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The vendor&apos;s figure: %1 float32 lanes × 2 FLOPs (one fused multiply-add) × %2 GHz boost clock.</source>
        <translation>رقم المُصنِّع: %1 مسار float32 × 2 FLOP (عملية ضرب وجمع مدمجة واحدة) × %2 GHz تردد معزّز.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The vendor&apos;s figure counts dual-issue float32 (two instructions per lane per clock): %1 lanes × 2 FLOPs × 2 × %2 GHz. One fused multiply-add per lane per clock gives %3 TFLOPS.</source>
        <translation>يحتسب رقم المُصنِّع الإصدار المزدوج لـ float32 (تعليمتان لكل مسار في كل دورة ساعة): %1 مسار × 2 FLOP × 2 × %2 GHz. أما عملية ضرب وجمع مدمجة واحدة لكل مسار في كل دورة فتعطي %3 TFLOPS.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The data file has no float32 figure for this chip.</source>
        <translation>لا يحوي ملف البيانات رقمًا لـ float32 لهذه الرقاقة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the vendor&apos;s documents; the data file lacks the clock or lane count to recompute it. Its notes: %1</source>
        <translation>من وثائق المُصنِّع؛ ويفتقر ملف البيانات إلى التردد أو عدد المسارات لإعادة حسابه. ملاحظاته: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>About these figures</source>
        <translation>عن هذه الأرقام</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>CPUs and GPUs from their datasheets</source>
        <translation>وحدات CPU وGPU من أوراق بياناتها</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Chip</source>
        <translation>الرقاقة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>النوع</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Peak figures from GPU Lab&apos;s data file (peaks, not measurements; float32 on the vector units, not tensor cores; SXM and PCIe cards are separate rows). They are not all alike: the GPU peaks are the vendors&apos; own (some count dual-issue float32), the CPU peaks are the file&apos;s estimates at the base clock, and the last column but one says which, with the sum. A CPU core has SIMD units of its own, so its lanes are not one per core. Hover a row for its source; — means not published.</source>
        <translation>أرقام الذروة من ملف بيانات GPU Lab (ذُرى لا قياسات؛ float32 على الوحدات المتجهية لا أنوية Tensor؛ وبطاقات SXM وPCIe في صفوف منفصلة). وهي ليست متماثلة كلها: ذُرى GPU هي أرقام المُصنِّعين أنفسهم (وبعضها يحتسب الإصدار المزدوج لـ float32)، وذُرى CPU هي تقديرات الملف عند التردد الأساسي، والعمود قبل الأخير يبيّن أيّها، مع العملية الحسابية. لنواة CPU وحدات SIMD خاصة بها، فلا تكون مساراتها مسارًا واحدًا لكل نواة. مرّر المؤشر فوق صف لترى مصدره؛ و— تعني غير منشور.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Memory (GB/s)</source>
        <translation>الذاكرة (GB/s)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>How the peak is obtained</source>
        <translation>كيف تُستخرج الذروة</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Cores or SMs</source>
        <translation>الأنوية أو SMs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cores (CPU) or streaming multiprocessors (GPU)</source>
        <translation>الأنوية (CPU) أو المعالجات المتعددة المتدفقة (GPU)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 lanes</source>
        <translation>مسارات FP32</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Float32 lanes: the GPU&apos;s CUDA cores or stream processors; a CPU core has SIMD units of its own</source>
        <translation>مسارات float32: أنوية CUDA أو معالجات التدفق في GPU؛ ولنواة CPU وحدات SIMD خاصة بها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clock (GHz)</source>
        <translation>التردد (GHz)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Base / boost clock, GHz</source>
        <translation>التردد الأساسي / المعزّز، GHz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 peak (TFLOPS)</source>
        <translation>ذروة FP32 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Float32 peak on the vector units (not tensor cores), TFLOPS</source>
        <translation>ذروة float32 على الوحدات المتجهية (لا أنوية Tensor)، TFLOPS</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory bandwidth, GB/s</source>
        <translation>عرض نطاق الذاكرة، GB/s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SIMD</source>
        <comment>a CPU core&apos;s float32 lanes are its SIMD units</comment>
        <translation>SIMD</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (data file line %2)</source>
        <translation>‏%1 (ملف البيانات، السطر %2)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The data file has no CPU or GPU rows to show.</source>
        <translation>لا يحوي ملف البيانات صفوفًا لـ CPU أو GPU لعرضها.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln row(s) of the data file could not be read; the first: %1</source>
        <translation>
            <numerusform>لا صفوف في ملف البيانات تعذّرت قراءتها؛ الأول: %1</numerusform>
            <numerusform>تعذّرت قراءة صف واحد من ملف البيانات: %1</numerusform>
            <numerusform>تعذّرت قراءة صفّين من ملف البيانات؛ الأول: %1</numerusform>
            <numerusform>تعذّرت قراءة %Ln صفوف من ملف البيانات؛ الأول: %1</numerusform>
            <numerusform>تعذّرت قراءة %Ln صفًّا من ملف البيانات؛ الأول: %1</numerusform>
            <numerusform>تعذّرت قراءة %Ln صف من ملف البيانات؛ الأول: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpulab::RooflineChart</name>
    <message>
        <location filename="../lessons/livelab/benchcharts.cpp" line="+294"/>
        <source>Measure the &amp;roofline</source>
        <translation>قِس نمو&amp;ذج السقف</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measu&amp;re</source>
        <translation>&amp;ابدأ القياس</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kernels at &amp;N:</source>
        <translation>الـ kernels عند &amp;N:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;إلغاء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two limits of this device — how fast memory feeds it and how fast it computes — and where our kernels sit between them.</source>
        <translation>حدّا هذا الجهاز — مدى سرعة تغذية الذاكرة له ومدى سرعة حسابه — وموقع الـ kernels الخاصة بنا بينهما.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roofline</source>
        <translation>نموذج السقف</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Datasheet roofs</source>
        <translation>أسقف &amp;أوراق البيانات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(datacenter GPUs, to compare)</source>
        <translation>(وحدات GPU لمراكز البيانات، للمقارنة)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From the data file assets/data/gpu-specs.csv, with its sources.</source>
        <translation>من ملف البيانات assets/data/gpu-specs.csv، مع مصادره.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Datasheet roofs of datacenter GPUs, to compare</source>
        <translation>أسقف أوراق البيانات لوحدات GPU في مراكز البيانات، للمقارنة</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cancelled.</source>
        <translation>أُلغي.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not measure: %1</source>
        <translation>تعذّر القياس: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not measure the kernels: %1</source>
        <translation>تعذّر قياس الـ kernels: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: memory %2 GB/s, arithmetic %3 GFLOP/s; kernels below the ridge at %4 FLOP/byte wait for memory, above it for arithmetic.</source>
        <translation>‏%1: الذاكرة %2 GB/s، والحساب %3 GFLOP/s؛ الـ kernels دون نقطة الانعطاف عند %4 FLOP/byte تنتظر الذاكرة، وما فوقها ينتظر الحساب.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Measuring the roofs…</source>
        <translation>قياس الأسقف…</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The roofs&apos; runs disagreed (the slowest %1 % below the best): something else was using the machine; measure again when it is idle.</source>
        <translation>تباينت تشغيلات الأسقف (أبطؤها أدنى من أفضلها بـ %1٪): كان شيء آخر يستخدم الجهاز؛ قِس مجددًا حين يكون خاملًا.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 ran above the measured peak (%2 against %3 GFLOP/s): it keeps the arithmetic units busier than the small peak kernel did, or the peak run was slowed by other work.</source>
        <translation>عمل %1 فوق الذروة المقيسة (%2 مقابل %3 GFLOP/s): فهو يُبقي وحدات الحساب أكثر انشغالًا مما فعلته الـ kernel الصغير للذروة، أو أن تشغيل الذروة أبطأه عمل آخر.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 ran above the memory roof: part of its data came from cache, which its design intensity (%2 FLOP/byte, counting every load from memory) leaves out.</source>
        <translation>عمل %1 فوق سقف الذاكرة: جاء جزء من بياناته من الذاكرة المخبئية، وهو ما تُغفله كثافته التصميمية (%2 FLOP/byte، باحتساب كل قراءة من الذاكرة).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Roofline of %1 (measured)</source>
        <translation>نموذج السقف لـ %1 (مقيس)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this device, measured</source>
        <translation>هذا الجهاز، مقيسًا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At %1 FLOP/byte at most %2 GFLOP/s
(memory %3 GB/s, peak %4 GFLOP/s)</source>
        <translation>عند %1 FLOP/byte على الأكثر %2 GFLOP/s
(الذاكرة %3 GB/s، الذروة %4 GFLOP/s)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1
%2 FLOP/byte, %3 GFLOP/s = %4 % of what the roof allows there</source>
        <translation>‏%1
%2 FLOP/byte، %3 GFLOP/s = %4٪ مما يسمح به السقف هناك</translation>
    </message>
</context>
<context>
    <name>gpulab::RooflineLab</name>
    <message>
        <location filename="../lessons/memory/rooflinelab.cpp" line="+37"/>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GFLOP/s</source>
        <translation>%1 GFLOP/s</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>GPU whose roofline is drawn</source>
        <translation>‏GPU الذي يُرسم نموذج سقفه</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which peak is the roof</source>
        <translation>أيّ ذروة هي السقف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 on the CUDA cores</source>
        <translation>‏FP32 على أنوية CUDA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 on the tensor cores (dense)</source>
        <translation>‏FP16 على أنوية Tensor (كثيفة)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pea&amp;k:</source>
        <translation>&amp;الذروة:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worked examples: set the intensity</source>
        <translation>أمثلة محلولة: اضبط الكثافة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(choose a kernel)</source>
        <translation>(اختر kernel)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vector add, float32: 1 FLOP per 12 bytes</source>
        <translation>جمع المتّجهات، float32: ١ FLOP لكل ١٢ بايت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Naive matrix product, float32: 2 FLOPs per 8 bytes</source>
        <translation>ضرب المصفوفات البسيط، float32: ٢ FLOP لكل ٨ بايت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiled, T = 16, float32: 32 FLOPs per 8 bytes</source>
        <translation>مُبلَّط، T = 16، float32: ٣٢ FLOP لكل ٨ بايت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiled, T = 64, float32: 128 FLOPs per 8 bytes</source>
        <translation>مُبلَّط، T = 64، float32: ١٢٨ FLOP لكل ٨ بايت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix product N = 4096, FP16, each matrix read once: N/3</source>
        <translation>ضرب مصفوفات N = 4096، FP16، كل مصفوفة تُقرأ مرة واحدة: N/3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E&amp;xample:</source>
        <translation>مثا&amp;ل:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Arithmetic intensity (FLOP per byte)</source>
        <translation>الكثافة الحسابية (FLOP لكل بايت)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Intensity:</source>
        <translation>&amp;الكثافة:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Where the kernel is on the roofline</source>
        <translation>موقع الـ kernel على نموذج السقف</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Roofline</source>
        <translation>نموذج السقف</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>This machine&apos;s measured roofs</source>
        <translation>الأسقف المقيسة لهذا الجهاز</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>&amp;Measure this machine&apos;s roofs</source>
        <translation>قِس &amp;أسقف هذا الجهاز</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>LLM decode, batch 1, FP16 weights: 2 FLOPs per 2 bytes</source>
        <translation>فكّ ترميز LLM، دفعة من ١، أوزان FP16: ٢ FLOP لكل ٢ بايت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measuring the roofs</source>
        <translation>قياس الأسقف</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Cancelled. </source>
        <translation>أُلغي. </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not measure: %1</source>
        <translation>تعذّر القياس: %1</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Measuring the copy bandwidth and the FMA peak of the OpenCL device (in the measurement engine)…</source>
        <translation>قياس عرض نطاق النسخ وذروة FMA لجهاز OpenCL (في محرك القياس)…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>This machine: not measured yet on the chosen OpenCL device (the Live Lab&apos;s roofline or the button here measures it).</source>
        <translation>هذا الجهاز: لم يُقَس بعد على جهاز OpenCL المختار (يقيسه نموذج السقف في المختبر الحي أو الزر هنا).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This machine (%1, measured %2): %3 GB/s, %4 float32 — the dashed line.</source>
        <translation>هذا الجهاز (%1، قيس في %2): %3 GB/s، %4 بدقة float32 — الخط المتقطّع.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 FLOP/byte</source>
        <translation>%1 FLOP/byte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;%1&lt;/b&gt; At %2 FLOP/byte the %3 can do at most %4 = %5 % of its %6 peak. The ridge is at %7 FLOP/byte (%6 ÷ %8 GB/s): %9</source>
        <translation>&lt;b&gt;‏%1&lt;/b&gt; عند %2 FLOP/byte يستطيع %3 على الأكثر %4 = %5٪ من ذروته %6. نقطة الانعطاف عند %7 FLOP/byte (%6 ÷ %8 GB/s): %9</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory-bound.</source>
        <translation>محدود بالذاكرة.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compute-bound.</source>
        <translation>محدود بالحساب.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>below it, the arithmetic units wait for HBM; only more reuse (a higher intensity) helps.</source>
        <translation>دونها تنتظر وحدات الحساب ذاكرةَ HBM؛ ولا يفيد إلا مزيد من إعادة الاستخدام (كثافة أعلى).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>above it, memory keeps up and the arithmetic units are the limit.</source>
        <translation>فوقها تواكب الذاكرة، وتكون وحدات الحساب هي الحد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The data file has no bandwidth or peak for this GPU.</source>
        <translation>لا يحوي ملف البيانات عرض نطاق أو ذروة لهذا الـ GPU.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Arithmetic intensity (FLOP per byte of memory traffic, log scale)</source>
        <translation>الكثافة الحسابية (FLOP لكل بايت من حركة الذاكرة، مقياس لوغاريتمي)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GFLOP/s (log scale)</source>
        <translation>‏GFLOP/s (مقياس لوغاريتمي)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1
at %2 FLOP/byte: at most %3</source>
        <translation>‏%1
عند %2 FLOP/byte: على الأكثر %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (datasheet: %2 GB/s, %3)</source>
        <translation>‏%1 (ورقة البيانات: %2 GB/s، %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>your kernel: %1 FLOP/byte → %2</source>
        <translation>الـ kernel الخاص بك: %1 FLOP/byte ← %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your kernel</source>
        <translation>الـ kernel الخاص بك</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>this machine, measured (%1)</source>
        <translation>هذا الجهاز، مقيسًا (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this machine, measured</source>
        <translation>هذا الجهاز، مقيسًا</translation>
    </message>
</context>
<context>
    <name>gpulab::RooflinePlot</name>
    <message>
        <location filename="../widgets/rooflineplot.cpp" line="+27"/>
        <source>Arithmetic intensity (FLOP per byte of memory traffic)</source>
        <translation>الكثافة الحسابية (FLOP لكل بايت من حركة الذاكرة)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 (datasheet)</source>
        <translation>‏%1 (ورقة البيانات)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 GB/s, %3 TFLOP/s float32
Source: %4</source>
        <translation>‏%1: %2 GB/s، %3 TFLOP/s بدقة float32
المصدر: %4</translation>
    </message>
</context>
<context>
    <name>gpulab::ScalingChart</name>
    <message>
        <location filename="../lessons/livelab/benchcharts.cpp" line="-463"/>
        <source>&amp;GFLOP/s</source>
        <translation>&amp;GFLOP/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;peedup over serial</source>
        <translation>&amp;التسريع مقارنةً بالتسلسلي</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Measure &amp;scaling</source>
        <translation>قِس &amp;التوسّع</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>From N = 64 &amp;up to:</source>
        <translation>من &amp;N = ٦٤ حتى:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;peedup</source>
        <translation>&amp;التسريع</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How each rung&apos;s speed grows with the size of the problem.</source>
        <translation>كيف تنمو سرعة كل درجة مع حجم المسألة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling with N</source>
        <translation>التوسّع مع N</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Cancelled.</source>
        <translation>أُلغي.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+101"/>
        <source>Could not measure: %1</source>
        <translation>تعذّر القياس: %1</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Done. %1</source>
        <translation>اكتمل. %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>A measurement is already running.</source>
        <translation>هناك قياس قيد التشغيل بالفعل.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Serial-naive stops at N = %1: above that it would take minutes. Its speedups are measured against it up to there.</source>
        <translation>يتوقف serial-naive عند N = %1: فوق ذلك سيستغرق دقائق. وتُقاس التسريعات مقارنةً به حتى هناك.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose at least one rung.</source>
        <translation>اختر درجة واحدة على الأقل.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Measuring…</source>
        <translation>يجري القياس…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Matrix size N</source>
        <translation>حجم المصفوفة N</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Speedup over serial-naive (×)</source>
        <translation>التسريع مقارنةً بـ serial-naive (×)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GFLOP/s (billions of operations per second)</source>
        <translation>‏GFLOP/s (مليارات العمليات في الثانية)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1
N = %2: ×%3 serial</source>
        <translation>‏%1
N = %2: ×%3 مقارنةً بالتسلسلي</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1
N = %2: %3 GFLOP/s</source>
        <translation>%1
N = %2: %3 GFLOP/s</translation>
    </message>
</context>
<context>
    <name>gpulab::ScoreChart</name>
    <message>
        <location filename="../widgets/scorechart.cpp" line="+42"/>
        <source>1 attempt</source>
        <translation>محاولة واحدة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 attempts</source>
        <translation>عدد المحاولات: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, last %2, best %3</source>
        <translation>‏%1، الأخيرة %2، الأفضل %3</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+10"/>
        <source>Quiz scores over time</source>
        <translation>نتائج الاختبارات عبر الزمن</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>No quiz attempts yet. Your scores appear here once you finish a quiz.</source>
        <translation>لا محاولات اختبار بعد. تظهر نتائجك هنا بعد أن تُنهي اختبارًا.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Quiz scores in words</source>
        <translation>نتائج الاختبارات بالكلمات</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 in all. %2.</source>
        <translation>‏%1 إجمالًا. %2.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Date of the attempt</source>
        <translation>تاريخ المحاولة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score (%)</source>
        <translation>النتيجة (٪)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1: %2 on %3</source>
        <translation>‏%1: %2 في %3</translation>
    </message>
</context>
<context>
    <name>gpulab::SectionView</name>
    <message>
        <location filename="../lessons/framework/sectionview.cpp" line="+167"/>
        <source>Lesson text</source>
        <translation>نص الدرس</translation>
    </message>
    <message>
        <location filename="../lessons/framework/lessoncontent.cpp" line="+626"/>
        <source>This section is too long: %1 table rows are shown of %2; the rest of the section is left out.</source>
        <translation>هذا القسم طويل جدًا: عُرض %1 من صفوف الجدول من أصل %2؛ واستُبعد باقي القسم.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This section is too long: %1 characters are shown of %2; the rest is left out.</source>
        <translation>هذا القسم طويل جدًا: عُرض %1 حرفًا من أصل %2؛ واستُبعد الباقي.</translation>
    </message>
</context>
<context>
    <name>gpulab::SentenceText</name>
    <message>
        <location filename="../lessons/framework/sentencetext.cpp" line="+17"/>
        <source>%1 %2</source>
        <extracomment>Two whole sentences one after the other, each ending with its own full stop. Chinese writes no space after 。 (&quot;%1%2&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: %2</source>
        <extracomment>A label, then what it labels (&quot;Question 3: Memory&quot;). Chinese: a full-width colon and no space (&quot;%1：%2&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1, %2</source>
        <extracomment>Two items of a list of names or figures, with no &quot;and&quot; (&quot;L1 5 ns, L2 20 ns&quot;); a longer list repeats it. Chinese: &quot;%1、%2&quot;; Arabic: &quot;%1، %2&quot;.</extracomment>
        <translation>%1، %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1; %2</source>
        <extracomment>Two parts of one sentence, each of which may hold commas (&quot;FP16 rounds; FP8 overflows&quot;); a longer list repeats it. Chinese: a full-width semicolon, no space (&quot;%1；%2&quot;); Arabic: &quot;%1؛ %2&quot;.</extracomment>
        <translation>%1؛ %2</translation>
    </message>
</context>
<context>
    <name>gpulab::ServingModel</name>
    <message>
        <location filename="../lessons/inference/servingmodel.cpp" line="+121"/>
        <source>A queue builds</source>
        <translation>تتشكّل قائمة انتظار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batching</source>
        <translation>التجميع في دفعات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Many users: the KV cache fills memory</source>
        <translation>مستخدمون كثيرون: ذاكرة KV المخبئية تملأ الذاكرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 weights</source>
        <translation>أوزان FP4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Long prompts: prefill is compute-bound</source>
        <translation>موجِّهات طويلة: الملء المسبق محدود بالحساب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 70B model in FP16</source>
        <translation>نموذج 70B بدقة FP16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One request at a time</source>
        <translation>طلب واحد في كل مرة</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 handles at most %2 tokens; the prompt (%3) and the answer (%4) together are longer</source>
        <translation>يعالج %1 على الأكثر %2 رمزًا؛ والموجِّه (%3) والإجابة (%4) معًا أطول من ذلك</translation>
    </message>
</context>
<context>
    <name>gpulab::ServingScene</name>
    <message>
        <location filename="../lessons/inference/servingscene.cpp" line="+59"/>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2 serving %3, weights in %4</source>
        <translation>‏%1 — %2 يخدم %3، والأوزان بصيغة %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The weights (%1) do not fit in the %2 of memory: this GPU cannot serve the model alone. Fewer bytes per weight (INT8, FP4) or several GPUs would.</source>
        <translation>الأوزان (%1) لا تتّسع في %2 من الذاكرة: لا يستطيع هذا الـ GPU خدمة النموذج وحده. بايتات أقل لكل وزن (INT8، FP4) أو عدة وحدات GPU تستطيع.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting for the first request.</source>
        <translation>في انتظار الطلب الأول.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each step will read every weight once: at least %1 at %2 GB/s.</source>
        <translation>ستقرأ كل خطوة كل وزن مرة واحدة: %1 على الأقل بمعدّل %2 GB/s.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>compute-bound: %1 TFLOP at the %2 TFLOP/s dense peak (prompts being read)</source>
        <translation>محدود بالحساب: %1 TFLOP عند الذروة الكثيفة %2 TFLOP/s (تُقرأ الموجِّهات)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory-bound: %1 of weights + %2 of KV cache at %3 GB/s</source>
        <translation>محدود بالذاكرة: %1 من الأوزان + %2 من ذاكرة KV المخبئية بمعدّل %3 GB/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This step: %1, %2.</source>
        <translation>هذه الخطوة: %1، %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throughput %1 tokens/s for everyone · one user waits %2 between tokens · first token after %3 (bounds: no kernel is this fast)</source>
        <translation>الإنتاجية %1 رمز/s للجميع · ينتظر المستخدم الواحد %2 بين الرموز · الرمز الأول بعد %3 (حدود: لا kernel بهذه السرعة)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Served %1 requests, %2 tokens, in %3 of the server&apos;s time.</source>
        <translation>خُدم %1 طلب، و%2 رمز، في %3 من وقت الخادم.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Waiting: %1</source>
        <translation>في الانتظار: %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Batch: %1 running (at most %2: %3)</source>
        <translation>الدفعة: %1 قيد التشغيل (على الأكثر %2: %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>what the memory holds</source>
        <translation>ما تحمله الذاكرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the batch limit</source>
        <translation>حدّ الدفعة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch: %1 of %2</source>
        <translation>الدفعة: %1 من %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2</source>
        <translation>‏%1 من %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>filled = answer so far; hatched = reading its prompt</source>
        <translation>المصمت = الإجابة حتى الآن؛ والمُهشَّر = قراءة موجِّهه</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Memory %1</source>
        <translation>الذاكرة %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>weights (bottom): %1</source>
        <translation>الأوزان (في الأسفل): %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV cache (above): %1</source>
        <translation>ذاكرة KV المخبئية (في الأعلى): %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 needs %2 for its weights, more than the %3 of %4: it does not fit.</source>
        <translation>يحتاج %1 إلى %2 لأوزانه، أكثر من %3 في %4: لا يتّسع.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 serves %2: %3 requests waiting, %4 in the batch; the last step took %5 and was %6; %7 tokens per second in all (a bound, not a benchmark).</source>
        <translation>يخدم %1 ‏%2: %3 طلبات في الانتظار، و%4 في الدفعة؛ استغرقت الخطوة الأخيرة %5 وكانت %6؛ و%7 رمز في الثانية إجمالًا (حدّ لا قياس أداء).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>compute-bound</source>
        <translation>محدودة بالحساب</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory-bound</source>
        <translation>محدودة بالذاكرة</translation>
    </message>
</context>
<context>
    <name>gpulab::ShardingView</name>
    <message>
        <location filename="../lessons/willitfit/shardingview.cpp" line="+28"/>
        <source>Data parallel</source>
        <translation>توازي البيانات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO-3 / FSDP</source>
        <translation>ZeRO-3 / FSDP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallel</source>
        <translation>توازي الموتّرات</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Memory per GPU under each way of sharing the work</source>
        <translation>الذاكرة لكل GPU في كل طريقة لتقاسم العمل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sharing</source>
        <translation>التقاسم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation>الأوزان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <translation>التدرّجات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master +
optimizer</source>
        <translation>الرئيسية +
المُحسِّن</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FP32 master copy and optimizer states</source>
        <translation>النسخة الرئيسية FP32 وحالات المُحسِّن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations
/ KV cache</source>
        <translation>التنشيطات
/ ذاكرة KV</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Training: activations. Serving: the KV cache</source>
        <translation>التدريب: التنشيطات. الخدمة: ذاكرة KV المخبئية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overhead</source>
        <translation>الحمل الإضافي</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The assumed framework overhead</source>
        <translation>الحمل الإضافي المفترض لإطار العمل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per GPU</source>
        <translation>لكل GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total per GPU</source>
        <translation>المجموع لكل GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fits?</source>
        <translation>يتّسع؟</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Whether it fits the chosen GPU&apos;s memory</source>
        <translation>هل يتّسع في ذاكرة الـ GPU المختار</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The fewest GPUs of each kind that hold the job</source>
        <translation>أقل عدد من كل نوع من وحدات GPU يستوعب المهمة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory</source>
        <translation>الذاكرة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As the vendor states it</source>
        <translation>كما يذكرها المُصنِّع</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest such GPUs that hold the job with %1</source>
        <translation>أقل عدد من وحدات GPU هذه يستوعب المهمة مع %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From assets/data/gpu-specs.csv (single GPUs and accelerators). “1”: one GPU holds it; data parallelism copies everything, so it is 1 or “never”; ZeRO does not split the activations, so where they alone overflow a GPU no number of GPUs helps (“&gt; 4,096”). Tensor parallelism is counted up to %1 GPUs, but past one server&apos;s 8 it runs over slower links. Sharding costs traffic: see the NVLink lesson.</source>
        <translation>من assets/data/gpu-specs.csv (وحدات GPU ومُسرِّعات منفردة). «١»: يستوعبها GPU واحد؛ وتوازي البيانات ينسخ كل شيء، فيكون ١ أو «أبدًا»؛ وZeRO لا يقسّم التنشيطات، فحيث تتجاوز وحدها ذاكرة GPU واحد لا يفيد أي عدد من وحدات GPU («&gt; ٤٬٠٩٦»). يُحتسب توازي الموتّرات حتى %1 GPU، لكنه بعد الثماني في خادم واحد يعمل عبر وصلات أبطأ. للتجزئة كلفة في حركة البيانات: انظر درس NVLink.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 on %2 GPUs: memory per GPU</source>
        <translation>‏%1 على %2 GPU: الذاكرة لكل GPU</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>n/a</source>
        <translation>غير متاح</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>لا</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which GPUs hold it, and how many of them</source>
        <translation>أيّ وحدات GPU تستوعبها، وكم منها</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>never</source>
        <translation>أبدًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&gt; %1</source>
        <translation>&gt; %1</translation>
    </message>
</context>
<context>
    <name>gpulab::ShortAnswerInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="+286"/>
        <source>Type your answer</source>
        <translation>اكتب إجابتك</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>your answer</source>
        <translation>إجابتك</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type an answer first, or skip the question.</source>
        <translation>اكتب إجابة أولًا، أو تخطَّ السؤال.</translation>
    </message>
</context>
<context>
    <name>gpulab::SimulationPreset</name>
    <message>
        <location filename="../widgets/simulationpreset.cpp" line="+42"/>
        <source>The preset has no &quot;%1&quot; field.</source>
        <translation>لا يحوي الإعداد المسبق الحقل &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; must be a whole number.</source>
        <translation>يجب أن يكون &quot;%1&quot; عددًا صحيحًا.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; must be between %2 and %3.</source>
        <translation>يجب أن يكون &quot;%1&quot; بين %2 و%3.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>The preset is not valid JSON (%1).</source>
        <translation>الإعداد المسبق ليس JSON صالحًا (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset must be a JSON object.</source>
        <translation>يجب أن يكون الإعداد المسبق كائن JSON.</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>This is not a GPU Lab simulation preset (&quot;format&quot; is not &quot;%1&quot;).</source>
        <translation>هذا ليس إعدادًا مسبقًا لمحاكاة GPU Lab (&quot;format&quot; ليس &quot;%1&quot;).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The preset has version %1; this GPU Lab reads version %2. It was made by a newer GPU Lab.</source>
        <translation>إصدار الإعداد المسبق %1؛ وهذا الـ GPU Lab يقرأ الإصدار %2. لقد صنعه GPU Lab أحدث.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;simulation&quot; must be the non-empty id of a simulation.</source>
        <translation>يجب أن يكون &quot;simulation&quot; معرّف محاكاة غير فارغ.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;seed&quot; must be a string holding a whole number from 0 to %1.</source>
        <translation>يجب أن يكون &quot;seed&quot; سلسلة نصية تحمل عددًا صحيحًا من ٠ إلى %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;parameters&quot; must be a JSON object.</source>
        <translation>يجب أن يكون &quot;parameters&quot; كائن JSON.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The preset has no &quot;speed&quot; field.</source>
        <translation>لا يحوي الإعداد المسبق الحقل &quot;speed&quot;.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;speed&quot; must be a number from %1 to %2.</source>
        <translation>يجب أن يكون &quot;speed&quot; عددًا من %1 إلى %2.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Cannot write %1: %2</source>
        <translation>تتعذّر كتابة %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a preset</source>
        <translation>إعداد مسبق</translation>
    </message>
</context>
<context>
    <name>gpulab::SimulationView</name>
    <message>
        <location filename="../widgets/simulationview.cpp" line="+162"/>
        <source>Simulation</source>
        <translation>المحاكاة</translation>
    </message>
    <message>
        <location line="+226"/>
        <source>This preset is for the simulation &quot;%1&quot;, not &quot;%2&quot;.</source>
        <translation>هذا الإعداد المسبق للمحاكاة &quot;%1&quot;، لا &quot;%2&quot;.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset&apos;s beat %1 does not exist; this simulation has beats 0 to %2.</source>
        <translation>المقطع %1 من الإعداد المسبق غير موجود؛ مقاطع هذه المحاكاة من ٠ إلى %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset&apos;s step count %1 is out of range.</source>
        <translation>عدد الخطوات %1 في الإعداد المسبق خارج النطاق.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The preset&apos;s speed %1 is out of range.</source>
        <translation>السرعة %1 في الإعداد المسبق خارج النطاق.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The preset&apos;s parameters do not fit this simulation: %1</source>
        <translation>معاملات الإعداد المسبق لا تلائم هذه المحاكاة: %1</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Keys: %1.</source>
        <translation>المفاتيح: %1.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>play / pause</source>
        <translation>تشغيل / إيقاف مؤقت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one step</source>
        <translation>خطوة واحدة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slower</source>
        <translation>أبطأ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>faster</source>
        <translation>أسرع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reset to the start of this beat</source>
        <translation>العودة إلى بداية هذا المقطع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next beat</source>
        <translation>المقطع التالي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>previous beat</source>
        <translation>المقطع السابق</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Simulation (when it has focus): %1</source>
        <translation>المحاكاة (حين تكون في بؤرة التركيز): %1</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Playing.</source>
        <translation>قيد التشغيل.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Paused.</source>
        <translation>متوقفة مؤقتًا.</translation>
    </message>
</context>
<context>
    <name>gpulab::SparsityEditor</name>
    <message>
        <location filename="../lessons/tensorcores/sparsityeditor.cpp" line="+35"/>
        <source>2:4 weight block: arrow keys move, Space prunes or restores a weight</source>
        <translation>كتلة أوزان 2:4: مفاتيح الأسهم للتنقّل، وSpace يقلّم وزنًا أو يستعيده</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1, kept</source>
        <translation>‏%1، مُبقًى</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pruned to 0 (was %1)</source>
        <translation>مُقلَّم إلى ٠ (كان %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row %1, weight %2 (group %3, position %4): %5.</source>
        <translation>الصف %1، الوزن %2 (المجموعة %3، الموضع %4): %5.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Valid 2:4 pattern: every group keeps at most 2 weights. The hardware stores %1 of the %2 values and skips %3 multiplies of every %2.</source>
        <translation>نمط 2:4 صالح: كل مجموعة تُبقي وزنين على الأكثر. يخزّن العتاد %1 من القيم الـ %2 ويتخطّى %3 من كل %2 عمليات ضرب.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>row %1 group %2 keeps %3</source>
        <translation>الصف %1 المجموعة %2 تُبقي %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not 2:4 yet: %1 (at most 2 allowed).</source>
        <translation>ليس 2:4 بعد: %1 (المسموح وزنان على الأكثر).</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+11"/>
        <location line="+36"/>
        <location line="+52"/>
        <source>Row %1</source>
        <translation>الصف %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>✓ keeps %1, %2</source>
        <translation>✓ تُبقي %1، %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✗ %1 kept: at most 2</source>
        <translation>✗ أُبقي %1: المسموح ٢ على الأكثر</translation>
    </message>
</context>
<context>
    <name>gpulab::StagnationLab</name>
    <message>
        <location filename="../lessons/tensorcores/stagnationlab.cpp" line="+50"/>
        <source>Format of the running sum</source>
        <translation>صيغة المجموع الجاري</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sum &amp;in:</source>
        <translation>&amp;الجمع في:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number added each time</source>
        <translation>العدد المُضاف في كل مرة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A&amp;dd:</source>
        <translation>&amp;أضِف:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many times</source>
        <translation>كم مرة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 times</source>
        <translation>‏%1 مرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How often:</source>
        <translation>كم مر&amp;ة:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your prediction: where the sum gets stuck</source>
        <translation>توقّعك: أين يعلق المجموع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it never gets stuck</source>
        <translation>لا يعلق أبدًا</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;Predict first: the sum gets stuck at</source>
        <translation>توقّع أ&amp;ولًا: يعلق المجموع عند</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>&amp;Run the sum</source>
        <translation>شغّل &amp;الجمع</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Progress of the sum</source>
        <translation>تقدّم الجمع</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adds the same number again and again, rounding the sum after every add, as a low-precision accumulator would.</source>
        <translation>يضيف العدد نفسه مرة بعد مرة، مقرّبًا المجموع بعد كل إضافة، كما يفعل مُراكِم منخفض الدقة.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>What the sum is doing</source>
        <translation>ما يفعله الجمع</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A running sum in a low-precision format</source>
        <translation>مجموع جارٍ بصيغة منخفضة الدقة</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your prediction and the explanation</source>
        <translation>توقّعك والتفسير</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adding 1 a thousand times should give 1,000. Predict where a BF16 sum gets stuck, then run.</source>
        <translation>إضافة ١ ألف مرة يجب أن تعطي ١٬٠٠٠. توقّع أين يعلق مجموع BF16، ثم شغّل.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Adding %1 to a %2 sum %3 times…</source>
        <translation>إضافة %1 إلى مجموع %2 ‏%3 مرة…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The sum failed: %1</source>
        <translation>فشل الجمع: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped before the end: run it again to see the answer.</source>
        <translation>توقّف قبل النهاية: شغّله مجددًا لترى الإجابة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled.</source>
        <translation>أُلغي.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled before the end: run it again to see the answer.</source>
        <translation>أُلغي قبل النهاية: شغّله مجددًا لترى الإجابة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Done: %1 adds, the sum rounded to %2 after each one.</source>
        <translation>اكتمل: %1 إضافة، وقُرّب المجموع إلى %2 بعد كلٍّ منها.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 cannot hold %2 exactly; it stores %3.</source>
        <translation>لا يستطيع %1 حمل %2 بالضبط؛ فيخزّن %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 sum got stuck at %2 after %3 adds.</source>
        <translation>علق مجموع %1 عند %2 بعد %3 إضافة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There, neighbouring %1 values are %2 apart (%3, then %4): %3 + %5 lies exactly halfway, and rounding to the nearest even value gives %3 back.</source>
        <translation>هناك تتباعد قيم %1 المتجاورة بمقدار %2 (%3، ثم %4): يقع %3 + %5 في المنتصف تمامًا، والتقريب إلى أقرب قيمة زوجية يعيد %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There, neighbouring %1 values are %2 apart (%3, then %4): %3 + %5 is nearer to %3, so rounding gives %3 back.</source>
        <translation>هناك تتباعد قيم %1 المتجاورة بمقدار %2 (%3، ثم %4): ‏%3 + %5 أقرب إلى %3، فيعيد التقريب %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every later add is lost.</source>
        <translation>تضيع كل إضافة لاحقة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 sum never got stuck: it reached %2.</source>
        <translation>لم يعلق مجموع %1 أبدًا: بلغ %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In FP32 (what tensor cores accumulate in) the sum reached %1; Kahan&apos;s compensated sum, still in %2, reached %3; exact: %4.</source>
        <translation>في FP32 (ما تُراكِم فيه أنوية Tensor) بلغ المجموع %1؛ ومجموع Kahan المُعوَّض، في %2 أيضًا، بلغ %3؛ والقيمة الدقيقة: %4.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Adding %1 again and again: the running sum</source>
        <translation>إضافة %1 مرة بعد مرة: المجموع الجاري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The running sum (run the experiment)</source>
        <translation>المجموع الجاري (شغّل التجربة)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Adds done</source>
        <translation>الإضافات المُنجزة</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Running sum</source>
        <translation>المجموع الجاري</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No sum yet.</source>
        <translation>لا مجموع بعد.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: %2 after %3 adds</source>
        <translation>‏%1: %2 بعد %3 إضافة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>sum in FP32</source>
        <translation>المجموع في FP32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kahan sum in %1</source>
        <translation>مجموع Kahan في %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exact</source>
        <translation>دقيق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sum in %1</source>
        <translation>المجموع في %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>stuck at %1 after %2 adds</source>
        <translation>علق عند %1 بعد %2 إضافة</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The %1 sum stops at %2 after %3 adds; FP32 reaches %4, exact %5.</source>
        <translation>يتوقف مجموع %1 عند %2 بعد %3 إضافة؛ ويبلغ FP32 ‏%4، والقيمة الدقيقة %5.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 sum reaches %2; FP32 %3, exact %4.</source>
        <translation>يبلغ مجموع %1 ‏%2؛ وFP32 ‏%3، والقيمة الدقيقة %4.</translation>
    </message>
</context>
<context>
    <name>gpulab::SystolicModel</name>
    <message>
        <location filename="../lessons/accelerators/systolicmodel.cpp" line="+131"/>
        <source>One row through a 4×4 array</source>
        <translation>صف واحد عبر مصفوفة ٤×٤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A stream of rows fills the pipeline</source>
        <translation>تيار من الصفوف يملأ خط الأنابيب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The full 8×8 array</source>
        <translation>المصفوفة الكاملة ٨×٨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output-stationary: the sums stay put</source>
        <translation>ثبات المخرجات: المجاميع تبقى في مكانها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Many rows keep the array busy</source>
        <translation>صفوف كثيرة تُبقي المصفوفة مشغولة</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Weight-stationary (weights stay in the PEs)</source>
        <translation>ثبات الأوزان (الأوزان تبقى في وحدات PE)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output-stationary (sums stay in the PEs)</source>
        <translation>ثبات المخرجات (المجاميع تبقى في وحدات PE)</translation>
    </message>
</context>
<context>
    <name>gpulab::SystolicScene</name>
    <message>
        <location filename="../lessons/accelerators/systolicscene.cpp" line="+54"/>
        <source>Your set-up</source>
        <translation>إعدادك</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2×%2, A %3×%2</source>
        <translation>%1 — %2×%2، A ‏%3×%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — %2×%2 array, %3, A is %4×%2</source>
        <translation>‏%1 — مصفوفة %2×%2، %3، A بحجم %4×%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+226"/>
        <source>weight-stationary</source>
        <translation>ثبات الأوزان</translation>
    </message>
    <message>
        <location line="-226"/>
        <location line="+226"/>
        <source>output-stationary</source>
        <translation>ثبات المخرجات</translation>
    </message>
    <message>
        <location line="-213"/>
        <source>✗ %1 results differ from the plain product</source>
        <translation>✗ %1 من النتائج تختلف عن الضرب العادي</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>✓ Verified: all %1 results equal A·W (%2 cycles)</source>
        <translation>✓ تحقّقنا: كل النتائج الـ %1 تساوي A·W ‏(%2 دورة)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cycle %1 of %2 · %3 of %4 results out, each checked</source>
        <translation>الدورة %1 من %2 · خرج %3 من %4 نتيجة، كلٌّ منها مُتحقَّق منه</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cycles = M + 2N − 2 = %2 + %3 − 2</source>
        <translation>‏%1 دورة = M + 2N − 2 = %2 + %3 − ٢</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass %1 of %2 (%3 rows)</source>
        <translation>المرور %1 من %2 (%3 صفوف)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 multiply-adds · %2 % busy · read in at the edges: %3 inputs, %4 weights · %5 passes between PEs</source>
        <translation>‏%1 عملية ضرب وجمع · %2٪ انشغال · قُرئ عند الحواف: %3 مدخلات، %4 أوزان · %5 تمريرات بين وحدات PE</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shifting the weights in takes %1 more cycles, hidden by loading the next tile while this one works</source>
        <translation>إدخال الأوزان بالإزاحة يستغرق %1 دورة إضافية، يُخفيها تحميل البلاطة التالية أثناء عمل هذه</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pass streams for %1 + r + %1 − 2 cycles, then drains r rows of sums</source>
        <translation>يتدفق المرور %1 + r + %1 − 2 دورة، ثم يُفرِّغ r صفوف من المجاميع</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Weights stay in the PEs; inputs enter left, skewed a cycle per row; sums flow down</source>
        <translation>الأوزان تبقى في وحدات PE؛ والمدخلات تدخل من اليسار، مُزاحة دورة لكل صف؛ والمجاميع تتدفق إلى الأسفل</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sums stay in the PEs; inputs enter left, weights from the top, both skewed</source>
        <translation>المجاميع تبقى في وحدات PE؛ والمدخلات تدخل من اليسار، والأوزان من الأعلى، وكلاهما مُزاح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights stay; inputs move right, sums down</source>
        <translation>الأوزان ثابتة؛ المدخلات تتحرك يمينًا، والمجاميع إلى الأسفل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sums stay; inputs right, weights down</source>
        <translation>المجاميع ثابتة؛ المدخلات يمينًا، والأوزان إلى الأسفل</translation>
    </message>
    <message>
        <location line="+71"/>
        <location line="+12"/>
        <source>w %1</source>
        <translation>w %1</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Σ %1</source>
        <translation>Σ %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a %1</source>
        <translation>a %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>s %1</source>
        <translation>s %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>C = A·W (%1×%2)</source>
        <translation>C = A·W ‏(%1×%2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>A %1×%1 %2 systolic array multiplies a %3×%1 input by %1×%1 weights: cycle %4 of %5, %6 of %7 results out%8.</source>
        <translation>مصفوفة انقباضية %1×%1 بـ%2 تضرب مُدخلًا %3×%1 في أوزان %1×%1: الدورة %4 من %5، وخرج %6 من %7 نتيجة%8.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, verified against the plain product</source>
        <translation>، مُتحقَّق منها مقابل الضرب العادي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, %1 wrong</source>
        <translation>، %1 خاطئة</translation>
    </message>
</context>
<context>
    <name>gpulab::TeacherTipsWindow</name>
    <message>
        <location filename="../widgets/teachertipswindow.cpp" line="+153"/>
        <source>Teacher tips</source>
        <translation>نصائح للمعلّم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;PDF…</source>
        <translation>تصدير &amp;PDF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the teacher tips as PDF</source>
        <translation>صدِّر نصائح المعلّم بصيغة PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;HTML…</source>
        <translation>تصدير &amp;HTML…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the teacher tips as HTML</source>
        <translation>صدِّر نصائح المعلّم بصيغة HTML</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the teacher tips</source>
        <translation>أغلق نصائح المعلّم</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Teacher Tips — %1</source>
        <translation>نصائح للمعلّم — %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+18"/>
        <source>Teacher tips for %1</source>
        <translation>نصائح للمعلّم لـ %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The teacher tips cannot be shown whole: %1</source>
        <translation>يتعذّر عرض نصائح المعلّم كاملة: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export Teacher Tips as PDF</source>
        <translation>تصدير نصائح المعلّم بصيغة PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export Teacher Tips as HTML</source>
        <translation>تصدير نصائح المعلّم بصيغة HTML</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF documents (*.pdf)</source>
        <translation>مستندات PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Web pages (*.html *.htm)</source>
        <translation>صفحات ويب (*.html *.htm)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export Teacher Tips</source>
        <translation>تصدير نصائح المعلّم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The teacher tips could not be written to %1: %2</source>
        <translation>تعذّرت كتابة نصائح المعلّم في %1: %2</translation>
    </message>
</context>
<context>
    <name>gpulab::TelemetryLab</name>
    <message>
        <location filename="../lessons/telemetry/telemetrylab.cpp" line="+39"/>
        <source>file missing (%1)</source>
        <translation>الملف غير موجود (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+60"/>
        <source>permission denied (%1)</source>
        <translation>الإذن مرفوض (%1)</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>malformed content %1</source>
        <translation>محتوى غير سليم %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>needs a second sample (the first one starts the interval)</source>
        <translation>يلزم قياس ثانٍ (فالأول يبدأ الفترة)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no CPU frequency reading (no cpufreq files in %1, no &quot;cpu MHz&quot; in /proc/cpuinfo; a virtual machine often has neither)</source>
        <translation>لا قراءة لتردد CPU (لا ملفات cpufreq في %1، ولا &quot;cpu MHz&quot; في /proc/cpuinfo؛ وكثيرًا ما تخلو الآلة الافتراضية من كليهما)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no CPU temperature sensor in %1 (no coretemp, k10temp or zenpower sensor, no thermal zone; a virtual machine usually has none)</source>
        <translation>لا مستشعر لحرارة CPU في %1 (لا مستشعر coretemp أو k10temp أو zenpower، ولا منطقة حرارية؛ وعادةً لا يوجد أيّ منها في الآلة الافتراضية)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no RAPL energy counter in %1 (the intel_rapl driver is not loaded, or this is a virtual machine)</source>
        <translation>لا عدّاد طاقة RAPL في %1 (برنامج التشغيل intel_rapl غير محمَّل، أو هذه آلة افتراضية)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>permission denied reading %1: since Linux 5.10 (November 2020, the PLATYPUS power side channel) it is readable by root only</source>
        <translation>رُفض إذن قراءة %1: منذ Linux 5.10 (نوفمبر ٢٠٢٠، بسبب قناة PLATYPUS الجانبية للقدرة) لا يقرؤه إلا root</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is missing: no GPU driver exposes a card</source>
        <translation>%1 غير موجود: لا يعرض أيّ برنامج تشغيل GPU بطاقةً</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no GPU card in %1</source>
        <translation>لا بطاقة GPU في %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML not tried</source>
        <translation>‏NVML لم تُجرَّب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML not found (no NVIDIA driver)</source>
        <translation>‏NVML غير موجودة (لا برنامج تشغيل NVIDIA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>implausible value %1</source>
        <translation>قيمة غير معقولة %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the counters in %1 went back (a CPU was taken offline?)</source>
        <translation>رجعت العدّادات في %1 إلى الوراء (هل أُخرجت إحدى وحدات CPU من الخدمة؟)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no time passed between the samples (the counters in %1 did not change)</source>
        <translation>لم يمضِ وقت بين العيّنتين (لم تتغيّر العدّادات في %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the energy counter %1 went back</source>
        <translation>رجع عدّاد الطاقة %1 إلى الوراء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no hwmon folder for this card (%1)</source>
        <translation>لا مجلد hwmon لهذه البطاقة (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 driver does not report this in sysfs</source>
        <extracomment>%1 is the driver&apos;s name as Linux spells it (&quot;amdgpu&quot;, &quot;i915/xe&quot;).</extracomment>
        <translation>لا يُبلغ برنامج التشغيل %1 عن هذه القيمة في sysfs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the NVIDIA driver does not report this in sysfs: it needs NVML (see the NVML row)</source>
        <translation>لا يُبلغ برنامج تشغيل NVIDIA عن هذه القيمة في sysfs: يلزمها NVML (انظر صف NVML)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the driver reports no power or energy for this GPU in %1 (an integrated GPU&apos;s power is in the CPU package&apos;s RAPL figure)</source>
        <translation>لا يُبلغ برنامج التشغيل عن أي قدرة أو طاقة لهذا الـ GPU في %1 (قدرة الـ GPU المدمج داخلة في رقم RAPL لحزمة CPU)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the clock-event reasons are in the gt/gt0/throttle_reason_* files of %1, which GPU Lab does not read</source>
        <translation>أسباب أحداث التردد موجودة في ملفات gt/gt0/throttle_reason_* ضمن %1، ولا يقرؤها GPU Lab</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the driver %1 is not one GPU Lab reads</source>
        <translation>برنامج التشغيل %1 ليس ممّا يقرؤه GPU Lab</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the NVML library %1 lacks nvmlInit_v2 or the device calls</source>
        <translation>مكتبة NVML ‏%1 تفتقر إلى nvmlInit_v2 أو إلى استدعاءات الجهاز</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVML could not start: error %1</source>
        <extracomment>%1 is NVML&apos;s error code and its own English words: &quot;15 (GPU is lost)&quot;.</extracomment>
        <translation>تعذّر بدء NVML: الخطأ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVML could not count the devices: error %1</source>
        <translation>تعذّر على NVML عدّ الأجهزة: الخطأ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the driver does not report it on this device (%1: not supported)</source>
        <translation>لا يُبلغ برنامج التشغيل عن هذه القيمة على هذا الجهاز (%1: غير مدعوم)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NVML error %1</source>
        <translation>خطأ NVML ‏%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this NVML has no %1</source>
        <translation>لا تحتوي نسخة NVML هذه على %1</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>NVML: %Ln device(s)</source>
        <translation>
            <numerusform>‏NVML: %Ln جهاز</numerusform>
            <numerusform>‏NVML: %Ln جهاز</numerusform>
            <numerusform>‏NVML: %Ln جهازان</numerusform>
            <numerusform>‏NVML: %Ln أجهزة</numerusform>
            <numerusform>‏NVML: %Ln جهازًا</numerusform>
            <numerusform>‏NVML: %Ln جهاز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>NVML (driver %1): %Ln device(s)</source>
        <translation>
            <numerusform>‏NVML (برنامج التشغيل %1): %Ln جهاز</numerusform>
            <numerusform>‏NVML (برنامج التشغيل %1): %Ln جهاز</numerusform>
            <numerusform>‏NVML (برنامج التشغيل %1): %Ln جهازان</numerusform>
            <numerusform>‏NVML (برنامج التشغيل %1): %Ln أجهزة</numerusform>
            <numerusform>‏NVML (برنامج التشغيل %1): %Ln جهازًا</numerusform>
            <numerusform>‏NVML (برنامج التشغيل %1): %Ln جهاز</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>idle</source>
        <translation>خامل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>application clocks setting</source>
        <translation>إعداد ترددات التطبيقات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>power cap (software)</source>
        <translation>سقف القدرة (برمجي)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hardware slowdown</source>
        <translation>إبطاء عتادي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sync boost</source>
        <translation>التعزيز المتزامن (sync boost)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thermal slowdown (software)</source>
        <translation>إبطاء حراري (برمجي)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thermal slowdown (hardware)</source>
        <translation>إبطاء حراري (عتادي)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>power brake (hardware)</source>
        <translation>مكبح القدرة (عتادي)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>display clock setting</source>
        <translation>إعداد تردد العرض</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>other reasons</source>
        <translation>أسباب أخرى</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none (running at the clock it is asked for)</source>
        <translation>لا شيء (يعمل بالتردد المطلوب منه)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>unavailable</source>
        <translation>غير متاح</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown vendor</source>
        <translation>مُصنِّع غير معروف</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown driver</source>
        <translation>برنامج تشغيل غير معروف</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Run the load and watch</source>
        <translation>شغّل &amp;الحمل وراقب</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The load to run while watching</source>
        <translation>الحمل المراد تشغيله أثناء المراقبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matrix product on the OpenCL device (opencl-regblock)</source>
        <translation>ضرب مصفوفات على جهاز OpenCL ‏(opencl-regblock)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matrix product on the processor&apos;s threads (cpu-threads)</source>
        <translation>ضرب مصفوفات على خيوط المعالج (cpu-threads)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Load:</source>
        <translation>&amp;الحمل:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matrix size N of the load</source>
        <translation>حجم مصفوفة الحمل N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Size:</source>
        <translation>&amp;الحجم:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch without a load</source>
        <translation>&amp;راقب دون حمل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sample the telemetry every half second without a load</source>
        <translation>اقرأ القياسات عن بُعد كل نصف ثانية دون حمل</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The load&apos;s progress</source>
        <translation>تقدّم الحمل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run repeats a matrix product for some seconds in the measurement engine while this page reads the machine&apos;s own figures twice a second. Watch samples without a load.</source>
        <translation>يكرّر «شغّل» ضرب مصفوفات لبضع ثوانٍ في محرك القياس بينما تقرأ هذه الصفحة أرقام الجهاز نفسه مرتين في الثانية. و«راقب» يأخذ عيّنات دون حمل.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This machine over time</source>
        <translation>هذا الجهاز عبر الزمن</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Every figure read from this machine, or why it is unavailable</source>
        <translation>كل رقم قُرئ من هذا الجهاز، أو سبب عدم توفّره</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The load could not run: %1</source>
        <translation>تعذّر تشغيل الحمل: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled.</source>
        <translation>أُلغي.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done: %1 GFLOP/s at N = %2 on %3, checked against float64; median of %4 runs.</source>
        <translation>اكتمل: %1 GFLOP/s عند N = %2 على %3، مُتحقَّق منه مقابل float64؛ وسيط %4 تشغيلات.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The load did not produce a verified result: %1</source>
        <translation>لم يُنتج الحمل نتيجة مُتحقَّقًا منها: %1</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>No OpenCL device for this load. (Why: %1) Choose the processor&apos;s threads, or Watch without a load.</source>
        <translation>لا جهاز OpenCL لهذا الحمل. (السبب: %1) اختر خيوط المعالج، أو «راقب دون حمل».</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the processor (cpu-threads)</source>
        <translation>المعالج (cpu-threads)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Running the load on %1 and sampling twice a second…</source>
        <translation>تشغيل الحمل على %1 وأخذ عيّنات مرتين في الثانية…</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>no measured rate</source>
        <translation>لا معدّل مقيس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no power figure was read during the run</source>
        <translation>لم يُقرأ أي رقم للقدرة أثناء التشغيل</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Energy per GFLOP&lt;/b&gt; appears after a run: the load&apos;s GFLOP/s ÷ the mean power read while it ran, where this machine reports its power.</source>
        <translation>&lt;b&gt;الطاقة لكل GFLOP&lt;/b&gt; تظهر بعد التشغيل: GFLOP/s للحمل ÷ متوسط القدرة المقروءة أثناء تشغيله، حيث يُبلغ هذا الجهاز عن قدرته.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the GPU&apos;s power</source>
        <translation>قدرة الـ GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the CPU package&apos;s RAPL power</source>
        <translation>قدرة RAPL لحزمة CPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Energy:&lt;/b&gt; %1 GFLOP/s ÷ %2 W mean (%3, %4 samples) = &lt;b&gt;%5 GFLOP per joule&lt;/b&gt; (%6 mJ per GFLOP). The power includes everything else the chip did meanwhile.</source>
        <translation>&lt;b&gt;الطاقة:&lt;/b&gt; %1 GFLOP/s ÷ %2 W في المتوسط (%3، %4 عيّنة) = &lt;b&gt;%5 GFLOP لكل جول&lt;/b&gt; (%6 mJ لكل GFLOP). وتشمل القدرة كل ما فعلته الرقاقة في الأثناء.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Energy per GFLOP: unavailable&lt;/b&gt; — %1 was not readable during the run: %2. The rate alone was %3 GFLOP/s.</source>
        <translation>&lt;b&gt;الطاقة لكل GFLOP: غير متاحة&lt;/b&gt; — تعذّرت قراءة %1 أثناء التشغيل: %2. وكان المعدّل وحده %3 GFLOP/s.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+30"/>
        <location line="+64"/>
        <source>CPU utilisation</source>
        <translation>نسبة استخدام CPU</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+30"/>
        <source>CPU frequency</source>
        <translation>تردد CPU</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+30"/>
        <source>CPU temperature</source>
        <translation>حرارة CPU</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>CPU power</source>
        <translation>قدرة CPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 utilisation</source>
        <translation>نسبة استخدام %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 memory</source>
        <translation>ذاكرة %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 clock</source>
        <translation>تردد %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 temperature</source>
        <translation>حرارة %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 power</source>
        <translation>قدرة %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>any GPU figure (no GPU driver or NVML here)</source>
        <translation>أي رقم لـ GPU (لا برنامج تشغيل GPU أو NVML هنا)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Read on this machine:&lt;/b&gt; %1. &lt;b&gt;Unavailable:&lt;/b&gt; %2 — each with its reason in the table under the chart.</source>
        <translation>&lt;b&gt;المقروء على هذا الجهاز:&lt;/b&gt; %1. &lt;b&gt;غير المتاح:&lt;/b&gt; %2 — لكلٍّ منها سببه في الجدول تحت المخطط.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>nothing</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Figure</source>
        <translation>الرقم</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Now</source>
        <translation>الآن</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read from, or why not</source>
        <translation>مقروء من، أو سبب عدم قراءته</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>CPU package power</source>
        <translation>قدرة حزمة CPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+60"/>
        <source>GPU utilisation</source>
        <translation>نسبة استخدام GPU</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Memory used</source>
        <translation>الذاكرة المستخدمة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory total</source>
        <translation>الذاكرة الكلية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core clock</source>
        <translation>تردد النواة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory clock</source>
        <translation>تردد الذاكرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature</source>
        <translation>الحرارة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power</source>
        <translation>القدرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power limit</source>
        <translation>حدّ القدرة</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>Clock events</source>
        <translation>أحداث التردد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none listed</source>
        <translation>لا شيء مُدرَج</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NVML</source>
        <translation>NVML</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>seconds</source>
        <translation>ثوانٍ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>utilisation, %</source>
        <translation>نسبة الاستخدام، ٪</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>power, W</source>
        <translation>القدرة، W</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU power, W</source>
        <translation>قدرة GPU، W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CPU package power, W</source>
        <translation>قدرة حزمة CPU، W</translation>
    </message>
</context>
<context>
    <name>gpulab::TelemetryPanel</name>
    <message>
        <location filename="../lessons/telemetry/telemetrypanel.cpp" line="+26"/>
        <source>&amp;Reading nvidia-smi</source>
        <translation>قر&amp;اءة nvidia-smi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Live: this machine</source>
        <translation>مباشر: هذا الجها&amp;ز</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Field</source>
        <translation>الحقل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As nvidia-smi prints it</source>
        <translation>كما يطبعه nvidia-smi</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The fields of nvidia-smi: NVIDIA&apos;s published reading, a reading under load and what each means (the NVML call behind it in the tooltip)</source>
        <translation>حقول nvidia-smi: القراءة التي تنشرها NVIDIA، وقراءة تحت الحمل، وما يعنيه كلٌّ منها (استدعاء NVML الذي وراءه في التلميح)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Example</source>
        <translation>مثال</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First line: the output NVIDIA publishes, a Tesla T4 at rest (driver 535.86.10, NVIDIA Container Toolkit documentation; &quot;-q only&quot;: not in that summary table). Second line: one illustrative reading of an H100 SXM5 under a training job (its limits from the datasheet).</source>
        <translation>السطر الأول: المخرجات التي تنشرها NVIDIA لبطاقة Tesla T4 في حالة خمول (المشغّل 535.86.10، توثيق NVIDIA Container Toolkit؛ «‎-q‎ فقط»: غير موجود في ذلك الجدول الموجز). السطر الثاني: قراءة توضيحية لبطاقة H100 SXM5 أثناء مهمة تدريب (حدودها من ورقة البيانات).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What it means</source>
        <translation>ما يعنيه</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In GPU Lab&apos;s words; the source in the tooltip</source>
        <translation>بكلمات GPU Lab؛ والمصدر في التلميح</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1
under load: %2</source>
        <translation>‏%1
تحت الحمل: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 only</source>
        <translation>‏%1 فقط</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1
NVML: %2
%3</source>
        <translation>%1
NVML: %2
%3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Field names and meanings from NVIDIA&apos;s nvidia-smi manual page and the NVML API Reference. NVIDIA&apos;s example is the nvidia-smi output in its Container Toolkit documentation (docs.nvidia.com, &quot;Running a Sample Workload&quot;); the readings under load illustrate a training job and are not a measurement. GPU-Util is time with a kernel running, not the share of the GPU that worked.</source>
        <translation>أسماء الحقول ومعانيها من صفحة دليل nvidia-smi لدى NVIDIA ومن NVML API Reference. ومثال NVIDIA هو مخرجات nvidia-smi في توثيق Container Toolkit لديها (docs.nvidia.com، &quot;Running a Sample Workload&quot;)؛ أما القراءات تحت الحمل فتوضّح مهمة تدريب وليست قياسًا. ‏GPU-Util هو الزمن الذي يعمل فيه kernel، لا حصة GPU التي عملت.</translation>
    </message>
</context>
<context>
    <name>gpulab::TensorCoreModel</name>
    <message>
        <location filename="../lessons/tensorcores/tensorcoremodel.cpp" line="+181"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2، %3)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Ampere: wider tensor cores, BF16</source>
        <translation>‏Ampere: أنوية Tensor أعرض، وBF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hopper: FP8</source>
        <translation>Hopper: ‏FP8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blackwell: FP4 on a large matrix</source>
        <translation>‏Blackwell: ‏FP4 على مصفوفة كبيرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A small matrix on a wide tensor core</source>
        <translation>مصفوفة صغيرة على نواة Tensor عريضة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2:4 sparsity on Ampere</source>
        <translation>التناثر 2:4 على Ampere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volta: the first tensor cores</source>
        <translation>‏Volta: أول أنوية Tensor</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>the %1 tensor cores have no %2; choose one of: %3</source>
        <translation>أنوية Tensor في %1 لا تدعم %2؛ اختر واحدة من: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 has no 2:4 sparsity at %2</source>
        <translation>لا يدعم %1 التناثر 2:4 بدقة %2</translation>
    </message>
</context>
<context>
    <name>gpulab::TensorCorePanel</name>
    <message>
        <location filename="../lessons/tensorcores/tensorcorepanel.cpp" line="+50"/>
        <source>Compare SXM modules with PCIe cards of the same chip: the PCIe card runs at less power and clock, and may have fewer SMs.</source>
        <translation>قارن وحدات SXM ببطاقات PCIe للرقاقة نفسها: تعمل بطاقة PCIe بقدرة وتردد أدنى، وقد تحوي عددًا أقل من وحدات SM.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Compare SXM modules with PCIe cards of the same chip: the PCIe card runs at less power and clock, and may have fewer SMs (%1: %2 SMs and %3 tensor cores; %4: %5 and %6).</source>
        <translation>قارن وحدات SXM ببطاقات PCIe للرقاقة نفسها: تعمل بطاقة PCIe بقدرة وتردد أدنى، وقد تحوي عددًا أقل من وحدات SM ‏(%1: %2 SM و%3 نواة Tensor؛ %4: %5 و%6).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>TFLOPS per GPU, from the data file (each row&apos;s source in its tooltip). Each cell is dense / with 2:4 sparsity; — means the product has no such rate. FP16 is with FP32 accumulation.</source>
        <translation>‏TFLOPS لكل GPU، من ملف البيانات (مصدر كل صف في تلميحه). كل خلية: كثيف / مع التناثر 2:4؛ و— تعني أن المنتج لا يملك هذا المعدّل. FP16 مع تراكم بدقة FP32.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Datasheet peaks</source>
        <translation>ذُرى &amp;أوراق البيانات</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>2:4 &amp;sparsity</source>
        <translation>&amp;التناثر 2:4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Low precision: error</source>
        <translation>&amp;الدقة المنخفضة: الخطأ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Acc&amp;umulation</source>
        <translation>&amp;التراكم</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Prune the weights so that every group of 4 keeps at most 2. Click a weight, or use the arrow keys and Space.</source>
        <translation>قلّم الأوزان بحيث لا تُبقي كل مجموعة من ٤ إلا وزنين على الأكثر. انقر وزنًا، أو استخدم مفاتيح الأسهم وSpace.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Prune smallest (keep 2 of 4)</source>
        <translation>قلّم &amp;الأصغر (أبقِ ٢ من ٤)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restore all</source>
        <translation>&amp;استعِد الكل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New weights</source>
        <translation>أ&amp;وزان جديدة</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What the hardware does with this pattern</source>
        <translation>ما يفعله العتاد بهذا النمط</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dense and sparse peaks from the data file</source>
        <translation>الذُّرى الكثيفة والمتناثرة من ملف البيانات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;Half the multiplies are skipped, so the same tensor cores finish the same product in half the clocks: the sparse peak is twice the dense one. It holds only for weights pruned to 2:4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;يُتخطّى نصف عمليات الضرب، فتُنهي أنوية Tensor نفسها الضرب نفسه في نصف دورات الساعة: الذروة المتناثرة ضعف الكثيفة. ولا يصحّ ذلك إلا للأوزان المقلَّمة إلى 2:4.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;b&gt;✓ Valid 2:4.&lt;/b&gt; The tensor core stores %1 of the %2 weights, each with its 2-bit position, and does %1 multiplies instead of %2: %3 skipped. The kept weights hold %4 % of the block&apos;s total magnitude.</source>
        <translation>&lt;b&gt;✓ 2:4 صالح.&lt;/b&gt; تخزّن نواة Tensor ‏%1 من الأوزان الـ %2، كلٌّ منها مع موضعه ذي البتّين، وتؤدي %1 عمليات ضرب بدلًا من %2: تُتخطّى %3. وتحمل الأوزان المُبقاة %4٪ من المقدار الكلي للكتلة.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;✗ Not 2:4 yet:&lt;/b&gt; groups keeping more than 2 weights (outlined with dashes): %1. The sparse tensor core cannot take this block, so it runs dense: no multiply is skipped.</source>
        <translation>&lt;b&gt;✗ ليس 2:4 بعد:&lt;/b&gt; مجموعات تُبقي أكثر من وزنين (محاطة بخط متقطّع): %1. لا تقبل نواة Tensor المتناثرة هذه الكتلة، فتعمل كثيفة: لا تُتخطّى أي عملية ضرب.</translation>
    </message>
</context>
<context>
    <name>gpulab::TensorCoreScene</name>
    <message>
        <location filename="../lessons/tensorcores/tensorcorescene.cpp" line="+260"/>
        <source>TC %1</source>
        <translation>TC %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>✓ done in %1 clocks</source>
        <translation>✓ انتهى في %1 دورة ساعة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clock %1 of %2</source>
        <translation>الدورة %1 من %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 CUDA cores</source>
        <translation>‏%1 نواة CUDA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tensor cores</source>
        <translation>‏%1 نواة Tensor</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 CUDA cores × 1 FMA</source>
        <translation>‏%1 نواة CUDA × ١ FMA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tensor cores × %2 FMAs</source>
        <translation>‏%1 نواة Tensor × %2 FMA</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>1 FMA a clock each</source>
        <translation>‏FMA واحدة في الدورة لكلٍّ منها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 FMAs a clock each: 4×4×%2</source>
        <translation>‏%1 FMA في الدورة لكلٍّ منها: ٤×٤×%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Volta whitepaper: 8 tensor cores × 64 FMAs per SM per clock (the data&apos;s %1 TFLOPS gives %2).</source>
        <translation>الورقة البيضاء لـ Volta: ٨ أنوية Tensor × ٦٤ FMA لكل SM في كل دورة (‏%1 TFLOPS من البيانات تعطي %2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From the data: %1, %2 %3 TFLOPS %4 → %5 FMAs per SM per clock, rounded to %6.</source>
        <translation>من البيانات: %1، %2 %3 TFLOPS %4 ← %5 FMA لكل SM في كل دورة، مقرّبة إلى %6.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sparse</source>
        <translation>متناثرة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dense</source>
        <translation>كثيفة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> SM count and clock assumed as H100&apos;s (not published).</source>
        <translation> عدد وحدات SM والتردد مفترضان كما في H100 (غير منشورين).</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 · %2 % done</source>
        <extracomment>The clock counter (&quot;clock 192 of 512&quot;), then how much of the work is done.</extracomment>
        <translation>%1 · أُنجز %2٪</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>C, %1 × %1</source>
        <translation>C، ‏%1 × %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C, %1 × %1 tiles</source>
        <translation>‏C، ‏%1 × %1 بلاطة</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>How many times fewer clocks will the tensor cores need? Predict, then play.</source>
        <translation>كم مرة ستقلّ دورات الساعة التي تحتاجها أنوية Tensor؟ توقّع، ثم شغّل.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+16"/>
        <source>Both sides on one clock…</source>
        <translation>الجهتان على ساعة واحدة…</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Tensor cores: %1× fewer clocks (model, one SM), busy %2 % of their slots</source>
        <translation>أنوية Tensor: دورات ساعة أقل بـ %1× (نموذج، SM واحد)، مشغولة في %2٪ من خاناتها</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tensor cores: %1× fewer clocks (model, one SM)</source>
        <translation>أنوية Tensor: دورات ساعة أقل بـ %1× (نموذج، SM واحد)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Predict: how many times fewer clocks?</source>
        <translation>توقّع: كم مرة تقلّ دورات الساعة؟</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tensor cores: %1× fewer clocks</source>
        <translation>أنوية Tensor: دورات ساعة أقل بـ %1×</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>MODEL of one SM · %1 · %2%3 · C = A × B, N = %4</source>
        <translation>نموذج لـ SM واحد · %1 · %2%3 · C = A × B، ‏N = %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, 2:4 sparse</source>
        <translation>، متناثرة 2:4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clock %1 · slow motion: the clock runs at %2 Hz</source>
        <translation>الدورة %1 · حركة بطيئة: الساعة تعمل بتردد %2 Hz</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>done in %1 clocks</source>
        <translation>انتهى في %1 دورة ساعة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clock %1 of %2, %3 % of the multiply-adds done</source>
        <translation>الدورة %1 من %2، أُنجز %3٪ من عمليات الضرب والجمع</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A model of one SM, not a measurement: C = A × B with N = %1 on the %2 at %3%4. CUDA cores, %5 lanes doing 1 multiply-add a clock each: %6. Tensor cores, %7 doing %8 multiply-adds a clock each: %9.</source>
        <translation>نموذج لـ SM واحد، لا قياس: C = A × B مع N = %1 على %2 بدقة %3%4. أنوية CUDA: ‏%5 مسار يؤدي كلٌّ منها عملية ضرب وجمع واحدة في الدورة: %6. أنوية Tensor: ‏%7 يؤدي كلٌّ منها %8 عملية ضرب وجمع في الدورة: %9.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> with 2:4 sparsity</source>
        <translation> مع التناثر 2:4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1.</source>
        <extracomment>The verdict under the canvas, said as a sentence of the description.</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The product</source>
        <translation>الضرب</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Generation</source>
        <translation>الجيل</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Precision</source>
        <translation>الدقة</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Matrix size N</source>
        <translation>حجم المصفوفة N</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>2:4 sparsity</source>
        <translation>التناثر 2:4</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2:4 sparsity (not on this one)</source>
        <translation>التناثر 2:4 (غير مدعوم هنا)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Playback</source>
        <translation>التشغيل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clocks a second (0 = automatic)</source>
        <translation>دورات الساعة في الثانية (٠ = تلقائي)</translation>
    </message>
</context>
<context>
    <name>gpulab::ThrottleModel</name>
    <message>
        <location filename="../lessons/telemetry/throttlemodel.cpp" line="+74"/>
        <source>power cap</source>
        <translation>سقف القدرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thermal slowdown</source>
        <translation>إبطاء حراري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The power cap</source>
        <translation>سقف القدرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weak cooling: the thermal limit</source>
        <translation>تبريد ضعيف: الحدّ الحراري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A consumer card in a hot room</source>
        <translation>بطاقة استهلاكية في غرفة حارة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The long run</source>
        <translation>التشغيل الطويل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cool start</source>
        <translation>بداية باردة</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>The slowdown temperature (%1 °C) must be at least 5 °C above the air at the inlet (%2 °C)</source>
        <translation>يجب أن تكون حرارة الإبطاء (%1 °C) أعلى بـ ٥ °C على الأقل من حرارة الهواء عند المدخل (%2 °C)</translation>
    </message>
</context>
<context>
    <name>gpulab::ThrottleScene</name>
    <message>
        <location filename="../lessons/telemetry/throttlescene.cpp" line="+24"/>
        <source>desktop case cooling</source>
        <translation>تبريد صندوق حاسوب مكتبي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blocked airflow</source>
        <translation>تدفّق هواء مسدود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>datacenter cooling</source>
        <translation>تبريد مركز بيانات</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No GPU in gpu-specs.csv has both a TDP and a boost clock.</source>
        <translation>لا GPU في gpu-specs.csv له TDP وتردد معزّز معًا.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2، %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Clock limited by: %1</source>
        <translation>التردد محدود بـ: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After %1 s of work the run has had %2 % of the throughput it would have at the boost clock.</source>
        <translation>بعد %1 s من العمل، حقّق التشغيل %2٪ من الإنتاجية التي كان سيحقّقها عند التردد المعزّز.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>TDP %1 W and boost clock %2 MHz from gpu-specs.csv; the job asks %3 × TDP at boost. Cooling, heat capacity and the %4 °C slowdown are model values.</source>
        <translation>‏TDP ‏%1 W والتردد المعزّز %2 MHz من gpu-specs.csv؛ وتطلب المهمة %3 × TDP عند التردد المعزّز. التبريد والسعة الحرارية وحدّ الإبطاء %4 °C قيم نموذجية.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Temperature %1 °C (slowdown %2)</source>
        <translation>الحرارة %1 °C (الإبطاء %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 °C (limit %2)</source>
        <translation>‏%1 °C (الحد %2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clock %1 MHz (boost %2)</source>
        <translation>التردد %1 MHz (المعزّز %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 MHz</source>
        <translation>‏%1 من %2 MHz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Power %1 W (cap %2)</source>
        <translation>القدرة %1 W (السقف %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 W</source>
        <translation>‏%1 من %2 W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Over time: temperature and clock</source>
        <translation>عبر الزمن: الحرارة والتردد</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Temperature, clock</source>
        <translation>الحرارة، التردد</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>temperature</source>
        <translation>الحرارة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>clock</source>
        <translation>التردد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 s of the card&apos;s time; dashed: the slowdown temperature; dotted: the boost clock</source>
        <translation>‏%1 s من وقت البطاقة؛ المتقطّع: حرارة الإبطاء؛ المنقّط: التردد المعزّز</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 s; dashed: slowdown; dotted: boost</source>
        <translation>‏%1 s؛ المتقطّع: الإبطاء؛ المنقّط: المعزّز</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No GPU with a TDP and a boost clock to simulate.</source>
        <translation>لا GPU له TDP وتردد معزّز لمحاكاته.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 after %3 s at %4 °C, clock %5 of %6 MHz, %7 W of a %8 W cap; the clock is limited by: %9; throughput so far %10 % of the boost clock&apos;s.</source>
        <translation>‏%1: %2 بعد %3 s عند %4 °C، التردد %5 من %6 MHz، و%7 W من سقف %8 W؛ التردد محدود بـ: %9؛ والإنتاجية حتى الآن %10٪ من إنتاجية التردد المعزّز.</translation>
    </message>
</context>
<context>
    <name>gpulab::TilingRace</name>
    <message>
        <location filename="../lessons/memory/memorylive.cpp" line="+249"/>
        <source>Looking for OpenCL devices when this page is first shown.</source>
        <translation>البحث عن أجهزة OpenCL عند أول عرض لهذه الصفحة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenCL device</source>
        <translation>جهاز OpenCL</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Matrix size N</source>
        <translation>حجم المصفوفة N</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Matrix si&amp;ze N:</source>
        <translation>حجم &amp;المصفوفة N:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your prediction: how many times faster the tiled kernel is</source>
        <translation>توقّعك: كم مرة يكون الـ kernel المُبلَّط أسرع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no faster</source>
        <translation>ليس أسرع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about 2×</source>
        <translation>نحو ٢×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about 5×</source>
        <translation>نحو ٥×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10× or more</source>
        <translation>١٠× أو أكثر</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Predict: tiled will be</source>
        <translation>توقّع: سيكو&amp;ن المُبلَّط</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>&amp;Run the race</source>
        <translation>ابد&amp;أ السباق</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Progress of the race</source>
        <translation>تقدّم السباق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the race is doing</source>
        <translation>ما يفعله السباق</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured result</source>
        <translation>النتيجة المقيسة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both kernels compute C = A × B in float32 on the OpenCL device. The naive one reads every operand from global memory; the tiled one loads 16 × 16 tiles into local (shared) memory and reuses each value 16 times.</source>
        <translation>يحسب كلا الـ kernelين C = A × B بدقة float32 على جهاز OpenCL. يقرأ البسيط كل مُعامَل من الذاكرة العامة؛ ويحمّل المُبلَّط بلاطات ١٦ × ١٦ إلى الذاكرة المحلية (المشتركة) ويعيد استخدام كل قيمة ١٦ مرة.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Looking for OpenCL devices…</source>
        <translation>البحث عن أجهزة OpenCL…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>OpenCL device: %1. Its local memory plays the part of a GPU&apos;s shared memory.</source>
        <translation>جهاز OpenCL: %1. تؤدي ذاكرته المحلية دور الذاكرة المشتركة في GPU.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No OpenCL device was found here, so this race cannot run (it needs local memory on an OpenCL device). The latency and bandwidth tabs still measure the CPU. (Why: %1)</source>
        <translation>لم يُعثر هنا على جهاز OpenCL، فلا يمكن تشغيل هذا السباق (يحتاج إلى ذاكرة محلية على جهاز OpenCL). وتبويبا زمن الاستجابة وعرض النطاق ما زالا يقيسان CPU. (السبب: %1)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No OpenCL device: this race needs one.</source>
        <translation>لا جهاز OpenCL: هذا السباق يحتاج إلى واحد.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The race failed: %1</source>
        <translation>فشل السباق: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled.</source>
        <translation>أُلغي.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done: both answers checked against a float64 reference.</source>
        <translation>اكتمل: كلتا الإجابتين مُتحقَّق منهما مقابل مرجع float64.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Words read from global memory by the formula: naive 2N³ = %1, tiled (T = 16) 2N³/16 = %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;الكلمات المقروءة من الذاكرة العامة بحسب الصيغة: البسيط 2N³ = %1، والمُبلَّط (T = 16) 2N³/16 = %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Naive</source>
        <translation>البسيط</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tiled</source>
        <translation>المُبلَّط</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;%1: %2 ms, %3 GFLOP/s%4&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1: %2 ms، %3 GFLOP/s%4&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, ✓ checked</source>
        <translation>، ✓ مُتحقَّق منه</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, ✗ wrong answer</source>
        <translation>، ✗ إجابة خاطئة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;%1: did not run (%2)&lt;/p&gt;</source>
        <translation>&lt;p&gt;‏%1: لم يُشغَّل (%2)&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;&lt;b&gt;%1 Tiled was %2× as fast.&lt;/b&gt; Sixteen times fewer words from global memory do not make it sixteen times faster: caches already catch some of the naive kernel&apos;s repeats, and the tiled one pays for its barriers.%3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;‏%1 كان المُبلَّط أسرع بـ %2×.&lt;/b&gt; قراءة كلمات أقل بستة عشر ضعفًا من الذاكرة العامة لا تجعله أسرع بستة عشر ضعفًا: فالذواكر المخبئية تلتقط أصلًا بعض تكرارات الـ kernel البسيط، والمُبلَّط يدفع ثمن حواجز التزامن فيه.%3&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> On a CPU OpenCL device, local memory is ordinary cached memory: the caches already do the tiling&apos;s job, so tiling can even lose.</source>
        <translation> على جهاز OpenCL من نوع CPU، الذاكرة المحلية ذاكرة عادية مخبّأة: الذواكر المخبئية تؤدي أصلًا عمل التبليط، فقد يخسر التبليط.</translation>
    </message>
</context>
<context>
    <name>gpulab::TransferLab</name>
    <message>
        <location filename="../lessons/interconnects/linklabs.cpp" line="-426"/>
        <source>pinned (mapped)</source>
        <translation>مُثبَّتة (مُعيَّنة)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pageable</source>
        <translation>قابلة للترحيل</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>host → device</source>
        <translation>المضيف ← الجهاز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device → host</source>
        <translation>الجهاز ← المضيف</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>How fast does this computer move data between its memory and the OpenCL device? Buffers from 4 KiB to 256 MiB are copied both ways, from ordinary (pageable) memory and from pinned (mapped) memory, and checked. Bytes are counted once, in one direction: compare with PCIe&apos;s per-direction figure.</source>
        <translation>ما سرعة نقل هذا الحاسوب للبيانات بين ذاكرته وجهاز OpenCL؟ تُنسخ مخازن مؤقتة من ٤ KiB إلى ٢٥٦ MiB في الاتجاهين، من الذاكرة العادية (القابلة للترحيل) ومن الذاكرة المُثبَّتة (المُعيَّنة)، ويُتحقَّق منها. تُحتسب البايتات مرة واحدة، في اتجاه واحد: قارنها برقم PCIe لكل اتجاه.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Measure host ↔ device transfers</source>
        <translation>قِس &amp;النقل بين المضيف والجهاز</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Measure host to device transfer bandwidth</source>
        <translation>قِس عرض نطاق النقل من المضيف إلى الجهاز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the transfer measurement</source>
        <translation>ألغِ قياس النقل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transfer measurement progress</source>
        <translation>تقدّم قياس النقل</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not measured yet.</source>
        <translation>لم يُقَس بعد.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Transfer measurement status and result</source>
        <translation>حالة قياس النقل ونتيجته</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host ↔ device transfer bandwidth</source>
        <translation>عرض نطاق النقل بين المضيف والجهاز</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&lt;b&gt;Cannot measure:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;يتعذّر القياس:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Starting the measurement engine…</source>
        <translation>بدء محرك القياس…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 — without an OpenCL device there is no host ↔ device link to measure.</source>
        <translation>‏%1 — من دون جهاز OpenCL لا توجد وصلة بين المضيف والجهاز لقياسها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;The measurement failed:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;فشل القياس:&lt;/b&gt; %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Cancelled: %Ln point(s) measured are kept.</source>
        <translation>
            <numerusform>أُلغي: لم تُقَس أي نقطة.</numerusform>
            <numerusform>أُلغي: يُحتفظ بالنقطة الواحدة المقيسة.</numerusform>
            <numerusform>أُلغي: يُحتفظ بالنقطتين المقيستين.</numerusform>
            <numerusform>أُلغي: يُحتفظ بـ %Ln نقاط مقيسة.</numerusform>
            <numerusform>أُلغي: يُحتفظ بـ %Ln نقطة مقيسة.</numerusform>
            <numerusform>أُلغي: يُحتفظ بـ %Ln نقطة مقيسة.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&lt;b&gt;%1:&lt;/b&gt; host → device %2, device → host %3 at %4 (best of pageable and pinned; %5). Every copy was %6.</source>
        <translation>&lt;b&gt;‏%1:&lt;/b&gt; المضيف ← الجهاز %2، الجهاز ← المضيف %3 عند %4 (الأفضل بين القابلة للترحيل والمُثبَّتة؛ %5). كانت كل نسخة %6.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pinned was faster</source>
        <translation>كانت المُثبَّتة أسرع</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pageable was as fast</source>
        <translation>كانت القابلة للترحيل بالسرعة نفسها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checked byte for byte</source>
        <translation>مُتحقَّقًا منها بايتًا بايتًا</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NOT verified</source>
        <translation>غير مُتحقَّق منها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;This is a CPU device (PoCL): its “device memory” is the same RAM, so no bus is crossed — the figure is a memory copy, not PCIe. A PCIe 4.0 x16 GPU would show at most 32 GB/s per direction.</source>
        <translation>&lt;br&gt;هذا جهاز من نوع CPU ‏(PoCL): «ذاكرة الجهاز» فيه هي ذاكرة RAM نفسها، فلا يُعبَر أي ناقل — الرقم نسخ في الذاكرة، لا PCIe. أما GPU بوصلة PCIe 4.0 x16 فسيُظهر ٣٢ GB/s على الأكثر لكل اتجاه.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;br&gt;Compare: PCIe 3.0 x16 16 GB/s, 4.0 32 GB/s, 5.0 64 GB/s per direction. The calculator now offers this as “your machine”.</source>
        <translation>&lt;br&gt;للمقارنة: PCIe 3.0 x16 ‏١٦ GB/s، و4.0 ‏٣٢ GB/s، و5.0 ‏٦٤ GB/s لكل اتجاه. والحاسبة تعرض هذا الآن بوصفه «جهازك».</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>buffer size (bytes, log scale)</source>
        <translation>حجم المخزن المؤقت (بايت، مقياس لوغاريتمي)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GB/s, one direction (log scale)</source>
        <translation>‏GB/s، اتجاه واحد (مقياس لوغاريتمي)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, %2</source>
        <translation>%1، %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2 at %3</source>
        <translation>‏%1: %2 عند %3</translation>
    </message>
</context>
<context>
    <name>gpulab::TrueFalseInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="-97"/>
        <source>True or false? (keys 1–2)</source>
        <translation>صواب أم خطأ؟ (المفتاحان 1–2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>True</source>
        <translation>صواب</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>False</source>
        <translation>خطأ</translation>
    </message>
</context>
<context>
    <name>gpulab::TuneDialog</name>
    <message>
        <location filename="../lessons/livelab/tunepanel.cpp" line="+245"/>
        <source>Tune for This Device</source>
        <translation>الضبط لهذا الجهاز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time &amp;budget:</source>
        <translation>ميز&amp;انية الوقت:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time budget in seconds</source>
        <translation>ميزانية الوقت بالثواني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start Tuning</source>
        <translation>&amp;ابدأ الضبط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;إلغاء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the tuning</source>
        <translation>ألغِ الضبط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lose</source>
        <translation>إغلا&amp;ق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuning progress</source>
        <translation>تقدّم الضبط</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Press Start: the race&apos;s device is busy for the budget.</source>
        <translation>اضغط «ابدأ»: يكون جهاز السباق مشغولًا طوال الميزانية.</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>What the tuning is doing</source>
        <translation>ما يفعله الضبط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set</source>
        <translation>المجموعة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameter sets timed</source>
        <translation>مجموعات المعاملات المؤقَّتة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuning result</source>
        <translation>نتيجة الضبط</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>the measurement engine stopped: %1</source>
        <translation>توقّف محرك القياس: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Times parameter sets of the register-blocked OpenCL kernel on %1 (the block of C each work-item keeps in registers, the vector width, the K block), each verified against float64, and keeps the fastest for this device and driver: the race, the ladder, the scaling chart and the roofline then run it. A new driver makes it run the default again.</source>
        <translation>يؤقّت مجموعات معاملات للـ kernel المكتّل في السجلّات في OpenCL على %1 (كتلة C التي يحتفظ بها كل عنصر عمل في السجلّات، وعرض المتجه، وكتلة K)، ويتحقّق من كلٍّ منها مقابل float64، ويحتفظ بالأسرع لهذا الجهاز وبرنامج التشغيل: ثم يشغّله السباق والسُّلّم ومخطط التوسّع ونموذج السقف. وبرنامج تشغيل جديد يعيده إلى تشغيل الافتراضي.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Cannot start the measurement engine: %1</source>
        <translation>يتعذّر بدء محرك القياس: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computing the float64 reference…</source>
        <translation>حساب مرجع float64…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancelling…</source>
        <translation>يُلغى…</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 (default)</source>
        <translation>‏%1 (الافتراضي)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>verified</source>
        <translation>مُتحقَّق منه</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Set %1 of %2</source>
        <translation>المجموعة %1 من %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>: the best so far %1 GFLOP/s</source>
        <translation>: الأفضل حتى الآن %1 GFLOP/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (the default: %1 GFLOP/s)</source>
        <translation> (الافتراضي: %1 GFLOP/s)</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>No set could be measured: nothing was stored.</source>
        <translation>تعذّر قياس أي مجموعة: لم يُخزَّن شيء.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kept the default: %1 at %2 GFLOP/s was the fastest.</source>
        <translation>أُبقي الافتراضي: كان %1 بـ %2 GFLOP/s الأسرع.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chosen: %1 at %2 GFLOP/s, %3 % faster than the default %4 at %5 GFLOP/s.</source>
        <translation>المختار: %1 بـ %2 GFLOP/s، أسرع بـ %3٪ من الافتراضي %4 بـ %5 GFLOP/s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chosen: %1 at %2 GFLOP/s.</source>
        <translation>المختار: %1 بـ %2 GFLOP/s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 sets measured in %3 s.</source>
        <translation>قيست %1 من %2 مجموعة في %3 s.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stored in %1: the next race on this device runs it.</source>
        <translation>خُزّن في %1: يشغّله السباق التالي على هذا الجهاز.</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>The tuning failed: %1</source>
        <translation>فشل الضبط: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled: nothing was stored; the race keeps what it ran before.</source>
        <translation>أُلغي: لم يُخزَّن شيء؛ ويبقى السباق على ما كان يشغّله.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done.</source>
        <translation>اكتمل.</translation>
    </message>
</context>
<context>
    <name>gpulab::TunePanel</name>
    <message>
        <location line="-276"/>
        <source>+%1 %</source>
        <translation>+%1٪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−%1 %</source>
        <translation>−%1٪</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Parameters set by GPULAB_REGBLOCK… in the environment: a stored tuning is not used.</source>
        <translation>معاملات مضبوطة بـ GPULAB_REGBLOCK… في البيئة: لا يُستخدم ضبط مخزَّن.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>earlier</source>
        <translation>سابقًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tuned %1: %2, %3 GFLOP/s.</source>
        <translation>ضُبط %1: %2، %3 GFLOP/s.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tuned %1: the default %2 was the fastest.</source>
        <translation>ضُبط %1: كان الافتراضي %2 الأسرع.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuned %1: %2, %3 over the default.</source>
        <translation>ضُبط %1: %2، %3 فوق الافتراضي.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not tuned: default parameters (%1). The stored tuning was set aside: %2.</source>
        <translation>غير مضبوط: المعاملات الافتراضية (%1). ونُحّي الضبط المخزَّن: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not tuned: default parameters (%1).</source>
        <translation>غير مضبوط: المعاملات الافتراضية (%1).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Register-blocked kernel: looking for OpenCL devices…</source>
        <translation>الـ kernel المكتّل في السجلّات: البحث عن أجهزة OpenCL…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tuning of this device</source>
        <translation>ضبط هذا الجهاز</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tune for This Device…</source>
        <translation>&amp;اضبط لهذا الجهاز…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Tune…</source>
        <translation>&amp;اضبط…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tune the register-blocked kernel for this device</source>
        <translation>اضبط الـ kernel المكتّل في السجلّات لهذا الجهاز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times several parameter sets of the register-blocked OpenCL kernel on this device and keeps the fastest for the race and the charts.</source>
        <translation>يؤقّت عدة مجموعات معاملات للـ kernel المكتّل في السجلّات في OpenCL على هذا الجهاز ويحتفظ بالأسرع للسباق والمخططات.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Register-blocked kernel: the measurement engine stopped (%1).</source>
        <translation>الـ kernel المكتّل في السجلّات: توقّف محرك القياس (%1).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No OpenCL device: there is nothing to tune.</source>
        <translation>لا جهاز OpenCL: لا شيء للضبط.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+8"/>
        <location line="+7"/>
        <source>Register-blocked kernel: %1</source>
        <translation>الـ kernel المكتّل في السجلّات: %1</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Stored in %1
Parameters: %2</source>
        <translation>خُزّن في %1
المعاملات: %2</translation>
    </message>
</context>
<context>
    <name>gpulab::VariantCatalog</name>
    <message>
        <location filename="../lessons/framework/racerunner.cpp" line="-285"/>
        <source>Serial, textbook loop</source>
        <translation>تسلسلي، حلقة الكتاب المدرسي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serial, cache-blocked + SIMD</source>
        <translation>تسلسلي، مكتّل للذاكرة المخبئية + SIMD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All CPU cores</source>
        <translation>كل أنوية CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenCL, one work-item per element</source>
        <translation>‏OpenCL، عنصر عمل لكل عنصر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenCL, tiled in local memory</source>
        <translation>‏OpenCL، مقسّم إلى بلاطات في الذاكرة المحلية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenCL, register-blocked vectors</source>
        <translation>‏OpenCL، متجهات مكتّلة في السجلّات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenBLAS sgemm (CPU peer)</source>
        <translation>‏OpenBLAS sgemm (النظير على CPU)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLBlast sgemm (OpenCL peer)</source>
        <translation>‏CLBlast sgemm (النظير في OpenCL)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>one core</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>نواة واحدة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>caches, SIMD</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>الذاكرة المخبئية، SIMD</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cores</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>الأنوية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>work-items</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>عناصر العمل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shared memory</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>الذاكرة المشتركة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>registers, wide SIMD</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>السجلّات، SIMD عريض</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vendor library</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>مكتبة المُصنِّع</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One CPU core runs the i-j-k triple loop exactly as written, one multiply-add at a time.</source>
        <translation>تنفّذ نواة CPU واحدة الحلقة الثلاثية i-j-k كما كُتبت تمامًا، عملية ضرب وجمع واحدة في كل مرة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copying blocks of A and B that fit in the caches into the order the arithmetic reads them, and keeping a tile of C in SIMD registers, makes the same single core many times faster.</source>
        <translation>نسخُ كتل من A وB تتّسع لها الذاكرة المخبئية بالترتيب الذي تقرؤها به العمليات الحسابية، وإبقاءُ بلاطة من C في سجلّات SIMD، يجعلان النواة الواحدة نفسها أسرع بأضعاف كثيرة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Splitting the rows of C across every CPU core, each running the blocked kernel, multiplies throughput by the core count, at best.</source>
        <translation>توزيع صفوف C على كل أنوية CPU، وكلٌّ منها يشغّل الـ kernel المقسّم إلى كتل، يضرب الإنتاجية في عدد الأنوية في أحسن الأحوال.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Thousands of work-items each compute one element of C in parallel, but every operand comes from slow global memory.</source>
        <translation>يحسب آلاف من عناصر العمل كلٌّ منها عنصرًا واحدًا من C بالتوازي، لكن كل معامَل يأتي من الذاكرة العامة البطيئة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A work-group copies tiles of A and B into fast on-chip local (shared) memory once and reuses each value many times.</source>
        <translation>تنسخ مجموعة العمل بلاطات من A وB إلى الذاكرة المحلية (المشتركة) السريعة على الرقاقة مرة واحدة، وتعيد استخدام كل قيمة مرات كثيرة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each work-item keeps a block of C in registers and uses wide vector instructions, so every value loaded feeds many multiply-adds.</source>
        <translation>يُبقي كل عنصر عمل كتلة من C في السجلّات ويستخدم تعليمات متّجهية عريضة، فتغذّي كل قيمة محمَّلة عمليات ضرب وجمع كثيرة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A vendor-tuned library with hand-written assembly kernels shows what the CPU can really do.</source>
        <translation>مكتبة ضبطها المُصنِّع، فيها kernels مكتوبة يدويًا بلغة التجميع، تُظهر ما يستطيعه الـ CPU حقًّا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tuned OpenCL BLAS library on the same device, the yardstick for our own kernels.</source>
        <translation>مكتبة OpenCL BLAS مضبوطة على الجهاز نفسه، وهي المقياس الذي نقيس به الـ kernels الخاصة بنا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On a CPU device the work-items run on the same cores as cpu-threads, but each multiply-add loads its own float of A and of B (0.25 FLOP/byte) with no blocking for the caches; a GPU hides those loads behind thousands of threads and a far wider memory.</source>
        <translation>على جهاز CPU تعمل عناصر العمل على الأنوية نفسها التي يعمل عليها cpu-threads، لكن كل عملية ضرب وجمع تحمّل عددها العشري الخاص من A ومن B (٠٫٢٥ FLOP لكل بايت) دون تقسيم إلى كتل تناسب الذاكرة المخبئية؛ أما الـ GPU فيُخفي عمليات التحميل هذه خلف آلاف الخيوط وذاكرة أعرض بكثير.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A CPU has no separate on-chip shared memory: on a CPU device OpenCL&apos;s local memory is ordinary cached memory, so the tiles are extra copies and every step of a tile waits at a work-group barrier; the reuse the tiles buy on a GPU, the CPU&apos;s caches already gave.</source>
        <translation>ليس للـ CPU ذاكرة مشتركة منفصلة على الرقاقة: فعلى جهاز CPU تكون ذاكرة OpenCL المحلية ذاكرة عادية تمرّ عبر الذاكرة المخبئية، فتصبح البلاطات نُسخًا إضافية، وتنتظر كل خطوة من البلاطة عند حاجز مجموعة العمل؛ وإعادة الاستخدام التي تكسبها البلاطات على الـ GPU قد وفّرتها الذاكرة المخبئية للـ CPU أصلًا.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On a CPU device it is the same idea as cpu-threads (a block of C in SIMD registers on every core), compiled by the OpenCL driver instead of the C++ compiler: the two can at best tie, and whichever compiler keeps the tile in registers better wins; on a GPU it is many times faster.</source>
        <translation>على جهاز CPU هي الفكرة نفسها التي في cpu-threads (كتلة من C في سجلّات SIMD على كل نواة)، لكن يترجمها برنامج تشغيل OpenCL بدلًا من مترجم C++‎: في أحسن الأحوال يتعادل الاثنان، ويفوز المترجم الذي يُبقي البلاطة في السجلّات على نحو أفضل؛ أما على الـ GPU فهي أسرع بأضعاف كثيرة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its kernels and tuning target GPUs: on a CPU device their local-memory tiles and work-group barriers cost what opencl-tiled&apos;s do.</source>
        <translation>صُمّمت الـ kernels الخاصة بها وضبطُها لوحدات GPU: فعلى جهاز CPU تكلّف بلاطات الذاكرة المحلية وحواجز مجموعات العمل فيها ما تكلّفه في opencl-tiled.</translation>
    </message>
</context>
<context>
    <name>gpulab::WillItFitModel</name>
    <message>
        <location filename="../lessons/willitfit/willitfitmodel.cpp" line="+54"/>
        <source>Serving 32 long sequences: the KV cache</source>
        <translation>خدمة ٣٢ تسلسلًا طويلًا: ذاكرة KV المخبئية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training with Adam: 16 bytes per parameter</source>
        <translation>التدريب بـ Adam: ‏١٦ بايت لكل معامل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training without checkpointing: activations</source>
        <translation>التدريب دون نقاط حفظ: التنشيطات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data parallel on 8 GPUs: no help</source>
        <translation>توازي البيانات على ٨ وحدات GPU: لا يفيد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO-3 on 8 GPUs: the state is split</source>
        <translation>‏ZeRO-3 على ٨ وحدات GPU: الحالة مقسّمة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving one sequence: weights + KV cache</source>
        <translation>خدمة تسلسل واحد: الأوزان + ذاكرة KV المخبئية</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Custom (typed in)</source>
        <translation>مخصّص (مكتوب يدويًا)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(none)</source>
        <translation>(لا شيء)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Training</source>
        <translation>التدريب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving (inference)</source>
        <translation>الخدمة (الاستدلال)</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>kvHeads (%1) must divide heads (%2): every key/value head serves the same number of query heads</source>
        <translation>يجب أن يقسم kvHeads ‏(%1) عدد heads ‏(%2): كل رأس مفتاح/قيمة يخدم العدد نفسه من رؤوس الاستعلام</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>training here keeps FP32 or 16-bit weights: FP8 and 4-bit training keep higher-precision copies this calculator does not model</source>
        <translation>التدريب هنا يحتفظ بأوزان FP32 أو ١٦ بتّ: التدريب بـ FP8 و٤ بتّ يحتفظ بنسخ أعلى دقة لا تنمذجها هذه الحاسبة</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom model</source>
        <translation>نموذج مخصّص</translation>
    </message>
</context>
<context>
    <name>gpulab::WillItFitPanel</name>
    <message>
        <location filename="../lessons/willitfit/willitfitpanel.cpp" line="+35"/>
        <source>&amp;Calculator</source>
        <translation>&amp;الحاسبة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Across GPUs</source>
        <translation>عبر &amp;وحدات GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How man&amp;y GPUs</source>
        <translation>كم وحد&amp;ة GPU</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Published model architectures</source>
        <translation>بنى النماذج المنشورة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>النموذج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>المعاملات</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exact total, billions</source>
        <translation>المجموع الدقيق، بالمليارات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>الطبقات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden</source>
        <translation>المخفي</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hidden size (model width)</source>
        <translation>الحجم المخفي (عرض النموذج)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads</source>
        <translation>الرؤوس</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Query heads per layer</source>
        <translation>رؤوس الاستعلام لكل طبقة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV heads</source>
        <translation>رؤوس KV</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Key/value heads per layer (fewer: GQA)</source>
        <translation>رؤوس المفاتيح/القيم لكل طبقة (الأقل: GQA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head
size</source>
        <translation>حجم
الرأس</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Width of one head</source>
        <translation>عرض رأس واحد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context</source>
        <translation>السياق</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest sequence, tokens</source>
        <translation>أطول تسلسل، بالرموز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache
per token</source>
        <translation>ذاكرة KV
لكل رمز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 x layers x KV heads x head size x 2 bytes (BF16)</source>
        <translation>2 × الطبقات × رؤوس KV × حجم الرأس × 2 بايت (BF16)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>n/a</source>
        <translation>غير متاح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>From assets/data/models.csv: each row&apos;s paper or model card in its tooltip. Parameters are the exact totals (%1 has %2 billion); KV heads below the heads is grouped-query attention.</source>
        <translation>من assets/data/models.csv: في تلميح كل صف الورقةُ البحثية أو بطاقة النموذج (model card) التي أُخذ منها. المعاملات هي الأعداد الكلية الدقيقة (لدى %1 ‏%2 مليار معامل)؛ وحين تكون رؤوس KV أقل من الرؤوس فذلك هو الانتباه بالاستعلامات المُجمَّعة.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Models</source>
        <translation>النما&amp;ذج</translation>
    </message>
</context>
<context>
    <name>gpulab::WillItFitScene</name>
    <message>
        <location filename="../lessons/willitfit/willitfitscene.cpp" line="+65"/>
        <source>data parallel</source>
        <translation>توازي البيانات</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tensor parallel</source>
        <translation>توازي الموتّرات</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Weights</source>
        <translation>الأوزان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <translation>التدرّجات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>الرئيسية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>المُحسِّن</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <source>Activations</source>
        <translation>التنشيطات</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>KV cache</source>
        <translation>ذاكرة KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overhead</source>
        <translation>الحمل الإضافي</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Weights (%1)</source>
        <translation>الأوزان (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients (%1)</source>
        <translation>التدرّجات (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 master copy</source>
        <translation>النسخة الرئيسية FP32</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Momentum (FP32)</source>
        <translation>الزخم (FP32)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adam states (2 × FP32)</source>
        <translation>حالات Adam (‏٢ × FP32)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8-bit Adam states</source>
        <translation>حالات Adam بـ ٨ بتّ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer state (none)</source>
        <translation>حالة المُحسِّن (لا شيء)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Activations (checkpointed)</source>
        <translation>التنشيطات (بنقاط حفظ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache (%1)</source>
        <translation>ذاكرة KV المخبئية (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overhead (assumed %1 %)</source>
        <translation>الحمل الإضافي (مفترض %1٪)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>training</source>
        <translation>تدريب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>serving %1 × %2 tokens</source>
        <translation>خدمة %1 × %2 رمز</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no GPU chosen</source>
        <translation>لم يُختر GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2, on one %3</source>
        <translation>‏%1، %2، على %3 واحد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2, per GPU of %3 × %4, %5</source>
        <translation>‏%1، %2، لكل GPU من %3 × %4، %5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 in all</source>
        <translation>‏%1 إجمالًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per GPU</source>
        <translation>‏%1 لكل GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2: fits, %3 free</source>
        <translation>‏%1 من %2: يتّسع، ويبقى %3 حرًّا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2: does NOT fit, %3 over</source>
        <translation>‏%1 من %2: لا يتّسع، ويتجاوز بـ %3</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>… %1 more</source>
        <translation>… و%1 أخرى</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>GPU 8</source>
        <translation>GPU ٨</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 of memory</source>
        <translation>‏%1 من الذاكرة</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Adding the parts… %1 so far</source>
        <translation>جمع الأجزاء… %1 حتى الآن</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>… %1</source>
        <translation>… %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Does NOT fit: %1 over</source>
        <translation>لا يتّسع: يتجاوز بـ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fits: %1 free</source>
        <translation>يتّسع: %1 حرّ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2. %3.</source>
        <translation>%1: %2. %3.</translation>
    </message>
</context>
<context>
    <name>gpulab::WorkersModel</name>
    <message>
        <location filename="../lessons/howto/workersmodel.cpp" line="+150"/>
        <source>Eight workers</source>
        <translation>ثمانية عمّال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One worker per tile</source>
        <translation>عامل لكل بلاطة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One worker</source>
        <translation>عامل واحد</translation>
    </message>
</context>
<context>
    <name>gpulab::WorkersScene</name>
    <message>
        <location filename="../lessons/howto/workersscene.cpp" line="+37"/>
        <source>1 worker, %1 tiles</source>
        <translation>عامل واحد، %1 بلاطة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 workers sharing %2 tiles</source>
        <translation>‏%1 عمّال يتقاسمون %2 بلاطة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 done · %3 s simulated</source>
        <translation>‏%1 من %2 منجزة · %3 s مُحاكاة</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>One worker does</source>
        <translation>عامل واحد يُنجز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 workers share</source>
        <translation>‏%1 عمّال يتقاسمون</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 tiles of work. %3 tiles are done, %4 are being worked on, after %5 simulated seconds. With this many workers the whole job takes %6 s.</source>
        <translation>‏%1 %2 بلاطة من العمل. أُنجزت %3 بلاطة، ويُعمل على %4، بعد %5 ثانية مُحاكاة. وبهذا العدد من العمّال تستغرق المهمة كلها %6 s.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Workers</source>
        <translation>العمّال</translation>
    </message>
</context>
<context>
    <name>gpulab::accelerators::Words</name>
    <message>
        <location filename="../lessons/accelerators/acceleratorrows.cpp" line="+101"/>
        <source>NVIDIA GPUs</source>
        <translation>وحدات GPU من NVIDIA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA: every framework, research code first</source>
        <translation>‏CUDA: كل أطر العمل، والشيفرة البحثية أولًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink: 8 per server, 72 per NVL72 rack</source>
        <translation>‏NVLink: ‏٨ لكل خادم، و٧٢ لكل خزانة NVL72</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>Buy or rent</source>
        <translation>شراء أو استئجار</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>AMD Instinct</source>
        <translation>AMD Instinct</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ROCm: PyTorch, JAX; CUDA code needs porting</source>
        <translation>‏ROCm: ‏PyTorch وJAX؛ وشيفرة CUDA تحتاج إلى نقل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infinity Fabric: 8 per server</source>
        <translation>‏Infinity Fabric: ‏٨ لكل خادم</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Google TPUs</source>
        <translation>وحدات TPU من Google</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>XLA: JAX, PyTorch/XLA</source>
        <translation>‏XLA: ‏JAX وPyTorch/XLA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ICI pods of thousands</source>
        <translation>مجمّعات ICI من الآلاف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rent: Google Cloud</source>
        <translation>استئجار: Google Cloud</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AWS Trainium, Inferentia</source>
        <translation>‏AWS Trainium وInferentia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neuron SDK: PyTorch, JAX</source>
        <translation>‏Neuron SDK: ‏PyTorch وJAX</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NeuronLink: 16 per Trn1</source>
        <translation>‏NeuronLink: ‏١٦ لكل Trn1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rent: AWS</source>
        <translation>استئجار: AWS</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phone, laptop NPUs</source>
        <translation>وحدات NPU في الهواتف والحواسيب المحمولة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core ML, OpenVINO, ONNX Runtime: small models</source>
        <translation>‏Core ML وOpenVINO وONNX Runtime: نماذج صغيرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One device</source>
        <translation>جهاز واحد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In your device</source>
        <translation>في جهازك</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>not stated</source>
        <translation>غير مذكور</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shared</source>
        <translation>مشتركة</translation>
    </message>
</context>
<context>
    <name>gpulab::chooser</name>
    <message>
        <location filename="../lessons/generations/gpuchooser.cpp" line="+72"/>
        <source>%1 holds the %2 the job needs (%3 to spare)</source>
        <translation>يحمل %1 الـ %2 التي تحتاجها المهمة (ويفيض %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 × %2 = %3 hold the %4 the job needs</source>
        <translation>‏%1 × %2 = %3 تحمل الـ %4 التي تحتاجها المهمة</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 GB/s: at most about %2 tokens/s at batch 1 (every BF16 weight read once per token; a bound, not a benchmark)</source>
        <translation>‏%1 GB/s: على الأكثر نحو %2 رمز/s عند دفعة بحجم ١ (كل وزن BF16 يُقرأ مرة لكل رمز؛ حدّ لا قياس أداء)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 TFLOPS dense FP16/BF16 for the matrix products</source>
        <translation>‏%1 TFLOPS كثيفة بدقة FP16/BF16 لعمليات ضرب المصفوفات</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>NVLink %1 joins the GPUs of a server (%2 GB/s each)</source>
        <translation>يربط NVLink %1 وحدات GPU في الخادم (%2 GB/s لكلٍّ منها)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no NVLink across a whole server: the GPUs talk over %1</source>
        <translation>لا NVLink عبر الخادم كله: تتخاطب وحدات GPU عبر %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ECC memory</source>
        <translation>ذاكرة ECC</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Learning and experimenting</source>
        <translation>التعلّم والتجريب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fine-tuning (LoRA)</source>
        <translation>الضبط الدقيق (LoRA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training from scratch</source>
        <translation>التدريب من الصفر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving a model</source>
        <translation>خدمة نموذج</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Buy a card</source>
        <translation>اشترِ بطاقة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rent, don&apos;t buy</source>
        <translation>استأجر، لا تشترِ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cluster&apos;s job</source>
        <translation>مهمة لعنقود</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>before activations</source>
        <translation>قبل التنشيطات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+ %1 % allowance (an assumption)</source>
        <translation>+ هامش %1٪ (افتراض)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 billion parameters × %2 bytes %3 = %4</source>
        <translation>‏%1 مليار معامل × %2 بايت %3 = %4</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>A card within %1 holds the whole job on one GPU.</source>
        <translation>بطاقة في حدود %1 تحمل المهمة كلها على GPU واحد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Owning pays only while the card is busy: a run of a few days may still be cheaper rented.</source>
        <translation>لا يُجدي الامتلاك إلا ما دامت البطاقة مشغولة: قد يبقى تشغيل لبضعة أيام أرخص بالاستئجار.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 at launch (%2; prices change)</source>
        <translation>‏%1 عند الإطلاق (%2؛ والأسعار تتغيّر)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ECC not stated for this consumer card</source>
        <translation>لم تُذكر ECC لهذه البطاقة الاستهلاكية</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No hardware budget: rent by the hour, or start on a free notebook service&apos;s GPU.</source>
        <translation>بلا ميزانية للعتاد: استأجر بالساعة، أو ابدأ على GPU خدمة دفاتر مجانية.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2) would hold it but cost %3 at launch (%4), over the budget of %5.</source>
        <translation>سيحملها %1 (%2) لكنه كلّف %3 عند الإطلاق (%4)، فوق الميزانية البالغة %5.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No card with a launch price holds %1: the largest in the data file has %2.</source>
        <translation>لا بطاقة ذات سعر إطلاق تحمل %1: أكبرها في ملف البيانات فيها %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Training from scratch keeps GPUs busy for days to weeks; buying servers pays only if they stay busy all year.</source>
        <translation>يُبقي التدريب من الصفر وحدات GPU مشغولة أيامًا إلى أسابيع؛ ولا يُجدي شراء الخوادم إلا إن بقيت مشغولة طوال السنة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Datacenter GPUs have no list price (the vendors publish none) and cloud prices change weekly: compare providers&apos; pages, with their date.</source>
        <translation>لا سعر قائمة لوحدات GPU في مراكز البيانات (لا ينشره المُصنِّعون)، وأسعار السحابة تتغيّر أسبوعيًا: قارن صفحات المزوّدين، مع تاريخها.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Not even %1 of the largest GPU hold %2: this needs a cluster joined by a fast network.</source>
        <translation>ولا حتى %1 من أكبر GPU تحمل %2: هذا يحتاج إلى عنقود تربطه شبكة سريعة.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the smallest GPU that holds it is usually the cheapest to rent</source>
        <translation>أصغر GPU يحملها هو عادةً الأرخص استئجارًا</translation>
    </message>
</context>
<context>
    <name>gpulab::generations</name>
    <message>
        <location filename="../lessons/generations/generationsmath.cpp" line="+109"/>
        <source>1st</source>
        <translation>الأول</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>الثاني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>الثالث</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1th</source>
        <translation>الـ%1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Tensor Cores (%1 generation)</source>
        <translation>أنوية Tensor (الجيل %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1-generation Tensor Cores</source>
        <translation>أنوية Tensor من الجيل %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on the tensor cores</source>
        <translation>‏%1 على أنوية Tensor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2:4 structured sparsity (twice the dense rate for pruned weights)</source>
        <translation>التناثر المُهيكَل 2:4 (ضعف المعدّل الكثيف للأوزان المقلَّمة)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Transformer Engine (%1 generation)</source>
        <translation>‏Transformer Engine (الجيل %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 memory</source>
        <translation>ذاكرة %1</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Dense FP16/BF16 peak</source>
        <translation>ذروة FP16/BF16 الكثيفة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense FP8 peak</source>
        <translation>ذروة FP8 الكثيفة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 (vector)</source>
        <translation>‏FP32 (متجهي)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>الذاكرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory bandwidth</source>
        <translation>عرض نطاق الذاكرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-to-GPU link</source>
        <translation>الوصلة بين وحدات GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power</source>
        <translation>القدرة</translation>
    </message>
</context>
<context>
    <name>gpulab::gift</name>
    <message>
        <location filename="../lessons/framework/quiz/gift.cpp" line="+294"/>
        <source>the title has no closing &quot;::&quot;</source>
        <translation>العنوان بلا &quot;::&quot; ختامية</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;}&quot; without an opening &quot;{&quot; (write \} for a brace in text)</source>
        <translation>&quot;}&quot; دون &quot;{&quot; افتتاحية (اكتب \} للقوس في النص)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unclosed &quot;{&quot;: the answers have no closing &quot;}&quot; before the next blank line</source>
        <translation>&quot;{&quot; غير مغلقة: لا &quot;}&quot; تُغلق الإجابات قبل السطر الفارغ التالي</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;}&quot; before the answers&apos; &quot;{&quot; (write \} for a brace in text)</source>
        <translation>&quot;}&quot; قبل &quot;{&quot; الإجابات (اكتب \} للقوس في النص)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;{&quot; inside the answers (write \{ for a brace in text)</source>
        <translation>&quot;{&quot; داخل الإجابات (اكتب \{ للقوس في النص)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a second answer block: a question has one {...} (write \{ for a brace in text)</source>
        <translation>كتلة إجابات ثانية: للسؤال كتلة {...} واحدة (اكتب \{ للقوس في النص)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;}&quot; after the answers (write \} for a brace in text)</source>
        <translation>&quot;}&quot; بعد الإجابات (اكتب \} للقوس في النص)</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>a multiple-choice question needs at least two answers</source>
        <translation>يحتاج سؤال الاختيار من متعدد إلى إجابتين على الأقل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a multiple-answer question needs at least two answers</source>
        <translation>يحتاج سؤال الإجابات المتعددة إلى إجابتين على الأقل</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+73"/>
        <source>a weight must be a percentage between -100 and 100</source>
        <translation>يجب أن يكون الوزن نسبة مئوية بين -100 و100</translation>
    </message>
    <message>
        <location line="-70"/>
        <location line="+83"/>
        <source>an answer is empty</source>
        <translation>إحدى الإجابات فارغة</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>no answer gives credit: mark the right one with &quot;=&quot; or give weights such as ~%50%</source>
        <translation>لا إجابة تمنح درجة: علّم الإجابة الصحيحة بـ &quot;=&quot; أو أعطِ أوزانًا مثل ~%50%</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a matching pair needs &quot;-&gt;&quot; between the item and its answer</source>
        <translation>يحتاج زوج المطابقة إلى &quot;-&gt;&quot; بين العنصر وإجابته</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a matching pair has no answer after &quot;-&gt;&quot;</source>
        <translation>زوج مطابقة بلا إجابة بعد &quot;-&gt;&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a matching question needs at least two pairs</source>
        <translation>يحتاج سؤال المطابقة إلى زوجين على الأقل</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>a short-answer question needs at least one answer</source>
        <translation>يحتاج سؤال الإجابة القصيرة إلى إجابة واحدة على الأقل</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no answer gives credit</source>
        <translation>لا إجابة تمنح درجة</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>&quot;%1&quot; is not a number (write 2039, 2039:100 or 1939..2139)</source>
        <translation>&quot;%1&quot; ليس عددًا (اكتب 2039 أو 2039:100 أو 1939..2139)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is too large a number</source>
        <translation>&quot;%1&quot; عدد أكبر مما ينبغي</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a numerical question needs at least one number</source>
        <translation>يحتاج السؤال العددي إلى عدد واحد على الأقل</translation>
    </message>
    <message>
        <location line="+255"/>
        <source>invalid UTF-8: save the file as UTF-8 (this question is skipped)</source>
        <translation>ترميز UTF-8 غير صالح: احفظ الملف بترميز UTF-8 (يُتخطّى هذا السؤال)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>a quiz bank</source>
        <translation>بنك أسئلة</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>a short-answer question with several answers cannot have &quot;-&gt;&quot; in one in GIFT (it would be read as a matching pair)</source>
        <translation>لا يمكن أن تحوي إحدى إجابات سؤال الإجابة القصيرة ذي الإجابات المتعددة &quot;-&gt;&quot; في GIFT (ستُقرأ زوج مطابقة)</translation>
    </message>
</context>
<context>
    <name>gpulab::moodlexml</name>
    <message>
        <location filename="../lessons/framework/quiz/moodlexml.cpp" line="+101"/>
        <source>elements nested too deep</source>
        <translation>عناصر متداخلة بعمق مفرط</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Moodle&apos;s question type &quot;%1&quot; has no GIFT form; the question is skipped</source>
        <translation>نوع السؤال &quot;%1&quot; في Moodle لا صيغة له في GIFT؛ يُتخطّى السؤال</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>the fraction &quot;%1&quot; is not a percentage between -100 and 100</source>
        <translation>الكسر &quot;%1&quot; ليس نسبة مئوية بين -100 و100</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>an answer is empty</source>
        <translation>إحدى الإجابات فارغة</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a multiple-choice question needs at least two answers</source>
        <translation>يحتاج سؤال الاختيار من متعدد إلى إجابتين على الأقل</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+47"/>
        <source>no answer gives credit</source>
        <translation>لا إجابة تمنح درجة</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>a true/false question needs its answers &quot;true&quot; and &quot;false&quot;</source>
        <translation>يحتاج سؤال الصواب/الخطأ إلى إجابتيه &quot;true&quot; و&quot;false&quot;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a short-answer question needs at least one answer</source>
        <translation>يحتاج سؤال الإجابة القصيرة إلى إجابة واحدة على الأقل</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; ليس عددًا</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the tolerance &quot;%1&quot; is not a number</source>
        <translation>التفاوت المسموح &quot;%1&quot; ليس عددًا</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is too large a number</source>
        <translation>&quot;%1&quot; عدد أكبر مما ينبغي</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a numerical question needs at least one number</source>
        <translation>يحتاج السؤال العددي إلى عدد واحد على الأقل</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a matching pair has no answer</source>
        <translation>زوج مطابقة بلا إجابة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a matching question needs at least two pairs</source>
        <translation>يحتاج سؤال المطابقة إلى زوجين على الأقل</translation>
    </message>
    <message>
        <location line="+301"/>
        <source>not a Moodle XML file: %1</source>
        <translation>ليس ملف Moodle XML: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not a Moodle XML file: it has no &lt;quiz&gt; element at the top</source>
        <translation>ليس ملف Moodle XML: لا عنصر &lt;quiz&gt; في أعلاه</translation>
    </message>
</context>
<context>
    <name>gpulab::precision</name>
    <message>
        <location filename="../lessons/precision/precisionmath.cpp" line="+210"/>
        <source>exactly the same number</source>
        <translation>العدد نفسه بالضبط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a nearby value (rounded)</source>
        <translation>قيمة قريبة (مُقرَّبة)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the format&apos;s largest value</source>
        <translation>أكبر قيمة في الصيغة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infinity (overflow)</source>
        <translation>لانهاية (فيضان)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NaN, not a number</source>
        <translation>‏NaN، ليس عددًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>zero (underflow)</source>
        <translation>صفر (تدفق سفلي)</translation>
    </message>
</context>
<context>
    <name>gpulab::precision::Scheme</name>
    <message>
        <location line="-137"/>
        <source>INT8 per tensor</source>
        <translation>‏INT8 لكل موتّر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 per channel</source>
        <translation>‏INT8 لكل قناة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT4 per tensor</source>
        <translation>‏INT4 لكل موتّر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT4 per channel</source>
        <translation>‏INT4 لكل قناة</translation>
    </message>
</context>
<context>
    <name>gpulab::quiz</name>
    <message>
        <location filename="../lessons/framework/quiz/grading.cpp" line="+181"/>
        <source>Numbers: 65504, %1 or 65 504; decimals: %2 or %3; powers of ten: 6.5e4.</source>
        <translation>الأعداد: 65504 أو %1 أو 65 504؛ الكسور العشرية: %2 أو %3؛ قوى العشرة: 6.5e4.</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>True</source>
        <translation>صواب</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>False</source>
        <translation>خطأ</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <location line="+10"/>
        <source> or </source>
        <translation> أو </translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1 (± %2)</source>
        <translation>%1 (± %2)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="-317"/>
        <source>GPU Lab: how GPU hardware powers AI, measured on your own machine.</source>
        <translation>GPU Lab: كيف يمنح عتاد GPU الذكاءَ الاصطناعيَّ قوّتَه، مقيسًا على جهازك أنت.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open lesson ID first.</source>
        <translation>افتح الدرس ID أولًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open section N (1 = the first) of that lesson.</source>
        <translation>افتح القسم N (‏1 = الأول) من ذلك الدرس.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start in presenter mode (full screen).</source>
        <translation>ابدأ في وضع العرض التقديمي (ملء الشاشة).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also load the lessons in DIR; a lesson there replaces the built-in lesson with the same id.</source>
        <translation>حمّل أيضًا الدروس في DIR؛ والدرس هناك يحلّ محلّ الدرس المدمج ذي المعرّف نفسه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use OpenCL device INDEX (as listed by &apos;gpulab-cli devices&apos;).</source>
        <translation>استخدم جهاز OpenCL ذا الرقم INDEX (كما يسرده &apos;gpulab-cli devices&apos;).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Theme: system, light, dark, high-contrast or bright-room.</source>
        <translation>السمة: system أو light أو dark أو high-contrast أو bright-room.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Theme when presenting: dark (high contrast), bright (for a lit room) or none (the window&apos;s theme).</source>
        <translation>السمة عند العرض: dark (تباين عالٍ) أو bright (لغرفة مضاءة) أو none (سمة النافذة).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the class plan FILE and show its first step; in presenter mode the clicker walks its steps.</source>
        <translation>افتح ملف خطة الحصة FILE واعرض خطوتها الأولى؛ وفي وضع العرض التقديمي يتنقّل جهاز التحكم عن بُعد بين خطواتها.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the Live Lab sessions your class handed in, from folder DIR (File &gt; Open Class Results).</source>
        <translation>افتح جلسات المختبر الحي التي سلّمها صفّك، من المجلد DIR (ملف &gt; فتح نتائج الصف).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speak the language CODE in this run (en, es, zh_CN, ar...; View &gt; Language remembers a choice).</source>
        <translation>استخدم اللغة CODE في هذا التشغيل (en، es، zh_CN، ar...؛ وعرض &gt; اللغة يحفظ الاختيار).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Write a PNG of every lesson and section into DIR and exit.</source>
        <translation>اكتب صورة PNG لكل درس وقسم في DIR ثم اخرج.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start, paint the window, check OpenCL and the database, print a one-line report and exit.</source>
        <translation>ابدأ، وارسم النافذة، وتحقّق من OpenCL وقاعدة البيانات، واطبع تقريرًا من سطر واحد ثم اخرج.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Qt&apos;s own options are accepted too, e.g. -platform NAME, -style NAME, -reverse, -qwindowgeometry WxH+X+Y (see QGuiApplication and QApplication in Qt&apos;s documentation).</source>
        <translation>خيارات Qt نفسها مقبولة أيضًا، مثل ‎-platform NAME و‎-style NAME و‎-reverse و‎-qwindowgeometry WxH+X+Y (انظر QGuiApplication وQApplication في توثيق Qt).</translation>
    </message>
</context>
</TS>
