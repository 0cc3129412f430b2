<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BoundedFile</name>
    <message>
        <location filename="../lessons/framework/boundedfile.cpp" line="+21"/>
        <source>the file cannot be read: there is no such file</source>
        <translation>无法读取该文件：没有这个文件</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is not a regular file, so it cannot be %1</source>
        <translation>该文件不是普通文件，因此不可能是%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is %1; %2 is at most %3</source>
        <translation>该文件大小为 %1；%2 最多为 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+25"/>
        <source>the file cannot be read: %1</source>
        <translation>无法读取该文件：%1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>the file is over %1; %2 is at most that</source>
        <translation>该文件超过 %1；%2 最多只能这么大</translation>
    </message>
</context>
<context>
    <name>ProgressStore</name>
    <message>
        <location filename="../app/store/progressstore.cpp" line="+280"/>
        <source>GPU Lab cannot record your progress: the Qt SQLite driver (QSQLITE) is not installed.</source>
        <translation>GPU Lab 无法记录你的进度：未安装 Qt SQLite 驱动程序（QSQLITE）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no writable folder for GPU Lab&apos;s data.</source>
        <translation>没有可写入 GPU Lab 数据的文件夹。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your progress file %1 is not a regular file; it was left untouched.</source>
        <translation>你的进度文件 %1 不是普通文件；未对其做任何改动。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The folder %1 for your progress could not be created.</source>
        <translation>无法创建用于保存进度的文件夹 %1。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your progress file %1 was written by a newer version of GPU Lab (schema version %2; this version knows up to %3). It was left untouched; update GPU Lab to keep recording progress in it.</source>
        <translation>你的进度文件 %1 由更新版本的 GPU Lab 写入（架构版本 %2；此版本最多支持 %3）。未对其做任何改动；请更新 GPU Lab，以便继续在其中记录进度。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your progress file %1 could not be opened (%2). It was left untouched.</source>
        <translation>无法打开你的进度文件 %1（%2）。未对其做任何改动。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your progress file %1 is damaged (%2) and could not be moved aside (%3); it was left as it is.</source>
        <translation>你的进度文件 %1 已损坏（%2），且无法移到一旁（%3）；保持原样。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved progress was damaged (%1).</source>
        <translation>你保存的进度已损坏（%1）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The damaged copy is kept at %1.</source>
        <translation>损坏的副本保存在 %1。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A new progress file could not be created (%1).</source>
        <translation>无法创建新的进度文件（%1）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPU Lab goes on in a new progress file with what was recovered.</source>
        <translation>GPU Lab 将使用恢复出的内容在新的进度文件中继续。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU Lab started a new progress record.</source>
        <translation>GPU Lab 开始了一份新的进度记录。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing could be recovered from it (%1).</source>
        <translation>无法从中恢复任何内容（%1）。</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 of %Ln section record(s)</source>
        <translation>
            <numerusform>%Ln 条小节记录中的 %1 条</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln section record(s)</source>
        <translation>
            <numerusform>%Ln 条小节记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %Ln quiz attempt(s)</source>
        <translation>
            <numerusform>%Ln 次测验尝试中的 %1 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln quiz attempt(s)</source>
        <translation>
            <numerusform>%Ln 次测验尝试</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %Ln answer(s)</source>
        <translation>
            <numerusform>%Ln 个答案中的 %1 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln answer(s)</source>
        <translation>
            <numerusform>%Ln 个答案</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU Lab recovered %1, %2 and %3 from it.</source>
        <translation>GPU Lab 从中恢复了 %1、%2 和 %3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It held no progress to recover.</source>
        <translation>其中没有可恢复的进度。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing could be recovered from it.</source>
        <translation>无法从中恢复任何内容。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln record(s) that broke the database&apos;s rules, or whose quiz attempt was lost, were left out.</source>
        <translation>
            <numerusform>有 %Ln 条记录违反了数据库规则，或其测验尝试已丢失，已被略去。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some of it was on damaged pages and could not be read.</source>
        <translation>其中部分内容位于损坏的页面上，无法读取。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recovery stopped at its limit (%1 s or %2 records); the damaged copy may hold more.</source>
        <translation>恢复在达到上限时停止（%1 秒或 %2 条记录）；损坏的副本中可能还有更多内容。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>A visit needs a valid time.</source>
        <translation>一次访问需要有效的时间。</translation>
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
        <translation>进度存储未打开。</translation>
    </message>
    <message>
        <location line="-498"/>
        <location line="+72"/>
        <source>%1 (kept in memory until the progress database takes it again)</source>
        <translation>%1（先保存在内存中，直到进度数据库恢复接收）</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>&quot;%1&quot; is not a quiz id (lesson:&lt;lesson id&gt;, exam or import:&lt;file name&gt;).</source>
        <translation>“%1”不是测验 id（lesson:&lt;lesson id&gt;、exam 或 import:&lt;file name&gt;）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a quiz mode (practice or test).</source>
        <translation>“%1”不是测验模式（practice 或 test）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A quiz attempt needs at least one question.</source>
        <translation>一次测验尝试至少需要一道题。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The new quiz attempt got no id.</source>
        <translation>新的测验尝试没有获得 id。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>An answer needs a question key.</source>
        <translation>答案需要一个题目键。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An answer&apos;s position cannot be negative.</source>
        <translation>答案的位置不能为负数。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An answer&apos;s fraction must be from 0 to 1, not %1.</source>
        <translation>答案的得分比例必须在 0 到 1 之间，而不是 %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A skipped question cannot earn credit (fraction %1).</source>
        <translation>跳过的题目不能得分（得分比例 %1）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+33"/>
        <location line="+46"/>
        <location line="+25"/>
        <source>There is no quiz attempt %1.</source>
        <translation>没有测验尝试 %1。</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Quiz attempt %1 is finished; a retake is a new attempt.</source>
        <translation>测验尝试 %1 已完成；重做是一次新的尝试。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Quiz attempt %1 has %Ln question(s); there is no position %2.</source>
        <translation>
            <numerusform>测验尝试 %1 有 %Ln 道题；没有位置 %2。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Finishing a quiz attempt needs a valid time.</source>
        <translation>完成测验尝试需要有效的时间。</translation>
    </message>
    <message>
        <location line="+246"/>
        <source>The quiz results could not be written to %1 (%2).</source>
        <translation>无法将测验结果写入 %1（%2）。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The quiz grades could not be written to %1 (%2).</source>
        <translation>无法将测验成绩写入 %1（%2）。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>PRAGMA quick_check failed: %1</source>
        <translation>PRAGMA quick_check 失败：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PRAGMA quick_check found problems: %1</source>
        <translation>PRAGMA quick_check 发现问题：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading %1 failed: %2</source>
        <translation>读取 %1 失败：%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>it is not a SQLite database</source>
        <translation>它不是 SQLite 数据库</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>schema version %1 is invalid</source>
        <translation>架构版本 %1 无效</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the integrity check failed: %1</source>
        <translation>完整性检查失败：%1</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>updating it to version %1 (%2) failed: %3</source>
        <translation>将其更新到版本 %1（%2）失败：%3</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>GPU Lab cannot record progress at all (%1).</source>
        <translation>GPU Lab 完全无法记录进度（%1）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your progress in this session will not be saved when you quit.</source>
        <translation>退出时，你在本次会话中的进度将不会被保存。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>A lesson id and a section id are needed.</source>
        <translation>需要课程 id 和小节 id。</translation>
    </message>
    <message>
        <location filename="../app/store/progresssalvage.cpp" line="+179"/>
        <source>no temporary folder to read it in (%1)</source>
        <translation>没有可用于读取它的临时文件夹（%1）</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>it is larger than %1</source>
        <translation>它大于 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it could not be copied to be read (%1)</source>
        <translation>无法复制它以便读取（%1）</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>its list of tables could not be read: %1</source>
        <translation>无法读取它的表列表：%1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/main.cpp" line="+393"/>
        <source>Your progress</source>
        <translation>你的进度</translation>
    </message>
</context>
<context>
    <name>QuizCatalog</name>
    <message>
        <location filename="../lessons/framework/quiz/quizcatalog.cpp" line="+46"/>
        <source>Quiz: %1</source>
        <translation>测验：%1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Exam: every lesson</source>
        <translation>考试：所有课程</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>a quiz bank</source>
        <translation>一个题库</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: no question could be read, so nothing was imported.</source>
        <translation>%1：没有读取到任何题目，因此未导入任何内容。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no folder to keep imported quizzes in (%1).</source>
        <translation>没有用于保存导入测验的文件夹（%1）。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 could not be copied to %2: %3</source>
        <translation>无法将 %1 复制到 %2：%3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Only imported quizzes can be removed.</source>
        <translation>只能删除导入的测验。</translation>
    </message>
</context>
<context>
    <name>QuizPictures</name>
    <message>
        <location filename="../lessons/framework/quiz/quizpictures.cpp" line="+147"/>
        <source>[picture %1 is too large to show]</source>
        <translation>[图片 %1 太大，无法显示]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[picture %1 is outside the quiz&apos;s folder]</source>
        <translation>[图片 %1 位于测验文件夹之外]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[%1 is not a picture]</source>
        <translation>[%1 不是图片]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[picture %1 is missing]</source>
        <translation>[缺少图片 %1]</translation>
    </message>
</context>
<context>
    <name>RaceOutcome</name>
    <message>
        <location filename="../lessons/framework/racerunner.cpp" line="+33"/>
        <source>The race could not run: %1</source>
        <translation>比赛无法运行：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped. Nothing was measured for the unfinished side.</source>
        <translation>已停止。未完成的一方没有测量结果。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No speedup to show: one side did not finish with a verified answer (see its pane).</source>
        <translation>无法显示加速比：有一方未能以经过验证的答案完成（见其面板）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Done: N = %1, median of %2 runs a side, both verified against a float64 reference.</source>
        <translation>完成：N = %1，每一方取 %2 次运行的中位数，两方均已与 float64 参考结果核对。</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>×%1 faster</source>
        <translation>快 %1 倍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>×%1 slower</source>
        <translation>慢 %1 倍</translation>
    </message>
</context>
<context>
    <name>gpulab</name>
    <message>
        <location filename="../lessons/framework/quiz/measuredquestions.cpp" line="+43"/>
        <source>GPU Lab/Your measurements</source>
        <translation>GPU Lab/你的测量</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your race: speedup</source>
        <translation>你的比赛：加速比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In your last race on this machine (N = %1, on %2), %3 took %4 s and %5 took %6 s. How many times faster was %5? (within 10 %)</source>
        <translation>在你上次于这台机器上进行的比赛中（N = %1，在 %2 上），%3 用了 %4 秒，%5 用了 %6 秒。%5 快了多少倍？（误差 10 % 以内）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A speedup is the slower time divided by the faster one: %1 s ÷ %2 s ≈ %3. The work was the same (2N³ operations), so the ratio of times is the ratio of rates too.</source>
        <translation>加速比等于较慢的时间除以较快的时间：%1 s ÷ %2 s ≈ %3。工作量相同（2N³ 次运算），因此时间之比也就是速率之比。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your race: GFLOP/s</source>
        <translation>你的比赛：GFLOP/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your %1 run multiplied two %2 × %2 matrices in %3 s. At how many GFLOP/s did it compute? (one multiply and one add count as two operations; within 5 %)</source>
        <translation>你的 %1 运行在 %3 秒内将两个 %2 × %2 的矩阵相乘。它的计算速度是多少 GFLOP/s？（一次乘法和一次加法算作两次运算；误差 5 % 以内）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The product takes 2N³ = %1 floating-point operations; divided by %2 s that is %3 GFLOP/s (1 GFLOP/s = 10⁹ operations per second).</source>
        <translation>这个乘积需要 2N³ = %1 次浮点运算；除以 %2 s 得到 %3 GFLOP/s（1 GFLOP/s = 每秒 10⁹ 次运算）。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Your roofline: ridge point</source>
        <translation>你的 Roofline：脊点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On %1 you measured a memory bandwidth of %2 GB/s and a peak of %3 GFLOP/s. Above what arithmetic intensity, in FLOP per byte, does a kernel stop being limited by memory? (within 10 %)</source>
        <translation>你在 %1 上测得的内存带宽为 %2 GB/s，峰值为 %3 GFLOP/s。算术强度（以每字节 FLOP 数计）高于多少时，内核就不再访存受限？（误差 10 % 以内）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The ridge point is where the two roofs meet: peak ÷ bandwidth = %1 ÷ %2 ≈ %3 FLOP/byte. Below it, bytes arrive too slowly to keep the arithmetic busy.</source>
        <translation>脊点是两个屋顶的交点：峰值 ÷ 带宽 = %1 ÷ %2 ≈ %3 FLOP/byte。低于它时，字节到达得太慢，无法让运算单元保持忙碌。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your roofline: a vector add</source>
        <translation>你的 Roofline：向量加法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adding two float vectors does 1 FLOP per 12 bytes moved (two 4-byte loads, one 4-byte store). With your measured bandwidth of %1 GB/s, how many GFLOP/s can it reach at most? (within 10 %)</source>
        <translation>两个 float 向量相加，每搬运 12 字节做 1 次 FLOP（两次 4 字节加载，一次 4 字节存储）。以你测得的 %1 GB/s 带宽，它最多能达到多少 GFLOP/s？（误差 10 % 以内）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Memory-bound: intensity × bandwidth = (1/12) × %1 ≈ %2 GFLOP/s, far below the peak — the arithmetic waits for memory.</source>
        <translation>访存受限：强度 × 带宽 = (1/12) × %1 ≈ %2 GFLOP/s，远低于峰值 — 运算单元在等待内存。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your decode bound</source>
        <translation>你的解码上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On %1 you measured a memory bandwidth of %2 GB/s. A model of 7 billion parameters in FP16 is 14 GB of weights, each read once per generated token. At most how many tokens per second could this machine generate for one sequence? (a bound; within 10 %)</source>
        <translation>你在 %1 上测得的内存带宽为 %2 GB/s。一个 70 亿参数的 FP16 模型有 14 GB 权重，每生成一个 token 都要把每个权重读取一次。对于单个序列，这台机器每秒最多能生成多少个 token？（一个上限；误差 10 % 以内）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>bandwidth ÷ bytes of weights = %1 GB/s ÷ 14 GB ≈ %2 tokens/s at most: the time to read every weight once. A real program reaches less.</source>
        <translation>带宽 ÷ 权重的字节数 = %1 GB/s ÷ 14 GB ≈ 最多 %2 tokens/s：即把每个权重读取一次所需的时间。真实程序达不到。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your matrix-vector bound</source>
        <translation>你的矩阵-向量上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A float32 matrix-vector product does about 0.5 FLOP per byte it reads. With your measured bandwidth of %1 GB/s, at most how many GFLOP/s can it reach? (within 10 %)</source>
        <translation>一个 float32 矩阵-向量乘积每读取一个字节大约做 0.5 次 FLOP。以你测得的 %1 GB/s 带宽，它最多能达到多少 GFLOP/s？（误差 10 % 以内）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Memory-bound: intensity × bandwidth = 0.5 × %1 ≈ %2 GFLOP/s at most, whatever the peak: each weight brings one multiply-add.</source>
        <translation>访存受限：强度 × 带宽 = 0.5 × %1 ≈ 最多 %2 GFLOP/s，无论峰值是多少：每个权重只带来一次乘加。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your peak as a systolic array</source>
        <translation>把你的峰值换算成脉动阵列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On %1 you measured a peak of %2 GFLOP/s. An 8 × 8 systolic array does 64 multiply-adds (128 floating-point operations) every cycle when it is full. At how many GHz would it have to run to match your machine? (within 10 %)</source>
        <translation>你在 %1 上测得的峰值为 %2 GFLOP/s。一个 8 × 8 的脉动阵列在满载时每个周期做 64 次乘加（128 次浮点运算）。它的时钟频率要达到多少 GHz 才能赶上你的机器？（误差 10 % 以内）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rate = operations per cycle × cycles per second, so the clock is %1 GFLOP/s ÷ 128 ≈ %2 GHz. A TPU&apos;s array is 128 × 128: 16,384 multiply-adds a cycle, 256 times as many, which is why it needs no more than about 1 GHz.</source>
        <translation>速率 = 每周期运算次数 × 每秒周期数，因此时钟频率为 %1 GFLOP/s ÷ 128 ≈ %2 GHz。TPU 的阵列是 128 × 128：每周期 16,384 次乘加，是前者的 256 倍，这就是它的时钟频率只需约 1 GHz 的原因。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your machine as a training cluster</source>
        <translation>把你的机器当作训练集群</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On %1 you measured a peak of %2 GFLOP/s. Training a 1-billion-parameter model on 20 billion tokens takes about 6 × parameters × tokens operations. How many days would this machine need at its peak the whole time? (within 10 %)</source>
        <translation>你在 %1 上测得的峰值为 %2 GFLOP/s。在 200 亿个 token 上训练一个 10 亿参数的模型，大约需要 6 × 参数量 × token 数次运算。如果这台机器始终以峰值运行，需要多少天？（误差 10 % 以内）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>6 × 10⁹ × 20 × 10⁹ = 1.2 × 10²⁰ operations; ÷ (%1 × 10⁹ per second) ÷ 86,400 s a day ≈ %2 days — and a real run reaches only part of the peak.</source>
        <translation>6 × 10⁹ × 20 × 10⁹ = 1.2 × 10²⁰ 次运算；÷（每秒 %1 × 10⁹ 次）÷ 每天 86,400 s ≈ %2 天 — 而真实的训练只能达到峰值的一部分。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your peak per watt</source>
        <translation>你的每瓦峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On %1 you measured a peak of %2 GFLOP/s. If the processor drew 100 W while computing at that rate, how many GFLOP did each joule buy? (within 10 %)</source>
        <translation>你在 %1 上测得的峰值为 %2 GFLOP/s。如果处理器以该速率计算时功耗为 100 W，每焦耳能换来多少 GFLOP？（误差 10 % 以内）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A watt is a joule per second: %1 GFLOP/s ÷ 100 J/s ≈ %2 GFLOP per joule. The lesson&apos;s live tab divides by the power it reads, where it can read one.</source>
        <translation>1 瓦就是每秒 1 焦耳：%1 GFLOP/s ÷ 100 J/s ≈ 每焦耳 %2 GFLOP。本课的实测选项卡在能读取到功耗时，会除以读取到的功耗。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your transfer: 40 GB of gradients</source>
        <translation>你的传输：40 GB 梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your machine copied data from host to device (%1) at %2 GB/s. How many seconds would the 40 GB of FP32 gradients of a 10-billion-parameter model take at that rate? (within 10 %)</source>
        <translation>你的机器以 %2 GB/s 把数据从主机复制到设备（%1）。以这个速率，一个 100 亿参数模型的 40 GB FP32 梯度需要多少秒？（误差 10 % 以内）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>10 × 10⁹ parameters × 4 bytes = 40 GB; 40 GB ÷ %1 GB/s ≈ %2 s — every training step, which is why GPUs exchange gradients over NVLink instead.</source>
        <translation>10 × 10⁹ 个参数 × 4 字节 = 40 GB；40 GB ÷ %1 GB/s ≈ %2 s — 每个训练步都要这么久，这就是 GPU 改用 NVLink 交换梯度的原因。</translation>
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
        <translation>加速器</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Chips</source>
        <translation>芯片(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Data movement</source>
        <translation>数据搬运(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;When to choose which</source>
        <translation>如何选择(&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Your machine</source>
        <translation>你的机器(&amp;Y)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Size of the systolic array (processing elements per side)</source>
        <translation>脉动阵列的大小（每边的处理单元数）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Array:</source>
        <translation>阵列(&amp;A)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows of the input matrix A</source>
        <translation>输入矩阵 A 的行数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Input rows M:</source>
        <translation>输入行数 M(&amp;I)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dataflow: what stays in each processing element</source>
        <translation>数据流：每个处理单元中保持不动的是什么</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight-stationary</source>
        <translation>权重驻留</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output-stationary</source>
        <translation>输出驻留</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Dataflow:</source>
        <translation>数据流(&amp;D)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Values moved per multiply-add: the systolic array against tensor cores, counted by the model</source>
        <translation>每次乘加搬运的值的数量：脉动阵列与 Tensor Core 的对比，由模型计数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Design</source>
        <translation>设计</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Which hardware does the product, and how large it is</source>
        <translation>由哪种硬件计算乘积，规模多大</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MACs</source>
        <translation>MAC 数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Multiply-adds of the product (useful ones: padding not counted)</source>
        <translation>乘积的乘加次数（有效的乘加：不计填充）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads</source>
        <translation>读取次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operand values read from a buffer (systolic array: at its edges) or from the register file (tensor cores: per instruction)</source>
        <translation>从缓冲区（脉动阵列：在其边缘）或寄存器文件（Tensor Core：每条指令）读取的操作数值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads/MAC</source>
        <translation>读取/MAC</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reads divided by multiply-adds: lower is less data moved</source>
        <translation>读取次数除以乘加次数：越低表示搬运的数据越少</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PE passes</source>
        <translation>PE 传递次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Values handed from one processing element to its neighbour: short wires, no memory</source>
        <translation>从一个处理单元传给相邻处理单元的值：短连线，不经过存储器</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Counted by the model, not measured. A systolic array reads each input and weight once at its edge and then hands it from neighbour to neighbour; a tensor-core instruction (PTX mma.m16n8k16: 16×16 and 16×8 operands and a 16×8 accumulator from registers, NVIDIA PTX ISA) reads 512 register values for 2,048 multiply-adds, and the kernel loads those registers from shared memory. What a tensor core reuses inside itself is not published. The MXU rows use Google&apos;s 128×128 MXU (Cloud TPU system architecture); TPU v1&apos;s array was 256×256 (Jouppi et al., ISCA 2017).</source>
        <translation>由模型计数，并非测量。脉动阵列在其边缘把每个输入和权重读取一次，然后在相邻单元之间逐个传递；一条 Tensor Core 指令（PTX mma.m16n8k16：从寄存器读取 16×16 和 16×8 的操作数以及 16×8 的累加器，见 NVIDIA PTX ISA）为 2,048 次乘加读取 512 个寄存器值，而内核要从共享内存把这些寄存器加载进来。Tensor Core 在其内部复用了什么并未公开。MXU 一行采用 Google 的 128×128 MXU（Cloud TPU 系统架构）；TPU v1 的阵列为 256×256（Jouppi 等，ISCA 2017）。</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>weight-stationary</source>
        <translation>权重驻留</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output-stationary</source>
        <translation>输出驻留</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This array: %1×%1, %2, M = %3</source>
        <translation>此阵列：%1×%1，%2，M = %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counted as the simulation runs; the same as its closed form.</source>
        <translation>随模拟运行计数；与其闭式解相同。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tensor cores, the same product (mma instructions: %1)</source>
        <translation>Tensor Core，同一个乘积（mma 指令：%1 条）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mma.m16n8k16 instructions, edges padded to 16×8×16 tiles; only register reads are counted.</source>
        <translation>mma.m16n8k16 指令，边缘填充到 16×8×16 的分块；只计寄存器读取。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TPU MXU: 128×128, weight-stationary, M = 1,024</source>
        <translation>TPU MXU：128×128，权重驻留，M = 1,024</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The closed form at an MXU&apos;s size (Google Cloud TPU system architecture: 128×128 multiply-accumulators).</source>
        <translation>按 MXU 大小计算的闭式解（Google Cloud TPU 系统架构：128×128 个乘累加器）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tensor cores, the same 1,024×128×128 product</source>
        <translation>Tensor Core，同样的 1,024×128×128 乘积</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0.25 register reads per multiply-add whatever the size: each instruction reads its operands afresh.</source>
        <translation>无论大小，每次乘加 0.25 次寄存器读取：每条指令都重新读取其操作数。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Accelerators, NPUs and the GPUs beside them, from gpu-specs.csv</source>
        <translation>加速器、NPU 及与之并列的 GPU，来自 gpu-specs.csv</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+96"/>
        <source>Chip</source>
        <translation>芯片</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>From gpu-specs.csv; its kind, links, source and notes in the tooltip</source>
        <translation>来自 gpu-specs.csv；其类型、链路、来源和备注见工具提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Launch or announcement year</source>
        <translation>发布或宣布的年份</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+95"/>
        <source>Dense peak</source>
        <translation>稠密峰值</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>The dense matrix peak the chip is quoted by, with its precision (BF16, else FP16, else FP8, else INT8). A dash: the vendor names no precision</source>
        <translation>芯片标称的稠密矩阵峰值及其精度（BF16，其次 FP16，再次 FP8，再次 INT8）。短横线：厂商未说明精度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory on the device, GB as the vendor states it</source>
        <translation>设备上的显存，按厂商标称的 GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory bandwidth, GB/s</source>
        <translation>显存带宽，GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access</source>
        <translation>获取方式</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bought, rented only, or inside your own device</source>
        <translation>购买、仅限租用，或就在你自己的设备中</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>rented only</source>
        <translation>仅限租用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in your device</source>
        <translation>在你的设备中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bought or rented</source>
        <translation>购买或租用</translation>
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
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— (no precision stated)</source>
        <translation>—（未说明精度）</translation>
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
        <translation>%1 · 链路：%2
%3
%4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every figure is a row of assets/data/gpu-specs.csv with its source (hover a row). Peaks are dense, per chip, at the precision shown; a TPU pod or a Trn1 instance joins many chips. Apple, AMD and Qualcomm quote NPU &quot;TOPS&quot; without a precision: the table leaves those cells empty rather than compare unlike numbers.</source>
        <translation>每个数字都是 assets/data/gpu-specs.csv 中的一行，附有来源（将鼠标悬停在行上）。峰值为每个芯片在所示精度下的稠密峰值；TPU pod 或 Trn1 实例由许多芯片组成。Apple、AMD 和 Qualcomm 标称的 NPU“TOPS”没有注明精度：表格将这些单元格留空，而不去比较不同类的数字。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>When to choose which: software, scale and availability of each family, with figures from the data file</source>
        <translation>如何选择：各系列的软件、规模和可获得性，数字来自数据文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Family</source>
        <translation>系列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips of one vendor and kind; the rows of the data file in the tooltip</source>
        <translation>同一厂商、同一类型的芯片；数据文件中的对应行见工具提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What your code must be written for</source>
        <translation>你的代码必须针对什么编写</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale</source>
        <translation>规模</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How many chips work on one job, and over what</source>
        <translation>一个任务可以用多少个芯片，通过什么连接</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Availability</source>
        <translation>可获得性</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Buy, rent, or already in your device</source>
        <translation>购买、租用，或已在你的设备中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the data file</source>
        <translation>来自数据文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The family&apos;s largest dense peak and largest memory, from gpu-specs.csv</source>
        <translation>该系列最大的稠密峰值和最大显存，来自 gpu-specs.csv</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Peak: %1. Memory: %2.
</source>
        <translation>峰值：%1。显存：%2。
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shared with the processor</source>
        <translation>与处理器共享</translation>
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
        <translation>%1行：%2

%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A rule of thumb in this lesson&apos;s words: start where your software already runs. PyTorch research code: an NVIDIA GPU. A model that needs more memory per chip, with a team able to test ROCm: AMD. JAX at pod scale, in Google Cloud: TPUs. A large, steady training or serving job in AWS whose model the Neuron compiler supports: Trainium or Inferentia. A small model that must run offline on the user&apos;s device: its NPU.</source>
        <translation>用本课的话说，一条经验法则是：从你的软件已经能运行的地方开始。PyTorch 研究代码：NVIDIA GPU。每个芯片需要更多显存的模型，且团队有能力测试 ROCm：AMD。在 Google Cloud 中以 pod 规模运行 JAX：TPU。在 AWS 中运行大型、稳定的训练或推理服务任务，且模型受 Neuron 编译器支持：Trainium 或 Inferentia。必须在用户设备上离线运行的小模型：该设备的 NPU。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each chip&apos;s dense peak as a multiple of the rate measured on this computer</source>
        <translation>每个芯片的稠密峰值，表示为在这台机器上实测速率的倍数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From gpu-specs.csv</source>
        <translation>来自 gpu-specs.csv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its dense matrix peak and precision</source>
        <translation>其稠密矩阵峰值和精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>× this machine</source>
        <translation>× 本机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The peak divided by the float32 rate measured here: a ratio of peaks at different precisions, an upper bound on the difference, not a benchmark</source>
        <translation>峰值除以这里实测的 float32 速率：这是不同精度下峰值的比值，是差距的上限，而不是基准测试结果</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the float32 FMA roof measured on %1 (%2)</source>
        <translation>在 %1 上实测的 float32 FMA 屋顶（%2）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the %1 matrix product (N = %2) measured on %3 (%4)</source>
        <translation>在 %3 上实测的 %1 矩阵乘积（N = %2）（%4）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No rate has been measured on this computer&apos;s device yet. Run the Live Lab&apos;s race or its roofline measurement (or the Memory lesson&apos;s roofline), then come back: this tab places the measured GFLOP/s beside every chip&apos;s peak. Nothing is shown until then.</source>
        <translation>尚未在这台机器的设备上测量任何速率。请运行实时实验室的比赛或其 Roofline 测量（或“存储层次结构”课程的 Roofline），然后再回来：此选项卡会把实测的 GFLOP/s 放在每个芯片的峰值旁边。在此之前不显示任何内容。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This machine: %1 GFLOP/s float32, %2.</source>
        <translation>本机：%1 GFLOP/s float32，%2。</translation>
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
        <translation>每一代新增了什么，来自数据文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Launch year</source>
        <translation>发布年份</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor cores</source>
        <translation>Tensor Core</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVIDIA Tensor Core generation</source>
        <translation>NVIDIA Tensor Core 的代数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precisions</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tensor precisions with a dense rate</source>
        <translation>具有稠密速率的张量精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2:4</source>
        <translation>2:4</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2:4 structured sparsity (twice the dense rate)</source>
        <translation>2:4 结构化稀疏（稠密速率的两倍）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TE</source>
        <translation>TE</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Transformer Engine generation</source>
        <translation>Transformer Engine 的代数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU link</source>
        <translation>GPU 互连</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU-to-GPU link, all links, both directions</source>
        <translation>GPU 到 GPU 的链路，全部链路，双向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory per GPU, type, bandwidth</source>
        <translation>每个 GPU 的显存、类型、带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New</source>
        <translation>新增</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it added over the vendor&apos;s previous row</source>
        <translation>相对于同一厂商上一行新增的内容</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 GB %2, %3 GB/s</source>
        <translation>%1 GB %2，%3 GB/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. Source: %2</source>
        <translation>%1。来源：%2</translation>
    </message>
</context>
<context>
    <name>gpulab::AllReduceModel</name>
    <message>
        <location filename="../lessons/interconnects/allreducemodel.cpp" line="+55"/>
        <source>PCIe through the host</source>
        <translation>经由主机的 PCIe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink pairs</source>
        <translation>NVLink 成对连接</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVSwitch, all to all</source>
        <translation>NVSwitch，全互连</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>InfiniBand between servers</source>
        <translation>服务器之间的 InfiniBand</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Four GPUs talking through the host (PCIe 4.0)</source>
        <translation>四个 GPU 经由主机通信（PCIe 4.0）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink bridges in pairs, PCIe between the pairs</source>
        <translation>NVLink 桥成对连接，对与对之间用 PCIe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight H100s on NVSwitch (NVLink 4)</source>
        <translation>NVSwitch 上的八个 H100（NVLink 4）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight servers on InfiniBand NDR</source>
        <translation>InfiniBand NDR 上的八台服务器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A whole rack: GB200 NVL72, 72 GPUs on NVLink 5</source>
        <translation>整个机柜：GB200 NVL72，NVLink 5 上的 72 个 GPU</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>gpus must be from %1 to %2, or %3 (one NVL72 rack)</source>
        <translation>gpus 必须在 %1 到 %2 之间，或为 %3（一个 NVL72 机柜）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>72 GPUs are modelled only as one NVSwitch domain (topology &quot;nvswitch&quot;)</source>
        <translation>72 个 GPU 只能建模为一个 NVSwitch 域（拓扑“nvswitch”）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVLink pairs need an even number of GPUs (got %1)</source>
        <translation>NVLink 成对连接需要偶数个 GPU（实际为 %1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown link &quot;%1&quot; (not in the interconnect data file)</source>
        <translation>未知链路“%1”（不在互连数据文件中）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>link &quot;%1&quot; is a %2 link; topology &quot;%3&quot; needs a %4 link</source>
        <translation>链路“%1”是 %2 链路；拓扑“%3”需要 %4 链路</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>hostLink &quot;%1&quot; must be a PCIe link of the data file</source>
        <translation>hostLink“%1”必须是数据文件中的 PCIe 链路</translation>
    </message>
</context>
<context>
    <name>gpulab::AllReduceScene</name>
    <message>
        <location filename="../lessons/interconnects/allreducescene.cpp" line="+59"/>
        <source>%1: %2 per direction</source>
        <translation>%1：单向 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Host CPU (PCIe root)</source>
        <translation>主机 CPU（PCIe 根）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVLink Switch trays</source>
        <translation>NVLink Switch 托盘</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVSwitch</source>
        <translation>NVSwitch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>InfiniBand switch</source>
        <translation>InfiniBand 交换机</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Ring all-reduce of %1 across %2 GPUs — %3</source>
        <translation>%1 在 %2 个 GPU 上的环形 all-reduce — %3</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>server %1</source>
        <translation>服务器 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>done: every GPU holds the sum of all %1 GPUs&apos; gradients (✓)</source>
        <translation>完成：每个 GPU 都持有全部 %1 个 GPU 梯度之和（✓）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reduce-scatter: each GPU adds the chunk it receives (+)</source>
        <translation>reduce-scatter：每个 GPU 把收到的数据块累加进来（+）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all-gather: each GPU copies the finished chunk it receives (=)</source>
        <translation>all-gather：每个 GPU 复制收到的已完成数据块（=）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step %1 of 2(N − 1) = %2</source>
        <translation>第 %1 步，共 2(N − 1) = %2 步</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>One step: α + S/(N·B) = %1 + %2 / (%3 × %4) = %5 (slowest hop: %6)</source>
        <translation>一步：α + S/(N·B) = %1 + %2 / (%3 × %4) = %5（最慢的一跳：%6）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Modelled time %1 of %2 · sent per GPU %3 of 2(N − 1)/N × S = %4</source>
        <translation>模型时间 %1/%2 · 每个 GPU 已发送 %3，共 2(N − 1)/N × S = %4</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same %1 on %2 GPUs: %3</source>
        <translation>同样的 %1 在 %2 个 GPU 上：%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lines: NVLink thick and solid, PCIe dashed, InfiniBand dotted. Latencies are typical, approx. (NCCL&apos;s cost model); bandwidths from the data file.</source>
        <translation>连线：NVLink 为粗实线，PCIe 为虚线，InfiniBand 为点线。延迟为典型值，仅为近似（NCCL 的代价模型）；带宽来自数据文件。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The all-reduce is done: every GPU holds the full sum.</source>
        <translation>all-reduce 已完成：每个 GPU 都持有完整的和。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step %1 of %2, %3.</source>
        <translation>第 %1 步，共 %2 步，%3。</translation>
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
        <translation>%1 个 GPU，%2，%3 的环形 all-reduce：%4 步，每步 %5，共 %6；每个 GPU 发送 %7。%8</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The set-up</source>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 per direction)</source>
        <translation>%1（单向 %2）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A whole NVL72 rack (72 GPUs)</source>
        <translation>整个 NVL72 机柜（72 个 GPU）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buffer (GB)</source>
        <translation>缓冲区（GB）</translation>
    </message>
</context>
<context>
    <name>gpulab::AmdahlChart</name>
    <message>
        <location filename="../lessons/cpuvsgpu/amdahlchart.cpp" line="+38"/>
        <source>Amdahl&apos;s law: the best speedup with N workers</source>
        <translation>阿姆达尔定律：N 个工人能达到的最佳加速比</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Amdahl&apos;s law in words</source>
        <translation>阿姆达尔定律的文字描述</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 CPU cores reach at most %2×</source>
        <translation>%1 个 CPU 核心最多达到 %2×</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 GPU lanes at most %2×</source>
        <translation>%1 个 GPU 通道最多达到 %2×</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No serial part: the speedup grows with every worker added (%1; %2), as long as there is work for all of them.</source>
        <translation>没有串行部分：每增加一个工人，加速比就随之增长（%1；%2），只要有足够的工作分给所有工人。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serial part %1 %: however many workers, the speedup never passes 1/s = %2×. %3; %4, each over one worker of its own kind.</source>
        <translation>串行部分占 %1 %：无论多少个工人，加速比都不会超过 1/s = %2×。%3；%4，均相对于同类的单个工人。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Workers N (logarithmic)</source>
        <translation>工人数 N（对数）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>1 / (s + (1 − s) / N), s = %1 %</source>
        <translation>1 / (s + (1 − s) / N)，s = %1 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 / (s + (1 − s) / N), s = 0</source>
        <translation>1 / (s + (1 − s) / N)，s = 0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>s = %1 %</source>
        <translation>s = %1 %</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 workers: %2×</source>
        <translation>%1 个工人：%2×</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ceiling 1/s = %1×</source>
        <translation>上限 1/s = %1×</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1/s = %1×</source>
        <translation>1/s = %1×</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Model CPU: %1 cores, %2×</source>
        <translation>模型 CPU：%1 个核心，%2×</translation>
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
        <translation>模型 GPU：%1 个通道，%2×</translation>
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
        <translation>在课程上绘画</translation>
    </message>
</context>
<context>
    <name>gpulab::BandwidthLab</name>
    <message>
        <location filename="../lessons/memory/memorylive.cpp" line="+260"/>
        <source>&amp;Run on this computer</source>
        <translation>在这台机器上运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The OpenCL device is looked for when you run.</source>
        <translation>运行时才查找 OpenCL 设备。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenCL device</source>
        <translation>OpenCL 设备</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copies arrays from 4 KiB to 256 MiB on the CPU (one thread and all) and with an OpenCL copy kernel; every copy is checked.</source>
        <translation>在 CPU 上（单线程和全部线程）以及用 OpenCL 复制内核复制从 4 KiB 到 256 MiB 的数组；每次复制都会核对。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bandwidth against size</source>
        <translation>带宽与大小的关系</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The measurement engine stopped: %1</source>
        <translation>测量引擎已停止：%1</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Cannot start the measurement engine: %1</source>
        <translation>无法启动测量引擎：%1</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Looking for OpenCL devices…</source>
        <translation>正在查找 OpenCL 设备…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Measuring the CPU, then %1…</source>
        <translation>正在测量 CPU，然后测量 %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measuring the CPU…</source>
        <translation>正在测量 CPU…</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>OpenCL device: %1. Its copy kernel is timed with OpenCL profiling, one launch per sample: small sizes show the launch cost.</source>
        <translation>OpenCL 设备：%1。它的复制内核用 OpenCL 性能分析计时，每个样本启动一次：小尺寸下可以看出启动开销。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CPU only: no OpenCL device was found here, so the device copy cannot run; the CPU&apos;s copy and triad still do. (Why: %1)</source>
        <translation>仅 CPU：这里没有找到 OpenCL 设备，因此设备复制无法运行；CPU 的复制和 triad 仍可运行。（原因：%1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancelled before the measurement started.</source>
        <translation>在测量开始前已取消。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>no measurement engine</source>
        <translation>没有测量引擎</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot start the measurement engine: none was given.</source>
        <translation>无法启动测量引擎：未提供测量引擎。</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The measurement failed: %1</source>
        <translation>测量失败：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled. Points measured before the cancel stay on the chart: %1.</source>
        <translation>已取消。取消前测得的点保留在图表上：%1。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Done: %1 points, every copy checked. Fastest: %2 GB/s (a set that fits in cache); at %3 from DRAM: %4 GB/s.</source>
        <translation>完成：%1 个点，每次复制都已核对。最快：%2 GB/s（一个能放进缓存的数据集）；在 %3 时从 DRAM 读取：%4 GB/s。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Bytes moved per second against the size of one array</source>
        <translation>每秒移动的字节数与单个数组大小的关系</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size of one array (KiB, log scale)</source>
        <translation>单个数组的大小（KiB，对数刻度）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GB/s (10⁹ bytes per second, log scale)</source>
        <translation>GB/s（每秒 10⁹ 字节，对数刻度）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>CPU copy, 1 thread</source>
        <translation>CPU 复制，1 个线程</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU copy, every thread</source>
        <translation>CPU 复制，全部线程</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU triad, every thread</source>
        <translation>CPU triad，全部线程</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenCL device copy</source>
        <translation>OpenCL 设备复制</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1, %2: %3 GB/s</source>
        <translation>%1，%2：%3 GB/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 up to %2 GB/s</source>
        <translation>%1 最高 %2 GB/s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No measurement yet.</source>
        <translation>尚无测量。</translation>
    </message>
</context>
<context>
    <name>gpulab::BitEdit</name>
    <message>
        <location filename="../widgets/bitedit.cpp" line="+98"/>
        <source>bit %1, %2, %3</source>
        <translation>第 %1 位，%2，%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set</source>
        <translation>置 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clear</source>
        <translation>清零</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>1 bit</source>
        <translation>1 位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 bits</source>
        <translation>%1 位</translation>
    </message>
</context>
<context>
    <name>gpulab::BitLab</name>
    <message>
        <location filename="../lessons/precision/bitlab.cpp" line="+61"/>
        <source>%1 has no NaN: its 16 patterns are all numbers. The pattern shown is 0.</source>
        <translation>%1 没有 NaN：它的 16 种位模式都是数。显示的位模式为 0。</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+60"/>
        <source>Type a number, such as 0.1, 70000 or 1e-8.</source>
        <translation>请输入一个数，例如 0.1、70000 或 1e-8。</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>%1 is not a %2 pattern: it has %3 bits, and the low %4 are always zero.</source>
        <translation>%1 不是 %2 的位模式：它有 %3 位，且低 %4 位始终为零。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 does not fit in %2&apos;s %3 bits.</source>
        <translation>%1 放不进 %2 的 %3 位。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“%1” is not a bit pattern: write 0x followed by hexadecimal digits (0x3c00) or 0b followed by binary digits.</source>
        <translation>“%1”不是位模式：请写 0x 后跟十六进制数字（0x3c00），或 0b 后跟二进制数字。</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>%1 is too large even for this lab, which works with doubles (up to about 1.8 × 10³⁰⁸).</source>
        <translation>%1 太大了，即使对这个以双精度数工作的实验室来说也是如此（最大约 1.8 × 10³⁰⁸）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>“%1” is not a number. Try 0.1, 70000, 1e-8, 2^-24, inf, or a bit pattern such as 0x3c00.</source>
        <translation>“%1”不是一个数。试试 0.1、70000、1e-8、2^-24、inf，或 0x3c00 这样的位模式。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>sign</source>
        <translation>符号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exponent</source>
        <translation>指数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mantissa</source>
        <translation>尾数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unused</source>
        <translation>未使用</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>bit %1, %2, %3</source>
        <translation>第 %1 位，%2，%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set</source>
        <translation>置 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clear</source>
        <translation>清零</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Exponent and mantissa all zero: %1zero.</source>
        <translation>指数和尾数全为零：%1零。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exponent all ones, mantissa zero: %1infinity.</source>
        <translation>指数全为 1，尾数为零：%1无穷大。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exponent and mantissa all ones: NaN, “not a number” (%1 has no infinity; this is its only NaN pattern).</source>
        <translation>指数和尾数全为 1：NaN，即“非数”（%1 没有无穷大；这是它唯一的 NaN 位模式）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exponent all ones, mantissa not zero: NaN, “not a number”.</source>
        <translation>指数全为 1，尾数不为零：NaN，即“非数”。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>zero</source>
        <translation>零</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>subnormal: smaller than the smallest normal number, with fewer significant bits</source>
        <translation>次正规数：比最小的正规数还小，有效位更少</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>normal</source>
        <translation>正规数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infinity</source>
        <translation>无穷大</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NaN (not a number)</source>
        <translation>NaN（非数）</translation>
    </message>
</context>
<context>
    <name>gpulab::BitLabPage</name>
    <message>
        <location filename="../lessons/precision/bitlabpage.cpp" line="+49"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (1 + %2 + %3 bits)</source>
        <translation>%1（1 + %2 + %3 位）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>F&amp;ormat:</source>
        <translation>格式(&amp;O)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Number</source>
        <translation>数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type a number such as 0.1, 70000, 1e-8, 2^-24 or inf, or a bit pattern such as 0x3c00.</source>
        <translation>输入一个数，例如 0.1、70000、1e-8、2^-24 或 inf，或 0x3c00 这样的位模式。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0.1, 70000, 1e-8, 2^-24, inf, 0x3c00 …</source>
        <translation>0.1、70000、1e-8、2^-24、inf、0x3c00 …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Number:</source>
        <translation>数(&amp;N)：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Problem with the number</source>
        <translation>该数有问题</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Bits: click one to flip it, or use Left, Right and Space</source>
        <translation>位(&amp;B)：点击某一位将其翻转，或使用左、右方向键和空格键</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Stored value</source>
        <translation>存储的值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounding error</source>
        <translation>舍入误差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bit pattern</source>
        <translation>位模式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neighbours</source>
        <translation>相邻值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the bits</source>
        <translation>由各位得出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stored value:</source>
        <translation>存储的值：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class:</source>
        <translation>类别：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounding error:</source>
        <translation>舍入误差：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bit pattern:</source>
        <translation>位模式：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neighbours:</source>
        <translation>相邻值：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the bits:</source>
        <translation>由各位得出：</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Bits of the number in %1</source>
        <translation>该数在 %1 中的各个位</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>none: the bits were set directly, nothing was rounded</source>
        <translation>无：各位是直接设置的，没有舍入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies beyond %2&apos;s largest value, %3, so it became %4</source>
        <translation>%1 超出了 %2 的最大值 %3，因此变成了 %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none: %1 holds %2 exactly</source>
        <translation>无：%1 能精确表示 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 absolute, %2 relative (you typed %3)</source>
        <translation>绝对误差 %1，相对误差 %2（你输入的是 %3）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>none (%1 is not a finite number)</source>
        <translation>无（%1 不是有限数）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>below %1 · above %2</source>
        <translation>下方 %1 · 上方 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · gap above: %1</source>
        <translation> · 与上方的间距：%1</translation>
    </message>
</context>
<context>
    <name>gpulab::BlockDetail</name>
    <message>
        <location filename="../lessons/precision/blockdetail.cpp" line="+39"/>
        <source>Row of the block shown</source>
        <translation>显示的块所在的行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Row:</source>
        <translation>行(&amp;R)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Block of the row shown</source>
        <translation>显示的块在该行中的位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B&amp;lock:</source>
        <translation>块(&amp;L)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bit pattern of the block&apos;s scale, hexadecimal</source>
        <translation>块缩放因子的位模式，十六进制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;cale bits:</source>
        <translation>缩放因子位(&amp;C)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R&amp;eset the block</source>
        <translation>重置该块(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put back the quantiser&apos;s bits of this block</source>
        <translation>恢复量化器为该块给出的各位</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The block&apos;s scale, in words</source>
        <translation>块缩放因子的文字描述</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The block&apos;s elements: original, bits (editable), element, value, error</source>
        <translation>块中的元素：原始值、位（可编辑）、元素、值、误差</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Original</source>
        <translation>原始值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bits (edit)</source>
        <translation>位（可编辑）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Element</source>
        <translation>元素</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>× scale</source>
        <translation>× 缩放因子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Error</source>
        <translation>误差</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>Shared scale E8M0 0xff: NaN, so every element of the block is NaN.</source>
        <translation>共享缩放因子 E8M0 0xff：NaN，因此块中每个元素都是 NaN。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared scale E8M0 %1 = 2^%2 = %3. The largest value this block can hold: %4 × %3 = %5.</source>
        <translation>共享缩放因子 E8M0 %1 = 2^%2 = %3。这个块能容纳的最大值：%4 × %3 = %5。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Block scale E4M3 %1 = %2, times the tensor&apos;s FP32 scale %3: %4. The largest value this block can hold: 6 × %4 = %5.</source>
        <translation>块缩放因子 E4M3 %1 = %2，乘以张量的 FP32 缩放因子 %3：%4。这个块能容纳的最大值：6 × %4 = %5。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>One FP32 scale for the whole row: %1 (its largest magnitude / %2). These are the row&apos;s first %3 values.</source>
        <translation>整行使用一个 FP32 缩放因子：%1（其最大绝对值 / %2）。这些是该行的前 %3 个值。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One FP32 scale for the whole tensor: %1 (its largest magnitude / %2). These are the row&apos;s first %3 values.</source>
        <translation>整个张量使用一个 FP32 缩放因子：%1（其最大绝对值 / %2）。这些是该行的前 %3 个值。</translation>
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
        <translation>张量的热力图：原始值以及每种格式量化后的结果</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Quantising the tensor…</source>
        <translation>正在量化张量…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Original</source>
        <translation>原始值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 × %2, σ = %3</source>
        <translation>%1 × %2，σ = %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 bits, error %2 %</source>
        <translation>%1 位，误差 %2 %</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Top-left %1 × %2 values. Blue negative, red positive, full colour at ±%3σ; grey: NaN. The frame: the block of the tab One block, bit by bit.</source>
        <translation>左上角的 %1 × %2 个值。蓝色为负，红色为正，到 ±%3σ 时颜色最深；灰色：NaN。方框：“逐位看一个块”标签页中的那个块。</translation>
    </message>
</context>
<context>
    <name>gpulab::BlockRunner</name>
    <message>
        <location filename="../lessons/precision/blockrunner.cpp" line="+80"/>
        <source>Not enough memory for this tensor.</source>
        <translation>内存不足，无法处理这个张量。</translation>
    </message>
</context>
<context>
    <name>gpulab::BlocksPage</name>
    <message>
        <location filename="../lessons/precision/blockspage.cpp" line="+53"/>
        <source>A weight tensor quantised with every format: 32 values (NVFP4: 16) share one scale, so one large value only costs its own block. INT8/INT4 use one scale for the whole tensor or row, for contrast.</source>
        <translation>用每种格式量化一个权重张量：每 32 个值（NVFP4 为 16 个）共享一个缩放因子，因此一个大值只会影响它自己所在的块。作为对比，INT8/INT4 对整个张量或每一行使用一个缩放因子。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The tensor to quantise</source>
        <translation>要量化的张量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gaussian weights</source>
        <translation>高斯分布权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heavy-tailed weights (Student&apos;s t)</source>
        <translation>重尾分布权重（学生 t 分布）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outlier channels (1 column in 256 × 40)</source>
        <translation>离群通道（256 × 40 中的 1 列）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tensor:</source>
        <translation>张量(&amp;T)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seed of the generated tensor</source>
        <translation>生成张量的随机种子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open a .npy file…</source>
        <translation>打开 .npy 文件(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a NumPy .npy file as the tensor</source>
        <translation>打开一个 NumPy .npy 文件作为张量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Format for the error histogram and the block view</source>
        <translation>误差直方图和块视图所用的格式</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Details for:</source>
        <translation>详细查看(&amp;D)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop quantising</source>
        <translation>停止量化</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>What the tab is doing, or what went wrong</source>
        <translation>此选项卡正在做什么，或出了什么问题</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bits per element against error (MX: blocks of 32; NVFP4: blocks of 16; INT: one scale per row or for all)</source>
        <translation>每个元素的位数与误差的关系（MX：32 个一块；NVFP4：16 个一块；INT：每行或全部使用一个缩放因子）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Error histogram</source>
        <translation>误差直方图</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>One outlier: INT4 per tensor against MXFP4, in words</source>
        <translation>一个离群值：按张量缩放的 INT4 与 MXFP4 的文字对比</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Format of the block shown</source>
        <translation>显示的块的格式</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edit the scale or an element&apos;s bits; the values follow. The heat maps frame this block.</source>
        <translation>编辑缩放因子或某个元素的位；各个值随之变化。热力图中的方框标出了这个块。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Open a weight tensor</source>
        <translation>打开权重张量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy arrays (*.npy)</source>
        <translation>NumPy 数组 (*.npy)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Quantising with every format… %1</source>
        <translation>正在用每种格式量化… %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quantising</source>
        <translation>正在量化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1, seed %2</source>
        <translation>%1，种子 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quantising with every format…</source>
        <translation>正在用每种格式量化…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not use that tensor: %1. The tensor shown is still the last one.</source>
        <translation>无法使用该张量：%1。显示的仍是上一个张量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>File: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&lt;b&gt;One scale for everything:&lt;/b&gt; INT4 per tensor divides by the largest magnitude (%1) over 7, a step of %2. Here %3 of the nonzero values round to zero and the error is %4 %. &lt;b&gt;A scale per block:&lt;/b&gt; MXFP4 spends 0.25 bit per value on a scale for every 32; only the blocks that hold a large value lose their small ones: %5 round to zero, error %6 %. NVFP4 (16 per block, a finer E4M3 scale): %7 to zero, error %8 %.</source>
        <translation>&lt;b&gt;所有值共用一个缩放因子：&lt;/b&gt;按张量缩放的 INT4 把最大绝对值（%1）除以 7，步长为 %2。这里有 %3 的非零值被舍入为零，误差为 %4 %。&lt;b&gt;每个块一个缩放因子：&lt;/b&gt;MXFP4 为每 32 个值分配一个缩放因子，平均每个值多花 0.25 位；只有含大值的块才会丢失其中的小值：%5 被舍入为零，误差 %6 %。NVFP4（每块 16 个，更精细的 E4M3 缩放因子）：%7 变为零，误差 %8 %。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Bits per element, scales included</source>
        <translation>每个元素的位数（含缩放因子）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Relative error (logarithmic)</source>
        <translation>相对误差（对数）</translation>
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
        <translation>INT 按行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>INT all</source>
        <translation>INT 全部</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1: %2 bits per element, error %3 %</source>
        <translation>%1：每个元素 %2 位，误差 %3 %</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Error ÷ σ of the tensor (ends: beyond ±1)</source>
        <translation>误差 ÷ 张量的 σ（两端：超出 ±1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Share of values (%)</source>
        <translation>值的占比（%）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>error %1 σ: %2 % of the values</source>
        <translation>误差 %1 σ：%2 % 的值</translation>
    </message>
</context>
<context>
    <name>gpulab::ChartFrame</name>
    <message>
        <location filename="../widgets/chartframe.cpp" line="+359"/>
        <source>&amp;Logarithmic scale</source>
        <translation>对数刻度(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;PNG…</source>
        <translation>导出 PNG(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CS&amp;V…</source>
        <translation>导出 CSV(&amp;V)…</translation>
    </message>
    <message>
        <location line="+367"/>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export Chart as PNG</source>
        <translation>将图表导出为 PNG</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export Chart Data as CSV</source>
        <translation>将图表数据导出为 CSV</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Chart Data</source>
        <translation>导出图表数据</translation>
    </message>
</context>
<context>
    <name>gpulab::ChoiceInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="+160"/>
        <source>Choose an answer first, or skip the question.</source>
        <translation>请先选择一个答案，或跳过此题。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&lt;b&gt;Right answer&lt;/b&gt;</source>
        <translation>&lt;b&gt;回答正确&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Partly right (%1)&lt;/b&gt;</source>
        <translation>&lt;b&gt;部分正确（%1）&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Not right&lt;/b&gt;</source>
        <translation>&lt;b&gt;回答错误&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>gpulab::ChooserPage</name>
    <message>
        <location filename="../lessons/generations/chooserpage.cpp" line="+32"/>
        <source>The job</source>
        <translation>任务</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model size, billions of parameters</source>
        <translation>模型大小，以十亿参数计</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> B parameters</source>
        <translation> × 10⁹ 参数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hardware budget</source>
        <translation>硬件预算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No budget</source>
        <translation>无预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up to %1</source>
        <translation>最高 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Job:</source>
        <translation>任务(&amp;J)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model &amp;size:</source>
        <translation>模型大小(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B&amp;udget:</source>
        <translation>预算(&amp;U)：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The recommendation and its reasons</source>
        <translation>推荐结果及其理由</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Memory: %1</source>
        <translation>显存：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;No GPU in the data file fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;数据文件中没有放得下的 GPU。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards to look at:</source>
        <translation>可以考虑的显卡：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs to rent:</source>
        <translation>可以租用的 GPU：</translation>
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
        <translation>&lt;li&gt;%1 &lt;b&gt;%2&lt;/b&gt;：%3&lt;/li&gt;</translation>
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
        <translation>&lt;p&gt;数字来自数据文件（每行的来源见其他选项卡的工具提示）；显存规则只是一条经验法则：&lt;i&gt;放得下吗？&lt;/i&gt;课程会完整地计算它。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gpulab::ClassPlan</name>
    <message>
        <location filename="../app/classplan.cpp" line="+57"/>
        <source>&quot;lesson&quot; must be the id of a lesson (text, at most %1 characters).</source>
        <translation>“lesson”必须是某门课程的 id（文本，最多 %1 个字符）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+3"/>
        <source>&quot;section&quot; must be a section&apos;s id or its number from 1 (the first) to 10000.</source>
        <translation>“section”必须是某个小节的 id，或是从 1（第一小节）到 10000 的编号。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;beat&quot; must be a whole number from 0 (the first beat) to 10000.</source>
        <translation>“beat”必须是从 0（第一个环节）到 10000 的整数。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;tab&quot; must be the id of one of the lesson&apos;s tabs.</source>
        <translation>“tab”必须是该课程某个选项卡的 id。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;setup&quot; must be a saved simulation set-up (an object).</source>
        <translation>“setup”必须是已保存的模拟设置（一个对象）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The set-up: %1</source>
        <translation>模拟设置：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;note&quot; must be text of at most %1 characters.</source>
        <translation>“note”必须是最多 %1 个字符的文本。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;minutes&quot; must be a whole number from 0 to %1.</source>
        <translation>“minutes”必须是 0 到 %1 之间的整数。</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The class plan is not valid JSON (%1).</source>
        <translation>课堂计划不是有效的 JSON（%1）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A class plan must be a JSON object.</source>
        <translation>课堂计划必须是一个 JSON 对象。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This is not a GPU Lab class plan (&quot;format&quot; is not &quot;%1&quot;).</source>
        <translation>这不是 GPU Lab 课堂计划（“format”不是“%1”）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;version&quot; must be a whole number from 1.</source>
        <translation>“version”必须是从 1 开始的整数。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The class plan has version %1; this GPU Lab reads version %2. It was made by a newer GPU Lab.</source>
        <translation>该课堂计划的版本为 %1；此版本 GPU Lab 读取版本 %2。它由更新版本的 GPU Lab 创建。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A class plan needs a &quot;steps&quot; list.</source>
        <translation>课堂计划需要一个“steps”列表。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;title&quot; must be text; the plan is shown without one.</source>
        <translation>“title”必须是文本；该计划将不带标题显示。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The title is cut to %1 characters.</source>
        <translation>标题被截短为 %1 个字符。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The plan has %1 steps; GPU Lab reads the first %2.</source>
        <translation>该计划有 %1 步；GPU Lab 只读取前 %2 步。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step %1 must be an object ({&quot;lesson&quot;: …, &quot;section&quot;: …}); it is left out.</source>
        <translation>第 %1 步必须是一个对象（{&quot;lesson&quot;: …, &quot;section&quot;: …}）；已略去。</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+94"/>
        <source>Step %1 is left out: %2</source>
        <translation>第 %1 步已略去：%2</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>a class plan</source>
        <translation>一个课堂计划</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>This set-up was made for the lesson %1, not for %2.</source>
        <translation>此模拟设置是为课程 %1 制作的，而不是 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This set-up was made for a simulation this GPU Lab does not have (“%1”), not for the lesson %2.</source>
        <translation>此模拟设置是为此版本 GPU Lab 没有的模拟（“%1”）制作的，而不是为课程 %2。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>this GPU Lab has no lesson “%1”.</source>
        <translation>此版本 GPU Lab 没有课程“%1”。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the lesson %1 has sections 1 to %2, not %3.</source>
        <translation>课程 %1 的小节为 1 到 %2，没有 %3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the lesson %1 has no section “%2”.</source>
        <translation>课程 %1 没有小节“%2”。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the lesson %1 has no simulation, so no beat %2.</source>
        <translation>课程 %1 没有模拟，因此没有环节 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the simulation of the lesson %1 has beats 0 to %2, not %3.</source>
        <translation>课程 %1 的模拟环节为 0 到 %2，没有 %3。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>its set-up shows beat %1; the simulation of the lesson %2 has beats 0 to %3.</source>
        <translation>它的模拟设置显示环节 %1；课程 %2 的模拟环节为 0 到 %3。</translation>
    </message>
</context>
<context>
    <name>gpulab::ClassPlanController</name>
    <message>
        <location filename="../app/classplancontroller.cpp" line="+213"/>
        <source>Step %1 cannot be shown: this GPU Lab has no lesson “%2” with that section.</source>
        <translation>无法显示第 %1 步：此版本 GPU Lab 没有包含该小节的课程“%2”。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>this lesson has no tab “%1”</source>
        <translation>本课没有选项卡“%1”</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Step %1 (line %2): %3</source>
        <translation>第 %1 步（第 %2 行）：%3</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>beat %1</source>
        <translation>环节 %1</translation>
    </message>
</context>
<context>
    <name>gpulab::ClassPlanWindow</name>
    <message>
        <location filename="../app/classplanwindow.cpp" line="+142"/>
        <source>Class Plan</source>
        <translation>课堂计划</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. Week 3: why GPUs</source>
        <translation>例如 第 3 周：为什么用 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan title</source>
        <translation>计划标题</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps of the class plan</source>
        <translation>课堂计划的步骤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What it shows</source>
        <translation>显示的内容</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tab</source>
        <translation>选项卡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note for the instructor</source>
        <translation>给讲师的备注</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Step</source>
        <translation>转到此步(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add This View</source>
        <translation>添加此视图(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move &amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move &amp;Down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left out when the plan was opened:</source>
        <translation>打开计划时略去的内容：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps left out when the plan was opened</source>
        <translation>打开计划时略去的步骤</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Minutes for this step (0: no budget)</source>
        <translation>此步骤的分钟数（0：无时间预算）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shown on the presenter console with this step</source>
        <translation>与此步骤一起显示在演示者控制台上</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not saved yet</source>
        <translation>尚未保存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Steps: %1</source>
        <translation>步骤：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min planned</source>
        <translation>计划 %1 分钟</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no time budget</source>
        <translation>无时间预算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>changed, not saved</source>
        <translation>已更改，未保存</translation>
    </message>
</context>
<context>
    <name>gpulab::ClassResults</name>
    <message>
        <location filename="../lessons/framework/classresults.cpp" line="+66"/>
        <source>%1: not a .json file, so not a GPU Lab session</source>
        <translation>%1：不是 .json 文件，因此不是 GPU Lab 会话</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: JSON, but not a GPU Lab session (it has no &quot;format&quot;)</source>
        <translation>%1：是 JSON，但不是 GPU Lab 会话（没有“format”）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: JSON, but not a GPU Lab session (its &quot;format&quot; is &quot;%2&quot;)</source>
        <translation>%1：是 JSON，但不是 GPU Lab 会话（其“format”为“%2”）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not JSON, so not a GPU Lab session</source>
        <translation>%1：不是 JSON，因此不是 GPU Lab 会话</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the same file as %2</source>
        <translation>%1：与 %2 是同一个文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the same session as %2 (the same device, saved at the same moment)</source>
        <translation>%1：与 %2 是同一个会话（同一设备，在同一时刻保存）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a session without results (saved before anything was measured)</source>
        <translation>%1：没有结果的会话（在测量任何内容之前就已保存）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>duplicate</source>
        <translation>重复</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a session</source>
        <translation>不是会话</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>a saved session</source>
        <translation>已保存的会话</translation>
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
        <translation>全班成绩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Folder…</source>
        <translation>打开文件夹(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A folder of the Live Lab sessions your students saved (Save Session, in the Live Lab) and handed in, for example as your course site downloads them.</source>
        <translation>一个文件夹，包含学生保存（在实时实验室中点击“保存会话”）并提交的实时实验室会话，例如从课程网站下载的全部提交。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export Table as CSV…</source>
        <translation>将表格导出为 CSV(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files read</source>
        <translation>已读取的文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%v of %m files</source>
        <translation>%v/%m 个文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the folder of session files your class handed in.</source>
        <translation>打开全班提交的会话文件所在的文件夹。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The class roofline</source>
        <translation>全班 Roofline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Datasheet roofs</source>
        <translation>数据手册屋顶(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Datacenter GPUs, from the data file assets/data/gpu-specs.csv, with its sources.</source>
        <translation>数据中心 GPU，来自数据文件 assets/data/gpu-specs.csv，附其来源。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class &amp;roofline</source>
        <translation>全班 Roofline(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Students</source>
        <translation>学生</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Students</source>
        <translation>学生(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skipped files</source>
        <translation>跳过的文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it is</source>
        <translation>文件内容</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Why it is left out</source>
        <translation>略去的原因</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lose</source>
        <translation>关闭(&amp;L)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Open Class Results</source>
        <translation>打开全班成绩</translation>
    </message>
    <message>
        <location line="-58"/>
        <location line="+96"/>
        <source>Reading the sessions in %1…</source>
        <translation>正在读取 %1 中的会话…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>S&amp;kipped files (%1)</source>
        <translation>跳过的文件（%1）(&amp;K)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %Ln student(s) on the chart</source>
        <translation>
            <numerusform>%1：图表上有 %Ln 名学生</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>; %Ln file(s) left out (see Skipped files).</source>
        <translation>
            <numerusform>；略去了 %Ln 个文件（见“跳过的文件”）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; no file left out.</source>
        <translation>；没有略去任何文件。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln more file(s) not read: a class is read up to %1 files and %2 MiB.</source>
        <translation>
            <numerusform>还有 %Ln 个文件未读取：每个班最多读取 %1 个文件、%2 MiB。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancelled: only the files read before are shown.</source>
        <translation>已取消：只显示之前读取的文件。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Student</source>
        <translation>学生</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From the file&apos;s name (a session holds no name)</source>
        <translation>来自文件名（会话中不含姓名）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The OpenCL device the session measured</source>
        <translation>该会话测量所用的 OpenCL 设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The processor of the machine, from the session&apos;s provenance</source>
        <translation>机器的处理器，来自会话的来源信息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best GFLOP/s</source>
        <translation>最佳 GFLOP/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The fastest verified result of the session, and its rung</source>
        <translation>该会话中最快的经过验证的结果及其级别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory GB/s</source>
        <translation>内存 GB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured memory-bandwidth roof</source>
        <translation>实测的内存带宽屋顶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak GFLOP/s</source>
        <translation>峰值 GFLOP/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured float32 arithmetic roof</source>
        <translation>实测的 float32 运算屋顶</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speedup of %1 over serial-naive (GFLOP/s in the tooltip)</source>
        <translation>%1 相对 serial-naive 的加速比（GFLOP/s 见工具提示）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(not recorded)</source>
        <translation>（未记录）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A version 1 session has no provenance.</source>
        <translation>版本 1 的会话没有来源信息。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 at N = %2</source>
        <translation>N = %2 时的 %1</translation>
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
        <translation>N = %2 时 %1 GFLOP/s</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%Ln more file(s)</source>
        <translation>
            <numerusform>还有 %Ln 个文件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not read</source>
        <translation>未读取</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A class is read up to %1 files and %2 MiB.</source>
        <translation>每个班最多读取 %1 个文件、%2 MiB。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
measured: memory %2 GB/s, peak %3 GFLOP/s</source>
        <translation>%1
实测：内存 %2 GB/s，峰值 %3 GFLOP/s</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: %2
%3 FLOP/byte, %4 GFLOP/s</source>
        <translation>%1：%2
%3 FLOP/byte，%4 GFLOP/s</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (measured)</source>
        <translation>%1（实测）</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>── a student&apos;s measured roofs</source>
        <translation>── 一名学生的实测屋顶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>━━ ◯ the student chosen in the table</source>
        <translation>━━ ◯ 在表格中选中的学生</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose a student in the table to follow one</source>
        <translation>在表格中选择一名学生以突出显示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>╌╌ a datasheet GPU</source>
        <translation>╌╌ 数据手册中的 GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Legend: %1</source>
        <translation>图例：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export Class Results as CSV</source>
        <translation>将全班成绩导出为 CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Class Results</source>
        <translation>导出全班成绩</translation>
    </message>
</context>
<context>
    <name>gpulab::ComparePage</name>
    <message>
        <location filename="../lessons/generations/comparepage.cpp" line="+51"/>
        <source>Chip &amp;A:</source>
        <translation>芯片 A(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chip &amp;B:</source>
        <translation>芯片 B(&amp;B)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chip A, the one compared against</source>
        <translation>芯片 A，作为比较基准</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chip B</source>
        <translation>芯片 B</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The two chips&apos; figures and their ratio</source>
        <translation>两个芯片的数据及其比值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figure</source>
        <translation>数据项</translation>
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
        <translation>这些比值对任务意味着什么</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The data file has no chips to compare.</source>
        <translation>数据文件中没有可比较的芯片。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A: %1
B: %2</source>
        <translation>A：%1
B：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;b&gt;%1 against %2.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 对比 %2。&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A &lt;b&gt;compute-bound&lt;/b&gt; job (training, a prompt&apos;s prefill: large matrix products) runs at most %1 as fast on B: the dense 16-bit peaks&apos; ratio.</source>
        <translation>&lt;b&gt;计算受限&lt;/b&gt;的任务（训练、提示词的预填充：大型矩阵乘积）在 B 上最多快 %1：即稠密 16 位峰值之比。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The data file lacks a dense 16-bit peak for one of them: no compute-bound bound.</source>
        <translation>数据文件缺少其中一个芯片的稠密 16 位峰值：无法给出计算受限的上限。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A &lt;b&gt;memory-bound&lt;/b&gt; job (generating text one token at a time, which reads every weight per token) runs at most %1 as fast: the bandwidths&apos; ratio.</source>
        <translation>&lt;b&gt;访存受限&lt;/b&gt;的任务（逐个 token 生成文本，每个 token 都要读取全部权重）最多快 %1：即带宽之比。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The two differ: which one applies depends on the job, not on the chip.</source>
        <translation>两者不同：适用哪一个取决于任务，而不是芯片。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both are upper bounds from datasheet peaks, not benchmarks: software, clocks, sizes and memory capacity decide the rest.</source>
        <translation>两者都是根据数据手册峰值得出的上限，而不是基准测试结果：其余取决于软件、时钟频率、规模和显存容量。</translation>
    </message>
</context>
<context>
    <name>gpulab::CostModel</name>
    <message>
        <location filename="../lessons/cost/costmodel.cpp" line="+48"/>
        <source>The budget: 6 × parameters × tokens</source>
        <translation>预算：6 × 参数量 × token 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight times the GPUs</source>
        <translation>八倍的 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot, a checkpoint every 8 hours</source>
        <translation>竞价实例，每 8 小时一个检查点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot, checkpoints at Young&apos;s interval</source>
        <translation>竞价实例，按 Young 间隔设置检查点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 70B model on 15 trillion tokens</source>
        <translation>在 15 万亿个 token 上训练的 70B 模型</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>The currency is a three-letter code such as USD, not &quot;%1&quot;.</source>
        <translation>货币必须是 USD 这样的三字母代码，而不是“%1”。</translation>
    </message>
</context>
<context>
    <name>gpulab::CostPanel</name>
    <message>
        <location filename="../lessons/cost/costpanel.cpp" line="+147"/>
        <source>&amp;Training run</source>
        <translation>训练任务(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Prices</source>
        <translation>价格(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cost vs GPUs</source>
        <translation>成本与 GPU 数(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Buy or rent</source>
        <translation>购买还是租用(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Serving</source>
        <translation>推理服务(&amp;S)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some of your saved prices were left out:
%1</source>
        <translation>你保存的部分价格已被略去：
%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model to train, from models.csv</source>
        <translation>要训练的模型，来自 models.csv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> billion</source>
        <translation> × 10⁹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;okens:</source>
        <translation>Token 数(&amp;O)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Training tokens, in billions</source>
        <translation>训练 token 数，以十亿（10⁹）计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>20 per &amp;parameter</source>
        <translation>每个参数 20 个(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the tokens to 20 per parameter, the compute-optimal budget of Hoffmann et al.</source>
        <translation>把 token 数设为每个参数 20 个，即 Hoffmann 等人提出的计算最优预算</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;GPU:</source>
        <translation>GPU(&amp;G)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU, from gpu-specs.csv: its dense BF16 peak is used</source>
        <translation>GPU，来自 gpu-specs.csv：使用其稠密 BF16 峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;MFU:</source>
        <translation>MFU(&amp;M)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model FLOPs utilisation: the share of the peak the run achieves</source>
        <translation>模型 FLOPs 利用率：训练达到的峰值比例</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GP&amp;Us:</source>
        <translation>GPU 数(&amp;U)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Number of GPUs</source>
        <translation>GPU 的数量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;rice:</source>
        <translation>价格(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per GPU-hour, with its date and source</source>
        <translation>每 GPU 小时的价格，附日期和来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Spot (interruptible)</source>
        <translation>竞价实例（可中断）(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run on spot instances, which can be interrupted</source>
        <translation>在可能被中断的竞价实例上运行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spot pr&amp;ice:</source>
        <translation>竞价价格(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot price per GPU-hour, with its date</source>
        <translation>每 GPU 小时的竞价价格，附日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+454"/>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <location line="-453"/>
        <source>Interrupted every (mean):</source>
        <translation>平均中断间隔：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean time between interruptions of the job, hours</source>
        <translation>任务两次中断之间的平均时间，小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+3"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Checkpoint takes:</source>
        <translation>写检查点用时：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes to write one checkpoint</source>
        <translation>写入一个检查点所需的分钟数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart takes:</source>
        <translation>重启用时：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes to get new machines and load the last checkpoint</source>
        <translation>获取新机器并加载最近一个检查点所需的分钟数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint e&amp;very:</source>
        <translation>检查点间隔(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes of work between checkpoints</source>
        <translation>两个检查点之间的工作分钟数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Young&apos;s interval</source>
        <translation>Young 间隔(&amp;Y)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the checkpoint interval to Young&apos;s square root of two times the checkpoint cost times the time between interruptions</source>
        <translation>把检查点间隔设为 Young 公式：2 × 检查点开销 × 中断间隔 的平方根</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>The data files give no model or no GPU with a dense BF16 peak.</source>
        <translation>数据文件中没有模型，或没有具有稠密 BF16 峰值的 GPU。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Compute&lt;/b&gt; = 6 × %1 parameters × %2 tokens = &lt;b&gt;%3&lt;/b&gt; (Kaplan et al. 2020).</source>
        <translation>&lt;b&gt;计算量&lt;/b&gt; = 6 × %1 个参数 × %2 个 token = &lt;b&gt;%3&lt;/b&gt;（Kaplan 等，2020）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Rate&lt;/b&gt;: %1 dense BF16 %2 TFLOP/s (%3) × MFU %4 % = %5 TFLOP/s per GPU.</source>
        <translation>&lt;b&gt;速率&lt;/b&gt;：%1 稠密 BF16 %2 TFLOP/s（%3）× MFU %4 % = 每个 GPU %5 TFLOP/s。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;GPU-hours&lt;/b&gt; = compute ÷ rate ÷ 3,600 = &lt;b&gt;%1&lt;/b&gt;; with the gradients&apos; all-reduce on %2 GPUs (%3 % of each step computing): %4.</source>
        <translation>&lt;b&gt;GPU 小时&lt;/b&gt; = 计算量 ÷ 速率 ÷ 3,600 = &lt;b&gt;%1&lt;/b&gt;；加上 %2 个 GPU 上梯度的 all-reduce（每步中 %3 % 的时间在计算）：%4。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Wall-clock&lt;/b&gt; on %1 GPUs: %2.</source>
        <translation>%1 个 GPU 上的&lt;b&gt;实际耗时&lt;/b&gt;：%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;On demand&lt;/b&gt;: %1 × %2 = &lt;b&gt;%3&lt;/b&gt; (the price as seen on %4: prices change).</source>
        <translation>&lt;b&gt;按需&lt;/b&gt;：%1 × %2 = &lt;b&gt;%3&lt;/b&gt;（价格采集于 %4：价格会变化）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Spot&lt;/b&gt;: with an interruption every %1 on average and this interval, the run loses more than it gains: it never finishes. Checkpoint more often.</source>
        <translation>&lt;b&gt;竞价实例&lt;/b&gt;：平均每 %1 中断一次，以这个检查点间隔，任务损失的比取得的进展还多：永远无法完成。请更频繁地写检查点。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Spot&lt;/b&gt;: checkpoints add %1, about %2 interruptions lose %3 of work and %4 of restarts: %5 wall-clock (+%6 %), %7 at %8/GPU-hour (seen %9). Young&apos;s interval here: %10 minutes.</source>
        <translation>&lt;b&gt;竞价实例&lt;/b&gt;：检查点增加 %1，约 %2 次中断损失 %3的工作和 %4的重启时间：实际耗时 %5（+%6 %），按每 GPU 小时 %8（采集于 %9）计为 %7。这里的 Young 间隔：%10 分钟。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The price book has no hourly price for this GPU: the last price set is used. Add one on the Prices tab of another GPU, or choose another GPU.</source>
        <translation>价格簿中没有此 GPU 的小时价格：使用上一次设置的价格。请在另一个 GPU 的“价格”选项卡中添加一个，或选择其他 GPU。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Prices of GPU time and GPUs: type your own price in the Your price column</source>
        <translation>GPU 时间和 GPU 的价格：在“你的价格”列中输入你自己的价格</translation>
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
        <translation>来自 gpu-specs.csv</translation>
    </message>
    <message>
        <location line="-354"/>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who sells the GPU&apos;s time, or the card</source>
        <translation>谁出售该 GPU 的使用时间或显卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer</source>
        <translation>方案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On demand, spot (interruptible), reserved, or a purchase</source>
        <translation>按需、竞价（可中断）、预留或购买</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shipped price</source>
        <translation>内置价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per GPU-hour (per card for a purchase), as observed on the date beside it</source>
        <translation>每 GPU 小时的价格（购买时为每张卡），以旁边日期时的观察为准</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seen</source>
        <translation>采集日期</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The day or month the source showed the shipped price</source>
        <translation>来源显示该内置价格的日期或月份</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your price</source>
        <translation>你的价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type your own price here (Enter keeps it; empty goes back to the shipped one)</source>
        <translation>在此输入你自己的价格（按 Enter 保留；留空则恢复内置价格）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where the shipped price was published</source>
        <translation>内置价格的发布位置</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Restore the shipped prices</source>
        <translation>恢复内置价格(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget your own prices and use the shipped ones</source>
        <translation>忘掉你自己的价格，使用内置价格</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Prices change every month: each shipped price is shown with the day it was seen and its source (assets/data/gpu-prices.csv). Your own prices are kept, with the day you typed them, in %1.</source>
        <translation>价格每个月都在变化：每个内置价格都附有采集日期和来源（assets/data/gpu-prices.csv）。你自己的价格连同输入日期一起保存在 %1 中。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The shipped prices are back.</source>
        <translation>已恢复内置价格。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Your price is used but could not be saved: %1</source>
        <translation>正在使用你的价格，但无法保存：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the shipped price.</source>
        <translation>已恢复为内置价格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your price is kept.</source>
        <translation>已保留你的价格。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Network per GPU:</source>
        <translation>每个 GPU 的网络带宽(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network bandwidth per GPU between servers, one way, gigabytes per second</source>
        <translation>服务器之间每个 GPU 的单向网络带宽，每秒 GB 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall-clock time and cost against the number of GPUs</source>
        <translation>实际耗时和成本与 GPU 数的关系</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Data parallel: every step computes 6 × parameters × 4M tokens split over the GPUs, then all-reduces the BF16 gradients in a ring (the NVLink lesson&apos;s model: 2(N−1) steps of S/N bytes). Within a server of 8 GPUs the ring runs on the GPUs&apos; links (gpu-specs.csv); beyond it, on the network. Not overlapped with compute: a pessimistic bound. More GPUs: less time; the same or more GPU-hours.</source>
        <translation>数据并行：每一步把 6 × 参数量 × 4M 个 token 的计算分给各 GPU，然后以环形方式对 BF16 梯度做 all-reduce（NVLink 课程的模型：2(N−1) 步，每步 S/N 字节）。在 8 个 GPU 的服务器内，环在 GPU 之间的链路上运行（gpu-specs.csv）；超出服务器则经过网络。通信与计算不重叠：这是一个悲观的估计。GPU 越多，时间越短；GPU 小时数不变或更多。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Wall-clock</source>
        <translation>实际耗时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost (price seen %1)</source>
        <translation>成本（价格采集于 %1）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thousand %1</source>
        <translation>千 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+5"/>
        <source>%1 GPUs: %2</source>
        <translation>%1 个 GPU：%2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>B&amp;uy:</source>
        <translation>购买价(&amp;U)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card&apos;s purchase price, with its date</source>
        <translation>一张卡的购买价格，附日期</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or r&amp;ent:</source>
        <translation>或租用(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An hourly price of the same GPU, with its date</source>
        <translation>同一 GPU 的小时价格，附日期</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>E&amp;lectricity per kWh:</source>
        <translation>每千瓦时电价(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your electricity price per kilowatt-hour, in the purchase&apos;s currency</source>
        <translation>你的每千瓦时电价，以购买价格的货币计</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P&amp;UE:</source>
        <translation>PUE(&amp;U)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power usage effectiveness: the room&apos;s power over the computers&apos; (1 = none for cooling)</source>
        <translation>电能利用效率：机房总功耗与计算机功耗之比（1 = 不需要散热）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Busy hours a &amp;month:</source>
        <translation>每月工作小时数(&amp;M)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hours a month the card works</source>
        <translation>这张卡每月工作的小时数</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The price book has no purchase price.</source>
        <translation>价格簿中没有购买价格。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No hourly price or no TDP for this GPU: nothing to compare.</source>
        <translation>此 GPU 没有小时价格或 TDP：无法比较。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Owning&lt;/b&gt;: %1 + power %2 W (TDP, gpu-specs.csv) × PUE %3 × %4 per kWh = %5 per busy hour.</source>
        <translation>&lt;b&gt;自有&lt;/b&gt;：%1 + 功耗 %2 W（TDP，gpu-specs.csv）× PUE %3 × 每千瓦时 %4 = 每个工作小时 %5。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Renting&lt;/b&gt;: %1 per GPU-hour (%2, seen %3).</source>
        <translation>&lt;b&gt;租用&lt;/b&gt;：每 GPU 小时 %1（%2，采集于 %3）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The two prices are in different currencies (%1, %2): type your own in one currency on the Prices tab.</source>
        <translation>两个价格的货币不同（%1、%2）：请在“价格”选项卡中以同一种货币输入你自己的价格。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Break-even&lt;/b&gt; after %1 busy hours: about %2 months at %3 hours a month. Before that, renting costs less; after it, owning (the server around the card, staff and resale are left out).</source>
        <translation>工作 %1 小时后达到&lt;b&gt;收支平衡&lt;/b&gt;：按每月 %3 小时计约 %2 个月。在此之前租用更便宜；之后自有更便宜（未计入显卡所在的服务器、人员和转售）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Never&lt;/b&gt;: renting costs less per hour than the power alone.</source>
        <translation>&lt;b&gt;永远不会&lt;/b&gt;：租用每小时的费用比电费还低。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Mo&amp;del:</source>
        <translation>模型(&amp;D)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model served</source>
        <translation>提供服务的模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP16 / BF16 (2 bytes)</source>
        <translation>FP16 / BF16（2 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 / FP8 (1 byte)</source>
        <translation>INT8 / FP8（1 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 / INT4 (half a byte)</source>
        <translation>FP4 / INT4（半个字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Weights in:</source>
        <translation>权重格式(&amp;W)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bytes per weight</source>
        <translation>每个权重的字节数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>B&amp;atch:</source>
        <translation>批大小(&amp;A)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sequences decoded together</source>
        <translation>一起解码的序列数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cost per million output tokens for each hourly price</source>
        <translation>每种小时价格下每百万个输出 token 的成本</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per GPU-hour, with the provider and the day it was seen</source>
        <translation>每 GPU 小时，附提供商和采集日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens/s ≤</source>
        <translation>tokens/s ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output tokens per second at most: the batch over the roofline&apos;s step time (weights read once per step)</source>
        <translation>每秒最多输出的 token 数：批大小除以 Roofline 模型给出的每步时间（每步把权重读取一次）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per million</source>
        <translation>每百万</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost of a million output tokens at that bound</source>
        <translation>按该上限计算，一百万个输出 token 的成本</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bounds: every weight read once per step at the datasheet bandwidth, 2 FLOPs per weight per token at the dense FP16/BF16 peak (the training-vs-inference lesson&apos;s decode bound), the KV cache left out. A real server reaches less, so pays more. A GPU whose memory cannot hold the weights is marked.</source>
        <translation>这些是上限：每步以数据手册带宽把每个权重读取一次，每个 token 每个权重 2 FLOP，按稠密 FP16/BF16 峰值计算（即“训练与推理”课程中的解码上限），未计入 KV 缓存。真实的服务器达不到，因此花费更多。显存放不下权重的 GPU 会被标出。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (weights do not fit)</source>
        <translation>%1（权重放不下）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2, %3, %4)</source>
        <translation>%1（%2，%3，%4）</translation>
    </message>
</context>
<context>
    <name>gpulab::CostScene</name>
    <message>
        <location filename="../lessons/cost/costscene.cpp" line="+22"/>
        <source>never (interruptions outpace the work)</source>
        <translation>永远无法完成（中断快过工作进展）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 hours</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 FLOP</source>
        <translation>%1 FLOP</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 GPU-hours</source>
        <translation>%1 GPU 小时</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on %2 GPUs, %3: %4 % of the work done after %5; %6 and %7 spent (price seen %8).</source>
        <translation>%1，在 %2 个 GPU 上，%3：%5 后完成了 %4 % 的工作；花费 %6 和 %7（价格采集于 %8）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+34"/>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+34"/>
        <source>on demand</source>
        <translation>按需</translation>
    </message>
    <message numerus="yes">
        <location line="-28"/>
        <source>%Ln interruption(s) so far, %1 of work lost.</source>
        <translation>
            <numerusform>目前已中断 %Ln 次，损失 %1的工作。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 on %2 billion tokens · %3 × %4 · %5</source>
        <translation>%1，%2 × 10⁹ 个 token · %3 × %4 · %5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no model</source>
        <translation>无模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no GPU</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Work: %1 of %2</source>
        <translation>工作：%1/%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Work: %1 %</source>
        <translation>工作：%1 %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wall-clock: %1 of about %2 (%3)</source>
        <translation>实际耗时：%1，共约 %2（%3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wall-clock: %1 of about %2</source>
        <translation>实际耗时：%1，共约 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time: %1</source>
        <translation>时间：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spent: %1 of about %2 at %3/GPU-hour (seen %4)</source>
        <translation>花费：%1，共约 %2，按每 GPU 小时 %3 计（采集于 %4）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spent: %1 of about %2 (price seen %3)</source>
        <translation>花费：%1，共约 %2（价格采集于 %3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spent: %1 (price seen %2)</source>
        <translation>花费：%1（价格采集于 %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>interrupted: restarting from the last checkpoint</source>
        <translation>已中断：从最近一个检查点重新开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>writing a checkpoint</source>
        <translation>正在写检查点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training</source>
        <translation>训练中</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>| checkpoint (every %1 of work) · ✕ interruption: %Ln so far, %2 of work lost · now: %3</source>
        <translation>
            <numerusform>| 检查点（每 %1的工作）· ✕ 中断：目前 %Ln 次，损失 %2的工作 · 当前：%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>✕ %Ln interruption(s), %1 lost · %2</source>
        <translation>
            <numerusform>✕ %Ln 次中断，损失 %1 · %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpulab::CpuGpuModel</name>
    <message>
        <location filename="../lessons/cpuvsgpu/cpugpumodel.cpp" line="+62"/>
        <source>One warp in flight per SM</source>
        <translation>每个 SM 只有一个在途 warp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every warp diverges</source>
        <translation>每个 warp 都分支发散</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A small batch</source>
        <translation>小批次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 5 % serial part</source>
        <translation>5 % 的串行部分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A big, even batch</source>
        <translation>大而均匀的批次</translation>
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
        <translation>不到 2×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2× to 5×</source>
        <translation>2× 到 5×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5× to 20×</source>
        <translation>5× 到 20×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more than 20×</source>
        <translation>超过 20×</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Scenario:</source>
        <translation>场景(&amp;S)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predict:</source>
        <translation>预测：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;CPU first</source>
        <translation>CPU 先完成(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPU first</source>
        <translation>GPU 先完成(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The CPU finishes first</source>
        <translation>CPU 先完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU finishes first</source>
        <translation>GPU 先完成</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>By about how much</source>
        <translation>大约快多少</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;by about:</source>
        <translation>大约快(&amp;B)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Run the model with my prediction</source>
        <translation>按我的预测运行模型(&amp;R)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The settings your prediction is about</source>
        <translation>你的预测所针对的设置</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your prediction and the result</source>
        <translation>你的预测与结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a side, then run the model. The race ends with the answer.</source>
        <translation>选择一方，然后运行模型。比赛结束时揭晓答案。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Predict, then run</source>
        <translation>先预测，再运行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Real chips</source>
        <translation>真实芯片</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Amdahl&apos;s law</source>
        <translation>阿姆达尔定律</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measure it on this machine</source>
        <translation>在这台机器上测量</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>For: %1 tasks × %2 cycles · %3 % serial · %4 % of warps divergent · %5 warps in flight per SM</source>
        <translation>设置：%1 个任务 × %2 个周期 · %3 % 串行 · %4 % 的 warp 分支发散 · 每个 SM 有 %5 个在途 warp</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>First choose which side you think will finish first.</source>
        <translation>请先选择你认为哪一方会先完成。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your prediction: the %1 finishes first, by %2. Watch the race…</source>
        <translation>你的预测：%1 先完成，快 %2。观看比赛…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The settings changed, so your prediction was about another race. Predict again for these settings.</source>
        <translation>设置已更改，因此你的预测针对的是另一场比赛。请针对这些设置重新预测。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New settings: predict, then run the model.</source>
        <translation>新设置：先预测，再运行模型。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>✗ Not this time.</source>
        <translation>✗ 这次没猜中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓ Right, side and margin.</source>
        <translation>✓ 正确，胜方和差距都对。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✓ Right side; the margin was %1.</source>
        <translation>✓ 胜方正确；差距为 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 finished first, %2× faster: %3 against %4 (model time). You predicted the %5 first, by %6.</source>
        <translation>%1 先完成，快 %2×：%3 对 %4（模型时间）。你预测 %5 先完成，快 %6。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Why: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The serial part decided it. Its %1 tasks must run one after another. A CPU core does one in %2; a single GPU lane needs %3, because its clock is lower and nothing hides its wait for memory. That part alone took the GPU %4.</source>
        <translation>串行部分决定了结果。它的 %1 个任务必须一个接一个地运行。CPU 核心完成一个需要 %2；单个 GPU 通道需要 %3，因为它的时钟频率较低，而且没有任何东西能掩盖它等待内存的时间。仅这一部分就花了 GPU %4。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The batch is too small for the GPU. Starting the kernel alone took %1 of its %2, and %3 warps of 32 lanes cannot keep %4 SMs busy. The CPU had finished everything in %5.</source>
        <translation>批量太小，不适合 GPU。仅启动内核就占用了它 %2 中的 %1，而 %3 个 32 通道的 warp 无法让 %4 个 SM 都忙起来。CPU 在 %5 内就全部完成了。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The GPU&apos;s lanes are slower one by one, and here there were not enough of them busy to make up for it: its parallel part took %1, the CPU&apos;s %2.</source>
        <translation>GPU 的通道单个来看更慢，而这里忙碌的通道又不够多，无法弥补：它的并行部分用了 %1，CPU 用了 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Throughput won. %1 lanes (%2 SMs × 32) work at once against %3 cores. Each lane is slower than a core, but there are far more of them, and %4 warps in flight per SM keep them busy while others wait for memory. The parallel part took the CPU %5 and the GPU %6.</source>
        <translation>吞吐量获胜。%1 个通道（%2 个 SM × 32）同时工作，对阵 %3 个核心。每个通道都比一个核心慢，但数量多得多，而且每个 SM 有 %4 个在途 warp，在其他 warp 等待内存时让通道保持忙碌。并行部分 CPU 用了 %5，GPU 用了 %6。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The serial part still cost the GPU %1 of its %2: more lanes do not make that part any faster (Amdahl&apos;s law).</source>
        <translation>串行部分仍花了 GPU %2 中的 %1：更多的通道并不能让这部分变快（阿姆达尔定律）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Divergence cost the GPU %1: %2 warps ran both sides of a branch, one after the other, with half of their lanes idle each time.</source>
        <translation>分支发散让 GPU 多花了 %1：%2 个 warp 先后执行了分支的两侧，每次都有一半通道空闲。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>With %Ln warp(s) in flight per SM, the busiest SM spent %1 of its %2 waiting for memory with nothing else to run.</source>
        <translation>
            <numerusform>每个 SM 有 %Ln 个在途 warp 时，最忙的 SM 在其 %2 中有 %1 在等待内存，没有别的工作可运行。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpulab::CpuGpuScene</name>
    <message>
        <location filename="../lessons/cpuvsgpu/cpugpuscene.cpp" line="+120"/>
        <source>ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> · %1 tasks/µs</source>
        <translation> · %1 个任务/µs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all %1 done in %2</source>
        <translation>全部 %1 个任务在 %2 内完成</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>done in %1</source>
        <translation>在 %1 内完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 done · %2 in flight · %3 waiting</source>
        <translation>%1 个已完成 · %2 个进行中 · %3 个等待中</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 done · %2 in flight</source>
        <translation>%1 个已完成 · %2 个进行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 done</source>
        <translation>%1 个已完成</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Serial part on core 1 (S): %1 of %2. The others wait.</source>
        <translation>核心 1 上的串行部分（S）：%1/%2。其他核心等待。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serial part: %1 of %2</source>
        <translation>串行部分：%1/%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 a task: the caches answer its loads.</source>
        <translation>每个任务 %1：缓存响应了它的加载请求。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 a task</source>
        <translation>每个任务 %1</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Starting the kernel (%1)…</source>
        <translation>正在启动内核（%1）…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serial part: one lane of SM 1, %1 of %2</source>
        <translation>串行部分：SM 1 的一个通道，%1/%2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>waiting for memory</source>
        <translation>等待内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>computing, done</source>
        <translation>计算完毕</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>computing</source>
        <translation>计算中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>diverged (2 paths)</source>
        <translation>分支发散（2 条路径）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diverged</source>
        <translation>分支发散</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>CPU · %1 cores · %2 GHz</source>
        <translation>CPU · %1 个核心 · %2 GHz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU · %1 cores</source>
        <translation>CPU · %1 个核心</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU · %1 SMs × %2 lanes · %3 GHz</source>
        <translation>GPU · %1 个 SM × %2 个通道 · %3 GHz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU · %1 SMs × %2 lanes</source>
        <translation>GPU · %1 个 SM × %2 个通道</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU · %1 SMs</source>
        <translation>GPU · %1 个 SM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>A tie (model)</source>
        <translation>平局（模型）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU first · %1× faster (model)</source>
        <translation>GPU 先完成 · 快 %1×（模型）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU first · %1× faster (model)</source>
        <translation>CPU 先完成 · 快 %1×（模型）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CPU done first · GPU still busy</source>
        <translation>CPU 先完成 · GPU 仍在忙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU done first · CPU still busy</source>
        <translation>GPU 先完成 · CPU 仍在忙</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who wins? Predict, then play</source>
        <translation>谁会赢？先预测，再播放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Racing… %1 of model time</source>
        <translation>比赛中… 模型时间 %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>MODEL, not measured</source>
        <translation>模型，并非测量</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>· %1 tasks × %2 cycles</source>
        <translation>· %1 个任务 × %2 个周期</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · %1 % serial</source>
        <translation> · %1 % 串行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · %1 % of warps diverge</source>
        <translation> · %1 % 的 warp 分支发散</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · slow motion: 1 s = %1</source>
        <translation> · 慢动作：1 秒 = %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 finished all tasks in %2.</source>
        <translation>%1 在 %2 内完成了所有任务。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 done, %3 in flight, %4 waiting.</source>
        <translation>%1：%2 个已完成，%3 个进行中，%4 个等待中。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A model race, not a measurement: %1 tasks of %2 cycles each, %3 % of them serial, %4 % of the warps divergent. Model time %5. %6 %7 %8.</source>
        <translation>这是模型比赛，并非测量：%1 个任务，每个 %2 个周期，其中 %3 % 为串行，%4 % 的 warp 分支发散。模型时间 %5。%6 %7 %8。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The CPU (%1 cores)</source>
        <translation>CPU（%1 个核心）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU (%1 SMs, %2 warps in flight each)</source>
        <translation>GPU（%1 个 SM，每个有 %2 个在途 warp）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Model settings</source>
        <translation>模型设置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tasks</source>
        <translation>任务数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Work per task (cycles)</source>
        <translation>每个任务的工作量（周期）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serial part (%)</source>
        <translation>串行部分（%）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Divergent warps (%)</source>
        <translation>发散的 warp（%）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warps in flight per SM</source>
        <translation>每个 SM 的在途 warp 数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory latency (GPU cycles)</source>
        <translation>内存延迟（GPU 周期）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU cores</source>
        <translation>CPU 核心数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU SMs</source>
        <translation>GPU SM 数</translation>
    </message>
</context>
<context>
    <name>gpulab::DeviceButton</name>
    <message>
        <location filename="../app/devicestatus.cpp" line="+160"/>
        <source>OpenCL device</source>
        <translation>OpenCL 设备</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>OpenCL: %1 (%2)</source>
        <translation>OpenCL：%1（%2）</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>OpenCL: %1</source>
        <translation>OpenCL：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No OpenCL device was found (%1). Every lesson still works; the parallel runs use the CPU threads instead. Install an OpenCL driver (for example pocl-opencl-icd) and restart GPU Lab.</source>
        <translation>没有找到 OpenCL 设备（%1）。所有课程仍可使用；并行运行改用 CPU 线程。请安装 OpenCL 驱动程序（例如 pocl-opencl-icd），然后重新启动 GPU Lab。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The OpenCL device GPU Lab measures with. Click to choose another.</source>
        <translation>GPU Lab 用于测量的 OpenCL 设备。点击可选择其他设备。</translation>
    </message>
</context>
<context>
    <name>gpulab::DevicePickerDialog</name>
    <message>
        <location line="+58"/>
        <source>OpenCL device</source>
        <translation>OpenCL 设备</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU Lab runs its parallel measurements on this device. The best one is listed first.</source>
        <translation>GPU Lab 在此设备上运行并行测量。最好的设备列在最前面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No OpenCL device is available: %1. The lessons work; measurements use the CPU only.</source>
        <translation>没有可用的 OpenCL 设备：%1。课程照常可用；测量只使用 CPU。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1
Compute units: %2 · clock: %3 MHz
Global memory: %4 · local memory: %5 (%6)
%7 · driver %8</source>
        <translation>%1
计算单元：%2 · 时钟频率：%3 MHz
全局内存：%4 · 局部内存：%5（%6）
%7 · 驱动程序 %8</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>on chip</source>
        <translation>片上</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>emulated in main memory</source>
        <translation>在主内存中模拟</translation>
    </message>
</context>
<context>
    <name>gpulab::DeviceService</name>
    <message>
        <location line="-274"/>
        <source>%1 (%2, %3)</source>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>--device %1: there is no OpenCL device here.</source>
        <translation>--device %1：这里没有 OpenCL 设备。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--device %1: there is no such device (0 to %2); using the best one instead.</source>
        <translation>--device %1：没有这个设备（0 到 %2）；改用最好的设备。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Looking for OpenCL devices…</source>
        <translation>正在查找 OpenCL 设备…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenCL: %1</source>
        <translation>OpenCL：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No OpenCL — CPU only</source>
        <translation>无 OpenCL — 仅 CPU</translation>
    </message>
</context>
<context>
    <name>gpulab::EngineClient</name>
    <message>
        <location filename="../lessons/framework/engineclient.cpp" line="+510"/>
        <source>The measurement engine has closed.</source>
        <translation>测量引擎已关闭。</translation>
    </message>
</context>
<context>
    <name>gpulab::EngineDevices</name>
    <message>
        <location line="-40"/>
        <source>no measurement engine</source>
        <translation>没有测量引擎</translation>
    </message>
</context>
<context>
    <name>gpulab::EngineService</name>
    <message>
        <location line="-411"/>
        <source>The measurement engine did not answer for %1 s: the OpenCL driver seems to hang (in a kernel build or while waiting for the device). GPU Lab stopped it; the next measurement starts a fresh one, and the CPU rungs still run.</source>
        <translation>测量引擎 %1 秒内没有响应：OpenCL 驱动程序似乎挂起了（在构建内核或等待设备时）。GPU Lab 已将其停止；下一次测量会启动一个新的引擎，CPU 级别仍可运行。</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>The measurement engine (gpulab-cli) is missing: it was looked for next to %1 and on PATH. Reinstall GPU Lab, or set GPULAB_CLI to its path.</source>
        <translation>缺少测量引擎（gpulab-cli）：已在 %1 旁边和 PATH 中查找。请重新安装 GPU Lab，或将 GPULAB_CLI 设置为它的路径。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>OpenCL is unavailable: the driver stopped the measurement engine while it listed the devices. %1</source>
        <translation>OpenCL 不可用：驱动程序在列出设备时停止了测量引擎。%1</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The measurement engine %1 could not be started: %2</source>
        <translation>无法启动测量引擎 %1：%2</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>The measurement engine sent a line longer than %1 MiB, which no answer needs. GPU Lab stopped it; the next measurement starts a fresh one.</source>
        <translation>测量引擎发送了超过 %1 MiB 的一行，任何应答都不需要这么长。GPU Lab 已将其停止；下一次测量会启动一个新的引擎。</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The measurement engine crashed (the OpenCL driver may have failed). GPU Lab itself is fine: try again, or choose another device.</source>
        <translation>测量引擎崩溃了（可能是 OpenCL 驱动程序出错）。GPU Lab 本身没有问题：请重试，或选择其他设备。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The measurement engine stopped unexpectedly (exit code %1).</source>
        <translation>测量引擎意外停止（退出代码 %1）。</translation>
    </message>
</context>
<context>
    <name>gpulab::ErrorPanel</name>
    <message>
        <location filename="../lessons/framework/errorpanel.cpp" line="+22"/>
        <source>The lesson “%1” cannot be shown</source>
        <translation>无法显示课程“%1”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Problems found in its files: %1. Fix them and choose File › Reload Lessons; the other lessons work as usual.</source>
        <translation>在其文件中发现问题：%1。请修复后选择“文件 › 重新加载课程”；其他课程照常可用。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Problems found</source>
        <translation>发现的问题</translation>
    </message>
</context>
<context>
    <name>gpulab::EssayInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="+331"/>
        <source>Ctrl+Enter submits</source>
        <translation>Ctrl+Enter 提交</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Write your answer (Ctrl+Enter submits)</source>
        <translation>写下你的答案（Ctrl+Enter 提交）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Write an answer first, or skip the question.</source>
        <translation>请先写下答案，或跳过此题。</translation>
    </message>
</context>
<context>
    <name>gpulab::FallbackCanvas</name>
    <message>
        <location filename="../widgets/fallbackcanvas.cpp" line="+50"/>
        <source>Drawn without OpenGL, as chosen in View › Simulation Drawing.</source>
        <translation>按“视图 › 模拟绘制方式”中的选择，不使用 OpenGL 绘制。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenGL runs in software on this display, so the simulation is drawn without it (View › Simulation Drawing).</source>
        <translation>此显示器上的 OpenGL 以软件方式运行，因此模拟不使用 OpenGL 绘制（视图 › 模拟绘制方式）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>OpenGL runs in software here (%1), so the simulation is drawn without it (View › Simulation Drawing).</source>
        <extracomment>%1 is the OpenGL renderer&apos;s name, e.g. &quot;llvmpipe (LLVM 15.0.6, 256 bits)&quot;.</extracomment>
        <translation>此处的 OpenGL 以软件方式运行（%1），因此模拟不使用 OpenGL 绘制（视图 › 模拟绘制方式）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The OpenGL canvas is unavailable here, so the simulation is shown in this simpler view.</source>
        <translation>此处无法使用 OpenGL 画布，因此模拟以这个较简单的视图显示。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Simulation picture</source>
        <translation>模拟画面</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+115"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step one sixtieth of a second</source>
        <translation>前进六十分之一秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slower</source>
        <translation>减速</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faster</source>
        <translation>加速</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reset to the start of this beat</source>
        <translation>重置到本环节的开头</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Previous beat</source>
        <translation>上一环节</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next beat</source>
        <translation>下一环节</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set-up…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Simulation parameters</source>
        <translation>模拟参数</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Controls</source>
        <translation>控件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the simulation&apos;s controls</source>
        <translation>显示模拟的控件</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Simulated time %1 s, speed %2×</source>
        <translation>模拟时间 %1 秒，速度 %2×</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>beat %1 / %2</source>
        <translation>环节 %1 / %2</translation>
    </message>
</context>
<context>
    <name>gpulab::FitCalculator</name>
    <message>
        <location filename="../lessons/willitfit/fitcalculator.cpp" line="+64"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model: a published architecture or a custom one</source>
        <translation>模型：已发布的架构或自定义架构</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> billion</source>
        <translation> × 10⁹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Parameters:</source>
        <translation>参数量(&amp;P)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Parameters, in billions</source>
        <translation>参数量，以十亿（10⁹）计</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Layers:</source>
        <translation>层数(&amp;L)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Transformer layers</source>
        <translation>Transformer 层数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hidden:</source>
        <translation>隐藏维度(&amp;H)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hidden size, the model&apos;s width</source>
        <translation>隐藏维度，即模型的宽度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>H&amp;eads:</source>
        <translation>头数(&amp;E)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Query heads per layer</source>
        <translation>每层的查询头数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;KV heads:</source>
        <translation>KV 头数(&amp;K)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key and value heads per layer; fewer than the heads is grouped-query attention</source>
        <translation>每层的键和值头数；少于查询头数即为分组查询注意力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Head si&amp;ze:</source>
        <translation>头维度(&amp;Z)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Width of one attention head</source>
        <translation>单个注意力头的宽度</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Job:</source>
        <translation>任务(&amp;J)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Training or serving (inference)</source>
        <translation>训练或推理服务</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP32 (4 bytes)</source>
        <translation>FP32（4 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 / FP16 (2 bytes)</source>
        <translation>BF16 / FP16（2 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 (1 byte)</source>
        <translation>FP8（1 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT4 / FP4 (0.5 byte)</source>
        <translation>INT4 / FP4（0.5 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Weights:</source>
        <translation>权重(&amp;W)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Format of the weights</source>
        <translation>权重的格式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGD (no state)</source>
        <translation>SGD（无状态）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SGD + momentum (4 bytes)</source>
        <translation>SGD + 动量（4 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adam (8 bytes)</source>
        <translation>Adam（8 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8-bit Adam (2 bytes)</source>
        <translation>8 位 Adam（2 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Optimizer:</source>
        <translation>优化器(&amp;O)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Optimizer, with its state per parameter</source>
        <translation>优化器，及其每个参数的状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 master &amp;copy</source>
        <translation>FP32 主副本(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed precision: keep an FP32 master copy of the weights</source>
        <translation>混合精度：保留一份 FP32 的权重主副本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation check&amp;pointing</source>
        <translation>激活检查点(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activation checkpointing: keep only each layer&apos;s input and recompute the rest</source>
        <translation>激活检查点：只保留每层的输入，其余部分重新计算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep attention &amp;scores</source>
        <translation>保留注意力分数(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the sequence by sequence attention scores (no FlashAttention)</source>
        <translation>保留序列 × 序列的注意力分数（不用 FlashAttention）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Se&amp;quence:</source>
        <translation>序列长度(&amp;Q)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tokens per sequence</source>
        <translation>每个序列的 token 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Batch:</source>
        <translation>批大小(&amp;B)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sequences at once on each GPU</source>
        <translation>每个 GPU 上同时处理的序列数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>KV cac&amp;he:</source>
        <translation>KV 缓存(&amp;H)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Format of the KV cache</source>
        <translation>KV 缓存的格式</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O&amp;verhead (assumed):</source>
        <translation>额外开销（假设）(&amp;V)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Framework overhead, an assumption: percent added for the CUDA context, workspaces and fragmentation</source>
        <translation>框架开销，这是一个假设：为 CUDA 上下文、工作区和碎片增加的百分比</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;GPU:</source>
        <translation>GPU(&amp;G)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU whose memory is the bar&apos;s frame</source>
        <translation>以其显存作为条形图框架的 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GP&amp;Us:</source>
        <translation>GPU 数(&amp;U)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Number of GPUs sharing the job</source>
        <translation>分担任务的 GPU 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data parallel</source>
        <translation>数据并行</translation>
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
        <translation>张量并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sha&amp;ring:</source>
        <translation>分担方式(&amp;R)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How the GPUs share the memory</source>
        <translation>各 GPU 如何分担显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 7&amp;B example</source>
        <translation>7B 示例(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load the worked example: 7 billion parameters, Adam, mixed precision</source>
        <translation>加载示例：70 亿参数，Adam，混合精度</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The memory, part by part, with your numbers</source>
        <translation>逐项列出的显存，代入你的数值</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Not applied: %1.</source>
        <translation>未应用：%1。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1: %2 = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>%1：%2 = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 parameters × %2 bytes</source>
        <translation>%1 个参数 × %2 字节</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>%1 × %2 bytes</source>
        <translation>%1 × %2 字节</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%1 × 4 bytes</source>
        <translation>%1 × 4 字节</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>= %1 bytes per parameter = &lt;b&gt;%2 before activations&lt;/b&gt;</source>
        <translation>= 每个参数 %1 字节 = &lt;b&gt;不含激活值为 %2&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 tokens × %2 × %3 wide</source>
        <translation>%1 个 token × %2 × %3 宽</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(34 + 5 × heads × sequence / hidden) bytes</source>
        <translation>(34 + 5 × 头数 × 序列长度 / 隐藏维度) 字节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>34 bytes</source>
        <translation>34 字节</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2 bytes × %1 × %2 layers kept, + one layer recomputed at %3 (Korthikanti et al. 2022)</source>
        <translation>2 字节 × %1 × 保留的 %2 层，+ 重新计算的一层，按 %3 计（Korthikanti 等，2022）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 × %2 per value × %3 layers (Korthikanti et al. 2022)</source>
        <translation>%1 × 每个值 %2 × %3 层（Korthikanti 等，2022）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>2 × %1 layers × %2 KV heads × %3 × %4 tokens × %5 in the batch × %6 bytes</source>
        <translation>2 × %1 层 × %2 个 KV 头 × %3 × %4 个 token × 批次中的 %5 个 × %6 字节</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Grouped-query attention: %1 query heads share %2 KV heads, so the cache is %3 × smaller than with one KV head per query head.</source>
        <translation>分组查询注意力：%1 个查询头共用 %2 个 KV 头，因此缓存比每个查询头各有一个 KV 头时小 %3 倍。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an ASSUMPTION, %1 % of the rest (CUDA context, workspaces, fragmentation: measure yours)</source>
        <translation>这只是一个假设：取其余部分的 %1 %（CUDA 上下文、工作区、碎片：请测量你自己的）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One GPU would need &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>单个 GPU 需要 &lt;b&gt;%1&lt;/b&gt;。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared by %1 GPUs: %2.</source>
        <translation>由 %1 个 GPU 分担：%2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rule of thumb “2 bytes × 4” (weights, gradients and Adam&apos;s two moments, all 16-bit) gives %1: it leaves out the FP32 master copy and keeps the moments in 16 bits, half the real figure.</source>
        <translation>经验法则“2 字节 × 4”（权重、梯度和 Adam 的两个矩，全部为 16 位）得出 %1：它漏掉了 FP32 主副本，并把矩保存为 16 位，只有实际数字的一半。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GB = 10⁹ bytes. GPU memory is the vendor&apos;s figure × 10⁹ bytes.</source>
        <translation>GB = 10⁹ 字节。GPU 显存为厂商给出的数字 × 10⁹ 字节。</translation>
    </message>
</context>
<context>
    <name>gpulab::GLCanvas</name>
    <message>
        <location filename="../widgets/glcanvas.cpp" line="+25"/>
        <source>Simulation canvas</source>
        <translation>模拟画布</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Slower</source>
        <translation>减速</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed %1×</source>
        <translation>速度 %1×</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Faster</source>
        <translation>加速</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Simulated time %1 s</source>
        <translation>模拟时间 %1 秒</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Beat %1 / %2</source>
        <translation>环节 %1 / %2</translation>
    </message>
</context>
<context>
    <name>gpulab::GenerationsModel</name>
    <message>
        <location filename="../lessons/generations/generationsmodel.cpp" line="+81"/>
        <source>Pascal: P100, before tensor cores</source>
        <translation>Pascal：P100，Tensor Core 之前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volta: the first tensor cores</source>
        <translation>Volta：第一代 Tensor Core</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ampere: TF32, BF16 and sparsity</source>
        <translation>Ampere：TF32、BF16 和稀疏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hopper: FP8 and the Transformer Engine</source>
        <translation>Hopper：FP8 和 Transformer Engine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H200: the same chip, more memory</source>
        <translation>H200：同一芯片，更多显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blackwell: FP4 and NVLink 5</source>
        <translation>Blackwell：FP4 和 NVLink 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beyond NVIDIA: MI300X and TPU v5p</source>
        <translation>NVIDIA 之外：MI300X 和 TPU v5p</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dense FP16/BF16 peak</source>
        <translation>稠密 FP16/BF16 峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per GPU</source>
        <translation>每个 GPU 的显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
</context>
<context>
    <name>gpulab::GenerationsPanel</name>
    <message>
        <location filename="../lessons/generations/generationspanel.cpp" line="+37"/>
        <source>&amp;Growth</source>
        <translation>增长(&amp;G)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Datacenter modules and TPUs from the data file, oldest first; each row&apos;s source is in its tooltip. Precisions are those with a dense tensor rate; — means the file states none. The P100 has no tensor cores.</source>
        <translation>数据文件中的数据中心模块和 TPU，按时间从早到晚排列；每行的来源见其工具提示。精度指具有稠密张量速率的精度；— 表示文件中未说明。P100 没有 Tensor Core。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;What each added</source>
        <translation>各代新增(&amp;W)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Co&amp;mpare two</source>
        <translation>两两比较(&amp;M)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>— means the vendor&apos;s specifications do not state it (not the same as &quot;no&quot;). Launch prices are the vendor&apos;s own, with their month: prices change. Warranty terms are not in the data file (they depend on the seller and the country); the GeForce driver&apos;s licence excludes datacenter deployment (section 6 of the lesson).</source>
        <translation>— 表示厂商的规格中未说明（不等于“否”）。首发价格是厂商自己公布的，附有月份：价格会变化。保修条款不在数据文件中（取决于卖家和国家）；GeForce 驱动程序的许可协议不允许在数据中心部署（见本课第 6 小节）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Consumer or &amp;datacenter</source>
        <translation>消费级还是数据中心级(&amp;D)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;hoose a GPU</source>
        <translation>选择 GPU(&amp;H)</translation>
    </message>
</context>
<context>
    <name>gpulab::GenerationsScene</name>
    <message>
        <location filename="../lessons/generations/generationsscene.cpp" line="+72"/>
        <source>%1, %2, logarithmic scale; dense figures only</source>
        <translation>%1，%2，对数刻度；仅稠密数据</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 %3</source>
        <translation>%1：%2 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: not in the data file</source>
        <translation>%1：不在数据文件中</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No tensor cores: FP16 on the CUDA cores</source>
        <translation>没有 Tensor Core：在 CUDA 核心上运行 FP16</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 the P100</source>
        <translation>P100 的 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It has:</source>
        <translation>它具有：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New in this generation:</source>
        <translation>这一代新增：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not in the data file: %1</source>
        <translation>不在数据文件中：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1. %2 in %3: %4. %5 adds: %6.</source>
        <translation>%1。%3 的 %2：%4。%5 新增了：%6。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The GPU of this beat (not in the data file)</source>
        <translation>本环节的 GPU（不在数据文件中）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing the data file names</source>
        <translation>数据文件中未列出任何新增内容</translation>
    </message>
</context>
<context>
    <name>gpulab::GrowthChart</name>
    <message>
        <location filename="../lessons/generations/growthchart.cpp" line="+82"/>
        <source>&amp;Figure:</source>
        <translation>数据项(&amp;F)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Figure shown on the growth chart</source>
        <translation>增长图中显示的数据项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Growth by launch year</source>
        <translation>按发布年份的增长</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The growth chart in words</source>
        <translation>增长图的文字描述</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Every point is a GPU&apos;s own datasheet figure, dense (never with 2:4 sparsity), on a logarithmic axis: equal steps up are equal factors.</source>
        <translation>每个点都是某个 GPU 自己的数据手册数据，均为稠密值（从不采用 2:4 稀疏），纵轴为对数刻度：向上的等距代表相等的倍数。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NVIDIA&apos;s datacenter modules: %1 %2 (%3) to %4 %2 (%5), %6 in %7 years.</source>
        <translation>NVIDIA 的数据中心模块：从 %1 %2（%3）到 %4 %2（%5），%7 年间增长 %6。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The P100 has no tensor cores: its point is FP16 on the CUDA cores. Consumer cards&apos; FP16 is with FP32 accumulation.</source>
        <translation>P100 没有 Tensor Core：它的点是 CUDA 核心上的 FP16。消费级显卡的 FP16 采用 FP32 累加。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Launch year</source>
        <translation>发布年份</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, %2 (logarithmic)</source>
        <translation>%1，%2（对数）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>NVIDIA datacenter</source>
        <translation>NVIDIA 数据中心</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AMD</source>
        <translation>AMD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Google TPU (rented)</source>
        <translation>Google TPU（租用）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Consumer cards</source>
        <translation>消费级显卡</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 (%2): %3 %4</source>
        <translation>%1（%2）：%3 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (FP16 on the CUDA cores: no tensor cores)</source>
        <translation> （CUDA 核心上的 FP16：没有 Tensor Core）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
</context>
<context>
    <name>gpulab::IdentityBar</name>
    <message>
        <location filename="../app/studentidentity.cpp" line="+116"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not Now</source>
        <translation>以后再说</translation>
    </message>
</context>
<context>
    <name>gpulab::IdentityDialog</name>
    <message>
        <location line="-37"/>
        <source>Your Name and ID</source>
        <translation>你的姓名和学号</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S&amp;kip</source>
        <translation>跳过(&amp;K)</translation>
    </message>
</context>
<context>
    <name>gpulab::IdentityForm</name>
    <message>
        <location line="-32"/>
        <source>Your name and your student ID or e-mail go into the quiz results you export, so that your instructor knows whose they are. They stay on this computer. You may leave them empty.</source>
        <translation>你的姓名和学号或电子邮件地址会写入你导出的测验结果，以便讲师知道是谁的结果。它们只保存在这台机器上。你可以留空。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your name</source>
        <translation>你的姓名</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your student ID or e-mail</source>
        <translation>你的学号或电子邮件地址</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 2024-0173 or ada@example.org</source>
        <translation>例如 2024-0173 或 ada@example.org</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>姓名(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Student &amp;ID or e-mail:</source>
        <translation>学号或电子邮件(&amp;I)：</translation>
    </message>
</context>
<context>
    <name>gpulab::InferencePanel</name>
    <message>
        <location filename="../lessons/inference/inferencepanel.cpp" line="+42"/>
        <source>&amp;Decode bound</source>
        <translation>解码上限(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Live: GEMV vs GEMM</source>
        <translation>实测：GEMV 与 GEMM(&amp;L)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Model whose weights are read (also the simulation&apos;s)</source>
        <translation>读取其权重的模型（也是模拟所用的模型）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bytes per weight</source>
        <translation>每个权重的字节数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 / BF16 (2 bytes)</source>
        <translation>FP16 / BF16（2 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 / FP8 (1 byte)</source>
        <translation>INT8 / FP8（1 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 / INT4 (half a byte)</source>
        <translation>FP4 / INT4（半个字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Weights in:</source>
        <translation>权重格式(&amp;W)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Decode bound for one sequence on each GPU of the data file, for the chosen model</source>
        <translation>对所选模型，数据文件中每个 GPU 上单个序列的解码上限</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From gpu-specs.csv; its source in the tooltip</source>
        <translation>来自 gpu-specs.csv；来源见工具提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory on the device, GB (10⁹ bytes)</source>
        <translation>设备上的显存，GB（10⁹ 字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory bandwidth, GB/s</source>
        <translation>显存带宽，GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights fit?</source>
        <translation>权重放得下？</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Whether the weights alone fit in the memory</source>
        <translation>仅权重能否放进显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens/s ≤</source>
        <translation>tokens/s ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most this many tokens per second for one sequence: bandwidth ÷ bytes of weights</source>
        <translation>单个序列每秒最多这么多 token：带宽 ÷ 权重的字节数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Batch at ridge</source>
        <translation>达到脊点的批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The batch from which a decode step&apos;s intensity (2 × batch ÷ bytes per weight) reaches the dense FP16 ridge (peak ÷ bandwidth)</source>
        <translation>解码步的强度（2 × 批大小 ÷ 每个权重的字节数）从这个批大小起达到稠密 FP16 的脊点（峰值 ÷ 带宽）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bounds, not benchmarks: every weight read once per token at the full datasheet bandwidth, before the KV cache&apos;s bytes and any kernel&apos;s shortfall. A GPU whose memory cannot hold the weights would need several GPUs or fewer bytes per weight. Bandwidth, memory and peaks from assets/data/gpu-specs.csv; parameter counts from assets/data/models.csv; sources in the tooltips.</source>
        <translation>这是上限，不是基准测试结果：假设每个 token 都以数据手册的满带宽把每个权重读取一次，尚未计入 KV 缓存的字节和任何内核的不足。显存放不下权重的 GPU 需要多个 GPU 或减少每个权重的字节数。带宽、显存和峰值来自 assets/data/gpu-specs.csv；参数量来自 assets/data/models.csv；来源见工具提示。</translation>
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
        <translation>是（%1）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no: %1</source>
        <translation>否：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2
%3: %4</source>
        <translation>%1：%2
%3：%4</translation>
    </message>
</context>
<context>
    <name>gpulab::IntensityLab</name>
    <message>
        <location filename="../lessons/inference/intensitylab.cpp" line="+42"/>
        <source>&amp;Run on this computer</source>
        <translation>在这台机器上运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Matrix size N</source>
        <translation>矩阵大小 N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Size:</source>
        <translation>大小(&amp;S)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Predict: the matrix product reaches, in GFLOP/s,</source>
        <translation>预测(&amp;P)：矩阵乘积达到的 GFLOP/s 是</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your prediction: how many times the matrix-vector product&apos;s GFLOP/s the matrix product reaches on the same matrix</source>
        <translation>你的预测：在同一个矩阵上，矩阵乘积的 GFLOP/s 是矩阵-向量乘积的多少倍</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about the same (under 2×)</source>
        <translation>大致相同（不到 2×）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 to 10 times more</source>
        <translation>多 2 到 10 倍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 to 100 times more</source>
        <translation>多 10 到 100 倍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over 100 times more</source>
        <translation>多 100 倍以上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measuring the matrix-vector and matrix products</source>
        <translation>正在测量矩阵-向量乘积和矩阵乘积</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times y = A x (one token) and C = A B (many tokens) with the same random matrix on the OpenCL device chosen in the status bar, each checked against a float64 product; measures the device&apos;s roofs first if they are missing. About a minute at N = 2,048 on a laptop&apos;s processor.</source>
        <translation>在状态栏所选的 OpenCL 设备上，用同一个随机矩阵为 y = A x（一个 token）和 C = A B（多个 token）计时，每个都与 float64 乘积核对；如果还没有设备的屋顶数据，会先测量屋顶。在笔记本电脑的处理器上，N = 2,048 时约需一分钟。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GEMV and GEMM on this device&apos;s roofline</source>
        <translation>此设备 Roofline 上的 GEMV 和 GEMM</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Upper bounds on tokens per second for one sequence on this computer</source>
        <translation>在这台机器上单个序列每秒 token 数的上限</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The measurement engine stopped: %1</source>
        <translation>测量引擎已停止：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancelled while measuring the roofs.</source>
        <translation>测量屋顶时已取消。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not measure the roofs: %1</source>
        <translation>无法测量屋顶：%1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>this device&apos;s measured copy bandwidth, %1 GB/s</source>
        <translation>此设备实测的复制带宽，%1 GB/s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the matrix-vector product&apos;s own %1 GB/s</source>
        <translation>矩阵-向量乘积自身的 %1 GB/s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No OpenCL device: this measurement runs on one. (Why: %1)</source>
        <translation>没有 OpenCL 设备：这项测量需要在 OpenCL 设备上运行。（原因：%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No OpenCL device was found, so nothing can be measured here. The sections&apos; figures and the Decode bound tab still work from the data files. (Why: %1)</source>
        <translation>没有找到 OpenCL 设备，因此这里无法测量。各小节中的数据和“解码上限”选项卡仍可根据数据文件工作。（原因：%1）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Measuring %1&apos;s roofs first: copy bandwidth and peak multiply-add rate…</source>
        <translation>先测量 %1 的屋顶：复制带宽和峰值乘加速率…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot start the measurement engine: %1</source>
        <translation>无法启动测量引擎：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timing the matrix-vector product on %1…</source>
        <translation>正在 %1 上为矩阵-向量乘积计时…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Timing the matrix-vector product y = A x on %1…</source>
        <translation>正在 %1 上为矩阵-向量乘积 y = A x 计时…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computing the float64 matrix product to check against (on the processor)…</source>
        <translation>正在（在处理器上）计算用于核对的 float64 矩阵乘积…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Timing the matrix product C = A B on %1…</source>
        <translation>正在 %1 上为矩阵乘积 C = A B 计时…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiling the kernels for %1…</source>
        <translation>正在为 %1 编译内核…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The measurement failed: %1</source>
        <translation>测量失败：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A product computed a wrong result (checked against float64): its figures are not shown as a measurement.</source>
        <translation>某个乘积的计算结果错误（已与 float64 核对）：它的数据不作为测量结果显示。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Done: both products checked against float64; medians of %1 runs at N = %2 on %3.</source>
        <translation>完成：两个乘积都已与 float64 核对；在 %3 上 N = %2 时 %1 次运行的中位数。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose a prediction, then run. The two points land on this device&apos;s roofline.</source>
        <translation>先选择一个预测，再运行。两个点会落在此设备的 Roofline 上。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>It sits a little above the copy roof: reading alone can go faster than a copy, which reads and writes.</source>
        <translation>它略高于复制屋顶：只读可以比复制更快，因为复制既要读又要写。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The matrix product reached %1 GFLOP/s, %2× the matrix-vector product&apos;s %3 GFLOP/s, on the same matrix. The matrix-vector product moved %4 GB/s at %5 FLOP/byte: memory-bound.</source>
        <translation>在同一个矩阵上，矩阵乘法达到 %1 GFLOP/s，是矩阵-向量乘法 %3 GFLOP/s 的 %2 倍。矩阵-向量乘法以 %5 FLOP/字节的强度传输了 %4 GB/s：访存受限。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The matrix product uses each weight %1 times (%2 FLOP/byte).</source>
        <translation>矩阵乘法把每个权重使用 %1 次（%2 FLOP/字节）。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;b&gt;Bounds, not benchmarks:&lt;/b&gt; at most this many tokens per second for one sequence, from %1 ÷ the bytes of weights (every weight read once per token). Real programs reach less: the KV cache adds bytes, and no kernel reaches the full bandwidth.</source>
        <translation>&lt;b&gt;这是上限，不是基准测试结果：&lt;/b&gt;单个序列每秒最多这么多 token，即%1 ÷ 权重的字节数（每个 token 把每个权重读取一次）。真实程序达不到：KV 缓存会增加字节，而且没有内核能达到满带宽。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Bounds on tokens per second&lt;/b&gt; appear here once this device&apos;s bandwidth has been measured (Run, or the Memory hierarchy lesson&apos;s roofline).</source>
        <translation>测量了此设备的带宽之后（点击“运行”，或使用“存储层次结构”课程中的 Roofline），这里会显示&lt;b&gt;每秒 token 数的上限&lt;/b&gt;。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FP16 weights</source>
        <translation>FP16 权重</translation>
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
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1, measured: %2 GB/s, %3 GFLOP/s</source>
        <translation>%1，实测：%2 GB/s，%3 GFLOP/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this device&apos;s roofs</source>
        <translation>此设备的屋顶</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>GEMV y = A x: %1 FLOP/byte, %2 GFLOP/s</source>
        <translation>GEMV y = A x：%1 FLOP/byte，%2 GFLOP/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GEMV (decode)</source>
        <translation>GEMV（解码）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GEMM C = A B: %1 FLOP/byte, %2 GFLOP/s</source>
        <translation>GEMM C = A B：%1 FLOP/byte，%2 GFLOP/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GEMM (prefill, training)</source>
        <translation>GEMM（预填充、训练）</translation>
    </message>
</context>
<context>
    <name>gpulab::InterconnectPanel</name>
    <message>
        <location filename="../lessons/interconnects/interconnectpanel.cpp" line="+53"/>
        <source>From assets/data/interconnects.csv (each row&apos;s source in its tooltip). GB/s = 10⁹ bytes per second, Gb/s = 10⁹ bits: InfiniBand ports are sold in Gb/s, so divide by 8. “One direction” is what a ring uses; vendors&apos; headlines add both directions.</source>
        <translation>来自 assets/data/interconnects.csv（每行的来源见其工具提示）。GB/s = 每秒 10⁹ 字节，Gb/s = 每秒 10⁹ 位：InfiniBand 端口以 Gb/s 标称，因此要除以 8。“单向”是环形算法使用的带宽；厂商宣传的数字是双向相加。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Links</source>
        <translation>链路(&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Calculator</source>
        <translation>计算器(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P&amp;arallelism</source>
        <translation>并行方式(&amp;A)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Live: &amp;host ↔ device</source>
        <translation>实测：主机 ↔ 设备(&amp;H)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Live: split across &amp;devices</source>
        <translation>实测：跨设备拆分(&amp;D)</translation>
    </message>
</context>
<context>
    <name>gpulab::KeyTable</name>
    <message>
        <location filename="../widgets/keytable.h" line="+50"/>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
</context>
<context>
    <name>gpulab::LabSession</name>
    <message>
        <location filename="../lessons/framework/labsession.cpp" line="+84"/>
        <source>a result has no &quot;variant&quot;</source>
        <translation>某个结果没有“variant”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a result&apos;s &quot;n&quot; must be a whole number from 1 to %1</source>
        <translation>某个结果的“n”必须是 1 到 %1 之间的整数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a result&apos;s &quot;status&quot; is not one of ok, FAILED, error, skipped</source>
        <translation>某个结果的“status”不是 ok、FAILED、error、skipped 之一</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a result&apos;s &quot;%1&quot; must be a number from 0 to %2</source>
        <translation>某个结果的“%1”必须是 0 到 %2 之间的数</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a result&apos;s &quot;speedup_vs_serial&quot; must be -1 (not measured) or a number from 0 to %1</source>
        <translation>某个结果的“speedup_vs_serial”必须是 -1（未测量）或 0 到 %1 之间的数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a result&apos;s &quot;rel_error&quot; must be -1 (not verified) or a number from 0</source>
        <translation>某个结果的“rel_error”必须是 -1（未验证）或不小于 0 的数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a result&apos;s &quot;repeats&quot; must be a whole number from 0 to %1</source>
        <translation>某个结果的“repeats”必须是 0 到 %1 之间的整数</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>GPU Lab %1</source>
        <translation>GPU Lab %1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not a GPU Lab session file</source>
        <translation>不是 GPU Lab 会话文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>session version %1 is not supported (this GPU Lab reads %2 to %3)</source>
        <translation>不支持会话版本 %1（此版本 GPU Lab 可读取版本 %2 到 %3）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;provenance&quot; must be an object (where the session was measured)</source>
        <translation>“provenance”必须是一个对象（记录会话是在哪里测量的）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;%1&quot; must be a list of results</source>
        <translation>“%1”必须是结果列表</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&quot;bandwidth_gbs&quot; must be a number from 0 to %1 GB/s</source>
        <translation>“bandwidth_gbs”必须是 0 到 %1 GB/s 之间的数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;peak_gflops&quot; must be a number from 0 to %1 GFLOP/s</source>
        <translation>“peak_gflops”必须是 0 到 %1 GFLOP/s 之间的数</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a saved session</source>
        <translation>已保存的会话</translation>
    </message>
</context>
<context>
    <name>gpulab::LadderChart</name>
    <message>
        <location filename="../lessons/livelab/benchcharts.cpp" line="+124"/>
        <source>Matrix si&amp;ze N:</source>
        <translation>矩阵大小 N(&amp;Z)：</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Measure the &amp;ladder</source>
        <translation>测量阶梯(&amp;L)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every rung of the ladder at one size, on this machine.</source>
        <translation>在这台机器上以同一大小测量阶梯的每一级。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The speedup ladder</source>
        <translation>加速比阶梯</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The hardware idea of each rung</source>
        <translation>每一级背后的硬件思想</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not measure: %1</source>
        <translation>无法测量：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done: N = %1 on %2. Hover a bar for its numbers.</source>
        <translation>完成：N = %1，在 %2 上。将鼠标悬停在柱形上可查看其数值。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Measuring… (serial-naive is left out above N = %1: it would take minutes.)</source>
        <translation>正在测量…（N 大于 %1 时不测 serial-naive：它会耗时数分钟。）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measuring…</source>
        <translation>正在测量…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 GFLOP/s, %2 than %3 (%4 GFLOP/s) at N = %5.</source>
        <translation>%1 GFLOP/s，在 N = %5 时比 %3（%4 GFLOP/s）%2。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The whole product took %1 ms: starting threads, launching kernels and packing blocks cost as much as the arithmetic at this size.</source>
        <translation>整个乘积用了 %1 ms：在这个大小下，启动线程、启动内核和打包分块的开销与运算本身相当。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This machine runs one hardware thread, so there is nothing to split the rows over; the threads only add their start-up.</source>
        <translation>这台机器只运行一个硬件线程，因此没有可以分配行的对象；线程只会增加启动开销。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The whole product took %1 ms on %2 compute units: launching the kernels and too few work-groups to fill the device set the time, not the arithmetic; the larger N is, the more this rung&apos;s design shows.</source>
        <translation>整个乘积在 %2 个计算单元上用了 %1 ms：决定时间的是内核启动以及工作组太少、无法填满设备，而不是运算本身；N 越大，这一级的设计优势就越明显。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing in the figures explains it: another program may have used the machine, or its clock changed. Measure again when it is idle.</source>
        <translation>这些数字无法解释这一点：可能有其他程序在使用这台机器，或者它的时钟频率变了。请在机器空闲时重新测量。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>GFLOP/s (median)</source>
        <translation>GFLOP/s（中位数）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2 GFLOP/s): %3</source>
        <extracomment>A rung of the kernel ladder in bold, its rate, then its idea in a sentence.</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2 GFLOP/s）：%3</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Earlier: %1</source>
        <translation>之前：%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Rung of the ladder</source>
        <translation>阶梯的级别</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>GFLOP/s (billions of floating-point operations per second)</source>
        <translation>GFLOP/s（每秒十亿次浮点运算）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1
%2 GFLOP/s, median %3 s over %4 runs%5
%6</source>
        <translation>%1
%2 GFLOP/s，%4 次运行的中位数为 %3 秒%5
%6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, ×%1 serial</source>
        <translation>，串行的 %1 倍</translation>
    </message>
</context>
<context>
    <name>gpulab::LatencyLab</name>
    <message>
        <location filename="../lessons/memory/memorylive.cpp" line="-415"/>
        <source>Your prediction: how many times longer a load from DRAM takes than one from L1</source>
        <translation>你的预测：从 DRAM 加载比从 L1 加载慢多少倍</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about %1×</source>
        <translation>约 %1×</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>&amp;Predict first: a load from DRAM takes, compared with L1,</source>
        <translation>先预测(&amp;P)：与 L1 相比，从 DRAM 加载需要</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>&amp;Run on this computer</source>
        <translation>在这台机器上运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Follows a chain of pointers through a random cycle of 64-byte lines, from 4 KiB to 256 MiB, on this computer&apos;s CPU: each load waits for the one before, so the time per load is the latency of the level that holds the set. About 5 s.</source>
        <translation>在这台机器的 CPU 上，沿着一条由 64 字节缓存行构成的随机环形指针链追逐，工作集从 4 KiB 到 256 MiB：每次加载都要等待前一次，因此每次加载的时间就是容纳该数据集的那一级存储的延迟。约需 5 秒。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Latency against working-set size</source>
        <translation>延迟与工作集大小的关系</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a prediction, then run.</source>
        <translation>选择一个预测，然后运行。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The measurement engine stopped: %1</source>
        <translation>测量引擎已停止：%1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot start the measurement engine: %1</source>
        <translation>无法启动测量引擎：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measuring, largest working set first…</source>
        <translation>正在测量，从最大的工作集开始…</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+93"/>
        <source>%1: %2 ns per load</source>
        <translation>%1：每次加载 %2 ns</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>The measurement failed: %1</source>
        <translation>测量失败：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled. Sizes measured before the cancel stay on the chart: %1.</source>
        <translation>已取消。取消前测得的大小保留在图表上：%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Done: %1 working-set sizes, each the median of 5 chases.</source>
        <translation>完成：%1 种工作集大小，每种取 5 次追逐的中位数。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopped before the end: run it again to see the answer.</source>
        <translation>在结束前已停止：再运行一次即可看到答案。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;%1&lt;/b&gt; Here a load from the largest set (DRAM) took %2× as long as one from the smallest (L1): the nearest choice is about %3×. Each step of the curve is the set outgrowing one cache; a GPU&apos;s steps are the same idea, in hundreds of cycles.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;这里，从最大的数据集（DRAM）加载所用的时间是从最小的数据集（L1）加载的 %2 倍：最接近的选项是约 %3×。曲线的每一级台阶都是数据集超出了某一级缓存；GPU 的台阶也是同样的道理，只是以数百个周期计。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Time per dependent load against working-set size (this CPU)</source>
        <translation>每次相关加载的时间与工作集大小的关系（此 CPU）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Working set (KiB, log scale)</source>
        <translation>工作集（KiB，对数刻度）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency per load (ns, log scale)</source>
        <translation>每次加载的延迟（ns，对数刻度）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>L%1 cache of this CPU: %2</source>
        <translation>此 CPU 的 L%1 缓存：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>measured latency</source>
        <translation>实测延迟</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 %2 ns</source>
        <translation>%1 %2 ns</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No measurement yet.</source>
        <translation>尚无测量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency per load: %1.</source>
        <translation>每次加载的延迟：%1。</translation>
    </message>
</context>
<context>
    <name>gpulab::LessonPanel</name>
    <message>
        <location filename="../lessons/framework/lessonpanel.cpp" line="+159"/>
        <source>Lesson title</source>
        <translation>课程标题</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Section</source>
        <translation>小节</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Instructor notes</source>
        <translation>讲师备注</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Section %1 of %2: %3</source>
        <translation>第 %1 小节，共 %2 小节：%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>**This section cannot be shown.** %1</source>
        <translation>**此小节无法显示。**%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This section is not translated yet: it is shown in English.</source>
        <translation>此小节尚未翻译，以英文显示。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this lesson you will</source>
        <translation>在本课中，你将</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(No notes for this section.)</source>
        <translation>（此小节没有备注。）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: tools and measurements</source>
        <translation>%1：工具与测量</translation>
    </message>
</context>
<context>
    <name>gpulab::LinkCalculator</name>
    <message>
        <location filename="../lessons/interconnects/linkcalculator.cpp" line="+67"/>
        <source> billion</source>
        <translation> × 10⁹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model size: parameters, in billions</source>
        <translation>模型大小：参数量，以十亿（10⁹）计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Parameters P:</source>
        <translation>参数量 P(&amp;P)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FP32: 4 bytes</source>
        <translation>FP32：4 字节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 / FP16: 2 bytes</source>
        <translation>BF16 / FP16：2 字节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8: 1 byte</source>
        <translation>FP8：1 字节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per gradient</source>
        <translation>每个梯度的字节数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Gradient b:</source>
        <translation>梯度 b(&amp;G)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Number of GPUs in the ring</source>
        <translation>环中的 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GP&amp;Us N:</source>
        <translation>GPU 数 N(&amp;U)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU whose peak sets the compute time</source>
        <translation>以其峰值决定计算时间的 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (BF16 dense %2)</source>
        <translation>%1（BF16 稠密 %2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU &amp;peak:</source>
        <translation>GPU 峰值(&amp;P)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utilisation: share of the peak achieved, in percent</source>
        <translation>利用率：达到的峰值比例，以百分比计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>U&amp;tilisation:</source>
        <translation>利用率(&amp;T)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tokens per training step, whole batch</source>
        <translation>每个训练步的 token 数，整个批次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To&amp;kens per step T:</source>
        <translation>每步 token 数 T(&amp;K)：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The formulas with your numbers</source>
        <translation>代入你的数值的公式</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All-reduce time per step on each interconnect, against the compute time</source>
        <translation>每个互连上每步的 all-reduce 时间，与计算时间对比</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Interconnect
(B per direction)</source>
        <translation>互连
（单向 B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-reduce
per step</source>
        <translation>每步
all-reduce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Communication
÷ compute</source>
        <translation>通信
÷ 计算</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>&lt;p&gt;&lt;b&gt;Gradients&lt;/b&gt; S = P × b = %1 × %2 bytes = &lt;b&gt;%3&lt;/b&gt;.&lt;br&gt;&lt;b&gt;Compute per step&lt;/b&gt; = 6 × P × T ÷ (N × peak × utilisation) = 6 × %1 × %4 ÷ (%5 × %6 × %7 %) = &lt;b&gt;%8&lt;/b&gt; (about 6 FLOPs per parameter per token: 2 forward, 4 backward).&lt;br&gt;&lt;b&gt;Ring all-reduce&lt;/b&gt; = 2(N − 1) × (α + S ÷ (N × B)), B per direction, α typical per-step latency (approx.).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;梯度&lt;/b&gt; S = P × b = %1 × %2 字节 = &lt;b&gt;%3&lt;/b&gt;。&lt;br&gt;&lt;b&gt;每步计算&lt;/b&gt; = 6 × P × T ÷ (N × 峰值 × 利用率) = 6 × %1 × %4 ÷ (%5 × %6 × %7 %) = &lt;b&gt;%8&lt;/b&gt;（每个参数每个 token 约 6 FLOP：前向 2，反向 4）。&lt;br&gt;&lt;b&gt;环形 all-reduce&lt;/b&gt; = 2(N − 1) × (α + S ÷ (N × B))，B 为单向带宽，α 为每步的典型延迟（近似值）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (NVSwitch, all to all)</source>
        <translation>%1（NVSwitch，全互连）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This machine, host ↔ device as measured, %1</source>
        <translation>本机，实测的主机 ↔ 设备，%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>▲ communication dominates</source>
        <translation>▲ 通信占主导</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>▼ compute dominates</source>
        <translation>▼ 计算占主导</translation>
    </message>
</context>
<context>
    <name>gpulab::LinkLab</name>
    <message>
        <location filename="../lessons/interconnects/linklabs.cpp" line="+65"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Looking for OpenCL devices…</source>
        <translation>正在查找 OpenCL 设备…</translation>
    </message>
</context>
<context>
    <name>gpulab::LinkRunner</name>
    <message>
        <location filename="../lessons/interconnects/linkrunner.cpp" line="+61"/>
        <source>A measurement is already running.</source>
        <translation>已有一项测量正在运行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still looking for OpenCL devices; try again in a moment.</source>
        <translation>仍在查找 OpenCL 设备；请稍后再试。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No OpenCL device on this computer, so there is no host ↔ device transfer to measure (%1).</source>
        <translation>这台机器上没有 OpenCL 设备，因此没有可测量的主机 ↔ 设备传输（%1）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose sizes with min ≤ max and at least one repeat.</source>
        <translation>请选择最小值 ≤ 最大值的大小，并至少重复一次。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No OpenCL device on this computer: the split product needs at least one (%1).</source>
        <translation>这台机器上没有 OpenCL 设备：拆分乘积至少需要一个（%1）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The matrix size must be from 16 to 8192.</source>
        <translation>矩阵大小必须在 16 到 8192 之间。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Copying buffers to and from the device…</source>
        <translation>正在向设备复制缓冲区并复制回来…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computing the float64 reference the result is checked against…</source>
        <translation>正在计算用于核对结果的 float64 参考结果…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiling the kernel for each device…</source>
        <translation>正在为每个设备编译内核…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warm-up run…</source>
        <translation>预热运行…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Timed run %1…</source>
        <translation>计时运行 %1…</translation>
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
        <translation>数据文件中的互连：单向和双向带宽，附来源</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Link or system</source>
        <translation>链路或系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Example</source>
        <translation>示例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Links per GPU</source>
        <translation>每个 GPU 的链路数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per link, one way</source>
        <translation>每条链路，单向</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per link, one direction</source>
        <translation>每条链路，单向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per GPU or port, one way</source>
        <translation>每个 GPU 或端口，单向</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per GPU or network port, one direction</source>
        <translation>每个 GPU 或网络端口，单向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both ways</source>
        <translation>双向合计</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both directions added: the figure vendors often quote</source>
        <translation>双向相加：厂商常引用的数字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency per step</source>
        <translation>每步延迟</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Latency per step (typical, approx.)</source>
        <translation>每步延迟（典型值，近似）</translation>
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
        <translation>%1 — %2 个 GPU，%3 个交换芯片，共 %4（双向）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Source: %1
%2%3</source>
        <translation>来源：%1
%2%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
Latency: %1</source>
        <translation>
延迟：%1</translation>
    </message>
</context>
<context>
    <name>gpulab::ListMessage</name>
    <message>
        <location filename="../widgets/listmessage.cpp" line="+48"/>
        <source>%1: details</source>
        <translation>%1：详细信息</translation>
    </message>
</context>
<context>
    <name>gpulab::LiveLabPanel</name>
    <message>
        <location filename="../lessons/livelab/livelabpanel.cpp" line="+43"/>
        <source>Sa&amp;ve Session…</source>
        <translation>保存会话(&amp;V)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sa&amp;ve…</source>
        <translation>保存(&amp;V)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;ompare with a Saved Session…</source>
        <translation>与已保存的会话比较(&amp;O)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C&amp;ompare…</source>
        <translation>比较(&amp;O)…</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+5"/>
        <source>Save Live Lab Session</source>
        <translation>保存实时实验室会话</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+7"/>
        <source>GPU Lab sessions (*.json)</source>
        <translation>GPU Lab 会话 (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>Compare with a Session</source>
        <translation>与会话比较</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The session could not be read.
%1</source>
        <translation>无法读取该会话。
%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The race</source>
        <translation>比赛</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Speedup ladder</source>
        <translation>加速比阶梯</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scaling with N</source>
        <translation>随 N 扩展</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> Its roofs: %1 GB/s, %2 GFLOP/s.</source>
        <translation> 其屋顶：%1 GB/s，%2 GFLOP/s。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Measured with %1.</source>
        <translation> 使用 %1 测量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comparing with %1: %2 ladder and %3 scaling results.%4</source>
        <translation>正在与 %1 比较：%2 个阶梯结果和 %3 个扩展结果。%4</translation>
    </message>
</context>
<context>
    <name>gpulab::LocalRace</name>
    <message>
        <location filename="../lessons/cpuvsgpu/localrace.cpp" line="+26"/>
        <source>Looking for OpenCL devices when this page is first shown.</source>
        <translation>首次显示此页面时查找 OpenCL 设备。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+21"/>
        <location line="+114"/>
        <source>OpenCL device</source>
        <translation>OpenCL 设备</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Which race</source>
        <translation>哪场比赛</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every CPU core vs the OpenCL device</source>
        <translation>所有 CPU 核心对阵 OpenCL 设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One CPU core vs the OpenCL device</source>
        <translation>单个 CPU 核心对阵 OpenCL 设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One CPU core vs every CPU core</source>
        <translation>单个 CPU 核心对阵所有 CPU 核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;ace:</source>
        <translation>比赛(&amp;A)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matrix size N</source>
        <translation>矩阵大小 N</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Matrix si&amp;ze N:</source>
        <translation>矩阵大小 N(&amp;Z)：</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Run the &amp;measurement</source>
        <translation>运行测量(&amp;M)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Sto&amp;p</source>
        <translation>停止(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the measurement</source>
        <translation>停止测量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What is happening</source>
        <translation>正在发生什么</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Measured result</source>
        <translation>测量结果</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Looking for OpenCL devices…</source>
        <translation>正在查找 OpenCL 设备…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a GPU</source>
        <translation>一个 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your CPU itself, driven the GPU way through OpenCL</source>
        <translation>你的 CPU 本身，通过 OpenCL 以 GPU 的方式驱动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an accelerator</source>
        <translation>一个加速器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenCL device: %1 (%2, %3 compute units). Not a model: these are measured times, each answer checked against float64.</source>
        <translation>OpenCL 设备：%1（%2，%3 个计算单元）。这不是模型：这些是实测时间，每个答案都与 float64 结果核对过。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CPU only: no OpenCL device was found here, so the GPU side cannot run; the race of one core against every core still can. (Why: %1)</source>
        <translation>仅 CPU：这里没有找到 OpenCL 设备，因此 GPU 一方无法运行；单核对阵所有核心的比赛仍可进行。（原因：%1）</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+4"/>
        <source>CPU: every core</source>
        <translation>CPU：所有核心</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>CPU: one core</source>
        <translation>CPU：单个核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>rows shared among the cores</source>
        <translation>各行在核心之间分配</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>one multiply-add after another</source>
        <translation>一个乘加接一个乘加</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>OpenCL: %1</source>
        <translation>OpenCL：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thousands of work-items in lockstep groups</source>
        <translation>成千上万个工作项以同步步调的分组运行</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>There is no OpenCL device here: choose the CPU race.</source>
        <translation>这里没有 OpenCL 设备：请选择 CPU 比赛。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Measured here: %1 was %2× faster.</source>
        <translation>本机实测：%1 快 %2×。</translation>
    </message>
</context>
<context>
    <name>gpulab::LossScalingModel</name>
    <message>
        <location filename="../lessons/precision/lossscalingmodel.cpp" line="+108"/>
        <source>FP16 with a fixed scale of 2^16</source>
        <translation>FP16，固定缩放因子 2^16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 with a fixed scale that is too large (2^34)</source>
        <translation>FP16，固定缩放因子过大（2^34）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 with dynamic loss scaling</source>
        <translation>FP16，动态损失缩放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 without loss scaling</source>
        <translation>BF16，不做损失缩放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 E5M2 with dynamic loss scaling</source>
        <translation>FP8 E5M2，动态损失缩放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 E4M3 with dynamic loss scaling</source>
        <translation>FP8 E4M3，动态损失缩放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 without loss scaling</source>
        <translation>FP16，不做损失缩放</translation>
    </message>
</context>
<context>
    <name>gpulab::LossScalingPage</name>
    <message>
        <location filename="../lessons/precision/lossscalingpage.cpp" line="+32"/>
        <source>This copy of the lesson has no loss-scaling simulation.</source>
        <translation>本课程的这个副本中没有损失缩放模拟。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sce&amp;nario:</source>
        <translation>场景(&amp;N)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Format of the gradients</source>
        <translation>梯度的格式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>F&amp;ormat:</source>
        <translation>格式(&amp;O)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loss scaling</source>
        <translation>损失缩放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fixed</source>
        <translation>固定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dynamic</source>
        <translation>动态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loss s&amp;caling:</source>
        <translation>损失缩放(&amp;C)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scale, as a power of two (the start for dynamic scaling)</source>
        <translation>缩放因子，以 2 的幂表示（动态缩放时为初始值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scal&amp;e:</source>
        <translation>缩放因子(&amp;E)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clean steps before the dynamic scale doubles</source>
        <translation>动态缩放因子翻倍之前需要的无溢出步数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clean steps &amp;before ×%1:</source>
        <translation>×%1 之前的无溢出步数(&amp;B)：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Predict first.&lt;/b&gt; The simulation stores gradients in FP16 with no loss scaling. What share of them survives, that is, is not rounded to zero?</source>
        <translation>&lt;b&gt;先预测。&lt;/b&gt;模拟以 FP16 存储梯度，不做损失缩放。有多大比例的梯度能保留下来，即不被舍入为零？</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Run FP16 without scaling</source>
        <translation>运行不做缩放的 FP16(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a share, then run. The verdict comes after %1 training steps.</source>
        <translation>选择一个比例，然后运行。%1 个训练步之后揭晓结论。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your prediction and the result</source>
        <translation>你的预测与结果</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>more than 90 %</source>
        <translation>超过 90 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>between 50 % and 90 %</source>
        <translation>50 % 到 90 % 之间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>between 10 % and 50 %</source>
        <translation>10 % 到 50 % 之间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>less than 10 %</source>
        <translation>不到 10 %</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>First choose the share you expect to survive.</source>
        <translation>请先选择你预期能保留下来的比例。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your prediction: %1 survive. Watch the first %2 training steps…</source>
        <translation>你的预测：保留 %1。观看前 %2 个训练步…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The set-up changed, so the prediction was about another run. Choose a share and run again.</source>
        <translation>设置已更改，因此预测针对的是另一次运行。请选择一个比例并重新运行。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>✓ Right.</source>
        <translation>✓ 正确。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✗ Not this time.</source>
        <translation>✗ 这次没猜中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After %1 steps (%2 gradients), %3 survived: %4. You said %5.</source>
        <translation>%1 步之后（%2 个梯度），保留下来的有 %3：%4。你选的是 %5。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Why: FP16&apos;s smallest subnormal is %1 ≈ %2; anything below half of it rounds to 0. These gradients have a median of %3, so a large part of them falls below that line. And %4 of the survivors are subnormal, with fewer than %5 significant bits. Multiplying the loss by %6 lifts almost the whole spread into FP16&apos;s normal range (in the same run %7 of the gradients would stay subnormal and %8 would be lost), and dividing the gradients by it again in FP32 is exact: that is loss scaling. Step to the next scenario to see it.</source>
        <translation>原因：FP16 的最小次正规数是 %1 ≈ %2；小于它一半的任何数都会舍入为 0。这些梯度的中位数是 %3，因此其中很大一部分低于这条线。而且保留下来的梯度中有 %4 是次正规数，有效位少于 %5 位。把损失乘以 %6，几乎能把整个分布抬升到 FP16 的正规数范围内（在同一次运行中，只有 %7 的梯度仍是次正规数，%8 会丢失），再在 FP32 中把梯度除以它是精确的：这就是损失缩放。进入下一个场景即可看到。</translation>
    </message>
</context>
<context>
    <name>gpulab::LossScalingScene</name>
    <message>
        <location filename="../lessons/precision/lossscalingscene.cpp" line="+64"/>
        <source>kept</source>
        <translation>保留</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>subnormal (fewer bits)</source>
        <translation>次正规数（位数更少）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost (rounded to 0)</source>
        <translation>丢失（舍入为 0）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overflow (inf, NaN)</source>
        <translation>上溢（inf、NaN）</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>rounds to 0</source>
        <translation>舍入为 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>subnormal</source>
        <translation>次正规数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>normal: full precision</source>
        <translation>正规数：完整精度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>overflow</source>
        <translation>上溢</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>This step: %1 · kept %2 (%3 subnormal) · lost %4 · overflowed %5</source>
        <translation>本步：%1 · 保留 %2（%3 为次正规数）· 丢失 %4 · 上溢 %5</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Whole run: %1 · kept %2 · lost %3 · overflowed %4</source>
        <translation>整次运行：%1 · 保留 %2 · 丢失 %3 · 上溢 %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Steps with an overflow: %1, each skipped, the scale halved</source>
        <translation>发生上溢的步数：%1，每次都跳过该步，缩放因子减半</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Steps with an overflow: %1 (their update is inf or NaN)</source>
        <translation>发生上溢的步数：%1（其更新为 inf 或 NaN）</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Loss scale over the run (log₂), ▼ = a step that overflowed</source>
        <translation>整次运行中的损失缩放因子（log₂），▼ = 发生上溢的一步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss scale (log₂), ▼ = overflow</source>
        <translation>损失缩放因子（log₂），▼ = 上溢</translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+30"/>
        <source>no loss scaling</source>
        <translation>不做损失缩放</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>a fixed loss scale of %1</source>
        <translation>固定损失缩放因子 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dynamic loss scaling (×2 after each clean step, ÷2 on overflow)</source>
        <translation>动态损失缩放（每个无溢出步后 ×2，上溢时 ÷2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dynamic loss scaling (×2 after %1 clean steps, ÷2 on overflow)</source>
        <translation>动态损失缩放（每 %1 个无溢出步后 ×2，上溢时 ÷2）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a fixed loss scale</source>
        <translation>固定损失缩放因子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dynamic loss scaling</source>
        <translation>动态损失缩放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale now %1</source>
        <translation>当前缩放因子 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · ×2 after each clean step, ÷2 on overflow</source>
        <translation> · 每个无溢出步后 ×2，上溢时 ÷2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · ×2 after %1 clean steps, ÷2 on overflow</source>
        <translation> · 每 %1 个无溢出步后 ×2，上溢时 ÷2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training step %1 of %2 · a MODEL: invented gradients, not a measurement</source>
        <translation>训练步 %1/%2 · 这是模型：虚构的梯度，并非测量</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>A model, not a measurement: %1 invented gradient values per training step, stored in %2 with %3; the scale is now %4. After %5 of %6 steps: %7 of %8 gradients kept (%9 of them subnormal), %10 lost to underflow, %11 overflowed; %12 steps had an overflow.</source>
        <translation>这是模型，并非测量：每个训练步 %1 个虚构的梯度值，以 %2 存储，采用%3；当前缩放因子为 %4。%6 步中的 %5 步之后：%8 个梯度中保留了 %7 个（其中 %9 个是次正规数），%10 个因下溢丢失，%11 个上溢；有 %12 步发生了上溢。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Format and loss scaling</source>
        <translation>格式与损失缩放</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fixed</source>
        <translation>固定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dynamic</source>
        <translation>动态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss scaling</source>
        <translation>损失缩放</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start at 2^k</source>
        <translation>从 2^k 开始</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scale 2^k</source>
        <translation>缩放因子 2^k</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clean steps before ×2</source>
        <translation>×2 之前的无溢出步数</translation>
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
        <translation>没有课程“%1”，改为显示第一课。</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import Lessons Folder…</source>
        <translation>导入课程文件夹(&amp;I)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export Progress as CSV…</source>
        <translation>将进度导出为 CSV(&amp;E)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Quiz &amp;Grades as CSV (for Moodle)…</source>
        <translation>将测验成绩导出为 CSV（用于 Moodle）(&amp;G)…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open &amp;Class Results…</source>
        <translation>打开全班成绩(&amp;C)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your &amp;Name and ID…</source>
        <translation>你的姓名和学号(&amp;N)…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>C&amp;lass Plan</source>
        <translation>课堂计划(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Class Plan…</source>
        <translation>打开课堂计划(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Add This View to the Plan</source>
        <translation>将此视图添加到计划(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit Class Plan…</source>
        <translation>编辑课堂计划(&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Class Plan…</source>
        <translation>保存课堂计划(&amp;S)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Close Class Plan</source>
        <translation>关闭课堂计划(&amp;C)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Reload Lessons</source>
        <translation>重新加载课程(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset Zoom</source>
        <translation>重置缩放(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High Contrast (Projector)</source>
        <translation>高对比度（投影仪）(&amp;H)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Simulation &amp;Drawing</source>
        <translation>模拟绘制方式(&amp;D)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Automatic (OpenGL on a GPU, Plain on a Software Renderer)</source>
        <translation>自动（GPU 上用 OpenGL，软件渲染器上用普通画布）(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;OpenGL with Overlay Controls</source>
        <translation>OpenGL，控件叠加显示(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Plain, without OpenGL</source>
        <translation>普通画布，不使用 OpenGL(&amp;P)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;System Default (%1)</source>
        <translation>系统默认（%1）(&amp;S)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Full Screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Present</source>
        <translation>演示(&amp;P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lesson &amp;List</source>
        <translation>课程列表(&amp;L)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Lesson</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Section</source>
        <translation>下一小节(&amp;N)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Previous Section</source>
        <translation>上一小节(&amp;P)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>P&amp;lay / Pause Simulation</source>
        <translation>播放/暂停模拟(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Step Simulation</source>
        <translation>单步运行模拟(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;lower</source>
        <translation>减速(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Faster</source>
        <translation>加速(&amp;F)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Restart Simulation</source>
        <translation>重新开始模拟(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Simulation &amp;Parameters…</source>
        <translation>模拟参数(&amp;P)…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save Simulation Set-up…</source>
        <translation>保存模拟设置…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load Simulation Set-up…</source>
        <translation>加载模拟设置…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Instructor &amp;Notes</source>
        <translation>讲师备注(&amp;N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>User &amp;Manual</source>
        <translation>用户手册(&amp;M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Teacher Tips…</source>
        <translation>教师提示(&amp;T)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About GPU Lab</source>
        <translation>关于 GPU Lab(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Import a Quiz (Moodle GIFT or Moodle XML)</source>
        <translation>导入测验（Moodle GIFT 或 Moodle XML）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Question banks (*.gift *.txt *.xml);;GIFT question banks (*.gift *.txt);;Moodle XML question banks (*.xml);;All files (*)</source>
        <translation>题库 (*.gift *.txt *.xml);;GIFT 题库 (*.gift *.txt);;Moodle XML 题库 (*.xml);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Moodle: Question bank › Import › Moodle XML format</source>
        <translation>Moodle：题库 › 导入 › Moodle XML 格式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moodle: Question bank › Import › GIFT format</source>
        <translation>Moodle：题库 › 导入 › GIFT 格式</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%Ln question(s) exported to %1 (%2)</source>
        <translation>
            <numerusform>已将 %Ln 道题导出到 %1（%2）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Export Quiz as Moodle XML</source>
        <translation>将测验导出为 Moodle XML</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export Quiz as GIFT</source>
        <translation>将测验导出为 GIFT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moodle XML question banks (*.xml)</source>
        <translation>Moodle XML 题库 (*.xml)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export Quiz</source>
        <translation>导出测验</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Lessons reloaded.</source>
        <translation>课程已重新加载。</translation>
    </message>
    <message>
        <location line="+242"/>
        <source>The instructor&apos;s tips for this lesson</source>
        <translation>本课的教师提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This lesson has no teacher tips</source>
        <translation>本课没有教师提示</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Section %1 of %2</source>
        <translation>第 %1 小节，共 %2 小节</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>beat %1 of %2</source>
        <translation>环节 %1/%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>beat %1 of %2: %3</source>
        <translation>环节 %1/%2：%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>beat %1</source>
        <translation>环节 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>beat %1: %2</source>
        <translation>环节 %1：%2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Plan step %1 of %2 (%3 min)</source>
        <translation>计划第 %1 步，共 %2 步（%3 分钟）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plan step %1 of %2</source>
        <translation>计划第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Plan: %1</source>
        <translation>计划：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(end of the class plan)</source>
        <translation>（课堂计划结束）</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Simulations are drawn with OpenGL (%1).</source>
        <translation>模拟使用 OpenGL 绘制（%1）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>OpenGL is unavailable here: simulations stay on the plain canvas.</source>
        <translation>此处无法使用 OpenGL：模拟保持使用普通画布。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Simulations are drawn without OpenGL.</source>
        <translation>模拟不使用 OpenGL 绘制。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The quiz you are taking stays in its language until you finish it.</source>
        <translation>正在进行的测验会保持原来的语言，直到你完成它。</translation>
    </message>
    <message>
        <location line="+323"/>
        <source>Simulations: OpenGL with overlay controls (%1)</source>
        <translation>模拟：OpenGL，控件叠加显示（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Simulations: plain canvas. %1</source>
        <translation>模拟：普通画布。%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;h2&gt;GPU Lab %1&lt;/h2&gt;&lt;p&gt;How GPU hardware powers AI, measured on your own machine.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;br&gt;%4&lt;br&gt;%6&lt;/p&gt;&lt;p&gt;Your progress: %5&lt;/p&gt;</source>
        <translation>&lt;h2&gt;GPU Lab %1&lt;/h2&gt;&lt;p&gt;GPU 硬件如何驱动 AI，在你自己的计算机上测量。&lt;/p&gt;&lt;p&gt;Qt %2（使用 %3 构建）&lt;br&gt;%4&lt;br&gt;%6&lt;/p&gt;&lt;p&gt;你的进度：%5&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>The class plan %1 could not be opened.</source>
        <translation>无法打开课堂计划 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The class plan %1 has no step this GPU Lab can show.</source>
        <translation>课堂计划 %1 中没有此版本 GPU Lab 能显示的步骤。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Class plan opened: %Ln step(s); %1 left out:</source>
        <translation>
            <numerusform>已打开课堂计划：%Ln 步；有 %1 步被略去：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Class plan opened: %Ln step(s). In presenter mode the clicker walks them.</source>
        <translation>
            <numerusform>已打开课堂计划：%Ln 步。在演示模式下，用翻页笔逐步切换。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Class Plan</source>
        <translation>课堂计划</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The class plan has changes that are not saved. Save them?</source>
        <translation>课堂计划有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+10"/>
        <source>Open Class Plan</source>
        <translation>打开课堂计划</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Class plans (*.gpulab-plan.json *.json);;All files (*)</source>
        <translation>课堂计划 (*.gpulab-plan.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+8"/>
        <source>Save Class Plan</source>
        <translation>保存课堂计划</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Class plans (*.gpulab-plan.json)</source>
        <translation>课堂计划 (*.gpulab-plan.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Class plan saved to %1</source>
        <translation>课堂计划已保存到 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The class plan is full (%1 steps).</source>
        <translation>课堂计划已满（%1 步）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a lesson&apos;s view can be added to the class plan.</source>
        <translation>只有课程的视图才能添加到课堂计划。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Added to the class plan as step %1 of %2: %3</source>
        <translation>已作为第 %1 步（共 %2 步）添加到课堂计划：%3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The set-up could not be loaded.
%1</source>
        <translation>无法加载该模拟设置。
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
        <translation>%1 已启动新的测量引擎。</translation>
    </message>
    <message numerus="yes">
        <location line="+299"/>
        <source>Data files: %Ln problem(s); the rows concerned are left out (gpulab-cli data check lists them). First: %1</source>
        <translation>
            <numerusform>数据文件：%Ln 个问题；相关行已略去（gpulab-cli data check 会列出它们）。第一个：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-222"/>
        <source>Import &amp;Quiz…</source>
        <translation>导入测验(&amp;Q)…</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>Take the Lesson&apos;s &amp;Quiz</source>
        <translation>参加本课测验(&amp;Q)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take the &amp;Exam (Every Lesson)</source>
        <translation>参加考试（全部课程）(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quiz &amp;Results</source>
        <translation>测验成绩(&amp;R)</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Your quiz results</source>
        <translation>你的测验结果</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Your quiz results — GPU Lab</source>
        <translation>你的测验结果 — GPU Lab</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no quiz “%1”.</source>
        <translation>没有测验“%1”。</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>Imported “%1”: %Ln question(s).</source>
        <translation>
            <numerusform>已导入“%1”：%Ln 道题。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln question(s) could not be read and were left out:</source>
        <translation>
            <numerusform>有 %Ln 道题无法读取，已略去：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was imported from %1.</source>
        <translation>未从 %1 导入任何内容。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Import Quiz</source>
        <translation>导入测验</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+44"/>
        <source>Open a lesson or one of its quizzes first.</source>
        <translation>请先打开一门课程或它的某个测验。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>GIFT question banks (*.gift)</source>
        <translation>GIFT 题库 (*.gift)</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>The quiz could not be written to %1: %2</source>
        <translation>无法将测验写入 %1：%2</translation>
    </message>
    <message>
        <location line="-394"/>
        <source>Export Quiz &amp;Results as CSV…</source>
        <translation>将测验结果导出为 CSV(&amp;R)…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export Lesson Quiz as &amp;GIFT…</source>
        <translation>将本课测验导出为 GIFT(&amp;G)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Lesson Quiz as Moodle &amp;XML…</source>
        <translation>将本课测验导出为 Moodle XML(&amp;X)…</translation>
    </message>
    <message>
        <location line="+1036"/>
        <source>Text size 100%</source>
        <translation>文字大小 100%</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The lesson list is hidden to give the lesson room; F9 shows it.</source>
        <translation>课程列表已隐藏，以便为课程留出空间；按 F9 显示。</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <location line="-21"/>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move between the navigator, the text and the simulation</source>
        <translation>在课程列表、正文和模拟之间移动</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>GPU Lab User Manual</source>
        <translation>GPU Lab 用户手册</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>User manual</source>
        <translation>用户手册</translation>
    </message>
    <message>
        <location line="-659"/>
        <source>Your progress could not be saved: %1</source>
        <translation>无法保存你的进度：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your progress is not saved yet: %1.</source>
        <translation>你的进度尚未保存：%1。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your progress is saved again.</source>
        <translation>你的进度已恢复保存。</translation>
    </message>
    <message>
        <location line="+420"/>
        <source>Text size %1%, limited on this screen so that the lesson fits.</source>
        <translation>文字大小 %1%，已在此屏幕上受限，以便完整显示课程。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text size %1%.</source>
        <translation>文字大小 %1%。</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Your progress</source>
        <translation>你的进度</translation>
    </message>
    <message numerus="yes">
        <location line="-6"/>
        <source>%Ln record(s) of your progress could not be saved: %1</source>
        <translation>
            <numerusform>你的进度中有 %Ln 条记录无法保存：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-1115"/>
        <source>&amp;Bright Room (Projector)</source>
        <translation>明亮房间（投影仪）(&amp;B)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pro&amp;jector Theme</source>
        <translation>投影仪主题(&amp;J)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Dark (High Contrast)</source>
        <translation>深色（高对比度）(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bright Room</source>
        <translation>明亮房间(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;None (the Window&apos;s Theme)</source>
        <translation>无（使用窗口的主题）(&amp;N)</translation>
    </message>
    <message>
        <location line="+1142"/>
        <source>Quiz: choose an answer</source>
        <translation>测验：选择一个答案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 to 9</source>
        <translation>1 到 9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quiz: check the answer, then go on</source>
        <translation>测验：检查答案，然后继续</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Platform: %1; device: %2; driver: %3</source>
        <translation>平台：%1；设备：%2；驱动程序：%3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About GPU Lab</source>
        <translation>关于 GPU Lab</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose a Folder of Lessons</source>
        <translation>选择课程文件夹</translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+10"/>
        <source>Export Progress</source>
        <translation>导出进度</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Progress exported to %1</source>
        <translation>进度已导出到 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The progress could not be written to %1: %2</source>
        <translation>无法将进度写入 %1：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+10"/>
        <source>Save Simulation Set-up</source>
        <translation>保存模拟设置</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+135"/>
        <source>Simulation set-ups (*.json)</source>
        <translation>模拟设置 (*.json)</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Set-up saved to %1</source>
        <translation>模拟设置已保存到 %1</translation>
    </message>
    <message>
        <location line="+129"/>
        <location line="+16"/>
        <source>Load Simulation Set-up</source>
        <translation>加载模拟设置</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Set-up loaded from %1</source>
        <translation>已从 %1 加载模拟设置</translation>
    </message>
</context>
<context>
    <name>gpulab::MarketTable</name>
    <message>
        <location filename="../lessons/generations/generationtables.cpp" line="+30"/>
        <source>Consumer and datacenter GPUs, from the data file</source>
        <translation>消费级和数据中心 GPU，来自数据文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market</source>
        <translation>市场</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Consumer card or datacenter GPU</source>
        <translation>消费级显卡或数据中心 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory per GPU and its type</source>
        <translation>每个 GPU 的显存及其类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU link</source>
        <translation>GPU 互连</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU-to-GPU link, all links, both directions</source>
        <translation>GPU 到 GPU 的链路，全部链路，双向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ECC on the memory as the vendor states it; —: not stated</source>
        <translation>按厂商说明显存是否支持 ECC；—：未说明</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Board or module power, W</source>
        <translation>板卡或模块功耗，W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Launch price</source>
        <translation>首发价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The vendor&apos;s launch price (MSRP) and its month; —: none published</source>
        <translation>厂商的首发价格（建议零售价）及其月份；—：未公布</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>consumer</source>
        <translation>消费级</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>datacenter</source>
        <translation>数据中心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GB %2</source>
        <translation>%1 GB %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. Source: %2</source>
        <translation>%1。来源：%2</translation>
    </message>
</context>
<context>
    <name>gpulab::MatchingInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="-100"/>
        <source>choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose its match</source>
        <translation>选择与之匹配的项</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Match each item (Tab moves to the next one)</source>
        <translation>为每一项选择匹配（Tab 移到下一项）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose a match for every item first, or skip the question.</source>
        <translation>请先为每一项选择匹配，或跳过此题。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;b&gt;Right&lt;/b&gt;</source>
        <translation>&lt;b&gt;正确&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Not right.&lt;/b&gt; Its match: %1</source>
        <translation>&lt;b&gt;不正确。&lt;/b&gt;它的匹配项：%1</translation>
    </message>
</context>
<context>
    <name>gpulab::MeasurementLab</name>
    <message>
        <location filename="../lessons/framework/measurementlab.cpp" line="+60"/>
        <source>Ca&amp;ncel</source>
        <translation>取消(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the measurement</source>
        <translation>取消测量</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Progress of the measurement</source>
        <translation>测量进度</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>What the measurement is doing</source>
        <translation>测量正在做什么</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Your prediction and the result</source>
        <translation>你的预测与结果</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(choose one)</source>
        <translation>（选择一项）</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>A measurement is already running.</source>
        <translation>已有一项测量正在运行。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Your prediction: %1. Measuring…</source>
        <translation>你的预测：%1。正在测量…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No prediction this time. Measuring…</source>
        <translation>这次没有预测。正在测量…</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>No prediction this time.</source>
        <translation>这次没有预测。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✓ Right.</source>
        <translation>✓ 正确。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ Not this time: you said %1.</source>
        <translation>✗ 这次没猜中：你选的是 %1。</translation>
    </message>
</context>
<context>
    <name>gpulab::MemoryChart</name>
    <message>
        <location filename="../lessons/precision/memorychart.cpp" line="+31"/>
        <source>16-bit weights</source>
        <translation>16 位权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>16-bit gradients</source>
        <translation>16 位梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 master weights</source>
        <translation>FP32 主权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adam momentum (FP32)</source>
        <translation>Adam 动量（FP32）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adam variance (FP32)</source>
        <translation>Adam 方差（FP32）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>FP32 weights</source>
        <translation>FP32 权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 / BF16 weights</source>
        <translation>FP16 / BF16 权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 weights</source>
        <translation>FP8 权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 weights</source>
        <translation>FP4 权重</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 GPU</source>
        <translation>1 个 GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 B each</source>
        <translation>每个 %1 B</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Memory for the model&apos;s parameters</source>
        <translation>模型参数所需的显存</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Training (mixed precision, Adam)</source>
        <translation>训练（混合精度，Adam）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source> (%1 of %2)</source>
        <translation> （%2 中的 %1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 parameters. %2. Training needs %3 + %4 + %5 + %6 + %7 = %8 bytes per parameter before activations.</source>
        <translation>%1 个参数。%2。训练时每个参数需要 %3 + %4 + %5 + %6 + %7 = %8 字节，还不包括激活值。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 billion</source>
        <translation>%1 × 10⁹</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>one %1</source>
        <translation>一个 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one %1: %2</source>
        <translation>一个 %1：%2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (%2 B)</source>
        <translation>%1（%2 B）</translation>
    </message>
</context>
<context>
    <name>gpulab::MemoryLevels</name>
    <message>
        <location filename="../lessons/memory/memorylevels.cpp" line="+66"/>
        <source>Registers</source>
        <translation>寄存器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 / shared memory</source>
        <translation>L1 / 共享内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L2 cache</source>
        <translation>L2 缓存</translation>
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
        <translation>主机内存（PCIe）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Regs</source>
        <comment>short for Registers, where the name does not fit</comment>
        <translation>寄存器</translation>
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
        <translation>主机</translation>
    </message>
</context>
<context>
    <name>gpulab::MemoryModel</name>
    <message>
        <location filename="../lessons/memory/memorymodel.cpp" line="+146"/>
        <source>A working set that fits in L2</source>
        <translation>能放进 L2 的工作集</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A working set in HBM</source>
        <translation>位于 HBM 中的工作集</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Larger than HBM: the host over PCIe</source>
        <translation>大于 HBM：经 PCIe 访问主机内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix product, naive: every operand from HBM</source>
        <translation>矩阵乘积，朴素：每个操作数都来自 HBM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix product, tiled: operands from shared memory</source>
        <translation>矩阵乘积，分块：操作数来自共享内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A working set that fits in L1</source>
        <translation>能放进 L1 的工作集</translation>
    </message>
    <message>
        <location line="+234"/>
        <source>the tile (%1) must divide the matrix size (%2)</source>
        <translation>分块大小（%1）必须能整除矩阵大小（%2）</translation>
    </message>
</context>
<context>
    <name>gpulab::MemoryPage</name>
    <message>
        <location filename="../lessons/precision/memorypage.cpp" line="+38"/>
        <source> billion</source>
        <translation> × 10⁹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters of the model, in billions</source>
        <translation>模型的参数量，以十亿（10⁹）计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Parameters:</source>
        <translation>参数量(&amp;P)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU to compare with</source>
        <translation>用于比较的 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, %2 GB</source>
        <translation>%1，%2 GB</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Compare with the &amp;memory of:</source>
        <translation>与以下 GPU 的显存比较(&amp;M)：</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The memory, in words</source>
        <translation>显存的文字描述</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&lt;p&gt;&lt;b&gt;Just the weights&lt;/b&gt; (enough to run the model): %1 parameters × bytes per parameter = %2 in FP32, %3 in FP16 or BF16, %4 in FP8, %5 in FP4 (GB = 10⁹ bytes).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;仅权重&lt;/b&gt;（足以运行模型）：%1 个参数 × 每个参数的字节数 = FP32 为 %2，FP16 或 BF16 为 %3，FP8 为 %4，FP4 为 %5（GB = 10⁹ 字节）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 billion</source>
        <translation>%1 × 10⁹</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;b&gt;Training&lt;/b&gt; with mixed precision and the Adam optimizer keeps much more per parameter: the 16-bit weights (%1 B) and gradients (%2 B) used in the passes, plus the optimizer&apos;s FP32 state: a master copy of the weights (%3 B), the momentum (%4 B) and the variance (%5 B). That is %6 bytes per parameter, %7 in all, &lt;i&gt;before&lt;/i&gt; the activations, which depend on batch size and sequence length. A popular shortcut, four copies of the 16-bit weights, gives only %8: it leaves out the FP32 master copy and keeps the moments in 16 bits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;采用混合精度和 Adam 优化器进行&lt;b&gt;训练&lt;/b&gt;时，每个参数要保存多得多的数据：前向和反向传播中使用的 16 位权重（%1 B）和梯度（%2 B），再加上优化器的 FP32 状态：一份权重的主副本（%3 B）、动量（%4 B）和方差（%5 B）。每个参数合计 %6 字节，总共 %7，这还&lt;i&gt;不包括&lt;/i&gt;激活值，激活值取决于批大小和序列长度。一种流行的简便算法，即 16 位权重的四份副本，只得出 %8：它漏掉了 FP32 主副本，并把矩保存为 16 位。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>1 GPU</source>
        <translation>1 个 GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;One %1 has %2 of memory. The BF16 weights alone fill %3; the training state needs at least %4, before activations (tools such as ZeRO and FSDP split it across GPUs).&lt;/p&gt;</source>
        <translation>&lt;p&gt;一个 %1 有 %2 显存。仅 BF16 权重就要占满 %3；训练状态至少需要 %4，还不包括激活值（ZeRO 和 FSDP 等工具会把它拆分到多个 GPU 上）。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gpulab::MemoryPanel</name>
    <message>
        <location filename="../lessons/memory/memorypanel.cpp" line="+45"/>
        <source>L&amp;evels</source>
        <translation>层级(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R&amp;oofline</source>
        <translation>Roofline(&amp;O)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Latency (live)</source>
        <translation>延迟（实测）(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Bandwidth (live)</source>
        <translation>带宽（实测）(&amp;B)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;hared memory (live)</source>
        <translation>共享内存（实测）(&amp;H)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>GPU of the table and the simulation</source>
        <translation>表格和模拟所用的 GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;GPU:</source>
        <translation>GPU(&amp;G)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The memory levels of the chosen GPU, from the data file</source>
        <translation>所选 GPU 的各级存储，来自数据文件</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level</source>
        <translation>层级</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Whole GPU</source>
        <translation>整个 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency of a hit</source>
        <translation>命中延迟</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bandwidth (whole GPU)</source>
        <translation>带宽（整个 GPU）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From assets/data/memory-levels.csv; each cell&apos;s source is in its tooltip. Latencies are measured by microbenchmarks (pointer chasing); “approx.” marks one measured on another board of the same chip or spread widely between loads; n/a means not published. The host&apos;s latency is the model&apos;s derivation (HBM&apos;s latency + 64 KiB over PCIe), not a measurement.</source>
        <translation>来自 assets/data/memory-levels.csv；每个单元格的来源见其工具提示。延迟由微基准测试（指针追逐）测得；标有 ≈ 的值是在同一芯片的另一块板卡上测得的，或各次加载之间差异很大；“未公布”表示没有公开数据。主机的延迟由模型推算（HBM 的延迟 + 经 PCIe 传输 64 KiB），并非测量值。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>none (operands)</source>
        <translation>无（操作数）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1%2 cycles = %3 ns%4</source>
        <translation>%1%2 个周期 = %3 ns%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (derived)</source>
        <translation>（推算）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the server&apos;s</source>
        <translation>取决于服务器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per SM</source>
        <translation>每个 SM %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 each way (PCIe)</source>
        <translation>单向 %1（PCIe）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Source: %1
%2</source>
        <translation>来源：%1
%2</translation>
    </message>
</context>
<context>
    <name>gpulab::MemoryScene</name>
    <message>
        <location filename="../lessons/memory/memoryscene.cpp" line="+61"/>
        <source>no load latency</source>
        <translation>无加载延迟</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>≈%1 cycles (%2 ns, derived)</source>
        <translation>≈%1 个周期（%2 ns，推算）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cycles (%2 ns)</source>
        <translation>%1 个周期（%2 ns）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>size: the server&apos;s</source>
        <translation>大小：取决于服务器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 per SM</source>
        <translation>每个 SM %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>n/a</source>
        <translation>未公布</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>bandwidth n/a</source>
        <translation>带宽未公布</translation>
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
        <translation>命中 %1 · 未命中 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Time of this thread: %1 of %2 cycles</source>
        <translation>此线程的时间：%1/%2 个周期</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>waiting for memory (hatched): %1 cycles, %2 %</source>
        <translation>等待内存（阴影）：%1 个周期，%2 %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>computing (solid): %1 cycles, %2 %</source>
        <translation>计算（实心）：%1 个周期，%2 %</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>◀ serving this load</source>
        <translation>◀ 正在响应此次加载</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>%1 loads at random addresses of a %2 working set, each followed by %3 cycles of arithmetic</source>
        <translation>在 %2 的工作集中随机地址上进行 %1 次加载，每次之后进行 %3 个周期的运算</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Served by: %1</source>
        <translation>由 %1 响应</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected wait per load: %1 cycles</source>
        <translation>每次加载的预期等待：%1 个周期</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>C = A × B, N = %1, tiles T = %2 in shared memory</source>
        <translation>C = A × B，N = %1，共享内存中的分块 T = %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C = A × B, N = %1, every operand from HBM</source>
        <translation>C = A × B，N = %1，每个操作数都来自 HBM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 threads, one element of C each</source>
        <translation>%1 个线程，每个计算 C 的一个元素</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words from HBM so far: %1</source>
        <translation>目前从 HBM 读取的字数：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Naive: 2N³ = %1 words</source>
        <translation>朴素：2N³ = %1 个字</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tiled: 2N³/T = %1 words (each used T = %2 times)</source>
        <translation>分块：2N³/T = %1 个字（每个使用 T = %2 次）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shared-memory reads so far: %1 of 2N³ = %2</source>
        <translation>目前的共享内存读取：%1，共 2N³ = %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>✓ done: %1 % of the time spent waiting</source>
        <translation>✓ 完成：%1 % 的时间用于等待</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Load %1 is waiting for %2.</source>
        <translation>加载 %1 正在等待 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load %1 has its data; the thread computes.</source>
        <translation>加载 %1 已拿到数据；线程进行计算。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finished.</source>
        <translation>已完成。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2. %3 Waiting %4 cycles, computing %5 cycles; hits: L1 %6, L2 %7, HBM %8, host %9.</source>
        <translation>%1，在 %2 上。%3 等待 %4 个周期，计算 %5 个周期；命中：L1 %6，L2 %7，HBM %8，主机 %9。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The set-up</source>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Working set (log2 bytes)</source>
        <translation>工作集（log2 字节）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Compute cycles per load</source>
        <translation>每次加载的计算周期数</translation>
    </message>
</context>
<context>
    <name>gpulab::MultiDeviceLab</name>
    <message>
        <location filename="../lessons/interconnects/linklabs.cpp" line="+213"/>
        <source>Model parallelism on real hardware: C = A × B is cut into bands of rows, one per OpenCL device. Each device receives its band of A and all of B, computes its band of C and sends it back. What does the sharing cost next to the arithmetic?</source>
        <translation>在真实硬件上的模型并行：把 C = A × B 按行切成若干条带，每个 OpenCL 设备一条。每个设备接收 A 中属于自己的条带和整个 B，计算 C 中对应的条带并发送回来。与运算本身相比，这种分工的代价有多大？</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for OpenCL devices…</source>
        <translation>正在查找 OpenCL 设备…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The OpenCL devices the product is split across</source>
        <translation>乘积被拆分到的 OpenCL 设备</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matrix size N</source>
        <translation>矩阵大小 N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix si&amp;ze:</source>
        <translation>矩阵大小(&amp;Z)：</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>&amp;Split the product across the devices</source>
        <translation>把乘积拆分到各设备上(&amp;S)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Run the split matrix product</source>
        <translation>运行拆分的矩阵乘积</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Canc&amp;el</source>
        <translation>取消(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the split product</source>
        <translation>取消拆分乘积</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split product progress</source>
        <translation>拆分乘积的进度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not run yet.</source>
        <translation>尚未运行。</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Split product status and result</source>
        <translation>拆分乘积的状态和结果</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>&amp;Split the product</source>
        <translation>拆分乘积(&amp;S)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Per band: device, rows, bytes and times</source>
        <translation>每个条带：设备、行数、字节数和时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Band</source>
        <translation>条带</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time per band: moving data vs computing</source>
        <translation>每个条带的时间：移动数据与计算</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;No OpenCL device on this computer&lt;/b&gt; (%1), so nothing can be split. Install an OpenCL driver (a GPU driver, or PoCL for the CPU) and restart GPU Lab.</source>
        <translation>&lt;b&gt;这台机器上没有 OpenCL 设备&lt;/b&gt;（%1），因此无法拆分。请安装 OpenCL 驱动程序（GPU 驱动程序，或用于 CPU 的 PoCL），然后重新启动 GPU Lab。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;This computer has one OpenCL device&lt;/b&gt; (%1): both bands run on it, one after the other, so you see the cost of the transfers but no sharing. To try two devices on the CPU, start GPU Lab with PoCL split in two: &lt;code&gt;POCL_DEVICES=&quot;pthread pthread&quot; gpulab&lt;/code&gt;.</source>
        <translation>&lt;b&gt;这台机器只有一个 OpenCL 设备&lt;/b&gt;（%1）：两个条带都在它上面先后运行，因此你能看到传输的代价，但看不到分工。要在 CPU 上试用两个设备，请让 PoCL 一分为二来启动 GPU Lab：&lt;code&gt;POCL_DEVICES=&quot;pthread pthread&quot; gpulab&lt;/code&gt;。</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>&lt;b&gt;%Ln OpenCL devices&lt;/b&gt;, one band each: %1. (Several PoCL devices share the same CPU cores: expect the costs, not a speed-up.)</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln 个 OpenCL 设备&lt;/b&gt;，每个一条：%1。（多个 PoCL 设备共用相同的 CPU 核心：预期看到的是代价，而不是加速。）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;Cannot run:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;无法运行：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Starting the measurement engine…</source>
        <translation>正在启动测量引擎…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;The split product failed:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;拆分乘积失败：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+2"/>
        <source>%1 in %2</source>
        <translation>%1，用时 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>N = %1 on %2 device(s): %3 in all, %4 GFLOP/s. Moving data took %5, computing %6 (summed over bands). %7</source>
        <translation>N = %1，在 %2 个设备上：共 %3，%4 GFLOP/s。移动数据用了 %5，计算用了 %6（各条带之和）。%7</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>✓ Verified: the assembled C matches the float64 reference (relative error %1).</source>
        <translation>✓ 已验证：拼合得到的 C 与 float64 参考结果一致（相对误差 %1）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✗ NOT verified against the reference.</source>
        <translation>✗ 未通过与参考结果的核对。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>upload (ms)</source>
        <translation>上传（ms）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compute (ms)</source>
        <translation>计算（ms）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>download (ms)</source>
        <translation>下载（ms）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>band %1</source>
        <translation>条带 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>(not run)</source>
        <translation>（未运行）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>milliseconds</source>
        <translation>毫秒</translation>
    </message>
</context>
<context>
    <name>gpulab::MultipleAnswerInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="-225"/>
        <source>Choose all that apply (keys 1–%1 turn a choice on or off)</source>
        <translation>选择所有适用的答案（按键 1–%1 选中或取消选项）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose at least one answer first, or skip the question.</source>
        <translation>请至少先选择一个答案，或跳过此题。</translation>
    </message>
</context>
<context>
    <name>gpulab::MultipleChoiceInput</name>
    <message>
        <location line="-42"/>
        <source>Choose one answer (keys 1–%1)</source>
        <translation>选择一个答案（按键 1–%1）</translation>
    </message>
</context>
<context>
    <name>gpulab::Navigator</name>
    <message>
        <location filename="../app/navigator.cpp" line="+25"/>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lessons and their sections. Arrow keys move, Enter opens, the mark and the word after a section tell whether you have visited it.</source>
        <translation>课程及其小节。方向键移动，Enter 打开；小节后的标记和文字表示你是否已访问过它。</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Quizzes</source>
        <translation>测验</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quizzes: the exam across lessons, imported quizzes and your results</source>
        <translation>测验：跨课程的考试、导入的测验和你的结果</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Quiz</source>
        <translation>测验</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 + %2 from your measurements</source>
        <translation>%1 + %2 道基于你的测量的题</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>✓ %1 — best %2 %</source>
        <translation>✓ %1 — 最佳 %2 %</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1, %2 questions, best score %3 percent after %Ln attempt(s)</source>
        <translation>
            <numerusform>%1，%2 道题，%Ln 次尝试后最佳得分为百分之 %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>○ %1 (%2 questions)</source>
        <translation>○ %1（%2 道题）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2 questions, not taken yet</source>
        <translation>%1，%2 道题，尚未参加</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln question(s). Practice gives feedback after each answer; a test gives it at the end.</source>
        <translation>
            <numerusform>%Ln 道题。练习模式在每题作答后给出反馈；测试模式在最后给出。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>⚠ %1 (cannot be loaded)</source>
        <translation>⚠ %1（无法加载）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This lesson has problems in its files; open it to see them.</source>
        <translation>本课的文件有问题；打开它即可查看。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (in English)</source>
        <translation>%1（英文）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓ %1. %2 — visited</source>
        <translation>✓ %1. %2 — 已访问</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>○ %1. %2</source>
        <translation>○ %1. %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Section %1, %2, visited</source>
        <translation>第 %1 小节，%2，已访问</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Section %1, %2, not visited yet</source>
        <translation>第 %1 小节，%2，尚未访问</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This section is not translated yet: it is shown in English.</source>
        <translation>此小节尚未翻译，以英文显示。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1  (%2/%3)</source>
        <translation>%1  (%2/%3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lesson %1, %2 of %3 sections visited</source>
        <translation>课程“%1”，已访问 %2 个小节，共 %3 个</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln section(s) not translated yet, shown in English.</source>
        <translation>
            <numerusform>%Ln 个小节尚未翻译，以英文显示。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpulab::NumberLine</name>
    <message>
        <location filename="../lessons/precision/numberline.cpp" line="+34"/>
        <source>%1 values &gt; 0</source>
        <translation>%1 个值 &gt; 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 per binade</source>
        <translation>每个二进制数量级 %1 个</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (exact)</source>
        <translation>%1（精确）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (its largest value)</source>
        <translation>%1（其最大值）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>infinity (overflow)</source>
        <translation>无穷大（上溢）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NaN (overflow)</source>
        <translation>NaN（上溢）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0 (underflow)</source>
        <translation>0（下溢）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Number line of every format</source>
        <translation>每种格式的数轴</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Each row is one format on a logarithmic scale of magnitudes from %1 to %2. </source>
        <translation>每一行是一种格式，采用从 %1 到 %2 的对数幅值刻度。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No number is marked: zero, infinity and NaN have no place on a logarithmic scale.</source>
        <translation>没有标出任何数：零、无穷大和 NaN 在对数刻度上没有位置。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 becomes: %2.</source>
        <translation>%1 变为：%2。</translation>
    </message>
    <message>
        <location line="+189"/>
        <source>max</source>
        <translation>最大值</translation>
    </message>
</context>
<context>
    <name>gpulab::NumberText</name>
    <message>
        <location filename="../lessons/framework/numbertext.cpp" line="+115"/>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
</context>
<context>
    <name>gpulab::NumericalInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="+140"/>
        <source>Type a number</source>
        <translation>输入一个数</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a number</source>
        <translation>一个数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>“%1” is not a number. %2</source>
        <translation>“%1”不是一个数。%2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Type a number first, or skip the question.</source>
        <translation>请先输入一个数，或跳过此题。</translation>
    </message>
</context>
<context>
    <name>gpulab::OverflowPage</name>
    <message>
        <location filename="../lessons/precision/overflowpage.cpp" line="+37"/>
        <source>&lt;b&gt;Predict first.&lt;/b&gt; The number %1 is stored in FP16 and in BF16, two 16-bit formats. What does each of them hold?</source>
        <translation>&lt;b&gt;先预测。&lt;/b&gt;把数 %1 分别存储为 FP16 和 BF16 这两种 16 位格式。它们各自存下的是什么？</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What FP16 holds</source>
        <translation>FP16 存下的值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What BF16 holds</source>
        <translation>BF16 存下的值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In &amp;FP16:</source>
        <translation>FP16 中(&amp;F)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In &amp;BF16:</source>
        <translation>BF16 中(&amp;B)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Show me</source>
        <translation>揭晓答案(&amp;S)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose an answer for each format, then press Show me.</source>
        <translation>为每种格式选择一个答案，然后按“揭晓答案”。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your prediction and what the formats hold</source>
        <translation>你的预测与各格式存下的值</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Number to store in every format</source>
        <translation>要存入每种格式的数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now try any n&amp;umber in every format:</source>
        <translation>现在试试把任意一个数存入每种格式(&amp;U)：</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The number in every format</source>
        <translation>该数在每种格式中的值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Holds</source>
        <translation>存下的值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What happened</source>
        <translation>发生了什么</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Relative error</source>
        <translation>相对误差</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>First choose an answer for both formats.</source>
        <translation>请先为两种格式都选择一个答案。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>✓ Both right.</source>
        <translation>✓ 两个都对。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✓ FP16 right, ✗ BF16 wrong.</source>
        <translation>✓ FP16 正确，✗ BF16 错误。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ FP16 wrong, ✓ BF16 right.</source>
        <translation>✗ FP16 错误，✓ BF16 正确。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ Both wrong this time.</source>
        <translation>✗ 这次两个都错了。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;FP16 holds %1&lt;/b&gt;: %2. You said: %3. Its %4 exponent bits stop at %5. The next step would be %6, which FP16 cannot hold, so every number from %7 up (halfway there) rounds to infinity.</source>
        <translation>&lt;b&gt;FP16 存下的是 %1&lt;/b&gt;：%2。你选的是：%3。它的 %4 个指数位最多到 %5。下一步将是 %6，FP16 无法表示，因此从 %7（两者的中点）起的每个数都会舍入为无穷大。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;BF16 holds %1&lt;/b&gt;: %2. You said: %3. It has %4 exponent bits, as many as FP32, and reaches %5, so %6 is far inside its range. But with only %7 mantissa bits, its values near %6 are %8 apart (%9, %1, …): %1 is the nearest, off by %10 (%11).</source>
        <translation>&lt;b&gt;BF16 存下的是 %1&lt;/b&gt;：%2。你选的是：%3。它有 %4 个指数位，与 FP32 一样多，可达 %5，因此 %6 远在其范围之内。但它只有 %7 个尾数位，在 %6 附近相邻值相差 %8（%9、%1、…）：%1 是最接近的，偏差 %10（%11）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Range or precision: FP16 spends its bits on precision, BF16 on range. Training fears overflow more than a little rounding, which is one reason BF16 is popular for it.</source>
        <translation>范围还是精度：FP16 把位花在精度上，BF16 花在范围上。训练更怕上溢，而不太在乎一点舍入误差，这是 BF16 在训练中流行的原因之一。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>0 (exact)</source>
        <translation>0（精确）</translation>
    </message>
</context>
<context>
    <name>gpulab::ParallelismView</name>
    <message>
        <location filename="../lessons/interconnects/parallelismview.cpp" line="+26"/>
        <source>Animation: what crosses the links</source>
        <translation>动画：什么数据经过链路</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>¼ of layer %1</source>
        <translation>第 %1 层的 ¼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>¼ L%1</source>
        <translation>¼ L%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>layer %1</source>
        <translation>第 %1 层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>fwd</source>
        <translation>前向</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>bwd</source>
        <translation>反向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each GPU runs the whole model on its own quarter of the batch: nothing crosses the links yet.</source>
        <translation>每个 GPU 在自己那四分之一的批次上运行整个模型：目前还没有数据经过链路。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>grad</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Once per step: all gradients are all-reduced round the ring.</source>
        <translation>每步一次：所有梯度沿环做 all-reduce。</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+15"/>
        <source>∇act</source>
        <translation>∇激活</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+15"/>
        <source>act</source>
        <translation>激活</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Every layer, forward and backward: partial activations are summed across all GPUs (all-reduce). Layer %1.</source>
        <translation>每一层，前向和反向：部分激活值在所有 GPU 之间求和（all-reduce）。第 %1 层。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Between stages only: a micro-batch&apos;s activations go forward, their gradients come back (GPU %1 ↔ GPU %2).</source>
        <translation>仅在阶段之间：一个微批次的激活值向前传，它们的梯度传回来（GPU %1 ↔ GPU %2）。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Data parallel: gradients once per step</source>
        <translation>数据并行：每步传一次梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallel: activations every layer</source>
        <translation>张量并行：每层传激活值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline parallel: activations between stages</source>
        <translation>流水线并行：阶段之间传激活值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind of parallelism</source>
        <translation>并行方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Split the work by:</source>
        <translation>拆分工作的方式(&amp;S)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+41"/>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Play or pause the animation</source>
        <translation>播放或暂停动画</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bytes that cross the links</source>
        <translation>经过链路的字节数</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Model: L = %1 layers, hidden size h = %2, P ≈ 12·L·h² = %3 parameters; N = %4 GPUs; micro-batch of T = %5 tokens, %6 micro-batches per step; BF16 (2 bytes per value).</source>
        <translation>模型：L = %1 层，隐藏维度 h = %2，P ≈ 12·L·h² = %3 个参数；N = %4 个 GPU；微批次 T = %5 个 token，每步 %6 个微批次；BF16（每个值 2 字节）。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;Gradients, once per step:&lt;/b&gt; one all-reduce of P × 2 bytes = %1; each GPU sends 2(N−1)/N of it = &lt;b&gt;%2 per step&lt;/b&gt;.</source>
        <translation>&lt;b&gt;梯度，每步一次：&lt;/b&gt;一次 P × 2 字节 = %1 的 all-reduce；每个 GPU 发送其中的 2(N−1)/N = &lt;b&gt;每步 %2&lt;/b&gt;。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Activations, every layer:&lt;/b&gt; 4 all-reduces per layer per micro-batch (2 forward, 2 backward) of T × h × 2 bytes = %1 each: %2 all-reduces per step, &lt;b&gt;%3 per GPU per step&lt;/b&gt; — medium-sized messages, very often: this needs NVLink inside one server.</source>
        <translation>&lt;b&gt;激活值，每一层：&lt;/b&gt;每个微批次每层 4 次 all-reduce（前向 2 次，反向 2 次），每次 T × h × 2 字节 = %1：每步 %2 次 all-reduce，&lt;b&gt;每个 GPU 每步 %3&lt;/b&gt; — 中等大小的消息，非常频繁：这需要服务器内部的 NVLink。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Activations between stages:&lt;/b&gt; T × h × 2 bytes = %1 forward and as much backward per micro-batch at each of the N−1 boundaries: &lt;b&gt;%2 per GPU per step&lt;/b&gt; — point to point, little enough for InfiniBand between servers.</source>
        <translation>&lt;b&gt;阶段之间的激活值：&lt;/b&gt;在 N−1 个边界中的每一个上，每个微批次前向传 T × h × 2 字节 = %1，反向传同样多：&lt;b&gt;每个 GPU 每步 %2&lt;/b&gt; — 点对点，数据量小到足以在服务器之间用 InfiniBand 传输。</translation>
    </message>
</context>
<context>
    <name>gpulab::ParameterTable</name>
    <message>
        <location filename="../lessons/framework/parametertable.cpp" line="+42"/>
        <source>unknown parameter &quot;%1&quot;</source>
        <translation>未知参数“%1”</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 must be a whole number (got %2)</source>
        <translation>%1 必须是整数（实际为 %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be between %2 and %3 (got %4)</source>
        <translation>%1 必须介于 %2 和 %3 之间（实际为 %4）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 must be a number between %2 and %3 (got %4)</source>
        <translation>%1 必须是介于 %2 和 %3 之间的数（实际为 %4）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 must be true or false (got %2)</source>
        <translation>%1 必须是 true 或 false（实际为 %2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 must be text (got %2)</source>
        <translation>%1 必须是文本（实际为 %2）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 must be one of %2 (got %3)</source>
        <translation>%1 必须是 %2 之一（实际为 %3）</translation>
    </message>
</context>
<context>
    <name>gpulab::ParametersDialog</name>
    <message>
        <location filename="../app/parametersdialog.cpp" line="+61"/>
        <source>Simulation Parameters</source>
        <translation>模拟参数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change the simulation&apos;s set-up. Apply restarts the current beat with these values.</source>
        <translation>更改模拟的设置。“应用”会用这些值重新开始当前环节。</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
</context>
<context>
    <name>gpulab::PeaksTable</name>
    <message>
        <location filename="../lessons/tensorcores/peakstable.cpp" line="+60"/>
        <source>Datasheet peaks, TFLOPS: dense / with 2:4 sparsity</source>
        <translation>数据手册峰值，TFLOPS：稠密 / 2:4 稀疏</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Form</source>
        <translation>外形</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Form factor: SXM module or PCIe card</source>
        <translation>外形规格：SXM 模块或 PCIe 卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 CUDA cores</source>
        <translation>FP32 CUDA 核心</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Float32 on the CUDA cores, TFLOPS</source>
        <translation>CUDA 核心上的 float32，TFLOPS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tensor</source>
        <translation>%1 Tensor Core</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on the tensor cores, TFLOPS: dense / with 2:4 sparsity</source>
        <translation>Tensor Core 上的 %1，TFLOPS：稠密 / 2:4 稀疏</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2, %3). Source: %4</source>
        <translation>%1（%2，%3）。来源：%4</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 tensor, TFLOPS</source>
        <translation>%1 Tensor Core，TFLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dense</source>
        <translation>稠密</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2:4 sparse</source>
        <translation>2:4 稀疏</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no sparsity</source>
        <translation>无稀疏</translation>
    </message>
</context>
<context>
    <name>gpulab::PrecisionLab</name>
    <message>
        <location filename="../lessons/tensorcores/precisionlab.cpp" line="+156"/>
        <source>Your prediction: the format with the largest error</source>
        <translation>你的预测：误差最大的格式</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Predict first: the largest error will be in</source>
        <translation>先预测(&amp;P)：误差最大的将是</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Where the sums are accumulated</source>
        <translation>在哪里累加求和</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 and in the format</source>
        <translation>在 FP32 和该格式中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 only, like a tensor core</source>
        <translation>只在 FP32 中，和 Tensor Core 一样</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the format only</source>
        <translation>只在该格式中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Accumulate in:</source>
        <translation>累加格式(&amp;A)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matrix sizes N</source>
        <translation>矩阵大小 N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N = 32, 64, 128</source>
        <translation>N = 32、64、128</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N = 64, 128, 256 (slower)</source>
        <translation>N = 64、128、256（较慢）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Si&amp;zes:</source>
        <translation>大小(&amp;Z)：</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>&amp;Run on this computer</source>
        <translation>在这台机器上运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>MXFP8, MXFP4, NVFP4</source>
        <translation>MXFP8、MXFP4、NVFP4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also quantise A and B to block-scaled formats, in blocks along the sums (32 values per scale in MX, 16 in NVFP4), and multiply them with FP32 accumulation, as Blackwell-class tensor cores take them.</source>
        <translation>同时将 A 和 B 量化为块缩放格式，沿求和方向分块（MX 中每 32 个值一个缩放因子，NVFP4 中每 16 个值一个），并以 FP32 累加相乘，与 Blackwell 级 Tensor Core 接收它们的方式相同。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Also measure block-scaled inputs: MXFP8, MXFP4, NVFP4</source>
        <translation>同时测量块缩放输入：MXFP8、MXFP4、NVFP4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Block-scaled:</source>
        <translation>块缩放(&amp;B)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Progress of the experiment</source>
        <translation>实验进度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the experiment is doing</source>
        <translation>实验正在做什么</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds two random matrices to each format (or quantises them in blocks), multiplies them and compares with float64, on this computer&apos;s CPU.</source>
        <translation>将两个随机矩阵舍入为每种格式（或对其分块量化），相乘后与 float64 结果比较，在这台机器的 CPU 上运行。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Error of the product against float64</source>
        <translation>乘积相对于 float64 的误差</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose your prediction, then run. The answer and the reason come from the measured errors.</source>
        <translation>先选择你的预测，再运行。答案和原因都来自实测的误差。</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>The experiment failed: %1</source>
        <translation>实验失败：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped before the end: run it again to see the answer.</source>
        <translation>在结束前已停止：再运行一次即可看到答案。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled. Products finished before the cancel, kept on the chart: %1.</source>
        <translation>已取消。取消前完成的乘积保留在图表上：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled before the end: run it again to see the answer.</source>
        <translation>在结束前已取消：再运行一次即可看到答案。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Done: %1 products, each checked against float64, in %2 s of rounding and multiplying.</source>
        <translation>完成：%1 个乘积，每个都已与 float64 核对，舍入和相乘共用时 %2 秒。</translation>
    </message>
    <message numerus="yes">
        <location line="+58"/>
        <source>The largest error is in %1: %2 at N = %3. Its elements have a %Ln-bit mantissa, so even with a scale per block of %4 values, rounding can move each input by up to about %5 of its value.</source>
        <translation>
            <numerusform>最大误差出现在 %1：N = %3 时为 %2。它的元素只有 %Ln 位尾数，因此即使每 %4 个值的块有一个缩放因子，舍入也可能使每个输入偏移其值的约 %5。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The largest error is in %1: %2 at N = %3. It has a %Ln-bit mantissa, so rounding can move each input by up to about %4 of its value.</source>
        <translation>
            <numerusform>最大误差出现在 %1：N = %3 时为 %2。它只有 %Ln 位尾数，因此舍入可能使每个输入偏移其值的约 %4。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>FP16 and TF32 came out the same (%1): both keep 10 mantissa bits. They differ in range, not precision, and these values (between −1 and 1) never reach FP16&apos;s limit of 65,504.</source>
        <translation>FP16 和 TF32 的结果相同（%1）：两者都保留 10 个尾数位。它们的区别在于范围而非精度，而这些值（在 −1 到 1 之间）永远不会达到 FP16 的上限 65,504。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>BF16 keeps 7 bits: %1× the error of FP16, for FP32&apos;s range.</source>
        <translation>BF16 保留 7 位：误差是 FP16 的 %1×，换来 FP32 的范围。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Summing in BF16 itself instead of FP32 made the error %1× larger: every one of the %2 partial sums is rounded again. That is why tensor cores accumulate in FP32.</source>
        <translation>直接在 BF16 中求和而不是在 FP32 中，使误差增大了 %1×：%2 个部分和中的每一个都要再舍入一次。这就是 Tensor Core 在 FP32 中累加的原因。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Both 4-bit formats kept the product usable: NVFP4 %1, MXFP4 %2. NVFP4&apos;s blocks of 16 share a finer E4M3 scale (4.5 bits per value), MXFP4&apos;s blocks of 32 a power of two (4.25 bits): the finer scale wins.</source>
        <translation>两种 4 位格式都让乘积保持可用：NVFP4 为 %1，MXFP4 为 %2。NVFP4 每 16 个值的块共享一个更精细的 E4M3 缩放因子（每个值 4.5 位），MXFP4 每 32 个值的块共享一个 2 的幂（4.25 位）：更精细的缩放因子胜出。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both 4-bit formats kept the product usable: NVFP4 %1, MXFP4 %2.</source>
        <translation>两种 4 位格式都让乘积保持可用：NVFP4 为 %1，MXFP4 为 %2。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MXFP8 did worse than plain FP8 E4M3 here (%1 against %2): these values already fit FP8&apos;s range, and the MX scale, a power of two chosen from each block&apos;s largest value, clamps the top of the block at 448 × the scale. Block scales pay off when values span a wide range: see the Precision lesson&apos;s “Blocks share a scale”.</source>
        <translation>这里 MXFP8 的表现不如普通的 FP8 E4M3（%1 对 %2）：这些值本来就在 FP8 的范围内，而 MX 缩放因子是根据每个块的最大值选出的 2 的幂，会把块的上端截断在 448 × 缩放因子。数值跨越很大范围时，块缩放才划算：参见“精度格式”课程中的“块共享缩放因子”。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Relative error of C = A × B against float64, by input format</source>
        <translation>C = A × B 相对于 float64 的相对误差，按输入格式</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Input format (fewer mantissa bits to the right), then block-scaled</source>
        <translation>输入格式（越往右尾数位越少），然后是块缩放格式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input format (fewer mantissa bits to the right)</source>
        <translation>输入格式（越往右尾数位越少）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Relative error</source>
        <translation>相对误差</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>N = %1, FP32 sum</source>
        <translation>N = %1，FP32 求和</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N = %1, sum in format</source>
        <translation>N = %1，在该格式中求和</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1, N = %2, %3: relative error %4, largest |error| %5</source>
        <translation>%1，N = %2，%3：相对误差 %4，最大 |误差| %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FP32 accumulation</source>
        <translation>FP32 累加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accumulated in the format</source>
        <translation>在该格式中累加</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No measurement yet.</source>
        <translation>尚无测量。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relative errors at N = %1 with FP32 accumulation: %2.</source>
        <translation>N = %1 时采用 FP32 累加的相对误差：%2。</translation>
    </message>
</context>
<context>
    <name>gpulab::PrecisionPanel</name>
    <message>
        <location filename="../lessons/precision/precisionpanel.cpp" line="+42"/>
        <source>Bit lab</source>
        <translation>位实验室</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range and precision</source>
        <translation>范围与精度</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Overflow: %1</source>
        <translation>上溢：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss scaling</source>
        <translation>损失缩放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocks share a scale</source>
        <translation>块共享缩放因子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One block, bit by bit</source>
        <translation>逐位看一个块</translation>
    </message>
</context>
<context>
    <name>gpulab::PrecisionRunner</name>
    <message>
        <location filename="../lessons/tensorcores/precisionrunner.cpp" line="+63"/>
        <source>An experiment is already running.</source>
        <translation>已有一个实验正在运行。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose at least one size, format and accumulation.</source>
        <translation>请至少选择一个大小、一种格式和一种累加方式。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sizes must be from 1 to 4096.</source>
        <translation>大小必须在 1 到 4096 之间。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>N = %1: the float64 reference product</source>
        <translation>N = %1：float64 参考乘积</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N = %1: %2, accumulating in %3</source>
        <translation>N = %1：%2，在 %3 中累加</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Add a finite number at least once.</source>
        <translation>请至少加一次有限的数。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Adding…</source>
        <translation>正在相加…</translation>
    </message>
</context>
<context>
    <name>gpulab::PresenterConsole</name>
    <message>
        <location filename="../app/presenterconsole.cpp" line="+136"/>
        <source>GPU Lab — presenter console</source>
        <translation>GPU Lab — 演示者控制台</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time presenting</source>
        <translation>已演示时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time of day</source>
        <translation>当前时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time left for this lesson</source>
        <translation>本课剩余时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting</source>
        <translation>已演示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>时钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left of the lesson</source>
        <translation>本课剩余</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Countdown minutes</source>
        <translation>倒计时分钟数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+113"/>
        <location line="+13"/>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Pause or resume the countdown</source>
        <translation>暂停或继续倒计时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;eset</source>
        <translation>重置(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the countdown again</source>
        <translation>重新开始倒计时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Swap screens</source>
        <translation>交换屏幕(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the lesson and this console between the screens (X)</source>
        <translation>在两块屏幕之间交换课程和本控制台（X）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now showing</source>
        <translation>当前显示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where in the lesson</source>
        <translation>在课程中的位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress through the lesson</source>
        <translation>课程进度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instructor notes (Ctrl+plus and Ctrl+minus: text size)</source>
        <translation>讲师备注（Ctrl+加号 和 Ctrl+减号：文字大小）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>下一项</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The start of what comes next</source>
        <translation>接下来内容的开头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teacher tips for this lesson</source>
        <translation>本课的教师提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Notes</source>
        <translation>备注(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Teacher tips</source>
        <translation>教师提示(&amp;T)</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 over</source>
        <translation>超时 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (paused)</source>
        <translation>%1（已暂停）</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Now: %1</source>
        <translation>当前：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: (end of the lessons)</source>
        <translation>下一项：（课程结束）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next: %1</source>
        <translation>下一项：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(No notes for this section.)</source>
        <translation>（此小节没有备注。）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This lesson has no teacher tips.</source>
        <translation>本课没有教师提示。</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+126"/>
        <source>Res&amp;ume</source>
        <translation>继续(&amp;U)</translation>
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
        <translation>屏幕已黑屏；按 B 重新显示课程</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Presenting. PageDown or Space: forward, PageUp: back, B: blank, N: notes, O: overview, Esc: stop.</source>
        <translation>正在演示。PageDown 或空格：前进，PageUp：后退，B：黑屏，N：备注，O：概览，Esc：停止。</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Screen white; press W to show the lesson again</source>
        <translation>屏幕已白屏；按 W 重新显示课程</translation>
    </message>
    <message>
        <location line="+291"/>
        <source>Plan step %1 of %2 — Enter: go there, Esc: cancel</source>
        <translation>计划第 %1 步，共 %2 步 — Enter：前往，Esc：取消</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Section %1 of %2 — Enter: go there, Esc: cancel</source>
        <translation>第 %1 小节，共 %2 小节 — Enter：前往，Esc：取消</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>There is no step %1: the class plan has %2.</source>
        <translation>没有第 %1 步：课堂计划共有 %2 步。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There is no section %1: this lesson has %2.</source>
        <translation>没有第 %1 小节：本课共有 %2 个小节。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Beat %1</source>
        <translation>环节 %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The class plan&apos;s steps</source>
        <translation>课堂计划的步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the class plan&apos;s steps</source>
        <translation>%1：课堂计划的步骤</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The overview shows a lesson&apos;s sections; this page has none.</source>
        <translation>概览显示课程的各个小节；此页面没有小节。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: sections and beats</source>
        <translation>%1：小节和环节</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Swapping screens needs a second screen.</source>
        <translation>交换屏幕需要第二块屏幕。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Presenting: forward (play the beat, then the next beat or section)</source>
        <translation>演示：前进（播放本环节，然后进入下一环节或下一小节）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Presenting: back (the previous beat&apos;s set-up, else the previous section)</source>
        <translation>演示：后退（上一环节的设置，否则为上一小节）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Presenting: the lesson&apos;s first section (the class plan&apos;s first step)</source>
        <translation>演示：课程的第一小节（课堂计划的第一步）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Presenting: the lesson&apos;s last section (the class plan&apos;s last step)</source>
        <translation>演示：课程的最后一小节（课堂计划的最后一步）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Presenting: go to a section (a class plan&apos;s step) by its number</source>
        <translation>演示：按编号前往某一小节（课堂计划的某一步）</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Presenting: black screen / show it again</source>
        <translation>演示：黑屏 / 重新显示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: white screen / show it again</source>
        <translation>演示：白屏 / 重新显示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: play / pause the simulation</source>
        <translation>演示：播放/暂停模拟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: draw with a pen over the page (again: off)</source>
        <translation>演示：用画笔在页面上绘画（再按一次：关闭）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Presenting: highlight over the page (again: off)</source>
        <translation>演示：在页面上用荧光笔标记（再按一次：关闭）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: laser pointer (again: off)</source>
        <translation>演示：激光笔（再按一次：关闭）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: erase the drawing</source>
        <translation>演示：擦除绘画</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: overview of the sections and beats</source>
        <translation>演示：小节和环节概览</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: instructor notes</source>
        <translation>演示：讲师备注</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: show / hide the presenter console</source>
        <translation>演示：显示/隐藏演示者控制台</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: swap the lesson and console screens</source>
        <translation>演示：交换课程和控制台所在的屏幕</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting a quiz: reveal the answer to the class</source>
        <translation>演示测验：向全班揭晓答案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: these keys (as F1)</source>
        <translation>演示：这些按键（同 F1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Presenting: close the blank, overview or number; else stop</source>
        <translation>演示：关闭黑屏、概览或编号输入；否则停止演示</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 to %2, then %3</source>
        <translation>%1 到 %2，然后 %3</translation>
    </message>
</context>
<context>
    <name>gpulab::PresenterOverview</name>
    <message>
        <location filename="../app/presenteroverview.cpp" line="+57"/>
        <source>Overview of the lesson</source>
        <translation>课程概览</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sections and beats: arrows move, Enter goes there, Esc closes</source>
        <translation>小节和环节：方向键移动，Enter 前往，Esc 关闭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrows: move · Enter: go there · Esc or O: close</source>
        <translation>方向键：移动 · Enter：前往 · Esc 或 O：关闭</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Section %1: %2</source>
        <translation>第 %1 小节：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat %1: %2</source>
        <translation>环节 %1：%2</translation>
    </message>
</context>
<context>
    <name>gpulab::PriceBook</name>
    <message>
        <location filename="../lessons/cost/gpuprices.cpp" line="+174"/>
        <source>no shipped price for %1, %2, %3 to replace: the row is left out</source>
        <translation>没有 %1、%2、%3 的内置价格可替换：该行已略去</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no such price.</source>
        <translation>没有这个价格。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&quot;%1&quot; is not a number. Type a price such as %2.</source>
        <translation>“%1”不是一个数。请输入像 %2 这样的价格。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A price must be above 0 and at most %1; &quot;%2&quot; is not.</source>
        <translation>价格必须大于 0 且不超过 %1；“%2”不符合。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Entered by the user in GPU Lab</source>
        <translation>由用户在 GPU Lab 中输入</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not remove %1.</source>
        <translation>无法删除 %1。</translation>
    </message>
</context>
<context>
    <name>gpulab::PriceText</name>
    <message>
        <location line="-121"/>
        <source>on demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reserved</source>
        <translation>预留</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>purchase</source>
        <translation>购买</translation>
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
        <translation>每 GPU 小时 %1（%2，%3，采集于 %4）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 a card (%2, seen %3)</source>
        <translation>每张卡 %1（%2，采集于 %3）</translation>
    </message>
</context>
<context>
    <name>gpulab::QuizHistoryPage</name>
    <message>
        <location filename="../app/quizpage.cpp" line="+163"/>
        <source>Your quiz results</source>
        <translation>你的测验结果</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Finished</source>
        <translation>完成时间</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quiz</source>
        <translation>测验</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reached</source>
        <translation>进度</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every quiz attempt, newest first</source>
        <translation>每次测验尝试，最新的在前</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Export Results as CSV…</source>
        <translation>将结果导出为 CSV(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One row per answer, for an instructor or a spreadsheet</source>
        <translation>每个答案一行，供讲师或电子表格使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset Quiz History…</source>
        <translation>重置测验历史(&amp;R)…</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>not finished (started %1)</source>
        <translation>未完成（开始于 %1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 of %2 answered so far (no result)</source>
        <translation>目前已答 %1/%2（无结果）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 — %3 %</source>
        <translation>%1/%2 — %3 %</translation>
    </message>
    <message>
        <location line="+59"/>
        <location line="+6"/>
        <source>Export Quiz Grades</source>
        <translation>导出测验成绩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The grades could not be written to %1:
%2</source>
        <translation>无法将成绩写入 %1：
%2</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>not graded</source>
        <translation>未评分</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Questions answered or skipped, of the quiz&apos;s questions, and how many of them were skipped; a skipped question counts as not right</source>
        <translation>已作答或已跳过的题数/测验总题数，以及其中跳过的题数；跳过的题目按答错计</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export &amp;Grades as CSV…</source>
        <translation>将成绩导出为 CSV(&amp;G)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your best score per quiz in one row, as Moodle&apos;s grade import (Grades › Import › CSV file) takes it</source>
        <translation>每个测验的最佳得分各占一行，符合 Moodle 成绩导入（成绩 › 导入 › CSV 文件）的格式</translation>
    </message>
    <message numerus="yes">
        <location line="+53"/>
        <source>%1 of %2 (%Ln skipped)</source>
        <translation>
            <numerusform>%1/%2（跳过 %Ln 道）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Your quiz results — no quiz taken yet</source>
        <translation>你的测验结果 — 尚未参加任何测验</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your quiz results — %Ln attempt(s)</source>
        <translation>
            <numerusform>你的测验结果 — %Ln 次尝试</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+9"/>
        <source>There is no progress database.</source>
        <translation>没有进度数据库。</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+6"/>
        <source>Export Quiz Results</source>
        <translation>导出测验结果</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+17"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>The results could not be written to %1:
%2</source>
        <translation>无法将结果写入 %1：
%2</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+7"/>
        <source>Reset Quiz History</source>
        <translation>重置测验历史</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Delete every quiz attempt and answer stored on this computer? Export them as CSV first if you want to keep them. Your lesson progress is not affected.</source>
        <translation>要删除存储在这台机器上的所有测验尝试和答案吗？如需保留，请先将它们导出为 CSV。你的课程进度不受影响。</translation>
    </message>
</context>
<context>
    <name>gpulab::QuizInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="-362"/>
        <source>&amp;Your answer:</source>
        <translation>你的答案(&amp;Y)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
</context>
<context>
    <name>gpulab::QuizPage</name>
    <message numerus="yes">
        <location filename="../app/quizpage.cpp" line="-303"/>
        <source>… and %Ln more</source>
        <translation>
            <numerusform>……还有 %Ln 项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>⚠ %Ln question(s) of this quiz could not be loaded and are left out:</source>
        <translation>
            <numerusform>⚠ 此测验有 %Ln 道题无法加载，已略去：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Problems in this quiz&apos;s file</source>
        <translation>此测验文件中的问题</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the progress database is not available, so this attempt is kept only until GPU Lab closes</source>
        <translation>进度数据库不可用，因此本次尝试只保留到 GPU Lab 关闭为止</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>⚠ Your answers are not saved yet: %1. Keep going: none is lost.</source>
        <translation>⚠ 你的答案尚未保存：%1。请继续作答，不会丢失任何答案。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>⚠ Your answers are not being saved: %1</source>
        <translation>⚠ 你的答案未能保存：%1</translation>
    </message>
</context>
<context>
    <name>gpulab::QuizSession</name>
    <message>
        <location filename="../lessons/framework/quiz/quizsession.cpp" line="+191"/>
        <source>(skipped)</source>
        <translation>（已跳过）</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>(no answer)</source>
        <translation>（未作答）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>True</source>
        <translation>对</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>False</source>
        <translation>错</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>gpulab::QuizView</name>
    <message>
        <location filename="../widgets/quizview.cpp" line="+60"/>
        <location line="+263"/>
        <source>Quiz</source>
        <translation>测验</translation>
    </message>
    <message>
        <location line="-230"/>
        <source>How do you want to take it?</source>
        <translation>你想以哪种方式作答？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Practice</source>
        <translation>练习(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After each answer: whether it is right, why, and the right answer.</source>
        <translation>每题作答后：告诉你是否正确、原因以及正确答案。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Test</source>
        <translation>测试(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No feedback until the end; then your score and a review of every answer that was not right.</source>
        <translation>结束前不给反馈；最后显示你的得分，并逐一回顾所有答错的题。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This quiz has no questions.</source>
        <translation>此测验没有题目。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+111"/>
        <source>&amp;Back to lesson</source>
        <translation>返回课程(&amp;B)</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Question</source>
        <translation>题目</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Problem with the answer</source>
        <translation>答案有问题</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Feedback</source>
        <translation>反馈</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>S&amp;kip</source>
        <translation>跳过(&amp;K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move on without answering; counts as not right.</source>
        <translation>不作答，继续下一题；计为答错。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+255"/>
        <source>&amp;Next</source>
        <translation>下一题(&amp;N)</translation>
    </message>
    <message>
        <location line="-232"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review of the answers that were not right</source>
        <translation>回顾答错的题</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Retake</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same questions again, in a new order.</source>
        <translation>同样的题目，重新打乱顺序。</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>1 question.</source>
        <translation>1 道题。</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln questions.</source>
        <translation>
            <numerusform>%Ln 道题。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 question, not graded.</source>
        <translation>1 道题，不计分。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln questions, %1 of them graded.</source>
        <translation>
            <numerusform>%Ln 道题，其中 %1 道计分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+347"/>
        <source>You skipped %Ln questions.</source>
        <translation>
            <numerusform>你跳过了 %Ln 道题。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-301"/>
        <source>Question %1 of %2</source>
        <translation>第 %1 题，共 %2 题</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>C&amp;ontinue</source>
        <translation>继续(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Check</source>
        <translation>检查(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Submit</source>
        <translation>提交(&amp;S)</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>See &amp;results</source>
        <translation>查看结果(&amp;R)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+239"/>
        <source>&lt;b&gt;Right answer:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;正确答案：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <location line="-232"/>
        <source>&lt;b&gt;Saved.&lt;/b&gt; Essays are not graded automatically.</source>
        <translation>&lt;b&gt;已保存。&lt;/b&gt;问答题不自动评分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Correct&lt;/b&gt;</source>
        <translation>&lt;b&gt;正确&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Partly correct — %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;部分正确 — %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Not correct&lt;/b&gt;</source>
        <translation>&lt;b&gt;不正确&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+171"/>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Results: %1</source>
        <translation>结果：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 — %3</source>
        <translation>%1/%2 — %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing in this quiz is graded.</source>
        <translation>此测验中没有计分的题目。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You skipped 1 question.</source>
        <translation>你跳过了 1 道题。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your essay answers are saved; essays are not graded automatically.</source>
        <translation>你的问答题答案已保存；问答题不自动评分。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every graded answer was right.</source>
        <translation>所有计分的题都答对了。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Answers to review</source>
        <translation>需要回顾的答案</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Question %1</source>
        <translation>第 %1 题</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Your answer:&lt;/b&gt; skipped</source>
        <translation>&lt;b&gt;你的答案：&lt;/b&gt;已跳过</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>partly correct — %1</source>
        <translation>部分正确 — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not correct</source>
        <translation>不正确</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Your answer:&lt;/b&gt; %1 (%2)</source>
        <translation>&lt;b&gt;你的答案：&lt;/b&gt;%1（%2）</translation>
    </message>
</context>
<context>
    <name>gpulab::RaceLab</name>
    <message>
        <location filename="../lessons/livelab/racelab.cpp" line="+30"/>
        <source>&amp;Run the race</source>
        <translation>开始比赛(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OpenCL device</source>
        <translation>OpenCL 设备</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Looking for OpenCL devices…</source>
        <translation>正在查找 OpenCL 设备…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Matrix size N</source>
        <translation>矩阵大小 N</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Timed repeats</source>
        <translation>计时重复次数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left side</source>
        <translation>左侧</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right side</source>
        <translation>右侧</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Device:</source>
        <translation>设备(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix &amp;size N:</source>
        <translation>矩阵大小 N(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;epeats:</source>
        <translation>重复次数(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Left:</source>
        <translation>左侧(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Right:</source>
        <translation>右侧(&amp;R)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your prediction of the speedup</source>
        <translation>你对加速比的预测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Predict first: the right side will be this many times faster:</source>
        <translation>先预测(&amp;P)：右侧将快这么多倍：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;play</source>
        <translation>重放(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the race at the measured proportions</source>
        <translation>按实测比例重放比赛</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Race progress</source>
        <translation>比赛进度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What is happening</source>
        <translation>正在发生什么</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left</source>
        <translation>左侧</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>右侧</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measured speedup</source>
        <translation>实测加速比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prediction and explanation</source>
        <translation>预测与解释</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No OpenCL — CPU only</source>
        <translation>无 OpenCL — 仅 CPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No OpenCL device: the OpenCL rungs cannot run here (%1). The CPU rungs still race.</source>
        <translation>没有 OpenCL 设备：OpenCL 级别无法在此运行（%1）。CPU 级别仍可比赛。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>CPU only (no OpenCL)</source>
        <translation>仅 CPU（无 OpenCL）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Serial — 1 CPU core</source>
        <translation>串行 — 1 个 CPU 核心</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parallel — every CPU core</source>
        <translation>并行 — 所有 CPU 核心</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parallel — OpenCL</source>
        <translation>并行 — OpenCL</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no device</source>
        <translation>无设备</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>You predicted ×%1 faster; the measurement is %2, %3. Why: %4</source>
        <translation>你预测快 %1 倍；测量结果为 %2，%3。原因：%4</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>faster than you predicted</source>
        <translation>比你预测的更快</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>%1, on %2</source>
        <translation>%1，在 %2 上</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>slower than you predicted</source>
        <translation>比你预测的更慢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>close to your prediction</source>
        <translation>与你的预测接近</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Replay, measured proportions, %1× slowed down</source>
        <translation>重放，按实测比例，放慢 %1 倍</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay, measured proportions, %1× sped up</source>
        <translation>重放，按实测比例，加快 %1 倍</translation>
    </message>
</context>
<context>
    <name>gpulab::RacePane</name>
    <message>
        <location filename="../lessons/framework/racepane.cpp" line="+120"/>
        <source>Waiting for its turn.</source>
        <translation>等待轮到它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped before it was measured.</source>
        <translation>在测量前已停止。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not run yet.</source>
        <translation>尚未运行。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (median of %2), %3 GFLOP/s, %4</source>
        <translation>%1（%2 次的中位数），%3 GFLOP/s，%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>verified ✓</source>
        <translation>已验证 ✓</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NOT verified ✗</source>
        <translation>未通过验证 ✗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✗ WRONG RESULT: %1</source>
        <translation>✗ 结果错误：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot run here: %1</source>
        <translation>无法在此运行：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✗ Error: %1</source>
        <translation>✗ 错误：%1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for its turn…</source>
        <translation>等待轮到它…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped: not measured</source>
        <translation>已停止：未测量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running… %1</source>
        <translation>正在运行… %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % of the runs done</source>
        <translation>已完成 %1 % 的运行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1  ·  %2 GFLOP/s</source>
        <translation>%1  ·  %2 GFLOP/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✓ verified against float64</source>
        <translation>✓ 已与 float64 核对</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ NOT verified</source>
        <translation>✗ 未通过验证</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  ·  kernels compiled in %1</source>
        <translation>  ·  内核编译用时 %1</translation>
    </message>
</context>
<context>
    <name>gpulab::RaceRunner</name>
    <message>
        <location filename="../lessons/framework/racerunner.cpp" line="+60"/>
        <source>Choose two different rungs of the ladder for the two sides.</source>
        <translation>请为双方选择阶梯上两个不同的级别。</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+21"/>
        <source>A measurement is already running.</source>
        <translation>已有一项测量正在运行。</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The roofline needs an OpenCL device: %1</source>
        <translation>Roofline 需要 OpenCL 设备：%1</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Measuring the memory bandwidth and peak arithmetic of %1…</source>
        <translation>正在测量 %1 的内存带宽和算术峰值…</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Nothing to measure: choose at least one variant and one size.</source>
        <translation>没有可测量的内容：请至少选择一个变体和一个大小。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unknown variant “%1”.</source>
        <translation>未知变体“%1”。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The matrix size must be between 1 and 46340 (got %1).</source>
        <translation>矩阵大小必须介于 1 和 46340 之间（实际为 %1）。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>N = %1: computing the float64 reference that every result is checked against…</source>
        <translation>N = %1：正在计算 float64 参考结果，每个结果都将与它核对…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preparing %1…</source>
        <translation>正在准备 %1…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Running %1 at N = %2…</source>
        <translation>正在以 N = %2 运行 %1…</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Compiling kernels for %1…</source>
        <translation>正在为 %1 编译内核…</translation>
    </message>
</context>
<context>
    <name>gpulab::RangeTablePage</name>
    <message>
        <location filename="../lessons/precision/rangetablepage.cpp" line="+44"/>
        <source>Range and precision of every format, computed by the codec</source>
        <translation>每种格式的范围和精度，由编解码器计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bits
(sign + exponent + mantissa)</source>
        <translation>位数
（符号 + 指数 + 尾数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest value</source>
        <translation>最大值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Smallest normal</source>
        <translation>最小正规数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smallest subnormal</source>
        <translation>最小次正规数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Epsilon
(gap above 1)</source>
        <translation>Epsilon
（1 与上方相邻值的间距）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decimal
digits</source>
        <translation>十进制
有效位数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Overflow
gives</source>
        <translation>上溢
结果</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>1 + %1 + %2 = %3</source>
        <translation>1 + %1 + %2 = %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (stored in %1)</source>
        <translation> （存储为 %1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>infinity</source>
        <translation>无穷大</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NaN (no infinity)</source>
        <translation>NaN（无无穷大）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (saturates)</source>
        <translation>%1（饱和）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every number in this table is computed by GPU Lab&apos;s codec from the format&apos;s layout, not typed in. &lt;b&gt;Largest value&lt;/b&gt;: the top of the range. Below the &lt;b&gt;smallest normal&lt;/b&gt; come the subnormals, with fewer significant bits, down to the &lt;b&gt;smallest subnormal&lt;/b&gt;; anything less than half of it rounds to zero. &lt;b&gt;Epsilon&lt;/b&gt; is the gap between 1 and the next value up: a measure of precision. &lt;b&gt;Decimal digits&lt;/b&gt; = (mantissa bits + 1) × log₁₀ 2.</source>
        <translation>此表中的每个数都由 GPU Lab 的编解码器根据格式的布局计算得出，而不是手工输入。&lt;b&gt;最大值&lt;/b&gt;：范围的上限。&lt;b&gt;最小正规数&lt;/b&gt;之下是次正规数，有效位更少，一直到&lt;b&gt;最小次正规数&lt;/b&gt;；小于它一半的任何数都会舍入为零。&lt;b&gt;Epsilon&lt;/b&gt; 是 1 与下一个更大的值之间的间距，是精度的一种度量。&lt;b&gt;十进制有效位数&lt;/b&gt; = (尾数位数 + 1) × log₁₀ 2。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to read the table</source>
        <translation>如何阅读此表</translation>
    </message>
</context>
<context>
    <name>gpulab::RealChips</name>
    <message>
        <location filename="../lessons/cpuvsgpu/realchips.cpp" line="+68"/>
        <source>estimate: %1 × %2 GHz base × %3</source>
        <translation>估算：%1 × %2 GHz 基础频率 × %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>vendor = %1 × 2 × %2 GHz boost</source>
        <translation>厂商 = %1 × 2 × %2 GHz 加速频率</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>vendor, dual issue = %1 × 4 × %2 GHz boost</source>
        <translation>厂商，双发射 = %1 × 4 × %2 GHz 加速频率</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>from vendor figures</source>
        <translation>来自厂商数据</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not a vendor figure: GPU Lab&apos;s estimate, %1 cores × %2 GHz (the base clock, not the boost clock in the table) × %3 float32 FLOPs per clock per core from the SIMD units. At the boost clock it would be higher.</source>
        <translation>并非厂商数据：这是 GPU Lab 的估算，%1 个核心 × %2 GHz（基础频率，而不是表中的加速频率）× 每核心每时钟周期 %3 次来自 SIMD 单元的 float32 FLOP。按加速频率计算会更高。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The vendor&apos;s figure: %1 float32 lanes × 2 FLOPs (one fused multiply-add) × %2 GHz boost clock.</source>
        <translation>厂商数据：%1 个 float32 通道 × 2 FLOP（一次融合乘加）× %2 GHz 加速频率。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The vendor&apos;s figure counts dual-issue float32 (two instructions per lane per clock): %1 lanes × 2 FLOPs × 2 × %2 GHz. One fused multiply-add per lane per clock gives %3 TFLOPS.</source>
        <translation>厂商数据计入了双发射 float32（每个通道每个时钟周期两条指令）：%1 个通道 × 2 FLOP × 2 × %2 GHz。若每个通道每个时钟周期只做一次融合乘加，则为 %3 TFLOPS。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The data file has no float32 figure for this chip.</source>
        <translation>数据文件中没有该芯片的 float32 数据。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the vendor&apos;s documents; the data file lacks the clock or lane count to recompute it. Its notes: %1</source>
        <translation>来自厂商文档；数据文件缺少时钟频率或通道数，无法重新计算。其备注：%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>About these figures</source>
        <translation>关于这些数据</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>CPUs and GPUs from their datasheets</source>
        <translation>数据手册中的 CPU 和 GPU</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Chip</source>
        <translation>芯片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Peak figures from GPU Lab&apos;s data file (peaks, not measurements; float32 on the vector units, not tensor cores; SXM and PCIe cards are separate rows). They are not all alike: the GPU peaks are the vendors&apos; own (some count dual-issue float32), the CPU peaks are the file&apos;s estimates at the base clock, and the last column but one says which, with the sum. A CPU core has SIMD units of its own, so its lanes are not one per core. Hover a row for its source; — means not published.</source>
        <translation>峰值数据来自 GPU Lab 的数据文件（是峰值，而非测量值；是向量单元上的 float32，而非 Tensor Core；SXM 和 PCIe 卡分列不同行）。它们并不完全同类：GPU 峰值是厂商自己的数据（有些计入了双发射 float32），CPU 峰值是该文件按基础频率做的估算，倒数第二列注明属于哪种并给出算式。CPU 核心有自己的 SIMD 单元，因此它的通道并非每个核心一个。将鼠标悬停在某行上可查看其来源；— 表示未公布。</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Memory (GB/s)</source>
        <translation>内存（GB/s）</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>How the peak is obtained</source>
        <translation>峰值的得出方式</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Cores or SMs</source>
        <translation>核心数或 SM 数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cores (CPU) or streaming multiprocessors (GPU)</source>
        <translation>核心（CPU）或流式多处理器（GPU）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 lanes</source>
        <translation>FP32 通道</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Float32 lanes: the GPU&apos;s CUDA cores or stream processors; a CPU core has SIMD units of its own</source>
        <translation>float32 通道：GPU 的 CUDA 核心或流处理器；CPU 核心有自己的 SIMD 单元</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clock (GHz)</source>
        <translation>时钟频率（GHz）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Base / boost clock, GHz</source>
        <translation>基础/加速频率，GHz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 peak (TFLOPS)</source>
        <translation>FP32 峰值（TFLOPS）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Float32 peak on the vector units (not tensor cores), TFLOPS</source>
        <translation>向量单元（非 Tensor Core）上的 float32 峰值，TFLOPS</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory bandwidth, GB/s</source>
        <translation>内存带宽，GB/s</translation>
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
        <translation>%1（数据文件第 %2 行）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The data file has no CPU or GPU rows to show.</source>
        <translation>数据文件中没有可显示的 CPU 或 GPU 行。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln row(s) of the data file could not be read; the first: %1</source>
        <translation>
            <numerusform>数据文件中有 %Ln 行无法读取；第一行：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpulab::RooflineChart</name>
    <message>
        <location filename="../lessons/livelab/benchcharts.cpp" line="+294"/>
        <source>Measure the &amp;roofline</source>
        <translation>测量 Roofline(&amp;R)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measu&amp;re</source>
        <translation>测量(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kernels at &amp;N:</source>
        <translation>内核的 N(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two limits of this device — how fast memory feeds it and how fast it computes — and where our kernels sit between them.</source>
        <translation>此设备的两个极限 — 内存供数有多快、计算有多快 — 以及我们的内核在两者之间的位置。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Datasheet roofs</source>
        <translation>数据手册屋顶(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(datacenter GPUs, to compare)</source>
        <translation>（数据中心 GPU，用于比较）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From the data file assets/data/gpu-specs.csv, with its sources.</source>
        <translation>来自数据文件 assets/data/gpu-specs.csv，附其来源。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Datasheet roofs of datacenter GPUs, to compare</source>
        <translation>数据中心 GPU 的数据手册屋顶，用于比较</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not measure: %1</source>
        <translation>无法测量：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not measure the kernels: %1</source>
        <translation>无法测量内核：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: memory %2 GB/s, arithmetic %3 GFLOP/s; kernels below the ridge at %4 FLOP/byte wait for memory, above it for arithmetic.</source>
        <translation>%1：内存 %2 GB/s，运算 %3 GFLOP/s；位于 %4 FLOP/byte脊点以下的内核在等待内存，以上的在等待运算。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Measuring the roofs…</source>
        <translation>正在测量屋顶…</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The roofs&apos; runs disagreed (the slowest %1 % below the best): something else was using the machine; measure again when it is idle.</source>
        <translation>屋顶的各次运行结果不一致（最慢的比最好的低 %1 %）：有其他程序在使用这台机器；请在机器空闲时重新测量。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 ran above the measured peak (%2 against %3 GFLOP/s): it keeps the arithmetic units busier than the small peak kernel did, or the peak run was slowed by other work.</source>
        <translation>%1 超过了实测峰值（%2 对 %3 GFLOP/s）：它让运算单元比小型峰值内核更忙，或者峰值运行受到了其他工作的拖累。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 ran above the memory roof: part of its data came from cache, which its design intensity (%2 FLOP/byte, counting every load from memory) leaves out.</source>
        <translation>%1 超过了内存屋顶：它的部分数据来自缓存，而它的设计强度（%2 FLOP/byte，按每次从内存加载计算）没有考虑这一点。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Roofline of %1 (measured)</source>
        <translation>%1 的 Roofline（实测）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this device, measured</source>
        <translation>此设备，实测</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At %1 FLOP/byte at most %2 GFLOP/s
(memory %3 GB/s, peak %4 GFLOP/s)</source>
        <translation>在 %1 FLOP/byte时最多 %2 GFLOP/s
（内存 %3 GB/s，峰值 %4 GFLOP/s）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1
%2 FLOP/byte, %3 GFLOP/s = %4 % of what the roof allows there</source>
        <translation>%1
%2 FLOP/byte，%3 GFLOP/s = 屋顶在该处允许值的 %4 %</translation>
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
        <translation>绘制其 Roofline 的 GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;GPU:</source>
        <translation>GPU(&amp;G)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which peak is the roof</source>
        <translation>以哪个峰值作为屋顶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 on the CUDA cores</source>
        <translation>CUDA 核心上的 FP32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 on the tensor cores (dense)</source>
        <translation>Tensor Core 上的 FP16（稠密）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pea&amp;k:</source>
        <translation>峰值(&amp;K)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worked examples: set the intensity</source>
        <translation>示例：设置强度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(choose a kernel)</source>
        <translation>（选择一个内核）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vector add, float32: 1 FLOP per 12 bytes</source>
        <translation>向量加法，float32：每 12 字节 1 FLOP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Naive matrix product, float32: 2 FLOPs per 8 bytes</source>
        <translation>朴素矩阵乘积，float32：每 8 字节 2 FLOP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiled, T = 16, float32: 32 FLOPs per 8 bytes</source>
        <translation>分块，T = 16，float32：每 8 字节 32 FLOP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiled, T = 64, float32: 128 FLOPs per 8 bytes</source>
        <translation>分块，T = 64，float32：每 8 字节 128 FLOP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix product N = 4096, FP16, each matrix read once: N/3</source>
        <translation>矩阵乘积 N = 4096，FP16，每个矩阵只读一次：N/3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E&amp;xample:</source>
        <translation>示例(&amp;X)：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Arithmetic intensity (FLOP per byte)</source>
        <translation>算术强度（每字节 FLOP 数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Intensity:</source>
        <translation>强度(&amp;I)：</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Where the kernel is on the roofline</source>
        <translation>内核在 Roofline 上的位置</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>This machine&apos;s measured roofs</source>
        <translation>本机实测的屋顶</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>&amp;Measure this machine&apos;s roofs</source>
        <translation>测量这台机器的屋顶(&amp;M)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>LLM decode, batch 1, FP16 weights: 2 FLOPs per 2 bytes</source>
        <translation>LLM 解码，批大小 1，FP16 权重：每 2 字节 2 FLOP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measuring the roofs</source>
        <translation>正在测量屋顶</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Cancelled. </source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not measure: %1</source>
        <translation>无法测量：%1</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Measuring the copy bandwidth and the FMA peak of the OpenCL device (in the measurement engine)…</source>
        <translation>正在（在测量引擎中）测量 OpenCL 设备的复制带宽和 FMA 峰值…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>This machine: not measured yet on the chosen OpenCL device (the Live Lab&apos;s roofline or the button here measures it).</source>
        <translation>本机：尚未在所选 OpenCL 设备上测量（实时实验室的 Roofline 或这里的按钮可以测量）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This machine (%1, measured %2): %3 GB/s, %4 float32 — the dashed line.</source>
        <translation>本机（%1，测量于 %2）：%3 GB/s，%4 float32 — 虚线。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 FLOP/byte</source>
        <translation>%1 FLOP/byte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;%1&lt;/b&gt; At %2 FLOP/byte the %3 can do at most %4 = %5 % of its %6 peak. The ridge is at %7 FLOP/byte (%6 ÷ %8 GB/s): %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;在 %2 FLOP/byte时，%3 最多能达到 %4 = 其 %6 峰值的 %5 %。脊点位于 %7 FLOP/byte（%6 ÷ %8 GB/s）：%9</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory-bound.</source>
        <translation>访存受限。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compute-bound.</source>
        <translation>计算受限。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>below it, the arithmetic units wait for HBM; only more reuse (a higher intensity) helps.</source>
        <translation>低于脊点时，运算单元在等待 HBM；只有更多的复用（更高的强度）才有帮助。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>above it, memory keeps up and the arithmetic units are the limit.</source>
        <translation>高于脊点时，内存跟得上，运算单元成为瓶颈。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The data file has no bandwidth or peak for this GPU.</source>
        <translation>数据文件中没有此 GPU 的带宽或峰值。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Arithmetic intensity (FLOP per byte of memory traffic, log scale)</source>
        <translation>算术强度（每字节内存流量的 FLOP 数，对数刻度）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GFLOP/s (log scale)</source>
        <translation>GFLOP/s（对数刻度）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1
at %2 FLOP/byte: at most %3</source>
        <translation>%1
在 %2 FLOP/byte时：最多 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (datasheet: %2 GB/s, %3)</source>
        <translation>%1（数据手册：%2 GB/s，%3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>your kernel: %1 FLOP/byte → %2</source>
        <translation>你的内核：%1 FLOP/byte → %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your kernel</source>
        <translation>你的内核</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>this machine, measured (%1)</source>
        <translation>本机，实测（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this machine, measured</source>
        <translation>本机，实测</translation>
    </message>
</context>
<context>
    <name>gpulab::RooflinePlot</name>
    <message>
        <location filename="../widgets/rooflineplot.cpp" line="+27"/>
        <source>Arithmetic intensity (FLOP per byte of memory traffic)</source>
        <translation>算术强度（每字节访存流量的 FLOP 数）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 (datasheet)</source>
        <translation>%1（数据手册）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 GB/s, %3 TFLOP/s float32
Source: %4</source>
        <translation>%1：%2 GB/s，%3 TFLOP/s float32
来源：%4</translation>
    </message>
</context>
<context>
    <name>gpulab::ScalingChart</name>
    <message>
        <location filename="../lessons/livelab/benchcharts.cpp" line="-463"/>
        <source>&amp;GFLOP/s</source>
        <translation>GFLOP/s(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;peedup over serial</source>
        <translation>相对串行的加速比(&amp;P)</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Measure &amp;scaling</source>
        <translation>测量扩展(&amp;S)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>From N = 64 &amp;up to:</source>
        <translation>从 N = 64 到(&amp;U)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;peedup</source>
        <translation>加速比(&amp;P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How each rung&apos;s speed grows with the size of the problem.</source>
        <translation>每一级的速度如何随问题规模增长。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling with N</source>
        <translation>随 N 扩展</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+101"/>
        <source>Could not measure: %1</source>
        <translation>无法测量：%1</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Done. %1</source>
        <translation>完成。%1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>A measurement is already running.</source>
        <translation>已有一项测量正在运行。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Serial-naive stops at N = %1: above that it would take minutes. Its speedups are measured against it up to there.</source>
        <translation>serial-naive 在 N = %1 处停止：再往上会耗时数分钟。在此之前的加速比都相对于它测量。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose at least one rung.</source>
        <translation>请至少选择一个级别。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Measuring…</source>
        <translation>正在测量…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Matrix size N</source>
        <translation>矩阵大小 N</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Speedup over serial-naive (×)</source>
        <translation>相对 serial-naive 的加速比（×）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GFLOP/s (billions of operations per second)</source>
        <translation>GFLOP/s（每秒十亿次运算）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1
N = %2: ×%3 serial</source>
        <translation>%1
N = %2：串行的 %3 倍</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1
N = %2: %3 GFLOP/s</source>
        <translation>%1
N = %2：%3 GFLOP/s</translation>
    </message>
</context>
<context>
    <name>gpulab::ScoreChart</name>
    <message>
        <location filename="../widgets/scorechart.cpp" line="+42"/>
        <source>1 attempt</source>
        <translation>1 次尝试</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 attempts</source>
        <translation>%1 次尝试</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, last %2, best %3</source>
        <translation>%1，最近一次 %2，最佳 %3</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+10"/>
        <source>Quiz scores over time</source>
        <translation>测验得分随时间的变化</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>No quiz attempts yet. Your scores appear here once you finish a quiz.</source>
        <translation>尚无测验尝试。完成一次测验后，你的得分会显示在这里。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Quiz scores in words</source>
        <translation>测验得分的文字描述</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 in all. %2.</source>
        <translation>共 %1。%2。</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Date of the attempt</source>
        <translation>尝试日期</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score (%)</source>
        <translation>得分 (%)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1: %2 on %3</source>
        <translation>%1：%3 得分 %2</translation>
    </message>
</context>
<context>
    <name>gpulab::SectionView</name>
    <message>
        <location filename="../lessons/framework/sectionview.cpp" line="+167"/>
        <source>Lesson text</source>
        <translation>课程正文</translation>
    </message>
    <message>
        <location filename="../lessons/framework/lessoncontent.cpp" line="+626"/>
        <source>This section is too long: %1 table rows are shown of %2; the rest of the section is left out.</source>
        <translation>此小节过长：显示了 %2 行表格中的 %1 行；小节的其余部分已略去。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This section is too long: %1 characters are shown of %2; the rest is left out.</source>
        <translation>此小节过长：显示了 %2 个字符中的 %1 个；其余部分已略去。</translation>
    </message>
</context>
<context>
    <name>gpulab::SentenceText</name>
    <message>
        <location filename="../lessons/framework/sentencetext.cpp" line="+17"/>
        <source>%1 %2</source>
        <extracomment>Two whole sentences one after the other, each ending with its own full stop. Chinese writes no space after 。 (&quot;%1%2&quot;).</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: %2</source>
        <extracomment>A label, then what it labels (&quot;Question 3: Memory&quot;). Chinese: a full-width colon and no space (&quot;%1：%2&quot;).</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1, %2</source>
        <extracomment>Two items of a list of names or figures, with no &quot;and&quot; (&quot;L1 5 ns, L2 20 ns&quot;); a longer list repeats it. Chinese: &quot;%1、%2&quot;; Arabic: &quot;%1، %2&quot;.</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1; %2</source>
        <extracomment>Two parts of one sentence, each of which may hold commas (&quot;FP16 rounds; FP8 overflows&quot;); a longer list repeats it. Chinese: a full-width semicolon, no space (&quot;%1；%2&quot;); Arabic: &quot;%1؛ %2&quot;.</extracomment>
        <translation>%1；%2</translation>
    </message>
</context>
<context>
    <name>gpulab::ServingModel</name>
    <message>
        <location filename="../lessons/inference/servingmodel.cpp" line="+121"/>
        <source>A queue builds</source>
        <translation>队列堆积</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batching</source>
        <translation>批处理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Many users: the KV cache fills memory</source>
        <translation>用户众多：KV 缓存占满显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 weights</source>
        <translation>FP4 权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Long prompts: prefill is compute-bound</source>
        <translation>长提示词：预填充计算受限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 70B model in FP16</source>
        <translation>FP16 的 70B 模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One request at a time</source>
        <translation>一次一个请求</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 handles at most %2 tokens; the prompt (%3) and the answer (%4) together are longer</source>
        <translation>%1 最多处理 %2 个 token；提示词（%3）和回答（%4）加起来更长</translation>
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
        <translation>%1 — %2 为 %3 提供推理服务，权重格式为 %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The weights (%1) do not fit in the %2 of memory: this GPU cannot serve the model alone. Fewer bytes per weight (INT8, FP4) or several GPUs would.</source>
        <translation>权重（%1）放不进 %2 的显存：这个 GPU 无法单独为该模型提供服务。减少每个权重的字节数（INT8、FP4）或使用多个 GPU 才行。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting for the first request.</source>
        <translation>等待第一个请求。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each step will read every weight once: at least %1 at %2 GB/s.</source>
        <translation>每一步都要把每个权重读取一次：按 %2 GB/s 计算，至少需要 %1。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>compute-bound: %1 TFLOP at the %2 TFLOP/s dense peak (prompts being read)</source>
        <translation>计算受限：以 %2 TFLOP/s 稠密峰值计算 %1 TFLOP（正在读取提示词）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory-bound: %1 of weights + %2 of KV cache at %3 GB/s</source>
        <translation>访存受限：以 %3 GB/s 读取 %1 权重 + %2 KV 缓存</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This step: %1, %2.</source>
        <translation>本步：%1，%2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throughput %1 tokens/s for everyone · one user waits %2 between tokens · first token after %3 (bounds: no kernel is this fast)</source>
        <translation>吞吐量：所有用户合计 %1 tokens/s · 单个用户每两个 token 之间等待 %2 · 首个 token 在 %3 之后（上限：没有内核能这么快）</translation>
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
        <translation>在服务器的 %3 时间内处理了 %1 个请求、%2 个 token。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Waiting: %1</source>
        <translation>等待中：%1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Batch: %1 running (at most %2: %3)</source>
        <translation>批次：%1 个正在运行（最多 %2：%3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>what the memory holds</source>
        <translation>显存能容纳的量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the batch limit</source>
        <translation>批大小上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch: %1 of %2</source>
        <translation>批次：%1/%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>filled = answer so far; hatched = reading its prompt</source>
        <translation>实心 = 目前的回答；阴影 = 正在读取提示词</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Memory %1</source>
        <translation>显存 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>weights (bottom): %1</source>
        <translation>权重（底部）：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV cache (above): %1</source>
        <translation>KV 缓存（上方）：%1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 needs %2 for its weights, more than the %3 of %4: it does not fit.</source>
        <translation>%1 的权重需要 %2，超过了 %4 的 %3：放不下。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 serves %2: %3 requests waiting, %4 in the batch; the last step took %5 and was %6; %7 tokens per second in all (a bound, not a benchmark).</source>
        <translation>%1 为 %2 提供服务：%3 个请求在等待，%4 个在批次中；上一步用了 %5，属于%6；总计每秒 %7 个 token（这是上限，不是基准测试结果）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>compute-bound</source>
        <translation>计算受限</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory-bound</source>
        <translation>访存受限</translation>
    </message>
</context>
<context>
    <name>gpulab::ShardingView</name>
    <message>
        <location filename="../lessons/willitfit/shardingview.cpp" line="+28"/>
        <source>Data parallel</source>
        <translation>数据并行</translation>
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
        <translation>张量并行</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Memory per GPU under each way of sharing the work</source>
        <translation>每种分担方式下每个 GPU 的显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sharing</source>
        <translation>分担方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master +
optimizer</source>
        <translation>主副本 +
优化器</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FP32 master copy and optimizer states</source>
        <translation>FP32 主副本和优化器状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations
/ KV cache</source>
        <translation>激活值
/ KV 缓存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Training: activations. Serving: the KV cache</source>
        <translation>训练：激活值。推理服务：KV 缓存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overhead</source>
        <translation>额外开销</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The assumed framework overhead</source>
        <translation>假设的框架开销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per GPU</source>
        <translation>每个 GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total per GPU</source>
        <translation>每个 GPU 合计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fits?</source>
        <translation>放得下？</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Whether it fits the chosen GPU&apos;s memory</source>
        <translation>能否放进所选 GPU 的显存</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The fewest GPUs of each kind that hold the job</source>
        <translation>每种 GPU 能承担该任务的最少数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As the vendor states it</source>
        <translation>按厂商标称</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest such GPUs that hold the job with %1</source>
        <translation>在 %1 下能承担该任务的此类 GPU 的最少数量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From assets/data/gpu-specs.csv (single GPUs and accelerators). “1”: one GPU holds it; data parallelism copies everything, so it is 1 or “never”; ZeRO does not split the activations, so where they alone overflow a GPU no number of GPUs helps (“&gt; 4,096”). Tensor parallelism is counted up to %1 GPUs, but past one server&apos;s 8 it runs over slower links. Sharding costs traffic: see the NVLink lesson.</source>
        <translation>来自 assets/data/gpu-specs.csv（单个 GPU 和加速器）。“1”：一个 GPU 就能容纳；数据并行会复制所有内容，因此结果只能是 1 或“永远不行”；ZeRO 不拆分激活值，因此如果仅激活值就超出单个 GPU，再多 GPU 也无济于事（“&gt; 4,096”）。张量并行最多计算到 %1 个 GPU，但超过一台服务器的 8 个之后，就要经过更慢的链路。分片会带来通信流量：请参阅 NVLink 课程。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 on %2 GPUs: memory per GPU</source>
        <translation>%1，%2 个 GPU：每个 GPU 的显存</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>n/a</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which GPUs hold it, and how many of them</source>
        <translation>哪些 GPU 能容纳它，需要多少个</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>never</source>
        <translation>永远不行</translation>
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
        <translation>输入你的答案</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>your answer</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type an answer first, or skip the question.</source>
        <translation>请先输入答案，或跳过此题。</translation>
    </message>
</context>
<context>
    <name>gpulab::SimulationPreset</name>
    <message>
        <location filename="../widgets/simulationpreset.cpp" line="+42"/>
        <source>The preset has no &quot;%1&quot; field.</source>
        <translation>模拟设置中没有“%1”字段。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; must be a whole number.</source>
        <translation>“%1”必须是整数。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; must be between %2 and %3.</source>
        <translation>“%1”必须介于 %2 和 %3 之间。</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>The preset is not valid JSON (%1).</source>
        <translation>模拟设置不是有效的 JSON（%1）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset must be a JSON object.</source>
        <translation>模拟设置必须是一个 JSON 对象。</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>This is not a GPU Lab simulation preset (&quot;format&quot; is not &quot;%1&quot;).</source>
        <translation>这不是 GPU Lab 模拟设置（“format”不是“%1”）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The preset has version %1; this GPU Lab reads version %2. It was made by a newer GPU Lab.</source>
        <translation>该模拟设置的版本为 %1；此版本 GPU Lab 读取版本 %2。它由更新版本的 GPU Lab 创建。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;simulation&quot; must be the non-empty id of a simulation.</source>
        <translation>“simulation”必须是某个模拟的非空 id。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;seed&quot; must be a string holding a whole number from 0 to %1.</source>
        <translation>“seed”必须是一个字符串，内容为 0 到 %1 之间的整数。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;parameters&quot; must be a JSON object.</source>
        <translation>“parameters”必须是一个 JSON 对象。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The preset has no &quot;speed&quot; field.</source>
        <translation>模拟设置中没有“speed”字段。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;speed&quot; must be a number from %1 to %2.</source>
        <translation>“speed”必须是 %1 到 %2 之间的数。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a preset</source>
        <translation>一个模拟设置</translation>
    </message>
</context>
<context>
    <name>gpulab::SimulationView</name>
    <message>
        <location filename="../widgets/simulationview.cpp" line="+162"/>
        <source>Simulation</source>
        <translation>模拟</translation>
    </message>
    <message>
        <location line="+226"/>
        <source>This preset is for the simulation &quot;%1&quot;, not &quot;%2&quot;.</source>
        <translation>此模拟设置属于模拟“%1”，而不是“%2”。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset&apos;s beat %1 does not exist; this simulation has beats 0 to %2.</source>
        <translation>模拟设置中的环节 %1 不存在；此模拟的环节为 0 到 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset&apos;s step count %1 is out of range.</source>
        <translation>模拟设置中的步数 %1 超出范围。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The preset&apos;s speed %1 is out of range.</source>
        <translation>模拟设置中的速度 %1 超出范围。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The preset&apos;s parameters do not fit this simulation: %1</source>
        <translation>模拟设置中的参数与此模拟不符：%1</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Keys: %1.</source>
        <translation>按键：%1。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>play / pause</source>
        <translation>播放/暂停</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one step</source>
        <translation>单步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slower</source>
        <translation>减速</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>faster</source>
        <translation>加速</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reset to the start of this beat</source>
        <translation>重置到本环节的开头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next beat</source>
        <translation>下一环节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>previous beat</source>
        <translation>上一环节</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Simulation (when it has focus): %1</source>
        <translation>模拟（获得焦点时）：%1</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Playing.</source>
        <translation>正在播放。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Paused.</source>
        <translation>已暂停。</translation>
    </message>
</context>
<context>
    <name>gpulab::SparsityEditor</name>
    <message>
        <location filename="../lessons/tensorcores/sparsityeditor.cpp" line="+35"/>
        <source>2:4 weight block: arrow keys move, Space prunes or restores a weight</source>
        <translation>2:4 权重块：方向键移动，空格键剪枝或恢复一个权重</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1, kept</source>
        <translation>%1，保留</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pruned to 0 (was %1)</source>
        <translation>剪枝为 0（原为 %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row %1, weight %2 (group %3, position %4): %5.</source>
        <translation>第 %1 行，权重 %2（第 %3 组，位置 %4）：%5。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Valid 2:4 pattern: every group keeps at most 2 weights. The hardware stores %1 of the %2 values and skips %3 multiplies of every %2.</source>
        <translation>有效的 2:4 模式：每组最多保留 2 个权重。硬件存储 %2 个值中的 %1 个，每 %2 次乘法跳过 %3 次。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>row %1 group %2 keeps %3</source>
        <translation>第 %1 行第 %2 组保留 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not 2:4 yet: %1 (at most 2 allowed).</source>
        <translation>还不是 2:4：%1（最多允许 2 个）。</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+11"/>
        <location line="+36"/>
        <location line="+52"/>
        <source>Row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>✓ keeps %1, %2</source>
        <translation>✓ 保留 %1，%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✗ %1 kept: at most 2</source>
        <translation>✗ 保留了 %1 个：最多 2 个</translation>
    </message>
</context>
<context>
    <name>gpulab::StagnationLab</name>
    <message>
        <location filename="../lessons/tensorcores/stagnationlab.cpp" line="+50"/>
        <source>Format of the running sum</source>
        <translation>累加和的格式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sum &amp;in:</source>
        <translation>求和格式(&amp;I)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number added each time</source>
        <translation>每次加上的数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A&amp;dd:</source>
        <translation>加数(&amp;D)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many times</source>
        <translation>加多少次</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 times</source>
        <translation>%1 次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How often:</source>
        <translation>次数(&amp;H)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your prediction: where the sum gets stuck</source>
        <translation>你的预测：和会卡在哪里</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it never gets stuck</source>
        <translation>它永远不会停</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;Predict first: the sum gets stuck at</source>
        <translation>先预测(&amp;P)：和会卡在</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>&amp;Run the sum</source>
        <translation>运行求和(&amp;R)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Progress of the sum</source>
        <translation>求和进度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adds the same number again and again, rounding the sum after every add, as a low-precision accumulator would.</source>
        <translation>反复加上同一个数，每次相加后都对和进行舍入，就像低精度累加器那样。</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>What the sum is doing</source>
        <translation>求和正在做什么</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A running sum in a low-precision format</source>
        <translation>低精度格式中的累加和</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your prediction and the explanation</source>
        <translation>你的预测与解释</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adding 1 a thousand times should give 1,000. Predict where a BF16 sum gets stuck, then run.</source>
        <translation>把 1 加一千次应该得到 1,000。预测 BF16 的和会卡在哪里，然后运行。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Adding %1 to a %2 sum %3 times…</source>
        <translation>正在把 %1 加到 %2 的和上，共 %3 次…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The sum failed: %1</source>
        <translation>求和失败：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped before the end: run it again to see the answer.</source>
        <translation>在结束前已停止：再运行一次即可看到答案。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled before the end: run it again to see the answer.</source>
        <translation>在结束前已取消：再运行一次即可看到答案。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Done: %1 adds, the sum rounded to %2 after each one.</source>
        <translation>完成：%1 次相加，每次后都把和舍入到 %2。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 cannot hold %2 exactly; it stores %3.</source>
        <translation>%1 无法精确表示 %2；它存储的是 %3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 sum got stuck at %2 after %3 adds.</source>
        <translation>%1 的和在 %3 次相加后卡在 %2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There, neighbouring %1 values are %2 apart (%3, then %4): %3 + %5 lies exactly halfway, and rounding to the nearest even value gives %3 back.</source>
        <translation>在那里，相邻的 %1 值相差 %2（%3，然后是 %4）：%3 + %5 恰好位于中点，舍入到最近的偶数值又得到 %3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There, neighbouring %1 values are %2 apart (%3, then %4): %3 + %5 is nearer to %3, so rounding gives %3 back.</source>
        <translation>在那里，相邻的 %1 值相差 %2（%3，然后是 %4）：%3 + %5 更靠近 %3，因此舍入又得到 %3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every later add is lost.</source>
        <translation>之后的每次相加都丢失了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 sum never got stuck: it reached %2.</source>
        <translation>%1 的和从未卡住：它达到了 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In FP32 (what tensor cores accumulate in) the sum reached %1; Kahan&apos;s compensated sum, still in %2, reached %3; exact: %4.</source>
        <translation>在 FP32（Tensor Core 的累加格式）中，和达到了 %1；Kahan 补偿求和仍在 %2 中进行，达到了 %3；精确值：%4。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Adding %1 again and again: the running sum</source>
        <translation>反复加上 %1：累加和</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The running sum (run the experiment)</source>
        <translation>累加和（运行实验）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Adds done</source>
        <translation>已完成的相加次数</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Running sum</source>
        <translation>累加和</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No sum yet.</source>
        <translation>尚无求和。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: %2 after %3 adds</source>
        <translation>%1：%3 次相加后为 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>sum in FP32</source>
        <translation>以 FP32 保存的和</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kahan sum in %1</source>
        <translation>%1 中的 Kahan 和</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exact</source>
        <translation>精确值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sum in %1</source>
        <translation>以 %1 保存的和</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>stuck at %1 after %2 adds</source>
        <translation>%2 次相加后卡在 %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The %1 sum stops at %2 after %3 adds; FP32 reaches %4, exact %5.</source>
        <translation>%1 的和在 %3 次相加后停在 %2；FP32 达到 %4，精确值为 %5。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 sum reaches %2; FP32 %3, exact %4.</source>
        <translation>%1 的和达到 %2；FP32 为 %3，精确值为 %4。</translation>
    </message>
</context>
<context>
    <name>gpulab::SystolicModel</name>
    <message>
        <location filename="../lessons/accelerators/systolicmodel.cpp" line="+131"/>
        <source>One row through a 4×4 array</source>
        <translation>一行数据通过 4×4 阵列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A stream of rows fills the pipeline</source>
        <translation>一连串的行填满流水线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The full 8×8 array</source>
        <translation>完整的 8×8 阵列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output-stationary: the sums stay put</source>
        <translation>输出驻留：和保持不动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Many rows keep the array busy</source>
        <translation>多行数据让阵列保持忙碌</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Weight-stationary (weights stay in the PEs)</source>
        <translation>权重驻留（权重保持在 PE 中）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output-stationary (sums stay in the PEs)</source>
        <translation>输出驻留（和保持在 PE 中）</translation>
    </message>
</context>
<context>
    <name>gpulab::SystolicScene</name>
    <message>
        <location filename="../lessons/accelerators/systolicscene.cpp" line="+54"/>
        <source>Your set-up</source>
        <translation>你的设置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2×%2, A %3×%2</source>
        <translation>%1 — %2×%2，A %3×%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — %2×%2 array, %3, A is %4×%2</source>
        <translation>%1 — %2×%2 阵列，%3，A 为 %4×%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+226"/>
        <source>weight-stationary</source>
        <translation>权重驻留</translation>
    </message>
    <message>
        <location line="-226"/>
        <location line="+226"/>
        <source>output-stationary</source>
        <translation>输出驻留</translation>
    </message>
    <message>
        <location line="-213"/>
        <source>✗ %1 results differ from the plain product</source>
        <translation>✗ 有 %1 个结果与普通乘积不同</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>✓ Verified: all %1 results equal A·W (%2 cycles)</source>
        <translation>✓ 已验证：全部 %1 个结果都等于 A·W（%2 个周期）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cycle %1 of %2 · %3 of %4 results out, each checked</source>
        <translation>周期 %1/%2 · 已输出 %4 个结果中的 %3 个，每个都已核对</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cycles = M + 2N − 2 = %2 + %3 − 2</source>
        <translation>%1 个周期 = M + 2N − 2 = %2 + %3 − 2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass %1 of %2 (%3 rows)</source>
        <translation>第 %1 遍，共 %2 遍（%3 行）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 multiply-adds · %2 % busy · read in at the edges: %3 inputs, %4 weights · %5 passes between PEs</source>
        <translation>%1 次乘加 · %2 % 忙碌 · 在边缘读入：%3 个输入，%4 个权重 · PE 之间传递 %5 次</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shifting the weights in takes %1 more cycles, hidden by loading the next tile while this one works</source>
        <translation>移入权重还需 %1 个周期，可以在当前分块工作时加载下一个分块来掩盖</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pass streams for %1 + r + %1 − 2 cycles, then drains r rows of sums</source>
        <translation>一遍流式传输 %1 + r + %1 − 2 个周期，然后排出 r 行和</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Weights stay in the PEs; inputs enter left, skewed a cycle per row; sums flow down</source>
        <translation>权重保持在 PE 中；输入从左侧进入，每行错开一个周期；和向下流动</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sums stay in the PEs; inputs enter left, weights from the top, both skewed</source>
        <translation>和保持在 PE 中；输入从左侧进入，权重从顶部进入，两者都错开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights stay; inputs move right, sums down</source>
        <translation>权重不动；输入向右，和向下</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sums stay; inputs right, weights down</source>
        <translation>和不动；输入向右，权重向下</translation>
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
        <translation>C = A·W（%1×%2）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>A %1×%1 %2 systolic array multiplies a %3×%1 input by %1×%1 weights: cycle %4 of %5, %6 of %7 results out%8.</source>
        <translation>一个 %1×%1 的%2脉动阵列把 %3×%1 的输入与 %1×%1 的权重相乘：周期 %4/%5，已输出 %7 个结果中的 %6 个%8。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, verified against the plain product</source>
        <translation>，已与普通乘积核对</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, %1 wrong</source>
        <translation>，%1 个错误</translation>
    </message>
</context>
<context>
    <name>gpulab::TeacherTipsWindow</name>
    <message>
        <location filename="../widgets/teachertipswindow.cpp" line="+153"/>
        <source>Teacher tips</source>
        <translation>教师提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;PDF…</source>
        <translation>导出 PDF(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the teacher tips as PDF</source>
        <translation>将教师提示导出为 PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;HTML…</source>
        <translation>导出 HTML(&amp;H)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the teacher tips as HTML</source>
        <translation>将教师提示导出为 HTML</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the teacher tips</source>
        <translation>关闭教师提示</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Teacher Tips — %1</source>
        <translation>教师提示 — %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+18"/>
        <source>Teacher tips for %1</source>
        <translation>%1 的教师提示</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The teacher tips cannot be shown whole: %1</source>
        <translation>无法完整显示教师提示：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export Teacher Tips as PDF</source>
        <translation>将教师提示导出为 PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export Teacher Tips as HTML</source>
        <translation>将教师提示导出为 HTML</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Web pages (*.html *.htm)</source>
        <translation>网页 (*.html *.htm)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export Teacher Tips</source>
        <translation>导出教师提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The teacher tips could not be written to %1: %2</source>
        <translation>无法将教师提示写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>gpulab::TelemetryLab</name>
    <message>
        <location filename="../lessons/telemetry/telemetrylab.cpp" line="+39"/>
        <source>file missing (%1)</source>
        <translation>文件不存在（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+60"/>
        <source>permission denied (%1)</source>
        <translation>权限不足（%1）</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>malformed content %1</source>
        <translation>内容格式错误 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>needs a second sample (the first one starts the interval)</source>
        <translation>需要第二次采样（第一次采样只是开始计时区间）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no CPU frequency reading (no cpufreq files in %1, no &quot;cpu MHz&quot; in /proc/cpuinfo; a virtual machine often has neither)</source>
        <translation>无法读取 CPU 频率（%1 中没有 cpufreq 文件，/proc/cpuinfo 中也没有“cpu MHz”；虚拟机通常两者都没有）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no CPU temperature sensor in %1 (no coretemp, k10temp or zenpower sensor, no thermal zone; a virtual machine usually has none)</source>
        <translation>%1 中没有 CPU 温度传感器（没有 coretemp、k10temp 或 zenpower 传感器，也没有 thermal zone；虚拟机通常都没有）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no RAPL energy counter in %1 (the intel_rapl driver is not loaded, or this is a virtual machine)</source>
        <translation>%1 中没有 RAPL 能耗计数器（未加载 intel_rapl 驱动，或者这是一台虚拟机）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>permission denied reading %1: since Linux 5.10 (November 2020, the PLATYPUS power side channel) it is readable by root only</source>
        <translation>读取 %1 时权限不足：自 Linux 5.10（2020 年 11 月，因 PLATYPUS 功耗侧信道攻击）起，只有 root 可以读取</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is missing: no GPU driver exposes a card</source>
        <translation>%1 不存在：没有 GPU 驱动提供显卡设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no GPU card in %1</source>
        <translation>%1 中没有 GPU 显卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML not tried</source>
        <translation>未尝试 NVML</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML not found (no NVIDIA driver)</source>
        <translation>未找到 NVML（没有 NVIDIA 驱动）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>implausible value %1</source>
        <translation>数值不合理 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the counters in %1 went back (a CPU was taken offline?)</source>
        <translation>%1 中的计数器倒退了（是否有 CPU 被设为离线？）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no time passed between the samples (the counters in %1 did not change)</source>
        <translation>两次采样之间没有经过时间（%1 中的计数器没有变化）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the energy counter %1 went back</source>
        <translation>能耗计数器 %1 倒退了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no hwmon folder for this card (%1)</source>
        <translation>这块显卡没有 hwmon 文件夹（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 driver does not report this in sysfs</source>
        <extracomment>%1 is the driver&apos;s name as Linux spells it (&quot;amdgpu&quot;, &quot;i915/xe&quot;).</extracomment>
        <translation>%1 驱动没有在 sysfs 中报告此项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the NVIDIA driver does not report this in sysfs: it needs NVML (see the NVML row)</source>
        <translation>NVIDIA 驱动没有在 sysfs 中报告此项：需要通过 NVML 读取（见 NVML 一行）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the driver reports no power or energy for this GPU in %1 (an integrated GPU&apos;s power is in the CPU package&apos;s RAPL figure)</source>
        <translation>驱动没有在 %1 中报告这块 GPU 的功耗或能耗（集成 GPU 的功耗包含在 CPU 封装的 RAPL 读数中）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the clock-event reasons are in the gt/gt0/throttle_reason_* files of %1, which GPU Lab does not read</source>
        <translation>时钟事件原因位于 %1 的 gt/gt0/throttle_reason_* 文件中，GPU Lab 不读取这些文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the driver %1 is not one GPU Lab reads</source>
        <translation>驱动 %1 不在 GPU Lab 读取的驱动之列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the NVML library %1 lacks nvmlInit_v2 or the device calls</source>
        <translation>NVML 库 %1 缺少 nvmlInit_v2 或设备相关的调用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVML could not start: error %1</source>
        <extracomment>%1 is NVML&apos;s error code and its own English words: &quot;15 (GPU is lost)&quot;.</extracomment>
        <translation>NVML 无法启动：错误 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVML could not count the devices: error %1</source>
        <translation>NVML 无法统计设备数量：错误 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the driver does not report it on this device (%1: not supported)</source>
        <translation>驱动在此设备上不报告此项（%1：不支持）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NVML error %1</source>
        <translation>NVML 错误 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this NVML has no %1</source>
        <translation>此版本的 NVML 没有 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>NVML: %Ln device(s)</source>
        <translation>
            <numerusform>NVML：%Ln 个设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>NVML (driver %1): %Ln device(s)</source>
        <translation>
            <numerusform>NVML（驱动 %1）：%Ln 个设备</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>application clocks setting</source>
        <translation>应用时钟设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>power cap (software)</source>
        <translation>功耗上限（软件）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hardware slowdown</source>
        <translation>硬件降频</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sync boost</source>
        <translation>同步加速</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thermal slowdown (software)</source>
        <translation>过热降频（软件）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thermal slowdown (hardware)</source>
        <translation>过热降频（硬件）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>power brake (hardware)</source>
        <translation>电源制动（硬件）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>display clock setting</source>
        <translation>显示时钟设置</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>other reasons</source>
        <translation>其他原因</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none (running at the clock it is asked for)</source>
        <translation>无（以所要求的时钟频率运行）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>unavailable</source>
        <translation>不可用</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown vendor</source>
        <translation>未知厂商</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown driver</source>
        <translation>未知驱动程序</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Run the load and watch</source>
        <translation>运行负载并观察(&amp;R)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The load to run while watching</source>
        <translation>观察时运行的负载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matrix product on the OpenCL device (opencl-regblock)</source>
        <translation>OpenCL 设备上的矩阵乘积（opencl-regblock）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matrix product on the processor&apos;s threads (cpu-threads)</source>
        <translation>处理器线程上的矩阵乘积（cpu-threads）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Load:</source>
        <translation>负载(&amp;L)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matrix size N of the load</source>
        <translation>负载的矩阵大小 N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Size:</source>
        <translation>大小(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch without a load</source>
        <translation>无负载观察(&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sample the telemetry every half second without a load</source>
        <translation>不运行负载，每半秒采样一次遥测数据</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The load&apos;s progress</source>
        <translation>负载的进度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run repeats a matrix product for some seconds in the measurement engine while this page reads the machine&apos;s own figures twice a second. Watch samples without a load.</source>
        <translation>“运行”会在测量引擎中重复执行矩阵乘积若干秒，同时本页面每秒两次读取这台机器自身报告的数据。“无负载观察”只采样，不运行负载。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This machine over time</source>
        <translation>这台机器随时间的变化</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Every figure read from this machine, or why it is unavailable</source>
        <translation>从这台机器读取的每项数据，或它不可用的原因</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The load could not run: %1</source>
        <translation>负载无法运行：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done: %1 GFLOP/s at N = %2 on %3, checked against float64; median of %4 runs.</source>
        <translation>完成：在 %3 上 N = %2 时为 %1 GFLOP/s，已与 float64 核对；%4 次运行的中位数。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The load did not produce a verified result: %1</source>
        <translation>负载没有产生经过验证的结果：%1</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>No OpenCL device for this load. (Why: %1) Choose the processor&apos;s threads, or Watch without a load.</source>
        <translation>没有可运行此负载的 OpenCL 设备。（原因：%1）请选择处理器线程，或“无负载观察”。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the processor (cpu-threads)</source>
        <translation>处理器（cpu-threads）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Running the load on %1 and sampling twice a second…</source>
        <translation>正在 %1 上运行负载，每秒采样两次…</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>no measured rate</source>
        <translation>没有实测速率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no power figure was read during the run</source>
        <translation>运行期间没有读取到功耗数据</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Energy per GFLOP&lt;/b&gt; appears after a run: the load&apos;s GFLOP/s ÷ the mean power read while it ran, where this machine reports its power.</source>
        <translation>运行之后会显示&lt;b&gt;每 GFLOP 能耗&lt;/b&gt;：在这台机器报告功耗的情况下，用负载的 GFLOP/s ÷ 运行期间读取的平均功耗。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the GPU&apos;s power</source>
        <translation>GPU 的功耗</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the CPU package&apos;s RAPL power</source>
        <translation>CPU 封装的 RAPL 功耗</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Energy:&lt;/b&gt; %1 GFLOP/s ÷ %2 W mean (%3, %4 samples) = &lt;b&gt;%5 GFLOP per joule&lt;/b&gt; (%6 mJ per GFLOP). The power includes everything else the chip did meanwhile.</source>
        <translation>&lt;b&gt;能耗：&lt;/b&gt;%1 GFLOP/s ÷ 平均 %2 W（%3，%4 个样本）= &lt;b&gt;每焦耳 %5 GFLOP&lt;/b&gt;（每 GFLOP %6 mJ）。该功耗包括芯片在此期间所做的其他所有工作。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Energy per GFLOP: unavailable&lt;/b&gt; — %1 was not readable during the run: %2. The rate alone was %3 GFLOP/s.</source>
        <translation>&lt;b&gt;每 GFLOP 能耗：不可用&lt;/b&gt; — 运行期间无法读取 %1：%2。仅速率为 %3 GFLOP/s。</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+30"/>
        <location line="+64"/>
        <source>CPU utilisation</source>
        <translation>CPU 利用率</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+30"/>
        <source>CPU frequency</source>
        <translation>CPU 频率</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+30"/>
        <source>CPU temperature</source>
        <translation>CPU 温度</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>CPU power</source>
        <translation>CPU 功耗</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 utilisation</source>
        <translation>%1 利用率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 memory</source>
        <translation>%1 显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 clock</source>
        <translation>%1 时钟频率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 temperature</source>
        <translation>%1 温度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 power</source>
        <translation>%1 功耗</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>any GPU figure (no GPU driver or NVML here)</source>
        <translation>任何 GPU 数据（这里没有 GPU 驱动程序或 NVML）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Read on this machine:&lt;/b&gt; %1. &lt;b&gt;Unavailable:&lt;/b&gt; %2 — each with its reason in the table under the chart.</source>
        <translation>&lt;b&gt;在这台机器上读取到：&lt;/b&gt;%1。&lt;b&gt;不可用：&lt;/b&gt;%2 — 各自的原因见图表下方的表格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Figure</source>
        <translation>数据项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Now</source>
        <translation>当前值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read from, or why not</source>
        <translation>读取来源，或无法读取的原因</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>CPU package power</source>
        <translation>CPU 封装功耗</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+60"/>
        <source>GPU utilisation</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Memory used</source>
        <translation>已用显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory total</source>
        <translation>显存总量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core clock</source>
        <translation>核心时钟频率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory clock</source>
        <translation>显存时钟频率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power limit</source>
        <translation>功耗限制</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>Clock events</source>
        <translation>时钟事件</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none listed</source>
        <translation>未列出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NVML</source>
        <translation>NVML</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>utilisation, %</source>
        <translation>利用率，%</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>power, W</source>
        <translation>功耗，W</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU power, W</source>
        <translation>GPU 功耗，W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CPU package power, W</source>
        <translation>CPU 封装功耗，W</translation>
    </message>
</context>
<context>
    <name>gpulab::TelemetryPanel</name>
    <message>
        <location filename="../lessons/telemetry/telemetrypanel.cpp" line="+26"/>
        <source>&amp;Reading nvidia-smi</source>
        <translation>读懂 nvidia-smi(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Live: this machine</source>
        <translation>实测：这台机器(&amp;L)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As nvidia-smi prints it</source>
        <translation>nvidia-smi 的打印形式</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The fields of nvidia-smi: NVIDIA&apos;s published reading, a reading under load and what each means (the NVML call behind it in the tooltip)</source>
        <translation>nvidia-smi 的字段：NVIDIA 公布的读数、负载下的读数以及各字段的含义（其背后的 NVML 调用见工具提示）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Example</source>
        <translation>示例</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First line: the output NVIDIA publishes, a Tesla T4 at rest (driver 535.86.10, NVIDIA Container Toolkit documentation; &quot;-q only&quot;: not in that summary table). Second line: one illustrative reading of an H100 SXM5 under a training job (its limits from the datasheet).</source>
        <translation>第一行：NVIDIA 公布的输出，一块空闲的 Tesla T4（驱动 535.86.10，NVIDIA Container Toolkit 文档；“仅 -q”：该摘要表中没有此字段）。第二行：一块 H100 SXM5 在训练任务中的示意读数（其上限取自数据手册）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What it means</source>
        <translation>含义</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In GPU Lab&apos;s words; the source in the tooltip</source>
        <translation>用 GPU Lab 的话解释；来源见工具提示</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1
under load: %2</source>
        <translation>%1
负载下：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 only</source>
        <translation>仅 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1
NVML: %2
%3</source>
        <translation>%1
NVML：%2
%3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Field names and meanings from NVIDIA&apos;s nvidia-smi manual page and the NVML API Reference. NVIDIA&apos;s example is the nvidia-smi output in its Container Toolkit documentation (docs.nvidia.com, &quot;Running a Sample Workload&quot;); the readings under load illustrate a training job and are not a measurement. GPU-Util is time with a kernel running, not the share of the GPU that worked.</source>
        <translation>字段名称和含义来自 NVIDIA 的 nvidia-smi 手册页和 NVML API Reference。NVIDIA 示例是其 Container Toolkit 文档（docs.nvidia.com，&quot;Running a Sample Workload&quot;）中的 nvidia-smi 输出；负载下的读数用于示意一个训练任务，并非实测。GPU-Util 是有内核在运行的时间，而不是 GPU 中实际工作的部分所占的比例。</translation>
    </message>
</context>
<context>
    <name>gpulab::TensorCoreModel</name>
    <message>
        <location filename="../lessons/tensorcores/tensorcoremodel.cpp" line="+181"/>
        <source>%1 (%2, %3)</source>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Ampere: wider tensor cores, BF16</source>
        <translation>Ampere：更宽的 Tensor Core，BF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hopper: FP8</source>
        <translation>Hopper：FP8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blackwell: FP4 on a large matrix</source>
        <translation>Blackwell：大矩阵上的 FP4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A small matrix on a wide tensor core</source>
        <translation>宽大的 Tensor Core 上的小矩阵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2:4 sparsity on Ampere</source>
        <translation>Ampere 上的 2:4 稀疏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volta: the first tensor cores</source>
        <translation>Volta：第一代 Tensor Core</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>the %1 tensor cores have no %2; choose one of: %3</source>
        <translation>%1 的 Tensor Core 不支持 %2；请从以下选项中选择：%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 has no 2:4 sparsity at %2</source>
        <translation>%1 在 %2 下不支持 2:4 稀疏</translation>
    </message>
</context>
<context>
    <name>gpulab::TensorCorePanel</name>
    <message>
        <location filename="../lessons/tensorcores/tensorcorepanel.cpp" line="+50"/>
        <source>Compare SXM modules with PCIe cards of the same chip: the PCIe card runs at less power and clock, and may have fewer SMs.</source>
        <translation>比较同一芯片的 SXM 模块和 PCIe 卡：PCIe 卡的功耗和时钟频率较低，SM 也可能更少。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Compare SXM modules with PCIe cards of the same chip: the PCIe card runs at less power and clock, and may have fewer SMs (%1: %2 SMs and %3 tensor cores; %4: %5 and %6).</source>
        <translation>比较同一芯片的 SXM 模块和 PCIe 卡：PCIe 卡的功耗和时钟频率较低，SM 也可能更少（%1：%2 个 SM 和 %3 个 Tensor Core；%4：%5 和 %6）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>TFLOPS per GPU, from the data file (each row&apos;s source in its tooltip). Each cell is dense / with 2:4 sparsity; — means the product has no such rate. FP16 is with FP32 accumulation.</source>
        <translation>每个 GPU 的 TFLOPS，来自数据文件（每行的来源见其工具提示）。每个单元格为稠密 / 2:4 稀疏；— 表示该产品没有这种速率。FP16 为 FP32 累加时的数据。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Datasheet peaks</source>
        <translation>数据手册峰值(&amp;D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>2:4 &amp;sparsity</source>
        <translation>2:4 稀疏(&amp;S)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Low precision: error</source>
        <translation>低精度：误差(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Acc&amp;umulation</source>
        <translation>累加(&amp;U)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Prune the weights so that every group of 4 keeps at most 2. Click a weight, or use the arrow keys and Space.</source>
        <translation>对权重剪枝，使每 4 个一组中最多保留 2 个。点击一个权重，或使用方向键和空格键。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Prune smallest (keep 2 of 4)</source>
        <translation>剪去最小的（每 4 个保留 2 个）(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restore all</source>
        <translation>全部恢复(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New weights</source>
        <translation>新权重(&amp;N)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What the hardware does with this pattern</source>
        <translation>硬件如何处理这种模式</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dense and sparse peaks from the data file</source>
        <translation>来自数据文件的稠密和稀疏峰值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;Half the multiplies are skipped, so the same tensor cores finish the same product in half the clocks: the sparse peak is twice the dense one. It holds only for weights pruned to 2:4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;一半的乘法被跳过，因此同样的 Tensor Core 用一半的时钟周期完成同样的乘积：稀疏峰值是稠密峰值的两倍。这只适用于剪枝为 2:4 的权重。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;b&gt;✓ Valid 2:4.&lt;/b&gt; The tensor core stores %1 of the %2 weights, each with its 2-bit position, and does %1 multiplies instead of %2: %3 skipped. The kept weights hold %4 % of the block&apos;s total magnitude.</source>
        <translation>&lt;b&gt;✓ 有效的 2:4。&lt;/b&gt;Tensor Core 存储 %2 个权重中的 %1 个，每个附带 2 位的位置信息，并做 %1 次乘法而不是 %2 次：跳过 %3 次。保留的权重占该块总幅值的 %4 %。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;✗ Not 2:4 yet:&lt;/b&gt; groups keeping more than 2 weights (outlined with dashes): %1. The sparse tensor core cannot take this block, so it runs dense: no multiply is skipped.</source>
        <translation>&lt;b&gt;✗ 还不是 2:4：&lt;/b&gt;保留超过 2 个权重的组（以虚线框出）：%1。稀疏 Tensor Core 无法处理这个块，因此按稠密方式运行：不跳过任何乘法。</translation>
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
        <translation>✓ 在 %1 个时钟周期内完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clock %1 of %2</source>
        <translation>时钟周期 %1/%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 CUDA cores</source>
        <translation>%1 个 CUDA 核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tensor cores</source>
        <translation>%1 个 Tensor Core</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 CUDA cores × 1 FMA</source>
        <translation>%1 个 CUDA 核心 × 1 次 FMA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tensor cores × %2 FMAs</source>
        <translation>%1 个 Tensor Core × %2 次 FMA</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>1 FMA a clock each</source>
        <translation>每个每周期 1 次 FMA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 FMAs a clock each: 4×4×%2</source>
        <translation>每个每周期 %1 次 FMA：4×4×%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Volta whitepaper: 8 tensor cores × 64 FMAs per SM per clock (the data&apos;s %1 TFLOPS gives %2).</source>
        <translation>Volta 白皮书：每个 SM 每时钟周期 8 个 Tensor Core × 64 次 FMA（数据中的 %1 TFLOPS 得出 %2）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From the data: %1, %2 %3 TFLOPS %4 → %5 FMAs per SM per clock, rounded to %6.</source>
        <translation>根据数据：%1，%2 %3 TFLOPS %4 → 每个 SM 每时钟周期 %5 次 FMA，取整为 %6。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sparse</source>
        <translation>稀疏</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dense</source>
        <translation>稠密</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> SM count and clock assumed as H100&apos;s (not published).</source>
        <translation> SM 数量和时钟频率假定与 H100 相同（未公布）。</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 · %2 % done</source>
        <extracomment>The clock counter (&quot;clock 192 of 512&quot;), then how much of the work is done.</extracomment>
        <translation>%1 · 已完成 %2 %</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>C, %1 × %1</source>
        <translation>C，%1 × %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C, %1 × %1 tiles</source>
        <translation>C，%1 × %1 个分块</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>How many times fewer clocks will the tensor cores need? Predict, then play.</source>
        <translation>Tensor Core 需要的时钟周期会少多少倍？先预测，再播放。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+16"/>
        <source>Both sides on one clock…</source>
        <translation>双方使用同一个时钟…</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Tensor cores: %1× fewer clocks (model, one SM), busy %2 % of their slots</source>
        <translation>Tensor Core：时钟周期少 %1×（模型，单个 SM），槽位利用率 %2 %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tensor cores: %1× fewer clocks (model, one SM)</source>
        <translation>Tensor Core：时钟周期少 %1×（模型，单个 SM）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Predict: how many times fewer clocks?</source>
        <translation>预测：时钟周期少多少倍？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tensor cores: %1× fewer clocks</source>
        <translation>Tensor Core：时钟周期少 %1×</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>MODEL of one SM · %1 · %2%3 · C = A × B, N = %4</source>
        <translation>单个 SM 的模型 · %1 · %2%3 · C = A × B，N = %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, 2:4 sparse</source>
        <translation>，2:4 稀疏</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clock %1 · slow motion: the clock runs at %2 Hz</source>
        <translation>时钟周期 %1 · 慢动作：时钟以 %2 Hz 运行</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>done in %1 clocks</source>
        <translation>在 %1 个时钟周期内完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clock %1 of %2, %3 % of the multiply-adds done</source>
        <translation>时钟周期 %1/%2，已完成 %3 % 的乘加</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A model of one SM, not a measurement: C = A × B with N = %1 on the %2 at %3%4. CUDA cores, %5 lanes doing 1 multiply-add a clock each: %6. Tensor cores, %7 doing %8 multiply-adds a clock each: %9.</source>
        <translation>这是单个 SM 的模型，并非测量：在 %2 上以 %3%4 计算 C = A × B，N = %1。CUDA 核心：%5 个通道，每个每周期做 1 次乘加：%6。Tensor Core：%7 个，每个每周期做 %8 次乘加：%9。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> with 2:4 sparsity</source>
        <translation>，采用 2:4 稀疏</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1.</source>
        <extracomment>The verdict under the canvas, said as a sentence of the description.</extracomment>
        <translation>%1。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The product</source>
        <translation>乘积</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Generation</source>
        <translation>架构代</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Matrix size N</source>
        <translation>矩阵大小 N</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>2:4 sparsity</source>
        <translation>2:4 稀疏</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2:4 sparsity (not on this one)</source>
        <translation>2:4 稀疏（此型号不支持）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Playback</source>
        <translation>播放</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clocks a second (0 = automatic)</source>
        <translation>每秒时钟周期数（0 = 自动）</translation>
    </message>
</context>
<context>
    <name>gpulab::ThrottleModel</name>
    <message>
        <location filename="../lessons/telemetry/throttlemodel.cpp" line="+74"/>
        <source>power cap</source>
        <translation>功耗上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thermal slowdown</source>
        <translation>过热降频</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The power cap</source>
        <translation>功耗上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weak cooling: the thermal limit</source>
        <translation>散热不足：温度限制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A consumer card in a hot room</source>
        <translation>热房间里的消费级显卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The long run</source>
        <translation>长时间运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cool start</source>
        <translation>冷启动</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>The slowdown temperature (%1 °C) must be at least 5 °C above the air at the inlet (%2 °C)</source>
        <translation>降频温度（%1 °C）必须比进风口空气温度（%2 °C）至少高 5 °C</translation>
    </message>
</context>
<context>
    <name>gpulab::ThrottleScene</name>
    <message>
        <location filename="../lessons/telemetry/throttlescene.cpp" line="+24"/>
        <source>desktop case cooling</source>
        <translation>台式机机箱散热</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blocked airflow</source>
        <translation>气流受阻</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>datacenter cooling</source>
        <translation>数据中心散热</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No GPU in gpu-specs.csv has both a TDP and a boost clock.</source>
        <translation>gpu-specs.csv 中没有同时具有 TDP 和加速频率的 GPU。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2，%3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Clock limited by: %1</source>
        <translation>时钟频率受限于：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After %1 s of work the run has had %2 % of the throughput it would have at the boost clock.</source>
        <translation>工作 %1 秒后，这次运行获得的吞吐量是按加速频率运行时的 %2 %。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>TDP %1 W and boost clock %2 MHz from gpu-specs.csv; the job asks %3 × TDP at boost. Cooling, heat capacity and the %4 °C slowdown are model values.</source>
        <translation>TDP %1 W 和加速频率 %2 MHz 来自 gpu-specs.csv；该任务在加速频率下需要 %3 × TDP。散热、热容和 %4 °C 的降频温度都是模型值。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Temperature %1 °C (slowdown %2)</source>
        <translation>温度 %1 °C（降频温度 %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 °C (limit %2)</source>
        <translation>%1 °C（上限 %2）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clock %1 MHz (boost %2)</source>
        <translation>时钟频率 %1 MHz（加速频率 %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 MHz</source>
        <translation>%1/%2 MHz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Power %1 W (cap %2)</source>
        <translation>功耗 %1 W（上限 %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 W</source>
        <translation>%1/%2 W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Over time: temperature and clock</source>
        <translation>随时间变化：温度和时钟频率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Temperature, clock</source>
        <translation>温度、时钟频率</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>clock</source>
        <translation>时钟频率</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 s of the card&apos;s time; dashed: the slowdown temperature; dotted: the boost clock</source>
        <translation>显卡时间 %1 秒；虚线：降频温度；点线：加速频率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 s; dashed: slowdown; dotted: boost</source>
        <translation>%1 秒；虚线：降频；点线：加速频率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No GPU with a TDP and a boost clock to simulate.</source>
        <translation>没有具有 TDP 和加速频率的 GPU 可供模拟。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 after %3 s at %4 °C, clock %5 of %6 MHz, %7 W of a %8 W cap; the clock is limited by: %9; throughput so far %10 % of the boost clock&apos;s.</source>
        <translation>%1：%3 秒后 %2，温度 %4 °C，时钟频率 %5/%6 MHz，功耗 %7 W（上限 %8 W）；时钟频率受限于：%9；目前的吞吐量为加速频率下的 %10 %。</translation>
    </message>
</context>
<context>
    <name>gpulab::TilingRace</name>
    <message>
        <location filename="../lessons/memory/memorylive.cpp" line="+249"/>
        <source>Looking for OpenCL devices when this page is first shown.</source>
        <translation>首次显示此页面时查找 OpenCL 设备。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenCL device</source>
        <translation>OpenCL 设备</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Matrix size N</source>
        <translation>矩阵大小 N</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Matrix si&amp;ze N:</source>
        <translation>矩阵大小 N(&amp;Z)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your prediction: how many times faster the tiled kernel is</source>
        <translation>你的预测：分块内核快多少倍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no faster</source>
        <translation>不会更快</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about 2×</source>
        <translation>约 2×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about 5×</source>
        <translation>约 5×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10× or more</source>
        <translation>10× 或更多</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Predict: tiled will be</source>
        <translation>预测(&amp;P)：分块内核将会</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>&amp;Run the race</source>
        <translation>开始比赛(&amp;R)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Progress of the race</source>
        <translation>比赛进度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the race is doing</source>
        <translation>比赛正在做什么</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured result</source>
        <translation>测量结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both kernels compute C = A × B in float32 on the OpenCL device. The naive one reads every operand from global memory; the tiled one loads 16 × 16 tiles into local (shared) memory and reuses each value 16 times.</source>
        <translation>两个内核都在 OpenCL 设备上以 float32 计算 C = A × B。朴素内核的每个操作数都从全局内存读取；分块内核把 16 × 16 的分块加载到局部（共享）内存中，每个值复用 16 次。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Looking for OpenCL devices…</source>
        <translation>正在查找 OpenCL 设备…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>OpenCL device: %1. Its local memory plays the part of a GPU&apos;s shared memory.</source>
        <translation>OpenCL 设备：%1。它的局部内存扮演 GPU 共享内存的角色。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No OpenCL device was found here, so this race cannot run (it needs local memory on an OpenCL device). The latency and bandwidth tabs still measure the CPU. (Why: %1)</source>
        <translation>这里没有找到 OpenCL 设备，因此这场比赛无法运行（它需要 OpenCL 设备上的局部内存）。延迟和带宽选项卡仍可测量 CPU。（原因：%1）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No OpenCL device: this race needs one.</source>
        <translation>没有 OpenCL 设备：这场比赛需要一个。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The race failed: %1</source>
        <translation>比赛失败：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done: both answers checked against a float64 reference.</source>
        <translation>完成：两个答案都已与 float64 参考结果核对。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Words read from global memory by the formula: naive 2N³ = %1, tiled (T = 16) 2N³/16 = %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;按公式计算从全局内存读取的字数：朴素 2N³ = %1，分块（T = 16）2N³/16 = %2。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Naive</source>
        <translation>朴素</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tiled</source>
        <translation>分块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;%1: %2 ms, %3 GFLOP/s%4&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1：%2 ms，%3 GFLOP/s%4&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, ✓ checked</source>
        <translation>，✓ 已核对</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, ✗ wrong answer</source>
        <translation>，✗ 答案错误</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;%1: did not run (%2)&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1：未运行（%2）&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;&lt;b&gt;%1 Tiled was %2× as fast.&lt;/b&gt; Sixteen times fewer words from global memory do not make it sixteen times faster: caches already catch some of the naive kernel&apos;s repeats, and the tiled one pays for its barriers.%3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 分块内核快了 %2 倍。&lt;/b&gt;从全局内存读取的字数少了十六倍，并不会让它快十六倍：缓存已经捕获了朴素内核的部分重复读取，而分块内核还要为屏障同步付出代价。%3&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> On a CPU OpenCL device, local memory is ordinary cached memory: the caches already do the tiling&apos;s job, so tiling can even lose.</source>
        <translation> 在 CPU OpenCL 设备上，局部内存就是普通的带缓存内存：缓存已经完成了分块的工作，因此分块甚至可能更慢。</translation>
    </message>
</context>
<context>
    <name>gpulab::TransferLab</name>
    <message>
        <location filename="../lessons/interconnects/linklabs.cpp" line="-426"/>
        <source>pinned (mapped)</source>
        <translation>锁页（映射）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pageable</source>
        <translation>可分页</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>host → device</source>
        <translation>主机 → 设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device → host</source>
        <translation>设备 → 主机</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>How fast does this computer move data between its memory and the OpenCL device? Buffers from 4 KiB to 256 MiB are copied both ways, from ordinary (pageable) memory and from pinned (mapped) memory, and checked. Bytes are counted once, in one direction: compare with PCIe&apos;s per-direction figure.</source>
        <translation>这台机器在内存和 OpenCL 设备之间移动数据有多快？从 4 KiB 到 256 MiB 的缓冲区会从普通（可分页）内存和锁页（映射）内存双向复制并核对。字节只按一个方向计数一次：请与 PCIe 的单向数字比较。</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Measure host ↔ device transfers</source>
        <translation>测量主机 ↔ 设备传输(&amp;M)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Measure host to device transfer bandwidth</source>
        <translation>测量主机到设备的传输带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the transfer measurement</source>
        <translation>取消传输测量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transfer measurement progress</source>
        <translation>传输测量进度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not measured yet.</source>
        <translation>尚未测量。</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Transfer measurement status and result</source>
        <translation>传输测量的状态和结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host ↔ device transfer bandwidth</source>
        <translation>主机 ↔ 设备传输带宽</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&lt;b&gt;Cannot measure:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;无法测量：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Starting the measurement engine…</source>
        <translation>正在启动测量引擎…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 — without an OpenCL device there is no host ↔ device link to measure.</source>
        <translation>%1 — 没有 OpenCL 设备，就没有可测量的主机 ↔ 设备链路。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;The measurement failed:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;测量失败：&lt;/b&gt;%1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Cancelled: %Ln point(s) measured are kept.</source>
        <translation>
            <numerusform>已取消：保留已测得的 %Ln 个点。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&lt;b&gt;%1:&lt;/b&gt; host → device %2, device → host %3 at %4 (best of pageable and pinned; %5). Every copy was %6.</source>
        <translation>&lt;b&gt;%1：&lt;/b&gt;在 %4 时，主机 → 设备 %2，设备 → 主机 %3（取可分页和锁页中较好者；%5）。每次复制都%6。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pinned was faster</source>
        <translation>锁页更快</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pageable was as fast</source>
        <translation>可分页一样快</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checked byte for byte</source>
        <translation>已逐字节核对</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NOT verified</source>
        <translation>未通过验证</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;This is a CPU device (PoCL): its “device memory” is the same RAM, so no bus is crossed — the figure is a memory copy, not PCIe. A PCIe 4.0 x16 GPU would show at most 32 GB/s per direction.</source>
        <translation>&lt;br&gt;这是 CPU 设备（PoCL）：它的“设备内存”就是同一块 RAM，因此不经过任何总线 — 这个数字是内存复制，而不是 PCIe。PCIe 4.0 x16 的 GPU 最多显示单向 32 GB/s。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;br&gt;Compare: PCIe 3.0 x16 16 GB/s, 4.0 32 GB/s, 5.0 64 GB/s per direction. The calculator now offers this as “your machine”.</source>
        <translation>&lt;br&gt;比较：PCIe 3.0 x16 单向 16 GB/s，4.0 为 32 GB/s，5.0 为 64 GB/s。计算器现在把这个结果作为“你的机器”提供。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>buffer size (bytes, log scale)</source>
        <translation>缓冲区大小（字节，对数刻度）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GB/s, one direction (log scale)</source>
        <translation>GB/s，单向（对数刻度）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2 at %3</source>
        <translation>%1：在 %3 时为 %2</translation>
    </message>
</context>
<context>
    <name>gpulab::TrueFalseInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="-97"/>
        <source>True or false? (keys 1–2)</source>
        <translation>对还是错？（按键 1–2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>True</source>
        <translation>对</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>False</source>
        <translation>错</translation>
    </message>
</context>
<context>
    <name>gpulab::TuneDialog</name>
    <message>
        <location filename="../lessons/livelab/tunepanel.cpp" line="+245"/>
        <source>Tune for This Device</source>
        <translation>针对此设备调优</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time &amp;budget:</source>
        <translation>时间预算(&amp;B)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time budget in seconds</source>
        <translation>时间预算，以秒计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start Tuning</source>
        <translation>开始调优(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the tuning</source>
        <translation>取消调优</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lose</source>
        <translation>关闭(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuning progress</source>
        <translation>调优进度</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Press Start: the race&apos;s device is busy for the budget.</source>
        <translation>按“开始”：在预算时间内，比赛所用的设备将处于忙碌状态。</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>What the tuning is doing</source>
        <translation>调优正在做什么</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set</source>
        <translation>参数组</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameter sets timed</source>
        <translation>已计时的参数组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuning result</source>
        <translation>调优结果</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>the measurement engine stopped: %1</source>
        <translation>测量引擎已停止：%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Times parameter sets of the register-blocked OpenCL kernel on %1 (the block of C each work-item keeps in registers, the vector width, the K block), each verified against float64, and keeps the fastest for this device and driver: the race, the ladder, the scaling chart and the roofline then run it. A new driver makes it run the default again.</source>
        <translation>在 %1 上对寄存器分块 OpenCL 内核的各组参数（每个工作项保存在寄存器中的 C 块、向量宽度、K 块）计时，每组都与 float64 核对，并为此设备和驱动程序保留最快的一组：之后比赛、阶梯、扩展图表和 Roofline 都会使用它。更换驱动程序后会重新使用默认参数。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Cannot start the measurement engine: %1</source>
        <translation>无法启动测量引擎：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computing the float64 reference…</source>
        <translation>正在计算 float64 参考结果…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 (default)</source>
        <translation>%1（默认）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>verified</source>
        <translation>已验证</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Set %1 of %2</source>
        <translation>第 %1 组，共 %2 组</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>: the best so far %1 GFLOP/s</source>
        <translation>：目前最好的是 %1 GFLOP/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (the default: %1 GFLOP/s)</source>
        <translation> （默认：%1 GFLOP/s）</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>No set could be measured: nothing was stored.</source>
        <translation>没有任何参数组能测量：未存储任何内容。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kept the default: %1 at %2 GFLOP/s was the fastest.</source>
        <translation>保留默认参数：%1 以 %2 GFLOP/s 最快。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chosen: %1 at %2 GFLOP/s, %3 % faster than the default %4 at %5 GFLOP/s.</source>
        <translation>已选择：%1，%2 GFLOP/s，比默认的 %4（%5 GFLOP/s）快 %3 %。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chosen: %1 at %2 GFLOP/s.</source>
        <translation>已选择：%1，%2 GFLOP/s。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 sets measured in %3 s.</source>
        <translation>在 %3 秒内测量了 %2 组中的 %1 组。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stored in %1: the next race on this device runs it.</source>
        <translation>已存储到 %1：此设备上的下一场比赛将使用它。</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>The tuning failed: %1</source>
        <translation>调优失败：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled: nothing was stored; the race keeps what it ran before.</source>
        <translation>已取消：未存储任何内容；比赛继续使用之前的参数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
</context>
<context>
    <name>gpulab::TunePanel</name>
    <message>
        <location line="-276"/>
        <source>+%1 %</source>
        <translation>+%1 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−%1 %</source>
        <translation>−%1 %</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Parameters set by GPULAB_REGBLOCK… in the environment: a stored tuning is not used.</source>
        <translation>参数由环境变量 GPULAB_REGBLOCK… 设置：不使用已存储的调优结果。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>earlier</source>
        <translation>之前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tuned %1: %2, %3 GFLOP/s.</source>
        <translation>已调优 %1：%2，%3 GFLOP/s。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tuned %1: the default %2 was the fastest.</source>
        <translation>已调优 %1：默认的 %2 最快。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuned %1: %2, %3 over the default.</source>
        <translation>已调优 %1：%2，比默认快 %3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not tuned: default parameters (%1). The stored tuning was set aside: %2.</source>
        <translation>未调优：默认参数（%1）。已存储的调优结果被搁置：%2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not tuned: default parameters (%1).</source>
        <translation>未调优：默认参数（%1）。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Register-blocked kernel: looking for OpenCL devices…</source>
        <translation>寄存器分块内核：正在查找 OpenCL 设备…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tuning of this device</source>
        <translation>此设备的调优</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tune for This Device…</source>
        <translation>针对此设备调优(&amp;T)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Tune…</source>
        <translation>调优(&amp;T)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tune the register-blocked kernel for this device</source>
        <translation>针对此设备调优寄存器分块内核</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times several parameter sets of the register-blocked OpenCL kernel on this device and keeps the fastest for the race and the charts.</source>
        <translation>在此设备上对寄存器分块 OpenCL 内核的几组参数计时，并为比赛和图表保留最快的一组。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Register-blocked kernel: the measurement engine stopped (%1).</source>
        <translation>寄存器分块内核：测量引擎已停止（%1）。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No OpenCL device: there is nothing to tune.</source>
        <translation>没有 OpenCL 设备：没有可调优的内容。</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+8"/>
        <location line="+7"/>
        <source>Register-blocked kernel: %1</source>
        <translation>寄存器分块内核：%1</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Stored in %1
Parameters: %2</source>
        <translation>已存储到 %1
参数：%2</translation>
    </message>
</context>
<context>
    <name>gpulab::VariantCatalog</name>
    <message>
        <location filename="../lessons/framework/racerunner.cpp" line="-285"/>
        <source>Serial, textbook loop</source>
        <translation>串行，教科书式循环</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serial, cache-blocked + SIMD</source>
        <translation>串行，缓存分块 + SIMD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All CPU cores</source>
        <translation>所有 CPU 核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenCL, one work-item per element</source>
        <translation>OpenCL，每个元素一个工作项</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenCL, tiled in local memory</source>
        <translation>OpenCL，在局部内存中分块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenCL, register-blocked vectors</source>
        <translation>OpenCL，寄存器分块向量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenBLAS sgemm (CPU peer)</source>
        <translation>OpenBLAS sgemm（CPU 参照）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLBlast sgemm (OpenCL peer)</source>
        <translation>CLBlast sgemm（OpenCL 参照）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>one core</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>单核</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>caches, SIMD</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>缓存、SIMD</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cores</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>多核</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>work-items</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>工作项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shared memory</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>共享内存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>registers, wide SIMD</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>寄存器、宽 SIMD</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vendor library</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>厂商库</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One CPU core runs the i-j-k triple loop exactly as written, one multiply-add at a time.</source>
        <translation>一个 CPU 核心完全照原样执行 i-j-k 三重循环，一次做一次乘加。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copying blocks of A and B that fit in the caches into the order the arithmetic reads them, and keeping a tile of C in SIMD registers, makes the same single core many times faster.</source>
        <translation>把 A 和 B 中能放进缓存的块按运算读取的顺序复制好，并把 C 的一个分块保存在 SIMD 寄存器中，同一个核心就能快上许多倍。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Splitting the rows of C across every CPU core, each running the blocked kernel, multiplies throughput by the core count, at best.</source>
        <translation>把 C 的各行分给所有 CPU 核心，每个核心运行分块内核，吞吐量最多可提高到核心数那么多倍。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Thousands of work-items each compute one element of C in parallel, but every operand comes from slow global memory.</source>
        <translation>数千个工作项并行地各计算 C 的一个元素，但每个操作数都来自缓慢的全局内存。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A work-group copies tiles of A and B into fast on-chip local (shared) memory once and reuses each value many times.</source>
        <translation>一个工作组把 A 和 B 的分块一次性复制到快速的片上局部（共享）内存中，并将每个值重复使用许多次。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each work-item keeps a block of C in registers and uses wide vector instructions, so every value loaded feeds many multiply-adds.</source>
        <translation>每个工作项把 C 的一个块保存在寄存器中，并使用宽向量指令，因此每个载入的值都能参与许多次乘加。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A vendor-tuned library with hand-written assembly kernels shows what the CPU can really do.</source>
        <translation>由厂商调优、内核用汇编手写的库，展示 CPU 的真正实力。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tuned OpenCL BLAS library on the same device, the yardstick for our own kernels.</source>
        <translation>同一设备上经过调优的 OpenCL BLAS 库，是衡量我们自己内核的标尺。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On a CPU device the work-items run on the same cores as cpu-threads, but each multiply-add loads its own float of A and of B (0.25 FLOP/byte) with no blocking for the caches; a GPU hides those loads behind thousands of threads and a far wider memory.</source>
        <translation>在 CPU 设备上，工作项与 cpu-threads 运行在相同的核心上，但每次乘加都要各自载入 A 和 B 的一个 float（0.25 FLOP/字节），且没有针对缓存分块；GPU 则用数千个线程和宽得多的内存来掩盖这些载入。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A CPU has no separate on-chip shared memory: on a CPU device OpenCL&apos;s local memory is ordinary cached memory, so the tiles are extra copies and every step of a tile waits at a work-group barrier; the reuse the tiles buy on a GPU, the CPU&apos;s caches already gave.</source>
        <translation>CPU 没有独立的片上共享内存：在 CPU 设备上，OpenCL 的局部内存就是普通的带缓存内存，因此分块只是额外的副本，而且分块的每一步都要在工作组屏障处等待；分块在 GPU 上换来的数据复用，CPU 的缓存本来就已经提供了。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On a CPU device it is the same idea as cpu-threads (a block of C in SIMD registers on every core), compiled by the OpenCL driver instead of the C++ compiler: the two can at best tie, and whichever compiler keeps the tile in registers better wins; on a GPU it is many times faster.</source>
        <translation>在 CPU 设备上，它与 cpu-threads 的思路相同（每个核心都把 C 的一个块放在 SIMD 寄存器中），只是由 OpenCL 驱动而不是 C++ 编译器来编译：两者最多打成平手，哪个编译器更善于把分块保留在寄存器中，哪个就胜出；在 GPU 上它则要快许多倍。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its kernels and tuning target GPUs: on a CPU device their local-memory tiles and work-group barriers cost what opencl-tiled&apos;s do.</source>
        <translation>它的内核和调优都以 GPU 为目标：在 CPU 设备上，其局部内存分块和工作组屏障的开销与 opencl-tiled 的相同。</translation>
    </message>
</context>
<context>
    <name>gpulab::WillItFitModel</name>
    <message>
        <location filename="../lessons/willitfit/willitfitmodel.cpp" line="+54"/>
        <source>Serving 32 long sequences: the KV cache</source>
        <translation>为 32 个长序列提供推理服务：KV 缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training with Adam: 16 bytes per parameter</source>
        <translation>用 Adam 训练：每个参数 16 字节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training without checkpointing: activations</source>
        <translation>不用检查点的训练：激活值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data parallel on 8 GPUs: no help</source>
        <translation>8 个 GPU 上的数据并行：没有帮助</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO-3 on 8 GPUs: the state is split</source>
        <translation>8 个 GPU 上的 ZeRO-3：状态被拆分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving one sequence: weights + KV cache</source>
        <translation>为一个序列提供推理服务：权重 + KV 缓存</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Custom (typed in)</source>
        <translation>自定义（手动输入）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving (inference)</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>kvHeads (%1) must divide heads (%2): every key/value head serves the same number of query heads</source>
        <translation>kvHeads（%1）必须能整除 heads（%2）：每个键/值头服务相同数量的查询头</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>training here keeps FP32 or 16-bit weights: FP8 and 4-bit training keep higher-precision copies this calculator does not model</source>
        <translation>此处的训练保留 FP32 或 16 位权重：FP8 和 4 位训练会保留更高精度的副本，本计算器不对其建模</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom model</source>
        <translation>自定义模型</translation>
    </message>
</context>
<context>
    <name>gpulab::WillItFitPanel</name>
    <message>
        <location filename="../lessons/willitfit/willitfitpanel.cpp" line="+35"/>
        <source>&amp;Calculator</source>
        <translation>计算器(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Across GPUs</source>
        <translation>跨 GPU(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How man&amp;y GPUs</source>
        <translation>需要几块 GPU(&amp;Y)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Published model architectures</source>
        <translation>已发布的模型架构</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exact total, billions</source>
        <translation>精确总数，十亿</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hidden size (model width)</source>
        <translation>隐藏维度（模型宽度）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads</source>
        <translation>头数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Query heads per layer</source>
        <translation>每层的查询头数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Key/value heads per layer (fewer: GQA)</source>
        <translation>每层的键/值头数（更少：GQA）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head
size</source>
        <translation>头
维度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Width of one head</source>
        <translation>单个头的宽度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest sequence, tokens</source>
        <translation>最长序列，token 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache
per token</source>
        <translation>每个 token 的
KV 缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 x layers x KV heads x head size x 2 bytes (BF16)</source>
        <translation>2 x 层数 x KV 头数 x 头维度 x 2 字节（BF16）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>n/a</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>From assets/data/models.csv: each row&apos;s paper or model card in its tooltip. Parameters are the exact totals (%1 has %2 billion); KV heads below the heads is grouped-query attention.</source>
        <translation>来自 assets/data/models.csv：每行的论文或模型卡见其工具提示。参数量为精确总数（%1 有 %2 × 10⁹ 个参数）；KV 头数少于头数即为分组查询注意力。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Models</source>
        <translation>模型(&amp;M)</translation>
    </message>
</context>
<context>
    <name>gpulab::WillItFitScene</name>
    <message>
        <location filename="../lessons/willitfit/willitfitscene.cpp" line="+65"/>
        <source>data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>主副本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overhead</source>
        <translation>额外开销</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Weights (%1)</source>
        <translation>权重（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients (%1)</source>
        <translation>梯度（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 master copy</source>
        <translation>FP32 主副本</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Momentum (FP32)</source>
        <translation>动量（FP32）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adam states (2 × FP32)</source>
        <translation>Adam 状态（2 × FP32）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8-bit Adam states</source>
        <translation>8 位 Adam 状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer state (none)</source>
        <translation>优化器状态（无）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Activations (checkpointed)</source>
        <translation>激活值（检查点）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache (%1)</source>
        <translation>KV 缓存（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overhead (assumed %1 %)</source>
        <translation>额外开销（假设 %1 %）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>serving %1 × %2 tokens</source>
        <translation>为 %1 × %2 个 token 提供推理服务</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no GPU chosen</source>
        <translation>未选择 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2, on one %3</source>
        <translation>%1，%2，在一个 %3 上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2, per GPU of %3 × %4, %5</source>
        <translation>%1，%2，%3 × %4 中每个 GPU，%5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 in all</source>
        <translation>共 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per GPU</source>
        <translation>每个 GPU %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2: fits, %3 free</source>
        <translation>%1/%2：放得下，剩余 %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2: does NOT fit, %3 over</source>
        <translation>%1/%2：放不下，超出 %3</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>… %1 more</source>
        <translation>…… 另外 %1</translation>
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
        <translation>GPU 8</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 of memory</source>
        <translation>%1 显存</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Adding the parts… %1 so far</source>
        <translation>正在累加各部分…目前 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>… %1</source>
        <translation>… %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Does NOT fit: %1 over</source>
        <translation>放不下：超出 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fits: %1 free</source>
        <translation>放得下：剩余 %1</translation>
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
        <translation>%1：%2。%3。</translation>
    </message>
</context>
<context>
    <name>gpulab::WorkersModel</name>
    <message>
        <location filename="../lessons/howto/workersmodel.cpp" line="+150"/>
        <source>Eight workers</source>
        <translation>八个工人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One worker per tile</source>
        <translation>每个图块一个工人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One worker</source>
        <translation>一个工人</translation>
    </message>
</context>
<context>
    <name>gpulab::WorkersScene</name>
    <message>
        <location filename="../lessons/howto/workersscene.cpp" line="+37"/>
        <source>1 worker, %1 tiles</source>
        <translation>1 个工人，%1 个图块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 workers sharing %2 tiles</source>
        <translation>%1 个工人分担 %2 个图块</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 done · %3 s simulated</source>
        <translation>已完成 %1/%2 · 模拟时间 %3 秒</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>One worker does</source>
        <translation>一个工人完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 workers share</source>
        <translation>%1 个工人分担</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 tiles of work. %3 tiles are done, %4 are being worked on, after %5 simulated seconds. With this many workers the whole job takes %6 s.</source>
        <translation>%1 %2 个图块的工作。已完成 %3 块，正在处理 %4 块，已过去 %5 个模拟秒。以这么多工人，整项工作需要 %6 秒。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Workers</source>
        <translation>工人</translation>
    </message>
</context>
<context>
    <name>gpulab::accelerators::Words</name>
    <message>
        <location filename="../lessons/accelerators/acceleratorrows.cpp" line="+101"/>
        <source>NVIDIA GPUs</source>
        <translation>NVIDIA GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA: every framework, research code first</source>
        <translation>CUDA：所有框架，研究代码首选</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink: 8 per server, 72 per NVL72 rack</source>
        <translation>NVLink：每台服务器 8 个，每个 NVL72 机柜 72 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>Buy or rent</source>
        <translation>购买或租用</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>AMD Instinct</source>
        <translation>AMD Instinct</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ROCm: PyTorch, JAX; CUDA code needs porting</source>
        <translation>ROCm：PyTorch、JAX；CUDA 代码需要移植</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infinity Fabric: 8 per server</source>
        <translation>Infinity Fabric：每台服务器 8 个</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Google TPUs</source>
        <translation>Google TPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>XLA: JAX, PyTorch/XLA</source>
        <translation>XLA：JAX、PyTorch/XLA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ICI pods of thousands</source>
        <translation>数千芯片的 ICI pod</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rent: Google Cloud</source>
        <translation>租用：Google Cloud</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AWS Trainium, Inferentia</source>
        <translation>AWS Trainium、Inferentia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neuron SDK: PyTorch, JAX</source>
        <translation>Neuron SDK：PyTorch、JAX</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NeuronLink: 16 per Trn1</source>
        <translation>NeuronLink：每个 Trn1 16 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rent: AWS</source>
        <translation>租用：AWS</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phone, laptop NPUs</source>
        <translation>手机、笔记本电脑 NPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core ML, OpenVINO, ONNX Runtime: small models</source>
        <translation>Core ML、OpenVINO、ONNX Runtime：小模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One device</source>
        <translation>单个设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In your device</source>
        <translation>在你的设备中</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>not stated</source>
        <translation>未说明</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shared</source>
        <translation>共享</translation>
    </message>
</context>
<context>
    <name>gpulab::chooser</name>
    <message>
        <location filename="../lessons/generations/gpuchooser.cpp" line="+72"/>
        <source>%1 holds the %2 the job needs (%3 to spare)</source>
        <translation>%1 能容纳该任务所需的 %2（还剩 %3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 × %2 = %3 hold the %4 the job needs</source>
        <translation>%1 × %2 = %3 能容纳该任务所需的 %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 GB/s: at most about %2 tokens/s at batch 1 (every BF16 weight read once per token; a bound, not a benchmark)</source>
        <translation>%1 GB/s：批大小为 1 时最多约 %2 tokens/s（每个 token 把每个 BF16 权重读取一次；这是上限，不是基准测试结果）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 TFLOPS dense FP16/BF16 for the matrix products</source>
        <translation>矩阵乘积的稠密 FP16/BF16 性能为 %1 TFLOPS</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>NVLink %1 joins the GPUs of a server (%2 GB/s each)</source>
        <translation>NVLink %1 连接一台服务器内的 GPU（每个 %2 GB/s）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no NVLink across a whole server: the GPUs talk over %1</source>
        <translation>整台服务器内没有 NVLink：GPU 之间通过 %1 通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ECC memory</source>
        <translation>ECC 显存</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Learning and experimenting</source>
        <translation>学习和实验</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fine-tuning (LoRA)</source>
        <translation>微调（LoRA）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training from scratch</source>
        <translation>从头训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving a model</source>
        <translation>提供推理服务</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Buy a card</source>
        <translation>购买显卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rent, don&apos;t buy</source>
        <translation>租，不要买</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cluster&apos;s job</source>
        <translation>集群级任务</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>before activations</source>
        <translation>不含激活值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+ %1 % allowance (an assumption)</source>
        <translation>+ %1 % 的余量（一个假设）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 billion parameters × %2 bytes %3 = %4</source>
        <translation>%1 × 10⁹ 个参数 × %2 字节 %3 = %4</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>A card within %1 holds the whole job on one GPU.</source>
        <translation>%1 以内的显卡就能在一个 GPU 上容纳整个任务。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Owning pays only while the card is busy: a run of a few days may still be cheaper rented.</source>
        <translation>只有显卡保持忙碌时自有才划算：只运行几天的任务租用可能仍更便宜。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 at launch (%2; prices change)</source>
        <translation>首发价 %1（%2；价格会变化）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ECC not stated for this consumer card</source>
        <translation>这张消费级显卡未说明是否支持 ECC</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No hardware budget: rent by the hour, or start on a free notebook service&apos;s GPU.</source>
        <translation>没有硬件预算：按小时租用，或从免费笔记本服务的 GPU 开始。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2) would hold it but cost %3 at launch (%4), over the budget of %5.</source>
        <translation>%1（%2）能容纳，但首发价为 %3（%4），超出了 %5 的预算。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No card with a launch price holds %1: the largest in the data file has %2.</source>
        <translation>没有任何有首发价格的显卡能容纳 %1：数据文件中最大的只有 %2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Training from scratch keeps GPUs busy for days to weeks; buying servers pays only if they stay busy all year.</source>
        <translation>从头训练会让 GPU 忙上几天到几周；只有服务器全年保持忙碌，购买才划算。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Datacenter GPUs have no list price (the vendors publish none) and cloud prices change weekly: compare providers&apos; pages, with their date.</source>
        <translation>数据中心 GPU 没有标价（厂商不公布），云服务价格每周都在变化：请比较各提供商的页面，并注意日期。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Not even %1 of the largest GPU hold %2: this needs a cluster joined by a fast network.</source>
        <translation>即使用 %1 个最大的 GPU 也容纳不下 %2：这需要一个通过高速网络连接的集群。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the smallest GPU that holds it is usually the cheapest to rent</source>
        <translation>能容纳它的最小 GPU 通常租用起来最便宜</translation>
    </message>
</context>
<context>
    <name>gpulab::generations</name>
    <message>
        <location filename="../lessons/generations/generationsmath.cpp" line="+109"/>
        <source>1st</source>
        <translation>第 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>第 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>第 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1th</source>
        <translation>第 %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Tensor Cores (%1 generation)</source>
        <translation>Tensor Core（%1 代）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1-generation Tensor Cores</source>
        <translation>%1 代 Tensor Core</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on the tensor cores</source>
        <translation>Tensor Core 上的 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2:4 structured sparsity (twice the dense rate for pruned weights)</source>
        <translation>2:4 结构化稀疏（对剪枝后的权重，速率为稠密的两倍）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Transformer Engine (%1 generation)</source>
        <translation>Transformer Engine（%1 代）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 memory</source>
        <translation>%1 显存</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Dense FP16/BF16 peak</source>
        <translation>稠密 FP16/BF16 峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense FP8 peak</source>
        <translation>稠密 FP8 峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 (vector)</source>
        <translation>FP32（向量）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-to-GPU link</source>
        <translation>GPU 到 GPU 的链路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
</context>
<context>
    <name>gpulab::gift</name>
    <message>
        <location filename="../lessons/framework/quiz/gift.cpp" line="+294"/>
        <source>the title has no closing &quot;::&quot;</source>
        <translation>标题缺少结尾的“::”</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;}&quot; without an opening &quot;{&quot; (write \} for a brace in text)</source>
        <translation>有“}”但没有开头的“{”（文本中的花括号请写作 \}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unclosed &quot;{&quot;: the answers have no closing &quot;}&quot; before the next blank line</source>
        <translation>“{”未闭合：在下一个空行之前，答案没有结尾的“}”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;}&quot; before the answers&apos; &quot;{&quot; (write \} for a brace in text)</source>
        <translation>“}”出现在答案的“{”之前（文本中的花括号请写作 \}）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;{&quot; inside the answers (write \{ for a brace in text)</source>
        <translation>答案中出现“{”（文本中的花括号请写作 \{）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a second answer block: a question has one {...} (write \{ for a brace in text)</source>
        <translation>第二个答案块：一道题只有一个 {...}（文本中的花括号请写作 \{）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;}&quot; after the answers (write \} for a brace in text)</source>
        <translation>答案之后出现“}”（文本中的花括号请写作 \}）</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>a multiple-choice question needs at least two answers</source>
        <translation>单选题至少需要两个答案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a multiple-answer question needs at least two answers</source>
        <translation>多选题至少需要两个答案</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+73"/>
        <source>a weight must be a percentage between -100 and 100</source>
        <translation>权重必须是 -100 到 100 之间的百分比</translation>
    </message>
    <message>
        <location line="-70"/>
        <location line="+83"/>
        <source>an answer is empty</source>
        <translation>有一个答案为空</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>no answer gives credit: mark the right one with &quot;=&quot; or give weights such as ~%50%</source>
        <translation>没有任何答案得分：请用“=”标出正确答案，或给出 ~%50% 这样的权重</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a matching pair needs &quot;-&gt;&quot; between the item and its answer</source>
        <translation>匹配对的题目和答案之间需要“-&gt;”</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a matching pair has no answer after &quot;-&gt;&quot;</source>
        <translation>匹配对在“-&gt;”之后没有答案</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a matching question needs at least two pairs</source>
        <translation>匹配题至少需要两对</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>a short-answer question needs at least one answer</source>
        <translation>简答题至少需要一个答案</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no answer gives credit</source>
        <translation>没有任何答案得分</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>&quot;%1&quot; is not a number (write 2039, 2039:100 or 1939..2139)</source>
        <translation>“%1”不是一个数（请写作 2039、2039:100 或 1939..2139）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is too large a number</source>
        <translation>“%1”这个数太大</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a numerical question needs at least one number</source>
        <translation>数值题至少需要一个数</translation>
    </message>
    <message>
        <location line="+255"/>
        <source>invalid UTF-8: save the file as UTF-8 (this question is skipped)</source>
        <translation>无效的 UTF-8：请将文件另存为 UTF-8（此题被跳过）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>a quiz bank</source>
        <translation>一个题库</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>a short-answer question with several answers cannot have &quot;-&gt;&quot; in one in GIFT (it would be read as a matching pair)</source>
        <translation>有多个答案的简答题在 GIFT 中不能在答案里包含“-&gt;”（会被读成匹配对）</translation>
    </message>
</context>
<context>
    <name>gpulab::moodlexml</name>
    <message>
        <location filename="../lessons/framework/quiz/moodlexml.cpp" line="+101"/>
        <source>elements nested too deep</source>
        <translation>元素嵌套过深</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Moodle&apos;s question type &quot;%1&quot; has no GIFT form; the question is skipped</source>
        <translation>Moodle 的题型“%1”没有 GIFT 形式；此题被跳过</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>the fraction &quot;%1&quot; is not a percentage between -100 and 100</source>
        <translation>得分比例“%1”不是 -100 到 100 之间的百分比</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>an answer is empty</source>
        <translation>有一个答案为空</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a multiple-choice question needs at least two answers</source>
        <translation>单选题至少需要两个答案</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+47"/>
        <source>no answer gives credit</source>
        <translation>没有任何答案得分</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>a true/false question needs its answers &quot;true&quot; and &quot;false&quot;</source>
        <translation>判断题需要“true”和“false”两个答案</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a short-answer question needs at least one answer</source>
        <translation>简答题至少需要一个答案</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&quot;%1&quot; is not a number</source>
        <translation>“%1”不是一个数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the tolerance &quot;%1&quot; is not a number</source>
        <translation>容差“%1”不是一个数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is too large a number</source>
        <translation>“%1”这个数太大</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a numerical question needs at least one number</source>
        <translation>数值题至少需要一个数</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a matching pair has no answer</source>
        <translation>匹配对没有答案</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a matching question needs at least two pairs</source>
        <translation>匹配题至少需要两对</translation>
    </message>
    <message>
        <location line="+301"/>
        <source>not a Moodle XML file: %1</source>
        <translation>不是 Moodle XML 文件：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not a Moodle XML file: it has no &lt;quiz&gt; element at the top</source>
        <translation>不是 Moodle XML 文件：顶层没有 &lt;quiz&gt; 元素</translation>
    </message>
</context>
<context>
    <name>gpulab::precision</name>
    <message>
        <location filename="../lessons/precision/precisionmath.cpp" line="+210"/>
        <source>exactly the same number</source>
        <translation>完全相同的数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a nearby value (rounded)</source>
        <translation>附近的值（已舍入）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the format&apos;s largest value</source>
        <translation>该格式的最大值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infinity (overflow)</source>
        <translation>无穷大（上溢）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NaN, not a number</source>
        <translation>NaN，非数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>zero (underflow)</source>
        <translation>零（下溢）</translation>
    </message>
</context>
<context>
    <name>gpulab::precision::Scheme</name>
    <message>
        <location line="-137"/>
        <source>INT8 per tensor</source>
        <translation>INT8 按张量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 per channel</source>
        <translation>INT8 按通道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT4 per tensor</source>
        <translation>INT4 按张量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT4 per channel</source>
        <translation>INT4 按通道</translation>
    </message>
</context>
<context>
    <name>gpulab::quiz</name>
    <message>
        <location filename="../lessons/framework/quiz/grading.cpp" line="+181"/>
        <source>Numbers: 65504, %1 or 65 504; decimals: %2 or %3; powers of ten: 6.5e4.</source>
        <translation>数字：65504、%1 或 65 504；小数：%2 或 %3；10 的幂：6.5e4。</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>True</source>
        <translation>对</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>False</source>
        <translation>错</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <location line="+10"/>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1 (± %2)</source>
        <translation>%1（± %2）</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="-317"/>
        <source>GPU Lab: how GPU hardware powers AI, measured on your own machine.</source>
        <translation>GPU Lab：GPU 硬件如何驱动 AI，在你自己的计算机上测量。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open lesson ID first.</source>
        <translation>首先打开课程 ID。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open section N (1 = the first) of that lesson.</source>
        <translation>打开该课程的第 N 小节（1 = 第一小节）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start in presenter mode (full screen).</source>
        <translation>以演示模式启动（全屏）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also load the lessons in DIR; a lesson there replaces the built-in lesson with the same id.</source>
        <translation>同时加载 DIR 中的课程；其中的课程会替换 id 相同的内置课程。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use OpenCL device INDEX (as listed by &apos;gpulab-cli devices&apos;).</source>
        <translation>使用 OpenCL 设备 INDEX（编号见“gpulab-cli devices”的列表）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Theme: system, light, dark, high-contrast or bright-room.</source>
        <translation>主题：system、light、dark、high-contrast 或 bright-room。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Theme when presenting: dark (high contrast), bright (for a lit room) or none (the window&apos;s theme).</source>
        <translation>演示时的主题：dark（高对比度）、bright（用于明亮的房间）或 none（窗口的主题）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the class plan FILE and show its first step; in presenter mode the clicker walks its steps.</source>
        <translation>打开课堂计划 FILE 并显示其第一步；在演示模式下，用翻页笔逐步切换。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the Live Lab sessions your class handed in, from folder DIR (File &gt; Open Class Results).</source>
        <translation>从文件夹 DIR 打开全班提交的实时实验室会话（文件 &gt; 打开全班成绩）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speak the language CODE in this run (en, es, zh_CN, ar...; View &gt; Language remembers a choice).</source>
        <translation>本次运行使用语言 CODE（en、es、zh_CN、ar……；“视图 &gt; 语言”会记住所做的选择）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Write a PNG of every lesson and section into DIR and exit.</source>
        <translation>把每门课程和每个小节的 PNG 图片写入 DIR，然后退出。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start, paint the window, check OpenCL and the database, print a one-line report and exit.</source>
        <translation>启动，绘制窗口，检查 OpenCL 和数据库，打印一行报告，然后退出。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Qt&apos;s own options are accepted too, e.g. -platform NAME, -style NAME, -reverse, -qwindowgeometry WxH+X+Y (see QGuiApplication and QApplication in Qt&apos;s documentation).</source>
        <translation>也接受 Qt 自身的选项，例如 -platform NAME、-style NAME、-reverse、-qwindowgeometry WxH+X+Y（请参阅 Qt 文档中的 QGuiApplication 和 QApplication）。</translation>
    </message>
</context>
</TS>
